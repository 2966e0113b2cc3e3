// A notebook from a file, a link or a saved copy is checked field by field: what is wrong is
// named by its path, a newer Hitbook's notebook says so, and nothing unknown is kept.
import { describe, expect, it } from 'vitest';
import { fromFile, toFile, FormatError, validateNotebook } from '../../src/components/Composer/formats';
import { MAX_CELLS, MAX_NOTEBOOK_CHARS } from '../../src/components/Composer/formats/validate';
import { tricky } from './support/composer';

/** A deep copy of the tricky notebook as plain JSON data, to break. */
const raw = (): Record<string, unknown> & { cells: Record<string, unknown>[] } =>
  JSON.parse(JSON.stringify(tricky)) as Record<string, unknown> & { cells: Record<string, unknown>[] };

const rejects = (value: unknown, message: RegExp | string) => {
  expect(() => validateNotebook(value)).toThrow(FormatError);
  expect(() => validateNotebook(value)).toThrow(message);
};

describe('validateNotebook', () => {
  it('accepts a good notebook and returns an equal copy, not the object it was given', () => {
    const value = raw();
    const nb = validateNotebook(value);
    expect(nb).toEqual(tricky);
    expect(nb).not.toBe(value);
    expect(nb.cells[0]).not.toBe(value.cells[0]);
  });

  it('names the bad field by its path', () => {
    const v = raw();
    v.cells[2] = { id: 'x', kind: 'markdown', source: 42 };
    rejects(v, 'cells[2].source must be a string, not number 42');
    const w = raw();
    delete (w.cells[5]?.exercise as Record<string, unknown>).solution;
    rejects(w, 'cells[5].exercise.solution is missing');
    const h = raw();
    (h.cells[5]?.exercise as Record<string, unknown>).hints = ['ok', null];
    rejects(h, 'cells[5].exercise.hints[1] must be a string, not null');
    rejects({ ...raw(), title: undefined }, /^title is missing$/);
    rejects({ ...raw(), cells: {} }, 'cells must be a list, not an object');
  });

  it('says which kinds of cell exist when it meets another', () => {
    const v = raw();
    v.cells[1] = { id: 'x', kind: 'chart', source: '' };
    rejects(v, 'cells[1].kind is "chart": a cell is code, markdown or exercise');
    const w = raw();
    w.cells[1] = { id: 'x', source: '' };
    rejects(w, 'cells[1].kind is missing');
  });

  it('checks ids: present, safe in a selector and a storage key, and one per cell', () => {
    const v = raw();
    v.cells[1] = { id: 'a"b', kind: 'code', source: '' };
    rejects(v, /cells\[1\]\.id is "a"b": an id is 1 to 64 letters/);
    const w = raw();
    w.cells[3] = { id: 'intro', kind: 'code', source: '' };
    rejects(w, 'cells[3].id is "intro", the id of an earlier cell');
  });

  it('checks an exercise: its comparison, its function name and its tolerance', () => {
    const set = (key: string, value: unknown) => {
      const v = raw();
      (v.cells[5]?.exercise as Record<string, unknown>)[key] = value;
      return v;
    };
    rejects(
      set('compare', 'closeEnough'),
      /cells\[5\]\.exercise\.compare is "closeEnough": it must be one of raycastHit, /,
    );
    rejects(set('fn', 'my function'), 'cells[5].exercise.fn must be a function name');
    rejects(set('tolerance', -1), 'cells[5].exercise.tolerance must be a positive number');
    rejects(set('tolerance', '1e-9'), 'cells[5].exercise.tolerance must be a positive number');
    rejects(set('reference', null), 'cells[5].exercise.reference must be a string, not null');
  });

  it('tells a newer Hitbook notebook from a wrong or damaged one', () => {
    rejects({ ...raw(), version: 2 }, /made by a newer Hitbook \(notebook version 2; this one reads version 1\)/);
    rejects({ ...raw(), version: 0 }, 'version must be 1, not number 0');
    rejects({ ...raw(), format: 'jupyter' }, 'This is not a Hitbook notebook: its format is "jupyter"');
    rejects({ cells: [] }, 'This is not a Hitbook notebook: it has no format field.');
    rejects([1, 2], 'This is not a Hitbook notebook: it holds a list.');
    rejects(null, 'This is not a Hitbook notebook: it holds null.');
  });

  it('drops what it does not know, and keeps an absent optional field absent', () => {
    const v = raw();
    v.extra = 'x';
    v.cells[1] = { ...v.cells[1], run: true, __proto__: { polluted: true } };
    const nb = validateNotebook(v);
    expect(Object.keys(nb)).toEqual(['format', 'version', 'title', 'cells']);
    expect(Object.keys(nb.cells[1] ?? {})).toEqual(['id', 'kind', 'source']);
    const minimal = nb.cells[6];
    expect(minimal?.kind === 'exercise' && Object.keys(minimal.exercise).sort()).toEqual([
      'cases',
      'compare',
      'fn',
      'hints',
      'solution',
      'starter',
      'statement',
      'title',
    ]);
  });

  it('refuses a notebook too large to save or render', () => {
    const v = raw();
    v.cells = [{ id: 'big', kind: 'code', source: 'x'.repeat(MAX_NOTEBOOK_CHARS) }];
    rejects(v, /This notebook is too large: 1,000,\d{3} characters, more than the 1,000,000/);
    const w = raw();
    w.cells = Array.from({ length: MAX_CELLS + 1 }, (_, i) => ({ id: `c${i}`, kind: 'code', source: '' }));
    rejects(w, `This notebook has ${MAX_CELLS + 1} cells, more than the ${MAX_CELLS}`);
  });
});

describe('the .hitbook.json file', () => {
  it('carries a notebook exactly, as indented JSON with format and version first', () => {
    const text = toFile(tricky);
    expect(text.startsWith('{\n  "format": "hitbook-notebook",\n  "version": 1,\n  "title": ')).toBe(true);
    expect(fromFile(text)).toEqual(tricky);
    // A byte order mark (Windows editors) is not an error.
    expect(fromFile(`\uFEFF${text}`)).toEqual(tricky);
  });

  it('says when a file is not JSON, or too large to read', () => {
    expect(() => fromFile('# A Markdown file')).toThrow(/^This file is not a Hitbook notebook: it is not JSON \(/);
    expect(() => fromFile(' '.repeat(2 * MAX_NOTEBOOK_CHARS + 1))).toThrow(/too large: 2,000,001 characters/);
  });
});
