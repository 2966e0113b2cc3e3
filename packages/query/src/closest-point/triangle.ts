import type { Triangle, Vec3, Vec3Like } from '../types.ts';
import { checkTriangle, checkVec3 } from '../validate.ts';
import { clamp, pow2Below, SAFE_MAX, SAFE_MIN } from '../vec3.ts';

/**
 * The point of the closed triangle `a, b, c` (face, edges and vertices) nearest to
 * `point`.
 *
 * Maths (Ericson, Real-Time Collision Detection 5.1.5): with `ab = b - a`, `ac = c - a`
 * and the dot products `d1 = ab·(P - a)`, `d2 = ac·(P - a)`, `d3 = ab·(P - b)`,
 * `d4 = ac·(P - b)`, `d5 = ab·(P - c)`, `d6 = ac·(P - c)`, the Voronoi region of `P` is
 * found from their signs: a vertex (`d1, d2 <= 0` for `a`, ...), an edge (its
 * barycentric weight `vc = d1·d4 - d3·d2 <= 0`, ...), or the face, where
 * `Q = a + ab·vb/(va + vb + vc) + ac·vc/(va + vb + vc)`.
 *
 * @param point - `P`, the point to find the nearest point of the triangle to.
 * @param triangle - The triangle: its vertices `a`, `b`, `c`.
 * @returns The nearest point of the triangle, as a new vector.
 *
 * @formula Q = \operatorname*{arg\,min}_{X \in \triangle abc} \lvert X - P \rvert
 *
 * @example
 * ```ts
 * // Above the face of a right triangle in z = 0: the foot of the perpendicular.
 * closestPointOnTriangle(vec3(1, 1, 5), { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) });
 * // => { x: 1, y: 1, z: 0 }
 * // Beyond the hypotenuse x + y = 4: its nearest point, (2, 2, 0).
 * closestPointOnTriangle(vec3(3, 3, 0), { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) });
 * // => { x: 2, y: 2, z: 0 }
 * ```
 *
 * @remarks Edges. A point on the triangle: itself. Beyond a vertex: the vertex; beyond an
 * edge: the foot on that edge. A degenerate triangle (collinear vertices) is the segment
 * it spans, or its one point if all three coincide. Coordinates near 1e±100 are rescaled
 * by a power of two first.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value.
 */
export function closestPointOnTriangle(point: Vec3Like, triangle: Triangle): Vec3 {
  checkVec3('closestPointOnTriangle', 'point', point);
  checkTriangle('closestPointOnTriangle', 'triangle', triangle);
  const { a, b, c } = triangle;
  const Q = scratch;
  closestOnTriangleInto(Q, point.x, point.y, point.z, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  return { x: Q[0] as number, y: Q[1] as number, z: Q[2] as number };
}

const scratch = new Float64Array(3);

/**
 * Writes the point of the closed triangle `a, b, c` nearest to `P` into `out[0…2]`: the
 * kernel of closestPointOnTriangle, sphereIntersectsTriangle, sphereContactTriangle and
 * sphereCastTriangle. Works on `P - a`, `b - a`, `c - a`, rescaled by a power of two when
 * their fourth powers (the products `d1·d4`) would overflow or underflow.
 */
export function closestOnTriangleInto(
  out: Float64Array,
  Px: number,
  Py: number,
  Pz: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): void {
  let abx = bx - ax;
  let aby = by - ay;
  let abz = bz - az;
  let acx = cx - ax;
  let acy = cy - ay;
  let acz = cz - az;
  let apx = Px - ax;
  let apy = Py - ay;
  let apz = Pz - az;
  const m = Math.max(
    Math.abs(abx),
    Math.abs(aby),
    Math.abs(abz),
    Math.abs(acx),
    Math.abs(acy),
    Math.abs(acz),
    Math.abs(apx),
    Math.abs(apy),
    Math.abs(apz),
  );
  let k = 1;
  if (m > 0 && (m < 2 ** -200 || m > 2 ** 200)) {
    k = pow2Below(m);
    abx /= k;
    aby /= k;
    abz /= k;
    acx /= k;
    acy /= k;
    acz /= k;
    apx /= k;
    apy /= k;
    apz /= k;
  }
  const f = regionInto(apx, apy, apz, abx, aby, abz, acx, acy, acz);
  let v = f[0] as number;
  let w = f[1] as number;
  // A sliver (its height over its longest edge below 2^-10 of that edge): its cross product, and so the signs
  // the walk went by, are mostly rounding. Its nearest point is then the nearer of the
  // walk's and the nearest of its edges (both points of the triangle).
  const nx = aby * acz - abz * acy;
  const ny = abz * acx - abx * acz;
  const nz = abx * acy - aby * acx;
  const ab2 = abx * abx + aby * aby + abz * abz;
  const ac2 = acx * acx + acy * acy + acz * acz;
  const bc2 = dist2(acx - abx, acy - aby, acz - abz);
  const longest2 = Math.max(ab2, ac2, bc2);
  if (nx * nx + ny * ny + nz * nz <= 2 ** -20 * longest2 * longest2) {
    const bc = onEdgeBC;
    const dWalk = dist2(v * abx + w * acx - apx, v * aby + w * acy - apy, v * abz + w * acz - apz);
    nearestEdge(weights, apx, apy, apz, abx, aby, abz, acx, acy, acz);
    const ve = weights[0] as number;
    const we = weights[1] as number;
    const dEdge = dist2(ve * abx + we * acx - apx, ve * aby + we * acy - apy, ve * abz + we * acz - apz);
    if (dEdge < dWalk) {
      v = ve;
      w = we;
    } else {
      onEdgeBC = bc;
    }
  }
  // Vertices and the edge bc from their own coordinates, so that a vertex is returned
  // exactly (a + (b - a) need not round to b).
  if (v === 1 && w === 0) write(out, bx, by, bz);
  else if (v === 0 && w === 1) write(out, cx, cy, cz);
  else if (onEdgeBC) write(out, bx + w * (cx - bx), by + w * (cy - by), bz + w * (cz - bz));
  // a + v·ab + w·ac, the weights of b and c, with ab and ac back at scale.
  else write(out, ax + (v * abx + w * acx) * k, ay + (v * aby + w * acy) * k, az + (v * abz + w * acz) * k);
}

function write(out: Float64Array, x: number, y: number, z: number): void {
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  out[0] = x + 0;
  out[1] = y + 0;
  out[2] = z + 0;
}

/** Whether the last regionInto found the nearest point on the edge bc. */
let onEdgeBC = false;

/** The barycentric weights of b and c of the nearest point, from regionInto. */
const weights = new Float64Array(2);

/**
 * Ericson's Voronoi-region walk on `ap = P - a`, `ab`, `ac`: returns (in `weights`) the
 * weights `v`, `w` of `b` and `c` of the nearest point `a + v·ab + w·ac`. A degenerate
 * triangle (`ab × ac = 0`), or a face weight lost to rounding, is the nearest of its three
 * edges.
 */
function regionInto(
  apx: number,
  apy: number,
  apz: number,
  abx: number,
  aby: number,
  abz: number,
  acx: number,
  acy: number,
  acz: number,
): Float64Array {
  const W = weights;
  onEdgeBC = false;
  const d1 = abx * apx + aby * apy + abz * apz;
  const d2 = acx * apx + acy * apy + acz * apz;
  if (d1 <= 0 && d2 <= 0) return set(W, 0, 0); // vertex a
  const bpx = apx - abx;
  const bpy = apy - aby;
  const bpz = apz - abz;
  const d3 = abx * bpx + aby * bpy + abz * bpz;
  const d4 = acx * bpx + acy * bpy + acz * bpz;
  if (d3 >= 0 && d4 <= d3) return set(W, 1, 0); // vertex b
  const cpx = apx - acx;
  const cpy = apy - acy;
  const cpz = apz - acz;
  const d5 = abx * cpx + aby * cpy + abz * cpz;
  const d6 = acx * cpx + acy * cpy + acz * cpz;
  if (d6 >= 0 && d5 <= d6) return set(W, 0, 1); // vertex c
  const nx = aby * acz - abz * acy;
  const ny = abz * acx - abx * acz;
  const nz = abx * acy - aby * acx;
  if (nx === 0 && ny === 0 && nz === 0) return nearestEdge(W, apx, apy, apz, abx, aby, abz, acx, acy, acz);
  const vc = d1 * d4 - d3 * d2;
  if (vc <= 0 && d1 >= 0 && d3 <= 0) return set(W, ratio(d1, d1 - d3), 0); // edge ab
  const vb = d5 * d2 - d1 * d6;
  if (vb <= 0 && d2 >= 0 && d6 <= 0) return set(W, 0, ratio(d2, d2 - d6)); // edge ac
  const va = d3 * d6 - d5 * d4;
  if (va <= 0 && d4 - d3 >= 0 && d5 - d6 >= 0) {
    const s = ratio(d4 - d3, d4 - d3 + (d5 - d6)); // edge bc: b + s·(c - b)
    onEdgeBC = true;
    return set(W, 1 - s, s);
  }
  const sum = va + vb + vc;
  if (!(sum > 0)) return nearestEdge(W, apx, apy, apz, abx, aby, abz, acx, acy, acz);
  // The face. Its weights are >= 0 with a sum <= 1 in exact arithmetic; rounded (on a
  // sliver, mostly rounding) they are kept so, so that the point stays on the triangle.
  const v = Math.max(0, vb / sum);
  const w = Math.max(0, vc / sum);
  return v + w > 1 ? set(W, v / (v + w), w / (v + w)) : set(W, v, w);
}

function set(W: Float64Array, v: number, w: number): Float64Array {
  W[0] = v;
  W[1] = w;
  return W;
}

/** `num/den` in `[0, 1]` (0 for `den = 0`): a parameter along an edge. */
function ratio(num: number, den: number): number {
  return den > 0 ? clamp(num / den, 0, 1) : 0;
}

/**
 * The weights of the nearest point of the three edges ab, ac, bc to `P` (given as
 * `ap`): how a degenerate triangle is its segment, or its point.
 */
function nearestEdge(
  W: Float64Array,
  apx: number,
  apy: number,
  apz: number,
  abx: number,
  aby: number,
  abz: number,
  acx: number,
  acy: number,
  acz: number,
): Float64Array {
  onEdgeBC = false;
  // ab: a + s·ab.
  const sab = ratio(abx * apx + aby * apy + abz * apz, abx * abx + aby * aby + abz * abz);
  const dab = dist2(apx - sab * abx, apy - sab * aby, apz - sab * abz);
  // ac: a + s·ac.
  const sac = ratio(acx * apx + acy * apy + acz * apz, acx * acx + acy * acy + acz * acz);
  const dac = dist2(apx - sac * acx, apy - sac * acy, apz - sac * acz);
  // bc: b + s·(c - b), from b: P - b = ap - ab.
  const bcx = acx - abx;
  const bcy = acy - aby;
  const bcz = acz - abz;
  const bpx = apx - abx;
  const bpy = apy - aby;
  const bpz = apz - abz;
  const sbc = ratio(bcx * bpx + bcy * bpy + bcz * bpz, bcx * bcx + bcy * bcy + bcz * bcz);
  const dbc = dist2(bpx - sbc * bcx, bpy - sbc * bcy, bpz - sbc * bcz);
  if (dab <= dac && dab <= dbc) return set(W, sab, 0);
  if (dac <= dbc) return set(W, 0, sac);
  onEdgeBC = true;
  return set(W, 1 - sbc, sbc);
}

function dist2(x: number, y: number, z: number): number {
  return x * x + y * y + z * z;
}

/**
 * Whether `|(x, y, z)| <= r` (r >= 0), decided on squares without overflow or underflow:
 * exactly `(0, 0, 0)` is within any radius, and squares out of range are compared after
 * an exact power-of-two scaling.
 */
export function withinRadius(x: number, y: number, z: number, r: number): boolean {
  if (x === 0 && y === 0 && z === 0) return true;
  const d2 = x * x + y * y + z * z;
  const r2 = r * r;
  if (d2 > SAFE_MIN && d2 < SAFE_MAX && r2 < SAFE_MAX) return d2 <= r2;
  const k = pow2Below(Math.max(Math.abs(x), Math.abs(y), Math.abs(z), r));
  const sx = x / k;
  const sy = y / k;
  const sz = z / k;
  return sx * sx + sy * sy + sz * sz <= (r / k) * (r / k);
}
