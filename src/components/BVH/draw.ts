/**
 * Drawing the teaching BVH with the figure kit: the shapes and the nested boxes in the
 * scene, and the tree as nodes and edges beside it, each lit where the walk tested it.
 */
import type { Figure, Tone } from '../Diagram/scene';
import { boundsOf, height, layoutTree, type BVH, type Box2, type Shape2, type Vec2, type WalkResult } from './bvh2d';

/** The drawing calls used here, so that a 2D figure of a page or of a cell both do. */
type Fig = Pick<Figure, 'box' | 'circle' | 'segment' | 'point' | 'label'>;

/** A box grown by `by` on every side. */
export function grown(b: Box2, by: number): Box2 {
  return { min: { x: b.min.x - by, y: b.min.y - by }, max: { x: b.max.x + by, y: b.max.y + by } };
}

export interface DrawSceneOptions {
  /** The walk whose tested boxes are lit; none: every box drawn alike. */
  walk?: WalkResult;
  /**
   * Each box is drawn grown by `pad` for every level below it, so nested boxes that share an
   * edge stay apart (default 0.12 world units). The walk uses the true, tight boxes.
   */
  pad?: number;
  /** Draw the boxes' names (default true). */
  names?: boolean;
  /** Draw only the boxes the walk tested (default false: every box). */
  testedOnly?: boolean;
}

/** The shapes, with their names inside unless `names` is false. */
export function drawShapes(
  fig: Fig,
  shapes: readonly Shape2[],
  options: { tones?: ReadonlyMap<number, Tone>; names?: boolean } = {},
): void {
  shapes.forEach((s, i) => {
    const tone = options.tones?.get(i) ?? 'target';
    if (s.kind === 'circle') fig.circle(s.center, s.radius, { tone });
    else fig.box(s, { tone });
    if (options.names === false) return;
    const b = boundsOf(s);
    fig.label({ x: (b.min.x + b.max.x) / 2, y: (b.min.y + b.max.y) / 2 }, s.name, { tone: 'ink', offset: [-4, 5] });
  });
}

/** The internal nodes' boxes over the shapes: lit where the walk tested them, solid where it walked in. */
export function drawBoxes(fig: Fig, bvh: BVH, options: DrawSceneOptions = {}): void {
  const pad = options.pad ?? 0.12;
  const H = height(bvh);
  for (const n of bvh.nodes) {
    if (!n.left) continue;
    const lit = options.walk?.visited.has(n.index) ?? false;
    if (!lit && options.testedOnly) continue;
    const box = grown(n.box, (H - n.depth) * pad);
    const walked = options.walk?.walked.has(n.index) ?? false;
    // Walked into: solid; tested but missed or skipped: dashed in the same colour; untested: faint.
    fig.box(
      box,
      !options.walk
        ? { tone: 'accent', fill: false, width: 1.5 }
        : lit
          ? { tone: 'accent', fill: false, width: 2, dashed: !walked }
          : { tone: 'muted', fill: false, dashed: true, width: 1 },
    );
    if (options.names ?? true) {
      // Nested boxes share corners: each level names its box at a different corner.
      const [at, offset] = [
        [{ x: box.min.x, y: box.max.y }, [0, -5]],
        [box.max, [-14, 14]],
        [box.min, [3, -4]],
      ][n.depth % 3] as [Vec2, [number, number]];
      fig.label(at, n.name, { tone: lit || !options.walk ? 'accent' : 'muted', offset });
    }
  }
}

/**
 * The tree: one dot per node, a line from each parent to its children; a node the walk
 * tested is lit (a ring), and one it walked into is filled. Returns where each node was drawn.
 */
export function drawTree(
  fig: Fig,
  bvh: BVH,
  frame: { x0: number; x1: number; y0: number; dy: number },
  walk?: WalkResult,
): Map<number, Vec2> {
  const at = layoutTree(bvh, frame);
  for (const n of bvh.nodes) {
    const p = at.get(n.index) as Vec2;
    for (const c of [n.left, n.right]) {
      if (!c) continue;
      const lit = walk?.visited.has(c.index) ?? false;
      fig.segment(p, at.get(c.index) as Vec2, lit ? { tone: 'accent', width: 2 } : { tone: 'muted', width: 1 });
    }
  }
  for (const n of bvh.nodes) {
    const p = at.get(n.index) as Vec2;
    const tested = walk?.visited.has(n.index) ?? false;
    const tone: Tone = walk?.hit && n.shapes.includes(walk.hit.shape) ? 'hit' : tested ? 'accent' : 'muted';
    fig.point(p, {
      tone,
      hollow: tested && !(walk?.walked.has(n.index) ?? false),
      label: n.name,
      labelOffset: n.left ? [8, -6] : [0, 20],
    });
  }
  return at;
}
