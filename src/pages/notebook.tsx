import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Link from '@docusaurus/Link';
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
        {/* For a teacher who arrives here first: what the page is, where it keeps things, where the help is. */}
        <p data-notebook-intro="">
          A notebook you compose: TypeScript cells with the whole library and the figure kit, Markdown cells with maths,
          and exercises it checks. Your notebooks are saved in this browser as you type — nothing is uploaded — and{' '}
          <Link to="/notebooks">Notebooks</Link> lists them. New to it? See{' '}
          <Link to="/docs/using-the-notebook#composing-a-lesson">Composing a lesson</Link> for adding cells, sharing a
          lesson and making it a chapter.
        </p>
        <BrowserOnly fallback={<p>The notebook needs JavaScript.</p>}>{() => <NotebookPage />}</BrowserOnly>
      </main>
    </Layout>
  );
}
