// The shape of bench/results/latest.json: written by run.ts, read by the site's
// Performance page (src/components/BenchChart). Types only, so that both sides can import it.

/** The implementations a workload runs through. */
export type Impl = 'object' | 'into' | 'object-esbuild' | 'into-esbuild' | 'batch' | 'three' | 'seed' | 'c';

/** One implementation's figures on one workload. */
export interface BenchRow {
  impl: Impl;
  label: string;
  ns: number;
  hits: number;
  checksum: number;
  vsThree: number | null;
  vsC: number | null;
}

/** One workload: W1 … W7, P1. */
export interface BenchWorkload {
  id: string;
  name: string;
  rows: BenchRow[];
}

/** A speed target, judged on one run's ratios. */
export interface BenchTarget {
  target: string;
  ratios: { id: string; ratio: number | null }[];
  limit: number;
  met: boolean;
}

/** bench/results/latest.json. */
export interface BenchResults {
  date: string;
  node: string;
  v8: string;
  cpu: string;
  cores: number;
  platform: string;
  cc: string;
  cases: number;
  warmup: number;
  reps: number;
  /** How passes were timed: the wall clock, or CPU time (BENCH_CLOCK=cpu; absent from older results). */
  clock?: 'wall' | 'cpu';
  workloads: BenchWorkload[];
  /** The targets as judged on this run (absent from older results). */
  targets?: BenchTarget[];
  notes: string[];
}
