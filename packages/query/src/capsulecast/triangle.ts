import { closestSegmentTriangleInto } from '../closest-point/segment-triangle.ts';
import { copyCapsuleCastHit, createCapsuleCastHit } from '../hit.ts';
import { triangleEntry } from '../raycast/triangle.ts';
import { roundedHit, roundedTriangleEntry } from '../spherecast/triangle.ts';
import type { Capsule, CapsuleCastHit, Triangle, Vec3Like } from '../types.ts';
import { checkCapsule, checkCapsuleCastHitOut, checkTriangle, checkVec3 } from '../validate.ts';
import { maxAbs3, ON_SURFACE, unitInto } from '../vec3.ts';
import {
  contactNormalInto,
  endScratch,
  fromSphereHit,
  OUTSIDE,
  sphereScratch,
  startVerdict,
  sweptSegmentEntry,
  writeCapsuleHit,
} from './capsule.ts';

/**
 * First contact of a capsule moved by `motion` with the closed triangle `a, b, c`, or
 * `null`.
 *
 * Maths: a segment and a triangle that do not meet are nearest at an end of the segment or
 * at the segment against an edge (where the segment's nearest point is inside it and the
 * triangle's inside the face, the segment is parallel to the face, and sliding along it
 * reaches an end or an edge as near). So the first contact is the least `t` of the sphere
 * casts of the two ends (sphereCastTriangle's rounded triangle) and of the axis swept
 * against each of the three edges (capsuleCastCapsule's kernel with the edge bare). Then
 * `X`, `Y` are the axis's and the triangle's nearest points at `t`, `point = Y`,
 * `normal = (X - Y)/|X - Y|`.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement: it sweeps from where it is to where it is plus `m`.
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @returns The first contact, as a new hit with the moving axis at contact (`start`, `end`),
 *   or `null` when the capsule does not touch the triangle along the way.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(PQ + t\,m,\ \triangle abc) = r \,\},\quad P = \operatorname*{arg\,min}_{Y \in \triangle abc} \lvert X - Y \rvert,\ n = \frac{X - P}{r}
 *
 * @example
 * ```ts
 * // A capsule lying along x dropped onto the floor triangle: it comes to rest on the face
 * // at z = 1, a quarter of the way down (point: the contact nearest its start).
 * const floor = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };
 * capsuleCastTriangle({ start: vec3(1, 1, 5), end: vec3(2, 1, 5), radius: 1 }, vec3(0, 0, -16), floor);
 * // => { point: { x: 1, y: 1, z: 0 }, normal: { x: 0, y: 0, z: 1 }, distance: 4, t: 0.25,
 * //      start: { x: 1, y: 1, z: 1 }, end: { x: 2, y: 1, z: 1 } }
 * ```
 *
 * @remarks Edges. Starting strictly within `radius` of the triangle: `null`. Starting
 * `radius` away (to within 2^-40·S, S the largest input magnitude, where the rounded axis of
 * a hit lands): a hit at `t = 0` if the motion closes the gap, `null` if it slides along or
 * moves away. Lying flat on the face: `point` is one point of the touching patch, `normal`
 * the face's. Passing beside an edge or a vertex: the hit is on it, `normal` from it to the
 * axis. Zero `motion`, contact beyond `t = 1`: `null`. `start = end`: exactly
 * {@link sphereCastTriangle}'s hit (so radius 0 as well is raycastTriangle's). Radius 0
 * with `start ≠ end`: the bare segment, which touching the triangle at the start is `null`.
 * A degenerate triangle is its segment or point.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function capsuleCastTriangle(capsule: Capsule, motion: Vec3Like, triangle: Triangle): CapsuleCastHit | null {
  checkCapsule('capsuleCastTriangle', 'capsule', capsule);
  checkVec3('capsuleCastTriangle', 'motion', motion);
  checkTriangle('capsuleCastTriangle', 'triangle', triangle);
  const h = scratchHit;
  if (!capsuleTriangleHit(capsule, motion, triangle, h)) return null; // a miss allocates nothing
  return copyCapsuleCastHit(h);
}

/**
 * {@link capsuleCastTriangle} that writes its hit into `out` instead of allocating one:
 * true and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the least `t` of the two ends' sphere casts and the axis swept against the three
 * edges, as in capsuleCastTriangle.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement.
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @param out - A hit made once with `createCapsuleCastHit()`: written on a hit, left as it
 *   was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(PQ + t\,m,\ \triangle abc) = r \,\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createCapsuleCastHit();
 * const floor = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };
 * capsuleCastTriangleInto({ start: vec3(1, 1, 5), end: vec3(2, 1, 5), radius: 1 }, vec3(0, 0, -16), floor, hit);
 * // => true
 * hit.end;
 * // => { x: 2, y: 1, z: 1 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as capsuleCastTriangle. A miss leaves
 * `out` as it was. `out.point`, `out.normal`, `out.start` and `out.end` are written in
 * place and may be the very objects passed as inputs: every input is read before `out` is
 * written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   capsule-cast hit object; RangeError for a non-finite value or a negative radius.
 */
export function capsuleCastTriangleInto(
  capsule: Capsule,
  motion: Vec3Like,
  triangle: Triangle,
  out: CapsuleCastHit,
): boolean {
  checkCapsule('capsuleCastTriangleInto', 'capsule', capsule);
  checkVec3('capsuleCastTriangleInto', 'motion', motion);
  checkTriangle('capsuleCastTriangleInto', 'triangle', triangle);
  checkCapsuleCastHitOut('capsuleCastTriangleInto', 'out', out);
  return capsuleTriangleHit(capsule, motion, triangle, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createCapsuleCastHit();
const pairScratch = new Float64Array(7);
const normalScratch = new Float64Array(3);

/**
 * The object and `…Into` forms' one record: `start = end` is sphereCastTriangle's own
 * kernel (the reduction, exact), else capsuleTriangleEntry and the nearest points at `t`.
 * A miss writes nothing; every input is read before anything is written.
 */
function capsuleTriangleHit(capsule: Capsule, motion: Vec3Like, triangle: Triangle, out: CapsuleCastHit): boolean {
  const P = capsule.start;
  const Q = capsule.end;
  const Px = P.x;
  const Py = P.y;
  const Pz = P.z;
  const Qx = Q.x;
  const Qy = Q.y;
  const Qz = Q.z;
  const mx = motion.x;
  const my = motion.y;
  const mz = motion.z;
  const r = capsule.radius;
  if (Px === Qx && Py === Qy && Pz === Qz) {
    const B = endScratch;
    B.x = Px + mx;
    B.y = Py + my;
    B.z = Pz + mz;
    const h = sphereScratch;
    if (!roundedHit(P, B, r, triangle, h)) return false;
    return fromSphereHit(out, h);
  }
  const { a, b, c } = triangle;
  const ax = a.x;
  const ay = a.y;
  const az = a.z;
  const bx = b.x;
  const by = b.y;
  const bz = b.z;
  const cx = c.x;
  const cy = c.y;
  const cz = c.z;
  const t = capsuleTriangleEntry(Px, Py, Pz, Qx, Qy, Qz, mx, my, mz, r, ax, ay, az, bx, by, bz, cx, cy, cz);
  if (t < 0) return false;
  const pair = pairScratch;
  closestSegmentTriangleInto(
    pair,
    Px + t * mx,
    Py + t * my,
    Pz + t * mz,
    Qx + t * mx,
    Qy + t * my,
    Qz + t * mz,
    ax,
    ay,
    az,
    bx,
    by,
    bz,
    cx,
    cy,
    cz,
  );
  const Yx = pair[3] as number;
  const Yy = pair[4] as number;
  const Yz = pair[5] as number;
  const Dx = (pair[0] as number) - Yx;
  const Dy = (pair[1] as number) - Yy;
  const Dz = (pair[2] as number) - Yz;
  const N = normalScratch;
  if (Dx === 0 && Dy === 0 && Dz === 0) {
    // Radius 0, touching: the face's normal against the motion, as raycastTriangle's.
    const e1x = bx - ax;
    const e1y = by - ay;
    const e1z = bz - az;
    const e2x = cx - ax;
    const e2y = cy - ay;
    const e2z = cz - az;
    const nx = e1y * e2z - e1z * e2y;
    const ny = e1z * e2x - e1x * e2z;
    const nz = e1x * e2y - e1y * e2x;
    const s = nx * mx + ny * my + nz * mz > 0 ? -1 : 1;
    if (!unitInto(N, 0, s * nx, s * ny, s * nz)) unitInto(N, 0, -mx, -my, -mz);
  } else {
    contactNormalInto(N, Dx, Dy, Dz, mx, my, mz);
  }
  writeCapsuleHit(out, N, Yx, Yy, Yz, t, Px, Py, Pz, Qx, Qy, Qz, mx, my, mz);
  return true;
}

/**
 * The `t` in `[0, 1]` at which the capsule `(PQ, r)` moved by `t·m` first touches the
 * triangle, or -1 (a miss, a start overlapping, a start touching and not closing the gap,
 * a zero motion): the kernel of capsuleCastTriangle's forms, for a scene to reuse.
 */
export function capsuleTriangleEntry(
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  mx: number,
  my: number,
  mz: number,
  r: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): number {
  if (mx === 0 && my === 0 && mz === 0) return -1; // it sweeps nothing
  const pair = pairScratch;
  closestSegmentTriangleInto(pair, Px, Py, Pz, Qx, Qy, Qz, ax, ay, az, bx, by, bz, cx, cy, cz);
  const band =
    ON_SURFACE *
    Math.max(
      maxAbs3(Px, Py, Pz),
      maxAbs3(Qx, Qy, Qz),
      maxAbs3(ax, ay, az),
      maxAbs3(bx, by, bz),
      maxAbs3(cx, cy, cz),
      r,
    );
  const start = startVerdict(
    (pair[0] as number) - (pair[3] as number),
    (pair[1] as number) - (pair[4] as number),
    (pair[2] as number) - (pair[5] as number),
    mx,
    my,
    mz,
    r,
    band,
  );
  if (start !== OUTSIDE) return start;
  // The two ends: sphere casts (raycasts for radius 0).
  let t =
    r > 0
      ? roundedTriangleEntry(Px, Py, Pz, Px + mx, Py + my, Pz + mz, ax, ay, az, bx, by, bz, cx, cy, cz, r)
      : triangleEntry(Px, Py, Pz, Px + mx, Py + my, Pz + mz, ax, ay, az, bx, by, bz, cx, cy, cz);
  let ti =
    r > 0
      ? roundedTriangleEntry(Qx, Qy, Qz, Qx + mx, Qy + my, Qz + mz, ax, ay, az, bx, by, bz, cx, cy, cz, r)
      : triangleEntry(Qx, Qy, Qz, Qx + mx, Qy + my, Qz + mz, ax, ay, az, bx, by, bz, cx, cy, cz);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  // The axis swept against the three edges.
  ti = sweptSegmentEntry(Px, Py, Pz, Qx, Qy, Qz, mx, my, mz, ax, ay, az, bx, by, bz, r);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  ti = sweptSegmentEntry(Px, Py, Pz, Qx, Qy, Qz, mx, my, mz, bx, by, bz, cx, cy, cz, r);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  ti = sweptSegmentEntry(Px, Py, Pz, Qx, Qy, Qz, mx, my, mz, cx, cy, cz, ax, ay, az, r);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  return t;
}
