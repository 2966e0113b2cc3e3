// raycastOBB and the shared quaternion rotation (src/quat.ts): hand-derived cases with the
// arithmetic in the comments, and the contract's edge cases: the face tie rule of the
// box's own axes, flat OBBs, non-unit quaternions, origin on the surface, 1e±100.
import { describe, expect, it } from 'vitest';
import { createRotation, inverseRotateInto, rotateInto, setRotation } from '../src/quat.ts';
import { createRaycastHit, raycastAABB, raycastOBB, raycastOBBInto, vec3, type QuatLike } from '../src/index.ts';
import { expectAllFinite } from './support/check.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';
import { CUBE_ROTATIONS, apply, matrixOf } from './support/rotation.ts';

const s = Math.SQRT1_2;
const quarterZ: QuatLike = { x: 0, y: 0, z: 1, w: 1 }; // 90° about z, |q|² = 2
const obb = (c: [number, number, number], h: [number, number, number], rotation: QuatLike) => ({
  center: vec3(...c),
  halfSize: vec3(...h),
  rotation,
});

describe('quat.ts: rotation by a quaternion and its inverse', () => {
  it('a quarter turn about z: x → y, y → −x, exactly for q of any power-of-two size, to 1e-15 for others', () => {
    const R = createRotation();
    const v = vec3(0, 0, 0);
    for (const k of [1e-300, 1e300, -3, 0.1]) {
      setRotation(R, { x: 0, y: 0, z: k, w: k });
      expectVec(rotateInto(v, R, 1, 0, 0), [0, 1, 0], 1e-15);
      expectVec(inverseRotateInto(v, R, 0, 1, 0), [1, 0, 0], 1e-15);
    }
    for (const k of [1, 2 ** -1000, 2 ** 1000, -4, 2 ** -1070]) {
      setRotation(R, { x: 0, y: 0, z: k, w: k });
      expect(rotateInto(v, R, 1, 0, 0)).toEqual({ x: 0, y: 1, z: 0 });
      expect(rotateInto(v, R, 0, 2, 5)).toEqual({ x: -2, y: 0, z: 5 });
      expect(inverseRotateInto(v, R, 0, 1, 0)).toEqual({ x: 1, y: 0, z: 0 });
    }
  });

  it('120° about (1, 1, 1), q = (1, 1, 1, 1): x → y → z → x, exactly', () => {
    // |q|² = 4: the rotation by (½, ½, ½, ½), the cyclic permutation of the axes.
    const R = setRotation(createRotation(), { x: 1, y: 1, z: 1, w: 1 });
    expect(rotateInto(vec3(0, 0, 0), R, 1, 2, 3)).toEqual({ x: 3, y: 1, z: 2 });
    expect(inverseRotateInto(vec3(0, 0, 0), R, 3, 1, 2)).toEqual({ x: 1, y: 2, z: 3 });
  });

  it('agrees with the independent matrix on all 24 rotations of the cube, exactly', () => {
    const R = createRotation();
    for (const q of CUBE_ROTATIONS) {
      setRotation(R, q);
      const v = vec3(0.25, -3, 7);
      expect(rotateInto(vec3(0, 0, 0), R, v.x, v.y, v.z)).toEqual(apply(matrixOf(q), v));
    }
  });

  it('a generic rotation: inverse undoes it, lengths are kept, the matrix agrees to 1e-15', () => {
    const q = { x: 0.3, y: -0.5, z: 0.1, w: 0.7 };
    const R = setRotation(createRotation(), q);
    const v = rotateInto(vec3(0, 0, 0), R, 1, 2, 3);
    expectVec(
      v,
      [apply(matrixOf(q), vec3(1, 2, 3)).x, apply(matrixOf(q), vec3(1, 2, 3)).y, apply(matrixOf(q), vec3(1, 2, 3)).z],
      1e-15,
    );
    expect(Math.abs(Math.hypot(v.x, v.y, v.z) - Math.sqrt(14))).toBeLessThan(1e-15);
    expectVec(inverseRotateInto(vec3(0, 0, 0), R, v.x, v.y, v.z), [1, 2, 3], 1e-15);
  });
});

describe('raycastOBB: hand-derived', () => {
  it('the example: a 4 × 2 × 2 box turned 90° about z, entered through its world −x face', () => {
    // Turned, the box spans x ∈ [-1, 1], y ∈ [-2, 2]. x goes -5 → 5: x = -1 after 4 of 10,
    // t = 0.4, point (-1, 0.5, 0); the face is the box's own y+ (local y → world −x).
    for (const rotation of [quarterZ, { x: 0, y: 0, z: s, w: s }]) {
      expectHit(
        raycastOBB(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), obb([0, 0, 0], [2, 1, 1], rotation)),
        { point: [-1, 0.5, 0], normal: [-1, 0, 0], distance: 4, t: 0.4 },
        rotation === quarterZ ? 0 : 1e-15,
        10,
      );
    }
  });

  it('a square turned 45° about z, hit on its corner edge, and a miss just past it', () => {
    // halfSize (1, 1, 1) turned 45°: the corner edge local (1, -1, z) is at world (√2, 0, z),
    // the faces local x+ and y− meet there. From (3, 0, 0) towards −x, the segment first
    // touches that edge at x = √2: t = (3 − √2)/6. Local direction: (-1, 0, 0) turned by
    // −45° is (−s, s, 0): both the x+ face (moving −x) and the y− face (moving +y) are
    // entered at the same t; the box's own x wins: normal local +x = world (s, s, 0).
    const q = { x: 0, y: 0, z: Math.sin(Math.PI / 8), w: Math.cos(Math.PI / 8) };
    const hit = raycastOBB(vec3(3, 0, 0), vec3(-3, 0, 0), obb([0, 0, 0], [1, 1, 1], q));
    expect(hit).not.toBeNull();
    expect(Math.abs(hit!.t - (3 - Math.SQRT2) / 6)).toBeLessThan(1e-15);
    expectVec(hit!.point, [Math.SQRT2, 0, 0], 1e-15);
    // Rounding decides which of the two faces is entered first here; either way, a unit
    // normal of one of them, facing the segment.
    const n = hit!.normal;
    expect(Math.abs(Math.hypot(n.x, n.y, n.z) - 1)).toBeLessThan(1e-15);
    expect(Math.abs(Math.abs(n.y) - s)).toBeLessThan(1e-15);
    expect(Math.abs(n.x - s)).toBeLessThan(1e-15);
    expect(raycastOBB(vec3(3, 1.5, 0), vec3(-3, 1.5, 0), obb([0, 0, 0], [0.5, 0.5, 0.5], q))).toBeNull();
  });

  it('turned 90° about z, through the edge where the box’s own x and y faces meet: its x wins', () => {
    // Box halfSize (1, 1, 1) at the origin, quarter turn about z. World point (1, 1, 0) is
    // local (1, −1, 0). From (3, 3, 0) to (-1, -1, 0) the segment enters at t = 1/2 through
    // world faces x = 1 and y = 1 at once, i.e. local y− (world x+) and local x+ (world y+):
    // the box's own x wins, normal local +x = world +y.
    const hit = raycastOBB(vec3(3, 3, 0), vec3(-1, -1, 0), obb([0, 0, 0], [1, 1, 1], quarterZ));
    expectHit(hit, { point: [1, 1, 0], normal: [0, 1, 0], distance: 2 * Math.SQRT2, t: 0.5 });
    // raycastAABB on the same world box says x: the tie goes by the box's own axes.
    expect(raycastAABB(vec3(3, 3, 0), vec3(-1, -1, 0), { min: vec3(-1, -1, -1), max: vec3(1, 1, 1) })!.normal).toEqual({
      x: 1,
      y: 0,
      z: 0,
    });
  });

  it('origin on the surface: a hit at t = 0 heading in, null leaving or sliding; inside: null', () => {
    const box = obb([0, 0, 0], [2, 1, 1], quarterZ); // world x ∈ [-1, 1], y ∈ [-2, 2]
    expectHit(raycastOBB(vec3(-1, 0, 0), vec3(1, 0, 0), box), {
      point: [-1, 0, 0],
      normal: [-1, 0, 0],
      distance: 0,
      t: 0,
    });
    expect(raycastOBB(vec3(-1, 0, 0), vec3(-3, 0, 0), box)).toBeNull(); // leaving
    expect(raycastOBB(vec3(-1, 0, 0), vec3(-1, 1, 0), box)).toBeNull(); // sliding along the face
    expect(raycastOBB(vec3(0, 0, 0), vec3(5, 0, 0), box)).toBeNull(); // inside
    expect(raycastOBB(vec3(-5, 0, 0), vec3(-5, 0, 0), box)).toBeNull(); // zero length
    expect(raycastOBB(vec3(-5, 0, 0), vec3(-1.5, 0, 0), box)).toBeNull(); // ends short of it
  });

  it('a flat OBB: a rectangle turned into the plane y = 0 is entered through its edge by segments in it', () => {
    // halfSize (2, 1, 0) turned 90° about x (local y → world z, local z → world −y): the
    // rectangle x ∈ [-2, 2], z ∈ [-1, 1] in y = 0. Along x in that plane: enters the edge
    // x = -2 (the box's own x−) at t = 3/10. Crossing the plane: through the face, local z.
    const rect = obb([0, 0, 0], [2, 1, 0], { x: 1, y: 0, z: 0, w: 1 });
    expectHit(raycastOBB(vec3(-5, 0, 0.5), vec3(5, 0, 0.5), rect), {
      point: [-2, 0, 0.5],
      normal: [-1, 0, 0],
      distance: 3,
      t: 0.3,
    });
    // From y = 4 down to y = -4: local z goes −4 → 4 (world y = −local z), so it enters the
    // local z− face, whose outward normal local (0, 0, −1) is world (0, 1, 0), at t = 1/2.
    expectHit(raycastOBB(vec3(1, 4, 0), vec3(1, -4, 0), rect), {
      point: [1, 0, 0],
      normal: [0, 1, 0],
      distance: 4,
      t: 0.5,
    });
  });

  it('Into: the same hit; a miss leaves out untouched; out may alias an input', () => {
    const box = obb([0, 0, 0], [2, 1, 1], quarterZ);
    const out = createRaycastHit();
    expect(raycastOBBInto(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), box, out)).toBe(true);
    expect(out).toEqual(raycastOBB(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), box));
    const before = structuredClone(out);
    expect(raycastOBBInto(vec3(-5, 5, 0), vec3(5, 5, 0), box, out)).toBe(false);
    expect(out).toEqual(before);
    // out.point is the origin itself, and out.normal the box's center.
    const aliased = { point: vec3(-5, 0.5, 0), normal: vec3(0, 0, 0), distance: 0, t: 0 };
    const shared = { center: aliased.normal, halfSize: vec3(2, 1, 1), rotation: quarterZ };
    expect(raycastOBBInto(aliased.point, vec3(5, 0.5, 0), shared, aliased)).toBe(true);
    expect(aliased).toEqual({ point: { x: -1, y: 0.5, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 4, t: 0.4 });
  });

  it('1e±100 and tiny or huge quaternions: finite, to scale', () => {
    for (const k of [1e-100, 1e100]) {
      for (const qk of [1, 1e-200, 1e200]) {
        const box = { center: vec3(0, 0, 0), halfSize: vec3(2 * k, k, k), rotation: { x: 0, y: 0, z: qk, w: qk } };
        const hit = raycastOBB(vec3(-5 * k, 0.5 * k, 0), vec3(5 * k, 0.5 * k, 0), box);
        expectAllFinite(hit);
        expectHit(hit, { point: [-k, 0.5 * k, 0], normal: [-1, 0, 0], distance: 4 * k, t: 0.4 }, 1e-12 * k, 10 * k);
      }
    }
  });
});
