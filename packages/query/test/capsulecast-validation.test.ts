// Bad input to the capsule casts and overlaps, word for word: arguments checked left to
// right (capsule, motion, target, out), TypeError for a wrong type, RangeError for a bad
// value, the message naming the function, the field and the value.
import { describe, expect, it } from 'vitest';
import {
  capsuleCastAABB,
  capsuleCastCapsule,
  capsuleCastCapsuleInto,
  capsuleCastOBB,
  capsuleCastOBBInto,
  capsuleCastPlane,
  capsuleCastPlaneInto,
  capsuleCastSphere,
  capsuleCastSphereInto,
  capsuleCastTriangle,
  capsuleCastTriangleInto,
  capsuleCastAABBInto,
  capsuleIntersectsAABB,
  capsuleIntersectsOBB,
  capsuleIntersectsTriangle,
  createCapsuleCastHit,
  createSphereCastHit,
  vec3,
} from '../src/index.ts';

const c = { start: vec3(0, 0), end: vec3(1, 0), radius: 1 };
const tri = { a: vec3(0, 0), b: vec3(1, 0), c: vec3(0, 1) };
const box = { min: vec3(0, 0), max: vec3(1, 1) };
const obb = { center: vec3(0, 0), halfSize: vec3(1, 1), rotation: { x: 0, y: 0, z: 0, w: 1 } };
const plane = { normal: vec3(0, 1), constant: 1 };
const sphere = { center: vec3(0, 0), radius: 1 };

const cases: [string, () => unknown, ErrorConstructor, string][] = [
  [
    'negative radius',
    () => capsuleCastTriangle({ ...c, radius: -1 }, vec3(1, 0), tri),
    RangeError,
    'capsuleCastTriangle: capsule.radius must be >= 0, got -1',
  ],
  [
    'the capsule before the motion and the target',
    () => capsuleCastTriangle({ ...c, radius: -1 }, undefined as never, null as never),
    RangeError,
    'capsuleCastTriangle: capsule.radius must be >= 0, got -1',
  ],
  [
    'missing motion',
    () => capsuleCastAABB(c, undefined as never, box),
    TypeError,
    'capsuleCastAABB: motion must be a vector {x, y, z}, got undefined',
  ],
  [
    'NaN motion',
    () => capsuleCastAABB(c, { x: NaN, y: 0, z: 0 }, box),
    RangeError,
    'capsuleCastAABB: motion.x must be finite, got NaN',
  ],
  [
    'an array for the motion',
    () => capsuleCastAABB(c, [1, 2, 3] as never, box),
    TypeError,
    'capsuleCastAABB: motion must be a vector {x, y, z}, got an array of length 3 (use vec3(x, y, z))',
  ],
  [
    'a null capsule',
    () => capsuleCastSphere(null as never, vec3(1, 0), sphere),
    TypeError,
    'capsuleCastSphere: capsule must be a capsule {start, end, radius}, got null',
  ],
  [
    'a string coordinate',
    () => capsuleCastSphere({ ...c, start: { x: '1', y: 0, z: 0 } } as never, vec3(1, 0), sphere),
    TypeError,
    'capsuleCastSphere: capsule.start.x must be a number, got "1" (a string)',
  ],
  [
    'a negative sphere radius',
    () => capsuleCastSphere(c, vec3(1, 0), { center: vec3(0, 0), radius: -2 }),
    RangeError,
    'capsuleCastSphere: sphere.radius must be >= 0, got -2',
  ],
  [
    'min above max',
    () => capsuleCastAABB(c, vec3(1, 0), { min: vec3(2, 0), max: vec3(1, 1) }),
    RangeError,
    'capsuleCastAABB: box.min.x (2) is greater than box.max.x (1)',
  ],
  [
    'a three.js OBB',
    () => capsuleCastOBB(c, vec3(1, 0), { ...obb, rotation: { elements: [1, 0, 0, 0, 1, 0, 0, 0, 1] } } as never),
    TypeError,
    'capsuleCastOBB: obb.rotation must be a quaternion {x, y, z, w}, got a 3×3 matrix (a three.js OBB): pass new Quaternion().setFromRotationMatrix(new Matrix4().setFromMatrix3(obb.rotation))',
  ],
  [
    'a zero plane normal',
    () => capsuleCastPlane(c, vec3(1, 0), { normal: vec3(0, 0), constant: 1 }),
    RangeError,
    'capsuleCastPlane: plane.normal must not be the zero vector',
  ],
  [
    'an infinite target radius',
    () => capsuleCastCapsule(c, vec3(1, 0), { ...c, radius: Infinity }),
    RangeError,
    'capsuleCastCapsule: target.radius must be finite, got Infinity',
  ],
  [
    'a sphere-cast hit as out',
    () => capsuleCastCapsuleInto(c, vec3(1, 0), c, createSphereCastHit() as never),
    TypeError,
    'capsuleCastCapsuleInto: out.start must be a vector {x, y, z} to write into, got undefined',
  ],
  [
    'a null out',
    () => capsuleCastPlaneInto(c, vec3(1, 0), plane, null as never),
    TypeError,
    'capsuleCastPlaneInto: out must be a hit {point, normal, distance, t, start, end} to write into (createCapsuleCastHit() makes one), got null',
  ],
  [
    'out without end',
    () => capsuleCastSphereInto(c, vec3(1, 0), sphere, { ...createCapsuleCastHit(), end: 3 } as never),
    TypeError,
    'capsuleCastSphereInto: out.end must be a vector {x, y, z} to write into, got 3',
  ],
  [
    'out without point',
    () => capsuleCastTriangleInto(c, vec3(1, 0), tri, { ...createCapsuleCastHit(), point: null } as never),
    TypeError,
    'capsuleCastTriangleInto: out.point must be a vector {x, y, z} to write into, got null',
  ],
  [
    'out without normal',
    () => capsuleCastAABBInto(c, vec3(1, 0), box, { ...createCapsuleCastHit(), normal: undefined } as never),
    TypeError,
    'capsuleCastAABBInto: out.normal must be a vector {x, y, z} to write into, got undefined',
  ],
  [
    'the target before out',
    () => capsuleCastOBBInto(c, vec3(1, 0), null as never, null as never),
    TypeError,
    'capsuleCastOBBInto: obb must be an oriented box {center, halfSize, rotation}, got null',
  ],
  [
    'overlap: a box without max',
    () => capsuleIntersectsAABB(c, { min: vec3(0, 0) } as never),
    TypeError,
    'capsuleIntersectsAABB: box.max must be a vector {x, y, z}, got undefined',
  ],
  [
    'overlap: a NaN radius',
    () => capsuleIntersectsTriangle({ ...c, radius: NaN }, tri),
    RangeError,
    'capsuleIntersectsTriangle: capsule.radius must be finite, got NaN',
  ],
  [
    'overlap: a negative half size',
    () => capsuleIntersectsOBB(c, { ...obb, halfSize: vec3(-1, 1) }),
    RangeError,
    'capsuleIntersectsOBB: obb.halfSize.x must be >= 0, got -1',
  ],
];

describe('capsule casts and overlaps: bad input, word for word', () => {
  for (const [name, call, type, message] of cases) {
    it(name, () => {
      expect(call).toThrow(type);
      expect(call).toThrow(message);
      try {
        call();
      } catch (e) {
        expect((e as Error).message).toBe(message);
      }
    });
  }
});
