import { describe, expect, it } from 'vitest';
import { raycastSphere, vec3 } from '@hitbook/query';
import { raycastToSphere } from '@hitbook/seed-port';
import { chapter } from '../support/chapter';

const doc = chapter('raycast-sphere');
const A = vec3(0, 3);
const B = vec3(10, 3);
const S = vec3(8, 6);
const r = 5;

describe('Raycast to a sphere: the numbers the chapter states', () => {
  it('the starting scene hits at t = 0.4, D = (4, 3), after 4 units', () => {
    const hit = raycastSphere(A, B, { center: S, radius: r });
    expect(hit?.t).toBeCloseTo(0.4, 15);
    expect(hit?.distance).toBeCloseTo(4, 14);
    expect(hit?.point.x).toBeCloseTo(4, 14);
    expect(hit?.point.y).toBeCloseTo(3, 14);
    expect(hit?.normal.x).toBeCloseTo(-0.8, 15);
    expect(hit?.normal.y).toBeCloseTo(-0.6, 15);
    doc.states('$t = 0.4$');
    doc.states('$D = (0, 3) + 4\\cdot(1, 0) = (4, 3)$');
    doc.states('// point: (4, 3, 0), normal: (-0.8, -0.6, 0), distance: 4, t: 0.4');
  });

  it('the derivation steps: |AS|² = 73, AC = 8, |CS|² = 9, |CD| = 4, AD = 4', () => {
    const AS2 = (S.x - A.x) ** 2 + (S.y - A.y) ** 2;
    const AC = S.x - A.x; // d̂ = (1, 0)
    const CS2 = AS2 - AC * AC;
    const CD = Math.sqrt(r * r - CS2);
    expect([AS2, AC, CS2, CD, AC - CD]).toEqual([73, 8, 9, 4, 4]);
    expect(raycastSphere(A, B, { center: S, radius: r })?.distance).toBeCloseTo(AC - CD, 14);
    doc.states('$|AS|^2 = 8^2 + 3^2 = 73$ and $AC = 8$, so $|CS|^2 = 9$');
    doc.states('$|CD| = \\sqrt{25 - 9} = 4$');
    doc.states('$AD = 8 - 4 = 4$');
  });

  it('a start exactly on the sphere: the subtraction form is noise, c / (b + √h) is 0, and so is t', () => {
    const P = vec3(-3, -4);
    for (const [Bx, By] of [
      [0, 0.7],
      [0, 0.4],
      [0, 1],
      [0, -0.8],
    ] as const) {
      const ab = vec3(Bx - P.x, By - P.y);
      const as = vec3(-P.x, -P.y);
      const ab2 = ab.x ** 2 + ab.y ** 2;
      const b = ab.x * as.x + ab.y * as.y;
      const c = as.x ** 2 + as.y ** 2 - 25;
      const cross = ab.x * as.y - ab.y * as.x;
      const h = ab2 * 25 - cross * cross;
      expect(c / (b + Math.sqrt(h))).toBe(0);
      expect(raycastSphere(P, vec3(Bx, By), { center: vec3(0, 0), radius: 5 })?.t).toBe(0);
    }
    doc.states('`c / (b + √h)` is exactly `0` every time');
  });

  it('a far sphere: |AS|² − AC² rounds to 0 at 1e9, to 2 at 1e8; the cross product keeps 2.25', () => {
    for (const [far, stated] of [
      [1e9, 0],
      [1e8, 2],
    ] as const) {
      const Sf = vec3(far, 1.5);
      expect(Sf.x ** 2 + Sf.y ** 2 - Sf.x * Sf.x).toBe(stated);
      expect((2 * far * 1.5) ** 2 / (2 * far) ** 2).toBe(2.25);
      expect(raycastSphere(vec3(0, 0), vec3(2 * far, 0), { center: Sf, radius: 1 })).toBeNull();
      // At 1e9 the literal port sees the line through the centre and reports x = far − 1;
      // at 1e8 its |CS|² = 2 is wrong but still above r² = 1, so it misses too.
      const seed = raycastToSphere(vec3(0, 0), vec3(2 * far, 0), Sf, 1);
      expect(seed?.x ?? null).toBe(stated === 0 ? far - 1 : null);
    }
    doc.states('$|CS|^2$ comes out $0$ instead of $2.25$');
    doc.states('gets $|CS|^2 = 2$ instead of $2.25$');
  });

  it('pitfall 4, micrometre scale: the port misses at k = 1e-6 and hits at 1e-5; the library hits at t = 0.4 at both', () => {
    for (const [k, portHits] of [
      [1e-6, false],
      [1e-5, true],
    ] as const) {
      const [Ak, Bk, Sk, rk] = [vec3(0, 0), vec3(10 * k, 0), vec3(8 * k, 3 * k), 5 * k];
      expect(raycastToSphere(Ak, Bk, Sk, rk) !== null).toBe(portHits);
      expect(raycastSphere(Ak, Bk, { center: Sk, radius: rk })?.t).toBeCloseTo(0.4, 12);
    }
    doc.states('The library never normalises and hits at $t = 0.4$');
    doc.states("Set `k` to `1e-5`: the segment is $10^{-4}$ long, above Unity's cut-off, and the port hits again");
  });

  it('every row of the edge-case table', () => {
    const unit = (radius: number) => ({ center: vec3(0, 0), radius });
    const miss = (a: [number, number], b: [number, number], radius = 1) => {
      expect(raycastSphere(vec3(...a), vec3(...b), unit(radius))).toBeNull();
    };
    const hits = (
      a: [number, number],
      b: [number, number],
      point: [number, number],
      normal: [number, number],
      distance: number,
      t: number,
      radius = 1,
    ) => {
      const hit = raycastSphere(vec3(...a), vec3(...b), unit(radius));
      expect(hit && [hit.point.x, hit.point.y, hit.normal.x, hit.normal.y, hit.distance, hit.t]).toEqual([
        ...point,
        ...normal,
        distance,
        t,
      ]);
    };
    miss([0, 0], [10, 0]);
    hits([-1, 0], [5, 0], [-1, 0], [-1, 0], 0, 0);
    miss([1, 0], [5, 0]);
    miss([0, 1], [2, 1]);
    hits([-5, 1], [5, 1], [0, 1], [0, 1], 5, 0.5);
    hits([-5, 0], [-1, 0], [-1, 0], [-1, 0], 4, 1);
    miss([-5, 0], [-2, 0]);
    miss([5, 0], [10, 0]);
    miss([-5, 3], [5, 3]);
    miss([1, 0], [1, 0]);
    hits([-5, 0], [5, 0], [0, 0], [-1, 0], 5, 0.5, 0);
    expect(() => raycastSphere(vec3(0, 0), vec3(1, 0), unit(-1))).toThrow(
      'RangeError: raycastSphere: sphere.radius must be >= 0, got -1'.replace('RangeError: ', ''),
    );
    doc.states(
      '| tangent from outside | ${(-5,1) \\to (5,1)}$ | point $(0,1)$, normal $(0,1)$, distance $5$, $t = 0.5$ |',
    );
    doc.states('throws `RangeError: raycastSphere: sphere.radius must be >= 0, got -1`');
  });
});
