/**
 * The notebook as one document: its cells in order, each with its kind, code, output,
 * execution count, run state and (for exercises and predict questions) the reader's progress.
 * Chapters, composed notebooks and exercises keep their cells here; the components render it.
 *
 * Two layers, both free of React:
 * - `reduce(doc, action)`: pure operations on an immutable document (add, remove, move,
 *   duplicate, update, restart). A cell's record is replaced only when it changes, so a
 *   component that reads one cell re-renders only for that cell.
 * - `NotebookModel`: the store around it — `getSnapshot()`, `subscribe(listener)` (the
 *   `useSyncExternalStore` contract), `dispatch(action)` and small helpers.
 *
 * A cell's id is stable (the build's id for a chapter's cell, see remark-live-cells.ts): it
 * never depends on the cell's position, so moving or inserting cells leaves every cell's
 * code, edits and progress attached to it.
 */
import type { Missing } from './notebook';

/** What a cell is. `markdown` is for composed notebooks (text edited in place). */
export type CellKind = 'code' | 'exercise' | 'predict' | 'markdown';

/** The last check of an exercise, as much of it as the page shows again after a reload. */
export interface CheckSummary {
  status: 'passed' | 'failed' | 'error' | 'timeout' | 'cancelled';
  passed: number;
  total: number;
  message?: string;
}

/** An exercise's state beyond its code: the checks and hints the reader has seen. */
export interface ExerciseState {
  /** A check is running. */
  checking: boolean;
  /** The reader has checked at least once (it unlocks "Show a solution"). */
  attempted: boolean;
  passed: boolean;
  last: CheckSummary | null;
  /** How many hints are shown. */
  hints: number;
  solutionShown: boolean;
}

/** A predict question's state. */
export interface PredictState {
  /** What the reader answered last, as typed or chosen. */
  answer: string | null;
  correct: boolean | null;
  revealed: boolean;
}

export interface CellState<Out = unknown> {
  /** Stable: never the cell's position. */
  readonly id: string;
  readonly kind: CellKind;
  /** The code (or text) the page or author gave: Reset goes back to it. */
  readonly original: string;
  /** The code in the editor now. */
  readonly code: string;
  /** What the last run showed (the runtime's output); null before any. */
  readonly output: Out | null;
  /** The page's execution count of its last run; null if it has not run since (re)start. */
  readonly count: number | null;
  /** Compiling before a run the reader asked for. */
  readonly running: boolean;
  /** A page name it reads that it cannot have yet. */
  readonly waiting: Missing | null;
  /** A manual cell whose inputs changed: the position of the cell that changed them. */
  readonly staleBy: number | null;
  /** A manual (or restarted) cell that has not run. */
  readonly notRun: boolean;
  /** The code before handle moves rewrote it (for a one-click Undo); null when typed over. */
  readonly moveBase: string | null;
  /** Handles were moved since the last Reset. */
  readonly moved: boolean;
  readonly exercise?: ExerciseState;
  readonly predict?: PredictState;
}

export interface NotebookDoc<Out = unknown> {
  /** The cells' ids in document order. */
  readonly order: readonly string[];
  readonly cells: Readonly<Record<string, CellState<Out>>>;
}

/** What a new cell needs; the rest starts empty. */
export interface NewCell {
  id: string;
  kind: CellKind;
  original: string;
  /** Starting code when it is not the original (a saved edit). */
  code?: string;
  /** A manual cell starts "not run". */
  manual?: boolean;
  /** A page name it cannot have yet (known from the static render). */
  waiting?: Missing | null;
}

export type Patch<Out = unknown> = Partial<Omit<CellState<Out>, 'id' | 'kind'>>;

export type Action<Out = unknown> =
  | { type: 'add'; cell: NewCell; at?: number }
  | { type: 'remove'; id: string }
  | { type: 'move'; id: string; to: number }
  | { type: 'duplicate'; id: string; newId?: string }
  | { type: 'update'; id: string; patch: Patch<Out> }
  | { type: 'restart' };

export const EMPTY_DOC: NotebookDoc<never> = { order: [], cells: {} };

export function newExercise(): ExerciseState {
  return { checking: false, attempted: false, passed: false, last: null, hints: 0, solutionShown: false };
}

export function newPredict(): PredictState {
  return { answer: null, correct: null, revealed: false };
}

export function makeCell<Out>(cell: NewCell): CellState<Out> {
  return {
    id: cell.id,
    kind: cell.kind,
    original: cell.original,
    code: cell.code ?? cell.original,
    output: null,
    count: null,
    running: false,
    waiting: cell.waiting ?? null,
    staleBy: null,
    notRun: cell.manual ?? false,
    moveBase: null,
    moved: false,
    ...(cell.kind === 'exercise' ? { exercise: newExercise() } : {}),
    ...(cell.kind === 'predict' ? { predict: newPredict() } : {}),
  };
}

/** An id not yet in `doc`, from `base`: `base-2`, `base-3`, … */
export function freshId(doc: NotebookDoc, base: string): string {
  if (!(base in doc.cells)) return base;
  for (let n = 2; ; n++) if (!(`${base}-${n}` in doc.cells)) return `${base}-${n}`;
}

function clampIndex(i: number, length: number): number {
  return Math.max(0, Math.min(length, Math.trunc(i)));
}

/**
 * The document after `action`; `doc` itself when nothing changes (an unknown id, an add of
 * an id already present, a patch that changes no field).
 */
export function reduce<Out>(doc: NotebookDoc<Out>, action: Action<Out>): NotebookDoc<Out> {
  switch (action.type) {
    case 'add': {
      if (action.cell.id in doc.cells) return doc;
      const order = [...doc.order];
      order.splice(clampIndex(action.at ?? order.length, order.length), 0, action.cell.id);
      return { order, cells: { ...doc.cells, [action.cell.id]: makeCell<Out>(action.cell) } };
    }
    case 'remove': {
      if (!(action.id in doc.cells)) return doc;
      const cells = Object.fromEntries(Object.entries(doc.cells).filter(([id]) => id !== action.id));
      return { order: doc.order.filter((id) => id !== action.id), cells };
    }
    case 'move': {
      const from = doc.order.indexOf(action.id);
      if (from < 0) return doc;
      const order = doc.order.filter((id) => id !== action.id);
      const to = clampIndex(action.to, order.length);
      if (to === from) return doc;
      order.splice(to, 0, action.id);
      return { order, cells: doc.cells };
    }
    case 'duplicate': {
      const source = doc.cells[action.id];
      if (!source) return doc;
      const id = action.newId !== undefined && !(action.newId in doc.cells) ? action.newId : freshId(doc, action.id);
      // The copy has the source's code as its own starting point, and nothing run yet.
      const copy = makeCell<Out>({ id, kind: source.kind, original: source.code });
      const order = [...doc.order];
      order.splice(doc.order.indexOf(action.id) + 1, 0, id);
      return { order, cells: { ...doc.cells, [id]: copy } };
    }
    case 'update': {
      const cell = doc.cells[action.id];
      if (!cell) return doc;
      const patch = action.patch as Record<string, unknown>;
      if (Object.keys(patch).every((k) => Object.is(patch[k], (cell as unknown as Record<string, unknown>)[k])))
        return doc;
      return { order: doc.order, cells: { ...doc.cells, [action.id]: { ...cell, ...action.patch } } };
    }
    case 'restart': {
      // Outputs, counts and run state go; code and progress stay.
      const cells: Record<string, CellState<Out>> = {};
      for (const id of doc.order) {
        const c = doc.cells[id];
        if (!c) continue;
        cells[id] =
          c.kind === 'code'
            ? { ...c, output: null, count: null, running: false, waiting: null, staleBy: null, notRun: true }
            : c;
      }
      return { order: doc.order, cells };
    }
  }
}

/** The store: one document, its listeners, and the operations as methods. */
export class NotebookModel<Out = unknown> {
  private doc: NotebookDoc<Out> = EMPTY_DOC;
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): NotebookDoc<Out> => this.doc;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  dispatch(action: Action<Out>): void {
    const next = reduce(this.doc, action);
    if (next === this.doc) return;
    this.doc = next;
    for (const l of [...this.listeners]) l();
  }

  cell(id: string): CellState<Out> | undefined {
    return this.doc.cells[id];
  }

  /** The cells in document order. */
  cells(): CellState<Out>[] {
    return this.doc.order.flatMap((id) => this.doc.cells[id] ?? []);
  }

  /** 1-based position (0 if absent). */
  position(id: string): number {
    return this.doc.order.indexOf(id) + 1;
  }

  /**
   * Adds the cell if it is not there, without telling listeners: for a component rendering
   * its cell for the first time (render must not update other components). The next change
   * notifies as usual, and the cell's own reader sees it in the snapshot at once.
   */
  ensure(cell: NewCell): CellState<Out> {
    const existing = this.doc.cells[cell.id];
    if (existing) return existing;
    this.doc = reduce(this.doc, { type: 'add', cell });
    return this.doc.cells[cell.id] as CellState<Out>;
  }

  /** Changes fields of a cell; a function patch sees the cell as it is now. */
  update(id: string, patch: Patch<Out> | ((cell: CellState<Out>) => Patch<Out>)): void {
    const cell = this.doc.cells[id];
    if (!cell) return;
    this.dispatch({ type: 'update', id, patch: typeof patch === 'function' ? patch(cell) : patch });
  }

  updateExercise(id: string, patch: Partial<ExerciseState>): void {
    this.update(id, (c) => ({ exercise: { ...(c.exercise ?? newExercise()), ...patch } }));
  }

  updatePredict(id: string, patch: Partial<PredictState>): void {
    this.update(id, (c) => ({ predict: { ...(c.predict ?? newPredict()), ...patch } }));
  }
}
