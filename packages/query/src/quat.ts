// Rotation by a quaternion, shared by the oriented-box queries (BOX's part of v2) and any
// query that carries points into a rotated shape's own frame and back. On scalar
// components, writing into vectors it is given: nothing is allocated.
//
// The quaternion need not be unit length. For q = (u, w), u = (x, y, z), the rotation by
// q/|q| is  v' = v + (2/|q|²)·(w (u × v) + u × (u × v)),  computed as
//   t = (2/|q|²)(u × v),   v' = v + w t + u × t,
// without ever normalizing q: for the quaternions of quarter turns, whose components are
// 0 and ±1 (|q|² = 1, 2 or 4), every step is exact, so a box turned by a multiple of 90°
// is exactly the box it should be, faces and edges on the same lines as the exact answer.
import type { QuatLike, Vec3 } from './types.ts';
import { pow2Below, SAFE_MAX, SAFE_MIN } from './vec3.ts';

/** A quaternion ready to rotate with: `q` scaled by a power of two, and `k = 2/|q|²`. */
export interface Rotation {
  x: number;
  y: number;
  z: number;
  w: number;
  k: number;
}

/** A new rotation, the identity until setRotation writes one. */
export function createRotation(): Rotation {
  return { x: 0, y: 0, z: 0, w: 1, k: 2 };
}

/**
 * Writes into `out` the rotation by `q / |q|` (`q` finite and not zero). A quaternion of
 * any size works: one outside the range where |q|² is safe is first scaled, exactly, by a
 * power of two.
 */
export function setRotation(out: Rotation, q: QuatLike): Rotation {
  let { x, y, z, w } = q;
  let n2 = x * x + y * y + z * z + w * w;
  if (!(n2 > SAFE_MIN && n2 < SAFE_MAX)) {
    const s = pow2Below(Math.max(Math.abs(x), Math.abs(y), Math.abs(z), Math.abs(w)));
    x /= s;
    y /= s;
    z /= s;
    w /= s;
    n2 = x * x + y * y + z * z + w * w;
  }
  out.x = x;
  out.y = y;
  out.z = z;
  out.w = w;
  out.k = 2 / n2;
  return out;
}

/** Writes into `out` the vector `(vx, vy, vz)` rotated by `R`; `out` may be any vector. */
export function rotateInto(out: Vec3, R: Rotation, vx: number, vy: number, vz: number): Vec3 {
  return turn(out, R.x, R.y, R.z, R.w, R.k, vx, vy, vz);
}

/** Writes into `out` the vector `(vx, vy, vz)` rotated by the inverse of `R`. */
export function inverseRotateInto(out: Vec3, R: Rotation, vx: number, vy: number, vz: number): Vec3 {
  // The inverse of a unit quaternion is its conjugate, (−u, w).
  return turn(out, -R.x, -R.y, -R.z, R.w, R.k, vx, vy, vz);
}

function turn(
  out: Vec3,
  ux: number,
  uy: number,
  uz: number,
  w: number,
  k: number,
  vx: number,
  vy: number,
  vz: number,
): Vec3 {
  const tx = k * (uy * vz - uz * vy);
  const ty = k * (uz * vx - ux * vz);
  const tz = k * (ux * vy - uy * vx);
  out.x = vx + w * tx + (uy * tz - uz * ty);
  out.y = vy + w * ty + (uz * tx - ux * tz);
  out.z = vz + w * tz + (ux * ty - uy * tx);
  return out;
}
