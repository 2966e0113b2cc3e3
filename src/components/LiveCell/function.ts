/**
 * The light half of the cell compiler: guarded JavaScript (from `compile.ts`, or compiled at
 * build time) becomes a function of the cell's scope, and a stack trace becomes a line of the
 * reader's code. No parser here, so pages can run their cells before the compiler loads.
 */

export const GUARD_NAME = '__hitbookLoopGuard';
/** What the compiler wraps a cell's last expression in, to hand the cell its value. */
export const RESULT_NAME = '__hitbookResult';

/** A compile error with the position in the reader's code (1-based line and column). */
export class CellSyntaxError extends SyntaxError {
  constructor(
    message: string,
    readonly line: number | null,
    readonly column: number | null,
  ) {
    super(message);
    this.name = 'SyntaxError';
  }
}

export interface CompiledCell {
  /** The JavaScript that runs (for the curious, and for tests). */
  readonly js: string;
  /** Runs the cell's code with the scope's values in the order of `scopeNames`. */
  readonly run: (...scopeValues: unknown[]) => unknown;
}

/**
 * Makes guarded JavaScript a function of the scope. The code runs in strict mode inside a
 * block, so the reader's own `const`s may shadow names of the scope; `sourceName` tags its
 * stack frames with the cell.
 */
export function toFunction(js: string, scopeNames: readonly string[], sourceName: string): CompiledCell {
  const body = `"use strict";{${js}\n}\n//# sourceURL=${sourceName}`;
  let fn: (...args: unknown[]) => unknown;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the reader's code is the point
    fn = new Function(...scopeNames, GUARD_NAME, body) as (...args: unknown[]) => unknown;
  } catch (e) {
    throw new CellSyntaxError(e instanceof Error ? e.message : String(e), null, null);
  }
  return { js, run: fn };
}

let lineOffset: number | null = null;

/** How many lines the Function constructor puts before the body (2 in V8), measured once. */
function functionLineOffset(): number {
  if (lineOffset !== null) return lineOffset;
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a probe of the same constructor
    const probe = new Function('a', 'throw new Error("probe")\n//# sourceURL=hitbook-probe.js') as () => void;
    probe();
  } catch (e) {
    const m = /hitbook-probe\.js:(\d+):\d+/.exec(e instanceof Error ? (e.stack ?? '') : '');
    lineOffset = m ? Number(m[1]) - 1 : 2;
  }
  return lineOffset ?? 2;
}

/** The line and column in the reader's code where `error` was thrown, if it came from the cell. */
export function errorPosition(error: unknown, sourceName: string): { line: number; column: number } | null {
  const stack = error instanceof Error ? error.stack : undefined;
  if (!stack) return null;
  const escaped = sourceName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(stack);
  if (!m) return null;
  const line = Number(m[1]) - functionLineOffset();
  return line >= 1 ? { line, column: Number(m[2]) } : null;
}

/** Longest stretch of a line quoted under an error; a longer line is quoted around the column. */
const QUOTE_CHARS = 100;

/** The part of a line to quote, and the caret's column within it. */
export function quoteLine(line: string, column: number | null): { text: string; caret: number | null } {
  if (line.length <= QUOTE_CHARS) return { text: line, caret: column };
  const at = (column ?? 1) - 1;
  const from = Math.max(0, Math.min(at - QUOTE_CHARS / 2, line.length - QUOTE_CHARS));
  const head = from > 0 ? '…' : '';
  const tail = from + QUOTE_CHARS < line.length ? '…' : '';
  return {
    text: head + line.slice(from, from + QUOTE_CHARS) + tail,
    caret: column === null ? null : at - from + 1 + head.length,
  };
}
