import { sphereEntry, sphereNormal } from '../raycast/sphere.ts';
import type { Sphere, SphereCastHit, Vec3Like } from '../types.ts';
import { checkRadius, checkSphere, checkVec3 } from '../validate.ts';
import { length3 } from '../vec3.ts';

/**
 * First contact of a sphere of `radius` whose center moves from `origin` to `end` with
 * the sphere `target`, or `null`.
 *
 * Maths: the moving sphere touches the target exactly when its center touches the
 * target inflated to radius `R = radius + target.radius`, so this is a raycast of the
 * center against that sphere: the smaller root of `|A + t·AB - S|² = R²`. Then
 * `center = A + t·AB`, `point = center + (S - center)·radius/R`,
 * `normal = (center - S)/|center - S|`.
 *
 * @example
 * ```ts
 * // A ball of radius 1 rolled along the x axis into a ball of radius 4 at (8, 3, 0):
 * // R = 5 gives the 3-4-5 triangle, the center stops at (4, 0, 0) and touches at
 * // (4, 0, 0) + (4, 3, 0)/5 = (4.8, 0.6, 0).
 * sphereCastSphere(vec3(0, 0), vec3(10, 0), 1, { center: vec3(8, 3), radius: 4 });
 * // => { point: { x: 4.8, y: 0.6, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4,
 * //      center: { x: 4, y: 0, z: 0 } }
 * ```
 *
 * @remarks Edges. Overlapping the target at `origin`: `null`. Just touching it at
 * `origin`: a hit at `t = 0` if moving into it, `null` if moving away or tangentially.
 * Grazing contact: a hit. Contact beyond `end`, target behind, zero-length segment:
 * `null`. `radius = 0` gives the same hit as {@link raycastSphere}. Both radii 0:
 * a hit only through the center, with `point = center` and `normal` the reversed unit
 * direction of the segment.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereCastSphere(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  target: Sphere,
): SphereCastHit | null {
  checkVec3('sphereCastSphere', 'origin', origin);
  checkVec3('sphereCastSphere', 'end', end);
  checkRadius('sphereCastSphere', 'radius', radius);
  checkSphere('sphereCastSphere', 'target', target);
  const A = origin;
  const S = target.center;
  const ABx = end.x - A.x;
  const ABy = end.y - A.y;
  const ABz = end.z - A.z;
  if (ABx === 0 && ABy === 0 && ABz === 0) return null;

  const R = radius + target.radius;
  const t = sphereEntry(A.x, A.y, A.z, end.x, end.y, end.z, S.x, S.y, S.z, R);
  if (t < 0) return null;
  const Cx = A.x + t * ABx;
  const Cy = A.y + t * ABy;
  const Cz = A.z + t * ABz;
  // E divides CS in the ratio radius : target.radius. With R = 0, E = C = S.
  const k = R > 0 ? radius / R : 0;
  return {
    point: { x: Cx + (S.x - Cx) * k + 0, y: Cy + (S.y - Cy) * k + 0, z: Cz + (S.z - Cz) * k + 0 },
    normal: sphereNormal(Cx - S.x, Cy - S.y, Cz - S.z, R, ABx, ABy, ABz),
    distance: t * length3(ABx, ABy, ABz),
    t,
    center: { x: Cx + 0, y: Cy + 0, z: Cz + 0 },
  };
}
