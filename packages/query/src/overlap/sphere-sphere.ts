import type { Sphere } from '../types.ts';
import { checkSphere } from '../validate.ts';
import { pow2Below, SAFE_MAX, SAFE_MIN } from '../vec3.ts';

/**
 * Whether two closed spheres share a point (touching counts).
 *
 * Maths: with `d = a.center - b.center` and `R = a.radius + b.radius`, `|d|² <= R²`
 * (squared, so no square root is needed).
 *
 * @param a - One sphere: its `center` and `radius` (`>= 0`).
 * @param b - The other sphere: its `center` and `radius` (`>= 0`).
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \lvert c_a - c_b \rvert^2 \le (r_a + r_b)^2
 *
 * @example
 * ```ts
 * // Centers 5 apart (the 3-4-5 triangle), radii 2 + 3 = 5: they just touch.
 * sphereIntersectsSphere({ center: vec3(0, 0), radius: 2 }, { center: vec3(3, 4), radius: 3 });
 * // => true
 * ```
 *
 * @remarks Edges. Surfaces exactly touching: true. One sphere inside the other: true.
 * Both radii 0: true only when the centers are equal. Coordinates near 1e±100: compared
 * after an exact power-of-two scaling, so the squares neither overflow nor underflow.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereIntersectsSphere(a: Sphere, b: Sphere): boolean {
  checkSphere('sphereIntersectsSphere', 'a', a);
  checkSphere('sphereIntersectsSphere', 'b', b);
  const P = a.center;
  const Q = b.center;
  return spheresOverlap(P.x - Q.x, P.y - Q.y, P.z - Q.z, a.radius + b.radius);
}

/**
 * Whether `|d| <= R` for the offset `d` between two centers and the sum of radii `R`:
 * the kernel of sphereIntersectsSphere and of the sphere-sphere contact, so that the two
 * agree on every touching case.
 */
export function spheresOverlap(dx: number, dy: number, dz: number, R: number): boolean {
  const d2 = dx * dx + dy * dy + dz * dz;
  const R2 = R * R;
  if (d2 > SAFE_MIN && d2 < SAFE_MAX && R2 < SAFE_MAX) return d2 <= R2;
  if (dx === 0 && dy === 0 && dz === 0) return true; // the same center: tiny offsets square to 0
  // Squares that would overflow or underflow: compare after an exact power-of-two scaling.
  const k = pow2Below(Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dz), R));
  const x = dx / k;
  const y = dy / k;
  const z = dz / k;
  return x * x + y * y + z * z <= (R / k) * (R / k);
}
