import React, { useEffect, useState, type ReactNode } from 'react';
import { sharedFromUrl } from './session';
import styles from './saved.module.css';

interface Opened {
  /** The shared cells on this page, in page order: their element ids and positions. */
  cells: { anchor: string; position: string }[];
}

/** The sections of the page's cells that a share carries, in page order. */
function sharedSections(ids: ReadonlySet<string>): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-live-cell][data-cell-id]')).filter((el) =>
    ids.has(el.dataset.cellId ?? ''),
  );
}

/**
 * At the top of a page opened from a share link: which cells the link carries, and a way to
 * each. The page scrolls to the first of them once, so the reader lands on the shared code
 * rather than on the page's title with no hint that anything was shared.
 */
export function SharedLinkNotice(): ReactNode {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    let live = true;
    void sharedFromUrl()?.then((load) => {
      if (!live || !load.ok) return;
      const sections = sharedSections(new Set(load.cells.keys()));
      if (sections.length === 0) return;
      setOpened({
        cells: sections.map((el) => ({ anchor: el.id, position: el.dataset.cellIndex ?? '' })),
      });
      // After the cells have put the shared code in (this frame) and laid out (the next).
      requestAnimationFrame(() => {
        requestAnimationFrame(() => {
          if (live) sections[0]?.scrollIntoView({ block: 'center' });
        });
      });
    });
    return () => {
      live = false;
    };
  }, []);

  if (!opened || closed) return null;
  const n = opened.cells.length;
  return (
    <div className={styles.sharedNotice} role="status" data-shared-notice="">
      <span className={styles.noteText}>
        This page was opened from a shared link: {n === 1 ? 'cell' : 'cells'}{' '}
        {opened.cells.map((c, i) => (
          <React.Fragment key={c.anchor}>
            {i > 0 && (i === n - 1 ? ' and ' : ', ')}
            <a href={`#${c.anchor}`}>{c.position}</a>
          </React.Fragment>
        ))}{' '}
        {n === 1 ? 'shows' : 'show'} the code someone shared, not yet run. Press Run in {n === 1 ? 'it' : 'each'} to run
        it; keep or discard it there.
      </span>
      <button
        type="button"
        className={styles.button}
        onClick={() => {
          setClosed(true);
        }}
      >
        Close
      </button>
    </div>
  );
}
