// What Scene's methods share besides the queries: update's copy of a new shape (checked
// as its kind's add checks it), and the writes of a found hit into a caller's object.
import { MeshShape } from './mesh-shape.ts';
import { BOX, CAPSULE, copyOBB, KIND_NAMES, MESH, ORIENTED, SPHERE, TRIANGLE, v } from './core.ts';
import type { ShapeData } from './core.ts';
import { found } from './query-raycast.ts';
import type { SceneHit } from './scene-types.ts';
import {
  checkBox,
  checkCapsule,
  checkMesh,
  checkOBB,
  checkSphere,
  checkTriangle,
  sceneKindError,
} from '../validate.ts';

/**
 * The shape update(id, ...shape) gives shape `id` of kind `kind`: checked (its kind, its
 * argument count, its fields) and copied; a mesh's positions built into a MeshShape.
 */
export function copyShape(fn: string, id: number, kind: number, shape: unknown[]): ShapeData {
  const s = shape[0];
  if (!looksLike(kind, s)) throw sceneKindError(fn, id, KIND_NAMES[kind] as string, s);
  const most = kind === MESH && !(s instanceof MeshShape) ? 2 : 1;
  if (shape.length > most) {
    throw new TypeError(
      `${fn}: ${KIND_NAMES[kind] as string} takes ${most === 2 ? 'positions and indices' : 'one shape'} after the id, got ${shape.length} arguments after it`,
    );
  }
  let data: ShapeData;
  switch (kind) {
    case SPHERE:
      checkSphere(fn, 'sphere', s);
      data = { center: v(s.center), radius: s.radius };
      break;
    case BOX:
      checkBox(fn, 'box', s);
      data = { min: v(s.min), max: v(s.max) };
      break;
    case ORIENTED:
      checkOBB(fn, 'box', s);
      data = copyOBB(s);
      break;
    case CAPSULE:
      checkCapsule(fn, 'capsule', s);
      data = { start: v(s.start), end: v(s.end), radius: s.radius };
      break;
    case TRIANGLE:
      checkTriangle(fn, 'triangle', s);
      data = { a: v(s.a), b: v(s.b), c: v(s.c) };
      break;
    default: {
      if (s instanceof MeshShape) {
        data = s.mesh;
        break;
      }
      const indices = shape[1] as ArrayLike<number> | undefined;
      checkMesh(fn, s, indices);
      data = MeshShape.fromPositions(s as ArrayLike<number>, indices).mesh;
    }
  }
  return data;
}

/** Whether addMesh's second argument is indices (an array of numbers) rather than options. */
export function isIndices(value: unknown): value is ArrayLike<number> {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

/** Writes found (hit, id, triangle, weights) into a caller's hit. */
export function writeSceneHit(out: SceneHit): void {
  const best = found.hit;
  out.point.x = best.point.x;
  out.point.y = best.point.y;
  out.point.z = best.point.z;
  out.normal.x = best.normal.x;
  out.normal.y = best.normal.y;
  out.normal.z = best.normal.z;
  out.distance = best.distance;
  out.t = best.t;
  out.id = found.id;
  out.triangle = found.triangle;
  if (found.triangle >= 0) {
    const given: unknown = out.barycentric;
    // Made once per out, on its first mesh hit; reused after.
    if (typeof given !== 'object' || given === null) {
      out.barycentric = { u: found.u, v: found.v, w: found.w };
    } else {
      const w = given as { u: number; v: number; w: number };
      w.u = found.u;
      w.v = found.v;
      w.w = found.w;
    }
  }
}

/** Whether `s` has the fields of a shape of `kind` (for update's kind check). */
function looksLike(kind: number, s: unknown): boolean {
  if (kind === MESH) return s instanceof MeshShape || (s !== null && typeof s === 'object' && 'length' in s);
  if (typeof s !== 'object' || s === null) return true; // the shape's own check says what it is
  const has = (k: string): boolean => k in s;
  switch (kind) {
    case SPHERE:
      return has('center') && !has('halfSize');
    case BOX:
      return has('min') || has('max');
    case ORIENTED:
      return has('halfSize');
    case CAPSULE:
      return has('start');
    default:
      return has('a');
  }
}
