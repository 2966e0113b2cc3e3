// The tree `computeBoundsTree` hangs on a geometry: a bounding volume hierarchy over the
// triangles three.js's raycast tests (geometry.ts), in the geometry's own frame, and the
// walks the drop-in raycast makes of it — every hit of a segment, or the first one facing
// the right way. Each triangle is decided by raycastTriangle's exact kernel
// (triangleEntry), so a segment that crosses a closed mesh through an edge or a vertex
// hits a triangle of it; a box only rejects what cannot be hit.
import { entrySide, triangleEntry } from '../raycast/triangle.ts';
import type { GeometryTriangles } from './geometry.ts';

/** The most triangles a leaf holds. */
const LEAF = 8;

/**
 * How much each node's box is grown beyond the exact bounds of its triangles, relative to
 * the box's own magnitude: the slab test's rounding never rejects a point on a face,
 * edge or corner of the box (see `slabEntry` for the part relative to the segment).
 */
const BOX_PAD = 2 ** -40;

/** The sides three.js's materials take: `FrontSide`, `BackSide`, `DoubleSide`. */
export const FRONT_SIDE = 0;
export const BACK_SIDE = 1;
export const DOUBLE_SIDE = 2;

/** A geometry's triangles with their hierarchy. */
export interface BoundsTree extends GeometryTriangles {
  /** Triangles in leaf order: leaf `first…first+count` covers `order[first…]`. */
  readonly order: Uint32Array;
  /** Per node: `min xyz, max xyz`, grown by BOX_PAD. */
  readonly bounds: Float64Array;
  /** Per node: `[first, count]` for a leaf, `[right child, -1]` for an inner node (its left child is the next node). */
  readonly nodes: Int32Array;
}

/** Builds the hierarchy over `tris` (median splits along the longest axis of the centers). */
export function buildBoundsTree(tris: GeometryTriangles): BoundsTree {
  const P = tris.positions;
  const I = tris.indices;
  const count = I.length / 3;
  // Each triangle's box, and twice its center (min + max) to split on.
  const boxes = new Float64Array(6 * count);
  const centers = new Float64Array(3 * count);
  for (let k = 0; k < count; k++) {
    for (let axis = 0; axis < 3; axis++) {
      const a = P[3 * (I[3 * k] as number) + axis] as number;
      const b = P[3 * (I[3 * k + 1] as number) + axis] as number;
      const c = P[3 * (I[3 * k + 2] as number) + axis] as number;
      const lo = Math.min(a, b, c);
      const hi = Math.max(a, b, c);
      boxes[6 * k + axis] = lo;
      boxes[6 * k + 3 + axis] = hi;
      centers[3 * k + axis] = lo + hi;
    }
  }
  const order = new Uint32Array(count);
  for (let k = 0; k < count; k++) order[k] = k;
  // Every split leaves at least LEAF / 2 triangles a side, so this many nodes suffice.
  const capacity = 2 * Math.ceil(count / (LEAF / 2)) + 1;
  const bounds = new Float64Array(6 * capacity);
  const nodes = new Int32Array(2 * capacity);
  let used = 0;

  const build = (first: number, end: number): void => {
    const node = used++;
    let loX = Infinity;
    let loY = Infinity;
    let loZ = Infinity;
    let hiX = -Infinity;
    let hiY = -Infinity;
    let hiZ = -Infinity;
    let cLoX = Infinity;
    let cLoY = Infinity;
    let cLoZ = Infinity;
    let cHiX = -Infinity;
    let cHiY = -Infinity;
    let cHiZ = -Infinity;
    for (let i = first; i < end; i++) {
      const k = order[i] as number;
      loX = Math.min(loX, boxes[6 * k] as number);
      loY = Math.min(loY, boxes[6 * k + 1] as number);
      loZ = Math.min(loZ, boxes[6 * k + 2] as number);
      hiX = Math.max(hiX, boxes[6 * k + 3] as number);
      hiY = Math.max(hiY, boxes[6 * k + 4] as number);
      hiZ = Math.max(hiZ, boxes[6 * k + 5] as number);
      const cx = centers[3 * k] as number;
      const cy = centers[3 * k + 1] as number;
      const cz = centers[3 * k + 2] as number;
      cLoX = Math.min(cLoX, cx);
      cLoY = Math.min(cLoY, cy);
      cLoZ = Math.min(cLoZ, cz);
      cHiX = Math.max(cHiX, cx);
      cHiY = Math.max(cHiY, cy);
      cHiZ = Math.max(cHiZ, cz);
    }
    if (end === first) {
      // Only the root of an empty tree: a box no segment enters.
      loX = loY = loZ = Infinity;
      hiX = hiY = hiZ = -Infinity;
    }
    const pad =
      BOX_PAD *
      (Math.max(Math.abs(loX), Math.abs(hiX)) +
        Math.max(Math.abs(loY), Math.abs(hiY)) +
        Math.max(Math.abs(loZ), Math.abs(hiZ)));
    const o = 6 * node;
    bounds[o] = loX - pad;
    bounds[o + 1] = loY - pad;
    bounds[o + 2] = loZ - pad;
    bounds[o + 3] = hiX + pad;
    bounds[o + 4] = hiY + pad;
    bounds[o + 5] = hiZ + pad;
    if (end - first <= LEAF) {
      nodes[2 * node] = first;
      nodes[2 * node + 1] = end - first;
      return;
    }
    const ex = cHiX - cLoX;
    const ey = cHiY - cLoY;
    const ez = cHiZ - cLoZ;
    const axis = ex >= ey && ex >= ez ? 0 : ey >= ez ? 1 : 2;
    const mid = (first + end) >>> 1;
    // All centers equal: any half is as good as another, so the order as it is.
    if (Math.max(ex, ey, ez) > 0) select(order, centers, axis, first, end - 1, mid);
    nodes[2 * node + 1] = -1;
    build(first, mid);
    nodes[2 * node] = used;
    build(mid, end);
  };
  build(0, count);
  return { ...tris, order, bounds: bounds.slice(0, 6 * used), nodes: nodes.slice(0, 2 * used) };
}

/**
 * Reorders `order[lo…hi]` so that `order[k]` is the triangle whose center would be there
 * sorted along `axis`, those before it no greater and those after no less (Hoare's select).
 */
function select(order: Uint32Array, centers: Float64Array, axis: number, lo: number, hi: number, k: number): void {
  while (hi > lo) {
    const pivot = centers[3 * (order[(lo + hi) >>> 1] as number) + axis] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((centers[3 * (order[i] as number) + axis] as number) < pivot) i++;
      while ((centers[3 * (order[j] as number) + axis] as number) > pivot) j--;
      if (i <= j) {
        const s = order[i] as number;
        order[i] = order[j] as number;
        order[j] = s;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * The `t` at which the segment `A + t·AB` enters node `o`'s box grown by `R` (each side),
 * or Infinity; `ix, iy, iz = 1/AB`. A coordinate the segment does not move along gives
 * ±Infinity, or NaN for a start exactly on the grown face, which the comparisons skip.
 */
function slabEntry(
  b: Float64Array,
  o: number,
  R: number,
  Ax: number,
  Ay: number,
  Az: number,
  ix: number,
  iy: number,
  iz: number,
  tMax: number,
): number {
  let tNear = 0;
  let tFar = tMax;
  let t0 = ((b[o] as number) - R - Ax) * ix;
  let t1 = ((b[o + 3] as number) + R - Ax) * ix;
  if (t0 > t1) {
    const s = t0;
    t0 = t1;
    t1 = s;
  }
  if (t0 > tNear) tNear = t0;
  if (t1 < tFar) tFar = t1;
  t0 = ((b[o + 1] as number) - R - Ay) * iy;
  t1 = ((b[o + 4] as number) + R - Ay) * iy;
  if (t0 > t1) {
    const s = t0;
    t0 = t1;
    t1 = s;
  }
  if (t0 > tNear) tNear = t0;
  if (t1 < tFar) tFar = t1;
  t0 = ((b[o + 2] as number) - R - Az) * iz;
  t1 = ((b[o + 5] as number) + R - Az) * iz;
  if (t0 > t1) {
    const s = t0;
    t0 = t1;
    t1 = s;
  }
  if (t0 > tNear) tNear = t0;
  if (t1 < tFar) tFar = t1;
  return tNear <= tFar ? tNear : Infinity;
}

/** The hits of the last walk: triangle (index into the tree's triangles), `t` and side (±1, entrySide). */
export const walkHits = {
  count: 0,
  triangle: new Int32Array(64),
  t: new Float64Array(64),
  side: new Int8Array(64),
};

function pushHit(k: number, t: number, side: number): void {
  const h = walkHits;
  if (h.count === h.t.length) {
    const triangle = new Int32Array(2 * h.count);
    triangle.set(h.triangle);
    const ts = new Float64Array(2 * h.count);
    ts.set(h.t);
    const sides = new Int8Array(2 * h.count);
    sides.set(h.side);
    h.triangle = triangle;
    h.t = ts;
    h.side = sides;
  }
  h.triangle[h.count] = k;
  h.t[h.count] = t;
  h.side[h.count] = side;
  h.count++;
}

let stack = new Int32Array(64);

/**
 * Walks the tree along the segment `A -> B`. With `firstOnly`, keeps the one nearest hit
 * with `t >= tMin` on a triangle the draw range draws and whose side `side` shows (ties to
 * the smaller start); otherwise every hit of every triangle, whatever its side, drawn or
 * not (the caller filters by material). Results in walkHits.
 */
export function walkSegment(
  tree: BoundsTree,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  firstOnly: boolean,
  side: number,
  tMin: number,
): void {
  walkHits.count = 0;
  const P = tree.positions;
  const I = tree.indices;
  const order = tree.order;
  const bounds = tree.bounds;
  const nodes = tree.nodes;
  const drawn = tree.drawn;
  const starts = tree.starts;
  const ABx = Bx - Ax;
  const ABy = By - Ay;
  const ABz = Bz - Az;
  const ix = 1 / ABx;
  const iy = 1 / ABy;
  const iz = 1 / ABz;
  // The slab test's rounding relative to the segment's own magnitude (BOX_PAD covers the box's).
  const R = 2 ** -44 * (Math.abs(Ax) + Math.abs(Ay) + Math.abs(Az) + Math.abs(Bx) + Math.abs(By) + Math.abs(Bz));
  let bestT = 1;
  let bestK = -1;
  let bestSide = 1;
  if (slabEntry(bounds, 0, R, Ax, Ay, Az, ix, iy, iz, 1) > 1) return;
  stack[0] = 0;
  let sp = 1;
  while (sp > 0) {
    const node = stack[--sp] as number;
    const count = nodes[2 * node + 1] as number;
    if (count >= 0) {
      const first = nodes[2 * node] as number;
      for (let i = first; i < first + count; i++) {
        const k = order[i] as number;
        if (firstOnly && drawn[k] === 0) continue;
        const a = 3 * (I[3 * k] as number);
        const b = 3 * (I[3 * k + 1] as number);
        const c = 3 * (I[3 * k + 2] as number);
        const t = triangleEntry(
          Ax,
          Ay,
          Az,
          Bx,
          By,
          Bz,
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
        if (t < 0) continue;
        if (!firstOnly) {
          pushHit(k, t, entrySide);
          continue;
        }
        // Moving along the normal (entrySide 1) is seeing the back of the face.
        if ((side === FRONT_SIDE && entrySide > 0) || (side === BACK_SIDE && entrySide < 0) || t < tMin) continue;
        if (t < bestT || (t === bestT && (bestK < 0 || (starts[k] as number) < (starts[bestK] as number)))) {
          bestT = t;
          bestK = k;
          bestSide = entrySide;
        }
      }
      continue;
    }
    const left = node + 1;
    const right = nodes[2 * node] as number;
    const tl = slabEntry(bounds, 6 * left, R, Ax, Ay, Az, ix, iy, iz, bestT);
    const tr = slabEntry(bounds, 6 * right, R, Ax, Ay, Az, ix, iy, iz, bestT);
    if (sp + 2 > stack.length) {
      const grown = new Int32Array(2 * stack.length);
      grown.set(stack);
      stack = grown;
    }
    // The nearer child on top, so that the first hits found bound the rest.
    if (tl <= tr) {
      if (tr <= bestT) stack[sp++] = right;
      if (tl <= bestT) stack[sp++] = left;
    } else {
      if (tl <= bestT) stack[sp++] = left;
      if (tr <= bestT) stack[sp++] = right;
    }
  }
  if (bestK >= 0) pushHit(bestK, bestT, bestSide);
}
