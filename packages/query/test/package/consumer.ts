// Compiled by `npm run typecheck` against the *built* package, resolved by name through its
// exports map as a TypeScript user's project would: the published types must be usable
// and must reject what the contract rejects.
import {
  aabbFromCenterSize,
  closestPointOnAABB,
  raycastAABB,
  raycastAxisPlane,
  raycastSphere,
  sphereCastSphere,
  sphereIntersectsAABB,
  vec3,
  type AABB,
  type Axis,
  type RaycastHit,
  type Sphere,
  type SphereCastHit,
  type Vec3,
  type Vec3Like,
} from '@hitbook/query';

const origin: Vec3Like = vec3(0, 0);
const end: Vec3 = vec3(10, 0);
const sphere: Sphere = { center: vec3(8, 3), radius: 5 };
const box: AABB = aabbFromCenterSize(vec3(0, 0, 0), vec3(2, 2, 2));
const axis: Axis = 'y';

const hits: (RaycastHit | null)[] = [
  raycastSphere(origin, end, sphere),
  raycastAABB(origin, end, box),
  raycastAxisPlane(origin, end, axis, 0),
];
const cast: SphereCastHit | null = sphereCastSphere(origin, end, 1, sphere);
const closest: Vec3 = closestPointOnAABB(origin, box);
const overlaps: boolean = sphereIntersectsAABB(sphere, box);

// A returned vector is mutable; an input may be read-only.
if (cast) cast.center.x = 1;
const readOnly: Readonly<Vec3> = { x: 1, y: 2, z: 3 };
raycastSphere(readOnly, end, sphere);

// @ts-expect-error the axis is 'x' | 'y' | 'z'
raycastAxisPlane(origin, end, 'w', 0);
// @ts-expect-error a sphere needs a radius
raycastSphere(origin, end, { center: origin });
// @ts-expect-error a vector needs z (vec3(x, y) sets it)
raycastAABB({ x: 0, y: 0 }, end, box);

export { closest, hits, overlaps };
