import type { SegmentClosestPoints, Vec3Like } from '../types.ts';
import { checkVec3 } from '../validate.ts';
import { length3, pow2Below } from '../vec3.ts';
import { pointAt, segmentParameter } from './segment.ts';

/**
 * The closest pair of points of two closed segments `p1`–`q1` and `p2`–`q2`, their
 * parameters and their distance (Ericson, Real-Time Collision Detection, 5.1.9).
 *
 * Maths: `|p1 + s·d1 - (p2 + t·d2)|²` is a convex quadratic on the square `[0, 1]²`; its
 * least point is the stationary point of the two lines when that lies in the square, else
 * on an edge of it: `s` clamped, `t` the best for that `s` clamped, then `s` the best for
 * that `t` clamped.
 *
 * @param p1 - Start of the first segment.
 * @param q1 - End of the first segment: its points are `p1 + s·(q1 - p1)`, `0 <= s <= 1`.
 * @param p2 - Start of the second segment.
 * @param q2 - End of the second segment: its points are `p2 + t·(q2 - p2)`, `0 <= t <= 1`.
 * @returns A new `{first, second, s, t, distance}`: the two nearest points, their
 *   parameters and `distance = |first - second|`.
 *
 * @formula (s, t) = \operatorname*{arg\,min}_{s, t \in [0, 1]} \lvert p_1 + s\,(q_1 - p_1) - p_2 - t\,(q_2 - p_2) \rvert
 *
 * @example
 * ```ts
 * // Two skew segments: along x at height 0, along y at height 2, crossing over x = 1.
 * closestPointsBetweenSegments(vec3(0, 0, 0), vec3(4, 0, 0), vec3(1, -1, 2), vec3(1, 3, 2));
 * // => { first: { x: 1, y: 0, z: 0 }, second: { x: 1, y: 0, z: 2 }, s: 0.25, t: 0.25, distance: 2 }
 * ```
 *
 * @remarks Edges. Crossing segments: the crossing point twice, distance 0. Nearest
 * points at ends: those ends, exactly. Parallel segments: a pair at the least distance;
 * where they overlap many pairs are, and which one is returned is not specified (here
 * `s` starts from 0). A zero-length segment is its point (its parameter 0); two of them
 * give their distance. Magnitudes near 1e±100 are rescaled, never overflow.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value.
 */
export function closestPointsBetweenSegments(
  p1: Vec3Like,
  q1: Vec3Like,
  p2: Vec3Like,
  q2: Vec3Like,
): SegmentClosestPoints {
  const fn = 'closestPointsBetweenSegments';
  checkVec3(fn, 'p1', p1);
  checkVec3(fn, 'q1', q1);
  checkVec3(fn, 'p2', p2);
  checkVec3(fn, 'q2', q2);
  const s = segmentsParameters(p1.x, p1.y, p1.z, q1.x, q1.y, q1.z, p2.x, p2.y, p2.z, q2.x, q2.y, q2.z);
  const t = closestT;
  const first = pointAt(p1.x, p1.y, p1.z, q1.x, q1.y, q1.z, s);
  const second = pointAt(p2.x, p2.y, p2.z, q2.x, q2.y, q2.z, t);
  return { first, second, s, t, distance: length3(first.x - second.x, first.y - second.y, first.z - second.z) };
}

/** The `t` of the last segmentsParameters call (read it at once, as dd.lo). */
export let closestT = 0;

/**
 * The parameters `(s, t)` of a closest pair of points of the closed segments
 * `p1 + s·d1` and `p2 + t·d2`: returns `s` and leaves `t` in closestT. The scalar kernel of
 * closestPointsBetweenSegments, for the capsule overlaps and contacts to reuse.
 *
 * Maths (Ericson 5.1.9, with the cross products that keep nearly parallel segments
 * accurate): with `n = d1 × d2` and `r = p1 - p2`, the lines' stationary point has
 * `s = n·(d2 × r)/|n|²`; clamped, then `t = (d2·r + s·d1·d2)/|d2|²` clamped and, if it
 * was, `s = (t·d1·d2 - d1·r)/|d1|²` clamped. Parallel (`n = 0`): `s` starts from 0.
 */
export function segmentsParameters(
  p1x: number,
  p1y: number,
  p1z: number,
  q1x: number,
  q1y: number,
  q1z: number,
  p2x: number,
  p2y: number,
  p2z: number,
  q2x: number,
  q2y: number,
  q2z: number,
): number {
  let d1x = q1x - p1x;
  let d1y = q1y - p1y;
  let d1z = q1z - p1z;
  let d2x = q2x - p2x;
  let d2y = q2y - p2y;
  let d2z = q2z - p2z;
  let rx = p1x - p2x;
  let ry = p1y - p2y;
  let rz = p1z - p2z;
  const m = Math.max(
    Math.abs(d1x),
    Math.abs(d1y),
    Math.abs(d1z),
    Math.abs(d2x),
    Math.abs(d2y),
    Math.abs(d2z),
    Math.abs(rx),
    Math.abs(ry),
    Math.abs(rz),
  );
  // Products of four lengths below: bring the largest into [1, 2) where they would leave
  // [2^-240, 2^240] (the parameters are ratios, unchanged by a power-of-two scaling).
  if (m > 2 ** 60 || (m < 2 ** -60 && m > 0)) {
    const k = pow2Below(m);
    d1x /= k;
    d1y /= k;
    d1z /= k;
    d2x /= k;
    d2y /= k;
    d2z /= k;
    rx /= k;
    ry /= k;
    rz /= k;
  }
  const a = d1x * d1x + d1y * d1y + d1z * d1z;
  const e = d2x * d2x + d2y * d2y + d2z * d2z;
  const f = d2x * rx + d2y * ry + d2z * rz;
  if (a === 0) {
    // The first is a point: the nearest point of the second to it (t = 0 if both are).
    closestT = segmentParameter(p1x, p1y, p1z, p2x, p2y, p2z, q2x, q2y, q2z);
    return 0;
  }
  const c = d1x * rx + d1y * ry + d1z * rz;
  if (e === 0) {
    closestT = 0;
    return segmentParameter(p2x, p2y, p2z, p1x, p1y, p1z, q1x, q1y, q1z);
  }
  const b = d1x * d2x + d1y * d2y + d1z * d2z;
  const nx = d1y * d2z - d1z * d2y;
  const ny = d1z * d2x - d1x * d2z;
  const nz = d1x * d2y - d1y * d2x;
  const denom = nx * nx + ny * ny + nz * nz;
  let s = 0;
  if (denom > 0) {
    // n·(d2 × r) = b·f - c·e, the numerator of the stationary s, without its cancellation.
    const sNum = nx * (d2y * rz - d2z * ry) + ny * (d2z * rx - d2x * rz) + nz * (d2x * ry - d2y * rx);
    s = sNum > 0 ? (sNum < denom ? sNum / denom : 1) : 0;
  }
  const tNum = b * s + f;
  let t: number;
  if (tNum <= 0) {
    t = 0;
    s = clamp01(-c, a);
  } else if (tNum >= e) {
    t = 1;
    s = clamp01(b - c, a);
  } else {
    t = tNum / e;
  }
  closestT = t;
  return s;
}

/** `num/den` clamped into `[0, 1]` (den > 0), with no NaN. */
function clamp01(num: number, den: number): number {
  return num > 0 ? (num < den ? num / den : 1) : 0;
}
