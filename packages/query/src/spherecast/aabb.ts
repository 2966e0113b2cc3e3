import { copySphereCastHit, createSphereCastHit } from '../hit.ts';
import { boxContact, boxEntry, boxHit, entryFace } from '../raycast/aabb.ts';
import { capsuleEntry } from '../raycast/capsule.ts';
import type { AABB, SphereCastHit, Vec3Like } from '../types.ts';
import { checkBox, checkCastHitOut, checkRadius, checkSegment } from '../validate.ts';
import { clamp, headsIn, length3, ON_SURFACE, pow2Below, SAFE_MAX, SAFE_MIN, unitVec3Into } from '../vec3.ts';

/**
 * First contact of a sphere of `radius` whose center moves from `origin` to `end` with a
 * closed axis-aligned box, or `null`.
 *
 * Maths (Ericson, RTCD 5.5.7): the sphere touches the box exactly when its center touches
 * the rounded box, the points within `radius` of the box: three boxes grown by `r` across
 * one pair of faces, twelve edge cylinders and eight corner balls (the edges' capsules).
 * The box grown by `r` on every side holds it, so a segment that misses that box misses;
 * one that enters it where it projects onto a face of the box has found the rounded box
 * there; otherwise (beside an edge or a corner) it is the first contact with the twelve
 * edge capsules.
 * Then `center = A + t·AB`, `point` = the box's point nearest to it, `normal =
 * (center - point)/r`.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this raycastAABB.
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @returns The first contact, as a new hit with the moving center, or `null` when the
 *   sphere does not meet the box along the way.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(A + t\,\overrightarrow{AB},\ \text{box}) \le r \,\};\quad C = A + t\,\overrightarrow{AB},\ P = \operatorname{clamp}(C,\ \text{min},\ \text{max}),\ n = \tfrac{C - P}{r}
 *
 * @example
 * ```ts
 * // A ball of radius 0.5 rolled along x into the unit cube: its center stops 0.5 short of
 * // the face x = 0, after 1.5 of 4.
 * sphereCastAABB(vec3(-2, 0.5, 0.5), vec3(2, 0.5, 0.5), 0.5, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
 * // => { point: { x: 0, y: 0.5, z: 0.5 }, normal: { x: -1, y: 0, z: 0 }, distance: 1.5, t: 0.375,
 * //      center: { x: -0.5, y: 0.5, z: 0.5 } }
 * ```
 *
 * @remarks Edges. Near an edge or a corner the rounded box is round: raycasting the box
 * grown by `r` on every side would stop the sphere too early, or hit where it passes by.
 * Overlapping the box at `origin`: `null`. Just touching it at `origin`: a hit at `t = 0`
 * if moving into it, `null` if moving away or tangentially (sliding along a face); "just
 * touching" is to within 2^-41 of `radius`, and a motion within 2^-40 of the contact plane
 * is tangential.
 * Grazing contact: a hit. A face contact has the face's unit axis as its normal, exactly.
 * `radius = 0` gives exactly raycastAABB's hit (its normal, tie rule and flat boxes), with
 * `center = point`. Flat boxes (rectangles in 2D) are rounded rectangles. Contact beyond
 * `end` or behind `origin`, zero-length segment: `null`.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or `box.min` greater than `box.max` on an axis.
 */
export function sphereCastAABB(origin: Vec3Like, end: Vec3Like, radius: number, box: AABB): SphereCastHit | null {
  checkSegment('sphereCastAABB', origin, end);
  checkRadius('sphereCastAABB', 'radius', radius);
  checkBox('sphereCastAABB', 'box', box);
  const h = scratchHit;
  if (!roundedBoxHit(origin, end, radius, box, h)) return null; // a miss allocates nothing
  return copySphereCastHit(h);
}

/**
 * {@link sphereCastAABB} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths (Ericson, RTCD 5.5.7): the first `t` at which `A + t·AB` is within `r` of the box,
 * from the box grown by `r` and the edge capsules, as in sphereCastAABB.
 *
 * @param origin - Where the moving sphere’s center starts, `A`.
 * @param end - Where its center would end, `B`.
 * @param radius - The moving sphere’s radius (`>= 0`); 0 makes this raycastAABBInto.
 * @param box - The box: its corners `min` and `max`, with `min <= max` on every axis.
 * @param out - A hit made once with `createSphereCastHit()`: written on a hit, left as it was
 *   on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(A + t\,\overrightarrow{AB},\ \text{box}) \le r \,\};\quad C = A + t\,\overrightarrow{AB},\ P = \operatorname{clamp}(C,\ \text{min},\ \text{max}),\ n = \tfrac{C - P}{r}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createSphereCastHit();
 * sphereCastAABBInto(vec3(-2, 0.5, 0.5), vec3(2, 0.5, 0.5), 0.5, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, hit);
 * // => true
 * hit.center;
 * // => { x: -0.5, y: 0.5, z: 0.5 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as sphereCastAABB. A miss leaves
 * `out` as it was. `out.point`, `out.normal` and `out.center` are written in place, never
 * replaced, and may be the very objects passed as inputs: every input is read before `out`
 * is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   sphere-cast hit object; RangeError for a non-finite value, a negative radius or
 *   `box.min` greater than `box.max` on an axis.
 */
export function sphereCastAABBInto(
  origin: Vec3Like,
  end: Vec3Like,
  radius: number,
  box: AABB,
  out: SphereCastHit,
): boolean {
  checkSegment('sphereCastAABBInto', origin, end);
  checkRadius('sphereCastAABBInto', 'radius', radius);
  checkBox('sphereCastAABBInto', 'box', box);
  checkCastHitOut('sphereCastAABBInto', 'out', out);
  return roundedBoxHit(origin, end, radius, box, out);
}

/** The kernel of both forms. */
export function roundedBoxHit(A: Vec3Like, B: Vec3Like, r: number, box: AABB, out: SphereCastHit): boolean {
  if (r === 0) {
    // The raycast itself, so that radius 0 is raycastAABB to the last bit.
    if (!boxHit(A, B, box, out)) return false;
    const P = out.point;
    const C = out.center;
    C.x = P.x;
    C.y = P.y;
    C.z = P.z;
    return true;
  }
  const Ax = A.x;
  const Ay = A.y;
  const Az = A.z;
  const { min, max } = box;
  return roundedBoxHitAt(Ax, Ay, Az, B.x - Ax, B.y - Ay, B.z - Az, r, min.x, min.y, min.z, max.x, max.y, max.z, out);
}

/**
 * The hit of a sphere of radius `r > 0` moving from `A` by `AB` with the box `[min, max]`,
 * on scalars: shared with the oriented box's cast, which runs it in the box's own frame.
 */
export function roundedBoxHitAt(
  Ax: number,
  Ay: number,
  Az: number,
  ABx: number,
  ABy: number,
  ABz: number,
  r: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
  out: SphereCastHit,
): boolean {
  const t = roundedBoxEntry(Ax, Ay, Az, ABx, ABy, ABz, r, minX, minY, minZ, maxX, maxY, maxZ);
  if (t < 0) return false;
  const face = roundedFace;
  const Cx = Ax + t * ABx;
  const Cy = Ay + t * ABy;
  const Cz = Az + t * ABz;
  const P = out.point;
  P.x = boxContact(face, 0, Ax, ABx, t, minX, maxX);
  P.y = boxContact(face, 2, Ay, ABy, t, minY, maxY);
  P.z = boxContact(face, 4, Az, ABz, t, minZ, maxZ);
  const N = out.normal;
  if (face >= 0) {
    N.x = face === 0 ? -1 : face === 1 ? 1 : 0;
    N.y = face === 2 ? -1 : face === 3 ? 1 : 0;
    N.z = face === 4 ? -1 : face === 5 ? 1 : 0;
  } else {
    // Beside an edge or a corner the center is outside the box on two axes, by up to r,
    // on axes where the grown box reached past the box (r above their rounding), so the
    // center is never rounded onto the box: center - point is never zero.
    unitVec3Into(N, Cx - P.x, Cy - P.y, Cz - P.z);
  }
  const C = out.center;
  C.x = Cx + 0;
  C.y = Cy + 0;
  C.z = Cz + 0;
  out.distance = t * length3(ABx, ABy, ABz);
  out.t = t;
  return true;
}

/**
 * The face (0…5 as entryFace: min.x, max.x, min.y, …) whose grown copy the last hit of
 * roundedBoxEntry met, or -1 for an edge or corner, whose normal comes from the center.
 */
let roundedFace = -1;

/**
 * The `t` in `[0, 1]` at which the center `A + t·AB` first comes within `r > 0` of the box
 * `[min, max]`, or -1: a miss, a start strictly overlapping, a start touching and not
 * moving into the overlap, a zero-length segment. On a hit, the face goes to roundedFace.
 */
export function roundedBoxEntry(
  Ax: number,
  Ay: number,
  Az: number,
  ABx: number,
  ABy: number,
  ABz: number,
  r: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): number {
  if (ABx === 0 && ABy === 0 && ABz === 0) return -1; // zero length: it sweeps nothing
  // Where the sphere starts: its center's offset D from the box's nearest point.
  const Dx = Ax - clamp(Ax, minX, maxX);
  const Dy = Ay - clamp(Ay, minY, maxY);
  const Dz = Az - clamp(Az, minZ, maxZ);
  const start = compareLength(Dx, Dy, Dz, r);
  if (start < 0) return -1; // strictly overlapping
  if (start === 0) {
    // Just touching: the distance's square falls at once exactly when D·AB < 0 (its
    // derivative), beyond rounding (headsIn: D is exact over a face, rounded beside an
    // edge or corner); otherwise, the rounded box being convex, it never falls.
    roundedFace = Dy === 0 && Dz === 0 ? (Dx < 0 ? 0 : 1) : Dx === 0 && Dz === 0 ? (Dy < 0 ? 2 : 3) : -1;
    if (roundedFace < 0 && Dx === 0 && Dy === 0) roundedFace = Dz < 0 ? 4 : 5;
    return headsIn(Dx * ABx + Dy * ABy + Dz * ABz, length3(Dx, Dy, Dz) * length3(ABx, ABy, ABz)) ? 0 : -1;
  }
  const Bx = Ax + ABx;
  const By = Ay + ABy;
  const Bz = Az + ABz;
  const eMinX = minX - r;
  const eMinY = minY - r;
  const eMinZ = minZ - r;
  const eMaxX = maxX + r;
  const eMaxY = maxY + r;
  const eMaxZ = maxZ + r;
  const inE = eMinX <= Ax && Ax <= eMaxX && eMinY <= Ay && Ay <= eMaxY && eMinZ <= Az && Az <= eMaxZ;
  if (!inE) {
    // The grown box holds the rounded box: missing it is missing. Entering it over a face
    // of the box (within the box's range on the other two axes) is touching the rounded
    // box there, and nothing before.
    const t = boxEntry(Ax, Ay, Az, Bx, By, Bz, eMinX, eMinY, eMinZ, eMaxX, eMaxY, eMaxZ);
    if (t < 0) return -1;
    const face = entryFace;
    const axis = face >> 1;
    if (
      (axis === 0 || inRange(Ax + t * ABx, minX, maxX)) &&
      (axis === 1 || inRange(Ay + t * ABy, minY, maxY)) &&
      (axis === 2 || inRange(Az + t * ABz, minZ, maxZ))
    ) {
      roundedFace = face;
      return t;
    }
  }
  return edgeEntry(Ax, Ay, Az, Bx, By, Bz, r, minX, minY, minZ, maxX, maxY, maxZ);
}

function inRange(v: number, lo: number, hi: number): boolean {
  return lo <= v && v <= hi;
}

/**
 * roundedBoxEntry where the segment starts, or enters the grown box, beside an edge or a
 * corner (outside the box on two or three axes): the first contact with the twelve edge
 * capsules (capsuleEntry; their end balls are the corners). From such a start, the
 * rounded box's flat faces can be reached only across a plane of the box's faces, and
 * there, within the grown box, the center is within r of an edge already: a capsule is
 * always met first (or at the same t), so the face-grown boxes need no test here.
 */
function edgeEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  r: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): number {
  // The segment's bounding box grown by r: an edge outside it is out of reach, which
  // spares most of the twelve capsule tests.
  const sMinX = Math.min(Ax, Bx) - r;
  const sMinY = Math.min(Ay, By) - r;
  const sMinZ = Math.min(Az, Bz) - r;
  const sMaxX = Math.max(Ax, Bx) + r;
  const sMaxY = Math.max(Ay, By) + r;
  const sMaxZ = Math.max(Az, Bz) + r;
  const xs = sMinX <= maxX && minX <= sMaxX;
  const ys = sMinY <= maxY && minY <= sMaxY;
  const zs = sMinZ <= maxZ && minZ <= sMaxZ;
  let best = Infinity;
  // The twelve edges: four along each axis, at each pair of the other two's bounds.
  for (let i = 0; i < 4; i++) {
    const x = i & 1 ? maxX : minX;
    const y = i & 1 ? maxY : minY;
    const y2 = i & 2 ? maxY : minY;
    const z = i & 2 ? maxZ : minZ;
    const xIn = sMinX <= x && x <= sMaxX;
    const yIn = sMinY <= y && y <= sMaxY;
    const y2In = sMinY <= y2 && y2 <= sMaxY;
    const zIn = sMinZ <= z && z <= sMaxZ;
    let t = xs && yIn && zIn ? capsuleEntry(Ax, Ay, Az, Bx, By, Bz, minX, y, z, maxX, y, z, r) : -1;
    if (t >= 0 && t < best) best = t;
    t = ys && xIn && zIn ? capsuleEntry(Ax, Ay, Az, Bx, By, Bz, x, minY, z, x, maxY, z, r) : -1;
    if (t >= 0 && t < best) best = t;
    t = zs && xIn && y2In ? capsuleEntry(Ax, Ay, Az, Bx, By, Bz, x, y2, minZ, x, y2, maxZ, r) : -1;
    if (t >= 0 && t < best) best = t;
  }
  if (best === Infinity) return -1;
  roundedFace = -1;
  return best;
}

/** The sign of `|D| - r`, -1, 0 or 1, at any magnitude, 0 within a hair of touching. */
function compareLength(Dx: number, Dy: number, Dz: number, r: number): number {
  let d2 = Dx * Dx + Dy * Dy + Dz * Dz;
  let r2 = r * r;
  if (!(d2 > SAFE_MIN && d2 < SAFE_MAX && r2 > SAFE_MIN && r2 < SAFE_MAX)) {
    // Squares that would overflow or underflow: compare after an exact power-of-two scaling.
    const k = pow2Below(Math.max(Math.abs(Dx), Math.abs(Dy), Math.abs(Dz), r));
    const x = Dx / k;
    const y = Dy / k;
    const z = Dz / k;
    d2 = x * x + y * y + z * z;
    r2 = (r / k) * (r / k);
  }
  // Within a hair (ON_SURFACE of r², |D| within ON_SURFACE/2·r of r) counts as touching: the pieces'
  // own kernels, rounding the same start differently, must not see it as strictly inside
  // a capsule while this sees it outside, and let a later piece give a late first contact.
  const gap = d2 - r2;
  return gap < -ON_SURFACE * r2 ? -1 : gap > ON_SURFACE * r2 ? 1 : 0;
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createSphereCastHit();
