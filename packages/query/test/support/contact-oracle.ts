// An independent oracle for the capsule contacts (v3): it knows nothing of support
// functions, facets or closest-pair kernels. A contact is the shortest translation that
// leaves the capsule touching the target without overlapping, so the oracle checks just
// that, on distances alone:
//   - axisDistance: the least distance between the capsule's axis and the target, by
//     golden-section search over the axis parameter u (the distance from a point moving
//     along a line to a convex set is convex in u), each point's distance by brute force
//     (clamping into a box, bruteClosest for a triangle, the clamped projection on a
//     segment, the plane's formula, the rotation matrix of support/rotation.ts for an OBB);
//   - after moving by normal·depth the axis is r from the target (touching);
//   - no shorter translation separates them: moved by (depth - tol)·w along many directions
//     w the axis is still within r (the exit along w is where the convex function
//     t ↦ axisDistance(moved by t·w) first exceeds r, so this is exactly "exit(w) >= depth - tol").
import type { AABB, Capsule, OBB, Plane, Triangle, Vec3, Vec3Like } from '../../src/index.ts';
import { applyT, matrixOf } from './rotation.ts';
import { bruteClosest } from './triangle.ts';

/** The distance from a point to a closed convex target (0 inside a solid). */
export type Dist = (p: Vec3) => number;

const GOLDEN = (Math.sqrt(5) - 1) / 2;

/** The least of a convex f on [0, 1]. */
function least(f: (u: number) => number): number {
  let a = 0;
  let b = 1;
  let c = b - GOLDEN * (b - a);
  let d = a + GOLDEN * (b - a);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < 90; i++) {
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
  return Math.min(f(0), f(1), fc, fd);
}

export function sphereDist(S: Vec3Like, R: number): Dist {
  return (p) => Math.max(0, Math.hypot(p.x - S.x, p.y - S.y, p.z - S.z) - R);
}

export function boxDist({ min, max }: AABB): Dist {
  return (p) => {
    const cx = Math.min(Math.max(p.x, min.x), max.x);
    const cy = Math.min(Math.max(p.y, min.y), max.y);
    const cz = Math.min(Math.max(p.z, min.z), max.z);
    return Math.hypot(p.x - cx, p.y - cy, p.z - cz);
  };
}

export function obbDist(box: OBB): Dist {
  const M = matrixOf(box.rotation);
  const h = box.halfSize;
  const local = boxDist({ min: { x: -h.x, y: -h.y, z: -h.z }, max: h });
  const c = box.center;
  return (p) => local(applyT(M, { x: p.x - c.x, y: p.y - c.y, z: p.z - c.z }));
}

export function triangleDist(tri: Triangle): Dist {
  const t = tri;
  return (p) => {
    const Q = bruteClosest(p, t);
    return Math.hypot(p.x - Q.x, p.y - Q.y, p.z - Q.z);
  };
}

export function segmentDist(P: Vec3Like, Q: Vec3Like, R: number): Dist {
  return (p) => {
    const dx = Q.x - P.x;
    const dy = Q.y - P.y;
    const dz = Q.z - P.z;
    const dd = dx * dx + dy * dy + dz * dz;
    const u = dd === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - P.x) * dx + (p.y - P.y) * dy + (p.z - P.z) * dz) / dd));
    return Math.max(0, Math.hypot(p.x - P.x - u * dx, p.y - P.y - u * dy, p.z - P.z - u * dz) - R);
  };
}

export function planeDist({ normal: n, constant }: Plane): Dist {
  const len = Math.hypot(n.x, n.y, n.z);
  return (p) => Math.abs(n.x * p.x + n.y * p.y + n.z * p.z + constant) / len;
}

/** The least distance between the axis A–B moved by `v` and the target. */
export function axisDistance(dist: Dist, A: Vec3Like, B: Vec3Like, v: Vec3Like = { x: 0, y: 0, z: 0 }): number {
  const ax = A.x + v.x;
  const ay = A.y + v.y;
  const az = A.z + v.z;
  const dx = B.x - A.x;
  const dy = B.y - A.y;
  const dz = B.z - A.z;
  return least((u) => dist({ x: ax + u * dx, y: ay + u * dy, z: az + u * dz }));
}

/** 26 lattice directions and their like: the directions a wrong normal would lose to. */
export const DIRECTIONS: Vec3[] = (() => {
  const out: Vec3[] = [];
  for (const x of [-1, 0, 1]) {
    for (const y of [-1, 0, 1]) {
      for (const z of [-1, 0, 1]) {
        if (x === 0 && y === 0 && z === 0) continue;
        const l = Math.hypot(x, y, z);
        out.push({ x: x / l, y: y / l, z: z / l });
      }
    }
  }
  return out;
})();

export interface ContactCheck {
  /** What is wrong, or null. */
  problem: string | null;
}

/**
 * Checks a contact `{point, normal, depth}` of the capsule against the target given by its
 * distance: unit normal, depth >= 0, touching after the move, the point on the target and r
 * from the moved axis, and no shorter translation along `extra` and the lattice directions.
 */
export function checkContact(
  dist: Dist,
  capsule: Capsule,
  contact: { point: Vec3; normal: Vec3; depth: number },
  tol: number,
  S: number,
  extra: Vec3[] = [],
): string | null {
  const { start: A, end: B, radius: r } = capsule;
  const { point, normal: n, depth } = contact;
  if (!(depth >= 0)) return `depth ${depth} < 0`;
  if (Math.abs(Math.hypot(n.x, n.y, n.z) - 1) > 1e-12) return `normal not unit: ${JSON.stringify(n)}`;
  const d0 = axisDistance(dist, A, B);
  // The normal is within 1e-9·S/d0 where the axis is d0 from the target (the contract):
  // the move tilts by as much.
  const tilt = d0 > tol ? depth * Math.min(2, (1e-9 * S) / d0) : 0;
  const v = { x: n.x * depth, y: n.y * depth, z: n.z * depth };
  const after = axisDistance(dist, A, B, v);
  if (Math.abs(after - r) > 20 * tol + tilt) return `after the move the axis is ${after} from the target, not r = ${r}`;
  if (dist(point) > 20 * tol) return `point ${JSON.stringify(point)} is ${dist(point)} off the target`;
  const pd = segmentDist(
    { x: A.x + v.x, y: A.y + v.y, z: A.z + v.z },
    { x: B.x + v.x, y: B.y + v.y, z: B.z + v.z },
    0,
  )(point);
  if (Math.abs(pd - r) > 20 * tol + tilt) return `point is ${pd} from the moved axis, not r = ${r}`;
  const shorter = depth - 20 * tol - tilt;
  if (shorter <= 0) return null;
  for (const w of [...extra, ...DIRECTIONS]) {
    const l = Math.hypot(w.x, w.y, w.z);
    if (l === 0) continue;
    const m = { x: (w.x / l) * shorter, y: (w.y / l) * shorter, z: (w.z / l) * shorter };
    const d = axisDistance(dist, A, B, m);
    if (d > r + 2 * tol)
      return `a shorter move, ${shorter} along ${JSON.stringify(w)}, already separates (${d} > r = ${r})`;
  }
  return null;
}
