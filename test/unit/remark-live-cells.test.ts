// Live cells are compiled when the site is built: the page runs them without the compiler,
// and a cell that does not compile stops the build at its line.
import { compile } from '@mdx-js/mdx';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { compileSource } from '../../src/components/LiveCell/compile';
import { codeHash } from '../../src/components/Notebook/hash';
import remarkLiveCells from '../../src/plugins/remark-live-cells';

const page = (cell: string) =>
  new VFile({ path: 'docs/lesson.mdx', value: `# Lesson\n\nText.\n\n\`\`\`tsx live\n${cell}\n\`\`\`\n` });

/** Compiles `file` through the plugin and returns each code block's meta, as Docusaurus hands it to the cell. */
async function metasAfter(file: VFile): Promise<string[]> {
  const metas: string[] = [];
  const record = () => (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      metas.push(node.meta ?? '');
    });
  };
  await compile(file, { remarkPlugins: [remarkLiveCells, record] });
  return metas;
}

describe('remark-live-cells', () => {
  it('puts the compiled cell in the block, exactly what the browser would compile', async () => {
    const cell = 'const r: number = 2;\nwhile (r > 3) {}\nconsole.log(r);';
    const metas = await metasAfter(page(cell));
    const b64 = /compiled=([A-Za-z0-9+/=]+)/.exec(metas[0] ?? '')?.[1];
    expect(b64).toBeDefined();
    expect(Buffer.from(b64 ?? '', 'base64').toString('utf8')).toBe(compileSource(cell));
  });

  it('fails the build on a cell that does not compile, naming the file and the line', async () => {
    // The fence opens on line 5; the bad line is the cell's second, line 7 of the file.
    await expect(
      compile(page('const ok = 1;\nconst broken = ;'), { remarkPlugins: [remarkLiveCells] }),
    ).rejects.toThrow(/^Live cell does not compile at docs\/lesson\.mdx:7: Unexpected token/);
  });

  it('stamps each live cell with its index on the page and the hash of its code, which saved edits are kept under', async () => {
    const file = new VFile({
      path: 'docs/lesson.mdx',
      value: '```tsx live\nconst a = 1;\n```\n\n```ts\nnot a cell\n```\n\n```tsx live\nconst a = 2;\n```\n',
    });
    const metas = await metasAfter(file);
    const stamp = (meta: string | undefined) => /cell=(\d+) hash=([0-9a-f]{8})/.exec(meta ?? '')?.slice(1);
    expect(stamp(metas[0])).toEqual(['0', codeHash('const a = 1;')]);
    expect(stamp(metas[1])).toBeUndefined();
    // Ordinary blocks do not count: the second cell is cell 1, and one character changes its hash.
    expect(stamp(metas[2])).toEqual(['1', codeHash('const a = 2;')]);
    expect(codeHash('const a = 1;')).not.toBe(codeHash('const a = 2;'));
  });

  it('leaves ordinary code blocks alone', async () => {
    const file = new VFile({ path: 'a.mdx', value: '```tsx title="x"\nconst broken = ;\n```\n' });
    expect(await metasAfter(file)).toEqual(['title="x"']);
  });
});
