import { sphereContactAABB } from '../contact/sphere-aabb.ts';
import { sphereContactCapsule } from '../contact/sphere-capsule.ts';
import { sphereContactOBB } from '../contact/sphere-obb.ts';
import { sphereContactSphere } from '../contact/sphere-sphere.ts';
import { sphereContactTriangle } from '../contact/sphere-triangle.ts';
import { createSphereCastHit } from '../hit.ts';
import { aabbIntersectsAABB } from '../overlap/aabb-aabb.ts';
import { aabbOverlapsCapsule } from '../overlap/aabb-capsule.ts';
import { aabbOverlapsOBB } from '../overlap/aabb-obb.ts';
import { aabbOverlapsTriangle } from '../overlap/aabb-triangle.ts';
import { sphereIntersectsAABB } from '../overlap/sphere-aabb.ts';
import { sphereIntersectsCapsule } from '../overlap/sphere-capsule.ts';
import { sphereOverlapsOBB } from '../overlap/sphere-obb.ts';
import { sphereIntersectsSphere } from '../overlap/sphere-sphere.ts';
import { sphereIntersectsTriangle } from '../overlap/sphere-triangle.ts';
import { createRotation, rotateInto, setRotation } from '../quat.ts';
import { boxHit } from '../raycast/aabb.ts';
import { capsuleHit } from '../raycast/capsule.ts';
import { obbHit } from '../raycast/obb.ts';
import { writeHit } from '../raycast/plane.ts';
import { sphereHit } from '../raycast/sphere.ts';
import { entrySide, triangleEntry, triangleNormalInto } from '../raycast/triangle.ts';
import { roundedBoxHit } from '../spherecast/aabb.ts';
import { sphereCastOBBInto } from '../spherecast/obb.ts';
import { roundedHit } from '../spherecast/triangle.ts';
import type {
  AABB,
  BatchHits,
  Capsule,
  Contact,
  OBB,
  RaycastHit,
  Sphere,
  SphereCastHit,
  Triangle,
  Vec3,
  Vec3Like,
} from '../types.ts';
import {
  checkBox,
  checkCapsule,
  checkCastHitOut,
  checkHitOut,
  checkMesh,
  checkOBB,
  checkRadius,
  checkSceneBatch,
  sceneBatchError,
  checkSceneId,
  checkSceneOptions,
  checkSegment,
  checkSphere,
  checkTriangle,
  sceneKindError,
} from '../validate.ts';
import { length3 } from '../vec3.ts';
import {
  buildMesh,
  copyCast,
  loadTriangle,
  meshBytes,
  meshCandidates,
  meshHit,
  meshRaycast,
  meshSphereCast,
} from './mesh.ts';
import type { Mesh } from './mesh.ts';
import { boxEntry32 } from './mesh.ts';
import { ShapeTree } from './tree.ts';

/** A scene's raycast hit: the single-shape hit, which shape, and for a mesh which triangle. */
export interface SceneHit extends RaycastHit {
  /** The id of the shape hit. */
  id: number;
  /** For a mesh, the index of the triangle hit (as given to addMesh); absent otherwise. */
  triangle?: number;
}

/** A scene's sphere-cast hit. */
export interface SceneSphereCastHit extends SphereCastHit {
  id: number;
  triangle?: number;
}

/** A contact of a sphere with one shape of a scene (with one triangle, for a mesh). */
export interface SceneContact extends Contact {
  id: number;
  triangle?: number;
}

/** What a scene's queries take besides their shape: a filter of the ids to consider. */
export interface SceneQueryOptions {
  /** Called with a shape's id before testing it; the shape is skipped where it returns false. */
  filter?: (id: number) => boolean;
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

// Shape kinds, as stored per id.
const NONE = 0;
const SPHERE = 1;
const BOX = 2;
const ORIENTED = 3;
const CAPSULE = 4;
const TRIANGLE = 5;
const MESH = 6;

const KIND_NAMES = ['', 'sphere', 'box', 'oriented box', 'capsule', 'triangle', 'mesh'] as const;

/** `t` of no hit: past every hit's, which is at most 1. */
const NO_HIT = 2;

/**
 * The relative margin by which a shape's box is grown beyond its exact bounds: a kernel
 * that counts a start within ON_SURFACE (2^-40) of a face as on it, or rounds a tangent
 * hit, finds it inside the box all the same.
 */
const SHAPE_MARGIN = 2 ** -30;

type ShapeData = Sphere | AABB | OBB | Capsule | Triangle | Mesh;

function v(p: Vec3Like): Vec3 {
  return { x: p.x, y: p.y, z: p.z };
}

// Scratch for the queries: the segment's ends (kernels read them as objects), the best
// hit so far, a candidate's hit. Queries are synchronous, so one of each serves all.
const A: Vec3 = { x: 0, y: 0, z: 0 };
const B: Vec3 = { x: 0, y: 0, z: 0 };
const best = createSphereCastHit();
const candidate = createSphereCastHit();
const normalScratch = new Float64Array(3);
const rotation = createRotation();
const axisScratch: Vec3 = { x: 0, y: 0, z: 0 };
let bestId = -1;
let bestTriangle = -1;
let stackNodes = new Int32Array(64);
let stackT = new Float64Array(64);

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
  private kinds: number[] = [];
  private data: (ShapeData | undefined)[] = [];
  private leaves: number[] = [];
  /** Each shape's box, grown by SHAPE_MARGIN, 6 per id. */
  private boxes = new Float64Array(6 * 16);
  private readonly tree = new ShapeTree();
  /** Ids added since the tree was last built or inserted into. */
  private pending: number[] = [];
  private live = 0;
  private stale = false;

  /** How many shapes the scene holds. */
  get size(): number {
    return this.live;
  }

  /**
   * Adds a copy of a sphere to the scene.
   *
   * Maths: hit where raycastSphere, sphereCastSphere, sphereIntersectsSphere and
   * sphereContactSphere say.
   *
   * @param sphere - The sphere `{center, radius}`, radius >= 0.
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
   * @throws TypeError for a missing or non-numeric field; RangeError for a non-finite
   *   value or a negative radius.
   */
  addSphere(sphere: Sphere): number {
    checkSphere('Scene.addSphere', 'sphere', sphere);
    return this.add(SPHERE, { center: v(sphere.center), radius: sphere.radius });
  }

  /**
   * Adds a copy of an axis-aligned box.
   *
   * Maths: as raycastAABB, sphereCastAABB, sphereIntersectsAABB, sphereContactAABB.
   *
   * @param box - The box `{min, max}`, min <= max on every axis (a three.js `Box3`).
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
  addAABB(box: AABB): number {
    checkBox('Scene.addAABB', 'box', box);
    return this.add(BOX, { min: v(box.min), max: v(box.max) });
  }

  /**
   * Adds a copy of an oriented box.
   *
   * Maths: as raycastOBB and sphereContactOBB; sphere casts and overlaps against it by
   * the same rules (a closed box in its own frame).
   *
   * @param box - `{center, halfSize, rotation}`, rotation a quaternion (not zero).
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
  addOBB(box: OBB): number {
    checkOBB('Scene.addOBB', 'box', box);
    return this.add(ORIENTED, copyOBB(box));
  }

  /**
   * Adds a copy of a capsule.
   *
   * Maths: as raycastCapsule, sphereCastCapsule, sphereIntersectsCapsule,
   * sphereContactCapsule.
   *
   * @param capsule - `{start, end, radius}`, radius >= 0.
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
  addCapsule(capsule: Capsule): number {
    checkCapsule('Scene.addCapsule', 'capsule', capsule);
    return this.add(CAPSULE, { start: v(capsule.start), end: v(capsule.end), radius: capsule.radius });
  }

  /**
   * Adds a copy of a triangle.
   *
   * Maths: as raycastTriangle, sphereCastTriangle, sphereIntersectsTriangle,
   * sphereContactTriangle: two-sided, thin, watertight.
   *
   * @param triangle - `{a, b, c}` (a three.js `Triangle`).
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
  addTriangle(triangle: Triangle): number {
    checkTriangle('Scene.addTriangle', 'triangle', triangle);
    return this.add(TRIANGLE, { a: v(triangle.a), b: v(triangle.b), c: v(triangle.c) });
  }

  /**
   * Adds a triangle mesh: one shape, its triangles under a hierarchy of their own.
   *
   * Maths: the mesh is its triangles, each as raycastTriangle (watertight across shared
   * edges); a hit reports which triangle.
   *
   * @param positions - xyz per vertex: a `Float32Array`, `Float64Array` or array (a
   *   three.js `BufferGeometry`'s `attributes.position.array`).
   * @param indices - Three vertex indices per triangle (`Uint16Array`, `Uint32Array` or
   *   array; a geometry's `index.array`); without them every three vertices are a triangle.
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
   * // => { point: { x: 0.75, y: 0.25, z: 0 }, normal: { x: 0, y: 0, z: 1 }, distance: 1, t: 0.5, id: 0, triangle: 0 }
   * ```
   *
   * @remarks Edges. Building is O(n log n) in the triangles. The numbers are copied (a
   * Float32Array is kept as 32-bit floats, its values exactly). A mesh with no triangles is
   * allowed and never hit.
   * @throws TypeError if positions or indices is not an array of numbers; RangeError for
   *   a length that is not a multiple of 3, a non-finite position, an index that is not a
   *   whole number within the vertices, or (without indices) a vertex count that is not a
   *   multiple of 3, naming the first bad entry and its value.
   */
  addMesh(positions: ArrayLike<number>, indices?: ArrayLike<number>): number {
    checkMesh('Scene.addMesh', positions, indices);
    return this.add(MESH, buildMesh(positions, indices));
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
    checkSceneId(fn, id, this.has(id));
    const kind = this.kinds[id] as number;
    const s = shape[0];
    if (!looksLike(kind, s)) throw sceneKindError(fn, id, KIND_NAMES[kind] as string, s);
    let data: ShapeData;
    switch (kind) {
      case SPHERE:
        checkSphere(fn, 'sphere', s);
        data = { center: v(s.center), radius: s.radius };
        break;
      case BOX:
        checkBox(fn, 'box', s);
        data = { min: v(s.min), max: v(s.max) };
        break;
      case ORIENTED:
        checkOBB(fn, 'box', s);
        data = copyOBB(s);
        break;
      case CAPSULE:
        checkCapsule(fn, 'capsule', s);
        data = { start: v(s.start), end: v(s.end), radius: s.radius };
        break;
      case TRIANGLE:
        checkTriangle(fn, 'triangle', s);
        data = { a: v(s.a), b: v(s.b), c: v(s.c) };
        break;
      default: {
        const indices = shape[1] as ArrayLike<number> | undefined;
        checkMesh(fn, s, indices);
        data = buildMesh(s as ArrayLike<number>, indices);
      }
    }
    this.data[id] = data;
    this.setBox(id, kind, data);
    const leaf = this.leaves[id] as number;
    if (leaf >= 0) {
      this.tree.move(leaf, this.boxes, 6 * id);
      // Refits only grow boxes apart; past twice the cost as built, rebuild.
      if (this.live > 4 && this.tree.cost > 2 * this.tree.builtCost) this.stale = true;
    }
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
    checkSceneId('Scene.remove', id, this.has(id));
    const leaf = this.leaves[id] as number;
    if (leaf >= 0) this.tree.remove(leaf);
    else this.pending.splice(this.pending.indexOf(id), 1);
    this.kinds[id] = NONE;
    this.data[id] = undefined;
    this.leaves[id] = -1;
    this.live--;
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
   * @param options - `filter(id)`: shapes it returns false for are skipped.
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
    checkSegment('Scene.raycast', origin, end);
    const filter = checkSceneOptions('Scene.raycast', options);
    if (!this.raycastCore(origin.x, origin.y, origin.z, end.x, end.y, end.z, filter)) return null;
    const h = best;
    const hit: SceneHit = {
      point: { x: h.point.x, y: h.point.y, z: h.point.z },
      normal: { x: h.normal.x, y: h.normal.y, z: h.normal.z },
      distance: h.distance,
      t: h.t,
      id: bestId,
    };
    if (bestTriangle >= 0) hit.triangle = bestTriangle;
    return hit;
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
   * @param options - `filter(id)`.
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
  raycastInto(origin: Vec3Like, end: Vec3Like, out: RaycastHit, options?: SceneQueryOptions): boolean {
    checkSegment('Scene.raycastInto', origin, end);
    checkHitOut('Scene.raycastInto', 'out', out);
    const filter = checkSceneOptions('Scene.raycastInto', options);
    if (!this.raycastCore(origin.x, origin.y, origin.z, end.x, end.y, end.z, filter)) return false;
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
   * @param options - `filter(id)`.
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
    const n = checkSceneBatch(fn, segments, out);
    const filter = checkSceneOptions(fn, options);
    const T = out.t;
    const P = out.point;
    const N = out.normal;
    const ids = out.id;
    const tris = out.triangle;
    let hits = 0;
    for (let i = 0; i < n; i++) {
      const a = 6 * i;
      const Ax = segments[a] as number;
      const Ay = segments[a + 1] as number;
      const Az = segments[a + 2] as number;
      const Bx = segments[a + 3] as number;
      const By = segments[a + 4] as number;
      const Bz = segments[a + 5] as number;
      if (!(Ax * 0 + Ay * 0 + Az * 0 + Bx * 0 + By * 0 + Bz * 0 === 0)) throw sceneBatchError(fn, segments, i);
      if (!this.raycastCore(Ax, Ay, Az, Bx, By, Bz, filter)) {
        T[i] = -1;
        if (ids !== undefined) ids[i] = -1;
        if (tris !== undefined) tris[i] = -1;
        continue;
      }
      hits++;
      T[i] = best.t;
      if (P !== undefined) {
        P[3 * i] = best.point.x;
        P[3 * i + 1] = best.point.y;
        P[3 * i + 2] = best.point.z;
      }
      if (N !== undefined) {
        N[3 * i] = best.normal.x;
        N[3 * i + 1] = best.normal.y;
        N[3 * i + 2] = best.normal.z;
      }
      if (ids !== undefined) ids[i] = bestId;
      if (tris !== undefined) tris[i] = bestTriangle;
    }
    return hits;
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
   * @param options - `filter(id)`.
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
    if (!this.sphereCastCore(origin, end, radius, filter)) return null;
    const h = best;
    const hit: SceneSphereCastHit = {
      point: { x: h.point.x, y: h.point.y, z: h.point.z },
      normal: { x: h.normal.x, y: h.normal.y, z: h.normal.z },
      distance: h.distance,
      t: h.t,
      center: { x: h.center.x, y: h.center.y, z: h.center.z },
      id: bestId,
    };
    if (bestTriangle >= 0) hit.triangle = bestTriangle;
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
   * @param options - `filter(id)`.
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
    out: SphereCastHit,
    options?: SceneQueryOptions,
  ): boolean {
    const fn = 'Scene.sphereCastInto';
    checkSegment(fn, origin, end);
    checkRadius(fn, 'radius', radius);
    checkCastHitOut(fn, 'out', out);
    const filter = checkSceneOptions(fn, options);
    if (!this.sphereCastCore(origin, end, radius, filter)) return false;
    writeSceneHit(out as SceneSphereCastHit);
    out.center.x = best.center.x;
    out.center.y = best.center.y;
    out.center.z = best.center.z;
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
   * @param options - `filter(id)`.
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
    const S = sphere.center;
    const r = sphere.radius;
    const g = r + SHAPE_MARGIN * (Math.max(Math.abs(S.x), Math.abs(S.y), Math.abs(S.z)) + r);
    const q: Sphere = { center: { x: S.x, y: S.y, z: S.z }, radius: r };
    const ids: number[] = [];
    this.candidates(S.x - g, S.y - g, S.z - g, S.x + g, S.y + g, S.z + g, filter, (id, kind, data) => {
      let hit: boolean;
      switch (kind) {
        case SPHERE:
          hit = sphereIntersectsSphere(q, data as Sphere);
          break;
        case BOX:
          hit = sphereIntersectsAABB(q, data as AABB);
          break;
        case ORIENTED:
          hit = sphereOverlapsOBB(q.center, r, data as OBB);
          break;
        case CAPSULE:
          hit = sphereIntersectsCapsule(q, data as Capsule);
          break;
        case TRIANGLE:
          hit = sphereIntersectsTriangle(q, data as Triangle);
          break;
        default: {
          const m = data as Mesh;
          hit = meshCandidates(m, S.x - g, S.y - g, S.z - g, S.x + g, S.y + g, S.z + g, (k) =>
            sphereIntersectsTriangle(q, loadTriangle(m, k)),
          );
        }
      }
      if (hit) ids.push(id);
    });
    return ids.sort((a, b) => a - b);
  }

  /**
   * The ids of the shapes a box overlaps (touching counts), ascending.
   *
   * Maths: aabbIntersectsAABB, sphereIntersectsAABB, and the box's tests against an
   * oriented box, a capsule and a triangle (a mesh: any of its triangles).
   *
   * @param box - `{min, max}`.
   * @param options - `filter(id)`.
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
    const q: AABB = { min: v(box.min), max: v(box.max) };
    const { min, max } = q;
    const g =
      SHAPE_MARGIN *
      Math.max(Math.abs(min.x), Math.abs(min.y), Math.abs(min.z), Math.abs(max.x), Math.abs(max.y), Math.abs(max.z));
    const ids: number[] = [];
    this.candidates(min.x - g, min.y - g, min.z - g, max.x + g, max.y + g, max.z + g, filter, (id, kind, data) => {
      let hit: boolean;
      switch (kind) {
        case SPHERE:
          hit = sphereIntersectsAABB(data as Sphere, q);
          break;
        case BOX:
          hit = aabbIntersectsAABB(q, data as AABB);
          break;
        case ORIENTED:
          hit = aabbOverlapsOBB(q, data as OBB);
          break;
        case CAPSULE:
          hit = aabbOverlapsCapsule(q, data as Capsule);
          break;
        case TRIANGLE: {
          const t = data as Triangle;
          hit = aabbOverlapsTriangle(q, t.a, t.b, t.c);
          break;
        }
        default: {
          const m = data as Mesh;
          hit = meshCandidates(m, min.x - g, min.y - g, min.z - g, max.x + g, max.y + g, max.z + g, (k) => {
            const t = loadTriangle(m, k);
            return aabbOverlapsTriangle(q, t.a, t.b, t.c);
          });
        }
      }
      if (hit) ids.push(id);
    });
    return ids.sort((a, b) => a - b);
  }

  /**
   * The contacts of a sphere with every shape it touches: one per shape, one per
   * triangle of a mesh, by id then triangle.
   *
   * Maths: sphereContactSphere, sphereContactAABB, sphereContactOBB,
   * sphereContactCapsule, sphereContactTriangle, each as its function says.
   *
   * @param sphere - `{center, radius}`.
   * @param options - `filter(id)`.
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
    const S = sphere.center;
    const r = sphere.radius;
    const g = r + SHAPE_MARGIN * (Math.max(Math.abs(S.x), Math.abs(S.y), Math.abs(S.z)) + r);
    const q: Sphere = { center: { x: S.x, y: S.y, z: S.z }, radius: r };
    const found: SceneContact[] = [];
    const add = (c: Contact | null, id: number, triangle: number): void => {
      if (c === null) return;
      const sc = c as SceneContact;
      sc.id = id;
      if (triangle >= 0) sc.triangle = triangle;
      found.push(sc);
    };
    this.candidates(S.x - g, S.y - g, S.z - g, S.x + g, S.y + g, S.z + g, filter, (id, kind, data) => {
      switch (kind) {
        case SPHERE:
          add(sphereContactSphere(q, data as Sphere), id, -1);
          break;
        case BOX:
          add(sphereContactAABB(q, data as AABB), id, -1);
          break;
        case ORIENTED:
          add(sphereContactOBB(q, data as OBB), id, -1);
          break;
        case CAPSULE:
          add(sphereContactCapsule(q, data as Capsule), id, -1);
          break;
        case TRIANGLE:
          add(sphereContactTriangle(q, data as Triangle), id, -1);
          break;
        default: {
          const m = data as Mesh;
          meshCandidates(m, S.x - g, S.y - g, S.z - g, S.x + g, S.y + g, S.z + g, (k) => {
            add(sphereContactTriangle(q, loadTriangle(m, k)), id, m.triangles[k] as number);
            return false;
          });
        }
      }
    });
    return found.sort((a, b) => a.id - b.id || (a.triangle ?? 0) - (b.triangle ?? 0));
  }

  /**
   * Bytes the scene keeps: each mesh's copied numbers, triangles and hierarchy, the
   * shapes' hierarchy and boxes (the shapes' own small objects not counted).
   */
  get bytes(): number {
    let n = this.tree.bytes + this.boxes.byteLength;
    for (let id = 0; id < this.kinds.length; id++) if (this.kinds[id] === MESH) n += meshBytes(this.data[id] as Mesh);
    return n;
  }

  // ---------------------------------------------------------------------------------

  /** Whether `id` is the id of a shape in the scene (a number: `'0'` would index the arrays too). */
  private has(id: unknown): boolean {
    if (typeof id !== 'number') return false;
    const kind = this.kinds[id];
    return kind !== undefined && kind !== NONE;
  }

  private add(kind: number, data: ShapeData): number {
    const id = this.kinds.length;
    this.kinds.push(kind);
    this.data.push(data);
    this.leaves.push(-1);
    if (this.boxes.length < 6 * (id + 1)) {
      const boxes = new Float64Array(2 * this.boxes.length);
      boxes.set(this.boxes);
      this.boxes = boxes;
    }
    this.setBox(id, kind, data);
    this.pending.push(id);
    this.live++;
    return id;
  }

  /** Writes the shape's box, grown by SHAPE_MARGIN, into boxes[6·id…]. */
  private setBox(id: number, kind: number, data: ShapeData): void {
    const b = this.boxes;
    const o = 6 * id;
    switch (kind) {
      case SPHERE: {
        const { center: c, radius: r } = data as Sphere;
        setBoxFrom(b, o, c.x - r, c.y - r, c.z - r, c.x + r, c.y + r, c.z + r);
        break;
      }
      case BOX: {
        const { min, max } = data as AABB;
        setBoxFrom(b, o, min.x, min.y, min.z, max.x, max.y, max.z);
        break;
      }
      case ORIENTED: {
        const { center: c, halfSize: h } = data as OBB;
        const R = setRotation(rotation, (data as OBB).rotation);
        // The box's extent along each world axis: |R|·h, column by column.
        let ex = 0;
        let ey = 0;
        let ez = 0;
        const w = axisScratch;
        rotateInto(w, R, h.x, 0, 0);
        ex += Math.abs(w.x);
        ey += Math.abs(w.y);
        ez += Math.abs(w.z);
        rotateInto(w, R, 0, h.y, 0);
        ex += Math.abs(w.x);
        ey += Math.abs(w.y);
        ez += Math.abs(w.z);
        rotateInto(w, R, 0, 0, h.z);
        ex += Math.abs(w.x);
        ey += Math.abs(w.y);
        ez += Math.abs(w.z);
        setBoxFrom(b, o, c.x - ex, c.y - ey, c.z - ez, c.x + ex, c.y + ey, c.z + ez);
        break;
      }
      case CAPSULE: {
        const { start: P, end: Q, radius: r } = data as Capsule;
        setBoxFrom(
          b,
          o,
          Math.min(P.x, Q.x) - r,
          Math.min(P.y, Q.y) - r,
          Math.min(P.z, Q.z) - r,
          Math.max(P.x, Q.x) + r,
          Math.max(P.y, Q.y) + r,
          Math.max(P.z, Q.z) + r,
        );
        break;
      }
      case TRIANGLE: {
        const { a, b: q, c } = data as Triangle;
        setBoxFrom(
          b,
          o,
          Math.min(a.x, q.x, c.x),
          Math.min(a.y, q.y, c.y),
          Math.min(a.z, q.z, c.z),
          Math.max(a.x, q.x, c.x),
          Math.max(a.y, q.y, c.y),
          Math.max(a.z, q.z, c.z),
        );
        break;
      }
      default: {
        // The mesh's root box, already rounded outward; exact, as its triangles are
        // decided exactly.
        const m = (data as Mesh).bounds;
        for (let k = 0; k < 6; k++) b[o + k] = m[k] as number;
      }
    }
  }

  /** Brings the tree up to date: pending shapes in, or a rebuild when that is better. */
  private prepare(): void {
    const pending = this.pending;
    if (!this.stale && pending.length === 0) return;
    if (this.stale || this.tree.root < 0 || pending.length > this.live / 4) {
      const ids: number[] = [];
      for (let id = 0; id < this.kinds.length; id++) if (this.kinds[id] !== NONE) ids.push(id);
      const boxes = new Float64Array(6 * ids.length);
      for (let k = 0; k < ids.length; k++)
        boxes.set(this.boxes.subarray(6 * (ids[k] as number), 6 * (ids[k] as number) + 6), 6 * k);
      this.tree.build(ids, boxes, (id, node) => {
        this.leaves[id] = node;
      });
    } else {
      for (const id of pending) this.leaves[id] = this.tree.insert(id, this.boxes, 6 * id);
    }
    this.pending = [];
    this.stale = false;
  }

  /** The nearest hit of `A -> B` into best, bestId, bestTriangle; false for none. */
  private raycastCore(
    Ax: number,
    Ay: number,
    Az: number,
    Bx: number,
    By: number,
    Bz: number,
    filter: ((id: number) => boolean) | undefined,
  ): boolean {
    this.prepare();
    const tree = this.tree;
    if (tree.root < 0) return false;
    A.x = Ax;
    A.y = Ay;
    A.z = Az;
    B.x = Bx;
    B.y = By;
    B.z = Bz;
    const ix = 1 / (Bx - Ax);
    const iy = 1 / (By - Ay);
    const iz = 1 / (Bz - Az);
    // Where a reciprocal overflows (a move under 2^-1024 along an axis), the boxes grow by
    // that move along it, so that the slab test still holds the whole segment (boxEntry32).
    const gx = ix - ix === 0 ? 0 : Math.abs(Bx - Ax);
    const gy = iy - iy === 0 ? 0 : Math.abs(By - Ay);
    const gz = iz - iz === 0 ? 0 : Math.abs(Bz - Az);
    const box = tree.box;
    const shape = tree.shape;
    const left = tree.left;
    const right = tree.right;
    const kinds = this.kinds;
    const data = this.data;
    let bestT = NO_HIT;
    bestId = -1;
    bestTriangle = -1;
    const t0 = boxEntry32(box, 6 * tree.root, gx, gy, gz, Ax, Ay, Az, ix, iy, iz);
    if (t0 > 1) return false;
    stackNodes[0] = tree.root;
    stackT[0] = t0;
    let sp = 1;
    while (sp > 0) {
      sp--;
      const tEntry = stackT[sp] as number;
      if (tEntry > bestT) continue;
      const node = stackNodes[sp] as number;
      const id = shape[node] as number;
      if (id < 0) {
        const l = left[node] as number;
        const r = right[node] as number;
        const tl = boxEntry32(box, 6 * l, gx, gy, gz, Ax, Ay, Az, ix, iy, iz);
        const tr = boxEntry32(box, 6 * r, gx, gy, gz, Ax, Ay, Az, ix, iy, iz);
        if (sp + 2 > stackNodes.length) growStack();
        if (tl <= tr) {
          if (tr <= bestT) push(r, tr, sp++);
          if (tl <= bestT) push(l, tl, sp++);
        } else {
          if (tl <= bestT) push(l, tl, sp++);
          if (tr <= bestT) push(r, tr, sp++);
        }
        continue;
      }
      if (filter !== undefined && !filter(id)) continue;
      const kind = kinds[id] as number;
      const shapeData = data[id] as ShapeData;
      const equalOk = id < bestId || bestId < 0;
      if (kind === MESH) {
        const m = shapeData as Mesh;
        if (!meshRaycast(m, Ax, Ay, Az, Bx, By, Bz, ix, iy, iz, gx, gy, gz, bestT, equalOk)) continue;
        bestT = meshHit.t;
        bestId = id;
        bestTriangle = meshHit.triangle;
        const P = m.positions;
        const a = meshHit.a;
        const b = meshHit.b;
        const c = meshHit.c;
        const ABx = Bx - Ax;
        const ABy = By - Ay;
        const ABz = Bz - Az;
        const n = normalScratch;
        triangleNormalInto(
          n,
          P[a] as number,
          P[a + 1] as number,
          P[a + 2] as number,
          P[b] as number,
          P[b + 1] as number,
          P[b + 2] as number,
          P[c] as number,
          P[c + 1] as number,
          P[c + 2] as number,
          -meshHit.side,
          ABx,
          ABy,
          ABz,
        );
        writeHit(best, n, Ax + bestT * ABx, Ay + bestT * ABy, Az + bestT * ABz, bestT * length3(ABx, ABy, ABz), bestT);
        continue;
      }
      let found: boolean;
      switch (kind) {
        case SPHERE:
          found = sphereHit(A, B, shapeData as Sphere, 0, candidate, null);
          break;
        case BOX:
          found = boxHit(A, B, shapeData as AABB, candidate);
          break;
        case ORIENTED:
          found = obbHit(A, B, shapeData as OBB, candidate);
          break;
        case CAPSULE:
          found = capsuleHit(A, B, shapeData as Capsule, 0, candidate, null);
          break;
        default:
          found = triangleInto(A, B, shapeData as Triangle, candidate);
      }
      if (!found) continue;
      const t = candidate.t;
      if (t < bestT || (t === bestT && equalOk)) {
        bestT = t;
        bestId = id;
        bestTriangle = -1;
        copyCast(candidate, best);
      }
    }
    return bestId >= 0;
  }

  /** The nearest sphere-cast hit into best, bestId, bestTriangle; false for none. */
  private sphereCastCore(
    origin: Vec3Like,
    end: Vec3Like,
    r: number,
    filter: ((id: number) => boolean) | undefined,
  ): boolean {
    this.prepare();
    const tree = this.tree;
    if (tree.root < 0) return false;
    const Ax = origin.x;
    const Ay = origin.y;
    const Az = origin.z;
    const Bx = end.x;
    const By = end.y;
    const Bz = end.z;
    A.x = Ax;
    A.y = Ay;
    A.z = Az;
    B.x = Bx;
    B.y = By;
    B.z = Bz;
    const ix = 1 / (Bx - Ax);
    const iy = 1 / (By - Ay);
    const iz = 1 / (Bz - Az);
    // The boxes grown by r, and by a margin for a kernel's rounding near tangency.
    const tb = tree.box;
    const S = Math.max(
      Math.abs(Ax),
      Math.abs(Ay),
      Math.abs(Az),
      Math.abs(Bx),
      Math.abs(By),
      Math.abs(Bz),
      Math.abs(tb[0] as number),
      Math.abs(tb[1] as number),
      Math.abs(tb[2] as number),
      Math.abs(tb[3] as number),
      Math.abs(tb[4] as number),
      Math.abs(tb[5] as number),
      r,
    );
    const R = r + SHAPE_MARGIN * (S < Infinity ? S : 0);
    const Rx = R + (ix - ix === 0 ? 0 : Math.abs(Bx - Ax));
    const Ry = R + (iy - iy === 0 ? 0 : Math.abs(By - Ay));
    const Rz = R + (iz - iz === 0 ? 0 : Math.abs(Bz - Az));
    const shape = tree.shape;
    const kinds = this.kinds;
    const data = this.data;
    let bestT = NO_HIT;
    bestId = -1;
    bestTriangle = -1;
    const t0 = boxEntry32(tb, 6 * tree.root, Rx, Ry, Rz, Ax, Ay, Az, ix, iy, iz);
    if (t0 > 1) return false;
    // A stack of its own: a mesh's walk uses the shared one.
    const stack: number[] = [tree.root];
    const stackEntry: number[] = [t0];
    while (stack.length > 0) {
      const node = stack.pop() as number;
      const tEntry = stackEntry.pop() as number;
      if (tEntry > bestT) continue;
      const id = shape[node] as number;
      if (id < 0) {
        const l = tree.left[node] as number;
        const rr = tree.right[node] as number;
        const tl = boxEntry32(tb, 6 * l, Rx, Ry, Rz, Ax, Ay, Az, ix, iy, iz);
        const tr = boxEntry32(tb, 6 * rr, Rx, Ry, Rz, Ax, Ay, Az, ix, iy, iz);
        if (tl <= tr) {
          if (tr <= bestT) {
            stack.push(rr);
            stackEntry.push(tr);
          }
          if (tl <= bestT) {
            stack.push(l);
            stackEntry.push(tl);
          }
        } else {
          if (tl <= bestT) {
            stack.push(l);
            stackEntry.push(tl);
          }
          if (tr <= bestT) {
            stack.push(rr);
            stackEntry.push(tr);
          }
        }
        continue;
      }
      if (filter !== undefined && !filter(id)) continue;
      const kind = kinds[id] as number;
      const shapeData = data[id] as ShapeData;
      const equalOk = id < bestId || bestId < 0;
      if (kind === MESH) {
        if (!meshSphereCast(shapeData as Mesh, A, B, r, Rx, Ry, Rz, ix, iy, iz, bestT, equalOk, best)) continue;
        bestT = best.t;
        bestId = id;
        bestTriangle = meshHit.triangle;
        continue;
      }
      let found: boolean;
      switch (kind) {
        case SPHERE:
          found = sphereHit(A, B, shapeData as Sphere, r, candidate, candidate.center);
          break;
        case BOX:
          found = roundedBoxHit(A, B, r, shapeData as AABB, candidate);
          break;
        case ORIENTED:
          found = sphereCastOBBInto(A, B, r, shapeData as OBB, candidate);
          break;
        case CAPSULE:
          found = capsuleHit(A, B, shapeData as Capsule, r, candidate, candidate.center);
          break;
        default:
          found = roundedHit(A, B, r, shapeData as Triangle, candidate);
      }
      if (!found) continue;
      const t = candidate.t;
      if (t < bestT || (t === bestT && equalOk)) {
        bestT = t;
        bestId = id;
        bestTriangle = -1;
        copyCast(candidate, best);
      }
    }
    return bestId >= 0;
  }

  /**
   * Calls `visit(id, kind, data)` for each shape (passing `filter`) whose box meets the
   * box `lo, hi`.
   */
  private candidates(
    loX: number,
    loY: number,
    loZ: number,
    hiX: number,
    hiY: number,
    hiZ: number,
    filter: ((id: number) => boolean) | undefined,
    visit: (id: number, kind: number, data: ShapeData) => void,
  ): void {
    this.prepare();
    const tree = this.tree;
    if (tree.root < 0) return;
    const b = tree.box;
    const stack: number[] = [tree.root];
    while (stack.length > 0) {
      const node = stack.pop() as number;
      const o = 6 * node;
      if (!(
        (b[o] as number) <= hiX &&
        (b[o + 1] as number) <= hiY &&
        (b[o + 2] as number) <= hiZ &&
        (b[o + 3] as number) >= loX &&
        (b[o + 4] as number) >= loY &&
        (b[o + 5] as number) >= loZ
      )) {
        continue;
      }
      const id = tree.shape[node] as number;
      if (id < 0) {
        stack.push(tree.right[node] as number, tree.left[node] as number);
        continue;
      }
      if (filter !== undefined && !filter(id)) continue;
      visit(id, this.kinds[id] as number, this.data[id] as ShapeData);
    }
  }
}

function push(node: number, t: number, at: number): void {
  stackNodes[at] = node;
  stackT[at] = t;
}

function growStack(): void {
  const nodes = new Int32Array(2 * stackNodes.length);
  nodes.set(stackNodes);
  const t = new Float64Array(2 * stackT.length);
  t.set(stackT);
  stackNodes = nodes;
  stackT = t;
}

function setBoxFrom(
  b: Float64Array,
  o: number,
  loX: number,
  loY: number,
  loZ: number,
  hiX: number,
  hiY: number,
  hiZ: number,
): void {
  const g =
    SHAPE_MARGIN * Math.max(Math.abs(loX), Math.abs(loY), Math.abs(loZ), Math.abs(hiX), Math.abs(hiY), Math.abs(hiZ));
  b[o] = loX - g;
  b[o + 1] = loY - g;
  b[o + 2] = loZ - g;
  b[o + 3] = hiX + g;
  b[o + 4] = hiY + g;
  b[o + 5] = hiZ + g;
}

function copyOBB(box: OBB): OBB {
  const q = box.rotation;
  return { center: v(box.center), halfSize: v(box.halfSize), rotation: { x: q.x, y: q.y, z: q.z, w: q.w } };
}

/** raycastTriangle's record, from its kernel (triangleHit is that function's own). */
function triangleInto(A: Vec3, B: Vec3, tri: Triangle, out: RaycastHit): boolean {
  const { a, b, c } = tri;
  const t = triangleEntry(A.x, A.y, A.z, B.x, B.y, B.z, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
  if (t < 0) return false;
  const ABx = B.x - A.x;
  const ABy = B.y - A.y;
  const ABz = B.z - A.z;
  triangleNormalInto(normalScratch, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z, -entrySide, ABx, ABy, ABz);
  writeHit(out, normalScratch, A.x + t * ABx, A.y + t * ABy, A.z + t * ABz, t * length3(ABx, ABy, ABz), t);
  return true;
}

/** Writes best, bestId and bestTriangle into a caller's hit. */
function writeSceneHit(out: SceneHit): void {
  out.point.x = best.point.x;
  out.point.y = best.point.y;
  out.point.z = best.point.z;
  out.normal.x = best.normal.x;
  out.normal.y = best.normal.y;
  out.normal.z = best.normal.z;
  out.distance = best.distance;
  out.t = best.t;
  out.id = bestId;
  out.triangle = bestTriangle;
}

/** Whether `s` has the fields of a shape of `kind` (for update's kind check). */
function looksLike(kind: number, s: unknown): boolean {
  if (typeof s !== 'object' || s === null) return true; // the shape's own check says what it is
  if (kind === MESH) return 'length' in s;
  const has = (k: string): boolean => k in s;
  // An oriented box is told by either of its own fields, so that one missing field gets
  // the field checks' message, in the type's order (CONTRACT-v3, settled v2 reading 8).
  switch (kind) {
    case SPHERE:
      return has('center') && !has('halfSize') && !has('rotation');
    case BOX:
      return has('min') || has('max');
    case ORIENTED:
      return has('halfSize') || has('rotation');
    case CAPSULE:
      return has('start');
    default:
      return has('a');
  }
}
