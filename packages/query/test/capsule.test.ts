// Segments and capsules: raycastCapsule, sphereCastCapsule, closestPointOnSegment,
// closestPointsBetweenSegments, sphereIntersectsCapsule, capsuleIntersectsCapsule and
// sphereContactCapsule on hand-derived cases and the edge cases the contract names. Each
// expected value is worked out in the comment above it. Unless said otherwise the capsule
// is `cap`: axis P = (0,0,0) to Q = (4,0,0), radius 1.
import { describe, expect, it } from 'vitest';
import {
  capsuleIntersectsCapsule,
  closestPointOnSegment,
  closestPointsBetweenSegments,
  createRaycastHit,
  createSphereCastHit,
  raycastCapsule,
  raycastCapsuleInto,
  sphereCastCapsule,
  sphereCastCapsuleInto,
  sphereContactCapsule,
  sphereIntersectsCapsule,
  vec3,
  type Capsule,
} from '../src/index.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';

const cap: Capsule = { start: vec3(0, 0, 0), end: vec3(4, 0, 0), radius: 1 };

describe('raycastCapsule: hand-derived', () => {
  it('into the body from above', () => {
    // x = 2 from y = 5 to y = -5: the body's top is y = 1, 4 down of 10: t = 0.4,
    // D = (2,1,0), the nearest axis point (2,0,0), normal (0,1,0).
    expectHit(raycastCapsule(vec3(2, 5), vec3(2, -5), cap), {
      point: [2, 1, 0],
      normal: [0, 1, 0],
      distance: 4,
      t: 0.4,
    });
  });

  it('into a cap along the axis, and into the other cap from the far side', () => {
    // From (-5,0,0) along +x: ball P's surface at x = -1, 4 of 10. Normal (-1,0,0).
    expectHit(raycastCapsule(vec3(-5, 0), vec3(5, 0), cap), {
      point: [-1, 0, 0],
      normal: [-1, 0, 0],
      distance: 4,
      t: 0.4,
    });
    // From (9,0,0) to (1,0,0): ball Q's surface at x = 5, 4 of 8: t = 0.5. Normal (1,0,0).
    expectHit(raycastCapsule(vec3(9, 0), vec3(1, 0), cap), {
      point: [5, 0, 0],
      normal: [1, 0, 0],
      distance: 4,
      t: 0.5,
    });
  });

  it('3-4-5 on a cap: from (-5, 0.6, 0) along +x meets ball P at x = -0.8 (0.6² + 0.8² = 1)', () => {
    // |AD| = 4.2 of 10: t = 0.42; normal = D - P = (-0.8, 0.6, 0).
    const hit = raycastCapsule(vec3(-5, 0.6), vec3(5, 0.6), cap);
    expectHit(hit, { point: [-0.8, 0.6, 0], normal: [-0.8, 0.6, 0], distance: 4.2, t: 0.42 }, 1e-15, 10);
  });

  it('3-4-5 on the body: a capsule on z, radius 5, and a segment along y at x = 3', () => {
    // The line is 3 from the axis; the half chord is 4, so it enters at y = -4:
    // |AD| = 6 of 20, t = 0.3, D = (3,-4,5), normal = (3,-4,0)/5.
    const hit = raycastCapsule(vec3(3, -10, 5), vec3(3, 10, 5), {
      start: vec3(0, 0, 0),
      end: vec3(0, 0, 10),
      radius: 5,
    });
    expectHit(hit, { point: [3, -4, 5], normal: [0.6, -0.8, 0], distance: 6, t: 0.3 }, 1e-14, 20);
  });

  it('a slanted capsule: axis (0,0,0)-(3,4,0), radius 1, hit square-on at its middle', () => {
    // The axis direction is (0.6,0.8,0); its normal in the plane is (-0.8,0.6,0). From
    // (1.5,2,0) + 6·(-0.8,0.6,0) = (-3.3,5.6,0) to the axis point (1.5,2,0): the surface is
    // 5 along, of 6: t = 5/6, D = (1.5,2,0) + (-0.8,0.6,0) = (0.7,2.6,0).
    const hit = raycastCapsule(vec3(-3.3, 5.6), vec3(1.5, 2), { start: vec3(0, 0), end: vec3(3, 4), radius: 1 });
    expectHit(hit, { point: [0.7, 2.6, 0], normal: [-0.8, 0.6, 0], distance: 5, t: 5 / 6 }, 1e-14, 6);
  });
});

describe('raycastCapsule: edges', () => {
  it('tangent to the body from outside: a hit at the touching point', () => {
    // x = 2, y = 1 along z: 1 from the axis all along, touching at z = 0, t = 0.5.
    expectHit(raycastCapsule(vec3(2, 1, -5), vec3(2, 1, 5), cap), {
      point: [2, 1, 0],
      normal: [0, 1, 0],
      distance: 5,
      t: 0.5,
    });
  });

  it('grazing a cap: x = -1 along y touches ball P at (-1,0,0)', () => {
    expectHit(raycastCapsule(vec3(-1, -5), vec3(-1, 5), cap), {
      point: [-1, 0, 0],
      normal: [-1, 0, 0],
      distance: 5,
      t: 0.5,
    });
  });

  it('sliding along the body from beyond an end: first touch on the rim of the cap', () => {
    // y = 1 along x from x = -5: ball P's rim (0,1,0) at t = 5/10.
    expectHit(raycastCapsule(vec3(-5, 1), vec3(5, 1), cap), {
      point: [0, 1, 0],
      normal: [0, 1, 0],
      distance: 5,
      t: 0.5,
    });
  });

  it('starting inside: null, in the body and in a cap', () => {
    expect(raycastCapsule(vec3(2, 0.5), vec3(2, 9), cap)).toBeNull();
    expect(raycastCapsule(vec3(-0.5, 0), vec3(-9, 0), cap)).toBeNull();
  });

  it('starting on the surface: entering hits at t = 0; leaving, tangent or sliding is null', () => {
    expectHit(raycastCapsule(vec3(2, 1), vec3(2, -1), cap), { point: [2, 1, 0], normal: [0, 1, 0], distance: 0, t: 0 });
    expectHit(raycastCapsule(vec3(-1, 0), vec3(1, 0), cap), {
      point: [-1, 0, 0],
      normal: [-1, 0, 0],
      distance: 0,
      t: 0,
    });
    expect(raycastCapsule(vec3(2, 1), vec3(2, 3), cap)).toBeNull();
    expect(raycastCapsule(vec3(2, 1), vec3(2, 1, 1), cap)).toBeNull();
    expect(raycastCapsule(vec3(2, 1), vec3(3, 1), cap)).toBeNull();
  });

  it('a cast starting where a previous hit left it does not hit the same surface again', () => {
    const first = raycastCapsule(vec3(2, 5), vec3(2, -5), cap)!;
    expect(raycastCapsule(first.point, vec3(2, 9), cap)).toBeNull();
  });

  it('ending exactly on the surface: a hit at t = 1; ending short or pointing away: null', () => {
    expectHit(raycastCapsule(vec3(2, 5), vec3(2, 1), cap), { point: [2, 1, 0], normal: [0, 1, 0], distance: 4, t: 1 });
    expect(raycastCapsule(vec3(2, 5), vec3(2, 2), cap)).toBeNull();
    expect(raycastCapsule(vec3(2, 5), vec3(2, 9), cap)).toBeNull();
  });

  it('a zero-length segment: null, even on the surface', () => {
    expect(raycastCapsule(vec3(2, 1), vec3(2, 1), cap)).toBeNull();
    expect(raycastCapsule(vec3(9, 9), vec3(9, 9), cap)).toBeNull();
  });

  it('start = end is a sphere: the 3-4-5 of raycastSphere', () => {
    // Sphere (8,3,0) r 5, segment (0,0,0)-(10,0,0): D = (4,0,0), t = 0.4, normal (-0.8,-0.6,0).
    const hit = raycastCapsule(vec3(0, 0), vec3(10, 0), { start: vec3(8, 3), end: vec3(8, 3), radius: 5 });
    expectHit(hit, { point: [4, 0, 0], normal: [-0.8, -0.6, 0], distance: 4, t: 0.4 }, 1e-15, 10);
  });

  it('radius 0: the bare segment, hit where the segments cross, normal the reversed direction', () => {
    const seg = { start: vec3(0, 0), end: vec3(4, 0), radius: 0 };
    // (1,-1,0) -> (1,1,0) crosses at (1,0,0), t = 0.5; direction (0,1,0).
    expectHit(raycastCapsule(vec3(1, -1), vec3(1, 1), seg), {
      point: [1, 0, 0],
      normal: [0, -1, 0],
      distance: 1,
      t: 0.5,
    });
    // Along the axis from (-2,0,0): the end P at t = 0.5.
    expectHit(raycastCapsule(vec3(-2, 0), vec3(2, 0), seg), {
      point: [0, 0, 0],
      normal: [-1, 0, 0],
      distance: 2,
      t: 0.5,
    });
    expect(raycastCapsule(vec3(1, -1, 1), vec3(1, 1, 1), seg)).toBeNull();
    expect(raycastCapsule(vec3(1, 0), vec3(1, 1), seg)).toBeNull(); // from a point of it
  });

  it('2D use with z = 0: a stadium shape', () => {
    // The ring of the stadium at the cap Q: from (7,4,0) towards (4,0,0), 3-4-5: the
    // surface is 1 before the center, at 4 of 5: t = 0.8, D = (4.6,0.8,0).
    const hit = raycastCapsule(vec3(7, 4), vec3(4, 0), cap);
    expectHit(hit, { point: [4.6, 0.8, 0], normal: [0.6, 0.8, 0], distance: 4, t: 0.8 }, 1e-14, 5);
  });

  it('1e-6…1e6 scales and 1e±100 magnitudes: the same hit, scaled, finite', () => {
    for (const k of [1e-6, 1e6, 1e-100, 1e100, 2 ** -300, 2 ** 300]) {
      const c = { start: vec3(0, 0), end: vec3(4 * k, 0), radius: k };
      const hit = raycastCapsule(vec3(2 * k, 5 * k), vec3(2 * k, -5 * k), c);
      expectHit(hit, { point: [2 * k, k, 0], normal: [0, 1, 0], distance: 4 * k, t: 0.4 }, 1e-12 * k, 10 * k);
    }
  });

  it('raycastCapsuleInto fills out exactly as the object form, and leaves it on a miss', () => {
    const out = createRaycastHit();
    expect(raycastCapsuleInto(vec3(2, 5), vec3(2, -5), cap, out)).toBe(true);
    expect(out).toEqual(raycastCapsule(vec3(2, 5), vec3(2, -5), cap));
    const before = structuredClone(out);
    expect(raycastCapsuleInto(vec3(2, 5), vec3(2, 9), cap, out)).toBe(false);
    expect(out).toEqual(before);
    // out.point may be the very object passed as origin.
    const A = vec3(2, 5);
    out.point = A;
    expect(raycastCapsuleInto(A, vec3(2, -5), cap, out)).toBe(true);
    expectVec(out.point, [2, 1, 0]);
  });
});

describe('sphereCastCapsule', () => {
  it('a ball of radius 1 dropped onto the body: center stops 2 above the axis', () => {
    // R = 1 + 1 = 2: from (2,6,0) down, center at (2,2,0) after 4 of 10; point (2,1,0).
    const hit = sphereCastCapsule(vec3(2, 6), vec3(2, -4), 1, cap);
    expectHit(hit, { point: [2, 1, 0], normal: [0, 1, 0], distance: 4, t: 0.4 });
    expectVec(hit.center, [2, 2, 0]);
  });

  it('onto a cap along the axis: R = 3, the center stops at x = -3, point (-1,0,0)', () => {
    const hit = sphereCastCapsule(vec3(-10, 0), vec3(0, 0), 2, cap);
    expectHit(hit, { point: [-1, 0, 0], normal: [-1, 0, 0], distance: 7, t: 0.7 });
    expectVec(hit.center, [-3, 0, 0]);
  });

  it('against a capsule of radius 0 (a segment): point on the segment', () => {
    // R = 1: center stops at (2,1,0), touching the segment at (2,0,0).
    const hit = sphereCastCapsule(vec3(2, 5), vec3(2, -5), 1, { start: vec3(0, 0), end: vec3(4, 0), radius: 0 });
    expectHit(hit, { point: [2, 0, 0], normal: [0, 1, 0], distance: 4, t: 0.4 });
    expectVec(hit.center, [2, 1, 0]);
  });

  it('grazing, starting overlapped, starting touching (in / away), zero-length', () => {
    // y = 2 along x at R = 2 grazes the body: touching at x = 2 is the first point (t = 0.5)?
    // No: the line y = 2 is tangent to the whole grown body, first touching the rim of the
    // grown cap P at (0,2,0): from x = -5, t = 5/10.
    const graze = sphereCastCapsule(vec3(-5, 2), vec3(5, 2), 1, cap)!;
    expectHit(graze, { point: [0, 1, 0], normal: [0, 1, 0], distance: 5, t: 0.5 });
    expect(sphereCastCapsule(vec3(2, 1.5), vec3(2, 9), 1, cap)).toBeNull();
    expectHit(sphereCastCapsule(vec3(2, 2), vec3(2, 0), 1, cap), {
      point: [2, 1, 0],
      normal: [0, 1, 0],
      distance: 0,
      t: 0,
    });
    expect(sphereCastCapsule(vec3(2, 2), vec3(2, 3), 1, cap)).toBeNull();
    expect(sphereCastCapsule(vec3(2, 9), vec3(2, 9), 1, cap)).toBeNull();
  });

  it('radius 0 gives exactly the raycast hit; both radii 0 the reversed direction', () => {
    const ray = raycastCapsule(vec3(-5, 0.6), vec3(5, 0.6), cap)!;
    const cast = sphereCastCapsule(vec3(-5, 0.6), vec3(5, 0.6), 0, cap)!;
    expect({ point: cast.point, normal: cast.normal, distance: cast.distance, t: cast.t }).toEqual(ray);
    expect(cast.center).toEqual(ray.point);
    const seg = { start: vec3(0, 0), end: vec3(4, 0), radius: 0 };
    expectHit(sphereCastCapsule(vec3(1, 1), vec3(1, -1), 0, seg), {
      point: [1, 0, 0],
      normal: [0, 1, 0],
      distance: 1,
      t: 0.5,
    });
  });

  it('sphereCastCapsuleInto fills out exactly as the object form, and leaves it on a miss', () => {
    const out = createSphereCastHit();
    expect(sphereCastCapsuleInto(vec3(2, 6), vec3(2, -4), 1, cap, out)).toBe(true);
    expect(out).toEqual(sphereCastCapsule(vec3(2, 6), vec3(2, -4), 1, cap));
    const before = structuredClone(out);
    expect(sphereCastCapsuleInto(vec3(2, 6), vec3(2, 9), 1, cap, out)).toBe(false);
    expect(out).toEqual(before);
  });
});

describe('closestPointOnSegment', () => {
  it('the foot of the perpendicular, or the nearer end', () => {
    expect(closestPointOnSegment(vec3(1, 3), vec3(0, 0), vec3(4, 0))).toEqual({ x: 1, y: 0, z: 0 });
    expect(closestPointOnSegment(vec3(7, 3), vec3(0, 0), vec3(4, 0))).toEqual({ x: 4, y: 0, z: 0 });
    expect(closestPointOnSegment(vec3(-7, 3), vec3(0, 0), vec3(4, 0))).toEqual({ x: 0, y: 0, z: 0 });
    // Slanted: (0,0,0)-(3,4,0), point (5,0,0): u = 15/25 = 0.6, foot (1.8,2.4,0).
    expectVec(closestPointOnSegment(vec3(5, 0), vec3(0, 0), vec3(3, 4)), [1.8, 2.4, 0], 1e-15);
  });

  it('a point on the segment is itself; level with an end, that end exactly; zero length: the point', () => {
    expect(closestPointOnSegment(vec3(2, 0), vec3(0, 0), vec3(4, 0))).toEqual({ x: 2, y: 0, z: 0 });
    expect(closestPointOnSegment(vec3(4, 9), vec3(0, 0), vec3(4, 0))).toEqual({ x: 4, y: 0, z: 0 });
    expect(closestPointOnSegment(vec3(0.3, 9, 7), vec3(0.1, 0.2, 0.7), vec3(0.1, 0.2, 0.7))).toEqual({
      x: 0.1,
      y: 0.2,
      z: 0.7,
    });
  });

  it('1e±100 magnitudes: finite and scaled', () => {
    for (const k of [1e-100, 1e100]) {
      expectVec(closestPointOnSegment(vec3(k, 3 * k), vec3(0, 0), vec3(4 * k, 0)), [k, 0, 0], 1e-15 * k);
    }
  });
});

describe('closestPointsBetweenSegments', () => {
  it('skew segments: one along x at z = 0, one along y at z = 2, crossing over x = 1', () => {
    // s = 1/4 of (0..4), t = 1/4 of (-1..3); distance 2.
    expect(closestPointsBetweenSegments(vec3(0, 0, 0), vec3(4, 0, 0), vec3(1, -1, 2), vec3(1, 3, 2))).toEqual({
      first: { x: 1, y: 0, z: 0 },
      second: { x: 1, y: 0, z: 2 },
      s: 0.25,
      t: 0.25,
      distance: 2,
    });
  });

  it('crossing: the crossing point twice, distance 0', () => {
    const r = closestPointsBetweenSegments(vec3(0, 0), vec3(4, 4), vec3(0, 4), vec3(4, 0));
    expect(r).toEqual({ first: { x: 2, y: 2, z: 0 }, second: { x: 2, y: 2, z: 0 }, s: 0.5, t: 0.5, distance: 0 });
  });

  it('nearest at the ends: the T shape and the end-to-end case', () => {
    // T: the second's end (2,1,0) above the first's middle: distance 1.
    const T = closestPointsBetweenSegments(vec3(0, 0), vec3(4, 0), vec3(2, 1), vec3(2, 5));
    expect(T).toEqual({ first: { x: 2, y: 0, z: 0 }, second: { x: 2, y: 1, z: 0 }, s: 0.5, t: 0, distance: 1 });
    // End to end: (4,0,0) and (7,4,0) (3-4-5), segments heading away.
    const E = closestPointsBetweenSegments(vec3(0, 0), vec3(4, 0), vec3(7, 4), vec3(9, 9));
    expect(E).toEqual({ first: { x: 4, y: 0, z: 0 }, second: { x: 7, y: 4, z: 0 }, s: 1, t: 0, distance: 5 });
  });

  it('parallel: apart along their line, side by side overlapping (distance only), collinear', () => {
    const apart = closestPointsBetweenSegments(vec3(0, 0), vec3(4, 0), vec3(7, 4), vec3(9, 4));
    expect(apart).toEqual({ first: { x: 4, y: 0, z: 0 }, second: { x: 7, y: 4, z: 0 }, s: 1, t: 0, distance: 5 });
    // Overlapping side by side 3 apart: any pair with x in [1, 4] is at the least distance.
    const side = closestPointsBetweenSegments(vec3(0, 0), vec3(4, 0), vec3(6, 3), vec3(1, 3));
    expect(side.distance).toBe(3);
    expect(side.second.x - side.first.x).toBe(0);
    expect(side.first.x).toBeGreaterThanOrEqual(1);
    expect(side.first.x).toBeLessThanOrEqual(4);
    const collinear = closestPointsBetweenSegments(vec3(0, 0), vec3(4, 0), vec3(2, 0), vec3(9, 0));
    expect(collinear.distance).toBe(0);
  });

  it('zero-length segments are points', () => {
    const p = closestPointsBetweenSegments(vec3(2, 3), vec3(2, 3), vec3(0, 0), vec3(4, 0));
    expect(p).toEqual({ first: { x: 2, y: 3, z: 0 }, second: { x: 2, y: 0, z: 0 }, s: 0, t: 0.5, distance: 3 });
    const q = closestPointsBetweenSegments(vec3(0, 0), vec3(4, 0), vec3(5, 0), vec3(5, 0));
    expect(q).toEqual({ first: { x: 4, y: 0, z: 0 }, second: { x: 5, y: 0, z: 0 }, s: 1, t: 0, distance: 1 });
    const two = closestPointsBetweenSegments(vec3(0, 0), vec3(0, 0), vec3(3, 4), vec3(3, 4));
    expect(two).toEqual({ first: { x: 0, y: 0, z: 0 }, second: { x: 3, y: 4, z: 0 }, s: 0, t: 0, distance: 5 });
  });

  it('1e±100 magnitudes: finite and scaled', () => {
    for (const k of [1e-100, 1e100, 2 ** -300, 2 ** 300]) {
      const r = closestPointsBetweenSegments(vec3(0, 0), vec3(4 * k, 0), vec3(k, -k, 2 * k), vec3(k, 3 * k, 2 * k));
      expect(r.s).toBeCloseTo(0.25, 14);
      expect(r.t).toBeCloseTo(0.25, 14);
      expect(r.distance / k).toBeCloseTo(2, 13);
    }
  });
});

describe('sphereIntersectsCapsule and capsuleIntersectsCapsule', () => {
  it('sphere: touching the body (3-4-5), the cap, inside; apart by a hair', () => {
    // (2,3,4) is 5 from the axis: radii 2 + 3 touch; 1.9 + 3 do not.
    const c3 = { start: vec3(0, 0, 0), end: vec3(4, 0, 0), radius: 3 };
    expect(sphereIntersectsCapsule({ center: vec3(2, 3, 4), radius: 2 }, c3)).toBe(true);
    expect(sphereIntersectsCapsule({ center: vec3(2, 3, 4), radius: 1.9 }, c3)).toBe(false);
    // Beyond Q along (3,4,0): |(7,4,0) - (4,0,0)| = 5, radii 4 + 1.
    expect(sphereIntersectsCapsule({ center: vec3(7, 4), radius: 4 }, cap)).toBe(true);
    expect(sphereIntersectsCapsule({ center: vec3(7, 4), radius: 3.999 }, cap)).toBe(false);
    expect(sphereIntersectsCapsule({ center: vec3(2, 0.5), radius: 0 }, cap)).toBe(true);
    // Both radii 0: only on the axis.
    const seg = { start: vec3(0, 0), end: vec3(4, 0), radius: 0 };
    expect(sphereIntersectsCapsule({ center: vec3(3, 0), radius: 0 }, seg)).toBe(true);
    expect(sphereIntersectsCapsule({ center: vec3(5, 0), radius: 0 }, seg)).toBe(false);
    // start = end: a sphere.
    expect(
      sphereIntersectsCapsule({ center: vec3(3, 4), radius: 2 }, { start: vec3(0, 0), end: vec3(0, 0), radius: 3 }),
    ).toBe(true);
  });

  it('capsules: crossed axes touching, side by side, end to end, end to side, parallel', () => {
    const a = { start: vec3(-4, 0, 0), end: vec3(4, 0, 0), radius: 1 };
    // Crossed 3 apart: radii 1 + 2 touch, 1 + 1.5 do not.
    expect(capsuleIntersectsCapsule(a, { start: vec3(0, -4, 3), end: vec3(0, 4, 3), radius: 2 })).toBe(true);
    expect(capsuleIntersectsCapsule(a, { start: vec3(0, -4, 3), end: vec3(0, 4, 3), radius: 1.5 })).toBe(false);
    // Skew, nearest points inside both, not on an axis: (1,1,1)-(1,3,5)... along (0,1,2):
    // axis a is the x axis; the line x = 1, (y, z) = (1, 1) + u(1, 2) is nearest to it where
    // (1+u) + 2(1+2u) = 0: u = -3/5, (y, z) = (2/5, -1/5): distance 1/√5, in range for
    // u in [-1, 0]. 1/√5 ≈ 0.4472: radii summing 0.45 touch, 0.44 do not.
    const b = (r: number) => ({ start: vec3(1, 0, -1), end: vec3(1, 1, 1), radius: r });
    expect(capsuleIntersectsCapsule({ ...a, radius: 0 }, b(0.45))).toBe(true);
    expect(capsuleIntersectsCapsule({ ...a, radius: 0 }, b(0.44))).toBe(false);
    // End to end along x: (4,0,0) and (7,4,0), 5 apart: 1 + 4 touch.
    expect(capsuleIntersectsCapsule(a, { start: vec3(7, 4), end: vec3(9, 9), radius: 4 })).toBe(true);
    expect(capsuleIntersectsCapsule(a, { start: vec3(7, 4), end: vec3(9, 9), radius: 3.99 })).toBe(false);
    // Parallel, side by side 3 apart: 1 + 2 touch.
    expect(capsuleIntersectsCapsule(a, { start: vec3(-1, 3), end: vec3(9, 3), radius: 2 })).toBe(true);
    expect(capsuleIntersectsCapsule(a, { start: vec3(-1, 3), end: vec3(9, 3), radius: 1.99 })).toBe(false);
    // Radii 0: the axes must meet.
    const s0 = { start: vec3(0, 0), end: vec3(4, 4), radius: 0 };
    expect(capsuleIntersectsCapsule(s0, { start: vec3(0, 4), end: vec3(4, 0), radius: 0 })).toBe(true);
    expect(capsuleIntersectsCapsule(s0, { start: vec3(0, 4, 1), end: vec3(4, 0, 1), radius: 0 })).toBe(false);
  });

  it('1e±100 magnitudes: the same answers', () => {
    for (const k of [1e-100, 1e100, 2 ** -300, 2 ** 300]) {
      const c3 = { start: vec3(0, 0, 0), end: vec3(4 * k, 0, 0), radius: 3 * k };
      expect(sphereIntersectsCapsule({ center: vec3(2 * k, 3 * k, 4 * k), radius: 2.01 * k }, c3)).toBe(true);
      expect(sphereIntersectsCapsule({ center: vec3(2 * k, 3 * k, 4 * k), radius: 1.99 * k }, c3)).toBe(false);
      const a = { start: vec3(-4 * k, 0, 0), end: vec3(4 * k, 0, 0), radius: k };
      expect(
        capsuleIntersectsCapsule(a, { start: vec3(0, -4 * k, 3 * k), end: vec3(0, 4 * k, 3 * k), radius: 2.01 * k }),
      ).toBe(true);
      expect(
        capsuleIntersectsCapsule(a, { start: vec3(0, -4 * k, 3 * k), end: vec3(0, 4 * k, 3 * k), radius: 1.99 * k }),
      ).toBe(false);
    }
  });
});

describe('sphereContactCapsule', () => {
  it('overlapping the body from above: pushed out along +y', () => {
    // Center (2,2,0), 2 above the axis; radii 2 + 1 = 3: depth 1, point (2,1,0).
    expect(sphereContactCapsule({ center: vec3(2, 2), radius: 2 }, cap)).toEqual({
      point: { x: 2, y: 1, z: 0 },
      normal: { x: 0, y: 1, z: 0 },
      depth: 1,
    });
  });

  it('beyond a cap (3-4-5): point on the cap, normal out of it', () => {
    // Center (7,4,0) is 5 from Q = (4,0,0): normal (0.6,0.8,0), point Q + normal, depth 6 - 5.
    const c = sphereContactCapsule({ center: vec3(7, 4), radius: 5 }, cap)!;
    expectVec(c.point, [4.6, 0.8, 0], 1e-15);
    expectVec(c.normal, [0.6, 0.8, 0], 1e-15);
    expect(c.depth).toBeCloseTo(1, 15);
  });

  it('just touching: depth 0; apart: null', () => {
    expect(sphereContactCapsule({ center: vec3(2, 3), radius: 2 }, cap)).toEqual({
      point: { x: 2, y: 1, z: 0 },
      normal: { x: 0, y: 1, z: 0 },
      depth: 0,
    });
    expect(sphereContactCapsule({ center: vec3(2, 3), radius: 1.999 }, cap)).toBeNull();
  });

  it('center inside the capsule: point on the surface, normal out, depth = radius + distance to the surface', () => {
    // Center (2,0.25,0): the surface is 0.75 above it at (2,1,0); radius 0.5: depth 1.25.
    expect(sphereContactCapsule({ center: vec3(2, 0.25), radius: 0.5 }, cap)).toEqual({
      point: { x: 2, y: 1, z: 0 },
      normal: { x: 0, y: 1, z: 0 },
      depth: 1.25,
    });
  });

  it('center on the axis: a unit normal square to it, depth = rs + r, and moving by it leaves them touching', () => {
    for (const c of [
      cap,
      { start: vec3(0, 0, 0), end: vec3(0, 0, 4), radius: 1 },
      { start: vec3(1, 2, 3), end: vec3(1, 2, 3), radius: 1 },
      { start: vec3(1, 2, 3), end: vec3(3, 5, 9), radius: 0.5 },
    ]) {
      const S = { x: (c.start.x + c.end.x) / 2, y: (c.start.y + c.end.y) / 2, z: (c.start.z + c.end.z) / 2 };
      const hit = sphereContactCapsule({ center: S, radius: 0.25 }, c)!;
      const n = hit.normal;
      expect(Math.hypot(n.x, n.y, n.z)).toBeCloseTo(1, 15);
      expect(hit.depth).toBe(0.25 + c.radius);
      const d = { x: c.end.x - c.start.x, y: c.end.y - c.start.y, z: c.end.z - c.start.z };
      expect(n.x * d.x + n.y * d.y + n.z * d.z).toBeCloseTo(0, 14);
      const moved = { x: S.x + n.x * hit.depth, y: S.y + n.y * hit.depth, z: S.z + n.z * hit.depth };
      const again = sphereContactCapsule({ center: moved, radius: 0.25 }, c)!;
      expect(again.depth).toBeLessThanOrEqual(1e-15);
    }
    // In 2D the normal stays in the plane.
    expect(sphereContactCapsule({ center: vec3(2, 0), radius: 1 }, cap)!.normal).toEqual({ x: 0, y: 1, z: 0 });
  });

  it('a capsule of radius 0: the point on the segment', () => {
    expect(
      sphereContactCapsule({ center: vec3(2, 0.5), radius: 1 }, { start: vec3(0, 0), end: vec3(4, 0), radius: 0 }),
    ).toEqual({
      point: { x: 2, y: 0, z: 0 },
      normal: { x: 0, y: 1, z: 0 },
      depth: 0.5,
    });
  });

  it('1e±100 magnitudes: finite and scaled', () => {
    for (const k of [1e-100, 1e100]) {
      const c = sphereContactCapsule(
        { center: vec3(2 * k, 2 * k), radius: 2 * k },
        { start: vec3(0, 0), end: vec3(4 * k, 0), radius: k },
      )!;
      expectVec(c.point, [2 * k, k, 0], 1e-15 * k);
      expectVec(c.normal, [0, 1, 0], 1e-15);
      expect(c.depth / k).toBeCloseTo(1, 14);
    }
  });
});
