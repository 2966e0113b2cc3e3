import { copySphereCastHit, createBoxCastHit } from '../hit.ts';
import { triangleHit } from '../raycast/triangle.ts';
import type { AABB, BoxCastHit, OBB, Triangle, Vec3, Vec3Like } from '../types.ts';
import { checkAnyBox, checkBoxCastHitOut, checkTriangle, checkVec3 } from '../validate.ts';
import { maxAbs3 } from '../vec3.ts';
import { pointCenter, pointEndInto, pointStartInto } from './obb.ts';
import { loadBox, loadTriangle, M, movingIsPoint, sweep, TRIANGLE, writeBoxHit, type AnyBox } from './sweep.ts';

/**
 * First contact of a box moved by `motion` with a closed triangle, or `null`.
 *
 * Maths (separating axes swept over t; Akenine-Möller's 13 axes): on the triangle's
 * normal, the box's three axes `u_i` and the nine `u_i × e_j` with its edges `e_j`
 * (Ericson, RTCD 5.2.9 and 5.5.8), the box's projection moves at `motion·L`, so the projections
 * overlap for an interval of t; the first contact is the latest start of these intervals
 * (if it comes before their earliest end), and the axis of that start is the normal.
 * `point` is where the box's feature facing the triangle meets the triangle's.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`
 *   (a three.js `Box3`: the identity rotation).
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param triangle - The triangle it may hit: its vertices `a`, `b`, `c`.
 * @returns The first contact, as a new hit with the moving box's `center` there, or `null`
 *   when the box does not meet the triangle along the way.
 *
 * @formula t = \max_L t^{\text{in}}_L \le \min_L t^{\text{out}}_L,\quad L \in \{\, n,\ u_i,\ u_i \times e_j \,\},\quad [\min_k p_k\cdot L,\ \max_k p_k\cdot L] \cap \big[(c + t\,d)\cdot L \pm \textstyle\sum_i h_i |u_i\cdot L|\big] \ne \varnothing
 *
 * @example
 * ```ts
 * // A unit crate dropped onto a floor triangle: its bottom face lands flat on it at
 * // y = 0 after 1 of 2; the touching patch is the square under the crate.
 * const floor = { a: vec3(-4, 0, -4), b: vec3(4, 0, -4), c: vec3(0, 0, 4) };
 * boxCastTriangle({ min: vec3(-0.5, 1, -0.5), max: vec3(0.5, 2, 0.5) }, vec3(0, -2, 0), floor);
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 1, t: 0.5,
 * //      center: { x: 0, y: 0.5, z: 0 } }
 * ```
 *
 * @remarks Edges. The triangle is two-sided and thin: the normal is its unit normal
 * turned toward the box (against the motion). Overlapping it at the start (the triangle
 * through the box): `null`. Touching it at the start (within 2^-40·S, S the largest input
 * magnitude): a hit at `t = 0` only when the motion pushes into it, `null` sliding along or
 * leaving. Grazing contact, an edge of the box on an edge of the triangle: a hit. A box
 * of `halfSize` 0 is a point: exactly raycastTriangle's hit, with `center = point`. A
 * degenerate triangle is hit as the segment or point it is. Contact beyond `motion`, zero
 * motion: `null`.
 * @throws TypeError for a missing or non-numeric argument or a box that is neither an OBB
 *   nor an AABB; RangeError for a non-finite value, a negative `halfSize`, a zero
 *   rotation, `min` greater than `max` or an empty `Box3`.
 */
export function boxCastTriangle(box: OBB | AABB, motion: Vec3Like, triangle: Triangle): BoxCastHit | null {
  checkAnyBox('boxCastTriangle', 'box', box);
  checkVec3('boxCastTriangle', 'motion', motion);
  checkTriangle('boxCastTriangle', 'triangle', triangle);
  const h = scratchHit;
  if (!boxTriangleHit(box, motion, triangle, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link boxCastTriangle} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the swept separating-axis test over the 13 axes of a box and a triangle, as in
 * boxCastTriangle.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`.
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param triangle - The triangle it may hit: its vertices `a`, `b`, `c`.
 * @param out - A hit made once with `createBoxCastHit()`: written on a hit, left as it was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \max_L t^{\text{in}}_L \le \min_L t^{\text{out}}_L,\quad L \in \{\, n,\ u_i,\ u_i \times e_j \,\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createBoxCastHit();
 * const floor = { a: vec3(-4, 0, -4), b: vec3(4, 0, -4), c: vec3(0, 0, 4) };
 * boxCastTriangleInto({ min: vec3(-0.5, 1, -0.5), max: vec3(0.5, 2, 0.5) }, vec3(0, -2, 0), floor, hit);
 * // => true
 * hit.center;
 * // => { x: 0, y: 0.5, z: 0 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as boxCastTriangle. A miss leaves
 * `out` as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before
 * `out` is written.
 * @throws TypeError for a missing or non-numeric argument, a box that is neither an OBB
 *   nor an AABB, or an `out` that is not a box-cast hit object; RangeError for a non-finite
 *   value, a negative `halfSize`, a zero rotation, `min` greater than `max` or an empty `Box3`.
 */
export function boxCastTriangleInto(box: OBB | AABB, motion: Vec3Like, triangle: Triangle, out: BoxCastHit): boolean {
  checkAnyBox('boxCastTriangleInto', 'box', box);
  checkVec3('boxCastTriangleInto', 'motion', motion);
  checkTriangle('boxCastTriangleInto', 'triangle', triangle);
  checkBoxCastHitOut('boxCastTriangleInto', 'out', out);
  return boxTriangleHit(box, motion, triangle, out);
}

/** The kernel of both forms: a point box is raycastTriangle's kernel; else the swept test. */
function boxTriangleHit(box: AnyBox, d: Vec3Like, triangle: Triangle, out: BoxCastHit): boolean {
  const dx = d.x;
  const dy = d.y;
  const dz = d.z;
  const S = Math.max(loadBox(M, box), maxAbs3(dx, dy, dz));
  if (movingIsPoint()) {
    if (!triangleHit(pointStartInto(scratchA), pointEndInto(scratchB, dx, dy, dz), triangle, out)) return false;
    pointCenter(out);
    return true;
  }
  const t = sweep(TRIANGLE, dx, dy, dz, Math.max(S, loadTriangle(triangle)));
  if (t < 0) return false;
  writeBoxHit(TRIANGLE, t, dx, dy, dz, out);
  return true;
}

const scratchA: Vec3 = { x: 0, y: 0, z: 0 };
const scratchB: Vec3 = { x: 0, y: 0, z: 0 };

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createBoxCastHit();
