import { createRaycastHit } from '../hit.ts';
import type { AABB, BatchHits, RaycastHit, Vec3Like } from '../types.ts';
import {
  checkBatchHits,
  checkBox,
  checkHitOut,
  checkRecords,
  checkTargets,
  checkSegment,
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
  checkSegment('raycastAABB', origin, end);
  checkBox('raycastAABB', 'box', box);
  const A = origin;
  const B = end;
  const { min, max } = box;
  setBoxArgs(A, B, min, max);
  if (!boxEntry()) return null; // a miss allocates nothing
  const hit = createRaycastHit();
  setBoxHit(hit);
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
  checkSegment('raycastAABBInto', origin, end);
  checkBox('raycastAABBInto', 'box', box);
  checkHitOut('raycastAABBInto', 'out', out);
  const A = origin;
  const B = end;
  const { min, max } = box;
  setBoxArgs(A, B, min, max);
  if (!boxEntry()) return false;
  setBoxHit(out);
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
    const k = boxArgs;
    k[0] = Ax;
    k[1] = Ay;
    k[2] = Az;
    k[3] = Bx;
    k[4] = By;
    k[5] = Bz;
    k[6] = minX;
    k[7] = minY;
    k[8] = minZ;
    k[9] = maxX;
    k[10] = maxY;
    k[11] = maxZ;
    const hit = boxEntry();
    T[i] = k[12] as number;
    if (!hit) continue;
    hits++;
    if (P !== undefined || N !== undefined) setBoxHitAt(i, P, N);
  }
  return hits;
}

/** Copies the hit of the last boxEntry, from boxArgs, into the batch arrays at `i`. */
function setBoxHitAt(i: number, P: Float64Array | undefined, N: Float64Array | undefined): void {
  const v = boxArgs;
  if (P !== undefined) {
    P[3 * i] = v[13] as number;
    P[3 * i + 1] = v[14] as number;
    P[3 * i + 2] = v[15] as number;
  }
  if (N !== undefined) {
    N[3 * i] = v[16] as number;
    N[3 * i + 1] = v[17] as number;
    N[3 * i + 2] = v[18] as number;
  }
}

/**
 * boxEntry's arguments and results, in a typed array rather than as parameters and
 * return values (V8 boxes each number passed to a call it does not inline as a heap
 * number; raw doubles in a typed array are not): per axis k, `A[k]` at k, `B[k]` at 3 + k
 * `min[k]` at 6 + k, `max[k]` at 9 + k; boxEntry
 * writes `t` at 12 and, on a hit, the contact at 13-15, the normal at 16-18 and the
 * distance at 19.
 */
const boxArgs = new Float64Array(20);

/** Writes the arguments of boxEntry. */
function setBoxArgs(A: Vec3Like, B: Vec3Like, min: Vec3Like, max: Vec3Like): void {
  const k = boxArgs;
  k[0] = A.x;
  k[1] = A.y;
  k[2] = A.z;
  k[3] = B.x;
  k[4] = B.y;
  k[5] = B.z;
  k[6] = min.x;
  k[7] = min.y;
  k[8] = min.z;
  k[9] = max.x;
  k[10] = max.y;
  k[11] = max.z;
}

/**
 * Whether the segment `A -> B` in boxArgs touches the closed box there; writes the `t`
 * in `[0, 1]` at which it first does (or -1), and on a hit the contact, normal and
 * distance, into boxArgs: the kernel of the object, `…Into` and batch forms alike.
 *
 * Maths (slab method): on each axis the line `A + t·AB` is between the two planes of the
 * box for t between `tNear` and `tFar`; it is in the box for `tEnter = max(tNear) <= t <=
 * tExit = min(tFar)`. The three axes are written out: in locals, not a loop over the
 * array, they measured faster, and this function is never inlined anyway (it is larger
 * than V8 inlines), so its size costs its callers nothing.
 */
function boxEntry(): boolean {
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const v = boxArgs;
  v[12] = -1;
  const Ax = v[0] as number;
  const Ay = v[1] as number;
  const Az = v[2] as number;
  const ABx = (v[3] as number) - Ax;
  const ABy = (v[4] as number) - Ay;
  const ABz = (v[5] as number) - Az;
  if (ABx === 0 && ABy === 0 && ABz === 0) return false;
  const minX = v[6] as number;
  const minY = v[7] as number;
  const minZ = v[8] as number;
  const maxX = v[9] as number;
  const maxY = v[10] as number;
  const maxZ = v[11] as number;
  let tEnter = -Infinity;
  let tExit = Infinity;
  // The face entered: 0 for min.x (moving towards +x), 1 for max.x, 2 and 3 for y, 4 and 5 for z.
  let face = 0;
  // Whether the segment lies in a face plane (parallel to an axis, on min or max there).
  // Not for a flat axis (min = max): there the plane *is* the box.
  let alongFace = false;
  // On a tie (an edge or corner) the earlier axis keeps the entry: strictly greater below.
  if (ABx === 0) {
    if (Ax < minX || Ax > maxX) return false; // parallel to the slab, outside it
    if (minX < maxX && (Ax === minX || Ax === maxX)) alongFace = true;
  } else {
    const tLo = (minX - Ax) / ABx;
    const tHi = (maxX - Ax) / ABx;
    tEnter = ABx > 0 ? tLo : tHi;
    tExit = ABx > 0 ? tHi : tLo;
    face = ABx > 0 ? 0 : 1;
  }
  if (ABy === 0) {
    if (Ay < minY || Ay > maxY) return false;
    if (minY < maxY && (Ay === minY || Ay === maxY)) alongFace = true;
  } else {
    const tLo = (minY - Ay) / ABy;
    const tHi = (maxY - Ay) / ABy;
    const tNear = ABy > 0 ? tLo : tHi;
    const tFar = ABy > 0 ? tHi : tLo;
    if (tNear > tEnter) {
      tEnter = tNear;
      face = ABy > 0 ? 2 : 3;
    }
    if (tFar < tExit) tExit = tFar;
  }
  if (ABz === 0) {
    if (Az < minZ || Az > maxZ) return false;
    if (minZ < maxZ && (Az === minZ || Az === maxZ)) alongFace = true;
  } else {
    const tLo = (minZ - Az) / ABz;
    const tHi = (maxZ - Az) / ABz;
    const tNear = ABz > 0 ? tLo : tHi;
    const tFar = ABz > 0 ? tHi : tLo;
    if (tNear > tEnter) {
      tEnter = tNear;
      face = ABz > 0 ? 4 : 5;
    }
    if (tFar < tExit) tExit = tFar;
  }
  // The line misses the box, or meets it only beyond `end` or behind `origin`.
  if (tEnter > tExit || tEnter > 1 || tExit < 0) return false;
  // tEnter < 0 <= tExit: the origin is inside, or on a face it is leaving through.
  if (tEnter < 0) return false;
  // On the surface at the start: it must head into the interior, not leave or slide.
  if (tEnter === 0 && (tExit === 0 || alongFace)) return false;
  const t = tEnter > 0 ? tEnter : 0; // not -0
  v[12] = t;
  // A + t·AB rounded may sit an ulp off the box: put the point on the entered face.
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  v[13] = (face === 0 ? minX : face === 1 ? maxX : clamp(Ax + t * ABx, minX, maxX)) + 0;
  v[14] = (face === 2 ? minY : face === 3 ? maxY : clamp(Ay + t * ABy, minY, maxY)) + 0;
  v[15] = (face === 4 ? minZ : face === 5 ? maxZ : clamp(Az + t * ABz, minZ, maxZ)) + 0;
  // The unit axis of the face, pointing out of the box: against the motion.
  v[16] = face === 0 ? -1 : face === 1 ? 1 : 0;
  v[17] = face === 2 ? -1 : face === 3 ? 1 : 0;
  v[18] = face === 4 ? -1 : face === 5 ? 1 : 0;
  v[19] = t * length3(ABx, ABy, ABz);
  return true;
}

/** Copies the hit of the last boxEntry that hit, from boxArgs, into `out`. */
function setBoxHit(out: RaycastHit): void {
  const v = boxArgs;
  const P = out.point;
  P.x = v[13] as number;
  P.y = v[14] as number;
  P.z = v[15] as number;
  const N = out.normal;
  N.x = v[16] as number;
  N.y = v[17] as number;
  N.z = v[18] as number;
  out.distance = v[19] as number;
  out.t = v[12] as number;
}
