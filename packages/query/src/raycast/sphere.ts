import * as dd from '../double-double.ts';
import { copyRaycastHit, createRaycastHit } from '../hit.ts';
import type { BatchHits, RaycastHit, Sphere, Vec3, Vec3Like } from '../types.ts';
import {
  checkBatchHits,
  checkHitOut,
  checkRecords,
  checkSphere,
  checkTargets,
  checkSegment,
  isSegment,
  isSegmentAndSphere,
  recordError,
} from '../validate.ts';
import { headsIn, length3, maxAbs3, ON_SURFACE, pow2Below, SAFE_MAX, SAFE_MIN, unitInto } from '../vec3.ts';

/**
 * First contact of the segment `origin -> end` with a sphere, or `null`.
 *
 * Maths: the smaller root of `|A + t·AB - S|² = r²` in `[0, 1]`, where `A = origin`,
 * `AB = end - origin`, `S = sphere.center`, `r = sphere.radius` — provided `A` is outside the
 * sphere, or on it and heading in (`AB·(A - S) < 0`); a start inside or leaving it is `null`.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @returns The first contact, as a new hit, or `null` when the segment does not touch it.
 *
 * @formula t = \min\{\, t \in [0, 1] : \lvert A + t\,\overrightarrow{AB} - S \rvert^2 = r^2 \,\}
 *
 * @example
 * ```ts
 * // A 3-4-5 triangle: the foot of the perpendicular from S is C = (8, 0, 0), |CS| = 3,
 * // so the half chord is |CD| = 4 and the contact is D = (4, 0, 0), 40 % along.
 * raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(8, 3), radius: 5 });
 * // => { point: { x: 4, y: 0, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4 }
 * ```
 *
 * @remarks Edges. Origin strictly inside: `null`. Origin on the surface: a hit at `t = 0`
 * if the segment heads into the sphere, `null` if it leaves or is tangent. An origin
 * within 2^-40·S of the surface (S the largest input magnitude), where the rounded `point`
 * of a hit lands, is on it, so that a raycast restarted there hits at `t = 0` heading in;
 * a direction within 2^-40 of tangent is tangent. Tangent from outside: a hit at the touching point. End exactly on the surface: a hit, at `t = 1` if
 * that is the first contact. Contact beyond `end`, or the sphere behind the origin: `null`.
 * Zero-length segment: `null`. Radius 0: a hit only where the segment passes through the
 * center, with `normal` the reversed unit direction of the segment. Grazing incidence keeps
 * full precision: the contact is computed in double-double arithmetic near a tangency.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function raycastSphere(origin: Vec3Like, end: Vec3Like, sphere: Sphere): RaycastHit | null {
  checkSegment('raycastSphere', origin, end);
  checkSphere('raycastSphere', 'sphere', sphere);
  // Into a scratch hit, then copied: this allocation, unlike one inside sphereHit, V8 can
  // remove where the caller does not keep the hit.
  const h = scratchHit;
  if (!sphereHit(origin, end, sphere, 0, h, null)) return null; // a miss allocates nothing
  return copyRaycastHit(h);
}

/**
 * {@link raycastSphere} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the smaller root of `|A + t·AB - S|² = r²` in `[0, 1]`, as in raycastSphere.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param sphere - The sphere: its `center` `S` and `radius` `r` (`>= 0`).
 * @param out - A hit made once with `createRaycastHit()`: written on a hit, left as it was on a
 *   miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \lvert A + t\,\overrightarrow{AB} - S \rvert^2 = r^2 \,\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createRaycastHit();
 * raycastSphereInto(vec3(0, 0), vec3(10, 0), { center: vec3(8, 3), radius: 5 }, hit);
 * // => true
 * hit;
 * // => { point: { x: 4, y: 0, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as raycastSphere. A miss leaves `out`
 * as it was. `out.point` and `out.normal` are written in place, never replaced, and may be
 * the very objects passed as `origin` or `end`: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a hit
 *   object; RangeError for a non-finite value or a negative radius.
 */
export function raycastSphereInto(origin: Vec3Like, end: Vec3Like, sphere: Sphere, out: RaycastHit): boolean {
  checkSegment('raycastSphereInto', origin, end);
  checkSphere('raycastSphereInto', 'sphere', sphere);
  checkHitOut('raycastSphereInto', 'out', out);
  return sphereHit(origin, end, sphere, 0, out, null);
}

/**
 * Many segments against one sphere, or segment `i` against sphere `i`, in one call over
 * typed arrays; returns the number of hits. Results go to `out` (see {@link BatchHits}):
 * `out.t[i]` is the hit's `t` or `-1` for a miss, and `out.point`, `out.normal`, if
 * given, get the hit's vectors at `3i`.
 *
 * Maths: for each `i`, the smaller root of `|A + t·AB - S|² = r²` in `[0, 1]`, as in
 * raycastSphere, with `A, B = segments[6i…6i+5]` and `S, r = spheres[4i…4i+3]` (or
 * `spheres[0…3]` for all).
 *
 * @param segments - Segment `i` as six numbers from `6i`: `A` (x, y, z), then `B` (x, y, z).
 * @param spheres - Spheres as four numbers each, `x, y, z, r`: four for one sphere every
 *   segment is tested against, or four per segment.
 * @param out - Where the results go (see {@link BatchHits}): `t`, one number per segment, and if given
 *   `point` and `normal`, three per segment.
 * @returns How many segments hit.
 *
 * @formula t_i = \min\{\, t \in [0, 1] : \lvert A_i + t\,\overrightarrow{A_iB_i} - S_i \rvert^2 = r_i^2 \,\}, \text{ or } -1
 *
 * @example
 * ```ts
 * // The raycastSphere example, and the same segment moved up out of reach.
 * const t = new Float64Array(2);
 * raycastSphereBatch(new Float64Array([0, 0, 0, 10, 0, 0, 0, 9, 0, 10, 9, 0]), new Float64Array([8, 3, 0, 5]), { t });
 * // => 1
 * [...t];
 * // => [0.4, -1]
 * ```
 *
 * @remarks Edges. Every hit, miss and number exactly as raycastSphere, a zero-length
 * segment included (a miss). A miss writes `-1` to `t` (never NaN; a hit has
 * `0 <= t <= 1`) and leaves `point` and `normal` as they were. The arrays are checked
 * once per call, the numbers in them as the loop reaches them: on a throw, the results
 * for the records before the bad one have been written.
 * @throws TypeError if `segments` or `spheres` is not a Float64Array or `out` lacks a
 *   Float64Array `t`; RangeError if `segments.length` is not a multiple of 6,
 *   `spheres.length` is neither 4 nor 4 per segment, an `out` array is too short, or a
 *   number is non-finite or a radius negative (naming its index).
 */
export function raycastSphereBatch(segments: Float64Array, spheres: Float64Array, out: BatchHits): number {
  const fn = 'raycastSphereBatch';
  const n = checkRecords(fn, 'segments', segments, 'segment');
  const step = checkTargets(fn, 'spheres', spheres, 'sphere', n, 'segment') ? 4 : 0;
  checkBatchHits(fn, out, n, 'segment', false);
  // The point of a raycast is the contact, which sphereCasts writes as the center of a
  // sphere of radius 0 cast along the segment.
  return sphereCasts(fn, segments, 0, spheres, 'spheres', step, n, out.t, undefined, out.normal, out.point);
}

/**
 * The loop of every form of the sphere queries: segment `i` of `segments` against sphere
 * `step·i/4` of `spheres`, casting a sphere of `radius`; returns the number of hits and
 * writes, for each `i`, `T[i]` (the `t` of the hit, or -1) and, on a hit, the contact point
 * into `P` at `3i`, the normal into `N` at `3i` and the moving center into `C` at `3i`, each
 * where given. Checks each record, naming `fn` and `spheresName` in its error. The loop of
 * both batches; the object and `…Into` forms take sphereHit, on the same kernel
 * sphereEntryAt, so that the forms agree bit for bit (checked by forms.test.ts).
 *
 * Maths: `t` from sphereEntryAt with `R = radius + r`; `C = A + t·AB`,
 * `P = C + (S - C)·radius/R`, `N = (C - S)/|C - S|`.
 *
 * Why one loop: the kernel reads its numbers from the typed arrays themselves, so that they
 * stay raw doubles whether V8 inlines it here or not.
 */
export function sphereCasts(
  fn: string,
  segments: Float64Array,
  radius: number,
  spheres: Float64Array,
  spheresName: string,
  step: number,
  n: number,
  T: Float64Array,
  P: Float64Array | undefined,
  N: Float64Array | undefined,
  C: Float64Array | undefined,
): number {
  let hits = 0;
  // Indices are in bounds by the callers' checks: `as number` only drops the `undefined`
  // that noUncheckedIndexedAccess adds to every typed-array read.
  for (let i = 0; i < n; i++) {
    const a = 6 * i;
    const Ax = segments[a] as number;
    const Ay = segments[a + 1] as number;
    const Az = segments[a + 2] as number;
    const Bx = segments[a + 3] as number;
    const By = segments[a + 4] as number;
    const Bz = segments[a + 5] as number;
    const s = step * i;
    const Sx = spheres[s] as number;
    const Sy = spheres[s + 1] as number;
    const Sz = spheres[s + 2] as number;
    const r = spheres[s + 3] as number;
    if (!isSegmentAndSphere(Ax, Ay, Az, Bx, By, Bz, Sx, Sy, Sz, r)) {
      throw isSegment(Ax, Ay, Az, Bx, By, Bz)
        ? recordError(fn, spheresName, spheres, 'sphere', s / 4)
        : recordError(fn, 'segments', segments, 'segment', i);
    }
    const R = radius + r;
    const t = sphereEntryAt(segments, a, spheres, s, radius);
    T[i] = t;
    if (t < 0) continue;
    hits++;
    const ABx = Bx - Ax;
    const ABy = By - Ay;
    const ABz = Bz - Az;
    // The moving center at contact.
    const Cx = Ax + t * ABx;
    const Cy = Ay + t * ABy;
    const Cz = Az + t * ABz;
    // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
    if (C !== undefined) {
      C[3 * i] = Cx + 0;
      C[3 * i + 1] = Cy + 0;
      C[3 * i + 2] = Cz + 0;
    }
    if (P !== undefined) {
      // The contact divides CS in the ratio radius : r. With R = 0, it is C = S.
      const q = R > 0 ? radius / R : 0;
      P[3 * i] = Cx + (Sx - Cx) * q + 0;
      P[3 * i + 1] = Cy + (Sy - Cy) * q + 0;
      P[3 * i + 2] = Cz + (Sz - Cz) * q + 0;
    }
    if (N !== undefined) sphereNormalInto(N, 3 * i, Cx - Sx, Cy - Sy, Cz - Sz, R, ABx, ABy, ABz);
  }
  return hits;
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createRaycastHit();

/** The normal from sphereNormalInto, for sphereHit to copy into its hit. */
const normalScratch = new Float64Array(3);

/**
 * The object and `…Into` forms' one record: whether the segment `A -> B` touches the ball
 * `(target.center, radius + target.radius)` and, on a hit, its `t`, normal and distance
 * written into `out` with, for a sphere cast (`center` given), the moving center written
 * into `center` and `out.point` the contact of the cast sphere; for a raycast (`center`
 * null, `radius` 0) `out.point` is the contact. A miss writes nothing. Every input is read
 * before anything is written, so that `out` may share objects with the inputs.
 *
 * Maths: `t` from sphereEntryAt with `R = radius + r`; `C = A + t·AB`,
 * `P = C + (S - C)·radius/R`, `N = (C - S)/|C - S|`, `distance = t·|AB|`.
 *
 * Why this shape: the numbers cross into the kernel through a typed array, where they stay
 * raw doubles whether V8 inlines sphereEntryAt here or not, and the hit is finished with
 * no call that takes numbers but the rare ones: a call V8 does not inline boxes each
 * number it passes as a heap number (measured on W1: 155 ns per query that way, against
 * ~50), and whether it inlines depends on how much the caller has inlined already, which a
 * bundler's rewrite or a small edit changes (the W2 object form of an esbuild bundle went
 * from ~100 to 175 ns when boxHit's bytecode fell under V8's limit for inlining).
 */
export function sphereHit(
  A: Vec3Like,
  B: Vec3Like,
  target: Sphere,
  radius: number,
  out: RaycastHit,
  center: Vec3 | null,
): boolean {
  const t = sphereRecordEntry(A, B, target, radius);
  if (t < 0) return false; // a miss: nothing more to read or write
  sphereRecordHit(t, radius, out, center);
  return true;
}

/** sphereHit's first half: the record into recordIn, and sphereEntryAt's `t` for it. */
function sphereRecordEntry(A: Vec3Like, B: Vec3Like, target: Sphere, radius: number): number {
  const v = recordIn;
  const S = target.center;
  v[0] = A.x;
  v[1] = A.y;
  v[2] = A.z;
  v[3] = B.x;
  v[4] = B.y;
  v[5] = B.z;
  v[6] = S.x;
  v[7] = S.y;
  v[8] = S.z;
  v[9] = target.radius;
  return sphereEntryAt(v, 0, v, 6, radius);
}

/** sphereHit's second half, on a hit at `t`: the hit of the record in recordIn, into `out`. */
function sphereRecordHit(t: number, radius: number, out: RaycastHit, center: Vec3 | null): void {
  const v = recordIn;
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const Ax = v[0] as number;
  const Ay = v[1] as number;
  const Az = v[2] as number;
  const Sx = v[6] as number;
  const Sy = v[7] as number;
  const Sz = v[8] as number;
  const R = radius + (v[9] as number);
  const ABx = (v[3] as number) - Ax;
  const ABy = (v[4] as number) - Ay;
  const ABz = (v[5] as number) - Az;
  // The moving center at contact.
  const Cx = Ax + t * ABx;
  const Cy = Ay + t * ABy;
  const Cz = Az + t * ABz;
  // sphereNormalInto's common case written out; its rare case (radius 0, C - S near
  // 1e±100 or lost to rounding) is the call.
  const n = normalScratch;
  const DSx = Cx - Sx;
  const DSy = Cy - Sy;
  const DSz = Cz - Sz;
  const s = DSx * DSx + DSy * DSy + DSz * DSz;
  if (R > 0 && s > SAFE_MIN && s < SAFE_MAX) {
    const len = Math.sqrt(s);
    n[0] = DSx / len + 0;
    n[1] = DSy / len + 0;
    n[2] = DSz / len + 0;
  } else {
    rareNormalInto(n, 0, DSx, DSy, DSz, R, ABx, ABy, ABz);
  }
  // length3's common case written out, for the same reason.
  const ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
  const distance = t * (ab2 > SAFE_MIN && ab2 < SAFE_MAX ? Math.sqrt(ab2) : length3(ABx, ABy, ABz));
  const P = out.point;
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  if (center === null) {
    P.x = Cx + 0;
    P.y = Cy + 0;
    P.z = Cz + 0;
  } else {
    // The contact divides CS in the ratio radius : r. With R = 0, it is C = S.
    const q = R > 0 ? radius / R : 0;
    P.x = Cx + (Sx - Cx) * q + 0;
    P.y = Cy + (Sy - Cy) * q + 0;
    P.z = Cz + (Sz - Cz) * q + 0;
    center.x = Cx + 0;
    center.y = Cy + 0;
    center.z = Cz + 0;
  }
  const N = out.normal;
  N.x = n[0] as number;
  N.y = n[1] as number;
  N.z = n[2] as number;
  out.distance = distance;
  out.t = t;
}

/** sphereHit's inputs, `A, B, S, r`, on their way into sphereEntryAt. */
const recordIn = new Float64Array(10);
/** sphereEntry's inputs, on their way into sphereEntryAt (not recordIn: it may run within sphereHit). */
const entryIn = new Float64Array(10);

/**
 * Writes the outward normal at a contact `D` of the ball `(S, r)` into `out[at…at+2]`,
 * given `DS = D - S`: the reversed direction of travel `-AB` where it has none (radius 0,
 * or `D - S` lost below the precision of the coordinates).
 *
 * Maths: `(D - S)/|D - S|`, or `-AB/|AB|`.
 */
export function sphereNormalInto(
  out: Float64Array,
  at: number,
  DSx: number,
  DSy: number,
  DSz: number,
  r: number,
  ABx: number,
  ABy: number,
  ABz: number,
): void {
  // unitInto's common case written out: with it inlined, sphereCasts would exceed what
  // V8 inlines into one function, and the kernel would become a call.
  const s = DSx * DSx + DSy * DSy + DSz * DSz;
  if (r > 0 && s > SAFE_MIN && s < SAFE_MAX) {
    const len = Math.sqrt(s);
    // `+ 0` turns -0 into 0, so that printed normals read (0, 1, 0), not (-0, 1, 0).
    out[at] = DSx / len + 0;
    out[at + 1] = DSy / len + 0;
    out[at + 2] = DSz / len + 0;
  } else {
    rareNormalInto(out, at, DSx, DSy, DSz, r, ABx, ABy, ABz);
  }
}

/** sphereNormalInto for a radius of 0 and for `D - S` near 1e±100 or lost to rounding. */
function rareNormalInto(
  out: Float64Array,
  at: number,
  DSx: number,
  DSy: number,
  DSz: number,
  r: number,
  ABx: number,
  ABy: number,
  ABz: number,
): void {
  if (!(r > 0 && unitInto(out, at, DSx, DSy, DSz))) unitInto(out, at, -ABx, -ABy, -ABz);
}

/**
 * The `t` in `[0, 1]` at which `A + t·(B - A)` first touches the closed ball `|P - S| <= r`
 * coming from outside (or `0` when `A` is on the sphere and heads inwards), or `-1` when it
 * does not. A zero-length segment sweeps nothing: -1. Shared with the sphere cast, which is
 * this query with `r = r1 + r2`, and the capsule's end balls.
 *
 * Maths: the smaller root of `|A + t·AB - S|² = r²`, as `c/(b + √h2)` (see solveEntry).
 *
 * Why this shape: the numbers go through a typed array into sphereEntryAt, the kernel (see
 * there why).
 */
export function sphereEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  Sx: number,
  Sy: number,
  Sz: number,
  r: number,
): number {
  const v = entryIn;
  v[0] = Ax;
  v[1] = Ay;
  v[2] = Az;
  v[3] = Bx;
  v[4] = By;
  v[5] = Bz;
  v[6] = Sx;
  v[7] = Sy;
  v[8] = Sz;
  v[9] = r;
  return sphereEntryAt(v, 0, v, 6, 0);
}

/**
 * sphereEntry on the segment `segments[a…a+5]` and the ball of radius `radius + r` about
 * `S`, with `S, r = spheres[s…s+3]`: the kernel of the object, `…Into` and batch forms
 * alike, so that they cannot drift apart.
 *
 * Maths: the smaller root of `|A + t·AB - S|² = R²`, `R = radius + r`, as `c/(b + √h2)`
 * (see solveEntry).
 *
 * Why this shape: a call V8 does not inline passes each number as a heap object, and
 * whether it inlines this one depends on how much its caller has inlined already (its
 * budget, about 920 bytes of bytecode); through typed arrays the numbers stay raw doubles
 * either way. For the same reason the common case is written out here, calling nothing
 * that takes numbers (inRange and solveEntry with `tMax = 1`, which the rare cases use):
 * everything rare, magnitudes near 1e±100 and the double-double tangency path, is one call
 * out of line.
 */
export function sphereEntryAt(
  segments: Float64Array,
  a: number,
  spheres: Float64Array,
  s: number,
  radius: number,
): number {
  // In bounds by the callers: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const Ax = segments[a] as number;
  const Ay = segments[a + 1] as number;
  const Az = segments[a + 2] as number;
  const Bx = segments[a + 3] as number;
  const By = segments[a + 4] as number;
  const Bz = segments[a + 5] as number;
  const Sx = spheres[s] as number;
  const Sy = spheres[s + 1] as number;
  const Sz = spheres[s + 2] as number;
  const R = radius + (spheres[s + 3] as number);
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  if (ABx === 0 && ABy === 0 && ABz === 0) return -1;
  const ASx = Sx - Ax;
  const ASy = Sy - Ay;
  const ASz = Sz - Az;
  const ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
  const as2 = ASx * ASx + ASy * ASy + ASz * ASz;
  const R2 = R * R;
  if (
    ab2 > SAFE_MIN &&
    ab2 < SAFE_MAX &&
    (as2 > SAFE_MIN || (ASx === 0 && ASy === 0 && ASz === 0)) &&
    as2 < SAFE_MAX &&
    R2 < SAFE_MAX
  ) {
    const b = ABx * ASx + ABy * ASy + ABz * ASz;
    const c = as2 - R2;
    if (b <= 0) return -1; // not heading to S: never entering (inside, -1 too)
    // Inside, or within 2^-20 of R² of the surface: perhaps ON it (ON_SURFACE), which
    // rareEntry judges, so that a cast restarted from a rounded hit neither passes in
    // nor stops an ulp later.
    if (c < NEAR_SURFACE * (as2 + R2)) return rareEntry(Ax, Ay, Az, Bx, By, Bz, Sx, Sy, Sz, R);
    const BSx = Sx - Bx;
    const BSy = Sy - By;
    const BSz = Sz - Bz;
    const e = BSx * BSx + BSy * BSy + BSz * BSz - R2;
    const Xx = ABy * ASz - ABz * ASy;
    const Xy = ABz * ASx - ABx * ASz;
    const Xz = ABx * ASy - ABy * ASx;
    const ab2r2 = ab2 * R * R;
    const h2 = ab2r2 - (Xx * Xx + Xy * Xy + Xz * Xz);
    if (!(Math.abs(h2) < NEAR_TANGENT * ab2r2)) {
      if (e > 0 && (h2 < 0 || ABx * BSx + ABy * BSy + ABz * BSz >= 0)) return -1;
      return Math.min(c / (b + Math.sqrt(Math.max(h2, 0))), b / ab2, 1);
    }
  }
  return rareEntry(Ax, Ay, Az, Bx, By, Bz, Sx, Sy, Sz, R);
}

/**
 * Whether |AB|², |AS|² and r² are clear of overflow and underflow, so that the products
 * of solveEntry keep full precision. |AS|² may be 0 only where AS is (not for tiny
 * offsets, whose squares vanish).
 */
function inRange(ab2: number, as2: number, ASx: number, ASy: number, ASz: number, r: number): boolean {
  return (
    ab2 > SAFE_MIN &&
    ab2 < SAFE_MAX &&
    (as2 > SAFE_MIN || (ASx === 0 && ASy === 0 && ASz === 0)) &&
    as2 < SAFE_MAX &&
    r * r < SAFE_MAX
  );
}

/**
 * sphereEntry's rare cases, out of line so that the common one stays small: magnitudes
 * near 1e±100, which would overflow or underflow in its products (AB is divided by one
 * power of two and AS, BS and r by another, all exact, solving for τ = t·kAB/kS), and
 * near-tangencies, which preciseEntry settles.
 */
function rareEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  Sx: number,
  Sy: number,
  Sz: number,
  r: number,
): number {
  let ABx = Bx - Ax;
  let ABy = By - Ay;
  let ABz = Bz - Az;
  let ASx = Sx - Ax;
  let ASy = Sy - Ay;
  let ASz = Sz - Az;
  const band = ON_SURFACE * Math.max(maxAbs3(Ax, Ay, Az), maxAbs3(Sx, Sy, Sz), r);
  const start = exactlyOn(Ax, Ay, Az, Bx, By, Bz, Sx, Sy, Sz, r) ?? ballStart(ABx, ABy, ABz, ASx, ASy, ASz, r, band);
  if (start !== OUTSIDE && start !== JUST_OUTSIDE) return start;
  let ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
  let as2 = ASx * ASx + ASy * ASy + ASz * ASz;
  let kAB = 1;
  let kS = 1;
  if (!inRange(ab2, as2, ASx, ASy, ASz, r)) {
    kAB = pow2Below(Math.max(Math.abs(ABx), Math.abs(ABy), Math.abs(ABz)));
    kS = pow2Below(Math.max(Math.abs(ASx), Math.abs(ASy), Math.abs(ASz), r));
    ABx /= kAB;
    ABy /= kAB;
    ABz /= kAB;
    ASx /= kS;
    ASy /= kS;
    ASz /= kS;
    ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
    as2 = ASx * ASx + ASy * ASy + ASz * ASz;
  }
  // BS = (S - B)/kS, formed from the inputs as AS is (not AS - AB, which would round).
  const t = solveEntry(
    ABx,
    ABy,
    ABz,
    ASx,
    ASy,
    ASz,
    (Sx - Bx) / kS,
    (Sy - By) / kS,
    (Sz - Bz) / kS,
    r / kS,
    ab2,
    as2,
    kAB / kS,
  );
  const tEnter = t === NEAR_TANGENT_T ? preciseEntry(Ax, Ay, Az, Bx, By, Bz, Sx, Sy, Sz, r, kAB, kS) : t;
  // Just outside, heading in: the start is on the surface (0) unless the entry lies
  // beyond the band (a grazing approach), where it is that entry. Rounding of the start
  // may even put it inside for the exact arithmetic, which then says -1: also the start.
  if (start === JUST_OUTSIDE && (tEnter < 0 || tEnter * length3(Bx - Ax, By - Ay, Bz - Az) <= band)) return 0;
  return tEnter;
}

/**
 * What solveEntry returns near a tangency or near the surface, where its caller takes
 * ballStart, then preciseEntry, instead.
 */
const NEAR_TANGENT_T = -2;
/**
 * For a start exactly on the sphere (`|A - S|² = r²` in exact arithmetic, to double-double
 * rounding: an exactly representable touching configuration), the exact answer: 0 if
 * `AB·(S - A) > 0`, else -1; `undefined` for any other start (or squares out of range),
 * which ballStart judges within its band.
 */
function exactlyOn(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  Sx: number,
  Sy: number,
  Sz: number,
  r: number,
): number | undefined {
  const ASx = dd.twoSum(Sx, -Ax);
  const ASxl = dd.lo;
  const ASy = dd.twoSum(Sy, -Ay);
  const ASyl = dd.lo;
  const ASz = dd.twoSum(Sz, -Az);
  const ASzl = dd.lo;
  const r2 = dd.twoProduct(r, r);
  const r2l = dd.lo;
  if (!(r2 > SAFE_MIN && r2 < SAFE_MAX)) return undefined;
  const as2 = dot(ASx, ASxl, ASy, ASyl, ASz, ASzl, ASx, ASxl, ASy, ASyl, ASz, ASzl);
  if (Math.abs(dd.add(as2, dd.lo, -r2, -r2l)) > DD_ROUNDING * r2) return undefined;
  const ABx = dd.twoSum(Bx, -Ax);
  const ABxl = dd.lo;
  const ABy = dd.twoSum(By, -Ay);
  const AByl = dd.lo;
  const ABz = dd.twoSum(Bz, -Az);
  const ABzl = dd.lo;
  return dot(ABx, ABxl, ABy, AByl, ABz, ABzl, ASx, ASxl, ASy, ASyl, ASz, ASzl) > 0 ? 0 : -1;
}

/** ballStart's answer for a start outside the ball beyond the ON_SURFACE band. */
const OUTSIDE = -3;
/** ballStart's answer for a start outside the ball within the band, heading in. */
const JUST_OUTSIDE = -4;
/** c below this fraction of |AS|² + r² sends sphereEntry to ballStart: the start may be on the surface. */
const NEAR_SURFACE = 2 ** -20;

/**
 * How a segment starting at `A` (offset `AS = S - A` from the center) meets the ball
 * `(S, r)` at once, `band` being ON_SURFACE·S: -1 strictly inside (more than `band` in);
 * on the surface (within `band`, either side, where a rounded hit center or point lands)
 * and not heading in against the outward normal `A - S` beyond rounding (headsIn), -1;
 * inside or on it and heading in, 0; just outside and heading in, JUST_OUTSIDE, for the
 * entry to be solved (at a grazing angle it may lie well beyond the start); beyond the
 * band, OUTSIDE. A ball of radius 0 (a point) has no surface to start on: OUTSIDE.
 */
function ballStart(
  ABx: number,
  ABy: number,
  ABz: number,
  ASx: number,
  ASy: number,
  ASz: number,
  r: number,
  band: number,
): number {
  if (r === 0) return OUTSIDE;
  const d = length3(ASx, ASy, ASz);
  if (d > r + band) return OUTSIDE;
  if (d < r - band) return -1;
  if (!headsIn(-(ABx * ASx + ABy * ASy + ABz * ASz), length3(ABx, ABy, ABz) * d)) return -1;
  return d <= r ? 0 : JUST_OUTSIDE;
}

/**
 * sphereEntry from `AB`, `AS`, `BS`, `R` (each possibly scaled as in scaledEntry), `|AB|²`,
 * `|AS|²` and `tMax = kAB/kS`: τ/tMax, -1, or NEAR_TANGENT_T where only double-double
 * arithmetic gives the answer.
 */
function solveEntry(
  ABx: number,
  ABy: number,
  ABz: number,
  ASx: number,
  ASy: number,
  ASz: number,
  BSx: number,
  BSy: number,
  BSz: number,
  R: number,
  ab2: number,
  as2: number,
  tMax: number,
): number {
  // With C the foot of the perpendicular from S on the line AB and D the contact:
  //   b  = AB·AS               = |AB|·|AC|
  //   c  = |AS|² - r²          (> 0: A outside, 0: on the surface, < 0: inside)
  //   e  = |BS|² - r²          (the same for B)
  //   bEnd = AB·BS             (> 0: still heading towards S at B; = b - |AB|², exactly)
  //   h2 = |AB|²r² - |AB×AS|²  = |AB|²·(r² - |CS|²) = |AB|²·|CD|²
  // and t = (b - √h2)/|AB|² = (|AC| - |CD|)/|AB| = |AD|/|AB|, evaluated as c/(b + √h2),
  // the same root without the cancellation when A is close to the surface.
  // |CS| comes from the cross product, not from |AS|² - |AC|² (Pythagoras by subtraction
  // loses every digit when the sphere is far away), and is exact for integer inputs, so
  // exact tangents stay exact.
  const b = ABx * ASx + ABy * ASy + ABz * ASz;
  const c = as2 - R * R;
  if (b <= 0) return -1; // not heading to S: never entering (inside, -1 too)
  // Inside, or within 2^-20 of R² of the surface: perhaps ON it, which the caller judges.
  if (c < NEAR_SURFACE * (as2 + R * R)) return NEAR_TANGENT_T;
  const e = BSx * BSx + BSy * BSy + BSz * BSz - R * R;
  const Xx = ABy * ASz - ABz * ASy;
  const Xy = ABz * ASx - ABx * ASz;
  const Xz = ABx * ASy - ABy * ASx;
  const ab2r2 = ab2 * R * R;
  const h2 = ab2r2 - (Xx * Xx + Xy * Xy + Xz * Xz);
  // Within 2^-16·r of tangent, h2 has lost too many digits to rounding: recompute it.
  if (Math.abs(h2) < NEAR_TANGENT * ab2r2) return NEAR_TANGENT_T;
  // entry(b, c, e, bEnd, ab2, h2, tMax), written out: as a call it would take the room in
  // V8's inlining budget that sphereCasts needs for sphereNormalInto.
  if (e > 0 && (h2 < 0 || ABx * BSx + ABy * BSy + ABz * BSz >= 0)) return -1; // bEnd = AB·BS
  return Math.min(c / (b + Math.sqrt(Math.max(h2, 0))), b / ab2, tMax) / tMax;
}

/**
 * The entry τ/tMax from b, c, e, bEnd, |AB|² and h2 (as in solveEntry), the start outside
 * or on the sphere and heading towards S; or -1.
 */
function entry(b: number, c: number, e: number, bEnd: number, ab2: number, h2: number, tMax: number): number {
  // With the end outside too, the segment meets the sphere only if the line does
  // (h2 >= 0) and its closest approach to S comes before the end: at B it is already
  // moving away from S (bEnd < 0).
  if (e > 0 && (h2 < 0 || bEnd >= 0)) return -1;
  // The nearer root is at most the closest approach b/|AB|² and, with the end inside or
  // on the sphere, at most the end; rounding may push it past either, never legitimately.
  const tau = Math.min(c / (b + Math.sqrt(Math.max(h2, 0))), b / ab2, tMax);
  return tau / tMax;
}

/** |h2| below this fraction of |AB|²r² sends sphereEntry to preciseEntry. */
const NEAR_TANGENT = 2 ** -32;
/** A bound on preciseEntry's rounding of h2, as a fraction of |AB|²r². */
const DD_ROUNDING = 2 ** -96;

/**
 * sphereEntry near a tangency, where h2 is the small difference of two nearly equal
 * numbers: the same steps with B - A, S - A and S - B carried exactly and every product
 * and sum in double-double arithmetic, so that the contact keeps full double precision.
 */
function preciseEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  Sx: number,
  Sy: number,
  Sz: number,
  r: number,
  kAB: number,
  kS: number,
): number {
  // Each vector component as an exact hi + lo pair (…l the low part), scaled exactly.
  const ABx = dd.twoSum(Bx, -Ax) / kAB;
  const ABxl = dd.lo / kAB;
  const ABy = dd.twoSum(By, -Ay) / kAB;
  const AByl = dd.lo / kAB;
  const ABz = dd.twoSum(Bz, -Az) / kAB;
  const ABzl = dd.lo / kAB;
  const ASx = dd.twoSum(Sx, -Ax) / kS;
  const ASxl = dd.lo / kS;
  const ASy = dd.twoSum(Sy, -Ay) / kS;
  const ASyl = dd.lo / kS;
  const ASz = dd.twoSum(Sz, -Az) / kS;
  const ASzl = dd.lo / kS;
  const BSx = dd.twoSum(Sx, -Bx) / kS;
  const BSxl = dd.lo / kS;
  const BSy = dd.twoSum(Sy, -By) / kS;
  const BSyl = dd.lo / kS;
  const BSz = dd.twoSum(Sz, -Bz) / kS;
  const BSzl = dd.lo / kS;
  const R = r / kS;
  const r2 = dd.twoProduct(R, R);
  const r2l = dd.lo;

  const b = dot(ABx, ABxl, ABy, AByl, ABz, ABzl, ASx, ASxl, ASy, ASyl, ASz, ASzl);
  const as2 = dot(ASx, ASxl, ASy, ASyl, ASz, ASzl, ASx, ASxl, ASy, ASyl, ASz, ASzl);
  const c = dd.add(as2, dd.lo, -r2, -r2l);
  if (c < 0 || b <= 0) return -1;
  const bs2 = dot(BSx, BSxl, BSy, BSyl, BSz, BSzl, BSx, BSxl, BSy, BSyl, BSz, BSzl);
  const e = dd.add(bs2, dd.lo, -r2, -r2l);
  const bEnd = dot(ABx, ABxl, ABy, AByl, ABz, ABzl, BSx, BSxl, BSy, BSyl, BSz, BSzl);

  const Xx = cross(ABy, AByl, ASz, ASzl, ABz, ABzl, ASy, ASyl);
  const Xxl = dd.lo;
  const Xy = cross(ABz, ABzl, ASx, ASxl, ABx, ABxl, ASz, ASzl);
  const Xyl = dd.lo;
  const Xz = cross(ABx, ABxl, ASy, ASyl, ABy, AByl, ASx, ASxl);
  const Xzl = dd.lo;
  const X2 = dot(Xx, Xxl, Xy, Xyl, Xz, Xzl, Xx, Xxl, Xy, Xyl, Xz, Xzl);
  const X2l = dd.lo;
  const ab2 = dot(ABx, ABxl, ABy, AByl, ABz, ABzl, ABx, ABxl, ABy, AByl, ABz, ABzl);
  const ab2r2 = dd.mul(ab2, dd.lo, r2, r2l);
  const h2 = dd.add(ab2r2, dd.lo, -X2, -X2l);
  // The inputs are exact here, so h2 is off only by double-double rounding, well within
  // 2^-96·|AB|²r²: closer to 0 than that is touching, so that exact tangents hit (at the
  // closest approach, where entry() then puts the contact).
  return entry(b, c, e, bEnd, ab2, h2 < -DD_ROUNDING * ab2r2 ? h2 : Math.max(h2, 0), kAB / kS);
}

/** `u·v` in double-double (components as hi, lo pairs); the low part is left in `dd.lo`. */
export function dot(
  ux: number,
  uxl: number,
  uy: number,
  uyl: number,
  uz: number,
  uzl: number,
  vx: number,
  vxl: number,
  vy: number,
  vyl: number,
  vz: number,
  vzl: number,
): number {
  let s = dd.mul(ux, uxl, vx, vxl);
  let sl = dd.lo;
  const p = dd.mul(uy, uyl, vy, vyl);
  s = dd.add(s, sl, p, dd.lo);
  sl = dd.lo;
  const q = dd.mul(uz, uzl, vz, vzl);
  return dd.add(s, sl, q, dd.lo);
}

/** `a·b - c·d` in double-double; the low part is left in `dd.lo`. */
export function cross(
  a: number,
  al: number,
  b: number,
  bl: number,
  c: number,
  cl: number,
  d: number,
  dl: number,
): number {
  const p = dd.mul(a, al, b, bl);
  const pl = dd.lo;
  const q = dd.mul(c, cl, d, dl);
  return dd.add(p, pl, -q, -dd.lo);
}
