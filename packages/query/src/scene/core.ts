// A scene's bookkeeping: its shapes by id (as given, and as carried into the world by
// their matrices), their layers and boxes, and the hierarchy over them — what every query
// family (query-*.ts) reads. A shape with a matrix is kept twice: as given (`local`, what
// update and setMatrix start from) and carried (`data`, what the queries test), except a
// mesh, whose triangles stay in their own frame: a query is carried into it instead.
import { createRotation, rotateInto, setRotation } from '../quat.ts';
import type { AABB, Capsule, OBB, Sphere, Triangle, Vec3, Vec3Like } from '../types.ts';
import { meshEpoch } from './mesh-shape.ts';
import type { Mesh } from './mesh.ts';
import { carryBox, carryPoint, carryVector, createTransform, setTransform } from './transform.ts';
import type { Transform } from './transform.ts';
import { ShapeTree } from './tree.ts';

// Shape kinds, as stored per id.
export const NONE = 0;
export const SPHERE = 1;
export const BOX = 2;
export const ORIENTED = 3;
export const CAPSULE = 4;
export const TRIANGLE = 5;
export const MESH = 6;

export const KIND_NAMES = ['', 'sphere', 'box', 'oriented box', 'capsule', 'triangle', 'mesh'] as const;

export type ShapeData = Sphere | AABB | OBB | Capsule | Triangle | Mesh;

/**
 * The relative margin by which a shape's box is grown beyond its exact bounds: a kernel
 * that counts a start within ON_SURFACE (2^-40) of a face as on it, or rounds a tangent
 * hit, finds it inside the box all the same.
 */
export const SHAPE_MARGIN = 2 ** -30;

/** How far from perpendicular (relative) a carried box's edges may be and still be a box. */
const SQUARE = 1e-9;

export function v(p: Vec3Like): Vec3 {
  return { x: p.x, y: p.y, z: p.z };
}

const rotation = createRotation();
const axisScratch: Vec3 = { x: 0, y: 0, z: 0 };
const boxScratch = new Float64Array(6);

export class SceneCore {
  /** The kind each id is tested as (a box carried by a rotation is an oriented box). */
  kinds: number[] = [];
  /** The kind each id was added as (update takes that kind). */
  given: number[] = [];
  /** Each shape as given (a copy), or its mesh. */
  local: (ShapeData | undefined)[] = [];
  /** Each shape as the queries test it: carried by its matrix (a mesh: its own frame). */
  data: (ShapeData | undefined)[] = [];
  transforms: (Transform | null)[] = [];
  /** Each id's layers mask, as an int32. */
  layers = new Int32Array(16);
  leaves: number[] = [];
  /** Each shape's box, grown by SHAPE_MARGIN, 6 per id. */
  boxes = new Float64Array(6 * 16);
  readonly tree = new ShapeTree();
  /** Each mesh id's mesh.version when its box was last set. */
  meshVersions: number[] = [];
  /** meshEpoch when the meshes' boxes were last compared with their versions. */
  private epoch = meshEpoch.value;
  /** Ids added since the tree was last built or inserted into. */
  pending: number[] = [];
  live = 0;
  stale = false;

  /** Whether `id` is the id of a shape in the scene (a number: `'0'` would index the arrays too). */
  has(id: unknown): boolean {
    if (typeof id !== 'number') return false;
    const kind = this.kinds[id];
    return kind !== undefined && kind !== NONE;
  }

  /**
   * Adds a shape (already checked and copied) with its layers and matrix (checked here,
   * before anything changes: a bad matrix leaves the scene as it was).
   */
  add(fn: string, kind: number, shape: ShapeData, layers: number, matrix: unknown): number {
    let T: Transform | null = null;
    let carriedKind = kind;
    let carried = shape;
    if (matrix !== undefined) {
      T = setTransform(fn, createTransform(), matrix);
      [carriedKind, carried] = carryShape(fn, kind, shape, T);
    }
    const id = this.kinds.length;
    this.kinds.push(carriedKind);
    this.given.push(kind);
    this.local.push(shape);
    this.data.push(carried);
    this.transforms.push(T);
    this.leaves.push(-1);
    this.meshVersions.push(kind === MESH ? (shape as Mesh).version : 0);
    if (this.boxes.length < 6 * (id + 1)) {
      const boxes = new Float64Array(2 * this.boxes.length);
      boxes.set(this.boxes);
      this.boxes = boxes;
      const l = new Int32Array(2 * this.layers.length);
      l.set(this.layers);
      this.layers = l;
    }
    this.layers[id] = layers;
    this.setBox(id);
    this.pending.push(id);
    this.live++;
    return id;
  }

  /** Gives shape `id` a new shape as given (its matrix kept), and moves its leaf. */
  replace(fn: string, id: number, shape: ShapeData): void {
    const T = this.transforms[id] as Transform | null;
    const kind = this.given[id] as number;
    const [k, carried] = T === null ? [kind, shape] : carryShape(fn, kind, shape, T);
    this.local[id] = shape;
    this.kinds[id] = k;
    this.data[id] = carried;
    if (kind === MESH) this.meshVersions[id] = (shape as Mesh).version;
    this.moved(id);
  }

  /** Sets shape `id`'s matrix (checked first: on a throw nothing changes). */
  setMatrix(fn: string, id: number, matrix: unknown): void {
    const kind = this.given[id] as number;
    let T = this.transforms[id] as Transform | null;
    if (kind === MESH) {
      // A mesh's transform is changed in place: no allocation on the per-frame path.
      if (T === null) T = createTransform();
      setTransform(fn, T, matrix);
      this.transforms[id] = T;
      this.moved(id);
      return;
    }
    const next = setTransform(fn, createTransform(), matrix);
    const [k, carried] = carryShape(fn, kind, this.local[id] as ShapeData, next);
    this.transforms[id] = next;
    this.kinds[id] = k;
    this.data[id] = carried;
    this.moved(id);
  }

  /** After shape `id` changed: its box anew, its leaf moved (the tree refits). */
  moved(id: number): void {
    this.setBox(id);
    const leaf = this.leaves[id] as number;
    if (leaf >= 0) {
      this.tree.move(leaf, this.boxes, 6 * id);
      // Refits only grow boxes apart; past twice the cost as built, rebuild.
      if (this.live > 4 && this.tree.cost > 2 * this.tree.builtCost) this.stale = true;
    }
  }

  remove(id: number): void {
    const leaf = this.leaves[id] as number;
    if (leaf >= 0) this.tree.remove(leaf);
    else this.pending.splice(this.pending.indexOf(id), 1);
    this.kinds[id] = NONE;
    this.given[id] = NONE;
    this.data[id] = undefined;
    this.local[id] = undefined;
    this.transforms[id] = null;
    this.leaves[id] = -1;
    this.live--;
  }

  /** Writes the shape's box, grown by SHAPE_MARGIN, into boxes[6·id…]. */
  setBox(id: number): void {
    const b = this.boxes;
    const o = 6 * id;
    const data = this.data[id] as ShapeData;
    switch (this.kinds[id]) {
      case SPHERE: {
        const { center: c, radius: r } = data as Sphere;
        setBoxFrom(b, o, c.x - r, c.y - r, c.z - r, c.x + r, c.y + r, c.z + r);
        break;
      }
      case BOX: {
        const { min, max } = data as AABB;
        setBoxFrom(b, o, min.x, min.y, min.z, max.x, max.y, max.z);
        break;
      }
      case ORIENTED: {
        const { center: c, halfSize: h } = data as OBB;
        const R = setRotation(rotation, (data as OBB).rotation);
        // The box's extent along each world axis: |R|·h, column by column.
        let ex = 0;
        let ey = 0;
        let ez = 0;
        const w = axisScratch;
        rotateInto(w, R, h.x, 0, 0);
        ex += Math.abs(w.x);
        ey += Math.abs(w.y);
        ez += Math.abs(w.z);
        rotateInto(w, R, 0, h.y, 0);
        ex += Math.abs(w.x);
        ey += Math.abs(w.y);
        ez += Math.abs(w.z);
        rotateInto(w, R, 0, 0, h.z);
        ex += Math.abs(w.x);
        ey += Math.abs(w.y);
        ez += Math.abs(w.z);
        setBoxFrom(b, o, c.x - ex, c.y - ey, c.z - ez, c.x + ex, c.y + ey, c.z + ez);
        break;
      }
      case CAPSULE: {
        const { start: P, end: Q, radius: r } = data as Capsule;
        setBoxFrom(
          b,
          o,
          Math.min(P.x, Q.x) - r,
          Math.min(P.y, Q.y) - r,
          Math.min(P.z, Q.z) - r,
          Math.max(P.x, Q.x) + r,
          Math.max(P.y, Q.y) + r,
          Math.max(P.z, Q.z) + r,
        );
        break;
      }
      case TRIANGLE: {
        const { a, b: q, c } = data as Triangle;
        setBoxFrom(
          b,
          o,
          Math.min(a.x, q.x, c.x),
          Math.min(a.y, q.y, c.y),
          Math.min(a.z, q.z, c.z),
          Math.max(a.x, q.x, c.x),
          Math.max(a.y, q.y, c.y),
          Math.max(a.z, q.z, c.z),
        );
        break;
      }
      default: {
        // The mesh's root box, already rounded outward; exact, as its triangles are
        // decided exactly. An instance's: that box carried by its matrix, grown.
        const m = (data as Mesh).bounds;
        const T = this.transforms[id] as Transform | null;
        if (T === null) {
          for (let k = 0; k < 6; k++) b[o + k] = m[k] as number;
        } else {
          const s = boxScratch;
          carryBox(
            s,
            0,
            T.m,
            m[0] as number,
            m[1] as number,
            m[2] as number,
            m[3] as number,
            m[4] as number,
            m[5] as number,
          );
          if ((s[0] as number) <= (s[3] as number)) {
            setBoxFrom(
              b,
              o,
              s[0] as number,
              s[1] as number,
              s[2] as number,
              s[3] as number,
              s[4] as number,
              s[5] as number,
            );
          } else for (let k = 0; k < 6; k++) b[o + k] = s[k] as number;
        }
      }
    }
  }

  /** Brings the tree up to date: refitted meshes' boxes, pending shapes in, or a rebuild. */
  prepare(): void {
    if (this.epoch !== meshEpoch.value) this.refitMeshes();
    const pending = this.pending;
    if (!this.stale && pending.length === 0) return;
    if (this.stale || this.tree.root < 0 || pending.length > this.live / 4) {
      const ids: number[] = [];
      for (let id = 0; id < this.kinds.length; id++) if (this.kinds[id] !== NONE) ids.push(id);
      const boxes = new Float64Array(6 * ids.length);
      for (let k = 0; k < ids.length; k++)
        boxes.set(this.boxes.subarray(6 * (ids[k] as number), 6 * (ids[k] as number) + 6), 6 * k);
      this.tree.build(ids, boxes, (id, node) => {
        this.leaves[id] = node;
      });
    } else {
      for (const id of pending) this.leaves[id] = this.tree.insert(id, this.boxes, 6 * id);
    }
    this.pending = [];
    this.stale = false;
  }

  /** Moves the leaves of the meshes refitted (MeshShape.updatePositions) since last looked. */
  private refitMeshes(): void {
    this.epoch = meshEpoch.value;
    for (let id = 0; id < this.kinds.length; id++) {
      if (this.kinds[id] !== MESH) continue;
      const m = this.data[id] as Mesh;
      if (m.version === this.meshVersions[id]) continue;
      this.meshVersions[id] = m.version;
      this.moved(id);
    }
  }
}

export function setBoxFrom(
  b: Float64Array,
  o: number,
  loX: number,
  loY: number,
  loZ: number,
  hiX: number,
  hiY: number,
  hiZ: number,
): void {
  const g =
    SHAPE_MARGIN * Math.max(Math.abs(loX), Math.abs(loY), Math.abs(loZ), Math.abs(hiX), Math.abs(hiY), Math.abs(hiZ));
  b[o] = loX - g;
  b[o + 1] = loY - g;
  b[o + 2] = loZ - g;
  b[o + 3] = hiX + g;
  b[o + 4] = hiY + g;
  b[o + 5] = hiZ + g;
}

export function copyOBB(box: OBB): OBB {
  const q = box.rotation;
  return { center: v(box.center), halfSize: v(box.halfSize), rotation: { x: q.x, y: q.y, z: q.z, w: q.w } };
}

const KIND_ARTICLES = ['', 'a sphere', 'a box', 'an oriented box', 'a capsule', 'a triangle', 'a mesh'];

function needSimilarity(fn: string, kind: number): RangeError {
  return new RangeError(
    `${fn}: the matrix of ${KIND_ARTICLES[kind] as string} must be a similarity (rotation, uniform scale, translation): this one scales unevenly or shears, which would make it another shape`,
  );
}

/**
 * A shape (as given) carried by T: `[kind, data]` to test it as. A sphere or capsule
 * needs a similarity; a box needs its edges kept perpendicular (it becomes an oriented
 * box, or stays an axis-aligned one); a triangle takes any affine map; a mesh is not
 * carried (queries go into its frame).
 */
export function carryShape(fn: string, kind: number, shape: ShapeData, T: Transform): [number, ShapeData] {
  const M = T.m;
  switch (kind) {
    case SPHERE: {
      if (T.scale === 0) throw needSimilarity(fn, kind);
      const s = shape as Sphere;
      return [
        SPHERE,
        { center: carryPoint(v(s.center), M, s.center.x, s.center.y, s.center.z), radius: s.radius * T.scale },
      ];
    }
    case CAPSULE: {
      if (T.scale === 0) throw needSimilarity(fn, kind);
      const c = shape as Capsule;
      return [
        CAPSULE,
        {
          start: carryPoint(v(c.start), M, c.start.x, c.start.y, c.start.z),
          end: carryPoint(v(c.end), M, c.end.x, c.end.y, c.end.z),
          radius: c.radius * T.scale,
        },
      ];
    }
    case TRIANGLE: {
      const t = shape as Triangle;
      return [
        TRIANGLE,
        {
          a: carryPoint(v(t.a), M, t.a.x, t.a.y, t.a.z),
          b: carryPoint(v(t.b), M, t.b.x, t.b.y, t.b.z),
          c: carryPoint(v(t.c), M, t.c.x, t.c.y, t.c.z),
        },
      ];
    }
    case BOX:
    case ORIENTED:
      return carryBoxShape(fn, kind, shape as AABB | OBB, T);
    default:
      return [MESH, shape];
  }
}

/** A box (axis-aligned or oriented) carried by T, as an axis-aligned or oriented box. */
function carryBoxShape(fn: string, kind: number, shape: AABB | OBB, T: Transform): [number, ShapeData] {
  const M = T.m;
  let c: Vec3;
  let h: Vec3;
  // The box's axes in its given frame, as the columns of R.
  const R = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  if (kind === BOX) {
    const { min, max } = shape as AABB;
    c = { x: (min.x + max.x) / 2, y: (min.y + max.y) / 2, z: (min.z + max.z) / 2 };
    h = { x: (max.x - min.x) / 2, y: (max.y - min.y) / 2, z: (max.z - min.z) / 2 };
    if (M[1] === 0 && M[2] === 0 && M[4] === 0 && M[6] === 0 && M[8] === 0 && M[9] === 0) {
      // A scale and a translation: still axis-aligned, its corners carried.
      const a = carryPoint(v(min), M, min.x, min.y, min.z);
      const b = carryPoint(v(max), M, max.x, max.y, max.z);
      return [
        BOX,
        {
          min: { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), z: Math.min(a.z, b.z) },
          max: { x: Math.max(a.x, b.x), y: Math.max(a.y, b.y), z: Math.max(a.z, b.z) },
        },
      ];
    }
  } else {
    const o = shape as OBB;
    c = v(o.center);
    h = v(o.halfSize);
    const q = setRotation(rotation, o.rotation);
    for (let k = 0; k < 3; k++) {
      rotateInto(axisScratch, q, k === 0 ? 1 : 0, k === 1 ? 1 : 0, k === 2 ? 1 : 0);
      R[k] = axisScratch.x;
      R[3 + k] = axisScratch.y;
      R[6 + k] = axisScratch.z;
    }
  }
  // The carried axes: columns of L·R; perpendicular, or not a box.
  const c0 = carryVector({ x: 0, y: 0, z: 0 }, M, R[0] as number, R[3] as number, R[6] as number);
  const c1 = carryVector({ x: 0, y: 0, z: 0 }, M, R[1] as number, R[4] as number, R[7] as number);
  const c2 = carryVector({ x: 0, y: 0, z: 0 }, M, R[2] as number, R[5] as number, R[8] as number);
  const l0 = Math.hypot(c0.x, c0.y, c0.z);
  const l1 = Math.hypot(c1.x, c1.y, c1.z);
  const l2 = Math.hypot(c2.x, c2.y, c2.z);
  if (
    Math.abs(c0.x * c1.x + c0.y * c1.y + c0.z * c1.z) > SQUARE * l0 * l1 ||
    Math.abs(c0.x * c2.x + c0.y * c2.y + c0.z * c2.z) > SQUARE * l0 * l2 ||
    Math.abs(c1.x * c2.x + c1.y * c2.y + c1.z * c2.z) > SQUARE * l1 * l2
  ) {
    throw new RangeError(
      `${fn}: the matrix of ${KIND_ARTICLES[kind] as string} must keep its edges perpendicular (a rotation, a scale along the box's own axes, a translation): this one shears it; add a box-shaped mesh instead`,
    );
  }
  // A mirrored frame is turned back by flipping one axis: a box is symmetric, the same set.
  const f = T.sign < 0 ? -1 : 1;
  return [
    ORIENTED,
    {
      center: carryPoint(v(c), M, c.x, c.y, c.z),
      halfSize: { x: h.x * l0, y: h.y * l1, z: h.z * l2 },
      rotation: quatFromAxes(
        { x: c0.x / l0, y: c0.y / l0, z: c0.z / l0 },
        { x: c1.x / l1, y: c1.y / l1, z: c1.z / l1 },
        { x: (f * c2.x) / l2, y: (f * c2.y) / l2, z: (f * c2.z) / l2 },
      ),
    },
  ];
}

/** The unit quaternion of the rotation whose columns are x, y, z (Shepperd's method). */
function quatFromAxes(x: Vec3, y: Vec3, z: Vec3): { x: number; y: number; z: number; w: number } {
  const m00 = x.x;
  const m11 = y.y;
  const m22 = z.z;
  const tr = m00 + m11 + m22;
  let qx: number;
  let qy: number;
  let qz: number;
  let qw: number;
  if (tr > 0) {
    const s = 2 * Math.sqrt(tr + 1);
    qw = s / 4;
    qx = (y.z - z.y) / s;
    qy = (z.x - x.z) / s;
    qz = (x.y - y.x) / s;
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    qw = (y.z - z.y) / s;
    qx = s / 4;
    qy = (y.x + x.y) / s;
    qz = (z.x + x.z) / s;
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    qw = (z.x - x.z) / s;
    qx = (y.x + x.y) / s;
    qy = s / 4;
    qz = (z.y + y.z) / s;
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    qw = (x.y - y.x) / s;
    qx = (z.x + x.z) / s;
    qy = (z.y + y.z) / s;
    qz = s / 4;
  }
  return { x: qx, y: qy, z: qz, w: qw };
}
