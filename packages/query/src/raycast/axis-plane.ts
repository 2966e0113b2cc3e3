import { createRaycastHit, setAxisNormal, setHit } from '../hit.ts';
import type { Axis, RaycastHit, Vec3Like } from '../types.ts';
import { checkAxis, checkHitOut, checkNumber, checkVec3 } from '../validate.ts';
import { length3 } from '../vec3.ts';

/**
 * Where the segment `origin -> end` crosses the plane `p[axis] = value`, or `null`.
 *
 * Maths (similar triangles): `t = (value - A[axis]) / (B[axis] - A[axis])`, a hit when
 * `0 <= t <= 1`; the other coordinates follow as `A + t·(B - A)`.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param axis - The axis the plane is perpendicular to: `'x'`, `'y'` or `'z'`.
 * @param value - Where the plane crosses that axis: the plane is every point with `p[axis] =
 *   value`.
 * @returns The crossing, as a new hit, or `null` when the segment does not cross the plane.
 *
 * @formula t = \frac{\text{value} - A_{\text{axis}}}{B_{\text{axis}} - A_{\text{axis}}},\quad 0 \le t \le 1,\quad P = A + t\,\overrightarrow{AB}
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
  const a = origin[axis];
  const b = end[axis];
  if (!crosses(a, b, value)) return null; // a miss allocates nothing
  const hit = createRaycastHit();
  setPlaneHit(hit, origin, end, axis, value, a, b);
  return hit;
}

/**
 * {@link raycastAxisPlane} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths (similar triangles): `t = (value - A[axis]) / (B[axis] - A[axis])`, a hit when
 * `0 <= t <= 1`, as in raycastAxisPlane.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param axis - The axis the plane is perpendicular to: `'x'`, `'y'` or `'z'`.
 * @param value - Where the plane crosses that axis: the plane is every point with `p[axis] =
 *   value`.
 * @param out - A hit made once with `createRaycastHit()`: written on a hit, left as it was on a
 *   miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \frac{\text{value} - A_{\text{axis}}}{B_{\text{axis}} - A_{\text{axis}}},\quad 0 \le t \le 1,\quad P = A + t\,\overrightarrow{AB}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createRaycastHit();
 * raycastAxisPlaneInto(vec3(0, 1, 0), vec3(8, -3, 0), 'y', 0, hit);
 * // => true
 * hit;
 * // => { point: { x: 2, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: Math.sqrt(5), t: 0.25 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as raycastAxisPlane. A miss leaves
 * `out` as it was. `out.point` and `out.normal` are written in place, never replaced, and
 * may be the very objects passed as inputs: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument, a non-string `axis` or an `out`
 *   that is not a hit object; RangeError for a non-finite value or an `axis` other than
 *   `'x'`, `'y'`, `'z'`.
 */
export function raycastAxisPlaneInto(
  origin: Vec3Like,
  end: Vec3Like,
  axis: Axis,
  value: number,
  out: RaycastHit,
): boolean {
  checkVec3('raycastAxisPlaneInto', 'origin', origin);
  checkVec3('raycastAxisPlaneInto', 'end', end);
  checkAxis('raycastAxisPlaneInto', 'axis', axis);
  checkNumber('raycastAxisPlaneInto', 'value', value);
  checkHitOut('raycastAxisPlaneInto', 'out', out);
  const a = origin[axis];
  const b = end[axis];
  if (!crosses(a, b, value)) return false;
  setPlaneHit(out, origin, end, axis, value, a, b);
  return true;
}

/**
 * Whether the segment from `a` to `b` on the axis reaches `value`: decided by comparison,
 * exactly. Not when parallel (or zero-length), nor when both ends are on one side.
 */
function crosses(a: number, b: number, value: number): boolean {
  return !(a === b || (a < value && b < value) || (a > value && b > value));
}

/** Writes the crossing of `A -> B` (which crosses) with the plane into `out`. */
function setPlaneHit(out: RaycastHit, A: Vec3Like, B: Vec3Like, axis: Axis, value: number, a: number, b: number): void {
  const Ax = A.x;
  const Ay = A.y;
  const Az = A.z;
  const ABx = B.x - Ax;
  const ABy = B.y - Ay;
  const ABz = B.z - Az;
  // Rounding is monotonic, so with value between a and b, 0 <= t <= 1 holds exactly.
  const t = (value - a) / (b - a);
  const tt = t + 0; // not -0
  // Every input is in a local now: `out` may share objects with A and B.
  setAxisNormal(out.normal, axis, b - a);
  setHit(
    out,
    axis === 'x' ? value : Ax + tt * ABx,
    axis === 'y' ? value : Ay + tt * ABy,
    axis === 'z' ? value : Az + tt * ABz,
    tt * length3(ABx, ABy, ABz),
    tt,
  );
}
