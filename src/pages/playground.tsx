import React, { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import { Composer, type Origin } from '@site/src/components/Composer/Composer';
import { NOTEBOOK_FORMAT, NOTEBOOK_VERSION, type ComposedNotebook } from '@site/src/components/Composer/document';
import { useHistory } from '@docusaurus/router';
import { loadNotebook, newNotebookId, saveNotebook } from '@site/src/components/Composer/store';
import { browserStore } from '@site/src/components/Notebook/storage';

/** The playground's notebook is saved under this id, like any other (it is listed on /notebooks). */
const PLAYGROUND_ID = 'playground';

const START = `// The playground: the whole library and the diagram kit are in scope.
// Drag A, B, S and the radius r; edit anything; the cell re-runs as you type.
import { raycastSphere, vec3 } from '@hitbook/query';

const fig = figure({ height: 420, title: 'A segment from A to B against a sphere at S of radius r' });

const A = fig.handle('A', vec3(-2, -1));
const B = fig.handle('B', vec3(11, 2));
const S = fig.handle('S', vec3(6, 3));
const r = fig.radius('r', S, 3, { angle: 60 });

const hit = raycastSphere(A, B, { center: S, radius: r });

fig.circle(S, r);
fig.segment(A, B, { arrow: true });
if (hit) {
  fig.point(hit.point, { label: 'D', tone: 'hit' });
  fig.normal(hit.point, hit.normal, { label: 'n' });
}

fig.readout('t', hit ? hit.t : 'no hit');
fig.readout('distance', hit ? hit.distance : '—');
console.log(hit);
`;

/** The playground as it first opens: one big cell (the reader can add more). */
const FIRST: ComposedNotebook = {
  format: NOTEBOOK_FORMAT,
  version: NOTEBOOK_VERSION,
  title: 'Playground',
  cells: [{ id: 'playground', kind: 'code', source: START }],
};

export default function Playground(): ReactNode {
  // The server (and the first client render) draws the starting notebook, its figure included;
  // the reader's saved playground, if any, replaces it once the page is live.
  const [shown, setShown] = useState<{ nb: ComposedNotebook; key: number; origin: Origin }>({
    nb: FIRST,
    key: 0,
    origin: 'mine',
  });
  const history = useHistory();
  // Until the saved notebook (if any) is on screen, the head script (plugins/saved-edits-head.ts)
  // keeps the playground hidden when one is saved, so its starting code never flashes first.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const saved = loadNotebook(browserStore(), PLAYGROUND_ID);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved notebook is in storage, read after hydration
    if (saved && JSON.stringify(saved) !== JSON.stringify(FIRST)) setShown({ nb: saved, key: 1, origin: 'mine' });
    setReady(true);
  }, []);
  return (
    <Layout
      title="Playground"
      description="A notebook with the whole @hitbook/query library and the diagram kit in scope."
    >
      <main className="container margin-vert--lg">
        <h1>Playground</h1>
        <p>
          A notebook with everything in scope: every function of <code>@hitbook/query</code>, <code>figure()</code> to
          draw, and <code>console.log</code> to print. Start from the raycast below, or clear it and write your own; add
          cells, Markdown and exercises between them. It is saved in this browser.
        </p>
        <div data-playground="" data-playground-ready={ready || undefined}>
          <Composer
            key={shown.key}
            notebook={shown.nb}
            // An imported file is someone else's: shown held, not saved over the playground.
            id={shown.origin === 'mine' ? PLAYGROUND_ID : null}
            origin={shown.origin}
            large
            fixedTitle
            onOpen={(nb) => {
              setShown({ nb, key: shown.key + 1, origin: 'file' });
            }}
            onSaveCopy={(nb) => {
              const id = newNotebookId(Date.now());
              if (saveNotebook(browserStore(), id, nb, Date.now()).ok) history.push(`/notebook?id=${id}`);
            }}
          />
        </div>
      </main>
    </Layout>
  );
}
