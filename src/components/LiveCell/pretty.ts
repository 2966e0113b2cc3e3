/**
 * How a cell's returned value and its `console.table` read: the same numbers and vectors as
 * `inspect` (six significant digits, `(x, y, z)`), shaped for the notebook — a hit as a small
 * table of point, normal, distance and t, a query's `null` as "no hit", tables as tables.
 */
import { inspect, isVector, num } from './inspect';

/** A table as `console.table` prints it: a first column of row keys, then one column per field. */
export interface TableData {
  columns: string[];
  rows: { key: string; cells: string[] }[];
  /** Rows beyond the cap, not shown. */
  more: number;
}

/** The structured view of a value: what the output area draws. */
export type Pretty =
  { kind: 'text'; text: string } | { kind: 'no-hit'; text: string } | { kind: 'hit'; rows: [string, string][] };

/** Rows of a `console.table` the output keeps; the browser's console shows them all, a page should not. */
export const MAX_TABLE_ROWS = 100;

const HIT_FIELDS = ['point', 'normal', 'distance', 't'] as const;

/** A query's hit: a point and a normal (vectors), a distance and a t (numbers), perhaps more (a cast's `center`). */
export function isHit(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  const vec = (v: unknown) => typeof v === 'object' && v !== null && isVector(v);
  return vec(o.point) && vec(o.normal) && typeof o.distance === 'number' && typeof o.t === 'number';
}

/** Names of what returns a hit or null: the library's queries (raycast…, sphereCast…, …) and names such as `hit`. */
const QUERYISH = /^(raycast|sphereCast|capsuleCast|boxCast|cast|intersect|query|segment)|hit$/i;

/**
 * A returned value as the cell shows it. `producer` is the name of the function or variable
 * the value came from (`raycastSphere` for `raycastSphere(…)`); it tells a query's `null`
 * — "no hit" — from any other.
 */
export function prettyValue(value: unknown, producer = ''): Pretty {
  if (value === null && QUERYISH.test(producer)) return { kind: 'no-hit', text: 'null — no hit' };
  if (isHit(value)) {
    const rows: [string, string][] = HIT_FIELDS.map((k) => [k, inspect(value[k], 1)]);
    for (const [k, v] of Object.entries(value)) {
      if (!(HIT_FIELDS as readonly string[]).includes(k)) rows.push([k, inspect(v, 1)]);
    }
    return { kind: 'hit', rows };
  }
  if (typeof value === 'number') return { kind: 'text', text: num(value) };
  // Strings show quoted, so "3" and 3 read differently.
  return { kind: 'text', text: inspect(value, typeof value === 'string' ? 1 : 0) };
}

function cell(v: unknown): string {
  return v === undefined ? '' : inspect(v, 1);
}

/** `console.table(data, columns?)` as a table; null when `data` is not tabular (then it logs as text). */
export function tableOf(data: unknown, only?: unknown): TableData | null {
  if (typeof data !== 'object' || data === null) return null;
  const entries: [string, unknown][] =
    Array.isArray(data) || ArrayBuffer.isView(data)
      ? Array.from(data as ArrayLike<unknown>, (v, i) => [String(i), v])
      : data instanceof Map
        ? [...data.entries()].map(([k, v]) => [inspect(k, 1), v])
        : Object.entries(data);
  const shown = entries.slice(0, MAX_TABLE_ROWS);
  const fields: string[] = [];
  let values = false;
  for (const [, v] of shown) {
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      for (const k of Object.keys(v)) if (!fields.includes(k)) fields.push(k);
    } else if (Array.isArray(v)) {
      v.forEach((_, i) => {
        if (!fields.includes(String(i))) fields.push(String(i));
      });
    } else values = true;
  }
  const picked = Array.isArray(only) ? only.map(String) : fields;
  const columns = [...picked, ...(values ? ['Value'] : [])];
  const rows = shown.map(([key, v]) => {
    const isRecord = typeof v === 'object' && v !== null;
    return {
      key,
      cells: [
        ...picked.map((k) => (isRecord ? cell((v as Record<string, unknown>)[k]) : '')),
        ...(values ? [isRecord ? '' : cell(v)] : []),
      ],
    };
  });
  return { columns, rows, more: entries.length - shown.length };
}

/** A table as lines of text, columns separated by tabs: what a screen reader or a copy sees. */
export function tableText(t: TableData): string {
  const head = ['(index)', ...t.columns].join('\t');
  const body = t.rows.map((r) => [r.key, ...r.cells].join('\t'));
  return [head, ...body, ...(t.more > 0 ? [`… ${t.more} more rows`] : [])].join('\n');
}
