// boxCastTriangle, boxCastPlane and boxCastSphere: hand-derived casts and their edges — a
// face landing flat (the patch), an edge on a triangle's edge, turned 45°, starting touching
// or overlapped (the triangle or plane through the box), a degenerate triangle, zero motion,
// halfSize 0 as the raycast, 2D, 1e±100, Into forms and restarts.
import { describe, expect, it } from 'vitest';
import {
  boxCastPlane,
  boxCastPlaneInto,
  boxCastSphere,
  boxCastSphereInto,
  boxCastTriangle,
  boxCastTriangleInto,
  createBoxCastHit,
  raycastPlane,
  raycastSphere,
  raycastTriangle,
  vec3,
  type AABB,
  type OBB,
  type Plane,
  type Triangle,
} from '../src/index.ts';
import { expectAllFinite } from './support/check.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';

const floor: Triangle = { a: vec3(-4, 0, -4), b: vec3(4, 0, -4), c: vec3(0, 0, 4) };
const crate: AABB = { min: vec3(-0.5, 1, -0.5), max: vec3(0.5, 2, 0.5) };
const turn45z = { x: 0, y: 0, z: Math.SQRT2 - 1, w: 1 };
const ground: Plane = { normal: vec3(0, 1, 0), constant: 0 };

describe('boxCastTriangle', () => {
  it('a crate dropped flat onto a floor triangle: the patch under it, its middle', () => {
    const hit = boxCastTriangle(crate, vec3(0, -2, 0), floor);
    expectHit(hit, { point: [0, 0, 0], normal: [0, 1, 0], distance: 1, t: 0.5 });
    expectVec(hit.center, [0, 0.5, 0]);
  });

  it('two-sided: from below, the normal points down, toward the box', () => {
    const below: AABB = { min: vec3(-0.5, -3, -0.5), max: vec3(0.5, -2, 0.5) };
    expectHit(boxCastTriangle(below, vec3(0, 4, 0), floor), {
      point: [0, 0, 0],
      normal: [0, -1, 0],
      distance: 2,
      t: 0.5,
    });
  });

  it('over the triangle’s corner: the patch is the part of the face inside the triangle', () => {
    // The triangle (0,0,0), (4,0,0), (0,0,4) and the crate's bottom [-0.5, 0.5]² at y = 0:
    // the patch is the square [0, 0.5]², whose corners average to (0.25, 0, 0.25).
    const T: Triangle = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 0, 4) };
    const hit = boxCastTriangle(crate, vec3(0, -2, 0), T);
    expectHit(hit, { point: [0.25, 0, 0.25], normal: [0, 1, 0], distance: 1, t: 0.5 }, 1e-15);
  });

  it('an edge of the box on an edge of the triangle, crossed', () => {
    // The diamond crate (45° about z, half size 0.5) has its lowest edge along z at
    // y = c.y − √2/2; a vertical triangle in the plane z = 0 with its top edge along x at
    // y = 0: they cross at (0, 0, 0) when 3 − 4t − √2/2 = 0.
    const wall: Triangle = { a: vec3(-2, 0, 0), b: vec3(2, 0, 0), c: vec3(0, -3, 0) };
    const moving: OBB = { center: vec3(0, 3, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: turn45z };
    const t = (3 - Math.SQRT1_2) / 4;
    const hit = boxCastTriangle(moving, vec3(0, -4, 0), wall);
    expectHit(hit, { point: [0, 0, 0], normal: [0, 1, 0], distance: 4 * t, t }, 1e-15, 4);
  });

  it('the triangle through the box at the start: null; touching it and pushing in: t = 0', () => {
    const through: AABB = { min: vec3(-0.5, -0.5, -0.5), max: vec3(0.5, 0.5, 0.5) };
    expect(boxCastTriangle(through, vec3(0, 3, 0), floor)).toBeNull();
    const resting: AABB = { min: vec3(-0.5, 0, -0.5), max: vec3(0.5, 1, 0.5) };
    expectHit(boxCastTriangle(resting, vec3(0, -1, 0), floor), {
      point: [0, 0, 0],
      normal: [0, 1, 0],
      distance: 0,
      t: 0,
    });
    expect(boxCastTriangle(resting, vec3(1, 0, 0), floor)).toBeNull(); // sliding
    expect(boxCastTriangle(resting, vec3(0, 1, 0), floor)).toBeNull(); // leaving
  });

  it('a degenerate triangle is hit as the segment it is', () => {
    // The segment from (-1, 0, 0) to (1, 0, 0) (c on it): the crate lands on it at t = 1/2.
    const seg: Triangle = { a: vec3(-1, 0, 0), b: vec3(1, 0, 0), c: vec3(0, 0, 0) };
    const hit = boxCastTriangle(crate, vec3(0, -2, 0), seg);
    expect(hit?.t).toBe(0.5);
    expectVec(hit!.point, [0, 0, 0], 1e-15);
    const dot: Triangle = { a: vec3(0.25, 0, 0), b: vec3(0.25, 0, 0), c: vec3(0.25, 0, 0) };
    expectHit(boxCastTriangle(crate, vec3(0, -2, 0), dot), {
      point: [0.25, 0, 0],
      normal: [0, 1, 0],
      distance: 1,
      t: 0.5,
    });
  });

  it('halfSize 0 is raycastTriangle; zero motion and a miss are null; 1e±100', () => {
    const A = vec3(0.5, 2, 0.25);
    const d = vec3(0.25, -4, 0.5);
    const ray = raycastTriangle(A, vec3(A.x + d.x, A.y + d.y, A.z + d.z), floor)!;
    const hit = boxCastTriangle({ min: A, max: A }, d, floor)!;
    expect({ point: hit.point, normal: hit.normal, distance: hit.distance, t: hit.t }).toEqual(ray);
    expect(boxCastTriangle(crate, vec3(0, 0, 0), floor)).toBeNull();
    expect(boxCastTriangle(crate, vec3(9, -2, 0), floor)).toBeNull();
    for (const k of [1e-100, 1e100]) {
      const m = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      const T = { a: m(-4, 0, -4), b: m(4, 0, -4), c: m(0, 0, 4) };
      const h = boxCastTriangle({ min: m(-0.5, 1, -0.5), max: m(0.5, 2, 0.5) }, m(0, -2, 0), T);
      expectAllFinite(h);
      expectHit(h, { point: [0, 0, 0], normal: [0, 1, 0], distance: k, t: 0.5 }, 1e-15 * k, 2 * k);
    }
  });

  it('2D: a square slid into a triangle in the plane z = 0 meets its edge', () => {
    // The triangle (0,0), (2,0), (0,2) in z = 0; the square [-3, -2] × [0.25, 0.75]
    // moving +x touches the edge x = 0 at t = 2/4.
    const T: Triangle = { a: vec3(0, 0), b: vec3(2, 0), c: vec3(0, 2) };
    const hit = boxCastTriangle({ min: vec3(-3, 0.25), max: vec3(-2, 0.75) }, vec3(4, 0), T);
    expectHit(hit, { point: [0, 0.5, 0], normal: [-1, 0, 0], distance: 2, t: 0.5 });
  });

  it('Into: the object form, and out untouched on a miss', () => {
    const out = createBoxCastHit();
    expect(boxCastTriangleInto(crate, vec3(0.5, -2, 0.25), floor, out)).toBe(true);
    expect(out).toEqual(boxCastTriangle(crate, vec3(0.5, -2, 0.25), floor));
    const before = structuredClone(out);
    expect(boxCastTriangleInto(crate, vec3(0, 2, 0), floor, out)).toBe(false);
    expect(out).toEqual(before);
  });
});

describe('boxCastPlane', () => {
  it('a crate dropped on the ground: face on the plane, the face’s middle', () => {
    const hit = boxCastPlane({ min: vec3(-1, 2, -1), max: vec3(1, 3, 1) }, vec3(0, -4, 0), ground);
    expectHit(hit, { point: [0, 0, 0], normal: [0, 1, 0], distance: 2, t: 0.5 });
    expectVec(hit.center, [0, 0.5, 0]);
  });

  it('a diamond (45°) lands on its edge; a non-unit normal and a constant', () => {
    // The plane 2y − 2 = 0 is y = 1; the diamond's lowest edge is √2/2 below y = 3.
    const moving: OBB = { center: vec3(0.5, 3, 0), halfSize: vec3(0.5, 0.5, 0.5), rotation: turn45z };
    const t = (2 - Math.SQRT1_2) / 4;
    const hit = boxCastPlane(moving, vec3(0, -4, 0), { normal: vec3(0, 2, 0), constant: -2 });
    expectHit(hit, { point: [0.5, 1, 0], normal: [0, 1, 0], distance: 4 * t, t }, 1e-15, 4);
  });

  it('a corner first: a tilted plane', () => {
    // The plane x + y + z = 0 (normal (1,1,1)/√3); the unit cube about (2, 2, 2) reaches it
    // with its corner (1.5, 1.5, 1.5) − s(1,1,1) when 4.5 − 3s = 0 along motion −(1,1,1)·2.
    const hit = boxCastPlane({ min: vec3(1.5, 1.5, 1.5), max: vec3(2.5, 2.5, 2.5) }, vec3(-2, -2, -2), {
      normal: vec3(1, 1, 1),
      constant: 0,
    });
    const n = 1 / Math.sqrt(3);
    expectHit(hit, { point: [0, 0, 0], normal: [n, n, n], distance: 0.75 * Math.sqrt(12), t: 0.75 }, 1e-15, 4);
  });

  it('the plane through the box: null; touching: t = 0 pushing in, null along or away', () => {
    const through: AABB = { min: vec3(-1, -0.5, -1), max: vec3(1, 0.5, 1) };
    expect(boxCastPlane(through, vec3(0, 3, 0), ground)).toBeNull();
    const resting: AABB = { min: vec3(-1, 0, -1), max: vec3(1, 1, 1) };
    expect(boxCastPlane(resting, vec3(0, -1, 0), ground)?.t).toBe(0);
    expect(boxCastPlane(resting, vec3(1, 0, 0), ground)).toBeNull();
    expect(boxCastPlane(resting, vec3(0, 1, 0), ground)).toBeNull();
    expect(boxCastPlane(resting, vec3(0, 0, 0), ground)).toBeNull();
    expect(boxCastPlane({ min: vec3(-1, 2, -1), max: vec3(1, 3, 1) }, vec3(0, -1.9, 0), ground)).toBeNull();
  });

  it('a flat box lying in the plane is a point on it: moving off is t = 0, along it null', () => {
    const sheet: AABB = { min: vec3(-1, 0, -1), max: vec3(1, 0, 1) };
    const hit = boxCastPlane(sheet, vec3(0, 2, 0), ground);
    expectHit(hit, { point: [0, 0, 0], normal: [0, -1, 0], distance: 0, t: 0 });
    expect(boxCastPlane(sheet, vec3(1, 0, 0), ground)).toBeNull();
  });

  it('halfSize 0 is raycastPlane; 1e±100', () => {
    const A = vec3(0.5, 2, 0.25);
    const d = vec3(0.25, -4, 0.5);
    const plane = { normal: vec3(0.5, 3, 0.25), constant: -1.25 };
    const ray = raycastPlane(A, vec3(A.x + d.x, A.y + d.y, A.z + d.z), plane)!;
    const hit = boxCastPlane({ center: A, halfSize: vec3(0, 0, 0), rotation: turn45z }, d, plane)!;
    expect({ point: hit.point, normal: hit.normal, distance: hit.distance, t: hit.t }).toEqual(ray);
    for (const k of [1e-100, 1e100]) {
      const m = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      const h = boxCastPlane({ min: m(-1, 2, -1), max: m(1, 3, 1) }, m(0, -4, 0), {
        normal: vec3(0, 1, 0),
        constant: -k,
      });
      expectAllFinite(h);
      expectHit(h, { point: [0, k, 0], normal: [0, 1, 0], distance: k, t: 0.25 }, 1e-15 * k, 4 * k);
    }
  });

  it('Into; a restart from the hit further down is t = 0', () => {
    const box: OBB = {
      center: vec3(0.3, 2.2, -0.4),
      halfSize: vec3(0.5, 0.25, 0.75),
      rotation: { x: 0.3, y: 0.2, z: 0.1, w: 0.9 },
    };
    const d = vec3(0.7, -4.1, 0.3);
    const out = createBoxCastHit();
    expect(boxCastPlaneInto(box, d, ground, out)).toBe(true);
    expect(out).toEqual(boxCastPlane(box, d, ground));
    expect(boxCastPlane({ ...box, center: out.center }, d, ground)?.t).toBe(0);
    expect(boxCastPlane({ ...box, center: out.center }, vec3(1, 0, 0), ground)).toBeNull();
    const before = structuredClone(out);
    expect(boxCastPlaneInto(box, vec3(0, 1, 0), ground, out)).toBe(false);
    expect(out).toEqual(before);
  });
});

describe('boxCastSphere', () => {
  it('a crate slid into a ball: the ball’s point facing it, the ball’s normal', () => {
    const hit = boxCastSphere({ min: vec3(-3, -0.5, -0.5), max: vec3(-2, 0.5, 0.5) }, vec3(8, 0, 0), {
      center: vec3(5, 0, 0),
      radius: 1,
    });
    expectHit(hit, { point: [4, 0, 0], normal: [-1, 0, 0], distance: 6, t: 0.75 });
    expectVec(hit.center, [3.5, 0, 0]);
  });

  it('a crate’s corner meets the ball: the normal from the ball’s center to the corner', () => {
    // The crate [-1, 0]³ moving +x toward a ball of radius 1 at (2, 0.5, 0.5): its corner
    // edge... the nearest point of the crate's face x = 0 to the ball is (0, 0, 0) (the
    // corner; the ball is beyond y, z = 0). |(2 − s, 0.5, 0.5)| = 1 at s = 2 − √0.5.
    const s = 2 - Math.SQRT1_2;
    const hit = boxCastSphere({ min: vec3(-1, -1, -1), max: vec3(0, 0, 0) }, vec3(4, 0, 0), {
      center: vec3(2, 0.5, 0.5),
      radius: 1,
    });
    expectHit(hit, { point: [s, 0, 0], normal: [s - 2, -0.5, -0.5], distance: s, t: s / 4 }, 1e-15, 4);
  });

  it('overlapping at the start: null; touching and pushing in: t = 0; zero motion null', () => {
    const ball = { center: vec3(1, 0, 0), radius: 1 };
    expect(boxCastSphere({ min: vec3(-1, -1, -1), max: vec3(0.5, 1, 1) }, vec3(1, 0, 0), ball)).toBeNull();
    const touching = { min: vec3(-1, -1, -1), max: vec3(0, 1, 1) };
    expect(boxCastSphere(touching, vec3(1, 0, 0), ball)?.t).toBe(0);
    expect(boxCastSphere(touching, vec3(0, 1, 0), ball)).toBeNull();
    expect(boxCastSphere(touching, vec3(0, 0, 0), ball)).toBeNull();
  });

  it('halfSize 0 is raycastSphere; Into; 1e±100', () => {
    const A = vec3(-3, 0.5, 0.25);
    const d = vec3(8, 0.25, 0);
    const ball = { center: vec3(2, 1, 0), radius: 1.5 };
    const ray = raycastSphere(A, vec3(A.x + d.x, A.y + d.y, A.z + d.z), ball)!;
    const hit = boxCastSphere({ min: A, max: A }, d, ball)!;
    expect({ point: hit.point, normal: hit.normal, distance: hit.distance, t: hit.t }).toEqual(ray);
    const out = createBoxCastHit();
    const box: OBB = { center: vec3(-3, 0.5, 0.25), halfSize: vec3(0.5, 0.25, 0.75), rotation: turn45z };
    expect(boxCastSphereInto(box, d, ball, out)).toBe(true);
    expect(out).toEqual(boxCastSphere(box, d, ball));
    const before = structuredClone(out);
    expect(boxCastSphereInto(box, vec3(-8, 0, 0), ball, out)).toBe(false);
    expect(out).toEqual(before);
    for (const k of [1e-100, 1e100]) {
      const m = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      const h = boxCastSphere({ min: m(-3, -0.5, -0.5), max: m(-2, 0.5, 0.5) }, m(8, 0, 0), {
        center: m(5, 0, 0),
        radius: k,
      });
      expectAllFinite(h);
      expectHit(h, { point: [4 * k, 0, 0], normal: [-1, 0, 0], distance: 6 * k, t: 0.75 }, 1e-15 * k, 8 * k);
    }
  });
});
