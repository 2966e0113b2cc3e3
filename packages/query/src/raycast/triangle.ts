import { copyRaycastHit, createRaycastHit } from '../hit.ts';
import { exactCrossingT, lastBound, lastDet, orient3d } from '../predicates.ts';
import type { RaycastHit, Triangle, Vec3Like } from '../types.ts';
import { checkHitOut, checkSegment, checkTriangle } from '../validate.ts';
import { length3, unitInto } from '../vec3.ts';
import { writeHit } from './plane.ts';

/**
 * First point of the segment `origin -> end` on the closed triangle `a, b, c` (face,
 * edges and vertices), or `null`. Watertight: a segment through an edge shared by two
 * triangles hits at least one of them.
 *
 * Maths (Möller–Trumbore, with signed volumes): with `AB = end - origin`, the line meets
 * the triangle where its barycentric weights `w, u, v` (of `a, b, c`) are all >= 0; times
 * `det = AB·(e1 × e2)`, `e1 = b - a`, `e2 = c - a`, they are the volumes
 * `u = AB·((c - A) × (a - A))`, `v = AB·((a - A) × (b - A))`, `w = AB·((b - A) × (c - A))`,
 * which sum to `det`: a hit needs them of one sign, not all 0, and
 * `t = (e1 × e2)·(a - A)/det` in `[0, 1]`.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param triangle - The triangle: its vertices `a`, `b`, `c` (a three.js `Triangle`).
 * @returns The first contact, as a new hit, or `null` when the segment misses the triangle.
 *
 * @formula t = \frac{(e_1 \times e_2) \cdot (a - A)}{\overrightarrow{AB} \cdot (e_1 \times e_2)},\quad u, v, w \ge 0,\quad u + v + w = \det
 *
 * @example
 * ```ts
 * // The triangle (0,0,0), (4,0,0), (0,4,0) in the floor z = 0, and a segment falling from
 * // (1, 1, 2) to (1, 1, -2): it crosses z = 0 halfway, at (1, 1, 0), inside (1 + 1 <= 4).
 * // e1 × e2 = (0, 0, 16) points up; the motion is down, so the normal is (0, 0, 1).
 * raycastTriangle(vec3(1, 1, 2), vec3(1, 1, -2), { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) });
 * // => { point: { x: 1, y: 1, z: 0 }, normal: { x: 0, y: 0, z: 1 }, distance: 2, t: 0.5 }
 * ```
 *
 * @remarks Edges. The triangle is two-sided and thin: `normal` is its unit normal
 * pointing back against the motion. Edges and vertices count: a segment through an edge
 * or a vertex hits. A segment parallel to the triangle's plane, lying in it included:
 * `null`. Origin on the triangle, not parallel: a hit at `t = 0`, and only then: an origin
 * off the plane by any amount (a restart from a rounded `hit.point`) is judged exactly by
 * its side, a hit at some `t > 0` or a miss (to go past a hit, a scene's `raycastAll`). End on it:
 * `t = 1`. A
 * degenerate triangle (collinear vertices, zero area) is never hit. Zero-length segment:
 * `null`. Every decision (which side of the plane each end is, which side of each edge
 * the line passes) is exact for the input doubles, by an exact orientation predicate:
 * hence watertight meshes, and touching cases exact in double precision (a segment
 * through a vertex at integer coordinates) always hit.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value.
 */
export function raycastTriangle(origin: Vec3Like, end: Vec3Like, triangle: Triangle): RaycastHit | null {
  checkSegment('raycastTriangle', origin, end);
  checkTriangle('raycastTriangle', 'triangle', triangle);
  const h = scratchHit;
  if (!triangleHit(origin, end, triangle, h)) return null; // a miss allocates nothing
  return copyRaycastHit(h);
}

/**
 * {@link raycastTriangle} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: `u, v, w` of one sign, not all 0, and `t = (e1 × e2)·(a - A)/det` in `[0, 1]`,
 * as in raycastTriangle.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @param out - A hit made once with `createRaycastHit()`: written on a hit, left as it was on a
 *   miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \frac{(e_1 \times e_2) \cdot (a - A)}{\overrightarrow{AB} \cdot (e_1 \times e_2)},\quad u, v, w \ge 0,\quad u + v + w = \det
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createRaycastHit();
 * raycastTriangleInto(vec3(1, 1, 2), vec3(1, 1, -2), { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) }, hit);
 * // => true
 * hit;
 * // => { point: { x: 1, y: 1, z: 0 }, normal: { x: 0, y: 0, z: 1 }, distance: 2, t: 0.5 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as raycastTriangle. A miss leaves
 * `out` as it was. `out.point` and `out.normal` are written in place, never replaced, and
 * may be the very objects passed as inputs: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a hit
 *   object; RangeError for a non-finite value.
 */
export function raycastTriangleInto(origin: Vec3Like, end: Vec3Like, triangle: Triangle, out: RaycastHit): boolean {
  checkSegment('raycastTriangleInto', origin, end);
  checkTriangle('raycastTriangleInto', 'triangle', triangle);
  checkHitOut('raycastTriangleInto', 'out', out);
  return triangleHit(origin, end, triangle, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createRaycastHit();

/** The unit normal of the last hit, for triangleHit to copy. */
const normalScratch = new Float64Array(3);

/**
 * The sign of `det = AB·(e1 × e2)` for the last hit of triangleEntry: 1 when the segment
 * moves along the triangle's normal `(b - a) × (c - a)`, -1 against it. A variable, not
 * a second return value, so that nothing is allocated (as raycastAABB's entryFace).
 */
export let entrySide = 1;

/**
 * The `t` in `[0, 1]` of the first point of the segment `A -> B` on the closed triangle
 * `a, b, c`, or -1: the kernel of raycastTriangle's forms, of sphereCastTriangle's face,
 * and of a scene's triangles. On a hit, the sign of `det` goes to entrySide.
 *
 * Maths: the ends' sides of the plane are the signs of `(e1 × e2)·(a - A)` and
 * `(e1 × e2)·(a - B)`; the line's side of each edge `p -> q` is the sign of
 * `AB·((p - A) × (q - A))` (`w` for b -> c, `u` for c -> a, `v` for a -> b). Each is an
 * orientation of four points, decided exactly (orient3d): a shared edge gives two
 * triangles the same volume with opposite signs, so no segment slips between them.
 */
export function triangleEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): number {
  // (e1 × e2)·(a - A) and (e1 × e2)·(a - B): both ends strictly on one side is a miss.
  const sA = orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, Ax, Ay, Az);
  const oA = lastDet;
  const errA = lastBound;
  const sB = orient3d(ax, ay, az, bx, by, bz, cx, cy, cz, Bx, By, Bz);
  const oB = lastDet;
  const errB = lastBound;
  if ((sA > 0 && sB > 0) || (sA < 0 && sB < 0)) return -1;
  // The edge volumes; orient3d(p, q, B, A) = AB·((p - A) × (q - A)).
  const w = orient3d(bx, by, bz, cx, cy, cz, Bx, By, Bz, Ax, Ay, Az);
  const u = orient3d(cx, cy, cz, ax, ay, az, Bx, By, Bz, Ax, Ay, Az);
  if ((w > 0 && u < 0) || (w < 0 && u > 0)) return -1;
  const v = orient3d(ax, ay, az, bx, by, bz, Bx, By, Bz, Ax, Ay, Az);
  if ((v > 0 && (w < 0 || u < 0)) || (v < 0 && (w > 0 || u > 0))) return -1;
  // All 0: det = u + v + w = 0, the segment is parallel to the plane (in it, since it
  // reached it) or the triangle is degenerate.
  if (w === 0 && u === 0 && v === 0) return -1;
  entrySide = w + u + v > 0 ? 1 : -1;
  if (sA === 0) return 0; // the origin is on the triangle
  if (sB === 0) return 1;
  // det = oA - oB. The signs above put the crossing on the segment; the doubles give t
  // within (errA + errB)/|det| — when that is more than 2^-33 (a sliver whose normal is
  // rounding noise, a grazing segment, products that overflow or underflow), the
  // determinants are computed exactly instead.
  // The ends are strictly on opposite sides, so the exact t is strictly between 0 and 1:
  // a double quotient of 0 or less (oA is rounding noise, even of the wrong sign, when the
  // origin is within errA of the plane) would say the origin is on the triangle, which the
  // exact sign denies, so that too is computed exactly (settled v2 reading 1: t = 0 only
  // for an origin exactly on the triangle).
  const den = oA - oB;
  if (errA + errB <= 2 ** -33 * Math.abs(den) && Math.abs(den) < Infinity) {
    const t = oA / den;
    if (t > 0) return t < 1 ? t : 1;
  }
  return exactCrossingT(Ax, Ay, Az, Bx, By, Bz, ax, ay, az, bx, by, bz, cx, cy, cz);
}

/**
 * The object and `…Into` forms' one record: whether `A -> B` meets the triangle and, on
 * a hit, its `t`, contact, normal and distance written into `out`. A miss writes nothing;
 * every input is read before anything is written.
 *
 * Maths: `t` from triangleEntry; `P = A + t·AB`, `N = -sign(det)·(e1 × e2)/|e1 × e2|`,
 * `distance = t·|AB|`.
 */
export function triangleHit(A: Vec3Like, B: Vec3Like, triangle: Triangle, out: RaycastHit): boolean {
  const Ax = A.x;
  const Ay = A.y;
  const Az = A.z;
  const Bx = B.x;
  const By = B.y;
  const Bz = B.z;
  const { a, b, c } = triangle;
  const ax = a.x;
  const ay = a.y;
  const az = a.z;
  const bx = b.x;
  const by = b.y;
  const bz = b.z;
  const cx = c.x;
  const cy = c.y;
  const cz = c.z;
  const t = triangleEntry(Ax, Ay, Az, Bx, By, Bz, ax, ay, az, bx, by, bz, cx, cy, cz);
  if (t < 0) return false;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  triangleNormalInto(normalScratch, ax, ay, az, bx, by, bz, cx, cy, cz, -entrySide, ABx, ABy, ABz);
  writeHit(out, normalScratch, Ax + t * ABx, Ay + t * ABy, Az + t * ABz, t * length3(ABx, ABy, ABz), t);
  return true;
}

/**
 * Writes `s·(e1 × e2)/|e1 × e2|` into `out[0…2]`: the triangle's unit normal, `s = 1`
 * along `(b - a) × (c - a)`, `s = -1` against it. Where the cross product is lost to
 * rounding (a sliver of a triangle far smaller than its coordinates), the reversed unit
 * direction of `AB` stands in, which is against the motion as the true normal is.
 */
export function triangleNormalInto(
  out: Float64Array,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
  s: number,
  ABx: number,
  ABy: number,
  ABz: number,
): void {
  const e1x = bx - ax;
  const e1y = by - ay;
  const e1z = bz - az;
  const e2x = cx - ax;
  const e2y = cy - ay;
  const e2z = cz - az;
  const nx = e1y * e2z - e1z * e2y;
  const ny = e1z * e2x - e1x * e2z;
  const nz = e1x * e2y - e1y * e2x;
  if (!unitInto(out, 0, s * nx, s * ny, s * nz)) unitInto(out, 0, -ABx, -ABy, -ABz);
}
