import React, { isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import { CodeEditor, type CodeEditorHandle } from '../CodeEditor';
import { useFrameScheduler } from '../Diagram';
import { FigureView } from '../Diagram/FigureView';
import type { HandleMove } from '../Diagram/scene';
import { quoteLine } from './function';
import { inspect } from './inspect';
import { liveModules } from './modules';
import { CellRuntime, type CellErrorInfo, type CellOutput } from './runtime';
import { SavedCodeNote } from '../Notebook/SavedCodeNote';
import { useSavedCode } from '../Notebook/useSavedCode';
import styles from './styles.module.css';
import { useBindings } from './useBindings';

type Compile = (source: string) => string;

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
  /** The cell's id on its page (its index, from the build): its edits are saved under it. */
  cellId?: string;
  /** The hash of `code` (from the build), the version saved edits are checked against. */
  originalHash?: string;
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

/** The cell's console. When it is taller than its box it scrolls, and can then take the focus so a keyboard can scroll it. */
function Logs({ logs, dropped }: { logs: CellOutput['logs']; dropped: number }): ReactNode {
  const ref = useRef<HTMLPreElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.scrollHeight > el.clientHeight) el.tabIndex = 0;
    else el.removeAttribute('tabindex');
  });
  return (
    <pre ref={ref} className={styles.logs} aria-label="Console output" data-cell-logs="">
      {dropped > 0 && <div className={styles.logInfo}>… {dropped} earlier lines not shown</div>}
      {logs.map((entry, i) => (
        <div key={i} className={styles[`log_${entry.level}`]}>
          {entry.text}
        </div>
      ))}
    </pre>
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
  cellId,
  originalHash,
}: LiveCellProps): ReactNode {
  const isBrowser = useIsBrowser();
  const prismTheme = usePrismTheme();
  const [code, setCode] = useState(original);
  // -- nb-persist: saved edits, share links, cells held after a timeout or crash.
  const saved = useSavedCode({ cellId, originalHash, original, code, setCode });
  const { settle, onRunStart, onRunEnd, isHeld } = saved;
  /** The code the runtime last ran (or was given to run): typing that ends where it began runs nothing. */
  const lastRun = useRef(original);
  // -- end nb-persist
  const [tabLeaves, setTabLeaves] = useState(false);
  const pointerFocus = useRef(false);
  const runtime = useRef<CellRuntime | null>(null);
  // The server and the first client render draw the same static output; the live runtime
  // starts after hydration.
  const [output, setOutput] = useState<CellOutput>(() => {
    const staticRuntime = new CellRuntime({ scope, modules: liveModules, live: false });
    start(staticRuntime, original, compiled, compiler);
    return staticRuntime.run();
  });
  const [live, setLive] = useState<CellRuntime | null>(null);

  useEffect(() => {
    const rt = new CellRuntime({ scope, modules: liveModules, live: true, onLater: setOutput, onRunStart, onRunEnd });
    start(rt, original, compiled, compiler);
    runtime.current = rt;
    // The hand-over from the static render to the live one: this effect is where the cell's
    // runtime (an external system with timers and handlers) starts, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLive(rt);
    // nb-persist: the cell starts with the reader's saved (or shared) code, and only runs if not held.
    settle((first) => {
      lastRun.current = first.code;
      if (!first.run || runtime.current !== rt) return;
      if (first.code === original) setOutput(rt.run());
      else
        void (compiler ? Promise.resolve(compiler) : loadCompiler()).then((compile) => {
          if (runtime.current !== rt) return;
          rt.setCode(first.code, compile);
          setOutput(rt.run());
        });
    });
    // Fetch the compiler while the reader is reading, so the first edit runs at once.
    // Safari has no requestIdleCallback: there, a timer after the page has settled.
    const idle =
      'requestIdleCallback' in window ? window.requestIdleCallback(() => void loadCompiler(), { timeout: 3000 }) : null;
    const timer = idle === null ? setTimeout(() => void loadCompiler(), 1500) : null;
    return () => {
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
      rt.dispose();
      runtime.current = null;
    };
  }, [scope, original, compiled, compiler, settle, onRunStart, onRunEnd]);

  const sectionRef = useRef<HTMLElement>(null);
  const editor = useRef<CodeEditorHandle>(null);
  // Handles bound to code: drags rewrite numbers in the editor (useBindings.ts).
  const bind = useBindings({ code, figures: output.figures, runtime, editor, initialCode: original });
  const { setCode: compileBound, delayFor, onMove: moveBound } = bind;
  // How many times edits have run the cell, as data-edit-runs: typing runs it once per pause.
  const editRuns = useRef(0);
  const firstEdit = useRef(true);
  useEffect(() => {
    if (firstEdit.current) {
      firstEdit.current = false;
      return;
    }
    // nb-persist: a held cell waits for Run; restored code has already run.
    if (code === lastRun.current || isHeld()) return;
    let cancelled = false;
    const delay = delayFor(code, RUN_DEBOUNCE_MS); // a drag's rewrite runs at once
    const timer = setTimeout(() => {
      void (compiler ? Promise.resolve(compiler) : loadCompiler()).then((compile) => {
        const rt = runtime.current;
        if (cancelled || !rt) return;
        compileBound(rt, code, compile);
        lastRun.current = code;
        setOutput(rt.run());
        sectionRef.current?.setAttribute('data-edit-runs', String(++editRuns.current));
      });
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [code, compiler, isHeld, compileBound, delayFor]);

  const schedule = useFrameScheduler(
    () => {
      const rt = runtime.current;
      bind.onFrame();
      if (rt) setOutput(rt.run());
    },
    // What a frame of dragging costs, shown to tests and the curious as data-frame-ms.
    (ms) => sectionRef.current?.setAttribute('data-frame-ms', ms.toFixed(2)),
  );
  const [moved, setMoved] = useState(false);
  const onMove = useCallback(
    (figureIndex: number, move: HandleMove) => {
      // Moves land at once; the run waits for the next frame, so fast pointers cost one run per frame.
      moveBound(figureIndex, move);
      runtime.current?.applyMove(figureIndex, move);
      setMoved(true);
      schedule();
    },
    [schedule, moveBound],
  );

  const reset = () => {
    // Through the editor, so Ctrl+Z brings the reader's edits back.
    if (code !== original) {
      if (editor.current) editor.current.replaceAll(original);
      else setCode(original);
    }
    setMoved(false);
    saved.release();
    const rt = runtime.current;
    if (!rt) return;
    rt.resetHandles();
    start(rt, original, compiled, compiler);
    lastRun.current = original;
    setOutput(rt.run());
  };

  /** nb-persist: Run on a held cell runs the code in the editor now. */
  const runHeld = () => {
    saved.release();
    void (compiler ? Promise.resolve(compiler) : loadCompiler()).then((compile) => {
      const rt = runtime.current;
      if (!rt) return;
      rt.setCode(code, compile);
      lastRun.current = code;
      setOutput(rt.run());
    });
  };

  const edited = code !== original;

  return (
    <section
      ref={sectionRef}
      className={styles.cell}
      aria-label={output.figures[0]?.view.title ? `${title}: ${output.figures[0].view.title}` : title}
      data-live-cell=""
      data-cell-id={cellId}
      data-cell-ready={saved.ready || undefined}
    >
      <header className={styles.header}>
        <span className={styles.title}>{title}</span>
        {edited && <span className={styles.badge}>edited</span>}
        <span className={styles.spacer} />
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
            onChange={setCode}
            shown={bind.shown}
            marks={bind.marks}
            onCaret={bind.onCaret}
          />
        </div>
      </div>
      {isBrowser && (
        <div className={styles.hint} aria-live="polite" data-cell-hint="">
          {tabLeaves
            ? 'Tab moves on to the next control. Type to edit; then Tab indents.'
            : 'Edit the code: it runs as you type. Esc, then Tab, leaves the editor.'}
        </div>
      )}
      <SavedCodeNote saved={saved} onRun={runHeld} />
      <div
        className={styles.output}
        data-cell-output=""
        data-stale={output.stale || undefined}
        hidden={saved.hold !== null}
      >
        {output.figures.map((snapshot, i) => (
          <FigureView
            key={i}
            snapshot={snapshot}
            stale={output.stale}
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
        {live && output.element !== undefined && <RenderedElement element={output.element} runtime={live} />}
        {output.logs.length > 0 && <Logs logs={output.logs} dropped={output.droppedLogs} />}
        <div aria-live="polite">{output.error && <ErrorMessage error={output.error} code={code} />}</div>
      </div>
    </section>
  );
}

export default LiveCell;
