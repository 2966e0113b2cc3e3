// The reader's composed notebooks in localStorage: saved, listed newest first, renamed,
// duplicated, deleted with what an Undo needs, and every failure of the storage reported
// (full, unavailable) or read as "no notebook" (corrupt), never thrown.
import { describe, expect, it } from 'vitest';
import { NOTEBOOK_FORMAT, NOTEBOOK_VERSION, type ComposedNotebook } from '../../src/components/Composer/document';
import {
  deleteNotebook,
  duplicateNotebook,
  INDEX_KEY,
  isNotebookId,
  listNotebooks,
  loadNotebook,
  newNotebookId,
  notebookKey,
  problemMessage,
  renameNotebook,
  saveNotebook,
} from '../../src/components/Composer/store';
import type { KeyValueStore } from '../../src/components/Notebook/storage';
import { FakeStorage } from './support/fake-storage';

/** Storage the browser has turned off: every access throws a SecurityError. */
const refusing: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

function notebook(title: string, sources: string[] = ['console.log(1);']): ComposedNotebook {
  return {
    format: NOTEBOOK_FORMAT,
    version: NOTEBOOK_VERSION,
    title,
    cells: [
      { id: 'm1', kind: 'markdown', source: 'The area is $\\pi r^2$.' },
      ...sources.map((source, i) => ({ id: `c${i}`, kind: 'code' as const, source })),
    ],
  };
}

describe('saved notebooks', () => {
  it('comes back exactly as saved, under its own key, and listed with its title and cell count', () => {
    const store = new FakeStorage();
    const nb = notebook('Rays, week 3', ['const a = 1;', 'export const b = 2;']);
    expect(saveNotebook(store, 'n1', nb, 1000)).toEqual({ ok: true });
    expect(loadNotebook(store, 'n1')).toEqual(nb);
    expect(store.map.has(notebookKey('n1'))).toBe(true);
    expect(listNotebooks(store)).toEqual([{ id: 'n1', title: 'Rays, week 3', updated: 1000, cells: 3 }]);
  });

  it('lists several notebooks, the most recently changed first', () => {
    const store = new FakeStorage();
    saveNotebook(store, 'old', notebook('Old'), 1000);
    saveNotebook(store, 'new', notebook('New'), 3000);
    saveNotebook(store, 'mid', notebook('Mid'), 2000);
    expect(listNotebooks(store).map((e) => e.title)).toEqual(['New', 'Mid', 'Old']);
    // Saving again moves it to the top and keeps one line per notebook.
    saveNotebook(store, 'old', notebook('Old, edited'), 4000);
    expect(listNotebooks(store).map((e) => e.title)).toEqual(['Old, edited', 'New', 'Mid']);
  });

  it('renames and duplicates, leaving the original as it was', () => {
    const store = new FakeStorage();
    saveNotebook(store, 'a', notebook('Lab'), 1000);
    expect(renameNotebook(store, 'a', 'Lab 1: spheres', 2000)).toEqual({ ok: true });
    expect(loadNotebook(store, 'a')?.title).toBe('Lab 1: spheres');
    expect(duplicateNotebook(store, 'a', 'b', 3000)).toEqual({ ok: true });
    const copy = loadNotebook(store, 'b');
    expect(copy?.title).toBe('Lab 1: spheres (copy)');
    const original = loadNotebook(store, 'a')?.cells ?? [];
    // The same cells, under ids of their own: the reader's exercise answers are kept by cell id.
    const withoutId = (cells: readonly { id: string }[]): unknown[] => cells.map((c) => ({ ...c, id: undefined }));
    expect(withoutId(copy?.cells ?? [])).toEqual(withoutId(original));
    const ids = new Set([...original, ...(copy?.cells ?? [])].map((c) => c.id));
    expect(ids.size).toBe(original.length * 2);
    expect(listNotebooks(store).map((e) => e.id)).toEqual(['b', 'a']);
    // Renaming or copying a notebook that is not there says so.
    expect(renameNotebook(store, 'zz', 'x', 1).ok).toBe(false);
    expect(duplicateNotebook(store, 'zz', 'yy', 1).ok).toBe(false);
  });

  it('deletes a notebook and hands back what an Undo needs to save it again', () => {
    const store = new FakeStorage();
    const nb = notebook('Gone soon');
    saveNotebook(store, 'a', nb, 1000);
    saveNotebook(store, 'b', notebook('Stays'), 2000);
    const taken = deleteNotebook(store, 'a');
    expect(taken).toEqual(nb);
    expect(loadNotebook(store, 'a')).toBeNull();
    expect(store.map.has(notebookKey('a'))).toBe(false);
    expect(listNotebooks(store).map((e) => e.id)).toEqual(['b']);
    if (taken) saveNotebook(store, 'a', taken, 3000);
    expect(loadNotebook(store, 'a')).toEqual(nb);
    expect(deleteNotebook(store, 'never')).toBeNull();
  });

  it('reports a full storage instead of throwing, and keeps what was saved before', () => {
    const store = new FakeStorage(3000);
    expect(saveNotebook(store, 'small', notebook('Small'), 1000).ok).toBe(true);
    const big = notebook('Big', ['x'.repeat(5000)]);
    expect(saveNotebook(store, 'big', big, 2000)).toEqual({ ok: false, problem: 'full' });
    expect(loadNotebook(store, 'small')?.title).toBe('Small');
    expect(listNotebooks(store).map((e) => e.id)).toEqual(['small']);
    expect(problemMessage('full')).toMatch(/full/);
    expect(problemMessage('full')).toMatch(/Export/);
  });

  it('works without storage: nothing listed, nothing loaded, saving says why', () => {
    expect(listNotebooks(refusing)).toEqual([]);
    expect(loadNotebook(refusing, 'a')).toBeNull();
    expect(saveNotebook(refusing, 'a', notebook('x'), 1)).toEqual({ ok: false, problem: 'unavailable' });
    expect(deleteNotebook(refusing, 'a')).toBeNull();
    expect(saveNotebook(null, 'a', notebook('x'), 1)).toEqual({ ok: false, problem: 'unavailable' });
    expect(problemMessage('unavailable')).toMatch(/does not let the site store/);
  });

  it('reads a corrupt or foreign entry as no notebook, and leaves bad index lines out', () => {
    const store = new FakeStorage();
    store.setItem(notebookKey('bad'), '{not json');
    store.setItem(notebookKey('foreign'), JSON.stringify({ format: 'other', cells: [] }));
    store.setItem(notebookKey('nocells'), JSON.stringify({ format: NOTEBOOK_FORMAT, version: 1, title: 't' }));
    expect(loadNotebook(store, 'bad')).toBeNull();
    expect(loadNotebook(store, 'foreign')).toBeNull();
    expect(loadNotebook(store, 'nocells')).toBeNull();
    store.setItem(
      INDEX_KEY,
      JSON.stringify({
        ok: { title: 'Fine', updated: 5, cells: 2 },
        notitle: { updated: 5 },
        'bad id!': { title: 'x', updated: 1 },
        str: 'nope',
      }),
    );
    expect(listNotebooks(store)).toEqual([{ id: 'ok', title: 'Fine', updated: 5, cells: 2 }]);
  });
});

describe('notebook ids', () => {
  it('are fresh for each new notebook and safe in a URL', () => {
    let seed = 0;
    const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    const ids = new Set(Array.from({ length: 200 }, () => newNotebookId(1_700_000_000_000, random)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isNotebookId(id)).toBe(true);
    expect(isNotebookId('../x')).toBe(false);
    expect(isNotebookId('a?b')).toBe(false);
    expect(isNotebookId('')).toBe(false);
  });
});
