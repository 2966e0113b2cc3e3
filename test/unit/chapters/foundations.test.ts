import { describe, expect, it } from 'vitest';
import { closestPointOnAABB, raycastAABB, raycastSphere, sphereIntersectsAABB, vec3 } from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('foundations');

describe('Foundations: the numbers the chapter states', () => {
  it('B − A from (1, 1) to (4, 5) is (3, 4), of length 5; (4, 5, 12) makes (3, 4, 12), of length 13', () => {
    const A = vec3(1, 1);
    const B = vec3(4, 5);
    expect([B.x - A.x, B.y - A.y, B.z - A.z]).toEqual([3, 4, 0]);
    expect(Math.hypot(3, 4)).toBe(5);
    expect(Math.hypot(3, 4, 12)).toBe(13);
    doc.states('$B - A = (3, 4)$ and $|B - A| = \\sqrt{9 + 16} = 5$');
    doc.states('the trip is now $(3, 4, 12)$ and its length $13$');
  });

  it('vec3 refuses a NaN with a message that names the coordinate', () => {
    expect(() => vec3(4, NaN)).toThrow(new RangeError('vec3: y must be finite, got NaN'));
    doc.states('`vec3` refuses a number that is not finite, with a message that says which one');
  });

  it('P(t) on A = (0, 1), B = (8, 5): P(0.5) = (4, 3), P(1.5) = (12, 7), P(−0.5) = (−4, −1)', () => {
    const A = vec3(0, 1);
    const B = vec3(8, 5);
    const at = (t: number) => [A.x + t * (B.x - A.x), A.y + t * (B.y - A.y)];
    expect(at(0.5)).toEqual([4, 3]);
    expect(at(1.5)).toEqual([12, 7]);
    expect(at(-0.5)).toEqual([-4, -1]);
    doc.states('$P(0.5) = (0, 1) + 0.5\\cdot(8, 4) = (4, 3)$');
    doc.states('$P(1.5) = (12, 7)$');
    doc.states('$P(-0.5) = (-4, -1)$');
  });

  it("the segment cell's hit is at P(t), and the sphere moved to (12, 7) is met beyond B only", () => {
    const A = vec3(0, 1);
    const B = vec3(8, 5);
    const hit = raycastSphere(A, B, { center: vec3(6, 7), radius: 3 });
    expect(hit).not.toBeNull();
    if (!hit) return;
    expect(hit.point.x).toBeCloseTo(A.x + hit.t * (B.x - A.x), 12);
    expect(hit.point.y).toBeCloseTo(A.y + hit.t * (B.y - A.y), 12);
    // (12, 7) is P(1.5), on the line: the line enters that sphere at t = 1.5 − 3/|AB| > 1.
    expect(1.5 - 3 / Math.hypot(8, 4)).toBeGreaterThan(1);
    expect(raycastSphere(A, B, { center: vec3(12, 7), radius: 3 })).toBeNull();
    doc.states(
      "Move the sphere's centre to `vec3(12, 7)`: the line still meets it, beyond $B$ ($t > 1$), so there is no hit.",
    );
  });

  it('shadows of v = (3, 4): 3 on (1, 0), 4 on (0, 1), −3 on (−1, 0), 5 on (0.6, 0.8)', () => {
    const v = vec3(3, 4);
    const shadow = (dx: number, dy: number) => v.x * dx + v.y * dy;
    expect(shadow(1, 0)).toBe(3);
    expect(shadow(0, 1)).toBe(4);
    expect(shadow(-1, 0)).toBe(-3);
    expect(shadow(0.6, 0.8)).toBeCloseTo(5, 14);
    doc.states(
      'on $\\hat d = (1, 0)$ its shadow is $3$; on $\\hat d = (0, 1)$ it is $4$; on $\\hat d = (-1, 0)$ it is $-3$',
    );
    doc.states('on $\\hat d = (0.6, 0.8)$, which points the same way as $\\vec v$, it is $5$');
  });

  it('a sphere whose centre is behind an outside start is never hit', () => {
    // The chapter's claim: AS·AB < 0 and A outside ⇒ null. Checked on a grid of centres.
    const A = vec3(0, 0);
    const B = vec3(6, 2);
    const r = 2;
    let checked = 0;
    for (let x = -8; x <= 8; x += 0.5) {
      for (let y = -8; y <= 8; y += 0.5) {
        const behind = x * B.x + y * B.y < 0;
        const outside = x * x + y * y > r * r;
        if (!behind || !outside) continue;
        checked++;
        expect(raycastSphere(A, B, { center: vec3(x, y), radius: r })).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(100);
    // And the starting scene of the cell: S = (−3, 2) is behind, so no hit.
    expect(-3 * 6 + 2 * 2).toBeLessThan(0);
    expect(raycastSphere(A, B, { center: vec3(-3, 2), radius: r })).toBeNull();
    doc.states("if the sphere's centre $S$ is behind the start $A$");
  });

  it('the foot of the perpendicular from P = (1, 7) onto A = (0, 0), B = (8, 6): t = 0.5, C = (4, 3), |PC| = 5', () => {
    const A = vec3(0, 0);
    const B = vec3(8, 6);
    const P = vec3(1, 7);
    const num = (P.x - A.x) * (B.x - A.x) + (P.y - A.y) * (B.y - A.y);
    const den = (B.x - A.x) ** 2 + (B.y - A.y) ** 2;
    expect([num, den, num / den]).toEqual([50, 100, 0.5]);
    const C = vec3(A.x + 0.5 * (B.x - A.x), A.y + 0.5 * (B.y - A.y));
    expect([C.x, C.y, Math.hypot(P.x - C.x, P.y - C.y)]).toEqual([4, 3, 5]);
    // The sphere around P of radius |PC| just touches the segment, at C.
    const hit = raycastSphere(A, B, { center: P, radius: 5 });
    expect(hit && [hit.point.x, hit.point.y, hit.t]).toEqual([4, 3, 0.5]);
    doc.states('$(P - A)\\cdot(B - A) = 8 + 42 = 50$ and $|B - A|^2 = 100$, so $t = 0.5$');
    doc.states('$C = (4, 3)$ and $|PC| = |(-3, 4)| = 5$');
  });

  it('a tangent from a rounded radius |PC| is sometimes missed, as the chapter warns', () => {
    // The cell draws raycastSphere(A, B, {center: P, radius: |PC|}) for handle positions on
    // the 0.5 grid: the chapter says the ring "sometimes vanishes". Both outcomes must occur.
    const A = vec3(0, 0);
    const B = vec3(8, 6);
    let hits = 0;
    let misses = 0;
    for (let x = -4; x <= 12; x += 0.5) {
      for (let y = -4; y <= 12; y += 0.5) {
        const tLine = (x * 8 + y * 6) / 100;
        const t = Math.min(1, Math.max(0, tLine));
        const PC = Math.hypot(x - 8 * t, y - 6 * t);
        if (PC === 0) continue;
        if (raycastSphere(A, B, { center: vec3(x, y), radius: PC })) hits++;
        else misses++;
      }
    }
    expect(hits).toBeGreaterThan(0);
    expect(misses).toBeGreaterThan(0);
    doc.states('sometimes it vanishes and the library says `null`');
  });

  it('squared lengths: (90 000 000, 1) is outside r = 90 000 000; the square root says it is on the circle', () => {
    const r = 90_000_000;
    const d2 = r * r + 1; // (9e7)² + 1², exact: below 2^53
    expect(d2).toBeLessThan(2 ** 53);
    expect(d2 > r * r).toBe(true);
    expect(String(d2)).toBe('8100000000000001');
    expect(String(r * r)).toBe('8100000000000000');
    expect(Math.sqrt(d2)).toBe(r);
    doc.states('$8\\,100\\,000\\,000\\,000\\,001 > 8\\,100\\,000\\,000\\,000\\,000$');
    doc.states('$\\sqrt{8\\,100\\,000\\,000\\,000\\,001}$ rounds to exactly $90\\,000\\,000$');
  });

  it('the sphere of radius 1 at (5, 1) touches the box (0, 0)–(4, 2) at (4, 1), squared distance 1', () => {
    const box = { min: vec3(0, 0), max: vec3(4, 2) };
    const S = vec3(5, 1);
    const Q = closestPointOnAABB(S, box);
    expect([Q.x, Q.y]).toEqual([4, 1]);
    expect((Q.x - S.x) ** 2 + (Q.y - S.y) ** 2).toBe(1);
    expect(sphereIntersectsAABB({ center: S, radius: 1 }, box)).toBe(true);
    expect(sphereIntersectsAABB({ center: S, radius: 0.999 }, box)).toBe(false);
    // Inside the box, the closest point is the centre itself.
    const inside = closestPointOnAABB(vec3(1, 1), box);
    expect([inside.x, inside.y]).toEqual([1, 1]);
    doc.states('touches the box from $(0, 0)$ to $(4, 2)$ at $(4, 1)$, squared distance $1 = r^2$');
  });

  it('the cross product: AB × AP = 8·7 − 6·1 = 50, |AB| = 10, distance 5 = |PC|', () => {
    const AB = vec3(8, 6);
    const AP = vec3(1, 7);
    expect(AB.x * AP.y - AB.y * AP.x).toBe(50);
    expect(Math.hypot(AB.x, AB.y)).toBe(10);
    doc.states('$\\overrightarrow{AB}\\times\\overrightarrow{AP} = 8\\cdot 7 - 6\\cdot 1 = 50$');
    doc.states('so the distance is $50 / 10 = 5$');
  });

  it('a point 1.5 from the line, 1e9 along it: Pythagoras by subtraction gives 0, the cross product 1.5; at 1e4 both 1.5', () => {
    const distances = (far: number) => {
      const AB = vec3(2 * far, 0);
      const AP = vec3(far, 1.5);
      const lenAB = Math.hypot(AB.x, AB.y);
      const along = (AP.x * AB.x + AP.y * AB.y) / lenAB;
      return [Math.sqrt(AP.x ** 2 + AP.y ** 2 - along * along), Math.abs(AB.x * AP.y - AB.y * AP.x) / lenAB];
    };
    expect(distances(1e9)).toEqual([0, 1.5]);
    expect(distances(1e4)).toEqual([1.5, 1.5]);
    // The library gets the far case right: a sphere of radius 1 at that point is missed.
    expect(raycastSphere(vec3(0, 0), vec3(2e9, 0), { center: vec3(1e9, 1.5), radius: 1 })).toBeNull();
    doc.states('Change `1e9` to `1e4` (and `2e9` to `2e4`): now both agree.');
  });

  it('the hit from (−3, −3) to (5, 3) on the box (0, 0)–(4, 2): point (1, 0), normal (0, −1), distance 5, t 0.5', () => {
    const box = { min: vec3(0, 0), max: vec3(4, 2) };
    const A = vec3(-3, -3);
    const B = vec3(5, 3);
    const hit = raycastAABB(A, B, box);
    expect(hit && [hit.point.x, hit.point.y, hit.normal.x, hit.normal.y, hit.distance, hit.t]).toEqual([
      1, 0, 0, -1, 5, 0.5,
    ]);
    doc.states('enters through the bottom face at point $(1, 0)$, normal $(0, -1)$, distance $5$, $t = 0.5$');
    // The "Try it": beside the box, and from inside it, both null.
    expect(raycastAABB(A, vec3(-3, 5), box)).toBeNull();
    expect(raycastAABB(vec3(1, 1), B, box)).toBeNull();
    doc.states('Change `B` to `vec3(-3, 5)`: the segment goes up, beside the box, and the answer is `null`.');
    doc.states('Change `A` to `vec3(1, 1)`, inside the box: `null` too');
  });
});

describe('Foundations leads to every chapter', () => {
  it('links each later chapter, so a reader of Foundations alone can find the shape they need', () => {
    const later = [
      'conventions',
      'raycast-axis-plane',
      'raycast-sphere',
      'raycast-plane',
      'raycast-triangle',
      'closest-point-triangle',
      'capsules',
      'oriented-boxes',
      'spherecast-box',
      'spherecast-triangle',
      'bvh',
    ];
    const missing = later.filter(
      (slug) => !doc.text.includes(`(./${slug}.mdx)`) && !doc.text.includes(`(/docs/${slug})`),
    );
    expect(missing).toEqual([]);
  });
});
