// The scene's first level: a hierarchy over its shapes (a mesh is one shape, its box the
// root of its own triangle hierarchy) that changes as shapes come, move and go. Built by
// the binned SAH (bvh.ts) when many shapes arrive at once; a single shape is inserted
// where it enlarges the tree least, removed by splicing its sibling into its parent's
// place, and moved by refitting the boxes above it. Its SAH cost is kept up to date, so
// that the scene can rebuild once moves have made the tree much worse than built.
//
// Nodes in flat typed arrays: box[6i…6i+5] (min, max; Float32, rounded outward),
// left[i], right[i], parent[i] (-1 for none), shape[i] (a leaf's shape id, -1 for an
// inner node). Freed nodes are chained through parent[].
import { buildHierarchy, down32, up32 } from './bvh.ts';

export class ShapeTree {
  box = new Float32Array(6 * 16);
  left = new Int32Array(16);
  right = new Int32Array(16);
  parent = new Int32Array(16);
  shape = new Int32Array(16);
  root = -1;
  private free = -1;
  private used = 0;
  /** Sum of the inner nodes' half areas: the SAH cost of the tree times its root's area. */
  private innerArea = 0;
  /** innerArea / root area when last built. */
  builtCost = 1;

  /** Nodes in use. */
  get nodeCount(): number {
    let n = 0;
    for (let i = 0; i < this.used; i++) if (this.shape[i] !== -2) n++;
    return n;
  }

  /** Bytes the tree's arrays hold. */
  get bytes(): number {
    return (
      this.box.byteLength +
      this.left.byteLength +
      this.right.byteLength +
      this.parent.byteLength +
      this.shape.byteLength
    );
  }

  /** The SAH cost now (inner nodes' areas over the root's): the measure of degradation. */
  get cost(): number {
    if (this.root < 0 || this.shape[this.root] !== -1) return 1;
    const a = this.area(this.root);
    return a > 0 ? this.innerArea / a : 1;
  }

  private area(i: number): number {
    const b = this.box;
    const o = 6 * i;
    const dx = (b[o + 3] as number) - (b[o] as number);
    const dy = (b[o + 4] as number) - (b[o + 1] as number);
    const dz = (b[o + 5] as number) - (b[o + 2] as number);
    const a = dx * dy + dy * dz + dz * dx;
    // An empty box (an empty mesh) has no area; overflowed boxes count as large.
    return a > 0 ? (a < Infinity ? a : 1e300) : 0;
  }

  private allocate(): number {
    let i = this.free;
    if (i >= 0) {
      this.free = this.parent[i] as number;
    } else {
      if (this.used === this.left.length) this.grow();
      i = this.used++;
    }
    this.left[i] = -1;
    this.right[i] = -1;
    this.parent[i] = -1;
    this.shape[i] = -1;
    return i;
  }

  private release(i: number): void {
    this.shape[i] = -2;
    this.parent[i] = this.free;
    this.free = i;
  }

  private grow(): void {
    const n = 2 * this.left.length;
    const box = new Float32Array(6 * n);
    box.set(this.box);
    this.box = box;
    for (const key of ['left', 'right', 'parent', 'shape'] as const) {
      const a = new Int32Array(n);
      a.set(this[key]);
      this[key] = a;
    }
  }

  private setBox(i: number, b: Float64Array, o: number): void {
    const box = this.box;
    box[6 * i] = down32(b[o] as number);
    box[6 * i + 1] = down32(b[o + 1] as number);
    box[6 * i + 2] = down32(b[o + 2] as number);
    box[6 * i + 3] = up32(b[o + 3] as number);
    box[6 * i + 4] = up32(b[o + 4] as number);
    box[6 * i + 5] = up32(b[o + 5] as number);
  }

  /** Sets inner node i's box to the union of its children's. */
  private unite(i: number): void {
    const box = this.box;
    const l = 6 * (this.left[i] as number);
    const r = 6 * (this.right[i] as number);
    const o = 6 * i;
    for (let k = 0; k < 3; k++) {
      box[o + k] = Math.min(box[l + k] as number, box[r + k] as number);
      box[o + 3 + k] = Math.max(box[l + 3 + k] as number, box[r + 3 + k] as number);
    }
  }

  /** Refits the boxes from inner node i up to the root, keeping innerArea. */
  private refitFrom(i: number): void {
    while (i >= 0) {
      const before = this.area(i);
      this.unite(i);
      this.innerArea += this.area(i) - before;
      i = this.parent[i] as number;
    }
  }

  /**
   * Rebuilds the whole tree by the binned SAH over `ids` with boxes `boxes[6k…]` (one
   * leaf per shape); returns each shape's leaf through `leafOf(id, node)`.
   */
  build(ids: readonly number[], boxes: Float64Array, leafOf: (id: number, node: number) => void): void {
    this.free = -1;
    this.used = 0;
    this.innerArea = 0;
    this.root = -1;
    const n = ids.length;
    while (this.left.length < 2 * n) this.grow();
    if (n === 0) return;
    const h = buildHierarchy(boxes, n, 1);
    const count = h.nodes.length / 2;
    // The static tree's node i becomes node i here: its left child is i + 1.
    for (let i = 0; i < count; i++) {
      const c = h.nodes[2 * i + 1] as number;
      this.parent[i] = -1;
      if (c >= 0) {
        const k = h.order[h.nodes[2 * i] as number] as number;
        this.left[i] = -1;
        this.right[i] = -1;
        this.shape[i] = ids[k] as number;
        this.setBox(i, boxes, 6 * k);
        leafOf(ids[k] as number, i);
      } else {
        this.left[i] = i + 1;
        this.right[i] = h.nodes[2 * i] as number;
        this.shape[i] = -1;
      }
    }
    this.used = count;
    for (let i = count - 1; i >= 0; i--) {
      if (this.shape[i] !== -1) continue;
      this.parent[this.left[i] as number] = i;
      this.parent[this.right[i] as number] = i;
      this.unite(i);
      this.innerArea += this.area(i);
    }
    this.root = 0;
    this.builtCost = this.cost;
  }

  /** Inserts a leaf for shape `id` with box `b[o…o+5]`; returns the leaf. */
  insert(id: number, b: Float64Array, o: number): number {
    const leaf = this.allocate();
    this.shape[leaf] = id;
    this.setBox(leaf, b, o);
    if (this.root < 0) {
      this.root = leaf;
      return leaf;
    }
    // Down to the sibling whose union with the new box grows least.
    const box = this.box;
    let s = this.root;
    while (this.shape[s] === -1) {
      const l = this.left[s] as number;
      const r = this.right[s] as number;
      s = this.unionArea(l, leaf) - this.area(l) <= this.unionArea(r, leaf) - this.area(r) ? l : r;
    }
    const p = this.allocate();
    const g = this.parent[s] as number;
    this.parent[p] = g;
    this.left[p] = s;
    this.right[p] = leaf;
    this.parent[s] = p;
    this.parent[leaf] = p;
    if (g < 0) this.root = p;
    else if (this.left[g] === s) this.left[g] = p;
    else this.right[g] = p;
    for (let k = 0; k < 6; k++) box[6 * p + k] = box[6 * s + k] as number;
    this.refitFrom(p);
    return leaf;
  }

  private unionArea(i: number, j: number): number {
    const b = this.box;
    const a = 6 * i;
    const c = 6 * j;
    const dx = Math.max(b[a + 3] as number, b[c + 3] as number) - Math.min(b[a] as number, b[c] as number);
    const dy = Math.max(b[a + 4] as number, b[c + 4] as number) - Math.min(b[a + 1] as number, b[c + 1] as number);
    const dz = Math.max(b[a + 5] as number, b[c + 5] as number) - Math.min(b[a + 2] as number, b[c + 2] as number);
    const u = dx * dy + dy * dz + dz * dx;
    return u > 0 ? (u < Infinity ? u : 1e300) : 0;
  }

  /** Removes the leaf: its sibling takes its parent's place. No rebuild. */
  remove(leaf: number): void {
    const p = this.parent[leaf] as number;
    this.release(leaf);
    if (p < 0) {
      this.root = -1;
      return;
    }
    const s = this.left[p] === leaf ? (this.right[p] as number) : (this.left[p] as number);
    const g = this.parent[p] as number;
    this.innerArea -= this.area(p);
    this.release(p);
    this.parent[s] = g;
    if (g < 0) {
      this.root = s;
      return;
    }
    if (this.left[g] === p) this.left[g] = s;
    else this.right[g] = s;
    this.refitFrom(g);
  }

  /** Gives the leaf a new box and refits the boxes above it. */
  move(leaf: number, b: Float64Array, o: number): void {
    this.setBox(leaf, b, o);
    this.refitFrom(this.parent[leaf] as number);
  }
}
