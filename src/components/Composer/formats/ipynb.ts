/**
 * A notebook for Jupyter: nbformat 4.5 JSON, code cells in TypeScript for Deno's kernel.
 * Deno over tslab: Deno's Jupyter kernel ships with the runtime (`deno jupyter --install`),
 * is maintained and type-checks TypeScript as it runs, where tslab has seen no release since
 * 2021 and needs a separate Node install. The code stays plain TypeScript either way.
 *
 * Markdown cells are Markdown. An exercise is two cells, so that a reader in Jupyter sees its
 * statement and works in its starter: a Markdown cell (the statement) whose metadata carries
 * the rest of the exercise (title, fn, cases, solution, hints, …), then a code cell (the
 * starter). Every cell's metadata carries its Hitbook id. A first code cell (`part: "setup"`,
 * left out on import) says how to get the library and imports what the cells use of it, with
 * stand-ins for the figure kit (standalone.ts): Deno's kernel has none of the site's scope. A notebook made elsewhere (no
 * Hitbook metadata) reads as its code and Markdown cells.
 */
import { NOTEBOOK_FORMAT, NOTEBOOK_VERSION, type ComposedNotebook } from '../document';
import { FormatError, MAX_NOTEBOOK_CHARS, idMaker, tooLarge, validateNotebook, CELL_ID } from './validate';
import { standalonePrelude } from './standalone';

interface IpynbCell {
  cell_type: 'code' | 'markdown' | 'raw';
  id: string;
  metadata: Record<string, unknown>;
  source: string[];
  execution_count?: null;
  outputs?: [];
}

/** Jupyter's way of storing text: its lines, each with its line end. */
function lines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

export function toIpynb(nb: ComposedNotebook): string {
  const { title, cells } = validateNotebook(nb);
  // nbformat 4.5 cell ids are unique in the file: an exercise's starter cell needs one of its own.
  const taken = new Set(cells.map((c) => c.id));
  const starterId = (id: string) => {
    let n = 0;
    let candidate = `${id.slice(0, 56)}-starter`;
    while (taken.has(candidate)) candidate = `${id.slice(0, 52)}-starter${++n}`;
    taken.add(candidate);
    return candidate;
  };
  const code = (id: string, source: string, hitbook: Record<string, unknown>): IpynbCell => ({
    cell_type: 'code',
    execution_count: null,
    id,
    metadata: { hitbook },
    outputs: [],
    source: lines(source),
  });
  const out = cells.flatMap((cell): IpynbCell[] => {
    switch (cell.kind) {
      case 'code':
        return [code(cell.id, cell.source, { id: cell.id })];
      case 'markdown':
        return [
          { cell_type: 'markdown', id: cell.id, metadata: { hitbook: { id: cell.id } }, source: lines(cell.source) },
        ];
      case 'exercise': {
        const { statement, starter, ...rest } = cell.exercise;
        return [
          {
            cell_type: 'markdown',
            id: cell.id,
            metadata: { hitbook: { id: cell.id, exercise: rest } },
            source: lines(statement),
          },
          code(starterId(cell.id), starter, { id: cell.id, part: 'starter' }),
        ];
      }
    }
  });
  let setupId = 'hitbook-setup';
  for (let n = 1; taken.has(setupId); n++) setupId = `hitbook-setup${n}`;
  const setup = code(
    setupId,
    standalonePrelude(
      cells.flatMap((c) => (c.kind === 'code' ? [c.source] : [])),
      'kernel',
    ),
    { part: 'setup' },
  );
  const notebook = {
    cells: [setup, ...out],
    metadata: {
      hitbook: { format: NOTEBOOK_FORMAT, version: NOTEBOOK_VERSION, title },
      kernelspec: { display_name: 'Deno', language: 'typescript', name: 'deno' },
      language_info: {
        codemirror_mode: 'typescript',
        file_extension: '.ts',
        mimetype: 'text/x.typescript',
        name: 'typescript',
        pygments_lexer: 'typescript',
      },
    },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return `${JSON.stringify(notebook, null, 1)}\n`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(source: unknown, path: string): string {
  if (typeof source === 'string') return source;
  if (Array.isArray(source) && source.every((s) => typeof s === 'string')) return source.join('');
  throw new FormatError(`This .ipynb file is damaged: ${path}.source must be text or a list of lines`);
}

function hitbookOf(cell: Record<string, unknown>): Record<string, unknown> | undefined {
  const meta = cell.metadata;
  return isRecord(meta) && isRecord(meta.hitbook) ? meta.hitbook : undefined;
}

export function fromIpynb(input: string): ComposedNotebook {
  if (input.length > 2 * MAX_NOTEBOOK_CHARS) throw tooLarge(input.length);
  let value: unknown;
  try {
    value = JSON.parse(input.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new FormatError(`This .ipynb file is not JSON (${e instanceof Error ? e.message : String(e)}).`);
  }
  if (!isRecord(value) || !Array.isArray(value.cells)) {
    throw new FormatError('This is not a Jupyter notebook: it has no list of cells.');
  }
  if (typeof value.nbformat === 'number' && value.nbformat > 4) {
    throw new FormatError(`This Jupyter notebook is nbformat ${value.nbformat}, newer than the 4 Hitbook reads.`);
  }
  if (value.nbformat !== 4) {
    throw new FormatError('This Jupyter notebook is not nbformat 4: open it in Jupyter and save it again.');
  }
  const raw = value.cells.map((c: unknown, i) => {
    if (!isRecord(c)) throw new FormatError(`This .ipynb file is damaged: cells[${i}] is not a cell`);
    return c;
  });
  const carriedId = (c: Record<string, unknown>): string | undefined => {
    const id = hitbookOf(c)?.id ?? c.id;
    return typeof id === 'string' && CELL_ID.test(id) ? id : undefined;
  };
  const nextId = idMaker(raw.flatMap((c) => carriedId(c) ?? []));
  const cells: unknown[] = [];
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] ?? {};
    const path = `cells[${i}]`;
    const hitbook = hitbookOf(c);
    // The setup cell is the export's, not the notebook's: written again on every export.
    if (hitbook?.part === 'setup') continue;
    const source = text(c.source, path);
    if (hitbook !== undefined && isRecord(hitbook.exercise)) {
      const next = raw[i + 1];
      const starterCell =
        next && hitbookOf(next)?.part === 'starter' && hitbookOf(next)?.id === hitbook.id ? next : undefined;
      if (starterCell) i++;
      const starter = starterCell ? text(starterCell.source, `cells[${i}]`) : '';
      cells.push({
        id: nextId(carriedId(c)),
        kind: 'exercise',
        exercise: { ...hitbook.exercise, statement: source, starter },
      });
      continue;
    }
    // A raw cell (text Jupyter neither runs nor renders) is kept as Markdown rather than lost.
    const kind = c.cell_type === 'code' ? 'code' : 'markdown';
    cells.push({ id: nextId(carriedId(c)), kind, source });
  }
  const meta = isRecord(value.metadata) && isRecord(value.metadata.hitbook) ? value.metadata.hitbook : {};
  const firstHeading = cells
    .flatMap((c) => (isRecord(c) && c.kind === 'markdown' ? [String(c.source)] : []))
    .map((s) => /^# (.+)$/m.exec(s)?.[1])
    .find((h) => h !== undefined);
  const title = typeof meta.title === 'string' ? meta.title : (firstHeading?.trim() ?? '');
  return validateNotebook({ format: NOTEBOOK_FORMAT, version: NOTEBOOK_VERSION, title, cells });
}
