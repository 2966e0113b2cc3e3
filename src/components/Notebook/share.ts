/**
 * Share links: a page's edited cells, carried in the link itself. The cells are JSON,
 * deflated (CompressionStream 'deflate-raw') and written in base64url after `#hb-share=`:
 * the fragment never leaves the reader's browser, so no server is involved.
 */

import { isShareFragment, SHARE_PREFIX } from './fragment';

export { isShareFragment, SHARE_PREFIX };

/**
 * The longest fragment a share may make. Browsers take links of megabytes, but mail, chat
 * and issue trackers cut or refuse long ones; past this a share fails with a message rather
 * than making a link that arrives broken.
 */
export const MAX_SHARE_CHARS = 16_000;

/** A shared cell: its id on the page, the hash of the original it was edited from, the code. */
export interface SharedCell {
  id: string;
  hash: string;
  code: string;
}

/** A share that cannot be made or read; the message is meant for the reader. */
export class ShareError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShareError';
  }
}

const FORMAT = 1;

export async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

export function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text))
    throw new ShareError('This shared link is damaged: it holds characters a share never contains.');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  let bin: string;
  try {
    bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  } catch {
    throw new ShareError('This shared link is damaged: it was probably cut short when it was copied.');
  }
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The fragment (with its `#hb-share=` prefix) that carries `cells`. Throws a ShareError when too large. */
export async function encodeShare(cells: readonly SharedCell[]): Promise<string> {
  const json = JSON.stringify({ v: FORMAT, c: cells.map((c) => [c.id, c.hash, c.code]) });
  const packed = await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
  const fragment = SHARE_PREFIX + toBase64Url(packed);
  if (fragment.length > MAX_SHARE_CHARS) {
    throw new ShareError(
      `These edits make a link of ${fragment.length.toLocaleString('en')} characters, more than the ${MAX_SHARE_CHARS.toLocaleString('en')} a link can safely carry. Reset the cells you do not need to share, or shorten them.`,
    );
  }
  return fragment;
}

/** The cells a `#hb-share=` fragment carries. Throws a ShareError naming what is wrong. */
export async function decodeShare(hash: string): Promise<SharedCell[]> {
  if (!isShareFragment(hash)) throw new ShareError('This link does not carry shared cells.');
  const bytes = fromBase64Url(hash.slice(SHARE_PREFIX.length));
  if (bytes.length === 0)
    throw new ShareError('This shared link is empty: it was probably cut short when it was copied.');
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(await pipe(bytes, new DecompressionStream('deflate-raw')));
  } catch {
    throw new ShareError(
      'This shared link is damaged and cannot be unpacked: it was probably cut short or changed when it was copied.',
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ShareError('This shared link is damaged: its contents are not a Hitbook share.');
  }
  const o = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (typeof o.v === 'number' && o.v > FORMAT) {
    throw new ShareError('This shared link was made by a newer version of Hitbook; reload the page to get it.');
  }
  if (o.v !== FORMAT || !Array.isArray(o.c))
    throw new ShareError('This shared link is damaged: its contents are not a Hitbook share.');
  return o.c.map((entry: unknown) => {
    if (!Array.isArray(entry) || entry.length !== 3 || !entry.every((x) => typeof x === 'string')) {
      throw new ShareError('This shared link is damaged: its contents are not a Hitbook share.');
    }
    const [id, hash_, code] = entry as [string, string, string];
    return { id, hash: hash_, code };
  });
}
