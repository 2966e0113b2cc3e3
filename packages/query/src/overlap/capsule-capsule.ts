import type { Capsule } from '../types.ts';
import { checkCapsule } from '../validate.ts';
import { pow2Below } from '../vec3.ts';
import { pointWithin } from './sphere-capsule.ts';

/**
 * Whether two closed capsules share a point (touching counts).
 *
 * Maths: they meet when their axes `P1Q1` and `P2Q2` come within `R = r1 + r2`. The
 * squared distance between the axes is a convex quadratic in their parameters `(s, t)`,
 * least either at the stationary point of the two lines, when it lies in `[0, 1]²`, where
 * it is `(n·r)²/|n|²` (`n = d1 × d2`, `r = P1 - P2`), or on an edge of the square, where
 * it is the distance from an end of one axis to the other: four point–segment tests.
 * Compared as products, without division, so exact for small integers.
 *
 * @param a - The first capsule: its axis from `start` to `end` and its `radius` (`>= 0`).
 * @param b - The second capsule, likewise.
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \min_{s, t \in [0, 1]} \lvert P_1 + s\,d_1 - P_2 - t\,d_2 \rvert \le r_1 + r_2
 *
 * @example
 * ```ts
 * // Crossed axes, one along x at height 0, one along y at height 3: radii 1 + 2 touch.
 * const a = { start: vec3(-4, 0, 0), end: vec3(4, 0, 0), radius: 1 };
 * capsuleIntersectsCapsule(a, { start: vec3(0, -4, 3), end: vec3(0, 4, 3), radius: 2 });
 * // => true
 * capsuleIntersectsCapsule(a, { start: vec3(0, -4, 3), end: vec3(0, 4, 3), radius: 1.5 });
 * // => false
 * ```
 *
 * @remarks Edges. Surfaces exactly touching: true (exact for small-integer and
 * power-of-two coordinates), end to end, end to side or side to side. Parallel axes:
 * their least distance, overlapping or not. A capsule with `start = end` is a sphere; both
 * radii 0: true only where the axes meet. Magnitudes near 1e±100 are rescaled.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function capsuleIntersectsCapsule(a: Capsule, b: Capsule): boolean {
  checkCapsule('capsuleIntersectsCapsule', 'a', a);
  checkCapsule('capsuleIntersectsCapsule', 'b', b);
  const P1 = a.start;
  const Q1 = a.end;
  const P2 = b.start;
  const Q2 = b.end;
  return segmentsWithin(P1.x, P1.y, P1.z, Q1.x, Q1.y, Q1.z, P2.x, P2.y, P2.z, Q2.x, Q2.y, Q2.z, a.radius + b.radius);
}

/**
 * Whether the closed segments `P1Q1` and `P2Q2` come within `R` of each other, by products
 * without division (exact for small integers); magnitudes near 1e±100 are divided by one
 * power of two first. The kernel of capsuleIntersectsCapsule.
 *
 * Maths: any end within `R` of the other segment (pointWithin), or the lines' stationary
 * point inside both segments (`0 <= n·(d2 × r), n·(d1 × r) <= |n|²`) with
 * `(n·r)² <= R²|n|²`.
 */
export function segmentsWithin(
  P1x: number,
  P1y: number,
  P1z: number,
  Q1x: number,
  Q1y: number,
  Q1z: number,
  P2x: number,
  P2y: number,
  P2z: number,
  Q2x: number,
  Q2y: number,
  Q2z: number,
  R: number,
): boolean {
  if (
    pointWithin(P1x, P1y, P1z, P2x, P2y, P2z, Q2x, Q2y, Q2z, R) ||
    pointWithin(Q1x, Q1y, Q1z, P2x, P2y, P2z, Q2x, Q2y, Q2z, R) ||
    pointWithin(P2x, P2y, P2z, P1x, P1y, P1z, Q1x, Q1y, Q1z, R) ||
    pointWithin(Q2x, Q2y, Q2z, P1x, P1y, P1z, Q1x, Q1y, Q1z, R)
  ) {
    return true;
  }
  let d1x = Q1x - P1x;
  let d1y = Q1y - P1y;
  let d1z = Q1z - P1z;
  let d2x = Q2x - P2x;
  let d2y = Q2y - P2y;
  let d2z = Q2z - P2z;
  let rx = P1x - P2x;
  let ry = P1y - P2y;
  let rz = P1z - P2z;
  const m = Math.max(
    Math.abs(d1x),
    Math.abs(d1y),
    Math.abs(d1z),
    Math.abs(d2x),
    Math.abs(d2y),
    Math.abs(d2z),
    Math.abs(rx),
    Math.abs(ry),
    Math.abs(rz),
    R,
  );
  // (n·r)² is a product of six lengths: keep them within [2^-360, 2^360].
  if (m > 2 ** 40 || m < 2 ** -40) {
    const k = pow2Below(m);
    d1x /= k;
    d1y /= k;
    d1z /= k;
    d2x /= k;
    d2y /= k;
    d2z /= k;
    rx /= k;
    ry /= k;
    rz /= k;
    R /= k;
  }
  const nx = d1y * d2z - d1z * d2y;
  const ny = d1z * d2x - d1x * d2z;
  const nz = d1x * d2y - d1y * d2x;
  const n2 = nx * nx + ny * ny + nz * nz;
  // Parallel (or a point): the least distance is at an end, tested above.
  if (n2 === 0) return false;
  const sNum = nx * (d2y * rz - d2z * ry) + ny * (d2z * rx - d2x * rz) + nz * (d2x * ry - d2y * rx);
  const tNum = nx * (d1y * rz - d1z * ry) + ny * (d1z * rx - d1x * rz) + nz * (d1x * ry - d1y * rx);
  if (!(sNum >= 0 && sNum <= n2 && tNum >= 0 && tNum <= n2)) return false;
  const nr = nx * rx + ny * ry + nz * rz;
  return nr * nr <= R * R * n2;
}
