// raycastTriangle on 10,000+ scenes against the exact rational oracle (Cramer's rule on
// A + t·d = a + β·e1 + γ·e2, in BigInt). The library decides with an exact predicate, so
// hit or miss must agree with the oracle on EVERY scene, dyadic or not; t to within the
// contract's accuracy; and every hit must be on the segment with the triangle's unit
// normal against the motion. The …Into form must give the same numbers bit for bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRaycastHit, raycastTriangle, raycastTriangleInto, type Triangle, type Vec3 } from '../../src/index.ts';
import { pow2Scale, scale, vec } from '../support/arbitraries.ts';
import { expectAllFinite } from '../support/check.ts';
import { exactRaycastTriangle, toDouble } from '../support/exact-tri.ts';
import { scaleOf } from '../support/oracle.ts';

const add = (p: Vec3, q: Vec3, k = 1): Vec3 => ({ x: p.x + k * q.x, y: p.y + k * q.y, z: p.z + k * q.z });
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const mul = (p: Vec3, k: number): Vec3 => ({ x: p.x * k, y: p.y * k, z: p.z * k });
const crossV = (p: Vec3, q: Vec3): Vec3 => ({
  x: p.y * q.z - p.z * q.y,
  y: p.z * q.x - p.x * q.z,
  z: p.x * q.y - p.y * q.x,
});
const len = (p: Vec3) => Math.hypot(p.x, p.y, p.z);
/** The vector divided by its largest component's power of two: no overflow or underflow in what follows. */
const rescaled = (p: Vec3): [Vec3, number] => {
  const m = Math.max(Math.abs(p.x), Math.abs(p.y), Math.abs(p.z));
  const k = m === 0 ? 1 : 2 ** Math.floor(Math.log2(m));
  // Divided, not multiplied by 1/k: below 2^-1024, 1/k overflows to Infinity.
  return [{ x: p.x / k, y: p.y / k, z: p.z / k }, k];
};

/** A triangle and a segment, often aimed at its face, an edge or a vertex, starting or ending on it, parallel, in its plane, or with a degenerate triangle. */
function triangleScene(dyadicOnly: boolean) {
  const frac = fc.constantFrom(0, 0.25, 0.5, 0.75, 1);
  return fc
    .record({
      a: vec(4, dyadicOnly),
      b: vec(4, dyadicOnly),
      c: vec(4, dyadicOnly),
      degenerate: fc.constantFrom(null, null, null, null, null, null, 0, 0.5, 2, -1),
      beta: frac,
      gamma: frac,
      free: vec(4, dyadicOnly),
      A: vec(8, dyadicOnly),
      B: vec(8, dyadicOnly),
      kind: fc.constantFrom('through', 'through', 'through', 'free', 'start-on', 'end-on', 'parallel', 'in-plane'),
      planar: fc.constantFrom(false, false, false, true),
      k: dyadicOnly ? pow2Scale : scale,
    })
    .map(({ a, b, c: c0, degenerate, beta, gamma, free, A: A0, B: B0, kind, planar, k }) => {
      const c = degenerate === null ? c0 : add(a, sub(b, a), degenerate);
      const e1 = sub(b, a);
      const e2 = sub(c, a);
      // A point of the plane: on the triangle when β + γ <= 1 (edges and vertices included).
      const g = beta + gamma > 1 ? 1 - beta : gamma;
      const X = add(add(a, e1, beta), e2, g);
      let A = A0;
      let B = B0;
      if (kind === 'through')
        B = add(X, sub(X, A)); // through X and as far beyond
      else if (kind === 'start-on') A = X;
      else if (kind === 'end-on') B = X;
      else if (kind === 'parallel') B = add(A, add(e1, e2, 0.5));
      else if (kind === 'in-plane') [A, B] = [X, add(X, sub(free, a), 0)];
      if (kind === 'in-plane') B = add(a, add(e1, e2, 0.25), 1.5);
      const flat = (v: Vec3) => (planar ? { ...v, z: 0 } : v);
      return {
        A: mul(flat(A), k),
        B: mul(flat(B), k),
        tri: { a: mul(flat(a), k), b: mul(flat(b), k), c: mul(flat(c), k) },
      };
    });
}

/** The checks of one scene: the decision exactly as the oracle's, the numbers within the contract. */
function check({ A, B, tri }: { A: Vec3; B: Vec3; tri: Triangle }): void {
  const hit = raycastTriangle(A, B, tri);
  const ex = exactRaycastTriangle(A, B, tri);
  expect(hit !== null, `oracle says ${ex ? 'hit' : 'miss'}`).toBe(ex !== null);
  const out = createRaycastHit();
  out.t = 7;
  expect(raycastTriangleInto(A, B, tri, out)).toBe(hit !== null);
  if (hit === null || ex === null) {
    expect(out.t).toBe(7); // a miss leaves out untouched
    return;
  }
  expect(out).toEqual(hit);
  expect(Object.is(out.t, hit.t) && Object.is(out.point.x, hit.point.x) && Object.is(out.normal.z, hit.normal.z)).toBe(
    true,
  );
  expectAllFinite(hit);
  const d = sub(B, A);
  const L = len(d);
  const [e1, k1] = rescaled(sub(tri.b, tri.a));
  const [e2, k2] = rescaled(sub(tri.c, tri.a));
  const n = crossV(e1, e2); // (b − a) × (c − a) / (k1·k2)
  const S = scaleOf(A, B, tri.a, tri.b, tri.c);
  // The contract: positions within max(1e-9·S, 1e-15·S/sin θ), θ the grazing angle. A
  // sliver's plane is itself only known to rounding: its tilt is ε·S²/|(b − a) × (c − a)|
  // (the contract's bound for its normal), which moves the crossing by as much again.
  const slivery = Math.max(1, (S / len(sub(tri.b, tri.a)) / len(sub(tri.c, tri.a))) * S * ex.sliver);
  const tol = Math.max(1e-9 * S, (1e-15 * S) / ex.sinTheta) * slivery;
  const t = toDouble(ex.t);
  if (ex.t.n === 0n) expect(hit.t).toBe(0);
  else if (ex.t.n === ex.t.d) expect(hit.t).toBe(1);
  else expect(Math.abs(hit.t - t) * L).toBeLessThanOrEqual(tol);
  const onSeg = add(A, d, hit.t);
  expect(len(sub(hit.point, onSeg))).toBeLessThanOrEqual(tol);
  expect(Math.abs(hit.distance - hit.t * L)).toBeLessThanOrEqual(1e-12 * hit.t * L);
  // The unit normal, against the motion, along ±(b − a) × (c − a).
  expect(Math.abs(len(hit.normal) - 1)).toBeLessThanOrEqual(1e-12);
  if (len(n) === 0) return;
  // Rescaled before normalizing: a sliver's cross product can be so small that 1/|n| overflows.
  const nn = mul(rescaled(n)[0], -ex.side / len(rescaled(n)[0]));
  // Within 1e-9·S²/|(b − a) × (c − a)|.
  expect(len(sub(hit.normal, nn))).toBeLessThanOrEqual((((1e-9 * S) / k1) * S) / k2 / len(n));
}

describe('raycastTriangle, property-based', () => {
  it('agrees exactly with the rational oracle on dyadic scenes: through faces, edges, vertices, parallel, degenerate (10,000 scenes)', () => {
    fc.assert(fc.property(triangleScene(true), check), { numRuns: 10_000 });
  });

  it('agrees exactly with the rational oracle on any doubles, 1e-6…1e6 (3,000 scenes)', () => {
    fc.assert(fc.property(triangleScene(false), check), { numRuns: 3_000 });
  });

  it('at 1e±100 the decision is still exact and every number finite (1,000 scenes)', () => {
    fc.assert(
      fc.property(triangleScene(true), fc.constantFrom(2 ** -330, 2 ** 330, 1e-100, 1e100), (s, k) => {
        const m = (v: Vec3) => mul(v, k);
        check({ A: m(s.A), B: m(s.B), tri: { a: m(s.tri.a), b: m(s.tri.b), c: m(s.tri.c) } });
      }),
      { numRuns: 1_000 },
    );
  });
});
