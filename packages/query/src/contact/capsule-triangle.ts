import { closestSegmentTriangleInto } from '../closest-point/segment-triangle.ts';
import { copyContact, setContact } from '../hit.ts';
import { capsuleMeetsTriangle } from '../overlap/capsule-triangle.ts';
import type { Capsule, Contact, Triangle } from '../types.ts';
import { checkCapsule, checkContactOut, checkTriangle } from '../validate.ts';
import { length3, ON_SURFACE, pow2Below, unitInto } from '../vec3.ts';
import { capsuleCapsuleContact } from './capsule-capsule.ts';
import { pointTriangleInto } from './point-triangle.ts';

/**
 * The minimum translation that moves a capsule off a triangle to just touching it, or
 * `null` when they do not touch.
 *
 * Maths: with `X`, `Y` a closest pair of the axis `AB` and the triangle at distance `δ`:
 * an axis clear of the triangle is pushed along `(X - Y)/δ` by `r - δ`. An axis that
 * crosses or touches it is pushed out by the least of the exits: for the convex set
 * `K = triangle ⊕ (-axis)`, which then holds the origin, the distance to its boundary is
 * the least over its facets' normals `u` of its support `h(u) = max(u·a, u·b, u·c) -
 * min(u·A, u·B)`; the candidates are the triangle's normal `n` and `-n` (either side of its
 * plane) and `±d × e` for `d = B - A` and each edge `e` (past each edge), with the edge's
 * normal in the plane where `d` is along `e`. `depth = r + min h(u)`, `normal` that `u`.
 * `point` is the triangle's point nearest to the axis moved by `normal·depth`.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`), or `null`.
 *
 * @formula \text{depth} = \begin{cases} r - \delta & \delta > 0 \\ r + \min_u \big(\max_{y \in \triangle} u \cdot y - \min_{x \in AB} u \cdot x\big) & \delta = 0 \end{cases}
 *
 * @example
 * ```ts
 * // A capsule of radius 0.5 standing through a floor triangle from z = -1 to z = 2: out
 * // of the floor upwards is 1 + 0.5, downwards 2 + 0.5; the triangle's normal is +z.
 * const floor = { a: vec3(-4, -4), b: vec3(4, -4), c: vec3(0, 4) };
 * capsuleContactTriangle({ start: vec3(0, 0, -1), end: vec3(0, 0, 2), radius: 0.5 }, floor);
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 1 }, depth: 1.5 }
 * ```
 *
 * @remarks Edges. Just touching: `depth = 0`. Apart: `null`. An axis through the triangle:
 * out on the side (or past the edge) it reaches least beyond. An axis lying in the
 * triangle's plane across it (a 2D scene): along the triangle's own normal
 * `(b - a) × (c - a)`, `depth = r`. Ties: that normal first, then its opposite, then the
 * edges `ab`, `bc`, `ca`. `start = end` is a sphere: sphereContactTriangle's answer exactly
 * (a center on the triangle: its own normal). A degenerate triangle is its longest edge, a
 * segment: capsuleContactCapsule's answer with that segment of radius 0. Moving the capsule
 * by `normal·depth` leaves it touching. `depth` is never negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function capsuleContactTriangle(capsule: Capsule, triangle: Triangle): Contact | null {
  checkCapsule('capsuleContactTriangle', 'capsule', capsule);
  checkTriangle('capsuleContactTriangle', 'triangle', triangle);
  if (!capsuleTriangleContact(scratchOut, capsule, triangle)) return null;
  return copyContact(scratchOut);
}

/**
 * {@link capsuleContactTriangle} that writes its contact into `out` instead of allocating
 * one: true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as capsuleContactTriangle: `r - δ` along `(X - Y)/δ` for an axis clear of the
 * triangle, the least exit `r + min h(u)` for one that meets it.
 *
 * @param capsule - The capsule: its axis from `start` `A` to `end` `B` and its `radius` `r` (`>= 0`).
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula \text{depth} = \begin{cases} r - \delta & \delta > 0 \\ r + \min_u \big(\max_{y \in \triangle} u \cdot y - \min_{x \in AB} u \cdot x\big) & \delta = 0 \end{cases}
 *
 * @example
 * ```ts
 * const floor = { a: vec3(-4, -4), b: vec3(4, -4), c: vec3(0, 4) };
 * const contact = createContact();
 * capsuleContactTriangleInto({ start: vec3(0, 0, -1), end: vec3(0, 0, 2), radius: 0.5 }, floor, contact);
 * // => true
 * contact;
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 1 }, depth: 1.5 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as capsuleContactTriangle. Apart: `false`,
 * `out` as it was. `out.point` and `out.normal` are written in place and may be the very
 * objects passed as inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value or a negative radius.
 */
export function capsuleContactTriangleInto(capsule: Capsule, triangle: Triangle, out: Contact): boolean {
  checkCapsule('capsuleContactTriangleInto', 'capsule', capsule);
  checkTriangle('capsuleContactTriangleInto', 'triangle', triangle);
  checkContactOut('capsuleContactTriangleInto', 'out', out);
  return capsuleTriangleContact(out, capsule, triangle);
}

/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
/** A closest pair (X, Y, s) of the segment kernel, or a point–triangle contact (Q, n). */
const pair = new Float64Array(7);

function capsuleTriangleContact(out: Contact, capsule: Capsule, triangle: Triangle): boolean {
  const { start: A, end: B, radius: r } = capsule;
  const { a, b, c } = triangle;
  const Ax = A.x;
  const Ay = A.y;
  const Az = A.z;
  const Bx = B.x;
  const By = B.y;
  const Bz = B.z;
  const ax = a.x;
  const ay = a.y;
  const az = a.z;
  const bx = b.x;
  const by = b.y;
  const bz = b.z;
  const cx = c.x;
  const cy = c.y;
  const cz = c.z;
  if (!capsuleMeetsTriangle(Ax, Ay, Az, Bx, By, Bz, r, ax, ay, az, bx, by, bz, cx, cy, cz)) return false;
  const T = pair;
  if (Ax === Bx && Ay === By && Az === Bz) {
    // A sphere: sphereContactTriangle's answer, exactly.
    const dist = pointTriangleInto(T, Ax, Ay, Az, ax, ay, az, bx, by, bz, cx, cy, cz);
    write(out, T, Math.max(0, r - dist));
    return true;
  }
  // Relative to a, divided by one power of two: products of two lengths below.
  let e1x = bx - ax;
  let e1y = by - ay;
  let e1z = bz - az;
  let e2x = cx - ax;
  let e2y = cy - ay;
  let e2z = cz - az;
  let pAx = Ax - ax;
  let pAy = Ay - ay;
  let pAz = Az - az;
  let pBx = Bx - ax;
  let pBy = By - ay;
  let pBz = Bz - az;
  const k = pow2Below(
    Math.max(
      Math.abs(e1x),
      Math.abs(e1y),
      Math.abs(e1z),
      Math.abs(e2x),
      Math.abs(e2y),
      Math.abs(e2z),
      Math.abs(pAx),
      Math.abs(pAy),
      Math.abs(pAz),
      Math.abs(pBx),
      Math.abs(pBy),
      Math.abs(pBz),
    ),
  );
  e1x /= k;
  e1y /= k;
  e1z /= k;
  e2x /= k;
  e2y /= k;
  e2z /= k;
  pAx /= k;
  pAy /= k;
  pAz /= k;
  pBx /= k;
  pBy /= k;
  pBz /= k;
  const N = unitNormal;
  if (!unitInto(N, 0, e1y * e2z - e1z * e2y, e1z * e2x - e1x * e2z, e1x * e2y - e1y * e2x)) {
    // Degenerate: its longest edge, a capsule of radius 0.
    const lab = length3(e1x, e1y, e1z);
    const lac = length3(e2x, e2y, e2z);
    const lbc = length3(e2x - e1x, e2y - e1y, e2z - e1z);
    const useAB = lab >= lac && lab >= lbc;
    const useAC = !useAB && lac >= lbc;
    const Px = useAC ? ax : useAB ? ax : bx;
    const Py = useAC ? ay : useAB ? ay : by;
    const Pz = useAC ? az : useAB ? az : bz;
    const Qx = useAB ? bx : cx;
    const Qy = useAB ? by : cy;
    const Qz = useAB ? bz : cz;
    return capsuleCapsuleContact(out, Ax, Ay, Az, Bx, By, Bz, r, Px, Py, Pz, Qx, Qy, Qz, 0);
  }
  const dist = closestSegmentTriangleInto(T, Ax, Ay, Az, Bx, By, Bz, ax, ay, az, bx, by, bz, cx, cy, cz);
  const size = Math.max(
    Math.abs(Ax),
    Math.abs(Ay),
    Math.abs(Az),
    Math.abs(Bx),
    Math.abs(By),
    Math.abs(Bz),
    Math.abs(ax),
    Math.abs(ay),
    Math.abs(az),
    Math.abs(bx),
    Math.abs(by),
    Math.abs(bz),
    Math.abs(cx),
    Math.abs(cy),
    Math.abs(cz),
  );
  if (dist > ON_SURFACE * size) {
    // Clear of the triangle: away from its nearest point. From an end, the point–triangle
    // kernel (a face's offset exactly along its normal); else edge to axis, X - Y.
    const s = T[6] as number;
    if (s === 0 || s === 1) {
      const d = pointTriangleInto(
        T,
        s === 0 ? Ax : Bx,
        s === 0 ? Ay : By,
        s === 0 ? Az : Bz,
        ax,
        ay,
        az,
        bx,
        by,
        bz,
        cx,
        cy,
        cz,
      );
      write(out, T, Math.max(0, r - d));
      return true;
    }
    const Xx = T[0] as number;
    const Xy = T[1] as number;
    const Xz = T[2] as number;
    const Yx = T[3] as number;
    const Yy = T[4] as number;
    const Yz = T[5] as number;
    unitInto(T, 3, Xx - Yx, Xy - Yy, Xz - Yz);
    T[0] = Yx;
    T[1] = Yy;
    T[2] = Yz;
    write(out, T, Math.max(0, r - dist));
    return true;
  }
  // The axis meets the triangle: the least exit of K = triangle ⊕ (-axis).
  const dx = pBx - pAx;
  const dy = pBy - pAy;
  const dz = pBz - pAz;
  best = Infinity;
  const nx = N[0] as number;
  const ny = N[1] as number;
  const nz = N[2] as number;
  exit(nx, ny, nz, e1x, e1y, e1z, e2x, e2y, e2z, pAx, pAy, pAz, pBx, pBy, pBz);
  exit(-nx, -ny, -nz, e1x, e1y, e1z, e2x, e2y, e2z, pAx, pAy, pAz, pBx, pBy, pBz);
  for (let i = 0; i < 3; i++) {
    // Edge p -> q of the triangle 0, e1, e2.
    const ex = i === 0 ? e1x : i === 1 ? e2x - e1x : -e2x;
    const ey = i === 0 ? e1y : i === 1 ? e2y - e1y : -e2y;
    const ez = i === 0 ? e1z : i === 1 ? e2z - e1z : -e2z;
    const U = candidate;
    // d × e, or where d is along e, the edge's outward normal in the plane, e × n.
    if (
      unitInto(U, 0, dy * ez - dz * ey, dz * ex - dx * ez, dx * ey - dy * ex) ||
      unitInto(U, 0, ey * nz - ez * ny, ez * nx - ex * nz, ex * ny - ey * nx)
    ) {
      const ux = U[0] as number;
      const uy = U[1] as number;
      const uz = U[2] as number;
      exit(ux, uy, uz, e1x, e1y, e1z, e2x, e2y, e2z, pAx, pAy, pAz, pBx, pBy, pBz);
      exit(-ux, -uy, -uz, e1x, e1y, e1z, e2x, e2y, e2z, pAx, pAy, pAz, pBx, pBy, pBz);
    }
  }
  const depth = Math.max(0, r + best * k);
  const ux = bestU[0] as number;
  const uy = bestU[1] as number;
  const uz = bestU[2] as number;
  // Where they touch once moved: the triangle's point nearest to the moved axis.
  closestSegmentTriangleInto(
    T,
    Ax + ux * depth,
    Ay + uy * depth,
    Az + uz * depth,
    Bx + ux * depth,
    By + uy * depth,
    Bz + uz * depth,
    ax,
    ay,
    az,
    bx,
    by,
    bz,
    cx,
    cy,
    cz,
  );
  setContact(out, T[3] as number, T[4] as number, T[5] as number, ux, uy, uz, depth);
  return true;
}

/** Writes the point `T[0…2]` and normal `T[3…5]` of a point–triangle contact into `out`. */
function write(out: Contact, T: Float64Array, depth: number): void {
  setContact(
    out,
    T[0] as number,
    T[1] as number,
    T[2] as number,
    T[3] as number,
    T[4] as number,
    T[5] as number,
    depth,
  );
}

const unitNormal = new Float64Array(3);
const candidate = new Float64Array(3);
/** The least exit so far, at the scale of the scaled coordinates, and its direction. */
let best = Infinity;
const bestU = new Float64Array(3);

/**
 * Takes the unit direction `u` as the exit if its support `h(u)` of K beats the best so far
 * (strictly: ties keep the earlier candidate): `h(u) = max(0, u·e1, u·e2) - min(u·pA, u·pB)`.
 */
function exit(
  ux: number,
  uy: number,
  uz: number,
  e1x: number,
  e1y: number,
  e1z: number,
  e2x: number,
  e2y: number,
  e2z: number,
  pAx: number,
  pAy: number,
  pAz: number,
  pBx: number,
  pBy: number,
  pBz: number,
): void {
  const h =
    Math.max(0, ux * e1x + uy * e1y + uz * e1z, ux * e2x + uy * e2y + uz * e2z) -
    Math.min(ux * pAx + uy * pAy + uz * pAz, ux * pBx + uy * pBy + uz * pBz);
  if (h < best) {
    best = h;
    bestU[0] = ux + 0;
    bestU[1] = uy + 0;
    bestU[2] = uz + 0;
  }
}
