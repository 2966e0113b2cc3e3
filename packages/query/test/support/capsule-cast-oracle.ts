// An oracle for the capsule casts that knows nothing of the library's formulas: the least
// distance between a segment and a convex target by golden-section search along the
// segment (the distance from P + s·d to a convex set is convex in s), and the first contact
// of a capsule moving by `motion` as the root of g(t) = dist(axis at t, target) - r, itself
// convex in t, found by the v1 oracle's minimize-then-bisect (oracle.ts's firstContact on
// a one-dimensional "segment" whose x is t).
import type { Vec3 } from '../../src/index.ts';
import { firstContact, minimize, type Verdict } from './oracle.ts';
import { bruteClosest } from './triangle.ts';

export type PointDistance = (x: number, y: number, z: number) => number;

const add = (p: Vec3, q: Vec3, k = 1): Vec3 => ({ x: p.x + k * q.x, y: p.y + k * q.y, z: p.z + k * q.z });
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const dot = (p: Vec3, q: Vec3) => p.x * q.x + p.y * q.y + p.z * q.z;

/** Distance from a point to the closed triangle (brute-force nearest point). */
export function triangleDistance(tri: { a: Vec3; b: Vec3; c: Vec3 }): PointDistance {
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

/** The least distance between the segment P–Q and the target, and the segment parameter where it is. */
export function segmentDistance(dist: PointDistance, P: Vec3, Q: Vec3): { s: number; d: number } {
  const d = sub(Q, P);
  const m = minimize((s) => dist(P.x + s * d.x, P.y + s * d.y, P.z + s * d.z), 0, 1);
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
  // firstContact reads t off a segment (0,0,0) -> (L,0,0): x/L is t, and slopes are per length.
  return firstContact((x) => g(x / L), { A: { x: 0, y: 0, z: 0 }, B: { x: L, y: 0, z: 0 } }, tol);
}
