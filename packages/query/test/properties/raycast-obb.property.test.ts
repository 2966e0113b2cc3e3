// raycastOBB against two independent oracles. Quarter turns of dyadic scenes (flat boxes
// included): the 24 rotations of the cube as quaternions with components 0 and ±1 turn
// the scene exactly, so the exact rational oracle of raycastAABB (exactRaycastBox) on the
// scene in the box's own frame leaves no room: same hit or miss, same t to the last bit,
// the face it names carried by the rotation. Any rotation and quaternion size: the
// signed-distance oracle through an independent rotation matrix, and the invariants of a
// hit (on the surface, unit normal along a face direction of the box, entering it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRaycastHit, raycastOBB, raycastOBBInto } from '../../src/index.ts';
import { boxScene, vec } from '../support/arbitraries.ts';
import { expectAgreesWith, expectValidHit } from '../support/check.ts';
import { exactRaycastBox } from '../support/exact.ts';
import { firstContact, scaleOf, toleranceOf } from '../support/oracle.ts';
import { add, anyQuat, apply, CUBE_ROTATIONS, matrixOf, norm, obbDistance, orient, sub } from '../support/rotation.ts';

describe('raycastOBB, property-based', () => {
  it('quarter turns of dyadic scenes: the exact oracle in the box frame, t to the last bit (10,000 scenes)', () => {
    fc.assert(
      fc.property(boxScene(true), fc.constantFrom(...CUBE_ROTATIONS), vec(4, true), ({ A, B, box }, q, offset) => {
        const M = matrixOf(q);
        const obb = orient(box, q, M, offset);
        const Aw = add(apply(M, A), offset);
        const Bw = add(apply(M, B), offset);
        const hit = raycastOBB(Aw, Bw, obb);
        const exact = exactRaycastBox(A, B, box);
        if (exact === null) {
          expect(hit).toBeNull();
          return;
        }
        expect(hit).not.toBeNull();
        const local = { x: 0, y: 0, z: 0, [exact.axis]: exact.sign };
        const n = apply(M, local);
        expect(hit!.normal).toEqual({ x: n.x + 0, y: n.y + 0, z: n.z + 0 });
        if (exact.tExact) expect(hit!.t).toBe(exact.t);
        else expect(hit!.t).toBeCloseTo(exact.t, 15);
        if (exact.t === 0) expect(hit!.point).toEqual({ x: Aw.x + 0, y: Aw.y + 0, z: Aw.z + 0 });
      }),
      { numRuns: 10_000 },
    );
  });

  it('any rotation, any quaternion size: the signed-distance oracle and every invariant (10,000 scenes)', () => {
    const out = createRaycastHit();
    fc.assert(
      fc.property(boxScene(false), anyQuat(), vec(4), ({ A, B, box }, q, offset) => {
        const M = matrixOf(q);
        const obb = orient(box, q, M, offset);
        const seg = { A: add(apply(M, A), offset), B: add(apply(M, B), offset) };
        const hit = raycastOBB(seg.A, seg.B, obb);
        const phi = obbDistance(obb, M);
        const S = scaleOf(seg.A, seg.B, obb.center, obb.halfSize);
        const tol = toleranceOf(S);
        expectAgreesWith(hit, firstContact(phi, seg, tol), seg, S);
        // The Into form: the same numbers, bit for bit; untouched on a miss.
        const before = structuredClone(out);
        expect(raycastOBBInto(seg.A, seg.B, obb, out)).toBe(hit !== null);
        expect(out).toEqual(hit ?? before);
        if (!hit) return;
        expectValidHit(hit, seg, phi, tol);
        // The normal is, to 1e-9, the outward direction of one face of the box, ±M e_k,
        // and the segment enters through it (or slides in along a flat box's plane).
        const AB = sub(seg.B, seg.A);
        const faces = [0, 1, 2].flatMap((k) =>
          [1, -1].map((s) => apply(M, { x: k === 0 ? s : 0, y: k === 1 ? s : 0, z: k === 2 ? s : 0 })),
        );
        const nearest = Math.min(...faces.map((f) => norm(sub(f, hit.normal))));
        expect(nearest).toBeLessThanOrEqual(1e-9);
        const dot = hit.normal.x * AB.x + hit.normal.y * AB.y + hit.normal.z * AB.z;
        expect(dot).toBeLessThanOrEqual(1e-9 * norm(AB));
      }),
      { numRuns: 10_000 },
    );
  });
});
