import { describe, expect, it } from 'vitest';
import { createRaycastHit, raycastAABB, raycastOBB, raycastOBBInto, vec3, type OBB, type Vec3 } from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('oriented-boxes');

/** The hit the chapter says there is. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a hit');
  return value;
}
// The chapter's running scene: the quaternion (0, 0, 1, 2) turns by θ with cos θ = 3/5, sin θ = 4/5.
const q = { x: 0, y: 0, z: 1, w: 2 };
const scene: OBB = { center: vec3(5, 3), halfSize: vec3(2, 1, 1), rotation: q };
const A = vec3(2, -1);
const B = vec3(8, 7);
// The box's axes for that turn: u = (cos θ, sin θ), v = (−sin θ, cos θ).
const u = vec3(0.6, 0.8);
const v = vec3(-0.8, 0.6);
const into = (p: Vec3) => vec3((p.x - 5) * u.x + (p.y - 3) * u.y, (p.x - 5) * v.x + (p.y - 3) * v.y);

describe('Raycast to an oriented box: the numbers the chapter states', () => {
  it('the quaternion (0, 0, 1, 2) turns by cos θ = 3/5, sin θ = 4/5, about 53.13°', () => {
    const n2 = q.z * q.z + q.w * q.w; // |q|² = 5
    expect(n2).toBe(5);
    expect((q.w * q.w - q.z * q.z) / n2).toBe(0.6);
    expect((2 * q.w * q.z) / n2).toBe(0.8);
    expect(((Math.atan2(0.8, 0.6) * 180) / Math.PI).toFixed(2)).toBe('53.13');
    doc.states('turned by the angle $\\theta \\approx 53.13°$ whose cosine is $3/5$ and sine $4/5$');
    doc.states('$(0, 0, 1, 2)$, which is not unit length ($|q|^2 = 5$), gives $\\cos\\theta = (2^2 - 1^2)/5 = 3/5$');
  });

  it('the starting scene: D = (3.8, 1.4), t = 0.3, distance 3, n = (−0.6, −0.8)', () => {
    const hit = must(raycastOBB(A, B, scene));
    // A' = (−5, 0), B' = (5, 0): the x' slab is entered at (−2 + 5)/10 = 0.3; D = c − 2u.
    expect(hit.t).toBeCloseTo(0.3, 14);
    expect(hit.distance).toBeCloseTo(3, 13);
    expect(hit.point.x).toBeCloseTo(5 - 2 * 0.6, 13);
    expect(hit.point.y).toBeCloseTo(3 - 2 * 0.8, 13);
    expect(hit.normal.x).toBeCloseTo(-0.6, 14);
    expect(hit.normal.y).toBeCloseTo(-0.8, 14);
    doc.states('enters its short end at $D = (3.8, 1.4)$: $t = 0.3$, distance $3$, and the normal $n = (-0.6, -0.8)$');
    doc.states('$D = (5, 3) + (-2)(0.6, 0.8) = (3.8, 1.4)$ and $n = -u = (-0.6, -0.8)$');
    const out = createRaycastHit();
    expect(raycastOBBInto(A, B, scene, out)).toBe(true);
    expect(out).toEqual(hit);
  });

  it("steps 1, 3 and 4: A' = (−5, 0), B' = (5, 0), t near 0.3 and far 0.7 along x'", () => {
    for (const [p, x] of [
      [A, -5],
      [B, 5],
    ] as const) {
      expect(into(p).x).toBeCloseTo(x, 14);
      expect(into(p).y).toBeCloseTo(0, 14);
    }
    doc.states("$A - c = (-3, -4)$, so $A' = (-3 \\cdot 0.6 - 4 \\cdot 0.8,\\ 3 \\cdot 0.8 - 4 \\cdot 0.6) = (-5, 0)$");
    doc.states("From the start, $A' = (-5, 0)$ and $B' = (5, 0)$");
    // Step 1's point p = (3, 6): p − c = (−2, 3).
    const p1 = into(vec3(3, 6));
    expect(p1.x).toBeCloseTo(1.2, 14);
    expect(p1.y).toBeCloseTo(3.4, 14);
    expect(raycastOBB(vec3(3, 6), vec3(3, 6.5), scene)).toBeNull(); // outside: |3.4| > 1
    doc.states("$p' = (-2 \\cdot 0.6 + 3 \\cdot 0.8,\\ 2 \\cdot 0.8 + 3 \\cdot 0.6) = (1.2, 3.4)$");
    // The same answer from the AABB [−h, h] in the box's frame.
    const inFrame = raycastAABB(into(A), into(B), { min: vec3(-2, -1, -1), max: vec3(2, 1, 1) });
    expect(inFrame?.point.x).toBe(-2);
    expect(inFrame?.point.y).toBeCloseTo(0, 14);
    expect(inFrame?.normal.x).toBe(-1);
    expect(inFrame?.t).toBeCloseTo(0.3, 14);
    expect((2 + 5) / 10).toBe(0.7);
    doc.states('$t^\\text{near} = (-2 - (-5))/10 = 0.3$ and $t^\\text{far} = (2 + 5)/10 = 0.7$');
  });

  it("pitfall 1: n' = (−1, 0) is not the normal (−0.6, −0.8)", () => {
    const hit = must(raycastOBB(A, B, scene));
    const nPrime = vec3(hit.normal.x * u.x + hit.normal.y * u.y, hit.normal.x * v.x + hit.normal.y * v.y);
    expect(nPrime.x).toBeCloseTo(-1, 14);
    expect(nPrime.y).toBeCloseTo(0, 14);
    doc.states("From the start, $n' = (-1, 0)$");
    // The angle between n' drawn in the world and the library's normal.
    const off = (Math.acos(nPrime.x * hit.normal.x + nPrime.y * hit.normal.y) * 180) / Math.PI;
    expect(Math.round(off)).toBe(53);
    doc.states('points along $-x$ instead, $53°$ off');
  });

  it('pitfall 2: turning by q instead of q⁻¹ enters the mirrored box at t = 0.25, (3, 4), instead of 0.4375, (4.5, 4)', () => {
    const hA = vec3(1, 4);
    const hB = vec3(9, 4);
    const hit = must(raycastOBB(hA, hB, scene));
    // The horizontal y = 4 meets the box's lower-left face, x' = −2... by hand: t = 7/16.
    expect(hit.t).toBeCloseTo(7 / 16, 14);
    expect(hit.point.x).toBeCloseTo(4.5, 13);
    // The mirror box (turned by −θ) is the AABB [−h, h] in the frame turned the wrong way.
    const wrongInto = (p: Vec3) => vec3(0.6 * (p.x - 5) - 0.8 * (p.y - 3), 0.8 * (p.x - 5) + 0.6 * (p.y - 3));
    const wrong = must(raycastAABB(wrongInto(hA), wrongInto(hB), { min: vec3(-2, -1), max: vec3(2, 1) }));
    expect(wrong.t).toBeCloseTo(0.25, 14);
    expect(1 + wrong.t * 8).toBeCloseTo(3, 13);
    expect((hit.t - wrong.t) * 8).toBeCloseTo(1.5, 13);
    doc.states('$t = 0.4375$, at $(4.5, 4)$, and the mirrored one at $t = 0.25$, at $(3, 4)$ — a contact $1.5$ units');
  });

  it('pitfall 3: c + q n′ = (4.4, 2.2), about 4.92 long', () => {
    const n = must(raycastOBB(A, B, scene)).normal;
    expect(n.x + 5).toBeCloseTo(4.4, 14);
    expect(n.y + 3).toBeCloseTo(2.2, 14);
    expect(Math.hypot(4.4, 2.2).toFixed(2)).toBe('4.92');
    doc.states("Here $c + q\\,n' = (4.4, 2.2)$, of length about $4.92$");
  });

  it('pitfall 4: a quarter turn from Math.cos(π/2) moves the face; the exact quaternion does not', () => {
    const cos = Math.cos(Math.PI / 2);
    expect(cos).not.toBe(0);
    expect(cos.toExponential(1)).toBe('6.1e-17');
    const into90 = (p: Vec3) => vec3(cos * p.x + p.y, -p.x + cos * p.y);
    const a = into90(vec3(1, -5));
    const b = into90(vec3(1, 5));
    expect(String(a.y)).toBe('-1.0000000000000002');
    expect(String(b.y)).toBe('-0.9999999999999997');
    doc.states("from $y' = -1.0000000000000002$ to $y' = -0.9999999999999997$");
    const fromAngle = must(raycastAABB(a, b, { min: vec3(-2, -1), max: vec3(2, 1) }));
    expect(fromAngle.t).toBe(0.4);
    doc.states('entering at $t = 0.4$, the point $(1, -1)$');
    // Exact: the face x = 1 is first touched at the corner y = −2, 3 of 10 along.
    const hit = raycastOBB(vec3(1, -5), vec3(1, 5), {
      center: vec3(0, 0),
      halfSize: vec3(2, 1, 1),
      rotation: { x: 0, y: 0, z: 1, w: 1 },
    });
    expect(hit && [hit.point.x, hit.point.y, hit.t]).toEqual([1, -2, 0.3]);
    doc.states('$t = 0.3$, at the corner $(1, -2)$');
  });

  it('every row of the edge-case table, by hand', () => {
    const box: OBB = { center: vec3(0, 0), halfSize: vec3(2, 1, 1), rotation: { x: 0, y: 0, z: 1, w: 1 } };
    const row = (a: Vec3, b: Vec3, o: OBB = box) => {
      const hit = raycastOBB(a, b, o);
      return hit && [hit.point.x, hit.point.y, hit.normal.x, hit.normal.y, hit.t];
    };
    // Upright, the box covers x ∈ [−1, 1], y ∈ [−2, 2]; its own x axis is the world's y.
    expect(row(vec3(0, 0), vec3(5, 0))).toBeNull();
    expect(row(vec3(-1, 0), vec3(3, 0))).toEqual([-1, 0, -1, 0, 0]);
    expect(row(vec3(-1, 0), vec3(-4, 0))).toBeNull();
    expect(row(vec3(1, -5), vec3(1, 5))).toEqual([1, -2, 0, -1, 0.3]);
    // Through the corner (−1, −2) halfway: both faces entered at once, the box's own x (world −y face) wins.
    expect(row(vec3(-3, -4), vec3(1, 0))).toEqual([-1, -2, 0, -1, 0.5]);
    // Touching the corner from outside: only the box's own y slab (world x) is entered there.
    expect(row(vec3(-2, -1), vec3(0, -3))).toEqual([-1, -2, -1, 0, 0.5]);
    expect(row(vec3(-5, 1), vec3(5, 1), { ...box, rotation: { x: 0, y: 0, z: 3, w: 3 } })).toEqual([-1, 1, -1, 0, 0.4]);
    expect(row(vec3(-3, 0), vec3(3, 0), { ...box, halfSize: vec3(2, 0, 1) })).toEqual([0, 0, -1, 0, 0.5]);
    expect(row(vec3(-1, 0), vec3(-1, 0))).toBeNull();
    expect(() => raycastOBB(vec3(0, 0), vec3(1, 0), { ...box, rotation: { x: 0, y: 0, z: 0, w: 0 } })).toThrow(
      new RangeError('raycastOBB: obb.rotation must not be the zero quaternion'),
    );
    for (const text of [
      '| start on a face, heading in            | ${(-1,0) \\to (3,0)}$          | point $(-1,0)$, normal $(-1,0)$, $t = 0$',
      '| sliding along a face from outside      | ${(1,-5) \\to (1,5)}$          | point $(1,-2)$, normal $(0,-1)$, $t = 0.3$',
      "| entering through a corner              | ${(-3,-4) \\to (1,0)}$         | point $(-1,-2)$, normal $(0,-1)$ (the box's own $x$ wins), $t = 0.5$",
      '| touching a corner from outside         | ${(-2,-1) \\to (0,-3)}$        | point $(-1,-2)$, normal $(-1,0)$, $t = 0.5$',
      '| $q = (0, 0, 3, 3)$, the same turn      | ${(-5,1) \\to (5,1)}$          | point $(-1,1)$, normal $(-1,0)$, $t = 0.4$',
      '| flat box, half sizes $(2, 0, 1)$       | ${(-3,0) \\to (3,0)}$          | point $(0,0)$, normal $(-1,0)$, $t = 0.5$',
      'throws `RangeError: raycastOBB: obb.rotation must not be the zero quaternion`',
    ]) {
      doc.states(text);
    }
  });

  it('three.js rotations that are not quaternions get messages that say how to make one', () => {
    const box = { center: vec3(0, 0), halfSize: vec3(2, 1, 1) };
    expect(() =>
      raycastOBB(vec3(-5, 0), vec3(5, 0), {
        ...box,
        rotation: { elements: [1, 0, 0, 0, 1, 0, 0, 0, 1] },
      } as unknown as OBB),
    ).toThrow(
      /^raycastOBB: obb\.rotation must be a quaternion \{x, y, z, w\}, got a 3×3 matrix \(a three\.js OBB\): pass new Quaternion\(\)/,
    );
    expect(() =>
      raycastOBB(vec3(-5, 0), vec3(5, 0), {
        ...box,
        rotation: { x: 0, y: 0, z: 0.5, order: 'XYZ', isEuler: true },
      } as unknown as OBB),
    ).toThrow(/got Euler angles: pass mesh\.quaternion/);
  });
});
