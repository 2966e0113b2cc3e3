// Scene generators for the capsule and segment property tests: small integers and
// quarters (so that exact configurations are common), planar scenes, P = Q, r = 0,
// segments aimed at points of the axis, axis-aligned capsules with starts on the surface.
import fc from 'fast-check';
import type { Vec3 } from '../../src/index.ts';
import { coord, vec } from './arbitraries.ts';

export interface Scene {
  A: Vec3;
  B: Vec3;
  P: Vec3;
  Q: Vec3;
  r: number;
}

export const lerp = (a: Vec3, b: Vec3, u: number): Vec3 => ({
  x: a.x + u * (b.x - a.x),
  y: a.y + u * (b.y - a.y),
  z: a.z + u * (b.z - a.z),
});

/**
 * Scenes where the special configurations are common: small integers and quarters,
 * planar ones, P = Q, r = 0, segments through a point of the axis, starts on the surface.
 */
export function capsuleScene(dyadicOnly: boolean): fc.Arbitrary<Scene> {
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
export const tangentScene = fc
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
    return { scene: { A, B, P, Q, r, e }, t: k / (k + m), T };
  });
