// The Hitbook side of the scene bench: a scene built from a workload's arrays and the two
// ways a user casts many rays through it (raycastInto in their own loop, raycastBatch in
// one call). bench/scene/run.ts times this module twice: compiled by tsc against the built
// package (dist, as Node imports it) and bundled with the package by esbuild, minified,
// as an application ships it. The two copies are separate code with separate V8 feedback.
import * as q from '@hitbook/query';

/** One timed pass over all rays: hits and a checksum that depends on every result. */
export type Pass = () => { hits: number; sum: number };

export interface ShapeArrays {
  /** kind per shape: 0 sphere, 1 box, 2 capsule, 3 oriented box, 4 triangle. */
  kinds: Uint8Array;
  /** 12 numbers per shape, read as each kind needs. */
  data: Float64Array;
}

export interface SceneWorkload {
  positions?: Float32Array;
  indices?: Uint32Array;
  shapes?: ShapeArrays;
  /** 6 numbers per ray: origin, end. */
  rays: Float64Array;
}

/** Adds shape k of `s` to the scene. */
export function addShape(scene: q.Scene, s: ShapeArrays, k: number): void {
  const d = (i: number) => s.data[12 * k + i] as number;
  const v = (i: number) => q.vec3(d(i), d(i + 1), d(i + 2));
  switch (s.kinds[k]) {
    case 0:
      scene.addSphere({ center: v(0), radius: d(3) });
      break;
    case 1:
      scene.addAABB({ min: v(0), max: v(3) });
      break;
    case 2:
      scene.addCapsule({ start: v(0), end: v(3), radius: d(6) });
      break;
    case 3:
      scene.addOBB({ center: v(0), halfSize: v(3), rotation: { x: d(6), y: d(7), z: d(8), w: d(9) } });
      break;
    default:
      scene.addTriangle({ a: v(0), b: v(3), c: v(6) });
  }
}

/** The scene of a workload, and the ms its building took (CPU time of this process). */
export function buildScene(w: SceneWorkload): { scene: q.Scene; ms: number } {
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const t0 = cpu();
  const scene = new q.Scene();
  if (w.positions) scene.addMesh(w.positions, w.indices);
  if (w.shapes) for (let k = 0; k < w.shapes.kinds.length; k++) addShape(scene, w.shapes, k);
  // The first query builds the shapes' level (a mesh builds its own on add).
  scene.raycast(q.vec3(0, 0, 0), q.vec3(0, 0, 1e-9));
  return { scene, ms: cpu() - t0 };
}

/** The passes over the workload's rays: raycastInto in a loop, and raycastBatch. */
export function scenePasses(scene: q.Scene, rays: Float64Array): { into: Pass; batch: Pass } {
  const n = rays.length / 6;
  const A = Array.from({ length: n }, (_, i) => q.vec3(rays[6 * i]!, rays[6 * i + 1]!, rays[6 * i + 2]));
  const B = Array.from({ length: n }, (_, i) => q.vec3(rays[6 * i + 3]!, rays[6 * i + 4]!, rays[6 * i + 5]));
  const hit = q.createRaycastHit();
  const out = { t: new Float64Array(n), point: new Float64Array(3 * n), normal: new Float64Array(3 * n) };
  return {
    into: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        if (!scene.raycastInto(A[i]!, B[i]!, hit)) continue;
        hits++;
        sum += hit.t;
      }
      return { hits, sum };
    },
    batch: () => {
      const hits = scene.raycastBatch(rays, out);
      let sum = 0;
      for (let i = 0; i < n; i++) if (out.t[i]! >= 0) sum += out.t[i]!;
      return { hits, sum };
    },
  };
}
