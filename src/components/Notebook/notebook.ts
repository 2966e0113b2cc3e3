/**
 * A page's cells as one notebook, like a kernel: a page-wide execution counter, and a page
 * scope in which the names a cell exports (`export const hit = …`) are free names of the cells
 * below it.
 *
 * The model, in one sentence: a cell reads each page name from the nearest cell above it that
 * exports that name, and when a cell runs, every cell below that reads what it exports runs
 * again, in page order (manual cells are marked stale instead). A cell whose provider has not
 * run, or failed, does not run: it waits, and says for which cell.
 *
 * No React here: cells register a small interface; the React side is in index.tsx. What each
 * cell holds (code, output, count, run state, progress) is in the page's document, `model`
 * (model.ts), which the components render.
 */
import { NotebookModel } from './model';

/** Why a cell runs. Drags re-run at frame rate and take no new execution count. */
export type RunReason = 'load' | 'run' | 'edit' | 'drag' | 'dependency' | 'run-all';

export type Outcome = 'ok' | 'error' | 'waiting';

/** What the notebook knows of a cell's code (see LiveCell/analyze.ts). */
export interface CellNames {
  exports: readonly string[];
  uses: readonly string[];
}

/** A name a cell reads from the page that it cannot have yet. */
export interface Missing {
  name: string;
  /** 1-based position on the page of the cell that exports it. */
  provider: number;
  /** not-run: the provider has not run (or was restarted); failed: its last run threw; below: only a later cell exports it. */
  why: 'not-run' | 'failed' | 'below';
}

export interface NotebookCell {
  /** The cell's section, for page order. */
  element(): Element | null;
  names(): CellNames | null;
  /** Manual cells run only when asked (Run, Shift+Enter, Run all). */
  manual(): boolean;
  /** What its last run exported; null if it has not run, is waiting, or failed. */
  exports(): Record<string, unknown> | null;
  failed(): boolean;
  /** Runs the cell's code once, with the page names it reads; no propagation. */
  execute(reason: RunReason): Outcome;
  /** A cell above changed what this manual cell reads (its position given): say the output is stale. */
  markStale(by: number): void;
  /** Forget output, exports and count (Restart). */
  restart(): void;
}

export type Resolved = { names: string[]; values: unknown[] } | { missing: Missing };

/** Node.DOCUMENT_POSITION_FOLLOWING, without the DOM's global (the unit tests order plain objects). */
const FOLLOWING = 4;

function documentOrder(a: Element | null, b: Element | null): number {
  if (!a || !b || a === b) return 0;
  return a.compareDocumentPosition(b) & FOLLOWING ? -1 : 1;
}

export class Notebook {
  /** `page`: the notebook of an MDX page (with a toolbar); false for a cell on its own (the playground). */
  constructor(readonly page = false) {}

  /** The page's cells as one document: what the cell components render. */
  readonly model = new NotebookModel();

  private readonly registered = new Set<NotebookCell>();
  private ordered: NotebookCell[] | null = null;
  private counter = 0;
  private loadQueued = false;
  private readonly listeners = new Set<() => void>();
  /** Increments whenever cells come or go, or the notebook restarts: for the toolbar to re-render. */
  version = 0;

  /**
   * The number the page shows for a cell at 1-based `position` among the code cells: the
   * position itself in a chapter. A composed notebook numbers every cell (Markdown and
   * exercises too), so its messages ("exported by cell 3") name the cell the reader sees.
   */
  numberOf: (cell: NotebookCell, position: number) => number = (_cell, position) => position;

  /** For each cell, which cells gave the names it read when it last ran (see `sources`). */
  private inputs = new WeakMap<NotebookCell, string>();
  private readonly serials = new WeakMap<NotebookCell, number>();
  private serialCount = 0;

  // ---- The static render (server, and the first client render before hydration): cells
  // render in page order, each adding what it exported, so a later cell can draw with it.
  readonly staticCells: { exports: readonly string[]; values: Record<string, unknown> | null }[] = [];

  /** The values a statically rendered cell reads, or the first name it cannot have. */
  staticResolve(uses: readonly string[]): Resolved {
    const names: string[] = [];
    const values: unknown[] = [];
    for (const name of uses) {
      for (let i = this.staticCells.length - 1; i >= 0; i--) {
        const c = this.staticCells[i];
        if (!c?.exports.includes(name)) continue;
        if (!c.values || !(name in c.values)) return { missing: { name, provider: i + 1, why: 'not-run' } };
        names.push(name);
        values.push(c.values[name]);
        break;
      }
    }
    return { names, values };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }

  register(cell: NotebookCell): () => void {
    this.registered.add(cell);
    this.ordered = null;
    this.changed();
    return () => {
      this.registered.delete(cell);
      this.ordered = null;
      this.changed();
    };
  }

  /** The cells were moved on the page (a composed notebook's Move up/down): page order is found again. */
  reordered(): void {
    this.ordered = null;
    this.changed();
    if (this.loaded) this.refresh();
  }

  /** The cells in page order. */
  cells(): readonly NotebookCell[] {
    this.ordered ??= [...this.registered].sort((a, b) => documentOrder(a.element(), b.element()));
    return this.ordered;
  }

  /** 1-based position on the page (0 if not registered). */
  position(cell: NotebookCell): number {
    return this.cells().indexOf(cell) + 1;
  }

  nextCount(): number {
    return ++this.counter;
  }

  /** The page names `cell` reads, with their values now, or the first it cannot have. */
  resolve(cell: NotebookCell, uses: readonly string[]): Resolved {
    const cells = this.cells();
    const at = cells.indexOf(cell);
    const names: string[] = [];
    const values: unknown[] = [];
    for (const name of uses) {
      let found = false;
      for (let i = at - 1; i >= 0; i--) {
        const provider = cells[i];
        if (!provider?.names()?.exports.includes(name)) continue;
        const exported = provider.exports();
        if (!exported || !(name in exported)) {
          return {
            missing: { name, provider: this.numberOf(provider, i + 1), why: provider.failed() ? 'failed' : 'not-run' },
          };
        }
        names.push(name);
        values.push(exported[name]);
        found = true;
        break;
      }
      if (found) continue;
      const below = cells.findIndex((c, i) => i > at && c.names()?.exports.includes(name));
      const belowCell = cells[below];
      if (belowCell) return { missing: { name, provider: this.numberOf(belowCell, below + 1), why: 'below' } };
      // Not a page name: a global, a name of the cell's scope, or a typo the code will report.
    }
    return { names, values };
  }

  /**
   * Runs `cell`, then every cell below it that reads a name it (or a cell re-run after it)
   * exports, in page order. Returns how many cells ran.
   */
  run(cell: NotebookCell, reason: RunReason): number {
    this.execute(cell, reason);
    return 1 + this.propagate(cell, reason === 'drag' ? 'drag' : 'dependency');
  }

  /** Re-runs (or marks stale) the cells below `from` that depend on it, in page order. */
  propagate(from: NotebookCell, reason: 'drag' | 'dependency'): number {
    const cells = this.cells();
    const at = cells.indexOf(from);
    const changed = new Set(from.names()?.exports ?? []);
    if (changed.size === 0 || at < 0) return 0;
    let ran = 0;
    for (let i = at + 1; i < cells.length; i++) {
      const c = cells[i];
      const names = c?.names();
      if (!c || !names?.uses.some((n) => changed.has(n))) continue;
      if (c.manual()) {
        c.markStale(this.numberOf(from, at + 1));
        continue;
      }
      this.execute(c, reason);
      ran++;
      for (const n of names.exports) changed.add(n);
    }
    return ran;
  }

  /** Runs every cell, top to bottom (manual ones too: the reader asked). */
  runAll(): void {
    for (const c of this.cells()) this.execute(c, 'run-all');
  }

  /** Runs a cell's code, remembering which cells give the names it reads (for `reordered`). */
  private execute(cell: NotebookCell, reason: RunReason): Outcome {
    // A drag (at frame rate) moves no cell and changes no code: the cell's sources are as they were.
    if (reason !== 'drag') this.inputs.set(cell, this.sources(cell));
    return cell.execute(reason);
  }

  private serial(cell: NotebookCell): number {
    let n = this.serials.get(cell);
    if (n === undefined) this.serials.set(cell, (n = ++this.serialCount));
    return n;
  }

  /** Which cell gives each name `cell` reads now: the nearest above, else one below (a wait), else none. */
  private sources(cell: NotebookCell): string {
    const cells = this.cells();
    const at = cells.indexOf(cell);
    return (cell.names()?.uses ?? [])
      .map((name) => {
        const exports = (c: NotebookCell | undefined) => c?.names()?.exports.includes(name) ?? false;
        for (let i = at - 1; i >= 0; i--) if (exports(cells[i])) return `${this.serial(cells[i] as NotebookCell)}`;
        const below = cells.find((c, i) => i > at && exports(c));
        return below ? `below ${this.serial(below)}` : '';
      })
      .join(',');
  }

  /**
   * After a move, a cell that now reads a name from another cell (or waits for one), or that
   * waits at all (its message names cells by number), runs again, and so do the cells below
   * that read what it exports; the page never shows an output or an error of an order that
   * is gone. A manual cell only hears that a cell above changed.
   */
  private refresh(): void {
    const cells = this.cells();
    /** The names exported by cells that ran again, with the number of the cell. */
    const changed = new Map<string, number>();
    cells.forEach((c, i) => {
      const names = c.names();
      const before = this.inputs.get(c);
      // A cell that has not run since the (re)start has nothing to redo.
      if (!names || before === undefined) return;
      const waits = c.exports() === null && !c.failed();
      const by = names.uses.find((n) => changed.has(n));
      if (this.sources(c) === before && !waits && by === undefined) return;
      if (c.manual()) {
        if (by !== undefined) c.markStale(changed.get(by) ?? i + 1);
        return;
      }
      this.execute(c, 'dependency');
      for (const n of names.exports) changed.set(n, this.numberOf(c, i + 1));
    });
  }

  /** Clears the page scope, every output and the counter; runs nothing until asked. */
  restart(): void {
    this.counter = 0;
    this.inputs = new WeakMap();
    this.model.dispatch({ type: 'restart' });
    for (const c of this.cells()) c.restart();
    this.changed();
  }

  private loaded = false;

  /**
   * A cell joins as it mounts. The first run of the page waits until every cell has joined,
   * then runs the automatic ones top to bottom, so each finds the names of the cells above
   * it; a cell that joins later (its code's scope changed) runs at once. Returns `leave`.
   */
  /** Whether the page's first run has happened: a cell ready after it runs on its own. */
  get started(): boolean {
    return this.loaded;
  }

  join(cell: NotebookCell): () => void {
    const leave = this.register(cell);
    if (this.loaded) {
      if (!cell.manual()) this.run(cell, 'load');
    } else if (!this.loadQueued) {
      this.loadQueued = true;
      queueMicrotask(() => {
        this.loaded = true;
        for (const c of this.cells()) if (!c.manual()) this.execute(c, 'load');
      });
    }
    return leave;
  }
}

/** The sentence a waiting cell shows. */
export function missingMessage(m: Missing): string {
  switch (m.why) {
    case 'not-run':
      return `\`${m.name}\` is exported by cell ${m.provider}, which has not run yet — press Run all, or Run on cell ${m.provider}.`;
    case 'failed':
      return `Waiting for cell ${m.provider}: it exports \`${m.name}\`, and its last run failed.`;
    case 'below':
      return `\`${m.name}\` is exported by cell ${m.provider}, further down: a cell sees only the names of the cells above it.`;
  }
}
