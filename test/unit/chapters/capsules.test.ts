import { describe, expect, it } from 'vitest';
import {
  capsuleIntersectsCapsule,
  closestPointsBetweenSegments,
  raycastCapsule,
  raycastSphere,
  sphereCastCapsule,
  sphereIntersectsCapsule,
  vec3,
  type Capsule,
  type Vec3,
} from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('capsules');
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const dot = (p: Vec3, q: Vec3): number => p.x * q.x + p.y * q.y + p.z * q.z;
const at = (o: Vec3, d: Vec3, s: number): Vec3 => ({ x: o.x + d.x * s, y: o.y + d.y * s, z: o.z + d.z * s });
const cross = (u: Vec3, v: Vec3): Vec3 => ({
  x: u.y * v.z - u.z * v.y,
  y: u.z * v.x - u.x * v.z,
  z: u.x * v.y - u.y * v.x,
});
const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const len = (v: Vec3) => Math.hypot(v.x, v.y, v.z);

// The starting scene.
const p1 = vec3(0, 0);
const q1 = vec3(6, 0);
const p2 = vec3(7, -3);
const q2 = vec3(9, 3);

/** The chapter's steps 1–4 (Ericson 5.1.9), with every quantity the step-through reads out. */
function solve(p1: Vec3, q1: Vec3, p2: Vec3, q2: Vec3) {
  const d1 = sub(q1, p1);
  const d2 = sub(q2, p2);
  const r = sub(p1, p2);
  const [a, b, c, e, f] = [dot(d1, d1), dot(d1, d2), dot(d1, r), dot(d2, d2), dot(d2, r)];
  const denom = a * e - b * b;
  const sLine = (b * f - c * e) / denom;
  const tLine = (a * f - b * c) / denom;
  const s1 = denom > 0 ? clamp01(sLine) : 0;
  const tFor = (b * s1 + f) / e;
  const t = clamp01(tFor);
  const s = t === tFor ? s1 : clamp01((b * t - c) / a);
  const C1 = at(p1, d1, s);
  const C2 = at(p2, d2, t);
  return { a, b, c, e, f, denom, sLine, tLine, s1, tFor, s, t, C1, C2, dist: len(sub(C1, C2)) };
}

/** An independent oracle: walk s finely and take the clamped foot on the other segment (Foundations). */
function oracleDistance(p1: Vec3, q1: Vec3, p2: Vec3, q2: Vec3): number {
  const d1 = sub(q1, p1);
  const d2 = sub(q2, p2);
  let best = Infinity;
  for (let i = 0; i <= 4000; i++) {
    const X = at(p1, d1, i / 4000);
    const u = dot(d2, d2) > 0 ? clamp01(dot(sub(X, p2), d2) / dot(d2, d2)) : 0;
    best = Math.min(best, len(sub(X, at(p2, d2, u))));
  }
  return best;
}

describe('Capsules: closest points of two segments, the numbers the chapter states', () => {
  it('the starting scene: C1 = q1 = (6, 0), C2 = (7.8, −0.6), s = 1, t = 0.4, distance √3.6 ≈ 1.90', () => {
    const pair = closestPointsBetweenSegments(p1, q1, p2, q2);
    expect(pair.first).toEqual({ x: 6, y: 0, z: 0 });
    expect(pair.second.x).toBeCloseTo(7.8, 14);
    expect(pair.second.y).toBeCloseTo(-0.6, 14);
    expect([pair.s, pair.t]).toEqual([1, 0.4]);
    // 1.8² + 0.6² = 3.24 + 0.36 = 3.6.
    expect(pair.distance).toBeCloseTo(Math.sqrt(3.6), 14);
    expect(pair.distance.toFixed(2)).toBe('1.90');
    doc.states(
      '$C_1 = q_1 = (6, 0)$ of the first ($s = 1$) and $C_2 = (7.8, -0.6)$ on the second ($t = 0.4$), at distance $\\sqrt{1.8^2 + 0.6^2} = \\sqrt{3.6} \\approx 1.90$',
    );
    doc.states('// { first: (6, 0, 0), second: (7.8, -0.6, 0), s: 1, t: 0.4, distance: 1.897… }');
  });

  it('steps 1–3: a = 36, b = 12, c = −42, e = 40, f = 4; ae − b² = 1296 = 36²; s* = 4/3, t* = 1/2; then s = 1, t = 0.4', () => {
    const k = solve(p1, q1, p2, q2);
    expect([k.a, k.b, k.c, k.e, k.f]).toEqual([36, 12, -42, 40, 4]);
    expect(k.denom).toBe(1296);
    expect(len(cross(sub(q1, p1), sub(q2, p2))) ** 2).toBe(1296);
    expect(k.sLine).toBeCloseTo(4 / 3, 15);
    expect(k.tLine).toBe(0.5);
    // The lines cross at p1 + (4/3)·(6, 0) = (8, 0) = p2 + 0.5·(2, 6).
    expect(at(p2, sub(q2, p2), 0.5)).toEqual({ x: 8, y: 0, z: 0 });
    expect([k.s1, k.tFor, k.t, k.s]).toEqual([1, 0.4, 0.4, 1]);
    doc.states('$d_1 = (6, 0)$, $d_2 = (2, 6)$ and $r = (-7, 3)$, so $a = 36$, $b = 12$, $c = -42$, $e = 40$, $f = 4$');
    doc.states(
      '$ae - b^2 = 1440 - 144 = 1296 = 36^2$, $s^* = (48 + 1680)/1296 = 4/3$ and $t^* = (144 + 504)/1296 = 1/2$',
    );
    doc.states('In the starting scene: $s = 1$, then $t = (12 + 4)/40 = 0.4$');
  });

  it('step 3: clamping both at once keeps (8, 0), at distance 2 from C1 instead of 1.90', () => {
    const k = solve(p1, q1, p2, q2);
    const X1 = at(p1, sub(q1, p1), clamp01(k.sLine));
    const X2 = at(p2, sub(q2, p2), clamp01(k.tLine));
    expect(X1).toEqual({ x: 6, y: 0, z: 0 });
    expect(X2).toEqual({ x: 8, y: 0, z: 0 });
    expect(len(sub(X1, X2))).toBe(2);
    doc.states('kept $t^* = 0.5$, the point $(8, 0)$, at distance $2$ from $C_1$ instead of $1.90$');
  });

  it("the chapter's clamped solution is the least distance, by an oracle that walks s and clamps a foot", () => {
    let seed = 12345;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 10 - 5;
    for (let i = 0; i < 300; i++) {
      const P1 = vec3(rnd(), rnd(), rnd());
      const Q1 = vec3(rnd(), rnd(), rnd());
      const P2 = vec3(rnd(), rnd(), rnd());
      // Every tenth pair parallel, to take step 4's branch.
      const Q2 = i % 10 === 0 ? at(P2, sub(Q1, P1), 0.7) : vec3(rnd(), rnd(), rnd());
      const k = solve(P1, Q1, P2, Q2);
      const lib = closestPointsBetweenSegments(P1, Q1, P2, Q2);
      const oracle = oracleDistance(P1, Q1, P2, Q2);
      // The oracle's grid is at most |d1|/8000 from the best s: the answer is no farther than that.
      expect(k.dist).toBeLessThanOrEqual(oracle + 1e-9);
      expect(k.dist).toBeGreaterThanOrEqual(oracle - len(sub(Q1, P1)) / 8000 - 1e-9);
      expect(lib.distance).toBeCloseTo(k.dist, 9);
    }
  });

  it('step 4: parallel segments (2, 2)–(8, 2): s = 0, t = −12/36 clamped to 0, s = 1/3; (2, 0) and (2, 2), distance 2', () => {
    const k = solve(p1, q1, vec3(2, 2), vec3(8, 2));
    expect(k.denom).toBe(0);
    expect(k.tFor).toBeCloseTo(-12 / 36, 15);
    expect(k.t).toBe(0);
    expect(k.s).toBeCloseTo(1 / 3, 15);
    const lib = closestPointsBetweenSegments(p1, q1, vec3(2, 2), vec3(8, 2));
    expect(lib.first).toEqual({ x: 2, y: 0, z: 0 });
    expect(lib.second).toEqual({ x: 2, y: 2, z: 0 });
    expect(lib.distance).toBe(2);
    doc.states(
      '$s = 0$, $t = (b \\cdot 0 + f)/e = -12/36$, clamped to $0$, then $s = (0 - c)/a = 12/36 = 1/3$: $C_1 = (2, 0)$, $C_2 = (2, 2)$, distance $2$',
    );
  });

  it('step 5: radii 1 and 0.9 overlap (1.9 ≥ 1.897), 1 and 0.8 do not; a sphere is a capsule with one point for an axis', () => {
    const cap = (P: Vec3, Q: Vec3, radius: number): Capsule => ({ start: P, end: Q, radius });
    expect(capsuleIntersectsCapsule(cap(p1, q1, 1), cap(p2, q2, 0.9))).toBe(true);
    expect(capsuleIntersectsCapsule(cap(p1, q1, 1), cap(p2, q2, 0.8))).toBe(false);
    // The centre (8, 1) is √5 ≈ 2.236 from its nearest axis point (6, 0): within 1 + 1.5, not 1 + 1.
    expect(sphereIntersectsCapsule({ center: vec3(8, 1), radius: 1 }, cap(p1, q1, 1.5))).toBe(true);
    expect(sphereIntersectsCapsule({ center: vec3(8, 1), radius: 1 }, cap(p1, q1, 1))).toBe(false);
    doc.states('radii $1$ and $0.9$ ($1.9 \\ge 1.897$) just overlap; $1$ and $0.8$ do not');
  });
});

/** The chapter's step 6: the infinite cylinder's entry, kept for 0 ≤ u ≤ 1, and the caps as spheres; the earliest wins. */
function chapterRaycast(A: Vec3, B: Vec3, { start: P, end: Q, radius: r }: Capsule) {
  const d = sub(Q, P);
  const AB = sub(B, A);
  const m = cross(sub(A, P), d);
  const n = cross(AB, d);
  const [k2, k1, k0] = [dot(n, n), dot(m, n), dot(m, m) - r * r * dot(d, d)];
  const candidates: { t: number; part: string }[] = [];
  let u = NaN;
  let tCylinder = NaN;
  if (k2 > 0 && k1 * k1 - k2 * k0 >= 0) {
    tCylinder = (-k1 - Math.sqrt(k1 * k1 - k2 * k0)) / k2;
    u = dot(sub(at(A, AB, tCylinder), P), d) / dot(d, d);
    if (tCylinder >= 0 && tCylinder <= 1 && u >= 0 && u <= 1) candidates.push({ t: tCylinder, part: 'side' });
  }
  for (const [center, part] of [
    [P, 'cap at P'],
    [Q, 'cap at Q'],
  ] as const) {
    const hit = raycastSphere(A, B, { center, radius: r });
    if (hit) candidates.push({ t: hit.t, part });
  }
  candidates.sort((x, y) => x.t - y.t);
  return { k2, k1, k0, tCylinder, u, first: candidates[0] ?? null };
}

const capsule: Capsule = { start: vec3(0, 0), end: vec3(4, 0), radius: 1 };

describe('Capsules: a sphere and a capsule', () => {
  it('S = (8, 2) beside the capsule (0, 0)–(6, 0) of radius 1: X = q1, |SX| = √8; r1 = 1.5 apart, r1 = 2 overlaps', () => {
    const cap: Capsule = { start: p1, end: q1, radius: 1 };
    // The foot of S on the axis is beyond q1 (8 > 6), so X = q1 = (6, 0) and |SX|² = 2² + 2² = 8.
    const pair = closestPointsBetweenSegments(vec3(8, 2), vec3(8, 2), p1, q1);
    expect(pair.second).toEqual({ x: 6, y: 0, z: 0 });
    expect(pair.distance).toBeCloseTo(Math.sqrt(8), 15);
    expect(sphereIntersectsCapsule({ center: vec3(8, 2), radius: 1.5 }, cap)).toBe(false);
    expect(sphereIntersectsCapsule({ center: vec3(8, 2), radius: 2 }, cap)).toBe(true);
    doc.states(
      'With $S = (8, 2)$: $X = q_1 = (6, 0)$ and $|SX| = \\sqrt{2^2 + 2^2} = \\sqrt 8 \\approx 2.83$, so radii $1.5$ and $1$ are apart and $2$ and $1$ overlap',
    );
  });
});

describe('Capsules: the raycast, the numbers the chapter states', () => {
  it('step 6: from (−3, 4) to (7, −1) the ray enters the cylinder at t = 0.6, D = (3, 1), u = 0.75: the side', () => {
    const k = chapterRaycast(vec3(-3, 4), vec3(7, -1), capsule);
    expect(k.tCylinder).toBeCloseTo(0.6, 14);
    expect(k.u).toBeCloseTo(0.75, 14);
    expect(k.first?.part).toBe('side');
    const hit = raycastCapsule(vec3(-3, 4), vec3(7, -1), capsule);
    expect(hit?.point).toEqual({ x: 3, y: 1, z: 0 });
    expect(hit?.normal).toEqual({ x: 0, y: 1, z: 0 });
    expect(hit?.t).toBe(0.6);
    // distance = 0.6·|AB| = 0.6·√125 = 6.708…
    expect(hit?.distance).toBeCloseTo(0.6 * Math.sqrt(125), 12);
    doc.states('It enters the cylinder ($y = 1$) at $t = 0.6$, $D = (3, 1)$, with $u = 0.75$: a side hit');
    doc.states('// { point: (3, 1, 0), normal: (0, 1, 0), distance: 6.708…, t: 0.6 }: the side');
  });

  it("the chapter's cylinder-and-caps raycast agrees with the library from outside the capsule", () => {
    let seed = 777;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 12 - 6;
    let hits = 0;
    for (let i = 0; i < 2000; i++) {
      const A = vec3(rnd(), rnd(), rnd() / 3);
      const B = vec3(rnd(), rnd(), rnd() / 3);
      const P = capsule.start;
      const d = sub(capsule.end, P);
      const inside = len(sub(A, at(P, d, clamp01(dot(sub(A, P), d) / dot(d, d))))) <= capsule.radius;
      if (inside) continue;
      const mine = chapterRaycast(A, B, capsule).first;
      const lib = raycastCapsule(A, B, capsule);
      expect(lib === null, `A = ${JSON.stringify(A)}, B = ${JSON.stringify(B)}`).toBe(mine === null);
      if (lib && mine) {
        hits++;
        expect(lib.t).toBeCloseTo(mine.t, 9);
      }
    }
    expect(hits).toBeGreaterThan(200);
  });

  it('the 3D figure starts with a side hit', () => {
    const P = vec3(-2, 1, 0);
    const Q = vec3(2, 1, 0);
    const hit = raycastCapsule(vec3(0.5, 5, 2), vec3(0, 0, -0.5), { start: P, end: Q, radius: 1 });
    // (4 − 5t)² + (2 − 2.5t)² = 31.25·(0.8 − t)² = 1: t = 0.8 − 1/√31.25.
    expect(hit?.t).toBeCloseTo(0.8 - 1 / Math.sqrt(31.25), 12);
    expect(chapterRaycast(vec3(0.5, 5, 2), vec3(0, 0, -0.5), { start: P, end: Q, radius: 1 }).first?.part).toBe('side');
  });

  it('sphere cast: the raycast against the capsule grown by the ball’s radius', () => {
    const cast = sphereCastCapsule(vec3(2, 6), vec3(2, -4), 1, capsule);
    const ray = raycastCapsule(vec3(2, 6), vec3(2, -4), { ...capsule, radius: 2 });
    expect(cast?.t).toBe(ray?.t);
    expect(cast?.center).toEqual(ray?.point);
  });
});

describe('Capsules: the pitfalls', () => {
  it('1: radii 1 and 0.95: clamped at once says apart (2 > 1.95), the capsules overlap (1.897 ≤ 1.95)', () => {
    const k = solve(p1, q1, p2, q2);
    const atOnce = len(sub(at(p1, sub(q1, p1), clamp01(k.sLine)), at(p2, sub(q2, p2), clamp01(k.tLine))));
    expect(atOnce).toBeGreaterThan(1 + 0.95);
    expect(k.dist).toBeLessThanOrEqual(1 + 0.95);
    expect(capsuleIntersectsCapsule({ start: p1, end: q1, radius: 1 }, { start: p2, end: q2, radius: 0.95 })).toBe(
      true,
    );
    doc.states('With radii $1$ and $0.95$, the clamped-at-once answer says "apart", but the capsules overlap');
    doc.states('it answers the point $(8, 0)$ twice — distance $0$');
  });

  it('2: parallel segments make ae − b² = 0 and s = NaN; the library answers (2, 0), (2, 2) and overlap for radii 1.5', () => {
    const k = solve(p1, q1, vec3(2, 2), vec3(8, 2));
    expect(k.sLine).toBeNaN();
    expect(clamp01(k.sLine)).toBeNaN(); // Math.min/max pass NaN through
    expect(
      capsuleIntersectsCapsule(
        { start: p1, end: q1, radius: 1.5 },
        { start: vec3(2, 2), end: vec3(8, 2), radius: 1.5 },
      ),
    ).toBe(true);
    doc.states('the library answers the pair $(2, 0)$, $(2, 2)$ at distance $2$');
  });

  it('3: along the axis, cylinder only misses (k2 = 0), the library hits the cap at (−1, 0), t = 0.4', () => {
    const k = chapterRaycast(vec3(-5, 0), vec3(5, 0), capsule);
    expect(k.k2).toBe(0);
    expect(k.first?.part).toBe('cap at P');
    const hit = raycastCapsule(vec3(-5, 0), vec3(5, 0), capsule);
    expect(hit?.point).toEqual({ x: -1, y: 0, z: 0 });
    expect(hit?.t).toBe(0.4);
    doc.states('The library hits the cap at $(-1, 0)$, $t = 0.4$');
    doc.states('stops the ray, at $(-1, 0)$, $t = 0.4$');
  });

  it('3: caps first, from (3, 3) to (−1, −1): the ball at P at (0.71, 0.71), t ≈ 0.573, after the side at (1, 1), t = 0.5', () => {
    const cap = raycastSphere(vec3(3, 3), vec3(-1, -1), { center: vec3(0, 0), radius: 1 });
    // t = (3 − 1/√2)/4, the point (1/√2, 1/√2).
    expect(cap?.t).toBeCloseTo((3 - Math.SQRT1_2) / 4, 14);
    expect(cap?.t.toFixed(3)).toBe('0.573');
    expect(cap?.point.x.toFixed(2)).toBe('0.71');
    const hit = raycastCapsule(vec3(3, 3), vec3(-1, -1), capsule);
    expect(hit?.point).toEqual({ x: 1, y: 1, z: 0 });
    expect(hit?.t).toBe(0.5);
    doc.states(
      'the ray meets the ball at $P$ at $(0.71, 0.71)$, $t \\approx 0.573$ — but it entered the capsule earlier, through the side at $(1, 1)$, $t = 0.5$',
    );
  });
});

describe('Capsules: the edge-case table', () => {
  it('closest points', () => {
    const skew = closestPointsBetweenSegments(vec3(0, 0, 0), vec3(4, 0, 0), vec3(1, -1, 2), vec3(1, 3, 2));
    expect(skew).toEqual({ first: { x: 1, y: 0, z: 0 }, second: { x: 1, y: 0, z: 2 }, s: 0.25, t: 0.25, distance: 2 });
    expect(closestPointsBetweenSegments(vec3(0, 0, 0), vec3(9, 0, 0), vec3(7, -3, 0), vec3(9, 3, 0)).distance).toBe(0);
    const point = closestPointsBetweenSegments(vec3(0, 0, 0), vec3(0, 0, 0), vec3(1, -1, 2), vec3(1, 3, 2));
    expect([point.first, point.second, point.s, point.t]).toEqual([
      { x: 0, y: 0, z: 0 },
      { x: 1, y: 0, z: 2 },
      0,
      0.25,
    ]);
    doc.states('$C_1 = (1, 0, 0)$, $C_2 = (1, 0, 2)$, $s = t = 0.25$, distance $2$');
    doc.states('$C_1 = (0, 0, 0)$, $C_2 = (1, 0, 2)$, $s = 0$, $t = 0.25$');
  });

  it('overlaps, raycasts and errors', () => {
    const a = { start: vec3(-4, 0, 0), end: vec3(4, 0, 0), radius: 1 };
    const crossed = (radius: number) => ({ start: vec3(0, -4, 3), end: vec3(0, 4, 3), radius });
    expect(capsuleIntersectsCapsule(a, crossed(2))).toBe(true);
    expect(capsuleIntersectsCapsule(a, crossed(1.5))).toBe(false);
    expect(sphereIntersectsCapsule({ center: vec3(2, 3, 4), radius: 2 }, { ...capsule, radius: 3 })).toBe(true);
    expect(sphereIntersectsCapsule({ center: vec3(2, 3, 4), radius: 1.99 }, { ...capsule, radius: 3 })).toBe(false);
    const graze = raycastCapsule(vec3(-2, 1, 0), vec3(6, 1, 0), capsule);
    expect(graze).toEqual({ point: { x: 0, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 2, t: 0.25 });
    expect(raycastCapsule(vec3(1, 0.5, 0), vec3(5, 5, 0), capsule)).toBeNull();
    const ball = raycastCapsule(vec3(2, 5, 0), vec3(2, -5, 0), { start: vec3(2, 0, 0), end: vec3(2, 0, 0), radius: 1 });
    expect([ball?.point, ball?.t]).toEqual([{ x: 2, y: 1, z: 0 }, 0.4]);
    expect(() => raycastCapsule(vec3(2, 5, 0), vec3(2, -5, 0), { ...capsule, radius: -1 })).toThrow(
      new RangeError('raycastCapsule: capsule.radius must be >= 0, got -1'),
    );
    expect(() =>
      capsuleIntersectsCapsule(capsule, { start: vec3(0, 0, 0), end: { x: NaN, y: 0, z: 0 }, radius: 1 }),
    ).toThrow(new RangeError('capsuleIntersectsCapsule: b.end.x must be finite, got NaN'));
    doc.states('hits at $(0, 1, 0)$, $t = 0.25$, normal $(0, 1, 0)$');
    doc.states('the sphere: $(2, 1, 0)$, $t = 0.4$');
    doc.states('throws `RangeError: raycastCapsule: capsule.radius must be >= 0, got -1`');
    doc.states('throws `RangeError: capsuleIntersectsCapsule: b.end.x must be finite, got NaN`');
    doc.states('// true: the axes are 3 apart, and 1 + 2 = 3 touches');
    doc.states('// true: the centre is 5 from the axis, and 2 + 3 = 5');
  });
});
