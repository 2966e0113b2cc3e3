import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Playground';
import LiveCell from '@site/src/components/LiveCell';
import type { CellInfo } from '@site/src/components/LiveCell/analyze';

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
/** The names the cell exports and reads (see LiveCell/analyze.ts), found at build time. */
function infoFrom(metastring: string | undefined): CellInfo | undefined {
  const b64 = /(?:^|\s)names=([A-Za-z0-9+/=]+)/.exec(metastring ?? '')?.[1];
  if (b64 === undefined) return undefined;
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as CellInfo;
}

export default function Playground({ children, scope, metastring }: Props): ReactNode {
  // The cell's id and index on the page and the hash of its code, stamped by remark-live-cells.
  const cellId = /(?:^|\s)cell=([\w-]+)/.exec(metastring ?? '')?.[1];
  const index = /(?:^|\s)index=(\d+)/.exec(metastring ?? '')?.[1];
  const originalHash = /(?:^|\s)hash=([0-9a-f]{8})/.exec(metastring ?? '')?.[1];
  return (
    <LiveCell
      code={(children ?? '').replace(/\n$/, '')}
      scope={scope as Record<string, unknown>}
      compiled={compiledFrom(metastring)}
      cellId={cellId}
      cellIndex={index === undefined ? undefined : Number(index)}
      originalHash={originalHash}
      info={infoFrom(metastring)}
      // ```tsx live manual: runs only when the reader asks (heavy code).
      manual={/(^|\s)manual(\s|$)/.test(metastring ?? '')}
    />
  );
}
