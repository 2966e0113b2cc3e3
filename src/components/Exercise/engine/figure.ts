/**
 * The failing case drawn for the 2D figure kit: the shapes, the segment A→B, the library's
 * answer and the reader's — told apart by colour and by mark and label (the library's a dot
 * and a solid arrow labelled "library", the reader's a cross and a dashed arrow labelled
 * "yours"), so that neither colour vision nor the legend is needed to tell them apart.
 *
 * Two segments' closest pair (closestPointsBetweenSegments) is drawn as the chapter draws it:
 * p₁q₁ and p₂q₂, and each answer's C₁–C₂ joined by a line (dots and solid for the library,
 * crosses and dashed for the reader's).
 *
 * A 3D case is seen along the axis that hides the least of it: the one the segment moves
 * least along (z when it stays in z = 0); the caption names the plane shown.
 */
import { FigureSession, type Figure, type Point2, type Snapshot, type ViewOptions } from '../../Diagram/scene';
import { formatShort, formatValue } from './format';
import type { CaseResult, ExerciseSpec, FigureScene, Outcome } from './types';

type Rec = Record<string, unknown>;
interface V {
  x: number;
  y: number;
  z: number;
}
type Axis = 'x' | 'y' | 'z';

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null;
const isVec = (v: unknown): v is V =>
  isRec(v) && ['x', 'y', 'z'].every((k) => typeof v[k] === 'number' && Number.isFinite(v[k]));

/** The figure kinds this module draws. */
export const FIGURE_KINDS = [
  'axisPlane',
  'sphere',
  'aabb',
  'sphereCast',
  'closestAABB',
  'plane',
  'triangle',
  'closestTriangle',
  'capsule',
  'obb',
  'sphereCastAABB',
  'sphereCastTriangle',
  'segmentPair',
] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** The two axes shown (as the figure's x and y) and the one looked along. */
interface Projection {
  a: Axis;
  b: Axis;
  along: Axis;
}

const AXES: readonly Axis[] = ['x', 'y', 'z'];

function projection(points: V[], keep?: Axis): Projection {
  const spread = (k: Axis): number => {
    const values = points.map((p) => p[k]);
    return values.length ? Math.max(...values) - Math.min(...values) : 0;
  };
  // Look along the axis with the least spread; z first on a tie, as 2D cases live in z = 0.
  const order: Axis[] = ['z', 'y', 'x'];
  let along: Axis = 'z';
  let least = Infinity;
  for (const k of order) {
    if (k === keep) continue;
    const s = spread(k);
    if (s < least - 1e-12) {
      least = s;
      along = k;
    }
  }
  const [a, b] = AXES.filter((k) => k !== along) as [Axis, Axis];
  return { a, b, along };
}

function planeName(p: Projection): string {
  return `${p.a}–${p.b} plane`;
}

/**
 * The answer's marks: a hit's point and normal, a closest point, a sphere cast's center, or a
 * pair of closest points `first`, `second` (C₁ on the first segment, C₂ on the second).
 */
interface Answer {
  point?: V;
  normal?: V;
  center?: V;
  first?: V;
  second?: V;
  t?: number;
  /** Said in the figure's label: kept short, as a label must fit a phone's figure. */
  text: string;
  /** Said in the legend under the figure, where there is room (the text when absent). */
  detail?: string;
}

/** Whether the answer has something to draw (a point, or a pair of points). */
const hasMark = (ans: Answer): boolean => Boolean(ans.point ?? (ans.first && ans.second));

function answerOf(outcome: Outcome): Answer {
  if (outcome.kind === 'throw') return { text: `threw ${outcome.name}` };
  if (outcome.kind === 'timeout') return { text: 'did not finish' };
  if (outcome.kind === 'crash') return { text: 'crashed' };
  const value = outcome.value;
  if (value === null) return { text: 'null (no hit)' };
  if (isVec(value))
    return { point: value, text: `(${formatShort(value.x)}, ${formatShort(value.y)}, ${formatShort(value.z)})` };
  if (!isRec(value)) return { text: formatValue(value) };
  if (isVec(value.first) && isVec(value.second)) {
    // closestPointsBetweenSegments: the check compares the distance, and that C₁ and C₂ are
    // the points at s and t; the label says the distance, the legend all three.
    const distance = typeof value.distance === 'number' ? `distance = ${formatShort(value.distance)}` : 'a pair';
    const st = ['s', 't'].flatMap((k) => (typeof value[k] === 'number' ? [`${k} = ${formatShort(value[k])}`] : []));
    return { first: value.first, second: value.second, text: distance, detail: [...st, distance].join(', ') };
  }
  const out: Answer = { text: typeof value.t === 'number' ? `t = ${formatShort(value.t)}` : 'a value' };
  if (isVec(value.point)) out.point = value.point;
  if (isVec(value.normal)) out.normal = value.normal;
  if (isVec(value.center)) out.center = value.center;
  if (typeof value.t === 'number') out.t = value.t;
  return out;
}

function kindFor(spec: ExerciseSpec): FigureKind | null {
  const kind = spec.figure;
  return kind && (FIGURE_KINDS as readonly string[]).includes(kind) ? (kind as FigureKind) : null;
}

/** Points of a shape, for choosing the projection. */
function shapePoints(shape: unknown): V[] {
  if (!isRec(shape)) return [];
  const out: V[] = [];
  for (const key of ['center', 'min', 'max', 'a', 'b', 'c', 'start', 'end'])
    if (isVec(shape[key])) out.push(shape[key]);
  return out;
}

/** Quaternion rotation of v (q need not be unit length). */
function rotate(q: { x: number; y: number; z: number; w: number }, p: V): V {
  const n = Math.hypot(q.x, q.y, q.z, q.w) || 1;
  const x = q.x / n;
  const y = q.y / n;
  const z = q.z / n;
  const w = q.w / n;
  const tx = 2 * (y * p.z - z * p.y);
  const ty = 2 * (z * p.x - x * p.z);
  const tz = 2 * (x * p.y - y * p.x);
  return {
    x: p.x + w * tx + (y * tz - z * ty),
    y: p.y + w * ty + (z * tx - x * tz),
    z: p.z + w * tz + (x * ty - y * tx),
  };
}

/**
 * A scene for the figure kit drawing the case, or null when the exercise has no figure (or
 * the case cannot be drawn: its input is not finite, as in the bad-input cases).
 */
export function figureForCase(spec: ExerciseSpec, result: CaseResult): FigureScene | null {
  const kind = kindFor(spec);
  if (!kind) return null;
  const args = result.args;
  const isPointQuery = kind === 'closestAABB' || kind === 'closestTriangle';
  // A sphere where a point query has its point (sphereIntersectsAABB drawn as closestAABB):
  // its center is the point, and the sphere is drawn round it.
  const first = args[0];
  const sphere =
    isPointQuery && isRec(first) && isVec(first.center) && typeof first.radius === 'number' && first.radius >= 0
      ? { center: first.center, radius: first.radius }
      : null;
  const A = sphere ? sphere.center : first;
  const B = args[1];
  if (!isVec(A) || (!isPointQuery && !isVec(B))) return null;
  // closestPointsBetweenSegments(p1, q1, p2, q2): two segments, and no segment A→B.
  const isPair = kind === 'segmentPair';
  const otherSegment = isPair ? [args[2], args[3]] : [];
  if (!otherSegment.every(isVec)) return null;
  const target = args[args.length - 1];
  const casterRadius =
    kind === 'sphereCast' || kind === 'sphereCastAABB' || kind === 'sphereCastTriangle' ? args[2] : 0;
  if (typeof casterRadius !== 'number' || !Number.isFinite(casterRadius)) return null;

  const library = answerOf(result.expected);
  const yours = answerOf(result.got);
  const points = [A, ...(isVec(B) ? [B] : []), ...(isPair ? otherSegment : shapePoints(target))];
  for (const ans of [library, yours])
    for (const p of [ans.point, ans.center, ans.first, ans.second]) if (p) points.push(p);
  const planeAxis =
    kind === 'axisPlane' && typeof args[2] === 'string' && AXES.includes(args[2] as Axis)
      ? (args[2] as Axis)
      : isPair
        ? (gapAxis(library) ?? gapAxis(yours))
        : undefined;
  const proj = projection(points, planeAxis);
  const P = (p: V): Point2 => ({ x: p[proj.a], y: p[proj.b] });
  const flat = points.every((p) => p.z === 0) && proj.along === 'z';

  const span = Math.max(...points.map((p) => Math.max(Math.abs(p[proj.a]), Math.abs(p[proj.b]))), 1e-300);
  // The library's normal is drawn longer than the reader's: where both agree, both stay visible.
  const arrowOf = (who: 'library' | 'yours'): number => span * (who === 'library' ? 0.18 : 0.1);

  /**
   * Draws the case. An answer with no point (null, an error) is said in words at `corner`,
   * the top-left of the view, found from a first drawing without them: beside the segment's
   * end the words ran off the figure or lay across a short segment.
   */
  const render = (
    corner: Point2 | null,
    range: Pick<ViewOptions, 'x' | 'y'> = {},
  ): { snapshot: Snapshot; drew: string } | null => {
    const session = new FigureSession();
    session.begin();
    const fig = session.figure({
      ...range,
      height: 300,
      title: `The case “${result.name}”: the library's answer and yours, seen in the ${planeName(proj)}.`,
    });
    const drew = drawShape(fig, kind, target, P, proj, args);
    if (drew === null) return null;
    if (isPointQuery) {
      if (sphere) {
        fig.circle(P(sphere.center), sphere.radius, { tone: 'accent', fill: false, width: 1.5 });
        fig.point(P(A), { tone: 'ink', label: 'C' });
      } else fig.point(P(A), { tone: 'ink', label: 'P' });
    } else if (isPair) {
      // Drawn by drawShape, as the chapter draws them.
    } else if (isVec(B)) {
      fig.segment(P(A), P(B), { tone: 'ink', arrow: true });
      fig.point(P(A), { tone: 'ink', label: 'A' });
      fig.point(P(B), { tone: 'ink', label: 'B', labelOffset: [8, 16] });
    }
    const mark = (ans: Answer, who: 'library' | 'yours'): void => {
      const tone = who === 'library' ? 'hit' : 'warning';
      const label = `${who}: ${ans.text}`;
      if (ans.first && ans.second) {
        // As the chapter draws C₁–C₂: the two points joined by a line; the label at C₁.
        fig.segment(P(ans.first), P(ans.second), { tone, dashed: who === 'yours', width: who === 'yours' ? 2 : 2.5 });
        fig.point(P(ans.first), {
          tone,
          label,
          ...(who === 'yours' ? { cross: true, labelOffset: [8, 22] as const } : { labelOffset: [8, -8] as const }),
        });
        fig.point(P(ans.second), { tone, ...(who === 'yours' ? { cross: true } : {}) });
        return;
      }
      if (ans.center && casterRadius > 0) {
        fig.circle(P(ans.center), casterRadius, { tone, dashed: who === 'yours', fill: false, width: 1.5 });
      }
      if (ans.point) {
        fig.point(P(ans.point), {
          tone,
          label,
          ...(who === 'yours' ? { cross: true, labelOffset: [8, 22] as const } : { labelOffset: [8, -8] as const }),
        });
        if (ans.normal) {
          const arrow = arrowOf(who);
          const end = {
            x: ans.point.x + ans.normal.x * arrow,
            y: ans.point.y + ans.normal.y * arrow,
            z: ans.point.z + ans.normal.z * arrow,
          };
          fig.segment(P(ans.point), P(end), {
            tone,
            arrow: true,
            dashed: who === 'yours',
            width: who === 'yours' ? 2 : 2.5,
          });
        }
      } else if (corner) {
        fig.label(corner, label, { tone, offset: who === 'library' ? [6, 20] : [6, 40] });
      }
    };
    mark(library, 'library');
    mark(yours, 'yours');
    const [snapshot] = session.finish();
    return snapshot ? { snapshot, drew } : null;
  };

  let drawn = render(null);
  const bounds = drawn?.snapshot.bounds;
  if (drawn && bounds && (!hasMark(library) || !hasMark(yours))) {
    // The view is fixed to the drawing plus fitView's padding (12% of the larger span), and
    // made at least 2.3 times as wide as high (wider than a 680 × 300 figure, so the width
    // decides the scale at any page width): its left edge is then the figure's, and the
    // range's top-left corner, where the words go, is in view.
    const pad = Math.max(bounds[2] - bounds[0], bounds[3] - bounds[1], 1e-300) * 0.12;
    const y = [bounds[1] - pad, bounds[3] + pad] as const;
    const half = Math.max(bounds[2] - bounds[0] + 2 * pad, 2.3 * (y[1] - y[0])) / 2;
    const middle = (bounds[0] + bounds[2]) / 2;
    const x = [middle - half, middle + half] as const;
    drawn = render({ x: x[0], y: y[1] }, { x, y });
  }
  if (!drawn) return null;
  const { snapshot, drew } = drawn;
  const view = flat ? 'Drawn in the z = 0 plane.' : `Seen in the ${planeName(proj)} (looking along ${proj.along}).`;
  const marks = isPair
    ? {
        library: 'dots joined by a solid line',
        yours: 'crosses joined by a dashed line',
        said: "The library's pair is the dots joined by a solid line (“library”); yours is the crosses joined by a dashed line (“yours”).",
      }
    : {
        library: 'dot, solid arrow',
        yours: 'cross, dashed arrow',
        said: "The library's answer is the dot and solid arrow (“library”); yours is the cross and dashed arrow (“yours”).",
      };
  return {
    snapshot,
    caption: `${drew}${drew ? ' ' : ''}${view} ${marks.said}`,
    legend: [
      { label: `library: ${library.detail ?? library.text}`, tone: 'hit', dashed: false, mark: marks.library },
      { label: `yours: ${yours.detail ?? yours.text}`, tone: 'warning', dashed: true, mark: marks.yours },
    ],
  };
}

/**
 * The axis a pair C₁–C₂ runs most along, kept in view: looking along it would draw the gap
 * between the segments, the thing the case is about, as a single point (two skew segments
 * one above the other, seen from above).
 */
function gapAxis(ans: Answer): Axis | undefined {
  const { first, second } = ans;
  if (!first || !second) return undefined;
  let best: Axis | undefined;
  let most = 0;
  for (const k of AXES) {
    const d = Math.abs(first[k] - second[k]);
    if (d > most) {
      most = d;
      best = k;
    }
  }
  return best;
}

/** Draws the target; returns a sentence about it ('' if none), or null when it cannot be drawn. */
function drawShape(
  fig: Figure,
  kind: FigureKind,
  target: unknown,
  P: (p: V) => Point2,
  proj: Projection,
  args: unknown[],
): string | null {
  switch (kind) {
    case 'axisPlane': {
      const axis = args[2];
      const value = args[3];
      if (typeof value !== 'number' || !Number.isFinite(value) || (axis !== proj.a && axis !== proj.b)) return null;
      fig.plane(axis === proj.a ? 'x' : 'y', value, { label: `${String(axis)} = ${formatShort(value)}` });
      return '';
    }
    case 'sphere':
    case 'sphereCast': {
      if (!isRec(target) || !isVec(target.center) || typeof target.radius !== 'number' || !(target.radius >= 0))
        return null;
      fig.circle(P(target.center), target.radius, { label: 'C' });
      return kind === 'sphereCast' ? 'The moving sphere is drawn where each answer says it first touches.' : '';
    }
    case 'aabb':
    case 'closestAABB':
    case 'sphereCastAABB': {
      if (!isRec(target) || !isVec(target.min) || !isVec(target.max)) return null;
      fig.box({ min: P(target.min), max: P(target.max) });
      return kind === 'sphereCastAABB' ? 'The moving sphere is drawn where each answer says it first touches.' : '';
    }
    case 'triangle':
    case 'closestTriangle':
    case 'sphereCastTriangle': {
      if (!isRec(target) || !isVec(target.a) || !isVec(target.b) || !isVec(target.c)) return null;
      const { a, b, c } = target;
      fig.segment(P(a), P(b), { tone: 'target' });
      fig.segment(P(b), P(c), { tone: 'target' });
      fig.segment(P(c), P(a), { tone: 'target' });
      return kind === 'sphereCastTriangle' ? 'The moving sphere is drawn where each answer says it first touches.' : '';
    }
    case 'capsule': {
      if (!isRec(target) || !isVec(target.start) || !isVec(target.end) || typeof target.radius !== 'number')
        return null;
      fig.circle(P(target.start), target.radius, { fill: false });
      fig.circle(P(target.end), target.radius, { fill: false });
      fig.segment(P(target.start), P(target.end), { tone: 'target', dashed: true, width: 1 });
      // Its outline in the view: the axis moved by r to either side.
      const s0 = P(target.start);
      const s1 = P(target.end);
      const length = Math.hypot(s1.x - s0.x, s1.y - s0.y);
      if (length > 0) {
        const nx = (-(s1.y - s0.y) / length) * target.radius;
        const ny = ((s1.x - s0.x) / length) * target.radius;
        for (const k of [1, -1]) {
          fig.segment(
            { x: s0.x + k * nx, y: s0.y + k * ny },
            { x: s1.x + k * nx, y: s1.y + k * ny },
            { tone: 'target' },
          );
        }
      }
      return 'The capsule is drawn as its end spheres, its sides and its axis.';
    }
    case 'obb': {
      if (!isRec(target) || !isVec(target.center) || !isVec(target.halfSize) || !isRec(target.rotation)) return null;
      const q = target.rotation as { x: number; y: number; z: number; w: number };
      const { center: c, halfSize: h } = target;
      const corner = (sx: number, sy: number, sz: number): V => {
        const r = rotate(q, { x: sx * h.x, y: sy * h.y, z: sz * h.z });
        return { x: c.x + r.x, y: c.y + r.y, z: c.z + r.z };
      };
      for (const [s1, s2, s3, t1, t2, t3] of [
        [-1, -1, -1, 1, -1, -1],
        [-1, 1, -1, 1, 1, -1],
        [-1, -1, 1, 1, -1, 1],
        [-1, 1, 1, 1, 1, 1],
        [-1, -1, -1, -1, 1, -1],
        [1, -1, -1, 1, 1, -1],
        [-1, -1, 1, -1, 1, 1],
        [1, -1, 1, 1, 1, 1],
        [-1, -1, -1, -1, -1, 1],
        [1, -1, -1, 1, -1, 1],
        [-1, 1, -1, -1, 1, 1],
        [1, 1, -1, 1, 1, 1],
      ] as const) {
        fig.segment(P(corner(s1, s2, s3)), P(corner(t1, t2, t3)), { tone: 'target' });
      }
      return 'The box is drawn as its twelve edges.';
    }
    case 'segmentPair': {
      const [p1, q1, p2, q2] = args;
      if (!isVec(p1) || !isVec(q1) || !isVec(p2) || !isVec(q2)) return null;
      // The chapter's segments: p₁q₁ in ink, p₂q₂ in the accent colour, both wide.
      fig.segment(P(p1), P(q1), { tone: 'ink', width: 3 });
      fig.segment(P(p2), P(q2), { tone: 'accent', width: 3 });
      fig.point(P(p1), { tone: 'ink', label: 'p₁', labelOffset: [-4, 20] });
      fig.point(P(q1), { tone: 'ink', label: 'q₁', labelOffset: [-8, 18] });
      fig.point(P(p2), { tone: 'accent', label: 'p₂' });
      fig.point(P(q2), { tone: 'accent', label: 'q₂' });
      return 'The segments p₁q₁ and p₂q₂ are drawn, and each answer’s closest pair C₁–C₂.';
    }
    case 'plane': {
      if (!isRec(target) || !isVec(target.normal) || typeof target.constant !== 'number') return null;
      const n = target.normal;
      const k = target.constant;
      // The plane's trace in the view: n_a·x + n_b·y = −k (the hidden coordinate taken as 0).
      const na = n[proj.a];
      const nb = n[proj.b];
      if (na === 0 && nb === 0) return null;
      const p0 = { x: (-k * na) / (na * na + nb * nb), y: (-k * nb) / (na * na + nb * nb) };
      fig.line(p0, { x: p0.x - nb, y: p0.y + na }, { tone: 'target', dashed: false, width: 2, label: 'plane' });
      return `The plane is drawn where it cuts ${proj.along} = 0.`;
    }
  }
}
