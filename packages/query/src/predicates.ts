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
  // Overflow makes the bound Infinity and NaN fails both tests: both go the exact way.
  if ((det > bound || -det > bound) && permanent > TINY) return det;
  return exactOrient3d(ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz);
}

/** Scratch for reading a double's bits: nothing allocated per number. */
const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);
/** Which 32-bit word holds the sign and exponent (1 on little-endian machines). */
const HIGH = new Uint32Array(new Float64Array([1]).buffer)[1] === 0x3ff00000 ? 1 : 0;

const mantissas: bigint[] = [];
const exponents: number[] = [];

/**
 * The sign of orient3d's determinant, -1, 0 or 1, exactly: every double is an integer
 * times a power of two, so after one common scaling the determinant is an integer
 * polynomial, evaluated with BigInt. Rare (only where the filter cannot certify the sign),
 * so its allocations are not on any common path.
 */
function exactOrient3d(...values: number[]): number {
  let emin = Infinity;
  for (let i = 0; i < 12; i++) {
    bits[0] = values[i] as number;
    const hi = words[HIGH] as number;
    const lo = words[1 - HIGH] as number;
    const biased = (hi >>> 20) & 0x7ff;
    let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    if (biased !== 0) m |= 1n << 52n;
    mantissas[i] = hi >>> 31 === 1 ? -m : m;
    const e = Math.max(biased, 1) - 1075;
    exponents[i] = e;
    if (m !== 0n && e < emin) emin = e;
  }
  if (emin === Infinity) return 0; // every coordinate is 0
  const v: bigint[] = [];
  for (let i = 0; i < 12; i++) v.push((mantissas[i] as bigint) << BigInt((exponents[i] as number) - emin));
  const [ax, ay, az, bx, by, bz, cx, cy, cz, dx, dy, dz] = v as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const adx = ax - dx;
  const ady = ay - dy;
  const adz = az - dz;
  const bdx = bx - dx;
  const bdy = by - dy;
  const bdz = bz - dz;
  const cdx = cx - dx;
  const cdy = cy - dy;
  const cdz = cz - dz;
  const det = adz * (bdx * cdy - cdx * bdy) + bdz * (cdx * ady - adx * cdy) + cdz * (adx * bdy - bdx * ady);
  return det > 0n ? 1 : det < 0n ? -1 : 0;
}
