import { closestT, segmentsParameters } from '../closest-point/segments.ts';
import { copyCapsuleCastHit, createCapsuleCastHit, createSphereCastHit } from '../hit.ts';
import { capsuleEntry, capsuleHit } from '../raycast/capsule.ts';
import type { Capsule, CapsuleCastHit, SphereCastHit, Vec3, Vec3Like } from '../types.ts';
import { checkCapsule, checkCapsuleCastHitOut, checkVec3 } from '../validate.ts';
import { headsIn, length3, maxAbs3, ON_SURFACE, pow2Below, unitInto } from '../vec3.ts';

/**
 * First contact of a capsule moved by `motion` with another capsule, or `null`.
 *
 * Maths: the axes `P1 + s·d1 + t·m` and `P2 + u·d2` come within `R = r1 + r2` exactly when
 * the point `P1 + t·m` is within `R` of the parallelogram `P2 + u·d2 - s·d1` (the
 * Minkowski difference of the two axes): a raycast of one point against that parallelogram
 * rounded by `R`, which is the four capsules about its edges (each an end of one axis
 * against the other axis: raycastCapsule's kernel) and its two faces moved `±R` along
 * `d1 × d2`. Then `X`, `Y` are the axes' nearest points at `t`,
 * `normal = (X - Y)/|X - Y|` and `point = Y + r2·normal`.
 *
 * @param capsule - The moving capsule: its axis from `start` `P1` to `end` `Q1` and its `radius` `r1` (`>= 0`).
 * @param motion - `m`, the capsule's displacement: it sweeps from where it is to where it is plus `m`.
 * @param target - The capsule it may hit: its axis from `start` `P2` to `end` `Q2` and its `radius` `r2` (`>= 0`).
 * @returns The first contact, as a new hit with the moving axis at contact (`start`, `end`),
 *   or `null` when they do not meet along the way.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(P_1 Q_1 + t\,m,\ P_2 Q_2) = r_1 + r_2 \,\},\quad n = \frac{X - Y}{\lvert X - Y \rvert},\ P = Y + r_2\,n
 *
 * @example
 * ```ts
 * // A capsule along x dropped onto one along z: the axes cross 2 apart after 3 of 10.
 * const target = { start: vec3(0, 0, -4), end: vec3(0, 0, 4), radius: 1 };
 * capsuleCastCapsule({ start: vec3(-4, 5, 0), end: vec3(4, 5, 0), radius: 1 }, vec3(0, -10, 0), target);
 * // => { point: { x: 0, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 3, t: 0.3,
 * //      start: { x: -4, y: 2, z: 0 }, end: { x: 4, y: 2, z: 0 } }
 * ```
 *
 * @remarks Edges. Overlapping at the start (axes closer than `r1 + r2`): `null`. Just
 * touching at the start (to within 2^-40·S, S the largest input magnitude, where the rounded
 * axis of a hit lands): a hit at `t = 0` if the motion closes the gap (against
 * `X - Y` beyond 2^-40), `null` if it slides along or moves away. Parallel axes: the
 * parallelogram is a segment, its edge capsules decide; lying side by side, `point` is one
 * point of the touching segment. Zero `motion`, contact beyond `t = 1`: `null`. `capsule`
 * with `start = end` is {@link sphereCastCapsule}'s hit. Both radii 0: a hit only where
 * the axes meet, with `normal` the reversed unit direction of the motion; axes meeting at
 * the start: `null` (no interior to overlap).
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function capsuleCastCapsule(capsule: Capsule, motion: Vec3Like, target: Capsule): CapsuleCastHit | null {
  checkCapsule('capsuleCastCapsule', 'capsule', capsule);
  checkVec3('capsuleCastCapsule', 'motion', motion);
  checkCapsule('capsuleCastCapsule', 'target', target);
  const h = scratchHit;
  if (!capsulePairHit(capsule, motion, target, h)) return null; // a miss allocates nothing
  return copyCapsuleCastHit(h);
}

/**
 * {@link capsuleCastCapsule} that writes its hit into `out` instead of allocating one:
 * true and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the first `t` with `dist(P1Q1 + t·m, P2Q2) = r1 + r2`, as in capsuleCastCapsule.
 *
 * @param capsule - The moving capsule: its axis from `start` `P1` to `end` `Q1` and its `radius` `r1` (`>= 0`).
 * @param motion - `m`, the capsule's displacement.
 * @param target - The capsule it may hit: its axis `P2Q2` and its `radius` `r2` (`>= 0`).
 * @param out - A hit made once with `createCapsuleCastHit()`: written on a hit, left as it
 *   was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(P_1 Q_1 + t\,m,\ P_2 Q_2) = r_1 + r_2 \,\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createCapsuleCastHit();
 * const target = { start: vec3(0, 0, -4), end: vec3(0, 0, 4), radius: 1 };
 * capsuleCastCapsuleInto({ start: vec3(-4, 5, 0), end: vec3(4, 5, 0), radius: 1 }, vec3(0, -10, 0), target, hit);
 * // => true
 * hit.start;
 * // => { x: -4, y: 2, z: 0 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as capsuleCastCapsule. A miss leaves
 * `out` as it was. `out.point`, `out.normal`, `out.start` and `out.end` are written in
 * place, never replaced, and may be the very objects passed as inputs: every input is read
 * before `out` is written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   capsule-cast hit object; RangeError for a non-finite value or a negative radius.
 */
export function capsuleCastCapsuleInto(
  capsule: Capsule,
  motion: Vec3Like,
  target: Capsule,
  out: CapsuleCastHit,
): boolean {
  checkCapsule('capsuleCastCapsuleInto', 'capsule', capsule);
  checkVec3('capsuleCastCapsuleInto', 'motion', motion);
  checkCapsule('capsuleCastCapsuleInto', 'target', target);
  checkCapsuleCastHitOut('capsuleCastCapsuleInto', 'out', out);
  return capsulePairHit(capsule, motion, target, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createCapsuleCastHit();

/** The hit of a reduction to a sphere cast, copied into the capsule-cast hit. */
export const sphereScratch: SphereCastHit = createSphereCastHit();
/** `start + motion`, the end of a reduction's segment. */
export const endScratch: Vec3 = { x: 0, y: 0, z: 0 };
const normalScratch = new Float64Array(3);

/**
 * The object and `…Into` forms' one record. A capsule with `start = end` is the sphere
 * cast's own kernel (capsuleHit, sphereCastCapsule's), so that the reduction is exact;
 * else sweptSegmentEntry, then the nearest points at `t`. A miss writes nothing; every
 * input is read before anything is written.
 */
function capsulePairHit(capsule: Capsule, motion: Vec3Like, target: Capsule, out: CapsuleCastHit): boolean {
  const P = capsule.start;
  const Q = capsule.end;
  const Px = P.x;
  const Py = P.y;
  const Pz = P.z;
  const Qx = Q.x;
  const Qy = Q.y;
  const Qz = Q.z;
  const mx = motion.x;
  const my = motion.y;
  const mz = motion.z;
  const r1 = capsule.radius;
  if (Px === Qx && Py === Qy && Pz === Qz) {
    const B = endScratch;
    B.x = Px + mx;
    B.y = Py + my;
    B.z = Pz + mz;
    const h = sphereScratch;
    if (!capsuleHit(P, B, target, r1, h, h.center)) return false;
    return fromSphereHit(out, h);
  }
  const E = target.start;
  const F = target.end;
  const Ex = E.x;
  const Ey = E.y;
  const Ez = E.z;
  const Fx = F.x;
  const Fy = F.y;
  const Fz = F.z;
  const r2 = target.radius;
  const R = r1 + r2;
  // Where the axes start: their least distance, judged against R first.
  const s0 = segmentsParameters(Px, Py, Pz, Qx, Qy, Qz, Ex, Ey, Ez, Fx, Fy, Fz);
  const u0 = closestT;
  const band =
    ON_SURFACE * Math.max(maxAbs3(Px, Py, Pz), maxAbs3(Qx, Qy, Qz), maxAbs3(Ex, Ey, Ez), maxAbs3(Fx, Fy, Fz), R);
  let t = startVerdict(
    pointOn(Px, Qx, s0) - pointOn(Ex, Fx, u0),
    pointOn(Py, Qy, s0) - pointOn(Ey, Fy, u0),
    pointOn(Pz, Qz, s0) - pointOn(Ez, Fz, u0),
    mx,
    my,
    mz,
    R,
    band,
  );
  if (t === OUTSIDE) t = sweptSegmentEntry(Px, Py, Pz, Qx, Qy, Qz, mx, my, mz, Ex, Ey, Ez, Fx, Fy, Fz, R);
  if (t < 0) return false;
  // The axis at contact and the nearest points of the two axes there.
  const ax = Px + t * mx;
  const ay = Py + t * my;
  const az = Pz + t * mz;
  const bx = Qx + t * mx;
  const by = Qy + t * my;
  const bz = Qz + t * mz;
  const s = segmentsParameters(ax, ay, az, bx, by, bz, Ex, Ey, Ez, Fx, Fy, Fz);
  const u = closestT;
  const Yx = pointOn(Ex, Fx, u);
  const Yy = pointOn(Ey, Fy, u);
  const Yz = pointOn(Ez, Fz, u);
  const N = normalScratch;
  contactNormalInto(N, pointOn(ax, bx, s) - Yx, pointOn(ay, by, s) - Yy, pointOn(az, bz, s) - Yz, mx, my, mz);
  const nx = N[0] as number;
  const ny = N[1] as number;
  const nz = N[2] as number;
  writeCapsuleHit(out, N, Yx + r2 * nx, Yy + r2 * ny, Yz + r2 * nz, t, Px, Py, Pz, Qx, Qy, Qz, mx, my, mz);
  return true;
}

/** `p + u·(q - p)`, one coordinate, `q` itself at `u = 1`. */
export function pointOn(p: number, q: number, u: number): number {
  return u === 1 ? q : p + u * (q - p);
}

/** startVerdict's answer for a start clear of the target: the pieces decide. */
export const OUTSIDE = -2;

/**
 * The verdict on a capsule's start from `D = X - Y`, its axis's nearest point minus the
 * target's (`|D|` the least distance): -1 (null) strictly overlapped, or touching and not
 * closing the gap; 0 touching (to within `band`) and heading in against `D` beyond
 * rounding (headsIn); OUTSIDE otherwise. The target being convex, the distance is a convex
 * function of `t` whose slope at 0 is `m·D/|D|`: it never falls if that is not negative.
 * Radius 0: no interior to overlap, so an axis touching the target at the start is -1.
 */
export function startVerdict(
  Dx: number,
  Dy: number,
  Dz: number,
  mx: number,
  my: number,
  mz: number,
  r: number,
  band: number,
): number {
  const d = length3(Dx, Dy, Dz);
  if (r === 0) return d === 0 ? -1 : OUTSIDE;
  if (d < r - band) return -1;
  if (d > r + band) return OUTSIDE;
  return headsIn(mx * Dx + my * Dy + mz * Dz, length3(mx, my, mz) * d) ? 0 : -1;
}

/**
 * Writes the unit normal `D/|D|` (`D = X - Y`, from the target's point to the moving
 * axis's) into `N`; where `D` is 0 (radius 0, touching), the reversed unit direction of the
 * motion, as v2 does for a normal with no direction.
 */
export function contactNormalInto(
  N: Float64Array,
  Dx: number,
  Dy: number,
  Dz: number,
  mx: number,
  my: number,
  mz: number,
): void {
  if (!unitInto(N, 0, Dx, Dy, Dz)) unitInto(N, 0, -mx, -my, -mz);
}

/**
 * Writes a capsule-cast hit: `point`, the unit `normal` from `N`, `t`, `distance = t·|m|`
 * and the axis at contact, `start = P + t·m`, `end = Q + t·m`.
 */
export function writeCapsuleHit(
  out: CapsuleCastHit,
  N: Float64Array,
  Xx: number,
  Xy: number,
  Xz: number,
  t: number,
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  mx: number,
  my: number,
  mz: number,
): void {
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  const point = out.point;
  point.x = Xx + 0;
  point.y = Xy + 0;
  point.z = Xz + 0;
  const normal = out.normal;
  normal.x = (N[0] as number) + 0;
  normal.y = (N[1] as number) + 0;
  normal.z = (N[2] as number) + 0;
  out.distance = t * length3(mx, my, mz);
  out.t = t;
  const start = out.start;
  start.x = Px + t * mx + 0;
  start.y = Py + t * my + 0;
  start.z = Pz + t * mz + 0;
  const end = out.end;
  end.x = Qx + t * mx + 0;
  end.y = Qy + t * my + 0;
  end.z = Qz + t * mz + 0;
}

/**
 * Copies a sphere cast's hit (the reduction of a capsule with `start = end`) into a
 * capsule-cast hit: its point, normal, distance and `t`, and its moving center as both
 * ends of the axis. True, for the caller to return.
 */
export function fromSphereHit(out: CapsuleCastHit, h: SphereCastHit): boolean {
  const point = out.point;
  point.x = h.point.x;
  point.y = h.point.y;
  point.z = h.point.z;
  const normal = out.normal;
  normal.x = h.normal.x;
  normal.y = h.normal.y;
  normal.z = h.normal.z;
  out.distance = h.distance;
  out.t = h.t;
  const C = h.center;
  out.start.x = C.x;
  out.start.y = C.y;
  out.start.z = C.z;
  out.end.x = C.x;
  out.end.y = C.y;
  out.end.z = C.z;
  return true;
}

/**
 * The `t` in `[0, 1]` at which the segment `P -> Q` moved by `t·m` first comes within `R`
 * of the segment `E -> F`, or -1 (a miss; a zero motion). The caller has judged the start
 * (startVerdict): it is clear of `R`, so each piece below starts outside its own part. The
 * kernel of capsuleCastCapsule and of the capsule casts' edges (`R` the radius, the target
 * edge bare).
 *
 * Maths: `P + t·m` against the parallelogram `E + u·(F - E) - s·(Q - P)` rounded by `R`:
 * the least `t` of its four edge capsules, which are `P` and `Q` moving by `m` against the
 * capsule `(EF, R)` and `E` and `F` moving by `-m` against `(PQ, R)` (capsuleEntry, with
 * exact inputs), and of its face moved out by `R` on the start's side (faceEntry). The
 * union of the edge capsules and the slab over the face is the rounded parallelogram, and
 * its side walls lie within the edge capsules, so nothing else is met first.
 */
export function sweptSegmentEntry(
  Px: number,
  Py: number,
  Pz: number,
  Qx: number,
  Qy: number,
  Qz: number,
  mx: number,
  my: number,
  mz: number,
  Ex: number,
  Ey: number,
  Ez: number,
  Fx: number,
  Fy: number,
  Fz: number,
  R: number,
): number {
  if (mx === 0 && my === 0 && mz === 0) return -1;
  let t = capsuleEntry(Px, Py, Pz, Px + mx, Py + my, Pz + mz, Ex, Ey, Ez, Fx, Fy, Fz, R);
  let ti = capsuleEntry(Qx, Qy, Qz, Qx + mx, Qy + my, Qz + mz, Ex, Ey, Ez, Fx, Fy, Fz, R);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  ti = capsuleEntry(Ex, Ey, Ez, Ex - mx, Ey - my, Ez - mz, Px, Py, Pz, Qx, Qy, Qz, R);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  ti = capsuleEntry(Fx, Fy, Fz, Fx - mx, Fy - my, Fz - mz, Px, Py, Pz, Qx, Qy, Qz, R);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  ti = faceEntry(Px - Ex, Py - Ey, Pz - Ez, mx, my, mz, Qx - Px, Qy - Py, Qz - Pz, Fx - Ex, Fy - Ey, Fz - Ez, R);
  if (ti >= 0 && (t < 0 || ti < t)) t = ti;
  return t;
}

/**
 * The `t` in `[0, 1]` at which the lines of the two axes first come `R` apart across the
 * plane they span, with their nearest points inside both segments (the rounded
 * parallelogram's face), or -1. `w = P - E` (moving minus fixed start), `m` the motion,
 * `d1 = Q - P`, `d2 = F - E`.
 *
 * Maths: with `N = d1 × d2`, the lines' gap along `N` is `g(t) = N·(w + t·m)/|N|`, met at
 * `|g| = R` from the start's side: `t = (N·w - σR|N|)/(-N·m)`. There the nearest points
 * are at `s = (w + t·m)·(N × d2)/|N|²` on the moving axis and `u = (w + t·m)·(N × d1)/|N|²`
 * on the fixed one (their difference is along `N`). A near-parallel pair, whose
 * parallelogram is no wider than 2^-40 of the scene, has no face worth the name: its edge
 * capsules cover it to that width, and its `N` is rounding noise.
 */
function faceEntry(
  wx: number,
  wy: number,
  wz: number,
  mx: number,
  my: number,
  mz: number,
  d1x: number,
  d1y: number,
  d1z: number,
  d2x: number,
  d2y: number,
  d2z: number,
  R: number,
): number {
  // The answer is unchanged by one scaling of every length: keep the products of four
  // lengths below (|N|², s and u's numerators) clear of overflow and underflow.
  const k = pow2Below(
    Math.max(maxAbs3(wx, wy, wz), maxAbs3(mx, my, mz), maxAbs3(d1x, d1y, d1z), maxAbs3(d2x, d2y, d2z), R),
  );
  if (k > 2 ** 60 || k < 2 ** -60) {
    wx /= k;
    wy /= k;
    wz /= k;
    mx /= k;
    my /= k;
    mz /= k;
    d1x /= k;
    d1y /= k;
    d1z /= k;
    d2x /= k;
    d2y /= k;
    d2z /= k;
    R /= k;
  }
  const Nx = d1y * d2z - d1z * d2y;
  const Ny = d1z * d2x - d1x * d2z;
  const Nz = d1x * d2y - d1y * d2x;
  const n2 = Nx * Nx + Ny * Ny + Nz * Nz;
  const nLen = Math.sqrt(n2);
  const longest = Math.max(length3(d1x, d1y, d1z), length3(d2x, d2y, d2z));
  const scene = Math.max(maxAbs3(wx, wy, wz), longest, R);
  if (!(nLen > ON_SURFACE * scene * longest)) return -1;
  const g0 = Nx * wx + Ny * wy + Nz * wz;
  const gm = Nx * mx + Ny * my + Nz * mz;
  const RN = R * nLen;
  // From outside the slab, moving towards the plane (parallel motion never crosses).
  if (g0 > RN ? !(gm < 0) : g0 < -RN ? !(gm > 0) : true) return -1;
  const t = (g0 > 0 ? g0 - RN : g0 + RN) / -gm;
  if (!(t <= 1)) return -1;
  const vx = wx + t * mx;
  const vy = wy + t * my;
  const vz = wz + t * mz;
  // N × d2 and N × d1, dotted with w + t·m: |N|² times s and u.
  const sNum = vx * (Ny * d2z - Nz * d2y) + vy * (Nz * d2x - Nx * d2z) + vz * (Nx * d2y - Ny * d2x);
  if (!(sNum >= 0 && sNum <= n2)) return -1;
  const uNum = vx * (Ny * d1z - Nz * d1y) + vy * (Nz * d1x - Nx * d1z) + vz * (Nx * d1y - Ny * d1x);
  if (!(uNum >= 0 && uNum <= n2)) return -1;
  return t;
}
