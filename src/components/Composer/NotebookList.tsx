/**
 * The reader's notebooks on /notebooks: open, rename, duplicate, delete (with an Undo), and
 * start a new one. Read from this browser's storage (store.ts).
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { browserStore } from '../Notebook/storage';
import type { ComposedNotebook } from './document';
import {
  deleteNotebook,
  duplicateNotebook,
  listNotebooks,
  newNotebookId,
  problemMessage,
  renameNotebook,
  saveNotebook,
  type NotebookEntry,
} from './store';
import styles from './styles.module.css';

function when(ms: number): string {
  return new Date(ms).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}

export function NotebookList(): ReactNode {
  const [entries, setEntries] = useState<NotebookEntry[]>([]);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [deleted, setDeleted] = useState<{ id: string; nb: ComposedNotebook } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const undo = useRef<HTMLButtonElement>(null);
  const refresh = useCallback(() => {
    setEntries(listNotebooks(browserStore()));
  }, []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list is in storage, read once the page is live
    refresh();
    // Another tab saving a notebook changes the list.
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener('storage', refresh);
    };
  }, [refresh]);
  useEffect(() => {
    if (deleted) undo.current?.focus();
  }, [deleted]);

  const report = (written: { ok: boolean; problem?: 'full' | 'unavailable' }) => {
    setMessage(written.ok ? null : problemMessage(written.problem ?? 'unavailable'));
    refresh();
  };

  return (
    <div data-notebook-list="">
      <p>
        <Link className="button button--primary" to="/notebook">
          New notebook
        </Link>
      </p>
      {message && (
        <p className={styles.problem} role="alert">
          {message}
        </p>
      )}
      {deleted && (
        <div className={styles.undo} role="status">
          <span className={styles.grow}>Deleted “{deleted.nb.title}”.</span>
          <button
            ref={undo}
            type="button"
            className={styles.button}
            onClick={() => {
              report(saveNotebook(browserStore(), deleted.id, deleted.nb, Date.now()));
              setDeleted(null);
            }}
          >
            Undo
          </button>
        </div>
      )}
      {entries.length === 0 ? (
        <p data-notebook-list-empty="">
          No notebooks in this browser yet. A new notebook is saved here as you write it; a link or a file someone sends
          you can be saved as a copy.
        </p>
      ) : (
        <ul className={styles.list}>
          {entries.map((e) => (
            <li key={e.id} className={styles.entry} data-notebook-entry={e.id}>
              {renaming?.id === e.id ? (
                <form
                  className={styles.entryTitle}
                  onSubmit={(ev) => {
                    ev.preventDefault();
                    report(renameNotebook(browserStore(), e.id, renaming.title, Date.now()));
                    setRenaming(null);
                  }}
                >
                  <label>
                    New title{' '}
                    <input
                      value={renaming.title}
                      // The reader asked to rename this one.
                      autoFocus
                      onChange={(ev) => {
                        setRenaming({ id: e.id, title: ev.target.value });
                      }}
                    />
                  </label>{' '}
                  <button type="submit" className={styles.button}>
                    Save
                  </button>{' '}
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => {
                      setRenaming(null);
                    }}
                  >
                    Cancel
                  </button>
                </form>
              ) : (
                <span className={styles.entryTitle}>
                  <Link to={`/notebook?id=${e.id}`}>{e.title || 'Untitled notebook'}</Link>
                  <span className={styles.meta}>
                    {e.cells} {e.cells === 1 ? 'cell' : 'cells'} · changed {when(e.updated)}
                  </span>
                </span>
              )}
              <button
                type="button"
                className={styles.button}
                aria-label={`Rename “${e.title}”`}
                onClick={() => {
                  setRenaming({ id: e.id, title: e.title });
                }}
              >
                Rename
              </button>
              <button
                type="button"
                className={styles.button}
                aria-label={`Duplicate “${e.title}”`}
                onClick={() => {
                  report(duplicateNotebook(browserStore(), e.id, newNotebookId(Date.now()), Date.now()));
                }}
              >
                Duplicate
              </button>
              <button
                type="button"
                className={styles.button}
                aria-label={`Delete “${e.title}”`}
                onClick={() => {
                  const nb = deleteNotebook(browserStore(), e.id);
                  if (nb) setDeleted({ id: e.id, nb });
                  refresh();
                }}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
