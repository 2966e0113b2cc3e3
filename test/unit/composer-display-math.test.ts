// `$$x$$` written on one line is display maths — alone in its paragraph or inside a sentence —
// as Jupyter (MathJax) sets it, both in a composed notebook's Markdown cell and in the chapter
// its .mdx export becomes (remark-math alone makes it inline: the teacher's review found the
// notebook's display formula shrunk to the text's size). `$x$` stays inline, and a `$$` block on
// lines of its own stays display maths.
import { compile } from '@mdx-js/mdx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import type { ComposedNotebook } from '../../src/components/Composer/document';
import { toMdx } from '../../src/components/Composer/formats';
import { SafeMarkdown } from '../../src/components/Composer/markdown';
import remarkDisplayMath from '../../src/plugins/remark-display-math';
import remarkExercises from '../../src/plugins/remark-exercises';

/** How many display formulas (KaTeX's katex-display) and inline ones the HTML holds. */
function formulas(html: string): { display: number; inline: number } {
  const all = html.match(/class="katex"/g)?.length ?? 0;
  const display = html.match(/class="katex-display"/g)?.length ?? 0;
  return { display, inline: all - display };
}

const composer = (source: string) => formulas(renderToStaticMarkup(createElement(SafeMarkdown, { source })));

/** The chapter an .mdx export of one Markdown cell becomes, compiled as the site compiles docs/. */
async function chapter(source: string): Promise<{ display: number; inline: number }> {
  const nb: ComposedNotebook = {
    format: 'hitbook-notebook',
    version: 1,
    title: 'Maths',
    cells: [{ id: 'm1', kind: 'markdown', source }],
  };
  const mdx = toMdx(nb).replace(/^---\n[\s\S]*?\n---\n/, '');
  const js = String(
    await compile(mdx, {
      remarkPlugins: [remarkMath, remarkDisplayMath],
      rehypePlugins: [rehypeKatex],
    }),
  );
  // The compiled module writes KaTeX's output as JSX: its class names are string literals.
  const all = js.match(/"katex"/g)?.length ?? 0;
  const display = js.match(/"katex-display"/g)?.length ?? 0;
  return { display, inline: all - display };
}

const CASES: { name: string; source: string; want: { display: number; inline: number } }[] = [
  {
    name: 'a paragraph that is only $$…$$',
    source: 'Before.\n\n$$x^2 + y^2 = r^2$$\n\nAfter.',
    want: { display: 1, inline: 0 },
  },
  {
    name: '$$…$$ inside a sentence',
    source: 'The circle $$x^2 + y^2 = r^2$$ has radius $r$.',
    want: { display: 1, inline: 1 },
  },
  { name: 'a $$ block on lines of its own', source: '$$\n\\frac{a}{b}\n$$', want: { display: 1, inline: 0 } },
  { name: 'single dollars', source: 'Inline $t \\in [0, 1]$ only.', want: { display: 0, inline: 1 } },
];

describe('$$…$$ on one line', () => {
  for (const { name, source, want } of CASES) {
    it(`${name}: the composer and the exported chapter agree`, async () => {
      expect(composer(source)).toEqual(want);
      expect(await chapter(source)).toEqual(want);
    });
  }

  it('in an exercise’s hint, which the chapter parses from the hint’s own text', async () => {
    const nb: ComposedNotebook = {
      format: 'hitbook-notebook',
      version: 1,
      title: 'Hints',
      cells: [
        {
          id: 'ex1',
          kind: 'exercise',
          exercise: {
            title: 'Clamp',
            fn: 'clamp',
            compare: 'number',
            statement: 'Write clamp.',
            starter: 'export function clamp(x: number) {\n  return x;\n}',
            solution: 'export function clamp(x: number) {\n  return x;\n}',
            cases: "[{ name: 'one', args: [1] }]",
            hints: ['Clamp each end:\n\n$$\\max(lo, \\min(x, hi))$$'],
          },
        },
      ],
    };
    expect(composer(nb.cells[0]?.kind === 'exercise' ? (nb.cells[0].exercise.hints[0] ?? '') : '')).toEqual({
      display: 1,
      inline: 0,
    });
    const mdx = toMdx(nb).replace(/^---\n[\s\S]*?\n---\n/, '');
    const js = String(
      await compile(mdx, {
        remarkPlugins: [remarkMath, remarkDisplayMath, remarkExercises],
        rehypePlugins: [rehypeKatex],
      }),
    );
    expect(js.match(/"katex-display"/g)?.length).toBe(1);
  });

  it('inside a sentence keeps the sentence one paragraph (no <div> inside a <p>)', () => {
    const html = renderToStaticMarkup(createElement(SafeMarkdown, { source: 'Then $$a = b$$ follows.' }));
    expect(html).toMatch(/^<div><p>Then <span class="hb-math hb-math-display"><span class="katex-display">/);
    expect(html).toMatch(/<\/span> follows\.<\/p><\/div>$/);
  });
});
