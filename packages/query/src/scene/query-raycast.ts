// The scene's segment queries: the nearest hit of a segment (raycast, raycastInto,
// raycastBatch), of a swept sphere (sphereCast), and every hit (raycastAll). The top tree
// is walked front to back; a mesh's own walk (mesh.ts) runs in the mesh's frame: for an
// instance the segment is carried in by the inverse of its matrix (an affine map keeps
// `t`), and the hit carried back.
import { createSphereCastHit } from '../hit.ts';
import { boxHit } from '../raycast/aabb.ts';
import { capsuleHit } from '../raycast/capsule.ts';
import { obbHit } from '../raycast/obb.ts';
import { writeHit } from '../raycast/plane.ts';
import { sphereHit } from '../raycast/sphere.ts';
import { entrySide, triangleEntry, triangleNormalInto } from '../raycast/triangle.ts';
import { roundedBoxHit } from '../spherecast/aabb.ts';
import { sphereCastOBBInto } from '../spherecast/obb.ts';
import { roundedHit } from '../spherecast/triangle.ts';
import type { AABB, Capsule, OBB, RaycastHit, Sphere, Triangle, Vec3 } from '../types.ts';
import { length3 } from '../vec3.ts';
import { CAPSULE, MESH, ORIENTED, SHAPE_MARGIN, SPHERE, BOX } from './core.ts';
import type { SceneCore, ShapeData } from './core.ts';
import { bary, baryInto, boxEntry32, copyCast, meshHit, meshRaycast, meshSphereCast } from './mesh.ts';
import type { Mesh } from './mesh.ts';
import type { Transform } from './transform.ts';

/** `t` of no hit: past every hit's, which is at most 1. */
const NO_HIT = 2;

/**
 * The result of the last query that found something: the hit, the shape's id, the
 * mesh triangle (-1 for another shape) and its barycentric weights.
 */
export const found = { hit: createSphereCastHit(), id: -1, triangle: -1, u: 0, v: 0, w: 0 };

// Scratch: the segment's ends (kernels read them as objects), a candidate's hit, the
// segment carried into an instance's frame.
export const A: Vec3 = { x: 0, y: 0, z: 0 };
export const B: Vec3 = { x: 0, y: 0, z: 0 };
export const LA: Vec3 = { x: 0, y: 0, z: 0 };
export const LB: Vec3 = { x: 0, y: 0, z: 0 };
export const candidate = createSphereCastHit();
const normalScratch = new Float64Array(3);
let stackNodes = new Int32Array(64);
let stackT = new Float64Array(64);

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

/** Carries A, B (world) into LA, LB by the inverse of T. */
export function carryIn(T: Transform, Ax: number, Ay: number, Az: number, Bx: number, By: number, Bz: number): void {
  const n = T.inv;
  LA.x = (n[0] as number) * Ax + (n[1] as number) * Ay + (n[2] as number) * Az + (n[3] as number);
  LA.y = (n[4] as number) * Ax + (n[5] as number) * Ay + (n[6] as number) * Az + (n[7] as number);
  LA.z = (n[8] as number) * Ax + (n[9] as number) * Ay + (n[10] as number) * Az + (n[11] as number);
  LB.x = (n[0] as number) * Bx + (n[1] as number) * By + (n[2] as number) * Bz + (n[3] as number);
  LB.y = (n[4] as number) * Bx + (n[5] as number) * By + (n[6] as number) * Bz + (n[7] as number);
  LB.z = (n[8] as number) * Bx + (n[9] as number) * By + (n[10] as number) * Bz + (n[11] as number);
}

/** meshRaycast on an instance: the segment carried into its frame, `t` kept. */
function instanceRaycast(
  m: Mesh,
  T: Transform,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  limitT: number,
  equalOk: boolean,
): boolean {
  carryIn(T, Ax, Ay, Az, Bx, By, Bz);
  const dx = LB.x - LA.x;
  const dy = LB.y - LA.y;
  const dz = LB.z - LA.z;
  const ix = 1 / dx;
  const iy = 1 / dy;
  const iz = 1 / dz;
  const gx = ix - ix === 0 ? 0 : Math.abs(dx);
  const gy = iy - iy === 0 ? 0 : Math.abs(dy);
  const gz = iz - iz === 0 ? 0 : Math.abs(dz);
  return meshRaycast(m, LA.x, LA.y, LA.z, LB.x, LB.y, LB.z, ix, iy, iz, gx, gy, gz, limitT, equalOk);
}

/**
 * Writes meshHit (a hit of `A -> B` on mesh m, carried by T or not) into found: the
 * point on the world segment at `t`, the normal of the carried triangle against the
 * motion, and the weights of the point in the mesh's frame.
 */
export function writeMeshRayHit(
  m: Mesh,
  T: Transform | null,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
): void {
  const P = m.positions;
  const a = meshHit.a;
  const b = meshHit.b;
  const c = meshHit.c;
  const t = meshHit.t;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  let ax = P[a] as number;
  let ay = P[a + 1] as number;
  let az = P[a + 2] as number;
  let bx = P[b] as number;
  let by = P[b + 1] as number;
  let bz = P[b + 2] as number;
  let cx = P[c] as number;
  let cy = P[c + 1] as number;
  let cz = P[c + 2] as number;
  if (T === null) {
    baryInto(Ax + t * ABx, Ay + t * ABy, Az + t * ABz, ax, ay, az, bx, by, bz, cx, cy, cz);
  } else {
    baryInto(
      LA.x + t * (LB.x - LA.x),
      LA.y + t * (LB.y - LA.y),
      LA.z + t * (LB.z - LA.z),
      ax,
      ay,
      az,
      bx,
      by,
      bz,
      cx,
      cy,
      cz,
    );
    const M = T.m;
    const m0 = M[0] as number;
    const m1 = M[1] as number;
    const m2 = M[2] as number;
    const m4 = M[4] as number;
    const m5 = M[5] as number;
    const m6 = M[6] as number;
    const m8 = M[8] as number;
    const m9 = M[9] as number;
    const m10 = M[10] as number;
    // Only the edges matter for the normal: the translation drops out.
    const x = ax;
    const y = ay;
    ax = m0 * x + m1 * y + m2 * az;
    ay = m4 * x + m5 * y + m6 * az;
    az = m8 * x + m9 * y + m10 * az;
    const bx0 = bx;
    const by0 = by;
    bx = m0 * bx0 + m1 * by0 + m2 * bz;
    by = m4 * bx0 + m5 * by0 + m6 * bz;
    bz = m8 * bx0 + m9 * by0 + m10 * bz;
    const cx0 = cx;
    const cy0 = cy;
    cx = m0 * cx0 + m1 * cy0 + m2 * cz;
    cy = m4 * cx0 + m5 * cy0 + m6 * cz;
    cz = m8 * cx0 + m9 * cy0 + m10 * cz;
  }
  const side = T === null ? meshHit.side : meshHit.side * T.sign;
  triangleNormalInto(normalScratch, ax, ay, az, bx, by, bz, cx, cy, cz, -side, ABx, ABy, ABz);
  writeHit(found.hit, normalScratch, Ax + t * ABx, Ay + t * ABy, Az + t * ABz, t * length3(ABx, ABy, ABz), t);
  found.u = bary.u;
  found.v = bary.v;
  found.w = bary.w;
}

/** raycastTriangle's record, from its kernel. */
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

/** The first hit of one shape (not a mesh) on `A -> B`, into candidate. */
export function shapeRaycast(kind: number, shapeData: ShapeData): boolean {
  switch (kind) {
    case SPHERE:
      return sphereHit(A, B, shapeData as Sphere, 0, candidate, null);
    case BOX:
      return boxHit(A, B, shapeData as AABB, candidate);
    case ORIENTED:
      return obbHit(A, B, shapeData as OBB, candidate);
    case CAPSULE:
      return capsuleHit(A, B, shapeData as Capsule, 0, candidate, null);
    default:
      return triangleInto(A, B, shapeData as Triangle, candidate);
  }
}

/** The nearest hit of `A -> B` into found; false for none. */
export function raycastCore(
  core: SceneCore,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): boolean {
  core.prepare();
  const tree = core.tree;
  found.id = -1;
  found.triangle = -1;
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
  const kinds = core.kinds;
  const data = core.data;
  const layers = core.layers;
  const transforms = core.transforms;
  let bestT = NO_HIT;
  let bestId = -1;
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
    if (((layers[id] as number) & mask) === 0) continue;
    if (filter !== undefined && !filter(id)) continue;
    const kind = kinds[id] as number;
    const shapeData = data[id] as ShapeData;
    const equalOk = id < bestId || bestId < 0;
    if (kind === MESH) {
      const m = shapeData as Mesh;
      const T = transforms[id] as Transform | null;
      if (
        T === null
          ? !meshRaycast(m, Ax, Ay, Az, Bx, By, Bz, ix, iy, iz, gx, gy, gz, bestT, equalOk)
          : !instanceRaycast(m, T, Ax, Ay, Az, Bx, By, Bz, bestT, equalOk)
      ) {
        continue;
      }
      bestT = meshHit.t;
      bestId = id;
      found.triangle = meshHit.triangle;
      writeMeshRayHit(m, T, Ax, Ay, Az, Bx, By, Bz);
      continue;
    }
    if (!shapeRaycast(kind, shapeData)) continue;
    const t = candidate.t;
    if (t < bestT || (t === bestT && equalOk)) {
      bestT = t;
      bestId = id;
      found.triangle = -1;
      copyCast(candidate, found.hit);
    }
  }
  found.id = bestId;
  return bestId >= 0;
}

/** The error for a sphere cast against an instance whose matrix is not a similarity. */
function similarityError(fn: string, id: number): RangeError {
  return new RangeError(
    `${fn}: mesh ${id}'s matrix must be a similarity (rotation, uniform scale, translation) for a sphere cast against it: this one scales unevenly or shears, which would make the sphere an ellipsoid`,
  );
}

/** The nearest sphere-cast hit into found; false for none. */
export function sphereCastCore(
  core: SceneCore,
  fn: string,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  r: number,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): boolean {
  core.prepare();
  const tree = core.tree;
  found.id = -1;
  found.triangle = -1;
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
  // The boxes grown by r, and by a margin for a kernel's rounding near tangency.
  const tb = tree.box;
  let S = Math.max(Math.abs(Ax), Math.abs(Ay), Math.abs(Az), Math.abs(Bx), Math.abs(By), Math.abs(Bz), r);
  for (let k = 0; k < 6; k++) S = Math.max(S, Math.abs(tb[6 * tree.root + k] as number));
  const R = r + SHAPE_MARGIN * (S < Infinity ? S : 0);
  const Rx = R + (ix - ix === 0 ? 0 : Math.abs(Bx - Ax));
  const Ry = R + (iy - iy === 0 ? 0 : Math.abs(By - Ay));
  const Rz = R + (iz - iz === 0 ? 0 : Math.abs(Bz - Az));
  const shape = tree.shape;
  const kinds = core.kinds;
  const data = core.data;
  const layers = core.layers;
  let bestT = NO_HIT;
  let bestId = -1;
  const best = found.hit;
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
    if (((layers[id] as number) & mask) === 0) continue;
    if (filter !== undefined && !filter(id)) continue;
    const kind = kinds[id] as number;
    const shapeData = data[id] as ShapeData;
    const equalOk = id < bestId || bestId < 0;
    if (kind === MESH) {
      const m = shapeData as Mesh;
      const T = core.transforms[id] as Transform | null;
      if (T === null) {
        if (!meshSphereCast(m, A, B, r, Rx, Ry, Rz, ix, iy, iz, bestT, equalOk, best)) continue;
      } else if (!instanceSphereCast(fn, id, m, T, r, R, bestT, equalOk)) {
        continue;
      }
      bestT = best.t;
      bestId = id;
      found.triangle = meshHit.triangle;
      const P = best.point;
      // The weights in the mesh's frame equal those of the carried triangle: an affine
      // map keeps them.
      weighOnTriangle(m, T, meshHit.a, meshHit.b, meshHit.c, P.x, P.y, P.z);
      continue;
    }
    let hit: boolean;
    switch (kind) {
      case SPHERE:
        hit = sphereHit(A, B, shapeData as Sphere, r, candidate, candidate.center);
        break;
      case BOX:
        hit = roundedBoxHit(A, B, r, shapeData as AABB, candidate);
        break;
      case ORIENTED:
        hit = sphereCastOBBInto(A, B, r, shapeData as OBB, candidate);
        break;
      case CAPSULE:
        hit = capsuleHit(A, B, shapeData as Capsule, r, candidate, candidate.center);
        break;
      default:
        hit = roundedHit(A, B, r, shapeData as Triangle, candidate);
    }
    if (!hit) continue;
    const t = candidate.t;
    if (t < bestT || (t === bestT && equalOk)) {
      bestT = t;
      bestId = id;
      found.triangle = -1;
      copyCast(candidate, best);
    }
  }
  found.id = bestId;
  return bestId >= 0;
}

/** meshSphereCast in an instance's frame (a similarity: the sphere stays a sphere), carried back into found.hit. */
function instanceSphereCast(
  fn: string,
  id: number,
  m: Mesh,
  T: Transform,
  r: number,
  R: number,
  limitT: number,
  equalOk: boolean,
): boolean {
  const s = T.scale;
  if (s === 0) throw similarityError(fn, id);
  carryIn(T, A.x, A.y, A.z, B.x, B.y, B.z);
  const dx = LB.x - LA.x;
  const dy = LB.y - LA.y;
  const dz = LB.z - LA.z;
  const ix = 1 / dx;
  const iy = 1 / dy;
  const iz = 1 / dz;
  // R in the mesh's frame, and a margin for the rounding of carrying the segment in.
  const S = Math.max(Math.abs(LA.x), Math.abs(LA.y), Math.abs(LA.z), Math.abs(LB.x), Math.abs(LB.y), Math.abs(LB.z));
  const Rl = R / s + SHAPE_MARGIN * S;
  const Rx = Rl + (ix - ix === 0 ? 0 : Math.abs(dx));
  const Ry = Rl + (iy - iy === 0 ? 0 : Math.abs(dy));
  const Rz = Rl + (iz - iz === 0 ? 0 : Math.abs(dz));
  if (!meshSphereCast(m, LA, LB, r / s, Rx, Ry, Rz, ix, iy, iz, limitT, equalOk, candidate)) return false;
  const M = T.m;
  const h = found.hit;
  const p = candidate.point;
  const c = candidate.center;
  const n = candidate.normal;
  h.point.x = (M[0] as number) * p.x + (M[1] as number) * p.y + (M[2] as number) * p.z + (M[3] as number);
  h.point.y = (M[4] as number) * p.x + (M[5] as number) * p.y + (M[6] as number) * p.z + (M[7] as number);
  h.point.z = (M[8] as number) * p.x + (M[9] as number) * p.y + (M[10] as number) * p.z + (M[11] as number);
  h.center.x = (M[0] as number) * c.x + (M[1] as number) * c.y + (M[2] as number) * c.z + (M[3] as number);
  h.center.y = (M[4] as number) * c.x + (M[5] as number) * c.y + (M[6] as number) * c.z + (M[7] as number);
  h.center.z = (M[8] as number) * c.x + (M[9] as number) * c.y + (M[10] as number) * c.z + (M[11] as number);
  // A similarity turns a normal as it turns a vector (L/s is orthogonal).
  const nx = ((M[0] as number) * n.x + (M[1] as number) * n.y + (M[2] as number) * n.z) / s;
  const ny = ((M[4] as number) * n.x + (M[5] as number) * n.y + (M[6] as number) * n.z) / s;
  const nz = ((M[8] as number) * n.x + (M[9] as number) * n.y + (M[10] as number) * n.z) / s;
  const k = 1 / Math.hypot(nx, ny, nz);
  h.normal.x = nx * k;
  h.normal.y = ny * k;
  h.normal.z = nz * k;
  h.t = candidate.t;
  h.distance = candidate.t * length3(B.x - A.x, B.y - A.y, B.z - A.z);
  return true;
}

/**
 * found.u, v, w: the weights of the world point P on the triangle of mesh m whose
 * vertices start at a, b, c in its positions (the mesh carried by T or not).
 */
export function weighOnTriangle(
  m: Mesh,
  T: Transform | null,
  a: number,
  b: number,
  c: number,
  Px: number,
  Py: number,
  Pz: number,
): void {
  const P = m.positions;
  let x = Px;
  let y = Py;
  let z = Pz;
  if (T !== null) {
    const n = T.inv;
    x = (n[0] as number) * Px + (n[1] as number) * Py + (n[2] as number) * Pz + (n[3] as number);
    y = (n[4] as number) * Px + (n[5] as number) * Py + (n[6] as number) * Pz + (n[7] as number);
    z = (n[8] as number) * Px + (n[9] as number) * Py + (n[10] as number) * Pz + (n[11] as number);
  }
  baryInto(
    x,
    y,
    z,
    P[a] as number,
    P[a + 1] as number,
    P[a + 2] as number,
    P[b] as number,
    P[b + 1] as number,
    P[b + 2] as number,
    P[c] as number,
    P[c + 1] as number,
    P[c + 2] as number,
  );
  found.u = bary.u;
  found.v = bary.v;
  found.w = bary.w;
}

/** A scene hit: the found hit's numbers, id, and for a mesh its triangle and weights. */
export interface SceneHitRecord extends RaycastHit {
  id: number;
  triangle?: number;
  barycentric?: { u: number; v: number; w: number };
}

/** A new SceneHit from `h` (found.hit or another), id, and for triangle >= 0 found's weights. */
export function sceneHitOf(h: RaycastHit, id: number, triangle: number): SceneHitRecord {
  const hit: SceneHitRecord = {
    point: { x: h.point.x, y: h.point.y, z: h.point.z },
    normal: { x: h.normal.x, y: h.normal.y, z: h.normal.z },
    distance: h.distance,
    t: h.t,
    id,
  };
  if (triangle >= 0) {
    hit.triangle = triangle;
    hit.barycentric = { u: found.u, v: found.v, w: found.w };
  }
  return hit;
}
