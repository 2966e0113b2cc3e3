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

  it('stamps each live cell with its id, its index on the page and the hash of its code', async () => {
    const file = new VFile({
      path: 'docs/lesson.mdx',
      value: '```tsx live\nconst a = 1;\n```\n\n```ts\nnot a cell\n```\n\n```tsx live\nconst a = 2;\n```\n',
    });
    const metas = await metasAfter(file);
    const stamp = (meta: string | undefined) =>
      /cell=([\w-]+) index=(\d+) hash=([0-9a-f]{8})/.exec(meta ?? '')?.slice(1);
    const [one, two] = [codeHash('const a = 1;'), codeHash('const a = 2;')];
    expect(stamp(metas[0])).toEqual([one, '0', one]);
    expect(stamp(metas[1])).toBeUndefined();
    // Ordinary blocks do not count: the second cell is cell 1, and one character changes its hash.
    expect(stamp(metas[2])).toEqual([two, '1', two]);
    expect(one).not.toBe(two);
  });

  it('gives a cell an id that a cell inserted above does not change; twins and explicit ids', async () => {
    const ids = async (value: string) =>
      (await metasAfter(new VFile({ path: 'docs/lesson.mdx', value }))).map(
        (m) => /cell=([\w-]+) index=(\d+)/.exec(m)?.slice(1) ?? null,
      );
    const cell = (code: string, meta = '') => `\`\`\`tsx live${meta}\n${code}\n\`\`\`\n\n`;
    const before = await ids(cell('const a = 1;') + cell('const b = 2;'));
    const after = await ids(cell('const inserted = 0;') + cell('const a = 1;') + cell('const b = 2;'));
    expect(after.slice(1).map((s) => s?.[0])).toEqual(before.map((s) => s?.[0]));
    expect(after.map((s) => s?.[1])).toEqual(['0', '1', '2']);
    // Two cells with the same code: the second is told apart by its occurrence.
    const h = codeHash('same();');
    expect((await ids(cell('same();') + cell('same();'))).map((s) => s?.[0])).toEqual([h, `${h}-2`]);
    // An explicit id wins; a malformed or repeated one fails the build.
    expect((await ids(cell('same();', ' id=intro'))).map((s) => s?.[0])).toEqual(['intro']);
    await expect(metasAfter(new VFile({ path: 'a.mdx', value: cell('x;', ' id=a"b') }))).rejects.toThrow(
      /id=a"b: an id is letters/,
    );
    await expect(
      metasAfter(new VFile({ path: 'a.mdx', value: cell('x;', ' id=k') + cell('y;', ' id=k') })),
    ).rejects.toThrow(/Two live cells of a\.mdx have the id k/);
  });

  it('leaves ordinary code blocks alone', async () => {
    const file = new VFile({ path: 'a.mdx', value: '```tsx title="x"\nconst broken = ;\n```\n' });
    expect(await metasAfter(file)).toEqual(['title="x"']);
  });
});

describe('remark-live-cells and the notebook', () => {
  it('records the names a cell exports, and those it reads that a cell of the page exports', async () => {
    const file = new VFile({
      path: 'docs/lesson.mdx',
      value:
        '```tsx live\nexport const hit = raycastSphere(A, B, s);\n```\n\n```tsx live\nconsole.log(hit, other);\n```\n\n```tsx live\nconsole.log(1);\n```\n',
    });
    const names = (meta: string) => {
      const b64 = /(?:^|\s)names=([A-Za-z0-9+/=]+)/.exec(meta)?.[1];
      return b64 === undefined ? null : (JSON.parse(Buffer.from(b64, 'base64').toString('utf8')) as unknown);
    };
    expect((await metasAfter(file)).map(names)).toEqual([
      { exports: ['hit'], uses: [] },
      { exports: [], uses: ['hit'] },
      null,
    ]);
  });

  it('makes every cell manual when the front matter says notebook: { autoRun: false }', async () => {
    const file = (autoRun: boolean) => {
      const f = new VFile({ path: 'docs/heavy.mdx', value: '```tsx live\n1\n```\n\n```tsx live manual\n2\n```\n' });
      f.data.frontMatter = { notebook: { autoRun } };
      return f;
    };
    const manual = (meta: string) => meta.split(/\s+/).filter((w) => w === 'manual').length;
    expect((await metasAfter(file(false))).map(manual)).toEqual([1, 1]);
    expect((await metasAfter(file(true))).map(manual)).toEqual([0, 1]);
  });
});
