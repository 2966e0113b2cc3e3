/**
 * The page's side of the type checker: one worker for the page, started on first use (a cell
 * focused or edited), never by loading a page. Requests are answered in order; a caller that
 * has sent newer code ignores older answers (useTypeCheck.ts).
 */
import type { TypeDiagnostic } from './checker';
import type { CheckReply } from './protocol';

/**
 * Performance marks and measures, for the curious (DevTools' timeline) and the measurements:
 * when the compiler was asked for, its first answer, how long its scripts took to load, and
 * each check in the worker.
 */
export const MARK_LOAD = 'hitbook-typecheck-load';
export const MARK_FIRST = 'hitbook-typecheck-first';
export const MEASURE_LOADED = 'hitbook-typecheck-compiler-loaded';
export const MEASURE_CHECK = 'hitbook-typecheck-check';

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
let answered = false;
const waiting = new Map<number, (diagnostics: TypeDiagnostic[] | null) => void>();

function fail(): void {
  // Without a checker the cells still run; they only lose their squiggles.
  broken = true;
  for (const resolve of waiting.values()) resolve(null);
  waiting.clear();
  worker?.terminate();
  worker = null;
}

function start(): Worker | null {
  if (worker || broken || typeof Worker === 'undefined') return worker;
  performance.mark(MARK_LOAD);
  worker = new Worker(new URL('./worker.ts', import.meta.url), { name: 'hitbook-typecheck' });
  worker.onmessage = (event: MessageEvent<CheckReply>) => {
    const reply = event.data;
    if ('ms' in reply) {
      if (!answered) {
        answered = true;
        performance.mark(MARK_FIRST);
        performance.measure(MEASURE_LOADED, { start: MARK_LOAD, duration: reply.readyAt });
      }
      performance.measure(MEASURE_CHECK, { end: performance.now(), duration: reply.ms });
    }
    const resolve = waiting.get(reply.id);
    waiting.delete(reply.id);
    resolve?.('diagnostics' in reply ? reply.diagnostics : null);
  };
  worker.onerror = fail;
  return worker;
}

/** Starts loading the compiler (a cell got the focus): the first check then comes sooner. */
export function warmTypeChecker(): void {
  start();
}

/** The type errors of a cell's code, or null when the checker is not available. */
export function typeCheck(code: string, pageNames: readonly string[]): Promise<TypeDiagnostic[] | null> {
  const w = start();
  if (!w) return Promise.resolve(null);
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    w.postMessage({ id, code, pageNames });
  });
}
