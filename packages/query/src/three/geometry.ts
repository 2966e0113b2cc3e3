// Reading a three.js BufferGeometry into flat numbers: the positions as three.js itself
// reads them (BufferAttribute.getX: interleaved, normalized or not), and the triangles
// three.js's Mesh.raycast tests — those of the draw range, and with a material array those
// of each group within it — each with where it starts in the index (three.js's faceIndex
// is that start / 3) and the first group that holds it.
import { describe } from '../validate.ts';
import type { ThreeBufferAttribute, ThreeBufferGeometry, ThreeGroup } from './types.ts';

/** A geometry's triangles, as the three.js entry keeps them. */
export interface GeometryTriangles {
  /** xyz per vertex, every vertex of the position attribute (the attribute's own array when it is plain float32 xyz). */
  readonly positions: Float32Array | Float64Array;
  /** Three vertex indices per triangle (three.js's `face.a`, `b`, `c`). */
  readonly indices: Uint32Array;
  /** Where each triangle starts in the index, or in the vertices without one: `faceIndex = ⌊start / 3⌋`. */
  readonly starts: Int32Array;
  /** 1 where the triangle is one the draw range draws (a single material's raycast tests it). */
  readonly drawn: Uint8Array;
  /** The first group holding the triangle, or -1. */
  readonly group: Int32Array;
  /** The geometry's groups as they were read (start, count, materialIndex). */
  readonly groups: readonly { readonly start: number; readonly count: number; readonly materialIndex: number }[];
  /** The draw range as given: `drawRange.start` and `drawRange.start + drawRange.count`. */
  readonly rangeStart: number;
  readonly rangeEnd: number;
  /** How many entries the triangles index into: the index's count, or the vertex count without one. */
  readonly n: number;
}

/**
 * three.js's `MathUtils.denormalize`: a normalized integer read as a float in [0, 1]
 * (unsigned) or [−1, 1] (signed, −128 and the like clamped to −1). Floats are as stored.
 */
function normalizationScale(array: ArrayLike<number>): number {
  if (array instanceof Uint32Array) return 4294967295;
  if (array instanceof Uint16Array) return 65535;
  if (array instanceof Uint8Array || array instanceof Uint8ClampedArray) return 255;
  if (array instanceof Int32Array) return 2147483647;
  if (array instanceof Int16Array) return 32767;
  if (array instanceof Int8Array) return 127;
  return 1;
}

/**
 * The position attribute's xyz per vertex, as three.js's `getX`, `getY`, `getZ` read them:
 * the attribute's own array when that already is plain float32 xyz (no copy), else a
 * copy (Float32 for float32 interleaved data, Float64 for anything that is denormalized).
 */
export function readPositions(fn: string, geometry: ThreeBufferGeometry): Float32Array | Float64Array {
  const attributes = (geometry as { attributes?: unknown }).attributes;
  const attribute: unknown =
    typeof attributes === 'object' && attributes !== null
      ? (attributes as Record<string, unknown>).position
      : undefined;
  if (typeof attribute !== 'object' || attribute === null) {
    throw new RangeError(`${fn}: the geometry has no position attribute (geometry.attributes.position)`);
  }
  return readXYZ(fn, attribute as ThreeBufferAttribute);
}

function readXYZ(fn: string, attribute: ThreeBufferAttribute): Float32Array | Float64Array {
  if (attribute.itemSize !== 3) {
    throw new RangeError(
      `${fn}: the position attribute must have itemSize 3 (xyz per vertex), got ${describe(attribute.itemSize)}`,
    );
  }
  const count = attribute.count;
  if (!(Number.isInteger(count) && count >= 0)) {
    throw new RangeError(`${fn}: the position attribute's count must be a whole number, got ${describe(count)}`);
  }
  const interleaved = attribute.isInterleavedBufferAttribute === true && attribute.data !== undefined;
  const source = interleaved ? attribute.data?.array : attribute.array;
  const stride = interleaved ? (attribute.data?.stride ?? 3) : 3;
  const offset = interleaved ? (attribute.offset ?? 0) : 0;
  let out: Float32Array | Float64Array;
  if (attribute.isFloat16BufferAttribute === true || source === undefined) {
    // Half floats (or an attribute we only know by its accessors): read as three.js does.
    const { getX, getY, getZ } = attribute;
    if (typeof getX !== 'function' || typeof getY !== 'function' || typeof getZ !== 'function') {
      throw new RangeError(`${fn}: the position attribute has neither an array nor getX, getY, getZ`);
    }
    out = new Float64Array(3 * count);
    for (let i = 0; i < count; i++) {
      out[3 * i] = getX.call(attribute, i);
      out[3 * i + 1] = getY.call(attribute, i);
      out[3 * i + 2] = getZ.call(attribute, i);
    }
  } else if (attribute.normalized !== true && source instanceof Float32Array && stride === 3 && offset === 0) {
    out = source.length === 3 * count ? source : source.subarray(0, 3 * count);
  } else {
    const scale = attribute.normalized === true ? normalizationScale(source) : 1;
    out = source instanceof Float32Array && scale === 1 ? new Float32Array(3 * count) : new Float64Array(3 * count);
    for (let i = 0; i < count; i++) {
      for (let k = 0; k < 3; k++) {
        const x = source[i * stride + offset + k] as number;
        // three.js: Math.max(x / scale, -1) for a normalized integer.
        out[3 * i + k] = scale === 1 ? x : Math.max(x / scale, -1);
      }
    }
  }
  for (let i = 0; i < out.length; i++) {
    const x = out[i] as number;
    if (x - x !== 0) {
      throw new RangeError(
        `${fn}: the position of vertex ${Math.floor(i / 3)} must be finite, got ${'xyz'[i % 3] as string} = ${describe(x)}`,
      );
    }
  }
  return out;
}

/** The index's numbers (an array, or read with getX), or undefined for a non-indexed geometry. */
function readIndex(fn: string, geometry: ThreeBufferGeometry, vertices: number): ArrayLike<number> | undefined {
  const index = geometry.index;
  if (index === null || index === undefined) return undefined;
  const count = index.count;
  let values: ArrayLike<number>;
  if (index.array !== undefined && index.array.length >= count) {
    values = index.array;
  } else {
    const getX = index.getX;
    if (typeof getX !== 'function') throw new RangeError(`${fn}: the index has neither an array nor getX`);
    const read = new Float64Array(count);
    for (let i = 0; i < count; i++) read[i] = getX.call(index, i);
    values = read;
  }
  if (count % 3 !== 0) {
    throw new RangeError(
      `${fn}: the index must hold 3 vertices per triangle, so its count must be a multiple of 3, got ${count}`,
    );
  }
  for (let i = 0; i < count; i++) {
    const k = values[i] as number;
    if (!(Number.isInteger(k) && k >= 0 && k < vertices)) {
      throw new RangeError(
        `${fn}: index ${i} must be a vertex from 0 to ${vertices - 1} (the geometry has ${vertices} vertices), got ${describe(k)}`,
      );
    }
  }
  return values;
}

/**
 * The geometry's positions and the triangles three.js's raycast tests, each with its start
 * in the index, whether the draw range draws it and its first group.
 */
export function readTriangles(fn: string, geometry: ThreeBufferGeometry): GeometryTriangles {
  if (typeof geometry !== 'object' || (geometry as unknown) === null) {
    throw new TypeError(`${fn}: geometry must be a BufferGeometry, got ${describe(geometry)}`);
  }
  const positions = readPositions(fn, geometry);
  const vertices = positions.length / 3;
  const index = readIndex(fn, geometry, vertices);
  if (index === undefined && vertices % 3 !== 0) {
    throw new RangeError(
      `${fn}: without an index every 3 vertices are a triangle, so the vertex count must be a multiple of 3, got ${vertices} vertices`,
    );
  }
  // n: the length of what triangles index into, the index or the vertices.
  const n = index === undefined ? vertices : index.length;
  const range = geometry.drawRange ?? { start: 0, count: Infinity };
  const rangeStart = range.start;
  const rangeEnd = range.start + range.count;
  const drawStart = Math.max(0, rangeStart);
  const drawEnd = Math.min(n, rangeEnd);
  const groups: { start: number; count: number; materialIndex: number }[] = (geometry.groups ?? []).map((g) => ({
    start: g.start,
    count: g.count,
    materialIndex: g.materialIndex ?? 0,
  }));
  // Which starts j three.js's loops visit (j, j + 3, … below their end, whole triangles only).
  const DRAWN = 1;
  const GROUPED = 2;
  const mark = new Uint8Array(n);
  const firstGroup = new Int32Array(groups.length > 0 ? n : 0).fill(-1);
  for (let j = drawStart; j < drawEnd && j + 2 < n; j += 3) mark[j] = DRAWN;
  groups.forEach((g, gi) => {
    const end = Math.min(n, g.start + g.count, rangeEnd);
    for (let j = Math.max(g.start, rangeStart); j < end && j + 2 < n; j += 3) {
      if (j < 0) continue;
      mark[j] = (mark[j] as number) | GROUPED;
      if ((firstGroup[j] as number) < 0) firstGroup[j] = gi;
    }
  });
  let triangles = 0;
  for (let j = 0; j < n; j++) if (mark[j] !== 0) triangles++;
  const indices = new Uint32Array(3 * triangles);
  const starts = new Int32Array(triangles);
  const drawn = new Uint8Array(triangles);
  const group = new Int32Array(triangles);
  let k = 0;
  for (let j = 0; j < n; j++) {
    const m = mark[j] as number;
    if (m === 0) continue;
    for (let e = 0; e < 3; e++) indices[3 * k + e] = index === undefined ? j + e : (index[j + e] as number);
    starts[k] = j;
    drawn[k] = m & DRAWN;
    group[k] = groups.length > 0 ? (firstGroup[j] as number) : -1;
    k++;
  }
  return { positions, indices, starts, drawn, group, groups, rangeStart, rangeEnd, n };
}

/** Whether three.js's loop over group `g` (within the draw range) visits the start `j`. */
export function groupHolds(tris: GeometryTriangles, g: Readonly<ThreeGroup>, j: number): boolean {
  const from = Math.max(g.start, tris.rangeStart);
  const end = Math.min(tris.n, g.start + g.count, tris.rangeEnd);
  return j >= from && j < end && (j - from) % 3 === 0;
}

/**
 * Component `c` (0 x, 1 y, 2 z) of item `i` of an attribute, as three.js's `getX`,
 * `getY`, `getZ` read it (its own accessors when it has them).
 */
export function attributeComponent(attribute: ThreeBufferAttribute, i: number, c: number): number {
  const get = c === 0 ? attribute.getX : c === 1 ? attribute.getY : attribute.getZ;
  if (typeof get === 'function') return get.call(attribute, i);
  const interleaved = attribute.isInterleavedBufferAttribute === true && attribute.data !== undefined;
  const source = (interleaved ? attribute.data?.array : attribute.array) ?? [];
  const stride = interleaved ? (attribute.data?.stride ?? attribute.itemSize) : attribute.itemSize;
  const offset = interleaved ? (attribute.offset ?? 0) : 0;
  const x = source[i * stride + offset + c] as number;
  return attribute.normalized === true ? Math.max(x / normalizationScale(source), -1) : x;
}
