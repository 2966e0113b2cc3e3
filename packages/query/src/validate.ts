// Argument checks shared by every public function. Each throws a TypeError for a
// missing or wrongly-typed argument and a RangeError for a value outside its domain;
// the message names the function, the argument and the value, because readers of the
// notebook meet these messages in live examples.
//
// Every check is a cheap predicate on the happy path; only when it fails is the input
// examined again to say exactly what is wrong (the `...Error` functions, which return
// the error to throw). Checking was most of the cost of a query before this split.
import type { AABB, Axis, Sphere, Vec3Like } from './types.ts';

const isFinite = Number.isFinite as (value: unknown) => value is number;

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
  if (!isFinite(value)) throw numberError(fn, name, value);
}

function numberError(fn: string, name: string, value: unknown): Error {
  return typeof value !== 'number'
    ? new TypeError(`${fn}: ${name} must be a number, got ${describe(value)}`)
    : new RangeError(`${fn}: ${name} must be finite, got ${describe(value)}`);
}

/** Checks that `value` is a finite number `>= 0`. */
export function checkRadius(fn: string, name: string, value: unknown): asserts value is number {
  if (!(isFinite(value) && value >= 0)) throw radiusError(fn, name, value);
}

function radiusError(fn: string, name: string, value: unknown): Error {
  return isFinite(value)
    ? new RangeError(`${fn}: ${name} must be >= 0, got ${describe(value)}`)
    : numberError(fn, name, value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function objectError(fn: string, name: string, value: unknown, shape: string, hint = ''): Error | null {
  if (isObject(value) && !Array.isArray(value)) return null;
  return new TypeError(`${fn}: ${name} must be ${shape}, got ${describe(value)}${hint}`);
}

function isVec3(value: unknown): value is Vec3Like {
  return isObject(value) && isFinite(value.x) && isFinite(value.y) && isFinite(value.z);
}

/** Checks that `value` is an object with finite numeric `x`, `y` and `z`. */
export function checkVec3(fn: string, name: string, value: unknown): asserts value is Vec3Like {
  if (!isVec3(value)) throw vec3Error(fn, name, value);
}

function vec3Error(fn: string, name: string, value: unknown): Error {
  const notObject = objectError(
    fn,
    name,
    value,
    'a vector {x, y, z}',
    Array.isArray(value) ? ' (use vec3(x, y, z))' : '',
  );
  if (notObject) return notObject;
  const { x, y, z } = value as Record<string, unknown>;
  if (!isFinite(x)) return numberError(fn, `${name}.x`, x);
  if (!isFinite(y)) return numberError(fn, `${name}.y`, y);
  if (z === undefined) {
    return new TypeError(`${fn}: ${name}.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)`);
  }
  return numberError(fn, `${name}.z`, z);
}

/** Checks that `value` is a sphere: a vector `center` and a radius `>= 0`. */
export function checkSphere(fn: string, name: string, value: unknown): asserts value is Sphere {
  if (!(isObject(value) && isVec3(value.center) && isFinite(value.radius) && value.radius >= 0)) {
    throw sphereError(fn, name, value);
  }
}

function sphereError(fn: string, name: string, value: unknown): Error {
  const notObject = objectError(fn, name, value, 'a sphere {center, radius}');
  if (notObject) return notObject;
  const { center, radius } = value as Record<string, unknown>;
  return isVec3(center) ? radiusError(fn, `${name}.radius`, radius) : vec3Error(fn, `${name}.center`, center);
}

/** Checks that `value` is a box: vectors `min` and `max` with `min <= max` on every axis. */
export function checkBox(fn: string, name: string, value: unknown): asserts value is AABB {
  if (!isObject(value)) throw boxError(fn, name, value);
  const { min, max } = value;
  if (!(isVec3(min) && isVec3(max) && min.x <= max.x && min.y <= max.y && min.z <= max.z)) {
    throw boxError(fn, name, value);
  }
}

function boxError(fn: string, name: string, value: unknown): Error {
  const notObject = objectError(fn, name, value, 'a box {min, max}');
  if (notObject) return notObject;
  const { min, max } = value as Record<string, unknown>;
  if (!isVec3(min)) return vec3Error(fn, `${name}.min`, min);
  if (!isVec3(max)) return vec3Error(fn, `${name}.max`, max);
  const axis = min.x > max.x ? 'x' : min.y > max.y ? 'y' : 'z';
  return new RangeError(
    `${fn}: ${name}.min.${axis} (${describe(min[axis])}) is greater than ${name}.max.${axis} (${describe(max[axis])})`,
  );
}

/** Checks that `value` is one of `'x'`, `'y'`, `'z'`. */
export function checkAxis(fn: string, name: string, value: unknown): asserts value is Axis {
  if (value !== 'x' && value !== 'y' && value !== 'z') {
    const message = `${fn}: ${name} must be 'x', 'y' or 'z', got ${describe(value)}`;
    throw typeof value === 'string' ? new RangeError(message) : new TypeError(message);
  }
}

/** Checks that `value` is a vector whose components are all `>= 0`. */
export function checkSize(fn: string, name: string, value: unknown): asserts value is Vec3Like {
  checkVec3(fn, name, value);
  if (!(value.x >= 0 && value.y >= 0 && value.z >= 0)) {
    const axis = value.x < 0 ? 'x' : value.y < 0 ? 'y' : 'z';
    throw new RangeError(`${fn}: ${name}.${axis} must be >= 0, got ${describe(value[axis])}`);
  }
}
