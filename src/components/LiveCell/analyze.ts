/**
 * What the notebook needs to know about a cell's compiled JavaScript, found with acorn (so
 * this file belongs to the compiler's chunk, loaded at build time or at the first edit):
 *
 * - the names the cell exports to the page (`export const hit = …` compiles to `exports.hit = …`),
 * - the free names it uses (every identifier it reads but never declares): a later cell that
 *   uses `hit` depends on the cell that exports it,
 * - its returned value: the last top-level statement, when it is an expression, is wrapped in
 *   a call that hands its value to the cell, on the same line, so error lines do not move.
 */
import { parse, type Node } from 'acorn';
import { RESULT_NAME } from './function';

export interface CellInfo {
  /** Names the cell exports to later cells of the page, in the order it assigns them. */
  exports: string[];
  /** Free names the cell reads: declared nowhere in the cell (globals, scope, the page's exports). */
  uses: string[];
}

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

type AnyNode = Node & Record<string, unknown>;

function parseScript(js: string): AnyNode {
  return parse(js, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
  }) as unknown as AnyNode;
}

/** Children of `node` in source order, without the ones that are names but not references. */
function referenceChildren(node: AnyNode): Node[] {
  const skip = new Set<unknown>();
  switch (node.type) {
    case 'MemberExpression':
      if (!node.computed) skip.add(node.property);
      break;
    case 'Property':
    case 'PropertyDefinition':
    case 'MethodDefinition':
      // `{ a: b }` reads b, not a; a shorthand `{ a }` reads a through its value.
      if (!node.computed) skip.add(node.key);
      break;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      skip.add(node.label);
      break;
    case 'MetaProperty':
      return [];
  }
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || skip.has(value)) continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) out.push(child);
    } else if (isNode(value)) out.push(value);
  }
  return out;
}

/** Every name a pattern (a declaration's left side, a parameter) binds. */
export function boundNames(pattern: Node): string[] {
  const out = new Set<string>();
  bound(pattern as AnyNode, out);
  return [...out];
}

function bound(pattern: AnyNode | null | undefined, out: Set<string>): void {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      out.add(pattern.name as string);
      return;
    case 'ObjectPattern':
      for (const p of pattern.properties as AnyNode[]) bound(p.type === 'RestElement' ? p : (p.value as AnyNode), out);
      return;
    case 'ArrayPattern':
      for (const e of pattern.elements as (AnyNode | null)[]) bound(e, out);
      return;
    case 'RestElement':
      bound(pattern.argument as AnyNode, out);
      return;
    case 'AssignmentPattern':
      bound(pattern.left as AnyNode, out);
      return;
  }
}

/**
 * The exports and free names of a cell's compiled JavaScript. Scopes are not modelled: a name
 * declared anywhere in the cell counts as the cell's own everywhere in it. That can only hide a
 * dependency from a cell that both declares a name and reads the page's name of the same
 * spelling elsewhere — which reads badly anyway.
 */
export function analyzeCell(js: string): CellInfo {
  const ast = parseScript(js);
  const declared = new Set<string>();
  const read: string[] = [];
  const exports: string[] = [];
  const visit = (node: AnyNode): void => {
    switch (node.type) {
      case 'VariableDeclarator':
        bound(node.id as AnyNode, declared);
        break;
      case 'FunctionDeclaration':
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        bound(node.id as AnyNode | null, declared);
        for (const p of node.params as AnyNode[]) bound(p, declared);
        break;
      case 'ClassDeclaration':
      case 'ClassExpression':
        bound(node.id as AnyNode | null, declared);
        break;
      case 'CatchClause':
        bound(node.param as AnyNode | null, declared);
        break;
      case 'AssignmentExpression': {
        // The imports transform writes `export const hit = …` as `exports.hit = hit`.
        const left = node.left as AnyNode;
        const object = left.object as AnyNode | undefined;
        const property = left.property as AnyNode | undefined;
        if (
          left.type === 'MemberExpression' &&
          !left.computed &&
          object?.type === 'Identifier' &&
          object.name === 'exports' &&
          property?.type === 'Identifier' &&
          !exports.includes(property.name as string)
        ) {
          exports.push(property.name as string);
        }
        break;
      }
      case 'Identifier':
        read.push(node.name as string);
        return;
    }
    for (const child of referenceChildren(node)) visit(child as AnyNode);
  };
  visit(ast);
  const uses: string[] = [];
  for (const name of read) if (!declared.has(name) && name !== 'exports' && !uses.includes(name)) uses.push(name);
  return { exports, uses };
}

/** Expressions whose value is not worth showing: assignments (`x = 1`), `void …`, and `exports.x = x`. */
function isQuiet(expr: AnyNode): boolean {
  if (expr.type === 'SequenceExpression') return (expr.expressions as AnyNode[]).some(isQuiet);
  return expr.type === 'AssignmentExpression' || (expr.type === 'UnaryExpression' && expr.operator === 'void');
}

/** A short name for what produced the value: `raycastSphere` for `raycastSphere(…)` or `_query.raycastSphere(…)`. */
function producer(expr: AnyNode): string {
  let node = expr;
  if (node.type === 'ChainExpression') node = node.expression as AnyNode;
  if (node.type === 'CallExpression') node = node.callee as AnyNode;
  // The imports transform calls an imported function as `_query.raycastSphere.call(void 0, …)`.
  if (node.type === 'MemberExpression' && (node.property as AnyNode).name === 'call') node = node.object as AnyNode;
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'MemberExpression' && !node.computed) {
    const name = (node.property as AnyNode).name;
    return typeof name === 'string' ? name : '';
  }
  return '';
}

/**
 * Hands the value of the cell's last top-level statement, when it is an expression (as in a
 * Jupyter cell), to `RESULT_NAME(value, producer)`. Only text is inserted, on the lines where
 * the expression starts and ends: every line keeps its number.
 */
export function captureResult(js: string): string {
  let ast: AnyNode;
  try {
    ast = parseScript(js);
  } catch {
    return js;
  }
  const body = ast.body as AnyNode[];
  const last = body[body.length - 1];
  if (last?.type !== 'ExpressionStatement' || typeof last.directive === 'string') return js;
  const expr = last.expression as AnyNode;
  if (isQuiet(expr)) return js;
  return (
    js.slice(0, expr.start) +
    `${RESULT_NAME}((` +
    js.slice(expr.start, expr.end) +
    `), ${JSON.stringify(producer(expr))})` +
    js.slice(expr.end)
  );
}
