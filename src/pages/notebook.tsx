import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { NotebookPage } from '@site/src/components/Composer/NotebookPage';

/** A composed notebook: the reader's own (saved in this browser), or one from a link. */
export default function NotebookRoute(): ReactNode {
  return (
    <Layout
      title="Notebook"
      description="Compose a notebook: code cells with the library and figures, Markdown with maths, exercises."
    >
      <main className="container margin-vert--lg">
        <h1 className="hb-visually-hidden">Notebook</h1>
        <BrowserOnly
          fallback={
            <p>
              A notebook you compose: TypeScript cells with the whole library and the diagram kit, Markdown cells with
              maths, and exercises the notebook checks. It is saved in your browser and needs JavaScript.
            </p>
          }
        >
          {() => <NotebookPage />}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
