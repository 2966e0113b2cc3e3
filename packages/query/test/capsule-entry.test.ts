// The shared kernel capsuleEntry on hand-derived scenes. Unless said otherwise the capsule
// is P = (0,0,0), Q = (4,0,0), r = 1: the cylinder 0 <= x <= 4, y² + z² <= 1, and the
// unit balls at P and Q.
import { describe, expect, it } from 'vitest';
import { capsuleEntry } from '../src/raycast/capsule.ts';
import { exactCapsuleHits } from './support/capsule-oracle.ts';

type T3 = [number, number, number];
const entry = (A: T3, B: T3, P: T3 = [0, 0, 0], Q: T3 = [4, 0, 0], r = 1) => capsuleEntry(...A, ...B, ...P, ...Q, r);

describe('capsuleEntry', () => {
  it('enters the body: x = 2 from y = 5 down to y = -5 meets y = 1 at t = 4/10', () => {
    expect(entry([2, 5, 0], [2, -5, 0])).toBe(0.4);
  });

  it('enters a cap: along the axis from x = -5 meets x = -1 (ball P) at t = 4/10; from x = 10 back, x = 5 (ball Q) at 5/10', () => {
    expect(entry([-5, 0, 0], [5, 0, 0])).toBe(0.4);
    expect(entry([10, 0, 0], [0, 0, 0])).toBe(0.5);
  });

  it('3-4-5: capsule on the z axis, r = 5; the line y-ward at x = 3 is 3 from the axis, half chord 4, enters at y = -4: t = 6/20', () => {
    expect(entry([3, -10, 5], [3, 10, 5], [0, 0, 0], [0, 0, 10], 5)).toBeCloseTo(0.3, 15);
  });

  it('a cap entry off the axis: from (-4, 0.6, 0) along +x meets the ball P at x = -0.8 (0.6² + 0.8² = 1): t = 3.2/8', () => {
    expect(entry([-4, 0.6, 0], [4, 0.6, 0])).toBeCloseTo(0.4, 15);
  });

  it('tangent to the body: x = 2, y = 1 along z touches at z = 0: t = 1/2', () => {
    expect(entry([2, 1, -5], [2, 1, 5])).toBe(0.5);
  });

  it('tangent to the body along a slanted line: (1, 1, -1) -> (3, 1, 1), still at distance 1 from the axis, touches at t = 1/2', () => {
    expect(entry([1, 1, -1], [3, 1, 1])).toBe(0.5);
  });

  it('grazing a cap: x = -1 along y touches ball P at (-1, 0, 0): t = 1/2; x = 5 touches ball Q', () => {
    expect(entry([-1, -5, 0], [-1, 5, 0])).toBe(0.5);
    expect(entry([5, 0, -3], [5, 0, 1])).toBe(0.75);
  });

  it('sliding along the body parallel to the axis at distance r first touches the rim of ball P: t = 5/10', () => {
    expect(entry([-5, 1, 0], [5, 1, 0])).toBe(0.5);
    expect(entry([9, 0, -1], [-1, 0, -1])).toBe(0.5); // from the Q side, rim of ball Q at x = 4
  });

  it('misses: passing 3 from the axis; parallel 2 from it; beside a cap; ending short', () => {
    expect(entry([2, 3, -5], [2, 3, 5])).toBe(-1);
    expect(entry([-5, 2, 0], [9, 2, 0])).toBe(-1);
    expect(entry([-2, -5, 0], [-2, 5, 0])).toBe(-1); // x = -2 is 2 from P
    expect(entry([2, 5, 0], [2, 2, 0])).toBe(-1);
    expect(entry([-5, 0, 0], [-2, 0, 0])).toBe(-1);
    expect(entry([2, 5, 0], [2, 9, 0])).toBe(-1); // moving away
  });

  it('ends exactly on the surface: t = 1', () => {
    expect(entry([2, 5, 0], [2, 1, 0])).toBe(1);
    expect(entry([-5, 0, 0], [-1, 0, 0])).toBe(1);
  });

  it('starts strictly inside: -1, in the body or in a cap', () => {
    expect(entry([2, 0.5, 0], [2, 9, 0])).toBe(-1);
    expect(entry([-0.5, 0, 0], [-9, 0, 0])).toBe(-1);
    expect(entry([4.5, 0, 0], [2, 0, 0])).toBe(-1);
  });

  it('starts on the body: entering is t = 0; leaving, sliding along it or tangent is -1', () => {
    expect(entry([2, 1, 0], [2, -1, 0])).toBe(0);
    expect(entry([2, 1, 0], [3, 0.5, 0])).toBe(0);
    expect(entry([2, 1, 0], [2, 3, 0])).toBe(-1);
    expect(entry([2, 1, 0], [3, 1, 0])).toBe(-1); // along a line of the cylinder
    expect(entry([2, 1, 0], [2, 1, 1])).toBe(-1); // tangent
  });

  it('starts on a cap: entering is t = 0; leaving or tangent is -1; on the rim the same', () => {
    expect(entry([-1, 0, 0], [1, 0, 0])).toBe(0);
    expect(entry([-1, 0, 0], [-2, 0, 0])).toBe(-1);
    expect(entry([-1, 0, 0], [-1, 1, 0])).toBe(-1);
    expect(entry([5, 0, 0], [4, 0, 0])).toBe(0);
    expect(entry([0, 1, 0], [1, 0, 0])).toBe(0); // the rim, heading in
    expect(entry([0, 1, 0], [-1, 1, 0])).toBe(-1); // the rim, sliding out along the surface
    expect(entry([0, 0, 1], [-1, 0, 2])).toBe(-1); // the rim, leaving
  });

  it('a zero-length segment is -1, on the surface, outside or inside', () => {
    expect(entry([2, 1, 0], [2, 1, 0])).toBe(-1);
    expect(entry([9, 9, 9], [9, 9, 9])).toBe(-1);
    expect(entry([2, 0, 0], [2, 0, 0])).toBe(-1);
  });

  it('P = Q is the ball: along x from -5 meets x = -1 at t = 4/10', () => {
    expect(entry([-5, 0, 0], [5, 0, 0], [0, 0, 0], [0, 0, 0], 1)).toBe(0.4);
    expect(entry([-5, 1, 0], [5, 1, 0], [0, 0, 0], [0, 0, 0], 1)).toBe(0.5); // tangent
  });

  it('r = 0 is the bare segment: crossing at (1, 0, 0) at t = 1/2; skew or beside: -1; along it from outside: its end', () => {
    expect(entry([1, -1, 0], [1, 1, 0], [0, 0, 0], [4, 0, 0], 0)).toBe(0.5);
    expect(entry([1, -1, 1], [1, 1, 1], [0, 0, 0], [4, 0, 0], 0)).toBe(-1);
    expect(entry([5, -1, 0], [5, 1, 0], [0, 0, 0], [4, 0, 0], 0)).toBe(-1);
    expect(entry([-2, 0, 0], [2, 0, 0], [0, 0, 0], [4, 0, 0], 0)).toBe(0.5);
    expect(entry([8, 0, 0], [0, 0, 0], [0, 0, 0], [4, 0, 0], 0)).toBe(0.5);
    // through an end point: (4, 0, 0) at t = 1/2
    expect(entry([3, -1, 0], [5, 1, 0], [0, 0, 0], [4, 0, 0], 0)).toBe(0.5);
    // diagonal integer crossing: the segment (0,0,0)-(4,4,4) and (4,0,0) -> (0,4,4) meet at (2,2,2)
    expect(entry([4, 0, 0], [0, 4, 4], [0, 0, 0], [4, 4, 4], 0)).toBe(0.5);
  });

  it('r = 0 from a point of the segment: -1 (it has no interior to enter)', () => {
    expect(entry([1, 0, 0], [1, 1, 0], [0, 0, 0], [4, 0, 0], 0)).toBe(-1);
    expect(entry([1, 0, 0], [3, 0, 0], [0, 0, 0], [4, 0, 0], 0)).toBe(-1);
  });

  it('is the same at 2^±300 and 1e±100 scales (finite, the same t)', () => {
    for (const k of [2 ** 300, 2 ** -300, 1e100, 1e-100]) {
      const s = (v: T3): T3 => [v[0] * k, v[1] * k, v[2] * k];
      expect(entry(s([2, 5, 0]), s([2, -5, 0]), s([0, 0, 0]), s([4, 0, 0]), k)).toBeCloseTo(0.4, 12);
      expect(entry(s([-5, 0, 0]), s([5, 0, 0]), s([0, 0, 0]), s([4, 0, 0]), k)).toBeCloseTo(0.4, 12);
      expect(entry(s([2, 1, -5]), s([2, 1, 5]), s([0, 0, 0]), s([4, 0, 0]), k)).toBeCloseTo(0.5, 12);
      expect(entry(s([2, 3, -5]), s([2, 3, 5]), s([0, 0, 0]), s([4, 0, 0]), k)).toBe(-1);
      expect(entry(s([2, 1, 0]), s([2, -1, 0]), s([0, 0, 0]), s([4, 0, 0]), k)).toBe(0);
    }
  });

  it('mixed magnitudes stay finite: a 1e-100 segment far out, a 1e100 segment near, a capsule 1e-200 of its radius', () => {
    expect(entry([1e100, 0, 0], [1e100 + 1e84, 0, 0])).toBe(-1);
    expect(entry([-1e100, 0, 0], [1e100, 0, 0])).toBeCloseTo(0.5, 12);
    expect(entry([-1e100, 0, 0], [1e100, 0, 0], [0, 0, 0], [1e-100, 0, 0], 1e100)).toBeCloseTo(0, 12);
    expect(entry([-4e100, 0, 0], [4e100, 0, 0], [0, 0, 0], [1e-100, 0, 0], 1e100)).toBeCloseTo(3 / 8, 12);
    expect(entry([-4e-100, 2e-100, 0], [4e-100, 2e-100, 0], [0, 0, 0], [1e-100, 0, 0], 2e-100)).toBeCloseTo(0.5, 12);
  });

  it('a near-tangent at non-integer coordinates keeps full precision (double-double path)', () => {
    // The line y = 1 + 2^-30 along z at x = 2 misses by 2^-30; y = 1 - 2^-30 enters at
    // z = ±√(1 - (1 - 2^-30)²) ≈ ±2^-14.5.
    expect(entry([2, 1 + 2 ** -30, -5], [2, 1 + 2 ** -30, 5])).toBe(-1);
    const y = 1 - 2 ** -30;
    const z = Math.sqrt(1 - y * y);
    expect(entry([2, y, -5], [2, y, 5])).toBeCloseTo((5 - z) / 10, 15);
    // 2^-40 off: within 2^-32 of tangent, settled in double-double: the miss stays a miss,
    // and the entry at z = -√(1 - (1 - 2^-40)²) ≈ -2^-19.5 keeps its digits (plain doubles
    // would give h = 2^-39 to about 13 bits).
    expect(entry([2, 1 + 2 ** -40, -5], [2, 1 + 2 ** -40, 5])).toBe(-1);
    const y2 = 1 - 2 ** -40;
    const z2 = Math.sqrt(2 ** -39 - 2 ** -80);
    expect(Math.abs(entry([2, y2, -5], [2, y2, 5]) - (5 - z2) / 10)).toBeLessThanOrEqual(1e-16);
    // scaled by 0.1 (not exact): tangent within rounding still a hit at about t = 1/2
    const t = entry([0.2, 0.1, -0.5], [0.2, 0.1, 0.5], [0, 0, 0], [0.4, 0, 0], 0.1);
    expect(t === -1 || Math.abs(t - 0.5) < 1e-7).toBe(true);
  });

  it('a start within rounding of a tangent point, where only double-double sees it does not head in: as the exact oracle', () => {
    // Found by search: A is on the unit cylinder to the last bit, the segment nearly along
    // its tangent; plain doubles say "heading in", the exact products say otherwise.
    const cases: [T3, T3][] = [
      [
        [2, 0.7602060691564233, -0.6496820240838894],
        [2.1628472671888432, 1.4098880932403126, 0.11052404507253373],
      ],
      [
        [2, 0.8206550969454819, 0.5714238460699747],
        [1.8410128743951226, 0.2492312508755074, 1.3920789430154563],
      ],
    ];
    const v = ([x, y, z]: T3) => ({ x, y, z });
    for (const [A, B] of cases) {
      expect(entry(A, B) >= 0).toBe(exactCapsuleHits(v(A), v(B), v([0, 0, 0]), v([4, 0, 0]), 1));
    }
  });
});
