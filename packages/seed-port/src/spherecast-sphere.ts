// Article 002, "Sphere Cast to Sphere": SphereCastToSphere and its simplified form.
// Both return C, the cast sphere's center at contact; the article leaves the contact
// point E = C + (S - C)·r1/(r1 + r2) commented out.
import { add, dot, magnitude, mul, normalized, sqrMagnitude, sub, type Vector3 } from './unity.ts';

export function sphereCastToSphere(
  origin: Vector3,
  end: Vector3,
  targetSphere: Vector3,
  castRadius: number,
  targetRadius: number,
): Vector3 | null {
  const A = origin;
  const B = end;
  const S = targetSphere;
  const r1 = castRadius;
  const r2 = targetRadius;

  const AB = sub(B, A);
  const nAB = normalized(AB);
  const AS = sub(S, A);

  const ab = magnitude(AB);
  const as2 = sqrMagnitude(AS);
  const as_ = Math.sqrt(as2);

  // the cast (A->B) is too short
  if (ab + r1 < as_ - r2) return null;

  const ad = dot(AS, nAB);

  // the cast points away
  if (ad < 0) return null;

  const ad2 = ad * ad;
  const ds2 = as2 - ad2;
  const ds = Math.sqrt(ds2);
  const cs = r1 + r2;

  // the perpendicular from S to AB is longer than the sum of the radii
  if (ds > cs) return null;

  const cs2 = cs * cs;
  const cd = Math.sqrt(cs2 - ds2);
  const ac = ad - cd;

  return add(A, mul(nAB, ac)); // center of the cast sphere at contact
}

export function sphereCastToSphereSimple(
  origin: Vector3,
  end: Vector3,
  targetSphere: Vector3,
  castRadius: number,
  targetRadius: number,
): Vector3 {
  const A = origin;
  const B = end;
  const S = targetSphere;
  const r1 = castRadius;
  const r2 = targetRadius;

  const nAB = normalized(sub(B, A));
  const AS = sub(S, A);
  const as2 = sqrMagnitude(AS);
  const ad = dot(AS, nAB);
  const ad2 = ad * ad;
  const ds2 = as2 - ad2;
  const cs = r1 + r2;
  const cs2 = cs * cs;
  const cd = Math.sqrt(cs2 - ds2);
  const ac = ad - cd;

  return add(A, mul(nAB, ac));
}
