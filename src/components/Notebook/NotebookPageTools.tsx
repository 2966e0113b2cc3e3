import React, { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { pageCells, sharedFromUrl, subscribe } from './session';
import { isShareFragment } from './fragment';
import { browserStore, clearPage, pageKey } from './storage';
import styles from './saved.module.css';

const editedCount = (): number => pageCells().filter((c) => c.code() !== c.original).length;
const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * The page's notebook tools: Reset page (forget every saved edit of the page, after a
 * confirmation, with an Undo) and Share (a link that carries the edited cells).
 */
export function NotebookPageTools(): ReactNode {
  const isBrowser = useIsBrowser();
  const edited = useSyncExternalStore(subscribe, editedCount, () => 0);
  const [confirming, setConfirming] = useState(false);
  const [undo, setUndo] = useState<Map<string, string> | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const linkBox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    void sharedFromUrl()?.then((load) => {
      if (!live) return;
      if (!load.ok) setError(load.message);
      else {
        const here = pageCells().filter((c) => load.cells.has(c.id)).length;
        setStatus(
          `Opened ${plural(here, 'cell')} from a shared link. They run when you press Run, and are saved only if you keep them.`,
        );
      }
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (link) linkBox.current?.select();
  }, [link]);

  // A share link opened on the page it shares only changes the fragment: load it properly.
  useEffect(() => {
    const onHash = () => {
      if (isShareFragment(window.location.hash)) window.location.reload();
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('hashchange', onHash);
    };
  }, []);

  if (!isBrowser) return null;

  const resetPage = () => {
    const before = new Map(pageCells().map((c) => [c.id, c.code()]));
    clearPage(browserStore(), pageKey(window.location.pathname));
    for (const c of pageCells()) if (c.code() !== c.original) c.replace(c.original);
    setConfirming(false);
    setUndo(before);
    setStatus(null);
  };

  const undoReset = () => {
    if (!undo) return;
    for (const c of pageCells()) {
      const code = undo.get(c.id);
      if (code !== undefined && code !== c.code()) c.replace(code);
    }
    setUndo(null);
  };

  const share = async () => {
    setError(null);
    setLink(null);
    const cells = pageCells().filter((c) => c.code() !== c.original);
    if (cells.length === 0) {
      setStatus('Nothing to share yet: edit a cell first.');
      return;
    }
    let url: string;
    // The encoder loads when the reader first shares.
    const { encodeShare, ShareError } = await import('./share');
    try {
      const fragment = await encodeShare(cells.map((c) => ({ id: c.id, hash: c.hash, code: c.code() })));
      url = window.location.origin + window.location.pathname + window.location.search + fragment;
    } catch (e) {
      setStatus(null);
      setError(e instanceof ShareError ? e.message : 'The link could not be made in this browser.');
      return;
    }
    // Which cells it carries, by the numbers their headers show: a reader may not remember every edit (or drag).
    const positions = cells.map(
      (c) => document.querySelector<HTMLElement>(`[data-live-cell][data-cell-id="${c.id}"]`)?.dataset.cellIndex ?? '?',
    );
    const which = `${positions.length === 1 ? 'cell' : 'cells'} ${positions.slice(0, -1).join(', ')}${positions.length > 1 ? ' and ' : ''}${positions[positions.length - 1] ?? ''}`;
    const size = `${plural(cells.length, 'edited cell')} (${which}), a link of ${url.length.toLocaleString('en')} characters`;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(`Link copied to the clipboard: ${size}. It opens with your code shown, not run.`);
    } catch {
      setStatus(`This browser did not let the page copy the link; copy it from the box (${size}).`);
      setLink(url);
    }
  };

  return (
    <div className={styles.tools} data-notebook-tools="" aria-label="Notebook: saved edits">
      {confirming ? (
        <>
          <span className={styles.status} role="alert">
            Reset {plural(edited, 'edited cell')} on this page to the original code?
          </span>
          <button type="button" className={styles.primary} onClick={resetPage} data-confirm-reset="">
            Reset page
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setConfirming(false);
            }}
          >
            Cancel
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className={styles.button}
            disabled={edited === 0}
            onClick={() => {
              setUndo(null);
              setConfirming(true);
            }}
          >
            Reset page
          </button>
          <button type="button" className={styles.button} onClick={() => void share()} disabled={edited === 0}>
            Share
          </button>
          <span className={styles.status} role="status" data-notebook-status="">
            {undo
              ? 'The page is back to its original code.'
              : (status ??
                (edited > 0
                  ? `${plural(edited, 'cell')} edited; your edits are saved in this browser.`
                  : 'Edits you make to the cells are saved in this browser.'))}
          </span>
          {undo && (
            <button type="button" className={styles.button} onClick={undoReset}>
              Undo
            </button>
          )}
        </>
      )}
      {error && (
        <div className={styles.error} role="alert" data-notebook-error="">
          {error}
        </div>
      )}
      {link && <input ref={linkBox} className={styles.linkBox} readOnly value={link} aria-label="Share link" />}
    </div>
  );
}

export default NotebookPageTools;
