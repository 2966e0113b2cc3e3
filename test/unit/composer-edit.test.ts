// Editing a composed notebook's cell list: insert, move, duplicate, delete and its Undo, and
// reading back the code typed into the editors. Each cell keeps its id through every change.
import { describe, expect, it } from 'vitest';
import { NOTEBOOK_FORMAT, NOTEBOOK_VERSION, type ComposedNotebook } from '../../src/components/Composer/document';
import {
  blankNotebook,
  duplicateCell,
  freshCellId,
  insertCell,
  moveCell,
  newCell,
  removeCell,
  setExercise,
  setSource,
  undoRemove,
  withCode,
} from '../../src/components/Composer/edit';

const nb: ComposedNotebook = {
  format: NOTEBOOK_FORMAT,
  version: NOTEBOOK_VERSION,
  title: 'T',
  cells: [
    { id: 'a', kind: 'markdown', source: '# A' },
    { id: 'b', kind: 'code', source: 'const b = 1;' },
    { id: 'c', kind: 'code', source: 'const c = 2;' },
  ],
};
const ids = (n: ComposedNotebook) => n.cells.map((c) => c.id);

describe('cell list edits', () => {
  it('inserts a cell at a position, clamped to the list, and never twice under one id', () => {
    expect(ids(insertCell(nb, newCell('code', 'x'), 1))).toEqual(['a', 'x', 'b', 'c']);
    expect(ids(insertCell(nb, newCell('code', 'x'), 0))).toEqual(['x', 'a', 'b', 'c']);
    expect(ids(insertCell(nb, newCell('code', 'x')))).toEqual(['a', 'b', 'c', 'x']);
    expect(ids(insertCell(nb, newCell('code', 'x'), 99))).toEqual(['a', 'b', 'c', 'x']);
    expect(ids(insertCell(nb, newCell('code', 'x'), -3))).toEqual(['x', 'a', 'b', 'c']);
    expect(insertCell(nb, newCell('code', 'b'), 0)).toBe(nb);
  });

  it('makes new cells of each kind, an exercise that can be checked as it stands', () => {
    expect(newCell('markdown', 'm')).toEqual({ id: 'm', kind: 'markdown', source: '' });
    expect(newCell('code', 'k')).toEqual({ id: 'k', kind: 'code', source: '' });
    const ex = newCell('exercise', 'e');
    if (ex.kind !== 'exercise') throw new Error('not an exercise');
    expect(ex.exercise.starter).toContain(`function ${ex.exercise.fn}`);
    expect(ex.exercise.solution).toContain(`function ${ex.exercise.fn}`);
    expect(ex.exercise.starter).not.toBe(ex.exercise.solution);
  });

  it('moves a cell up, down, to either end, and leaves the list alone for a no-op or an unknown id', () => {
    expect(ids(moveCell(nb, 'c', 0))).toEqual(['c', 'a', 'b']);
    expect(ids(moveCell(nb, 'a', 2))).toEqual(['b', 'c', 'a']);
    expect(ids(moveCell(nb, 'b', 2))).toEqual(['a', 'c', 'b']);
    expect(ids(moveCell(nb, 'a', 50))).toEqual(['b', 'c', 'a']);
    expect(moveCell(nb, 'b', 1)).toBe(nb);
    expect(moveCell(nb, 'zz', 0)).toBe(nb);
  });

  it('duplicates a cell right below itself, with the code typed since, under a new id', () => {
    const out = duplicateCell(nb, 'b', 'b2', 'const b = 42;');
    expect(ids(out)).toEqual(['a', 'b', 'b2', 'c']);
    expect(out.cells[2]).toEqual({ id: 'b2', kind: 'code', source: 'const b = 42;' });
    // The source cell is as it was.
    expect(out.cells[1]).toEqual(nb.cells[1]);
    expect(duplicateCell(nb, 'a', 'a2').cells[1]).toEqual({ id: 'a2', kind: 'markdown', source: '# A' });
    // An id already used is refused rather than making two cells one.
    expect(duplicateCell(nb, 'a', 'c')).toBe(nb);
  });

  it('duplicates an exercise as a copy that editing the original does not change', () => {
    const withEx = insertCell(nb, newCell('exercise', 'e'));
    const out = duplicateCell(withEx, 'e', 'e2');
    const [orig, copy] = [out.cells[3], out.cells[4]];
    if (orig?.kind !== 'exercise' || copy?.kind !== 'exercise') throw new Error('not exercises');
    orig.exercise.hints.push('changed');
    expect(copy.exercise.hints).not.toContain('changed');
  });

  it('deletes a cell and puts it back where it was with Undo', () => {
    const { nb: without, removed } = removeCell(nb, 'b');
    expect(ids(without)).toEqual(['a', 'c']);
    expect(removed).toEqual({ cell: nb.cells[1], at: 1 });
    if (!removed) throw new Error('nothing removed');
    expect(undoRemove(without, removed)).toEqual(nb);
    expect(removeCell(nb, 'zz')).toEqual({ nb, removed: null });
  });

  it('changes a Markdown or code cell’s source and an exercise’s fields, nothing else', () => {
    expect(setSource(nb, 'a', '# B').cells[0]).toEqual({ id: 'a', kind: 'markdown', source: '# B' });
    expect(setSource(nb, 'a', '# B').cells[1]).toBe(nb.cells[1]);
    const withEx = insertCell(nb, newCell('exercise', 'e'));
    const ex = withEx.cells[3];
    if (ex?.kind !== 'exercise') throw new Error('not an exercise');
    const changed = setExercise(withEx, 'e', { ...ex.exercise, title: 'New title' });
    expect(changed.cells[3]).toEqual({ ...ex, exercise: { ...ex.exercise, title: 'New title' } });
    // setSource does not turn an exercise into text.
    expect(setSource(withEx, 'e', 'x').cells[3]).toBe(ex);
  });

  it('reads back each code cell’s code from its editor, leaving cells it has none for', () => {
    const typed: Record<string, string> = { b: 'const b = 7;' };
    const out = withCode(nb, (id) => typed[id]);
    expect(out.cells.map((c) => (c.kind === 'exercise' ? null : c.source))).toEqual([
      '# A',
      'const b = 7;',
      'const c = 2;',
    ]);
    // Markdown is not read from there (it is edited in the composer's own state).
    expect(withCode(nb, () => 'x').cells[0]).toBe(nb.cells[0]);
  });

  it('gives ids that no cell has', () => {
    let n = 0;
    // A generator that repeats itself: the id already taken is skipped.
    const values = [0.5, 0.5, 0.25];
    const random = () => values[n++ % values.length] ?? 0;
    const first = freshCellId(blankNotebook(), random);
    const taken = insertCell(blankNotebook(), newCell('code', first));
    const second = freshCellId(taken, random);
    expect(second).not.toBe(first);
    expect(/^[a-z0-9]+$/.test(second)).toBe(true);
  });
});
