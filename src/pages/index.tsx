import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

export default function Home(): ReactNode {
  return (
    <Layout description="Collision maths you can drag: raycasts, sphere casts and overlap tests, derived step by step, with live TypeScript.">
      <main className="container margin-vert--xl">
        <h1>Hitbook</h1>
        <p className="hero__subtitle">
          Collision maths you can drag. Each chapter derives one query — does this segment hit that sphere, and where? —
          with figures you move and TypeScript you edit and run, calling <code>@hitbook/query</code>, the library the
          notebook is built on.
        </p>
        <p>
          <Link
            className="button button--primary button--lg margin-right--md margin-bottom--sm"
            to="/docs/raycast-sphere"
          >
            Start with a raycast to a sphere
          </Link>
          <Link className="button button--secondary button--lg margin-bottom--sm" to="/playground">
            Open the playground
          </Link>
        </p>
      </main>
    </Layout>
  );
}
