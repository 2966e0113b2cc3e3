import { describe, expect, it } from 'vitest';
import { createRaycastHit, raycastPlane, raycastPlaneInto, vec3, type Plane, type Vec3 } from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('raycast-plane');
const A = vec3(0, 1);
const B = vec3(8, 5);
const plane: Plane = { normal: vec3(3, 4), constant: -20 };

/** The chapter's tutorial version, line for line (the test below holds the chapter to it). */
function tutorialRaycastPlane(A: Vec3, B: Vec3, plane: Plane) {
  const AB = { x: B.x - A.x, y: B.y - A.y, z: B.z - A.z };
  const n = plane.normal;
  const denom = n.x * AB.x + n.y * AB.y + n.z * AB.z;
  if (denom > 1e-6) {
    const t = -(n.x * A.x + n.y * A.y + n.z * A.z + plane.constant) / denom;
    if (t >= 0 && t <= 1) return { t, point: { x: A.x + t * AB.x, y: A.y + t * AB.y, z: A.z + t * AB.z }, normal: n };
  }
  return null;
}

describe('Raycast to a plane: the numbers the chapter states', () => {
  it('the starting scene: c = −20, D = (3.2, 2.6), t = 0.4, N = (−0.6, −0.8)', () => {
    // c = −n·P₀ = −(3·4 + 4·2) = −20.
    expect(-(3 * 4 + 4 * 2)).toBe(plane.constant);
    const hit = raycastPlane(A, B, plane);
    expect(hit?.t).toBeCloseTo(0.4, 15);
    expect(hit?.point.x).toBeCloseTo(3.2, 14);
    expect(hit?.point.y).toBeCloseTo(2.6, 14);
    expect(hit?.normal).toEqual({ x: -0.6, y: -0.8, z: 0 });
    // 0.4·√80 = 3.5777…
    expect(hit?.distance).toBeCloseTo(0.4 * Math.sqrt(80), 14);
    doc.states('so $c = -(3 \\cdot 4 + 4 \\cdot 2) = -20$: it is the plane $3x + 4y - 20 = 0$');
    doc.states(
      'segment crosses it at $D = (3.2, 2.6)$ after $t = 0.4$ of its move, and the reported normal is $N = (-0.6, -0.8)$',
    );
    doc.states('// point: (3.2, 2.6, 0), normal: (-0.6, -0.8, 0), distance: 3.58…, t: 0.4');
  });

  it('the derivation: dA = −16, dB = 24, |n| = 5, distances −3.2 and 4.8, n·AB = 40, t = 16/40', () => {
    const dA = 3 * A.x + 4 * A.y - 20;
    const dB = 3 * B.x + 4 * B.y - 20;
    const nAB = 3 * (B.x - A.x) + 4 * (B.y - A.y);
    expect([dA, dB, Math.hypot(3, 4), dA / 5, dB / 5, nAB, dB - dA]).toEqual([-16, 24, 5, -3.2, 4.8, 40, 40]);
    expect(raycastPlane(A, B, plane)?.t).toBeCloseTo(-dA / nAB, 15);
    expect(-dA / nAB).toBe(0.4);
    // The intuition's count: 3.2 of 3.2 + 4.8 = 8 units of change.
    expect(3.2 / (3.2 + 4.8)).toBeCloseTo(0.4, 15);
    doc.states('the distance reaches zero after $3.2$ of those $3.2 + 4.8 = 8$ units of change: $t = 0.4$');
    doc.states('$d_A = 3 \\cdot 0 + 4 \\cdot 1 - 20 = -16$ and $d_B = 3 \\cdot 8 + 4 \\cdot 5 - 20 = 24$');
    doc.states('divided by $|n| = 5$, $A$ is $3.2$ below the plane (against $n$) and $B$ is $4.8$ above it');
    doc.states('$n \\cdot \\overrightarrow{AB} = 3 \\cdot 8 + 4 \\cdot 4 = 40$ and $t = 16 / 40 = 0.4$');
    doc.states(
      '$D = (0, 1) + 0.4 \\cdot (8, 4) = (3.2, 2.6)$ and the distance is $0.4 \\cdot \\sqrt{80} \\approx 3.58$',
    );
    doc.states('$N = -(3, 4)/5 = (-0.6, -0.8)$');
  });

  it('the similar triangles: D splits AB as |dA| to |dB| (2 to 3)', () => {
    const hit = raycastPlane(A, B, plane);
    const D = hit?.point ?? vec3(NaN, NaN);
    const AD = Math.hypot(D.x - A.x, D.y - A.y);
    const DB = Math.hypot(B.x - D.x, B.y - D.y);
    expect(AD / DB).toBeCloseTo(16 / 24, 14);
  });

  it('the axis-aligned wall is n = (1, 0, 0), c = −x₀: the same t as raycastAxisPlane’s AF/Δx', () => {
    // The previous chapter's scene: A = (1, 2), B = (9, 8), x₀ = 7: t = 6/8.
    const hit = raycastPlane(vec3(1, 2), vec3(9, 8), { normal: vec3(1, 0), constant: -7 });
    expect(hit?.t).toBe(0.75);
    expect(hit?.point).toEqual({ x: 7, y: 6.5, z: 0 });
    doc.states('$n = (1, 0, 0)$ and $c = -x_0$ turn this into $t = (x_0 - A_x)/(B_x - A_x)$');
  });

  it('the 3D figure: x + 2y + z − 3 at A = 3 and at B = −2.5, a hit', () => {
    const n = vec3(1, 2, 1);
    const P3 = vec3(-1, 3, 1);
    const Q3 = vec3(2, -0.5, -0.5);
    expect(n.x * P3.x + n.y * P3.y + n.z * P3.z - 3).toBe(3);
    expect(n.x * Q3.x + n.y * Q3.y + n.z * Q3.z - 3).toBe(-2.5);
    const hit = raycastPlane(P3, Q3, { normal: n, constant: -3 });
    expect(hit?.t).toBeCloseTo(3 / 5.5, 15);
    doc.states(
      '($n \\cdot A + c = -1 + 6 + 1 - 3 = 3$), $B = (2, -0.5, -0.5)$ on the other ($2 - 1 - 0.5 - 3 = -2.5$)',
    );
  });

  it('Try it: the unit normal, the turned-round plane and a z for B change nothing but z', () => {
    const hit = raycastPlane(A, B, plane);
    const unit = raycastPlane(A, B, { normal: vec3(0.6, 0.8), constant: -4 });
    expect(unit?.t).toBeCloseTo(0.4, 15);
    expect(unit?.normal).toEqual(hit?.normal);
    expect(raycastPlane(A, B, { normal: vec3(-3, -4), constant: 20 })).toEqual(hit);
    expect(raycastPlane(A, vec3(4, -2), plane)).toBeNull();
    const up = raycastPlane(A, vec3(8, 5, 3), plane);
    expect(up?.t).toBeCloseTo(0.4, 15);
    expect(up?.point.z).toBeCloseTo(1.2, 14);
    doc.states('`normal: vec3(0.6, 0.8), constant: -4`');
    doc.states('`normal: vec3(-3, -4), constant: 20`');
    doc.states('the hit keeps $t = 0.4$; its point gets $z = 1.2$');
  });

  it('the tutorial version: its code is the chapter’s, and it agrees in the starting scene', () => {
    doc.states('if (denom > 1e-6) {');
    doc.states(
      'if (t >= 0 && t <= 1) return { t, point: { x: A.x + t * AB.x, y: A.y + t * AB.y, z: A.z + t * AB.z }, normal: n };',
    );
    doc.states('const t = -(n.x * A.x + n.y * A.y + n.z * A.z + plane.constant) / denom;');
    const mine = tutorialRaycastPlane(A, B, plane);
    expect(mine?.t).toBe(raycastPlane(A, B, plane)?.t);
  });

  it('pitfall 1: reversed, the tutorial misses; the library hits at t = 0.6 with N = (0.6, 0.8)', () => {
    expect(tutorialRaycastPlane(B, A, plane)).toBeNull();
    const hit = raycastPlane(B, A, plane);
    expect(hit?.t).toBeCloseTo(0.6, 15);
    expect(hit?.normal).toEqual({ x: 0.6, y: 0.8, z: 0 });
    doc.states('($n \\cdot \\overrightarrow{AB} = 40$), and does not see the same segment reversed ($-40$)');
    doc.states('the reversed segment hits at $t = 0.6$');
    doc.states('with $N = (0.6, 0.8)$');
  });

  it('pitfall 2: the tutorial’s normal·AB = 40, the library’s −8', () => {
    const AB = vec3(8, 4);
    const dot = (u: Vec3, v: Vec3) => u.x * v.x + u.y * v.y + u.z * v.z;
    const mine = tutorialRaycastPlane(A, B, plane);
    const hit = raycastPlane(A, B, plane);
    expect(mine && dot(vec3(mine.normal.x, mine.normal.y, mine.normal.z), AB)).toBe(40);
    expect(hit && dot(hit.normal, AB)).toBeCloseTo(-8, 14);
    doc.states(
      "Here the tutorial's normal gives $\\text{normal} \\cdot \\overrightarrow{AB} = 40$ and the library's $-8$",
    );
  });

  it('pitfall 3: a 0.0001 fall through y = 0 hits with a unit normal, and is "parallel" with |n| = 0.001', () => {
    const P3 = vec3(0, 0.00005);
    const Q3 = vec3(0, -0.00005);
    expect(tutorialRaycastPlane(P3, Q3, { normal: vec3(0, -1), constant: 0 })).not.toBeNull();
    expect(tutorialRaycastPlane(P3, Q3, { normal: vec3(0, -0.001), constant: 0 })).toBeNull();
    const hit = raycastPlane(P3, Q3, { normal: vec3(0, -0.001), constant: 0 });
    expect(hit?.t).toBe(0.5);
    expect(hit?.normal).toEqual({ x: 0, y: 1, z: 0 });
    doc.states('now $n \\cdot \\overrightarrow{AB} = 10^{-7}$, "parallel", and the pebble falls through');
  });

  it('pitfall 4: in the plane, t = 0/0 = NaN, accepted by !(t < 0 || t > 1); the library null', () => {
    const P4 = vec3(0, 5);
    const Q4 = vec3(4, 2);
    expect(3 * P4.x + 4 * P4.y - 20).toBe(0);
    expect(3 * Q4.x + 4 * Q4.y - 20).toBe(0);
    const t = -(3 * P4.x + 4 * P4.y - 20) / (3 * (Q4.x - P4.x) + 4 * (Q4.y - P4.y));
    expect(t).toBeNaN();
    expect(t >= 0 && t <= 1).toBe(false);
    expect(!(t < 0 || t > 1)).toBe(true);
    expect(raycastPlane(P4, Q4, plane)).toBeNull();
  });

  it('the switch cell starts reversed: the tutorial sees nothing, the library a hit', () => {
    expect(tutorialRaycastPlane(vec3(8, 5), vec3(0, 1), plane)).toBeNull();
    expect(raycastPlane(vec3(8, 5), vec3(0, 1), plane)).not.toBeNull();
  });
});

describe('Raycast to a plane: the edge-case table', () => {
  const row = (P1: Vec3, P2: Vec3, p: Plane = plane) => raycastPlane(P1, P2, p);

  it('crossings both ways, and the plane written as −n, −c', () => {
    const back = row(B, A);
    expect(back?.point.x).toBeCloseTo(3.2, 14);
    expect(back?.point.y).toBeCloseTo(2.6, 14);
    expect(back?.normal).toEqual({ x: 0.6, y: 0.8, z: 0 });
    // 0.6·√80 = 5.366…
    expect(back?.distance).toBeCloseTo(0.6 * Math.sqrt(80), 14);
    expect(row(A, B, { normal: vec3(-3, -4), constant: 20 })).toEqual(row(A, B));
    doc.states(
      '| crossing, against $n$ | ${(8,5) \\to (0,1)}$ | point $(3.2, 2.6)$, normal $(0.6, 0.8)$, distance $5.37$, $t = 0.6$ |',
    );
    doc.states(
      '| crossing, along $n$ | ${(0,1) \\to (8,5)}$ | point $(3.2, 2.6)$, normal $(-0.6, -0.8)$, distance $3.58$, $t = 0.4$ |',
    );
  });

  it('start on the plane either way is t = 0 with the normal against the motion; end on it is t = 1', () => {
    expect(row(vec3(4, 2), vec3(8, 5))).toEqual({ point: vec3(4, 2), normal: vec3(-0.6, -0.8), distance: 0, t: 0 });
    expect(row(vec3(4, 2), vec3(0, 1))).toEqual({ point: vec3(4, 2), normal: vec3(0.6, 0.8), distance: 0, t: 0 });
    const end = row(A, vec3(4, 2));
    expect(end?.t).toBe(1);
    expect(end?.point).toEqual(vec3(4, 2));
    // |(4, 1)| = √17 = 4.123…
    expect(end?.distance).toBeCloseTo(Math.sqrt(17), 14);
    doc.states(
      '| end on the plane | ${(0,1) \\to (4,2)}$ | point $(4, 2)$, normal $(-0.6, -0.8)$, distance $4.12$, $t = 1$ |',
    );
    doc.states(
      '| start on the plane, the other way | ${(4,2) \\to (0,1)}$ | point $(4, 2)$, normal $(0.6, 0.8)$, distance $0$, $t = 0$ |',
    );
  });

  it('away, short, parallel off and in the plane, zero length: null', () => {
    expect(row(vec3(8, 5), vec3(12, 9))).toBeNull();
    expect(row(A, vec3(1, 2))).toBeNull();
    expect(row(A, vec3(4, -2))).toBeNull(); // n·AB = 12 − 12 = 0
    expect(row(vec3(0, 5), vec3(4, 2))).toBeNull();
    expect(row(vec3(4, 2), vec3(4, 2))).toBeNull();
  });

  it('2x − 8 = 0 is x = 4: t = 0.5 at (4, 3); a zero normal throws', () => {
    const hit = row(A, B, { normal: vec3(2, 0), constant: -8 });
    expect(hit?.t).toBe(0.5);
    expect(hit?.point).toEqual(vec3(4, 3));
    expect(hit?.normal).toEqual(vec3(-1, 0));
    expect(hit?.distance).toBeCloseTo(Math.sqrt(20), 14); // 4.472…
    expect(() => row(A, B, { normal: vec3(0, 0), constant: -20 })).toThrow(
      new RangeError('raycastPlane: plane.normal must not be the zero vector'),
    );
    doc.states('point $(4, 3)$, normal $(-1, 0)$, distance $4.47$, $t = 0.5$');
    doc.states('throws `RangeError: raycastPlane: plane.normal must not be the zero vector`');
  });

  it('a start within 2^-40·S of the plane is on it; from there a direction within 2^-40 of the plane is parallel', () => {
    // The floor y = 0, S = 1 (the start's x): a start 2^-45 above it, heading down steeply,
    // hits at t = 0, not at its own crossing 2^-45 further on; heading along it with a slope of
    // 2^-46, null.
    const floor: Plane = { normal: vec3(0, 1), constant: 0 };
    expect(raycastPlane(vec3(1, 2 ** -45), vec3(2, -1), floor)?.t).toBe(0);
    expect(raycastPlane(vec3(1, 2 ** -45), vec3(2, 2 ** -45 - 2 ** -46), floor)).toBeNull();
    // A start 2^-30 above it is off the plane: the crossing is a little way along.
    expect(raycastPlane(vec3(1, 2 ** -30), vec3(2, -1), floor)?.t).toBeGreaterThan(0);
    doc.states('within $2^{-40}\\,S$ of it');
    doc.states('a direction within $2^{-40}$ of the plane counts as running along it: `null`');
  });

  it('the Into form fills a reused hit with the same numbers and leaves it alone on a miss', () => {
    const out = createRaycastHit();
    expect(raycastPlaneInto(A, B, plane, out)).toBe(true);
    expect(out).toEqual(raycastPlane(A, B, plane));
    const before = structuredClone(out);
    expect(raycastPlaneInto(vec3(8, 5), vec3(12, 9), plane, out)).toBe(false);
    expect(out).toEqual(before);
    doc.states('`raycastPlaneInto(origin, end, plane, out)`');
  });
});
