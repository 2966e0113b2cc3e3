// Bad input for BOX's part of v2 (sphere and box overlaps, sphere contacts, raycastOBB):
// the contract's error class and the message, word for word, checked left to right.
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';
import * as THREE from 'three';

const { vec3 } = q;
const o = vec3(0, 0, 0);
const e = vec3(1, 0, 0);
const sphere = { center: vec3(0, 0, 0), radius: 1 };
const box = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
const obb = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 1 } };

const call =
  (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  () =>
    (fn as (...a: unknown[]) => unknown)(...args);

type Case = [string, () => unknown, typeof TypeError | typeof RangeError, string];

const cases: Case[] = [
  // sphereIntersectsSphere(a, b)
  [
    'no spheres',
    call(q.sphereIntersectsSphere),
    TypeError,
    'sphereIntersectsSphere: a must be a sphere {center, radius}, got undefined',
  ],
  [
    'missing b',
    call(q.sphereIntersectsSphere, sphere),
    TypeError,
    'sphereIntersectsSphere: b must be a sphere {center, radius}, got undefined',
  ],
  [
    'negative a.radius',
    call(q.sphereIntersectsSphere, { center: o, radius: -1 }, sphere),
    RangeError,
    'sphereIntersectsSphere: a.radius must be >= 0, got -1',
  ],
  [
    'NaN b.center.y',
    call(q.sphereIntersectsSphere, sphere, { center: { x: 0, y: NaN, z: 0 }, radius: 1 }),
    RangeError,
    'sphereIntersectsSphere: b.center.y must be finite, got NaN',
  ],
  [
    'string radius',
    call(q.sphereIntersectsSphere, sphere, { center: o, radius: '2' }),
    TypeError,
    'sphereIntersectsSphere: b.radius must be a number, got "2" (a string)',
  ],
  [
    'a first',
    call(q.sphereIntersectsSphere, { center: o, radius: -1 }, { center: o, radius: -2 }),
    RangeError,
    'sphereIntersectsSphere: a.radius must be >= 0, got -1',
  ],

  // aabbIntersectsAABB(a, b)
  ['missing a', call(q.aabbIntersectsAABB), TypeError, 'aabbIntersectsAABB: a must be a box {min, max}, got undefined'],
  [
    'b min > max',
    call(q.aabbIntersectsAABB, box, { min: vec3(0, 2, 0), max: vec3(1, 1, 1) }),
    RangeError,
    'aabbIntersectsAABB: b.min.y (2) is greater than b.max.y (1)',
  ],
  [
    'empty Box3',
    call(
      q.aabbIntersectsAABB,
      { min: { x: Infinity, y: Infinity, z: Infinity }, max: { x: -Infinity, y: -Infinity, z: -Infinity } },
      box,
    ),
    RangeError,
    'aabbIntersectsAABB: a is empty (min is +Infinity and max is -Infinity, as in a new three.js Box3): give it points first, e.g. box.setFromObject(mesh)',
  ],
  [
    'an array',
    call(q.aabbIntersectsAABB, box, [0, 0, 0, 1, 1, 1]),
    TypeError,
    'aabbIntersectsAABB: b must be a box {min, max}, got an array of length 6',
  ],

  // sphereContactSphere(sphere, target)
  [
    'missing target',
    call(q.sphereContactSphere, sphere),
    TypeError,
    'sphereContactSphere: target must be a sphere {center, radius}, got undefined',
  ],
  [
    'Infinity radius',
    call(q.sphereContactSphere, { center: o, radius: Infinity }, sphere),
    RangeError,
    'sphereContactSphere: sphere.radius must be finite, got Infinity',
  ],
  [
    '2D center without z',
    call(q.sphereContactSphere, sphere, { center: { x: 1, y: 2 }, radius: 1 }),
    TypeError,
    'sphereContactSphere: target.center.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)',
  ],

  // sphereContactAABB(sphere, box)
  [
    'missing box',
    call(q.sphereContactAABB, sphere),
    TypeError,
    'sphereContactAABB: box must be a box {min, max}, got undefined',
  ],
  [
    'negative radius',
    call(q.sphereContactAABB, { center: o, radius: -0.5 }, box),
    RangeError,
    'sphereContactAABB: sphere.radius must be >= 0, got -0.5',
  ],
  [
    'box min.x > max.x',
    call(q.sphereContactAABB, sphere, { min: vec3(2, 0, 0), max: vec3(1, 1, 1) }),
    RangeError,
    'sphereContactAABB: box.min.x (2) is greater than box.max.x (1)',
  ],

  // sphereContactOBB(sphere, box)
  [
    'missing obb',
    call(q.sphereContactOBB, sphere),
    TypeError,
    'sphereContactOBB: box must be an oriented box {center, halfSize, rotation}, got undefined',
  ],
  [
    'negative halfSize',
    call(q.sphereContactOBB, sphere, { ...obb, halfSize: vec3(1, -1, 1) }),
    RangeError,
    'sphereContactOBB: box.halfSize.y must be >= 0, got -1',
  ],
  [
    'zero quaternion',
    call(q.sphereContactOBB, sphere, { ...obb, rotation: { x: 0, y: 0, z: 0, w: 0 } }),
    RangeError,
    'sphereContactOBB: box.rotation must not be the zero quaternion',
  ],

  // raycastOBB(origin, end, obb) and raycastOBBInto(origin, end, obb, out)
  [
    'missing obb (raycast)',
    call(q.raycastOBB, o, e),
    TypeError,
    'raycastOBB: obb must be an oriented box {center, halfSize, rotation}, got undefined',
  ],
  [
    'a ray as origin',
    call(q.raycastOBB, { origin: o, direction: e }, e, obb),
    TypeError,
    'raycastOBB: origin must be a vector {x, y, z}, got a ray {origin, direction}: pass ray.origin as the origin and rayEnd(ray.origin, ray.direction, far) as the end',
  ],
  [
    'NaN rotation.w',
    call(q.raycastOBB, o, e, { ...obb, rotation: { x: 0, y: 0, z: 0, w: NaN } }),
    RangeError,
    'raycastOBB: obb.rotation.w must be finite, got NaN',
  ],
  [
    'a three.js OBB (Matrix3 rotation)',
    call(q.raycastOBB, o, e, { ...obb, rotation: { elements: [1, 0, 0, 0, 1, 0, 0, 0, 1] } }),
    TypeError,
    'raycastOBB: obb.rotation must be a quaternion {x, y, z, w}, got a 3×3 matrix (a three.js OBB): pass new Quaternion().setFromRotationMatrix(new Matrix4().setFromMatrix3(obb.rotation))',
  ],
  [
    // An object's matrixWorld, say: a 4×4 matrix, not a three.js OBB.
    'a three.js Matrix4 rotation',
    call(q.raycastOBB, o, e, { ...obb, rotation: new THREE.Matrix4() }),
    TypeError,
    'raycastOBB: obb.rotation must be a quaternion {x, y, z, w}, got a 4×4 matrix: pass new Quaternion().setFromRotationMatrix(matrix)',
  ],
  [
    // mesh.rotation is Euler angles; mesh.quaternion is what the box wants.
    'a three.js Euler rotation',
    call(q.raycastOBB, o, e, { ...obb, rotation: new THREE.Euler(0, Math.PI / 4, 0) }),
    TypeError,
    'raycastOBB: obb.rotation must be a quaternion {x, y, z, w}, got Euler angles: pass mesh.quaternion, or new Quaternion().setFromEuler(rotation)',
  ],
  [
    // v3 settled reading 8: wherever a vector is expected — a center too, not only a
    // segment's ends — a ray gets the ray message (v2 had it for the ends only).
    'a three.js Ray as a sphere center',
    call(q.sphereContactOBB, { center: new THREE.Ray(), radius: 1 }, obb),
    TypeError,
    'sphereContactOBB: sphere.center must be a vector {x, y, z}, got a ray {origin, direction}: pass ray.origin as the origin and rayEnd(ray.origin, ray.direction, far) as the end',
  ],
  [
    'zero quaternion (raycast)',
    call(q.raycastOBB, o, e, { ...obb, rotation: { x: 0, y: 0, z: 0, w: 0 } }),
    RangeError,
    'raycastOBB: obb.rotation must not be the zero quaternion',
  ],
  [
    'end before obb',
    call(q.raycastOBB, o, { x: 1, y: Infinity, z: 0 }, { ...obb, rotation: { x: 0, y: 0, z: 0, w: 0 } }),
    RangeError,
    'raycastOBB: end.y must be finite, got Infinity',
  ],
  [
    'Into without out',
    call(q.raycastOBBInto, o, e, obb),
    TypeError,
    'raycastOBBInto: out must be a hit {point, normal, distance, t} to write into (createRaycastHit() makes one), got undefined',
  ],
  [
    'Into with a vector as out',
    call(q.raycastOBBInto, o, e, obb, vec3(0, 0, 0)),
    TypeError,
    'raycastOBBInto: out.point must be a vector {x, y, z} to write into, got undefined',
  ],
  [
    'Into checks obb first',
    call(q.raycastOBBInto, o, e, { ...obb, halfSize: vec3(-1, 1, 1) }, null),
    RangeError,
    'raycastOBBInto: obb.halfSize.x must be >= 0, got -1',
  ],
  // sphereCastAABB(origin, end, radius, box) and sphereCastAABBInto(..., out)
  ['missing radius', call(q.sphereCastAABB, o, e), TypeError, 'sphereCastAABB: radius must be a number, got undefined'],
  [
    'negative radius (cast)',
    call(q.sphereCastAABB, o, e, -1, box),
    RangeError,
    'sphereCastAABB: radius must be >= 0, got -1',
  ],
  [
    'radius before box',
    call(q.sphereCastAABB, o, e, NaN, null),
    RangeError,
    'sphereCastAABB: radius must be finite, got NaN',
  ],
  [
    'missing box (cast)',
    call(q.sphereCastAABB, o, e, 1),
    TypeError,
    'sphereCastAABB: box must be a box {min, max}, got undefined',
  ],
  [
    'origin first (cast)',
    call(q.sphereCastAABB, { x: 0, y: 0 }, e, -1, box),
    TypeError,
    'sphereCastAABB: origin.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)',
  ],
  [
    'cast box min > max',
    call(q.sphereCastAABB, o, e, 1, { min: vec3(0, 0, 5), max: vec3(1, 1, 1) }),
    RangeError,
    'sphereCastAABB: box.min.z (5) is greater than box.max.z (1)',
  ],
  [
    'cast Into a raycast hit',
    call(q.sphereCastAABBInto, o, e, 1, box, q.createRaycastHit()),
    TypeError,
    'sphereCastAABBInto: out.center must be a vector {x, y, z} to write into, got undefined',
  ],
  [
    'cast Into without out',
    call(q.sphereCastAABBInto, o, e, 1, box),
    TypeError,
    'sphereCastAABBInto: out must be a hit {point, normal, distance, t, center} to write into (createSphereCastHit() makes one), got undefined',
  ],
];

describe('bad input, BOX part of v2', () => {
  for (const [name, run, ErrorClass, message] of cases) {
    it(`${name}: ${ErrorClass.name}`, () => {
      let thrown: unknown;
      try {
        run();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ErrorClass);
      expect((thrown as Error).constructor).toBe(ErrorClass);
      expect((thrown as Error).message).toBe(message);
    });
  }

  it('-0 radius and -0 halfSize are valid; a non-unit quaternion is normalized, not rejected', () => {
    expect(q.sphereContactAABB({ center: vec3(0.5, 0.5, 0.5), radius: -0 }, box)).not.toBeNull();
    expect(q.raycastOBB(vec3(-2, 0, 0), vec3(2, 0, 0), { ...obb, halfSize: { x: 1, y: -0, z: 1 } })).not.toBeNull();
    expect(
      q.raycastOBB(vec3(-2, 0, 0), vec3(2, 0, 0), { ...obb, rotation: { x: 0, y: 0, z: 0, w: 1e-300 } }),
    ).not.toBeNull();
  });
});
