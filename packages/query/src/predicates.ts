// The orientation of four points, with an exact sign: the one predicate the triangle
// queries decide with, so that their decisions are those of exact arithmetic on the
// input doubles. That is what makes meshes watertight (an edge shared by two triangles is
// judged the same way for both: exactly) and touching configurations that are exact in
// double precision count as touching.
//
// Shewchuk's filter (Adaptive Precision Floating-Point Arithmetic and Fast Robust
// Geometric Predicates, 1997): the determinant in doubles, and a bound on its rounding
// error from the same products; when the bound cannot certify the sign (a point within a
// few ulps of the plane, or products that overflow or sink into the subnormals), the sign
// is computed exactly with integers.

/** Shewchuk's o3derrboundA: (7 + 56ε)ε with ε = 2^-53. */
const ERR_BOUND = (7 + 56 * 2 ** -53) * 2 ** -53;

/** Below this the products may have lost bits to underflow, which the bound does not cover. */
const TINY = 2 ** -900;

/**
 * The double-precision determinant of the last orient3d call, whatever its sign's
 * source: a value to compute with (the triangle queries' `t`), not to decide with.
 */
export let lastDet = 0;

/**
 * A bound on `|lastDet - det|`, the rounding error of the last orient3d call's
 * double-precision determinant; Infinity where no bound holds (products that overflow or
 * sink into the subnormals). A caller dividing by determinants uses it to know whether
 * their doubles are accurate enough, and asks exactCrossingT when not.
 */
export let lastBound = 0;

/**
 * A number whose sign is exactly the sign of `det[a - d; b - d; c - d]` (the rows the
 * three vectors from `d`), i.e. of `(a - d)·((b - d) × (c - d))`: positive when `d` is
 * below the plane of `a, b, c` seen with `a, b, c` counterclockwise. It is the
 * double-precision determinant when its sign is certain, else -1, 0 or 1; the
 * double-precision determinant always goes to `lastDet`.
 *
 * Swapping two of `a, b, c` negates the result exactly (the products are the same, the
 * differences change sign): two triangles sharing an edge get the same number, or its
 * negation, for that edge.
 */
export function orient3d(
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
  dx: number,
  dy: number,
  dz: number,
): number {
  const adx = ax - dx;
  const ady = ay - dy;
  const adz = az - dz;
  const bdx = bx - dx;
  const bdy = by - dy;
  const bdz = bz - dz;
  const cdx = cx - dx;
  const cdy = cy - dy;
  const cdz = cz - dz;
  const bdxcdy = bdx * cdy;
  const cdxbdy = cdx * bdy;
  const cdxady = cdx * ady;
  const adxcdy = adx * cdy;
  const adxbdy = adx * bdy;
  const bdxady = bdx * ady;
  const det = adz * (bdxcdy - cdxbdy) + bdz * (cdxady - adxcdy) + cdz * (adxbdy - bdxady);
  lastDet = det;
  const permanent =
    (Math.abs(bdxcdy) + Math.abs(cdxbdy)) * Math.abs(adz) +
    (Math.abs(cdxady) + Math.abs(adxcdy)) * Math.abs(bdz) +
    (Math.abs(adxbdy) + Math.abs(bdxady)) * Math.abs(cdz);
  const bound = ERR_BOUND * permanent;
  lastBound = permanent > TINY ? bound : Infinity;
  // Overflow makes the bound Infinity and NaN fails both tests: both go the exact way.
  if ((det > bound || -det > bound) && permanent > TINY) return det;
  return exactOrient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz);
}

/** Scratch for reading a double's bits: nothing allocated per number. */
const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);
/** Which 32-bit word holds the sign and exponent (1 on little-endian machines). */
const HIGH = new Uint32Array(new Float64Array([1]).buffer)[1] === 0x3ff00000 ? 1 : 0;

/**
 * The doubles as integers at one common scale: every double is an integer times a power of
 * two, so each becomes its mantissa shifted by its exponent's excess over the smallest
 * exponent among them (null when every value is 0). Exact: geometry and ratios keep.
 */
function commonIntegers(values: readonly number[]): bigint[] | null {
  const mantissas: bigint[] = [];
  const exponents: number[] = [];
  let emin = Infinity;
  for (const value of values) {
    bits[0] = value;
    const hi = words[HIGH] as number;
    const lo = words[1 - HIGH] as number;
    const biased = (hi >>> 20) & 0x7ff;
    let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    if (biased !== 0) m |= 1n << 52n;
    const e = Math.max(biased, 1) - 1075;
    mantissas.push(hi >>> 31 === 1 ? -m : m);
    exponents.push(e);
    if (m !== 0n && e < emin) emin = e;
  }
  if (emin === Infinity) return null;
  return mantissas.map((m, i) => m << BigInt((exponents[i] as number) - emin));
}

/** `(a - d)·((b - d) × (c - d))` of integer points (x, y, z at offsets a, b, c, d of `v`). */
function integerDet(v: readonly bigint[], a: number, b: number, c: number, d: number): bigint {
  const at = (i: number): bigint => v[i] as bigint;
  const adx = at(a) - at(d);
  const ady = at(a + 1) - at(d + 1);
  const adz = at(a + 2) - at(d + 2);
  const bdx = at(b) - at(d);
  const bdy = at(b + 1) - at(d + 1);
  const bdz = at(b + 2) - at(d + 2);
  const cdx = at(c) - at(d);
  const cdy = at(c + 1) - at(d + 1);
  const cdz = at(c + 2) - at(d + 2);
  return adz * (bdx * cdy - cdx * bdy) + bdz * (cdx * ady - adx * cdy) + cdz * (adx * bdy - bdx * ady);
}

/**
 * The sign of orient3d's determinant, -1, 0 or 1, exactly: after one common scaling the
 * determinant is an integer polynomial, evaluated with BigInt. Rare (only where the filter
 * cannot certify the sign), so its allocations are not on any common path.
 */
function exactOrient3d(...values: number[]): number {
  const v = commonIntegers(values);
  if (!v) return 0; // every coordinate is 0
  const det = integerDet(v, 0, 3, 6, 9);
  return det > 0n ? 1 : det < 0n ? -1 : 0;
}

/** How many bits `n > 0` takes. */
function bitLength(n: bigint): number {
  return n.toString(2).length;
}

/**
 * Where the segment `A -> B` crosses the plane of `a, b, c`: `t = oA/(oA - oB)`, with `oA`
 * and `oB` orient3d's determinants of `A` and `B` computed exactly, then divided in
 * doubles (within a few ulps). For the triangles whose double-precision determinants are
 * too inaccurate to divide — slivers whose normal is rounding noise, grazing segments,
 * coordinates near 1e±300 — and only where `A` and `B` are strictly on opposite sides
 * (the caller's exact signs say so), so the ratio is in `(0, 1)`: never 0, however small
 * (`Number.MIN_VALUE` below the least double), since t = 0 means `A` on the plane.
 */
export function exactCrossingT(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): number {
  const v = commonIntegers([ax, ay, az, bx, by, bz, cx, cy, cz, Ax, Ay, Az, Bx, By, Bz]);
  if (!v) return 0;
  const oA = integerDet(v, 0, 3, 6, 9);
  const den = oA - integerDet(v, 0, 3, 6, 12);
  if (den === 0n) return 0;
  const sign = den < 0n ? -1n : 1n;
  const n = oA * sign; // > 0: A is off the plane, on the other side from B
  const d = den * sign;
  // Each to at most 64 bits by its own shift, the shifts' difference put back as a power
  // of two: the quotient keeps about 60 correct bits however small it is. (One shift for
  // both, as before, turned an oA far smaller than den — a triangle of area 1e-300 seen
  // from afar — into 0: a hit at t = 0 for an origin off the plane.)
  const sn = Math.max(0, bitLength(n) - 64);
  const sd = Math.max(0, bitLength(d) - 64);
  const t = scaleByPowerOfTwo(Number(n >> BigInt(sn)) / Number(d >> BigInt(sd)), sn - sd);
  // oA is not 0, so the origin is off the plane and t > 0 exactly: below the least double,
  // the least double, never 0 (t = 0 says the origin is on the triangle).
  return t > 0 ? t : Number.MIN_VALUE;
}

/** `x·2^k` for a quotient `x` near 1, in steps that neither overflow nor underflow early. */
function scaleByPowerOfTwo(x: number, k: number): number {
  let y = x;
  let e = k;
  while (e < -1000) {
    y *= 2 ** -1000;
    e += 1000;
  }
  return y * 2 ** e;
}
