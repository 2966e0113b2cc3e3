import { copyRaycastHit, createRaycastHit, setHit } from '../hit.ts';
import type { Plane, RaycastHit, Vec3Like } from '../types.ts';
import { checkHitOut, checkPlane, checkSegment } from '../validate.ts';
import { length3, maxAbs3, ON_SURFACE, unitInto } from '../vec3.ts';

/**
 * Where the segment `origin -> end` first meets the plane `normal·p + constant = 0`, or
 * `null`.
 *
 * Maths: with `A = origin`, `AB = end - origin`, `n = plane.normal`, `c = plane.constant`,
 * the signed distances (times `|n|`) of the ends are `dA = n·A + c` and `dB = n·B + c`; the
 * segment reaches the plane when they differ in sign or one is 0, at
 * `t = -(n·A + c)/(n·AB)`.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param plane - The plane: its `normal` `n` (any length but zero) and `constant` `c`: the
 *   points `p` with `n·p + c = 0` (a three.js `Plane`).
 * @returns The crossing, as a new hit, or `null` when the segment does not reach the plane.
 *
 * @formula t = -\frac{n \cdot A + c}{n \cdot \overrightarrow{AB}},\quad 0 \le t \le 1,\quad P = A + t\,\overrightarrow{AB}
 *
 * @example
 * ```ts
 * // The plane x + y = 4 (n = (1, 1, 0), c = -4), crossed by (0, 0) -> (4, 2): dA = -4,
 * // n·AB = 6, so t = 4/6 = 2/3 and P = (8/3, 4/3). The normal is n/|n| turned back
 * // against the motion: -(1, 1, 0)/√2.
 * raycastPlane(vec3(0, 0), vec3(4, 2), { normal: vec3(1, 1), constant: -4 });
 * // => { point: { x: 8 / 3, y: 4 / 3, z: 0 }, normal: { x: -Math.SQRT1_2, y: -Math.SQRT1_2, z: 0 },
 * //      distance: (2 / 3) * Math.sqrt(20), t: 2 / 3 }
 * ```
 *
 * @remarks Edges. The plane is two-sided: `normal` is the plane's unit normal pointing
 * back against the motion, whichever way `plane.normal` points. Parallel segment
 * (`n·AB = 0`), even one lying in the plane: `null`. Origin on the plane, not parallel: a
 * hit at `t = 0`; within 2^-40·S of it (S the largest input magnitude, `|constant|/|normal|`
 * for the plane), where the rounded `point` of a hit lands, is on it, and a direction
 * within 2^-40 of the plane is parallel. End on the plane: a hit at `t = 1`. Crossing before `origin` or after
 * `end`, zero-length segment: `null`. `plane.normal` need not be unit length: the plane
 * `2x - 8 = 0` is the plane `x = 4`. Exact where the answer is (small integers): which
 * side each end is on is decided by the signs of `dA` and `dB`.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a zero `plane.normal`.
 */
export function raycastPlane(origin: Vec3Like, end: Vec3Like, plane: Plane): RaycastHit | null {
  checkSegment('raycastPlane', origin, end);
  checkPlane('raycastPlane', 'plane', plane);
  const h = scratchHit;
  if (!planeHit(origin, end, plane, h)) return null; // a miss allocates nothing
  return copyRaycastHit(h);
}

/**
 * {@link raycastPlane} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: `t = -(n·A + c)/(n·AB)` when the ends are not strictly on one side, as in
 * raycastPlane.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param plane - The plane: its `normal` `n` (any length but zero) and `constant` `c`.
 * @param out - A hit made once with `createRaycastHit()`: written on a hit, left as it was on a
 *   miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = -\frac{n \cdot A + c}{n \cdot \overrightarrow{AB}},\quad 0 \le t \le 1,\quad P = A + t\,\overrightarrow{AB}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query: the floor y = 0 written as 2y = 0.
 * const hit = createRaycastHit();
 * raycastPlaneInto(vec3(0, 1), vec3(8, -3), { normal: vec3(0, 2), constant: 0 }, hit);
 * // => true
 * hit;
 * // => { point: { x: 2, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: Math.sqrt(5), t: 0.25 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as raycastPlane. A miss leaves `out`
 * as it was. `out.point` and `out.normal` are written in place, never replaced, and may be
 * the very objects passed as inputs: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a hit
 *   object; RangeError for a non-finite value or a zero `plane.normal`.
 */
export function raycastPlaneInto(origin: Vec3Like, end: Vec3Like, plane: Plane, out: RaycastHit): boolean {
  checkSegment('raycastPlaneInto', origin, end);
  checkPlane('raycastPlaneInto', 'plane', plane);
  checkHitOut('raycastPlaneInto', 'out', out);
  return planeHit(origin, end, plane, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createRaycastHit();

/** The unit normal of the last hit, for planeHit to copy. */
const normalScratch = new Float64Array(3);

/**
 * The `t` in `[0, 1]` at which the segment `A -> B` first touches the slab
 * `|n·p + c| <= R` (`R = r·|n|`, `r >= 0`) from outside, or -1: with `R = 0` the plane
 * itself, which the segment touches at `t = 0` whenever it starts on it, not parallel.
 * With `R > 0`, starting strictly inside the slab is -1, and starting on its surface is
 * `t = 0` only when moving in. The kernel of raycastPlane and sphereCastPlane, for a
 * scene to reuse.
 *
 * Maths: `dA = n·A + c`, `dB = n·B + c`; from the side `s = sign(dA)` the surface met is
 * `n·p + c = s·R`, at `t = (dA - s·R)/(dA - dB)`, when `s·dB <= R`.
 */
export function slabEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  nx: number,
  ny: number,
  nz: number,
  c: number,
  R: number,
): number {
  const nd = nx * (Bx - Ax) + ny * (By - Ay) + nz * (Bz - Az);
  if (nd === 0) return -1; // parallel (or zero-length): it never crosses into the slab
  const dA = nx * Ax + ny * Ay + nz * Az + c;
  const dB = nx * Bx + ny * By + nz * Bz + c;
  // ON_SURFACE·S in the units of dA (lengths times |n|), S the scene's scale.
  const nLen = length3(nx, ny, nz);
  const band = ON_SURFACE * Math.max(maxAbs3(Ax, Ay, Az) * nLen, Math.abs(c), R);
  if (Math.abs(Math.abs(dA) - R) <= band) return slabStart(dA, dB, nd, R, nLen, band, Bx - Ax, By - Ay, Bz - Az);
  if (R === 0) {
    // The plane: the ends strictly on one side miss; an end on it is exact.
    if ((dA > 0 && dB > 0) || (dA < 0 && dB < 0)) return -1;
    if (dB === 0) return 1;
    return clampT(-dA / nd);
  }
  if (dA < R && dA > -R) return -1; // starting strictly inside the slab
  // The side the origin is on, and the face of the slab on that side.
  const sR = dA > 0 ? R : -R;
  // Not reaching that face.
  if (dA > 0 ? dB > R : dB < -R) return -1;
  if (dB === sR) return 1;
  return clampT((dA - sR) / (dA - dB));
}

/**
 * slabEntry for a start ON a face of the slab (`|dA| = R` to within `band` = ON_SURFACE·S,
 * either side, where a rounded hit center or point lands): -1 for a motion along the
 * face (`|n·AB| <= ON_SURFACE·|n|·|AB|`), and, for a slab (`R > 0`), leaving it; else 0,
 * the start, unless the start is just outside (or, for the plane, just off it) and the
 * crossing of the face lies further along than the band, at a grazing angle: then that
 * crossing.
 */
function slabStart(
  dA: number,
  dB: number,
  nd: number,
  R: number,
  nLen: number,
  band: number,
  ABx: number,
  ABy: number,
  ABz: number,
): number {
  const travel = length3(ABx, ABy, ABz);
  if (!(Math.abs(nd) > ON_SURFACE * nLen * travel)) return -1; // along the face
  const sR = dA >= 0 ? R : -R;
  // For the slab, heading in is moving against the side: a thin plane is crossed either way.
  if (R > 0 && (dA >= 0 ? nd > 0 : nd < 0)) return -1;
  if (R > 0 && Math.abs(dA) <= R) return 0; // on the face or just inside, heading in
  // Where the face is crossed: beyond the band from the start, that crossing; else the start.
  const t = (dA - sR) / (dA - dB);
  return t > 0 && t <= 1 && t * travel > band ? t : 0;
}

/**
 * `t` clamped into `[0, 1]`, NaN to 0: rounding may put a crossing the signs placed on the
 * segment an ulp off it.
 */
export function clampT(t: number): number {
  return t > 0 ? (t < 1 ? t : 1) : 0;
}

/**
 * The object and `…Into` forms' one record: whether `A -> B` meets the plane and, on a
 * hit, its `t`, contact, normal and distance written into `out`. A miss writes nothing;
 * every input is read before anything is written.
 *
 * Maths: `t` from slabEntry with `R = 0`; `P = A + t·AB`, `N = -sign(n·AB)·n/|n|`,
 * `distance = t·|AB|`.
 */
export function planeHit(A: Vec3Like, B: Vec3Like, plane: Plane, out: RaycastHit): boolean {
  const Ax = A.x;
  const Ay = A.y;
  const Az = A.z;
  const Bx = B.x;
  const By = B.y;
  const Bz = B.z;
  const n = plane.normal;
  const nx = n.x;
  const ny = n.y;
  const nz = n.z;
  const t = slabEntry(Ax, Ay, Az, Bx, By, Bz, nx, ny, nz, plane.constant, 0);
  if (t < 0) return false;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  planeNormalInto(normalScratch, nx, ny, nz, ABx, ABy, ABz);
  writeHit(out, normalScratch, Ax + t * ABx, Ay + t * ABy, Az + t * ABz, t * length3(ABx, ABy, ABz), t);
  return true;
}

/**
 * Writes the plane's unit normal `n/|n|` turned against the motion `AB` (so that
 * `normal·AB < 0`; `n·AB = 0` keeps `n`) into `out[0…2]`.
 */
export function planeNormalInto(
  out: Float64Array,
  nx: number,
  ny: number,
  nz: number,
  ABx: number,
  ABy: number,
  ABz: number,
): void {
  const s = nx * ABx + ny * ABy + nz * ABz > 0 ? -1 : 1;
  // n is not zero (checkPlane), so unitInto always writes.
  unitInto(out, 0, s * nx, s * ny, s * nz);
}

/** Writes a hit: the contact `P`, the normal from `n[0…2]`, the distance and `t`. */
export function writeHit(
  out: RaycastHit,
  n: Float64Array,
  Px: number,
  Py: number,
  Pz: number,
  distance: number,
  t: number,
): void {
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const N = out.normal;
  N.x = n[0] as number;
  N.y = n[1] as number;
  N.z = n[2] as number;
  setHit(out, Px, Py, Pz, distance, t);
}
