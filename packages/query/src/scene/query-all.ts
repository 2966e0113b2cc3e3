// Scene.raycastAll: every shape and every mesh triangle a segment hits, each once with its
// own first hit, sorted by t, then id, then triangle. The walks are those of the nearest
// hit (query-raycast.ts) without the pruning by the best t: every box the segment meets.
import { triangleEntry, entrySide } from '../raycast/triangle.ts';
import { MESH } from './core.ts';
import type { SceneCore, ShapeData } from './core.ts';
import { boxEntry32, meshHit } from './mesh.ts';
import type { Mesh } from './mesh.ts';
import { A, B, LA, LB, candidate, carryIn, found, sceneHitOf, shapeRaycast, writeMeshRayHit } from './query-raycast.ts';
import type { SceneHitRecord } from './query-raycast.ts';
import type { Transform } from './transform.ts';
import type { SceneBatchHits } from './scene-types.ts';
import { sceneBatchError } from '../validate.ts';
import { raycastCore } from './query-raycast.ts';

function byTThenIdThenTriangle(a: SceneHitRecord, b: SceneHitRecord): number {
  return a.t - b.t || a.id - b.id || (a.triangle ?? -1) - (b.triangle ?? -1);
}

/** Every hit of `A -> B`, sorted. */
export function raycastAllCore(
  core: SceneCore,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): SceneHitRecord[] {
  core.prepare();
  const hits: SceneHitRecord[] = [];
  const tree = core.tree;
  if (tree.root < 0) return hits;
  A.x = Ax;
  A.y = Ay;
  A.z = Az;
  B.x = Bx;
  B.y = By;
  B.z = Bz;
  const ix = 1 / (Bx - Ax);
  const iy = 1 / (By - Ay);
  const iz = 1 / (Bz - Az);
  const gx = ix - ix === 0 ? 0 : Math.abs(Bx - Ax);
  const gy = iy - iy === 0 ? 0 : Math.abs(By - Ay);
  const gz = iz - iz === 0 ? 0 : Math.abs(Bz - Az);
  const box = tree.box;
  const stack: number[] = [tree.root];
  while (stack.length > 0) {
    const node = stack.pop() as number;
    if (boxEntry32(box, 6 * node, gx, gy, gz, Ax, Ay, Az, ix, iy, iz) > 1) continue;
    const id = tree.shape[node] as number;
    if (id < 0) {
      stack.push(tree.right[node] as number, tree.left[node] as number);
      continue;
    }
    if (((core.layers[id] as number) & mask) === 0) continue;
    if (filter !== undefined && !filter(id)) continue;
    const kind = core.kinds[id] as number;
    const data = core.data[id] as ShapeData;
    if (kind === MESH) {
      meshAll(hits, id, data as Mesh, core.transforms[id] as Transform | null, Ax, Ay, Az, Bx, By, Bz);
      continue;
    }
    if (shapeRaycast(kind, data)) hits.push(sceneHitOf(candidate, id, -1));
  }
  return hits.sort(byTThenIdThenTriangle);
}

/** Every triangle of the mesh the segment hits, pushed as hits of shape id. */
function meshAll(
  hits: SceneHitRecord[],
  id: number,
  m: Mesh,
  T: Transform | null,
  Ax: number,
  Ay: number,
  Az: number,
  Bx: number,
  By: number,
  Bz: number,
): void {
  let ax = Ax;
  let ay = Ay;
  let az = Az;
  let bx = Bx;
  let by = By;
  let bz = Bz;
  if (T !== null) {
    carryIn(T, Ax, Ay, Az, Bx, By, Bz);
    ax = LA.x;
    ay = LA.y;
    az = LA.z;
    bx = LB.x;
    by = LB.y;
    bz = LB.z;
  }
  const ix = 1 / (bx - ax);
  const iy = 1 / (by - ay);
  const iz = 1 / (bz - az);
  const gx = ix - ix === 0 ? 0 : Math.abs(bx - ax);
  const gy = iy - iy === 0 ? 0 : Math.abs(by - ay);
  const gz = iz - iz === 0 ? 0 : Math.abs(bz - az);
  const { bounds, nodes, positions: P, indices: I } = m;
  const stack: number[] = [0];
  while (stack.length > 0) {
    const node = stack.pop() as number;
    if (boxEntry32(bounds, 6 * node, gx, gy, gz, ax, ay, az, ix, iy, iz) > 1) continue;
    const count = nodes[2 * node + 1] as number;
    if (count < 0) {
      stack.push(nodes[2 * node] as number, node + 1);
      continue;
    }
    const first = nodes[2 * node] as number;
    for (let k = first; k < first + count; k++) {
      const a = 3 * (I[3 * k] as number);
      const b = 3 * (I[3 * k + 1] as number);
      const c = 3 * (I[3 * k + 2] as number);
      const t = triangleEntry(
        ax,
        ay,
        az,
        bx,
        by,
        bz,
        P[a] as number,
        P[a + 1] as number,
        P[a + 2] as number,
        P[b] as number,
        P[b + 1] as number,
        P[b + 2] as number,
        P[c] as number,
        P[c + 1] as number,
        P[c + 2] as number,
      );
      if (t < 0) continue;
      meshHit.t = t;
      meshHit.triangle = m.triangles[k] as number;
      meshHit.a = a;
      meshHit.b = b;
      meshHit.c = c;
      meshHit.side = entrySide;
      writeMeshRayHit(m, T, Ax, Ay, Az, Bx, By, Bz);
      hits.push(sceneHitOf(found.hit, id, meshHit.triangle));
    }
  }
}

/** Scene.raycastBatch after its checks: each segment's nearest hit into the arrays of out. */
export function raycastBatchCore(
  core: SceneCore,
  fn: string,
  segments: Float64Array,
  out: SceneBatchHits,
  filter: ((id: number) => boolean) | undefined,
  mask: number,
): number {
  const n = segments.length / 6;
  const best = found.hit;
  const T = out.t;
  const P = out.point;
  const N = out.normal;
  const ids = out.id;
  const tris = out.triangle;
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const a = 6 * i;
    const Ax = segments[a] as number;
    const Ay = segments[a + 1] as number;
    const Az = segments[a + 2] as number;
    const Bx = segments[a + 3] as number;
    const By = segments[a + 4] as number;
    const Bz = segments[a + 5] as number;
    if (!(Ax * 0 + Ay * 0 + Az * 0 + Bx * 0 + By * 0 + Bz * 0 === 0)) throw sceneBatchError(fn, segments, i);
    if (!raycastCore(core, Ax, Ay, Az, Bx, By, Bz, filter, mask)) {
      T[i] = -1;
      if (ids !== undefined) ids[i] = -1;
      if (tris !== undefined) tris[i] = -1;
      continue;
    }
    hits++;
    T[i] = best.t;
    if (P !== undefined) {
      P[3 * i] = best.point.x;
      P[3 * i + 1] = best.point.y;
      P[3 * i + 2] = best.point.z;
    }
    if (N !== undefined) {
      N[3 * i] = best.normal.x;
      N[3 * i + 1] = best.normal.y;
      N[3 * i + 2] = best.normal.z;
    }
    if (ids !== undefined) ids[i] = found.id;
    if (tris !== undefined) tris[i] = found.triangle;
  }
  return hits;
}
