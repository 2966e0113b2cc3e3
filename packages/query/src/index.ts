export type { AABB, Axis, RaycastHit, Sphere, SphereCastHit, Vec3, Vec3Like } from './types.ts';
export { vec3 } from './vec3.ts';
export { aabbFromCenterSize } from './shape/aabb.ts';
export { raycastSphere } from './raycast/sphere.ts';
export { raycastAABB } from './raycast/aabb.ts';
export { raycastAxisPlane } from './raycast/axis-plane.ts';
export { sphereCastSphere } from './spherecast/sphere.ts';
export { closestPointOnAABB } from './closest-point/aabb.ts';
export { sphereIntersectsAABB } from './overlap/sphere-aabb.ts';
