/**
 * The reader's composed notebooks in this browser: one localStorage entry per notebook (the
 * notebook as a ComposedNotebook) and an index of them (title, last change, cell count) for
 * the list on /notebooks. Every access goes through the guards of Notebook/storage.ts: full,
 * disabled or corrupt storage is reported, never thrown, and a damaged entry reads as absent.
 */
import {
  PREFIX,
  readJson,
  writeJson,
  type KeyValueStore,
  type StorageProblem,
  type Written,
} from '../Notebook/storage';
import type { ComposedNotebook } from './document';
import { freshCellId } from './edit';
import { validateNotebook } from './formats-api';

export const INDEX_KEY = `${PREFIX}notebooks`;
export const notebookKey = (id: string): string => `${PREFIX}notebook:${id}`;

/** One line of the list. */
export interface NotebookEntry {
  id: string;
  title: string;
  /** When it last changed (ms since 1970). */
  updated: number;
  cells: number;
}

/** Ids are letters, digits and dashes: they go into URLs (`/notebook?id=…`) and keys. */
export function isNotebookId(id: string): boolean {
  return /^[A-Za-z0-9-]{1,64}$/.test(id);
}

/** A fresh id: time and randomness, so two tabs creating notebooks at once do not collide. */
export function newNotebookId(now: number, random: () => number = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

/** The notebooks, most recently changed first. Index lines that are not well formed are left out. */
export function listNotebooks(store: KeyValueStore | null): NotebookEntry[] {
  const raw = readJson(store, INDEX_KEY) ?? {};
  const out: NotebookEntry[] = [];
  for (const [id, v] of Object.entries(raw)) {
    if (!isNotebookId(id) || typeof v !== 'object' || v === null) continue;
    const o = v as Record<string, unknown>;
    if (typeof o.title !== 'string' || typeof o.updated !== 'number') continue;
    out.push({ id, title: o.title, updated: o.updated, cells: typeof o.cells === 'number' ? o.cells : 0 });
  }
  return out.sort((a, b) => b.updated - a.updated || a.id.localeCompare(b.id));
}

/** A saved notebook, or null when there is none under `id` or it cannot be read as one. */
export function loadNotebook(store: KeyValueStore | null, id: string): ComposedNotebook | null {
  const raw = readJson(store, notebookKey(id));
  if (!raw) return null;
  try {
    return validateNotebook(raw);
  } catch {
    return null;
  }
}

function writeIndex(store: KeyValueStore | null, entries: readonly NotebookEntry[]): Written {
  return writeJson(
    store,
    INDEX_KEY,
    Object.fromEntries(entries.map((e) => [e.id, { title: e.title, updated: e.updated, cells: e.cells }])),
  );
}

/** Saves `nb` under `id` (created or replaced) and its line in the index. */
export function saveNotebook(store: KeyValueStore | null, id: string, nb: ComposedNotebook, now: number): Written {
  const written = writeJson(store, notebookKey(id), nb as unknown as Record<string, unknown>);
  if (!written.ok) return written;
  const others = listNotebooks(store).filter((e) => e.id !== id);
  return writeIndex(store, [{ id, title: nb.title, updated: now, cells: nb.cells.length }, ...others]);
}

export function renameNotebook(store: KeyValueStore | null, id: string, title: string, now: number): Written {
  const nb = loadNotebook(store, id);
  if (!nb) return { ok: false, problem: 'unavailable' };
  return saveNotebook(store, id, { ...nb, title }, now);
}

/** A copy of notebook `id` under `newId`, titled "… (copy)". */
export function duplicateNotebook(store: KeyValueStore | null, id: string, newId: string, now: number): Written {
  const nb = loadNotebook(store, id);
  if (!nb) return { ok: false, problem: 'unavailable' };
  // New cell ids: a reader's exercise code and a cell's timeout record are kept by cell id, and
  // a copy sharing the original's ids shared them too (an answer typed in one showed in the other).
  const cells: ComposedNotebook['cells'] = [];
  for (const cell of nb.cells) cells.push({ ...cell, id: freshCellId({ ...nb, cells: [...nb.cells, ...cells] }) });
  const copy: ComposedNotebook = { ...nb, title: `${nb.title} (copy)`, cells };
  return saveNotebook(store, newId, copy, now);
}

/** Forgets notebook `id`; returns it (for an Undo), or null if there was none. */
export function deleteNotebook(store: KeyValueStore | null, id: string): ComposedNotebook | null {
  const nb = loadNotebook(store, id);
  try {
    store?.removeItem(notebookKey(id));
  } catch {
    // Unavailable storage: nothing there to remove.
  }
  writeIndex(
    store,
    listNotebooks(store).filter((e) => e.id !== id),
  );
  return nb;
}

/** What a failed save says, in words a reader can act on. */
export function problemMessage(problem: StorageProblem): string {
  return problem === 'full'
    ? 'Not saved: this browser’s storage for the site is full. Export the notebook (.hitbook.json) to keep it, or delete notebooks you no longer need.'
    : 'Not saved: this browser does not let the site store anything. Export the notebook (.hitbook.json) to keep it.';
}
