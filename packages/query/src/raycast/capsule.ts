import { segmentParameter } from '../closest-point/segment.ts';
import * as dd from '../double-double.ts';
import { copyRaycastHit, createRaycastHit } from '../hit.ts';
import type { Capsule, RaycastHit, Vec3, Vec3Like } from '../types.ts';
import { checkCapsule, checkHitOut, checkSegment } from '../validate.ts';
import { headsIn, length3, maxAbs3, ON_SURFACE, pow2Below, SAFE_MAX, SAFE_MIN } from '../vec3.ts';
import { cross, dot, sphereEntry, sphereNormalInto } from './sphere.ts';

/**
 * First contact of the segment `origin -> end` with a capsule (the points within `radius`
 * of the segment `capsule.start`–`capsule.end`), or `null`.
 *
 * Maths: the capsule is a cylinder about its axis `PQ` capped by two balls. The segment
 * `A + t·AB` enters the infinite cylinder at the smaller root of `|m + t·n|² = r²|d|²`
 * (`d = Q - P`, `m = (A - P) × d`, `n = AB × d`); between the end discs that is the
 * contact, beyond one the contact is with that end's ball. The normal at the contact `D`
 * is `(D - X)/r`, `X` the axis point nearest to `D`.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @returns The first contact, as a new hit, or `null` when the segment does not touch it.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(A + t\,\overrightarrow{AB},\ PQ) = r \,\},\quad n = \frac{D - X}{r}
 *
 * @example
 * ```ts
 * // A capsule lying along x from 0 to 4, radius 1; a segment dropping at x = 2 from y = 5
 * // meets the body at y = 1, 40 % of the way down; one along the axis meets the cap at x = -1.
 * const capsule = { start: vec3(0, 0), end: vec3(4, 0), radius: 1 };
 * raycastCapsule(vec3(2, 5), vec3(2, -5), capsule);
 * // => { point: { x: 2, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 4, t: 0.4 }
 * raycastCapsule(vec3(-5, 0), vec3(5, 0), capsule);
 * // => { point: { x: -1, y: 0, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 4, t: 0.4 }
 * ```
 *
 * @remarks Edges. Origin strictly inside: `null`. Origin on the surface: a hit at `t = 0`
 * if the segment heads into the capsule, `null` if it leaves, is tangent or slides along
 * the body; an origin within 2^-40·S of the surface (S the largest input magnitude), where
 * the rounded `point` of a hit lands, is on it, and a direction within 2^-40 of tangent is
 * tangent. Tangent to the body or grazing a cap from outside: a hit at the touching point
 * (exact for small-integer and power-of-two coordinates). Sliding along the body from
 * beyond an end: a hit on the rim of that end's cap. End exactly on the surface: a hit.
 * Zero-length segment: `null`. `start = end`: the sphere of that center and radius.
 * Radius 0: the bare segment, hit only where the two segments meet, with `normal` the
 * reversed unit direction of the segment; from a point of it, `null`. Near a tangency the
 * contact is computed in double-double arithmetic; magnitudes near 1e±100 are rescaled.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function raycastCapsule(origin: Vec3Like, end: Vec3Like, capsule: Capsule): RaycastHit | null {
  checkSegment('raycastCapsule', origin, end);
  checkCapsule('raycastCapsule', 'capsule', capsule);
  const h = scratchHit;
  if (!capsuleHit(origin, end, capsule, 0, h, null)) return null; // a miss allocates nothing
  return copyRaycastHit(h);
}

/**
 * {@link raycastCapsule} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the first `t` with `dist(A + t·AB, PQ) = r`, as in raycastCapsule.
 *
 * @param origin - `A`, where the segment starts.
 * @param end - `B`, where it ends: the segment is `A + t·(B - A)`, `0 <= t <= 1`.
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param out - A hit made once with `createRaycastHit()`: written on a hit, left as it was on a
 *   miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(A + t\,\overrightarrow{AB},\ PQ) = r \,\},\quad n = \frac{D - X}{r}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createRaycastHit();
 * raycastCapsuleInto(vec3(2, 5), vec3(2, -5), { start: vec3(0, 0), end: vec3(4, 0), radius: 1 }, hit);
 * // => true
 * hit;
 * // => { point: { x: 2, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 4, t: 0.4 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as raycastCapsule. A miss leaves
 * `out` as it was. `out.point` and `out.normal` are written in place, never replaced, and
 * may be the very objects passed as inputs: every input is read before `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a hit
 *   object; RangeError for a non-finite value or a negative radius.
 */
export function raycastCapsuleInto(origin: Vec3Like, end: Vec3Like, capsule: Capsule, out: RaycastHit): boolean {
  checkSegment('raycastCapsuleInto', origin, end);
  checkCapsule('raycastCapsuleInto', 'capsule', capsule);
  checkHitOut('raycastCapsuleInto', 'out', out);
  return capsuleHit(origin, end, capsule, 0, out, null);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createRaycastHit();

/** The normal from sphereNormalInto, for capsuleHit to copy into its hit. */
const normalScratch = new Float64Array(3);

/**
 * The object and `…Into` forms' one record, for the raycast and the sphere cast alike:
 * whether the segment `A -> B` touches the capsule grown by `radius` and, on a hit, its
 * `t`, normal and distance written into `out`, with, for a sphere cast (`center` given),
 * the moving center written into `center` and `out.point` the capsule's point nearest to
 * it; for a raycast (`center` null, `radius` 0) `out.point` is the contact. A miss writes
 * nothing. Every input is read before anything is written.
 *
 * Maths: `t` from capsuleEntry with `R = radius + r`; `C = A + t·AB`; `X` the axis point
 * nearest to `C`; `N = (C - X)/|C - X|`; `point = C + (X - C)·radius/R`.
 */
export function capsuleHit(
  A: Vec3Like,
  B: Vec3Like,
  capsule: Capsule,
  radius: number,
  out: RaycastHit,
  center: Vec3 | null,
): boolean {
  const Ax = A.x;
  const Ay = A.y;
  const Az = A.z;
  const Bx = B.x;
  const By = B.y;
  const Bz = B.z;
  const P = capsule.start;
  const Px = P.x;
  const Py = P.y;
  const Pz = P.z;
  const Q = capsule.end;
  const Qx = Q.x;
  const Qy = Q.y;
  const Qz = Q.z;
  const R = radius + capsule.radius;
  const t = capsuleEntry(Ax, Ay, Az, Bx, By, Bz, Px, Py, Pz, Qx, Qy, Qz, R);
  if (t < 0) return false;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  // The moving center at contact, and the axis point nearest to it.
  const Cx = Ax + t * ABx;
  const Cy = Ay + t * ABy;
  const Cz = Az + t * ABz;
  const u = segmentParameter(Cx, Cy, Cz, Px, Py, Pz, Qx, Qy, Qz);
  const Xx = u === 1 ? Qx : Px + u * (Qx - Px);
  const Xy = u === 1 ? Qy : Py + u * (Qy - Py);
  const Xz = u === 1 ? Qz : Pz + u * (Qz - Pz);
  const n = normalScratch;
  sphereNormalInto(n, 0, Cx - Xx, Cy - Xy, Cz - Xz, R, ABx, ABy, ABz);
  const ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
  const distance = t * (ab2 > SAFE_MIN && ab2 < SAFE_MAX ? Math.sqrt(ab2) : length3(ABx, ABy, ABz));
  const D = out.point;
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  if (center === null) {
    D.x = Cx + 0;
    D.y = Cy + 0;
    D.z = Cz + 0;
  } else {
    // The contact divides CX in the ratio radius : r. With R = 0, it is C = X.
    const q = R > 0 ? radius / R : 0;
    D.x = Cx + (Xx - Cx) * q + 0;
    D.y = Cy + (Xy - Cy) * q + 0;
    D.z = Cz + (Xz - Cz) * q + 0;
    center.x = Cx + 0;
    center.y = Cy + 0;
    center.z = Cz + 0;
  }
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const N = out.normal;
  N.x = n[0] as number;
  N.y = n[1] as number;
  N.z = n[2] as number;
  out.distance = distance;
  out.t = t;
  return true;
}

/**
 * The `t` in `[0, 1]` at which `A + t·(B - A)` first touches the closed capsule (the points
 * within `r` of the segment `PQ`) coming from outside (or `0` when `A` is on its surface
 * and heads into its interior), or `-1` when it does not: a miss, a start strictly inside,
 * a start on the surface leaving it or moving along it, a zero-length segment. `P = Q` is
 * the ball `(P, r)`; `r = 0` is the bare segment `PQ`, hit where the segments meet. The
 * kernel of raycastCapsule and sphereCastCapsule (the capsule grown by the cast radius),
 * and of the edges of the sphere casts against boxes and triangles.
 *
 * Maths: the capsule is the finite cylinder about `PQ` plus the balls at `P` and `Q`.
 * Outside the infinite cylinder `|(X - P) × d| <= r|d|` (`d = Q - P`) a segment touches
 * neither ball, so the first contact is its entry into that cylinder, the smaller root of
 * `|m + t·n|² = r²|d|²` with `m = (A - P) × d`, `n = AB × d`, if it lies between the
 * end discs; else it is the entry into the ball at the end on that side, sphereEntry.
 *
 * Why this shape: the common case (magnitudes clear of 1e±100, away from a tangency, a
 * lateral entry or a miss) is the plain doubles of solveCapsule; the rest (the balls,
 * rescaling, the double-double tangency path) is a call out of line.
 */
export function capsuleEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  r: number,
): number {
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  if (ABx === 0 && ABy === 0 && ABz === 0) return -1;
  const dx = Qx - Px;
  const dy = Qy - Py;
  const dz = Qz - Pz;
  const wx = Ax - Px;
  const wy = Ay - Py;
  const wz = Az - Pz;
  const ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
  const d2 = dx * dx + dy * dy + dz * dz;
  const w2 = wx * wx + wy * wy + wz * wz;
  const t = inRange(ab2, d2, w2, wx, wy, wz, r)
    ? solveCapsule(ABx, ABy, ABz, wx, wy, wz, dx, dy, dz, Ax - Qx, Ay - Qy, Az - Qz, r, d2, w2, 1, NEAR_SURFACE)
    : RESCALE;
  return t >= -1 ? t : rareCapsuleEntry(Ax, Ay, Az, Bx, By, Bz, Px, Py, Pz, Qx, Qy, Qz, r, t);
}

/** Bounds for |AB|², |d|², |A - P|² and r² within which solveCapsule's products of three keep full precision. */
const LO = 2 ** -150;
const HI = 2 ** 150;

function inRange(ab2: number, d2: number, w2: number, wx: number, wy: number, wz: number, r: number): boolean {
  return (
    ab2 > LO &&
    ab2 < HI &&
    d2 > LO &&
    d2 < HI &&
    (w2 > LO * LO || (wx === 0 && wy === 0 && wz === 0)) &&
    w2 < HI &&
    r * r < HI
  );
}

/** solveCapsule's answers that are not a `t`: what rareCapsuleEntry must settle. */
const NEAR_TANGENT_T = -2;
const BALL_P = -3;
const BALL_Q = -4;
const RESCALE = -5;
/** solveCapsule's answer for a start inside or near the surface: capsuleStart judges it. */
const NEAR_SURFACE_T = -6;
/** capsuleStart's answers for a start outside beyond the band, and within it heading in. */
const OUTSIDE = -7;
const JUST_OUTSIDE = -8;
/** A distance² to the surface below this fraction of it (plus r²) sends a start to capsuleStart. */
const NEAR_SURFACE = 2 ** -20;

/**
 * How a segment starting at `A` meets the capsule `(PQ, r)` at once, as ballStart does for
 * a ball: by the distance from `A` to its nearest axis point `X` against `r`, to within
 * `band` = ON_SURFACE·S either side; on the surface, 0 if `AB` heads in against the
 * outward normal `A - X` beyond rounding (headsIn), else -1. OUTSIDE beyond the band,
 * JUST_OUTSIDE within it heading in, -1 strictly inside. A capsule of radius 0 has no
 * surface to start on: OUTSIDE.
 */
function capsuleStart(
  Ax: number,
  Ay: number,
  Az: number,
  ABx: number,
  ABy: number,
  ABz: number,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  r: number,
  band: number,
): number {
  if (r === 0) return OUTSIDE;
  const u = segmentParameter(Ax, Ay, Az, Px, Py, Pz, Qx, Qy, Qz);
  const wx = Ax - (u === 1 ? Qx : Px + u * (Qx - Px));
  const wy = Ay - (u === 1 ? Qy : Py + u * (Qy - Py));
  const wz = Az - (u === 1 ? Qz : Pz + u * (Qz - Pz));
  const dist = length3(wx, wy, wz);
  if (dist > r + band) return OUTSIDE;
  if (dist < r - band) return -1;
  if (!headsIn(ABx * wx + ABy * wy + ABz * wz, length3(ABx, ABy, ABz) * dist)) return -1;
  return dist <= r ? 0 : JUST_OUTSIDE;
}

/** |h| below this fraction of r²|n|² sends the lateral entry to the double-double path. */
const NEAR_TANGENT = 2 ** -32;
/** A bound on preciseCapsule's rounding of h, as a fraction of r²|n|². */
const DD_ROUNDING = 2 ** -96;

/**
 * capsuleEntry from `AB`, `w = A - P`, `d = Q - P`, `AQ = A - Q` and `r` (each possibly
 * scaled as in rareCapsuleEntry), `|d|²`, `|w|²` and `tMax = kAB/kS`: τ/tMax, -1, or one of
 * NEAR_TANGENT_T, BALL_P, BALL_Q.
 */
function solveCapsule(
  ABx: number,
  ABy: number,
  ABz: number,
  wx: number,
  wy: number,
  wz: number,
  dx: number,
  dy: number,
  dz: number,
  AQx: number,
  AQy: number,
  AQz: number,
  r: number,
  d2: number,
  w2: number,
  tMax: number,
  surface: number,
): number {
  // With X = A + t·AB, the distance from X to the axis line is |(X - P) × d|/|d|, so
  //   m = w × d, n = AB × d:  |m + t·n|² = r²|d|² where the segment crosses the cylinder;
  //   c  = |m|² - r²|d|²      (> 0: A outside the infinite cylinder)
  //   mn = m·n                (< 0: heading towards the axis)
  //   h  = r²|n|² - (n·w)²    = |n|²·(r² - (distance between the lines)²): the
  //        discriminant (m·n)² - |n|²c divided by |d|², from the triple product n·w, exact
  //        for small integers so that exact tangents stay exact.
  const r2 = r * r;
  const wd = wx * dx + wy * dy + wz * dz;
  const mx = wy * dz - wz * dy;
  const my = wz * dx - wx * dz;
  const mz = wx * dy - wy * dx;
  const nx = ABy * dz - ABz * dy;
  const ny = ABz * dx - ABx * dz;
  const nz = ABx * dy - ABy * dx;
  const c = mx * mx + my * my + mz * mz - r2 * d2;
  const mn = mx * nx + my * ny + mz * nz;
  if (wd <= 0 || wd >= d2) {
    // A's nearest axis point is the end P (or Q): A is inside, on or outside the capsule
    // as it is for that end's ball, whose surface there is the capsule's.
    const atP = wd <= 0;
    const e = atP ? w2 - r2 : AQx * AQx + AQy * AQy + AQz * AQz - r2;
    // Inside, or within `surface` of r² of the ball: perhaps ON it, which the caller judges.
    if (e < surface * (e + 2 * r2)) return NEAR_SURFACE_T;
    if (e === 0) {
      const heading = atP ? wx * ABx + wy * ABy + wz * ABz : AQx * ABx + AQy * ABy + AQz * ABz;
      return heading < 0 ? 0 : -1;
    }
    // Within the infinite cylinder beyond an end, the segment can reach the capsule only
    // through that end's disc, which lies in its ball.
    if (c <= 0) return atP ? BALL_P : BALL_Q;
  } else if (c < surface * (c + 2 * r2 * d2)) {
    return NEAR_SURFACE_T; // inside, or perhaps on the body, as for a ball
  } else if (c <= 0) {
    // Beside the body: inside it, or on it and entering only if heading to the axis.
    return c === 0 && mn < 0 ? 0 : -1;
  }
  if (mn >= 0) return -1; // outside the cylinder and not heading into it (parallel included)
  const nwx = nx * wx + ny * wy + nz * wz;
  const n2 = nx * nx + ny * ny + nz * nz;
  const r2n2 = r2 * n2;
  const h = r2n2 - nwx * nwx;
  if (Math.abs(h) < NEAR_TANGENT * r2n2) return NEAR_TANGENT_T;
  return lateralEntry(c, mn, n2, h, d2, wd, ABx * dx + ABy * dy + ABz * dz, tMax);
}

/**
 * The entry τ/tMax into the infinite cylinder from c, mn, |n|², h, |d|², w·d and AB·d (as in
 * solveCapsule), A outside it and heading in: a `t` where the entry lies between the end
 * discs, BALL_P or BALL_Q where it lies beyond one (the capsule is then first met in that
 * end's ball), -1 where the segment misses the cylinder or ends before it.
 */
function lateralEntry(
  c: number,
  mn: number,
  n2: number,
  h: number,
  d2: number,
  wd: number,
  abd: number,
  tMax: number,
): number {
  if (h < 0) return -1;
  // The smaller root (-mn - |d|√h)/|n|², as c/(-mn + |d|√h) without the cancellation;
  // never past the closest approach to the axis, -mn/|n|², where rounding may push it.
  const tau = Math.min(c / (Math.sqrt(d2 * h) - mn), -mn / n2);
  if (tau > tMax) return -1;
  const s = wd + tau * abd; // |d|² times the axis parameter of the entry
  if (s < 0) return BALL_P;
  if (s > d2) return BALL_Q;
  return tau / tMax;
}

/**
 * capsuleEntry's rare cases, out of line so that the common one stays small: the balls at
 * the ends (sphereEntry), a near-tangency of the cylinder (preciseCapsule), and magnitudes
 * near 1e±100, where AB is divided by one power of two and A - P, Q - P, A - Q and r by
 * another, all exact, solving for τ = t·kAB/kS. `code` is solveCapsule's answer.
 */
function rareCapsuleEntry(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  r: number,
  code: number,
): number {
  let kAB = 1;
  let kS = 1;
  let start = OUTSIDE;
  const band = ON_SURFACE * Math.max(maxAbs3(Ax, Ay, Az), maxAbs3(Px, Py, Pz), maxAbs3(Qx, Qy, Qz), r);
  if (code === RESCALE || code === NEAR_SURFACE_T) {
    start = capsuleStart(Ax, Ay, Az, Bx - Ax, By - Ay, Bz - Az, Px, Py, Pz, Qx, Qy, Qz, r, band);
    if (start !== OUTSIDE && start !== JUST_OUTSIDE) return start;
    const dx = Qx - Px;
    const dy = Qy - Py;
    const dz = Qz - Pz;
    // A capsule of zero length is its ball; so is one shorter than 2^-100 of the other
    // lengths, to far better than the accuracy asked (and its products would underflow).
    const dMax = Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dz));
    const wx = Ax - Px;
    const wy = Ay - Py;
    const wz = Az - Pz;
    kS = pow2Below(Math.max(Math.abs(wx), Math.abs(wy), Math.abs(wz), dMax, r));
    if (dMax / kS < 2 ** -100) return sphereEntry(Ax, Ay, Az, Bx, By, Bz, Px, Py, Pz, r);
    const ABx = Bx - Ax;
    const ABy = By - Ay;
    const ABz = Bz - Az;
    kAB = pow2Below(Math.max(Math.abs(ABx), Math.abs(ABy), Math.abs(ABz)));
    const sx = dx / kS;
    const sy = dy / kS;
    const sz = dz / kS;
    const vx = wx / kS;
    const vy = wy / kS;
    const vz = wz / kS;
    code = solveCapsule(
      ABx / kAB,
      ABy / kAB,
      ABz / kAB,
      vx,
      vy,
      vz,
      sx,
      sy,
      sz,
      (Ax - Qx) / kS,
      (Ay - Qy) / kS,
      (Az - Qz) / kS,
      r / kS,
      sx * sx + sy * sy + sz * sz,
      vx * vx + vy * vy + vz * vz,
      kAB / kS,
      0,
    );
    // With no band, NEAR_SURFACE_T is only a start inside, which capsuleStart found not to be.
    if (code === NEAR_SURFACE_T) code = -1;
  }
  if (code === NEAR_TANGENT_T) code = preciseCapsule(Ax, Ay, Az, Bx, By, Bz, Px, Py, Pz, Qx, Qy, Qz, r, kAB, kS);
  if (code === BALL_P) code = sphereEntry(Ax, Ay, Az, Bx, By, Bz, Px, Py, Pz, r);
  if (code === BALL_Q) code = sphereEntry(Ax, Ay, Az, Bx, By, Bz, Qx, Qy, Qz, r);
  // Just outside, heading in: the start is on the surface (0) unless the entry lies beyond
  // the band (a grazing approach); rounding may even make the exact solve see it inside (-1).
  if (start === JUST_OUTSIDE && (code < 0 || code * length3(Bx - Ax, By - Ay, Bz - Az) <= band)) return 0;
  return code;
}

/**
 * The lateral entry near a tangency of the cylinder, where h is the small difference of
 * two nearly equal numbers: solveCapsule's quantities with AB, A - P and Q - P carried
 * exactly and every product and sum in double-double arithmetic.
 */
function preciseCapsule(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  r: number,
  kAB: number,
  kS: number,
): number {
  // Each vector component as an exact hi + lo pair (…l the low part), scaled exactly.
  const ABx = dd.twoSum(Bx, -Ax) / kAB;
  const ABxl = dd.lo / kAB;
  const ABy = dd.twoSum(By, -Ay) / kAB;
  const AByl = dd.lo / kAB;
  const ABz = dd.twoSum(Bz, -Az) / kAB;
  const ABzl = dd.lo / kAB;
  const wx = dd.twoSum(Ax, -Px) / kS;
  const wxl = dd.lo / kS;
  const wy = dd.twoSum(Ay, -Py) / kS;
  const wyl = dd.lo / kS;
  const wz = dd.twoSum(Az, -Pz) / kS;
  const wzl = dd.lo / kS;
  const dx = dd.twoSum(Qx, -Px) / kS;
  const dxl = dd.lo / kS;
  const dy = dd.twoSum(Qy, -Py) / kS;
  const dyl = dd.lo / kS;
  const dz = dd.twoSum(Qz, -Pz) / kS;
  const dzl = dd.lo / kS;
  const R = r / kS;
  const r2 = dd.twoProduct(R, R);
  const r2l = dd.lo;

  const mx = cross(wy, wyl, dz, dzl, wz, wzl, dy, dyl);
  const mxl = dd.lo;
  const my = cross(wz, wzl, dx, dxl, wx, wxl, dz, dzl);
  const myl = dd.lo;
  const mz = cross(wx, wxl, dy, dyl, wy, wyl, dx, dxl);
  const mzl = dd.lo;
  const nx = cross(ABy, AByl, dz, dzl, ABz, ABzl, dy, dyl);
  const nxl = dd.lo;
  const ny = cross(ABz, ABzl, dx, dxl, ABx, ABxl, dz, dzl);
  const nyl = dd.lo;
  const nz = cross(ABx, ABxl, dy, dyl, ABy, AByl, dx, dxl);
  const nzl = dd.lo;
  const d2 = dot(dx, dxl, dy, dyl, dz, dzl, dx, dxl, dy, dyl, dz, dzl);
  const r2d2 = dd.mul(r2, r2l, d2, dd.lo);
  const r2d2l = dd.lo;
  const m2 = dot(mx, mxl, my, myl, mz, mzl, mx, mxl, my, myl, mz, mzl);
  const c = dd.add(m2, dd.lo, -r2d2, -r2d2l);
  const mn = dot(mx, mxl, my, myl, mz, mzl, nx, nxl, ny, nyl, nz, nzl);
  if (c < 0 || mn >= 0) return -1;
  const n2 = dot(nx, nxl, ny, nyl, nz, nzl, nx, nxl, ny, nyl, nz, nzl);
  const r2n2 = dd.mul(r2, r2l, n2, dd.lo);
  const r2n2l = dd.lo;
  const nw = dot(nx, nxl, ny, nyl, nz, nzl, wx, wxl, wy, wyl, wz, wzl);
  const nw2 = dd.mul(nw, dd.lo, nw, dd.lo);
  const h = dd.add(r2n2, r2n2l, -nw2, -dd.lo);
  const wd = dot(wx, wxl, wy, wyl, wz, wzl, dx, dxl, dy, dyl, dz, dzl);
  const abd = dot(ABx, ABxl, ABy, AByl, ABz, ABzl, dx, dxl, dy, dyl, dz, dzl);
  // The inputs are exact here, so h is off only by double-double rounding, well within
  // 2^-96·r²|n|²: closer to 0 than that is touching, so that exact tangents hit.
  return lateralEntry(c, mn, n2, h < -DD_ROUNDING * r2n2 ? h : Math.max(h, 0), d2, wd, abd, kAB / kS);
}
