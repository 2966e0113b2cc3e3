import { segmentParameter } from '../closest-point/segment.ts';
import { pointWithin } from '../overlap/sphere-capsule.ts';
import { copyContact, setContact } from '../hit.ts';
import type { Capsule, Contact, Sphere } from '../types.ts';
import { checkCapsule, checkContactOut, checkSphere } from '../validate.ts';
import { length3, pow2Below, unitInto } from '../vec3.ts';

/** The normal, computed in place before the contact is allocated. */
const normalScratch = new Float64Array(3);

/**
 * How a sphere touches or overlaps a capsule: the capsule's surface point nearest to the
 * sphere's center, the unit normal out of the capsule through it and the depth to push the
 * sphere out along it; `null` when they do not touch.
 *
 * Maths: with `X` the axis point nearest to the center `S` and `δ = |S - X|`, the signed
 * distance from `S` to the capsule is `δ - r`; `normal = (S - X)/δ`,
 * `point = X + r·normal`, `depth = rs - (δ - r) = rs + r - δ`. On the axis (`δ = 0`) any
 * direction square to the axis serves (here `(-dy, dx, 0)` normalized, in the plane for 2D
 * use, or `x` for an axis along `z` or a sphere-shaped capsule).
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `rs` (`>= 0`).
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @returns A new `{point, normal, depth}` when they touch (`depth >= 0`, 0 when just
 *   touching), or `null` when they do not.
 *
 * @formula X = \operatorname{nearest}(S,\ PQ),\quad n = \frac{S - X}{\lvert S - X \rvert},\quad \text{point} = X + r\,n,\quad \text{depth} = r_s + r - \lvert S - X \rvert
 *
 * @example
 * ```ts
 * // A ball of radius 2 whose center (2, 2, 0) is 2 above a capsule's axis along x of
 * // radius 1: it sinks 1 into it, and is pushed out along +y.
 * sphereContactCapsule({ center: vec3(2, 2), radius: 2 }, { start: vec3(0, 0), end: vec3(4, 0), radius: 1 });
 * // => { point: { x: 2, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Apart: `null`. Just touching: `depth = 0` (exact for small-integer
 * and power-of-two coordinates). Center inside the capsule: `point` on its surface,
 * `normal` out through it, `depth = rs + (distance to that surface)`. Center beyond an
 * end: the cap's point and normal. Center on the axis: a unit normal square to the axis
 * (any such is correct), `depth = rs + r`. Radius 0 capsule: its segment, `point` the
 * axis point. Moving the sphere by `normal·depth` leaves it just touching.
 * @throws TypeError for a missing or non-numeric argument; RangeError for a non-finite
 *   value or a negative radius.
 */
export function sphereContactCapsule(sphere: Sphere, capsule: Capsule): Contact | null {
  checkSphere('sphereContactCapsule', 'sphere', sphere);
  checkCapsule('sphereContactCapsule', 'capsule', capsule);
  if (!sphereCapsuleContact(scratchOut, sphere, capsule)) return null; // a miss allocates nothing
  return copyContact(scratchOut);
}

/**
 * {@link sphereContactCapsule} that writes its contact into `out` instead of allocating
 * one: true and `out` filled when they touch, false and `out` untouched when they do not.
 *
 * Maths: as sphereContactCapsule, with `X` the axis point nearest to `S`:
 * `normal = (S - X)/|S - X|`, `point = X + r·normal`, `depth = rs + r - |S - X|`.
 *
 * @param sphere - The sphere: its `center` `S` and `radius` `rs` (`>= 0`).
 * @param capsule - The capsule: its axis from `start` `P` to `end` `Q` and its `radius` `r` (`>= 0`).
 * @param out - A contact made once with `createContact()`: written when they touch, left as
 *   it was otherwise.
 * @returns `true` when they touch, with `out` filled in; `false`, with `out` untouched.
 *
 * @formula X = \operatorname{nearest}(S,\ PQ),\quad n = \frac{S - X}{\lvert S - X \rvert},\quad \text{point} = X + r\,n,\quad \text{depth} = r_s + r - \lvert S - X \rvert
 *
 * @example
 * ```ts
 * const contact = createContact();
 * sphereContactCapsuleInto({ center: vec3(2, 2), radius: 2 }, { start: vec3(0, 0), end: vec3(4, 0), radius: 1 }, contact);
 * // => true
 * contact;
 * // => { point: { x: 2, y: 1, z: 0 }, normal: { x: 0, y: 1, z: 0 }, depth: 1 }
 * ```
 *
 * @remarks Edges. Every edge and number exactly as sphereContactCapsule (center on the
 * axis: `(-dy, dx, 0)` normalized, or `x`). Apart: `false`, `out` as it was. `out.point`
 * and `out.normal` are written in place and may be the very objects passed as inputs:
 * every input is read before `out` is written. Allocates nothing.
 * @throws TypeError for a missing or non-numeric argument or an `out` that is not a
 *   contact object; RangeError for a non-finite value or a negative radius.
 */
export function sphereContactCapsuleInto(sphere: Sphere, capsule: Capsule, out: Contact): boolean {
  checkSphere('sphereContactCapsuleInto', 'sphere', sphere);
  checkCapsule('sphereContactCapsuleInto', 'capsule', capsule);
  checkContactOut('sphereContactCapsuleInto', 'out', out);
  return sphereCapsuleContact(out, sphere, capsule);
}

/** The contact the object form fills before copying it; one, reused: queries are synchronous. */
const scratchOut: Contact = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };

/** Whether the last sphereCapsuleContact found the center on the axis (no direction of its own). */
export let onAxis = false;

/**
 * The kernel of both forms and of capsuleContactSphere: writes the contact into `out` when
 * they touch (its normal from the capsule to the sphere).
 */
export function sphereCapsuleContact(out: Contact, sphere: Sphere, capsule: Capsule): boolean {
  const S = sphere.center;
  const Sx = S.x;
  const Sy = S.y;
  const Sz = S.z;
  const rs = sphere.radius;
  const P = capsule.start;
  const Q = capsule.end;
  const Px = P.x;
  const Py = P.y;
  const Pz = P.z;
  const Qx = Q.x;
  const Qy = Q.y;
  const Qz = Q.z;
  const r = capsule.radius;
  if (!pointWithin(Sx, Sy, Sz, Px, Py, Pz, Qx, Qy, Qz, rs + r)) return false;
  const u = segmentParameter(Sx, Sy, Sz, Px, Py, Pz, Qx, Qy, Qz);
  const Xx = u === 1 ? Qx : Px + u * (Qx - Px);
  const Xy = u === 1 ? Qy : Py + u * (Qy - Py);
  const Xz = u === 1 ? Qz : Pz + u * (Qz - Pz);
  const n = normalScratch;
  let delta: number;
  if (u > 0 && u < 1) {
    // Beside the body: the offset from the axis is d × (w × d)/|d|², exactly square to
    // the axis to rounding of its own size (S - X would keep a component along the axis,
    // of the rounding of X, which tilts the normal where S is within rounding of the axis).
    // w and d are first divided by one power of two, so that the triple products neither
    // overflow nor underflow.
    let wx = Sx - Px;
    let wy = Sy - Py;
    let wz = Sz - Pz;
    let dx = Qx - Px;
    let dy = Qy - Py;
    let dz = Qz - Pz;
    const k = pow2Below(Math.max(Math.abs(wx), Math.abs(wy), Math.abs(wz), Math.abs(dx), Math.abs(dy), Math.abs(dz)));
    wx /= k;
    wy /= k;
    wz /= k;
    dx /= k;
    dy /= k;
    dz /= k;
    const cx = wy * dz - wz * dy;
    const cy = wz * dx - wx * dz;
    const cz = wx * dy - wy * dx;
    delta = (length3(cx, cy, cz) / length3(dx, dy, dz)) * k;
    onAxis = !unitInto(n, 0, dy * cz - dz * cy, dz * cx - dx * cz, dx * cy - dy * cx);
    onAxisUnless(!onAxis, n, Px, Py, Qx, Qy);
  } else {
    // Beyond an end: out of that end's ball.
    const ex = Sx - Xx;
    const ey = Sy - Xy;
    const ez = Sz - Xz;
    delta = length3(ex, ey, ez);
    onAxis = !unitInto(n, 0, ex, ey, ez);
    onAxisUnless(!onAxis, n, Px, Py, Qx, Qy);
  }
  // In bounds: `as number` only drops the `undefined` of noUncheckedIndexedAccess.
  const nx = n[0] as number;
  const ny = n[1] as number;
  const nz = n[2] as number;
  // Touching was decided exactly above; the rounding of δ must not make it negative.
  const depth = Math.max(rs + r - delta, 0);
  setContact(out, Xx + r * nx, Xy + r * ny, Xz + r * nz, nx, ny, nz, depth);
  return true;
}

/**
 * Where `found` is false (the center on the axis, where the normal has no direction of its
 * own), writes into `n` a unit direction square to the axis `PQ`: `(-dy, dx, 0)`
 * normalized, in the plane z = 0 for 2D use, or `x` for an axis along z or of zero length.
 */
function onAxisUnless(found: boolean, n: Float64Array, Px: number, Py: number, Qx: number, Qy: number): void {
  if (!found && !unitInto(n, 0, Py - Qy, Qx - Px, 0)) unitInto(n, 0, 1, 0, 0);
}
