// A collide-and-slide controller feeds the library's own results back into the next query:
// a cast from hit.center (hit.point for a raycast), or from a sphere pushed out by a
// contact's normal·depth, starts a few ulps off the surface, either side. Such a start is
// ON the surface (within ON_SURFACE·S = 2^-40·S, S the scene's scale): a hit at t = 0 moving
// in, null moving along or away. The numbers are the game developer's report; each case
// failed before the fix (the result then is in its comment).
import { describe, expect, it } from 'vitest';
import {
  raycastCapsule,
  raycastOBB,
  raycastPlane,
  raycastSphere,
  sphereCastAABB,
  sphereCastCapsule,
  sphereCastPlane,
  sphereCastSphere,
  sphereCastTriangle,
  sphereContactCapsule,
  sphereContactSphere,
} from '../src/index.ts';
import type { RaycastHit, Vec3 } from '../src/index.ts';

const add = (a: Vec3, b: Vec3, k = 1): Vec3 => ({ x: a.x + k * b.x, y: a.y + k * b.y, z: a.z + k * b.z });

describe('an exactly tangential slide over a floor is null, not t = 0', () => {
  // The floor y = 0; a ball of radius 0.5 resting on it (center y = 0.5: exact), moving
  // in x and z only: AB·(e1 × e2) = 0 exactly, a slide.
  const T = { a: { x: -20, y: 0, z: 20 }, b: { x: 20, y: 0, z: 20 }, c: { x: 20, y: 0, z: -20 } };
  const A = { x: 0.3, y: 0.5, z: 0.7 };
  it('sphereCastTriangle: null (was t = 0, normal (-1.4e-15, 1, 1.3e-15): the closest point is rounded)', () => {
    expect(sphereCastTriangle(A, { x: 0.5, y: 0.5, z: 0.8 }, 0.5, T)).toBeNull();
  });
  it('the same slide against the AABB and plane of that floor: null, as before', () => {
    const box = { min: { x: -20, y: -1, z: -20 }, max: { x: 20, y: 0, z: 20 } };
    expect(sphereCastAABB(A, { x: 0.5, y: 0.5, z: 0.8 }, 0.5, box)).toBeNull();
    expect(
      sphereCastPlane(A, { x: 0.5, y: 0.5, z: 0.8 }, 0.5, { normal: { x: 0, y: 1, z: 0 }, constant: 0 }),
    ).toBeNull();
  });
  it('from the same start, pressing down into the floor hits at t = 0 and lifting off is null', () => {
    const down = sphereCastTriangle(A, { x: 0.5, y: 0.4, z: 0.8 }, 0.5, T);
    expect(down?.t).toBe(0);
    // The normal is (center - nearest point)/r, the nearest point rounded: (0, 1, 0) to 1e-14.
    expect(Math.hypot(down!.normal.x, down!.normal.y - 1, down!.normal.z)).toBeLessThanOrEqual(1e-14);
    expect(sphereCastTriangle(A, { x: 0.5, y: 0.6, z: 0.8 }, 0.5, T)).toBeNull();
  });
});

describe("a cast restarted from the library's own hit.center hits at t = 0", () => {
  it('sphereCastPlane: the ball does not fall through the ground (was null: signed distance - r = -2.2e-16)', () => {
    const plane = { normal: { x: 0.3, y: 1, z: 0.1 }, constant: -0.7 };
    const first = sphereCastPlane(
      { x: 6.285441642677214, y: 5, z: 2.2109882075694487 },
      { x: 6.585441642677214, y: -5, z: 2.2109882075694487 },
      0.5,
      plane,
    );
    const C = { x: 6.463514101490787, y: -0.9357486271191053, z: 2.2109882075694487 };
    expect(first?.center).toEqual(C); // the report's start is that hit's center
    const again = sphereCastPlane(
      C,
      { x: 6.463514101490787, y: -1.1357486271191053, z: 2.2109882075694487 },
      0.5,
      plane,
    );
    expect(again?.t).toBe(0);
    expect(again?.center).toEqual(C);
  });
  it('sphereCastSphere: t = 0 where sphereContactSphere says depth 0 (was null: the two disagreed)', () => {
    const target = { center: { x: 0.1, y: 0.2, z: 0.3 }, radius: 1.3 };
    const A = { x: 1.8299999999999998, y: 0.6550824101193107, z: 0.1 };
    expect(sphereContactSphere({ center: A, radius: 0.5 }, target)?.depth).toBe(0);
    const again = sphereCastSphere(A, { x: 1.8299999999999998, y: 0.15508241011931068, z: 0.1 }, 0.5, target);
    expect(again?.t).toBe(0);
  });
  it('sphereCastCapsule: t = 0 at a start of contact depth 2.2e-16 (was null)', () => {
    const capsule = { start: { x: 0, y: 0, z: 0 }, end: { x: 3, y: 1, z: 0 }, radius: 0.7 };
    const A = { x: 0.09, y: 1.2772191289246468, z: 0.2 };
    expect(sphereContactCapsule({ center: A, radius: 0.5 }, capsule)?.depth).toBeLessThanOrEqual(2 ** -52);
    expect(sphereCastCapsule(A, { x: 0.09, y: 0.7772191289246468, z: 0.2 }, 0.5, capsule)?.t).toBe(0);
  });
  it('from there, moving away or along the contact plane is null', () => {
    const capsule = { start: { x: 0, y: 0, z: 0 }, end: { x: 3, y: 1, z: 0 }, radius: 0.7 };
    const A = { x: 0.09, y: 1.2772191289246468, z: 0.2 };
    const hit = sphereCastCapsule(A, { x: 0.09, y: 0.7772191289246468, z: 0.2 }, 0.5, capsule)!;
    const n = hit.normal;
    expect(sphereCastCapsule(A, add(A, n), 0.5, capsule)).toBeNull();
    // d - (d·n)n for d = (1, 0, 0): a motion along the tangent plane.
    const along = add({ x: 1, y: 0, z: 0 }, n, -n.x);
    expect(sphereCastCapsule(A, add(A, along), 0.5, capsule)).toBeNull();
  });
});

describe('after a push-out by normal·depth, a cast back in hits at t = 0', () => {
  const back = (A: Vec3, n: Vec3) => add(A, n, -0.5);
  it('a ball pressed into a sphere (was null: it sank one step, then was pushed out again)', () => {
    const target = { center: { x: 0.1, y: 0.2, z: 0.3 }, radius: 1.3 };
    const k = sphereContactSphere({ center: { x: 0.33, y: 0.71, z: 0.13 }, radius: 0.5 }, target)!;
    const out = add({ x: 0.33, y: 0.71, z: 0.13 }, k.normal, k.depth);
    expect(sphereCastSphere(out, back(out, k.normal), 0.5, target)?.t).toBe(0);
    expect(sphereContactSphere({ center: out, radius: 0.5 }, target)?.depth ?? 0).toBeLessThanOrEqual(1e-15);
  });
  it('a ball pressed into a capsule pillar (was null)', () => {
    const capsule = { start: { x: 0, y: 0, z: 0 }, end: { x: 3, y: 1, z: 0 }, radius: 0.7 };
    const k = sphereContactCapsule({ center: { x: 1.1, y: 0.1, z: 0.3 }, radius: 0.5 }, capsule)!;
    const out = add({ x: 1.1, y: 0.1, z: 0.3 }, k.normal, k.depth);
    expect(sphereCastCapsule(out, back(out, k.normal), 0.5, capsule)?.t).toBe(0);
  });
});

describe("a raycast restarted from the library's own hit.point, further in, hits at t = 0", () => {
  // The segment (-3, y, 0.1) -> (3, y + 0.2, 0.2), then again from hit.point by half of it.
  const d = { x: 6, y: 0.2, z: 0.1 };
  const restart = (cast: (A: Vec3, B: Vec3) => RaycastHit | null, y: number) => {
    const A = { x: -3, y, z: 0.1 };
    const hit = cast(A, add(A, d))!;
    return cast(hit.point, add(hit.point, d, 0.5));
  };
  it('raycastSphere (was null)', () => {
    const sphere = { center: { x: 0.1, y: 0.2, z: 0.3 }, radius: 1.3 };
    expect(restart((A, B) => raycastSphere(A, B, sphere), 0.7)?.t).toBe(0);
  });
  it('raycastCapsule (was null)', () => {
    const capsule = { start: { x: 0, y: 0, z: 0 }, end: { x: 3, y: 1, z: 0 }, radius: 0.7 };
    expect(restart((A, B) => raycastCapsule(A, B, capsule), 0.3)?.t).toBe(0);
  });
  it('raycastOBB (was null: the rotation rounds the point into the box)', () => {
    const obb = {
      center: { x: 0.1, y: 0.2, z: 0.3 },
      halfSize: { x: 1, y: 0.5, z: 0.7 },
      rotation: { x: 0.1, y: 0.2, z: 0.3, w: 0.9 },
    };
    expect(restart((A, B) => raycastOBB(A, B, obb), 0.3)?.t).toBe(0);
  });
  it('raycastPlane: from a start within the band, either side, not parallel: t = 0; parallel: null', () => {
    const plane = { normal: { x: 0.3, y: 1, z: 0.1 }, constant: -0.7 };
    const hit = raycastPlane(
      { x: 6.285441642677214, y: 5, z: 2.2109882075694487 },
      { x: 6.585441642677214, y: -5, z: 2.2109882075694487 },
      plane,
    )!;
    const P = hit.point;
    expect(raycastPlane(P, add(P, { x: 0, y: -1, z: 0 }), plane)?.t).toBe(0);
    expect(raycastPlane(P, add(P, { x: 0, y: 1, z: 0 }), plane)?.t).toBe(0);
    // Along the plane: (1, -0.3, 0)·(0.3, 1, 0.1) = 0.3 - 0.3 = 0 exactly.
    expect(raycastPlane(P, add(P, { x: 1, y: -0.3, z: 0 }), plane)).toBeNull();
  });
});

describe('exact touching configurations keep their exact answers', () => {
  it('a start exactly on the sphere, heading in at 2^-40 of tangent: t = 0 (the exact sign, not the band)', () => {
    // |A - S| = 4.999999999999996 = r exactly; AB·(S - A) = 8.9e-16·5 > 0, with
    // |AB|·|AS| ≈ 0.0049: heading in by less than ON_SURFACE of the angle, but exactly in.
    const sphere = { center: { x: 0, y: 0.0009765625, z: 3.9999999999999947 }, radius: 4.999999999999996 };
    const hit = raycastSphere({ x: 0, y: 0.0009765625, z: -1.0000000000000009 }, { x: 0, y: 0, z: -1 }, sphere);
    expect(hit?.t).toBe(0);
  });
});
