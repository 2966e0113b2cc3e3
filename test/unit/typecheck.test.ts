// The type checker of live cells (src/components/TypeCheck/checker.ts) in node, against the
// declarations the site build generates (src/plugins/cell-types.ts): a reader's type mistakes
// are reported at their line and column, and no cell the chapters ship is reported at all.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Code, Root } from 'mdast';
import remarkMath from 'remark-math';
import ts from 'typescript';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCell } from '../../src/components/LiveCell/compile';
import { createChecker, type CellChecker } from '../../src/components/TypeCheck/checker';
import { cellTypeFiles } from '../../src/plugins/cell-types';
import { chapterExercises } from './support/exercises';

const root = join(import.meta.dirname, '..', '..');
const docs = join(root, 'docs');
const LIVE = /(^|\s)live(\s|$)/;

let checker: CellChecker;
beforeAll(() => {
  checker = createChecker(ts, cellTypeFiles(root));
}, 180_000); // generating the declarations compiles the library: minutes on a loaded 2-core machine

/** The messages as `line:column message`, to compare in one assertion. */
function errors(code: string, pageNames: readonly string[] = []): string[] {
  return checker.check(code, pageNames).map((d) => `${d.line}:${d.column} ${d.message}`);
}

describe('a cell with a type mistake', () => {
  it('names the line and column of a wrong-typed value', () => {
    expect(errors("const a = 1;\nconst n: number = 'oops';")).toEqual([
      "2:7 Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('checks calls of the library, in scope without an import', () => {
    expect(errors('const hit = raycastAABB(1, 2);')).toEqual(['1:13 Expected 3 arguments, but got 2.']);
    const found = checker.check('const hit = raycastAABB(1, 2, 3);');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 1, column: 25, code: 2345 });
    expect(found[0]?.message).toMatch(/Argument of type 'number' is not assignable to parameter of type 'Vec3Like'/);
  });

  it('checks an import of the library', () => {
    expect(
      errors(
        "import { raycastSphere, vec3 } from '@hitbook/query';\nconst h = raycastSphere(vec3(0, 0, 0), vec3(1, 0, 0));",
      ),
    ).toEqual(['2:11 Expected 3 arguments, but got 2.']);
    expect(errors("import { raycastSpher } from '@hitbook/query';")[0]).toMatch(
      /^1:10 .*has no exported member named 'raycastSpher'. Did you mean 'raycastSphere'\?/,
    );
  });

  it('knows a hit may be null, and what a hit has', () => {
    const code = [
      'const hit = raycastSphere(vec3(0, 0, 0), vec3(10, 0, 0), { center: vec3(8, 3, 0), radius: 5 });',
      'console.log(hit.distance);',
      'if (hit) console.log(hit.distnace);',
    ].join('\n');
    expect(errors(code)).toEqual([
      "2:13 'hit' is possibly 'null'.",
      "3:26 Property 'distnace' does not exist on type 'RaycastHit'. Did you mean 'distance'?",
    ]);
  });

  it('checks the figure kit', () => {
    const code = "const fig = figure({ title: 'x' });\nfig.handle('A', 'left');";
    const found = errors(code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^2:/);
  });

  it('gives the range to underline', () => {
    const code = "let s = 'a';\ns = 3;";
    const [d] = checker.check(code);
    expect(code.slice(d?.start, d?.end)).toBe('s');
    expect(d).toMatchObject({ line: 2, column: 1 });
  });

  it('sees the names the cells above export, and only those', () => {
    expect(errors('console.log(hit.t);', ['hit'])).toEqual([]);
    expect(errors('console.log(hit.t);')).toEqual(["1:13 Cannot find name 'hit'."]);
  });

  it('leaves syntax errors to the compiler that runs the cell, and a top-level return alone', () => {
    expect(errors('const a = ;')).toEqual([]);
    expect(errors('if (Math.random() > 2) return;\nconsole.log(1);')).toEqual([]);
  });

  it('lets a cell shadow a library name, as the runtime does', () => {
    expect(errors('function raycastAABB(a: number): number { return a; }\nraycastAABB(2);')).toEqual([]);
  });
});

/** Every live cell of `docs/<file>`, in page order, as the site's MDX pipeline reads it. */
const parsed = new Map<string, Promise<{ code: string; line: number }[]>>();
function liveCells(file: string): Promise<{ code: string; line: number }[]> {
  let cells = parsed.get(file);
  if (!cells) {
    cells = readLiveCells(file);
    parsed.set(file, cells);
  }
  return cells;
}

async function readLiveCells(file: string): Promise<{ code: string; line: number }[]> {
  const path = join(docs, file);
  const cells: { code: string; line: number }[] = [];
  const record = () => (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (node.meta && LIVE.test(node.meta)) cells.push({ code: node.value, line: node.position?.start.line ?? 0 });
    });
  };
  await compile(new VFile({ path, value: readFileSync(path, 'utf8') }), { remarkPlugins: [remarkMath, record] });
  return cells;
}

const pages = readdirSync(docs).filter((f) => f.endsWith('.mdx'));

describe('every cell the chapters ship type-checks clean', () => {
  it.each(pages)('%s', async (file) => {
    const cells = await liveCells(file);
    const exported: string[] = [];
    const found: string[] = [];
    for (const { code, line } of cells) {
      for (const d of checker.check(code, exported)) found.push(`docs/${file}:${line + d.line}: ${d.message}`);
      exported.push(...compileCell(code).info.exports);
    }
    expect(found).toEqual([]);
  });

  it.each(pages)('%s: exercise starters and solutions', async (file) => {
    const { exercises } = await chapterExercises(file.replace(/\.mdx$/, ''));
    const found: string[] = [];
    for (const e of exercises) {
      for (const [what, code] of [
        ['starter', e.starter],
        ['solution', e.solution],
      ] as const) {
        for (const d of checker.check(code)) found.push(`${e.id} ${what}:${d.line}: ${d.message}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('covers the chapters (the cells are found)', async () => {
    const counts = await Promise.all(pages.map(liveCells));
    expect(counts.flat().length).toBeGreaterThan(100);
  });
});
