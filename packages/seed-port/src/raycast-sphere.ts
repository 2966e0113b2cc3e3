// Article 000, "Raycast to Sphere": RaycastToSphere and RaycastToSphere_Simple.
import { add, dot, magnitude, mul, normalized, sqrMagnitude, sub, type Vector3 } from './unity.ts';

export function raycastToSphere(
  origin: Vector3,
  end: Vector3,
  sphereCenter: Vector3,
  sphereRadius: number,
): Vector3 | null {
  const A = origin;
  const B = end;
  const S = sphereCenter;
  const AS = sub(S, A);

  const r = sphereRadius;
  const r2 = r * r;
  const as2 = sqrMagnitude(AS);

  // A inside the sphere
  if (as2 < r2) return null;

  const ab = magnitude(sub(B, A));
  const as_ = Math.sqrt(as2);

  // the ray is shorter than the shortest distance to the surface
  if (ab < as_ - r) return null;

  const nAB = normalized(sub(B, A));
  const ac = dot(AS, nAB);

  // the ray points away from the sphere
  if (ac < 0) return null;

  const ac2 = ac * ac;
  const sc2 = as2 - ac2;

  // no intersection
  if (sc2 > r2) return null;

  const cd = Math.sqrt(r2 - sc2);
  const ad = ac - cd;

  // the end of the ray is closer to the start than the surface
  if (ab < ad) return null;

  return add(A, mul(nAB, ad));
}

export function raycastToSphereSimple(
  origin: Vector3,
  end: Vector3,
  sphereCenter: Vector3,
  sphereRadius: number,
): Vector3 {
  const A = origin;
  const B = end;
  const S = sphereCenter;
  const r = sphereRadius;

  const AS = sub(S, A);
  const nAB = normalized(sub(B, A));

  const r2 = r * r;
  const as2 = sqrMagnitude(AS);
  const ac = dot(AS, nAB);
  const ac2 = ac * ac;
  const sc2 = as2 - ac2;
  const cd = Math.sqrt(r2 - sc2);
  const ad = ac - cd;

  return add(A, mul(nAB, ad));
}
