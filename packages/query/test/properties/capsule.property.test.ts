// raycastCapsule and sphereCastCapsule against the independent oracles (signed distance of
// the capsule + oracle.ts firstContact; exact BigInt decisions on dyadic scenes), and the
// invariants of their hits: the point on the surface, the unit normal out of the axis,
// nothing touching before t, the sphere cast's point the capsule's nearest point to the
// center, radius 0 the raycast bit for bit, the Into forms the object forms bit for bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRaycastHit,
  createSphereCastHit,
  raycastCapsule,
  raycastCapsuleInto,
  sphereCastCapsule,
  sphereCastCapsuleInto,
  type Vec3,
} from '../../src/index.ts';
import { expectAgreesWith, expectValidHit } from '../support/check.ts';
import { capsuleDistance, exactCapsuleHits, nearestAxisPoint } from '../support/capsule-oracle.ts';
import { capsuleScene, type Scene } from '../support/capsule-scenes.ts';
import { firstContact, scaleOf, toleranceOf } from '../support/oracle.ts';

const SCALES = fc.constantFrom(1e-6, 1e-3, 1, 1e3, 1e6);
const scaled = (s: Scene, k: number): Scene => ({
  A: mul(s.A, k),
  B: mul(s.B, k),
  P: mul(s.P, k),
  Q: mul(s.Q, k),
  r: s.r * k,
});
function mul(v: Vec3, k: number): Vec3 {
  return { x: v.x * k, y: v.y * k, z: v.z * k };
}
const dist = (a: Vec3, b: Vec3) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);
/** The axis point nearest to X (the oracle's clamped projection). */
const axisPoint = (X: Vec3, s: Scene): Vec3 => {
  const N = nearestAxisPoint(X.x, X.y, X.z, s.P, s.Q);
  return { x: N.x, y: N.y, z: N.z };
};

describe('raycastCapsule, property-based', () => {
  it('agrees with the oracle and keeps every invariant of a hit (10,000 scenes, 1e-6…1e6)', () => {
    fc.assert(
      fc.property(capsuleScene(false), SCALES, (s0, k) => {
        const s = scaled(s0, k);
        const capsule = { start: s.P, end: s.Q, radius: s.r };
        const hit = raycastCapsule(s.A, s.B, capsule);
        const seg = { A: s.A, B: s.B };
        const phi = capsuleDistance(s.P, s.Q, s.r);
        const S = scaleOf(s.A, s.B, s.P, s.Q, s.r);
        const tol = toleranceOf(S);
        expectAgreesWith(hit, firstContact(phi, seg, tol), seg, S);
        if (!hit) return;
        expectValidHit(hit, seg, phi, tol);
        if (s.r > 1e-6 * S) {
          // The normal points from the nearest axis point through the contact (1e-9·S/r).
          const X = axisPoint(hit.point, s);
          const n = mul({ x: hit.point.x - X.x, y: hit.point.y - X.y, z: hit.point.z - X.z }, 1 / s.r);
          expect(dist(hit.normal, n)).toBeLessThanOrEqual((4e-9 * S) / s.r);
        } else if (s.r === 0) {
          // Radius 0: the reversed unit direction.
          const L = dist(s.A, s.B);
          const back = mul({ x: s.A.x - s.B.x, y: s.A.y - s.B.y, z: s.A.z - s.B.z }, 1 / L);
          expect(dist(hit.normal, back)).toBeLessThanOrEqual(1e-15);
        }
        // The Into form writes exactly the same numbers.
        const out = createRaycastHit();
        expect(raycastCapsuleInto(s.A, s.B, capsule, out)).toBe(true);
        expect(out).toEqual(hit);
      }),
      { numRuns: 10_000 },
    );
  });

  it('hits or misses exactly as the BigInt oracle on dyadic scenes, at 2^±20 scales too (10,000 scenes)', () => {
    fc.assert(
      fc.property(capsuleScene(true), fc.constantFrom(2 ** -20, 1, 2 ** 20), (s0, k) => {
        const s = scaled(s0, k);
        const hit = raycastCapsule(s.A, s.B, { start: s.P, end: s.Q, radius: s.r });
        expect(hit !== null).toBe(exactCapsuleHits(s.A, s.B, s.P, s.Q, s.r));
        if (!hit)
          expect(raycastCapsuleInto(s.A, s.B, { start: s.P, end: s.Q, radius: s.r }, createRaycastHit())).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('sphereCastCapsule, property-based', () => {
  const castRadius = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 3 }),
    fc.double({ min: 0, max: 3, noNaN: true }),
  );

  it('agrees with the oracle on the grown capsule; point = the capsule point nearest the center (10,000 scenes)', () => {
    fc.assert(
      fc.property(capsuleScene(false), castRadius, SCALES, (s0, rc, k) => {
        const s = scaled(s0, k);
        const radius = rc * k;
        const capsule = { start: s.P, end: s.Q, radius: s.r };
        const hit = sphereCastCapsule(s.A, s.B, radius, capsule);
        const seg = { A: s.A, B: s.B };
        const grown = capsuleDistance(s.P, s.Q, s.r + radius);
        const S = scaleOf(s.A, s.B, s.P, s.Q, s.r, radius);
        const tol = toleranceOf(S);
        expectAgreesWith(hit, firstContact(grown, seg, tol), seg, S);
        if (!hit) return;
        // The center is where the raycast of the grown capsule would put its point.
        expectValidHit({ ...hit, point: hit.center }, seg, grown, tol);
        // The point is the capsule's point nearest to the center.
        const X = axisPoint(hit.center, s);
        const dC = dist(hit.center, X);
        const nearest =
          dC > 0
            ? {
                x: X.x + ((hit.center.x - X.x) * s.r) / dC,
                y: X.y + ((hit.center.y - X.y) * s.r) / dC,
                z: X.z + ((hit.center.z - X.z) * s.r) / dC,
              }
            : X;
        expect(dist(hit.point, nearest)).toBeLessThanOrEqual(4 * tol);
        // normal = (center - point)/radius where radius > 0.
        if (radius > 0 && radius > 1e-3 * S) {
          const n = mul(
            { x: hit.center.x - hit.point.x, y: hit.center.y - hit.point.y, z: hit.center.z - hit.point.z },
            1 / radius,
          );
          expect(dist(hit.normal, n)).toBeLessThanOrEqual((8e-9 * S) / radius);
        }
        const out = createSphereCastHit();
        expect(sphereCastCapsuleInto(s.A, s.B, radius, capsule, out)).toBe(true);
        expect(out).toEqual(hit);
      }),
      { numRuns: 10_000 },
    );
  });

  it('radius 0 is exactly raycastCapsule: hit, miss and every number (10,000 scenes)', () => {
    fc.assert(
      fc.property(capsuleScene(false), (s) => {
        const capsule = { start: s.P, end: s.Q, radius: s.r };
        const ray = raycastCapsule(s.A, s.B, capsule);
        const cast = sphereCastCapsule(s.A, s.B, 0, capsule);
        if (ray === null) {
          expect(cast).toBeNull();
          return;
        }
        expect(cast).not.toBeNull();
        const { center, ...rest } = cast!;
        expect(rest).toEqual(ray);
        expect(center).toEqual(ray.point);
      }),
      { numRuns: 10_000 },
    );
  });

  it('hits or misses exactly as the BigInt oracle on the grown capsule, dyadic scenes (10,000 scenes)', () => {
    fc.assert(
      fc.property(
        capsuleScene(true),
        fc.integer({ min: 0, max: 8 }).map((n) => n / 4),
        (s, radius) => {
          const hit = sphereCastCapsule(s.A, s.B, radius, { start: s.P, end: s.Q, radius: s.r });
          expect(hit !== null).toBe(exactCapsuleHits(s.A, s.B, s.P, s.Q, s.r + radius));
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('finite at 1e±100 (10,000 scenes)', () => {
    fc.assert(
      fc.property(capsuleScene(false), fc.constantFrom(1e-100, 1e100, 2 ** -330, 2 ** 330), (s0, k) => {
        const s = scaled(s0, k);
        const hit = sphereCastCapsule(s.A, s.B, k, { start: s.P, end: s.Q, radius: s.r });
        if (hit) {
          for (const v of [hit.point, hit.normal, hit.center]) {
            expect(Number.isFinite(v.x) && Number.isFinite(v.y) && Number.isFinite(v.z)).toBe(true);
          }
          expect(Number.isFinite(hit.distance)).toBe(true);
          expect(Math.abs(Math.hypot(hit.normal.x, hit.normal.y, hit.normal.z) - 1)).toBeLessThanOrEqual(1e-12);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
