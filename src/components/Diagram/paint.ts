/**
 * From a recorded figure to pixels. `paintSnapshot` lays out the grid, axes and marks once
 * and hands primitive shapes to a `Painter`: the canvas painter in the browser, the SVG
 * painter for the static figure rendered on the server.
 */
import { formatNumber, niceStep, type HandleSnapshot, type Mark, type Point2, type Snapshot, type Tone } from './scene';

export interface Stroke {
  tone: Tone;
  width: number;
  dash?: readonly number[];
  alpha?: number;
}

export interface TextStyle {
  tone: Tone;
  align: 'left' | 'center' | 'right';
  baseline: 'top' | 'middle' | 'bottom';
  size: number;
  /** Italic serif, as symbols in the formulas are set. */
  math?: boolean;
  /** Paint a background-coloured halo so the text stays legible over lines. */
  halo?: boolean;
}

export interface Painter {
  /** A polyline through [x0, y0, x1, y1, …] in pixels. */
  polyline(points: readonly number[], stroke: Stroke): void;
  /** A filled polygon (arrowheads). */
  polygon(points: readonly number[], tone: Tone, alpha?: number): void;
  circle(cx: number, cy: number, r: number, stroke: Stroke | null, fill: { tone: Tone; alpha: number } | null): void;
  rect(x: number, y: number, w: number, h: number, stroke: Stroke, fill: { tone: Tone; alpha: number } | null): void;
  text(x: number, y: number, text: string, style: TextStyle): void;
}

/** World → pixel mapping with equal scale on both axes (circles stay round). */
export interface View {
  width: number;
  height: number;
  /** Pixels per world unit. */
  scale: number;
  /** World coordinates of the pixel-space center. */
  cx: number;
  cy: number;
}

export function toPx(view: View, p: Point2): [number, number] {
  return [(p.x - view.cx) * view.scale + view.width / 2, view.height / 2 - (p.y - view.cy) * view.scale];
}

export function toWorld(view: View, px: number, py: number): { x: number; y: number } {
  return { x: (px - view.width / 2) / view.scale + view.cx, y: (view.height / 2 - py) / view.scale + view.cy };
}

/** Fits the fixed ranges, or else the content's bounds with a margin, into width × height. */
export function fitView(snapshot: Snapshot, width: number, height: number): View {
  const { x, y } = snapshot.view;
  let [x0, y0, x1, y1] = snapshot.bounds ?? [-5, -5, 5, 5];
  if (!x || !y) {
    const pad = Math.max(x1 - x0, y1 - y0, 1) * 0.12;
    x0 -= pad;
    x1 += pad;
    y0 -= pad;
    y1 += pad;
  }
  if (x) [x0, x1] = x;
  if (y) [y0, y1] = y;
  const spanX = Math.max(x1 - x0, 1e-9);
  const spanY = Math.max(y1 - y0, 1e-9);
  // With only x fixed, x fills the width and y is centered on the content (and vice versa).
  const scale = x && !y ? width / spanX : y && !x ? height / spanY : Math.min(width / spanX, height / spanY);
  return { width, height, scale, cx: (x0 + x1) / 2, cy: (y0 + y1) / 2 };
}

const ARROW_LENGTH = 10;
/** A measure label's average character width and line height at 13 px, for placing it clear of its line. */
export const MEASURE_CHAR_PX = 7.2;
const MEASURE_LINE_PX = 15;
const ARROW_HALF_WIDTH = 4.5;

function arrowhead(p: Painter, tipX: number, tipY: number, ux: number, uy: number, tone: Tone): void {
  const bx = tipX - ux * ARROW_LENGTH;
  const by = tipY - uy * ARROW_LENGTH;
  p.polygon(
    [
      tipX,
      tipY,
      bx - uy * ARROW_HALF_WIDTH,
      by + ux * ARROW_HALF_WIDTH,
      bx + uy * ARROW_HALF_WIDTH,
      by - ux * ARROW_HALF_WIDTH,
    ],
    tone,
  );
}

/** A line with an optional arrowhead whose tip lands exactly on (x1, y1). */
function arrowLine(p: Painter, x0: number, y0: number, x1: number, y1: number, stroke: Stroke, arrow: boolean): void {
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (!arrow || len < ARROW_LENGTH) {
    p.polyline([x0, y0, x1, y1], stroke);
    return;
  }
  const ux = (x1 - x0) / len;
  const uy = (y1 - y0) / len;
  p.polyline([x0, y0, x1 - ux * (ARROW_LENGTH - 1), y1 - uy * (ARROW_LENGTH - 1)], stroke);
  arrowhead(p, x1, y1, ux, uy, stroke.tone);
}

const LABEL: Omit<TextStyle, 'tone'> = { align: 'left', baseline: 'bottom', size: 16, math: true, halo: true };

/**
 * Whether a name reads as a mathematical symbol (A, D′, |CS|², t) and so is set in math
 * italic, like the formulas; a word ("seed", "distance", "hit.t") is set upright.
 */
export function isSymbol(text: string): boolean {
  return !/[a-z]{3,}/.test(text);
}

/** A 16 px label's generous width per character and its height, for keeping it inside the figure. */
export const LABEL_CHAR_PX = 9;
/** How far a normal's label sits from its arrow's tip, across it. */
const NORMAL_LABEL_GAP_PX = 9;
/** How far a radius's label sits from its line. */
const RADIUS_LABEL_GAP_PX = 9;
export const LABEL_LINE_PX = 20;
/** The smallest size a label is set in to fit a narrow figure, still readable on a phone. */
export const LABEL_MIN_SIZE = 10;

/**
 * A label beside (x, y), on the side `offset` asks for unless that side runs past the figure's
 * edge: then on the other side of the point (a point near the bottom gets its label above, one
 * near the right edge its label on the left), and, if neither side has room, pushed in from the
 * edge. A label cut by the edge — "yours: (0, 0, 0)" below a point at the origin in a corner of
 * an exercise's figure — cannot be read, and the reader cannot scroll to it.
 */
function label(
  p: Painter,
  view: View,
  x: number,
  y: number,
  text: string,
  tone: Tone,
  offset: readonly [number, number],
): void {
  let [dx, dy] = offset;
  // A label wider than the figure (a long number in a phone's figure: "yours: (-3000000000000000,
  // 2, 0)" at 300 px) is set smaller until it fits; placed at 16 px it ran past the right edge.
  const size = Math.max(
    LABEL_MIN_SIZE,
    Math.min(LABEL.size, Math.floor((LABEL.size * view.width) / (text.length * LABEL_CHAR_PX))),
  );
  const w = (text.length * LABEL_CHAR_PX * size) / LABEL.size;
  const h = (LABEL_LINE_PX * size) / LABEL.size;
  if (dx > 2 && x + dx + w > view.width && x - dx - w >= 0) dx = -dx;
  else if (dx < -2 && x + dx - w < 0 && x - dx + w <= view.width) dx = -dx;
  if (dy > 2 && y + dy + h > view.height && y - dy - h >= 0) dy = -dy;
  else if (dy < -2 && y + dy - h < 0 && y - dy + h <= view.height) dy = -dy;
  const align = dx < -2 ? 'right' : dx > 2 ? 'left' : 'center';
  const baseline = dy < -2 ? 'bottom' : dy > 2 ? 'top' : 'middle';
  // Neither side had room: keep the whole box inside, as close to the asked place as it fits.
  let px = x + dx;
  const left = align === 'left' ? px : align === 'right' ? px - w : px - w / 2;
  // The left edge wins when even the smallest size is too wide: the label's start is read.
  if (left < 0) px -= left;
  else if (left + w > view.width) px -= Math.min(left + w - view.width, left);
  let py = y + dy;
  const top = baseline === 'top' ? py : baseline === 'bottom' ? py - h : py - h / 2;
  if (top + h > view.height) py -= top + h - view.height;
  else if (top < 0) py -= top;
  p.text(px, py, text, { ...LABEL, size, math: isSymbol(text), tone, align, baseline });
}

/** Tick labels' size, and a generous estimate of their width per character (digits, '−', '.'). */
export const TICK_SIZE = 11;
export const TICK_CHAR_WIDTH = 0.62 * TICK_SIZE;
/** Kept this far from the figure's edge. */
const TICK_MARGIN = 2;

/**
 * Where an x-axis tick label goes: centred under its tick, or against the figure's edge when
 * centring would push part of it outside (the canvas clips it: '−3' read '3', '11' read '1').
 */
export function xTickAnchor(
  px: number,
  text: string,
  width: number,
): { x: number; align: 'left' | 'center' | 'right' } {
  const half = (text.length * TICK_CHAR_WIDTH) / 2;
  if (px - half < TICK_MARGIN) return { x: TICK_MARGIN, align: 'left' };
  if (px + half > width - TICK_MARGIN) return { x: width - TICK_MARGIN, align: 'right' };
  return { x: px, align: 'center' };
}

function gridAndAxes(p: Painter, view: View, grid: boolean, axes: boolean): void {
  const { width, height } = view;
  const step = niceStep(width / view.scale, Math.max(4, Math.round(width / 64)));
  const min = toWorldBounds(view);
  if (grid) {
    for (let gx = Math.ceil(min.x0 / step) * step; gx <= min.x1; gx += step) {
      const [px] = toPx(view, { x: gx, y: 0 });
      p.polyline([px, 0, px, height], { tone: 'muted', width: 1, alpha: 0.18 });
    }
    for (let gy = Math.ceil(min.y0 / step) * step; gy <= min.y1; gy += step) {
      const [, py] = toPx(view, { x: 0, y: gy });
      p.polyline([0, py, width, py], { tone: 'muted', width: 1, alpha: 0.18 });
    }
  }
  if (!axes) return;
  const [ox, oy] = toPx(view, { x: 0, y: 0 });
  const axisY = Math.min(Math.max(oy, 0), height);
  const axisX = Math.min(Math.max(ox, 0), width);
  if (oy >= 0 && oy <= height) p.polyline([0, oy, width, oy], { tone: 'muted', width: 1, alpha: 0.6 });
  if (ox >= 0 && ox <= width) p.polyline([ox, 0, ox, height], { tone: 'muted', width: 1, alpha: 0.6 });
  const tick = { tone: 'muted' as const, size: TICK_SIZE, halo: true };
  for (let gx = Math.ceil(min.x0 / step) * step; gx <= min.x1; gx += step) {
    if (Math.abs(gx) < step / 2) continue;
    const [px] = toPx(view, { x: gx, y: 0 });
    const text = formatNumber(gx, 6);
    const { x, align } = xTickAnchor(px, text, width);
    p.text(x, Math.min(axisY + 4, height - 14), text, { ...tick, align, baseline: 'top' });
  }
  for (let gy = Math.ceil(min.y0 / step) * step; gy <= min.y1; gy += step) {
    if (Math.abs(gy) < step / 2) continue;
    const [, py] = toPx(view, { x: 0, y: gy });
    const left = axisX > width - 30;
    // Half a line from the top and bottom edges, so the label is not cut in half.
    const y = Math.min(Math.max(py, TICK_SIZE / 2 + 1), height - TICK_SIZE / 2 - 1);
    p.text(left ? axisX - 4 : axisX + 4, y, formatNumber(gy, 6), {
      ...tick,
      align: left ? 'right' : 'left',
      baseline: 'middle',
    });
  }
}

function toWorldBounds(view: View): { x0: number; x1: number; y0: number; y1: number } {
  const halfW = view.width / 2 / view.scale;
  const halfH = view.height / 2 / view.scale;
  return { x0: view.cx - halfW, x1: view.cx + halfW, y0: view.cy - halfH, y1: view.cy + halfH };
}

function mark(p: Painter, view: View, m: Mark): void {
  const dash = (dashed: boolean) => (dashed ? { dash: [6, 5] as const } : {});
  switch (m.kind) {
    case 'segment': {
      const [ax, ay] = toPx(view, m.A);
      const [bx, by] = toPx(view, m.B);
      arrowLine(p, ax, ay, bx, by, { tone: m.tone, width: m.width, ...dash(m.dashed) }, m.arrow);
      if (m.label) label(p, view, (ax + bx) / 2, (ay + by) / 2, m.label, m.tone, [6, -6]);
      return;
    }
    case 'line': {
      const dx = m.B.x - m.A.x;
      const dy = m.B.y - m.A.y;
      const len = Math.hypot(dx, dy);
      const reach =
        (Math.hypot(view.width, view.height) / view.scale) * 2 + Math.hypot(m.A.x - view.cx, m.A.y - view.cy);
      const [x0, y0] = toPx(view, { x: m.A.x - (dx / len) * reach, y: m.A.y - (dy / len) * reach });
      const [x1, y1] = toPx(view, { x: m.A.x + (dx / len) * reach, y: m.A.y + (dy / len) * reach });
      p.polyline([x0, y0, x1, y1], { tone: m.tone, width: m.width, ...dash(m.dashed) });
      if (m.label) {
        const [bx, by] = toPx(view, m.B);
        label(p, view, bx, by, m.label, m.tone, [6, -8]);
      }
      return;
    }
    case 'ray': {
      const [ax, ay] = toPx(view, m.A);
      const len = Math.hypot(m.d.x, m.d.y);
      const reach = (Math.hypot(view.width, view.height) / view.scale) * 2;
      const [bx, by] = toPx(view, { x: m.A.x + (m.d.x / len) * reach, y: m.A.y + (m.d.y / len) * reach });
      p.polyline([ax, ay, bx, by], { tone: m.tone, width: m.width, ...dash(m.dashed) });
      // The arrowhead sits 48 px along, where it reads as "this way".
      const ux = (bx - ax) / Math.hypot(bx - ax, by - ay);
      const uy = (by - ay) / Math.hypot(bx - ax, by - ay);
      arrowhead(p, ax + ux * 48, ay + uy * 48, ux, uy, m.tone);
      if (m.label) label(p, view, ax + ux * 48, ay + uy * 48, m.label, m.tone, [6, -8]);
      return;
    }
    case 'point': {
      const [x, y] = toPx(view, m.P);
      if (m.cross) {
        const stroke = { tone: m.tone, width: 2.5 };
        p.polyline([x - 8, y - 8, x + 8, y + 8], stroke);
        p.polyline([x - 8, y + 8, x + 8, y - 8], stroke);
      } else if (m.hollow) p.circle(x, y, 4.5, { tone: m.tone, width: 2 }, null);
      else p.circle(x, y, 4.5, null, { tone: m.tone, alpha: 1 });
      if (m.label) label(p, view, x, y, m.label, m.tone, m.labelOffset ?? [7, -7]);
      return;
    }
    case 'circle': {
      const [x, y] = toPx(view, m.C);
      const r = m.r * view.scale;
      p.circle(
        x,
        y,
        r,
        { tone: m.tone, width: m.width, ...dash(m.dashed) },
        m.fill ? { tone: m.tone, alpha: 0.1 } : null,
      );
      if (m.label) label(p, view, x + r * Math.SQRT1_2, y - r * Math.SQRT1_2, m.label, m.tone, [6, -6]);
      return;
    }
    case 'box': {
      const [x0, y0] = toPx(view, { x: m.min.x, y: m.max.y });
      const [x1, y1] = toPx(view, { x: m.max.x, y: m.min.y });
      p.rect(
        x0,
        y0,
        x1 - x0,
        y1 - y0,
        { tone: m.tone, width: m.width, ...dash(m.dashed) },
        m.fill ? { tone: m.tone, alpha: 0.1 } : null,
      );
      if (m.label) label(p, view, x1, y0, m.label, m.tone, [6, -6]);
      return;
    }
    case 'plane': {
      const stroke = { tone: m.tone, width: m.width, ...dash(m.dashed) };
      if (m.axis === 'x') {
        const [x] = toPx(view, { x: m.value, y: 0 });
        p.polyline([x, 0, x, view.height], stroke);
        // Near the right edge the label goes on the line's left, where it has room.
        if (m.label) label(p, view, x, 6, m.label, m.tone, [x > view.width - 80 ? -6 : 6, 8]);
      } else {
        const [, y] = toPx(view, { x: 0, y: m.value });
        p.polyline([0, y, view.width, y], stroke);
        if (m.label) label(p, view, view.width - 6, y, m.label, m.tone, [-6, -6]);
      }
      return;
    }
    case 'normal': {
      const [x, y] = toPx(view, m.P);
      const len = Math.hypot(m.n.x, m.n.y);
      if (len === 0) return;
      const ux = m.n.x / len;
      const uy = -m.n.y / len;
      arrowLine(p, x, y, x + ux * m.length, y + uy * m.length, { tone: m.tone, width: 2 }, true);
      // The label beside the tip, across the arrow: beyond the tip it sat on the segment whenever
      // the segment came in along the normal (a ray hitting a face head on, oriented-boxes' n).
      // Of the two sides, the right one on screen (up when the arrow is level).
      const [sx, sy] = -uy > 1e-9 || (Math.abs(uy) <= 1e-9 && ux < 0) ? [-uy, ux] : [uy, -ux];
      if (m.label)
        label(p, view, x + ux * m.length, y + uy * m.length, m.label, m.tone, [
          NORMAL_LABEL_GAP_PX * sx,
          NORMAL_LABEL_GAP_PX * sy,
        ]);
      return;
    }
    case 'label': {
      const [x, y] = toPx(view, m.P);
      label(p, view, x, y, m.text, m.tone, m.offset);
      return;
    }
    case 'rightAngle': {
      const [cx, cy] = toPx(view, m.C);
      const [ux0, uy0] = toPx(view, m.U);
      const [vx0, vy0] = toPx(view, m.V);
      const lu = Math.hypot(ux0 - cx, uy0 - cy);
      const lv = Math.hypot(vx0 - cx, vy0 - cy);
      if (lu < 1 || lv < 1) return;
      const s = Math.min(10, lu / 2, lv / 2);
      const ux = ((ux0 - cx) / lu) * s;
      const uy = ((uy0 - cy) / lu) * s;
      const vx = ((vx0 - cx) / lv) * s;
      const vy = ((vy0 - cy) / lv) * s;
      p.polyline([cx + ux, cy + uy, cx + ux + vx, cy + uy + vy, cx + vx, cy + vy], { tone: m.tone, width: 1.5 });
      return;
    }
    case 'measure': {
      const [ax, ay] = toPx(view, m.A);
      const [bx, by] = toPx(view, m.B);
      const len = Math.hypot(bx - ax, by - ay);
      // Too short to carry its label legibly: the readouts say it instead.
      if (len < 30) return;
      // Offset to the left of A→B on screen; ticks at both ends.
      const nx = (ay - by) / len;
      const ny = (bx - ax) / len;
      // The label sits beyond the dimension line, its box just clear of it whatever the
      // line's slope: the box's half-extent along the normal, estimated from its characters.
      const halfW = (m.text.length * MEASURE_CHAR_PX) / 2;
      const halfH = MEASURE_LINE_PX / 2;
      const reach = Math.abs(nx) * halfW + Math.abs(ny) * halfH + 3;
      const labelAt = (offset: number): [number, number] => {
        const side = Math.sign(offset || 1);
        return [(ax + bx) / 2 + nx * (offset + side * reach), (ay + by) / 2 + ny * (offset + side * reach)];
      };
      const fits = ([x, y]: [number, number]) =>
        x - halfW >= 0 && x + halfW <= view.width && y - halfH >= 0 && y + halfH <= view.height;
      // A label past the figure's edge is cut ("dA/|n| = −3.2" at a phone's width, its drop near
      // the left edge): the whole dimension goes to the other side of A→B when it fits there.
      const offset = !fits(labelAt(m.offset)) && fits(labelAt(-m.offset)) ? -m.offset : m.offset;
      const ox = nx * offset;
      const oy = ny * offset;
      const stroke = { tone: m.tone, width: 1 };
      p.polyline([ax + ox, ay + oy, bx + ox, by + oy], stroke);
      p.polyline([ax + ox - nx * 4, ay + oy - ny * 4, ax + ox + nx * 4, ay + oy + ny * 4], stroke);
      p.polyline([bx + ox - nx * 4, by + oy - ny * 4, bx + ox + nx * 4, by + oy + ny * 4], stroke);
      const [mx, my] = labelAt(offset);
      p.text(mx, my, m.text, { tone: m.tone, size: 13, halo: true, align: 'center', baseline: 'middle' });
      return;
    }
  }
}

/** Handles are kept this far inside the figure's edges, where they can be seen and grabbed. */
export const HANDLE_INSET = 12;
/** A radius handle keeps this far from its centre, so a tiny radius does not cover the centre's own handle. */
const RADIUS_HANDLE_MIN_PX = 26;

function insidePx(view: View, x: number, y: number): boolean {
  return x >= HANDLE_INSET && x <= view.width - HANDLE_INSET && y >= HANDLE_INSET && y <= view.height - HANDLE_INSET;
}

/** The pixel box handles may move in, as world coordinates `[x0, y0, x1, y1]`. */
export function handleBounds(view: View): [number, number, number, number] {
  const lo = toWorld(view, HANDLE_INSET, view.height - HANDLE_INSET);
  const hi = toWorld(view, view.width - HANDLE_INSET, HANDLE_INSET);
  return [lo.x, lo.y, hi.x, hi.y];
}

/**
 * Where a handle is drawn and grabbed, in pixels. A point handle sits on its point. A radius
 * handle sits on its circle at its preferred angle or, when that is outside the figure, at the
 * nearest angle that is inside (a circle bigger than the view: at the nearest edge), so the
 * radius can always be reached.
 */
export function handlePx(view: View, h: HandleSnapshot): [number, number] {
  if (!h.radius) return toPx(view, h.at);
  const [cx, cy] = toPx(view, h.radius.center);
  const R = Math.max(h.radius.value * view.scale, RADIUS_HANDLE_MIN_PX);
  const a0 = (h.radius.angle * Math.PI) / 180;
  for (let k = 0; k <= 18; k++) {
    for (const side of k === 0 ? [0] : [1, -1]) {
      const a = a0 + (side * k * Math.PI) / 18;
      const x = cx + R * Math.cos(a);
      const y = cy - R * Math.sin(a);
      if (insidePx(view, x, y)) return [x, y];
    }
  }
  const x = cx + R * Math.cos(a0);
  const y = cy - R * Math.sin(a0);
  return [
    Math.min(Math.max(x, HANDLE_INSET), view.width - HANDLE_INSET),
    Math.min(Math.max(y, HANDLE_INSET), view.height - HANDLE_INSET),
  ];
}

/**
 * Where a radius's label goes from the middle of its line, in pixels: across the line, on the side
 * away from its centre's label. A fixed [6, 6] put "r₂" right beside "S" (a 60° radius, "S" up and
 * right of its dot) and, in a phone's figure, "r₁" under A's handle (a 135° radius, short there).
 */
function radiusLabelOffset(
  snapshot: Snapshot,
  h: HandleSnapshot,
  cx: number,
  cy: number,
  x: number,
  y: number,
): [number, number] {
  const length = Math.hypot(x - cx, y - cy);
  if (!h.radius || length < 1e-9) return [6, 6];
  const { center } = h.radius;
  // The centre's label: its point handle's, or where a point's label goes by default.
  const centreHandle = snapshot.handles.find((o) => !o.radius && o.at.x === center.x && o.at.y === center.y);
  const [lx, ly] = centreHandle?.labelOffset ?? [9, -9];
  // The two normals of the line, in pixels (y down); take the one pointing away from that label.
  let nx = -(y - cy) / length;
  let ny = (x - cx) / length;
  if (nx * lx + ny * ly > 0) [nx, ny] = [-nx, -ny];
  return [RADIUS_LABEL_GAP_PX * nx, RADIUS_LABEL_GAP_PX * ny];
}

/** Handle dots, drawn with the figure so the static render shows them too; points above radii. */
function handles(p: Painter, view: View, snapshot: Snapshot, active: string | null): void {
  for (const h of handlesInStackingOrder(snapshot)) {
    const [x, y] = handlePx(view, h);
    if (h.radius) {
      const [cx, cy] = toPx(view, h.radius.center);
      p.polyline([cx, cy, x, y], { tone: h.tone, width: 1.5, dash: [4, 4] });
      label(p, view, (cx + x) / 2, (cy + y) / 2, h.label, h.tone, radiusLabelOffset(snapshot, h, cx, cy, x, y));
    }
    const on = active === h.name;
    p.circle(x, y, on ? 9 : 7, { tone: h.tone, width: 2 }, { tone: h.tone, alpha: on ? 0.45 : 0.25 });
    if (!h.radius) label(p, view, x, y, h.label, h.tone, h.labelOffset ?? [9, -9]);
  }
}

/** Radius handles first, point handles over them: a point is what a reader grabs where both are. */
export function handlesInStackingOrder(snapshot: Snapshot): HandleSnapshot[] {
  return [...snapshot.handles.filter((h) => h.radius), ...snapshot.handles.filter((h) => !h.radius)];
}

/** A text's box in pixels, [left, top, right, bottom], from its anchor, alignment and an estimated width. */
function textBox(x: number, y: number, text: string, style: TextStyle): [number, number, number, number] {
  // A label may be set smaller than 16 px to fit a narrow figure: its box shrinks with it.
  const scale = style.size / LABEL.size;
  const w = text.length * (style.size === TICK_SIZE ? TICK_CHAR_WIDTH : LABEL_CHAR_PX * scale);
  const h = style.size === TICK_SIZE ? TICK_SIZE + 2 : LABEL_LINE_PX * scale;
  const left = style.align === 'left' ? x : style.align === 'right' ? x - w : x - w / 2;
  const top = style.baseline === 'top' ? y : style.baseline === 'bottom' ? y - h : y - h / 2;
  return [left, top, left + w, top + h];
}

/** Paints a whole figure: grid and axes, the marks in order, then the handles on top. */
export function paintSnapshot(p: Painter, view: View, snapshot: Snapshot, active: string | null = null): void {
  // The figure's own labels are found first, with a painter that only notes where text goes, so
  // that an axis number under a label ("4" across "A", "−2" across "distance = 5") is left out:
  // the label says something about this figure, the number only where the grid is.
  const labels: [number, number, number, number][] = [];
  const noting: Painter = {
    polyline: () => undefined,
    polygon: () => undefined,
    circle: () => undefined,
    rect: () => undefined,
    text: (x, y, text, style) => labels.push(textBox(x, y, text, style)),
  };
  for (const m of snapshot.marks) mark(noting, view, m);
  handles(noting, view, snapshot, active);
  // The painters are classes: their methods are delegated, not spread.
  const clear: Painter = {
    polyline: (points, stroke) => {
      p.polyline(points, stroke);
    },
    polygon: (points, tone, alpha) => {
      p.polygon(points, tone, alpha);
    },
    circle: (cx, cy, r, stroke, fill) => {
      p.circle(cx, cy, r, stroke, fill);
    },
    rect: (x, y, w, h, stroke, fill) => {
      p.rect(x, y, w, h, stroke, fill);
    },
    text: (x, y, text, style) => {
      if (style.size === TICK_SIZE) {
        const [l, t, r, b] = textBox(x, y, text, style);
        if (labels.some(([L, T, R, B]) => l < R && r > L && t < B && b > T)) return;
      }
      p.text(x, y, text, style);
    },
  };
  gridAndAxes(clear, view, snapshot.view.grid, snapshot.view.axes);
  for (const m of snapshot.marks) mark(p, view, m);
  handles(p, view, snapshot, active);
}
