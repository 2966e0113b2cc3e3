/**
 * Before the reader's code runs: compiles it with the cells' pipeline (sucrase, lines kept,
 * loop guard) and finds, with acorn, a forbidden name it reaches for and whether it exports
 * the function. Loaded on the first Check, with the compiler (not in the page's first load).
 */
import { parse, type Node } from 'acorn';
import { analyzeCell } from '../../LiveCell/analyze';
import { compileSource, insertLoopGuards, transpile } from '../../LiveCell/compile';
import { CellSyntaxError } from '../../LiveCell/function';
import { forbiddenMessage } from './sandbox-messages';

export { compileSource };

/** A fence holding one expression (the cases array, the random arrow) as code that exports it. */
export function compileExpressionFence(source: string, name: string): string {
  return insertLoopGuards(transpile(`export const ${name} = (\n${source}\n);`));
}

/** "line 3: Unexpected token" from a compile error. */
export function syntaxMessage(e: unknown): string {
  if (e instanceof CellSyntaxError && e.line !== null) return `Line ${e.line}: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

type AnyNode = Node & Record<string, unknown>;

/**
 * The first forbidden name the compiled code reads: as a free name (`raycastAABB(…)`, or an
 * import, which sucrase turns into `_query.raycastAABB`) or as a property (`query.raycastAABB`
 * after `import * as query`). Declaring a function of that name is the exercise: not a use.
 */
export function findForbidden(js: string, forbid: readonly string[]): string | null {
  if (forbid.length === 0) return null;
  const { uses } = analyzeCell(js);
  const free = uses.find((n) => forbid.includes(n));
  if (free) return free;
  let found: string | null = null;
  const visit = (node: AnyNode): void => {
    if (found) return;
    if (node.type === 'MemberExpression') {
      const object = node.object as AnyNode;
      const property = node.property as AnyNode;
      const key = node.computed ? (property.type === 'Literal' ? property.value : null) : property.name;
      const isExports = object.type === 'Identifier' && object.name === 'exports';
      if (typeof key === 'string' && forbid.includes(key) && !isExports) {
        found = key;
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child);
      } else if (isNode(value)) visit(value);
    }
  };
  try {
    visit(
      parse(js, {
        ecmaVersion: 'latest',
        sourceType: 'script',
        allowReturnOutsideFunction: true,
      }) as unknown as AnyNode,
    );
  } catch {
    return null;
  }
  return found;
}

function isNode(v: unknown): v is AnyNode {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

/** Does the compiled code export `name` (`exports.raycastAABB = …`)? */
export function exportsName(js: string, name: string): boolean {
  return analyzeCell(js).exports.includes(name);
}

export { forbiddenMessage };
