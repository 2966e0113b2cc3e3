import { describe, expect, it } from 'vitest';
import { aabbFromCenterSize, raycastAABB, rayEnd, vec3, type AABB, type Vec3, type Vec3Like } from '@hitbook/query';
import {
  raycastToAABB,
  raycastToAABBDraft,
  raycastToPlaneXY,
  raycastToPlaneXZ,
  raycastToPlaneYZ,
} from '@hitbook/seed-port';
import { chapter } from '../support/chapter';

const doc = chapter('raycast-aabb');
// The chapter's starting scene.
const A = vec3(0, 1);
const B = vec3(8, 5);
const box: AABB = { min: vec3(4, 2), max: vec3(7, 6) };

/** The hit as plain numbers, for one equality check: point, normal, distance, t. */
function hitNumbers(origin: Vec3, end: Vec3, b: AABB): number[] | null {
  const hit = raycastAABB(origin, end, b);
  return hit && [hit.point.x, hit.point.y, hit.normal.x, hit.normal.y, hit.distance, hit.t];
}

describe('Raycast to an AABB: the numbers the chapter states', () => {
  it('the starting scene enters the left face halfway, at D = (4, 3), normal (−1, 0)', () => {
    const hit = raycastAABB(A, B, box);
    expect(hit && [hit.point.x, hit.point.y, hit.normal.x, hit.normal.y, hit.t]).toEqual([4, 3, -1, 0, 0.5]);
    // |AB| = |(8, 4)| = √80, half of it √20.
    expect(hit?.distance).toBeCloseTo(Math.sqrt(80) / 2, 14);
    expect(hit?.distance.toFixed(2)).toBe('4.47');
    doc.states(
      'The segment enters through the left face at $D = (4, 3)$, halfway along: $t = 0.5$, and the normal is $n = (-1, 0)$',
    );
    doc.states('$0.5\\cdot|(8, 4)| = 0.5\\sqrt{80} \\approx 4.47$');
    doc.states('// point: (4, 3, 0), normal: (-1, 0, 0), distance: 4.47…, t: 0.5');
  });

  it('step 1: the plane x = 4 is crossed at t = 0.5, at Q = (4, 3)', () => {
    // Similar triangles: t = (x0 − Ax) / (Bx − Ax).
    const t = (4 - A.x) / (B.x - A.x);
    expect(t).toBe(0.5);
    expect([A.x + t * 8, A.y + t * 4]).toEqual([4, 3]);
    expect(raycastToPlaneYZ(A, B, 4)).toEqual({ x: 4, y: 3, z: 0 });
    doc.states('$t = (4 - 0)/(8 - 0) = 0.5$ and $Q = (0, 1) + 0.5\\cdot(8, 4) = (4, 3)$');
  });

  it('steps 2 and 3: AB = (8, 4) picks x = 4 and y = 2; only the x crossing is on its face', () => {
    expect([B.x - A.x, B.y - A.y]).toEqual([8, 4]);
    // Moving right and up: the faces that look towards A are min.x and min.y.
    expect([box.min.x, box.min.y]).toEqual([4, 2]);
    doc.states('$\\overrightarrow{AB} = (8, 4)$');
    doc.states('the candidates are the left face $x = 4$ and the bottom face $y = 2$');
    const tx = (box.min.x - A.x) / (B.x - A.x);
    const ty = (box.min.y - A.y) / (B.y - A.y);
    expect([tx, ty]).toEqual([0.5, 0.25]);
    const Qx = raycastToPlaneYZ(A, B, box.min.x);
    const Qy = raycastToPlaneXZ(A, B, box.min.y);
    expect(Qx).toEqual({ x: 4, y: 3, z: 0 });
    expect(Qy).toEqual({ x: 2, y: 2, z: 0 });
    expect(box.min.y <= Qx.y && Qx.y <= box.max.y).toBe(true);
    expect(box.min.x <= Qy.x && Qy.x <= box.max.x).toBe(false);
    doc.states('crossed at $t_x = 0.5$, at $Q_x = (4, 3)$, and $2 \\le 3 \\le 6$');
    doc.states('$t_y = (2 - 1)/4 = 0.25$, but at $Q_y = (2, 2)$, and $2$ is not between $4$ and $7$');
  });

  it('step 5: the slabs give tEnter = 0.5 and tExit = 0.875, leaving at (7, 4.5)', () => {
    const tNearX = (box.min.x - A.x) / 8;
    const tFarX = (box.max.x - A.x) / 8;
    const tNearY = (box.min.y - A.y) / 4;
    const tFarY = (box.max.y - A.y) / 4;
    expect([tNearX, tFarX, tNearY, tFarY]).toEqual([0.5, 0.875, 0.25, 1.25]);
    const tEnter = Math.max(tNearX, tNearY);
    const tExit = Math.min(tFarX, tFarY);
    expect([tEnter, tExit]).toEqual([0.5, 0.875]);
    expect(raycastAABB(A, B, box)?.t).toBe(tEnter);
    expect([A.x + tExit * 8, A.y + tExit * 4]).toEqual([7, 4.5]);
    // Leaving through the right face: a segment from the exit point backwards enters there.
    expect(hitNumbers(vec3(9, 5.5), vec3(3, 2.5), box)?.slice(0, 4)).toEqual([7, 4.5, 1, 0]);
    doc.states(
      '$t_x$ runs from $0.5$ to $0.875$ and $t_y$ from $0.25$ to $1.25$, so $t_\\text{enter} = 0.5$ and $t_\\text{exit} = 0.875$',
    );
    doc.states('leaves through the right face, $(7, 4.5)$');
  });

  it('equal fractions round to the same double: 5/11 and 25/55', () => {
    expect(5 / 11).toBe(25 / 55);
    doc.states('$5/11$ and $25/55$, say — round to the very same double');
  });

  it('the library cell and its "Try it" tasks', () => {
    const centred = aabbFromCenterSize(vec3(5.5, 4), vec3(3, 4));
    expect(centred).toEqual({ min: { x: 4, y: 2, z: 0 }, max: { x: 7, y: 6, z: 0 } });
    doc.states('// min (4, 2), max (7, 6) to start with');
    // Ending exactly on the left face: touching counts.
    expect(raycastAABB(A, vec3(4, 3), centred)?.t).toBe(1);
    doc.states('Start $B$ at `vec3(4, 3)`: the segment now ends exactly on the left face');
    // Vertical: enters the bottom face at (5, 2), 3 of its 9 units along.
    const up = hitNumbers(vec3(5, -1), vec3(5, 8), centred);
    expect(up?.slice(0, 4)).toEqual([5, 2, 0, -1]);
    expect(up?.[5]).toBeCloseTo(1 / 3, 15);
    doc.states('It enters through the bottom face at $(5, 2)$, a third of the way along, with the normal $(0, -1)$');
    // A flat box from (4, 4) to (7, 4), crossed at t = 0.75, x = 6.
    const flat = aabbFromCenterSize(vec3(5.5, 4), vec3(3, 0));
    expect(flat).toEqual({ min: { x: 4, y: 4, z: 0 }, max: { x: 7, y: 4, z: 0 } });
    expect(hitNumbers(A, B, flat)?.slice(0, 4)).toEqual([6, 4, 0, -1]);
    doc.states('the box is flat, a line segment from $(4, 4)$ to $(7, 4)$, and it is still hit');
    expect(() => aabbFromCenterSize(vec3(5.5, 4), vec3(-3, 4))).toThrow(RangeError);
  });

  it('pitfall 1: moving away, the full port reports the left face 5 behind A; the library nothing', () => {
    const from = vec3(9, 4);
    const to = vec3(16, 4);
    expect((box.min.x - from.x) / (to.x - from.x)).toBe(-5 / 7);
    // The length check compares squares: 5² with 7².
    expect([(from.x - box.min.x) ** 2, (to.x - from.x) ** 2]).toEqual([25, 49]);
    expect(raycastToAABB(from, to, box)).toEqual({ x: 4, y: 4, z: 0 });
    expect(raycastAABB(from, to, box)).toBeNull();
    // Shorter than the 5 units back to the face: the length check rejects it.
    expect(raycastToAABB(from, vec3(13, 4), box)).toBeNull();
    expect(raycastToAABB(from, vec3(14, 4), box)).not.toBeNull();
    doc.states('Its plane is crossed at $t = -5/7$, five units behind $A$');
    doc.states('the _squared_ distance from $A$ to the contact, $25$, with $|AB|^2 = 49$');
    doc.states('Drag $B$ to $x = 13$ or closer');
  });

  it('pitfall 2: starting inside, the port reports (4, 3.75) behind A', () => {
    expect(raycastToAABB(vec3(5, 4), vec3(9, 5), box)).toEqual({ x: 4, y: 3.75, z: 0 });
    expect(raycastAABB(vec3(5, 4), vec3(9, 5), box)).toBeNull();
    doc.states('From $A = (5, 4)$, inside the box, towards $B = (9, 5)$ the port reports $(4, 3.75)$');
  });

  it('pitfall 3: on the top face, sliding or leaving, the port reports the left face behind A', () => {
    const onTop = vec3(5, 6);
    expect(raycastToAABB(onTop, vec3(10, 6), box)).toEqual({ x: 4, y: 6, z: 0 });
    expect(raycastAABB(onTop, vec3(10, 6), box)).toBeNull();
    expect(raycastToAABB(onTop, vec3(10, 8), box)).toEqual({ x: 4, y: 5.6, z: 0 });
    expect(raycastAABB(onTop, vec3(10, 8), box)).toBeNull();
    // Heading down into the box: both report A itself, the library with the top face's normal.
    expect(raycastToAABB(onTop, vec3(10, 4), box)).toEqual({ x: 5, y: 6, z: 0 });
    expect(hitNumbers(onTop, vec3(10, 4), box)).toEqual([5, 6, 0, 1, 0, 0]);
    doc.states('crosses its plane at the corner $(4, 6)$ one unit behind $A$');
    doc.states('Drag $B$ up to $(10, 8)$');
    doc.states('the left face behind $A$, $(4, 5.6)$');
  });

  it('pitfall 4: the first draft reports (4, 3) for a segment that ends at (2, 2)', () => {
    const end = vec3(2, 2);
    expect(raycastToAABBDraft(A, end, box)).toEqual({ x: 4, y: 3, z: 0 });
    expect(raycastToAABB(A, end, box)).toBeNull();
    expect(raycastAABB(A, end, box)).toBeNull();
    expect(box.min.x - end.x).toBe(2);
    // Moving away from (9, 4), however short: the left face behind A.
    expect(raycastToAABBDraft(vec3(9, 4), vec3(9.5, 4), box)).toEqual({ x: 4, y: 4, z: 0 });
    doc.states(
      'the segment from $(0, 1)$ to $(2, 2)$ ends two units to the left of the box, and the draft reports a contact at $(4, 3)$',
    );
  });

  it('pitfall 5: the z step of every 2D call is 0/0, and a NaN-accepting range check turns a miss into a hit', () => {
    const top = vec3(9, 8);
    const bottom = vec3(9, 0);
    const Qx = raycastToPlaneYZ(top, bottom, box.max.x);
    const Qy = raycastToPlaneXZ(top, bottom, box.max.y);
    const Qz = raycastToPlaneXY(top, bottom, box.max.z);
    expect(Qx.y).toBe(Infinity);
    expect(Number.isNaN(Qx.z)).toBe(true);
    expect(Qy).toEqual({ x: 9, y: 6, z: 0 });
    expect(Number.isNaN(Qz.x) && Number.isNaN(Qz.y)).toBe(true);
    const inRange = (v: number, min: number, max: number) => min <= v && v <= max;
    const notOutside = (v: number, min: number, max: number) => !(v < min || v > max);
    const onFace = (check: typeof inRange) => [
      check(Qx.y, box.min.y, box.max.y) && check(Qx.z, box.min.z, box.max.z),
      check(Qy.x, box.min.x, box.max.x) && check(Qy.z, box.min.z, box.max.z),
      check(Qz.x, box.min.x, box.max.x) && check(Qz.y, box.min.y, box.max.y),
    ];
    expect(onFace(inRange)).toEqual([false, false, false]);
    expect(onFace(notOutside)).toEqual([false, false, true]);
    expect(raycastToAABB(top, bottom, box)).toBeNull();
    // For a zero direction the full port takes the max face, the draft (0 counted as positive) the min face.
    expect(raycastToAABBDraft(top, bottom, box)).toBeNull();
    expect(Number.isNaN(raycastToPlaneYZ(top, bottom, box.min.x).z)).toBe(true);
    doc.states('it tests AB.x > 0, false for 0, so it takes the max faces');
    expect(raycastAABB(top, bottom, box)).toBeNull();
    // Any 2D segment, hit or miss: B.z − A.z = 0 and so is B.z − max.z.
    expect(Number.isNaN(raycastToPlaneXY(A, B, 0).x)).toBe(true);
    doc.states('so the $z$ step of every call computes $0/0$');
  });

  it('pitfall 6: an exact corner touch, lost by the port to rounding, kept by the slabs', () => {
    const from = vec3(-9, 27);
    const to = vec3(2, -28);
    const thin: AABB = { min: vec3(-4, 2), max: vec3(6, 3) };
    // (−9, 27) + 5·(1, −5) = (−4, 2), the box's min corner, with no other point of the box on the line.
    expect([from.x + 5, from.y - 25]).toEqual([-4, 2]);
    expect([to.x - from.x, to.y - from.y]).toEqual([11, -55]);
    const Qx = raycastToPlaneYZ(from, to, thin.min.x);
    const Qy = raycastToPlaneXZ(from, to, thin.max.y);
    expect(Qx.y).toBe(1.9999999999999964);
    // The port's ratio is measured back from B: (B.x − (−4)) / (B.x − A.x) = 6/11.
    expect((to.x - thin.min.x) / (to.x - from.x)).toBe(6 / 11);
    expect(Qx.y).toBe((from.y - to.y) * (6 / 11) + to.y);
    doc.states('a ratio measured back from $B$, not from $A$:\n$(B_x - (-4)) / (B_x - A_x) = 6/11$');
    expect(Qy.x).toBeCloseTo(-4.2, 12);
    expect(Qy.x).toBeLessThan(thin.min.x);
    expect(raycastToAABB(from, to, thin)).toBeNull();
    const hit = raycastAABB(from, to, thin);
    expect(hit && [hit.point.x, hit.point.y]).toEqual([-4, 2]);
    expect(hit?.t).toBe(5 / 11);
    expect((thin.min.x - from.x) / (to.x - from.x)).toBe((thin.min.y - from.y) / (to.y - from.y));
    doc.states('so this is a hit at $t = 5/11$');
    doc.states('$y = 1.9999999999999964$, just below the face; the crossing of $y = 3$ is at $x \\approx -4.2$');
  });

  it('pitfall 7: the inverse-direction slab test loses a ray lying in a face plane (0 · ∞ = NaN); raycastAABB keeps it', () => {
    // The pitfall's own slab test, as a paper writes it with 1/d.
    function slabWithInverse(O: Vec3Like, d: Vec3Like, maxDistance: number, b: AABB) {
      const inv = { x: 1 / d.x, y: 1 / d.y, z: 1 / d.z }; // not vec3(): it refuses Infinity
      const tx1 = (b.min.x - O.x) * inv.x;
      const tx2 = (b.max.x - O.x) * inv.x;
      const ty1 = (b.min.y - O.y) * inv.y;
      const ty2 = (b.max.y - O.y) * inv.y;
      const tz1 = (b.min.z - O.z) * inv.z;
      const tz2 = (b.max.z - O.z) * inv.z;
      const tEnter = Math.max(Math.min(tx1, tx2), Math.min(ty1, ty2), Math.min(tz1, tz2));
      const tExit = Math.min(Math.max(tx1, tx2), Math.max(ty1, ty2), Math.max(tz1, tz2));
      return { tEnter, tExit, hit: tEnter <= tExit && tExit >= 0 && tEnter <= maxDistance };
    }
    const thick: AABB = { min: vec3(0, 0, -1), max: vec3(4, 2, 1) };
    const d = vec3(1, 0, 0);
    // Above the box: both say no hit.
    const above = vec3(-2, 2.5);
    expect(slabWithInverse(above, d, 8, thick).hit).toBe(false);
    expect(raycastAABB(above, rayEnd(above, d, 8), thick)).toBeNull();
    // One press of ↓ (step 0.5): O on the plane y = 2.
    const O = vec3(-2, 2);
    expect((thick.max.y - O.y) * (1 / d.y)).toBeNaN();
    const paper = slabWithInverse(O, d, 8, thick);
    expect(paper.tEnter).toBeNaN();
    expect(paper.tExit).toBeNaN();
    expect(paper.hit).toBe(false);
    // Written "reject if tEnter > tExit", the same ray passes with t = NaN.
    expect(paper.tEnter > paper.tExit).toBe(false);
    const hit = raycastAABB(O, rayEnd(O, d, 8), thick);
    expect(hit && [hit.point.x, hit.point.y, hit.distance]).toEqual([0, 2, 2]);
    doc.states('now $O = (-2, 2)$ lies in the plane of the top face');
    doc.states('while `raycastAABB` finds the corner $(0, 2)$, $2$ along the ray');
    // A box flat in z with O.z = 0: every 2D call computes 0 · ∞ in z.
    expect((box.min.z - A.z) * (1 / (B.z - A.z))).toBeNaN();
    doc.states('so in 2D this version computes $0 \\cdot \\infty$ on **every** call');
  });

  it('every row of the edge-case table', () => {
    const square: AABB = { min: vec3(0, 0), max: vec3(2, 2) };
    const flat: AABB = { min: vec3(1, 0), max: vec3(1, 2) };
    const row = (a: [number, number], b: [number, number], target: AABB = square) =>
      hitNumbers(vec3(...a), vec3(...b), target);
    const r2 = Math.SQRT2;
    expect(row([1, 1], [5, 1])).toBeNull();
    expect(row([0, 1], [3, 1])).toEqual([0, 1, -1, 0, 0, 0]);
    expect(row([0, 1], [-3, 1])).toBeNull();
    expect(row([0.5, 2], [3, 2])).toBeNull();
    expect(row([0, 2], [-1, 3])).toBeNull();
    expect(row([-1, 1], [1, 3])).toEqual([0, 2, -1, 0, r2, 0.5]);
    expect(row([-1, -1], [1, 1])).toEqual([0, 0, -1, 0, r2, 0.5]);
    expect(row([-2, 2], [3, 2])).toEqual([0, 2, -1, 0, 2, 0.4]);
    expect(row([-2, 1], [3, 1])).toEqual([0, 1, -1, 0, 2, 0.4]);
    expect(row([-2, 3], [3, 3])).toBeNull();
    expect(row([-2, 1], [0, 1])).toEqual([0, 1, -1, 0, 2, 1]);
    expect(row([0, 1], [0, 1])).toBeNull();
    expect(row([-1, 1], [3, 1], flat)).toEqual([1, 1, -1, 0, 2, 0.5]);
    expect(() => raycastAABB(vec3(0, 0), vec3(1, 0), { min: vec3(0, 3), max: vec3(1, 1) })).toThrow(
      'raycastAABB: box.min.y (3) is greater than box.max.y (1)',
    );
    doc.states(
      '| start on a face, heading in | ${(0,1) \\to (3,1)}$ | point $(0,1)$, normal $(-1,0)$, distance $0$, $t = 0$ |',
    );
    doc.states(
      '| touching a corner from outside | ${(-1,1) \\to (1,3)}$ | point $(0,2)$, normal $(-1,0)$, $t = 0.5$ |',
    );
    doc.states(
      '| entering through a corner | ${(-1,-1) \\to (1,1)}$ | point $(0,0)$, normal $(-1,0)$ (x wins the tie), $t = 0.5$ |',
    );
    doc.states(
      '| grazing along a face | ${(-2,2) \\to (3,2)}$ | point $(0,2)$, normal $(-1,0)$, distance $2$, $t = 0.4$ |',
    );
    doc.states(
      '| parallel to the $y$ slab, inside it | ${(-2,1) \\to (3,1)}$ | point $(0,1)$, normal $(-1,0)$, distance $2$, $t = 0.4$ |',
    );
    doc.states(
      '| end exactly on a face | ${(-2,1) \\to (0,1)}$ | point $(0,1)$, normal $(-1,0)$, distance $2$, $t = 1$ |',
    );
    doc.states(
      '| flat box from $(1,0)$ to $(1,2)$ | ${(-1,1) \\to (3,1)}$ | point $(1,1)$, normal $(-1,0)$, distance $2$, $t = 0.5$ |',
    );
    doc.states('throws `RangeError: raycastAABB: box.min.y (3) is greater than box.max.y (1)`');
    for (const miss of [
      '| start inside | ${(1,1) \\to (5,1)}$ | `null` |',
      '| start on a face, heading out | ${(0,1) \\to (-3,1)}$ | `null` |',
      '| start on a face, sliding along it | ${(0.5,2) \\to (3,2)}$ | `null` |',
      '| start on a corner, heading out | ${(0,2) \\to (-1,3)}$ | `null` |',
      '| parallel to the $y$ slab, outside it | ${(-2,3) \\to (3,3)}$ | `null` |',
      '| zero length, on a face | ${(0,1) \\to (0,1)}$ | `null` |',
    ]) {
      doc.states(miss);
    }
  });
});
