import { copySphereCastHit, createBoxCastHit } from '../hit.ts';
import type { AABB, BoxCastHit, OBB, Vec3Like } from '../types.ts';
import { checkAnyBox, checkBox, checkBoxCastHitOut, checkVec3 } from '../validate.ts';
import { boxBoxHit } from './obb.ts';

/**
 * First contact of a box moved by `motion` with a closed axis-aligned box, or `null`.
 *
 * Maths (separating axes swept over t; Gottschalk, Ericson RTCD 5.5.8): on each of the 15
 * axes L — the target's x, y, z, the moving box's three axes `u_i`, the nine
 * `u_i × e_j` — the box's projection moves at `motion·L`, so the projections overlap for
 * an interval of t; the boxes touch first at the latest start of the 15 intervals (if it
 * comes before their earliest end), and the axis of that start is the contact normal.
 * `point` is where the box's feature facing the target (vertex, edge or face) meets the
 * target's; on a patch (face on face, edge on face) its middle.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`
 *   (a three.js `Box3`: the identity rotation).
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param target - The axis-aligned box it may hit: its corners `min` and `max`.
 * @returns The first contact, as a new hit with the moving box's `center` there, or `null`
 *   when the boxes do not meet along the way.
 *
 * @formula t = \max_L t^{\text{in}}_L \le \min_L t^{\text{out}}_L,\quad \big|\,(c_T - c - t\,d)\cdot L\,\big| \le \sum_i h_i\,|u_i\cdot L| + \sum_j g_j\,|e_j\cdot L|
 *
 * @example
 * ```ts
 * // A unit crate thrown down and sideways onto a unit block lands on its top face at
 * // t = 0.5, half over it: the faces share x in [0, 0.5], z in [0, 1], whose middle is
 * // the point.
 * const crate = { min: vec3(-1, 3, 0), max: vec3(0, 4, 1) };
 * boxCastAABB(crate, vec3(1, -4, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => { point: { x: 0.25, y: 1, z: 0.5 }, normal: { x: 0, y: 1, z: 0 }, distance: 2.0615528128088303,
 * //      t: 0.5, center: { x: 0, y: 1.5, z: 0.5 } }
 * ```
 *
 * @remarks Edges. Overlapping the target at the start: `null`. Touching it at the start
 * (within 2^-40·S, S the largest input magnitude, where a hit's rounded `center` lands): a
 * hit at `t = 0` only when the motion pushes into it, `null` sliding along (within 2^-40
 * of the contact plane) or leaving. Grazing contact, edge on edge: a hit. Face on face:
 * the target's face axis, exactly (ties between axes go to the target's faces, then the
 * box's, then the edge pairs); the point is the middle of the overlap patch. A box of
 * `halfSize` 0 (`min = max`) is a point: exactly raycastAABB's hit, with `center =
 * point`. Flat boxes (2D, z = 0): rectangles. Contact beyond `motion`, zero motion: `null`.
 * @throws TypeError for a missing or non-numeric argument or a box that is neither an
 *   OBB nor an AABB; RangeError for a non-finite value, a negative `halfSize`, a zero
 *   rotation, `min` greater than `max` or an empty `Box3`.
 */
export function boxCastAABB(box: OBB | AABB, motion: Vec3Like, target: AABB): BoxCastHit | null {
  checkAnyBox('boxCastAABB', 'box', box);
  checkVec3('boxCastAABB', 'motion', motion);
  checkBox('boxCastAABB', 'target', target);
  const h = scratchHit;
  if (!boxBoxHit(box, motion, target, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link boxCastAABB} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the swept separating-axis test over the 15 axes of two boxes, as in boxCastAABB.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`.
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param target - The axis-aligned box it may hit: its corners `min` and `max`.
 * @param out - A hit made once with `createBoxCastHit()`: written on a hit, left as it was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \max_L t^{\text{in}}_L \le \min_L t^{\text{out}}_L,\quad \big|\,(c_T - c - t\,d)\cdot L\,\big| \le \sum_i h_i\,|u_i\cdot L| + \sum_j g_j\,|e_j\cdot L|
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createBoxCastHit();
 * const crate = { min: vec3(-1, 3, 0), max: vec3(0, 4, 1) };
 * boxCastAABBInto(crate, vec3(1, -4, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, hit);
 * // => true
 * hit.center;
 * // => { x: 0, y: 1.5, z: 0.5 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as boxCastAABB. A miss leaves `out`
 * as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before
 * `out` is written.
 * @throws TypeError for a missing or non-numeric argument, a box that is neither an OBB
 *   nor an AABB, or an `out` that is not a box-cast hit object; RangeError for a non-finite
 *   value, a negative `halfSize`, a zero rotation, `min` greater than `max` or an empty `Box3`.
 */
export function boxCastAABBInto(box: OBB | AABB, motion: Vec3Like, target: AABB, out: BoxCastHit): boolean {
  checkAnyBox('boxCastAABBInto', 'box', box);
  checkVec3('boxCastAABBInto', 'motion', motion);
  checkBox('boxCastAABBInto', 'target', target);
  checkBoxCastHitOut('boxCastAABBInto', 'out', out);
  return boxBoxHit(box, motion, target, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createBoxCastHit();
