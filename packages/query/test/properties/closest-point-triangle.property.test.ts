// closestPointOnTriangle, sphereIntersectsTriangle and sphereContactTriangle on 10,000+
// scenes each, against an independent brute force: the nearest of the three edges
// (clamped projection) and, where the foot of the perpendicular falls inside, the face
// (barycentric weights from the 2×2 normal equations) — not Ericson's Voronoi walk.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestPointOnTriangle, sphereContactTriangle, sphereIntersectsTriangle, type Vec3 } from '../../src/index.ts';
import { pow2Scale, scale, vec } from '../support/arbitraries.ts';
import { expectAllFinite } from '../support/check.ts';
import { scaleOf, toleranceOf } from '../support/oracle.ts';
import { bruteClosest } from '../support/triangle.ts';

const add = (p: Vec3, q: Vec3, k = 1): Vec3 => ({ x: p.x + k * q.x, y: p.y + k * q.y, z: p.z + k * q.z });
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const mul = (p: Vec3, k: number): Vec3 => ({ x: p.x * k, y: p.y * k, z: p.z * k });
const len = (p: Vec3) => Math.hypot(p.x, p.y, p.z);

/** A triangle (sometimes degenerate or a point) and a point near a vertex, an edge, the face, on it, or anywhere. */
function scene(dyadicOnly: boolean) {
  return fc
    .record({
      a: vec(4, dyadicOnly),
      b: vec(4, dyadicOnly),
      c: vec(4, dyadicOnly),
      degenerate: fc.constantFrom<number | 'point' | null>(null, null, null, null, null, null, 0.5, 2, 'point'),
      beta: fc.constantFrom(-0.5, 0, 0.25, 0.5, 1, 1.5),
      gamma: fc.constantFrom(-0.5, 0, 0.25, 0.5, 1),
      lift: fc.constantFrom(0, 0, 1, -2, 0.5),
      P: vec(8, dyadicOnly),
      free: fc.boolean(),
      r: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 16 }).map((x) => x / 4),
      ),
      k: dyadicOnly ? pow2Scale : scale,
    })
    .map(({ a, b, c: c0, degenerate, beta, gamma, lift, P: P0, free, r, k }) => {
      const c = degenerate === null ? c0 : degenerate === 'point' ? a : add(a, sub(b, a), degenerate);
      const bb = degenerate === 'point' ? a : b;
      const e1 = sub(bb, a);
      const e2 = sub(c, a);
      const n = { x: e1.y * e2.z - e1.z * e2.y, y: e1.z * e2.x - e1.x * e2.z, z: e1.x * e2.y - e1.y * e2.x };
      const P = free ? P0 : add(add(add(a, e1, beta), e2, gamma), n, lift / 16);
      const m = (v: Vec3) => mul(v, k);
      return { P: m(P), tri: { a: m(a), b: m(bb), c: m(c) }, r: r * k };
    });
}

const run = (name: string, body: (s: { P: Vec3; tri: { a: Vec3; b: Vec3; c: Vec3 }; r: number }) => void) => {
  it(name, () => {
    fc.assert(fc.property(scene(true), body), { numRuns: 5_000 });
    fc.assert(fc.property(scene(false), body), { numRuns: 5_000 });
  });
};

describe('closestPointOnTriangle, property-based', () => {
  run('is a point of the triangle at the least distance, as brute force finds (10,000 scenes)', ({ P, tri }) => {
    const Q = closestPointOnTriangle(P, tri);
    expectAllFinite(Q);
    const best = bruteClosest(P, tri);
    const tol = toleranceOf(scaleOf(P, tri.a, tri.b, tri.c));
    // As near as brute force's point, and itself on the triangle.
    // (2·tol: the brute force rounds too, most on slivers)
    expect(Math.abs(len(sub(Q, P)) - len(sub(best, P)))).toBeLessThanOrEqual(2 * tol);
    expect(len(sub(bruteClosest(Q, tri), Q))).toBeLessThanOrEqual(tol);
  });
});

describe('sphereIntersectsTriangle and sphereContactTriangle, property-based', () => {
  run(
    'touch exactly when the brute-force distance is within r; the contact moves the sphere out to touching (10,000 scenes)',
    ({ P, tri, r }) => {
      const sphere = { center: P, radius: r };
      const touches = sphereIntersectsTriangle(sphere, tri);
      const contact = sphereContactTriangle(sphere, tri);
      expect(contact !== null).toBe(touches);
      const best = bruteClosest(P, tri);
      const dist = len(sub(best, P));
      const tol = toleranceOf(scaleOf(P, tri.a, tri.b, tri.c, r));
      if (dist < r - tol) expect(touches).toBe(true);
      if (dist > r + tol) expect(touches).toBe(false);
      if (!contact) return;
      expectAllFinite(contact);
      expect(len(sub(contact.point, best))).toBeLessThanOrEqual(tol * 10);
      expect(Math.abs(len(contact.normal) - 1)).toBeLessThanOrEqual(1e-12);
      expect(contact.depth).toBeGreaterThanOrEqual(0);
      expect(Math.abs(contact.depth - Math.max(0, r - dist))).toBeLessThanOrEqual(tol);
      // Moved by normal·depth, the sphere just touches: its center r from the triangle.
      const moved = add(P, contact.normal, contact.depth);
      // Where the normal is defined to the contract's accuracy: the center clearly off the
      // triangle, or on one that is no sliver (its normal within 1e-9·S²/|(b − a) × (c − a)|).
      const e1 = sub(tri.b, tri.a);
      const e2 = sub(tri.c, tri.a);
      const nLen = len({ x: e1.y * e2.z - e1.z * e2.y, y: e1.z * e2.x - e1.x * e2.z, z: e1.x * e2.y - e1.y * e2.x });
      const S = scaleOf(P, tri.a, tri.b, tri.c);
      if (dist <= tol && nLen > 0 && nLen < 1e-6 * S * S) return;
      // The normal is within 1e-9·S/dist (the contract), which tilts the move by as much.
      const tilt = contact.depth * Math.min(2, (1e-9 * S) / dist);
      if (dist > tol)
        expect(Math.abs(len(sub(bruteClosest(moved, tri), moved)) - r)).toBeLessThanOrEqual(tol * 10 + tilt);
      else expect(len(sub(bruteClosest(moved, tri), moved))).toBeGreaterThanOrEqual(r - tol * 10);
    },
  );
});
