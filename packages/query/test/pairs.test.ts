// The scene's pair kernels with no public function of their own (CONTRACT-v2, "Scene pairs
// with no function of their own"), on hand-derived cases: closed sets (touching counts),
// sphere casts as raycasts of the center against the rounded oriented box.
import { describe, expect, it } from 'vitest';
import { createSphereCastHit, raycastOBB, vec3, type OBB } from '../src/index.ts';
import { aabbOverlapsCapsule } from '../src/overlap/aabb-capsule.ts';
import { aabbOverlapsOBB } from '../src/overlap/aabb-obb.ts';
import { aabbOverlapsTriangle } from '../src/overlap/aabb-triangle.ts';
import { sphereOverlapsOBB } from '../src/overlap/sphere-obb.ts';
import { sphereCastOBBInto } from '../src/spherecast/obb.ts';

const quarterZ = { x: 0, y: 0, z: 1, w: 1 }; // 90° about z (normalized by the library)
const s8 = Math.sin(Math.PI / 8);
const c8 = Math.cos(Math.PI / 8);
const eighthZ = { x: 0, y: 0, z: s8, w: c8 }; // 45° about z
const unitCube = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };

describe('sphereCastOBBInto', () => {
  // A 4 × 2 × 2 box turned 90° about z: in the world x ∈ [−1, 1], y ∈ [−2, 2], z ∈ [−1, 1].
  const plank: OBB = { center: vec3(0, 0, 0), halfSize: vec3(2, 1, 1), rotation: quarterZ };

  it('a ball rolled along x into a quarter-turned box stops r short of its face', () => {
    // The center stops at x = −1 − 0.5 = −1.5: t = (−1.5 − (−5))/10 = 0.35, distance 3.5.
    const hit = createSphereCastHit();
    expect(sphereCastOBBInto(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), 0.5, plank, hit)).toBe(true);
    expect(hit).toEqual({
      point: { x: -1, y: 0.5, z: 0 },
      normal: { x: -1, y: 0, z: 0 },
      distance: 3.5,
      t: 0.35,
      center: { x: -1.5, y: 0.5, z: 0 },
    });
  });

  it('beside an edge of a box turned 45°, the ball touches the edge: the rounded box is round there', () => {
    // The unit-half cube turned 45° about z has a vertical edge at x = −√2, y = 0. A ball
    // of radius 1 along the x axis touches it with its center at x = −√2 − 1:
    // t = (5 − √2 − 1)/10; point (−√2, 0, 0); normal (−1, 0, 0).
    const box: OBB = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: eighthZ };
    const hit = createSphereCastHit();
    expect(sphereCastOBBInto(vec3(-5, 0, 0), vec3(5, 0, 0), 1, box, hit)).toBe(true);
    expect(hit.t).toBeCloseTo((4 - Math.SQRT2) / 10, 14);
    expect(hit.point.x).toBeCloseTo(-Math.SQRT2, 14);
    expect(hit.point.y).toBeCloseTo(0, 14);
    expect(hit.normal.x).toBeCloseTo(-1, 14);
    expect(hit.center.x).toBeCloseTo(-Math.SQRT2 - 1, 14);
    // Raycasting the box grown by r (a cube of half 2, corner at −2√2) would stop the
    // center at −2√2 ≈ −2.83, too early: the sphere does not yet touch the box there.
    expect(hit.center.x).toBeGreaterThan(-2.5);
  });

  it('a ball passing the 45° edge at a distance just over r misses, just under r hits', () => {
    // Moving along y = ±(1 + ε) past the edge at x = −√2, y = 0... instead: along x at
    // y = 0, z = 0 hits; along the line x = −√2 − 1.01 parallel to y, the nearest approach
    // to the edge is 1.01 > 1: a miss; at −√2 − 0.99: a hit.
    const box: OBB = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: eighthZ };
    const hit = createSphereCastHit();
    const x1 = -Math.SQRT2 - 1.01;
    expect(sphereCastOBBInto(vec3(x1, -5, 0), vec3(x1, 5, 0), 1, box, hit)).toBe(false);
    const x2 = -Math.SQRT2 - 0.99;
    expect(sphereCastOBBInto(vec3(x2, -5, 0), vec3(x2, 5, 0), 1, box, hit)).toBe(true);
    // Nearest approach at y = 0, reached after the center comes within 1 of the edge:
    // |y| = √(1 − 0.99²) = √0.0199 before it, t = (5 − √0.0199)/10.
    expect(hit.t).toBeCloseTo((5 - Math.sqrt(1 - 0.99 ** 2)) / 10, 12);
  });

  it('starting overlapped: false and out untouched; touching and moving away: false; touching and moving in: t = 0', () => {
    const hit = createSphereCastHit();
    const before = structuredClone(hit);
    // Center at x = −1.25: within 0.5 of the face x = −1 (inside the rounded box).
    expect(sphereCastOBBInto(vec3(-1.25, 0, 0), vec3(-5, 0, 0), 0.5, plank, hit)).toBe(false);
    expect(hit).toEqual(before);
    // Center at x = −1.5: exactly touching (quarter turns are exact); moving away (−x).
    expect(sphereCastOBBInto(vec3(-1.5, 0, 0), vec3(-5, 0, 0), 0.5, plank, hit)).toBe(false);
    expect(hit).toEqual(before);
    // Moving in (+x): a hit at t = 0, at the face.
    expect(sphereCastOBBInto(vec3(-1.5, 0, 0), vec3(5, 0, 0), 0.5, plank, hit)).toBe(true);
    expect(hit).toEqual({
      point: { x: -1, y: 0, z: 0 },
      normal: { x: -1, y: 0, z: 0 },
      distance: 0,
      t: 0,
      center: { x: -1.5, y: 0, z: 0 },
    });
  });

  it('radius 0 is raycastOBB, with the center at the point', () => {
    const hit = createSphereCastHit();
    expect(sphereCastOBBInto(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), 0, plank, hit)).toBe(true);
    const ray = raycastOBB(vec3(-5, 0.5, 0), vec3(5, 0.5, 0), plank)!;
    expect(hit).toEqual({ ...ray, center: ray.point });
    expect(hit.t).toBe(0.4); // x = −1 after 4 of 10
  });

  it('a zero-length segment sweeps nothing', () => {
    const hit = createSphereCastHit();
    expect(sphereCastOBBInto(vec3(-3, 0, 0), vec3(-3, 0, 0), 0.5, plank, hit)).toBe(false);
  });
});

describe('sphereOverlapsOBB', () => {
  const plank: OBB = { center: vec3(0, 0, 0), halfSize: vec3(2, 1, 1), rotation: quarterZ };
  const diamond: OBB = { center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: eighthZ };

  it('touching counts, exactly, on a quarter-turned box', () => {
    // The plank's face x = 1 in the world: a sphere at x = 3 of radius 2 touches it.
    expect(sphereOverlapsOBB(vec3(3, 0, 0), 2, plank)).toBe(true);
    expect(sphereOverlapsOBB(vec3(3, 0, 0), 1.999, plank)).toBe(false);
    // Its face y = 2: a sphere at y = 2.5 of radius 0.5 touches it; of radius 0.25, not.
    expect(sphereOverlapsOBB(vec3(0, 2.5, 0), 0.5, plank)).toBe(true);
    expect(sphereOverlapsOBB(vec3(0, 2.5, 0), 0.25, plank)).toBe(false);
  });

  it('a box turned 45° is the diamond |x| + |y| <= √2 in its middle plane', () => {
    // (1.2, 0) is inside the diamond: overlapping for any radius, 0 included.
    expect(sphereOverlapsOBB(vec3(1.2, 0, 0), 0, diamond)).toBe(true);
    // (1.2, 1.2) is beyond the face x + y = √2 by (2.4 − √2)/√2 = 0.6971: r 0.69 no, 0.70 yes.
    expect(sphereOverlapsOBB(vec3(1.2, 1.2, 0), 0.69, diamond)).toBe(false);
    expect(sphereOverlapsOBB(vec3(1.2, 1.2, 0), 0.7, diamond)).toBe(true);
    // Beyond the corner (√2, 0, 0) along x by 1 ± 0.001.
    expect(sphereOverlapsOBB(vec3(Math.SQRT2 + 1.001, 0, 0), 1, diamond)).toBe(false);
    expect(sphereOverlapsOBB(vec3(Math.SQRT2 + 0.999, 0, 0), 1, diamond)).toBe(true);
  });
});

describe('aabbOverlapsOBB', () => {
  it('the unit cube and a cube turned 45° about z: its corner at x = c − √2', () => {
    const at = (cx: number): OBB => ({ center: vec3(cx, 0.5, 0.5), halfSize: vec3(1, 1, 1), rotation: eighthZ });
    // c = 2.5: corner at 1.086 > 1, apart; c = 2.4: corner at 0.986 < 1, overlapping.
    expect(aabbOverlapsOBB(unitCube, at(2.5))).toBe(false);
    expect(aabbOverlapsOBB(unitCube, at(2.4))).toBe(true);
  });

  it('boxes sharing a face, an edge or a corner touch (quarter turns are exact)', () => {
    // The plank (x ∈ [−1, 1], y ∈ [−2, 2], z ∈ [−1, 1] once turned) moved to (2, 3, 2):
    // x ∈ [1, 3], y ∈ [1, 5], z ∈ [1, 3], which meets the unit cube only at its corner (1, 1, 1).
    const plank = (c: { x: number; y: number; z: number }): OBB => ({
      center: c,
      halfSize: vec3(2, 1, 1),
      rotation: quarterZ,
    });
    expect(aabbOverlapsOBB(unitCube, plank(vec3(2, 3, 2)))).toBe(true); // corner
    expect(aabbOverlapsOBB(unitCube, plank(vec3(2, 3, 0.5)))).toBe(true); // edge
    expect(aabbOverlapsOBB(unitCube, plank(vec3(2, 0.5, 0.5)))).toBe(true); // face
    expect(aabbOverlapsOBB(unitCube, plank(vec3(2.0625, 0.5, 0.5)))).toBe(false); // 1/16 apart
    expect(aabbOverlapsOBB(unitCube, plank(vec3(0.5, 0.5, 0.5)))).toBe(true); // inside
  });

  it('a plank turned 45° beside the cube’s vertical edge is parted by its own face axis', () => {
    // halfSize (0.1, 5, 0.1) turned 45° about z: thin along u0 = (1, 1, 0)/√2, long along
    // u1 = (−1, 1, 0)/√2. Centered at (c, c, 0.5), its near face is at u0·p = c√2 − 0.1;
    // the cube's corner edge (1, 1, z) is at u0·p = √2: apart when c > 1 + 0.1/√2 = 1.0707.
    const plank = (c: number): OBB => ({ center: vec3(c, c, 0.5), halfSize: vec3(0.1, 5, 0.1), rotation: eighthZ });
    expect(aabbOverlapsOBB(unitCube, plank(1.08))).toBe(false);
    expect(aabbOverlapsOBB(unitCube, plank(1.06))).toBe(true);
  });

  it('only the cross product of two edges parts a tilted plank from the cube’s vertical edge', () => {
    // q = qz(45°)·qy(−45°) = (s², −sc, sc, c²) with s, c of 22.5°: the plank's axes are
    // u0 = (1/2, 1/2, 1/√2), u1 = (−1/√2, 1/√2, 0) (its long axis), u2 = (−1/2, −1/2, 1/√2).
    // With half sizes (0.5, 5, 0.5), its cross-section is a diamond whose tip edge,
    // −0.5·u0 + 0.5·u2 = (−1/2, −1/2, 0) from its center, runs along u1. Centered at
    // (1 + d, 1 + d, 0), that edge lies on x + y = 1 + 2d, the cube [−1, 1]³'s vertical
    // edge (1, 1, z) on x + y = 2: apart along (1, 1, 0) = e_z × u1 exactly when d > 0.5.
    // At d = 0.55 no face axis parts them: on x the plank reaches 1.55 − (0.25 + 5/√2 +
    // 0.25) < 1; on u0 the centers are 1.55 apart < 1.707 + 0.5; on u1, 0 apart.
    const q = { x: s8 * s8, y: -s8 * c8, z: s8 * c8, w: c8 * c8 };
    const cube = { min: vec3(-1, -1, -1), max: vec3(1, 1, 1) };
    const plank = (d: number): OBB => ({ center: vec3(1 + d, 1 + d, 0), halfSize: vec3(0.5, 5, 0.5), rotation: q });
    expect(aabbOverlapsOBB(cube, plank(0.55))).toBe(false);
    expect(aabbOverlapsOBB(cube, plank(0.45))).toBe(true);
  });

  it('flat boxes: a square in the plane z = 1 resting on the cube’s top face overlaps it', () => {
    const square: OBB = { center: vec3(0.5, 0.5, 1), halfSize: vec3(0.25, 0.25, 0), rotation: eighthZ };
    expect(aabbOverlapsOBB(unitCube, square)).toBe(true);
    expect(aabbOverlapsOBB(unitCube, { ...square, center: vec3(0.5, 0.5, 1.25) })).toBe(false);
  });
});

describe('aabbOverlapsCapsule', () => {
  it('an axis at distance exactly r from a face touches; a smaller radius does not', () => {
    // Axis along y = 2, z = 0.5 over x ∈ [−1, 2]: 1 above the face y = 1.
    const capsule = (radius: number) => ({ start: vec3(-1, 2, 0.5), end: vec3(2, 2, 0.5), radius });
    expect(aabbOverlapsCapsule(unitCube, capsule(1))).toBe(true);
    expect(aabbOverlapsCapsule(unitCube, capsule(0.99))).toBe(false);
  });

  it('an axis passing the cube’s vertical edge diagonally: distance 1/√2, neither end near', () => {
    // The line x + y = 3 at z = 0.5 passes the edge (1, 1, z) at |1 + 1 − 3|/√2 = 0.7071;
    // its ends (−1, 4) and (4, −1) are far from the cube: only the sweep in between meets it.
    const capsule = (radius: number) => ({ start: vec3(-1, 4, 0.5), end: vec3(4, -1, 0.5), radius });
    expect(aabbOverlapsCapsule(unitCube, capsule(0.7))).toBe(false);
    expect(aabbOverlapsCapsule(unitCube, capsule(0.71))).toBe(true);
  });

  it('radius 0 is the segment: through the edge, through the box, or past it', () => {
    // x + y = 2 passes through the edge (1, 1, z) itself; x + y = 2.5 passes 0.5/√2 beside it.
    expect(aabbOverlapsCapsule(unitCube, { start: vec3(-1, 3, 0.5), end: vec3(3, -1, 0.5), radius: 0 })).toBe(true);
    expect(aabbOverlapsCapsule(unitCube, { start: vec3(-1, 0.5, 0.5), end: vec3(3, 0.5, 0.5), radius: 0 })).toBe(true);
    expect(aabbOverlapsCapsule(unitCube, { start: vec3(-1, 3.5, 0.5), end: vec3(3.5, -1, 0.5), radius: 0 })).toBe(
      false,
    );
  });

  it('a zero-length capsule is a sphere; an end inside counts', () => {
    // Center (2, 0.5, 0.5), 1 from the face x = 1: touching at r = 1.
    expect(aabbOverlapsCapsule(unitCube, { start: vec3(2, 0.5, 0.5), end: vec3(2, 0.5, 0.5), radius: 1 })).toBe(true);
    expect(aabbOverlapsCapsule(unitCube, { start: vec3(2, 0.5, 0.5), end: vec3(2, 0.5, 0.5), radius: 0.5 })).toBe(
      false,
    );
    expect(aabbOverlapsCapsule(unitCube, { start: vec3(5, 5, 5), end: vec3(0.5, 0.5, 0.5), radius: 0.1 })).toBe(true);
  });
});

describe('aabbOverlapsTriangle', () => {
  it('a triangle lying on a face overlaps; lifted by a quarter, it does not', () => {
    expect(aabbOverlapsTriangle(unitCube, vec3(0, 0, 1), vec3(1, 0, 1), vec3(0, 1, 1))).toBe(true);
    expect(aabbOverlapsTriangle(unitCube, vec3(0, 0, 1.25), vec3(1, 0, 1.25), vec3(0, 1, 1.25))).toBe(false);
  });

  it('a large triangle through the box with every vertex outside overlaps it', () => {
    expect(aabbOverlapsTriangle(unitCube, vec3(-10, -10, 0.5), vec3(10, -10, 0.5), vec3(0, 10, 0.5))).toBe(true);
  });

  it('only the normal parts the corner: the plane x + y + z = 3.25 misses the corner (1, 1, 1); x + y + z = 3 touches it', () => {
    // The triangle's bounds [0, 3.25]³ overlap the box's on every axis.
    expect(aabbOverlapsTriangle(unitCube, vec3(3.25, 0, 0), vec3(0, 3.25, 0), vec3(0, 0, 3.25))).toBe(false);
    expect(aabbOverlapsTriangle(unitCube, vec3(3, 0, 0), vec3(0, 3, 0), vec3(0, 0, 3))).toBe(true);
  });

  it('only an edge cross product parts it: the edge on x + y = 2.5 beside the vertical edge (1, 1, z)', () => {
    // In the plane z = 0.5 (inside the box's z range, so the normal parts nothing), bounds
    // [0, 3]² overlapping the box's; the edge (2.5, 0)–(0, 2.5) lies 0.5/√2 beyond the
    // box's edge along (1, 1, 0), the axis e_z × f0. On x + y = 2 it touches that edge.
    expect(aabbOverlapsTriangle(unitCube, vec3(2.5, 0, 0.5), vec3(0, 2.5, 0.5), vec3(3, 3, 0.5))).toBe(false);
    expect(aabbOverlapsTriangle(unitCube, vec3(2, 0, 0.5), vec3(0, 2, 0.5), vec3(3, 3, 0.5))).toBe(true);
  });

  it('degenerate triangles are their segment or point', () => {
    // Collinear, through the box.
    expect(aabbOverlapsTriangle(unitCube, vec3(-1, 0.5, 0.5), vec3(2, 0.5, 0.5), vec3(0.5, 0.5, 0.5))).toBe(true);
    // Collinear, on x + y = 2.5 beside the edge: apart (its normal is zero and parts nothing).
    expect(aabbOverlapsTriangle(unitCube, vec3(2.5, 0, 0.5), vec3(0, 2.5, 0.5), vec3(1.25, 1.25, 0.5))).toBe(false);
    // A point inside, on a corner, outside.
    const p = vec3(0.5, 0.5, 0.5);
    expect(aabbOverlapsTriangle(unitCube, p, p, p)).toBe(true);
    const q = vec3(1, 1, 1);
    expect(aabbOverlapsTriangle(unitCube, q, q, q)).toBe(true);
    const r = vec3(1.25, 1, 1);
    expect(aabbOverlapsTriangle(unitCube, r, r, r)).toBe(false);
  });
});
