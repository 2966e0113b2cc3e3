import { copyRaycastHit, createRaycastHit } from '../hit.ts';
import { createRotation, inverseRotateInto, rotateInto, setRotation } from '../quat.ts';
import type { OBB, RaycastHit, Vec3, Vec3Like } from '../types.ts';
import { checkHitOut, checkOBB, checkSegment } from '../validate.ts';
import { length3, maxAbs3, ON_SURFACE } from '../vec3.ts';
import { boxContact, boxEntry, entryFace } from './aabb.ts';

/**
 * First contact of the segment `origin -> end` with a closed oriented box, or `null`.
 *
 * Maths (slab method in the box's frame): the inverse rotation carries `A` and `B` into
 * the box's own frame, `A' = q⁻¹(A - c)`, where the box is the AABB `[-h, h]`; raycastAABB's
 * slab method gives `t` and the face entered there, and the rotation carries the contact
 * and the face's axis back, `P = c + q(P')`, `n = q(n')`. A rotation keeps lengths, so `t`
 * is the same in both frames.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param obb - The box: its `center` `c`, `halfSize` `h` (`>= 0` on every axis) and
 *   `rotation` `q`, a quaternion that need not be unit length but must not be zero.
 * @returns The first contact, as a new hit, or `null` when the segment does not touch it.
 *
 * @formula A' = q^{-1}(A - c),\ B' = q^{-1}(B - c);\quad t = \max_k \frac{\mp h_k - A'_k}{B'_k - A'_k};\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * // A 4 × 2 × 2 box turned 90° about z (so 2 wide in x, 4 tall in y), entered through
 * // its world -x face, x = -1, at t = 4/10.
 * const s = Math.SQRT1_2;
 * const obb = { center: vec3(0, 0, 0), halfSize: vec3(2, 1, 1), rotation: { x: 0, y: 0, z: s, w: s } };
 * raycastOBB(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), obb);
 * // => { point: { x: -1, y: 0.5, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 4, t: 0.4 }
 * ```
 *
 * @remarks Edges. Every rule of raycastAABB, in the box's frame: touching counts; origin
 * strictly inside: `null`; origin on the surface (or within 2^-40·S of a face, S the largest input magnitude, where
 * the rotated, rounded `point` of a hit lands): a hit at `t = 0` only heading in;
 * entering through an edge or a corner, the first of the box's own x, y, z axes among the
 * faces entered gives the normal; a flat box (`halfSize` 0 on an axis) is entered through
 * its edges by segments in its plane. The rotation is normalized (`{x: 0, y: 0, z: 1, w: 1}`
 * is a quarter turn about z); quarter turns with components 0 and ±1 are exact, so such
 * boxes touch exactly where the exact answer does. `normal` is unit length and along the
 * exact face direction to within 1e-9. Contact beyond `end` or behind `origin`,
 * zero-length segment: `null`.
 * @throws TypeError for a missing or non-numeric argument, or a rotation that is a
 *   three.js `Matrix3` (the message says how to make a quaternion of it); RangeError for a
 *   non-finite value, a negative `halfSize` component or a zero rotation.
 */
export function raycastOBB(origin: Vec3Like, end: Vec3Like, obb: OBB): RaycastHit | null {
  checkSegment('raycastOBB', origin, end);
  checkOBB('raycastOBB', 'obb', obb);
  const h = scratchHit;
  if (!obbHit(origin, end, obb, h)) return null; // a miss allocates nothing
  return copyRaycastHit(h);
}

/**
 * {@link raycastOBB} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths (slab method in the box's frame): `A' = q⁻¹(A - c)`, `B' = q⁻¹(B - c)` against
 * the AABB `[-h, h]`, and the contact and normal carried back by `q`, as in raycastOBB.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param obb - The box: its `center` `c`, `halfSize` `h` (`>= 0` on every axis) and
 *   `rotation` `q`, a quaternion that need not be unit length but must not be zero.
 * @param out - A hit made once with `createRaycastHit()`: written on a hit, left as it was on a
 *   miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula A' = q^{-1}(A - c),\ B' = q^{-1}(B - c);\quad t = \max_k \frac{\mp h_k - A'_k}{B'_k - A'_k};\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createRaycastHit();
 * const obb = { center: vec3(0, 0, 0), halfSize: vec3(2, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * raycastOBBInto(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), obb, hit);
 * // => true
 * hit;
 * // => { point: { x: -1, y: 0.5, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 4, t: 0.4 }
 * ```
 *
 * @remarks Edges. Every edge, tie rule, hit and number exactly as raycastOBB. A miss
 * leaves `out` as it was. `out.point` and `out.normal` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before
 * `out` is written.
 * @throws TypeError for a missing or non-numeric argument, an `out` that is not a hit
 *   object, or a rotation that is a three.js `Matrix3`; RangeError for a non-finite
 *   value, a negative `halfSize` component or a zero rotation.
 */
export function raycastOBBInto(origin: Vec3Like, end: Vec3Like, obb: OBB, out: RaycastHit): boolean {
  checkSegment('raycastOBBInto', origin, end);
  checkOBB('raycastOBBInto', 'obb', obb);
  checkHitOut('raycastOBBInto', 'out', out);
  return obbHit(origin, end, obb, out);
}

/**
 * The kernel of both forms: the slab method of raycastAABB in the box's own frame; also
 * the radius-0 sphere cast against an oriented box (spherecast/obb.ts).
 */
export function obbHit(A: Vec3Like, B: Vec3Like, obb: OBB, out: RaycastHit): boolean {
  const Ax = A.x;
  const Ay = A.y;
  const Az = A.z;
  const Bx = B.x;
  const By = B.y;
  const Bz = B.z;
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
  inverseRotateInto(L, R, Ax - cx, Ay - cy, Az - cz);
  // A start within ON_SURFACE·S of a face is ON it (as a hit's rounded point is), taken
  // there, so that boxEntry's exact rules decide: heading in, t = 0; leaving, null.
  const band = ON_SURFACE * Math.max(maxAbs3(Ax, Ay, Az), maxAbs3(cx, cy, cz), maxAbs3(hx, hy, hz));
  const ax = ontoFace(L.x, hx, band);
  const ay = ontoFace(L.y, hy, band);
  const az = ontoFace(L.z, hz, band);
  inverseRotateInto(L, R, Bx - cx, By - cy, Bz - cz);
  const bx = L.x;
  const by = L.y;
  const bz = L.z;
  const t = boxEntry(ax, ay, az, bx, by, bz, -hx, -hy, -hz, hx, hy, hz);
  if (t < 0) return false;
  const face = entryFace;
  rotateInto(
    L,
    R,
    boxContact(face, 0, ax, bx - ax, t, -hx, hx),
    boxContact(face, 2, ay, by - ay, t, -hy, hy),
    boxContact(face, 4, az, bz - az, t, -hz, hz),
  );
  const P = out.point;
  P.x = cx + L.x + 0;
  P.y = cy + L.y + 0;
  P.z = cz + L.z + 0;
  // The face's outward axis in the box's frame, turned into the world's.
  const N = out.normal;
  rotateInto(
    N,
    R,
    face === 0 ? -1 : face === 1 ? 1 : 0,
    face === 2 ? -1 : face === 3 ? 1 : 0,
    face === 4 ? -1 : face === 5 ? 1 : 0,
  );
  N.x += 0;
  N.y += 0;
  N.z += 0;
  // The distance travelled in the world's frame, where the segment was given.
  out.distance = t * length3(Bx - Ax, By - Ay, Bz - Az);
  out.t = t;
  return true;
}

/** `v`, or the face `±h` where `|v|` is within `band` of `h`. */
function ontoFace(v: number, h: number, band: number): number {
  const gap = Math.abs(v) - h;
  return gap < -band || gap > band ? v : v < 0 ? -h : h;
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createRaycastHit();
const scratchRotation = createRotation();
const scratchVec: Vec3 = { x: 0, y: 0, z: 0 };
