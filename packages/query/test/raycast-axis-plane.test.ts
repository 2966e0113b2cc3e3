// raycastAxisPlane: the similar-triangles ratio, worked by hand, and the plane's edges.
import { describe, expect, it } from 'vitest';
import { raycastAxisPlane, vec3 } from '../src/index.ts';
import { expectHit } from './support/expect-hit.ts';

describe('raycastAxisPlane: hand-derived', () => {
  it('the floor y = 0, crossed a quarter of the way down', () => {
    // y goes 1 -> -3: the ratio (1 - 0)/(1 - (-3)) = 1/4; x = 0 + 8/4 = 2.
    // |AB| = √(8² + 4²) = √80, so distance = √80/4 = √5.
    expectHit(
      raycastAxisPlane(vec3(0, 1, 0), vec3(8, -3, 0), 'y', 0),
      { point: [2, 0, 0], normal: [0, 1, 0], distance: Math.sqrt(5), t: 0.25 },
      1e-15,
    );
  });

  it('a plane x = 4 crossed by a 3D segment', () => {
    // A = (1,2,3), B = (7,-4,6): x runs 1 -> 7, the ratio is (4 - 1)/6 = 1/2, so the point
    // is the midpoint (4,-1,4.5); |AB| = √(36 + 36 + 9) = 9, distance 4.5. Moving +x: normal -x.
    expectHit(raycastAxisPlane(vec3(1, 2, 3), vec3(7, -4, 6), 'x', 4), {
      point: [4, -1, 4.5],
      normal: [-1, 0, 0],
      distance: 4.5,
      t: 0.5,
    });
  });

  it('a plane z = -2 crossed moving down z: the normal points back up', () => {
    // z runs 3 -> -5, the ratio (3 - (-2))/8 = 5/8; x = 0 + 8·5/8 = 5.
    expectHit(
      raycastAxisPlane(vec3(0, 0, 3), vec3(8, 0, -5), 'z', -2),
      { point: [5, 0, -2], normal: [0, 0, 1], distance: 5 * Math.SQRT2, t: 0.625 },
      1e-14,
    );
  });
});

describe('raycastAxisPlane: edges', () => {
  it('is two-sided: crossing either way hits', () => {
    expectHit(raycastAxisPlane(vec3(0, -1), vec3(0, 1), 'y', 0), {
      point: [0, 0, 0],
      normal: [0, -1, 0],
      distance: 1,
      t: 0.5,
    });
    expectHit(raycastAxisPlane(vec3(0, 1), vec3(0, -1), 'y', 0), {
      point: [0, 0, 0],
      normal: [0, 1, 0],
      distance: 1,
      t: 0.5,
    });
  });

  it('a parallel segment returns null, even one lying in the plane', () => {
    expect(raycastAxisPlane(vec3(0, 1), vec3(5, 1), 'y', 0)).toBeNull();
    expect(raycastAxisPlane(vec3(0, 0), vec3(5, 0), 'y', 0)).toBeNull();
  });

  it('a direction component of 0 or -0 on the axis is parallel; -0 as a coordinate is on the plane', () => {
    // -0 - 0 = -0: the segment moves only in x, so it is parallel to y = 0.
    expect(raycastAxisPlane(vec3(0, -0), vec3(5, 0), 'y', 0)).toBeNull();
    expect(raycastAxisPlane(vec3(0, 0), vec3(5, -0), 'y', -0)).toBeNull();
    // An origin at y = -0 is on the plane y = 0.
    expectHit(raycastAxisPlane(vec3(0, -0), vec3(0, 2), 'y', 0), {
      point: [0, 0, 0],
      normal: [0, -1, 0],
      distance: 0,
      t: 0,
    });
  });

  it('an origin on the plane, not parallel, is a hit at t = 0 (both directions)', () => {
    const up = raycastAxisPlane(vec3(3, 0, 1), vec3(3, 2, 1), 'y', 0);
    expectHit(up, { point: [3, 0, 1], normal: [0, -1, 0], distance: 0, t: 0 });
    expect(Object.is(up.t, 0)).toBe(true);
    const down = raycastAxisPlane(vec3(3, 0, 1), vec3(3, -2, 1), 'y', 0);
    expectHit(down, { point: [3, 0, 1], normal: [0, 1, 0], distance: 0, t: 0 });
    expect(Object.is(down.t, 0)).toBe(true); // (0 - 0)/-2 is -0: the library returns 0
  });

  it('an end on the plane is a hit at t = 1', () => {
    expectHit(raycastAxisPlane(vec3(0, 5), vec3(0, 0), 'y', 0), {
      point: [0, 0, 0],
      normal: [0, 1, 0],
      distance: 5,
      t: 1,
    });
  });

  it('a crossing before the origin or after the end returns null', () => {
    expect(raycastAxisPlane(vec3(0, 1), vec3(0, 2), 'y', 0)).toBeNull();
    expect(raycastAxisPlane(vec3(0, 3), vec3(0, 1), 'y', 0)).toBeNull();
  });

  it('a zero-length segment returns null, on the plane or off it', () => {
    expect(raycastAxisPlane(vec3(1, 0), vec3(1, 0), 'y', 0)).toBeNull();
    expect(raycastAxisPlane(vec3(1, 2), vec3(1, 2), 'y', 0)).toBeNull();
  });

  it('decides exactly: a segment ending 1e-100 short of the plane misses, even from 1e6 away', () => {
    // 1e6 - 1e-100 rounds to 1e6, so a computed t would round to exactly 1.
    expect(raycastAxisPlane(vec3(0, -1e6), vec3(0, -1e-100), 'y', 0)).toBeNull();
    expectHit(raycastAxisPlane(vec3(0, -1e6), vec3(0, 1e-100), 'y', 0), {
      point: [0, 0, 0],
      normal: [0, -1, 0],
      distance: 1e6,
      t: 1,
    });
  });

  for (const k of [1e-6, 1e6, 1e-100, 1e100]) {
    it(`the floor crossing at scale ${k}`, () => {
      expectHit(
        raycastAxisPlane(vec3(0, k, 0), vec3(8 * k, -3 * k, 0), 'y', 0),
        { point: [2 * k, 0, 0], normal: [0, 1, 0], distance: Math.sqrt(5) * k, t: 0.25 },
        1e-9 * 8 * k,
      );
    });
  }
});
