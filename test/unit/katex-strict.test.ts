// A malformed formula must fail the site's build and say where it is; a good one renders.
import { compile } from '@mdx-js/mdx';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeKatexStrict from '../../src/plugins/rehype-katex-strict';

// The same plugins, in the same order, as the docs and pages in docusaurus.config.ts.
const options = { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex, rehypeKatexStrict] };

describe('rehype-katex-strict', () => {
  it('fails on a malformed formula, naming the file, line and column', async () => {
    const file = new VFile({
      path: 'docs/broken.mdx',
      value: '# Title\n\nFine: $a^2$.\n\nBroken: $\\frac{1}{$ here.\n',
    });
    await expect(compile(file, options)).rejects.toThrow(/^Malformed formula at docs\/broken\.mdx:5:9: /);
  });

  it('lets well-formed display and inline maths through', async () => {
    const file = new VFile({
      path: 'docs/ok.mdx',
      value: '$$\n|AC| = \\vec{AS}\\cdot\\hat{n}\n$$\n\nand $t \\in [0, 1]$.\n',
    });
    const out = String(await compile(file, options));
    expect(out).toContain('katex');
    expect(out).not.toContain('katex-error');
  });
});
