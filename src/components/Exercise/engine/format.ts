/**
 * The failing case as text a reader can paste into a cell: numbers are printed so that they
 * read back as the same double (`String(n)` is the shortest such form; `-0`, `NaN` and
 * `Infinity` as such), vectors as `vec3(…)`, and the outcome in the same notation.
 */
import type { Outcome } from './types';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function formatNumberExact(n: number): string {
  if (Object.is(n, -0)) return '-0';
  return String(n); // NaN, Infinity, -Infinity and the shortest round-trip digits
}

function isVec3(v: object): v is { x: number; y: number; z: number } {
  const keys = Object.keys(v);
  return (
    keys.length === 3 &&
    Object.getPrototypeOf(v) === Object.prototype &&
    // vec3 itself refuses NaN and Infinity: such a vector is printed as an object literal.
    ['x', 'y', 'z'].every((k) => keys.includes(k) && Number.isFinite((v as Record<string, unknown>)[k]))
  );
}

function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A value as source text that evaluates (with `vec3` in scope) to an equal value. */
export function formatValue(value: unknown, depth = 0): string {
  if (depth > 8) return '…';
  switch (typeof value) {
    case 'number':
      return formatNumberExact(value);
    case 'string':
      return quote(value);
    case 'boolean':
      return String(value);
    case 'undefined':
      return 'undefined';
    case 'bigint':
      return `${value}n`;
    case 'function':
      return `[function ${value.name || '(anonymous)'}]`;
    case 'symbol':
      return value.toString();
  }
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => formatValue(v, depth + 1)).join(', ')}]`;
  const obj = value as Record<string, unknown>;
  if (isVec3(obj)) return `vec3(${[obj.x, obj.y, obj.z].map(formatNumberExact).join(', ')})`;
  const entries = Object.keys(obj).map(
    (k) => `${IDENTIFIER.test(k) ? k : quote(k)}: ${formatValue(obj[k], depth + 1)}`,
  );
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/** `raycastAABB(vec3(-1, 0.5, 0), vec3(3, 0.5, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) })`. */
export function formatCall(fn: string, args: readonly unknown[]): string {
  return `${fn}(${args.map((a) => formatValue(a)).join(', ')})`;
}

/** An outcome as one line: the value in call notation, or what was thrown, or why nothing came. */
export function formatOutcome(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'value':
      return formatValue(outcome.value);
    case 'throw':
      return `throws ${outcome.name}: ${outcome.message}`;
    case 'timeout':
      return 'did not finish in time (stopped)';
    case 'crash':
      return `the sandbox crashed: ${outcome.message}`;
  }
}

/**
 * A number for a sentence: short, but never rounding a difference away — with `other`, one
 * digit past the first that tells them apart (0.2500000008 against 0.25, not 0.250000001).
 */
export function formatShort(n: number, other?: number): string {
  if (!Number.isFinite(n)) return formatNumberExact(n);
  // Past a million the digits are noise a sentence does not need: 3e15, not 3000000000000000.
  const round = (x: number, digits: number): string => {
    const r = Number(x.toPrecision(digits));
    return Math.abs(r) >= 1e6 ? r.toExponential().replace('e+', 'e') : String(r);
  };
  if (other === undefined || !Number.isFinite(other)) return round(n, 4);
  for (let digits = 4; digits <= 16; digits++) {
    if (round(other, digits) !== round(n, digits)) return round(n, Math.max(4, digits + 1));
  }
  return formatNumberExact(n);
}
