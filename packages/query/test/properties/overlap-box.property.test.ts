// sphereIntersectsSphere and aabbIntersectsAABB against exact BigInt arithmetic on dyadic
// scenes (where the answer has no rounding band: touching exactly must count), and
// against a hypot oracle with the contract's 1e-9·S band on arbitrary doubles.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aabbIntersectsAABB, sphereIntersectsSphere, type AABB, type Vec3 } from '../../src/index.ts';
import { coord, pow2Scale, scale, vec } from '../support/arbitraries.ts';
import { toIntegers } from '../support/exact.ts';
import { scaleOf, toleranceOf } from '../support/oracle.ts';

/** Integer directions with integer lengths: (a, b, c) and |(a, b, c)|. */
const QUADRUPLES: [number, number, number, number][] = [
  [1, 0, 0, 1],
  [0, 3, 4, 5],
  [2, 3, 6, 7],
  [1, 2, 2, 3],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
];

const mul = (v: Vec3, k: number): Vec3 => ({ x: v.x * k, y: v.y * k, z: v.z * k });

/** Two spheres: apart, overlapping, one inside the other, concentric, or exactly touching. */
function spherePair(dyadicOnly: boolean) {
  const radius = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 4 }),
    dyadicOnly ? fc.integer({ min: 1, max: 20 }).map((n) => n / 4) : fc.double({ min: 0.01, max: 5, noNaN: true }),
  );
  return fc
    .record({
      P: vec(4, dyadicOnly),
      Q: vec(4, dyadicOnly),
      ra: radius,
      rb: radius,
      kind: fc.constantFrom('free', 'free', 'touching', 'touching', 'concentric'),
      dir: fc.constantFrom(...QUADRUPLES),
      signs: fc.tuple(fc.constantFrom(1, -1), fc.constantFrom(1, -1), fc.constantFrom(1, -1)),
      m: fc.integer({ min: 1, max: 8 }).map((n) => n / 4),
      f: fc.constantFrom(0, 0.25, 0.5, 0.75, 1),
      k: dyadicOnly ? pow2Scale : scale,
    })
    .map(({ P, Q, ra, rb, kind, dir, signs, m, f, k }) => {
      let b = { center: Q, radius: rb };
      let a = { center: P, radius: ra };
      if (kind === 'concentric') a = { center: Q, radius: ra };
      if (kind === 'touching') {
        // |P - Q| = d·m exactly, split between the radii.
        const [x, y, z, d] = dir;
        const offset = { x: signs[0] * x * m, y: signs[1] * y * m, z: signs[2] * z * m };
        a = { center: { x: Q.x + offset.x, y: Q.y + offset.y, z: Q.z + offset.z }, radius: d * m * f };
        b = { center: Q, radius: d * m * (1 - f) };
      }
      return {
        a: { center: mul(a.center, k), radius: a.radius * k },
        b: { center: mul(b.center, k), radius: b.radius * k },
      };
    });
}

describe('sphereIntersectsSphere, property-based', () => {
  it('matches exact integer arithmetic on dyadic scenes, touching included (10,000 pairs)', () => {
    let touching = 0;
    fc.assert(
      fc.property(spherePair(true), ({ a, b }) => {
        const [px, py, pz, qx, qy, qz, ra, rb] = toIntegers([
          a.center.x,
          a.center.y,
          a.center.z,
          b.center.x,
          b.center.y,
          b.center.z,
          a.radius,
          b.radius,
        ]);
        const d2 = (px! - qx!) ** 2n + (py! - qy!) ** 2n + (pz! - qz!) ** 2n;
        const R2 = (ra! + rb!) ** 2n;
        if (d2 === R2) touching++;
        expect(sphereIntersectsSphere(a, b)).toBe(d2 <= R2);
        expect(sphereIntersectsSphere(b, a)).toBe(d2 <= R2);
      }),
      { numRuns: 10_000 },
    );
    expect(touching).toBeGreaterThan(1000);
  });

  it('agrees with |P − Q| vs ra + rb outside the 1e-9·S band on arbitrary doubles (10,000 pairs)', () => {
    fc.assert(
      fc.property(spherePair(false), ({ a, b }) => {
        const d = Math.hypot(a.center.x - b.center.x, a.center.y - b.center.y, a.center.z - b.center.z);
        const R = a.radius + b.radius;
        const tol = toleranceOf(scaleOf(a.center, b.center, a.radius, b.radius));
        if (d < R - tol) expect(sphereIntersectsSphere(a, b)).toBe(true);
        if (d > R + tol) expect(sphereIntersectsSphere(a, b)).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });
});

/** Two boxes, often sharing a face, an edge or a corner exactly, sometimes flat. */
function boxPair() {
  const c = coord(4, true);
  const size = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 4 }),
    fc.integer({ min: 1, max: 12 }).map((n) => n / 4),
  );
  const box = fc
    .record({ m: fc.record({ x: c, y: c, z: c }), s: fc.record({ x: size, y: size, z: size }) })
    .map(({ m, s }): AABB => ({ min: m, max: { x: m.x + s.x, y: m.y + s.y, z: m.z + s.z } }));
  return fc
    .record({ a: box, b: box, snap: fc.array(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 }), k: pow2Scale })
    .map(({ a, b, snap, k }) => {
      // Slide b so that its min meets a's max on the chosen axes: a shared face, edge or corner.
      const min = { ...b.min };
      const max = { ...b.max };
      for (const ax of snap) {
        const w = b.max[ax] - b.min[ax];
        min[ax] = a.max[ax];
        max[ax] = a.max[ax] + w;
      }
      return { a: { min: mul(a.min, k), max: mul(a.max, k) }, b: { min: mul(min, k), max: mul(max, k) } };
    });
}

describe('aabbIntersectsAABB, property-based', () => {
  it('matches the exact interval test in integers, and is symmetric (10,000 pairs)', () => {
    fc.assert(
      fc.property(boxPair(), ({ a, b }) => {
        const v = toIntegers([
          a.min.x,
          a.min.y,
          a.min.z,
          a.max.x,
          a.max.y,
          a.max.z,
          b.min.x,
          b.min.y,
          b.min.z,
          b.max.x,
          b.max.y,
          b.max.z,
        ]);
        // The boxes share a point iff some point lies in both: on each axis, the larger min
        // is at most the smaller max (the point max(mins) is in both intervals).
        let expected = true;
        for (let j = 0; j < 3; j++) {
          const lo = v[j]! > v[6 + j]! ? v[j]! : v[6 + j]!;
          const hi = v[3 + j]! < v[9 + j]! ? v[3 + j]! : v[9 + j]!;
          if (lo > hi) expected = false;
        }
        expect(aabbIntersectsAABB(a, b)).toBe(expected);
        expect(aabbIntersectsAABB(b, a)).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });
});
