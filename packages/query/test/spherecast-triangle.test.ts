// sphereCastTriangle worked by hand: the face, an edge, a vertex, the overlap rules,
// degenerate triangles and radius 0.
import { describe, expect, it } from 'vitest';
import {
  createSphereCastHit,
  raycastTriangle,
  sphereCastCapsule,
  sphereCastTriangle,
  sphereCastTriangleInto,
  vec3,
} from '../src/index.ts';
import { expectVec } from './support/expect-hit.ts';

const tri = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };

describe('sphereCastTriangle: hand-derived', () => {
  it('onto the face: stops radius above it', () => {
    // z: 5 -> -11, the center must reach z = 1: t = 4/16.
    expect(sphereCastTriangle(vec3(1, 1, 5), vec3(1, 1, -11), 1, tri)).toEqual({
      point: { x: 1, y: 1, z: 0 },
      normal: { x: 0, y: 0, z: 1 },
      distance: 4,
      t: 0.25,
      center: { x: 1, y: 1, z: 1 },
    });
  });

  it('from below the face: the normal points down', () => {
    expect(sphereCastTriangle(vec3(1, 1, -5), vec3(1, 1, 5), 2, tri)?.center).toEqual({ x: 1, y: 1, z: -2 });
    expect(sphereCastTriangle(vec3(1, 1, -5), vec3(1, 1, 5), 2, tri)?.normal).toEqual({ x: 0, y: 0, z: -1 });
  });

  it('rolled in the plane into the edge x = 0 (its capsule)', () => {
    // The center moves along y = 1, z = 0 from x = -5: it touches the edge a–c at x = -1, t = 4/10.
    expect(sphereCastTriangle(vec3(-5, 1, 0), vec3(5, 1, 0), 1, tri)).toEqual({
      point: { x: 0, y: 1, z: 0 },
      normal: { x: -1, y: 0, z: 0 },
      distance: 4,
      t: 0.4,
      center: { x: -1, y: 1, z: 0 },
    });
  });

  it('passing beside the face, above an edge: the edge capsule, not the face', () => {
    // Falling at x = -0.6, y = 1 (outside the triangle, 0.6 from the edge x = 0): the ball of
    // radius 1 touches the edge when (0.6)² + z² = 1, z = 0.8: from z = 5, t = 4.2/10.
    const hit = sphereCastTriangle(vec3(-0.6, 1, 5), vec3(-0.6, 1, -5), 1, tri);
    expect(hit?.t).toBeCloseTo(0.42, 15);
    expectVec(hit!.point, [0, 1, 0], 1e-15);
    expectVec(hit!.normal, [-0.6, 0, 0.8], 1e-15);
  });

  it('towards a vertex: its ball', () => {
    // Along the line through b = (4, 0, 0) from (10, 0, 0): touches at x = 4 + 2 = 6, t = 4/10.
    const hit = sphereCastTriangle(vec3(10, 0, 0), vec3(0, 0, 0), 2, tri);
    expect(hit).toEqual({
      point: { x: 4, y: 0, z: 0 },
      normal: { x: 1, y: 0, z: 0 },
      distance: 4,
      t: 0.4,
      center: { x: 6, y: 0, z: 0 },
    });
  });
});

describe('sphereCastTriangle: edges', () => {
  it('starting overlapped: null; exactly touching: t = 0 only moving in', () => {
    expect(sphereCastTriangle(vec3(1, 1, 0.5), vec3(1, 1, 5), 1, tri)).toBeNull();
    expect(sphereCastTriangle(vec3(1, 1, 1), vec3(1, 1, -5), 1, tri)?.t).toBe(0);
    expect(sphereCastTriangle(vec3(1, 1, 1), vec3(1, 1, 5), 1, tri)).toBeNull(); // moving away
    expect(sphereCastTriangle(vec3(-1, 1, 0), vec3(5, 1, 0), 1, tri)?.t).toBe(0); // touching the edge, moving in
    expect(sphereCastTriangle(vec3(-1, 1, 0), vec3(-5, 1, 0), 1, tri)).toBeNull();
  });

  it('beyond the end, passing wide, zero length: null', () => {
    expect(sphereCastTriangle(vec3(1, 1, 9), vec3(1, 1, 2), 1, tri)).toBeNull();
    expect(sphereCastTriangle(vec3(-3, 1, 5), vec3(-3, 1, -5), 1, tri)).toBeNull();
    expect(sphereCastTriangle(vec3(1, 1, 5), vec3(1, 1, 5), 1, tri)).toBeNull();
  });

  it('radius 0 is exactly raycastTriangle, origin on the triangle included', () => {
    for (const [A, B] of [
      [vec3(0, 0, -1), vec3(3, 2, 3)],
      [vec3(1, 2, 0), vec3(1, 2, 3)],
      [vec3(2, 2, 1), vec3(2, 2, -1)],
      [vec3(-1, 1, 0), vec3(5, 1, 0)],
    ] as const) {
      const ray = raycastTriangle(A, B, tri);
      expect(sphereCastTriangle(A, B, 0, tri)).toEqual(ray === null ? null : { ...ray, center: ray.point });
    }
  });

  it('a degenerate triangle is its segment grown into a capsule, or its point into a ball', () => {
    const line = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(2, 0, 0) };
    expect(sphereCastTriangle(vec3(1, 0, 5), vec3(1, 0, -5), 1, line)?.center).toEqual({ x: 1, y: 0, z: 1 });
    expect(raycastTriangle(vec3(1, 0, 5), vec3(1, 0, -5), line)).toBeNull(); // but never hit by a raycast
    const point = { a: vec3(1, 1, 1), b: vec3(1, 1, 1), c: vec3(1, 1, 1) };
    expect(sphereCastTriangle(vec3(1, 1, 5), vec3(1, 1, -5), 2, point)?.center).toEqual({ x: 1, y: 1, z: 3 });
  });

  for (const k of [1e-100, 1e-6, 1e6, 1e100]) {
    it(`onto the face and into an edge at scale ${k}`, () => {
      const s = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      const T = { a: s(0, 0, 0), b: s(4, 0, 0), c: s(0, 4, 0) };
      const face = sphereCastTriangle(s(1, 1, 5), s(1, 1, -11), k, T);
      expect(face?.t).toBeCloseTo(0.25, 12);
      expectVec(face!.center, [k, k, k], 1e-9 * 16 * k);
      const edge = sphereCastTriangle(s(-0.6, 1, 5), s(-0.6, 1, -5), k, T);
      expect(edge?.t).toBeCloseTo(0.42, 12);
      expectVec(edge!.normal, [-0.6, 0, 0.8], 1e-9);
    });
  }

  it('the Into form writes the same hit; a miss leaves out untouched', () => {
    const out = createSphereCastHit();
    expect(sphereCastTriangleInto(vec3(1, 1, 5), vec3(1, 1, -11), 1, tri, out)).toBe(true);
    expect(out).toEqual(sphereCastTriangle(vec3(1, 1, 5), vec3(1, 1, -11), 1, tri));
    expect(sphereCastTriangleInto(vec3(9, 9, 5), vec3(9, 9, -5), 1, tri, out)).toBe(false);
    expect(out.t).toBe(0.25);
  });
});

describe('sphereCastTriangle: a sliver whose normal is rounding noise', () => {
  it('is decided by its edge capsules, not by a face moved along a noise normal (FC_SEED 835946807)', () => {
    // b is halfway between a and c up to one rounding of 2.5e-6: |(b − a) × (c − a)| is about
    // 1e-27, a triangle 1e-22 wide. It is the segment ac grown by r, to within that width.
    const tri = {
      a: vec3(0.000001, 0, -0.000004),
      b: vec3(0, 0.0000024999999999999998, -0.000003),
      c: vec3(-0.000001, 0.0000049999999999999996, -0.000002),
    };
    const A = vec3(0, 0.000008, -0.000001);
    const B = vec3(0.000002, -0.000008, -0.000007);
    const r = 7.5e-7;
    const hit = sphereCastTriangle(A, B, r, tri);
    const capsule = sphereCastCapsule(A, B, r, { start: tri.a, end: tri.c, radius: 0 });
    expect(hit).not.toBeNull();
    expect(capsule).not.toBeNull();
    // Before the fix the face, moved r along a noise normal, was entered at t = 0.04, the
    // ball 2.7e-6 from the triangle; the first touch is near t = 0.317.
    expect(hit?.t).toBeCloseTo(capsule?.t ?? NaN, 9);
    expect(hit?.t).toBeGreaterThan(0.3);
    const C = hit?.center ?? A;
    const P = hit?.point ?? A;
    expect(Math.hypot(C.x - P.x, C.y - P.y, C.z - P.z)).toBeCloseTo(r, 15);
  });
});
