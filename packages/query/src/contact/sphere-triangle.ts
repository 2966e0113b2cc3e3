import { closestOnTriangleInto, withinRadius } from '../closest-point/triangle.ts';
import type { Contact, Sphere, Triangle } from '../types.ts';
import { checkSphere, checkTriangle } from '../validate.ts';
import { length3, unitInto } from '../vec3.ts';

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
 * sides, fixed by the vertex order) and `depth = radius`; within rounding of it (closer
 * than 2^-40 of the largest coordinate), that normal turned towards the center. A degenerate triangle is its
 * segment or point; with the center on it, `normal` is a unit vector perpendicular to
 * that segment (in the xy plane where it can be) and `depth = radius`. Moving the sphere
 * by `normal·depth` leaves it touching. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereContactTriangle(sphere: Sphere, triangle: Triangle): Contact | null {
  checkSphere('sphereContactTriangle', 'sphere', sphere);
  checkTriangle('sphereContactTriangle', 'triangle', triangle);
  const S = sphere.center;
  const r = sphere.radius;
  const { a, b, c } = triangle;
  const Q = scratch;
  closestOnTriangleInto(Q, S.x, S.y, S.z, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const Qx = Q[0] as number;
  const Qy = Q[1] as number;
  const Qz = Q[2] as number;
  const Dx = S.x - Qx;
  const Dy = S.y - Qy;
  const Dz = S.z - Qz;
  if (!withinRadius(Dx, Dy, Dz, r)) return null; // apart: nothing allocated
  const N = normal;
  // Within rounding of the triangle (or exactly on it), S - Q has no meaningful direction:
  // the triangle's own normal (towards S where it can tell), as for a center on it.
  const size = Math.max(
    Math.abs(S.x),
    Math.abs(S.y),
    Math.abs(S.z),
    Math.abs(a.x),
    Math.abs(a.y),
    Math.abs(a.z),
    Math.abs(b.x),
    Math.abs(b.y),
    Math.abs(b.z),
    Math.abs(c.x),
    Math.abs(c.y),
    Math.abs(c.z),
  );
  const m = Math.max(Math.abs(Dx), Math.abs(Dy), Math.abs(Dz));
  if (m <= size * 2 ** -40 || !unitInto(N, 0, Dx, Dy, Dz)) {
    const e1x = b.x - a.x;
    const e1y = b.y - a.y;
    const e1z = b.z - a.z;
    const e2x = c.x - a.x;
    const e2y = c.y - a.y;
    const e2z = c.z - a.z;
    const nx = e1y * e2z - e1z * e2y;
    const ny = e1z * e2x - e1x * e2z;
    const nz = e1x * e2y - e1y * e2x;
    const s = nx * Dx + ny * Dy + nz * Dz < 0 ? -1 : 1;
    if (!unitInto(N, 0, s * nx, s * ny, s * nz)) {
      perpendicularInto(N, e1x, e1y, e1z, e2x, e2y, e2z, c.x - b.x, c.y - b.y);
    }
  }
  const depth = Math.max(0, r - length3(Dx, Dy, Dz));
  return {
    point: { x: Qx, y: Qy, z: Qz },
    normal: { x: N[0] as number, y: N[1] as number, z: N[2] as number },
    depth,
  };
}

const scratch = new Float64Array(3);
const normal = new Float64Array(3);

/**
 * Writes a unit vector perpendicular to the longest of the three collinear edges of a
 * degenerate triangle (`u = b - a`, `v = c - a`, `w = c - b`) into `out`: `(-y, x, 0)`
 * normalized, so that 2D scenes get a normal in their plane; `(1, 0, 0)` where the edge
 * is along z or the triangle is one point.
 */
function perpendicularInto(
  out: Float64Array,
  ux: number,
  uy: number,
  uz: number,
  vx: number,
  vy: number,
  vz: number,
  wx: number,
  wy: number,
): void {
  const lu = length3(ux, uy, uz);
  const lv = length3(vx, vy, vz);
  const lw = length3(wx, wy, vz - uz);
  const ex = lu >= lv && lu >= lw ? ux : lv >= lw ? vx : wx;
  const ey = lu >= lv && lu >= lw ? uy : lv >= lw ? vy : wy;
  if (!unitInto(out, 0, -ey, ex, 0)) {
    out[0] = 1;
    out[1] = 0;
    out[2] = 0;
  }
}
