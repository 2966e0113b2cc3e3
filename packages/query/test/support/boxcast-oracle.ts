// An independent oracle for the box casts: each shape as its list of vertices (boxes through
// rotation.ts's matrix, never src/quat.ts), the overlap of two convex polytopes as "no
// separating direction" over every face normal and every cross product of edge directions
// (the projections are min/max over the vertices — no centers, no radii, as the library
// has), and the first contact by golden section and bisection on the separation's value
// over t, which is convex in t (a max of functions linear on each side).
import type { AABB, OBB, Triangle, Vec3, Vec3Like } from '../../src/index.ts';
import { matrixOf } from './rotation.ts';

/** A convex polytope: its vertices, and the directions of its faces' normals and edges. */
export interface Polytope {
  vertices: Vec3[];
  normals: Vec3[];
  edges: Vec3[];
}

const v = (x: number, y: number, z: number): Vec3 => ({ x, y, z });
const dot = (a: Vec3Like, b: Vec3Like): number => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3Like, b: Vec3Like): Vec3 =>
  v(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
const len = (a: Vec3Like): number => Math.hypot(a.x, a.y, a.z);
const sub = (a: Vec3Like, b: Vec3Like): Vec3 => v(a.x - b.x, a.y - b.y, a.z - b.z);

/** The box as an OBB: an AABB is its middle, half its size and no rotation. */
export function asOBB(box: OBB | AABB): OBB {
  if ('center' in box) return box;
  const { min, max } = box;
  return {
    center: v((min.x + max.x) / 2, (min.y + max.y) / 2, (min.z + max.z) / 2),
    halfSize: v((max.x - min.x) / 2, (max.y - min.y) / 2, (max.z - min.z) / 2),
    rotation: { x: 0, y: 0, z: 0, w: 1 },
  };
}

/** The box's eight corners c ± h0·u0 ± h1·u1 ± h2·u2 and its three axes. */
export function boxPolytope(box: OBB | AABB): Polytope {
  const { center: c, halfSize: h, rotation } = asOBB(box);
  const R = matrixOf(rotation);
  const axes = ([0, 1, 2] as const).map((j) => v(R[0][j], R[1][j], R[2][j]));
  const [u0, u1, u2] = axes as [Vec3, Vec3, Vec3];
  const vertices: Vec3[] = [];
  for (const s0 of [-1, 1])
    for (const s1 of [-1, 1])
      for (const s2 of [-1, 1]) {
        const k0 = s0 * h.x;
        const k1 = s1 * h.y;
        const k2 = s2 * h.z;
        vertices.push(
          v(
            c.x + k0 * u0.x + k1 * u1.x + k2 * u2.x,
            c.y + k0 * u0.y + k1 * u1.y + k2 * u2.y,
            c.z + k0 * u0.z + k1 * u1.z + k2 * u2.z,
          ),
        );
      }
  return { vertices, normals: axes, edges: axes };
}

export function trianglePolytope(T: Triangle): Polytope {
  const a = v(T.a.x, T.a.y, T.a.z);
  const b = v(T.b.x, T.b.y, T.b.z);
  const c = v(T.c.x, T.c.y, T.c.z);
  const edges = [sub(b, a), sub(c, b), sub(a, c)];
  const n = cross(edges[0]!, sub(c, a));
  // The in-plane normals of the edges too: any direction is a fair test, and these are the
  // ones that tell a point beside the triangle in its plane.
  return { vertices: [a, b, c], normals: [n, ...edges.map((e) => cross(n, e))], edges };
}

/** Every candidate direction: both shapes' face normals, every cross of an edge of each. */
function directions(P: Polytope, Q: Polytope): Vec3[] {
  const out: Vec3[] = [];
  const push = (d: Vec3, scale: number) => {
    const l = len(d);
    if (l > 1e-13 * scale) out.push(v(d.x / l, d.y / l, d.z / l));
  };
  for (const n of [...P.normals, ...Q.normals]) push(n, len(n) || 1);
  for (const e of P.edges) for (const f of Q.edges) push(cross(e, f), len(e) * len(f));
  return out;
}

/**
 * The separation of P moved by t·d from Q: the largest gap between their projections over
 * the candidate directions (negative: overlapping; 0: touching).
 */
export function separation(P: Polytope, d: Vec3Like, Q: Polytope): (t: number) => number {
  const dirs = directions(P, Q);
  const rows = dirs.map((L) => {
    const p = P.vertices.map((x) => dot(x, L));
    const q = Q.vertices.map((x) => dot(x, L));
    return { pMin: Math.min(...p), pMax: Math.max(...p), qMin: Math.min(...q), qMax: Math.max(...q), w: dot(d, L) };
  });
  return (t) => {
    let s = -Infinity;
    for (const r of rows) s = Math.max(s, r.qMin - (r.pMax + t * r.w), r.pMin + t * r.w - r.qMax);
    return s;
  };
}

export interface OracleVerdict {
  /** The separation at t = 0 (negative: starting overlapped). */
  start: number;
  /** The least separation over [0, 1], and where. */
  least: number;
  tLeast: number;
  /** The first t with separation <= 0, when least <= 0 and start > 0. */
  t: number | null;
}

/** Golden section for the least separation on [0, 1], then bisection for its first zero. */
export function firstBoxContact(P: Polytope, d: Vec3Like, Q: Polytope): OracleVerdict {
  const sep = separation(P, d, Q);
  let a = 0;
  let b = 1;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 200 && b - a > 1e-17; i++) {
    const x1 = b - g * (b - a);
    const x2 = a + g * (b - a);
    if (sep(x1) <= sep(x2)) b = x2;
    else a = x1;
  }
  let tLeast = (a + b) / 2;
  let least = sep(tLeast);
  for (const x of [0, 1]) {
    if (sep(x) < least) {
      least = sep(x);
      tLeast = x;
    }
  }
  const start = sep(0);
  if (!(least <= 0) || start <= 0) return { start, least, tLeast, t: null };
  let lo = 0;
  let hi = tLeast;
  for (let i = 0; i < 200 && hi - lo > 0; i++) {
    const m = (lo + hi) / 2;
    if (m === lo || m === hi) break;
    if (sep(m) <= 0) hi = m;
    else lo = m;
  }
  return { start, least, tLeast, t: hi };
}

/** How far `p` lies outside P, as seen along the candidate directions of P with Q. */
export function distanceOutside(p: Vec3Like, P: Polytope, Q: Polytope): number {
  // How far p is outside P: the largest amount p's projection passes P's on any direction.
  let worst = 0;
  for (const L of directions(P, Q)) {
    const x = P.vertices.map((q) => dot(q, L));
    const s = dot(p, L);
    worst = Math.max(worst, s - Math.max(...x), Math.min(...x) - s);
  }
  return worst;
}

/** P moved by k·d: its vertices shifted (normals and edges unchanged). */
export function moved(P: Polytope, d: Vec3Like, k: number): Polytope {
  return { ...P, vertices: P.vertices.map((x) => v(x.x + k * d.x, x.y + k * d.y, x.z + k * d.z)) };
}

/** The scene's scale S: the largest magnitude among the shapes' vertices and the motion. */
export function scaleOfPolytopes(d: Vec3Like, ...Ps: Polytope[]): number {
  let s = Math.max(Math.abs(d.x), Math.abs(d.y), Math.abs(d.z));
  for (const P of Ps) for (const x of P.vertices) s = Math.max(s, Math.abs(x.x), Math.abs(x.y), Math.abs(x.z));
  return s;
}

/** The distance from a point to the closed box, in its own frame through rotation.ts's matrix. */
export function boxDistanceTo(box: OBB | AABB): (p: Vec3Like) => number {
  const { center: c, halfSize: h, rotation } = asOBB(box);
  const [r0, r1, r2] = matrixOf(rotation);
  return (p) => {
    const x = p.x - c.x;
    const y = p.y - c.y;
    const z = p.z - c.z;
    const e0 = Math.max(Math.abs(r0[0] * x + r1[0] * y + r2[0] * z) - h.x, 0);
    const e1 = Math.max(Math.abs(r0[1] * x + r1[1] * y + r2[1] * z) - h.y, 0);
    const e2 = Math.max(Math.abs(r0[2] * x + r1[2] * y + r2[2] * z) - h.z, 0);
    return Math.sqrt(e0 * e0 + e1 * e1 + e2 * e2);
  };
}

/** Golden section for the least of a function convex on [a, b] (to 1e-14 in x). */
export function leastOf(f: (x: number) => number, a = 0, b = 1): { x: number; value: number } {
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 200 && b - a > 1e-14; i++) {
    const x1 = b - g * (b - a);
    const x2 = a + g * (b - a);
    if (f(x1) <= f(x2)) b = x2;
    else a = x1;
  }
  let x = (a + b) / 2;
  let value = f(x);
  for (const e of [a, b]) {
    if (f(e) < value) {
      value = f(e);
      x = e;
    }
  }
  return { x, value };
}

/**
 * The capsule's gap to the box moved by t·d: the least distance from its axis to the box
 * (convex along the axis: golden section) less its radius — convex in t, as the distance
 * from a moving point to a convex set (the Minkowski difference) is.
 */
export function capsuleGap(
  box: OBB | AABB,
  d: Vec3Like,
  capsule: { start: Vec3Like; end: Vec3Like; radius: number },
): (t: number) => number {
  const { start: P, end: Q, radius } = capsule;
  const distanceToBox = boxDistanceTo(box);
  return (t) => {
    const at = (s: number) =>
      distanceToBox(
        v(P.x + s * (Q.x - P.x) - t * d.x, P.y + s * (Q.y - P.y) - t * d.y, P.z + s * (Q.z - P.z) - t * d.z),
      );
    return leastOf(at).value - radius;
  };
}

/** The first t in [0, 1] with gap(t) <= 0 (gap convex), or null; and the gap at 0 and its least. */
export function firstZero(gap: (t: number) => number): { start: number; least: number; t: number | null } {
  const start = gap(0);
  const { x, value } = leastOf(gap);
  if (!(value <= 0) || start <= 0) return { start, least: value, t: null };
  let lo = 0;
  let hi = x;
  for (let i = 0; i < 60; i++) {
    const m = (lo + hi) / 2;
    if (m === lo || m === hi) break;
    if (gap(m) <= 0) hi = m;
    else lo = m;
  }
  return { start, least: value, t: hi };
}
