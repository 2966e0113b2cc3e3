// The result objects: their construction, so that every hit has the same shape (one
// hidden class for V8, whichever query made it), and the writes that fill them in place.
import type { Axis, BoxCastHit, CapsuleCastHit, Contact, RaycastHit, SphereCastHit, Vec3 } from './types.ts';

/**
 * A new hit to pass as `out` to the `…Into` queries (`raycastSphereInto`,
 * `raycastAABBInto`, `raycastAxisPlaneInto`), which write their result into it.
 *
 * Maths: none; every number is 0 until a query writes a hit into it.
 *
 * @returns A new hit with every number 0.
 *
 * @formula P = n = (0, 0, 0),\quad \text{distance} = t = 0
 *
 * @example
 * ```ts
 * createRaycastHit();
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, t: 0 }
 * ```
 *
 * @remarks Edges. Reuse one per caller: a query that misses leaves it as it was, so read
 * it only after a query returned true.
 * @throws TypeError or RangeError: never; it takes no arguments.
 */
export function createRaycastHit(): RaycastHit {
  return { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, t: 0 };
}

/**
 * A new sphere-cast hit to pass as `out` to `sphereCastSphereInto`.
 *
 * Maths: none; every number is 0 until a query writes a hit into it.
 *
 * @returns A new sphere-cast hit with every number 0.
 *
 * @formula P = n = C = (0, 0, 0),\quad \text{distance} = t = 0
 *
 * @example
 * ```ts
 * createSphereCastHit();
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, t: 0,
 * //      center: { x: 0, y: 0, z: 0 } }
 * ```
 *
 * @remarks Edges. Reuse one per caller: a query that misses leaves it as it was, so read
 * it only after a query returned true.
 * @throws TypeError or RangeError: never; it takes no arguments.
 */
export function createSphereCastHit(): SphereCastHit {
  return {
    point: { x: 0, y: 0, z: 0 },
    normal: { x: 0, y: 0, z: 0 },
    distance: 0,
    t: 0,
    center: { x: 0, y: 0, z: 0 },
  };
}

/**
 * A new hit with the numbers of `h`: how the object forms return what they computed into a
 * reused scratch hit (an allocation V8 can remove where the caller does not keep the hit).
 */
export function copyRaycastHit(h: RaycastHit): RaycastHit {
  return {
    point: { x: h.point.x, y: h.point.y, z: h.point.z },
    normal: { x: h.normal.x, y: h.normal.y, z: h.normal.z },
    distance: h.distance,
    t: h.t,
  };
}

/** {@link copyRaycastHit} for a sphere-cast hit, its moving center included. */
export function copySphereCastHit(h: SphereCastHit): SphereCastHit {
  return {
    point: { x: h.point.x, y: h.point.y, z: h.point.z },
    normal: { x: h.normal.x, y: h.normal.y, z: h.normal.z },
    distance: h.distance,
    t: h.t,
    center: { x: h.center.x, y: h.center.y, z: h.center.z },
  };
}

/** Writes the contact `P`, the distance travelled and the segment fraction into `out`. */
export function setHit(out: RaycastHit, Px: number, Py: number, Pz: number, distance: number, t: number): void {
  // `+ 0` turns -0 into 0, so that printed points read (0, 1, 0), not (-0, 1, 0).
  out.point.x = Px + 0;
  out.point.y = Py + 0;
  out.point.z = Pz + 0;
  out.distance = distance;
  out.t = t;
}

/** Writes the unit vector along `axis`, pointing against motion of sign `d` (d != 0). */
export function setAxisNormal(normal: Vec3, axis: Axis, d: number): void {
  const s = d > 0 ? -1 : 1;
  normal.x = axis === 'x' ? s : 0;
  normal.y = axis === 'y' ? s : 0;
  normal.z = axis === 'z' ? s : 0;
}

/**
 * A new contact with the numbers of `c`: how the contact queries return what they
 * computed into a reused scratch contact (BOX's part of v2).
 */
export function copyContact(c: Contact): Contact {
  return {
    point: { x: c.point.x, y: c.point.y, z: c.point.z },
    normal: { x: c.normal.x, y: c.normal.y, z: c.normal.z },
    depth: c.depth,
  };
}

// ---------------------------------------------------------------------------------------
// Capsule casts (v3, issue 24).

/**
 * A new capsule-cast hit to pass as `out` to the `capsuleCast…Into` queries.
 *
 * Maths: none; every number is 0 until a query writes a hit into it.
 *
 * @returns A new capsule-cast hit with every number 0.
 *
 * @formula P = n = \text{start} = \text{end} = (0, 0, 0),\quad \text{distance} = t = 0
 *
 * @example
 * ```ts
 * createCapsuleCastHit();
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, t: 0,
 * //      start: { x: 0, y: 0, z: 0 }, end: { x: 0, y: 0, z: 0 } }
 * ```
 *
 * @remarks Edges. Reuse one per caller: a query that misses leaves it as it was, so read
 * it only after a query returned true.
 * @throws TypeError or RangeError: never; it takes no arguments.
 */
export function createCapsuleCastHit(): CapsuleCastHit {
  return {
    point: { x: 0, y: 0, z: 0 },
    normal: { x: 0, y: 0, z: 0 },
    distance: 0,
    t: 0,
    start: { x: 0, y: 0, z: 0 },
    end: { x: 0, y: 0, z: 0 },
  };
}

/** {@link copyRaycastHit} for a capsule-cast hit, the moving axis included. */
export function copyCapsuleCastHit(h: CapsuleCastHit): CapsuleCastHit {
  return {
    point: { x: h.point.x, y: h.point.y, z: h.point.z },
    normal: { x: h.normal.x, y: h.normal.y, z: h.normal.z },
    distance: h.distance,
    t: h.t,
    start: { x: h.start.x, y: h.start.y, z: h.start.z },
    end: { x: h.end.x, y: h.end.y, z: h.end.z },
  };
}

// ---------------------------------------------------------------------------------------
// Box casts (v3, issue 24).

/**
 * A new box-cast hit to pass as `out` to the `boxCast…Into` queries.
 *
 * Maths: none; every number is 0 until a query writes a hit into it.
 *
 * @returns A new box-cast hit with every number 0.
 *
 * @formula P = n = C = (0, 0, 0),\quad \text{distance} = t = 0
 *
 * @example
 * ```ts
 * createBoxCastHit();
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, distance: 0, t: 0,
 * //      center: { x: 0, y: 0, z: 0 } }
 * ```
 *
 * @remarks Edges. Reuse one per caller: a query that misses leaves it as it was, so read
 * it only after a query returned true.
 * @throws TypeError or RangeError: never; it takes no arguments.
 */
export function createBoxCastHit(): BoxCastHit {
  return {
    point: { x: 0, y: 0, z: 0 },
    normal: { x: 0, y: 0, z: 0 },
    distance: 0,
    t: 0,
    center: { x: 0, y: 0, z: 0 },
  };
}

// ---------------------------------------------------------------------------------------
// Contacts (v3): the `out` of the `…Into` contacts.

/**
 * A new contact to pass as `out` to the `…Into` contacts (`sphereContactTriangleInto`,
 * `capsuleContactAABBInto`, …), which write their result into it.
 *
 * Maths: none; every number is 0 until a query writes a contact into it.
 *
 * @returns A new contact with every number 0.
 *
 * @formula P = n = (0, 0, 0),\quad \text{depth} = 0
 *
 * @example
 * ```ts
 * createContact();
 * // => { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 }
 * ```
 *
 * @remarks Edges. Reuse one per caller: a contact query that finds the shapes apart leaves
 * it as it was, so read it only after a query returned true.
 * @throws TypeError or RangeError: never; it takes no arguments.
 */
export function createContact(): Contact {
  return { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0 };
}

/** Writes a contact's numbers into `out` (`+ 0` turns -0 into 0 in the printed vectors). */
export function setContact(
  out: Contact,
  Px: number,
  Py: number,
  Pz: number,
  nx: number,
  ny: number,
  nz: number,
  depth: number,
): void {
  out.point.x = Px + 0;
  out.point.y = Py + 0;
  out.point.z = Pz + 0;
  out.normal.x = nx + 0;
  out.normal.y = ny + 0;
  out.normal.z = nz + 0;
  out.depth = depth;
}
