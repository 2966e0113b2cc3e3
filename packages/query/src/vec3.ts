// Vector maths shared by the queries. The queries work on scalar components, so that
// a call allocates nothing but the objects it returns; these helpers keep to that, and
// write into vectors they are given rather than return new ones.
import type { Vec3 } from './types.ts';
import { checkNumber } from './validate.ts';

/**
 * A plain vector `(x, y, z)`; `z` defaults to 0 for 2D use.
 *
 * Maths: the point or direction `(x, y, z)`, `(x, y, 0)` in the plane z = 0.
 *
 * @param x - The x coordinate.
 * @param y - The y coordinate.
 * @param z - The z coordinate; 0 when omitted, for 2D.
 * @returns A new vector.
 *
 * @formula v = (x,\ y,\ z),\quad z = 0 \text{ when omitted}
 *
 * @example
 * ```ts
 * vec3(3, 4);
 * // => { x: 3, y: 4, z: 0 }
 * ```
 *
 * @remarks Edges. Any finite numbers, -0 and subnormals included, are kept as given.
 * @throws TypeError if a component is missing or not a number; RangeError if one is
 *   `NaN` or `±Infinity`.
 */
export function vec3(x: number, y: number, z: number = 0): Vec3 {
  checkNumber('vec3', 'x', x);
  checkNumber('vec3', 'y', y);
  checkNumber('vec3', 'z', z);
  return { x, y, z };
}

/**
 * Bounds for a sum of squares such as |AB|²: between them it neither overflows nor sinks
 * into the subnormal range, nor does the product of two such sums, so the plain formulas
 * keep full precision. Outside them the queries rescale by a power of two first.
 */
export const SAFE_MIN = 2 ** -400;
export const SAFE_MAX = 2 ** 400;

/**
 * The largest power of two not above `m` (finite, >= 0; 2^-1022 for 0 and below). Dividing
 * by it is exact and brings `m` into [1, 2): how the queries handle inputs near 1e±100.
 */
export function pow2Below(m: number): number {
  return 2 ** Math.max(-1022, Math.min(1023, Math.floor(Math.log2(m))));
}

/** `|(x, y, z)|`, without overflow or underflow of the squares. */
export function length3(x: number, y: number, z: number): number {
  // Small enough for V8 to inline (see sphereEntry); the rare rescaling is out of line.
  const s = x * x + y * y + z * z;
  return s > SAFE_MIN && s < SAFE_MAX ? Math.sqrt(s) : scaledLength3(x, y, z);
}

function scaledLength3(x: number, y: number, z: number): number {
  const k = pow2Below(Math.max(Math.abs(x), Math.abs(y), Math.abs(z)));
  x /= k;
  y /= k;
  z /= k;
  return Math.sqrt(x * x + y * y + z * z) * k;
}

/**
 * Writes `(x, y, z) / |(x, y, z)|` into `out[at…at+2]` and returns true, or returns false
 * for the zero vector and leaves `out` as it was: raw doubles in a typed array, so that
 * nothing is allocated.
 */
export function unitInto(out: Float64Array, at: number, x: number, y: number, z: number): boolean {
  // Small enough for V8 to inline (see sphereEntry); the rare rescaling is out of line.
  const s = x * x + y * y + z * z;
  if (!(s > SAFE_MIN && s < SAFE_MAX)) return scaledUnitInto(out, at, x, y, z);
  const len = Math.sqrt(s);
  // `+ 0` turns -0 into 0, so that printed normals read (0, 1, 0), not (-0, 1, 0).
  out[at] = x / len + 0;
  out[at + 1] = y / len + 0;
  out[at + 2] = z / len + 0;
  return true;
}

function scaledUnitInto(out: Float64Array, at: number, x: number, y: number, z: number): boolean {
  // Divide by the scaled length, not the true one: a length near the underflow limit
  // has too few bits left to divide by.
  const k = pow2Below(Math.max(Math.abs(x), Math.abs(y), Math.abs(z)));
  x /= k;
  y /= k;
  z /= k;
  const s = x * x + y * y + z * z;
  if (s === 0) return false;
  const len = Math.sqrt(s);
  out[at] = x / len + 0;
  out[at + 1] = y / len + 0;
  out[at + 2] = z / len + 0;
  return true;
}

/** `v` clamped into `[lo, hi]`; `v` itself when already inside. */
export function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

/**
 * Writes `(x, y, z) / |(x, y, z)|` into `out` and returns `|(x, y, z)|`, without overflow
 * or underflow; returns 0 and leaves `out` as it was for the zero vector. The contacts'
 * normal and distance in one pass (BOX's part of v2).
 */
export function unitVec3Into(out: Vec3, x: number, y: number, z: number): number {
  let s = x * x + y * y + z * z;
  let k = 1;
  if (!(s > SAFE_MIN && s < SAFE_MAX)) {
    // Divide by the scaled length, as scaledUnitInto does: a length near the underflow
    // limit has too few bits left to divide by.
    k = pow2Below(Math.max(Math.abs(x), Math.abs(y), Math.abs(z)));
    x /= k;
    y /= k;
    z /= k;
    s = x * x + y * y + z * z;
    if (s === 0) return 0;
  }
  const len = Math.sqrt(s);
  out.x = x / len + 0;
  out.y = y / len + 0;
  out.z = z / len + 0;
  return len * k;
}

/**
 * The one band, shared by every cast, within which a start counts as ON a surface: a
 * distance to it of at most `ON_SURFACE·S`, S the scene's scale (its largest input
 * magnitude). A hit's center or point is a rounded `A + t·AB`, a few ulps of S off the
 * surface, either side: a cast restarted there must be judged touching (a hit at `t = 0`
 * moving in, `null` moving out or along), not strictly inside (a miss, and the caller
 * passes into the shape) nor just outside (a hit an ulp later). 2^-40 is 2^13 times that
 * rounding and far inside the contract's 1e-9·S, within which a hit/miss decision may
 * differ from the exact one. The same fraction bounds "along the surface": a motion `AB`
 * with `|AB·n| <= ON_SURFACE·|AB|·|n|` against the outward normal `n` is tangential.
 */
export const ON_SURFACE = 2 ** -40;

/**
 * Whether a motion `AB` from a point on a surface heads into it, given `ABn = AB·n`
 * (`n` the outward normal there, any length) and `size = |AB|·|n|`: `AB·n` below
 * `-ON_SURFACE·|AB|·|n|`, so that a motion along the surface, rounded either way, is not
 * heading in. Exact where `AB·n` is: an exact 0 is never heading in.
 */
export function headsIn(ABn: number, size: number): boolean {
  return ABn < -ON_SURFACE * size;
}

/** The largest of `|x|`, `|y|`, `|z|`: a vector's part of a scene's scale S. */
export function maxAbs3(x: number, y: number, z: number): number {
  return Math.max(Math.abs(x), Math.abs(y), Math.abs(z));
}
