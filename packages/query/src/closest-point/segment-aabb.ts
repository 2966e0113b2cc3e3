// The closest points of a segment and an axis-aligned box: an internal kernel (v3's capsule
// casts, overlaps and contacts), not exported from index.ts. Scalar arguments, a
// caller-owned Float64Array for the answer: nothing is allocated.
import { boxEntry } from '../raycast/aabb.ts';
import { clamp, length3 } from '../vec3.ts';
import { closestT, segmentsParameters } from './segments.ts';

/**
 * Writes a closest pair of points of the closed segment `P -> Q` and the closed box
 * `[min, max]` into `out` and returns their distance `|X - Y|`: `out[0…2]` = `X`, the
 * segment's point, `out[3…5]` = `Y`, the box's point (`Y = clamp(X, min, max)`, so that
 * `X - Y` is exactly 0 on every axis where `X` is within the box's range), and `out[6]` =
 * `s`, `X = P + s·(Q - P)` (`X = Q` exactly when `s = 1`). `out` needs 7 slots.
 *
 * Maths: a segment that starts in the box or enters it (boxEntry, the slab method) has
 * distance 0 there. Otherwise the least distance between the two disjoint convex sets is
 * attained at an end of the segment against the box (the clamp), or at the segment against
 * one of the box's twelve edges (segmentsParameters): where the segment's nearest point is
 * inside it and the box's inside a face, the segment is parallel to that face, and sliding
 * along it reaches an end or an edge at the same distance. Ties go to the first of `P`,
 * `Q` and the edges (along x, y, z, each at min/max of the other two). A flat box (a
 * rectangle in 2D) has zero-length edges, which are its corners.
 */
export function closestSegmentAABBInto(
  out: Float64Array,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): number {
  const dx = Qx - Px;
  const dy = Qy - Py;
  const dz = Qz - Pz;
  let Yx = clamp(Px, minX, maxX);
  let Yy = clamp(Py, minY, maxY);
  let Yz = clamp(Pz, minZ, maxZ);
  if (Yx === Px && Yy === Py && Yz === Pz) return write(out, Px, Py, Pz, 0, minX, minY, minZ, maxX, maxY, maxZ); // P is in the box
  const t = boxEntry(Px, Py, Pz, Qx, Qy, Qz, minX, minY, minZ, maxX, maxY, maxZ);
  if (t >= 0) {
    // It enters the box: distance 0 at the entry, clamped onto the box against rounding.
    const Xx = t === 1 ? Qx : Px + t * dx;
    const Xy = t === 1 ? Qy : Py + t * dy;
    const Xz = t === 1 ? Qz : Pz + t * dz;
    return write(out, Xx, Xy, Xz, t, minX, minY, minZ, maxX, maxY, maxZ);
  }
  let best = length3(Px - Yx, Py - Yy, Pz - Yz);
  let s = 0;
  Yx = clamp(Qx, minX, maxX);
  Yy = clamp(Qy, minY, maxY);
  Yz = clamp(Qz, minZ, maxZ);
  let d = length3(Qx - Yx, Qy - Yy, Qz - Yz);
  if (d < best) {
    best = d;
    s = 1;
  }
  // The twelve edges: four along each axis, at each pair of the other two's bounds.
  for (let axis = 0; axis < 3; axis++) {
    for (let i = 0; i < 4; i++) {
      const lo1 = (i & 1) === 0;
      const lo2 = (i & 2) === 0;
      // The edge p -> q along `axis`, at the bounds (lo1, lo2) of the next two axes.
      const px = axis === 0 ? minX : axis === 1 ? (lo2 ? minX : maxX) : lo1 ? minX : maxX;
      const py = axis === 1 ? minY : axis === 2 ? (lo2 ? minY : maxY) : lo1 ? minY : maxY;
      const pz = axis === 2 ? minZ : axis === 0 ? (lo2 ? minZ : maxZ) : lo1 ? minZ : maxZ;
      const qx = axis === 0 ? maxX : px;
      const qy = axis === 1 ? maxY : py;
      const qz = axis === 2 ? maxZ : pz;
      const se = segmentsParameters(Px, Py, Pz, Qx, Qy, Qz, px, py, pz, qx, qy, qz);
      const x = se === 1 ? Qx : Px + se * dx;
      const y = se === 1 ? Qy : Py + se * dy;
      const z = se === 1 ? Qz : Pz + se * dz;
      const u = closestT;
      // Compared by the distance to the edge itself, not to the box: near its least the
      // box's distance is flat along the segment, so the nearest point of another edge, a
      // little off along it, would tie and win with its X off by far more than rounding.
      d = length3(
        x - (u === 1 ? qx : px + u * (qx - px)),
        y - (u === 1 ? qy : py + u * (qy - py)),
        z - (u === 1 ? qz : pz + u * (qz - pz)),
      );
      if (d < best) {
        best = d;
        s = se;
      }
    }
  }
  const Xx = s === 1 ? Qx : Px + s * dx;
  const Xy = s === 1 ? Qy : Py + s * dy;
  const Xz = s === 1 ? Qz : Pz + s * dz;
  return write(out, Xx, Xy, Xz, s, minX, minY, minZ, maxX, maxY, maxZ);
}

/** Writes `X`, its clamp `Y` into the box and `s` into `out`; returns `|X - Y|`. */
function write(
  out: Float64Array,
  Xx: number,
  Xy: number,
  Xz: number,
  s: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): number {
  const Yx = clamp(Xx, minX, maxX);
  const Yy = clamp(Xy, minY, maxY);
  const Yz = clamp(Xz, minZ, maxZ);
  out[0] = Xx;
  out[1] = Xy;
  out[2] = Xz;
  out[3] = Yx;
  out[4] = Yy;
  out[5] = Yz;
  out[6] = s;
  return length3(Xx - Yx, Xy - Yy, Xz - Yz);
}
