import { closestSegmentAABBInto } from '../closest-point/segment-aabb.ts';
import { copyContact, setContact } from '../hit.ts';
import { overlaps } from '../overlap/sphere-aabb.ts';
import { boxEntry } from '../raycast/aabb.ts';
import { roundedBoxEntry } from '../spherecast/aabb.ts';
import type { AABB, Capsule, Contact } from '../types.ts';
import { checkBox, checkCapsule, checkContactOut } from '../validate.ts';
import { ON_SURFACE, pow2Below, unitInto } from '../vec3.ts';
import { sphereBoxContact } from './sphere-aabb.ts';

/**
 * The minimum translation that moves a capsule out of a closed box to just touching it, or
 * `null` when they do not touch.
 *
 * Maths: with `X`, `Y` a closest pair of the axis `AB` and the box at distance `δ`: an axis
 * clear of the box is pushed along `(X - Y)/δ` by `r - δ`. An axis that enters the box (or
 * touches it) is pushed out by the least of the exits: for the convex `K = box ⊕ (-axis)`,
 * which then holds the origin, the distance to its boundary is the least over its facets'
 * normals `u` of its support `h(u) = max_box u·y - min(u·A, u·B)`; the candidates are the
 * box's faces x−, x+, y−, y+, z−, z+ and `±d × e` for `d = B - A` and each box axis `e`.
 * `depth = r + min h(u)`, `normal` that `u`; `point` is the box's point nearest to the axis
 * moved by `normal·depth`.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`), or `null`.
 *
 * @formula \text{depth} = \begin{cases} r - \delta & \delta > 0 \\ r + \min_u \big(\max_{y \in \text{box}} u \cdot y - \min_{x \in AB} u \cdot x\big) & \delta = 0 \end{cases}
 *
 * @example
 * ```ts
 * // A capsule of radius 0.5 whose axis lies inside the unit cube at height 0.75: the top
 * // face is nearest, 0.25 above it, so it is pushed up by 0.25 + 0.5.
 * capsuleContactAABB({ start: vec3(0.25, 0.75, 0.5), end: vec3(0.75, 0.75, 0.5), radius: 0.5 }, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => { point: { x: 0.25, y: 1, z: 0.5 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.75 }
 * ```
 *
 * @remarks Edges. Just touching: `depth = 0`. Apart: `null`. An axis crossing the box or
 * inside it: out through the face or past the edge it needs least to leave, ties to the
 * first of x−, x+, y−, y+, z−, z+, then the edge directions `d × x`, `d × y`, `d × z`
 * (each `+` then `−`). A capsule lying along a face touches along a segment: `point` is one
 * point of it. A box flat on an axis (a rectangle in 2D) with the axis in its plane has no
 * faces of its own on that axis: the way out stays in the plane, as sphereContactAABB's;
 * a box that is one point with the axis on it: along −x. `start = end` is a sphere:
 * sphereContactAABB's answer exactly. Moving the capsule by `normal·depth` leaves it
 * touching. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or `box.min` greater than `box.max` on an axis.
 */
export function capsuleContactAABB(capsule: Capsule, box: AABB): Contact | null {
  checkCapsule('capsuleContactAABB', 'capsule', capsule);
  checkBox('capsuleContactAABB', 'box', box);
  const A = capsule.start;
  const B = capsule.end;
  const { min, max } = box;
  const out = scratchOut;
  const r = capsule.radius;
  if (!capsuleBoxContact(out, A.x, A.y, A.z, B.x, B.y, B.z, r, min.x, min.y, min.z, max.x, max.y, max.z)) return null;
  return copyContact(out);
}

/**
 * {@link capsuleContactAABB} that writes its contact into `out` instead of allocating one:
 * true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as capsuleContactAABB: `r - δ` along `(X - Y)/δ` for an axis clear of the box,
 * the least exit `r + min h(u)` for one that meets it.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula \text{depth} = \begin{cases} r - \delta & \delta > 0 \\ r + \min_u \big(\max_{y \in \text{box}} u \cdot y - \min_{x \in AB} u \cdot x\big) & \delta = 0 \end{cases}
 *
 * @example
 * ```ts
 * const contact = createContact();
 * capsuleContactAABBInto({ start: vec3(0.25, 0.75, 0.5), end: vec3(0.75, 0.75, 0.5), radius: 0.5 }, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, contact);
 * // => true
 * contact;
 * // => { point: { x: 0.25, y: 1, z: 0.5 }, normal: { x: 0, y: 1, z: 0 }, depth: 0.75 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as capsuleContactAABB. Apart: `false`,
 * `out` as it was. `out.point` and `out.normal` are written in place and may be the very
 * objects passed as inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value, a negative radius or `box.min`
 *   greater than `box.max` on an axis.
 */
export function capsuleContactAABBInto(capsule: Capsule, box: AABB, out: Contact): boolean {
  checkCapsule('capsuleContactAABBInto', 'capsule', capsule);
  checkBox('capsuleContactAABBInto', 'box', box);
  checkContactOut('capsuleContactAABBInto', 'out', out);
  const A = capsule.start;
  const B = capsule.end;
  const { min, max } = box;
  const r = capsule.radius;
  return capsuleBoxContact(out, A.x, A.y, A.z, B.x, B.y, B.z, r, min.x, min.y, min.z, max.x, max.y, max.z);
}

/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
const pair = new Float64Array(7);
const candidate = new Float64Array(3);
/** The least exit so far (scaled) and its direction. */
let best = Infinity;
const bestU = new Float64Array(3);

/**
 * The contact of the capsule `A -> B`, radius `r`, with the closed box `[min, max]` written
 * into `out`, or false (and `out` untouched) when they do not touch: the kernel of
 * capsuleContactAABB and, in the box's own frame, of capsuleContactOBB.
 */
export function capsuleBoxContact(
  out: Contact,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  r: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): boolean {
  if (Ax === Bx && Ay === By && Az === Bz) {
    // A sphere: sphereContactAABB's answer, exactly.
    return sphereBoxContact(out, Ax, Ay, Az, r, minX, minY, minZ, maxX, maxY, maxZ);
  }
  // Touching decided as capsuleIntersectsAABB decides it.
  if (
    !overlaps(Ax, Ay, Az, r, minX, minY, minZ, maxX, maxY, maxZ) &&
    !overlaps(Bx, By, Bz, r, minX, minY, minZ, maxX, maxY, maxZ) &&
    !(r === 0
      ? boxEntry(Ax, Ay, Az, Bx, By, Bz, minX, minY, minZ, maxX, maxY, maxZ) >= 0
      : roundedBoxEntry(Ax, Ay, Az, Bx - Ax, By - Ay, Bz - Az, r, minX, minY, minZ, maxX, maxY, maxZ) >= 0)
  ) {
    return false;
  }
  const T = pair;
  const dist = closestSegmentAABBInto(T, Ax, Ay, Az, Bx, By, Bz, minX, minY, minZ, maxX, maxY, maxZ);
  const size = Math.max(
    Math.abs(Ax),
    Math.abs(Ay),
    Math.abs(Az),
    Math.abs(Bx),
    Math.abs(By),
    Math.abs(Bz),
    Math.abs(minX),
    Math.abs(minY),
    Math.abs(minZ),
    Math.abs(maxX),
    Math.abs(maxY),
    Math.abs(maxZ),
  );
  if (dist > ON_SURFACE * size) {
    // Clear of the box: away from its nearest point.
    const Yx = T[3] as number;
    const Yy = T[4] as number;
    const Yz = T[5] as number;
    unitInto(candidate, 0, (T[0] as number) - Yx, (T[1] as number) - Yy, (T[2] as number) - Yz);
    setContact(
      out,
      Yx,
      Yy,
      Yz,
      candidate[0] as number,
      candidate[1] as number,
      candidate[2] as number,
      Math.max(0, r - dist),
    );
    return true;
  }
  // The axis meets the box: the least exit of K = box ⊕ (-axis), about the box's center.
  const Cx = minX + (maxX - minX) / 2;
  const Cy = minY + (maxY - minY) / 2;
  const Cz = minZ + (maxZ - minZ) / 2;
  let hx = maxX - Cx;
  let hy = maxY - Cy;
  let hz = maxZ - Cz;
  let pAx = Ax - Cx;
  let pAy = Ay - Cy;
  let pAz = Az - Cz;
  let pBx = Bx - Cx;
  let pBy = By - Cy;
  let pBz = Bz - Cz;
  const k = pow2Below(
    Math.max(hx, hy, hz, Math.abs(pAx), Math.abs(pAy), Math.abs(pAz), Math.abs(pBx), Math.abs(pBy), Math.abs(pBz)),
  );
  hx /= k;
  hy /= k;
  hz /= k;
  pAx /= k;
  pAy /= k;
  pAz /= k;
  pBx /= k;
  pBy /= k;
  pBz /= k;
  // An axis on which the box is flat, with the capsule's axis in its plane, has no faces
  // there, and no way out off the plane (as sphereContactAABB, a rectangle in 2D).
  const flatX = minX === maxX && Ax === minX && Bx === minX;
  const flatY = minY === maxY && Ay === minY && By === minY;
  const flatZ = minZ === maxZ && Az === minZ && Bz === minZ;
  best = Infinity;
  bestU[0] = -1;
  bestU[1] = 0;
  bestU[2] = 0;
  if (!flatX) {
    exit(-1, 0, 0, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
    exit(1, 0, 0, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
  }
  if (!flatY) {
    exit(0, -1, 0, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
    exit(0, 1, 0, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
  }
  if (!flatZ) {
    exit(0, 0, -1, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
    exit(0, 0, 1, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
  }
  const dx = pBx - pAx;
  const dy = pBy - pAy;
  const dz = pBz - pAz;
  const U = candidate;
  // d × x = (0, dz, -dy), d × y = (-dz, 0, dx), d × z = (dy, -dx, 0): each lies off the
  // plane of every flat axis but its own.
  if (!flatY && !flatZ && unitInto(U, 0, 0, dz, -dy)) edgeExits(U, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
  if (!flatX && !flatZ && unitInto(U, 0, -dz, 0, dx)) edgeExits(U, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
  if (!flatX && !flatY && unitInto(U, 0, dy, -dx, 0)) edgeExits(U, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
  // No candidate at all (a point box, the axis on it): −x, as sphereContactAABB.
  const depth = Math.max(0, r + (best === Infinity ? 0 : best * k));
  const ux = bestU[0];
  const uy = bestU[1];
  const uz = bestU[2];
  // Where they touch once moved: the box's point nearest to the moved axis.
  closestSegmentAABBInto(
    T,
    Ax + ux * depth,
    Ay + uy * depth,
    Az + uz * depth,
    Bx + ux * depth,
    By + uy * depth,
    Bz + uz * depth,
    minX,
    minY,
    minZ,
    maxX,
    maxY,
    maxZ,
  );
  setContact(out, T[3] as number, T[4] as number, T[5] as number, ux, uy, uz, depth);
  return true;
}

function edgeExits(
  U: Float64Array,
  hx: number,
  hy: number,
  hz: number,
  pAx: number,
  pAy: number,
  pAz: number,
  pBx: number,
  pBy: number,
  pBz: number,
): void {
  const ux = U[0] as number;
  const uy = U[1] as number;
  const uz = U[2] as number;
  exit(ux, uy, uz, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
  exit(-ux, -uy, -uz, hx, hy, hz, pAx, pAy, pAz, pBx, pBy, pBz);
}

/**
 * Takes the unit direction `u` as the exit if its support `h(u) = Σ|u_i|·h_i - min(u·pA,
 * u·pB)` (the box `[-h, h]`) beats the best so far; ties keep the earlier candidate.
 */
function exit(
  ux: number,
  uy: number,
  uz: number,
  hx: number,
  hy: number,
  hz: number,
  pAx: number,
  pAy: number,
  pAz: number,
  pBx: number,
  pBy: number,
  pBz: number,
): void {
  const h =
    Math.abs(ux) * hx +
    Math.abs(uy) * hy +
    Math.abs(uz) * hz -
    Math.min(ux * pAx + uy * pAy + uz * pAz, ux * pBx + uy * pBy + uz * pBz);
  if (h < best) {
    best = h;
    bestU[0] = ux + 0;
    bestU[1] = uy + 0;
    bestU[2] = uz + 0;
  }
}
