import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Playground';
import LiveCell from '@site/src/components/LiveCell';

/**
 * Every ```tsx live block becomes a Hitbook cell: TypeScript with imports, the library and
 * the diagram kit in scope, a loop guard, and errors shown under the block with their line.
 */
export default function Playground({ children, scope }: Props): ReactNode {
  return <LiveCell code={(children ?? '').replace(/\n$/, '')} scope={scope as Record<string, unknown>} />;
}
