// The drop-in three-mesh-bvh's users know: `computeBoundsTree` hangs a tree on a geometry,
// `acceleratedRaycast` (installed as `Mesh.prototype.raycast`) answers
// `Raycaster.intersectObjects` from it with three.js's own Intersections, and
// `disposeBoundsTree` takes it away. The ray is carried into the mesh's frame by the
// inverse of its matrixWorld and cut to a segment that ends past the mesh (or at `far`);
// the tree's walk finds the triangles it crosses, exactly (watertight); three.js's rules
// then apply as in its Mesh.raycast: the material's side, groups with a material array,
// the draw range, the distance from the ray's origin within [near, far].
import { describe } from '../validate.ts';
import { BACK_SIDE, buildBoundsTree, DOUBLE_SIDE, FRONT_SIDE, walkHits, walkSegment } from './bounds-tree.ts';
import type { BoundsTree } from './bounds-tree.ts';
import { groupHolds, readTriangles } from './geometry.ts';
import { buildIntersection } from './intersection.ts';
import type { ThreeBufferGeometry, ThreeIntersection, ThreeMaterial, ThreeMatrix4, ThreeRaycaster } from './types.ts';

/** A geometry that may carry a bounds tree (as three-mesh-bvh's `geometry.boundsTree`). */
export interface ThreeBoundsTreeGeometry extends ThreeBufferGeometry {
  boundsTree?: BoundsTree | null | undefined;
}

/** A three.js `Mesh`, as the drop-in reads it. */
export interface ThreeMesh {
  geometry: ThreeBoundsTreeGeometry;
  material?: ThreeMaterial | readonly (ThreeMaterial | undefined)[] | undefined;
  matrixWorld: ThreeMatrix4;
}

/** What three.js's own raycast needs of a mesh, for the fallback (no tree). */
interface FallbackMesh {
  geometry: {
    boundingSphere?: { clone(): { applyMatrix4(m: unknown): unknown } } | null | undefined;
    computeBoundingSphere?: (() => void) | undefined;
  };
  matrixWorld: { clone(): { invert(): unknown } };
  _computeIntersections?: ((raycaster: unknown, intersects: unknown[], ray: unknown) => void) | undefined;
}

/** three-mesh-bvh's build options: accepted (so that its users' calls work) and not needed. */
const BVH_OPTIONS = new Set([
  'strategy',
  'maxDepth',
  'maxLeafSize',
  'maxLeafTris',
  'setBoundingBox',
  'useSharedArrayBuffer',
  'verbose',
  'onProgress',
  'range',
  'indirect',
  'type',
]);

/**
 * Builds a bounds tree over a geometry's triangles and keeps it on the geometry as
 * `boundsTree`, for {@link acceleratedRaycast}: install it with
 * `BufferGeometry.prototype.computeBoundsTree = computeBoundsTree`.
 *
 * Maths: a bounding volume hierarchy (median splits along the longest axis) over the
 * triangles three.js's Mesh.raycast tests: the draw range's, and each group's within it.
 *
 * @param options - Ignored: three-mesh-bvh's options (`strategy`, `maxLeafSize`, `indirect`, …)
 *   are accepted so that its users' calls work unchanged; any other key is an error.
 * @returns The tree, also set as `this.boundsTree`.
 *
 * @formula \text{tree} = \operatorname{BVH}(\{\triangle_j : j \in \text{drawRange} \cup \text{groups}\})
 *
 * @example
 * ```ts
 * const geometry = { attributes: { position: { array: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), itemSize: 3, count: 3 } }, index: null };
 * computeBoundsTree.call(geometry);
 * geometry.boundsTree !== undefined;
 * // => true
 * ```
 *
 * @remarks Edges. The positions are read once, as three.js reads them (interleaved,
 * normalized, half floats); a plain Float32Array is kept, not copied, so after moving
 * vertices build the tree again, as with three-mesh-bvh. The index is not reordered.
 * Morph targets and skinning are not followed (three-mesh-bvh's choice too).
 * @throws TypeError for options that are not an object or hold an unknown key; RangeError for a
 *   geometry without positions, with `itemSize` other than 3, a non-finite position, an
 *   index entry outside the vertices, or a count not a multiple of 3, saying which.
 */
export function computeBoundsTree(this: ThreeBoundsTreeGeometry, options?: Record<string, unknown>): BoundsTree {
  const fn = 'computeBoundsTree';
  if (options !== undefined) {
    if (typeof options !== 'object' || (options as unknown) === null) {
      throw new TypeError(`${fn}: options must be an object, got ${describe(options)}`);
    }
    for (const key of Object.keys(options)) {
      if (!BVH_OPTIONS.has(key)) throw new TypeError(`${fn}: unknown option '${key}'`);
    }
  }
  const tree = buildBoundsTree(readTriangles(fn, this));
  this.boundsTree = tree;
  return tree;
}

/**
 * Takes a geometry's bounds tree away (`this.boundsTree = null`): its meshes' raycasts
 * fall back to three.js's own. Install with
 * `BufferGeometry.prototype.disposeBoundsTree = disposeBoundsTree`.
 *
 * Maths: none.
 *
 * @returns Nothing.
 *
 * @formula \text{tree} \leftarrow \varnothing
 *
 * @example
 * ```ts
 * const geometry = { attributes: { position: { array: new Float32Array(9), itemSize: 3, count: 3 } }, index: null };
 * computeBoundsTree.call(geometry);
 * disposeBoundsTree.call(geometry);
 * geometry.boundsTree;
 * // => null
 * ```
 *
 * @remarks Edges. Disposing a geometry without a tree does nothing.
 * @throws Nothing.
 */
export function disposeBoundsTree(this: ThreeBoundsTreeGeometry): void {
  this.boundsTree = null;
}

function isBoundsTree(value: unknown): value is BoundsTree {
  return typeof value === 'object' && value !== null && (value as BoundsTree).nodes instanceof Int32Array;
}

// The inverse of the last matrixWorld (an affine map): 3×3 part row-major, then translation.
const inverse = new Float64Array(12);

/** Inverts the affine `e` (column-major) into `inverse`; false when it is singular or not finite. */
function invertAffine(e: ArrayLike<number>): boolean {
  const m00 = e[0] as number;
  const m10 = e[1] as number;
  const m20 = e[2] as number;
  const m01 = e[4] as number;
  const m11 = e[5] as number;
  const m21 = e[6] as number;
  const m02 = e[8] as number;
  const m12 = e[9] as number;
  const m22 = e[10] as number;
  const c00 = m11 * m22 - m12 * m21;
  const c01 = m12 * m20 - m10 * m22;
  const c02 = m10 * m21 - m11 * m20;
  const det = m00 * c00 + m01 * c01 + m02 * c02;
  if (!(det !== 0 && Number.isFinite(det))) return false;
  const r = 1 / det;
  inverse[0] = c00 * r;
  inverse[1] = (m02 * m21 - m01 * m22) * r;
  inverse[2] = (m01 * m12 - m02 * m11) * r;
  inverse[3] = c01 * r;
  inverse[4] = (m00 * m22 - m02 * m20) * r;
  inverse[5] = (m02 * m10 - m00 * m12) * r;
  inverse[6] = c02 * r;
  inverse[7] = (m01 * m20 - m00 * m21) * r;
  inverse[8] = (m00 * m11 - m01 * m10) * r;
  const tx = e[12] as number;
  const ty = e[13] as number;
  const tz = e[14] as number;
  inverse[9] = -(inverse[0] * tx + inverse[1] * ty + inverse[2] * tz);
  inverse[10] = -(inverse[3] * tx + inverse[4] * ty + inverse[5] * tz);
  inverse[11] = -(inverse[6] * tx + inverse[7] * ty + inverse[8] * tz);
  return true;
}

/** The largest `s` with `A + s·d` in the root box (grown by 2^-30 of the ray's magnitude), or -1 for a miss. */
function rootExit(b: Float64Array, Ax: number, Ay: number, Az: number, dx: number, dy: number, dz: number): number {
  const R = 2 ** -30 * (Math.abs(Ax) + Math.abs(Ay) + Math.abs(Az));
  let tNear = 0;
  let tFar = Infinity;
  const A = [Ax, Ay, Az];
  const d = [dx, dy, dz];
  for (let axis = 0; axis < 3; axis++) {
    const lo = (b[axis] as number) - R;
    const hi = (b[3 + axis] as number) + R;
    const o = A[axis] as number;
    const di = d[axis] as number;
    if (di === 0) {
      if (o < lo || o > hi) return -1;
      continue;
    }
    let t0 = (lo - o) / di;
    let t1 = (hi - o) / di;
    if (t0 > t1) {
      const s = t0;
      t0 = t1;
      t1 = s;
    }
    tNear = Math.max(tNear, t0);
    tFar = Math.min(tFar, t1);
  }
  return tNear <= tFar ? tFar : -1;
}

/** Whether a face seen from the side `entrySide` (1: from behind) shows with `side`. */
function shows(side: number | undefined, entrySide: number): boolean {
  if (side === BACK_SIDE) return entrySide > 0;
  if (side === DOUBLE_SIDE) return true;
  return entrySide < 0; // FrontSide, three.js's default
}

/** three.js's own Mesh.raycast, reached without importing three.js. */
function fallbackRaycast(mesh: ThreeMesh, raycaster: ThreeRaycaster, intersects: ThreeIntersection[]): void {
  const m = mesh as unknown as FallbackMesh;
  const compute = m._computeIntersections;
  if (typeof compute !== 'function') {
    throw new TypeError(
      'acceleratedRaycast: the geometry has no bounds tree (call geometry.computeBoundsTree()) and the mesh has no _computeIntersections of three.js to fall back on',
    );
  }
  const geometry = m.geometry;
  const ray = raycaster.ray as unknown as {
    clone(): { applyMatrix4(m: unknown): unknown };
    intersectsSphere?: ((sphere: unknown) => boolean) | undefined;
  };
  // As three.js: skip the mesh when the ray misses its bounding sphere.
  if (geometry.boundingSphere === null && typeof geometry.computeBoundingSphere === 'function') {
    geometry.computeBoundingSphere();
  }
  const sphere = geometry.boundingSphere;
  if (sphere !== null && sphere !== undefined && typeof ray.intersectsSphere === 'function') {
    if (!ray.intersectsSphere(sphere.clone().applyMatrix4(mesh.matrixWorld))) return;
  }
  const local = ray.clone().applyMatrix4(m.matrixWorld.clone().invert());
  compute.call(mesh, raycaster, intersects, local);
}

// Where a material array's hits are gathered before the nearest is picked (firstHitOnly).
const candidates: ThreeIntersection[] = [];

/**
 * Three.js's `Mesh.raycast` answered from the geometry's bounds tree, with the same
 * Intersections and exact (watertight) triangle tests: install it with
 * `Mesh.prototype.raycast = acceleratedRaycast`, and `Raycaster.intersectObjects` uses it.
 *
 * Maths: the ray `O + s·D` is carried into the mesh's frame (`A = M⁻¹O`, `d = M⁻¹D`) and
 * cut at `far` or past the tree's box; the walk finds every triangle the segment crosses
 * (raycastTriangle's exact test); each is kept where three.js keeps it — its material's
 * side shows (FrontSide: crossed against its normal; BackSide: along it; DoubleSide:
 * both), it is drawn (the draw range, or a group with a material array), and its world
 * point `P` has `near <= |P − O| <= far`. With `raycaster.firstHitOnly`, only the nearest.
 *
 * @param raycaster - A three.js Raycaster: `ray`, `near`, `far`, and optionally `firstHitOnly`.
 * @param intersects - The array the hits are pushed to (unsorted; `intersectObjects` sorts).
 * @returns Nothing; pushes three.js Intersections: `distance`, `point`, `object`, `uv` and
 *   `uv1` (plain `{x, y}`) and `normal` where the geometry has them, `face` (`a`, `b`, `c`,
 *   `normal`, `materialIndex`), `barycoord`, `faceIndex`.
 *
 * @formula s^\ast = \{ s : O + sD \in M\triangle,\ \text{side shows},\ \text{near} \le |P - O| \le \text{far} \}
 *
 * @example
 * ```ts
 * const v = (x, y, z) => ({ x, y, z, clone() { return v(this.x, this.y, this.z); }, set(a, b, c) { this.x = a; this.y = b; this.z = c; return this; } });
 * const geometry = { attributes: { position: { array: new Float32Array([-1, -1, 0, 1, -1, 0, 0, 1, 0]), itemSize: 3, count: 3 } }, index: null };
 * computeBoundsTree.call(geometry);
 * const mesh = { geometry, material: { side: 0 }, matrixWorld: { elements: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] } };
 * const hits = [];
 * acceleratedRaycast.call(mesh, { ray: { origin: v(0, 0, 5), direction: v(0, 0, -1) }, near: 0, far: Infinity }, hits);
 * [hits.length, hits[0].distance, hits[0].faceIndex];
 * // => [1, 5, 0]
 * ```
 *
 * @remarks Edges. A geometry without a tree: three.js's own raycast (as three-mesh-bvh).
 * No material: no hits. A ray through an edge or a vertex of a closed mesh hits one of its
 * triangles (three.js's floating-point test can miss them all at a vertex). A ray in a
 * face's plane does not hit it (as three.js). A singular matrixWorld: no hits. The tree is
 * of the geometry as it was built: recompute it after changing positions, index, draw
 * range or groups. InstancedMesh works through three.js's own InstancedMesh.raycast,
 * which calls this per instance.
 * @throws TypeError when the geometry has no tree and the object is not a three.js Mesh
 *   to fall back on.
 */
export function acceleratedRaycast(this: ThreeMesh, raycaster: ThreeRaycaster, intersects: ThreeIntersection[]): void {
  const material = this.material;
  if (material === undefined) return;
  const geometry = this.geometry;
  const tree = geometry.boundsTree;
  if (!isBoundsTree(tree)) {
    fallbackRaycast(this, raycaster, intersects);
    return;
  }
  const e = this.matrixWorld.elements;
  if (!invertAffine(e)) return;
  const origin = raycaster.ray.origin;
  const D = raycaster.ray.direction;
  const r00 = inverse[0] as number;
  const r01 = inverse[1] as number;
  const r02 = inverse[2] as number;
  const r10 = inverse[3] as number;
  const r11 = inverse[4] as number;
  const r12 = inverse[5] as number;
  const r20 = inverse[6] as number;
  const r21 = inverse[7] as number;
  const r22 = inverse[8] as number;
  const Ax = r00 * origin.x + r01 * origin.y + r02 * origin.z + (inverse[9] as number);
  const Ay = r10 * origin.x + r11 * origin.y + r12 * origin.z + (inverse[10] as number);
  const Az = r20 * origin.x + r21 * origin.y + r22 * origin.z + (inverse[11] as number);
  const dx = r00 * D.x + r01 * D.y + r02 * D.z;
  const dy = r10 * D.x + r11 * D.y + r12 * D.z;
  const dz = r20 * D.x + r21 * D.y + r22 * D.z;
  // The segment A -> B = A + L·d, in units of the ray's direction: to `far`, or past the box.
  const exit = rootExit(tree.bounds, Ax, Ay, Az, dx, dy, dz);
  if (exit < 0) return;
  const dLength = Math.hypot(D.x, D.y, D.z);
  const L = Math.min(raycaster.far / dLength, exit) * (1 + 2 ** -30);
  if (!(L > 0 && L < Infinity)) return;
  const Bx = Ax + L * dx;
  const By = Ay + L * dy;
  const Bz = Az + L * dz;
  const firstOnly = raycaster.firstHitOnly === true;
  const array = Array.isArray(material);
  const single = material as ThreeMaterial;
  const tMin = (raycaster.near / dLength / L) * (1 - 2 ** -30);
  walkSegment(tree, Ax, Ay, Az, Bx, By, Bz, firstOnly && !array, single.side ?? FRONT_SIDE, tMin);
  const attributes = geometry.attributes;
  const out = firstOnly ? candidates : intersects;
  const count = walkHits.count;
  for (let h = 0; h < count; h++) {
    const k = walkHits.triangle[h] as number;
    const side = walkHits.side[h] as number;
    if (!array) {
      if (tree.drawn[k] === 0 || !shows(single.side, side)) continue;
      const hit = buildIntersection(this, raycaster, tree, attributes, k, 0, e, Ax, Ay, Az, dx, dy, dz);
      if (hit !== null) out.push(hit);
      continue;
    }
    // A material array: each group holding the triangle, with its material (three.js
    // reports a triangle in two groups twice; a group whose material is missing, never).
    const start = tree.starts[k] as number;
    for (const g of tree.groups) {
      if (!groupHolds(tree, g, start)) continue;
      const groupMaterial = (material as readonly (ThreeMaterial | undefined)[])[g.materialIndex];
      if (groupMaterial === undefined || !shows(groupMaterial.side, side)) continue;
      const hit = buildIntersection(this, raycaster, tree, attributes, k, g.materialIndex, e, Ax, Ay, Az, dx, dy, dz);
      if (hit !== null) out.push(hit);
    }
  }
  if (!firstOnly) return;
  // The nearest (ties to the smaller faceIndex). A single material's walk found one hit;
  // when rounding put it just before `near`, the full walk decides.
  let nearest: ThreeIntersection | undefined;
  for (const hit of candidates) {
    if (
      nearest === undefined ||
      hit.distance < nearest.distance ||
      (hit.distance === nearest.distance && (hit.faceIndex as number) < (nearest.faceIndex as number))
    ) {
      nearest = hit;
    }
  }
  candidates.length = 0;
  if (nearest !== undefined) {
    intersects.push(nearest);
  } else if (!array && count > 0) {
    firstOnlyFallback(this, raycaster, intersects);
  }
}

/** firstHitOnly when the nearest hit of the fast walk fell just short of `near`: every hit, then the nearest. */
function firstOnlyFallback(mesh: ThreeMesh, raycaster: ThreeRaycaster, intersects: ThreeIntersection[]): void {
  const all: ThreeIntersection[] = [];
  acceleratedRaycast.call(mesh, { ray: raycaster.ray, near: raycaster.near, far: raycaster.far }, all);
  let nearest: ThreeIntersection | undefined;
  for (const hit of all) {
    if (nearest === undefined || hit.distance < nearest.distance) nearest = hit;
  }
  if (nearest !== undefined) intersects.push(nearest);
}
