import { describe, expect, it } from 'vitest';
import { raycastSphere, sphereCastSphere, vec3, type Vec3 } from '@hitbook/query';
import { sphereCastToSphere, sphereCastToSphereSimple } from '@hitbook/seed-port';
import { chapter } from '../support/chapter';

const doc = chapter('spherecast-sphere');
// The chapter's starting scene: a ball of radius 2 from (0, 0) to (10, 0) at a ball of radius 3 at (8, 3).
const A = vec3(0, 0);
const B = vec3(10, 0);
const S = vec3(8, 3);
const r1 = 2;
const r2 = 3;
const xy = (p: Vec3 | null | undefined) => (p ? [p.x, p.y] : null);
/** The seed port rounds differently from the exact answer: equal to 12 decimals. */
function near(p: Vec3 | null, x: number, y: number): void {
  if (!p) throw new Error(`expected a point near (${x}, ${y}), got null`);
  expect(p.x).toBeCloseTo(x, 12);
  expect(p.y).toBeCloseTo(y, 12);
}

describe('Sphere cast to a sphere: the numbers the chapter states', () => {
  it('the starting scene stops the centre at C = (4, 0), touches at D = (5.6, 1.2), t = 0.4, after 4 units', () => {
    const hit = sphereCastSphere(A, B, r1, { center: S, radius: r2 });
    if (!hit) throw new Error('the starting scene must hit');
    // R = 5 over a line 3 from S: the 3-4-5 triangle puts C 4 before the foot (8, 0).
    expect(hit.t).toBeCloseTo(0.4, 15);
    expect(hit.distance).toBeCloseTo(4, 14);
    expect(hit.center.x).toBeCloseTo(4, 14);
    expect(hit.center.y).toBeCloseTo(0, 14);
    // D is 2/5 of the way from C to S.
    expect(hit.point.x).toBeCloseTo(4 + (2 / 5) * 4, 14);
    expect(hit.point.y).toBeCloseTo((2 / 5) * 3, 14);
    expect(hit.point.x).toBeCloseTo(5.6, 14);
    expect(hit.point.y).toBeCloseTo(1.2, 14);
    expect(hit.normal.x).toBeCloseTo(-0.8, 15);
    expect(hit.normal.y).toBeCloseTo(-0.6, 15);
    doc.states('the centre travels 4 of its 10 units: $t = 0.4$, $C = (4, 0)$ and $D = (5.6, 1.2)$');
    doc.states('$D = (4, 0) + \\tfrac25\\,(4, 3) = (5.6, 1.2)$');
    doc.states('$n = (4 - 8,\\ 0 - 3)/5 = (-0.8, -0.6)$');
    doc.states('Here $t = 4/10 = 0.4$');
    doc.states('// center: (4, 0, 0), point: (5.6, 1.2, 0), normal: (-0.8, -0.6, 0), distance: 4, t: 0.4');
    doc.states('sphereCastSphere(A, B, 2, { center: vec3(8, 3), radius: 3 })');
  });

  it('the reduction: the same t and normal as the raycast against the sphere of radius r1 + r2', () => {
    const cast = sphereCastSphere(A, B, r1, { center: S, radius: r2 });
    const ray = raycastSphere(A, B, { center: S, radius: r1 + r2 });
    expect(cast?.t).toBe(ray?.t);
    expect(xy(cast?.center)).toEqual(xy(ray?.point));
    expect(xy(cast?.normal)).toEqual(xy(ray?.normal));
    doc.states('In the starting scene $R = 2 + 3 = 5$');
  });

  it('the derivation steps: |AS|² = 73, AF = 8, |FS|² = 9 ≤ 25, |FC| = 4, AC = 4', () => {
    const AS2 = (S.x - A.x) ** 2 + (S.y - A.y) ** 2;
    const AF = S.x - A.x; // d̂ = (1, 0)
    const FS2 = AS2 - AF * AF;
    const R = r1 + r2;
    const FC = Math.sqrt(R * R - FS2);
    expect([AS2, AF, FS2, R * R, FC, AF - FC]).toEqual([73, 8, 9, 25, 4, 4]);
    expect(sphereCastSphere(A, B, r1, { center: S, radius: r2 })?.distance).toBeCloseTo(AF - FC, 14);
    doc.states('$|AS|^2 = 8^2 + 3^2 = 73$ and $AF = 8$, so $|FS|^2 = 9$: the line passes 3 from $S$, and $3 \\le 5$');
    doc.states('$|FC| = \\sqrt{25 - 9} = 4$, $AC = 8 - 4 = 4$ and $C = (4, 0)$');
  });

  it('the "Try it" tasks: r1 = 0 is the raycast, r1 = 3 touches sooner, r1 = 6 starts inside, B = (3, 0) stops short', () => {
    const target = { center: S, radius: r2 };
    const point = sphereCastSphere(A, B, 0, target);
    const ray = raycastSphere(A, B, target);
    expect(point && ray && { ...ray, center: point.center }).toEqual(point);
    expect(point?.center).toEqual(point?.point);
    const sooner = sphereCastSphere(A, B, 3, target);
    expect(sooner?.t).toBeLessThan(0.4);
    expect(Math.sqrt(73)).toBeCloseTo(8.54, 2);
    expect(Math.sqrt(73)).toBeLessThan(6 + r2);
    expect(sphereCastSphere(A, B, 6, target)).toBeNull();
    expect(sphereCastSphere(A, vec3(3, 0), r1, target)).toBeNull();
    doc.states('Set `r1` to `3`: $r_1 + r_2 = 6$ and the ball touches sooner');
    doc.states('Set it to `6`: now $r_1 + r_2 = 9$ is more than $|AS| = \\sqrt{73} \\approx 8.54$');
    doc.states('the centre would need to reach $x = 4$');
  });

  it('pitfall 1: the seed reports C = (5, 0) for a cast that ends at x = 4.5, for any end between 3.94 and 5', () => {
    const T = vec3(8, 4);
    const target = { center: T, radius: 4 };
    const at = (x: number) => vec3(x, 0);
    near(sphereCastToSphere(A, at(4.5), T, 1, 4), 5, 0);
    expect(sphereCastSphere(A, at(4.5), 1, target)).toBeNull();
    // The seed's "too short" test flips where |AB| + r1 = |AS| − r2, i.e. |AB| = √80 − 5.
    const edge = Math.sqrt(80) - 5;
    expect(edge).toBeCloseTo(3.94, 2);
    expect(sphereCastToSphere(A, at(edge - 0.01), T, 1, 4)).toBeNull();
    for (const x of [edge + 0.01, 4.2, 4.9, 4.99]) {
      near(sphereCastToSphere(A, at(x), T, 1, 4), 5, 0);
      expect(sphereCastSphere(A, at(x), 1, target)).toBeNull();
    }
    for (const x of [5, 6, 10]) {
      const hit = sphereCastSphere(A, at(x), 1, target);
      expect(hit?.center.x).toBeCloseTo(5, 14);
      near(sphereCastToSphere(A, at(x), T, 1, 4), 5, 0);
    }
    doc.states('radius $r_1 + r_2$) at $x = 5$, but the cast ends at $x = 4.5$');
    doc.states('The port reports $C = (5, 0)$, past the end of the move');
    doc.states('for any end between $x \\approx 3.94$');
  });

  it('pitfall 2: starting overlapped, the seed puts the contact behind A at (−2, 0)', () => {
    const T = vec3(3, 0);
    near(sphereCastToSphere(A, B, T, 1, 4), -2, 0);
    expect(sphereCastSphere(A, B, 1, { center: T, radius: 4 })).toBeNull();
    doc.states('here $C = (-2, 0)$');
  });

  it('pitfall 3: in contact and sliding past, or not moving at all, the seed reports a hit at A', () => {
    const O = vec3(0, 0);
    const start = vec3(0, 5);
    const target = { center: O, radius: 4 };
    near(sphereCastToSphere(start, vec3(6, 5), O, 1, 4), 0, 5);
    expect(sphereCastSphere(start, vec3(6, 5), 1, target)).toBeNull();
    near(sphereCastToSphere(start, start, O, 1, 4), 0, 5);
    expect(sphereCastSphere(start, start, 1, target)).toBeNull();
    // Overlapping and not moving: the port answers A too.
    near(sphereCastToSphere(vec3(0, 3), vec3(0, 3), O, 1, 4), 0, 3);
    // Heading into the target from contact: both hit at t = 0.
    const into = sphereCastSphere(start, vec3(6, 4), 1, target);
    expect(into?.t).toBe(0);
    near(sphereCastToSphere(start, vec3(6, 4), O, 1, 4), 0, 5);
    doc.states('both report a hit at $t = 0$');
  });

  it('pitfall 4: the simple port returns NaN on a miss, and still reports the contacts beyond B and behind A', () => {
    const O = vec3(0, 0);
    const miss = sphereCastToSphereSimple(vec3(-10, 6), vec3(10, 6), O, 1, 4);
    expect([miss.x, miss.y]).toEqual([NaN, NaN]);
    expect(sphereCastSphere(vec3(-10, 6), vec3(10, 6), 1, { center: O, radius: 4 })).toBeNull();
    near(sphereCastToSphereSimple(A, vec3(4.5, 0), vec3(8, 4), 1, 4), 5, 0);
    near(sphereCastToSphereSimple(A, B, vec3(3, 0), 1, 4), -2, 0);
  });

  it('pitfall 5: at 1e9 the subtraction gives |FS|² = 0 and the seed hits at x = 1e9 − 5; at 1e8 it gives 30', () => {
    for (const [far, stated] of [
      [1e9, 0],
      [1e8, 30],
    ] as const) {
      const Sf = vec3(far, 5.5);
      const Bf = vec3(2 * far, 0);
      expect(Sf.x ** 2 + Sf.y ** 2 - Sf.x * Sf.x).toBe(stated);
      expect((Bf.x * Sf.y) ** 2 / Bf.x ** 2).toBe(30.25);
      expect(sphereCastSphere(A, Bf, 1, { center: Sf, radius: 4 })).toBeNull();
      const seed = sphereCastToSphere(A, Bf, Sf, 1, 4);
      expect(seed?.x ?? null).toBe(stated === 0 ? far - 5 : null);
    }
    // At 1e8 with S dropped to 4.9 (inside r1 + r2 = 5), both hit.
    const near = vec3(1e8, 4.9);
    expect(sphereCastToSphere(A, vec3(2e8, 0), near, 1, 4)).not.toBeNull();
    expect(sphereCastSphere(A, vec3(2e8, 0), 1, { center: near, radius: 4 })).not.toBeNull();
    doc.states('$|AS|^2 = 10^{18} + 30.25$');
    doc.states('$|FS|^2 = |AS|^2 - AF^2$ comes out $0$');
    doc.states('reports $C$ at $x = 10^9 - 5$');
    doc.states('$|FS|^2 = 30$ instead of $30.25$');
  });

  it('pitfall 6: scaled by 1e-6 the seed misses and the library hits at t = 0.4; at 1e-5 the seed hits', () => {
    for (const k of [1e-6, 1e-5]) {
      const Bk = vec3(10 * k, 0);
      const Sk = vec3(8 * k, 3 * k);
      const hit = sphereCastSphere(A, Bk, r1 * k, { center: Sk, radius: r2 * k });
      expect(hit?.t).toBeCloseTo(0.4, 12);
      const seed = sphereCastToSphere(A, Bk, Sk, r1 * k, r2 * k);
      if (k === 1e-6) expect(seed).toBeNull();
      else expect(seed?.x).toBeCloseTo(4 * k, 18);
    }
    doc.states('finds the contact at $t = 0.4$');
    doc.states('At $k = 10^{-5}$ the cast is $10^{-4}$ long and the port hits again');
  });

  it('every row of the edge-case table', () => {
    const O = vec3(0, 0);
    const cast = (a: [number, number], b: [number, number], ra = 1, rb = 1) =>
      sphereCastSphere(vec3(...a), vec3(...b), ra, { center: O, radius: rb });
    const row = (
      a: [number, number],
      b: [number, number],
      center: [number, number],
      point: [number, number],
      normal: [number, number],
      distance: number,
      t: number,
      ra = 1,
      rb = 1,
    ) => {
      const hit = cast(a, b, ra, rb);
      expect(
        hit && [hit.center.x, hit.center.y, hit.point.x, hit.point.y, hit.normal.x, hit.normal.y, hit.distance, hit.t],
      ).toEqual([...center, ...point, ...normal, distance, t]);
    };
    expect(cast([1, 0], [5, 0])).toBeNull();
    row([-2, 0], [5, 0], [-2, 0], [-1, 0], [-1, 0], 0, 0);
    expect(cast([2, 0], [5, 0])).toBeNull();
    expect(cast([0, 2], [5, 2])).toBeNull();
    row([-5, 2], [5, 2], [0, 2], [0, 1], [0, 1], 5, 0.5);
    row([-5, 0], [-2, 0], [-2, 0], [-1, 0], [-1, 0], 3, 1);
    expect(cast([-5, 0], [-3, 0])).toBeNull();
    expect(cast([2, 0], [2, 0])).toBeNull();
    row([-5, 0], [5, 0], [-1, 0], [-1, 0], [-1, 0], 4, 0.4, 0, 1);
    row([-5, 0], [5, 0], [-1, 0], [0, 0], [-1, 0], 4, 0.4, 1, 0);
    row([-5, 0], [5, 0], [0, 0], [0, 0], [-1, 0], 5, 0.5, 0, 0);
    expect(cast([-5, 1], [5, 1], 0, 0)).toBeNull();
    expect(() => cast([0, 0], [1, 0], -1, 1)).toThrow(RangeError);
    expect(() => cast([0, 0], [1, 0], -1, 1)).toThrow('sphereCastSphere: radius must be >= 0, got -1');
    // The table, row by row, as the checks above computed it.
    for (const line of [
      '| starting overlapped | ${(1,0) \\to (5,0)}$ | `null` |',
      '| touching at the start, heading in | ${(-2,0) \\to (5,0)}$ | centre $(-2,0)$, point $(-1,0)$, normal $(-1,0)$, distance $0$, $t = 0$ |',
      '| touching at the start, heading out | ${(2,0) \\to (5,0)}$ | `null` |',
      '| touching at the start, sliding past | ${(0,2) \\to (5,2)}$ | `null` |',
      '| tangent (grazing) from outside | ${(-5,2) \\to (5,2)}$ | centre $(0,2)$, point $(0,1)$, normal $(0,1)$, distance $5$, $t = 0.5$ |',
      '| touching exactly at the end | ${(-5,0) \\to (-2,0)}$ | centre $(-2,0)$, point $(-1,0)$, normal $(-1,0)$, distance $3$, $t = 1$ |',
      '| stops short | ${(-5,0) \\to (-3,0)}$ | `null` |',
      '| zero length, touching | ${(2,0) \\to (2,0)}$ | `null` |',
      '| $r_1 = 0$ (a raycast) | ${(-5,0) \\to (5,0)}$ | centre $(-1,0)$, point $(-1,0)$, normal $(-1,0)$, distance $4$, $t = 0.4$ |',
      '| $r_2 = 0$ (a point target) | ${(-5,0) \\to (5,0)}$ | centre $(-1,0)$, point $(0,0)$, normal $(-1,0)$, distance $4$, $t = 0.4$ |',
      '| both radii $0$, through the centre | ${(-5,0) \\to (5,0)}$ | centre $(0,0)$, point $(0,0)$, normal $(-1,0)$ (the reversed direction), distance $5$, $t = 0.5$ |',
      '| both radii $0$, passing beside | ${(-5,1) \\to (5,1)}$ | `null` |',
    ])
      doc.states(line);
    doc.states('throws `RangeError: sphereCastSphere: radius must be >= 0, got -1`');
  });

  it('ends with the API link marker', () => {
    expect(doc.text.trimEnd().endsWith('[`sphereCastSphere` in the API reference](./api.mdx#spherecastsphere).')).toBe(
      true,
    );
  });
});
