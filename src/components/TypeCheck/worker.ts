/**
 * The type-check worker: the TypeScript compiler and the cells' declarations, a chunk of their
 * own that no page loads until a reader edits or focuses a cell (client.ts). Checks run here,
 * off the page's thread: typing never waits for the compiler.
 */
import ts from 'typescript';
import files from '@hitbook/cell-types';
import { createChecker } from './checker';
import type { CheckReply, CheckRequest } from './protocol';

interface WorkerScope {
  postMessage(message: CheckReply): void;
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
}

const scope = self as unknown as WorkerScope;
// Imports are evaluated first: this is when the compiler has loaded.
const readyAt = performance.now();
const checker = createChecker(ts, files);

scope.onmessage = (event) => {
  const { id, code, pageNames } = event.data;
  const t0 = performance.now();
  try {
    const diagnostics = checker.check(code, pageNames);
    scope.postMessage({ id, diagnostics, ms: performance.now() - t0, readyAt });
  } catch (e) {
    // A crash of the checker must not take the cell with it: the cell runs without a type check.
    scope.postMessage({ id, failed: e instanceof Error ? e.message : String(e) });
  }
};
