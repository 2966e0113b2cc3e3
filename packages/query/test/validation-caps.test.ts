// Bad input to the segment and capsule queries: the contract's error class and a message
// that names the function, the argument and the value, word for word, arguments checked
// left to right.
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';

const { vec3 } = q;
const o = vec3(0, 0, 0);
const e = vec3(1, 0, 0);
const capsule = { start: vec3(0, 0, 0), end: vec3(4, 0, 0), radius: 1 };
const sphere = { center: vec3(0, 0, 0), radius: 1 };

/** Calls an exported function with arguments TypeScript would reject, as JavaScript may. */
const call =
  (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  () =>
    (fn as (...a: unknown[]) => unknown)(...args);

type Case = [string, () => unknown, typeof TypeError | typeof RangeError, string];

const cases: Case[] = [
  // raycastCapsule and its Into form.
  [
    'raycast: missing origin',
    call(q.raycastCapsule),
    TypeError,
    'raycastCapsule: origin must be a vector {x, y, z}, got undefined',
  ],
  [
    'raycast: missing capsule',
    call(q.raycastCapsule, o, e),
    TypeError,
    'raycastCapsule: capsule must be a capsule {start, end, radius}, got undefined',
  ],
  [
    'raycast: capsule.start.y NaN',
    call(q.raycastCapsule, o, e, { start: { x: 0, y: NaN, z: 0 }, end: e, radius: 1 }),
    RangeError,
    'raycastCapsule: capsule.start.y must be finite, got NaN',
  ],
  [
    'raycast: capsule.end missing',
    call(q.raycastCapsule, o, e, { start: o, radius: 1 }),
    TypeError,
    'raycastCapsule: capsule.end must be a vector {x, y, z}, got undefined',
  ],
  [
    'raycast: negative capsule radius',
    call(q.raycastCapsule, o, e, { ...capsule, radius: -1 }),
    RangeError,
    'raycastCapsule: capsule.radius must be >= 0, got -1',
  ],
  [
    'raycast: string capsule radius',
    call(q.raycastCapsule, o, e, { ...capsule, radius: '2' }),
    TypeError,
    'raycastCapsule: capsule.radius must be a number, got "2" (a string)',
  ],
  [
    'raycast: infinite end (checked before the capsule)',
    call(q.raycastCapsule, o, { x: Infinity, y: 0, z: 0 }, { ...capsule, radius: -1 }),
    RangeError,
    'raycastCapsule: end.x must be finite, got Infinity',
  ],
  [
    'raycastInto: missing out',
    call(q.raycastCapsuleInto, o, e, capsule),
    TypeError,
    'raycastCapsuleInto: out must be a hit {point, normal, distance, t} to write into (createRaycastHit() makes one), got undefined',
  ],
  [
    'raycastInto: bad capsule before bad out',
    call(q.raycastCapsuleInto, o, e, { ...capsule, radius: -2 }, null),
    RangeError,
    'raycastCapsuleInto: capsule.radius must be >= 0, got -2',
  ],

  // sphereCastCapsule and its Into form.
  [
    'spherecast: missing radius',
    call(q.sphereCastCapsule, o, e),
    TypeError,
    'sphereCastCapsule: radius must be a number, got undefined',
  ],
  [
    'spherecast: negative radius',
    call(q.sphereCastCapsule, o, e, -0.5, capsule),
    RangeError,
    'sphereCastCapsule: radius must be >= 0, got -0.5',
  ],
  [
    'spherecast: capsule not an object',
    call(q.sphereCastCapsule, o, e, 1, 3),
    TypeError,
    'sphereCastCapsule: capsule must be a capsule {start, end, radius}, got 3',
  ],
  [
    'spherecastInto: a raycast hit as out',
    call(q.sphereCastCapsuleInto, o, e, 1, capsule, q.createRaycastHit()),
    TypeError,
    'sphereCastCapsuleInto: out.center must be a vector {x, y, z} to write into, got undefined',
  ],

  // Closest points.
  [
    'closestPointOnSegment: missing end',
    call(q.closestPointOnSegment, o, o),
    TypeError,
    'closestPointOnSegment: end must be a vector {x, y, z}, got undefined',
  ],
  [
    'closestPointOnSegment: NaN point',
    call(q.closestPointOnSegment, { x: 0, y: 0, z: NaN }, o, e),
    RangeError,
    'closestPointOnSegment: point.z must be finite, got NaN',
  ],
  [
    'closestPointsBetweenSegments: missing q2',
    call(q.closestPointsBetweenSegments, o, e, o),
    TypeError,
    'closestPointsBetweenSegments: q2 must be a vector {x, y, z}, got undefined',
  ],
  [
    'closestPointsBetweenSegments: string coordinate of p2',
    call(q.closestPointsBetweenSegments, o, e, { x: 0, y: '1', z: 0 }, e),
    TypeError,
    'closestPointsBetweenSegments: p2.y must be a number, got "1" (a string)',
  ],

  // Overlaps and the contact.
  [
    'sphereIntersectsCapsule: negative sphere radius',
    call(q.sphereIntersectsCapsule, { center: o, radius: -1 }, capsule),
    RangeError,
    'sphereIntersectsCapsule: sphere.radius must be >= 0, got -1',
  ],
  [
    'sphereIntersectsCapsule: missing capsule',
    call(q.sphereIntersectsCapsule, sphere),
    TypeError,
    'sphereIntersectsCapsule: capsule must be a capsule {start, end, radius}, got undefined',
  ],
  [
    'capsuleIntersectsCapsule: b.end.x infinite',
    call(q.capsuleIntersectsCapsule, capsule, { ...capsule, end: { x: -Infinity, y: 0, z: 0 } }),
    RangeError,
    'capsuleIntersectsCapsule: b.end.x must be finite, got -Infinity',
  ],
  [
    'capsuleIntersectsCapsule: a checked before b',
    call(q.capsuleIntersectsCapsule, { ...capsule, radius: -1 }, null),
    RangeError,
    'capsuleIntersectsCapsule: a.radius must be >= 0, got -1',
  ],
  [
    'sphereContactCapsule: missing sphere',
    call(q.sphereContactCapsule),
    TypeError,
    'sphereContactCapsule: sphere must be a sphere {center, radius}, got undefined',
  ],
  [
    'sphereContactCapsule: capsule radius NaN',
    call(q.sphereContactCapsule, sphere, { ...capsule, radius: NaN }),
    RangeError,
    'sphereContactCapsule: capsule.radius must be finite, got NaN',
  ],
];

describe('bad input to the segment and capsule queries', () => {
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

  it('a three.js Ray passed as the origin is named as such', () => {
    const ray = { origin: vec3(0, 0, 0), direction: vec3(1, 0, 0) };
    expect(call(q.raycastCapsule, ray, e, capsule)).toThrow(TypeError);
    expect(call(q.raycastCapsule, ray, e, capsule)).toThrow(/ray\.origin/);
  });

  it('-0 is a valid capsule radius', () => {
    expect(q.raycastCapsule(vec3(-1, 0), vec3(1, 0), { start: o, end: o, radius: -0 })).not.toBeNull();
  });
});
