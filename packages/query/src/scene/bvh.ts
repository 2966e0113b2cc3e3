// The bounding volume hierarchy a mesh keeps over its triangles: built once by the binned
// surface-area heuristic, stored as flat typed arrays (no object per node), and the
// outward rounding that lets its boxes be 32-bit floats without ever shrinking below
// what they bound.
//
// Layout, node i (depth first: the left child of an inner node is i + 1):
//   bounds[6i…6i+5]  min x, y, z, max x, y, z (Float32, rounded outward)
//   nodes[2i]        an inner node: its right child; a leaf: its first primitive in `order`
//   nodes[2i + 1]    -1 for an inner node; a leaf: how many primitives it holds (0 or more)

/** Bins per axis of the binned SAH: 16 measured as good as 32 on the bench meshes, and faster. */
const BINS = 16;

/**
 * The SAH's cost of visiting an inner node (two box tests), relative to testing one
 * primitive. Measured on the bunny and the torus knot (CPU time, leaves of at most 4, 8
 * or 16): 1 gave leaves of one or two triangles, 59 bytes per triangle and the slowest
 * build; 4 (with leaves of at most 8) 33 bytes per triangle, a 20 % faster build, and ns
 * per ray within the machine's noise of the others.
 */
const TRAVERSAL_COST = 4;

/** The largest float32. */
const FLOAT32_MAX = 3.4028234663852886e38;

/** Scratch for stepping a float32 by one ulp through its bits. */
const f32 = new Float32Array(1);
const i32 = new Int32Array(f32.buffer);

/** The largest float32 that is <= x (x a double): a box's min stored in 32 bits. */
export function down32(x: number): number {
  const f = Math.fround(x);
  if (f <= x) return f;
  if (f === Infinity) return FLOAT32_MAX;
  if (f === 0) return -(2 ** -149);
  // One float32 step toward -Infinity: the bits, as an integer, step down for a positive
  // float and up for a negative one.
  f32[0] = f;
  i32[0] = (i32[0] as number) + (f > 0 ? -1 : 1);
  return f32[0];
}

/** The smallest float32 that is >= x: a box's max stored in 32 bits. */
export function up32(x: number): number {
  return -down32(-x);
}

/** A built hierarchy: its nodes, and the order of the primitives its leaves cover. */
export interface Hierarchy {
  bounds: Float32Array;
  nodes: Int32Array;
  /** The primitives, leaf by leaf: a leaf covers order[first … first + count - 1]. */
  order: Int32Array;
  /** The SAH cost of the tree as built, per unit of the root's area. */
  cost: number;
}

/**
 * Builds the hierarchy of `n` primitives whose boxes are `boxes[6k…6k+5]` (min then max),
 * with at most `maxLeaf` primitives per leaf: top down, each node split where the
 * surface-area heuristic, evaluated on `BINS` bins of the centroids along each axis, is
 * least, or made a leaf where that is cheaper than any split. O(n log n): each level
 * bins and partitions its primitives once.
 */
export function buildHierarchy(boxes: Float64Array, n: number, maxLeaf: number): Hierarchy {
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[k] = k;
  const centroids = new Float64Array(3 * n);
  for (let k = 0; k < n; k++) {
    centroids[3 * k] = ((boxes[6 * k] as number) + (boxes[6 * k + 3] as number)) / 2;
    centroids[3 * k + 1] = ((boxes[6 * k + 1] as number) + (boxes[6 * k + 4] as number)) / 2;
    centroids[3 * k + 2] = ((boxes[6 * k + 2] as number) + (boxes[6 * k + 5] as number)) / 2;
  }
  // At most 2n - 1 nodes; trimmed to the count used at the end.
  const capacity = Math.max(1, 2 * n - 1);
  const b = new Builder(boxes, centroids, order, maxLeaf, capacity);
  if (n === 0) {
    // An empty leaf whose box (min +Infinity, max -Infinity) nothing meets.
    b.bounds.fill(Infinity, 0, 3);
    b.bounds.fill(-Infinity, 3, 6);
    b.nodes[0] = 0;
    b.nodes[1] = 0;
    b.count = 1;
  } else {
    b.build(0, n);
  }
  const count = b.count;
  const bounds = b.bounds.slice(0, 6 * count);
  const nodes = b.nodes.slice(0, 2 * count);
  return { bounds, nodes, order, cost: sahCost(bounds, nodes, count) };
}

/** Half the surface area of the box `min, max` (the SAH only compares areas). */
function halfArea(dx: number, dy: number, dz: number): number {
  return dx * dy + dy * dz + dz * dx;
}

/**
 * The SAH cost of a built tree over its root's area: the sum over inner nodes of their
 * area times TRAVERSAL_COST and over leaves of their area times their primitives.
 */
function sahCost(bounds: Float32Array, nodes: Int32Array, count: number): number {
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const o = 6 * i;
    const a = halfArea(
      (bounds[o + 3] as number) - (bounds[o] as number),
      (bounds[o + 4] as number) - (bounds[o + 1] as number),
      (bounds[o + 5] as number) - (bounds[o + 2] as number),
    );
    const leafCount = nodes[2 * i + 1] as number;
    sum += a * (leafCount >= 0 ? leafCount : TRAVERSAL_COST);
  }
  const root = halfArea(
    (bounds[3] as number) - (bounds[0] as number),
    (bounds[4] as number) - (bounds[1] as number),
    (bounds[5] as number) - (bounds[2] as number),
  );
  return root > 0 ? sum / root : sum;
}

/** The state of one build: the arrays it fills and its scratch bins. */
class Builder {
  count = 0;
  readonly bounds: Float32Array;
  readonly nodes: Int32Array;
  private readonly binBoxes = new Float64Array(6 * 3 * BINS);
  private readonly binCounts = new Int32Array(3 * BINS);
  private readonly rightAreas = new Float64Array(BINS);
  private readonly rightCounts = new Int32Array(BINS);

  constructor(
    private readonly boxes: Float64Array,
    private readonly centroids: Float64Array,
    private readonly order: Int32Array,
    private readonly maxLeaf: number,
    capacity: number,
  ) {
    this.bounds = new Float32Array(6 * capacity);
    this.nodes = new Int32Array(2 * capacity);
  }

  /**
   * Builds the subtree of order[start…end - 1], depth first with a stack of its own (a
   * recursive build deoptimized V8's code of it a thousand times on the bunny: the code
   * after the recursive call had no type feedback when the first leaf was reached).
   */
  build(start: number, end: number): void {
    // Tasks: start, end, and the inner node whose right child the task is (-1: none).
    const tasks = [start, end, -1];
    while (tasks.length > 0) {
      const parent = tasks.pop() as number;
      const e = tasks.pop() as number;
      const s = tasks.pop() as number;
      const node = this.count++;
      if (parent >= 0) this.nodes[2 * parent] = node;
      const split = this.node(node, s, e);
      if (split < 0) continue;
      // The left child next (it becomes node + 1), the right one after its subtree.
      tasks.push(split, e, node, s, split, -1);
    }
  }

  /**
   * Sets node `node`'s box to that of order[start…end - 1] and makes it a leaf (returns
   * -1) or an inner node split at the returned index.
   */
  private node(node: number, start: number, end: number): number {
    const { boxes, centroids, order, bounds, nodes } = this;
    let minX = Infinity;
    let minY = Infinity;
    let minZ = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let maxZ = -Infinity;
    let cminX = Infinity;
    let cminY = Infinity;
    let cminZ = Infinity;
    let cmaxX = -Infinity;
    let cmaxY = -Infinity;
    let cmaxZ = -Infinity;
    for (let k = start; k < end; k++) {
      const p = order[k] as number;
      const o = 6 * p;
      minX = Math.min(minX, boxes[o] as number);
      minY = Math.min(minY, boxes[o + 1] as number);
      minZ = Math.min(minZ, boxes[o + 2] as number);
      maxX = Math.max(maxX, boxes[o + 3] as number);
      maxY = Math.max(maxY, boxes[o + 4] as number);
      maxZ = Math.max(maxZ, boxes[o + 5] as number);
      const cx = centroids[3 * p] as number;
      const cy = centroids[3 * p + 1] as number;
      const cz = centroids[3 * p + 2] as number;
      cminX = Math.min(cminX, cx);
      cminY = Math.min(cminY, cy);
      cminZ = Math.min(cminZ, cz);
      cmaxX = Math.max(cmaxX, cx);
      cmaxY = Math.max(cmaxY, cy);
      cmaxZ = Math.max(cmaxZ, cz);
    }
    const o = 6 * node;
    bounds[o] = down32(minX);
    bounds[o + 1] = down32(minY);
    bounds[o + 2] = down32(minZ);
    bounds[o + 3] = up32(maxX);
    bounds[o + 4] = up32(maxY);
    bounds[o + 5] = up32(maxZ);
    const n = end - start;
    const split =
      n > 1
        ? this.split(start, end, cminX, cminY, cminZ, cmaxX, cmaxY, cmaxZ, maxX - minX, maxY - minY, maxZ - minZ)
        : -1;
    nodes[2 * node] = start;
    nodes[2 * node + 1] = split < 0 ? n : -1;
    return split;
  }

  /**
   * Where to split order[start…end - 1]: the index of the first primitive of the right
   * half after partitioning, or -1 for a leaf. The SAH over BINS bins per axis; a range
   * that must be split (more than maxLeaf) but whose centroids all coincide on the best
   * axis is halved by count.
   */
  private split(
    start: number,
    end: number,
    cminX: number,
    cminY: number,
    cminZ: number,
    cmaxX: number,
    cmaxY: number,
    cmaxZ: number,
    dx: number,
    dy: number,
    dz: number,
  ): number {
    const n = end - start;
    const { boxes, centroids, order, binBoxes, binCounts, rightAreas, rightCounts } = this;
    let bestCost = Infinity;
    let bestAxis = -1;
    let bestBin = 0;
    // One pass over the primitives bins them along all three axes at once (bins of axis
    // a at 6·BINS·a): each box is read once, not three times.
    binCounts.fill(0);
    for (let j = 0; j < 3 * BINS; j++) {
      binBoxes[6 * j] = Infinity;
      binBoxes[6 * j + 1] = Infinity;
      binBoxes[6 * j + 2] = Infinity;
      binBoxes[6 * j + 3] = -Infinity;
      binBoxes[6 * j + 4] = -Infinity;
      binBoxes[6 * j + 5] = -Infinity;
    }
    const sx = cmaxX > cminX ? BINS / (cmaxX - cminX) : 0;
    const sy = cmaxY > cminY ? BINS / (cmaxY - cminY) : 0;
    const sz = cmaxZ > cminZ ? BINS / (cmaxZ - cminZ) : 0;
    for (let k = start; k < end; k++) {
      const p = order[k] as number;
      const o = 6 * p;
      const x0 = boxes[o] as number;
      const y0 = boxes[o + 1] as number;
      const z0 = boxes[o + 2] as number;
      const x1 = boxes[o + 3] as number;
      const y1 = boxes[o + 4] as number;
      const z1 = boxes[o + 5] as number;
      for (let axis = 0; axis < 3; axis++) {
        const lo = axis === 0 ? cminX : axis === 1 ? cminY : cminZ;
        const scale = axis === 0 ? sx : axis === 1 ? sy : sz;
        const j = axis * BINS + Math.min(BINS - 1, Math.floor(((centroids[3 * p + axis] as number) - lo) * scale));
        binCounts[j] = (binCounts[j] as number) + 1;
        const q = 6 * j;
        if (x0 < (binBoxes[q] as number)) binBoxes[q] = x0;
        if (y0 < (binBoxes[q + 1] as number)) binBoxes[q + 1] = y0;
        if (z0 < (binBoxes[q + 2] as number)) binBoxes[q + 2] = z0;
        if (x1 > (binBoxes[q + 3] as number)) binBoxes[q + 3] = x1;
        if (y1 > (binBoxes[q + 4] as number)) binBoxes[q + 4] = y1;
        if (z1 > (binBoxes[q + 5] as number)) binBoxes[q + 5] = z1;
      }
    }
    for (let axis = 0; axis < 3; axis++) {
      const lo = axis === 0 ? cminX : axis === 1 ? cminY : cminZ;
      const hi = axis === 0 ? cmaxX : axis === 1 ? cmaxY : cmaxZ;
      if (!(hi > lo)) continue;
      const base = axis * BINS;
      // Sweep from the right: the area and count of bins j…BINS-1.
      let rx0 = Infinity;
      let ry0 = Infinity;
      let rz0 = Infinity;
      let rx1 = -Infinity;
      let ry1 = -Infinity;
      let rz1 = -Infinity;
      let rc = 0;
      for (let j = BINS - 1; j > 0; j--) {
        const q = 6 * (base + j);
        rx0 = Math.min(rx0, binBoxes[q] as number);
        ry0 = Math.min(ry0, binBoxes[q + 1] as number);
        rz0 = Math.min(rz0, binBoxes[q + 2] as number);
        rx1 = Math.max(rx1, binBoxes[q + 3] as number);
        ry1 = Math.max(ry1, binBoxes[q + 4] as number);
        rz1 = Math.max(rz1, binBoxes[q + 5] as number);
        rc += binCounts[base + j] as number;
        rightCounts[j] = rc;
        rightAreas[j] = rc > 0 ? halfArea(rx1 - rx0, ry1 - ry0, rz1 - rz0) : 0;
      }
      // Sweep from the left, the split between bin j - 1 and bin j.
      let lx0 = Infinity;
      let ly0 = Infinity;
      let lz0 = Infinity;
      let lx1 = -Infinity;
      let ly1 = -Infinity;
      let lz1 = -Infinity;
      let lc = 0;
      for (let j = 1; j < BINS; j++) {
        const q = 6 * (base + j - 1);
        lx0 = Math.min(lx0, binBoxes[q] as number);
        ly0 = Math.min(ly0, binBoxes[q + 1] as number);
        lz0 = Math.min(lz0, binBoxes[q + 2] as number);
        lx1 = Math.max(lx1, binBoxes[q + 3] as number);
        ly1 = Math.max(ly1, binBoxes[q + 4] as number);
        lz1 = Math.max(lz1, binBoxes[q + 5] as number);
        lc += binCounts[base + j - 1] as number;
        const r = rightCounts[j] as number;
        if (lc === 0 || r === 0) continue;
        const cost = lc * halfArea(lx1 - lx0, ly1 - ly0, lz1 - lz0) + r * (rightAreas[j] as number);
        if (cost < bestCost) {
          bestCost = cost;
          bestAxis = axis;
          bestBin = j;
        }
      }
    }
    const area = halfArea(dx, dy, dz);
    if (bestAxis < 0) {
      // Every centroid in one point: no plane separates them.
      return n > this.maxLeaf ? start + (n >> 1) : -1;
    }
    // Leaf cost n·area against TRAVERSAL_COST·area + the split's cost (both in units of
    // one primitive test, areas relative to this node's).
    if (n <= this.maxLeaf && n * area <= TRAVERSAL_COST * area + bestCost) return -1;
    const lo = bestAxis === 0 ? cminX : bestAxis === 1 ? cminY : cminZ;
    const hi = bestAxis === 0 ? cmaxX : bestAxis === 1 ? cmaxY : cmaxZ;
    const scale = BINS / (hi - lo);
    // Partition: primitives of bins < bestBin to the left.
    let i = start;
    let j = end - 1;
    while (i <= j) {
      const p = order[i] as number;
      const bin = Math.min(BINS - 1, Math.floor(((centroids[3 * p + bestAxis] as number) - lo) * scale));
      if (bin < bestBin) {
        i++;
      } else {
        order[i] = order[j] as number;
        order[j] = p;
        j--;
      }
    }
    return i;
  }
}
