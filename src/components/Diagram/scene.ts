/**
 * The diagram kit's drawing API. A figure is immediate-mode: the code that draws it runs
 * again from the top whenever a handle moves, so the handles' values flow through the same
 * code that computes the query and the drawing can never disagree with the result.
 *
 * This module is pure (no DOM): it records what to draw into a `Snapshot` that the canvas
 * painter draws in the browser and the SVG painter renders on the server.
 */

/** A point in the figure's plane; `z` is ignored (figures show the z = 0 plane). */
export interface Point2 {
  readonly x: number;
  readonly y: number;
  readonly z?: number;
}

/** A point as handles return it: a plain vector, z = 0, ready for `@hitbook/query`. */
export interface HandlePoint {
  x: number;
  y: number;
  z: number;
}

/** Semantic colours; each has a light and a dark value in the site's CSS. */
export type Tone = 'ink' | 'muted' | 'accent' | 'target' | 'hit' | 'normal' | 'construction' | 'warning';
export const TONES: readonly Tone[] = ['ink', 'muted', 'accent', 'target', 'hit', 'normal', 'construction', 'warning'];

export interface StrokeOptions {
  /** Colour role; each kind of mark has a sensible default. */
  tone?: Tone;
  /** Dashed line, for construction lines. */
  dashed?: boolean;
  /** Line width in CSS pixels. */
  width?: number;
  /** A label drawn near the mark: use the derivation's names (A, B, S, r). */
  label?: string;
}

/** The stroke a mark records: the caller's options over the mark kind's defaults. */
function stroke(
  options: StrokeOptions,
  tone: Tone,
  width = 2,
  dashed = false,
): { tone: Tone; dashed: boolean; width: number; label?: string } {
  return {
    tone: options.tone ?? tone,
    dashed: options.dashed ?? dashed,
    width: options.width ?? width,
    ...(options.label === undefined ? {} : { label: options.label }),
  };
}

export interface FillOptions extends StrokeOptions {
  /** Fill the shape with a translucent wash of its tone. */
  fill?: boolean;
}

export interface SegmentOptions extends StrokeOptions {
  /** Arrowhead at the end point. */
  arrow?: boolean;
}

export interface PointOptions {
  tone?: Tone;
  label?: string;
  /** Draw a ring instead of a dot (a point that is not there, e.g. a rejected hit). */
  hollow?: boolean;
  /** Draw a cross (×) instead of a dot: a wrong answer, visible even on top of a handle or a dot. */
  cross?: boolean;
  /** Where the label goes relative to the point, in pixels (default: up and right). */
  labelOffset?: readonly [number, number];
}

export interface NormalOptions {
  tone?: Tone;
  label?: string;
  /** Length of the arrow in pixels (default 40): normals are unit vectors, drawn readable. */
  length?: number;
}

export interface MeasureOptions {
  tone?: Tone;
  /** The text; by default `|AB| = 4.24` from `name` and the drawn length, or `AC = −2` with `value`. */
  label?: string;
  /** Name used in the default label, e.g. `AC`. */
  name?: string;
  /**
   * The value to print instead of the drawn length: a signed distance such as AC = AS·d̂,
   * which is negative when C lies behind A. It is labelled without the bars of a length.
   */
  value?: number;
  /** Offset of the dimension line from the segment, in pixels (default 14; negative flips). */
  offset?: number;
  digits?: number;
}

export interface HandleOptions {
  /** Shown next to the handle and announced to screen readers (default: the handle's name). */
  label?: string;
  tone?: Tone;
  /** Arrow keys move by `step` world units (Shift: ×10, Alt: ÷10); drags snap to step/10. */
  step?: number;
  /**
   * Restricts where the handle may go: `'horizontal'`, `'vertical'`, or a function mapping a
   * wanted position to an allowed one (e.g. onto a circle).
   */
  constrain?: 'horizontal' | 'vertical' | ((p: HandlePoint) => Point2);
  /** Where the label goes relative to the handle, in pixels (default up and right). */
  labelOffset?: readonly [number, number];
}

export interface RadiusOptions {
  label?: string;
  tone?: Tone;
  min?: number;
  max?: number;
  step?: number;
  /** Direction of the radius handle from the center, in degrees (default 45). */
  angle?: number;
}

export interface ViewOptions {
  /** Fixed world range on x; otherwise the view fits the figure's content. */
  x?: readonly [number, number];
  /** Fixed world range on y. */
  y?: readonly [number, number];
  /** Height in CSS pixels (default 320). */
  height?: number;
  grid?: boolean;
  axes?: boolean;
  /** Accessible description of the figure. */
  title?: string;
}

export type Mark =
  | {
      kind: 'segment';
      A: Point2;
      B: Point2;
      arrow: boolean;
      tone: Tone;
      dashed: boolean;
      width: number;
      label?: string;
    }
  | { kind: 'line'; A: Point2; B: Point2; tone: Tone; dashed: boolean; width: number; label?: string }
  | { kind: 'ray'; A: Point2; d: Point2; tone: Tone; dashed: boolean; width: number; label?: string }
  | {
      kind: 'point';
      P: Point2;
      tone: Tone;
      hollow: boolean;
      cross: boolean;
      label?: string;
      labelOffset?: readonly [number, number];
    }
  | {
      kind: 'circle';
      C: Point2;
      r: number;
      tone: Tone;
      dashed: boolean;
      fill: boolean;
      width: number;
      label?: string;
    }
  | {
      kind: 'box';
      min: Point2;
      max: Point2;
      tone: Tone;
      dashed: boolean;
      fill: boolean;
      width: number;
      label?: string;
    }
  | { kind: 'plane'; axis: 'x' | 'y'; value: number; tone: Tone; dashed: boolean; width: number; label?: string }
  | { kind: 'normal'; P: Point2; n: Point2; tone: Tone; length: number; label?: string }
  | { kind: 'label'; P: Point2; text: string; tone: Tone; offset: readonly [number, number] }
  | { kind: 'rightAngle'; C: Point2; U: Point2; V: Point2; tone: Tone }
  | { kind: 'measure'; A: Point2; B: Point2; text: string; tone: Tone; offset: number };

export interface HandleSnapshot {
  kind: 'point' | 'radius';
  name: string;
  label: string;
  tone: Tone;
  /** Where the handle is drawn. */
  at: HandlePoint;
  step: number;
  /** Where the label goes relative to the handle, in pixels. */
  labelOffset?: readonly [number, number];
  /** For radius handles: the value, its bounds and its center. */
  radius?: { value: number; min: number; max: number; center: Point2; angle: number };
}

export interface Readout {
  name: string;
  text: string;
}

/** A control under the canvas: a step-through (`fig.steps`) or a switch (`fig.choice`). */
export interface ControlSnapshot {
  kind: 'steps' | 'choice';
  /** The name the store knows it by; for a choice, also its visible label. */
  name: string;
  options: readonly string[];
  /** Index of the current option. */
  value: number;
}

export interface Snapshot {
  marks: Mark[];
  handles: HandleSnapshot[];
  controls: ControlSnapshot[];
  readouts: Readout[];
  view: Required<Pick<ViewOptions, 'height' | 'grid' | 'axes'>> & Pick<ViewOptions, 'x' | 'y' | 'title'>;
  /** World bounds of the content, for auto-fit: [minX, minY, maxX, maxY]. */
  bounds: [number, number, number, number] | null;
}

interface PointHandleState {
  kind: 'point';
  initial: HandlePoint;
  value: HandlePoint;
  constrain?: HandleOptions['constrain'];
}
interface RadiusHandleState {
  kind: 'radius';
  initial: number;
  value: number;
  min: number;
  max: number;
}
/** A step-through's or switch's state in a figure's store (2D and 3D alike). */
export interface ControlState {
  options: readonly string[];
  initial: number;
  value: number;
}

/** The key a figure's step-through is stored under: not a name a handle or choice can take. */
const STEPS = '#steps';

/**
 * What a figure remembers between runs of its code: the handles' current values (keyed by
 * name) and the view it fitted on its first run, so the view holds still while dragging.
 */
export class FigureStore {
  readonly handles = new Map<string, PointHandleState | RadiusHandleState>();
  readonly controls = new Map<string, ControlState>();
  fittedBounds: Snapshot['bounds'] = null;
  /** Set when a control changed: the next run may draw more, and the view grows to hold it. */
  growView = false;

  /** Picks option `index` of a step-through or choice; out-of-range picks are clamped. */
  setControl(name: string, index: number): number | null {
    const c = this.controls.get(name);
    if (!c || !Number.isFinite(index)) return null;
    const value = Math.min(c.options.length - 1, Math.max(0, Math.round(index)));
    if (value !== c.value) this.growView = true;
    c.value = value;
    return value;
  }

  /** Moves a point handle; applies its constraint. Returns the value it took. */
  setPoint(name: string, wanted: Point2): HandlePoint | null {
    const h = this.handles.get(name);
    if (h?.kind !== 'point') return null;
    h.value = constrainPoint(h.constrain, h.value, wanted);
    return h.value;
  }

  /** Moves a point handle by a step from where it is now, kept inside `within` ([x0, y0, x1, y1]) if given. */
  movePoint(name: string, by: Point2, within?: readonly [number, number, number, number]): HandlePoint | null {
    const h = this.handles.get(name);
    if (h?.kind !== 'point') return null;
    let x = h.value.x + by.x;
    let y = h.value.y + by.y;
    if (within) {
      const [x0, y0, x1, y1] = within;
      x = Math.min(Math.max(x, x0), x1);
      y = Math.min(Math.max(y, y0), y1);
    }
    return this.setPoint(name, { x, y });
  }

  /** Changes a radius handle by a step from its current value. */
  moveRadius(name: string, by: number): number | null {
    const h = this.handles.get(name);
    if (h?.kind !== 'radius') return null;
    return this.setRadius(name, h.value + by);
  }

  /** Sets a radius handle, clamped to its bounds. */
  setRadius(name: string, wanted: number): number | null {
    const h = this.handles.get(name);
    if (h?.kind !== 'radius' || !Number.isFinite(wanted)) return null;
    h.value = clean(Math.min(h.max, Math.max(h.min, wanted)));
    return h.value;
  }

  /** Puts every handle back where its code places it. */
  reset(): void {
    this.handles.clear();
    this.controls.clear();
    this.fittedBounds = null;
  }
}

function constrainPoint(constrain: HandleOptions['constrain'], from: HandlePoint, wanted: Point2): HandlePoint {
  let x = wanted.x;
  let y = wanted.y;
  if (constrain === 'horizontal') y = from.y;
  else if (constrain === 'vertical') x = from.x;
  else if (typeof constrain === 'function') {
    const p = constrain({ x, y, z: 0 });
    if (isFinitePoint(p)) ({ x, y } = p);
    else return from;
  }
  return { x: clean(x), y: clean(y), z: 0 };
}

/**
 * Drops -0 and float dust (0.1 + 0.2 → 0.3), so a dragged or stepped value prints as the
 * reader expects. Every handle value goes through here, however it was moved.
 */
function clean(v: number): number {
  const r = Math.round(v * 1e9) / 1e9;
  return r === 0 ? 0 : r;
}

export function isFinitePoint(p: unknown): p is Point2 {
  if (typeof p !== 'object' || p === null) return false;
  const { x, y } = p as { x: unknown; y: unknown };
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y);
}

function isNumericPoint(p: unknown): p is Point2 {
  if (typeof p !== 'object' || p === null) return false;
  const { x, y } = p as { x: unknown; y: unknown };
  return typeof x === 'number' && typeof y === 'number';
}

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return JSON.stringify(value);
  if (isNumericPoint(value)) {
    // JSON would print NaN as null; a reader debugging NaN needs to see NaN.
    const { x, y, z } = value;
    return typeof z === 'number' ? `(${x}, ${y}, ${z})` : `(${x}, ${y})`;
  }
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return Object.prototype.toString.call(value);
    }
  }
  return String(value);
}

/**
 * The one rounding rule of readouts, 2D and 3D, when the code gives no `digits`: a value with at
 * most three decimals shows exactly (t = 0.325, as the text and the cell's output say it, not
 * 0.33), any other to two decimals (0.41666… shows 0.42).
 */
export function formatReadoutNumber(v: number): string {
  const three = formatNumber(v, 3);
  const back = Number(three.replace('−', '-'));
  return Math.abs(back - v) <= 1e-9 * Math.max(1, Math.abs(v)) ? three : formatNumber(v, 2);
}

/** Formats a number for a label or readout: fixed digits, no -0, no trailing zeros. */
export function formatNumber(v: number, digits = 2): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? '∞' : '−∞';
  const s = v.toFixed(digits);
  const trimmed = s.includes('.') ? s.replace(/\.?0+$/, '') : s;
  return trimmed === '-0' ? '0' : trimmed.replace('-', '−');
}

/** A value as a readout shows it: numbers by `digits`, or by the readout rule when none is given. */
function formatValue(v: unknown, digits: number | undefined): string {
  const n = (x: number) => (digits === undefined ? formatReadoutNumber(x) : formatNumber(x, digits));
  if (typeof v === 'number') return n(v);
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return v;
  if (isNumericPoint(v)) {
    const z = typeof v.z === 'number' && v.z !== 0 ? `, ${n(v.z)}` : '';
    return `(${n(v.x)}, ${n(v.y)}${z})`;
  }
  return describe(v);
}

/** An error in how a figure was called, with the method and the bad value named. */
export class FigureError extends TypeError {
  constructor(message: string) {
    super(message);
    this.name = 'FigureError';
  }
}

function need(method: string, what: string, p: unknown): Point2 {
  if (!isFinitePoint(p)) {
    throw new FigureError(`fig.${method}: ${what} must be a point {x, y} with finite numbers, got ${describe(p)}`);
  }
  return { x: p.x, y: p.y };
}

function needNumber(method: string, what: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    throw new FigureError(`fig.${method}: ${what} must be a finite number, got ${describe(v)}`);
  }
  return v;
}

function needLabels(method: string, what: string, v: unknown): readonly string[] {
  if (!Array.isArray(v) || v.length === 0 || !v.every((s) => typeof s === 'string' && s !== '')) {
    throw new FigureError(`fig.${method}: ${what} must be a non-empty array of non-empty strings, got ${describe(v)}`);
  }
  const list = v as string[];
  if (new Set(list).size !== list.length) throw new FigureError(`fig.${method}: ${what} must differ from each other`);
  return [...list];
}

/**
 * The step-through and switches of one run of a figure's code, for the 2D and the 3D kit
 * alike: each checks its labels, keeps its value in the store across runs (back to its start
 * when its labels or start change) and records what the view shows under the figure.
 */
export class FigureControls {
  /** What the view shows, in the order the code asked for them. */
  readonly list: ControlSnapshot[] = [];

  constructor(
    private readonly store: Map<string, ControlState>,
    private readonly seen: Set<string>,
    private readonly claim: (method: string, name: string) => void,
  ) {}

  /** A step-through: returns the step shown, 1 … labels.length. */
  steps(labels: readonly string[], options: { initial?: number }): number {
    const list = needLabels('steps', 'its steps', labels);
    if (this.seen.has(STEPS)) throw new FigureError('fig.steps: a figure has one step-through');
    this.seen.add(STEPS);
    const initial = options.initial ?? 1;
    if (!Number.isInteger(initial) || initial < 1 || initial > list.length) {
      throw new FigureError(`fig.steps: initial must be a step from 1 to ${list.length}, got ${String(initial)}`);
    }
    const value = this.control(STEPS, list, initial - 1);
    this.list.push({ kind: 'steps', name: STEPS, options: list, value });
    return value + 1;
  }

  /** A switch between named options: returns the chosen one. */
  choice<const O extends string>(name: string, options: readonly O[], settings: { initial?: O }): O {
    this.claim('choice', name);
    const list = needLabels('choice', `the options of '${name}'`, options);
    const initial = settings.initial === undefined ? 0 : list.indexOf(settings.initial);
    if (initial < 0) {
      throw new FigureError(
        `fig.choice: initial must be one of the options of '${name}', got '${String(settings.initial)}'`,
      );
    }
    const value = this.control(name, list, initial);
    this.list.push({ kind: 'choice', name, options: list, value });
    return options[value] as O;
  }

  /** The stored state of a control; new (or with changed options or start) → back to its start. */
  private control(key: string, options: readonly string[], initial: number): number {
    let state = this.store.get(key);
    if (!state || state.initial !== initial || state.options.join('\n') !== options.join('\n')) {
      state = { options, initial, value: initial };
      this.store.set(key, state);
    }
    return state.value;
  }
}

/** A sensible keyboard step for a figure spanning `span` world units: 1, 2 or 5 × 10^k. */
export function niceStep(span: number, divisions = 40): number {
  const raw = span / divisions;
  if (!(raw > 0) || !Number.isFinite(raw)) return 0.1;
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

/**
 * One figure while its code runs. Every method records a mark and returns nothing, except
 * handles, which return their current value for the code to compute with.
 */
export class Figure {
  private readonly marks: Mark[] = [];
  private readonly handleList: HandleSnapshot[] = [];
  private readonly readoutList: Readout[] = [];
  private readonly seen = new Set<string>();
  private readonly controls: FigureControls;
  private minX = Infinity;
  private minY = Infinity;
  private maxX = -Infinity;
  private maxY = -Infinity;

  constructor(
    private readonly store: FigureStore,
    private readonly options: ViewOptions = {},
  ) {
    this.controls = new FigureControls(store.controls, this.seen, (method, name) => {
      this.claim(method, name);
    });
  }

  private grow(p: Point2, pad = 0): void {
    this.minX = Math.min(this.minX, p.x - pad);
    this.minY = Math.min(this.minY, p.y - pad);
    this.maxX = Math.max(this.maxX, p.x + pad);
    this.maxY = Math.max(this.maxY, p.y + pad);
  }

  /** Registers a handle's name for this run; names must be unique within a figure. */
  private claim(method: string, name: string): void {
    if (typeof name !== 'string' || name === '') throw new FigureError(`fig.${method}: the first argument is its name`);
    if (this.seen.has(name)) throw new FigureError(`fig.${method}: two handles or switches are named '${name}'`);
    this.seen.add(name);
  }

  private defaultStep(): number {
    const { x, y } = this.options;
    const span = x ? x[1] - x[0] : y ? y[1] - y[0] : 20;
    return niceStep(span);
  }

  /**
   * A draggable point: returns where it is now. `initial` is where the code puts it; if the
   * code changes `initial`, the handle moves there.
   */
  handle(name: string, initial: Point2, options: HandleOptions = {}): HandlePoint {
    this.claim('handle', name);
    const p = need('handle', `the initial position of '${name}'`, initial);
    const start: HandlePoint = { x: p.x, y: p.y, z: 0 };
    let state = this.store.handles.get(name);
    if (state?.kind !== 'point' || state.initial.x !== start.x || state.initial.y !== start.y) {
      state = { kind: 'point', initial: start, value: { ...start } };
      this.store.handles.set(name, state);
    }
    state.constrain = options.constrain;
    const at = { ...state.value };
    this.grow(at);
    this.handleList.push({
      kind: 'point',
      name,
      label: options.label ?? name,
      tone: options.tone ?? 'accent',
      at,
      step: options.step ?? this.defaultStep(),
      ...(options.labelOffset === undefined ? {} : { labelOffset: options.labelOffset }),
    });
    return { ...at };
  }

  /** A draggable radius around `center`: returns its current value, within [min, max]. */
  radius(name: string, center: Point2, initial: number, options: RadiusOptions = {}): number {
    this.claim('radius', name);
    const C = need('radius', 'center', center);
    const r0 = needNumber('radius', `the initial value of '${name}'`, initial);
    const min = options.min ?? 0;
    const max = options.max ?? Math.max(r0 * 4, r0 + 10);
    let state = this.store.handles.get(name);
    if (state?.kind !== 'radius' || state.initial !== r0) {
      state = { kind: 'radius', initial: r0, value: r0, min, max };
      this.store.handles.set(name, state);
    }
    state.min = min;
    state.max = max;
    const r = state.value;
    const angle = options.angle ?? 45;
    const a = (angle * Math.PI) / 180;
    const at = { x: C.x + r * Math.cos(a), y: C.y + r * Math.sin(a), z: 0 };
    this.grow(at);
    this.handleList.push({
      kind: 'radius',
      name,
      label: options.label ?? name,
      tone: options.tone ?? 'accent',
      at,
      step: options.step ?? this.defaultStep(),
      radius: { value: r, min, max, center: C, angle },
    });
    return r;
  }

  /** The segment from A to B; `arrow: true` puts an arrowhead at B. */
  segment(A: Point2, B: Point2, options: SegmentOptions = {}): void {
    const a = need('segment', 'A', A);
    const b = need('segment', 'B', B);
    this.grow(a);
    this.grow(b);
    this.marks.push({
      kind: 'segment',
      A: a,
      B: b,
      arrow: options.arrow ?? false,
      ...stroke(options, 'ink'),
    });
  }

  /** A dashed construction line from A to B (the derivation's helper lines). */
  construction(A: Point2, B: Point2, options: StrokeOptions = {}): void {
    this.segment(A, B, { tone: 'construction', dashed: true, width: 1.5, ...options });
  }

  /**
   * The whole line through A and B, edge to edge of the view (e.g. the line AB that a segment
   * lies on). It does not widen an auto-fitted view.
   */
  line(A: Point2, B: Point2, options: StrokeOptions = {}): void {
    const a = need('line', 'A', A);
    const b = need('line', 'B', B);
    if (a.x === b.x && a.y === b.y) return; // no direction: nothing to draw
    this.marks.push({
      kind: 'line',
      A: a,
      B: b,
      ...stroke(options, 'construction', 1.5, true),
    });
  }

  /** A ray from A in direction d, drawn to the edge of the view with an arrowhead. */
  ray(A: Point2, d: Point2, options: StrokeOptions = {}): void {
    const a = need('ray', 'A', A);
    const dir = need('ray', 'd', d);
    if (dir.x === 0 && dir.y === 0) throw new FigureError('fig.ray: d must not be the zero vector');
    this.grow(a);
    this.marks.push({
      kind: 'ray',
      A: a,
      d: dir,
      ...stroke(options, 'ink'),
    });
  }

  /** A point, drawn as a dot (a ring with `hollow`, a cross with `cross`). */
  point(P: Point2, options: PointOptions = {}): void {
    const p = need('point', 'P', P);
    this.grow(p);
    this.marks.push({
      kind: 'point',
      P: p,
      tone: options.tone ?? 'ink',
      hollow: options.hollow ?? false,
      cross: options.cross ?? false,
      ...(options.label === undefined ? {} : { label: options.label }),
      ...(options.labelOffset === undefined ? {} : { labelOffset: options.labelOffset }),
    });
  }

  /** A circle: a sphere seen in the figure's plane. */
  circle(C: Point2, r: number, options: FillOptions = {}): void {
    const c = need('circle', 'C', C);
    const radius = needNumber('circle', 'r', r);
    if (radius < 0) throw new FigureError(`fig.circle: r must be >= 0, got ${radius}`);
    this.grow(c, radius);
    this.marks.push({
      kind: 'circle',
      C: c,
      r: radius,
      fill: options.fill ?? true,
      ...stroke(options, 'target'),
    });
  }

  /** An axis-aligned box given by `{min, max}` (an `AABB`), seen in the figure's plane. */
  box(box: { readonly min: Point2; readonly max: Point2 }, options: FillOptions = {}): void {
    const min = need('box', 'box.min', (box as { min?: unknown } | null)?.min);
    const max = need('box', 'box.max', (box as { max?: unknown } | null)?.max);
    this.grow(min);
    this.grow(max);
    this.marks.push({
      kind: 'box',
      min,
      max,
      fill: options.fill ?? true,
      ...stroke(options, 'target'),
    });
  }

  /** The plane `p[axis] = value`, seen edge-on as a line across the view. */
  plane(axis: 'x' | 'y', value: number, options: StrokeOptions = {}): void {
    // Live code is not type-checked: a reader may well pass 'z'.
    if ((axis as string) !== 'x' && (axis as string) !== 'y') {
      throw new FigureError(`fig.plane: axis must be 'x' or 'y' in a figure of the z = 0 plane, got ${describe(axis)}`);
    }
    const v = needNumber('plane', 'value', value);
    if (axis === 'x') this.grow({ x: v, y: this.minY === Infinity ? 0 : this.minY });
    else this.grow({ x: this.minX === Infinity ? 0 : this.minX, y: v });
    this.marks.push({
      kind: 'plane',
      axis,
      value: v,
      ...stroke(options, 'target'),
    });
  }

  /** A surface normal: an arrow from P along the unit vector n. */
  normal(P: Point2, n: Point2, options: NormalOptions = {}): void {
    const p = need('normal', 'P', P);
    const dir = need('normal', 'n', n);
    this.grow(p);
    this.marks.push({
      kind: 'normal',
      P: p,
      n: dir,
      tone: options.tone ?? 'normal',
      length: options.length ?? 40,
      ...(options.label === undefined ? {} : { label: options.label }),
    });
  }

  /** Text at a point, offset in pixels (default up and right). */
  label(P: Point2, text: string | number, options: { tone?: Tone; offset?: readonly [number, number] } = {}): void {
    const p = need('label', 'P', P);
    this.marks.push({
      kind: 'label',
      P: p,
      text: String(text),
      tone: options.tone ?? 'ink',
      offset: options.offset ?? [8, -8],
    });
  }

  /** A right-angle mark at corner C, between the directions to U and to V. */
  rightAngle(C: Point2, U: Point2, V: Point2, options: { tone?: Tone } = {}): void {
    this.marks.push({
      kind: 'rightAngle',
      C: need('rightAngle', 'C', C),
      U: need('rightAngle', 'U', U),
      V: need('rightAngle', 'V', V),
      tone: options.tone ?? 'construction',
    });
  }

  /** A dimension line beside A–B labelled with its length, e.g. `|AC| = 4.24`, or a signed `value`, e.g. `AC = −2`. */
  measure(A: Point2, B: Point2, options: MeasureOptions = {}): void {
    const a = need('measure', 'A', A);
    const b = need('measure', 'B', B);
    const length = options.value ?? Math.hypot(b.x - a.x, b.y - a.y);
    const value = formatNumber(length, options.digits ?? 2);
    const name = options.name && (options.value === undefined ? `|${options.name}|` : options.name);
    const text = options.label ?? (name ? `${name} = ${value}` : value);
    this.marks.push({ kind: 'measure', A: a, B: b, text, tone: options.tone ?? 'muted', offset: options.offset ?? 14 });
  }

  /**
   * A named value shown beside the figure, updated on every run (e.g. while dragging): numbers
   * by {@link formatReadoutNumber} unless `digits` says how many decimals.
   */
  readout(name: string | number, value: unknown, options: { digits?: number } = {}): void {
    this.readoutList.push({ name: String(name), text: formatValue(value, options.digits) });
  }

  /**
   * A step-through under the figure: returns the step shown, 1 … labels.length, so the code
   * draws the construction up to it (`if (step >= 2) …`). Starts at 1 unless `initial`.
   */
  steps(labels: readonly string[], options: { initial?: number } = {}): number {
    return this.controls.steps(labels, options);
  }

  /**
   * A switch between named options under the figure (e.g. 'As in the article' / 'Robust'):
   * returns the chosen option. Starts at the first unless `initial`.
   */
  choice<const O extends string>(name: string, options: readonly O[], settings: { initial?: O } = {}): O {
    return this.controls.choice(name, options, settings);
  }

  /** The recorded figure. Called by the kit after the code has run. */
  snapshot(): Snapshot {
    const bounds: Snapshot['bounds'] = this.minX <= this.maxX ? [this.minX, this.minY, this.maxX, this.maxY] : null;
    // The view is fitted once, on the first run; dragging must not make it jump. A step or
    // a switch may draw beyond it, so after one the view grows to hold what is drawn.
    const fitted = this.store.fittedBounds;
    if (fitted && bounds && this.store.growView) {
      this.store.fittedBounds = [
        Math.min(fitted[0], bounds[0]),
        Math.min(fitted[1], bounds[1]),
        Math.max(fitted[2], bounds[2]),
        Math.max(fitted[3], bounds[3]),
      ];
    }
    this.store.growView = false;
    this.store.fittedBounds ??= bounds;
    for (const name of [...this.store.handles.keys()]) {
      if (!this.seen.has(name)) this.store.handles.delete(name);
    }
    for (const name of [...this.store.controls.keys()]) {
      if (!this.seen.has(name)) this.store.controls.delete(name);
    }
    return {
      marks: this.marks,
      handles: this.handleList,
      controls: this.controls.list,
      readouts: this.readoutList,
      view: {
        height: this.options.height ?? 320,
        grid: this.options.grid ?? true,
        axes: this.options.axes ?? true,
        ...(this.options.x ? { x: this.options.x } : {}),
        ...(this.options.y ? { y: this.options.y } : {}),
        ...(this.options.title === undefined ? {} : { title: this.options.title }),
      },
      bounds: this.store.fittedBounds,
    };
  }
}

/**
 * Runs drawing code that may create several figures, each remembering its own handles
 * across runs by the order in which the code creates them.
 */
export class FigureSession {
  readonly stores: FigureStore[] = [];
  private current: Figure[] = [];

  /** Creates the next figure of the current run. */
  readonly figure = (options: ViewOptions = {}): Figure => {
    const index = this.current.length;
    const store = (this.stores[index] ??= new FigureStore());
    const fig = new Figure(store, options);
    this.current.push(fig);
    return fig;
  };

  /** Starts a run; `finish` collects the snapshots. */
  begin(): void {
    this.current = [];
  }

  finish(): Snapshot[] {
    const snapshots = this.current.map((f) => f.snapshot());
    this.current = [];
    return snapshots;
  }

  /** Forgets every handle's position and fitted view (the figure's "reset"). */
  reset(): void {
    for (const s of this.stores) s.reset();
  }

  /** Forgets fitted views only: after the code changed, the content may have moved. */
  refit(): void {
    for (const s of this.stores) s.fittedBounds = null;
  }
}

/**
 * What a handle asks for when dragged (to a place) or moved by keys (by a step, relative to
 * where it is now, so that several key presses within one frame all count).
 */
export type HandleMove =
  | { name: string; point: { x: number; y: number } }
  | { name: string; by: { x: number; y: number }; within?: readonly [number, number, number, number] }
  | { name: string; radius: number }
  | { name: string; radiusBy: number }
  | { name: string; choice: number };

/** Applies a handle move to the figure that owns the handle. */
export function applyMove(session: FigureSession, figureIndex: number, move: HandleMove): void {
  const store = session.stores[figureIndex];
  if (!store) return;
  if ('point' in move) store.setPoint(move.name, move.point);
  else if ('by' in move) store.movePoint(move.name, move.by, move.within);
  else if ('radius' in move) store.setRadius(move.name, move.radius);
  else if ('choice' in move) store.setControl(move.name, move.choice);
  else store.moveRadius(move.name, move.radiusBy);
}
