// Argument checks shared by every public function. Each throws a TypeError for a
// missing or wrongly-typed argument and a RangeError for a value outside its domain;
// the message names the function, the argument and the value, because readers of the
// notebook meet these messages in live examples.
//
// Every check is a cheap predicate on the happy path; only when it fails is the input
// examined again to say exactly what is wrong (the `...Error` functions, which return
// the error to throw). Checking was most of the cost of a query before this split.
import type {
  AABB,
  Axis,
  Capsule,
  OBB,
  Plane,
  RaycastHit,
  Sphere,
  SphereCastHit,
  SphereCastBatchHits,
  Triangle,
  Vec3,
  Vec3Like,
} from './types.ts';

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
      if (ArrayBuffer.isView(value)) return `a ${value.constructor.name} of ${value.byteLength} bytes`;
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

/** Whether `value` is a finite number `>= 0` (NaN fails `>=`, Infinity fails `- Infinity`). */
function isRadius(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value - value === 0;
}

/** Checks that `value` is a finite number `>= 0`. */
export function checkRadius(fn: string, name: string, value: unknown): asserts value is number {
  if (!isRadius(value)) throw radiusError(fn, name, value);
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

/**
 * Whether `x`, `y` and `z` are all finite numbers. One comparison rather than one branch
 * per number (`x - x` is 0 for a finite x and NaN for NaN or ±Infinity): fewer
 * branches and less bytecode, which V8 inlines more readily (measured on the benchmark's
 * W1: 108 -> 87 ns per object-API query). The `typeof` tests cost nothing where V8 knows
 * the fields hold numbers.
 */
function finite3(x: unknown, y: unknown, z: unknown): boolean {
  return typeof x === 'number' && typeof y === 'number' && typeof z === 'number' && x - x + (y - y) + (z - z) === 0;
}

function isVec3(value: unknown): value is Vec3Like {
  return isObject(value) && finite3(value.x, value.y, value.z);
}

/**
 * Checks a segment's `origin` and `end` with one predicate on the happy path; when it
 * fails, reports as checkVec3 would, origin first.
 */
export function checkSegment(fn: string, origin: unknown, end: unknown): void {
  if (!(isObject(origin) && isObject(end) && finite3(origin.x, origin.y, origin.z) && finite3(end.x, end.y, end.z))) {
    checkVec3(fn, 'origin', origin);
    checkVec3(fn, 'end', end);
  }
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
  const v = value as Record<string, unknown>;
  if (isObject(v.origin) && isObject(v.direction) && v.x === undefined && (name === 'origin' || name === 'end')) {
    // A three.js Ray (or any {origin, direction}): the library takes segments, not rays.
    return new TypeError(
      `${fn}: ${name} must be a vector {x, y, z}, got a ray {origin, direction}: pass ray.origin as the origin and rayEnd(ray.origin, ray.direction, far) as the end`,
    );
  }
  const { x, y, z } = v;
  if (!isFinite(x)) return numberError(fn, `${name}.x`, x);
  if (!isFinite(y)) return numberError(fn, `${name}.y`, y);
  if (z === undefined) {
    return new TypeError(`${fn}: ${name}.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)`);
  }
  return numberError(fn, `${name}.z`, z);
}

/** Checks that `value` is a sphere: a vector `center` and a radius `>= 0`. */
export function checkSphere(fn: string, name: string, value: unknown): asserts value is Sphere {
  if (!(isObject(value) && isVec3(value.center) && isRadius(value.radius))) {
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
  if (isEmptyBox(min, max)) {
    return new RangeError(
      `${fn}: ${name} is empty (min is +Infinity and max is -Infinity, as in a new three.js Box3): give it points first, e.g. box.setFromObject(mesh)`,
    );
  }
  if (!isVec3(min)) return vec3Error(fn, `${name}.min`, min);
  if (!isVec3(max)) return vec3Error(fn, `${name}.max`, max);
  const axis = min.x > max.x ? 'x' : min.y > max.y ? 'y' : 'z';
  return new RangeError(
    `${fn}: ${name}.min.${axis} (${describe(min[axis])}) is greater than ${name}.max.${axis} (${describe(max[axis])})`,
  );
}

/** Whether `min` and `max` are those of an empty three.js `Box3` on some axis (+∞ and −∞). */
function isEmptyBox(min: unknown, max: unknown): boolean {
  if (!(isObject(min) && isObject(max))) return false;
  return (
    (min.x === Infinity && max.x === -Infinity) ||
    (min.y === Infinity && max.y === -Infinity) ||
    (min.z === Infinity && max.z === -Infinity)
  );
}

/** Checks that `value` is a plane: a non-zero vector `normal` and a finite `constant`. */
export function checkPlane(fn: string, name: string, value: unknown): asserts value is Plane {
  if (!(isObject(value) && isVec3(value.normal) && isFinite(value.constant) && !isZero(value.normal))) {
    throw planeError(fn, name, value);
  }
}

function isZero(v: Vec3Like): boolean {
  return v.x === 0 && v.y === 0 && v.z === 0;
}

function planeError(fn: string, name: string, value: unknown): Error {
  const notObject = objectError(fn, name, value, 'a plane {normal, constant}');
  if (notObject) return notObject;
  const { normal, constant } = value as Record<string, unknown>;
  if (!isVec3(normal)) return vec3Error(fn, `${name}.normal`, normal);
  if (isZero(normal)) return new RangeError(`${fn}: ${name}.normal must not be the zero vector`);
  return numberError(fn, `${name}.constant`, constant);
}

/** Checks that `value` is a triangle: vectors `a`, `b` and `c`. */
export function checkTriangle(fn: string, name: string, value: unknown): asserts value is Triangle {
  if (!(isObject(value) && isVec3(value.a) && isVec3(value.b) && isVec3(value.c))) {
    throw triangleError(fn, name, value);
  }
}

function triangleError(fn: string, name: string, value: unknown): Error {
  const notObject = objectError(fn, name, value, 'a triangle {a, b, c}');
  if (notObject) return notObject;
  const { a, b, c } = value as Record<string, unknown>;
  if (!isVec3(a)) return vec3Error(fn, `${name}.a`, a);
  if (!isVec3(b)) return vec3Error(fn, `${name}.b`, b);
  return vec3Error(fn, `${name}.c`, c);
}

/** Checks that `value` is a capsule: vectors `start` and `end` and a radius `>= 0`. */
export function checkCapsule(fn: string, name: string, value: unknown): asserts value is Capsule {
  if (!(isObject(value) && isVec3(value.start) && isVec3(value.end) && isRadius(value.radius))) {
    throw capsuleError(fn, name, value);
  }
}

function capsuleError(fn: string, name: string, value: unknown): Error {
  const notObject = objectError(fn, name, value, 'a capsule {start, end, radius}');
  if (notObject) return notObject;
  const { start, end, radius } = value as Record<string, unknown>;
  if (!isVec3(start)) return vec3Error(fn, `${name}.start`, start);
  if (!isVec3(end)) return vec3Error(fn, `${name}.end`, end);
  return radiusError(fn, `${name}.radius`, radius);
}

/**
 * Checks that `value` is an oriented box: a vector `center`, a `halfSize` with every
 * component `>= 0` and a non-zero quaternion `rotation`.
 */
export function checkOBB(fn: string, name: string, value: unknown): asserts value is OBB {
  if (!isObject(value)) throw obbError(fn, name, value);
  const { center, halfSize, rotation } = value;
  if (!(
    isVec3(center) &&
    isVec3(halfSize) &&
    halfSize.x >= 0 &&
    halfSize.y >= 0 &&
    halfSize.z >= 0 &&
    isQuat(rotation) &&
    !(rotation.x === 0 && rotation.y === 0 && rotation.z === 0 && rotation.w === 0)
  )) {
    throw obbError(fn, name, value);
  }
}

function isQuat(value: unknown): value is { x: number; y: number; z: number; w: number } {
  return isVec3(value) && isFinite((value as unknown as Record<string, unknown>).w);
}

function obbError(fn: string, name: string, value: unknown): Error {
  const notObject = objectError(fn, name, value, 'an oriented box {center, halfSize, rotation}');
  if (notObject) return notObject;
  const { center, halfSize, rotation } = value as Record<string, unknown>;
  if (!isVec3(center)) return vec3Error(fn, `${name}.center`, center);
  if (!isVec3(halfSize)) return vec3Error(fn, `${name}.halfSize`, halfSize);
  if (!(halfSize.x >= 0 && halfSize.y >= 0 && halfSize.z >= 0)) {
    const axis = halfSize.x < 0 ? 'x' : halfSize.y < 0 ? 'y' : 'z';
    return new RangeError(`${fn}: ${name}.halfSize.${axis} must be >= 0, got ${describe(halfSize[axis])}`);
  }
  if (isObject(rotation) && Array.isArray(rotation.elements) && rotation.w === undefined) {
    // A three.js OBB keeps its rotation as a Matrix3; an object's matrix is a Matrix4.
    return rotation.elements.length === 16
      ? new TypeError(
          `${fn}: ${name}.rotation must be a quaternion {x, y, z, w}, got a 4×4 matrix: pass new Quaternion().setFromRotationMatrix(matrix)`,
        )
      : new TypeError(
          `${fn}: ${name}.rotation must be a quaternion {x, y, z, w}, got a 3×3 matrix (a three.js OBB): pass new Quaternion().setFromRotationMatrix(new Matrix4().setFromMatrix3(obb.rotation))`,
        );
  }
  if (isObject(rotation) && rotation.isEuler === true) {
    // A three.js Euler (an object's `rotation`): the quaternion is the object's `quaternion`.
    return new TypeError(
      `${fn}: ${name}.rotation must be a quaternion {x, y, z, w}, got Euler angles: pass mesh.quaternion, or new Quaternion().setFromEuler(rotation)`,
    );
  }
  const notQuat = objectError(fn, `${name}.rotation`, rotation, 'a quaternion {x, y, z, w}');
  if (notQuat) return notQuat;
  const q = rotation as Record<string, unknown>;
  for (const k of ['x', 'y', 'z', 'w'] as const) {
    if (!isFinite(q[k])) return numberError(fn, `${name}.rotation.${k}`, q[k]);
  }
  return new RangeError(`${fn}: ${name}.rotation must not be the zero quaternion`);
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

// ---------------------------------------------------------------------------------------
// Results written in place: the `out` of the `…Into` queries.

/** Checks that `value` is an object whose `x`, `y`, `z` the query may write. */
export function checkVec3Out(fn: string, name: string, value: unknown): asserts value is Vec3 {
  if (!isObject(value) || Array.isArray(value)) {
    throw new TypeError(`${fn}: ${name} must be a vector {x, y, z} to write into, got ${describe(value)}`);
  }
}

/** Checks that `value` is a hit (as `createRaycastHit()` makes) that the query may fill. */
export function checkHitOut(fn: string, name: string, value: unknown): asserts value is RaycastHit {
  if (!(isObject(value) && isObject(value.point) && isObject(value.normal))) {
    throw hitOutError(fn, name, value, 'createRaycastHit()');
  }
}

/** Checks that `value` is a sphere-cast hit (as `createSphereCastHit()` makes). */
export function checkCastHitOut(fn: string, name: string, value: unknown): asserts value is SphereCastHit {
  if (!(isObject(value) && isObject(value.point) && isObject(value.normal) && isObject(value.center))) {
    throw hitOutError(fn, name, value, 'createSphereCastHit()');
  }
}

function hitOutError(fn: string, name: string, value: unknown, maker: string): Error {
  const shape =
    maker === 'createRaycastHit()' ? '{point, normal, distance, t}' : '{point, normal, distance, t, center}';
  const notObject = objectError(fn, name, value, `a hit ${shape} to write into (${maker} makes one)`);
  if (notObject) return notObject;
  const v = value as Record<string, unknown>;
  const field = !isObject(v.point) ? 'point' : !isObject(v.normal) ? 'normal' : 'center';
  return new TypeError(`${fn}: ${name}.${field} must be a vector {x, y, z} to write into, got ${describe(v[field])}`);
}

// ---------------------------------------------------------------------------------------
// Batches: typed arrays checked once per call; the numbers in them, record by record, by
// a predicate cheap enough for the inner loop (x·0 is 0 for a finite x and NaN for NaN
// or ±Infinity, so one multiply-add per number and one comparison per record).

/** The meaning of each number of a record, for error messages. */
const LAYOUTS = {
  segment: ['origin.x', 'origin.y', 'origin.z', 'end.x', 'end.y', 'end.z'],
  sphere: ['center.x', 'center.y', 'center.z', 'radius'],
  box: ['min.x', 'min.y', 'min.z', 'max.x', 'max.y', 'max.z'],
} as const;

/** A kind of record in a batch: six numbers per segment or box, four per sphere. */
export type RecordKind = keyof typeof LAYOUTS;

function layout(kind: RecordKind): string {
  return `[${LAYOUTS[kind].join(', ')}]`;
}

/**
 * Checks that `value` is a Float64Array of whole records of `kind` and returns how many;
 * the queries of a batch are one per record.
 */
export function checkRecords(fn: string, name: string, value: unknown, kind: RecordKind): number {
  const stride = LAYOUTS[kind].length;
  if (!(value instanceof Float64Array)) {
    throw new TypeError(`${fn}: ${name} must be a Float64Array of ${layout(kind)} per ${kind}, got ${describe(value)}`);
  }
  if (value.length % stride !== 0) {
    throw new RangeError(
      `${fn}: ${name}.length (${value.length}) must be a multiple of ${stride}, ${layout(kind)} per ${kind}`,
    );
  }
  return value.length / stride;
}

/**
 * Checks that `value` is a Float64Array of one record of `kind` for all `n` queries of a
 * batch, or one per query; returns true for one per query.
 */
export function checkTargets(
  fn: string,
  name: string,
  value: unknown,
  kind: RecordKind,
  n: number,
  per: string,
): boolean {
  const stride = LAYOUTS[kind].length;
  if (!(value instanceof Float64Array)) {
    throw new TypeError(`${fn}: ${name} must be a Float64Array of ${layout(kind)} per ${kind}, got ${describe(value)}`);
  }
  if (value.length === stride) return false;
  if (value.length === stride * n) return true;
  if (n === 1) {
    throw new RangeError(`${fn}: ${name}.length (${value.length}) must be ${stride}: one ${kind} for the one ${per}`);
  }
  throw new RangeError(
    `${fn}: ${name}.length (${value.length}) must be ${stride} (one ${kind} for every ${per}) or ${stride * n} (one per ${per}, ${count(n, per)})`,
  );
}

/** Whether a segment record is six finite numbers. */
export function isSegment(Ax: number, Ay: number, Az: number, Bx: number, By: number, Bz: number): boolean {
  return Ax * 0 + Ay * 0 + Az * 0 + Bx * 0 + By * 0 + Bz * 0 === 0;
}

/** Whether a sphere record is a finite center and a finite radius `>= 0`. */
export function isSphere(Sx: number, Sy: number, Sz: number, r: number): boolean {
  return Sx * 0 + Sy * 0 + Sz * 0 + r * 0 === 0 && r >= 0;
}

/**
 * Whether a segment record and a sphere record are ten finite numbers with the radius
 * `>= 0`: isSegment and isSphere in one comparison, for the inner loops.
 */
export function isSegmentAndSphere(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  Sx: number,
  Sy: number,
  Sz: number,
  r: number,
): boolean {
  return Ax * 0 + Ay * 0 + Az * 0 + Bx * 0 + By * 0 + Bz * 0 + Sx * 0 + Sy * 0 + Sz * 0 + r * 0 === 0 && r >= 0;
}

/**
 * Whether a segment record and a box record are twelve finite numbers with `min <= max`
 * on every axis: isSegment and isBox in one comparison, for the inner loops (measured
 * on W2: 1 ns per query less than the two checks one after the other).
 */
export function isSegmentAndBox(
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  minX: number,
  minY: number,
  minZ: number,
  maxX: number,
  maxY: number,
  maxZ: number,
): boolean {
  // One chain of sums, left to right, as in isSegmentAndSphere: a balanced tree of sums
  // measured slower (W2 batch 61 -> 67 ns).
  const segment = Ax * 0 + Ay * 0 + Az * 0 + Bx * 0 + By * 0 + Bz * 0;
  const all = segment + minX * 0 + minY * 0 + minZ * 0 + maxX * 0 + maxY * 0 + maxZ * 0;
  return all === 0 && minX <= maxX && minY <= maxY && minZ <= maxZ;
}

/** Whether a box record is finite with `min <= max` on every axis. */
export function isBox(minX: number, minY: number, minZ: number, maxX: number, maxY: number, maxZ: number): boolean {
  return (
    minX * 0 + minY * 0 + minZ * 0 + maxX * 0 + maxY * 0 + maxZ * 0 === 0 &&
    minX <= maxX &&
    minY <= maxY &&
    minZ <= maxZ
  );
}

/** The error for record `i` of `values`, which failed its predicate above. */
export function recordError(fn: string, name: string, values: Float64Array, kind: RecordKind, i: number): Error {
  const labels = LAYOUTS[kind];
  const base = i * labels.length;
  const at = (k: number) => `${name}[${base + k}] (${kind} ${i} ${String(labels[k])}`;
  const value = (k: number) => values[base + k] as number;
  for (let k = 0; k < labels.length; k++) {
    if (!Number.isFinite(value(k))) return new RangeError(`${fn}: ${at(k)}) must be finite, got ${describe(value(k))}`);
  }
  if (kind === 'sphere') return new RangeError(`${fn}: ${at(3)}) must be >= 0, got ${describe(value(3))}`);
  const k = value(0) > value(3) ? 0 : value(1) > value(4) ? 1 : 2;
  return new RangeError(
    `${fn}: ${at(k)}, ${describe(value(k))}) is greater than ${at(k + 3)}, ${describe(value(k + 3))})`,
  );
}

/** `1 segment`, `2 segments`: how many queries a batch holds, for its messages. */
function count(n: number, per: string): string {
  return `${n} ${per}${n === 1 ? '' : 's'}`;
}

/** Checks that `value` is a Float64Array with room for `n` entries of `size` numbers. */
function checkOutArray(fn: string, name: string, value: unknown, n: number, size: number, per: string): void {
  if (!(value instanceof Float64Array)) {
    throw new TypeError(`${fn}: ${name} must be a Float64Array, got ${describe(value)}`);
  }
  if (value.length < n * size) {
    const each = size === 1 ? 'one' : String(size);
    throw new RangeError(
      `${fn}: ${name}.length (${value.length}) must be at least ${n * size} (${each} per ${per}, ${count(n, per)})`,
    );
  }
}

/**
 * Checks the `out` of a batch raycast or sphere cast: typed arrays with room for `n`
 * results (`center` only where `cast`).
 */
export function checkBatchHits(
  fn: string,
  value: unknown,
  n: number,
  per: string,
  cast: boolean,
): asserts value is SphereCastBatchHits {
  if (!isObject(value) || Array.isArray(value)) {
    const fields = cast ? '{t, point?, normal?, center?}' : '{t, point?, normal?}';
    throw new TypeError(`${fn}: out must be ${fields} of Float64Arrays, got ${describe(value)}`);
  }
  checkOutArray(fn, 'out.t', value.t, n, 1, per);
  if (value.point !== undefined) checkOutArray(fn, 'out.point', value.point, n, 3, per);
  if (value.normal !== undefined) checkOutArray(fn, 'out.normal', value.normal, n, 3, per);
  if (cast && value.center !== undefined) checkOutArray(fn, 'out.center', value.center, n, 3, per);
}

/** Checks the `out` of a batch overlap test: a Uint8Array with room for `n` answers. */
export function checkBatchFlags(fn: string, value: unknown, n: number, per: string): asserts value is Uint8Array {
  if (!(value instanceof Uint8Array)) {
    throw new TypeError(`${fn}: out must be a Uint8Array, got ${describe(value)}`);
  }
  if (value.length < n) {
    throw new RangeError(
      `${fn}: out.length (${value.length}) must be at least ${n} (one per ${per}, ${count(n, per)})`,
    );
  }
}

// ---------------------------------------------------------------------------------------
// Planes and triangles (v2, engineer TRI).

/**
 * Checks `rayEnd`'s direction: a vector that is not the zero vector (a ray needs a
 * direction to turn into a segment).
 */
export function checkDirection(fn: string, name: string, value: unknown): asserts value is Vec3Like {
  checkVec3(fn, name, value);
  if (isZero(value)) {
    throw new RangeError(`${fn}: ${name} must not be the zero vector: a ray needs a direction, got (0, 0, 0)`);
  }
}

/**
 * Checks `rayEnd`'s maxDistance: a finite number `>= 0`. Infinity, three.js's default
 * `Raycaster.far`, gets a message of its own: a segment needs a finite length.
 */
export function checkMaxDistance(fn: string, name: string, value: unknown): asserts value is number {
  if (isRadius(value)) return;
  if (value === Infinity) {
    throw new RangeError(
      `${fn}: ${name} must be finite: a segment needs a finite length (three.js's Raycaster.far is Infinity by default; pass the distance you want to look, e.g. raycaster.far = 100), got Infinity`,
    );
  }
  throw radiusError(fn, name, value);
}

// ---------------------------------------------------------------------------------------
// Scenes (issue 12, engineer scene).

/** Checks that `id` is the id of a shape in the scene (`known`, which the scene decides). */
export function checkSceneId(fn: string, id: unknown, known: boolean): void {
  if (known) return;
  if (typeof id !== 'number') throw new TypeError(`${fn}: id must be a number, got ${describe(id)}`);
  throw new RangeError(`${fn}: id must be the id of a shape in the scene, got ${describe(id)}`);
}

/** The error for `update` with a shape of another kind than the id's. */
export function sceneKindError(fn: string, id: number, kind: string, value: unknown): TypeError {
  const article = /^[aeiou]/.test(kind) ? 'an' : 'a';
  return new TypeError(
    `${fn}: shape ${id} is ${article} ${kind}, so update takes ${article} ${kind}, got ${describe(value)}`,
  );
}

/** What checkSceneOptions read from a query's options (module scratch: nothing allocated). */
export const sceneOptions = {
  filter: undefined as ((id: number) => boolean) | undefined,
  /** The layers mask as an int32 (-1: all). */
  layers: -1,
  maxDistance: Infinity,
};

/**
 * Checks a scene query's options — `filter`, `layers`, and `maxDistance` where the query
 * takes one — into sceneOptions; returns its filter. An unknown key is a TypeError naming it.
 */
export function checkSceneOptions(
  fn: string,
  options: unknown,
  withMaxDistance = false,
): ((id: number) => boolean) | undefined {
  sceneOptions.filter = undefined;
  sceneOptions.layers = -1;
  sceneOptions.maxDistance = Infinity;
  if (options === undefined) return undefined;
  const keys = withMaxDistance ? '{filter?, layers?, maxDistance?}' : '{filter?, layers?}';
  if (!isObject(options) || Array.isArray(options)) {
    throw new TypeError(`${fn}: options must be an object ${keys}, got ${describe(options)}`);
  }
  for (const key in options) {
    if (key !== 'filter' && key !== 'layers' && (key !== 'maxDistance' || !withMaxDistance)) {
      throw new TypeError(`${fn}: unknown option '${key}' (the options are ${keys})`);
    }
  }
  const filter = options.filter;
  if (filter !== undefined && typeof filter !== 'function') {
    throw new TypeError(`${fn}: options.filter must be a function (id) => boolean, got ${describe(filter)}`);
  }
  if (options.layers !== undefined) sceneOptions.layers = checkLayers(fn, 'options.layers', options.layers);
  const d = options.maxDistance;
  if (d !== undefined) {
    if (typeof d !== 'number') throw new TypeError(`${fn}: options.maxDistance must be a number, got ${describe(d)}`);
    if (!(d >= 0)) throw new RangeError(`${fn}: options.maxDistance must be >= 0, got ${describe(d)}`);
    sceneOptions.maxDistance = d;
  }
  sceneOptions.filter = filter as ((id: number) => boolean) | undefined;
  return sceneOptions.filter;
}

/**
 * Checks a layers mask: an integer in [-2^31, 2^32) (three.js's `Layers.mask`, -1 for all);
 * returns its low 32 bits as an int32.
 */
export function checkLayers(fn: string, name: string, value: unknown): number {
  if (typeof value !== 'number') throw new TypeError(`${fn}: ${name} must be a number, got ${describe(value)}`);
  if (!(Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 32)) {
    throw new RangeError(
      `${fn}: ${name} must be an integer from -2^31 to 2^32 - 1 (a 32-bit mask), got ${describe(value)}`,
    );
  }
  return value | 0;
}

/** What checkAddOptions read: the layers (int32) and the matrix as given (checked by the scene). */
export const addOptions = { layers: 1, matrix: undefined as unknown };

/** Checks an add…'s options `{layers?, matrix?}` into addOptions. */
export function checkAddOptions(fn: string, options: unknown): void {
  addOptions.layers = 1;
  addOptions.matrix = undefined;
  if (options === undefined) return;
  if (!isObject(options) || Array.isArray(options) || ArrayBuffer.isView(options)) {
    throw new TypeError(`${fn}: options must be an object {layers?, matrix?}, got ${describe(options)}`);
  }
  for (const key in options) {
    if (key !== 'layers' && key !== 'matrix') {
      throw new TypeError(`${fn}: unknown option '${key}' (the options are {layers?, matrix?})`);
    }
  }
  if (options.layers !== undefined) addOptions.layers = checkLayers(fn, 'options.layers', options.layers);
  addOptions.matrix = options.matrix;
}

function isArrayOfNumbers(value: unknown): value is ArrayLike<number> {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

/**
 * Checks a mesh: positions a multiple of 3 finite numbers; indices (when given) a
 * multiple of 3 whole numbers within the vertices; without indices, a multiple of 3
 * vertices. Each error names the first bad entry and its value.
 */
export function checkMesh(fn: string, positions: unknown, indices: unknown): void {
  if (!isArrayOfNumbers(positions)) {
    throw new TypeError(
      `${fn}: positions must be an array or typed array of numbers, xyz per vertex, got ${describe(positions)}`,
    );
  }
  const n = positions.length;
  if (positions instanceof Float32Array || positions instanceof Float64Array) {
    for (let i = 0; i < n; i++) {
      const x = positions[i] as number;
      if (x - x !== 0) throw numberError(fn, `positions[${i}]`, x);
    }
  } else {
    for (let i = 0; i < n; i++) checkNumber(fn, `positions[${i}]`, positions[i]);
  }
  if (n % 3 !== 0) {
    throw new RangeError(`${fn}: positions.length must be a multiple of 3 (xyz per vertex), got ${n}`);
  }
  const vertices = n / 3;
  if (indices === undefined) {
    if (vertices % 3 !== 0) {
      throw new RangeError(
        `${fn}: without indices every 3 vertices are a triangle, so the vertex count must be a multiple of 3, got ${vertices} vertices`,
      );
    }
    return;
  }
  if (!isArrayOfNumbers(indices)) {
    throw new TypeError(`${fn}: indices must be an array or typed array of whole numbers, got ${describe(indices)}`);
  }
  const m = indices.length;
  for (let i = 0; i < m; i++) {
    const k = indices[i];
    if (typeof k !== 'number') throw new TypeError(`${fn}: indices[${i}] must be a number, got ${describe(k)}`);
    if (!(Number.isInteger(k) && k >= 0 && k < vertices)) {
      throw new RangeError(
        `${fn}: indices[${i}] must be a whole number from 0 to ${vertices - 1} (the mesh has ${vertices} vertices), got ${describe(k)}`,
      );
    }
  }
  if (m % 3 !== 0) {
    throw new RangeError(`${fn}: indices.length must be a multiple of 3 (3 per triangle), got ${m}`);
  }
}

/** The error for segment `i` of a scene batch, which failed the loop's finiteness test. */
export function sceneBatchError(fn: string, segments: Float64Array, i: number): Error {
  return recordError(fn, 'segments', segments, 'segment', i);
}

/** Checks Scene.raycastBatch's arrays and returns the number of segments. */
export function checkSceneBatch(fn: string, segments: unknown, out: unknown): number {
  const n = checkRecords(fn, 'segments', segments, 'segment');
  if (!isObject(out) || Array.isArray(out)) {
    throw new TypeError(
      `${fn}: out must be {t, point?, normal?, id?, triangle?} of typed arrays, got ${describe(out)}`,
    );
  }
  checkBatchHits(fn, out, n, 'segment', false);
  for (const key of ['id', 'triangle'] as const) {
    const a = out[key];
    if (a === undefined) continue;
    if (!(a instanceof Int32Array)) throw new TypeError(`${fn}: out.${key} must be an Int32Array, got ${describe(a)}`);
    if (a.length < n) {
      throw new RangeError(
        `${fn}: out.${key}.length (${a.length}) must be at least ${n} (one per segment, ${count(n, 'segment')})`,
      );
    }
  }
  return n;
}
