import { copyCapsuleCastHit, createCapsuleCastHit } from '../hit.ts';
import { createRotation, inverseRotateInto, rotateInto, setRotation } from '../quat.ts';
import { sphereCastOBBInto } from '../spherecast/obb.ts';
import type { Capsule, CapsuleCastHit, OBB, Vec3, Vec3Like } from '../types.ts';
import { checkCapsule, checkCapsuleCastHitOut, checkOBB, checkVec3 } from '../validate.ts';
import { length3, maxAbs3 } from '../vec3.ts';
import { capsuleBoxEntry, writeBoxHit } from './aabb.ts';
import { endScratch, fromSphereHit, sphereScratch } from './capsule.ts';

/**
 * First contact of a capsule moved by `motion` with a closed oriented box, or `null`.
 *
 * Maths: capsuleCastAABB in the box's own frame: the axis ends carried in,
 * `P' = q⁻¹(P - c)`, `Q' = q⁻¹(Q - c)`, the motion turned, `m' = q⁻¹(m)`, against
 * `[-h, h]`; the contact and normal carried back, `point = c + q(point')`,
 * `normal = q(normal')`. A rotation keeps lengths, so `t` is the same in both frames;
 * `start`, `end` and `distance` are in the world's frame, where the capsule was given.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement: it sweeps from where it is to where it is plus `m`.
 * @param obb - The box: its `center` `c`, `halfSize` `h` (`>= 0`) and `rotation` `q` (a quaternion, any length but zero).
 * @returns The first contact, as a new hit with the moving axis at contact (`start`, `end`),
 *   or `null` when the capsule does not meet the box along the way.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(q^{-1}(PQ + t\,m - c),\ [-h, h]) = r \,\},\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * // A box turned a quarter turn about z is the same box: the capsule stops as against
 * // the AABB [-1, 1]³, its body 0.5 short of the face x = -1.
 * const obb = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * capsuleCastOBB({ start: vec3(-4, -0.5, 0), end: vec3(-4, 0.5, 0), radius: 0.5 }, vec3(4, 0, 0), obb);
 * // => { point: { x: -1, y: -0.5, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 2.5, t: 0.625,
 * //      start: { x: -1.5, y: -0.5, z: 0 }, end: { x: -1.5, y: 0.5, z: 0 } }
 * ```
 *
 * @remarks Edges. Every edge of capsuleCastAABB, in the box's frame (a start on the
 * surface judged within 2^-40·S of the world's scale). `start = end`: the sphere cast
 * against the oriented box. The rotation need not be unit length.
 * @throws TypeError for a missing or non-numeric argument or a rotation that is not a
 *   quaternion; RangeError for a non-finite value, a negative radius or half size, or a
 *   zero rotation.
 */
export function capsuleCastOBB(capsule: Capsule, motion: Vec3Like, obb: OBB): CapsuleCastHit | null {
  checkCapsule('capsuleCastOBB', 'capsule', capsule);
  checkVec3('capsuleCastOBB', 'motion', motion);
  checkOBB('capsuleCastOBB', 'obb', obb);
  const h = scratchHit;
  if (!capsuleOBBHit(capsule, motion, obb, h)) return null; // a miss allocates nothing
  return copyCapsuleCastHit(h);
}

/**
 * {@link capsuleCastOBB} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: capsuleCastAABB in the box's frame, as in capsuleCastOBB.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement.
 * @param obb - The box: its `center`, `halfSize` and `rotation`.
 * @param out - A hit made once with `createCapsuleCastHit()`: written on a hit, left as it
 *   was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(q^{-1}(PQ + t\,m - c),\ [-h, h]) = r \,\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createCapsuleCastHit();
 * const obb = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * capsuleCastOBBInto({ start: vec3(-4, -0.5, 0), end: vec3(-4, 0.5, 0), radius: 0.5 }, vec3(4, 0, 0), obb, hit);
 * // => true
 * hit.t;
 * // => 0.625
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as capsuleCastOBB. A miss leaves
 * `out` as it was. `out.point`, `out.normal`, `out.start` and `out.end` are written in
 * place and may be the very objects passed as inputs: every input is read before `out` is
 * written.
 * @throws TypeError for a missing or non-numeric argument, a rotation that is not a
 *   quaternion or an `out` that is not a capsule-cast hit object; RangeError for a
 *   non-finite value, a negative radius or half size, or a zero rotation.
 */
export function capsuleCastOBBInto(capsule: Capsule, motion: Vec3Like, obb: OBB, out: CapsuleCastHit): boolean {
  checkCapsule('capsuleCastOBBInto', 'capsule', capsule);
  checkVec3('capsuleCastOBBInto', 'motion', motion);
  checkOBB('capsuleCastOBBInto', 'obb', obb);
  checkCapsuleCastHitOut('capsuleCastOBBInto', 'out', out);
  return capsuleOBBHit(capsule, motion, obb, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createCapsuleCastHit();
const scratchRotation = createRotation();
const scratchVec: Vec3 = { x: 0, y: 0, z: 0 };

/** The object and `…Into` forms' one record. A miss writes nothing. */
function capsuleOBBHit(capsule: Capsule, motion: Vec3Like, obb: OBB, out: CapsuleCastHit): boolean {
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
    if (!sphereCastOBBInto(P, B, r, obb, h)) return false;
    return fromSphereHit(out, h);
  }
  const c = obb.center;
  const cx = c.x;
  const cy = c.y;
  const cz = c.z;
  const h = obb.halfSize;
  const hx = h.x;
  const hy = h.y;
  const hz = h.z;
  const R = setRotation(scratchRotation, obb.rotation);
  const L = scratchVec;
  inverseRotateInto(L, R, Px - cx, Py - cy, Pz - cz);
  const px = L.x;
  const py = L.y;
  const pz = L.z;
  inverseRotateInto(L, R, Qx - cx, Qy - cy, Qz - cz);
  const qx = L.x;
  const qy = L.y;
  const qz = L.z;
  inverseRotateInto(L, R, mx, my, mz);
  const lx = L.x;
  const ly = L.y;
  const lz = L.z;
  // The world's scale: the axis carried in is rounded to it, so a start on the surface is
  // judged within its band.
  const scale = Math.max(maxAbs3(Px, Py, Pz), maxAbs3(Qx, Qy, Qz), maxAbs3(cx, cy, cz));
  const t = capsuleBoxEntry(px, py, pz, qx, qy, qz, lx, ly, lz, r, -hx, -hy, -hz, hx, hy, hz, scale);
  if (t < 0) return false;
  writeBoxHit(out, t, px, py, pz, qx, qy, qz, lx, ly, lz, -hx, -hy, -hz, hx, hy, hz);
  // Back to the world: the contact and normal turned by q, the axis and distance from the
  // world's own numbers.
  const point = rotateInto(out.point, R, out.point.x, out.point.y, out.point.z);
  point.x = cx + point.x + 0;
  point.y = cy + point.y + 0;
  point.z = cz + point.z + 0;
  const N = rotateInto(out.normal, R, out.normal.x, out.normal.y, out.normal.z);
  N.x += 0;
  N.y += 0;
  N.z += 0;
  out.distance = t * length3(mx, my, mz);
  out.start.x = Px + t * mx + 0;
  out.start.y = Py + t * my + 0;
  out.start.z = Pz + t * mz + 0;
  out.end.x = Qx + t * mx + 0;
  out.end.y = Qy + t * my + 0;
  out.end.z = Qz + t * mz + 0;
  return true;
}
