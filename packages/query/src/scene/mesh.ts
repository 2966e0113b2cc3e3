// A mesh in a scene: its vertices and triangles copied into typed arrays, with its own
// hierarchy over the triangles (the second level of scene -> mesh -> triangles), and the
// walks of that hierarchy the scene's queries make. Each triangle is decided by the
// single-triangle kernels themselves (triangleEntry, roundedHit, the overlap and contact
// tests), so a mesh answers exactly as its triangles one by one would; a node's box only
// rejects what cannot be hit.
import { roundedHit } from '../spherecast/triangle.ts';
import { createSphereCastHit } from '../hit.ts';
import { entrySide, triangleEntry } from '../raycast/triangle.ts';
import type { SphereCastHit, Triangle, Vec3 } from '../types.ts';
import { buildHierarchy } from './bvh.ts';

/** A mesh as the scene keeps it. */
export interface Mesh {
  /**
   * xyz per vertex: a Float32Array when given one (its numbers are exactly those), else
   * Float64; the caller's own array when built with `copy: false`.
   */
  positions: Float32Array | Float64Array;
  /** Whether positions is the mesh's own copy (counted in its bytes). */
  owned: boolean;
  /** Bumped by each refit (MeshShape.updatePositions): scenes re-read the root box. */
  version: number;
  /** Three vertex indices per triangle, in the order the leaves cover them. */
  readonly indices: Uint32Array;
  /** The index, in the mesh as given, of each triangle of `indices`. */
  readonly triangles: Int32Array;
  readonly bounds: Float32Array;
  readonly nodes: Int32Array;
  /** The SAH cost of the hierarchy as built (bvh.ts). */
  readonly cost: number;
}

/** The most triangles a leaf holds: chosen with bvh.ts's TRAVERSAL_COST, by measurement. */
export const MESH_LEAF = 8;

/**
 * A mesh from positions (xyz per vertex) and indices (three per triangle; without them,
 * every three vertices), already checked (validate.ts checkMesh): the numbers copied,
 * the triangles ordered by the hierarchy built over their boxes.
 */
export function buildMesh(positions: ArrayLike<number>, indices: ArrayLike<number> | undefined, copy = true): Mesh {
  const shared = !copy && (positions instanceof Float32Array || positions instanceof Float64Array);
  const P = shared
    ? positions
    : positions instanceof Float32Array
      ? new Float32Array(positions)
      : Float64Array.from(positions);
  const n = indices === undefined ? P.length / 9 : indices.length / 3;
  const boxes = new Float64Array(6 * n);
  const given = new Uint32Array(3 * n);
  for (let k = 0; k < 3 * n; k++) given[k] = indices === undefined ? k : (indices[k] as number);
  for (let k = 0; k < n; k++) {
    const a = 3 * (given[3 * k] as number);
    const b = 3 * (given[3 * k + 1] as number);
    const c = 3 * (given[3 * k + 2] as number);
    for (let axis = 0; axis < 3; axis++) {
      const va = P[a + axis] as number;
      const vb = P[b + axis] as number;
      const vc = P[c + axis] as number;
      boxes[6 * k + axis] = Math.min(va, vb, vc);
      boxes[6 * k + 3 + axis] = Math.max(va, vb, vc);
    }
  }
  const h = buildHierarchy(boxes, n, MESH_LEAF);
  const order = h.order;
  const I = new Uint32Array(3 * n);
  for (let k = 0; k < n; k++) {
    const p = order[k] as number;
    I[3 * k] = given[3 * p] as number;
    I[3 * k + 1] = given[3 * p + 1] as number;
    I[3 * k + 2] = given[3 * p + 2] as number;
  }
  return {
    positions: P,
    owned: !shared,
    version: 0,
    indices: I,
    triangles: order,
    bounds: h.bounds,
    nodes: h.nodes,
    cost: h.cost,
  };
}

/**
 * Bytes the mesh keeps: its copied numbers (not the caller's array under `copy: false`),
 * its triangles and its hierarchy.
 */
export function meshBytes(m: Mesh): number {
  return (
    (m.owned ? m.positions.byteLength : 0) +
    m.indices.byteLength +
    m.triangles.byteLength +
    m.bounds.byteLength +
    m.nodes.byteLength
  );
}

/**
 * How far a box's entry may be moved toward the segment's start: each slab `t` is within
 * a few rounding errors (4·2^-53, relative) of the exact one, and a kernel's `t` a few
 * more from the exact crossing; 2^-40 covers both, so that a box a hit lies on, even on
 * its face, edge or corner, is never rejected or taken for farther than the hit.
 */
const SHRINK = 1 - 2 ** -40;
const GROW = 1 + 2 ** -40;

/**
 * The `t` at which the segment `A + t·AB`, `t` in [0, 1], enters the box `b[o…o+5]`
 * grown by `Rx, Ry, Rz` on its sides along x, y, z, moved earlier by SHRINK; Infinity
 * where it misses the box. `ix, iy, iz` are `1/AB`: ±Infinity on an axis the segment does
 * not move along, or moves along by less than 2^-1024 (the reciprocal overflows), where
 * the caller grows the box by that movement (the slab test is then "the segment's extent
 * meets the grown slab"), and where a start exactly on a face gives NaN, which the
 * comparisons skip (no constraint).
 */
export function boxEntry32(
  b: Float32Array | Float64Array,
  o: number,
  Rx: number,
  Ry: number,
  Rz: number,
  Ax: number,
  Ay: number,
  Az: number,
  ix: number,
  iy: number,
  iz: number,
): number {
  let tNear = 0;
  let tFar = 1;
  let t0 = ((b[o] as number) - Rx - Ax) * ix;
  let t1 = ((b[o + 3] as number) + Rx - Ax) * ix;
  if (ix < 0) {
    const s = t0;
    t0 = t1;
    t1 = s;
  }
  if (t0 > tNear) tNear = t0;
  if (t1 < tFar) tFar = t1;
  t0 = ((b[o + 1] as number) - Ry - Ay) * iy;
  t1 = ((b[o + 4] as number) + Ry - Ay) * iy;
  if (iy < 0) {
    const s = t0;
    t0 = t1;
    t1 = s;
  }
  if (t0 > tNear) tNear = t0;
  if (t1 < tFar) tFar = t1;
  t0 = ((b[o + 2] as number) - Rz - Az) * iz;
  t1 = ((b[o + 5] as number) + Rz - Az) * iz;
  if (iz < 0) {
    const s = t0;
    t0 = t1;
    t1 = s;
  }
  if (t0 > tNear) tNear = t0;
  if (t1 < tFar) tFar = t1;
  tNear *= SHRINK;
  return tNear <= tFar * GROW ? tNear : Infinity;
}

/** Whether the box `b[o…o+5]` and the box `lo, hi` overlap (closed). */
export function boxesOverlap(
  b: Float32Array | Float64Array,
  o: number,
  loX: number,
  loY: number,
  loZ: number,
  hiX: number,
  hiY: number,
  hiZ: number,
): boolean {
  return (
    (b[o] as number) <= hiX &&
    (b[o + 1] as number) <= hiY &&
    (b[o + 2] as number) <= hiZ &&
    (b[o + 3] as number) >= loX &&
    (b[o + 4] as number) >= loY &&
    (b[o + 5] as number) >= loZ
  );
}

// The walks' stacks: node and entry t, grown when a deep tree needs more.
let stackNodes = new Int32Array(128);
let stackT = new Float64Array(128);

function growStack(): void {
  const nodes = new Int32Array(2 * stackNodes.length);
  nodes.set(stackNodes);
  const t = new Float64Array(2 * stackT.length);
  t.set(stackT);
  stackNodes = nodes;
  stackT = t;
}

/** The result of the last meshRaycast / meshSphereCast that found a hit. */
export const meshHit = {
  t: 0,
  /** The triangle's index in the mesh as given. */
  triangle: -1,
  /** Where its vertices start in positions: 3 × the vertex index, for a, b and c. */
  a: 0,
  b: 0,
  c: 0,
  /** triangleEntry's entrySide for that triangle. */
  side: 1,
};

/**
 * The first triangle of the mesh the segment `A -> B` meets, nearer than `limitT` (or at
 * `limitT` itself when `equalOk`, which the scene sets when this mesh's id is smaller
 * than that of the hit at `limitT`); ties between triangles to the smaller index. True
 * with the hit in meshHit, or false. The walk is front to back: the nearer child first,
 * and a node whose entry is beyond the best `t` so far is skipped.
 */
export function meshRaycast(
  m: Mesh,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  ix: number,
  iy: number,
  iz: number,
  gx: number,
  gy: number,
  gz: number,
  limitT: number,
  equalOk: boolean,
): boolean {
  const bounds = m.bounds;
  const nodes = m.nodes;
  const P = m.positions;
  const I = m.indices;
  const T = m.triangles;
  let bestT = limitT;
  let bestTriangle = equalOk ? 0x7fffffff : -1;
  let found = -1;
  let side = 1;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  const t0 = boxEntry32(bounds, 0, gx, gy, gz, Ax, Ay, Az, ix, iy, iz);
  if (t0 > bestT) return false;
  stackNodes[0] = 0;
  stackT[0] = t0;
  let sp = 1;
  while (sp > 0) {
    sp--;
    if ((stackT[sp] as number) > bestT) continue;
    let node = stackNodes[sp] as number;
    // Down the nearer child without a push, as long as one is hit.
    for (;;) {
      const count = nodes[2 * node + 1] as number;
      if (count >= 0) {
        const first = nodes[2 * node] as number;
        for (let k = first; k < first + count; k++) {
          const a = 3 * (I[3 * k] as number);
          const b = 3 * (I[3 * k + 1] as number);
          const c = 3 * (I[3 * k + 2] as number);
          const ax = P[a] as number;
          const ay = P[a + 1] as number;
          const az = P[a + 2] as number;
          const bx = P[b] as number;
          const by = P[b + 1] as number;
          const bz = P[b + 2] as number;
          const cx = P[c] as number;
          const cy = P[c + 1] as number;
          const cz = P[c + 2] as number;
          // triangleEntry's three edge volumes, from differences computed once: a sign
          // that is certain and mixed is a miss triangleEntry would also find.
          const pax = ax - Ax;
          const pay = ay - Ay;
          const paz = az - Az;
          const pbx = bx - Ax;
          const pby = by - Ay;
          const pbz = bz - Az;
          const pcx = cx - Ax;
          const pcy = cy - Ay;
          const pcz = cz - Az;
          const w = certainVolume(pbx, pby, pbz, pcx, pcy, pcz, ABx, ABy, ABz);
          const u = certainVolume(pcx, pcy, pcz, pax, pay, paz, ABx, ABy, ABz);
          if ((w > 0 && u < 0) || (w < 0 && u > 0)) continue;
          const v = certainVolume(pax, pay, paz, pbx, pby, pbz, ABx, ABy, ABz);
          if ((v > 0 && (w < 0 || u < 0)) || (v < 0 && (w > 0 || u > 0))) continue;
          const t = triangleEntry(Ax, Ay, Az, Bx, By, Bz, ax, ay, az, bx, by, bz, cx, cy, cz);
          if (t < 0 || t > bestT) continue;
          const tri = T[k] as number;
          if (t < bestT || tri < bestTriangle) {
            bestT = t;
            bestTriangle = tri;
            found = k;
            side = entrySide;
          }
        }
        break;
      }
      const left = node + 1;
      const right = nodes[2 * node] as number;
      const tl = boxEntry32(bounds, 6 * left, gx, gy, gz, Ax, Ay, Az, ix, iy, iz);
      const tr = boxEntry32(bounds, 6 * right, gx, gy, gz, Ax, Ay, Az, ix, iy, iz);
      const hitL = tl <= bestT;
      const hitR = tr <= bestT;
      if (hitL && hitR) {
        if (sp === stackNodes.length) growStack();
        if (tl <= tr) {
          stackNodes[sp] = right;
          stackT[sp] = tr;
          node = left;
        } else {
          stackNodes[sp] = left;
          stackT[sp] = tl;
          node = right;
        }
        sp++;
      } else if (hitL) {
        node = left;
      } else if (hitR) {
        node = right;
      } else {
        break;
      }
    }
  }
  if (found < 0) return false;
  meshHit.t = bestT;
  meshHit.triangle = bestTriangle;
  meshHit.a = 3 * (I[3 * found] as number);
  meshHit.b = 3 * (I[3 * found + 1] as number);
  meshHit.c = 3 * (I[3 * found + 2] as number);
  meshHit.side = side;
  return true;
}

/** Shewchuk's o3derrboundA, as orient3d's filter (predicates.ts). */
const ERR_BOUND = (7 + 56 * 2 ** -53) * 2 ** -53;

/**
 * orient3d(p, q, B, A) from the differences `p - A`, `q - A`, `B - A` (the very numbers
 * orient3d computes, so the same determinant and the same error bound): the
 * determinant where its sign is certain, else 0. A filter only: 0 decides nothing.
 */
function certainVolume(
  adx: number,
  ady: number,
  adz: number,
  bdx: number,
  bdy: number,
  bdz: number,
  cdx: number,
  cdy: number,
  cdz: number,
): number {
  const bdxcdy = bdx * cdy;
  const cdxbdy = cdx * bdy;
  const cdxady = cdx * ady;
  const adxcdy = adx * cdy;
  const adxbdy = adx * bdy;
  const bdxady = bdx * ady;
  const det = adz * (bdxcdy - cdxbdy) + bdz * (cdxady - adxcdy) + cdz * (adxbdy - bdxady);
  const permanent =
    (Math.abs(bdxcdy) + Math.abs(cdxbdy)) * Math.abs(adz) +
    (Math.abs(cdxady) + Math.abs(adxcdy)) * Math.abs(bdz) +
    (Math.abs(adxbdy) + Math.abs(bdxady)) * Math.abs(cdz);
  const bound = ERR_BOUND * permanent;
  return (det > bound || -det > bound) && permanent > 2 ** -900 ? det : 0;
}

/** A triangle object over scratch vertices, for the kernels that take one. */
export const scratchTriangle: Triangle & { a: Vec3; b: Vec3; c: Vec3 } = {
  a: { x: 0, y: 0, z: 0 },
  b: { x: 0, y: 0, z: 0 },
  c: { x: 0, y: 0, z: 0 },
};

/** Fills scratchTriangle with triangle slot `k` of the mesh. */
export function loadTriangle(m: Mesh, k: number): Triangle {
  const P = m.positions;
  const I = m.indices;
  const a = 3 * (I[3 * k] as number);
  const b = 3 * (I[3 * k + 1] as number);
  const c = 3 * (I[3 * k + 2] as number);
  const T = scratchTriangle;
  T.a.x = P[a] as number;
  T.a.y = P[a + 1] as number;
  T.a.z = P[a + 2] as number;
  T.b.x = P[b] as number;
  T.b.y = P[b + 1] as number;
  T.b.z = P[b + 2] as number;
  T.c.x = P[c] as number;
  T.c.y = P[c + 1] as number;
  T.c.z = P[c + 2] as number;
  return T;
}

/** Fills scratchTriangle with triangle slot `k` of the mesh, its vertices carried by `M` (transform.ts). */
export function loadCarriedTriangle(m: Mesh, k: number, M: Float64Array): Triangle {
  const T = loadTriangle(m, k);
  carry(T.a, M);
  carry(T.b, M);
  carry(T.c, M);
  return T;
}

function carry(p: Vec3, M: Float64Array): void {
  const { x, y, z } = p;
  p.x = (M[0] as number) * x + (M[1] as number) * y + (M[2] as number) * z + (M[3] as number);
  p.y = (M[4] as number) * x + (M[5] as number) * y + (M[6] as number) * z + (M[7] as number);
  p.z = (M[8] as number) * x + (M[9] as number) * y + (M[10] as number) * z + (M[11] as number);
}

/** The barycentric weights baryInto wrote last: point = u·a + v·b + w·c. */
export const bary = { u: 0, v: 0, w: 0 };

/**
 * Writes into `bary` the weights of the point P (on the triangle, up to rounding) in the
 * triangle a, b, c: the least-squares solution of P - a = v (b - a) + w (c - a) (so a
 * point off the plane by rounding gets the weights of its projection), each clamped to
 * [0, 1] and u = 1 - v - w made to sum to one. A degenerate triangle (no area) weighs
 * its longest edge's ends by the point's place along it.
 */
export function baryInto(
  px: number,
  py: number,
  pz: number,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
): void {
  // Scaled by the edges' size, so that the squares neither overflow nor underflow.
  const k0 = Math.max(
    Math.abs(bx - ax),
    Math.abs(by - ay),
    Math.abs(bz - az),
    Math.abs(cx - ax),
    Math.abs(cy - ay),
    Math.abs(cz - az),
  );
  const k = k0 > 0 ? 1 / k0 : 1;
  const e1x = (bx - ax) * k;
  const e1y = (by - ay) * k;
  const e1z = (bz - az) * k;
  const e2x = (cx - ax) * k;
  const e2y = (cy - ay) * k;
  const e2z = (cz - az) * k;
  const qx = (px - ax) * k;
  const qy = (py - ay) * k;
  const qz = (pz - az) * k;
  const d11 = e1x * e1x + e1y * e1y + e1z * e1z;
  const d12 = e1x * e2x + e1y * e2y + e1z * e2z;
  const d22 = e2x * e2x + e2y * e2y + e2z * e2z;
  const q1 = qx * e1x + qy * e1y + qz * e1z;
  const q2 = qx * e2x + qy * e2y + qz * e2z;
  const den = d11 * d22 - d12 * d12;
  let v: number;
  let w: number;
  if (den > 1e-30 * d11 * d22 && den - den === 0) {
    v = (d22 * q1 - d12 * q2) / den;
    w = (d11 * q2 - d12 * q1) / den;
  } else if (d11 >= d22) {
    v = d11 > 0 ? q1 / d11 : 0;
    w = 0;
  } else {
    v = 0;
    w = q2 / d22;
  }
  v = v < 0 ? 0 : v > 1 ? 1 : v;
  w = w < 0 ? 0 : w > 1 ? 1 : w;
  if (v + w > 1) {
    const s = v + w;
    v /= s;
    w /= s;
  }
  let u = 1 - v - w;
  if (u < 0) {
    // v + w rounded to 1 but (1 - v) - w did not: u is 0 and w what v leaves.
    u = 0;
    w = 1 - v;
  }
  bary.u = u;
  bary.v = v;
  bary.w = w;
}

/** The sphere-cast hit a triangle is tested into before it is compared with the best. */
const castScratch = createSphereCastHit();

/**
 * meshRaycast for a sphere of radius `r` swept from `A` to `B`: the boxes grown by
 * `Rx, Ry, Rz` (r, a margin for rounding, and boxEntry32's tiny moves), each triangle by sphereCastTriangle's own kernel. The
 * best hit is copied into `out` (only when one beats `limitT`), its triangle into
 * meshHit.triangle.
 */
export function meshSphereCast(
  m: Mesh,
  A: Vec3,
  B: Vec3,
  r: number,
  Rx: number,
  Ry: number,
  Rz: number,
  ix: number,
  iy: number,
  iz: number,
  limitT: number,
  equalOk: boolean,
  out: SphereCastHit,
): boolean {
  const bounds = m.bounds;
  const nodes = m.nodes;
  const T = m.triangles;
  const Ax = A.x;
  const Ay = A.y;
  const Az = A.z;
  let bestT = limitT;
  let bestTriangle = equalOk ? 0x7fffffff : -1;
  let found = false;
  let slot = 0;
  const t0 = boxEntry32(bounds, 0, Rx, Ry, Rz, Ax, Ay, Az, ix, iy, iz);
  if (t0 > bestT) return false;
  stackNodes[0] = 0;
  stackT[0] = t0;
  let sp = 1;
  while (sp > 0) {
    sp--;
    if ((stackT[sp] as number) > bestT) continue;
    const node = stackNodes[sp] as number;
    const count = nodes[2 * node + 1] as number;
    if (count >= 0) {
      const first = nodes[2 * node] as number;
      for (let k = first; k < first + count; k++) {
        if (!roundedHit(A, B, r, loadTriangle(m, k), castScratch)) continue;
        const t = castScratch.t;
        if (t > bestT) continue;
        const tri = T[k] as number;
        if (t < bestT || tri < bestTriangle) {
          bestT = t;
          bestTriangle = tri;
          found = true;
          slot = k;
          copyCast(castScratch, out);
        }
      }
      continue;
    }
    const left = node + 1;
    const right = nodes[2 * node] as number;
    const tl = boxEntry32(bounds, 6 * left, Rx, Ry, Rz, Ax, Ay, Az, ix, iy, iz);
    const tr = boxEntry32(bounds, 6 * right, Rx, Ry, Rz, Ax, Ay, Az, ix, iy, iz);
    if (sp + 2 > stackNodes.length) growStack();
    // The farther first, so that the nearer is walked first.
    if (tl <= tr) {
      if (tr <= bestT) push(right, tr, sp++);
      if (tl <= bestT) push(left, tl, sp++);
    } else {
      if (tl <= bestT) push(left, tl, sp++);
      if (tr <= bestT) push(right, tr, sp++);
    }
  }
  if (!found) return false;
  const I = m.indices;
  meshHit.triangle = bestTriangle;
  meshHit.a = 3 * (I[3 * slot] as number);
  meshHit.b = 3 * (I[3 * slot + 1] as number);
  meshHit.c = 3 * (I[3 * slot + 2] as number);
  return true;
}

function push(node: number, t: number, at: number): void {
  stackNodes[at] = node;
  stackT[at] = t;
}

/** Copies a sphere-cast hit's numbers from `h` into `out`. */
export function copyCast(h: SphereCastHit, out: SphereCastHit): void {
  out.point.x = h.point.x;
  out.point.y = h.point.y;
  out.point.z = h.point.z;
  out.normal.x = h.normal.x;
  out.normal.y = h.normal.y;
  out.normal.z = h.normal.z;
  out.center.x = h.center.x;
  out.center.y = h.center.y;
  out.center.z = h.center.z;
  out.distance = h.distance;
  out.t = h.t;
}

/**
 * Calls `visit(k)` for each triangle slot of the mesh whose leaf box overlaps the box
 * `lo, hi` (closed): the candidates of the overlap and contact queries, which the
 * scene then tests with their own kernels. Stops early when `visit` returns true.
 */
export function meshCandidates(
  m: Mesh,
  loX: number,
  loY: number,
  loZ: number,
  hiX: number,
  hiY: number,
  hiZ: number,
  visit: (k: number) => boolean,
): boolean {
  const bounds = m.bounds;
  const nodes = m.nodes;
  if (!boxesOverlap(bounds, 0, loX, loY, loZ, hiX, hiY, hiZ)) return false;
  // A stack of its own: visit may run another mesh's walk.
  const stack: number[] = [0];
  while (stack.length > 0) {
    const node = stack.pop() as number;
    const count = nodes[2 * node + 1] as number;
    if (count >= 0) {
      const first = nodes[2 * node] as number;
      for (let k = first; k < first + count; k++) if (visit(k)) return true;
      continue;
    }
    const left = node + 1;
    const right = nodes[2 * node] as number;
    if (boxesOverlap(bounds, 6 * right, loX, loY, loZ, hiX, hiY, hiZ)) stack.push(right);
    if (boxesOverlap(bounds, 6 * left, loX, loY, loZ, hiX, hiY, hiZ)) stack.push(left);
  }
  return false;
}
