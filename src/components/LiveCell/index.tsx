import React, { isValidElement, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import { CodeEditor, type CodeEditorHandle } from '../CodeEditor';
import { useFrameScheduler } from '../Diagram';
import { FigureView } from '../Diagram/FigureView';
import { Figure, type HandleMove } from '../Diagram/scene';
import type { Move3 } from '../Figure3D/scene3d';
import { kit3D, type Figure3DProps } from './kit3d';
import {
  missingMessage,
  NotebookToolbar,
  useCell,
  useNotebook,
  type NotebookCell,
  type NotebookModel,
  type RunReason,
} from '../Notebook';
import type { CellInfo } from './analyze';
import { quoteLine } from './function';
import { inspect } from './inspect';
import { liveModules } from './modules';
import savedStyles from '../Notebook/saved.module.css';
import { codeHash } from '../Notebook/hash';
import { browserStore, heldOnLoad } from '../Notebook/storage';
import { SavedCodeNote } from './SavedCodeNote';
import { useSavedCode } from './useSavedCode';
import { Logs, ReturnedValue } from './output';
import { prettyValue } from './pretty';
import { CellRuntime, EMPTY, type CellErrorInfo, type CellOutput } from './runtime';
import styles from './styles.module.css';
import chrome from './output.module.css';
import { useBindings } from './useBindings';

type Compile = (source: string) => string;

/** The compiler's module: `compileSource`, and `analyzeCell` for the page scope. */
function loadTools(): Promise<typeof import('./compile')> {
  return import('./compile');
}

let compilerLoad: Promise<Compile> | null = null;

/**
 * The compiler (sucrase and acorn, the heavy part of a cell) loads on demand: a page's cells
 * arrive compiled at build time and run without it; it is fetched when the page is idle, or
 * at the first edit.
 */
export function loadCompiler(): Promise<Compile> {
  compilerLoad ??= import('./compile').then((m) => m.compileSource);
  return compilerLoad;
}

/** Starts a cell's code: compiled at build time if it was, else with the compiler at hand. */
function start(rt: CellRuntime, source: string, compiled: string | undefined, compiler: Compile | undefined): void {
  if (compiled !== undefined) rt.setCompiled(compiled);
  else if (compiler) rt.setCode(source, compiler);
  else throw new Error('LiveCell: give either `compiled` (build-time) or a `compiler`');
}

/** Keys that edit the code (besides printable characters): pressing one means the reader is editing. */
const EDIT_KEYS = new Set(['Enter', 'Backspace', 'Delete']);

/** Typing pauses this long before the cell runs again. */
export const RUN_DEBOUNCE_MS = 300;

interface LiveCellProps {
  /** The code as the page gives it. */
  code: string;
  /** Names the code sees without importing them. */
  scope: Record<string, unknown>;
  /** A taller editor for the playground. */
  large?: boolean;
  /** Shown in the cell's header. */
  title?: string;
  /** The code already compiled (guarded JavaScript), by the build's remark plugin. */
  compiled?: string;
  /** A compiler at hand, for cells not compiled at build time (the playground). */
  compiler?: Compile;
  /** Runs only when asked (Run, Shift+Enter, Run all), not on load or edit: for heavy code. */
  manual?: boolean;
  /** The cell's id on its page (from the build; not its position): its edits are saved under it. */
  cellId?: string;
  /** The cell's index among the page's cells (from the build): the id older saved edits used. */
  cellIndex?: number;
  /** The hash of `code` (from the build), the version saved edits are checked against. */
  originalHash?: string;
  /** The names the code exports to the page and reads from it (found at build time). */
  info?: CellInfo;
  /**
   * The cell's key in the page's document when it has no build id (a composed notebook's
   * cell): its code lives there under this key, and nothing is saved per cell.
   */
  modelId?: string;
  /**
   * Someone else's code (a composed notebook opened from a link or a file): it runs only when
   * the reader presses Run — not on load, not in the first render, not on edit.
   */
  held?: boolean;
  /**
   * With `modelId`: where the cell's timeout and crash records are kept (its composed
   * notebook), so a cell that froze the page waits for Run on the next visit.
   */
  guardPage?: string;
}

/**
 * Says that moving handles rewrote the cell's code (and that the rewrite is saved, so the
 * figure may no longer match the text on the next visit), with an Undo of every move in one click.
 */
function MovedNote({ saved, onUndo }: { saved: boolean; onUndo: () => void }): ReactNode {
  return (
    <div className={savedStyles.notes}>
      <div className={savedStyles.note} data-cell-note="moved" role="status">
        <span className={savedStyles.noteText}>
          Moving the handles rewrote this code
          {saved ? ': it is saved in this browser, and the figure may differ from what the text describes.' : '.'}
        </span>
        <button type="button" className={savedStyles.button} onClick={onUndo}>
          Undo the moves
        </button>
      </div>
    </div>
  );
}

function ErrorMessage({ error, code }: { error: CellErrorInfo; code: string }): ReactNode {
  const whole = error.line === null ? undefined : code.split('\n')[error.line - 1];
  const quote = whole === undefined ? null : quoteLine(whole, error.column);
  const where =
    error.kind === 'timeout'
      ? ''
      : [error.line === null ? null : `line ${error.line}`, error.where ?? null].filter(Boolean).join(', ');
  return (
    <div className={styles.error} data-cell-error={error.kind}>
      <div>
        {error.kind === 'timeout' ? (
          <strong>{error.message}</strong>
        ) : (
          <>
            <strong>{error.name}</strong>
            {where && <span className={styles.errorWhere}> on {where}</span>}: {error.message}
          </>
        )}
      </div>
      {quote && (
        <pre className={styles.errorLine}>
          <span className={styles.gutter}>{error.line} │ </span>
          {quote.text}
          {quote.caret !== null && (
            <>
              {'\n'}
              <span className={styles.gutter}>{' '.repeat(String(error.line).length)} │ </span>
              {' '.repeat(Math.max(0, quote.caret - 1))}^
            </>
          )}
        </pre>
      )}
    </div>
  );
}

/** Line numbers beside the code; the line an error names is marked. */
function Gutter({ lines, errorLine }: { lines: number; errorLine: number | null }): ReactNode {
  return (
    <div className={styles.lineNumbers} aria-hidden="true" data-cell-gutter="">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={i + 1 === errorLine ? styles.errorLineNumber : undefined}>
          {i + 1}
        </div>
      ))}
    </div>
  );
}

/** Mounts what the code passed to `render(…)` in a root of its own: its errors cannot reach the page. */
function RenderedElement({ element, runtime }: { element: unknown; runtime: CellRuntime }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const r = createRoot(el, {
      onUncaughtError: (error) => {
        runtime.reportLater(error, 'while rendering');
      },
      onCaughtError: (error) => {
        runtime.reportLater(error, 'while rendering');
      },
    });
    root.current = r;
    return () => {
      root.current = null;
      // Unmounting synchronously inside React's own commit is not allowed; defer it.
      setTimeout(() => {
        r.unmount();
      }, 0);
    };
  }, [runtime]);
  useEffect(() => {
    const node: ReactNode = isValidElement(element) ? element : element === undefined ? null : inspect(element);
    root.current?.render(node);
  }, [element]);
  return <div ref={ref} className={styles.rendered} data-rendered="" />;
}

/**
 * A live code cell: a TypeScript editor over the cell's output (figures, what it rendered,
 * its console, its error). Runs when typing pauses; handles re-run it every frame they move.
 */
export function LiveCell({
  code: original,
  scope,
  large = false,
  title = 'Live TypeScript',
  compiled,
  compiler,
  manual = false,
  info,
  cellId,
  cellIndex,
  originalHash,
  modelId,
  held = false,
  guardPage,
}: LiveCellProps): ReactNode {
  const isBrowser = useIsBrowser();
  const prismTheme = usePrismTheme();
  const notebook = useNotebook();
  // The cell's state (code, output, count, run state) is in the page's document
  // (Notebook/model.ts) under its stable id; a cell without one (the playground) gets a key
  // of its own there.
  const model = notebook.model as NotebookModel<CellOutput>;
  const anonymous = useId();
  const key = cellId ?? modelId ?? `cell${anonymous}`;
  // The server and the first client render draw the same static output, cells in page order,
  // each with the names the cells above exported; the live runtime starts after hydration.
  const [initial] = useState(() => {
    const index = notebook.staticCells.length;
    const staticRuntime = new CellRuntime({ scope, modules: liveModules, live: false });
    start(staticRuntime, original, compiled, compiler);
    // Held code is not run even by the first render: that would run it on the site's origin.
    // Nor is a composed cell that timed out or never finished last time (its first render is
    // in the browser, from storage: there is no server render to match).
    const stopped =
      guardPage !== undefined &&
      modelId !== undefined &&
      heldOnLoad(browserStore(), guardPage, modelId, codeHash(original));
    const resolved = manual || held || stopped ? null : notebook.staticResolve(info?.uses ?? []);
    const missing = resolved && 'missing' in resolved ? resolved.missing : null;
    model.ensure({ id: key, kind: 'code', original, manual: manual || held || stopped, waiting: missing });
    if (!resolved || 'missing' in resolved) {
      notebook.staticCells.push({ exports: info?.exports ?? [], values: null });
      return { index, output: EMPTY };
    }
    staticRuntime.setPage(resolved.names, resolved.values);
    const output = staticRuntime.run();
    notebook.staticCells.push({ exports: info?.exports ?? [], values: staticRuntime.exports });
    return { index, output };
  });
  const cell = useCell(model, key);
  const { code, moveBase, count, running, waiting, staleBy, notRun, moved } = cell;
  const output = cell.output ?? initial.output;
  const setCode = useCallback(
    (next: string) => {
      model.update(key, { code: next });
    },
    [model, key],
  );
  const setOutput = useCallback(
    (next: CellOutput) => {
      model.update(key, { output: next });
    },
    [model, key],
  );
  // Saved edits, share links, cells held after a timeout or a crash (useSavedCode.ts).
  // Code changed only by moving handles (dragged, or with the keyboard), not typed: the
  // cell's moveBase is the code before the first such move, for an Undo in one click, and
  // for the saved edit to say so.
  const saved = useSavedCode({
    cellId,
    cellIndex,
    originalHash,
    original,
    code,
    setCode,
    dragged: moveBase === original && code !== original,
    held,
    guard: guardPage === undefined || modelId === undefined ? undefined : { page: guardPage, cell: modelId },
  });
  // A saved edit that only moved handles comes back as moves: the note below offers the Undo.
  const { restoredDragged } = saved;
  useEffect(() => {
    if (restoredDragged) model.update(key, { moveBase: original });
  }, [restoredDragged, original, model, key]);
  const { settle, onRunStart, onRunEnd, isHeld } = saved;
  /** True until the cell's starting code (saved, shared or original) is in its runtime. */
  const starting = useRef(true);
  const [tabLeaves, setTabLeaves] = useState(false);
  const pointerFocus = useRef(false);
  const runtime = useRef<CellRuntime | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const [live, setLive] = useState<CellRuntime | null>(null);

  // ---- The cell in the page's notebook: its execution count, what it reads from the page.
  const [announcement, setAnnouncement] = useState('');
  const names = useRef<CellInfo | null>(info ?? null);
  const hasRun = useRef(false);
  const blocked = useRef(false);
  /** The code the runtime holds: an edit not yet compiled differs from it. */
  const compiledCode = useRef(original);
  const [entry] = useState<NotebookCell>(() => ({
    element: () => sectionRef.current,
    names: () => names.current,
    // A held cell, or one whose saved code is still being compiled, waits like a manual one.
    manual: () => manual || starting.current || isHeld(),
    exports: () => (hasRun.current && !blocked.current ? (runtime.current?.exports ?? null) : null),
    failed: () => hasRun.current && !blocked.current && runtime.current?.exports === null,
    execute: (reason: RunReason) => {
      const rt = runtime.current;
      if (!rt) return 'waiting';
      // Run all is the reader asking every cell to run: a held cell (from a link, or stopped
      // last time) is theirs to run now, its output shown, like pressing its own Run.
      if (reason === 'run-all') saved.release();
      const resolved = notebook.resolve(entry, names.current?.uses ?? []);
      if ('missing' in resolved) {
        blocked.current = true;
        model.update(key, { waiting: resolved.missing });
        if (reason === 'run' || reason === 'edit') setAnnouncement(missingMessage(resolved.missing));
        return 'waiting';
      }
      blocked.current = false;
      rt.setPage(resolved.names, resolved.values);
      const out = rt.run();
      hasRun.current = true;
      const n = reason === 'drag' ? null : notebook.nextCount();
      model.update(key, {
        output: out,
        waiting: null,
        staleBy: null,
        notRun: false,
        ...(n === null ? {} : { count: n }),
      });
      if (n !== null) {
        // Only the cell the reader acted on speaks: a Run all or a drag would flood a screen reader.
        if (reason === 'run' || reason === 'edit') setAnnouncement(summary(out, n));
      }
      return out.error ? 'error' : 'ok';
    },
    markStale: (by: number) => {
      // A cell that has not run has no output to go stale: it keeps saying it has not run.
      if (hasRun.current) model.update(key, { staleBy: by });
    },
    restart: () => {
      hasRun.current = false;
      blocked.current = false;
      model.update(key, {
        output: runtime.current?.halt() ?? EMPTY,
        count: null,
        waiting: null,
        staleBy: null,
        notRun: true,
      });
      setAnnouncement('');
    },
  }));
  // ---- end of the notebook cell.

  /** What the cells above export: the page names this cell's type check knows (as `any`). */
  const pageNames = useCallback(() => {
    const cells = notebook.cells();
    return cells.slice(0, Math.max(0, cells.indexOf(entry))).flatMap((c) => c.names()?.exports ?? []);
  }, [notebook, entry]);

  // The code called figure3d on a page without the 3D kit; it has loaded now.
  const rerunWithKit3D = useCallback(() => {
    notebook.run(entry, 'run');
  }, [notebook, entry]);

  useEffect(() => {
    const rt = new CellRuntime({
      scope,
      modules: liveModules,
      live: true,
      onLater: setOutput,
      onRunStart,
      onRunEnd,
      onKit3D: rerunWithKit3D,
    });
    start(rt, original, compiled, compiler);
    runtime.current = rt;
    // The cell starts with the reader's saved (or shared) code. Known at once, and the
    // original, it joins the page's first run; otherwise it runs once that code is compiled,
    // unless it is held (after a timeout or a crash, or from a share link: it waits for Run).
    let joined = false;
    starting.current = true;
    settle((first) => {
      if (runtime.current !== rt) return;
      const begin = () => {
        starting.current = false;
        if (joined && notebook.started && first.run && !manual) notebook.run(entry, 'load');
      };
      if (first.code === original) begin();
      else
        void loadTools().then((tools) => {
          if (runtime.current !== rt) return;
          compileInto(first.code, tools);
          begin();
        });
    });
    // The hand-over from the static render to the live one: the cell joins the page's
    // notebook, which runs the automatic cells top to bottom once they have all joined.
    const leave = notebook.join(entry);
    joined = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the runtime is an external system that starts here
    setLive(rt);
    // Fetch the compiler while the reader is reading, so the first edit runs at once.
    // Safari has no requestIdleCallback: there, a timer after the page has settled.
    const idle =
      'requestIdleCallback' in window ? window.requestIdleCallback(() => void loadCompiler(), { timeout: 3000 }) : null;
    const timer = idle === null ? setTimeout(() => void loadCompiler(), 1500) : null;
    return () => {
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
      leave();
      rt.dispose();
      runtime.current = null;
    };
    // compileInto reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scope, original, compiled, compiler, notebook, entry, settle, onRunStart, onRunEnd, rerunWithKit3D]);

  // Handles bound to code: drags rewrite numbers in the editor (useBindings.ts).
  const editor = useRef<CodeEditorHandle>(null);
  const bind = useBindings({
    code,
    figures: output.figures,
    figures3d: output.figures3d,
    runtime,
    editor,
    initialCode: original,
  });
  const { setCode: compileBound, delayFor, onMove: moveBound } = bind;
  // How many times edits have run the cell, as data-edit-runs: typing runs it once per pause.
  const editRuns = useRef(0);
  const firstEdit = useRef(true);
  useEffect(() => {
    if (firstEdit.current) {
      firstEdit.current = false;
      return;
    }
    // A held cell waits for Run, whatever is typed into it.
    if (isHeld()) return;
    let cancelled = false;
    const delay = delayFor(code, RUN_DEBOUNCE_MS); // a drag's rewrite runs at once
    const timer = setTimeout(() => {
      void loadTools().then((tools) => {
        // Run (or Reset) may have taken this code already.
        if (cancelled || !runtime.current || compiledCode.current === code) return;
        compileInto(code, tools);
        // A manual cell keeps its output until the reader asks: its header says it is edited.
        if (manual) return;
        notebook.run(entry, 'edit');
        sectionRef.current?.setAttribute('data-edit-runs', String(++editRuns.current));
      });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // compileInto reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, compiler, manual, notebook, entry, isHeld, delayFor]);

  /** Gives the runtime `source`, and learns what it exports and reads. */
  function compileInto(source: string, tools: Awaited<ReturnType<typeof loadTools>>): void {
    const rt = runtime.current;
    if (!rt) return;
    compileBound(rt, source, compiler ?? tools.compileSource);
    compiledCode.current = source;
    const js = rt.js;
    if (js !== null) {
      try {
        names.current = tools.analyzeCell(js);
      } catch {
        // Code the compiler took always parses; if not, the names stay as they were.
      }
    }
  }

  /** Run (the button, Shift+Enter): compiles a pending edit at once, then runs the cell and its dependents. */
  const runNow = () => {
    if (!runtime.current) return;
    saved.release();
    if (compiledCode.current === code) {
      notebook.run(entry, 'run');
      return;
    }
    model.update(key, { running: true });
    void loadTools().then((tools) => {
      model.update(key, { running: false });
      if (!runtime.current) return;
      compileInto(code, tools);
      notebook.run(entry, 'run');
    });
  };

  const [copied, setCopied] = useState(false);
  const copy = () => {
    const done = () => {
      setCopied(true);
      setAnnouncement('Code copied to the clipboard.');
      setTimeout(() => {
        setCopied(false);
      }, 2000);
    };
    // The async clipboard needs a secure context (https or localhost); elsewhere, the old way.
    const fallback = () => {
      const ta = sectionRef.current?.querySelector('textarea');
      if (!ta) return;
      ta.select();
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only copy without the async clipboard
      if (document.execCommand('copy')) done();
      ta.setSelectionRange(0, 0);
    };
    const clipboard = (navigator as Partial<Navigator>).clipboard;
    if (clipboard) clipboard.writeText(code).then(done, fallback);
    else fallback();
  };

  const schedule = useFrameScheduler(
    () => {
      // This cell, then the cells below that read what it exports, in this frame.
      bind.onFrame();
      if (runtime.current) notebook.run(entry, 'drag');
    },
    // What a frame of dragging costs, shown to tests and the curious as data-frame-ms.
    (ms) => sectionRef.current?.setAttribute('data-frame-ms', ms.toFixed(2)),
  );
  const onMove = useCallback(
    (figureIndex: number, move: HandleMove) => {
      // Moves land at once; the run waits for the next frame, so fast pointers cost one run per frame.
      moveBound(figureIndex, move);
      runtime.current?.applyMove(figureIndex, move);
      model.update(key, { moved: true });
      schedule();
    },
    [schedule, moveBound, model, key],
  );

  const onMove3 = useCallback(
    (figureIndex: number, move: Move3) => {
      // A handle's move may rewrite its numbers, as in 2D; a switch is not bound to code.
      if (!('choice' in move)) moveBound(figureIndex, move, 3);
      runtime.current?.applyMove3(figureIndex, move);
      if (!('choice' in move)) model.update(key, { moved: true });
      schedule();
    },
    [schedule, moveBound, model, key],
  );

  const reset = () => {
    // Through the editor, so Ctrl+Z brings the reader's edits back.
    if (code !== original) {
      if (editor.current) editor.current.replaceAll(original);
      else setCode(original);
    }
    model.update(key, { moved: false });
    saved.release();
    const rt = runtime.current;
    if (!rt) return;
    rt.resetHandles();
    start(rt, original, compiled, compiler);
    compiledCode.current = original;
    names.current = info ?? null;
    if (!manual) notebook.run(entry, 'run');
  };

  const edited = code !== original;

  const position = initial.index + 1;
  const countText = running ? '*' : count === null ? ' ' : String(count);
  return (
    <>
      {notebook.page && initial.index === 0 && <NotebookToolbar notebook={notebook} />}
      <section
        ref={sectionRef}
        id={notebook.page ? `cell-${position}` : undefined}
        className={styles.cell}
        aria-label={`${notebook.page ? `Cell ${position}, ` : ''}${output.figures[0]?.view.title ? `${title}: ${output.figures[0].view.title}` : title}`}
        data-live-cell=""
        data-cell-index={position}
        data-count={running ? '*' : (count ?? '')}
        data-manual={manual || undefined}
        data-cell-id={cellId}
        data-cell-build-index={cellIndex}
        data-cell-hash={originalHash}
        data-cell-ready={saved.ready || undefined}
      >
        <header className={styles.header}>
          <span
            className={chrome.count}
            title={count === null ? 'Not run yet' : `Execution count: the page's ${count}th run`}
            data-cell-count=""
          >
            [{countText}]
          </span>
          <span className={styles.title}>{title}</span>
          {manual && (
            <span className={chrome.tag} title="Runs only when you press Run (or Shift+Enter in the editor)">
              manual
            </span>
          )}
          {edited && (
            <span className={styles.badge} data-cell-edited="">
              edited
            </span>
          )}
          {staleBy !== null && (
            <span className={styles.badge} data-cell-stale={staleBy}>
              stale: cell {staleBy} changed
            </span>
          )}
          <span className={styles.spacer} />
          <button
            type="button"
            className={styles.button}
            onClick={runNow}
            disabled={!isBrowser}
            aria-label={`Run ${notebook.page ? `cell ${position}` : 'the cell'} (Shift+Enter in the editor)`}
            title="Run (Shift+Enter in the editor)"
            data-cell-run=""
          >
            ▶ Run
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={copy}
            disabled={!isBrowser}
            aria-label={copied ? 'Copied' : 'Copy the code'}
            data-cell-copy={copied ? 'copied' : ''}
          >
            {copied ? 'Copied ✓' : 'Copy'}
          </button>
          <button type="button" className={styles.button} onClick={reset} disabled={!edited && !moved}>
            Reset
          </button>
        </header>
        <div
          className={styles.editor}
          style={large ? { minHeight: '24rem' } : undefined}
          // Tab indents while one edits. A reader who tabs *into* the editor is passing through
          // the page, so there Tab moves on until they type; Esc hands Tab back to the page.
          onPointerDown={() => {
            pointerFocus.current = true;
          }}
          onFocus={(e) => {
            if (bind.juggling.current) return; // a drag's rewrite, not the reader
            if ((e.target as Element).tagName === 'TEXTAREA') setTabLeaves(!pointerFocus.current);
            pointerFocus.current = false;
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey) {
              // Shift+Enter runs the cell, as in Jupyter; the editor keeps the focus.
              e.preventDefault();
              runNow();
              return;
            }
            if (e.key === 'Escape') setTabLeaves(true);
            else if (tabLeaves && !e.ctrlKey && !e.metaKey && (e.key.length === 1 || EDIT_KEYS.has(e.key)))
              setTabLeaves(false);
          }}
          data-cell-editor=""
        >
          <Gutter lines={code.split('\n').length} errorLine={output.error?.line ?? null} />
          <div className={styles.editorText}>
            <CodeEditor
              ref={editor}
              label={`${title}: code editor${output.figures[0]?.view.title ? ` for “${output.figures[0].view.title}”` : ''}`}
              code={code}
              theme={prismTheme}
              tabLeaves={tabLeaves}
              editable={isBrowser}
              onChange={(next) => {
                // A handle's rewrite, or the reader typing (which makes it their edit).
                model.update(key, (c) => ({ moveBase: bind.juggling.current ? (c.moveBase ?? c.code) : null }));
                setCode(next);
              }}
              shown={bind.shown}
              marks={bind.marks}
              onCaret={bind.onCaret}
              pageNames={pageNames}
            />
          </div>
        </div>
        {isBrowser && (
          <div className={styles.hint} aria-live="polite" data-cell-hint="">
            {tabLeaves
              ? 'Tab moves on to the next control. Type to edit; then Tab indents.'
              : manual || saved.hold !== null
                ? 'Edit the code, then Shift+Enter (or Run) runs it. Esc, then Tab, leaves the editor.'
                : 'Edit the code: it runs as you type; Shift+Enter runs it now. Esc, then Tab, leaves the editor.'}
          </div>
        )}
        <div className="hb-visually-hidden" aria-live="polite" data-cell-announce="">
          {announcement}
        </div>
        <SavedCodeNote saved={saved} onRun={runNow} />
        {moveBase !== null && code !== moveBase && !saved.shared && (
          <MovedNote
            saved={moveBase === original && cellId !== undefined}
            onUndo={() => {
              if (editor.current) editor.current.replaceAll(moveBase);
              else setCode(moveBase);
              model.update(key, { moveBase: null });
            }}
          />
        )}
        <div
          className={styles.output}
          data-cell-output=""
          data-stale={output.stale || waiting !== null || staleBy !== null || undefined}
          hidden={saved.hold !== null}
        >
          {waiting && (
            <div className={chrome.waiting} data-cell-waiting={waiting.provider}>
              {missingMessage(waiting)} <a href={`#cell-${waiting.provider}`}>Go to cell {waiting.provider}</a>
            </div>
          )}
          {notRun && !waiting && (
            <div className={chrome.idle} data-cell-idle="">
              Not run yet: press Run{isBrowser ? ' (or Shift+Enter in the editor)' : ''}
              {notebook.page ? ', or Run all above the first cell' : ''}.
            </div>
          )}
          {output.figures.map((snapshot, i) => (
            <FigureView
              key={i}
              snapshot={snapshot}
              // A waiting cell's figure is of an earlier run: dimmed with the rest of its output.
              stale={output.stale || waiting !== null}
              onMove={(move) => {
                onMove(i, move);
              }}
              onMoveEnd={bind.onMoveEnd}
              onActiveHandle={(name) => {
                bind.onActiveHandle(i, name);
              }}
              ring={bind.ring(i)}
            />
          ))}
          {(output.figures3d ?? []).map((snapshot, i) => (
            <Cell3DFigure
              key={`3d-${i}`}
              snapshot={snapshot}
              // A waiting cell's figure is of an earlier run: dimmed with the rest of its output.
              stale={output.stale || waiting !== null}
              onMove={(move) => {
                onMove3(i, move);
              }}
              onMoveEnd={bind.onMoveEnd}
              onActiveHandle={(name) => {
                bind.onActiveHandle(i, name, 3);
              }}
              ring={bind.ring(i, 3)}
            />
          ))}
          {live && output.element !== undefined && <RenderedElement element={output.element} runtime={live} />}
          {output.logs.length > 0 && <Logs logs={output.logs} dropped={output.droppedLogs} />}
          {output.returned !== undefined && output.returned.value !== undefined && !isFigure(output.returned.value) && (
            <ReturnedValue returned={output.returned} count={count} />
          )}
          <div aria-live="polite">{output.error && <ErrorMessage error={output.error} code={code} />}</div>
        </div>
      </section>
    </>
  );
}

/** A 3D figure of the cell, drawn by the 3D kit (present whenever the cell made one). */
function Cell3DFigure(props: Figure3DProps): ReactNode {
  const View = kit3D()?.View;
  return View ? <View {...props} /> : null;
}

/** A figure returned by the last line (`fig`) is already drawn above: not worth printing. */
function isFigure(value: unknown): boolean {
  return value instanceof Figure || (kit3D()?.isFigure(value) ?? false);
}

/** One sentence for a screen reader after a run the reader asked for. */
function summary(out: CellOutput, n: number): string {
  if (out.error)
    return `Run ${n} failed: ${out.error.name}${out.error.line === null ? '' : ` on line ${out.error.line}`}: ${out.error.message}`;
  const parts = [`Ran, [${n}]`];
  if (out.logs.length > 0) parts.push(`${out.logs.length} console ${out.logs.length === 1 ? 'line' : 'lines'}`);
  if (out.returned && out.returned.value !== undefined) {
    const p = prettyValue(out.returned.value, out.returned.producer);
    parts.push(`returned ${p.kind === 'hit' ? p.rows.map(([k, v]) => `${k} ${v}`).join(', ') : p.text}`);
  }
  return `${parts.join('; ')}.`;
}

export default LiveCell;
