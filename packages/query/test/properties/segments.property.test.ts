// closestPointOnSegment, closestPointsBetweenSegments, sphereIntersectsCapsule,
// capsuleIntersectsCapsule and sphereContactCapsule against exact BigInt arithmetic (every
// double is a dyadic rational, so the least distances are exact rationals): distances to
// 1e-9·S, overlap decisions exactly on dyadic scenes (touching included, from generated
// exact tangencies), and the invariants of a contact.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capsuleIntersectsCapsule,
  closestPointOnSegment,
  closestPointsBetweenSegments,
  sphereContactCapsule,
  sphereIntersectsCapsule,
  type Vec3,
} from '../../src/index.ts';
import { vec } from '../support/arbitraries.ts';
import {
  capsuleDistance,
  exactPointSegmentDistance,
  exactSegmentsDistance,
  exactSegmentsWithin,
} from '../support/capsule-oracle.ts';
import { tangentScene } from '../support/capsule-scenes.ts';
import { scaleOf, toleranceOf } from '../support/oracle.ts';

const SCALES = fc.constantFrom(1e-6, 1e-3, 1, 1e3, 1e6);
const HUGE = fc.constantFrom(1e-100, 1e100, 2 ** -330, 2 ** 330);
const mul = (v: Vec3, k: number): Vec3 => ({ x: v.x * k, y: v.y * k, z: v.z * k });
const dist = (a: Vec3, b: Vec3) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
const lerp = (a: Vec3, b: Vec3, u: number): Vec3 => ({
  x: a.x + u * (b.x - a.x),
  y: a.y + u * (b.y - a.y),
  z: a.z + u * (b.z - a.z),
});

/** Four points, often sharing coordinates, lines or ends: parallel, collinear, crossing, points. */
const fourPoints = (dyadicOnly: boolean) => {
  // Any double, on a 2^-44 grid: still 40-odd significant bits, but the exact oracle's
  // integers stay a few hundred bits long (a subnormal would make them thousands).
  const snap = (x: number) => Math.round(x * 2 ** 44) / 2 ** 44;
  const v = vec(8, dyadicOnly).map((p) => ({ x: snap(p.x), y: snap(p.y), z: snap(p.z) }));
  const base = fc.record({ p1: v, q1: v, p2: v, q2: v });
  return fc.oneof(
    base,
    base.map((s) => ({ ...s, q1: s.p1 })), // a point
    base.map((s) => ({ ...s, q2: s.p2 })),
    // Parallel: q2 - p2 a multiple of q1 - p1.
    fc.tuple(base, fc.constantFrom(-2, -1, -0.5, 0.5, 1, 3)).map(([s, k]) => ({
      ...s,
      q2: { x: s.p2.x + k * (s.q1.x - s.p1.x), y: s.p2.y + k * (s.q1.y - s.p1.y), z: s.p2.z + k * (s.q1.z - s.p1.z) },
    })),
    // Collinear or crossing: p2 on the line of the first.
    fc.tuple(base, fc.constantFrom(-1, 0, 0.25, 0.5, 1, 2)).map(([s, u]) => ({ ...s, p2: lerp(s.p1, s.q1, u) })),
    // Planar.
    base.map((s) => ({ p1: { ...s.p1, z: 0 }, q1: { ...s.q1, z: 0 }, p2: { ...s.p2, z: 0 }, q2: { ...s.q2, z: 0 } })),
  );
};

describe('closest points, property-based', () => {
  it('closestPointOnSegment: on the segment, at the exact least distance (10,000 points)', () => {
    fc.assert(
      fc.property(fourPoints(false), SCALES, (s0, k) => {
        const X = mul(s0.p2, k);
        const P = mul(s0.p1, k);
        const Q = mul(s0.q1, k);
        const C = closestPointOnSegment(X, P, Q);
        const tol = toleranceOf(scaleOf(X, P, Q));
        expect(exactPointSegmentDistance(C, P, Q)).toBeLessThanOrEqual(tol);
        expect(Math.abs(dist(C, X) - exactPointSegmentDistance(X, P, Q))).toBeLessThanOrEqual(tol);
      }),
      { numRuns: 10_000 },
    );
  });

  it('closestPointsBetweenSegments: a pair on the segments at the exact least distance (10,000 scenes)', () => {
    fc.assert(
      fc.property(fourPoints(false), SCALES, (s0, k) => {
        const [p1, q1, p2, q2] = [s0.p1, s0.q1, s0.p2, s0.q2].map((v) => mul(v, k)) as [Vec3, Vec3, Vec3, Vec3];
        const r = closestPointsBetweenSegments(p1, q1, p2, q2);
        const S = scaleOf(p1, q1, p2, q2);
        const tol = toleranceOf(S);
        for (const x of [r.s, r.t, r.distance, r.first.x, r.first.y, r.first.z, r.second.x, r.second.y, r.second.z]) {
          expect(Number.isFinite(x)).toBe(true);
        }
        expect(r.s).toBeGreaterThanOrEqual(0);
        expect(r.s).toBeLessThanOrEqual(1);
        expect(r.t).toBeGreaterThanOrEqual(0);
        expect(r.t).toBeLessThanOrEqual(1);
        expect(dist(r.first, lerp(p1, q1, r.s))).toBeLessThanOrEqual(tol);
        expect(dist(r.second, lerp(p2, q2, r.t))).toBeLessThanOrEqual(tol);
        expect(Math.abs(r.distance - dist(r.first, r.second))).toBeLessThanOrEqual(1e-15 * S);
        // The least distance (not the pair: parallel overlapping segments have many).
        expect(Math.abs(r.distance - exactSegmentsDistance(p1, q1, p2, q2))).toBeLessThanOrEqual(tol);
        // Swapping the segments gives the same distance and the pair swapped in role.
        const w = closestPointsBetweenSegments(p2, q2, p1, q1);
        expect(Math.abs(w.distance - r.distance)).toBeLessThanOrEqual(tol);
      }),
      { numRuns: 10_000 },
    );
  });
});

/** Two capsules (or a sphere and a capsule) exactly touching, from tangentScene: the segment AB is r from PQ. */
const touching = fc
  .tuple(tangentScene, fc.integer({ min: 0, max: 4 }), fc.constantFrom(-0.25, 0, 0, 0.25))
  .map(([{ scene }, split, nudge]) => {
    // Radii summing to r (+ nudge): r1 = r·split/4 exactly (r is an integer), r2 the rest.
    const r1 = (scene.r * split) / 4;
    return { ...scene, r1, r2: scene.r - r1 + nudge };
  })
  .filter(({ r2 }) => r2 >= 0);

describe('closest points at 1e±100, property-based', () => {
  it('finite, and the unit-scale answer scaled (10,000 scenes)', () => {
    fc.assert(
      fc.property(fourPoints(false), HUGE, (s, k) => {
        const unit = closestPointsBetweenSegments(s.p1, s.q1, s.p2, s.q2);
        const big = closestPointsBetweenSegments(mul(s.p1, k), mul(s.q1, k), mul(s.p2, k), mul(s.q2, k));
        for (const x of [big.s, big.t, big.distance, big.first.x, big.first.y, big.first.z, big.second.z]) {
          expect(Number.isFinite(x)).toBe(true);
        }
        const S = scaleOf(s.p1, s.q1, s.p2, s.q2);
        expect(Math.abs(big.distance / k - unit.distance)).toBeLessThanOrEqual(1e-9 * S);
        const C = closestPointOnSegment(mul(s.p2, k), mul(s.p1, k), mul(s.q1, k));
        const c = closestPointOnSegment(s.p2, s.p1, s.q1);
        expect(dist(mul(C, 1 / k), c)).toBeLessThanOrEqual(1e-9 * S);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('capsule overlaps, property-based', () => {
  it('capsuleIntersectsCapsule decides exactly on exact touching scenes, ±1/4 (10,000 scenes)', () => {
    fc.assert(
      fc.property(touching, fc.constantFrom(2 ** -30, 1, 2 ** 30), ({ A, B, P, Q, r1, r2 }, k) => {
        const a = { start: mul(P, k), end: mul(Q, k), radius: r1 * k };
        const b = { start: mul(A, k), end: mul(B, k), radius: r2 * k };
        const expected = exactSegmentsWithin(P, Q, A, B, r1, r2);
        expect(capsuleIntersectsCapsule(a, b)).toBe(expected);
        expect(capsuleIntersectsCapsule(b, a)).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
  });

  it('sphereIntersectsCapsule decides exactly on exact touching scenes, ±1/4 (10,000 scenes)', () => {
    fc.assert(
      fc.property(touching, fc.integer({ min: 0, max: 4 }), ({ A, B, P, Q, r1, r2 }, i) => {
        // The sphere's center: an end of the tangent segment, its middle, or points of the axis.
        const S = [A, B, lerp(A, B, 0.5), lerp(P, Q, 0.5), P][i]!;
        const expected = exactSegmentsWithin(S, S, P, Q, r1, r2);
        expect(sphereIntersectsCapsule({ center: S, radius: r2 }, { start: P, end: Q, radius: r1 })).toBe(expected);
        // A capsule with start = end is a sphere: capsule-capsule agrees.
        expect(capsuleIntersectsCapsule({ start: S, end: S, radius: r2 }, { start: P, end: Q, radius: r1 })).toBe(
          expected,
        );
      }),
      { numRuns: 10_000 },
    );
  });

  it('both overlaps agree with the exact least distance on random scenes, off the boundary (10,000 scenes)', () => {
    fc.assert(
      fc.property(
        fourPoints(false),
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.double({ min: 0, max: 6, noNaN: true }),
        (s, r1, r2) => {
          const tol = toleranceOf(scaleOf(s.p1, s.q1, s.p2, s.q2, r1, r2));
          const d = exactSegmentsDistance(s.p1, s.q1, s.p2, s.q2);
          const got = capsuleIntersectsCapsule(
            { start: s.p1, end: s.q1, radius: r1 },
            { start: s.p2, end: s.q2, radius: r2 },
          );
          if (Math.abs(d - (r1 + r2)) > tol) expect(got).toBe(d <= r1 + r2);
          const dS = exactPointSegmentDistance(s.p2, s.p1, s.q1);
          const gotS = sphereIntersectsCapsule({ center: s.p2, radius: r2 }, { start: s.p1, end: s.q1, radius: r1 });
          if (Math.abs(dS - (r1 + r2)) > tol) expect(gotS).toBe(dS <= r1 + r2);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('sphereContactCapsule, property-based', () => {
  it('null exactly when apart; else point on the surface, unit normal, depth = rs - signed distance, pushed out it just touches (10,000 scenes)', () => {
    fc.assert(
      fc.property(
        fourPoints(false),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 6, noNaN: true })),
        fc.oneof(fc.constant(0), fc.double({ min: 0, max: 6, noNaN: true })),
        fc.constantFrom(1e-6, 1, 1e6),
        fc.boolean(),
        (s, rs0, r0, k, onAxis) => {
          const P = mul(s.p1, k);
          const Q = mul(s.q1, k);
          // Often the center on the axis, where the normal has no direction of its own.
          const S = onAxis ? lerp(P, Q, 0.25) : mul(s.p2, k);
          const rs = rs0 * k;
          const r = r0 * k;
          const c = sphereContactCapsule({ center: S, radius: rs }, { start: P, end: Q, radius: r });
          const tol = toleranceOf(scaleOf(S, P, Q, rs, r));
          const d = exactPointSegmentDistance(S, P, Q);
          if (Math.abs(d - (rs + r)) > tol) expect(c !== null).toBe(d <= rs + r);
          if (c === null) return;
          const phi = capsuleDistance(P, Q, r);
          expect(c.depth).toBeGreaterThanOrEqual(0);
          expect(Math.abs(c.depth - (rs - (d - r)))).toBeLessThanOrEqual(2 * tol);
          expect(Math.abs(Math.hypot(c.normal.x, c.normal.y, c.normal.z) - 1)).toBeLessThanOrEqual(1e-12);
          expect(Math.abs(phi(c.point.x, c.point.y, c.point.z))).toBeLessThanOrEqual(2 * tol);
          // The point is the surface point nearest the center: |S - point| = |d - r|.
          expect(Math.abs(dist(S, c.point) - Math.abs(d - r))).toBeLessThanOrEqual(2 * tol);
          // Moved by normal·depth, the sphere just touches.
          const moved = { x: S.x + c.normal.x * c.depth, y: S.y + c.normal.y * c.depth, z: S.z + c.normal.z * c.depth };
          expect(Math.abs(phi(moved.x, moved.y, moved.z) - rs)).toBeLessThanOrEqual(4 * tol);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('exactly touching (a sphere at the touching point of an exact tangency): a contact of depth 0 (10,000 scenes)', () => {
    fc.assert(
      fc.property(tangentScene, fc.integer({ min: 0, max: 4 }), ({ scene, T }, split) => {
        // T is r from the axis, exactly: radii summing to r just touch.
        const r = (scene.r * split) / 4;
        const c = sphereContactCapsule({ center: T, radius: scene.r - r }, { start: scene.P, end: scene.Q, radius: r });
        expect(c).not.toBeNull();
        expect(c!.depth).toBeLessThanOrEqual(1e-15 * scaleOf(T, scene.P, scene.Q, scene.r));
        // 2^-20 less, taken from whichever radius has it: apart.
        const rs = scene.r - r;
        const apart =
          rs > 0
            ? sphereContactCapsule({ center: T, radius: rs - 2 ** -20 }, { start: scene.P, end: scene.Q, radius: r })
            : sphereContactCapsule({ center: T, radius: 0 }, { start: scene.P, end: scene.Q, radius: r - 2 ** -20 });
        expect(apart).toBeNull();
      }),
      { numRuns: 10_000 },
    );
  });
});
