// .ipynb for Jupyter's TypeScript kernel and .ts in the percent format: each reads back the
// notebook it wrote, is what the other tool expects (nbformat 4.5; TypeScript that parses),
// and a file made elsewhere opens as its cells.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { ComposedNotebook } from '../../src/components/Composer/document';
import {
  exportNotebook,
  fromIpynb,
  fromTs,
  importNotebook,
  toIpynb,
  toTs,
  FormatError,
} from '../../src/components/Composer/formats';
import { exerciseAll, tricky } from './support/composer';

interface Cell {
  cell_type: string;
  id: string;
  metadata: { hitbook?: { id?: string; exercise?: Record<string, unknown>; part?: string } };
  source: string[];
  outputs?: unknown[];
  execution_count?: unknown;
}

describe('.ipynb', () => {
  it('is nbformat 4.5 for the Deno kernel: unique cell ids, sources as lines, code cells in TypeScript', () => {
    const nb = JSON.parse(toIpynb(tricky)) as {
      nbformat: number;
      nbformat_minor: number;
      metadata: { kernelspec: { name: string; language: string } };
      cells: Cell[];
    };
    expect([nb.nbformat, nb.nbformat_minor]).toEqual([4, 5]);
    expect(nb.metadata.kernelspec).toMatchObject({ name: 'deno', language: 'typescript' });
    const ids = nb.cells.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    const code = nb.cells.find((c) => c.id === 'code-1');
    expect(code).toMatchObject({ cell_type: 'code', outputs: [], execution_count: null });
    expect(code?.source).toEqual([
      'const A = vec3(0, 0);\n',
      'const B = vec3(10, 0);\n',
      expect.stringContaining('console.log'),
    ]);
  });

  it('shows an exercise as its statement and its starter, the rest in the statement cell metadata', () => {
    const nb = JSON.parse(toIpynb(tricky)) as { cells: Cell[] };
    const at = nb.cells.findIndex((c) => c.id === 'ex-all');
    const [statement, starter] = [nb.cells[at], nb.cells[at + 1]];
    expect(statement?.cell_type).toBe('markdown');
    expect(statement?.source.join('')).toBe(exerciseAll.statement);
    expect(statement?.metadata.hitbook?.exercise).toMatchObject({ fn: 'lineMeetsSphere', hints: exerciseAll.hints });
    expect(starter?.cell_type).toBe('code');
    expect(starter?.source.join('')).toBe(exerciseAll.starter);
    expect(starter?.metadata.hitbook).toEqual({ id: 'ex-all', part: 'starter' });
  });

  it('reads back exactly what it wrote', () => {
    expect(fromIpynb(toIpynb(tricky))).toEqual(tricky);
  });

  it('opens a notebook made elsewhere: code and Markdown cells, its ids kept when valid', () => {
    const foreign = JSON.stringify({
      nbformat: 4,
      nbformat_minor: 4,
      metadata: { kernelspec: { name: 'tslab' } },
      cells: [
        { cell_type: 'markdown', metadata: {}, source: '# Vectors\n\nSome text.' },
        {
          cell_type: 'code',
          id: 'abc',
          metadata: {},
          execution_count: 3,
          outputs: [{ output_type: 'stream' }],
          source: ['let a = 1;\n', 'a + 1'],
        },
        { cell_type: 'raw', id: 'bad id!', metadata: {}, source: 'raw text' },
      ],
    });
    expect(fromIpynb(foreign)).toEqual({
      format: 'hitbook-notebook',
      version: 1,
      title: 'Vectors',
      cells: [
        { id: 'cell-1', kind: 'markdown', source: '# Vectors\n\nSome text.' },
        { id: 'abc', kind: 'code', source: 'let a = 1;\na + 1' },
        { id: 'cell-2', kind: 'markdown', source: 'raw text' },
      ],
    });
  });

  it('says what is wrong with a file that is not a notebook it can read', () => {
    expect(() => fromIpynb('nope')).toThrow(/^This \.ipynb file is not JSON/);
    expect(() => fromIpynb('{"nbformat": 3, "cells": []}')).toThrow('is not nbformat 4');
    expect(() => fromIpynb('{"nbformat": 5, "cells": []}')).toThrow('nbformat 5, newer than the 4 Hitbook reads');
    expect(() => fromIpynb('{"nbformat": 4}')).toThrow('it has no list of cells');
    expect(() => fromIpynb('{"nbformat": 4, "cells": [{"cell_type": "code", "source": 5}]}')).toThrow(
      'cells[0].source must be text',
    );
  });
});

/** The syntax errors TypeScript finds in `text` as a .ts file. */
function syntaxErrors(text: string): string[] {
  const file = ts.createSourceFile('notebook.ts', text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const diagnostics = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('.ts (percent format)', () => {
  it('is TypeScript: code cells as code, the rest in comments', () => {
    const text = toTs(tricky);
    expect(syntaxErrors(text)).toEqual([]);
    expect(text).toContain('// %% id="code-1"\nconst A = vec3(0, 0);\n');
    expect(text).toContain('// %% [markdown] id="intro"\n// # Raycasts\n//\n// A segment');
    expect(text.startsWith('// @hitbook {"format":"hitbook-notebook","version":1,"title":')).toBe(true);
  });

  it('type-checks a notebook whose code cells are valid TypeScript', () => {
    const nb: ComposedNotebook = {
      ...tricky,
      cells: [
        { id: 'a', kind: 'markdown', source: 'Text with */ and a line\n%% like a marker' },
        { id: 'b', kind: 'code', source: 'const n: number = 2;\nexport const twice = n * 2;' },
        { id: 'c', kind: 'code', source: "// %% looks like a marker\nconst s: string = 'x';\nexport { s };" },
      ],
    };
    const text = toTs(nb);
    const host = ts.createCompilerHost({});
    const program = ts.createProgram({
      rootNames: ['notebook.ts'],
      // The ES library only (no DOM): the check is of the notebook's code, and the DOM's types take seconds to load.
      options: {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        types: [],
        lib: ['lib.es2022.d.ts'],
        skipLibCheck: true,
      },
      host: {
        ...host,
        getSourceFile: (name, target) =>
          name === 'notebook.ts' ? ts.createSourceFile(name, text, target) : host.getSourceFile(name, target),
        fileExists: (name) => name === 'notebook.ts' || ts.sys.fileExists(name),
        readFile: (name) => (name === 'notebook.ts' ? text : ts.sys.readFile(name)),
      },
    });
    const errors = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(errors).toEqual([]);
    expect(fromTs(text)).toEqual(nb);
  });

  it('reads back exactly what it wrote, also a file whose line ends became CRLF', () => {
    expect(fromTs(toTs(tricky))).toEqual(tricky);
    const lf: ComposedNotebook = { ...tricky, cells: tricky.cells.filter((c) => c.id !== 'crlf') };
    expect(fromTs(toTs(lf).replace(/\n/g, '\r\n'))).toEqual(lf);
  });

  it('keeps a code line like a marker in its cell, and never lets Markdown out of its comment', () => {
    const nb: ComposedNotebook = {
      ...tricky,
      cells: [
        { id: 'c', kind: 'code', source: 'a();\n// %% [markdown]\nb();' },
        { id: 'm', kind: 'markdown', source: 'one\u2028alert(1)\rtwo' },
      ],
    };
    const text = toTs(nb);
    expect(fromTs(text)).toEqual(nb);
    // U+2028 and CR end a // comment in JavaScript: the Markdown must not become code.
    expect(text).not.toMatch(/[\r\u2028\u2029]/);
    expect(syntaxErrors(text)).toEqual([]);
  });

  it('opens a plain .ts file as one code cell, and a percent-format file from elsewhere as its cells', () => {
    expect(importNotebook('src/raycast.ts', 'const a = 1;\nconsole.log(a);\n')).toEqual({
      format: 'hitbook-notebook',
      version: 1,
      title: 'raycast',
      cells: [{ id: 'cell-1', kind: 'code', source: 'const a = 1;\nconsole.log(a);' }],
    });
    expect(fromTs('// %% [markdown]\n// # Title\n\n// %%\nlet x = 1;\n').cells).toEqual([
      { id: 'cell-1', kind: 'markdown', source: '# Title' },
      { id: 'cell-2', kind: 'code', source: 'let x = 1;' },
    ]);
  });

  it('says when a .ts notebook comes from a newer Hitbook', () => {
    expect(() => fromTs('// @hitbook {"format":"hitbook-notebook","version":2,"title":"x"}\n')).toThrow(
      /made by a newer Hitbook/,
    );
    expect(() => fromTs('// @hitbook {"title":\n')).toThrow(FormatError);
  });
});

describe('export and import by kind', () => {
  it('names the file after the title, with the extension of its kind', () => {
    const nb = { ...tricky, title: 'Raycasts: Lab #1 — Élan!' };
    expect(exportNotebook(nb, 'json').filename).toBe('raycasts-lab-1-elan.hitbook.json');
    expect(exportNotebook(nb, 'mdx').filename).toBe('raycasts-lab-1-elan.mdx');
    expect(exportNotebook(nb, 'ipynb')).toMatchObject({
      filename: 'raycasts-lab-1-elan.ipynb',
      mime: 'application/x-ipynb+json',
    });
    expect(exportNotebook({ ...nb, title: '世界' }, 'ts').filename).toBe('notebook.ts');
  });

  it('reads each kind back by its name, and by its content when the name does not say', () => {
    for (const kind of ['json', 'mdx', 'ipynb', 'ts'] as const) {
      const { filename, text } = exportNotebook(tricky, kind);
      expect(importNotebook(filename, text)).toEqual(tricky);
      expect(importNotebook('download', text)).toEqual(tricky);
    }
    // An empty title the file carries stays empty; it is not replaced by the file name.
    const untitled = { ...tricky, title: '' };
    expect(importNotebook('lab.mdx', exportNotebook(untitled, 'mdx').text)).toEqual(untitled);
    expect(() => importNotebook('photo.png', '\u0089PNG')).toThrow(/^photo\.png is not a notebook Hitbook can open/);
  });
});
