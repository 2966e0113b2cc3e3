// Whether an axis-aligned box and a capsule overlap, for the scene (CONTRACT-v2, "Scene pairs
// with no function of their own"): internal, not exported from index.ts, and without argument
// checks, which the scene makes once when a shape is added.
import { boxEntry } from '../raycast/aabb.ts';
import { roundedBoxEntry } from '../spherecast/aabb.ts';
import type { AABB, Capsule } from '../types.ts';
import { overlaps } from './sphere-aabb.ts';

/**
 * Whether the closed box `box` and the closed capsule `capsule` share a point (touching
 * counts): whether the distance from the capsule's segment `P -> Q` to the box is at most
 * `r`. The capsule is the sphere of radius `r` swept from `P` to `Q`, so that it meets the
 * box exactly when the sphere at `P` or at `Q` does (sphereIntersectsAABB's test), or when
 * the sphere cast of radius `r` from `P` to `Q` comes into contact with it in between
 * (sphereCastAABB's rounded-box kernel; with `r = 0`, raycastAABB's slab method). Testing
 * the sphere at `Q` as well spares an end contact at `t = 1` the rounding of the cast.
 */
export function aabbOverlapsCapsule(box: AABB, capsule: Capsule): boolean {
  const { min, max } = box;
  const minX = min.x;
  const minY = min.y;
  const minZ = min.z;
  const maxX = max.x;
  const maxY = max.y;
  const maxZ = max.z;
  const P = capsule.start;
  const Q = capsule.end;
  const r = capsule.radius;
  const Px = P.x;
  const Py = P.y;
  const Pz = P.z;
  const Qx = Q.x;
  const Qy = Q.y;
  const Qz = Q.z;
  if (overlaps(Px, Py, Pz, r, minX, minY, minZ, maxX, maxY, maxZ)) return true;
  if (overlaps(Qx, Qy, Qz, r, minX, minY, minZ, maxX, maxY, maxZ)) return true;
  if (r === 0) return boxEntry(Px, Py, Pz, Qx, Qy, Qz, minX, minY, minZ, maxX, maxY, maxZ) >= 0;
  return roundedBoxEntry(Px, Py, Pz, Qx - Px, Qy - Py, Qz - Pz, r, minX, minY, minZ, maxX, maxY, maxZ) >= 0;
}
