/**
 * A notebook's Markdown written where another syntax reads it — MDX, for `.mdx` — and read
 * back exactly. MDX reads `{` as an expression, `<` as JSX and a line starting with `import`
 * or `export` as JavaScript; in the Markdown a teacher writes they are text. So, outside code
 * and maths (whose text MDX keeps literal, and where a backslash would change the maths), `{`,
 * `}` and `<` get a backslash and such a line's first letter becomes a character reference:
 * CommonMark and MDX both read these as the same characters, so the chapter shows what the
 * notebook shows.
 *
 * Where is code and maths is decided by the parse MDX makes of the blocks (no indented code,
 * no HTML: micromark-extension-mdx-md), which the escapes do not change, so `unescapeMdx`
 * finds the same places and undoes exactly what `escapeMdx` did. The one text it cannot tell
 * apart is an author's own `\{` from an added one: `mdxText` reports when its output does not
 * read back to the source, and the caller then carries the source alongside.
 */
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxMd } from 'micromark-extension-mdx-md';

/** The Markdown as MDX parses its blocks (code, maths, lists, …), without expressions or JSX. */
function parseAsMdxBlocks(text: string): Root {
  return fromMarkdown(text, {
    extensions: [mdxMd(), gfm(), math()],
    mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()],
  });
}

/**
 * The [start, end) offsets of code and maths, whose characters MDX keeps as they are. An inline
 * one that runs over several lines is cut before each line that starts with `{` or `<`: MDX
 * reads such a line as an expression or JSX before it sees the code span or formula around it,
 * so there the character is escaped too (that text then cannot read back exactly, and its
 * source is carried beside it: see mdxText).
 */
function literalRanges(tree: Root, text: string): [number, number][] {
  const ranges: [number, number][] = [];
  const walk = (node: Nodes): void => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'math' || node.type === 'inlineMath') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      let from = start;
      if (node.type === 'inlineCode' || node.type === 'inlineMath') {
        for (const m of text.slice(start, end).matchAll(/[\r\n][ \t]*[{<]/g)) {
          const at = start + m.index + m[0].length - 1;
          ranges.push([from, at]);
          from = at + 1;
        }
      }
      ranges.push([from, end]);
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return ranges;
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const ESM_WORD = /^(import|export)(?=[ \t\r\n]|$)/;
const ESM_ESCAPED = /^&#(105|101);(mport|xport)(?=[ \t\r\n]|$)/;

export function escapeMdx(source: string): string {
  const ranges = literalRanges(parseAsMdxBlocks(source), source);
  let out = '';
  let r = 0;
  for (let i = 0; i < source.length; i++) {
    while (r < ranges.length && (ranges[r]?.[1] ?? 0) <= i) r++;
    const range = ranges[r];
    if (range !== undefined && range[0] <= i) {
      out += source.slice(i, range[1]);
      i = range[1] - 1;
      continue;
    }
    const c = source.charAt(i);
    if (c === '\\' && ASCII_PUNCTUATION.test(source.charAt(i + 1))) {
      // An author's escape stays as it is (and is what `mdxText` then reports as ambiguous).
      out += source.slice(i, i + 2);
      i++;
    } else if (c === '{' || c === '}' || c === '<') {
      out += `\\${c}`;
    } else if (
      (c === 'i' || c === 'e') &&
      (i === 0 || source.charAt(i - 1) === '\n' || source.charAt(i - 1) === '\r') &&
      ESM_WORD.test(source.slice(i, i + 7))
    ) {
      out += c === 'i' ? '&#105;' : '&#101;';
    } else {
      out += c;
    }
  }
  return out;
}

export function unescapeMdx(text: string): string {
  const ranges = literalRanges(parseAsMdxBlocks(text), text);
  let out = '';
  let r = 0;
  for (let i = 0; i < text.length; i++) {
    while (r < ranges.length && (ranges[r]?.[1] ?? 0) <= i) r++;
    const range = ranges[r];
    if (range !== undefined && range[0] <= i) {
      out += text.slice(i, range[1]);
      i = range[1] - 1;
      continue;
    }
    const c = text.charAt(i);
    const next = text.charAt(i + 1);
    if (c === '\\' && (next === '{' || next === '}' || next === '<')) {
      out += next;
      i++;
    } else if (c === '\\' && ASCII_PUNCTUATION.test(next)) {
      out += text.slice(i, i + 2);
      i++;
    } else if (
      c === '&' &&
      (i === 0 || text.charAt(i - 1) === '\n' || text.charAt(i - 1) === '\r') &&
      ESM_ESCAPED.test(text.slice(i, i + 13))
    ) {
      out += text.charAt(i + 2) === '1' && text.charAt(i + 4) === '5' ? 'i' : 'e';
      i += 5;
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * The lines that close a fence or a `$$` block left open at the end of `text`: left open, it
 * would run on through the next cell of the chapter.
 */
function closers(text: string): string {
  const tree = parseAsMdxBlocks(text);
  const last = tree.children.at(-1);
  if (last?.type !== 'code' && last?.type !== 'math') return '';
  const raw = text.slice(last.position?.start.offset ?? 0, last.position?.end.offset ?? text.length);
  const lines = raw.split('\n');
  const open = /^\s*(`{3,}|~{3,}|\${2,})/.exec(lines[0] ?? '')?.[1] ?? '';
  const fence = open.charAt(0);
  const closing = lines.length > 1 && new RegExp(`^\\s*\\${fence}{${open.length},}\\s*$`).test(lines.at(-1) ?? '');
  return open === '' || closing ? '' : `\n${open}`;
}

/** The Markdown `source` as MDX text, and whether reading it back (unescapeMdx) gives `source` exactly. */
export function mdxText(source: string): { text: string; exact: boolean } {
  const escaped = escapeMdx(source);
  const text = escaped + closers(escaped);
  return { text, exact: unescapeMdx(text) === source };
}
