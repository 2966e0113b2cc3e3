import type { Vec3, Vec3Like } from '../types.ts';
import { checkVec3 } from '../validate.ts';
import { pow2Below, SAFE_MAX, SAFE_MIN } from '../vec3.ts';

/**
 * The point of the closed segment `start`–`end` nearest to `point`: the foot of the
 * perpendicular when it falls between the ends, else the nearer end.
 *
 * Maths: `|X - (P + u·d)|²` with `d = Q - P` is a parabola in `u`, least at
 * `u = (X - P)·d / |d|²`; clamped into `[0, 1]`, that is the nearest point of the segment.
 *
 * @param point - `X`, the point to find the nearest point of the segment to.
 * @param start - `P`, one end of the segment.
 * @param end - `Q`, the other end.
 * @returns The nearest point `P + u·(Q - P)`, as a new vector.
 *
 * @formula C = P + \operatorname{clamp}\!\Big(\tfrac{(X - P)\cdot(Q - P)}{\lvert Q - P \rvert^2},\ 0,\ 1\Big)(Q - P)
 *
 * @example
 * ```ts
 * // Above the middle of the segment (0,0,0)–(4,0,0): the foot of the perpendicular.
 * closestPointOnSegment(vec3(1, 3), vec3(0, 0), vec3(4, 0));
 * // => { x: 1, y: 0, z: 0 }
 * // Beyond the end (4,0,0): the end itself.
 * closestPointOnSegment(vec3(7, 3), vec3(0, 0), vec3(4, 0));
 * // => { x: 4, y: 0, z: 0 }
 * ```
 *
 * @remarks Edges. A point on the segment: the point itself (to rounding). Beyond either
 * end, or level with it: that end, exactly. A zero-length segment (`start = end`) is its
 * point: `start`. Magnitudes near 1e±100 are rescaled, never overflow.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value.
 */
export function closestPointOnSegment(point: Vec3Like, start: Vec3Like, end: Vec3Like): Vec3 {
  checkVec3('closestPointOnSegment', 'point', point);
  checkVec3('closestPointOnSegment', 'start', start);
  checkVec3('closestPointOnSegment', 'end', end);
  const Px = start.x;
  const Py = start.y;
  const Pz = start.z;
  const Qx = end.x;
  const Qy = end.y;
  const Qz = end.z;
  const u = segmentParameter(point.x, point.y, point.z, Px, Py, Pz, Qx, Qy, Qz);
  return pointAt(Px, Py, Pz, Qx, Qy, Qz, u);
}

/** `P + u·(Q - P)` as a new vector, the ends themselves at u = 0 and 1 (no rounding there). */
export function pointAt(Px: number, Py: number, Pz: number, Qx: number, Qy: number, Qz: number, u: number): Vec3 {
  if (u === 1) return { x: Qx + 0, y: Qy + 0, z: Qz + 0 };
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  return { x: Px + u * (Qx - Px) + 0, y: Py + u * (Qy - Py) + 0, z: Pz + u * (Qz - Pz) + 0 };
}

/**
 * The parameter `u` in `[0, 1]` of the point `P + u·(Q - P)` of the closed segment nearest
 * to `X`: 0 at or before `P` (and for a zero-length segment), 1 at or beyond `Q`. The
 * shared kernel of closestPointOnSegment, the capsule casts' normals, the capsule overlaps
 * and sphereContactCapsule.
 *
 * Maths: `u = clamp((X - P)·d / |d|², 0, 1)` with `d = Q - P`.
 */
export function segmentParameter(
  Xx: number,
  Xy: number,
  Xz: number,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
): number {
  let dx = Qx - Px;
  let dy = Qy - Py;
  let dz = Qz - Pz;
  let wx = Xx - Px;
  let wy = Xy - Py;
  let wz = Xz - Pz;
  let d2 = dx * dx + dy * dy + dz * dz;
  if (!(d2 > SAFE_MIN && d2 < SAFE_MAX)) {
    if (dx === 0 && dy === 0 && dz === 0) return 0;
    // Near 1e±100 the squares would overflow or underflow: the ratio is the same for d
    // and w divided by one power of two, which is exact.
    const k = pow2Below(Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dz)));
    dx /= k;
    dy /= k;
    dz /= k;
    wx /= k;
    wy /= k;
    wz /= k;
    d2 = dx * dx + dy * dy + dz * dz;
  }
  const num = wx * dx + wy * dy + wz * dz;
  // Written so that no NaN can come out: num/d2 only where 0 < num < d2.
  return num > 0 ? (num < d2 ? num / d2 : 1) : 0;
}
