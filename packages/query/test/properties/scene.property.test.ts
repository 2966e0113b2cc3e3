// The scene against the single-shape queries (issue 12, item 3): on random mixed scenes —
// spheres, boxes, oriented boxes, capsules, triangles and meshes, degenerate ones (radius 0,
// flat boxes, zero-length capsules, collinear and point triangles, repeated mesh indices),
// touching and coincident ones (a shape added twice: equal t, ties to the smallest id; mesh
// triangles sharing vertices) — after random sequences of adds, updates and removes, with
// and without a filter, the scene's answer must be exactly the brute-force minimum over the
// single-shape queries (scene-oracle.ts): the same t, point, normal, center, id and
// triangle, bit for bit; overlaps the same ids; contacts the same list. raycastInto must
// agree with raycast bit for bit, raycastBatch with raycast ray by ray.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRaycastHit, createSphereCastHit, Scene, type SceneContact, type Vec3 } from '../../src/index.ts';
import { CUBE_ROTATIONS, anyQuat } from '../support/rotation.ts';
import {
  bruteContactsSphere,
  bruteOverlapAABB,
  bruteOverlapSphere,
  bruteRaycast,
  bruteSphereCast,
  checkedBarycentric,
  meshTriangles,
  oracleTriangleOf,
  withoutBarycentric,
  type Found,
  type Shape,
} from '../support/scene-oracle.ts';

/** Small integers and quarters (touching, equal t and shared edges happen), or any double. */
const c = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -4, max: 4 }) },
  { weight: 3, arbitrary: fc.integer({ min: -16, max: 16 }).map((n) => n / 4) },
  // Any double in range, tiny ones (1e-300, 5e-324) included: slivers whose width is such a
  // coordinate are where double-precision volumes lose the triangle.
  { weight: 1, arbitrary: fc.double({ min: -4, max: 4, noNaN: true }) },
);
const p = fc.record({ x: c, y: c, z: c });
const size = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 8 }).map((n) => n / 4) },
  { weight: 1, arbitrary: fc.double({ min: 0.01, max: 2, noNaN: true }) },
);
const add3 = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });

const sphere = fc.record({ center: p, radius: size }).map((shape): Shape => ({ kind: 'sphere', shape }));
const aabb = fc
  .record({ min: p, e: fc.record({ x: size, y: size, z: size }) })
  .map(({ min, e }): Shape => ({ kind: 'aabb', shape: { min, max: add3(min, e) } }));
const obb = fc
  .record({
    center: p,
    halfSize: fc.record({ x: size, y: size, z: size }),
    rotation: fc.oneof(fc.constantFrom(...CUBE_ROTATIONS), anyQuat()),
  })
  .map((shape): Shape => ({ kind: 'obb', shape }));
const capsule = fc
  .record({ start: p, end: p, same: fc.boolean(), radius: size })
  .map(({ start, end, same, radius }): Shape => ({
    kind: 'capsule',
    shape: { start, end: same ? { ...start } : end, radius },
  }));
const triangle = fc.record({ a: p, b: p, cc: p, degenerate: fc.nat(7) }).map(({ a, b, cc, degenerate }): Shape => {
  // Sometimes collinear (c on the line ab, exactly: a + 2(b − a)) or a single point.
  const C = degenerate === 0 ? { x: 2 * b.x - a.x, y: 2 * b.y - a.y, z: 2 * b.z - a.z } : cc;
  return { kind: 'triangle', shape: degenerate === 1 ? { a, b: { ...a }, c: { ...a } } : { a, b, c: C } };
});
/**
 * A mesh over a small pool of vertices, so that its triangles share vertices and edges (and
 * sometimes repeat an index: a degenerate triangle); positions as a plain array, a
 * Float64Array or a Float32Array (its values rounded to float, as three.js keeps them);
 * indices as an array, a Uint16Array or a Uint32Array, or none (every 3 vertices a triangle).
 */
const mesh = fc
  .record({
    pool: fc.array(p, { minLength: 3, maxLength: 7 }),
    tris: fc.array(fc.tuple(fc.nat(6), fc.nat(6), fc.nat(6)), { minLength: 0, maxLength: 8 }),
    positionsAs: fc.constantFrom('array', 'f64', 'f32'),
    indicesAs: fc.constantFrom('array', 'u16', 'u32', 'none'),
  })
  .map(({ pool, tris, positionsAs, indicesAs }): Shape => {
    const n = pool.length;
    const idx = tris.flatMap(([i, j, k]) => [i % n, j % n, k % n]);
    const verts = indicesAs === 'none' ? idx.map((i) => pool[i]!) : pool;
    const flat = verts.flatMap((v) => [v.x, v.y, v.z]);
    const positions =
      positionsAs === 'f32' ? new Float32Array(flat) : positionsAs === 'f64' ? new Float64Array(flat) : flat;
    const indices =
      indicesAs === 'none'
        ? undefined
        : indicesAs === 'u16'
          ? new Uint16Array(idx)
          : indicesAs === 'u32'
            ? new Uint32Array(idx)
            : idx;
    return { kind: 'mesh', shape: indices === undefined ? { positions } : { positions, indices } };
  });
const anyShape = fc.oneof(sphere, aabb, obb, capsule, triangle, mesh);

/** The same shape moved by d (an update keeps the kind). */
function moved(s: Shape, d: Vec3): Shape {
  switch (s.kind) {
    case 'sphere':
      return { kind: 'sphere', shape: { ...s.shape, center: add3(s.shape.center, d) } };
    case 'aabb':
      return { kind: 'aabb', shape: { min: add3(s.shape.min, d), max: add3(s.shape.max, d) } };
    case 'obb':
      return { kind: 'obb', shape: { ...s.shape, center: add3(s.shape.center, d) } };
    case 'capsule':
      return {
        kind: 'capsule',
        shape: { ...s.shape, start: add3(s.shape.start, d), end: add3(s.shape.end, d) },
      };
    case 'triangle':
      return {
        kind: 'triangle',
        shape: { a: add3(s.shape.a, d), b: add3(s.shape.b, d), c: add3(s.shape.c, d) },
      };
    case 'mesh': {
      const q = Array.from(s.shape.positions, (v, i) => v + [d.x, d.y, d.z][i % 3]!);
      const positions = s.shape.positions instanceof Float32Array ? new Float32Array(q) : q;
      return { kind: 'mesh', shape: { ...s.shape, positions } };
    }
  }
}

function addTo(scene: Scene, s: Shape): number {
  switch (s.kind) {
    case 'sphere':
      return scene.addSphere(s.shape);
    case 'aabb':
      return scene.addAABB(s.shape);
    case 'obb':
      return scene.addOBB(s.shape);
    case 'capsule':
      return scene.addCapsule(s.shape);
    case 'triangle':
      return scene.addTriangle(s.shape);
    case 'mesh':
      return scene.addMesh(s.shape.positions, s.shape.indices);
  }
}

function updateIn(scene: Scene, id: number, s: Shape): void {
  if (s.kind === 'mesh') scene.update(id, s.shape.positions, s.shape.indices);
  else scene.update(id, s.shape);
}

type Op = { op: 'add'; shape: Shape } | { op: 'update'; pick: number; d: Vec3 } | { op: 'remove'; pick: number };

const ops = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: anyShape.map((shape): Op => ({ op: 'add', shape })) },
    // A shape added again as it is: coincident shapes, equal t, the tie to the smallest id.
    { weight: 1, arbitrary: fc.nat().map((pick): Op => ({ op: 'update', pick: -1 - pick, d: { x: 0, y: 0, z: 0 } })) },
    { weight: 2, arbitrary: fc.record({ pick: fc.nat(), d: p }).map(({ pick, d }): Op => ({ op: 'update', pick, d })) },
    { weight: 1, arbitrary: fc.nat().map((pick): Op => ({ op: 'remove', pick })) },
  ),
  { minLength: 1, maxLength: 10 },
);

/**
 * Runs the operations on a new scene and on the model (a map from id to shape, as given):
 * update and remove pick among the ids present; a negative update pick adds a copy of an
 * existing shape under a new id. Returns both.
 */
function build(list: Op[]): { scene: Scene; shapes: Map<number, Shape> } {
  const scene = new Scene();
  const shapes = new Map<number, Shape>();
  for (const o of list) {
    const ids = [...shapes.keys()];
    if (o.op === 'add') {
      shapes.set(addTo(scene, o.shape), o.shape);
    } else if (ids.length === 0) {
      continue;
    } else if (o.op === 'update' && o.pick < 0) {
      const s = shapes.get(ids[(-1 - o.pick) % ids.length]!)!;
      shapes.set(addTo(scene, s), s);
    } else if (o.op === 'update') {
      const id = ids[o.pick % ids.length]!;
      const s = moved(shapes.get(id)!, o.d);
      updateIn(scene, id, s);
      shapes.set(id, s);
    } else {
      const id = ids[o.pick % ids.length]!;
      scene.remove(id);
      shapes.delete(id);
    }
    expect(scene.size).toBe(shapes.size);
  }
  return { scene, shapes };
}

/** A filter on ids (by a bit mask), or none. */
const filterArb = fc.option(
  fc.nat(255).map((mask) => (id: number) => ((mask >> (id % 8)) & 1) === 1),
  { nil: undefined },
);

/** Points of the scene's shapes: what segments are aimed at (vertices, centers, corners). */
function targets(shapes: Map<number, Shape>): Vec3[] {
  const out: Vec3[] = [];
  for (const s of shapes.values()) {
    if (s.kind === 'sphere' || s.kind === 'obb') out.push(s.shape.center);
    else if (s.kind === 'aabb') out.push(s.shape.min, s.shape.max);
    else if (s.kind === 'capsule') out.push(s.shape.start, s.shape.end);
    else if (s.kind === 'triangle') out.push(s.shape.a, s.shape.b, s.shape.c);
    else for (const t of meshTriangles(s.shape)) out.push(t.a, t.b, t.c);
  }
  return out;
}

/** A segment from A, aimed at a target point (and on beyond it) or free. */
const segmentArb = fc.record({ A: p, B: p, aim: fc.nat(), through: fc.boolean(), free: fc.boolean() });
function segment(s: { A: Vec3; B: Vec3; aim: number; through: boolean; free: boolean }, pts: Vec3[]) {
  if (s.free || pts.length === 0) return { A: s.A, B: s.B };
  const T = pts[s.aim % pts.length]!;
  // Through the target, on to as far beyond it as A is before it.
  const B = s.through ? { x: 2 * T.x - s.A.x, y: 2 * T.y - s.A.y, z: 2 * T.z - s.A.z } : { ...T };
  return { A: s.A, B };
}

function expected<T extends object>(f: Found<T> | null): (T & { id: number; triangle?: number }) | null {
  if (!f) return null;
  return f.triangle >= 0 ? { ...f.hit, id: f.id, triangle: f.triangle } : { ...f.hit, id: f.id };
}

const RUNS = 10_000;
/** Each property takes ~5 s alone; under coverage on a loaded 2-core machine, several times that. */
const TIMEOUT = 240_000;

describe('Scene against the single-shape queries, property-based', () => {
  it(
    `raycast, raycastInto and raycastBatch: the nearest single-shape hit, bit for bit (${RUNS.toLocaleString('en')} scenes)`,
    () => {
      const into = createRaycastHit();
      fc.assert(
        fc.property(ops, fc.array(segmentArb, { minLength: 1, maxLength: 3 }), filterArb, (list, segs, filter) => {
          const { scene, shapes } = build(list);
          const pts = targets(shapes);
          const segments = segs.map((s) => segment(s, pts));
          const options = filter ? { filter } : undefined;
          const hits = segments.map(({ A, B }) => {
            const want = expected(bruteRaycast(shapes, A, B, filter));
            const got = scene.raycast(A, B, options);
            const of = oracleTriangleOf(shapes);
            expect(checkedBarycentric(got, of)).toEqual(want);
            // Into: the same numbers, triangle -1 for a shape that is not a mesh; untouched on a miss.
            const before = structuredClone(into);
            expect(scene.raycastInto(A, B, into, options)).toBe(want !== null);
            expect(withoutBarycentric(into)).toEqual(
              want ? { ...want, triangle: want.triangle ?? -1 } : withoutBarycentric(before),
            );
            return got;
          });
          // The batch: raycast's answer for each segment.
          const flat = new Float64Array(segments.flatMap(({ A, B }) => [A.x, A.y, A.z, B.x, B.y, B.z]));
          const n = segments.length;
          const out = {
            t: new Float64Array(n),
            point: new Float64Array(3 * n),
            normal: new Float64Array(3 * n),
            id: new Int32Array(n),
            triangle: new Int32Array(n),
          };
          expect(scene.raycastBatch(flat, out, options)).toBe(hits.filter((h) => h !== null).length);
          hits.forEach((hit, i) => {
            expect(out.t[i]).toBe(hit ? hit.t : -1);
            expect(out.id[i]).toBe(hit ? hit.id : -1);
            expect(out.triangle[i]).toBe(hit ? (hit.triangle ?? -1) : -1);
            if (hit) {
              expect(Array.from(out.point.subarray(3 * i, 3 * i + 3))).toEqual([hit.point.x, hit.point.y, hit.point.z]);
              expect(Array.from(out.normal.subarray(3 * i, 3 * i + 3))).toEqual([
                hit.normal.x,
                hit.normal.y,
                hit.normal.z,
              ]);
            }
          });
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `sphereCast and sphereCastInto: the nearest single-shape sphere cast, bit for bit (${RUNS.toLocaleString('en')} scenes)`,
    () => {
      const into = createSphereCastHit();
      fc.assert(
        fc.property(
          ops,
          fc.array(fc.record({ seg: segmentArb, r: size }), { minLength: 1, maxLength: 3 }),
          filterArb,
          (list, casts, filter) => {
            const { scene, shapes } = build(list);
            const pts = targets(shapes);
            const options = filter ? { filter } : undefined;
            for (const { seg, r } of casts) {
              const { A, B } = segment(seg, pts);
              const want = expected(bruteSphereCast(shapes, A, B, r, filter));
              expect(checkedBarycentric(scene.sphereCast(A, B, r, options), oracleTriangleOf(shapes))).toEqual(want);
              const before = structuredClone(into);
              expect(scene.sphereCastInto(A, B, r, into, options)).toBe(want !== null);
              expect(withoutBarycentric(into)).toEqual(
                want ? { ...want, triangle: want.triangle ?? -1 } : withoutBarycentric(before),
              );
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `overlapSphere: exactly the ids whose single-shape test says so, ascending (${RUNS.toLocaleString('en')} scenes)`,
    () => {
      fc.assert(
        fc.property(
          ops,
          fc.array(fc.record({ center: p, radius: size, aim: fc.nat(), onTarget: fc.boolean() }), {
            minLength: 1,
            maxLength: 4,
          }),
          filterArb,
          (list, spheres, filter) => {
            const { scene, shapes } = build(list);
            const pts = targets(shapes);
            for (const { center, radius, aim, onTarget } of spheres) {
              // Often centered on a vertex or center of a shape: touching cases.
              const S = onTarget && pts.length > 0 ? pts[aim % pts.length]! : center;
              const sphere = { center: S, radius };
              expect(scene.overlapSphere(sphere, filter ? { filter } : undefined)).toEqual(
                bruteOverlapSphere(shapes, sphere, filter),
              );
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `overlapAABB: exactly the ids whose single-shape test says so, ascending (${RUNS.toLocaleString('en')} scenes)`,
    () => {
      fc.assert(
        fc.property(
          ops,
          fc.array(
            fc.record({ min: p, e: fc.record({ x: size, y: size, z: size }), aim: fc.nat(), onTarget: fc.boolean() }),
            {
              minLength: 1,
              maxLength: 4,
            },
          ),
          filterArb,
          (list, boxes, filter) => {
            const { scene, shapes } = build(list);
            const pts = targets(shapes);
            for (const { min, e, aim, onTarget } of boxes) {
              // Often with a corner on a vertex or center of a shape: touching cases.
              const lo = onTarget && pts.length > 0 ? pts[aim % pts.length]! : min;
              const box = { min: lo, max: add3(lo, e) };
              expect(scene.overlapAABB(box, filter ? { filter } : undefined)).toEqual(
                bruteOverlapAABB(shapes, box, filter),
              );
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    `contactsSphere: every single-shape contact (one per mesh triangle), by id then triangle (${RUNS.toLocaleString('en')} scenes)`,
    () => {
      fc.assert(
        fc.property(
          ops,
          fc.array(fc.record({ center: p, radius: size, aim: fc.nat(), onTarget: fc.boolean() }), {
            minLength: 1,
            maxLength: 3,
          }),
          filterArb,
          (list, spheres, filter) => {
            const { scene, shapes } = build(list);
            const pts = targets(shapes);
            for (const { center, radius, aim, onTarget } of spheres) {
              const S = onTarget && pts.length > 0 ? pts[aim % pts.length]! : center;
              const sphere = { center: S, radius };
              const want = bruteContactsSphere(shapes, sphere, filter).map((f) => expected(f));
              const got = scene.contactsSphere(sphere, filter ? { filter } : undefined);
              expect(got.map((c) => checkedBarycentric(c, oracleTriangleOf(shapes)))).toEqual(want);
              // The Into form: the same contacts into a reused array.
              const list: SceneContact[] = [];
              expect(scene.contactsSphereInto(sphere, list, filter ? { filter } : undefined)).toBe(got.length);
              expect(list).toEqual(got);
            }
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
