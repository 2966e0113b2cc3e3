// The capsule casts on random scenes against an independent oracle (capsule-cast-oracle.ts:
// the least distance between the moving axis and the target by golden-section search
// along the axis, then the first t where it comes down to the radius by bisection), with
// the contract's invariants on every hit; the reductions (start = end is the sphere cast,
// radius 0 as well the raycast, the capsule–sphere cast the sphere–capsule cast reversed);
// restarts from the library's own hit; Into = object form; inputs never mutated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capsuleCastAABB,
  capsuleCastAABBInto,
  capsuleCastCapsule,
  capsuleCastCapsuleInto,
  capsuleCastOBB,
  capsuleCastOBBInto,
  capsuleCastPlane,
  capsuleCastPlaneInto,
  capsuleCastSphere,
  capsuleCastSphereInto,
  capsuleCastTriangle,
  capsuleCastTriangleInto,
  capsuleIntersectsAABB,
  capsuleIntersectsOBB,
  capsuleIntersectsTriangle,
  createCapsuleCastHit,
  raycastAABB,
  raycastCapsule,
  raycastPlane,
  raycastSphere,
  raycastTriangle,
  sphereCastAABB,
  sphereCastCapsule,
  sphereCastPlane,
  sphereCastSphere,
  sphereCastTriangle,
  type AABB,
  type Capsule,
  type OBB,
  type Plane,
  type Sphere,
  type Triangle,
  type CapsuleCastHit,
  type RaycastHit,
  type Vec3,
  vec3,
} from '../../src/index.ts';
import { sphereCastOBBInto } from '../../src/spherecast/obb.ts';
import { createSphereCastHit } from '../../src/index.ts';
import { coord, vec } from '../support/arbitraries.ts';
import { expectAllFinite } from '../support/check.ts';
import {
  boxPointDistance,
  capsuleFirstContact,
  planePointDistance,
  segmentDistance,
  segmentPointDistance,
  triangleDistance,
  type PointDistance,
} from '../support/capsule-cast-oracle.ts';
import { scaleOf, toleranceOf } from '../support/oracle.ts';
import { apply, matrixOf } from '../support/rotation.ts';

const add = (p: Vec3, q: Vec3, k = 1): Vec3 => ({ x: p.x + k * q.x, y: p.y + k * q.y, z: p.z + k * q.z });
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const mul = (p: Vec3, k: number): Vec3 => ({ x: p.x * k, y: p.y * k, z: p.z * k });
const dot = (p: Vec3, q: Vec3) => p.x * q.x + p.y * q.y + p.z * q.z;
const len = (p: Vec3) => Math.hypot(p.x, p.y, p.z);

/** One target: its distance function (to the target, minus nothing), its own radius (a capsule's or a sphere's), the casts. */
interface Target {
  name: string;
  value: unknown;
  dist: PointDistance;
  /** The target's own radius (capsule, sphere): its surface is at this distance from `dist`'s set. */
  extra: number;
  S: number;
  cast(v: unknown, c: Capsule, m: Vec3): CapsuleCastHit | null;
  castInto(v: unknown, c: Capsule, m: Vec3, out: CapsuleCastHit): boolean;
  /** The sphere cast and raycast the reductions must equal (null: none to compare with). */
  sphere(v: unknown, A: Vec3, B: Vec3, r: number): (RaycastHit & { center: Vec3 }) | null;
  ray: ((v: unknown, A: Vec3, B: Vec3) => RaycastHit | null) | null;
  /** A point of the target for a motion to aim at. */
  aim: Vec3;
}

const radius = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 1, max: 12 }).map((x) => x / 4),
  fc.double({ min: 0.05, max: 3, noNaN: true }),
);
const unit = fc
  .constantFrom(0, 0.25, 0.5, 1)
  .chain((v) => fc.oneof(fc.constant(v), fc.double({ min: 0, max: 1, noNaN: true })));
const quat = fc.oneof(
  fc.constantFrom(
    { x: 0, y: 0, z: 0, w: 1 },
    { x: 0, y: 0, z: 1, w: 1 },
    { x: 1, y: 0, z: 0, w: 1 },
    { x: 1, y: 1, z: 1, w: 1 },
  ),
  fc.record({ x: coord(1), y: coord(1), z: coord(1), w: coord(1) }).filter((q) => Math.hypot(q.x, q.y, q.z, q.w) > 0.1),
);

type Vec = (span: number) => fc.Arbitrary<Vec3>;
const vec2: Vec = (span) => vec(span).map((v) => ({ ...v, z: 0 }));
const quat2d = fc.oneof(
  fc.constantFrom({ x: 0, y: 0, z: 0, w: 1 }, { x: 0, y: 0, z: 1, w: 1 }),
  fc
    .record({ x: fc.constant(0), y: fc.constant(0), z: coord(1), w: coord(1) })
    .filter((q) => Math.hypot(q.z, q.w) > 0.1),
);

const sphereT = (pv: Vec) =>
  fc.record({ S: pv(4), rho: radius }).map(({ S, rho }): Target => {
    const sphere = { center: S, radius: rho };
    return {
      name: 'sphere',
      value: sphere,
      dist: (x, y, z) => Math.hypot(x - S.x, y - S.y, z - S.z),
      extra: rho,
      S: scaleOf(S, rho),
      cast: (v, c, m) => capsuleCastSphere(c, m, v as Sphere),
      castInto: (v, c, m, o) => capsuleCastSphereInto(c, m, v as Sphere, o),
      sphere: (v, A, B, r) => sphereCastSphere(A, B, r, v as Sphere),
      ray: (v, A, B) => raycastSphere(A, B, v as Sphere),
      aim: S,
    };
  });

const capsuleT = (pv: Vec) =>
  fc.record({ E: pv(4), F: pv(4), r2: radius, u: unit }).map(({ E, F, r2, u }): Target => {
    const target = { start: E, end: F, radius: r2 };
    return {
      name: 'capsule',
      value: target,
      dist: segmentPointDistance(E, F),
      extra: r2,
      S: scaleOf(E, F, r2),
      cast: (v, c, m) => capsuleCastCapsule(c, m, v as Capsule),
      castInto: (v, c, m, o) => capsuleCastCapsuleInto(c, m, v as Capsule, o),
      sphere: (v, A, B, r) => sphereCastCapsule(A, B, r, v as Capsule),
      ray: (v, A, B) => raycastCapsule(A, B, v as Capsule),
      aim: add(E, sub(F, E), u),
    };
  });

const boxT = (pv: Vec) =>
  fc
    .record({ m: pv(4), s: pv(3), flat: fc.constantFrom(null, null, null, 'x', 'z'), u: unit, v: unit, w: unit })
    .map(({ m, s, flat, u, v, w }): Target => {
      const max = {
        x: m.x + (flat === 'x' ? 0 : Math.abs(s.x)),
        y: m.y + Math.abs(s.y),
        z: m.z + (flat === 'z' ? 0 : Math.abs(s.z)),
      };
      const box = { min: m, max };
      return {
        name: 'AABB',
        value: box,
        dist: boxPointDistance(m, max),
        extra: 0,
        S: scaleOf(m, max),
        cast: (v, c, mo) => capsuleCastAABB(c, mo, v as AABB),
        castInto: (v, c, mo, o) => capsuleCastAABBInto(c, mo, v as AABB, o),
        sphere: (v, A, B, r) => sphereCastAABB(A, B, r, v as AABB),
        ray: (v, A, B) => raycastAABB(A, B, v as AABB),
        aim: { x: m.x + u * (max.x - m.x), y: m.y + v * (max.y - m.y), z: m.z + w * (max.z - m.z) },
      };
    });

const obbT = (pv: Vec) =>
  fc
    .record({ c: pv(4), h: vec(2), q: pv === vec ? quat : quat2d, u: unit, v: unit })
    .map(({ c, h, q, u, v }): Target => {
      const half = { x: Math.abs(h.x), y: Math.abs(h.y), z: Math.abs(h.z) };
      const obb = { center: c, halfSize: half, rotation: q };
      const M = matrixOf(q);
      const local = boxPointDistance(mul(half, -1), half);
      // The independent rotation: world -> box frame by Mᵀ.
      const dist: PointDistance = (x, y, z) => {
        const d = { x: x - c.x, y: y - c.y, z: z - c.z };
        return local(
          M[0][0] * d.x + M[1][0] * d.y + M[2][0] * d.z,
          M[0][1] * d.x + M[1][1] * d.y + M[2][1] * d.z,
          M[0][2] * d.x + M[1][2] * d.y + M[2][2] * d.z,
        );
      };
      return {
        name: 'OBB',
        value: obb,
        dist,
        extra: 0,
        S: scaleOf(c, half),
        cast: (v, cap, m) => capsuleCastOBB(cap, m, v as OBB),
        castInto: (v, cap, m, o) => capsuleCastOBBInto(cap, m, v as OBB, o),
        sphere: (v, A, B, r) => {
          const out = createSphereCastHit();
          return sphereCastOBBInto(A, B, r, v as OBB, out) ? out : null;
        },
        ray: null,
        aim: add(c, apply(M, { x: (2 * u - 1) * half.x, y: (2 * v - 1) * half.y, z: 0 })),
      };
    });

const triangleT = (pv: Vec) =>
  fc
    .record({
      a: pv(4),
      b: pv(4),
      c: pv(4),
      degenerate: fc.constantFrom(null, null, null, null, 0.5),
      u: unit,
      v: unit,
    })
    .map(({ a, b, c: c0, degenerate, u, v }): Target => {
      const c = degenerate === null ? c0 : add(a, sub(b, a), degenerate);
      const tri = { a, b, c };
      const [s, q] = u + v > 1 ? [1 - u, 1 - v] : [u, v];
      return {
        name: 'triangle',
        value: tri,
        dist: triangleDistance(tri),
        extra: 0,
        S: scaleOf(a, b, c),
        cast: (v, cap, m) => capsuleCastTriangle(cap, m, v as Triangle),
        castInto: (v, cap, m, o) => capsuleCastTriangleInto(cap, m, v as Triangle, o),
        sphere: (v, A, B, r) => sphereCastTriangle(A, B, r, v as Triangle),
        ray: (v, A, B) => raycastTriangle(A, B, v as Triangle),
        aim: add(add(a, sub(b, a), s), sub(c, a), q),
      };
    });

const planeT = (pv: Vec) =>
  fc.record({ n: pv(2).filter((n) => len(n) > 0.1), k: coord(4) }).map(({ n, k }): Target => {
    const plane = { normal: n, constant: k };
    return {
      name: 'plane',
      value: plane,
      dist: planePointDistance(n, k),
      extra: 0,
      S: scaleOf(k / len(n)),
      cast: (v, c, m) => capsuleCastPlane(c, m, v as Plane),
      castInto: (v, c, m, o) => capsuleCastPlaneInto(c, m, v as Plane, o),
      sphere: (v, A, B, r) => sphereCastPlane(A, B, r, v as Plane),
      ray: (v, A, B) => raycastPlane(A, B, v as Plane),
      aim: mul(n, -k / dot(n, n)),
    };
  });

interface Scene {
  target: Target;
  capsule: Capsule;
  motion: Vec3;
  /** A power of two every length of the scene is multiplied by (exact) before casting. */
  k: number;
}

/** Every length of a value times k: coordinates, radii, half sizes, a plane's constant; not a rotation or a plane's normal. */
function scaled<T>(value: T, k: number): T {
  const walk = (v: unknown, key: string): unknown => {
    if (typeof v === 'number') return v * k;
    if (v === null || typeof v !== 'object' || key === 'rotation' || key === 'normal') return v;
    return Object.fromEntries(Object.entries(v).map(([key2, x]) => [key2, walk(x, key2)]));
  };
  return walk(value, '') as T;
}

/** The scales at which a scene is cast: powers of two, so that the scaled scene is exactly the scene. */
const pow2 = fc.constantFrom(1, 1, 1, 2 ** -20, 2 ** 20, 2 ** -330, 2 ** 330);

/** A capsule near the target and a motion through it (or anywhere). */
function scenes(target: (pv: Vec) => fc.Arbitrary<Target>, planar: boolean): fc.Arbitrary<Scene> {
  const pv = planar ? vec2 : vec;
  return fc
    .record({
      target: target(pv),
      P: pv(6),
      d: fc.oneof(
        pv(2),
        fc.constantFrom({ x: 0, y: 0, z: 0 }, { x: 1, y: 0, z: 0 }, { x: 0, y: 2, z: 0 }, { x: 0, y: 0, z: 1 }),
      ),
      r: radius,
      s: unit,
      kind: fc.constantFrom('through', 'through', 'through', 'free'),
      free: pv(8),
      off: pv(1),
      k: pow2,
    })
    .map(({ target, P, d, r, s, kind, free, off, k }) => {
      const Q = planar ? { ...add(P, d), z: 0 } : add(P, d);
      const on = add(P, sub(Q, P), s);
      const motion = kind === 'free' ? free : add(mul(sub(target.aim, on), 2), off, 0.25);
      return { target, capsule: { start: P, end: Q, radius: r }, motion, k };
    });
}

const targets = [
  ['sphere', sphereT],
  ['capsule', capsuleT],
  ['AABB', boxT],
  ['OBB', obbT],
  ['triangle', triangleT],
  ['plane', planeT],
] as const;

/** The oracle's verdict and the contract's invariants on the cast of the scene scaled by k. */
function checkScene({ target, capsule: c0, motion: m0, k }: Scene): void {
  const value = scaled(target.value, k);
  const capsule = scaled(c0, k);
  const motion = scaled(m0, k);
  const before = JSON.stringify([value, capsule, motion]);
  const hit = target.cast(value, capsule, motion);
  const out = createCapsuleCastHit();
  out.t = 7;
  expect(target.castInto(value, capsule, motion, out)).toBe(hit !== null);
  if (hit) expect(out).toEqual(hit);
  else expect(out.t).toBe(7);
  expect(JSON.stringify([value, capsule, motion])).toBe(before); // inputs untouched
  const { start: P, end: Q, radius: r } = c0;
  const M = len(m0);
  if (M === 0) {
    expect(hit).toBeNull();
    return;
  }
  // The oracle works on the unscaled scene, which the scaled one is exactly.
  const S = Math.max(target.S, scaleOf(P, Q, r, m0));
  const tol = toleranceOf(S);
  const R = r + target.extra;
  const verdict = capsuleFirstContact(target.dist, P, Q, R, m0, tol);
  if (verdict.kind === 'inside' || verdict.kind === 'miss') expect(hit, `${target.name}: ${verdict.kind}`).toBeNull();
  if (verdict.kind === 'hit') {
    expect(hit, `${target.name}: oracle hit at ${verdict.t}`).not.toBeNull();
    expect(Math.abs(hit!.t - verdict.t) * M).toBeLessThanOrEqual((4 * tol) / Math.min(1, verdict.slope));
  }
  if (!hit) return;
  expectAllFinite(hit);
  expect(hit.t).toBeGreaterThanOrEqual(0);
  expect(hit.t).toBeLessThanOrEqual(1);
  const h = scaled(hit, 1 / k);
  h.t = hit.t;
  expect(len(sub(h.start, add(P, m0, hit.t)))).toBeLessThanOrEqual(tol);
  expect(len(sub(h.end, add(Q, m0, hit.t)))).toBeLessThanOrEqual(tol);
  expect(Math.abs(h.distance - hit.t * M)).toBeLessThanOrEqual(1e-12 * hit.t * M);
  expect(Math.abs(len(hit.normal) - 1)).toBeLessThanOrEqual(1e-12);
  // Where they touch: on the target's surface and on the moving capsule's.
  const loose = 1e-8 * S;
  expect(Math.abs(target.dist(h.point.x, h.point.y, h.point.z) - target.extra)).toBeLessThanOrEqual(loose);
  const axis = segmentPointDistance(h.start, h.end);
  expect(Math.abs(axis(h.point.x, h.point.y, h.point.z) - r)).toBeLessThanOrEqual(loose);
  if (R > 1e-3 * S) {
    // The normal: from the target's point towards the moving axis, and out of the target.
    const X = add(h.point, hit.normal, r);
    expect(axis(X.x, X.y, X.z)).toBeLessThanOrEqual(loose * Math.max(1, S / R));
    const Y = add(h.point, hit.normal, -target.extra);
    expect(target.dist(Y.x, Y.y, Y.z)).toBeLessThanOrEqual(loose * Math.max(1, S / R));
  }
}

/** The capsule with start = end is the sphere cast (and, radius 0, the raycast) from start to start + motion. */
function checkReduction({ target, capsule: c0, motion }: Scene): void {
  const P = c0.start;
  const capsule = { start: P, end: { ...P }, radius: c0.radius };
  const B = add(P, motion);
  const hit = target.cast(target.value, capsule, motion);
  const sphere = target.sphere(target.value, P, B, c0.radius);
  expect(hit === null, `${target.name}: capsule ${JSON.stringify(hit)}, sphere ${JSON.stringify(sphere)}`).toBe(
    sphere === null,
  );
  if (!hit || !sphere) return;
  const S = Math.max(target.S, scaleOf(P, B, c0.radius));
  const tol = 1e-9 * S;
  expect(Math.abs(hit.t - sphere.t) * len(motion)).toBeLessThanOrEqual(tol);
  expect(len(sub(hit.point, sphere.point))).toBeLessThanOrEqual(tol);
  expect(len(sub(hit.normal, sphere.normal))).toBeLessThanOrEqual(1e-9);
  expect(hit.start).toEqual(hit.end);
  expect(len(sub(hit.start, sphere.center))).toBeLessThanOrEqual(tol);
  if (c0.radius === 0 && target.ray) {
    const ray = target.ray(target.value, P, B);
    expect(ray === null).toBe(false);
    expect(Math.abs(hit.t - ray!.t) * len(motion)).toBeLessThanOrEqual(tol);
    expect(len(sub(hit.point, ray!.point))).toBeLessThanOrEqual(tol);
    expect(len(sub(hit.normal, ray!.normal))).toBeLessThanOrEqual(1e-9);
  }
}

/**
 * Restarts from the library's own hit (its start and end as the new axis): pushing on
 * (half the motion again) is a hit at t = 0; sliding along the contact plane or moving
 * away along the normal is never a hit at t = 0.
 */
function checkRestart({ target, capsule, motion }: Scene): void {
  const hit = target.cast(target.value, capsule, motion);
  if (!hit || hit.t === 1 || capsule.radius + target.extra === 0) return;
  const again = { start: hit.start, end: hit.end, radius: capsule.radius };
  const n = hit.normal;
  const M = len(motion);
  // Pushing on: unless the motion grazed the surface (within 2^-40 of tangent, judged along it).
  if (-dot(motion, n) > 2 ** -30 * M) {
    const on = target.cast(target.value, again, mul(motion, 0.5));
    expect(on?.t, `${target.name}: pushing on from ${JSON.stringify(hit)}`).toBe(0);
  }
  // Along the contact plane: the motion's own slide, where it is more than rounding (its
  // direction off the plane by about 1e-16·|m|/|along|), and a slide across it, n × e for
  // the axis e least along n; away: n.
  const along = add(motion, n, -dot(motion, n));
  const e =
    Math.abs(n.x) <= Math.abs(n.y) && Math.abs(n.x) <= Math.abs(n.z)
      ? vec3(1, 0, 0)
      : Math.abs(n.y) <= Math.abs(n.z)
        ? vec3(0, 1, 0)
        : vec3(0, 0, 1);
  const across = mul({ x: n.y * e.z - n.z * e.y, y: n.z * e.x - n.x * e.z, z: n.x * e.y - n.y * e.x }, M);
  for (const m of [n, across, along]) {
    if (len(m) <= 1e-3 * M) continue;
    const next = target.cast(target.value, again, m);
    expect(next?.t, `${target.name}: from ${JSON.stringify(hit)} along ${JSON.stringify(m)}`).not.toBe(0);
  }
}

describe('capsule casts against the oracle, property-based', () => {
  for (const [name, target] of targets) {
    it(`${name}: agrees with the oracle, with the contract's invariants, at scales 2^-330..2^330; Into = object form; inputs untouched`, () => {
      fc.assert(fc.property(scenes(target, false), checkScene), { numRuns: 200 });
    });
    it(`${name}: in 2D (z = 0)`, () => {
      fc.assert(fc.property(scenes(target, true), checkScene), { numRuns: 60 });
    });
  }
});

describe('capsule casts: the reductions', () => {
  for (const [name, target] of targets) {
    it(`${name}: start = end is the sphere cast (radius 0: the raycast) — same t, point, normal`, () => {
      fc.assert(fc.property(scenes(target, false), checkReduction), { numRuns: 300 });
    });
  }

  it('capsuleCastSphere is sphereCastCapsule with the motion reversed: same t, point moved by t·motion, normal reversed', () => {
    fc.assert(
      fc.property(scenes(sphereT, false), ({ target, capsule, motion }) => {
        const sphere = target.value as Sphere;
        const hit = capsuleCastSphere(capsule, motion, sphere);
        const rev = sphereCastCapsule(sphere.center, sub(sphere.center, motion), sphere.radius, capsule);
        expect(hit === null).toBe(rev === null);
        if (!hit || !rev) return;
        expect(hit.t).toBe(rev.t);
        expect(hit.distance).toBe(rev.distance);
        expect(hit.normal).toEqual(add(mul(rev.normal, -1), { x: 0, y: 0, z: 0 }));
        const S = Math.max(target.S, scaleOf(capsule.start, capsule.end, capsule.radius, motion));
        expect(len(sub(hit.point, add(rev.point, motion, hit.t)))).toBeLessThanOrEqual(1e-9 * S);
      }),
      { numRuns: 500 },
    );
  });
});

describe('capsule overlaps against the oracle', () => {
  const overlaps = [
    ['AABB', boxT, (c: Capsule, v: unknown) => capsuleIntersectsAABB(c, v as AABB)],
    ['OBB', obbT, (c: Capsule, v: unknown) => capsuleIntersectsOBB(c, v as OBB)],
    ['triangle', triangleT, (c: Capsule, v: unknown) => capsuleIntersectsTriangle(c, v as Triangle)],
  ] as const;
  for (const [name, target, meets] of overlaps) {
    it(`capsuleIntersects${name}: the least distance between the axis and the target against the radius`, () => {
      fc.assert(
        fc.property(scenes(target, false), ({ target: T, capsule, motion }) => {
          // The capsule moved halfway along its motion: often across the target, often near it.
          const c = {
            start: add(capsule.start, motion, 0.5),
            end: add(capsule.end, motion, 0.5),
            radius: capsule.radius,
          };
          const d = segmentDistance(T.dist, c.start, c.end).d;
          const tol = toleranceOf(Math.max(T.S, scaleOf(c.start, c.end, c.radius)));
          if (Math.abs(d - c.radius) > tol) expect(meets(c, T.value)).toBe(d <= c.radius);
        }),
        { numRuns: 400 },
      );
    });
  }
});

describe('capsule casts: restarts from their own hit', () => {
  for (const [name, target] of targets) {
    it(`${name}: pushing on hits at t = 0; sliding along or moving away never does`, () => {
      fc.assert(fc.property(scenes(target, false), checkRestart), { numRuns: 300 });
    });
  }
});
