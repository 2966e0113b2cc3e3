import { copySphereCastHit, createBoxCastHit, createSphereCastHit } from '../hit.ts';
import { sphereHit } from '../raycast/sphere.ts';
import { roundedBoxHit } from '../spherecast/aabb.ts';
import { obbRoundedHit } from '../spherecast/obb.ts';
import type { AABB, BoxCastHit, OBB, Sphere, Vec3, Vec3Like } from '../types.ts';
import { checkAnyBox, checkBoxCastHitOut, checkSphere, checkVec3 } from '../validate.ts';
import { length3 } from '../vec3.ts';
import { pointCenter, pointEndInto, pointStartInto } from './obb.ts';
import { isAABB, loadBox, M, movingIsPoint, type AnyBox } from './sweep.ts';

/**
 * First contact of a box moved by `motion` with a sphere, or `null`.
 *
 * Maths: the same contact seen from the box: the sphere moving by `−motion` against the
 * resting box (sphereCastOBB, or sphereCastAABB for a box given by its corners) touches it
 * at the same `t`; there the sphere's center is `S − t·d`, so shifting the picture by
 * `t·d` gives the contact `point = P' + t·d` and the box's center `c + t·d`; the normal,
 * the sphere's own outward normal toward the box, is the reversed `−n'`.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`
 *   (a three.js `Box3`: the identity rotation).
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param sphere - The sphere it may hit: its `center` `S` and `radius` (`>= 0`).
 * @returns The first contact, as a new hit with the moving box's `center` there, or `null`
 *   when the box does not meet the sphere along the way.
 *
 * @formula (t, P', n') = \text{sphereCastOBB}(S,\ S - d,\ r,\ \text{box});\quad P = P' + t\,d,\ \ n = -n',\ \ C = c + t\,d
 *
 * @example
 * ```ts
 * // A unit crate slid 8 along x at a ball of radius 1 level with its middle: its face
 * // x = -2 meets the ball's side x = 4 after 6, at the ball's point (4, 0, 0).
 * boxCastSphere({ min: vec3(-3, -0.5, -0.5), max: vec3(-2, 0.5, 0.5) }, vec3(8, 0, 0), { center: vec3(5, 0, 0), radius: 1 });
 * // => { point: { x: 4, y: 0, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 6, t: 0.75,
 * //      center: { x: 3.5, y: 0, z: 0 } }
 * ```
 *
 * @remarks Edges. Every rule of the sphere cast it reverses: overlapping at the start:
 * `null`; touching at the start: a hit at `t = 0` only when the motion pushes into the
 * sphere; a box's edge or corner meets the ball with the ball's normal toward it. A box of
 * `halfSize` 0 is a point: exactly raycastSphere's hit, with `center = point`. A sphere
 * of radius 0 is a point that the box's faces, edges and corners meet. Contact beyond
 * `motion`, zero motion: `null`.
 * @throws TypeError for a missing or non-numeric argument or a box that is neither an OBB
 *   nor an AABB; RangeError for a non-finite value, a negative `halfSize` or radius, a
 *   zero rotation, `min` greater than `max` or an empty `Box3`.
 */
export function boxCastSphere(box: OBB | AABB, motion: Vec3Like, sphere: Sphere): BoxCastHit | null {
  checkAnyBox('boxCastSphere', 'box', box);
  checkVec3('boxCastSphere', 'motion', motion);
  checkSphere('boxCastSphere', 'sphere', sphere);
  const h = scratchHit;
  if (!boxSphereHit(box, motion, sphere, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link boxCastSphere} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: sphereCastOBB of the sphere moving by `−motion` against the resting box, its
 * picture shifted by `t·motion`, as in boxCastSphere.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`.
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param sphere - The sphere it may hit: its `center` `S` and `radius` (`>= 0`).
 * @param out - A hit made once with `createBoxCastHit()`: written on a hit, left as it was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula (t, P', n') = \text{sphereCastOBB}(S,\ S - d,\ r,\ \text{box});\quad P = P' + t\,d,\ \ n = -n',\ \ C = c + t\,d
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createBoxCastHit();
 * boxCastSphereInto({ min: vec3(-3, -0.5, -0.5), max: vec3(-2, 0.5, 0.5) }, vec3(8, 0, 0), { center: vec3(5, 0, 0), radius: 1 }, hit);
 * // => true
 * hit.center;
 * // => { x: 3.5, y: 0, z: 0 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as boxCastSphere. A miss leaves `out`
 * as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before
 * `out` is written.
 * @throws TypeError for a missing or non-numeric argument, a box that is neither an OBB
 *   nor an AABB, or an `out` that is not a box-cast hit object; RangeError for a non-finite
 *   value, a negative `halfSize` or radius, a zero rotation, `min` greater than `max` or an
 *   empty `Box3`.
 */
export function boxCastSphereInto(box: OBB | AABB, motion: Vec3Like, sphere: Sphere, out: BoxCastHit): boolean {
  checkAnyBox('boxCastSphereInto', 'box', box);
  checkVec3('boxCastSphereInto', 'motion', motion);
  checkSphere('boxCastSphereInto', 'sphere', sphere);
  checkBoxCastHitOut('boxCastSphereInto', 'out', out);
  return boxSphereHit(box, motion, sphere, out);
}

/**
 * The kernel of both forms: a point box is raycastSphere's kernel; otherwise the reversed
 * sphere cast against the resting box, carried to the box's frame of motion.
 */
function boxSphereHit(box: AnyBox, d: Vec3Like, sphere: Sphere, out: BoxCastHit): boolean {
  const dx = d.x;
  const dy = d.y;
  const dz = d.z;
  loadBox(M, box);
  if (movingIsPoint()) {
    if (!sphereHit(pointStartInto(scratchA), pointEndInto(scratchB, dx, dy, dz), sphere, 0, out, null)) return false;
    pointCenter(out);
    return true;
  }
  const S = sphere.center;
  const A = scratchA;
  A.x = S.x;
  A.y = S.y;
  A.z = S.z;
  const B = scratchB;
  B.x = S.x - dx;
  B.y = S.y - dy;
  B.z = S.z - dz;
  const h = reversed;
  const r = sphere.radius;
  if (!(isAABB(box) ? roundedBoxHit(A, B, r, box, h) : obbRoundedHit(A, B, r, box, h))) return false;
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
/** The reversed sphere cast's hit, in the resting box's picture. */
const reversed = createSphereCastHit();

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createBoxCastHit();
