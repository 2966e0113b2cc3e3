import { copySphereCastHit, createBoxCastHit } from '../hit.ts';
import { planeHit } from '../raycast/plane.ts';
import type { AABB, BoxCastHit, OBB, Plane, Vec3, Vec3Like } from '../types.ts';
import { checkAnyBox, checkBoxCastHitOut, checkPlane, checkVec3 } from '../validate.ts';
import { length3, maxAbs3, ON_SURFACE, unitVec3Into } from '../vec3.ts';
import { pointCenter, pointEndInto, pointStartInto } from './obb.ts';
import { loadBox, M, movingIsPoint, radiusOn, writePlaneHit, type AnyBox } from './sweep.ts';

/**
 * First contact of a box moved by `motion` with a plane, or `null`.
 *
 * Maths: with `n` the plane's unit normal, the box reaches `n·x + k` from `-R` to `R`
 * about its center's `s = n·c + k`, `R = Σ h_i·|u_i·n|` (its half extent along `n`), and
 * `s` moves at `n·motion`: it first touches the plane when `|s + t·(n·motion)| = R`,
 * `t = (|s| − R) / (−side·n·motion)` from its side. The normal is `n` turned toward the
 * box; the point is the middle of the box's vertex, edge or face that lies on the plane.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`
 *   (a three.js `Box3`: the identity rotation).
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param plane - The plane `normal·p + constant = 0` (a three.js `Plane`; `normal` need not be unit).
 * @returns The first contact, as a new hit with the moving box's `center` there, or `null`
 *   when the box does not reach the plane along the way.
 *
 * @formula s = n\cdot c + k,\quad R = \textstyle\sum_i h_i\,|u_i\cdot n|,\quad t = \dfrac{|s| - R}{-\operatorname{sign}(s)\,n\cdot d},\quad \text{normal} = \operatorname{sign}(s)\,n
 *
 * @example
 * ```ts
 * // A crate turned 45° about z (a diamond; the quaternion need not be unit), dropped onto
 * // the ground y = 0: its lowest edge, √2/2 below its center, touches at x = 0.
 * const crate = { center: vec3(0, 3, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: Math.SQRT2 - 1, w: 1 } };
 * boxCastPlane(crate, vec3(0, -4, 0), { normal: vec3(0, 1, 0), constant: 0 });
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 2.2928932188134525,
 * //      t: 0.5732233047033631, center: { x: 0, y: 0.7071067811865476, z: 0 } }
 * ```
 *
 * @remarks Edges. The plane is two-sided and thin: the normal is its unit normal turned
 * toward the box (against the motion). Overlapping it at the start (the plane through the
 * box): `null`. Touching it at the start (within 2^-40·S, S the largest input magnitude,
 * the plane counting `|constant|/|normal|`): a hit at `t = 0` only when moving into it,
 * `null` sliding along (within 2^-40 of the plane) or leaving. A box of `halfSize` 0 is a
 * point: exactly raycastPlane's hit, with `center = point`; a flat box lying in the plane
 * is hit at `t = 0` when it moves off it, as a point on a plane is. Contact beyond
 * `motion`, zero motion, motion along the plane: `null`.
 * @throws TypeError for a missing or non-numeric argument or a box that is neither an OBB
 *   nor an AABB; RangeError for a non-finite value, a negative `halfSize`, a zero
 *   rotation, `min` greater than `max`, an empty `Box3` or a zero `plane.normal`.
 */
export function boxCastPlane(box: OBB | AABB, motion: Vec3Like, plane: Plane): BoxCastHit | null {
  checkAnyBox('boxCastPlane', 'box', box);
  checkVec3('boxCastPlane', 'motion', motion);
  checkPlane('boxCastPlane', 'plane', plane);
  const h = scratchHit;
  if (!boxPlaneHit(box, motion, plane, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link boxCastPlane} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the center's signed distance `s = n·c + k` reaches `±R`, `R = Σ h_i·|u_i·n|`, as
 * in boxCastPlane.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`.
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param plane - The plane `normal·p + constant = 0` (`normal` need not be unit).
 * @param out - A hit made once with `createBoxCastHit()`: written on a hit, left as it was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula s = n\cdot c + k,\quad R = \textstyle\sum_i h_i\,|u_i\cdot n|,\quad t = \dfrac{|s| - R}{-\operatorname{sign}(s)\,n\cdot d}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createBoxCastHit();
 * boxCastPlaneInto({ min: vec3(-1, 2, -1), max: vec3(1, 3, 1) }, vec3(0, -4, 0), { normal: vec3(0, 2, 0), constant: 0 }, hit);
 * // => true
 * hit;
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 2, t: 0.5,
 * //      center: { x: 0, y: 0.5, z: 0 } }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as boxCastPlane. A miss leaves `out`
 * as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before
 * `out` is written.
 * @throws TypeError for a missing or non-numeric argument, a box that is neither an OBB
 *   nor an AABB, or an `out` that is not a box-cast hit object; RangeError for a non-finite
 *   value, a negative `halfSize`, a zero rotation, `min` greater than `max`, an empty
 *   `Box3` or a zero `plane.normal`.
 */
export function boxCastPlaneInto(box: OBB | AABB, motion: Vec3Like, plane: Plane, out: BoxCastHit): boolean {
  checkAnyBox('boxCastPlaneInto', 'box', box);
  checkVec3('boxCastPlaneInto', 'motion', motion);
  checkPlane('boxCastPlaneInto', 'plane', plane);
  checkBoxCastHitOut('boxCastPlaneInto', 'out', out);
  return boxPlaneHit(box, motion, plane, out);
}

/**
 * The kernel of both forms: a point box is raycastPlane's kernel; otherwise the box's
 * extent along the plane's normal against its center's signed distance.
 */
function boxPlaneHit(box: AnyBox, d: Vec3Like, plane: Plane, out: BoxCastHit): boolean {
  const dx = d.x;
  const dy = d.y;
  const dz = d.z;
  const scale = Math.max(loadBox(M, box), maxAbs3(dx, dy, dz));
  if (movingIsPoint()) {
    if (!planeHit(pointStartInto(scratchA), pointEndInto(scratchB, dx, dy, dz), plane, out)) return false;
    pointCenter(out);
    return true;
  }
  const dLen = length3(dx, dy, dz);
  if (dLen === 0) return false; // a zero motion sweeps nothing
  const N = plane.normal;
  const n = scratchN;
  const nLen = unitVec3Into(n, N.x, N.y, N.z); // not zero: checkPlane
  const nx = n.x;
  const ny = n.y;
  const nz = n.z;
  const k = plane.constant / nLen;
  const band = ON_SURFACE * Math.max(scale, Math.abs(k));
  const s = nx * (M[0] as number) + ny * (M[1] as number) + nz * (M[2] as number) + k;
  const R = radiusOn(nx, ny, nz);
  const v = nx * dx + ny * dy + nz * dz;
  const gap = Math.abs(s) - R;
  if (gap < -band) return false; // the plane through the box: overlapping
  const touching = gap <= band;
  // The box's side: its center's, or for a flat box lying on the plane, the side it leaves.
  const side = touching && R === 0 ? (v > 0 ? -1 : 1) : s < 0 ? -1 : 1;
  // Heading in: against the side, beyond a motion along the plane.
  if (!(side * v < -ON_SURFACE * dLen)) return false;
  const t = touching ? 0 : gap / (-side * v);
  if (t > 1) return false;
  writePlaneHit(t, dx, dy, dz, nx, ny, nz, k, side, out);
  return true;
}

const scratchA: Vec3 = { x: 0, y: 0, z: 0 };
const scratchB: Vec3 = { x: 0, y: 0, z: 0 };
const scratchN: Vec3 = { x: 0, y: 0, z: 0 };

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createBoxCastHit();
