// raycastAABB against two oracles: the signed-distance oracle on arbitrary doubles (solid
// boxes), and the exact rational oracle on dyadic scenes (flat boxes included), where the
// contract leaves no room: same hit or miss, same face, the same t to the last bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raycastAABB } from '../../src/index.ts';
import { boxScene } from '../support/arbitraries.ts';
import { expectAgreesWith, expectValidHit } from '../support/check.ts';
import { exactRaycastBox } from '../support/exact.ts';
import { boxDistance, firstContact, scaleOf, toleranceOf } from '../support/oracle.ts';

const solid = ({
  box,
}: {
  box: {
    min: { x: number; y: number; z: number };
    max: { x: number; y: number; z: number };
  };
}) => box.min.x < box.max.x && box.min.y < box.max.y && box.min.z < box.max.z;

describe('raycastAABB, property-based', () => {
  it('agrees with the signed-distance oracle and keeps every invariant of a hit (10,000 scenes)', () => {
    fc.assert(
      fc.property(boxScene(false).filter(solid), ({ A, B, box }) => {
        const hit = raycastAABB(A, B, box);
        const seg = { A, B };
        const phi = boxDistance(box.min, box.max);
        const S = scaleOf(A, B, box.min, box.max);
        const tol = toleranceOf(S);
        expectAgreesWith(hit, firstContact(phi, seg, tol), seg, S);
        if (hit) {
          expectValidHit(hit, seg, phi, tol);
          // The normal is a unit axis, the point is on that face, and the segment enters it.
          const axes = (['x', 'y', 'z'] as const).filter((k) => hit.normal[k] !== 0);
          expect(axes).toHaveLength(1);
          const k = axes[0]!;
          expect(Math.abs(hit.normal[k])).toBe(1);
          expect(hit.point[k] === (hit.normal[k] < 0 ? box.min[k] : box.max[k])).toBe(true);
          expect(hit.normal[k] * (B[k] - A[k])).toBeLessThan(0);
          // The point is on the closed box exactly, not an ulp outside it.
          for (const j of ['x', 'y', 'z'] as const) {
            expect(hit.point[j]).toBeGreaterThanOrEqual(box.min[j]);
            expect(hit.point[j]).toBeLessThanOrEqual(box.max[j]);
          }
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('matches the exact rational oracle on dyadic scenes: decision, face and t (10,000 scenes)', () => {
    fc.assert(
      fc.property(boxScene(true), ({ A, B, box }) => {
        const hit = raycastAABB(A, B, box);
        const exact = exactRaycastBox(A, B, box);
        if (exact === null) {
          expect(hit).toBeNull();
          return;
        }
        expect(hit).not.toBeNull();
        expect(hit!.normal).toEqual({
          x: 0,
          y: 0,
          z: 0,
          [exact.axis]: exact.sign,
        });
        if (exact.tExact) expect(hit!.t).toBe(exact.t);
        else expect(hit!.t).toBeCloseTo(exact.t, 15);
        expect(hit!.point[exact.axis] === (exact.sign < 0 ? box.min[exact.axis] : box.max[exact.axis])).toBe(true);
        if (exact.t === 0) expect(hit!.point).toEqual({ x: A.x + 0, y: A.y + 0, z: A.z + 0 });
      }),
      { numRuns: 10_000 },
    );
  });
});
