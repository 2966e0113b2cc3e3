// sphereContactSphere, sphereContactAABB, sphereContactOBB: hand-derived contacts with the
// arithmetic in the comments, and every edge case of the contract's Contacts paragraph:
// not touching, just touching (depth 0), center inside, on the surface, at a sphere's
// center, in the plane of a flat box, and the invariant that moving the sphere by
// normal·depth leaves it touching, not overlapping.
import { describe, expect, it } from 'vitest';
import {
  sphereContactAABB,
  sphereContactOBB,
  sphereContactSphere,
  sphereIntersectsAABB,
  sphereIntersectsSphere,
  vec3,
  type Contact,
  type Vec3,
} from '../src/index.ts';
import { expectAllFinite } from './support/check.ts';
import { expectVec } from './support/expect-hit.ts';

type Triple = [number, number, number];
const ball = (x: number, y: number, z: number, radius: number) => ({ center: vec3(x, y, z), radius });
const unit = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };

function expectContact(c: Contact | null, point: Triple, normal: Triple, depth: number, tol = 0): asserts c is Contact {
  expect(c, 'expected a contact').not.toBeNull();
  expectAllFinite(c);
  expectVec(c!.point, point, tol, 'point');
  expectVec(c!.normal, normal, tol, 'normal');
  expect(Math.abs(c!.depth - depth), `depth ${c!.depth}, expected ${depth}`).toBeLessThanOrEqual(tol);
}

const moved = (S: Vec3, c: Contact): Vec3 => ({
  x: S.x + c.normal.x * c.depth,
  y: S.y + c.normal.y * c.depth,
  z: S.z + c.normal.z * c.depth,
});

describe('sphereContactSphere', () => {
  it('overlapping from outside: 3-4-5', () => {
    // S = 0, r = 2; T = (3, 4, 0), R = 4. |S - T| = 5, depth = 2 + 4 - 5 = 1.
    // n = (S - T)/5 = (-0.6, -0.8, 0); point = T + 4n = (3 - 2.4, 4 - 3.2, 0) = (0.6, 0.8, 0).
    expectContact(sphereContactSphere(ball(0, 0, 0, 2), ball(3, 4, 0, 4)), [0.6, 0.8, 0], [-0.6, -0.8, 0], 1, 1e-15);
  });

  it('just touching: depth 0, point where they touch; apart: null', () => {
    // |(2, 3, 6)| = 7 = 3 + 4: touching at T + 4·(-2, -3, -6)/7.
    const c = sphereContactSphere(ball(0, 0, 0, 3), ball(2, 3, 6, 4));
    expectContact(c, [2 - 8 / 7, 3 - 12 / 7, 6 - 24 / 7], [-2 / 7, -3 / 7, -6 / 7], 0, 1e-15);
    expect(c.depth).toBe(0);
    expect(sphereContactSphere(ball(0, 0, 0, 3), ball(2, 3, 6, 3.999))).toBeNull();
  });

  it('center inside the target: pushed out through the nearest surface point', () => {
    // T = 0, R = 5; S = (0, 3, 0), r = 1: |S - T| = 3, so the signed distance is 3 - 5 = -2
    // and depth = 1 - (-2) = 3; point = (0, 5, 0), normal +y. Moved by 3: S = (0, 6, 0),
    // 6 = 5 + 1 from T, just touching.
    const c = sphereContactSphere(ball(0, 3, 0, 1), ball(0, 0, 0, 5));
    expectContact(c, [0, 5, 0], [0, 1, 0], 3);
    expect(Math.hypot(moved(vec3(0, 3, 0), c).y)).toBe(6);
  });

  it('center on the target surface: depth = r', () => {
    expectContact(sphereContactSphere(ball(0, 0, -2, 0.5), ball(0, 0, 0, 2)), [0, 0, -2], [0, 0, -1], 0.5);
  });

  it('center exactly at the target center: normal +x (our choice), depth r + R, and moving out just touches', () => {
    // No direction is defined; we choose +x. point = T + (R, 0, 0), depth = r + R.
    const c = sphereContactSphere(ball(1, 2, 3, 0.5), ball(1, 2, 3, 2));
    expectContact(c, [3, 2, 3], [1, 0, 0], 2.5);
    const S = moved(vec3(1, 2, 3), c);
    expect(Math.hypot(S.x - 1, S.y - 2, S.z - 3)).toBe(2.5); // r + R: touching, not overlapping
    expect(sphereIntersectsSphere({ center: S, radius: 0.5 }, ball(1, 2, 3, 2))).toBe(true);
    expect(sphereIntersectsSphere({ center: S, radius: 0.4999 }, ball(1, 2, 3, 2))).toBe(false);
  });

  it('radius 0 on either side', () => {
    // A point S = (0, 1, 0) inside a ball of radius 2: depth 0 + 2 - 1 = 1.
    expectContact(sphereContactSphere(ball(0, 1, 0, 0), ball(0, 0, 0, 2)), [0, 2, 0], [0, 1, 0], 1);
    // A ball around a point target: the point is T itself, depth r - |S - T| = 2 - 1.
    expectContact(sphereContactSphere(ball(0, 1, 0, 2), ball(0, 0, 0, 0)), [0, 0, 0], [0, 1, 0], 1);
    // Two points at the same place: touching, depth 0, normal +x.
    expectContact(sphereContactSphere(ball(4, 4, 4, 0), ball(4, 4, 4, 0)), [4, 4, 4], [1, 0, 0], 0);
  });

  it('1e±100: finite, to 1e-9 relative', () => {
    for (const k of [1e-100, 1e100]) {
      const c = sphereContactSphere(ball(0, 0, 0, 2 * k), ball(3 * k, 4 * k, 0, 4 * k));
      expectContact(c, [0.6 * k, 0.8 * k, 0], [-0.6, -0.8, 0], k, 1e-9 * k);
      expect(Math.abs(c.normal.x + 0.6)).toBeLessThan(1e-12);
    }
  });
});

describe('sphereContactAABB', () => {
  it('in front of a face', () => {
    // S = (0.5, 1.75, 0.5), r = 1: the nearest point is (0.5, 1, 0.5), 0.75 away: depth 0.25.
    expectContact(sphereContactAABB(ball(0.5, 1.75, 0.5, 1), unit), [0.5, 1, 0.5], [0, 1, 0], 0.25);
  });

  it('in front of an edge and a corner', () => {
    // S = (4, 5, 0.5): nearest point (1, 1, 0.5), S - C = (3, 4, 0), 5 away; r = 6: depth 1.
    expectContact(sphereContactAABB(ball(4, 5, 0.5, 6), unit), [1, 1, 0.5], [0.6, 0.8, 0], 1, 1e-15);
    // S = (-2, -3, -6): nearest (0, 0, 0), 7 away; r = 7 just touches: depth 0.
    const c = sphereContactAABB(ball(-2, -3, -6, 7), unit);
    expectContact(c, [0, 0, 0], [-2 / 7, -3 / 7, -6 / 7], 0, 1e-15);
    expect(c.depth).toBe(0);
    expect(sphereContactAABB(ball(-2, -3, -6, 6.999), unit)).toBeNull();
  });

  it('center inside: the nearest face; depth = r + its distance', () => {
    // S = (0.5, 0.5, 0.9) in the unit cube: z+ is 0.1 away (the others 0.5 or more), so the
    // point is (0.5, 0.5, 1), normal +z, depth = 0.25 + 0.1.
    expectContact(sphereContactAABB(ball(0.5, 0.5, 0.9, 0.25), unit), [0.5, 0.5, 1], [0, 0, 1], 0.35, 1e-15);
    // S = (0.2, 0.7, 0.5): x− is 0.2 away, y+ 0.3: x−.
    expectContact(sphereContactAABB(ball(0.2, 0.7, 0.5, 1), unit), [0, 0.7, 0.5], [-1, 0, 0], 1.2, 1e-15);
  });

  it('ties inside go to the first of x−, x+, y−, y+, z−, z+', () => {
    // The cube's center is 0.5 from all six faces: x−.
    expectContact(sphereContactAABB(ball(0.5, 0.5, 0.5, 1), unit), [0, 0.5, 0.5], [-1, 0, 0], 1.5);
    // 0.25 from x+ and y−: x+.
    expectContact(sphereContactAABB(ball(0.75, 0.25, 0.5, 1), unit), [1, 0.25, 0.5], [1, 0, 0], 1.25);
    // 0.25 from y+ and z−: y+.
    expectContact(sphereContactAABB(ball(0.5, 0.75, 0.25, 1), unit), [0.5, 1, 0.25], [0, 1, 0], 1.25);
    // 0.25 from z− and z+ of a box half as thick: z−.
    const slab = { min: vec3(0, 0, 0), max: vec3(1, 1, 0.5) };
    expectContact(sphereContactAABB(ball(0.5, 0.5, 0.25, 1), slab), [0.5, 0.5, 0], [0, 0, -1], 1.25);
  });

  it('center on the surface: depth = r, out through that face; on an edge or corner: the tie rule', () => {
    expectContact(sphereContactAABB(ball(0.5, 1, 0.5, 0.5), unit), [0.5, 1, 0.5], [0, 1, 0], 0.5);
    // On the edge x = 1, z = 0: x+ and z− are both 0 away: x+.
    expectContact(sphereContactAABB(ball(1, 0.5, 0, 0.5), unit), [1, 0.5, 0], [1, 0, 0], 0.5);
    // On the corner (0, 1, 1): x−.
    expectContact(sphereContactAABB(ball(0, 1, 1, 0.5), unit), [0, 1, 1], [-1, 0, 0], 0.5);
    // Radius 0 on the surface: touching, depth 0.
    expectContact(sphereContactAABB(ball(0.5, 0, 0.5, 0), unit), [0.5, 0, 0.5], [0, -1, 0], 0);
  });

  it('a flat box (a rectangle in z = 0) with the center in its plane: out through the nearest edge', () => {
    const rect = { min: vec3(0, 0, 0), max: vec3(4, 2, 0) };
    // S = (1, 1.5, 0): edges x = 0 (1 away), x = 4 (3), y = 0 (1.5), y = 2 (0.5): y+,
    // point (1, 2, 0), depth 1 + 0.5. Never z, though z± are 0 away.
    const c = sphereContactAABB(ball(1, 1.5, 0, 1), rect);
    expectContact(c, [1, 2, 0], [0, 1, 0], 1.5);
    // Moved out by 1.5 along +y: S = (1, 3, 0), 1 from the edge: touching.
    expect(moved(vec3(1, 1.5, 0), c)).toEqual({ x: 1, y: 3, z: 0 });
    // Above the plane, over the rectangle: pushed along +z, an ordinary outside contact.
    expectContact(sphereContactAABB(ball(1, 1.5, 0.25, 1), rect), [1, 1.5, 0], [0, 0, 1], 0.75);
    // In the plane, outside the rectangle: from its nearest edge point, as in 2D.
    expectContact(sphereContactAABB(ball(5, 1, 0, 2), rect), [4, 1, 0], [1, 0, 0], 1);
    // A segment (flat on y and z) with the center on it: out through its nearest end.
    const seg = { min: vec3(0, 3, 3), max: vec3(10, 3, 3) };
    expectContact(sphereContactAABB(ball(7, 3, 3, 1), seg), [10, 3, 3], [1, 0, 0], 4);
    // A point box with the center on it: x− by the tie order, depth r.
    const dot = { min: vec3(1, 1, 1), max: vec3(1, 1, 1) };
    expectContact(sphereContactAABB(ball(1, 1, 1, 2), dot), [1, 1, 1], [-1, 0, 0], 2);
  });

  it('moving by normal·depth leaves it touching, not overlapping', () => {
    for (const [S, r] of [
      [vec3(0.5, 1.75, 0.5), 1],
      [vec3(0.2, 0.7, 0.5), 1],
      [vec3(3, 3, 3), 3.5],
      [vec3(1, 0.5, 0), 0.5],
    ] as const) {
      const c = sphereContactAABB({ center: S, radius: r }, unit)!;
      const out = moved(S, c);
      expect(sphereIntersectsAABB({ center: out, radius: r * (1 + 1e-12) }, unit)).toBe(true);
      expect(sphereIntersectsAABB({ center: out, radius: r * (1 - 1e-12) }, unit)).toBe(false);
    }
  });

  it('1e±100: finite and to scale', () => {
    for (const k of [1e-100, 1e100]) {
      const box = { min: vec3(0, 0, 0), max: vec3(k, k, k) };
      expectContact(
        sphereContactAABB(ball(4 * k, 5 * k, 0.5 * k, 6 * k), box),
        [k, k, 0.5 * k],
        [0.6, 0.8, 0],
        k,
        1e-9 * k,
      );
      expectContact(
        sphereContactAABB(ball(0.5 * k, 0.5 * k, 0.9 * k, k), box),
        [0.5 * k, 0.5 * k, k],
        [0, 0, 1],
        1.1 * k,
        1e-9 * k,
      );
    }
  });
});

describe('sphereContactOBB', () => {
  const quarterZ = { x: 0, y: 0, z: 1, w: 1 }; // 90° about z, not unit length

  it('the unit cube about the origin turned 90° about z: a face contact carried back', () => {
    // Local x → world y, local y → world −x. S = (0, 1.25, 0) is local (1.25, 0, 0), 0.75
    // in front of the local x+ face: depth 1 - 0.75 = 0.25, normal local +x = world +y.
    const box = { center: vec3(0, 0, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: quarterZ };
    expectContact(sphereContactOBB(ball(0, 1.25, 0, 1), box), [0, 0.5, 0], [0, 1, 0], 0.25);
    expect(sphereContactOBB(ball(0, 1.25, 0, 0.74), box)).toBeNull();
  });

  it('turned 45° about z: the corner of the square points along +x', () => {
    // halfSize (1, 1, 1) turned 45°: the corner local (1, -1, z) is at world (√2, 0, z).
    // S = (√2 + 1, 0, 0): 1 from that corner edge; r = 1.5 → depth 0.5, normal +x.
    const s = Math.sin(Math.PI / 8);
    const box = {
      center: vec3(0, 0, 0),
      halfSize: vec3(1, 1, 1),
      rotation: { x: 0, y: 0, z: s, w: Math.cos(Math.PI / 8) },
    };
    expectContact(sphereContactOBB(ball(Math.SQRT2 + 1, 0, 0, 1.5), box), [Math.SQRT2, 0, 0], [1, 0, 0], 0.5, 1e-14);
  });

  it('center inside: the nearest face of the box’s own frame; ties by its own x−, x+, y−, …', () => {
    // Box 2 × 2 × 2 at (10, 0, 0) turned 90° about z. S = (10, 0.75, 0) is local (0.75, 0, 0):
    // x+ is 0.25 away: point local (1, 0, 0) = world (10, 1, 0), normal world +y.
    const box = { center: vec3(10, 0, 0), halfSize: vec3(1, 1, 1), rotation: quarterZ };
    expectContact(sphereContactOBB(ball(10, 0.75, 0, 1), box), [10, 1, 0], [0, 1, 0], 1.25);
    // At its center: all six tie, the box's own x− wins: local (-1, 0, 0) = world (10, -1, 0).
    expectContact(sphereContactOBB(ball(10, 0, 0, 1), box), [10, -1, 0], [0, -1, 0], 2);
  });

  it('a flat OBB (a rotated rectangle) with the center in its plane: out through its nearest edge', () => {
    // The rectangle 4 × 2 in its own xy plane, turned 90° about x: it lies in world y = 0
    // (local y → world z). S = (1, 0, 0.5) is local (1, 0.5, 0): nearest edge local y+ (0.5
    // away), at local (1, 1, 0) = world (1, 0, 1), normal world +z, depth 1 + 0.5.
    const rect = { center: vec3(0, 0, 0), halfSize: vec3(2, 1, 0), rotation: { x: 1, y: 0, z: 0, w: 1 } };
    expectContact(sphereContactOBB(ball(1, 0, 0.5, 1), rect), [1, 0, 1], [0, 0, 1], 1.5);
  });

  it('an identity rotation of any size is the AABB contact, number for number', () => {
    for (const w of [1, 1e-200, 3e200, -2]) {
      const obb = { center: vec3(0.5, 0.5, 0.5), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 0, w } };
      for (const [S, r] of [
        [vec3(0.5, 1.75, 0.5), 1],
        [vec3(4, 5, 0.5), 6],
        [vec3(0.75, 0.25, 0.5), 1],
      ] as const) {
        expect(sphereContactOBB({ center: S, radius: r }, obb)).toEqual(
          sphereContactAABB({ center: S, radius: r }, unit),
        );
      }
    }
  });
});
