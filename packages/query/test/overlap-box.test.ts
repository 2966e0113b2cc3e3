// sphereIntersectsSphere and aabbIntersectsAABB: hand-derived cases and the contract's
// edge cases (touching counts, flat boxes, 1e±100 magnitudes).
import { describe, expect, it } from 'vitest';
import { aabbIntersectsAABB, sphereIntersectsSphere, vec3 } from '../src/index.ts';

const ball = (x: number, y: number, z: number, radius: number) => ({ center: vec3(x, y, z), radius });
const box = (min: [number, number, number], max: [number, number, number]) => ({
  min: vec3(...min),
  max: vec3(...max),
});

describe('sphereIntersectsSphere', () => {
  it('3-4-5: centers 5 apart touch at radii summing to 5, not below', () => {
    // |(3, 4, 0)|² = 25 = (2 + 3)²: touching, exact in doubles.
    expect(sphereIntersectsSphere(ball(0, 0, 0, 2), ball(3, 4, 0, 3))).toBe(true);
    // 2 + 2.999999 < 5.
    expect(sphereIntersectsSphere(ball(0, 0, 0, 2), ball(3, 4, 0, 2.999999))).toBe(false);
    // The same pair the other way round.
    expect(sphereIntersectsSphere(ball(3, 4, 0, 3), ball(0, 0, 0, 2))).toBe(true);
  });

  it('2-3-6-7 in 3D: |(2, 3, 6)| = 7', () => {
    // 4 + 9 + 36 = 49: radii 3 + 4 touch, 3 + 3.5 do not.
    expect(sphereIntersectsSphere(ball(1, 1, 1, 3), ball(3, 4, 7, 4))).toBe(true);
    expect(sphereIntersectsSphere(ball(1, 1, 1, 3), ball(3, 4, 7, 3.5))).toBe(false);
  });

  it('one inside the other, concentric, both radii 0', () => {
    expect(sphereIntersectsSphere(ball(0, 0, 0, 10), ball(1, 1, 1, 1))).toBe(true);
    expect(sphereIntersectsSphere(ball(5, 5, 5, 1), ball(5, 5, 5, 2))).toBe(true);
    expect(sphereIntersectsSphere(ball(1, 2, 3, 0), ball(1, 2, 3, 0))).toBe(true);
    expect(sphereIntersectsSphere(ball(1, 2, 3, 0), ball(1, 2, 3.5, 0))).toBe(false);
  });

  it('2D use with z = 0: circles', () => {
    // Circles of radii 1 and 1 with centers 2 apart touch at (1, 0).
    expect(sphereIntersectsSphere({ center: vec3(0, 0), radius: 1 }, { center: vec3(2, 0), radius: 1 })).toBe(true);
    expect(sphereIntersectsSphere({ center: vec3(0, 0), radius: 1 }, { center: vec3(2.000001, 0), radius: 1 })).toBe(
      false,
    );
  });

  it('1e±100 magnitudes: the 3-4-5 case scaled, no overflow or underflow of the squares', () => {
    for (const k of [1e-100, 1e100, 2 ** -300, 2 ** 300, 1e-160, 1e160]) {
      // Power-of-two scales keep it exact; decimal scales round, so test well inside and out.
      const exact = Math.log2(k) % 1 === 0;
      if (exact) expect(sphereIntersectsSphere(ball(0, 0, 0, 2 * k), ball(3 * k, 4 * k, 0, 3 * k))).toBe(true);
      expect(sphereIntersectsSphere(ball(0, 0, 0, 2 * k), ball(3 * k, 4 * k, 0, 3.001 * k))).toBe(true);
      expect(sphereIntersectsSphere(ball(0, 0, 0, 2 * k), ball(3 * k, 4 * k, 0, 2.999 * k))).toBe(false);
    }
    // Squares of 1e200 overflow, squares of 1e-200 underflow: still decided right.
    expect(sphereIntersectsSphere(ball(0, 0, 0, 1e200), ball(3e200, 4e200, 0, 4.001e200))).toBe(true);
    expect(sphereIntersectsSphere(ball(0, 0, 0, 2 ** 660), ball(3 * 2 ** 660, 4 * 2 ** 660, 0, 4 * 2 ** 660))).toBe(
      true,
    );
    expect(sphereIntersectsSphere(ball(0, 0, 0, 1e-200), ball(3e-200, 4e-200, 0, 3e-200))).toBe(false);
    expect(sphereIntersectsSphere(ball(0, 0, 0, 1e-200), ball(1e-300, 0, 0, 0))).toBe(true);
  });
});

describe('aabbIntersectsAABB', () => {
  const unit = box([0, 0, 0], [1, 1, 1]);

  it('overlap, containment and separation on each axis', () => {
    expect(aabbIntersectsAABB(unit, box([0.5, 0.5, 0.5], [2, 2, 2]))).toBe(true);
    expect(aabbIntersectsAABB(unit, box([0.25, 0.25, 0.25], [0.75, 0.75, 0.75]))).toBe(true);
    expect(aabbIntersectsAABB(box([-5, -5, -5], [5, 5, 5]), unit)).toBe(true);
    expect(aabbIntersectsAABB(unit, box([1.5, 0, 0], [2, 1, 1]))).toBe(false);
    expect(aabbIntersectsAABB(unit, box([0, -2, 0], [1, -0.5, 1]))).toBe(false);
    expect(aabbIntersectsAABB(unit, box([0, 0, 1.000001], [1, 1, 2]))).toBe(false);
    // Overlapping on two axes is not enough.
    expect(aabbIntersectsAABB(unit, box([0.5, 0.5, 3], [2, 2, 4]))).toBe(false);
  });

  it('sharing a face, an edge or a corner counts (closed boxes)', () => {
    expect(aabbIntersectsAABB(unit, box([1, 0, 0], [2, 1, 1]))).toBe(true); // face x = 1
    expect(aabbIntersectsAABB(unit, box([-1, 1, 0], [0, 2, 1]))).toBe(true); // edge x = 0, y = 1
    expect(aabbIntersectsAABB(unit, box([1, 1, 1], [2, 2, 2]))).toBe(true); // corner (1, 1, 1)
    expect(aabbIntersectsAABB(box([1, 1, 1], [2, 2, 2]), unit)).toBe(true);
  });

  it('flat boxes: rectangles in 2D, a rectangle and a point', () => {
    const rect = box([0, 0, 0], [2, 1, 0]);
    expect(aabbIntersectsAABB(rect, box([1, 0.5, 0], [3, 3, 0]))).toBe(true);
    expect(aabbIntersectsAABB(rect, box([2, 1, 0], [3, 3, 0]))).toBe(true); // corners touch
    expect(aabbIntersectsAABB(rect, box([0, 0, 1], [2, 1, 1]))).toBe(false); // parallel planes
    expect(aabbIntersectsAABB(rect, box([1, 1, 0], [1, 1, 0]))).toBe(true); // a point on its edge
    expect(aabbIntersectsAABB(box([1, 1, 1], [1, 1, 1]), box([1, 1, 1], [1, 1, 1]))).toBe(true);
    expect(aabbIntersectsAABB(unit, box([0.5, 0.5, 0.5], [0.5, 0.5, 0.5]))).toBe(true);
  });

  it('1e±100 magnitudes and -0', () => {
    expect(aabbIntersectsAABB(box([0, 0, 0], [1e100, 1e100, 1e100]), box([1e100, 0, 0], [2e100, 1, 1]))).toBe(true);
    expect(aabbIntersectsAABB(box([0, 0, 0], [1e-100, 1e-100, 1e-100]), box([1.0000001e-100, 0, 0], [1, 1, 1]))).toBe(
      false,
    );
    expect(aabbIntersectsAABB(box([-1, -1, -1], [-0, -0, -0]), box([0, 0, 0], [1, 1, 1]))).toBe(true);
  });
});
