import { describe, expect, it } from 'vitest';
import { raycastAxisPlane, vec3, type Axis, type Vec3 } from '@hitbook/query';
import { raycastToPlaneYZ } from '@hitbook/seed-port';
import { chapter } from '../support/chapter';

const doc = chapter('raycast-axis-plane');
const A = vec3(1, 2);
const B = vec3(9, 8);
const x0 = 7;

/** The article's length check (its box raycast): keep the contact unless |AB|² < |AD|². */
function lengthCheckKeeps(A: Vec3, B: Vec3, D: Vec3): boolean {
  const AD2 = (D.x - A.x) ** 2 + (D.y - A.y) ** 2 + (D.z - A.z) ** 2;
  const AB2 = (B.x - A.x) ** 2 + (B.y - A.y) ** 2 + (B.z - A.z) ** 2;
  return !(AB2 < AD2);
}

describe('Raycast to an axis-aligned plane: the numbers the chapter states', () => {
  it('the starting scene crosses x = 7 at D = (7, 6.5), t = 0.75, after 7.5 of 10 units', () => {
    const hit = raycastAxisPlane(A, B, 'x', x0);
    expect(hit).not.toBeNull();
    expect(hit?.t).toBe(0.75);
    expect(hit?.point).toEqual({ x: 7, y: 6.5, z: 0 });
    expect(hit?.distance).toBeCloseTo(7.5, 14);
    expect(hit?.normal).toEqual({ x: -1, y: 0, z: 0 });
    expect(Math.hypot(B.x - A.x, B.y - A.y)).toBe(10);
    doc.states('it at $D = (7, 6.5)$ after three quarters of its move, $t = 0.75$, which is $7.5$ of its $10$ units');
    doc.states('// point: (7, 6.5, 0), normal: (-1, 0, 0), distance: 7.5, t: 0.75');
    doc.states("so $n = (-1, 0, 0)$: the segment hit the wall's left face");
  });

  it('the derivation steps: Δx = 8, Δy = 6, AF = 6, t = 6/8, D_y = 6.5, distance 7.5', () => {
    const dx = B.x - A.x;
    const dy = B.y - A.y;
    const AF = x0 - A.x;
    expect([dx, dy, AF, AF / dx, A.y + (AF / dx) * dy]).toEqual([8, 6, 6, 0.75, 6.5]);
    // The similar-triangle ratio is the library's t, and the same ratio scales the hypotenuse.
    const hit = raycastAxisPlane(A, B, 'x', x0);
    expect(hit?.t).toBe(AF / dx);
    expect(hit?.distance).toBeCloseTo((AF / dx) * Math.hypot(dx, dy), 14);
    doc.states('$\\Delta x = 9 - 1 = 8$ and $\\Delta y = 8 - 2 = 6$, so $|AB| = 10$');
    doc.states('$AF = 7 - 1 = 6$');
    doc.states('$t = 6 / 8 = 0.75$');
    doc.states('$D_y = 2 + 0.75 \\cdot 6 = 6.5$, so $D = (7, 6.5)$');
    doc.states('$t\\,|AB| = 0.75 \\cdot 10 = 7.5$');
  });

  it("the seed port's ratio is 1 − t and lands on the same D in the ordinary scene", () => {
    expect((B.x - x0) / (B.x - A.x)).toBe(1 - 0.75);
    expect(raycastToPlaneYZ(A, B, x0)).toEqual({ x: 7, y: 6.5, z: 0 });
    doc.states('which is $1 - t$; in the ordinary scene it lands on the same $D = (7, 6.5)$');
  });

  it('the floor scene: t = 0.75 at (6, 1.5) after 7.5 units, normal up; reversed, normal down; B at (8, 2) misses', () => {
    const down = raycastAxisPlane(vec3(0, 6), vec3(8, 0), 'y', 1.5);
    expect(down?.t).toBe(0.75);
    expect(down?.point).toEqual({ x: 6, y: 1.5, z: 0 });
    expect(down?.distance).toBeCloseTo(7.5, 14);
    expect(down?.normal).toEqual({ x: 0, y: 1, z: 0 });
    const up = raycastAxisPlane(vec3(8, 0), vec3(0, 6), 'y', 1.5);
    expect(up?.point).toEqual({ x: 6, y: 1.5, z: 0 });
    expect(up?.normal).toEqual({ x: 0, y: -1, z: 0 });
    expect(raycastAxisPlane(vec3(0, 6), vec3(8, 2), 'y', 1.5)).toBeNull();
    doc.states(
      '$t = (1.5 - 6)/(0 - 6) = 0.75$ again, the segment is $10$ long, and the hit is at $(6, 1.5)$ after $7.5$ units, with $n = (0, 1, 0)$',
    );
    doc.states('the normal turns to $(0, -1, 0)$');
    doc.states('Start $B$ at `vec3(8, 2)`');
  });

  it('in 3D, (1, 2, 3) → (9, 8, −1) crosses x = 7 at t = 0.75, at (7, 6.5, 0)', () => {
    const hit = raycastAxisPlane(vec3(1, 2, 3), vec3(9, 8, -1), 'x', 7);
    expect(hit?.t).toBe(0.75);
    expect(hit?.point).toEqual({ x: 7, y: 6.5, z: 0 });
    doc.states("`raycastAxisPlane(vec3(1, 2, 3), vec3(9, 8, -1), 'x', 7)` crosses at $t = 0.75$ too, at $(7, 6.5, 0)$");
  });

  it('pitfall 1: parallel to the wall, the port divides −4 by 0 and returns (7, ∞, NaN); the library null', () => {
    const P = vec3(3, 1);
    const Q = vec3(3, 7);
    expect((Q.x - 7) / (Q.x - P.x)).toBe(-Infinity);
    const seed = raycastToPlaneYZ(P, Q, 7);
    expect(seed.x).toBe(7);
    expect(seed.y).toBe(Infinity);
    expect(seed.z).toBeNaN();
    expect(raycastAxisPlane(P, Q, 'x', 7)).toBeNull();
    // Nor does the article's length check drop it: |AD|² = ∞ + NaN is NaN, and NaN compares false.
    expect(lengthCheckKeeps(P, Q, seed)).toBe(true);
    doc.states('its ratio is $-4/0 = -\\infty$, its $y$ becomes $(1 - 7) \\cdot (-\\infty) + 7 = \\infty$');
    doc.states('the "crossing" is $(7, \\infty, \\text{NaN})$');
    doc.states('$|AD|^2$ adds the $z$ term, `NaN`, so it is `NaN` too');
  });

  it('pitfall 2: lying in the wall, the port returns (7, NaN, NaN), which the length check keeps', () => {
    const P = vec3(7, 1);
    const Q = vec3(7, 7);
    const seed = raycastToPlaneYZ(P, Q, 7);
    expect(seed.x).toBe(7);
    expect(seed.y).toBeNaN();
    expect(seed.z).toBeNaN();
    expect(lengthCheckKeeps(P, Q, seed)).toBe(true);
    expect(raycastAxisPlane(P, Q, 'x', 7)).toBeNull();
    doc.states('the port returns $(7, \\text{NaN}, \\text{NaN})$');
  });

  it('pitfall 3: moving away, the port answers (7, 1.25) at t = −0.25; past B when short; the library null', () => {
    const P = vec3(8, 2);
    const Q = vec3(12, 5);
    expect((7 - P.x) / (Q.x - P.x)).toBe(-0.25);
    expect(raycastToPlaneYZ(P, Q, 7)).toEqual({ x: 7, y: 1.25, z: 0 });
    expect(raycastAxisPlane(P, Q, 'x', 7)).toBeNull();
    // Dragging B to (5, 5) crosses the wall: both agree.
    expect(raycastAxisPlane(P, vec3(5, 5), 'x', 7)?.point).toEqual(raycastToPlaneYZ(P, vec3(5, 5), 7));
    // Both ends left of the wall, moving towards it: the port's point lies past B.
    const short = raycastToPlaneYZ(vec3(1, 2), vec3(5, 5), 7);
    expect(short.x).toBeGreaterThan(5);
    expect(raycastAxisPlane(vec3(1, 2), vec3(5, 5), 'x', 7)).toBeNull();
    doc.states('yet the port answers $(7, 1.25)$ — behind $A$, at $t = -0.25$');
  });

  it('pitfall 4: the length check keeps the crossing behind A: |AD|² = 1.5625 < |AB|² = 25', () => {
    const P = vec3(8, 2);
    const Q = vec3(12, 5);
    const D = raycastToPlaneYZ(P, Q, 7);
    expect((D.x - P.x) ** 2 + (D.y - P.y) ** 2).toBe(1.5625);
    expect((Q.x - P.x) ** 2 + (Q.y - P.y) ** 2).toBe(25);
    expect(lengthCheckKeeps(P, Q, D)).toBe(true);
    // Past B, the same check does drop it.
    expect(lengthCheckKeeps(vec3(1, 2), vec3(5, 5), raycastToPlaneYZ(vec3(1, 2), vec3(5, 5), 7))).toBe(false);
    doc.states('$|AD|^2 = 1 + 0.5625 = 1.5625$, far below $|AB|^2 = 25$');
  });

  it('every row of the edge-case table', () => {
    const row = (a: [number, number], b: [number, number]) => raycastAxisPlane(vec3(...a), vec3(...b), 'x', 0);
    const hit = (point: [number, number], nx: number, distance: number, t: number) => ({
      point: { x: point[0], y: point[1], z: 0 },
      normal: { x: nx, y: 0, z: 0 },
      distance,
      t,
    });
    expect(row([-4, -3], [4, 3])).toEqual(hit([0, 0], -1, 5, 0.5));
    expect(row([4, 3], [-4, -3])).toEqual(hit([0, 0], 1, 5, 0.5));
    expect(row([0, 0], [4, 3])).toEqual(hit([0, 0], -1, 0, 0));
    expect(row([-4, 0], [0, 3])).toEqual(hit([0, 3], -1, 5, 1));
    for (const [a, b] of [
      [
        [1, 0],
        [5, 0],
      ],
      [
        [-5, 0],
        [-1, 0],
      ],
      [
        [1, 0],
        [1, 5],
      ],
      [
        [0, 0],
        [0, 5],
      ],
      [
        [0, 2],
        [0, 2],
      ],
    ] as [[number, number], [number, number]][]) {
      expect(row(a, b)).toBeNull();
    }
    expect(() => raycastAxisPlane(vec3(0, 0), vec3(1, 0), 'w' as Axis, 0)).toThrow(
      new RangeError(`raycastAxisPlane: axis must be 'x', 'y' or 'z', got "w" (a string)`),
    );
    doc.states('| crossing | ${(-4,-3) \\to (4,3)}$ | point $(0,0)$, normal $(-1,0,0)$, distance $5$, $t = 0.5$');
    doc.states(
      '| crossing the other way | ${(4,3) \\to (-4,-3)}$ | point $(0,0)$, normal $(1,0,0)$, distance $5$, $t = 0.5$',
    );
    doc.states('| start on the plane | ${(0,0) \\to (4,3)}$ | point $(0,0)$, normal $(-1,0,0)$, distance $0$, $t = 0$');
    doc.states('| end on the plane | ${(-4,0) \\to (0,3)}$ | point $(0,3)$, normal $(-1,0,0)$, distance $5$, $t = 1$');
    doc.states('| moving away | ${(1,0) \\to (5,0)}$ | `null`');
    doc.states('| stopping short | ${(-5,0) \\to (-1,0)}$ | `null`');
    doc.states('| parallel, off the plane | ${(1,0) \\to (1,5)}$ | `null`');
    doc.states('| parallel, in the plane | ${(0,0) \\to (0,5)}$ | `null`');
    doc.states('| zero length, on the plane | ${(0,2) \\to (0,2)}$ | `null`');
    doc.states(`throws \`RangeError: raycastAxisPlane: axis must be 'x', 'y' or 'z', got "w" (a string)\``);
  });

  it('ends with the API link marker', () => {
    expect(doc.text.trimEnd().endsWith('[`raycastAxisPlane` in the API reference](./api.mdx#raycastaxisplane).')).toBe(
      true,
    );
  });
});
