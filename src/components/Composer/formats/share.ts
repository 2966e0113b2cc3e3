/**
 * A whole notebook in a link: its JSON deflated ('deflate-raw') and written in base64url
 * after `#hb-notebook=`, as the page-edit share links do (Notebook/share.ts) but under a prefix
 * of its own, so that neither page mistakes the other's link. The fragment never reaches a
 * server. Opening one is reading someone else's data: the unpacking stops at a bounded size
 * (a few kilobytes of deflate can unpack to gigabytes) and the notebook is validated.
 */
import { fromBase64Url, pipe, ShareError, toBase64Url } from '../../Notebook/share';
import type { ComposedNotebook } from '../document';
import { FormatError, MAX_NOTEBOOK_CHARS, tooLarge, validateNotebook } from './validate';

export const NOTEBOOK_SHARE_PREFIX = '#hb-notebook=';

/**
 * The longest URL (origin, path and fragment) the page puts in a share link; past it, it offers
 * the file instead. Browsers open links of megabytes, but the places a teacher pastes a link
 * cut or refuse long ones: a Slack message holds 40,000 characters, a Teams one about 28,000,
 * and mail clients wrap or truncate. 16,000 is the bound the page-edit share links use
 * (Notebook/share.ts MAX_SHARE_CHARS), so the two kinds of link travel equally well; a lesson
 * of a dozen cells compresses to a few thousand characters.
 */
export const SHARE_LINK_LIMIT = 16_000;

/** True when a URL fragment carries a whole notebook (whether or not it can be read). */
export function isNotebookShareFragment(hash: string): boolean {
  return hash.startsWith(NOTEBOOK_SHARE_PREFIX) || hash.startsWith(NOTEBOOK_SHARE_PREFIX.slice(1));
}

/** The fragment, `#hb-notebook=` included, that carries `nb`. */
export async function toShareFragment(nb: ComposedNotebook): Promise<string> {
  const json = JSON.stringify(validateNotebook(nb));
  const packed = await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
  return NOTEBOOK_SHARE_PREFIX + toBase64Url(packed);
}

/** At most `limit` bytes of the inflated `bytes`; throws a FormatError past it, without inflating the rest. */
async function inflateBounded(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge(total);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const DAMAGED = 'This notebook link is damaged: it was probably cut short or changed when it was copied.';

/** The notebook a `#hb-notebook=` fragment carries (with or without its `#`). Throws a FormatError. */
export async function fromShareFragment(fragment: string): Promise<ComposedNotebook> {
  if (!isNotebookShareFragment(fragment)) throw new FormatError('This link does not carry a notebook.');
  const body = fragment.slice(fragment.indexOf('=') + 1);
  let bytes: Uint8Array;
  try {
    bytes = fromBase64Url(body);
  } catch (e) {
    throw new FormatError(e instanceof ShareError ? e.message.replace('shared link', 'notebook link') : DAMAGED);
  }
  if (bytes.length === 0) throw new FormatError(DAMAGED);
  let inflated: Uint8Array;
  try {
    // UTF-8 takes up to 3 bytes per character (4 per surrogate pair, 2 characters).
    inflated = await inflateBounded(bytes, 3 * MAX_NOTEBOOK_CHARS);
  } catch (e) {
    if (e instanceof FormatError) throw e;
    throw new FormatError(DAMAGED);
  }
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
  } catch {
    throw new FormatError('This notebook link is damaged: its contents are not a notebook.');
  }
  return validateNotebook(value);
}
