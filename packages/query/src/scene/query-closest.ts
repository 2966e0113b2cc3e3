// The scene's nearest point: the point of any shape nearest a given point (a solid's
// inside is part of it: a point inside a sphere, box or capsule is its own nearest
// point). The top tree and each mesh's tree are walked nearest box first, skipping boxes
// farther than the best so far; an instance's boxes are carried into the world (an
// affine map does not keep distances, so the mesh's frame cannot be used).
import { closestOnTriangleInto } from '../closest-point/triangle.ts';
import { segmentParameter } from '../closest-point/segment.ts';
import { inverseRotateInto, rotateInto, createRotation, setRotation } from '../quat.ts';
import type { AABB, Capsule, OBB, Sphere, Triangle, Vec3 } from '../types.ts';
import { length3 } from '../vec3.ts';
import { BOX, CAPSULE, MESH, ORIENTED, SPHERE } from './core.ts';
import type { SceneCore, ShapeData } from './core.ts';
import { bary, baryInto, loadCarriedTriangle, loadTriangle } from './mesh.ts';
import type { Mesh } from './mesh.ts';
import { carryBox } from './transform.ts';
import type { Transform } from './transform.ts';

/** The nearest point found: its shape, triangle (-1: not a mesh), point, distance and weights. */
export const nearest = { id: -1, triangle: -1, x: 0, y: 0, z: 0, distance: Infinity, u: 0, v: 0, w: 0 };

const q3 = new Float64Array(3);
const rotation = createRotation();
const turned: Vec3 = { x: 0, y: 0, z: 0 };
const carried = new Float64Array(6);

/** The distance from P to the box b[o…o+5] (0 inside). */
function boxDistance(b: Float32Array | Float64Array, o: number, Px: number, Py: number, Pz: number): number {
  const dx = Math.max((b[o] as number) - Px, 0, Px - (b[o + 3] as number));
  const dy = Math.max((b[o + 1] as number) - Py, 0, Py - (b[o + 4] as number));
  const dz = Math.max((b[o + 2] as number) - Pz, 0, Pz - (b[o + 5] as number));
  // NaN for an empty box (Infinity - Infinity): never nearer.
  const d = length3(dx, dy, dz);
  return d === d ? d : Infinity;
}

/** Offers the candidate point Q at distance d of shape id (triangle tri); keeps the nearest, ties to the smaller id then triangle. */
function offer(id: number, tri: number, Qx: number, Qy: number, Qz: number, d: number): boolean {
  const n = nearest;
  if (d < n.distance || (d === n.distance && (id < n.id || (id === n.id && tri < n.triangle)))) {
    n.id = id;
    n.triangle = tri;
    n.x = Qx;
    n.y = Qy;
    n.z = Qz;
    n.distance = d;
    return true;
  }
  return false;
}

/** The nearest point of the scene to P within maxDistance into `nearest`; false for none. */
export function closestPointCore(
  core: SceneCore,
  Px: number,
  Py: number,
  Pz: number,
  maxDistance: number,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): boolean {
  core.prepare();
  nearest.id = -1;
  nearest.triangle = -1;
  nearest.distance = Infinity;
  const tree = core.tree;
  if (tree.root < 0) return false;
  const box = tree.box;
  let limit = maxDistance;
  const stack: number[] = [tree.root];
  const dist: number[] = [boxDistance(box, 6 * tree.root, Px, Py, Pz)];
  while (stack.length > 0) {
    const node = stack.pop() as number;
    const d = dist.pop() as number;
    if (d > limit) continue;
    const id = tree.shape[node] as number;
    if (id < 0) {
      const l = tree.left[node] as number;
      const r = tree.right[node] as number;
      const dl = boxDistance(box, 6 * l, Px, Py, Pz);
      const dr = boxDistance(box, 6 * r, Px, Py, Pz);
      // The nearer popped first.
      if (dl <= dr) {
        stack.push(r, l);
        dist.push(dr, dl);
      } else {
        stack.push(l, r);
        dist.push(dl, dr);
      }
      continue;
    }
    if (((core.layers[id] as number) & mask) === 0) continue;
    if (filter !== undefined && !filter(id)) continue;
    const kind = core.kinds[id] as number;
    const data = core.data[id] as ShapeData;
    if (kind === MESH) {
      meshClosest(id, data as Mesh, core.transforms[id] as Transform | null, Px, Py, Pz, limit);
    } else {
      shapeClosest(id, kind, data, Px, Py, Pz);
    }
    if (nearest.id >= 0 && nearest.distance < limit) limit = nearest.distance;
  }
  return nearest.id >= 0 && nearest.distance <= maxDistance;
}

/** The nearest point of one shape (not a mesh), offered. */
function shapeClosest(id: number, kind: number, data: ShapeData, Px: number, Py: number, Pz: number): void {
  switch (kind) {
    case SPHERE: {
      const { center: C, radius: r } = data as Sphere;
      const dx = Px - C.x;
      const dy = Py - C.y;
      const dz = Pz - C.z;
      const d = length3(dx, dy, dz);
      if (d <= r) offer(id, -1, Px, Py, Pz, 0);
      else offer(id, -1, C.x + (dx / d) * r, C.y + (dy / d) * r, C.z + (dz / d) * r, d - r);
      return;
    }
    case BOX: {
      const { min, max } = data as AABB;
      const x = Math.min(Math.max(Px, min.x), max.x);
      const y = Math.min(Math.max(Py, min.y), max.y);
      const z = Math.min(Math.max(Pz, min.z), max.z);
      offer(id, -1, x, y, z, length3(Px - x, Py - y, Pz - z));
      return;
    }
    case ORIENTED: {
      const { center: C, halfSize: h } = data as OBB;
      const R = setRotation(rotation, (data as OBB).rotation);
      const L = inverseRotateInto(turned, R, Px - C.x, Py - C.y, Pz - C.z);
      const lx = Math.min(Math.max(L.x, -h.x), h.x);
      const ly = Math.min(Math.max(L.y, -h.y), h.y);
      const lz = Math.min(Math.max(L.z, -h.z), h.z);
      if (lx === L.x && ly === L.y && lz === L.z) {
        offer(id, -1, Px, Py, Pz, 0);
        return;
      }
      const W = rotateInto(turned, R, lx, ly, lz);
      const x = C.x + W.x;
      const y = C.y + W.y;
      const z = C.z + W.z;
      offer(id, -1, x, y, z, length3(Px - x, Py - y, Pz - z));
      return;
    }
    case CAPSULE: {
      const { start: S, end: E, radius: r } = data as Capsule;
      const u = segmentParameter(Px, Py, Pz, S.x, S.y, S.z, E.x, E.y, E.z);
      const ax = u === 0 ? S.x : u === 1 ? E.x : S.x + u * (E.x - S.x);
      const ay = u === 0 ? S.y : u === 1 ? E.y : S.y + u * (E.y - S.y);
      const az = u === 0 ? S.z : u === 1 ? E.z : S.z + u * (E.z - S.z);
      const dx = Px - ax;
      const dy = Py - ay;
      const dz = Pz - az;
      const d = length3(dx, dy, dz);
      if (d <= r) offer(id, -1, Px, Py, Pz, 0);
      else offer(id, -1, ax + (dx / d) * r, ay + (dy / d) * r, az + (dz / d) * r, d - r);
      return;
    }
    default: {
      const t = data as Triangle;
      triangleClosest(id, -1, t, Px, Py, Pz);
    }
  }
}

/** The nearest point of triangle t (world), offered as shape id's triangle tri; weights kept when it wins. */
function triangleClosest(id: number, tri: number, t: Triangle, Px: number, Py: number, Pz: number): void {
  const { a, b, c } = t;
  closestOnTriangleInto(q3, Px, Py, Pz, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
  const x = q3[0] as number;
  const y = q3[1] as number;
  const z = q3[2] as number;
  if (!offer(id, tri, x, y, z, length3(Px - x, Py - y, Pz - z)) || tri < 0) return;
  baryInto(x, y, z, a.x, a.y, a.z, b.x, b.y, b.z, c.x, c.y, c.z);
  nearest.u = bary.u;
  nearest.v = bary.v;
  nearest.w = bary.w;
}

/** The nearest point of a mesh (carried by T or not), walking its tree nearest box first. */
function meshClosest(
  id: number,
  m: Mesh,
  T: Transform | null,
  Px: number,
  Py: number,
  Pz: number,
  limit: number,
): void {
  const bounds = m.bounds;
  const nodes = m.nodes;
  const stack: number[] = [0];
  const dist: number[] = [nodeDistance(bounds, 0, T, Px, Py, Pz)];
  while (stack.length > 0) {
    const node = stack.pop() as number;
    const d = dist.pop() as number;
    if (d > limit || (nearest.id >= 0 && d > nearest.distance)) continue;
    const count = nodes[2 * node + 1] as number;
    if (count >= 0) {
      const first = nodes[2 * node] as number;
      for (let k = first; k < first + count; k++) {
        const t = T === null ? loadTriangle(m, k) : loadCarriedTriangle(m, k, T.m);
        triangleClosest(id, m.triangles[k] as number, t, Px, Py, Pz);
      }
      continue;
    }
    const l = node + 1;
    const r = nodes[2 * node] as number;
    const dl = nodeDistance(bounds, l, T, Px, Py, Pz);
    const dr = nodeDistance(bounds, r, T, Px, Py, Pz);
    if (dl <= dr) {
      stack.push(r, l);
      dist.push(dr, dl);
    } else {
      stack.push(l, r);
      dist.push(dl, dr);
    }
  }
}

/** The distance from P to node i's box, carried into the world by T when there is one. */
function nodeDistance(b: Float32Array, i: number, T: Transform | null, Px: number, Py: number, Pz: number): number {
  const o = 6 * i;
  if (T === null) return boxDistance(b, o, Px, Py, Pz);
  carryBox(
    carried,
    0,
    T.m,
    b[o] as number,
    b[o + 1] as number,
    b[o + 2] as number,
    b[o + 3] as number,
    b[o + 4] as number,
    b[o + 5] as number,
  );
  return boxDistance(carried, 0, Px, Py, Pz);
}
