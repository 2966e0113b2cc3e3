// Every chapter's exercises and predict questions, held to the library: each solution passes
// its named cases (and, for "write it yourself", random scenes of the whole contract), the
// starter and typical wrong answers fail on the case whose sentence says why, the exercise's
// own function is out of the reader's reach, and every predict answer is what the library
// computes.
import * as query from '@hitbook/query';
import { describe, expect, it } from 'vitest';
import {
  chapterExercises,
  compileHint,
  exportedFunction,
  firstFailure,
  matches,
  namedCases,
  outcomeOf,
  randomCaseMaker,
  referenceOf,
  runModule,
  seeded,
  type ExerciseBlock,
  type PredictBlock,
} from '../support/exercises';
import { sceneMakers } from '../support/exercise-scenes';
import { checkExercise as engineCheck, FIGURE_KINDS, type ExerciseSpec } from '../../../src/components/Exercise/engine';
import { FAMILIES, generateCases } from '../../../src/components/Exercise/engine/generators';
import { fakeWorker } from '../support/exercise-fake-worker';
import { expectations, type ChapterExpectations, type WrongAnswer } from './exercises.expected';

/** Random scenes per "write it yourself" solution: enough to meet every edge kind many times. */
const RANDOM_SCENES = 400;

/** A wrong answer's code: written out, or the solution with the mistake's edits (each must apply). */
function wrongCode(exercise: ExerciseBlock, wrong: WrongAnswer): string {
  let code = wrong.code ?? exercise.solution;
  for (const [from, to] of wrong.edits ?? []) {
    const before = code;
    code = code.replace(from, to);
    expect(code, `the edit ${String(from)} applies`).not.toBe(before);
  }
  return code;
}

function checkExercise(exercise: ExerciseBlock, expected: ChapterExpectations) {
  describe(`exercise "${exercise.id}": ${exercise.title}`, () => {
    const cases = namedCases(exercise);

    it('has a statement, a starter, hints and named cases, some hidden', () => {
      expect(exercise.statement.length).toBeGreaterThan(80);
      expect(exercise.starter).toMatch(/TODO/);
      expect(exercise.starter).toContain(`export function ${exercise.fn}(`);
      expect(exercise.hints.length).toBeGreaterThanOrEqual(2);
      expect(cases.length).toBeGreaterThanOrEqual(4);
      expect(cases.some((c) => c.hidden === true)).toBe(true);
      expect(cases.some((c) => c.hidden !== true)).toBe(true);
      for (const c of cases) expect(c.name.length, 'every case says what it is').toBeGreaterThan(10);
      expect(new Set(cases.map((c) => c.name)).size, 'case names are unique').toBe(cases.length);
    });

    it("its hints' maths renders", async () => {
      for (const [i, hint] of exercise.hints.entries()) {
        const html = await compileHint(hint, `${exercise.id} hint ${i + 1}`);
        expect(html).not.toContain('katex-error');
      }
    });

    it('the solution passes every named case', () => {
      const reference = referenceOf(exercise);
      const solution = exportedFunction(exercise.solution, exercise);
      for (const c of cases) {
        const want = outcomeOf(reference, c.args);
        const got = outcomeOf(solution, c.args);
        expect(matches(exercise.compare, want, got, c.args), `${c.name}: ${JSON.stringify({ want, got })}`).toBe(true);
      }
    });

    if (exercise.reference !== 'solution') {
      it('the solution passes random scenes of the whole contract, errors included', () => {
        const family = exercise.random ?? exercise.fn;
        const make = sceneMakers[family];
        expect(make, `a scene maker for ${family}`).toBeDefined();
        const reference = referenceOf(exercise);
        const solution = exportedFunction(exercise.solution, exercise);
        const rng = seeded(15);
        const seen = { throws: 0, nulls: 0, values: 0 };
        for (let i = 0; i < RANDOM_SCENES; i++) {
          const args = (make as (r: () => number) => unknown[])(rng);
          const want = outcomeOf(reference, args);
          const got = outcomeOf(solution, args);
          if (want.kind === 'throw') seen.throws++;
          else if (want.value === null || want.value === false) seen.nulls++;
          else seen.values++;
          expect(
            matches(exercise.compare, want, got, args),
            `${JSON.stringify(args)}: ${JSON.stringify({ want, got })}`,
          ).toBe(true);
        }
        // The scenes are worth checking on: bad input, misses and hits all come up often.
        expect(seen.throws, JSON.stringify(seen)).toBeGreaterThan(RANDOM_SCENES * 0.05);
        expect(seen.values, JSON.stringify(seen)).toBeGreaterThan(RANDOM_SCENES * 0.15);
        if (
          exercise.compare !== 'closestPoint' &&
          exercise.compare !== 'vector' &&
          exercise.compare !== 'segmentPair'
        ) {
          expect(seen.nulls, JSON.stringify(seen)).toBeGreaterThan(RANDOM_SCENES * 0.15);
        }
      });
    }

    if (exercise.random !== undefined) {
      it("the solution passes the engine's own edge-case generator, as the reader's Check runs it", () => {
        expect(FAMILIES).toContain(exercise.random);
        const reference = referenceOf(exercise);
        const solution = exportedFunction(exercise.solution, exercise);
        for (const seed of [1, 2, 3, 15, 2026]) {
          for (const c of generateCases(exercise.random as (typeof FAMILIES)[number], seed, 60)) {
            const want = outcomeOf(reference, c.args);
            const got = outcomeOf(solution, c.args);
            expect(matches(exercise.compare, want, got, c.args), `${c.name}: ${JSON.stringify({ want, got })}`).toBe(
              true,
            );
          }
        }
      });
    }
    if (exercise.figure !== undefined) {
      it('draws its failing case in a figure kind the engine knows', () => {
        expect(FIGURE_KINDS).toContain(exercise.figure);
      });
    }

    if (exercise.randomSource !== undefined) {
      it('its own random generator makes cases the solution answers like the reference', () => {
        const make = randomCaseMaker(exercise);
        const reference = referenceOf(exercise);
        const solution = exportedFunction(exercise.solution, exercise);
        const rng = seeded(7);
        for (let i = 0; i < 200; i++) {
          const c = (make as NonNullable<typeof make>)(rng);
          expect(typeof c.name).toBe('string');
          const want = outcomeOf(reference, c.args);
          expect(matches(exercise.compare, want, outcomeOf(solution, c.args), c.args), c.name).toBe(true);
        }
      });
    }

    it('the starter fails', () => {
      expect(firstFailure(exercise.starter, exercise, cases)).not.toBeNull();
    });

    const wrongs = expected.wrong[exercise.id] ?? [];
    it('has at least two typical wrong answers in this test', () => {
      expect(wrongs.length).toBeGreaterThanOrEqual(2);
    });
    for (const wrong of wrongs) {
      it(`a wrong answer fails where it should: ${wrong.why}`, () => {
        expect(cases.map((c) => c.name)).toContain(wrong.failsOn);
        expect(firstFailure(wrongCode(exercise, wrong), exercise, cases)?.name).toBe(wrong.failsOn);
      });
    }

    it("the engine's Check, as the reader presses it, passes the solution and fails the starter and each wrong answer on its case", async () => {
      const spec: ExerciseSpec = { ...exercise, compare: exercise.compare as ExerciseSpec['compare'] };
      const check = (code: string) => engineCheck(spec, code, { seed: 15, createWorker: fakeWorker });
      const passed = await check(exercise.solution);
      expect(passed.status, JSON.stringify(passed.firstFailure ?? passed.message)).toBe('passed');
      expect(passed.results.length).toBeGreaterThanOrEqual(cases.length);
      expect((await check(exercise.starter)).status).toBe('failed');
      for (const wrong of wrongs) {
        const report = await check(wrongCode(exercise, wrong));
        expect(report.status, wrong.why).toBe('failed');
        expect(report.firstFailure?.name, wrong.why).toBe(wrong.failsOn);
      }
    });

    it('forbids only real library names, and the reader cannot reach them', () => {
      for (const name of exercise.forbid) expect(Object.keys(query), name).toContain(name);
      const hidden = [exercise.fn, ...exercise.forbid].filter((n) => n in query);
      const probe = runModule(`export const seen = [${hidden.map((n) => `typeof ${n}`).join(', ')}];`, exercise);
      expect(probe.seen).toEqual(hidden.map(() => 'undefined'));
    });
  });
}

function checkPredict(predict: PredictBlock, expected: ChapterExpectations) {
  it(`predict "${predict.id}": its answer is the library's, and its reveal says why`, () => {
    const compute = expected.predicts[predict.id];
    expect(compute, `the test computes predict ${predict.id}`).toBeDefined();
    const truth = (compute as () => unknown)();
    if (predict.choices) {
      expect(predict.choices).toContain(predict.answer);
      expect(predict.answer).toBe(truth);
    } else {
      expect(typeof predict.answer).toBe('number');
      expect(typeof truth).toBe('number');
      const tolerance = predict.tolerance ?? 0;
      expect(Math.abs((predict.answer as number) - (truth as number))).toBeLessThanOrEqual(tolerance);
      // The tolerance accepts the answer and rounding, not a neighbouring answer.
      expect(tolerance).toBeLessThan(Math.max(Math.abs(truth as number), 1) * 0.05);
    }
    expect(predict.question.length).toBeGreaterThan(30);
    expect(predict.reveal.length).toBeGreaterThan(60);
  });
}

for (const [slug, expected] of Object.entries(expectations)) {
  describe(`docs/${slug}.mdx exercises`, async () => {
    const { exercises, predicts } = await chapterExercises(slug);

    it('has the exercises and predict questions this test expects, and no unchecked ones', () => {
      expect(exercises.map((e) => e.id)).toEqual(expected.exercises);
      expect(predicts.map((p) => p.id).sort()).toEqual(Object.keys(expected.predicts).sort());
      if (expected.writeYourself) {
        const write = exercises.find((e) => e.id === 'write');
        expect(write?.fn).toBe(expected.writeYourself);
        expect(write?.reference).toBe(expected.writeYourself);
      }
      expect(
        exercises.some((e) => e.reference === 'solution'),
        'a smaller step of the derivation',
      ).toBe(true);
      expect(predicts.length).toBeGreaterThanOrEqual(2);
    });

    for (const exercise of exercises) checkExercise(exercise, expected);
    for (const predict of predicts) checkPredict(predict, expected);
  });
}
