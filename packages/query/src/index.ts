export type {
  Capsule,
  Contact,
  OBB,
  QuatLike,
  SegmentClosestPoints,
  Plane,
  Triangle,
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
// v2: planes and triangles (engineer TRI).
export { rayEnd } from './shape/ray.ts';
export { raycastPlane, raycastPlaneInto } from './raycast/plane.ts';
export { closestPointOnPlane } from './closest-point/plane.ts';
export { sphereCastPlane, sphereCastPlaneInto } from './spherecast/plane.ts';
export { raycastTriangle, raycastTriangleInto } from './raycast/triangle.ts';
export { closestPointOnTriangle } from './closest-point/triangle.ts';
export { sphereIntersectsTriangle } from './overlap/sphere-triangle.ts';
export { sphereContactTriangle } from './contact/sphere-triangle.ts';
// v2, BOX: spheres, boxes and oriented boxes.
export { raycastOBB, raycastOBBInto } from './raycast/obb.ts';
export { sphereIntersectsSphere } from './overlap/sphere-sphere.ts';
export { aabbIntersectsAABB } from './overlap/aabb-aabb.ts';
export { sphereContactSphere } from './contact/sphere-sphere.ts';
export { sphereContactAABB } from './contact/sphere-aabb.ts';
export { sphereContactOBB } from './contact/sphere-obb.ts';
export { sphereCastAABB, sphereCastAABBInto } from './spherecast/aabb.ts';
// v2, segments and capsules (CAPS).
export { raycastCapsule, raycastCapsuleInto } from './raycast/capsule.ts';
export { sphereCastCapsule, sphereCastCapsuleInto } from './spherecast/capsule.ts';
export { closestPointOnSegment } from './closest-point/segment.ts';
export { closestPointsBetweenSegments } from './closest-point/segments.ts';
export { sphereIntersectsCapsule } from './overlap/sphere-capsule.ts';
export { capsuleIntersectsCapsule } from './overlap/capsule-capsule.ts';
export { sphereContactCapsule } from './contact/sphere-capsule.ts';
export { sphereCastTriangle, sphereCastTriangleInto } from './spherecast/triangle.ts';
