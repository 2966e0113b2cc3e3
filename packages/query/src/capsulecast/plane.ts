import { copyCapsuleCastHit, createCapsuleCastHit } from '../hit.ts';
import { planeNormalInto, slabEntry } from '../raycast/plane.ts';
import type { Capsule, CapsuleCastHit, Plane, Vec3Like } from '../types.ts';
import { checkCapsule, checkCapsuleCastHitOut, checkPlane, checkVec3 } from '../validate.ts';
import { length3 } from '../vec3.ts';
import { writeCapsuleHit } from './capsule.ts';

/**
 * First contact of a capsule moved by `motion` with the two-sided plane
 * `normal·p + constant = 0`, or `null`.
 *
 * Maths: both ends of the axis move alike, so the end nearer the plane (the smaller
 * `|n·E + c|`) reaches it first: the sphere cast of that end (sphereCastPlane's slab,
 * `|n·p + c| <= r·|n|`), unless the axis already crosses the plane (its ends strictly on
 * both sides), which is overlapping. Then `normal = s·n/|n|` (the side the capsule comes
 * from), `point = E_t - r·normal`, `E_t` that end at contact.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement: it sweeps from where it is to where it is plus `m`.
 * @param plane - The plane: its `normal` `n` (any length but zero) and `constant` `c`.
 * @returns The first contact, as a new hit with the moving axis at contact (`start`, `end`),
 *   or `null` when the capsule does not reach the plane along the way.
 *
 * @formula t = \frac{d_E - s\,r\lvert n \rvert}{-n \cdot m},\ d_E = n \cdot E + c,\ E = \operatorname*{arg\,min}_{E \in \{P, Q\}} \lvert d_E \rvert,\ s = \operatorname{sign} d_E
 *
 * @example
 * ```ts
 * // A tilted capsule dropped onto the floor y = 0: its lower end (1, 3) leads, and stops
 * // 1 above the floor after 2 of 10.
 * capsuleCastPlane({ start: vec3(0, 5), end: vec3(1, 3), radius: 1 }, vec3(0, -10), { normal: vec3(0, 1), constant: 0 });
 * // => { point: { x: 1, y: 0, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 2, t: 0.2,
 * //      start: { x: 0, y: 3, z: 0 }, end: { x: 1, y: 1, z: 0 } }
 * ```
 *
 * @remarks Edges. The plane is two-sided: the capsule stops on whichever side it comes
 * from. Its axis crossing the plane, or either end strictly within `radius` of it: `null`.
 * An end `radius` away (to within 2^-40·S, S the largest input magnitude, where the rounded
 * axis of a hit lands): a hit at `t = 0` if moving towards the plane, `null` if moving
 * away or along it (within 2^-40). Parallel to the plane (both ends as near): `point` is
 * below `start`. Parallel motion, contact beyond `t = 1`, zero `motion`: `null`.
 * `start = end`: exactly {@link sphereCastPlane}'s hit (radius 0 as well: raycastPlane's).
 * Radius 0 with `start ≠ end`: the bare segment, which touching the plane at the start is
 * `null`.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value, a negative radius or a zero `plane.normal`.
 */
export function capsuleCastPlane(capsule: Capsule, motion: Vec3Like, plane: Plane): CapsuleCastHit | null {
  checkCapsule('capsuleCastPlane', 'capsule', capsule);
  checkVec3('capsuleCastPlane', 'motion', motion);
  checkPlane('capsuleCastPlane', 'plane', plane);
  const h = scratchHit;
  if (!capsulePlaneHit(capsule, motion, plane, h)) return null; // a miss allocates nothing
  return copyCapsuleCastHit(h);
}

/**
 * {@link capsuleCastPlane} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: the sphere cast of the axis's end nearer the plane, as in capsuleCastPlane.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement.
 * @param plane - The plane: its `normal` `n` (any length but zero) and `constant` `c`.
 * @param out - A hit made once with `createCapsuleCastHit()`: written on a hit, left as it
 *   was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \frac{d_E - s\,r\lvert n \rvert}{-n \cdot m},\ d_E = n \cdot E + c
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createCapsuleCastHit();
 * capsuleCastPlaneInto({ start: vec3(0, 5), end: vec3(1, 3), radius: 1 }, vec3(0, -10), { normal: vec3(0, 1), constant: 0 }, hit);
 * // => true
 * hit.end;
 * // => { x: 1, y: 1, z: 0 }
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as capsuleCastPlane. A miss leaves
 * `out` as it was. `out.point`, `out.normal`, `out.start` and `out.end` are written in
 * place and may be the very objects passed as inputs: every input is read before `out` is
 * written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   capsule-cast hit object; RangeError for a non-finite value, a negative radius or a
 *   zero `plane.normal`.
 */
export function capsuleCastPlaneInto(capsule: Capsule, motion: Vec3Like, plane: Plane, out: CapsuleCastHit): boolean {
  checkCapsule('capsuleCastPlaneInto', 'capsule', capsule);
  checkVec3('capsuleCastPlaneInto', 'motion', motion);
  checkPlane('capsuleCastPlaneInto', 'plane', plane);
  checkCapsuleCastHitOut('capsuleCastPlaneInto', 'out', out);
  return capsulePlaneHit(capsule, motion, plane, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createCapsuleCastHit();
const normalScratch = new Float64Array(3);

/**
 * The object and `…Into` forms' one record. The end `E` nearer the plane is cast as a
 * sphere (slabEntry, sphereCastPlane's kernel; for `start = end` this is exactly the
 * sphere cast, whose segment is `E -> E + m`). A miss writes nothing; every input is read
 * before anything is written.
 */
function capsulePlaneHit(capsule: Capsule, motion: Vec3Like, plane: Plane, out: CapsuleCastHit): boolean {
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
  const r = capsule.radius;
  const n = plane.normal;
  const nx = n.x;
  const ny = n.y;
  const nz = n.z;
  const c = plane.constant;
  const point = Px === Qx && Py === Qy && Pz === Qz;
  const dP = nx * Px + ny * Py + nz * Pz + c;
  const dQ = nx * Qx + ny * Qy + nz * Qz + c;
  if (!point) {
    // The axis crosses the plane: overlapping (or, radius 0, touching with no interior).
    if ((dP > 0 && dQ < 0) || (dP < 0 && dQ > 0)) return false;
    if (r === 0 && (dP === 0 || dQ === 0)) return false;
  }
  const nearP = Math.abs(dP) <= Math.abs(dQ);
  const Ex = nearP ? Px : Qx;
  const Ey = nearP ? Py : Qy;
  const Ez = nearP ? Pz : Qz;
  const t = slabEntry(Ex, Ey, Ez, Ex + mx, Ey + my, Ez + mz, nx, ny, nz, c, r * length3(nx, ny, nz));
  if (t < 0) return false;
  // On a hit the capsule moves towards the plane, so against the motion is its side.
  const N = normalScratch;
  planeNormalInto(N, nx, ny, nz, mx, my, mz);
  const Nx = N[0] as number;
  const Ny = N[1] as number;
  const Nz = N[2] as number;
  writeCapsuleHit(
    out,
    N,
    Ex + t * mx - r * Nx,
    Ey + t * my - r * Ny,
    Ez + t * mz - r * Nz,
    t,
    Px,
    Py,
    Pz,
    Qx,
    Qy,
    Qz,
    mx,
    my,
    mz,
  );
  return true;
}
