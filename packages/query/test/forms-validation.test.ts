// Bad input to the …Into and batch forms: the same classes and the same style of message
// as the object API, naming the function, the argument (for a batch, the array index and
// what it holds) and the value. Asserted word for word, as the object API's are.
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';

const { vec3 } = q;
const o = vec3(0, 0, 0);
const e = vec3(1, 0, 0);
const sphere = { center: vec3(0, 0, 0), radius: 1 };
const box = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
const f64 = (...xs: number[]) => new Float64Array(xs);
const seg = f64(0, 0, 0, 1, 0, 0);
const two = f64(0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0);
const sph = f64(5, 0, 0, 1);
const bx = f64(0, 0, 0, 1, 1, 1);
const out = () => ({ t: new Float64Array(2), point: new Float64Array(6), normal: new Float64Array(6) });

const call =
  (fn: (...args: never[]) => unknown, ...args: unknown[]) =>
  () =>
    (fn as (...a: unknown[]) => unknown)(...args);

type Case = [string, () => unknown, typeof TypeError | typeof RangeError, string];

const cases: Case[] = [
  // …Into: the inputs are checked as by the object API, under the form's own name.
  [
    'Into, negative radius',
    call(q.raycastSphereInto, o, e, { center: o, radius: -1 }, q.createRaycastHit()),
    RangeError,
    'raycastSphereInto: sphere.radius must be >= 0, got -1',
  ],
  [
    'Into, min > max',
    call(q.raycastAABBInto, o, e, { min: vec3(0, 3, 0), max: vec3(1, 1, 1) }, q.createRaycastHit()),
    RangeError,
    'raycastAABBInto: box.min.y (3) is greater than box.max.y (1)',
  ],
  [
    'Into, bad axis',
    call(q.raycastAxisPlaneInto, o, e, 'w', 0, q.createRaycastHit()),
    RangeError,
    "raycastAxisPlaneInto: axis must be 'x', 'y' or 'z', got \"w\" (a string)",
  ],
  [
    'Into, NaN cast radius',
    call(q.sphereCastSphereInto, o, e, NaN, sphere, q.createSphereCastHit()),
    RangeError,
    'sphereCastSphereInto: radius must be finite, got NaN',
  ],
  [
    'Into, missing out',
    call(q.raycastSphereInto, o, e, sphere),
    TypeError,
    'raycastSphereInto: out must be a hit {point, normal, distance, t} to write into (createRaycastHit() makes one), got undefined',
  ],
  [
    'Into, out without a point',
    call(q.raycastAABBInto, o, e, box, { normal: vec3(0, 0, 0), distance: 0, t: 0 }),
    TypeError,
    'raycastAABBInto: out.point must be a vector {x, y, z} to write into, got undefined',
  ],
  [
    'Into, out with a null normal',
    call(q.raycastAxisPlaneInto, o, e, 'x', 0.5, { point: vec3(0, 0, 0), normal: null, distance: 0, t: 0 }),
    TypeError,
    'raycastAxisPlaneInto: out.normal must be a vector {x, y, z} to write into, got null',
  ],
  [
    'Into, a raycast hit given to a sphere cast',
    call(q.sphereCastSphereInto, o, e, 1, sphere, q.createRaycastHit()),
    TypeError,
    'sphereCastSphereInto: out.center must be a vector {x, y, z} to write into, got undefined',
  ],
  [
    'Into, out an array',
    call(q.sphereCastSphereInto, o, e, 1, sphere, []),
    TypeError,
    'sphereCastSphereInto: out must be a hit {point, normal, distance, t, center} to write into (createSphereCastHit() makes one), got an array of length 0',
  ],
  [
    'Into, closest point into a number',
    call(q.closestPointOnAABBInto, o, box, 3),
    TypeError,
    'closestPointOnAABBInto: out must be a vector {x, y, z} to write into, got 3',
  ],
  [
    'Into, closest point into an array',
    call(q.closestPointOnAABBInto, o, box, [0, 0, 0]),
    TypeError,
    'closestPointOnAABBInto: out must be a vector {x, y, z} to write into, got an array of length 3',
  ],

  // Batches: the arrays, once per call.
  [
    'segments an array',
    call(q.raycastSphereBatch, [0, 0, 0, 1, 0, 0], sph, out()),
    TypeError,
    'raycastSphereBatch: segments must be a Float64Array of [origin.x, origin.y, origin.z, end.x, end.y, end.z] per segment, got an array of length 6',
  ],
  [
    'segments a Float32Array',
    call(q.raycastAABBBatch, new Float32Array(6), bx, out()),
    TypeError,
    'raycastAABBBatch: segments must be a Float64Array of [origin.x, origin.y, origin.z, end.x, end.y, end.z] per segment, got a Float32Array of 24 bytes',
  ],
  [
    'segments not whole',
    call(q.raycastSphereBatch, new Float64Array(7), sph, out()),
    RangeError,
    'raycastSphereBatch: segments.length (7) must be a multiple of 6, [origin.x, origin.y, origin.z, end.x, end.y, end.z] per segment',
  ],
  [
    'spheres missing',
    call(q.raycastSphereBatch, two, undefined, out()),
    TypeError,
    'raycastSphereBatch: spheres must be a Float64Array of [center.x, center.y, center.z, radius] per sphere, got undefined',
  ],
  [
    'spheres neither one nor one per segment',
    call(q.raycastSphereBatch, two, new Float64Array(12), out()),
    RangeError,
    'raycastSphereBatch: spheres.length (12) must be 4 (one sphere for every segment) or 8 (one per segment, 2 segments)',
  ],
  [
    // With one segment, "one box" and "one per segment" are the same 6: said once, not as
    // "must be 6 (one box for every segment) or 6 (one per segment, 1 segments)".
    'boxes for a batch of one segment',
    call(q.raycastAABBBatch, f64(0, 0, 0, 1, 0, 0), new Float64Array(18), { t: new Float64Array(1) }),
    RangeError,
    'raycastAABBBatch: boxes.length (18) must be 6: one box for the one segment',
  ],
  [
    'out.t of a batch of one segment, too short',
    call(q.raycastAABBBatch, f64(0, 0, 0, 1, 0, 0), new Float64Array(6), { t: new Float64Array(0) }),
    RangeError,
    'raycastAABBBatch: out.t.length (0) must be at least 1 (one per segment, 1 segment)',
  ],
  [
    'boxes neither one nor one per sphere',
    call(q.sphereIntersectsAABBBatch, f64(0, 0, 0, 1, 0, 0, 0, 1), new Float64Array(7), new Uint8Array(2)),
    RangeError,
    'sphereIntersectsAABBBatch: boxes.length (7) must be 6 (one box for every sphere) or 12 (one per sphere, 2 spheres)',
  ],
  [
    'out missing',
    call(q.raycastSphereBatch, two, sph),
    TypeError,
    'raycastSphereBatch: out must be {t, point?, normal?} of Float64Arrays, got undefined',
  ],
  [
    'cast out an array',
    call(q.sphereCastSphereBatch, two, 1, sph, []),
    TypeError,
    'sphereCastSphereBatch: out must be {t, point?, normal?, center?} of Float64Arrays, got an array of length 0',
  ],
  [
    'out.t an array',
    call(q.raycastAABBBatch, two, bx, { t: [0, 0] }),
    TypeError,
    'raycastAABBBatch: out.t must be a Float64Array, got an array of length 2',
  ],
  [
    'out.t too short',
    call(q.raycastSphereBatch, two, sph, { t: new Float64Array(1) }),
    RangeError,
    'raycastSphereBatch: out.t.length (1) must be at least 2 (one per segment, 2 segments)',
  ],
  [
    'out.point too short',
    call(q.raycastSphereBatch, two, sph, { t: new Float64Array(2), point: new Float64Array(5) }),
    RangeError,
    'raycastSphereBatch: out.point.length (5) must be at least 6 (3 per segment, 2 segments)',
  ],
  [
    'out.normal not a Float64Array',
    call(q.raycastAABBBatch, two, bx, { t: new Float64Array(2), normal: new Uint8Array(6) }),
    TypeError,
    'raycastAABBBatch: out.normal must be a Float64Array, got a Uint8Array of 6 bytes',
  ],
  [
    'out.center too short',
    call(q.sphereCastSphereBatch, two, 1, sph, { t: new Float64Array(2), center: new Float64Array(3) }),
    RangeError,
    'sphereCastSphereBatch: out.center.length (3) must be at least 6 (3 per segment, 2 segments)',
  ],
  [
    'cast radius negative',
    call(q.sphereCastSphereBatch, two, -1, sph, out()),
    RangeError,
    'sphereCastSphereBatch: radius must be >= 0, got -1',
  ],
  [
    'cast radius a string',
    call(q.sphereCastSphereBatch, two, '1', sph, out()),
    TypeError,
    'sphereCastSphereBatch: radius must be a number, got "1" (a string)',
  ],
  [
    'overlap out a plain array',
    call(q.sphereIntersectsAABBBatch, sph, bx, [0]),
    TypeError,
    'sphereIntersectsAABBBatch: out must be a Uint8Array, got an array of length 1',
  ],
  [
    'overlap out too short',
    call(q.sphereIntersectsAABBBatch, f64(0, 0, 0, 1, 0, 0, 0, 1), bx, new Uint8Array(1)),
    RangeError,
    'sphereIntersectsAABBBatch: out.length (1) must be at least 2 (one per sphere, 2 spheres)',
  ],

  // Batches: the numbers, record by record, naming the index and what it holds.
  [
    'a NaN in a segment',
    call(q.raycastSphereBatch, f64(0, 0, 0, 1, 0, 0, 0, NaN, 0, 1, 1, 0), sph, out()),
    RangeError,
    'raycastSphereBatch: segments[7] (segment 1 origin.y) must be finite, got NaN',
  ],
  [
    'an Infinity in a segment',
    call(q.raycastAABBBatch, f64(0, 0, 0, 1, 0, Infinity), bx, out()),
    RangeError,
    'raycastAABBBatch: segments[5] (segment 0 end.z) must be finite, got Infinity',
  ],
  [
    'a -Infinity in a cast segment',
    call(q.sphereCastSphereBatch, f64(-Infinity, 0, 0, 1, 0, 0), 1, sph, out()),
    RangeError,
    'sphereCastSphereBatch: segments[0] (segment 0 origin.x) must be finite, got -Infinity',
  ],
  [
    'a negative radius in the second sphere',
    call(q.raycastSphereBatch, two, f64(5, 0, 0, 1, 5, 0, 0, -1), out()),
    RangeError,
    'raycastSphereBatch: spheres[7] (sphere 1 radius) must be >= 0, got -1',
  ],
  [
    'a NaN center in the one shared target',
    call(q.sphereCastSphereBatch, two, 1, f64(NaN, 0, 0, 1), out()),
    RangeError,
    'sphereCastSphereBatch: targets[0] (sphere 0 center.x) must be finite, got NaN',
  ],
  [
    'a sphere with a -0 radius is fine, a NaN one is not',
    call(q.sphereIntersectsAABBBatch, f64(0, 0, 0, -0, 0, 0, 0, NaN), bx, new Uint8Array(2)),
    RangeError,
    'sphereIntersectsAABBBatch: spheres[7] (sphere 1 radius) must be finite, got NaN',
  ],
  [
    'a box with min.x > max.x',
    call(q.raycastAABBBatch, seg, f64(2, 0, 0, 1, 1, 1), out()),
    RangeError,
    'raycastAABBBatch: boxes[0] (box 0 min.x, 2) is greater than boxes[3] (box 0 max.x, 1)',
  ],
  [
    'a box with min.y > max.y, the second of two',
    call(q.raycastAABBBatch, two, f64(0, 0, 0, 1, 1, 1, 0, 3, 0, 1, 1, 1), out()),
    RangeError,
    'raycastAABBBatch: boxes[7] (box 1 min.y, 3) is greater than boxes[10] (box 1 max.y, 1)',
  ],
  [
    'a box with min.z > max.z',
    call(q.sphereIntersectsAABBBatch, sph, f64(0, 0, 1, 1, 1, -0), new Uint8Array(1)),
    RangeError,
    'sphereIntersectsAABBBatch: boxes[2] (box 0 min.z, 1) is greater than boxes[5] (box 0 max.z, -0)',
  ],
  [
    'a box with an Infinity',
    call(q.sphereIntersectsAABBBatch, sph, f64(0, 0, 0, Infinity, 1, 1), new Uint8Array(1)),
    RangeError,
    'sphereIntersectsAABBBatch: boxes[3] (box 0 max.x) must be finite, got Infinity',
  ],
];

describe('bad input to the …Into and batch forms', () => {
  it.each(cases)('%s', (_, run, type, message) => {
    expect(run).toThrow(type);
    expect(run).toThrow(message);
    try {
      run();
    } catch (error) {
      expect((error as Error).message).toBe(message);
    }
  });

  it('a batch that throws on a record has written the results before it, and nothing after', () => {
    const t = new Float64Array([7, 7, 7]);
    const segments = f64(0, 0, 0, 10, 0, 0, 0, NaN, 0, 1, 1, 0, 0, 0, 0, 10, 0, 0);
    expect(() => q.raycastSphereBatch(segments, f64(8, 3, 0, 5), { t })).toThrow(RangeError);
    expect([...t]).toEqual([0.4, 7, 7]);
  });
});
