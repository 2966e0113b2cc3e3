/**
 * The 3D figure's drawing API: the 2D kit's immediate-mode shape (`fig.segment`, `fig.handle`,
 * `fig.steps`, …) with points in space, plus what space needs (triangles, plane patches,
 * capsules, oriented boxes, normal arrows, a ground grid). The code runs again from the top
 * whenever a handle moves; this module only records what to draw (no DOM, no three.js).
 */
import {
  FigureControls,
  FigureError,
  formatNumber,
  formatReadoutNumber,
  niceStep,
  type ControlSnapshot,
  type ControlState,
  type Readout,
  type Tone,
} from '../Diagram/scene';
import type { Constraint, Vec3 } from './camera';

/** A point in space as the code gives it; `z` may be left out (0). three.js's Vector3 fits. */
export interface Point3 {
  readonly x: number;
  readonly y: number;
  readonly z?: number;
}

export interface LineOptions {
  tone?: Tone;
  dashed?: boolean;
  /** Arrowhead at the end point. */
  arrow?: boolean;
  label?: string;
}

export interface SurfaceOptions {
  tone?: Tone;
  label?: string;
  /** See-through, for a surface whose inside matters (a ray passing through a sphere). */
  translucent?: boolean;
}

export interface Handle3Options {
  label?: string;
  tone?: Tone;
  /** Arrow keys move by `step` (Shift ×10, Alt ÷10); drags snap to step/10. */
  step?: number;
  /**
   * Where the handle may go: along an axis ('x', 'y', 'z'), in a plane through it ('xy',
   * 'xz', 'yz'), or a function from a wanted position to an allowed one. Unconstrained, a
   * drag moves it in the plane through it that faces the camera.
   */
  constrain?: Exclude<Constraint, 'free'> | ((p: Vec3) => Point3);
}

export interface View3Options {
  /** Height in CSS pixels (default 360). */
  height?: number;
  /** The ground grid (default on), drawn at `ground` or under everything drawn. */
  grid?: boolean;
  ground?: number;
  /** Accessible description of the figure; also the text of its fallback. */
  title?: string;
}

export type Mark3 =
  | { kind: 'segment'; A: Vec3; B: Vec3; tone: Tone; dashed: boolean; arrow: boolean; label?: string }
  | { kind: 'point'; P: Vec3; tone: Tone; hollow: boolean; label?: string }
  | { kind: 'label'; P: Vec3; text: string; tone: Tone }
  | { kind: 'sphere'; C: Vec3; r: number; tone: Tone; translucent: boolean; label?: string }
  | {
      kind: 'box';
      center: Vec3;
      axes: [Vec3, Vec3, Vec3];
      half: Vec3;
      tone: Tone;
      translucent: boolean;
      label?: string;
    }
  | { kind: 'triangle'; A: Vec3; B: Vec3; C: Vec3; tone: Tone; translucent: boolean; label?: string }
  | { kind: 'capsule'; A: Vec3; B: Vec3; r: number; tone: Tone; translucent: boolean; label?: string };

export interface Handle3Snapshot {
  name: string;
  label: string;
  tone: Tone;
  at: Vec3;
  step: number;
  constraint: Constraint;
}

export interface Snapshot3 {
  marks: Mark3[];
  handles: Handle3Snapshot[];
  controls: ControlSnapshot[];
  readouts: Readout[];
  view: { height: number; grid: boolean; title?: string };
  /** The framed bounds (fixed after the first run, so dragging does not move the camera). */
  bounds: { min: Vec3; max: Vec3 } | null;
  /** The ground plane's height (y). */
  ground: number;
}

interface HandleState {
  initial: Vec3;
  value: Vec3;
  constrain?: Handle3Options['constrain'];
}

/** What a 3D figure remembers between runs: handle values, controls and its framed bounds. */
export class Figure3Store {
  readonly handles = new Map<string, HandleState>();
  readonly controls = new Map<string, ControlState>();
  framed: Snapshot3['bounds'] = null;

  /** Moves a handle to a wanted place, through its constraint; returns where it went. */
  setPoint(name: string, wanted: Vec3): Vec3 | null {
    const h = this.handles.get(name);
    if (!h) return null;
    h.value = constrainPoint(h.constrain, h.value, wanted);
    return h.value;
  }

  /** Moves a handle by a step from where it is (keyboard). */
  movePoint(name: string, by: Vec3): Vec3 | null {
    const h = this.handles.get(name);
    if (!h) return null;
    return this.setPoint(name, { x: h.value.x + by.x, y: h.value.y + by.y, z: h.value.z + by.z });
  }

  setControl(name: string, index: number): number | null {
    const c = this.controls.get(name);
    if (!c || !Number.isFinite(index)) return null;
    c.value = Math.min(c.options.length - 1, Math.max(0, Math.round(index)));
    return c.value;
  }

  reset(): void {
    this.handles.clear();
    this.controls.clear();
    this.framed = null;
  }
}

/** Applies a handle's constraint: an axis or plane keeps the other coordinates where they were. */
export function constrainPoint(constrain: Handle3Options['constrain'], from: Vec3, wanted: Vec3): Vec3 {
  let { x, y, z } = wanted;
  if (typeof constrain === 'function') {
    const p: unknown = constrain({ x, y, z });
    if (!isFinitePoint3(p)) return from;
    ({ x, y } = p);
    z = p.z ?? 0;
  } else if (constrain !== undefined) {
    if (!constrain.includes('x')) x = from.x;
    if (!constrain.includes('y')) y = from.y;
    if (!constrain.includes('z')) z = from.z;
  }
  return { x: clean(x), y: clean(y), z: clean(z) };
}

function clean(v: number): number {
  const r = Math.round(v * 1e9) / 1e9;
  return r === 0 ? 0 : r;
}

function isFinitePoint3(p: unknown): p is Point3 {
  if (typeof p !== 'object' || p === null) return false;
  const { x, y, z } = p as { x: unknown; y: unknown; z: unknown };
  return (
    typeof x === 'number' &&
    typeof y === 'number' &&
    Number.isFinite(x) &&
    Number.isFinite(y) &&
    (z === undefined || (typeof z === 'number' && Number.isFinite(z)))
  );
}

function show(v: unknown): string {
  if (typeof v === 'object' && v !== null) {
    try {
      return JSON.stringify(v);
    } catch {
      return Object.prototype.toString.call(v);
    }
  }
  return String(v);
}

function need(method: string, what: string, p: unknown): Vec3 {
  if (!isFinitePoint3(p)) {
    throw new FigureError(`fig.${method}: ${what} must be a point {x, y, z} with finite numbers, got ${show(p)}`);
  }
  return { x: p.x, y: p.y, z: p.z ?? 0 };
}

function needNumber(method: string, what: string, v: unknown, min = -Infinity): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min) {
    throw new FigureError(`fig.${method}: ${what} must be a finite number${min === 0 ? ' >= 0' : ''}, got ${show(v)}`);
  }
  return v;
}

function formatValue(v: unknown, digits: number | undefined): string {
  const n = (x: number) => (digits === undefined ? formatReadoutNumber(x) : formatNumber(x, digits));
  if (typeof v === 'number') return n(v);
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return v;
  if (isFinitePoint3(v)) {
    return `(${n(v.x)}, ${n(v.y)}, ${n(v.z ?? 0)})`;
  }
  return show(v);
}

const surface = (o: SurfaceOptions, tone: Tone) => ({
  tone: o.tone ?? tone,
  translucent: o.translucent ?? false,
  ...(o.label === undefined ? {} : { label: o.label }),
});

/** One 3D figure while its code runs. */
export class Figure3D {
  private readonly marks: Mark3[] = [];
  private readonly handleList: Handle3Snapshot[] = [];
  private readonly readoutList: Readout[] = [];
  private readonly seen = new Set<string>();
  private readonly controls: FigureControls;
  private readonly min: Vec3 = { x: Infinity, y: Infinity, z: Infinity };
  private readonly max: Vec3 = { x: -Infinity, y: -Infinity, z: -Infinity };

  constructor(
    private readonly store: Figure3Store,
    private readonly options: View3Options = {},
  ) {
    this.controls = new FigureControls(store.controls, this.seen, (method, name) => {
      this.claim(method, name);
    });
  }

  private grow(p: Vec3, pad = 0): void {
    this.min.x = Math.min(this.min.x, p.x - pad);
    this.min.y = Math.min(this.min.y, p.y - pad);
    this.min.z = Math.min(this.min.z, p.z - pad);
    this.max.x = Math.max(this.max.x, p.x + pad);
    this.max.y = Math.max(this.max.y, p.y + pad);
    this.max.z = Math.max(this.max.z, p.z + pad);
  }

  private claim(method: string, name: string): void {
    if (typeof name !== 'string' || name === '') throw new FigureError(`fig.${method}: the first argument is its name`);
    if (this.seen.has(name)) throw new FigureError(`fig.${method}: two handles or switches are named '${name}'`);
    this.seen.add(name);
  }

  /** A point the reader drags in space: returns where it is now. */
  handle(name: string, initial: Point3, options: Handle3Options = {}): Vec3 {
    this.claim('handle', name);
    const start = need('handle', `the initial position of '${name}'`, initial);
    let state = this.store.handles.get(name);
    if (!state || state.initial.x !== start.x || state.initial.y !== start.y || state.initial.z !== start.z) {
      state = { initial: start, value: { ...start } };
      this.store.handles.set(name, state);
    }
    state.constrain = options.constrain;
    const at = { ...state.value };
    this.grow(at);
    const c = options.constrain;
    this.handleList.push({
      name,
      label: options.label ?? name,
      tone: options.tone ?? 'accent',
      at,
      step: options.step ?? 0.5,
      constraint: typeof c === 'string' ? c : 'free',
    });
    return { ...at };
  }

  /** The segment from A to B; `arrow: true` puts an arrowhead at B. */
  segment(A: Point3, B: Point3, options: LineOptions = {}): void {
    const a = need('segment', 'A', A);
    const b = need('segment', 'B', B);
    this.grow(a);
    this.grow(b);
    this.marks.push({
      kind: 'segment',
      A: a,
      B: b,
      tone: options.tone ?? 'ink',
      dashed: options.dashed ?? false,
      arrow: options.arrow ?? false,
      ...(options.label === undefined ? {} : { label: options.label }),
    });
  }

  /** A dashed helper line of the derivation. */
  construction(A: Point3, B: Point3, options: LineOptions = {}): void {
    this.segment(A, B, { tone: 'construction', dashed: true, ...options });
  }

  /** An arrow from P along n, `length` world units long (default 1): a surface normal. */
  normal(P: Point3, n: Point3, options: { tone?: Tone; label?: string; length?: number } = {}): void {
    const p = need('normal', 'P', P);
    const d = need('normal', 'n', n);
    const l = Math.hypot(d.x, d.y, d.z);
    if (l === 0) throw new FigureError('fig.normal: n must not be the zero vector');
    const k = needNumber('normal', 'length', options.length ?? 1, 0) / l;
    this.segment(
      p,
      { x: p.x + d.x * k, y: p.y + d.y * k, z: p.z + d.z * k },
      {
        tone: options.tone ?? 'normal',
        arrow: true,
        ...(options.label === undefined ? {} : { label: options.label }),
      },
    );
  }

  point(P: Point3, options: { tone?: Tone; label?: string; hollow?: boolean } = {}): void {
    const p = need('point', 'P', P);
    this.grow(p);
    this.marks.push({
      kind: 'point',
      P: p,
      tone: options.tone ?? 'ink',
      hollow: options.hollow ?? false,
      ...(options.label === undefined ? {} : { label: options.label }),
    });
  }

  /** Text at a point; it always faces the reader. */
  label(P: Point3, text: string | number, options: { tone?: Tone } = {}): void {
    this.marks.push({ kind: 'label', P: need('label', 'P', P), text: String(text), tone: options.tone ?? 'ink' });
  }

  sphere(C: Point3, r: number, options: SurfaceOptions = {}): void {
    const c = need('sphere', 'C', C);
    const radius = needNumber('sphere', 'r', r, 0);
    this.grow(c, radius);
    this.marks.push({ kind: 'sphere', C: c, r: radius, ...surface(options, 'target') });
  }

  /** An axis-aligned box `{min, max}` (an `AABB`, or a three.js `Box3`). */
  box(box: { readonly min: Point3; readonly max: Point3 }, options: SurfaceOptions = {}): void {
    const min = need('box', 'box.min', (box as { min?: unknown } | null)?.min);
    const max = need('box', 'box.max', (box as { max?: unknown } | null)?.max);
    this.orientedBox(
      {
        center: { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2, z: (min.z + max.z) / 2 },
        halfExtents: { x: Math.abs(max.x - min.x) / 2, y: Math.abs(max.y - min.y) / 2, z: Math.abs(max.z - min.z) / 2 },
      },
      options,
    );
  }

  /**
   * A box turned in space: its `center`, its half-sizes along its own axes, and those axes
   * (three unit vectors, the columns of its rotation; the world's axes if left out).
   */
  orientedBox(
    box: { readonly center: Point3; readonly halfExtents: Point3; readonly axes?: readonly [Point3, Point3, Point3] },
    options: SurfaceOptions = {},
  ): void {
    const center = need('orientedBox', 'center', box.center);
    const half = need('orientedBox', 'halfExtents', box.halfExtents);
    const given = box.axes ?? [
      { x: 1, y: 0, z: 0 },
      { x: 0, y: 1, z: 0 },
      { x: 0, y: 0, z: 1 },
    ];
    const axes = given.map((a, i) => need('orientedBox', `axes[${i}]`, a)) as [Vec3, Vec3, Vec3];
    for (const sx of [-1, 1]) {
      for (const sy of [-1, 1]) {
        for (const sz of [-1, 1]) {
          const k = [sx * half.x, sy * half.y, sz * half.z] as const;
          this.grow({
            x: center.x + axes[0].x * k[0] + axes[1].x * k[1] + axes[2].x * k[2],
            y: center.y + axes[0].y * k[0] + axes[1].y * k[1] + axes[2].y * k[2],
            z: center.z + axes[0].z * k[0] + axes[1].z * k[1] + axes[2].z * k[2],
          });
        }
      }
    }
    this.marks.push({ kind: 'box', center, axes, half, ...surface(options, 'target') });
  }

  /** The triangle ABC; its front face is the one from which A, B, C run counter-clockwise. */
  triangle(A: Point3, B: Point3, C: Point3, options: SurfaceOptions = {}): void {
    const a = need('triangle', 'A', A);
    const b = need('triangle', 'B', B);
    const c = need('triangle', 'C', C);
    for (const p of [a, b, c]) this.grow(p);
    this.marks.push({ kind: 'triangle', A: a, B: b, C: c, ...surface(options, 'target') });
  }

  /** A square patch of the plane through P with normal n, `size` world units across (default 4). */
  plane(P: Point3, n: Point3, options: SurfaceOptions & { size?: number } = {}): void {
    const p = need('plane', 'P', P);
    const nn = need('plane', 'n', n);
    const l = Math.hypot(nn.x, nn.y, nn.z);
    if (l === 0) throw new FigureError('fig.plane: n must not be the zero vector');
    const u0 = Math.abs(nn.x) < 0.9 * l ? { x: 1, y: 0, z: 0 } : { x: 0, y: 1, z: 0 };
    const h = needNumber('plane', 'size', options.size ?? 4, 0) / 2;
    // u, v: two directions in the plane, each `h` long.
    const w = { x: nn.x / l, y: nn.y / l, z: nn.z / l };
    const d = u0.x * w.x + u0.y * w.y + u0.z * w.z;
    const ur = { x: u0.x - w.x * d, y: u0.y - w.y * d, z: u0.z - w.z * d };
    const ul = Math.hypot(ur.x, ur.y, ur.z);
    const u = { x: (ur.x / ul) * h, y: (ur.y / ul) * h, z: (ur.z / ul) * h };
    const v = {
      x: w.y * u.z - w.z * u.y,
      y: w.z * u.x - w.x * u.z,
      z: w.x * u.y - w.y * u.x,
    };
    const corner = (s: number, t: number): Vec3 => ({
      x: p.x + u.x * s + v.x * t,
      y: p.y + u.y * s + v.y * t,
      z: p.z + u.z * s + v.z * t,
    });
    const rest = { tone: options.tone ?? 'construction', translucent: options.translucent ?? true };
    const { label } = options;
    this.triangle(corner(-1, -1), corner(1, -1), corner(1, 1), label === undefined ? rest : { ...rest, label });
    this.triangle(corner(-1, -1), corner(1, 1), corner(-1, 1), rest);
  }

  /** The capsule around segment AB with radius r: a cylinder with two half-spheres. */
  capsule(A: Point3, B: Point3, r: number, options: SurfaceOptions = {}): void {
    const a = need('capsule', 'A', A);
    const b = need('capsule', 'B', B);
    const radius = needNumber('capsule', 'r', r, 0);
    this.grow(a, radius);
    this.grow(b, radius);
    this.marks.push({ kind: 'capsule', A: a, B: b, r: radius, ...surface(options, 'target') });
  }

  readout(name: string | number, value: unknown, options: { digits?: number } = {}): void {
    this.readoutList.push({ name: String(name), text: formatValue(value, options.digits) });
  }

  /** A step-through under the figure: returns the step shown, 1 … labels.length. */
  steps(labels: readonly string[], options: { initial?: number } = {}): number {
    return this.controls.steps(labels, options);
  }

  /** A switch between named options under the figure: returns the chosen one. */
  choice<const O extends string>(name: string, options: readonly O[], settings: { initial?: O } = {}): O {
    return this.controls.choice(name, options, settings);
  }

  snapshot(): Snapshot3 {
    const bounds = this.min.x <= this.max.x ? { min: { ...this.min }, max: { ...this.max } } : null;
    // Framed once, on the first run: the camera must not move while the reader drags.
    this.store.framed ??= bounds;
    for (const name of [...this.store.handles.keys()]) if (!this.seen.has(name)) this.store.handles.delete(name);
    for (const name of [...this.store.controls.keys()]) if (!this.seen.has(name)) this.store.controls.delete(name);
    const framed = this.store.framed;
    return {
      marks: this.marks,
      handles: this.handleList,
      controls: this.controls.list,
      readouts: this.readoutList,
      view: {
        height: this.options.height ?? 360,
        grid: this.options.grid ?? true,
        ...(this.options.title === undefined ? {} : { title: this.options.title }),
      },
      bounds: framed,
      ground: this.options.ground ?? (framed ? Math.min(framed.min.y, 0) : 0),
    };
  }
}

/** A keyboard step for a figure spanning `span` world units. */
export const step3 = (span: number): number => niceStep(span, 20);

/** What moves a 3D figure's state: a drag (to a place), a key (by a step) or a control. */
export type Move3 = { name: string; point: Vec3 } | { name: string; by: Vec3 } | { name: string; choice: number };

export function applyMove3(store: Figure3Store, move: Move3): void {
  if ('point' in move) store.setPoint(move.name, move.point);
  else if ('by' in move) store.movePoint(move.name, move.by);
  else store.setControl(move.name, move.choice);
}

/** Runs a figure's drawing code once; a throw becomes the message shown under the figure. */
export function run3(
  store: Figure3Store,
  draw: (fig: Figure3D) => void,
  options: View3Options,
): { snapshot: Snapshot3; error: string | null } {
  const fig = new Figure3D(store, options);
  let error: string | null = null;
  try {
    draw(fig);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  return { snapshot: fig.snapshot(), error };
}

/**
 * The 3D figures of a live cell's run, each remembering its handles across runs by the
 * order in which the code creates them (as the 2D kit's `FigureSession`).
 */
export class Figure3Session {
  readonly stores: Figure3Store[] = [];
  private current: Figure3D[] = [];

  readonly figure = (options: View3Options = {}): Figure3D => {
    const store = (this.stores[this.current.length] ??= new Figure3Store());
    const fig = new Figure3D(store, options);
    this.current.push(fig);
    return fig;
  };

  begin(): void {
    this.current = [];
  }

  finish(): Snapshot3[] {
    const snapshots = this.current.map((f) => f.snapshot());
    this.current = [];
    return snapshots;
  }

  applyMove(figureIndex: number, move: Move3): void {
    const store = this.stores[figureIndex];
    if (store) applyMove3(store, move);
  }

  reset(): void {
    for (const s of this.stores) s.reset();
  }
}
