/**
 * Where the type checker's in-memory file system keeps each file. Shared by the build-time
 * generator (src/plugins/cell-types.ts) and the checker (checker.ts), so the two agree.
 */

/** The site's sources, as emitted `.d.ts`, live under this folder, with their paths in the repository. */
export const VIRTUAL_ROOT = '/hb/';
/** The TypeScript lib files. */
export const LIB_DIR = '/lib/';
/** ES2022 without the DOM: a cell sees the runtime's own console and timers (runtime.ts), not the page. */
export const LIB_ENTRY = 'lib.es2022.d.ts';
/** The globals a cell sees without importing (generated). */
export const KIT_PATH = '/hb/cell-kit.d.ts';
/** The page scope: names the cells above export (written per check). */
export const PAGE_PATH = '/hb/cell-page.d.ts';
/** The cell being checked. */
export const CELL_PATH = '/hb/cell.tsx';

/** What `import … from '<name>'` reads, for each module a cell may import (LiveCell/modules.ts). */
export const MODULE_PATHS: Record<string, string> = {
  '@hitbook/query': '/hb/packages/query/src/index.d.ts',
  '@hitbook/seed-port': '/hb/packages/seed-port/src/index.d.ts',
  '@hitbook/bvh2d': '/hb/src/components/BVH/index.d.ts',
  // The kit object the runtime adds (runtime.ts): figure, figure3d, formatNumber.
  '@hitbook/figure': '/hb/figure-kit.d.ts',
  react: '/hb/react.d.ts',
};
