/**
 * Every form a composed notebook takes outside the page, and the way back: the `.hitbook.json`
 * file, the share link, and `.mdx` (a chapter), `.ipynb` (Jupyter) and `.ts` (one TypeScript file).
 * Each reads back what it wrote, equal as a ComposedNotebook; each reader throws a FormatError
 * whose message is meant for the person who opened the file or the link.
 */
export { FormatError, validateNotebook, MAX_NOTEBOOK_CHARS } from './validate';
export { toFile, fromFile } from './file';
export {
  toShareFragment,
  fromShareFragment,
  SHARE_LINK_LIMIT,
  NOTEBOOK_SHARE_PREFIX,
  isNotebookShareFragment,
} from './share';
export { toMdx, fromMdx } from './mdx';
export { toIpynb, fromIpynb } from './ipynb';
export { toTs, fromTs } from './ts';
export { exportNotebook, importNotebook, type ExportKind } from './kinds';
