// The capsule casts worked by hand: faces, edges, vertices, parallel edges, a capsule lying
// flat, grazing, starting touching (pushing in, sliding, leaving), starting overlapped, zero
// motion, 2D, 1e-100 and 1e100; the Into forms; the overlaps.
import { describe, expect, it } from 'vitest';
import {
  capsuleCastAABB,
  capsuleCastAABBInto,
  capsuleCastCapsule,
  capsuleCastCapsuleInto,
  capsuleCastOBB,
  capsuleCastPlane,
  capsuleCastSphere,
  capsuleCastTriangle,
  capsuleCastTriangleInto,
  capsuleIntersectsAABB,
  capsuleIntersectsOBB,
  capsuleIntersectsTriangle,
  createCapsuleCastHit,
  raycastTriangle,
  sphereCastTriangle,
  vec3,
  type Capsule,
  type CapsuleCastHit,
  type Vec3,
} from '../src/index.ts';
import { expectVec } from './support/expect-hit.ts';

const cap = (start: Vec3, end: Vec3, radius: number): Capsule => ({ start, end, radius });
const floor = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };
const unitBox = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };

/** The hit's numbers, to within tol (0: exactly); `start`/`end` the axis at contact. */
function expectCast(
  hit: CapsuleCastHit | null,
  e: {
    t: number;
    point: [number, number, number];
    normal: [number, number, number];
    start: [number, number, number];
    end: [number, number, number];
    distance: number;
  },
  tol = 0,
): void {
  expect(hit, 'expected a hit').not.toBeNull();
  const h = hit!;
  expect(Math.abs(h.t - e.t), `t ${h.t}`).toBeLessThanOrEqual(tol);
  expect(Math.abs(h.distance - e.distance), `distance ${h.distance}`).toBeLessThanOrEqual(
    tol * Math.max(1, e.distance),
  );
  expectVec(h.point, e.point, tol, 'point');
  expectVec(h.normal, e.normal, tol, 'normal');
  expectVec(h.start, e.start, tol, 'start');
  expectVec(h.end, e.end, tol, 'end');
}

describe('capsuleCastCapsule: hand-derived', () => {
  const target = cap(vec3(0, 0, -4), vec3(0, 0, 4), 1);

  it('crossed axes: the face of the parallelogram, 2 apart after 3 of 10', () => {
    expectCast(capsuleCastCapsule(cap(vec3(-4, 5, 0), vec3(4, 5, 0), 1), vec3(0, -10, 0), target), {
      t: 0.3,
      distance: 3,
      point: [0, 1, 0],
      normal: [0, 1, 0],
      start: [-4, 2, 0],
      end: [4, 2, 0],
    });
  });

  it('end to end along one line: the leading end meets the target end cap', () => {
    // Q at x = -6 must reach x = -2 (radii 1 + 1 short of P2 at 0): 4 of 10.
    expectCast(
      capsuleCastCapsule(cap(vec3(-10, 0, 0), vec3(-6, 0, 0), 1), vec3(10, 0, 0), cap(vec3(0, 0, 0), vec3(4, 0, 0), 1)),
      {
        t: 0.4,
        distance: 4,
        point: [-1, 0, 0],
        normal: [-1, 0, 0],
        start: [-6, 0, 0],
        end: [-2, 0, 0],
      },
    );
  });

  it('parallel axes side by side: the touching segment, one point of it, the normal across', () => {
    const hit = capsuleCastCapsule(
      cap(vec3(-2, 5, 0), vec3(2, 5, 0), 1),
      vec3(0, -10, 0),
      cap(vec3(0, 0, 0), vec3(4, 0, 0), 1),
    );
    expect(hit?.t).toBe(0.3);
    expectVec(hit!.normal, [0, 1, 0]);
    expect(hit!.point.y).toBe(1);
    expect(hit!.point.x).toBeGreaterThanOrEqual(0);
    expect(hit!.point.x).toBeLessThanOrEqual(2);
  });

  it('an end against the side, and the side against an end', () => {
    // Standing capsule above the lying one: its lower end P comes down to y = 2.
    expectCast(
      capsuleCastCapsule(cap(vec3(1, 5, 0), vec3(1, 9, 0), 1), vec3(0, -5, 0), cap(vec3(0, 0, 0), vec3(4, 0, 0), 1)),
      {
        t: 0.6,
        distance: 3,
        point: [1, 1, 0],
        normal: [0, 1, 0],
        start: [1, 2, 0],
        end: [1, 6, 0],
      },
    );
    // Lying capsule coming down on the standing one's top end E = (1, 0, 0).
    expectCast(
      capsuleCastCapsule(
        cap(vec3(0, 5, 0), vec3(4, 5, 0), 0.5),
        vec3(0, -5, 0),
        cap(vec3(1, -4, 0), vec3(1, 0, 0), 0.5),
      ),
      {
        t: 0.8,
        distance: 4,
        point: [1, 0.5, 0],
        normal: [0, 1, 0],
        start: [0, 1, 0],
        end: [4, 1, 0],
      },
    );
  });

  it('grazing: passing exactly r1 + r2 from the target touches it', () => {
    // A capsule along z at y = 2 swept along x over the target along x at y = 0: the gap
    // is 2 = 1 + 1 from x = 0 on, never less.
    expectCast(
      capsuleCastCapsule(cap(vec3(-5, 2, -1), vec3(-5, 2, 1), 1), vec3(10, 0, 0), cap(vec3(0, 0, 0), vec3(4, 0, 0), 1)),
      {
        t: 0.5,
        distance: 5,
        point: [0, 1, 0],
        normal: [0, 1, 0],
        start: [0, 2, -1],
        end: [0, 2, 1],
      },
    );
  });

  it('starting touching: pushing in is t = 0, sliding along or moving away is null', () => {
    const moving = cap(vec3(-4, 2, 0), vec3(4, 2, 0), 1);
    expect(capsuleCastCapsule(moving, vec3(0, -1, 0), target)?.t).toBe(0);
    expect(capsuleCastCapsule(moving, vec3(0, -1, 3), target)?.t).toBe(0);
    expect(capsuleCastCapsule(moving, vec3(5, 0, 0), target)).toBeNull();
    expect(capsuleCastCapsule(moving, vec3(0, 0, 3), target)).toBeNull();
    expect(capsuleCastCapsule(moving, vec3(0, 1, 0), target)).toBeNull();
  });

  it('starting overlapped: null; zero motion: null; contact beyond the motion: null', () => {
    expect(capsuleCastCapsule(cap(vec3(-4, 1.5, 0), vec3(4, 1.5, 0), 1), vec3(0, 10, 0), target)).toBeNull();
    expect(capsuleCastCapsule(cap(vec3(-4, 5, 0), vec3(4, 5, 0), 1), vec3(0, 0, 0), target)).toBeNull();
    expect(capsuleCastCapsule(cap(vec3(-4, 5, 0), vec3(4, 5, 0), 1), vec3(0, -2.5, 0), target)).toBeNull();
  });

  it('both radii 0: a hit only where the axes meet, normal against the motion; meeting at the start: null', () => {
    const zero = cap(vec3(0, 0, -4), vec3(0, 0, 4), 0);
    expectCast(capsuleCastCapsule(cap(vec3(-4, 5, 1), vec3(4, 5, 1), 0), vec3(0, -10, 0), zero), {
      t: 0.5,
      distance: 5,
      point: [0, 0, 1],
      normal: [0, 1, 0],
      start: [-4, 0, 1],
      end: [4, 0, 1],
    });
    expect(capsuleCastCapsule(cap(vec3(-4, 5, 5), vec3(4, 5, 5), 0), vec3(0, -10, 0), zero)).toBeNull();
    expect(capsuleCastCapsule(cap(vec3(-4, 0, 0), vec3(4, 0, 0), 0), vec3(0, -10, 0), zero)).toBeNull();
  });

  it('1e-100 and 1e100: the crossed-axes hit, scaled', () => {
    for (const k of [1e-100, 1e100]) {
      const hit = capsuleCastCapsule(
        cap(vec3(-4 * k, 5 * k, 0), vec3(4 * k, 5 * k, 0), k),
        vec3(0, -10 * k, 0),
        cap(vec3(0, 0, -4 * k), vec3(0, 0, 4 * k), k),
      );
      expect(hit).not.toBeNull();
      expect(Math.abs(hit!.t - 0.3)).toBeLessThanOrEqual(1e-15);
      expectVec(hit!.normal, [0, 1, 0], 1e-15);
      expectVec(hit!.point, [0, k, 0], 1e-15 * k);
      expect(Math.abs(hit!.distance - 3 * k)).toBeLessThanOrEqual(1e-15 * k);
    }
  });

  it('start = end is sphereCastCapsule exactly', () => {
    const hit = capsuleCastCapsule(
      cap(vec3(2, 6, 0), vec3(2, 6, 0), 1),
      vec3(0, -10, 0),
      cap(vec3(0, 0, 0), vec3(4, 0, 0), 1),
    );
    expectCast(hit, { t: 0.4, distance: 4, point: [2, 1, 0], normal: [0, 1, 0], start: [2, 2, 0], end: [2, 2, 0] });
  });
});

describe('capsuleCastTriangle: hand-derived', () => {
  it('lying flat onto the face: the face normal, one point of the touching patch', () => {
    const hit = capsuleCastTriangle(cap(vec3(1, 1, 5), vec3(2, 1, 5), 1), vec3(0, 0, -16), floor);
    expectCast(hit, { t: 0.25, distance: 4, point: [1, 1, 0], normal: [0, 0, 1], start: [1, 1, 1], end: [2, 1, 1] });
  });

  it('from below the face: the normal points down', () => {
    const hit = capsuleCastTriangle(cap(vec3(1, 1, -5), vec3(1, 2, -6), 1), vec3(0, 0, 10), floor);
    expect(hit?.t).toBe(0.4);
    expectVec(hit!.normal, [0, 0, -1]);
    expectVec(hit!.point, [1, 1, 0]);
  });

  it('standing, walked into an edge: the axis crosses over the edge (the parallelogram face)', () => {
    // Axis along z at x = -5, y = 1 swept along +x: within 1 of the edge a–c (x = 0) at x = -1.
    expectCast(capsuleCastTriangle(cap(vec3(-5, 1, -2), vec3(-5, 1, 2), 1), vec3(10, 0, 0), floor), {
      t: 0.4,
      distance: 4,
      point: [0, 1, 0],
      normal: [-1, 0, 0],
      start: [-1, 1, -2],
      end: [-1, 1, 2],
    });
  });

  it('parallel to an edge, in the plane: the edge capsule, normal across it', () => {
    const hit = capsuleCastTriangle(cap(vec3(-5, 1, 0), vec3(-5, 3, 0), 1), vec3(10, 0, 0), floor);
    expect(hit?.t).toBe(0.4);
    expectVec(hit!.normal, [-1, 0, 0]);
    expect(hit!.point.x).toBe(0);
    expect(hit!.point.y).toBeGreaterThanOrEqual(1);
    expect(hit!.point.y).toBeLessThanOrEqual(3);
  });

  it('past a vertex: the hit is on it, the normal from it to the axis', () => {
    // Axis along z at y = -1 swept along +x: 1 from the vertex a = (0, 0, 0) at x = 0,
    // then 1 from the edge a–b all along (grazing, never closer): the contact is at a.
    expectCast(capsuleCastTriangle(cap(vec3(-5, -1, -2), vec3(-5, -1, 2), 1), vec3(10, 0, 0), floor), {
      t: 0.5,
      distance: 5,
      point: [0, 0, 0],
      normal: [0, -1, 0],
      start: [0, -1, -2],
      end: [0, -1, 2],
    });
    // The axis end comes head-on at the vertex c = (0, 4, 0) from above it.
    expectCast(
      capsuleCastTriangle(cap(vec3(0, 4, 3), vec3(0, 4, 9), 1), vec3(0, 0, -3), floor),
      {
        t: 2 / 3,
        distance: 2,
        point: [0, 4, 0],
        normal: [0, 0, 1],
        start: [0, 4, 1],
        end: [0, 4, 7],
      },
      1e-15,
    );
  });

  it('starting touching: pushing in is t = 0; sliding along the floor or leaving is null', () => {
    const resting = cap(vec3(1, 1, 1), vec3(2, 1, 1), 1);
    expect(capsuleCastTriangle(resting, vec3(0, 0, -1), floor)?.t).toBe(0);
    expect(capsuleCastTriangle(resting, vec3(1, 1, -0.5), floor)?.t).toBe(0);
    expect(capsuleCastTriangle(resting, vec3(1, 1, 0), floor)).toBeNull();
    expect(capsuleCastTriangle(resting, vec3(0, 0, 1), floor)).toBeNull();
  });

  it('starting overlapped (the axis through the face, or within r): null; zero motion: null', () => {
    expect(capsuleCastTriangle(cap(vec3(1, 1, -1), vec3(1, 1, 1), 0.25), vec3(0, 0, 5), floor)).toBeNull();
    expect(capsuleCastTriangle(cap(vec3(1, 1, 0.5), vec3(2, 1, 0.5), 1), vec3(0, 0, 5), floor)).toBeNull();
    expect(capsuleCastTriangle(cap(vec3(1, 1, 5), vec3(2, 1, 5), 1), vec3(0, 0, 0), floor)).toBeNull();
  });

  it('2D (z = 0): a capsule in the triangle’s plane, walked into its hypotenuse', () => {
    // Axis from (5, 3) to (3, 5), parallel to x + y = 4, radius √2: the gap
    // (x + y - 4)/√2 = 2√2 must fall to √2; moving by (-2, -2) it falls by 2√2, so t = 1/2.
    const hit = capsuleCastTriangle(cap(vec3(5, 3), vec3(3, 5), Math.SQRT2), vec3(-2, -2), floor);
    expect(Math.abs(hit!.t - 0.5)).toBeLessThanOrEqual(1e-15);
    expectVec(hit!.normal, [Math.SQRT1_2, Math.SQRT1_2, 0], 1e-15);
    expect(hit!.point.z).toBe(0);
    expect(Math.abs(hit!.point.x + hit!.point.y - 4)).toBeLessThanOrEqual(1e-15);
  });

  it('1e-100 and 1e100: the flat landing, scaled', () => {
    for (const k of [1e-100, 1e100]) {
      const tri = { a: vec3(0, 0, 0), b: vec3(4 * k, 0, 0), c: vec3(0, 4 * k, 0) };
      const hit = capsuleCastTriangle(cap(vec3(k, k, 5 * k), vec3(2 * k, k, 5 * k), k), vec3(0, 0, -16 * k), tri);
      expect(Math.abs(hit!.t - 0.25)).toBeLessThanOrEqual(1e-15);
      expectVec(hit!.normal, [0, 0, 1], 1e-15);
      expectVec(hit!.start, [k, k, k], 1e-15 * k);
    }
  });

  it('start = end is sphereCastTriangle exactly; radius 0 as well raycastTriangle', () => {
    const sphere = sphereCastTriangle(vec3(1, 1, 5), vec3(1, 1, -11), 1, floor)!;
    const hit = capsuleCastTriangle(cap(vec3(1, 1, 5), vec3(1, 1, 5), 1), vec3(0, 0, -16), floor)!;
    expect({ point: hit.point, normal: hit.normal, t: hit.t, distance: hit.distance }).toEqual({
      point: sphere.point,
      normal: sphere.normal,
      t: sphere.t,
      distance: sphere.distance,
    });
    expect(hit.start).toEqual(sphere.center);
    const ray = raycastTriangle(vec3(1, 1, 5), vec3(1, 1, -11), floor)!;
    const thin = capsuleCastTriangle(cap(vec3(1, 1, 5), vec3(1, 1, 5), 0), vec3(0, 0, -16), floor)!;
    expect({ point: thin.point, normal: thin.normal, t: thin.t }).toEqual({
      point: ray.point,
      normal: ray.normal,
      t: ray.t,
    });
  });

  it('radius 0, start ≠ end: the bare segment hits where it first meets the triangle; touching at the start is null', () => {
    expectCast(capsuleCastTriangle(cap(vec3(1, 1, 5), vec3(2, 1, 5), 0), vec3(0, 0, -10), floor), {
      t: 0.5,
      distance: 5,
      point: [1, 1, 0],
      normal: [0, 0, 1],
      start: [1, 1, 0],
      end: [2, 1, 0],
    });
    expect(capsuleCastTriangle(cap(vec3(1, 1, 0), vec3(1, 1, 5), 0), vec3(0, 0, -1), floor)).toBeNull();
  });
});

describe('capsuleCastAABB and capsuleCastOBB: hand-derived', () => {
  it('the body meets a face, lying along it', () => {
    expectCast(capsuleCastAABB(cap(vec3(-2, 0.25, 0.5), vec3(-2, 0.75, 0.5), 0.5), vec3(4, 0, 0), unitBox), {
      t: 0.375,
      distance: 1.5,
      point: [0, 0.25, 0.5],
      normal: [-1, 0, 0],
      start: [-0.5, 0.25, 0.5],
      end: [-0.5, 0.75, 0.5],
    });
  });

  it('lying across the top, dropped onto it: the top face, not an edge', () => {
    const hit = capsuleCastAABB(cap(vec3(-3, 5, 0.5), vec3(3, 5, 0.5), 1), vec3(0, -8, 0), unitBox);
    expect(hit?.t).toBe(0.375);
    expectVec(hit!.normal, [0, 1, 0]);
    expect(hit!.point.y).toBe(1);
    expectVec(hit!.start, [-3, 2, 0.5]);
  });

  it('parallel to an edge, coming at it diagonally: the edge, normal from it to the axis', () => {
    // Axis along z at (-3, 4) moving by (4, -4) towards the edge x = 0, y = 1: it comes
    // within r = √2 of it at (-1, 2), after (2, -2): t = 1/2.
    const hit = capsuleCastAABB(cap(vec3(-3, 4, -2), vec3(-3, 4, 3), Math.SQRT2), vec3(4, -4, 0), unitBox);
    expect(Math.abs(hit!.t - 0.5)).toBeLessThanOrEqual(1e-15);
    expectVec(hit!.normal, [-Math.SQRT1_2, Math.SQRT1_2, 0], 1e-15);
    expect(hit!.point.x).toBe(0);
    expect(hit!.point.y).toBe(1);
  });

  it('lowered past the end of the top face: the edge beyond it, parallel to the axis', () => {
    const hit = capsuleCastAABB(cap(vec3(-2, 3, 1.25), vec3(2, 3, 1.25), 0.5), vec3(0, -3, 0), {
      min: vec3(0, 0, 0),
      max: vec3(1, 1, 1),
    });
    // z = 1.25 is beyond the box (max z = 1): the top face is not under the axis; the edge
    // y = 1, z = 1 is, at distance sqrt((y - 1)² + 0.25²) = 0.5 when y - 1 = √0.1875.
    const t = (2 - Math.sqrt(0.1875)) / 3;
    expect(Math.abs(hit!.t - t)).toBeLessThanOrEqual(1e-15);
    expect(hit!.point.y).toBe(1);
    expect(hit!.point.z).toBe(1);
  });

  it('starting touching: pushing in t = 0, sliding along the face or leaving null; overlapped, zero motion: null', () => {
    const resting = cap(vec3(-0.5, 0.25, 0.5), vec3(-0.5, 0.75, 0.5), 0.5);
    expect(capsuleCastAABB(resting, vec3(1, 0, 0), unitBox)?.t).toBe(0);
    expect(capsuleCastAABB(resting, vec3(0, 1, 1), unitBox)).toBeNull();
    expect(capsuleCastAABB(resting, vec3(-1, 0, 0), unitBox)).toBeNull();
    expect(
      capsuleCastAABB(cap(vec3(-0.25, 0.25, 0.5), vec3(-0.25, 0.75, 0.5), 0.5), vec3(1, 0, 0), unitBox),
    ).toBeNull();
    expect(capsuleCastAABB(cap(vec3(-5, 0, 0), vec3(5, 0, 0), 0.25), vec3(0, 0, 3), unitBox)).toBeNull();
    expect(capsuleCastAABB(cap(vec3(-2, 0.25, 0.5), vec3(-2, 0.75, 0.5), 0.5), vec3(0, 0, 0), unitBox)).toBeNull();
  });

  it('2D: a rectangle (flat box) and a capsule in its plane meet at its corner', () => {
    const rect = { min: vec3(0, 0), max: vec3(2, 1) };
    // The axis from (-3, 3) to (-3, 5) moving by (6, 0): its end P passes the corner (0, 1)
    // 2 above it; with r = 2 that is grazing, at x = 0.
    const hit = capsuleCastAABB(cap(vec3(-3, 3), vec3(-3, 5), 2), vec3(6, 0), rect);
    expect(hit?.t).toBe(0.5);
    expectVec(hit!.point, [0, 1, 0]);
    expectVec(hit!.normal, [0, 1, 0]);
  });

  it('1e-100 and 1e100: the face hit, scaled', () => {
    for (const k of [1e-100, 1e100]) {
      const box = { min: vec3(0, 0, 0), max: vec3(k, k, k) };
      const hit = capsuleCastAABB(
        cap(vec3(-2 * k, 0.25 * k, 0.5 * k), vec3(-2 * k, 0.75 * k, 0.5 * k), 0.5 * k),
        vec3(4 * k, 0, 0),
        box,
      );
      expect(Math.abs(hit!.t - 0.375)).toBeLessThanOrEqual(1e-15);
      expectVec(hit!.normal, [-1, 0, 0]);
    }
  });

  it('capsuleCastOBB: a cube turned 45° about z meets a standing capsule with its vertical edge', () => {
    const obb = {
      center: vec3(0, 0, 0),
      halfSize: vec3(1, 1, 1),
      rotation: { x: 0, y: 0, z: Math.sin(Math.PI / 8), w: Math.cos(Math.PI / 8) },
    };
    // The edge reaches x = -√2; the axis at x = -5 stops at -√2 - 0.5.
    const hit = capsuleCastOBB(cap(vec3(-5, 0, -0.5), vec3(-5, 0, 0.5), 0.5), vec3(10, 0, 0), obb);
    const t = (5 - Math.SQRT2 - 0.5) / 10;
    expect(Math.abs(hit!.t - t)).toBeLessThanOrEqual(1e-15);
    expectVec(hit!.normal, [-1, 0, 0], 1e-15);
    expectVec(hit!.point, [-Math.SQRT2, 0, -0.5], 1e-15);
  });

  it('capsuleCastOBB with the identity rotation is capsuleCastAABB', () => {
    const capsule = cap(vec3(-3, 4, -2), vec3(-3, 4, 3), 0.75);
    const obb = { center: vec3(0.5, 0.5, 0.5), halfSize: vec3(0.5, 0.5, 0.5), rotation: { x: 0, y: 0, z: 0, w: 1 } };
    const a = capsuleCastOBB(capsule, vec3(4, -4, 0), obb)!;
    const b = capsuleCastAABB(capsule, vec3(4, -4, 0), unitBox)!;
    expectCast(
      a,
      {
        t: b.t,
        distance: b.distance,
        point: [b.point.x, b.point.y, b.point.z],
        normal: [b.normal.x, b.normal.y, b.normal.z],
        start: [b.start.x, b.start.y, b.start.z],
        end: [b.end.x, b.end.y, b.end.z],
      },
      1e-15,
    );
  });
});

describe('capsuleCastPlane: hand-derived', () => {
  const ground = { normal: vec3(0, 1), constant: 0 };

  it('the nearer end leads: a tilted capsule dropped onto the floor', () => {
    expectCast(capsuleCastPlane(cap(vec3(0, 5), vec3(1, 3), 1), vec3(0, -10), ground), {
      t: 0.2,
      distance: 2,
      point: [1, 0, 0],
      normal: [0, 1, 0],
      start: [0, 3, 0],
      end: [1, 1, 0],
    });
  });

  it('two-sided: from below, the normal points down; lying parallel, the point is under start', () => {
    expectCast(capsuleCastPlane(cap(vec3(2, -5), vec3(-2, -5), 1), vec3(0, 8), ground), {
      t: 0.5,
      distance: 4,
      point: [2, 0, 0],
      normal: [0, -1, 0],
      start: [2, -1, 0],
      end: [-2, -1, 0],
    });
  });

  it('straddling or within r at the start: null; touching: pushing t = 0, sliding or leaving null', () => {
    expect(capsuleCastPlane(cap(vec3(0, -1), vec3(0, 4), 0.5), vec3(0, -10), ground)).toBeNull();
    expect(capsuleCastPlane(cap(vec3(0, 0.5), vec3(0, 4), 1), vec3(0, -10), ground)).toBeNull();
    const resting = cap(vec3(0, 1), vec3(3, 1), 1);
    expect(capsuleCastPlane(resting, vec3(1, -1), ground)?.t).toBe(0);
    expect(capsuleCastPlane(resting, vec3(1, 0), ground)).toBeNull();
    expect(capsuleCastPlane(resting, vec3(1, 1), ground)).toBeNull();
    expect(capsuleCastPlane(resting, vec3(0, 0), ground)).toBeNull();
    expect(capsuleCastPlane(cap(vec3(0, 5), vec3(1, 3), 1), vec3(4, 0), ground)).toBeNull();
  });

  it('1e-100 and 1e100; radius 0 touching at the start is null', () => {
    for (const k of [1e-100, 1e100]) {
      const hit = capsuleCastPlane(cap(vec3(0, 5 * k), vec3(k, 3 * k), k), vec3(0, -10 * k), ground);
      expect(Math.abs(hit!.t - 0.2)).toBeLessThanOrEqual(1e-15);
      expectVec(hit!.end, [k, k, 0], 1e-15 * k);
    }
    expect(capsuleCastPlane(cap(vec3(0, 0), vec3(1, 3), 0), vec3(0, -10), ground)).toBeNull();
  });
});

describe('capsuleCastSphere: hand-derived', () => {
  it('the body comes down on the ball; the end cap meets it head-on', () => {
    const ball = { center: vec3(0, 0), radius: 1 };
    expectCast(capsuleCastSphere(cap(vec3(-2, 5), vec3(2, 5), 1), vec3(0, -10), ball), {
      t: 0.3,
      distance: 3,
      point: [0, 1, 0],
      normal: [0, 1, 0],
      start: [-2, 2, 0],
      end: [2, 2, 0],
    });
    expectCast(capsuleCastSphere(cap(vec3(-9, 0), vec3(-5, 0), 1), vec3(10, 0), ball), {
      t: 0.3,
      distance: 3,
      point: [-1, 0, 0],
      normal: [-1, 0, 0],
      start: [-6, 0, 0],
      end: [-2, 0, 0],
    });
  });

  it('overlapping at the start, zero motion, moving away: null; touching and pushing: t = 0', () => {
    const ball = { center: vec3(0, 0), radius: 1 };
    expect(capsuleCastSphere(cap(vec3(-2, 1.5), vec3(2, 1.5), 1), vec3(0, 1), ball)).toBeNull();
    expect(capsuleCastSphere(cap(vec3(-2, 5), vec3(2, 5), 1), vec3(0, 0), ball)).toBeNull();
    expect(capsuleCastSphere(cap(vec3(-2, 2), vec3(2, 2), 1), vec3(0, -1), ball)?.t).toBe(0);
    expect(capsuleCastSphere(cap(vec3(-2, 2), vec3(2, 2), 1), vec3(1, 0), ball)).toBeNull();
  });
});

describe('the Into forms', () => {
  it('equal the object forms; a miss leaves out untouched', () => {
    const out = createCapsuleCastHit();
    const capsule = cap(vec3(1, 1, 5), vec3(2, 1, 5), 1);
    expect(capsuleCastTriangleInto(capsule, vec3(0, 0, -16), floor, out)).toBe(true);
    expect(out).toEqual(capsuleCastTriangle(capsule, vec3(0, 0, -16), floor));
    const before = structuredClone(out);
    expect(capsuleCastTriangleInto(capsule, vec3(0, 0, 1), floor, out)).toBe(false);
    expect(out).toEqual(before);
    expect(capsuleCastAABBInto(capsule, vec3(0, 0, 1), unitBox, out)).toBe(false);
    expect(out).toEqual(before);
  });

  it('out.start and out.end may be the capsule’s own vectors: every input is read first', () => {
    const capsule = cap(vec3(-4, 5, 0), vec3(4, 5, 0), 1);
    const target = cap(vec3(0, 0, -4), vec3(0, 0, 4), 1);
    const expected = capsuleCastCapsule(capsule, vec3(0, -10, 0), target);
    const out: CapsuleCastHit = { ...createCapsuleCastHit(), start: capsule.start, end: capsule.end };
    expect(capsuleCastCapsuleInto(capsule, vec3(0, -10, 0), target, out)).toBe(true);
    expect(out).toEqual(expected);
  });

  it('allocate no hit of their own: the object form returns a new hit each time', () => {
    const capsule = cap(vec3(-4, 5, 0), vec3(4, 5, 0), 1);
    const target = cap(vec3(0, 0, -4), vec3(0, 0, 4), 1);
    const a = capsuleCastCapsule(capsule, vec3(0, -10, 0), target);
    const b = capsuleCastCapsule(capsule, vec3(0, -10, 0), target);
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    expect(a!.start).not.toBe(b!.start);
  });
});

describe('capsule overlaps: hand-derived', () => {
  it('capsuleIntersectsAABB: touching a face, an edge, through it, apart', () => {
    expect(capsuleIntersectsAABB(cap(vec3(-3, 2, 0.5), vec3(3, 2, 0.5), 1), unitBox)).toBe(true);
    expect(capsuleIntersectsAABB(cap(vec3(-3, 2, 0.5), vec3(3, 2, 0.5), 0.99), unitBox)).toBe(false);
    // Axis along z at (2, 2): √2 from the edge x = 1, y = 1.
    expect(capsuleIntersectsAABB(cap(vec3(2, 2, -5), vec3(2, 2, 5), Math.SQRT2 + 1e-15), unitBox)).toBe(true);
    expect(capsuleIntersectsAABB(cap(vec3(2, 2, -5), vec3(2, 2, 5), 1.4), unitBox)).toBe(false);
    expect(capsuleIntersectsAABB(cap(vec3(-5, 0.5, 0.5), vec3(5, 0.5, 0.5), 0), unitBox)).toBe(true);
  });

  it('capsuleIntersectsTriangle: lying above the face, beside an edge, through it, a degenerate triangle', () => {
    expect(capsuleIntersectsTriangle(cap(vec3(1, 1, 1), vec3(9, 1, 1), 1), floor)).toBe(true);
    expect(capsuleIntersectsTriangle(cap(vec3(1, 1, 1), vec3(9, 1, 1), 0.5), floor)).toBe(false);
    // Beside the edge a–c (x = 0), parallel, 1 away in the plane.
    expect(capsuleIntersectsTriangle(cap(vec3(-1, 1, 0), vec3(-1, 9, 0), 1), floor)).toBe(true);
    expect(capsuleIntersectsTriangle(cap(vec3(-1, 1, 0), vec3(-1, 9, 0), 0.75), floor)).toBe(false);
    // Along x at y = 2, height 1: over the face, 1 above it.
    expect(capsuleIntersectsTriangle(cap(vec3(-9, 2, 1), vec3(9, 2, 1), 1), floor)).toBe(true);
    expect(capsuleIntersectsTriangle(cap(vec3(1, 1, -1), vec3(1, 1, 1), 0), floor)).toBe(true);
    expect(capsuleIntersectsTriangle(cap(vec3(5, 5, -1), vec3(5, 5, 1), 0), floor)).toBe(false);
    const sliver = { a: vec3(0, 0, 0), b: vec3(2, 0, 0), c: vec3(4, 0, 0) };
    expect(capsuleIntersectsTriangle(cap(vec3(1, -3, 2), vec3(1, 3, 2), 2), sliver)).toBe(true);
    expect(capsuleIntersectsTriangle(cap(vec3(1, -3, 2), vec3(1, 3, 2), 1.5), sliver)).toBe(false);
  });

  it('capsuleIntersectsOBB: a quarter turn is exact; the turned cube’s edge', () => {
    const q = { center: vec3(5, 0, 0), halfSize: vec3(2, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
    // Turned a quarter about z: x in [4, 6], y in [-2, 2].
    expect(capsuleIntersectsOBB(cap(vec3(0, 3, 0), vec3(9, 3, 0), 1), q)).toBe(true);
    expect(capsuleIntersectsOBB(cap(vec3(0, 3, 0), vec3(9, 3, 0), 0.5), q)).toBe(false);
  });
});
