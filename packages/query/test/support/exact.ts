// An exact oracle for segment-box contact, in BigInt rational arithmetic. Every double is
// a dyadic rational, so a scene scaled by one power of two has integer coordinates and
// every question about it has an exact answer. This oracle answers from the contract's
// definitions, by enumerating candidate times rather than intersecting slabs:
//   - the segment is in the closed box on an interval of t whose ends are among
//     t = 0 and the times it crosses the six face planes;
//   - the first contact is the smallest candidate in [0, 1] at which it is in the box;
//   - at t = 0 it counts only if the segment heads into the box's (relative) interior;
//   - the normal is the face being entered, the first of x, y, z on a tie.
import type { AABB, Axis, Vec3Like } from '../../src/index.ts';

const AXES: readonly Axis[] = ['x', 'y', 'z'];

/** The values as integers after one common power-of-two scaling (exact for any finite double). */
export function toIntegers(values: readonly number[]): bigint[] {
  // Double each value until it is an integer (exact, and it never overflows: a value with a
  // fractional part is below 2^52), then line them up with BigInt shifts, not 2 ** k, which
  // would overflow to Infinity for the 1074 doublings a subnormal needs.
  const parts = values.map((v) => {
    let x = v;
    let k = 0;
    while (!Number.isInteger(x)) {
      x *= 2;
      k++;
    }
    return { n: BigInt(x), k };
  });
  const K = Math.max(...parts.map((p) => p.k));
  return parts.map(({ n, k }) => n << BigInt(K - k));
}

/** A rational n/d with d > 0. */
interface Q {
  n: bigint;
  d: bigint;
}

const q = (n: bigint, d: bigint): Q => (d < 0n ? { n: -n, d: -d } : { n, d });
const less = (a: Q, b: Q) => a.n * b.d < b.n * a.d;

export interface ExactBoxHit {
  /** t as the nearest double. */
  t: number;
  /** Whether t is exactly representable (then the library must return it bit for bit). */
  tExact: boolean;
  axis: Axis;
  /** The normal's component on `axis`. */
  sign: 1 | -1;
}

/** The exact first contact of A -> B with the closed box, by the contract's rules. */
export function exactRaycastBox(A: Vec3Like, B: Vec3Like, box: AABB): ExactBoxHit | null {
  const ints = toIntegers([
    ...AXES.map((k) => A[k]),
    ...AXES.map((k) => B[k]),
    ...AXES.map((k) => box.min[k]),
    ...AXES.map((k) => box.max[k]),
  ]);
  const a = ints.slice(0, 3);
  const b = ints.slice(3, 6);
  const lo = ints.slice(6, 9);
  const hi = ints.slice(9, 12);
  const D = [0, 1, 2].map((i) => b[i]! - a[i]!);
  if (D.every((v) => v === 0n)) return null;

  // p_j(t) = a_j + t·D_j, compared with lo_j and hi_j exactly.
  const coord = (t: Q, j: number) => a[j]! * t.d + t.n * D[j]!; // p_j(t)·t.d
  const inBox = (t: Q) => [0, 1, 2].every((j) => lo[j]! * t.d <= coord(t, j) && coord(t, j) <= hi[j]! * t.d);

  const candidates: Q[] = [q(0n, 1n)];
  for (let i = 0; i < 3; i++) {
    if (D[i] === 0n) continue;
    candidates.push(q(lo[i]! - a[i]!, D[i]!), q(hi[i]! - a[i]!, D[i]!));
  }
  let first: Q | null = null;
  for (const t of candidates) {
    if (t.n < 0n || t.n > t.d || !inBox(t)) continue;
    if (first === null || less(t, first)) first = t;
  }
  if (first === null) return null;

  if (first.n === 0n) {
    // In the relative interior (strictly inside on every axis that has a thickness): inside.
    const interior = (j: number) => lo[j] === hi[j] || (lo[j]! < a[j]! && a[j]! < hi[j]!);
    if ([0, 1, 2].every(interior)) return null;
    // It must head into that interior at once on every axis.
    const heads = (j: number) =>
      lo[j] === hi[j]
        ? D[j] === 0n
        : (lo[j]! < a[j]! && a[j]! < hi[j]!) || (a[j] === lo[j] && D[j]! > 0n) || (a[j] === hi[j] && D[j]! < 0n);
    if (![0, 1, 2].every(heads)) return null;
  }

  // The faces being entered at `first`: on the face plane and moving inwards.
  for (let j = 0; j < 3; j++) {
    const p = coord(first, j);
    if (D[j]! > 0n && p === lo[j]! * first.d) return hit(first, AXES[j]!, -1);
    if (D[j]! < 0n && p === hi[j]! * first.d) return hit(first, AXES[j]!, 1);
  }
  throw new Error('exactRaycastBox: a first contact with no face entered');
}

function hit(t: Q, axis: Axis, sign: 1 | -1): ExactBoxHit {
  const n = Number(t.n);
  const d = Number(t.d);
  const exact = BigInt(n) === t.n && BigInt(d) === t.d;
  return { t: n / d, tExact: exact, axis, sign };
}

/**
 * |A + t·(B - A) - S|² - r² = a·t² - 2b·t + c, in exact integers (one common scaling of the
 * scene, so only signs and ratios mean anything).
 */
function sphereQuadratic(A: Vec3Like, B: Vec3Like, S: Vec3Like, r: number): { a: bigint; b: bigint; c: bigint } {
  const [ax, ay, az, bx, by, bz, sx, sy, sz, R] = toIntegers([A.x, A.y, A.z, B.x, B.y, B.z, S.x, S.y, S.z, r]) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const d = [bx - ax, by - ay, bz - az];
  const m = [sx - ax, sy - ay, sz - az]; // A -> S
  const dot = (u: bigint[], v: bigint[]) => u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  return { a: dot(d, d), b: dot(d, m), c: dot(m, m) - R * R };
}

/**
 * Whether A -> B hits the closed ball |p - S| <= r, exactly, by the contract's rules:
 * from outside, when the segment's closest approach to S is within r; from the surface,
 * when it heads inwards (|p - S|² decreasing); from inside, never.
 */
export function exactRaycastSphereHits(A: Vec3Like, B: Vec3Like, S: Vec3Like, r: number): boolean {
  const { a, b, c } = sphereQuadratic(A, B, S, r);
  if (a === 0n || c < 0n) return false;
  if (c === 0n) return b > 0n; // on the surface: the derivative at t = 0 is -2b
  // From outside, the closest approach is at t* = clamp(b/a, 0, 1).
  if (b <= 0n) return false; // t* = 0, which is outside
  if (b >= a) return a - 2n * b + c <= 0n; // t* = 1: the end itself
  return a * c - b * b <= 0n; // the value at b/a, times a
}

/** ⌊√n⌋ for n >= 0. */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(n.toString(2).length / 2)); // >= √n
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** num/den (both > 0) as the nearest double, to within one ulp. */
function ratio(num: bigint, den: bigint): number {
  const shift = Math.max(0, 64 + den.toString(2).length - num.toString(2).length);
  return Number((num << BigInt(shift)) / den) / 2 ** shift;
}

/**
 * The exact t at which A -> B first touches the closed ball |p - S| <= r from outside
 * (to within an ulp), or null: the smaller root of a·t² - 2b·t + c = 0, solved in exact
 * integers with a 300-bit square root.
 */
export function exactSphereEntryT(A: Vec3Like, B: Vec3Like, S: Vec3Like, r: number): number | null {
  const { a, b, c } = sphereQuadratic(A, B, S, r);
  const disc = b * b - a * c;
  if (a === 0n || c < 0n || b <= 0n || disc < 0n) return null;
  // t = (b - √disc)/a = c/(b + √disc), with √disc to 300 fractional bits.
  const P = 300n;
  const root = isqrt(disc << (2n * P));
  const t = ratio(c << P, (b << P) + root);
  return t <= 1 ? t : null;
}
