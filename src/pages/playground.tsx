import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import LiveCell from '@site/src/components/LiveCell';
import ReactLiveScope from '@theme/ReactLiveScope';
import { compileSource } from '@site/src/components/LiveCell/compile';

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

export default function Playground(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="A large live TypeScript cell with the whole @hitbook/query library and the diagram kit in scope."
    >
      <main className="container margin-vert--lg">
        <h1>Playground</h1>
        <p>
          One big cell with everything in scope: every function of <code>@hitbook/query</code>, <code>figure()</code> to
          draw, and <code>console.log</code> to print. Start from the raycast below, or clear it and write your own.
        </p>
        <LiveCell
          code={START}
          scope={ReactLiveScope}
          compiler={compileSource}
          large
          title="Playground"
          cellId="playground"
        />
      </main>
    </Layout>
  );
}
