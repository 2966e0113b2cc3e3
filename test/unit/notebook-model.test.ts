// The notebook's document (src/components/Notebook/model.ts), without React: the operations a
// chapter, a composed notebook and an exercise rely on, and that a cell's state stays with
// its cell whatever happens around it.
import { describe, expect, it } from 'vitest';
import { EMPTY_DOC, newExercise, NotebookModel, reduce, type NotebookDoc } from '../../src/components/Notebook/model';

function docOf(...ids: string[]): NotebookDoc {
  return ids.reduce<NotebookDoc>(
    (doc, id) => reduce(doc, { type: 'add', cell: { id, kind: 'code', original: `code of ${id}` } }),
    EMPTY_DOC,
  );
}

describe('the notebook document', () => {
  it('adds cells at the end, or at an index', () => {
    const doc = reduce(docOf('a', 'b'), { type: 'add', cell: { id: 'x', kind: 'code', original: '' }, at: 1 });
    expect(doc.order).toEqual(['a', 'x', 'b']);
    expect(doc.cells.x?.code).toBe('');
    expect(doc.cells.x?.count).toBeNull();
  });

  it('keeps an edit attached to its cell when a cell is inserted above it', () => {
    let doc = docOf('a', 'b');
    doc = reduce(doc, { type: 'update', id: 'b', patch: { code: 'my edit' } });
    doc = reduce(doc, { type: 'add', cell: { id: 'new', kind: 'code', original: 'inserted' }, at: 0 });
    expect(doc.order).toEqual(['new', 'a', 'b']);
    expect(doc.cells.b?.code).toBe('my edit');
    expect(doc.cells.b?.original).toBe('code of b');
    // The cell now second keeps its own code: nothing moved by position.
    expect(doc.cells.a?.code).toBe('code of a');
  });

  it('moves a cell and its state together', () => {
    let doc = reduce(docOf('a', 'b', 'c'), { type: 'update', id: 'a', patch: { code: 'edited a', count: 3 } });
    doc = reduce(doc, { type: 'move', id: 'a', to: 2 });
    expect(doc.order).toEqual(['b', 'c', 'a']);
    expect(doc.cells.a).toMatchObject({ code: 'edited a', count: 3 });
    // Out-of-range targets clamp to the ends.
    expect(reduce(doc, { type: 'move', id: 'b', to: 99 }).order).toEqual(['c', 'a', 'b']);
    expect(reduce(doc, { type: 'move', id: 'a', to: -5 }).order).toEqual(['a', 'b', 'c']);
  });

  it('deletes a cell', () => {
    const doc = reduce(docOf('a', 'b', 'c'), { type: 'remove', id: 'b' });
    expect(doc.order).toEqual(['a', 'c']);
    expect('b' in doc.cells).toBe(false);
  });

  it('duplicates a cell below itself, with a fresh id and its current code as the copy’s own', () => {
    let doc = reduce(docOf('a', 'b'), { type: 'update', id: 'a', patch: { code: 'edited', count: 2 } });
    doc = reduce(doc, { type: 'duplicate', id: 'a' });
    expect(doc.order).toEqual(['a', 'a-2', 'b']);
    expect(doc.cells['a-2']).toMatchObject({ code: 'edited', original: 'edited', count: null });
    doc = reduce(doc, { type: 'duplicate', id: 'a' });
    expect(doc.order).toEqual(['a', 'a-3', 'a-2', 'b']);
  });

  it('leaves the document (and every untouched cell) identical when nothing changes', () => {
    const doc = docOf('a', 'b');
    expect(reduce(doc, { type: 'update', id: 'a', patch: { code: 'code of a' } })).toBe(doc);
    expect(reduce(doc, { type: 'update', id: 'nope', patch: { code: 'x' } })).toBe(doc);
    expect(reduce(doc, { type: 'add', cell: { id: 'a', kind: 'code', original: 'other' } })).toBe(doc);
    const next = reduce(doc, { type: 'update', id: 'a', patch: { code: 'x' } });
    // A component reading cell b does not re-render for a change to a.
    expect(next.cells.b).toBe(doc.cells.b);
  });

  it('restart clears outputs, counts and run state of code cells, and keeps code and exercise progress', () => {
    let doc = reduce(docOf('a'), { type: 'update', id: 'a', patch: { code: 'edit', count: 4, output: 'out' } });
    doc = reduce(doc, { type: 'add', cell: { id: 'ex', kind: 'exercise', original: 'starter' } });
    doc = reduce(doc, {
      type: 'update',
      id: 'ex',
      patch: { code: 'mine', exercise: { ...newExercise(), passed: true, attempted: true } },
    });
    doc = reduce(doc, { type: 'restart' });
    expect(doc.cells.a).toMatchObject({ code: 'edit', count: null, output: null, notRun: true });
    expect(doc.cells.ex).toMatchObject({ code: 'mine', exercise: { passed: true, attempted: true } });
  });

  it('gives exercises and predict questions their own state', () => {
    const doc = reduce(docOf(), { type: 'add', cell: { id: 'p', kind: 'predict', original: '' } });
    expect(doc.cells.p?.predict).toEqual({ answer: null, correct: null, revealed: false });
    expect(doc.cells.p?.exercise).toBeUndefined();
  });
});

describe('the store', () => {
  it('notifies subscribers of changes only, and a function patch sees the current cell', () => {
    const model = new NotebookModel();
    model.ensure({ id: 'a', kind: 'exercise', original: 'starter' });
    let calls = 0;
    const unsubscribe = model.subscribe(() => calls++);
    model.update('a', { code: 'x' });
    model.update('a', { code: 'x' });
    model.update('a', (c) => ({ code: `${c.code}y` }));
    model.updateExercise('a', { hints: 1 });
    model.updateExercise('a', { hints: 2 });
    expect(calls).toBe(4);
    expect(model.cell('a')).toMatchObject({ code: 'xy', exercise: { hints: 2, attempted: false } });
    unsubscribe();
    model.update('a', { code: 'z' });
    expect(calls).toBe(4);
  });

  it('ensure adds a cell once, silently, and keeps its state on the second call', () => {
    const model = new NotebookModel();
    let calls = 0;
    model.subscribe(() => calls++);
    model.ensure({ id: 'a', kind: 'code', original: 'one' });
    model.update('a', { code: 'edited' });
    expect(model.ensure({ id: 'a', kind: 'code', original: 'one' }).code).toBe('edited');
    expect(calls).toBe(1);
    model.dispatch({ type: 'add', cell: { id: 'b', kind: 'code', original: '' }, at: 0 });
    expect(model.cells().map((c) => c.id)).toEqual(['b', 'a']);
    expect(model.position('a')).toBe(2);
  });
});
