import type { AABB, Vec3, Vec3Like } from '../types.ts';
import { checkBox, checkVec3, checkVec3Out } from '../validate.ts';
import { clamp } from '../vec3.ts';

/**
 * The point of the closed box nearest to `point`: `point` itself (as a new vector) when
 * it is inside or on the surface.
 *
 * Maths: the squared distance is a sum of one term per axis, so each coordinate is
 * minimised on its own: `clamp(point[i], min[i], max[i])`.
 *
 * @param point - The point to find the nearest point of the box to.
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @returns The nearest point of the box, as a new vector.
 *
 * @formula C_k = \operatorname{clamp}(P_k,\ \text{min}_k,\ \text{max}_k),\quad k \in \{x, y, z\}
 *
 * @example
 * ```ts
 * // In front of an edge of the unit cube: x and z are clamped, y is kept.
 * closestPointOnAABB(vec3(3, 0.5, -2), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => { x: 1, y: 0.5, z: 0 }
 * ```
 *
 * @remarks Edges. Inside or on the surface: the point, unchanged. Outside: a point on a
 * face, an edge or a corner, whichever region the point is in front of.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or `box.min` greater than `box.max` on an axis.
 */
export function closestPointOnAABB(point: Vec3Like, box: AABB): Vec3 {
  checkVec3('closestPointOnAABB', 'point', point);
  checkBox('closestPointOnAABB', 'box', box);
  const { min, max } = box;
  return { x: clamp(point.x, min.x, max.x), y: clamp(point.y, min.y, max.y), z: clamp(point.z, min.z, max.z) };
}

/**
 * {@link closestPointOnAABB} that writes the point into `out` and returns `out`, instead
 * of allocating a new vector.
 *
 * Maths: `out[i] = clamp(point[i], min[i], max[i])` for each axis, as in closestPointOnAABB.
 *
 * @param point - The point to find the nearest point of the box to.
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @param out - The vector to write the nearest point into; it may be `point` itself.
 * @returns `out`, holding the nearest point.
 *
 * @formula C_k = \operatorname{clamp}(P_k,\ \text{min}_k,\ \text{max}_k),\quad k \in \{x, y, z\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const C = vec3(0, 0, 0);
 * closestPointOnAABBInto(vec3(3, 0.5, -2), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, C);
 * // => { x: 1, y: 0.5, z: 0 }
 * ```
 *
 * @remarks Edges. The same point as closestPointOnAABB. `out` may be `point` itself,
 * which then moves onto the box: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not an
 *   object; RangeError for a non-finite value or `box.min` greater than `box.max` on an axis.
 */
export function closestPointOnAABBInto(point: Vec3Like, box: AABB, out: Vec3): Vec3 {
  checkVec3('closestPointOnAABBInto', 'point', point);
  checkBox('closestPointOnAABBInto', 'box', box);
  checkVec3Out('closestPointOnAABBInto', 'out', out);
  const { min, max } = box;
  const x = clamp(point.x, min.x, max.x);
  const y = clamp(point.y, min.y, max.y);
  const z = clamp(point.z, min.z, max.z);
  out.x = x;
  out.y = y;
  out.z = z;
  return out;
}
