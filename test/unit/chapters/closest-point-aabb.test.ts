import { describe, expect, it } from 'vitest';
import { closestPointOnAABB, sphereIntersectsAABB, vec3, type AABB, type Vec3 } from '@hitbook/query';
import { closestPointToAABB, sphereAABBIntersection } from '@hitbook/seed-port';
import { chapter } from '../support/chapter';

const doc = chapter('closest-point-aabb');
const box: AABB = { min: vec3(2, 1), max: vec3(6, 4) };
const S = vec3(9, 8);
const overlaps = (center: Vec3, radius: number, b: AABB = box) => sphereIntersectsAABB({ center, radius }, b);

describe('Closest point on a box, and sphere–box overlap: the numbers the chapter states', () => {
  it('the starting scene: C = (6, 4), |CS|² = 25; r = 6 overlaps, r = 5 touches, below 5 apart', () => {
    const C = closestPointOnAABB(S, box);
    expect(C).toEqual({ x: 6, y: 4, z: 0 });
    expect((S.x - C.x) ** 2 + (S.y - C.y) ** 2).toBe(25);
    expect(overlaps(S, 6)).toBe(true);
    expect(overlaps(S, 5)).toBe(true);
    expect(overlaps(S, 4.99)).toBe(false);
    expect(overlaps(S, 5 - 2 ** -50)).toBe(false);
    doc.states('the nearest point is the corner $C = (6, 4)$, at squared distance $|CS|^2 = 3^2 + 4^2 = 25$');
    doc.states('With $r = 6$, $r^2 = 36 \\ge 25$: they overlap. Shrink $r$ to $5$ and $25 \\le 25$ still holds');
    doc.states('// (6, 4, 0): beyond the corner, both x and y clamped');
    doc.states('// true: |CS|² = 25 = r², touching counts');
  });

  it('one axis at a time: 9 > 6 clamps x to 6, 8 > 4 clamps y to 4; a coordinate in range is kept', () => {
    expect(closestPointOnAABB(vec3(9, 2.5), box)).toEqual({ x: 6, y: 2.5, z: 0 });
    expect(closestPointOnAABB(vec3(4, 8), box)).toEqual({ x: 4, y: 4, z: 0 });
    expect(closestPointOnAABB(vec3(-3, -3), box)).toEqual({ x: 2, y: 1, z: 0 });
    doc.states('$P_x = 9 > 6$, so $C_x = 6$');
    doc.states('$P_y = 8 > 4$ gives $C_y = 4$');
  });

  it('no point of the box is nearer than C (step 1: the sum of per-axis terms is smallest term by term)', () => {
    const P = vec3(9, 8);
    const C = closestPointOnAABB(P, box);
    const d2 = (Q: Vec3) => (P.x - Q.x) ** 2 + (P.y - Q.y) ** 2;
    for (let i = 0; i <= 8; i++) {
      for (let j = 0; j <= 6; j++) expect(d2(vec3(2 + i / 2, 1 + j / 2))).toBeGreaterThanOrEqual(d2(C));
    }
  });

  it('why squares: |CS|² = 18 is exact, √18 is not, and squaring Math.sqrt(18) gives 17.999999999999996', () => {
    const S2 = vec3(9, 7);
    const C = closestPointOnAABB(S2, box);
    expect((S2.x - C.x) ** 2 + (S2.y - C.y) ** 2).toBe(18);
    expect(Math.sqrt(18) ** 2).toBe(17.999999999999996);
    doc.states('Move $S$ to $(9, 7)$: $|CS|^2 = 3^2 + 3^2 = 18$');
    doc.states('squaring it back gives `17.999999999999996`, not `18`');
  });

  it('try it: radius Math.sqrt(18) at (9, 7) misses, one ulp more touches; a centre 3 above the flat box with r = 3 touches', () => {
    expect(overlaps(vec3(9, 7), Math.sqrt(18))).toBe(false);
    expect(overlaps(vec3(9, 7), Math.sqrt(18) + 1e-15)).toBe(true);
    expect(overlaps(vec3(4, 2.5, 3), 3)).toBe(true);
    expect(overlaps(vec3(4, 2.5, 3), 3 - 2 ** -50)).toBe(false);
    doc.states('Start $S$ at `vec3(9, 7)` and the radius at `Math.sqrt(18)`');
    doc.states('`Math.sqrt(18) + 1e-15`');
    doc.states('$|CS|^2 = 9 = r^2$, and the sphere just touches');
  });

  it("pitfall 1: for finite points and proper boxes, the article's closest point and overlap are the library's", () => {
    for (let x = -2; x <= 10; x += 0.5) {
      for (let y = -2; y <= 8; y += 0.5) {
        const P = vec3(x, y, (x - y) / 3);
        expect(closestPointToAABB(P, box)).toEqual(closestPointOnAABB(P, box));
        for (const r of [0, 0.5, 1, 2.5, 5]) expect(sphereAABBIntersection(P, r, box)).toBe(overlaps(P, r));
      }
    }
    doc.states("**for a finite point and a proper box, the article's closest point is exactly right**");
  });

  it('pitfall 2: corners swapped, the port answers (6, 4) and apart; the library names the mistake', () => {
    const swapped = { min: vec3(6, 4), max: vec3(2, 1) };
    const centre = vec3(4, 2.5);
    const seed = closestPointToAABB(centre, swapped);
    expect(seed).toEqual({ x: 6, y: 4, z: 0 });
    expect((seed.x - centre.x) ** 2 + (seed.y - centre.y) ** 2).toBe(6.25);
    expect(sphereAABBIntersection(centre, 1, swapped)).toBe(false);
    expect(overlaps(centre, 1, { min: vec3(2, 1), max: vec3(6, 4) })).toBe(true);
    expect(() => closestPointOnAABB(centre, swapped)).toThrow(
      new RangeError('closestPointOnAABB: box.min.x (6) is greater than box.max.x (2)'),
    );
    // The switch at the end of the pitfalls calls sphereIntersectsAABB on the same box.
    expect(() => overlaps(centre, 1, swapped)).toThrow(
      new RangeError('sphereIntersectsAABB: box.min.x (6) is greater than box.max.x (2)'),
    );
    doc.states('its "closest point" is $(6, 4)$');
    doc.states('so $|CS|^2 = 2^2 + 1.5^2 = 6.25$');
    doc.states('`closestPointOnAABB: box.min.x (6) is greater than box.max.x (2)`');
  });

  it('pitfall 3: a radius of −5 overlaps in the port as 5 does; the library throws', () => {
    expect(sphereAABBIntersection(S, 2 - 7, box)).toBe(true);
    expect(sphereAABBIntersection(S, 2 - 1, box)).toBe(false);
    expect(() => overlaps(S, -5)).toThrow(new RangeError('sphereIntersectsAABB: sphere.radius must be >= 0, got -5'));
    doc.states('$r = -5$ gives $r^2 = 25$');
    doc.states('`RangeError: sphereIntersectsAABB: sphere.radius must be >= 0, got -5`');
  });

  it('pitfall 4: a NaN centre: the port keeps the NaN and answers false; the library throws', () => {
    const bad = { x: NaN, y: 8, z: 0 };
    const seed = closestPointToAABB(bad, box);
    expect(seed.x).toBeNaN();
    expect(seed.y).toBe(4);
    expect(sphereAABBIntersection(bad, 1, box)).toBe(false);
    expect(() => overlaps(bad, 1)).toThrow(RangeError);
  });

  it('pitfall 5: past √MAX_VALUE ≈ 1.3e154 squares overflow: the port says true at 1e160 with r = 1e155, the library false', () => {
    expect(Math.sqrt(Number.MAX_VALUE)).toBeGreaterThan(1.3e154);
    expect(Math.sqrt(Number.MAX_VALUE)).toBeLessThan(1.4e154);
    const cube = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
    const far = vec3(1e160, 0.5, 0.5);
    expect((far.x - 1) ** 2).toBe(Infinity);
    expect(1e155 * 1e155).toBe(Infinity);
    expect(sphereAABBIntersection(far, 1e155, cube)).toBe(true);
    expect(overlaps(far, 1e155, cube)).toBe(false);
    doc.states('beyond about $1.3 \\cdot 10^{154}$ overflow to `Infinity`');
    doc.states('A sphere of radius $10^{155}$ whose centre is $10^{160}$ away');
  });

  it('every row of the edge-case table', () => {
    const cube = { min: vec3(0, 0, 0), max: vec3(1, 1, 1) };
    const flat = { min: vec3(0, 0, 0), max: vec3(1, 1, 0) };
    const rows: [Vec3, AABB, Vec3, string][] = [
      [
        vec3(0.5, 0.5, 0.5),
        cube,
        vec3(0.5, 0.5, 0.5),
        '| point inside | $P = (0.5, 0.5, 0.5)$ | $C = (0.5, 0.5, 0.5)$, the point itself',
      ],
      [
        vec3(1, 0.5, 0.5),
        cube,
        vec3(1, 0.5, 0.5),
        '| point on a face | $P = (1, 0.5, 0.5)$ | $C = (1, 0.5, 0.5)$, the point itself',
      ],
      [vec3(3, 0.5, 0.5), cube, vec3(1, 0.5, 0.5), '| in front of a face | $P = (3, 0.5, 0.5)$ | $C = (1, 0.5, 0.5)$'],
      [vec3(3, 0.5, -2), cube, vec3(1, 0.5, 0), '| in front of an edge | $P = (3, 0.5, -2)$ | $C = (1, 0.5, 0)$'],
      [vec3(3, 4, -2), cube, vec3(1, 1, 0), '| beyond a corner | $P = (3, 4, -2)$ | $C = (1, 1, 0)$'],
      [
        vec3(0.5, 0.5, 3),
        flat,
        vec3(0.5, 0.5, 0),
        '| flat box, point above it | $\\text{max} = (1,1,0)$, $P = (0.5, 0.5, 3)$ | $C = (0.5, 0.5, 0)$',
      ],
    ];
    for (const [P, b, C, text] of rows) {
      expect(closestPointOnAABB(P, b)).toEqual(C);
      doc.states(text);
    }
    const spheres: [Vec3, number, AABB, boolean, string][] = [
      [vec3(4, 5, 0.5), 5, cube, true, '| sphere touching a corner exactly | $S = (4, 5, 0.5)$, $r = 5$ | `true`'],
      [vec3(4, 5, 0.5), 4.99, cube, false, '| sphere just apart | $S = (4, 5, 0.5)$, $r = 4.99$ | `false`'],
      [vec3(0.5, 0.5, 0.5), 0, cube, true, '| centre inside, radius $0$ | $S = (0.5, 0.5, 0.5)$, $r = 0$ | `true`'],
      [vec3(1, 0.5, 0.5), 0, cube, true, '| radius $0$, centre on a face | $S = (1, 0.5, 0.5)$, $r = 0$ | `true`'],
      [vec3(1.5, 0.5, 0.5), 0, cube, false, '| radius $0$, centre outside | $S = (1.5, 0.5, 0.5)$, $r = 0$ | `false`'],
      [
        vec3(0.5, 0.5, 3),
        3,
        flat,
        true,
        '| flat box, sphere resting on it | $\\text{max} = (1,1,0)$, $S = (0.5, 0.5, 3)$, $r = 3$ | `true`',
      ],
    ];
    for (const [centre, r, b, expected, text] of spheres) {
      expect(overlaps(centre, r, b)).toBe(expected);
      doc.states(text);
    }
    // The touching row: the closest point is the corner (1, 1, 0.5), 3² + 4² = 25 = 5² away.
    expect(closestPointOnAABB(vec3(4, 5, 0.5), cube)).toEqual(vec3(1, 1, 0.5));
    expect(() => overlaps(vec3(0, 0, 0), -1, cube)).toThrow(
      new RangeError('sphereIntersectsAABB: sphere.radius must be >= 0, got -1'),
    );
    expect(() => closestPointOnAABB(vec3(0, 0, 0), { min: vec3(2, 0, 0), max: vec3(1, 1, 1) })).toThrow(
      new RangeError('closestPointOnAABB: box.min.x (2) is greater than box.max.x (1)'),
    );
    doc.states('throws `RangeError: sphereIntersectsAABB: sphere.radius must be >= 0, got -1`');
    doc.states('throws `RangeError: closestPointOnAABB: box.min.x (2) is greater than box.max.x (1)`');
  });

  it('has an API box for each function, each followed by its link to the API reference', () => {
    expect(doc.text).toMatch(
      /:::info\[`closestPointOnAABB\(point, box\): Vec3`\][\s\S]*?:::\s*Full reference, with its `…Into` form: \[`closestPointOnAABB` in the API reference\]\(\.\/api\.mdx#closestpointonaabb\)/,
    );
    expect(
      doc.text.trimEnd().endsWith('[`sphereIntersectsAABB` in the API reference](./api.mdx#sphereintersectsaabb).'),
    ).toBe(true);
  });
});
