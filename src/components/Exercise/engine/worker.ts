/**
 * The exercise worker: one per check, terminated by the page when a case runs out of time.
 * The page compiles; this file only evaluates (see sandbox.ts).
 */
import type { FromWorker, RunRequest } from './protocol';
import { runRequest } from './sandbox';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
// Taken before any code of the reader runs: a replaced global postMessage cannot forge results.
const post = scope.postMessage.bind(scope);
let started = false;
scope.onmessage = (event) => {
  // One check per worker; anything else (a message the reader's code sends itself) is ignored.
  if (started || (event.data as Partial<RunRequest> | null)?.type !== 'run') return;
  started = true;
  void runRequest(event.data, post);
};
post({ type: 'ready' });
