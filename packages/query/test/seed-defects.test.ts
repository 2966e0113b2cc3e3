// Each defect of the seed articles' C#, reproduced on the literal port in
// @hitbook/seed-port (the first expectation shows the article's code is wrong), then the
// same scene given to the library, which is right. Numbers in the names are the articles'
// files in shared/seeds/.
import * as seed from '@hitbook/seed-port';
import { describe, expect, it } from 'vitest';
import {
  raycastAABB,
  raycastAxisPlane,
  raycastSphere,
  sphereCastSphere,
  sphereIntersectsAABB,
  vec3,
} from '../src/index.ts';
import { expectHit } from './support/expect-hit.ts';

const v = vec3;
const unitSphere = { center: v(0, 0, 0), radius: 1 };
const cube = { min: v(0, 0, 0), max: v(1, 1, 1) };

describe('000 Raycast to Sphere', () => {
  it('a start on the surface moving tangentially is reported as a hit at the origin', () => {
    // From (0,1,0) along +x, tangent to the unit sphere: ac = 0 passes the "points away"
    // check and |CD| = 0 gives D = A.
    expect(seed.raycastToSphere(v(0, 1), v(2, 1), v(0, 0), 1)).toEqual({ x: 0, y: 1, z: 0 });
    expect(raycastSphere(v(0, 1), v(2, 1), unitSphere)).toBeNull();
  });

  it('a zero-length segment on the surface is reported as a hit', () => {
    expect(seed.raycastToSphere(v(1, 0), v(1, 0), v(0, 0), 1)).toEqual({ x: 1, y: 0, z: 0 });
    expect(raycastSphere(v(1, 0), v(1, 0), unitSphere)).toBeNull();
  });

  it('Pythagoras by subtraction loses a far sphere: a clear miss is reported as a hit', () => {
    // The line y = 0 passes 1.5 from a sphere of radius 1 at (1e9, 1.5): a miss. But
    // |AS|² = 1e18 + 2.25 rounds to 1e18 (its ulp is 128), so |CS|² = |AS|² - |AC|² = 0.
    const S = v(1e9, 1.5);
    expect(seed.raycastToSphere(v(0, 0), v(2e9, 0), S, 1)).toEqual({ x: 1e9 - 1, y: 0, z: 0 });
    expect(raycastSphere(v(0, 0), v(2e9, 0), { center: S, radius: 1 })).toBeNull();
    // And at 0.5 from the line it hits where the chord begins, 1e9 - √0.75.
    const hit = raycastSphere(v(0, 0), v(2e9, 0), { center: v(1e9, 0.5), radius: 1 });
    expect(hit?.point.x).toBeCloseTo(1e9 - Math.sqrt(0.75), 6);
  });

  it("Unity's normalized() returns zero below 1e-5: at micrometre scale the hit is lost", () => {
    // The 3-4-5 scene scaled by 1e-6: |AB| = 1e-5 is not above Unity's threshold, so nAB = 0
    // and the sphere appears to be missed.
    const k = 1e-6;
    expect(seed.raycastToSphere(v(0, 0), v(10 * k, 0), v(8 * k, 3 * k), 5 * k)).toBeNull();
    expectHit(
      raycastSphere(v(0, 0), v(10 * k, 0), { center: v(8 * k, 3 * k), radius: 5 * k }),
      { point: [4 * k, 0, 0], normal: [-0.8, -0.6, 0], distance: 4 * k, t: 0.4 },
      1e-20,
      1e-5,
    );
  });

  it('the simplified method returns NaN coordinates on a miss', () => {
    const p = seed.raycastToSphereSimple(v(-5, 3), v(5, 3), v(0, 0), 1);
    expect(Number.isNaN(p.x) && Number.isNaN(p.y)).toBe(true);
    expect(raycastSphere(v(-5, 3), v(5, 3), unitSphere)).toBeNull();
  });
});

describe('003 Raycast to AABB (axis-aligned plane)', () => {
  it('a segment parallel to the plane divides by zero: Infinity and NaN coordinates', () => {
    // The ratio (1 - 0)/(1 - 1) is 1/0.
    const p = seed.raycastToPlaneXZ(v(0, 1), v(5, 1), 0);
    expect(p.x).toBe(-Infinity);
    expect(Number.isNaN(p.z)).toBe(true);
    expect(raycastAxisPlane(v(0, 1), v(5, 1), 'y', 0)).toBeNull();
  });

  it('the crossing is reported behind the origin and beyond the end', () => {
    // Moving up from y = 1: the plane y = 0 is behind. Moving down from 3 to 1: it is beyond.
    expect(seed.raycastToPlaneXZ(v(0, 1), v(0, 2), 0)).toEqual({ x: 0, y: 0, z: 0 });
    expect(raycastAxisPlane(v(0, 1), v(0, 2), 'y', 0)).toBeNull();
    expect(seed.raycastToPlaneXZ(v(0, 3), v(0, 1), 0)).toEqual({ x: 0, y: 0, z: 0 });
    expect(raycastAxisPlane(v(0, 3), v(0, 1), 'y', 0)).toBeNull();
  });
});

describe('003 Raycast to AABB (full version)', () => {
  it('moving away from the box, a long segment reports a contact behind its origin', () => {
    // From (2,.5,.5) to (10,.5,.5): the near plane by the sign of AB is x = 0, crossed at
    // (0,.5,.5), 2 behind A; the length check compares 2² with 8² and lets it through.
    expect(seed.raycastToAABB(v(2, 0.5, 0.5), v(10, 0.5, 0.5), cube)).toEqual({ x: 0, y: 0.5, z: 0.5 });
    expect(raycastAABB(v(2, 0.5, 0.5), v(10, 0.5, 0.5), cube)).toBeNull();
  });

  it('starting inside, it reports the face behind the origin', () => {
    expect(seed.raycastToAABB(v(0.5, 0.5, 0.5), v(2, 0.5, 0.5), cube)).toEqual({ x: 0, y: 0.5, z: 0.5 });
    expect(raycastAABB(v(0.5, 0.5, 0.5), v(2, 0.5, 0.5), cube)).toBeNull();
  });

  it('starting on a face and leaving, it reports the opposite face behind the origin', () => {
    expect(seed.raycastToAABB(v(1, 0.5, 0.5), v(3, 0.5, 0.5), cube)).toEqual({ x: 0, y: 0.5, z: 0.5 });
    expect(raycastAABB(v(1, 0.5, 0.5), v(3, 0.5, 0.5), cube)).toBeNull();
  });
});

describe('001 Raycast to AABB (first draft)', () => {
  it('with no length check, it reports a contact beyond the end of the segment', () => {
    // The segment stops at x = -3; the box starts at x = 0.
    expect(seed.raycastToAABBDraft(v(-5, 0.5, 0.5), v(-3, 0.5, 0.5), cube)).toEqual({ x: 0, y: 0.5, z: 0.5 });
    expect(raycastAABB(v(-5, 0.5, 0.5), v(-3, 0.5, 0.5), cube)).toBeNull();
  });

  it('moving away, it reports a contact behind the origin, however short the segment', () => {
    expect(seed.raycastToAABBDraft(v(2, 0.5, 0.5), v(2.1, 0.5, 0.5), cube)).toEqual({ x: 0, y: 0.5, z: 0.5 });
    expect(raycastAABB(v(2, 0.5, 0.5), v(2.1, 0.5, 0.5), cube)).toBeNull();
  });
});

describe('002 Sphere Cast to Sphere', () => {
  it('never checks that the contact lies within the segment', () => {
    // R = 1 + 4 = 5 and the line y = 4 passes 4 from S: |CD| = 3, |AD| = 12, so the center
    // stops at (-3,4,0), 9 from A — but the segment is only 8 long. The early-out
    // |AB| + r1 < |AS| - r2 (9 < 8.65) does not catch it.
    expect(seed.sphereCastToSphere(v(-12, 4), v(-4, 4), v(0, 0), 1, 4)).toEqual({ x: -3, y: 4, z: 0 });
    expect(sphereCastSphere(v(-12, 4), v(-4, 4), 1, { center: v(0, 0), radius: 4 })).toBeNull();
  });

  it('starting overlapped, it reports a center behind the origin', () => {
    // Two unit balls 1 apart overlap; casting towards the target puts C at x = 2, behind A.
    expect(seed.sphereCastToSphere(v(1, 0), v(-5, 0), v(0, 0), 1, 1)).toEqual({ x: 2, y: 0, z: 0 });
    expect(sphereCastSphere(v(1, 0), v(-5, 0), 1, unitSphere)).toBeNull();
  });

  it('the simplified method returns NaN coordinates on a miss', () => {
    const p = seed.sphereCastToSphereSimple(v(-10, 5), v(10, 5), v(0, 0), 1, 1);
    expect(Number.isNaN(p.x) && Number.isNaN(p.y)).toBe(true);
    expect(sphereCastSphere(v(-10, 5), v(10, 5), 1, unitSphere)).toBeNull();
  });
});

describe('004 Sphere-AABB Intersection', () => {
  it('the squared distance overflows far away: Infinity <= Infinity reports an overlap', () => {
    // 1e200 away with radius 1e160: both squares overflow (in Unity's floats, from 1.8e19).
    expect(seed.sphereAABBIntersection(v(1e200, 0, 0), 1e160, cube)).toBe(true);
    expect(sphereIntersectsAABB({ center: v(1e200, 0, 0), radius: 1e160 }, cube)).toBe(false);
  });

  it('the squared distance underflows at tiny scales: 0 <= 0 reports an overlap', () => {
    const tiny = { min: v(0, 0, 0), max: v(1e-170, 1e-170, 1e-170) };
    expect(seed.sphereAABBIntersection(v(2e-170, 0, 0), 0.5e-170, tiny)).toBe(true);
    expect(sphereIntersectsAABB({ center: v(2e-170, 0, 0), radius: 0.5e-170 }, tiny)).toBe(false);
  });
});
