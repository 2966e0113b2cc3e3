// A notebook exported as .mdx is a chapter: it builds with the site's own remark and rehype
// plugins (live cells compiled, exercises' fences turned into props, every formula rendered),
// and it reads back as the same notebook — Markdown that MDX would misread escaped on the way
// out and unescaped on the way in.
import { compile } from '@mdx-js/mdx';
import fc from 'fast-check';
import { createRequire } from 'node:module';
import type { Code, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { ComposedNotebook } from '../../src/components/Composer/document';
import { fromMdx, toMdx } from '../../src/components/Composer/formats';
import { escapeMdx, mdxText, unescapeMdx } from '../../src/components/Composer/formats/markdown-text';
import rehypeKatexStrict from '../../src/plugins/rehype-katex-strict';
import remarkExercises from '../../src/plugins/remark-exercises';
import remarkLiveCells from '../../src/plugins/remark-live-cells';
import { exerciseAll, notebookArb, tricky } from './support/composer';

// Docusaurus reads front matter with js-yaml (through @11ty/gray-matter); it ships no types.
const { load } = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown };

interface Built {
  title: unknown;
  live: { id: string | undefined; code: string }[];
  exercises: Record<string, string | undefined>[];
  text: string;
}

/** Builds `mdx` as Docusaurus builds a chapter of docs/: front matter apart, then the site's plugins. */
async function buildChapter(mdx: string): Promise<Built> {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(mdx);
  const frontMatter = (load(front?.[1] ?? '') ?? {}) as { title?: unknown };
  const built: Built = { title: frontMatter.title, live: [], exercises: [], text: '' };
  const record = () => (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (/(^|\s)live(\s|$)/.test(node.meta ?? '')) {
        built.live.push({ id: /cell=([\w-]+)/.exec(node.meta ?? '')?.[1], code: node.value });
      }
    });
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'Exercise') return;
      const props: Record<string, string | undefined> = {};
      for (const a of node.attributes as MdxJsxAttribute[]) {
        props[a.name] = typeof a.value === 'string' ? a.value : `{${a.value?.value ?? ''}}`;
      }
      built.exercises.push(props);
    });
  };
  const file = new VFile({ path: 'docs/lesson.mdx', value: mdx.slice(front?.[0].length ?? 0) });
  built.text = String(
    await compile(file, {
      remarkPlugins: [remarkGfm, remarkMath, remarkLiveCells, remarkExercises, record],
      rehypePlugins: [rehypeKatex, rehypeKatexStrict],
    }),
  );
  return built;
}

describe('.mdx export', () => {
  it('builds as a chapter with the site plugins: title, live cells with their ids, exercises with their fences', async () => {
    const mdx = toMdx(tricky);
    const built = await buildChapter(mdx);
    expect(built.title).toBe(tricky.title);
    const code = tricky.cells.filter((c) => c.kind === 'code');
    expect(built.live.map((l) => l.id)).toEqual(code.map((c) => c.id));
    expect(built.live.map((l) => l.code)).toEqual(code.map((c) => c.source));
    const [all, min] = built.exercises;
    expect(all?.id).toBe('ex-all');
    expect(all?.fn).toBe('lineMeetsSphere');
    expect(all?.title).toBe(`{${JSON.stringify(exerciseAll.title)}}`);
    expect(all?.tolerance).toBe('{1e-7}');
    expect(all?.starter).toBe(exerciseAll.starter);
    expect(all?.cases).toBe(exerciseAll.cases);
    expect(all?.solution).toBe(exerciseAll.solution);
    expect(JSON.parse(all?.hints ?? '')).toEqual(exerciseAll.hints);
    expect(min?.id).toBe('ex-min');
    expect(min?.reference).toBeUndefined();
    // Braces and tags of the Markdown are text in the chapter, not expressions or elements.
    expect(built.text).toContain('Braces {like this}, a <tag>');
    expect(built.text).toContain('<b>no</b>');
    expect(built.text).not.toMatch(/_jsx\("tag"/);
  });

  it('reads back exactly what it wrote', () => {
    expect(fromMdx(toMdx(tricky))).toEqual(tricky);
    const empty: ComposedNotebook = { ...tricky, title: '', cells: [] };
    expect(fromMdx(toMdx(empty))).toEqual(empty);
  });

  it('writes Markdown as Markdown, with only the escapes MDX needs, and never inside code or maths', () => {
    const source = 'Sets $\\{x\\}$ and {braces} <b> `{code}`\n\nexport is a word here\n\n```ts\nconst o = {};\n```';
    expect(escapeMdx(source)).toBe(
      'Sets $\\{x\\}$ and \\{braces\\} \\<b> `{code}`\n\n&#101;xport is a word here\n\n```ts\nconst o = {};\n```',
    );
    expect(unescapeMdx(escapeMdx(source))).toBe(source);
    // An author's own \{ cannot be told from an added one: it is carried in the marker.
    expect(mdxText('a \\{ b').exact).toBe(false);
    expect(toMdx({ ...tricky, cells: [{ id: 'm', kind: 'markdown', source: 'a \\{ b' }] })).toContain(
      '{/* hitbook markdown id=m {"source":"a \\\\{ b"} */}\n\na \\{ b\n',
    );
  });

  it('closes a fence a Markdown cell leaves open, so it does not swallow the next cell', async () => {
    const nb: ComposedNotebook = {
      ...tricky,
      cells: [
        { id: 'open', kind: 'markdown', source: 'Unclosed:\n\n````ts\nconst x = 1;' },
        { id: 'math', kind: 'markdown', source: '$$\nx^2' },
        { id: 'next', kind: 'code', source: 'const y = 2;' },
      ],
    };
    const built = await buildChapter(toMdx(nb));
    expect(built.live.map((l) => l.id)).toEqual(['next']);
    expect(fromMdx(toMdx(nb))).toEqual(nb);
  });

  it('takes the text under a marker over the marker copy once the chapter has been edited', () => {
    const nb: ComposedNotebook = { ...tricky, cells: [{ id: 'm', kind: 'markdown', source: 'a \\{ b' }] };
    const edited = toMdx(nb).replace('\n\na \\{ b\n', '\n\na \\{ b, edited\n');
    // The edited text is MDX, as a teacher writes it in a chapter: its \{ is a brace.
    expect(fromMdx(edited).cells[0]).toEqual({ id: 'm', kind: 'markdown', source: 'a { b, edited' });
  });

  it('reads a file whose line ends were turned into CRLF as the same notebook', () => {
    const lf: ComposedNotebook = { ...tricky, cells: tricky.cells.filter((c) => c.id !== 'crlf') };
    expect(fromMdx(toMdx(lf).replace(/\n/g, '\r\n'))).toEqual(lf);
  });

  it('reads a chapter written by hand: live cells, exercises, the Markdown between; imports left out', () => {
    const chapter = [
      '---',
      'title: Hand written',
      '---',
      '',
      "import Diagram from '@site/src/components/Diagram';",
      '',
      '# Heading',
      '',
      'Prose with $x$ and \\{ braces \\}.',
      '',
      '```tsx live id=first',
      'const a = 1;',
      '```',
      '',
      '<Diagram height={200} />',
      '',
      '<Exercise id="w" fn="f" compare="number">',
      '',
      'Write $f$.',
      '',
      '```ts starter',
      'export function f() {}',
      '```',
      '',
      '```ts cases',
      '[]',
      '```',
      '',
      '```ts solution',
      'export function f() { return 1; }',
      '```',
      '',
      '```md hint',
      'Return 1.',
      '```',
      '',
      '</Exercise>',
      '',
    ].join('\n');
    expect(fromMdx(chapter)).toEqual({
      format: 'hitbook-notebook',
      version: 1,
      title: 'Hand written',
      cells: [
        { id: 'cell-1', kind: 'markdown', source: '# Heading\n\nProse with $x$ and { braces }.' },
        { id: 'first', kind: 'code', source: 'const a = 1;' },
        {
          id: 'w',
          kind: 'exercise',
          exercise: {
            title: '',
            fn: 'f',
            compare: 'number',
            statement: 'Write $f$.',
            starter: 'export function f() {}',
            cases: '[]',
            solution: 'export function f() { return 1; }',
            hints: ['Return 1.'],
          },
        },
      ],
    });
  });

  it('says where a damaged .mdx file cannot be read', () => {
    expect(() => fromMdx('---\ntitle: x\n---\n\nText {unclosed\n')).toThrow(/^This \.mdx file cannot be read/);
    expect(() => fromMdx('<Exercise id="x" compare="number">\n\nno fn\n\n</Exercise>\n')).toThrow(
      'cells[0].exercise.fn is missing',
    );
  });

  it('compiles as MDX for random Markdown and exercises: nothing in the text is read as an expression, JSX or an import', async () => {
    // Code cells are left out: random code is not a cell that compiles, and its fence is literal anyway.
    const prose = notebookArb.map((nb) => ({ ...nb, cells: nb.cells.filter((c) => c.kind !== 'code') }));
    await fc.assert(
      fc.asyncProperty(prose, async (nb) => {
        const mdx = toMdx(nb);
        const body = mdx.slice((/^---\n[\s\S]*?\n---\n/.exec(mdx)?.[0] ?? '').length);
        const out = String(await compile(body, { remarkPlugins: [remarkGfm, remarkMath, remarkExercises] }));
        // MDX's own import of the JSX runtime aside, no import made it into the chapter.
        expect(out.split('\n').filter((l) => l.startsWith('import ') && !l.includes('"react/jsx-runtime"'))).toEqual(
          [],
        );
      }),
      { numRuns: 150 },
    );
  });
});
