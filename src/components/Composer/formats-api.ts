/**
 * The one door through which the composer reads and writes notebooks in other forms (file,
 * share link, .mdx, .ipynb, .ts) and renders Markdown safely (./formats, ./markdown).
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
} from './formats';
export { SafeMarkdown } from './markdown';

import type { ExportKind } from './formats';

/** The kinds the Export menu offers (and the browser test round-trips), in menu order. */
export const EXPORT_KINDS: readonly ExportKind[] = ['json', 'mdx', 'ipynb', 'ts'];

/** What an import's file input accepts. */
export const IMPORT_ACCEPT = '.json,.hitbook.json,.mdx,.ipynb,.ts,application/json';
