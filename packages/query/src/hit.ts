// Construction of the result objects, so that every hit has the same shape.
import type { Axis, RaycastHit, Vec3 } from './types.ts';

/** A new hit at `P` with the given normal, distance travelled and segment fraction. */
export function newHit(Px: number, Py: number, Pz: number, normal: Vec3, distance: number, t: number): RaycastHit {
  return { point: { x: Px + 0, y: Py + 0, z: Pz + 0 }, normal, distance, t };
}

/** The unit vector along `axis`, pointing against motion of sign `d` (d != 0). */
export function axisNormal(axis: Axis, d: number): Vec3 {
  const s = d > 0 ? -1 : 1;
  return { x: axis === 'x' ? s : 0, y: axis === 'y' ? s : 0, z: axis === 'z' ? s : 0 };
}
