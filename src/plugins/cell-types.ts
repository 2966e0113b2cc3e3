/**
 * The declarations a live cell is type-checked against (src/components/TypeCheck), made at
 * site build time from the sources themselves, so they can never drift from what a cell runs
 * with: the library, the seed port, the teaching BVH and the figure kit, as `.d.ts` emitted by
 * the TypeScript compiler, plus one global file naming what a cell sees without importing (the
 * runtime's scope: LiveCell/runtime.ts and theme/ReactLiveScope), and the ES2022 lib files.
 *
 * The Docusaurus plugin writes them as one JSON module, `@hitbook/cell-types`, which only the
 * type-check worker imports: no page carries it. The unit test calls `cellTypeFiles` directly.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { KIT_PATH, LIB_DIR, LIB_ENTRY, MODULE_PATHS, VIRTUAL_ROOT } from '../components/TypeCheck/paths.ts';

/** The modules a cell may import, and the source each is emitted from (relative to the site root). */
const ENTRIES: Record<string, string> = {
  '@hitbook/query': 'packages/query/src/index.ts',
  '@hitbook/seed-port': 'packages/seed-port/src/index.ts',
  '@hitbook/bvh2d': 'src/components/BVH/index.ts',
};
/** The figure kit's sources: `figure()` and `figure3d()` return their figures. */
const KIT_SOURCES = ['src/components/Diagram/scene.ts', 'src/components/Figure3D/scene3d.ts'];

/** The lib files `lib` pulls in through `/// <reference lib>`, by file name. */
function libClosure(libDir: string, entry: string, out: Map<string, string>): void {
  if (out.has(entry)) return;
  const text = readFileSync(join(libDir, entry), 'utf8');
  out.set(entry, text);
  for (const m of text.matchAll(/\/\/\/\s*<reference\s+lib="([^"]+)"\s*\/>/g)) {
    libClosure(libDir, `lib.${(m[1] ?? '').toLowerCase()}.d.ts`, out);
  }
}

/** The `.d.ts` of the entries and what they import, keyed by their path relative to the root. */
function emitDeclarations(root: string): { files: Map<string, string>; program: ts.Program } {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    declaration: true,
    emitDeclarationOnly: true,
    // The checker reports errors, not documentation: comments only cost the reader's download.
    removeComments: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    rootDir: root,
    outDir: join(root, '.cell-types'),
    baseUrl: root,
    // The site reads the library's source (docusaurus.config.ts aliases it): so does this.
    paths: { '@hitbook/query': [ENTRIES['@hitbook/query'] ?? ''] },
    types: [],
  };
  const program = ts.createProgram(
    [...Object.values(ENTRIES), ...KIT_SOURCES].map((f) => join(root, f)),
    options,
  );
  const files = new Map<string, string>();
  const outDir = options.outDir ?? '';
  program.emit(undefined, (fileName, text) => {
    if (fileName.endsWith('.d.ts')) files.set(relative(outDir, fileName).replaceAll('\\', '/'), text);
  });
  return { files, program };
}

/**
 * A global declaration per export of `moduleName`: its value as `declare const`, its type as a
 * type alias (with the type parameters it has), so a cell may write `raycastAABB(…)` or
 * `const v: Vec3` without importing either, as it may at run time.
 */
function globalsOf(program: ts.Program, root: string, moduleName: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(join(root, ENTRIES[moduleName] ?? ''));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`cell-types: cannot read the exports of ${moduleName}`);
  const lines: string[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const from = `import('${moduleName}')`;
    if (symbol.flags & ts.SymbolFlags.Value) lines.push(`declare const ${name}: typeof ${from}.${name};`);
    if (symbol.flags & ts.SymbolFlags.Type) {
      const declaration = symbol.declarations?.find(
        (d) => ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d) || ts.isClassDeclaration(d),
      );
      const params = declaration && 'typeParameters' in declaration ? declaration.typeParameters : undefined;
      // Each parameter defaults to `any`: a constraint would only be checked in this file.
      const names = (params ?? []).map((p) => p.name.text);
      const list = names.length > 0 ? `<${names.map((n) => `${n} = any`).join(', ')}>` : '';
      const args = names.length > 0 ? `<${names.join(', ')}>` : '';
      lines.push(`type ${name}${list} = ${from}.${name}${args};`);
    }
  }
  return lines;
}

/**
 * What a cell sees without importing (LiveCell/runtime.ts `own`, theme/ReactLiveScope): the
 * figure kit, `render`, the cell's console and timers, every export of the library, and a
 * loose React (its full types would double the declarations, and no chapter needs them).
 */
function kitDeclarations(program: ts.Program, root: string): string {
  return [
    '// What a live cell sees without importing: generated by src/plugins/cell-types.ts.',
    "declare const figure: typeof import('@hitbook/figure').figure;",
    "declare const figure3d: typeof import('@hitbook/figure').figure3d;",
    "declare const formatNumber: typeof import('@hitbook/figure').formatNumber;",
    '/** Shows a React element (or any value) under the cell. */',
    'declare function render(element: unknown): void;',
    'declare const console: {',
    '  log(...data: unknown[]): void; info(...data: unknown[]): void; warn(...data: unknown[]): void;',
    '  error(...data: unknown[]): void; debug(...data: unknown[]): void;',
    '  table(data: unknown, columns?: readonly string[]): void;',
    '};',
    'declare function setTimeout<A extends unknown[]>(callback: (...args: A) => void, ms?: number, ...args: A): number;',
    'declare function setInterval<A extends unknown[]>(callback: (...args: A) => void, ms?: number, ...args: A): number;',
    'declare function clearTimeout(id: number | undefined): void;',
    'declare function clearInterval(id: number | undefined): void;',
    'declare function requestAnimationFrame(callback: (time: number) => void): number;',
    'declare function cancelAnimationFrame(id: number): void;',
    'declare const performance: { now(): number };',
    'declare function queueMicrotask(callback: () => void): void;',
    'declare function structuredClone<T>(value: T): T;',
    "declare const React: typeof import('react');",
    "declare const useState: typeof import('react').useState;",
    "declare const useEffect: typeof import('react').useEffect;",
    "declare const useMemo: typeof import('react').useMemo;",
    "declare const useRef: typeof import('react').useRef;",
    'declare namespace JSX {',
    '  type Element = unknown;',
    '  interface IntrinsicElements { [name: string]: Record<string, unknown> }',
    '}',
    ...globalsOf(program, root, '@hitbook/query'),
    '',
  ].join('\n');
}

/** `@hitbook/figure`: the kit object the runtime hands a cell that imports it (runtime.ts). */
const FIGURE_KIT = `// The figure kit (see src/plugins/cell-types.ts).
import type { Figure, ViewOptions } from './src/components/Diagram/scene';
import type { Figure3D, View3Options } from './src/components/Figure3D/scene3d';
export declare const figure: (options?: ViewOptions) => Figure;
export declare const figure3d: (options?: View3Options) => Figure3D;
export { formatNumber } from './src/components/Diagram/scene';
`;

/** A loose `react`: enough for the hooks and JSX a cell may use, never a false error. */
const REACT_STUB = `// A loose stand-in for React's types (see src/plugins/cell-types.ts).
export type ReactNode = unknown;
export type SetStateAction<S> = S | ((previous: S) => S);
export function useState<S>(initial: S | (() => S)): [S, (next: SetStateAction<S>) => void];
export function useState<S = undefined>(): [S | undefined, (next: SetStateAction<S | undefined>) => void];
export function useEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;
export function useLayoutEffect(effect: () => void | (() => void), deps?: readonly unknown[]): void;
export function useMemo<T>(make: () => T, deps: readonly unknown[]): T;
export function useCallback<T extends (...args: never[]) => unknown>(callback: T, deps: readonly unknown[]): T;
export function useRef<T>(initial: T): { current: T };
export function useRef<T = undefined>(): { current: T | undefined };
export function createElement(type: unknown, props?: unknown, ...children: unknown[]): unknown;
export const Fragment: unknown;
declare const React: {
  useState: typeof useState; useEffect: typeof useEffect; useLayoutEffect: typeof useLayoutEffect;
  useMemo: typeof useMemo; useCallback: typeof useCallback; useRef: typeof useRef;
  createElement: typeof createElement; Fragment: unknown;
  [name: string]: unknown;
};
export default React;
`;

/**
 * Every file the checker needs, keyed by its path in the checker's in-memory file system
 * (see TypeCheck/paths.ts): lib files, the modules' declarations, `react` and the kit's globals.
 */
export function cellTypeFiles(root: string): Record<string, string> {
  const libs = new Map<string, string>();
  libClosure(dirname(ts.getDefaultLibFilePath({})), LIB_ENTRY, libs);
  const { files, program } = emitDeclarations(root);
  const out: Record<string, string> = {};
  // The lib files' documentation is half their size; `/// <reference lib>` lines are kept.
  for (const [name, text] of libs) out[`${LIB_DIR}${name}`] = text.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [path, text] of files) out[`${VIRTUAL_ROOT}${path}`] = text;
  for (const [name, entry] of [...Object.entries(ENTRIES), ...KIT_SOURCES.map((k) => [k, k] as const)]) {
    const emitted = `${VIRTUAL_ROOT}${entry.replace(/\.tsx?$/, '.d.ts')}`;
    if (!(emitted in out)) throw new Error(`cell-types: no declarations emitted for ${name} (${entry})`);
    if (name in ENTRIES && MODULE_PATHS[name] !== emitted)
      throw new Error(`cell-types: TypeCheck/paths.ts has the wrong path for ${name}`);
  }
  out[MODULE_PATHS.react ?? ''] = REACT_STUB;
  out[MODULE_PATHS['@hitbook/figure'] ?? ''] = FIGURE_KIT;
  out[KIT_PATH] = kitDeclarations(program, root);
  return out;
}

/** The Docusaurus plugin: writes the declarations where the worker's `@hitbook/cell-types` import finds them. */
export default function cellTypesPlugin(context: LoadContext): Plugin {
  const target = join(context.generatedFilesDir, 'hitbook-cell-types', 'cell-types.json');
  return {
    name: 'hitbook-cell-types',
    async loadContent() {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, JSON.stringify(cellTypeFiles(context.siteDir)));
    },
    getPathsToWatch() {
      return [...Object.values(ENTRIES), ...KIT_SOURCES].map((f) =>
        join(dirname(join(context.siteDir, f)), '**/*.{ts,tsx}'),
      );
    },
    configureWebpack(_config, isServer) {
      return {
        // The compiler can load plugins under Node (`require(modulePath)`): never in the worker.
        ignoreWarnings: [{ module: /[\\/]typescript[\\/]lib[\\/]typescript\.js$/ }],
        resolve: {
          alias: { '@hitbook/cell-types$': target },
          // The compiler's own Node.js file system, clock and debugger, which it only reaches
          // when it runs under Node: the worker gives it an in-memory host instead.
          ...(isServer
            ? {}
            : {
                fallback: Object.fromEntries(
                  ['fs', 'path', 'os', 'crypto', 'inspector', 'perf_hooks', 'source-map-support'].map((m) => [
                    m,
                    false,
                  ]),
                ),
              }),
        },
      };
    },
  };
}
