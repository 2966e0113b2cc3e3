/**
 * The one door through which the composer reads and writes notebooks in other forms (file,
 * share link, .mdx, .ipynb, .ts) and renders Markdown safely. Until ./formats and ./markdown
 * land it re-exports small stand-ins (./interim-formats); merging them means pointing these
 * lines there, nothing else in the composer changes.
 */
export {
  FormatError,
  validateNotebook,
  toFile,
  fromFile,
  toShareFragment,
  fromShareFragment,
  SHARE_LINK_LIMIT,
  toMdx,
  toIpynb,
  toTs,
  exportNotebook,
  importNotebook,
  type ExportKind,
} from './interim-formats';
export { SafeMarkdown } from './interim-formats';

import type { ExportKind } from './interim-formats';

/**
 * The kinds the Export menu offers (and the browser test round-trips), in menu order. The
 * stand-ins write only the file; with ./formats: ['json', 'mdx', 'ipynb', 'ts'].
 */
export const EXPORT_KINDS: readonly ExportKind[] = ['json'];

/** What an import's file input accepts. */
export const IMPORT_ACCEPT = '.json,.hitbook.json,.mdx,.ipynb,.ts,application/json';
