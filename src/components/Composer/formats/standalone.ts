/**
 * What a notebook's code needs to run outside the site, as the .ts and .ipynb exports write it
 * above the cells: how to get the library, the import of the library's names the cells use, and
 * stand-ins for what only the site has (the figure kit draws on the page; `render` shows React).
 *
 * On the site every export of @hitbook/query, `figure`, `figure3d`, `formatNumber` and `render`
 * are in every cell's scope without an import; a file run by Deno (or Node, or Jupyter's Deno
 * kernel) has none of them, and the first `vec3(…)` stopped with a ReferenceError. The library is
 * not published on npm (`npm:@hitbook/query` does not exist): it is in the Hitbook repository,
 * whose `packages/query/src/index.ts` Deno runs as it is (its imports name their `.ts` files),
 * through an import map in a deno.json beside the file. The figure kit is not a library one can
 * install: a reader in Jupyter or VS Code wants the code to compute what the page shows before
 * any drag, so `figure()` gives each handle its initial value, prints readouts and draws nothing.
 */
import * as library from '@hitbook/query';
import { analyzeCell } from '../../LiveCell/analyze';
import { compileSource } from '../../LiveCell/compile';

const LIBRARY_NAMES = new Set(Object.keys(library));

/**
 * The library's exported types (packages/query/src/index.ts `export type`), in a cell's scope on
 * the site as its values are; types leave no trace at run time, so they are listed here (a test
 * holds the list to the library's).
 */
export const LIBRARY_TYPES: readonly string[] = [
  'AABB',
  'Axis',
  'BatchHits',
  'Capsule',
  'Contact',
  'OBB',
  'Plane',
  'QuatLike',
  'RaycastHit',
  'SceneBatchHits',
  'SceneContact',
  'SceneHit',
  'SceneQueryOptions',
  'SceneSphereCastHit',
  'SegmentClosestPoints',
  'Sphere',
  'SphereCastBatchHits',
  'SphereCastHit',
  'Triangle',
  'Vec3',
  'Vec3Like',
  // v3 (issue 24): the box- and capsule-cast hits.
  'BoxCastHit',
  'CapsuleCastHit',
  // Scenes v3 (issue 25, engineer scene).
  'AddOptions',
  'Matrix4Like',
  'MeshHitFields',
  'SceneClosestPoint',
  'SceneBoxCastHit',
  'SceneCapsuleCastHit',
  'SerializedMesh',
];

/**
 * The names a cell declares at its top level, which an import of the same name would clash
 * with; `functions` leaves out those declared by `function` or `var`, which Deno's kernel lets
 * a cell declare over a `var` of the setup cell.
 */
function topLevelNames(source: string, functions = true): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(
    /^(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:async\s+)?(const|let|var|function\*?|class|enum|interface|type|namespace)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    const redeclarable = m[1] === 'var' || m[1]?.startsWith('function') === true;
    if (m[2] !== undefined && (functions || !redeclarable)) names.push(m[2]);
  }
  // Destructuring at the top level: `const { a, b: c } = …`, `const [a, b] = …`.
  for (const m of source.matchAll(/^(?:export\s+)?(?:const|let|var)\s*[{[]([^=]*)[}\]]\s*=/gm)) {
    for (const part of (m[1] ?? '').split(',')) {
      const name = /(?:[\w$]+\s*:\s*)?\.{0,3}([A-Za-z_$][\w$]*)\s*$/.exec(part.trim())?.[1];
      if (name !== undefined) names.push(name);
    }
  }
  // What the cell imports itself: `import { a, b as c } from …`, `import d from …`, `import * as e from …`.
  for (const m of source.matchAll(/^import\s+(?:type\s+)?([^;'"]*?)\s+from\s/gm)) {
    const clause = m[1] ?? '';
    for (const part of clause.replace(/[{}]/g, ',').split(',')) {
      const name = /([A-Za-z_$][\w$]*)\s*$/.exec(part.trim())?.[1];
      if (name !== undefined && name !== 'type') names.push(name);
    }
  }
  return names;
}

/** The free names a cell reads (as the page scope sees them); none when it does not compile. */
function usedNames(source: string): string[] {
  try {
    return analyzeCell(compileSource(source)).uses;
  } catch {
    return [];
  }
}

const RUN_WITH = [
  '// To run this outside the Hitbook site you need @hitbook/query, the library the cells call. It is',
  '// not on npm: it is in the Hitbook repository. Clone it, then either',
  '//   - Deno (also VS Code, and Jupyter with `deno jupyter --install`): put a deno.json beside this file,',
  '//       { "imports": { "@hitbook/query": "/path/to/hitbook/packages/query/src/index.ts" } }',
  '//     and run `deno run <this file>` (Deno runs the library’s TypeScript as it is); or',
  '//   - Node: in the clone `npm ci && npm run build -w packages/query`, here',
  '//     `npm install /path/to/hitbook/packages/query`, then `npx tsx <this file>`.',
];

const FIGURE_STAND_IN = [
  '// figure() and figure3d() draw on the Hitbook site only. Here they are stand-ins that draw nothing:',
  '// each handle and radius is its initial value (what the page shows before any drag), steps and',
  '// choices their initial one, and readouts are printed.',
  '// deno-lint-ignore no-explicit-any',
  'function figure(_options?: object): any {',
  '  return new Proxy(',
  '    {},',
  '    {',
  '      // deno-lint-ignore no-explicit-any',
  '      get: (_figure, method) => (...args: any[]) => {',
  "        if (method === 'handle') return vec3(args[1].x, args[1].y, args[1].z ?? 0);",
  "        if (method === 'radius') return args[2];",
  "        if (method === 'steps') return args[1]?.initial ?? 0;",
  "        if (method === 'choice') return args[2]?.initial ?? args[1][0];",
  "        if (method === 'readout') console.log(`${args[0]}:`, args[1]);",
  '        return undefined;',
  '      },',
  '    },',
  '  );',
  '}',
];

/**
 * The lines a standalone file needs above the cells of `codes` (the code cells' sources): how to
 * get the library, the library's names they use and do not declare themselves, and the
 * stand-ins for the site's figure kit and `render` that they use.
 *
 * `module` (the .ts) imports the names: one module, every declaration in it once. `kernel` (the
 * .ipynb, for Deno's Jupyter kernel, where each cell is run after the others in one scope) takes
 * them from the library's namespace as `var`s: a later cell may then declare one again as a
 * function — an exercise's starter declares the function it asks for, often the library's name
 * (`export function raycastPlane`) — which over an import Deno refuses ("has already been
 * declared").
 */
export function standalonePrelude(codes: readonly string[], mode: 'module' | 'kernel'): string {
  const declared = new Set(codes.flatMap((code) => topLevelNames(code, mode === 'module')));
  const used = new Set(codes.flatMap(usedNames));
  const needs = (name: string) => used.has(name) && !declared.has(name);
  const figure = needs('figure');
  const figure3d = needs('figure3d');
  const fromLibrary = [...LIBRARY_NAMES].filter(needs);
  // The figure stand-in makes handles with vec3.
  if ((figure || figure3d) && !declared.has('vec3') && !fromLibrary.includes('vec3')) fromLibrary.push('vec3');
  fromLibrary.sort();
  // A type written in a cell: as a word outside comments and strings, roughly; an unused type import is harmless.
  const code = codes
    .join('\n')
    .replace(/\/\/.*$/gm, '')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, '');
  const types = LIBRARY_TYPES.filter((name) => !declared.has(name) && new RegExp(`\\b${name}\\b`).test(code));
  const lines = [...RUN_WITH];
  if (types.length > 0) lines.push(`import type { ${types.join(', ')} } from '@hitbook/query';`);
  if (fromLibrary.length > 0 && mode === 'module') {
    lines.push(`import { ${fromLibrary.join(', ')} } from '@hitbook/query';`);
  } else if (fromLibrary.length > 0) {
    lines.push(
      "import * as hitbook from '@hitbook/query';",
      '// `var`s, not an import: a later cell (an exercise’s starter) may declare one of these again.',
      `var { ${fromLibrary.join(', ')} } = hitbook;`,
    );
  }
  if (figure || figure3d) lines.push('', ...FIGURE_STAND_IN);
  if (figure3d) lines.push('const figure3d = figure;');
  if (needs('formatNumber')) {
    lines.push(
      '',
      '/** As the site prints numbers in figures: at most `digits` decimals, trailing zeros dropped. */',
      'function formatNumber(v: number, digits = 2): string {',
      '  return String(Number(v.toFixed(digits)));',
      '}',
    );
  }
  if (needs('render')) {
    lines.push(
      '',
      '// render() shows React elements on the Hitbook site only.',
      'function render(_element: unknown): void {',
      "  console.log('render(): shown on the Hitbook site only');",
      '}',
    );
  }
  return lines.join('\n');
}
