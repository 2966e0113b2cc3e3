// sphereCastOBB (exported from v3, settled v2 reading 7): the v2 sphere-cast rules on an
// oriented box — hand-derived faces, edges and corners at 45°, quarter turns exact, radius 0
// as raycastOBB, the identity rotation as sphereCastAABB, starts overlapped or touching,
// zero length, 2D, 1e±100, the Into form — and restarts from its own hit or a contact's
// push-out on random scenes (test/support/restart.ts's checks).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createSphereCastHit,
  raycastOBB,
  sphereCastAABB,
  sphereCastOBB,
  sphereCastOBBInto,
  sphereContactOBB,
  vec3,
  type OBB,
  type Vec3,
} from '../src/index.ts';
import { expectAllFinite } from './support/check.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';
import { pushOut, restartAlongOrAway, restartIn, type CastScene } from './support/restart.ts';

const identity = { x: 0, y: 0, z: 0, w: 1 };
const quarterZ = { x: 0, y: 0, z: 1, w: 1 };
const turn45z = { x: 0, y: 0, z: Math.SQRT2 - 1, w: 1 };
const plank: OBB = { center: vec3(0, 0, 0), halfSize: vec3(2, 1, 1), rotation: quarterZ };

describe('sphereCastOBB: hand-derived', () => {
  it('a quarter turn: the plank is 2 wide in x, the face x = -1 exact', () => {
    const hit = sphereCastOBB(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), 0.5, plank);
    expectHit(hit, { point: [-1, 0.5, 0], normal: [-1, 0, 0], distance: 3.5, t: 0.35 });
    expectVec(hit.center, [-1.5, 0.5, 0]);
  });

  it('45° about z: the ball meets the edge at x = -√2 head on, the normal along -x', () => {
    // The cube of half size 1 turned 45° about z has its edge along z at x = -√2; a ball of
    // radius 0.5 on the line y = z = 0 stops with its center at x = -√2 - 0.5.
    const box: OBB = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: turn45z };
    const x = -Math.SQRT2 - 0.5;
    const hit = sphereCastOBB(vec3(-5, 0, 0), vec3(5, 0, 0), 0.5, box);
    expectHit(hit, { point: [-Math.SQRT2, 0, 0], normal: [-1, 0, 0], distance: x + 5, t: (x + 5) / 10 }, 1e-14, 10);
  });

  it('the identity rotation is sphereCastAABB on the same box', () => {
    const box: OBB = { center: vec3(0.5, 0.5, 0.5), halfSize: vec3(0.5, 0.5, 0.5), rotation: identity };
    const A = vec3(-4, 0.5, -2.5);
    const B = vec3(4, 0.5, 3.5);
    const a = sphereCastOBB(A, B, 1, box)!;
    const b = sphereCastAABB(A, B, 1, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) })!;
    expectHit(
      a,
      {
        point: [b.point.x, b.point.y, b.point.z],
        normal: [b.normal.x, b.normal.y, b.normal.z],
        distance: b.distance,
        t: b.t,
      },
      1e-15,
      10,
    );
  });

  it('radius 0 is raycastOBB, bit for bit, with center = point', () => {
    const A = vec3(-5, 0.3, 0.2);
    const B = vec3(5, 0.1, -0.4);
    const box: OBB = {
      center: vec3(0.1, 0, 0.2),
      halfSize: vec3(1, 0.5, 0.75),
      rotation: { x: 0.1, y: 0.2, z: 0.3, w: 0.9 },
    };
    const hit = sphereCastOBB(A, B, 0, box)!;
    const ray = raycastOBB(A, B, box)!;
    expect({ point: hit.point, normal: hit.normal, distance: hit.distance, t: hit.t }).toEqual(ray);
    expect(hit.center).toEqual(hit.point);
  });

  it('starts: overlapped null; touching, heading in t = 0; along or away null; zero length null', () => {
    expect(sphereCastOBB(vec3(-1.25, 0, 0), vec3(5, 0, 0), 0.5, plank)).toBeNull();
    expect(sphereCastOBB(vec3(-1.5, 0, 0), vec3(5, 0, 0), 0.5, plank)?.t).toBe(0);
    expect(sphereCastOBB(vec3(-1.5, 0, 0), vec3(-1.5, 3, 0), 0.5, plank)).toBeNull();
    expect(sphereCastOBB(vec3(-1.5, 0, 0), vec3(-5, 0, 0), 0.5, plank)).toBeNull();
    expect(sphereCastOBB(vec3(-3, 0, 0), vec3(-3, 0, 0), 0.5, plank)).toBeNull();
  });

  it('2D (z = 0) and 1e±100: finite, scaled', () => {
    const flat: OBB = { center: vec3(0, 0), halfSize: vec3(2, 1, 0), rotation: quarterZ };
    expectHit(sphereCastOBB(vec3(-5, 0.5), vec3(5, 0.5), 0.5, flat), {
      point: [-1, 0.5, 0],
      normal: [-1, 0, 0],
      distance: 3.5,
      t: 0.35,
    });
    for (const k of [1e-100, 1e100]) {
      const m = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      const box: OBB = { center: m(0, 0, 0), halfSize: m(2, 1, 1), rotation: quarterZ };
      const hit = sphereCastOBB(m(-5, 0.5, 0), m(5, 0.5, 0), 0.5 * k, box);
      expectAllFinite(hit);
      expectHit(hit, { point: [-k, 0.5 * k, 0], normal: [-1, 0, 0], distance: 3.5 * k, t: 0.35 }, 1e-15 * k, 10 * k);
    }
  });

  it('Into: the object form; a miss leaves out untouched', () => {
    const out = createSphereCastHit();
    const box: OBB = {
      center: vec3(0.1, 0, 0.2),
      halfSize: vec3(1, 0.5, 0.75),
      rotation: { x: 0.1, y: 0.2, z: 0.3, w: 0.9 },
    };
    expect(sphereCastOBBInto(vec3(-5, 1, 0), vec3(5, 0, 0), 0.7, box, out)).toBe(true);
    expect(out).toEqual(sphereCastOBB(vec3(-5, 1, 0), vec3(5, 0, 0), 0.7, box));
    const before = structuredClone(out);
    expect(sphereCastOBBInto(vec3(-5, 9, 0), vec3(5, 9, 0), 0.7, box, out)).toBe(false);
    expect(out).toEqual(before);
  });
});

/** Random oriented boxes with a first cast aimed at them, as restart.ts builds its scenes. */
const decimal = (min: number, max: number) => fc.integer({ min: min * 1e9, max: max * 1e9 }).map((n) => n / 1e9);
const c = decimal(-10, 10);
const v = fc.record({ x: c, y: c, z: c });
const s1 = decimal(-1, 1);
const obbTarget: fc.Arbitrary<CastScene> = fc
  .record({
    A: v,
    C: v,
    h: fc.record({ x: decimal(0.1, 3), y: decimal(0.1, 3), z: decimal(0.1, 3) }),
    q: fc.record({ x: s1, y: s1, z: s1, w: s1 }).filter((q) => Math.hypot(q.x, q.y, q.z, q.w) > 0.1),
    r: decimal(0.05, 2),
    off: fc.record({ x: s1, y: s1, z: s1 }),
  })
  .map(({ A, C, h, q, r, off }): CastScene => {
    const box: OBB = { center: C, halfSize: h, rotation: q };
    const aim: Vec3 = { x: C.x + off.x * h.x, y: C.y + off.y * h.y, z: C.z + off.z * h.z };
    return {
      name: 'OBB',
      target: {
        cast: (a, b, k) => sphereCastOBB(a, b, k, box),
        contact: (p, k) => sphereContactOBB({ center: p, radius: k }, box),
      },
      radius: r,
      A,
      B: { x: A.x + 2 * (aim.x - A.x), y: A.y + 2 * (aim.y - A.y), z: A.z + 2 * (aim.z - A.z) },
      inside: { x: aim.x + off.x * r, y: aim.y + off.y * r, z: aim.z + off.z * r },
    };
  });

describe('sphereCastOBB: restarts, property-based', () => {
  it('again from hit.center further in: t = 0; along the contact plane or away: null (1,500 scenes)', () => {
    fc.assert(
      fc.property(obbTarget, (s) => {
        expect(restartIn(s)).toBeNull();
        expect(restartAlongOrAway(s)).toBeNull();
      }),
      { numRuns: 1_500 },
    );
  });

  it('pushed out by sphereContactOBB, cast back in: t = 0 (1,000 scenes)', () => {
    fc.assert(
      fc.property(obbTarget, (s) => {
        expect(pushOut(s)).toBeNull();
      }),
      { numRuns: 1_000 },
    );
  });
});
