import { copyContact, setContact } from '../hit.ts';
import { createRotation, inverseRotateInto, rotateInto, setRotation } from '../quat.ts';
import type { Contact, OBB, Sphere } from '../types.ts';
import { checkContactOut, checkOBB, checkSphere } from '../validate.ts';
import { sphereBoxContact } from './sphere-aabb.ts';

/**
 * How a sphere that touches or overlaps a closed oriented box gets out of it, or `null`
 * when they do not touch.
 *
 * Maths: sphereContactAABB in the box's own frame, where it is the AABB `[-h, h]`: the
 * inverse rotation carries the center there, `S' = q⁻¹(S - c)`, and the rotation carries
 * the contact's point and normal back, `P = c + q(P')`, `n = q(n')`; a rotation keeps
 * distances, so `depth` is the same in both frames.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param box - The box: its `center` `c`, `halfSize` `h` (`>= 0` on every axis) and
 *   `rotation` `q`, a quaternion that need not be unit length but must not be zero.
 * @returns The contact, as a new object, or `null` when the sphere and the box do not touch.
 *
 * @formula S' = q^{-1}(S - c);\quad (P', n', \text{depth}) = \text{contact}(S', r, [-h, h]);\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * // The unit cube about the origin turned 90° about z, and a ball of radius 1 sunk 0.25
 * // into its top face y = 0.5.
 * const box = { center: vec3(0, 0, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * sphereContactOBB({ center: vec3(0, 1.25, 0), radius: 1 }, box);
 * // => { point: { x: 0, y: 0.5, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.25 }
 * ```
 *
 * @remarks Edges. Every rule of sphereContactAABB, in the box's frame: just touching
 * gives `depth = 0`; a center inside or on the surface is pushed out through the nearest
 * face, ties to the first of the box's own x−, x+, y−, y+, z−, z+; a box flat on an axis
 * with the center in its plane pushes out through its nearest edge within that plane.
 * The rotation is normalized; quarter turns with components 0 and ±1 are exact. `depth`
 * is never negative.
 * @throws TypeError for a missing or non-numeric argument, or a rotation that is a
 *   three.js `Matrix3`; RangeError for a non-finite value, a negative radius, a negative
 *   `halfSize` component or a zero rotation.
 */
export function sphereContactOBB(sphere: Sphere, box: OBB): Contact | null {
  checkSphere('sphereContactOBB', 'sphere', sphere);
  checkOBB('sphereContactOBB', 'box', box);
  if (!sphereOBBContact(scratchOut, sphere, box)) return null;
  return copyContact(scratchOut);
}

/**
 * {@link sphereContactOBB} that writes its contact into `out` instead of allocating one:
 * true and `out` filled when the sphere and the box touch, false and `out` untouched when
 * they do not.
 *
 * Maths: as sphereContactOBB, sphereContactAABB in the box's own frame, carried back by the
 * rotation: `S' = q⁻¹(S - c)`, `P = c + q(P')`, `n = q(n')`.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param box - The box: its `center` `c`, `halfSize` `h` (`>= 0` on every axis) and
 *   `rotation` `q`, a quaternion that need not be unit length but must not be zero.
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula S' = q^{-1}(S - c);\quad (P', n', \text{depth}) = \text{contact}(S', r, [-h, h]);\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * const box = { center: vec3(0, 0, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * const contact = createContact();
 * sphereContactOBBInto({ center: vec3(0, 1.25, 0), radius: 1 }, box, contact);
 * // => true
 * contact;
 * // => { point: { x: 0, y: 0.5, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.25 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as sphereContactOBB. Apart: `false`,
 * `out` as it was. `out.point` and `out.normal` are written in place and may be the very
 * objects passed as inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument, an `out` that is not a contact
 *   object, or a rotation that is a three.js `Matrix3`; RangeError for a non-finite value,
 *   a negative radius, a negative `halfSize` component or a zero rotation.
 */
export function sphereContactOBBInto(sphere: Sphere, box: OBB, out: Contact): boolean {
  checkSphere('sphereContactOBBInto', 'sphere', sphere);
  checkOBB('sphereContactOBBInto', 'box', box);
  checkContactOut('sphereContactOBBInto', 'out', out);
  return sphereOBBContact(out, sphere, box);
}

/**
 * The kernel of both forms: the contact in the box's frame, in a scratch contact, then
 * carried back into `out` (written only when they touch, after every input was read).
 */
function sphereOBBContact(out: Contact, sphere: Sphere, box: OBB): boolean {
  const S = sphere.center;
  const c = box.center;
  const h = box.halfSize;
  const cx = c.x;
  const cy = c.y;
  const cz = c.z;
  const R = setRotation(scratchRotation, box.rotation);
  const k = scratchContact;
  const L = inverseRotateInto(k.point, R, S.x - cx, S.y - cy, S.z - cz);
  if (!sphereBoxContact(k, L.x, L.y, L.z, sphere.radius, -h.x, -h.y, -h.z, h.x, h.y, h.z)) return false;
  const P = rotateInto(k.point, R, k.point.x, k.point.y, k.point.z);
  const N = rotateInto(k.normal, R, k.normal.x, k.normal.y, k.normal.z);
  setContact(out, cx + P.x, cy + P.y, cz + P.z, N.x, N.y, N.z, k.depth);
  return true;
}

/** The contact filled in the box's frame, then carried back; one, reused. */
const scratchContact: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
/** The object form's result before it is copied. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
const scratchRotation = createRotation();
