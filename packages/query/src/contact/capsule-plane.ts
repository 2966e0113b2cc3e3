import { copyContact, setContact } from '../hit.ts';
import type { Capsule, Contact, Plane } from '../types.ts';
import { checkCapsule, checkContactOut, checkPlane } from '../validate.ts';
import { length3, pow2Below } from '../vec3.ts';

/**
 * The minimum translation that moves a capsule out of a two-sided plane to just touching
 * it, or `null` when they do not touch.
 *
 * Maths: with `n̂ = n/|n|` and the signed heights `hA = n̂·A + c/|n|`, `hB` of the axis's
 * ends, moving the capsule by `δ` along `s·n̂` (`s = ±1`) leaves it touching when its lower
 * end, `min(s·hA, s·hB) + δ`, is at `r`; of the two sides the shorter: `s = +1` when
 * `hA + hB >= 0`. So `normal = s·n̂`, `depth = r - min(s·hA, s·hB)`, and `point` is the foot
 * of that end on the plane. An axis that does not cross the plane is pushed away from it
 * (`depth = r - distance`); one that crosses it, out on the side it reaches least into.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param plane - The plane `n·p + c = 0`: its `normal` `n` (any length, not zero) and `constant` `c`.
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`), or `null`.
 *
 * @formula s = \operatorname{sign}(h_A + h_B),\quad \text{normal} = s\,\hat n,\quad \text{depth} = r - \min(s\,h_A,\ s\,h_B),\quad h_X = \hat n \cdot X + \frac{c}{\lvert n \rvert}
 *
 * @example
 * ```ts
 * // A capsule lying on the floor y = 0, its axis tilted from height 0.5 to 1.5, radius 1:
 * // its lower end sinks 0.5 into the floor, pushed up by 0.5.
 * capsuleContactPlane({ start: vec3(0, 0.5), end: vec3(2, 1.5), radius: 1 }, { normal: vec3(0, 1, 0), constant: 0 });
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.5 }
 * ```
 *
 * @remarks Edges. Just touching: `depth = 0`. Apart: `null`. The plane is two-sided: a
 * capsule below it is pushed down (`normal = -n̂`). An axis crossing the plane: out on the
 * side its ends reach least beyond, `depth = r + that reach`; crossing it symmetrically or
 * lying in it (a center on the plane, for `start = end`): along the plane's own normal
 * `+n̂`, `depth = r + reach`. An axis parallel to the plane touches along a segment: `point`
 * is the foot of `start`. `start = end` is sphereContactPlane's answer exactly. Moving the
 * capsule by `normal·depth` leaves it touching. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or a zero plane normal.
 */
export function capsuleContactPlane(capsule: Capsule, plane: Plane): Contact | null {
  checkCapsule('capsuleContactPlane', 'capsule', capsule);
  checkPlane('capsuleContactPlane', 'plane', plane);
  const A = capsule.start;
  const B = capsule.end;
  const n = plane.normal;
  const out = scratchOut;
  if (!capsulePlaneContact(out, A.x, A.y, A.z, B.x, B.y, B.z, capsule.radius, n.x, n.y, n.z, plane.constant)) {
    return null;
  }
  return copyContact(out);
}

/**
 * {@link capsuleContactPlane} that writes its contact into `out` instead of allocating
 * one: true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as capsuleContactPlane, `normal = s·n̂` with `s` the sign of `hA + hB`,
 * `depth = r - min(s·hA, s·hB)`, `point` the foot of that end.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param plane - The plane `n·p + c = 0`: its `normal` `n` (any length, not zero) and `constant` `c`.
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula s = \operatorname{sign}(h_A + h_B),\quad \text{normal} = s\,\hat n,\quad \text{depth} = r - \min(s\,h_A,\ s\,h_B)
 *
 * @example
 * ```ts
 * const contact = createContact();
 * capsuleContactPlaneInto({ start: vec3(0, 0.5), end: vec3(2, 1.5), radius: 1 }, { normal: vec3(0, 1, 0), constant: 0 }, contact);
 * // => true
 * contact;
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.5 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as capsuleContactPlane. Apart: `false`,
 * `out` as it was. `out.point` and `out.normal` are written in place and may be the very
 * objects passed as inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value, a negative radius or a zero plane
 *   normal.
 */
export function capsuleContactPlaneInto(capsule: Capsule, plane: Plane, out: Contact): boolean {
  checkCapsule('capsuleContactPlaneInto', 'capsule', capsule);
  checkPlane('capsuleContactPlaneInto', 'plane', plane);
  checkContactOut('capsuleContactPlaneInto', 'out', out);
  const A = capsule.start;
  const B = capsule.end;
  const n = plane.normal;
  return capsulePlaneContact(out, A.x, A.y, A.z, B.x, B.y, B.z, capsule.radius, n.x, n.y, n.z, plane.constant);
}

/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };

/**
 * The contact of the capsule `A -> B`, radius `r`, with the plane `n·p + c = 0` written into
 * `out`, or false (and `out` untouched) when they do not touch: the kernel of the capsule and
 * sphere contacts with a plane (a sphere is `A = B`).
 */
export function capsulePlaneContact(
  out: Contact,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  r: number,
  nx: number,
  ny: number,
  nz: number,
  c: number,
): boolean {
  // n and c divided by one power of two (exact, the same plane): n·n neither overflows nor
  // underflows, as in closestPointOnPlane.
  const k = pow2Below(Math.max(Math.abs(nx), Math.abs(ny), Math.abs(nz)));
  nx /= k;
  ny /= k;
  nz /= k;
  c /= k;
  const len = length3(nx, ny, nz);
  const ux = nx / len;
  const uy = ny / len;
  const uz = nz / len;
  const hA = (nx * Ax + ny * Ay + nz * Az + c) / len;
  const hB = (nx * Bx + ny * By + nz * Bz + c) / len;
  // The shorter way out; an even split (or an axis in the plane) along the plane's own normal.
  const s = hA + hB >= 0 ? 1 : -1;
  const useB = s * hB < s * hA;
  const low = useB ? s * hB : s * hA;
  if (!(low <= r)) return false;
  const h = useB ? hB : hA;
  const Ex = useB ? Bx : Ax;
  const Ey = useB ? By : Ay;
  const Ez = useB ? Bz : Az;
  setContact(out, Ex - h * ux, Ey - h * uy, Ez - h * uz, s * ux, s * uy, s * uz, Math.max(0, r - low));
  return true;
}
