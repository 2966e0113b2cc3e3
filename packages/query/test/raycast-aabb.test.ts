// raycastAABB: hand-derived cases and every edge case the contract names, on the unit
// cube unless said otherwise. Expected values are worked out in the comments.
import { describe, expect, it } from 'vitest';
import { aabbFromCenterSize, raycastAABB, vec3, type AABB } from '../src/index.ts';
import { expectHit } from './support/expect-hit.ts';

const cube: AABB = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };

describe('raycastAABB: hand-derived', () => {
  it('enters the -x face a quarter of the way along', () => {
    // x goes -1 -> 3; the face x = 0 is reached after 1 of 4: t = 1/4, point (0, .5, .5).
    expectHit(raycastAABB(vec3(-1, 0.5, 0.5), vec3(3, 0.5, 0.5), cube), {
      point: [0, 0.5, 0.5],
      normal: [-1, 0, 0],
      distance: 1,
      t: 0.25,
    });
  });

  it('enters each of the six faces, with that face as normal', () => {
    // From 2 units outside each face's center to 2 units past the opposite one: the face
    // is 1.5 away on a 5-long segment, t = 0.3.
    const cases = [
      { A: vec3(-1.5, 0.5, 0.5), B: vec3(3.5, 0.5, 0.5), point: [0, 0.5, 0.5], normal: [-1, 0, 0] },
      { A: vec3(2.5, 0.5, 0.5), B: vec3(-2.5, 0.5, 0.5), point: [1, 0.5, 0.5], normal: [1, 0, 0] },
      { A: vec3(0.5, -1.5, 0.5), B: vec3(0.5, 3.5, 0.5), point: [0.5, 0, 0.5], normal: [0, -1, 0] },
      { A: vec3(0.5, 2.5, 0.5), B: vec3(0.5, -2.5, 0.5), point: [0.5, 1, 0.5], normal: [0, 1, 0] },
      { A: vec3(0.5, 0.5, -1.5), B: vec3(0.5, 0.5, 3.5), point: [0.5, 0.5, 0], normal: [0, 0, -1] },
      { A: vec3(0.5, 0.5, 2.5), B: vec3(0.5, 0.5, -2.5), point: [0.5, 0.5, 1], normal: [0, 0, 1] },
    ] as const;
    for (const c of cases) {
      expectHit(
        raycastAABB(c.A, c.B, cube),
        { point: [...c.point], normal: [...c.normal], distance: 1.5, t: 0.3 },
        1e-15,
        5,
      );
    }
  });

  it('a 3-4-5 direction that reaches the box only at its end', () => {
    // Box [0,10]³. A = (-3,-8,5), B = (3,0,5): AB = (6,8,0), |AB| = 10. The x slab is
    // entered at t = 3/6 = 1/2 and the y slab at t = 8/8 = 1; the later one is where the
    // segment is inside both: t = 1, at B = (3,0,5), on the y = 0 face.
    const box = { min: vec3(0, 0, 0), max: vec3(10, 10, 10) };
    expectHit(raycastAABB(vec3(-3, -8, 5), vec3(3, 0, 5), box), {
      point: [3, 0, 5],
      normal: [0, -1, 0],
      distance: 10,
      t: 1,
    });
  });

  it('enters through y after crossing the x slab, mid-segment', () => {
    // A = (-1,-3,.5), B = (1,1,.5): x enters at t = 1/2, y at t = 3/4, so tEnter = 3/4 on
    // the y = 0 face, at (-1 + 2·3/4, 0, .5) = (.5, 0, .5); |AB| = √20, distance = .75·√20.
    const hit = raycastAABB(vec3(-1, -3, 0.5), vec3(1, 1, 0.5), cube);
    expectHit(hit, { point: [0.5, 0, 0.5], normal: [0, -1, 0], distance: 0.75 * Math.sqrt(20), t: 0.75 }, 1e-15, 5);
  });
});

describe('raycastAABB: edges and corners', () => {
  it('entering exactly through an edge: the first of x, y, z wins', () => {
    // Box [0,10]³, A = (-3,-4,5), B = (3,4,5): both the x and the y slab are entered at
    // t = 3/6 = 4/8 = 1/2, on the edge x = y = 0: the x face wins. Point (0,0,5), |AD| = 5.
    const box = { min: vec3(0, 0, 0), max: vec3(10, 10, 10) };
    expectHit(raycastAABB(vec3(-3, -4, 5), vec3(3, 4, 5), box), {
      point: [0, 0, 5],
      normal: [-1, 0, 0],
      distance: 5,
      t: 0.5,
    });
    // Entering through the y-z edge instead: y wins over z.
    expectHit(raycastAABB(vec3(0.5, -1, -1), vec3(0.5, 1, 1), cube), {
      point: [0.5, 0, 0],
      normal: [0, -1, 0],
      distance: Math.SQRT2,
      t: 0.5,
    });
  });

  it('entering exactly through a corner: x wins', () => {
    // (-1,-1,-1) -> (1,1,1) meets the corner (0,0,0) halfway.
    expectHit(raycastAABB(vec3(-1, -1, -1), vec3(1, 1, 1), cube), {
      point: [0, 0, 0],
      normal: [-1, 0, 0],
      distance: Math.sqrt(3),
      t: 0.5,
    });
    // From the far side, through (1,1,1): the +x face.
    expectHit(raycastAABB(vec3(2, 2, 2), vec3(0, 0, 0), cube), {
      point: [1, 1, 1],
      normal: [1, 0, 0],
      distance: Math.sqrt(3),
      t: 0.5,
    });
  });

  it('touching only an edge from outside hits there; the face it leaves through does not tie', () => {
    // (0,2,.5) -> (2,0,.5) touches the cube only on the edge x = 1, y = 1, at t = 1/2. It
    // enters the y slab there (top face, normal +y) and leaves the x slab there.
    expectHit(raycastAABB(vec3(0, 2, 0.5), vec3(2, 0, 0.5), cube), {
      point: [1, 1, 0.5],
      normal: [0, 1, 0],
      distance: Math.SQRT2,
      t: 0.5,
    });
  });

  it('touching only a corner from outside hits there', () => {
    // (0,2,2) -> (2,0,0) touches only the corner (1,1,1), at t = 1/2, entering y and z
    // together (y wins) and leaving x.
    expectHit(raycastAABB(vec3(0, 2, 2), vec3(2, 0, 0), cube), {
      point: [1, 1, 1],
      normal: [0, 1, 0],
      distance: Math.sqrt(3),
      t: 0.5,
    });
  });

  it('running along an edge from outside hits at the edge’s end', () => {
    // Along the edge y = 1, z = 1 from x = -1 to x = 2: first touch at (0,1,1), t = 1/3.
    expectHit(
      raycastAABB(vec3(-1, 1, 1), vec3(2, 1, 1), cube),
      { point: [0, 1, 1], normal: [-1, 0, 0], distance: 1, t: 1 / 3 },
      1e-15,
      3,
    );
  });

  it('grazing a face (sliding on its plane) from outside hits where it reaches the face', () => {
    // On the plane y = 1 from x = -1 to x = 2: first touch at (0,1,.5).
    expectHit(
      raycastAABB(vec3(-1, 1, 0.5), vec3(2, 1, 0.5), cube),
      { point: [0, 1, 0.5], normal: [-1, 0, 0], distance: 1, t: 1 / 3 },
      1e-15,
      3,
    );
  });

  it('passing just outside an edge misses', () => {
    expect(raycastAABB(vec3(0, 2.000001, 0.5), vec3(2, 0.000001, 0.5), cube)).toBeNull();
  });
});

describe('raycastAABB: axis-parallel segments', () => {
  it('direction components of exactly 0 need no special care', () => {
    // Along z only: x and y components are 0.
    expectHit(
      raycastAABB(vec3(0.5, 0.5, -1), vec3(0.5, 0.5, 2), cube),
      { point: [0.5, 0.5, 0], normal: [0, 0, -1], distance: 1, t: 1 / 3 },
      1e-15,
      3,
    );
    expectHit(
      raycastAABB(vec3(0.5, 0.5, 2), vec3(0.5, 0.5, -1), cube),
      { point: [0.5, 0.5, 1], normal: [0, 0, 1], distance: 1, t: 1 / 3 },
      1e-15,
      3,
    );
  });

  it('direction components of -0 behave as 0', () => {
    // -0 - 0 = -0 on x and y.
    expectHit(raycastAABB(vec3(0.5, 0.5, -1), vec3(0.5, 0.5, 3), { min: vec3(-0, -0, 0), max: vec3(1, 1, 1) }), {
      point: [0.5, 0.5, 0],
      normal: [0, 0, -1],
      distance: 1,
      t: 0.25,
    });
    const hit = raycastAABB(vec3(0, 0.5, -1), vec3(-0, 0.5, 3), cube);
    expectHit(hit, { point: [0, 0.5, 0], normal: [0, 0, -1], distance: 1, t: 0.25 });
  });

  it('parallel and outside the slab misses, on each axis', () => {
    expect(raycastAABB(vec3(2, 0.5, -1), vec3(2, 0.5, 2), cube)).toBeNull();
    expect(raycastAABB(vec3(-0.001, 0.5, -1), vec3(-0.001, 0.5, 2), cube)).toBeNull();
    expect(raycastAABB(vec3(0.5, 1.001, -1), vec3(0.7, 1.001, 2), cube)).toBeNull(); // y fixed above
    expect(raycastAABB(vec3(-1, 0.5, -0.5), vec3(2, 0.7, -0.5), cube)).toBeNull(); // z fixed below
  });
});

describe('raycastAABB: where the segment starts and stops', () => {
  it('moving away misses, however long the segment', () => {
    expect(raycastAABB(vec3(2, 0.5, 0.5), vec3(3, 0.5, 0.5), cube)).toBeNull();
    expect(raycastAABB(vec3(2, 0.5, 0.5), vec3(10, 0.5, 0.5), cube)).toBeNull();
  });

  it('stopping short misses; ending exactly on a face hits at t = 1', () => {
    expect(raycastAABB(vec3(-3, 0.5, 0.5), vec3(-0.5, 0.5, 0.5), cube)).toBeNull();
    expectHit(raycastAABB(vec3(-3, 0.5, 0.5), vec3(0, 0.5, 0.5), cube), {
      point: [0, 0.5, 0.5],
      normal: [-1, 0, 0],
      distance: 3,
      t: 1,
    });
  });

  it('starting inside returns null, whatever the direction', () => {
    for (const B of [vec3(5, 0.5, 0.5), vec3(-5, 0.5, 0.5), vec3(0.5, 0.5, 0.9), vec3(3, 4, 5)]) {
      expect(raycastAABB(vec3(0.5, 0.5, 0.5), B, cube)).toBeNull();
    }
  });

  it('starting on a face and heading in hits at t = 0, the origin itself', () => {
    const hit = raycastAABB(vec3(0, 0.5, 0.5), vec3(1, 0.5, 0.5), cube);
    expectHit(hit, { point: [0, 0.5, 0.5], normal: [-1, 0, 0], distance: 0, t: 0 });
    expect(Object.is(hit.t, 0)).toBe(true);
    // Heading in at a slant, and through the +z face.
    expectHit(raycastAABB(vec3(0.5, 0.5, 1), vec3(0.2, 0.1, 0), cube), {
      point: [0.5, 0.5, 1],
      normal: [0, 0, 1],
      distance: 0,
      t: 0,
    });
  });

  it('starting on an edge or a corner and heading in hits at t = 0 (first axis wins)', () => {
    expectHit(raycastAABB(vec3(0, 0, 0.5), vec3(1, 1, 0.5), cube), {
      point: [0, 0, 0.5],
      normal: [-1, 0, 0],
      distance: 0,
      t: 0,
    });
    expectHit(raycastAABB(vec3(1, 1, 1), vec3(0, 0.5, 0.5), cube), {
      point: [1, 1, 1],
      normal: [1, 0, 0],
      distance: 0,
      t: 0,
    });
  });

  it('starting on a face and leaving returns null', () => {
    expect(raycastAABB(vec3(0, 0.5, 0.5), vec3(-1, 0.5, 0.5), cube)).toBeNull();
    expect(raycastAABB(vec3(0, 0.5, 0.5), vec3(-1, 3, 0.5), cube)).toBeNull();
    expect(raycastAABB(vec3(0, 0.5, 0.5), vec3(-10, 0.5, 0.5), cube)).toBeNull(); // long, too
  });

  it('starting on a face and sliding along it returns null', () => {
    expect(raycastAABB(vec3(0, 0.5, 0.5), vec3(0, 0.8, 0.9), cube)).toBeNull();
    // Along the edge x = 0, y = 0.
    expect(raycastAABB(vec3(0, 0, 0.2), vec3(0, 0, 0.9), cube)).toBeNull();
    // On the face, moving along it and outward across the other edge.
    expect(raycastAABB(vec3(0, 0.5, 0.5), vec3(0, 3, 0.5), cube)).toBeNull();
  });

  it('starting on an edge, heading in on one axis but sliding on the other, returns null', () => {
    // On the edge x = 0, y = 0, moving +x (into the x slab) but with y fixed at 0: it runs
    // along the bottom face y = 0, never entering the interior.
    expect(raycastAABB(vec3(0, 0, 0.5), vec3(1, 0, 0.5), cube)).toBeNull();
  });

  it('starting at a corner and leaving returns null', () => {
    expect(raycastAABB(vec3(0, 0, 0), vec3(-1, 0, 0), cube)).toBeNull();
    expect(raycastAABB(vec3(0, 0, 0), vec3(-1, -1, -1), cube)).toBeNull();
  });

  it('a cast that starts where the previous one hit does not hit the same face again', () => {
    const first = raycastAABB(vec3(-1, 0.5, 0.5), vec3(3, 0.5, 0.5), cube);
    expectHit(first, { point: [0, 0.5, 0.5], normal: [-1, 0, 0], distance: 1, t: 0.25 });
    // Bounce back out along the reflected direction.
    expect(raycastAABB(first.point, vec3(-1, 1, 0.5), cube)).toBeNull();
  });

  it('zero-length segments return null, outside, on a face or inside', () => {
    for (const P of [vec3(2, 2, 2), vec3(0, 0.5, 0.5), vec3(0.5, 0.5, 0.5)]) expect(raycastAABB(P, P, cube)).toBeNull();
  });
});

describe('raycastAABB: flat and degenerate boxes (2D use)', () => {
  // The rectangle [0,2]×[0,1] in the plane z = 0.
  const rect = { min: vec3(0, 0), max: vec3(2, 1) };

  it('a segment in the plane enters the rectangle through its edge', () => {
    expectHit(raycastAABB(vec3(-1, 0.5), vec3(3, 0.5), rect), {
      point: [0, 0.5, 0],
      normal: [-1, 0, 0],
      distance: 1,
      t: 0.25,
    });
    expectHit(raycastAABB(vec3(1, 3), vec3(1, -1), rect), { point: [1, 1, 0], normal: [0, 1, 0], distance: 2, t: 0.5 });
  });

  it('in the plane, starting on the edge and heading in hits at t = 0', () => {
    expectHit(raycastAABB(vec3(0, 0.5), vec3(1, 0.5), rect), {
      point: [0, 0.5, 0],
      normal: [-1, 0, 0],
      distance: 0,
      t: 0,
    });
  });

  it('in the plane, starting inside returns null; sliding along an edge returns null', () => {
    expect(raycastAABB(vec3(1, 0.5), vec3(3, 0.5), rect)).toBeNull();
    expect(raycastAABB(vec3(0, 0.5), vec3(0, 0.9), rect)).toBeNull();
  });

  it('in the plane, running along an edge from outside hits at its end', () => {
    expectHit(raycastAABB(vec3(-1, 0), vec3(3, 0), rect), {
      point: [0, 0, 0],
      normal: [-1, 0, 0],
      distance: 1,
      t: 0.25,
    });
  });

  it('crossing the plane through the rectangle hits it, with the plane’s axis as normal', () => {
    // From z = -1 to z = 1 at (1, .5): the crossing is halfway.
    expectHit(raycastAABB(vec3(1, 0.5, -1), vec3(1, 0.5, 1), rect), {
      point: [1, 0.5, 0],
      normal: [0, 0, -1],
      distance: 1,
      t: 0.5,
    });
    expectHit(raycastAABB(vec3(1, 0.5, 3), vec3(1, 0.5, -1), rect), {
      point: [1, 0.5, 0],
      normal: [0, 0, 1],
      distance: 3,
      t: 0.75,
    });
    // Crossing it beside the rectangle misses.
    expect(raycastAABB(vec3(3, 0.5, -1), vec3(3, 0.5, 1), rect)).toBeNull();
  });

  it('starting in the rectangle and leaving its plane returns null', () => {
    expect(raycastAABB(vec3(1, 0.5, 0), vec3(1, 0.5, 1), rect)).toBeNull();
  });

  it('a box flat on two axes (a segment) and on three (a point)', () => {
    const stick = { min: vec3(0, 0, 0), max: vec3(2, 0, 0) };
    // Crossing the stick at (1,0,0) from below: the y slab (a plane) is entered at t = 1/2.
    expectHit(raycastAABB(vec3(1, -1, 0), vec3(1, 1, 0), stick), {
      point: [1, 0, 0],
      normal: [0, -1, 0],
      distance: 1,
      t: 0.5,
    });
    expect(raycastAABB(vec3(3, -1, 0), vec3(3, 1, 0), stick)).toBeNull();
    const dot = { min: vec3(1, 1, 1), max: vec3(1, 1, 1) };
    expectHit(raycastAABB(vec3(0, 0, 0), vec3(2, 2, 2), dot), {
      point: [1, 1, 1],
      normal: [-1, 0, 0],
      distance: Math.sqrt(3),
      t: 0.5,
    });
    expect(raycastAABB(vec3(0, 0, 0), vec3(2, 2, 2.5), dot)).toBeNull();
    expect(raycastAABB(vec3(1, 1, 1), vec3(2, 2, 2), dot)).toBeNull(); // starting on it
  });
});

describe('raycastAABB: scales', () => {
  for (const k of [1e-6, 1e6, 1e-100, 1e100]) {
    it(`the -x face entry at scale ${k}`, () => {
      // The first hand-derived case, scaled: t = 1/4 exactly, point (0, .5k, .5k).
      const box = aabbFromCenterSize(vec3(0.5 * k, 0.5 * k, 0.5 * k), vec3(k, k, k));
      const hit = raycastAABB(vec3(-k, 0.5 * k, 0.5 * k), vec3(3 * k, 0.5 * k, 0.5 * k), box);
      expectHit(hit, { point: [0, 0.5 * k, 0.5 * k], normal: [-1, 0, 0], distance: k, t: 0.25 }, 1e-9 * 3 * k, 4 * k);
    });
  }

  it('a segment 1e-100 long ending on a face of a box 1e100 wide', () => {
    const box = { min: vec3(-1e100, -1e100, -1e100), max: vec3(0, 1e100, 1e100) };
    expectHit(raycastAABB(vec3(1e-100, 0, 0), vec3(0, 0, 0), box), {
      point: [0, 0, 0],
      normal: [1, 0, 0],
      distance: 1e-100,
      t: 1,
    });
  });
});
