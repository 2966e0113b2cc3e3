/**
 * A notebook as a chapter: `<slug>.mdx`, dropped into `docs/` and built with the site. The
 * front matter holds the title; each cell follows a marker comment `{/* hitbook <kind> id=… *\/}`
 * (MDX shows nothing for it) that says where the cell starts, so that even a code cell holding a
 * line like a marker reads back whole. A Markdown cell is its Markdown, escaped where MDX
 * would misread it (markdown-text.ts); a code cell is the chapters' live cell, ```tsx live
 * id=…; an exercise is `<Exercise …>` with its statement and the ```ts starter / cases /
 * solution and ```md hint fences that remark-exercises.ts turns into its props.
 *
 * A Markdown text that the escapes cannot carry exactly (rare: an author's own `\{`, or a
 * fence left open) is carried in its marker too; the marker's copy is used only while the
 * text under it is still what this wrote, so an edit made in the chapter wins.
 *
 * A chapter written by hand (no markers) is read too: its live cells, exercises and the
 * Markdown between them, its imports and other JavaScript left out.
 *
 * To publish one: save it as docs/<slug>.mdx (the file name exportNotebook gives), add '<slug>'
 * to the `chapters` list in sidebars.ts (the sidebar is listed by hand; without the entry the
 * page builds but no menu leads to it), then `npm run build:site` (or `npm start` to preview):
 * the page is build/docs/<slug>.html. A code cell that does not compile stops the build at its
 * line, as in any chapter.
 */
import type { Code, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { mdxjs } from 'micromark-extension-mdxjs';
import {
  NOTEBOOK_FORMAT,
  NOTEBOOK_VERSION,
  type ComposedCell,
  type ComposedExercise,
  type ComposedNotebook,
} from '../document';
import { mdxText, unescapeMdx } from './markdown-text';
import {
  FormatError,
  idMaker,
  normalizeFileLineEnds,
  tooLarge,
  MAX_NOTEBOOK_CHARS,
  validateNotebook,
} from './validate';

/** A fence for `body`: longer than any run of backticks in it, so nothing inside closes it. */
export function fenceFor(body: string): string {
  const longest = Math.max(0, ...Array.from(body.matchAll(/`+/g), (m) => m[0].length));
  return '`'.repeat(Math.max(3, longest + 1));
}

function fenced(info: string, body: string): string {
  const fence = fenceFor(body);
  return `${fence}${info}\n${body}\n${fence}`;
}

/** `body` of a fence this module wrote (or a hand-written one): what lies between its fence lines. */
function unfence(raw: string): { info: string; body: string } {
  const firstEnd = raw.indexOf('\n');
  const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(firstEnd < 0 ? raw : raw.slice(0, firstEnd));
  if (!open) throw new FormatError(`This .mdx file is damaged: a code fence was expected at "${raw.slice(0, 40)}"`);
  const fence = open[1] ?? '```';
  const rest = firstEnd < 0 ? '' : raw.slice(firstEnd + 1);
  const lastStart = rest.lastIndexOf('\n');
  const lastLine = lastStart < 0 ? rest : rest.slice(lastStart + 1);
  const closed = new RegExp(`^ {0,3}\\${fence.charAt(0)}{${fence.length},}[ \\t]*$`).test(lastLine);
  const body = !closed ? rest : lastStart < 0 ? '' : rest.slice(0, lastStart);
  return { info: (open[2] ?? '').trim(), body };
}

/**
 * A JSON string as YAML reads it: JSON's escapes are YAML's, but YAML refuses the C1 controls,
 * line and paragraph separators and byte order marks that JSON leaves raw.
 */
function yamlString(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029\ufeff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** An attribute as JSX: a plain "…" when nothing in it needs escaping, else a JavaScript string. */
function attribute(name: string, value: string | number): string {
  if (typeof value === 'number') return ` ${name}={${String(value)}}`;
  return /^[^"&<>{}\\\r\n\u2028\u2029]*$/.test(value) ? ` ${name}="${value}"` : ` ${name}={${JSON.stringify(value)}}`;
}

const MARKER = /^\/\* hitbook (code|markdown|exercise) id=([\w-]+)(?: (\{.*\}))? \*\/$/s;

/** What a marker carries when the text under it cannot carry it exactly. */
interface Carried {
  source?: string;
  statement?: string;
  hints?: string[];
}

function marker(kind: ComposedCell['kind'], id: string, carried: Carried): string {
  // JSON may escape `/`: with every one escaped, nothing in it closes the comment.
  const extra = Object.keys(carried).length === 0 ? '' : ` ${JSON.stringify(carried).replace(/\//g, '\\/')}`;
  return `{/* hitbook ${kind} id=${id}${extra} */}`;
}

function carriedOf(json: string | undefined): Carried {
  if (json === undefined) return {};
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    throw new FormatError('This .mdx file is damaged: a cell marker cannot be read.');
  }
  if (typeof v !== 'object' || v === null) return {};
  const c = v as Record<string, unknown>;
  const out: Carried = {};
  if (typeof c.source === 'string') out.source = c.source;
  if (typeof c.statement === 'string') out.statement = c.statement;
  if (Array.isArray(c.hints) && c.hints.every((h) => typeof h === 'string')) out.hints = c.hints;
  return out;
}

/**
 * An exercise as a chapter writes it. Its hints are Markdown that remark-exercises parses as
 * MDX, so they are escaped like the statement, inside their fences.
 */
function exerciseMdx(id: string, ex: ComposedExercise): { element: string; carried: Carried } {
  const attrs =
    attribute('id', id) +
    attribute('title', ex.title) +
    attribute('fn', ex.fn) +
    (ex.forbid === undefined ? '' : attribute('forbid', ex.forbid)) +
    (ex.reference === undefined ? '' : attribute('reference', ex.reference)) +
    attribute('compare', ex.compare) +
    (ex.random === undefined ? '' : attribute('random', ex.random)) +
    (ex.figure === undefined ? '' : attribute('figure', ex.figure)) +
    (ex.tolerance === undefined ? '' : attribute('tolerance', ex.tolerance));
  const statement = mdxText(ex.statement);
  const hints = ex.hints.map((h) => mdxText(h));
  const parts = [
    `<Exercise${attrs}>`,
    statement.text,
    fenced('ts starter', ex.starter),
    fenced('ts cases', ex.cases),
    fenced('ts solution', ex.solution),
    ...hints.map((h) => fenced('md hint', h.text)),
    '</Exercise>',
  ];
  const carried: Carried = {};
  if (!statement.exact) carried.statement = ex.statement;
  if (!hints.every((h) => h.exact)) carried.hints = ex.hints;
  return { element: parts.join('\n\n'), carried };
}

export function toMdx(nb: ComposedNotebook): string {
  const { title, cells } = validateNotebook(nb);
  const sections = cells.map((cell) => {
    switch (cell.kind) {
      case 'code':
        return `${marker('code', cell.id, {})}\n\n${fenced(`tsx live id=${cell.id}`, cell.source)}`;
      case 'markdown': {
        const md = mdxText(cell.source);
        return `${marker('markdown', cell.id, md.exact ? {} : { source: cell.source })}\n\n${md.text}`;
      }
      case 'exercise': {
        const { element, carried } = exerciseMdx(cell.id, cell.exercise);
        return `${marker('exercise', cell.id, carried)}\n\n${element}`;
      }
    }
  });
  return `---\ntitle: ${yamlString(title)}\n---\n\n${sections.join('\n\n')}\n`;
}

function parseMdx(text: string): Root {
  try {
    return fromMarkdown(text, {
      extensions: [mdxjs(), gfm(), math()],
      mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown(), mathFromMarkdown()],
    });
  } catch (e) {
    const where = e instanceof Error && 'line' in e ? ` (line ${String(e.line)})` : '';
    throw new FormatError(
      `This .mdx file cannot be read${where}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
    );
  }
}

function titleFrom(frontMatter: string): string | undefined {
  const line = /^title:[ \t]*(.*)$/m.exec(frontMatter)?.[1]?.trim();
  if (line === undefined) return undefined;
  if (line.startsWith('"')) {
    try {
      return JSON.parse(line) as string;
    } catch {
      return line.slice(1, -1);
    }
  }
  if (line.startsWith("'")) return line.slice(1, -1).replace(/''/g, "'");
  return line;
}

function attrValue(node: MdxJsxFlowElement, name: string): string | number | undefined {
  const a = node.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  if (a === undefined || a.value === undefined || a.value === null) return undefined;
  if (typeof a.value === 'string') return a.value;
  const expression = a.value.value.trim();
  try {
    const v: unknown = JSON.parse(expression);
    if (typeof v === 'string' || typeof v === 'number') return v;
  } catch {
    // reported below
  }
  throw new FormatError(`<Exercise ${name}={${expression}}> must be a quoted string or a number`);
}

const FENCE_WORDS = ['starter', 'cases', 'solution', 'hint', 'random'];

function exerciseFrom(node: MdxJsxFlowElement, text: string, carried: Carried): ComposedExercise {
  const str = (name: string): string | undefined => {
    const v = attrValue(node, name);
    return v === undefined ? undefined : String(v);
  };
  // The fences at the end of the element are the exercise's parts; what comes before is the statement.
  let first = node.children.length;
  while (first > 0) {
    const child = node.children[first - 1];
    if (child?.type !== 'code' || !FENCE_WORDS.includes((child.meta ?? '').trim().split(/\s+/)[0] ?? '')) break;
    first--;
  }
  const parts: Partial<Record<string, string>> = {};
  const hints: string[] = [];
  for (const child of node.children.slice(first) as Code[]) {
    const raw = text.slice(child.position?.start.offset ?? 0, child.position?.end.offset ?? 0);
    const word = (child.meta ?? '').trim().split(/\s+/)[0] ?? '';
    const { body } = unfence(raw);
    if (word === 'hint') hints.push(body);
    else parts[word] = body;
  }
  const nodeStart = node.position?.start.offset ?? 0;
  const openEnd = text.indexOf('\n', nodeStart);
  const statementEnd =
    node.children[first]?.position?.start.offset ?? text.lastIndexOf('</Exercise>', node.position?.end.offset);
  let statementText = openEnd < 0 || openEnd > statementEnd ? '' : text.slice(openEnd + 1, statementEnd);
  statementText = statementText.replace(/^\n/, '').replace(/\n\n$/, '');
  const statement =
    carried.statement !== undefined && mdxText(carried.statement).text === statementText
      ? carried.statement
      : unescapeMdx(statementText);
  // The marker's hints while every fence still holds what this wrote of them.
  const hintsRead =
    carried.hints?.length === hints.length && carried.hints.every((h, i) => mdxText(h).text === hints[i])
      ? carried.hints
      : hints.map((h) => unescapeMdx(h));
  const tolerance = attrValue(node, 'tolerance');
  const ex: Record<string, unknown> = {
    title: str('title') ?? '',
    fn: str('fn'),
    compare: str('compare'),
    statement,
    starter: parts.starter,
    solution: parts.solution,
    cases: parts.cases,
    hints: hintsRead,
  };
  for (const key of ['reference', 'random', 'figure', 'forbid']) {
    const v = str(key);
    if (v !== undefined) ex[key] = v;
  }
  if (tolerance !== undefined) ex.tolerance = typeof tolerance === 'number' ? tolerance : Number(tolerance);
  return ex as unknown as ComposedExercise;
}

function findExercise(tree: Root | MdxJsxFlowElement): MdxJsxFlowElement | undefined {
  for (const child of tree.children) {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'Exercise') return child;
  }
  return undefined;
}

export function fromMdx(input: string): ComposedNotebook {
  if (input.length > 2 * MAX_NOTEBOOK_CHARS) throw tooLarge(input.length);
  const file = normalizeFileLineEnds(input.replace(/^\uFEFF/, ''));
  const front = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(file);
  const text = front ? file.slice(front[0].length) : file;
  const tree = parseMdx(text);
  const markers = tree.children.flatMap((node) => {
    if (node.type !== 'mdxFlowExpression') return [];
    const m = MARKER.exec(node.value.trim());
    return m ? [{ node, kind: m[1] as ComposedCell['kind'], id: m[2] ?? '', carried: carriedOf(m[3]) }] : [];
  });
  const cells: unknown[] =
    markers.length === 0
      ? handWritten(tree, text)
      : markers.map(({ node, kind, id, carried }, i) => {
          const start = node.position?.end.offset ?? 0;
          const next = markers[i + 1]?.node.position?.start.offset;
          // Written as marker, blank line, cell, blank line (the last: one newline).
          const body = text
            .slice(start, next ?? text.length)
            .replace(/^\n\n/, '')
            .replace(next === undefined ? /\n$/ : /\n\n$/, '');
          if (kind === 'markdown') {
            const source =
              carried.source !== undefined && mdxText(carried.source).text === body
                ? carried.source
                : unescapeMdx(body);
            return { id, kind, source };
          }
          if (kind === 'code') return { id, kind, source: unfence(body).body };
          const element = findExercise(parseMdx(body));
          if (element === undefined)
            throw new FormatError(`This .mdx file is damaged: the exercise ${id} has no <Exercise>.`);
          return { id, kind, exercise: exerciseFrom(element, body, carried) };
        });
  const title = (front ? titleFrom(front[1] ?? '') : undefined) ?? firstHeading(tree) ?? '';
  return validateNotebook({ format: NOTEBOOK_FORMAT, version: NOTEBOOK_VERSION, title, cells });
}

function firstHeading(tree: Root): string | undefined {
  const h = tree.children.find((n) => n.type === 'heading' && n.depth === 1);
  if (h?.type !== 'heading') return undefined;
  return h.children.map((c) => ('value' in c ? c.value : '')).join('');
}

/** The cells of a chapter written by hand: live cells, exercises, and the Markdown between them. */
function handWritten(tree: Root, text: string): unknown[] {
  const nextId = idMaker();
  const cells: unknown[] = [];
  let markdown: RootContent[] = [];
  const flush = () => {
    const first = markdown[0];
    const last = markdown.at(-1);
    markdown = [];
    if (first === undefined || last === undefined) return;
    const raw = text.slice(first.position?.start.offset ?? 0, last.position?.end.offset ?? 0);
    cells.push({ id: nextId(), kind: 'markdown', source: unescapeMdx(raw) });
  };
  for (const node of tree.children) {
    if (node.type === 'code' && /(^|\s)live(\s|$)/.test(node.meta ?? '')) {
      flush();
      const raw = text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0);
      cells.push({
        id: nextId(/(?:^|\s)id=([\w-]+)/.exec(node.meta ?? '')?.[1]),
        kind: 'code',
        source: unfence(raw).body,
      });
    } else if (node.type === 'mdxJsxFlowElement' && node.name === 'Exercise') {
      flush();
      const id = attrValue(node, 'id');
      cells.push({
        id: nextId(typeof id === 'string' ? id : undefined),
        kind: 'exercise',
        exercise: exerciseFrom(node, text, {}),
      });
    } else if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxJsxFlowElement') {
      // JavaScript and components a notebook has no cell for (imports, figures, …).
      flush();
    } else {
      markdown.push(node);
    }
  }
  flush();
  return cells;
}
