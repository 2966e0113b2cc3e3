// capsuleEntry, the kernel of the capsule casts, against independent oracles: the signed
// distance of the capsule by golden-section search on its axis (oracle.ts firstContact),
// and exact BigInt arithmetic on dyadic scenes, where every hit/miss decision, tangents
// and starts on the surface included, must match exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vec3 } from '../../src/index.ts';
import { capsuleEntry } from '../../src/raycast/capsule.ts';
import { vec } from '../support/arbitraries.ts';
import { capsuleScene, lerp, tangentScene, type Scene } from '../support/capsule-scenes.ts';
import { capsuleDistance, exactCapsuleHits, nearestOnSegment } from '../support/capsule-oracle.ts';
import { firstContact, lowestBefore, scaleOf, toleranceOf } from '../support/oracle.ts';

const entryOf = ({ A, B, P, Q, r }: Scene) =>
  capsuleEntry(A.x, A.y, A.z, B.x, B.y, B.z, P.x, P.y, P.z, Q.x, Q.y, Q.z, r);

const BIG = fc.constantFrom(2 ** -330, 2 ** -200, 2 ** 200, 2 ** 330, 1e-100, 1e100);

describe('capsuleEntry, property-based', () => {
  it('the oracle distance equals the golden-section search on the axis (2,000 points)', () => {
    fc.assert(
      fc.property(vec(8), vec(8), vec(8), (X, P, Q) => {
        const searched = nearestOnSegment(X.x, X.y, X.z, P, Q).d;
        expect(Math.abs(capsuleDistance(P, Q, 0)(X.x, X.y, X.z) - searched)).toBeLessThanOrEqual(1e-12 * 8);
      }),
      { numRuns: 2_000 },
    );
  });

  it('agrees with the signed-distance oracle, and nothing touches before t (10,000 scenes)', () => {
    fc.assert(
      fc.property(capsuleScene(false), fc.constantFrom(1e-6, 1e-3, 1, 1e3, 1e6), (s0, k) => {
        const s = { A: mulv(s0.A, k), B: mulv(s0.B, k), P: mulv(s0.P, k), Q: mulv(s0.Q, k), r: s0.r * k };
        const t = entryOf(s);
        const seg = { A: s.A, B: s.B };
        const phi = capsuleDistance(s.P, s.Q, s.r);
        const S = scaleOf(s.A, s.B, s.P, s.Q, s.r);
        const tol = toleranceOf(S);
        const verdict = firstContact(phi, seg, tol);
        expect(Number.isFinite(t)).toBe(true);
        expect(t === -1 || (t >= 0 && t <= 1)).toBe(true);
        const L = Math.hypot(s.B.x - s.A.x, s.B.y - s.A.y, s.B.z - s.A.z);
        if (verdict.kind === 'inside' || verdict.kind === 'miss') expect(t, verdict.kind).toBe(-1);
        if (verdict.kind === 'hit') {
          expect(t, `oracle: hit at ${verdict.t}`).toBeGreaterThanOrEqual(0);
          expect(Math.abs(t - verdict.t) * L).toBeLessThanOrEqual(tol / Math.min(1, verdict.slope));
        }
        if (t >= 0) {
          const X = lerp(s.A, s.B, t);
          expect(Math.abs(phi(X.x, X.y, X.z))).toBeLessThanOrEqual(tol);
          expect(lowestBefore(phi, seg, t)).toBeGreaterThanOrEqual(-tol);
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('decides hit or miss exactly as the BigInt oracle on dyadic scenes: tangents, grazes, starts on the surface (20,000 scenes)', () => {
    fc.assert(
      fc.property(capsuleScene(true), (s) => {
        const t = entryOf(s);
        expect(t >= 0).toBe(exactCapsuleHits(s.A, s.B, s.P, s.Q, s.r));
      }),
      { numRuns: 20_000 },
    );
  });

  it('hits exact tangents to the body and exact grazes of the caps at the touching point (10,000 scenes)', () => {
    fc.assert(
      fc.property(tangentScene, ({ scene, t }) => {
        const got = entryOf(scene);
        expect(got, 'a tangent must hit').toBeGreaterThanOrEqual(0);
        expect(Math.abs(got - t)).toBeLessThanOrEqual(1e-12);
        expect(exactCapsuleHits(scene.A, scene.B, scene.P, scene.Q, scene.r)).toBe(true);
        // Moved off by one unit of the lattice, outwards, the same line misses.
        const k = 2 ** -20;
        const out = (v: Vec3): Vec3 => ({ x: v.x + k * scene.e.x, y: v.y + k * scene.e.y, z: v.z + k * scene.e.z });
        expect(entryOf({ ...scene, A: out(scene.A), B: out(scene.B) })).toBe(-1);
      }),
      { numRuns: 10_000 },
    );
  });

  it('entries through the rim, where the body meets a cap, at non-dyadic angles, agree with the oracle (10,000 scenes)', () => {
    // A segment through a point R of the rim circle at x = 0 or x = 4, heading towards the
    // axis and along it either way: the capsule is entered at R, whichever part the
    // rounding of R puts it on.
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.double({ min: 0.05, max: 2, noNaN: true }),
        fc.constantFrom(0, 4),
        (theta, a, inward, x) => {
          const R = { x, y: Math.cos(theta), z: Math.sin(theta) };
          const v = { x: a, y: -inward * R.y, z: -inward * R.z };
          const A = { x: R.x - 3 * v.x, y: R.y - 3 * v.y, z: R.z - 3 * v.z };
          const B = { x: R.x + 3 * v.x, y: R.y + 3 * v.y, z: R.z + 3 * v.z };
          const P = { x: 0, y: 0, z: 0 };
          const Q = { x: 4, y: 0, z: 0 };
          const t = entryOf({ A, B, P, Q, r: 1 });
          const seg = { A, B };
          const phi = capsuleDistance(P, Q, 1);
          const S = scaleOf(A, B, P, Q, 1);
          const tol = toleranceOf(S);
          const verdict = firstContact(phi, seg, tol);
          if (verdict.kind === 'hit') {
            expect(t, `oracle: hit at ${verdict.t}`).toBeGreaterThanOrEqual(0);
            const L = Math.hypot(B.x - A.x, B.y - A.y, B.z - A.z);
            expect(Math.abs(t - verdict.t) * L).toBeLessThanOrEqual(tol / Math.min(1, verdict.slope));
          } else if (verdict.kind !== 'either') {
            expect(t).toBe(-1);
          }
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('gives finite results at 1e±100 and 2^±330, the same answer as at unit scale (10,000 scenes)', () => {
    fc.assert(
      fc.property(capsuleScene(true), BIG, (s, k) => {
        const t0 = entryOf(s);
        const t = entryOf({ A: mulv(s.A, k), B: mulv(s.B, k), P: mulv(s.P, k), Q: mulv(s.Q, k), r: s.r * k });
        expect(Number.isFinite(t)).toBe(true);
        // Powers of two keep dyadic scenes exact: the same decision, the same t to rounding.
        if (k === 2 ** -330 || k === 2 ** -200 || k === 2 ** 200 || k === 2 ** 330) {
          expect(t >= 0).toBe(t0 >= 0);
          if (t0 >= 0) expect(Math.abs(t - t0)).toBeLessThanOrEqual(1e-12);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

function mulv(v: Vec3, k: number): Vec3 {
  return { x: v.x * k, y: v.y * k, z: v.z * k };
}
