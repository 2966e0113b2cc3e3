// raycastSphere against the independent oracle, on 10,000+ generated scenes, and on
// generated exact tangents (integer scenes where the segment touches the sphere at one
// point that the arithmetic can represent exactly).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raycastSphere, type Vec3 } from '../../src/index.ts';
import { sphereScene, vec } from '../support/arbitraries.ts';
import { expectAgreesWith, expectValidHit } from '../support/check.ts';
import { exactRaycastSphereHits, exactSphereEntryT } from '../support/exact.ts';
import { firstContact, scaleOf, sphereDistance, toleranceOf } from '../support/oracle.ts';

describe('raycastSphere, property-based', () => {
  /** Whether a + b is exact in double precision (Knuth's two-sum leaves no error). */
  const sumIsExact = (a: number, b: number) => {
    const s = a + b;
    const bb = s - a;
    return a - (s - bb) + (b - bb) === 0;
  };

  it('agrees with the oracle and keeps every invariant of a hit (10,000 scenes)', () => {
    fc.assert(
      fc.property(sphereScene(), ({ A, B, S, r }) => {
        const hit = raycastSphere(A, B, { center: S, radius: r });
        const seg = { A, B };
        const phi = sphereDistance(S, r);
        const Smax = scaleOf(A, B, S, r);
        const tol = toleranceOf(Smax);
        expectAgreesWith(hit, firstContact(phi, seg, tol), seg, Smax);
        if (hit) {
          expectValidHit(hit, seg, phi, tol);
          if (r > 0) {
            // The normal points from the center to the contact (within 1e-9·S/r).
            const n = {
              x: (hit.point.x - S.x) / r,
              y: (hit.point.y - S.y) / r,
              z: (hit.point.z - S.z) / r,
            };
            expect(Math.hypot(hit.normal.x - n.x, hit.normal.y - n.y, hit.normal.z - n.z)).toBeLessThanOrEqual(
              (2e-9 * Smax) / r,
            );
          }
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('decides hit or miss exactly as the exact rational oracle on dyadic scenes (10,000 scenes)', () => {
    fc.assert(
      fc.property(sphereScene(true), ({ A, B, S, r }) => {
        const hit = raycastSphere(A, B, { center: S, radius: r });
        expect(hit !== null).toBe(exactRaycastSphereHits(A, B, S, r));
      }),
      { numRuns: 10_000 },
    );
  });

  it('a start exactly on the surface, heading in, hits at exactly t = 0, at the origin (10,000 scenes)', () => {
    // A = S ± r along an axis, kept where that sum is exact: then |A - S|² = r² exactly.
    const onSurface = fc
      .record({
        S: vec(4),
        r: fc.double({ min: 0.01, max: 5, noNaN: true }),
        axis: fc.constantFrom('x', 'y', 'z'),
        side: fc.constantFrom(1, -1),
        B: vec(10),
      })
      .map(({ S, r, axis, side, B }) => ({
        S,
        r,
        A: { ...S, [axis]: S[axis as 'x'] + side * r },
        B,
        axis,
        side,
      }))
      .filter(({ S, r, axis, side }) => sumIsExact(S[axis], side * r))
      .filter(({ A, B, S }) => (B.x - A.x) * (S.x - A.x) + (B.y - A.y) * (S.y - A.y) + (B.z - A.z) * (S.z - A.z) > 0);
    fc.assert(
      fc.property(onSurface, ({ S, r, A, B, axis, side }) => {
        const hit = raycastSphere(A, B, { center: S, radius: r });
        expect(hit).not.toBeNull();
        expect(Object.is(hit!.t, 0)).toBe(true);
        expect(hit!.point).toEqual({ x: A.x + 0, y: A.y + 0, z: A.z + 0 }); // the origin, -0 printed as 0
        expect(hit!.distance).toBe(0);
        expect(hit!.normal).toEqual({ x: 0, y: 0, z: 0, [axis]: side });
      }),
      { numRuns: 10_000 },
    );
  });

  // A line passing r·10^-u inside the sphere, u from 4 to 16: the contact is ill-conditioned
  // (the half chord is the square root of a tiny difference), which is where plain double
  // arithmetic loses half its digits. The contract still asks for 1e-9·S.
  const angle = fc.double({ min: 0, max: 2 * Math.PI, noNaN: true });
  const nearTangent = fc
    .record({
      S: vec(4),
      r: fc.double({ min: 0.5, max: 4, noNaN: true }),
      u: fc.double({ min: 4, max: 16, noNaN: true }),
      theta: angle,
      phi: fc.double({ min: -1.5, max: 1.5, noNaN: true }),
      psi: angle,
      before: fc.double({ min: 0.1, max: 3, noNaN: true }),
      after: fc.double({ min: 0.1, max: 3, noNaN: true }),
      k: fc.constantFrom(1e-6, 1, 1e3, 1e6),
    })
    .map(({ S, r, u, theta, phi, psi, before, after, k }) => {
      // The unit direction d, and a unit n perpendicular to it, turned by psi about d.
      const d = { x: Math.cos(theta) * Math.cos(phi), y: Math.sin(theta) * Math.cos(phi), z: Math.sin(phi) };
      const e = { x: -Math.sin(theta), y: Math.cos(theta), z: 0 }; // ⟂ d, unit
      const f = { x: d.y * e.z - d.z * e.y, y: d.z * e.x - d.x * e.z, z: d.x * e.y - d.y * e.x }; // d × e
      const n = {
        x: e.x * Math.cos(psi) + f.x * Math.sin(psi),
        y: e.y * Math.cos(psi) + f.y * Math.sin(psi),
        z: e.z * Math.cos(psi) + f.z * Math.sin(psi),
      };
      const dist = r * (1 - 10 ** -u);
      const C = { x: S.x + dist * n.x, y: S.y + dist * n.y, z: S.z + dist * n.z };
      const A = { x: (C.x - before * r * d.x) * k, y: (C.y - before * r * d.y) * k, z: (C.z - before * r * d.z) * k };
      const B = { x: (C.x + after * r * d.x) * k, y: (C.y + after * r * d.y) * k, z: (C.z + after * r * d.z) * k };
      return { A, B, S: { x: S.x * k, y: S.y * k, z: S.z * k }, r: r * k, u };
    });

  it('near a tangency, the contact is within 1e-9·S of the exact one (10,000 scenes)', () => {
    fc.assert(
      fc.property(nearTangent, ({ A, B, S, r, u }) => {
        const hit = raycastSphere(A, B, { center: S, radius: r });
        const t = exactSphereEntryT(A, B, S, r);
        // 10^-7·r inside is beyond the contract's 1e-9·S of a tangency (S <= 4 + 3r here),
        // and both ends are at least 0.08r from the contact: this must hit.
        if (u <= 7) {
          expect(t).not.toBeNull();
          expect(hit).not.toBeNull();
        }
        if (hit === null || t === null) return;
        const exact = { x: A.x + t * (B.x - A.x), y: A.y + t * (B.y - A.y), z: A.z + t * (B.z - A.z) };
        const error = Math.hypot(hit.point.x - exact.x, hit.point.y - exact.y, hit.point.z - exact.z);
        expect(error).toBeLessThanOrEqual(toleranceOf(scaleOf(A, B, S, r)));
      }),
      { numRuns: 10_000 },
    );
  });

  it('an axis-aligned segment exactly tangent hits, with any double coordinates (10,000 scenes)', () => {
    // The line S + r·e_j + s·e_i (i != j) touches the sphere at T = S + r·e_j alone; kept
    // where S_j + r is exact, so that the scene is exactly tangent in double precision.
    const axes = ['x', 'y', 'z'] as const;
    const scene = fc
      .record({
        S: vec(1e6),
        r: fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        i: fc.constantFrom(0, 1, 2),
        shift: fc.constantFrom(1, 2),
        side: fc.constantFrom(1, -1),
        before: fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        after: fc.double({ min: 0, max: 1e3, noNaN: true }),
      })
      .map(({ S, r, i, shift, side, before, after }) => {
        const along = axes[i];
        const across = axes[(i + shift) % 3]!;
        const T = { ...S, [across]: S[across] + side * r };
        const A = { ...T, [along]: T[along] - before * r };
        const B = { ...T, [along]: T[along] + after * r };
        return { S, r, T, A, B, across, side };
      })
      .filter(
        ({ S, r, A, B, across, side }) =>
          sumIsExact(S[across], side * r) && (A.x !== B.x || A.y !== B.y || A.z !== B.z),
      );
    fc.assert(
      fc.property(scene, ({ S, r, T, A, B }) => {
        const hit = raycastSphere(A, B, { center: S, radius: r });
        expect(hit).not.toBeNull();
        const error = Math.hypot(hit!.point.x - T.x, hit!.point.y - T.y, hit!.point.z - T.z);
        expect(error).toBeLessThanOrEqual(toleranceOf(scaleOf(A, B, S, r)));
      }),
      { numRuns: 10_000 },
    );
  });

  // Integer points T on a sphere of integer radius come from Pythagorean quadruples
  // (m² + n² - p² - q², 2(mq + np), 2(nq - mp)) of length m² + n² + p² + q²; a direction
  // u = (T - S) × w is perpendicular to the radius, so A = T - i·u, B = T + j·u touches
  // the sphere at T alone, at t = i/(i + j). Products stay below 2^53: exact.
  const tangent = fc
    .record({
      m: fc.integer({ min: -2, max: 2 }),
      n: fc.integer({ min: -2, max: 2 }),
      p: fc.integer({ min: -2, max: 2 }),
      q: fc.integer({ min: -2, max: 2 }),
      w: fc.record({
        x: fc.integer({ min: -3, max: 3 }),
        y: fc.integer({ min: -3, max: 3 }),
        z: fc.integer({ min: -3, max: 3 }),
      }),
      S: fc.record({
        x: fc.integer({ min: -50, max: 50 }),
        y: fc.integer({ min: -50, max: 50 }),
        z: fc.integer({ min: -50, max: 50 }),
      }),
      i: fc.integer({ min: 1, max: 4 }),
      j: fc.integer({ min: 0, max: 4 }),
    })
    .map(({ m, n, p, q, w, S, i, j }) => {
      const R = {
        x: m * m + n * n - p * p - q * q,
        y: 2 * (m * q + n * p),
        z: 2 * (n * q - m * p),
      };
      const r = m * m + n * n + p * p + q * q;
      const u = {
        x: R.y * w.z - R.z * w.y,
        y: R.z * w.x - R.x * w.z,
        z: R.x * w.y - R.y * w.x,
      };
      const T: Vec3 = { x: S.x + R.x, y: S.y + R.y, z: S.z + R.z };
      const A: Vec3 = { x: T.x - i * u.x, y: T.y - i * u.y, z: T.z - i * u.z };
      const B: Vec3 = { x: T.x + j * u.x, y: T.y + j * u.y, z: T.z + j * u.z };
      return { A, B, S, r, T, t: i / (i + j) };
    })
    .filter(({ r, A, B }) => r > 0 && (A.x !== B.x || A.y !== B.y || A.z !== B.z));

  it('hits every exact tangent at its touching point (10,000 tangents)', () => {
    fc.assert(
      fc.property(tangent, ({ A, B, S, r, T, t }) => {
        const hit = raycastSphere(A, B, { center: S, radius: r });
        expect(hit).not.toBeNull();
        expect(hit!.t).toBe(t);
        expect(Math.hypot(hit!.point.x - T.x, hit!.point.y - T.y, hit!.point.z - T.z)).toBeLessThanOrEqual(
          1e-12 * scaleOf(A, B, S),
        );
      }),
      { numRuns: 10_000 },
    );
  });

  it('misses the same sphere shrunk by one unit, which the line clears by exactly 1', () => {
    fc.assert(
      fc.property(tangent, ({ A, B, S, r }) => {
        expect(raycastSphere(A, B, { center: S, radius: r - 1 })).toBeNull();
      }),
      { numRuns: 2_000 },
    );
  });
});
