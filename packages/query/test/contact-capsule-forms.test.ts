// The contacts' `…Into` forms (v3, settled reading 6): each equals its object form bit for
// bit, leaves `out` untouched when the shapes are apart, allocates nothing the caller sees
// (out's own point and normal objects are kept), and checks `out` word for word. Also the
// known defect of issue 24: a sphere whose center lies on a triangle at coordinates around
// 1e5 in a 2D scene got a normal in the triangle's plane, so that moving by normal·depth
// left it overlapping; settled reading 3 wants the triangle's own normal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';
import type { Contact, Triangle } from '../src/index.ts';
import { bruteClosest } from './support/triangle.ts';

const { vec3 } = q;
const UNTOUCHED = 12345.678;
const untouched = (): Contact => ({
  point: { x: UNTOUCHED, y: UNTOUCHED, z: UNTOUCHED },
  normal: { x: UNTOUCHED, y: UNTOUCHED, z: UNTOUCHED },
  depth: UNTOUCHED,
});
const isUntouched = (c: Contact) =>
  [c.point.x, c.point.y, c.point.z, c.normal.x, c.normal.y, c.normal.z, c.depth].every((v) => v === UNTOUCHED);
const same = (a: Contact, b: Contact) =>
  [
    [a.point.x, b.point.x],
    [a.point.y, b.point.y],
    [a.point.z, b.point.z],
    [a.normal.x, b.normal.x],
    [a.normal.y, b.normal.y],
    [a.normal.z, b.normal.z],
    [a.depth, b.depth],
  ].every(([x, y]) => Object.is(x, y));

describe('createContact', () => {
  it('makes a contact of zeros, a new one each call', () => {
    const a = q.createContact();
    expect(a).toEqual({ point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 });
    expect(q.createContact()).not.toBe(a);
  });
});

describe('sphereContactTriangle: a center on the triangle pushes out along its own normal (issue 24)', () => {
  // Found in a 2D scene (z = 0) at coordinates around 1e5: the center lies on the triangle
  // (a barycentric combination of its vertices, rounded), the nearest-point walk's point was
  // 1e-6 off in the plane, beyond its 2^-40 band, and the normal lay in the plane.
  const tri: Triangle = {
    a: vec3(-118653.37105405207, -562.3415115113967),
    b: vec3(-44628.8200303115, -69933.28550361715),
    c: vec3(37915.504648310845, -147468.4118979929),
  };
  const S = vec3(-55789.45790404656, -59520.565909906385);

  it('the hand case: normal ±z, depth r, point the center itself', () => {
    // (b − a) × (c − a) has z = 74025.55·(−146906.07) − (−69370.94)·156568.88 < 0: the
    // triangle's own normal is −z, and the center is in its plane (h = 0): −z, depth r.
    const c = q.sphereContactTriangle({ center: S, radius: 10000 }, tri)!;
    expect(c.normal).toEqual({ x: 0, y: 0, z: -1 });
    expect(c.depth).toBe(10000);
    expect(Math.hypot(c.point.x - S.x, c.point.y - S.y, c.point.z - S.z)).toBeLessThanOrEqual(1e-10);
    // Moved by normal·depth the sphere only touches: its center r from the triangle.
    const moved = { x: S.x, y: S.y, z: S.z + c.normal.z * c.depth };
    const Q = bruteClosest(moved, tri);
    expect(Math.abs(Math.hypot(moved.x - Q.x, moved.y - Q.y, moved.z - Q.z) - 10000)).toBeLessThanOrEqual(1e-6);
  });

  it('any center on any 2D triangle at 1e5, not a sliver: normal ±z and depth r', () => {
    const coord = fc.integer({ min: -2e9, max: 2e9 }).map((i) => i * 1e-4 + 0.123456789);
    fc.assert(
      fc.property(
        coord,
        coord,
        coord,
        coord,
        coord,
        coord,
        fc.integer({ min: 1, max: 999_999 }).map((i) => i / 1e6),
        fc.integer({ min: 1, max: 999_999 }).map((i) => i / 1e6),
        (ax, ay, bx, by, cx, cy, u0, v0) => {
          const n = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
          const L = Math.max(Math.hypot(bx - ax, by - ay), Math.hypot(cx - ax, cy - ay), Math.hypot(cx - bx, cy - by));
          fc.pre(Math.abs(n) > 1e-6 * L * L); // a height above 1e-6 of the longest edge
          const u = u0 * (1 - 1e-9);
          const v = v0 * (1 - u) * (1 - 1e-9); // strictly inside, not on an edge
          fc.pre(u > 1e-6 && v > 1e-6 && 1 - u - v > 1e-6);
          const center = vec3(ax + u * (bx - ax) + v * (cx - ax), ay + u * (by - ay) + v * (cy - ay));
          const c = q.sphereContactTriangle(
            { center, radius: 1 },
            { a: vec3(ax, ay), b: vec3(bx, by), c: vec3(cx, cy) },
          );
          expect(c).not.toBeNull();
          expect(c!.normal).toEqual({ x: 0, y: 0, z: n > 0 ? 1 : -1 });
          expect(c!.depth).toBe(1);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------
// Every contact's `…Into` form against its object form.

const c = fc.integer({ min: -16, max: 16 }).map((i) => i / 4);
const v = fc.record({ x: c, y: c, z: c });
const rad = fc.integer({ min: 0, max: 16 }).map((i) => i / 4);
const half = fc.record({ x: rad, y: rad, z: rad });
const sphere = fc.record({ center: v, radius: rad });
const capsule = fc.record({ start: v, end: v, radius: rad });
const box = fc.tuple(v, half).map(([m, h]) => ({ min: m, max: { x: m.x + h.x, y: m.y + h.y, z: m.z + h.z } }));
const quat = fc.record({ x: c, y: c, z: c, w: c }).filter((r) => r.x !== 0 || r.y !== 0 || r.z !== 0 || r.w !== 0);
const obb = fc.record({ center: v, halfSize: half, rotation: quat });
const triangle = fc.record({ a: v, b: v, c: v });
const plane = fc.record({ normal: v.filter((n) => n.x !== 0 || n.y !== 0 || n.z !== 0), constant: c });

type Pair = [unknown, unknown];
interface Form {
  name: string;
  pairs: fc.Arbitrary<Pair>;
  object: (a: never, b: never) => Contact | null;
  into: (a: never, b: never, out: Contact) => boolean;
}
const FORMS: Form[] = [
  {
    name: 'sphereContactSphere',
    pairs: fc.tuple(sphere, sphere),
    object: q.sphereContactSphere,
    into: q.sphereContactSphereInto,
  },
  {
    name: 'sphereContactAABB',
    pairs: fc.tuple(sphere, box),
    object: q.sphereContactAABB,
    into: q.sphereContactAABBInto,
  },
  { name: 'sphereContactOBB', pairs: fc.tuple(sphere, obb), object: q.sphereContactOBB, into: q.sphereContactOBBInto },
  {
    name: 'sphereContactTriangle',
    pairs: fc.tuple(sphere, triangle),
    object: q.sphereContactTriangle,
    into: q.sphereContactTriangleInto,
  },
  {
    name: 'sphereContactCapsule',
    pairs: fc.tuple(sphere, capsule),
    object: q.sphereContactCapsule,
    into: q.sphereContactCapsuleInto,
  },
  {
    name: 'sphereContactPlane',
    pairs: fc.tuple(sphere, plane),
    object: q.sphereContactPlane,
    into: q.sphereContactPlaneInto,
  },
  {
    name: 'capsuleContactSphere',
    pairs: fc.tuple(capsule, sphere),
    object: q.capsuleContactSphere,
    into: q.capsuleContactSphereInto,
  },
  {
    name: 'capsuleContactAABB',
    pairs: fc.tuple(capsule, box),
    object: q.capsuleContactAABB,
    into: q.capsuleContactAABBInto,
  },
  {
    name: 'capsuleContactOBB',
    pairs: fc.tuple(capsule, obb),
    object: q.capsuleContactOBB,
    into: q.capsuleContactOBBInto,
  },
  {
    name: 'capsuleContactTriangle',
    pairs: fc.tuple(capsule, triangle),
    object: q.capsuleContactTriangle,
    into: q.capsuleContactTriangleInto,
  },
  {
    name: 'capsuleContactCapsule',
    pairs: fc.tuple(capsule, capsule),
    object: q.capsuleContactCapsule,
    into: q.capsuleContactCapsuleInto,
  },
  {
    name: 'capsuleContactPlane',
    pairs: fc.tuple(capsule, plane),
    object: q.capsuleContactPlane,
    into: q.capsuleContactPlaneInto,
  },
];

describe('the …Into contacts equal their object forms', () => {
  for (const f of FORMS) {
    it(`${f.name}Into: true and the same numbers bit for bit when touching; false and out untouched when apart`, () => {
      let touched = 0;
      let apart = 0;
      fc.assert(
        fc.property(f.pairs, ([a, b]) => {
          const out = untouched();
          const { point, normal } = out;
          const before = JSON.stringify([a, b]);
          const expected = f.object(a as never, b as never);
          const got = f.into(a as never, b as never, out);
          expect(JSON.stringify([a, b])).toBe(before); // inputs not mutated
          expect(got).toBe(expected !== null);
          expect(out.point).toBe(point); // written in place, never replaced
          expect(out.normal).toBe(normal);
          if (expected === null) {
            apart++;
            expect(isUntouched(out)).toBe(true);
          } else {
            touched++;
            expect(same(out, expected)).toBe(true);
          }
        }),
        { numRuns: 600 },
      );
      expect(touched).toBeGreaterThan(20);
      expect(apart).toBeGreaterThan(20);
    });
  }

  it('an out that is not a contact: a TypeError naming it, word for word', () => {
    const s = { center: vec3(0, 0, 0), radius: 1 };
    expect(() => q.sphereContactSphereInto(s, s, null as never)).toThrow(
      new TypeError(
        'sphereContactSphereInto: out must be a contact {point, normal, depth} to write into (createContact() makes one), got null',
      ),
    );
    expect(() =>
      q.sphereContactAABBInto(s, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, { normal: vec3(0, 0, 0) } as never),
    ).toThrow(
      new TypeError('sphereContactAABBInto: out.point must be a vector {x, y, z} to write into, got undefined'),
    );
    expect(() =>
      q.sphereContactCapsuleInto(s, { start: s.center, end: s.center, radius: 1 }, {
        point: vec3(0, 0, 0),
        normal: 3,
      } as never),
    ).toThrow(new TypeError('sphereContactCapsuleInto: out.normal must be a vector {x, y, z} to write into, got 3'));
    // The shapes are checked first, left to right.
    expect(() => q.sphereContactTriangleInto(s, null as never, null as never)).toThrow(
      /^sphereContactTriangleInto: triangle must be/,
    );
  });
});
