// The plane queries on 10,000+ scenes each: raycastPlane against the exact rational
// oracle; sphereCastPlane against signed distance + bisection (oracle.ts) on the slab
// |n·p + c|/|n| <= r, with the contract's invariants; radius 0 equal to raycastPlane bit
// for bit; closestPointOnPlane on the plane and straight below the point.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closestPointOnPlane,
  createRaycastHit,
  createSphereCastHit,
  raycastPlane,
  raycastPlaneInto,
  sphereCastPlane,
  sphereCastPlaneInto,
  type Plane,
  type Vec3,
} from '../../src/index.ts';
import { coord, pow2Scale, scale, vec } from '../support/arbitraries.ts';
import { expectAllFinite } from '../support/check.ts';
import { exactRaycastPlane, toDouble } from '../support/exact-tri.ts';
import { firstContact, lowestBefore, scaleOf, toleranceOf, type Phi } from '../support/oracle.ts';

const len = (p: Vec3) => Math.hypot(p.x, p.y, p.z);
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const dot = (p: Vec3, q: Vec3) => p.x * q.x + p.y * q.y + p.z * q.z;

/** A plane and a segment: often starting or ending on it, parallel to it, or at radius r from it. */
function planeScene(dyadicOnly: boolean) {
  return fc
    .record({
      // No subnormal normal components: the plane |c|/|n| away would be out of the double range.
      n: vec(3, dyadicOnly)
        .map((v) => ({
          x: Math.abs(v.x) < 1e-3 ? 0 : v.x,
          y: Math.abs(v.y) < 1e-3 ? 0 : v.y,
          z: Math.abs(v.z) < 1e-3 ? 0 : v.z,
        }))
        .filter((v) => v.x !== 0 || v.y !== 0 || v.z !== 0),
      nScale: fc.constantFrom(1, 1, 1, 2 ** -30, 2 ** 30),
      c: coord(8, dyadicOnly),
      A: vec(8, dyadicOnly),
      B: vec(8, dyadicOnly),
      r: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 8 }).map((x) => x / 4),
      ),
      kind: fc.constantFrom('free', 'free', 'start-on', 'end-on', 'parallel', 'start-touching'),
      side: fc.constantFrom(1, -1),
      k: dyadicOnly ? pow2Scale : scale,
    })
    .map(({ n, nScale, c: _c, A, B, r, kind, side, k }) => {
      // The plane through a point P0 (A moved to a small dyadic point), c = -n·P0: exact in
      // dyadic scenes, so that starting or ending on it is exact there too.
      const P0 = { x: B.y / 2, y: A.z / 2, z: _c / 4 };
      const c = -dot(n, P0);
      const L = Math.sqrt(dot(n, n));
      let a = A;
      let b = B;
      if (kind === 'start-on') a = P0;
      else if (kind === 'end-on') b = P0;
      else if (kind === 'parallel')
        b = { x: A.x + n.y * B.z - n.z * B.y, y: A.y + n.z * B.x - n.x * B.z, z: A.z + n.x * B.y - n.y * B.x }; // A + n × B
      else if (kind === 'start-touching')
        a = { x: P0.x + (side * r * n.x) / L, y: P0.y + (side * r * n.y) / L, z: P0.z + (side * r * n.z) / L };
      const m = (v: Vec3) => ({ x: v.x * k, y: v.y * k, z: v.z * k });
      return {
        A: m(a),
        B: m(b),
        r: r * k,
        plane: { normal: { x: n.x * nScale, y: n.y * nScale, z: n.z * nScale }, constant: c * k * nScale },
      };
    });
}

describe('raycastPlane, property-based', () => {
  it('agrees with the exact oracle on dyadic scenes: hit or miss exactly, t to a few ulps (10,000 scenes)', () => {
    fc.assert(
      fc.property(planeScene(true), ({ A, B, plane }) => {
        const hit = raycastPlane(A, B, plane);
        const ex = exactRaycastPlane(A, B, plane);
        expect(hit !== null, `oracle: ${ex ? 'hit' : 'miss'}`).toBe(ex !== null);
        const out = createRaycastHit();
        out.t = 7;
        expect(raycastPlaneInto(A, B, plane, out)).toBe(hit !== null);
        if (!hit || !ex) {
          expect(out.t).toBe(7);
          return;
        }
        expect(out).toEqual(hit);
        expectAllFinite(hit);
        if (ex.t.n === 0n) expect(hit.t).toBe(0);
        else if (ex.t.n === ex.t.d) expect(hit.t).toBe(1);
        // -dA/(n·AB): three roundings (dA, n·AB, the quotient) when B is not dyadic ('parallel' scenes).
        // (and the contract's 1e-15·S/sin θ where a 'start-touching' origin is not dyadic)
        else {
          const L = len(sub(B, A));
          const S = scaleOf(A, B, plane.constant / len(plane.normal));
          const grazing = (1e-15 * S) / (ex.sinTheta * L);
          expect(Math.abs(hit.t - toDouble(ex.t))).toBeLessThanOrEqual(4 * 2 ** -52 * hit.t + grazing);
        }
        const n = plane.normal;
        expect(len(hit.normal)).toBeCloseTo(1, 14);
        // Along ∓n, against the motion.
        const unit = { x: (-ex.side * n.x) / len(n), y: (-ex.side * n.y) / len(n), z: (-ex.side * n.z) / len(n) };
        expect(len(sub(hit.normal, unit))).toBeLessThanOrEqual(1e-15);
      }),
      { numRuns: 10_000 },
    );
  });
});

/** Signed distance to the slab |n·p + c|/|n| <= r: a convex solid. */
const slab = (plane: Plane, r: number): Phi => {
  const n = plane.normal;
  const L = Math.hypot(n.x, n.y, n.z);
  return (x, y, z) => Math.abs((n.x * x + n.y * y + n.z * z + plane.constant) / L) - r;
};

describe('sphereCastPlane, property-based', () => {
  it('agrees with signed distance + bisection, and every hit rests on the plane (10,000 scenes)', () => {
    fc.assert(
      fc.property(planeScene(false), ({ A, B, r, plane }) => {
        const hit = sphereCastPlane(A, B, r, plane);
        const out = createSphereCastHit();
        out.t = 7;
        expect(sphereCastPlaneInto(A, B, r, plane, out)).toBe(hit !== null);
        const S = scaleOf(A, B, r, plane.constant / len(plane.normal));
        const tol = toleranceOf(S);
        const seg = { A, B };
        const phi = slab(plane, r);
        const L = len(sub(B, A));
        if (r > 0) {
          const verdict = firstContact(phi, seg, tol);
          if (verdict.kind === 'inside' || verdict.kind === 'miss') expect(hit).toBeNull();
          if (verdict.kind === 'hit') {
            expect(hit).not.toBeNull();
            expect(Math.abs(hit!.t - verdict.t) * L).toBeLessThanOrEqual(tol / Math.min(1, verdict.slope));
          }
        }
        if (!hit) {
          expect(out.t).toBe(7);
          return;
        }
        expect(out).toEqual(hit);
        expectAllFinite(hit);
        // center on the segment at t, the slab's face; point = the plane's nearest point to it.
        const C = { x: A.x + hit.t * (B.x - A.x), y: A.y + hit.t * (B.y - A.y), z: A.z + hit.t * (B.z - A.z) };
        expect(len(sub(hit.center, C))).toBeLessThanOrEqual(tol);
        expect(Math.abs(phi(hit.center.x, hit.center.y, hit.center.z))).toBeLessThanOrEqual(tol);
        expect(len(sub(hit.point, closestPointOnPlane(hit.center, plane)))).toBeLessThanOrEqual(tol);
        expect(Math.abs(len(hit.normal) - 1)).toBeLessThanOrEqual(1e-12);
        // Against the motion (to rounding, for segments grazing the plane).
        expect(dot(hit.normal, sub(B, A))).toBeLessThanOrEqual(1e-12 * L);
        if (r > 0) {
          const nc = sub(hit.center, hit.point);
          expect(len(sub(hit.normal, { x: nc.x / r, y: nc.y / r, z: nc.z / r }))).toBeLessThanOrEqual(1e-9 * (S / r));
        }
        expect(Math.abs(hit.distance - hit.t * L)).toBeLessThanOrEqual(1e-12 * hit.t * L);
        expect(lowestBefore(phi, seg, hit.t)).toBeGreaterThanOrEqual(-tol);
      }),
      { numRuns: 10_000 },
    );
  });

  it('radius 0 is raycastPlane bit for bit, center = point (10,000 scenes)', () => {
    fc.assert(
      fc.property(planeScene(true), ({ A, B, plane }) => {
        const ray = raycastPlane(A, B, plane);
        const cast = sphereCastPlane(A, B, 0, plane);
        expect(cast).toEqual(ray === null ? null : { ...ray, center: ray.point });
        if (ray && cast) expect(Object.is(ray.t, cast.t) && Object.is(ray.point.x, cast.point.x)).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('closestPointOnPlane, property-based', () => {
  it('is on the plane, straight along n from the point (10,000 points)', () => {
    fc.assert(
      fc.property(planeScene(false), ({ A, plane }) => {
        const Q = closestPointOnPlane(A, plane);
        expectAllFinite(Q);
        const n = plane.normal;
        const L = len(n);
        const S = scaleOf(A, plane.constant / L);
        expect(Math.abs((dot(n, Q) + plane.constant) / L)).toBeLessThanOrEqual(toleranceOf(S));
        // A - Q is along n: no component across it.
        const d = sub(A, Q);
        const across = { x: d.y * n.z - d.z * n.y, y: d.z * n.x - d.x * n.z, z: d.x * n.y - d.y * n.x };
        expect(len(across) / L).toBeLessThanOrEqual(toleranceOf(S));
      }),
      { numRuns: 10_000 },
    );
  });
});
