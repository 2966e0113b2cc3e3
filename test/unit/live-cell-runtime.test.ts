// The live cell's runtime, in Node: what a reader's code can do, what it sees, and what
// they are told when it goes wrong. The browser tests check the same behaviour on the page.
import * as query from '@hitbook/query';
import { describe, expect, it } from 'vitest';
import { compileSource, insertLoopGuards, transpile } from '../../src/components/LiveCell/compile';
import { quoteLine, toFunction } from '../../src/components/LiveCell/function';
import { createLoopGuard, LoopTimeout } from '../../src/components/LiveCell/guard';
import { CellRuntime, LOOP_BUDGET_MS, MAX_LOG_LINES } from '../../src/components/LiveCell/runtime';

function cell(code: string, live = false) {
  const rt = new CellRuntime({ scope: { ...query }, modules: { '@hitbook/query': query }, live });
  rt.setCode(code, compileSource);
  return rt;
}

describe('compiling TypeScript', () => {
  it('runs annotations, interfaces, type aliases, generics and enums', () => {
    const out = cell(`
      interface Ray { from: number; to: number }
      type Pair<T> = [T, T];
      enum Side { Left = -1, Right = 1 }
      const r: Ray = { from: 1, to: 4 };
      const p: Pair<number> = [r.from, r.to];
      function len<T extends Ray>(x: T): number { return x.to - x.from; }
      console.log(len(r), p, Side.Right, r as Ray satisfies Ray);
    `).run();
    expect(out.error).toBeNull();
    expect(out.logs.map((l) => l.text)).toEqual(['3 [1, 4] 1 { from: 1, to: 4 }']);
  });

  it('keeps every line where the reader wrote it', () => {
    const source =
      'import { vec3 } from "@hitbook/query";\ninterface A { x: number }\n\nconst a = 1;\nthrow new Error("here");';
    const js = transpile(source);
    expect(js.split('\n')).toHaveLength(source.split('\n').length);
    expect(js.split('\n')[4]).toContain('throw new Error("here")');
  });

  it('gives the library to imports, and names what can be imported when an import is unknown', () => {
    const ok = cell(`import { raycastSphere, vec3 } from '@hitbook/query';
      const hit = raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(8, 3), radius: 5 });
      console.log(hit?.t);`).run();
    expect(ok.logs[0]?.text).toBe('0.4');
    const bad = cell(`import { chunk } from 'lodash';\nchunk([1], 1);`).run();
    expect(bad.error).toMatchObject({ kind: 'run', line: 1 });
    expect(bad.error?.message).toBe(
      "Cannot import 'lodash': a live block can import '@hitbook/query', '@hitbook/figure'.",
    );
  });

  it('names an export a module does not have, and the one the reader probably meant', () => {
    const typo = cell(`import { raycastSpere, vec3 } from '@hitbook/query';
      const A = vec3(0, 0);
      raycastSpere(A, A, { center: A, radius: 1 });`).run();
    expect(typo.error).toMatchObject({ kind: 'run', name: 'SyntaxError', line: 3 });
    expect(typo.error?.message).toBe(
      "'@hitbook/query' has no export named 'raycastSpere'; did you mean 'raycastSphere'?",
    );
    const unknown = cell(`import { nope } from '@hitbook/query';\nconsole.log(nope);`).run();
    expect(unknown.error?.message).toBe("'@hitbook/query' has no export named 'nope'");
    const byDefault = cell(`import q from '@hitbook/query';\nq.raycastSphere;`).run();
    expect(byDefault.error?.message).toMatch(/^'@hitbook\/query' has no default export: import the names you need/);
    // Whole-module imports still see every export, and print without tripping the check.
    const whole = cell(`import * as q from '@hitbook/query';\nconsole.log(typeof q.raycastSphere);`).run();
    expect(whole.error).toBeNull();
    expect(whole.logs[0]?.text).toBe('function');
  });

  it('reports a syntax error with its line and column, and runs nothing', () => {
    const rt = cell('const ok = 1;\nconsole.log(ok);\nconst broken = ;\n');
    const out = rt.run();
    expect(out.error).toMatchObject({ kind: 'compile', name: 'SyntaxError', line: 3 });
    expect(out.error?.column).toBeGreaterThanOrEqual(15);
    expect(out.error?.column).toBeLessThanOrEqual(17);
    expect(out.logs).toEqual([]);
  });

  it('lets the reader shadow scope names with their own declarations', () => {
    const out = cell('const vec3 = (x: number) => x * 2;\nconsole.log(vec3(21));').run();
    expect(out.error).toBeNull();
    expect(out.logs[0]?.text).toBe('42');
  });

  it('explains a top-level await, pointing at it, instead of an unexpected token', () => {
    const out = cell('const f = async () => 1;\nconst y = await f();').run();
    expect(out.error).toMatchObject({ kind: 'compile', name: 'SyntaxError', line: 2, column: 11 });
    expect(out.error?.message).toMatch(/^`await` only works inside an async function/);
    // An await inside an async function is fine, and other syntax errors keep their own message.
    expect(cell('const g = async () => { await 1; };').run().error).toBeNull();
    expect(cell('const z = ;').run().error?.message).not.toMatch(/await/);
  });
});

describe('runtime errors', () => {
  it('name the line the reader wrote, even after type-only lines', () => {
    const out = cell(`type Unused = number;
interface Also { a: Unused }
const sphere = { center: vec3(0, 0), radius: -1 };
raycastSphere(vec3(0, 0), vec3(1, 0), sphere);`).run();
    expect(out.error).toMatchObject({ kind: 'run', name: 'RangeError', line: 4 });
    expect(out.error?.message).toBe('raycastSphere: sphere.radius must be >= 0, got -1');
  });

  it('keep the last good figures, marked stale, when the code fails before drawing', () => {
    const rt = cell(`const fig = figure();\nfig.point(vec3(1, 2));`);
    expect(rt.run().figures).toHaveLength(1);
    rt.setCode('null.x;\nconst fig = figure();', compileSource);
    const out = rt.run();
    expect(out.error?.name).toBe('TypeError');
    expect(out.stale).toBe(true);
    expect(out.figures).toHaveLength(1);
  });

  it('after a syntax error, keep the last run’s console and value under it, marked stale', () => {
    const rt = cell(`console.log('one');\n1 + 1`);
    expect(rt.run().stale).toBe(false);
    rt.setCode(`console.log('one'`, compileSource);
    const out = rt.run();
    expect(out.error?.name).toBe('SyntaxError');
    // The console and value shown are the last run's, not of this code: dimmed, as a figure is.
    expect(out.logs).toHaveLength(1);
    expect(out.returned?.value).toBe(2);
    expect(out.stale).toBe(true);
    // Nothing shown before: nothing stale either.
    const fresh = cell(`console.log('one'`);
    expect(fresh.run().stale).toBe(false);
  });

  it('report a thrown non-Error value plainly, a string in quotes', () => {
    const out = cell('throw { code: 7 };').run();
    expect(out.error?.message).toBe('the code threw { code: 7 }, which is not an Error');
    expect(cell("throw 'plain words';").run().error?.message).toBe(
      'the code threw "plain words", which is not an Error',
    );
  });

  it('keep the last good figure, stale, while new code fails halfway through drawing', () => {
    const rt = cell('const fig = figure();\nfig.circle(vec3(5, 5), 2);');
    const good = rt.run();
    expect(good.figures[0]?.marks.length).toBeGreaterThan(0);
    // A typo after the figure began: the half-drawn figure would be fitted to less, and jump.
    rt.setCode('const fig = figure();\nfig.circel(vec3(5, 5), 2);', compileSource);
    const broken = rt.run();
    expect(broken.error?.name).toBe('TypeError');
    expect(broken.stale).toBe(true);
    expect(broken.figures).toBe(good.figures);
    rt.setCode('const fig = figure();\nfig.circle(vec3(5, 5), 3);', compileSource);
    const fixed = rt.run();
    expect(fixed.stale).toBe(false);
    expect(fixed.figures).not.toBe(good.figures);
  });
});

describe('the loop guard', () => {
  it('inserts a guard into every kind of loop, braced or not, without moving lines', () => {
    const js = 'for (;;) x();\nwhile (a) { b(); }\ndo c(); while (d);\nfor (const k in o) ;\nfor (const v of w) y();';
    const guarded = insertLoopGuards(js);
    expect(guarded.split('\n')).toHaveLength(5);
    expect(guarded.match(/__hitbookLoopGuard\(\)/g)).toHaveLength(5);
  });

  it(`stops while (true) {} after ${LOOP_BUDGET_MS} ms with a message that says so`, () => {
    const t0 = performance.now();
    const out = cell('console.log("before");\nwhile (true) {}').run();
    const elapsed = performance.now() - t0;
    expect(out.error).toMatchObject({ kind: 'timeout', line: 2 });
    expect(out.error?.message).toMatch(/^Stopped after 500 ms: a loop was still running/);
    expect(out.logs.map((l) => l.text)).toEqual(['before']);
    expect(elapsed).toBeGreaterThanOrEqual(LOOP_BUDGET_MS);
    expect(elapsed).toBeLessThan(LOOP_BUDGET_MS * 4);
  });

  it('cannot be swallowed by a catch inside the loop', () => {
    const out = cell('let n = 0;\nwhile (true) { try { for (;;) { n++; } } catch (e) { n++; } }').run();
    expect(out.error?.kind).toBe('timeout');
  });

  it('stays fired until the code is edited, so a handle drag does not re-enter the loop', () => {
    const rt = cell('const fig = figure();\nconst A = fig.handle("A", vec3(0, 0));\nwhile (A.x < 1) {}');
    expect(rt.run().error?.kind).toBe('timeout');
    expect(rt.stopped).toBe(true);
    rt.applyMove(0, { name: 'A', point: { x: 2, y: 0 } });
    const t0 = performance.now();
    rt.run();
    expect(performance.now() - t0).toBeLessThan(50);
    rt.setCode('console.log("fixed");', compileSource);
    expect(rt.stopped).toBe(false);
    expect(rt.run().logs[0]?.text).toBe('fixed');
  });

  it('gives code outside a run (an event handler) a fresh budget of its own', () => {
    let clock = 0;
    const guard = createLoopGuard(100, () => clock);
    // Not entered: the first check starts a budget instead of comparing with a stale deadline.
    for (let i = 0; i < 32; i++) guard();
    clock = 150;
    expect(() => {
      for (let i = 0; i < 32; i++) guard();
    }).toThrow(LoopTimeout);
  });

  it('compiles loops that run to completion unharmed', () => {
    const out = cell('let s = 0;\nfor (let i = 1; i <= 100; i++) s += i;\nconsole.log(s);').run();
    expect(out.logs[0]?.text).toBe('5050');
  });
});

describe('the console', () => {
  it('prints vectors, hits, -0 and NaN so a reader can tell them apart', () => {
    const out = cell(`console.log(vec3(1, 2));
console.log(raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(8, 3), radius: 5 }));
console.log(-0, NaN, 0.1 + 0.2, null, undefined, 'text');
console.warn('careful'); console.error('bad');`).run();
    expect(out.logs.map((l) => [l.level, l.text])).toEqual([
      ['log', '(1, 2, 0)'],
      ['log', '{ point: (4, 0, 0), normal: (-0.8, -0.6, 0), distance: 4, t: 0.4 }'],
      ['log', '-0 NaN 0.3 null undefined text'],
      ['warn', 'careful'],
      ['error', 'bad'],
    ]);
  });

  it(`keeps the last ${MAX_LOG_LINES} lines of a flood and says how many it dropped`, () => {
    const out = cell('for (let i = 0; i < 2000; i++) console.log(i);').run();
    expect(out.logs).toHaveLength(MAX_LOG_LINES);
    expect(out.logs[0]?.text).toBe(String(2000 - MAX_LOG_LINES));
    expect(out.droppedLogs).toBe(2000 - MAX_LOG_LINES);
  });

  it('prints circular structures without hanging', () => {
    const out = cell('const a: any = { name: "a" };\na.self = a;\nconsole.log(a);').run();
    expect(out.logs[0]?.text).toBe('{ name: "a", self: [circular] }');
  });
});

describe('figures in cells', () => {
  it('keep a dragged handle across runs and compute with it', () => {
    const rt = cell(`const fig = figure();
const A = fig.handle('A', vec3(0, 0));
const hit = raycastSphere(A, vec3(10, 0), { center: vec3(8, 0), radius: 1 });
fig.readout('t', hit ? hit.t : 'no hit');`);
    // From (0, 0): the sphere's near side is x = 7, so t = 7 / 10.
    expect(rt.run().figures[0]?.readouts).toEqual([{ name: 't', text: '0.7' }]);
    // From (4, 0): t = (7 - 4) / (10 - 4).
    rt.applyMove(0, { name: 'A', point: { x: 4, y: 0 } });
    expect(rt.run().figures[0]?.readouts).toEqual([{ name: 't', text: '0.5' }]);
    // From (4, 5) the line passes 10/√61 ≈ 1.28 from the center: a miss.
    rt.applyMove(0, { name: 'A', point: { x: 4, y: 5 } });
    expect(rt.run().figures[0]?.readouts).toEqual([{ name: 't', text: 'no hit' }]);
  });

  it('move a handle to its new place when the code changes where it starts', () => {
    const rt = cell(`const fig = figure();\nconst A = fig.handle('A', vec3(0, 0));\nfig.readout('A', A);`);
    rt.run();
    rt.applyMove(0, { name: 'A', point: { x: 3, y: 3 } });
    expect(rt.run().figures[0]?.readouts[0]?.text).toBe('(3, 3)');
    rt.setCode(`const fig = figure();\nconst A = fig.handle('A', vec3(1, 0));\nfig.readout('A', A);`, compileSource);
    expect(rt.run().figures[0]?.readouts[0]?.text).toBe('(1, 0)');
  });
});

describe('timers', () => {
  it('report an error thrown later, in a timer, with its line', async () => {
    const later = new Promise<string>((resolve) => {
      const rt = new CellRuntime({
        scope: {},
        modules: {},
        live: true,
        onLater: (out) => {
          if (out.error)
            resolve(`${out.error.kind} ${out.error.where ?? ''} line ${out.error.line ?? '?'}: ${out.error.message}`);
        },
      });
      rt.setCode('setTimeout(() => {\n  throw new Error("late");\n}, 1);', compileSource);
      expect(rt.run().error).toBeNull();
    });
    expect(await later).toBe('later in a setTimeout callback line 2: late');
  });

  it("show what a timer's callback logs, when it logs it", async () => {
    const seen: string[][] = [];
    const rt = new CellRuntime({
      scope: {},
      modules: {},
      live: true,
      onLater: (out) => seen.push(out.logs.map((l) => l.text)),
    });
    rt.setCode('console.log("now");\nsetTimeout(() => console.log("later"), 1);', compileSource);
    expect(rt.run().logs.map((l) => l.text)).toEqual(['now']);
    await new Promise((r) => setTimeout(r, 30));
    expect(seen).toEqual([['now', 'later']]);
    rt.dispose();
  });

  it('are cleared when the cell runs again, so an interval never outlives its code', async () => {
    let ticks = 0;
    const rt = new CellRuntime({ scope: { tick: () => ticks++ }, modules: {}, live: true });
    rt.setCode('setInterval(() => tick(), 1);', compileSource);
    rt.run();
    await new Promise((r) => setTimeout(r, 30));
    expect(ticks).toBeGreaterThan(0);
    rt.setCode('', compileSource);
    rt.run();
    const frozen = ticks;
    await new Promise((r) => setTimeout(r, 30));
    expect(ticks).toBe(frozen);
    rt.dispose();
  });

  it('do not start on the server, where the static figure is drawn', async () => {
    let ticks = 0;
    const rt = new CellRuntime({ scope: { tick: () => ticks++ }, modules: {}, live: false });
    rt.setCode('setTimeout(() => tick(), 0);\nsetInterval(() => tick(), 1);', compileSource);
    rt.run();
    await new Promise((r) => setTimeout(r, 20));
    expect(ticks).toBe(0);
  });
});

describe('the quoted line under an error', () => {
  it('is the whole line when short, with the caret at the column', () => {
    expect(quoteLine('const broken = ;', 16)).toEqual({ text: 'const broken = ;', caret: 16 });
  });

  it('is a window around the column when the line is long, so the caret stays under it', () => {
    const line = 'x'.repeat(3000) + ' = ;' + 'y'.repeat(3000);
    const column = 3004; // the ';'
    const { text, caret } = quoteLine(line, column);
    expect(text.length).toBeLessThanOrEqual(102);
    expect(text.startsWith('…') && text.endsWith('…')).toBe(true);
    expect(caret).not.toBeNull();
    expect(text[(caret ?? 0) - 1]).toBe(';');
  });
});

describe('toFunction', () => {
  it('passes the scope by name and the guard last', () => {
    const compiled = toFunction(compileSource('return a + b;'), ['a', 'b'], 'probe.tsx');
    expect(compiled.run(2, 3, () => undefined)).toBe(5);
  });
});
