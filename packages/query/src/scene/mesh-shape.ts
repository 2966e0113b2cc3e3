// MeshShape: a triangle mesh with its own tree, built once and shared by every scene and
// instance it is added to. Moving its vertices refits the tree (the same triangles under
// the same nodes, each box recomputed bottom up), never rebuilds it; its arrays go to and
// come from a Worker as they are (serialize / deserialize: typed arrays only).
import { checkMesh, describe } from '../validate.ts';
import { down32, up32 } from './bvh.ts';
import { buildMesh, meshBytes } from './mesh.ts';
import type { Mesh } from './mesh.ts';

/** A MeshShape's arrays, as `serialize` gives them and `deserialize` takes them. */
export interface SerializedMesh {
  /** xyz per vertex. */
  positions: Float32Array | Float64Array;
  /** Three vertex indices per triangle, in the tree's leaf order. */
  indices: Uint32Array;
  /** Each leaf-order triangle's index in the mesh as given. */
  triangles: Int32Array;
  /** The tree's boxes, 6 per node (min, max), rounded outward. */
  bounds: Float32Array;
  /** The tree's nodes, 2 per node (bvh.ts's layout). */
  nodes: Int32Array;
}

/** Bumped by every refit of any MeshShape: a scene re-reads its meshes' boxes when it changed. */
export const meshEpoch = { value: 0 };

/**
 * A triangle mesh and the bounding volume hierarchy over its triangles, built once: add
 * it to any number of scenes, many times each (instances, each with its own matrix), and
 * they all share its triangles and tree.
 *
 * Maths: the mesh is its triangles, each as raycastTriangle (two-sided, thin, watertight
 * across shared edges); the tree is a binned-SAH BVH whose boxes are rounded outward.
 *
 * @formula \text{mesh} = \bigcup_k \triangle(p_{i_{3k}}, p_{i_{3k+1}}, p_{i_{3k+2}})
 *
 * @example
 * ```ts
 * const floor = MeshShape.fromPositions([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0], [0, 1, 2, 0, 2, 3]);
 * floor.triangleCount;
 * // => 2
 * ```
 *
 * @returns Made by `MeshShape.fromPositions` or `MeshShape.deserialize` (the constructor is
 *   not for calling).
 *
 * @remarks Edges. A mesh with no triangles is allowed and never hit.
 * @throws TypeError or RangeError as each method says.
 */
export class MeshShape {
  /** @internal The mesh the scenes walk (mesh.ts). */
  readonly mesh: Mesh;

  /** Use MeshShape.fromPositions or MeshShape.deserialize. */
  private constructor(mesh: Mesh) {
    this.mesh = mesh;
  }

  /**
   * Builds a mesh and its tree from positions (xyz per vertex) and indices (three per
   * triangle; without them every three vertices are a triangle).
   *
   * Maths: the binned surface-area heuristic over the triangles' boxes, O(n log n).
   *
   * @param positions - xyz per vertex: a `Float32Array`, `Float64Array` or array (a
   *   three.js geometry's `attributes.position.array`).
   * @param indices - Three vertex indices per triangle (`Uint16Array`, `Uint32Array` or
   *   array), or undefined.
   * @param options - `copy` (default true): false keeps the caller's `Float32Array` or
   *   `Float64Array` of positions as it is, without a copy (changing it changes the mesh
   *   after `updatePositions()`); indices are always kept in the tree's own order.
   * @returns The new MeshShape.
   *
   * @formula \text{cost}(N) = C_t + \sum_{c} \frac{A(c)}{A(N)}\, \text{cost}(c)
   *
   * @example
   * ```ts
   * MeshShape.fromPositions([0, 0, 0, 1, 0, 0, 0, 1, 0]).triangleCount;
   * // => 1
   * ```
   *
   * @remarks Edges. A Float32Array is kept as 32-bit floats, its values exactly. The
   *   caller's index array is never modified.
   * @throws TypeError if positions or indices is not an array of numbers or an option is
   *   unknown or of the wrong type; RangeError as Scene.addMesh.
   */
  static fromPositions(
    positions: ArrayLike<number>,
    indices?: ArrayLike<number>,
    options?: { copy?: boolean },
  ): MeshShape {
    const fn = 'MeshShape.fromPositions';
    checkMesh(fn, positions, indices);
    let copy = true;
    const given: unknown = options;
    if (given !== undefined) {
      if (typeof given !== 'object' || given === null || Array.isArray(given)) {
        throw new TypeError(`${fn}: options must be an object {copy?}, got ${describe(options)}`);
      }
      for (const key in given) {
        if (key !== 'copy') throw new TypeError(`${fn}: unknown option '${key}' (the options are {copy?})`);
      }
      const c = (given as { copy?: unknown }).copy;
      if (c !== undefined && typeof c !== 'boolean') {
        throw new TypeError(`${fn}: options.copy must be a boolean, got ${describe(c)}`);
      }
      copy = c !== false;
    }
    return new MeshShape(buildMesh(positions, indices, copy));
  }

  /** How many triangles the mesh has. */
  get triangleCount(): number {
    return this.mesh.triangles.length;
  }

  /** Bytes the mesh keeps: its positions (unless the caller's, under `copy: false`), triangles and tree. */
  get bytes(): number {
    return meshBytes(this.mesh);
  }

  /**
   * Moves the vertices (the same triangles): refits the tree bottom up, no rebuild, and
   * every scene holding the mesh sees the new boxes at its next query.
   *
   * Maths: each leaf's box is its triangles' box; each inner node's the union of its
   * children's, both rounded outward to 32-bit floats.
   *
   * @param positions - The new xyz per vertex, as many as before; omitted, the mesh's own
   *   array is re-read (after changing a `copy: false` array in place).
   * @returns Nothing.
   *
   * @formula B(N) = B(\text{left}) \cup B(\text{right})
   *
   * @example
   * ```ts
   * const mesh = MeshShape.fromPositions([0, 0, 0, 1, 0, 0, 0, 1, 0]);
   * mesh.updatePositions([0, 0, 2, 1, 0, 2, 0, 1, 2]);
   * const scene = new Scene();
   * scene.addMesh(mesh);
   * scene.raycast(vec3(0.25, 0.25, 5), vec3(0.25, 0.25, 0))?.point;
   * // => { x: 0.25, y: 0.25, z: 2 }
   * ```
   *
   * @remarks Edges. A tree refitted after large moves answers exactly, only slower; build
   *   a new MeshShape when the shape changes altogether. Under `copy: false` a Float32Array
   *   or Float64Array given here becomes the mesh's array.
   * @throws TypeError if positions is not an array of numbers; RangeError for a length
   *   other than the mesh's or a non-finite value.
   */
  updatePositions(positions?: ArrayLike<number>): void {
    const fn = 'MeshShape.updatePositions';
    const m = this.mesh;
    if (positions !== undefined) {
      checkMesh(fn, positions, []);
      if (positions.length !== m.positions.length) {
        throw new RangeError(
          `${fn}: positions.length must be the mesh's, ${m.positions.length}, got ${positions.length}`,
        );
      }
      if (!m.owned && (positions instanceof Float32Array || positions instanceof Float64Array)) {
        m.positions = positions;
      } else if (positions instanceof Float32Array && m.positions instanceof Float32Array) {
        m.positions.set(positions);
      } else if (positions instanceof Float32Array) {
        m.positions = new Float32Array(positions);
        m.owned = true;
      } else if (m.positions instanceof Float64Array && m.owned) {
        m.positions.set(positions);
      } else {
        m.positions = Float64Array.from(positions);
        m.owned = true;
      }
    } else {
      checkMesh(fn, m.positions, []);
    }
    refit(m);
  }

  /**
   * The mesh's arrays, to send to another thread (`postMessage(data, [data.positions.buffer,
   * …])`) and rebuild there with `MeshShape.deserialize`, without building the tree again.
   *
   * Maths: none; the arrays themselves.
   *
   * @returns `{positions, indices, triangles, bounds, nodes}`: typed arrays only.
   *
   * @formula \text{deserialize}(\text{serialize}(m)) \equiv m
   *
   * @example
   * ```ts
   * const data = MeshShape.fromPositions([0, 0, 0, 1, 0, 0, 0, 1, 0]).serialize();
   * MeshShape.deserialize(structuredClone(data)).triangleCount;
   * // => 1
   * ```
   *
   * @remarks Edges. The arrays are the mesh's own, not copies: transferring them detaches
   *   them here, so transfer only a mesh this thread no longer uses (structuredClone or a
   *   postMessage without transfer copies them).
   * @throws TypeError or RangeError: never.
   */
  serialize(): SerializedMesh {
    const m = this.mesh;
    return { positions: m.positions, indices: m.indices, triangles: m.triangles, bounds: m.bounds, nodes: m.nodes };
  }

  /**
   * A MeshShape from `serialize`'s arrays, checked but not rebuilt: the arrays are used as
   * they are.
   *
   * Maths: none; the tree as it was built.
   *
   * @param data - What `serialize` returned (or a structured clone of it).
   * @returns The MeshShape.
   *
   * @formula \text{deserialize}(\text{serialize}(m)) \equiv m
   *
   * @example
   * ```ts
   * const data = MeshShape.fromPositions([0, 0, 0, 1, 0, 0, 0, 1, 0]).serialize();
   * MeshShape.deserialize(data).bytes > 0;
   * // => true
   * ```
   *
   * @remarks Edges. O(n) checks (every index within the vertices, every node within the
   *   arrays), no build.
   * @throws TypeError for a missing array or one of the wrong type; RangeError for
   *   lengths that do not fit together, an index out of range or a non-finite position.
   */
  static deserialize(data: SerializedMesh): MeshShape {
    const fn = 'MeshShape.deserialize';
    const given: unknown = data;
    if (typeof given !== 'object' || given === null) {
      throw new TypeError(
        `${fn}: data must be {positions, indices, triangles, bounds, nodes} from serialize, got ${describe(data)}`,
      );
    }
    const { positions, indices, triangles, bounds, nodes } = data;
    if (!(positions instanceof Float32Array || positions instanceof Float64Array)) {
      throw new TypeError(`${fn}: data.positions must be a Float32Array or Float64Array, got ${describe(positions)}`);
    }
    const kinds = [
      ['indices', indices, Uint32Array],
      ['triangles', triangles, Int32Array],
      ['bounds', bounds, Float32Array],
      ['nodes', nodes, Int32Array],
    ] as const;
    for (const [name, a, type] of kinds) {
      if (!(a instanceof type)) throw new TypeError(`${fn}: data.${name} must be a ${type.name}, got ${describe(a)}`);
    }
    checkMesh(fn, positions, indices);
    const n = triangles.length;
    const count = nodes.length / 2;
    if (indices.length !== 3 * n || nodes.length % 2 !== 0 || count < 1 || bounds.length !== 6 * count) {
      throw new RangeError(
        `${fn}: the arrays do not fit together (indices ${indices.length}, triangles ${n}, nodes ${nodes.length}, bounds ${bounds.length}): they must be one serialize's`,
      );
    }
    for (let k = 0; k < n; k++) {
      const t = triangles[k] as number;
      if (!(t >= 0 && t < n)) throw new RangeError(`${fn}: data.triangles[${k}] must be from 0 to ${n - 1}, got ${t}`);
    }
    for (let i = 0; i < count; i++) {
      const a = nodes[2 * i] as number;
      const c = nodes[2 * i + 1] as number;
      const ok = c >= 0 ? a >= 0 && a + c <= n : c === -1 && a > i + 1 && a < count;
      if (!ok) throw new RangeError(`${fn}: data.nodes[${2 * i}…${2 * i + 1}] is not a node of a tree of ${count}`);
    }
    return new MeshShape({
      positions,
      owned: true,
      version: 0,
      indices,
      triangles,
      bounds,
      nodes,
      cost: 0,
    });
  }
}

/**
 * Recomputes every box of the mesh's tree from its positions, bottom up (children come
 * after their parent in the node order, so a reverse pass sees them first), and bumps
 * the mesh's version so that scenes re-read its root box.
 */
export function refit(m: Mesh): void {
  const { positions: P, indices: I, bounds, nodes } = m;
  const count = nodes.length / 2;
  for (let i = count - 1; i >= 0; i--) {
    const o = 6 * i;
    const c = nodes[2 * i + 1] as number;
    if (c < 0) {
      const l = 6 * (i + 1);
      const r = 6 * (nodes[2 * i] as number);
      for (let k = 0; k < 3; k++) {
        bounds[o + k] = Math.min(bounds[l + k] as number, bounds[r + k] as number);
        bounds[o + 3 + k] = Math.max(bounds[l + 3 + k] as number, bounds[r + 3 + k] as number);
      }
      continue;
    }
    let x0 = Infinity;
    let y0 = Infinity;
    let z0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    let z1 = -Infinity;
    const first = nodes[2 * i] as number;
    for (let k = 3 * first; k < 3 * (first + c); k++) {
      const v = 3 * (I[k] as number);
      const x = P[v] as number;
      const y = P[v + 1] as number;
      const z = P[v + 2] as number;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      if (z < z0) z0 = z;
      if (z > z1) z1 = z;
    }
    if (c === 0) {
      bounds.fill(Infinity, o, o + 3);
      bounds.fill(-Infinity, o + 3, o + 6);
      continue;
    }
    bounds[o] = down32(x0);
    bounds[o + 1] = down32(y0);
    bounds[o + 2] = down32(z0);
    bounds[o + 3] = up32(x1);
    bounds[o + 4] = up32(y1);
    bounds[o + 5] = up32(z1);
  }
  m.version++;
  meshEpoch.value++;
}
