// The scene's answers computed the slow, obvious way: every shape the test added (kept in
// its own list, as the user gave it), every triangle of every mesh, through the public
// single-shape queries — and, for the pairs with no public function (a sphere cast against
// an oriented box, a sphere or box overlapping one, a box overlapping a capsule or a
// triangle), the library's pair kernels, which pairs.test.ts checks on their own — then the
// least t, ties to the smallest id, then the smallest triangle. No hierarchy, no pruning.
import {
  aabbIntersectsAABB,
  createSphereCastHit,
  raycastAABB,
  raycastCapsule,
  raycastOBB,
  raycastSphere,
  raycastTriangle,
  sphereCastAABB,
  sphereCastCapsule,
  sphereCastSphere,
  sphereCastTriangle,
  sphereContactAABB,
  sphereContactCapsule,
  sphereContactOBB,
  sphereContactSphere,
  sphereContactTriangle,
  sphereIntersectsAABB,
  sphereIntersectsCapsule,
  sphereIntersectsSphere,
  sphereIntersectsTriangle,
  type AABB,
  type Capsule,
  type Contact,
  type OBB,
  type RaycastHit,
  type SphereCastHit,
  type Sphere,
  type Triangle,
  type Vec3Like,
} from '../../src/index.ts';
import { aabbOverlapsCapsule } from '../../src/overlap/aabb-capsule.ts';
import { aabbOverlapsOBB } from '../../src/overlap/aabb-obb.ts';
import { aabbOverlapsTriangle } from '../../src/overlap/aabb-triangle.ts';
import { sphereOverlapsOBB } from '../../src/overlap/sphere-obb.ts';
import { sphereCastOBBInto } from '../../src/spherecast/obb.ts';

export interface MeshShape {
  positions: ArrayLike<number>;
  indices?: ArrayLike<number>;
}

export type Shape =
  | { kind: 'sphere'; shape: Sphere }
  | { kind: 'aabb'; shape: AABB }
  | { kind: 'obb'; shape: OBB }
  | { kind: 'capsule'; shape: Capsule }
  | { kind: 'triangle'; shape: Triangle }
  | { kind: 'mesh'; shape: MeshShape };

/** A mesh's triangles, as addMesh reads them: index triples, or every three vertices. */
export function meshTriangles({ positions, indices }: MeshShape): Triangle[] {
  const p = (i: number) => ({ x: positions[3 * i]!, y: positions[3 * i + 1]!, z: positions[3 * i + 2]! });
  const count = indices ? indices.length / 3 : positions.length / 9;
  const out: Triangle[] = [];
  for (let k = 0; k < count; k++) {
    const [i, j, l] = indices
      ? [indices[3 * k]!, indices[3 * k + 1]!, indices[3 * k + 2]!]
      : [3 * k, 3 * k + 1, 3 * k + 2];
    out.push({ a: p(i), b: p(j), c: p(l) });
  }
  return out;
}

/** Each shape's pieces: itself (triangle -1), or a mesh's triangles by index. */
function pieces(s: Shape): { triangle: number; piece: Shape }[] {
  if (s.kind !== 'mesh') return [{ triangle: -1, piece: s }];
  return meshTriangles(s.shape).map((t, k) => ({ triangle: k, piece: { kind: 'triangle', shape: t } }));
}

export interface Found<T> {
  hit: T;
  id: number;
  triangle: number;
}

/** The least t, ties to the smallest id then triangle, over (id, triangle, hit) in any order. */
function nearest<T extends { t: number }>(all: Found<T>[]): Found<T> | null {
  let best: Found<T> | null = null;
  for (const f of all) {
    if (
      best === null ||
      f.hit.t < best.hit.t ||
      (f.hit.t === best.hit.t && (f.id < best.id || (f.id === best.id && f.triangle < best.triangle)))
    ) {
      best = f;
    }
  }
  return best;
}

type Shapes = ReadonlyMap<number, Shape>;
type Filter = ((id: number) => boolean) | undefined;

function each(shapes: Shapes, filter: Filter): [number, Shape][] {
  return [...shapes].filter(([id]) => !filter || filter(id));
}

export function bruteRaycast(shapes: Shapes, A: Vec3Like, B: Vec3Like, filter?: Filter): Found<RaycastHit> | null {
  const all: Found<RaycastHit>[] = [];
  for (const [id, s] of each(shapes, filter)) {
    for (const { triangle, piece } of pieces(s)) {
      let hit: RaycastHit | null;
      if (piece.kind === 'sphere') hit = raycastSphere(A, B, piece.shape);
      else if (piece.kind === 'aabb') hit = raycastAABB(A, B, piece.shape);
      else if (piece.kind === 'obb') hit = raycastOBB(A, B, piece.shape);
      else if (piece.kind === 'capsule') hit = raycastCapsule(A, B, piece.shape);
      else hit = raycastTriangle(A, B, piece.shape as Triangle);
      if (hit) all.push({ hit, id, triangle });
    }
  }
  return nearest(all);
}

export function bruteSphereCast(
  shapes: Shapes,
  A: Vec3Like,
  B: Vec3Like,
  r: number,
  filter?: Filter,
): Found<SphereCastHit> | null {
  const all: Found<SphereCastHit>[] = [];
  for (const [id, s] of each(shapes, filter)) {
    for (const { triangle, piece } of pieces(s)) {
      let hit: SphereCastHit | null;
      if (piece.kind === 'sphere') hit = sphereCastSphere(A, B, r, piece.shape);
      else if (piece.kind === 'aabb') hit = sphereCastAABB(A, B, r, piece.shape);
      else if (piece.kind === 'obb') {
        const out = createSphereCastHit();
        hit = sphereCastOBBInto(A, B, r, piece.shape, out) ? out : null;
      } else if (piece.kind === 'capsule') hit = sphereCastCapsule(A, B, r, piece.shape);
      else hit = sphereCastTriangle(A, B, r, piece.shape as Triangle);
      if (hit) all.push({ hit, id, triangle });
    }
  }
  return nearest(all);
}

export function bruteOverlapSphere(shapes: Shapes, sphere: Sphere, filter?: Filter): number[] {
  const ids: number[] = [];
  for (const [id, s] of each(shapes, filter)) {
    const touches = pieces(s).some(({ piece }) => {
      if (piece.kind === 'sphere') return sphereIntersectsSphere(sphere, piece.shape);
      if (piece.kind === 'aabb') return sphereIntersectsAABB(sphere, piece.shape);
      if (piece.kind === 'obb') return sphereOverlapsOBB(sphere.center, sphere.radius, piece.shape);
      if (piece.kind === 'capsule') return sphereIntersectsCapsule(sphere, piece.shape);
      return sphereIntersectsTriangle(sphere, piece.shape as Triangle);
    });
    if (touches) ids.push(id);
  }
  return ids.sort((a, b) => a - b);
}

export function bruteOverlapAABB(shapes: Shapes, box: AABB, filter?: Filter): number[] {
  const ids: number[] = [];
  for (const [id, s] of each(shapes, filter)) {
    const touches = pieces(s).some(({ piece }) => {
      if (piece.kind === 'sphere') return sphereIntersectsAABB(piece.shape, box);
      if (piece.kind === 'aabb') return aabbIntersectsAABB(box, piece.shape);
      if (piece.kind === 'obb') return aabbOverlapsOBB(box, piece.shape);
      if (piece.kind === 'capsule') return aabbOverlapsCapsule(box, piece.shape);
      const t = piece.shape as Triangle;
      return aabbOverlapsTriangle(box, t.a, t.b, t.c);
    });
    if (touches) ids.push(id);
  }
  return ids.sort((a, b) => a - b);
}

export function bruteContactsSphere(shapes: Shapes, sphere: Sphere, filter?: Filter): Found<Contact>[] {
  const out: Found<Contact>[] = [];
  for (const [id, s] of each(shapes, filter)) {
    for (const { triangle, piece } of pieces(s)) {
      let c: Contact | null;
      if (piece.kind === 'sphere') c = sphereContactSphere(sphere, piece.shape);
      else if (piece.kind === 'aabb') c = sphereContactAABB(sphere, piece.shape);
      else if (piece.kind === 'obb') c = sphereContactOBB(sphere, piece.shape);
      else if (piece.kind === 'capsule') c = sphereContactCapsule(sphere, piece.shape);
      else c = sphereContactTriangle(sphere, piece.shape as Triangle);
      if (c) out.push({ hit: c, id, triangle });
    }
  }
  return out.sort((a, b) => a.id - b.id || a.triangle - b.triangle);
}

// ---------------------------------------------------------------------------------------
// v3 (issue 25): barycentric weights of mesh hits, checked on their own.

/** Where a mesh hit's barycentric weights may be: any hit, contact or closest point with them. */
interface Weighed {
  id: number;
  triangle?: number;
  barycentric?: { u: number; v: number; w: number };
  point: Vec3Like;
}

/**
 * The hit (or contact) without its `barycentric`, after checking it against the
 * triangle the oracle knows (`triangleOf(id, triangle)`, in the frame the weights are in,
 * with `toFrame` carrying the world point there): weights in [0, 1] summing to 1, and
 * u·a + v·b + w·c within 1e-9·S of the point. Shapes that are not meshes have none.
 */
export function checkedBarycentric<T extends Weighed | null>(
  hit: T,
  triangleOf: (id: number, triangle: number) => Triangle,
  toFrame: (id: number, p: Vec3Like) => Vec3Like = (_, p) => p,
): T {
  if (hit === null) return hit;
  const { barycentric, ...rest } = hit;
  if (hit.triangle === undefined || hit.triangle < 0) {
    if (barycentric !== undefined && hit.triangle === undefined)
      throw new Error('barycentric on a hit that is not a mesh');
    return rest as T;
  }
  if (barycentric === undefined) throw new Error(`mesh hit of ${hit.id} without barycentric`);
  const { u, v, w } = barycentric;
  for (const x of [u, v, w]) if (!(x >= 0 && x <= 1)) throw new Error(`weight ${x} outside [0, 1]`);
  if (Math.abs(u + v + w - 1) > 1e-12) throw new Error(`weights sum to ${u + v + w}`);
  const { a, b, c } = triangleOf(hit.id, hit.triangle);
  const P = toFrame(hit.id, hit.point);
  const S = Math.max(1, ...[a, b, c, P].flatMap((q) => [Math.abs(q.x), Math.abs(q.y), Math.abs(q.z)]));
  const R = { x: u * a.x + v * b.x + w * c.x, y: u * a.y + v * b.y + w * c.y, z: u * a.z + v * b.z + w * c.z };
  const err = Math.max(Math.abs(R.x - P.x), Math.abs(R.y - P.y), Math.abs(R.z - P.z));
  // Slivers: the contract's bound widened by S² / |(b − a) × (c − a)| (settled reading 4).
  const e1 = { x: b.x - a.x, y: b.y - a.y, z: b.z - a.z };
  const e2 = { x: c.x - a.x, y: c.y - a.y, z: c.z - a.z };
  const cross = Math.hypot(e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x);
  const sliver = cross > 0 ? (S * S) / cross : Infinity;
  if (!(err <= 1e-9 * S * (1 + sliver))) {
    throw new Error(`u·a + v·b + w·c = (${R.x}, ${R.y}, ${R.z}) is ${err} from the point (${P.x}, ${P.y}, ${P.z})`);
  }
  return rest as T;
}

/** triangleOf for checkedBarycentric over the oracle's shapes (no matrices). */
export function oracleTriangleOf(shapes: Shapes): (id: number, triangle: number) => Triangle {
  return (id, triangle) => {
    const s = shapes.get(id);
    if (s?.kind !== 'mesh') throw new Error(`shape ${id} is not a mesh`);
    return meshTriangles(s.shape)[triangle]!;
  };
}

/** A copy of an `out` hit without its barycentric (an Into form keeps it from an earlier mesh hit). */
export function withoutBarycentric<T extends object>(hit: T): Omit<T, 'barycentric'> {
  const rest = { ...hit } as T & { barycentric?: unknown };
  delete rest.barycentric;
  return rest;
}
