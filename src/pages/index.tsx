import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';

export default function Home(): ReactNode {
  return (
    <Layout description="Collision maths you can drag: raycasts, sphere casts and overlap tests, derived step by step, with live TypeScript.">
      <main className="container margin-vert--xl">
        <h1>Hitbook</h1>
        <p>
          <Link to="/docs/raycast-sphere">Raycast to a sphere</Link>
        </p>
      </main>
    </Layout>
  );
}
