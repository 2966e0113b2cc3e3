// `npm run bench`: the workloads of bench/workloads.ts through every implementation,
// median ns/query, one table with ratios to three.js and to a scalar C loop, written to
// bench/results/latest.json for the site's Performance page. Run after a build: it
// measures the built library (dist), as users get it, and the object and `…Into` forms
// twice: as tsc built them, and bundled with esbuild, minified, as an application's
// bundler ships them (bench/forms.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync, version as esbuildVersion } from 'esbuild';
import * as q from '@hitbook/query';
import * as THREE from 'three';
import * as seed from '../packages/seed-port/src/index.ts';
import * as tscForms from './forms.ts';
import type { FormPasses, Pass } from './forms.ts';
import type { BenchResults, BenchRow, Impl } from './results.ts';
import { CASES, makeWorkloads, P1_OBJECTS, P1_SEGMENTS } from './workloads.ts';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const REPS = Number(process.env.BENCH_REPS ?? 25);
/**
 * BENCH_CLOCK=cpu times each pass by the CPU time this process (and the C loop's thread)
 * used rather than by the wall clock: on a machine shared with other work, time spent
 * waiting for a core then does not count (the process's other threads, GC helpers, do).
 */
const CPU_CLOCK = process.env.BENCH_CLOCK === 'cpu';
/** Now, in ns: wall clock, or the process's CPU time (µs resolution) with BENCH_CLOCK=cpu. */
const clock = CPU_CLOCK
  ? () => {
      const u = process.cpuUsage();
      return (u.user + u.system) * 1000;
    }
  : () => Number(process.hrtime.bigint());
const here = dirname(fileURLToPath(import.meta.url));
// Compiled to bench/.build/bench/run.js; the sources are two levels up.
const benchDir = resolve(here, '../../../bench');
/** bench/forms.ts and the library, bundled by esbuild: written by the parent, run by each child. */
const bundlePath = resolve(benchDir, '.build/forms.esbuild.js');

type V = { x: number; y: number; z: number };
const LABELS: Record<Impl, string> = {
  object: '@hitbook/query object API (tsc)',
  into: '@hitbook/query …Into (tsc)',
  'object-esbuild': '@hitbook/query object API (esbuild bundle)',
  'into-esbuild': '@hitbook/query …Into (esbuild bundle)',
  batch: '@hitbook/query batch (typed arrays)',
  three: `three.js 0.${THREE.REVISION}, reused objects`,
  seed: 'seed articles, literal port',
  c: 'scalar C loop, -O3',
};

/** The JavaScript implementations, in the order of the table. */
const JS_IMPLS = ['object', 'into', 'object-esbuild', 'into-esbuild', 'batch', 'three', 'seed'] as const;
type JsImpl = (typeof JS_IMPLS)[number];
/**
 * The passes of one workload that it has (no three.js row where three.js has no such
 * query, no seed row where the seed articles have none); the batch's checksum is read from
 * its arrays after timing, as C's is.
 */
type Passes = Partial<Record<JsImpl, Pass>> & { batchSum?: () => number };

/** The checksum of a batch's results: over the hits, t + point.x + normal.x (+ center.x). */
function batchSum(out: { t: Float64Array; point: Float64Array; normal: Float64Array; center?: Float64Array }): number {
  let sum = 0;
  for (let i = 0; i < out.t.length; i++) {
    if (out.t[i]! >= 0) sum += out.t[i]! + out.point[3 * i]! + out.normal[3 * i]! + (out.center?.[3 * i] ?? 0);
  }
  return sum;
}

// ---------------------------------------------------------------------------------------
// The cases, in each implementation's own types (built once, outside the timing). The
// object forms build theirs in bench/forms.ts.

const W = makeWorkloads();
const n = CASES;
const vec = (a: Float64Array, i: number): V => ({ x: a[i]!, y: a[i + 1]!, z: a[i + 2]! });
const v3 = (a: Float64Array, i: number) => new THREE.Vector3(a[i], a[i + 1], a[i + 2]);
const range = <T>(f: (i: number) => T, count = n): T[] => Array.from({ length: count }, (_, i) => f(i));

const origins = (s: Float64Array) => range((i) => vec(s, 6 * i), s.length / 6);
const ends = (s: Float64Array) => range((i) => vec(s, 6 * i + 3), s.length / 6);
const spheres = (s: Float64Array) => range((i) => ({ center: vec(s, 4 * i), radius: s[4 * i + 3]! }), s.length / 4);
const boxes = (b: Float64Array) => range((i) => ({ min: vec(b, 6 * i), max: vec(b, 6 * i + 3) }), b.length / 6);
const tOrigins = (s: Float64Array) => range((i) => v3(s, 6 * i), s.length / 6);
const tEnds = (s: Float64Array) => range((i) => v3(s, 6 * i + 3), s.length / 6);
const tSpheres = (s: Float64Array) => range((i) => new THREE.Sphere(v3(s, 4 * i), s[4 * i + 3]), s.length / 4);
const tBoxes = (b: Float64Array) => range((i) => new THREE.Box3(v3(b, 6 * i), v3(b, 6 * i + 3)), b.length / 6);
const hitArrays = (count: number) => ({
  t: new Float64Array(count),
  point: new Float64Array(3 * count),
  normal: new Float64Array(3 * count),
});

/**
 * three.js's segment query, as a performance-minded user writes it: a reused Ray set from
 * the segment, `intersect` with a reused target, then a check that the point is within the
 * segment's length. Sums the hits' point.x.
 */
function threeSegments(
  A: THREE.Vector3[],
  B: THREE.Vector3[],
  intersect: (ray: THREE.Ray, i: number, target: THREE.Vector3) => THREE.Vector3 | null,
): Pass {
  const ray = new THREE.Ray();
  const target = new THREE.Vector3();
  return () => {
    let hits = 0;
    let sum = 0;
    for (let i = 0; i < A.length; i++) {
      ray.origin.copy(A[i]!);
      const len = ray.direction.subVectors(B[i]!, A[i]!).length();
      ray.direction.divideScalar(len);
      const p = intersect(ray, i, target);
      if (p === null || p.distanceToSquared(ray.origin) > len * len) continue;
      hits++;
      sum += p.x;
    }
    return { hits, sum };
  };
}
// ---------------------------------------------------------------------------------------
// W1, segment vs sphere.

function w1(): Passes {
  const { segments, spheres: sph } = W.w1;
  const A = origins(segments);
  const B = ends(segments);
  const S = spheres(sph);
  const tA = tOrigins(segments);
  const tB = tEnds(segments);
  const tS = tSpheres(sph);
  const batchOut = { t: new Float64Array(n), point: new Float64Array(3 * n), normal: new Float64Array(3 * n) };
  const ray = new THREE.Ray();
  const target = new THREE.Vector3();
  return {
    batch: () => ({ hits: q.raycastSphereBatch(segments, sph, batchOut), sum: NaN }),
    batchSum: () => batchSum(batchOut),
    three: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        ray.origin.copy(tA[i]!);
        const len = ray.direction.subVectors(tB[i]!, tA[i]!).length();
        ray.direction.divideScalar(len);
        const p = ray.intersectSphere(tS[i]!, target);
        if (p === null || p.distanceToSquared(ray.origin) > len * len) continue;
        hits++;
        sum += p.x;
      }
      return { hits, sum };
    },
    seed: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const p = seed.raycastToSphere(A[i]!, B[i]!, S[i]!.center, S[i]!.radius);
        if (p === null) continue;
        hits++;
        sum += p.x;
      }
      return { hits, sum };
    },
  };
}

// ---------------------------------------------------------------------------------------
// W2, segment vs AABB.

function w2(): Passes {
  const { segments, boxes: bx } = W.w2;
  const A = origins(segments);
  const B = ends(segments);
  const X = boxes(bx);
  const tA = tOrigins(segments);
  const tB = tEnds(segments);
  const tX = tBoxes(bx);
  const batchOut = { t: new Float64Array(n), point: new Float64Array(3 * n), normal: new Float64Array(3 * n) };
  const ray = new THREE.Ray();
  const target = new THREE.Vector3();
  return {
    batch: () => ({ hits: q.raycastAABBBatch(segments, bx, batchOut), sum: NaN }),
    batchSum: () => batchSum(batchOut),
    three: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        ray.origin.copy(tA[i]!);
        const len = ray.direction.subVectors(tB[i]!, tA[i]!).length();
        ray.direction.divideScalar(len);
        const p = ray.intersectBox(tX[i]!, target);
        if (p === null || p.distanceToSquared(ray.origin) > len * len) continue;
        hits++;
        sum += p.x;
      }
      return { hits, sum };
    },
    seed: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const p = seed.raycastToAABB(A[i]!, B[i]!, X[i]!);
        if (p === null) continue;
        hits++;
        sum += p.x;
      }
      return { hits, sum };
    },
  };
}

// ---------------------------------------------------------------------------------------
// W3, sphere cast vs sphere.

function w3(): Passes {
  const { segments, radius, targets } = W.w3;
  const A = origins(segments);
  const B = ends(segments);
  const S = spheres(targets);
  const tA = tOrigins(segments);
  const tB = tEnds(segments);
  const tS = tSpheres(targets);
  const batchOut = {
    t: new Float64Array(n),
    point: new Float64Array(3 * n),
    normal: new Float64Array(3 * n),
    center: new Float64Array(3 * n),
  };
  const ray = new THREE.Ray();
  const target = new THREE.Vector3();
  const inflated = new THREE.Sphere();
  return {
    batch: () => ({ hits: q.sphereCastSphereBatch(segments, radius, targets, batchOut), sum: NaN }),
    batchSum: () => batchSum(batchOut),
    three: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        ray.origin.copy(tA[i]!);
        const len = ray.direction.subVectors(tB[i]!, tA[i]!).length();
        ray.direction.divideScalar(len);
        inflated.center.copy(tS[i]!.center);
        inflated.radius = tS[i]!.radius + radius;
        const p = ray.intersectSphere(inflated, target); // the moving center at contact
        if (p === null || p.distanceToSquared(ray.origin) > len * len) continue;
        hits++;
        sum += p.x;
      }
      return { hits, sum };
    },
    seed: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const p = seed.sphereCastToSphere(A[i]!, B[i]!, S[i]!.center, radius, S[i]!.radius);
        if (p === null) continue;
        hits++;
        sum += p.x;
      }
      return { hits, sum };
    },
  };
}

// ---------------------------------------------------------------------------------------
// W4, sphere vs AABB overlap.

function w4(): Passes {
  const { spheres: sph, boxes: bx } = W.w4;
  const S = spheres(sph);
  const X = boxes(bx);
  const tS = tSpheres(sph);
  const tX = tBoxes(bx);
  const flags = new Uint8Array(n);
  return {
    batch: () => ({ hits: q.sphereIntersectsAABBBatch(sph, bx, flags), sum: NaN }),
    batchSum: () => flags.reduce((a, b) => a + b, 0),
    three: () => {
      let hits = 0;
      for (let i = 0; i < n; i++) if (tX[i]!.intersectsSphere(tS[i]!)) hits++;
      return { hits, sum: hits };
    },
    seed: () => {
      let hits = 0;
      for (let i = 0; i < n; i++) if (seed.sphereAABBIntersection(S[i]!.center, S[i]!.radius, X[i]!)) hits++;
      return { hits, sum: hits };
    },
  };
}

// ---------------------------------------------------------------------------------------
// P1, picking: every segment against every object of one scene, spheres and boxes mixed.

function p1(): Passes {
  const { segments, kinds, spheres: sph, boxes: bx } = W.p1;
  const m = P1_SEGMENTS;
  const o = P1_OBJECTS;
  const tA = tOrigins(segments);
  const tB = tEnds(segments);
  const A = origins(segments);
  const B = ends(segments);
  // The scene in each implementation's types, in scene order.
  const tS = tSpheres(sph);
  const tX = tBoxes(bx);
  const S = spheres(sph);
  const X = boxes(bx);
  let si = 0;
  let bi = 0;
  const scene = Array.from(kinds, (kind) => (kind === 0 ? { k: 0, at: si++ } : { k: 1, at: bi++ }));
  const tScene = scene.map(({ k, at }) => (k === 0 ? { sphere: tS[at]!, box: null } : { sphere: null, box: tX[at]! }));
  const sScene = scene.map(({ k, at }) => (k === 0 ? { sphere: S[at]!, box: null } : { sphere: null, box: X[at]! }));
  // The batch: one call per object, with every segment; object j's results at j·m.
  const all = hitArrays(m * o);
  const calls = scene.map(({ k, at }, j) => ({
    sphere: k === 0 ? sph.subarray(4 * at, 4 * at + 4) : null,
    box: k === 1 ? bx.subarray(6 * at, 6 * at + 6) : null,
    out: {
      t: all.t.subarray(j * m, (j + 1) * m),
      point: all.point.subarray(3 * j * m, 3 * (j + 1) * m),
      normal: all.normal.subarray(3 * j * m, 3 * (j + 1) * m),
    },
  }));
  const ray = new THREE.Ray();
  const target = new THREE.Vector3();
  return {
    batch: () => {
      let hits = 0;
      for (const c of calls) {
        hits +=
          c.sphere !== null
            ? q.raycastSphereBatch(segments, c.sphere, c.out)
            : q.raycastAABBBatch(segments, c.box!, c.out);
      }
      return { hits, sum: NaN };
    },
    batchSum: () => batchSum(all),
    three: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < m; i++) {
        // One ray per segment, tested against every object, as a three.js picking loop does.
        ray.origin.copy(tA[i]!);
        const len = ray.direction.subVectors(tB[i]!, tA[i]!).length();
        ray.direction.divideScalar(len);
        for (let j = 0; j < o; j++) {
          const obj = tScene[j]!;
          const p = obj.sphere !== null ? ray.intersectSphere(obj.sphere, target) : ray.intersectBox(obj.box, target);
          if (p === null || p.distanceToSquared(ray.origin) > len * len) continue;
          hits++;
          sum += p.x;
        }
      }
      return { hits, sum };
    },
    seed: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < m; i++) {
        for (let j = 0; j < o; j++) {
          const obj = sScene[j]!;
          const p =
            obj.sphere !== null
              ? seed.raycastToSphere(A[i]!, B[i]!, obj.sphere.center, obj.sphere.radius)
              : seed.raycastToAABB(A[i]!, B[i]!, obj.box);
          if (p === null) continue;
          hits++;
          sum += p.x;
        }
      }
      return { hits, sum };
    },
  };
}

// ---------------------------------------------------------------------------------------
// W5, segment vs triangle; W6, segment vs plane; W7, sphere cast vs AABB. three.js's
// Ray.intersectTriangle (two-sided: backfaceCulling false) and Ray.intersectPlane, with
// the length check; three.js has no sphere cast against a box.

function w5(): Passes {
  const { segments, triangles: T } = W.w5;
  const corners = range((i) => [v3(T, 9 * i), v3(T, 9 * i + 3), v3(T, 9 * i + 6)] as const);
  return {
    three: threeSegments(tOrigins(segments), tEnds(segments), (ray, i, target) => {
      const [a, b, c] = corners[i]!;
      return ray.intersectTriangle(a, b, c, false, target);
    }),
    ...libraryBatch('W5'),
  };
}

function w6(): Passes {
  const { segments, planes: P } = W.w6;
  const planes = range((i) => new THREE.Plane(v3(P, 4 * i), P[4 * i + 3]));
  return {
    three: threeSegments(tOrigins(segments), tEnds(segments), (ray, i, target) =>
      ray.intersectPlane(planes[i]!, target),
    ),
    ...libraryBatch('W6'),
  };
}

function w7(): Passes {
  return { ...libraryBatch('W7') };
}

/** The batch rows of W5…W7, where the library has a batch form of that query: none yet. */
function libraryBatch(id: string): Passes {
  return id === '' ? {} : {};
}

// ---------------------------------------------------------------------------------------
// The C anchor: compiled and run on the same cases when a C compiler is present.

interface CResult {
  id: string;
  ns: number;
  hits: number;
  sum: number;
}

function runC(): { results: CResult[] | null; compiler: string; note: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hitbook-bench-'));
  try {
    const data = join(dir, 'workloads.bin');
    const { p1: P } = W;
    const parts = [
      new Float64Array([
        n,
        WARMUP,
        REPS,
        W.w3.radius,
        P1_SEGMENTS,
        P1_OBJECTS,
        P.spheres.length / 4,
        P.boxes.length / 6,
      ]),
      W.w1.segments,
      W.w1.spheres,
      W.w2.segments,
      W.w2.boxes,
      W.w3.segments,
      W.w3.targets,
      W.w4.spheres,
      W.w4.boxes,
      P.segments,
      Float64Array.from(P.kinds),
      P.spheres,
      P.boxes,
      W.w5.segments,
      W.w5.triangles,
      W.w6.segments,
      W.w6.planes,
      W.w7.segments,
      W.w7.boxes,
    ];
    writeFileSync(data, Buffer.concat(parts.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength))));
    const exe = join(dir, 'bench');
    for (const cc of [process.env.CC, 'cc', 'gcc', 'clang'].filter((c): c is string => !!c)) {
      const build = spawnSync(cc, ['-O3', '-o', exe, join(benchDir, 'c/bench.c'), '-lm'], { encoding: 'utf8' });
      if (build.error) continue; // not installed: try the next
      if (build.status !== 0) return { results: null, compiler: cc, note: `${cc} failed: ${build.stderr.trim()}` };
      const version = spawnSync(cc, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? cc;
      const out = execFileSync(exe, CPU_CLOCK ? [data, 'cpu'] : [data], { encoding: 'utf8' });
      const results = out
        .trim()
        .split('\n')
        .map((line) => {
          const [id, ns, hits, sum] = line.split(' ');
          return { id: id!, ns: Number(ns), hits: Number(hits), sum: Number(sum) };
        });
      return { results, compiler: `${version} -O3`, note: '' };
    }
    return { results: null, compiler: 'none', note: 'no C compiler (cc, gcc, clang) found: the C column is skipped' };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------
// Timing: every implementation of a workload in turn, REPS rounds, so that a burst of
// load on the machine spreads over all of them instead of spoiling one.

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

const workloads = [
  { id: 'W1', name: 'segment vs sphere', make: w1, queries: n },
  { id: 'W2', name: 'segment vs AABB', make: w2, queries: n },
  { id: 'W3', name: 'sphere cast vs sphere', make: w3, queries: n },
  { id: 'W4', name: 'sphere vs AABB overlap', make: w4, queries: n },
  { id: 'P1', name: 'picking, 1 % hits', make: p1, queries: P1_SEGMENTS * P1_OBJECTS },
  { id: 'W5', name: 'segment vs triangle', make: w5, queries: n },
  { id: 'W6', name: 'segment vs plane', make: w6, queries: n },
  { id: 'W7', name: 'sphere cast vs AABB', make: w7, queries: n },
] as const;

/** Times every implementation of one workload in this process: its rows, without C. */
async function measure(w: (typeof workloads)[number]): Promise<{ id: string; name: string; rows: BenchRow[] }> {
  const bundled = (await import(pathToFileURL(bundlePath).href)) as typeof tscForms;
  const forms = (f: FormPasses | null, object: JsImpl, into: JsImpl): Passes =>
    f === null ? {} : { [object]: f.object, [into]: f.into };
  const passes: Passes = {
    ...forms(tscForms.formPasses(w.id, W), 'object', 'into'),
    ...forms(bundled.formPasses(w.id, W), 'object-esbuild', 'into-esbuild'),
    ...w.make(),
  };
  const impls = JS_IMPLS.filter((impl) => passes[impl] !== undefined);
  const times = new Map<Impl, number[]>(impls.map((impl) => [impl, []]));
  const last = new Map<Impl, { hits: number; sum: number }>();
  for (let round = -WARMUP; round < REPS; round++) {
    for (const impl of impls) {
      const t0 = clock();
      const r = passes[impl]!();
      const t1 = clock();
      if (round >= 0) times.get(impl)!.push((t1 - t0) / w.queries);
      last.set(impl, r);
    }
  }
  if (passes.batchSum) last.set('batch', { hits: last.get('batch')!.hits, sum: passes.batchSum() });
  const rows: BenchRow[] = impls.map((impl) => ({
    impl,
    label: LABELS[impl],
    ns: median(times.get(impl)!),
    hits: last.get(impl)!.hits,
    checksum: last.get(impl)!.sum,
    vsThree: null,
    vsC: null,
  }));
  return { id: w.id, name: w.name, rows };
}

// Each workload runs in a Node process of its own (this script, with BENCH_CHILD set):
// in one process, what V8 learned from the earlier workloads slowed the later ones
// (measured: W3 took 1.5× as long after W1 and W2 as alone), which would make the
// figures depend on the order of the table.
if (process.env.BENCH_CHILD === '1') {
  const w = workloads.find((x) => x.id === process.env.BENCH_ONLY)!;
  process.stdout.write(JSON.stringify(await measure(w)));
  process.exit(0);
}

// The scene section (issue 12): its own program, bench/scene/run.ts, in a process of its
// own; BENCH_ONLY=scene runs it alone, and a full run runs it after the table below.
function runScene(): void {
  execFileSync(process.execPath, [resolve(here, 'scene/run.js')], { stdio: 'inherit' });
}
if (process.env.BENCH_ONLY === 'scene') {
  runScene();
  process.exit(0);
}
// The shape-cast section (issue 24: W8–W10 against Rapier) and the character section
// (issue 26: the controller against Rapier's): bench/shapes/run.ts and
// bench/character/run.ts, likewise processes of their own; BENCH_ONLY=shapes or
// BENCH_ONLY=character runs one alone.
function runShapes(): void {
  execFileSync(process.execPath, [resolve(here, 'shapes/run.js')], { stdio: 'inherit' });
}
function runCharacter(): void {
  execFileSync(process.execPath, [resolve(here, 'character/run.js')], { stdio: 'inherit' });
}
if (process.env.BENCH_ONLY === 'shapes') {
  runShapes();
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'character') {
  runCharacter();
  process.exit(0);
}

// The object forms as a bundler ships them: bench/forms.ts with the built package, bundled
// by esbuild as Vite's production build does (ESM, minified, the package's sideEffects:
// false honoured, a browser target of Vite's default range).
buildSync({
  entryPoints: [join(benchDir, 'forms.ts')],
  bundle: true,
  format: 'esm',
  minify: true,
  platform: 'browser',
  target: ['chrome107', 'edge107', 'firefox104', 'safari16'],
  outfile: bundlePath,
  logLevel: 'warning',
});
const bundleBytes = statSync(bundlePath).size;
const c = runC();

/**
 * The kernels of the object and `…Into` forms (sphereEntryAt, boxEntryAt) take their
 * numbers through typed arrays, so that a call V8 does not inline boxes none of them: the
 * forms' speed must not hang on whether a function's bytecode is over or under V8's limit
 * for inlining (it did: an esbuild bundle's W2 object form ran at 150–175 ns instead of
 * ~100 when boxHit fell under it). Every run prints their sizes against the limit, for the
 * record: over it, they are calls; under it, V8 may inline them; both are safe.
 */
function inliningBoundaries(): string {
  const v8Options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
  const limit = Number(/--max-inlined-bytecode-size=(\d+)/.exec(v8Options)?.[1] ?? NaN);
  const probe = `import * as q from '@hitbook/query';
    const A = q.vec3(0, 0, 0), B = q.vec3(1, 1, 1);
    q.raycastSphere(A, B, { center: q.vec3(1, 1, 0), radius: 1 });
    q.raycastAABB(A, B, { min: q.vec3(0.5, 0.5, 0.5), max: q.vec3(2, 2, 2) });`;
  const sizes = ['sphereEntryAt', 'boxEntryAt'].map((name) => {
    const out = spawnSync(
      process.execPath,
      ['--print-bytecode', `--print-bytecode-filter=${name}`, '--input-type=module', '-e', probe],
      { encoding: 'utf8', cwd: resolve(benchDir, '..') },
    ).stdout;
    return `${name} ${Number(/Bytecode length: (\d+)/.exec(out)?.[1] ?? NaN)}`;
  });
  return `Kernels (typed-array arguments, safe inlined or not): ${sizes.join(', ')} bytes of bytecode; V8's limit for inlining: ${limit}.`;
}
const boundaries = inliningBoundaries();
// BENCH_ONLY=W3 runs one workload, for quick measurements while optimizing.
const only = process.env.BENCH_ONLY;
const table = workloads.flatMap((w) => {
  if (only !== undefined && only !== w.id) return [];
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_CHILD: '1', BENCH_ONLY: w.id },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { rows } = JSON.parse(out) as { rows: BenchRow[] };
  const cr = c.results?.find((x) => x.id === w.id);
  if (cr) {
    rows.push({ impl: 'c', label: LABELS.c, ns: cr.ns, hits: cr.hits, checksum: cr.sum, vsThree: null, vsC: null });
  }
  const three = rows.find((r) => r.impl === 'three')?.ns;
  for (const r of rows) {
    r.vsThree = three === undefined ? null : r.ns / three;
    r.vsC = cr ? r.ns / cr.ns : null;
  }
  return [{ id: w.id, name: w.name, rows }];
});

// ---------------------------------------------------------------------------------------
// Output: the table, the notes, the JSON.

const notes = [
  'three.js: intersectSphere/intersectBox report the exit point when the ray starts inside (the library and the C loop: a miss), and return a point only (no normal, t or distance); the length check makes its ray a segment.',
  'three.js W3 is a ray against the target inflated by the cast radius: the moving center at contact, no contact point or normal.',
  'seed port: the articles as written, defects included (it returns the contact point only, and its W2 reports some segments that start inside or pass beside the box); its hit counts differ where its defects do.',
  'C: the same semantics as the library on these cases (segment, closed shapes, start inside = miss, thin shapes two-sided, t, point, normal into arrays), without input checks, rescaling for magnitudes near 1e±100 or the double-double tangency path.',
  `object and …Into rows twice: compiled by tsc (dist, as Node imports the package) and bundled with the package by esbuild ${esbuildVersion} as a production build ships it (ESM, minified, sideEffects honoured; bench/forms.ts, ${bundleBytes.toLocaleString('en')} bytes).`,
  'P1 counts one segment-object test as a query; three.js sets its Ray once per segment; the batch makes one call per object with all the segments (one target for every segment).',
  'W5, W6: three.js Ray.intersectTriangle (two-sided) and Ray.intersectPlane, with the length check; W7 has no three.js equivalent (a sphere cast against a box): its anchor is the C loop.',
  'W4 has no result object to allocate: sphereIntersectsAABB is its own non-allocating form, timed again in the …Into row.',
  'batch: one call per pass over typed arrays with one target per query, writing t, point and normal (and center in W3), as the C loop does.',
  'each workload runs in a fresh Node process; the implementations of a workload take turns, round by round, so that load on the machine spreads over all of them.',
];
if (CPU_CLOCK) {
  notes.push(
    'timed by CPU time (BENCH_CLOCK=cpu): the process’s for JavaScript, the thread’s for C, so that waiting for a core on a shared machine does not count.',
  );
}
if (c.note) notes.push(c.note);

const pad = (s: string, w: number) => s.padEnd(w);
const lpad = (s: string, w: number) => s.padStart(w);
const fmt = (x: number | null, digits = 2) => (x === null ? '–' : x.toFixed(digits));
const labelWidth = Math.max(...Object.values(LABELS).map((l) => l.length));
const lines: string[] = [];
lines.push(
  `${pad('workload', 26)}  ${pad('implementation', labelWidth)}  ${lpad('ns/query', 9)}  ${lpad('×three.js', 9)}  ${lpad('×C', 6)}  ${lpad('hits', 6)}`,
);
lines.push('-'.repeat(lines[0]!.length));
for (const w of table) {
  for (const [k, r] of w.rows.entries()) {
    lines.push(
      `${pad(k === 0 ? `${w.id} ${w.name}` : '', 26)}  ${pad(r.label, labelWidth)}  ${lpad(fmt(r.ns, 1), 9)}  ${lpad(fmt(r.vsThree), 9)}  ${lpad(fmt(r.vsC), 6)}  ${lpad(String(r.hits), 6)}`,
    );
  }
  lines.push('');
}

const cpu = cpus()[0]?.model ?? 'unknown';
const machine = {
  date: new Date().toISOString(),
  node: process.version,
  v8: process.versions.v8,
  cpu,
  cores: cpus().length,
  platform: `${process.platform} ${process.arch}`,
  cc: c.compiler,
};
console.log(
  `@hitbook/query benchmark: ${n.toLocaleString('en')} cases per workload, ${WARMUP} warm-up + ${REPS} rounds, median ns/query (${CPU_CLOCK ? 'CPU time' : 'wall clock'})`,
);
console.log(
  `${machine.node} (V8 ${machine.v8}) on ${machine.cpu} × ${machine.cores}, ${machine.platform}; C: ${machine.cc}`,
);
console.log(boundaries);
console.log('');
console.log(lines.join('\n'));
console.log('checksums (consumed, so that no result is optimized away; W4: the number of overlaps):');
for (const w of table)
  console.log(`  ${w.id}: ${w.rows.map((r) => `${r.impl} ${r.checksum.toPrecision(12)}`).join(', ')}`);
console.log('');
console.log('Notes:');
for (const note of notes) console.log(`  - ${note}`);

// The issue's targets, judged on this run's ratios.
const ratioOf = (impl: Impl, anchor: 'vsThree' | 'vsC') =>
  table.map((w) => ({ id: w.id, ratio: w.rows.find((r) => r.impl === impl)?.[anchor] ?? null }));
// A target is judged on the workloads that have both its row and its anchor ('–' where
// not: W7 has no three.js row, and a workload may have no batch form).
const targets = [
  { target: 'object API (tsc) at or below three.js', ratios: ratioOf('object', 'vsThree'), limit: 1 },
  {
    target: 'object API (esbuild bundle) at or below three.js',
    ratios: ratioOf('object-esbuild', 'vsThree'),
    limit: 1,
  },
  { target: '…Into (tsc) at or below 0.8× three.js', ratios: ratioOf('into', 'vsThree'), limit: 0.8 },
  {
    target: '…Into (esbuild bundle) at or below 0.8× three.js',
    ratios: ratioOf('into-esbuild', 'vsThree'),
    limit: 0.8,
  },
  { target: 'batch within 1.3× of the C loop', ratios: ratioOf('batch', 'vsC'), limit: 1.3 },
].map((t) => ({
  ...t,
  met: t.ratios.every((r) => r.ratio === null || r.ratio <= t.limit),
}));
console.log('');
console.log('Targets (ratios from this run):');
for (const t of targets) {
  const each = t.ratios.map((r) => `${r.id} ${r.ratio === null ? '–' : `${r.ratio.toFixed(2)}×`}`).join(', ');
  console.log(`  ${t.met ? 'met   ' : 'missed'}  ${t.target}: ${each}`);
}

const json: BenchResults = {
  ...machine,
  cases: n,
  warmup: WARMUP,
  reps: REPS,
  clock: CPU_CLOCK ? 'cpu' : 'wall',
  workloads: table,
  targets,
  notes,
};
if (only === undefined) {
  writeFileSync(join(benchDir, 'results/latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nwritten to bench/results/latest.json`);
} else {
  console.log(`\nBENCH_ONLY: bench/results/latest.json left as it was`);
}
if (only === undefined) {
  console.log('');
  runScene();
  runShapes();
  runCharacter();
}
