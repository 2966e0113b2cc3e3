// boxCastCapsule: capsuleCastOBB (or capsuleCastAABB) with the motion reversed — hand cases,
// the reductions (halfSize 0 = raycastCapsule, start = end = boxCastSphere), starts, 2D,
// 1e±100, Into, bad input, and random scenes against an independent oracle (the distance
// from the capsule's axis to the moved box by golden section, bisection on t).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boxCastCapsule,
  boxCastCapsuleInto,
  boxCastSphere,
  createBoxCastHit,
  raycastCapsule,
  vec3,
  type AABB,
  type Capsule,
  type OBB,
} from '../src/index.ts';
import { asOBB, boxDistanceTo, capsuleGap, firstZero, leastOf } from './support/boxcast-oracle.ts';
import { expectAllFinite } from './support/check.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';

const crate: AABB = { min: vec3(-3, -0.5, -0.5), max: vec3(-2, 0.5, 0.5) };
const pillar: Capsule = { start: vec3(5, -2, 0), end: vec3(5, 2, 0), radius: 1 };

describe('boxCastCapsule: hand-derived', () => {
  it('a crate slid into an upright capsule: face on its side, a point of the touching segment', () => {
    const hit = boxCastCapsule(crate, vec3(8, 0, 0), pillar);
    expect(hit).not.toBeNull();
    expect(hit!.t).toBe(0.75);
    expect(hit!.point.x).toBe(4);
    expect(Math.abs(hit!.point.y)).toBeLessThanOrEqual(0.5);
    expect(hit!.point.z).toBe(0);
    expectVec(hit!.normal, [-1, 0, 0]);
    expectVec(hit!.center, [3.5, 0, 0]);
  });

  it('a crate dropped on a lying capsule: its face on the capsule’s top line', () => {
    // The capsule along x at y = 0, radius 0.5: its top y = 0.5; the crate's bottom y = 2.5 - 0.5.
    const log: Capsule = { start: vec3(-4, 0, 0), end: vec3(4, 0, 0), radius: 0.5 };
    const hit = boxCastCapsule(
      { center: vec3(0.25, 2.5, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 0, w: 1 } },
      vec3(0, -4, 0),
      log,
    );
    expect(hit!.t).toBe(0.375);
    expectVec(hit!.normal, [0, 1, 0]);
    expect(hit!.point.y).toBe(0.5);
  });

  it('a crate’s edge on the capsule: the normal from the axis to the edge', () => {
    // The crate [-1, 0] × [-1, 0] × [-1, 1] moving +x toward a capsule along z at
    // (2, 1, ·), radius 1: its edge x = 0, y = 0 reaches distance 1 from the axis when
    // |(2 − s, 1)| = 1, s = 2.
    const cap: Capsule = { start: vec3(2, 1, -5), end: vec3(2, 1, 5), radius: 1 };
    const hit = boxCastCapsule({ min: vec3(-1, -1, -1), max: vec3(0, 0, 1) }, vec3(4, 0, 0), cap);
    expectHit(hit, { point: [2, 0, hit!.point.z], normal: [0, -1, 0], distance: 2, t: 0.5 }, 1e-15, 4);
  });

  it('starts: overlapped null; touching and pushing in t = 0; sliding or leaving null; zero motion null', () => {
    expect(boxCastCapsule({ min: vec3(3, -0.5, -0.5), max: vec3(4.5, 0.5, 0.5) }, vec3(1, 0, 0), pillar)).toBeNull();
    const touching = { min: vec3(3, -0.5, -0.5), max: vec3(4, 0.5, 0.5) };
    expect(boxCastCapsule(touching, vec3(1, 0, 0), pillar)?.t).toBe(0);
    expect(boxCastCapsule(touching, vec3(0, 1, 0), pillar)).toBeNull();
    expect(boxCastCapsule(touching, vec3(-1, 0, 0), pillar)).toBeNull();
    expect(boxCastCapsule(touching, vec3(0, 0, 0), pillar)).toBeNull();
  });

  it('halfSize 0 is raycastCapsule; start = end is boxCastSphere', () => {
    const A = vec3(-3, 0.25, 0.5);
    const d = vec3(8, 0.5, -0.25);
    const ray = raycastCapsule(A, vec3(A.x + d.x, A.y + d.y, A.z + d.z), pillar)!;
    const hit = boxCastCapsule({ min: A, max: A }, d, pillar)!;
    expect({ point: hit.point, normal: hit.normal, distance: hit.distance, t: hit.t }).toEqual(ray);
    expect(hit.center).toEqual(hit.point);
    const ball = { start: vec3(5, 0.5, 0), end: vec3(5, 0.5, 0), radius: 1 };
    const box: OBB = {
      center: vec3(-2, 0, 0),
      halfSize: vec3(0.5, 0.25, 0.75),
      rotation: { x: 0.1, y: 0.2, z: 0.3, w: 0.9 },
    };
    const a = boxCastCapsule(box, vec3(8, 0.5, 0), ball)!;
    const b = boxCastSphere(box, vec3(8, 0.5, 0), { center: ball.start, radius: 1 })!;
    expect(a.t).toBeCloseTo(b.t, 14);
    expectVec(a.point, [b.point.x, b.point.y, b.point.z], 1e-13);
    expectVec(a.normal, [b.normal.x, b.normal.y, b.normal.z], 1e-13);
  });

  it('2D and 1e±100', () => {
    const hit = boxCastCapsule({ min: vec3(-3, 2), max: vec3(-2, 3) }, vec3(8, 0), {
      start: vec3(5, 0),
      end: vec3(5, 4),
      radius: 1,
    });
    expect(hit!.t).toBe(0.75);
    expect(hit!.point.z).toBe(0);
    for (const k of [1e-100, 1e100]) {
      const m = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      const h = boxCastCapsule({ min: m(-3, -0.5, -0.5), max: m(-2, 0.5, 0.5) }, m(8, 0, 0), {
        start: m(5, -2, 0),
        end: m(5, 2, 0),
        radius: k,
      });
      expectAllFinite(h);
      expect(h!.t).toBeCloseTo(0.75, 14);
      expect(h!.point.x / k).toBeCloseTo(4, 13);
    }
  });

  it('Into: the object form; a miss leaves out untouched', () => {
    const out = createBoxCastHit();
    const box: OBB = {
      center: vec3(-2, 0, 0),
      halfSize: vec3(0.5, 0.25, 0.75),
      rotation: { x: 0.1, y: 0.2, z: 0.3, w: 0.9 },
    };
    expect(boxCastCapsuleInto(box, vec3(8, 0.5, 0), pillar, out)).toBe(true);
    expect(out).toEqual(boxCastCapsule(box, vec3(8, 0.5, 0), pillar));
    const before = structuredClone(out);
    expect(boxCastCapsuleInto(box, vec3(-8, 0, 0), pillar, out)).toBe(false);
    expect(out).toEqual(before);
  });

  it('bad input, word for word', () => {
    expect(() =>
      boxCastCapsule(crate, vec3(1, 0, 0), { start: vec3(0, 0, 0), end: vec3(1, 0, 0), radius: -1 }),
    ).toThrow(new RangeError('boxCastCapsule: capsule.radius must be >= 0, got -1'));
    expect(() => boxCastCapsule(crate, vec3(1, 0, 0), undefined as never)).toThrow(
      new TypeError('boxCastCapsule: capsule must be a capsule {start, end, radius}, got undefined'),
    );
    expect(() => boxCastCapsuleInto(crate, vec3(1, 0, 0), pillar, {} as never)).toThrow(
      new TypeError('boxCastCapsuleInto: out.point must be a vector {x, y, z} to write into, got undefined'),
    );
  });
});

const decimal = (min: number, max: number) => fc.integer({ min: min * 1e6, max: max * 1e6 }).map((n) => n / 1e6);
const c5 = decimal(-5, 5);
const point = fc.record({ x: c5, y: c5, z: c5 });
const q1 = decimal(-1, 1);
const obb: fc.Arbitrary<OBB> = fc.record({
  center: point,
  halfSize: fc.record({ x: decimal(0.1, 2), y: decimal(0.1, 2), z: decimal(0.1, 2) }),
  rotation: fc.record({ x: q1, y: q1, z: q1, w: q1 }).filter((q) => Math.hypot(q.x, q.y, q.z, q.w) > 0.1),
});
const capsule: fc.Arbitrary<Capsule> = fc.record({ start: point, end: point, radius: decimal(0, 1.5) });

describe('boxCastCapsule against the oracle', () => {
  it('clear hits and misses agree; at a hit they touch: the axis at distance radius from the box (100 scenes)', () => {
    fc.assert(
      fc.property(obb, capsule, decimal(0, 1), point, (box, cap, u, off) => {
        const aim = {
          x: cap.start.x + u * (cap.end.x - cap.start.x) + off.x / 4,
          y: cap.start.y + u * (cap.end.y - cap.start.y) + off.y / 4,
          z: cap.start.z + u * (cap.end.z - cap.start.z) + off.z / 4,
        };
        const c = asOBB(box).center;
        const d = { x: 1.5 * (aim.x - c.x), y: 1.5 * (aim.y - c.y), z: 1.5 * (aim.z - c.z) };
        const gap = capsuleGap(box, d, cap);
        const verdict = firstZero(gap);
        const hit = boxCastCapsule(box, d, cap);
        const S = 20;
        if (verdict.start < -1e-6 * S) expect(hit).toBeNull();
        else if (verdict.start > 1e-6 * S && verdict.least > 1e-6 * S) expect(hit).toBeNull();
        else if (verdict.start > 1e-6 * S && verdict.least < -1e-6 * S) expect(hit).not.toBeNull();
        if (!hit) return;
        expect(Math.abs(gap(hit.t))).toBeLessThanOrEqual(1e-8 * S);
        // The point is on the moved box and on the capsule's surface.
        const moved: OBB = { ...box, center: hit.center };
        expect(boxDistanceTo(moved)(hit.point)).toBeLessThanOrEqual(1e-8 * S);
        const P = cap.start;
        const Q = cap.end;
        const axisGap = (s: number) =>
          Math.hypot(
            P.x + s * (Q.x - P.x) - hit.point.x,
            P.y + s * (Q.y - P.y) - hit.point.y,
            P.z + s * (Q.z - P.z) - hit.point.z,
          );
        // On the capsule's surface: its axis exactly radius away (golden section along it).
        expect(Math.abs(leastOf(axisGap).value - cap.radius)).toBeLessThanOrEqual(1e-8 * S);
        expect(Math.abs(Math.hypot(hit.normal.x, hit.normal.y, hit.normal.z) - 1)).toBeLessThanOrEqual(1e-12);
      }),
      { numRuns: 100 },
    );
  });
});
