/**
 * An exercise the notebook checks (authored in MDX, see "Writing with the notebook"): the
 * statement, the reader's editor with the starter, Check, the cases passed and failed, the
 * first failure drawn, hints one at a time, a solution after an attempt.
 *
 * The exercise is a cell of the page's document (Notebook/model.ts, kind `exercise`): its
 * code, its last report and what the reader has seen live there; its code is saved in the
 * browser like a cell's edits (LiveCell/useSavedCode.ts); the tick is in progress.ts. The
 * checking engine (./engine: the worker, generators, comparison, the figure) loads on the
 * first Check, or when the reader starts typing: a page with exercises does not ship it.
 */
import React, {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { usePrismTheme } from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import { CodeEditor, type CodeEditorHandle } from '../CodeEditor';
import { FigureView } from '../Diagram/FigureView';
import { useCell, useNotebook, type NotebookModel } from '../Notebook';
import type { CheckSummary } from '../Notebook/model';
import { SavedCodeNote } from '../LiveCell/SavedCodeNote';
import savedStyles from '../Notebook/saved.module.css';
import { useSavedCode } from '../LiveCell/useSavedCode';
import type { CaseResult, CheckReport, CompareKind, ExerciseSpec } from './engine';
import { progressStore } from './progress';
import { useProgress, useProgressDoc } from './useProgress';
import styles from './styles.module.css';

type Engine = typeof import('./engine');
let engineLoad: Promise<Engine> | null = null;
/** The engine, fetched once for the page. */
function loadEngine(): Promise<Engine> {
  engineLoad ??= import('./engine');
  return engineLoad;
}

/** One hint (a ```md hint fence, parsed at build time by remark-exercises.ts). */
export function ExerciseHint({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}

export interface ExerciseProps {
  id: string;
  title?: string;
  fn: string;
  forbid?: string;
  reference?: string;
  compare: CompareKind;
  random?: string;
  figure?: string;
  tolerance?: number;
  // From the fences, by remark-exercises.ts:
  starter: string;
  cases: string;
  solution: string;
  randomSource?: string;
  /** JSON: the hints' Markdown. */
  hints?: string;
  children?: ReactNode;
}

/** The one sentence the status line says after a check. */
function statusText(last: CheckSummary): string {
  switch (last.status) {
    case 'passed':
      return `Passed: all ${last.total} cases right.`;
    case 'failed':
      return `${last.total - last.passed} of ${last.total} cases failed. The first failure is below, then the list.`;
    case 'timeout':
      return `Stopped: your function did not return in time (an endless loop?). ${last.message ?? ''}`.trim();
    case 'cancelled':
      return 'Check cancelled.';
    case 'error':
      return last.message ?? 'Your code could not be checked.';
  }
}

function summarize(report: CheckReport): CheckSummary {
  return {
    status: report.status,
    passed: report.results.filter((r) => r.pass).length,
    total: report.results.length,
    ...(report.message === undefined ? {} : { message: report.message }),
  };
}

/**
 * The pitfall a case's name points to ("… (pitfall 6)", "the exact corner of pitfall 6"), as
 * the heading on this page that explains it ("### 6. Rounding loses an exact corner" under
 * "## Pitfalls"): its anchor and title, or null when the name names none or the page has none.
 */
function pitfallOf(caseName: string): { href: string; title: string } | null {
  const n = /\bpitfall (\d+)\b/i.exec(caseName)?.[1];
  if (n === undefined || typeof document === 'undefined') return null;
  let inPitfalls = false;
  for (const h of Array.from(document.querySelectorAll<HTMLElement>('article h2, article h3'))) {
    const text = h.textContent.replace(/\u200b|#$/g, '').trim();
    if (h.tagName === 'H2') inPitfalls = /pitfall/i.test(text);
    else if (inPitfalls && h.id && text.startsWith(`${n}.`)) return { href: `#${h.id}`, title: text };
  }
  return null;
}

/** A link to the pitfall a failing case comes from, when there is one. */
function PitfallLink({ caseName }: { caseName: string }): ReactNode {
  const pitfall = useMemo(() => pitfallOf(caseName), [caseName]);
  if (!pitfall) return null;
  return (
    <>
      {' '}
      Why it is easy to get wrong:{' '}
      <a href={pitfall.href} data-exercise-pitfall="">
        pitfall {pitfall.title}
      </a>
    </>
  );
}

function FirstFailure({ spec, result, engine }: { spec: ExerciseSpec; result: CaseResult; engine: Engine }): ReactNode {
  const scene = useMemo(() => engine.figureForCase(spec, result), [engine, spec, result]);
  return (
    <div className={styles.failure} data-exercise-failure="">
      <p className={styles.failureTitle}>
        First failure: <strong>{result.name}</strong>
        {result.hidden && ' (a hidden case)'}
        {result.source === 'random' && ' (a generated scene)'}
      </p>
      {result.hidden && (
        // A hidden case is not in the text above: what it tests is in its name, and where it comes from.
        <p className={styles.why} data-exercise-hidden-note="">
          A hidden case tests an edge the statement does not spell out: here, {result.name}.
          <PitfallLink caseName={result.name} />
        </p>
      )}
      {!result.hidden && pitfallOf(result.name) && (
        <p className={styles.why}>
          <PitfallLink caseName={result.name} />
        </p>
      )}
      {result.why && <p className={styles.why}>{result.why}</p>}
      <div className={styles.callLabel} id={`call-${spec.id}`}>
        The call, ready to paste into a cell:
      </div>
      <pre className={styles.call} aria-labelledby={`call-${spec.id}`} tabIndex={0} data-exercise-call="">
        {result.call}
      </pre>
      <dl className={styles.compare}>
        <dt>Expected</dt>
        <dd data-exercise-expected="">{engine.formatOutcome(result.expected)}</dd>
        <dt>Got</dt>
        <dd data-exercise-got="">{engine.formatOutcome(result.got)}</dd>
      </dl>
      {result.logs && result.logs.length > 0 && (
        <pre className={styles.logs} aria-label="What your function logged">
          {result.logs.join('\n')}
        </pre>
      )}
      {scene && (
        <figure className={styles.figure} data-exercise-figure="">
          <FigureView snapshot={scene.snapshot} onMove={() => undefined} />
          <figcaption>
            {scene.caption}
            {scene.legend.length > 0 && (
              <ul className={styles.legend}>
                {scene.legend.map((l) => (
                  <li key={l.label}>
                    <span aria-hidden="true" className={styles.legendMark} data-tone={l.tone}>
                      {l.mark}
                    </span>{' '}
                    {l.label}
                  </li>
                ))}
              </ul>
            )}
          </figcaption>
        </figure>
      )}
    </div>
  );
}

export function Exercise({
  id,
  title,
  fn,
  forbid,
  reference,
  compare,
  random,
  figure,
  tolerance,
  starter,
  cases,
  solution,
  randomSource,
  hints: hintsJson = '[]',
  children,
}: ExerciseProps): ReactNode {
  const isBrowser = useIsBrowser();
  const prismTheme = usePrismTheme();
  const notebook = useNotebook();
  const model = notebook.model as NotebookModel<CheckReport>;
  const key = `ex-${id}`;
  useState(() => model.ensure({ id: key, kind: 'exercise', original: starter }));
  const cell = useCell(model, key);
  const state = cell.exercise ?? {
    checking: false,
    attempted: false,
    passed: false,
    last: null,
    hints: 0,
    solutionShown: false,
  };
  const report = cell.output;
  const doc = useProgressDoc();
  const mark = useProgress()[doc]?.exercises[id];

  const setCode = useCallback(
    (code: string) => {
      model.update(key, { code });
    },
    [model, key],
  );
  const saved = useSavedCode({
    cellId: key,
    originalHash: undefined,
    original: starter,
    code: cell.code,
    setCode,
    keepEdits: true,
  });
  // A new starter (the teacher's Apply in a composed notebook) is the exercise's original from now on.
  useEffect(() => {
    model.update(key, { original: starter });
  }, [model, key, starter]);

  const spec: ExerciseSpec = useMemo(
    () => ({
      id,
      fn,
      forbid: (forbid ?? '').split(/\s+/).filter(Boolean),
      reference: reference ?? fn,
      compare,
      ...(random === undefined ? {} : { random }),
      ...(randomSource === undefined ? {} : { randomSource }),
      ...(figure === undefined ? {} : { figure }),
      ...(tolerance === undefined ? {} : { tolerance }),
      starter,
      cases,
      solution,
      hints: JSON.parse(hintsJson) as string[],
    }),
    [id, fn, forbid, reference, compare, random, randomSource, figure, tolerance, starter, cases, solution, hintsJson],
  );

  // The statement is what is not a hint.
  const all = Children.toArray(children);
  const hintNodes = all.filter((c) => isValidElement(c) && c.type === ExerciseHint);
  const statement = all.filter((c) => !(isValidElement(c) && c.type === ExerciseHint));

  const [engine, setEngine] = useState<Engine | null>(null);
  const abort = useRef<AbortController | null>(null);
  const editor = useRef<CodeEditorHandle>(null);
  const [tabLeaves, setTabLeaves] = useState(true);
  /** The reader's code before their last Reset, while it can still be brought back by a tap. */
  const [beforeReset, setBeforeReset] = useState<string | null>(null);
  const statusLine = useRef<HTMLDivElement>(null);
  /** Set by a Check the reader pressed here: its result is then scrolled into view. */
  const showResult = useRef(false);

  const check = () => {
    if (state.checking) return;
    saved.release();
    const controller = new AbortController();
    abort.current = controller;
    model.updateExercise(key, { checking: true });
    const code = cell.code;
    void loadEngine()
      .then(async (e) => {
        setEngine(e);
        return e.checkExercise(spec, code, { signal: controller.signal });
      })
      .then(
        (r) => {
          if (controller.signal.aborted) {
            model.updateExercise(key, {
              checking: false,
              last: { status: 'cancelled', passed: 0, total: 0 },
            });
            return;
          }
          const last = summarize(r);
          showResult.current = true;
          model.update(key, { output: r });
          model.updateExercise(key, { checking: false, attempted: true, passed: r.status === 'passed', last });
          progressStore()?.markExercise(doc, id, r.status === 'passed' ? 'passed' : 'attempted');
        },
        (err: unknown) => {
          model.updateExercise(key, {
            checking: false,
            last: { status: 'error', passed: 0, total: 0, message: `The check could not run: ${String(err)}` },
          });
        },
      )
      .finally(() => {
        if (abort.current === controller) abort.current = null;
      });
  };

  const cancel = () => {
    abort.current?.abort();
  };

  const resetCode = () => {
    // A phone has no Ctrl+Z: the note under the buttons brings the reader's code back.
    if (cell.code !== starter) setBeforeReset(cell.code);
    if (editor.current) editor.current.replaceAll(starter);
    else setCode(starter);
    saved.release();
    saved.dismissOriginalChanged();
  };

  const undoReset = () => {
    if (beforeReset === null) return;
    if (editor.current) editor.current.replaceAll(beforeReset);
    else setCode(beforeReset);
    setBeforeReset(null);
  };

  // After a check the reader pressed, its result comes into view (on a phone with the keyboard
  // up, the status line and the first failure are below the fold).
  useEffect(() => {
    if (!showResult.current || state.checking || !state.last) return;
    showResult.current = false;
    const line = statusLine.current;
    if (!line) return;
    // Only when it is out of sight (what is on screen, the keyboard's part excluded): at a
    // desk it usually is in sight, and nothing moves.
    const { top, bottom } = line.getBoundingClientRect();
    const seen = window.visualViewport?.height ?? window.innerHeight;
    if (top < 0 || bottom > seen) line.scrollIntoView({ block: 'start' });
  }, [state.checking, state.last]);

  const hints = hintNodes.length;
  const passed = state.passed || mark === 'passed';
  const failure = report?.firstFailure;
  const results = report?.results ?? [];
  const headingId = `exercise-${id}-title`;

  return (
    <section
      className={styles.exercise}
      aria-labelledby={headingId}
      data-exercise={id}
      // As a live cell's: the head script (plugins/saved-edits-head.ts) hides a saved
      // exercise's editor until it holds the reader's code, so the starter never flashes.
      data-cell-id={key}
      data-cell-ready={saved.ready || undefined}
      data-exercise-status={state.checking ? 'checking' : (state.last?.status ?? '')}
      data-exercise-passed={passed || undefined}
      // What the last check cost, for tests and the curious: the whole check, and the worker's start.
      data-check-ms={report ? Math.round(report.ms) : undefined}
      data-worker-start-ms={report?.workerStartMs?.map((ms) => ms.toFixed(0)).join(' ') || undefined}
      id={`exercise-${id}`}
    >
      <header className={styles.header}>
        <span className={styles.kind}>Exercise</span>
        <span className={styles.title} id={headingId}>
          {title ?? `Write ${fn}`}
        </span>
        <span className={styles.spacer} />
        {passed ? (
          <span className={styles.tick} data-exercise-tick="">
            ✓ Done
          </span>
        ) : mark === 'attempted' ? (
          <span className={styles.tried}>Tried, not passed yet</span>
        ) : null}
      </header>
      <div className={styles.statement}>{statement}</div>
      <div
        className={styles.editor}
        onPointerDown={() => {
          setTabLeaves(false);
        }}
        onFocus={() => {
          void loadEngine(); // the engine loads while the reader writes
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && e.shiftKey && !e.ctrlKey && !e.metaKey && !e.altKey) {
            e.preventDefault();
            check();
            return;
          }
          if (e.key === 'Escape') setTabLeaves(true);
          else if (tabLeaves && !e.ctrlKey && !e.metaKey && (e.key.length === 1 || e.key === 'Enter'))
            setTabLeaves(false);
        }}
        data-exercise-editor=""
        data-cell-editor=""
      >
        <CodeEditor
          ref={editor}
          label={`Your ${fn}: code editor`}
          code={cell.code}
          theme={prismTheme}
          tabLeaves={tabLeaves}
          editable={isBrowser}
          onChange={setCode}
          wrap
        />
      </div>
      <SavedCodeNote saved={saved} onRun={check} onUseOriginal={resetCode} />
      <div className={styles.actions}>
        {state.checking ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            <span>Checking…</span>
            <button type="button" className={styles.button} onClick={cancel} data-exercise-cancel="">
              Cancel
            </button>
          </>
        ) : (
          <button
            type="button"
            className={styles.primary}
            onClick={check}
            disabled={!isBrowser}
            title="Check your function on the cases (Shift+Enter in the editor)"
            data-exercise-check=""
          >
            Check
          </button>
        )}
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            model.updateExercise(key, { hints: state.hints + 1 });
          }}
          disabled={!isBrowser || state.hints >= hints}
          data-exercise-hint-button=""
        >
          {hints === 0 ? 'No hints' : state.hints === 0 ? 'Hint' : `Another hint (${state.hints} of ${hints})`}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            model.updateExercise(key, { solutionShown: !state.solutionShown });
          }}
          disabled={!isBrowser || !(state.attempted || mark !== undefined)}
          title={state.attempted || mark !== undefined ? undefined : 'Check your own answer once first'}
          aria-expanded={state.solutionShown}
          data-exercise-solution-button=""
        >
          {state.solutionShown ? 'Hide the solution' : 'Show a solution'}
        </button>
        <button
          type="button"
          className={styles.button}
          onClick={resetCode}
          disabled={!isBrowser || cell.code === starter}
          data-exercise-reset=""
        >
          Reset to starter
        </button>
      </div>
      {/* Once the reader types again, the reset was meant: the offer to undo it goes. */}
      {beforeReset !== null && cell.code === starter && (
        <div className={savedStyles.notes}>
          <div className={savedStyles.note} role="status" data-exercise-reset-note="">
            <span className={savedStyles.noteText}>Your code was replaced by the starter.</span>
            <button type="button" className={savedStyles.button} onClick={undoReset} data-exercise-undo-reset="">
              Undo the reset
            </button>
          </div>
        </div>
      )}
      <div ref={statusLine} className={styles.status} role="status" data-exercise-message="">
        {state.last && !state.checking ? statusText(state.last) : ''}
      </div>
      {failure && engine && !state.checking && <FirstFailure spec={spec} result={failure} engine={engine} />}
      {results.length > 0 && !state.checking && (
        // After the first failure (on a phone, a long list would push it out of sight); open when short.
        <details className={styles.cases} open={results.length <= 8 || undefined}>
          <summary>
            Cases: {results.filter((r) => r.pass).length} of {results.length} passed
          </summary>
          <ul data-exercise-cases="">
            {results.map((r, i) => (
              <li key={i} data-case-pass={r.pass} className={r.pass ? styles.pass : styles.fail}>
                <span aria-hidden="true">{r.pass ? '✓' : '✗'}</span>
                <span className="hb-visually-hidden">{r.pass ? 'passed:' : 'failed:'}</span> {r.name}
                {r.hidden && <span className={styles.tag}>hidden</span>}
                {r.source === 'random' && <span className={styles.tag}>generated</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      {state.hints > 0 && (
        <ol className={styles.hints} data-exercise-hints="">
          {hintNodes.slice(0, state.hints).map((h, i) => (
            <li key={i}>{h}</li>
          ))}
        </ol>
      )}
      {state.solutionShown && (
        <div className={styles.solution} data-exercise-solution="">
          <CodeBlock language="ts" title="A solution">
            {solution}
          </CodeBlock>
        </div>
      )}
    </section>
  );
}

export default Exercise;
