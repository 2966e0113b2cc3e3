import { copySphereCastHit, createSphereCastHit } from '../hit.ts';
import { capsuleHit } from '../raycast/capsule.ts';
import type { Capsule, SphereCastHit, Vec3Like } from '../types.ts';
import { checkCapsule, checkCastHitOut, checkRadius, checkSegment } from '../validate.ts';

/**
 * First contact of a sphere of `radius` whose center moves from `origin` to `end` with a
 * capsule, or `null`.
 *
 * Maths: the moving sphere touches the capsule exactly when its center touches the capsule
 * grown to radius `R = radius + capsule.radius` (the same axis `PQ`), so this is a raycast
 * of the center against that capsule. Then `center = A + t·AB`, `X` is the axis point
 * nearest to it, `normal = (center - X)/R` and `point = center + (X - center)·radius/R`,
 * the capsule's point nearest to the center (where the two surfaces touch).
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this a raycast of its center.
 * @param capsule - The capsule it may hit: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @returns The first contact, as a new hit with the moving center, or `null` when they do
 *   not meet along the way.
 *
 * @formula \operatorname{dist}(A + t\,\overrightarrow{AB},\ PQ) = \text{radius} + r;\quad C = A + t\,\overrightarrow{AB},\ n = \frac{C - X}{\text{radius} + r},\ P = C + \tfrac{\text{radius}}{\text{radius} + r}\,(X - C)
 *
 * @example
 * ```ts
 * // A ball of radius 1 dropped at x = 2 onto a capsule along x of radius 1: the center
 * // stops 2 above the axis, at (2, 2, 0), and touches the capsule at (2, 1, 0).
 * sphereCastCapsule(vec3(2, 6), vec3(2, -4), 1, { start: vec3(0, 0), end: vec3(4, 0), radius: 1 });
 * // => { point: { x: 2, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 4, t: 0.4,
 * //      center: { x: 2, y: 2, z: 0 } }
 * ```
 *
 * @remarks Edges. Overlapping the capsule at `origin`: `null`. Just touching it at
 * `origin` (to within 2^-40·S, S the largest input magnitude, where the rounded `center` of
 * a hit or of a contact's push-out lands): a hit at `t = 0` if moving into it, `null` if
 * moving away or tangentially (within 2^-40 of the contact plane).
 * Grazing contact (exact for small-integer and power-of-two coordinates): a hit.
 * Contact beyond `end`, zero-length segment: `null`. `radius = 0` gives exactly the hit
 * of {@link raycastCapsule}. A capsule of radius 0 is its segment, which the sphere touches
 * with `point` on it. Both radii 0: a hit only where the segments meet, with `normal` the
 * reversed unit direction of the segment.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereCastCapsule(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  capsule: Capsule,
): SphereCastHit | null {
  checkSegment('sphereCastCapsule', origin, end);
  checkRadius('sphereCastCapsule', 'radius', radius);
  checkCapsule('sphereCastCapsule', 'capsule', capsule);
  const h = scratchHit;
  if (!capsuleHit(origin, end, capsule, radius, h, h.center)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link sphereCastCapsule} that writes its hit into `out` instead of allocating one:
 * true and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the first `t` with `dist(A + t·AB, PQ) = radius + r`, as in sphereCastCapsule.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this a raycast of its center.
 * @param capsule - The capsule it may hit: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param out - A hit made once with `createSphereCastHit()`: written on a hit, left as it was
 *   on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula \operatorname{dist}(A + t\,\overrightarrow{AB},\ PQ) = \text{radius} + r;\quad C = A + t\,\overrightarrow{AB},\ n = \frac{C - X}{\text{radius} + r},\ P = C + \tfrac{\text{radius}}{\text{radius} + r}\,(X - C)
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createSphereCastHit();
 * sphereCastCapsuleInto(vec3(2, 6), vec3(2, -4), 1, { start: vec3(0, 0), end: vec3(4, 0), radius: 1 }, hit);
 * // => true
 * hit;
 * // => { point: { x: 2, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 4, t: 0.4,
 * //      center: { x: 2, y: 2, z: 0 } }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as sphereCastCapsule. A miss leaves
 * `out` as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before `out`
 * is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   sphere-cast hit object; RangeError for a non-finite value or a negative radius.
 */
export function sphereCastCapsuleInto(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  capsule: Capsule,
  out: SphereCastHit,
): boolean {
  checkSegment('sphereCastCapsuleInto', origin, end);
  checkRadius('sphereCastCapsuleInto', 'radius', radius);
  checkCapsule('sphereCastCapsuleInto', 'capsule', capsule);
  checkCastHitOut('sphereCastCapsuleInto', 'out', out);
  return capsuleHit(origin, end, capsule, radius, out, out.center);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createSphereCastHit();
