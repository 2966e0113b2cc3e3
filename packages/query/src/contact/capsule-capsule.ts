import { closestT, segmentsParameters } from '../closest-point/segments.ts';
import { copyContact, setContact } from '../hit.ts';
import { segmentsWithin } from '../overlap/capsule-capsule.ts';
import type { Capsule, Contact } from '../types.ts';
import { checkCapsule, checkContactOut } from '../validate.ts';
import { length3, pow2Below, unitInto } from '../vec3.ts';

/**
 * The minimum translation that moves a capsule out of another capsule to just touching it,
 * or `null` when they do not touch.
 *
 * Maths: with `X1`, `X2` a closest pair of points of the two axes and `δ = |X1 - X2|`, they
 * touch when `δ <= r1 + r2`; moving the first capsule by `r1 + r2 - δ` along
 * `(X1 - X2)/δ` leaves the axes `r1 + r2` apart, and no shorter move does. Where the
 * closest points are inside both axes, `X1 - X2` is along `d1 × d2` and is computed so
 * (`δ = |(d1 × d2)·(P1 - P2)|/|d1 × d2|`); where one is an end, as the offset of that end
 * square to the other axis; so the normal keeps its direction when `δ` is within rounding
 * of 0. `point = X2 + r2·normal`.
 *
 * @param capsule - The capsule that moves: its axis from `start` `P1` to `end` `Q1`
 *   (`d1 = Q1 - P1`) and its `radius` `r1` (`>= 0`).
 * @param target - The capsule it is pushed out of: `start` `P2`, `end` `Q2`
 *   (`d2 = Q2 - P2`), `radius` `r2` (`>= 0`).
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`), or `null`.
 *
 * @formula (X_1, X_2) = \operatorname*{arg\,min} \lvert X_1 - X_2 \rvert,\quad \text{normal} = \frac{X_1 - X_2}{\lvert X_1 - X_2 \rvert},\quad \text{depth} = r_1 + r_2 - \lvert X_1 - X_2 \rvert
 *
 * @example
 * ```ts
 * // Crossed axes, along x at height 2 and along z at height 0, radii 1 + 2: they overlap
 * // by 1, and the first is pushed up.
 * capsuleContactCapsule({ start: vec3(-4, 2, 0), end: vec3(4, 2, 0), radius: 1 }, { start: vec3(0, 0, -4), end: vec3(0, 0, 4), radius: 2 });
 * // => { point: { x: 0, y: 2, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Just touching: `depth = 0`. Apart: `null`. Parallel axes: the least
 * distance of their overlap, `point` at one pair of it. No direction of its own (the axes
 * meet): axes crossing inside both: `normal = d1 × d2` normalized (the two axes then lie
 * in parallel planes `r1 + r2` apart; in a 2D scene that is ±z, the minimum translation in
 * 3D); an end of one axis on the other: square to that other axis, towards the side the
 * first axis lies on (in the plane of the two axes: in 2D, in the plane); collinear axes
 * (or points): `(-dy, dx, 0)` of the target's axis normalized, of the capsule's if the
 * target's is a point, else `(1, 0, 0)`; `depth = r1 + r2`. A capsule with `start = end`
 * is a sphere. Moving the capsule by `normal·depth` leaves it touching. `depth` is never
 * negative.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function capsuleContactCapsule(capsule: Capsule, target: Capsule): Contact | null {
  checkCapsule('capsuleContactCapsule', 'capsule', capsule);
  checkCapsule('capsuleContactCapsule', 'target', target);
  const P1 = capsule.start;
  const Q1 = capsule.end;
  const P2 = target.start;
  const Q2 = target.end;
  const out = scratchOut;
  const r1 = capsule.radius;
  const r2 = target.radius;
  if (!capsuleCapsuleContact(out, P1.x, P1.y, P1.z, Q1.x, Q1.y, Q1.z, r1, P2.x, P2.y, P2.z, Q2.x, Q2.y, Q2.z, r2)) {
    return null;
  }
  return copyContact(out);
}

/**
 * {@link capsuleContactCapsule} that writes its contact into `out` instead of allocating
 * one: true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as capsuleContactCapsule, `normal = (X1 - X2)/|X1 - X2|`,
 * `depth = r1 + r2 - |X1 - X2|`, `point = X2 + r2·normal`.
 *
 * @param capsule - The capsule that moves: `start` `P1`, `end` `Q1`, `radius` `r1` (`>= 0`).
 * @param target - The capsule it is pushed out of: `start` `P2`, `end` `Q2`, `radius` `r2` (`>= 0`).
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula \text{normal} = \frac{X_1 - X_2}{\lvert X_1 - X_2 \rvert},\quad \text{depth} = r_1 + r_2 - \lvert X_1 - X_2 \rvert
 *
 * @example
 * ```ts
 * const contact = createContact();
 * capsuleContactCapsuleInto({ start: vec3(-4, 2, 0), end: vec3(4, 2, 0), radius: 1 }, { start: vec3(0, 0, -4), end: vec3(0, 0, 4), radius: 2 }, contact);
 * // => true
 * contact;
 * // => { point: { x: 0, y: 2, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as capsuleContactCapsule. Apart: `false`,
 * `out` as it was. `out.point` and `out.normal` are written in place and may be the very
 * objects passed as inputs: every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value or a negative radius.
 */
export function capsuleContactCapsuleInto(capsule: Capsule, target: Capsule, out: Contact): boolean {
  checkCapsule('capsuleContactCapsuleInto', 'capsule', capsule);
  checkCapsule('capsuleContactCapsuleInto', 'target', target);
  checkContactOut('capsuleContactCapsuleInto', 'out', out);
  const P1 = capsule.start;
  const Q1 = capsule.end;
  const P2 = target.start;
  const Q2 = target.end;
  const r1 = capsule.radius;
  const r2 = target.radius;
  return capsuleCapsuleContact(out, P1.x, P1.y, P1.z, Q1.x, Q1.y, Q1.z, r1, P2.x, P2.y, P2.z, Q2.x, Q2.y, Q2.z, r2);
}

/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
const n = new Float64Array(3);

/**
 * The contact of the capsule `P1 -> Q1`, radius `r1`, pushed out of the capsule `P2 -> Q2`,
 * radius `r2`, written into `out`, or false (and `out` untouched) when they do not touch:
 * the kernel of capsuleContactCapsule and of the contacts with a degenerate triangle (a
 * segment, radius 0).
 */
export function capsuleCapsuleContact(
  out: Contact,
  P1x: number,
  P1y: number,
  P1z: number,
  Q1x: number,
  Q1y: number,
  Q1z: number,
  r1: number,
  P2x: number,
  P2y: number,
  P2z: number,
  Q2x: number,
  Q2y: number,
  Q2z: number,
  r2: number,
): boolean {
  if (!segmentsWithin(P1x, P1y, P1z, Q1x, Q1y, Q1z, P2x, P2y, P2z, Q2x, Q2y, Q2z, r1 + r2)) return false;
  const s = segmentsParameters(P1x, P1y, P1z, Q1x, Q1y, Q1z, P2x, P2y, P2z, Q2x, Q2y, Q2z);
  const t = closestT;
  // Directions and offsets divided by one power of two: triple products of lengths below.
  let d1x = Q1x - P1x;
  let d1y = Q1y - P1y;
  let d1z = Q1z - P1z;
  let d2x = Q2x - P2x;
  let d2y = Q2y - P2y;
  let d2z = Q2z - P2z;
  const X1x = s === 1 ? Q1x : P1x + s * d1x;
  const X1y = s === 1 ? Q1y : P1y + s * d1y;
  const X1z = s === 1 ? Q1z : P1z + s * d1z;
  const X2x = t === 1 ? Q2x : P2x + t * d2x;
  const X2y = t === 1 ? Q2y : P2y + t * d2y;
  const X2z = t === 1 ? Q2z : P2z + t * d2z;
  let wx = P1x - P2x;
  let wy = P1y - P2y;
  let wz = P1z - P2z;
  const m = Math.max(
    Math.abs(d1x),
    Math.abs(d1y),
    Math.abs(d1z),
    Math.abs(d2x),
    Math.abs(d2y),
    Math.abs(d2z),
    Math.abs(wx),
    Math.abs(wy),
    Math.abs(wz),
  );
  const k = m > 0 ? pow2Below(m) : 1;
  d1x /= k;
  d1y /= k;
  d1z /= k;
  d2x /= k;
  d2y /= k;
  d2z /= k;
  wx /= k;
  wy /= k;
  wz /= k;
  const cx = d1y * d2z - d1z * d2y;
  const cy = d1z * d2x - d1x * d2z;
  const cz = d1x * d2y - d1y * d2x;
  const inside1 = s > 0 && s < 1;
  const inside2 = t > 0 && t < 1;
  let dist: number;
  let found: boolean;
  if (inside1 && inside2 && (cx !== 0 || cy !== 0 || cz !== 0)) {
    // Both inside: X1 - X2 is along d1 × d2, of signed length (d1 × d2)·(P1 - P2)/|d1 × d2|.
    const cw = cx * wx + cy * wy + cz * wz;
    const sign = cw < 0 ? -1 : 1;
    dist = (Math.abs(cw) / length3(cx, cy, cz)) * k;
    found = unitInto(n, 0, sign * cx, sign * cy, sign * cz);
    // The axes cross (cw = 0): d1 × d2 itself, the documented choice.
  } else if (inside2) {
    // X1 an end of the capsule's axis (or a point), X2 inside the target's: the offset of X1
    // square to d2, d2 × (e × d2) with e = X1 - P2.
    dist = offsetSquareTo(X1x - P2x, X1y - P2y, X1z - P2z, d2x, d2y, d2z, k, 1);
    found = dist > 0;
  } else if (inside1) {
    // X2 an end of the target's axis, X1 inside the capsule's: minus X2's offset square to d1.
    dist = offsetSquareTo(X2x - P1x, X2y - P1y, X2z - P1z, d1x, d1y, d1z, k, -1);
    found = dist > 0;
  } else {
    // End to end.
    dist = length3(X1x - X2x, X1y - X2y, X1z - X2z);
    found = unitInto(n, 0, X1x - X2x, X1y - X2y, X1z - X2z);
  }
  if (!found) noDirection(s, t, inside1, d1x, d1y, d1z, d2x, d2y, d2z, cx, cy, cz);
  const nx = n[0] as number;
  const ny = n[1] as number;
  const nz = n[2] as number;
  setContact(out, X2x + r2 * nx, X2y + r2 * ny, X2z + r2 * nz, nx, ny, nz, Math.max(0, r1 + r2 - dist));
  return true;
}

/**
 * Writes into `n` the direction of `sign·(d × (e × d))`, the part of `e` square to `d`
 * (`d`, `e` scaled by `1/k`), and returns its length `|e × d|/|d|` at scale; 0 (and `n` as
 * it was) when `e` is along `d`.
 */
function offsetSquareTo(
  ex: number,
  ey: number,
  ez: number,
  dx: number,
  dy: number,
  dz: number,
  k: number,
  sign: number,
): number {
  ex /= k;
  ey /= k;
  ez /= k;
  const cx = ey * dz - ez * dy;
  const cy = ez * dx - ex * dz;
  const cz = ex * dy - ey * dx;
  if (!unitInto(n, 0, sign * (dy * cz - dz * cy), sign * (dz * cx - dx * cz), sign * (dx * cy - dy * cx))) return 0;
  return (length3(cx, cy, cz) / length3(dx, dy, dz)) * k;
}

/**
 * The axes meet where the closest points are: any direction that leaves them `r1 + r2`
 * apart serves. An end of one on the other: square to the other, towards the side the
 * first lies on; crossing inside both: `d1 × d2`; collinear or points: `(-dy, dx, 0)` of
 * the target's axis (else the capsule's), else `x`.
 */
function noDirection(
  s: number,
  t: number,
  inside1: boolean,
  d1x: number,
  d1y: number,
  d1z: number,
  d2x: number,
  d2y: number,
  d2z: number,
  cx: number,
  cy: number,
  cz: number,
): void {
  // The part of d1 square to d2 is d2 × (d1 × d2) = d2 × c; of d2 square to d1, c × d1.
  if (!inside1) {
    // X1 = P1 (s = 0): the capsule's axis goes on along +d1, so away along +(its part square
    // to d2); X1 = Q1: along -.
    const sign = s === 0 ? 1 : -1;
    if (unitInto(n, 0, sign * (d2y * cz - d2z * cy), sign * (d2z * cx - d2x * cz), sign * (d2x * cy - d2y * cx))) {
      return;
    }
  } else if (t === 0 || t === 1) {
    // X2 = P2: the target's axis goes on along +d2, so the capsule moves the other way.
    const sign = t === 0 ? -1 : 1;
    if (unitInto(n, 0, sign * (cy * d1z - cz * d1y), sign * (cz * d1x - cx * d1z), sign * (cx * d1y - cy * d1x))) {
      return;
    }
  }
  if (unitInto(n, 0, cx, cy, cz)) return;
  if (unitInto(n, 0, -d2y, d2x, 0)) return;
  if (d2x === 0 && d2y === 0 && d2z === 0 && unitInto(n, 0, -d1y, d1x, 0)) return;
  n[0] = 1;
  n[1] = 0;
  n[2] = 0;
}
