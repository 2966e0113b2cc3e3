import { segmentParameter } from '../closest-point/segment.ts';
import { pointWithin } from '../overlap/sphere-capsule.ts';
import type { Capsule, Contact, Sphere } from '../types.ts';
import { checkCapsule, checkSphere } from '../validate.ts';
import { length3, unitInto } from '../vec3.ts';

/** The normal, computed in place before the contact is allocated. */
const normalScratch = new Float64Array(3);

/**
 * How a sphere touches or overlaps a capsule: the capsule's surface point nearest to the
 * sphere's center, the unit normal out of the capsule through it and the depth to push the
 * sphere out along it; `null` when they do not touch.
 *
 * Maths: with `X` the axis point nearest to the center `S` and `δ = |S - X|`, the signed
 * distance from `S` to the capsule is `δ - r`; `normal = (S - X)/δ`,
 * `point = X + r·normal`, `depth = rs - (δ - r) = rs + r - δ`. On the axis (`δ = 0`) any
 * direction square to the axis serves (here `(-dy, dx, 0)` normalized, in the plane for 2D
 * use, or `x` for an axis along `z` or a sphere-shaped capsule).
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `rs` (`>= 0`).
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`, 0 when just
 *   touching), or `null` when they do not.
 *
 * @formula X = \operatorname{nearest}(S,\ PQ),\quad n = \frac{S - X}{\lvert S - X \rvert},\quad \text{point} = X + r\,n,\quad \text{depth} = r_s + r - \lvert S - X \rvert
 *
 * @example
 * ```ts
 * // A ball of radius 2 whose center (2, 2, 0) is 2 above a capsule's axis along x of
 * // radius 1: it sinks 1 into it, and is pushed out along +y.
 * sphereContactCapsule({ center: vec3(2, 2), radius: 2 }, { start: vec3(0, 0), end: vec3(4, 0), radius: 1 });
 * // => { point: { x: 2, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Apart: `null`. Just touching: `depth = 0` (exact for small-integer
 * and power-of-two coordinates). Center inside the capsule: `point` on its surface,
 * `normal` out through it, `depth = rs + (distance to that surface)`. Center beyond an
 * end: the cap's point and normal. Center on the axis: a unit normal square to the axis
 * (any such is correct), `depth = rs + r`. Radius 0 capsule: its segment, `point` the
 * axis point. Moving the sphere by `normal·depth` leaves it just touching.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereContactCapsule(sphere: Sphere, capsule: Capsule): Contact | null {
  checkSphere('sphereContactCapsule', 'sphere', sphere);
  checkCapsule('sphereContactCapsule', 'capsule', capsule);
  const S = sphere.center;
  const Sx = S.x;
  const Sy = S.y;
  const Sz = S.z;
  const rs = sphere.radius;
  const P = capsule.start;
  const Q = capsule.end;
  const Px = P.x;
  const Py = P.y;
  const Pz = P.z;
  const Qx = Q.x;
  const Qy = Q.y;
  const Qz = Q.z;
  const r = capsule.radius;
  if (!pointWithin(Sx, Sy, Sz, Px, Py, Pz, Qx, Qy, Qz, rs + r)) return null; // a miss allocates nothing
  const u = segmentParameter(Sx, Sy, Sz, Px, Py, Pz, Qx, Qy, Qz);
  const Xx = u === 1 ? Qx : Px + u * (Qx - Px);
  const Xy = u === 1 ? Qy : Py + u * (Qy - Py);
  const Xz = u === 1 ? Qz : Pz + u * (Qz - Pz);
  const ex = Sx - Xx;
  const ey = Sy - Xy;
  const ez = Sz - Xz;
  const delta = length3(ex, ey, ez);
  const n = normalScratch;
  if (!unitInto(n, 0, ex, ey, ez)) {
    // On the axis: a direction square to it, in the plane z = 0 where there is one.
    if (!unitInto(n, 0, Py - Qy, Qx - Px, 0)) unitInto(n, 0, 1, 0, 0);
  }
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const nx = n[0] as number;
  const ny = n[1] as number;
  const nz = n[2] as number;
  // Touching was decided exactly above; the rounding of δ must not make it negative.
  const depth = Math.max(rs + r - delta, 0);
  // `+ 0` turns -0 into 0, so that printed vectors read (0, 1, 0), not (-0, 1, 0).
  return {
    point: { x: Xx + r * nx + 0, y: Xy + r * ny + 0, z: Xz + r * nz + 0 },
    normal: { x: nx + 0, y: ny + 0, z: nz + 0 },
    depth,
  };
}
