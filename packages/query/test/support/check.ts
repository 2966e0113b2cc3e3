// The contract's invariants for any hit, and agreement with the oracle's verdict.
import { expect } from 'vitest';
import type { RaycastHit, Vec3Like } from '../../src/index.ts';
import { lowestBefore, toleranceOf, type Phi, type Segment, type Verdict } from './oracle.ts';

const len = (v: Vec3Like) => Math.hypot(v.x, v.y, v.z);

/** Every number in the result is finite (no NaN, no Infinity) and none is -0, which prints as -0. */
export function expectAllFinite(value: unknown): void {
  const walk = (v: unknown, path: string): void => {
    if (typeof v === 'number') expect(Number.isFinite(v), `${path} = ${v}`).toBe(true);
    if (typeof v === 'number') expect(Object.is(v, -0), `${path} is -0`).toBe(false);
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(value, 'result');
}

/**
 * The invariants of a hit on the shape φ: 0 <= t <= 1; point = origin + t·(end - origin);
 * the point on the surface; distance = t·|end - origin|; |normal| = 1; and no contact at a
 * smaller t (φ never goes below -tol before t). `tol` is the contract's 1e-9·S.
 */
export function expectValidHit(hit: RaycastHit, seg: Segment, phi: Phi, tol: number): void {
  expectAllFinite(hit);
  const { A, B } = seg;
  const L = len({ x: B.x - A.x, y: B.y - A.y, z: B.z - A.z });
  expect(hit.t).toBeGreaterThanOrEqual(0);
  expect(hit.t).toBeLessThanOrEqual(1);
  const onSegment = {
    x: A.x + hit.t * (B.x - A.x),
    y: A.y + hit.t * (B.y - A.y),
    z: A.z + hit.t * (B.z - A.z),
  };
  expect(
    len({
      x: hit.point.x - onSegment.x,
      y: hit.point.y - onSegment.y,
      z: hit.point.z - onSegment.z,
    }),
  ).toBeLessThanOrEqual(tol);
  expect(Math.abs(phi(hit.point.x, hit.point.y, hit.point.z))).toBeLessThanOrEqual(tol);
  expect(Math.abs(hit.distance - hit.t * L)).toBeLessThanOrEqual(1e-12 * hit.t * L);
  expect(Math.abs(len(hit.normal) - 1)).toBeLessThanOrEqual(1e-12);
  expect(lowestBefore(phi, seg, hit.t)).toBeGreaterThanOrEqual(-tol);
}

/**
 * The hit (or null) agrees with the oracle: null where the origin is clearly inside or the
 * segment clearly misses; a hit where it clearly enters, at the oracle's t to within the
 * contract's accuracy (1e-9·S in position, widened by 1/slope where the segment only
 * grazes the surface and the contact is ill-conditioned). Anything goes within tolerance.
 */
export function expectAgreesWith(hit: RaycastHit | null, verdict: Verdict, seg: Segment, S: number): void {
  if (verdict.kind === 'inside' || verdict.kind === 'miss') {
    expect(hit, `oracle: ${verdict.kind}`).toBeNull();
  } else if (verdict.kind === 'hit') {
    expect(hit, `oracle: hit at t = ${verdict.t}`).not.toBeNull();
    const { A, B } = seg;
    const L = len({ x: B.x - A.x, y: B.y - A.y, z: B.z - A.z });
    const allowed = toleranceOf(S) / Math.min(1, verdict.slope);
    expect(Math.abs(hit!.t - verdict.t) * L).toBeLessThanOrEqual(allowed);
  }
}
