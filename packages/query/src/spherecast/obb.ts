// The sphere cast against an oriented box: first for the scene (CONTRACT-v2, "Scene pairs
// with no function of their own"), exported from v3 on (settled v2 reading 7).
import { copySphereCastHit, createSphereCastHit } from '../hit.ts';
import { obbHit } from '../raycast/obb.ts';
import { createRotation, inverseRotateInto, rotateInto, setRotation } from '../quat.ts';
import type { OBB, SphereCastHit, Vec3, Vec3Like } from '../types.ts';
import { checkCastHitOut, checkOBB, checkRadius, checkSegment } from '../validate.ts';
import { length3 } from '../vec3.ts';
import { roundedBoxHitAt } from './aabb.ts';

/**
 * First contact of a sphere of `radius` whose center moves from `origin` to `end` with a
 * closed oriented box, or `null`.
 *
 * Maths: sphereCastAABB in the box's own frame. The inverse rotation carries the segment
 * there, `A' = q⁻¹(A − c)`, `B' = q⁻¹(B − c)`, where the box is the AABB `[−h, h]` and the
 * center meets the rounded box (the points within `radius` of it: faces grown by `r`, edge
 * cylinders, corner balls); the rotation carries the contact and the normal back, `P =
 * c + q(P')`, `n = q(n')`. A rotation keeps lengths, so `t` is the same in both frames.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this raycastOBB.
 * @param obb - The box: its `center` `c`, `halfSize` `h` (`>= 0` on every axis) and
 *   `rotation` `q`, a quaternion that need not be unit length but must not be zero.
 * @returns The first contact, as a new hit with the moving center, or `null` when the
 *   sphere does not meet the box along the way.
 *
 * @formula A' = q^{-1}(A - c),\ B' = q^{-1}(B - c);\quad t = \min\{\, t : \operatorname{dist}(A' + t\,\overrightarrow{A'B'},\ [-h, h]) \le r \,\};\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * // A ball of radius 0.5 rolled along x into a 4 × 2 × 2 plank turned 90° about z (2 wide
 * // in x): its center stops 0.5 short of the face x = -1, after 3.5 of 10.
 * const plank = { center: vec3(0, 0, 0), halfSize: vec3(2, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * sphereCastOBB(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), 0.5, plank);
 * // => { point: { x: -1, y: 0.5, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 3.5, t: 0.35,
 * //      center: { x: -1.5, y: 0.5, z: 0 } }
 * ```
 *
 * @remarks Edges. Every rule of sphereCastAABB, in the box's frame: overlapping the box at
 * `origin`: `null`; just touching it there: a hit at `t = 0` if moving into it, `null` if
 * moving away or tangentially; near an edge or a corner the rounded box is round. A face
 * contact has the face's axis, turned by the rotation, as its normal (exact for quarter
 * turns). `radius = 0` gives exactly raycastOBB's hit, with `center = point`. Flat boxes
 * are rounded rectangles. Contact beyond `end`, zero-length segment: `null`.
 * @throws TypeError for a missing or non-numeric argument, or a rotation that is a
 *   three.js `Matrix3`; RangeError for a non-finite value, a negative radius or
 *   `halfSize` component, or a zero rotation.
 */
export function sphereCastOBB(origin: Vec3Like, end: Vec3Like, radius: number, obb: OBB): SphereCastHit | null {
  checkSegment('sphereCastOBB', origin, end);
  checkRadius('sphereCastOBB', 'radius', radius);
  checkOBB('sphereCastOBB', 'obb', obb);
  const h = scratchHit;
  if (!obbRoundedHit(origin, end, radius, obb, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link sphereCastOBB} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: sphereCastAABB's rounded box in the box's own frame, `A' = q⁻¹(A − c)`, and the
 * contact and normal carried back by `q`, as in sphereCastOBB.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this raycastOBBInto.
 * @param obb - The box: its `center`, `halfSize` (`>= 0`) and `rotation` (a non-zero quaternion).
 * @param out - A hit made once with `createSphereCastHit()`: written on a hit, left as it was
 *   on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula A' = q^{-1}(A - c),\ B' = q^{-1}(B - c);\quad t = \min\{\, t : \operatorname{dist}(A' + t\,\overrightarrow{A'B'},\ [-h, h]) \le r \,\};\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createSphereCastHit();
 * const plank = { center: vec3(0, 0, 0), halfSize: vec3(2, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * sphereCastOBBInto(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), 0.5, plank, hit);
 * // => true
 * hit.center;
 * // => { x: -1.5, y: 0.5, z: 0 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as sphereCastOBB. A miss leaves `out`
 * as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before
 * `out` is written.
 * @throws TypeError for a missing or non-numeric argument, an `out` that is not a
 *   sphere-cast hit object, or a rotation that is a three.js `Matrix3`; RangeError for a
 *   non-finite value, a negative radius or `halfSize` component, or a zero rotation.
 */
export function sphereCastOBBInto(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  obb: OBB,
  out: SphereCastHit,
): boolean {
  checkSegment('sphereCastOBBInto', origin, end);
  checkRadius('sphereCastOBBInto', 'radius', radius);
  checkOBB('sphereCastOBBInto', 'obb', obb);
  checkCastHitOut('sphereCastOBBInto', 'out', out);
  return obbRoundedHit(origin, end, radius, obb, out);
}

/**
 * The kernel of both forms, without argument checks (for boxCastSphere, and for a scene
 * that checks its shapes once when they are added): the first contact of a sphere of `radius` whose center moves from `origin` to `end` with
 * the closed oriented box `box`, written into `out`: true on a hit, false (and `out`
 * untouched) on a miss. The raycast of the center against the rounded box, in the box's own
 * frame: `A' = q⁻¹(A - c)`, `B' = q⁻¹(B - c)` against the rounded `[-h, h]` of
 * sphereCastAABB, and the contact and normal carried back by `q`, `P = c + q(P')`,
 * `n = q(n')`; `center = A + t·(B - A)` and `distance` in the world's frame, where the
 * segment was given. A rotation keeps lengths, so `t` is the same in both frames. Radius 0
 * is raycastOBB's own kernel, so that it gives raycastOBB's hit to the last bit.
 */
export function obbRoundedHit(origin: Vec3Like, end: Vec3Like, radius: number, box: OBB, out: SphereCastHit): boolean {
  const Ax = origin.x;
  const Ay = origin.y;
  const Az = origin.z;
  const ABx = end.x - Ax;
  const ABy = end.y - Ay;
  const ABz = end.z - Az;
  if (radius === 0) {
    if (!obbHit(origin, end, box, out)) return false;
    const P = out.point;
    const C = out.center;
    C.x = P.x;
    C.y = P.y;
    C.z = P.z;
    return true;
  }
  const c = box.center;
  const cx = c.x;
  const cy = c.y;
  const cz = c.z;
  const h = box.halfSize;
  const hx = h.x;
  const hy = h.y;
  const hz = h.z;
  const R = setRotation(scratchRotation, box.rotation);
  const L = scratchVec;
  inverseRotateInto(L, R, Ax - cx, Ay - cy, Az - cz);
  const ax = L.x;
  const ay = L.y;
  const az = L.z;
  inverseRotateInto(L, R, end.x - cx, end.y - cy, end.z - cz);
  if (!roundedBoxHitAt(ax, ay, az, L.x - ax, L.y - ay, L.z - az, radius, -hx, -hy, -hz, hx, hy, hz, out)) {
    return false;
  }
  const t = out.t;
  const P = rotateInto(out.point, R, out.point.x, out.point.y, out.point.z);
  P.x = cx + P.x + 0;
  P.y = cy + P.y + 0;
  P.z = cz + P.z + 0;
  const N = rotateInto(out.normal, R, out.normal.x, out.normal.y, out.normal.z);
  N.x += 0;
  N.y += 0;
  N.z += 0;
  const C = out.center;
  C.x = Ax + t * ABx + 0;
  C.y = Ay + t * ABy + 0;
  C.z = Az + t * ABz + 0;
  out.distance = t * length3(ABx, ABy, ABz);
  return true;
}

const scratchRotation = createRotation();
const scratchVec: Vec3 = { x: 0, y: 0, z: 0 };

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createSphereCastHit();
