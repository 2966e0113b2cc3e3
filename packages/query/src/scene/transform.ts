// A scene's matrices: the affine map a shape or a mesh instance is carried by (three.js's
// Matrix4, column-major), read once into rows, with its inverse, so that a query can be
// carried into a mesh's own frame (where its tree is) and its answer back, and a shape's
// vertices carried into the world once, when the matrix is set.
//
// Layout of an affine map m (Float64Array(12), rows): m[0…2] the first row of the linear
// part L and m[3] the x of the translation; m[4…7] the second row; m[8…11] the third.
import { describe } from '../validate.ts';
import type { Vec3 } from '../types.ts';

/** Three.js's `Matrix4` or its `elements`: 16 numbers, column-major. */
export type Matrix4Like = ArrayLike<number> | { elements: ArrayLike<number> };

/** A shape's matrix as a scene keeps it. */
export interface Transform {
  /** The map, by rows (above). */
  readonly m: Float64Array;
  /** Its inverse, by rows. */
  readonly inv: Float64Array;
  /** The uniform scale `s` when `L = s·Q` (Q orthogonal, a similarity), else 0. */
  scale: number;
  /** The sign of det L: -1 where the map mirrors (a triangle's normal turns over). */
  sign: number;
  /** The largest |entry| of the matrix: |M| of the contract's accuracy. */
  size: number;
}

/** How far from a similarity (relative, on LᵀL) a matrix may be and still count as one. */
const SIMILAR = 1e-9;

/** A new identity transform. */
export function createTransform(): Transform {
  const m = new Float64Array(12);
  m[0] = m[5] = m[10] = 1;
  return { m, inv: m.slice(), scale: 1, sign: 1, size: 1 };
}

/**
 * Reads a Matrix4Like into `out` (checked: 16 finite numbers, the last row 0 0 0 1,
 * invertible), computing its inverse, scale and sign. Throws TypeError or RangeError
 * naming `fn`; `out` is untouched on a throw.
 */
export function setTransform(fn: string, out: Transform, matrix: unknown): Transform {
  const e = elementsOf(fn, matrix);
  if (e[3] !== 0 || e[7] !== 0 || e[11] !== 0 || e[15] !== 1) {
    throw new RangeError(
      `${fn}: matrix must be affine (its last row, elements 3, 7, 11 and 15, must be 0, 0, 0, 1), got ${describe(e[3])}, ${describe(e[7])}, ${describe(e[11])}, ${describe(e[15])}`,
    );
  }
  const a = e[0] as number;
  const b = e[4] as number;
  const c = e[8] as number;
  const d = e[1] as number;
  const f = e[5] as number;
  const g = e[9] as number;
  const h = e[2] as number;
  const i = e[6] as number;
  const j = e[10] as number;
  // Cofactors of L = [a b c; d f g; h i j].
  const A = f * j - g * i;
  const B = g * h - d * j;
  const C = d * i - f * h;
  const det = a * A + b * B + c * C;
  const c0 = Math.hypot(a, d, h);
  const c1 = Math.hypot(b, f, i);
  const c2 = Math.hypot(c, g, j);
  // Invertible, and not so nearly flat that its inverse is mostly rounding.
  if (!(Math.abs(det) > 1e-12 * c0 * c1 * c2) || !(det - det === 0)) {
    throw new RangeError(`${fn}: matrix must be invertible (its 3×3 part has determinant ${describe(det)})`);
  }
  const m = out.m;
  m[0] = a;
  m[1] = b;
  m[2] = c;
  m[3] = e[12] as number;
  m[4] = d;
  m[5] = f;
  m[6] = g;
  m[7] = e[13] as number;
  m[8] = h;
  m[9] = i;
  m[10] = j;
  m[11] = e[14] as number;
  const r = 1 / det;
  const inv = out.inv;
  inv[0] = A * r;
  inv[1] = (c * i - b * j) * r;
  inv[2] = (b * g - c * f) * r;
  inv[4] = B * r;
  inv[5] = (a * j - c * h) * r;
  inv[6] = (c * d - a * g) * r;
  inv[8] = C * r;
  inv[9] = (b * h - a * i) * r;
  inv[10] = (a * f - b * d) * r;
  for (let row = 0; row < 3; row++) {
    const o = 4 * row;
    inv[o + 3] = -((inv[o] as number) * m[3] + (inv[o + 1] as number) * m[7] + (inv[o + 2] as number) * m[11]);
  }
  out.sign = det < 0 ? -1 : 1;
  out.scale = similarityScale(a, b, c, d, f, g, h, i, j);
  let size = 0;
  for (let k = 0; k < 12; k++) size = Math.max(size, Math.abs(m[k] as number));
  out.size = size;
  return out;
}

/** The 16 numbers of a Matrix4Like, checked. */
function elementsOf(fn: string, matrix: unknown): ArrayLike<number> {
  let e: unknown = matrix;
  if (typeof matrix === 'object' && matrix !== null && !('length' in matrix) && 'elements' in matrix) {
    e = matrix.elements;
  }
  if (
    typeof e !== 'object' ||
    e === null ||
    !(Array.isArray(e) || (ArrayBuffer.isView(e) && !(e instanceof DataView)))
  ) {
    throw new TypeError(
      `${fn}: matrix must be 16 numbers, column-major (an array, a typed array or a three.js Matrix4 with elements), got ${describe(matrix)}`,
    );
  }
  const a = e as ArrayLike<unknown>;
  if (a.length !== 16) throw new RangeError(`${fn}: matrix must have 16 elements, got ${a.length}`);
  for (let k = 0; k < 16; k++) {
    const x = a[k];
    if (typeof x !== 'number') throw new TypeError(`${fn}: matrix element ${k} must be a number, got ${describe(x)}`);
    if (!(x - x === 0)) throw new RangeError(`${fn}: matrix element ${k} must be finite, got ${describe(x)}`);
  }
  return a as ArrayLike<number>;
}

/** `s` where the columns of L are orthogonal and all of length `s` (within SIMILAR), else 0. */
function similarityScale(
  a: number,
  b: number,
  c: number,
  d: number,
  f: number,
  g: number,
  h: number,
  i: number,
  j: number,
): number {
  const n0 = a * a + d * d + h * h;
  const n1 = b * b + f * f + i * i;
  const n2 = c * c + g * g + j * j;
  const s2 = (n0 + n1 + n2) / 3;
  const tol = SIMILAR * s2;
  if (Math.abs(n0 - s2) > tol || Math.abs(n1 - s2) > tol || Math.abs(n2 - s2) > tol) return 0;
  if (Math.abs(a * b + d * f + h * i) > tol || Math.abs(a * c + d * g + h * j) > tol) return 0;
  if (Math.abs(b * c + f * g + i * j) > tol) return 0;
  return Math.sqrt(s2);
}

/** Writes `m·(x, y, z, 1)` (a point carried by the map) into `out`. */
export function carryPoint(out: Vec3, m: Float64Array, x: number, y: number, z: number): Vec3 {
  const px = (m[0] as number) * x + (m[1] as number) * y + (m[2] as number) * z + (m[3] as number);
  const py = (m[4] as number) * x + (m[5] as number) * y + (m[6] as number) * z + (m[7] as number);
  const pz = (m[8] as number) * x + (m[9] as number) * y + (m[10] as number) * z + (m[11] as number);
  out.x = px;
  out.y = py;
  out.z = pz;
  return out;
}

/** Writes `L·(x, y, z)` (a vector carried by the map's linear part) into `out`. */
export function carryVector(out: Vec3, m: Float64Array, x: number, y: number, z: number): Vec3 {
  const px = (m[0] as number) * x + (m[1] as number) * y + (m[2] as number) * z;
  const py = (m[4] as number) * x + (m[5] as number) * y + (m[6] as number) * z;
  const pz = (m[8] as number) * x + (m[9] as number) * y + (m[10] as number) * z;
  out.x = px;
  out.y = py;
  out.z = pz;
  return out;
}

/**
 * Writes into `b[o…o+5]` the box (min, max) that holds the box `lo, hi` carried by `m`,
 * grown by the rounding of carrying it (a few ulps of the magnitudes summed). An empty box
 * (lo > hi) stays empty.
 */
export function carryBox(
  b: Float64Array,
  o: number,
  m: Float64Array,
  loX: number,
  loY: number,
  loZ: number,
  hiX: number,
  hiY: number,
  hiZ: number,
): void {
  if (!(loX <= hiX && loY <= hiY && loZ <= hiZ)) {
    b.fill(Infinity, o, o + 3);
    b.fill(-Infinity, o + 3, o + 6);
    return;
  }
  const cx = (loX + hiX) / 2;
  const cy = (loY + hiY) / 2;
  const cz = (loZ + hiZ) / 2;
  const ex = hiX - cx;
  const ey = hiY - cy;
  const ez = hiZ - cz;
  for (let row = 0; row < 3; row++) {
    const r = 4 * row;
    const l0 = m[r] as number;
    const l1 = m[r + 1] as number;
    const l2 = m[r + 2] as number;
    const t = m[r + 3] as number;
    const c = l0 * cx + l1 * cy + l2 * cz + t;
    const e = Math.abs(l0) * ex + Math.abs(l1) * ey + Math.abs(l2) * ez;
    const mag =
      Math.abs(t) +
      Math.abs(l0) * (Math.abs(cx) + ex) +
      Math.abs(l1) * (Math.abs(cy) + ey) +
      Math.abs(l2) * (Math.abs(cz) + ez);
    const g = e + 2 ** -48 * mag;
    b[o + row] = c - g;
    b[o + 3 + row] = c + g;
  }
}
