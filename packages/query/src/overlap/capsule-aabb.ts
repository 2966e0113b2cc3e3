import type { AABB, Capsule } from '../types.ts';
import { checkBox, checkCapsule } from '../validate.ts';
import { aabbOverlapsCapsule } from './aabb-capsule.ts';

/**
 * Whether a closed capsule and a closed axis-aligned box share a point (touching counts).
 *
 * Maths: the capsule is the sphere of radius `r` swept along its axis `P -> Q`, so it meets
 * the box when the sphere at `P` or at `Q` does (sphereIntersectsAABB's test, squared), or
 * when the sphere cast from `P` to `Q` touches it in between (sphereCastAABB's rounded-box
 * kernel; with `r = 0`, raycastAABB's slab method): when the least distance between the
 * axis and the box is at most `r`.
 *
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \min_{X \in PQ,\ Y \in \text{box}} \lvert X - Y \rvert \le r
 *
 * @example
 * ```ts
 * // A capsule lying 1 above the unit box's top face, radius 1: touching; radius 0.9: not.
 * const box = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
 * capsuleIntersectsAABB({ start: vec3(-3, 2, 0.5), end: vec3(3, 2, 0.5), radius: 1 }, box);
 * // => true
 * capsuleIntersectsAABB({ start: vec3(-3, 2, 0.5), end: vec3(3, 2, 0.5), radius: 0.9 }, box);
 * // => false
 * ```
 *
 * @remarks Edges. Touching (exact for small-integer and power-of-two coordinates): true.
 * An axis through the box: true. `start = end`: sphereIntersectsAABB. Radius 0: true
 * when the axis meets the box. Flat boxes (rectangles in 2D) count as the closed
 * rectangles they are.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or `box.min` greater than `box.max` on an axis.
 */
export function capsuleIntersectsAABB(capsule: Capsule, box: AABB): boolean {
  checkCapsule('capsuleIntersectsAABB', 'capsule', capsule);
  checkBox('capsuleIntersectsAABB', 'box', box);
  return aabbOverlapsCapsule(box, capsule);
}
