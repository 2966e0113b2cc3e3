import type { Vec3, Vec3Like } from '../types.ts';
import { checkDirection, checkMaxDistance, checkVec3 } from '../validate.ts';
import { length3 } from '../vec3.ts';

/**
 * The end of the segment that a ray `origin + s·direction`, looked along for
 * `maxDistance`, covers: how a ray as engines write it (three.js's `Raycaster`, Unity's
 * `Physics.Raycast`) becomes the library's segment `origin -> end`.
 *
 * Maths: `B = A + maxDistance·d/|d|`; a hit on `A -> B` at `t` is `t·maxDistance` along the
 * ray.
 *
 * @param origin - `A`, where the ray starts.
 * @param direction - `d`, which way it goes; any length but zero (it is normalized).
 * @param maxDistance - How far along the ray to look (`>= 0`, finite).
 * @returns `B`, the segment's end, as a new vector.
 *
 * @formula B = A + \text{maxDistance}\,\frac{d}{\lvert d \rvert}
 *
 * @example
 * ```ts
 * // A ray along (3, 4, 0) (length 5) from (1, 1, 0), looked along for 10: 10/5 = 2 of d.
 * rayEnd(vec3(1, 1), vec3(3, 4), 10);
 * // => { x: 7, y: 9, z: 0 }
 * ```
 *
 * @remarks Edges. `maxDistance = 0` gives `end = origin`, a zero-length segment that hits
 * nothing. `direction` need not be unit length; its length is computed without overflow
 * or underflow, so 1e-200 and 1e200 directions work.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a zero `direction`, or a negative or infinite `maxDistance` (three.js's
 *   `Raycaster.far` is `Infinity` by default: pass a finite distance).
 */
export function rayEnd(origin: Vec3Like, direction: Vec3Like, maxDistance: number): Vec3 {
  checkVec3('rayEnd', 'origin', origin);
  checkDirection('rayEnd', 'direction', direction);
  checkMaxDistance('rayEnd', 'maxDistance', maxDistance);
  const dx = direction.x;
  const dy = direction.y;
  const dz = direction.z;
  const len = length3(dx, dy, dz);
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  return {
    x: origin.x + maxDistance * (dx / len) + 0,
    y: origin.y + maxDistance * (dy / len) + 0,
    z: origin.z + maxDistance * (dz / len) + 0,
  };
}
