// sphereCastTriangle on 10,000+ scenes against signed distance + bisection (oracle.ts):
// the rounded triangle is {p : dist(p, triangle) <= r}, with the distance from an
// independent brute-force nearest point. Every hit: center on the segment at t, r from the
// triangle, point = the triangle's nearest point to it, unit normal (center − point)/r, no
// contact earlier; radius 0 equal to raycastTriangle bit for bit; Into = object form.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSphereCastHit,
  raycastTriangle,
  sphereCastTriangle,
  sphereCastTriangleInto,
  type Vec3,
} from '../../src/index.ts';
import { pow2Scale, scale, vec } from '../support/arbitraries.ts';
import { expectAllFinite } from '../support/check.ts';
import { firstContact, lowestBefore, scaleOf, toleranceOf, type Phi } from '../support/oracle.ts';
import { bruteClosest } from '../support/triangle.ts';

const add = (p: Vec3, q: Vec3, k = 1): Vec3 => ({ x: p.x + k * q.x, y: p.y + k * q.y, z: p.z + k * q.z });
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const mul = (p: Vec3, k: number): Vec3 => ({ x: p.x * k, y: p.y * k, z: p.z * k });
const len = (p: Vec3) => Math.hypot(p.x, p.y, p.z);

/** A triangle (sometimes degenerate), a radius, and a segment aimed at its face, an edge or a vertex, or starting touching. */
function scene(dyadicOnly: boolean) {
  const frac = fc.constantFrom(0, 0.25, 0.5, 1);
  return fc
    .record({
      a: vec(4, dyadicOnly),
      b: vec(4, dyadicOnly),
      c: vec(4, dyadicOnly),
      degenerate: fc.constantFrom<number | null>(null, null, null, null, null, 0.5, 2),
      beta: frac,
      gamma: frac,
      A: vec(8, dyadicOnly),
      B: vec(8, dyadicOnly),
      r: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 12 }).map((x) => x / 4),
      ),
      kind: fc.constantFrom('through', 'through', 'free', 'start-touching'),
      k: dyadicOnly ? pow2Scale : scale,
    })
    .map(({ a, b, c: c0, degenerate, beta, gamma, A: A0, B: B0, r, kind, k }) => {
      const c = degenerate === null ? c0 : add(a, sub(b, a), degenerate);
      const e1 = sub(b, a);
      const e2 = sub(c, a);
      const g = beta + gamma > 1 ? 1 - beta : gamma;
      const X = add(add(a, e1, beta), e2, g);
      let A = A0;
      let B = B0;
      if (kind === 'through') B = add(X, sub(X, A));
      else if (kind === 'start-touching') {
        // r from the triangle's nearest point to A0, along A0 − X.
        const Q = bruteClosest(A0, { a, b, c });
        const d = sub(A0, Q);
        A = len(d) > 1e-3 ? add(Q, d, r / len(d)) : A0;
      }
      const m = (v: Vec3) => mul(v, k);
      return { A: m(A), B: m(B), r: r * k, tri: { a: m(a), b: m(b), c: m(c) } };
    });
}

describe('sphereCastTriangle, property-based', () => {
  it('agrees with signed distance + bisection on the rounded triangle, with the contract invariants (10,000 scenes)', () => {
    fc.assert(
      fc.property(scene(false), ({ A, B, r, tri }) => {
        const hit = sphereCastTriangle(A, B, r, tri);
        const out = createSphereCastHit();
        out.t = 7;
        expect(sphereCastTriangleInto(A, B, r, tri, out)).toBe(hit !== null);
        if (hit) expect(out).toEqual(hit);
        else expect(out.t).toBe(7);
        if (r === 0) return; // radius 0: the exact raycast, checked below
        const S = scaleOf(A, B, r, tri.a, tri.b, tri.c);
        const tol = toleranceOf(S);
        const phi: Phi = (x, y, z) => len(sub(bruteClosest({ x, y, z }, tri), { x, y, z })) - r;
        const seg = { A, B };
        const L = len(sub(B, A));
        const verdict = firstContact(phi, seg, tol);
        if (verdict.kind === 'inside' || verdict.kind === 'miss') expect(hit, verdict.kind).toBeNull();
        if (verdict.kind === 'hit') {
          expect(hit, `oracle: hit at ${verdict.t}`).not.toBeNull();
          expect(Math.abs(hit!.t - verdict.t) * L).toBeLessThanOrEqual(tol / Math.min(1, verdict.slope));
        }
        if (!hit) return;
        expectAllFinite(hit);
        const C = add(A, sub(B, A), hit.t);
        expect(len(sub(hit.center, C))).toBeLessThanOrEqual(tol);
        // (2·tol: the brute-force distance rounds too)
        expect(Math.abs(phi(hit.center.x, hit.center.y, hit.center.z))).toBeLessThanOrEqual(2 * tol);
        expect(len(sub(hit.point, bruteClosest(hit.center, tri)))).toBeLessThanOrEqual(10 * tol);
        expect(Math.abs(len(hit.normal) - 1)).toBeLessThanOrEqual(1e-12);
        expect(len(sub(hit.normal, mul(sub(hit.center, hit.point), 1 / r)))).toBeLessThanOrEqual((1e-8 * S) / r);
        expect(Math.abs(hit.distance - hit.t * L)).toBeLessThanOrEqual(1e-12 * hit.t * L);
        expect(lowestBefore(phi, seg, hit.t)).toBeGreaterThanOrEqual(-tol);
      }),
      { numRuns: 10_000 },
    );
  });

  it('radius 0 is raycastTriangle bit for bit, center = point (10,000 scenes)', () => {
    fc.assert(
      fc.property(scene(true), ({ A, B, tri }) => {
        const ray = raycastTriangle(A, B, tri);
        const cast = sphereCastTriangle(A, B, 0, tri);
        expect(cast).toEqual(ray === null ? null : { ...ray, center: ray.point });
        if (ray && cast) expect(Object.is(ray.t, cast.t) && Object.is(ray.normal.x, cast.normal.x)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});
