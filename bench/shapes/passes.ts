// The Hitbook side of the shape-cast section (W8–W10): the object and `…Into` forms of a
// capsule cast against a triangle, a capsule contact against a triangle and a box cast
// against a box, in the loop a user writes around them. bench/shapes/run.ts times this
// module twice: compiled by tsc against the built package (dist, as Node imports it) and
// bundled with the package by esbuild, minified, as an application ships it.
import * as q from '@hitbook/query';

/** One timed pass: runs the queries, returns a checksum that depends on every result. */
export type Pass = () => { hits: number; sum: number };

/**
 * The cases of the three workloads, as flat arrays (built once by run.ts, seeded).
 * capsules: start(3) end(3) radius per case; triangles: a(3) b(3) c(3); motions: 3;
 * boxes: center(3) halfSize(3) rotation(4) per case, for the moving box and the target.
 */
export interface ShapeCases {
  capsules: Float64Array;
  triangles: Float64Array;
  motions: Float64Array;
  contactCapsules: Float64Array;
  contactTriangles: Float64Array;
  boxes: Float64Array;
  boxMotions: Float64Array;
  targets: Float64Array;
}

type V = { x: number; y: number; z: number };
const vec = (a: Float64Array, i: number): V => ({ x: a[i]!, y: a[i + 1]!, z: a[i + 2]! });
const times = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const capsulesOf = (c: Float64Array) =>
  times(c.length / 7, (i) => ({ start: vec(c, 7 * i), end: vec(c, 7 * i + 3), radius: c[7 * i + 6]! }));
const trianglesOf = (t: Float64Array) =>
  times(t.length / 9, (i) => ({ a: vec(t, 9 * i), b: vec(t, 9 * i + 3), c: vec(t, 9 * i + 6) }));
const vectorsOf = (m: Float64Array) => times(m.length / 3, (i) => vec(m, 3 * i));
const boxesOf = (b: Float64Array) =>
  times(b.length / 10, (i) => ({
    center: vec(b, 10 * i),
    halfSize: vec(b, 10 * i + 3),
    rotation: { x: b[10 * i + 6]!, y: b[10 * i + 7]!, z: b[10 * i + 8]!, w: b[10 * i + 9]! },
  }));

/** The object and Into passes of W8, W9 and W10 on `cases`. */
export function shapePasses(cases: ShapeCases): Record<'W8' | 'W9' | 'W10', { object: Pass; into: Pass }> {
  const C = capsulesOf(cases.capsules);
  const T = trianglesOf(cases.triangles);
  const M = vectorsOf(cases.motions);
  const CC = capsulesOf(cases.contactCapsules);
  const CT = trianglesOf(cases.contactTriangles);
  const X = boxesOf(cases.boxes);
  const XM = vectorsOf(cases.boxMotions);
  const Y = boxesOf(cases.targets);
  const castOut = q.createCapsuleCastHit();
  const contactOut = q.createContact();
  const boxOut = q.createBoxCastHit();
  return {
    W8: {
      object: () => {
        let hits = 0;
        let sum = 0;
        for (let i = 0; i < C.length; i++) {
          const h = q.capsuleCastTriangle(C[i]!, M[i]!, T[i]!);
          if (h === null) continue;
          hits++;
          sum += h.t + h.normal.x;
        }
        return { hits, sum };
      },
      into: () => {
        let hits = 0;
        let sum = 0;
        for (let i = 0; i < C.length; i++) {
          if (!q.capsuleCastTriangleInto(C[i]!, M[i]!, T[i]!, castOut)) continue;
          hits++;
          sum += castOut.t + castOut.normal.x;
        }
        return { hits, sum };
      },
    },
    W9: {
      object: () => {
        let hits = 0;
        let sum = 0;
        for (let i = 0; i < CC.length; i++) {
          const h = q.capsuleContactTriangle(CC[i]!, CT[i]!);
          if (h === null) continue;
          hits++;
          sum += h.depth + h.normal.x;
        }
        return { hits, sum };
      },
      into: () => {
        let hits = 0;
        let sum = 0;
        for (let i = 0; i < CC.length; i++) {
          if (!q.capsuleContactTriangleInto(CC[i]!, CT[i]!, contactOut)) continue;
          hits++;
          sum += contactOut.depth + contactOut.normal.x;
        }
        return { hits, sum };
      },
    },
    W10: {
      object: () => {
        let hits = 0;
        let sum = 0;
        for (let i = 0; i < X.length; i++) {
          const h = q.boxCastOBB(X[i]!, XM[i]!, Y[i]!);
          if (h === null) continue;
          hits++;
          sum += h.t + h.normal.x;
        }
        return { hits, sum };
      },
      into: () => {
        let hits = 0;
        let sum = 0;
        for (let i = 0; i < X.length; i++) {
          if (!q.boxCastOBBInto(X[i]!, XM[i]!, Y[i]!, boxOut)) continue;
          hits++;
          sum += boxOut.t + boxOut.normal.x;
        }
        return { hits, sum };
      },
    },
  };
}
