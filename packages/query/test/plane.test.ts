// rayEnd, raycastPlane, closestPointOnPlane and sphereCastPlane: worked by hand, and the
// edges the contract names.
import { describe, expect, it } from 'vitest';
import {
  closestPointOnPlane,
  createSphereCastHit,
  raycastPlane,
  rayEnd,
  sphereCastPlane,
  sphereCastPlaneInto,
  vec3,
} from '../src/index.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';

const floor = { normal: vec3(0, 1, 0), constant: 0 };

describe('rayEnd', () => {
  it('walks maxDistance along the unit direction', () => {
    // |(3, 4, 0)| = 5, so 10 along it is 2·(3, 4, 0) = (6, 8, 0) from (1, 1, 0).
    expect(rayEnd(vec3(1, 1), vec3(3, 4), 10)).toEqual({ x: 7, y: 9, z: 0 });
    // A unit direction: exactly maxDistance along it.
    expect(rayEnd(vec3(0, 0, 0), vec3(0, 0, -1), 2.5)).toEqual({ x: 0, y: 0, z: -2.5 });
  });

  it('maxDistance 0 is the origin itself (a zero-length segment); -0 is 0', () => {
    expect(rayEnd(vec3(1, 2, 3), vec3(1, 0, 0), 0)).toEqual({ x: 1, y: 2, z: 3 });
    expect(Object.is(rayEnd(vec3(0, 0, 0), vec3(-1, 0, 0), 0).x, 0)).toBe(true);
  });

  it('directions of 1e-200 and 1e200 work (the length neither underflows nor overflows)', () => {
    expectVec(rayEnd(vec3(0, 0), vec3(3e-200, 4e-200), 5), [3, 4, 0], 1e-15);
    expectVec(rayEnd(vec3(0, 0), vec3(3e200, 4e200), 5), [3, 4, 0], 1e-15);
  });

  it('a hit on the segment is t·maxDistance along the ray', () => {
    const end = rayEnd(vec3(0, 5), vec3(0, -2), 10);
    const hit = raycastPlane(vec3(0, 5), end, floor);
    expect(hit?.t).toBe(0.5);
    expect(hit?.distance).toBe(5);
  });
});

describe('raycastPlane: hand-derived', () => {
  it('the plane x + y = 4 crossed two thirds of the way', () => {
    // dA = 0 + 0 - 4 = -4, n·AB = 4 + 2 = 6: t = 4/6; P = (8/3, 4/3). Moving along +n, the
    // normal is -(1, 1, 0)/√2. |AB| = √20.
    expectHit(
      raycastPlane(vec3(0, 0), vec3(4, 2), { normal: vec3(1, 1), constant: -4 }),
      {
        point: [8 / 3, 4 / 3, 0],
        normal: [-Math.SQRT1_2, -Math.SQRT1_2, 0],
        distance: (2 / 3) * Math.sqrt(20),
        t: 2 / 3,
      },
      1e-15,
    );
  });

  it('a non-unit normal is the same plane: 2y - 6 = 0 is y = 3', () => {
    // From y = 7 to y = -1: dA = 14 - 6 = 8, n·AB = 2·(-8) = -16, t = 8/16 = 1/2.
    expectHit(raycastPlane(vec3(1, 7, 2), vec3(1, -1, 2), { normal: vec3(0, 2, 0), constant: -6 }), {
      point: [1, 3, 2],
      normal: [0, 1, 0],
      distance: 4,
      t: 0.5,
    });
  });

  it('a tilted 3D plane: n = (2, -1, 2), |n| = 3, c = -9', () => {
    // A = (0,0,0): dA = -9. B = (3, 0, 3): n·AB = 6 + 6 = 12, t = 9/12 = 3/4, P = (9/4, 0, 9/4).
    // Check: 2·9/4 + 2·9/4 = 9. Moving along +n: normal -(2, -1, 2)/3. |AB| = 3√2.
    expectHit(
      raycastPlane(vec3(0, 0, 0), vec3(3, 0, 3), { normal: vec3(2, -1, 2), constant: -9 }),
      { point: [2.25, 0, 2.25], normal: [-2 / 3, 1 / 3, -2 / 3], distance: 0.75 * 3 * Math.SQRT2, t: 0.75 },
      1e-15,
    );
  });
});

describe('raycastPlane: edges', () => {
  it('is two-sided: the normal turns against the motion, whichever way plane.normal points', () => {
    for (const s of [1, -1]) {
      const plane = { normal: vec3(0, s, 0), constant: 0 };
      expect(raycastPlane(vec3(0, 1), vec3(0, -1), plane)?.normal).toEqual({ x: 0, y: 1, z: 0 });
      expect(raycastPlane(vec3(0, -1), vec3(0, 1), plane)?.normal).toEqual({ x: 0, y: -1, z: 0 });
    }
  });

  it('parallel: null, lying in the plane included', () => {
    expect(raycastPlane(vec3(0, 1), vec3(5, 1), floor)).toBeNull();
    expect(raycastPlane(vec3(0, 0), vec3(5, 0), floor)).toBeNull();
  });

  it('origin on the plane, not parallel: a hit at t = 0, either way', () => {
    expectHit(raycastPlane(vec3(2, 0), vec3(2, 3), floor), { point: [2, 0, 0], normal: [0, -1, 0], distance: 0, t: 0 });
    expectHit(raycastPlane(vec3(2, 0), vec3(2, -3), floor), { point: [2, 0, 0], normal: [0, 1, 0], distance: 0, t: 0 });
  });

  it('end on the plane: t = 1; before the origin or past the end: null; zero length: null', () => {
    expectHit(raycastPlane(vec3(0, 4), vec3(3, 0), floor), { point: [3, 0, 0], normal: [0, 1, 0], distance: 5, t: 1 });
    expect(raycastPlane(vec3(0, 1), vec3(0, 2), floor)).toBeNull();
    expect(raycastPlane(vec3(0, 3), vec3(0, 1), floor)).toBeNull();
    expect(raycastPlane(vec3(0, 0), vec3(0, 0), floor)).toBeNull();
  });

  it('decides by the ends: 1e-100 short of the plane from 1e6 away misses', () => {
    expect(raycastPlane(vec3(0, 1e6), vec3(0, 1e-100), floor)).toBeNull();
    expect(raycastPlane(vec3(0, 1e6), vec3(0, -1e-100), floor)?.t).toBe(1);
  });

  for (const k of [1e-100, 1e-6, 1e6, 1e100]) {
    it(`the tilted plane at scale ${k}, with normals of 1e±100 too`, () => {
      for (const nk of [1e-100, 1, 1e100]) {
        expectHit(
          raycastPlane(vec3(0, 0, 0), vec3(3 * k, 0, 3 * k), {
            normal: vec3(2 * nk, -nk, 2 * nk),
            constant: -9 * k * nk,
          }),
          {
            point: [2.25 * k, 0, 2.25 * k],
            normal: [-2 / 3, 1 / 3, -2 / 3],
            distance: 0.75 * 3 * Math.SQRT2 * k,
            t: 0.75,
          },
          1e-9 * 3 * k,
        );
      }
    });
  }
});

describe('closestPointOnPlane', () => {
  it('the foot of the perpendicular, for a non-unit normal', () => {
    // n·P + c = 8 + 4 - 8 = 4, n·n = 8: Q = P - (1/2)(2, 2, 0) = (3, 1, 5).
    expect(closestPointOnPlane(vec3(4, 2, 5), { normal: vec3(2, 2), constant: -8 })).toEqual({ x: 3, y: 1, z: 5 });
  });

  it('a point on the plane is itself; either side projects onto it', () => {
    expect(closestPointOnPlane(vec3(1, 0, 2), floor)).toEqual({ x: 1, y: 0, z: 2 });
    expect(closestPointOnPlane(vec3(1, -7, 2), floor)).toEqual({ x: 1, y: 0, z: 2 });
  });

  it('normals of 1e-200 and 1e200 do not overflow or underflow', () => {
    for (const nk of [1e-200, 1e200]) {
      expectVec(
        closestPointOnPlane(vec3(4, 2, 5), { normal: vec3(2 * nk, 2 * nk), constant: -8 * nk }),
        [3, 1, 5],
        1e-14,
      );
    }
  });
});

describe('sphereCastPlane', () => {
  it('a ball dropped on the floor: stops radius above it', () => {
    // The center must reach y = 1: from y = 5 to y = -5, t = 4/10.
    const hit = sphereCastPlane(vec3(0, 5), vec3(0, -5), 1, floor);
    expect(hit).toEqual({
      point: { x: 0, y: 0, z: 0 },
      normal: { x: 0, y: 1, z: 0 },
      distance: 4,
      t: 0.4,
      center: { x: 0, y: 1, z: 0 },
    });
  });

  it('a non-unit normal: the slab is radius·|n| in n·p + c (3-4-5 normal)', () => {
    // n = (3, 4, 0), |n| = 5, c = -10: the plane 3x + 4y = 10, at distance 2 from the origin.
    // A = (0, 0): dA = -10, R = 1·5: the face met is n·p + c = -5, at t = (-10 + 5)/(-10 - dB).
    // B = (6, 8): dB = 18 + 32 - 10 = 40: t = -5/-50 = 1/10, C = (0.6, 0.8), P = C + (3, 4)/5.
    const hit = sphereCastPlane(vec3(0, 0), vec3(6, 8), 1, { normal: vec3(3, 4), constant: -10 });
    expect(hit?.t).toBe(0.1);
    expectVec(hit!.center, [0.6, 0.8, 0], 1e-15);
    expectVec(hit!.point, [1.2, 1.6, 0], 1e-15);
    expectVec(hit!.normal, [-0.6, -0.8, 0], 1e-15);
  });

  it('starting overlapped is null; exactly touching hits at t = 0 only moving in', () => {
    expect(sphereCastPlane(vec3(0, 0.5), vec3(0, -5), 1, floor)).toBeNull();
    expect(sphereCastPlane(vec3(0, -0.5), vec3(0, 5), 1, floor)).toBeNull();
    expect(sphereCastPlane(vec3(0, 1), vec3(0, -5), 1, floor)).toEqual({
      point: { x: 0, y: 0, z: 0 },
      normal: { x: 0, y: 1, z: 0 },
      distance: 0,
      t: 0,
      center: { x: 0, y: 1, z: 0 },
    });
    expect(sphereCastPlane(vec3(0, 1), vec3(0, 5), 1, floor)).toBeNull(); // moving away
    expect(sphereCastPlane(vec3(0, 1), vec3(5, 1), 1, floor)).toBeNull(); // sliding along
    expect(sphereCastPlane(vec3(0, -1), vec3(0, 0), 1, floor)?.normal).toEqual({ x: 0, y: -1, z: 0 }); // from below
  });

  it('contact at the end is t = 1; short of it, parallel or zero length: null', () => {
    expect(sphereCastPlane(vec3(0, 5), vec3(0, 1), 1, floor)?.t).toBe(1);
    expect(sphereCastPlane(vec3(0, 5), vec3(0, 1.5), 1, floor)).toBeNull();
    expect(sphereCastPlane(vec3(0, 5), vec3(9, 5), 1, floor)).toBeNull();
    expect(sphereCastPlane(vec3(0, 5), vec3(0, 5), 1, floor)).toBeNull();
  });

  it('crossing the whole slab stops at the near face', () => {
    expect(sphereCastPlane(vec3(0, -5), vec3(0, 5), 2, floor)?.center).toEqual({ x: 0, y: -2, z: 0 });
  });

  it('radius 0 is exactly raycastPlane, origin on the plane included', () => {
    const plane = { normal: vec3(1, 1), constant: -4 };
    for (const [A, B] of [
      [vec3(0, 0), vec3(4, 2)],
      [vec3(2, 2), vec3(5, 1)],
      [vec3(2, 2), vec3(-1, 3)],
      [vec3(4, 0), vec3(1, 2)],
    ] as const) {
      const ray = raycastPlane(A, B, plane);
      const cast = sphereCastPlane(A, B, 0, plane);
      expect(cast).toEqual(ray === null ? null : { ...ray, center: ray.point });
    }
  });

  it('the Into form writes the same hit and leaves out untouched on a miss', () => {
    const out = createSphereCastHit();
    expect(sphereCastPlaneInto(vec3(0, 5), vec3(0, -5), 1, floor, out)).toBe(true);
    expect(out).toEqual(sphereCastPlane(vec3(0, 5), vec3(0, -5), 1, floor));
    expect(sphereCastPlaneInto(vec3(0, 5), vec3(0, 3), 1, floor, out)).toBe(false);
    expect(out.t).toBe(0.4);
  });
});
