import { describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeTableRegions from '../../src/plugins/rehype-table-regions';

function tables(markdown: string): Element[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  const tree = processor.runSync(processor.parse(markdown));
  rehypeTableRegions()(tree);
  const found: Element[] = [];
  const walk = (node: Root | Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'table') found.push(child);
      walk(child);
    }
  };
  walk(tree);
  return found;
}

describe('tables a keyboard can scroll', () => {
  it('makes every table focusable and names it after its section', () => {
    const found = tables(
      [
        '## Edge cases',
        '',
        '| case | result |',
        '| ---- | ------ |',
        '| start inside | `null` |',
        '',
        '## Errors',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        '| c | d |',
        '| - | - |',
        '| 3 | 4 |',
      ].join('\n'),
    );
    expect(found.map((t) => [t.properties.tabIndex, t.properties.ariaLabel])).toEqual([
      [0, 'Edge cases'],
      [0, 'Errors'],
      [0, 'Errors (table 2)'],
    ]);
  });
});
