import type { Element, ElementContent, Root, RootContent } from 'hast';

/** The text of a node, as a reader sees it (KaTeX's hidden MathML copy left out). */
function textOf(node: RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  const classes = node.properties.className;
  if (Array.isArray(classes) && classes.includes('katex-mathml')) return '';
  return node.children.map(textOf).join('');
}

/**
 * A wide table (an edge-case table on a phone) scrolls sideways inside its own box, and a
 * reader who has no mouse or touch can only scroll what can take the keyboard's focus. So each
 * table is focusable (`tabindex="0"`) and named after the section it is in ("Edge cases"),
 * which is what a screen reader says when the focus lands on it. Done at build time, it holds
 * without JavaScript too.
 */
export default function rehypeTableRegions() {
  return (tree: Root): void => {
    let heading = '';
    let count = 0;
    const visit = (node: Root | Element): void => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (/^h[1-6]$/.test(child.tagName)) {
          heading = textOf(child).trim();
          count = 0;
          continue;
        }
        if (child.tagName === 'table') {
          count += 1;
          child.properties.tabIndex = 0;
          child.properties.ariaLabel = `${heading || 'Table'}${count > 1 ? ` (table ${count})` : ''}`;
          continue;
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
