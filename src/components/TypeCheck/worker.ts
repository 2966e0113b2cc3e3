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
// Most of a first check is the compiler reading the lib files and declarations and resolving
// the library's types. Do it now, while the reader who focused a cell is still typing: their
// first check is then a re-check. (A request that arrives meanwhile waits in the queue.)
try {
  checker.check('raycastAABB(vec3(0, 0, 0), vec3(1, 0, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) })?.t;', []);
} catch {
  // The reader's own check will report a broken checker.
}

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
