/**
 * What /notebook shows, decided in the browser from its address: `#…` a notebook from a share
 * link (someone else's: held, not saved), `?id=…` one of the reader's saved notebooks, and
 * nothing a new notebook (saved once the reader changes something, and the address then names
 * it: opening the page and leaving it adds nothing to the list).
 */
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { browserStore } from '../Notebook/storage';
import { Composer, type Origin } from './Composer';
import type { ComposedNotebook } from './document';
import { blankNotebook } from './edit';
import { fromShareFragment } from './formats-api';
import { isNotebookId, loadNotebook, newNotebookId, problemMessage, saveNotebook } from './store';

type Shown =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'open'; nb: ComposedNotebook; id: string | null; origin: Origin; key: number; unsaved?: boolean };

/** A new notebook: one code cell to type in, as Jupyter opens one. */
export function starterNotebook(): ComposedNotebook {
  return {
    ...blankNotebook(),
    cells: [
      {
        id: 'c000001',
        kind: 'code',
        source:
          "// The library and the diagram kit are in scope: figure(), vec3, raycastSphere, …\nimport { vec3 } from '@hitbook/query';\n\nconsole.log(vec3(1, 2, 3));",
      },
    ],
  };
}

let opened = 0;

export function NotebookPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const shownRef = useRef(shown);
  // The key of the Composer on screen, set as soon as another is chosen: a Composer being replaced
  // (a file imported over a new notebook) saves on leaving, and its first save must not then put
  // its id in the address — that reopened it over the imported notebook.
  const liveKey = useRef(-1);
  const choose = (next: Shown): void => {
    liveKey.current = next.kind === 'open' ? next.key : -1;
    setShown(next);
  };
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  useEffect(() => {
    let live = true;
    const hash = location.hash.replace(/^#/, '');
    const id = new URLSearchParams(location.search).get('id');
    const now = shownRef.current;
    // The new notebook's first save put its id in the address: it is the one on screen.
    if (hash === '' && id !== null && now.kind === 'open' && now.id === id) return;
    const show = (next: Shown) => {
      if (live) choose(next);
    };
    if (hash !== '') {
      fromShareFragment(hash).then(
        (nb) => {
          show({ kind: 'open', nb, id: null, origin: 'link', key: ++opened });
        },
        (e: unknown) => {
          show({ kind: 'error', message: e instanceof Error ? e.message : 'This link could not be opened.' });
        },
      );
    } else if (id !== null) {
      const nb = isNotebookId(id) ? loadNotebook(browserStore(), id) : null;
      show(
        nb
          ? { kind: 'open', nb, id, origin: 'mine', key: ++opened }
          : { kind: 'error', message: 'There is no notebook saved under this address in this browser.' },
      );
    } else {
      // Not saved yet: the Composer saves it at the reader's first change (onFirstSave).
      show({
        kind: 'open',
        nb: starterNotebook(),
        id: newNotebookId(Date.now()),
        origin: 'mine',
        key: ++opened,
        unsaved: true,
      });
    }
    return () => {
      live = false;
    };
  }, [location.pathname, location.search, location.hash, history]);

  if (shown.kind === 'loading') return <p>Opening the notebook…</p>;
  if (shown.kind === 'error')
    return (
      <div role="alert" data-composer-error="">
        <p>{shown.message}</p>
        <p>
          <Link to="/notebooks">Your notebooks</Link> · <Link to="/notebook">Start a new one</Link>
        </p>
      </div>
    );
  return (
    <Composer
      key={shown.key}
      notebook={shown.nb}
      id={shown.id}
      origin={shown.origin}
      unsaved={shown.unsaved}
      onFirstSave={() => {
        // Not when the save is the last one of a page being left (the reader went elsewhere).
        if (liveKey.current !== shown.key) return;
        if (window.location.pathname === location.pathname && window.location.search === '')
          history.replace(`${location.pathname}?id=${shown.id ?? ''}`);
      }}
      onSaveCopy={(nb) => {
        const copy = newNotebookId(Date.now());
        const written = saveNotebook(browserStore(), copy, nb, Date.now());
        if (written.ok) history.push(`${location.pathname}?id=${copy}`);
        else choose({ kind: 'error', message: problemMessage(written.problem) });
      }}
      onOpen={(nb) => {
        choose({ kind: 'open', nb, id: null, origin: 'file', key: ++opened });
      }}
    />
  );
}
