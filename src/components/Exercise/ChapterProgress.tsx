import React, { type ReactNode } from 'react';
import { countDone } from './progress';
import { useExerciseIds, useProgress } from './useProgress';
import styles from './progress.module.css';

/** "x of n" for one doc's exercises and predict questions; nothing for a doc without any. */
export function ChapterProgress({ doc }: { doc: string }): ReactNode {
  const items = useExerciseIds()[doc];
  const progress = useProgress();
  if (!items) return null;
  const { done, total } = countDone(items, progress[doc]);
  if (total === 0) return null;
  return (
    <span
      className={done === total ? `${styles.count} ${styles.all}` : styles.count}
      data-progress-doc={doc}
      data-progress-done={done}
      data-progress-total={total}
    >
      <span aria-hidden="true">{done === total ? '✓ ' : ''}</span>
      {done} of {total}
      <span className="hb-visually-hidden"> exercises and questions done</span>
    </span>
  );
}
