// An independent rotation for the oriented-box oracles: the 3×3 matrix of a quaternion,
// built by the textbook formula (Shoemake 1985) from q/|q|, never through src/quat.ts.
// For the 24 quarter-turn rotations of the cube, given as quaternions with components
// 0 and ±1, every entry is exactly 0 or ±1, so the matrix is a signed permutation and
// rotating dyadic coordinates by it is exact.
import fc from 'fast-check';
import type { AABB, QuatLike, Vec3, Vec3Like } from '../../src/index.ts';
import { boxDistance, type Phi } from './oracle.ts';

/** Rows of a 3×3 matrix. */
export type Matrix = [[number, number, number], [number, number, number], [number, number, number]];

/** The rotation matrix of q/|q|: R = I + 2/|q|²·(w [u]× + [u]×²) written out entry by entry. */
export function matrixOf(q: QuatLike): Matrix {
  const { x, y, z, w } = q;
  const s = 2 / (x * x + y * y + z * z + w * w);
  return [
    [1 - s * (y * y + z * z), s * (x * y - z * w), s * (x * z + y * w)],
    [s * (x * y + z * w), 1 - s * (x * x + z * z), s * (y * z - x * w)],
    [s * (x * z - y * w), s * (y * z + x * w), 1 - s * (x * x + y * y)],
  ];
}

/** M·v. */
export function apply(M: Matrix, v: Vec3Like): Vec3 {
  return {
    x: M[0][0] * v.x + M[0][1] * v.y + M[0][2] * v.z,
    y: M[1][0] * v.x + M[1][1] * v.y + M[1][2] * v.z,
    z: M[2][0] * v.x + M[2][1] * v.y + M[2][2] * v.z,
  };
}

/** Mᵀ·v, the inverse rotation. */
export function applyT(M: Matrix, v: Vec3Like): Vec3 {
  return {
    x: M[0][0] * v.x + M[1][0] * v.y + M[2][0] * v.z,
    y: M[0][1] * v.x + M[1][1] * v.y + M[2][1] * v.z,
    z: M[0][2] * v.x + M[1][2] * v.y + M[2][2] * v.z,
  };
}

export const add = (a: Vec3Like, b: Vec3Like): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const sub = (a: Vec3Like, b: Vec3Like): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
export const scaled = (a: Vec3Like, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
export const norm = (a: Vec3Like): number => Math.hypot(a.x, a.y, a.z);

/**
 * The 24 rotations of the cube, each as a quaternion with components 0 and ±1 (|q|² = 1,
 * 2 or 4; |q|² = 3 would not be a quarter turn). Both q and −q of each are listed.
 */
export const CUBE_ROTATIONS: QuatLike[] = (() => {
  const out: QuatLike[] = [];
  const v = [-1, 0, 1];
  for (const x of v)
    for (const y of v)
      for (const z of v)
        for (const w of v) {
          const n = x * x + y * y + z * z + w * w;
          if (n === 1 || n === 2 || n === 4) out.push({ x, y, z, w });
        }
  return out;
})();

/** Any non-zero quaternion, often far from unit length (the library must normalize it). */
export function anyQuat(): fc.Arbitrary<QuatLike> {
  const c = fc.double({ min: -1, max: 1, noNaN: true });
  return fc
    .record({
      q: fc.oneof(
        { weight: 3, arbitrary: fc.record({ x: c, y: c, z: c, w: c }) },
        { weight: 1, arbitrary: fc.constantFrom(...CUBE_ROTATIONS) },
      ),
      k: fc.constantFrom(1, 1, 1e-3, 7, 1e5, 2 ** -30),
    })
    .filter(({ q }) => Math.hypot(q.x, q.y, q.z, q.w) > 1e-3)
    .map(({ q, k }) => ({ x: q.x * k, y: q.y * k, z: q.z * k, w: q.w * k }));
}

/** An oriented box in the world: `box` (given in its own frame) turned by M about the origin. */
export interface Oriented {
  center: Vec3;
  halfSize: Vec3;
  rotation: QuatLike;
}

/** The OBB whose own frame holds `box`: center M·(min+max)/2, half size (max−min)/2. */
export function orient(box: AABB, rotation: QuatLike, M: Matrix, offset: Vec3Like): Oriented {
  const mid = scaled(add(box.min, box.max), 0.5);
  return {
    center: add(apply(M, mid), offset),
    halfSize: scaled(sub(box.max, box.min), 0.5),
    rotation,
  };
}

/** Signed distance to the closed OBB, through the matrix. */
export function obbDistance(obb: Oriented, M: Matrix): Phi {
  const h = obb.halfSize;
  const phi = boxDistance({ x: -h.x, y: -h.y, z: -h.z }, h);
  return (x, y, z) => {
    const p = applyT(M, sub({ x, y, z }, obb.center));
    return phi(p.x, p.y, p.z);
  };
}

/**
 * The contract's signed distance for contacts with a closed box: Euclidean outside; inside
 * (or on the surface), minus the distance to the nearest face among the axes on which the
 * box has a thickness (a flat box is its rectangle within its plane), 0 for a point box.
 */
export function contactDistance(min: Vec3Like, max: Vec3Like): Phi {
  const outside = boxDistance(min, max);
  return (x, y, z) => {
    const p = { x, y, z };
    const inBox = (['x', 'y', 'z'] as const).every((k) => min[k] <= p[k] && p[k] <= max[k]);
    if (!inBox) return outside(x, y, z);
    let d = Infinity;
    for (const k of ['x', 'y', 'z'] as const) {
      if (min[k] < max[k]) d = Math.min(d, p[k] - min[k], max[k] - p[k]);
    }
    return d === Infinity ? 0 : -d;
  };
}
