import type { AABB } from '../types.ts';
import { checkBox } from '../validate.ts';

/**
 * Whether two closed axis-aligned boxes share a point (touching counts).
 *
 * Maths: two boxes meet exactly when their intervals meet on every axis, and two closed
 * intervals `[a.min, a.max]` and `[b.min, b.max]` meet when `a.min <= b.max` and
 * `b.min <= a.max`.
 *
 * @param a - One box: its corners `min` and `max`, with `min <= max` on every axis.
 * @param b - The other box, likewise.
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \forall k \in \{x, y, z\}:\ a.\text{min}_k \le b.\text{max}_k \ \wedge\ b.\text{min}_k \le a.\text{max}_k
 *
 * @example
 * ```ts
 * // Two unit cubes side by side share the face x = 1.
 * aabbIntersectsAABB({ min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, { min: vec3(1, 0, 0), max: vec3(2, 1, 1) });
 * // => true
 * ```
 *
 * @remarks Edges. Sharing only a face, an edge or a corner: true. One box inside the
 * other: true. Flat boxes (`min = max` on an axis, rectangles in 2D) are their closed
 * rectangles, segments or points: two rectangles in the same plane that overlap there
 * intersect; in parallel planes they do not. Exact: only comparisons, no arithmetic.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or `min` greater than `max` on an axis of either box.
 */
export function aabbIntersectsAABB(a: AABB, b: AABB): boolean {
  checkBox('aabbIntersectsAABB', 'a', a);
  checkBox('aabbIntersectsAABB', 'b', b);
  const A0 = a.min;
  const A1 = a.max;
  const B0 = b.min;
  const B1 = b.max;
  return A0.x <= B1.x && B0.x <= A1.x && A0.y <= B1.y && B0.y <= A1.y && A0.z <= B1.z && B0.z <= A1.z;
}
