// Whether a sphere and an oriented box overlap, for the scene (CONTRACT-v2, "Scene pairs with
// no function of their own"): internal, not exported from index.ts, and without argument
// checks, which the scene makes once when a shape is added.
import { createRotation, inverseRotateInto, setRotation } from '../quat.ts';
import type { OBB, Vec3, Vec3Like } from '../types.ts';
import { overlaps } from './sphere-aabb.ts';

/**
 * Whether the closed ball of `radius` about `center` and the closed oriented box `box`
 * share a point (touching counts): the center carried into the box's own frame,
 * `S' = q⁻¹(S - c)`, against the box `[-h, h]` there by sphereIntersectsAABB's test —
 * the very numbers sphereContactOBB decides on, so that the two agree on every sphere.
 */
export function sphereOverlapsOBB(center: Vec3Like, radius: number, box: OBB): boolean {
  const c = box.center;
  const h = box.halfSize;
  const R = setRotation(scratchRotation, box.rotation);
  const L = inverseRotateInto(scratchVec, R, center.x - c.x, center.y - c.y, center.z - c.z);
  return overlaps(L.x, L.y, L.z, radius, -h.x, -h.y, -h.z, h.x, h.y, h.z);
}

const scratchRotation = createRotation();
const scratchVec: Vec3 = { x: 0, y: 0, z: 0 };
