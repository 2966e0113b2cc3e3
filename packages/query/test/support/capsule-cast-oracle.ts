// An oracle for the capsule casts that knows nothing of the library's formulas: the least
// distance between a segment and a convex target by golden-section search along the
// segment (the distance from P + s·d to a convex set is convex in s), and the first contact
// of a capsule moving by `motion` as the root of g(t) = dist(axis at t, target) - r, itself
// convex in t, found as the v1 oracle finds a segment's (oracle.ts's firstContact):
// golden-section for the least gap, then bisection for its first root, with the same
// tolerance verdicts (inside, miss, hit at t, or either within tolerance of a change).
import type { Vec3 } from '../../src/index.ts';
import type { Verdict } from './oracle.ts';
import { bruteClosest } from './triangle.ts';

export type PointDistance = (x: number, y: number, z: number) => number;

const add = (p: Vec3, q: Vec3, k = 1): Vec3 => ({ x: p.x + k * q.x, y: p.y + k * q.y, z: p.z + k * q.z });
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const dot = (p: Vec3, q: Vec3) => p.x * q.x + p.y * q.y + p.z * q.z;

/**
 * Distance from a point to the closed triangle: the nearest of its three edges (clamped
 * projections) and, where the foot of the perpendicular falls inside, the face (barycentric
 * weights from the 2×2 normal equations) — support/triangle.ts's method, without its
 * rescaling (the scenes here stay within 2^±30) so that the oracle is quick.
 */
export function triangleDistance(tri: { a: Vec3; b: Vec3; c: Vec3 }): PointDistance {
  const { a, b, c } = tri;
  const e1 = sub(b, a);
  const e2 = sub(c, a);
  const [m11, m12, m22] = [dot(e1, e1), dot(e1, e2), dot(e2, e2)];
  const det = m11 * m22 - m12 * m12;
  const face = det > 1e-20 * m11 * m22;
  const ab = segmentPointDistance(a, b);
  const bc = segmentPointDistance(b, c);
  const ca = segmentPointDistance(c, a);
  return (x, y, z) => {
    let best = Math.min(ab(x, y, z), bc(x, y, z), ca(x, y, z));
    if (face) {
      const px = x - a.x;
      const py = y - a.y;
      const pz = z - a.z;
      const r1 = e1.x * px + e1.y * py + e1.z * pz;
      const r2 = e2.x * px + e2.y * py + e2.z * pz;
      const beta = (r1 * m22 - r2 * m12) / det;
      const gamma = (m11 * r2 - m12 * r1) / det;
      if (beta >= 0 && gamma >= 0 && beta + gamma <= 1) {
        best = Math.min(
          best,
          Math.hypot(px - beta * e1.x - gamma * e2.x, py - beta * e1.y - gamma * e2.y, pz - beta * e1.z - gamma * e2.z),
        );
      }
    }
    return best;
  };
}

/** Distance from a point to the closed triangle by support/triangle.ts's brute-force nearest point (rescaled: any magnitude). */
export function triangleDistanceScaled(tri: { a: Vec3; b: Vec3; c: Vec3 }): PointDistance {
  return (x, y, z) => {
    const Q = bruteClosest({ x, y, z }, tri);
    return Math.hypot(x - Q.x, y - Q.y, z - Q.z);
  };
}

/** Distance from a point to the closed box (0 inside). */
export function boxPointDistance(min: Vec3, max: Vec3): PointDistance {
  return (x, y, z) =>
    Math.hypot(Math.max(min.x - x, 0, x - max.x), Math.max(min.y - y, 0, y - max.y), Math.max(min.z - z, 0, z - max.z));
}

/** Distance from a point to the closed segment p–q. */
export function segmentPointDistance(p: Vec3, q: Vec3): PointDistance {
  const e = sub(q, p);
  const ee = dot(e, e);
  return (x, y, z) => {
    const w = { x: x - p.x, y: y - p.y, z: z - p.z };
    const s = ee === 0 ? 0 : Math.min(1, Math.max(0, dot(w, e) / ee));
    return Math.hypot(w.x - s * e.x, w.y - s * e.y, w.z - s * e.z);
  };
}

/** Distance from a point to a plane n·p + c = 0 (unsigned). */
export function planePointDistance(n: Vec3, c: number): PointDistance {
  const L = Math.hypot(n.x, n.y, n.z);
  return (x, y, z) => Math.abs(n.x * x + n.y * y + n.z * z + c) / L;
}

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/**
 * The minimum of a convex f on [0, 1] by golden-section search, `steps` steps (60 leave an
 * interval of 3e-13), then the ends, which convex minima often sit at: { t, f }.
 */
export function minimize01(f: (t: number) => number, steps = 60): { t: number; f: number } {
  let a = 0;
  let b = 1;
  let c = b - GOLDEN * (b - a);
  let d = a + GOLDEN * (b - a);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < steps; i++) {
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
  let best = fc <= fd ? { t: c, f: fc } : { t: d, f: fd };
  for (const t of [0, 1]) {
    const v = f(t);
    if (v < best.f) best = { t, f: v };
  }
  return best;
}

/** The least distance between the segment P–Q and the target, and the segment parameter where it is. */
export function segmentDistance(dist: PointDistance, P: Vec3, Q: Vec3): { s: number; d: number } {
  const d = sub(Q, P);
  const m = minimize01((s) => dist(P.x + s * d.x, P.y + s * d.y, P.z + s * d.z));
  return { s: m.t, d: m.f };
}

/** g(t): the least distance of the axis moved by t·motion to the target, minus r. */
export function gap(dist: PointDistance, P: Vec3, Q: Vec3, motion: Vec3, r: number): (t: number) => number {
  return (t) => segmentDistance(dist, add(P, motion, t), add(Q, motion, t)).d - r;
}

/**
 * The verdict on the first contact of the capsule (P, Q, r) moving by `motion` with the
 * target, to tolerance `tol` (in lengths): inside, miss, hit at t, or either.
 */
export function capsuleFirstContact(
  dist: PointDistance,
  P: Vec3,
  Q: Vec3,
  r: number,
  motion: Vec3,
  tol: number,
): Verdict {
  const g = gap(dist, P, Q, motion, r);
  const L = Math.hypot(motion.x, motion.y, motion.z);
  const g0 = g(0);
  if (g0 < -tol) return { kind: 'inside' };
  if (g0 <= tol) return { kind: 'either' };
  const m = minimize01(g);
  if (m.f > tol) return { kind: 'miss' };
  if (m.f >= -tol) return { kind: 'either' };
  // The root of g on [0, m.t], by bisection.
  let lo = 0;
  let hi = m.t;
  for (let i = 0; i < 64; i++) {
    const mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;
    if (g(mid) > 0) lo = mid;
    else hi = mid;
  }
  // For convex g falling through its root, the secant from the root to the minimum is no
  // steeper than g there: a lower bound of the slope (per length moved).
  return { kind: 'hit', t: hi, slope: -m.f / ((m.t - hi) * L) };
}
