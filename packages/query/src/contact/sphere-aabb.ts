import { copyContact } from '../hit.ts';
import { overlaps } from '../overlap/sphere-aabb.ts';
import type { AABB, Contact, Sphere } from '../types.ts';
import { checkBox, checkContactOut, checkSphere } from '../validate.ts';
import { clamp, unitVec3Into } from '../vec3.ts';

/**
 * How a sphere that touches or overlaps a closed box gets out of it, or `null` when they
 * do not touch.
 *
 * Maths: with `C` the box's point nearest to the center `S` (each coordinate clamped into
 * `[min, max]`): outside, `point = C`, `normal = (S - C)/|S - C|`, `depth = r - |S - C|`;
 * inside or on the surface (`C = S`), the face nearest to `S`, at distance `δ`, gives
 * `point = S` moved onto that face, `normal` = the face's outward axis, `depth = r + δ`.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @returns The contact, as a new object, or `null` when the sphere and the box do not touch.
 *
 * @formula \text{depth} = r - \varphi(S),\quad \varphi(S) = \begin{cases} \lvert S - C \rvert & S \notin \text{box} \\ -\min_k \min(S_k - \text{min}_k,\ \text{max}_k - S_k) & S \in \text{box} \end{cases}
 *
 * @example
 * ```ts
 * // A ball of radius 1 sunk 0.25 into the top face of the unit cube.
 * sphereContactAABB({ center: vec3(0.5, 1.75, 0.5), radius: 1 }, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => { point: { x: 0.5, y: 1, z: 0.5 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.25 }
 * ```
 *
 * @remarks Edges. Just touching: a contact with `depth = 0`. Center outside near an edge
 * or a corner: `point` is on that edge or corner and `normal` points from it to the
 * center. Center inside or on the surface: pushed out through the nearest face, ties to
 * the first of x−, x+, y−, y+, z−, z+ (a center on a face: that face, `depth = r`). A box
 * flat on an axis (`min = max`, a rectangle in 2D) with the center in its plane is a
 * rectangle there: the center is pushed out through the nearest edge within that plane;
 * a box flat on every axis (a point) with the center on it pushes out along −x. Touching
 * is decided as by sphereIntersectsAABB. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or `box.min` greater than `box.max` on an axis.
 */
export function sphereContactAABB(sphere: Sphere, box: AABB): Contact | null {
  checkSphere('sphereContactAABB', 'sphere', sphere);
  checkBox('sphereContactAABB', 'box', box);
  const S = sphere.center;
  const { min, max } = box;
  const c = scratchContact;
  if (!sphereBoxContact(c, S.x, S.y, S.z, sphere.radius, min.x, min.y, min.z, max.x, max.y, max.z)) return null;
  return copyContact(c);
}

/**
 * {@link sphereContactAABB} that writes its contact into `out` instead of allocating one:
 * true and `out` filled when the sphere and the box touch, false and `out` untouched when
 * they do not.
 *
 * Maths: as sphereContactAABB: outside, `point = C` (the box's point nearest to `S`),
 * `normal = (S - C)/|S - C|`, `depth = r - |S - C|`; inside, through the nearest face.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula \text{depth} = r - \varphi(S),\quad \varphi(S) = \begin{cases} \lvert S - C \rvert & S \notin \text{box} \\ -\min_k \min(S_k - \text{min}_k,\ \text{max}_k - S_k) & S \in \text{box} \end{cases}
 *
 * @example
 * ```ts
 * const contact = createContact();
 * sphereContactAABBInto({ center: vec3(0.5, 1.75, 0.5), radius: 1 }, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, contact);
 * // => true
 * contact;
 * // => { point: { x: 0.5, y: 1, z: 0.5 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.25 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as sphereContactAABB (ties to the first
 * of x−, x+, y−, y+, z−, z+). Apart: `false`, `out` as it was. `out.point` and
 * `out.normal` are written in place and may be the very objects passed as inputs: every
 * input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value, a negative radius or `box.min`
 *   greater than `box.max` on an axis.
 */
export function sphereContactAABBInto(sphere: Sphere, box: AABB, out: Contact): boolean {
  checkSphere('sphereContactAABBInto', 'sphere', sphere);
  checkBox('sphereContactAABBInto', 'box', box);
  checkContactOut('sphereContactAABBInto', 'out', out);
  const S = sphere.center;
  const { min, max } = box;
  return sphereBoxContact(out, S.x, S.y, S.z, sphere.radius, min.x, min.y, min.z, max.x, max.y, max.z);
}

/**
 * The contact of the sphere `(S, r)` with the closed box `[min, max]` written into `out`,
 * or false (and `out` untouched) when they do not touch: the kernel of sphereContactAABB
 * and, in the box's own frame, of sphereContactOBB.
 */
export function sphereBoxContact(
  out: Contact,
  Sx: number,
  Sy: number,
  Sz: number,
  r: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): boolean {
  if (!overlaps(Sx, Sy, Sz, r, minX, minY, minZ, maxX, maxY, maxZ)) return false;
  const Cx = clamp(Sx, minX, maxX);
  const Cy = clamp(Sy, minY, maxY);
  const Cz = clamp(Sz, minZ, maxZ);
  const N = out.normal;
  const P = out.point;
  if (Cx !== Sx || Cy !== Sy || Cz !== Sz) {
    const dist = unitVec3Into(N, Sx - Cx, Sy - Cy, Sz - Cz);
    P.x = Cx + 0;
    P.y = Cy + 0;
    P.z = Cz + 0;
    // Rounding can put a touching sphere's |S - C| an ulp beyond r: never negative.
    out.depth = Math.max(0, r - dist);
    return true;
  }
  // Inside or on the surface: the nearest face. An axis on which the box is flat has no
  // faces of its own (its plane is the box): the way out is within the plane.
  let delta = Infinity;
  let face = 0; // a box flat on every axis (a point): every direction is as good; x−
  if (minX < maxX) {
    delta = Sx - minX;
    const above = maxX - Sx;
    if (above < delta) {
      delta = above;
      face = 1;
    }
  }
  if (minY < maxY) {
    const below = Sy - minY;
    const above = maxY - Sy;
    if (below < delta) {
      delta = below;
      face = 2;
    }
    if (above < delta) {
      delta = above;
      face = 3;
    }
  }
  if (minZ < maxZ) {
    const below = Sz - minZ;
    const above = maxZ - Sz;
    if (below < delta) {
      delta = below;
      face = 4;
    }
    if (above < delta) {
      delta = above;
      face = 5;
    }
  }
  if (delta === Infinity) delta = 0;
  P.x = (face === 0 ? minX : face === 1 ? maxX : Sx) + 0;
  P.y = (face === 2 ? minY : face === 3 ? maxY : Sy) + 0;
  P.z = (face === 4 ? minZ : face === 5 ? maxZ : Sz) + 0;
  N.x = face === 0 ? -1 : face === 1 ? 1 : 0;
  N.y = face === 2 ? -1 : face === 3 ? 1 : 0;
  N.z = face === 4 ? -1 : face === 5 ? 1 : 0;
  out.depth = r + delta;
  return true;
}

/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchContact: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
