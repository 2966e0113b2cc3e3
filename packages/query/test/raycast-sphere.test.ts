// raycastSphere: hand-derived cases and every edge case the contract names. Each expected
// value is worked out in the comment above it; none was read off the implementation.
import { describe, expect, it } from 'vitest';
import { raycastSphere, vec3, type Sphere } from '../src/index.ts';
import { exactRaycastSphereHits } from './support/exact.ts';
import { expectHit } from './support/expect-hit.ts';

const unit: Sphere = { center: vec3(0, 0, 0), radius: 1 };

describe('raycastSphere: hand-derived', () => {
  it('the 3-4-5 triangle of the derivation', () => {
    // A = (0,0,0), B = (10,0,0), S = (8,3,0), r = 5. The foot of the perpendicular from S
    // is C = (8,0,0): |AC| = 8, |CS| = 3, so |CD| = √(5² - 3²) = 4 and |AD| = 8 - 4 = 4.
    // D = (4,0,0), t = 4/10, normal = (D - S)/r = (-4,-3,0)/5.
    const hit = raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(8, 3), radius: 5 });
    expectHit(hit, { point: [4, 0, 0], normal: [-0.8, -0.6, 0], distance: 4, t: 0.4 });
  });

  it('the same triangle standing in the yz plane, travelling along z', () => {
    // A = (0,0,0), B = (0,0,10), S = (0,3,8), r = 5: C = (0,0,8), |CS| = 3, |CD| = 4,
    // D = (0,0,4), normal = (0,-3,-4)/5.
    const hit = raycastSphere(vec3(0, 0, 0), vec3(0, 0, 10), { center: vec3(0, 3, 8), radius: 5 });
    expectHit(hit, { point: [0, 0, 4], normal: [0, -0.6, -0.8], distance: 4, t: 0.4 });
  });

  it('straight at the center of a unit sphere', () => {
    // From (0,0,-3) to (0,0,3): the surface is 2 away, at (0,0,-1); t = 2/6 = 1/3.
    const hit = raycastSphere(vec3(0, 0, -3), vec3(0, 0, 3), unit);
    expectHit(hit, { point: [0, 0, -1], normal: [0, 0, -1], distance: 2, t: 1 / 3 }, 1e-15, 6);
  });

  it('a diagonal 3D segment: a 1-2-2 direction of length 3', () => {
    // A = (-3,-6,-6), B = (3,6,6), S = 0, r = 3. AB = (6,12,12), |AB| = 18, and the line
    // passes through S, so D is 3 short of S towards A: D = -3·(1,2,2)/3 = (-1,-2,-2).
    // |AD| = |AS| - r = 9 - 3 = 6, t = 6/18 = 1/3, normal = D/3.
    const hit = raycastSphere(vec3(-3, -6, -6), vec3(3, 6, 6), { center: vec3(0, 0, 0), radius: 3 });
    expectHit(hit, { point: [-1, -2, -2], normal: [-1 / 3, -2 / 3, -2 / 3], distance: 6, t: 1 / 3 }, 1e-14, 18);
  });
});

describe('raycastSphere: edge cases', () => {
  it('tangent from outside hits at the touching point', () => {
    // The line y = 1 touches the unit circle at (0,1,0), halfway from x = -5 to x = 5.
    const hit = raycastSphere(vec3(-5, 1), vec3(5, 1), unit);
    expectHit(hit, { point: [0, 1, 0], normal: [0, 1, 0], distance: 5, t: 0.5 });
  });

  it('an exact tangent along a non-axis direction hits', () => {
    // (3,4) is on the circle of radius 5 and (-12,9)·(3,4) = 0, so the segment
    // (7,1) -> (-5,10) = (3,4) + (4,-3)·{1,-2} touches it at (3,4), a third of the way.
    const hit = raycastSphere(vec3(7, 1), vec3(-5, 10), { center: vec3(0, 0), radius: 5 });
    expectHit(hit, { point: [3, 4, 0], normal: [0.6, 0.8, 0], distance: 5, t: 1 / 3 }, 1e-14, 15);
  });

  it('stopping short of a tangent point misses', () => {
    // The tangent y = 1 touches the unit circle at x = 0; this segment ends at x = -1.
    expect(raycastSphere(vec3(-5, 1), vec3(-1, 1), unit)).toBeNull();
  });

  it('a start within rounding of the surface, moving along it, is decided exactly', () => {
    // A is S + 3·(cos a, sin a) rounded, and B = A + 4·(-sin a, cos a) rounded: both the
    // start on the surface and the tangency hang on the last bits. The exact rational
    // oracle says the segment never enters; the library must agree.
    const A = vec3(-0.27085100151481023, -1.5045441317026973);
    const B = vec3(2.7352078407554528, 1.134321199610889);
    const S = vec3(-2.25, 0.75);
    expect(exactRaycastSphereHits(A, B, S, 3)).toBe(false);
    expect(raycastSphere(A, B, { center: S, radius: 3 })).toBeNull();
  });

  it('an exact tangent that ends at the touching point, or just past it, hits there', () => {
    // Found by the soak runs of the property tests. Sphere radius 1e6 at the origin, the
    // line y = 1e6 touching it at T = (0, 1e6, 0). Ending exactly at T, and ending
    // 1.6e-162 past it (where b and |AB|² differ in their 165th digit), the contact is T.
    const S = { center: vec3(0, 0), radius: 1e6 };
    for (const endX of [0, 1.5717277743644968e-162]) {
      const hit = raycastSphere(vec3(-1000.0000000000002, 1e6), vec3(endX, 1e6), S);
      expectHit(hit, { point: [0, 1e6, 0], normal: [0, 1, 0], distance: 1000.0000000000002, t: 1 }, 1e-9 * 1e6, 1000);
    }
    // Axis-aligned at an offset where S_x + r is exact: z runs up to the tangent point.
    const r = 0.00005039967334144368;
    const hit = raycastSphere(vec3(r, 0, -8192.006808586128), vec3(r, 0, -8192), {
      center: vec3(0, 0, -8192),
      radius: r,
    });
    expectHit(
      hit,
      { point: [r, 0, -8192], normal: [1, 0, 0], distance: 0.006808586127590388, t: 1 },
      1e-9 * 8192,
      0.0068,
    );
  });

  it('a graze within rounding of tangent at the start reports its contact at the start, if at all', () => {
    // Found by the soak runs: A is 4.9e-321 outside the sphere's leftmost point and moves
    // along its tangent. Either answer is allowed this close to tangency; a contact must be
    // on the sphere and where the segment touches it, at the start (it once came out at
    // the far end, 414 away from the sphere).
    const hit = raycastSphere(vec3(-4.94e-321, 0), vec3(4.94e-321, -1000), { center: vec3(1000, 0), radius: 1000 });
    if (hit !== null) {
      expect(Math.abs(Math.hypot(hit.point.x - 1000, hit.point.y, hit.point.z) - 1000)).toBeLessThanOrEqual(
        1e-9 * 1000,
      );
      expect(hit.distance).toBeLessThanOrEqual(1e-9 * 1000);
    }
  });

  it('just clear of the sphere misses', () => {
    expect(raycastSphere(vec3(-5, 1 + 1e-12), vec3(5, 1 + 1e-12), unit)).toBeNull();
  });

  it('moving away misses, even though the line through the segment hits', () => {
    expect(raycastSphere(vec3(3, 0), vec3(6, 0), unit)).toBeNull();
    expect(raycastSphere(vec3(3, 0), vec3(300, 0), unit)).toBeNull();
  });

  it('stopping short misses; ending exactly on the surface hits at t = 1', () => {
    expect(raycastSphere(vec3(-10, 0), vec3(-1.5, 0), unit)).toBeNull();
    // From (-10,0) to (-1,0): the surface point (-1,0,0) is the end itself.
    expectHit(raycastSphere(vec3(-10, 0), vec3(-1, 0), unit), {
      point: [-1, 0, 0],
      normal: [-1, 0, 0],
      distance: 9,
      t: 1,
    });
  });

  it('the sphere behind the origin misses', () => {
    expect(raycastSphere(vec3(3, 0), vec3(9, 0), { center: vec3(0, 0), radius: 2 })).toBeNull();
  });

  it('starting inside returns null, whatever the direction', () => {
    expect(raycastSphere(vec3(0.5, 0), vec3(5, 0), unit)).toBeNull();
    expect(raycastSphere(vec3(0.5, 0), vec3(-5, 0), unit)).toBeNull();
    expect(raycastSphere(vec3(0, 0, 0), vec3(0, 5, 0), unit)).toBeNull();
  });

  it('starting on the surface and heading in hits at t = 0, the origin itself', () => {
    const hit = raycastSphere(vec3(-1, 0), vec3(1, 0), unit);
    expectHit(hit, { point: [-1, 0, 0], normal: [-1, 0, 0], distance: 0, t: 0 });
    expect(Object.is(hit.t, 0)).toBe(true); // not -0
  });

  it('starting on the surface and heading in at a slant hits at t = 0', () => {
    // From (0,1,0) towards (1,-1,0): AB·(A - S) = (1,-2)·(0,1) = -2 < 0, inwards.
    expectHit(raycastSphere(vec3(0, 1), vec3(1, -1), unit), { point: [0, 1, 0], normal: [0, 1, 0], distance: 0, t: 0 });
  });

  it('starting on the surface and leaving, or moving tangentially, returns null', () => {
    expect(raycastSphere(vec3(-1, 0), vec3(-3, 0), unit)).toBeNull(); // out along the normal
    expect(raycastSphere(vec3(0, 1), vec3(2, 1), unit)).toBeNull(); // along the tangent
    expect(raycastSphere(vec3(0, 1), vec3(2, 3), unit)).toBeNull(); // out at a slant
  });

  it('a cast that starts where the previous one hit does not hit the same surface again', () => {
    // The first cast stops on the surface; the next one goes on outwards from there.
    const first = raycastSphere(vec3(-3, 0), vec3(3, 0), unit);
    expectHit(first, { point: [-1, 0, 0], normal: [-1, 0, 0], distance: 2, t: 1 / 3 }, 1e-15, 6);
    expect(raycastSphere(first.point, vec3(-1, 5), unit)).toBeNull();
  });

  it('zero-length segments return null, outside, on the surface or inside', () => {
    expect(raycastSphere(vec3(5, 0), vec3(5, 0), unit)).toBeNull();
    expect(raycastSphere(vec3(1, 0), vec3(1, 0), unit)).toBeNull();
    expect(raycastSphere(vec3(0, 0), vec3(0, 0), unit)).toBeNull();
  });

  it('radius 0: hits only through the center, with the reversed direction as normal', () => {
    const point = { center: vec3(1, 2, 3), radius: 0 };
    // From (-1,2,3) to (3,2,3) passes through (1,2,3) halfway; normal = -(1,0,0).
    expectHit(raycastSphere(vec3(-1, 2, 3), vec3(3, 2, 3), point), {
      point: [1, 2, 3],
      normal: [-1, 0, 0],
      distance: 2,
      t: 0.5,
    });
    // A diagonal through it: the normal is -(1,1,0)/√2.
    const diag = raycastSphere(vec3(0, 1, 3), vec3(2, 3, 3), point);
    expectHit(
      diag,
      { point: [1, 2, 3], normal: [-Math.SQRT1_2, -Math.SQRT1_2, 0], distance: Math.SQRT2, t: 0.5 },
      1e-15,
      3,
    );
    expect(raycastSphere(vec3(-1, 2.5, 3), vec3(3, 2.5, 3), point)).toBeNull();
    // Starting at it: nothing to enter.
    expect(raycastSphere(vec3(1, 2, 3), vec3(3, 2, 3), point)).toBeNull();
  });

  it('radius 0: the normal is the reversed direction even where rounding misses the center', () => {
    // S is 60 % along A -> B as rounded; the computed contact is within 1e-15 of S but not
    // on it, and (P - S) points anywhere. AB = (0,-5,-13), so the normal is (0,5,13)/√194.
    const A = vec3(-9, 3, 6);
    const B = vec3(-9, -2, -7);
    const S = vec3(-9, 3 + 0.6 * -5, 6 + 0.6 * -13);
    const hit = raycastSphere(A, B, { center: S, radius: 0 });
    const n = Math.sqrt(194);
    expectHit(hit, { point: [S.x, S.y, S.z], normal: [0, 5 / n, 13 / n], distance: 0.6 * n, t: 0.6 }, 1e-14, n);
  });

  it('works in 2D with z = 0 (circles)', () => {
    // The circle of radius 2 at (4,0): from the origin along x, entered at (2,0).
    expectHit(raycastSphere(vec3(0, 0), vec3(8, 0), { center: vec3(4, 0), radius: 2 }), {
      point: [2, 0, 0],
      normal: [-1, 0, 0],
      distance: 2,
      t: 0.25,
    });
  });

  it('never returns -0 (results print as 0, not -0)', () => {
    // Every coordinate here is -0: P - S and the fallback -AB have -0 components.
    const hit = raycastSphere(vec3(-0, 5, -0), vec3(-0, -5, -0), unit);
    const point = raycastSphere(vec3(-0, 5, -0), vec3(-0, -5, -0), { center: vec3(-0, 0, -0), radius: 0 });
    for (const h of [hit, point]) {
      expect(h).not.toBeNull();
      for (const v of [h!.point, h!.normal]) for (const c of [v.x, v.y, v.z]) expect(Object.is(c, -0)).toBe(false);
    }
  });

  it('direction components of exactly 0, of either sign, are fine', () => {
    // -0 - 0 = -0: a segment along y whose x and z components are -0.
    const hit = raycastSphere(vec3(-0, -5, -0), vec3(0, 5, 0), unit);
    expectHit(hit, { point: [0, -1, 0], normal: [0, -1, 0], distance: 4, t: 0.4 });
    expectHit(raycastSphere(vec3(0, 5, 0), vec3(-0, -5, -0), unit), {
      point: [0, 1, 0],
      normal: [0, 1, 0],
      distance: 4,
      t: 0.4,
    });
  });
});

describe('raycastSphere: scales', () => {
  // The 3-4-5 case scaled by k: D = (4k,0,0), t = 0.4, distance = 4k. The contract asks
  // for positions within 1e-9·S (S = 10k here) and t within 1e-9·S/|AB| = 1e-9.
  for (const k of [1e-6, 1e6, 1e-100, 1e100]) {
    it(`the 3-4-5 triangle at scale ${k}`, () => {
      const hit = raycastSphere(vec3(0, 0), vec3(10 * k, 0), { center: vec3(8 * k, 3 * k), radius: 5 * k });
      expectHit(hit, { point: [4 * k, 0, 0], normal: [-0.8, -0.6, 0], distance: 4 * k, t: 0.4 }, 1e-9 * 10 * k, 10 * k);
    });
  }

  it('a tiny sphere far away, at 1e100, touched by a long segment', () => {
    // The segment from (-1e100, 0) to (1e100, 0) runs through a sphere of radius 1e90 at
    // the origin: it enters at (-1e90, 0, 0), t = (1e100 - 1e90)/2e100 = 0.5 - 5e-11.
    const hit = raycastSphere(vec3(-1e100, 0), vec3(1e100, 0), { center: vec3(0, 0), radius: 1e90 });
    expectHit(
      hit,
      { point: [-1e90, 0, 0], normal: [-1, 0, 0], distance: 1e100 - 1e90, t: 0.5 - 5e-11 },
      1e-9 * 1e100,
      2e100,
    );
  });

  it('a short segment near a huge sphere', () => {
    // Sphere of radius 1e100 at (2e100, 0): surface at x = 1e100. A segment 1e-100 long
    // just outside misses; one ending exactly on it hits at t = 1.
    const big = { center: vec3(2e100, 0), radius: 1e100 };
    expect(raycastSphere(vec3(0, 0), vec3(1e-100, 0), big)).toBeNull();
    const hit = raycastSphere(vec3(0, 0), vec3(1e100, 0), big);
    expectHit(hit, { point: [1e100, 0, 0], normal: [-1, 0, 0], distance: 1e100, t: 1 });
  });

  it('a sphere below the resolution of its coordinates still gets a unit normal', () => {
    // Radius 0.5 at (1e16, 0), where doubles are 2 apart. The segment runs through the
    // center along (1,-1)/√2, so the exact contact is S + 0.5·(-1,1)/√2 and the exact normal
    // (-1,1,0)/√2; the computed contact rounds onto S itself, leaving P - S no direction,
    // and the normal must come out as the reversed direction of travel: the same vector.
    const hit = raycastSphere(vec3(0, 1e16), vec3(2e16, -1e16), { center: vec3(1e16, 0), radius: 0.5 });
    const exact = 1e16 * Math.SQRT2 - 0.5;
    expectHit(
      hit,
      {
        point: [1e16 - 0.5 * Math.SQRT1_2, 0.5 * Math.SQRT1_2, 0],
        normal: [-Math.SQRT1_2, Math.SQRT1_2, 0],
        distance: exact,
        t: 0.5,
      },
      1e-9 * 2e16,
      2e16 * Math.SQRT2,
    );
  });

  it('far-away spheres keep their precision (no Pythagoras by subtraction)', () => {
    // A sphere of radius 1 at (1e8, 1 - 1e-7): the line y = 0 passes 1 - 1e-7 from its
    // center, so it enters at x = 1e8 - √(1 - (1 - 1e-7)²) ≈ 1e8 - 4.4721e-4. The contract
    // allows the point 1e-9·S = 0.2 of error and the normal 1e-9·S/r = 0.2; this asks for
    // what double precision can give with coordinates of 1e8: a few ulps of 1e8.
    const r = raycastSphere(vec3(0, 0), vec3(2e8, 0), { center: vec3(1e8, 1 - 1e-7), radius: 1 });
    const half = Math.sqrt(1 - (1 - 1e-7) ** 2);
    const D = 1e8 - half;
    expectHit(r, { point: [D, 0, 0], normal: [-half, -(1 - 1e-7), 0], distance: D, t: D / 2e8 }, 1e-7, 2e8, 1e-7);
    // 1e-7 farther out, it misses.
    expect(raycastSphere(vec3(0, 0), vec3(2e8, 0), { center: vec3(1e8, 1 + 1e-7), radius: 1 })).toBeNull();
  });
});
