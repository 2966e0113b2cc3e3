// sphereContactSphere, sphereContactAABB and sphereContactOBB against independent oracles:
// the touching decision in exact integers (dyadic scenes), the signed distance of the
// contract (hypot; contactDistance, with a flat box as its rectangle; the OBB's through an
// independent rotation matrix), and the invariants of every contact: depth = r − signed
// distance, depth >= 0, a unit normal, the point on the target's surface, the outside
// normal (center − point)/|center − point|, and moving by normal·depth leaves the sphere
// touching, not overlapping. For quarter-turn OBBs on dyadic scenes, the OBB contact must
// be the AABB contact carried by the rotation, number for number.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sphereContactAABB,
  sphereContactOBB,
  sphereContactSphere,
  sphereIntersectsAABB,
  sphereIntersectsSphere,
  type Contact,
  type Vec3,
  type Vec3Like,
} from '../../src/index.ts';
import { boxScene, pow2Scale, scale, vec } from '../support/arbitraries.ts';
import { expectAllFinite } from '../support/check.ts';
import { toIntegers } from '../support/exact.ts';
import { boxDistance, scaleOf, toleranceOf, type Phi } from '../support/oracle.ts';
import {
  add,
  anyQuat,
  apply,
  applyT,
  contactDistance,
  CUBE_ROTATIONS,
  matrixOf,
  norm,
  orient,
  scaled,
  sub,
} from '../support/rotation.ts';

const radius = (dyadicOnly: boolean) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 4 }) },
    {
      weight: 3,
      arbitrary: dyadicOnly
        ? fc.integer({ min: 1, max: 24 }).map((n) => n / 8)
        : fc.double({ min: 0.01, max: 5, noNaN: true }),
    },
  );

/**
 * The invariants every contact keeps, for a sphere (S, r) and a target whose contract
 * signed distance is φ and whose solid (surface) distance is ψ: depth = r − φ(S) >= 0;
 * |normal| = 1; the point on the surface; outside, normal = (S − point)/|S − point|; and
 * moved by normal·depth the sphere just touches: φ there is r.
 */
function expectContactInvariants(c: Contact, S: Vec3Like, r: number, phi: Phi, psi: Phi, tol: number): void {
  expectAllFinite(c);
  const d = phi(S.x, S.y, S.z);
  expect(c.depth).toBeGreaterThanOrEqual(0);
  expect(Math.abs(c.depth - (r - d)), `depth ${c.depth} vs r − φ = ${r - d}`).toBeLessThanOrEqual(tol);
  expect(Math.abs(norm(c.normal) - 1)).toBeLessThanOrEqual(1e-12);
  expect(Math.abs(psi(c.point.x, c.point.y, c.point.z)), 'point on the surface').toBeLessThanOrEqual(tol);
  if (d > tol) {
    // The point is the target's nearest: |S − point| is the distance, and the normal its direction.
    const SP = sub(S, c.point);
    expect(Math.abs(norm(SP) - d)).toBeLessThanOrEqual(tol);
    const n = scaled(SP, 1 / norm(SP));
    expect(norm(sub(n, c.normal))).toBeLessThanOrEqual(tol / d + 1e-12);
  }
  const out = add(S, scaled(c.normal, c.depth));
  expect(Math.abs(phi(out.x, out.y, out.z) - r), 'moved by normal·depth: touching').toBeLessThanOrEqual(tol);
}

describe('sphereContactSphere, property-based', () => {
  const pair = (dyadicOnly: boolean) =>
    fc
      .record({
        S: vec(4, dyadicOnly),
        T: vec(4, dyadicOnly),
        r: radius(dyadicOnly),
        R: radius(dyadicOnly),
        kind: fc.constantFrom('free', 'free', 'near', 'inside', 'concentric'),
        u: vec(1, dyadicOnly),
        k: dyadicOnly ? pow2Scale : scale,
      })
      .map(({ S, T, r, R, kind, u, k }) => {
        // Near: S a little way from T, within reach; inside: within the target.
        const center =
          kind === 'concentric'
            ? T
            : kind === 'near'
              ? add(T, scaled(u, r + R))
              : kind === 'inside'
                ? add(T, scaled(u, R / 2))
                : S;
        return { S: scaled(center, k), T: scaled(T, k), r: r * k, R: R * k };
      });

  it('decides touching exactly on dyadic scenes, as sphereIntersectsSphere does (10,000 pairs)', () => {
    fc.assert(
      fc.property(pair(true), ({ S, T, r, R }) => {
        const [sx, sy, sz, tx, ty, tz, ri, Ri] = toIntegers([S.x, S.y, S.z, T.x, T.y, T.z, r, R]);
        const touching = (sx! - tx!) ** 2n + (sy! - ty!) ** 2n + (sz! - tz!) ** 2n <= (ri! + Ri!) ** 2n;
        const c = sphereContactSphere({ center: S, radius: r }, { center: T, radius: R });
        expect(c !== null).toBe(touching);
        expect(c !== null).toBe(sphereIntersectsSphere({ center: S, radius: r }, { center: T, radius: R }));
      }),
      { numRuns: 10_000 },
    );
  });

  it('keeps every invariant of a contact (10,000 pairs)', () => {
    fc.assert(
      fc.property(pair(false), ({ S, T, r, R }) => {
        const c = sphereContactSphere({ center: S, radius: r }, { center: T, radius: R });
        const tol = toleranceOf(scaleOf(S, T, r, R));
        const phi: Phi = (x, y, z) => Math.hypot(x - T.x, y - T.y, z - T.z) - R;
        const d = phi(S.x, S.y, S.z);
        if (d > r + tol) expect(c).toBeNull();
        if (d < r - tol) expect(c).not.toBeNull();
        if (c === null) return;
        expectContactInvariants(c, S, r, phi, phi, tol);
        if (S.x === T.x && S.y === T.y && S.z === T.z) expect(c.normal).toEqual({ x: 1, y: 0, z: 0 });
      }),
      { numRuns: 10_000 },
    );
  });
});

/** A sphere centered where boxScene starts its segments: free, inside, on a face, edge or corner. */
const sphereBox = (dyadicOnly: boolean) =>
  fc.record({ scene: boxScene(dyadicOnly), r: radius(dyadicOnly) }).map(({ scene, r }) => {
    // boxScene scaled A and the box by its own k: scale r by the box's size instead.
    const size = Math.max(scene.box.max.x - scene.box.min.x, scene.box.max.y - scene.box.min.y, 1e-300);
    const unit = 2 ** Math.round(Math.log2(size));
    return { S: scene.A, r: r * unit, box: scene.box };
  });

describe('sphereContactAABB, property-based', () => {
  it('decides touching exactly on dyadic scenes, as sphereIntersectsAABB does (10,000 scenes, flat boxes included)', () => {
    fc.assert(
      fc.property(sphereBox(true), ({ S, r, box }) => {
        const v = toIntegers([S.x, S.y, S.z, r, box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z]);
        let d2 = 0n;
        for (let j = 0; j < 3; j++) {
          const s = v[j]!;
          const lo = v[4 + j]!;
          const hi = v[7 + j]!;
          const gap = s < lo ? lo - s : s > hi ? s - hi : 0n;
          d2 += gap * gap;
        }
        const c = sphereContactAABB({ center: S, radius: r }, box);
        expect(c !== null).toBe(d2 <= v[3]! * v[3]!);
        expect(c !== null).toBe(sphereIntersectsAABB({ center: S, radius: r }, box));
      }),
      { numRuns: 10_000 },
    );
  });

  it('keeps every invariant, and inside takes the nearest face by the tie order x−, x+, y−, y+, z−, z+ (10,000 scenes)', () => {
    fc.assert(
      fc.property(fc.oneof(sphereBox(false), sphereBox(true)), ({ S, r, box }) => {
        const c = sphereContactAABB({ center: S, radius: r }, box);
        const tol = toleranceOf(scaleOf(S, r, box.min, box.max));
        const phi = contactDistance(box.min, box.max);
        const d = phi(S.x, S.y, S.z);
        if (d > r + tol) expect(c).toBeNull();
        if (d < r - tol) expect(c).not.toBeNull();
        if (c === null) return;
        expectContactInvariants(c, S, r, phi, boxDistance(box.min, box.max), tol);
        for (const k of ['x', 'y', 'z'] as const) {
          expect(c.point[k]).toBeGreaterThanOrEqual(box.min[k]);
          expect(c.point[k]).toBeLessThanOrEqual(box.max[k]);
        }
        const inside = (['x', 'y', 'z'] as const).every((k) => box.min[k] <= S[k] && S[k] <= box.max[k]);
        if (inside) {
          // The face: the first, in the contract's order, among the nearest of the faces of
          // the axes where the box has a thickness (x− for a point box).
          const faces: [number, Vec3][] = [];
          for (const k of ['x', 'y', 'z'] as const) {
            if (box.min[k] === box.max[k]) continue;
            faces.push([S[k] - box.min[k], { x: 0, y: 0, z: 0, [k]: -1 }]);
            faces.push([box.max[k] - S[k], { x: 0, y: 0, z: 0, [k]: 1 }]);
          }
          const best = faces.reduce((a, b) => (b[0] < a[0] ? b : a), [Infinity, { x: -1, y: 0, z: 0 }]);
          expect(c.normal).toEqual(best[1]);
          expect(c.depth).toBe(r + (best[0] === Infinity ? 0 : best[0]));
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('sphereContactOBB, property-based', () => {
  it('quarter turns on dyadic scenes: exactly the AABB contact carried by the rotation (10,000 scenes)', () => {
    fc.assert(
      fc.property(sphereBox(true), fc.constantFrom(...CUBE_ROTATIONS), vec(4, true), ({ S, r, box }, q, offset) => {
        const M = matrixOf(q);
        const obb = orient(box, q, M, offset);
        const world = add(apply(M, S), offset);
        const local = sphereContactAABB({ center: S, radius: r }, box);
        const c = sphereContactOBB({ center: world, radius: r }, obb);
        if (local === null) {
          expect(c).toBeNull();
          return;
        }
        const zero = (v: Vec3) => ({ x: v.x + 0, y: v.y + 0, z: v.z + 0 });
        expect(c).not.toBeNull();
        // The point exactly; the normal and depth to an ulp or two, as |S − C| sums its
        // squares in the rotated order (a face normal and an inside depth exactly).
        expect(c!.point).toEqual(zero(add(apply(M, local.point), offset)));
        expect(norm(sub(c!.normal, apply(M, local.normal)))).toBeLessThanOrEqual(4e-16);
        expect(Math.abs(c!.depth - local.depth)).toBeLessThanOrEqual(4e-16 * r);
        const onAxis = [local.normal.x, local.normal.y, local.normal.z].filter((v) => v !== 0).length === 1;
        if (onAxis) expect(c).toEqual({ point: c!.point, normal: zero(apply(M, local.normal)), depth: local.depth });
      }),
      { numRuns: 10_000 },
    );
  });

  it('any rotation, any quaternion size: every invariant against the matrix-rotated box (10,000 scenes)', () => {
    fc.assert(
      fc.property(sphereBox(false), anyQuat(), vec(4), ({ S, r, box }, q, offset) => {
        const M = matrixOf(q);
        const obb = orient(box, q, M, offset);
        const world = add(apply(M, S), offset);
        const h = obb.halfSize;
        const lo = scaled(h, -1);
        const toLocal = (x: number, y: number, z: number) => applyT(M, sub({ x, y, z }, obb.center));
        const inLocal =
          (f: Phi): Phi =>
          (x, y, z) => {
            const p = toLocal(x, y, z);
            return f(p.x, p.y, p.z);
          };
        const phi = inLocal(contactDistance(lo, h));
        const tol = toleranceOf(scaleOf(world, r, obb.center, h, offset));
        const c = sphereContactOBB({ center: world, radius: r }, obb);
        const d = phi(world.x, world.y, world.z);
        if (d > r + tol) expect(c).toBeNull();
        if (d < r - tol) expect(c).not.toBeNull();
        if (c !== null) expectContactInvariants(c, world, r, phi, inLocal(boxDistance(lo, h)), tol);
      }),
      { numRuns: 10_000 },
    );
  });
});
