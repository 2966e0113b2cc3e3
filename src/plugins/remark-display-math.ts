/**
 * `$$x$$` written on one line is display maths in a chapter, as in Jupyter (display-math.ts):
 * a paragraph that is only that becomes a `math` block (centred, on its own line, as a
 * `$$`-fenced block renders), and one inside a sentence is rendered by rehype-katex in display
 * mode where it stands. Runs after remark-math.
 */
import type { Paragraph, Root } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isDoubleDollar } from './display-math.ts';

export default function remarkDisplayMath() {
  return (tree: Root, file: VFile): void => {
    displayMath(tree, String(file.value));
  };
}

/** The rule on a tree parsed from `source` (also a hint's tree, parsed from the hint's own text by remark-exercises). */
export function displayMath(tree: Root, source: string): void {
  visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
    const content = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
    const only = content.length === 1 ? content[0] : undefined;
    if (only?.type === 'inlineMath' && isDoubleDollar(only, source) && parent && index !== undefined) {
      // As mdast-util-math's parser writes a `$$` block: what it becomes in HTML is in its data.
      const code = { className: ['language-math', 'math-display'] };
      parent.children.splice(index, 1, {
        type: 'math',
        value: only.value,
        data: {
          hName: 'pre',
          hChildren: [
            { type: 'element', tagName: 'code', properties: code, children: [{ type: 'text', value: only.value }] },
          ],
        },
        ...(only.position ? { position: only.position } : {}),
      });
      return SKIP;
    }
    return undefined;
  });
  visit(tree, 'inlineMath', (node) => {
    if (!isDoubleDollar(node, source)) return;
    // mdast-util-math writes inline maths as <code class="language-math math-inline">;
    // rehype-katex renders one whose class says math-display in display mode.
    node.data = { ...node.data, hProperties: { className: ['language-math', 'math-display'] } };
  });
}
