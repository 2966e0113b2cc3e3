// The sphere cast against an oriented box, for the scene (CONTRACT-v2, "Scene pairs with no
// function of their own"): internal, not exported from index.ts, and without argument checks,
// which the scene makes once when a shape is added.
import { obbHit } from '../raycast/obb.ts';
import { createRotation, inverseRotateInto, rotateInto, setRotation } from '../quat.ts';
import type { OBB, SphereCastHit, Vec3, Vec3Like } from '../types.ts';
import { length3 } from '../vec3.ts';
import { roundedBoxHitAt } from './aabb.ts';

/**
 * The first contact of a sphere of `radius` whose center moves from `origin` to `end` with
 * the closed oriented box `box`, written into `out`: true on a hit, false (and `out`
 * untouched) on a miss. The raycast of the center against the rounded box, in the box's own
 * frame: `A' = q⁻¹(A - c)`, `B' = q⁻¹(B - c)` against the rounded `[-h, h]` of
 * sphereCastAABB, and the contact and normal carried back by `q`, `P = c + q(P')`,
 * `n = q(n')`; `center = A + t·(B - A)` and `distance` in the world's frame, where the
 * segment was given. A rotation keeps lengths, so `t` is the same in both frames. Radius 0
 * is raycastOBB's own kernel, so that it gives raycastOBB's hit to the last bit.
 */
export function sphereCastOBBInto(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  box: OBB,
  out: SphereCastHit,
): boolean {
  const Ax = origin.x;
  const Ay = origin.y;
  const Az = origin.z;
  const ABx = end.x - Ax;
  const ABy = end.y - Ay;
  const ABz = end.z - Az;
  if (radius === 0) {
    if (!obbHit(origin, end, box, out)) return false;
    const P = out.point;
    const C = out.center;
    C.x = P.x;
    C.y = P.y;
    C.z = P.z;
    return true;
  }
  const c = box.center;
  const cx = c.x;
  const cy = c.y;
  const cz = c.z;
  const h = box.halfSize;
  const hx = h.x;
  const hy = h.y;
  const hz = h.z;
  const R = setRotation(scratchRotation, box.rotation);
  const L = scratchVec;
  inverseRotateInto(L, R, Ax - cx, Ay - cy, Az - cz);
  const ax = L.x;
  const ay = L.y;
  const az = L.z;
  inverseRotateInto(L, R, end.x - cx, end.y - cy, end.z - cz);
  if (!roundedBoxHitAt(ax, ay, az, L.x - ax, L.y - ay, L.z - az, radius, -hx, -hy, -hz, hx, hy, hz, out)) {
    return false;
  }
  const t = out.t;
  const P = rotateInto(out.point, R, out.point.x, out.point.y, out.point.z);
  P.x = cx + P.x + 0;
  P.y = cy + P.y + 0;
  P.z = cz + P.z + 0;
  const N = rotateInto(out.normal, R, out.normal.x, out.normal.y, out.normal.z);
  N.x += 0;
  N.y += 0;
  N.z += 0;
  const C = out.center;
  C.x = Ax + t * ABx + 0;
  C.y = Ay + t * ABy + 0;
  C.z = Az + t * ABz + 0;
  out.distance = t * length3(ABx, ABy, ABz);
  return true;
}

const scratchRotation = createRotation();
const scratchVec: Vec3 = { x: 0, y: 0, z: 0 };
