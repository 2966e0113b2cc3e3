/**
 * From the TypeScript a reader typed to a function the cell can run: sucrase strips types and
 * turns JSX and `import`s into plain calls (keeping every line where it was, so error lines
 * match the editor), acorn finds the loops, and each loop body gets a call to the loop guard.
 */
import { parse, type Node } from 'acorn';
import { transform } from 'sucrase';
import { analyzeCell, boundNames, captureResult, type CellInfo } from './analyze';
import { CellSyntaxError, GUARD_NAME } from './function';

const LOOPS = new Set(['WhileStatement', 'DoWhileStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement']);

interface LoopNode extends Node {
  body: Node;
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

/** The nodes directly under `node`, in source order. */
function childrenOf(node: Node): Node[] {
  const out: Node[] = [];
  for (const value of Object.values(node) as unknown[]) {
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) out.push(child);
    } else if (isNode(value)) out.push(value);
  }
  return out;
}

function collectLoops(node: Node, out: LoopNode[]): void {
  if (LOOPS.has(node.type)) out.push(node as LoopNode);
  for (const child of childrenOf(node)) collectLoops(child, out);
}

/** Where a top-level `await` is, if that alone is what keeps the code from parsing as a script. */
function topLevelAwait(js: string): { line: number; column: number } | null {
  let ast: Node;
  try {
    ast = parse(js, { ecmaVersion: 'latest', sourceType: 'module', allowReturnOutsideFunction: true, locations: true });
  } catch {
    return null;
  }
  // The first await outside every function, depth first.
  const find = (node: Node): Node | null => {
    if (node.type === 'AwaitExpression') return node;
    if (/Function/.test(node.type)) return null;
    for (const child of childrenOf(node)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const at = find(ast)?.loc?.start;
  return at ? { line: at.line, column: at.column } : null;
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
    const awaitAt = topLevelAwait(js);
    if (awaitAt) {
      throw new CellSyntaxError(
        '`await` only works inside an async function here: a cell runs its top level at once. ' +
          'Put the code in `(async () => { … })();`',
        awaitAt.line,
        awaitAt.column + 1,
      );
    }
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

interface ExportNode extends Node {
  declaration: (Node & { declarations?: (Node & { id: Node })[] }) | null;
}

/**
 * `export const a = 1, b = 2` as `const a = 1, b = 2; export { a, b };`, on the same line:
 * sucrase's imports transform exports only the first name of such a declaration (and writes
 * `exports.a = a, b = 2`, leaving `b` undeclared). Null when the code has no such export.
 */
function splitMultiExports(js: string): string | null {
  let ast: ReturnType<typeof parse>;
  try {
    ast = parse(js, { ecmaVersion: 'latest', sourceType: 'module', allowReturnOutsideFunction: true });
  } catch {
    return null;
  }
  const edits: { start: number; end: number; text: string }[] = [];
  for (const node of ast.body as Node[]) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const decl = (node as ExportNode).declaration;
    if (decl?.type !== 'VariableDeclaration' || (decl.declarations?.length ?? 0) < 2) continue;
    const names = (decl.declarations ?? []).flatMap((d) => boundNames(d.id));
    edits.push({ start: node.start, end: decl.start, text: '' });
    const text = js.slice(decl.start, decl.end);
    edits.push({
      start: decl.end,
      end: decl.end,
      text: `${text.endsWith(';') ? '' : ';'} export { ${names.join(', ')} };`,
    });
  }
  if (edits.length === 0) return null;
  edits.sort((a, b) => b.start - a.start);
  let out = js;
  for (const { start, end, text } of edits) out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/** TypeScript + JSX + imports → JavaScript with the same line numbers. */
export function transpile(source: string): string {
  const js = sucrase(source, ['typescript', 'jsx', 'imports']);
  if (!/\bexport\s+(?:const|let|var)\b/.test(source)) return js;
  // A cell that exports several names in one declaration: types and JSX first, then the exports.
  const split = splitMultiExports(sucrase(source, ['typescript', 'jsx']));
  return split === null ? js : sucrase(split, ['imports']);
}

function sucrase(source: string, transforms: ('typescript' | 'jsx' | 'imports')[]): string {
  try {
    return transform(source, {
      transforms,
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

/** The reader's TypeScript → guarded JavaScript, ready for `toFunction`. */
export function compileSource(source: string): string {
  return captureResult(insertLoopGuards(transpile(source)));
}

/** What the notebook knows of a cell: the JavaScript it runs, and the names it exports and uses. */
export interface CompiledSource {
  js: string;
  info: CellInfo;
}

/** `compileSource`, and the cell's exports and free names for the page scope. */
export function compileCell(source: string): CompiledSource {
  const js = compileSource(source);
  return { js, info: analyzeCell(js) };
}

export { analyzeCell, type CellInfo };
