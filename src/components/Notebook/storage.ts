/**
 * Where a reader's edits live: localStorage, one entry per page holding each edited cell's
 * code and the version (hash) of the original it was edited from. Every access is guarded:
 * storage that is full, turned off or corrupt makes the functions report a problem, never
 * throw, so a page always works — it only forgets.
 */
import { codeHash } from './hash';

/** The part of the Web Storage API used here (a fake in the unit tests). */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Prefix of every key Hitbook writes; the version changes if the format ever does. */
export const PREFIX = 'hitbook:v1:';

/** A cell's saved edit: the code, the hash of the original it was made from, and where the cell was. */
export interface SavedCell {
  hash: string;
  code: string;
  /** The cell's index on the page when the edit was saved: where to look for it once its original changes (and with it its id). */
  at?: number;
  /** The code differs from the original only by handles moved (dragged, or with the keyboard), not by typing. */
  dragged?: boolean;
}

/** A page's saved edits, by cell id. */
export type SavedPage = Record<string, SavedCell>;

/** What went wrong with the storage, in words a reader can act on. */
export type StorageProblem = 'unavailable' | 'full';

export type Written = { ok: true } | { ok: false; problem: StorageProblem };

/** The page a path names: one key for `/docs/x` and `/docs/x/`. */
export function pageKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export const editsKey = (page: string): string => `${PREFIX}edits:${page}`;
export const heldKey = (page: string): string => `${PREFIX}held:${page}`;
export const runningKey = (page: string, cell: string): string => `${PREFIX}running:${page}#${cell}`;

/** The browser's localStorage, or null where touching it throws (disabled, sandboxed). */
export function browserStore(): KeyValueStore | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage;
  } catch {
    return null;
  }
}

export function problemOf(e: unknown): StorageProblem {
  const name = e instanceof Error || (typeof DOMException !== 'undefined' && e instanceof DOMException) ? e.name : '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' ? 'full' : 'unavailable';
}

/** Reads and parses a JSON value; anything unreadable or not an object reads as null. */
export function readJson(store: KeyValueStore | null, key: string): Record<string, unknown> | null {
  if (!store) return null;
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `record` without `key`. */
function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));
}

export function writeJson(store: KeyValueStore | null, key: string, value: Record<string, unknown>): Written {
  if (!store) return { ok: false, problem: 'unavailable' };
  try {
    if (Object.keys(value).length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
    return { ok: true };
  } catch (e) {
    return { ok: false, problem: problemOf(e) };
  }
}

function isSavedCell(v: unknown): v is SavedCell {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.hash === 'string' && typeof o.code === 'string';
}

/** A page's saved edits. Entries that are not well formed (a corrupt or foreign value) are left out. */
export function readPage(store: KeyValueStore | null, page: string): SavedPage {
  const raw = readJson(store, editsKey(page));
  const out: SavedPage = {};
  if (!raw) return out;
  for (const [id, v] of Object.entries(raw)) {
    if (!isSavedCell(v)) continue;
    out[id] = {
      hash: v.hash,
      code: v.code,
      ...(typeof v.at === 'number' ? { at: v.at } : {}),
      ...(v.dragged === true ? { dragged: true } : {}),
    };
  }
  return out;
}

/** A cell of the page as the build stamped it: its id, its index among the page's cells, the hash of its code. */
export interface PageCell {
  id: string;
  index: number;
  hash: string;
}

/**
 * Edits saved (or shared) under ids no cell of the page has now, moved to the cells they
 * belong to: edits kept under a cell's position (`"0"`, `"1"`, …, before cells had ids), and
 * edits of a cell whose original has changed since (its id is the hash of its code, so it
 * changed too). An entry goes to the cell whose original it was made from (its hash), the
 * nearest one to its old position when several cells have that code; an entry whose original
 * is on the page no more goes to the cell now at its old position, which then offers the
 * reader the choice between the versions. An entry no cell takes stays where it was: nothing
 * is lost. Entries under ids in use are left alone. Returns null when there is nothing to move.
 */
export function migratePositions(saved: SavedPage, cells: readonly PageCell[]): SavedPage | null {
  const ids = new Set(cells.map((c) => c.id));
  const positionOf = (key: string): number | undefined =>
    /^\d+$/.test(key) ? Number(key) : (saved[key] as SavedCell).at;
  const old = Object.keys(saved).filter((k) => !ids.has(k));
  if (old.length === 0) return null;
  const taken = new Set(cells.filter((c) => c.id in saved).map((c) => c.id));
  const out = new Map(Object.entries(saved));
  const move = (key: string, cell: PageCell): void => {
    taken.add(cell.id);
    out.set(cell.id, saved[key] as SavedCell);
    out.delete(key);
  };
  // First the edits whose original is still on the page, then the others by position.
  for (const key of old) {
    const entry = saved[key] as SavedCell;
    const at = positionOf(key) ?? 0;
    const best = cells
      .filter((c) => c.hash === entry.hash && !taken.has(c.id))
      .sort((a, b) => Math.abs(a.index - at) - Math.abs(b.index - at))[0];
    if (best) move(key, best);
  }
  for (const key of old) {
    if (!out.has(key)) continue;
    const entry = saved[key] as SavedCell;
    const at = positionOf(key);
    if (at === undefined || cells.some((c) => c.hash === entry.hash)) continue;
    const there = cells.find((c) => c.index === at && !taken.has(c.id));
    if (there) move(key, there);
  }
  const moved = Object.fromEntries(out);
  return old.every((k) => k in moved) ? null : moved;
}

/** `migratePositions` applied to a page's storage; does nothing when there is nothing to move. */
export function migratePage(store: KeyValueStore | null, page: string, cells: readonly PageCell[]): void {
  const moved = migratePositions(readPage(store, page), cells);
  if (moved) writeJson(store, editsKey(page), moved);
}

/** What to show for a cell, given what is saved for it. */
export type Restore =
  | { kind: 'none' }
  | { kind: 'restore'; code: string }
  /** Edits made to an older version of the cell: the reader chooses. */
  | { kind: 'changed'; code: string }
  /** Edits made to an older version, kept in the editor (an exercise's code): the cell says the original changed. */
  | { kind: 'kept'; code: string };

/**
 * What to show for a cell, given what is saved for it. A live cell shows a changed original
 * and offers the reader's old edits (`changed`); an exercise (`keepEdits`) is the reader's own
 * answer, as a Jupyter notebook's cell is: their code stays (`kept`) and the cell offers the
 * new starter. Saved code that is the old original itself was never the reader's: the new one
 * replaces it.
 */
export function restoreFor(saved: SavedCell | undefined, originalHash: string, keepEdits = false): Restore {
  if (!saved) return { kind: 'none' };
  if (saved.hash === originalHash) return { kind: 'restore', code: saved.code };
  if (!keepEdits) return { kind: 'changed', code: saved.code };
  return codeHash(saved.code) === saved.hash ? { kind: 'none' } : { kind: 'kept', code: saved.code };
}

/** Saves one cell's code; code equal to the original removes its entry instead. */
export function saveCell(
  store: KeyValueStore | null,
  page: string,
  cell: string,
  entry: SavedCell & { original: string },
): Written {
  const all = readPage(store, page);
  const kept: SavedCell = {
    hash: entry.hash,
    code: entry.code,
    ...(entry.at === undefined ? {} : { at: entry.at }),
    ...(entry.dragged === true ? { dragged: true } : {}),
  };
  const next = entry.code === entry.original ? without(all, cell) : { ...all, [cell]: kept };
  return writeJson(store, editsKey(page), next);
}

export function removeCell(store: KeyValueStore | null, page: string, cell: string): Written {
  const all = readPage(store, page);
  if (!(cell in all)) return { ok: true };
  return writeJson(store, editsKey(page), without(all, cell));
}

/** Forgets every saved edit of a page; returns what was there (for an undo). */
export function clearPage(store: KeyValueStore | null, page: string): SavedPage {
  const all = readPage(store, page);
  writeJson(store, editsKey(page), {});
  return all;
}

// ---- Safety records: a cell whose last run timed out or never finished is not run on load.

/** Why a cell waits for Run instead of running on load. */
export type HoldReason = 'timeout' | 'crash';

export interface Held {
  why: HoldReason;
  /** The hash of the code that ran: edited code is not held for what other code did. */
  hash: string;
}

export function readHeld(store: KeyValueStore | null, page: string): Record<string, Held> {
  const raw = readJson(store, heldKey(page));
  const out: Record<string, Held> = {};
  if (!raw) return out;
  for (const [id, v] of Object.entries(raw)) {
    if (typeof v !== 'object' || v === null) continue;
    const o = v as Record<string, unknown>;
    if ((o.why === 'timeout' || o.why === 'crash') && typeof o.hash === 'string')
      out[id] = { why: o.why, hash: o.hash };
  }
  return out;
}

export function setHeld(store: KeyValueStore | null, page: string, cell: string, held: Held | null): Written {
  const all = readHeld(store, page);
  if (held) return writeJson(store, heldKey(page), { ...all, [cell]: held });
  if (!(cell in all)) return { ok: true };
  return writeJson(store, heldKey(page), without(all, cell));
}

/**
 * Marks a cell as running (before its code runs) with the hash of the code. If the tab dies
 * before `markFinished`, the next load finds the mark and holds the cell.
 */
export function markRunning(store: KeyValueStore | null, page: string, cell: string, hash: string): void {
  try {
    store?.setItem(runningKey(page, cell), hash);
  } catch {
    // Without storage there is no crash record; the loop guard still protects the tab.
  }
}

export function markFinished(store: KeyValueStore | null, page: string, cell: string): void {
  try {
    store?.removeItem(runningKey(page, cell));
  } catch {
    // As above.
  }
}

/**
 * Whether a cell with this code will be held on load (a timeout or crash record for it, or a
 * run that never finished): read before the cell's first render, which must not run it.
 */
export function heldOnLoad(store: KeyValueStore | null, page: string, cell: string, hash: string): boolean {
  if (readHeld(store, page)[cell]?.hash === hash) return true;
  try {
    return store?.getItem(runningKey(page, cell)) === hash;
  } catch {
    return false;
  }
}

/**
 * On load: whether a cell was left running when the page last closed (a crash, a killed tab).
 * The mark becomes a held record, so the cell keeps waiting for Run across further reloads.
 */
export function takeCrashMark(store: KeyValueStore | null, page: string, cell: string): string | null {
  let hash: string | null;
  try {
    hash = store?.getItem(runningKey(page, cell)) ?? null;
  } catch {
    return null;
  }
  if (hash === null) return null;
  setHeld(store, page, cell, { why: 'crash', hash });
  markFinished(store, page, cell);
  return hash;
}
