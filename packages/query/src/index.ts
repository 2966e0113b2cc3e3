export type {
  AABB,
  Axis,
  BatchHits,
  RaycastHit,
  Sphere,
  SphereCastBatchHits,
  SphereCastHit,
  Vec3,
  Vec3Like,
} from './types.ts';
export { vec3 } from './vec3.ts';
export { aabbFromCenterSize } from './shape/aabb.ts';
export { createRaycastHit, createSphereCastHit } from './hit.ts';
export { raycastSphere, raycastSphereBatch, raycastSphereInto } from './raycast/sphere.ts';
export { raycastAABB, raycastAABBBatch, raycastAABBInto } from './raycast/aabb.ts';
export { raycastAxisPlane, raycastAxisPlaneInto } from './raycast/axis-plane.ts';
export { sphereCastSphere, sphereCastSphereBatch, sphereCastSphereInto } from './spherecast/sphere.ts';
export { closestPointOnAABB, closestPointOnAABBInto } from './closest-point/aabb.ts';
export { sphereIntersectsAABB, sphereIntersectsAABBBatch } from './overlap/sphere-aabb.ts';
// v2, segments and capsules (CAPS).
export { raycastCapsule, raycastCapsuleInto } from './raycast/capsule.ts';
export { sphereCastCapsule, sphereCastCapsuleInto } from './spherecast/capsule.ts';
export { closestPointOnSegment } from './closest-point/segment.ts';
export { closestPointsBetweenSegments } from './closest-point/segments.ts';
export { sphereIntersectsCapsule } from './overlap/sphere-capsule.ts';
export { capsuleIntersectsCapsule } from './overlap/capsule-capsule.ts';
export { sphereContactCapsule } from './contact/sphere-capsule.ts';
export type { Capsule, Contact, SegmentClosestPoints } from './types.ts';
