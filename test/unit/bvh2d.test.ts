// The chapter's teaching BVH: its walk must give the nearest hit that testing every shape
// gives (the oracle here is the brute-force loop over the library's single-shape raycasts),
// its builder must take the cheapest split it weighed, and refitting must keep every shape
// inside its boxes.
import { describe, expect, it } from 'vitest';
import {
  boxEntry,
  bruteForce,
  build,
  circle,
  layoutTree,
  moved,
  perimeter,
  rect,
  refit,
  splitCandidates,
  stale,
  treeCost,
  walk,
  type BVH,
  type BVHNode,
  type Shape2,
} from '../../src/components/BVH/bvh2d';

/** A small deterministic generator (mulberry32), so a failure names its seed. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomScene(r: () => number, n: number): Shape2[] {
  return Array.from({ length: n }, (_, i) => {
    const x = r() * 20;
    const y = r() * 20;
    return r() < 0.5
      ? circle(`s${i}`, { x, y }, 0.2 + r() * 1.5)
      : rect(`s${i}`, { x, y }, { x: x + 0.1 + r() * 2, y: y + 0.1 + r() * 2 });
  });
}

const inside = (outer: { min: { x: number; y: number }; max: { x: number; y: number } }, inner: typeof outer) =>
  outer.min.x <= inner.min.x && outer.min.y <= inner.min.y && inner.max.x <= outer.max.x && inner.max.y <= outer.max.y;

function leavesUnder(n: BVHNode): number[] {
  return n.left && n.right ? [...leavesUnder(n.left), ...leavesUnder(n.right)] : n.shapes;
}

describe('the teaching BVH', () => {
  it('walks to the same nearest hit as testing every shape, in every mode but the first-leaf defect', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const r = rng(seed);
      const shapes = randomScene(r, 1 + Math.floor(r() * 40));
      const bvh = build(shapes, { leafSize: 1 + Math.floor(r() * 3) });
      for (let k = 0; k < 30; k++) {
        const A = { x: r() * 24 - 2, y: r() * 24 - 2 };
        const B = { x: r() * 24 - 2, y: r() * 24 - 2 };
        const oracle = bruteForce(shapes, A, B);
        for (const options of [
          {},
          { stopEarly: false },
          { nearFirst: false },
          { nearFirst: false, stopEarly: false },
        ]) {
          const w = walk(bvh, A, B, options);
          // Equal t may be two shapes touching at one point: the t is what must agree.
          expect(w.hit?.t, `seed ${seed}`).toBe(oracle?.t);
          expect(w.visits).toBeLessThanOrEqual(bvh.nodes.length);
        }
        // Stopping early never costs a box test.
        expect(walk(bvh, A, B).visits).toBeLessThanOrEqual(walk(bvh, A, B, { stopEarly: false }).visits);
      }
    }
  });

  it('every node’s box holds its shapes, every shape is in one leaf, and the builder took the cheapest candidate', () => {
    for (let seed = 100; seed < 130; seed++) {
      const r = rng(seed);
      const shapes = randomScene(r, 2 + Math.floor(r() * 30));
      const bvh = build(shapes);
      const all = leavesUnder(bvh.root).sort((a, b) => a - b);
      expect(all).toEqual(shapes.map((_, i) => i));
      bvh.nodes.forEach((n, i) => {
        expect(n.index).toBe(i);
        for (const s of leavesUnder(n)) {
          const shape = shapes[s] as Shape2;
          const b =
            shape.kind === 'circle'
              ? {
                  min: { x: shape.center.x - shape.radius, y: shape.center.y - shape.radius },
                  max: { x: shape.center.x + shape.radius, y: shape.center.y + shape.radius },
                }
              : shape;
          expect(inside(n.box, b)).toBe(true);
        }
        if (n.split?.chosen) {
          const min = Math.min(...n.split.candidates.map((c) => c.cost));
          expect(n.split.chosen.cost).toBe(min);
          expect(n.left && leavesUnder(n.left).length).toBe(n.split.chosen.NL);
        }
      });
    }
  });

  it('the SAH cost of a split, by hand: two unit squares side by side', () => {
    // Squares [0,1]² and [3,4]×[0,1]: the parent box is 4 × 1, perimeter 10; each child's is 4.
    // C = 1 + (4/10)·1·1 + (4/10)·1·1 = 1.8.
    const shapes = [rect('p', { x: 0, y: 0 }, { x: 1, y: 1 }), rect('q', { x: 3, y: 0 }, { x: 4, y: 1 })];
    const [c] = splitCandidates(shapes, [0, 1], 'x', { bins: 2 });
    expect(c).toMatchObject({ NL: 1, NR: 1, AL: 4, AR: 4, A: 10 });
    expect(c?.cost).toBeCloseTo(1.8, 15);
    // On y the centroids coincide: no split to weigh.
    expect(splitCandidates(shapes, [0, 1], 'y')).toEqual([]);
    expect(perimeter({ min: { x: 0, y: 0 }, max: { x: 4, y: 1 } })).toBe(10);
  });

  it('shapes at one centroid are halved in order', () => {
    const shapes = [0, 1, 2].map((i) => circle(String(i), { x: 1, y: 1 }, 1 + i));
    const bvh = build(shapes);
    // Three shapes: two to the left, one to the right.
    expect(bvh.root.right?.shapes).toEqual([2]);
    expect(bvh.nodes.filter((n) => !n.left).map((n) => n.shapes)).toEqual([[0], [1], [2]]);
  });

  it('the box test counts a start inside as entering at 0, and rejects boxes behind or beyond', () => {
    const box = { min: { x: 1, y: 1 }, max: { x: 3, y: 2 } };
    expect(boxEntry(box, { x: 0, y: 1.5 }, { x: 4, y: 1.5 })).toBe(0.25); // (1 − 0)/4
    expect(boxEntry(box, { x: 2, y: 1.5 }, { x: 4, y: 1.5 })).toBe(0);
    expect(boxEntry(box, { x: 4, y: 1.5 }, { x: 5, y: 1.5 })).toBeNull();
    expect(boxEntry(box, { x: 0, y: 1.5 }, { x: 0.5, y: 1.5 })).toBeNull();
    expect(boxEntry(box, { x: 2, y: 0 }, { x: 2, y: 4 })).toBe(0.25); // vertical: (1 − 0)/4
    expect(boxEntry(box, { x: 5, y: 0 }, { x: 5, y: 4 })).toBeNull();
  });

  it('a tree never refitted misses a moved shape; refitted, it finds it, and its cost grows', () => {
    const shapes = [
      circle('a', { x: 1, y: 1 }, 0.5),
      circle('b', { x: 2, y: 1 }, 0.5),
      circle('c', { x: 8, y: 1 }, 0.5),
      circle('d', { x: 9, y: 1 }, 0.5),
    ];
    const bvh: BVH = build(shapes);
    // a jumps to the far right: a vertical ray at x = 12 crosses it and nothing else.
    const now = shapes.map((s, i) => (i === 0 ? moved(s, { x: 11, y: 0 }) : s));
    const A = { x: 12, y: 5 };
    const B = { x: 12, y: -5 };
    expect(bruteForce(now, A, B)?.shape).toBe(0);
    expect(walk(stale(bvh, now), A, B).hit).toBeNull();
    const fitted = refit(bvh, now);
    expect(walk(fitted, A, B).hit?.shape).toBe(0);
    expect(fitted.nodes.map((n) => n.name)).toEqual(bvh.nodes.map((n) => n.name));
    expect(treeCost(fitted)).toBeGreaterThan(treeCost(build(now)));
    expect(() => refit(bvh, now.slice(1))).toThrow(RangeError);
  });

  it('the first-leaf defect returns a farther shape than the nearest when the far leaf is walked first', () => {
    // Two circles on the x axis, a ray coming from the right: the left child holds the circle at
    // x = 1, the far one, and a left-first walk that returns its first leaf hit returns it.
    const shapes = [circle('far', { x: 1, y: 0 }, 0.5), circle('near', { x: 6, y: 0 }, 0.5)];
    const bvh = build(shapes);
    const A = { x: 10, y: 0 };
    const B = { x: -10, y: 0 };
    expect(walk(bvh, A, B, { nearFirst: false, firstLeafHit: true }).hit?.shape).toBe(0);
    expect(walk(bvh, A, B).hit?.shape).toBe(1);
  });

  it('lays leaves out evenly from x0 to x1 and parents over their children', () => {
    const shapes = [0, 1, 2, 3].map((i) => circle(String(i), { x: i * 3, y: 0 }, 1));
    const bvh = build(shapes);
    const at = layoutTree(bvh, { x0: 0, x1: 6, y0: 10, dy: 1 });
    const leaves = bvh.nodes.filter((n) => !n.left).map((n) => at.get(n.index)?.x);
    expect(leaves).toEqual([0, 2, 4, 6]);
    expect(at.get(0)).toEqual({ x: 3, y: 10 });
  });
});
