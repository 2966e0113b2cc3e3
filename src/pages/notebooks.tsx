import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { NotebookList } from '@site/src/components/Composer/NotebookList';

export default function Notebooks(): ReactNode {
  return (
    <Layout title="Your notebooks" description="The notebooks you composed, saved in this browser.">
      <main className="container margin-vert--lg">
        <h1>Your notebooks</h1>
        <p>
          The notebooks you composed, kept in this browser only: export one (as a file, a chapter, a Jupyter notebook or
          TypeScript) to keep it elsewhere or to give it to someone.
        </p>
        <BrowserOnly fallback={<p>The list is read from your browser’s storage and needs JavaScript.</p>}>
          {() => <NotebookList />}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
