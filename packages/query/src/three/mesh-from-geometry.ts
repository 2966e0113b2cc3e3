// A three.js BufferGeometry as a MeshShape: its triangles (geometry.ts) built once into
// the scene's mesh and tree, and what each of the shape's triangles is in the geometry
// (its faceIndex, vertices, group and material), for the hits of a scene to report.
import { MeshShape } from '../scene/mesh-shape.ts';
import { describe } from '../validate.ts';
import { readTriangles } from './geometry.ts';
import type { GeometryTriangles } from './geometry.ts';
import type { ThreeBufferGeometry } from './types.ts';

/** What a triangle of a MeshShape made from a geometry is in that geometry. */
export interface GeometryFace {
  /** three.js's `faceIndex`: where the triangle starts in the index (or the vertices) / 3. */
  faceIndex: number;
  /** Its vertices' indices (three.js's `face.a`, `b`, `c`). */
  a: number;
  b: number;
  c: number;
  /** The first of the geometry's groups that holds it, or -1. */
  group: number;
  /** That group's materialIndex (0 without a group, as three.js's `face.materialIndex`). */
  materialIndex: number;
}

/** The geometry's triangles behind each MeshShape made by meshFromBufferGeometry. */
const sources = new WeakMap<MeshShape, GeometryTriangles>();

/**
 * A MeshShape of a three.js `BufferGeometry`'s triangles, to add to a Scene (as many
 * instances as wanted, each with its own matrix).
 *
 * Maths: the triangles three.js draws and raycasts: every three entries of the index (or
 * vertices) within the draw range, and those of each group within it; positions read as
 * `BufferAttribute.getX` reads them (interleaved, normalized integers as floats).
 *
 * @param geometry - A three.js BufferGeometry (or anything of its shape).
 * @param options - `copy` (default false): false keeps the geometry's own Float32Array
 *   of positions when it is a plain xyz array (the mesh shares it, as three-mesh-bvh does:
 *   after moving vertices call `mesh.updatePositions()`); true copies it.
 * @returns The MeshShape; triangle `k` of its hits is {@link geometryFace}`(mesh, k)`.
 *
 * @formula \text{mesh} = \{\triangle_j : j \in \text{drawRange} \cup \text{groups}\},\quad \text{faceIndex} = \lfloor j/3 \rfloor
 *
 * @example
 * ```ts
 * const geometry = { attributes: { position: { array: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0]), itemSize: 3, count: 4 } },
 *   index: { array: new Uint16Array([0, 1, 2, 2, 1, 3]), itemSize: 1, count: 6 } };
 * meshFromBufferGeometry(geometry).triangleCount;
 * // => 2
 * ```
 *
 * @remarks Edges. Without a draw range or groups that leave triangles out, triangle `k` is
 * three.js's faceIndex `k`. A geometry with no triangles gives a mesh that is never hit.
 * Morph targets and skinning are not followed (the rest pose).
 * @throws TypeError for a geometry or options that are not objects, or an unknown option;
 *   RangeError for a geometry without positions, with `itemSize` other than 3, a non-finite
 *   position, an index entry outside the vertices, or (without an index) a vertex count
 *   that is not a multiple of 3, saying which.
 */
export function meshFromBufferGeometry(
  geometry: ThreeBufferGeometry,
  options?: { copy?: boolean | undefined },
): MeshShape {
  const fn = 'meshFromBufferGeometry';
  let copy = false;
  if (options !== undefined) {
    if (typeof options !== 'object' || (options as unknown) === null) {
      throw new TypeError(`${fn}: options must be an object {copy?}, got ${describe(options)}`);
    }
    for (const key of Object.keys(options)) {
      if (key !== 'copy') throw new TypeError(`${fn}: unknown option '${key}' (the options are {copy?})`);
    }
    const c: unknown = options.copy;
    if (c !== undefined && typeof c !== 'boolean') {
      throw new TypeError(`${fn}: options.copy must be a boolean, got ${describe(c)}`);
    }
    copy = c === true;
  }
  const tris = readTriangles(fn, geometry);
  const mesh = MeshShape.fromPositions(tris.positions, tris.indices, { copy });
  sources.set(mesh, tris);
  return mesh;
}

/**
 * What triangle `triangle` of a MeshShape made by {@link meshFromBufferGeometry} is in its
 * geometry: three.js's faceIndex, the vertices, the group and material.
 *
 * Maths: none; a lookup.
 *
 * @param mesh - A MeshShape from meshFromBufferGeometry.
 * @param triangle - A hit's `triangle`.
 * @returns `{faceIndex, a, b, c, group, materialIndex}`, or `null` for a mesh not made from
 *   a geometry or a triangle it does not have.
 *
 * @formula \text{faceIndex} = \lfloor j_k / 3 \rfloor
 *
 * @example
 * ```ts
 * const geometry = { attributes: { position: { array: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), itemSize: 3, count: 3 } },
 *   index: null, groups: [{ start: 0, count: 3, materialIndex: 2 }] };
 * geometryFace(meshFromBufferGeometry(geometry), 0);
 * // => { faceIndex: 0, a: 0, b: 1, c: 2, group: 0, materialIndex: 2 }
 * ```
 *
 * @remarks Edges. A triangle in two groups reports the first.
 * @throws Nothing.
 */
export function geometryFace(mesh: MeshShape, triangle: number): GeometryFace | null {
  const tris = sources.get(mesh);
  if (tris === undefined || !(Number.isInteger(triangle) && triangle >= 0 && triangle < tris.starts.length)) {
    return null;
  }
  const group = tris.group[triangle] as number;
  return {
    faceIndex: Math.floor((tris.starts[triangle] as number) / 3),
    a: tris.indices[3 * triangle] as number,
    b: tris.indices[3 * triangle + 1] as number,
    c: tris.indices[3 * triangle + 2] as number,
    group,
    materialIndex: group >= 0 ? (tris.groups[group] as { materialIndex: number }).materialIndex : 0,
  };
}
