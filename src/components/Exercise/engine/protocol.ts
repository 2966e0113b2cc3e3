/** The messages between the page (host.ts) and the exercise worker (sandbox.ts). */
import type { CaseInput, Outcome } from './types';

/** A case as the worker evaluated it. */
export interface EvaluatedCase {
  name: string;
  hidden: boolean;
  source: 'named' | 'random';
  args: unknown[];
  seed?: number;
}

export interface RunRequest {
  type: 'run';
  /** A secret per check: messages without it (posted by the reader's code) are ignored. */
  token: string;
  /** The reader's (or the solution's) compiled, guarded JavaScript. */
  code: string;
  fn: string;
  forbid: string[];
  /** The compiled cases fence: its code sets `exports.__cases`. */
  casesJs?: string;
  /** Cases given as values (a generator's, or the cases of an earlier pass). */
  cases?: (CaseInput & { source?: 'named' | 'random'; seed?: number })[];
  /** The compiled `ts random` fence (sets `exports.__random`), run `randomCount` times with a PRNG from `seed`. */
  randomJs?: string;
  seed?: number;
  randomCount?: number;
  /** The loop guard's budget per case, in ms. */
  budgetMs: number;
}

export type FromWorker =
  | { type: 'ready' }
  | { type: 'phase'; token: string; phase: 'cases' | 'code' }
  | { type: 'cases'; token: string; cases: EvaluatedCase[] }
  | { type: 'error'; token: string; phase: 'cases' | 'code' | 'export'; message: string }
  | { type: 'progress'; token: string; index: number }
  | { type: 'result'; token: string; index: number; outcome: Outcome; logs: string[] }
  | { type: 'done'; token: string };
