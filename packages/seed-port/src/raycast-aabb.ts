// Articles 001 (first draft) and 003 (full version), "Raycast to AABB", with their
// axis-aligned plane raycasts RaycastToPlaneXY / XZ / YZ.
import { sqrMagnitude, sub, v3, type Vector3 } from './unity.ts';

export interface MinMax {
  min: Vector3;
  max: Vector3;
}

/** Raycast to a plane parallel to XY (z = planeZ). */
export function raycastToPlaneXY(A: Vector3, B: Vector3, planeZ: number): Vector3 {
  const ratio = (B.z - planeZ) / (B.z - A.z);
  return v3((A.x - B.x) * ratio + B.x, (A.y - B.y) * ratio + B.y, planeZ);
}

/** Raycast to a plane parallel to XZ (y = planeY). */
export function raycastToPlaneXZ(A: Vector3, B: Vector3, planeY: number): Vector3 {
  const ratio = (B.y - planeY) / (B.y - A.y);
  return v3((A.x - B.x) * ratio + B.x, planeY, (A.z - B.z) * ratio + B.z);
}

/** Raycast to a plane parallel to YZ (x = planeX). */
export function raycastToPlaneYZ(A: Vector3, B: Vector3, planeX: number): Vector3 {
  const ratio = (B.x - planeX) / (B.x - A.x);
  return v3(planeX, (A.y - B.y) * ratio + B.y, (A.z - B.z) * ratio + B.z);
}

/** Whether value is in the closed range [min, max]. */
function inRange(value: number, min: number, max: number): boolean {
  return min <= value && value <= max;
}

/** Per-component sign, with 0 counted as positive (article 001). */
function sign(vec: Vector3): Vector3 {
  return v3(vec.x >= 0 ? 1 : -1, vec.y >= 0 ? 1 : -1, vec.z >= 0 ? 1 : -1);
}

/** Article 001, the first draft: no check of the contact's distance. */
export function raycastToAABBDraft(origin: Vector3, end: Vector3, bounds: MinMax): Vector3 | null {
  const A = origin;
  const B = end;
  const { min, max } = bounds;

  const AB = sub(B, A);
  const signAB = sign(AB);
  let contact: Vector3;

  // [1] YZ plane
  if (signAB.x > 0) contact = raycastToPlaneYZ(A, B, min.x);
  else contact = raycastToPlaneYZ(A, B, max.x);

  if (inRange(contact.y, min.y, max.y) && inRange(contact.z, min.z, max.z)) return contact;

  // [2] XZ plane
  if (signAB.y > 0) contact = raycastToPlaneXZ(A, B, min.y);
  else contact = raycastToPlaneXZ(A, B, max.y);

  if (inRange(contact.x, min.x, max.x) && inRange(contact.z, min.z, max.z)) return contact;

  // [3] XY plane
  if (signAB.z > 0) contact = raycastToPlaneXY(A, B, min.z);
  else contact = raycastToPlaneXY(A, B, max.z);

  if (inRange(contact.x, min.x, max.x) && inRange(contact.y, min.y, max.y)) return contact;

  // [4] no contact point
  return null;
}

/** Article 003, the full version: three candidate planes, range checks, length check. */
export function raycastToAABB(origin: Vector3, end: Vector3, bounds: MinMax): Vector3 | null {
  const A = origin;
  const B = end;
  const { min, max } = bounds;
  const AB = sub(B, A);

  const validateDistance = (contact: Vector3): Vector3 | null => {
    // length check: drop a contact farther away than the ray is long
    const ab2 = sqrMagnitude(AB);
    const len = sqrMagnitude(sub(contact, A));
    return ab2 < len ? null : contact;
  };

  // [1] YZ plane
  let contact = raycastToPlaneYZ(A, B, AB.x > 0 ? min.x : max.x);
  if (inRange(contact.y, min.y, max.y) && inRange(contact.z, min.z, max.z)) return validateDistance(contact);

  // [2] XZ plane
  contact = raycastToPlaneXZ(A, B, AB.y > 0 ? min.y : max.y);
  if (inRange(contact.x, min.x, max.x) && inRange(contact.z, min.z, max.z)) return validateDistance(contact);

  // [3] XY plane
  contact = raycastToPlaneXY(A, B, AB.z > 0 ? min.z : max.z);
  if (inRange(contact.x, min.x, max.x) && inRange(contact.y, min.y, max.y)) return validateDistance(contact);

  // [4] no contact point
  return null;
}
