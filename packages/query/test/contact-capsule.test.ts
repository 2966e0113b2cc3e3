// The capsule contacts and sphereContactPlane (v3): hand-derived cases with the arithmetic
// in the comments — axis clear of the target, touching exactly, crossing it (the least of
// the exits), a capsule lying across a box edge, parallel capsules, a center on a triangle
// at 1e5 in 2D, the ties, the no-direction choices — then bad input word for word, purity,
// magnitudes near 1e±100, and the contract's restart after a push-out.
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';
import type { Capsule, Contact, Vec3 } from '../src/index.ts';
import { expectAllFinite } from './support/check.ts';
import { expectVec } from './support/expect-hit.ts';

type Triple = [number, number, number];
const { vec3 } = q;
const cap = (a: Triple, b: Triple, radius: number): Capsule => ({ start: vec3(...a), end: vec3(...b), radius });
const S2 = Math.SQRT1_2;

function expectContact(
  c: Contact | null,
  point: Triple,
  normal: Triple,
  depth: number,
  tol = 1e-15,
): asserts c is Contact {
  expect(c, 'expected a contact').not.toBeNull();
  expectAllFinite(c);
  expectVec(c!.point, point, tol, 'point');
  expectVec(c!.normal, normal, tol, 'normal');
  expect(Math.abs(c!.depth - depth), `depth ${c!.depth}, expected ${depth}`).toBeLessThanOrEqual(tol);
}

/** The capsule moved by normal·depth. */
const moved = (c: Capsule, k: Contact): Capsule => {
  const m = (p: Vec3) => ({
    x: p.x + k.normal.x * k.depth,
    y: p.y + k.normal.y * k.depth,
    z: p.z + k.normal.z * k.depth,
  });
  return { start: m(c.start), end: m(c.end), radius: c.radius };
};

describe('sphereContactPlane', () => {
  const floor = { normal: vec3(0, 2, 0), constant: -2 }; // y = 1
  it('above, touching, below (two-sided), on the plane, apart', () => {
    // h = (2·1.5 - 2)/2 = 0.5: depth 1 - 0.5, normal +y, point the foot (3, 1, 0).
    expectContact(q.sphereContactPlane({ center: vec3(3, 1.5), radius: 1 }, floor), [3, 1, 0], [0, 1, 0], 0.5);
    expectContact(q.sphereContactPlane({ center: vec3(3, 2), radius: 1 }, floor), [3, 1, 0], [0, 1, 0], 0);
    expectContact(q.sphereContactPlane({ center: vec3(3, 0.25), radius: 1 }, floor), [3, 1, 0], [0, -1, 0], 0.25);
    // On the plane: its own normal n/|n| = +y, depth r.
    expectContact(q.sphereContactPlane({ center: vec3(3, 1, 7), radius: 2 }, floor), [3, 1, 7], [0, 1, 0], 2);
    expect(q.sphereContactPlane({ center: vec3(3, 2.0001), radius: 1 }, floor)).toBeNull();
    // Radius 0 touches only on the plane.
    expectContact(q.sphereContactPlane({ center: vec3(0, 1), radius: 0 }, floor), [0, 1, 0], [0, 1, 0], 0);
    expect(q.sphereContactPlane({ center: vec3(0, 1.5), radius: 0 }, floor)).toBeNull();
  });
  it('a tilted plane: 3-4-5', () => {
    // n = (3, 4, 0), c = -5: the plane 0.6x + 0.8y = 1. S = (0, 0, 0): h = -1, below it.
    expectContact(
      q.sphereContactPlane({ center: vec3(0, 0), radius: 1.5 }, { normal: vec3(3, 4, 0), constant: -5 }),
      [0.6, 0.8, 0],
      [-0.6, -0.8, 0],
      0.5,
    );
  });
});

describe('capsuleContactPlane', () => {
  const floor = { normal: vec3(0, 1, 0), constant: 0 };
  it('clear of the plane: r - distance from the lower end; parallel: the foot of start', () => {
    expectContact(q.capsuleContactPlane(cap([0, 0.5, 0], [2, 1.5, 0], 1), floor), [0, 0, 0], [0, 1, 0], 0.5);
    expectContact(q.capsuleContactPlane(cap([4, 3, 0], [2, 1.5, 0], 2), floor), [2, 0, 0], [0, 1, 0], 0.5);
    expectContact(q.capsuleContactPlane(cap([1, 0.5, 2], [5, 0.5, 2], 1), floor), [1, 0, 2], [0, 1, 0], 0.5);
    expect(q.capsuleContactPlane(cap([0, 2, 0], [2, 1.5, 0], 1), floor)).toBeNull();
    expectContact(q.capsuleContactPlane(cap([0, 2, 0], [2, 1, 0], 1), floor), [2, 0, 0], [0, 1, 0], 0);
  });
  it('crossing the plane: out on the side it reaches least beyond', () => {
    // Ends at heights 3 and -1: up needs r + 1, down r + 3. Up, from the lower end's foot.
    expectContact(q.capsuleContactPlane(cap([0, 3, 0], [0, -1, 0], 0.5), floor), [0, 0, 0], [0, 1, 0], 1.5);
    // Heights 1 and -3: down, by r + 1.
    expectContact(q.capsuleContactPlane(cap([0, 1, 0], [0, -3, 0], 0.5), floor), [0, 0, 0], [0, -1, 0], 1.5);
  });
  it('ties: symmetric across, or lying in the plane: the plane’s own normal', () => {
    expectContact(q.capsuleContactPlane(cap([0, 2, 0], [0, -2, 0], 1), floor), [0, 0, 0], [0, 1, 0], 3);
    expectContact(
      q.capsuleContactPlane(cap([0, 0, 0], [4, 0, 0], 1), { normal: vec3(0, -1, 0), constant: 0 }),
      [0, 0, 0],
      [0, -1, 0],
      1,
    );
  });
  it('start = end is sphereContactPlane, bit for bit', () => {
    const plane = { normal: vec3(1, 2, 2), constant: -1 };
    for (const S of [vec3(0.5, 0.25, 0), vec3(-1, 3, 2), vec3(1, 0, 0)]) {
      expect(q.capsuleContactPlane({ start: S, end: S, radius: 1.5 }, plane)).toEqual(
        q.sphereContactPlane({ center: S, radius: 1.5 }, plane),
      );
    }
  });
});

describe('capsuleContactSphere', () => {
  it('clear, touching, through the sphere, apart', () => {
    // Axis along x at height 2, the ball of radius 2 at the origin: X = (0, 2, 0), δ = 2,
    // depth 1 + 2 - 2 = 1, normal +y, point S + 2·(0, 1, 0).
    expectContact(
      q.capsuleContactSphere(cap([-3, 2, 0], [3, 2, 0], 1), { center: vec3(0, 0), radius: 2 }),
      [0, 2, 0],
      [0, 1, 0],
      1,
    );
    // Beyond the end: the cap. X = (3, 0, 0), S = (6, 4, 0): δ = 5 = 1 + 4, touching.
    expectContact(
      q.capsuleContactSphere(cap([-3, 0, 0], [3, 0, 0], 1), { center: vec3(6, 4), radius: 4 }),
      [6 - 2.4, 4 - 3.2, 0],
      [-0.6, -0.8, 0],
      0,
    );
    expect(q.capsuleContactSphere(cap([-3, 0, 0], [3, 0, 0], 1), { center: vec3(6, 4), radius: 3.999 })).toBeNull();
    // The axis through the sphere, 0.5 off its center: depth 1 + 2 - 0.5.
    expectContact(
      q.capsuleContactSphere(cap([-3, 0.5, 0], [3, 0.5, 0], 1), { center: vec3(0, 0), radius: 2 }),
      [0, 2, 0],
      [0, 1, 0],
      2.5,
    );
  });
  it('center on the axis: (-dy, dx, 0) normalized; an axis along z or a point: +x', () => {
    // d = (4, 0, 0): (0, 4, 0)/4 = +y. depth r + R = 3.
    const k = q.capsuleContactSphere(cap([-2, 0, 0], [2, 0, 0], 1), { center: vec3(0, 0), radius: 2 });
    expectContact(k, [0, 2, 0], [0, 1, 0], 3);
    expectContact(
      q.capsuleContactSphere(cap([0, 0, -2], [0, 0, 2], 1), { center: vec3(0, 0, 1), radius: 2 }),
      [2, 0, 1],
      [1, 0, 0],
      3,
    );
    expectContact(
      q.capsuleContactSphere(cap([1, 1, 1], [1, 1, 1], 1), { center: vec3(1, 1, 1), radius: 2 }),
      [3, 1, 1],
      [1, 0, 0],
      3,
    );
  });
  it('start = end is sphereContactSphere', () => {
    const target = { center: vec3(3, 4, 0), radius: 4 };
    for (const S of [vec3(0, 0), vec3(3, 4), vec3(1, 1, 1)]) {
      expect(q.capsuleContactSphere({ start: S, end: S, radius: 2 }, target)).toEqual(
        q.sphereContactSphere({ center: S, radius: 2 }, target),
      );
    }
  });
});

describe('capsuleContactCapsule', () => {
  it('crossed axes in 3D: along d1 × d2, the example', () => {
    expectContact(
      q.capsuleContactCapsule(cap([-4, 2, 0], [4, 2, 0], 1), cap([0, 0, -4], [0, 0, 4], 2)),
      [0, 2, 0],
      [0, 1, 0],
      1,
    );
  });
  it('parallel capsules side by side: the distance between the axes', () => {
    // Axes along x at y = 0 and y = 1.5, radii 1 + 1: overlap 0.5, normal -y (the capsule
    // is below). Overlapping on x in [0, 2]: the first pair from s = 0, X1 = (0, 0, 0).
    expectContact(
      q.capsuleContactCapsule(cap([0, 0, 0], [2, 0, 0], 1), cap([-1, 1.5, 0], [5, 1.5, 0], 1)),
      [0, 0.5, 0],
      [0, -1, 0],
      0.5,
    );
  });
  it('no direction of its own: crossing axes (2D: ±z), an end on the other axis (in the plane), collinear', () => {
    // Crossing at the origin in z = 0: d1 × d2 = (4, 0, 0) × (0, 4, 0) = +z·16; depth 1 + 1.
    expectContact(
      q.capsuleContactCapsule(cap([-2, 0, 0], [2, 0, 0], 1), cap([0, -2, 0], [0, 2, 0], 1)),
      [0, 0, 1],
      [0, 0, 1],
      2,
    );
    // The capsule's start on the target's axis, its body up along +y: pushed up, in the plane.
    const k = q.capsuleContactCapsule(cap([0, 0, 0], [1, 3, 0], 0.5), cap([-4, 0, 0], [4, 0, 0], 0.5));
    expectContact(k, [0, 0.5, 0], [0, 1, 0], 1);
    // The target's end on the capsule's axis, its body along +y: the capsule goes down.
    expectContact(
      q.capsuleContactCapsule(cap([-4, 0, 0], [4, 0, 0], 0.5), cap([1, 0, 0], [1, 3, 0], 0.5)),
      [1, -0.5, 0],
      [0, -1, 0],
      1,
    );
    // Collinear: (-dy, dx, 0) of the target's axis d2 = (3, 0, 0): +y.
    expectContact(
      q.capsuleContactCapsule(cap([1, 0, 0], [2, 0, 0], 1), cap([0, 0, 0], [3, 0, 0], 1)),
      [1, 1, 0],
      [0, 1, 0],
      2,
    );
    // Both points at the same place: +x.
    expectContact(
      q.capsuleContactCapsule(cap([1, 1, 1], [1, 1, 1], 1), cap([1, 1, 1], [1, 1, 1], 1)),
      [2, 1, 1],
      [1, 0, 0],
      2,
    );
  });
  it('touching exactly: depth 0; apart: null', () => {
    expectContact(
      q.capsuleContactCapsule(cap([0, 3, 0], [4, 3, 0], 1), cap([2, 0, -1], [2, 0, 1], 2)),
      [2, 2, 0],
      [0, 1, 0],
      0,
    );
    expect(q.capsuleContactCapsule(cap([0, 3, 0], [4, 3, 0], 1), cap([2, 0, -1], [2, 0, 1], 1.999))).toBeNull();
  });
});

describe('capsuleContactTriangle', () => {
  const floor = { a: vec3(-4, -4), b: vec3(4, -4), c: vec3(0, 4) }; // z = 0, own normal +z
  it('axis clear above the face, touching exactly, apart', () => {
    expectContact(q.capsuleContactTriangle(cap([0, 0, 0.5], [1, 0, 2], 1), floor), [0, 0, 0], [0, 0, 1], 0.5);
    expectContact(q.capsuleContactTriangle(cap([0, 0, 1], [1, 0, 1], 1), floor), [0, 0, 0], [0, 0, 1], 0);
    expect(q.capsuleContactTriangle(cap([0, 0, 1.001], [1, 0, 3], 1), floor)).toBeNull();
    // Below the face: pushed down.
    expectContact(q.capsuleContactTriangle(cap([0, 0, -0.5], [0, 0, -3], 1), floor), [0, 0, 0], [0, 0, -1], 0.5);
  });
  it('beside an edge: from the edge to the axis', () => {
    // The edge ab is y = -4; an axis along x at y = -5, z = 0: 1 from it, r = 1.5.
    expectContact(q.capsuleContactTriangle(cap([-1, -5, 0], [1, -5, 0], 1.5), floor), [-1, -4, 0], [0, -1, 0], 0.5);
  });
  it('piercing: out on the side it reaches least beyond (the example), and past an edge', () => {
    expectContact(q.capsuleContactTriangle(cap([0, 0, -1], [0, 0, 2], 0.5), floor), [0, 0, 0], [0, 0, 1], 1.5);
    expectContact(q.capsuleContactTriangle(cap([0, 0, -2], [0, 0, 1], 0.5), floor), [0, 0, 0], [0, 0, -1], 1.5);
    // Through near the edge ab (y = -4), long in z: past the edge along -y is 0.25 + r.
    // d = (0, 0, 6), e = ab = (8, 0, 0): d × e = (0, 48, 0), so ±y are candidates.
    expectContact(
      q.capsuleContactTriangle(cap([0, -3.75, -3], [0, -3.75, 3], 0.5), floor),
      [0, -4, 0],
      [0, -1, 0],
      0.75,
    );
  });
  it('ties: piercing symmetrically, or lying in the plane across it (2D): the own normal (b - a) × (c - a)', () => {
    expectContact(q.capsuleContactTriangle(cap([0, 0, -1], [0, 0, 1], 0.5), floor), [0, 0, 0], [0, 0, 1], 1.5);
    const cw = { a: floor.a, b: floor.c, c: floor.b }; // the other winding: own normal -z
    expectContact(q.capsuleContactTriangle(cap([0, 0, -1], [0, 0, 1], 0.5), cw), [0, 0, 0], [0, 0, -1], 1.5);
    const k = q.capsuleContactTriangle(cap([-5, 0, 0], [5, 0, 0], 0.5), floor);
    expect(k!.normal).toEqual({ x: 0, y: 0, z: 1 });
    expect(k!.depth).toBe(0.5);
  });
  it('a center on the triangle at 1e5 in 2D: its own normal, as a sphere and as a capsule lying across', () => {
    const tri = {
      a: vec3(-118653.37105405207, -562.3415115113967),
      b: vec3(-44628.8200303115, -69933.28550361715),
      c: vec3(37915.504648310845, -147468.4118979929),
    }; // own normal -z
    const S = vec3(-55789.45790404656, -59520.565909906385);
    const sphere = q.capsuleContactTriangle({ start: S, end: S, radius: 10 }, tri);
    expect(sphere!.normal).toEqual({ x: 0, y: 0, z: -1 });
    expect(sphere!.depth).toBe(10);
    const lying = q.capsuleContactTriangle(
      { start: vec3(S.x - 3, S.y + 1), end: vec3(S.x + 3, S.y - 1), radius: 10 },
      tri,
    );
    expect(lying!.normal).toEqual({ x: 0, y: 0, z: -1 });
    expect(lying!.depth).toBe(10);
  });
  it('start = end is sphereContactTriangle, bit for bit; a degenerate triangle is its segment', () => {
    for (const S of [vec3(0, 0, 0.5), vec3(0, 0), vec3(5, 5, 1), vec3(0, -4)]) {
      expect(q.capsuleContactTriangle({ start: S, end: S, radius: 1 }, floor)).toEqual(
        q.sphereContactTriangle({ center: S, radius: 1 }, floor),
      );
    }
    const line = { a: vec3(0, 0), b: vec3(2, 0), c: vec3(4, 0) };
    const c1 = cap([1, 1, 0], [1, 3, 0], 1.5);
    expect(q.capsuleContactTriangle(c1, line)).toEqual(q.capsuleContactCapsule(c1, cap([0, 0, 0], [4, 0, 0], 0)));
  });
});

describe('capsuleContactAABB and capsuleContactOBB', () => {
  const unit = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
  it('axis clear of the box: from its nearest point; touching; apart', () => {
    // Above the top face at 1.5, r = 1: depth 0.5 from the point under start.
    expectContact(
      q.capsuleContactAABB(cap([0.25, 1.5, 0.5], [0.75, 1.5, 0.5], 1), unit),
      [0.25, 1, 0.5],
      [0, 1, 0],
      0.5,
    );
    // Across the top edge along x (y = 1, z = 1) at (1.25, 1.25): 0.25√2 from it.
    const k = q.capsuleContactAABB(cap([-1, 1.25, 1.25], [2, 1.25, 1.25], 0.5), unit);
    expectContact(k, [0, 1, 1], [0, S2, S2], 0.5 - 0.25 * Math.SQRT2, 1e-15);
    expectContact(q.capsuleContactAABB(cap([-1, 2, 0.5], [2, 2, 0.5], 1), unit), [0, 1, 0.5], [0, 1, 0], 0);
    expect(q.capsuleContactAABB(cap([-1, 2, 0.5], [2, 2, 0.5], 0.999), unit)).toBeNull();
  });
  it('axis inside: the nearest face (the example); ties to x−, x+, y−, y+, z−, z+', () => {
    expectContact(
      q.capsuleContactAABB(cap([0.25, 0.75, 0.5], [0.75, 0.75, 0.5], 0.5), unit),
      [0.25, 1, 0.5],
      [0, 1, 0],
      0.75,
    );
    // Along y at x = z = 0.9: x+ and z+ both 0.1 away: x+ first. Past the ends in y.
    expectContact(
      q.capsuleContactAABB(cap([0.9, -1, 0.9], [0.9, 2, 0.9], 0.5), unit),
      [1, 0, 0.9],
      [1, 0, 0],
      0.6,
      1e-15,
    );
    // At the very center along z: every side face 0.5 away: x− first.
    expectContact(
      q.capsuleContactAABB(cap([0.5, 0.5, 0.25], [0.5, 0.5, 0.75], 0.5), unit),
      [0, 0.5, 0.25],
      [-1, 0, 0],
      1,
    );
  });
  it('a capsule lying across a box edge: out past the edge, along d × z', () => {
    // The tall box [0, 1]×[0, 1]×[0, 4] and the axis x + y = 1 at z = 2, from (1.25, -0.25)
    // to (-0.25, 1.25): every face is 1.25 or 2 away, but past the edge x = y = 1 along
    // (1, 1, 0)/√2 only (√2 - 1/√2) = 1/√2 (the tie with -(1, 1, 0)/√2 goes to +).
    const tall = { min: vec3(0, 0, 0), max: vec3(1, 1, 4) };
    const k = q.capsuleContactAABB(cap([1.25, -0.25, 2], [-0.25, 1.25, 2], 0.5), tall);
    expectContact(k, [1, 1, 2], [S2, S2, 0], 0.5 + S2, 1e-15);
  });
  it('a flat box (a rectangle in 2D) with the axis in its plane: out within the plane', () => {
    const rect = { min: vec3(0, 0), max: vec3(4, 2) };
    // Along x at y = 0.5 across it: y− is 0.5, y+ 1.5; x faces 5+; never ±z.
    expectContact(q.capsuleContactAABB(cap([-1, 0.5, 0], [5, 0.5, 0], 0.25), rect), [0, 0, 0], [0, -1, 0], 0.75);
    // A point box with the axis a point on it: −x, as sphereContactAABB.
    const dot = { min: vec3(1, 1, 1), max: vec3(1, 1, 1) };
    expect(q.capsuleContactAABB(cap([1, 1, 1], [1, 1, 1], 1), dot)).toEqual(
      q.sphereContactAABB({ center: vec3(1, 1, 1), radius: 1 }, dot),
    );
  });
  it('start = end is sphereContactAABB; an OBB with the identity rotation is the AABB; a quarter turn', () => {
    for (const S of [vec3(0.5, 0.75, 0.5), vec3(2, 2, 2), vec3(0.5, 1.5, 0.5)]) {
      expect(q.capsuleContactAABB({ start: S, end: S, radius: 1 }, unit)).toEqual(
        q.sphereContactAABB({ center: S, radius: 1 }, unit),
      );
    }
    const c1 = cap([1.25, -0.25, 2], [-0.25, 1.25, 2], 0.5);
    const obb = { center: vec3(0.5, 0.5, 2), halfSize: vec3(0.5, 0.5, 2), rotation: { x: 0, y: 0, z: 0, w: 1 } };
    const k = q.capsuleContactOBB(c1, obb);
    expectContact(k, [1, 1, 2], [S2, S2, 0], 0.5 + S2, 1e-15);
    // The example: the unit cube turned 90° about z, a capsule across its top face.
    const turned = { center: vec3(0, 0, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 1, w: 1 } };
    expectContact(q.capsuleContactOBB(cap([0, 1.25, -2], [0, 1.25, 2], 1), turned), [0, 0.5, -0.5], [0, 1, 0], 0.25);
    expect(q.capsuleContactOBB(cap([0, 2, -2], [0, 2, 2], 1.4), turned)).toBeNull();
  });
});

describe('magnitudes near 1e±100', () => {
  for (const k of [2 ** -330, 2 ** 330, 1e-100, 1e100]) {
    it(`every contact at scale ${k}`, () => {
      const s = (p: Triple): Triple => [p[0] * k, p[1] * k, p[2] * k];
      const c1 = cap(s([0, 0, -1]), s([0, 0, 2]), 0.5 * k);
      const floor = { a: vec3(...s([-4, -4, 0])), b: vec3(...s([4, -4, 0])), c: vec3(...s([0, 4, 0])) };
      const rel = 1e-12 * k;
      expectContact(q.capsuleContactTriangle(c1, floor), [0, 0, 0], [0, 0, 1], 1.5 * k, rel);
      const box = { min: vec3(...s([-1, -1, -3])), max: vec3(...s([1, 1, 0.5])) };
      // Inside the box from -1 to 0.5 in z... the axis sticks out of the top by 1.5:
      // x, y faces 1 away, z− (-1 - -3) = 2... up: 0.5 - (-1) = 1.5; ±x first at 1.
      expectContact(q.capsuleContactAABB(c1, box), s([-1, 0, -1]), [-1, 0, 0], 1.5 * k, rel);
      expectContact(
        q.capsuleContactSphere(c1, { center: vec3(...s([1, 0, 0])), radius: 1 * k }),
        s([0, 0, 0]),
        [-1, 0, 0],
        0.5 * k,
        rel,
      );
      expectContact(
        q.capsuleContactCapsule(c1, cap(s([1, -2, 0]), s([1, 2, 0]), 0.75 * k)),
        s([0.25, 0, 0]),
        [-1, 0, 0],
        0.25 * k,
        rel,
      );
      expectContact(
        q.capsuleContactPlane(c1, { normal: vec3(0, 0, 3), constant: 0 }),
        [0, 0, 0],
        [0, 0, 1],
        1.5 * k,
        rel,
      );
      expectContact(
        q.sphereContactPlane(
          { center: vec3(...s([0, 0, 0.25])), radius: 0.5 * k },
          { normal: vec3(0, 0, 3), constant: 0 },
        ),
        [0, 0, 0],
        [0, 0, 1],
        0.25 * k,
        rel,
      );
    });
  }
});

describe('bad input, word for word, checked left to right', () => {
  const c1 = cap([0, 0, 0], [1, 0, 0], 1);
  const box = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
  it('messages', () => {
    expect(() => q.capsuleContactAABB(null as never, { min: 1 } as never)).toThrow(
      new TypeError('capsuleContactAABB: capsule must be a capsule {start, end, radius}, got null'),
    );
    expect(() => q.capsuleContactAABB({ ...c1, radius: -1 }, box)).toThrow(
      new RangeError('capsuleContactAABB: capsule.radius must be >= 0, got -1'),
    );
    expect(() => q.capsuleContactAABB(c1, { min: vec3(2, 0, 0), max: vec3(1, 1, 1) })).toThrow(
      new RangeError('capsuleContactAABB: box.min.x (2) is greater than box.max.x (1)'),
    );
    expect(() =>
      q.capsuleContactTriangle(
        { start: c1.start, end: { x: 1, y: NaN, z: 0 }, radius: 1 },
        { a: c1.start, b: c1.start, c: c1.start },
      ),
    ).toThrow(new RangeError('capsuleContactTriangle: capsule.end.y must be finite, got NaN'));
    expect(() => q.capsuleContactPlane(c1, { normal: vec3(0, 0, 0), constant: 1 })).toThrow(
      new RangeError('capsuleContactPlane: plane.normal must not be the zero vector'),
    );
    expect(() =>
      q.capsuleContactOBB(c1, { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 0 } }),
    ).toThrow(new RangeError('capsuleContactOBB: box.rotation must not be the zero quaternion'));
    expect(() => q.capsuleContactCapsule(c1, { start: c1.start, end: c1.end } as never)).toThrow(
      new TypeError('capsuleContactCapsule: target.radius must be a number, got undefined'),
    );
    expect(() => q.capsuleContactSphere(c1, { center: vec3(0, 0), radius: -2 })).toThrow(
      new RangeError('capsuleContactSphere: sphere.radius must be >= 0, got -2'),
    );
    expect(() =>
      q.sphereContactPlane({ center: c1.start, radius: Infinity }, { normal: vec3(0, 1, 0), constant: 0 }),
    ).toThrow(new RangeError('sphereContactPlane: sphere.radius must be finite, got Infinity'));
    expect(() => q.capsuleContactCapsuleInto(c1, c1, [] as never)).toThrow(
      new TypeError(
        'capsuleContactCapsuleInto: out must be a contact {point, normal, depth} to write into (createContact() makes one), got an array of length 0',
      ),
    );
  });
});

describe('purity: inputs are never mutated', () => {
  it('every capsule contact and sphereContactPlane', () => {
    const frozen = <T>(o: T): T => JSON.parse(JSON.stringify(o)) as T;
    const c1 = cap([0.25, 0.75, 0.5], [0.75, 0.75, 0.5], 0.5);
    const targets: [string, (c: Capsule, t: never) => unknown, unknown][] = [
      ['sphere', q.capsuleContactSphere, { center: vec3(0.5, 0.5, 0.5), radius: 1 }],
      ['aabb', q.capsuleContactAABB, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }],
      [
        'obb',
        q.capsuleContactOBB,
        { center: vec3(0.5, 0.5, 0.5), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 1, w: 1 } },
      ],
      ['triangle', q.capsuleContactTriangle, { a: vec3(0, 0, 0.5), b: vec3(1, 0, 0.5), c: vec3(0, 1, 0.5) }],
      ['capsule', q.capsuleContactCapsule, cap([0.5, 0, 0], [0.5, 1, 1], 0.25)],
      ['plane', q.capsuleContactPlane, { normal: vec3(0, 1, 0), constant: -0.5 }],
    ];
    for (const [name, f, t] of targets) {
      const before = frozen([c1, t]);
      expect(f(c1, t as never), name).not.toBeNull();
      expect([c1, t], name).toEqual(before);
    }
  });
});

describe('restart after a push-out: touching, and no re-hit moving away (the contract)', () => {
  const cases: [
    string,
    Capsule,
    (c: Capsule) => Contact | null,
    (c: Capsule) => boolean,
    (c: Capsule, m: Vec3) => unknown,
  ][] = [
    [
      'box',
      cap([0.25, 0.75, 0.5], [0.75, 0.75, 0.5], 0.5),
      (c) => q.capsuleContactAABB(c, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }),
      (c) => q.capsuleIntersectsAABB(c, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }),
      (c, m) => q.capsuleCastAABB(c, m, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }),
    ],
    [
      'box edge',
      cap([1.25, -0.25, 2], [-0.25, 1.25, 2], 0.5),
      (c) => q.capsuleContactAABB(c, { min: vec3(0, 0, 0), max: vec3(1, 1, 4) }),
      (c) => q.capsuleIntersectsAABB(c, { min: vec3(0, 0, 0), max: vec3(1, 1, 4) }),
      (c, m) => q.capsuleCastAABB(c, m, { min: vec3(0, 0, 0), max: vec3(1, 1, 4) }),
    ],
    [
      'triangle',
      cap([0, 0, -1], [0, 0, 2], 0.5),
      (c) => q.capsuleContactTriangle(c, { a: vec3(-4, -4), b: vec3(4, -4), c: vec3(0, 4) }),
      (c) => q.capsuleIntersectsTriangle(c, { a: vec3(-4, -4), b: vec3(4, -4), c: vec3(0, 4) }),
      (c, m) => q.capsuleCastTriangle(c, m, { a: vec3(-4, -4), b: vec3(4, -4), c: vec3(0, 4) }),
    ],
    [
      'capsule',
      cap([-4, 2, 0], [4, 2, 0], 1),
      (c) => q.capsuleContactCapsule(c, cap([0, 0, -4], [0, 0, 4], 2)),
      (c) => q.capsuleIntersectsCapsule(c, cap([0, 0, -4], [0, 0, 4], 2)),
      (c, m) => q.capsuleCastCapsule(c, m, cap([0, 0, -4], [0, 0, 4], 2)),
    ],
  ];
  for (const [name, c0, contact, touches, cast] of cases) {
    it(name, () => {
      const k = contact(c0)!;
      const c1 = moved(c0, k);
      // Touching: exactly where the push-out's numbers are exact (a face, the crossed
      // capsules); past the box's edge the normal is (1, 1, 0)/√2, rounded, and the
      // capsule lands within the on-surface band, which the casts below judge as touching.
      if (name !== 'box edge') expect(touches(c1)).toBe(true);
      const away = { x: k.normal.x, y: k.normal.y, z: k.normal.z };
      expect(cast(c1, away)).toBeNull();
      const along = { x: -k.normal.y, y: k.normal.x, z: 0 };
      if (name !== 'box edge' && name !== 'triangle') expect(cast(c1, along)).toBeNull();
      const back = cast(c1, { x: -away.x, y: -away.y, z: -away.z }) as { t: number } | null;
      expect(back?.t).toBe(0);
    });
  }
});

describe('the rarer branches, by hand', () => {
  const floor = { a: vec3(-4, -4), b: vec3(4, -4), c: vec3(0, 4) };
  it('a degenerate triangle is its longest edge, whichever it is', () => {
    const c1 = cap([1, 1, 0], [1, 3, 0], 1.5);
    const seg = cap([0, 0, 0], [4, 0, 0], 0);
    for (const t of [
      { a: vec3(0, 0), b: vec3(4, 0), c: vec3(2, 0) }, // ab longest
      { a: vec3(2, 0), b: vec3(0, 0), c: vec3(4, 0) }, // bc longest
      { a: vec3(0, 0), b: vec3(2, 0), c: vec3(4, 0) }, // ac longest
    ]) {
      // From the segment up to the axis's lower end (1, 1): δ = 1, depth 0.5, +y.
      const k = q.capsuleContactTriangle(c1, t);
      expectContact(k, [1, 0, 0], [0, 1, 0], 0.5);
      expect(k).toEqual(q.capsuleContactCapsule(c1, seg));
    }
  });
  it('an axis in the plane along an edge direction, across the triangle: its own normal', () => {
    // d = (10, 0, 0) is along ab: d × ab = 0, so ab's in-plane normal is the candidate.
    const k = q.capsuleContactTriangle(cap([-5, -3, 0], [5, -3, 0], 0.5), floor);
    expect(k!.normal).toEqual({ x: 0, y: 0, z: 1 });
    expect(k!.depth).toBe(0.5);
  });
  it('a center within rounding outside an edge: still the own normal', () => {
    const S = vec3(0, -4 - 2 ** -50);
    expectContact(q.sphereContactTriangle({ center: S, radius: 1 }, floor), [0, -4, 0], [0, 0, 1], 1, 1e-14);
    expectContact(q.capsuleContactTriangle({ start: S, end: S, radius: 1 }, floor), [0, -4, 0], [0, 0, 1], 1, 1e-14);
  });
  it('boxes flat on y or on x, the axis in their plane: out within the plane', () => {
    const xz = { min: vec3(0, 1, 0), max: vec3(4, 1, 2) };
    expectContact(q.capsuleContactAABB(cap([-1, 1, 0.5], [5, 1, 0.5], 0.25), xz), [0, 1, 0], [0, 0, -1], 0.75);
    const yz = { min: vec3(1, 0, 0), max: vec3(1, 4, 2) };
    expectContact(q.capsuleContactAABB(cap([1, -1, 1.5], [1, 5, 1.5], 0.25), yz), [1, 0, 2], [0, 0, 1], 0.75);
    // A segment box (flat on y and z) with the axis along it: its x faces only.
    const rod = { min: vec3(0, 0, 0), max: vec3(4, 0, 0) };
    expectContact(q.capsuleContactAABB(cap([1, 0, 0], [2, 0, 0], 0.5), rod), [0, 0, 0], [-1, 0, 0], 2.5);
  });
  it('parallel axes meeting at an end, or a point on an axis: (-dy, dx, 0)', () => {
    // Collinear, end to end at (3, 0, 0): (-d2y, d2x, 0) = +y.
    expectContact(
      q.capsuleContactCapsule(cap([3, 0, 0], [5, 0, 0], 1), cap([0, 0, 0], [3, 0, 0], 1)),
      [3, 1, 0],
      [0, 1, 0],
      2,
    );
    // A point target inside the capsule's axis: (-d1y, d1x, 0) of the capsule's, as
    // capsuleContactSphere.
    const k = q.capsuleContactCapsule(cap([0, 0, 0], [4, 0, 0], 1), cap([2, 0, 0], [2, 0, 0], 1));
    expectContact(k, [2, 1, 0], [0, 1, 0], 2);
    expect(k).toEqual(q.capsuleContactSphere(cap([0, 0, 0], [4, 0, 0], 1), { center: vec3(2, 0), radius: 1 }));
  });
});
