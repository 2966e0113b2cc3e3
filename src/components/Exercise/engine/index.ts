/**
 * The exercise checking engine: `checkExercise` runs the reader's function in a dedicated Web
 * Worker against the exercise's named cases and the edge-case generators' scenes, compares
 * each answer with the library's under the contract's tolerance, and reports the first
 * failure as a ready-to-paste call; `figureForCase` draws that case.
 *
 * Where things run, and why:
 * - The page compiles the reader's code (the cells' compiler, loaded on the first Check) and
 *   checks it statically: a syntax error or a forbidden name is reported before any worker
 *   starts, and the worker stays small (no parser), so it starts fast.
 * - The worker evaluates the cases and runs the reader's function; the page terminates it on
 *   time-out, so no code of the reader can freeze the page.
 * - The expected answers come from the library on the page, which the reader's code cannot
 *   reach (in the worker it could patch `Math` or a prototype the library uses). With
 *   `reference: 'solution'` the author's solution runs in a worker of its own first.
 */
import * as query from '@hitbook/query';
import { compareOutcomes, vectorFieldOf } from './compare';
import { explainNull } from './explain';
import { formatCall } from './format';
import type { GeneratedCase } from './generators';
import { defaultWorkerFactory, runPass, type PassResult, type WorkerFactory } from './host';
import { freshSeed } from './prng';
import type { EvaluatedCase } from './protocol';
import type { CaseResult, CheckOptions, CheckReport, ExerciseSpec, Outcome } from './types';

export type {
  CaseInput,
  CaseResult,
  CheckOptions,
  CheckReport,
  CompareKind,
  ExerciseSpec,
  FigureScene,
  Outcome,
} from './types';
export { figureForCase, FIGURE_KINDS } from './figure';
export { formatCall, formatOutcome, formatValue } from './format';
export { forbiddenMessage } from './sandbox-messages';

/** Per case, by default. */
export const CASE_BUDGET_MS = 1000;
/** Random scenes beyond the family's named edge cases, by default. */
export const EXTRA_RANDOM = 6;

/** Options the tests (and a page that wants to) may add: another way to make the worker. */
export interface EngineOptions extends CheckOptions {
  createWorker?: WorkerFactory;
  /** How long a worker may take to start, in ms (default 15 s: a cold start on a slow phone). */
  startTimeoutMs?: number;
}

const library = query as unknown as Record<string, unknown>;

/** The names removed from the reader's scope: the exercise's function and its listed aliases. */
export function forbiddenNames(spec: ExerciseSpec): string[] {
  return [...new Set([spec.fn, ...spec.forbid])];
}

function referenceOutcome(reference: (...args: unknown[]) => unknown, args: unknown[]): Outcome {
  try {
    return { kind: 'value', value: reference(...structuredClone(args)) };
  } catch (e) {
    return e instanceof Error
      ? { kind: 'throw', name: e.name, message: e.message }
      : { kind: 'crash', message: String(e) };
  }
}

export async function checkExercise(
  spec: ExerciseSpec,
  readerCode: string,
  options: EngineOptions = {},
): Promise<CheckReport> {
  const t0 = performance.now();
  const seed = options.seed ?? freshSeed();
  const startTimes: number[] = [];
  const report = (partial: Pick<CheckReport, 'status'> & Partial<CheckReport>): CheckReport => ({
    results: [],
    ms: performance.now() - t0,
    seed,
    workerStartMs: startTimes,
    ...partial,
  });
  const author = (message: string): CheckReport =>
    report({ status: 'error', message: `This exercise is broken (not your code): ${message}` });

  const reader = await import('./analyze-reader');
  const forbid = forbiddenNames(spec);

  // The reader's code, compiled and checked before anything runs.
  let code: string;
  try {
    code = reader.compileSource(readerCode);
  } catch (e) {
    return report({ status: 'error', message: `Your code does not compile. ${reader.syntaxMessage(e)}` });
  }
  const forbidden = reader.findForbidden(code, forbid);
  if (forbidden) return report({ status: 'error', message: reader.forbiddenMessage(forbidden, spec.fn) });
  if (!reader.exportsName(code, spec.fn)) {
    return report({ status: 'error', message: `Export your function: write \`export function ${spec.fn}(…) { … }\`.` });
  }

  // The cases: the named ones, the author's random fence, the built-in generator's scenes.
  let casesJs: string;
  let randomJs: string | undefined;
  try {
    casesJs = reader.compileExpressionFence(spec.cases, '__cases');
    if (spec.randomSource) randomJs = reader.compileExpressionFence(spec.randomSource, '__random');
  } catch (e) {
    return author(`its cases do not compile. ${reader.syntaxMessage(e)}`);
  }
  let generated: GeneratedCase[] = [];
  if (spec.random) {
    // The generators load with the first Check that needs them, not with the page.
    const { familyEdgeCount, generateCases, isFamily } = await import('./generators');
    if (!isFamily(spec.random)) return author(`no generator family is named '${spec.random}'.`);
    generated = generateCases(spec.random, seed, options.randomCount ?? familyEdgeCount(spec.random) + EXTRA_RANDOM);
  }
  const caseBudgetMs = options.timeoutMs ?? CASE_BUDGET_MS;
  const passOptions = {
    createWorker: options.createWorker ?? defaultWorkerFactory,
    caseBudgetMs,
    totalBudgetMs: Math.max(20 * caseBudgetMs, 10_000),
    ...(options.startTimeoutMs === undefined ? {} : { startBudgetMs: options.startTimeoutMs }),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const request = {
    fn: spec.fn,
    forbid,
    casesJs,
    ...(randomJs === undefined ? {} : { randomJs, seed, randomCount: options.randomCount ?? 10 }),
    cases: generated.map((c) => ({ name: c.name, args: c.args, source: 'random' as const, seed: c.seed })),
  };

  // Expected answers: the library on the page, or the solution in a sandbox of its own.
  let expected: (args: unknown[], index: number) => Outcome;
  let pass: PassResult;
  if (spec.reference === 'solution') {
    let solutionJs: string;
    try {
      solutionJs = reader.compileSource(spec.solution);
    } catch (e) {
      return author(`its solution does not compile. ${reader.syntaxMessage(e)}`);
    }
    const solved = await runPass({ ...request, code: solutionJs, forbid: [] }, passOptions);
    startTimes.push(solved.startMs);
    if (solved.status === 'aborted') return report({ status: 'error', message: solved.message ?? 'Cancelled.' });
    if (solved.status !== 'done') return author(`its solution did not run: ${solved.message ?? solved.status}`);
    const outcomes = solved.outcomes.map((o) => o.outcome);
    expected = (_args, index) => outcomes[index] ?? { kind: 'crash', message: 'no answer from the solution' };
    pass = await runPass({ fn: spec.fn, forbid, code, cases: solved.cases }, passOptions);
  } else {
    const reference = library[spec.reference];
    if (typeof reference !== 'function')
      return author(`its reference '${spec.reference}' is not a function of the library.`);
    expected = (args) => referenceOutcome(reference as (...a: unknown[]) => unknown, args);
    pass = await runPass({ ...request, code }, passOptions);
  }
  startTimes.push(pass.startMs);

  if (pass.status === 'aborted') return report({ status: 'error', message: pass.message ?? 'Cancelled.' });
  if (pass.status === 'error' && pass.phase === 'cases') return author(pass.message ?? 'its cases did not evaluate.');
  if (pass.status === 'error' && pass.outcomes.length === 0)
    return report({ status: 'error', ...(pass.message ? { message: pass.message } : {}) });

  const results: CaseResult[] = [];
  pass.cases.forEach((c: EvaluatedCase, index) => {
    const ran = pass.outcomes[index];
    if (!ran) return; // not reached: an earlier case timed out
    const want = expected(c.args, index);
    const reference = spec.reference === 'solution' ? spec.fn : spec.reference;
    const whyNull = want.kind === 'value' && want.value === null ? explainNull(reference, c.args) : undefined;
    const verdict = compareOutcomes(spec.compare, want, ran.outcome, c.args, {
      ...(spec.tolerance === undefined ? {} : { relative: spec.tolerance }),
      ...(whyNull === undefined ? {} : { whyNull }),
      field: vectorFieldOf(spec.fn),
    });
    results.push({
      name: c.name,
      hidden: c.hidden,
      source: c.source,
      args: c.args,
      call: formatCall(spec.fn, c.args),
      expected: want,
      got: ran.outcome,
      pass: verdict.pass,
      ...(verdict.why === undefined ? {} : { why: verdict.why }),
      ...(c.seed === undefined ? {} : { seed: c.seed }),
      ...(ran.logs.length > 0 ? { logs: ran.logs } : {}),
    });
  });
  const firstFailure = results.find((r) => !r.pass);
  const status: CheckReport['status'] =
    pass.status === 'timeout' ? 'timeout' : pass.status === 'error' ? 'error' : firstFailure ? 'failed' : 'passed';
  return report({
    status,
    results,
    ...(firstFailure ? { firstFailure } : {}),
    ...(pass.message && status !== 'passed' && status !== 'failed' ? { message: pass.message } : {}),
  });
}
