import { dirname, resolve } from 'node:path';
import type { Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { readApi, renderApi } from './api-reference.ts';

export interface ApiReferenceOptions {
  /** The library's entry module, whose exports the reference lists. */
  entry: string;
}

/** The reference as Markdown AST: the page's headings, table of contents and search index then hold all of it. */
export function apiReferenceTree(entry: string, docsDir: string): RootContent[] {
  const markdown = renderApi(readApi(entry), docsDir);
  const tree = fromMarkdown(markdown, {
    extensions: [gfm(), math()],
    mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()],
  });
  // The page is MDX, which has no raw HTML: TSDoc that reads as HTML would vanish from it.
  visit(tree, 'html', (node) => {
    throw new Error(`API reference: the TSDoc contains raw HTML, which MDX drops: ${node.value}`);
  });
  return tree.children;
}

/**
 * Replaces `<ApiReference />` in a page with the reference to the library, generated at
 * build time from its exports and their TSDoc (see api-reference.ts). An exported function
 * without complete TSDoc fails the build, naming it and its file and line.
 */
export default function remarkApiReference(options: ApiReferenceOptions) {
  return (tree: Root, file: VFile): void => {
    const docsDir = dirname(resolve(file.path));
    let generated: RootContent[] | null = null;
    tree.children = tree.children.flatMap((node) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'ApiReference') return [node];
      generated ??= apiReferenceTree(options.entry, docsDir);
      return generated;
    });
  };
}
