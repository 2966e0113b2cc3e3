// The exercise engine end to end, through a fake Worker that runs the worker's own module
// in-process: a right answer passes, the classic wrong ones fail with the sentence a reader
// needs, the function being written is out of reach, and a loop that never ends is stopped.
import { describe, expect, it } from 'vitest';
import { checkExercise, type ExerciseSpec } from '../../src/components/Exercise/engine';
import { explainNull } from '../../src/components/Exercise/engine/explain';
import type { WorkerLike } from '../../src/components/Exercise/engine/host';
import { fakeWorker } from './support/exercise-fake-worker';
import {
  slabCorrect,
  slabEpsilon,
  slabNoChecks,
  sphereCorrect,
  sphereIgnoresInside,
} from './support/exercise-solutions';

const aabbSpec: ExerciseSpec = {
  id: 'write',
  fn: 'raycastAABB',
  forbid: ['raycastAABBInto', 'raycastAABBBatch'],
  reference: 'raycastAABB',
  compare: 'raycastHit',
  random: 'raycastAABB',
  figure: 'aabb',
  starter: 'export function raycastAABB(origin, end, box) {\n  return null;\n}',
  cases: `[
    { name: 'through the middle', args: [vec3(-1, 0.5, 0.5), vec3(3, 0.5, 0.5), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }] },
    { name: 'starts inside the box', args: [vec3(0.5, 0.5, 0.5), vec3(2, 0.5, 0.5), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }] },
    { name: 'parallel to the x faces, outside', hidden: true, args: [vec3(-1, 2, 0.5), vec3(3, 2, 0.5), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }] },
  ]`,
  solution: slabCorrect,
  hints: [],
};

const sphereSpec: ExerciseSpec = {
  ...aabbSpec,
  id: 'sphere',
  fn: 'raycastSphere',
  forbid: [],
  reference: 'raycastSphere',
  random: 'raycastSphere',
  figure: 'sphere',
  cases:
    `[{ name: 'the chapter's example', args: [vec3(0, 0, 0), vec3(10, 0, 0), { center: vec3(8, 3, 0), radius: 5 }] }]`.replace(
      "chapter's",
      'chapter’s',
    ),
  solution: sphereCorrect,
};

const check = (spec: ExerciseSpec, code: string, seed = 7) =>
  checkExercise(spec, code, { seed, createWorker: fakeWorker });

describe('checking a reader’s raycastAABB', () => {
  it('passes a correct slab method on the named cases and every edge case of the family', async () => {
    for (const seed of [1, 2, 3, 99]) {
      const report = await check(aabbSpec, slabCorrect, seed);
      expect(report.firstFailure, JSON.stringify(report.firstFailure)).toBeUndefined();
      expect(report.status).toBe('passed');
      expect(report.results.length).toBeGreaterThan(20);
      expect(report.seed).toBe(seed);
    }
  });

  it('fails the seed article’s epsilon on the tiny scene, saying what differs', async () => {
    const report = await check(aabbSpec, slabEpsilon);
    expect(report.status).toBe('failed');
    const failure = report.firstFailure;
    expect(failure?.name).toMatch(/2\^-30/);
    expect(failure?.why).toMatch(/^returned null, expected a hit at t = /);
    expect(failure?.call).toMatch(/^raycastAABB\(vec3\(/);
  });

  it('fails an answer that checks no input: "returned …, expected RangeError"', async () => {
    const report = await check(aabbSpec, slabNoChecks);
    expect(report.status).toBe('failed');
    const bad = report.results.filter((r) => !r.pass);
    expect(bad.length).toBeGreaterThan(0);
    expect(bad.every((r) => r.expected.kind === 'throw')).toBe(true);
    expect(bad.map((r) => r.why).join('\n')).toMatch(/, expected RangeError \("raycastAABB: /);
  });

  it('rejects the library’s own function before running, with the exercise’s message', async () => {
    const direct = await check(
      aabbSpec,
      'export const raycastAABB = (a, b, box) => raycastAABBInto(a, b, box, createRaycastHit()) ? 1 : null;',
    );
    expect(direct).toMatchObject({
      status: 'error',
      message:
        'raycastAABBInto is not available in this exercise: it would do the work of the raycastAABB you are writing.',
    });
    const imported = await check(
      aabbSpec,
      "import { raycastAABB as lib } from '@hitbook/query';\nexport function raycastAABB(a, b, c) { return lib(a, b, c); }",
    );
    expect(imported.message).toBe('raycastAABB is not available in this exercise: it is the function you are writing.');
    const star = await check(
      aabbSpec,
      "import * as q from '@hitbook/query';\nexport function raycastAABB(a, b, c) { return q['raycastAABB'](a, b, c); }",
    );
    expect(star.message).toBe('raycastAABB is not available in this exercise: it is the function you are writing.');
  });

  it('says a forbidden helper does the work of the function being written, at run time too', async () => {
    const sneaky =
      "import * as q from '@hitbook/query';\nexport function raycastAABB(a, b, c) { const h = q.createRaycastHit(); return q['raycastAABB' + 'Into'](a, b, c, h) ? h : null; }";
    const report = await check(aabbSpec, sneaky);
    expect(report.status).toBe('failed');
    expect(report.firstFailure?.got).toEqual({
      kind: 'throw',
      name: 'ReferenceError',
      message:
        'raycastAABBInto is not available in this exercise: it would do the work of the raycastAABB you are writing.',
    });
  });

  it('also refuses the name at run time, where no static check can see it', async () => {
    const sneaky =
      "import * as q from '@hitbook/query';\nexport function raycastAABB(a, b, c) { return q['raycast' + 'AABB'](a, b, c); }";
    const report = await check(aabbSpec, sneaky);
    expect(report.status).toBe('failed');
    expect(report.firstFailure?.got).toEqual({
      kind: 'throw',
      name: 'ReferenceError',
      message: 'raycastAABB is not available in this exercise: it is the function you are writing.',
    });
  });

  it('says so when the function is not exported, or the code does not compile', async () => {
    const unexported = await check(aabbSpec, 'function raycastAABB(a, b, c) { return null; }');
    expect(unexported).toMatchObject({
      status: 'error',
      message: 'Export your function: write `export function raycastAABB(…) { … }`.',
    });
    const broken = await check(aabbSpec, 'export function raycastAABB(a, b, c) {\n  return (;\n}');
    expect(broken.status).toBe('error');
    expect(broken.message).toMatch(/^Your code does not compile\. Line 2: /);
  });

  it('stops an endless loop and reports the case it hung on', async () => {
    const report = await checkExercise(aabbSpec, 'export function raycastAABB(a, b, c) {\n  while (true) {}\n}', {
      seed: 1,
      timeoutMs: 100,
      createWorker: fakeWorker,
    });
    expect(report.status).toBe('timeout');
    expect(report.firstFailure).toMatchObject({ name: 'through the middle', got: { kind: 'timeout' }, pass: false });
    expect(report.firstFailure?.why).toMatch(/did not finish in time/);
  });

  it('keeps the hidden flag and the random cases’ seed', async () => {
    const report = await check(aabbSpec, slabCorrect, 5);
    expect(report.results.find((r) => r.name === 'parallel to the x faces, outside')?.hidden).toBe(true);
    const random = report.results.filter((r) => r.source === 'random');
    expect(random.length).toBeGreaterThan(15);
    expect(random.every((r) => r.seed === 5)).toBe(true);
  });
});

describe('what the reader’s code sees', () => {
  it('keeps what each case logged with that case, and gives every call fresh inputs', async () => {
    const code = `let calls = 0;
export function raycastAABB(a, b, box) {
  calls++;
  console.log('call', calls, a);
  a.x = 99; // mutating an input must not reach the next case or the expected answer
  return null;
}`;
    const report = await check(aabbSpec, code);
    const [first, second] = report.results;
    expect(first?.logs).toEqual(['call 1 vec3(-1, 0.5, 0.5)']);
    expect(second?.logs).toEqual(['call 2 vec3(0.5, 0.5, 0.5)']);
    expect(first?.args[0]).toEqual({ x: -1, y: 0.5, z: 0.5 });
    expect(first?.expected).toMatchObject({ kind: 'value', value: { t: 0.25 } });
  });
});

describe('checking a reader’s raycastSphere', () => {
  it('passes a correct answer', async () => {
    const report = await check(sphereSpec, sphereCorrect);
    expect(report.firstFailure, JSON.stringify(report.firstFailure)).toBeUndefined();
  });

  it('fails one that ignores starting inside, and says why null was expected', async () => {
    const report = await check(sphereSpec, sphereIgnoresInside);
    expect(report.firstFailure?.name).toBe('starts inside the sphere (the contract returns null)');
    expect(report.firstFailure?.why).toMatch(
      /^returned a hit at t = [\d.]+, expected null: the segment starts inside the sphere/,
    );
  });
});

describe('an exercise checked against its author’s solution', () => {
  const slabInterval: ExerciseSpec = {
    ...aabbSpec,
    id: 'interval',
    fn: 'slabInterval',
    forbid: [],
    reference: 'solution',
    compare: 'exact',
    random: undefined,
    figure: undefined,
    cases: `[
      { name: 'moving right', args: [0, 4, -1, 1] },
      { name: 'moving left', args: [4, 0, 1, 3] },
      { name: 'standing still', args: [2, 2, 1, 3] },
    ]`,
    solution: `export function slabInterval(a: number, b: number, lo: number, hi: number) {
  const d = b - a;
  if (d === 0) return a >= lo && a <= hi ? [-Infinity, Infinity] : null;
  const t1 = (lo - a) / d, t2 = (hi - a) / d;
  return [Math.min(t1, t2), Math.max(t1, t2)];
}`,
  };

  it('passes the solution itself and fails a variant that forgets the sign of d', async () => {
    const ok = await check(slabInterval, slabInterval.solution);
    expect(ok.status).toBe('passed');
    expect(ok.workerStartMs).toHaveLength(2); // the solution's sandbox, then the reader's
    const wrong = await check(
      slabInterval,
      slabInterval.solution.replace('[Math.min(t1, t2), Math.max(t1, t2)]', '[t1, t2]'),
    );
    expect(wrong.firstFailure).toMatchObject({
      name: 'moving left',
      why: 'returned [0.75, 0.25], expected [0.25, 0.75]',
    });
  });

  it('blames the exercise, not the reader, when the cases do not evaluate', async () => {
    const report = await check({ ...slabInterval, cases: '[{ name: "x", args: nope }]' }, slabInterval.solution);
    expect(report.status).toBe('error');
    expect(report.message).toMatch(/^This exercise is broken \(not your code\): .*nope is not defined/);
  });
});

describe('the host, with workers that misbehave', () => {
  const silent = (): WorkerLike => ({ onmessage: null, onerror: null, postMessage() {}, terminate() {} });

  it('gives up on a worker that never starts, and terminates it', async () => {
    let terminated = false;
    const report = await checkExercise(aabbSpec, slabCorrect, {
      seed: 1,
      startTimeoutMs: 50,
      createWorker: () => ({ ...silent(), terminate: () => (terminated = true) }),
    });
    expect(report).toMatchObject({ status: 'timeout', message: 'The sandbox did not start in time.', results: [] });
    expect(terminated).toBe(true);
  });

  it('reports a worker that crashes mid-case as that case’s crash', async () => {
    const report = await checkExercise(aabbSpec, slabCorrect, {
      seed: 1,
      createWorker: () => {
        const real = fakeWorker();
        const worker: WorkerLike = {
          ...real,
          postMessage: (m) => {
            real.postMessage(m);
          },
          terminate: () => {
            real.terminate();
          },
        };
        real.onmessage = (event) => {
          worker.onmessage?.(event);
          if (event.data.type === 'progress' && event.data.index === 2) worker.onerror?.({ message: 'out of memory' });
        };
        return worker;
      },
    });
    expect(report.status).toBe('error');
    expect(report.message).toBe('The sandbox crashed: out of memory');
    expect(report.results.map((r) => r.pass)).toEqual([true, true, false]);
    expect(report.firstFailure?.why).toBe('crashed the sandbox: out of memory');
  });

  it('ignores messages that do not carry the check’s secret (the reader posting its own results)', async () => {
    const report = await checkExercise(aabbSpec, 'export function raycastAABB(a, b, c) { return null; }', {
      seed: 1,
      createWorker: () => {
        const real = fakeWorker();
        const worker: WorkerLike = {
          ...real,
          postMessage: (m) => {
            real.postMessage(m);
          },
          terminate: () => {
            real.terminate();
          },
        };
        real.onmessage = (event) => {
          if (event.data.type === 'progress') {
            const index = event.data.index;
            const forged = { point: { x: 0, y: 0.5, z: 0.5 }, normal: { x: -1, y: 0, z: 0 }, t: 0.25, distance: 1 };
            worker.onmessage?.({
              data: { type: 'result', token: 'guessed', index, outcome: { kind: 'value', value: forged }, logs: [] },
            });
            worker.onmessage?.({ data: { type: 'done', token: 'guessed' } });
          }
          worker.onmessage?.(event);
        };
        return worker;
      },
    });
    expect(report.status).toBe('failed');
    expect(report.firstFailure?.got).toEqual({ kind: 'value', value: null });
  });

  it('stops when the page cancels the check', async () => {
    const controller = new AbortController();
    const pending = checkExercise(aabbSpec, slabCorrect, { seed: 1, signal: controller.signal, createWorker: silent });
    setTimeout(() => {
      controller.abort();
    }, 20);
    expect(await pending).toMatchObject({ status: 'error', message: 'The check was cancelled.' });
  });
});

describe('why the library returned null', () => {
  it('says the segment ends before the box, starts inside, misses, or has zero length', () => {
    const box = { min: { x: 0, y: 0, z: 0 }, max: { x: 1, y: 1, z: 1 } };
    const p = (x: number, y = 0.5, z = 0.5) => ({ x, y, z });
    expect(explainNull('raycastAABB', [p(-3), p(-1), box])).toBe('the segment ends before it reaches the box');
    expect(explainNull('raycastAABB', [p(0.5), p(3), box])).toBe(
      'the segment starts inside the box, and the contract returns null there',
    );
    expect(explainNull('raycastAABB', [p(-1, 2), p(3, 2), box])).toBe('the segment misses the box');
    expect(explainNull('raycastAABB', [p(0), p(-2), box])).toBe(
      "the segment starts on or past the box's surface and does not move into it",
    );
    expect(explainNull('raycastAABB', [p(-1), p(-1), box])).toBe('the segment has zero length, so it sweeps nothing');
    expect(explainNull('sphereCastSphere', [p(-1), p(-3), 1, { center: p(0.5), radius: 1 }])).toBe(
      'the moving sphere starts inside the target sphere, and the contract returns null there',
    );
  });

  it('knows a start inside every shape with a contact query, and a touching start is not inside', () => {
    const triangle = { a: { x: 0, y: 0, z: 0 }, b: { x: 4, y: 0, z: 0 }, c: { x: 0, y: 4, z: 0 } };
    // The ball of radius 1 at z = 0.5 overlaps the face; at z = 1 it only touches it.
    expect(explainNull('sphereCastTriangle', [{ x: 1, y: 1, z: 0.5 }, { x: 1, y: 1, z: 3 }, 1, triangle])).toBe(
      'the moving sphere starts inside the triangle, and the contract returns null there',
    );
    expect(explainNull('sphereCastTriangle', [{ x: 1, y: 1, z: 1 }, { x: 1, y: 1, z: 3 }, 1, triangle])).toBe(
      "the moving sphere starts on or past the triangle's surface and does not move into it",
    );
    const capsule = { start: { x: 0, y: 0, z: 0 }, end: { x: 0, y: 4, z: 0 }, radius: 1 };
    expect(explainNull('raycastCapsule', [{ x: 0.5, y: 2, z: 0 }, { x: 3, y: 2, z: 0 }, capsule])).toBe(
      'the segment starts inside the capsule, and the contract returns null there',
    );
    const obb = {
      center: { x: 0, y: 0, z: 0 },
      halfSize: { x: 1, y: 1, z: 1 },
      rotation: { x: 0, y: 0, z: 0.6, w: 0.8 },
    };
    expect(explainNull('raycastOBB', [{ x: 0.2, y: 0, z: 0 }, { x: 5, y: 0, z: 0 }, obb])).toBe(
      'the segment starts inside the box, and the contract returns null there',
    );
  });
});
