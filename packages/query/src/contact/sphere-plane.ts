import { copyContact } from '../hit.ts';
import type { Contact, Plane, Sphere } from '../types.ts';
import { checkContactOut, checkPlane, checkSphere } from '../validate.ts';
import { capsulePlaneContact } from './capsule-plane.ts';

/**
 * How a sphere that touches or overlaps a two-sided plane gets out of it, or `null` when
 * they do not touch.
 *
 * Maths: with the signed distance `h = (n·S + c)/|n|` of the center `S`, they touch when
 * `|h| <= r`; `normal` is `n/|n|` turned to `S`'s side (`+n/|n|` for `h = 0`), `depth =
 * r - |h|` and `point = S - h·n/|n|`, the foot of the center on the plane.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param plane - The plane `n·p + c = 0`: its `normal` `n` (any length, not zero) and `constant` `c`.
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`), or `null`.
 *
 * @formula h = \frac{n \cdot S + c}{\lvert n \rvert},\quad \text{normal} = \operatorname{sign}(h)\,\frac{n}{\lvert n \rvert},\quad \text{depth} = r - \lvert h \rvert,\quad \text{point} = S - h\,\frac{n}{\lvert n \rvert}
 *
 * @example
 * ```ts
 * // A ball of radius 1 whose center is 0.75 above the floor y = 0: pushed up by 0.25.
 * sphereContactPlane({ center: vec3(2, 0.75, 0), radius: 1 }, { normal: vec3(0, 2, 0), constant: 0 });
 * // => { point: { x: 2, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.25 }
 * ```
 *
 * @remarks Edges. Just touching: `depth = 0`. Apart: `null`. The plane is two-sided: a
 * center below it is pushed down. A center on the plane: along the plane's own normal
 * `n/|n|`, `depth = r`. Radius 0: a contact only for a center on the plane. It is
 * capsuleContactPlane with `start = end = S`. Moving the sphere by `normal·depth` leaves it
 * touching. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or a zero plane normal.
 */
export function sphereContactPlane(sphere: Sphere, plane: Plane): Contact | null {
  checkSphere('sphereContactPlane', 'sphere', sphere);
  checkPlane('sphereContactPlane', 'plane', plane);
  const S = sphere.center;
  const n = plane.normal;
  const out = scratchOut;
  if (!capsulePlaneContact(out, S.x, S.y, S.z, S.x, S.y, S.z, sphere.radius, n.x, n.y, n.z, plane.constant)) {
    return null;
  }
  return copyContact(out);
}

/**
 * {@link sphereContactPlane} that writes its contact into `out` instead of allocating one:
 * true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as sphereContactPlane, `h = (n·S + c)/|n|`, `normal = sign(h)·n/|n|`,
 * `depth = r - |h|`, `point = S - h·n/|n|`.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param plane - The plane `n·p + c = 0`: its `normal` `n` (any length, not zero) and `constant` `c`.
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula h = \frac{n \cdot S + c}{\lvert n \rvert},\quad \text{normal} = \operatorname{sign}(h)\,\frac{n}{\lvert n \rvert},\quad \text{depth} = r - \lvert h \rvert
 *
 * @example
 * ```ts
 * const contact = createContact();
 * sphereContactPlaneInto({ center: vec3(2, 0.75, 0), radius: 1 }, { normal: vec3(0, 2, 0), constant: 0 }, contact);
 * // => true
 * contact;
 * // => { point: { x: 2, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.25 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as sphereContactPlane. Apart: `false`,
 * `out` as it was. `out.point` and `out.normal` are written in place and may be the very
 * objects passed as inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value, a negative radius or a zero plane
 *   normal.
 */
export function sphereContactPlaneInto(sphere: Sphere, plane: Plane, out: Contact): boolean {
  checkSphere('sphereContactPlaneInto', 'sphere', sphere);
  checkPlane('sphereContactPlaneInto', 'plane', plane);
  checkContactOut('sphereContactPlaneInto', 'out', out);
  const S = sphere.center;
  const n = plane.normal;
  return capsulePlaneContact(out, S.x, S.y, S.z, S.x, S.y, S.z, sphere.radius, n.x, n.y, n.z, plane.constant);
}

/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
