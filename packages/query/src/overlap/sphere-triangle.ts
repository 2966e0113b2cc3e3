import { closestOnTriangleInto, withinRadius } from '../closest-point/triangle.ts';
import type { Sphere, Triangle } from '../types.ts';
import { checkSphere, checkTriangle } from '../validate.ts';

/**
 * Whether a closed sphere and a closed triangle share a point (touching counts).
 *
 * Maths: with `Q` the point of the triangle nearest to the center `S`
 * (closestPointOnTriangle), `|Q - S|² <= r²` (squared, so no square root is needed).
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \lvert Q - S \rvert^2 \le r^2,\quad Q = \operatorname*{arg\,min}_{X \in \triangle abc} \lvert X - S \rvert
 *
 * @example
 * ```ts
 * // A ball of radius 5 centred 5 above a floor triangle just touches it.
 * const floor = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };
 * sphereIntersectsTriangle({ center: vec3(1, 1, 5), radius: 5 }, floor);
 * // => true
 * sphereIntersectsTriangle({ center: vec3(1, 1, 5), radius: 4.9 }, floor);
 * // => false
 * ```
 *
 * @remarks Edges. Touching: true. Radius 0: true when the center is on the triangle. A
 * degenerate triangle is its segment or point. Only the surface counts, as a triangle
 * has no inside.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereIntersectsTriangle(sphere: Sphere, triangle: Triangle): boolean {
  checkSphere('sphereIntersectsTriangle', 'sphere', sphere);
  checkTriangle('sphereIntersectsTriangle', 'triangle', triangle);
  const S = sphere.center;
  const { a, b, c } = triangle;
  const Q = scratch;
  closestOnTriangleInto(Q, S.x, S.y, S.z, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  return withinRadius((Q[0] as number) - S.x, (Q[1] as number) - S.y, (Q[2] as number) - S.z, sphere.radius);
}

const scratch = new Float64Array(3);
