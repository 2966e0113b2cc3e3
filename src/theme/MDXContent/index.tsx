import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import MDXContent from '@theme-original/MDXContent';
import type { Props } from '@theme/MDXContent';
import { NotebookProvider } from '@site/src/components/Notebook';
import { SharedLinkNotice } from '@site/src/components/Notebook/SharedLinkNotice';

/**
 * Every MDX page is one notebook: its live cells share a counter and a page scope. Keyed by
 * the path, so moving to another page in the app starts a fresh notebook, never the last one's.
 */
export default function MDXContentWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  return (
    <NotebookProvider key={pathname}>
      {/* Shown only on a page opened from a share link. */}
      <SharedLinkNotice />
      <MDXContent {...props} />
    </NotebookProvider>
  );
}
