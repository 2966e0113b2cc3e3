// The failing case as a ready-to-paste call: evaluating the printed call gives arguments
// equal to the case's (every double read back exactly, NaN, ±Infinity and −0 as such), and
// the figure drawn for a case shows the shapes, A→B, and the two answers told apart.
import { vec3 } from '@hitbook/query';
import { describe, expect, it } from 'vitest';
import { figureForCase } from '../../src/components/Exercise/engine/figure';
import { formatCall, formatOutcome, formatValue } from '../../src/components/Exercise/engine/format';
import { FAMILIES, generateCases } from '../../src/components/Exercise/engine/generators';
import type { CaseResult, ExerciseSpec } from '../../src/components/Exercise/engine/types';

/** Evaluates a printed call's arguments, with `vec3` in scope as in a cell. */
function argsOf(call: string): unknown[] {
  const inner = call.slice(call.indexOf('(') + 1, call.lastIndexOf(')'));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- reading back what we printed is the test
  return (new Function('vec3', `return [${inner}];`) as (v: typeof vec3) => unknown[])(vec3);
}

describe('formatCall', () => {
  it('prints the design’s example as written', () => {
    expect(
      formatCall('raycastAABB', [vec3(-1, 0.5, 0), vec3(3, 0.5, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }]),
    ).toBe('raycastAABB(vec3(-1, 0.5, 0), vec3(3, 0.5, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) })');
  });

  it('round-trips awkward numbers exactly', () => {
    const args = [
      vec3(0.1 + 0.2, -0, 1 / 3),
      { x: NaN, y: Infinity, z: -Infinity },
      5e-324,
      1.7976931348623157e308,
      -(2 ** -1074),
      'x',
      { radius: 2 ** 52 + 1 },
    ];
    const call = formatCall('f', args);
    expect(call).toBe(
      "f(vec3(0.30000000000000004, -0, 0.3333333333333333), { x: NaN, y: Infinity, z: -Infinity }, 5e-324, 1.7976931348623157e+308, -5e-324, 'x', { radius: 4503599627370497 })",
    );
    const back = argsOf(call);
    expect(back).toEqual(args);
    expect(Object.is((back[0] as { y: number }).y, -0)).toBe(true);
  });

  it('round-trips every generated case of every family, bad input included (a missing field stays missing)', () => {
    let n = 0;
    for (const family of FAMILIES) {
      for (const c of generateCases(family, 77, 40)) {
        const back = argsOf(formatCall(family, c.args));
        expect(back, `${family}: ${c.name}`).toEqual(c.args);
        n++;
      }
    }
    expect(n).toBe(FAMILIES.length * 40);
  });

  it('prints a class instance by its fields and a non-vector object in braces, with quoted keys where needed', () => {
    class V {
      constructor(
        public x: number,
        public y: number,
        public z: number,
      ) {}
    }
    expect(formatValue(new V(1, 2, 3))).toBe('{ x: 1, y: 2, z: 3 }');
    expect(formatValue({ 'a-b': 1, c: [true, null, undefined] })).toBe("{ 'a-b': 1, c: [true, null, undefined] }");
    expect(formatOutcome({ kind: 'throw', name: 'RangeError', message: 'radius must be >= 0, got -1' })).toBe(
      'throws RangeError: radius must be >= 0, got -1',
    );
  });
});

const spec = (figure: string, fn: string): ExerciseSpec => ({
  id: 'x',
  fn,
  forbid: [],
  reference: fn,
  compare: 'raycastHit',
  figure,
  starter: '',
  cases: '[]',
  solution: '',
  hints: [],
});

function result(args: unknown[], expected: unknown, got: unknown): CaseResult {
  return {
    name: 'a case',
    hidden: false,
    source: 'named',
    args,
    call: '',
    expected: { kind: 'value', value: expected },
    got: { kind: 'value', value: got },
    pass: false,
  };
}

describe('figureForCase', () => {
  const box = { min: vec3(0, 0, 0), max: vec3(1, 1, 0) };
  const A = vec3(-1, 0.5, 0);
  const B = vec3(3, 0.5, 0);
  const library = { point: vec3(0, 0.5, 0), normal: vec3(-1, 0, 0), t: 0.25, distance: 1 };
  const yours = { point: vec3(0.2, 0.5, 0), normal: vec3(-1, 0, 0), t: 0.3, distance: 1.2 };

  it('draws the box, the segment A→B, and the two answers told apart by mark, label and dash', () => {
    const scene = figureForCase(spec('aabb', 'raycastAABB'), result([A, B, box], library, yours));
    expect(scene).not.toBeNull();
    const marks = scene?.snapshot.marks ?? [];
    expect(marks.filter((m) => m.kind === 'box')).toHaveLength(1);
    expect(marks.find((m) => m.kind === 'segment' && m.arrow && m.tone === 'ink')).toMatchObject({
      A: { x: -1, y: 0.5 },
      B: { x: 3, y: 0.5 },
    });
    const points = marks.filter((m) => m.kind === 'point');
    expect(points.find((m) => m.label === 'library: t = 0.25')).toMatchObject({
      tone: 'hit',
      cross: false,
      P: { x: 0, y: 0.5 },
    });
    expect(points.find((m) => m.label === 'yours: t = 0.3')).toMatchObject({
      tone: 'warning',
      cross: true,
      P: { x: 0.2, y: 0.5 },
    });
    const normals = marks.filter((m) => m.kind === 'segment' && m.tone !== 'ink');
    expect(normals.map((m) => m.kind === 'segment' && m.dashed)).toEqual([false, true]);
    expect(scene?.caption).toMatch(/Drawn in the z = 0 plane\./);
  });

  it('says "null" where an answer has no point, and draws nothing for bad input', () => {
    const scene = figureForCase(spec('aabb', 'raycastAABB'), result([A, B, box], library, null));
    expect(scene?.snapshot.marks.find((m) => m.kind === 'label')).toMatchObject({
      text: 'yours: null (no hit)',
      tone: 'warning',
    });
    expect(
      figureForCase(spec('aabb', 'raycastAABB'), result([{ x: NaN, y: 0, z: 0 }, B, box], library, null)),
    ).toBeNull();
    expect(
      figureForCase({ ...spec('aabb', 'raycastAABB'), figure: undefined }, result([A, B, box], library, null)),
    ).toBeNull();
  });

  it('projects a case that leaves z = 0 on the plane that shows it, and says which', () => {
    // Along z through a sphere: seen from the side (x–z or y–z), not end-on.
    const sphere = { center: vec3(1, 2, 3), radius: 1 };
    const hit = { point: vec3(1, 2, 2), normal: vec3(0, 0, -1), t: 0.25, distance: 1 };
    const scene = figureForCase(
      spec('sphere', 'raycastSphere'),
      result([vec3(1, 2, 1), vec3(1, 2, 5), sphere], hit, null),
    );
    expect(scene?.caption).toMatch(/Seen in the (x–z|y–z) plane \(looking along [xy]\)\./);
    const segment = scene?.snapshot.marks.find((m) => m.kind === 'segment' && m.arrow && m.tone === 'ink');
    expect(segment).toMatchObject({ A: { y: 1 }, B: { y: 5 } });
  });

  it('draws a sphere-and-box overlap (sphereIntersectsAABB) in the closestAABB figure, the answers as true / false', () => {
    const sphere = { center: vec3(3, 2, 0), radius: 1 };
    const scene = figureForCase(
      spec('closestAABB', 'sphereIntersectsAABB'),
      result([sphere, { min: vec3(0, 0, 0), max: vec3(2, 2, 0) }], true, false),
    );
    const marks = scene?.snapshot.marks ?? [];
    expect(marks.find((m) => m.kind === 'circle')).toMatchObject({ C: { x: 3, y: 2 }, r: 1 });
    expect(marks.flatMap((m) => (m.kind === 'label' ? [m.text] : []))).toEqual(['library: true', 'yours: false']);
  });

  it('draws a sphere cast to a triangle as the triangle and the ball where each answer stops it', () => {
    // The chapter's starting scene: the library's ball stops against the edge ca; "yours" passed.
    const tri = { a: vec3(3, 1), b: vec3(8, 2), c: vec3(5, 5) };
    const library = {
      center: vec3(3.16, 3),
      point: vec3(3.83, 2.66),
      normal: vec3(-0.89, 0.45, 0),
      t: 0.32,
      distance: 3.16,
    };
    const scene = figureForCase(
      spec('sphereCastTriangle', 'sphereCastTriangle'),
      result([vec3(0, 3), vec3(10, 3), 0.75, tri], library, null),
    );
    const marks = scene?.snapshot.marks ?? [];
    expect(marks.filter((m) => m.kind === 'segment' && m.tone === 'target')).toHaveLength(3);
    expect(marks.filter((m) => m.kind === 'circle')).toEqual([
      expect.objectContaining({ C: { x: 3.16, y: 3 }, r: 0.75, tone: 'hit' }),
    ]);
    expect(marks.flatMap((m) => (m.kind === 'label' ? [m.text] : []))).toEqual(['yours: null (no hit)']);
    expect(scene?.caption).toMatch(/^The moving sphere is drawn where each answer says it first touches\./);
  });

  it('draws every built-in family’s edge cases in its figure kind without throwing', () => {
    const kinds: Record<string, string> = {
      raycastAxisPlane: 'axisPlane',
      raycastSphere: 'sphere',
      raycastAABB: 'aabb',
      sphereCastSphere: 'sphereCast',
      closestPointOnAABB: 'closestAABB',
      raycastPlane: 'plane',
      raycastTriangle: 'triangle',
      closestPointOnTriangle: 'closestTriangle',
      raycastCapsule: 'capsule',
      raycastOBB: 'obb',
      sphereCastAABB: 'sphereCastAABB',
      sphereCastTriangle: 'sphereCastTriangle',
    };
    for (const [family, kind] of Object.entries(kinds)) {
      const cases = generateCases(family as (typeof FAMILIES)[number], 5, 20).filter((c) => !c.tag.startsWith('bad'));
      for (const c of cases) {
        const scene = figureForCase(spec(kind, family), result(c.args, null, null));
        expect(scene, `${family}: ${c.name}`).not.toBeNull();
        expect(scene?.snapshot.marks.length ?? 0).toBeGreaterThan(2);
      }
    }
  });
});
