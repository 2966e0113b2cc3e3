// The closest points of a segment and a triangle: an internal kernel (v3's capsule casts,
// overlaps and contacts), not exported from index.ts. Scalar arguments, a caller-owned
// Float64Array for the answer: nothing is allocated.
import { triangleEntry } from '../raycast/triangle.ts';
import { length3 } from '../vec3.ts';
import { closestT, segmentsParameters } from './segments.ts';
import { closestOnTriangleInto } from './triangle.ts';

/**
 * Writes a closest pair of points of the closed segment `P -> Q` and the closed triangle
 * `a, b, c` into `out` and returns their distance `|X - Y|`:
 * `out[0…2]` = `X`, the segment's point, `out[3…5]` = `Y`, the triangle's point, and
 * `out[6]` = `s`, `X = P + s·(Q - P)` (`X = Q` exactly when `s = 1`). `out` needs 7 slots.
 *
 * Maths: a segment that meets the triangle (triangleEntry, exact signs) has distance 0 at
 * its first point on it. Otherwise the least distance between two disjoint convex sets is
 * attained at an end of the segment against the triangle, or at the segment against one of
 * the triangle's edges: where the segment's nearest point is inside it and the triangle's
 * inside its face, the segment is parallel to the face, and sliding along it reaches an
 * end or an edge at the same distance. So it is the least of two point–triangle
 * (closestOnTriangleInto) and three segment–segment (segmentsParameters) distances, ties to
 * the first of `P`, `Q`, `ab`, `bc`, `ca`. A degenerate triangle is its segment or point.
 */
export function closestSegmentTriangleInto(
  out: Float64Array,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
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
  const dx = Qx - Px;
  const dy = Qy - Py;
  const dz = Qz - Pz;
  const t = triangleEntry(Px, Py, Pz, Qx, Qy, Qz, ax, ay, az, bx, by, bz, cx, cy, cz);
  if (t >= 0) {
    // The segment crosses (or starts or ends on) the triangle: distance 0 there.
    const Xx = t === 1 ? Qx : Px + t * dx;
    const Xy = t === 1 ? Qy : Py + t * dy;
    const Xz = t === 1 ? Qz : Pz + t * dz;
    return write(out, Xx, Xy, Xz, Xx, Xy, Xz, t);
  }
  const T = scratch;
  closestOnTriangleInto(T, Px, Py, Pz, ax, ay, az, bx, by, bz, cx, cy, cz);
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  let Yx = T[0] as number;
  let Yy = T[1] as number;
  let Yz = T[2] as number;
  let Xx = Px;
  let Xy = Py;
  let Xz = Pz;
  let s = 0;
  let best = length3(Px - Yx, Py - Yy, Pz - Yz);
  if (best === 0) return write(out, Xx, Xy, Xz, Yx, Yy, Yz, s);
  closestOnTriangleInto(T, Qx, Qy, Qz, ax, ay, az, bx, by, bz, cx, cy, cz);
  let d = length3(Qx - (T[0] as number), Qy - (T[1] as number), Qz - (T[2] as number));
  if (d < best) {
    best = d;
    Xx = Qx;
    Xy = Qy;
    Xz = Qz;
    Yx = T[0] as number;
    Yy = T[1] as number;
    Yz = T[2] as number;
    s = 1;
  }
  // The three edges: p -> q of the triangle against the segment.
  for (let i = 0; i < 3; i++) {
    const px = i === 0 ? ax : i === 1 ? bx : cx;
    const py = i === 0 ? ay : i === 1 ? by : cy;
    const pz = i === 0 ? az : i === 1 ? bz : cz;
    const qx = i === 0 ? bx : i === 1 ? cx : ax;
    const qy = i === 0 ? by : i === 1 ? cy : ay;
    const qz = i === 0 ? bz : i === 1 ? cz : az;
    const se = segmentsParameters(Px, Py, Pz, Qx, Qy, Qz, px, py, pz, qx, qy, qz);
    const u = closestT;
    const x = se === 1 ? Qx : Px + se * dx;
    const y = se === 1 ? Qy : Py + se * dy;
    const z = se === 1 ? Qz : Pz + se * dz;
    const ex = u === 1 ? qx : px + u * (qx - px);
    const ey = u === 1 ? qy : py + u * (qy - py);
    const ez = u === 1 ? qz : pz + u * (qz - pz);
    d = length3(x - ex, y - ey, z - ez);
    if (d < best) {
      best = d;
      Xx = x;
      Xy = y;
      Xz = z;
      Yx = ex;
      Yy = ey;
      Yz = ez;
      s = se;
    }
  }
  return write(out, Xx, Xy, Xz, Yx, Yy, Yz, s);
}

function write(
  out: Float64Array,
  Xx: number,
  Xy: number,
  Xz: number,
  Yx: number,
  Yy: number,
  Yz: number,
  s: number,
): number {
  out[0] = Xx;
  out[1] = Xy;
  out[2] = Xz;
  out[3] = Yx;
  out[4] = Yy;
  out[5] = Yz;
  out[6] = s;
  return length3(Xx - Yx, Xy - Yy, Xz - Yz);
}

const scratch = new Float64Array(3);
