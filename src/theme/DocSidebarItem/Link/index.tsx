import React, { type ReactNode } from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type { Props } from '@theme/DocSidebarItem/Link';
import { ChapterProgress } from '@site/src/components/Exercise/ChapterProgress';

/** A doc's link in the sidebar, with the reader's progress on its exercises ("1 of 3") once they have any. */
export default function LinkWithProgress(props: Props): ReactNode {
  const { docId, label } = props.item;
  if (docId === undefined) return <Link {...props} />;
  const item = {
    ...props.item,
    // The label is rendered as the link's text: the count goes inside the link, after the title.
    label: (
      <>
        {label}
        <ChapterProgress doc={docId} />
      </>
    ) as unknown as string,
  };
  return <Link {...props} item={item} />;
}
