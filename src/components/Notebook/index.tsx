/**
 * The page-level notebook: a context every live cell of a page joins (a page-wide execution
 * counter, the page scope, Run all and Restart), and the toolbar shown above the first cell.
 *
 * For other features: `useNotebook()` gives the page's `Notebook` (notebook.ts): `runAll()`,
 * `restart()`, `cells()` in page order, `position(cell)`; each cell's `data-cell-index` is its
 * 1-based position on the page.
 */
import React, { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { CellState, NotebookModel } from './model';
import { Notebook } from './notebook';
import { NotebookPageTools } from './NotebookPageTools';
import styles from './styles.module.css';

export { Notebook, missingMessage, type Missing, type NotebookCell, type RunReason } from './notebook';
export { NotebookModel, type CellState, type CellKind, type NotebookDoc } from './model';

const NotebookContext = createContext<Notebook | null>(null);

/** One notebook for the cells inside (the page's MDX content; see src/theme/MDXContent). */
export function NotebookProvider({
  children,
  notebook: given,
}: {
  children: ReactNode;
  notebook?: Notebook;
}): ReactNode {
  // A composed notebook brings its own (Composer/Composer.tsx): one per opened notebook, without the chapter toolbar.
  const [notebook] = useState(() => given ?? new Notebook(true));
  return <NotebookContext.Provider value={notebook}>{children}</NotebookContext.Provider>;
}

/** The page's notebook; a cell outside any page (the playground) gets one of its own. */
export function useNotebook(): Notebook {
  const page = useContext(NotebookContext);
  const [own] = useState(() => (page ? null : new Notebook(false)));
  return (page ?? own) as Notebook;
}

/** The notebook's version: re-renders on cells coming and going, and on Restart. */
export function useNotebookVersion(notebook: Notebook): number {
  return useSyncExternalStore(
    (l) => notebook.subscribe(l),
    () => notebook.version,
    () => 0,
  );
}

/**
 * One cell of the page's document, re-rendering only when that cell changes. The cell must
 * be in the document (`model.ensure(…)` on first render).
 */
export function useCell<Out>(model: NotebookModel<Out>, id: string): CellState<Out> {
  const get = () => model.getSnapshot().cells[id] as CellState<Out>;
  return useSyncExternalStore(model.subscribe, get, get);
}

/** The page toolbar above the first cell of every page with cells: Run all and Restart, then Reset page and Share. */
export function NotebookToolbar({ notebook }: { notebook: Notebook }): ReactNode {
  const version = useNotebookVersion(notebook);
  const [said, setSaid] = useState('');
  const count = notebook.cells().length;
  return (
    <>
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label="Notebook: all cells of this page"
        data-notebook-toolbar=""
      >
        <span className={styles.label}>
          Notebook · {count} {count === 1 ? 'cell' : 'cells'}, one page scope
        </span>
        <span className={styles.spacer} />
        <button
          type="button"
          className={styles.button}
          data-notebook="run-all"
          title="Run every cell of the page, top to bottom"
          onClick={() => {
            notebook.runAll();
            setSaid(`Ran all ${count} cells.`);
          }}
        >
          ▶▶ Run all
        </button>
        <button
          type="button"
          className={styles.button}
          data-notebook="restart"
          title="Clear the page scope, every output and the counter; run nothing until asked"
          onClick={() => {
            notebook.restart();
            setSaid('Restarted: outputs cleared, nothing has run. Press Run all to run every cell.');
          }}
        >
          ↺ Restart
        </button>
        <span className="hb-visually-hidden" aria-live="polite" data-version={version}>
          {said}
        </span>
      </div>
      {/* Saved edits and share links: Reset page and Share (NotebookPageTools.tsx). */}
      <NotebookPageTools />
    </>
  );
}
