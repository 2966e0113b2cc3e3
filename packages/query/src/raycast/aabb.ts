import { copyRaycastHit, createRaycastHit } from '../hit.ts';
import type { AABB, BatchHits, RaycastHit, Vec3Like } from '../types.ts';
import {
  checkBatchHits,
  checkBox,
  checkHitOut,
  checkRecords,
  checkTargets,
  checkSegment,
  isSegment,
  isSegmentAndBox,
  recordError,
} from '../validate.ts';
import { clamp, length3, SAFE_MAX, SAFE_MIN } from '../vec3.ts';

/**
 * First contact of the segment `origin -> end` with a closed axis-aligned box, or `null`.
 *
 * Maths (slab method): on each axis the segment `A + t·AB` is between the box's two
 * planes for t between `(near - A)/AB` and `(far - A)/AB`; it is in the box for
 * `tEnter = max(near t) <= t <= tExit = min(far t)`, and first touches it at `tEnter`.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @returns The first contact, as a new hit, or `null` when the segment does not touch it.
 *
 * @formula t_{\text{enter}} = \max_{k} \frac{\text{near}_k - A_k}{B_k - A_k} \;\le\; t_{\text{exit}} = \min_{k} \frac{\text{far}_k - A_k}{B_k - A_k}
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
  // Into a scratch hit, then copied: this allocation, unlike one inside boxHit, V8 can
  // remove where the caller does not keep the hit.
  const h = scratchHit;
  if (!boxHit(origin, end, box, h)) return null; // a miss allocates nothing
  return copyRaycastHit(h);
}

/**
 * {@link raycastAABB} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths (slab method): the segment first touches the box at `tEnter = max(near t)` if
 * `tEnter <= tExit = min(far t)`, as in raycastAABB.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @param out - A hit made once with `createRaycastHit()`: written on a hit, left as it was on a
 *   miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t_{\text{enter}} = \max_{k} \frac{\text{near}_k - A_k}{B_k - A_k} \;\le\; t_{\text{exit}} = \min_{k} \frac{\text{far}_k - A_k}{B_k - A_k}
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
  return boxHit(origin, end, box, out);
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
 * @param segments - Segment `i` as six numbers from `6i`: `A` (x, y, z), then `B` (x, y, z).
 * @param boxes - Boxes as six numbers each, `min` (x, y, z) then `max` (x, y, z): six for one
 *   box every segment is tested against, or six per segment.
 * @param out - Where the results go (see {@link BatchHits}): `t`, one number per segment, and if given
 *   `point` and `normal`, three per segment.
 * @returns How many segments hit.
 *
 * @formula t_{\text{enter}} = \max_{k} \frac{\text{near}_k - A_k}{B_k - A_k} \;\le\; t_{\text{exit}} = \min_{k} \frac{\text{far}_k - A_k}{B_k - A_k}\quad \text{for each segment } i, \text{ or } -1
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
    const b = step * i;
    const minX = boxes[b] as number;
    const minY = boxes[b + 1] as number;
    const minZ = boxes[b + 2] as number;
    const maxX = boxes[b + 3] as number;
    const maxY = boxes[b + 4] as number;
    const maxZ = boxes[b + 5] as number;
    if (!isSegmentAndBox(Ax, Ay, Az, Bx, By, Bz, minX, minY, minZ, maxX, maxY, maxZ)) {
      throw isSegment(Ax, Ay, Az, Bx, By, Bz)
        ? recordError(fn, 'boxes', boxes, 'box', b / 6)
        : recordError(fn, 'segments', segments, 'segment', i);
    }
    const t = boxEntryAt(segments, a, boxes, b);
    T[i] = t;
    if (t < 0) continue;
    hits++;
    const face = entryFace;
    if (P !== undefined) {
      P[3 * i] = boxContact(face, 0, Ax, Bx - Ax, t, minX, maxX);
      P[3 * i + 1] = boxContact(face, 2, Ay, By - Ay, t, minY, maxY);
      P[3 * i + 2] = boxContact(face, 4, Az, Bz - Az, t, minZ, maxZ);
    }
    if (N !== undefined) {
      N[3 * i] = boxNormal(face, 0);
      N[3 * i + 1] = boxNormal(face, 2);
      N[3 * i + 2] = boxNormal(face, 4);
    }
  }
  return hits;
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createRaycastHit();

/**
 * The object and `…Into` forms' one record: whether the segment `A -> B` touches the
 * closed box and, on a hit, its `t`, contact, normal and distance written into `out`. A
 * miss writes nothing. Every input is read before anything is written, so that `out` may
 * share objects with the inputs.
 *
 * Maths: `t = tEnter` from boxEntryAt; the contact as boxContact, the normal as boxNormal,
 * `distance = t·|AB|`.
 */
export function boxHit(A: Vec3Like, B: Vec3Like, box: AABB, out: RaycastHit): boolean {
  const t = boxRecordEntry(A, B, box);
  if (t < 0) return false; // a miss: nothing more to read or write
  boxRecordHit(t, out);
  return true;
}

/**
 * boxHit's first half: the record into recordIn, and boxEntryAt's `t` for it. The numbers
 * cross into the kernel through a typed array, where they stay raw doubles whether V8
 * inlines boxEntryAt here or not (as call arguments it would box each).
 */
function boxRecordEntry(A: Vec3Like, B: Vec3Like, box: AABB): number {
  const v = recordIn;
  const min = box.min;
  const max = box.max;
  v[0] = A.x;
  v[1] = A.y;
  v[2] = A.z;
  v[3] = B.x;
  v[4] = B.y;
  v[5] = B.z;
  v[6] = min.x;
  v[7] = min.y;
  v[8] = min.z;
  v[9] = max.x;
  v[10] = max.y;
  v[11] = max.z;
  return boxEntryAt(v, 0, v, 6);
}

/** boxHit's second half, on a hit at `t`: the hit of the record in recordIn, into `out`. */
function boxRecordHit(t: number, out: RaycastHit): void {
  const v = recordIn;
  const face = entryFace;
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const Ax = v[0] as number;
  const Ay = v[1] as number;
  const Az = v[2] as number;
  const ABx = (v[3] as number) - Ax;
  const ABy = (v[4] as number) - Ay;
  const ABz = (v[5] as number) - Az;
  // boxContact and boxNormal written out, with only clamp (small enough that V8 always
  // inlines it) and length3's rare case as calls: a call V8 did not inline would box its
  // numbers, and whether it inlines depends on the caller's inlining budget.
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  const P = out.point;
  P.x =
    (face === 0
      ? (v[6] as number)
      : face === 1
        ? (v[9] as number)
        : clamp(Ax + t * ABx, v[6] as number, v[9] as number)) + 0;
  P.y =
    (face === 2
      ? (v[7] as number)
      : face === 3
        ? (v[10] as number)
        : clamp(Ay + t * ABy, v[7] as number, v[10] as number)) + 0;
  P.z =
    (face === 4
      ? (v[8] as number)
      : face === 5
        ? (v[11] as number)
        : clamp(Az + t * ABz, v[8] as number, v[11] as number)) + 0;
  const N = out.normal;
  N.x = face === 0 ? -1 : face === 1 ? 1 : 0;
  N.y = face === 2 ? -1 : face === 3 ? 1 : 0;
  N.z = face === 4 ? -1 : face === 5 ? 1 : 0;
  const ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
  out.distance = t * (ab2 > SAFE_MIN && ab2 < SAFE_MAX ? Math.sqrt(ab2) : length3(ABx, ABy, ABz));
  out.t = t;
}

/** boxHit's inputs, `A, B, min, max`, on their way into boxEntryAt. */
const recordIn = new Float64Array(12);
/** boxEntry's inputs, on their way into boxEntryAt (not recordIn: boxEntry may run within boxHit). */
const entryIn = new Float64Array(12);

/**
 * One coordinate of the contact at `t` on the axis whose faces are `lo` (its min face)
 * and `lo + 1` (its max): the face's plane on the axis of the face entered, and
 * `A + t·AB` clamped into `[min, max]` on the others (rounded, it may sit an ulp off the
 * box).
 */
export function boxContact(
  face: number,
  lo: number,
  A: number,
  AB: number,
  t: number,
  min: number,
  max: number,
): number {
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  return (face === lo ? min : face === lo + 1 ? max : clamp(A + t * AB, min, max)) + 0;
}

/**
 * One coordinate of the normal, on the axis whose faces are `lo` and `lo + 1`: the unit
 * axis of the face entered, pointing out of the box (against the motion), 0 elsewhere.
 */
function boxNormal(face: number, lo: number): number {
  return face === lo ? -1 : face === lo + 1 ? 1 : 0;
}

/**
 * The face the last hit of boxEntry entered: 0 for min.x (moving towards +x), 1 for
 * max.x, 2 and 3 for y, 4 and 5 for z. A variable, not a second return value: returned
 * in an object or array, it would be an allocation per query wherever boxEntry is not
 * inlined.
 */
export let entryFace = 0;

/**
 * The `t` in `[0, 1]` at which the segment `A -> B` first touches the closed box
 * `[min, max]`, or -1 when it does not; on a hit, the face entered goes to entryFace. The
 * kernel of the object, `…Into` and batch forms alike, so that they cannot drift apart.
 *
 * Maths (slab method): on each axis the line `A + t·AB` is between the two planes of the
 * box for t between `tNear` and `tFar`; it is in the box for `tEnter = max(tNear) <= t <=
 * tExit = min(tFar)`.
 *
 * Why this shape: the numbers go through a typed array into boxEntryAt, the kernel (see
 * there why). Segments parallel to an axis, rare, are a call out of line (parallelEntry),
 * which comes back here.
 */
export function boxEntry(
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
  const v = entryIn;
  v[0] = Ax;
  v[1] = Ay;
  v[2] = Az;
  v[3] = Bx;
  v[4] = By;
  v[5] = Bz;
  v[6] = minX;
  v[7] = minY;
  v[8] = minZ;
  v[9] = maxX;
  v[10] = maxY;
  v[11] = maxZ;
  return boxEntryAt(v, 0, v, 6);
}

/**
 * boxEntry on the segment `segments[a…a+5]` and the box `boxes[b…b+5]`: the kernel itself,
 * which every form reaches through typed arrays (the batch through its own, the object and
 * `…Into` forms and boxEntry through a scratch one).
 *
 * Maths (slab method): as boxEntry.
 *
 * Why typed arrays: a call V8 does not inline passes each number as a heap object, and
 * whether it inlines this one depends on how much its caller has inlined already (its
 * budget, about 920 bytes of bytecode): through typed arrays the numbers stay raw doubles
 * either way, so no caller, minified or not, falls off that cliff (measured before: the
 * W2 object form at 170+ ns instead of ~100 when boxEntry took twelve arguments and was
 * not inlined).
 */
export function boxEntryAt(segments: Float64Array, a: number, boxes: Float64Array, b: number): number {
  // In bounds by the callers: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const Ax = segments[a] as number;
  const Ay = segments[a + 1] as number;
  const Az = segments[a + 2] as number;
  const Bx = segments[a + 3] as number;
  const By = segments[a + 4] as number;
  const Bz = segments[a + 5] as number;
  const minX = boxes[b] as number;
  const minY = boxes[b + 1] as number;
  const minZ = boxes[b + 2] as number;
  const maxX = boxes[b + 3] as number;
  const maxY = boxes[b + 4] as number;
  const maxZ = boxes[b + 5] as number;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  if (ABx === 0 || ABy === 0 || ABz === 0) return parallelEntryAt(segments, a, boxes, b);
  // On a tie (an edge or corner) the earlier axis keeps the entry: strictly greater below.
  const tLoX = (minX - Ax) / ABx;
  const tHiX = (maxX - Ax) / ABx;
  let tEnter = ABx > 0 ? tLoX : tHiX;
  let tExit = ABx > 0 ? tHiX : tLoX;
  let face = ABx > 0 ? 0 : 1;
  const tLoY = (minY - Ay) / ABy;
  const tHiY = (maxY - Ay) / ABy;
  const tNearY = ABy > 0 ? tLoY : tHiY;
  const tFarY = ABy > 0 ? tHiY : tLoY;
  if (tNearY > tEnter) {
    tEnter = tNearY;
    face = ABy > 0 ? 2 : 3;
  }
  if (tFarY < tExit) tExit = tFarY;
  const tLoZ = (minZ - Az) / ABz;
  const tHiZ = (maxZ - Az) / ABz;
  const tNearZ = ABz > 0 ? tLoZ : tHiZ;
  const tFarZ = ABz > 0 ? tHiZ : tLoZ;
  if (tNearZ > tEnter) {
    tEnter = tNearZ;
    face = ABz > 0 ? 4 : 5;
  }
  if (tFarZ < tExit) tExit = tFarZ;
  // The line misses the box, or meets it only beyond `end` or behind `origin`; or
  // tEnter < 0 <= tExit: the origin is inside, or on a face it is leaving through; or
  // the origin is on an edge or corner it is leaving through (tEnter = tExit = 0: past
  // the first three tests, 0 <= tEnter <= tExit, so tExit = 0 says both; and tExit < 0
  // needs no test of its own).
  if (tEnter > tExit || tEnter > 1 || tEnter < 0 || tExit === 0) return -1;
  entryFace = face;
  return tEnter + 0; // 0 <= tEnter here; `+ 0` turns -0 into 0
}

/** parallelEntry on the records of boxEntryAt: out of line, so that boxEntryAt stays small. */
function parallelEntryAt(segments: Float64Array, a: number, boxes: Float64Array, b: number): number {
  // In bounds by the callers: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  return parallelEntry(
    segments[a] as number,
    segments[a + 1] as number,
    segments[a + 2] as number,
    segments[a + 3] as number,
    segments[a + 4] as number,
    segments[a + 5] as number,
    boxes[b] as number,
    boxes[b + 1] as number,
    boxes[b + 2] as number,
    boxes[b + 3] as number,
    boxes[b + 4] as number,
    boxes[b + 5] as number,
  );
}

/**
 * boxEntry for a segment with a direction component of exactly 0 (of either sign), out of
 * line because rare. On such an axis the segment stays at `A[k]`: it misses if that is
 * outside `[min[k], max[k]]`, and is otherwise unconstrained there, so boxEntry gets that
 * axis as one the segment crosses whole (from 0 to 1 through `(-∞, ∞)`: `tNear = -∞`,
 * `tFar = ∞`, which change neither tEnter, tExit nor the face), with no division by zero.
 *
 * Maths (slab method): `tEnter = max(tNear) <= t <= tExit = min(tFar)` over the other axes.
 */
function parallelEntry(
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
  if (ABx === 0 && ABy === 0 && ABz === 0) return -1; // zero length: it sweeps nothing
  // Whether the segment lies in a face plane (parallel to an axis, on min or max there):
  // starting on the surface, it then slides along a face rather than entering. Not for a
  // flat axis (min = max): there the plane *is* the box.
  let alongFace = false;
  if (ABx === 0) {
    if (Ax < minX || Ax > maxX) return -1; // parallel to the slab, outside it
    if (minX < maxX && (Ax === minX || Ax === maxX)) alongFace = true;
  }
  if (ABy === 0) {
    if (Ay < minY || Ay > maxY) return -1;
    if (minY < maxY && (Ay === minY || Ay === maxY)) alongFace = true;
  }
  if (ABz === 0) {
    if (Az < minZ || Az > maxZ) return -1;
    if (minZ < maxZ && (Az === minZ || Az === maxZ)) alongFace = true;
  }
  const t = boxEntry(
    ABx === 0 ? 0 : Ax,
    ABy === 0 ? 0 : Ay,
    ABz === 0 ? 0 : Az,
    ABx === 0 ? 1 : Bx,
    ABy === 0 ? 1 : By,
    ABz === 0 ? 1 : Bz,
    ABx === 0 ? -Infinity : minX,
    ABy === 0 ? -Infinity : minY,
    ABz === 0 ? -Infinity : minZ,
    ABx === 0 ? Infinity : maxX,
    ABy === 0 ? Infinity : maxY,
    ABz === 0 ? Infinity : maxZ,
  );
  // On the surface at the start, it must head into the interior, not slide along a face.
  return t === 0 && alongFace ? -1 : t;
}
