/**
 * A teaching bounding volume hierarchy in 2D: the one the chapter "Many shapes" draws. It is
 * written to be read, not to be fast — one object per node, arrays of events — so that every
 * figure can show what the walk did: which boxes it tested, in what order, and why it stopped.
 * The library's `Scene` is the fast one (flat typed arrays, 3D); both give the nearest hit.
 *
 * Shapes are circles and rectangles in the plane z = 0; a leaf's shapes are tested with the
 * library's own `raycastSphere` and `raycastAABB`, so the answers are the library's.
 */
import { raycastAABB, raycastSphere, vec3, type RaycastHit } from '@hitbook/query';

export interface Vec2 {
  readonly x: number;
  readonly y: number;
  readonly z?: number;
}

/** A rectangle `{min, max}`: a node's box, or a rectangle shape's extent. */
export interface Box2 {
  readonly min: Vec2;
  readonly max: Vec2;
}

export type Shape2 =
  | { readonly kind: 'circle'; readonly name: string; readonly center: Vec2; readonly radius: number }
  | { readonly kind: 'box'; readonly name: string; readonly min: Vec2; readonly max: Vec2 };

/** A circle (a sphere seen in the plane) named `name`. */
export function circle(name: string, center: Vec2, radius: number): Shape2 {
  return { kind: 'circle', name, center: { x: center.x, y: center.y }, radius };
}

/** A rectangle (a box seen in the plane) with corners `min` and `max`. */
export function rect(name: string, min: Vec2, max: Vec2): Shape2 {
  return { kind: 'box', name, min: { x: min.x, y: min.y }, max: { x: max.x, y: max.y } };
}

/** The same shape moved by `by`. */
export function moved(shape: Shape2, by: Vec2): Shape2 {
  const at = (p: Vec2) => ({ x: p.x + by.x, y: p.y + by.y });
  return shape.kind === 'circle'
    ? { ...shape, center: at(shape.center) }
    : { ...shape, min: at(shape.min), max: at(shape.max) };
}

/** The tightest box around a shape. */
export function boundsOf(shape: Shape2): Box2 {
  if (shape.kind === 'box') return { min: shape.min, max: shape.max };
  const { center: c, radius: r } = shape;
  return { min: { x: c.x - r, y: c.y - r }, max: { x: c.x + r, y: c.y + r } };
}

export function union(a: Box2, b: Box2): Box2 {
  return {
    min: { x: Math.min(a.min.x, b.min.x), y: Math.min(a.min.y, b.min.y) },
    max: { x: Math.max(a.max.x, b.max.x), y: Math.max(a.max.y, b.max.y) },
  };
}

/**
 * The 2D stand-in for a box's surface area: its perimeter, 2(w + h). A random line that
 * crosses a convex shape in the plane does so with a probability proportional to its
 * perimeter (Cauchy–Crofton), as a random ray in space hits a convex solid in proportion
 * to its surface area.
 */
export function perimeter(b: Box2): number {
  return 2 * (b.max.x - b.min.x + (b.max.y - b.min.y));
}

export function centroid(shape: Shape2): Vec2 {
  const b = boundsOf(shape);
  return { x: (b.min.x + b.max.x) / 2, y: (b.min.y + b.max.y) / 2 };
}

/** The costs of the surface-area heuristic: one box test, one shape test. */
export interface Costs {
  readonly trav: number;
  readonly isect: number;
}

export interface BuildOptions extends Partial<Costs> {
  /** Bins per axis (default 8). */
  bins?: number;
  /** A node with this many shapes or fewer is a leaf (default 1). */
  leafSize?: number;
}

/** One candidate split: the shapes whose centroids fall in the bins left of boundary `k`. */
export interface SplitCandidate {
  axis: 'x' | 'y';
  /** Boundary index, 1 … bins − 1. */
  k: number;
  /** Where the boundary lies on its axis. */
  at: number;
  NL: number;
  NR: number;
  /** Perimeters ("surface areas") of the two children's boxes and of the parent's. */
  AL: number;
  AR: number;
  A: number;
  /** C = C_trav + (A_L/A)·N_L·C_isect + (A_R/A)·N_R·C_isect. */
  cost: number;
}

export interface BVHNode {
  /** Position in depth-first (pre-)order: the root is 0. */
  index: number;
  /** Internal nodes are numbered 1, 2, 3 … in pre-order; a leaf is named after its shapes. */
  name: string;
  box: Box2;
  depth: number;
  left: BVHNode | null;
  right: BVHNode | null;
  /** A leaf's shapes (indices into `BVH.shapes`); empty for an internal node. */
  shapes: number[];
  /** For an internal node: every candidate the builder weighed, and the one it took. */
  split: { candidates: SplitCandidate[]; chosen: SplitCandidate | null } | null;
}

export interface BVH {
  root: BVHNode;
  /** Every node in pre-order (`nodes[i].index === i`). */
  nodes: BVHNode[];
  /** The shapes the leaves test. */
  shapes: readonly Shape2[];
  costs: Costs;
}

const boxOfShapes = (shapes: readonly Shape2[], ids: readonly number[]): Box2 =>
  ids.map((i) => boundsOf(shapes[i] as Shape2)).reduce(union);

/**
 * Every binned split of `ids` along `axis`: the centroids' range is cut into `bins` equal
 * bins, and boundary k puts bins 0 … k−1 on the left. Boundaries with an empty side are left
 * out (they do not split). Empty when every centroid is at the same place on this axis.
 */
export function splitCandidates(
  shapes: readonly Shape2[],
  ids: readonly number[],
  axis: 'x' | 'y',
  options: BuildOptions = {},
): SplitCandidate[] {
  const K = options.bins ?? 8;
  const trav = options.trav ?? 1;
  const isect = options.isect ?? 1;
  const c = ids.map((i) => centroid(shapes[i] as Shape2)[axis]);
  const lo = Math.min(...c);
  const hi = Math.max(...c);
  if (!(hi > lo)) return [];
  const A = perimeter(boxOfShapes(shapes, ids));
  const binOf = (v: number) => Math.min(K - 1, Math.floor((K * (v - lo)) / (hi - lo)));
  // One pass puts each shape in its bin, growing the bin's box and count …
  const count = new Array<number>(K).fill(0);
  const box: (Box2 | null)[] = new Array<Box2 | null>(K).fill(null);
  ids.forEach((id, j) => {
    const b = binOf(c[j] as number);
    const sb = boundsOf(shapes[id] as Shape2);
    count[b] = (count[b] as number) + 1;
    box[b] = box[b] ? union(box[b], sb) : sb;
  });
  // … then one sweep from the right gathers what lies right of each boundary, and one from the
  // left costs each boundary: O(N + K) for the node, not a pass over the shapes per boundary.
  const rightBox: (Box2 | null)[] = new Array<Box2 | null>(K + 1).fill(null);
  const rightN = new Array<number>(K + 1).fill(0);
  for (let k = K - 1; k >= 0; k--) {
    const b = box[k] ?? null;
    const r = rightBox[k + 1] ?? null;
    rightBox[k] = b && r ? union(b, r) : (b ?? r);
    rightN[k] = (rightN[k + 1] as number) + (count[k] as number);
  }
  const out: SplitCandidate[] = [];
  let leftBox: Box2 | null = null;
  let NL = 0;
  for (let k = 1; k < K; k++) {
    const b = box[k - 1] ?? null;
    leftBox = leftBox && b ? union(leftBox, b) : (leftBox ?? b);
    NL += count[k - 1] as number;
    const NR = rightN[k] as number;
    const R = rightBox[k] ?? null;
    if (NL === 0 || NR === 0 || !leftBox || !R) continue;
    const AL = perimeter(leftBox);
    const AR = perimeter(R);
    const cost = trav + (AL / A) * NL * isect + (AR / A) * NR * isect;
    out.push({ axis, k, at: lo + (k * (hi - lo)) / K, NL, NR, AL, AR, A, cost });
  }
  return out;
}

/** Which side of a candidate split a shape goes to: the same bins the candidate counted. */
function sideOf(shapes: readonly Shape2[], ids: readonly number[], s: SplitCandidate, K: number): [number[], number[]] {
  const c = ids.map((i) => centroid(shapes[i] as Shape2)[s.axis]);
  const lo = Math.min(...c);
  const hi = Math.max(...c);
  const left: number[] = [];
  const right: number[] = [];
  ids.forEach((id, j) => {
    const bin = Math.min(K - 1, Math.floor((K * ((c[j] as number) - lo)) / (hi - lo)));
    (bin < s.k ? left : right).push(id);
  });
  return [left, right];
}

/**
 * Builds the tree top-down: each node takes the cheapest candidate of both axes by the
 * surface-area heuristic (ties to x, then the smaller boundary), down to `leafSize` shapes.
 * Shapes whose centroids coincide cannot be binned apart: they are halved in order.
 */
export function build(shapes: readonly Shape2[], options: BuildOptions = {}): BVH {
  if (shapes.length === 0) throw new RangeError('build: a tree needs at least one shape');
  const K = options.bins ?? 8;
  const leafSize = options.leafSize ?? 1;
  const costs = { trav: options.trav ?? 1, isect: options.isect ?? 1 };
  const nodes: BVHNode[] = [];
  let internal = 0;
  const make = (ids: number[], depth: number): BVHNode => {
    const node: BVHNode = {
      index: nodes.length,
      name: '',
      box: boxOfShapes(shapes, ids),
      depth,
      left: null,
      right: null,
      shapes: [],
      split: null,
    };
    nodes.push(node);
    if (ids.length <= leafSize) {
      node.shapes = ids;
      node.name = ids.map((i) => (shapes[i] as Shape2).name).join(',');
      return node;
    }
    node.name = String(++internal);
    const candidates = [...splitCandidates(shapes, ids, 'x', options), ...splitCandidates(shapes, ids, 'y', options)];
    const chosen = candidates.reduce<SplitCandidate | null>((b, s) => (b === null || s.cost < b.cost ? s : b), null);
    const half = Math.ceil(ids.length / 2);
    const [left, right] = chosen ? sideOf(shapes, ids, chosen, K) : [ids.slice(0, half), ids.slice(half)];
    node.split = { candidates, chosen };
    node.left = make(left, depth + 1);
    node.right = make(right, depth + 1);
    return node;
  };
  const root = make(
    shapes.map((_, i) => i),
    0,
  );
  return { root, nodes, shapes, costs };
}

/**
 * The tree over shapes that have moved, its boxes recomputed bottom-up but its structure
 * kept: cheap (one pass over the nodes), always correct, but the grouping was chosen for
 * where the shapes were, and may now put far-apart shapes under one big box.
 */
export function refit(bvh: BVH, shapes: readonly Shape2[]): BVH {
  if (shapes.length !== bvh.shapes.length) throw new RangeError('refit: the same shapes, moved, are needed');
  const nodes: BVHNode[] = [];
  const copy = (n: BVHNode): BVHNode => {
    const node: BVHNode = { ...n, left: null, right: null };
    nodes.push(node);
    if (n.left && n.right) {
      node.left = copy(n.left);
      node.right = copy(n.right);
      node.box = union(node.left.box, node.right.box);
    } else node.box = boxOfShapes(shapes, n.shapes);
    return node;
  };
  return { ...bvh, root: copy(bvh.root), nodes, shapes };
}

/** The tree as it was built, testing shapes that have since moved: the pitfall of never refitting. */
export function stale(bvh: BVH, shapes: readonly Shape2[]): BVH {
  return { ...bvh, shapes };
}

/**
 * The heuristic's estimate of a whole tree: the expected cost of a random ray through the
 * root's box, Σ over internal nodes C_trav·A(n)/A(root) + Σ over leaves N·C_isect·A(n)/A(root).
 * It grows as a refitted tree's boxes swell and overlap.
 */
export function treeCost(bvh: BVH): number {
  const A = perimeter(bvh.root.box);
  let cost = 0;
  for (const n of bvh.nodes) {
    const p = perimeter(n.box) / A;
    cost += n.left ? bvh.costs.trav * p : n.shapes.length * bvh.costs.isect * p;
  }
  return cost;
}

/**
 * Where the segment A→B (A + t(B − A), 0 ≤ t ≤ 1) first is inside `box`: the slab method, with
 * a start inside giving 0. `null` if it never is. Unlike `raycastAABB` (a box as a target),
 * a start inside counts: a node the ray starts in must be walked.
 */
export function boxEntry(box: Box2, A: Vec2, B: Vec2): number | null {
  let tEnter = 0;
  let tExit = 1;
  for (const k of ['x', 'y'] as const) {
    const d = B[k] - A[k];
    if (d === 0) {
      if (A[k] < box.min[k] || A[k] > box.max[k]) return null;
      continue;
    }
    const t1 = (box.min[k] - A[k]) / d;
    const t2 = (box.max[k] - A[k]) / d;
    tEnter = Math.max(tEnter, Math.min(t1, t2));
    tExit = Math.min(tExit, Math.max(t1, t2));
  }
  return tEnter <= tExit ? tEnter : null;
}

/** The library's raycast against one shape, in the plane z = 0. */
export function raycastShape(shape: Shape2, A: Vec2, B: Vec2): RaycastHit | null {
  const a = vec3(A.x, A.y);
  const b = vec3(B.x, B.y);
  return shape.kind === 'circle'
    ? raycastSphere(a, b, { center: vec3(shape.center.x, shape.center.y), radius: shape.radius })
    : raycastAABB(a, b, { min: vec3(shape.min.x, shape.min.y), max: vec3(shape.max.x, shape.max.y) });
}

export interface WalkOptions {
  /** Visit the child whose box the ray enters first before the other (default true). */
  nearFirst?: boolean;
  /** Skip a node whose box is entered after the best hit so far (default true). */
  stopEarly?: boolean;
  /** Return the first hit any leaf reports, not the nearest: the defect of pitfall 2. */
  firstLeafHit?: boolean;
}

/** One thing the walk did, in order: test a box, skip a box entered too late, or test a shape. */
export type WalkEvent =
  | {
      kind: 'box';
      node: BVHNode;
      /** Where the ray enters the box, or null: it misses it. */
      tEnter: number | null;
      /** The best hit's t so far (Infinity: none yet). */
      best: number;
    }
  | {
      /** A box the ray enters, but only after the best hit so far: nothing inside can be nearer. */
      kind: 'skip';
      node: BVHNode;
      tEnter: number;
      best: number;
    }
  | { kind: 'shape'; node: BVHNode; shape: number; t: number | null; best: number };

export interface WalkResult {
  hit: (RaycastHit & { shape: number }) | null;
  /** Box tests: one for each node whose box the ray was tested against. */
  visits: number;
  /** Shape tests done in the leaves. */
  shapeTests: number;
  events: WalkEvent[];
  /** The nodes whose boxes were tested. */
  visited: Set<number>;
  /** The nodes walked into: an internal node's children tested, or a leaf's shapes. */
  walked: Set<number>;
}

/**
 * The ray's walk down the tree. The root's box is tested first; walking a node tests both
 * children's boxes, then walks each child the ray enters — the one entered first first, with
 * `nearFirst` — unless, with `stopEarly`, the child is entered after the best hit so far:
 * nothing inside it can be nearer. A leaf tests its shapes and keeps the nearest hit.
 */
export function walk(bvh: BVH, A: Vec2, B: Vec2, options: WalkOptions = {}): WalkResult {
  const nearFirst = options.nearFirst ?? true;
  const stopEarly = options.stopEarly ?? true;
  const events: WalkEvent[] = [];
  const visited = new Set<number>();
  const walked = new Set<number>();
  let best: (RaycastHit & { shape: number }) | null = null;
  let shapeTests = 0;
  let done = false;
  const bestT = () => (best ? best.t : Infinity);
  const test = (node: BVHNode): number | null => {
    visited.add(node.index);
    const tEnter = boxEntry(node.box, A, B);
    events.push({ kind: 'box', node, tEnter, best: bestT() });
    return tEnter;
  };
  const visit = (node: BVHNode): void => {
    walked.add(node.index);
    if (node.left && node.right) {
      let children: [BVHNode, number | null][] = [
        [node.left, test(node.left)],
        [node.right, test(node.right)],
      ];
      const [l, r] = children as [[BVHNode, number | null], [BVHNode, number | null]];
      if (nearFirst && r[1] !== null && (l[1] === null || r[1] < l[1])) children = [r, l];
      for (const [child, t] of children) {
        if (done || t === null) continue;
        // Judged when its turn comes: the nearer child's walk may have found a hit meanwhile.
        if (stopEarly && t > bestT()) events.push({ kind: 'skip', node: child, tEnter: t, best: bestT() });
        else visit(child);
      }
      return;
    }
    for (const s of node.shapes) {
      if (done) return;
      shapeTests++;
      const h = raycastShape(bvh.shapes[s] as Shape2, A, B);
      if (h && h.t < bestT()) best = { ...h, shape: s };
      events.push({ kind: 'shape', node, shape: s, t: h ? h.t : null, best: bestT() });
      if (h && options.firstLeafHit) done = true;
    }
  };
  const t = test(bvh.root);
  if (t !== null) visit(bvh.root);
  return { hit: best, visits: visited.size, shapeTests, events, visited, walked };
}

/** Testing every shape: n shape tests for every ray, the nearest hit kept. */
export function bruteForce(shapes: readonly Shape2[], A: Vec2, B: Vec2): WalkResult['hit'] {
  let best: WalkResult['hit'] = null;
  shapes.forEach((s, i) => {
    const h = raycastShape(s, A, B);
    if (h && (!best || h.t < best.t)) best = { ...h, shape: i };
  });
  return best;
}

/**
 * Where to draw each node of the tree: leaves evenly spaced from `x0` to `x1` in their
 * left-to-right order, a parent centred over its children, one row per depth from `y0` down.
 */
export function layoutTree(bvh: BVH, frame: { x0: number; x1: number; y0: number; dy: number }): Map<number, Vec2> {
  const leaves = bvh.nodes.filter((n) => !n.left);
  const gap = leaves.length > 1 ? (frame.x1 - frame.x0) / (leaves.length - 1) : 0;
  const at = new Map<number, Vec2>();
  let next = 0;
  const place = (n: BVHNode): number => {
    let x: number;
    if (n.left && n.right) x = (place(n.left) + place(n.right)) / 2;
    else x = leaves.length > 1 ? frame.x0 + gap * next++ : (frame.x0 + frame.x1) / 2;
    at.set(n.index, { x, y: frame.y0 - n.depth * frame.dy });
    return x;
  };
  place(bvh.root);
  return at;
}

/** The depth of the deepest node (the root is 0). */
export function height(bvh: BVH): number {
  return Math.max(...bvh.nodes.map((n) => n.depth));
}

/**
 * The walk as it stood after its first `k` events: the boxes tested, the nodes walked into,
 * the counts and the best hit so far — what a step-through shows at step k.
 */
export function walkSoFar(bvh: BVH, A: Vec2, B: Vec2, result: WalkResult, k: number): WalkResult {
  const parent = new Map<number, number>();
  for (const n of bvh.nodes) {
    if (n.left) parent.set(n.left.index, n.index);
    if (n.right) parent.set(n.right.index, n.index);
  }
  const events = result.events.slice(0, k);
  const visited = new Set<number>();
  const walked = new Set<number>();
  let shapeTests = 0;
  let best: { shape: number; t: number } | null = null;
  for (const e of events) {
    if (e.kind === 'box') {
      visited.add(e.node.index);
      const p = parent.get(e.node.index);
      if (p !== undefined) walked.add(p);
    } else if (e.kind === 'shape') {
      walked.add(e.node.index);
      shapeTests++;
      if (e.t !== null && (best === null || e.t < best.t)) best = { shape: e.shape, t: e.t };
    }
  }
  const h = best ? raycastShape(bvh.shapes[best.shape] as Shape2, A, B) : null;
  return {
    hit: h && best ? { ...h, shape: best.shape } : null,
    visits: visited.size,
    shapeTests,
    events,
    visited,
    walked,
  };
}
