/**
 * The downloaded notebook, `<title>.hitbook.json`: the ComposedNotebook itself as indented
 * JSON (format, version, title, cells), readable in a diff and checked field by field on the way in.
 */
import type { ComposedNotebook } from '../document';
import { FormatError, MAX_NOTEBOOK_CHARS, tooLarge, validateNotebook } from './validate';

export function toFile(nb: ComposedNotebook): string {
  const { format, version, title, cells } = validateNotebook(nb);
  return `${JSON.stringify({ format, version, title, cells }, null, 2)}\n`;
}

export function fromFile(text: string): ComposedNotebook {
  // Checked before parsing: JSON.parse of a huge file would hold the page for seconds.
  // The indented file is longer than the compact notebook the limit counts; allow for it.
  if (text.length > 2 * MAX_NOTEBOOK_CHARS) throw tooLarge(text.length);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new FormatError(
      `This file is not a Hitbook notebook: it is not JSON (${e instanceof Error ? e.message : String(e)}).`,
    );
  }
  return validateNotebook(value);
}
