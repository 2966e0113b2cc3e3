import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Playground';
import LiveCell from '@site/src/components/LiveCell';
import { NotebookPageTools } from '@site/src/components/Notebook/NotebookPageTools';

/** The build-time compiled code that remark-live-cells put in the block's meta, if any. */
function compiledFrom(metastring: string | undefined): string | undefined {
  const b64 = /(?:^|\s)compiled=([A-Za-z0-9+/=]+)/.exec(metastring ?? '')?.[1];
  if (b64 === undefined) return undefined;
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Every ```tsx live block becomes a Hitbook cell: TypeScript with imports, the library and
 * the diagram kit in scope, a loop guard, and errors shown under the block with their line.
 */
export default function Playground({ children, scope, metastring }: Props): ReactNode {
  // The cell's index on the page and the hash of its code, stamped by remark-live-cells.
  const cellId = /(?:^|\s)cell=(\d+)/.exec(metastring ?? '')?.[1];
  const originalHash = /(?:^|\s)hash=([0-9a-f]{8})/.exec(metastring ?? '')?.[1];
  const cell = (
    <LiveCell
      code={(children ?? '').replace(/\n$/, '')}
      scope={scope as Record<string, unknown>}
      compiled={compiledFrom(metastring)}
      cellId={cellId}
      originalHash={originalHash}
    />
  );
  // Until the page toolbar lands (nb-cells), the notebook's page tools sit above the first cell.
  return cellId === '0' ? (
    <>
      <NotebookPageTools />
      {cell}
    </>
  ) : (
    cell
  );
}
