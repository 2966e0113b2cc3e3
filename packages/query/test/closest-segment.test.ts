// The segment–triangle and segment–box closest-point kernels (internal, shared by the
// capsule casts, overlaps and contacts) against brute force along the segment.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestSegmentAABBInto } from '../src/closest-point/segment-aabb.ts';
import { closestSegmentTriangleInto } from '../src/closest-point/segment-triangle.ts';
import type { Vec3 } from '../src/index.ts';
import { vec } from './support/arbitraries.ts';
import {
  boxPointDistance,
  segmentDistance,
  triangleDistance,
  type PointDistance,
} from './support/capsule-cast-oracle.ts';

const out = new Float64Array(7);

function expectPair(d: number, dist: PointDistance, P: Vec3, Q: Vec3, tol: number): void {
  const brute = segmentDistance(dist, P, Q).d;
  expect(Math.abs(d - brute)).toBeLessThanOrEqual(tol);
  // X is the segment's point at s, Y a point of the target at |X - Y| = d.
  const s = out[6] as number;
  expect(s).toBeGreaterThanOrEqual(0);
  expect(s).toBeLessThanOrEqual(1);
  const X = { x: out[0] as number, y: out[1] as number, z: out[2] as number };
  expect(
    Math.hypot(X.x - (P.x + s * (Q.x - P.x)), X.y - (P.y + s * (Q.y - P.y)), X.z - (P.z + s * (Q.z - P.z))),
  ).toBeLessThanOrEqual(tol);
  const Y = { x: out[3] as number, y: out[4] as number, z: out[5] as number };
  expect(dist(Y.x, Y.y, Y.z)).toBeLessThanOrEqual(tol);
  expect(Math.abs(Math.hypot(X.x - Y.x, X.y - Y.y, X.z - Y.z) - d)).toBeLessThanOrEqual(tol);
}

describe('closestSegmentTriangleInto', () => {
  it('hand-derived: above the face, crossing it, beside an edge, lying flat', () => {
    const f = (P: Vec3, Q: Vec3) =>
      closestSegmentTriangleInto(out, P.x, P.y, P.z, Q.x, Q.y, Q.z, 0, 0, 0, 4, 0, 0, 0, 4, 0);
    expect(f({ x: 1, y: 1, z: 2 }, { x: 1, y: 1, z: 5 })).toBe(2);
    expect(f({ x: 1, y: 1, z: -2 }, { x: 1, y: 1, z: 5 })).toBe(0);
    expect([...out]).toEqual([1, 1, 0, 1, 1, 0, 2 / 7]);
    expect(f({ x: -3, y: 1, z: 0 }, { x: -3, y: 2, z: 4 })).toBe(3);
    expect(f({ x: 1, y: 1, z: 1 }, { x: 2, y: 1, z: 1 })).toBe(1);
    expect(f({ x: 3, y: 3, z: 0 }, { x: 5, y: 5, z: 0 })).toBe(Math.hypot(1, 1));
  });
  it('equals brute force on random scenes', () => {
    fc.assert(
      fc.property(vec(4), vec(4), vec(4), vec(6), vec(6), (a, b, c, P, Q) => {
        const d = closestSegmentTriangleInto(
          out,
          P.x,
          P.y,
          P.z,
          Q.x,
          Q.y,
          Q.z,
          a.x,
          a.y,
          a.z,
          b.x,
          b.y,
          b.z,
          c.x,
          c.y,
          c.z,
        );
        expectPair(d, triangleDistance({ a, b, c }), P, Q, 1e-7);
      }),
      { numRuns: 300 },
    );
  });
});

describe('closestSegmentAABBInto', () => {
  it('hand-derived: beside a face, through the box, past an edge, flat box', () => {
    const f = (P: Vec3, Q: Vec3, z1 = 1) =>
      closestSegmentAABBInto(out, P.x, P.y, P.z, Q.x, Q.y, Q.z, 0, 0, 0, 1, 1, z1);
    expect(f({ x: -2, y: 0.5, z: 0.5 }, { x: -2, y: 3, z: 0.5 })).toBe(2);
    expect([out[3], out[4], out[5]]).toEqual([0, 0.5, 0.5]);
    expect(f({ x: -2, y: 0.5, z: 0.5 }, { x: 3, y: 0.5, z: 0.5 })).toBe(0);
    expect(f({ x: -1, y: 3, z: -1 }, { x: -1, y: -3, z: -1 })).toBe(Math.SQRT2);
    expect(f({ x: 2, y: 3, z: 0 }, { x: 3, y: 2, z: 0 }, 0)).toBeCloseTo(3 / Math.SQRT2, 14);
  });
  it('equals brute force on random scenes', () => {
    fc.assert(
      fc.property(vec(4), vec(3), vec(6), vec(6), (m, s, P, Q) => {
        const M = { x: m.x + Math.abs(s.x), y: m.y + Math.abs(s.y), z: m.z + Math.abs(s.z) };
        const d = closestSegmentAABBInto(out, P.x, P.y, P.z, Q.x, Q.y, Q.z, m.x, m.y, m.z, M.x, M.y, M.z);
        expectPair(d, boxPointDistance(m, M), P, Q, 1e-7);
      }),
      { numRuns: 300 },
    );
  });
});
