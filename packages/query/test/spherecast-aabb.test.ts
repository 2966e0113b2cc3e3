// sphereCastAABB: hand-derived casts with the arithmetic in the comments, on the unit cube
// unless said otherwise, and the contract's edge cases: the rounded box at edges and
// corners (where raycasting the box grown by r is wrong), starting overlapped or touching,
// radius 0 equal to raycastAABB, flat boxes, 1e±100.
import { describe, expect, it } from 'vitest';
import { createSphereCastHit, raycastAABB, sphereCastAABB, sphereCastAABBInto, vec3, type AABB } from '../src/index.ts';
import { expectAllFinite } from './support/check.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';

const cube: AABB = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
const grown = (box: AABB, r: number): AABB => ({
  min: vec3(box.min.x - r, box.min.y - r, box.min.z - r),
  max: vec3(box.max.x + r, box.max.y + r, box.max.z + r),
});

describe('sphereCastAABB: faces', () => {
  it('the example: radius 0.5 along x stops 0.5 short of the face x = 0', () => {
    // x goes -2 → 2; the center reaches x = -0.5 after 1.5 of 4: t = 0.375.
    const hit = sphereCastAABB(vec3(-2, 0.5, 0.5), vec3(2, 0.5, 0.5), 0.5, cube);
    expectHit(hit, { point: [0, 0.5, 0.5], normal: [-1, 0, 0], distance: 1.5, t: 0.375 });
    expectVec(hit.center, [-0.5, 0.5, 0.5]);
  });

  it('each of the six faces, with its exact axis as normal', () => {
    // From 2.5 outside each face's center to 2.5 past the opposite one, r = 1: the center
    // stops 1 before the face, 1.5 along a 6-long segment: t = 0.25.
    const cases = [
      [vec3(-2.5, 0.5, 0.5), vec3(3.5, 0.5, 0.5), [0, 0.5, 0.5], [-1, 0, 0]],
      [vec3(3.5, 0.5, 0.5), vec3(-2.5, 0.5, 0.5), [1, 0.5, 0.5], [1, 0, 0]],
      [vec3(0.5, -2.5, 0.5), vec3(0.5, 3.5, 0.5), [0.5, 0, 0.5], [0, -1, 0]],
      [vec3(0.5, 3.5, 0.5), vec3(0.5, -2.5, 0.5), [0.5, 1, 0.5], [0, 1, 0]],
      [vec3(0.5, 0.5, -2.5), vec3(0.5, 0.5, 3.5), [0.5, 0.5, 0], [0, 0, -1]],
      [vec3(0.5, 0.5, 3.5), vec3(0.5, 0.5, -2.5), [0.5, 0.5, 1], [0, 0, 1]],
    ] as const;
    for (const [A, B, point, normal] of cases) {
      expectHit(sphereCastAABB(A, B, 1, cube), { point: [...point], normal: [...normal], distance: 1.5, t: 0.25 });
    }
  });

  it('oblique, 3-4-5 direction, onto the edge x = z = 0', () => {
    // A = (-4, 0.5, -2.5), AB = (8, 0, 6), |AB| = 10, r = 1. The center is within 1 of the
    // edge line x = z = 0 when (−4 + 8t)² + (−2.5 + 6t)² = 1, i.e. 100t² − 94t + 21.25 = 0,
    // t = (94 − √336)/200 ≈ 0.37835; there x ≈ −0.973 and z ≈ −0.230 are both below the
    // box: the center is beside the edge, not over a face, and the normal is (x, 0, z)/1.
    const t = (94 - Math.sqrt(336)) / 200;
    const hit = sphereCastAABB(vec3(-4, 0.5, -2.5), vec3(4, 0.5, 3.5), 1, cube);
    const C = [-4 + 8 * t, 0.5, -2.5 + 6 * t] as const;
    expectHit(hit, { point: [0, 0.5, 0], normal: [C[0], 0, C[2]], distance: 10 * t, t }, 1e-14, 10);
    expectVec(hit.center, [...C], 1e-14);
  });
});

describe('sphereCastAABB: edges and corners — the rounded box, not the grown box', () => {
  it('beside an edge, raycasting the grown box stops the sphere too early', () => {
    // r = 1, moving −y at x = 1.9, z = 0.5, from y = 3 to y = −3. The grown box [-1, 2]³
    // is entered at y = 2, t = 1/6; but there the center is √(0.9² + 1²) > 1 from the box.
    // The edge x = 1, y = 1 is 1 away when 0.9² + (y − 1)² = 1: y = 1 + √0.19.
    const A = vec3(1.9, 3, 0.5);
    const B = vec3(1.9, -3, 0.5);
    const naive = raycastAABB(A, B, grown(cube, 1));
    expect(naive!.t).toBe(1 / 6);
    const y = 1 + Math.sqrt(0.19);
    const hit = sphereCastAABB(A, B, 1, cube);
    expectHit(hit, { point: [1, 1, 0.5], normal: [0.9, y - 1, 0], distance: 3 - y, t: (3 - y) / 6 }, 1e-15, 6);
    expect(hit.t).toBeGreaterThan(naive!.t + 0.09);
  });

  it('past a corner, raycasting the grown box hits where the sphere passes by', () => {
    // r = 1, moving −z at x = y = 1.9: the grown box is entered at z = 2; but the corner
    // (1, 1, 1) is never nearer than √(0.81 + 0.81) ≈ 1.27 > 1, nor is any other point.
    const A = vec3(1.9, 1.9, 3);
    const B = vec3(1.9, 1.9, -3);
    expect(raycastAABB(A, B, grown(cube, 1))).not.toBeNull();
    expect(sphereCastAABB(A, B, 1, cube)).toBeNull();
  });

  it('grazing an edge cylinder exactly: a hit at the tangent point', () => {
    // r = 1.25. The path (1.75, 2, 0.5) + s·(−4, 3, 0), s ∈ [−1, 1], is tangent at s = 0 to
    // the cylinder about the edge x = y = 1: (0.75, 1)·(−4, 3) = 0 and |(0.75, 1)| = 1.25.
    // The flat faces are out of reach: over y ∈ [0, 1] it is at x >= 3.08 > 2.25, over
    // x ∈ [0, 1] at y >= 2.56 > 2.25. So the one touching point is s = 0, t = 1/2.
    const hit = sphereCastAABB(vec3(5.75, -1, 0.5), vec3(-2.25, 5, 0.5), 1.25, cube);
    expectHit(hit, { point: [1, 1, 0.5], normal: [0.6, 0.8, 0], distance: 5, t: 0.5 }, 1e-15, 10);
    // A hair further out it passes by.
    expect(sphereCastAABB(vec3(5.75, -1, 0.5), vec3(-2.25, 5, 0.5), 1.2499999, cube)).toBeNull();
  });

  it('onto a corner ball: 2-3-6-7', () => {
    // Moving along −(2, 3, 6)/7 straight at the corner (1, 1, 1): from C0 = (1,1,1) + 3·(2,3,6)
    // to (1,1,1) − (2,3,6)/... the center stops at distance r = 1.75 from the corner, i.e.
    // after 21 − 1.75 = 19.25 of the 21-long approach.
    const corner = vec3(1, 1, 1);
    const A = vec3(1 + 6, 1 + 9, 1 + 18); // corner + 3·(2, 3, 6), 21 away
    const B = vec3(1 - 2, 1 - 3, 1 - 6); // 7 past the corner: |AB| = 28
    const hit = sphereCastAABB(A, B, 1.75, cube);
    expectHit(hit, { point: [1, 1, 1], normal: [2 / 7, 3 / 7, 6 / 7], distance: 19.25, t: 19.25 / 28 }, 1e-14, 28);
    expectVec(hit.center, [corner.x + 0.5, corner.y + 0.75, corner.z + 1.5], 1e-14);
  });

  it('starting beside a corner inside the grown box, heading for the face', () => {
    // A = (1.5, 1.5, 0.5) is 0.707 from the edge x = y = 1: outside r = 0.5, inside the grown
    // box. Moving −y: the x-grown face box x <= 1.5 over y ∈ [0, 1] is entered at y = 1,
    // t = 0.5/3; just before it, the center is 0.5 from the edge: the same instant.
    const hit = sphereCastAABB(vec3(1.5, 1.5, 0.5), vec3(1.5, -1.5, 0.5), 0.5, cube);
    expectHit(hit, { point: [1, 1, 0.5], normal: [1, 0, 0], distance: 0.5, t: 0.5 / 3 }, 1e-15, 3);
  });
});

describe('sphereCastAABB: starting overlapped or touching', () => {
  it('overlapping at origin: null', () => {
    expect(sphereCastAABB(vec3(-0.5, 0.5, 0.5), vec3(-3, 0.5, 0.5), 0.75, cube)).toBeNull();
    expect(sphereCastAABB(vec3(0.5, 0.5, 0.5), vec3(5, 5, 5), 0.1, cube)).toBeNull();
  });

  it('touching a face at origin: t = 0 moving in, null moving away or sliding', () => {
    const hit = sphereCastAABB(vec3(-1, 0.5, 0.5), vec3(1, 0.5, 0.5), 1, cube);
    expectHit(hit, { point: [0, 0.5, 0.5], normal: [-1, 0, 0], distance: 0, t: 0 });
    expectVec(hit.center, [-1, 0.5, 0.5]);
    expect(sphereCastAABB(vec3(-1, 0.5, 0.5), vec3(-3, 0.5, 0.5), 1, cube)).toBeNull();
    expect(sphereCastAABB(vec3(-1, 0.5, 0.5), vec3(-1, 0.9, 0.2), 1, cube)).toBeNull();
  });

  it('touching an edge at origin: t = 0 moving in, null moving tangentially', () => {
    // A = (1.75, 2, 0.5) is (0.75, 1) from the edge x = y = 1, |·| = 1.25 = r, exactly.
    const A = vec3(1.75, 2, 0.5);
    const hit = sphereCastAABB(A, vec3(1.75, -1, 0.5), 1.25, cube);
    expectHit(hit, { point: [1, 1, 0.5], normal: [0.6, 0.8, 0], distance: 0, t: 0 }, 1e-15);
    // Tangent to the cylinder, (−1, 0.75, 0) ⟂ (0.75, 1, 0): it moves away from the edge.
    expect(sphereCastAABB(A, vec3(0.75, 2.75, 0.5), 1.25, cube)).toBeNull();
    // Along the edge: the distance stays 1.25, touching only.
    expect(sphereCastAABB(A, vec3(1.75, 2, 0.9), 1.25, cube)).toBeNull();
    // Away from it.
    expect(sphereCastAABB(A, vec3(3, 4, 0.5), 1.25, cube)).toBeNull();
  });

  it('zero-length segment; contact beyond end; target behind', () => {
    expect(sphereCastAABB(vec3(-3, 0.5, 0.5), vec3(-3, 0.5, 0.5), 1, cube)).toBeNull();
    expect(sphereCastAABB(vec3(-3, 0.5, 0.5), vec3(-1.5, 0.5, 0.5), 1, cube)).toBeNull();
    expect(sphereCastAABB(vec3(-3, 0.5, 0.5), vec3(-5, 0.5, 0.5), 1, cube)).toBeNull();
    // Ending exactly touching: a hit at t = 1.
    expect(sphereCastAABB(vec3(-3, 0.5, 0.5), vec3(-1, 0.5, 0.5), 1, cube)!.t).toBe(1);
  });
});

describe('sphereCastAABB: radius 0, flat boxes, forms, magnitudes', () => {
  it('radius 0 is raycastAABB, number for number, with center = point', () => {
    const segments = [
      [vec3(-1, 0.5, 0.5), vec3(3, 0.5, 0.5)],
      [vec3(-3, -4, 5), vec3(3, 4, 5)], // through an edge of [0, 10]³: x wins
      [vec3(0.5, -1, -1), vec3(0.5, 1, 1)], // through the edge y = z = 0: y wins
      [vec3(0, 0.5, 0.5), vec3(1, 0.5, 0.5)], // on the surface heading in
      [vec3(0, 0.5, 0.5), vec3(0, 0.9, 0.5)], // sliding along a face
    ] as const;
    for (const box of [
      cube,
      { min: vec3(0, 0, 0), max: vec3(10, 10, 10) },
      { min: vec3(0, 0, 0.5), max: vec3(1, 1, 0.5) },
    ]) {
      for (const [A, B] of segments) {
        const ray = raycastAABB(A, B, box);
        const cast = sphereCastAABB(A, B, 0, box);
        expect(
          cast === null ? null : { point: cast.point, normal: cast.normal, distance: cast.distance, t: cast.t },
        ).toEqual(ray);
        if (cast) expect(cast.center).toEqual(cast.point);
      }
    }
  });

  it('a flat box (rectangle in z = 0) is a rounded rectangle: 2D circle casts', () => {
    const rect = { min: vec3(0, 0, 0), max: vec3(4, 2, 0) };
    // A circle of radius 1 moving +x at y = 1 stops at x = -1: t = 2/8.
    expectHit(sphereCastAABB(vec3(-3, 1, 0), vec3(5, 1, 0), 1, rect), {
      point: [0, 1, 0],
      normal: [-1, 0, 0],
      distance: 2,
      t: 0.25,
    });
    // At y = 2.6, past the corner (4, 2) moving −x from x = 8: touches when (x − 4)² + 0.36 = 1,
    // x = 4.8, after 3.2 of 10.
    expectHit(
      sphereCastAABB(vec3(8, 2.6, 0), vec3(-2, 2.6, 0), 1, rect),
      { point: [4, 2, 0], normal: [0.8, 0.6, 0], distance: 3.2, t: 0.32 },
      1e-14,
      10,
    );
    // A sphere dropped onto it from above: its face is the plane z = 0.
    expectHit(sphereCastAABB(vec3(1, 1, 5), vec3(1, 1, -5), 1, rect), {
      point: [1, 1, 0],
      normal: [0, 0, 1],
      distance: 4,
      t: 0.4,
    });
  });

  it('Into: the same hit; a miss leaves out untouched; out may alias an input', () => {
    const out = createSphereCastHit();
    expect(sphereCastAABBInto(vec3(1.9, 3, 0.5), vec3(1.9, -3, 0.5), 1, cube, out)).toBe(true);
    expect(out).toEqual(sphereCastAABB(vec3(1.9, 3, 0.5), vec3(1.9, -3, 0.5), 1, cube));
    const before = structuredClone(out);
    expect(sphereCastAABBInto(vec3(1.9, 1.9, 3), vec3(1.9, 1.9, -3), 1, cube, out)).toBe(false);
    expect(out).toEqual(before);
    const aliased = createSphereCastHit();
    aliased.center.x = -2;
    aliased.center.y = 0.5;
    aliased.center.z = 0.5;
    expect(
      sphereCastAABBInto(aliased.center, vec3(2, 0.5, 0.5), 0.5, { min: aliased.point, max: vec3(1, 1, 1) }, aliased),
    ).toBe(true);
    expect(aliased).toEqual({
      point: { x: 0, y: 0.5, z: 0.5 },
      normal: { x: -1, y: 0, z: 0 },
      distance: 1.5,
      t: 0.375,
      center: { x: -0.5, y: 0.5, z: 0.5 },
    });
  });

  it('1e±100: finite and to scale, faces and edges', () => {
    for (const k of [1e-100, 1e100]) {
      const box = { min: vec3(0, 0, 0), max: vec3(k, k, k) };
      const face = sphereCastAABB(vec3(-2 * k, 0.5 * k, 0.5 * k), vec3(2 * k, 0.5 * k, 0.5 * k), 0.5 * k, box);
      expectAllFinite(face);
      expectHit(
        face,
        { point: [0, 0.5 * k, 0.5 * k], normal: [-1, 0, 0], distance: 1.5 * k, t: 0.375 },
        1e-12 * k,
        4 * k,
      );
      const y = 1 + Math.sqrt(0.19);
      const edge = sphereCastAABB(vec3(1.9 * k, 3 * k, 0.5 * k), vec3(1.9 * k, -3 * k, 0.5 * k), k, box);
      expectAllFinite(edge);
      expectHit(
        edge,
        { point: [k, k, 0.5 * k], normal: [0.9, y - 1, 0], distance: (3 - y) * k, t: (3 - y) / 6 },
        1e-12 * k,
        6 * k,
        1e-12,
      );
    }
  });
});
