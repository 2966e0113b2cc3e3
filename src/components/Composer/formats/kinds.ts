/** Export by kind and import by file name: what the page's Export menu and file picker call. */
import type { ComposedNotebook } from '../document';
import { fromFile, toFile } from './file';
import { fromIpynb, toIpynb } from './ipynb';
import { fromMdx, toMdx } from './mdx';
import { fromTs, toTs } from './ts';
import { FormatError, MAX_NOTEBOOK_CHARS, tooLarge } from './validate';

export type ExportKind = 'json' | 'mdx' | 'ipynb' | 'ts';

const KINDS: Record<ExportKind, { extension: string; mime: string; write: (nb: ComposedNotebook) => string }> = {
  json: { extension: '.hitbook.json', mime: 'application/json', write: toFile },
  mdx: { extension: '.mdx', mime: 'text/markdown', write: toMdx },
  ipynb: { extension: '.ipynb', mime: 'application/x-ipynb+json', write: toIpynb },
  ts: { extension: '.ts', mime: 'text/typescript', write: toTs },
};

/**
 * The title as a file name: lower-case ASCII letters, digits and hyphens (accents dropped), at
 * most 60 characters — also a valid docs/ file name and URL slug for the .mdx.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? 'notebook' : slug;
}

export function exportNotebook(
  nb: ComposedNotebook,
  kind: ExportKind,
): { filename: string; mime: string; text: string } {
  const { extension, mime, write } = KINDS[kind];
  return { filename: slugify(nb.title) + extension, mime, text: write(nb) };
}

type Reader = (text: string) => ComposedNotebook;

/** Which reader a file's content asks for, when its name does not say. */
function sniff(text: string): Reader | undefined {
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('{')) {
    if (/"nbformat"\s*:/.test(text)) return fromIpynb;
    if (/"format"\s*:\s*"hitbook-notebook"/.test(text)) return fromFile;
    return undefined;
  }
  if (head.startsWith('// @hitbook ') || /^\/\/ ?%%/m.test(head)) return fromTs;
  if (head.startsWith('---\n') || head.startsWith('---\r\n') || /^\{\/\* hitbook /m.test(head)) return fromMdx;
  return undefined;
}

/** The notebook a file holds: read by its extension, else by its content. Throws a FormatError. */
export function importNotebook(filename: string, text: string): ComposedNotebook {
  if (text.length > 2 * MAX_NOTEBOOK_CHARS) throw tooLarge(text.length);
  const name = filename.toLowerCase();
  const byName: Reader | undefined = name.endsWith('.json')
    ? fromFile
    : name.endsWith('.ipynb')
      ? fromIpynb
      : name.endsWith('.mdx') || name.endsWith('.md')
        ? fromMdx
        : name.endsWith('.ts') || name.endsWith('.tsx')
          ? fromTs
          : undefined;
  const read = byName ?? sniff(text);
  if (read === undefined) {
    throw new FormatError(
      `${filename} is not a notebook Hitbook can open: open a .hitbook.json, .mdx, .ipynb or .ts file.`,
    );
  }
  const nb = read(text);
  // A file made elsewhere, with no title of its own (a plain .ts, a Jupyter notebook, a chapter
  // without front matter), is named after the file; a title the file carries is kept, even ''.
  const carriesTitle =
    read === fromFile ||
    (read === fromTs && text.includes('// @hitbook ')) ||
    (read === fromIpynb && /"hitbook"\s*:\s*\{\s*"format"/.test(text)) ||
    (read === fromMdx && /^(\uFEFF)?---\r?\n(?:.*\r?\n)*?title:/.test(text));
  if (nb.title === '' && !carriesTitle) {
    return { ...nb, title: filename.replace(/^.*[\\/]/, '').replace(/(\.hitbook)?\.[^.]+$/, '') };
  }
  return nb;
}
