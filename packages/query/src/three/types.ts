// The parts of three.js objects the three.js entry reads, described by their shape: the
// library imports nothing from `three`, so it works with any copy of it (and with none),
// and a real `BufferGeometry`, `Mesh`, `Raycaster` passes as each of these.

/** A three.js `Vector3`, as the entry uses it: read, cloned and set (never constructed). */
export interface ThreeVector3 {
  x: number;
  y: number;
  z: number;
  clone(): ThreeVector3;
  set(x: number, y: number, z: number): ThreeVector3;
}

/** A three.js `Matrix4`: 16 numbers, column-major (`x' = e[0]x + e[4]y + e[8]z + e[12]`). */
export interface ThreeMatrix4 {
  elements: ArrayLike<number>;
}

/** The interleaved buffer an `InterleavedBufferAttribute` reads from. */
export interface ThreeInterleavedBuffer {
  array: ArrayLike<number>;
  /** Numbers per vertex in `array`. */
  stride: number;
}

/**
 * A three.js `BufferAttribute` (`array`, `itemSize`) or `InterleavedBufferAttribute`
 * (`data.array`, `data.stride`, `offset`), normalized or not.
 */
export interface ThreeBufferAttribute {
  itemSize: number;
  count: number;
  normalized?: boolean | undefined;
  array?: ArrayLike<number> | undefined;
  isInterleavedBufferAttribute?: boolean | undefined;
  data?: ThreeInterleavedBuffer | undefined;
  offset?: number | undefined;
  /** A `Float16BufferAttribute` (half floats stored in a Uint16Array): read with `getX`. */
  isFloat16BufferAttribute?: boolean | undefined;
  getX?: ((index: number) => number) | undefined;
  getY?: ((index: number) => number) | undefined;
  getZ?: ((index: number) => number) | undefined;
}

/** A range of a geometry's index (or vertices) drawn with one material. */
export interface ThreeGroup {
  start: number;
  count: number;
  materialIndex?: number | undefined;
}

/** A three.js `BufferGeometry`, as read: its attributes, index, draw range and groups. */
export interface ThreeBufferGeometry {
  attributes: Record<string, ThreeBufferAttribute | undefined>;
  index?: ThreeBufferAttribute | null | undefined;
  drawRange?: { start: number; count: number } | undefined;
  groups?: readonly ThreeGroup[] | undefined;
}

/** A three.js `Material`: its `side` (0 FrontSide, 1 BackSide, 2 DoubleSide). */
export interface ThreeMaterial {
  side?: number | undefined;
}

/** A three.js `Ray`: where it starts and its unit direction. */
export interface ThreeRay {
  origin: ThreeVector3;
  direction: { x: number; y: number; z: number };
}

/**
 * A three.js `Raycaster`: its ray, the distances it keeps hits within, and
 * three-mesh-bvh's `firstHitOnly`.
 */
export interface ThreeRaycaster {
  ray: ThreeRay;
  near: number;
  far: number;
  firstHitOnly?: boolean | undefined;
}

/** The face of a hit, as three.js reports it. */
export interface ThreeFace {
  /** The vertices' indices. */
  a: number;
  b: number;
  c: number;
  /** The triangle's unit normal `(c − b) × (a − b)` in the geometry's frame. */
  normal: ThreeVector3;
  materialIndex: number;
}

/** A 2D point, for texture coordinates. */
export interface ThreeVector2 {
  x: number;
  y: number;
}

/** A three.js `Intersection` of a ray with a mesh. */
export interface ThreeIntersection {
  distance: number;
  point: ThreeVector3;
  object: unknown;
  uv?: ThreeVector2 | null | undefined;
  uv1?: ThreeVector2 | null | undefined;
  normal?: ThreeVector3 | null | undefined;
  face?: ThreeFace | null | undefined;
  faceIndex?: number | null | undefined;
  barycoord?: ThreeVector3 | null | undefined;
  instanceId?: number | null | undefined;
}
