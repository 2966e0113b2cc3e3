// The scene's box-bounded queries: the shapes a sphere or a box overlaps, and a sphere's
// contacts. The top tree gives the shapes whose boxes meet the query's box; a mesh's own
// tree gives its candidate triangles (for an instance, under the query's box carried
// into its frame), each then decided by the single-shape test against the triangle as
// the world has it (carried by the instance's matrix: any affine map keeps a triangle a
// triangle, so the answer is exactly that of the carried vertices).
import { sphereContactAABB } from '../contact/sphere-aabb.ts';
import { sphereContactCapsule } from '../contact/sphere-capsule.ts';
import { sphereContactOBB } from '../contact/sphere-obb.ts';
import { sphereContactSphere } from '../contact/sphere-sphere.ts';
import { sphereContactTriangle } from '../contact/sphere-triangle.ts';
import { aabbIntersectsAABB } from '../overlap/aabb-aabb.ts';
import { aabbOverlapsCapsule } from '../overlap/aabb-capsule.ts';
import { aabbOverlapsOBB } from '../overlap/aabb-obb.ts';
import { aabbOverlapsTriangle } from '../overlap/aabb-triangle.ts';
import { sphereIntersectsAABB } from '../overlap/sphere-aabb.ts';
import { sphereIntersectsCapsule } from '../overlap/sphere-capsule.ts';
import { sphereOverlapsOBB } from '../overlap/sphere-obb.ts';
import { sphereIntersectsSphere } from '../overlap/sphere-sphere.ts';
import { sphereIntersectsTriangle } from '../overlap/sphere-triangle.ts';
import type { AABB, Capsule, Contact, OBB, Sphere, Triangle, Vec3 } from '../types.ts';
import { BOX, CAPSULE, ORIENTED, SHAPE_MARGIN, SPHERE, TRIANGLE } from './core.ts';
import type { SceneCore, ShapeData } from './core.ts';
import { bary, baryInto, loadCarriedTriangle, loadTriangle, meshCandidates } from './mesh.ts';
import type { Mesh } from './mesh.ts';
import { carryBox } from './transform.ts';
import type { Transform } from './transform.ts';

/** A contact of a scene's query: the contact, which shape, and for a mesh which triangle where. */
export interface SceneContactRecord extends Contact {
  id: number;
  triangle?: number;
  barycentric?: { u: number; v: number; w: number };
}

const localBox = new Float64Array(6);

/**
 * Calls `visit(id, kind, data, T)` for each shape (in the layers `mask`, passing
 * `filter`) whose box meets the box `lo, hi`.
 */
export function candidates(
  core: SceneCore,
  loX: number,
  loY: number,
  loZ: number,
  hiX: number,
  hiY: number,
  hiZ: number,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
  visit: (id: number, kind: number, data: ShapeData, T: Transform | null) => void,
): void {
  core.prepare();
  const tree = core.tree;
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
    if (((core.layers[id] as number) & mask) === 0) continue;
    if (filter !== undefined && !filter(id)) continue;
    visit(id, core.kinds[id] as number, core.data[id] as ShapeData, core.transforms[id] as Transform | null);
  }
}

/**
 * Calls `visit(k, triangle)` for each triangle slot of mesh m whose leaf box meets the
 * world box `lo, hi` (carried into the mesh's frame by T when it has one), with the
 * triangle as the world has it; stops early when visit returns true.
 */
export function meshTriangles(
  m: Mesh,
  T: Transform | null,
  loX: number,
  loY: number,
  loZ: number,
  hiX: number,
  hiY: number,
  hiZ: number,
  visit: (k: number, triangle: Triangle) => boolean,
): boolean {
  if (T === null) {
    return meshCandidates(m, loX, loY, loZ, hiX, hiY, hiZ, (k) => visit(k, loadTriangle(m, k)));
  }
  const s = localBox;
  carryBox(s, 0, T.inv, loX, loY, loZ, hiX, hiY, hiZ);
  // Grown for the rounding of the carried triangles (relative to the local magnitudes).
  const g =
    SHAPE_MARGIN *
    Math.max(
      Math.abs(s[0] as number),
      Math.abs(s[1] as number),
      Math.abs(s[2] as number),
      Math.abs(s[3] as number),
      Math.abs(s[4] as number),
      Math.abs(s[5] as number),
    );
  const M = T.m;
  return meshCandidates(
    m,
    (s[0] as number) - g,
    (s[1] as number) - g,
    (s[2] as number) - g,
    (s[3] as number) + g,
    (s[4] as number) + g,
    (s[5] as number) + g,
    (k) => visit(k, loadCarriedTriangle(m, k, M)),
  );
}

/** The ids of the shapes the sphere overlaps, ascending. */
export function overlapSphereCore(
  core: SceneCore,
  sphere: Sphere,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): number[] {
  const S = sphere.center;
  const r = sphere.radius;
  const g = r + SHAPE_MARGIN * (Math.max(Math.abs(S.x), Math.abs(S.y), Math.abs(S.z)) + r);
  const q: Sphere = { center: { x: S.x, y: S.y, z: S.z }, radius: r };
  const ids: number[] = [];
  candidates(core, S.x - g, S.y - g, S.z - g, S.x + g, S.y + g, S.z + g, filter, mask, (id, kind, data, T) => {
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
      default:
        hit = meshTriangles(data as Mesh, T, S.x - g, S.y - g, S.z - g, S.x + g, S.y + g, S.z + g, (_, t) =>
          sphereIntersectsTriangle(q, t),
        );
    }
    if (hit) ids.push(id);
  });
  return ids.sort((a, b) => a - b);
}

/** The ids of the shapes the box overlaps, ascending. */
export function overlapAABBCore(
  core: SceneCore,
  box: AABB,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): number[] {
  const q: AABB = { min: { ...box.min }, max: { ...box.max } };
  const { min, max } = q;
  const g =
    SHAPE_MARGIN *
    Math.max(Math.abs(min.x), Math.abs(min.y), Math.abs(min.z), Math.abs(max.x), Math.abs(max.y), Math.abs(max.z));
  const ids: number[] = [];
  const loX = min.x - g;
  const loY = min.y - g;
  const loZ = min.z - g;
  const hiX = max.x + g;
  const hiY = max.y + g;
  const hiZ = max.z + g;
  candidates(core, loX, loY, loZ, hiX, hiY, hiZ, filter, mask, (id, kind, data, T) => {
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
      default:
        hit = meshTriangles(data as Mesh, T, loX, loY, loZ, hiX, hiY, hiZ, (_, t) =>
          aabbOverlapsTriangle(q, t.a, t.b, t.c),
        );
    }
    if (hit) ids.push(id);
  });
  return ids.sort((a, b) => a - b);
}

/** Orders contacts by id, then triangle. */
function byIdThenTriangle(a: SceneContactRecord, b: SceneContactRecord): number {
  return a.id - b.id || (a.triangle ?? -1) - (b.triangle ?? -1);
}

/**
 * The sphere's contacts, by id then triangle: into a new array, or refilling `out`
 * (its elements reused, its length set).
 */
export function contactsSphereCore(
  core: SceneCore,
  sphere: Sphere,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
  out: SceneContactRecord[] | null,
): SceneContactRecord[] {
  const S = sphere.center;
  const r = sphere.radius;
  const g = r + SHAPE_MARGIN * (Math.max(Math.abs(S.x), Math.abs(S.y), Math.abs(S.z)) + r);
  const q: Sphere = { center: { x: S.x, y: S.y, z: S.z }, radius: r };
  const list: SceneContactRecord[] = out ?? [];
  let n = 0;
  const add = (c: Contact | null, id: number, triangle: number, t: Triangle | null): void => {
    if (c === null) return;
    let sc: SceneContactRecord;
    if (out === null) {
      sc = c as SceneContactRecord;
      sc.id = id;
    } else {
      sc = reuse(list, n, c, id);
    }
    if (t !== null) {
      sc.triangle = triangle;
      weigh(sc, t, c.point);
    } else if (out !== null) {
      delete sc.triangle;
      delete sc.barycentric;
    }
    if (out === null) list.push(sc);
    n++;
  };
  candidates(core, S.x - g, S.y - g, S.z - g, S.x + g, S.y + g, S.z + g, filter, mask, (id, kind, data, T) => {
    switch (kind) {
      case SPHERE:
        add(sphereContactSphere(q, data as Sphere), id, -1, null);
        break;
      case BOX:
        add(sphereContactAABB(q, data as AABB), id, -1, null);
        break;
      case ORIENTED:
        add(sphereContactOBB(q, data as OBB), id, -1, null);
        break;
      case CAPSULE:
        add(sphereContactCapsule(q, data as Capsule), id, -1, null);
        break;
      case TRIANGLE:
        add(sphereContactTriangle(q, data as Triangle), id, -1, null);
        break;
      default: {
        const m = data as Mesh;
        meshTriangles(m, T, S.x - g, S.y - g, S.z - g, S.x + g, S.y + g, S.z + g, (k, t) => {
          add(sphereContactTriangle(q, t), id, m.triangles[k] as number, t);
          return false;
        });
      }
    }
  });
  list.length = n;
  return list.sort(byIdThenTriangle);
}

/**
 * Puts the contact c of shape id (of a mesh's triangle, on the world triangle t) at
 * list[n]: refilling the element there when `refill` (a caller's array), else a new one.
 */
export function reuseContact(
  list: SceneContactRecord[],
  n: number,
  c: Contact,
  id: number,
  triangle: number,
  t: Triangle | null,
  refill: boolean,
): void {
  const sc: SceneContactRecord = refill
    ? reuse(list, n, c, id)
    : { point: { ...c.point }, normal: { ...c.normal }, depth: c.depth, id };
  if (t !== null) {
    sc.triangle = triangle;
    weigh(sc, t, c.point);
  } else if (refill) {
    delete sc.triangle;
    delete sc.barycentric;
  }
  list[n] = sc;
}

/** out[n] refilled with the contact c of shape id (a new element where out has none). */
function reuse(out: SceneContactRecord[], n: number, c: Contact, id: number): SceneContactRecord {
  const old: unknown = out[n];
  let e: SceneContactRecord;
  if (isContact(old)) {
    e = old;
  } else {
    e = { point: { x: 0, y: 0, z: 0 }, normal: { x: 0, y: 0, z: 0 }, depth: 0, id: 0 };
    out[n] = e;
  }
  copyVec(e.point, c.point);
  copyVec(e.normal, c.normal);
  e.depth = c.depth;
  e.id = id;
  return e;
}

/** Whether an element of a caller's array can be refilled: an object with point and normal objects. */
function isContact(e: unknown): e is SceneContactRecord {
  if (typeof e !== 'object' || e === null) return false;
  const { point, normal } = e as { point?: unknown; normal?: unknown };
  return typeof point === 'object' && point !== null && typeof normal === 'object' && normal !== null;
}

function copyVec(to: Vec3, from: Vec3): void {
  to.x = from.x;
  to.y = from.y;
  to.z = from.z;
}

/** The contact's barycentric weights: its point on the (world) triangle t. */
function weigh(sc: SceneContactRecord, t: Triangle, P: Vec3): void {
  baryInto(P.x, P.y, P.z, t.a.x, t.a.y, t.a.z, t.b.x, t.b.y, t.b.z, t.c.x, t.c.y, t.c.z);
  const w = sc.barycentric;
  if (w === undefined) {
    sc.barycentric = { u: bary.u, v: bary.v, w: bary.w };
  } else {
    w.u = bary.u;
    w.v = bary.v;
    w.w = bary.w;
  }
}
