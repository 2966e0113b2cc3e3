import { describe, expect, it } from 'vitest';
import {
  createRaycastHit,
  raycastTriangle,
  raycastTriangleInto,
  vec3,
  type Triangle,
  type Vec3,
  type Vec3Like,
} from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('raycast-triangle');

const sub = (p: Vec3Like, q: Vec3Like) => vec3(p.x - q.x, p.y - q.y, p.z - q.z);
const cross = (p: Vec3, q: Vec3) => vec3(p.y * q.z - p.z * q.y, p.z * q.x - p.x * q.z, p.x * q.y - p.y * q.x);
const dot = (p: Vec3, q: Vec3) => p.x * q.x + p.y * q.y + p.z * q.z;
/** −0 as 0: toEqual tells them apart, the chapter's numbers do not. */
const tidy = (p: Vec3) => vec3(p.x + 0, p.y + 0, p.z + 0);

/** The chapter's transcription of Möller–Trumbore (1997), line for line; checked against the chapter below. */
const EPSILON = 0.000001;
function textbookRaycastTriangle(A: Vec3, B: Vec3, a: Vec3, b: Vec3, c: Vec3) {
  const dir = sub(B, A);
  const e1 = sub(b, a);
  const e2 = sub(c, a);
  const pvec = cross(dir, e2);
  const det = dot(e1, pvec);
  if (det > -EPSILON && det < EPSILON) return null; // "parallel"
  const inv = 1 / det;
  const tvec = sub(A, a);
  const u = dot(tvec, pvec) * inv;
  if (u < 0 || u > 1) return null;
  const qvec = cross(tvec, e1);
  const v = dot(dir, qvec) * inv;
  if (v < 0 || u + v > 1) return null;
  const t = dot(e2, qvec) * inv;
  return t >= 0 && t <= 1 ? t : null;
}

// The starting scene.
const a = vec3(0, 0, 0);
const b = vec3(4, 0, 0);
const c = vec3(0, 2, -4);
const A = vec3(1, 3, -2);
const B = vec3(1, -1, -2);
const slope: Triangle = { a, b, c };

// The fan: a PlaneGeometry quad with float32 corners, and 31 segments from A through its diagonal.
const f = Math.fround;
const V0 = vec3(f(-1), f(1), f(-1.6));
const V1 = vec3(f(1.5), f(1.3), f(-1.9));
const V2 = vec3(f(-1.9), f(0), f(1.6));
const V3 = vec3(f(1.8), f(0), f(1.9));
const fanA = vec3(f(-0.2), f(3.4), f(0.3));
const N = 32;

function fanEnds(P0: Vec3, P1: Vec3, from: Vec3, k: number): { X: Vec3; B: Vec3 } {
  const s = k / N;
  const X = vec3(P0.x + s * (P1.x - P0.x), P0.y + s * (P1.y - P0.y), P0.z + s * (P1.z - P0.z));
  return { X, B: vec3(2 * X.x - from.x, 2 * X.y - from.y, 2 * X.z - from.z) };
}

/** Segments of the fan through neither triangle (V0, V2, V1), (V2, V3, V1), for each version. */
function fanMisses(Q0: Vec3, Q1: Vec3, Q2: Vec3, Q3: Vec3, from: Vec3) {
  let textbook = 0;
  let library = 0;
  for (let k = 1; k < N; k++) {
    const { B: end } = fanEnds(Q2, Q1, from, k);
    if (
      textbookRaycastTriangle(from, end, Q0, Q2, Q1) === null &&
      textbookRaycastTriangle(from, end, Q2, Q3, Q1) === null
    )
      textbook++;
    if (
      raycastTriangle(from, end, { a: Q0, b: Q2, c: Q1 }) === null &&
      raycastTriangle(from, end, { a: Q2, b: Q3, c: Q1 }) === null
    )
      library++;
  }
  return { textbook, library };
}

/** The chapter's filter: the double volume AB·((p − A) × (q − A)) and Shewchuk's bound on its error. */
function filteredVolume(from: Vec3, p: Vec3, q: Vec3, end: Vec3) {
  const [px, py, pz] = [p.x - from.x, p.y - from.y, p.z - from.z];
  const [qx, qy, qz] = [q.x - from.x, q.y - from.y, q.z - from.z];
  const [dx, dy, dz] = [end.x - from.x, end.y - from.y, end.z - from.z];
  const pr = [py * qz, pz * qy, pz * qx, px * qz, px * qy, py * qx] as const;
  const volume = dx * (pr[0] - pr[1]) + dy * (pr[2] - pr[3]) + dz * (pr[4] - pr[5]);
  const permanent =
    Math.abs(dx) * (Math.abs(pr[0]) + Math.abs(pr[1])) +
    Math.abs(dy) * (Math.abs(pr[2]) + Math.abs(pr[3])) +
    Math.abs(dz) * (Math.abs(pr[4]) + Math.abs(pr[5]));
  const bound = (7 + 56 * 2 ** -53) * 2 ** -53 * permanent;
  return { volume, certain: Math.abs(volume) > bound };
}

describe('Raycast to a triangle: the numbers the chapter states', () => {
  it('the starting scene: t = 0.5 at D = (1, 1, −2), u = 0.25, v = 0.5, normal (0, 0.89, 0.45)', () => {
    const hit = raycastTriangle(A, B, slope);
    expect(hit?.t).toBe(0.5);
    expect(hit?.point).toEqual(vec3(1, 1, -2));
    expect(hit?.distance).toBe(2);
    // N = n/|n| = (0, 16, 8)/√320 (det < 0).
    expect(hit?.normal.x).toBe(0);
    expect(hit?.normal.y).toBeCloseTo(16 / Math.sqrt(320), 15);
    expect(hit?.normal.z).toBeCloseTo(8 / Math.sqrt(320), 15);
    expect(16 / Math.sqrt(320)).toBeCloseTo(0.89, 2);
    expect(8 / Math.sqrt(320)).toBeCloseTo(0.45, 2);
    // D = a + 0.25 e1 + 0.5 e2 = (1, 0, 0) + (0, 1, −2).
    expect(vec3(0.25 * 4 + 0.5 * 0, 0.25 * 0 + 0.5 * 2, 0.25 * 0 + 0.5 * -4)).toEqual(vec3(1, 1, -2));
    doc.states('It crosses the triangle halfway, $t = 0.5$, at $D = (1, 1, -2)$');
    doc.states('$u = 0.25$, $v = 0.5$');
    doc.states('so $N = n/|n| = (0, 16, 8)/\\sqrt{320} \\approx (0, 0.89, 0.45)$');
    doc.states('// point: (1, 1, -2), normal: (0, 0.89…, 0.45…), distance: 2, t: 0.5');
  });

  it('steps 1 and 2: n = (0, 16, 8), dA = 32, dB = −32, t = 0.5', () => {
    const e1 = sub(b, a);
    const e2 = sub(c, a);
    const n = cross(e1, e2);
    expect([e1, e2, n].map(tidy)).toEqual([vec3(4, 0, 0), vec3(0, 2, -4), vec3(0, 16, 8)]);
    expect(tidy(cross(sub(c, a), sub(b, a)))).toEqual(vec3(0, -16, -8)); // a, c, b gives −n
    const dA = dot(n, sub(A, a));
    const dB = dot(n, sub(B, a));
    expect([dA, dB, dA / (dA - dB)]).toEqual([32, -32, 0.5]);
    doc.states(
      '$n = (0 \\cdot (-4) - 0 \\cdot 2,\\; 0 \\cdot 0 - 4 \\cdot (-4),\\; 4 \\cdot 2 - 0 \\cdot 0) = (0, 16, 8)$',
    );
    doc.states('so $d_A = 48 - 16 = 32$; $B - a = (1, -1, -2)$, so $d_B = -16 - 16 = -32$');
    doc.states('at $t = 32/(32 + 32) = 0.5$, $D = (1, 1, -2)$');
  });

  it('steps 3 and 4, flat: p = (3, 2) in (0, 0), (6, 0), (2, 5) has u = 11/30, v = 0.4, w = 7/30; areas 15 and 6', () => {
    // p − a = u (6, 0) + v (2, 5): v = 2/5 from y, then u = (3 − 2·0.4)/6.
    const v = 2 / 5;
    const u = (3 - 2 * v) / 6;
    expect(u).toBeCloseTo(11 / 30, 15);
    expect(1 - u - v).toBeCloseTo(7 / 30, 15);
    // The same from the signed areas: area(a, b, c) = (6·5 − 0·2)/2 = 15, area(a, b, p) = (6·2 − 0·3)/2 = 6.
    const area = (x: Vec3, y: Vec3, z: Vec3) => ((y.x - x.x) * (z.y - x.y) - (y.y - x.y) * (z.x - x.x)) / 2;
    const [pa, pb, pc, p] = [vec3(0, 0), vec3(6, 0), vec3(2, 5), vec3(3, 2)];
    expect(area(pa, pb, pc)).toBe(15);
    expect(area(pa, pb, p)).toBe(6);
    expect(area(pa, p, pc) / 15).toBeCloseTo(u, 15);
    expect(area(p, pb, pc) / 15).toBeCloseTo(1 - u - v, 15);
    doc.states('gives $v = 2/5 = 0.4$ from the second coordinate and then $u = (3 - 0.8)/6 = 11/30 \\approx 0.37$');
    doc.states('so $w = 7/30 \\approx 0.23$');
    doc.states('$\\operatorname{area}(a, b, c) = \\tfrac12 (6 \\cdot 5 - 0 \\cdot 2) = 15$');
    doc.states('$\\operatorname{area}(a, b, p) = \\tfrac12 (6 \\cdot 2 - 0 \\cdot 3) = 6$: $v = 6/15 = 0.4$ again');
  });

  it("step 5, Cramer's rule: det = −64, (A − a) × e2 = (−8, 4, 2), e1 × (A − a) = (0, 8, 12), u = −16/−64, v = t = −32/−64", () => {
    const AB = sub(B, A);
    const e1 = sub(b, a);
    const e2 = sub(c, a);
    const det = dot(AB, cross(e1, e2));
    expect(AB).toEqual(vec3(0, -4, 0));
    expect(det).toBe(-64);
    expect(tidy(cross(sub(A, a), e2))).toEqual(vec3(-8, 4, 2));
    expect(tidy(cross(e1, sub(A, a)))).toEqual(vec3(0, 8, 12));
    expect(dot(AB, cross(sub(A, a), e2))).toBe(-16);
    expect(dot(AB, cross(e1, sub(A, a)))).toBe(-32);
    expect(dot(cross(e1, e2), sub(a, A))).toBe(-32);
    // The textbook's det has the other sign; its u, v, t are the same.
    expect(dot(e1, cross(AB, e2))).toBe(64);
    expect(textbookRaycastTriangle(A, B, a, b, c)).toBe(0.5);
    doc.states('so $\\det = (0, -4, 0) \\cdot (0, 16, 8) = -64$');
    doc.states('$(A - a) \\times e_2 = (-8, 4, 2)$ gives $u = -16/-64 = 0.25$');
    doc.states('$e_1 \\times (A - a) = (0, 8, 12)$ gives $v = -32/-64 = 0.5$; and $t = -32/-64 = 0.5$');
  });

  it('step 6: the edge volumes are −16, −32 and −16, summing to det; the line meets the edge b c at x = 2', () => {
    const AB = sub(B, A);
    const volume = (p: Vec3, q: Vec3, from: Vec3 = A, d: Vec3 = AB) => dot(d, cross(sub(p, from), sub(q, from)));
    expect([volume(c, a), volume(a, b), volume(b, c)]).toEqual([-16, -32, -16]);
    doc.states('$w \\cdot \\det = -64 + 16 + 32 = -16$, and all three volumes are negative, as is $\\det$');
    // A and B moved to x = 2: w·det = 0; to x = 2.5: negative, and no hit.
    const A2 = vec3(2, 3, -2);
    const B2 = vec3(2, -1, -2);
    expect(Math.abs(volume(b, c, A2, sub(B2, A2)))).toBe(0);
    expect(raycastTriangle(A2, B2, slope)?.point).toEqual(vec3(2, 1, -2));
    const A3 = vec3(2.5, 3, -2);
    const B3 = vec3(2.5, -1, -2);
    // Outside: now of the opposite sign to det (< 0).
    expect(volume(b, c, A3, sub(B3, A3))).toBeGreaterThan(0);
    expect(raycastTriangle(A3, B3, slope)).toBeNull();
    doc.states('it crosses the edge $b\\,c$ at $x = 2$');
    // The falling line at any x meets the plane at (x, 1, −2), where w = 0.5 − x/4.
    for (const x of [0, 0.5, 1, 1.5]) {
      const hit = raycastTriangle(vec3(x, 3, -2), vec3(x, -1, -2), slope);
      expect(hit?.point).toEqual(vec3(x, 1, -2));
      expect(volume(b, c, vec3(x, 3, -2), vec3(0, -4, 0)) / -64).toBe(0.5 - x / 4);
    }
    doc.states("The falling line meets the triangle's plane at $(x, 1, -2)$, where $w = 0.5 - x/4$");
    doc.states('the volume turns positive, the opposite sign to $\\det$: the line passes outside, no hit');
  });

  it('Try it: swapping b and c, B at (4, −1, −2), A on the triangle, B level with A', () => {
    const hit = raycastTriangle(A, B, slope);
    expect(raycastTriangle(A, B, { a, b: c, c: b })).toEqual(hit);
    expect(raycastTriangle(A, vec3(4, -1, -2), slope)).toBeNull();
    expect(raycastTriangle(vec3(1, 1, -2), B, slope)?.t).toBe(0);
    expect(raycastTriangle(A, vec3(5, 3, -2), slope)).toBeNull();
    doc.states('Move `B` to `vec3(4, -1, -2)`');
    doc.states('Move `A` to `vec3(1, 1, -2)`, onto the triangle: a hit at $t = 0$');
    doc.states('Move `B` to `vec3(5, 3, -2)`');
  });

  it('the textbook code in the chapter is the code these tests run', () => {
    for (const line of [
      'const EPSILON = 0.000001;',
      'const pvec = cross(dir, e2);',
      'const det = dot(e1, pvec);',
      'if (det > -EPSILON && det < EPSILON) return null; // "parallel"',
      'const u = dot(tvec, pvec) * inv;',
      'if (u < 0 || u > 1) return null;',
      'const qvec = cross(tvec, e1);',
      'const v = dot(dir, qvec) * inv;',
      'if (v < 0 || u + v > 1) return null;',
      'const t = dot(e2, qvec) * inv;',
      'return t >= 0 && t <= 1 ? t : null;',
    ])
      doc.states(line);
    doc.states('const V0 = vec3(f(-1), f(1), f(-1.6));');
    doc.states('const V1 = vec3(f(1.5), f(1.3), f(-1.9));');
    doc.states('const V2 = vec3(f(-1.9), f(0), f(1.6));');
    doc.states('const V3 = vec3(f(1.8), f(0), f(1.9));');
    doc.states('const A = vec3(f(-0.2), f(3.4), f(0.3));');
    doc.states('const N = 32;');
  });
});

describe('Raycast to a triangle: watertightness', () => {
  it('the fan: the textbook version lets 10 of 31 segments through, raycastTriangle none', () => {
    expect(fanMisses(V0, V1, V2, V3, fanA)).toEqual({ textbook: 10, library: 0 });
    doc.states('the textbook version lets **10 of the 31** segments through');
    doc.states('`raycastTriangle` stops all 31');
  });

  it('the ten leaking segments run exactly through the edge: the library finds both triangles touched', () => {
    let leaks = 0;
    for (let k = 1; k < N; k++) {
      const { B: end } = fanEnds(V2, V1, fanA, k);
      if (
        textbookRaycastTriangle(fanA, end, V0, V2, V1) !== null ||
        textbookRaycastTriangle(fanA, end, V2, V3, V1) !== null
      )
        continue;
      leaks++;
      expect(raycastTriangle(fanA, end, { a: V0, b: V2, c: V1 })).not.toBeNull();
      expect(raycastTriangle(fanA, end, { a: V2, b: V3, c: V1 })).not.toBeNull();
    }
    expect(leaks).toBe(10);
    doc.states('All ten run **exactly** through the edge');
  });

  it('Try it: N = 64 lets 17 of 63 through; A at x = f(−0.3) none', () => {
    const count = (from: Vec3, n: number) => {
      let through = 0;
      for (let k = 1; k < n; k++) {
        const s = k / n;
        const X = vec3(V2.x + s * (V1.x - V2.x), V2.y + s * (V1.y - V2.y), V2.z + s * (V1.z - V2.z));
        const end = vec3(2 * X.x - from.x, 2 * X.y - from.y, 2 * X.z - from.z);
        if (
          textbookRaycastTriangle(from, end, V0, V2, V1) === null &&
          textbookRaycastTriangle(from, end, V2, V3, V1) === null
        )
          through++;
      }
      return through;
    };
    expect(count(fanA, 64)).toBe(17);
    expect(count(vec3(f(-0.3), fanA.y, fanA.z), 32)).toBe(0);
    doc.states('Change `N` to `64`: 17 of the 63 segments get through');
    doc.states('move $A$ to `f(-0.3)` for its $x$: now none does');
  });

  it('every segment of the fan really crosses the mesh: it meets the quad’s plane region near the edge', () => {
    // Independent of both tests: the segment passes A, then X (within rounding of the shared
    // edge, strictly between its ends), then goes as far again; the two triangles lie on
    // opposite sides of the edge as seen from A (V0 and V3 on opposite sides of the plane
    // through A and the edge), so the mesh closes the fan.
    const side = (Q: Vec3) => dot(cross(sub(V2, fanA), sub(V1, fanA)), sub(Q, fanA));
    expect(Math.sign(side(V0))).toBe(-Math.sign(side(V3)));
  });

  it('the ramp is wound consistently: the shared edge runs both ways, and both triangles face the same way', () => {
    // (V0, V2, V1) runs V2 → V1, (V2, V3, V1) runs V1 → V2 (its edge c → a); their normals agree.
    const n1 = cross(sub(V2, V0), sub(V1, V0));
    const n2 = cross(sub(V3, V2), sub(V1, V2));
    expect(dot(n1, n2)).toBeGreaterThan(0);
    doc.states('a neighbour that runs the shared edge the other way (a consistently wound mesh) faces the same way');
  });

  it('with small integer corners the textbook version stops all 31', () => {
    const I0 = vec3(-1, 1, -2);
    const I1 = vec3(2, 1, -2);
    const I2 = vec3(-2, 0, 2);
    const I3 = vec3(2, 0, 2);
    expect(fanMisses(I0, I1, I2, I3, fanA)).toEqual({ textbook: 0, library: 0 });
    doc.states('`V0 = vec3(-1, 1, -2)`, `V1 = vec3(2, 1, -2)`, `V2 = vec3(-2, 0, 2)`, `V3 = vec3(2, 0, 2)`');
    doc.states('the textbook version stops all 31');
  });

  it('the twelfth segment: u + v = 1.0000000000000002 in the first triangle, u ≈ −4.4e-17 in the second', () => {
    const { B: end } = fanEnds(V2, V1, fanA, 12);
    const uv = (p: Vec3, q: Vec3, r: Vec3) => {
      const dir = sub(end, fanA);
      const e1 = sub(q, p);
      const e2 = sub(r, p);
      const pvec = cross(dir, e2);
      const inv = 1 / dot(e1, pvec);
      const tvec = sub(fanA, p);
      return { u: dot(tvec, pvec) * inv, v: dot(dir, cross(tvec, e1)) * inv };
    };
    const one = uv(V0, V2, V1);
    const two = uv(V2, V3, V1);
    expect(String(one.u + one.v)).toBe('1.0000000000000002');
    expect(two.u).toBeLessThan(0);
    expect(two.u).toBeCloseTo(-4.4e-17, 18);
    // The library's shared-edge volume: the same number, opposite signs; both triangles touched.
    const AB = sub(end, fanA);
    const volume = (p: Vec3, q: Vec3) => dot(AB, cross(sub(p, fanA), sub(q, fanA)));
    expect(volume(V2, V1)).toBeCloseTo(9.7e-16, 17);
    expect(volume(V1, V2)).toBe(-volume(V2, V1));
    // Exactly it is 0: the segment runs through the edge, and both triangles are touched.
    expect(raycastTriangle(fanA, end, { a: V0, b: V2, c: V1 })).not.toBeNull();
    expect(raycastTriangle(fanA, end, { a: V2, b: V3, c: V1 })).not.toBeNull();
    expect(textbookRaycastTriangle(fanA, end, V0, V2, V1)).toBeNull();
    expect(textbookRaycastTriangle(fanA, end, V2, V3, V1)).toBeNull();
    doc.states('Take the twelfth segment of the fan, $k = 12$.');
    doc.states('const s = 12 / 32;');
    doc.states('the cell above prints $9.7 \\cdot 10^{-16}$ and $-9.7 \\cdot 10^{-16}$');
    doc.states('The first triangle gets $u + v = 1.0000000000000002$');
    doc.states('The second gets $u \\approx -4.4 \\cdot 10^{-17}$');
  });

  it('the filter cannot certify the shared edge’s sign for any of the 31 segments; far from the edge it can', () => {
    let exact = 0;
    for (let k = 1; k < N; k++) {
      const { B: end } = fanEnds(V2, V1, fanA, k);
      if (!filteredVolume(fanA, V2, V1, end).certain) exact++;
    }
    expect(exact).toBe(31);
    expect(filteredVolume(fanA, V2, V1, vec3(0.5, -3, 0.5)).certain).toBe(true);
    doc.states('the fast path gives up and the exact path decides: **31 of 31**');
    // The bound's constant is the library's (predicates.ts, Shewchuk's o3derrboundA).
    doc.states('const bound = (7 + 56 * 2 ** -53) * 2 ** -53 * permanent;');
  });
});

describe('Raycast to a triangle: the pitfalls', () => {
  it('pitfall 2: a 1 mm triangle and a 1 cm segment: det = −1e-8, the textbook null, the library t = 0.5', () => {
    const small = { a: vec3(0, 0, 0), b: vec3(0.001, 0, 0), c: vec3(0, 0, 0.001) };
    const P1 = vec3(0.0002, 0.005, 0.0002);
    const P2 = vec3(0.0002, -0.005, 0.0002);
    expect(dot(sub(small.b, small.a), cross(sub(P2, P1), sub(small.c, small.a)))).toBeCloseTo(-1e-8, 20);
    expect(textbookRaycastTriangle(P1, P2, small.a, small.b, small.c)).toBeNull();
    const hit = raycastTriangle(P1, P2, small);
    expect(hit?.t).toBe(0.5);
    expect(hit?.point).toEqual(vec3(0.0002, 0, 0.0002));
    doc.states('$\\det = 0.01 \\cdot 0.001 \\cdot 0.001 = 10^{-8}$, "parallel"');
    doc.states(
      "The textbook's $\\det$ is $-10^{-8}$ and it returns `null`; `raycastTriangle` hits at $t = 0.5$, at $(0.0002, 0, 0.0002)$",
    );
  });

  it('pitfall 3: cast upwards, (e1 × e2)·AB = 64 > 0; the library’s normal (0, −0.89, −0.45) has ·AB < 0', () => {
    const up = vec3(1, -1, -2);
    const top = vec3(1, 3, -2);
    const AB = sub(top, up);
    const n = cross(sub(b, a), sub(c, a));
    expect(dot(n, sub(B, A))).toBeLessThan(0); // falling: e1 × e2 happens to face A
    expect(dot(n, AB)).toBe(64);
    const hit = raycastTriangle(up, top, slope);
    expect(hit && dot(hit.normal, AB)).toBeLessThan(0);
    expect(hit?.normal.y).toBeCloseTo(-0.89, 2);
    expect(hit?.normal.z).toBeCloseTo(-0.45, 2);
    doc.states('from $(1, -1, -2)$ to $(1, 3, -2)$');
    doc.states('$(e_1 \\times e_2) \\cdot \\overrightarrow{AB} = 64 > 0$');
    // What the cell prints: the same product for the unit normal.
    expect((dot(n, AB) / Math.hypot(n.x, n.y, n.z)).toFixed(2)).toBe('3.58');
    doc.states('$64/\\sqrt{320} \\approx 3.58$');
    doc.states('here $N \\approx (0, -0.89, -0.45)$');
  });
});

describe('Raycast to a triangle: the edge-case table', () => {
  const flat: Triangle = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };
  const row = (P1: Vec3, P2: Vec3, tri: Triangle = flat) => raycastTriangle(P1, P2, tri);

  it('through the face either way, an edge, the long edge, a vertex; just outside misses', () => {
    expect(row(vec3(1, 1, 2), vec3(1, 1, -2))).toEqual({
      point: vec3(1, 1, 0),
      normal: vec3(0, 0, 1),
      distance: 2,
      t: 0.5,
    });
    expect(row(vec3(1, 1, -2), vec3(1, 1, 2))).toEqual({
      point: vec3(1, 1, 0),
      normal: vec3(0, 0, -1),
      distance: 2,
      t: 0.5,
    });
    expect(row(vec3(2, 0, 2), vec3(2, 0, -2))?.point).toEqual(vec3(2, 0, 0));
    expect(row(vec3(2, 2, 2), vec3(2, 2, -2))?.point).toEqual(vec3(2, 2, 0));
    expect(row(vec3(0, 0, 2), vec3(0, 0, -2))?.point).toEqual(vec3(0, 0, 0));
    expect(row(vec3(2.5, 2, 2), vec3(2.5, 2, -2))).toBeNull();
    doc.states(
      '| through the face, the other way | ${(1,1,-2) \\to (1,1,2)}$ | point $(1,1,0)$, normal $(0,0,-1)$, distance $2$, $t = 0.5$ |',
    );
  });

  it('start on it either way, end on it; short, parallel, zero length and degenerate are null', () => {
    expect(row(vec3(1, 1, 0), vec3(1, 1, -2))).toEqual({
      point: vec3(1, 1, 0),
      normal: vec3(0, 0, 1),
      distance: 0,
      t: 0,
    });
    expect(row(vec3(1, 1, 0), vec3(1, 1, 2))).toEqual({
      point: vec3(1, 1, 0),
      normal: vec3(0, 0, -1),
      distance: 0,
      t: 0,
    });
    expect(row(vec3(1, 1, 2), vec3(1, 1, 0))).toEqual({
      point: vec3(1, 1, 0),
      normal: vec3(0, 0, 1),
      distance: 2,
      t: 1,
    });
    expect(row(vec3(1, 1, 2), vec3(1, 1, 1))).toBeNull();
    expect(row(vec3(-1, 1, 0), vec3(5, 1, 0))).toBeNull();
    expect(row(vec3(-1, 1, 1), vec3(5, 1, 1))).toBeNull();
    expect(row(vec3(1, 1, 0), vec3(1, 1, 0))).toBeNull();
    expect(row(vec3(1, 0, 2), vec3(1, 0, -2), { a: vec3(0, 0, 0), b: vec3(2, 0, 0), c: vec3(4, 0, 0) })).toBeNull();
  });

  it('a NaN corner throws a RangeError naming the field', () => {
    expect(() =>
      row(vec3(1, 1, 2), vec3(1, 1, -2), { a: vec3(0, 0, 0), b: { x: 4, y: NaN, z: 0 }, c: vec3(0, 4, 0) }),
    ).toThrow(new RangeError('raycastTriangle: triangle.b.y must be finite, got NaN'));
    doc.states('throws `RangeError: raycastTriangle: triangle.b.y must be finite, got NaN`');
  });

  it('the Into form fills a reused hit with the same numbers and leaves it alone on a miss', () => {
    const out = createRaycastHit();
    expect(raycastTriangleInto(A, B, slope, out)).toBe(true);
    expect(out).toEqual(raycastTriangle(A, B, slope));
    const before = structuredClone(out);
    expect(raycastTriangleInto(A, vec3(4, -1, -2), slope, out)).toBe(false);
    expect(out).toEqual(before);
    doc.states('`raycastTriangleInto(origin, end, triangle, out)`');
  });
});
