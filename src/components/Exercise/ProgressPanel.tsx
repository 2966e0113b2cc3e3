import React, { useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { countDone, progressStore } from './progress';
import { useExerciseIds, useProgress } from './useProgress';
import styles from './styles.module.css';

/**
 * The reader's progress on every page with exercises ("Using the notebook"): x of n per page,
 * with Reset per page and for all. Progress is kept in this browser only.
 */
export function ProgressPanel(): ReactNode {
  const isBrowser = useIsBrowser();
  const ids = useExerciseIds();
  const progress = useProgress();
  const [said, setSaid] = useState('');
  const paths = new Map<string, string>();
  for (const plugin of Object.values(useAllDocsData()))
    for (const version of plugin.versions) for (const doc of version.docs) paths.set(doc.id, doc.path);
  const docs = Object.entries(ids).filter(([doc]) => paths.has(doc));
  return (
    <div className={styles.panel} data-progress-panel="">
      <table>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Done</th>
            <th scope="col">
              <span className="hb-visually-hidden">Reset</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {docs.map(([doc, items]) => {
            const { done, total } = countDone(items, progress[doc]);
            const title = items.title ?? doc;
            return (
              <tr key={doc} data-progress-row={doc}>
                <td>
                  <Link to={paths.get(doc)}>{title}</Link>
                </td>
                <td data-progress-count="">
                  {done} of {total}
                </td>
                <td>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={!isBrowser || !(doc in progress)}
                    aria-label={`Reset progress: ${title}`}
                    onClick={() => {
                      progressStore()?.reset(doc);
                      setSaid(`Progress on “${title}” reset.`);
                    }}
                    data-progress-reset={doc}
                  >
                    Reset
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button
        type="button"
        className={styles.button}
        disabled={!isBrowser || Object.keys(progress).length === 0}
        onClick={() => {
          progressStore()?.reset();
          setSaid('All progress reset.');
        }}
        data-progress-reset-all=""
      >
        Reset all progress
      </button>
      <span className={styles.said} role="status">
        {said}
      </span>
    </div>
  );
}
