import { describe, expect, it } from 'vitest';
import {
  closestPointOnTriangle,
  sphereContactTriangle,
  sphereIntersectsTriangle,
  vec3,
  type Triangle,
  type Vec3,
} from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('closest-point-triangle');
const T: Triangle = { a: vec3(0, 0), b: vec3(6, 0), c: vec3(2, 4) };
const floor: Triangle = { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) };

const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const dot = (p: Vec3, q: Vec3): number => p.x * q.x + p.y * q.y + p.z * q.z;
const at = (o: Vec3, d: Vec3, s: number): Vec3 => ({ x: o.x + d.x * s, y: o.y + d.y * s, z: o.z + d.z * s });
const dist2 = (p: Vec3, q: Vec3): number => dot(sub(p, q), sub(p, q));

/** The chapter's walk, as its steps 2–5 state it (Ericson 5.1.5), with every quantity it reads out. */
function walk(P: Vec3, { a, b, c }: Triangle) {
  const ab = sub(b, a);
  const ac = sub(c, a);
  const d1 = dot(ab, sub(P, a));
  const d2 = dot(ac, sub(P, a));
  const d3 = dot(ab, sub(P, b));
  const d4 = dot(ac, sub(P, b));
  const d5 = dot(ab, sub(P, c));
  const d6 = dot(ac, sub(P, c));
  const vc = d1 * d4 - d3 * d2;
  const vb = d5 * d2 - d1 * d6;
  const va = d3 * d6 - d5 * d4;
  const q = (region: string, Q: Vec3) => ({ region, Q, d1, d2, d3, d4, d5, d6, va, vb, vc });
  if (d1 <= 0 && d2 <= 0) return q('vertex a', a);
  if (d3 >= 0 && d4 <= d3) return q('vertex b', b);
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return q('edge ab', at(a, ab, d1 / (d1 - d3)));
  if (d6 >= 0 && d5 <= d6) return q('vertex c', c);
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return q('edge ac', at(a, ac, d2 / (d2 - d6)));
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) return q('edge bc', at(b, sub(c, b), (d4 - d3) / (d4 - d3 + (d5 - d6))));
  const n2 = va + vb + vc;
  return q('face', at(at(a, ab, vb / n2), ac, vc / n2));
}

/** An independent oracle: the nearest of the three edges' nearest points and the foot on the face if inside. */
function bruteNearest(P: Vec3, { a, b, c }: Triangle): number {
  const seg = (p: Vec3, q: Vec3) => {
    const e = sub(q, p);
    const s = Math.min(1, Math.max(0, dot(sub(P, p), e) / dot(e, e)));
    return dist2(P, at(p, e, s));
  };
  let best = Math.min(seg(a, b), seg(a, c), seg(b, c));
  // 2D scenes: P inside the triangle (same side of all three edges) is at distance 0 from it.
  const side = (p: Vec3, q: Vec3) => (q.x - p.x) * (P.y - p.y) - (q.y - p.y) * (P.x - p.x);
  const s = [side(a, b), side(b, c), side(c, a)];
  if (s.every((x) => x >= 0) || s.every((x) => x <= 0)) best = 0;
  return best;
}

describe('Closest point on a triangle: the numbers the chapter states', () => {
  it('the starting scene: P = (5, 5) is beyond bc, Q = (3, 3), |PQ|² = 8', () => {
    const P = vec3(5, 5);
    const Q = closestPointOnTriangle(P, T);
    expect(Q).toEqual({ x: 3, y: 3, z: 0 });
    expect(dist2(P, Q)).toBe(8);
    expect(walk(P, T).region).toBe('edge bc');
    // va = d3·d6 − d5·d4 = (−6)(10) − (18)(18) = −384; d4 − d3 = 18 + 6 = 24, d5 − d6 = 18 − 10 = 8.
    const w = walk(P, T);
    expect([w.d3, w.d4, w.d5, w.d6, w.va]).toEqual([-6, 18, 18, 10, -384]);
    doc.states(
      '$P = (5, 5)$ is beyond the edge $bc$, and its nearest point is $Q = (3, 3)$, on that edge, at squared distance $|PQ|^2 = 2^2 + 2^2 = 8$',
    );
    doc.states('// (3, 3, 0): beyond the edge bc, the foot on it');
  });

  it("the chapter's walk lands where the library does, on a grid through all seven regions", () => {
    const seen = new Set<string>();
    for (let x = -4; x <= 10; x += 0.25) {
      for (let y = -3.5; y <= 8; y += 0.25) {
        const P = vec3(x, y);
        const w = walk(P, T);
        seen.add(w.region);
        const Q = closestPointOnTriangle(P, T);
        expect(Math.hypot(w.Q.x - Q.x, w.Q.y - Q.y)).toBeLessThan(1e-12);
        // And both are the nearest point, by an oracle that knows nothing of regions.
        expect(dist2(P, Q)).toBeCloseTo(bruteNearest(P, T), 10);
      }
    }
    expect(seen.size).toBe(7);
  });

  it('step 5: P = (2, 1) has va = 288, vb = 144, vc = 144, |n|² = 576, weights (1/2, 1/4, 1/4), and Q = P', () => {
    const w = walk(vec3(2, 1), T);
    // n = ab × ac = (6, 0, 0) × (2, 4, 0) = (0, 0, 24); 24² = 576.
    expect([w.va, w.vb, w.vc, w.va + w.vb + w.vc]).toEqual([288, 144, 144, 576]);
    expect(w.region).toBe('face');
    expect(closestPointOnTriangle(vec3(2, 1), T)).toEqual({ x: 2, y: 1, z: 0 });
    doc.states('For $P = (2, 1)$, $n = (0, 0, 24)$ and $|n|^2 = 576$; $v_a = 288$, $v_b = 144$ and $v_c = 144$');
    doc.states('$Q = (0,0) + \\tfrac14 (6, 0) + \\tfrac14 (2, 4) = (2, 1) = P$');
  });

  it('step 3: vc = n·(ab × (P − a)) = d1·d4 − d3·d2 (Lagrange), checked on scattered points', () => {
    const { a, b, c } = T;
    const ab = sub(b, a);
    const ac = sub(c, a);
    const cross = (u: Vec3, v: Vec3): Vec3 => ({
      x: u.y * v.z - u.z * v.y,
      y: u.z * v.x - u.x * v.z,
      z: u.x * v.y - u.y * v.x,
    });
    const n = cross(ab, ac);
    for (const P of [vec3(5, 5), vec3(-1, 3, 2), vec3(2, -2.5, -1), vec3(4.5, 0.5, 3)]) {
      const w = walk(P, T);
      expect(w.vc).toBeCloseTo(dot(n, cross(ab, sub(P, a))), 9);
    }
  });

  it('step 6: a point above the plane has the region and nearest point of its foot', () => {
    const ground: Triangle = { a: vec3(0, 0, 0), b: vec3(6, 0, 0), c: vec3(2, 0, -4) };
    for (const [x, z] of [
      [2, -1],
      [7, -3],
      [-2, 1],
      [3, 2],
    ] as const) {
      for (const h of [0.5, 3, -2]) {
        expect(closestPointOnTriangle(vec3(x, h, z), ground)).toEqual(closestPointOnTriangle(vec3(x, 0, z), ground));
      }
    }
    // The 3D figure's start: P = (2, 3, −1) above the face, Q = its foot (2, 0, −1).
    expect(closestPointOnTriangle(vec3(2, 3, -1), ground)).toEqual({ x: 2, y: 0, z: -1 });
  });

  it('step 7: |QS|² = 8; r = 3 overlaps, √8 just touches, anything smaller is apart', () => {
    const S = vec3(5, 5);
    expect(sphereIntersectsTriangle({ center: S, radius: 3 }, T)).toBe(true);
    expect(sphereIntersectsTriangle({ center: S, radius: Math.sqrt(8) }, T)).toBe(true);
    expect(sphereIntersectsTriangle({ center: S, radius: 2.82 }, T)).toBe(false);
    doc.states('a radius of $3$ ($r^2 = 9$) overlaps, $\\sqrt 8 \\approx 2.83$ just touches');
  });

  it('the contact: (1, 1, 1.5) with r = 2 is pushed up by 0.5; a centre on the triangle gets its normal and depth r', () => {
    expect(sphereContactTriangle({ center: vec3(1, 1, 1.5), radius: 2 }, floor)).toEqual({
      point: { x: 1, y: 1, z: 0 },
      normal: { x: 0, y: 0, z: 1 },
      depth: 0.5,
    });
    expect(sphereContactTriangle({ center: vec3(1, 1, 0), radius: 2 }, floor)).toEqual({
      point: { x: 1, y: 1, z: 0 },
      normal: { x: 0, y: 0, z: 1 },
      depth: 2,
    });
    expect(sphereContactTriangle({ center: vec3(5, 5, 0), radius: 2 }, floor)).toBeNull();
    // Moved out by normal·depth: (1, 1, 2), exactly touching.
    expect(sphereIntersectsTriangle({ center: vec3(1, 1, 2), radius: 2 }, floor)).toBe(true);
    doc.states(
      '$Q = (1, 1, 0)$, $n = (0, 0, 1)$, depth $2 - 1.5 = 0.5$. Sink the centre to $(1, 1, 0)$: still $n = (0, 0, 1)$, and depth $2$',
    );
    doc.states('// { point: (1, 1, 0), normal: (0, 0, 1), depth: 0.5 }');
  });

  it('try it: with c = (8, 2) the angle at b is obtuse and P = (7, −0.5), below ab, is nearest to bc at (6.25, 0.25)', () => {
    const T2: Triangle = { a: vec3(0, 0), b: vec3(6, 0), c: vec3(8, 2) };
    // Angle at b: (a − b)·(c − b) = (−6)(2) + 0 = −12 < 0.
    const Q = closestPointOnTriangle(vec3(7, -0.5), T2);
    // P − b = (1, −0.5), bc = (2, 2): s = (2 − 1)/8 = 1/8, Q = (6.25, 0.25).
    expect(Q).toEqual({ x: 6.25, y: 0.25, z: 0 });
    expect(dist2(vec3(7, -0.5), Q)).toBeLessThan(dist2(vec3(7, -0.5), vec3(6, 0)));
    doc.states('Move $c$ to `vec3(8, 2)`: the angle at $b$ becomes obtuse. Drag $P$ to $(7, -0.5)$');
  });
});

describe('Closest point on a triangle: the pitfalls', () => {
  /** The shortcut of pitfall 1: project, barycentric weights, clamp by their signs. */
  function shortcut(P: Vec3, { a, b, c }: Triangle) {
    const onSegment = (p: Vec3, q: Vec3) => {
      const e = sub(q, p);
      return at(p, e, Math.min(1, Math.max(0, dot(sub(P, p), e) / dot(e, e))));
    };
    const e1 = sub(b, a);
    const e2 = sub(c, a);
    const ap = sub(P, a);
    const den = dot(e1, e1) * dot(e2, e2) - dot(e1, e2) ** 2;
    const v = (dot(e2, e2) * dot(ap, e1) - dot(e1, e2) * dot(ap, e2)) / den;
    const w = (dot(e1, e1) * dot(ap, e2) - dot(e1, e2) * dot(ap, e1)) / den;
    const u = 1 - v - w;
    const negative = [u, v, w].filter((x) => x < 0).length;
    let Q: Vec3;
    if (negative === 0) Q = at(at(a, e1, v), e2, w);
    else if (negative === 2) Q = u >= 0 ? a : v >= 0 ? b : c;
    else Q = u < 0 ? onSegment(b, c) : v < 0 ? onSegment(a, c) : onSegment(a, b);
    return { u, v, w, Q };
  }

  it('1: a = (0,0), b = (8,0), c = (2,2), P = (5,6): weights (−1.875, −0.125, 3), shortcut c at 25, library (3.5, 1.5) at 22.5', () => {
    const obtuse: Triangle = { a: vec3(0, 0), b: vec3(8, 0), c: vec3(2, 2) };
    const P = vec3(5, 6);
    const s = shortcut(P, obtuse);
    expect([s.u, s.v, s.w]).toEqual([-1.875, -0.125, 3]);
    expect(s.Q).toEqual(obtuse.c);
    expect(dist2(P, s.Q)).toBe(25);
    const Q = closestPointOnTriangle(P, obtuse);
    // P − b = (−3, 6), bc = (−6, 2): s = (18 + 12)/40 = 0.75, Q = (8 − 4.5, 1.5).
    expect(Q).toEqual({ x: 3.5, y: 1.5, z: 0 });
    expect(dist2(P, Q)).toBe(22.5);
    // cos C = (a − c)·(b − c)/(|a − c||b − c|) = (−12 + 4)/(√8·√40) = −1/√5.
    expect((Math.acos(-1 / Math.sqrt(5)) * 180) / Math.PI).toBeCloseTo(116.57, 2);
    doc.states(
      '$a = (0, 0)$, $b = (8, 0)$ and $c = (2, 2)$ — an angle of about $117°$ at $c$ — and $P = (5, 6)$. Its weights are $u = -1.875$, $v = -0.125$, $w = 3$',
    );
    doc.states(
      'answers the vertex $c = (2, 2)$, at $|Pc|^2 = 3^2 + 4^2 = 25$. The library answers $Q = (3.5, 1.5)$ on the edge $bc$, at $|PQ|^2 = 1.5^2 + 4.5^2 = 22.5$',
    );
  });

  it('1: the shortcut agrees with the library wherever every angle is at most 90°, and not when one is obtuse', () => {
    const acute: Triangle = { a: vec3(0, 0), b: vec3(8, 0), c: vec3(3, 5) };
    for (let x = -3; x <= 11; x += 0.25) {
      for (let y = -3; y <= 8; y += 0.25) {
        const P = vec3(x, y);
        expect(dist2(P, shortcut(P, acute).Q)).toBeCloseTo(dist2(P, closestPointOnTriangle(P, acute)), 9);
      }
    }
  });

  /** Ericson's ClosestPtPointTriangle as printed: the walk with no guard. */
  const textbook = (P: Vec3, t: Triangle): Vec3 => walk(P, t).Q;

  it('2: the sliver a = (0.1, 0.1), b = (2.8, 2.8), c = (1, 1): the textbook divides 4.4e-16 by 6.7e-16 and answers (0.7, 0.7); the library (2.7, 2.7)', () => {
    const sliver: Triangle = { a: vec3(0.1, 0.1), b: vec3(2.8, 2.8), c: vec3(1, 1) };
    const P = vec3(2.6, 2.8);
    const w = walk(P, sliver);
    expect(w.region).toBe('face');
    expect(w.vc).toBe(2 ** -51); // 4.44e-16
    expect(w.va).toBe(2 ** -52); // 2.22e-16
    expect(w.vb).toBe(0);
    expect(w.va + w.vb + w.vc).toBeCloseTo(6.66e-16, 18);
    expect(w.vc / (w.va + w.vb + w.vc)).toBeCloseTo(2 / 3, 15);
    const E = textbook(P, sliver);
    expect(E.x).toBeCloseTo(0.7, 12);
    expect(E.y).toBeCloseTo(0.7, 12);
    const Q = closestPointOnTriangle(P, sliver);
    expect(Q.x).toBeCloseTo(2.7, 12);
    expect(Q.y).toBeCloseTo(2.7, 12);
    // (2.7, 2.7) is the foot on y = x: |PQ|² = 0.1² + 0.1².
    expect(dist2(P, Q)).toBeCloseTo(0.02, 12);
    expect(Math.hypot(E.x - Q.x, E.y - Q.y)).toBeGreaterThan(2.5);
    doc.states('$v_c$ comes out $4.4 \\cdot 10^{-16}$ instead of $0$, $v_a$ comes out $2.2 \\cdot 10^{-16}$');
    doc.states(
      'divides by $v_a + v_b + v_c = 6.7 \\cdot 10^{-16}$ — rounding divided by rounding: $w = 2/3$, and the answer $(0.7, 0.7)$, more than $2.5$ units from the right one',
    );
  });
});

describe('Closest point on a triangle: the edge-case table', () => {
  it('nearest points', () => {
    expect(closestPointOnTriangle(vec3(1, 1, 0), floor)).toEqual({ x: 1, y: 1, z: 0 });
    expect(closestPointOnTriangle(vec3(1, 1, 5), floor)).toEqual({ x: 1, y: 1, z: 0 });
    expect(closestPointOnTriangle(vec3(-2, -3, 0), floor)).toEqual({ x: 0, y: 0, z: 0 });
    expect(closestPointOnTriangle(vec3(3, 3, 0), floor)).toEqual({ x: 2, y: 2, z: 0 });
    expect(closestPointOnTriangle(vec3(2, -1, 7), floor)).toEqual({ x: 2, y: 0, z: 0 });
    const line = { a: vec3(0, 0, 0), b: vec3(8, 0, 0), c: vec3(4, 0, 0) };
    expect(closestPointOnTriangle(vec3(3, 5, 0), line)).toEqual({ x: 3, y: 0, z: 0 });
    const dot3 = { a: vec3(1, 1, 0), b: vec3(1, 1, 0), c: vec3(1, 1, 0) };
    expect(closestPointOnTriangle(vec3(3, 5, 0), dot3)).toEqual({ x: 1, y: 1, z: 0 });
    doc.states('| beyond an edge | $P = (3, 3, 0)$ | $Q = (2, 2, 0)$, on the edge $bc$ |');
    doc.states("| above an edge's region | $P = (2, -1, 7)$ | $Q = (2, 0, 0)$, on the edge $ab$ |");
  });

  it('overlaps, contacts and errors', () => {
    expect(sphereIntersectsTriangle({ center: vec3(1, 1, 5), radius: 5 }, floor)).toBe(true);
    expect(sphereIntersectsTriangle({ center: vec3(1, 1, 5), radius: 4.9 }, floor)).toBe(false);
    expect(sphereIntersectsTriangle({ center: vec3(1, 1, 0), radius: 0 }, floor)).toBe(true);
    expect(() => sphereIntersectsTriangle({ center: vec3(0, 0, 0), radius: -1 }, floor)).toThrow(
      new RangeError('sphereIntersectsTriangle: sphere.radius must be >= 0, got -1'),
    );
    expect(() => closestPointOnTriangle({ x: NaN, y: 0, z: 0 }, floor)).toThrow(
      new RangeError('closestPointOnTriangle: point.x must be finite, got NaN'),
    );
    doc.states('throws `RangeError: sphereIntersectsTriangle: sphere.radius must be >= 0, got -1`');
    doc.states('throws `RangeError: closestPointOnTriangle: point.x must be finite, got NaN`');
    doc.states('// true: |QS|² = 25 = r², touching counts');
  });
});

describe('Closest point on a triangle: the figures', () => {
  it("each region's name is drawn inside its region", () => {
    const labels = [...doc.text.matchAll(/\['(region (\w+)|face)', (-?[\d.]+), (-?[\d.]+)\]/g)];
    expect(labels.length).toBe(7);
    const names: Record<string, string> = {
      a: 'vertex a',
      b: 'vertex b',
      c: 'vertex c',
      ab: 'edge ab',
      ac: 'edge ac',
      bc: 'edge bc',
    };
    for (const [, text, which, x, y] of labels) {
      const region = text === 'face' ? 'face' : names[which as string];
      expect(walk(vec3(Number(x), Number(y)), T).region, text).toBe(region);
    }
  });
});
