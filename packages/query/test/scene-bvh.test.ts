// The scene's hierarchies, checked as data structures: what a query relies on is that a
// node's box holds everything under it (else a hit is missed), that every primitive is
// under exactly one leaf, and that this stays so through inserts, moves and removals.
import { describe, expect, it } from 'vitest';
import { buildHierarchy, down32, up32 } from '../src/scene/bvh.ts';
import { buildMesh, MESH_LEAF } from '../src/scene/mesh.ts';
import { ShapeTree } from '../src/scene/tree.ts';

/** A seeded generator (mulberry32), so that a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n random boxes in [0, 100]^3 of sizes up to 5, 6 numbers each. */
function randomBoxes(n: number, seed: number): Float64Array {
  const r = random(seed);
  const b = new Float64Array(6 * n);
  for (let k = 0; k < n; k++) {
    for (let axis = 0; axis < 3; axis++) {
      const lo = 100 * r();
      b[6 * k + axis] = lo;
      b[6 * k + 3 + axis] = lo + 5 * r();
    }
  }
  return b;
}

function contains(outer: ArrayLike<number>, o: number, inner: ArrayLike<number>, i: number): boolean {
  for (let axis = 0; axis < 3; axis++) {
    if (!((outer[o + axis] as number) <= (inner[i + axis] as number))) return false;
    if (!((outer[o + 3 + axis] as number) >= (inner[i + 3 + axis] as number))) return false;
  }
  return true;
}

/** Walks a static hierarchy: leaf ranges, depths; asserts the containment invariants. */
function walk(h: ReturnType<typeof buildHierarchy>, boxes: Float64Array, maxLeaf: number) {
  const seen = new Int32Array(h.order.length);
  let depth = 0;
  let leaves = 0;
  const stack: [number, number][] = [[0, 1]];
  while (stack.length > 0) {
    const [node, d] = stack.pop() as [number, number];
    depth = Math.max(depth, d);
    const count = h.nodes[2 * node + 1] as number;
    if (count >= 0) {
      leaves++;
      expect(count).toBeLessThanOrEqual(maxLeaf);
      const first = h.nodes[2 * node] as number;
      for (let k = first; k < first + count; k++) {
        const p = h.order[k] as number;
        seen[p] = (seen[p] as number) + 1;
        // The leaf's float32 box holds the primitive's double box: rounded outward.
        expect(contains(h.bounds, 6 * node, boxes, 6 * p)).toBe(true);
      }
      continue;
    }
    const left = node + 1;
    const right = h.nodes[2 * node] as number;
    expect(contains(h.bounds, 6 * node, h.bounds, 6 * left)).toBe(true);
    expect(contains(h.bounds, 6 * node, h.bounds, 6 * right)).toBe(true);
    stack.push([left, d + 1], [right, d + 1]);
  }
  return { seen, depth, leaves };
}

describe('outward rounding to float32', () => {
  it('down32 gives the largest float32 <= x, up32 the smallest >= x', () => {
    const r = random(1);
    const xs = [0, -0, 1, -1, 0.1, -0.1, 1e-40, -1e-40, 1e30, 3.5e38, -3.5e38, 1e100, -1e100, 2 ** -149, 1 / 3];
    for (let i = 0; i < 2000; i++) xs.push((r() - 0.5) * 10 ** (Math.floor(r() * 60) - 30));
    for (const x of xs) {
      const lo = down32(x);
      const hi = up32(x);
      expect(Math.fround(lo)).toBe(lo);
      expect(Math.fround(hi)).toBe(hi);
      expect(lo).toBeLessThanOrEqual(x);
      expect(hi).toBeGreaterThanOrEqual(x);
      // Nothing lies between x and the rounded value: one float32 step further passes x.
      // (a double a hair past a float32 rounds outward to the next float32.)
      const hair = (v: number) => Math.abs(v) * 2 ** -40 + 2 ** -1074;
      if (lo !== x && Number.isFinite(lo) && lo !== 3.4028234663852886e38)
        expect(up32(lo + hair(lo))).toBeGreaterThan(x);
      if (hi !== x && Number.isFinite(hi) && hi !== -3.4028234663852886e38)
        expect(down32(hi - hair(hi))).toBeLessThan(x);
      // Exactly representable values stay as they are.
      if (Math.fround(x) === x) {
        expect(lo).toBe(x);
        expect(hi).toBe(x);
      }
    }
    // 0.1 is not a float32: its neighbours are 0.099999994 and 0.10000000149.
    expect(down32(0.1)).toBe(Math.fround(0.099999994));
    expect(up32(0.1)).toBe(Math.fround(0.1));
    // Past the float32 range, the largest float32 (min side) or infinity (max side).
    expect(down32(1e100)).toBe(3.4028234663852886e38);
    expect(up32(1e100)).toBe(Infinity);
  });
});

describe('buildHierarchy (binned SAH)', () => {
  for (const [n, maxLeaf] of [
    [1, 4],
    [2, 1],
    [7, 4],
    [1000, 4],
    [5000, 1],
  ] as const) {
    it(`${n} random boxes, leaves of at most ${maxLeaf}: every leaf's box holds its primitives, each primitive once`, () => {
      const boxes = randomBoxes(n, n);
      const h = buildHierarchy(boxes, n, maxLeaf);
      const { seen, depth, leaves } = walk(h, boxes, maxLeaf);
      expect([...seen].every((c) => c === 1)).toBe(true);
      // A binary tree: at most 2n - 1 nodes, linear memory.
      expect(h.nodes.length / 2).toBeLessThanOrEqual(2 * n - 1);
      expect(h.nodes.length / 2).toBe(2 * leaves - 1);
      // Balanced enough that building is O(n log n): each level partitions its
      // primitives once, and there are O(log n) levels on scattered boxes.
      expect(depth).toBeLessThanOrEqual(Math.max(1, 4 * Math.ceil(Math.log2(n))));
    });
  }

  it('boxes whose centroids all coincide are split by count (no endless recursion)', () => {
    const n = 40;
    const boxes = new Float64Array(6 * n);
    for (let k = 0; k < n; k++) boxes.set([0, 0, 0, 1 + k, 1, 1], 6 * k);
    // Centroids (0.5 + k/2, 0.5, 0.5) differ; now make them equal.
    for (let k = 0; k < n; k++) boxes.set([-k, -k, -k, k, k, k], 6 * k);
    const h = buildHierarchy(boxes, n, 4);
    const { seen, depth } = walk(h, boxes, 4);
    expect([...seen].every((c) => c === 1)).toBe(true);
    expect(depth).toBeLessThanOrEqual(1 + Math.ceil(Math.log2(n / 4)) + 1);
  });

  it('the SAH cost separates: two far clusters are split between them at the root', () => {
    // 8 unit boxes at x in [0, 1] and 8 at x in [1000, 1001]: any split that mixes them
    // has a child as wide as the root; the SAH puts each cluster in its own child.
    const boxes = new Float64Array(6 * 16);
    for (let k = 0; k < 16; k++) {
      const x = k < 8 ? 0 : 1000;
      boxes.set([x, k, 0, x + 1, k + 1, 1], 6 * k);
    }
    const h = buildHierarchy(boxes, 16, 4);
    const right = h.nodes[0] as number;
    expect(h.bounds[6 + 3]).toBe(1); // the left child (node 1) is the cluster at x <= 1 ...
    expect(h.bounds[6 * right]).toBe(1000); // ... and the right one starts at x = 1000
  });

  it('no primitives: one empty leaf whose box nothing meets', () => {
    const h = buildHierarchy(new Float64Array(0), 0, 4);
    expect([...h.nodes]).toEqual([0, 0]);
    expect([...h.bounds]).toEqual([Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity]);
  });
});

describe('buildMesh', () => {
  it('keeps every triangle once, under a leaf whose box holds it, with its index as given', () => {
    const r = random(7);
    const positions = new Float32Array(3 * 600);
    for (let i = 0; i < positions.length; i++) positions[i] = 10 * r();
    const indices = new Uint32Array(3 * 900);
    for (let i = 0; i < indices.length; i++) indices[i] = Math.floor(600 * r());
    const m = buildMesh(positions, indices);
    // A Float32Array's numbers are kept as they are, in 32 bits.
    expect(m.positions).toBeInstanceOf(Float32Array);
    expect([...m.positions]).toEqual([...positions]);
    const seen = new Int32Array(900);
    const stack = [0];
    while (stack.length > 0) {
      const node = stack.pop() as number;
      const count = m.nodes[2 * node + 1] as number;
      if (count < 0) {
        stack.push(node + 1, m.nodes[2 * node] as number);
        continue;
      }
      expect(count).toBeLessThanOrEqual(MESH_LEAF);
      const first = m.nodes[2 * node] as number;
      for (let k = first; k < first + count; k++) {
        const tri = m.triangles[k] as number;
        seen[tri] = (seen[tri] as number) + 1;
        for (let j = 0; j < 3; j++) {
          // The slot holds the given triangle's vertices, in the given order.
          const vertex = m.indices[3 * k + j] as number;
          expect(vertex).toBe(indices[3 * tri + j]);
          for (let axis = 0; axis < 3; axis++) {
            const value = positions[3 * vertex + axis] as number;
            expect(m.bounds[6 * node + axis]).toBeLessThanOrEqual(value);
            expect(m.bounds[6 * node + 3 + axis]).toBeGreaterThanOrEqual(value);
          }
        }
      }
    }
    expect([...seen].every((c) => c === 1)).toBe(true);
  });

  it('without indices, every three vertices are a triangle; arrays become Float64', () => {
    const m = buildMesh([0, 0, 0, 1, 0, 0, 0, 1, 0, 5, 5, 5, 6, 5, 5, 5, 6, 5], undefined);
    expect(m.positions).toBeInstanceOf(Float64Array);
    const byTriangle = [...m.triangles].map((tri, k) => [tri, [...m.indices.subarray(3 * k, 3 * k + 3)]]);
    expect(byTriangle.sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual([
      [0, [0, 1, 2]],
      [1, [3, 4, 5]],
    ]);
  });
});

describe('ShapeTree (the scene level)', () => {
  /** Checks every invariant of the tree against the live boxes. */
  function check(tree: ShapeTree, live: Map<number, number[]>, leafOf: Map<number, number>) {
    const found = new Set<number>();
    if (tree.root < 0) {
      expect(live.size).toBe(0);
      return;
    }
    expect(tree.parent[tree.root]).toBe(-1);
    const stack = [tree.root];
    while (stack.length > 0) {
      const node = stack.pop() as number;
      const id = tree.shape[node] as number;
      if (id >= 0) {
        found.add(id);
        expect(leafOf.get(id)).toBe(node);
        expect(contains(tree.box, 6 * node, live.get(id) as number[], 0)).toBe(true);
        continue;
      }
      expect(id).toBe(-1);
      for (const child of [tree.left[node] as number, tree.right[node] as number]) {
        expect(tree.parent[child]).toBe(node);
        expect(contains(tree.box, 6 * node, tree.box, 6 * child)).toBe(true);
        stack.push(child);
      }
    }
    expect([...found].sort((a, b) => a - b)).toEqual([...live.keys()].sort((a, b) => a - b));
  }

  it('stays valid through a build, inserts, moves (refits) and removals, without a rebuild', () => {
    const r = random(3);
    const tree = new ShapeTree();
    const live = new Map<number, number[]>();
    const leafOf = new Map<number, number>();
    const randomBox = () => {
      const x = 100 * r();
      const y = 100 * r();
      const z = 100 * r();
      return [x, y, z, x + 3 * r(), y + 3 * r(), z + 3 * r()];
    };
    const ids = Array.from({ length: 200 }, (_, k) => k);
    const boxes = new Float64Array(6 * ids.length);
    for (const id of ids) {
      const b = randomBox();
      live.set(id, b);
      boxes.set(b, 6 * id);
    }
    tree.build(ids, boxes, (id, node) => leafOf.set(id, node));
    check(tree, live, leafOf);
    const built = tree.cost;
    expect(built).toBeGreaterThan(0);
    let next = 200;
    for (let step = 0; step < 600; step++) {
      const op = r();
      const keys = [...live.keys()];
      if (op < 0.35 || keys.length === 0) {
        const b = randomBox();
        live.set(next, b);
        leafOf.set(next, tree.insert(next, Float64Array.from(b), 0));
        next++;
      } else if (op < 0.7) {
        const id = keys[Math.floor(r() * keys.length)] as number;
        const b = randomBox();
        live.set(id, b);
        tree.move(leafOf.get(id) as number, Float64Array.from(b), 0);
      } else {
        const id = keys[Math.floor(r() * keys.length)] as number;
        tree.remove(leafOf.get(id) as number);
        live.delete(id);
        leafOf.delete(id);
      }
      if (step % 50 === 0) check(tree, live, leafOf);
    }
    check(tree, live, leafOf);
    // Memory is linear: the arrays grow by doubling, to at most 4 × the nodes in use.
    expect(tree.nodeCount).toBe(2 * live.size - 1);
    expect(tree.bytes).toBeLessThanOrEqual(4 * (2 * (200 + 600)) * 40);
    // Random moves degrade the tree: its SAH cost grows past the built one, the measure
    // the scene rebuilds by.
    expect(tree.cost).toBeGreaterThan(built);
  });

  it('removing down to nothing and inserting again', () => {
    const tree = new ShapeTree();
    const a = tree.insert(0, Float64Array.from([0, 0, 0, 1, 1, 1]), 0);
    const b = tree.insert(1, Float64Array.from([2, 0, 0, 3, 1, 1]), 0);
    expect(tree.root).not.toBe(a);
    expect([...tree.box.subarray(6 * tree.root, 6 * tree.root + 6)]).toEqual([0, 0, 0, 3, 1, 1]);
    tree.remove(a);
    expect(tree.root).toBe(b);
    tree.remove(b);
    expect(tree.root).toBe(-1);
    const c = tree.insert(2, Float64Array.from([5, 5, 5, 6, 6, 6]), 0);
    expect(tree.root).toBe(c);
    expect(tree.cost).toBe(1);
  });
});
