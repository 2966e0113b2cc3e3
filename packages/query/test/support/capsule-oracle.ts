// Independent oracles for capsules and segments, knowing nothing of the library's formulas:
//   - capsuleDistance: the signed distance |p - X(u)| - r minimised over the axis parameter
//     u by golden-section search (|p - X(u)| is convex in u), for oracle.ts firstContact;
//   - exact*: BigInt rational arithmetic on dyadic scenes (scaled to integers), where the
//     least distance between two segments is the least of the four endpoint-to-segment
//     distances and the interior critical point of the two-parameter quadratic.
import type { Vec3Like } from '../../src/index.ts';
import { toIntegers } from './exact.ts';
import { minimize, type Phi } from './oracle.ts';

/** |p - (P + u(Q - P))| minimised over u in [0, 1] by golden-section search: { u, d }. */
export function nearestOnSegment(x: number, y: number, z: number, P: Vec3Like, Q: Vec3Like): { u: number; d: number } {
  const f = (u: number) =>
    Math.hypot(x - (P.x + u * (Q.x - P.x)), y - (P.y + u * (Q.y - P.y)), z - (P.z + u * (Q.z - P.z)));
  const m = minimize(f, 0, 1);
  return { u: m.t, d: m.f };
}

/**
 * Signed distance to the closed capsule of radius r about P–Q: the distance to the axis
 * point at the clamped projection parameter (the textbook definition, not the library's
 * cross-product form), checked against nearestOnSegment's search by capsule-entry's tests.
 * (The search itself, nested inside firstContact's, would make 10,000 scenes take minutes.)
 */
export function capsuleDistance(P: Vec3Like, Q: Vec3Like, r: number): Phi {
  const dx = Q.x - P.x;
  const dy = Q.y - P.y;
  const dz = Q.z - P.z;
  const dd = dx * dx + dy * dy + dz * dz;
  return (x, y, z) => {
    const u = dd === 0 ? 0 : Math.min(1, Math.max(0, ((x - P.x) * dx + (y - P.y) * dy + (z - P.z) * dz) / dd));
    return Math.hypot(x - (P.x + u * dx), y - (P.y + u * dy), z - (P.z + u * dz)) - r;
  };
}

/** A rational n/d with d > 0. */
export interface Rational {
  n: bigint;
  d: bigint;
}
type V = [bigint, bigint, bigint];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: V, b: V) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const lessQ = (a: Rational, b: Rational) => a.n * b.d < b.n * a.d;
export const cmpQ = (a: Rational, b: Rational) => {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
};

/** The squared distance from X to the segment P–Q, exactly, with the parameter u = num/den. */
export function exactPointSegment2(X: V, P: V, Q: V): Rational {
  const d = sub(Q, P);
  const w = sub(X, P);
  const dd = dot(d, d);
  const num = dot(w, d);
  if (dd === 0n || num <= 0n) return { n: dot(w, w), d: 1n };
  if (num >= dd) {
    const v = sub(X, Q);
    return { n: dot(v, v), d: 1n };
  }
  return { n: dot(w, w) * dd - num * num, d: dd };
}

/** The least squared distance between the segments A–B and P–Q, exactly. */
export function exactSegmentSegment2(A: V, B: V, P: V, Q: V): Rational {
  const cands: Rational[] = [
    exactPointSegment2(A, P, Q),
    exactPointSegment2(B, P, Q),
    exactPointSegment2(P, A, B),
    exactPointSegment2(Q, A, B),
  ];
  const e = sub(B, A);
  const d = sub(Q, P);
  const w0 = sub(A, P);
  const a = dot(e, e);
  const b = dot(e, d);
  const c = dot(d, d);
  const den = a * c - b * b;
  if (den > 0n) {
    // Stationary point of |w0 + s·e - t·d|²: s = sn/den, t = tn/den.
    const sn = b * dot(d, w0) - c * dot(e, w0);
    const tn = a * dot(d, w0) - b * dot(e, w0);
    if (sn >= 0n && sn <= den && tn >= 0n && tn <= den) {
      const v: V = [0, 1, 2].map((i) => w0[i]! * den + sn * e[i]! - tn * d[i]!) as V;
      cands.push({ n: dot(v, v), d: den * den });
    }
  }
  return cands.reduce((m, x) => (lessQ(x, m) ? x : m));
}

/** The scene's numbers as integers after one common power-of-two scaling. */
export function integerScene(points: Vec3Like[], numbers: number[]): { pts: V[]; nums: bigint[] } {
  const ints = toIntegers([...points.flatMap((p) => [p.x, p.y, p.z]), ...numbers]);
  const pts = points.map((_, i) => [ints[3 * i]!, ints[3 * i + 1]!, ints[3 * i + 2]!] as V);
  return { pts, nums: ints.slice(3 * points.length) };
}

/**
 * Whether A -> B touches the closed capsule (P–Q, r), exactly, by the contract's rules:
 * from outside when the segments come within r; from the surface when the distance to the
 * axis decreases at once (the segment heads into the interior, which r = 0 has none of);
 * from inside, or a zero-length segment, never.
 */
export function exactCapsuleHits(A: Vec3Like, B: Vec3Like, P: Vec3Like, Q: Vec3Like, r: number): boolean {
  const {
    pts: [a, b, p, q],
    nums: [R],
  } = integerScene([A, B, P, Q], [r]);
  if (dot(sub(b!, a!), sub(b!, a!)) === 0n) return false;
  const r2: Rational = { n: R! * R!, d: 1n };
  const start = cmpQ(exactPointSegment2(a!, p!, q!), r2);
  if (start < 0) return false;
  if (start === 0) {
    if (R === 0n) return false;
    // On the surface: heading in iff (A - C)·AB < 0, C the nearest axis point
    // (C = P + u·d with u = num/dd clamped; scaled by dd to stay in integers).
    const d = sub(q!, p!);
    const w = sub(a!, p!);
    const dd = dot(d, d);
    const num = dd === 0n ? 0n : dot(w, d);
    const AB = sub(b!, a!);
    if (dd === 0n || num <= 0n) return dot(w, AB) < 0n;
    if (num >= dd) return dot(sub(a!, q!), AB) < 0n;
    return dot(w, AB) * dd - num * dot(d, AB) < 0n;
  }
  return !lessQ(r2, exactSegmentSegment2(a!, b!, p!, q!));
}
