import type { AABB, Vec3Like } from '../types.ts';
import { checkSize, checkVec3 } from '../validate.ts';

/**
 * A box from its center and its full size on each axis, as Unity's `Bounds` describes
 * one (and as the seed articles build their boxes).
 *
 * Maths: `min = center - size/2`, `max = center + size/2`.
 *
 * @param center - The box’s center.
 * @param size - Its full size on each axis (`>= 0`), not the half size.
 * @returns A new box.
 *
 * @formula \text{min} = c - \tfrac{1}{2}s,\quad \text{max} = c + \tfrac{1}{2}s
 *
 * @example
 * ```ts
 * // A 4 × 2 rectangle in the plane z = 0 (a flat box), centered at (0, 1).
 * aabbFromCenterSize(vec3(0, 1, 0), vec3(4, 2, 0));
 * // => { min: { x: -2, y: 0, z: 0 }, max: { x: 2, y: 2, z: 0 } }
 * ```
 *
 * @remarks Edges. A size of 0 on an axis gives a flat box (`min = max` there).
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative `size` component.
 */
export function aabbFromCenterSize(center: Vec3Like, size: Vec3Like): AABB {
  checkVec3('aabbFromCenterSize', 'center', center);
  checkSize('aabbFromCenterSize', 'size', size);
  const hx = size.x / 2;
  const hy = size.y / 2;
  const hz = size.z / 2;
  return {
    min: { x: center.x - hx, y: center.y - hy, z: center.z - hz },
    max: { x: center.x + hx, y: center.y + hy, z: center.z + hz },
  };
}
