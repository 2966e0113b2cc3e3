/**
 * The form a teacher writes an exercise with: what a chapter's <Exercise> takes (see
 * "Writing with the notebook"), as fields. Changes apply on "Apply", so the exercise below is
 * not rebuilt at every keystroke; a chapter's exercise is authored the same way, in MDX.
 * Loaded only when a form is opened (Composer.tsx).
 */
import React, { useId, useState, type ReactNode } from 'react';
import { COMPARE_KINDS, type CompareKind } from '../Exercise/engine/types';
import type { ComposedExercise } from './document';
import styles from './styles.module.css';

/** Hints are written one after another, separated by a line holding only `---`. */
const HINT_BREAK = /\n-{3,}\n/;

type Text = 'title' | 'fn' | 'reference' | 'forbid' | 'statement' | 'starter' | 'solution' | 'cases';

const FIELDS: { key: Text; label: string; rows?: number; help?: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'fn', label: 'Function the reader writes', help: 'The name their code exports, e.g. clamp.' },
  {
    key: 'reference',
    label: 'Expected answers from',
    help: '“solution” (your solution below), or a library export such as raycastAABB.',
  },
  { key: 'forbid', label: 'Names the reader may not call', help: 'Space-separated; may be empty.' },
  { key: 'statement', label: 'Statement (Markdown, $…$ for maths)', rows: 4 },
  { key: 'starter', label: 'Starter code', rows: 5 },
  { key: 'solution', label: 'Solution', rows: 5 },
  { key: 'cases', label: 'Cases (an array of { name, args, hidden? })', rows: 6 },
];

export default function ExerciseForm({
  exercise,
  onApply,
  position,
}: {
  exercise: ComposedExercise;
  onApply: (exercise: ComposedExercise) => void;
  position: number;
}): ReactNode {
  const base = useId();
  const [draft, setDraft] = useState<ComposedExercise>(exercise);
  const [hints, setHints] = useState(exercise.hints.join('\n---\n'));
  const [error, setError] = useState<string | null>(null);
  const field = (key: Text) => `${base}-${key}`;

  const apply = () => {
    if (!/^[A-Za-z_$][\w$]*$/.test(draft.fn.trim())) {
      setError('The function’s name must be a JavaScript name (letters, digits, _ and $, not starting with a digit).');
      return;
    }
    setError(null);
    const { reference, forbid, ...rest } = draft;
    onApply({
      ...rest,
      fn: draft.fn.trim(),
      ...(reference?.trim() ? { reference: reference.trim() } : {}),
      ...(forbid?.trim() ? { forbid: forbid.trim() } : {}),
      hints: hints
        .split(HINT_BREAK)
        .map((h) => h.trim())
        .filter((h) => h !== ''),
    });
  };

  return (
    <form
      className={styles.form}
      aria-label={`Cell ${position}: the exercise’s fields`}
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      data-exercise-form=""
    >
      {FIELDS.map(({ key, label, rows, help }) => (
        <div key={key} className={styles.field}>
          <label htmlFor={field(key)}>{label}</label>
          {rows ? (
            <textarea
              id={field(key)}
              rows={rows}
              spellCheck={key === 'statement'}
              className={styles.code}
              value={draft[key] ?? ''}
              onChange={(e) => {
                setDraft({ ...draft, [key]: e.target.value });
              }}
            />
          ) : (
            <input
              id={field(key)}
              value={draft[key] ?? ''}
              aria-describedby={help ? `${field(key)}-help` : undefined}
              onChange={(e) => {
                setDraft({ ...draft, [key]: e.target.value });
              }}
            />
          )}
          {help && (
            <small id={`${field(key)}-help`} className={styles.help}>
              {help}
            </small>
          )}
        </div>
      ))}
      <div className={styles.field}>
        <label htmlFor={`${base}-compare`}>Compare answers as</label>
        <select
          id={`${base}-compare`}
          value={draft.compare}
          onChange={(e) => {
            setDraft({ ...draft, compare: e.target.value as CompareKind });
          }}
        >
          {COMPARE_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${base}-hints`}>Hints (Markdown; a line with --- between two hints)</label>
        <textarea
          id={`${base}-hints`}
          rows={4}
          value={hints}
          onChange={(e) => {
            setHints(e.target.value);
          }}
        />
      </div>
      {error && (
        <p className={styles.problem} role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className={styles.primary} data-exercise-form-apply="">
          Apply
        </button>
      </div>
    </form>
  );
}
