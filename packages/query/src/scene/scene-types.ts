// The types of a scene's answers and options (Scene, scene.ts): hits with the shape's id
// and, for a mesh, its triangle and the point's barycentric weights.
import type { BatchHits, BoxCastHit, CapsuleCastHit, Contact, RaycastHit, SphereCastHit, Vec3 } from '../types.ts';
import type { Matrix4Like } from './transform.ts';

/** Where a mesh hit was: the triangle's index in its mesh and the point's weights on it. */
export interface MeshHitFields {
  /** The index of the triangle in its mesh (as given to MeshShape.fromPositions or addMesh). */
  triangle: number;
  /** point = u·a + v·b + w·c, in the mesh's own frame (interpolate normals or UVs with it). */
  barycentric: { u: number; v: number; w: number };
}

/** A scene's raycast hit: the single-shape hit, which shape, and for a mesh which triangle where. */
export interface SceneHit extends RaycastHit {
  /** The id of the shape hit. */
  id: number;
  /** For a mesh, the index of the triangle hit (as given to addMesh); absent otherwise. */
  triangle?: number;
  /** For a mesh, the hit point's weights on its triangle; absent otherwise. */
  barycentric?: { u: number; v: number; w: number };
}

/** A scene's sphere-cast hit. */
export interface SceneSphereCastHit extends SphereCastHit {
  id: number;
  triangle?: number;
  barycentric?: { u: number; v: number; w: number };
}

/** A scene's capsule-cast hit: the moving axis at contact, which shape, which triangle where. */
export interface SceneCapsuleCastHit extends CapsuleCastHit {
  id: number;
  triangle?: number;
  barycentric?: { u: number; v: number; w: number };
}

/** A scene's box-cast hit: the moving box's center at contact, which shape, which triangle where. */
export interface SceneBoxCastHit extends BoxCastHit {
  id: number;
  triangle?: number;
  barycentric?: { u: number; v: number; w: number };
}

/** A contact of a sphere with one shape of a scene (with one triangle, for a mesh). */
export interface SceneContact extends Contact {
  id: number;
  triangle?: number;
  barycentric?: { u: number; v: number; w: number };
}

/** What a scene's queries take besides their shape: the layers and a filter of the ids to consider. */
export interface SceneQueryOptions {
  /** Called with a shape's id (after the layers test); the shape is skipped where it returns false. */
  filter?: (id: number) => boolean;
  /** A 32-bit mask: only shapes with `(shape.layers & layers) !== 0` take part. Default: all. */
  layers?: number;
}

/** What every `add…` takes besides its shape. */
export interface AddOptions {
  /** The shape's layers, a 32-bit mask (three.js's `Layers.mask`). Default 1. */
  layers?: number;
  /** An affine matrix that carries the shape (16 numbers column-major, or a three.js Matrix4). */
  matrix?: Matrix4Like;
}

/** Scene.closestPoint's answer. */
export interface SceneClosestPoint {
  id: number;
  /** For a mesh, the triangle the point is on. */
  triangle?: number;
  /** For a mesh, the point's weights on that triangle (in the mesh's own frame). */
  barycentric?: { u: number; v: number; w: number };
  point: Vec3;
  distance: number;
}

/**
 * Where `Scene.raycastBatch` writes: {@link BatchHits} (`t[i]` the hit's `t` or -1)
 * with, when given, `id[i]` the shape hit (-1 for a miss) and `triangle[i]` the triangle
 * of a mesh hit (-1 for a miss or a shape that is not a mesh).
 */
export interface SceneBatchHits extends BatchHits {
  id?: Int32Array;
  triangle?: Int32Array;
}
