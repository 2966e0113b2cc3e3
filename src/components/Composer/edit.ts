/**
 * Editing a composed notebook as a list of cells: insert, remove (with what an Undo needs),
 * move, duplicate, change. Pure functions over ComposedNotebook; a cell keeps its id through
 * every move, so the page keeps its editor, its run and its output attached to it.
 */
import {
  NOTEBOOK_FORMAT,
  NOTEBOOK_VERSION,
  type ComposedCell,
  type ComposedExercise,
  type ComposedNotebook,
} from './document';

export type CellKind = ComposedCell['kind'];

/** An id not used by any cell of `nb`, from `random` (letters and digits, stable across moves). */
export function freshCellId(nb: ComposedNotebook, random: () => number = Math.random): string {
  const used = new Set(nb.cells.map((c) => c.id));
  for (;;) {
    const id = `c${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!used.has(id)) return id;
  }
}

/** A small exercise that works as it stands, for a teacher to edit: starter fails, solution passes. */
export function exampleExercise(): ComposedExercise {
  return {
    title: 'Write clamp',
    fn: 'clamp',
    compare: 'number',
    reference: 'solution',
    statement: 'Return the value in $[\\text{lo}, \\text{hi}]$ nearest to $x$.',
    starter: 'export function clamp(x: number, lo: number, hi: number): number {\n  return x;\n}',
    solution:
      'export function clamp(x: number, lo: number, hi: number): number {\n  return Math.min(Math.max(x, lo), hi);\n}',
    cases:
      "[\n  { name: 'inside', args: [3, 0, 5] },\n  { name: 'below', args: [-2, 0, 5] },\n  { name: 'above', args: [9, 0, 5] },\n]",
    hints: ['Compare $x$ with each end in turn.'],
  };
}

export function newCell(kind: CellKind, id: string): ComposedCell {
  return kind === 'exercise' ? { id, kind, exercise: exampleExercise() } : { id, kind, source: '' };
}

export function blankNotebook(title = 'Untitled notebook'): ComposedNotebook {
  return { format: NOTEBOOK_FORMAT, version: NOTEBOOK_VERSION, title, cells: [] };
}

function clamp(i: number, length: number): number {
  return Math.max(0, Math.min(length, Math.trunc(i)));
}

/** `cell` at position `at` (0-based; clamped), or at the end. */
export function insertCell(nb: ComposedNotebook, cell: ComposedCell, at = nb.cells.length): ComposedNotebook {
  if (nb.cells.some((c) => c.id === cell.id)) return nb;
  const cells = [...nb.cells];
  cells.splice(clamp(at, cells.length), 0, cell);
  return { ...nb, cells };
}

/** What a removal took, for its Undo: the cell and where it was. */
export interface Removed {
  cell: ComposedCell;
  at: number;
}

export function removeCell(nb: ComposedNotebook, id: string): { nb: ComposedNotebook; removed: Removed | null } {
  const at = nb.cells.findIndex((c) => c.id === id);
  const cell = nb.cells[at];
  if (!cell) return { nb, removed: null };
  return { nb: { ...nb, cells: nb.cells.filter((c) => c.id !== id) }, removed: { cell, at } };
}

/** Puts a removed cell back where it was. */
export function undoRemove(nb: ComposedNotebook, removed: Removed): ComposedNotebook {
  return insertCell(nb, removed.cell, removed.at);
}

/** Moves cell `id` to position `to` (0-based, among the cells once it is taken out; clamped). */
export function moveCell(nb: ComposedNotebook, id: string, to: number): ComposedNotebook {
  const from = nb.cells.findIndex((c) => c.id === id);
  const cell = nb.cells[from];
  if (!cell) return nb;
  const cells = nb.cells.filter((c) => c.id !== id);
  const at = clamp(to, cells.length);
  if (at === from) return nb;
  cells.splice(at, 0, cell);
  return { ...nb, cells };
}

/** A copy of cell `id` right below it, under `newId`; `source` is the code now, if it differs from the saved one. */
export function duplicateCell(nb: ComposedNotebook, id: string, newId: string, source?: string): ComposedNotebook {
  const at = nb.cells.findIndex((c) => c.id === id);
  const cell = nb.cells[at];
  if (!cell || nb.cells.some((c) => c.id === newId)) return nb;
  const copy: ComposedCell =
    cell.kind === 'exercise'
      ? { id: newId, kind: 'exercise', exercise: { ...cell.exercise, hints: [...cell.exercise.hints] } }
      : { id: newId, kind: cell.kind, source: source ?? cell.source };
  return insertCell(nb, copy, at + 1);
}

/** Replaces a Markdown or code cell's source. */
export function setSource(nb: ComposedNotebook, id: string, source: string): ComposedNotebook {
  return {
    ...nb,
    cells: nb.cells.map((c) => (c.id === id && c.kind !== 'exercise' && c.source !== source ? { ...c, source } : c)),
  };
}

export function setExercise(nb: ComposedNotebook, id: string, exercise: ComposedExercise): ComposedNotebook {
  return { ...nb, cells: nb.cells.map((c) => (c.id === id && c.kind === 'exercise' ? { ...c, exercise } : c)) };
}

/** The notebook with each code cell's source replaced by the code in its editor now (`codeOf`). */
export function withCode(nb: ComposedNotebook, codeOf: (id: string) => string | undefined): ComposedNotebook {
  return {
    ...nb,
    cells: nb.cells.map((c) => {
      if (c.kind !== 'code') return c;
      const code = codeOf(c.id);
      return code === undefined || code === c.source ? c : { ...c, source: code };
    }),
  };
}
