import { axisNormal, newHit } from '../hit.ts';
import type { Axis, RaycastHit, Vec3Like } from '../types.ts';
import { checkAxis, checkNumber, checkVec3 } from '../validate.ts';
import { length3 } from '../vec3.ts';

/**
 * Where the segment `origin -> end` crosses the plane `p[axis] = value`, or `null`.
 *
 * Maths (similar triangles): `t = (value - A[axis]) / (B[axis] - A[axis])`, a hit when
 * `0 <= t <= 1`; the other coordinates follow as `A + t·(B - A)`.
 *
 * @example
 * ```ts
 * // The floor y = 0, crossed a quarter of the way down from y = 1 to y = -3.
 * raycastAxisPlane(vec3(0, 1, 0), vec3(8, -3, 0), 'y', 0);
 * // => { point: { x: 2, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: Math.sqrt(5), t: 0.25 }
 * ```
 *
 * @remarks Edges. The plane is two-sided: `normal` is the plane's axis pointing back
 * against the motion. Parallel segment (`end[axis] = origin[axis]`), even one lying in the
 * plane: `null`. Origin on the plane, not parallel: a hit at `t = 0`. End on the plane: a
 * hit at `t = 1`. Crossing before `origin` or after `end`, zero-length segment: `null`.
 * @throws TypeError for a missing or non-numeric argument or a non-string `axis`;
 *   RangeError for a non-finite value or an `axis` other than `'x'`, `'y'`, `'z'`.
 */
export function raycastAxisPlane(origin: Vec3Like, end: Vec3Like, axis: Axis, value: number): RaycastHit | null {
  checkVec3('raycastAxisPlane', 'origin', origin);
  checkVec3('raycastAxisPlane', 'end', end);
  checkAxis('raycastAxisPlane', 'axis', axis);
  checkNumber('raycastAxisPlane', 'value', value);
  const A = origin;
  const a = A[axis];
  const b = end[axis];
  // Decided by comparison, exactly: parallel (or zero-length), or both ends on one side.
  if (a === b || (a < value && b < value) || (a > value && b > value)) return null;

  const ABx = end.x - A.x;
  const ABy = end.y - A.y;
  const ABz = end.z - A.z;
  // Rounding is monotonic, so with value between a and b, 0 <= t <= 1 holds exactly.
  const t = (value - a) / (b - a);
  const tt = t + 0; // not -0
  return newHit(
    axis === 'x' ? value : A.x + tt * ABx,
    axis === 'y' ? value : A.y + tt * ABy,
    axis === 'z' ? value : A.z + tt * ABz,
    axisNormal(axis, b - a),
    tt * length3(ABx, ABy, ABz),
    tt,
  );
}
