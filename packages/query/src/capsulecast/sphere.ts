import { copyCapsuleCastHit, createCapsuleCastHit } from '../hit.ts';
import { capsuleHit } from '../raycast/capsule.ts';
import type { Capsule, CapsuleCastHit, Sphere, Vec3Like } from '../types.ts';
import { checkCapsule, checkCapsuleCastHitOut, checkSphere, checkVec3 } from '../validate.ts';
import { endScratch, sphereScratch, writeCapsuleHit } from './capsule.ts';

/**
 * First contact of a capsule moved by `motion` with a sphere, or `null`.
 *
 * Maths: the capsule moving by `t·m` touches the fixed sphere exactly when the sphere
 * moving by `-t·m` touches the fixed capsule: this is {@link sphereCastCapsule} from the
 * sphere's center `S` to `S - m` (a raycast of `S` against the capsule grown by the
 * sphere's radius), mirrored: the same `t` and distance, `normal` reversed (the sphere's
 * outward normal, towards the capsule), `point = S + radius·normal` on the sphere.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement: it sweeps from where it is to where it is plus `m`.
 * @param sphere - The sphere it may hit: its `center` `S` and `radius` `ρ` (`>= 0`).
 * @returns The first contact, as a new hit with the moving axis at contact (`start`, `end`),
 *   or `null` when they do not meet along the way.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(S - t\,m,\ PQ) = r + \rho \,\},\quad n = \frac{X - S}{\lvert X - S \rvert},\ \text{point} = S + \rho\,n
 *
 * @example
 * ```ts
 * // A capsule along x swept down onto a ball under its middle: the axis stops 2 above the
 * // center, after 3 of 10; they touch on top of the ball.
 * capsuleCastSphere({ start: vec3(-2, 5), end: vec3(2, 5), radius: 1 }, vec3(0, -10), { center: vec3(0, 0), radius: 1 });
 * // => { point: { x: 0, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, distance: 3, t: 0.3,
 * //      start: { x: -2, y: 2, z: 0 }, end: { x: 2, y: 2, z: 0 } }
 * ```
 *
 * @remarks Edges. Exactly sphereCastCapsule with the motion reversed, point and normal
 * mirrored, so all its edges hold: overlapping at the start, `null`; just touching (to
 * within 2^-40·S), a hit at `t = 0` only if the motion closes the gap; zero `motion`,
 * contact beyond `t = 1`: `null`. `start = end`: a sphere against a sphere. Both radii 0:
 * a hit only where the axis sweeps over the center, `normal` the reversed unit direction of
 * the motion.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function capsuleCastSphere(capsule: Capsule, motion: Vec3Like, sphere: Sphere): CapsuleCastHit | null {
  checkCapsule('capsuleCastSphere', 'capsule', capsule);
  checkVec3('capsuleCastSphere', 'motion', motion);
  checkSphere('capsuleCastSphere', 'sphere', sphere);
  const h = scratchHit;
  if (!capsuleSphereHit(capsule, motion, sphere, h)) return null; // a miss allocates nothing
  return copyCapsuleCastHit(h);
}

/**
 * {@link capsuleCastSphere} that writes its hit into `out` instead of allocating one: true
 * and `out` filled on a hit, false and `out` untouched on a miss.
 *
 * Maths: sphereCastCapsule from `S` to `S - m`, mirrored, as in capsuleCastSphere.
 *
 * @param capsule - The moving capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param motion - `m`, the capsule's displacement.
 * @param sphere - The sphere it may hit: its `center` `S` and `radius` `ρ` (`>= 0`).
 * @param out - A hit made once with `createCapsuleCastHit()`: written on a hit, left as it
 *   was on a miss.
 * @returns `true` on a hit, with `out` filled in; `false` on a miss, with `out` untouched.
 *
 * @formula t = \min\{\, t \in [0, 1] : \operatorname{dist}(S - t\,m,\ PQ) = r + \rho \,\}
 *
 * @example
 * ```ts
 * // Made once, then reused for every query.
 * const hit = createCapsuleCastHit();
 * capsuleCastSphereInto({ start: vec3(-2, 5), end: vec3(2, 5), radius: 1 }, vec3(0, -10), { center: vec3(0, 0), radius: 1 }, hit);
 * // => true
 * hit.t;
 * // => 0.3
 * ```
 *
 * @remarks Edges. Every edge, hit and number exactly as capsuleCastSphere. A miss leaves
 * `out` as it was. `out.point`, `out.normal`, `out.start` and `out.end` are written in
 * place and may be the very objects passed as inputs: every input is read before `out` is
 * written.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   capsule-cast hit object; RangeError for a non-finite value or a negative radius.
 */
export function capsuleCastSphereInto(
  capsule: Capsule,
  motion: Vec3Like,
  sphere: Sphere,
  out: CapsuleCastHit,
): boolean {
  checkCapsule('capsuleCastSphereInto', 'capsule', capsule);
  checkVec3('capsuleCastSphereInto', 'motion', motion);
  checkSphere('capsuleCastSphereInto', 'sphere', sphere);
  checkCapsuleCastHitOut('capsuleCastSphereInto', 'out', out);
  return capsuleSphereHit(capsule, motion, sphere, out);
}

/** The hit the object form fills before copying it; one, reused: queries are synchronous. */
const scratchHit = createCapsuleCastHit();
const normalScratch = new Float64Array(3);

/** The object and `…Into` forms' one record. A miss writes nothing. */
function capsuleSphereHit(capsule: Capsule, motion: Vec3Like, sphere: Sphere, out: CapsuleCastHit): boolean {
  const S = sphere.center;
  const Sx = S.x;
  const Sy = S.y;
  const Sz = S.z;
  const mx = motion.x;
  const my = motion.y;
  const mz = motion.z;
  const rho = sphere.radius;
  const B = endScratch;
  B.x = Sx - mx;
  B.y = Sy - my;
  B.z = Sz - mz;
  // The sphere cast against the fixed capsule, in the capsule's frame.
  const h = sphereScratch;
  if (!capsuleHit(S, B, capsule, rho, h, h.center)) return false;
  const P = capsule.start;
  const Q = capsule.end;
  const N = normalScratch;
  N[0] = -h.normal.x;
  N[1] = -h.normal.y;
  N[2] = -h.normal.z;
  const t = h.t;
  writeCapsuleHit(
    out,
    N,
    Sx - rho * h.normal.x,
    Sy - rho * h.normal.y,
    Sz - rho * h.normal.z,
    t,
    P.x,
    P.y,
    P.z,
    Q.x,
    Q.y,
    Q.z,
    mx,
    my,
    mz,
  );
  out.distance = h.distance;
  return true;
}
