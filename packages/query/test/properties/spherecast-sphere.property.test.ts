// sphereCastSphere on 10,000+ scenes. The oracle knows the cast only as "the first t at
// which the two balls share a point", i.e. the center's first contact with the target
// grown by the cast radius; the contact point must then lie on both spheres.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raycastSphere, sphereCastSphere } from '../../src/index.ts';
import { sphereScene } from '../support/arbitraries.ts';
import { expectAgreesWith, expectValidHit } from '../support/check.ts';
import { exactRaycastSphereHits } from '../support/exact.ts';
import { firstContact, scaleOf, sphereDistance, toleranceOf } from '../support/oracle.ts';

/** Splits a scene's radius r into a cast radius and a target radius. */
const castScene = (dyadicOnly: boolean) =>
  fc
    .record({ scene: sphereScene(dyadicOnly), share: fc.constantFrom(0, 0.25, 0.5, 0.75, 1) })
    .map(({ scene, share }) => ({ ...scene, r1: scene.r * share, r2: scene.r * (1 - share) }));

describe('sphereCastSphere, property-based', () => {
  it('agrees with the oracle; the contact lies on both spheres (10,000 scenes)', () => {
    fc.assert(
      fc.property(castScene(false), ({ A, B, S, r1, r2 }) => {
        const hit = sphereCastSphere(A, B, r1, { center: S, radius: r2 });
        const R = r1 + r2;
        const seg = { A, B };
        const phi = sphereDistance(S, R);
        const Smax = scaleOf(A, B, S, r1, r2);
        const tol = toleranceOf(Smax);
        expectAgreesWith(hit, firstContact(phi, seg, tol), seg, Smax);
        if (!hit) return;
        // The center obeys every invariant of a raycast hit on the grown sphere.
        expectValidHit({ ...hit, point: hit.center }, seg, phi, tol);
        const E = hit.point;
        const C = hit.center;
        expect(Math.abs(Math.hypot(E.x - C.x, E.y - C.y, E.z - C.z) - r1)).toBeLessThanOrEqual(tol);
        expect(Math.abs(Math.hypot(E.x - S.x, E.y - S.y, E.z - S.z) - r2)).toBeLessThanOrEqual(tol);
        if (R > 0) {
          const n = { x: (C.x - S.x) / R, y: (C.y - S.y) / R, z: (C.z - S.z) / R };
          expect(Math.hypot(hit.normal.x - n.x, hit.normal.y - n.y, hit.normal.z - n.z)).toBeLessThanOrEqual(
            (2e-9 * Smax) / R,
          );
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('decides hit or miss exactly on dyadic scenes (10,000 scenes)', () => {
    fc.assert(
      fc.property(castScene(true), ({ A, B, S, r1, r2 }) => {
        const hit = sphereCastSphere(A, B, r1, { center: S, radius: r2 });
        expect(hit !== null).toBe(exactRaycastSphereHits(A, B, S, r1 + r2));
      }),
      { numRuns: 10_000 },
    );
  });

  it('with radius 0 gives the same hit as raycastSphere (10,000 scenes)', () => {
    fc.assert(
      fc.property(sphereScene(), ({ A, B, S, r }) => {
        const cast = sphereCastSphere(A, B, 0, { center: S, radius: r });
        const ray = raycastSphere(A, B, { center: S, radius: r });
        if (ray === null) {
          expect(cast).toBeNull();
          return;
        }
        expect(cast).toEqual({ ...ray, center: ray.point });
      }),
      { numRuns: 10_000 },
    );
  });
});
