import { copySphereCastHit, createBoxCastHit } from '../hit.ts';
import { boxHit } from '../raycast/aabb.ts';
import { obbHit } from '../raycast/obb.ts';
import type { AABB, BoxCastHit, OBB, Vec3, Vec3Like } from '../types.ts';
import { checkAnyBox, checkBoxCastHitOut, checkVec3 } from '../validate.ts';
import { maxAbs3 } from '../vec3.ts';
import { BOX, isAABB, loadBox, M, movingIsPoint, sweep, T, writeBoxHit, type AnyBox } from './sweep.ts';

/**
 * First contact of a box moved by `motion` with a closed oriented box, or `null`.
 *
 * Maths (separating axes swept over t; Gottschalk, Ericson RTCD 5.5.8): on each of the 15
 * axes L — the target's three face normals `v_j`, the box's three `u_i`, the nine
 * `u_i × v_j` — the box's projection moves at `motion·L`, so the projections overlap for
 * an interval of t; the boxes touch first at the latest start of the 15 intervals (if it
 * comes before their earliest end), and the axis of that start is the contact normal.
 * `point` is where the box's feature facing the target (vertex, edge or face) meets the
 * target's; on a patch (face on face, edge on face) its middle.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`
 *   (a three.js `Box3`: the identity rotation).
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param target - The oriented box it may hit (an AABB works too).
 * @returns The first contact, as a new hit with the moving box's `center` there, or `null`
 *   when the boxes do not meet along the way.
 *
 * @formula t = \max_L t^{\text{in}}_L \le \min_L t^{\text{out}}_L,\quad \big|\,(c_T - c - t\,d)\cdot L\,\big| \le \sum_i h_i\,|u_i\cdot L| + \sum_j g_j\,|v_j\cdot L|
 *
 * @example
 * ```ts
 * // A unit crate pushed along x into a 2 × 2 × 2 block turned 90° about z: its face
 * // x = -3 meets the block's face x = -1 after 2 of 5.
 * const block = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * boxCastOBB({ min: vec3(-4, -0.5, -0.5), max: vec3(-3, 0.5, 0.5) }, vec3(5, 0, 0), block);
 * // => { point: { x: -1, y: 0, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 2, t: 0.4,
 * //      center: { x: -1.5, y: 0, z: 0 } }
 * ```
 *
 * @remarks Edges. Overlapping the target at the start: `null`. Touching it at the start
 * (within 2^-40·S, S the largest input magnitude, where a hit's rounded `center` lands): a
 * hit at `t = 0` only when the motion pushes into it, `null` sliding along (within 2^-40
 * of the contact plane) or leaving. Grazing contact, edge on edge: a hit. Face on face:
 * the target's face normal (ties between axes go to the target's faces, then the box's,
 * then the edge pairs); the point is the middle of the overlap patch. A box of `halfSize`
 * 0 is a point: exactly raycastOBB's hit, with `center = point`. Flat boxes (2D, z = 0):
 * rectangles. Edges that are parallel give no axis (their cross product is below 2^-40).
 * Contact beyond `motion`, zero motion: `null`.
 * @throws TypeError for a missing or non-numeric argument or a box that is neither an
 *   OBB nor an AABB; RangeError for a non-finite value, a negative `halfSize`, a zero
 *   rotation, `min` greater than `max` or an empty `Box3`.
 */
export function boxCastOBB(box: OBB | AABB, motion: Vec3Like, target: OBB | AABB): BoxCastHit | null {
  checkAnyBox('boxCastOBB', 'box', box);
  checkVec3('boxCastOBB', 'motion', motion);
  checkAnyBox('boxCastOBB', 'target', target);
  const h = scratchHit;
  if (!boxBoxHit(box, motion, target, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link boxCastOBB} that writes its hit into `out` instead of allocating one: true and
 * `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the swept separating-axis test over the 15 axes of two boxes, as in boxCastOBB.
 *
 * @param box - The moving box: an OBB `{center, halfSize, rotation}` or an AABB `{min, max}`.
 * @param motion - `d`: the box sweeps from where it is to where it is plus `d`.
 * @param target - The oriented box it may hit (an AABB works too).
 * @param out - A hit made once with `createBoxCastHit()`: written on a hit, left as it was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \max_L t^{\text{in}}_L \le \min_L t^{\text{out}}_L,\quad \big|\,(c_T - c - t\,d)\cdot L\,\big| \le \sum_i h_i\,|u_i\cdot L| + \sum_j g_j\,|v_j\cdot L|
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createBoxCastHit();
 * const block = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
 * boxCastOBBInto({ min: vec3(-4, -0.5, -0.5), max: vec3(-3, 0.5, 0.5) }, vec3(5, 0, 0), block, hit);
 * // => true
 * hit.center;
 * // => { x: -1.5, y: 0, z: 0 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as boxCastOBB. A miss leaves `out` as
 * it was. `out.point`, `out.normal` and `out.center` are written in place, never replaced,
 * and may be the very objects passed as inputs: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument, a box that is neither an OBB
 *   nor an AABB, or an `out` that is not a box-cast hit object; RangeError for a non-finite
 *   value, a negative `halfSize`, a zero rotation, `min` greater than `max` or an empty `Box3`.
 */
export function boxCastOBBInto(box: OBB | AABB, motion: Vec3Like, target: OBB | AABB, out: BoxCastHit): boolean {
  checkAnyBox('boxCastOBBInto', 'box', box);
  checkVec3('boxCastOBBInto', 'motion', motion);
  checkAnyBox('boxCastOBBInto', 'target', target);
  checkBoxCastHitOut('boxCastOBBInto', 'out', out);
  return boxBoxHit(box, motion, target, out);
}

/**
 * The kernel of boxCastOBB and boxCastAABB: a box moved by `d` against a box target. A box
 * of no size is the raycast of its center (raycastAABB's or raycastOBB's own kernel, to the
 * last bit); otherwise the swept separating-axis test.
 */
export function boxBoxHit(box: AnyBox, d: Vec3Like, target: AnyBox, out: BoxCastHit): boolean {
  const dx = d.x;
  const dy = d.y;
  const dz = d.z;
  const S = Math.max(loadBox(M, box), maxAbs3(dx, dy, dz));
  if (movingIsPoint()) {
    const A = pointStartInto(scratchA);
    const B = pointEndInto(scratchB, dx, dy, dz);
    if (!(isAABB(target) ? boxHit(A, B, target, out) : obbHit(A, B, target, out))) return false;
    pointCenter(out);
    return true;
  }
  const t = sweep(BOX, dx, dy, dz, Math.max(S, loadBox(T, target)));
  if (t < 0) return false;
  writeBoxHit(BOX, t, dx, dy, dz, out);
  return true;
}

/** The point box's place, from M. */
export function pointStartInto(A: Vec3): Vec3 {
  A.x = M[0] as number;
  A.y = M[1] as number;
  A.z = M[2] as number;
  return A;
}

/** The point box's place plus `d`: the end of its segment. */
export function pointEndInto(B: Vec3, dx: number, dy: number, dz: number): Vec3 {
  B.x = (M[0] as number) + dx;
  B.y = (M[1] as number) + dy;
  B.z = (M[2] as number) + dz;
  return B;
}

/** A point box's center at contact is the contact itself, as a radius-0 sphere cast's. */
export function pointCenter(out: BoxCastHit): void {
  const P = out.point;
  const C = out.center;
  C.x = P.x;
  C.y = P.y;
  C.z = P.z;
}

const scratchA: Vec3 = { x: 0, y: 0, z: 0 };
const scratchB: Vec3 = { x: 0, y: 0, z: 0 };

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createBoxCastHit();
