import { copySphereCastHit, createSphereCastHit } from '../hit.ts';
import { planeNormalInto, slabEntry, writeHit } from '../raycast/plane.ts';
import type { Plane, SphereCastHit, Vec3Like } from '../types.ts';
import { checkCastHitOut, checkPlane, checkRadius, checkSegment } from '../validate.ts';
import { length3 } from '../vec3.ts';

/**
 * First contact of a sphere of `radius` whose center moves from `origin` to `end` with
 * the plane `normal·p + constant = 0`, or `null`.
 *
 * Maths: the sphere touches the plane when its center is on the slab's face
 * `(n·C + c)/|n| = ±radius`, so this is a raycast of the center against the slab
 * `|n·p + c| <= radius·|n|`: from the origin's side `s = sign(n·A + c)`,
 * `t = (dA - s·R)/(dA - dB)` with `dA = n·A + c`, `dB = n·B + c`, `R = radius·|n|`. Then
 * `center = A + t·AB`, `normal = s·n/|n|`, `point = center - radius·normal`.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this {@link raycastPlane}.
 * @param plane - The plane: its `normal` `n` (any length but zero) and `constant` `c`.
 * @returns The first contact, as a new hit with the moving center, or `null` when the sphere
 *   does not reach the plane along the way.
 *
 * @formula t = \frac{d_A - s\,R}{d_A - d_B},\ d_X = n \cdot X + c,\ R = \text{radius}\,\lvert n \rvert,\ s = \operatorname{sign} d_A
 *
 * @example
 * ```ts
 * // A ball of radius 1 dropped from (0, 5) to (0, -5) onto the floor y = 0: the center
 * // stops at y = 1, 40 % of the way, and touches the floor at (0, 0).
 * sphereCastPlane(vec3(0, 5), vec3(0, -5), 1, { normal: vec3(0, 1), constant: 0 });
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 4, t: 0.4,
 * //      center: { x: 0, y: 1, z: 0 } }
 * ```
 *
 * @remarks Edges. Starting strictly within `radius` of the plane (overlapping it): `null`.
 * Starting `radius` away (to within 2^-40·S, S the largest input magnitude, where the
 * rounded `center` of a hit lands): a hit at `t = 0` if moving towards the plane, `null` if
 * moving away or parallel (within 2^-40 of it). Parallel segment, contact beyond `end`, zero-length segment:
 * `null`. The plane is two-sided: the sphere stops on whichever side it comes from.
 * `radius = 0` gives exactly {@link raycastPlane}'s hit (an origin on the plane, not
 * parallel, is a hit at `t = 0`), with `center = point`.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or a zero `plane.normal`.
 */
export function sphereCastPlane(origin: Vec3Like, end: Vec3Like, radius: number, plane: Plane): SphereCastHit | null {
  checkSegment('sphereCastPlane', origin, end);
  checkRadius('sphereCastPlane', 'radius', radius);
  checkPlane('sphereCastPlane', 'plane', plane);
  const h = scratchHit;
  if (!slabHit(origin, end, radius, plane, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link sphereCastPlane} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: `t = (dA - s·R)/(dA - dB)`, `R = radius·|n|`, as in sphereCastPlane.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`).
 * @param plane - The plane: its `normal` `n` (any length but zero) and `constant` `c`.
 * @param out - A hit made once with `createSphereCastHit()`: written on a hit, left as it was
 *   on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \frac{d_A - s\,R}{d_A - d_B},\ d_X = n \cdot X + c,\ R = \text{radius}\,\lvert n \rvert,\ s = \operatorname{sign} d_A
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createSphereCastHit();
 * sphereCastPlaneInto(vec3(0, 5), vec3(0, -5), 1, { normal: vec3(0, 1), constant: 0 }, hit);
 * // => true
 * hit.center;
 * // => { x: 0, y: 1, z: 0 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as sphereCastPlane. A miss leaves
 * `out` as it was. `out.point`, `out.normal` and `out.center` are written in place and may
 * be the very objects passed as inputs: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   sphere-cast hit object; RangeError for a non-finite value, a negative radius or a
 *   zero `plane.normal`.
 */
export function sphereCastPlaneInto(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  plane: Plane,
  out: SphereCastHit,
): boolean {
  checkSegment('sphereCastPlaneInto', origin, end);
  checkRadius('sphereCastPlaneInto', 'radius', radius);
  checkPlane('sphereCastPlaneInto', 'plane', plane);
  checkCastHitOut('sphereCastPlaneInto', 'out', out);
  return slabHit(origin, end, radius, plane, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createSphereCastHit();

/** The unit normal of the last hit, for slabHit to copy. */
const normalScratch = new Float64Array(3);

/**
 * The object and `…Into` forms' one record: whether the sphere reaches the plane and, on
 * a hit, everything written into `out`. A miss writes nothing; every input is read before
 * anything is written.
 *
 * Maths: `t` from slabEntry with `R = radius·|n|`; `C = A + t·AB`, `N = s·n/|n|` (against
 * the motion), `P = C - radius·N`, `distance = t·|AB|`.
 */
function slabHit(A: Vec3Like, B: Vec3Like, radius: number, plane: Plane, out: SphereCastHit): boolean {
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
  const t = slabEntry(Ax, Ay, Az, Bx, By, Bz, nx, ny, nz, plane.constant, radius * length3(nx, ny, nz));
  if (t < 0) return false;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  // On a hit the segment moves towards the plane, so against the motion is the origin's side.
  const N = normalScratch;
  planeNormalInto(N, nx, ny, nz, ABx, ABy, ABz);
  const Cx = Ax + t * ABx;
  const Cy = Ay + t * ABy;
  const Cz = Az + t * ABz;
  const r = radius;
  writeHit(
    out,
    N,
    Cx - r * (N[0] as number),
    Cy - r * (N[1] as number),
    Cz - r * (N[2] as number),
    t * length3(ABx, ABy, ABz),
    t,
  );
  const center = out.center;
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  center.x = Cx + 0;
  center.y = Cy + 0;
  center.z = Cz + 0;
  return true;
}
