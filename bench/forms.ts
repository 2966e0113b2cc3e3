// The object and `…Into` passes of every workload: the code a user writes around the
// library's object forms. run.ts times this module twice in one run: compiled by tsc
// (importing the built package's dist, as Node runs it) and bundled with the package by
// esbuild, minified, as Vite and other bundlers ship it (bench/.build/forms.esbuild.js).
// The two copies are separate code, so V8 optimizes each on its own feedback: the
// figures show what a bundler's rewrite of the library costs, if anything.
import * as q from '@hitbook/query';
import type { Workloads } from './workloads.ts';

/** One timed pass: runs the queries, returns a checksum that depends on every result. */
export type Pass = () => { hits: number; sum: number };
/** The two object-form passes of a workload. */
export interface FormPasses {
  object: Pass;
  into: Pass;
}

type V = { x: number; y: number; z: number };
const vec = (a: Float64Array, i: number): V => ({ x: a[i]!, y: a[i + 1]!, z: a[i + 2]! });
const times = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const origins = (s: Float64Array) => times(s.length / 6, (i) => vec(s, 6 * i));
const ends = (s: Float64Array) => times(s.length / 6, (i) => vec(s, 6 * i + 3));
const spheres = (s: Float64Array) => times(s.length / 4, (i) => ({ center: vec(s, 4 * i), radius: s[4 * i + 3]! }));
const boxes = (b: Float64Array) => times(b.length / 6, (i) => ({ min: vec(b, 6 * i), max: vec(b, 6 * i + 3) }));

/** The passes of workload `id` on the cases of `W`, or null where the library has no such query. */
export function formPasses(id: string, W: Workloads): FormPasses | null {
  switch (id) {
    case 'W1': {
      const { segments, spheres: S } = W.w1;
      // Written out rather than through raycasts(): a callback per query would be one
      // more call the library's forms do not make in an application's loop.
      const A = origins(segments);
      const B = ends(segments);
      const X = spheres(S);
      const n = A.length;
      const out = q.createRaycastHit();
      return {
        object: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            const h = q.raycastSphere(A[i]!, B[i]!, X[i]!);
            if (h === null) continue;
            hits++;
            sum += h.t + h.point.x + h.normal.x;
          }
          return { hits, sum };
        },
        into: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            if (!q.raycastSphereInto(A[i]!, B[i]!, X[i]!, out)) continue;
            hits++;
            sum += out.t + out.point.x + out.normal.x;
          }
          return { hits, sum };
        },
      };
    }
    case 'W2': {
      const { segments, boxes: bx } = W.w2;
      const A = origins(segments);
      const B = ends(segments);
      const X = boxes(bx);
      const n = A.length;
      const out = q.createRaycastHit();
      return {
        object: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            const h = q.raycastAABB(A[i]!, B[i]!, X[i]!);
            if (h === null) continue;
            hits++;
            sum += h.t + h.point.x + h.normal.x;
          }
          return { hits, sum };
        },
        into: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            if (!q.raycastAABBInto(A[i]!, B[i]!, X[i]!, out)) continue;
            hits++;
            sum += out.t + out.point.x + out.normal.x;
          }
          return { hits, sum };
        },
      };
    }
    case 'W3': {
      const { segments, radius, targets } = W.w3;
      const A = origins(segments);
      const B = ends(segments);
      const X = spheres(targets);
      const n = A.length;
      const out = q.createSphereCastHit();
      return {
        object: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            const h = q.sphereCastSphere(A[i]!, B[i]!, radius, X[i]!);
            if (h === null) continue;
            hits++;
            sum += h.t + h.point.x + h.normal.x + h.center.x;
          }
          return { hits, sum };
        },
        into: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            if (!q.sphereCastSphereInto(A[i]!, B[i]!, radius, X[i]!, out)) continue;
            hits++;
            sum += out.t + out.point.x + out.normal.x + out.center.x;
          }
          return { hits, sum };
        },
      };
    }
    case 'W4': {
      const S = spheres(W.w4.spheres);
      const X = boxes(W.w4.boxes);
      const n = S.length;
      // sphereIntersectsAABB returns a boolean and allocates nothing: it is its own
      // non-allocating form, timed again in that row.
      const overlap: Pass = () => {
        let hits = 0;
        for (let i = 0; i < n; i++) if (q.sphereIntersectsAABB(S[i]!, X[i]!)) hits++;
        return { hits, sum: hits };
      };
      return { object: overlap, into: overlap };
    }
    default:
      return extraPasses(id, W);
  }
}

/** The workloads added for issue 11: picking (P1), W5…W7. */
function extraPasses(id: string, W: Workloads): FormPasses | null {
  switch (id) {
    case 'P1':
      return picking(W);
    case 'W5': {
      const { segments, triangles: T } = W.w5;
      const X = times(T.length / 9, (i) => ({ a: vec(T, 9 * i), b: vec(T, 9 * i + 3), c: vec(T, 9 * i + 6) }));
      const A = origins(segments);
      const B = ends(segments);
      const n = A.length;
      const out = q.createRaycastHit();
      return {
        object: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            const h = q.raycastTriangle(A[i]!, B[i]!, X[i]!);
            if (h === null) continue;
            hits++;
            sum += h.t + h.point.x + h.normal.x;
          }
          return { hits, sum };
        },
        into: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            if (!q.raycastTriangleInto(A[i]!, B[i]!, X[i]!, out)) continue;
            hits++;
            sum += out.t + out.point.x + out.normal.x;
          }
          return { hits, sum };
        },
      };
    }
    case 'W6': {
      const { segments, planes: P } = W.w6;
      const X = times(P.length / 4, (i) => ({ normal: vec(P, 4 * i), constant: P[4 * i + 3]! }));
      const A = origins(segments);
      const B = ends(segments);
      const n = A.length;
      const out = q.createRaycastHit();
      return {
        object: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            const h = q.raycastPlane(A[i]!, B[i]!, X[i]!);
            if (h === null) continue;
            hits++;
            sum += h.t + h.point.x + h.normal.x;
          }
          return { hits, sum };
        },
        into: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            if (!q.raycastPlaneInto(A[i]!, B[i]!, X[i]!, out)) continue;
            hits++;
            sum += out.t + out.point.x + out.normal.x;
          }
          return { hits, sum };
        },
      };
    }
    case 'W7': {
      const { segments, radius, boxes: bx } = W.w7;
      const A = origins(segments);
      const B = ends(segments);
      const X = boxes(bx);
      const n = A.length;
      const out = q.createSphereCastHit();
      return {
        object: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            const h = q.sphereCastAABB(A[i]!, B[i]!, radius, X[i]!);
            if (h === null) continue;
            hits++;
            sum += h.t + h.point.x + h.normal.x + h.center.x;
          }
          return { hits, sum };
        },
        into: () => {
          let hits = 0;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            if (!q.sphereCastAABBInto(A[i]!, B[i]!, radius, X[i]!, out)) continue;
            hits++;
            sum += out.t + out.point.x + out.normal.x + out.center.x;
          }
          return { hits, sum };
        },
      };
    }
    default:
      return null;
  }
}

/**
 * P1, picking: every segment against every object of one scene of spheres and boxes, as
 * an application's picking loop does (the kind of each object decides the query), keeping
 * the checksum of every hit.
 */
function picking(W: Workloads): FormPasses {
  const { segments, kinds, spheres: S, boxes: bx } = W.p1;
  const A = origins(segments);
  const B = ends(segments);
  const sph = spheres(S);
  const box = boxes(bx);
  // The scene as an application keeps it: one record per object, in scene order.
  let nextSphere = 0;
  let nextBox = 0;
  const scene = Array.from(kinds, (kind) =>
    kind === 0 ? { sphere: sph[nextSphere++]!, box: null } : { sphere: null, box: box[nextBox++]! },
  );
  const m = A.length;
  const o = scene.length;
  const out = q.createRaycastHit();
  return {
    object: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < m; i++) {
        const a = A[i]!;
        const b = B[i]!;
        for (let j = 0; j < o; j++) {
          const obj = scene[j]!;
          const h = obj.sphere !== null ? q.raycastSphere(a, b, obj.sphere) : q.raycastAABB(a, b, obj.box);
          if (h === null) continue;
          hits++;
          sum += h.t + h.point.x + h.normal.x;
        }
      }
      return { hits, sum };
    },
    into: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < m; i++) {
        const a = A[i]!;
        const b = B[i]!;
        for (let j = 0; j < o; j++) {
          const obj = scene[j]!;
          const hit =
            obj.sphere !== null ? q.raycastSphereInto(a, b, obj.sphere, out) : q.raycastAABBInto(a, b, obj.box, out);
          if (!hit) continue;
          hits++;
          sum += out.t + out.point.x + out.normal.x;
        }
      }
      return { hits, sum };
    },
  };
}
