import { createRaycastHit, setAxisNormal, setHit } from '../hit.ts';
import type { AABB, Axis, BatchHits, RaycastHit, Vec3Like } from '../types.ts';
import {
  checkBatchHits,
  checkBox,
  checkHitOut,
  checkRecords,
  checkTargets,
  checkVec3,
  isBox,
  isSegment,
  recordError,
} from '../validate.ts';
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
  const B = end;
  const { min, max } = box;
  const t = boxEntry(A.x, A.y, A.z, B.x, B.y, B.z, min.x, min.y, min.z, max.x, max.y, max.z);
  if (t < 0) return null; // a miss allocates nothing
  const hit = createRaycastHit();
  setBoxHit(hit, A.x, A.y, A.z, B.x, B.y, B.z, min.x, min.y, min.z, max.x, max.y, max.z, t);
  return hit;
}

/**
 * {@link raycastAABB} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths (slab method): the segment first touches the box at `tEnter = max(near t)` if
 * `tEnter <= tExit = min(far t)`, as in raycastAABB.
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createRaycastHit();
 * raycastAABBInto(vec3(-1, 0.5, 0.5), vec3(3, 0.5, 0.5), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, hit);
 * // => true
 * hit;
 * // => { point: { x: 0, y: 0.5, z: 0.5 }, normal: { x: -1, y: 0, z: 0 }, distance: 1, t: 0.25 }
 * ```
 *
 * @remarks Edges. Every edge, tie rule, hit and number exactly as raycastAABB. A miss
 * leaves `out` as it was. `out.point` and `out.normal` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before
 * `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a hit
 *   object; RangeError for a non-finite value or `box.min` greater than `box.max` on an axis.
 */
export function raycastAABBInto(origin: Vec3Like, end: Vec3Like, box: AABB, out: RaycastHit): boolean {
  checkVec3('raycastAABBInto', 'origin', origin);
  checkVec3('raycastAABBInto', 'end', end);
  checkBox('raycastAABBInto', 'box', box);
  checkHitOut('raycastAABBInto', 'out', out);
  const A = origin;
  const B = end;
  const { min, max } = box;
  const t = boxEntry(A.x, A.y, A.z, B.x, B.y, B.z, min.x, min.y, min.z, max.x, max.y, max.z);
  if (t < 0) return false;
  setBoxHit(out, A.x, A.y, A.z, B.x, B.y, B.z, min.x, min.y, min.z, max.x, max.y, max.z, t);
  return true;
}

/**
 * Many segments against one box, or segment `i` against box `i`, in one call over typed
 * arrays; returns the number of hits. Results go to `out` (see {@link BatchHits}):
 * `out.t[i]` is the hit's `t` or `-1` for a miss, and `out.point`, `out.normal`, if
 * given, get the hit's vectors at `3i`.
 *
 * Maths (slab method): for each `i`, `tEnter = max(near t)` if `tEnter <= tExit = min(far t)`,
 * as in raycastAABB, with `A, B = segments[6i…6i+5]` and
 * `min, max = boxes[6i…6i+5]` (or `boxes[0…5]` for all).
 *
 * @example
 * ```ts
 * // The raycastAABB example, and the same segment moved up out of reach.
 * const t = new Float64Array(2);
 * raycastAABBBatch(new Float64Array([-1, 0.5, 0.5, 3, 0.5, 0.5, -1, 2, 0.5, 3, 2, 0.5]), new Float64Array([0, 0, 0, 1, 1, 1]), { t });
 * // => 1
 * [...t];
 * // => [0.25, -1]
 * ```
 *
 * @remarks Edges. Every hit, miss, tie rule and number exactly as raycastAABB, a
 * zero-length segment included (a miss). A miss writes `-1` to `t` (never NaN; a hit has
 * `0 <= t <= 1`) and leaves `point` and `normal` as they were. The arrays are checked
 * once per call, the numbers in them as the loop reaches them: on a throw, the results
 * for the records before the bad one have been written.
 * @throws TypeError if `segments` or `boxes` is not a Float64Array or `out` lacks a
 *   Float64Array `t`; RangeError if `segments.length` is not a multiple of 6,
 *   `boxes.length` is neither 6 nor 6 per segment, an `out` array is too short, or a
 *   number is non-finite or a box has min greater than max (naming its index).
 */
export function raycastAABBBatch(segments: Float64Array, boxes: Float64Array, out: BatchHits): number {
  const fn = 'raycastAABBBatch';
  const n = checkRecords(fn, 'segments', segments, 'segment');
  const step = checkTargets(fn, 'boxes', boxes, 'box', n, 'segment') ? 6 : 0;
  checkBatchHits(fn, out, n, 'segment', false);
  const T = out.t;
  const P = out.point;
  const N = out.normal;
  const H = scratch;
  let hits = 0;
  // Indices are in bounds by the checks above: `as number` only drops the `undefined`
  // that noUncheckedIndexedAccess adds to every typed-array read.
  for (let i = 0; i < n; i++) {
    const a = 6 * i;
    const Ax = segments[a] as number;
    const Ay = segments[a + 1] as number;
    const Az = segments[a + 2] as number;
    const Bx = segments[a + 3] as number;
    const By = segments[a + 4] as number;
    const Bz = segments[a + 5] as number;
    if (!isSegment(Ax, Ay, Az, Bx, By, Bz)) throw recordError(fn, 'segments', segments, 'segment', i);
    const b = step * i;
    const minX = boxes[b] as number;
    const minY = boxes[b + 1] as number;
    const minZ = boxes[b + 2] as number;
    const maxX = boxes[b + 3] as number;
    const maxY = boxes[b + 4] as number;
    const maxZ = boxes[b + 5] as number;
    if (!isBox(minX, minY, minZ, maxX, maxY, maxZ)) throw recordError(fn, 'boxes', boxes, 'box', b / 6);
    const t = boxEntry(Ax, Ay, Az, Bx, By, Bz, minX, minY, minZ, maxX, maxY, maxZ);
    T[i] = t;
    if (t < 0) continue;
    hits++;
    if (P === undefined && N === undefined) continue;
    setBoxHit(H, Ax, Ay, Az, Bx, By, Bz, minX, minY, minZ, maxX, maxY, maxZ, t);
    if (P !== undefined) {
      P[3 * i] = H.point.x;
      P[3 * i + 1] = H.point.y;
      P[3 * i + 2] = H.point.z;
    }
    if (N !== undefined) {
      N[3 * i] = H.normal.x;
      N[3 * i + 1] = H.normal.y;
      N[3 * i + 2] = H.normal.z;
    }
  }
  return hits;
}

/** The hit a batch computes before copying it into its arrays; one, reused: queries are synchronous. */
const scratch: RaycastHit = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, t: 0 };

/**
 * The `t` in `[0, 1]` at which the segment `A -> B` first touches the closed box, or -1:
 * the scalar kernel of the object, `…Into` and batch forms alike. On a hit it leaves the
 * entered face in `slab`, for setBoxHit.
 */
function boxEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): number {
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  if (ABx === 0 && ABy === 0 && ABz === 0) return -1;

  openSlab();
  if (!clipSlab('x', Ax, ABx, minX, maxX)) return -1;
  if (!clipSlab('y', Ay, ABy, minY, maxY)) return -1;
  if (!clipSlab('z', Az, ABz, minZ, maxZ)) return -1;
  const { tEnter, tExit } = slab;
  // The line misses the box, or meets it only beyond `end` or behind `origin`.
  if (tEnter > tExit || tEnter > 1 || tExit < 0) return -1;
  // tEnter < 0 <= tExit: the origin is inside, or on a face it is leaving through.
  if (tEnter < 0) return -1;
  // On the surface at the start: it must head into the interior, not leave or slide.
  if (tEnter === 0 && (tExit === 0 || slab.alongFace)) return -1;
  return tEnter > 0 ? tEnter : 0; // not -0
}

/** Writes the hit at `t` (from boxEntry, just called, >= 0) into `out`. */
function setBoxHit(
  out: RaycastHit,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
  t: number,
): void {
  const { axis, d } = slab;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  // A + t·AB rounded may sit an ulp off the box: put the point on the entered face.
  let Px = clamp(Ax + t * ABx, minX, maxX);
  let Py = clamp(Ay + t * ABy, minY, maxY);
  let Pz = clamp(Az + t * ABz, minZ, maxZ);
  if (axis === 'x') Px = d > 0 ? minX : maxX;
  else if (axis === 'y') Py = d > 0 ? minY : maxY;
  else Pz = d > 0 ? minZ : maxZ;
  setAxisNormal(out.normal, axis, d);
  setHit(out, Px, Py, Pz, t * length3(ABx, ABy, ABz), t);
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
