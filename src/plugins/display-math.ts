/**
 * When `$$…$$` is display maths — one rule for the chapters (remark-display-math.ts) and for
 * the composer's Markdown cells (Composer/markdown), so that a notebook exported as `.mdx`
 * shows its maths as the notebook did.
 *
 * remark-math (micromark-extension-math) makes display maths only of `$$` on lines of their
 * own; `$$x$$` on one line is inline maths, set in the text's size. Jupyter (MathJax) sets
 * `$$…$$` as display maths wherever it is — alone in its paragraph or inside a sentence — and
 * a teacher coming from Jupyter writes it so. Here both read it as Jupyter does: inline maths
 * written between double dollars is display maths.
 */
import type { InlineMath } from 'mdast-util-math';

/** Whether `node` (inline maths, parsed from `source`) was written between `$$`: then it is display maths. */
export function isDoubleDollar(node: InlineMath, source: string): boolean {
  const start = node.position?.start.offset;
  return start !== undefined && source.startsWith('$$', start);
}
