// The scene's pair kernels with no public function of their own (CONTRACT-v2, "Scene pairs
// with no function of their own") against independent oracles:
// - sphereCastOBBInto: the signed-distance oracle of the rounded box through an independent
//   rotation matrix (rotation.ts), the invariants of a sphere-cast hit, raycastOBB at radius
//   0 bit for bit, sphereCastAABB bit for bit at the identity rotation, and at quarter turns
//   of dyadic scenes sphereCastAABB on the turned box (t exactly on a face entry).
// - sphereOverlapsOBB: the distance through the matrix; exact squares at quarter turns; the
//   same verdict as sphereContactOBB on every sphere.
// - aabbOverlapsOBB, aabbOverlapsTriangle: a linear program's feasibility (feasible.ts: no
//   separating axis, no sampling); exact interval overlap at quarter turns; exact touching
//   triangles built on the box's faces.
// - aabbOverlapsCapsule: the least distance from the axis to the box by golden section.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSphereCastHit,
  raycastOBB,
  sphereCastAABB,
  sphereContactOBB,
  type AABB,
  type SphereCastHit,
  type Vec3,
  type Vec3Like,
} from '../../src/index.ts';
import { aabbOverlapsCapsule } from '../../src/overlap/aabb-capsule.ts';
import { aabbOverlapsOBB } from '../../src/overlap/aabb-obb.ts';
import { aabbOverlapsTriangle } from '../../src/overlap/aabb-triangle.ts';
import { sphereOverlapsOBB } from '../../src/overlap/sphere-obb.ts';
import { sphereCastOBBInto } from '../../src/spherecast/obb.ts';
import { boxScene, pow2Scale, scale, vec } from '../support/arbitraries.ts';
import { expectAgreesWith, expectValidHit } from '../support/check.ts';
import { boxDomain, meetsBox, TRIANGLE_DOMAIN } from '../support/feasible.ts';
import { boxDistance, firstContact, minimize, scaleOf, toleranceOf } from '../support/oracle.ts';
import {
  add,
  anyQuat,
  apply,
  applyT,
  CUBE_ROTATIONS,
  matrixOf,
  norm,
  obbDistance,
  orient,
  scaled,
  sub,
  type Matrix,
  type Oriented,
} from '../support/rotation.ts';

const AXES = ['x', 'y', 'z'] as const;

/** Bit-for-bit equality of two hits (Object.is on every number: 0 and -0 differ). */
function expectSameBits(actual: SphereCastHit, expected: SphereCastHit): void {
  for (const key of ['point', 'normal', 'center'] as const) {
    for (const k of AXES) expect(Object.is(actual[key][k], expected[key][k]), `${key}.${k}`).toBe(true);
  }
  expect(Object.is(actual.t, expected.t), 't').toBe(true);
  expect(Object.is(actual.distance, expected.distance), 'distance').toBe(true);
}

/** The OBB's point nearest to p, through the matrix: clamp in the box's own frame. */
function nearestOnOBB(obb: Oriented, M: Matrix, p: Vec3Like): Vec3 {
  const L = applyT(M, sub(p, obb.center));
  const h = obb.halfSize;
  const q = {
    x: Math.min(Math.max(L.x, -h.x), h.x),
    y: Math.min(Math.max(L.y, -h.y), h.y),
    z: Math.min(Math.max(L.z, -h.z), h.z),
  };
  return add(apply(M, q), obb.center);
}

/** The axis-aligned box that a quarter turn M (a signed permutation) makes of an oriented box. */
function turnedBox(obb: Oriented, M: Matrix): AABB {
  const e = apply(M, obb.halfSize);
  const a = { x: Math.abs(e.x), y: Math.abs(e.y), z: Math.abs(e.z) };
  return { min: sub(obb.center, a), max: add(obb.center, a) };
}

const radius = (dyadicOnly: boolean) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 2, arbitrary: fc.constantFrom(0.25, 0.5, 1, 2) },
    {
      weight: 3,
      arbitrary: dyadicOnly
        ? fc.integer({ min: 1, max: 24 }).map((n) => n / 8)
        : fc.double({ min: 0.01, max: 3, noNaN: true }),
    },
  );

/**
 * A boxScene (segment and box, the box's own frame) with a radius, the start often pushed out
 * from the box by r along the outward direction there (exactly touching the rounded box at
 * faces), turned by q about the origin and moved by `offset` into the world.
 */
const obbCastScene = (dyadicOnly: boolean, rotation: fc.Arbitrary<Vec3Like & { w: number }>) =>
  fc
    .record({
      scene: boxScene(dyadicOnly),
      f: radius(dyadicOnly),
      push: fc.boolean(),
      q: rotation,
      offset: vec(4, dyadicOnly),
    })
    .map(({ scene, f, push, q, offset }) => {
      const { A, B, box } = scene;
      const size = Math.max(...AXES.map((k) => box.max[k] - box.min[k]), 1e-3 * scaleOf(A, B));
      const r = dyadicOnly ? f * 2 ** Math.round(Math.log2(size)) : f * size;
      const out = { x: 0, y: 0, z: 0 };
      for (const k of AXES) out[k] = A[k] === box.min[k] ? -1 : A[k] === box.max[k] ? 1 : 0;
      const n = norm(out);
      const pushBy = push && n === 1 ? scaled(out, r) : { x: 0, y: 0, z: 0 };
      const M = matrixOf(q);
      const k = dyadicOnly ? 1 : scaleOf(box.min, box.max);
      const obb = orient(box, q, M, scaled(offset, k));
      return {
        A: add(apply(M, add(A, pushBy)), scaled(offset, k)),
        B: add(apply(M, add(B, pushBy)), scaled(offset, k)),
        r,
        obb,
        M,
      };
    });

describe('sphereCastOBBInto, property-based', () => {
  it('agrees with the signed-distance oracle of the rounded oriented box and keeps every invariant (10,000 scenes)', () => {
    const out = createSphereCastHit();
    fc.assert(
      fc.property(fc.oneof(obbCastScene(false, anyQuat()), obbCastScene(true, anyQuat())), ({ A, B, r, obb, M }) => {
        const before = structuredClone(out);
        const hit = sphereCastOBBInto(A, B, r, obb, out) ? structuredClone(out) : null;
        if (!hit) expect(out).toEqual(before); // untouched on a miss
        const seg = { A, B };
        const solid = obbDistance(obb, M);
        const phi = (x: number, y: number, z: number) => solid(x, y, z) - r;
        const S = scaleOf(A, B, obb.center, obb.halfSize, r);
        const tol = toleranceOf(S);
        expectAgreesWith(hit, firstContact(phi, seg, tol), seg, S);
        if (r === 0) {
          // Radius 0 is raycastOBB, bit for bit, with the center at the point.
          const ray = raycastOBB(A, B, obb);
          expect(ray === null).toBe(hit === null);
          if (hit && ray) expectSameBits(hit, { ...ray, center: ray.point });
          return;
        }
        if (!hit) return;
        expectValidHit({ ...hit, point: hit.center }, seg, phi, 2 * tol);
        const C = hit.center;
        const AB = sub(B, A);
        // center = A + t·AB; point = the box's point nearest the center; normal = (C − P)/r.
        expect(C).toEqual(add(A, scaled(AB, hit.t)));
        expect(norm(sub(hit.point, nearestOnOBB(obb, M, C)))).toBeLessThanOrEqual(2 * tol);
        expect(Math.abs(norm(sub(C, hit.point)) - r)).toBeLessThanOrEqual(2 * tol);
        expect(norm(sub(hit.normal, scaled(sub(C, hit.point), 1 / r)))).toBeLessThanOrEqual((2 * tol) / r + 1e-12);
        // Moving into the box (or grazing it), never away.
        const along = hit.normal.x * AB.x + hit.normal.y * AB.y + hit.normal.z * AB.z;
        expect(along).toBeLessThanOrEqual(1e-9 * norm(AB));
      }),
      { numRuns: 10_000 },
    );
  });

  // Radius > 0: at radius 0 the cast is raycastOBB, which takes a start within 2^-40·S of a
  // face onto it, where raycastAABB does not.
  it('radius > 0 and the identity rotation (any size) about the origin: sphereCastAABB on [−h, h], bit for bit (10,000 scenes)', () => {
    const out = createSphereCastHit();
    const identity = fc.constantFrom(
      { x: 0, y: 0, z: 0, w: 1 },
      { x: 0, y: 0, z: 0, w: -3 },
      { x: 0, y: 0, z: 0, w: 2 ** -30 },
    );
    fc.assert(
      fc.property(fc.oneof(boxScene(true), boxScene(false)), radius(false), identity, ({ A, B, box }, f, rotation) => {
        // The box centered on the origin: [−h, h] with h its half size.
        const h = scaled(sub(box.max, box.min), 0.5);
        const aabb = { min: scaled(h, -1), max: h };
        const r = (f || 0.5) * Math.max(h.x, h.y, h.z, 1e-3);
        const obb = { center: { x: 0, y: 0, z: 0 }, halfSize: h, rotation };
        const expected = sphereCastAABB(A, B, r, aabb);
        const hit = sphereCastOBBInto(A, B, r, obb, out);
        expect(hit).toBe(expected !== null);
        if (expected) expectSameBits(out, expected);
      }),
      { numRuns: 10_000 },
    );
  });

  it('quarter turns of dyadic scenes are sphereCastAABB on the turned box: same hit or miss, t exact on faces (10,000 scenes)', () => {
    const out = createSphereCastHit();
    fc.assert(
      // Radius > 0: at radius 0 the cast is raycastOBB, whose tie at an edge goes to the
      // box's own first axis, not the world's.
      fc.property(
        obbCastScene(true, fc.constantFrom(...CUBE_ROTATIONS)).filter(({ r }) => r > 0),
        ({ A, B, r, obb, M }) => {
          const expected = sphereCastAABB(A, B, r, turnedBox(obb, M));
          const hit = sphereCastOBBInto(A, B, r, obb, out);
          expect(hit).toBe(expected !== null);
          if (!expected) return;
          const S = scaleOf(A, B, obb.center, obb.halfSize, r);
          const face = AXES.filter((k) => expected.normal[k] !== 0).length === 1;
          if (face) {
            // A face entry's t is exact in both frames; the point, A + t·AB with a t of any
            // bits, is turned back by sums that round: to a few ulps. (At a face's rim, where
            // a face and an edge give the same contact, the two frames may name either: the
            // normal is then the edge's, to within its rounding.)
            expect(out.t).toBe(expected.t);
            expect(norm(sub(out.normal, expected.normal))).toBeLessThanOrEqual(1e-12 * (S / r + 1));
            expect(norm(sub(out.point, expected.point))).toBeLessThanOrEqual(1e-15 * S);
          } else {
            expect(Math.abs(out.t - expected.t) * norm(sub(B, A))).toBeLessThanOrEqual(1e-12 * S);
            expect(norm(sub(out.point, expected.point))).toBeLessThanOrEqual(1e-12 * S);
            // Beside an edge the normal is (C − P)/r, C rounded in two frames: to 1e-12·S/r.
            expect(norm(sub(out.normal, expected.normal))).toBeLessThanOrEqual(1e-12 * (S / r + 1));
          }
          expect(out.center).toEqual(add(A, scaled(sub(B, A), out.t)));
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

/** A sphere near an oriented box: centered on its surface, inside, or anywhere around it. */
const sphereNearOBB = (dyadicOnly: boolean, rotation: fc.Arbitrary<Vec3Like & { w: number }>) =>
  fc
    .record({
      scene: boxScene(dyadicOnly),
      f: radius(dyadicOnly),
      q: rotation,
      offset: vec(4, dyadicOnly),
      k: dyadicOnly ? pow2Scale : scale,
    })
    .map(({ scene, f, q, offset, k }) => {
      const M = matrixOf(q);
      const obb = orient(scene.box, q, M, scaled(offset, k));
      // The scene's start (free, on a face, edge or corner, or inside), carried along.
      const center = add(apply(M, scene.A), scaled(offset, k));
      return { center, radius: f * k, obb, M };
    });

describe('sphereOverlapsOBB, property-based', () => {
  it('agrees with the distance through an independent rotation matrix, and with sphereContactOBB (10,000 spheres)', () => {
    fc.assert(
      fc.property(
        fc.oneof(sphereNearOBB(false, anyQuat()), sphereNearOBB(true, anyQuat())),
        ({ center, radius: r, obb, M }) => {
          const got = sphereOverlapsOBB(center, r, obb);
          const d = obbDistance(obb, M)(center.x, center.y, center.z);
          const tol = toleranceOf(scaleOf(center, obb.center, obb.halfSize, r));
          if (d < r - tol) expect(got).toBe(true);
          if (d > r + tol) expect(got).toBe(false);
          expect(got).toBe(sphereContactOBB({ center, radius: r }, obb) !== null);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('quarter turns of dyadic scenes: exactly the squared distance to the turned box against r² (10,000 spheres)', () => {
    fc.assert(
      fc.property(sphereNearOBB(true, fc.constantFrom(...CUBE_ROTATIONS)), ({ center, radius: r, obb, M }) => {
        // Dyadic numbers of a few bits: these squares and sums are exact in doubles.
        const { min, max } = turnedBox(obb, M);
        let d2 = 0;
        for (const k of AXES) {
          const g = Math.max(min[k] - center[k], 0, center[k] - max[k]);
          d2 += g * g;
        }
        expect(sphereOverlapsOBB(center, r, obb)).toBe(d2 <= r * r);
      }),
      { numRuns: 10_000 },
    );
  });
});

/** An axis-aligned box and an oriented box, often near, touching or overlapping. */
const boxPair = (dyadicOnly: boolean, rotation: fc.Arbitrary<Vec3Like & { w: number }>) =>
  fc
    .record({
      scene: boxScene(dyadicOnly),
      other: boxScene(dyadicOnly),
      q: rotation,
      offset: vec(3, dyadicOnly),
    })
    .map(({ scene, other, q, offset }) => {
      const M = matrixOf(q);
      // The scenes come at different scales: bring the second box to the first one's.
      const k =
        Math.max(scaleOf(scene.box.min, scene.box.max), 2 ** -30) /
        Math.max(scaleOf(other.box.min, other.box.max), 2 ** -30);
      const K = dyadicOnly ? 2 ** Math.round(Math.log2(k)) : k;
      const box = { min: scaled(other.box.min, K), max: scaled(other.box.max, K) };
      const obb = orient(scene.box, q, M, scaled(offset, scaleOf(scene.box.min, scene.box.max) / 4));
      return { box, obb, M };
    });

/**
 * Two boxes of any rotation, their centers apart along a random direction by a fraction of
 * the sum of their circumscribed radii: near touching, where edge against edge happens and
 * only a cross product of edges separates.
 */
const nearBoxPair = fc
  .record({
    h: vec(2).map((v) => ({ x: Math.abs(v.x) + 0.1, y: Math.abs(v.y) + 0.1, z: Math.abs(v.z) + 0.1 })),
    a: vec(2).map((v) => ({ x: Math.abs(v.x) + 0.1, y: Math.abs(v.y) + 0.1, z: Math.abs(v.z) + 0.1 })),
    dir: vec(1).filter((v) => norm(v) > 0.1),
    f: fc.double({ min: 0.5, max: 1, noNaN: true }),
    q: anyQuat(),
  })
  .map(({ h, a, dir, f, q }) => {
    const M = matrixOf(q);
    const d = scaled(dir, (f * (norm(h) + norm(a))) / norm(dir));
    return { box: { min: scaled(a, -1), max: a }, obb: { center: d, halfSize: h, rotation: q }, M };
  });

/**
 * Edge against edge: an edge of the box (along e_i) and an edge of the OBB (along u_j) made
 * to cross at their midpoints, then the OBB moved by δ along n = e_i × u_j, away from the
 * box (δ > 0: apart, by a plane only that cross product gives) or into it (δ < 0). The
 * edges are each shape's outermost along ±n, so the shapes touch at δ = 0.
 */
const edgePair = fc
  .record({
    a: vec(2).map((v) => ({ x: Math.abs(v.x) + 0.1, y: Math.abs(v.y) + 0.1, z: Math.abs(v.z) + 0.1 })),
    h: vec(2).map((v) => ({ x: Math.abs(v.x) + 0.1, y: Math.abs(v.y) + 0.1, z: Math.abs(v.z) + 0.1 })),
    q: anyQuat(),
    i: fc.nat(2),
    j: fc.nat(2),
    delta: fc.double({ min: 1e-3, max: 0.1, noNaN: true }),
    apart: fc.boolean(),
  })
  .map(({ a, h, q, i, j, delta, apart }) => {
    const M = matrixOf(q);
    const col = (k: number): Vec3 => ({ x: M[0][k]!, y: M[1][k]!, z: M[2][k]! });
    const ei = { x: 0, y: 0, z: 0, [AXES[i]!]: 1 };
    const uj = col(j);
    const c = {
      x: ei.y * uj.z - ei.z * uj.y,
      y: ei.z * uj.x - ei.x * uj.z,
      z: ei.x * uj.y - ei.y * uj.x,
    };
    const n = scaled(c, 1 / Math.max(norm(c), 1e-300));
    // The box's edge outermost along n: its other two coordinates at ±a by the sign of n.
    const PA = { x: 0, y: 0, z: 0 };
    for (const k of AXES) PA[k] = k === AXES[i] ? 0 : Math.sign(n[k]) * a[k];
    // The OBB's edge outermost along −n, in its own frame.
    const local = { x: 0, y: 0, z: 0 };
    AXES.forEach((k, m) => {
      const u = col(m);
      local[k] = m === j ? 0 : -Math.sign(u.x * n.x + u.y * n.y + u.z * n.z) * h[k];
    });
    const d = (apart ? 1 : -1) * delta * Math.min(a.x, a.y, a.z, h.x, h.y, h.z);
    const center = add(sub(PA, apply(M, local)), scaled(n, d));
    return { box: { min: scaled(a, -1), max: a }, obb: { center, halfSize: h, rotation: q }, M, usable: norm(c) > 0.1 };
  })
  .filter(({ usable }) => usable);

describe('aabbOverlapsOBB, property-based', () => {
  it('agrees with the feasibility of the linear program "a point of the OBB in the box" (10,000 pairs)', () => {
    fc.assert(
      fc.property(
        fc.oneof(boxPair(false, anyQuat()), boxPair(true, anyQuat()), nearBoxPair, edgePair),
        ({ box, obb, M }) => {
          const got = aabbOverlapsOBB(box, obb);
          const tol = toleranceOf(scaleOf(box.min, box.max, obb.center, obb.halfSize));
          const verdict = meetsBox(obb.center, M, boxDomain(obb.halfSize), box, tol);
          if (verdict !== 'either') expect(got).toBe(verdict === 'yes');
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('quarter turns of dyadic scenes: exactly the overlap of the turned box’s intervals (10,000 pairs)', () => {
    let touching = 0;
    fc.assert(
      fc.property(boxPair(true, fc.constantFrom(...CUBE_ROTATIONS)), ({ box, obb, M }) => {
        const t = turnedBox(obb, M);
        const expected = AXES.every((k) => box.min[k] <= t.max[k] && t.min[k] <= box.max[k]);
        if (AXES.some((k) => box.min[k] === t.max[k] || t.min[k] === box.max[k])) touching++;
        expect(aabbOverlapsOBB(box, obb)).toBe(expected);
      }),
      { numRuns: 10_000 },
    );
    // The generator does reach the touching boxes this is about.
    expect(touching).toBeGreaterThan(100);
  });
});

/** A box and a capsule: its axis from the box scene's segment, its radius from the box's size. */
const boxCapsule = (dyadicOnly: boolean) =>
  fc.record({ scene: boxScene(dyadicOnly), f: radius(dyadicOnly) }).map(({ scene, f }) => {
    const { A, B, box } = scene;
    const size = Math.max(...AXES.map((k) => box.max[k] - box.min[k]), 1e-3 * scaleOf(A, B));
    const r = dyadicOnly ? f * 2 ** Math.round(Math.log2(size)) : f * size;
    return { box, capsule: { start: A, end: B, radius: r } };
  });

describe('aabbOverlapsCapsule, property-based', () => {
  it('agrees with the least distance from the axis to the box, by golden section (10,000 pairs)', () => {
    fc.assert(
      fc.property(fc.oneof(boxCapsule(false), boxCapsule(true)), ({ box, capsule }) => {
        const { start: P, end: Q, radius: r } = capsule;
        const phi = boxDistance(box.min, box.max);
        const f = (u: number) => phi(P.x + u * (Q.x - P.x), P.y + u * (Q.y - P.y), P.z + u * (Q.z - P.z));
        const least = minimize(f, 0, 1).f;
        const tol = toleranceOf(scaleOf(P, Q, box.min, box.max, r));
        for (const got of [
          aabbOverlapsCapsule(box, capsule),
          aabbOverlapsCapsule(box, { start: Q, end: P, radius: r }),
        ]) {
          if (least < r - tol) expect(got).toBe(true);
          if (least > r + tol) expect(got).toBe(false);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});

/** A box and a triangle with vertices often on the box's faces, edges and corners. */
const boxTriangle = (dyadicOnly: boolean) =>
  fc
    .record({ s1: boxScene(dyadicOnly), s2: boxScene(dyadicOnly), s3: boxScene(dyadicOnly), degenerate: fc.nat(9) })
    .map(({ s1, s2, s3, degenerate }) => {
      // Each scene's start is free, inside, on a face, an edge or a corner of its own box;
      // put them all on the first box's scale about its center.
      const pin = (p: Vec3, box: AABB): Vec3 => {
        const m = scaled(add(box.min, box.max), 0.5);
        const k = Math.max(scaleOf(s1.box.min, s1.box.max), 2 ** -30) / Math.max(scaleOf(box.min, box.max), 2 ** -30);
        const K = dyadicOnly ? 2 ** Math.round(Math.log2(k)) : k;
        return add(scaled(sub(p, m), K), scaled(add(s1.box.min, s1.box.max), 0.5));
      };
      const a = s1.A;
      const b = pin(s2.A, s2.box);
      // Sometimes collinear (c on line ab) or a point.
      const c = degenerate === 0 ? add(a, scaled(sub(b, a), 2)) : degenerate === 1 ? a : pin(s3.B, s3.box);
      return { box: s1.box, a, b: degenerate === 1 ? a : b, c };
    });

describe('aabbOverlapsTriangle, property-based', () => {
  it('agrees with the feasibility of the linear program "a point of the triangle in the box" (10,000 pairs)', () => {
    fc.assert(
      fc.property(fc.oneof(boxTriangle(false), boxTriangle(true)), ({ box, a, b, c }) => {
        const got = aabbOverlapsTriangle(box, a, b, c);
        const tol = toleranceOf(scaleOf(box.min, box.max, a, b, c));
        const G: [number[], number[], number[]] = [
          [b.x - a.x, c.x - a.x],
          [b.y - a.y, c.y - a.y],
          [b.z - a.z, c.z - a.z],
        ];
        const verdict = meetsBox(a, G, TRIANGLE_DOMAIN, box, tol);
        if (verdict === 'either') return;
        // In any order of the vertices.
        expect(got).toBe(verdict === 'yes');
        expect(aabbOverlapsTriangle(box, b, c, a)).toBe(got);
        expect(aabbOverlapsTriangle(box, c, b, a)).toBe(got);
      }),
      { numRuns: 10_000 },
    );
  });

  it('dyadic triangles resting on a face of the box overlap it; moved off by a quarter, they do not (10,000 pairs)', () => {
    fc.assert(
      fc.property(boxTriangle(true), fc.constantFrom(...AXES), fc.boolean(), ({ box, a, b, c }, axis, low) => {
        // Move the triangle along the axis until its extreme vertex lies in the box's face,
        // and across the others so that vertex is within the face: they touch there.
        const vs = [a, b, c];
        const extreme = vs.reduce((best, v) =>
          low ? (v[axis] > best[axis] ? v : best) : v[axis] < best[axis] ? v : best,
        );
        const shift = { x: 0, y: 0, z: 0 };
        for (const k of AXES) {
          if (k === axis) shift[k] = (low ? box.min[k] : box.max[k]) - extreme[k];
          else shift[k] = Math.min(Math.max(extreme[k], box.min[k]), box.max[k]) - extreme[k];
        }
        const [A, B, C] = vs.map((v) => add(v, shift)) as [Vec3, Vec3, Vec3];
        expect(aabbOverlapsTriangle(box, A, B, C)).toBe(true);
        // A quarter of the box's scale further out: every vertex beyond the face.
        const k = 2 ** Math.round(Math.log2(Math.max(scaleOf(box.min, box.max), 2 ** -40))) / 4;
        const away = { x: 0, y: 0, z: 0, [axis]: low ? -k : k };
        expect(aabbOverlapsTriangle(box, add(A, away), add(B, away), add(C, away))).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });
});
