// sphereCastAABB against the signed-distance oracle of the rounded box, dist(p, box) − r
// (oracle.ts's boxDistance, golden section and bisection: nothing of the library's
// pieces), with starts placed on the rounded surface beside faces, edges and corners; and
// the invariants of a sphere-cast hit: center on the segment and on the rounded surface,
// point = the box's point nearest the center, normal = (center − point)/r, no contact at a
// smaller t, Into == object form bit for bit, radius 0 == raycastAABB exactly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSphereCastHit, raycastAABB, sphereCastAABB, sphereCastAABBInto } from '../../src/index.ts';
import { boxScene } from '../support/arbitraries.ts';
import { expectAgreesWith, expectValidHit } from '../support/check.ts';
import { boxDistance, firstContact, scaleOf, toleranceOf } from '../support/oracle.ts';
import { add, norm, scaled, sub } from '../support/rotation.ts';

const AXES = ['x', 'y', 'z'] as const;

/**
 * A boxScene with a radius, its start often moved out from the box's surface by r along
 * the outward direction there (a face's axis, between an edge's two, or a corner's
 * three): exactly touching the rounded box, to the rounding of r·u.
 */
const castScene = (dyadicOnly: boolean) =>
  fc
    .record({
      scene: boxScene(dyadicOnly),
      f: fc.oneof(fc.constant(0), fc.constantFrom(0.25, 0.5, 1, 2), fc.double({ min: 0.01, max: 2, noNaN: true })),
      push: fc.boolean(),
    })
    .map(({ scene, f, push }) => {
      const { A, B, box } = scene;
      const size = Math.max(...AXES.map((k) => box.max[k] - box.min[k]), scaleOf(A, B) * 1e-3);
      const r = f * size;
      const out = { x: 0, y: 0, z: 0 };
      for (const k of AXES) out[k] = A[k] === box.min[k] ? -1 : A[k] === box.max[k] ? 1 : 0;
      const n = norm(out);
      const start = push && n > 0 ? add(A, scaled(out, r / n)) : A;
      // Carry the end along so that aimed segments stay aimed.
      const end = push && n > 0 ? add(B, scaled(out, r / n)) : B;
      return { A: start, B: end, r, box };
    });

describe('sphereCastAABB, property-based', () => {
  it('agrees with the signed-distance oracle of the rounded box and keeps every invariant (10,000 scenes)', () => {
    const out = createSphereCastHit();
    fc.assert(
      fc.property(fc.oneof(castScene(false), castScene(true)), ({ A, B, r, box }) => {
        const hit = sphereCastAABB(A, B, r, box);
        const seg = { A, B };
        const solid = boxDistance(box.min, box.max);
        const phi = (x: number, y: number, z: number) => solid(x, y, z) - r;
        const S = scaleOf(A, B, box.min, box.max, r);
        const tol = toleranceOf(S);
        expectAgreesWith(hit, firstContact(phi, seg, tol), seg, S);
        // The Into form: the same numbers, bit for bit; untouched on a miss.
        const before = structuredClone(out);
        expect(sphereCastAABBInto(A, B, r, box, out)).toBe(hit !== null);
        expect(out).toEqual(hit ?? before);
        if (r === 0) {
          const ray = raycastAABB(A, B, box);
          expect(
            hit === null ? null : { point: hit.point, normal: hit.normal, distance: hit.distance, t: hit.t },
          ).toEqual(ray);
          if (hit) expect(hit.center).toEqual(hit.point);
          return;
        }
        if (!hit) return;
        // The center is the hit of the raycast against the rounded box.
        expectValidHit({ ...hit, point: hit.center }, seg, phi, tol);
        // point = the box's point nearest to the center; normal = (center − point)/r.
        const C = hit.center;
        const nearest = {
          x: Math.min(Math.max(C.x, box.min.x), box.max.x),
          y: Math.min(Math.max(C.y, box.min.y), box.max.y),
          z: Math.min(Math.max(C.z, box.min.z), box.max.z),
        };
        expect(norm(sub(hit.point, nearest))).toBeLessThanOrEqual(tol);
        expect(Math.abs(norm(sub(C, hit.point)) - r)).toBeLessThanOrEqual(tol);
        expect(norm(sub(hit.normal, scaled(sub(C, hit.point), 1 / r)))).toBeLessThanOrEqual(tol / r + 1e-12);
        // The sphere moves into the box, not along or away from it.
        const AB = sub(B, A);
        expect(hit.normal.x * AB.x + hit.normal.y * AB.y + hit.normal.z * AB.z).toBeLessThanOrEqual(1e-9 * norm(AB));
      }),
      { numRuns: 10_000 },
    );
  });
});
