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

function documentOrder(a: Element | null, b: Element | null): number {
  if (!a || !b || a === b) return 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
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
          return { missing: { name, provider: i + 1, why: provider.failed() ? 'failed' : 'not-run' } };
        }
        names.push(name);
        values.push(exported[name]);
        found = true;
        break;
      }
      if (found) continue;
      const below = cells.findIndex((c, i) => i > at && c.names()?.exports.includes(name));
      if (below >= 0) return { missing: { name, provider: below + 1, why: 'below' } };
      // Not a page name: a global, a name of the cell's scope, or a typo the code will report.
    }
    return { names, values };
  }

  /**
   * Runs `cell`, then every cell below it that reads a name it (or a cell re-run after it)
   * exports, in page order. Returns how many cells ran.
   */
  run(cell: NotebookCell, reason: RunReason): number {
    cell.execute(reason);
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
        c.markStale(at + 1);
        continue;
      }
      c.execute(reason);
      ran++;
      for (const n of names.exports) changed.add(n);
    }
    return ran;
  }

  /** Runs every cell, top to bottom (manual ones too: the reader asked). */
  runAll(): void {
    for (const c of this.cells()) c.execute('run-all');
  }

  /** Clears the page scope, every output and the counter; runs nothing until asked. */
  restart(): void {
    this.counter = 0;
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
        for (const c of this.cells()) if (!c.manual()) c.execute('load');
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
