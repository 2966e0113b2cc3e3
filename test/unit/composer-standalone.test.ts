// The .ts and .ipynb exports run outside the site. On the site every export of the library and
// the figure kit are in a cell's scope; a teacher's review found the exported files stopping at
// the first `vec3(…)` with a ReferenceError in Deno, and the .ts holding the exercise's
// `export function raycastPlane` beside a cell calling the library's raycastPlane (one module,
// one name). The .ts is type-checked here as one standalone module against the library, then
// run (transpiled, the library from its build); the .ipynb's setup cell is checked for what
// Deno's kernel needs.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComposedNotebook } from '../../src/components/Composer/document';
import { fromIpynb, fromTs, toIpynb, toTs } from '../../src/components/Composer/formats';
import { LIBRARY_TYPES } from '../../src/components/Composer/formats/standalone';

const ROOT = resolve(__dirname, '../..');

const lesson: ComposedNotebook = {
  format: 'hitbook-notebook',
  version: 1,
  title: 'Planes',
  cells: [
    { id: 'm1', kind: 'markdown', source: '# Planes\n\n$$t = \\frac{d - n \\cdot A}{n \\cdot (B - A)}$$' },
    {
      id: 'c1',
      kind: 'code',
      source: [
        'const fig = figure({ x: [-2, 8] });',
        "const A = fig.handle('A', vec3(0, 1));",
        'const B: Vec3 = vec3(6, -2);',
        'const hit = raycastPlane(A, B, { normal: vec3(0, 1), constant: 0 });',
        'fig.segment(A, B);',
        "fig.readout('t', hit?.t);",
        "console.log('hit at', hit?.point.x);",
      ].join('\n'),
    },
    {
      id: 'c2',
      kind: 'code',
      source:
        "import { vec3 } from '@hitbook/query';\nexport const n = vec3(0, 1);\nconsole.log('pi', formatNumber(Math.PI));",
    },
    {
      id: 'ex1',
      kind: 'exercise',
      exercise: {
        title: 'Your own raycastPlane',
        fn: 'raycastPlane',
        compare: 'raycastHit',
        statement: 'Write `raycastPlane`.',
        starter: 'export function raycastPlane(A: Vec3, B: Vec3, plane: Plane): RaycastHit | null {\n  return null;\n}',
        solution: 'export function raycastPlane() {\n  return null;\n}',
        cases: '[]',
        hints: [],
      },
    },
  ],
};

const FILE = join(ROOT, 'lesson.export.ts');
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  paths: { '@hitbook/query': [join(ROOT, 'packages/query/src/index.ts')] },
};
/** The library's and lib's files, parsed once for every check of this file. */
const parsed = new Map<string, ts.SourceFile | undefined>();
const host = ts.createCompilerHost(OPTIONS);
const readSource = host.getSourceFile.bind(host);
let checked = '';
host.getSourceFile = (name, ...rest) => {
  if (name === FILE) return ts.createSourceFile(name, checked, ts.ScriptTarget.ES2022, true);
  if (!parsed.has(name)) parsed.set(name, readSource(name, ...rest));
  return parsed.get(name);
};

/** TypeScript's errors in `text` as one standalone module, `@hitbook/query` being the library's source. */
function typeErrors(text: string): string[] {
  checked = text;
  const program = ts.createProgram([FILE], OPTIONS, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === FILE)
    .map((d) => {
      const { line } = d.file?.getLineAndCharacterOfPosition(d.start ?? 0) ?? { line: -1 };
      return `${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the .ts export, outside the site', () => {
  it('type-checks as one module: the library imported, the figure kit stood in, no name declared twice', () => {
    expect(typeErrors(toTs(lesson))).toEqual([]);
  });

  it('says in a comment how to get the library (it is not on npm) and how to run the file', () => {
    const text = toTs(lesson);
    expect(text).toContain('"@hitbook/query": "/path/to/hitbook/packages/query/src/index.ts"');
    expect(text).toMatch(/deno run/);
    expect(text).toMatch(/not on npm/);
  });

  it('runs: the handle is its initial value, readouts and logs print', async () => {
    // The library from its build (packages/query/dist), as Node or Deno would load it.
    const library = pathToFileURL(join(ROOT, 'packages/query/dist/index.js')).href;
    const js = ts
      .transpileModule(toTs(lesson), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      })
      .outputText.replaceAll("'@hitbook/query'", `'${library}'`);
    const dir = mkdtempSync(join(tmpdir(), 'hitbook-ts-'));
    const path = join(dir, 'lesson.mjs');
    writeFileSync(path, js);
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '));
    });
    await import(/* @vite-ignore */ pathToFileURL(path).href);
    // A(0, 1) to B(6, -2) crosses y = 0 a third of the way: at x = 2.
    expect(printed).toEqual(['t: 0.3333333333333333', 'hit at 2', 'pi 3.14']);
  });

  it('reads back the same notebook (the setup section is the export’s, not a cell)', () => {
    expect(fromTs(toTs(lesson))).toEqual(lesson);
  });

  it('still reads an exercise starter written as code, as files exported before', () => {
    const old = toTs(lesson)
      .replace(/^\/\/ %% part="setup"[\s\S]*?(?=\n\/\/ %% \[markdown\] id="m1")/m, '')
      .replace(
        /\/\/ %% id="ex1" part="starter" commented\n[\s\S]*$/,
        `// %% id="ex1" part="starter"\n${lesson.cells[3]?.kind === 'exercise' ? lesson.cells[3].exercise.starter : ''}\n`,
      );
    expect(old).not.toContain('part="setup"');
    expect(fromTs(old)).toEqual(lesson);
  });

  it('lists the library’s types as packages/query/src/index.ts exports them', () => {
    const index = readFileSync(join(ROOT, 'packages/query/src/index.ts'), 'utf8');
    const exported = Array.from(index.matchAll(/export type \{([^}]*)\}/g), (m) => m[1] ?? '')
      .flatMap((list) => list.split(','))
      .map((name) => name.trim())
      .filter((name) => name !== '');
    expect([...LIBRARY_TYPES].sort()).toEqual(exported.sort());
  });
});

describe('the .ipynb export, for Deno’s kernel', () => {
  interface Cell {
    cell_type: string;
    metadata: { hitbook?: { part?: string } };
    source: string[];
  }
  const cells = () => (JSON.parse(toIpynb(lesson)) as { cells: Cell[] }).cells;

  it('opens with a setup cell: how to get the library, its names as vars, the figure kit stood in', () => {
    const [setup] = cells();
    expect(setup?.metadata.hitbook?.part).toBe('setup');
    const code = setup?.source.join('') ?? '';
    expect(code).toContain("import * as hitbook from '@hitbook/query';");
    // vec3 is imported by cell c2 itself: a var of the same name would be declared twice.
    expect(code).toMatch(/^var \{ raycastPlane \} = hitbook;$/m);
    expect(code).toMatch(/^function figure\(/m);
    expect(code).toMatch(/^function formatNumber\(/m);
    expect(code).toContain('"@hitbook/query": "/path/to/hitbook/packages/query/src/index.ts"');
    expect(typeErrors(code).filter((e) => !/vec3/.test(e))).toEqual([]);
  });

  it('keeps the starter a code cell to work in, and reads back the same notebook', () => {
    const starter = cells().at(-1);
    expect(starter?.cell_type).toBe('code');
    expect(starter?.source.join('')).toMatch(/^export function raycastPlane/);
    expect(fromIpynb(toIpynb(lesson))).toEqual(lesson);
  });
});
