// Article 004, "Sphere-AABB Intersection": ClosestPointToAABB and SphereAABBIntersection.
import { sqrMagnitude, sub, v3, type Vector3 } from './unity.ts';
import type { MinMax } from './raycast-aabb.ts';

export function closestPointToAABB(P: Vector3, aabb: MinMax): Vector3 {
  let { x, y, z } = P;
  if (x < aabb.min.x) x = aabb.min.x;
  else if (x > aabb.max.x) x = aabb.max.x;
  if (y < aabb.min.y) y = aabb.min.y;
  else if (y > aabb.max.y) y = aabb.max.y;
  if (z < aabb.min.z) z = aabb.min.z;
  else if (z > aabb.max.z) z = aabb.max.z;
  return v3(x, y, z);
}

export function sphereAABBIntersection(S: Vector3, r: number, aabb: MinMax): boolean {
  const C = closestPointToAABB(S, aabb);
  return sqrMagnitude(sub(C, S)) <= r * r;
}
