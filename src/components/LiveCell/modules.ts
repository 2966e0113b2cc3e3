/** What a live block can `import`: the library, the seed articles' code (for pitfalls) and React. */
import * as React from 'react';
import * as query from '@hitbook/query';
import * as seed from '@hitbook/seed-port';

export const liveModules: Record<string, unknown> = {
  '@hitbook/query': query,
  '@hitbook/seed-port': seed,
  react: React,
};
