// Bad input for the plane and triangle queries and rayEnd: the contract's error class and
// a message naming the function, the argument and the value, word for word.
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';

const { vec3 } = q;
const o = vec3(0, 0, 0);
const e = vec3(1, 0, 0);
const plane = { normal: vec3(0, 1, 0), constant: 0 };
const tri = { a: vec3(0, 0, 0), b: vec3(1, 0, 0), c: vec3(0, 1, 0) };
const sphere = { center: o, radius: 1 };

const call =
  (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  () =>
    (fn as (...a: unknown[]) => unknown)(...args);

type Case = [string, () => unknown, typeof TypeError | typeof RangeError, string];

const cases: Case[] = [
  // rayEnd: the mistakes people make turning a three.js ray into a segment.
  [
    'far = Infinity (three.js default)',
    call(q.rayEnd, o, e, Infinity),
    RangeError,
    "rayEnd: maxDistance must be finite: a segment needs a finite length (three.js's Raycaster.far is Infinity by default; pass the distance you want to look, e.g. raycaster.far = 100), got Infinity",
  ],
  ['negative maxDistance', call(q.rayEnd, o, e, -1), RangeError, 'rayEnd: maxDistance must be >= 0, got -1'],
  [
    '-Infinity maxDistance',
    call(q.rayEnd, o, e, -Infinity),
    RangeError,
    'rayEnd: maxDistance must be finite, got -Infinity',
  ],
  ['NaN maxDistance', call(q.rayEnd, o, e, NaN), RangeError, 'rayEnd: maxDistance must be finite, got NaN'],
  ['missing maxDistance', call(q.rayEnd, o, e), TypeError, 'rayEnd: maxDistance must be a number, got undefined'],
  [
    'zero direction',
    call(q.rayEnd, o, vec3(0, 0, 0)),
    RangeError,
    'rayEnd: direction must not be the zero vector: a ray needs a direction, got (0, 0, 0)',
  ],
  [
    'a ray as the origin',
    call(q.rayEnd, { origin: o, direction: e }, e, 10),
    TypeError,
    'rayEnd: origin must be a vector {x, y, z}, got a ray {origin, direction}: pass ray.origin as the origin and rayEnd(ray.origin, ray.direction, far) as the end',
  ],
  ['missing direction', call(q.rayEnd, o), TypeError, 'rayEnd: direction must be a vector {x, y, z}, got undefined'],

  // Planes.
  [
    'missing plane',
    call(q.raycastPlane, o, e),
    TypeError,
    'raycastPlane: plane must be a plane {normal, constant}, got undefined',
  ],
  [
    'zero normal',
    call(q.raycastPlane, o, e, { normal: o, constant: 1 }),
    RangeError,
    'raycastPlane: plane.normal must not be the zero vector',
  ],
  [
    'NaN constant',
    call(q.raycastPlaneInto, o, e, { normal: e, constant: NaN }, q.createRaycastHit()),
    RangeError,
    'raycastPlaneInto: plane.constant must be finite, got NaN',
  ],
  [
    'Into without out',
    call(q.raycastPlaneInto, o, e, plane),
    TypeError,
    'raycastPlaneInto: out must be a hit {point, normal, distance, t} to write into (createRaycastHit() makes one), got undefined',
  ],
  [
    'a ray as the end',
    call(q.raycastPlane, o, { origin: o, direction: e }, plane),
    TypeError,
    'raycastPlane: end must be a vector {x, y, z}, got a ray {origin, direction}: pass ray.origin as the origin and rayEnd(ray.origin, ray.direction, far) as the end',
  ],
  [
    'closest point: missing point',
    call(q.closestPointOnPlane),
    TypeError,
    'closestPointOnPlane: point must be a vector {x, y, z}, got undefined',
  ],
  [
    'closest point: string constant',
    call(q.closestPointOnPlane, o, { normal: e, constant: '0' }),
    TypeError,
    'closestPointOnPlane: plane.constant must be a number, got "0" (a string)',
  ],
  [
    'sphere cast: negative radius',
    call(q.sphereCastPlane, o, e, -1, plane),
    RangeError,
    'sphereCastPlane: radius must be >= 0, got -1',
  ],
  [
    'sphere cast: plane and radius swapped',
    call(q.sphereCastPlane, o, e, plane, 1),
    TypeError,
    'sphereCastPlane: radius must be a number, got an object with keys {normal, constant}',
  ],
  [
    'sphere cast Into: a raycast hit as out',
    call(q.sphereCastPlaneInto, o, e, 1, plane, q.createRaycastHit()),
    TypeError,
    'sphereCastPlaneInto: out.center must be a vector {x, y, z} to write into, got undefined',
  ],

  // Triangles.
  [
    'missing triangle',
    call(q.raycastTriangle, o, e),
    TypeError,
    'raycastTriangle: triangle must be a triangle {a, b, c}, got undefined',
  ],
  [
    'the contract example: NaN b.y',
    call(q.raycastTriangle, o, e, { a: o, b: { x: 0, y: NaN, z: 0 }, c: e }),
    RangeError,
    'raycastTriangle: triangle.b.y must be finite, got NaN',
  ],
  [
    'triangle as an array of vertices',
    call(q.raycastTriangleInto, o, e, [o, e, o], q.createRaycastHit()),
    TypeError,
    'raycastTriangleInto: triangle must be a triangle {a, b, c}, got an array of length 3',
  ],
  [
    'missing c',
    call(q.closestPointOnTriangle, o, { a: o, b: e }),
    TypeError,
    'closestPointOnTriangle: triangle.c must be a vector {x, y, z}, got undefined',
  ],
  [
    'overlap: 2D vertex without z',
    call(q.sphereIntersectsTriangle, sphere, { a: o, b: e, c: { x: 0, y: 1 } }),
    TypeError,
    'sphereIntersectsTriangle: triangle.c.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)',
  ],
  [
    'contact: negative radius',
    call(q.sphereContactTriangle, { center: o, radius: -2 }, tri),
    RangeError,
    'sphereContactTriangle: sphere.radius must be >= 0, got -2',
  ],
  [
    'contact: arguments swapped',
    call(q.sphereContactTriangle, tri, sphere),
    TypeError,
    'sphereContactTriangle: sphere.center must be a vector {x, y, z}, got undefined',
  ],
  [
    'sphere cast triangle: NaN radius',
    call(q.sphereCastTriangle, o, e, NaN, tri),
    RangeError,
    'sphereCastTriangle: radius must be finite, got NaN',
  ],
  [
    'sphere cast triangle: missing triangle',
    call(q.sphereCastTriangle, o, e, 1),
    TypeError,
    'sphereCastTriangle: triangle must be a triangle {a, b, c}, got undefined',
  ],
  [
    'sphere cast triangle Into: null out',
    call(q.sphereCastTriangleInto, o, e, 1, tri, null),
    TypeError,
    'sphereCastTriangleInto: out must be a hit {point, normal, distance, t, center} to write into (createSphereCastHit() makes one), got null',
  ],
  [
    'sphere cast triangle: Infinity in a vertex',
    call(q.sphereCastTriangle, o, e, 1, { a: o, b: e, c: { x: 0, y: 0, z: Infinity } }),
    RangeError,
    'sphereCastTriangle: triangle.c.z must be finite, got Infinity',
  ],
];

describe('bad input: planes, triangles, rayEnd', () => {
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
});
