// The contact of a point with a triangle, shared by sphereContactTriangle and the capsule
// contacts: where the triangle is nearest and which way out, with the face decided apart
// from Ericson's walk (issue 24: at coordinates near 1e5 the walk's nearest point of a
// center on the triangle is off by more than its rounding band, and its offset lay in
// the triangle's plane).
import { closestOnTriangleInto } from '../closest-point/triangle.ts';
import { length3, pow2Below, unitInto } from '../vec3.ts';

/**
 * Writes into `out[0…2]` the point `Q` of the closed triangle `a, b, c` nearest to `S`
 * and into `out[3…5]` the unit direction of the way out from it towards `S`, and returns
 * `|S - Q|`.
 *
 * Maths: with `n = (b - a) × (c - a)`, `S` projects into the face when the three edge
 * functions `((b - a) × (S - a))·n`, `((c - b) × (S - b))·n`, `((a - c) × (S - c))·n` are
 * `>= 0` (edges included); then `h = (S - a)·n/|n|`, `Q = S - h·n/|n|` and the direction is
 * `n/|n|` turned to `S`'s side (`+n` for `h = 0`: a center on the triangle pushes out along
 * its own normal). Otherwise `Q` is Ericson's nearest point on an edge or a vertex and the
 * direction `(S - Q)/|S - Q|`, except within 2^-40 of the largest coordinate of it (within
 * rounding of the triangle), where it is the normal turned to `S`'s side. A degenerate
 * triangle (`n = 0`) is its segment: with `S` on it, the direction is perpendicular to its
 * longest edge, `(-y, x, 0)` normalized (in the plane for 2D), or `x`.
 */
export function pointTriangleInto(
  out: Float64Array,
  Sx: number,
  Sy: number,
  Sz: number,
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
  // Relative to a, divided by one power of two: the edge functions are products of four
  // lengths, kept within [2^-4, 2^8] of 1 per length.
  let e1x = bx - ax;
  let e1y = by - ay;
  let e1z = bz - az;
  let e2x = cx - ax;
  let e2y = cy - ay;
  let e2z = cz - az;
  let wx = Sx - ax;
  let wy = Sy - ay;
  let wz = Sz - az;
  const m = Math.max(
    Math.abs(e1x),
    Math.abs(e1y),
    Math.abs(e1z),
    Math.abs(e2x),
    Math.abs(e2y),
    Math.abs(e2z),
    Math.abs(wx),
    Math.abs(wy),
    Math.abs(wz),
  );
  const k = m > 0 ? pow2Below(m) : 1;
  e1x /= k;
  e1y /= k;
  e1z /= k;
  e2x /= k;
  e2y /= k;
  e2z /= k;
  wx /= k;
  wy /= k;
  wz /= k;
  const nx = e1y * e2z - e1z * e2y;
  const ny = e1z * e2x - e1x * e2z;
  const nz = e1x * e2y - e1y * e2x;
  const N = unitN;
  const hasNormal = unitInto(N, 0, nx, ny, nz);
  // Where |n| is below 2^-40 of the longest edge squared, n is mostly rounding (its error is
  // a few ulps of that square), and so is which side of an edge S is: Ericson's walk.
  const ab2 = e1x * e1x + e1y * e1y + e1z * e1z;
  const ac2 = e2x * e2x + e2y * e2y + e2z * e2z;
  const bc2 = (e2x - e1x) ** 2 + (e2y - e1y) ** 2 + (e2z - e1z) ** 2;
  const longest2 = Math.max(ab2, ac2, bc2);
  const sliver = nx * nx + ny * ny + nz * nz <= 2 ** -80 * longest2 * longest2;
  const ux = N[0] as number;
  const uy = N[1] as number;
  const uz = N[2] as number;
  if (hasNormal && !sliver && inFace(wx, wy, wz, e1x, e1y, e1z, e2x, e2y, e2z, nx, ny, nz)) {
    const h = (wx * ux + wy * uy + wz * uz) * k;
    out[0] = Sx - h * ux + 0;
    out[1] = Sy - h * uy + 0;
    out[2] = Sz - h * uz + 0;
    const s = h < 0 ? -1 : 1;
    out[3] = s * ux + 0;
    out[4] = s * uy + 0;
    out[5] = s * uz + 0;
    return Math.abs(h);
  }
  closestOnTriangleInto(out, Sx, Sy, Sz, ax, ay, az, bx, by, bz, cx, cy, cz);
  const Dx = Sx - (out[0] as number);
  const Dy = Sy - (out[1] as number);
  const Dz = Sz - (out[2] as number);
  const size = Math.max(
    Math.abs(Sx),
    Math.abs(Sy),
    Math.abs(Sz),
    Math.abs(ax),
    Math.abs(ay),
    Math.abs(az),
    Math.abs(bx),
    Math.abs(by),
    Math.abs(bz),
    Math.abs(cx),
    Math.abs(cy),
    Math.abs(cz),
  );
  const dist = length3(Dx, Dy, Dz);
  if (dist > size * 2 ** -40 && unitInto(out, 3, Dx, Dy, Dz)) return dist;
  if (hasNormal && !sliver) {
    // Within rounding of the triangle: its own normal, towards S where it can tell (a
    // sliver's normal is rounding: square to its longest edge instead).
    const s = nx * Dx + ny * Dy + nz * Dz < 0 ? -1 : 1;
    out[3] = s * ux + 0;
    out[4] = s * uy + 0;
    out[5] = s * uz + 0;
  } else {
    // On a degenerate triangle (within rounding): square to its segment.
    perpendicularInto(out, e1x, e1y, e1z, e2x, e2y, e2z);
  }
  return dist;
}

const unitN = new Float64Array(3);

/** Whether `w` (from `a`) projects into the closed triangle `0, e1, e2` of normal `n`. */
function inFace(
  wx: number,
  wy: number,
  wz: number,
  e1x: number,
  e1y: number,
  e1z: number,
  e2x: number,
  e2y: number,
  e2z: number,
  nx: number,
  ny: number,
  nz: number,
): boolean {
  // ((b - a) × (S - a))·n
  if (nx * (e1y * wz - e1z * wy) + ny * (e1z * wx - e1x * wz) + nz * (e1x * wy - e1y * wx) < 0) return false;
  // ((c - b) × (S - b))·n
  const fx = e2x - e1x;
  const fy = e2y - e1y;
  const fz = e2z - e1z;
  const gx = wx - e1x;
  const gy = wy - e1y;
  const gz = wz - e1z;
  if (nx * (fy * gz - fz * gy) + ny * (fz * gx - fx * gz) + nz * (fx * gy - fy * gx) < 0) return false;
  // ((a - c) × (S - c))·n
  const px = wx - e2x;
  const py = wy - e2y;
  const pz = wz - e2z;
  return nx * (py * e2z - pz * e2y) + ny * (pz * e2x - px * e2z) + nz * (px * e2y - py * e2x) >= 0;
}

/**
 * Writes into `out[3…5]` a unit vector perpendicular to the longest of the collinear edges
 * `u = b - a`, `v = c - a`, `w = c - b` of a degenerate triangle: `(-y, x, 0)` normalized,
 * so that 2D scenes get a normal in their plane; `(1, 0, 0)` where that edge is along z or
 * the triangle is one point.
 */
function perpendicularInto(
  out: Float64Array,
  ux: number,
  uy: number,
  uz: number,
  vx: number,
  vy: number,
  vz: number,
): void {
  const lu = length3(ux, uy, uz);
  const lv = length3(vx, vy, vz);
  const lw = length3(vx - ux, vy - uy, vz - uz);
  const ex = lu >= lv && lu >= lw ? ux : lv >= lw ? vx : vx - ux;
  const ey = lu >= lv && lu >= lw ? uy : lv >= lw ? vy : vy - uy;
  if (!unitInto(out, 3, -ey, ex, 0)) {
    out[3] = 1;
    out[4] = 0;
    out[5] = 0;
  }
}
