import { closestOnTriangleInto, withinRadius } from '../closest-point/triangle.ts';
import { copyContact, setContact } from '../hit.ts';
import type { Contact, Sphere, Triangle } from '../types.ts';
import { checkContactOut, checkSphere, checkTriangle } from '../validate.ts';
import { pointTriangleInto } from './point-triangle.ts';

/**
 * How a sphere that touches or overlaps a triangle gets out of it, or `null` when they do
 * not touch.
 *
 * Maths: with `Q` the point of the triangle nearest to the center `S`
 * (closestPointOnTriangle) and `d = |S - Q|`: `point = Q`, `normal = (S - Q)/d`,
 * `depth = r - d`. With `S` on the triangle (`d = 0`), `normal` is the triangle's unit
 * normal `(b - a) × (c - a)` normalized and `depth = r`.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @returns The contact, as a new object, or `null` when the sphere and the triangle do not
 *   touch.
 *
 * @formula Q = \operatorname*{arg\,min}_{X \in \triangle abc} \lvert X - S \rvert,\quad n = \frac{S - Q}{\lvert S - Q \rvert},\quad \text{depth} = r - \lvert S - Q \rvert
 *
 * @example
 * ```ts
 * // A ball of radius 2 sunk to 1.5 above a floor triangle: pushed up by 0.5.
 * sphereContactTriangle({ center: vec3(1, 1, 1.5), radius: 2 }, { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) });
 * // => { point: { x: 1, y: 1, z: 0 }, normal: { x: 0, y: 0, z: 1 }, depth: 0.5 }
 * ```
 *
 * @remarks Edges. Just touching: a contact with `depth = 0`. Apart: `null`. Center
 * exactly on the triangle: `normal` is `(b - a) × (c - a)` normalized (one of the two
 * sides, fixed by the vertex order) and `depth = radius`; a center over the face (its
 * projection inside the triangle, edges included) is pushed out along that normal turned
 * towards the center, decided apart from the nearest-point walk, so that a center on the
 * triangle at any magnitude (1e5 in a 2D scene) never gets a normal in its plane; near an
 * edge or a vertex, within rounding of it (closer than 2^-40 of the largest coordinate),
 * the triangle's normal too. A degenerate triangle is its
 * segment or point; with the center on it, `normal` is a unit vector perpendicular to
 * that segment (in the xy plane where it can be) and `depth = radius`. Moving the sphere
 * by `normal·depth` leaves it touching. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereContactTriangle(sphere: Sphere, triangle: Triangle): Contact | null {
  checkSphere('sphereContactTriangle', 'sphere', sphere);
  checkTriangle('sphereContactTriangle', 'triangle', triangle);
  if (!sphereTriangleContact(scratchOut, sphere, triangle)) return null; // apart: nothing allocated
  return copyContact(scratchOut);
}

/**
 * {@link sphereContactTriangle} that writes its contact into `out` instead of allocating
 * one: true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as sphereContactTriangle, with `Q` the triangle's point nearest to `S`:
 * `point = Q`, `normal = (S - Q)/|S - Q|` (the triangle's normal with `S` on it),
 * `depth = r - |S - Q|`.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula Q = \operatorname*{arg\,min}_{X \in \triangle abc} \lvert X - S \rvert,\quad n = \frac{S - Q}{\lvert S - Q \rvert},\quad \text{depth} = r - \lvert S - Q \rvert
 *
 * @example
 * ```ts
 * const contact = createContact();
 * sphereContactTriangleInto({ center: vec3(1, 1, 1.5), radius: 2 }, { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) }, contact);
 * // => true
 * contact;
 * // => { point: { x: 1, y: 1, z: 0 }, normal: { x: 0, y: 0, z: 1 }, depth: 0.5 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as sphereContactTriangle (a center on the
 * triangle: its own normal `(b - a) × (c - a)`). Apart: `false`, `out` as it was.
 * `out.point` and `out.normal` are written in place and may be the very objects passed as
 * inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value or a negative radius.
 */
export function sphereContactTriangleInto(sphere: Sphere, triangle: Triangle, out: Contact): boolean {
  checkSphere('sphereContactTriangleInto', 'sphere', sphere);
  checkTriangle('sphereContactTriangleInto', 'triangle', triangle);
  checkContactOut('sphereContactTriangleInto', 'out', out);
  return sphereTriangleContact(out, sphere, triangle);
}

/** The kernel of both forms: writes the contact into `out` when they touch. */
function sphereTriangleContact(out: Contact, sphere: Sphere, triangle: Triangle): boolean {
  const S = sphere.center;
  const Sx = S.x;
  const Sy = S.y;
  const Sz = S.z;
  const r = sphere.radius;
  const { a, b, c } = triangle;
  const Q = scratch;
  // Touching is decided as by sphereIntersectsTriangle, on Ericson's nearest point.
  closestOnTriangleInto(Q, Sx, Sy, Sz, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
  if (!withinRadius(Sx - (Q[0] as number), Sy - (Q[1] as number), Sz - (Q[2] as number), r)) return false;
  // The way out from the face apart from the walk, whose point for a center on the face
  // may be off by more than its rounding (in bounds: `as number` drops noUncheckedIndexedAccess's undefined).
  const dist = pointTriangleInto(Q, Sx, Sy, Sz, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
  const depth = Math.max(0, r - dist);
  setContact(
    out,
    Q[0] as number,
    Q[1] as number,
    Q[2] as number,
    Q[3] as number,
    Q[4] as number,
    Q[5] as number,
    depth,
  );
  return true;
}

const scratch = new Float64Array(6);
/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
