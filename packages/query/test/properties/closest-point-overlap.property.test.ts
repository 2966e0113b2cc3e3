// closestPointOnAABB and sphereIntersectsAABB on 10,000+ scenes each. The closest point is
// checked by the conditions that define a nearest point of a convex set (it is in the box,
// and on each axis it either matches the point or sits on the face the point is beyond),
// and against sampled points of the box; the overlap test against the box's signed
// distance, and exactly on dyadic scenes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestPointOnAABB, sphereIntersectsAABB, type AABB, type Vec3 } from '../../src/index.ts';
import { boxScene, vec } from '../support/arbitraries.ts';
import { toIntegers } from '../support/exact.ts';
import { boxDistance, scaleOf, toleranceOf } from '../support/oracle.ts';

const AXES = ['x', 'y', 'z'] as const;
const dist = (a: Vec3, b: Vec3) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

/** A box and a point (the scene's origin), plus fractions for sampling the box. */
const scene = (dyadicOnly: boolean) =>
  fc.record({ s: boxScene(dyadicOnly), samples: fc.array(vec(1), { minLength: 4, maxLength: 4 }) });

describe('closestPointOnAABB, property-based', () => {
  it('returns the point of the box nearest to the point (10,000 scenes)', () => {
    fc.assert(
      fc.property(scene(false), ({ s: { A: P, box }, samples }) => {
        const C = closestPointOnAABB(P, box);
        for (const k of AXES) {
          expect(C[k]).toBeGreaterThanOrEqual(box.min[k]);
          expect(C[k]).toBeLessThanOrEqual(box.max[k]);
          if (C[k] !== P[k]) {
            // Moved only onto the face the point lies beyond.
            expect(C[k]).toBe(P[k] < box.min[k] ? box.min[k] : box.max[k]);
            expect(P[k] < box.min[k] || P[k] > box.max[k]).toBe(true);
          }
        }
        const d = dist(C, P);
        const tol = 1e-12 * scaleOf(P, box.min, box.max);
        for (const f of samples) {
          const Q = { x: 0, y: 0, z: 0 };
          for (const k of AXES) Q[k] = box.min[k] + ((f[k] + 1) / 2) * (box.max[k] - box.min[k]);
          expect(dist(Q, P)).toBeGreaterThanOrEqual(d - tol);
        }
        expect(C).not.toBe(P);
      }),
      { numRuns: 10_000 },
    );
  });
});

/** |C - S|² <= r² in exact integers. */
function exactOverlap(S: Vec3, r: number, box: AABB): boolean {
  const [sx, sy, sz, R, ...b] = toIntegers([
    S.x,
    S.y,
    S.z,
    r,
    box.min.x,
    box.min.y,
    box.min.z,
    box.max.x,
    box.max.y,
    box.max.z,
  ]);
  const s = [sx!, sy!, sz!];
  let d2 = 0n;
  for (let i = 0; i < 3; i++) {
    const lo = b[i]!;
    const hi = b[i + 3]!;
    const e = s[i]! < lo ? lo - s[i]! : s[i]! > hi ? s[i]! - hi : 0n;
    d2 += e * e;
  }
  return d2 <= R! * R!;
}

describe('sphereIntersectsAABB, property-based', () => {
  const overlapScene = (dyadicOnly: boolean) =>
    fc.record({
      s: boxScene(dyadicOnly),
      r: dyadicOnly ? fc.integer({ min: 0, max: 24 }).map((n) => n / 4) : fc.double({ min: 0, max: 6, noNaN: true }),
    });

  it('agrees with the signed distance of the box at the center (10,000 scenes)', () => {
    fc.assert(
      fc.property(overlapScene(false), ({ s: { A: S, box }, r }) => {
        const overlaps = sphereIntersectsAABB({ center: S, radius: r }, box);
        const phi = boxDistance(box.min, box.max)(S.x, S.y, S.z);
        const tol = toleranceOf(scaleOf(S, r, box.min, box.max));
        if (phi < r - tol) expect(overlaps).toBe(true);
        if (phi > r + tol) expect(overlaps).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });

  it('is exact on dyadic scenes, touching included (10,000 scenes)', () => {
    fc.assert(
      fc.property(overlapScene(true), ({ s: { A: S, box }, r }) => {
        expect(sphereIntersectsAABB({ center: S, radius: r }, box)).toBe(exactOverlap(S, r, box));
      }),
      { numRuns: 10_000 },
    );
  });
});
