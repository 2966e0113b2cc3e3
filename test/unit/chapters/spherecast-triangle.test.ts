import { describe, expect, it } from 'vitest';
import {
  raycastCapsule,
  raycastTriangle,
  sphereCastTriangle,
  sphereContactTriangle,
  sphereIntersectsTriangle,
  vec3,
  type SphereCastHit,
  type Triangle,
  type Vec3,
} from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('spherecast-triangle');
const tri: Triangle = { a: vec3(3, 1), b: vec3(8, 2), c: vec3(5, 5) };

/** The hit the chapter says there is. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a hit');
  return value;
}

describe('Sphere cast to a triangle, and sliding: the numbers the chapter states', () => {
  it("step 1: t_face from the moved plane, (0.5 − 3)/(−6) = 5/12, is the library's t falling onto the face", () => {
    const floor: Triangle = { a: vec3(0, 0), b: vec3(4, 0), c: vec3(2, 3) };
    const A = vec3(2, 1, 3);
    const B = vec3(2, 1, -3);
    const r = 0.5;
    const nHat = vec3(0, 0, 1); // (b − a) × (c − a), normalized
    const height = (A.x - floor.a.x) * nHat.x + (A.y - floor.a.y) * nHat.y + (A.z - floor.a.z) * nHat.z;
    const s = Math.sign(height);
    const along = (B.x - A.x) * nHat.x + (B.y - A.y) * nHat.y + (B.z - A.z) * nHat.z;
    const tFace = (s * r - height) / along;
    expect([height, along]).toEqual([3, -6]);
    expect(must(sphereCastTriangle(A, B, r, floor)).t).toBeCloseTo(tFace, 15);
    expect(tFace).toBeCloseTo(5 / 12, 15);
    doc.states('$t_\\text{face} = (0.5 - 3)/(-6) = 5/12$');
  });

  it('the first scene catches on the edge ca: C ≈ (3.16, 3), t ≈ 0.32', () => {
    const hit = must(sphereCastTriangle(vec3(0, 3), vec3(10, 3), 0.75, tri));
    expect(hit.center.x.toFixed(2)).toBe('3.16');
    expect(hit.center.y).toBe(3);
    expect(hit.t.toFixed(2)).toBe('0.32');
    // The normal is perpendicular to ca = a − c = (−2, −4): (−2, 1)/√5 points away from the triangle.
    expect(hit.normal.x * -2 + hit.normal.y * -4).toBeCloseTo(0, 14);
    doc.states('its centre stops at $C \\approx (3.16, 3)$, $t \\approx 0.32$');
  });

  it('step 2: the capsule of ab is missed (1 below the path), ca at t ≈ 0.32, bc at t ≈ 0.59', () => {
    const A = vec3(0, 3);
    const B = vec3(10, 3);
    expect(raycastCapsule(A, B, { start: tri.a, end: tri.b, radius: 0.75 })).toBeNull();
    expect(must(raycastCapsule(A, B, { start: tri.c, end: tri.a, radius: 0.75 })).t.toFixed(2)).toBe('0.32');
    expect(must(raycastCapsule(A, B, { start: tri.b, end: tri.c, radius: 0.75 })).t.toFixed(2)).toBe('0.59');
    doc.states('the capsule of $ca$ is met at $t \\approx 0.32$, and the capsule of $bc$ later, at $t \\approx 0.59$');
  });

  it('try it: from (0, 1) the ball meets the corner a head on, centre (2.25, 1), n = (−1, 0)', () => {
    const hit = must(sphereCastTriangle(vec3(0, 1), vec3(10, 1), 0.75, tri));
    expect([hit.center.x, hit.center.y, hit.point.x, hit.point.y, hit.normal.x, hit.normal.y]).toEqual([
      2.25, 1, 3, 1, -1, 0,
    ]);
    doc.states('its centre at $(2.25, 1)$, and $n = (-1, 0)$ points from $a$ to $C$');
  });

  it('collide and slide: lands at (4.5, 0.5), slides to the wall at (5.5, 0.5), nothing left', () => {
    const r = 0.5;
    const level: Triangle[] = [
      { a: vec3(-2, 0), b: vec3(8, -2), c: vec3(8, 0) },
      { a: vec3(6, -1), b: vec3(8, -1), c: vec3(6, 6) },
    ];
    const cast = (from: Vec3, to: Vec3) => {
      let first: SphereCastHit | null = null;
      for (const t of level) {
        const hit = sphereCastTriangle(from, to, r, t);
        if (hit && (!first || hit.t < first.t)) first = hit;
      }
      return first;
    };
    // Leg 1: y = 2 − 3s reaches 0.5 at s = 0.5: centre (4.5, 0.5).
    const leg1 = must(cast(vec3(0, 2), vec3(9, -1)));
    expect([leg1.center.x, leg1.center.y, leg1.t, leg1.normal.y]).toEqual([4.5, 0.5, 0.5, 1]);
    // Rest (4.5, −1.5) without its part along (0, 1): (4.5, 0); the wall stops it 0.5 short of x = 6.
    const leg2 = must(cast(leg1.center, vec3(9, 0.5)));
    expect([leg2.center.x, leg2.center.y, leg2.normal.x]).toEqual([5.5, 0.5, -1]);
    // Rest (3.5, 0) along (−1, 0) projects to nothing.
    expect(4.5 * (1 - leg2.t)).toBeCloseTo(3.5, 14);
    doc.states(
      'the ball first lands on the floor, its centre at $(4.5, 0.5)$, halfway; the rest of the motion, $(4.5, -1.5)$',
    );
    doc.states(
      '$(4.5, 0)$; the ball slides right until it meets the wall at $(5.5, 0.5)$, and what is left, $(3.5, 0)$',
    );
  });

  it('pitfall 1: tunnelling — no overlap at the end, while the cast stops at x ≈ 5.54', () => {
    const wall = { a: vec3(6, 0), b: vec3(6.25, 0), c: vec3(6.1, 5) };
    expect(sphereIntersectsTriangle({ center: vec3(12, 2), radius: 0.5 }, wall)).toBe(false);
    expect(must(sphereCastTriangle(vec3(0, 2), vec3(12, 2), 0.5, wall)).center.x.toFixed(2)).toBe('5.54');
    doc.states('the cast finds the wall with the centre stopped at $x \\approx 5.54$');
  });

  it('pitfall 2: the same direction hits again at t = 0; along the floor it is null', () => {
    const floor = { a: vec3(-2, 0), b: vec3(8, -2), c: vec3(8, 0) };
    expect(must(sphereCastTriangle(vec3(4.5, 0.5), vec3(9, -1), 0.5, floor)).t).toBe(0);
    expect(sphereCastTriangle(vec3(4.5, 0.5), vec3(9, 0.5), 0.5, floor)).toBeNull();
  });

  it('pitfall 3: in the crease under a leaning wall, sliding on the last normal spends all eight casts at t = 0; the crease rule stops after two', () => {
    const level: Triangle[] = [
      { a: vec3(-2, 0), b: vec3(8, -2), c: vec3(8, 0) },
      { a: vec3(6, -1), b: vec3(8, -1), c: vec3(2, 4) },
    ];
    /** Collide and slide as the chapter's loop does it, up to eight casts; the legs' t and what is left. */
    const slide = (creaseRule: boolean) => {
      let pos = vec3(0, 0.5);
      let motion = vec3(8, 0);
      let last: Vec3 | null = null;
      const legs: { t: number; left: Vec3 }[] = [];
      for (let leg = 1; leg <= 8; leg++) {
        let hit: SphereCastHit | null = null;
        for (const tri of level) {
          const h = sphereCastTriangle(pos, vec3(pos.x + motion.x, pos.y + motion.y), 0.5, tri);
          if (h && (!hit || h.t < hit.t)) hit = h;
        }
        if (!hit) break;
        const rest = vec3(motion.x * (1 - hit.t), motion.y * (1 - hit.t));
        const into = rest.x * hit.normal.x + rest.y * hit.normal.y;
        motion = vec3(rest.x - into * hit.normal.x, rest.y - into * hit.normal.y);
        pos = hit.center;
        if (creaseRule && last && motion.x * last.x + motion.y * last.y < 0) motion = vec3(0, 0);
        legs.push({ t: hit.t, left: motion });
        last = hit.normal;
        if (motion.x === 0 && motion.y === 0) break;
      }
      return { legs, pos };
    };
    const plain = slide(false);
    expect(plain.legs).toHaveLength(8);
    expect(plain.legs[0]?.t.toFixed(2)).toBe('0.52');
    expect(plain.legs.slice(1).every((leg) => leg.t === 0)).toBe(true);
    const left = plain.legs.map((leg) => Math.hypot(leg.left.x, leg.left.y));
    expect(left[7]).toBeGreaterThan(0);
    // Every two legs (wall, floor) the motion left along the floor shrinks by the same factor.
    for (const k of [3, 5, 7]) expect(((left[k] ?? 0) / (left[k - 2] ?? 1)).toFixed(2)).toBe('0.39');
    const rule = slide(true);
    expect(rule.legs).toHaveLength(2);
    expect(rule.pos).toEqual(plain.pos);
    doc.states('the first leg slides into the wall at $t = 0.52$; every leg after it hits at $t = 0$');
    doc.states('shrinks by a factor of $0.39$ every two legs');
    doc.states('two casts instead of eight');
  });

  it('pitfall 4: sunk 0.25, the cast is null, the contact 0.25 along (0, 1); pushed out, the cast hits at t = 0', () => {
    const floor = { a: vec3(-2, 0), b: vec3(8, -2), c: vec3(8, 0) };
    expect(sphereCastTriangle(vec3(3, 0.25), vec3(3, -3), 0.5, floor)).toBeNull();
    const contact = must(sphereContactTriangle({ center: vec3(3, 0.25), radius: 0.5 }, floor));
    expect([contact.depth, contact.normal.x, contact.normal.y]).toEqual([0.25, 0, 1]);
    expect(must(sphereCastTriangle(vec3(3, 0.5), vec3(3, -3), 0.5, floor)).t).toBe(0);
    doc.states('the contact is $0.25$ deep along $(0, 1)$;\npushed out to $y = 0.5$, the same cast hits at $t = 0$');
  });

  it('every row of the edge-case table, by hand', () => {
    const t2: Triangle = { a: vec3(0, 0), b: vec3(4, 0), c: vec3(2, 3) };
    // Falling from z = 3 to −3: the face moved up by 0.5 is reached after 2.5 of 6.
    const face = must(sphereCastTriangle(vec3(2, 1, 3), vec3(2, 1, -3), 0.5, t2));
    expect([face.center.z, face.normal.z]).toEqual([0.5, 1]);
    expect(face.t).toBeCloseTo(5 / 12, 15);
    const edge = must(sphereCastTriangle(vec3(2, -3), vec3(2, 1), 0.5, t2));
    expect([edge.center.y, edge.point.y, edge.normal.y, edge.t]).toEqual([-0.5, 0, -1, 0.625]);
    expect(must(sphereCastTriangle(vec3(2, -0.5), vec3(2, 2), 0.5, t2)).t).toBe(0);
    expect(sphereCastTriangle(vec3(2, -0.5), vec3(5, -0.5), 0.5, t2)).toBeNull();
    expect(sphereCastTriangle(vec3(2, -0.25), vec3(2, -3), 0.5, t2)).toBeNull();
    const zero = must(sphereCastTriangle(vec3(2, 1, 3), vec3(2, 1, -3), 0, t2));
    const ray = must(raycastTriangle(vec3(2, 1, 3), vec3(2, 1, -3), t2));
    expect([zero.point, zero.t]).toEqual([ray.point, ray.t]);
    expect(zero.center).toEqual(zero.point);
    doc.states('centre $(2,1,0.5)$, point $(2,1,0)$, normal $(0,0,1)$, $t = 5/12$');
    doc.states('centre $(2,-0.5)$, point $(2,0)$, normal $(0,-1,0)$, $t = 0.625$');
  });
});
