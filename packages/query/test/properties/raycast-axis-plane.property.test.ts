// raycastAxisPlane on 10,000+ scenes. Whether a segment crosses the plane p[axis] = value
// is decided exactly by comparing coordinates (no arithmetic), and every hit must lie on
// the plane, on the segment, with the normal against the motion.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raycastAxisPlane, type Axis } from '../../src/index.ts';
import { coord, scale, vec } from '../support/arbitraries.ts';
import { expectAllFinite } from '../support/check.ts';
import { scaleOf, toleranceOf } from '../support/oracle.ts';

const scene = fc
  .record({
    A: vec(6),
    B: vec(6),
    axis: fc.constantFrom<Axis>('x', 'y', 'z'),
    valueKind: fc.constantFrom('free', 'origin', 'end', 'between'),
    free: coord(6),
    f: fc.double({ min: 0, max: 1, noNaN: true }),
    parallel: fc.boolean(),
    k: scale,
  })
  .map(({ A, B, axis, valueKind, free, f, parallel, k }) => {
    const end = parallel ? { ...B, [axis]: A[axis] } : B;
    const value =
      valueKind === 'origin'
        ? A[axis]
        : valueKind === 'end'
          ? end[axis]
          : valueKind === 'between'
            ? A[axis] + f * (end[axis] - A[axis])
            : free;
    const s = (v: typeof A) => ({ x: v.x * k, y: v.y * k, z: v.z * k });
    return { A: s(A), B: s(end), axis, value: value * k };
  });

describe('raycastAxisPlane, property-based', () => {
  it('hits exactly when the segment reaches the plane, and every hit is on plane and segment (10,000 scenes)', () => {
    fc.assert(
      fc.property(scene, ({ A, B, axis, value }) => {
        const hit = raycastAxisPlane(A, B, axis, value);
        const a = A[axis];
        const b = B[axis];
        const crosses = a !== b && ((a <= value && value <= b) || (b <= value && value <= a));
        expect(hit !== null).toBe(crosses);
        if (!hit) return;
        expectAllFinite(hit);
        const S = scaleOf(A, B, value);
        const L = Math.hypot(B.x - A.x, B.y - A.y, B.z - A.z);
        expect(hit.point[axis] === value).toBe(true); // numerically: the library returns 0 for -0
        for (const k of ['x', 'y', 'z'] as const) {
          expect(Math.abs(hit.point[k] - (A[k] + hit.t * (B[k] - A[k])))).toBeLessThanOrEqual(toleranceOf(S));
        }
        expect(hit.t).toBeGreaterThanOrEqual(0);
        expect(hit.t).toBeLessThanOrEqual(1);
        if (a === value) expect(hit.t).toBe(0);
        if (b === value) expect(hit.t).toBe(1);
        expect(Math.abs(hit.distance - hit.t * L)).toBeLessThanOrEqual(1e-12 * hit.t * L);
        expect(hit.normal).toEqual({ x: 0, y: 0, z: 0, [axis]: b > a ? -1 : 1 });
      }),
      { numRuns: 10_000 },
    );
  });
});
