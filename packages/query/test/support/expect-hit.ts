import { expect } from 'vitest';
import type { RaycastHit, Vec3 } from '../../src/index.ts';

type Triple = [number, number, number];
export interface Expected {
  point: Triple;
  normal: Triple;
  distance: number;
  t: number;
}

function near(actual: number, expected: number, tol: number, what: string): void {
  expect(Math.abs(actual - expected), `${what}: ${actual}, expected ${expected}`).toBeLessThanOrEqual(tol);
}

/** The vector equals (x, y, z) to within `tol` on each component. */
export function expectVec(v: Vec3, [x, y, z]: Triple, tol = 0, what = 'vector'): void {
  near(v.x, x, tol, `${what}.x`);
  near(v.y, y, tol, `${what}.y`);
  near(v.z, z, tol, `${what}.z`);
}

/**
 * A hit at the expected point, normal, distance and t. `tol` bounds the error of
 * positions and distances, `tol / length` that of t, `normalTol` that of the normal
 * (1e-12 by default); `tol = 0` asks for the exact values.
 */
export function expectHit(
  hit: RaycastHit | null,
  e: Expected,
  tol = 0,
  length = 1,
  normalTol = tol === 0 ? 0 : 1e-12,
): asserts hit is RaycastHit {
  expect(hit, 'expected a hit').not.toBeNull();
  const h = hit as RaycastHit;
  expectVec(h.point, e.point, tol, 'point');
  expectVec(h.normal, e.normal, normalTol, 'normal');
  near(h.distance, e.distance, tol, 'distance');
  near(h.t, e.t, tol / length, 't');
}
