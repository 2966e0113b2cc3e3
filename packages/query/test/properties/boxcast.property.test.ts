// The box casts against the independent oracle of test/support/boxcast-oracle.ts (vertex
// lists, every candidate direction, golden section and bisection on the separation over t):
// - the verdict: clear misses and starts overlapped are null, clear hits are hits;
// - every hit: the two shapes touch at t (the oracle's separation there within 1e-9·S), the
//   point lies on both, the normal is a unit separating direction from the target toward
//   the box, center = c + t·d, distance = t·|d|;
// - the …Into forms give the object form's numbers and leave `out` untouched on a miss;
// - restarts from the library's own hit: further in is t = 0; along the contact plane or
//   away is never t = 0;
// - boxCastSphere is sphereCastOBB reversed; halfSize 0 is the raycast, bit for bit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxCastAABB,
  boxCastAABBInto,
  boxCastOBB,
  boxCastOBBInto,
  boxCastPlane,
  boxCastSphere,
  boxCastTriangle,
  boxCastTriangleInto,
  createBoxCastHit,
  raycastAABB,
  raycastOBB,
  raycastPlane,
  raycastSphere,
  raycastTriangle,
  sphereCastOBB,
  type AABB,
  type BoxCastHit,
  type OBB,
  type Plane,
  type QuatLike,
  type RaycastHit,
  type Triangle,
  type Vec3,
} from '../../src/index.ts';
import {
  asOBB,
  boxPolytope,
  distanceOutside,
  firstBoxContact,
  moved,
  scaleOfPolytopes,
  separation,
  trianglePolytope,
  type Polytope,
} from '../support/boxcast-oracle.ts';
import { expectAllFinite } from '../support/check.ts';
import { CUBE_ROTATIONS } from '../support/rotation.ts';

const decimal = (min: number, max: number) => fc.integer({ min: min * 1e6, max: max * 1e6 }).map((n) => n / 1e6);
const c5 = decimal(-5, 5);
const point = fc.record({ x: c5, y: c5, z: c5 });
const half = fc.oneof(
  { weight: 4, arbitrary: decimal(0.1, 2) },
  { weight: 1, arbitrary: fc.constant(0) }, // flat boxes
);
const halfSize = fc.record({ x: half, y: half, z: half }).filter((h) => h.x + h.y + h.z > 0.1);
const q1 = decimal(-1, 1);
const rotation: fc.Arbitrary<QuatLike> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ x: q1, y: q1, z: q1, w: q1 }).filter((q) => Math.hypot(q.x, q.y, q.z, q.w) > 0.1),
  },
  { weight: 1, arbitrary: fc.constantFrom(...CUBE_ROTATIONS) },
);
const obb: fc.Arbitrary<OBB> = fc.record({ center: point, halfSize, rotation });
const aabb: fc.Arbitrary<AABB> = fc.record({ c: point, h: halfSize }).map(({ c, h }) => ({
  min: { x: c.x - h.x, y: c.y - h.y, z: c.z - h.z },
  max: { x: c.x + h.x, y: c.y + h.y, z: c.z + h.z },
}));
const anyBox: fc.Arbitrary<OBB | AABB> = fc.oneof(obb, aabb);
const triangle: fc.Arbitrary<Triangle> = fc.record({ a: point, b: point, c: point });

const add = (a: Vec3, b: Vec3, k = 1): Vec3 => ({ x: a.x + k * b.x, y: a.y + k * b.y, z: a.z + k * b.z });
const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
const len = (a: Vec3): number => Math.hypot(a.x, a.y, a.z);

/** A motion from the box toward a point near `aim`, and as far again: most casts hit. */
function aimedMotion(box: OBB | AABB, aim: Vec3, off: Vec3, k: number): Vec3 {
  const c = asOBB(box).center;
  return { x: (aim.x + off.x - c.x) * k, y: (aim.y + off.y - c.y) * k, z: (aim.z + off.z - c.z) * k };
}

/** The box moved to `center` (an OBB stays an OBB; an AABB keeps its size about it). */
function boxAt(box: OBB | AABB, center: Vec3): OBB | AABB {
  if ('center' in box) return { ...box, center };
  const h = asOBB(box).halfSize;
  return {
    min: { x: center.x - h.x, y: center.y - h.y, z: center.z - h.z },
    max: { x: center.x + h.x, y: center.y + h.y, z: center.z + h.z },
  };
}

interface Case {
  box: OBB | AABB;
  d: Vec3;
  P: Polytope;
  Q: Polytope;
  cast: (box: OBB | AABB, d: Vec3) => BoxCastHit | null;
  into: (box: OBB | AABB, d: Vec3, out: BoxCastHit) => boolean;
}

/** The oracle's verdict and the checks every hit must pass. */
function checkAgainstOracle(k: Case): void {
  const { box, d, P, Q } = k;
  const S = scaleOfPolytopes(d, P, Q) + 1;
  const tol = 1e-9 * S;
  const verdict = firstBoxContact(P, d, Q);
  const hit = k.cast(box, d);
  // A clear verdict must be the library's; near a change of answer either is allowed.
  const clear = 1e-6 * S;
  if (verdict.start < -clear) expect(hit, 'starts overlapped').toBeNull();
  else if (verdict.start > clear && verdict.least > clear) expect(hit, 'a clear miss').toBeNull();
  else if (verdict.start > clear && verdict.least < -clear) expect(hit, 'a clear hit').not.toBeNull();
  // Into: the same numbers, or out untouched.
  const out = createBoxCastHit();
  out.t = 7;
  const got = k.into(box, d, out);
  expect(got).toBe(hit !== null);
  if (hit) expect(out).toEqual(hit);
  else expect(out.t).toBe(7);
  if (!hit) return;
  expectAllFinite(hit);
  const sep = separation(P, d, Q);
  expect(hit.t).toBeGreaterThanOrEqual(0);
  expect(hit.t).toBeLessThanOrEqual(1);
  // Touching at t: neither apart nor sunk in by more than the tolerance (not early, not late).
  expect(Math.abs(sep(hit.t)), `separation at t = ${hit.t}`).toBeLessThanOrEqual(tol);
  if (verdict.t !== null && verdict.start > clear) {
    // Before the oracle's first contact they are apart: the hit is not early (in distance).
    expect(sep(Math.min(hit.t, verdict.t))).toBeLessThanOrEqual(tol);
  }
  const c = asOBB(box).center;
  expect(len(sub(hit.center, add(c as Vec3, d, hit.t)))).toBeLessThanOrEqual(tol);
  expect(Math.abs(hit.distance - hit.t * len(d))).toBeLessThanOrEqual(tol);
  expect(Math.abs(len(hit.normal) - 1)).toBeLessThanOrEqual(1e-12);
  const Pt = moved(P, d, hit.t);
  expect(distanceOutside(hit.point, Q, Pt), 'point on the target').toBeLessThanOrEqual(tol);
  expect(distanceOutside(hit.point, Pt, Q), 'point on the box').toBeLessThanOrEqual(tol);
  // The normal separates: the target below the contact plane, the box above it.
  for (const x of Q.vertices) expect(dot(hit.normal, sub(x, hit.point))).toBeLessThanOrEqual(tol);
  for (const y of Pt.vertices) expect(dot(hit.normal, sub(y, hit.point))).toBeGreaterThanOrEqual(-tol);
  // Restarts from the hit: further in, t = 0 (where the hit is a real entry, not a graze).
  if (hit.t > 0 && hit.t < 1 && verdict.least < -clear && verdict.start > clear) {
    const at = boxAt(box, hit.center);
    const again = k.cast(at, { x: d.x / 2, y: d.y / 2, z: d.z / 2 });
    expect(again?.t, `restart from ${JSON.stringify(hit.center)}`).toBe(0);
  }
  // Along the contact plane or away: never t = 0.
  const n = hit.normal;
  const along = add(d, n, -dot(d, n));
  const at = boxAt(box, hit.center);
  expect(k.cast(at, add(n, n, 0))?.t, 'restart away').not.toBe(0);
  if (len(along) > 1e-6 * len(d)) expect(k.cast(at, along)?.t, 'restart along').not.toBe(0);
}

describe('box casts against the oracle', () => {
  it('boxCastOBB: two boxes, either kind, most casts aimed', () => {
    fc.assert(
      fc.property(anyBox, anyBox, point, fc.constantFrom(0.5, 1, 2), (box, target, off, k) => {
        const d = aimedMotion(box, asOBB(target).center, { x: off.x / 3, y: off.y / 3, z: off.z / 3 }, k);
        fc.pre(len(d) > 1e-3);
        checkAgainstOracle({
          box,
          d,
          P: boxPolytope(box),
          Q: boxPolytope(target),
          cast: (b, m) => boxCastOBB(b, m, target),
          into: (b, m, o) => boxCastOBBInto(b, m, target, o),
        });
      }),
      { numRuns: 700 },
    );
  });

  it('boxCastAABB: a box of either kind against an AABB', () => {
    fc.assert(
      fc.property(anyBox, aabb, point, fc.constantFrom(0.5, 1, 2), (box, target, off, k) => {
        const d = aimedMotion(box, asOBB(target).center, { x: off.x / 3, y: off.y / 3, z: off.z / 3 }, k);
        fc.pre(len(d) > 1e-3);
        checkAgainstOracle({
          box,
          d,
          P: boxPolytope(box),
          Q: boxPolytope(target),
          cast: (b, m) => boxCastAABB(b, m, target),
          into: (b, m, o) => boxCastAABBInto(b, m, target, o),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('boxCastTriangle: a box against a triangle', () => {
    fc.assert(
      fc.property(anyBox, triangle, fc.double({ min: 0, max: 1, noNaN: true }), point, (box, T, u, off) => {
        const mid = { x: (T.a.x + T.b.x + T.c.x) / 3, y: (T.a.y + T.b.y + T.c.y) / 3, z: (T.a.z + T.b.z + T.c.z) / 3 };
        const aim = add(mid, sub(T.a, mid), u);
        const d = aimedMotion(box, aim, { x: off.x / 5, y: off.y / 5, z: off.z / 5 }, 1.5);
        fc.pre(len(d) > 1e-3);
        checkAgainstOracle({
          box,
          d,
          P: boxPolytope(box),
          Q: trianglePolytope(T),
          cast: (b, m) => boxCastTriangle(b, m, T),
          into: (b, m, o) => boxCastTriangleInto(b, m, T, o),
        });
      }),
      { numRuns: 700 },
    );
  });
});

describe('box casts: the reductions', () => {
  const expectSameHit = (a: RaycastHit | null, b: RaycastHit | null): void => {
    expect(a === null).toBe(b === null);
    if (a && b) {
      expect(a.point).toEqual(b.point);
      expect(a.normal).toEqual(b.normal);
      expect(a.t).toBe(b.t);
      expect(a.distance).toBe(b.distance);
    }
  };

  it('a box of halfSize 0 is a point: exactly the raycast', () => {
    fc.assert(
      fc.property(point, point, rotation, obb, aabb, triangle, fc.boolean(), (c, e0, q, O, A, T, asAABB) => {
        // The raycast of the segment the point sweeps: c to c + d (which need not round to e0).
        const d = sub(e0, c);
        const e = add(c, d);
        const box: OBB | AABB = asAABB
          ? { min: c, max: c }
          : { center: c, halfSize: { x: 0, y: 0, z: 0 }, rotation: q };
        const sphere = { center: O.center, radius: O.halfSize.x + 0.1 };
        const plane: Plane = { normal: O.halfSize, constant: O.center.x };
        expectSameHit(boxCastOBB(box, d, O), raycastOBB(c, e, O));
        expectSameHit(boxCastAABB(box, d, A), raycastAABB(c, e, A));
        expectSameHit(boxCastTriangle(box, d, T), raycastTriangle(c, e, T));
        expectSameHit(boxCastSphere(box, d, sphere), raycastSphere(c, e, sphere));
        expectSameHit(boxCastPlane(box, d, plane), raycastPlane(c, e, plane));
        const hit = boxCastOBB(box, d, O);
        if (hit) expect(hit.center).toEqual(hit.point);
      }),
      { numRuns: 400 },
    );
  });

  it('boxCastSphere is sphereCastOBB with the motion reversed, point shifted and normal mirrored', () => {
    fc.assert(
      fc.property(obb, point, decimal(0, 2), point, (box, S, r, off) => {
        const d = aimedMotion(box, S, { x: off.x / 4, y: off.y / 4, z: off.z / 4 }, 1.5);
        const sphere = { center: S, radius: r };
        const hit = boxCastSphere(box, d, sphere);
        const rev = sphereCastOBB(S, sub(S, d), r, box);
        expect(hit === null).toBe(rev === null);
        if (!hit || !rev) return;
        const tol = 1e-12 * (len(S) + len(d) + len(box.center) + 10);
        expect(hit.t).toBe(rev.t);
        expect(len(sub(hit.point, add(rev.point, d, rev.t)))).toBeLessThanOrEqual(tol);
        expect(len(add(hit.normal, rev.normal))).toBeLessThanOrEqual(1e-15);
        expect(len(sub(hit.center, add(box.center as Vec3, d, hit.t)))).toBeLessThanOrEqual(tol);
        // The point is on the sphere, and the normal is the sphere's outward normal there.
        expect(Math.abs(len(sub(hit.point, S)) - r)).toBeLessThanOrEqual(1e-9 * (len(S) + len(d) + 10));
      }),
      { numRuns: 500 },
    );
  });
});

describe('box casts: exact touching at quarter turns and dyadic coordinates', () => {
  // Quarter turns make every axis exactly ±x, ±y or ±z and the oracle's projections exact:
  // a separation of exactly 0 is touching, and must be a hit (the contract's "touching
  // configurations that are exact in double precision").
  const q = fc.integer({ min: -16, max: 16 }).map((n) => n / 4);
  const p = fc.record({ x: q, y: q, z: q });
  const hq = fc.integer({ min: 0, max: 8 }).map((n) => n / 4);
  const dyadicBox: fc.Arbitrary<OBB> = fc.record({
    center: p,
    halfSize: fc.record({ x: hq, y: hq, z: hq }).filter((h) => h.x + h.y + h.z > 0),
    rotation: fc.constantFrom(...CUBE_ROTATIONS),
  });
  it('a separation that reaches exactly 0 is a hit, at a t where it is 0; starts decided exactly (1,500 scenes)', () => {
    fc.assert(
      fc.property(dyadicBox, dyadicBox, p, (box, target, d) => {
        fc.pre(len(d) > 0);
        const P = boxPolytope(box);
        const Q = boxPolytope(target);
        const sep = separation(P, d, Q);
        const verdict = firstBoxContact(P, d, Q);
        const hit = boxCastOBB(box, d, target);
        if (verdict.start < 0) expect(hit).toBeNull();
        else if (verdict.start > 0) {
          // A hit is where they touch; a miss is where they never come within rounding (the
          // golden section cannot land on an instant of touching, so its least may be an ulp
          // above 0 where the library rightly hits).
          if (hit) expect(Math.abs(sep(hit.t))).toBeLessThanOrEqual(1e-12);
          else expect(verdict.least, 'a miss where they touch').toBeGreaterThan(1e-12);
        } else {
          // Touching at the start: t = 0 exactly when the motion makes them overlap at once.
          expect(hit?.t === 0).toBe(sep(2 ** -12) < 0);
        }
      }),
      { numRuns: 1500 },
    );
  });
});
