import type { Plane, Vec3, Vec3Like } from '../types.ts';
import { checkPlane, checkVec3 } from '../validate.ts';
import { pow2Below } from '../vec3.ts';

/**
 * The point of the plane `normal·p + constant = 0` nearest to `point`: its foot of the
 * perpendicular.
 *
 * Maths: `P - ((n·P + c)/(n·n))·n`, `n = plane.normal`, `c = plane.constant` (n need
 * not be unit length).
 *
 * @param point - `P`, the point to find the nearest point of the plane to.
 * @param plane - The plane: its `normal` `n` (any length but zero) and `constant` `c`.
 * @returns The nearest point of the plane, as a new vector.
 *
 * @formula Q = P - \frac{n \cdot P + c}{n \cdot n}\, n
 *
 * @example
 * ```ts
 * // The plane 2x + 2y - 8 = 0 (x + y = 4) and P = (4, 2, 5): n·P + c = 4, n·n = 8,
 * // so Q = P - (1/2)(2, 2, 0) = (3, 1, 5).
 * closestPointOnPlane(vec3(4, 2, 5), { normal: vec3(2, 2), constant: -8 });
 * // => { x: 3, y: 1, z: 5 }
 * ```
 *
 * @remarks Edges. A point on the plane: itself. `plane.normal` need not be unit length; it
 * is rescaled by a power of two first, so normals of 1e-200 or 1e200 work.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a zero `plane.normal`.
 */
export function closestPointOnPlane(point: Vec3Like, plane: Plane): Vec3 {
  checkVec3('closestPointOnPlane', 'point', point);
  checkPlane('closestPointOnPlane', 'plane', plane);
  const n = plane.normal;
  // Scaling n and c by one power of two is exact and changes neither the plane nor Q;
  // it keeps n·n from overflowing or underflowing.
  const k = pow2Below(Math.max(Math.abs(n.x), Math.abs(n.y), Math.abs(n.z)));
  const nx = n.x / k;
  const ny = n.y / k;
  const nz = n.z / k;
  const s = (nx * point.x + ny * point.y + nz * point.z + plane.constant / k) / (nx * nx + ny * ny + nz * nz);
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  return { x: point.x - s * nx + 0, y: point.y - s * ny + 0, z: point.z - s * nz + 0 };
}
