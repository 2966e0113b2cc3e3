// The notebook's pure parts: what a cell exports and reads, its returned value, how values
// print, and which cells run when an earlier one changes.
import * as query from '@hitbook/query';
import { describe, expect, it } from 'vitest';
import { analyzeCell, captureResult } from '../../src/components/LiveCell/analyze';
import { compileCell, compileSource, transpile } from '../../src/components/LiveCell/compile';
import { prettyValue, tableOf, tableText } from '../../src/components/LiveCell/pretty';
import { CellRuntime } from '../../src/components/LiveCell/runtime';
import { missingMessage, Notebook, type NotebookCell, type RunReason } from '../../src/components/Notebook/notebook';

const { vec3, raycastSphere } = query;

function runtime(code: string) {
  const rt = new CellRuntime({ scope: { ...query }, modules: { '@hitbook/query': query }, live: false });
  rt.setCode(code, compileSource);
  return rt;
}

describe('what a cell exports and reads', () => {
  it('finds exported consts, functions and renamed exports', () => {
    const { info } = compileCell(
      'export const hit = raycastSphere(A, B, s);\nexport function twice(x: number) { return 2 * x; }\nconst C = 1;\nexport { C as Cee };',
    );
    expect(info.exports).toEqual(['hit', 'twice', 'Cee']);
  });

  it('reads free names only: not its own declarations, parameters, properties or keys', () => {
    const { uses } = analyzeCell(
      transpile(
        'const A = vec3(0, 0);\nfunction f(p, { q }, [r]) { return p + q + r + hit.t; }\nconst o = { key: A, hit };\ntry { g(); } catch (err) { console.log(err, o.point); }\nlabel: for (const k of list) { break label; }',
      ),
    );
    expect(uses).toEqual(expect.arrayContaining(['vec3', 'hit', 'g', 'console', 'list']));
    for (const own of ['A', 'f', 'p', 'q', 'r', 'o', 'err', 'k', 'key', 'point', 't', 'label']) {
      expect(uses).not.toContain(own);
    }
  });

  it('reads a name used inside JSX and template strings', () => {
    const { uses } = compileCell('render(<div>{`t = ${hit.t}`}</div>);').info;
    expect(uses).toContain('hit');
  });
});

describe('the returned value: the value of the last expression statement', () => {
  it('hands the last expression to the cell, every line where it was', () => {
    const source = 'const a = 1;\n\nconst b = a +\n  2;\nb * 10';
    const js = compileSource(source);
    expect(js.split('\n')).toHaveLength(source.split('\n').length);
    const out = runtime(source).run();
    expect(out.returned).toEqual({ value: 30, producer: '' });
  });

  it('keeps error lines where they were, before and after the captured line', () => {
    const out = runtime('const a = 1;\nnull.x;\na').run();
    expect(out.error).toMatchObject({ line: 2 });
    const last = runtime('const a = 1;\n\na.b.c').run();
    expect(last.error).toMatchObject({ line: 3, name: 'TypeError' });
  });

  it('names the function a value came from, through an import too', () => {
    const out = runtime(
      "import { raycastSphere, vec3 } from '@hitbook/query';\nraycastSphere(vec3(0, 0), vec3(1, 0), { center: vec3(5, 5), radius: 1 })",
    ).run();
    expect(out.returned).toEqual({ value: null, producer: 'raycastSphere' });
  });

  it('returns nothing for a declaration, an assignment, an if, or an export last', () => {
    for (const code of ['const a = 1;', 'let a;\na = 2;', 'if (true) { 5; }', 'export const a = 1;', 'void 0;']) {
      expect(runtime(code).run().returned).toBeUndefined();
    }
  });

  it('returns nothing when the cell throws', () => {
    expect(runtime('1;\nthrow new Error("x");\n2').run().returned).toBeUndefined();
  });

  it('leaves code that does not parse to the parser that reports it', () => {
    expect(captureResult('const = ;')).toBe('const = ;');
  });
});

describe('a cell exports to the page', () => {
  it('gives what `export` assigned, and reads names of the page as free names', () => {
    const first = runtime(
      'export const hit = raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(8, 3), radius: 5 });',
    );
    first.run();
    const exported = first.exports;
    expect(exported?.hit).toMatchObject({ t: 0.4 });
    const second = runtime('console.log(hit.distance);\nhit.point');
    second.setPage(['hit'], [exported?.hit]);
    const out = second.run();
    expect(out.error).toBeNull();
    expect(out.logs[0]?.text).toBe('4');
    expect(out.returned?.value).toEqual(vec3(4, 0, 0));
  });

  it('exports every name of one declaration, `export const a = 1, b = 2`, keeping the lines', () => {
    const source = 'export const a: number = 1, { c, d: [e] } = { c: 3, d: [5] };\nexport let f = a + e, g;\na + c';
    expect(compileCell(source).info.exports).toEqual(['a', 'c', 'e', 'f', 'g']);
    expect(transpile(source).split('\n')).toHaveLength(3);
    const rt = runtime(source);
    const out = rt.run();
    expect(out.error).toBeNull();
    expect(out.returned?.value).toBe(4);
    expect(rt.exports).toEqual({ a: 1, c: 3, e: 5, f: 6, g: undefined });
  });

  it('has no exports after a run that failed', () => {
    const rt = runtime('export const a = 1;\nthrow new Error("no");');
    rt.run();
    expect(rt.exports).toBeNull();
  });
});

describe('how values print', () => {
  it('prints numbers to six significant digits and vectors as (x, y, z)', () => {
    expect(prettyValue(0.1 + 0.2)).toEqual({ kind: 'text', text: '0.3' });
    expect(prettyValue(Math.PI)).toEqual({ kind: 'text', text: '3.14159' });
    expect(prettyValue(vec3(1 / 3, -0, 2))).toEqual({ kind: 'text', text: '(0.333333, -0, 2)' });
    expect(prettyValue('3')).toEqual({ kind: 'text', text: '"3"' });
  });

  it('prints a hit as rows of point, normal, distance and t', () => {
    // The segment (0,0)→(10,0) enters the sphere at (8,3) r 5 at x = 8 − 4 = 4: t = 0.4.
    const hit = raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(8, 3), radius: 5 });
    expect(prettyValue(hit, 'raycastSphere')).toEqual({
      kind: 'hit',
      rows: [
        ['point', '(4, 0, 0)'],
        ['normal', '(-0.8, -0.6, 0)'],
        ['distance', '4'],
        ['t', '0.4'],
      ],
    });
  });

  it('prints the null of a query as no hit, and another null as null', () => {
    expect(prettyValue(null, 'raycastSphere').kind).toBe('no-hit');
    expect(prettyValue(null, 'hit').kind).toBe('no-hit');
    expect(prettyValue(null, 'lookup')).toEqual({ kind: 'text', text: 'null' });
  });

  it('lays out console.table as rows and columns', () => {
    const t = tableOf([vec3(1, 2), { x: 0.5, label: 'b' }]);
    expect(t).toEqual({
      columns: ['x', 'y', 'z', 'label'],
      rows: [
        { key: '0', cells: ['1', '2', '0', ''] },
        { key: '1', cells: ['0.5', '', '', '"b"'] },
      ],
      more: 0,
    });
    expect(tableOf({ a: 1, b: 'two' })?.columns).toEqual(['Value']);
    expect(tableOf([{ x: 1, y: 2 }], ['y'])?.columns).toEqual(['y']);
    expect(tableOf(5)).toBeNull();
    expect(tableText(tableOf([1, 2]) ?? { columns: [], rows: [], more: 0 })).toBe('(index)\tValue\n0\t1\n1\t2');
  });

  it('keeps a table to 100 rows and says how many more there were', () => {
    const t = tableOf(Array.from({ length: 250 }, (_, i) => i));
    expect(t?.rows).toHaveLength(100);
    expect(t?.more).toBe(150);
  });
});

/** A cell for the notebook, in page order of creation, that records what happened to it. */
function fakeCell(
  log: string[],
  name: string,
  names: { exports: string[]; uses: string[] },
  opts: { manual?: boolean; fails?: boolean; page?: NotebookCell[] } = {},
) {
  let exported: Record<string, unknown> | null = null;
  let failed = false;
  // With `page`, the cell's element follows that list, as sections follow the cells on screen.
  const element = {
    compareDocumentPosition: (other: { cell: NotebookCell }) =>
      (opts.page ?? []).indexOf(other.cell) > (opts.page ?? []).indexOf(cell) ? 4 : 2,
    get cell() {
      return cell;
    },
  } as unknown as Element;
  const cell: NotebookCell = {
    element: () => (opts.page ? element : null),
    names: () => names,
    manual: () => opts.manual ?? false,
    exports: () => exported,
    failed: () => failed,
    execute: (reason: RunReason) => {
      const resolved = notebook.resolve(cell, names.uses);
      if ('missing' in resolved) {
        log.push(`${name} waits: ${missingMessage(resolved.missing)}`);
        exported = null;
        return 'waiting';
      }
      log.push(`${name} ${reason}`);
      failed = opts.fails ?? false;
      exported = failed ? null : Object.fromEntries(names.exports.map((n) => [n, `${n} from ${name}`]));
      return failed ? 'error' : 'ok';
    },
    markStale: (by) => log.push(`${name} stale by ${by}`),
    restart: () => {
      exported = null;
      log.push(`${name} restart`);
    },
  };
  return cell;
}

let notebook: Notebook;

describe('the page scope', () => {
  it('re-runs the cells below that read what a cell exports, in page order, transitively', () => {
    notebook = new Notebook(true);
    const log: string[] = [];
    const c1 = fakeCell(log, 'c1', { exports: ['hit'], uses: [] });
    const c2 = fakeCell(log, 'c2', { exports: [], uses: ['other'] });
    const c3 = fakeCell(log, 'c3', { exports: ['d'], uses: ['hit'] });
    const c4 = fakeCell(log, 'c4', { exports: [], uses: ['d'] });
    const c5 = fakeCell(log, 'c5', { exports: [], uses: ['hit'] }, { manual: true });
    for (const c of [c1, c2, c3, c4, c5]) notebook.register(c);
    notebook.runAll();
    log.length = 0;
    expect(notebook.run(c1, 'drag')).toBe(3);
    // c2 does not read hit; c4 reads d, which c3 exports; c5 is manual: marked stale, not run.
    expect(log).toEqual(['c1 drag', 'c3 drag', 'c4 drag', 'c5 stale by 1']);
  });

  it('takes a name from the nearest cell above that exports it', () => {
    notebook = new Notebook(true);
    const log: string[] = [];
    const a = fakeCell(log, 'a', { exports: ['x'], uses: [] });
    const b = fakeCell(log, 'b', { exports: ['x'], uses: [] });
    const c = fakeCell(log, 'c', { exports: [], uses: ['x'] });
    for (const cell of [a, b, c]) notebook.register(cell);
    notebook.runAll();
    expect(notebook.resolve(c, ['x'])).toEqual({ names: ['x'], values: ['x from b'] });
  });

  it('says which cell a waiting cell waits for, and why', () => {
    notebook = new Notebook(true);
    const log: string[] = [];
    const a = fakeCell(log, 'a', { exports: ['hit'], uses: [] }, { fails: true });
    const b = fakeCell(log, 'b', { exports: [], uses: ['hit', 'later'] });
    const c = fakeCell(log, 'c', { exports: ['later'], uses: [] });
    for (const cell of [a, b, c]) notebook.register(cell);
    expect(notebook.resolve(b, ['hit'])).toEqual({ missing: { name: 'hit', provider: 1, why: 'not-run' } });
    expect(missingMessage({ name: 'hit', provider: 1, why: 'not-run' })).toBe(
      '`hit` is exported by cell 1, which has not run yet — press Run all, or Run on cell 1.',
    );
    notebook.run(a, 'run');
    expect(log.at(-1)).toBe('b waits: Waiting for cell 1: it exports `hit`, and its last run failed.');
    expect(notebook.resolve(b, ['later'])).toEqual({ missing: { name: 'later', provider: 3, why: 'below' } });
  });

  it('names cells as the page numbers them, in messages and stale marks', () => {
    notebook = new Notebook(false);
    // A composed notebook counts its Markdown cells too: here one above each code cell.
    notebook.numberOf = (_cell, position) => 2 * position;
    const log: string[] = [];
    const a = fakeCell(log, 'a', { exports: ['r'], uses: [] });
    const b = fakeCell(log, 'b', { exports: [], uses: ['r'] }, { manual: true });
    const c = fakeCell(log, 'c', { exports: [], uses: ['later'] });
    const d = fakeCell(log, 'd', { exports: ['later'], uses: [] });
    for (const cell of [a, b, c, d]) notebook.register(cell);
    expect(notebook.resolve(b, ['r'])).toEqual({ missing: { name: 'r', provider: 2, why: 'not-run' } });
    expect(notebook.resolve(c, ['later'])).toEqual({ missing: { name: 'later', provider: 8, why: 'below' } });
    notebook.run(a, 'run');
    expect(log).toEqual(['a run', 'b stale by 2']);
  });

  it('runs again, after a move, a cell whose names now come from elsewhere, and the cells that read it', async () => {
    notebook = new Notebook(false);
    const log: string[] = [];
    const page: NotebookCell[] = [];
    const a = fakeCell(log, 'a', { exports: ['A'], uses: [] }, { page });
    const b = fakeCell(log, 'b', { exports: ['B'], uses: ['A'] }, { page });
    const c = fakeCell(log, 'c', { exports: [], uses: ['B'] }, { page });
    const other = fakeCell(log, 'other', { exports: [], uses: [] }, { page });
    page.push(a, b, c, other);
    for (const cell of page) notebook.join(cell);
    await Promise.resolve(); // the page's first run
    expect(log).toEqual(['a load', 'b load', 'c load', 'other load']);
    log.length = 0;
    // b moves above a: it waits for A (from the cell now below it), and c, reading B, waits in turn.
    page.splice(0, page.length, b, a, c, other);
    notebook.reordered();
    expect(log).toEqual([
      'b waits: `A` is exported by cell 2, further down: a cell sees only the names of the cells above it.',
      'c waits: `B` is exported by cell 1, which has not run yet — press Run all, or Run on cell 1.',
    ]);
    log.length = 0;
    // Moving back runs both again; a cell that reads nothing of theirs does not run.
    page.splice(0, page.length, a, b, c, other);
    notebook.reordered();
    expect(log).toEqual(['b dependency', 'c dependency']);
    log.length = 0;
    // A move that changes no cell's names runs nothing.
    page.splice(0, page.length, a, b, other, c);
    notebook.reordered();
    expect(log).toEqual([]);
  });

  it('restarts: every cell forgets, and nothing runs until asked', () => {
    notebook = new Notebook(true);
    const log: string[] = [];
    const a = fakeCell(log, 'a', { exports: ['x'], uses: [] });
    notebook.register(a);
    expect(notebook.nextCount()).toBe(1);
    notebook.restart();
    expect(log).toEqual(['a restart']);
    expect(notebook.nextCount()).toBe(1);
  });
});
