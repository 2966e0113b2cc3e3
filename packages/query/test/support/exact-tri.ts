// Exact oracles for the plane and triangle raycasts, in BigInt rational arithmetic on the
// scene's doubles (exact.ts's one power-of-two scaling makes them integers). They answer
// from the definitions, by a different route from the library: the triangle by Cramer's
// rule on A + t·d = a + β·e1 + γ·e2 (the library decides with signed volumes per edge),
// the plane by its crossing parameter.
import type { Plane, Triangle, Vec3Like } from '../../src/index.ts';
import { toIntegers } from './exact.ts';

/** A rational n/d, d > 0. */
export interface Rational {
  n: bigint;
  d: bigint;
}

export interface ExactThinHit {
  /** The exact t. */
  t: Rational;
  /** The sign of normal·AB of the shape's own normal (plane.normal or (b − a) × (c − a)). */
  side: 1 | -1;
  /** sin θ, θ the angle between the segment and the shape's plane (from exact values). */
  sinTheta: number;
  /** For a triangle, |b − a|·|c − a|/|(b − a) × (c − a)| (1/sin of the angle at a): how thin a sliver it is. */
  sliver: number;
}

const rat = (n: bigint, d: bigint): Rational => (d < 0n ? { n: -n, d: -d } : { n, d });
type V = [bigint, bigint, bigint];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V, b: V): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const vecs = (...vs: Vec3Like[]) => vs.flatMap((v) => [v.x, v.y, v.z]);

/** The rational as the nearest double (to within an ulp). */
export function toDouble({ n, d }: Rational): number {
  if (n === 0n) return 0;
  const shift = Math.max(0, 64 + d.toString(2).length - (n < 0n ? -n : n).toString(2).length);
  return Number((n << BigInt(shift)) / d) / 2 ** shift;
}

/** Whether `x` is exactly the rational. */
export function equalsRational(x: number, r: Rational): boolean {
  const [xi, one] = toIntegers([x, 1]) as [bigint, bigint];
  return xi * r.d === r.n * one;
}

/** The exact first point of A -> B on the closed triangle, by the contract's rules, or null. */
export function exactRaycastTriangle(A: Vec3Like, B: Vec3Like, tri: Triangle): ExactThinHit | null {
  const ints = toIntegers(vecs(A, B, tri.a, tri.b, tri.c));
  const P = (i: number): V => [ints[3 * i]!, ints[3 * i + 1]!, ints[3 * i + 2]!];
  const [a0, b0, a, b, c] = [P(0), P(1), P(2), P(3), P(4)];
  const d = sub(b0, a0);
  const e1 = sub(b, a);
  const e2 = sub(c, a);
  // Columns e1, e2, -d; right-hand side A - a. Cramer: x_i = det(M with column i replaced)/det M.
  const m = sub([0n, 0n, 0n], d);
  const rhs = sub(a0, a);
  const det3 = (x: V, y: V, z: V) => dot(x, cross(y, z));
  const D = det3(e1, e2, m);
  if (D === 0n) return null; // parallel, zero-length or degenerate
  const beta = rat(det3(rhs, e2, m), D);
  const gamma = rat(det3(e1, rhs, m), D);
  const t = rat(det3(e1, e2, rhs), D);
  const inUnit = (r: Rational) => r.n >= 0n && r.n <= r.d;
  if (!inUnit(beta) || !inUnit(gamma) || !inUnit(t)) return null;
  if (beta.n * gamma.d + gamma.n * beta.d > beta.d * gamma.d) return null; // β + γ > 1
  const n = cross(e1, e2);
  const nd = dot(n, d);
  return {
    t,
    side: nd > 0n ? 1 : -1,
    sinTheta: Math.sqrt(toDouble(rat(nd * nd, dot(n, n) * dot(d, d)))),
    sliver: Math.sqrt(toDouble(rat(dot(e1, e1) * dot(e2, e2), dot(n, n)))),
  };
}

/** The exact crossing of A -> B with the plane n·p + c = 0, by the contract's rules, or null. */
export function exactRaycastPlane(A: Vec3Like, B: Vec3Like, plane: Plane): ExactThinHit | null {
  // One common scaling by k: 1' = k, n' = k·n, p' = k·p, c' = k·c, so n'·p' + c'·1' = k²(n·p + c).
  const ints = toIntegers([1, ...vecs(A, B, plane.normal), plane.constant]);
  const one = ints[0]!;
  const a0: V = [ints[1]!, ints[2]!, ints[3]!];
  const b0: V = [ints[4]!, ints[5]!, ints[6]!];
  const n: V = [ints[7]!, ints[8]!, ints[9]!];
  const c = ints[10]!;
  const d = sub(b0, a0);
  const nd = dot(n, d);
  if (nd === 0n) return null;
  const t = rat(-(dot(n, a0) + c * one), nd);
  if (t.n < 0n || t.n > t.d) return null;
  return { t, side: nd > 0n ? 1 : -1, sinTheta: Math.sqrt(toDouble(rat(nd * nd, dot(n, n) * dot(d, d)))), sliver: 1 };
}
