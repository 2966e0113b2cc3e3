// Inputs of magnitude 1e-100 to 1e100: results are finite, and since multiplying a whole
// scene by a power of two is exact, the answer must not change: a scene scaled to near
// 1e±100 is judged by the oracle's verdict on the scene at its original scale.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aabbFromCenterSize,
  closestPointOnAABB,
  raycastAABB,
  raycastAxisPlane,
  raycastSphere,
  sphereCastSphere,
  sphereIntersectsAABB,
  vec3,
  type Axis,
  type Vec3,
} from '../../src/index.ts';
import { boxScene, sphereScene } from '../support/arbitraries.ts';
import { expectAgreesWith, expectAllFinite, expectValidHit } from '../support/check.ts';
import { boxDistance, firstContact, scaleOf, sphereDistance, toleranceOf } from '../support/oracle.ts';

/** 2^e for e in ±310: with the scenes' own scales of up to 1e±6, magnitudes reach 1e±100. */
const pow2 = fc.integer({ min: -310, max: 310 }).map((e) => 2 ** e);

/**
 * Scaling by a power of two is exact only for normal numbers: a subnormal loses bits (and
 * the contract's range starts at 1e-100 anyway), so the rescaled scenes have none.
 */
const normal = (...vs: (number | Vec3)[]) =>
  vs.every((v) => (typeof v === 'number' ? [v] : [v.x, v.y, v.z]).every((x) => x === 0 || Math.abs(x) >= 1e-200));
const times = (v: Vec3, k: number): Vec3 => ({ x: v.x * k, y: v.y * k, z: v.z * k });

/** A number of magnitude 1e-100 to 1e100 (or 0), either sign. */
const wild = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  {
    weight: 9,
    arbitrary: fc
      .record({
        m: fc.double({ min: 1, max: 10, noNaN: true }),
        e: fc.integer({ min: -100, max: 99 }),
        s: fc.constantFrom(1, -1),
      })
      .map(({ m, e, s }) => s * m * 10 ** e),
  },
);
const wildVec = fc.record({ x: wild, y: wild, z: wild });
const wildBox = fc.tuple(wildVec, wildVec).map(([p, q]) => ({
  min: { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), z: Math.min(p.z, q.z) },
  max: { x: Math.max(p.x, q.x), y: Math.max(p.y, q.y), z: Math.max(p.z, q.z) },
}));
const wildRadius = wild.map(Math.abs);

describe('magnitudes near 1e±100: an exact rescaling does not change the answer', () => {
  it('raycastSphere (10,000 scenes)', () => {
    fc.assert(
      fc.property(
        sphereScene().filter(({ A, B, S, r }) => normal(A, B, S, r)),
        pow2,
        ({ A, B, S, r }, k) => {
          const hit = raycastSphere(times(A, k), times(B, k), { center: times(S, k), radius: r * k });
          expectAllFinite(hit);
          const Smax = scaleOf(A, B, S, r);
          expectAgreesWith(hit, firstContact(sphereDistance(S, r), { A, B }, toleranceOf(Smax)), { A, B }, Smax);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('sphereCastSphere (10,000 scenes)', () => {
    fc.assert(
      fc.property(
        sphereScene().filter(({ A, B, S, r }) => normal(A, B, S, r)),
        pow2,
        ({ A, B, S, r }, k) => {
          const hit = sphereCastSphere(times(A, k), times(B, k), (r * k) / 2, {
            center: times(S, k),
            radius: (r * k) / 2,
          });
          expectAllFinite(hit);
          const Smax = scaleOf(A, B, S, r);
          expectAgreesWith(hit, firstContact(sphereDistance(S, r), { A, B }, toleranceOf(Smax)), { A, B }, Smax);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('raycastAABB (10,000 scenes)', () => {
    fc.assert(
      fc.property(
        boxScene(false).filter(({ A, B, box }) => normal(A, B, box.min, box.max)),
        pow2,
        ({ A, B, box }, k) => {
          const hit = raycastAABB(times(A, k), times(B, k), { min: times(box.min, k), max: times(box.max, k) });
          expectAllFinite(hit);
          const Smax = scaleOf(A, B, box.min, box.max);
          // Every division is of scaled numbers by scaled numbers: the same t, to the bit.
          const unit = raycastAABB(A, B, box);
          expect(hit?.t).toBe(unit?.t);
          expectAgreesWith(
            hit,
            firstContact(boxDistance(box.min, box.max), { A, B }, toleranceOf(Smax)),
            { A, B },
            Smax,
          );
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('raycastAxisPlane, closestPointOnAABB, sphereIntersectsAABB (10,000 scenes)', () => {
    fc.assert(
      fc.property(
        boxScene(false).filter(({ A, B, box }) => normal(A, B, box.min, box.max)),
        pow2,
        fc.constantFrom<Axis>('x', 'y', 'z'),
        ({ A, B, box }, k, axis) => {
          const [As, Bs] = [times(A, k), times(B, k)];
          const boxS = { min: times(box.min, k), max: times(box.max, k) };
          expect(raycastAxisPlane(As, Bs, axis, box.min[axis] * k)?.t).toBe(
            raycastAxisPlane(A, B, axis, box.min[axis])?.t,
          );
          expect(closestPointOnAABB(As, boxS)).toEqual(times(closestPointOnAABB(A, box), k));
          const r = Math.abs(B.x - A.x);
          expect(sphereIntersectsAABB({ center: As, radius: r * k }, boxS)).toBe(
            sphereIntersectsAABB({ center: A, radius: r }, box),
          );
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

describe('magnitudes mixed from 1e-100 to 1e100 in one call: finite results that keep the invariants', () => {
  it('raycastSphere and sphereCastSphere (10,000 scenes)', () => {
    fc.assert(
      fc.property(wildVec, wildVec, wildVec, wildRadius, wildRadius, (A, B, S, r1, r2) => {
        const seg = { A, B };
        const tol = toleranceOf(scaleOf(A, B, S, r1, r2));
        const ray = raycastSphere(A, B, { center: S, radius: r2 });
        expectAgreesWith(ray, firstContact(sphereDistance(S, r2), seg, tol), seg, scaleOf(A, B, S, r2));
        if (ray) expectValidHit(ray, seg, sphereDistance(S, r2), tol);
        const cast = sphereCastSphere(A, B, r1, { center: S, radius: r2 });
        expectAllFinite(cast);
        if (cast) expectValidHit({ ...cast, point: cast.center }, seg, sphereDistance(S, r1 + r2), tol);
      }),
      { numRuns: 10_000 },
    );
  });

  it('raycastAABB and raycastAxisPlane (10,000 scenes)', () => {
    fc.assert(
      fc.property(wildVec, wildVec, wildBox, fc.constantFrom<Axis>('x', 'y', 'z'), (A, B, box, axis) => {
        const seg = { A, B };
        const tol = toleranceOf(scaleOf(A, B, box.min, box.max));
        const hit = raycastAABB(A, B, box);
        expectAgreesWith(
          hit,
          firstContact(boxDistance(box.min, box.max), seg, tol),
          seg,
          scaleOf(A, B, box.min, box.max),
        );
        if (hit) expectValidHit(hit, seg, boxDistance(box.min, box.max), tol);
        expectAllFinite(raycastAxisPlane(A, B, axis, box.min[axis]));
      }),
      { numRuns: 10_000 },
    );
  });

  it('closestPointOnAABB, sphereIntersectsAABB, aabbFromCenterSize, vec3 (10,000 inputs)', () => {
    fc.assert(
      fc.property(wildVec, wildBox, wildRadius, (P, box, r) => {
        expectAllFinite(closestPointOnAABB(P, box));
        const overlaps = sphereIntersectsAABB({ center: P, radius: r }, box);
        const phi = boxDistance(box.min, box.max)(P.x, P.y, P.z);
        const tol = toleranceOf(scaleOf(P, r, box.min, box.max));
        if (phi < r - tol) expect(overlaps).toBe(true);
        if (phi > r + tol) expect(overlaps).toBe(false);
        expectAllFinite(aabbFromCenterSize(P, { x: Math.abs(box.min.x), y: r, z: 0 }));
        expectAllFinite(vec3(P.x, P.y, P.z));
      }),
      { numRuns: 10_000 },
    );
  });
});
