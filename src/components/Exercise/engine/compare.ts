/**
 * Is the reader's answer the library's, under the contract's tolerance? Each kind of answer
 * is compared field by field, and the first difference is said in one sentence ("t is 0.25,
 * expected 0.4"). Tolerances are the contract's Accuracy sections: with S the largest
 * magnitude among the inputs, positions within 1e-9·S, t within 1e-9·S/|end − origin|, a
 * sphere's normal within 1e-9·S/R, a box's or an axis plane's normal exactly.
 */
import { formatShort, formatValue } from './format';
import type { CompareKind, Outcome } from './types';

/** The contract's relative tolerance. */
export const RELATIVE = 1e-9;

type Rec = Record<string, unknown>;
interface V {
  x: number;
  y: number;
  z: number;
}

function isRec(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null;
}

function isVec(v: unknown): v is V {
  return isRec(v) && typeof v.x === 'number' && typeof v.y === 'number' && typeof v.z === 'number';
}

const len = (v: V): number => Math.hypot(v.x, v.y, v.z);
const sub = (a: V, b: V): V => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: V, b: V): number => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: V, b: V): V => ({ x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x });

/**
 * S: the largest magnitude among the input numbers. A plane counts |constant|/|normal| and
 * not its normal; a quaternion's size does not count (CONTRACT-v2, Accuracy).
 */
export function scaleOf(args: readonly unknown[]): number {
  let S = 0;
  const visit = (v: unknown, depth: number): void => {
    if (depth > 6) return;
    if (typeof v === 'number') {
      if (Number.isFinite(v)) S = Math.max(S, Math.abs(v));
      return;
    }
    if (!isRec(v)) return;
    if (isVec(v.normal) && typeof v.constant === 'number') {
      const n = len(v.normal);
      if (n > 0 && Number.isFinite(v.constant)) S = Math.max(S, Math.abs(v.constant) / n);
      return;
    }
    for (const [k, child] of Object.entries(v)) if (k !== 'rotation') visit(child, depth + 1);
  };
  for (const a of args) visit(a, 0);
  return S;
}

export interface CompareOptions {
  /** The contract's 1e-9 unless the exercise says otherwise. */
  relative?: number;
  /** Why the library returned null here, for the sentence ("the segment ends before the box"). */
  whyNull?: string;
  /**
   * What a `vector` answer is, for the sentence ("the normal", "the end"): a vector compare
   * checks normals and ends as well as points, and "the point is" misled readers writing a normal.
   */
  field?: string;
}

/**
 * What the vector a function returns stands for, read from its name: `triangleNormal` returns
 * a normal, `rayEnd` an end, `contactPoint` a point. A name that says none of these gets "the vector".
 */
export function vectorFieldOf(fn: string): string {
  if (/normal/i.test(fn)) return 'the normal';
  if (/cent(er|re)/i.test(fn)) return 'the centre';
  if (/end$/i.test(fn)) return 'the end';
  if (/point/i.test(fn) || /At$/.test(fn)) return 'the point';
  return 'the vector';
}

export interface Verdict {
  pass: boolean;
  why?: string;
}

const fail = (why: string): Verdict => ({ pass: false, why });
const PASS: Verdict = { pass: true };

function describeGot(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'throw':
      return `threw ${outcome.name}${outcome.message ? ` ("${outcome.message}")` : ''}`;
    case 'timeout':
      return 'did not finish in time';
    case 'crash':
      return `crashed the sandbox (${outcome.message})`;
    case 'value':
      return outcome.value === null
        ? 'returned null'
        : outcome.value === undefined
          ? 'returned nothing (undefined)'
          : `returned ${short(outcome.value)}`;
  }
}

function short(value: unknown): string {
  const text = formatValue(value);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** "a hit", "null", "a RangeError": what was expected, as a sentence ends. */
function describeExpected(kind: CompareKind, outcome: Outcome): string {
  if (outcome.kind === 'throw') return `a ${outcome.name}`;
  if (outcome.kind !== 'value') return 'an answer';
  if (outcome.value === null) return 'null';
  if (kind === 'raycastHit' || kind === 'sphereCastHit') return 'a hit';
  if (kind === 'contact') return 'a contact';
  return short(outcome.value);
}

/** Tolerances of one case: positions, t, normals. */
interface Tolerances {
  position: number;
  t: number;
  normal: number;
}

function shapeOf(v: unknown): 'sphere' | 'aabb' | 'capsule' | 'obb' | 'plane' | 'triangle' | 'other' {
  if (!isRec(v)) return 'other';
  if ('halfSize' in v) return 'obb';
  if ('min' in v && 'max' in v) return 'aabb';
  if ('start' in v && 'radius' in v) return 'capsule';
  if ('center' in v && 'radius' in v) return 'sphere';
  if ('normal' in v && 'constant' in v) return 'plane';
  if ('a' in v && 'b' in v && 'c' in v) return 'triangle';
  return 'other';
}

function tolerances(kind: CompareKind, args: readonly unknown[], relative: number, expected: unknown): Tolerances {
  const S = scaleOf(args);
  const position = relative * S;
  const [origin, end] = args;
  const length = isVec(origin) && isVec(end) ? len(sub(end, origin)) : 0;
  let t = length > 0 ? position / length : position;
  let normal = 0;
  let grazing = position;
  const target = args[args.length - 1];
  const shape = shapeOf(target);
  const casterRadius = kind === 'sphereCastHit' && typeof args[2] === 'number' ? args[2] : 0;
  const rec = isRec(target) ? target : {};
  switch (shape) {
    case 'sphere':
    case 'capsule': {
      const R = (typeof rec.radius === 'number' ? rec.radius : 0) + casterRadius;
      normal = R > 0 ? Math.min(2, position / R) : 2;
      break;
    }
    case 'aabb':
      normal = casterRadius > 0 ? Math.min(2, position / casterRadius) : 0;
      break;
    case 'plane':
    case 'obb':
      normal = casterRadius > 0 ? Math.min(2, position / casterRadius) : relative;
      break;
    case 'triangle': {
      const { a, b, c } = rec;
      const area2 = isVec(a) && isVec(b) && isVec(c) ? len(cross(sub(b, a), sub(c, a))) : 0;
      normal =
        casterRadius > 0
          ? Math.min(2, position / casterRadius)
          : area2 > 0
            ? Math.min(2, (relative * S * S) / area2)
            : 2;
      break;
    }
    case 'other':
      normal = 0; // raycastAxisPlane: the axis, exactly
  }
  // A thin shape or a face met at a grazing angle θ: positions along the segment within
  // max(1e-9·S, 1e-15·S / sin θ).
  if (isRec(expected) && isVec(expected.normal) && isVec(origin) && isVec(end) && length > 0) {
    const sin = Math.abs(dot(expected.normal, sub(end, origin))) / (len(expected.normal) * length);
    if (sin > 0) grazing = Math.max(position, (1e-15 * S) / sin);
    t = length > 0 ? grazing / length : t;
  }
  return { position: grazing, t, normal };
}

function checkNumber(field: string, got: unknown, want: number, tol: number): string | null {
  if (typeof got !== 'number') return `${field} is ${short(got)}, expected a number (${formatShort(want)})`;
  if (Number.isNaN(got)) return `${field} is NaN, expected ${formatShort(want)}`;
  if (!(Math.abs(got - want) <= tol))
    return `${field} is ${formatShort(got, want)}, expected ${formatShort(want, got)}`;
  return null;
}

function vecText(v: V, other?: V): string {
  return `(${formatShort(v.x, other?.x)}, ${formatShort(v.y, other?.y)}, ${formatShort(v.z, other?.z)})`;
}

function checkVector(field: string, got: unknown, want: V, tol: number): string | null {
  if (!isVec(got)) return `${field} is ${short(got)}, expected a vector ${vecText(want)}`;
  const off = Math.max(Math.abs(got.x - want.x), Math.abs(got.y - want.y), Math.abs(got.z - want.z));
  if (!(off <= tol)) return `${field} is ${vecText(got, want)}, expected ${vecText(want, got)}`;
  return null;
}

function compareHit(kind: 'raycastHit' | 'sphereCastHit', want: Rec, got: unknown, tol: Tolerances): string | null {
  if (!isRec(got)) return null;
  const checks: (string | null)[] = [];
  if (typeof want.t === 'number') checks.push(checkNumber('t', got.t, want.t, tol.t));
  if (kind === 'sphereCastHit' && isVec(want.center))
    checks.push(checkVector('center', got.center, want.center, tol.position));
  if (isVec(want.point)) checks.push(checkVector('point', got.point, want.point, tol.position));
  if (isVec(want.normal)) checks.push(checkVector('normal', got.normal, want.normal, tol.normal));
  if (typeof want.distance === 'number')
    checks.push(checkNumber('distance', got.distance, want.distance, tol.position));
  return checks.find((c) => c !== null) ?? null;
}

function compareContact(want: Rec, got: Rec, tol: Tolerances): string | null {
  const checks: (string | null)[] = [];
  if (isVec(want.point)) checks.push(checkVector('point', got.point, want.point, tol.position));
  if (typeof want.depth === 'number') checks.push(checkNumber('depth', got.depth, want.depth, tol.position));
  if (isVec(want.normal)) checks.push(checkVector('normal', got.normal, want.normal, Math.max(tol.normal, 1e-9)));
  return checks.find((c) => c !== null) ?? null;
}

/** A pair at the least distance; where it is not unique, any such pair (CONTRACT-v2). */
function compareSegmentPair(want: Rec, got: Rec, args: readonly unknown[], tol: Tolerances): string | null {
  if (typeof want.distance === 'number') {
    const d = checkNumber('distance', got.distance, want.distance, tol.position);
    if (d) return d;
  }
  const [p1, q1, p2, q2] = args;
  if (!isVec(p1) || !isVec(q1) || !isVec(p2) || !isVec(q2)) return null;
  for (const [name, param, P, Q, point] of [
    ['s', got.s, p1, q1, 'first'],
    ['t', got.t, p2, q2, 'second'],
  ] as const) {
    if (typeof param !== 'number' || !(param >= 0 && param <= 1))
      return `${name} is ${short(param)}, expected a number in [0, 1]`;
    const on = { x: P.x + param * (Q.x - P.x), y: P.y + param * (Q.y - P.y), z: P.z + param * (Q.z - P.z) };
    const miss = checkVector(point, got[point], on, tol.position);
    if (miss) return `${miss} (the point at ${name} = ${formatShort(param)})`;
  }
  if (isVec(got.first) && isVec(got.second) && typeof want.distance === 'number') {
    const between = len(sub(got.first, got.second));
    if (!(Math.abs(between - want.distance) <= tol.position)) {
      return `|first − second| is ${formatShort(between, want.distance)}, expected ${formatShort(want.distance, between)}`;
    }
  }
  return null;
}

function deepEqual(a: unknown, b: unknown, depth = 0): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  if (a === b) return true;
  if (!isRec(a) || !isRec(b) || depth > 20) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual(a[k], b[k], depth + 1));
}

/** Judges the reader's outcome against the expected one. */
export function compareOutcomes(
  kind: CompareKind,
  expected: Outcome,
  got: Outcome,
  args: readonly unknown[],
  options: CompareOptions = {},
): Verdict {
  if (got.kind === 'timeout') return fail('did not finish in time: the function was stopped (a loop that never ends?)');
  if (got.kind === 'crash') return fail(`crashed the sandbox: ${got.message}`);
  if (expected.kind !== 'value' && expected.kind !== 'throw') {
    return fail(`the reference answer is missing (${expected.kind}): a fault of the exercise, not of your code`);
  }
  // Errors: the class must match; the message is shown but not compared.
  if (expected.kind === 'throw') {
    if (got.kind === 'throw') {
      return got.name === expected.name
        ? PASS
        : fail(`threw ${got.name}, expected ${expected.name} ("${expected.message}")`);
    }
    return fail(`${describeGot(got)}, expected ${expected.name} ("${expected.message}")`);
  }
  if (got.kind === 'throw')
    return fail(`threw ${got.name} ("${got.message}"), expected ${describeExpected(kind, expected)}`);

  const want = expected.value;
  const value = got.value;
  const relative = options.relative ?? RELATIVE;
  const tol = tolerances(kind, args, relative, want);
  const S = scaleOf(args);

  switch (kind) {
    case 'raycastHit':
    case 'sphereCastHit':
    case 'contact': {
      if (want === null) {
        if (value === null) return PASS;
        const at = isRec(value) && typeof value.t === 'number' ? ` at t = ${formatShort(value.t)}` : '';
        const what = kind === 'contact' ? 'a contact' : `a hit${at}`;
        return fail(`returned ${what}, expected null${options.whyNull ? `: ${options.whyNull}` : ''}`);
      }
      if (!isRec(want)) return deepEqual(want, value) ? PASS : fail(`${describeGot(got)}, expected ${short(want)}`);
      if (value === null)
        return fail(
          `returned null, expected ${kind === 'contact' ? 'a contact' : `a hit at t = ${formatShort(want.t as number)}`}`,
        );
      if (!isRec(value)) return fail(`${describeGot(got)}, expected ${describeExpected(kind, expected)}`);
      const why = kind === 'contact' ? compareContact(want, value, tol) : compareHit(kind, want, value, tol);
      return why ? fail(why) : PASS;
    }
    case 'segmentPair': {
      if (!isRec(want) || !isRec(value))
        return deepEqual(want, value) ? PASS : fail(`${describeGot(got)}, expected ${short(want)}`);
      const why = compareSegmentPair(want, value, args, tol);
      return why ? fail(why) : PASS;
    }
    case 'closestPoint':
    case 'vector': {
      if (!isVec(want)) return deepEqual(want, value) ? PASS : fail(`${describeGot(got)}, expected ${short(want)}`);
      const why = checkVector(
        kind === 'vector' ? (options.field ?? 'the vector') : 'the point',
        value,
        want,
        relative * S,
      );
      return why ? fail(why) : PASS;
    }
    case 'number': {
      if (typeof want !== 'number')
        return deepEqual(want, value) ? PASS : fail(`${describeGot(got)}, expected ${short(want)}`);
      const why = checkNumber('the value', value, want, relative * S);
      return why ? fail(why) : PASS;
    }
    case 'parameter': {
      if (typeof want !== 'number')
        return deepEqual(want, value) ? PASS : fail(`${describeGot(got)}, expected ${short(want)}`);
      // t is a ratio of lengths: its rounding is relative to 1, whatever the scene's scale S.
      const why = checkNumber('t', value, want, relative * Math.max(1, Math.abs(want)));
      return why ? fail(why) : PASS;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return fail(`${describeGot(got)}, expected ${String(want)}`);
      return value === want ? PASS : fail(`returned ${String(value)}, expected ${String(want)}`);
    case 'exact':
      return deepEqual(want, value) ? PASS : fail(`${describeGot(got)}, expected ${short(want)}`);
  }
}
