import { axisNormal, newHit } from '../hit.ts';
import type { AABB, Axis, RaycastHit, Vec3Like } from '../types.ts';
import { checkBox, checkVec3 } from '../validate.ts';
import { clamp, length3 } from '../vec3.ts';

/**
 * First contact of the segment `origin -> end` with a closed axis-aligned box, or `null`.
 *
 * Maths (slab method): on each axis the segment `A + t·AB` is between the box's two
 * planes for t between `(near - A)/AB` and `(far - A)/AB`; it is in the box for
 * `tEnter = max(near t) <= t <= tExit = min(far t)`, and first touches it at `tEnter`.
 *
 * @example
 * ```ts
 * // The unit cube, entered through its -x face a quarter of the way along.
 * raycastAABB(vec3(-1, 0.5, 0.5), vec3(3, 0.5, 0.5), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => { point: { x: 0, y: 0.5, z: 0.5 }, normal: { x: -1, y: 0, z: 0 }, distance: 1, t: 0.25 }
 * ```
 *
 * @remarks Edges. `normal` is the unit axis of the face entered; entering through an edge
 * or a corner, the first of x, y, z among the faces entered wins. Touching counts: a
 * segment that grazes a face or runs along an edge hits where it first touches. Origin
 * strictly inside: `null`. Origin on the surface: a hit at `t = 0` if the segment heads
 * into the box, `null` if it leaves or slides along a face. A flat box (`min = max` on an
 * axis, such as a rectangle with z = 0) is entered through its edges by segments lying in
 * its plane. Segments parallel to an axis (a direction component of exactly 0, of either
 * sign) are handled exactly, with no division by zero.
 * Contact beyond `end` or behind `origin`, zero-length segment: `null`.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or `box.min` greater than `box.max` on an axis.
 */
export function raycastAABB(origin: Vec3Like, end: Vec3Like, box: AABB): RaycastHit | null {
  checkVec3('raycastAABB', 'origin', origin);
  checkVec3('raycastAABB', 'end', end);
  checkBox('raycastAABB', 'box', box);
  const A = origin;
  const { min, max } = box;
  const ABx = end.x - A.x;
  const ABy = end.y - A.y;
  const ABz = end.z - A.z;
  if (ABx === 0 && ABy === 0 && ABz === 0) return null;

  openSlab();
  if (!clipSlab('x', A.x, ABx, min.x, max.x)) return null;
  if (!clipSlab('y', A.y, ABy, min.y, max.y)) return null;
  if (!clipSlab('z', A.z, ABz, min.z, max.z)) return null;
  const { tEnter, tExit, axis, d } = slab;
  // The line misses the box, or meets it only beyond `end` or behind `origin`.
  if (tEnter > tExit || tEnter > 1 || tExit < 0) return null;
  // tEnter < 0 <= tExit: the origin is inside, or on a face it is leaving through.
  if (tEnter < 0) return null;
  // On the surface at the start: it must head into the interior, not leave or slide.
  if (tEnter === 0 && (tExit === 0 || slab.alongFace)) return null;

  const t = tEnter > 0 ? tEnter : 0; // not -0
  // A + t·AB rounded may sit an ulp off the box: put the point on the entered face.
  let Px = clamp(A.x + t * ABx, min.x, max.x);
  let Py = clamp(A.y + t * ABy, min.y, max.y);
  let Pz = clamp(A.z + t * ABz, min.z, max.z);
  if (axis === 'x') Px = d > 0 ? min.x : max.x;
  else if (axis === 'y') Py = d > 0 ? min.y : max.y;
  else Pz = d > 0 ? min.z : max.z;
  return newHit(Px, Py, Pz, axisNormal(axis, d), t * length3(ABx, ABy, ABz), t);
}

// The parameter range [tEnter, tExit] of the line within the slabs clipped so far, the
// axis and direction component of the face crossed at tEnter, and whether the segment
// lies on a face plane. One scratch object reused by every call: queries are synchronous.
const slab = { tEnter: 0, tExit: 0, axis: 'x' as Axis, d: 0, alongFace: false };

/** Starts a query: the whole line, t in (-∞, ∞), lies on no face plane yet. */
function openSlab(): void {
  slab.tEnter = -Infinity;
  slab.tExit = Infinity;
  slab.alongFace = false;
}

/** Narrows `slab` to the part of the line `a + t·d` with `lo <= p <= hi`; false if none. */
function clipSlab(axis: Axis, a: number, d: number, lo: number, hi: number): boolean {
  if (d === 0) {
    if (a < lo || a > hi) return false; // parallel to the slab, outside it
    // Parallel on a face plane. Not for a flat axis: there the plane *is* the box.
    if (lo < hi && (a === lo || a === hi)) slab.alongFace = true;
    return true;
  }
  const tLo = (lo - a) / d;
  const tHi = (hi - a) / d;
  const tNear = d > 0 ? tLo : tHi;
  const tFar = d > 0 ? tHi : tLo;
  // Strictly greater: on a tie (an edge or corner) the earlier axis keeps the entry.
  if (tNear > slab.tEnter) {
    slab.tEnter = tNear;
    slab.axis = axis;
    slab.d = d;
  }
  if (tFar < slab.tExit) slab.tExit = tFar;
  return true;
}
