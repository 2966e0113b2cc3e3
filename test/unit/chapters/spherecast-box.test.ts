import { describe, expect, it } from 'vitest';
import {
  createSphereCastHit,
  raycastAABB,
  raycastSphere,
  sphereCastAABB,
  sphereCastAABBInto,
  sphereContactAABB,
  vec3,
  type SphereCastHit,
  type Vec3,
} from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('spherecast-box');
const box = { min: vec3(4, 2), max: vec3(7, 6) };
const r = 1.25;
const fat = { min: vec3(4 - r, 2 - r, -r), max: vec3(7 + r, 6 + r, r) };

/** The hit the chapter says there is. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a hit');
  return value;
}

const flat = (h: SphereCastHit | null) =>
  h && [h.center.x, h.center.y, h.point.x, h.point.y, h.normal.x, h.normal.y, h.t];

describe('Sphere cast to a box: the numbers the chapter states', () => {
  it('the first scene catches on the corner (4, 2): C = (3.25, 1), t = 0.325, n = (−0.6, −0.8)', () => {
    // The path y = 1 passes 1 below the corner; the half chord is √(1.25² − 1²) = 0.75, so C.x = 4 − 0.75.
    const hit = must(sphereCastAABB(vec3(0, 1), vec3(10, 1), r, box));
    expect(hit.center.x).toBeCloseTo(3.25, 14);
    expect(hit.center.y).toBe(1);
    expect([hit.point.x, hit.point.y]).toEqual([4, 2]);
    expect(hit.t).toBeCloseTo(0.325, 14);
    // n = (C − D)/r = (−0.75, −1)/1.25.
    expect(hit.normal.x).toBeCloseTo(-0.6, 14);
    expect(hit.normal.y).toBeCloseTo(-0.8, 14);
    doc.states('It stops with its centre at $C = (3.25, 1)$, $t = 0.325$, touching the corner, $D = (4, 2)$');
    doc.states('$n = (C - D)/r = (-0.6, -0.8)$');
    doc.states('$D = (4, 2)$ and $n = (3.25 - 4,\\ 1 - 2)/1.25 = (-0.6, -0.8)$');
    const out = createSphereCastHit();
    expect(sphereCastAABBInto(vec3(0, 1), vec3(10, 1), r, box, out)).toBe(true);
    expect(out).toEqual(hit);
  });

  it('step 2: the fat box is entered at (2.75, 1), tFat = 0.275', () => {
    const entry = must(raycastAABB(vec3(0, 1), vec3(10, 1), fat));
    expect([entry.point.x, entry.point.y, entry.t]).toEqual([2.75, 1, 0.275]);
    doc.states('$t_\\text{fat} = 0.275$, $E = (2.75, 1)$');
    doc.states("inside the fat box's range $0.75 \\le y \\le 7.25$");
  });

  it('step 4: the corner circle gives t = (4 − 0.75)/10 = 0.325, 0.05 later than tFat', () => {
    const hit = must(raycastSphere(vec3(0, 1), vec3(10, 1), { center: vec3(4, 2), radius: r }));
    expect(hit.t).toBeCloseTo(0.325, 14);
    expect(Math.sqrt(r * r - 1)).toBe(0.75);
    doc.states('$h = \\sqrt{1.25^2 - 1^2} = 0.75$ and $t = (4 - 0.75)/10 = 0.325$');
    doc.states('$0.05$ of the segment later than $t_\\text{fat}$ said');
  });

  it('beside the left face: E = (2.75, 4) clamps to (4, 4), and the ball stops there', () => {
    const hit = must(sphereCastAABB(vec3(0, 4), vec3(10, 4), r, box));
    expect(flat(hit)).toEqual([2.75, 4, 4, 4, -1, 0, 0.275]);
    doc.states('$E = (2.75, 4)$ clamps to $(4, 4)$, one coordinate, and the ball stops there');
  });

  it('try it: r = 0.5 passes under; r = 0 is the raycast', () => {
    expect(sphereCastAABB(vec3(0, 1), vec3(10, 1), 0.5, box)).toBeNull();
    const zero = must(sphereCastAABB(vec3(0, 4), vec3(10, 4), 0, box));
    const ray = must(raycastAABB(vec3(0, 4), vec3(10, 4), box));
    expect([zero.point, zero.normal, zero.t]).toEqual([ray.point, ray.normal, ray.t]);
    expect(zero.center).toEqual(zero.point);
  });

  it('pitfall 1: the inflated box hits at t ≈ 0.72 a ball 1.70 from the corner; the library says null', () => {
    const A: Vec3 = vec3(0.6, 3);
    const B: Vec3 = vec3(3.6, 0);
    const inflated = must(raycastAABB(A, B, fat));
    expect(inflated.t.toFixed(2)).toBe('0.72');
    const gap = Math.hypot(inflated.point.x - 4, inflated.point.y - 2);
    expect(gap.toFixed(2)).toBe('1.70');
    expect(gap).toBeGreaterThan(r);
    expect(sphereCastAABB(A, B, r, box)).toBeNull();
    // The line x + y = 3.6 passes |4 + 2 − 3.6|/√2 ≈ 1.70 from the corner: farther than r.
    expect(2.4 / Math.SQRT2).toBeGreaterThan(r);
    doc.states('The shortcut finds the fat box at $t \\approx 0.72$');
    doc.states("that ball's centre is about $1.70$ from the corner, more than $r = 1.25$");
    doc.states('the shortcut stops the ball at $t = 0.275$, $0.05$ of the segment — half a unit — before it touches');
  });

  it('pitfall 2: in the first scene the fat box answers the face normal (−1, 0), the library the corner’s (−0.6, −0.8)', () => {
    const r = 1.25;
    const box = { min: vec3(4, 2), max: vec3(7, 6) };
    const fat = { min: vec3(4 - r, 2 - r, -r), max: vec3(7 + r, 6 + r, r) };
    const fatHit = raycastAABB(vec3(0, 1), vec3(10, 1), fat);
    expect([fatHit?.normal.x, fatHit?.normal.y]).toEqual([-1, 0]);
    const hit = sphereCastAABB(vec3(0, 1), vec3(10, 1), r, box);
    expect(hit?.normal.x).toBeCloseTo(-0.6, 14);
    expect(hit?.normal.y).toBeCloseTo(-0.8, 14);
    doc.states("In the first scene the fat box's normal is $(-1, 0)$ and the true one $(-0.6, -0.8)$");
  });

  it('pitfall 3: a ball overlapping the box is null to the cast; the contact is 0.25 deep along (−1, 0)', () => {
    const sq = { min: vec3(0, 0), max: vec3(2, 2) };
    expect(sphereCastAABB(vec3(-0.25, 1), vec3(-3, 1), 0.5, sq)).toBeNull();
    const contact = must(sphereContactAABB({ center: vec3(-0.25, 1), radius: 0.5 }, sq));
    expect([contact.depth, contact.normal.x, contact.normal.y]).toEqual([0.25, -1, 0]);
    // Moved by n·depth: centre (−0.5, 1), exactly 0.5 from the face, touching.
    expect(sphereContactAABB({ center: vec3(-0.25 - 0.25, 1), radius: 0.5 }, sq)?.depth).toBe(0);
    doc.states('the contact says the ball is $0.25$ deep, pushed out along $(-1, 0)$');
  });

  it('every row of the edge-case table, by hand', () => {
    const sq = { min: vec3(0, 0), max: vec3(2, 2) };
    const row = (A: Vec3, B: Vec3, radius: number) => flat(sphereCastAABB(A, B, radius, sq));
    expect(row(vec3(1, 1), vec3(5, 1), 0.5)).toBeNull();
    expect(row(vec3(-0.25, 1), vec3(-3, 1), 0.5)).toBeNull();
    expect(row(vec3(-0.5, 1), vec3(3, 1), 0.5)).toEqual([-0.5, 1, 0, 1, -1, 0, 0]);
    expect(row(vec3(-0.5, 1), vec3(-3, 1), 0.5)).toBeNull();
    expect(row(vec3(1, 2.5), vec3(5, 2.5), 0.5)).toBeNull();
    // y = −0.5 passes exactly r below the corner (0, 0): touching, halfway along.
    expect(row(vec3(-3, -0.5), vec3(3, -0.5), 0.5)).toEqual([0, -0.5, 0, 0, 0, -1, 0.5]);
    expect(row(vec3(-2, 1), vec3(3, 1), 0)).toEqual([0, 1, 0, 1, -1, 0, 0.4]);
    expect(row(vec3(-0.5, 1), vec3(-0.5, 1), 0.5)).toBeNull();
    expect(() => sphereCastAABB(vec3(0, 0), vec3(1, 0), -1, sq)).toThrow(
      new RangeError('sphereCastAABB: radius must be >= 0, got -1'),
    );
    for (const text of [
      '| touching a face, moving in             | ${(-0.5,1) \\to (3,1)}$         | centre $(-0.5,1)$, point $(0,1)$, normal $(-1,0)$, $t = 0$',
      '| grazing a corner                       | ${(-3,-0.5) \\to (3,-0.5)}$     | centre $(0,-0.5)$, point $(0,0)$, normal $(0,-1)$, $t = 0.5$',
      "| radius $0$                             | ${(-2,1) \\to (3,1)}$           | `raycastAABB`'s hit: point $(0,1)$, $t = 0.4$, centre = point",
      'throws `RangeError: sphereCastAABB: radius must be >= 0, got -1`',
    ]) {
      doc.states(text);
    }
  });
});
