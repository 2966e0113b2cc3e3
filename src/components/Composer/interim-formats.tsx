/**
 * Stand-ins for ./formats and ./markdown (built in parallel), so the composer works before
 * they land: the .hitbook.json file only, a share fragment that is base64url JSON (not
 * compressed), and Markdown shown as plain paragraphs with its $…$ / $$…$$ maths typeset.
 * The lead deletes this file when merging (formats-api.ts then points at the real ones).
 * Safe by construction: text goes into React text nodes, never into HTML.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import {
  NOTEBOOK_FORMAT,
  NOTEBOOK_VERSION,
  type ComposedCell,
  type ComposedExercise,
  type ComposedNotebook,
} from './document';

export class FormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormatError';
  }
}

export type ExportKind = 'json' | 'mdx' | 'ipynb' | 'ts';

export const SHARE_LINK_LIMIT = 16_000;

const COMPARE = new Set([
  'raycastHit',
  'sphereCastHit',
  'contact',
  'closestPoint',
  'vector',
  'number',
  'boolean',
  'exact',
  'segmentPair',
]);

function str(o: Record<string, unknown>, key: string, where: string): string {
  const v = o[key];
  if (typeof v !== 'string') throw new FormatError(`${where}: "${key}" must be a string.`);
  return v;
}

function exerciseOf(v: unknown, where: string): ComposedExercise {
  if (typeof v !== 'object' || v === null) throw new FormatError(`${where}: "exercise" must be an object.`);
  const o = v as Record<string, unknown>;
  const compare = str(o, 'compare', where);
  if (!COMPARE.has(compare)) throw new FormatError(`${where}: "compare" is not a known comparison (${compare}).`);
  if (!Array.isArray(o.hints) || !o.hints.every((h) => typeof h === 'string'))
    throw new FormatError(`${where}: "hints" must be a list of strings.`);
  const optional = (k: 'reference' | 'random' | 'figure' | 'forbid') => (typeof o[k] === 'string' ? { [k]: o[k] } : {});
  return {
    title: str(o, 'title', where),
    fn: str(o, 'fn', where),
    compare: compare as ComposedExercise['compare'],
    ...optional('reference'),
    ...optional('random'),
    ...optional('figure'),
    ...optional('forbid'),
    ...(typeof o.tolerance === 'number' && Number.isFinite(o.tolerance) ? { tolerance: o.tolerance } : {}),
    statement: str(o, 'statement', where),
    starter: str(o, 'starter', where),
    solution: str(o, 'solution', where),
    cases: str(o, 'cases', where),
    hints: o.hints,
  };
}

export function validateNotebook(value: unknown): ComposedNotebook {
  if (typeof value !== 'object' || value === null) throw new FormatError('This is not a Hitbook notebook.');
  const o = value as Record<string, unknown>;
  if (o.format !== NOTEBOOK_FORMAT) throw new FormatError('This is not a Hitbook notebook.');
  if (o.version !== NOTEBOOK_VERSION)
    throw new FormatError(`This notebook is of version ${String(o.version)}; this site reads version 1.`);
  const title = str(o, 'title', 'The notebook');
  if (!Array.isArray(o.cells)) throw new FormatError('The notebook: "cells" must be a list.');
  const ids = new Set<string>();
  const cells = o.cells.map((c: unknown, i): ComposedCell => {
    const where = `Cell ${i + 1}`;
    if (typeof c !== 'object' || c === null) throw new FormatError(`${where} is not a cell.`);
    const cell = c as Record<string, unknown>;
    const id = str(cell, 'id', where);
    if (ids.has(id)) throw new FormatError(`${where}: the id "${id}" is used twice.`);
    ids.add(id);
    if (cell.kind === 'code' || cell.kind === 'markdown')
      return { id, kind: cell.kind, source: str(cell, 'source', where) };
    if (cell.kind === 'exercise') return { id, kind: 'exercise', exercise: exerciseOf(cell.exercise, where) };
    throw new FormatError(`${where}: unknown kind.`);
  });
  return { format: NOTEBOOK_FORMAT, version: NOTEBOOK_VERSION, title, cells };
}

export function toFile(nb: ComposedNotebook): string {
  return `${JSON.stringify(nb, null, 2)}\n`;
}

export function fromFile(text: string): ComposedNotebook {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new FormatError('This file is not JSON, so not a .hitbook.json notebook.');
  }
  return validateNotebook(value);
}

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function toShareFragment(nb: ComposedNotebook): Promise<string> {
  return Promise.resolve(`nb=${toBase64Url(new TextEncoder().encode(JSON.stringify(nb)))}`);
}

export function fromShareFragment(fragment: string): Promise<ComposedNotebook> {
  const body = fragment.replace(/^#/, '').replace(/^nb=/, '');
  try {
    const b64 = body.replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
    return Promise.resolve(fromFile(text));
  } catch (e) {
    return Promise.reject(
      e instanceof FormatError ? e : new FormatError('This link is damaged: it was probably cut short when copied.'),
    );
  }
}

function notYet(kind: string): never {
  throw new FormatError(`Export to ${kind} is not available yet.`);
}
export const toMdx: (nb: ComposedNotebook) => string = () => notYet('.mdx');
export const toIpynb: (nb: ComposedNotebook) => string = () => notYet('.ipynb');
export const toTs: (nb: ComposedNotebook) => string = () => notYet('.ts');

/** A file name from the title: letters, digits and dashes. */
function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'notebook'
  );
}

export function exportNotebook(
  nb: ComposedNotebook,
  kind: ExportKind,
): { filename: string; mime: string; text: string } {
  if (kind !== 'json') notYet(`.${kind}`);
  return { filename: `${slug(nb.title)}.hitbook.json`, mime: 'application/json', text: toFile(nb) };
}

export function importNotebook(filename: string, text: string): ComposedNotebook {
  if (!/\.json$/i.test(filename)) throw new FormatError(`${filename}: only .hitbook.json files can be imported yet.`);
  return fromFile(text);
}

type Piece = { math: string; display: boolean } | { text: string };

/** Text and $…$ / $$…$$ maths, in order (a `\$` stays a dollar). */
function pieces(paragraph: string): Piece[] {
  const out: Piece[] = [];
  const re = /\$\$([\s\S]+?)\$\$|(?<!\\)\$([^$\n]+?)(?<!\\)\$/g;
  let last = 0;
  for (const m of paragraph.matchAll(re)) {
    if (m.index > last) out.push({ text: paragraph.slice(last, m.index) });
    out.push(m[1] !== undefined ? { math: m[1], display: true } : { math: m[2] ?? '', display: false });
    last = m.index + m[0].length;
  }
  if (last < paragraph.length) out.push({ text: paragraph.slice(last) });
  return out;
}

type Katex = typeof import('katex').default;
let katexLoad: Promise<Katex> | null = null;

function Maths({ tex, display }: { tex: string; display: boolean }): ReactNode {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    katexLoad ??= import('katex').then((m) => m.default);
    void katexLoad.then((katex) => {
      // KaTeX's own output (trust off: no \href, no \htmlClass); an error shows as red text, never throws.
      const out = katex.renderToString(tex, { displayMode: display, throwOnError: false, trust: false });
      if (live) setHtml(out);
    });
    return () => {
      live = false;
    };
  }, [tex, display]);
  if (html === null) return <code>{tex}</code>;
  // KaTeX's HTML of the formula, with trust off.
  return <span dangerouslySetInnerHTML={{ __html: html }} />;
}

export function SafeMarkdown({ source, className }: { source: string; className?: string }): ReactNode {
  const paragraphs = source.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <div className={className}>
      {paragraphs.map((p, i) => (
        <p key={i}>
          {pieces(p).map((piece, j) =>
            'text' in piece ? (
              <React.Fragment key={j}>{piece.text.replace(/\\\$/g, '$')}</React.Fragment>
            ) : (
              <Maths key={j} tex={piece.math} display={piece.display} />
            ),
          )}
        </p>
      ))}
    </div>
  );
}
