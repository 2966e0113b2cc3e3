import { copyContact } from '../hit.ts';
import { spheresOverlap } from '../overlap/sphere-sphere.ts';
import type { Contact, Sphere } from '../types.ts';
import { checkContactOut, checkSphere } from '../validate.ts';
import { unitVec3Into } from '../vec3.ts';

/**
 * How a sphere that touches or overlaps a target sphere gets out of it, or `null` when
 * they do not touch.
 *
 * Maths: with `d = S - T` from the target's center `T` to the sphere's center `S` and
 * `n = d/|d|`, the target's surface point nearest to `S` is `T + R·n`, whether `S` is
 * outside the target or inside it, and the signed distance from `S` to the target is
 * `|d| - R`; so `normal = n`, `point = T + R·n`, `depth = r + R - |d|`.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param target - The sphere it may touch: its `center` `T` and `radius` `R` (`>= 0`).
 * @returns The contact, as a new object, or `null` when the spheres do not touch.
 *
 * @formula n = \frac{S - T}{\lvert S - T \rvert},\quad P = T + R\,n,\quad \text{depth} = r + R - \lvert S - T \rvert \ge 0
 *
 * @example
 * ```ts
 * // Centers 5 apart along (3, 4)/5, radii 2 + 4 = 6: they overlap by 1, and the target's
 * // point nearest to the sphere's center is (3, 4, 0) - 4·(0.6, 0.8, 0) = (0.6, 0.8, 0).
 * sphereContactSphere({ center: vec3(0, 0), radius: 2 }, { center: vec3(3, 4), radius: 4 });
 * // => { point: { x: 0.6, y: 0.8, z: 0 }, normal: { x: -0.6, y: -0.8, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Just touching: a contact with `depth = 0`. Center inside the target:
 * `point` is the nearest point of its surface, `normal` points out through it, `depth =
 * r + R - |S - T|`. Center exactly at the target's center: no direction is defined, and
 * the normal is `+x`, `(1, 0, 0)`, with `point = T + (R, 0, 0)` and `depth = r + R`
 * (moving the sphere by `normal·depth` leaves it just touching, as for every contact).
 * Touching is decided as by sphereIntersectsSphere. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereContactSphere(sphere: Sphere, target: Sphere): Contact | null {
  checkSphere('sphereContactSphere', 'sphere', sphere);
  checkSphere('sphereContactSphere', 'target', target);
  const S = sphere.center;
  const T = target.center;
  const c = scratchContact;
  if (!sphereSphereContact(c, S.x, S.y, S.z, sphere.radius, T.x, T.y, T.z, target.radius)) return null;
  return copyContact(c);
}

/**
 * {@link sphereContactSphere} that writes its contact into `out` instead of allocating one:
 * true and `out` filled when the spheres touch, false and `out` untouched when they do not.
 *
 * Maths: as sphereContactSphere, `n = (S - T)/|S - T|`, `point = T + R·n`,
 * `depth = r + R - |S - T|`.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param target - The sphere it may touch: its `center` `T` and `radius` `R` (`>= 0`).
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula n = \frac{S - T}{\lvert S - T \rvert},\quad P = T + R\,n,\quad \text{depth} = r + R - \lvert S - T \rvert \ge 0
 *
 * @example
 * ```ts
 * // Made once, then reused every frame: the sphereContactSphere example.
 * const contact = createContact();
 * sphereContactSphereInto({ center: vec3(0, 0), radius: 2 }, { center: vec3(3, 4), radius: 4 }, contact);
 * // => true
 * contact;
 * // => { point: { x: 0.6, y: 0.8, z: 0 }, normal: { x: -0.6, y: -0.8, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as sphereContactSphere (centers at the
 * same point: `normal` `+x`). Apart: `false`, `out` as it was. `out.point` and
 * `out.normal` are written in place, never replaced, and may be the very objects passed as
 * centers: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value or a negative radius.
 */
export function sphereContactSphereInto(sphere: Sphere, target: Sphere, out: Contact): boolean {
  checkSphere('sphereContactSphereInto', 'sphere', sphere);
  checkSphere('sphereContactSphereInto', 'target', target);
  checkContactOut('sphereContactSphereInto', 'out', out);
  const S = sphere.center;
  const T = target.center;
  return sphereSphereContact(out, S.x, S.y, S.z, sphere.radius, T.x, T.y, T.z, target.radius);
}

/**
 * The contact of the sphere `(S, r)` with the sphere `(T, R)` written into `out`, or false
 * (and `out` untouched) when they do not touch.
 */
export function sphereSphereContact(
  out: Contact,
  Sx: number,
  Sy: number,
  Sz: number,
  r: number,
  Tx: number,
  Ty: number,
  Tz: number,
  R: number,
): boolean {
  const dx = Sx - Tx;
  const dy = Sy - Ty;
  const dz = Sz - Tz;
  if (!spheresOverlap(dx, dy, dz, r + R)) return false;
  const N = out.normal;
  const dist = unitVec3Into(N, dx, dy, dz);
  if (dist === 0) {
    // The centers coincide: every direction is as short a way out as any other.
    N.x = 1;
    N.y = 0;
    N.z = 0;
  }
  const P = out.point;
  P.x = Tx + R * N.x + 0;
  P.y = Ty + R * N.y + 0;
  P.z = Tz + R * N.z + 0;
  // Rounding can put a touching pair's |d| an ulp beyond r + R: depth is never negative.
  out.depth = Math.max(0, r + R - dist);
  return true;
}

/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchContact: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
