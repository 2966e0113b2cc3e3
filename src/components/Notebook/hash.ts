/**
 * The version of a cell's original code: FNV-1a over its UTF-16 code units, as 8 hex digits.
 * The build stamps it on every cell (remark-live-cells) and saved edits carry it, so edits
 * made to one version of a cell are never silently laid over another. Not a security hash:
 * it only has to tell two versions of the same cell apart.
 */
export function codeHash(code: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) {
    h ^= code.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}
