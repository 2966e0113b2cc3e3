import React, { type ReactNode } from 'react';
import styles from '../Notebook/saved.module.css';
import { LOOP_BUDGET_MS } from './runtime';
import type { SavedCode } from './useSavedCode';

const WHY_HELD = {
  timeout: `This cell was stopped after ${LOOP_BUDGET_MS} ms last time — press Run.`,
  crash: 'The page closed while this cell was running — press Run.',
  shared: 'This code is from a shared link and has not run — press Run.',
} as const;

/**
 * What a cell says about its memory: why it waits for Run, that its code came from a shared
 * link, that its original changed since the reader edited it, or that edits are not being saved.
 */
export function SavedCodeNote({
  saved,
  onRun,
  onUseOriginal,
}: {
  saved: SavedCode;
  onRun: () => void;
  /** An exercise: puts the new starter in the editor (as its Reset does). */
  onUseOriginal?: () => void;
}): ReactNode {
  const notes: ReactNode[] = [];
  if (saved.hold !== null || saved.shared) {
    // One note for a cell held for any reason; code from a link also offers to keep or discard it.
    const kind = saved.hold ?? 'shared-code';
    notes.push(
      <div key="hold" className={styles.note} data-cell-note={kind} role="status">
        <span className={styles.noteText}>
          {saved.hold === null ? 'From a shared link.' : WHY_HELD[saved.hold]}
          {saved.shared &&
            ' It is saved in this browser only if you keep it; your own edits of this cell stay as they were.'}
        </span>
        {saved.hold !== null && (
          <button type="button" className={styles.primary} onClick={onRun}>
            Run
          </button>
        )}
        {saved.shared && (
          <>
            <button type="button" className={styles.button} onClick={saved.keepShared}>
              Keep it
            </button>
            <button type="button" className={styles.button} onClick={saved.discardShared}>
              Discard
            </button>
          </>
        )}
      </div>,
    );
  }
  if (saved.changedEdits !== null) {
    notes.push(
      <div key="changed" className={styles.note} data-cell-note="changed">
        <span className={styles.noteText}>
          This cell changed since you edited it. It shows the new version; your edits are kept until you choose.
        </span>
        <button type="button" className={styles.button} onClick={saved.keepMine}>
          Keep mine
        </button>
        <button type="button" className={styles.button} onClick={saved.takeNew}>
          Take the new one
        </button>
      </div>,
    );
  }
  if (saved.originalChanged && onUseOriginal) {
    notes.push(
      <div key="original" className={styles.note} data-cell-note="starter-changed" role="status">
        <span className={styles.noteText}>
          The starter code changed since you edited this exercise. Your code is kept; Check uses it.
        </span>
        <button type="button" className={styles.button} onClick={onUseOriginal}>
          Use the new starter
        </button>
        <button type="button" className={styles.button} onClick={saved.dismissOriginalChanged}>
          Keep mine
        </button>
      </div>,
    );
  }
  if (saved.problem !== null) {
    notes.push(
      <div key="problem" className={`${styles.note} ${styles.quiet}`} data-cell-note="storage">
        {saved.problem === 'full'
          ? 'Your edits are not being saved: this browser’s storage for the site is full.'
          : 'Your edits are not being saved: this browser does not allow the site to store them.'}
      </div>,
    );
  }
  return notes.length > 0 ? <div className={styles.notes}>{notes}</div> : null;
}
