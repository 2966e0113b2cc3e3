import type { AABB, Sphere } from '../types.ts';
import { checkBox, checkSphere } from '../validate.ts';
import { clamp, pow2Below, SAFE_MAX, SAFE_MIN } from '../vec3.ts';

/**
 * Whether a closed sphere and a closed box share a point (touching counts).
 *
 * Maths: with `C` the point of the box closest to the center `S`,
 * `|C - S|² <= r²` (squared, so no square root is needed).
 *
 * @example
 * ```ts
 * // The closest point of the unit cube to S = (4, 5, 0.5) is C = (1, 1, 0.5):
 * // |C - S|² = 3² + 4² = 25 = 5², so a sphere of radius 5 just touches it.
 * sphereIntersectsAABB({ center: vec3(4, 5, 0.5), radius: 5 }, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => true
 * ```
 *
 * @remarks Edges. Center inside the box: true, whatever the radius (0 included).
 * Surfaces exactly touching: true. Radius 0: true when the center is in the closed box.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or `box.min` greater than `box.max` on an axis.
 */
export function sphereIntersectsAABB(sphere: Sphere, box: AABB): boolean {
  checkSphere('sphereIntersectsAABB', 'sphere', sphere);
  checkBox('sphereIntersectsAABB', 'box', box);
  const S = sphere.center;
  const r = sphere.radius;
  const { min, max } = box;
  const CSx = clamp(S.x, min.x, max.x) - S.x;
  const CSy = clamp(S.y, min.y, max.y) - S.y;
  const CSz = clamp(S.z, min.z, max.z) - S.z;
  // The center is in the box. (Not d2 === 0: tiny offsets square to 0.)
  if (CSx === 0 && CSy === 0 && CSz === 0) return true;
  const d2 = CSx * CSx + CSy * CSy + CSz * CSz;
  const r2 = r * r;
  if (d2 > SAFE_MIN && d2 < SAFE_MAX && r2 < SAFE_MAX) return d2 <= r2;
  // Squares that would overflow or underflow: compare after an exact power-of-two scaling.
  const k = pow2Below(Math.max(Math.abs(CSx), Math.abs(CSy), Math.abs(CSz), r));
  const x = CSx / k;
  const y = CSy / k;
  const z = CSz / k;
  return x * x + y * y + z * z <= (r / k) * (r / k);
}
