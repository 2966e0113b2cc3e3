// Whether an axis-aligned box and a triangle overlap, for the scene (CONTRACT-v2, "Scene pairs
// with no function of their own"): internal, not exported from index.ts, and without argument
// checks, which the scene makes once when a shape is added.
import type { AABB, Vec3Like } from '../types.ts';
import { ON_SURFACE } from '../vec3.ts';

/**
 * Whether the closed box `box` and the closed triangle `a, b, c` share a point (touching
 * counts), by the separating axis theorem (Akenine-Möller 2001): a box and a triangle are
 * apart exactly when their projections are apart on one of 13 axes, the box's three, the
 * triangle's normal `n = f0 × f1` and the nine cross products `e_i × f_j` of the box's axes
 * with the triangle's edges `f0 = b - a, f1 = c - b, f2 = a - c`. With the vertices taken
 * about the box's center `m`, `v = a - m, ...`, and `h` its half sizes, an axis `L`
 * separates when all of `v_k · L` exceed `h · |L|` or all are below `-h · |L|` (the box's own
 * axes compare the triangle's coordinates with `min` and `max` directly, exactly).
 *
 * Every axis projects all three vertices, the normal's included (not `n · v0` alone): the
 * test is then sound for any axis, so a sliver triangle, whose computed normal leans by
 * rounding, is never separated by it from a box it meets; a degenerate triangle (a segment
 * or a point) has a zero normal and zero cross products along it, which separate nothing,
 * and is met where its segment or point is. At dyadic coordinates every step is exact:
 * a triangle lying on a face of the box, or touching it at an edge or a vertex, overlaps.
 */
export function aabbOverlapsTriangle(box: AABB, a: Vec3Like, b: Vec3Like, c: Vec3Like): boolean {
  const { min, max } = box;
  const hx = (max.x - min.x) / 2;
  const hy = (max.y - min.y) / 2;
  const hz = (max.z - min.z) / 2;
  const mx = (min.x + max.x) / 2;
  const my = (min.y + max.y) / 2;
  const mz = (min.z + max.z) / 2;
  const v0x = a.x - mx;
  const v0y = a.y - my;
  const v0z = a.z - mz;
  const v1x = b.x - mx;
  const v1y = b.y - my;
  const v1z = b.z - mz;
  const v2x = c.x - mx;
  const v2y = c.y - my;
  const v2z = c.z - mz;
  // The box's axes: the triangle's bounds against the box's, on the numbers as given (exact).
  if (Math.min(a.x, b.x, c.x) > max.x || Math.max(a.x, b.x, c.x) < min.x) return false;
  if (Math.min(a.y, b.y, c.y) > max.y || Math.max(a.y, b.y, c.y) < min.y) return false;
  if (Math.min(a.z, b.z, c.z) > max.z || Math.max(a.z, b.z, c.z) < min.z) return false;
  const f0x = v1x - v0x;
  const f0y = v1y - v0y;
  const f0z = v1z - v0z;
  const f1x = v2x - v1x;
  const f1y = v2y - v1y;
  const f1z = v2z - v1z;
  const f2x = v0x - v2x;
  const f2y = v0y - v2y;
  const f2z = v0z - v2z;
  // e_x × f = (0, -f.z, f.y), e_y × f = (f.z, 0, -f.x), e_z × f = (-f.y, f.x, 0).
  if (apartOn(0, -f0z, f0y, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  if (apartOn(0, -f1z, f1y, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  if (apartOn(0, -f2z, f2y, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  if (apartOn(f0z, 0, -f0x, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  if (apartOn(f1z, 0, -f1x, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  if (apartOn(f2z, 0, -f2x, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  if (apartOn(-f0y, f0x, 0, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  if (apartOn(-f1y, f1x, 0, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  if (apartOn(-f2y, f2x, 0, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz)) return false;
  // The triangle's normal.
  const nx = f0y * f1z - f0z * f1y;
  const ny = f0z * f1x - f0x * f1z;
  const nz = f0x * f1y - f0y * f1x;
  return !apartOn(nx, ny, nz, v0x, v0y, v0z, v1x, v1y, v1z, v2x, v2y, v2z, hx, hy, hz);
}

/**
 * Whether the projections `p0, p1, p2` all lie beyond `r` or all below `-r`, by more than
 * 2^-40 of their size: the center, the half sizes and the projections are rounded (not at
 * dyadic coordinates, where every step is exact), and a triangle that touches the box must
 * not be parted from it by an ulp.
 */
function apart(p0: number, p1: number, p2: number, r: number): boolean {
  const lo = Math.min(p0, p1, p2);
  const hi = Math.max(p0, p1, p2);
  const reach = r + ON_SURFACE * (r + Math.max(hi, -lo));
  return lo > reach || hi < -reach;
}

/** Whether the axis `L` separates the vertices `v0, v1, v2` from the box `[-h, h]`. */
function apartOn(
  Lx: number,
  Ly: number,
  Lz: number,
  v0x: number,
  v0y: number,
  v0z: number,
  v1x: number,
  v1y: number,
  v1z: number,
  v2x: number,
  v2y: number,
  v2z: number,
  hx: number,
  hy: number,
  hz: number,
): boolean {
  const r = hx * Math.abs(Lx) + hy * Math.abs(Ly) + hz * Math.abs(Lz);
  return apart(v0x * Lx + v0y * Ly + v0z * Lz, v1x * Lx + v1y * Ly + v1z * Lz, v2x * Lx + v2y * Ly + v2z * Lz, r);
}
