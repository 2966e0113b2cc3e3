import { copyCapsuleCastHit } from '../hit.ts';
import type {
  AABB,
  BoxCastHit,
  Capsule,
  CapsuleCastHit,
  OBB,
  RaycastHit,
  Sphere,
  SphereCastHit,
  Triangle,
  Vec3Like,
} from '../types.ts';
import {
  addOptions,
  checkAddOptions,
  checkAnyBox,
  checkBoxCastHitOut,
  checkCapsuleCastHitOut,
  checkBox,
  checkCapsule,
  checkCastHitOut,
  checkHitOut,
  checkLayers,
  checkMesh,
  checkOBB,
  checkRadius,
  checkSceneBatch,
  checkSceneId,
  checkSceneOptions,
  checkSegment,
  checkSphere,
  checkTriangle,
  checkVec3,
  describe,
  sceneOptions,
} from '../validate.ts';
import { BOX, CAPSULE, copyOBB, ORIENTED, SceneCore, SPHERE, TRIANGLE, v, MESH } from './core.ts';
import { MeshShape } from './mesh-shape.ts';
import { meshBytes } from './mesh.ts';
import type { Mesh } from './mesh.ts';
import { raycastAllCore, raycastBatchCore } from './query-all.ts';
import { closestPointCore, nearest } from './query-closest.ts';
import {
  boxCastCore,
  capsuleCastCore,
  contactsCapsuleCore,
  overlapCapsuleCore,
  writeCastFields,
} from './query-capsule.ts';
import { contactsSphereCore, overlapAABBCore, overlapSphereCore } from './query-overlap.ts';
import { found, raycastCore, sceneHitOf, sphereCastCore } from './query-raycast.ts';
import { copyShape, isIndices, writeSceneHit } from './scene-shared.ts';
import type {
  AddOptions,
  SceneBatchHits,
  SceneBoxCastHit,
  SceneCapsuleCastHit,
  SceneClosestPoint,
  SceneContact,
  SceneHit,
  SceneQueryOptions,
  SceneSphereCastHit,
} from './scene-types.ts';
import type { Matrix4Like } from './transform.ts';

export type {
  AddOptions,
  MeshHitFields,
  SceneBatchHits,
  SceneBoxCastHit,
  SceneCapsuleCastHit,
  SceneClosestPoint,
  SceneContact,
  SceneHit,
  SceneQueryOptions,
  SceneSphereCastHit,
} from './scene-types.ts';

/**
 * Many shapes and triangle meshes, and the queries of the single shapes against all of
 * them at once: the nearest hit of a segment or a swept sphere, the shapes a sphere or a
 * box overlaps, and the contacts of a sphere. Built on a bounding volume hierarchy (two
 * levels: shapes, and each mesh's triangles), so a query visits the few shapes near it.
 *
 * Maths: every answer is the single-shape queries' own (raycastSphere, raycastTriangle,
 * sphereCastAABB, sphereContactOBB, …) against each shape, keeping the nearest `t`; a
 * box of the hierarchy only rejects what cannot be touched.
 *
 * @formula t^\ast = \min_{s \in \text{scene}} t_s,\quad \text{ties to the smallest id, then triangle}
 *
 * @example
 * ```ts
 * const scene = new Scene();
 * // Ids 0 and 1.
 * scene.addSphere({ center: vec3(0, 0, 5), radius: 1 });
 * scene.addAABB({ min: vec3(-1, -1, 2), max: vec3(1, 1, 3) });
 * // Down the z axis from (0, 0, 10): the sphere's top at z = 6 (t = 0.4) comes first.
 * scene.raycast(vec3(0, 0, 10), vec3(0, 0, 0));
 * // => { point: { x: 0, y: 0, z: 6 }, normal: { x: 0, y: 0, z: 1 }, distance: 4, t: 0.4, id: 0 }
 * ```
 *
 * @returns A new, empty scene (the constructor takes no arguments).
 *
 * @remarks Edges. Ids are 0, 1, 2, … in the order shapes are added, never reused. The
 * scene copies what it is given: changing an object after adding it changes nothing
 * until `update`. Equal `t` goes to the smallest id, then the smallest triangle. A mesh is
 * its triangles, watertight, two-sided and thin (a sphere wholly inside a closed mesh
 * does not overlap it).
 * @throws TypeError or RangeError as each method says.
 */
export class Scene {
  private readonly core = new SceneCore();

  /** How many shapes the scene holds. */
  get size(): number {
    return this.core.live;
  }

  /**
   * Adds a copy of a sphere to the scene.
   *
   * Maths: hit where raycastSphere, sphereCastSphere, sphereIntersectsSphere and
   * sphereContactSphere say.
   *
   * @param sphere - The sphere `{center, radius}`, radius >= 0.
   * @param options - `layers` (a 32-bit mask, default 1) and `matrix` (an affine Matrix4Like
   *   carrying the shape; see Scene.setMatrix).
   * @returns The new shape's id.
   *
   * @formula \{P : |P - S| \le r\}
   *
   * @example
   * ```ts
   * new Scene().addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * // => 0
   * ```
   *
   * @remarks Edges. Radius 0 is a point. The scene keeps a copy: changing `sphere` later
   * changes nothing until `update`.
   * @throws TypeError for a missing or non-numeric field or an unknown option;
   *   RangeError for a non-finite value, a negative radius, bad layers or a matrix that is
   *   not an invertible similarity.
   */
  addSphere(sphere: Sphere, options?: AddOptions): number {
    const fn = 'Scene.addSphere';
    checkSphere(fn, 'sphere', sphere);
    checkAddOptions(fn, options);
    return this.core.add(
      fn,
      SPHERE,
      { center: v(sphere.center), radius: sphere.radius },
      addOptions.layers,
      addOptions.matrix,
    );
  }

  /**
   * Adds a copy of an axis-aligned box.
   *
   * Maths: as raycastAABB, sphereCastAABB, sphereIntersectsAABB, sphereContactAABB.
   *
   * @param box - The box `{min, max}`, min <= max on every axis (a three.js `Box3`).
   * @param options - `layers` (a 32-bit mask, default 1) and `matrix` (an affine Matrix4Like
   *   carrying the shape; see Scene.setMatrix).
   * @returns The new shape's id.
   *
   * @formula \{P : \text{min} \le P \le \text{max}\}
   *
   * @example
   * ```ts
   * new Scene().addAABB({ min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
   * // => 0
   * ```
   *
   * @remarks Edges. A flat box (min = max on an axis) is allowed. A copy is kept.
   * @throws TypeError for a missing or non-numeric field; RangeError for a non-finite
   *   value, min > max, or an empty three.js Box3.
   */
  addAABB(box: AABB, options?: AddOptions): number {
    const fn = 'Scene.addAABB';
    checkBox(fn, 'box', box);
    checkAddOptions(fn, options);
    return this.core.add(fn, BOX, { min: v(box.min), max: v(box.max) }, addOptions.layers, addOptions.matrix);
  }

  /**
   * Adds a copy of an oriented box.
   *
   * Maths: as raycastOBB and sphereContactOBB; sphere casts and overlaps against it by
   * the same rules (a closed box in its own frame).
   *
   * @param box - `{center, halfSize, rotation}`, rotation a quaternion (not zero).
   * @param options - `layers` (a 32-bit mask, default 1) and `matrix` (an affine Matrix4Like
   *   carrying the shape; see Scene.setMatrix).
   * @returns The new shape's id.
   *
   * @formula \{P : |R^{-1}(P - c)| \le h\}
   *
   * @example
   * ```ts
   * new Scene().addOBB({ center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 1 } });
   * // => 0
   * ```
   *
   * @remarks Edges. The rotation need not be unit length. A copy is kept.
   * @throws TypeError for a missing or non-numeric field or a matrix for the rotation;
   *   RangeError for a non-finite value, a negative half size or a zero quaternion.
   */
  addOBB(box: OBB, options?: AddOptions): number {
    const fn = 'Scene.addOBB';
    checkOBB(fn, 'box', box);
    checkAddOptions(fn, options);
    return this.core.add(fn, ORIENTED, copyOBB(box), addOptions.layers, addOptions.matrix);
  }

  /**
   * Adds a copy of a capsule.
   *
   * Maths: as raycastCapsule, sphereCastCapsule, sphereIntersectsCapsule,
   * sphereContactCapsule.
   *
   * @param capsule - `{start, end, radius}`, radius >= 0.
   * @param options - `layers` (a 32-bit mask, default 1) and `matrix` (an affine Matrix4Like
   *   carrying the shape; see Scene.setMatrix).
   * @returns The new shape's id.
   *
   * @formula \{P : \text{dist}(P, [\text{start}, \text{end}]) \le r\}
   *
   * @example
   * ```ts
   * new Scene().addCapsule({ start: vec3(0, 0, 0), end: vec3(0, 2, 0), radius: 0.5 });
   * // => 0
   * ```
   *
   * @remarks Edges. start = end is a sphere. A copy is kept.
   * @throws TypeError for a missing or non-numeric field; RangeError for a non-finite
   *   value or a negative radius.
   */
  addCapsule(capsule: Capsule, options?: AddOptions): number {
    const fn = 'Scene.addCapsule';
    checkCapsule(fn, 'capsule', capsule);
    checkAddOptions(fn, options);
    return this.core.add(
      fn,
      CAPSULE,
      { start: v(capsule.start), end: v(capsule.end), radius: capsule.radius },
      addOptions.layers,
      addOptions.matrix,
    );
  }

  /**
   * Adds a copy of a triangle.
   *
   * Maths: as raycastTriangle, sphereCastTriangle, sphereIntersectsTriangle,
   * sphereContactTriangle: two-sided, thin, watertight.
   *
   * @param triangle - `{a, b, c}` (a three.js `Triangle`).
   * @param options - `layers` (a 32-bit mask, default 1) and `matrix` (an affine Matrix4Like
   *   carrying the shape; see Scene.setMatrix).
   * @returns The new shape's id.
   *
   * @formula \{a + u (b - a) + v (c - a) : u, v \ge 0,\ u + v \le 1\}
   *
   * @example
   * ```ts
   * new Scene().addTriangle({ a: vec3(0, 0, 0), b: vec3(1, 0, 0), c: vec3(0, 1, 0) });
   * // => 0
   * ```
   *
   * @remarks Edges. A degenerate triangle is never hit by a raycast. A copy is kept.
   * @throws TypeError for a missing or non-numeric field; RangeError for a non-finite value.
   */
  addTriangle(triangle: Triangle, options?: AddOptions): number {
    const fn = 'Scene.addTriangle';
    checkTriangle(fn, 'triangle', triangle);
    checkAddOptions(fn, options);
    return this.core.add(
      fn,
      TRIANGLE,
      { a: v(triangle.a), b: v(triangle.b), c: v(triangle.c) },
      addOptions.layers,
      addOptions.matrix,
    );
  }

  /**
   * Adds a triangle mesh: one shape, its triangles under a hierarchy of their own.
   *
   * Maths: the mesh is its triangles, each as raycastTriangle (watertight across shared
   * edges); a hit reports which triangle.
   *
   * @param mesh - A MeshShape (built once, shared by every instance: no build here), or
   *   xyz per vertex: a `Float32Array`, `Float64Array` or array (a three.js
   *   `BufferGeometry`'s `attributes.position.array`), built into a MeshShape here.
   * @param indicesOrOptions - With positions: three vertex indices per triangle
   *   (`Uint16Array`, `Uint32Array` or array; a geometry's `index.array`; without them
   *   every three vertices are a triangle), or the options. With a MeshShape: the options.
   * @param options - `layers` (default 1) and `matrix`: where this instance is (see
   *   Scene.setMatrix).
   * @returns The new shape's id.
   *
   * @formula \text{mesh} = \bigcup_k \triangle(p_{i_{3k}}, p_{i_{3k+1}}, p_{i_{3k+2}})
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * // A unit square in the floor, as two triangles.
   * scene.addMesh([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0], [0, 1, 2, 0, 2, 3]);
   * // => 0
   * scene.raycast(vec3(0.75, 0.25, 1), vec3(0.75, 0.25, -1));
   * // => { point: { x: 0.75, y: 0.25, z: 0 }, normal: { x: 0, y: 0, z: 1 }, distance: 1, t: 0.5, id: 0, triangle: 0,
   * //      barycentric: { u: 0.25, v: 0.5, w: 0.25 } }
   * // The same mesh built once, and a second instance of it two units up.
   * const floor = MeshShape.fromPositions([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0], [0, 1, 2, 0, 2, 3]);
   * scene.addMesh(floor, { matrix: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 2, 1] });
   * // => 1
   * scene.raycast(vec3(0.75, 0.25, 5), vec3(0.75, 0.25, 0))?.point;
   * // => { x: 0.75, y: 0.25, z: 2 }
   * ```
   *
   * @remarks Edges. From positions, building is O(n log n) in the triangles and the numbers
   * are copied (a Float32Array is kept as 32-bit floats, its values exactly). A MeshShape is
   * not copied: `updatePositions` on it moves every instance. A mesh with no triangles is
   * allowed and never hit.
   * @throws TypeError if positions or indices is not an array of numbers or an option is
   *   unknown; RangeError for bad layers, a matrix that is not affine and invertible, or
   *   a length that is not a multiple of 3, a non-finite position, an index that is not a
   *   whole number within the vertices, or (without indices) a vertex count that is not a
   *   multiple of 3, naming the first bad entry and its value.
   */
  addMesh(
    mesh: MeshShape | ArrayLike<number>,
    indicesOrOptions?: ArrayLike<number> | AddOptions,
    options?: AddOptions,
  ): number {
    const fn = 'Scene.addMesh';
    let shape: MeshShape;
    if (mesh instanceof MeshShape) {
      if (options !== undefined) {
        throw new TypeError(`${fn}: a MeshShape takes (mesh, options?): got a third argument ${describe(options)}`);
      }
      checkAddOptions(fn, indicesOrOptions);
      shape = mesh;
    } else {
      // The second argument is the indices when it is an index array, or null (bad indices, as
      // in v2 and MeshShape.fromPositions: `??` below would take it for no options), or when
      // options follow it and it cannot be options; otherwise it is the options.
      const second: unknown = indicesOrOptions;
      const indices = (
        isIndices(second) || second === null || (options !== undefined && typeof second !== 'object')
          ? second
          : undefined
      ) as ArrayLike<number> | undefined;
      checkMesh(fn, mesh, indices);
      checkAddOptions(fn, indices === undefined ? (indicesOrOptions ?? options) : options);
      if (indices === undefined && indicesOrOptions !== undefined && options !== undefined) {
        throw new TypeError(`${fn}: options given twice (as the second and the third argument)`);
      }
      shape = MeshShape.fromPositions(mesh, indices);
    }
    return this.core.add(fn, MESH, shape.mesh, addOptions.layers, addOptions.matrix);
  }

  /**
   * Replaces a shape by a new one of the same kind, keeping its id: the hierarchy is
   * refitted (and rebuilt, at the next query, once refits have made it much worse).
   *
   * Maths: none; afterwards the shape answers as if added anew with this id.
   *
   * @param id - A shape's id.
   * @param shape - What its `add…` took: a sphere, box, oriented box, capsule or triangle;
   *   for a mesh, its positions then (optionally) indices.
   * @returns Nothing.
   *
   * @formula \text{shape}_{id} \leftarrow \text{shape}
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * const id = scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * scene.update(id, { center: vec3(5, 0, 0), radius: 1 });
   * scene.raycast(vec3(5, 0, 10), vec3(5, 0, 0));
   * // => { point: { x: 5, y: 0, z: 1 }, normal: { x: 0, y: 0, z: 1 }, distance: 9, t: 0.9, id: 0 }
   * ```
   *
   * @remarks Edges. A copy is kept, as on add.
   * @throws TypeError for an id that is not a number or a shape of another kind than the
   *   id's; RangeError for an id not in the scene (naming it); the add method's errors for
   *   a bad shape.
   */
  update(id: number, ...shape: unknown[]): void {
    const fn = 'Scene.update';
    const core = this.core;
    checkSceneId(fn, id, core.has(id));
    core.replace(fn, id, copyShape(fn, id, core.given[id] as number, shape));
  }

  /**
   * Moves a shape or a mesh instance: the shape as it was added, carried by `matrix`
   * (replacing any matrix it had). No rebuild: a mesh's own tree is kept (queries are
   * carried into its frame) and the scene's tree refits; microseconds.
   *
   * Maths: `x' = e[0]x + e[4]y + e[8]z + e[12]` (likewise y', z'): every vertex, center and
   * corner carried; radii scaled by a similarity's scale.
   *
   * @param id - A shape's id.
   * @param matrix - 16 numbers, column-major (three.js's `Matrix4.elements`), or an object
   *   with `elements` (a `Matrix4`, e.g. an `Object3D`'s `matrixWorld`). Affine (last row
   *   0 0 0 1) and invertible.
   * @returns Nothing.
   *
   * @formula x' = M x,\quad M = \begin{pmatrix} L & t \\ 0 & 1 \end{pmatrix}
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * const id = scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * // Twice the size, moved 10 along x.
   * scene.setMatrix(id, [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 10, 0, 0, 1]);
   * scene.raycast(vec3(10, 0, 5), vec3(10, 0, 0))?.point;
   * // => { x: 10, y: 0, z: 2 }
   * ```
   *
   * @remarks Edges. A sphere or a capsule needs a similarity (rotation, uniform scale,
   * translation), a box a matrix that keeps its edges perpendicular (it may become an
   * oriented box); a triangle or a mesh takes any affine map, but a sphere cast against a
   * mesh instance needs a similarity. The identity matrix gives the shape as added.
   * @throws TypeError for an id that is not a number or a matrix that is not 16 numbers;
   *   RangeError for an unknown id, a non-finite element, a matrix that is not affine or
   *   not invertible, or one the shape's kind cannot take (saying which).
   */
  setMatrix(id: number, matrix: Matrix4Like): void {
    const fn = 'Scene.setMatrix';
    checkSceneId(fn, id, this.core.has(id));
    this.core.setMatrix(fn, id, matrix);
  }

  /**
   * Sets a shape's layers: the queries whose `layers` share a bit with them see it.
   *
   * Maths: a shape takes part in a query when `(shape.layers & query.layers) !== 0`.
   *
   * @param id - A shape's id.
   * @param layers - A 32-bit mask: any integer in [-2^31, 2^32), read as its low 32 bits
   *   (three.js's `Layers.mask` as it is; -1 is every layer).
   * @returns Nothing.
   *
   * @formula \text{shape}_{id}.\text{layers} \leftarrow \text{layers} \bmod 2^{32}
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * const id = scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * scene.setLayers(id, 0b10);
   * scene.raycast(vec3(0, 0, 5), vec3(0, 0, 0), { layers: 0b01 });
   * // => null
   * ```
   *
   * @remarks Edges. Layers 0: no query sees the shape.
   * @throws TypeError for an id or layers that is not a number; RangeError for an unknown
   *   id or layers that is not an integer in [-2^31, 2^32).
   */
  setLayers(id: number, layers: number): void {
    const fn = 'Scene.setLayers';
    checkSceneId(fn, id, this.core.has(id));
    this.core.layers[id] = checkLayers(fn, 'layers', layers);
  }

  /**
   * Removes a shape; its id is not used again.
   *
   * Maths: none; the hierarchy loses the shape's leaf (its sibling takes its parent's
   * place), no rebuild.
   *
   * @param id - A shape's id.
   * @returns Nothing.
   *
   * @formula \text{scene} \leftarrow \text{scene} \setminus \{id\}
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * const id = scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * scene.remove(id);
   * scene.size;
   * // => 0
   * ```
   *
   * @remarks Edges. Removing twice throws, as the id is then unknown.
   * @throws TypeError for an id that is not a number; RangeError for an id not in the
   *   scene, naming it.
   */
  remove(id: number): void {
    checkSceneId('Scene.remove', id, this.core.has(id));
    this.core.remove(id);
  }

  /**
   * The first hit of the segment `origin -> end` on any shape of the scene, or `null`.
   *
   * Maths: the least `t` over the single-shape raycasts (raycastSphere, raycastAABB,
   * raycastOBB, raycastCapsule, raycastTriangle for triangles and mesh triangles), found by
   * walking the hierarchy front to back and stopping once no box is nearer than the best.
   *
   * @param origin - `A`, where the segment starts.
   * @param end - `B`, where it ends.
   * @param options - `layers` (only shapes sharing a bit with it) and `filter(id)`
   *   (shapes it returns false for are skipped).
   * @returns The hit with the shape's `id` (and `triangle` for a mesh), or `null`.
   *
   * @formula t^\ast = \min_s t_s(A, B)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-1, -1, -1), max: vec3(1, 1, 1) });
   * scene.raycast(vec3(-3, 0, 0), vec3(3, 0, 0));
   * // => { point: { x: -1, y: 0, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 2, t: 0.3333333333333333, id: 0 }
   * ```
   *
   * @remarks Edges. Every hit and number is the single-shape raycast's. Ties in `t` to the
   * smallest id, then triangle. A miss allocates nothing.
   * @throws TypeError or RangeError for a bad segment, as raycastSphere; TypeError for a
   *   filter that is not a function.
   */
  raycast(origin: Vec3Like, end: Vec3Like, options?: SceneQueryOptions): SceneHit | null {
    const fn = 'Scene.raycast';
    checkSegment(fn, origin, end);
    const filter = checkSceneOptions(fn, options);
    if (!raycastCore(this.core, origin.x, origin.y, origin.z, end.x, end.y, end.z, filter, sceneOptions.layers)) {
      return null;
    }
    return sceneHitOf(found.hit, found.id, found.triangle);
  }

  /**
   * `Scene.raycast` into a caller-owned hit: true and `out` filled on a hit, false
   * and `out` untouched on a miss. Allocates nothing.
   *
   * Maths: as Scene.raycast.
   *
   * @param origin - `A`, where the segment starts.
   * @param end - `B`, where it ends.
   * @param out - A hit made once with `createRaycastHit()` (or a SceneHit): gets the hit's
   *   numbers, `id`, and `triangle` (-1 for a shape that is not a mesh).
   * @param options - `layers` and `filter(id)`.
   * @returns Whether the segment hit.
   *
   * @formula t^\ast = \min_s t_s(A, B)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * const hit = createRaycastHit();
   * scene.raycastInto(vec3(0, 0, 3), vec3(0, 0, -3), hit);
   * // => true
   * hit;
   * // => { point: { x: 0, y: 0, z: 1 }, normal: { x: 0, y: 0, z: 1 }, distance: 2, t: 0.3333333333333333, id: 0, triangle: -1 }
   * ```
   *
   * @remarks Edges. Every input is read before `out` is written, so `out.point` may be
   * `origin`.
   * @throws TypeError for a missing or non-numeric argument, a filter that is not a
   *   function or an `out` that is not a hit object; RangeError for a non-finite value.
   */
  raycastInto(origin: Vec3Like, end: Vec3Like, out: RaycastHit | SceneHit, options?: SceneQueryOptions): boolean {
    const fn = 'Scene.raycastInto';
    checkSegment(fn, origin, end);
    checkHitOut(fn, 'out', out);
    const filter = checkSceneOptions(fn, options);
    if (!raycastCore(this.core, origin.x, origin.y, origin.z, end.x, end.y, end.z, filter, sceneOptions.layers)) {
      return false;
    }
    writeSceneHit(out as SceneHit);
    return true;
  }

  /**
   * Many segments against the scene in one call over typed arrays; returns how many hit.
   *
   * Maths: Scene.raycast for each segment `A, B = segments[6i…6i+5]`.
   *
   * @param segments - Segment `i` as six numbers from `6i`: `A` (x, y, z), then `B`.
   * @param out - Where the results go: `t[i]` (-1 for a miss), and if given `point` and
   *   `normal` (3 per segment, untouched for a miss), `id` and `triangle` (Int32Arrays,
   *   -1 for a miss; `triangle` -1 for a shape that is not a mesh).
   * @param options - `layers` and `filter(id)`.
   * @returns How many segments hit.
   *
   * @formula t_i = \min_s t_s(A_i, B_i)\ \text{or}\ -1
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * const t = new Float64Array(2);
   * const id = new Int32Array(2);
   * scene.raycastBatch(new Float64Array([0, 0, 3, 0, 0, -3, 5, 0, 3, 5, 0, -3]), { t, id });
   * // => 1
   * [...t, ...id];
   * // => [0.3333333333333333, -1, 0, -1]
   * ```
   *
   * @remarks Edges. Each result exactly as Scene.raycast's. The numbers of a segment are
   * checked as the loop reaches it: on a throw, the results before it are written.
   * @throws TypeError if `segments` is not a Float64Array or an `out` array is missing or
   *   of the wrong type; RangeError for a length that is not a multiple of 6, an `out`
   *   array too short, or a non-finite number (naming its index).
   */
  raycastBatch(segments: Float64Array, out: SceneBatchHits, options?: SceneQueryOptions): number {
    const fn = 'Scene.raycastBatch';
    checkSceneBatch(fn, segments, out);
    const filter = checkSceneOptions(fn, options);
    return raycastBatchCore(this.core, fn, segments, out, filter, sceneOptions.layers);
  }

  /**
   * The first hit of a sphere of `radius` swept from `origin` to `end` on any shape, or
   * `null`.
   *
   * Maths: the least `t` over the single-shape sphere casts (sphereCastSphere,
   * sphereCastAABB, sphereCastCapsule, sphereCastTriangle, and an oriented box's by the
   * same rules), boxes of the hierarchy grown by the radius.
   *
   * @param origin - Where the center starts.
   * @param end - Where it ends.
   * @param radius - The sphere's radius, >= 0.
   * @param options - `layers` and `filter(id)`.
   * @returns The hit with `center`, `id` (and `triangle` for a mesh), or `null`.
   *
   * @formula t^\ast = \min_s t_s(A, B, r)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-1, -1, -1), max: vec3(1, 1, 1) });
   * // A ball of radius 1 along x: its center stops at x = -2, touching the face x = -1.
   * scene.sphereCast(vec3(-4, 0, 0), vec3(0, 0, 0), 1);
   * // => { point: { x: -1, y: 0, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 2, t: 0.5,
   * //      center: { x: -2, y: 0, z: 0 }, id: 0 }
   * ```
   *
   * @remarks Edges. Radius 0 gives Scene.raycast's answers. Starting overlapped with a
   * shape: that shape is not hit (as the single-shape casts); use contactsSphere.
   * @throws TypeError for a missing or non-numeric argument or a filter that is not a
   *   function; RangeError for a non-finite value or a negative radius.
   */
  sphereCast(origin: Vec3Like, end: Vec3Like, radius: number, options?: SceneQueryOptions): SceneSphereCastHit | null {
    const fn = 'Scene.sphereCast';
    checkSegment(fn, origin, end);
    checkRadius(fn, 'radius', radius);
    const filter = checkSceneOptions(fn, options);
    if (
      !sphereCastCore(
        this.core,
        fn,
        origin.x,
        origin.y,
        origin.z,
        end.x,
        end.y,
        end.z,
        radius,
        filter,
        sceneOptions.layers,
      )
    ) {
      return null;
    }
    const h = found.hit;
    const hit = sceneHitOf(h, found.id, -1) as SceneSphereCastHit;
    hit.center = { x: h.center.x, y: h.center.y, z: h.center.z };
    if (found.triangle >= 0) {
      hit.triangle = found.triangle;
      hit.barycentric = { u: found.u, v: found.v, w: found.w };
    }
    return hit;
  }

  /**
   * `Scene.sphereCast` into a caller-owned hit. Allocates nothing.
   *
   * Maths: as Scene.sphereCast.
   *
   * @param origin - Where the center starts.
   * @param end - Where it ends.
   * @param radius - The sphere's radius, >= 0.
   * @param out - A hit made with `createSphereCastHit()`: gets the numbers, `id` and
   *   `triangle` (-1 for a shape that is not a mesh).
   * @param options - `layers` and `filter(id)`.
   * @returns Whether the sphere hit.
   *
   * @formula t^\ast = \min_s t_s(A, B, r)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * const hit = createSphereCastHit();
   * scene.sphereCastInto(vec3(0, 0, 4), vec3(0, 0, 0), 1, hit);
   * // => true
   * hit.center;
   * // => { x: 0, y: 0, z: 2 }
   * ```
   *
   * @remarks Edges. `out` untouched on a miss.
   * @throws TypeError for a missing or non-numeric argument, a filter that is not a
   *   function or an `out` that is not a sphere-cast hit; RangeError for a non-finite value
   *   or a negative radius.
   */
  sphereCastInto(
    origin: Vec3Like,
    end: Vec3Like,
    radius: number,
    out: SphereCastHit | SceneSphereCastHit,
    options?: SceneQueryOptions,
  ): boolean {
    const fn = 'Scene.sphereCastInto';
    checkSegment(fn, origin, end);
    checkRadius(fn, 'radius', radius);
    checkCastHitOut(fn, 'out', out);
    const filter = checkSceneOptions(fn, options);
    if (
      !sphereCastCore(
        this.core,
        fn,
        origin.x,
        origin.y,
        origin.z,
        end.x,
        end.y,
        end.z,
        radius,
        filter,
        sceneOptions.layers,
      )
    ) {
      return false;
    }
    writeSceneHit(out as SceneSphereCastHit);
    const c = found.hit.center;
    out.center.x = c.x;
    out.center.y = c.y;
    out.center.z = c.z;
    return true;
  }

  /**
   * The ids of the shapes a sphere overlaps (touching counts), ascending.
   *
   * Maths: sphereIntersectsSphere, sphereIntersectsAABB, sphereIntersectsCapsule,
   * sphereIntersectsTriangle (a mesh: any of its triangles), and the sphere–oriented-box
   * test, for the shapes whose boxes the sphere's box meets.
   *
   * @param sphere - `{center, radius}`.
   * @param options - `layers` and `filter(id)`.
   * @returns The ids, ascending.
   *
   * @formula \{ s : \text{dist}(S, s) \le r \}
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * scene.addSphere({ center: vec3(3, 0, 0), radius: 1 });
   * scene.overlapSphere({ center: vec3(1.5, 0, 0), radius: 0.5 });
   * // => [0, 1]
   * ```
   *
   * @remarks Edges. Touching counts. A sphere wholly inside a closed mesh does not
   * overlap it (a mesh is a surface).
   * @throws TypeError or RangeError for a bad sphere, as sphereIntersectsSphere.
   */
  overlapSphere(sphere: Sphere, options?: SceneQueryOptions): number[] {
    const fn = 'Scene.overlapSphere';
    checkSphere(fn, 'sphere', sphere);
    const filter = checkSceneOptions(fn, options);
    return overlapSphereCore(this.core, sphere, filter, sceneOptions.layers);
  }

  /**
   * The ids of the shapes a box overlaps (touching counts), ascending.
   *
   * Maths: aabbIntersectsAABB, sphereIntersectsAABB, and the box's tests against an
   * oriented box, a capsule and a triangle (a mesh: any of its triangles).
   *
   * @param box - `{min, max}`.
   * @param options - `layers` and `filter(id)`.
   * @returns The ids, ascending.
   *
   * @formula \{ s : s \cap \text{box} \ne \emptyset \}
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * scene.addAABB({ min: vec3(5, 5, 5), max: vec3(6, 6, 6) });
   * scene.overlapAABB({ min: vec3(0.5, 0.5, 0.5), max: vec3(5, 5, 5) });
   * // => [0, 1]
   * ```
   *
   * @remarks Edges. Touching counts (a shared face, edge or corner).
   * @throws TypeError or RangeError for a bad box, as aabbIntersectsAABB.
   */
  overlapAABB(box: AABB, options?: SceneQueryOptions): number[] {
    const fn = 'Scene.overlapAABB';
    checkBox(fn, 'box', box);
    const filter = checkSceneOptions(fn, options);
    return overlapAABBCore(this.core, box, filter, sceneOptions.layers);
  }

  /**
   * The contacts of a sphere with every shape it touches: one per shape, one per
   * triangle of a mesh, by id then triangle.
   *
   * Maths: sphereContactSphere, sphereContactAABB, sphereContactOBB,
   * sphereContactCapsule, sphereContactTriangle, each as its function says.
   *
   * @param sphere - `{center, radius}`.
   * @param options - `layers` and `filter(id)`.
   * @returns The contacts, each with `id` (and `triangle` for a mesh), by id then triangle.
   *
   * @formula \text{depth} = r - \text{signed distance}(S, s) \ge 0
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-1, -1, -1), max: vec3(1, 1, 0) });
   * scene.contactsSphere({ center: vec3(0, 0, 0.5), radius: 1 });
   * // => [{ point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 1 }, depth: 0.5, id: 0 }]
   * ```
   *
   * @remarks Edges. Moving the sphere by one contact's `normal · depth` resolves that
   * contact only; collide-and-slide iterates.
   * @throws TypeError or RangeError for a bad sphere.
   */
  contactsSphere(sphere: Sphere, options?: SceneQueryOptions): SceneContact[] {
    const fn = 'Scene.contactsSphere';
    checkSphere(fn, 'sphere', sphere);
    const filter = checkSceneOptions(fn, options);
    return contactsSphereCore(this.core, sphere, filter, sceneOptions.layers, null);
  }

  /**
   * `Scene.contactsSphere` into the caller's array: its elements reused (their numbers
   * overwritten), new ones added only where it is too short, its length set to the count.
   *
   * Maths: as Scene.contactsSphere.
   *
   * @param sphere - `{center, radius}`.
   * @param out - An array of contacts, kept from frame to frame (start with `[]`).
   * @param options - `layers` and `filter(id)`.
   * @returns How many contacts (`out.length`).
   *
   * @formula \text{depth} = r - \text{signed distance}(S, s) \ge 0
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-1, -1, -1), max: vec3(1, 1, 0) });
   * const contacts = [];
   * scene.contactsSphereInto({ center: vec3(0, 0, 0.5), radius: 1 }, contacts);
   * // => 1
   * contacts[0]?.depth;
   * // => 0.5
   * ```
   *
   * @remarks Edges. The same contacts, in the same order, as contactsSphere. An element
   * of a shape that is not a mesh loses `triangle` and `barycentric`.
   * @throws TypeError for a bad sphere, an `out` that is not an array, or bad options;
   *   RangeError for a non-finite value or a negative radius.
   */
  contactsSphereInto(sphere: Sphere, out: SceneContact[], options?: SceneQueryOptions): number {
    const fn = 'Scene.contactsSphereInto';
    checkSphere(fn, 'sphere', sphere);
    if (!Array.isArray(out)) throw new TypeError(`${fn}: out must be an array of contacts, got ${describe(out)}`);
    const filter = checkSceneOptions(fn, options);
    return contactsSphereCore(this.core, sphere, filter, sceneOptions.layers, out).length;
  }

  /**
   * The first contact of a capsule moving by `motion` with any shape of the scene.
   *
   * Maths: the least t over the single-shape capsule casts (capsuleCastSphere, …AABB, …OBB,
   * …Capsule, …Triangle; a mesh: each of its triangles) of the shapes whose boxes the
   * capsule sweeps; ties to the smallest id, then triangle.
   *
   * @param capsule - `{start, end, radius}` where it starts.
   * @param motion - Where it goes: it sweeps to `capsule + motion`.
   * @param options - `layers` and `filter(id)`.
   * @returns The hit with the moving axis (`start`, `end`) at contact, `id`, and for a mesh
   *   `triangle` and `barycentric`; or null.
   *
   * @formula t^* = \min_s t_s(\text{capsule}, m)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-5, -1, -5), max: vec3(5, 0, 5) });
   * scene.capsuleCast({ start: vec3(0, 2, 0), end: vec3(0, 3, 0), radius: 0.5 }, vec3(0, -4, 0))?.start;
   * // => { x: 0, y: 0.5, z: 0 }
   * ```
   *
   * @remarks Edges. The single-shape casts' rules: touching counts, a start strictly
   * overlapping a shape is no hit against it (use contactsCapsule), a restart from the
   * cast's own hit that slides along or leaves is null. Zero motion: null.
   * @throws TypeError or RangeError for a bad capsule, motion or options.
   */
  capsuleCast(capsule: Capsule, motion: Vec3Like, options?: SceneQueryOptions): SceneCapsuleCastHit | null {
    const fn = 'Scene.capsuleCast';
    checkCapsule(fn, 'capsule', capsule);
    checkVec3(fn, 'motion', motion);
    const filter = checkSceneOptions(fn, options);
    const h = capsuleCastCore(this.core, capsule, motion, filter, sceneOptions.layers);
    if (h === null) return null;
    const out = copyCapsuleCastHit(h) as SceneCapsuleCastHit;
    writeCastFields(out, false);
    return out;
  }

  /**
   * `Scene.capsuleCast` into a hit made once by `createCapsuleCastHit()`: true and `out`
   * written for a hit (`triangle` -1 for a shape that is not a mesh), false and `out`
   * untouched for none.
   *
   * Maths: as Scene.capsuleCast.
   *
   * @param capsule - `{start, end, radius}`.
   * @param motion - The sweep.
   * @param out - The hit to write into.
   * @param options - `layers` and `filter(id)`.
   * @returns Whether it hit.
   *
   * @formula t^* = \min_s t_s(\text{capsule}, m)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * const hit = createCapsuleCastHit();
   * scene.capsuleCastInto({ start: vec3(-5, 0, 0), end: vec3(-5, 0, 0), radius: 1 }, vec3(10, 0, 0), hit);
   * // => true
   * hit.t;
   * // => 0.3
   * ```
   *
   * @remarks Edges. `out` untouched on a miss.
   * @throws TypeError or RangeError for a bad capsule, motion, out or options.
   */
  capsuleCastInto(
    capsule: Capsule,
    motion: Vec3Like,
    out: CapsuleCastHit | SceneCapsuleCastHit,
    options?: SceneQueryOptions,
  ): boolean {
    const fn = 'Scene.capsuleCastInto';
    checkCapsule(fn, 'capsule', capsule);
    checkVec3(fn, 'motion', motion);
    checkCapsuleCastHitOut(fn, 'out', out);
    const filter = checkSceneOptions(fn, options);
    const h = capsuleCastCore(this.core, capsule, motion, filter, sceneOptions.layers);
    if (h === null) return false;
    copyCast(h, out);
    out.start.x = h.start.x;
    out.start.y = h.start.y;
    out.start.z = h.start.z;
    out.end.x = h.end.x;
    out.end.y = h.end.y;
    out.end.z = h.end.z;
    writeCastFields(out, true);
    return true;
  }

  /**
   * The first contact of a box (an OBB, or an AABB / three.js `Box3`) moving by `motion`
   * with any shape of the scene.
   *
   * Maths: the least t over the single-shape box casts (boxCastSphere, …AABB, …OBB,
   * …Capsule, …Triangle; a mesh: each of its triangles) of the shapes whose boxes it
   * sweeps; ties to the smallest id, then triangle.
   *
   * @param box - `{center, halfSize, rotation}` or `{min, max}`.
   * @param motion - Where it goes.
   * @param options - `layers` and `filter(id)`.
   * @returns The hit with the moving box's `center` at contact, `id`, and for a mesh
   *   `triangle` and `barycentric`; or null.
   *
   * @formula t^* = \min_s t_s(\text{box}, m)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-5, -1, -5), max: vec3(5, 0, 5) });
   * scene.boxCast({ min: vec3(-1, 2, -1), max: vec3(1, 3, 1) }, vec3(0, -4, 0))?.center;
   * // => { x: 0, y: 0.5, z: 0 }
   * ```
   *
   * @remarks Edges. The single-shape box casts' rules (touching counts; a start strictly
   * overlapping is no hit; zero motion: null).
   * @throws TypeError or RangeError for a bad box, motion or options.
   */
  boxCast(box: OBB | AABB, motion: Vec3Like, options?: SceneQueryOptions): SceneBoxCastHit | null {
    const fn = 'Scene.boxCast';
    checkAnyBox(fn, 'box', box);
    checkVec3(fn, 'motion', motion);
    const filter = checkSceneOptions(fn, options);
    const h = boxCastCore(this.core, box, motion, filter, sceneOptions.layers);
    if (h === null) return null;
    const out = {
      point: { x: h.point.x, y: h.point.y, z: h.point.z },
      normal: { x: h.normal.x, y: h.normal.y, z: h.normal.z },
      distance: h.distance,
      t: h.t,
      center: { x: h.center.x, y: h.center.y, z: h.center.z },
    } as SceneBoxCastHit;
    writeCastFields(out, false);
    return out;
  }

  /**
   * `Scene.boxCast` into a hit made once by `createBoxCastHit()`.
   *
   * Maths: as Scene.boxCast.
   *
   * @param box - `{center, halfSize, rotation}` or `{min, max}`.
   * @param motion - The sweep.
   * @param out - The hit to write into.
   * @param options - `layers` and `filter(id)`.
   * @returns Whether it hit; `out` untouched when not.
   *
   * @formula t^* = \min_s t_s(\text{box}, m)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * const hit = createBoxCastHit();
   * scene.boxCastInto({ min: vec3(-6, -1, -1), max: vec3(-4, 1, 1) }, vec3(10, 0, 0), hit);
   * // => true
   * hit.t;
   * // => 0.3
   * ```
   *
   * @remarks Edges. `out` untouched on a miss; `triangle` -1 for a shape that is not a mesh.
   * @throws TypeError or RangeError for a bad box, motion, out or options.
   */
  boxCastInto(
    box: OBB | AABB,
    motion: Vec3Like,
    out: BoxCastHit | SceneBoxCastHit,
    options?: SceneQueryOptions,
  ): boolean {
    const fn = 'Scene.boxCastInto';
    checkAnyBox(fn, 'box', box);
    checkVec3(fn, 'motion', motion);
    checkBoxCastHitOut(fn, 'out', out);
    const filter = checkSceneOptions(fn, options);
    const h = boxCastCore(this.core, box, motion, filter, sceneOptions.layers);
    if (h === null) return false;
    copyCast(h, out);
    out.center.x = h.center.x;
    out.center.y = h.center.y;
    out.center.z = h.center.z;
    writeCastFields(out, true);
    return true;
  }

  /**
   * The ids of the shapes a capsule overlaps (touching counts), ascending.
   *
   * Maths: the least distance between the capsule's axis and each shape `<= radius`
   * (capsuleIntersectsAABB, …OBB, …Triangle, …Capsule, sphereIntersectsCapsule).
   *
   * @param capsule - `{start, end, radius}`.
   * @param options - `layers` and `filter(id)`.
   * @returns The ids, ascending.
   *
   * @formula \{ s : \text{dist}(\overline{AB}, s) \le r \}
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * scene.addSphere({ center: vec3(5, 0, 0), radius: 1 });
   * scene.overlapCapsule({ start: vec3(0, 2, 0), end: vec3(5, 2, 0), radius: 1 });
   * // => [0, 1]
   * ```
   *
   * @remarks Edges. Touching counts. A capsule wholly inside a closed mesh does not
   * overlap it (a mesh is a surface).
   * @throws TypeError or RangeError for a bad capsule or options.
   */
  overlapCapsule(capsule: Capsule, options?: SceneQueryOptions): number[] {
    const fn = 'Scene.overlapCapsule';
    checkCapsule(fn, 'capsule', capsule);
    const filter = checkSceneOptions(fn, options);
    return overlapCapsuleCore(this.core, capsule, filter, sceneOptions.layers);
  }

  /**
   * How a capsule that overlaps shapes of the scene gets out of each: the minimum
   * translation per shape (per triangle of a mesh), by id then triangle.
   *
   * Maths: capsuleContactSphere, …AABB, …OBB, …Capsule, …Triangle for each shape whose
   * box the capsule's box meets.
   *
   * @param capsule - `{start, end, radius}`.
   * @param options - `layers` and `filter(id)`.
   * @returns The contacts (`point`, `normal`, `depth`, `id`, and for a mesh `triangle` and
   *   `barycentric`).
   *
   * @formula \text{depth} = r - \text{dist}(\overline{AB}, s)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-5, -1, -5), max: vec3(5, 0, 5) });
   * scene.contactsCapsule({ start: vec3(0, 0.25, 0), end: vec3(0, 2, 0), radius: 0.5 }).map((c) => c.depth);
   * // => [0.25]
   * ```
   *
   * @remarks Edges. Moving by one contact's `normal · depth` resolves that contact only.
   * @throws TypeError or RangeError for a bad capsule or options.
   */
  contactsCapsule(capsule: Capsule, options?: SceneQueryOptions): SceneContact[] {
    const fn = 'Scene.contactsCapsule';
    checkCapsule(fn, 'capsule', capsule);
    const filter = checkSceneOptions(fn, options);
    return contactsCapsuleCore(this.core, capsule, filter, sceneOptions.layers, null);
  }

  /**
   * `Scene.contactsCapsule` into the caller's array: its elements reused, new ones added
   * only where it is too short, its length set to the count.
   *
   * Maths: as Scene.contactsCapsule.
   *
   * @param capsule - `{start, end, radius}`.
   * @param out - An array of contacts, kept from frame to frame (start with `[]`).
   * @param options - `layers` and `filter(id)`.
   * @returns How many contacts (`out.length`).
   *
   * @formula \text{depth} = r - \text{dist}(\overline{AB}, s)
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-5, -1, -5), max: vec3(5, 0, 5) });
   * const contacts = [];
   * scene.contactsCapsuleInto({ start: vec3(0, 0.25, 0), end: vec3(0, 2, 0), radius: 0.5 }, contacts);
   * // => 1
   * ```
   *
   * @remarks Edges. The same contacts, in the same order, as contactsCapsule.
   * @throws TypeError for a bad capsule, an `out` that is not an array, or bad options;
   *   RangeError for a non-finite value or a negative radius.
   */
  contactsCapsuleInto(capsule: Capsule, out: SceneContact[], options?: SceneQueryOptions): number {
    const fn = 'Scene.contactsCapsuleInto';
    checkCapsule(fn, 'capsule', capsule);
    if (!Array.isArray(out)) throw new TypeError(`${fn}: out must be an array of contacts, got ${describe(out)}`);
    const filter = checkSceneOptions(fn, options);
    return contactsCapsuleCore(this.core, capsule, filter, sceneOptions.layers, out).length;
  }

  /**
   * Every shape and every mesh triangle the segment `origin -> end` hits, each once with
   * its own first hit, nearest first.
   *
   * Maths: the single-shape raycasts against every shape, and raycastTriangle against
   * every triangle of every mesh, whose boxes the segment meets.
   *
   * @param origin - `A`, where the segment starts.
   * @param end - `B`, where it ends.
   * @param options - `layers` and `filter(id)`.
   * @returns The hits, sorted by `t`, then id, then triangle (empty for none).
   *
   * @formula \{ (s, t_s) : t_s(A, B) \text{ exists} \},\ \text{by } t_s
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
   * scene.addAABB({ min: vec3(-1, -1, -5), max: vec3(1, 1, -4) });
   * scene.raycastAll(vec3(0, 0, 5), vec3(0, 0, -10)).map((h) => [h.id, h.t]);
   * // => [[0, 0.26666666666666666], [1, 0.6]]
   * ```
   *
   * @remarks Edges. A closed mesh crossed through gives two triangles (in and out); a
   * segment through a shared edge hits every triangle whose closed set it meets. Each
   * hit as raycast would give it alone.
   * @throws TypeError or RangeError for a bad segment or bad options.
   */
  raycastAll(origin: Vec3Like, end: Vec3Like, options?: SceneQueryOptions): SceneHit[] {
    const fn = 'Scene.raycastAll';
    checkSegment(fn, origin, end);
    const filter = checkSceneOptions(fn, options);
    return raycastAllCore(this.core, origin.x, origin.y, origin.z, end.x, end.y, end.z, filter, sceneOptions.layers);
  }

  /**
   * The point of any shape nearest to `point`: on a surface, or the point itself inside
   * a solid (a sphere, box, oriented box or capsule).
   *
   * Maths: the least distance over the shapes (closestPointOnAABB, closestPointOnTriangle,
   * …), walking both levels of the hierarchy nearest box first.
   *
   * @param point - The point to look from.
   * @param options - `maxDistance` (default Infinity: nothing farther is returned),
   *   `layers` and `filter(id)`.
   * @returns `{id, point, distance}` (and `triangle`, `barycentric` for a mesh), or `null`
   *   where no shape is within maxDistance.
   *
   * @formula Q^\ast = \arg\min_{Q \in s,\ s \in \text{scene}} |P - Q|
   *
   * @example
   * ```ts
   * const scene = new Scene();
   * scene.addAABB({ min: vec3(-1, -1, -1), max: vec3(1, 1, 1) });
   * scene.closestPoint(vec3(3, 0, 0));
   * // => { id: 0, point: { x: 1, y: 0, z: 0 }, distance: 2 }
   * scene.closestPoint(vec3(3, 0, 0), { maxDistance: 1 });
   * // => null
   * ```
   *
   * @remarks Edges. Inside a solid: distance 0, the point itself. A mesh is a surface:
   * inside a closed mesh the nearest point is on a triangle. Ties to the smallest id, then
   * triangle. Exactly at maxDistance counts.
   * @throws TypeError for a bad point or options; RangeError for a non-finite value or a
   *   negative maxDistance.
   */
  closestPoint(point: Vec3Like, options?: SceneQueryOptions & { maxDistance?: number }): SceneClosestPoint | null {
    const fn = 'Scene.closestPoint';
    checkVec3(fn, 'point', point);
    const filter = checkSceneOptions(fn, options, true);
    const { layers, maxDistance } = sceneOptions;
    if (!closestPointCore(this.core, point.x, point.y, point.z, maxDistance, filter, layers)) return null;
    const n = nearest;
    const r: SceneClosestPoint = { id: n.id, point: { x: n.x, y: n.y, z: n.z }, distance: n.distance };
    if (n.triangle >= 0) {
      r.triangle = n.triangle;
      r.barycentric = { u: n.u, v: n.v, w: n.w };
    }
    return r;
  }

  /**
   * Bytes the scene keeps: each mesh's copied numbers, triangles and hierarchy, the
   * shapes' hierarchy and boxes (the shapes' own small objects not counted).
   */
  get bytes(): number {
    const core = this.core;
    let n = core.tree.bytes + core.boxes.byteLength + core.layers.byteLength;
    // A mesh shared by instances counted once.
    const seen = new Set<Mesh>();
    for (let id = 0; id < core.kinds.length; id++) {
      if (core.kinds[id] !== MESH) continue;
      const m = core.data[id] as Mesh;
      if (seen.has(m)) continue;
      seen.add(m);
      n += meshBytes(m);
    }
    return n;
  }
}

/** Copies the numbers of a cast hit (point, normal, distance, t) into `out`. */
function copyCast(h: RaycastHit, out: RaycastHit): void {
  out.point.x = h.point.x;
  out.point.y = h.point.y;
  out.point.z = h.point.z;
  out.normal.x = h.normal.x;
  out.normal.y = h.normal.y;
  out.normal.z = h.normal.z;
  out.distance = h.distance;
  out.t = h.t;
}
