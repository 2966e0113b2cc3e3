import { closestOnTriangleInto } from '../closest-point/triangle.ts';
import { copySphereCastHit, createSphereCastHit } from '../hit.ts';
import { capsuleEntry } from '../raycast/capsule.ts';
import { writeHit } from '../raycast/plane.ts';
import { entrySide, triangleEntry, triangleNormalInto } from '../raycast/triangle.ts';
import type { SphereCastHit, Triangle, Vec3Like } from '../types.ts';
import { checkCastHitOut, checkRadius, checkSegment, checkTriangle } from '../validate.ts';
import { headsIn, length3, maxAbs3, ON_SURFACE, unitInto } from '../vec3.ts';

/**
 * First contact of a sphere of `radius` whose center moves from `origin` to `end` with
 * the closed triangle `a, b, c`, or `null`.
 *
 * Maths: the sphere touches the triangle when its center is in the rounded triangle (the
 * Minkowski sum): the face moved `±radius` along its unit normal `n`, the capsules of
 * radius `radius` about the three edges, and the balls at the vertices (inside those
 * capsules). The first contact is the least `t` of the raycast of the center against the
 * face on the origin's side (`a + s·radius·n`, …) and against the three edge capsules
 * (capsuleEntry); then `center = A + t·AB`, `point` the triangle's point nearest to it,
 * `normal = (center - point)/radius`.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this {@link raycastTriangle}.
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @returns The first contact, as a new hit with the moving center, or `null` when the sphere
 *   does not touch the triangle along the way.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(A + t\,\overrightarrow{AB},\ \triangle abc) = \text{radius} \,\},\quad P = \operatorname*{arg\,min}_{X \in \triangle abc} \lvert X - C \rvert
 *
 * @example
 * ```ts
 * // A ball of radius 1 dropped onto the floor triangle: the center stops at z = 1, a
 * // quarter of the way from z = 5 to z = -11, and rests on the face at (1, 1, 0).
 * const floor = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };
 * sphereCastTriangle(vec3(1, 1, 5), vec3(1, 1, -11), 1, floor);
 * // => { point: { x: 1, y: 1, z: 0 }, normal: { x: 0, y: 0, z: 1 }, distance: 4, t: 0.25,
 * //      center: { x: 1, y: 1, z: 1 } }
 * ```
 *
 * @remarks Edges. Starting strictly within `radius` of the triangle (overlapping it):
 * `null`. Starting `radius` away (to within 2^-40·S, S the largest input magnitude, where
 * the rounded `center` of a hit lands): a hit at `t = 0` if moving into it, `null` if
 * moving away or along (within 2^-40 of the face, judged by the face normal over the face,
 * so that a slide on an exact floor is exactly along). Passing beside an edge or a vertex:
 * the hit is on that edge or vertex, `normal` from it to the center. Contact beyond `end`, zero-length segment:
 * `null`. `radius = 0` gives exactly {@link raycastTriangle}'s hit, with `center = point`.
 * A degenerate triangle (collinear vertices) is the segment or point it is, grown into a
 * capsule or a ball.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereCastTriangle(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  triangle: Triangle,
): SphereCastHit | null {
  checkSegment('sphereCastTriangle', origin, end);
  checkRadius('sphereCastTriangle', 'radius', radius);
  checkTriangle('sphereCastTriangle', 'triangle', triangle);
  const h = scratchHit;
  if (!roundedHit(origin, end, radius, triangle, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link sphereCastTriangle} that writes its hit into `out` instead of allocating one:
 * true and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the least `t` of the offset face and the three edge capsules, as in
 * sphereCastTriangle.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`).
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @param out - A hit made once with `createSphereCastHit()`: written on a hit, left as it was
 *   on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(A + t\,\overrightarrow{AB},\ \triangle abc) = \text{radius} \,\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query: rolled along the floor into the edge x = 0.
 * const hit = createSphereCastHit();
 * sphereCastTriangleInto(vec3(-5, 1, 0), vec3(5, 1, 0), 1, { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) }, hit);
 * // => true
 * hit;
 * // => { point: { x: 0, y: 1, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 4, t: 0.4,
 * //      center: { x: -1, y: 1, z: 0 } }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as sphereCastTriangle. A miss leaves
 * `out` as it was. `out.point`, `out.normal` and `out.center` are written in place and may
 * be the very objects passed as inputs: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   sphere-cast hit object; RangeError for a non-finite value or a negative radius.
 */
export function sphereCastTriangleInto(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  triangle: Triangle,
  out: SphereCastHit,
): boolean {
  checkSegment('sphereCastTriangleInto', origin, end);
  checkRadius('sphereCastTriangleInto', 'radius', radius);
  checkTriangle('sphereCastTriangleInto', 'triangle', triangle);
  checkCastHitOut('sphereCastTriangleInto', 'out', out);
  return roundedHit(origin, end, radius, triangle, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createSphereCastHit();
const normalScratch = new Float64Array(3);
const pointScratch = new Float64Array(3);

/**
 * The `t` in `[0, 1]` at which a sphere of radius `r > 0` moving from `A` to `B` first
 * touches the triangle `a, b, c`, or -1 (starting strictly overlapped, missing, or
 * touching and not moving in): the kernel of sphereCastTriangle's forms, for a scene.
 *
 * Maths: the least of the entry into the face moved `r` along `n = (e1 × e2)/|e1 × e2|`
 * towards the origin (triangleEntry, while moving towards the plane) and the entries into
 * the edge capsules (capsuleEntry). The start is judged first, by the nearest point `Q`
 * of the triangle, since the capsule and face kernels each see only their part: strictly
 * within `r`, -1; at `r` (to ON_SURFACE·S), 0 when `AB` heads in against the outward normal
 * beyond rounding (`A - Q`, or the face normal over the face: touchingHeadsIn), else -1.
 */
export function roundedTriangleEntry(
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
  r: number,
): number {
  const Q = pointScratch;
  closestOnTriangleInto(Q, Ax, Ay, Az, ax, ay, az, bx, by, bz, cx, cy, cz);
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const AQx = Ax - (Q[0] as number);
  const AQy = Ay - (Q[1] as number);
  const AQz = Az - (Q[2] as number);
  const d = length3(AQx, AQy, AQz);
  const e1x = bx - ax;
  const e1y = by - ay;
  const e1z = bz - az;
  const e2x = cx - ax;
  const e2y = cy - ay;
  const e2z = cz - az;
  // Touching to within ON_SURFACE·S, S the scene's largest coordinate or r: where the
  // rounded center of a hit lands, which the edge and face kernels would each judge their
  // own way.
  const band =
    ON_SURFACE * Math.max(r, maxAbs3(Ax, Ay, Az), maxAbs3(ax, ay, az), maxAbs3(bx, by, bz), maxAbs3(cx, cy, cz));
  if (d < r - band) return -1; // starting strictly overlapped
  if (d <= r + band) {
    // Starting touching: a hit at 0 if the motion heads in against the outward normal.
    if (!touchingHeadsIn(Bx - Ax, By - Ay, Bz - Az, AQx, AQy, AQz, d, e1x, e1y, e1z, e2x, e2y, e2z)) return -1;
    return 0;
  }
  let t = capsuleEntry(Ax, Ay, Az, Bx, By, Bz, ax, ay, az, bx, by, bz, r);
  const tBC = capsuleEntry(Ax, Ay, Az, Bx, By, Bz, bx, by, bz, cx, cy, cz, r);
  if (tBC >= 0 && (t < 0 || tBC < t)) t = tBC;
  const tCA = capsuleEntry(Ax, Ay, Az, Bx, By, Bz, cx, cy, cz, ax, ay, az, r);
  if (tCA >= 0 && (t < 0 || tCA < t)) t = tCA;
  // The face on the origin's side, moved out by r: reached only moving towards the plane.
  // A sliver no wider than the band (|e1 × e2| over its longest edge) is covered by its edge
  // capsules to within that width, and its normal is rounding noise: a face moved along it
  // could be entered far from the triangle, so only the capsules decide.
  const Nx = e1y * e2z - e1z * e2y;
  const Ny = e1z * e2x - e1x * e2z;
  const Nz = e1x * e2y - e1y * e2x;
  const longest = Math.max(length3(e1x, e1y, e1z), length3(e2x, e2y, e2z), length3(cx - bx, cy - by, cz - bz));
  const n = normalScratch;
  if (length3(Nx, Ny, Nz) > band * longest && unitInto(n, 0, Nx, Ny, Nz)) {
    const nx = n[0] as number;
    const ny = n[1] as number;
    const nz = n[2] as number;
    const side = nx * (Ax - ax) + ny * (Ay - ay) + nz * (Az - az);
    const toward = nx * (Bx - Ax) + ny * (By - Ay) + nz * (Bz - Az);
    if ((side > 0 && toward < 0) || (side < 0 && toward > 0)) {
      const ox = side > 0 ? r * nx : -r * nx;
      const oy = side > 0 ? r * ny : -r * ny;
      const oz = side > 0 ? r * nz : -r * nz;
      const tFace = triangleEntry(
        Ax,
        Ay,
        Az,
        Bx,
        By,
        Bz,
        ax + ox,
        ay + oy,
        az + oz,
        bx + ox,
        by + oy,
        bz + oz,
        cx + ox,
        cy + oy,
        cz + oz,
      );
      if (tFace >= 0 && (t < 0 || tFace < t)) t = tFace;
    }
  }
  return t;
}

/**
 * Whether the motion `AB` of a sphere touching the triangle heads into it: against the
 * outward normal `AQ = A - Q` (`Q` the nearest point, at distance `d`) beyond rounding
 * (headsIn), and, over the face, where `AQ` lies along the face normal `N = e1 × e2`,
 * against `±N` too: `Q` is rounded, `N` is exact for exact vertices, so that a slide along
 * a flat floor (`AB·N = 0`) is exactly tangential.
 */
function touchingHeadsIn(
  ABx: number,
  ABy: number,
  ABz: number,
  AQx: number,
  AQy: number,
  AQz: number,
  d: number,
  e1x: number,
  e1y: number,
  e1z: number,
  e2x: number,
  e2y: number,
  e2z: number,
): boolean {
  const Nx = e1y * e2z - e1z * e2y;
  const Ny = e1z * e2x - e1x * e2z;
  const Nz = e1x * e2y - e1y * e2x;
  const nLen = length3(Nx, Ny, Nz);
  const ab = length3(ABx, ABy, ABz);
  if (!headsIn(ABx * AQx + ABy * AQy + ABz * AQz, ab * d)) return false;
  const AQN = AQx * Nx + AQy * Ny + AQz * Nz;
  // |AQ × N|, the sine of their angle times d·|N|.
  const off = length3(AQy * Nz - AQz * Ny, AQz * Nx - AQx * Nz, AQx * Ny - AQy * Nx);
  if (!(nLen > 0 && off <= FACE_ALIGNED * d * nLen)) return true;
  // Over the face, heading in along AQ must be heading in against ±N too.
  const ABN = ABx * Nx + ABy * Ny + ABz * Nz;
  return headsIn(AQN > 0 ? ABN : -ABN, ab * nLen);
}

/**
 * |AQ × N| at most this fraction of |AQ||N|: AQ lies along the face normal (to the rounding
 * of Q, for d down to 2^-20 of the coordinates), Q is on the face.
 */
const FACE_ALIGNED = 2 ** -30;

/**
 * The object and `…Into` forms' one record. Radius 0 is raycastTriangle's own hit; else
 * `t` from roundedTriangleEntry, `C = A + t·AB`, `P` the triangle's point nearest to `C`,
 * `N = (C - P)/|C - P|`. A miss writes nothing; every input is read before anything is
 * written.
 */
export function roundedHit(A: Vec3Like, B: Vec3Like, r: number, triangle: Triangle, out: SphereCastHit): boolean {
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
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  const N = normalScratch;
  let t: number;
  let Px: number;
  let Py: number;
  let Pz: number;
  if (r === 0) {
    // Exactly raycastTriangle: its kernel, its contact and its normal.
    t = triangleEntry(Ax, Ay, Az, Bx, By, Bz, ax, ay, az, bx, by, bz, cx, cy, cz);
    if (t < 0) return false;
    triangleNormalInto(N, ax, ay, az, bx, by, bz, cx, cy, cz, -entrySide, ABx, ABy, ABz);
    Px = Ax + t * ABx;
    Py = Ay + t * ABy;
    Pz = Az + t * ABz;
  } else {
    t = roundedTriangleEntry(Ax, Ay, Az, Bx, By, Bz, ax, ay, az, bx, by, bz, cx, cy, cz, r);
    if (t < 0) return false;
    const Cx = Ax + t * ABx;
    const Cy = Ay + t * ABy;
    const Cz = Az + t * ABz;
    const Q = pointScratch;
    closestOnTriangleInto(Q, Cx, Cy, Cz, ax, ay, az, bx, by, bz, cx, cy, cz);
    Px = Q[0] as number;
    Py = Q[1] as number;
    Pz = Q[2] as number;
    // (C - P)/|C - P|, which is (C - P)/r to rounding; the reversed direction of motion
    // where rounding left no direction.
    if (!unitInto(N, 0, Cx - Px, Cy - Py, Cz - Pz)) unitInto(N, 0, -ABx, -ABy, -ABz);
  }
  const Cx = Ax + t * ABx;
  const Cy = Ay + t * ABy;
  const Cz = Az + t * ABz;
  writeHit(out, N, Px, Py, Pz, t * length3(ABx, ABy, ABz), t);
  const center = out.center;
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  center.x = Cx + 0;
  center.y = Cy + 0;
  center.z = Cz + 0;
  return true;
}
