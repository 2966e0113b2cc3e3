// raycastTriangle, closestPointOnTriangle, sphereIntersectsTriangle and
// sphereContactTriangle: worked by hand, and the edges the contract names.
import { describe, expect, it } from 'vitest';
import {
  closestPointOnTriangle,
  createRaycastHit,
  raycastTriangle,
  raycastTriangleInto,
  sphereContactTriangle,
  sphereIntersectsTriangle,
  vec3,
} from '../src/index.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';

// The right triangle of legs 4 in the floor z = 0; (b − a) × (c − a) = (0, 0, 16): up.
const tri = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };
const o3 = vec3(0, 0, 0);

describe('raycastTriangle: hand-derived', () => {
  it('straight down through the face', () => {
    // z: 2 -> -2 crosses 0 halfway; (1, 1) is inside (1 + 1 <= 4). Moving down: normal up.
    expectHit(raycastTriangle(vec3(1, 1, 2), vec3(1, 1, -2), tri), {
      point: [1, 1, 0],
      normal: [0, 0, 1],
      distance: 2,
      t: 0.5,
    });
  });

  it('a slanted segment from below: u, v, w by hand', () => {
    // A = (0, 0, -1), B = (3, 2, 3): z crosses 0 at t = 1/4, at P = (3/4, 1/2, 0). Weights
    // of b and c: 3/16 and 1/8 (P = a + (3/4)/4·e1 + (1/2)/4·e2), of a: 11/16 — all >= 0.
    // Moving up: normal (0, 0, -1). |AB| = √(9 + 4 + 16) = √29.
    expectHit(
      raycastTriangle(vec3(0, 0, -1), vec3(3, 2, 3), tri),
      { point: [0.75, 0.5, 0], normal: [0, 0, -1], distance: Math.sqrt(29) / 4, t: 0.25 },
      1e-15,
    );
  });

  it('a tilted triangle: the unit normal from e1 × e2', () => {
    // a = (1,0,0), b = (0,1,0), c = (0,0,1): e1 = (-1,1,0), e2 = (-1,0,1), e1 × e2 = (1,1,1).
    // From the origin towards (1,1,1): x + y + z = 1 at t = 1/3, P = (1/3, 1/3, 1/3).
    const t3 = { a: vec3(1, 0, 0), b: vec3(0, 1, 0), c: vec3(0, 0, 1) };
    const s = 1 / Math.sqrt(3);
    expectHit(
      raycastTriangle(vec3(0, 0, 0), vec3(1, 1, 1), t3),
      { point: [1 / 3, 1 / 3, 1 / 3], normal: [-s, -s, -s], distance: s, t: 1 / 3 },
      1e-15,
    );
  });
});

describe('raycastTriangle: edges', () => {
  it('edges and vertices count, exactly', () => {
    expect(raycastTriangle(vec3(2, 0, 1), vec3(2, 0, -1), tri)?.point).toEqual({ x: 2, y: 0, z: 0 }); // edge ab
    expect(raycastTriangle(vec3(2, 2, 1), vec3(2, 2, -1), tri)?.point).toEqual({ x: 2, y: 2, z: 0 }); // edge bc
    expect(raycastTriangle(vec3(4, 0, 1), vec3(4, 0, -1), tri)?.point).toEqual({ x: 4, y: 0, z: 0 }); // vertex b
    // A slanted line through vertex c = (0, 4, 0): from (-3, 5, 1) to (3, 3, -1).
    expect(raycastTriangle(vec3(-3, 5, 1), vec3(3, 3, -1), tri)?.t).toBe(0.5);
    // Just outside the hypotenuse and beyond a vertex: misses.
    expect(raycastTriangle(vec3(2, 2.0000000000000004, 1), vec3(2, 2.0000000000000004, -1), tri)).toBeNull();
    expect(raycastTriangle(vec3(4.000000000000001, 0, 1), vec3(4.000000000000001, 0, -1), tri)).toBeNull();
  });

  it('is two-sided: the normal points back against the motion', () => {
    expect(raycastTriangle(vec3(1, 1, -2), vec3(1, 1, 2), tri)?.normal).toEqual({ x: 0, y: 0, z: -1 });
    const flipped = { a: tri.a, b: tri.c, c: tri.b };
    expect(raycastTriangle(vec3(1, 1, 2), vec3(1, 1, -2), flipped)?.normal).toEqual({ x: 0, y: 0, z: 1 });
  });

  it('parallel and in-plane segments: null', () => {
    expect(raycastTriangle(vec3(-1, 1, 1), vec3(5, 1, 1), tri)).toBeNull();
    expect(raycastTriangle(vec3(-1, 1, 0), vec3(5, 1, 0), tri)).toBeNull(); // through it, in its plane
    expect(raycastTriangle(vec3(1, 1, 0), vec3(2, 1, 0), tri)).toBeNull(); // sliding on it (2D use: z = 0)
  });

  it('origin on the triangle, not parallel: t = 0 either way; end on it: t = 1', () => {
    for (const z of [3, -3]) {
      const hit = raycastTriangle(vec3(1, 2, 0), vec3(1, 2, z), tri);
      expectHit(hit, { point: [1, 2, 0], normal: [0, 0, z > 0 ? -1 : 1], distance: 0, t: 0 });
      expect(Object.is(hit.t, 0)).toBe(true);
    }
    expect(raycastTriangle(vec3(4, 0, 0), vec3(5, 1, 1), tri)?.t).toBe(0); // origin at vertex b
    expect(raycastTriangle(vec3(1, 1, 5), vec3(1, 1, 0), tri)?.t).toBe(1);
  });

  it('past the end, behind the origin, zero length: null', () => {
    expect(raycastTriangle(vec3(1, 1, 3), vec3(1, 1, 1), tri)).toBeNull();
    expect(raycastTriangle(vec3(1, 1, -1), vec3(1, 1, -3), tri)).toBeNull();
    expect(raycastTriangle(vec3(1, 1, 0), vec3(1, 1, 0), tri)).toBeNull();
  });

  it('degenerate triangles (collinear or coincident vertices) are never hit', () => {
    const line = { a: vec3(0, 0, 0), b: vec3(2, 0, 0), c: vec3(4, 0, 0) };
    expect(raycastTriangle(vec3(1, 0, 1), vec3(1, 0, -1), line)).toBeNull();
    const point = { a: vec3(1, 1, 1), b: vec3(1, 1, 1), c: vec3(1, 1, 1) };
    expect(raycastTriangle(vec3(1, 1, 0), vec3(1, 1, 2), point)).toBeNull();
    // Everything at the origin: every orientation is exactly 0 (the exact path's all-zero case).
    expect(raycastTriangle(o3, o3, { a: o3, b: o3, c: o3 })).toBeNull();
  });

  it('a sliver of area ~1e-32 at unit scale is still judged exactly', () => {
    const sliver = { a: vec3(0, 0, 0), b: vec3(1, 0, 0), c: vec3(0.5, 1e-16, 0) };
    expect(raycastTriangle(vec3(0.5, 0.5e-16, 1), vec3(0.5, 0.5e-16, -1), sliver)?.t).toBe(0.5);
    expect(raycastTriangle(vec3(0.5, 1.5e-16, 1), vec3(0.5, 1.5e-16, -1), sliver)).toBeNull();
  });

  it('a sliver whose width is a tiny coordinate: t where the segment really crosses, not at its start', () => {
    // a, c and the segment lie in the plane z = 0 … up to b's 1e-300: the segment from
    // (0, 1, -1/4) to (0, -1, 1/4) passes through the vertex a = (0, 0, 0) halfway. The
    // double-precision volumes lose b's 1e-300 when they subtract, so t must come from
    // exact ones (they were 0 here, and t with them: a hit at the segment's start).
    const sliver = { a: vec3(0, 0, 0), b: vec3(1, -3.5, -1e-300), c: vec3(1, -3.5, 0) };
    const hit = raycastTriangle(vec3(0, 1, -0.25), vec3(0, -1, 0.25), sliver);
    expect(hit?.t).toBe(0.5);
    expect(hit?.point).toEqual({ x: 0, y: 0, z: 0 });
    // The same with the smallest double: b is 5e-324 off the line through a and c, and the
    // segment from (0, 0, -1) to (-1/2, -1/2, 1) passes through a = (-1/4, -1/4, 0) halfway.
    const thinner = { a: vec3(-0.25, -0.25, 0), b: vec3(0, 5e-324, 0), c: vec3(0.25, 0.25, 0) };
    const hit2 = raycastTriangle(vec3(0, 0, -1), vec3(-0.5, -0.5, 1), thinner);
    expect(hit2?.t).toBe(0.5);
    expect(hit2?.point).toEqual({ x: -0.25, y: -0.25, z: 0 });
  });

  for (const k of [1e-100, 1e-6, 1e6, 1e100]) {
    it(`the slanted segment at scale ${k}`, () => {
      const s = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      expectHit(
        raycastTriangle(s(0, 0, -1), s(3, 2, 3), { a: s(0, 0, 0), b: s(4, 0, 0), c: s(0, 4, 0) }),
        { point: [0.75 * k, 0.5 * k, 0], normal: [0, 0, -1], distance: (Math.sqrt(29) / 4) * k, t: 0.25 },
        1e-9 * 4 * k,
        Math.sqrt(29) * k,
      );
    });
  }

  it('the Into form: the same numbers; a miss leaves out untouched', () => {
    const out = createRaycastHit();
    expect(raycastTriangleInto(vec3(0, 0, -1), vec3(3, 2, 3), tri, out)).toBe(true);
    expect(out).toEqual(raycastTriangle(vec3(0, 0, -1), vec3(3, 2, 3), tri));
    expect(raycastTriangleInto(vec3(9, 9, -1), vec3(9, 9, 1), tri, out)).toBe(false);
    expect(out.t).toBe(0.25);
  });
});

describe('closestPointOnTriangle: Voronoi regions by hand', () => {
  const cases: [string, [number, number, number], [number, number, number]][] = [
    ['face (above)', [1, 1, 5], [1, 1, 0]],
    ['face (below)', [1, 2, -3], [1, 2, 0]],
    ['vertex a', [-1, -2, 1], [0, 0, 0]],
    ['vertex b', [6, -1, 0], [4, 0, 0]],
    ['vertex c', [-1, 7, 2], [0, 4, 0]],
    ['edge ab', [2, -3, 1], [2, 0, 0]],
    ['edge ac', [-2, 3, 0], [0, 3, 0]],
    // Beyond the hypotenuse x + y = 4: (3, 3) projects onto (2, 2).
    ['edge bc', [3, 3, 0], [2, 2, 0]],
    ['on the triangle', [1, 1, 0], [1, 1, 0]],
  ];
  for (const [name, P, Q] of cases) {
    it(name, () => {
      expect(closestPointOnTriangle(vec3(...P), tri)).toEqual({ x: Q[0], y: Q[1], z: Q[2] });
    });
  }

  it('a degenerate triangle is its segment; coincident vertices their point', () => {
    const line = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(2, 0, 0) };
    expect(closestPointOnTriangle(vec3(3, 5, 0), line)).toEqual({ x: 3, y: 0, z: 0 });
    expect(closestPointOnTriangle(vec3(9, 5, 0), line)).toEqual({ x: 4, y: 0, z: 0 });
    const point = { a: vec3(1, 2, 3), b: vec3(1, 2, 3), c: vec3(1, 2, 3) };
    expect(closestPointOnTriangle(vec3(0, 0, 0), point)).toEqual({ x: 1, y: 2, z: 3 });
  });

  for (const k of [1e-100, 1e100]) {
    it(`at scale ${k} (fourth powers would overflow or underflow)`, () => {
      const s = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      const T = { a: s(0, 0, 0), b: s(4, 0, 0), c: s(0, 4, 0) };
      expectVec(closestPointOnTriangle(s(3, 3, 0), T), [2 * k, 2 * k, 0], 1e-12 * k);
      expectVec(closestPointOnTriangle(s(1, 1, 5), T), [k, k, 0], 1e-12 * k);
    });
  }
});

describe('sphereIntersectsTriangle and sphereContactTriangle', () => {
  it('resting on the face touches (exactly); a hair higher does not', () => {
    expect(sphereIntersectsTriangle({ center: vec3(1, 1, 5), radius: 5 }, tri)).toBe(true);
    expect(sphereIntersectsTriangle({ center: vec3(1, 1, 5.000000000000001), radius: 5 }, tri)).toBe(false);
    expect(sphereContactTriangle({ center: vec3(1, 1, 5), radius: 5 }, tri)).toEqual({
      point: { x: 1, y: 1, z: 0 },
      normal: { x: 0, y: 0, z: 1 },
      depth: 0,
    });
    expect(sphereContactTriangle({ center: vec3(1, 1, 5.000000000000001), radius: 5 }, tri)).toBeNull();
  });

  it('near a vertex: a 3-4-5 distance', () => {
    // From (7, -4, 0), P - b = (3, -4): ab·(P - b) = 12 >= 0 and ac·(P - b) = -16 <= 12, so
    // the nearest point is b = (4, 0, 0), 5 away: radius 6 overlaps by 1.
    expect(sphereContactTriangle({ center: vec3(7, -4, 0), radius: 6 }, tri)).toEqual({
      point: { x: 4, y: 0, z: 0 },
      normal: { x: 0.6, y: -0.8, z: 0 },
      depth: 1,
    });
    expect(sphereIntersectsTriangle({ center: vec3(7, -4, 0), radius: 5 }, tri)).toBe(true);
    expect(sphereIntersectsTriangle({ center: vec3(7, -4, 0), radius: 4.9 }, tri)).toBe(false);
  });

  it('center exactly on the triangle: its normal (b − a) × (c − a), depth = radius', () => {
    expect(sphereContactTriangle({ center: vec3(1, 1, 0), radius: 2 }, tri)).toEqual({
      point: { x: 1, y: 1, z: 0 },
      normal: { x: 0, y: 0, z: 1 },
      depth: 2,
    });
    const flipped = { a: tri.a, b: tri.c, c: tri.b };
    expect(sphereContactTriangle({ center: vec3(1, 1, 0), radius: 2 }, flipped)?.normal).toEqual({ x: 0, y: 0, z: -1 });
  });

  it('center on a degenerate triangle: a unit normal perpendicular to its segment, depth = radius', () => {
    const line = { a: vec3(0, 0, 0), b: vec3(3, 4, 0), c: vec3(6, 8, 0) };
    const hit = sphereContactTriangle({ center: vec3(3, 4, 0), radius: 1 }, line);
    expect(hit?.depth).toBe(1);
    expectVec(hit!.normal, [-0.8, 0.6, 0], 1e-15);
    const vertical = { a: vec3(0, 0, 0), b: vec3(0, 0, 1), c: vec3(0, 0, 2) };
    expect(sphereContactTriangle({ center: vec3(0, 0, 1), radius: 1 }, vertical)?.normal).toEqual({ x: 1, y: 0, z: 0 });
    const point = { a: vec3(1, 1, 1), b: vec3(1, 1, 1), c: vec3(1, 1, 1) };
    expect(sphereContactTriangle({ center: vec3(1, 1, 1), radius: 1 }, point)?.normal).toEqual({ x: 1, y: 0, z: 0 });
  });

  it('radius 0: touching only with the center on the triangle', () => {
    expect(sphereIntersectsTriangle({ center: vec3(2, 2, 0), radius: 0 }, tri)).toBe(true);
    expect(sphereIntersectsTriangle({ center: vec3(2, 2, 1e-300), radius: 0 }, tri)).toBe(false);
    expect(sphereContactTriangle({ center: vec3(2, 2, 0), radius: 0 }, tri)?.depth).toBe(0);
  });

  it('1e±100 scales', () => {
    for (const k of [1e-100, 1e100]) {
      const T = { a: vec3(0, 0, 0), b: vec3(4 * k, 0, 0), c: vec3(0, 4 * k, 0) };
      expect(sphereIntersectsTriangle({ center: vec3(7 * k, -4 * k, 0), radius: 5.000001 * k }, T)).toBe(true);
      expect(sphereIntersectsTriangle({ center: vec3(7 * k, -4 * k, 0), radius: 4.9 * k }, T)).toBe(false);
      const c = sphereContactTriangle({ center: vec3(7 * k, -4 * k, 0), radius: 6 * k }, T);
      expectVec(c!.normal, [0.6, -0.8, 0], 1e-15);
      expect(Math.abs(c!.depth - k)).toBeLessThanOrEqual(1e-12 * k);
    }
  });
});
