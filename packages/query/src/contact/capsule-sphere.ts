import { copyContact, setContact } from '../hit.ts';
import type { Capsule, Contact, Sphere } from '../types.ts';
import { checkCapsule, checkContactOut, checkSphere } from '../validate.ts';
import { onAxis, sphereCapsuleContact } from './sphere-capsule.ts';

/**
 * The minimum translation that moves a capsule out of a sphere to just touching it, or
 * `null` when they do not touch.
 *
 * Maths: with `X` the axis point nearest to the sphere's center `S` (radius `R`) and
 * `δ = |X - S|`, the capsule touches the sphere when `δ <= r + R`; moving it by
 * `r + R - δ` along `(X - S)/δ` leaves `X` at `r + R` from `S`, and no shorter move does
 * (every axis point stays at least as far as its projection moves). So `normal =
 * (X - S)/δ`, `depth = r + R - δ` and `point = S + R·normal`, whether the axis passes
 * outside the sphere or through it.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param sphere - The sphere: its `center` `S` and `radius` `R` (`>= 0`).
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`), or `null`.
 *
 * @formula X = \operatorname{nearest}(S,\ AB),\quad \text{normal} = \frac{X - S}{\lvert X - S \rvert},\quad \text{depth} = r + R - \lvert X - S \rvert,\quad \text{point} = S + R\,\text{normal}
 *
 * @example
 * ```ts
 * // A capsule along x at height 2, radius 1, over a ball of radius 2 at the origin: it
 * // sinks 1 into the ball and is pushed up by 1.
 * capsuleContactSphere({ start: vec3(-3, 2), end: vec3(3, 2), radius: 1 }, { center: vec3(0, 0), radius: 2 });
 * // => { point: { x: 0, y: 2, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Just touching: `depth = 0` (exact for small-integer and power-of-two
 * coordinates). Apart: `null`. The sphere's center beyond an end of the axis: out of that
 * end's cap. The center on the axis (no direction of its own): `normal` is the axis
 * direction `(dx, dy, dz)` turned a quarter in xy, `(-dy, dx, 0)` normalized — in the plane
 * for 2D scenes — or `(1, 0, 0)` for an axis along z or of zero length; `depth = r + R`.
 * `start = end` is a sphere: sphereContactSphere's depth and point. Moving the capsule by
 * `normal·depth` leaves it touching. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function capsuleContactSphere(capsule: Capsule, sphere: Sphere): Contact | null {
  checkCapsule('capsuleContactSphere', 'capsule', capsule);
  checkSphere('capsuleContactSphere', 'sphere', sphere);
  if (!capsuleSphereContact(scratchOut, capsule, sphere)) return null;
  return copyContact(scratchOut);
}

/**
 * {@link capsuleContactSphere} that writes its contact into `out` instead of allocating
 * one: true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as capsuleContactSphere, `normal = (X - S)/|X - S|`, `depth = r + R - |X - S|`,
 * `point = S + R·normal`.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param sphere - The sphere: its `center` `S` and `radius` `R` (`>= 0`).
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula \text{normal} = \frac{X - S}{\lvert X - S \rvert},\quad \text{depth} = r + R - \lvert X - S \rvert,\quad \text{point} = S + R\,\text{normal}
 *
 * @example
 * ```ts
 * const contact = createContact();
 * capsuleContactSphereInto({ start: vec3(-3, 2), end: vec3(3, 2), radius: 1 }, { center: vec3(0, 0), radius: 2 }, contact);
 * // => true
 * contact;
 * // => { point: { x: 0, y: 2, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as capsuleContactSphere. Apart: `false`,
 * `out` as it was. `out.point` and `out.normal` are written in place and may be the very
 * objects passed as inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value or a negative radius.
 */
export function capsuleContactSphereInto(capsule: Capsule, sphere: Sphere, out: Contact): boolean {
  checkCapsule('capsuleContactSphereInto', 'capsule', capsule);
  checkSphere('capsuleContactSphereInto', 'sphere', sphere);
  checkContactOut('capsuleContactSphereInto', 'out', out);
  return capsuleSphereContact(out, capsule, sphere);
}

/**
 * sphereCapsuleContact seen from the capsule: the same nearest axis point and depth, the
 * normal reversed (the capsule moves, away from the sphere), except on the axis, where the
 * documented choice `(-dy, dx, 0)` is kept as it is.
 */
function capsuleSphereContact(out: Contact, capsule: Capsule, sphere: Sphere): boolean {
  const k = scratchKernel;
  const S = sphere.center;
  const Sx = S.x;
  const Sy = S.y;
  const Sz = S.z;
  const R = sphere.radius;
  if (!sphereCapsuleContact(k, sphere, capsule)) return false;
  const s = onAxis ? 1 : -1;
  const nx = s * k.normal.x;
  const ny = s * k.normal.y;
  const nz = s * k.normal.z;
  setContact(out, Sx + R * nx, Sy + R * ny, Sz + R * nz, nx, ny, nz, k.depth);
  return true;
}

const scratchKernel: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
