// The kernel of the box casts (v3, issue 24): the separating-axis test swept over t
// (Gottschalk's OBB test; Ericson, RTCD 5.5.8, "intersecting moving objects"), and the
// point where the two shapes touch at the first contact. Internal: the public forms in
// this folder check their arguments, load the shapes into the scratch below and call it.
//
// Two convex polytopes are apart exactly when their projections are apart on one axis of
// a finite set: both shapes' face normals and the cross products of an edge direction of
// one with an edge direction of the other. On an axis L the moving box's projection is
// `[-rM, rM] + t·(d·L)` about its center, so the two projections overlap for the t of an
// interval; the shapes overlap exactly for the t of the intersection of these intervals.
// Its start is the first contact; the axis whose interval starts last is the contact
// normal. Any direction at all gives a true necessary condition, so an axis computed from
// rounded vectors never makes a hit early by more than its rounding: that is why nearly
// parallel edges can keep their (poorly conditioned) cross product as an axis.
import { createRotation, rotateInto, setRotation } from '../quat.ts';
import type { AABB, BoxCastHit, OBB, Triangle, Vec3 } from '../types.ts';
import { clamp, length3, maxAbs3, ON_SURFACE, unitVec3Into } from '../vec3.ts';

/** A box, oriented or axis-aligned: what a box cast takes as its moving `box`. */
export type AnyBox = OBB | AABB;

/**
 * The moving box: center `c` (0–2), unit axes `u0` (3–5), `u1` (6–8), `u2` (9–11) and half
 * sizes `h` (12–14). The target box is laid out the same in T; a target triangle keeps its
 * vertices a, b, c in T[0…8].
 */
export const M = new Float64Array(15);
export const T = new Float64Array(15);

/** Target kinds: T holds a box, or a triangle. */
export const BOX = 0;
export const TRIANGLE = 1;

const scratchRotation = createRotation();
const scratchVec: Vec3 = { x: 0, y: 0, z: 0 };

/** Whether `box` is given by its corners (an `AABB`, a three.js `Box3`) rather than as an OBB. */
export function isAABB(box: AnyBox): box is AABB {
  return (box as { center?: unknown }).center === undefined;
}

/**
 * Loads `box` into `K` (M or T) and returns its scale: the largest magnitude of its
 * center and half sizes. An AABB is the OBB of identity rotation about its middle.
 */
export function loadBox(K: Float64Array, box: AnyBox): number {
  if (isAABB(box)) {
    const { min, max } = box;
    K[0] = (min.x + max.x) / 2;
    K[1] = (min.y + max.y) / 2;
    K[2] = (min.z + max.z) / 2;
    K[3] = 1;
    K[4] = 0;
    K[5] = 0;
    K[6] = 0;
    K[7] = 1;
    K[8] = 0;
    K[9] = 0;
    K[10] = 0;
    K[11] = 1;
    K[12] = (max.x - min.x) / 2;
    K[13] = (max.y - min.y) / 2;
    K[14] = (max.z - min.z) / 2;
    return Math.max(maxAbs3(min.x, min.y, min.z), maxAbs3(max.x, max.y, max.z));
  }
  const c = box.center;
  const h = box.halfSize;
  K[0] = c.x;
  K[1] = c.y;
  K[2] = c.z;
  const R = setRotation(scratchRotation, box.rotation);
  const u = scratchVec;
  for (let i = 0; i < 3; i++) {
    rotateInto(u, R, i === 0 ? 1 : 0, i === 1 ? 1 : 0, i === 2 ? 1 : 0);
    K[3 + 3 * i] = u.x;
    K[4 + 3 * i] = u.y;
    K[5 + 3 * i] = u.z;
  }
  K[12] = h.x;
  K[13] = h.y;
  K[14] = h.z;
  return Math.max(maxAbs3(c.x, c.y, c.z), maxAbs3(h.x, h.y, h.z));
}

/** Loads the triangle into T and returns its scale, the largest magnitude of its coordinates. */
export function loadTriangle(triangle: Triangle): number {
  const { a, b, c } = triangle;
  T[0] = a.x;
  T[1] = a.y;
  T[2] = a.z;
  T[3] = b.x;
  T[4] = b.y;
  T[5] = b.z;
  T[6] = c.x;
  T[7] = c.y;
  T[8] = c.z;
  return Math.max(maxAbs3(a.x, a.y, a.z), maxAbs3(b.x, b.y, b.z), maxAbs3(c.x, c.y, c.z));
}

/** Whether the moving box in M is a point (every half size 0): the raycast's case. */
export function movingIsPoint(): boolean {
  return M[12] === 0 && M[13] === 0 && M[14] === 0;
}

/** The contact normal of the last sweep, unit, from the target toward the moving box. */
let Nx = 0;
let Ny = 0;
let Nz = 0;

/** The current axis, unit. */
let Lx = 0;
let Ly = 0;
let Lz = 0;

/** Each axis's interval start and the side it came from (±1: the normal is side·L), for the tie rule. */
const starts = new Float64Array(15);
const sides = new Float64Array(15);
const axes = new Float64Array(45);

/**
 * A cross product shorter than this (of unit vectors, or relative to the edge's length) is
 * of parallel edges: no axis. Below it the face it would give is within 2^-40 of the
 * scene's size of its neighbors', which the other axes hold to.
 */
const PARALLEL = 2 ** -40;

/**
 * Writes axis `k` (unit) into L and returns true, or false when it has no direction. The
 * order is the tie rule's: the target's face normals first (so that a face contact has the
 * face's own normal), then the moving box's, then the cross products of edge directions.
 * For a box target: v0, v1, v2, u0, u1, u2, u_i × v_j; for a triangle: its normal, u0,
 * u1, u2, u_i × e_j with the edges b − a, c − b, a − c.
 */
function axisInto(kind: number, k: number): boolean {
  if (kind === BOX) {
    if (k < 3) return unitAxis(T, 3 + 3 * k);
    if (k < 6) return unitAxis(M, 3 + 3 * (k - 3));
    const i = 3 + 3 * (((k - 6) / 3) | 0);
    const j = 3 + 3 * ((k - 6) % 3);
    return crossAxis(
      M[i] as number,
      M[i + 1] as number,
      M[i + 2] as number,
      T[j] as number,
      T[j + 1] as number,
      T[j + 2] as number,
      1,
    );
  }
  if (k === 0) {
    const e1x = (T[3] as number) - (T[0] as number);
    const e1y = (T[4] as number) - (T[1] as number);
    const e1z = (T[5] as number) - (T[2] as number);
    const e2x = (T[6] as number) - (T[0] as number);
    const e2y = (T[7] as number) - (T[1] as number);
    const e2z = (T[8] as number) - (T[2] as number);
    return setL(e1y * e2z - e1z * e2y, e1z * e2x - e1x * e2z, e1x * e2y - e1y * e2x);
  }
  if (k < 4) return unitAxis(M, 3 + 3 * (k - 1));
  const i = 3 + 3 * (((k - 4) / 3) | 0);
  const j = (k - 4) % 3;
  // Edge j runs from vertex j to vertex j + 1 (mod 3).
  const p = 3 * j;
  const q = 3 * ((j + 1) % 3);
  const ex = (T[q] as number) - (T[p] as number);
  const ey = (T[q + 1] as number) - (T[p + 1] as number);
  const ez = (T[q + 2] as number) - (T[p + 2] as number);
  return crossAxis(M[i] as number, M[i + 1] as number, M[i + 2] as number, ex, ey, ez, length3(ex, ey, ez));
}

function unitAxis(K: Float64Array, at: number): boolean {
  Lx = K[at] as number;
  Ly = K[at + 1] as number;
  Lz = K[at + 2] as number;
  return true;
}

/** L = u × e normalized, unless `|u × e| <= PARALLEL·|e|` (`eLen = |e|`, u unit). */
function crossAxis(ux: number, uy: number, uz: number, ex: number, ey: number, ez: number, eLen: number): boolean {
  const x = uy * ez - uz * ey;
  const y = uz * ex - ux * ez;
  const z = ux * ey - uy * ex;
  if (!(length3(x, y, z) > PARALLEL * eLen)) return false;
  return setL(x, y, z);
}

function setL(x: number, y: number, z: number): boolean {
  const v = scratchVec;
  if (unitVec3Into(v, x, y, z) === 0) return false;
  Lx = v.x;
  Ly = v.y;
  Lz = v.z;
  return true;
}

/**
 * The first `t` in `[0, 1]` at which the box in M, moving by `d`, touches the target in T
 * (a box or a triangle), or -1: a miss, a start strictly overlapping, a start touching that
 * does not move into the overlap (sliding along or leaving), a zero motion. On a hit the
 * contact normal goes to N. `S` is the scene's scale: gaps within `ON_SURFACE·S` are
 * touching, and motions within `ON_SURFACE·|d|` of an axis's plane are along it.
 */
export function sweep(kind: number, dx: number, dy: number, dz: number, S: number): number {
  const dLen = length3(dx, dy, dz);
  if (dLen === 0) return -1; // a zero motion sweeps nothing
  const band = ON_SURFACE * S;
  const along = ON_SURFACE * dLen;
  const cx = M[0] as number;
  const cy = M[1] as number;
  const cz = M[2] as number;
  const u0x = M[3] as number;
  const u0y = M[4] as number;
  const u0z = M[5] as number;
  const u1x = M[6] as number;
  const u1y = M[7] as number;
  const u1z = M[8] as number;
  const u2x = M[9] as number;
  const u2y = M[10] as number;
  const u2z = M[11] as number;
  const h0 = M[12] as number;
  const h1 = M[13] as number;
  const h2 = M[14] as number;
  let tEnter = -Infinity;
  let tExit = Infinity;
  let sliding = false;
  const n = kind === BOX ? 15 : 13;
  for (let k = 0; k < n; k++) {
    starts[k] = -Infinity;
    if (!axisInto(kind, k)) continue;
    axes[3 * k] = Lx;
    axes[3 * k + 1] = Ly;
    axes[3 * k + 2] = Lz;
    // The target's interval [lo, hi] on L, measured from the moving box's center at t = 0.
    let lo: number;
    let hi: number;
    if (kind === BOX) {
      const D = ((T[0] as number) - cx) * Lx + ((T[1] as number) - cy) * Ly + ((T[2] as number) - cz) * Lz;
      const rT =
        (T[12] as number) * Math.abs((T[3] as number) * Lx + (T[4] as number) * Ly + (T[5] as number) * Lz) +
        (T[13] as number) * Math.abs((T[6] as number) * Lx + (T[7] as number) * Ly + (T[8] as number) * Lz) +
        (T[14] as number) * Math.abs((T[9] as number) * Lx + (T[10] as number) * Ly + (T[11] as number) * Lz);
      lo = D - rT;
      hi = D + rT;
    } else {
      const pa = ((T[0] as number) - cx) * Lx + ((T[1] as number) - cy) * Ly + ((T[2] as number) - cz) * Lz;
      const pb = ((T[3] as number) - cx) * Lx + ((T[4] as number) - cy) * Ly + ((T[5] as number) - cz) * Lz;
      const pc = ((T[6] as number) - cx) * Lx + ((T[7] as number) - cy) * Ly + ((T[8] as number) - cz) * Lz;
      lo = Math.min(pa, pb, pc);
      hi = Math.max(pa, pb, pc);
    }
    const rM =
      h0 * Math.abs(u0x * Lx + u0y * Ly + u0z * Lz) +
      h1 * Math.abs(u1x * Lx + u1y * Ly + u1z * Lz) +
      h2 * Math.abs(u2x * Lx + u2y * Ly + u2z * Lz);
    const v = dx * Lx + dy * Ly + dz * Lz;
    // Overlap at t: g1 - t·v <= 0 (the target's low end below the box's high end) and
    // g2 + t·v <= 0 (the box's low end below the target's high end). Within the band of 0
    // a gap is 0, touching: a start left by a hit (a rounded center) is ON the surface.
    let g1 = lo - rM;
    let g2 = -rM - hi;
    if (Math.abs(g1) <= band) g1 = 0;
    if (Math.abs(g2) <= band) g2 = 0;
    if (v > along) {
      // Moving toward +L: g1 closes (a start), g2 opens (an end).
      const s = g1 / v;
      if (s > (starts[k] as number)) {
        starts[k] = s;
        sides[k] = -1; // the target is on the +L side: the normal toward the box is -L
      }
      const e = -g2 / v;
      if (e < tExit) tExit = e;
    } else if (v < -along) {
      const s = g2 / -v;
      if (s > (starts[k] as number)) {
        starts[k] = s;
        sides[k] = 1;
      }
      const e = g1 / v;
      if (e < tExit) tExit = e;
    } else {
      // Along this axis's planes: apart stays apart, touching stays touching. Two flat
      // shapes in one plane (both gaps 0: no extent on L) are the 2D case, not a slide.
      if (g1 > 0 || g2 > 0) return -1;
      if ((g1 === 0) !== (g2 === 0)) sliding = true;
    }
    if ((starts[k] as number) > tEnter) tEnter = starts[k] as number;
  }
  if (!(tEnter <= tExit) || tEnter > 1) return -1;
  // Starting in contact: strictly overlapped, sliding along or leaving are all null; a hit
  // at t = 0 needs every touching axis heading in (an interval that starts at 0, no slide)
  // and the overlap to last beyond 0.
  if (tEnter < 0 || (tEnter === 0 && (sliding || !(tExit > 0)))) return -1;
  // The normal: the first axis (in axisInto's order) whose interval starts with the last,
  // to within the band: on an edge or a face both boxes share, the target's face wins.
  const tie = tEnter - band / dLen;
  for (let k = 0; k < n; k++) {
    if ((starts[k] as number) >= tie) {
      const s = sides[k] as number;
      Nx = s * (axes[3 * k] as number) + 0;
      Ny = s * (axes[3 * k + 1] as number) + 0;
      Nz = s * (axes[3 * k + 2] as number) + 0;
      break;
    }
  }
  return tEnter;
}

// ---------------------------------------------------------------------------------------
// The point of contact: where the target's feature facing the box (its vertices of largest
// N·x) meets the box's feature facing the target (least N·x), in the contact plane.

/** Below this |u·N| a box's axis lies in the contact plane: its face or edge is a patch. */
const FLAT = 2 ** -30;

/** The two features: up to four vertices each (xyz), in order around a face. */
const FT = new Float64Array(12);
const FM = new Float64Array(12);
let nFT = 0;
let nFM = 0;

/** Polygons for the clipping, and its output. */
const polyA = new Float64Array(48);
const polyB = new Float64Array(48);

/**
 * Writes into `F` the vertices of the box `K` (its center moved to `px, py, pz`) of largest
 * `m·x`, `m` unit, and returns their number: a vertex, an edge (2) or a face (4, in order).
 */
function boxFeature(F: Float64Array, K: Float64Array, px: number, py: number, pz: number, s: number): number {
  // Where the axis is across m, its sign; where it lies in the contact plane, free.
  let bx = px;
  let by = py;
  let bz = pz;
  let f1 = -1;
  let f2 = -1;
  for (let i = 0; i < 3; i++) {
    const ux = K[3 + 3 * i] as number;
    const uy = K[4 + 3 * i] as number;
    const uz = K[5 + 3 * i] as number;
    const h = K[12 + i] as number;
    const um = s * (ux * Nx + uy * Ny + uz * Nz);
    if (h === 0) continue;
    if (Math.abs(um) <= FLAT) {
      if (f1 < 0) f1 = i;
      else f2 = i;
      continue;
    }
    const g = um > 0 ? h : -h;
    bx += g * ux;
    by += g * uy;
    bz += g * uz;
  }
  if (f1 < 0) return putVertex(F, 0, bx, by, bz);
  const ax = (K[12 + f1] as number) * (K[3 + 3 * f1] as number);
  const ay = (K[12 + f1] as number) * (K[4 + 3 * f1] as number);
  const az = (K[12 + f1] as number) * (K[5 + 3 * f1] as number);
  if (f2 < 0) {
    putVertex(F, 0, bx + ax, by + ay, bz + az);
    return putVertex(F, 1, bx - ax, by - ay, bz - az);
  }
  const cx = (K[12 + f2] as number) * (K[3 + 3 * f2] as number);
  const cy = (K[12 + f2] as number) * (K[4 + 3 * f2] as number);
  const cz = (K[12 + f2] as number) * (K[5 + 3 * f2] as number);
  putVertex(F, 0, bx + ax + cx, by + ay + cy, bz + az + cz);
  putVertex(F, 1, bx + ax - cx, by + ay - cy, bz + az - cz);
  putVertex(F, 2, bx - ax - cx, by - ay - cy, bz - az - cz);
  return putVertex(F, 3, bx - ax + cx, by - ay + cy, bz - az + cz);
}

/** Writes vertex `i` of `F` and returns `i + 1`. */
function putVertex(F: Float64Array, i: number, x: number, y: number, z: number): number {
  F[3 * i] = x;
  F[3 * i + 1] = y;
  F[3 * i + 2] = z;
  return i + 1;
}

/** The triangle's vertices of largest N·x (to FLAT of its size), in order a, b, c. */
function triangleFeature(): number {
  const pa = (T[0] as number) * Nx + (T[1] as number) * Ny + (T[2] as number) * Nz;
  const pb = (T[3] as number) * Nx + (T[4] as number) * Ny + (T[5] as number) * Nz;
  const pc = (T[6] as number) * Nx + (T[7] as number) * Ny + (T[8] as number) * Nz;
  const top = Math.max(pa, pb, pc);
  const size = Math.max(Math.abs(pa - pb), Math.abs(pb - pc), Math.abs(pc - pa), maxEdge());
  const floor = top - FLAT * size;
  let n = 0;
  if (pa >= floor) n = putVertex(FT, n, T[0] as number, T[1] as number, T[2] as number);
  if (pb >= floor) n = putVertex(FT, n, T[3] as number, T[4] as number, T[5] as number);
  if (pc >= floor) n = putVertex(FT, n, T[6] as number, T[7] as number, T[8] as number);
  // A degenerate triangle is its segment or its point: so is its feature (a polygon of
  // collinear or equal vertices has no inside to clip by).
  if (n === 3 && crossLength(FT, 0, 1, 2) <= FLAT * size * size) n = farthestPair();
  if (
    n === 2 &&
    length3(
      (FT[3] as number) - (FT[0] as number),
      (FT[4] as number) - (FT[1] as number),
      (FT[5] as number) - (FT[2] as number),
    ) <=
      FLAT * size
  ) {
    n = 1;
  }
  return n;
}

/** `|(F_j − F_i) × (F_k − F_i)|`. */
function crossLength(F: Float64Array, i: number, j: number, k: number): number {
  const ex = (F[3 * j] as number) - (F[3 * i] as number);
  const ey = (F[3 * j + 1] as number) - (F[3 * i + 1] as number);
  const ez = (F[3 * j + 2] as number) - (F[3 * i + 2] as number);
  const fx = (F[3 * k] as number) - (F[3 * i] as number);
  const fy = (F[3 * k + 1] as number) - (F[3 * i + 1] as number);
  const fz = (F[3 * k + 2] as number) - (F[3 * i + 2] as number);
  return length3(ey * fz - ez * fy, ez * fx - ex * fz, ex * fy - ey * fx);
}

/** Keeps in FT[0…5] the two of its three vertices farthest apart; returns 2. */
function farthestPair(): number {
  let bestI = 0;
  let bestJ = 1;
  let best = -1;
  for (let i = 0; i < 3; i++) {
    const j = (i + 1) % 3;
    const l = length3(
      (FT[3 * j] as number) - (FT[3 * i] as number),
      (FT[3 * j + 1] as number) - (FT[3 * i + 1] as number),
      (FT[3 * j + 2] as number) - (FT[3 * i + 2] as number),
    );
    if (l > best) {
      best = l;
      bestI = i;
      bestJ = j;
    }
  }
  const ax = FT[3 * bestI] as number;
  const ay = FT[3 * bestI + 1] as number;
  const az = FT[3 * bestI + 2] as number;
  const bx = FT[3 * bestJ] as number;
  const by = FT[3 * bestJ + 1] as number;
  const bz = FT[3 * bestJ + 2] as number;
  putVertex(FT, 0, ax, ay, az);
  return putVertex(FT, 1, bx, by, bz);
}

function maxEdge(): number {
  return Math.max(
    length3(
      (T[3] as number) - (T[0] as number),
      (T[4] as number) - (T[1] as number),
      (T[5] as number) - (T[2] as number),
    ),
    length3(
      (T[6] as number) - (T[3] as number),
      (T[7] as number) - (T[4] as number),
      (T[8] as number) - (T[5] as number),
    ),
    length3(
      (T[0] as number) - (T[6] as number),
      (T[1] as number) - (T[7] as number),
      (T[2] as number) - (T[8] as number),
    ),
  );
}

/**
 * Writes the hit of the last sweep at `t` into `out`: `center = c + t·d`, the contact
 * point where the two features meet, the normal N, `distance = t·|d|`.
 */
export function writeBoxHit(kind: number, t: number, dx: number, dy: number, dz: number, out: BoxCastHit): void {
  const Cx = (M[0] as number) + t * dx;
  const Cy = (M[1] as number) + t * dy;
  const Cz = (M[2] as number) + t * dz;
  nFT = kind === BOX ? boxFeature(FT, T, T[0] as number, T[1] as number, T[2] as number, 1) : triangleFeature();
  nFM = boxFeature(FM, M, Cx, Cy, Cz, -1);
  const P = out.point;
  contactPointInto(P);
  P.x += 0;
  P.y += 0;
  P.z += 0;
  const N = out.normal;
  N.x = Nx;
  N.y = Ny;
  N.z = Nz;
  const C = out.center;
  C.x = Cx + 0;
  C.y = Cy + 0;
  C.z = Cz + 0;
  out.distance = t * length3(dx, dy, dz);
  out.t = t;
}

/** A point of both features: a vertex of either, the meeting of two edges, or a patch's middle. */
function contactPointInto(P: Vec3): void {
  if (nFT === 1) vertexInto(P, FT, 0);
  else if (nFM === 1) vertexInto(P, FM, 0);
  else if (nFT === 2 && nFM === 2) edgesInto(P);
  else if (nFT === 2) segmentInPolygonInto(P, FT, 0, FM, nFM);
  else if (nFM === 2) segmentInPolygonInto(P, FM, 0, FT, nFT);
  else polygonsInto(P);
}

function vertexInto(P: Vec3, F: Float64Array, i: number): void {
  P.x = F[3 * i] as number;
  P.y = F[3 * i + 1] as number;
  P.z = F[3 * i + 2] as number;
}

/**
 * Two edges in the contact plane: the target edge `a + s·e` at its crossing with the box's
 * edge `b + r·f`, `s = ((b − a) × f)·N / ((e × f)·N)`; parallel edges (overlapping along a
 * stretch): the middle of the stretch.
 */
function edgesInto(P: Vec3): void {
  const ax = FT[0] as number;
  const ay = FT[1] as number;
  const az = FT[2] as number;
  const ex = (FT[3] as number) - ax;
  const ey = (FT[4] as number) - ay;
  const ez = (FT[5] as number) - az;
  const bx = FM[0] as number;
  const by = FM[1] as number;
  const bz = FM[2] as number;
  const fx = (FM[3] as number) - bx;
  const fy = (FM[4] as number) - by;
  const fz = (FM[5] as number) - bz;
  const den = tripleN(ex, ey, ez, fx, fy, fz);
  const eLen = length3(ex, ey, ez);
  const fLen = length3(fx, fy, fz);
  let s: number;
  if (Math.abs(den) > FLAT * eLen * fLen) {
    s = clamp(tripleN(bx - ax, by - ay, bz - az, fx, fy, fz) / den, 0, 1);
  } else {
    // Along one line: the box edge's ends as fractions of the target edge, and the middle
    // of the overlap of [0, 1] with them.
    const e2 = eLen * eLen;
    const s0 = ((bx - ax) * ex + (by - ay) * ey + (bz - az) * ez) / e2;
    const s1 = ((bx + fx - ax) * ex + (by + fy - ay) * ey + (bz + fz - az) * ez) / e2;
    const lo = Math.max(0, Math.min(s0, s1));
    const hi = Math.min(1, Math.max(s0, s1));
    s = clamp((lo + hi) / 2, 0, 1);
  }
  P.x = ax + s * ex;
  P.y = ay + s * ey;
  P.z = az + s * ez;
}

/** `(p × q)·N`. */
function tripleN(px: number, py: number, pz: number, qx: number, qy: number, qz: number): number {
  return (py * qz - pz * qy) * Nx + (pz * qx - px * qz) * Ny + (px * qy - py * qx) * Nz;
}

/** The span [s0, s1] of the last segment clip, s1 < s0 when empty. */
let clipS0 = 0;
let clipS1 = 1;

/**
 * The middle of the part of segment `F[at…]`–`F[at+3…]` inside the polygon `Q` (`m >= 3`
 * vertices) in the contact plane: each edge of Q bounds it by a half-plane `w·(x − q) >= 0`,
 * `w = N × edge` turned inward. Where rounding leaves nothing, the middle of the empty
 * span, clamped onto the segment (the two only touch at a point there).
 */
function segmentInPolygonInto(P: Vec3, F: Float64Array, at: number, Q: Float64Array, m: number): void {
  const px = F[at] as number;
  const py = F[at + 1] as number;
  const pz = F[at + 2] as number;
  const sx = (F[at + 3] as number) - px;
  const sy = (F[at + 4] as number) - py;
  const sz = (F[at + 5] as number) - pz;
  clipSegment(px, py, pz, sx, sy, sz, Q, m);
  const s = clamp((clipS0 + clipS1) / 2, 0, 1);
  P.x = px + s * sx;
  P.y = py + s * sy;
  P.z = pz + s * sz;
}

function clipSegment(
  px: number,
  py: number,
  pz: number,
  sx: number,
  sy: number,
  sz: number,
  Q: Float64Array,
  m: number,
): void {
  let s0 = 0;
  let s1 = 1;
  centroid(Q, m);
  for (let k = 0; k < m; k++) {
    if (!inwardInto(Q, m, k)) continue;
    const qx = Q[3 * k] as number;
    const qy = Q[3 * k + 1] as number;
    const qz = Q[3 * k + 2] as number;
    const alpha = Wx * (px - qx) + Wy * (py - qy) + Wz * (pz - qz);
    const beta = Wx * sx + Wy * sy + Wz * sz;
    if (beta > 0) s0 = Math.max(s0, -alpha / beta);
    else if (beta < 0) s1 = Math.min(s1, -alpha / beta);
  }
  clipS0 = s0;
  clipS1 = s1;
}

/** The inward in-plane normal of the last inwardInto. */
let Wx = 0;
let Wy = 0;
let Wz = 0;
let Gx = 0;
let Gy = 0;
let Gz = 0;

/** The mean of the `m` vertices of `Q`, into G. */
function centroid(Q: Float64Array, m: number): void {
  let x = 0;
  let y = 0;
  let z = 0;
  for (let k = 0; k < m; k++) {
    x += Q[3 * k] as number;
    y += Q[3 * k + 1] as number;
    z += Q[3 * k + 2] as number;
  }
  Gx = x / m;
  Gy = y / m;
  Gz = z / m;
}

/**
 * W = N × (edge k of Q), turned toward Q's centroid G (centroid(Q) first); false for an
 * edge of no length, which bounds nothing.
 */
function inwardInto(Q: Float64Array, m: number, k: number): boolean {
  const j = (k + 1) % m;
  const qx = Q[3 * k] as number;
  const qy = Q[3 * k + 1] as number;
  const qz = Q[3 * k + 2] as number;
  const ex = (Q[3 * j] as number) - qx;
  const ey = (Q[3 * j + 1] as number) - qy;
  const ez = (Q[3 * j + 2] as number) - qz;
  let wx = Ny * ez - Nz * ey;
  let wy = Nz * ex - Nx * ez;
  let wz = Nx * ey - Ny * ex;
  if (wx === 0 && wy === 0 && wz === 0) return false;
  if (wx * (Gx - qx) + wy * (Gy - qy) + wz * (Gz - qz) < 0) {
    wx = -wx;
    wy = -wy;
    wz = -wz;
  }
  Wx = wx;
  Wy = wy;
  Wz = wz;
  return true;
}

/**
 * Face on face: the box's face clipped by the target's (Sutherland–Hodgman, each edge of
 * the target's face a half-plane), and the mean of the clipped polygon's vertices, a point
 * of the patch. Faces that meet only along a boundary (a box sliding over a face into the
 * edge beside it) can be clipped to nothing by rounding: then again with each half-plane
 * widened by 2^-40 of the features' span, which keeps that boundary.
 */
function polygonsInto(P: Vec3): void {
  let count = clipPolygons(0);
  if (count === 0) count = clipPolygons(ON_SURFACE * featureSpan());
  if (count === 0) {
    // Not met even so (rounding beyond that): the box's face, its middle.
    for (let i = 0; i < 3 * nFM; i++) clipOut[i] = FM[i] as number;
    count = nFM;
  }
  centroid(clipOut, count);
  P.x = Gx;
  P.y = Gy;
  P.z = Gz;
}

/** The polygon clipPolygons leaves. */
let clipOut = polyA;

/**
 * FM clipped by the half-planes of FT's edges, each widened by `slack·|W|`; returns the
 * number of vertices left, in clipOut.
 */
function clipPolygons(slack: number): number {
  let src = polyA;
  let dst = polyB;
  let count = nFM;
  for (let i = 0; i < 3 * nFM; i++) src[i] = FM[i] as number;
  centroid(FT, nFT);
  for (let k = 0; k < nFT && count > 0; k++) {
    if (!inwardInto(FT, nFT, k)) continue;
    const qx = FT[3 * k] as number;
    const qy = FT[3 * k + 1] as number;
    const qz = FT[3 * k + 2] as number;
    const e = slack * length3(Wx, Wy, Wz);
    let out = 0;
    for (let i = 0; i < count; i++) {
      const j = (i + 1) % count;
      const ax = src[3 * i] as number;
      const ay = src[3 * i + 1] as number;
      const az = src[3 * i + 2] as number;
      const bx = src[3 * j] as number;
      const by = src[3 * j + 1] as number;
      const bz = src[3 * j + 2] as number;
      const da = Wx * (ax - qx) + Wy * (ay - qy) + Wz * (az - qz) + e;
      const db = Wx * (bx - qx) + Wy * (by - qy) + Wz * (bz - qz) + e;
      if (da >= 0) out = putVertex(dst, out, ax, ay, az);
      // A crossing strictly between the two (an end on the line is kept, not repeated).
      if ((da > 0 && db < 0) || (da < 0 && db > 0)) {
        const s = da / (da - db);
        out = putVertex(dst, out, ax + s * (bx - ax), ay + s * (by - ay), az + s * (bz - az));
      }
    }
    count = out;
    const swap = src;
    src = dst;
    dst = swap;
  }
  clipOut = src;
  return count;
}

/** The largest coordinate difference between FT's first vertex and any vertex of FT or FM. */
function featureSpan(): number {
  const x = FT[0] as number;
  const y = FT[1] as number;
  const z = FT[2] as number;
  let span = 0;
  for (let i = 0; i < nFT; i++) {
    span = Math.max(
      span,
      maxAbs3((FT[3 * i] as number) - x, (FT[3 * i + 1] as number) - y, (FT[3 * i + 2] as number) - z),
    );
  }
  for (let i = 0; i < nFM; i++) {
    span = Math.max(
      span,
      maxAbs3((FM[3 * i] as number) - x, (FM[3 * i + 1] as number) - y, (FM[3 * i + 2] as number) - z),
    );
  }
  return span;
}

/**
 * Writes the hit of a box moving by `d` on the plane of unit normal `(nx, ny, nz)` and
 * offset `k` (the points with `n·x + k = 0`) at `t`, `side` (±1) the box's side of it: the
 * normal `side·n`; the point the middle of the box's feature facing the plane (a vertex,
 * an edge or a face lying on it), carried onto the plane.
 */
export function writePlaneHit(
  t: number,
  dx: number,
  dy: number,
  dz: number,
  nx: number,
  ny: number,
  nz: number,
  k: number,
  side: number,
  out: BoxCastHit,
): void {
  Nx = side * nx + 0;
  Ny = side * ny + 0;
  Nz = side * nz + 0;
  const Cx = (M[0] as number) + t * dx;
  const Cy = (M[1] as number) + t * dy;
  const Cz = (M[2] as number) + t * dz;
  nFM = boxFeature(FM, M, Cx, Cy, Cz, -1);
  centroid(FM, nFM);
  const off = nx * Gx + ny * Gy + nz * Gz + k;
  const P = out.point;
  P.x = Gx - off * nx + 0;
  P.y = Gy - off * ny + 0;
  P.z = Gz - off * nz + 0;
  const N = out.normal;
  N.x = Nx;
  N.y = Ny;
  N.z = Nz;
  const C = out.center;
  C.x = Cx + 0;
  C.y = Cy + 0;
  C.z = Cz + 0;
  out.distance = t * length3(dx, dy, dz);
  out.t = t;
}

/** The moving box's radius on the unit axis `(nx, ny, nz)`: `Σ h_i·|u_i·n|`. */
export function radiusOn(nx: number, ny: number, nz: number): number {
  return (
    (M[12] as number) * Math.abs((M[3] as number) * nx + (M[4] as number) * ny + (M[5] as number) * nz) +
    (M[13] as number) * Math.abs((M[6] as number) * nx + (M[7] as number) * ny + (M[8] as number) * nz) +
    (M[14] as number) * Math.abs((M[9] as number) * nx + (M[10] as number) * ny + (M[11] as number) * nz)
  );
}
