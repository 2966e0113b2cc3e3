// Argument checks shared by every public function. Each throws a TypeError for a
// missing or wrongly-typed argument and a RangeError for a value outside its domain;
// the message names the function, the argument and the value, because readers of the
// notebook meet these messages in live examples.
import type { AABB, Axis, Sphere, Vec3Like } from './types.ts';

/** A short, unambiguous rendering of a value for an error message. */
export function describe(value: unknown): string {
  switch (typeof value) {
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'string':
      return `${JSON.stringify(value)} (a string)`;
    case 'boolean':
      return `${String(value)} (a boolean)`;
    case 'bigint':
      return `${String(value)}n (a bigint)`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      if (value === null) return 'null';
      if (Array.isArray(value)) return `an array of length ${value.length}`;
      return `an object with keys {${Object.keys(value as object)
        .slice(0, 6)
        .join(', ')}}`;
  }
}

/** Checks that `value` is a finite number. */
export function checkNumber(fn: string, name: string, value: unknown): asserts value is number {
  if (typeof value !== 'number') {
    throw new TypeError(`${fn}: ${name} must be a number, got ${describe(value)}`);
  }
  if (!Number.isFinite(value)) {
    throw new RangeError(`${fn}: ${name} must be finite, got ${describe(value)}`);
  }
}

/** Checks that `value` is a finite number `>= 0`. */
export function checkRadius(fn: string, name: string, value: unknown): asserts value is number {
  checkNumber(fn, name, value);
  if (value < 0) throw new RangeError(`${fn}: ${name} must be >= 0, got ${describe(value)}`);
}

function checkObject(fn: string, name: string, value: unknown, shape: string, hint = '') {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${fn}: ${name} must be ${shape}, got ${describe(value)}${hint}`);
  }
}

/** Checks that `value` is an object with finite numeric `x`, `y` and `z`. */
export function checkVec3(fn: string, name: string, value: unknown): asserts value is Vec3Like {
  checkObject(fn, name, value, 'a vector {x, y, z}', Array.isArray(value) ? ' (use vec3(x, y, z))' : '');
  const v = value as Record<string, unknown>;
  checkNumber(fn, `${name}.x`, v.x);
  checkNumber(fn, `${name}.y`, v.y);
  if (v.z === undefined) {
    throw new TypeError(`${fn}: ${name}.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)`);
  }
  checkNumber(fn, `${name}.z`, v.z);
}

/** Checks that `value` is a sphere: a vector `center` and a radius `>= 0`. */
export function checkSphere(fn: string, name: string, value: unknown): asserts value is Sphere {
  checkObject(fn, name, value, 'a sphere {center, radius}');
  const s = value as Record<string, unknown>;
  checkVec3(fn, `${name}.center`, s.center);
  checkRadius(fn, `${name}.radius`, s.radius);
}

/** Checks that `value` is a box: vectors `min` and `max` with `min <= max` on every axis. */
export function checkBox(fn: string, name: string, value: unknown): asserts value is AABB {
  checkObject(fn, name, value, 'a box {min, max}');
  const { min, max } = value as Record<string, unknown>;
  checkVec3(fn, `${name}.min`, min);
  checkVec3(fn, `${name}.max`, max);
  for (const axis of AXES) {
    if (min[axis] > max[axis]) {
      throw new RangeError(
        `${fn}: ${name}.min.${axis} (${describe(min[axis])}) is greater than ${name}.max.${axis} (${describe(max[axis])})`,
      );
    }
  }
}

const AXES: readonly Axis[] = ['x', 'y', 'z'];

/** Checks that `value` is one of `'x'`, `'y'`, `'z'`. */
export function checkAxis(fn: string, name: string, value: unknown): asserts value is Axis {
  if (typeof value !== 'string') {
    throw new TypeError(`${fn}: ${name} must be 'x', 'y' or 'z', got ${describe(value)}`);
  }
  if (value !== 'x' && value !== 'y' && value !== 'z') {
    throw new RangeError(`${fn}: ${name} must be 'x', 'y' or 'z', got ${describe(value)}`);
  }
}

/** Checks that `value` is a vector whose components are all `>= 0`. */
export function checkSize(fn: string, name: string, value: unknown): asserts value is Vec3Like {
  checkVec3(fn, name, value);
  for (const axis of AXES) {
    if (value[axis] < 0) {
      throw new RangeError(`${fn}: ${name}.${axis} must be >= 0, got ${describe(value[axis])}`);
    }
  }
}
