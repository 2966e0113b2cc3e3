import type { Capsule, Sphere } from '../types.ts';
import { checkCapsule, checkSphere } from '../validate.ts';
import { pow2Below } from '../vec3.ts';

/**
 * Whether a closed sphere and a closed capsule share a point (touching counts).
 *
 * Maths: the capsule is the points within `r` of its axis `PQ`, so they meet when the
 * center `S` is within `rs + r` of the axis: with `u` the parameter of the axis point
 * nearest to `S`, `|S - P|² <= R²` (u = 0), `|S - Q|² <= R²` (u = 1), else
 * `|(S - P) × d|² <= R²|d|²` (`d = Q - P`, no division, so exact for small integers).
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `rs` (`>= 0`).
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \operatorname{dist}(S,\ PQ)^2 \le (r_s + r)^2
 *
 * @example
 * ```ts
 * // The center (2, 3, 4) is 5 from the axis along x (3-4-5): radii 2 + 3 just touch.
 * sphereIntersectsCapsule({ center: vec3(2, 3, 4), radius: 2 }, { start: vec3(0, 0, 0), end: vec3(4, 0, 0), radius: 3 });
 * // => true
 * sphereIntersectsCapsule({ center: vec3(2, 3, 4), radius: 1.9 }, { start: vec3(0, 0, 0), end: vec3(4, 0, 0), radius: 3 });
 * // => false
 * ```
 *
 * @remarks Edges. Surfaces exactly touching: true (exact for small-integer and
 * power-of-two coordinates). Center inside the capsule: true, whatever the radius. A
 * capsule with `start = end` is a sphere; both radii 0: true only for a center on the axis
 * segment. Magnitudes near 1e±100 are rescaled, never overflow.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereIntersectsCapsule(sphere: Sphere, capsule: Capsule): boolean {
  checkSphere('sphereIntersectsCapsule', 'sphere', sphere);
  checkCapsule('sphereIntersectsCapsule', 'capsule', capsule);
  const S = sphere.center;
  const P = capsule.start;
  const Q = capsule.end;
  return pointWithin(S.x, S.y, S.z, P.x, P.y, P.z, Q.x, Q.y, Q.z, sphere.radius + capsule.radius);
}

/**
 * Whether the point `X` is within `R` of the closed segment `PQ` (distance `<= R`), by
 * squared distances without division, so that touching at small-integer coordinates is
 * exact; magnitudes near 1e±100 are divided by one power of two first. The shared kernel
 * of sphereIntersectsCapsule, capsuleIntersectsCapsule and sphereContactCapsule.
 *
 * Maths: `w = X - P`, `d = Q - P`: `|w|² <= R²` where `w·d <= 0`; `|X - Q|² <= R²` where
 * `w·d >= |d|²`; else `|w × d|² <= R²|d|²`.
 */
export function pointWithin(
  Xx: number,
  Xy: number,
  Xz: number,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  R: number,
): boolean {
  let wx = Xx - Px;
  let wy = Xy - Py;
  let wz = Xz - Pz;
  let dx = Qx - Px;
  let dy = Qy - Py;
  let dz = Qz - Pz;
  let vx = Xx - Qx;
  let vy = Xy - Qy;
  let vz = Xz - Qz;
  const m = Math.max(Math.abs(wx), Math.abs(wy), Math.abs(wz), Math.abs(dx), Math.abs(dy), Math.abs(dz), R);
  // |w × d|² is a product of four lengths: keep them within [2^-240, 2^240].
  if (m > 2 ** 60 || (m < 2 ** -60 && m > 0)) {
    const k = pow2Below(m);
    wx /= k;
    wy /= k;
    wz /= k;
    dx /= k;
    dy /= k;
    dz /= k;
    vx /= k;
    vy /= k;
    vz /= k;
    R /= k;
  }
  const R2 = R * R;
  const wd = wx * dx + wy * dy + wz * dz;
  if (wd <= 0) return wx * wx + wy * wy + wz * wz <= R2;
  const d2 = dx * dx + dy * dy + dz * dz;
  if (wd >= d2) return vx * vx + vy * vy + vz * vz <= R2;
  const mx = wy * dz - wz * dy;
  const my = wz * dx - wx * dz;
  const mz = wx * dy - wy * dx;
  return mx * mx + my * my + mz * mz <= R2 * d2;
}
