/**
 * Reading a notebook that came from outside — a file, a link, a saved copy — is reading data
 * someone else may have written: every field is checked and copied, nothing else is kept,
 * and what is wrong is named by its path ("cells[2].source must be a string") so that the
 * reader can tell a damaged file from a wrong one.
 */
import type { CompareKind } from '../../Exercise/engine/types';
import {
  NOTEBOOK_FORMAT,
  NOTEBOOK_VERSION,
  type ComposedCell,
  type ComposedExercise,
  type ComposedNotebook,
} from '../document';

/** A notebook that cannot be read or written; the message is meant for the reader. */
export class FormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormatError';
  }
}

/**
 * The largest notebook read or written, in characters of its `.hitbook.json` text. The
 * notebooks are saved in the browser's localStorage, about 5 million characters per site
 * for all of them; the longest chapter (raycast-sphere.mdx) is about 60,000 characters.
 * A million leaves room for a long lesson and still for several notebooks side by side,
 * and bounds what a file or a link can make the page parse and render.
 */
export const MAX_NOTEBOOK_CHARS = 1_000_000;
/** The most cells a notebook may hold: far past any lesson, short of a page that crawls. */
export const MAX_CELLS = 1_000;

/**
 * What a cell id may hold: it becomes a live cell's `id=…`, an `<Exercise id>`, an nbformat
 * 4.5 cell id (at most 64 of these characters) and a storage key, so it is the strictest of those.
 */
export const CELL_ID = /^[\w-]{1,64}$/;
/** `fn` names the reader's function: a JavaScript identifier (it is an export of their code). */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Every CompareKind, to check a value read from outside (the type alone is gone at run time). */
export const COMPARE_KINDS = [
  'raycastHit',
  'sphereCastHit',
  'contact',
  'closestPoint',
  'vector',
  'number',
  'parameter',
  'boolean',
  'exact',
  'segmentPair',
] as const satisfies readonly CompareKind[];
// A CompareKind added to the engine and missing here fails the type check on this line.
export const ALL_COMPARE_KINDS_LISTED: Exclude<CompareKind, (typeof COMPARE_KINDS)[number]> extends never
  ? true
  : never = true;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value;
}

function string(o: Record<string, unknown>, key: string, path: string): string {
  const v = o[key];
  const at = path === '' ? key : `${path}.${key}`;
  if (v === undefined) throw new FormatError(`${at} is missing`);
  if (typeof v !== 'string') throw new FormatError(`${at} must be a string, not ${describe(v)}`);
  return v;
}

function optionalString(o: Record<string, unknown>, key: string, path: string): string | undefined {
  return o[key] === undefined ? undefined : string(o, key, path);
}

function exercise(value: unknown, path: string): ComposedExercise {
  if (!isRecord(value)) throw new FormatError(`${path} must be an object, not ${describe(value)}`);
  const fn = string(value, 'fn', path);
  if (!IDENTIFIER.test(fn)) throw new FormatError(`${path}.fn must be a function name, not ${describe(fn)}`);
  const compare = string(value, 'compare', path);
  if (!(COMPARE_KINDS as readonly string[]).includes(compare)) {
    throw new FormatError(`${path}.compare is ${describe(compare)}: it must be one of ${COMPARE_KINDS.join(', ')}`);
  }
  const hints = value.hints;
  if (!Array.isArray(hints)) throw new FormatError(`${path}.hints must be a list of strings, not ${describe(hints)}`);
  hints.forEach((h: unknown, i) => {
    if (typeof h !== 'string') throw new FormatError(`${path}.hints[${i}] must be a string, not ${describe(h)}`);
  });
  const tolerance = value.tolerance;
  if (tolerance !== undefined && (typeof tolerance !== 'number' || !Number.isFinite(tolerance) || tolerance <= 0)) {
    throw new FormatError(`${path}.tolerance must be a positive number, not ${describe(tolerance)}`);
  }
  // Built field by field: an optional field is absent, never present as undefined, so that a
  // notebook read back deep-equals the one written.
  const out: ComposedExercise = {
    title: string(value, 'title', path),
    fn,
    compare: compare as CompareKind,
    statement: string(value, 'statement', path),
    starter: string(value, 'starter', path),
    solution: string(value, 'solution', path),
    cases: string(value, 'cases', path),
    hints: hints as string[],
  };
  for (const key of ['reference', 'random', 'figure', 'forbid'] as const) {
    const v = optionalString(value, key, path);
    if (v !== undefined) out[key] = v;
  }
  if (tolerance !== undefined) out.tolerance = tolerance;
  return out;
}

function cell(value: unknown, path: string, ids: Set<string>): ComposedCell {
  if (!isRecord(value)) throw new FormatError(`${path} must be an object, not ${describe(value)}`);
  const id = string(value, 'id', path);
  if (!CELL_ID.test(id)) {
    throw new FormatError(`${path}.id is ${describe(id)}: an id is 1 to 64 letters, digits, _ and -`);
  }
  if (ids.has(id)) throw new FormatError(`${path}.id is "${id}", the id of an earlier cell: each cell needs its own`);
  ids.add(id);
  const kind = value.kind;
  switch (kind) {
    case 'code':
    case 'markdown':
      return { id, kind, source: string(value, 'source', path) };
    case 'exercise':
      return { id, kind, exercise: exercise(value.exercise, `${path}.exercise`) };
    case undefined:
      throw new FormatError(`${path}.kind is missing: a cell is code, markdown or exercise`);
    default:
      throw new FormatError(`${path}.kind is ${describe(kind)}: a cell is code, markdown or exercise`);
  }
}

/**
 * The notebook `value` holds, checked field by field and copied (unknown fields are dropped).
 * Throws a FormatError naming the first bad field's path.
 */
export function validateNotebook(value: unknown): ComposedNotebook {
  if (!isRecord(value)) throw new FormatError(`This is not a Hitbook notebook: it holds ${describe(value)}.`);
  if (value.format !== NOTEBOOK_FORMAT) {
    throw new FormatError(
      value.format === undefined
        ? 'This is not a Hitbook notebook: it has no format field.'
        : `This is not a Hitbook notebook: its format is ${describe(value.format)}, not "${NOTEBOOK_FORMAT}".`,
    );
  }
  const version = value.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > NOTEBOOK_VERSION) {
    throw new FormatError(
      `This notebook was made by a newer Hitbook (notebook version ${version}; this one reads version ${NOTEBOOK_VERSION}). Reload the page to get the newer Hitbook.`,
    );
  }
  if (version !== NOTEBOOK_VERSION) {
    throw new FormatError(`version must be ${NOTEBOOK_VERSION}, not ${describe(version)}`);
  }
  const title = string(value, 'title', '');
  const cells = value.cells;
  if (!Array.isArray(cells)) throw new FormatError(`cells must be a list, not ${describe(cells)}`);
  if (cells.length > MAX_CELLS) {
    throw new FormatError(`This notebook has ${cells.length} cells, more than the ${MAX_CELLS} a notebook may hold.`);
  }
  const ids = new Set<string>();
  const notebook: ComposedNotebook = {
    format: NOTEBOOK_FORMAT,
    version: NOTEBOOK_VERSION,
    title,
    cells: cells.map((c: unknown, i) => cell(c, `cells[${i}]`, ids)),
  };
  const size = JSON.stringify(notebook).length;
  if (size > MAX_NOTEBOOK_CHARS) throw tooLarge(size);
  return notebook;
}

/** The error for a notebook (or a file, or a link's contents) of `size` characters. */
export function tooLarge(size: number): FormatError {
  return new FormatError(
    `This notebook is too large: ${size.toLocaleString('en')} characters, more than the ${MAX_NOTEBOOK_CHARS.toLocaleString('en')} a notebook may hold.`,
  );
}

/**
 * Ids for the cells of an imported file: the id it carries when that is a valid id not given
 * yet, else a new `cell-<n>` that is neither given nor `reserved` (the ids later cells carry).
 */
export function idMaker(reserved: Iterable<string> = []): (wanted?: string) => string {
  const avoid = new Set(reserved);
  const given = new Set<string>();
  let n = 0;
  return (wanted?: string) => {
    if (wanted !== undefined && CELL_ID.test(wanted) && !given.has(wanted)) {
      given.add(wanted);
      avoid.add(wanted);
      return wanted;
    }
    let id: string;
    do id = `cell-${++n}`;
    while (avoid.has(id));
    given.add(id);
    avoid.add(id);
    return id;
  };
}

/** Line ends as one `\n`: a file whose first line ends in CRLF was converted as a whole (by an editor or git). */
export function normalizeFileLineEnds(text: string): string {
  const firstEnd = text.indexOf('\n');
  return firstEnd > 0 && text[firstEnd - 1] === '\r' ? text.replace(/\r\n/g, '\n') : text;
}
