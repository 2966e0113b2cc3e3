export type {
  AABB,
  Axis,
  BatchHits,
  Capsule,
  Contact,
  OBB,
  Plane,
  QuatLike,
  RaycastHit,
  SegmentClosestPoints,
  Sphere,
  SphereCastBatchHits,
  SphereCastHit,
  Triangle,
  Vec3,
  Vec3Like,
} from './types.ts';
export { vec3 } from './vec3.ts';
export { aabbFromCenterSize } from './shape/aabb.ts';
export { rayEnd } from './shape/ray.ts';
export { createRaycastHit, createSphereCastHit } from './hit.ts';
// Raycasts.
export { raycastSphere, raycastSphereBatch, raycastSphereInto } from './raycast/sphere.ts';
export { raycastAABB, raycastAABBBatch, raycastAABBInto } from './raycast/aabb.ts';
export { raycastAxisPlane, raycastAxisPlaneInto } from './raycast/axis-plane.ts';
export { raycastPlane, raycastPlaneInto } from './raycast/plane.ts';
export { raycastTriangle, raycastTriangleInto } from './raycast/triangle.ts';
export { raycastCapsule, raycastCapsuleInto } from './raycast/capsule.ts';
export { raycastOBB, raycastOBBInto } from './raycast/obb.ts';
// Sphere casts.
export { sphereCastSphere, sphereCastSphereBatch, sphereCastSphereInto } from './spherecast/sphere.ts';
export { sphereCastPlane, sphereCastPlaneInto } from './spherecast/plane.ts';
export { sphereCastAABB, sphereCastAABBInto } from './spherecast/aabb.ts';
export { sphereCastTriangle, sphereCastTriangleInto } from './spherecast/triangle.ts';
export { sphereCastCapsule, sphereCastCapsuleInto } from './spherecast/capsule.ts';
export { sphereCastOBB, sphereCastOBBInto } from './spherecast/obb.ts';
// Closest points.
export { closestPointOnAABB, closestPointOnAABBInto } from './closest-point/aabb.ts';
export { closestPointOnPlane } from './closest-point/plane.ts';
export { closestPointOnTriangle } from './closest-point/triangle.ts';
export { closestPointOnSegment } from './closest-point/segment.ts';
export { closestPointsBetweenSegments } from './closest-point/segments.ts';
// Overlaps.
export { sphereIntersectsAABB, sphereIntersectsAABBBatch } from './overlap/sphere-aabb.ts';
export { sphereIntersectsSphere } from './overlap/sphere-sphere.ts';
export { aabbIntersectsAABB } from './overlap/aabb-aabb.ts';
export { sphereIntersectsTriangle } from './overlap/sphere-triangle.ts';
export { sphereIntersectsCapsule } from './overlap/sphere-capsule.ts';
export { capsuleIntersectsCapsule } from './overlap/capsule-capsule.ts';
// Contacts: how a sphere that already overlaps gets out.
export { sphereContactSphere } from './contact/sphere-sphere.ts';
export { sphereContactAABB } from './contact/sphere-aabb.ts';
export { sphereContactOBB } from './contact/sphere-obb.ts';
export { sphereContactTriangle } from './contact/sphere-triangle.ts';
export { sphereContactCapsule } from './contact/sphere-capsule.ts';
// Scenes: many shapes and meshes under a bounding volume hierarchy (issue 12).
export { Scene } from './scene/scene.ts';
export type {
  SceneBatchHits,
  SceneBoxCastHit,
  SceneCapsuleCastHit,
  SceneContact,
  SceneHit,
  SceneQueryOptions,
  SceneSphereCastHit,
} from './scene/scene.ts';
// Capsule casts (v3, issue 24): a capsule swept by a motion vector, and capsule overlaps.
export type { CapsuleCastHit } from './types.ts';
export { createCapsuleCastHit } from './hit.ts';
export { capsuleCastSphere, capsuleCastSphereInto } from './capsulecast/sphere.ts';
export { capsuleCastAABB, capsuleCastAABBInto } from './capsulecast/aabb.ts';
export { capsuleCastOBB, capsuleCastOBBInto } from './capsulecast/obb.ts';
export { capsuleCastPlane, capsuleCastPlaneInto } from './capsulecast/plane.ts';
export { capsuleCastTriangle, capsuleCastTriangleInto } from './capsulecast/triangle.ts';
export { capsuleCastCapsule, capsuleCastCapsuleInto } from './capsulecast/capsule.ts';
export { capsuleIntersectsAABB } from './overlap/capsule-aabb.ts';
export { capsuleIntersectsTriangle } from './overlap/capsule-triangle.ts';
export { capsuleIntersectsOBB } from './overlap/capsule-obb.ts';
// Box casts (v3, issue 24): a box (OBB or AABB) swept by a motion.
export type { BoxCastHit } from './types.ts';
export { createBoxCastHit } from './hit.ts';
export { boxCastAABB, boxCastAABBInto } from './boxcast/aabb.ts';
export { boxCastOBB, boxCastOBBInto } from './boxcast/obb.ts';
export { boxCastTriangle, boxCastTriangleInto } from './boxcast/triangle.ts';
export { boxCastPlane, boxCastPlaneInto } from './boxcast/plane.ts';
export { boxCastSphere, boxCastSphereInto } from './boxcast/sphere.ts';
export { boxCastCapsule, boxCastCapsuleInto } from './boxcast/capsule.ts';
// Contacts (v3): capsules pushed out by the minimum translation, planes, and the `…Into`
// forms of every contact (issue 24).
export { createContact } from './hit.ts';
export { sphereContactSphereInto } from './contact/sphere-sphere.ts';
export { sphereContactAABBInto } from './contact/sphere-aabb.ts';
export { sphereContactOBBInto } from './contact/sphere-obb.ts';
export { sphereContactTriangleInto } from './contact/sphere-triangle.ts';
export { sphereContactCapsuleInto } from './contact/sphere-capsule.ts';
export { sphereContactPlane, sphereContactPlaneInto } from './contact/sphere-plane.ts';
export { capsuleContactSphere, capsuleContactSphereInto } from './contact/capsule-sphere.ts';
export { capsuleContactAABB, capsuleContactAABBInto } from './contact/capsule-aabb.ts';
export { capsuleContactOBB, capsuleContactOBBInto } from './contact/capsule-obb.ts';
export { capsuleContactTriangle, capsuleContactTriangleInto } from './contact/capsule-triangle.ts';
export { capsuleContactCapsule, capsuleContactCapsuleInto } from './contact/capsule-capsule.ts';
export { capsuleContactPlane, capsuleContactPlaneInto } from './contact/capsule-plane.ts';
// Scenes v3 (issue 25, engineer scene): meshes built once and shared by instances, matrices, layers.
export { MeshShape } from './scene/mesh-shape.ts';
export type { SerializedMesh } from './scene/mesh-shape.ts';
export type { Matrix4Like } from './scene/transform.ts';
export type { AddOptions, MeshHitFields, SceneClosestPoint } from './scene/scene.ts';
