// The controller's options and the arguments of `move`, checked as @hitbook/query checks
// its own (TypeError for a wrong type, RangeError for a bad value, each naming the field
// and the value), then resolved once into the numbers the loop reads.
import type { Vec3Like } from '@hitbook/query';

/** What a character is and how it moves: see `CharacterController`. */
export interface CharacterOptions {
  /** The capsule's radius, `> 0`. */
  radius: number;
  /** The capsule's total height, feet to head, `>= 2 · radius` (a sphere when equal). */
  height: number;
  /** Which way is up; need not be unit length, must not be zero. Default (0, 1, 0). */
  up?: Vec3Like;
  /** Radians: ground steeper than this is a wall. Default 45° (π/4); in `[0, π/2]`. */
  maxSlope?: number;
  /** The highest ledge it climbs. Default `0.3 · height`; 0 disables stepping. */
  stepHeight?: number;
  /** How far below it looks for ground to stay on. Default `0.5 · stepHeight`; 0 disables snapping. */
  snapDistance?: number;
  /** Slide iterations per move (obstacles met), an integer `>= 1`. Default 4. */
  maxIterations?: number;
  /** Collision layers to move against, as the scene's queries (a 32-bit mask). Default: all. */
  layers?: number;
  /** Called with a shape's id; the shape is ignored where it returns false. */
  filter?: (id: number) => boolean;
}

/** The options resolved to numbers, once per controller. */
export interface Resolved {
  r: number;
  height: number;
  /** The unit up vector. */
  ux: number;
  uy: number;
  uz: number;
  cosMaxSlope: number;
  stepHeight: number;
  snapDistance: number;
  maxIterations: number;
  /** The options every scene query gets (layers and filter as given, else none). */
  query: { layers?: number; filter?: (id: number) => boolean };
}

const KEYS = new Set([
  'radius',
  'height',
  'up',
  'maxSlope',
  'stepHeight',
  'snapDistance',
  'maxIterations',
  'layers',
  'filter',
]);

/** A short rendering of a value for a message. */
export function describe(value: unknown): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return `${JSON.stringify(value)} (a string)`;
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (typeof value === 'object') return `an object with keys {${Object.keys(value).slice(0, 6).join(', ')}}`;
  if (typeof value === 'symbol') return 'a symbol';
  return `${(value as boolean | bigint).toString()} (a ${typeof value})`;
}

function number(fn: string, name: string, value: unknown): number {
  if (typeof value !== 'number') throw new TypeError(`${fn}: ${name} must be a number, got ${describe(value)}`);
  if (!Number.isFinite(value)) throw new RangeError(`${fn}: ${name} must be finite, got ${describe(value)}`);
  return value;
}

/** Checks that `value` is a vector of three finite numbers; returns it. */
export function checkVector(fn: string, name: string, value: unknown): Vec3Like {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${fn}: ${name} must be a vector {x, y, z}, got ${describe(value)}`);
  }
  const v = value as Record<string, unknown>;
  number(fn, `${name}.x`, v.x);
  number(fn, `${name}.y`, v.y);
  number(fn, `${name}.z`, v.z);
  return value as Vec3Like;
}

/** Checks the options in the order the type lists them and resolves the defaults. */
export function resolveOptions(fn: string, options: unknown): Resolved {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${fn}: options must be an object {radius, height, …}, got ${describe(options)}`);
  }
  const o = options as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!KEYS.has(key)) throw new TypeError(`${fn}: unknown option '${key}'`);
  }
  const r = number(fn, 'options.radius', o.radius);
  if (!(r > 0)) throw new RangeError(`${fn}: options.radius must be > 0, got ${describe(r)}`);
  const height = number(fn, 'options.height', o.height);
  if (!(height >= 2 * r)) {
    throw new RangeError(`${fn}: options.height must be >= 2 · radius (${2 * r}), got ${describe(height)}`);
  }
  let ux = 0;
  let uy = 1;
  let uz = 0;
  if (o.up !== undefined) {
    const up = checkVector(fn, 'options.up', o.up);
    // Scaled by the largest component first, so that 1e-200 or 1e200 still normalizes.
    const m = Math.max(Math.abs(up.x), Math.abs(up.y), Math.abs(up.z));
    if (m === 0) throw new RangeError(`${fn}: options.up must not be zero, got {x: 0, y: 0, z: 0}`);
    const x = up.x / m;
    const y = up.y / m;
    const z = up.z / m;
    const l = Math.sqrt(x * x + y * y + z * z);
    ux = x / l;
    uy = y / l;
    uz = z / l;
  }
  let maxSlope = Math.PI / 4;
  if (o.maxSlope !== undefined) {
    maxSlope = number(fn, 'options.maxSlope', o.maxSlope);
    if (!(maxSlope >= 0 && maxSlope <= Math.PI / 2)) {
      throw new RangeError(`${fn}: options.maxSlope must be in [0, π/2] radians, got ${describe(maxSlope)}`);
    }
  }
  let stepHeight = 0.3 * height;
  if (o.stepHeight !== undefined) {
    stepHeight = number(fn, 'options.stepHeight', o.stepHeight);
    if (!(stepHeight >= 0)) throw new RangeError(`${fn}: options.stepHeight must be >= 0, got ${describe(stepHeight)}`);
  }
  let snapDistance = 0.5 * stepHeight;
  if (o.snapDistance !== undefined) {
    snapDistance = number(fn, 'options.snapDistance', o.snapDistance);
    if (!(snapDistance >= 0)) {
      throw new RangeError(`${fn}: options.snapDistance must be >= 0, got ${describe(snapDistance)}`);
    }
  }
  let maxIterations = 4;
  if (o.maxIterations !== undefined) {
    maxIterations = number(fn, 'options.maxIterations', o.maxIterations);
    if (!(Number.isInteger(maxIterations) && maxIterations >= 1)) {
      throw new RangeError(`${fn}: options.maxIterations must be an integer >= 1, got ${describe(maxIterations)}`);
    }
  }
  const query: Resolved['query'] = {};
  if (o.layers !== undefined) {
    const layers = number(fn, 'options.layers', o.layers);
    if (!(Number.isInteger(layers) && layers >= -(2 ** 31) && layers < 2 ** 32)) {
      throw new RangeError(`${fn}: options.layers must be an integer in [-2^31, 2^32), got ${describe(layers)}`);
    }
    query.layers = layers;
  }
  if (o.filter !== undefined) {
    if (typeof o.filter !== 'function') {
      throw new TypeError(`${fn}: options.filter must be a function, got ${describe(o.filter)}`);
    }
    query.filter = o.filter as (id: number) => boolean;
  }
  // The walkable test compares n · up with cos(maxSlope); at exactly 45° cos rounds below
  // √2/2 by an ulp, which keeps a 45° face walkable as the option says.
  return { r, height, ux, uy, uz, cosMaxSlope: Math.cos(maxSlope), stepHeight, snapDistance, maxIterations, query };
}
