/**
 * The engine's interface with the exercise components (nb-model) and the chapters'
 * exercises (ex-content), as fixed in the shared design. Fields marked "extension" are
 * optional additions the design allows.
 */
import type { Snapshot } from '../../Diagram/scene';

export type CompareKind =
  | 'raycastHit'
  | 'sphereCastHit'
  | 'contact'
  | 'closestPoint'
  | 'vector'
  | 'number'
  /** A segment's parameter t: dimensionless, so its tolerance does not grow with the scene's size. */
  | 'parameter'
  | 'boolean'
  | 'exact'
  /** Extension: a `SegmentClosestPoints`, where the pair need not be unique. */
  | 'segmentPair';

/**
 * Every compare kind the engine judges (compare.ts), in the order the composer's authoring form
 * and the docs' table of `<Exercise>` props list them: a Record, so a kind added to CompareKind
 * and not here is a type error, and the form cannot offer fewer kinds than the engine has.
 */
const COMPARE_KIND_ORDER: Record<CompareKind, number> = {
  raycastHit: 0,
  sphereCastHit: 1,
  contact: 2,
  closestPoint: 3,
  segmentPair: 4,
  vector: 5,
  number: 6,
  parameter: 7,
  boolean: 8,
  exact: 9,
};

export const COMPARE_KINDS: readonly CompareKind[] = (Object.keys(COMPARE_KIND_ORDER) as CompareKind[]).sort(
  (a, b) => COMPARE_KIND_ORDER[a] - COMPARE_KIND_ORDER[b],
);

export interface ExerciseSpec {
  id: string;
  fn: string;
  forbid: string[];
  /** A library export, or 'solution' (the author's solution gives the expected answers). */
  reference: string;
  compare: CompareKind;
  random?: string;
  randomSource?: string;
  figure?: string;
  starter: string;
  cases: string /* the ts cases fence */;
  solution: string;
  hints: string[];
  /** Extension: the relative tolerance (the contract's 1e-9), for a smaller step that is looser. */
  tolerance?: number;
}

export type Outcome =
  | { kind: 'value'; value: unknown } // structured-clone-able
  | { kind: 'throw'; name: string; message: string }
  | { kind: 'timeout' }
  | { kind: 'crash'; message: string };

export interface CaseResult {
  name: string;
  hidden: boolean;
  source: 'named' | 'random';
  args: unknown[];
  call: string /* ready-to-paste call, e.g. raycastAABB(vec3(…), …) */;
  expected: Outcome;
  got: Outcome;
  pass: boolean;
  why?: string /* what differs */;
  /** Extension: the generator's seed, for a random case (the same seed gives the same case). */
  seed?: number;
  /** Extension: what the reader's function logged while running this case. */
  logs?: string[];
}

export interface CheckReport {
  status: 'passed' | 'failed' | 'error' /* reader code did not compile/export fn */ | 'timeout';
  message?: string;
  results: CaseResult[];
  firstFailure?: CaseResult;
  ms: number;
  /** Extension: the seed the random cases came from. */
  seed?: number;
  /** Extension: how long the worker took from `new Worker` to ready, in ms (per pass). */
  workerStartMs?: number[];
}

export interface CheckOptions {
  /** Per case budget in ms (default 1000); the whole check gets `timeoutMs × 10` at most. */
  timeoutMs?: number;
  randomCount?: number;
  seed?: number;
  signal?: AbortSignal;
}

/** A drawing of one case for the figure kit (`<StaticFigure snapshot={…} />`). */
export interface FigureScene {
  snapshot: Snapshot;
  /** One sentence: what is drawn, the plane it is seen in, and which mark is whose answer. */
  caption: string;
  /** The marks told apart, for a legend beside the figure. */
  legend: { label: string; tone: 'hit' | 'warning' | 'target' | 'ink'; dashed: boolean; mark: string }[];
}

/** A case as the cases fence or a generator gives it. */
export interface CaseInput {
  name: string;
  args: unknown[];
  hidden?: boolean;
}
