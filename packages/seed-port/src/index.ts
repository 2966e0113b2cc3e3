export { normalized, type Vector3 } from './unity.ts';
export { raycastToSphere, raycastToSphereSimple } from './raycast-sphere.ts';
export {
  raycastToAABB,
  raycastToAABBDraft,
  raycastToPlaneXY,
  raycastToPlaneXZ,
  raycastToPlaneYZ,
  type MinMax,
} from './raycast-aabb.ts';
export { sphereCastToSphere, sphereCastToSphereSimple } from './spherecast-sphere.ts';
export { closestPointToAABB, sphereAABBIntersection } from './sphere-aabb.ts';
