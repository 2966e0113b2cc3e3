// sphereCastSphere: the reduction to a raycast against the sphere of radius r1 + r2,
// the center at contact C and the contact point E, worked by hand.
import { describe, expect, it } from 'vitest';
import { raycastSphere, sphereCastSphere, vec3, type SphereCastHit } from '../src/index.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';

const target = { center: vec3(0, 0, 0), radius: 1 };

function expectCenter(hit: SphereCastHit | null, center: [number, number, number], tol = 0) {
  expect(hit).not.toBeNull();
  expectVec(hit!.center, center, tol, 'center');
}

describe('sphereCastSphere: hand-derived', () => {
  it('the 3-4-5 triangle: a ball of radius 1 rolled into a ball of radius 4', () => {
    // R = 1 + 4 = 5 and S = (8,3,0) make the raycast 3-4-5 triangle: C = (4,0,0), t = 0.4.
    // normal = (C - S)/R = (-0.8,-0.6,0); E = C + (S - C)·1/5 = (4,0,0) + (0.8,0.6,0).
    const hit = sphereCastSphere(vec3(0, 0), vec3(10, 0), 1, { center: vec3(8, 3), radius: 4 });
    expectHit(hit, { point: [4.8, 0.6, 0], normal: [-0.8, -0.6, 0], distance: 4, t: 0.4 }, 1e-15, 10);
    expectCenter(hit, [4, 0, 0]);
  });

  it('head-on: two unit balls meet halfway between their centers', () => {
    // From (-5,0,0) to (5,0,0) into a unit ball at 0: R = 2, C = (-2,0,0), t = 3/10,
    // E = C + (S - C)/2 = (-1,0,0), normal (-1,0,0).
    const hit = sphereCastSphere(vec3(-5, 0), vec3(5, 0), 1, target);
    expectHit(hit, { point: [-1, 0, 0], normal: [-1, 0, 0], distance: 3, t: 0.3 }, 1e-15, 10);
    expectCenter(hit, [-2, 0, 0]);
  });

  it('a point-sized target: E is the target center', () => {
    // Cast radius 2 into a point at (6,0,0) from the origin along x: R = 2, C = (4,0,0).
    const hit = sphereCastSphere(vec3(0, 0), vec3(10, 0), 2, { center: vec3(6, 0), radius: 0 });
    expectHit(hit, { point: [6, 0, 0], normal: [-1, 0, 0], distance: 4, t: 0.4 });
    expectCenter(hit, [4, 0, 0]);
  });
});

describe('sphereCastSphere: edges', () => {
  it('a grazing contact (tangent) hits', () => {
    // Cast radius 1 along y = 2 into a unit ball: the centers come 2 = R apart at (0,2,0),
    // halfway; E is the midpoint (0,1,0).
    const hit = sphereCastSphere(vec3(-10, 2), vec3(10, 2), 1, target);
    expectHit(hit, { point: [0, 1, 0], normal: [0, 1, 0], distance: 10, t: 0.5 });
    expectCenter(hit, [0, 2, 0]);
  });

  it('passing just clear misses', () => {
    expect(sphereCastSphere(vec3(-10, 2.000001), vec3(10, 2.000001), 1, target)).toBeNull();
  });

  it('a contact beyond the end returns null; a contact exactly at the end hits at t = 1', () => {
    expect(sphereCastSphere(vec3(-10, 0), vec3(-2.5, 0), 1, target)).toBeNull();
    const hit = sphereCastSphere(vec3(-10, 0), vec3(-2, 0), 1, target);
    expectHit(hit, { point: [-1, 0, 0], normal: [-1, 0, 0], distance: 8, t: 1 });
  });

  it('the target behind, or moving away, returns null', () => {
    expect(sphereCastSphere(vec3(5, 0), vec3(10, 0), 1, target)).toBeNull();
  });

  it('overlapping the target at the origin returns null, whatever the direction', () => {
    expect(sphereCastSphere(vec3(1.5, 0), vec3(10, 0), 1, target)).toBeNull();
    expect(sphereCastSphere(vec3(1.5, 0), vec3(-10, 0), 1, target)).toBeNull();
  });

  it('just touching at the origin: a hit at t = 0 moving in, null moving away or tangentially', () => {
    // Centers 2 apart with radii 1 + 1: touching at (1,0,0).
    const hit = sphereCastSphere(vec3(2, 0), vec3(0, 0), 1, target);
    expectHit(hit, { point: [1, 0, 0], normal: [1, 0, 0], distance: 0, t: 0 });
    expectCenter(hit, [2, 0, 0]);
    expect(Object.is(hit.t, 0)).toBe(true);
    expect(sphereCastSphere(vec3(2, 0), vec3(4, 0), 1, target)).toBeNull();
    expect(sphereCastSphere(vec3(2, 0), vec3(2, 3), 1, target)).toBeNull();
  });

  it('a zero-length cast returns null', () => {
    expect(sphereCastSphere(vec3(5, 0), vec3(5, 0), 1, target)).toBeNull();
    expect(sphereCastSphere(vec3(2, 0), vec3(2, 0), 1, target)).toBeNull();
  });

  it('radius 0 gives the same hit as raycastSphere', () => {
    for (const [A, B] of [
      [vec3(-3, 0), vec3(10, 0)],
      [vec3(-5, 1), vec3(5, 1)],
      [vec3(-1, 0), vec3(1, 0)],
    ] as const) {
      const S = { center: vec3(0, 0), radius: 1 };
      const ray = raycastSphere(A, B, S);
      const cast = sphereCastSphere(A, B, 0, S);
      expect(ray).not.toBeNull();
      expect(cast).toEqual({ ...ray, center: ray!.point });
    }
  });

  it('both radii 0: a hit only through the center, point = center, normal reversed direction', () => {
    const hit = sphereCastSphere(vec3(0, 0), vec3(0, 4), 0, { center: vec3(0, 1), radius: 0 });
    expectHit(hit, { point: [0, 1, 0], normal: [0, -1, 0], distance: 1, t: 0.25 });
    expectCenter(hit, [0, 1, 0]);
    expect(sphereCastSphere(vec3(0, 0), vec3(0, 4), 0, { center: vec3(0.5, 1), radius: 0 })).toBeNull();
  });

  for (const k of [1e-6, 1e6, 1e-100, 1e100]) {
    it(`the 3-4-5 cast at scale ${k}`, () => {
      const hit = sphereCastSphere(vec3(0, 0), vec3(10 * k, 0), k, { center: vec3(8 * k, 3 * k), radius: 4 * k });
      expectHit(
        hit,
        { point: [4.8 * k, 0.6 * k, 0], normal: [-0.8, -0.6, 0], distance: 4 * k, t: 0.4 },
        1e-9 * 10 * k,
        10 * k,
      );
      expectCenter(hit, [4 * k, 0, 0], 1e-9 * 10 * k);
    });
  }
});
