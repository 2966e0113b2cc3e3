// The scene's capsule and box queries: casts, overlaps and contacts. The shapes whose
// boxes meet the query's box (for a cast, the box it sweeps) are found by the top tree,
// a mesh's candidate triangles by its own tree (carried into an instance's frame), and
// each is decided by the single-shape query against the shape as the world has it: the
// nearest contact (least t, then least id, then least triangle) for a cast.
import { boxCastAABBInto } from '../boxcast/aabb.ts';
import { boxCastCapsuleInto } from '../boxcast/capsule.ts';
import { boxCastOBBInto } from '../boxcast/obb.ts';
import { boxCastSphereInto } from '../boxcast/sphere.ts';
import { boxCastTriangleInto } from '../boxcast/triangle.ts';
import { capsuleCastAABBInto } from '../capsulecast/aabb.ts';
import { capsuleCastCapsuleInto } from '../capsulecast/capsule.ts';
import { capsuleCastOBBInto } from '../capsulecast/obb.ts';
import { capsuleCastSphereInto } from '../capsulecast/sphere.ts';
import { capsuleCastTriangleInto } from '../capsulecast/triangle.ts';
import { capsuleContactAABBInto } from '../contact/capsule-aabb.ts';
import { capsuleContactCapsuleInto } from '../contact/capsule-capsule.ts';
import { capsuleContactOBBInto } from '../contact/capsule-obb.ts';
import { capsuleContactSphereInto } from '../contact/capsule-sphere.ts';
import { capsuleContactTriangleInto } from '../contact/capsule-triangle.ts';
import { createBoxCastHit, createCapsuleCastHit, createContact } from '../hit.ts';
import { capsuleIntersectsAABB } from '../overlap/capsule-aabb.ts';
import { capsuleIntersectsCapsule } from '../overlap/capsule-capsule.ts';
import { capsuleIntersectsOBB } from '../overlap/capsule-obb.ts';
import { capsuleIntersectsTriangle } from '../overlap/capsule-triangle.ts';
import { sphereIntersectsCapsule } from '../overlap/sphere-capsule.ts';
import type {
  AABB,
  BoxCastHit,
  Capsule,
  CapsuleCastHit,
  OBB,
  RaycastHit,
  Sphere,
  Triangle,
  Vec3Like,
} from '../types.ts';
import { BOX, CAPSULE, ORIENTED, SHAPE_MARGIN, SPHERE, TRIANGLE } from './core.ts';
import type { SceneCore, ShapeData } from './core.ts';
import { bary, baryInto } from './mesh.ts';
import type { Mesh } from './mesh.ts';
import { candidates, meshTriangles, reuseContact } from './query-overlap.ts';
import type { SceneContactRecord } from './query-overlap.ts';

/** The query's box: [lo, hi] per axis, grown for the kernels' rounding. */
const box = new Float64Array(6);

function boxOfCapsule(C: Capsule, mx: number, my: number, mz: number): void {
  const A = C.start;
  const B = C.end;
  const r = C.radius;
  const S = Math.max(
    Math.abs(A.x),
    Math.abs(A.y),
    Math.abs(A.z),
    Math.abs(B.x),
    Math.abs(B.y),
    Math.abs(B.z),
    Math.abs(A.x + mx),
    Math.abs(A.y + my),
    Math.abs(A.z + mz),
    r,
  );
  const g = r + SHAPE_MARGIN * (S + r);
  box[0] = Math.min(A.x, B.x, A.x + mx, B.x + mx) - g;
  box[1] = Math.min(A.y, B.y, A.y + my, B.y + my) - g;
  box[2] = Math.min(A.z, B.z, A.z + mz, B.z + mz) - g;
  box[3] = Math.max(A.x, B.x, A.x + mx, B.x + mx) + g;
  box[4] = Math.max(A.y, B.y, A.y + my, B.y + my) + g;
  box[5] = Math.max(A.z, B.z, A.z + mz, B.z + mz) + g;
}

/** The world box of an OBB (or AABB) swept by (mx, my, mz): |R|·h about the center. */
function boxOfBox(X: OBB | AABB, mx: number, my: number, mz: number): void {
  let cx: number;
  let cy: number;
  let cz: number;
  let ex: number;
  let ey: number;
  let ez: number;
  if ('min' in X) {
    cx = (X.min.x + X.max.x) / 2;
    cy = (X.min.y + X.max.y) / 2;
    cz = (X.min.z + X.max.z) / 2;
    ex = (X.max.x - X.min.x) / 2;
    ey = (X.max.y - X.min.y) / 2;
    ez = (X.max.z - X.min.z) / 2;
  } else {
    const q = X.rotation;
    const l = Math.hypot(q.x, q.y, q.z, q.w);
    const x = q.x / l;
    const y = q.y / l;
    const z = q.z / l;
    const w = q.w / l;
    const h = X.halfSize;
    // Rows of the rotation matrix, in absolute value, times the half sizes.
    ex =
      Math.abs(1 - 2 * (y * y + z * z)) * h.x +
      Math.abs(2 * (x * y - z * w)) * h.y +
      Math.abs(2 * (x * z + y * w)) * h.z;
    ey =
      Math.abs(2 * (x * y + z * w)) * h.x +
      Math.abs(1 - 2 * (x * x + z * z)) * h.y +
      Math.abs(2 * (y * z - x * w)) * h.z;
    ez =
      Math.abs(2 * (x * z - y * w)) * h.x +
      Math.abs(2 * (y * z + x * w)) * h.y +
      Math.abs(1 - 2 * (x * x + y * y)) * h.z;
    cx = X.center.x;
    cy = X.center.y;
    cz = X.center.z;
  }
  const S = Math.max(Math.abs(cx) + ex, Math.abs(cy) + ey, Math.abs(cz) + ez, Math.abs(mx), Math.abs(my), Math.abs(mz));
  const g = SHAPE_MARGIN * S;
  box[0] = Math.min(cx, cx + mx) - ex - g;
  box[1] = Math.min(cy, cy + my) - ey - g;
  box[2] = Math.min(cz, cz + mz) - ez - g;
  box[3] = Math.max(cx, cx + mx) + ex + g;
  box[4] = Math.max(cy, cy + my) + ey + g;
  box[5] = Math.max(cz, cz + mz) + ez + g;
}

const capsuleCandidate = createCapsuleCastHit();
const capsuleBest = createCapsuleCastHit();
const boxCandidate = createBoxCastHit();
const boxBest = createBoxCastHit();
const best = { id: -1, triangle: -1, u: 0, v: 0, w: 0, t: Infinity };

/** Keeps the candidate hit of shape id (triangle of a mesh, else -1) if it is the nearest so far. */
function better(t: number, id: number, triangle: number): boolean {
  return t < best.t || (t === best.t && (id < best.id || (id === best.id && triangle < best.triangle)));
}

function keep(id: number, triangle: number, t: number, P: Vec3Like, tri: Triangle | null): void {
  best.t = t;
  best.id = id;
  best.triangle = triangle;
  if (tri !== null) {
    baryInto(P.x, P.y, P.z, tri.a.x, tri.a.y, tri.a.z, tri.b.x, tri.b.y, tri.b.z, tri.c.x, tri.c.y, tri.c.z);
    best.u = bary.u;
    best.v = bary.v;
    best.w = bary.w;
  }
}

function copyHit(from: RaycastHit, to: RaycastHit): void {
  to.point.x = from.point.x;
  to.point.y = from.point.y;
  to.point.z = from.point.z;
  to.normal.x = from.normal.x;
  to.normal.y = from.normal.y;
  to.normal.z = from.normal.z;
  to.distance = from.distance;
  to.t = from.t;
}

/**
 * The nearest first contact of `capsule` moving by `motion` with the scene's shapes, in
 * a scratch hit the caller copies (the scene fields by writeCastFields); null for none.
 */
export function capsuleCastCore(
  core: SceneCore,
  capsule: Capsule,
  motion: Vec3Like,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): CapsuleCastHit | null {
  const mx = motion.x;
  const my = motion.y;
  const mz = motion.z;
  best.t = Infinity;
  best.id = -1;
  best.triangle = -1;
  boxOfCapsule(capsule, mx, my, mz);
  const c = capsuleCandidate;
  const consider = (id: number, triangle: number, tri: Triangle | null): void => {
    if (!better(c.t, id, triangle)) return;
    keep(id, triangle, c.t, c.point, tri);
    copyHit(c, capsuleBest);
    capsuleBest.start.x = c.start.x;
    capsuleBest.start.y = c.start.y;
    capsuleBest.start.z = c.start.z;
    capsuleBest.end.x = c.end.x;
    capsuleBest.end.y = c.end.y;
    capsuleBest.end.z = c.end.z;
  };
  candidates(
    core,
    box[0] as number,
    box[1] as number,
    box[2] as number,
    box[3] as number,
    box[4] as number,
    box[5] as number,
    filter,
    mask,
    (id, kind, data, T) => {
      switch (kind) {
        case SPHERE:
          if (capsuleCastSphereInto(capsule, motion, data as Sphere, c)) consider(id, -1, null);
          return;
        case BOX:
          if (capsuleCastAABBInto(capsule, motion, data as AABB, c)) consider(id, -1, null);
          return;
        case ORIENTED:
          if (capsuleCastOBBInto(capsule, motion, data as OBB, c)) consider(id, -1, null);
          return;
        case CAPSULE:
          if (capsuleCastCapsuleInto(capsule, motion, data as Capsule, c)) consider(id, -1, null);
          return;
        case TRIANGLE:
          if (capsuleCastTriangleInto(capsule, motion, data as Triangle, c)) consider(id, -1, null);
          return;
        default: {
          const m = data as Mesh;
          meshTriangles(
            m,
            T,
            box[0] as number,
            box[1] as number,
            box[2] as number,
            box[3] as number,
            box[4] as number,
            box[5] as number,
            (k, t) => {
              if (capsuleCastTriangleInto(capsule, motion, t, c)) consider(id, m.triangles[k] as number, t);
              return false;
            },
          );
        }
      }
    },
  );
  return best.id < 0 ? null : capsuleBest;
}

/** The nearest first contact of `X` (an OBB or AABB) moving by `motion` with the scene's shapes. */
export function boxCastCore(
  core: SceneCore,
  X: OBB | AABB,
  motion: Vec3Like,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): BoxCastHit | null {
  best.t = Infinity;
  best.id = -1;
  best.triangle = -1;
  boxOfBox(X, motion.x, motion.y, motion.z);
  const c = boxCandidate;
  const consider = (id: number, triangle: number, tri: Triangle | null): void => {
    if (!better(c.t, id, triangle)) return;
    keep(id, triangle, c.t, c.point, tri);
    copyHit(c, boxBest);
    boxBest.center.x = c.center.x;
    boxBest.center.y = c.center.y;
    boxBest.center.z = c.center.z;
  };
  candidates(
    core,
    box[0] as number,
    box[1] as number,
    box[2] as number,
    box[3] as number,
    box[4] as number,
    box[5] as number,
    filter,
    mask,
    (id, kind, data, T) => {
      switch (kind) {
        case SPHERE:
          if (boxCastSphereInto(X, motion, data as Sphere, c)) consider(id, -1, null);
          return;
        case BOX:
          if (boxCastAABBInto(X, motion, data as AABB, c)) consider(id, -1, null);
          return;
        case ORIENTED:
          if (boxCastOBBInto(X, motion, data as OBB, c)) consider(id, -1, null);
          return;
        case CAPSULE:
          if (boxCastCapsuleInto(X, motion, data as Capsule, c)) consider(id, -1, null);
          return;
        case TRIANGLE:
          if (boxCastTriangleInto(X, motion, data as Triangle, c)) consider(id, -1, null);
          return;
        default: {
          const m = data as Mesh;
          meshTriangles(
            m,
            T,
            box[0] as number,
            box[1] as number,
            box[2] as number,
            box[3] as number,
            box[4] as number,
            box[5] as number,
            (k, t) => {
              if (boxCastTriangleInto(X, motion, t, c)) consider(id, m.triangles[k] as number, t);
              return false;
            },
          );
        }
      }
    },
  );
  return best.id < 0 ? null : boxBest;
}

/**
 * Writes the scene fields of the last cast's nearest hit into `out`: `id`, and for a mesh
 * `triangle` and `barycentric`; an Into form's `out` gets `triangle: -1` otherwise.
 */
export function writeCastFields(out: RaycastHit, into: boolean): void {
  const o = out as RaycastHit & { id: number; triangle?: number; barycentric?: { u: number; v: number; w: number } };
  o.id = best.id;
  if (best.triangle >= 0) {
    o.triangle = best.triangle;
    if (o.barycentric === undefined) {
      o.barycentric = { u: best.u, v: best.v, w: best.w };
    } else {
      o.barycentric.u = best.u;
      o.barycentric.v = best.v;
      o.barycentric.w = best.w;
    }
  } else if (into) {
    o.triangle = -1;
  }
}

/** The ids of the shapes the capsule overlaps, ascending. */
export function overlapCapsuleCore(
  core: SceneCore,
  capsule: Capsule,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): number[] {
  boxOfCapsule(capsule, 0, 0, 0);
  const ids: number[] = [];
  candidates(
    core,
    box[0] as number,
    box[1] as number,
    box[2] as number,
    box[3] as number,
    box[4] as number,
    box[5] as number,
    filter,
    mask,
    (id, kind, data, T) => {
      let hit: boolean;
      switch (kind) {
        case SPHERE:
          hit = sphereIntersectsCapsule(data as Sphere, capsule);
          break;
        case BOX:
          hit = capsuleIntersectsAABB(capsule, data as AABB);
          break;
        case ORIENTED:
          hit = capsuleIntersectsOBB(capsule, data as OBB);
          break;
        case CAPSULE:
          hit = capsuleIntersectsCapsule(capsule, data as Capsule);
          break;
        case TRIANGLE:
          hit = capsuleIntersectsTriangle(capsule, data as Triangle);
          break;
        default:
          hit = meshTriangles(
            data as Mesh,
            T,
            box[0] as number,
            box[1] as number,
            box[2] as number,
            box[3] as number,
            box[4] as number,
            box[5] as number,
            (_, t) => capsuleIntersectsTriangle(capsule, t),
          );
      }
      if (hit) ids.push(id);
    },
  );
  return ids.sort((a, b) => a - b);
}

const contact = createContact();

/** The capsule's contacts, by id then triangle: into a new array, or refilling `out`. */
export function contactsCapsuleCore(
  core: SceneCore,
  capsule: Capsule,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
  out: SceneContactRecord[] | null,
): SceneContactRecord[] {
  boxOfCapsule(capsule, 0, 0, 0);
  const list: SceneContactRecord[] = out ?? [];
  let n = 0;
  const add = (id: number, triangle: number, t: Triangle | null): void => {
    reuseContact(list, n++, contact, id, triangle, t, out !== null);
  };
  candidates(
    core,
    box[0] as number,
    box[1] as number,
    box[2] as number,
    box[3] as number,
    box[4] as number,
    box[5] as number,
    filter,
    mask,
    (id, kind, data: ShapeData, T) => {
      switch (kind) {
        case SPHERE:
          if (capsuleContactSphereInto(capsule, data as Sphere, contact)) add(id, -1, null);
          return;
        case BOX:
          if (capsuleContactAABBInto(capsule, data as AABB, contact)) add(id, -1, null);
          return;
        case ORIENTED:
          if (capsuleContactOBBInto(capsule, data as OBB, contact)) add(id, -1, null);
          return;
        case CAPSULE:
          if (capsuleContactCapsuleInto(capsule, data as Capsule, contact)) add(id, -1, null);
          return;
        case TRIANGLE:
          if (capsuleContactTriangleInto(capsule, data as Triangle, contact)) add(id, -1, null);
          return;
        default: {
          const m = data as Mesh;
          meshTriangles(
            m,
            T,
            box[0] as number,
            box[1] as number,
            box[2] as number,
            box[3] as number,
            box[4] as number,
            box[5] as number,
            (k, t) => {
              if (capsuleContactTriangleInto(capsule, t, contact)) add(id, m.triangles[k] as number, t);
              return false;
            },
          );
        }
      }
    },
  );
  list.length = n;
  return list.sort((a, b) => a.id - b.id || (a.triangle ?? -1) - (b.triangle ?? -1));
}
