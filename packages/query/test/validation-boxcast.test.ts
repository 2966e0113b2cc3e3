// Bad input for the box casts and sphereCastOBB (v3, issue 24): the contract's error class
// and the message, word for word, checked left to right.
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';

const { vec3 } = q;
const cube = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
const obb = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 1 } };
const tri = { a: vec3(0, 0, 0), b: vec3(1, 0, 0), c: vec3(0, 1, 0) };
const d = vec3(1, 0, 0);

const call =
  (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  () =>
    (fn as (...a: unknown[]) => unknown)(...args);

type Case = [string, () => unknown, typeof TypeError | typeof RangeError, string];

const cases: Case[] = [
  [
    'no box',
    call(q.boxCastAABB),
    TypeError,
    'boxCastAABB: box must be a box {center, halfSize, rotation} or {min, max}, got undefined',
  ],
  [
    'an array as the box',
    call(q.boxCastOBB, [1, 2], d, obb),
    TypeError,
    'boxCastOBB: box must be a box {center, halfSize, rotation} or {min, max}, got an array of length 2',
  ],
  [
    'an OBB without rotation',
    call(q.boxCastOBB, { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1) }, d, obb),
    TypeError,
    'boxCastOBB: box.rotation must be a quaternion {x, y, z, w}, got undefined',
  ],
  [
    'a three.js OBB (Matrix3 rotation)',
    call(
      q.boxCastTriangle,
      { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { elements: [1, 0, 0, 0, 1, 0, 0, 0, 1] } },
      d,
      tri,
    ),
    TypeError,
    'boxCastTriangle: box.rotation must be a quaternion {x, y, z, w}, got a 3×3 matrix (a three.js OBB): pass new Quaternion().setFromRotationMatrix(new Matrix4().setFromMatrix3(obb.rotation))',
  ],
  [
    'a negative half size',
    call(q.boxCastOBB, { ...obb, halfSize: vec3(1, -1, 1) }, d, obb),
    RangeError,
    'boxCastOBB: box.halfSize.y must be >= 0, got -1',
  ],
  [
    'a zero rotation',
    call(q.boxCastPlane, { ...obb, rotation: { x: 0, y: 0, z: 0, w: 0 } }, d, { normal: d, constant: 0 }),
    RangeError,
    'boxCastPlane: box.rotation must not be the zero quaternion',
  ],
  [
    'min above max',
    call(q.boxCastAABB, { min: vec3(0, 2, 0), max: vec3(1, 1, 1) }, d, cube),
    RangeError,
    'boxCastAABB: box.min.y (2) is greater than box.max.y (1)',
  ],
  [
    'an empty Box3',
    call(
      q.boxCastSphere,
      { min: { x: Infinity, y: Infinity, z: Infinity }, max: { x: -Infinity, y: -Infinity, z: -Infinity } },
      d,
      { center: d, radius: 1 },
    ),
    RangeError,
    'boxCastSphere: box is empty (min is +Infinity and max is -Infinity, as in a new three.js Box3): give it points first, e.g. box.setFromObject(mesh)',
  ],
  [
    'a NaN center',
    call(q.boxCastAABB, { ...obb, center: { x: 0, y: NaN, z: 0 } }, d, cube),
    RangeError,
    'boxCastAABB: box.center.y must be finite, got NaN',
  ],
  ['no motion', call(q.boxCastAABB, cube), TypeError, 'boxCastAABB: motion must be a vector {x, y, z}, got undefined'],
  [
    'a 2D motion without z',
    call(q.boxCastAABB, cube, { x: 1, y: 0 }, cube),
    TypeError,
    'boxCastAABB: motion.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)',
  ],
  [
    'an infinite motion',
    call(q.boxCastOBB, cube, { x: Infinity, y: 0, z: 0 }, obb),
    RangeError,
    'boxCastOBB: motion.x must be finite, got Infinity',
  ],
  [
    'an OBB given to boxCastAABB as its target',
    call(q.boxCastAABB, cube, d, obb),
    TypeError,
    'boxCastAABB: target.min must be a vector {x, y, z}, got undefined',
  ],
  [
    'a target OBB with a string half size',
    call(q.boxCastOBB, cube, d, { ...obb, halfSize: { x: '1', y: 1, z: 1 } }),
    TypeError,
    'boxCastOBB: target.halfSize.x must be a number, got "1" (a string)',
  ],
  [
    'a triangle with a NaN vertex',
    call(q.boxCastTriangle, cube, d, { ...tri, b: { x: 0, y: NaN, z: 0 } }),
    RangeError,
    'boxCastTriangle: triangle.b.y must be finite, got NaN',
  ],
  [
    'a zero plane normal',
    call(q.boxCastPlane, cube, d, { normal: vec3(0, 0, 0), constant: 1 }),
    RangeError,
    'boxCastPlane: plane.normal must not be the zero vector',
  ],
  [
    'a negative sphere radius',
    call(q.boxCastSphere, cube, d, { center: d, radius: -1 }),
    RangeError,
    'boxCastSphere: sphere.radius must be >= 0, got -1',
  ],
  [
    'out missing its point',
    call(q.boxCastOBBInto, cube, d, obb, {}),
    TypeError,
    'boxCastOBBInto: out.point must be a vector {x, y, z} to write into, got undefined',
  ],
  [
    'out null',
    call(q.boxCastPlaneInto, cube, d, { normal: d, constant: 0 }, null),
    TypeError,
    'boxCastPlaneInto: out must be a hit {point, normal, distance, t, center} to write into (createBoxCastHit() makes one), got null',
  ],
  [
    'a raycast hit as out (no center)',
    call(q.boxCastSphereInto, cube, d, { center: d, radius: 1 }, q.createRaycastHit()),
    TypeError,
    'boxCastSphereInto: out.center must be a vector {x, y, z} to write into, got undefined',
  ],
  [
    'out with a string normal',
    call(q.boxCastTriangleInto, cube, d, tri, { point: vec3(0, 0, 0), normal: 'n', center: vec3(0, 0, 0) }),
    TypeError,
    'boxCastTriangleInto: out.normal must be a vector {x, y, z} to write into, got "n" (a string)',
  ],
  [
    'boxCastAABBInto checks the target before out',
    call(q.boxCastAABBInto, cube, d, { min: vec3(2, 0, 0), max: vec3(1, 1, 1) }, null),
    RangeError,
    'boxCastAABBInto: target.min.x (2) is greater than target.max.x (1)',
  ],
  // sphereCastOBB(origin, end, radius, obb) and its Into form.
  [
    'a ray as the origin',
    call(q.sphereCastOBB, { origin: vec3(0, 0, 0), direction: d }, d, 1, obb),
    TypeError,
    'sphereCastOBB: origin must be a vector {x, y, z}, got a ray {origin, direction}: pass ray.origin as the origin and rayEnd(ray.origin, ray.direction, far) as the end',
  ],
  [
    'a negative radius',
    call(q.sphereCastOBB, vec3(0, 0, 0), d, -2, obb),
    RangeError,
    'sphereCastOBB: radius must be >= 0, got -2',
  ],
  [
    'a string radius',
    call(q.sphereCastOBB, vec3(0, 0, 0), d, '1', obb),
    TypeError,
    'sphereCastOBB: radius must be a number, got "1" (a string)',
  ],
  [
    'an AABB as the OBB',
    call(q.sphereCastOBB, vec3(0, 0, 0), d, 1, cube),
    TypeError,
    'sphereCastOBB: obb.center must be a vector {x, y, z}, got undefined',
  ],
  [
    'a zero rotation (Into)',
    call(
      q.sphereCastOBBInto,
      vec3(0, 0, 0),
      d,
      1,
      { ...obb, rotation: { x: 0, y: 0, z: 0, w: 0 } },
      q.createSphereCastHit(),
    ),
    RangeError,
    'sphereCastOBBInto: obb.rotation must not be the zero quaternion',
  ],
  [
    'a raycast hit as out',
    call(q.sphereCastOBBInto, vec3(0, 0, 0), d, 1, obb, q.createRaycastHit()),
    TypeError,
    'sphereCastOBBInto: out.center must be a vector {x, y, z} to write into, got undefined',
  ],
];

describe('box casts and sphereCastOBB: bad input, word for word', () => {
  for (const [name, run, kind, message] of cases) {
    it(name, () => {
      expect(run).toThrow(kind);
      expect(run).toThrow(message);
      try {
        run();
      } catch (e) {
        expect((e as Error).message).toBe(message);
      }
    });
  }
});
