// Whether an axis-aligned box and an oriented box overlap, for the scene (CONTRACT-v2, "Scene
// pairs with no function of their own"): internal, not exported from index.ts, and without
// argument checks, which the scene makes once when a shape is added.
import { createRotation, rotateInto, setRotation } from '../quat.ts';
import type { AABB, OBB, Vec3 } from '../types.ts';
import { ON_SURFACE } from '../vec3.ts';

/**
 * Whether the closed boxes `box` and `obb` share a point (touching counts), by the separating
 * axis theorem (Gottschalk; Ericson, RTCD 4.4.1): two convex boxes are apart exactly when
 * their projections are apart on one of 15 axes, the three axes of each box and the nine
 * cross products of an axis of one with an axis of the other. With `a` the half sizes of
 * `box` about its center, `b` and `u_j = q(e_j)` those of `obb`, `T` from one center to
 * the other and `R_ij = e_i · u_j`, an axis `L` separates when `|T·L| > ra + rb`, the two
 * boxes' projected radii on it.
 *
 * Where an edge of one is parallel to an edge of the other their cross product is (nearly)
 * zero, and the test on it compares rounding with rounding: every |R_ij| is taken 2^-40
 * larger (Ericson's epsilon, here relative: it widens each radius by 2^-40 of the boxes'
 * sizes), so that such an axis never separates boxes that overlap, at the price of counting
 * boxes apart by less than that as touching; and as the computed axes are unit only to
 * rounding, `T·L` is allowed 2^-40 of `|T|` more. For quarter turns (quaternion components 0 and
 * ±1) every R_ij is exactly 0 or ±1, and boxes that share a face, an edge or a corner at
 * dyadic coordinates touch exactly.
 */
export function aabbOverlapsOBB(box: AABB, obb: OBB): boolean {
  const { min, max } = box;
  // The axis-aligned box's center and half sizes.
  const a0 = (max.x - min.x) / 2;
  const a1 = (max.y - min.y) / 2;
  const a2 = (max.z - min.z) / 2;
  const c = obb.center;
  const T0 = c.x - (min.x + max.x) / 2;
  const T1 = c.y - (min.y + max.y) / 2;
  const T2 = c.z - (min.z + max.z) / 2;
  const h = obb.halfSize;
  const b0 = h.x;
  const b1 = h.y;
  const b2 = h.z;
  // The oriented box's axes, the columns of R.
  const Q = setRotation(scratchRotation, obb.rotation);
  const u = scratchVec;
  rotateInto(u, Q, 1, 0, 0);
  const R00 = u.x;
  const R10 = u.y;
  const R20 = u.z;
  rotateInto(u, Q, 0, 1, 0);
  const R01 = u.x;
  const R11 = u.y;
  const R21 = u.z;
  rotateInto(u, Q, 0, 0, 1);
  const R02 = u.x;
  const R12 = u.y;
  const R22 = u.z;
  const e = ON_SURFACE;
  // The rounding of T·L, for the computed axes are unit only to rounding: 2^-40 of |T|.
  const s = e * (Math.abs(T0) + Math.abs(T1) + Math.abs(T2));
  const M00 = Math.abs(R00) + e;
  const M01 = Math.abs(R01) + e;
  const M02 = Math.abs(R02) + e;
  const M10 = Math.abs(R10) + e;
  const M11 = Math.abs(R11) + e;
  const M12 = Math.abs(R12) + e;
  const M20 = Math.abs(R20) + e;
  const M21 = Math.abs(R21) + e;
  const M22 = Math.abs(R22) + e;
  // The axis-aligned box's axes e_i.
  if (Math.abs(T0) > a0 + (b0 * M00 + b1 * M01 + b2 * M02) + s) return false;
  if (Math.abs(T1) > a1 + (b0 * M10 + b1 * M11 + b2 * M12) + s) return false;
  if (Math.abs(T2) > a2 + (b0 * M20 + b1 * M21 + b2 * M22) + s) return false;
  // The oriented box's axes u_j: T·u_j against its half size.
  if (Math.abs(T0 * R00 + T1 * R10 + T2 * R20) > a0 * M00 + a1 * M10 + a2 * M20 + b0 + s) return false;
  if (Math.abs(T0 * R01 + T1 * R11 + T2 * R21) > a0 * M01 + a1 * M11 + a2 * M21 + b1 + s) return false;
  if (Math.abs(T0 * R02 + T1 * R12 + T2 * R22) > a0 * M02 + a1 * M12 + a2 * M22 + b2 + s) return false;
  // e_0 × u_j = (0, -R2j, R1j).
  if (Math.abs(T2 * R10 - T1 * R20) > a1 * M20 + a2 * M10 + (b1 * M02 + b2 * M01) + s) return false;
  if (Math.abs(T2 * R11 - T1 * R21) > a1 * M21 + a2 * M11 + (b0 * M02 + b2 * M00) + s) return false;
  if (Math.abs(T2 * R12 - T1 * R22) > a1 * M22 + a2 * M12 + (b0 * M01 + b1 * M00) + s) return false;
  // e_1 × u_j = (R2j, 0, -R0j).
  if (Math.abs(T0 * R20 - T2 * R00) > a0 * M20 + a2 * M00 + (b1 * M12 + b2 * M11) + s) return false;
  if (Math.abs(T0 * R21 - T2 * R01) > a0 * M21 + a2 * M01 + (b0 * M12 + b2 * M10) + s) return false;
  if (Math.abs(T0 * R22 - T2 * R02) > a0 * M22 + a2 * M02 + (b0 * M11 + b1 * M10) + s) return false;
  // e_2 × u_j = (-R1j, R0j, 0).
  if (Math.abs(T1 * R00 - T0 * R10) > a0 * M10 + a1 * M00 + (b1 * M22 + b2 * M21) + s) return false;
  if (Math.abs(T1 * R01 - T0 * R11) > a0 * M11 + a1 * M01 + (b0 * M22 + b2 * M20) + s) return false;
  if (Math.abs(T1 * R02 - T0 * R12) > a0 * M12 + a1 * M02 + (b0 * M21 + b1 * M20) + s) return false;
  return true;
}

const scratchRotation = createRotation();
const scratchVec: Vec3 = { x: 0, y: 0, z: 0 };
