import { capsuleCastAABBInto } from '../capsulecast/aabb.ts';
import { capsuleCastOBBInto } from '../capsulecast/obb.ts';
import { copySphereCastHit, createBoxCastHit, createCapsuleCastHit } from '../hit.ts';
import { capsuleHit } from '../raycast/capsule.ts';
import type { AABB, BoxCastHit, Capsule, OBB, Vec3, Vec3Like } from '../types.ts';
import { checkAnyBox, checkBoxCastHitOut, checkCapsule, checkVec3 } from '../validate.ts';
import { length3 } from '../vec3.ts';
import { pointCenter, pointEndInto, pointStartInto } from './obb.ts';
import { isAABB, loadBox, M, movingIsPoint, type AnyBox } from './sweep.ts';

/**
 * First contact of a box moved by `motion` with a capsule, or `null`.
 *
 * Maths: the same contact seen from the box: the capsule moving by `−motion` against the
 * resting box (capsuleCastOBB, or capsuleCastAABB for a box given by its corners) touches
 * it at the same `t`; shifting that picture by `t·d` gives the contact `point = P' + t·d`
 * and the box's center `c + t·d`; the normal, the capsule's own outward normal toward the
 * box, is the reversed `−n'`.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`
 *   (a three.js `Box3`: the identity rotation).
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param capsule - The capsule it may hit: its axis `start`–`end` and its `radius` (`>= 0`).
 * @returns The first contact, as a new hit with the moving box's `center` there, or `null`
 *   when the box does not meet the capsule along the way.
 *
 * @formula (t, P', n') = \text{capsuleCastOBB}(\text{capsule},\ -d,\ \text{box});\quad P = P' + t\,d,\ \ n = -n',\ \ C = c + t\,d
 *
 * @example
 * ```ts
 * // A unit crate slid 8 along x at an upright capsule of radius 1 about x = 5: its face
 * // x = -2 meets the capsule's side x = 4 after 6.
 * const pillar = { start: vec3(5, -2, 0), end: vec3(5, 2, 0), radius: 1 };
 * boxCastCapsule({ min: vec3(-3, -0.5, -0.5), max: vec3(-2, 0.5, 0.5) }, vec3(8, 0, 0), pillar);
 * // => { point: { x: 4, y: -0.5, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 6, t: 0.75,
 * //      center: { x: 3.5, y: 0, z: 0 } }
 * ```
 *
 * @remarks Edges. Every rule of the capsule cast it reverses: overlapping at the start:
 * `null`; touching at the start: a hit at `t = 0` only when the motion pushes into the
 * capsule, `null` sliding along or leaving. Where a face of the box meets the capsule's
 * side along a segment, the point is one point of that segment (the capsule cast's).
 * A box of `halfSize` 0 is a point: exactly raycastCapsule's hit, with `center = point`.
 * A capsule with `start = end` is a sphere: boxCastSphere's answer. Contact beyond
 * `motion`, zero motion: `null`.
 * @throws TypeError for a missing or non-numeric argument or a box that is neither an OBB
 *   nor an AABB; RangeError for a non-finite value, a negative `halfSize` or radius, a
 *   zero rotation, `min` greater than `max` or an empty `Box3`.
 */
export function boxCastCapsule(box: OBB | AABB, motion: Vec3Like, capsule: Capsule): BoxCastHit | null {
  checkAnyBox('boxCastCapsule', 'box', box);
  checkVec3('boxCastCapsule', 'motion', motion);
  checkCapsule('boxCastCapsule', 'capsule', capsule);
  const h = scratchHit;
  if (!boxCapsuleHit(box, motion, capsule, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link boxCastCapsule} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: capsuleCastOBB of the capsule moving by `−motion` against the resting box, its
 * picture shifted by `t·motion`, as in boxCastCapsule.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`.
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param capsule - The capsule it may hit: its axis `start`–`end` and its `radius` (`>= 0`).
 * @param out - A hit made once with `createBoxCastHit()`: written on a hit, left as it was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula (t, P', n') = \text{capsuleCastOBB}(\text{capsule},\ -d,\ \text{box});\quad P = P' + t\,d,\ \ n = -n',\ \ C = c + t\,d
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createBoxCastHit();
 * const pillar = { start: vec3(5, -2, 0), end: vec3(5, 2, 0), radius: 1 };
 * boxCastCapsuleInto({ min: vec3(-3, -0.5, -0.5), max: vec3(-2, 0.5, 0.5) }, vec3(8, 0, 0), pillar, hit);
 * // => true
 * hit.center;
 * // => { x: 3.5, y: 0, z: 0 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as boxCastCapsule. A miss leaves
 * `out` as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before
 * `out` is written.
 * @throws TypeError for a missing or non-numeric argument, a box that is neither an OBB
 *   nor an AABB, or an `out` that is not a box-cast hit object; RangeError for a non-finite
 *   value, a negative `halfSize` or radius, a zero rotation, `min` greater than `max` or an
 *   empty `Box3`.
 */
export function boxCastCapsuleInto(box: OBB | AABB, motion: Vec3Like, capsule: Capsule, out: BoxCastHit): boolean {
  checkAnyBox('boxCastCapsuleInto', 'box', box);
  checkVec3('boxCastCapsuleInto', 'motion', motion);
  checkCapsule('boxCastCapsuleInto', 'capsule', capsule);
  checkBoxCastHitOut('boxCastCapsuleInto', 'out', out);
  return boxCapsuleHit(box, motion, capsule, out);
}

/**
 * The kernel of both forms: a point box is raycastCapsule's kernel; otherwise the reversed
 * capsule cast against the resting box, carried to the box's frame of motion.
 */
function boxCapsuleHit(box: AnyBox, d: Vec3Like, capsule: Capsule, out: BoxCastHit): boolean {
  const dx = d.x;
  const dy = d.y;
  const dz = d.z;
  loadBox(M, box);
  if (movingIsPoint()) {
    if (!capsuleHit(pointStartInto(scratchA), pointEndInto(scratchB, dx, dy, dz), capsule, 0, out, null)) return false;
    pointCenter(out);
    return true;
  }
  const back = scratchA;
  back.x = -dx;
  back.y = -dy;
  back.z = -dz;
  const h = reversed;
  if (!(isAABB(box) ? capsuleCastAABBInto(capsule, back, box, h) : capsuleCastOBBInto(capsule, back, box, h))) {
    return false;
  }
  const t = h.t;
  const P = out.point;
  P.x = h.point.x + t * dx + 0;
  P.y = h.point.y + t * dy + 0;
  P.z = h.point.z + t * dz + 0;
  const N = out.normal;
  N.x = -h.normal.x + 0;
  N.y = -h.normal.y + 0;
  N.z = -h.normal.z + 0;
  const C = out.center;
  C.x = (M[0] as number) + t * dx + 0;
  C.y = (M[1] as number) + t * dy + 0;
  C.z = (M[2] as number) + t * dz + 0;
  out.distance = t * length3(dx, dy, dz);
  out.t = t;
  return true;
}

const scratchA: Vec3 = { x: 0, y: 0, z: 0 };
const scratchB: Vec3 = { x: 0, y: 0, z: 0 };
/** The reversed capsule cast's hit, in the resting box's picture. */
const reversed = createCapsuleCastHit();

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createBoxCastHit();
