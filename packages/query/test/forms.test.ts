// The non-allocating (`…Into`) and batch forms must give exactly what the object API
// gives: the same hit or miss, and the same numbers bit for bit (-0 included), on every
// case of the benchmark's workloads and on the property suites' scenes, which reach the
// rare paths (tangency, rescaling near 1e±100, starts on a surface) that the workloads
// do not. A miss must leave the caller's result untouched.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';
import type { AABB, RaycastHit, Sphere, SphereCastHit, Vec3 } from '../src/index.ts';
import { CAST_RADIUS, makeWorkloads } from '../../../bench/workloads.ts';
import { boxScene, sphereScene } from './support/arbitraries.ts';

const W = makeWorkloads();
const n = W.w1.segments.length / 6;

const vecAt = (a: Float64Array, i: number): Vec3 => ({ x: a[i]!, y: a[i + 1]!, z: a[i + 2]! });
const sphereAt = (a: Float64Array, i: number): Sphere => ({ center: vecAt(a, 4 * i), radius: a[4 * i + 3]! });
const boxAt = (a: Float64Array, i: number): AABB => ({ min: vecAt(a, 6 * i), max: vecAt(a, 6 * i + 3) });

/** A marker no query writes: what a result must still hold after a miss. */
const UNTOUCHED = 12345.678;
const untouchedHit = (): SphereCastHit => ({
  point: { x: UNTOUCHED, y: UNTOUCHED, z: UNTOUCHED },
  normal: { x: UNTOUCHED, y: UNTOUCHED, z: UNTOUCHED },
  distance: UNTOUCHED,
  t: UNTOUCHED,
  center: { x: UNTOUCHED, y: UNTOUCHED, z: UNTOUCHED },
});
const filled = (length: number) => new Float64Array(length).fill(UNTOUCHED);

/** Bitwise equality of two numbers: Object.is, so that -0 and 0 differ. */
const same = (a: number | undefined, b: number | undefined) => Object.is(a, b);
const sameVec = (v: Vec3, arr: Float64Array, i: number) =>
  same(v.x, arr[3 * i]) && same(v.y, arr[3 * i + 1]) && same(v.z, arr[3 * i + 2]);
const sameHit = (a: RaycastHit, b: RaycastHit) =>
  same(a.t, b.t) &&
  same(a.distance, b.distance) &&
  same(a.point.x, b.point.x) &&
  same(a.point.y, b.point.y) &&
  same(a.point.z, b.point.z) &&
  same(a.normal.x, b.normal.x) &&
  same(a.normal.y, b.normal.y) &&
  same(a.normal.z, b.normal.z);
const isUntouched = (h: SphereCastHit) => sameHit(h, untouchedHit()) && h.center.x === UNTOUCHED;

/**
 * Checks that the batch arrays hold what the object API returned for query `i`: its `t`
 * and vectors on a hit; -1 and untouched vectors on a miss.
 */
function batchAgrees(
  hit: RaycastHit | null,
  i: number,
  out: { t: Float64Array; point: Float64Array; normal: Float64Array; center?: Float64Array },
): boolean {
  if (hit === null) {
    return (
      same(out.t[i], -1) &&
      [out.point, out.normal, out.center].every(
        (a) => a === undefined || (a[3 * i] === UNTOUCHED && a[3 * i + 1] === UNTOUCHED && a[3 * i + 2] === UNTOUCHED),
      )
    );
  }
  const center = (hit as Partial<SphereCastHit>).center;
  return (
    same(out.t[i], hit.t) &&
    sameVec(hit.point, out.point, i) &&
    sameVec(hit.normal, out.normal, i) &&
    (center === undefined || out.center === undefined || sameVec(center, out.center, i))
  );
}

describe('the …Into and batch forms agree with the object API on every workload case', () => {
  it(`W1, segment vs sphere (${n} cases; one sphere per segment, and one for all)`, () => {
    const { segments, spheres } = W.w1;
    const out = { t: filled(n), point: filled(3 * n), normal: filled(3 * n) };
    const hits = q.raycastSphereBatch(segments, spheres, out);
    const shared = { t: filled(n), point: filled(3 * n), normal: filled(3 * n) };
    const one = spheres.subarray(0, 4);
    q.raycastSphereBatch(segments, one, shared);
    const bad: number[] = [];
    let objectHits = 0;
    for (let i = 0; i < n; i++) {
      const A = vecAt(segments, 6 * i);
      const B = vecAt(segments, 6 * i + 3);
      const hit = q.raycastSphere(A, B, sphereAt(spheres, i));
      const into = untouchedHit();
      const hitInto = q.raycastSphereInto(A, B, sphereAt(spheres, i), into);
      if (hit) objectHits++;
      const agrees = hit ? hitInto && sameHit(hit, into) : !hitInto && isUntouched(into);
      if (!agrees || !batchAgrees(hit, i, out) || !batchAgrees(q.raycastSphere(A, B, sphereAt(one, 0)), i, shared)) {
        bad.push(i);
      }
    }
    expect(bad).toEqual([]);
    expect(hits).toBe(objectHits);
    expect(objectHits / n).toBeGreaterThan(0.3); // the workload has hits and misses
    expect(objectHits / n).toBeLessThan(0.7);
  });

  it(`W2, segment vs AABB (${n} cases; one box per segment, and one for all)`, () => {
    const { segments, boxes } = W.w2;
    const out = { t: filled(n), point: filled(3 * n), normal: filled(3 * n) };
    const hits = q.raycastAABBBatch(segments, boxes, out);
    const shared = { t: filled(n), point: filled(3 * n), normal: filled(3 * n) };
    const one = boxes.subarray(0, 6);
    q.raycastAABBBatch(segments, one, shared);
    const bad: number[] = [];
    let objectHits = 0;
    for (let i = 0; i < n; i++) {
      const A = vecAt(segments, 6 * i);
      const B = vecAt(segments, 6 * i + 3);
      const hit = q.raycastAABB(A, B, boxAt(boxes, i));
      const into = untouchedHit();
      const hitInto = q.raycastAABBInto(A, B, boxAt(boxes, i), into);
      if (hit) objectHits++;
      const agrees = hit ? hitInto && sameHit(hit, into) : !hitInto && isUntouched(into);
      if (!agrees || !batchAgrees(hit, i, out) || !batchAgrees(q.raycastAABB(A, B, boxAt(one, 0)), i, shared)) {
        bad.push(i);
      }
    }
    expect(bad).toEqual([]);
    expect(hits).toBe(objectHits);
    expect(objectHits / n).toBeGreaterThan(0.3);
  });

  it(`W3, sphere cast vs sphere (${n} cases; one target per segment, and one for all)`, () => {
    const { segments, radius, targets } = W.w3;
    expect(radius).toBe(CAST_RADIUS);
    const out = { t: filled(n), point: filled(3 * n), normal: filled(3 * n), center: filled(3 * n) };
    const hits = q.sphereCastSphereBatch(segments, radius, targets, out);
    const shared = { t: filled(n), point: filled(3 * n), normal: filled(3 * n), center: filled(3 * n) };
    const one = targets.subarray(0, 4);
    q.sphereCastSphereBatch(segments, radius, one, shared);
    const bad: number[] = [];
    let objectHits = 0;
    for (let i = 0; i < n; i++) {
      const A = vecAt(segments, 6 * i);
      const B = vecAt(segments, 6 * i + 3);
      const hit = q.sphereCastSphere(A, B, radius, sphereAt(targets, i));
      const into = untouchedHit();
      const hitInto = q.sphereCastSphereInto(A, B, radius, sphereAt(targets, i), into);
      if (hit) objectHits++;
      const agrees = hit
        ? hitInto && sameHit(hit, into) && sameHit({ ...hit, point: hit.center }, { ...into, point: into.center })
        : !hitInto && isUntouched(into);
      const sharedHit = q.sphereCastSphere(A, B, radius, sphereAt(one, 0));
      if (!agrees || !batchAgrees(hit, i, out) || !batchAgrees(sharedHit, i, shared)) bad.push(i);
    }
    expect(bad).toEqual([]);
    expect(hits).toBe(objectHits);
    expect(objectHits / n).toBeGreaterThan(0.3);
  });

  it(`W4, sphere vs AABB overlap (${n} cases; one box per sphere, and one for all)`, () => {
    const { spheres, boxes } = W.w4;
    const flags = new Uint8Array(n).fill(7);
    const count = q.sphereIntersectsAABBBatch(spheres, boxes, flags);
    const shared = new Uint8Array(n).fill(7);
    q.sphereIntersectsAABBBatch(spheres, boxes.subarray(0, 6), shared);
    const bad: number[] = [];
    let overlaps = 0;
    const C = q.vec3(0, 0, 0);
    for (let i = 0; i < n; i++) {
      const sphere = sphereAt(spheres, i);
      const box = boxAt(boxes, i);
      const overlap = q.sphereIntersectsAABB(sphere, box);
      if (overlap) overlaps++;
      const closest = q.closestPointOnAABB(sphere.center, box);
      const into = q.closestPointOnAABBInto(sphere.center, box, C);
      const agrees =
        flags[i] === (overlap ? 1 : 0) &&
        shared[i] === (q.sphereIntersectsAABB(sphere, boxAt(boxes, 0)) ? 1 : 0) &&
        into === C &&
        same(C.x, closest.x) &&
        same(C.y, closest.y) &&
        same(C.z, closest.z);
      if (!agrees) bad.push(i);
    }
    expect(bad).toEqual([]);
    expect(count).toBe(overlaps);
    expect(overlaps / n).toBeGreaterThan(0.3);
    expect(overlaps / n).toBeLessThan(0.7);
  });

  it('P1, picking: every segment against every sphere and box of the scene (65,500 tests, ~1 % hits)', () => {
    const { segments, kinds, spheres, boxes } = W.p1;
    const m = segments.length / 6;
    const bad: string[] = [];
    let objectHits = 0;
    let si = 0;
    let bi = 0;
    for (const kind of kinds) {
      // The batch as the benchmark calls it: one call per object, every segment against it.
      const out = { t: filled(m), point: filled(3 * m), normal: filled(3 * m) };
      const target = kind === 0 ? sphereAt(spheres, si) : boxAt(boxes, bi);
      const hits =
        kind === 0
          ? q.raycastSphereBatch(segments, spheres.subarray(4 * si, 4 * si + 4), out)
          : q.raycastAABBBatch(segments, boxes.subarray(6 * bi, 6 * bi + 6), out);
      let batchHits = 0;
      for (let i = 0; i < m; i++) {
        const A = vecAt(segments, 6 * i);
        const B = vecAt(segments, 6 * i + 3);
        const into = untouchedHit();
        const hit = kind === 0 ? q.raycastSphere(A, B, target as Sphere) : q.raycastAABB(A, B, target as AABB);
        const hitInto =
          kind === 0
            ? q.raycastSphereInto(A, B, target as Sphere, into)
            : q.raycastAABBInto(A, B, target as AABB, into);
        if (hit) batchHits++;
        const agrees = hit ? hitInto && sameHit(hit, into) : !hitInto && isUntouched(into);
        if (!agrees || !batchAgrees(hit, i, out))
          bad.push(`${kind === 0 ? 'sphere' : 'box'} ${kind === 0 ? si : bi}, segment ${i}`);
      }
      if (hits !== batchHits) bad.push(`${kind === 0 ? 'sphere' : 'box'} ${kind === 0 ? si : bi}: batch count`);
      objectHits += batchHits;
      if (kind === 0) si++;
      else bi++;
    }
    expect(bad).toEqual([]);
    // Picking: most tests miss (about 1 % hit), and the scene has both kinds.
    expect(objectHits / (m * kinds.length)).toBeGreaterThan(0.005);
    expect(objectHits / (m * kinds.length)).toBeLessThan(0.02);
    expect(si).toBeGreaterThan(50);
    expect(bi).toBeGreaterThan(50);
  });

  it(`raycastAxisPlaneInto, on the W1 segments against the planes through the sphere centers`, () => {
    const { segments, spheres } = W.w1;
    const axes = ['x', 'y', 'z'] as const;
    const bad: number[] = [];
    let hits = 0;
    for (let i = 0; i < n; i++) {
      const A = vecAt(segments, 6 * i);
      const B = vecAt(segments, 6 * i + 3);
      const axis = axes[i % 3]!;
      const value = spheres[4 * i + (i % 3)]!;
      const hit = q.raycastAxisPlane(A, B, axis, value);
      const into = untouchedHit();
      const hitInto = q.raycastAxisPlaneInto(A, B, axis, value, into);
      if (hit) hits++;
      if (!(hit ? hitInto && sameHit(hit, into) : !hitInto && isUntouched(into))) bad.push(i);
    }
    expect(bad).toEqual([]);
    expect(hits).toBeGreaterThan(0);
  });
});

describe('the …Into and batch forms agree with the object API on the property scenes', () => {
  /** 2^e: scales the scenes out to the magnitudes where the queries rescale (1e±100). */
  const pow2 = fc.oneof(
    fc.constant(1),
    fc.integer({ min: -300, max: 300 }).map((e) => 2 ** e),
  );
  const times = (v: Vec3, k: number): Vec3 => ({ x: v.x * k, y: v.y * k, z: v.z * k });
  const flat = (...vs: Vec3[]) => new Float64Array(vs.flatMap((v) => [v.x, v.y, v.z]));

  it('raycastSphere and sphereCastSphere, near tangency, on surfaces and rescaled (5,000 scenes)', () => {
    fc.assert(
      fc.property(sphereScene(), pow2, fc.constantFrom(0, 0.5, 1), (scene, k, castRadius) => {
        const A = times(scene.A, k);
        const B = times(scene.B, k);
        const sphere = { center: times(scene.S, k), radius: scene.r * k };
        const hit = q.raycastSphere(A, B, sphere);
        const into = untouchedHit();
        expect(q.raycastSphereInto(A, B, sphere, into)).toBe(hit !== null);
        expect(hit ? sameHit(hit, into) : isUntouched(into)).toBe(true);
        const out = { t: filled(1), point: filled(3), normal: filled(3) };
        const spheres = new Float64Array([sphere.center.x, sphere.center.y, sphere.center.z, sphere.radius]);
        expect(q.raycastSphereBatch(flat(A, B), spheres, out)).toBe(hit ? 1 : 0);
        expect(batchAgrees(hit, 0, out)).toBe(true);

        const radius = castRadius * k;
        const cast = q.sphereCastSphere(A, B, radius, sphere);
        const castInto = untouchedHit();
        expect(q.sphereCastSphereInto(A, B, radius, sphere, castInto)).toBe(cast !== null);
        expect(
          cast ? sameHit(cast, castInto) && sameVec(cast.center, flat(castInto.center), 0) : isUntouched(castInto),
        ).toBe(true);
        const castOut = { t: filled(1), point: filled(3), normal: filled(3), center: filled(3) };
        expect(q.sphereCastSphereBatch(flat(A, B), radius, spheres, castOut)).toBe(cast ? 1 : 0);
        expect(batchAgrees(cast, 0, castOut)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('raycastAABB, on faces, edges and flat boxes, and rescaled (5,000 scenes)', () => {
    fc.assert(
      fc.property(boxScene(false), pow2, (scene, k) => {
        const A = times(scene.A, k);
        const B = times(scene.B, k);
        const box = { min: times(scene.box.min, k), max: times(scene.box.max, k) };
        const hit = q.raycastAABB(A, B, box);
        const into = untouchedHit();
        expect(q.raycastAABBInto(A, B, box, into)).toBe(hit !== null);
        expect(hit ? sameHit(hit, into) : isUntouched(into)).toBe(true);
        const out = { t: filled(1), point: filled(3), normal: filled(3) };
        expect(q.raycastAABBBatch(flat(A, B), flat(box.min, box.max), out)).toBe(hit ? 1 : 0);
        expect(batchAgrees(hit, 0, out)).toBe(true);

        const sphere = { center: A, radius: Math.abs(B.x - A.x) };
        const flags = new Uint8Array(1);
        q.sphereIntersectsAABBBatch(new Float64Array([A.x, A.y, A.z, sphere.radius]), flat(box.min, box.max), flags);
        expect(flags[0]).toBe(q.sphereIntersectsAABB(sphere, box) ? 1 : 0);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('writing in place', () => {
  const sphere = { center: q.vec3(8, 3), radius: 5 };
  const box = { min: q.vec3(0, 0, 0), max: q.vec3(1, 1, 1) };

  it('a miss leaves out exactly as it was; a hit fills the objects out already had', () => {
    const out = untouchedHit();
    const { point, normal } = out;
    expect(q.raycastSphereInto(q.vec3(0, 9), q.vec3(10, 9), sphere, out)).toBe(false);
    expect(q.raycastAABBInto(q.vec3(2, 2, 2), q.vec3(3, 3, 3), box, out)).toBe(false);
    expect(q.raycastAxisPlaneInto(q.vec3(0, 1), q.vec3(1, 1), 'y', 0, out)).toBe(false);
    expect(q.sphereCastSphereInto(q.vec3(0, 9), q.vec3(10, 9), 0.5, sphere, out)).toBe(false);
    expect(isUntouched(out)).toBe(true);
    expect(q.raycastSphereInto(q.vec3(0, 0), q.vec3(10, 0), sphere, out)).toBe(true);
    expect(out.point).toBe(point);
    expect(out.normal).toBe(normal);
    expect(out).toMatchObject({ point: { x: 4, y: 0, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4 });
  });

  it('out may share its objects with the inputs: every input is read before out is written', () => {
    // A cast that continues from where the last hit left it: origin is out.point itself.
    const out = q.createRaycastHit();
    const A = out.point;
    A.x = -1;
    A.y = 0.5;
    A.z = 0.5;
    expect(q.raycastAABBInto(A, q.vec3(3, 0.5, 0.5), box, out)).toBe(true);
    expect(out).toEqual({ point: { x: 0, y: 0.5, z: 0.5 }, normal: { x: -1, y: 0, z: 0 }, distance: 1, t: 0.25 });

    const sOut = q.createRaycastHit();
    sOut.normal.x = 10; // end is out.normal
    expect(q.raycastSphereInto(sOut.point, sOut.normal, sphere, sOut)).toBe(true);
    expect(sOut).toEqual({ point: { x: 4, y: 0, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4 });

    const pOut = q.createRaycastHit();
    pOut.point.y = 1;
    pOut.normal.x = 8;
    pOut.normal.y = -3;
    expect(q.raycastAxisPlaneInto(pOut.point, pOut.normal, 'y', 0, pOut)).toBe(true);
    expect(pOut).toEqual({
      point: { x: 2, y: 0, z: 0 },
      normal: { x: 0, y: 1, z: 0 },
      distance: Math.sqrt(5),
      t: 0.25,
    });

    const cOut = q.createSphereCastHit();
    cOut.center.x = 10;
    expect(q.sphereCastSphereInto(cOut.point, cOut.center, 1, { center: q.vec3(8, 3), radius: 4 }, cOut)).toBe(true);
    expect(cOut.center).toEqual({ x: 4, y: 0, z: 0 });

    const P = q.vec3(3, 0.5, -2);
    expect(q.closestPointOnAABBInto(P, box, P)).toBe(P);
    expect(P).toEqual({ x: 1, y: 0.5, z: 0 });
  });

  it('a batch with t only writes t, and an empty batch writes nothing', () => {
    const t = filled(2);
    const segments = new Float64Array([0, 0, 0, 10, 0, 0, 0, 9, 0, 10, 9, 0]);
    expect(q.raycastSphereBatch(segments, new Float64Array([8, 3, 0, 5]), { t })).toBe(1);
    expect([...t]).toEqual([0.4, -1]);
    expect(q.raycastAABBBatch(segments, new Float64Array([3, -1, -1, 4, 1, 1]), { t })).toBe(1);
    expect([...t]).toEqual([0.3, -1]);
    expect(q.sphereCastSphereBatch(segments, 1, new Float64Array([8, 3, 0, 4]), { t })).toBe(1);
    expect([...t]).toEqual([0.4, -1]);
    const empty = new Float64Array(0);
    expect(q.raycastSphereBatch(empty, empty, { t: empty })).toBe(0);
    expect(q.sphereIntersectsAABBBatch(empty, new Float64Array(6), new Uint8Array(0))).toBe(0);
  });

  it('a batch writes only the vectors it is given arrays for', () => {
    const segments = new Float64Array([0, 0, 0, 10, 0, 0]);
    const hit = q.raycastSphere(q.vec3(0, 0), q.vec3(10, 0), { center: q.vec3(8, 3), radius: 5 })!;
    const normalOnly = { t: filled(1), normal: filled(3) };
    q.raycastSphereBatch(segments, new Float64Array([8, 3, 0, 5]), normalOnly);
    expect([...normalOnly.normal]).toEqual([hit.normal.x, hit.normal.y, hit.normal.z]);
    const pointOnly = { t: filled(1), point: filled(3) };
    q.raycastSphereBatch(segments, new Float64Array([8, 3, 0, 5]), pointOnly);
    expect([...pointOnly.point]).toEqual([hit.point.x, hit.point.y, hit.point.z]);

    const boxHit = q.raycastAABB(q.vec3(0, 0), q.vec3(10, 0), { min: q.vec3(3, -1, -1), max: q.vec3(4, 1, 1) })!;
    const boxNormal = { t: filled(1), normal: filled(3) };
    q.raycastAABBBatch(segments, new Float64Array([3, -1, -1, 4, 1, 1]), boxNormal);
    expect([...boxNormal.normal]).toEqual([boxHit.normal.x, boxHit.normal.y, boxHit.normal.z]);
    const boxPoint = { t: filled(1), point: filled(3) };
    q.raycastAABBBatch(segments, new Float64Array([3, -1, -1, 4, 1, 1]), boxPoint);
    expect([...boxPoint.point]).toEqual([boxHit.point.x, boxHit.point.y, boxHit.point.z]);

    const cast = q.sphereCastSphere(q.vec3(0, 0), q.vec3(10, 0), 1, { center: q.vec3(8, 3), radius: 4 })!;
    const target = new Float64Array([8, 3, 0, 4]);
    const castCenter = { t: filled(1), center: filled(3) };
    q.sphereCastSphereBatch(segments, 1, target, castCenter);
    expect([...castCenter.center]).toEqual([cast.center.x, cast.center.y, cast.center.z]);
    const castNormal = { t: filled(1), normal: filled(3) };
    q.sphereCastSphereBatch(segments, 1, target, castNormal);
    expect([...castNormal.normal]).toEqual([cast.normal.x, cast.normal.y, cast.normal.z]);
    const castPoint = { t: filled(1), point: filled(3) };
    q.sphereCastSphereBatch(segments, 1, target, castPoint);
    expect([...castPoint.point]).toEqual([cast.point.x, cast.point.y, cast.point.z]);
  });
});
