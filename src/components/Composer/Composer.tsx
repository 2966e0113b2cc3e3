/**
 * A composed notebook on screen: its title and its cells (code, Markdown, exercises), with
 * add, move, duplicate and delete per cell, Run all and Restart, Share, Export and Import.
 *
 * What is kept is a ComposedNotebook (document.ts) in this component's state; the code cells
 * run as LiveCells in one Notebook of their own (a page scope across the cells, in the order
 * on screen), and what is typed into a code cell lives in that notebook's model under the
 * cell's id until it is saved (`current()` reads it back). A notebook of the reader's own
 * (`id` given) is saved on every change; one from a link or a file (`id` null) is someone
 * else's: its code is held until Run and nothing is saved until "Save a copy".
 */
import React, { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ReactLiveScope from '@theme/ReactLiveScope';
import LiveCell from '../LiveCell';
import { compileCell, compileSource } from '../LiveCell/compile';
import { Notebook, NotebookProvider } from '../Notebook';
import { browserStore, type StorageProblem } from '../Notebook/storage';
import { Exercise, ExerciseHint } from '../Exercise';
import type { ComposedCell, ComposedExercise, ComposedNotebook } from './document';
import {
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
  type CellKind,
  type Removed,
} from './edit';
import {
  EXPORT_KINDS,
  exportNotebook,
  FormatError,
  IMPORT_ACCEPT,
  importNotebook,
  SafeMarkdown,
  SHARE_LINK_LIMIT,
  toShareFragment,
  type ExportKind,
} from './formats-api';
import { problemMessage, saveNotebook } from './store';
import styles from './styles.module.css';

/** The authoring form loads only when a teacher opens it. */
const ExerciseForm = lazy(() => import('./ExerciseForm'));

/** Typing (or dragging) pauses this long before the notebook is written to storage. */
const SAVE_DEBOUNCE_MS = 400;

/** Where a notebook on screen came from: the reader's own, or someone else's. */
export type Origin = 'mine' | 'link' | 'file';

const KIND_NAME: Record<CellKind, string> = { code: 'Code', markdown: 'Markdown', exercise: 'Exercise' };

/** "a code cell", "a Markdown cell", "an exercise cell". */
function aCell(kind: CellKind): string {
  return `${kind === 'exercise' ? 'an' : 'a'} ${KIND_NAME[kind].toLowerCase()} cell`;
}

const EXPORT_LABEL: Record<ExportKind, string> = {
  json: '.hitbook.json',
  mdx: '.mdx',
  ipynb: '.ipynb',
  ts: '.ts',
};

export interface ComposerProps {
  notebook: ComposedNotebook;
  /** The saved notebook's id; null for someone else's (from a link or a file): not saved. */
  id: string | null;
  origin: Origin;
  /** A new notebook, not in storage until the reader changes something (then `onFirstSave`). */
  unsaved?: boolean;
  onFirstSave?: () => void;
  /** Someone else's notebook becomes the reader's: saved under a new id. */
  onSaveCopy?: (nb: ComposedNotebook) => void;
  /** A notebook imported from a file, to open in place of this one. */
  onOpen?: (nb: ComposedNotebook) => void;
  /** The playground: code cells with a tall editor. */
  large?: boolean;
  /** The page's own heading holds the title (the playground): no title field. */
  fixedTitle?: boolean;
}

/** A file download of `text`, through a Blob and an <a download>. */
function download(filename: string, mime: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has taken the bytes once the click has been handled.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

type ShareState =
  { kind: 'link'; url: string } | { kind: 'too-long'; length: number } | { kind: 'error'; message: string } | null;

export function Composer({
  notebook: initial,
  id,
  origin,
  unsaved = false,
  onFirstSave,
  onSaveCopy,
  onOpen,
  large = false,
  fixedTitle = false,
}: ComposerProps): ReactNode {
  const [nb, setNb] = useState(initial);
  const [runner] = useState(() => {
    const notebook = new Notebook(false);
    // Messages ("exported by cell 3", "stale: cell 2 changed") name cells as the composer
    // numbers them, Markdown and exercise cells included, in the order on screen now.
    notebook.numberOf = (cell, position) => {
      const host = cell.element()?.closest('[data-composer-id]');
      const all = host?.parentElement
        ? Array.from(host.parentElement.querySelectorAll(':scope > [data-composer-id]'))
        : [];
      const at = host ? all.indexOf(host) : -1;
      return at >= 0 ? at + 1 : position;
    };
    return notebook;
  });
  const model = runner.model;
  const held = origin !== 'mine';
  /** The Markdown cell being edited (one at a time, as in Jupyter). */
  const [editing, setEditing] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [authoring, setAuthoring] = useState<string | null>(null);
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  const [share, setShare] = useState<ShareState>(null);
  const [said, setSaid] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  /** The slug of the .mdx just downloaded: the steps that make it a chapter name it. */
  const [chapter, setChapter] = useState<string | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  /** Share links always open the notebook page, also when made on the playground. */
  const notebookPath = useBaseUrl('/notebook');

  const nbRef = useRef(nb);
  useEffect(() => {
    nbRef.current = nb;
  }, [nb]);
  /** The notebook as it is now: the code cells' sources are what their editors hold. */
  const current = useCallback(
    (): ComposedNotebook => withCode(nbRef.current, (cellId) => model.cell(cellId)?.code),
    [model],
  );

  // ---- Autosave: the reader's own notebook, a pause after any change (cells, code, title).
  // A notebook as it opened is not written (a new one not at all until the reader changes it).
  const lastSaved = useRef(JSON.stringify(initial));
  const [stored, setStored] = useState(!unsaved);
  const storedRef = useRef(!unsaved);
  const save = useCallback(() => {
    if (id === null) return;
    const now = current();
    const text = JSON.stringify(now);
    if (text === lastSaved.current) return;
    const written = saveNotebook(browserStore(), id, now, Date.now());
    if (written.ok) lastSaved.current = text;
    setProblem(written.ok ? null : written.problem);
    if (written.ok && !storedRef.current) {
      storedRef.current = true;
      setStored(true);
      onFirstSave?.();
    }
  }, [id, current, onFirstSave]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const schedule = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(save, SAVE_DEBOUNCE_MS);
  }, [save]);
  useEffect(() => {
    schedule();
  }, [nb, schedule]);
  useEffect(() => {
    const unsubscribe = model.subscribe(schedule);
    // Closing the tab within the pause must not lose the last keystrokes.
    window.addEventListener('pagehide', save);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', save);
      if (timer.current !== null) clearTimeout(timer.current);
      save();
    };
  }, [model, schedule, save]);

  // Moving cells moves their sections: the page scope reads cells in the new order.
  const order = nb.cells.map((c) => c.id).join(' ');
  useEffect(() => {
    runner.reordered();
  }, [order, runner]);

  useEffect(() => {
    if (removed) undoButton.current?.focus();
  }, [removed]);

  const add = (kind: CellKind, at: number) => {
    const cell = newCell(kind, freshCellId(nbRef.current));
    setNb((prev) => insertCell(prev, cell, at));
    if (kind === 'markdown') setEditing(cell.id);
    // In someone else's notebook no exercise's form opens (it holds the answers): see below.
    if (kind === 'exercise' && !held) setAuthoring(cell.id);
    setSaid(`Added ${aCell(kind)} as cell ${at + 1}.`);
  };

  const remove = (cellId: string) => {
    // The Undo brings back what the cell held when it went, typed code included.
    const result = removeCell(current(), cellId);
    if (!result.removed) return;
    const taken = result.removed;
    setNb((prev) => removeCell(prev, cellId).nb);
    setRemoved(taken);
    setSaid(`Deleted cell ${taken.at + 1}.`);
  };

  const move = (cellId: string, by: number) => {
    const at = nbRef.current.cells.findIndex((c) => c.id === cellId);
    if (at < 0) return;
    const to = at + by;
    if (to < 0 || to >= nbRef.current.cells.length) return;
    setNb((prev) => moveCell(prev, cellId, to));
    setSaid(`Moved to cell ${to + 1}.`);
  };

  const duplicate = (cellId: string) => {
    const newId = freshCellId(nbRef.current);
    setNb((prev) => duplicateCell(prev, cellId, newId, model.cell(cellId)?.code));
    setSaid('Duplicated the cell below itself.');
  };

  const makeShare = async () => {
    setShare(null);
    try {
      const fragment = (await toShareFragment(current())).replace(/^#/, '');
      const url = `${window.location.origin}${notebookPath}#${fragment}`;
      if (url.length > SHARE_LINK_LIMIT) {
        setShare({ kind: 'too-long', length: url.length });
        return;
      }
      setShare({ kind: 'link', url });
      const clipboard = (navigator as Partial<Navigator>).clipboard;
      // The link is shown either way; copying is a convenience the browser may refuse.
      clipboard?.writeText(url).then(
        () => {
          setSaid('Share link copied to the clipboard.');
        },
        () => undefined,
      );
    } catch (e) {
      setShare({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
  };

  const exportAs = (kind: ExportKind) => {
    try {
      const file = exportNotebook(current(), kind);
      download(file.filename, file.mime, file.text);
      setSaid(`Downloaded ${file.filename}.`);
      setChapter(kind === 'mdx' ? file.filename.replace(/\.mdx$/, '') : null);
    } catch (e) {
      setSaid(e instanceof FormatError ? e.message : `Could not export: ${String(e)}`);
    }
  };

  const importFile = (file: File) => {
    setImportError(null);
    void file.text().then((text) => {
      try {
        const opened = importNotebook(file.name, text);
        onOpen?.(opened);
      } catch (e) {
        setImportError(
          e instanceof FormatError ? e.message : `${file.name} could not be read as a notebook: ${String(e)}`,
        );
      }
    });
  };

  const count = nb.cells.length;
  return (
    <NotebookProvider notebook={runner}>
      <div className={styles.composer} data-composer="" data-composer-origin={origin}>
        {held && (
          <div className={styles.foreign} role="status" data-composer-foreign={origin}>
            <span className={styles.grow}>
              {origin === 'link'
                ? 'This notebook was opened from a shared link: it is someone else’s.'
                : // Maybe the reader's own export: the file is still code not yet trusted, but not "someone else's".
                  'This is an imported notebook, opened from a file.'}{' '}
              Its code cells wait until you press Run, and nothing of it is saved in this browser until you save a copy.
            </span>
            <button
              type="button"
              className={styles.primary}
              onClick={() => onSaveCopy?.(current())}
              data-composer="save-copy"
            >
              Save a copy
            </button>
          </div>
        )}
        {!fixedTitle && (
          <div className={styles.titleRow}>
            <label className={styles.titleLabel} htmlFor="composer-title">
              Title
            </label>
            {/* A one-line title that wraps: an <input> cut a long title at a phone's width. */}
            <textarea
              id="composer-title"
              className={styles.title}
              rows={1}
              value={nb.title}
              onChange={(e) => {
                const title = e.target.value.replace(/[\r\n]+/g, ' ');
                setNb((prev) => ({ ...prev, title }));
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
              data-composer-title=""
            />
          </div>
        )}
        <div className={styles.toolbar} role="toolbar" aria-label="Notebook" data-composer-toolbar="">
          <span className={styles.label}>
            {count} {count === 1 ? 'cell' : 'cells'}
            {id === null || problem ? ' · not saved' : stored ? ' · saved in this browser' : ' · new'}
          </span>
          <span className={styles.grow} />
          <button
            type="button"
            className={styles.button}
            data-notebook="run-all"
            onClick={() => {
              runner.runAll();
              setSaid('Ran every code cell, top to bottom.');
            }}
          >
            ▶▶ Run all
          </button>
          <button
            type="button"
            className={styles.button}
            data-notebook="restart"
            onClick={() => {
              runner.restart();
              setSaid('Restarted: outputs cleared, nothing has run.');
            }}
          >
            ↺ Restart
          </button>
          <button type="button" className={styles.button} onClick={() => void makeShare()} data-composer="share">
            Share
          </button>
          <span className={styles.group} role="group" aria-label="Export">
            <span className={styles.label} aria-hidden="true">
              Export
            </span>
            {EXPORT_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className={styles.button}
                onClick={() => {
                  exportAs(kind);
                }}
                aria-label={`Export as ${EXPORT_LABEL[kind]}`}
                data-export={kind}
              >
                {EXPORT_LABEL[kind]}
              </button>
            ))}
          </span>
          <label className={styles.button}>
            Import…
            <input
              type="file"
              accept={IMPORT_ACCEPT}
              className={styles.fileInput}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) importFile(file);
                e.target.value = '';
              }}
              data-composer="import"
            />
          </label>
        </div>
        {problem && (
          <p className={styles.problem} role="alert" data-composer-problem={problem}>
            {problemMessage(problem)}
          </p>
        )}
        {importError && (
          <p className={styles.problem} role="alert" data-composer-import-error="">
            {importError}
          </p>
        )}
        {chapter !== null && (
          <div className={styles.share} role="status" data-composer-chapter={chapter}>
            <p className={styles.grow}>
              Downloaded <code>{chapter}.mdx</code>. To make it a chapter of your copy of Hitbook: move it to{' '}
              <code>docs/{chapter}.mdx</code>, add <code>'{chapter}'</code> to the <code>chapters</code> list in{' '}
              <code>sidebars.ts</code>, then run <code>npm start</code> and open <code>/docs/{chapter}</code>.
            </p>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                setChapter(null);
              }}
              aria-label="Close the export note"
            >
              ✕
            </button>
          </div>
        )}
        {share && (
          <ShareBox
            share={share}
            exercises={nb.cells.filter((c) => c.kind === 'exercise').length}
            onDownload={() => {
              exportAs('json');
            }}
            onClose={() => {
              setShare(null);
            }}
          />
        )}
        {removed && (
          <div className={styles.undo} role="status" data-composer-undo="">
            <span className={styles.grow}>
              Deleted cell {removed.at + 1} ({KIND_NAME[removed.cell.kind].toLowerCase()}).
            </span>
            <button
              ref={undoButton}
              type="button"
              className={styles.button}
              onClick={() => {
                setNb((prev) => undoRemove(prev, removed));
                setRemoved(null);
                setSaid(`Cell ${removed.at + 1} is back.`);
              }}
            >
              Undo
            </button>
            <button
              type="button"
              className={styles.button}
              aria-label="Dismiss"
              onClick={() => {
                setRemoved(null);
              }}
            >
              ✕
            </button>
          </div>
        )}
        <div className="hb-visually-hidden" aria-live="polite" data-composer-said="">
          {said}
        </div>
        {nb.cells.map((cell, i) => (
          <React.Fragment key={cell.id}>
            <AddBar at={i} onAdd={add} />
            <div
              className={styles.cell}
              // Where a waiting cell's "Go to cell N" leads.
              id={`cell-${i + 1}`}
              data-composer-cell={cell.kind}
              data-composer-id={cell.id}
            >
              <div className={styles.cellBar} role="toolbar" aria-label={`Cell ${i + 1}: ${KIND_NAME[cell.kind]}`}>
                <span className={styles.cellName}>
                  {i + 1} · {KIND_NAME[cell.kind]}
                </span>
                <span className={styles.grow} />
                {cell.kind === 'markdown' && editing !== cell.id && (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => {
                      setEditing(cell.id);
                    }}
                    aria-label={`Edit cell ${i + 1}`}
                  >
                    Edit
                  </button>
                )}
                {/* The form shows the solution and the hidden cases: not to a student who opened
                    the notebook from a link or a file (until they save a copy of their own). */}
                {cell.kind === 'exercise' && !held && (
                  <button
                    type="button"
                    className={styles.button}
                    aria-expanded={authoring === cell.id}
                    onClick={() => {
                      setAuthoring(authoring === cell.id ? null : cell.id);
                    }}
                    aria-label={`Edit the exercise of cell ${i + 1}`}
                  >
                    {/* On a phone the short word, so that the bar stays one line (the aria-label is whole). */}
                    {authoring === cell.id ? 'Close' : 'Edit'}
                    <span className={styles.wide}>{authoring === cell.id ? ' the form' : ' exercise'}</span>
                  </button>
                )}
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    move(cell.id, -1);
                  }}
                  disabled={i === 0}
                  aria-label={`Move cell ${i + 1} up`}
                  data-composer-move="up"
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    move(cell.id, 1);
                  }}
                  disabled={i === count - 1}
                  aria-label={`Move cell ${i + 1} down`}
                  data-composer-move="down"
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    duplicate(cell.id);
                  }}
                  aria-label={`Duplicate cell ${i + 1}`}
                  data-composer-duplicate=""
                >
                  Duplicate
                </button>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => {
                    remove(cell.id);
                  }}
                  aria-label={`Delete cell ${i + 1}`}
                  data-composer-delete=""
                >
                  Delete
                </button>
              </div>
              <CellBody
                cell={cell}
                position={i + 1}
                held={held}
                large={large}
                notebookId={id}
                editing={editing === cell.id}
                authoring={authoring === cell.id}
                onEdit={(on) => {
                  setEditing(on ? cell.id : null);
                }}
                onSource={(source) => {
                  setNb((prev) => setSource(prev, cell.id, source));
                }}
                onExercise={(exercise) => {
                  setNb((prev) => setExercise(prev, cell.id, exercise));
                }}
              />
            </div>
          </React.Fragment>
        ))}
        <AddBar at={count} onAdd={add} last />
      </div>
    </NotebookProvider>
  );
}

/** The buttons between two cells (and after the last) that add a cell there. */
function AddBar({
  at,
  onAdd,
  last = false,
}: {
  at: number;
  onAdd: (kind: CellKind, at: number) => void;
  last?: boolean;
}): ReactNode {
  const where = last ? 'at the end' : `before cell ${at + 1}`;
  return (
    <div className={last ? `${styles.addBar} ${styles.addBarLast}` : styles.addBar} data-composer-add={at}>
      {(['code', 'markdown', 'exercise'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className={styles.add}
          onClick={() => {
            onAdd(kind, at);
          }}
          aria-label={`Add ${aCell(kind)} ${where}`}
          data-composer-add-kind={kind}
        >
          + {KIND_NAME[kind]}
        </button>
      ))}
    </div>
  );
}

function ShareBox({
  share,
  exercises,
  onDownload,
  onClose,
}: {
  share: NonNullable<ShareState>;
  /** How many exercise cells travel with the link: their answers travel too. */
  exercises: number;
  onDownload: () => void;
  onClose: () => void;
}): ReactNode {
  return (
    <div className={styles.share} role="status" data-composer-share={share.kind}>
      {share.kind === 'link' && (
        <>
          <label className={styles.grow}>
            Share link (the whole notebook is in it; whoever opens it sees your cells, and they run only when they press
            Run):
            <input
              className={styles.shareUrl}
              readOnly
              value={share.url}
              onFocus={(e) => {
                e.target.select();
              }}
              data-composer-share-url=""
            />
          </label>
        </>
      )}
      {share.kind === 'too-long' && (
        <>
          <span className={styles.grow}>
            This notebook makes a link of {share.length.toLocaleString('en')} characters, more than the{' '}
            {SHARE_LINK_LIMIT.toLocaleString('en')} a link can safely carry (mail and chat cut long links). Send the
            file instead: whoever imports it sees the same notebook.
          </span>
          <button type="button" className={styles.primary} onClick={onDownload}>
            Download .hitbook.json
          </button>
        </>
      )}
      {share.kind === 'error' && <span className={styles.grow}>Could not make a link: {share.message}</span>}
      {share.kind !== 'error' && exercises > 0 && (
        // Honest about what a link is: everything in it reaches whoever has it.
        <p className={styles.shareAnswers} data-composer-share-answers="">
          <strong>The answers travel with it.</strong>{' '}
          {exercises === 1 ? 'The exercise goes' : `The ${exercises} exercises go`} whole with the{' '}
          {share.kind === 'link' ? 'link' : 'file'}, solutions and hidden cases included: whoever opens it does not see
          the exercise’s form, but a student who exports the notebook or reads the{' '}
          {share.kind === 'link' ? 'link' : 'file'} can find them.
        </p>
      )}
      <button type="button" className={styles.button} onClick={onClose} aria-label="Close the share box">
        ✕
      </button>
    </div>
  );
}

interface CellBodyProps {
  cell: ComposedCell;
  position: number;
  held: boolean;
  large: boolean;
  /** The reader's notebook's id (null for someone else's): its cells' timeout and crash records go under it. */
  notebookId: string | null;
  editing: boolean;
  authoring: boolean;
  onEdit: (on: boolean) => void;
  onSource: (source: string) => void;
  onExercise: (exercise: ComposedExercise) => void;
}

function CellBody({
  cell,
  position,
  held,
  large,
  notebookId,
  editing,
  authoring,
  onEdit,
  onSource,
  onExercise,
}: CellBodyProps): ReactNode {
  switch (cell.kind) {
    case 'code':
      return (
        <CodeCell
          id={cell.id}
          source={cell.source}
          position={position}
          held={held}
          large={large}
          guardPage={notebookId === null ? undefined : `notebook:${notebookId}`}
        />
      );
    case 'markdown':
      return (
        <MarkdownCell source={cell.source} position={position} editing={editing} onEdit={onEdit} onSource={onSource} />
      );
    case 'exercise':
      return (
        <>
          {authoring && (
            <Suspense fallback={<p>Loading the form…</p>}>
              <ExerciseForm exercise={cell.exercise} onApply={onExercise} position={position} />
            </Suspense>
          )}
          <ComposedExerciseView id={cell.id} exercise={cell.exercise} />
        </>
      );
  }
}

/** A code cell: a LiveCell in the composer's notebook, its code kept in the notebook's model under the cell's id. */
function CodeCell({
  id,
  source,
  position,
  held,
  large,
  guardPage,
}: {
  id: string;
  source: string;
  position: number;
  held: boolean;
  large: boolean;
  guardPage: string | undefined;
}): ReactNode {
  // Compiled here, as the build compiles a chapter's cells, so the page scope knows at once
  // what each cell exports and reads: a reloaded notebook's cells then run in the right order.
  // Code that does not compile is left to the cell, which shows the error with its line.
  const compiled = useMemo(() => {
    try {
      return compileCell(source);
    } catch {
      return null;
    }
  }, [source]);
  return (
    <LiveCell
      code={source}
      scope={ReactLiveScope}
      compiled={compiled?.js}
      info={compiled?.info}
      compiler={compileSource}
      modelId={id}
      held={held}
      large={large}
      guardPage={guardPage}
      title={`Cell ${position}: TypeScript`}
    />
  );
}

/** A Markdown cell: rendered (safely) until the reader edits it in place; rendered again on leave. */
function MarkdownCell({
  source,
  position,
  editing,
  onEdit,
  onSource,
}: {
  source: string;
  position: number;
  editing: boolean;
  onEdit: (on: boolean) => void;
  onSource: (source: string) => void;
}): ReactNode {
  const rendered = useRef<HTMLDivElement>(null);
  /** Leaving with Escape (or Shift+Enter) gives the focus back to the rendered cell. */
  const refocus = useRef(false);
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      rendered.current?.focus();
    }
  }, [editing]);
  if (editing)
    return (
      <textarea
        className={styles.markdownSource}
        aria-label={`Cell ${position}: Markdown source (Escape or Shift+Enter shows it rendered)`}
        // The cell was opened for editing by the reader (a click, Enter, or a new cell).
        autoFocus
        value={source}
        rows={Math.max(3, source.split('\n').length + 1)}
        spellCheck
        onChange={(e) => {
          onSource(e.target.value);
        }}
        onBlur={() => {
          onEdit(false);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' || (e.key === 'Enter' && e.shiftKey)) {
            e.preventDefault();
            refocus.current = true;
            onEdit(false);
          }
        }}
        data-markdown-source=""
      />
    );
  return (
    <div
      ref={rendered}
      className={styles.markdown}
      role="group"
      tabIndex={0}
      aria-label={`Cell ${position}: Markdown (Enter or double-click to edit)`}
      onDoubleClick={() => {
        onEdit(true);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.target === e.currentTarget) {
          e.preventDefault();
          onEdit(true);
        }
      }}
      data-markdown-rendered=""
    >
      {source.trim() === '' ? (
        <p className={styles.placeholder}>Empty Markdown cell: double-click or press Enter to write. $…$ for maths.</p>
      ) : (
        <SafeMarkdown source={source} className="markdown" />
      )}
    </div>
  );
}

/** An exercise a teacher composed, as a chapter's <Exercise> with its statement and hints in safe Markdown. */
function ComposedExerciseView({ id, exercise }: { id: string; exercise: ComposedExercise }): ReactNode {
  return (
    <Exercise
      id={id}
      title={exercise.title}
      fn={exercise.fn}
      compare={exercise.compare}
      reference={exercise.reference}
      random={exercise.random}
      figure={exercise.figure}
      forbid={exercise.forbid}
      tolerance={exercise.tolerance}
      starter={exercise.starter}
      cases={exercise.cases}
      solution={exercise.solution}
      hints={JSON.stringify(exercise.hints)}
    >
      <SafeMarkdown source={exercise.statement} />
      {exercise.hints.map((hint, i) => (
        <ExerciseHint key={i}>
          <SafeMarkdown source={hint} />
        </ExerciseHint>
      ))}
    </Exercise>
  );
}

export default Composer;
