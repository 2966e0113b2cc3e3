import React, { type ReactNode } from 'react';
import MDXContent from '@theme-original/MDXContent';
import type { Props } from '@theme/MDXContent';
import { NotebookProvider } from '@site/src/components/Notebook';

/** Every MDX page is one notebook: its live cells share a counter and a page scope. */
export default function MDXContentWrapper(props: Props): ReactNode {
  return (
    <NotebookProvider>
      <MDXContent {...props} />
    </NotebookProvider>
  );
}
