/**
 * A notebook as one TypeScript file in the percent format VS Code, Jupytext and Spyder read:
 * each cell opens with a `// %%` line, a Markdown cell with `// %% [markdown]` and its text
 * in `//` line comments. Code cells are the code itself, so the file is TypeScript an editor
 * checks. The first line carries the title (`// @hitbook {…}`), each marker its cell's id
 * (`id="…"`); an exercise is a Markdown section (its statement, the rest of the exercise as
 * JSON on the marker line) and a code section (its starter), as in the .ipynb.
 *
 * The file runs outside the site: a first section (`part="setup"`, left out when the file is
 * imported) says how to get the library and imports what the cells use of it, with stand-ins for
 * the figure kit (standalone.ts). An exercise's starter is commented out: it declares the
 * function the exercise asks for, often a name the library also exports and another cell calls
 * (`raycastPlane`), and one module cannot hold both; the reader uncomments it to work on it.
 *
 * A cell the plain form cannot carry exactly — a code line that starts like a marker, a line
 * break JavaScript ends a comment at (CR, U+2028, U+2029) in Markdown — is written readably
 * and carried exactly on its marker line (`source=…`); that copy is used only while the text
 * under it is still what this wrote, so an edit in the file wins.
 */
import { NOTEBOOK_FORMAT, NOTEBOOK_VERSION, type ComposedNotebook } from '../document';
import {
  FormatError,
  MAX_NOTEBOOK_CHARS,
  idMaker,
  normalizeFileLineEnds,
  tooLarge,
  validateNotebook,
} from './validate';
import { standalonePrelude } from './standalone';

const HEADER = '// @hitbook ';
const MARKER_LINE = /^\/\/ ?%%/;
/** The marker of the section this writes above the cells, for running the file outside the site. */
const SETUP = 'part="setup"';

/** JSON that stays on its `//` line: JSON leaves U+2028 and U+2029 raw, and JavaScript ends a comment at them. */
function lineJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

function markdownBody(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      const safe = line.replace(/[\r\u2028\u2029]/g, ' ');
      if (safe === '') return '//';
      // "%% …" under "// " would read as a marker.
      return safe.startsWith('%%') ? `//  ${safe}` : `// ${safe}`;
    })
    .join('\n');
}

function markdownFrom(body: string): string {
  return body
    .split('\n')
    .map((line) => (line.startsWith('// ') ? line.slice(3) : line.startsWith('//') ? line.slice(2) : line))
    .join('\n');
}

/** Code with every line that would read as a marker indented by a space (the same code). */
function codeBody(source: string): string {
  return source
    .split('\n')
    .map((line) => (MARKER_LINE.test(line) ? ` ${line}` : line))
    .join('\n');
}

/**
 * A section: its marker line, then its body. The marker holds, in this order, the id, the
 * exercise's JSON (`extra`) and the exact source when the body cannot carry it; ` source="`
 * cannot occur inside JSON (its quotes are escaped), so the reader finds it unambiguously.
 */
function section(tag: string, id: string, body: string, exact: boolean, source: string, extra = ''): string {
  const carried = exact ? '' : ` source=${lineJson(source)}`;
  return `// %%${tag} id="${id}"${extra}${carried}\n${body}`;
}

export function toTs(nb: ComposedNotebook): string {
  const { title, cells } = validateNotebook(nb);
  const sections = cells.flatMap((cell) => {
    switch (cell.kind) {
      case 'code': {
        const body = codeBody(cell.source);
        return [section('', cell.id, body, body === cell.source, cell.source)];
      }
      case 'markdown': {
        const body = markdownBody(cell.source);
        return [section(' [markdown]', cell.id, body, markdownFrom(body) === cell.source, cell.source)];
      }
      case 'exercise': {
        const { statement, starter, ...rest } = cell.exercise;
        const md = markdownBody(statement);
        const commented = markdownBody(starter);
        return [
          section(' [markdown]', cell.id, md, markdownFrom(md) === statement, statement, ` exercise=${lineJson(rest)}`),
          section('', cell.id, commented, markdownFrom(commented) === starter, starter, ' part="starter" commented'),
        ];
      }
    }
  });
  const header = `${HEADER}${lineJson({ format: NOTEBOOK_FORMAT, version: NOTEBOOK_VERSION, title })}`;
  const starters = cells.some((c) => c.kind === 'exercise')
    ? '\n\n// Each exercise’s starter is commented out under its statement: it declares the function the\n// exercise asks for, often a name the import above brings from the library. To work on one,\n// uncomment it and take that name out of the import.'
    : '';
  const setup = `// %% ${SETUP}\n${standalonePrelude(
    cells.flatMap((c) => (c.kind === 'code' ? [c.source] : [])),
    'module',
  )}${starters}`;
  return `${[header, setup, ...sections].join('\n\n')}\n`;
}

interface Section {
  markdown: boolean;
  /** A starter written as comments (files from before it was are code). */
  commented: boolean;
  id: string | undefined;
  part: string | undefined;
  source: string | undefined;
  exercise: unknown;
  body: string;
}

function parseMarker(line: string, body: string): Section {
  const sourceAt = line.indexOf(' source="');
  const head = sourceAt < 0 ? line : line.slice(0, sourceAt);
  const exerciseAt = head.indexOf(' exercise={');
  let exercise: unknown;
  let source: string | undefined;
  try {
    if (sourceAt >= 0) source = JSON.parse(line.slice(sourceAt + ' source='.length)) as string;
    if (exerciseAt >= 0) exercise = JSON.parse(head.slice(exerciseAt + ' exercise='.length));
  } catch {
    throw new FormatError(`This .ts notebook is damaged: the cell marker "${line.slice(0, 60)}…" cannot be read.`);
  }
  return {
    markdown: /^\/\/ ?%%[^"]*\[markdown\]/.test(head),
    id: /\bid="([\w-]+)"/.exec(head)?.[1],
    part: /\bpart="(\w+)"/.exec(head)?.[1],
    commented: /\bpart="starter" commented\b/.test(head),
    source,
    exercise,
    body,
  };
}

export function fromTs(input: string): ComposedNotebook {
  if (input.length > 2 * MAX_NOTEBOOK_CHARS) throw tooLarge(input.length);
  const file = normalizeFileLineEnds(input.replace(/^\uFEFF/, ''));
  // Lines split at \n only: a regular expression's ^ and $ would also split at a CR or U+2028
  // inside a code line, where the file has none of its own.
  const markers: { index: number; line: string }[] = [];
  for (let at = 0; at <= file.length;) {
    const end = file.indexOf('\n', at) < 0 ? file.length : file.indexOf('\n', at);
    const line = file.slice(at, end);
    if (MARKER_LINE.test(line)) markers.push({ index: at, line });
    at = end + 1;
  }
  const headerLine = file.startsWith(HEADER)
    ? file.slice(0, file.indexOf('\n') < 0 ? file.length : file.indexOf('\n'))
    : '';
  let title = '';
  if (headerLine !== '') {
    try {
      const header = JSON.parse(headerLine.slice(HEADER.length)) as { title?: unknown; version?: unknown };
      if (typeof header.version === 'number' && header.version > NOTEBOOK_VERSION) {
        throw new FormatError(
          'This .ts notebook was made by a newer Hitbook. Reload the page to get the newer Hitbook.',
        );
      }
      if (typeof header.title === 'string') title = header.title;
    } catch (e) {
      if (e instanceof FormatError) throw e;
      throw new FormatError('This .ts notebook is damaged: its first line cannot be read.');
    }
  }
  const sections: Section[] = markers.map((m, i) => {
    const start = m.index + m.line.length + 1;
    const next = markers[i + 1];
    // Written as marker, body, blank line (the last: one newline).
    const chunk = file.slice(Math.min(start, file.length), next?.index ?? file.length);
    const body = chunk.endsWith('\n\n') && next !== undefined ? chunk.slice(0, -2) : chunk.replace(/\n$/, '');
    return parseMarker(m.line, body);
  });
  const before = file.slice(headerLine.length, markers[0]?.index ?? file.length);
  const cells: unknown[] = [];
  const nextId = idMaker(sections.flatMap((s) => s.id ?? []));
  // A plain .ts file (or code above the first marker) is a code cell.
  if (before.trim() !== '')
    cells.push({ id: nextId(), kind: 'code', source: before.replace(/^\n+/, '').replace(/\n+$/, '') });
  const exact = (s: Section, render: (source: string) => string, read: (body: string) => string) =>
    s.source !== undefined && render(s.source) === s.body ? s.source : read(s.body);
  for (let i = 0; i < sections.length; i++) {
    const s = sections[i];
    // The setup is this file's, not the notebook's: written again on every export.
    if (s === undefined || (!s.markdown && s.part === 'setup')) continue;
    if (s.markdown && typeof s.exercise === 'object' && s.exercise !== null) {
      const next = sections[i + 1];
      const starterSection = next && !next.markdown && next.part === 'starter' && next.id === s.id ? next : undefined;
      if (starterSection) i++;
      cells.push({
        id: nextId(s.id),
        kind: 'exercise',
        exercise: {
          ...s.exercise,
          statement: exact(s, markdownBody, markdownFrom),
          starter: !starterSection
            ? ''
            : starterSection.commented
              ? exact(starterSection, markdownBody, markdownFrom)
              : exact(starterSection, codeBody, (b) => b),
        },
      });
    } else if (s.markdown) {
      cells.push({ id: nextId(s.id), kind: 'markdown', source: exact(s, markdownBody, markdownFrom) });
    } else {
      cells.push({ id: nextId(s.id), kind: 'code', source: exact(s, codeBody, (b) => b) });
    }
  }
  return validateNotebook({ format: NOTEBOOK_FORMAT, version: NOTEBOOK_VERSION, title, cells });
}
