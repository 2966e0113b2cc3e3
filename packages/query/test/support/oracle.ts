// An oracle for "where does the segment A -> B first touch the shape?" that knows nothing
// of the library's formulas. A shape is given only by its signed distance φ(p): negative
// inside, 0 on the surface, positive outside. Along the segment, f(t) = φ(A + t·(B - A))
// is convex for a convex shape, so
//   - its minimum on [0, 1] is found by golden-section search, and
//   - the first contact is the root of f on [0, tMin], found by bisection.
// Each verdict carries a tolerance band: where the scene is within `tol` of a change of
// answer (a tangency, an endpoint or the origin on the surface) the contract lets the
// library decide either way, and the verdict says so.
import type { Vec3Like } from '../../src/index.ts';

export type Phi = (x: number, y: number, z: number) => number;

/**
 * The tolerance band for a scene of size `scale`: 1e-9 of it, but never below 2^-1064 (1024
 * steps of the smallest double). Among subnormal numbers (below 2^-1022) doubles are evenly
 * spaced, 2^-1074 apart, so rounding there is absolute, not relative, and 1e-9·scale would
 * underflow to 0 and leave the oracle no band at all.
 */
export function toleranceOf(scale: number): number {
  return Math.max(1e-9 * scale, 2 ** -1064);
}

/** Signed distance to the closed ball |p - S| <= r. */
export function sphereDistance(S: Vec3Like, r: number): Phi {
  return (x, y, z) => Math.hypot(x - S.x, y - S.y, z - S.z) - r;
}

/** Signed distance to the closed box [min, max] (exact Euclidean, inside and out). */
export function boxDistance(min: Vec3Like, max: Vec3Like): Phi {
  return (x, y, z) => {
    // Per axis: how far outside the slab (positive) or how deep inside it (negative).
    const qx = Math.max(min.x - x, x - max.x);
    const qy = Math.max(min.y - y, y - max.y);
    const qz = Math.max(min.z - z, z - max.z);
    const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0), Math.max(qz, 0));
    return outside > 0 ? outside : Math.max(qx, qy, qz);
  };
}

export type Verdict =
  /** The origin is clearly inside: the contract says null. */
  | { kind: 'inside' }
  /** The segment clearly stays outside. */
  | { kind: 'miss' }
  /** The segment clearly enters, first touching at t. `slope` is a lower bound of |dφ/ds| there. */
  | { kind: 'hit'; t: number; slope: number }
  /** Within tolerance of a change of answer: null and a hit are both allowed. */
  | { kind: 'either' };

export interface Segment {
  A: Vec3Like;
  B: Vec3Like;
}

/** f(t) = φ(A + t·(B - A)). */
export function along(phi: Phi, { A, B }: Segment): (t: number) => number {
  const dx = B.x - A.x;
  const dy = B.y - A.y;
  const dz = B.z - A.z;
  return (t) => phi(A.x + t * dx, A.y + t * dy, A.z + t * dz);
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** The minimum of a convex f on [lo, hi]: { t, f }. */
export function minimize(f: (t: number) => number, lo: number, hi: number): { t: number; f: number } {
  let a = lo;
  let b = hi;
  let c = b - GOLDEN * (b - a);
  let d = a + GOLDEN * (b - a);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < 160 && b - a > 0; i++) {
    if (fc <= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - GOLDEN * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + GOLDEN * (b - a);
      fd = f(d);
    }
  }
  // Convex minima often sit at an end of the interval.
  const candidates = [lo, hi, c, d];
  let best = { t: lo, f: f(lo) };
  for (const t of candidates) {
    const v = f(t);
    if (v < best.f) best = { t, f: v };
  }
  return best;
}

/** The t in [lo, hi] where f crosses from > 0 to <= 0 (f(lo) > 0 >= f(hi)). */
export function bisect(f: (t: number) => number, lo: number, hi: number): number {
  for (let i = 0; i < 200; i++) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The verdict on the first contact of the segment with the shape φ, to tolerance `tol`. */
export function firstContact(phi: Phi, seg: Segment, tol: number): Verdict {
  const f = along(phi, seg);
  const f0 = f(0);
  if (f0 < -tol) return { kind: 'inside' };
  if (f0 <= tol) return { kind: 'either' };
  const m = minimize(f, 0, 1);
  if (m.f > tol) return { kind: 'miss' };
  if (m.f >= -tol) return { kind: 'either' };
  const t = bisect(f, 0, m.t);
  const L = Math.hypot(seg.B.x - seg.A.x, seg.B.y - seg.A.y, seg.B.z - seg.A.z);
  // For convex f falling through its root, the secant from the root on to the minimum is
  // no steeper than f there: a lower bound of the slope, hence an upper bound of how far
  // rounding in φ can move the root. (The secant from t = 0 bounds it from above.)
  const slope = -m.f / ((m.t - t) * L);
  return { kind: 'hit', t, slope };
}

/** The lowest value of φ along the segment for t in [0, tEnd]. */
export function lowestBefore(phi: Phi, seg: Segment, tEnd: number): number {
  return tEnd <= 0 ? Infinity : minimize(along(phi, seg), 0, tEnd).f;
}

/** The largest magnitude among the numbers given: the contract's S. */
export function scaleOf(...values: (number | Vec3Like)[]): number {
  let s = 0;
  for (const v of values) {
    if (typeof v === 'number') s = Math.max(s, Math.abs(v));
    else s = Math.max(s, Math.abs(v.x), Math.abs(v.y), Math.abs(v.z));
  }
  return s;
}
