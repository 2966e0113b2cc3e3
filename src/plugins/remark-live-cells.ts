import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { compileSource } from '../components/LiveCell/compile.ts';
import { CellSyntaxError } from '../components/LiveCell/function.ts';
import { codeHash } from '../components/Notebook/hash.ts';

const LIVE = /(^|\s)live(\s|$)/;

/**
 * Compiles every ```tsx live block at build time. A page then runs its cells without
 * shipping the compiler (it loads only when a reader edits), and a cell that does not compile
 * fails the build, naming the file and line, instead of greeting a reader with an error.
 */
export default function remarkLiveCells() {
  return (tree: Root, file: VFile): void => {
    // Each cell's index on its page and the hash of its code: a reader's saved edits are
    // kept under the index and checked against the hash (src/components/Notebook).
    let index = 0;
    visit(tree, 'code', (node: Code) => {
      if (!node.meta || !LIVE.test(node.meta)) return;
      let js: string;
      try {
        js = compileSource(node.value);
      } catch (e) {
        const line = (node.position?.start.line ?? 0) + (e instanceof CellSyntaxError && e.line !== null ? e.line : 0);
        throw new Error(
          `Live cell does not compile at ${file.path}:${line}: ${e instanceof Error ? e.message : String(e)}`,
          { cause: e },
        );
      }
      node.meta = `${node.meta} cell=${index++} hash=${codeHash(node.value)} compiled=${Buffer.from(js, 'utf8').toString('base64')}`;
    });
  };
}
