import { copySphereCastHit, createSphereCastHit } from '../hit.ts';
import { sphereCasts, sphereHit } from '../raycast/sphere.ts';
import type { Sphere, SphereCastBatchHits, SphereCastHit, Vec3Like } from '../types.ts';
import {
  checkBatchHits,
  checkCastHitOut,
  checkRadius,
  checkRecords,
  checkSphere,
  checkTargets,
  checkSegment,
} from '../validate.ts';

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
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this a raycast of its center.
 * @param target - The sphere it may hit: its `center` `S` and `radius` `r` (`>= 0`).
 * @returns The first contact, as a new hit with the moving center, or `null` when the spheres
 *   do not meet along the way.
 *
 * @formula \lvert A + t\,\overrightarrow{AB} - S \rvert^2 = R^2,\ R = \text{radius} + r;\quad C = A + t\,\overrightarrow{AB},\ P = C + \tfrac{\text{radius}}{R}\,(S - C)
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
 * `origin` (to within 2^-40·S, S the largest input magnitude, where the rounded `center` of
 * a hit or of a contact's push-out lands): a hit at `t = 0` if moving into it, `null` if
 * moving away or tangentially (within 2^-40 of the contact plane).
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
  checkSegment('sphereCastSphere', origin, end);
  checkRadius('sphereCastSphere', 'radius', radius);
  checkSphere('sphereCastSphere', 'target', target);
  // Into a scratch hit, then copied: this allocation, unlike one inside sphereHit, V8 can
  // remove where the caller does not keep the hit.
  const h = scratchHit;
  if (!sphereHit(origin, end, target, radius, h, h.center)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link sphereCastSphere} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the smaller root of `|A + t·AB - S|² = R²`, `R = radius + target.radius`, as in
 * sphereCastSphere.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this a raycast of its center.
 * @param target - The sphere it may hit: its `center` `S` and `radius` `r` (`>= 0`).
 * @param out - A hit made once with `createSphereCastHit()`: written on a hit, left as it was
 *   on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula \lvert A + t\,\overrightarrow{AB} - S \rvert^2 = R^2,\ R = \text{radius} + r;\quad C = A + t\,\overrightarrow{AB},\ P = C + \tfrac{\text{radius}}{R}\,(S - C)
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createSphereCastHit();
 * sphereCastSphereInto(vec3(0, 0), vec3(10, 0), 1, { center: vec3(8, 3), radius: 4 }, hit);
 * // => true
 * hit;
 * // => { point: { x: 4.8, y: 0.6, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4,
 * //      center: { x: 4, y: 0, z: 0 } }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as sphereCastSphere. A miss leaves
 * `out` as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before `out`
 * is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   sphere-cast hit object; RangeError for a non-finite value or a negative radius.
 */
export function sphereCastSphereInto(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  target: Sphere,
  out: SphereCastHit,
): boolean {
  checkSegment('sphereCastSphereInto', origin, end);
  checkRadius('sphereCastSphereInto', 'radius', radius);
  checkSphere('sphereCastSphereInto', 'target', target);
  checkCastHitOut('sphereCastSphereInto', 'out', out);
  return sphereHit(origin, end, target, radius, out, out.center);
}

/**
 * Many sphere casts of one `radius` in one call over typed arrays, against one target
 * sphere or target `i` for segment `i`; returns the number of hits. Results go to `out`
 * (see {@link SphereCastBatchHits}): `out.t[i]` is the hit's `t` or `-1` for a miss, and
 * `out.point`, `out.normal`, `out.center`, if given, get the hit's vectors at `3i`.
 *
 * Maths: for each `i`, the smaller root of `|A + t·AB - S|² = R²` in `[0, 1]` with
 * `R = radius + r`, as in sphereCastSphere, `A, B = segments[6i…6i+5]` and
 * `S, r = targets[4i…4i+3]` (or `targets[0…3]` for all).
 *
 * @param segments - Segment `i` as six numbers from `6i`: `A` (x, y, z), then `B` (x, y, z).
 * @param radius - The moving sphere’s radius (`>= 0`), the same for every segment.
 * @param targets - Target spheres as four numbers each, `x, y, z, r`: four for one target for
 *   every segment, or four per segment.
 * @param out - Where the results go (see {@link SphereCastBatchHits}): as for a batch raycast, plus if
 *   given `center`, three per segment.
 * @returns How many segments hit.
 *
 * @formula \lvert A_i + t\,\overrightarrow{A_iB_i} - S_i \rvert^2 = (\text{radius} + r_i)^2 \quad \text{for each segment } i, \text{ or } -1
 *
 * @example
 * ```ts
 * // The sphereCastSphere example, and the same cast moved up out of reach.
 * const out = { t: new Float64Array(2), center: new Float64Array(6) };
 * sphereCastSphereBatch(new Float64Array([0, 0, 0, 10, 0, 0, 0, 9, 0, 10, 9, 0]), 1, new Float64Array([8, 3, 0, 4]), out);
 * // => 1
 * [...out.t, ...out.center.subarray(0, 3)];
 * // => [0.4, -1, 4, 0, 0]
 * ```
 *
 * @remarks Edges. Every hit, miss and number exactly as sphereCastSphere, a zero-length
 * segment included (a miss). A miss writes `-1` to `t` (never NaN; a hit has
 * `0 <= t <= 1`) and leaves `point`, `normal` and `center` as they were. The arrays are
 * checked once per call, the numbers in them as the loop reaches them: on a throw, the
 * results for the records before the bad one have been written.
 * @throws TypeError if `radius` is not a number, `segments` or `targets` is not a
 *   Float64Array or `out` lacks a Float64Array `t`; RangeError if `radius` is negative or
 *   non-finite, `segments.length` is not a multiple of 6, `targets.length` is neither 4
 *   nor 4 per segment, an `out` array is too short, or a number is non-finite or a radius
 *   negative (naming its index).
 */
export function sphereCastSphereBatch(
  segments: Float64Array,
  radius: number,
  targets: Float64Array,
  out: SphereCastBatchHits,
): number {
  const fn = 'sphereCastSphereBatch';
  const n = checkRecords(fn, 'segments', segments, 'segment');
  checkRadius(fn, 'radius', radius);
  const step = checkTargets(fn, 'targets', targets, 'sphere', n, 'segment') ? 4 : 0;
  checkBatchHits(fn, out, n, 'segment', true);
  return sphereCasts(fn, segments, radius, targets, 'targets', step, n, out.t, out.point, out.normal, out.center);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createSphereCastHit();
