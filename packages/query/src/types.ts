/**
 * Anything with numeric `x`, `y` and `z`: a plain object, a three.js `Vector3`, a
 * {@link Vec3} returned by this library. The library only reads it.
 */
export interface Vec3Like {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** A plain vector. Every vector the library returns is a new object of this shape. */
export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** The closed ball of points within `radius` of `center` (a disc when used with z = 0). */
export interface Sphere {
  center: Vec3Like;
  radius: number;
}

/**
 * A closed axis-aligned box: the points p with `min.x <= p.x <= max.x`, and the same
 * for y and z. `min` may equal `max` on an axis (a flat box, such as a rectangle in 2D).
 */
export interface AABB {
  min: Vec3Like;
  max: Vec3Like;
}

/** The name of a coordinate axis. */
export type Axis = 'x' | 'y' | 'z';

/** The first contact of a segment cast from `origin` to `end`. */
export interface RaycastHit {
  /** First contact on the target's surface. */
  point: Vec3;
  /** Unit outward surface normal of the target at `point`. */
  normal: Vec3;
  /** How far the caster travelled: `t * |end - origin|`. */
  distance: number;
  /** Fraction of the segment origin -> end, `0 <= t <= 1`. */
  t: number;
}

/** The first contact of a sphere swept from `origin` to `end`. */
export interface SphereCastHit extends RaycastHit {
  /** The moving sphere's center at first contact. */
  center: Vec3;
}

/**
 * Where the batch raycasts write their results, one entry per segment `i`: caller-owned
 * typed arrays, reused across calls. `t[i]` is the hit's `t`, or `-1` for a miss (a hit
 * has `0 <= t <= 1`, so `t[i] >= 0` is the test). `point` and `normal`, when given, get
 * the hit's vector at `3i`, `3i + 1`, `3i + 2`, and are left as they were for a miss.
 * Each must be its own array, not one of the inputs.
 */
export interface BatchHits {
  t: Float64Array;
  point?: Float64Array;
  normal?: Float64Array;
}

/** {@link BatchHits} with, when given, the moving sphere's center at contact. */
export interface SphereCastBatchHits extends BatchHits {
  center?: Float64Array;
}
