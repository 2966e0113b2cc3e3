import type { AABB, Sphere } from '../types.ts';
import {
  checkBatchFlags,
  checkBox,
  checkRecords,
  checkSphere,
  checkTargets,
  isBox,
  isSphere,
  recordError,
} from '../validate.ts';
import { clamp, pow2Below, SAFE_MAX, SAFE_MIN } from '../vec3.ts';

/**
 * Whether a closed sphere and a closed box share a point (touching counts).
 *
 * Maths: with `C` the point of the box closest to the center `S`,
 * `|C - S|² <= r²` (squared, so no square root is needed).
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \lvert C - S \rvert^2 \le r^2,\quad C_k = \operatorname{clamp}(S_k,\ \text{min}_k,\ \text{max}_k)
 *
 * @example
 * ```ts
 * // The closest point of the unit cube to S = (4, 5, 0.5) is C = (1, 1, 0.5):
 * // |C - S|² = 3² + 4² = 25 = 5², so a sphere of radius 5 just touches it.
 * sphereIntersectsAABB({ center: vec3(4, 5, 0.5), radius: 5 }, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => true
 * ```
 *
 * @remarks Edges. Center inside the box: true, whatever the radius (0 included).
 * Surfaces exactly touching: true. Radius 0: true when the center is in the closed box.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or `box.min` greater than `box.max` on an axis.
 */
export function sphereIntersectsAABB(sphere: Sphere, box: AABB): boolean {
  checkSphere('sphereIntersectsAABB', 'sphere', sphere);
  checkBox('sphereIntersectsAABB', 'box', box);
  const S = sphere.center;
  const { min, max } = box;
  return overlaps(S.x, S.y, S.z, sphere.radius, min.x, min.y, min.z, max.x, max.y, max.z);
}

/**
 * Many spheres against one box, or sphere `i` against box `i`, in one call over typed
 * arrays: `out[i]` is 1 where they share a point and 0 where not; returns how many do.
 *
 * Maths: for each `i`, `|C - S|² <= r²` with `C` the point of the box closest to `S`, as
 * in sphereIntersectsAABB, with `S, r = spheres[4i…4i+3]` and
 * `min, max = boxes[6i…6i+5]` (or `boxes[0…5]` for all).
 *
 * @param spheres - Spheres as four numbers each, `x, y, z, r`.
 * @param boxes - Boxes as six numbers each, `min` (x, y, z) then `max` (x, y, z): six for one
 *   box every sphere is tested against, or six per sphere.
 * @param out - `out[i]` is set to 1 where sphere `i` and its box share a point, 0 where not;
 *   one entry per sphere.
 * @returns How many spheres share a point with their box.
 *
 * @formula \text{out}_i = [\, \lvert C_i - S_i \rvert^2 \le r_i^2 \,],\quad C_i = \operatorname{clamp}(S_i,\ \text{min}_i,\ \text{max}_i)
 *
 * @example
 * ```ts
 * // The sphereIntersectsAABB example, and the same sphere a little smaller.
 * const out = new Uint8Array(2);
 * sphereIntersectsAABBBatch(new Float64Array([4, 5, 0.5, 5, 4, 5, 0.5, 4.9]), new Float64Array([0, 0, 0, 1, 1, 1]), out);
 * // => 1
 * [...out];
 * // => [1, 0]
 * ```
 *
 * @remarks Edges. Every answer exactly as sphereIntersectsAABB: touching counts, a
 * center inside is an overlap whatever the radius. The arrays are checked once per call,
 * the numbers in them as the loop reaches them: on a throw, the answers for the records
 * before the bad one have been written.
 * @throws TypeError if `spheres` or `boxes` is not a Float64Array or `out` not a
 *   Uint8Array; RangeError if `spheres.length` is not a multiple of 4, `boxes.length` is
 *   neither 6 nor 6 per sphere, `out` is too short, or a number is non-finite, a radius
 *   negative or a box has min greater than max (naming its index).
 */
export function sphereIntersectsAABBBatch(spheres: Float64Array, boxes: Float64Array, out: Uint8Array): number {
  const fn = 'sphereIntersectsAABBBatch';
  const n = checkRecords(fn, 'spheres', spheres, 'sphere');
  const step = checkTargets(fn, 'boxes', boxes, 'box', n, 'sphere') ? 6 : 0;
  checkBatchFlags(fn, out, n, 'sphere');
  let count = 0;
  // Indices are in bounds by the checks above: `as number` only drops the `undefined`
  // that noUncheckedIndexedAccess adds to every typed-array read.
  for (let i = 0; i < n; i++) {
    const s = 4 * i;
    const Sx = spheres[s] as number;
    const Sy = spheres[s + 1] as number;
    const Sz = spheres[s + 2] as number;
    const r = spheres[s + 3] as number;
    if (!isSphere(Sx, Sy, Sz, r)) throw recordError(fn, 'spheres', spheres, 'sphere', i);
    const b = step * i;
    const minX = boxes[b] as number;
    const minY = boxes[b + 1] as number;
    const minZ = boxes[b + 2] as number;
    const maxX = boxes[b + 3] as number;
    const maxY = boxes[b + 4] as number;
    const maxZ = boxes[b + 5] as number;
    if (!isBox(minX, minY, minZ, maxX, maxY, maxZ)) throw recordError(fn, 'boxes', boxes, 'box', b / 6);
    const hit = overlaps(Sx, Sy, Sz, r, minX, minY, minZ, maxX, maxY, maxZ);
    out[i] = hit ? 1 : 0;
    if (hit) count++;
  }
  return count;
}

/**
 * Whether the sphere `(S, r)` and the box share a point: the kernel of both forms, and of
 * the sphere-box contacts (which must agree with it on every touching case).
 */
export function overlaps(
  Sx: number,
  Sy: number,
  Sz: number,
  r: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): boolean {
  const CSx = clamp(Sx, minX, maxX) - Sx;
  const CSy = clamp(Sy, minY, maxY) - Sy;
  const CSz = clamp(Sz, minZ, maxZ) - Sz;
  // The center is in the box. (Not d2 === 0: tiny offsets square to 0.)
  if (CSx === 0 && CSy === 0 && CSz === 0) return true;
  const d2 = CSx * CSx + CSy * CSy + CSz * CSz;
  const r2 = r * r;
  if (d2 > SAFE_MIN && d2 < SAFE_MAX && r2 < SAFE_MAX) return d2 <= r2;
  // Squares that would overflow or underflow: compare after an exact power-of-two scaling.
  const k = pow2Below(Math.max(Math.abs(CSx), Math.abs(CSy), Math.abs(CSz), r));
  const x = CSx / k;
  const y = CSy / k;
  const z = CSz / k;
  return x * x + y * y + z * z <= (r / k) * (r / k);
}
