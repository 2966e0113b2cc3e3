// capsuleEntry, the kernel of the capsule casts, against independent oracles: the signed
// distance of the capsule by golden-section search on its axis (oracle.ts firstContact),
// and exact BigInt arithmetic on dyadic scenes, where every hit/miss decision, tangents
// and starts on the surface included, must match exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Vec3 } from '../../src/index.ts';
import { capsuleEntry } from '../../src/raycast/capsule.ts';
import { coord, vec } from '../support/arbitraries.ts';
import { capsuleDistance, exactCapsuleHits, nearestOnSegment } from '../support/capsule-oracle.ts';
import { firstContact, lowestBefore, scaleOf, toleranceOf } from '../support/oracle.ts';

interface Scene {
  A: Vec3;
  B: Vec3;
  P: Vec3;
  Q: Vec3;
  r: number;
}

const entryOf = ({ A, B, P, Q, r }: Scene) =>
  capsuleEntry(A.x, A.y, A.z, B.x, B.y, B.z, P.x, P.y, P.z, Q.x, Q.y, Q.z, r);

const lerp = (a: Vec3, b: Vec3, u: number): Vec3 => ({
  x: a.x + u * (b.x - a.x),
  y: a.y + u * (b.y - a.y),
  z: a.z + u * (b.z - a.z),
});

/**
 * Scenes where the special configurations are common: small integers and quarters,
 * planar ones, P = Q, r = 0, segments through a point of the axis, starts on the surface.
 */
function capsuleScene(dyadicOnly: boolean): fc.Arbitrary<Scene> {
  const v = vec(8, dyadicOnly);
  const radius = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5 }), coord(5, dyadicOnly).map(Math.abs));
  const base = fc.record({ A: v, B: v, P: v, Q: v, r: radius });
  return fc.oneof(
    base,
    base.map((s) => ({ ...s, A: { ...s.A, z: 0 }, B: { ...s.B, z: 0 }, P: { ...s.P, z: 0 }, Q: { ...s.Q, z: 0 } })),
    base.map((s) => ({ ...s, Q: s.P })),
    // Aimed at a point of the axis offset by a small integer: through, tangent or near.
    fc
      .tuple(base, fc.constantFrom(0, 0.25, 0.5, 1), fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }))
      .map(([s, u, oy, oz]) => {
        const C = lerp(s.P, s.Q, u);
        const D = { x: C.x, y: C.y + oy, z: C.z + oz };
        return { ...s, B: { x: 2 * D.x - s.A.x, y: 2 * D.y - s.A.y, z: 2 * D.z - s.A.z } };
      }),
    // Axis-aligned capsules, where tangents and starts on the surface are exact.
    fc.tuple(base, fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })).map(([s, oy, oz]) => ({
      ...s,
      Q: { x: s.Q.x, y: s.P.y, z: s.P.z },
      A: { ...s.A, y: s.P.y + oy, z: s.P.z + oz },
    })),
  );
}

/** Integer vectors of integer length: the offsets from the axis to a touching point. */
const ROOTS: readonly [number, number, number][] = [
  [1, 0, 0],
  [3, 4, 0],
  [2, 3, 6],
  [1, 4, 8],
  [2, 6, 9],
];
const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const isZero = (v: Vec3) => v.x === 0 && v.y === 0 && v.z === 0;

/**
 * A segment tangent to a capsule at a touching point T it reaches at t = k/(k+m): T = the
 * axis point at u plus e (|e| = r, e ⊥ the axis) on the body, or an end plus e (e not
 * pointing along the axis, into the body) on a cap; the segment runs along v ⊥ e.
 */
const tangentScene = fc
  .record({
    root: fc.constantFrom(...ROOTS),
    perm: fc.constantFrom([0, 1, 2], [1, 2, 0], [2, 0, 1], [1, 0, 2]),
    signs: fc.tuple(fc.constantFrom(1, -1), fc.constantFrom(1, -1), fc.constantFrom(1, -1)),
    scaleR: fc.integer({ min: 1, max: 3 }),
    P: vec(6, true),
    g: vec(4, true).filter((v) => Number.isInteger(v.x + v.y + v.z)),
    h: vec(4, true),
    cap: fc.boolean(),
    u: fc.constantFrom(0, 0.25, 0.5, 1),
    k: fc.integer({ min: 1, max: 5 }),
    m: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ root, perm, signs, scaleR, P, g, h, cap, u, k, m }) => {
    const c = perm.map((i, j) => root[i] * signs[j]! * scaleR);
    const e = { x: c[0]!, y: c[1]!, z: c[2]! };
    const r = Math.hypot(e.x, e.y, e.z);
    // Body: an axis d ⊥ e. Cap: any axis that does not point to the side of e.
    let d = cap ? g : cross(e, g);
    if (cap && dot(d, e) > 0) d = { x: -d.x, y: -d.y, z: -d.z };
    // A cap's touching point is the only one when e leans off the body (e·d < 0); on the
    // body the line of contact is parallel to d, so v must cross it, not run along it.
    const v = cross(e, h);
    return { P, d, e, r, v, u: cap ? 0 : u, k, m, cap };
  })
  .filter(({ d, v }) => !isZero(d) && !isZero(cross(v, d)))
  .filter(({ d, e, cap }) => !cap || dot(d, e) < 0)
  .map(({ P, d, e, r, v, u, k, m }) => {
    const Q = { x: P.x + d.x, y: P.y + d.y, z: P.z + d.z };
    const T = { x: P.x + u * d.x + e.x, y: P.y + u * d.y + e.y, z: P.z + u * d.z + e.z };
    const A = { x: T.x - k * v.x, y: T.y - k * v.y, z: T.z - k * v.z };
    const B = { x: T.x + m * v.x, y: T.y + m * v.y, z: T.z + m * v.z };
    return { scene: { A, B, P, Q, r, e }, t: k / (k + m) };
  });

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
