/**
 * The page's side of the sandbox: starts a dedicated worker for one pass over the cases,
 * watches the clock, and terminates the worker when a case (or the whole pass) runs out of
 * time. `terminate()` is the isolation; the loop guard inside the worker only makes the
 * common endless loop end sooner and with a better message.
 */
import type { EvaluatedCase, FromWorker, RunRequest } from './protocol';
import type { Outcome } from './types';

/** What the host needs of a Worker (the unit tests pass a fake that runs sandbox.ts in-process). */
export interface WorkerLike {
  postMessage(message: RunRequest): void;
  terminate(): void;
  onmessage: ((event: { data: FromWorker }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

export type WorkerFactory = () => WorkerLike;

export const defaultWorkerFactory: WorkerFactory = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { name: 'hitbook-exercise' }) as unknown as WorkerLike;

export interface PassOptions {
  createWorker: WorkerFactory;
  /** Per case, and for evaluating the cases and loading the code. */
  caseBudgetMs: number;
  totalBudgetMs: number;
  /** How long the worker may take to start (a cold start on a slow phone is slow). */
  startBudgetMs?: number;
  signal?: AbortSignal;
}

export interface PassResult {
  status: 'done' | 'error' | 'timeout' | 'aborted';
  message?: string;
  phase?: 'start' | 'cases' | 'code' | 'export' | 'run';
  cases: EvaluatedCase[];
  outcomes: { outcome: Outcome; logs: string[] }[];
  /** The case that ran out of time, if one did. */
  timedOutAt?: number;
  /** From `new Worker` to its ready message, in ms. */
  startMs: number;
}

/** A little past the loop guard's budget, so that the guard (with its better message) fires first. */
const GRACE_MS = 400;

function newToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function runPass(
  request: Omit<RunRequest, 'type' | 'token' | 'budgetMs'>,
  options: PassOptions,
): Promise<PassResult> {
  const token = newToken();
  const created = performance.now();
  let startMs = -1;
  const result: PassResult = { status: 'done', cases: [], outcomes: [], startMs: 0 };
  return new Promise<PassResult>((resolve) => {
    let worker: WorkerLike;
    let caseTimer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    let current: number | null = null;
    let phase: PassResult['phase'] = 'start';

    const finish = (status: PassResult['status'], message?: string): void => {
      if (settled) return;
      settled = true;
      clearTimeout(caseTimer);
      clearTimeout(totalTimer);
      options.signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      result.status = status;
      result.startMs = startMs;
      if (message !== undefined) result.message = message;
      if (status !== 'done') result.phase = phase;
      resolve(result);
    };
    const timedOut = (what: string): void => {
      if (current !== null) {
        result.timedOutAt = current;
        result.outcomes[current] = { outcome: { kind: 'timeout' }, logs: [] };
      }
      finish('timeout', what);
    };
    const arm = (ms: number, what: string): void => {
      clearTimeout(caseTimer);
      caseTimer = setTimeout(() => {
        timedOut(what);
      }, ms);
    };
    const onAbort = (): void => {
      finish('aborted', 'The check was cancelled.');
    };

    const totalTimer = setTimeout(() => {
      timedOut(`The check ran out of time (${options.totalBudgetMs} ms in all) and was stopped.`);
    }, options.totalBudgetMs);
    try {
      worker = options.createWorker();
    } catch (e) {
      worker = { postMessage() {}, terminate() {}, onmessage: null, onerror: null };
      finish('error', `The sandbox did not start: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    if (options.signal?.aborted) {
      onAbort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort);
    arm(options.startBudgetMs ?? 15_000, 'The sandbox did not start in time.');

    worker.onerror = (event) => {
      const message = event.message ?? 'the worker failed';
      if (current !== null) result.outcomes[current] = { outcome: { kind: 'crash', message }, logs: [] };
      finish('error', `The sandbox crashed: ${message}`);
    };
    worker.onmessage = ({ data }) => {
      if (settled) return;
      if (data.type === 'ready') {
        if (startMs >= 0) return;
        startMs = performance.now() - created;
        worker.postMessage({ ...request, type: 'run', token, budgetMs: options.caseBudgetMs });
        arm(options.caseBudgetMs + GRACE_MS, 'The exercise did not start in time.');
        return;
      }
      if (data.token !== token) return; // not from the sandbox (the reader's code posting)
      switch (data.type) {
        case 'phase':
          phase = data.phase;
          arm(
            options.caseBudgetMs + GRACE_MS,
            data.phase === 'cases'
              ? "The exercise's cases did not finish evaluating."
              : 'Your code did not finish loading: it was stopped.',
          );
          return;
        case 'cases':
          result.cases = data.cases;
          return;
        case 'error':
          phase = data.phase;
          finish('error', data.message);
          return;
        case 'progress':
          phase = 'run';
          current = data.index;
          arm(options.caseBudgetMs + GRACE_MS, `Stopped after ${options.caseBudgetMs} ms on one case.`);
          return;
        case 'result':
          result.outcomes[data.index] = { outcome: data.outcome, logs: data.logs };
          if (data.outcome.kind === 'timeout') {
            current = data.index;
            timedOut(`Stopped after ${options.caseBudgetMs} ms on one case: a loop was still running.`);
            return;
          }
          current = null;
          clearTimeout(caseTimer);
          return;
        case 'done':
          finish('done');
          return;
      }
    };
  });
}
