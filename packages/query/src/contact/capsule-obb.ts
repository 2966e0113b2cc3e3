import { copyContact, setContact } from '../hit.ts';
import { createRotation, inverseRotateInto, rotateInto, setRotation } from '../quat.ts';
import type { Capsule, Contact, OBB } from '../types.ts';
import { checkCapsule, checkContactOut, checkOBB } from '../validate.ts';
import { capsuleBoxContact } from './capsule-aabb.ts';

/**
 * The minimum translation that moves a capsule out of a closed oriented box to just
 * touching it, or `null` when they do not touch.
 *
 * Maths: capsuleContactAABB in the box's own frame, where it is the AABB `[-h, h]`: the
 * inverse rotation carries the axis there, `A' = q⁻¹(A - c)`, `B' = q⁻¹(B - c)`, and the
 * rotation carries the contact's point and normal back, `P = c + q(P')`, `n = q(n')`; a
 * rotation keeps distances, so `depth` is the same in both frames.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param box - The box: its `center` `c`, `halfSize` `h` (`>= 0` on every axis) and
 *   `rotation` `q`, a quaternion that need not be unit length but must not be zero.
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`), or `null`.
 *
 * @formula A' = q^{-1}(A - c),\ B' = q^{-1}(B - c);\quad (P', n', \text{depth}) = \text{contact}(A'B', r, [-h, h]);\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * // The unit cube about the origin turned 90° about z, and a capsule of radius 1 lying
 * // across its top face y = 0.5 at height 1.25: it sinks 0.25 and is pushed up by 0.25.
 * const box = { center: vec3(0, 0, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * capsuleContactOBB({ start: vec3(0, 1.25, -2), end: vec3(0, 1.25, 2), radius: 1 }, box);
 * // => { point: { x: 0, y: 0.5, z: -0.5 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.25 }
 * ```
 *
 * @remarks Edges. Every rule of capsuleContactAABB, in the box's frame: just touching
 * gives `depth = 0`; an axis crossing the box leaves by its least exit, ties to the first
 * of the box's own x−, x+, y−, y+, z−, z+, then the edge directions; a box flat on an axis
 * with the capsule's axis in its plane pushes out within that plane. `start = end` is a
 * sphere: sphereContactOBB's answer. The rotation is normalized; quarter turns with
 * components 0 and ±1 are exact. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument, or a rotation that is a
 *   three.js `Matrix3`; RangeError for a non-finite value, a negative radius, a negative
 *   `halfSize` component or a zero rotation.
 */
export function capsuleContactOBB(capsule: Capsule, box: OBB): Contact | null {
  checkCapsule('capsuleContactOBB', 'capsule', capsule);
  checkOBB('capsuleContactOBB', 'box', box);
  if (!capsuleOBBContact(scratchOut, capsule, box)) return null;
  return copyContact(scratchOut);
}

/**
 * {@link capsuleContactOBB} that writes its contact into `out` instead of allocating one:
 * true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as capsuleContactOBB, capsuleContactAABB in the box's frame carried back by the
 * rotation: `P = c + q(P')`, `n = q(n')`.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param box - The box: its `center` `c`, `halfSize` `h` (`>= 0` on every axis) and
 *   `rotation` `q`, a quaternion that need not be unit length but must not be zero.
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula (P', n', \text{depth}) = \text{contact}(q^{-1}(A - c)\,q^{-1}(B - c), r, [-h, h]);\quad P = c + q(P'),\ n = q(n')
 *
 * @example
 * ```ts
 * const box = { center: vec3(0, 0, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * const contact = createContact();
 * capsuleContactOBBInto({ start: vec3(0, 1.25, -2), end: vec3(0, 1.25, 2), radius: 1 }, box, contact);
 * // => true
 * contact;
 * // => { point: { x: 0, y: 0.5, z: -0.5 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.25 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as capsuleContactOBB. Apart: `false`,
 * `out` as it was. `out.point` and `out.normal` are written in place and may be the very
 * objects passed as inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument, an `out` that is not a contact
 *   object, or a rotation that is a three.js `Matrix3`; RangeError for a non-finite value,
 *   a negative radius, a negative `halfSize` component or a zero rotation.
 */
export function capsuleContactOBBInto(capsule: Capsule, box: OBB, out: Contact): boolean {
  checkCapsule('capsuleContactOBBInto', 'capsule', capsule);
  checkOBB('capsuleContactOBBInto', 'box', box);
  checkContactOut('capsuleContactOBBInto', 'out', out);
  return capsuleOBBContact(out, capsule, box);
}

/** The kernel of both forms: the contact in the box's frame, carried back into `out`. */
function capsuleOBBContact(out: Contact, capsule: Capsule, box: OBB): boolean {
  const A = capsule.start;
  const B = capsule.end;
  const c = box.center;
  const h = box.halfSize;
  const cx = c.x;
  const cy = c.y;
  const cz = c.z;
  const R = setRotation(scratchRotation, box.rotation);
  const k = scratchContact;
  const a = inverseRotateInto(localA, R, A.x - cx, A.y - cy, A.z - cz);
  const b = inverseRotateInto(localB, R, B.x - cx, B.y - cy, B.z - cz);
  const r = capsule.radius;
  if (!capsuleBoxContact(k, a.x, a.y, a.z, b.x, b.y, b.z, r, -h.x, -h.y, -h.z, h.x, h.y, h.z)) return false;
  const P = rotateInto(k.point, R, k.point.x, k.point.y, k.point.z);
  const N = rotateInto(k.normal, R, k.normal.x, k.normal.y, k.normal.z);
  setContact(out, cx + P.x, cy + P.y, cz + P.z, N.x, N.y, N.z, k.depth);
  return true;
}

const scratchContact: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
const localA = { x: 0, y: 0, z: 0 };
const localB = { x: 0, y: 0, z: 0 };
const scratchRotation = createRotation();
