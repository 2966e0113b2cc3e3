import { closestOnTriangleInto, withinRadius } from '../closest-point/triangle.ts';
import { triangleEntry } from '../raycast/triangle.ts';
import type { Capsule, Triangle } from '../types.ts';
import { checkCapsule, checkTriangle } from '../validate.ts';
import { segmentsWithin } from './capsule-capsule.ts';

/**
 * Whether a closed capsule and a closed triangle share a point (touching counts).
 *
 * Maths: the axis `P -> Q` meets the triangle (triangleEntry, exact signs), or else their
 * least distance is attained at an end of the axis against the triangle or at the axis
 * against an edge (where both nearest points are inside, the axis is parallel to the face
 * and an end or an edge is as near): `P` or `Q` within `r` of the triangle
 * (sphereIntersectsTriangle's test, squared), or the axis within `r` of an edge
 * (capsuleIntersectsCapsule's test with the edge bare, exact for small integers).
 *
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \min_{X \in PQ,\ Y \in \triangle abc} \lvert X - Y \rvert \le r
 *
 * @example
 * ```ts
 * // A capsule lying 1 above the floor triangle touches it with radius 1, not with 0.5;
 * // a thin one standing through the face meets it.
 * const floor = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };
 * capsuleIntersectsTriangle({ start: vec3(1, 1, 1), end: vec3(9, 1, 1), radius: 1 }, floor);
 * // => true
 * capsuleIntersectsTriangle({ start: vec3(1, 1, 1), end: vec3(9, 1, 1), radius: 0.5 }, floor);
 * // => false
 * capsuleIntersectsTriangle({ start: vec3(1, 1, -1), end: vec3(1, 1, 1), radius: 0 }, floor);
 * // => true
 * ```
 *
 * @remarks Edges. Touching (exact for small-integer and power-of-two coordinates): true.
 * Radius 0: true when the axis meets the triangle. `start = end`:
 * sphereIntersectsTriangle. A degenerate triangle is its segment or point. Only the
 * surface counts, as a triangle has no inside.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function capsuleIntersectsTriangle(capsule: Capsule, triangle: Triangle): boolean {
  checkCapsule('capsuleIntersectsTriangle', 'capsule', capsule);
  checkTriangle('capsuleIntersectsTriangle', 'triangle', triangle);
  const P = capsule.start;
  const Q = capsule.end;
  const r = capsule.radius;
  const { a, b, c } = triangle;
  return capsuleMeetsTriangle(P.x, P.y, P.z, Q.x, Q.y, Q.z, r, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
}

/**
 * capsuleIntersectsTriangle on scalars, without argument checks: for the scene and the
 * capsule contacts to reuse.
 */
export function capsuleMeetsTriangle(
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  r: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): boolean {
  const T = scratch;
  closestOnTriangleInto(T, Px, Py, Pz, ax, ay, az, bx, by, bz, cx, cy, cz);
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  if (withinRadius((T[0] as number) - Px, (T[1] as number) - Py, (T[2] as number) - Pz, r)) return true;
  closestOnTriangleInto(T, Qx, Qy, Qz, ax, ay, az, bx, by, bz, cx, cy, cz);
  if (withinRadius((T[0] as number) - Qx, (T[1] as number) - Qy, (T[2] as number) - Qz, r)) return true;
  if (triangleEntry(Px, Py, Pz, Qx, Qy, Qz, ax, ay, az, bx, by, bz, cx, cy, cz) >= 0) return true;
  return (
    segmentsWithin(Px, Py, Pz, Qx, Qy, Qz, ax, ay, az, bx, by, bz, r) ||
    segmentsWithin(Px, Py, Pz, Qx, Qy, Qz, bx, by, bz, cx, cy, cz, r) ||
    segmentsWithin(Px, Py, Pz, Qx, Qy, Qz, cx, cy, cz, ax, ay, az, r)
  );
}

const scratch = new Float64Array(3);
