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

/**
 * A rotation as a quaternion `(x, y, z, w)`: a three.js `Quaternion` or a plain object.
 * It need not be unit length (the library normalizes it) but must not be zero.
 */
export interface QuatLike {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly w: number;
}

/**
 * The two-sided plane of points `p` with `normal · p + constant = 0` (a three.js `Plane`).
 * `normal` need not be unit length but must not be zero.
 */
export interface Plane {
  normal: Vec3Like;
  constant: number;
}

/** The closed triangle `a, b, c`: its face, edges and vertices (a three.js `Triangle`). */
export interface Triangle {
  a: Vec3Like;
  b: Vec3Like;
  c: Vec3Like;
}

/**
 * The closed set of points within `radius` of the segment `start`–`end` (the `Capsule` of
 * three.js's examples). With `start = end` it is a sphere.
 */
export interface Capsule {
  start: Vec3Like;
  end: Vec3Like;
  radius: number;
}

/**
 * An oriented box: the box of half extents `halfSize` about `center`, turned by `rotation`
 * about its center. In its own frame it is the AABB `[-halfSize, halfSize]`.
 */
export interface OBB {
  center: Vec3Like;
  halfSize: Vec3Like;
  rotation: QuatLike;
}

/** How a sphere that touches or overlaps a target gets out of it. */
export interface Contact {
  /** The target's point nearest to the sphere's center (on its surface). */
  point: Vec3;
  /** Unit direction that moves the sphere out of the target. */
  normal: Vec3;
  /** How far the sphere must move along `normal` to just touch: `>= 0`. */
  depth: number;
}

/** The nearest pair of points of two segments `p1–q1` and `p2–q2`. */
export interface SegmentClosestPoints {
  /** On segment p1–q1: `p1 + s (q1 − p1)`. */
  first: Vec3;
  /** On segment p2–q2: `p2 + t (q2 − p2)`. */
  second: Vec3;
  /** `0 <= s <= 1`. */
  s: number;
  /** `0 <= t <= 1`. */
  t: number;
  /** `|first − second|`, the least distance between the two segments. */
  distance: number;
}

// ---------------------------------------------------------------------------------------
// Capsule casts (v3, issue 24).

/** The first contact of a capsule swept by `motion`. */
export interface CapsuleCastHit extends RaycastHit {
  /** The moving capsule's axis start at first contact: `capsule.start + t·motion`. */
  start: Vec3;
  /** The moving capsule's axis end at first contact: `capsule.end + t·motion`. */
  end: Vec3;
}
