// Saved edits: versioned by the original's hash, robust to corrupt values, full or missing
// storage, and the crash marks that keep a cell from running after a reload.
import { describe, expect, it } from 'vitest';
import { codeHash } from '../../src/components/Notebook/hash';
import {
  clearPage,
  editsKey,
  heldOnLoad,
  markFinished,
  markRunning,
  migratePage,
  migratePositions,
  pageKey,
  readHeld,
  readPage,
  removeCell,
  restoreFor,
  saveCell,
  setHeld,
  takeCrashMark,
  type KeyValueStore,
} from '../../src/components/Notebook/storage';
import { FakeStorage } from './support/fake-storage';

/** A storage the browser has turned off: every access throws. */
const disabled: KeyValueStore = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  removeItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

const PAGE = '/docs/raycast-sphere';
const original = 'const A = vec3(0, 0);';
const hash = codeHash(original);

describe('codeHash', () => {
  it('is FNV-1a over the code: the published 32-bit test vectors', () => {
    // From the FNV reference (Fowler, Noll, Vo): "" and "a" and "foobar".
    expect(codeHash('')).toBe('811c9dc5');
    expect(codeHash('a')).toBe('e40c292c');
    expect(codeHash('foobar')).toBe('bf9cf968');
  });

  it('tells two versions of a cell apart, even one character apart', () => {
    expect(codeHash('const r = 2;')).not.toBe(codeHash('const r = 3;'));
  });
});

describe('saved edits', () => {
  it('are restored for the version they were made to, and flagged for any other', () => {
    const store = new FakeStorage();
    expect(saveCell(store, PAGE, '0', { hash, code: 'const A = vec3(1, 0);', original })).toEqual({ ok: true });
    const saved = readPage(store, PAGE)['0'];
    expect(restoreFor(saved, hash)).toEqual({ kind: 'restore', code: 'const A = vec3(1, 0);' });
    // The page now ships a different original: the old edit is offered, never laid over it.
    expect(restoreFor(saved, codeHash('const A = vec3(0, 1);'))).toEqual({
      kind: 'changed',
      code: 'const A = vec3(1, 0);',
    });
    expect(restoreFor(undefined, hash)).toEqual({ kind: 'none' });
  });

  it('of an exercise stay in its editor when its starter changes; the old starter itself does not', () => {
    const oldStarter = 'export function clamp(x) {\n  return x;\n}';
    const newStarter = 'export function clamp(x: number, lo: number, hi: number): number {\n  return x;\n}';
    const mine = 'export function clamp(x) {\n  return Math.max(x, 0);\n}';
    const edited = { hash: codeHash(oldStarter), code: mine };
    // The reader's answer is theirs: kept (the cell offers the new starter), not swapped for it.
    expect(restoreFor(edited, codeHash(newStarter), true)).toEqual({ kind: 'kept', code: mine });
    // Saved code that is the old starter untouched was never theirs: the new starter shows.
    expect(restoreFor({ hash: codeHash(oldStarter), code: oldStarter }, codeHash(newStarter), true)).toEqual({
      kind: 'none',
    });
    // Edits of the starter as it is now are restored as ever.
    expect(restoreFor({ hash: codeHash(newStarter), code: mine }, codeHash(newStarter), true)).toEqual({
      kind: 'restore',
      code: mine,
    });
  });

  it('are kept per page and per cell; code back to the original removes its entry', () => {
    const store = new FakeStorage();
    saveCell(store, PAGE, '0', { hash, code: 'x', original });
    saveCell(store, PAGE, '1', { hash: 'h1', code: 'y', original: 'z' });
    saveCell(store, '/docs/other', '0', { hash, code: 'elsewhere', original });
    expect(Object.keys(readPage(store, PAGE))).toEqual(['0', '1']);
    saveCell(store, PAGE, '0', { hash, code: original, original });
    expect(Object.keys(readPage(store, PAGE))).toEqual(['1']);
    expect(removeCell(store, PAGE, '1')).toEqual({ ok: true });
    // An empty page leaves no key behind.
    expect(store.getItem(editsKey(PAGE))).toBeNull();
    expect(readPage(store, '/docs/other')['0']?.code).toBe('elsewhere');
  });

  it('of a page are cleared together, and what was there is returned for an undo', () => {
    const store = new FakeStorage();
    saveCell(store, PAGE, '0', { hash, code: 'x', original });
    saveCell(store, PAGE, '2', { hash, code: 'y', original });
    expect(clearPage(store, PAGE)).toEqual({ '0': { hash, code: 'x' }, '2': { hash, code: 'y' } });
    expect(readPage(store, PAGE)).toEqual({});
  });

  it('read from a corrupt or foreign value are empty, without an error', () => {
    const store = new FakeStorage();
    for (const junk of ['{not json', '"a string"', '[1,2]', 'null', '42']) {
      store.setItem(editsKey(PAGE), junk);
      expect(readPage(store, PAGE)).toEqual({});
    }
    // Well-formed entries survive next to malformed ones.
    store.setItem(editsKey(PAGE), JSON.stringify({ '0': { hash, code: 'ok' }, '1': { code: 3 }, '2': 'x' }));
    expect(readPage(store, PAGE)).toEqual({ '0': { hash, code: 'ok' } });
    // Saving over a corrupt value works.
    store.setItem(editsKey(PAGE), '{not json');
    expect(saveCell(store, PAGE, '1', { hash, code: 'new', original })).toEqual({ ok: true });
    expect(readPage(store, PAGE)).toEqual({ '1': { hash, code: 'new' } });
  });

  it('that do not fit report a full storage, and earlier saves stay readable', () => {
    const store = new FakeStorage(200);
    expect(saveCell(store, PAGE, '0', { hash, code: 'short', original })).toEqual({ ok: true });
    expect(saveCell(store, PAGE, '1', { hash, code: 'x'.repeat(500), original })).toEqual({
      ok: false,
      problem: 'full',
    });
    expect(readPage(store, PAGE)).toEqual({ '0': { hash, code: 'short' } });
  });

  it('without storage (disabled, private mode, server) report it and read as nothing', () => {
    for (const store of [disabled, null]) {
      expect(readPage(store, PAGE)).toEqual({});
      expect(saveCell(store, PAGE, '0', { hash, code: 'x', original })).toEqual({ ok: false, problem: 'unavailable' });
      expect(clearPage(store, PAGE)).toEqual({});
      expect(readHeld(store, PAGE)).toEqual({});
      expect(() => {
        markRunning(store, PAGE, '0', hash);
        markFinished(store, PAGE, '0');
      }).not.toThrow();
      expect(takeCrashMark(store, PAGE, '0')).toBeNull();
    }
  });
});

describe("edits saved under a cell's old id, its position", () => {
  const [A, B, C, NEW] = ['const a = 1;', 'const b = 2;', 'same();', 'const inserted = 0;'].map(codeHash) as [
    string,
    string,
    string,
    string,
  ];
  const cell = (id: string, index: number, hash: string) => ({ id, index, hash });

  it('move to the id of the cell they were made from, even after a cell was inserted above it', () => {
    // Saved when the page was [A, B]; a new cell now sits above both.
    const saved = { '0': { hash: A, code: 'mine a' }, '1': { hash: B, code: 'mine b' } };
    const cells = [cell(NEW, 0, NEW), cell(A, 1, A), cell(B, 2, B)];
    expect(migratePositions(saved, cells)).toEqual({ [A]: saved['0'], [B]: saved['1'] });
  });

  it('go to the nearest twin when cells share their code, and to the cell at the position when the original changed', () => {
    const cells = [cell(C, 0, C), cell(`${C}-2`, 1, C), cell('x', 2, 'ffffffff')];
    const saved = {
      '1': { hash: C, code: 'second twin' },
      '0': { hash: C, code: 'first twin' },
      '2': { hash: 'deadbeef', code: 'edit of an older version' },
    };
    expect(migratePositions(saved, cells)).toEqual({
      [C]: saved['0'],
      [`${C}-2`]: saved['1'],
      x: saved['2'],
    });
  });

  it('never overwrite an edit under the new id, and keep what no cell takes', () => {
    const cells = [cell(A, 0, A)];
    const saved = { [A]: { hash: A, code: 'newer' }, '0': { hash: A, code: 'older' }, '7': { hash: B, code: 'b' } };
    expect(migratePositions(saved, cells)).toBeNull();
    expect(migratePositions({ [A]: { hash: A, code: 'x' } }, cells)).toBeNull();
  });

  it('of a cell whose original changed (and with it its id) go to the cell now at their position, to be chosen', () => {
    const saved = { [A]: { hash: A, code: 'mine', at: 1 } };
    const cells = [cell(NEW, 0, NEW), cell(B, 1, B)];
    expect(migratePositions(saved, cells)).toEqual({ [B]: saved[A] });
    expect(restoreFor(saved[A], B)).toEqual({ kind: 'changed', code: 'mine' });
    // Saved with its position, read back with it.
    const store = new FakeStorage();
    saveCell(store, PAGE, A, { hash: A, code: 'mine', original: 'const a = 1;', at: 1 });
    expect(readPage(store, PAGE)).toEqual(saved);
  });

  it('are rewritten in storage once', () => {
    const store = new FakeStorage();
    store.setItem(editsKey(PAGE), JSON.stringify({ '0': { hash: A, code: 'mine' } }));
    migratePage(store, PAGE, [cell(NEW, 0, NEW), cell(A, 1, A)]);
    expect(readPage(store, PAGE)).toEqual({ [A]: { hash: A, code: 'mine' } });
  });
});

describe('page keys', () => {
  it('are the same with or without a trailing slash', () => {
    expect(pageKey('/docs/raycast-sphere/')).toBe('/docs/raycast-sphere');
    expect(pageKey('/docs/raycast-sphere')).toBe('/docs/raycast-sphere');
    expect(pageKey('/')).toBe('/');
  });
});

describe('crash marks and held cells', () => {
  it('a run that finishes leaves no mark', () => {
    const store = new FakeStorage();
    markRunning(store, PAGE, '0', hash);
    markFinished(store, PAGE, '0');
    expect(takeCrashMark(store, PAGE, '0')).toBeNull();
    expect(readHeld(store, PAGE)).toEqual({});
  });

  it('a mark left by a run that never finished holds the cell until it is cleared, across loads', () => {
    const store = new FakeStorage();
    markRunning(store, PAGE, '3', hash);
    // The tab died here. On the next load:
    expect(takeCrashMark(store, PAGE, '3')).toBe(hash);
    expect(readHeld(store, PAGE)).toEqual({ '3': { why: 'crash', hash } });
    // The mark itself is consumed; the hold stays for the load after.
    expect(takeCrashMark(store, PAGE, '3')).toBeNull();
    expect(readHeld(store, PAGE)['3']?.why).toBe('crash');
    // A good run clears it.
    setHeld(store, PAGE, '3', null);
    expect(readHeld(store, PAGE)).toEqual({});
  });

  it('tell a cell before its first render that it will be held: a record or an unfinished run of this code', () => {
    const store = new FakeStorage();
    const notebook = 'notebook:abc';
    expect(heldOnLoad(store, notebook, 'c1', hash)).toBe(false);
    markRunning(store, notebook, 'c1', hash);
    expect(heldOnLoad(store, notebook, 'c1', hash)).toBe(true);
    // Other code in the cell now (edited since) is not held for what that code did.
    expect(heldOnLoad(store, notebook, 'c1', codeHash('console.log(1);'))).toBe(false);
    markFinished(store, notebook, 'c1');
    setHeld(store, notebook, 'c1', { why: 'timeout', hash });
    expect(heldOnLoad(store, notebook, 'c1', hash)).toBe(true);
    expect(heldOnLoad(disabled, notebook, 'c1', hash)).toBe(false);
  });

  it('a timeout is recorded with the code it happened to; corrupt records are ignored', () => {
    const store = new FakeStorage();
    setHeld(store, PAGE, '1', { why: 'timeout', hash });
    setHeld(store, PAGE, '2', { why: 'crash', hash: 'abc' });
    expect(readHeld(store, PAGE)).toEqual({ '1': { why: 'timeout', hash }, '2': { why: 'crash', hash: 'abc' } });
    store.setItem(`hitbook:v1:held:${PAGE}`, JSON.stringify({ '1': { why: 'bored', hash }, '2': null }));
    expect(readHeld(store, PAGE)).toEqual({});
  });
});
