import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { compileCell, type CellInfo } from '../components/LiveCell/compile.ts';
import { CellSyntaxError } from '../components/LiveCell/function.ts';
import { codeHash } from '../components/Notebook/hash.ts';

const LIVE = /(^|\s)live(\s|$)/;
/** What a cell id may hold (it is written in CSS selectors and storage keys). */
const CELL_ID = /^[\w-]+$/;

/**
 * Compiles every ```tsx live block at build time. A page then runs its cells without
 * shipping the compiler (it loads only when a reader edits), and a cell that does not compile
 * fails the build, naming the file and line, instead of greeting a reader with an error.
 */
export default function remarkLiveCells() {
  return (tree: Root, file: VFile): void => {
    // `notebook: { autoRun: false }` in the front matter makes every cell of the page manual.
    const notebook = (file.data.frontMatter as { notebook?: { autoRun?: unknown } } | undefined)?.notebook;
    const pageManual = notebook?.autoRun === false;
    const cells: { node: Code; js: string; info: CellInfo }[] = [];
    visit(tree, 'code', (node: Code) => {
      if (!node.meta || !LIVE.test(node.meta)) return;
      try {
        cells.push({ node, ...compileCell(node.value) });
      } catch (e) {
        const line = (node.position?.start.line ?? 0) + (e instanceof CellSyntaxError && e.line !== null ? e.line : 0);
        throw new Error(
          `Live cell does not compile at ${file.path}:${line}: ${e instanceof Error ? e.message : String(e)}`,
          { cause: e },
        );
      }
    });
    // The page scope (see Notebook/notebook.ts) needs, of the names a cell reads, only those
    // some cell of the page exports: the rest (the library, console, …) stay out of the page.
    const exported = new Set(cells.flatMap((c) => c.info.exports));
    // Each cell's id, its index on its page and the hash of its code: a reader's saved edits
    // are kept under the id and checked against the hash (src/components/Notebook). The id
    // does not depend on where the cell is: a cell inserted above leaves the others' ids as
    // they were. It is `id=…` from the block's meta, or the hash of the original code, with
    // `-2`, `-3`, … for the second and later cells of the page with the same code.
    const seen = new Map<string, number>();
    const ids = new Set<string>();
    const idOf = (node: Code): string => {
      const explicit = /(?:^|\s)id=(\S+)/.exec(node.meta ?? '')?.[1];
      if (explicit !== undefined && !CELL_ID.test(explicit)) {
        throw new Error(
          `Live cell at ${file.path}:${node.position?.start.line ?? 0} has id=${explicit}: an id is letters, digits, _ and -`,
        );
      }
      const hash = codeHash(node.value);
      const n = (seen.get(hash) ?? 0) + 1;
      seen.set(hash, n);
      const id = explicit ?? (n === 1 ? hash : `${hash}-${n}`);
      if (ids.has(id)) throw new Error(`Two live cells of ${file.path} have the id ${id}`);
      ids.add(id);
      return id;
    };
    cells.forEach(({ node, js, info }, index) => {
      const uses = info.uses.filter((n) => exported.has(n));
      const names =
        info.exports.length + uses.length > 0
          ? ` names=${Buffer.from(JSON.stringify({ exports: info.exports, uses }), 'utf8').toString('base64')}`
          : '';
      const manual = pageManual && !/(^|\s)manual(\s|$)/.test(node.meta ?? '') ? ' manual' : '';
      const stamp = ` cell=${idOf(node)} index=${index} hash=${codeHash(node.value)}`;
      node.meta = `${node.meta ?? ''}${manual}${stamp} compiled=${Buffer.from(js, 'utf8').toString('base64')}${names}`;
    });
  };
}
