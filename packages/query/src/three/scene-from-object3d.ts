// A three.js object tree as a Scene: every Mesh and InstancedMesh under the root, each
// instance carried by its world matrix, with one MeshShape per geometry shared by all
// the meshes and instances that draw it, and the ids mapped back to the objects.
import type { MeshShape } from '../scene/mesh-shape.ts';
import { Scene } from '../scene/scene.ts';
import { describe } from '../validate.ts';
import { geometryFace, meshFromBufferGeometry } from './mesh-from-geometry.ts';
import type { GeometryFace } from './mesh-from-geometry.ts';
import type { ThreeBufferGeometry, ThreeMatrix4 } from './types.ts';

/** A three.js `Object3D` as read here: its children, world matrix, layers, and for a mesh its geometry. */
export interface ThreeObject3D {
  children?: readonly ThreeObject3D[] | undefined;
  matrixWorld?: ThreeMatrix4 | undefined;
  layers?: { mask: number } | undefined;
  isMesh?: boolean | undefined;
  isInstancedMesh?: boolean | undefined;
  isBatchedMesh?: boolean | undefined;
  geometry?: ThreeBufferGeometry | undefined;
  /** An InstancedMesh's instances drawn, and their matrices (16 numbers each). */
  count?: number | undefined;
  instanceMatrix?: { array: ArrayLike<number> } | undefined;
  updateWorldMatrix?: ((updateParents: boolean, updateChildren: boolean) => void) | undefined;
}

/** What a scene id stands for: the object, which instance of it, and its MeshShape. */
export interface ThreeSceneObject {
  object: ThreeObject3D;
  /** For an InstancedMesh, the instance. */
  instanceId?: number | undefined;
  mesh: MeshShape;
}

/**
 * The Scene made by {@link sceneFromObject3D}: a Scene whose ids map back to three.js
 * objects (`objectOf`) and whose mesh hits map back to faces (`faceOf`).
 */
export class ThreeScene extends Scene {
  private readonly threeObjects = new Map<number, ThreeSceneObject>();

  /** @internal Records what id `id` stands for. */
  record(id: number, entry: ThreeSceneObject): void {
    this.threeObjects.set(id, entry);
  }

  /**
   * The three.js object (and instance) behind a scene id.
   *
   * Maths: none; a lookup.
   *
   * @param id - A hit's `id`.
   * @returns `{object, instanceId?, mesh}`, or undefined for an id the scene did not make
   *   from an object (a shape added later).
   *
   * @formula \text{id} \mapsto (\text{object}, \text{instanceId})
   *
   * @example
   * ```ts
   * const geometry = { attributes: { position: { array: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), itemSize: 3, count: 3 } }, index: null };
   * const mesh = { isMesh: true, geometry, matrixWorld: { elements: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] }, children: [] };
   * sceneFromObject3D(mesh).objectOf(0).object === mesh;
   * // => true
   * ```
   *
   * @remarks Edges. An id removed later still maps to its object.
   * @throws Nothing.
   */
  objectOf(id: number): ThreeSceneObject | undefined {
    return this.threeObjects.get(id);
  }

  /**
   * The three.js face of a mesh hit: its faceIndex, vertices, group and materialIndex.
   *
   * Maths: none; {@link geometryFace} of the hit's mesh and triangle.
   *
   * @param hit - A hit of this scene (`id`, and `triangle` for a mesh).
   * @returns `{faceIndex, a, b, c, group, materialIndex}`, or `null` for a hit on a shape
   *   that is not one of the objects' meshes.
   *
   * @formula (\text{id}, k) \mapsto \text{face}
   *
   * @example
   * ```ts
   * const geometry = { attributes: { position: { array: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), itemSize: 3, count: 3 } }, index: null };
   * const mesh = { isMesh: true, geometry, matrixWorld: { elements: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] }, children: [] };
   * const scene = sceneFromObject3D(mesh);
   * scene.faceOf(scene.raycast(vec3(0.2, 0.2, 1), vec3(0.2, 0.2, -1)));
   * // => { faceIndex: 0, a: 0, b: 1, c: 2, group: -1, materialIndex: 0 }
   * ```
   *
   * @remarks Edges. A hit without a triangle (a sphere, a box added later): `null`.
   * @throws Nothing.
   */
  faceOf(hit: { id: number; triangle?: number | undefined }): GeometryFace | null {
    const entry = this.threeObjects.get(hit.id);
    if (entry === undefined || hit.triangle === undefined) return null;
    return geometryFace(entry.mesh, hit.triangle);
  }
}

/** `a · b` of two column-major 4×4 matrices, `b` read from `bArray` at `offset`. */
function multiply(a: ArrayLike<number>, bArray: ArrayLike<number>, offset: number): Float64Array {
  const out = new Float64Array(16);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += (a[4 * k + row] as number) * (bArray[offset + 4 * col + k] as number);
      out[4 * col + row] = sum;
    }
  }
  return out;
}

/**
 * Whether the 3×3 part of `e` flattens space (a mesh scaled to 0 on an axis, as an
 * InstancedMesh hides an instance): the scene's own test of an invertible matrix.
 */
function flattens(e: ArrayLike<number>): boolean {
  const a = e[0] as number;
  const b = e[4] as number;
  const c = e[8] as number;
  const d = e[1] as number;
  const f = e[5] as number;
  const g = e[9] as number;
  const h = e[2] as number;
  const i = e[6] as number;
  const j = e[10] as number;
  const det = a * (f * j - g * i) + b * (g * h - d * j) + c * (d * i - f * h);
  return !(Math.abs(det) > 1e-12 * Math.hypot(a, d, h) * Math.hypot(b, f, i) * Math.hypot(c, g, j));
}

/**
 * A Scene of every `Mesh` and `InstancedMesh` under a three.js object: each mesh where its
 * `matrixWorld` puts it, each instance where `matrixWorld · instance matrix` does, on its
 * object's layers; one MeshShape per geometry, shared by all that draw it.
 *
 * Maths: `scene.addMesh(meshFromBufferGeometry(geometry), {matrix, layers: object.layers.mask})`
 * for each mesh and instance, after `root.updateWorldMatrix(true, true)`.
 *
 * @param root - A three.js Object3D (a Scene, a Group, a Mesh): it and its descendants.
 * @param options - `copy` (default false), passed to meshFromBufferGeometry.
 * @returns A {@link ThreeScene}: `objectOf(id)` gives the object (and instanceId),
 *   `faceOf(hit)` the face.
 *
 * @formula \text{scene} = \{ (M_{\text{world}} \cdot M_i)\,\text{mesh}(g) \}
 *
 * @example
 * ```ts
 * const geometry = { attributes: { position: { array: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), itemSize: 3, count: 3 } }, index: null };
 * const mesh = { isMesh: true, geometry, matrixWorld: { elements: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 5, 1] }, children: [] };
 * sceneFromObject3D({ children: [mesh] }).raycast(vec3(0.2, 0.2, 10), vec3(0.2, 0.2, 0))?.point;
 * // => { x: 0.2, y: 0.2, z: 5 }
 * ```
 *
 * @remarks Edges. A snapshot: moving an object later does not move its instance (call
 * `scene.setMatrix(id, object.matrixWorld)`). Invisible objects are included, as three.js's
 * Raycaster includes them; BatchedMesh is not read. Meshes are two-sided (the scene has no
 * material sides); skinned and morphed meshes are taken in their rest pose. An object
 * without layers is on layer 0 (mask 1). A mesh or instance scaled flat (to 0 on an axis,
 * as InstancedMesh users hide instances) is left out: it has no id.
 * @throws TypeError for a root or options that are not objects, or an unknown option;
 *   meshFromBufferGeometry's errors for a bad geometry; Scene.addMesh's for a matrix that
 *   is not affine.
 */
export function sceneFromObject3D(root: ThreeObject3D, options?: { copy?: boolean | undefined }): ThreeScene {
  const fn = 'sceneFromObject3D';
  if (typeof root !== 'object' || (root as unknown) === null) {
    throw new TypeError(`${fn}: root must be a three.js Object3D, got ${describe(root)}`);
  }
  if (options !== undefined) {
    if (typeof options !== 'object' || (options as unknown) === null) {
      throw new TypeError(`${fn}: options must be an object {copy?}, got ${describe(options)}`);
    }
    for (const key of Object.keys(options)) {
      if (key !== 'copy') throw new TypeError(`${fn}: unknown option '${key}' (the options are {copy?})`);
    }
  }
  root.updateWorldMatrix?.(true, true);
  const scene = new ThreeScene();
  const shapes = new Map<ThreeBufferGeometry, MeshShape>();
  const visit = (object: ThreeObject3D): void => {
    const geometry = object.geometry;
    if (object.isMesh === true && object.isBatchedMesh !== true && geometry !== undefined) {
      let mesh = shapes.get(geometry);
      if (mesh === undefined) {
        mesh = meshFromBufferGeometry(geometry, options);
        shapes.set(geometry, mesh);
      }
      const world = object.matrixWorld?.elements ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
      const layers = object.layers?.mask ?? 1;
      if (object.isInstancedMesh === true && object.instanceMatrix !== undefined) {
        const count = object.count ?? 0;
        for (let i = 0; i < count; i++) {
          const matrix = multiply(world, object.instanceMatrix.array, 16 * i);
          if (flattens(matrix)) continue;
          const id = scene.addMesh(mesh, { matrix, layers });
          scene.record(id, { object, instanceId: i, mesh });
        }
      } else if (!flattens(world)) {
        const id = scene.addMesh(mesh, { matrix: world, layers });
        scene.record(id, { object, mesh });
      }
    }
    for (const child of object.children ?? []) visit(child);
  };
  visit(root);
  return scene;
}
