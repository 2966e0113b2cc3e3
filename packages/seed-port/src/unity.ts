// The parts of UnityEngine.Vector3 the articles use, with Unity's semantics.
export interface Vector3 {
  x: number;
  y: number;
  z: number;
}

export const v3 = (x: number, y: number, z: number): Vector3 => ({ x, y, z });
export const add = (a: Vector3, b: Vector3): Vector3 => v3(a.x + b.x, a.y + b.y, a.z + b.z);
export const sub = (a: Vector3, b: Vector3): Vector3 => v3(a.x - b.x, a.y - b.y, a.z - b.z);
export const mul = (a: Vector3, k: number): Vector3 => v3(a.x * k, a.y * k, a.z * k);
export const dot = (a: Vector3, b: Vector3): number => a.x * b.x + a.y * b.y + a.z * b.z;
export const sqrMagnitude = (a: Vector3): number => dot(a, a);
export const magnitude = (a: Vector3): number => Math.sqrt(dot(a, a));

/** Unity's `Vector3.normalized`: the zero vector when the length is 1e-5 or less. */
export function normalized(a: Vector3): Vector3 {
  const m = magnitude(a);
  return m > 1e-5 ? mul(a, 1 / m) : v3(0, 0, 0);
}
