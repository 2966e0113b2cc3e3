// Handles bound to code: which numbers of a cell a handle owns, and how dragging rewrites them.
import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  bindingAt,
  formatLiteral,
  matchesInitial,
  onlyInsideBindings,
  rewriteEdits,
  shiftBindings,
  spanEdit,
  stepDigits,
  type Binding,
} from '../../src/components/LiveCell/bindings';
import { findBindings } from '../../src/components/LiveCell/find-bindings';

/** `figure/name` for a 2D figure's handle, `3d:figure/name` for a 3D figure's. */
const key = (b: Binding) => `${b.kind === 'point3' ? '3d:' : ''}${b.figure}/${b.name}`;

/** The text of each bound expression and of its numbers, by `figure/name`. */
function bound(source: string): Record<string, { text: string; numbers: string[]; values: number[] }> {
  const out: Record<string, { text: string; numbers: string[]; values: number[] }> = {};
  for (const b of findBindings(source)) {
    out[key(b)] = {
      text: source.slice(b.start, b.end),
      numbers: b.slots.map((s) => source.slice(s.start, s.end)),
      values: b.slots.map((s) => s.value),
    };
  }
  return out;
}

const keyOf = key;

function only(source: string, key: string): Binding {
  const b = findBindings(source).find((x) => keyOf(x) === key);
  if (!b) throw new Error(`no binding ${key}`);
  return b;
}

describe('finding the numbers a handle is bound to', () => {
  it('binds the x and y of vec3 with two or three arguments, and leaves z alone', () => {
    const src = `const fig = figure();
const A = fig.handle('A', vec3(0, 3));
const B = fig.handle("B", vec3(1.5, 2, 7));`;
    expect(bound(src)).toEqual({
      '0/A': { text: 'vec3(0, 3)', numbers: ['0', '3'], values: [0, 3] },
      '0/B': { text: 'vec3(1.5, 2, 7)', numbers: ['1.5', '2'], values: [1.5, 2] },
    });
  });

  it('takes a sign with its number, and reads exponents and other spellings by value', () => {
    const src = `const fig = figure();
fig.handle('A', vec3(-2, - 1));
fig.handle('B', vec3(2.5e-1, 1e1));
fig.handle('C', { x: 0x10, y: +.5 });`;
    expect(bound(src)).toEqual({
      '0/A': { text: 'vec3(-2, - 1)', numbers: ['-2', '- 1'], values: [-2, -1] },
      '0/B': { text: 'vec3(2.5e-1, 1e1)', numbers: ['2.5e-1', '1e1'], values: [0.25, 10] },
      '0/C': { text: '{ x: 0x10, y: +.5 }', numbers: ['0x10', '+.5'], values: [16, 0.5] },
    });
  });

  it('binds the initial value of a radius', () => {
    const src = `const fig = figure();
const S = fig.handle('S', vec3(6, 3));
const r = fig.radius('r', S, 3, { angle: 60 });`;
    expect(bound(src)['0/r']).toEqual({ text: '3', numbers: ['3'], values: [3] });
  });

  it('follows a constant one level, and binds the constant’s number', () => {
    const src = `const r0 = 5;
const A0 = vec3(-1, 2);
const fig = figure();
const A = fig.handle('A', A0);
fig.radius('r', A, r0);`;
    expect(bound(src)).toEqual({
      '0/A': { text: 'vec3(-1, 2)', numbers: ['-1', '2'], values: [-1, 2] },
      '0/r': { text: '5', numbers: ['5'], values: [5] },
    });
  });

  it('does not bind a computed initial value, a `let`, or a constant two handles share', () => {
    const src = `const a = 1;
let b0 = 2;
const shared = 4;
const fig = figure();
fig.handle('A', vec3(a + 1, 2));
fig.handle('B', vec3(0, b0));
fig.radius('r', vec3(0, 0), b0);
fig.radius('s', vec3(0, 0), shared);
fig.radius('t', vec3(0, 0), shared);
fig.handle('C', { x: 1, ...{ y: 2 } });
fig.handle('D', vec3(1, 2n as unknown as number));`;
    expect(bound(src)).toEqual({});
  });

  it('tells several figures apart by the order the code creates them in', () => {
    const src = `const top = figure({ height: 200 });
const side = figure();
side.handle('A', vec3(5, 5));
top.handle('A', vec3(1, 1));`;
    expect(bound(src)).toEqual({
      '0/A': { text: 'vec3(1, 1)', numbers: ['1', '1'], values: [1, 1] },
      '1/A': { text: 'vec3(5, 5)', numbers: ['5', '5'], values: [5, 5] },
    });
  });

  it('binds nothing past a figure made where its order is unknown (in a function)', () => {
    const src = `const first = figure();
first.handle('A', vec3(1, 1));
function make() { return figure(); }
const later = make();
const last = figure();
last.handle('B', vec3(2, 2));`;
    expect(Object.keys(bound(src))).toEqual(['0/A']);
  });

  it('finds the numbers where the reader typed them, through TypeScript annotations and comments', () => {
    const src = `import { vec3, type Vec3 } from '@hitbook/query';
interface Pose { at: Vec3 }
const fig = figure({ title: 'x' }) as ReturnType<typeof figure>;
/* the start */ const A: Vec3 = fig.handle('A', vec3(/* x */ -3.25, 1 /* y */) as Vec3);
const r0: number = 2; // the radius
const r = fig.radius<never>('r', A!, r0 satisfies number);
const el = <div title="r">{r}</div>;
function f<T>(p: T): T { return p; }
const P: Pose = { at: fig.handle('P', { x: 7, y: -0.5 } satisfies Vec3) };`;
    const found = bound(src);
    expect(found['0/A']).toEqual({
      text: 'vec3(/* x */ -3.25, 1 /* y */)',
      numbers: ['-3.25', '1'],
      values: [-3.25, 1],
    });
    expect(found['0/P']).toEqual({ text: '{ x: 7, y: -0.5 }', numbers: ['7', '-0.5'], values: [7, -0.5] });
  });

  it('finds nothing in code that does not parse, instead of throwing', () => {
    expect(findBindings("const fig = figure();\nfig.handle('A', vec3(1, 2)")).toEqual([]);
    expect(findBindings('')).toEqual([]);
  });
});

describe('finding the numbers a 3D handle is bound to', () => {
  it('binds x, y and z of vec3(x, y, z) and of { x, y, z } in a figure3d', () => {
    const src = `const fig = figure3d({ title: 'space' });
const A = fig.handle('A', vec3(-1, 3, 3));
const B = fig.handle('B', vec3(1, 0.5, -2), { constrain: 'xz' });
const C = fig.handle('C', { z: - 4, x: 1e1, y: 0 });`;
    expect(bound(src)).toEqual({
      '3d:0/A': { text: 'vec3(-1, 3, 3)', numbers: ['-1', '3', '3'], values: [-1, 3, 3] },
      '3d:0/B': { text: 'vec3(1, 0.5, -2)', numbers: ['1', '0.5', '-2'], values: [1, 0.5, -2] },
      '3d:0/C': { text: '{ z: - 4, x: 1e1, y: 0 }', numbers: ['1e1', '0', '- 4'], values: [10, 0, -4] },
    });
    expect(only(src, '3d:0/A').kind).toBe('point3');
  });

  it('binds nothing where a 3D point leaves out z or computes a number, and no 3D radius', () => {
    const src = `const fig = figure3d();
const y = 2;
fig.handle('A', vec3(1, 2));
fig.handle('B', { x: 1, y: 2 });
fig.handle('C', vec3(1, y, 3));
fig.handle('D', vec3(1, 2, 3 * 2));
fig.radius('r', vec3(0, 0, 0), 5);`;
    expect(bound(src)).toEqual({});
  });

  it('counts 2D and 3D figures apart, so the same names in both are two handles', () => {
    const src = `const flat = figure();
const space = figure3d();
const more = figure3d();
more.handle('A', vec3(7, 8, 9));
space.handle('A', vec3(4, 5, 6));
flat.handle('A', vec3(1, 2));`;
    expect(bound(src)).toEqual({
      '0/A': { text: 'vec3(1, 2)', numbers: ['1', '2'], values: [1, 2] },
      '3d:0/A': { text: 'vec3(4, 5, 6)', numbers: ['4', '5', '6'], values: [4, 5, 6] },
      '3d:1/A': { text: 'vec3(7, 8, 9)', numbers: ['7', '8', '9'], values: [7, 8, 9] },
    });
  });

  it('follows a constant one level, and stops at a 3D figure made where its order is unknown', () => {
    const src = `const start = vec3(0, 1.5, -2);
const fig = figure3d();
fig.handle('A', start);
const flat = figure();
flat.handle('F', vec3(1, 1));
const made = [0].map(() => figure3d())[0];
const last = figure3d();
last.handle('B', vec3(1, 2, 3));`;
    expect(bound(src)).toEqual({
      '3d:0/A': { text: 'vec3(0, 1.5, -2)', numbers: ['0', '1.5', '-2'], values: [0, 1.5, -2] },
      '0/F': { text: 'vec3(1, 1)', numbers: ['1', '1'], values: [1, 1] },
    });
  });

  it('rewrites all three numbers in place, as one edit, and only from the initial value', () => {
    const src = `const fig = figure3d();
const A = fig.handle('A', vec3(-1, 3, 3)); // A
fig.handle('B', { x: 0, y: 0, z: 0 });`;
    const A = only(src, '3d:0/A');
    expect(matchesInitial(A, [-1, 3, 3])).toBe(true);
    expect(matchesInitial(A, [-1, 3])).toBe(false);
    const edits = rewriteEdits(A, [0.25, 3, -12.5], 0.5);
    const next = applyEdits(src, edits);
    expect(next).toContain("const A = fig.handle('A', vec3(0.25, 3, -12.5)); // A");
    expect(spanEdit(src, edits)).toEqual({
      start: src.indexOf('-1, 3, 3'),
      end: src.indexOf('-1, 3, 3') + 8,
      text: '0.25, 3, -12.5',
    });
    expect(shiftBindings(findBindings(src), edits)).toEqual(findBindings(next));
    const B = only(src, '3d:0/B');
    expect(applyEdits(src, rewriteEdits(B, [0, 1.5, -0.5], 0.5))).toContain(
      "fig.handle('B', { x: 0, y: 1.5, z: -0.5 });",
    );
  });
});

describe('writing a handle’s value back as code', () => {
  it('writes to a tenth of the step (where drags land), without trailing zeros or -0', () => {
    expect(stepDigits(0.5)).toBe(2);
    expect(stepDigits(1)).toBe(1);
    expect(stepDigits(10)).toBe(0);
    expect(stepDigits(0.1)).toBe(2);
    expect(formatLiteral(2.5, 0.5)).toBe('2.5');
    expect(formatLiteral(2.55, 0.5)).toBe('2.55');
    expect(formatLiteral(-1, 0.5)).toBe('-1');
    expect(formatLiteral(-0.001, 0.5)).toBe('0');
    expect(formatLiteral(3.14159, 1)).toBe('3.1');
    // An ASCII minus: the code must compile (the figure's labels print a typographic −).
    expect(formatLiteral(-0.3, 1)).toBe('-0.3');
  });

  it('rewrites the numbers of vec3(…) that changed, keeping the rest of the line', () => {
    const src = `const fig = figure();\nconst A = fig.handle('A', vec3(0, 3, 9)); // A\n`;
    const b = only(src, '0/A');
    const edits = rewriteEdits(b, [2.5, -1], 0.5);
    expect(applyEdits(src, edits)).toBe(`const fig = figure();\nconst A = fig.handle('A', vec3(2.5, -1, 9)); // A\n`);
    // y unchanged: its text is left as written.
    const src2 = src.replace('3, 9', '3.0, 9');
    const same = rewriteEdits(only(src2, '0/A'), [1, 3], 0.5);
    expect(applyEdits(src2, same)).toContain('vec3(1, 3.0, 9)');
  });

  it('rewrites a radius through its constant, and a negative number in scientific notation', () => {
    const src = `const r0 = 5;\nconst fig = figure();\nfig.radius('r', vec3(0, 0), r0);\nfig.handle('A', vec3(-2e0, 1));`;
    const r = only(src, '0/r');
    const A = only(src, '0/A');
    expect(applyEdits(src, rewriteEdits(r, [6.25], 0.5))).toContain('const r0 = 6.25;');
    expect(applyEdits(src, rewriteEdits(A, [-0.5, 1], 0.5))).toContain("fig.handle('A', vec3(-0.5, 1));");
  });

  it('keeps the other bindings on their numbers after a rewrite changes the lengths', () => {
    const src = `const fig = figure();\nfig.handle('A', vec3(0, 3));\nfig.handle('B', vec3(1, 2));`;
    const bindings = findBindings(src);
    const A = only(src, '0/A');
    const edits = rewriteEdits(A, [-12.25, 3], 0.5);
    const next = applyEdits(src, edits);
    const shifted = shiftBindings(bindings, edits);
    // The same as finding them again in the new code.
    expect(shifted).toEqual(findBindings(next));
    expect(next.slice(shifted[0]?.start, shifted[0]?.end)).toBe('vec3(-12.25, 3)');
  });

  it('makes one edit from the first rewritten number to the last: one step to undo', () => {
    const src = `const fig = figure();\nfig.handle('A', vec3(0, 3));`;
    const edits = rewriteEdits(only(src, '0/A'), [1, 2], 0.5);
    const one = spanEdit(src, edits);
    expect(one).toEqual({ start: src.indexOf('0, 3'), end: src.indexOf('0, 3') + 4, text: '1, 2' });
    expect(spanEdit(src, [])).toBeNull();
  });

  it('rewrites only when the numbers are still the handle’s initial value', () => {
    const src = `const fig = figure();\nfig.handle('A', vec3(0, 3));`;
    const A = only(src, '0/A');
    expect(matchesInitial(A, [0, 3])).toBe(true);
    expect(matchesInitial(A, [0, 4])).toBe(false);
  });

  it('knows the binding under the caret, and when an edit stayed inside a bound number', () => {
    const src = `const fig = figure();\nfig.handle('A', vec3(0, 3));\nconst k = 1;`;
    const bindings = findBindings(src);
    const at = src.indexOf('3)');
    expect(bindingAt(bindings, at, at)?.name).toBe('A');
    expect(bindingAt(bindings, src.indexOf('k'), src.indexOf('k'))).toBeUndefined();
    expect(onlyInsideBindings(src, src.replace('3)', '4.5)'), bindings)).toBe(true);
    expect(onlyInsideBindings(src, src.replace('k = 1', 'k = 2'), bindings)).toBe(false);
  });
});
