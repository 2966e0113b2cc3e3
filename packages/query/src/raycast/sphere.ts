import { newHit } from '../hit.ts';
import type { RaycastHit, Sphere, Vec3, Vec3Like } from '../types.ts';
import { checkSphere, checkVec3 } from '../validate.ts';
import { length3, pow2Below, SAFE_MAX, SAFE_MIN, unit3 } from '../vec3.ts';

/**
 * First contact of the segment `origin -> end` with a sphere, or `null`.
 *
 * Maths: the smaller root of `|A + t·AB - S|² = r²` in `[0, 1]`, where `A = origin`,
 * `AB = end - origin`, `S = sphere.center`, `r = sphere.radius`.
 *
 * @example
 * ```ts
 * // A 3-4-5 triangle: the foot of the perpendicular from S is C = (8, 0, 0), |CS| = 3,
 * // so the half chord is |CD| = 4 and the contact is D = (4, 0, 0), 40 % along.
 * raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(8, 3), radius: 5 });
 * // => { point: { x: 4, y: 0, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4 }
 * ```
 *
 * @remarks Edges. Origin strictly inside: `null`. Origin on the surface: a hit at `t = 0`
 * if the segment heads into the sphere, `null` if it leaves or is tangent. Tangent from
 * outside: a hit at the touching point. Contact beyond `end`, or the sphere behind the
 * origin: `null`. Zero-length segment: `null`. Radius 0: a hit only where the segment
 * passes through the center, with `normal` the reversed unit direction of the segment.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function raycastSphere(origin: Vec3Like, end: Vec3Like, sphere: Sphere): RaycastHit | null {
  checkVec3('raycastSphere', 'origin', origin);
  checkVec3('raycastSphere', 'end', end);
  checkSphere('raycastSphere', 'sphere', sphere);
  const A = origin;
  const S = sphere.center;
  const r = sphere.radius;
  const ABx = end.x - A.x;
  const ABy = end.y - A.y;
  const ABz = end.z - A.z;
  if (ABx === 0 && ABy === 0 && ABz === 0) return null;

  const t = sphereEntry(ABx, ABy, ABz, S.x - A.x, S.y - A.y, S.z - A.z, r);
  if (t < 0) return null;
  const Dx = A.x + t * ABx;
  const Dy = A.y + t * ABy;
  const Dz = A.z + t * ABz;
  const normal = sphereNormal(Dx - S.x, Dy - S.y, Dz - S.z, r, ABx, ABy, ABz);
  return newHit(Dx, Dy, Dz, normal, t * length3(ABx, ABy, ABz), t);
}

/**
 * The `t` in `[0, 1]` at which `A + t·AB` first touches the closed ball `|P - S| <= r`
 * coming from outside (or `0` when `A` is on the sphere and `AB` heads inwards), or `-1`
 * when it does not. Shared with the sphere cast, which is this query with `r = r1 + r2`.
 * `AB` must not be zero.
 */
export function sphereEntry(
  ABx: number,
  ABy: number,
  ABz: number,
  ASx: number,
  ASy: number,
  ASz: number,
  r: number,
): number {
  const ab2 = ABx * ABx + ABy * ABy + ABz * ABz;
  const as2 = ASx * ASx + ASy * ASy + ASz * ASz;
  const atCenter = ASx === 0 && ASy === 0 && ASz === 0; // not as2 === 0, which tiny offsets reach
  if (ab2 > SAFE_MIN && ab2 < SAFE_MAX && (as2 > SAFE_MIN || atCenter) && as2 < SAFE_MAX && r * r < SAFE_MAX) {
    return solveEntry(ABx, ABy, ABz, ab2, ASx, ASy, ASz, as2, r, 1);
  }
  // Magnitudes near 1e±100 would overflow or underflow in the products below. Divide AB
  // by one power of two and (AS, r) by another (both exact), solve for τ = t·kAB/kS,
  // and scale back.
  const kAB = pow2Below(Math.max(Math.abs(ABx), Math.abs(ABy), Math.abs(ABz)));
  const kS = pow2Below(Math.max(Math.abs(ASx), Math.abs(ASy), Math.abs(ASz), r));
  const abx = ABx / kAB;
  const aby = ABy / kAB;
  const abz = ABz / kAB;
  const asx = ASx / kS;
  const asy = ASy / kS;
  const asz = ASz / kS;
  const tMax = kAB / kS;
  const tau = solveEntry(
    abx,
    aby,
    abz,
    abx * abx + aby * aby + abz * abz,
    asx,
    asy,
    asz,
    asx * asx + asy * asy + asz * asz,
    r / kS,
    tMax,
  );
  return tau < 0 ? -1 : tau / tMax;
}

// With C the foot of the perpendicular from S on the line AB and D the contact:
//   b  = AB·AS               = |AB|·|AC|
//   c  = |AS|² - r²          (> 0 outside, 0 on the surface, < 0 inside)
//   h2 = |AB|²r² - |AB×AS|²  = |AB|²·(r² - |CS|²) = |AB|²·|CD|²
// and t = (b - √h2)/|AB|² = (|AC| - |CD|)/|AB| = |AD|/|AB|, evaluated as c/(b + √h2),
// the same root without the cancellation when A is close to the surface.
// |CS| comes from the cross product, not from |AS|² - |AC|² (Pythagoras by subtraction
// loses every digit when the sphere is far away), and is exact for integer inputs, so
// exact tangents stay exact.
function solveEntry(
  ABx: number,
  ABy: number,
  ABz: number,
  ab2: number,
  ASx: number,
  ASy: number,
  ASz: number,
  as2: number,
  r: number,
  tMax: number,
): number {
  const b = ABx * ASx + ABy * ASy + ABz * ASz;
  const c = as2 - r * r;
  // Inside; or outside or on the surface but not heading towards the center.
  if (c < 0 || b <= 0) return -1;
  const Xx = ABy * ASz - ABz * ASy;
  const Xy = ABz * ASx - ABx * ASz;
  const Xz = ABx * ASy - ABy * ASx;
  const h2 = ab2 * r * r - (Xx * Xx + Xy * Xy + Xz * Xz);
  if (h2 < 0) return -1; // the line passes farther than r from S
  const t = c / (b + Math.sqrt(h2));
  return t <= tMax ? t : -1;
}

/**
 * The outward normal `(P - S) / |P - S|` at a contact `P` of a sphere of radius `r`, or
 * the reversed direction of travel where it has none (radius 0, or `P - S` lost below
 * the precision of the coordinates). A new vector.
 */
export function sphereNormal(
  PSx: number,
  PSy: number,
  PSz: number,
  r: number,
  ABx: number,
  ABy: number,
  ABz: number,
): Vec3 {
  return (r > 0 ? unit3(PSx, PSy, PSz) : null) ?? (unit3(-ABx, -ABy, -ABz) as Vec3);
}
