/**
 * A predict-then-reveal question: the reader commits to a number or a choice, is told on the
 * spot whether it is right, and then sees the reveal. A cell of the page's document (kind
 * `predict`); the tick is in progress.ts.
 */
import React, { Children, isValidElement, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useCell, useNotebook } from '../Notebook';
import { parseAnswer } from './answer';
import { progressStore } from './progress';
import { useProgress, useProgressDoc } from './useProgress';
import styles from './styles.module.css';

/** What the reader sees after answering. */
export function Reveal({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}

export interface PredictProps {
  id: string;
  /** The right answer: a number (typed) or one of `choices`. */
  answer: number | string;
  /** How far a typed number may be from `answer` (default: 1e-9 of its size, so exact). */
  tolerance?: number;
  choices?: string[];
  children?: ReactNode;
}

export function Predict({ id, answer, tolerance, choices, children }: PredictProps): ReactNode {
  const isBrowser = useIsBrowser();
  const model = useNotebook().model;
  const key = `predict-${id}`;
  useState(() => model.ensure({ id: key, kind: 'predict', original: '' }));
  const state = useCell(model, key).predict ?? { answer: null, correct: null, revealed: false };
  const doc = useProgressDoc();
  const mark = useProgress()[doc]?.predicts[id];
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');

  const all = Children.toArray(children);
  const reveal = all.filter((c) => isValidElement(c) && c.type === Reveal);
  const question = all.filter((c) => !(isValidElement(c) && c.type === Reveal));

  const decide = (given: string, correct: boolean) => {
    model.updatePredict(key, { answer: given, correct, revealed: true });
    progressStore()?.markPredict(doc, id, correct ? 'correct' : 'wrong');
  };

  const submitNumber = () => {
    const value = parseAnswer(typed);
    if (value === null) {
      setProblem('Type a number, such as 0.4, -2 or 2/5.');
      return;
    }
    setProblem('');
    const want = Number(answer);
    const within = tolerance ?? 1e-9 * Math.max(1, Math.abs(want));
    decide(typed.trim(), Math.abs(value - want) <= within);
  };

  // Answered in an earlier visit: the reveal shows, with what was recorded.
  const answered = state.revealed || mark !== undefined;
  const correct = state.correct ?? (mark === undefined ? null : mark === 'correct');
  const inputId = `predict-${id}-answer`;

  return (
    <section
      className={styles.predict}
      aria-label="Predict, then reveal"
      data-predict={id}
      data-predict-result={correct === null ? undefined : correct ? 'correct' : 'wrong'}
      id={`predict-${id}`}
    >
      <header className={styles.header}>
        <span className={styles.kind}>Predict</span>
        <span className={styles.spacer} />
        {mark === 'correct' && (
          <span className={styles.tick} data-predict-tick="">
            ✓ Done
          </span>
        )}
      </header>
      <div className={styles.statement}>{question}</div>
      {!answered && (
        <div className={styles.actions}>
          {choices ? (
            <div role="group" aria-label="Your prediction" className={styles.choices}>
              {choices.map((c) => (
                <button
                  key={c}
                  type="button"
                  className={styles.button}
                  disabled={!isBrowser}
                  onClick={() => {
                    decide(c, c === answer);
                  }}
                  data-predict-choice={c}
                >
                  {c}
                </button>
              ))}
            </div>
          ) : (
            <form
              className={styles.answerForm}
              onSubmit={(e) => {
                e.preventDefault();
                submitNumber();
              }}
            >
              <label htmlFor={inputId}>Your prediction</label>
              <input
                id={inputId}
                className={styles.input}
                inputMode="decimal"
                autoComplete="off"
                value={typed}
                disabled={!isBrowser}
                onChange={(e) => {
                  setTyped(e.target.value);
                }}
                aria-describedby={problem ? `${inputId}-problem` : undefined}
                data-predict-input=""
              />
              <button type="submit" className={styles.primary} disabled={!isBrowser} data-predict-submit="">
                Check
              </button>
            </form>
          )}
        </div>
      )}
      <div className={styles.status} role="status" id={`${inputId}-problem`} data-predict-message="">
        {problem ||
          (answered && correct !== null
            ? correct
              ? `Right${state.answer !== null ? `: ${state.answer}` : ''}.`
              : `Not quite${state.answer !== null ? `: you said ${state.answer}` : ''}; the answer is ${String(answer)}.`
            : '')}
      </div>
      {answered && (
        <div className={styles.reveal} data-predict-reveal="">
          {reveal}
        </div>
      )}
    </section>
  );
}

export default Predict;
