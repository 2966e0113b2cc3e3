// A Worker for the unit tests: the same sandbox module the real worker runs, in-process and
// asynchronous like the real one (messages cross on the task queue). It cannot stop code that
// never reaches a loop guard — the browser tests drive the real worker for that.
import type { WorkerLike } from '../../../src/components/Exercise/engine/host';
import type { FromWorker, RunRequest } from '../../../src/components/Exercise/engine/protocol';
import { runRequest } from '../../../src/components/Exercise/engine/sandbox';

export interface FakeWorker extends WorkerLike {
  terminated: boolean;
  /** Every message the sandbox posted, for the tests that look at the protocol. */
  posted: FromWorker[];
}

export function fakeWorker(): FakeWorker {
  const worker: FakeWorker = {
    terminated: false,
    posted: [],
    onmessage: null,
    onerror: null,
    postMessage(request: RunRequest) {
      setTimeout(() => {
        void runRequest(structuredClone(request), (message) => {
          worker.posted.push(message);
          const data = structuredClone(message);
          if (!worker.terminated) setTimeout(() => worker.onmessage?.({ data }));
        });
      });
    },
    terminate() {
      worker.terminated = true;
    },
  };
  setTimeout(() => worker.onmessage?.({ data: { type: 'ready' } }));
  return worker;
}
