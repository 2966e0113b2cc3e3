import { closestSegmentAABBInto } from '../closest-point/segment-aabb.ts';
import { copyCapsuleCastHit, createCapsuleCastHit } from '../hit.ts';
import { boxEntry } from '../raycast/aabb.ts';
import { roundedBoxEntry, roundedBoxHit } from '../spherecast/aabb.ts';
import type { AABB, Capsule, CapsuleCastHit, Vec3Like } from '../types.ts';
import { checkBox, checkCapsule, checkCapsuleCastHitOut, checkVec3 } from '../validate.ts';
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
 * First contact of a capsule moved by `motion` with a closed axis-aligned box, or `null`.
 *
 * Maths: a segment and a box that do not meet are nearest at an end of the segment or at
 * the segment against one of the box's twelve edges (where the segment's nearest point is
 * inside it and the box's inside a face, the segment is parallel to that face and an end
 * or an edge is as near). So the first contact is the least `t` of the sphere casts of the
 * two ends (sphereCastAABB's rounded box) and of the axis swept against each edge
 * (capsuleCastCapsule's kernel with the edge bare). Then `X`, `Y` are the axis's and the
 * box's nearest points at `t`, `point = Y`, `normal = (X - Y)/|X - Y|` (a face's unit axis
 * exactly).
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement: it sweeps from where it is to where it is plus `m`.
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @returns The first contact, as a new hit with the moving axis at contact (`start`, `end`),
 *   or `null` when the capsule does not meet the box along the way.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(PQ + t\,m,\ \text{box}) = r \,\},\quad P = \operatorname*{arg\,min}_{Y \in \text{box}} \lvert X - Y \rvert,\ n = \frac{X - P}{r}
 *
 * @example
 * ```ts
 * // A short upright capsule walked along x into the unit box: its body meets the face
 * // x = 0 after 1.5 of 4, lying along it (point: the contact nearest its start).
 * const capsule = { start: vec3(-2, 0.25, 0.5), end: vec3(-2, 0.75, 0.5), radius: 0.5 };
 * capsuleCastAABB(capsule, vec3(4, 0, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => { point: { x: 0, y: 0.25, z: 0.5 }, normal: { x: -1, y: 0, z: 0 }, distance: 1.5, t: 0.375,
 * //      start: { x: -0.5, y: 0.25, z: 0.5 }, end: { x: -0.5, y: 0.75, z: 0.5 } }
 * ```
 *
 * @remarks Edges. Overlapping the box at the start: `null`. Just touching it (to within
 * 2^-40·S, S the largest input magnitude, where the rounded axis of a hit lands): a hit at
 * `t = 0` if the motion closes the gap, `null` if it slides along a face or moves away.
 * Lying flat on a face: `point` is one point of the touching patch, `normal` the face's.
 * Zero `motion`, contact beyond `t = 1`: `null`. `start = end`: exactly
 * {@link sphereCastAABB}'s hit. Radius 0: the bare segment, which touching the box at the
 * start is `null`. Flat boxes (rectangles in 2D) are rounded rectangles.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or `box.min` greater than `box.max` on an axis.
 */
export function capsuleCastAABB(capsule: Capsule, motion: Vec3Like, box: AABB): CapsuleCastHit | null {
  checkCapsule('capsuleCastAABB', 'capsule', capsule);
  checkVec3('capsuleCastAABB', 'motion', motion);
  checkBox('capsuleCastAABB', 'box', box);
  const h = scratchHit;
  if (!capsuleBoxHit(capsule, motion, box, h)) return null; // a miss allocates nothing
  return copyCapsuleCastHit(h);
}

/**
 * {@link capsuleCastAABB} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the least `t` of the two ends' sphere casts and the axis swept against the twelve
 * edges, as in capsuleCastAABB.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement.
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @param out - A hit made once with `createCapsuleCastHit()`: written on a hit, left as it
 *   was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(PQ + t\,m,\ \text{box}) = r \,\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createCapsuleCastHit();
 * const capsule = { start: vec3(-2, 0.25, 0.5), end: vec3(-2, 0.75, 0.5), radius: 0.5 };
 * capsuleCastAABBInto(capsule, vec3(4, 0, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, hit);
 * // => true
 * hit.t;
 * // => 0.375
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as capsuleCastAABB. A miss leaves
 * `out` as it was. `out.point`, `out.normal`, `out.start` and `out.end` are written in
 * place and may be the very objects passed as inputs: every input is read before `out` is
 * written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   capsule-cast hit object; RangeError for a non-finite value, a negative radius or
 *   `box.min` greater than `box.max` on an axis.
 */
export function capsuleCastAABBInto(capsule: Capsule, motion: Vec3Like, box: AABB, out: CapsuleCastHit): boolean {
  checkCapsule('capsuleCastAABBInto', 'capsule', capsule);
  checkVec3('capsuleCastAABBInto', 'motion', motion);
  checkBox('capsuleCastAABBInto', 'box', box);
  checkCapsuleCastHitOut('capsuleCastAABBInto', 'out', out);
  return capsuleBoxHit(capsule, motion, box, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createCapsuleCastHit();
const pairScratch = new Float64Array(7);
const normalScratch = new Float64Array(3);

/**
 * The object and `…Into` forms' one record: `start = end` is sphereCastAABB's own kernel
 * (the reduction, exact), else capsuleBoxHitAt. A miss writes nothing.
 */
function capsuleBoxHit(capsule: Capsule, motion: Vec3Like, box: AABB, out: CapsuleCastHit): boolean {
  const P = capsule.start;
  const Q = capsule.end;
  const { min, max } = box;
  if (P.x === Q.x && P.y === Q.y && P.z === Q.z) {
    const B = endScratch;
    B.x = P.x + motion.x;
    B.y = P.y + motion.y;
    B.z = P.z + motion.z;
    const h = sphereScratch;
    if (!roundedBoxHit(P, B, capsule.radius, box, h)) return false;
    return fromSphereHit(out, h);
  }
  const t = capsuleBoxEntry(
    P.x,
    P.y,
    P.z,
    Q.x,
    Q.y,
    Q.z,
    motion.x,
    motion.y,
    motion.z,
    capsule.radius,
    min.x,
    min.y,
    min.z,
    max.x,
    max.y,
    max.z,
    0,
  );
  if (t < 0) return false;
  writeBoxHit(
    out,
    t,
    P.x,
    P.y,
    P.z,
    Q.x,
    Q.y,
    Q.z,
    motion.x,
    motion.y,
    motion.z,
    min.x,
    min.y,
    min.z,
    max.x,
    max.y,
    max.z,
  );
  return true;
}

/**
 * The `t` in `[0, 1]` at which the capsule `(PQ, r)` moved by `t·m` first touches the box
 * `[min, max]`, or -1 (a miss, a start overlapping, a start touching and not closing the
 * gap, a zero motion): the kernel of capsuleCastAABB and, in the box's frame, of
 * capsuleCastOBB, which passes its world's scale as `scale` (the band of a start on the
 * surface is ON_SURFACE times the largest of it and the coordinates here).
 */
export function capsuleBoxEntry(
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
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
  scale: number,
): number {
  if (mx === 0 && my === 0 && mz === 0) return -1; // it sweeps nothing
  const pair = pairScratch;
  closestSegmentAABBInto(pair, Px, Py, Pz, Qx, Qy, Qz, minX, minY, minZ, maxX, maxY, maxZ);
  const band =
    ON_SURFACE *
    Math.max(maxAbs3(Px, Py, Pz), maxAbs3(Qx, Qy, Qz), maxAbs3(minX, minY, minZ), maxAbs3(maxX, maxY, maxZ), r, scale);
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
  // The two ends: sphere casts (a raycast for radius 0).
  let t =
    r > 0
      ? roundedBoxEntry(Px, Py, Pz, mx, my, mz, r, minX, minY, minZ, maxX, maxY, maxZ)
      : boxEntry(Px, Py, Pz, Px + mx, Py + my, Pz + mz, minX, minY, minZ, maxX, maxY, maxZ);
  let ti =
    r > 0
      ? roundedBoxEntry(Qx, Qy, Qz, mx, my, mz, r, minX, minY, minZ, maxX, maxY, maxZ)
      : boxEntry(Qx, Qy, Qz, Qx + mx, Qy + my, Qz + mz, minX, minY, minZ, maxX, maxY, maxZ);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  // The twelve edges, each only where the swept capsule's bounds (grown by the band
  // against rounding) reach it.
  const g = r + band;
  const loX = Math.min(Px, Qx, Px + mx, Qx + mx) - g;
  const loY = Math.min(Py, Qy, Py + my, Qy + my) - g;
  const loZ = Math.min(Pz, Qz, Pz + mz, Qz + mz) - g;
  const hiX = Math.max(Px, Qx, Px + mx, Qx + mx) + g;
  const hiY = Math.max(Py, Qy, Py + my, Qy + my) + g;
  const hiZ = Math.max(Pz, Qz, Pz + mz, Qz + mz) + g;
  const xs = loX <= maxX && minX <= hiX;
  const ys = loY <= maxY && minY <= hiY;
  const zs = loZ <= maxZ && minZ <= hiZ;
  for (let i = 0; i < 4; i++) {
    const x = i & 1 ? maxX : minX;
    const y = i & 1 ? maxY : minY;
    const y2 = i & 2 ? maxY : minY;
    const z = i & 2 ? maxZ : minZ;
    const xIn = loX <= x && x <= hiX;
    const yIn = loY <= y && y <= hiY;
    const y2In = loY <= y2 && y2 <= hiY;
    const zIn = loZ <= z && z <= hiZ;
    ti = xs && yIn && zIn ? sweptSegmentEntry(Px, Py, Pz, Qx, Qy, Qz, mx, my, mz, minX, y, z, maxX, y, z, r) : -1;
    if (ti >= 0 && (t < 0 || ti < t)) t = ti;
    ti = ys && xIn && zIn ? sweptSegmentEntry(Px, Py, Pz, Qx, Qy, Qz, mx, my, mz, x, minY, z, x, maxY, z, r) : -1;
    if (ti >= 0 && (t < 0 || ti < t)) t = ti;
    ti = zs && xIn && y2In ? sweptSegmentEntry(Px, Py, Pz, Qx, Qy, Qz, mx, my, mz, x, y2, minZ, x, y2, maxZ, r) : -1;
    if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  }
  return t;
}

/**
 * Writes the hit at `t` (from capsuleBoxEntry): the nearest points `X` of the axis and
 * `Y = clamp(X)` of the box there, `point = Y`, `normal = (X - Y)/|X - Y|`; where they
 * coincide (radius 0), the axis of a face `Y` lies on that the motion enters, else the
 * reversed motion.
 */
export function writeBoxHit(
  out: CapsuleCastHit,
  t: number,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  mx: number,
  my: number,
  mz: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): void {
  const pair = pairScratch;
  closestSegmentAABBInto(
    pair,
    Px + t * mx,
    Py + t * my,
    Pz + t * mz,
    Qx + t * mx,
    Qy + t * my,
    Qz + t * mz,
    minX,
    minY,
    minZ,
    maxX,
    maxY,
    maxZ,
  );
  const Yx = pair[3] as number;
  const Yy = pair[4] as number;
  const Yz = pair[5] as number;
  const N = normalScratch;
  const Dx = (pair[0] as number) - Yx;
  const Dy = (pair[1] as number) - Yy;
  const Dz = (pair[2] as number) - Yz;
  if (Dx === 0 && Dy === 0 && Dz === 0) {
    // Touching with no gap: the face the motion pushes into, first of x, y, z.
    const fx = mx > 0 && Yx === minX ? -1 : mx < 0 && Yx === maxX ? 1 : 0;
    const fy = fx === 0 ? (my > 0 && Yy === minY ? -1 : my < 0 && Yy === maxY ? 1 : 0) : 0;
    const fz = fx === 0 && fy === 0 ? (mz > 0 && Yz === minZ ? -1 : mz < 0 && Yz === maxZ ? 1 : 0) : 0;
    if (!unitInto(N, 0, fx, fy, fz)) unitInto(N, 0, -mx, -my, -mz);
  } else {
    contactNormalInto(N, Dx, Dy, Dz, mx, my, mz);
  }
  writeCapsuleHit(out, N, Yx, Yy, Yz, t, Px, Py, Pz, Qx, Qy, Qz, mx, my, mz);
}
