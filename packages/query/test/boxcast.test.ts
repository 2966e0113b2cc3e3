// boxCastAABB and boxCastOBB: hand-derived casts with the arithmetic in the comments, on the
// unit cube unless said otherwise, and the contract's edges: face on face (the patch's
// middle), edge on edge, vertex on face, turned 45°, grazing along a face, starting
// touching or overlapped, zero motion, halfSize 0 as the raycast, 2D, 1e±100, restarts from
// the library's own hit, the …Into forms and purity.
import { describe, expect, it } from 'vitest';
import {
  boxCastAABB,
  boxCastAABBInto,
  boxCastOBB,
  boxCastOBBInto,
  createBoxCastHit,
  raycastAABB,
  raycastOBB,
  vec3,
  type AABB,
  type BoxCastHit,
  type OBB,
  type Vec3,
} from '../src/index.ts';
import { expectAllFinite } from './support/check.ts';
import { expectHit, expectVec } from './support/expect-hit.ts';
import { matrixOf } from './support/rotation.ts';

const cube: AABB = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
const identity = { x: 0, y: 0, z: 0, w: 1 };
/** A quarter-turn-free 45° about z, x or y: the quaternion (axis·(√2 − 1), 1), not unit. */
const turn45 = (axis: 'x' | 'y' | 'z') => ({ x: 0, y: 0, z: 0, w: 1, [axis]: Math.SQRT2 - 1 });
const box = (cx: number, cy: number, cz: number, h = 0.5, rotation = identity): OBB => ({
  center: vec3(cx, cy, cz),
  halfSize: vec3(h, h, h),
  rotation,
});

function expectCenter(hit: BoxCastHit | null, c: [number, number, number], tol = 0): void {
  expect(hit).not.toBeNull();
  expectVec(hit!.center, c, tol, 'center');
}

describe('boxCastAABB: faces', () => {
  it('face on face, head on: the whole face is the patch, its middle the point', () => {
    // The unit box [-3, -2] × [0, 1] × [0, 1] moved 4 along x: its face x = -2 reaches the
    // cube's x = 0 after 2, t = 1/2; the faces coincide, their middle is (0, 0.5, 0.5).
    const hit = boxCastAABB({ min: vec3(-3, 0, 0), max: vec3(-2, 1, 1) }, vec3(4, 0, 0), cube);
    expectHit(hit, { point: [0, 0.5, 0.5], normal: [-1, 0, 0], distance: 2, t: 0.5 });
    expectCenter(hit, [-0.5, 0.5, 0.5]);
  });

  it('each of the six faces, with its exact axis as the normal', () => {
    // A box of half size 0.25 about a point 2.25 outside each face, moved 4 toward it: its
    // face is 2 from the cube's, t = 0.5.
    const cases: [Vec3, Vec3, [number, number, number], [number, number, number]][] = [
      [vec3(-2.25, 0.5, 0.5), vec3(4, 0, 0), [0, 0.5, 0.5], [-1, 0, 0]],
      [vec3(3.25, 0.5, 0.5), vec3(-4, 0, 0), [1, 0.5, 0.5], [1, 0, 0]],
      [vec3(0.5, -2.25, 0.5), vec3(0, 4, 0), [0.5, 0, 0.5], [0, -1, 0]],
      [vec3(0.5, 3.25, 0.5), vec3(0, -4, 0), [0.5, 1, 0.5], [0, 1, 0]],
      [vec3(0.5, 0.5, -2.25), vec3(0, 0, 4), [0.5, 0.5, 0], [0, 0, -1]],
      [vec3(0.5, 0.5, 3.25), vec3(0, 0, -4), [0.5, 0.5, 1], [0, 0, 1]],
    ];
    for (const [c, d, point, normal] of cases) {
      const hit = boxCastAABB(box(c.x, c.y, c.z, 0.25), d, cube);
      expectHit(hit, { point, normal, distance: 2, t: 0.5 });
    }
  });

  it('face on face, off to one side: the middle of the overlap of the two faces', () => {
    // The box [-1, 0] × [3, 4] × [0, 1] moved (1, -4, 0) lands at t = 1/2 on the top face
    // over x in [-0.5, 0.5]; the faces share x in [0, 0.5], z in [0, 1]: middle (0.25, 1, 0.5).
    const hit = boxCastAABB({ min: vec3(-1, 3, 0), max: vec3(0, 4, 1) }, vec3(1, -4, 0), cube);
    expectHit(hit, { point: [0.25, 1, 0.5], normal: [0, 1, 0], distance: 0.5 * Math.sqrt(17), t: 0.5 });
    expectCenter(hit, [0, 1.5, 0.5]);
  });

  it('an AABB target given as an OBB target gives the same hit', () => {
    const moving = box(-2, 0.75, 0.25, 0.5, turn45('y'));
    const asOBB: OBB = { center: vec3(0.5, 0.5, 0.5), halfSize: vec3(0.5, 0.5, 0.5), rotation: identity };
    expect(boxCastOBB(moving, vec3(4, 0.25, 0.5), asOBB)).toEqual(boxCastAABB(moving, vec3(4, 0.25, 0.5), cube));
  });
});

describe('boxCastOBB: edges, vertices, 45°', () => {
  const s = Math.SQRT2;

  it('edge on face: a box turned 45° about z lands on its edge, the point the middle of that edge', () => {
    // Its lowest edge is √2·0.5 below its center (0.5, 3, 0.5); moved 4 down it meets the
    // top y = 1 when 3 − 4t − √2/2 = 1: t = (2 − √2/2)/4. The edge runs along z over [0, 1].
    const t = (2 - s / 2) / 4;
    const hit = boxCastAABB(box(0.5, 3, 0.5, 0.5, turn45('z')), vec3(0, -4, 0), cube);
    expectHit(hit, { point: [0.5, 1, 0.5], normal: [0, 1, 0], distance: 4 * t, t }, 1e-15, 4);
    expectCenter(hit, [0.5, 3 - 4 * t, 0.5], 1e-15);
  });

  it('edge on edge, crossed: the crossing of the two edges, the normal their cross product', () => {
    // The moving box (half size 1) turned 45° about z has its lowest edge along z at
    // y = 5 − √2; the target turned 45° about x has its highest edge along x at y = √2.
    // They meet after 5 − 2√2 of 10, at (0, √2, 0); z × x = y.
    const moving = box(0, 5, 0, 1, turn45('z'));
    const target = box(0, 0, 0, 1, turn45('x'));
    const t = (5 - 2 * s) / 10;
    const hit = boxCastOBB(moving, vec3(0, -10, 0), target);
    expectHit(hit, { point: [0, s, 0], normal: [0, 1, 0], distance: 10 * t, t }, 1e-15, 10);
    expectCenter(hit, [0, 5 - 10 * t, 0], 1e-14);
  });

  it('edge on edge, off the middle: moving sideways too, the edges cross at the shifted place', () => {
    // As above with motion (2, -10, 1): the same t; the moving edge at contact is x = 2t,
    // the target's edge is z = 0: they cross at (2t, √2, 0).
    const t = (5 - 2 * s) / 10;
    const hit = boxCastOBB(box(0, 5, 0, 1, turn45('z')), vec3(2, -10, 1), box(0, 0, 0, 1, turn45('x')));
    expectHit(hit, { point: [2 * t, s, 0], normal: [0, 1, 0], distance: t * Math.sqrt(105), t }, 1e-14, 10);
  });

  it('vertex on face: a box turned about z then x stands on a corner', () => {
    // Its lowest point is the corner of least y: y = c.y − Σ h·|R[1][i]|, with R the rotation
    // (an independent matrix); the corner touches the top of a wide slab when that is 0.
    const q = { x: 0.3, y: 0.1, z: 0.4, w: 0.8 };
    const R = matrixOf(q);
    const h = 0.5;
    const depth = h * (Math.abs(R[1][0]) + Math.abs(R[1][1]) + Math.abs(R[1][2]));
    const corner = [0, 1, 2].map((i) => -Math.sign(R[1][i as 0 | 1 | 2]) * h) as [number, number, number];
    const slab: AABB = { min: vec3(-10, -1, -10), max: vec3(10, 0, 10) };
    const t = (5 - depth) / 8;
    const hit = boxCastAABB({ center: vec3(1, 5, 2), halfSize: vec3(h, h, h), rotation: q }, vec3(0, -8, 0), slab);
    const x = 1 + R[0][0] * corner[0] + R[0][1] * corner[1] + R[0][2] * corner[2];
    const z = 2 + R[2][0] * corner[0] + R[2][1] * corner[1] + R[2][2] * corner[2];
    expectHit(hit, { point: [x, 0, z], normal: [0, 1, 0], distance: 8 * t, t }, 1e-14, 8);
  });

  it('a diamond (45° about z) slid into a wall meets it with its corner edge', () => {
    // Half size 0.5: its right edge is √2/2 right of the center x = -3; the wall x = 0.
    const t = (3 - s / 2) / 4;
    const hit = boxCastAABB(box(-3, 0.5, 0.5, 0.5, turn45('z')), vec3(4, 0, 0), cube);
    expectHit(hit, { point: [0, 0.5, 0.5], normal: [-1, 0, 0], distance: 4 * t, t }, 1e-15, 4);
  });
});

describe('box casts: grazing and touching', () => {
  it('sliding along the top plane into the cube: a hit where the edges meet', () => {
    // [-3, -2] × [1, 2] × [0, 1] moved 4 along x touches the top plane y = 1 all the way
    // (not the cube: x is apart) and the cube itself when x = -2 + 4t = 0, t = 1/2, along
    // the cube's edge x = 0, y = 1: point (0, 1, 0.5).
    const hit = boxCastAABB({ min: vec3(-3, 1, 0), max: vec3(-2, 2, 1) }, vec3(4, 0, 0), cube);
    expectHit(hit, { point: [0, 1, 0.5], normal: [-1, 0, 0], distance: 2, t: 0.5 });
  });

  it('passing over the cube exactly at its height: touching counts, a hit', () => {
    // y in [1, 2] over the top face, moving along x from beside it: first touch at t = 1/2.
    const hit = boxCastAABB({ min: vec3(-3, 1, 0.25), max: vec3(-2, 2, 0.75) }, vec3(6, 0, 0), cube);
    expect(hit?.t).toBe(2 / 6);
  });

  it('passing over a hair above: a miss', () => {
    const y = 1 + 2 ** -20;
    expect(boxCastAABB({ min: vec3(-3, y, 0), max: vec3(-2, y + 1, 1) }, vec3(6, 0, 0), cube)).toBeNull();
  });

  it('grazing an edge: a box turned 45° whose corner edge passes exactly over the cube edge', () => {
    // The diamond (center y = 1 + √2/2 rounded, half size 0.5) moving along x: its lowest
    // edge at y = 1 within rounding; it touches the cube's top edge x = 0 at t = (3 − 0)/6.
    const hit = boxCastAABB(box(-3, 1 + Math.SQRT1_2, 0.5, 0.5, turn45('z')), vec3(6, 0, 0), cube);
    expect(hit).not.toBeNull();
    expect(hit!.t).toBeCloseTo(0.5, 12);
    expectVec(hit!.point, [0, 1, 0.5], 1e-12);
  });

  it('starting touching a face: pushing in is t = 0, sliding along or leaving is null', () => {
    const touching = { min: vec3(-1, 0, 0), max: vec3(0, 1, 1) };
    const into = boxCastAABB(touching, vec3(1, 0, 0), cube);
    expectHit(into, { point: [0, 0.5, 0.5], normal: [-1, 0, 0], distance: 0, t: 0 });
    expectCenter(into, [-0.5, 0.5, 0.5]);
    expect(boxCastAABB(touching, vec3(1, 1, 0), cube)?.t).toBe(0); // in and along: in
    expect(boxCastAABB(touching, vec3(0, 1, 0), cube)).toBeNull();
    expect(boxCastAABB(touching, vec3(0, 0, -1), cube)).toBeNull();
    expect(boxCastAABB(touching, vec3(-1, 0, 0), cube)).toBeNull();
    expect(boxCastAABB(touching, vec3(-1, 5, 0), cube)).toBeNull();
  });

  it('starting touching at an edge only: null unless pushing into both', () => {
    const corner = { min: vec3(-1, -1, 0), max: vec3(0, 0, 1) };
    expect(boxCastAABB(corner, vec3(1, 1, 0), cube)?.t).toBe(0);
    expect(boxCastAABB(corner, vec3(1, 0, 0), cube)).toBeNull(); // slides along y = 0
    expect(boxCastAABB(corner, vec3(1, -1, 0), cube)).toBeNull();
  });

  it('starting overlapped: null, whatever the motion', () => {
    const sunk = { min: vec3(-0.5, 0, 0), max: vec3(0.5, 1, 1) };
    for (const d of [vec3(1, 0, 0), vec3(-1, 0, 0), vec3(0, 3, 0)]) expect(boxCastAABB(sunk, d, cube)).toBeNull();
    expect(boxCastOBB(box(0.5, 0.5, 0.5, 2, turn45('x')), vec3(5, 0, 0), cube)).toBeNull(); // holds the cube
  });

  it('zero motion: null, touching or apart', () => {
    expect(boxCastAABB({ min: vec3(-1, 0, 0), max: vec3(0, 1, 1) }, vec3(0, 0, 0), cube)).toBeNull();
    expect(boxCastAABB({ min: vec3(-3, 0, 0), max: vec3(-2, 1, 1) }, vec3(0, 0, 0), cube)).toBeNull();
  });

  it('contact beyond the motion, or moving away: null', () => {
    expect(boxCastAABB({ min: vec3(-3, 0, 0), max: vec3(-2, 1, 1) }, vec3(1.9, 0, 0), cube)).toBeNull();
    expect(boxCastAABB({ min: vec3(-3, 0, 0), max: vec3(-2, 1, 1) }, vec3(2, 0, 0), cube)?.t).toBe(1);
    expect(boxCastAABB({ min: vec3(-3, 0, 0), max: vec3(-2, 1, 1) }, vec3(-5, 0, 0), cube)).toBeNull();
    expect(boxCastAABB({ min: vec3(-3, 2, 0), max: vec3(-2, 3, 1) }, vec3(5, 0, 0), cube)).toBeNull();
  });
});

describe('box casts: restarts from their own hit', () => {
  const moving = box(-2.3, 3.1, 0.2, 0.45, { x: 0.2, y: 0.5, z: 0.1, w: 0.9 });
  const target: OBB = {
    center: vec3(0.3, 0.1, 0.4),
    halfSize: vec3(0.8, 0.6, 0.7),
    rotation: { x: 0.4, y: 0.1, z: 0.3, w: 0.7 },
  };
  const d = vec3(4.1, -5.3, 0.6);
  const hit = boxCastOBB(moving, d, target)!;
  const at = { ...moving, center: hit.center };

  it('the first cast hits', () => {
    expect(hit).not.toBeNull();
    expect(hit.t).toBeGreaterThan(0);
    expect(hit.t).toBeLessThan(1);
  });

  it('further in: t = 0', () => {
    expect(boxCastOBB(at, vec3(d.x / 2, d.y / 2, d.z / 2), target)?.t).toBe(0);
  });

  it('along the contact plane or away: null', () => {
    const n = hit.normal;
    const dn = d.x * n.x + d.y * n.y + d.z * n.z;
    expect(boxCastOBB(at, vec3(d.x - dn * n.x, d.y - dn * n.y, d.z - dn * n.z), target)).toBeNull();
    expect(boxCastOBB(at, vec3(n.x, n.y, n.z), target)).toBeNull();
  });

  it('an AABB moved to the hit and cast again: t = 0 further in', () => {
    const crate = { min: vec3(-3, 2, 0), max: vec3(-2, 3, 1) };
    const m = vec3(3, -2.5, 0.25);
    const first = boxCastAABB(crate, m, cube)!;
    const k = first.t;
    const there = {
      min: vec3(crate.min.x + k * m.x, crate.min.y + k * m.y, crate.min.z + k * m.z),
      max: vec3(crate.max.x + k * m.x, crate.max.y + k * m.y, crate.max.z + k * m.z),
    };
    expect(boxCastAABB(there, m, cube)?.t).toBe(0);
  });
});

describe('box casts: reductions, 2D, magnitudes', () => {
  it('a box of halfSize 0 is a point: exactly raycastAABB / raycastOBB, center = point', () => {
    const A = vec3(-2, 0.25, 0.5);
    const d = vec3(4, 0.5, 0);
    const B = vec3(A.x + d.x, A.y + d.y, A.z + d.z);
    const point = { center: A, halfSize: vec3(0, 0, 0), rotation: turn45('z') };
    const hit = boxCastAABB(point, d, cube)!;
    const ray = raycastAABB(A, B, cube)!;
    expect({ point: hit.point, normal: hit.normal, t: hit.t, distance: hit.distance }).toEqual(ray);
    expect(hit.center).toEqual(hit.point);
    const target = box(0.5, 0.5, 0.5, 0.5, turn45('x'));
    const h2 = boxCastOBB({ min: A, max: A }, d, target)!;
    const r2 = raycastOBB(A, B, target)!;
    expect({ point: h2.point, normal: h2.normal, t: h2.t, distance: h2.distance }).toEqual(r2);
  });

  it('2D: rectangles (z = 0) meet as rectangles, the point in the plane', () => {
    // [-3, -2] × [0, 1] moved (4, 0.5): x = -2 + 4t reaches 0 at t = 1/2, y then over
    // [0.25, 1.25]: the shared edge y in [0.25, 1], middle 0.625.
    const square: AABB = { min: vec3(0, 0), max: vec3(1, 1) };
    const hit = boxCastAABB({ min: vec3(-3, 0), max: vec3(-2, 1) }, vec3(4, 0.5), square);
    expectHit(hit, { point: [0, 0.625, 0], normal: [-1, 0, 0], distance: 0.5 * Math.hypot(4, 0.5), t: 0.5 });
    // A diamond: its corner √2/2 right of x = -3 reaches x = 0.
    const t = (3 - Math.SQRT1_2) / 4;
    const diamond = { center: vec3(-3, 0.5), halfSize: vec3(0.5, 0.5, 0), rotation: turn45('z') };
    const h2 = boxCastAABB(diamond, vec3(4, 0), square);
    expectHit(h2, { point: [0, 0.5, 0], normal: [-1, 0, 0], distance: 4 * t, t }, 1e-15, 4);
    // Flat rectangles in one plane sliding along each other are not "sliding along a face".
    expect(boxCastAABB({ min: vec3(-1, 0), max: vec3(0, 1) }, vec3(1, 0), square)?.t).toBe(0);
    expect(boxCastAABB({ min: vec3(-1, 0), max: vec3(0, 1) }, vec3(0, 1), square)).toBeNull();
    expect(boxCastAABB({ min: vec3(0.25, 0.25), max: vec3(0.5, 0.5) }, vec3(3, 0), square)).toBeNull(); // overlapped
  });

  it('1e-100 and 1e100: the same hit, scaled; never NaN', () => {
    const s = Math.SQRT2;
    const t = (5 - 2 * s) / 10;
    for (const k of [1e-100, 1e100]) {
      const m = (x: number, y: number, z: number) => vec3(x * k, y * k, z * k);
      const moving = { center: m(0, 5, 0), halfSize: m(1, 1, 1), rotation: turn45('z') };
      const target = { center: m(0, 0, 0), halfSize: m(1, 1, 1), rotation: turn45('x') };
      const hit = boxCastOBB(moving, m(0, -10, 0), target);
      expectAllFinite(hit);
      expectHit(hit, { point: [0, s * k, 0], normal: [0, 1, 0], distance: 10 * t * k, t }, 1e-14 * k, 10 * k);
      const face = boxCastAABB({ min: m(-3, 0, 0), max: m(-2, 1, 1) }, m(4, 0, 0), {
        min: m(0, 0, 0),
        max: m(1, 1, 1),
      });
      expectHit(face, { point: [0, 0.5 * k, 0.5 * k], normal: [-1, 0, 0], distance: 2 * k, t: 0.5 }, 1e-15 * k, 4 * k);
    }
  });
});

describe('box casts: the …Into forms, purity', () => {
  const moving = box(-2, 0.7, 0.4, 0.5, turn45('y'));
  const d = vec3(4, 0.2, 0.1);

  it('Into gives the object form, and leaves out untouched on a miss', () => {
    const out = createBoxCastHit();
    expect(boxCastOBBInto(moving, d, cube, out)).toBe(true);
    expect(out).toEqual(boxCastOBB(moving, d, cube));
    expect(boxCastAABBInto(moving, d, cube, out)).toBe(true);
    expect(out).toEqual(boxCastAABB(moving, d, cube));
    const before = structuredClone(out);
    expect(boxCastAABBInto(moving, vec3(-4, 0, 0), cube, out)).toBe(false);
    expect(boxCastOBBInto(moving, vec3(0, 0, 0), cube, out)).toBe(false);
    expect(out).toEqual(before);
  });

  it('out may be the very objects given as inputs: every input is read first', () => {
    const out = createBoxCastHit();
    const center = vec3(-2, 0.7, 0.4);
    const motion = vec3(4, 0.2, 0.1);
    out.center = center;
    out.point = motion;
    const expected = boxCastOBB({ ...moving, center: vec3(-2, 0.7, 0.4) }, vec3(4, 0.2, 0.1), cube);
    expect(boxCastOBBInto({ ...moving, center }, motion, cube, out)).toBe(true);
    expect(out).toEqual(expected);
  });

  it('inputs are not mutated (frozen inputs), and each result is a new object', () => {
    const freeze = <T>(o: T): T => {
      for (const v of Object.values(o as object)) if (typeof v === 'object') freeze(v);
      return Object.freeze(o);
    };
    const b = freeze(box(-2, 0.7, 0.4, 0.5, turn45('y')));
    const m = freeze(vec3(4, 0.2, 0.1));
    const c = freeze({ min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
    const h1 = boxCastOBB(b, m, c);
    const h2 = boxCastAABB(b, m, c);
    expect(h1).toEqual(h2);
    expect(h1).not.toBe(h2);
    expect(h1!.point).not.toBe(h2!.point);
  });
});

describe('box casts: faces that meet only along their boundary', () => {
  it('a box resting on a turned block’s top, slid into the edge beside it: the point on that edge', () => {
    // Both turned by a about z (u = (cos a, sin a, 0), v = (−sin a, cos a, 0)); the moving box
    // (half size h) rests on the block's top face v = 1 and slides along −u: its face
    // u = off − h reaches the block's face u = 1 at t = (off − h − 1)/3, touching it only
    // along the block's edge u = v = 1, over z in [b − h, b + h] ∩ [−1, 1]. Rounding the turn
    // clips the two faces to nothing; the point is still on that edge.
    const a = 0.8544106390670589;
    const [b, h, off] = [-0.7965569093242917, 1.2547016635480082, 3.2420909387278343];
    const rotation = { x: 0, y: 0, z: Math.tan(a / 2), w: 1 };
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const center = vec3(c * off - s * (1 + h), s * off + c * (1 + h), b);
    const hit = boxCastOBB({ center, halfSize: vec3(h, h, h), rotation }, vec3(-3 * c, -3 * s, 0), {
      center: vec3(0, 0, 0),
      halfSize: vec3(1, 1, 1),
      rotation,
    });
    const t = (off - h - 1) / 3;
    expectHit(hit, { point: [c - s, s + c, (-1 + b + h) / 2], normal: [c, s, 0], distance: 3 * t, t }, 1e-11, 3);
  });
});
