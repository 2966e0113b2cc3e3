import { createRotation, inverseRotateInto, setRotation } from '../quat.ts';
import type { AABB, Capsule, OBB, Vec3 } from '../types.ts';
import { checkCapsule, checkOBB } from '../validate.ts';
import { aabbOverlapsCapsule } from './aabb-capsule.ts';

/**
 * Whether a closed capsule and a closed oriented box share a point (touching counts).
 *
 * Maths: capsuleIntersectsAABB in the box's own frame: the axis carried in,
 * `P' = q⁻¹(P - c)`, `Q' = q⁻¹(Q - c)`, against the box `[-h, h]`.
 *
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param obb - The box: its `center` `c`, `halfSize` `h` (`>= 0`) and `rotation` `q` (a quaternion, any length but zero).
 * @returns `true` when they share a point, touching included; otherwise `false`.
 *
 * @formula \min_{X \in PQ} \operatorname{dist}(q^{-1}(X - c),\ [-h, h]) \le r
 *
 * @example
 * ```ts
 * // The cube [-1, 1]³ turned 45° about z reaches √2 along x: a capsule along y at x = 2
 * // needs a radius of 2 - √2 ≈ 0.586 to touch it.
 * const obb = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: Math.sin(Math.PI / 8), w: Math.cos(Math.PI / 8) } };
 * capsuleIntersectsOBB({ start: vec3(2, -3, 0), end: vec3(2, 3, 0), radius: 0.6 }, obb);
 * // => true
 * capsuleIntersectsOBB({ start: vec3(2, -3, 0), end: vec3(2, 3, 0), radius: 0.5 }, obb);
 * // => false
 * ```
 *
 * @remarks Edges. Every edge of capsuleIntersectsAABB, in the box's frame (exact for
 * boxes turned by quarter turns and small-integer coordinates). The rotation need not be
 * unit length.
 * @throws TypeError for a missing or non-numeric argument or a rotation that is not a
 *   quaternion; RangeError for a non-finite value, a negative radius or half size, or a
 *   zero rotation.
 */
export function capsuleIntersectsOBB(capsule: Capsule, obb: OBB): boolean {
  checkCapsule('capsuleIntersectsOBB', 'capsule', capsule);
  checkOBB('capsuleIntersectsOBB', 'obb', obb);
  const c = obb.center;
  const h = obb.halfSize;
  const R = setRotation(scratchRotation, obb.rotation);
  const P = capsule.start;
  const Q = capsule.end;
  inverseRotateInto(localCapsule.start, R, P.x - c.x, P.y - c.y, P.z - c.z);
  inverseRotateInto(localCapsule.end, R, Q.x - c.x, Q.y - c.y, Q.z - c.z);
  localCapsule.radius = capsule.radius;
  const min = localBox.min;
  const max = localBox.max;
  min.x = -h.x;
  min.y = -h.y;
  min.z = -h.z;
  max.x = h.x;
  max.y = h.y;
  max.z = h.z;
  return aabbOverlapsCapsule(localBox, localCapsule);
}

const scratchRotation = createRotation();
/** The capsule and box in the box's frame: module scratch, so that nothing is allocated. */
const localCapsule: { start: Vec3; end: Vec3; radius: number } = {
  start: { x: 0, y: 0, z: 0 },
  end: { x: 0, y: 0, z: 0 },
  radius: 0,
};
const localBox: { min: Vec3; max: Vec3 } & AABB = { min: { x: 0, y: 0, z: 0 }, max: { x: 0, y: 0, z: 0 } };
