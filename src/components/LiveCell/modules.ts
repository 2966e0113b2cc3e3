/** What a live block can `import`: the library, the seed articles' code (for pitfalls) and React. */
import * as React from 'react';
import * as query from '@hitbook/query';
import * as seed from '@hitbook/seed-port';
// The chapter 'Many shapes': its teaching BVH in 2D, for cells that draw and walk one.
import * as bvh2d from '../BVH';

export const liveModules: Record<string, unknown> = {
  '@hitbook/query': query,
  '@hitbook/seed-port': seed,
  react: React,
  '@hitbook/bvh2d': bvh2d,
};
