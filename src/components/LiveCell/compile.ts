/**
 * From the TypeScript a reader typed to a function the cell can run: sucrase strips types and
 * turns JSX and `import`s into plain calls (keeping every line where it was, so error lines
 * match the editor), acorn finds the loops, and each loop body gets a call to the loop guard.
 */
import { parse, type Node } from 'acorn';
import { transform } from 'sucrase';

export const GUARD_NAME = '__hitbookLoopGuard';

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

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

interface LoopNode extends Node {
  body: Node;
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

function collectLoops(node: Node, out: LoopNode[]): void {
  if (LOOPS.has(node.type)) out.push(node as LoopNode);
  for (const value of Object.values(node) as unknown[]) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) collectLoops(child, out);
    } else if (isNode(value)) collectLoops(value, out);
  }
}

/** Inserts a guard call at the top of every loop body, on the same line (lines must not move). */
export function insertLoopGuards(js: string): string {
  let ast: Node;
  try {
    ast = parse(js, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: true,
      locations: true,
    });
  } catch (e) {
    const loc = (e as { loc?: { line: number; column: number } }).loc;
    const message = (e instanceof Error ? e.message : String(e)).replace(/\s*\(\d+:\d+\)$/, '');
    throw new CellSyntaxError(message, loc?.line ?? null, loc ? loc.column + 1 : null);
  }
  const loops: LoopNode[] = [];
  collectLoops(ast, loops);
  const edits: { at: number; text: string }[] = [];
  const call = `${GUARD_NAME}();`;
  for (const loop of loops) {
    const body = loop.body;
    if (body.type === 'BlockStatement') edits.push({ at: body.start + 1, text: call });
    else {
      edits.push({ at: body.start, text: `{${call}` });
      edits.push({ at: body.end, text: '}' });
    }
  }
  // Apply from the end so earlier offsets stay valid.
  edits.sort((a, b) => b.at - a.at);
  let out = js;
  for (const { at, text } of edits) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

/** TypeScript + JSX + imports → JavaScript with the same line numbers. */
export function transpile(source: string): string {
  try {
    return transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'classic',
      production: true,
      disableESTransforms: true,
      filePath: 'cell.tsx',
    }).code;
  } catch (e) {
    const loc = (e as { loc?: { line: number; column: number } }).loc;
    const message = (e instanceof Error ? e.message : String(e))
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/\s*\(\d+:\d+\)$/, '');
    throw new CellSyntaxError(message, loc?.line ?? null, loc ? loc.column : null);
  }
}

/**
 * Compiles a cell. The code runs in strict mode inside a block, so the reader's own `const`s
 * may shadow names of the scope; `sourceName` tags its stack frames with the cell.
 */
export function compileCell(source: string, scopeNames: readonly string[], sourceName: string): CompiledCell {
  const js = insertLoopGuards(transpile(source));
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
