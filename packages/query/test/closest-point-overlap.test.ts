// closestPointOnAABB and sphereIntersectsAABB: clamping per axis, and the squared
// comparison, worked by hand.
import { describe, expect, it } from 'vitest';
import { closestPointOnAABB, sphereIntersectsAABB, vec3, type AABB } from '../src/index.ts';

const cube: AABB = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };

describe('closestPointOnAABB', () => {
  it('clamps each coordinate into [min, max]', () => {
    // x = 3 > 1 -> 1; y = 0.5 stays; z = -2 < 0 -> 0.
    expect(closestPointOnAABB(vec3(3, 0.5, -2), cube)).toEqual({ x: 1, y: 0.5, z: 0 });
  });

  it('in front of a face, an edge or a corner', () => {
    expect(closestPointOnAABB(vec3(0.25, 0.75, 5), cube)).toEqual({ x: 0.25, y: 0.75, z: 1 }); // face
    expect(closestPointOnAABB(vec3(-1, 0.75, 5), cube)).toEqual({ x: 0, y: 0.75, z: 1 }); // edge
    expect(closestPointOnAABB(vec3(-1, -1, 5), cube)).toEqual({ x: 0, y: 0, z: 1 }); // corner
  });

  it('a point inside or on the surface is returned as is, as a new object', () => {
    const inside = vec3(0.25, 0.5, 0.75);
    const result = closestPointOnAABB(inside, cube);
    expect(result).toEqual(inside);
    expect(result).not.toBe(inside);
    expect(closestPointOnAABB(vec3(1, 0.5, 0), cube)).toEqual({ x: 1, y: 0.5, z: 0 });
  });

  it('onto a flat box (a rectangle in z = 0)', () => {
    expect(closestPointOnAABB(vec3(3, 0.5, 2), { min: vec3(0, 0), max: vec3(2, 1) })).toEqual({ x: 2, y: 0.5, z: 0 });
  });
});

describe('sphereIntersectsAABB', () => {
  it('touching counts: |C - S|² = 5² exactly', () => {
    // C = (1,1,0.5) is the cube's point closest to S = (4,5,0.5): |C - S|² = 3² + 4² = 25.
    expect(sphereIntersectsAABB({ center: vec3(4, 5, 0.5), radius: 5 }, cube)).toBe(true);
    expect(sphereIntersectsAABB({ center: vec3(4, 5, 0.5), radius: 4.999999 }, cube)).toBe(false);
  });

  it('in front of a face: the distance is along one axis', () => {
    expect(sphereIntersectsAABB({ center: vec3(0.5, 0.5, 3), radius: 2 }, cube)).toBe(true); // touches z = 1
    expect(sphereIntersectsAABB({ center: vec3(0.5, 0.5, 3), radius: 1.9 }, cube)).toBe(false);
  });

  it('in front of a corner: √3 away', () => {
    // S = (2,2,2), C = (1,1,1): |C - S|² = 3.
    expect(sphereIntersectsAABB({ center: vec3(2, 2, 2), radius: Math.sqrt(3) + 1e-12 }, cube)).toBe(true);
    expect(sphereIntersectsAABB({ center: vec3(2, 2, 2), radius: Math.sqrt(3) - 1e-12 }, cube)).toBe(false);
  });

  it('a center inside the box overlaps, whatever the radius (0 too)', () => {
    expect(sphereIntersectsAABB({ center: vec3(0.5, 0.5, 0.5), radius: 0 }, cube)).toBe(true);
    expect(sphereIntersectsAABB({ center: vec3(0.5, 0.5, 0.5), radius: 100 }, cube)).toBe(true);
  });

  it('radius 0 on the surface overlaps; just outside it does not', () => {
    expect(sphereIntersectsAABB({ center: vec3(1, 0.5, 0.5), radius: 0 }, cube)).toBe(true);
    expect(sphereIntersectsAABB({ center: vec3(1 + 1e-15, 0.5, 0.5), radius: 0 }, cube)).toBe(false);
  });

  it('2D: a circle and a rectangle in z = 0', () => {
    expect(sphereIntersectsAABB({ center: vec3(5, 4), radius: 5 }, { min: vec3(0, 0), max: vec3(2, 0) })).toBe(true); // 3-4-5
  });

  it('squares that would overflow or underflow are compared after rescaling', () => {
    // 1e200 away with radius 1e160: the squares overflow to Infinity <= Infinity.
    expect(sphereIntersectsAABB({ center: vec3(1e200, 0, 0), radius: 1e160 }, cube)).toBe(false);
    expect(sphereIntersectsAABB({ center: vec3(1e200, 0, 0), radius: 2e200 }, cube)).toBe(true);
    // 1e-170 outside a face with radius 0.5e-170: the squares underflow to 0 <= 0.
    const tiny = { min: vec3(0, 0, 0), max: vec3(1e-170, 1e-170, 1e-170) };
    expect(sphereIntersectsAABB({ center: vec3(2e-170, 0, 0), radius: 0.5e-170 }, tiny)).toBe(false);
    expect(sphereIntersectsAABB({ center: vec3(2e-170, 0, 0), radius: 1e-170 }, tiny)).toBe(true);
  });

  for (const k of [1e-6, 1e6, 1e-100, 1e100]) {
    it(`the 3-4-5 touch at scale ${k}`, () => {
      // Every number times k: still |C - S| = 5k (the sums of squares may round, so the
      // radius is given a margin of 1e-9·S as the contract allows).
      const box = { min: vec3(0, 0, 0), max: vec3(k, k, k) };
      expect(sphereIntersectsAABB({ center: vec3(4 * k, 5 * k, 0.5 * k), radius: 5 * k * (1 + 1e-12) }, box)).toBe(
        true,
      );
      expect(sphereIntersectsAABB({ center: vec3(4 * k, 5 * k, 0.5 * k), radius: 5 * k * (1 - 1e-9) }, box)).toBe(
        false,
      );
    });
  }
});
