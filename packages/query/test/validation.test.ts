// Bad input: every function throws, with the contract's error class and a message that
// names the function, the argument and the value. The messages are part of the teaching:
// readers meet them in live examples, so each is asserted word for word.
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';

const { vec3 } = q;
const o = vec3(0, 0, 0);
const e = vec3(1, 0, 0);
const sphere = { center: vec3(0, 0, 0), radius: 1 };
const box = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };

/** Calls an exported function with arguments TypeScript would reject, as JavaScript may. */
const call =
  (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  () =>
    (fn as (...a: unknown[]) => unknown)(...args);

type Case = [string, () => unknown, typeof TypeError | typeof RangeError, string];

const cases: Case[] = [
  // The two examples the contract gives.
  [
    'negative radius',
    call(q.raycastSphere, o, e, { center: o, radius: -1 }),
    RangeError,
    'raycastSphere: sphere.radius must be >= 0, got -1',
  ],
  [
    'min > max',
    call(q.raycastAABB, o, e, { min: vec3(0, 3, 0), max: vec3(1, 1, 1) }),
    RangeError,
    'raycastAABB: box.min.y (3) is greater than box.max.y (1)',
  ],

  // Missing arguments.
  ['no arguments', call(q.raycastSphere), TypeError, 'raycastSphere: origin must be a vector {x, y, z}, got undefined'],
  ['missing end', call(q.raycastSphere, o), TypeError, 'raycastSphere: end must be a vector {x, y, z}, got undefined'],
  [
    'missing sphere',
    call(q.raycastSphere, o, e),
    TypeError,
    'raycastSphere: sphere must be a sphere {center, radius}, got undefined',
  ],
  ['missing box', call(q.raycastAABB, o, e), TypeError, 'raycastAABB: box must be a box {min, max}, got undefined'],
  [
    'missing axis',
    call(q.raycastAxisPlane, o, e),
    TypeError,
    "raycastAxisPlane: axis must be 'x', 'y' or 'z', got undefined",
  ],
  [
    'missing value',
    call(q.raycastAxisPlane, o, e, 'y'),
    TypeError,
    'raycastAxisPlane: value must be a number, got undefined',
  ],
  [
    'missing cast radius',
    call(q.sphereCastSphere, o, e),
    TypeError,
    'sphereCastSphere: radius must be a number, got undefined',
  ],
  [
    'missing target',
    call(q.sphereCastSphere, o, e, 1),
    TypeError,
    'sphereCastSphere: target must be a sphere {center, radius}, got undefined',
  ],
  [
    'missing point',
    call(q.closestPointOnAABB),
    TypeError,
    'closestPointOnAABB: point must be a vector {x, y, z}, got undefined',
  ],
  [
    'missing box (closest)',
    call(q.closestPointOnAABB, o),
    TypeError,
    'closestPointOnAABB: box must be a box {min, max}, got undefined',
  ],
  [
    'missing sphere (overlap)',
    call(q.sphereIntersectsAABB),
    TypeError,
    'sphereIntersectsAABB: sphere must be a sphere {center, radius}, got undefined',
  ],
  [
    'missing box (overlap)',
    call(q.sphereIntersectsAABB, sphere),
    TypeError,
    'sphereIntersectsAABB: box must be a box {min, max}, got undefined',
  ],
  ['vec3()', call(vec3), TypeError, 'vec3: x must be a number, got undefined'],
  ['vec3(1)', call(vec3, 1), TypeError, 'vec3: y must be a number, got undefined'],
  [
    'missing center',
    call(q.aabbFromCenterSize),
    TypeError,
    'aabbFromCenterSize: center must be a vector {x, y, z}, got undefined',
  ],
  [
    'missing size',
    call(q.aabbFromCenterSize, o),
    TypeError,
    'aabbFromCenterSize: size must be a vector {x, y, z}, got undefined',
  ],

  // Wrongly-typed arguments and vectors without numeric x, y, z.
  [
    'string coordinate',
    call(q.raycastSphere, { x: '1', y: 0, z: 0 }, e, sphere),
    TypeError,
    'raycastSphere: origin.x must be a number, got "1" (a string)',
  ],
  [
    'a 2D vector without z',
    call(q.raycastSphere, o, { x: 1, y: 2 }, sphere),
    TypeError,
    'raycastSphere: end.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)',
  ],
  [
    'an array as a vector',
    call(q.raycastAABB, [0, 0, 0], e, box),
    TypeError,
    'raycastAABB: origin must be a vector {x, y, z}, got an array of length 3 (use vec3(x, y, z))',
  ],
  [
    'null vector',
    call(q.closestPointOnAABB, null, box),
    TypeError,
    'closestPointOnAABB: point must be a vector {x, y, z}, got null',
  ],
  [
    'a number as a vector',
    call(q.raycastAxisPlane, 5, e, 'x', 0),
    TypeError,
    'raycastAxisPlane: origin must be a vector {x, y, z}, got 5',
  ],
  [
    'string radius',
    call(q.raycastSphere, o, e, { center: o, radius: '2' }),
    TypeError,
    'raycastSphere: sphere.radius must be a number, got "2" (a string)',
  ],
  [
    'sphere without center',
    call(q.raycastSphere, o, e, { radius: 1 }),
    TypeError,
    'raycastSphere: sphere.center must be a vector {x, y, z}, got undefined',
  ],
  [
    'box without max',
    call(q.raycastAABB, o, e, { min: o }),
    TypeError,
    'raycastAABB: box.max must be a vector {x, y, z}, got undefined',
  ],
  [
    'axis not a string',
    call(q.raycastAxisPlane, o, e, 1, 0),
    TypeError,
    "raycastAxisPlane: axis must be 'x', 'y' or 'z', got 1",
  ],
  [
    'string value',
    call(q.raycastAxisPlane, o, e, 'y', '0'),
    TypeError,
    'raycastAxisPlane: value must be a number, got "0" (a string)',
  ],
  [
    'cast radius and target swapped',
    call(q.sphereCastSphere, o, e, sphere, 1),
    TypeError,
    'sphereCastSphere: radius must be a number, got an object with keys {center, radius}',
  ],
  [
    'boolean radius',
    call(q.sphereCastSphere, o, e, true, sphere),
    TypeError,
    'sphereCastSphere: radius must be a number, got true (a boolean)',
  ],
  ['bigint coordinate', call(vec3, 1n, 2), TypeError, 'vec3: x must be a number, got 1n (a bigint)'],
  ['null z', call(vec3, 1, 2, null), TypeError, 'vec3: z must be a number, got null'],
  [
    'a function as a box',
    call(q.raycastAABB, o, e, () => box),
    TypeError,
    'raycastAABB: box must be a box {min, max}, got a function',
  ],
  ['a symbol as a coordinate', call(vec3, Symbol('x'), 0), TypeError, 'vec3: x must be a number, got a symbol'],
  [
    'arguments swapped (overlap)',
    call(q.sphereIntersectsAABB, box, sphere),
    TypeError,
    'sphereIntersectsAABB: sphere.center must be a vector {x, y, z}, got undefined',
  ],

  // Non-finite numbers.
  [
    'NaN coordinate',
    call(q.raycastSphere, vec3(0, 0), { x: NaN, y: 0, z: 0 }, sphere),
    RangeError,
    'raycastSphere: end.x must be finite, got NaN',
  ],
  [
    'Infinity coordinate',
    call(q.raycastAABB, { x: 0, y: Infinity, z: 0 }, e, box),
    RangeError,
    'raycastAABB: origin.y must be finite, got Infinity',
  ],
  [
    '-Infinity in a box',
    call(q.raycastAABB, o, e, { min: { x: 0, y: 0, z: -Infinity }, max: vec3(1, 1, 1) }),
    RangeError,
    'raycastAABB: box.min.z must be finite, got -Infinity',
  ],
  [
    'infinite radius',
    call(q.raycastSphere, o, e, { center: o, radius: Infinity }),
    RangeError,
    'raycastSphere: sphere.radius must be finite, got Infinity',
  ],
  [
    '-Infinity radius',
    call(q.sphereCastSphere, o, e, -Infinity, sphere),
    RangeError,
    'sphereCastSphere: radius must be finite, got -Infinity',
  ],
  [
    'NaN plane value',
    call(q.raycastAxisPlane, o, e, 'x', NaN),
    RangeError,
    'raycastAxisPlane: value must be finite, got NaN',
  ],
  [
    'NaN center',
    call(q.sphereIntersectsAABB, { center: { x: 0, y: NaN, z: 0 }, radius: 1 }, box),
    RangeError,
    'sphereIntersectsAABB: sphere.center.y must be finite, got NaN',
  ],
  ['vec3 NaN', call(vec3, 1, 2, NaN), RangeError, 'vec3: z must be finite, got NaN'],
  [
    'NaN size',
    call(q.aabbFromCenterSize, o, { x: 1, y: NaN, z: 1 }),
    RangeError,
    'aabbFromCenterSize: size.y must be finite, got NaN',
  ],

  // Values outside their domain.
  [
    'negative cast radius',
    call(q.sphereCastSphere, o, e, -1, sphere),
    RangeError,
    'sphereCastSphere: radius must be >= 0, got -1',
  ],
  [
    'negative target radius',
    call(q.sphereCastSphere, o, e, 1, { center: o, radius: -2 }),
    RangeError,
    'sphereCastSphere: target.radius must be >= 0, got -2',
  ],
  [
    'negative overlap radius',
    call(q.sphereIntersectsAABB, { center: o, radius: -0.5 }, box),
    RangeError,
    'sphereIntersectsAABB: sphere.radius must be >= 0, got -0.5',
  ],
  [
    'min.x > max.x',
    call(q.closestPointOnAABB, o, { min: vec3(2, 0, 0), max: vec3(1, 1, 1) }),
    RangeError,
    'closestPointOnAABB: box.min.x (2) is greater than box.max.x (1)',
  ],
  [
    'min.z > max.z',
    call(q.sphereIntersectsAABB, sphere, { min: vec3(0, 0, 0.5), max: vec3(1, 1, -0.5) }),
    RangeError,
    'sphereIntersectsAABB: box.min.z (0.5) is greater than box.max.z (-0.5)',
  ],
  [
    'axis "w"',
    call(q.raycastAxisPlane, o, e, 'w', 0),
    RangeError,
    "raycastAxisPlane: axis must be 'x', 'y' or 'z', got \"w\" (a string)",
  ],
  [
    'axis "X"',
    call(q.raycastAxisPlane, o, e, 'X', 0),
    RangeError,
    "raycastAxisPlane: axis must be 'x', 'y' or 'z', got \"X\" (a string)",
  ],
  // -0 prints as -0: "(1e-300) is greater than (0)" would read as nonsense.
  [
    'min above a max of -0',
    call(q.raycastAABB, o, e, { min: { x: 1e-300, y: 0, z: 0 }, max: { x: -0, y: 1, z: 1 } }),
    RangeError,
    'raycastAABB: box.min.x (1e-300) is greater than box.max.x (-0)',
  ],
  [
    'negative size.x',
    call(q.aabbFromCenterSize, o, vec3(-1, 1, 1)),
    RangeError,
    'aabbFromCenterSize: size.x must be >= 0, got -1',
  ],
  [
    'negative size.y',
    call(q.aabbFromCenterSize, o, vec3(1, -3, -1)),
    RangeError,
    'aabbFromCenterSize: size.y must be >= 0, got -3',
  ],
  [
    'negative size',
    call(q.aabbFromCenterSize, o, vec3(1, 1, -2)),
    RangeError,
    'aabbFromCenterSize: size.z must be >= 0, got -2',
  ],
];

describe('bad input', () => {
  for (const [name, run, ErrorClass, message] of cases) {
    it(`${name}: ${ErrorClass.name}`, () => {
      let thrown: unknown;
      try {
        run();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ErrorClass);
      // RangeError and TypeError are siblings: the class is exactly the contract's.
      expect((thrown as Error).constructor).toBe(ErrorClass);
      expect((thrown as Error).message).toBe(message);
    });
  }

  it('-0 is a valid radius and a valid size', () => {
    expect(q.raycastSphere(vec3(-1, 0), vec3(1, 0), { center: o, radius: -0 })).not.toBeNull();
    expect(q.aabbFromCenterSize(o, { x: -0, y: 1, z: 1 })).toEqual({
      min: { x: 0, y: -0.5, z: -0.5 },
      max: { x: 0, y: 0.5, z: 0.5 },
    });
  });

  it('vec3(x, y, undefined) is the 2D form, z = 0', () => {
    expect(vec3(1, 2, undefined)).toEqual({ x: 1, y: 2, z: 0 });
  });
});
