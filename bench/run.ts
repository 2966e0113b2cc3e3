// `npm run bench`: the four workloads of bench/workloads.ts through every implementation,
// median ns/query, one table with ratios to three.js and to a scalar C loop, written to
// bench/results/latest.json for the site's Performance page. Run after a build: it
// measures the built library (dist), as users get it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as q from '@hitbook/query';
import * as THREE from 'three';
import * as seed from '../packages/seed-port/src/index.ts';
import type { BenchResults, BenchRow, Impl } from './results.ts';
import { CASES, makeWorkloads } from './workloads.ts';

const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const REPS = Number(process.env.BENCH_REPS ?? 25);
const here = dirname(fileURLToPath(import.meta.url));
// Compiled to bench/.build/bench/run.js; the sources are two levels up.
const benchDir = resolve(here, '../../../bench');

type V = { x: number; y: number; z: number };
const LABELS: Record<Impl, string> = {
  object: '@hitbook/query object API',
  into: '@hitbook/query …Into (non-allocating)',
  batch: '@hitbook/query batch (typed arrays)',
  three: `three.js 0.${THREE.REVISION}, reused objects`,
  seed: 'seed articles, literal port',
  c: 'scalar C loop, -O3',
};

/** One timed pass: runs the queries, returns a checksum that depends on every result. */
type Pass = () => { hits: number; sum: number };
/** The passes of one workload; the batch's checksum is read from its arrays after timing, as C's is. */
type Passes = Record<Exclude<Impl, 'c'>, Pass> & { batchSum: () => number };

/** The checksum of a batch's results: over the hits, t + point.x + normal.x (+ center.x). */
function batchSum(out: { t: Float64Array; point: Float64Array; normal: Float64Array; center?: Float64Array }): number {
  let sum = 0;
  for (let i = 0; i < out.t.length; i++) {
    if (out.t[i]! >= 0) sum += out.t[i]! + out.point[3 * i]! + out.normal[3 * i]! + (out.center?.[3 * i] ?? 0);
  }
  return sum;
}

// ---------------------------------------------------------------------------------------
// The cases, in each implementation's own types (built once, outside the timing).

const W = makeWorkloads();
const n = CASES;
const vec = (a: Float64Array, i: number): V => ({ x: a[i]!, y: a[i + 1]!, z: a[i + 2]! });
const v3 = (a: Float64Array, i: number) => new THREE.Vector3(a[i], a[i + 1], a[i + 2]);
const range = <T>(f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

const origins = (s: Float64Array) => range((i) => vec(s, 6 * i));
const ends = (s: Float64Array) => range((i) => vec(s, 6 * i + 3));
const spheres = (s: Float64Array) => range((i) => ({ center: vec(s, 4 * i), radius: s[4 * i + 3]! }));
const boxes = (b: Float64Array) => range((i) => ({ min: vec(b, 6 * i), max: vec(b, 6 * i + 3) }));
const tOrigins = (s: Float64Array) => range((i) => v3(s, 6 * i));
const tEnds = (s: Float64Array) => range((i) => v3(s, 6 * i + 3));
const tSpheres = (s: Float64Array) => range((i) => new THREE.Sphere(v3(s, 4 * i), s[4 * i + 3]));
const tBoxes = (b: Float64Array) => range((i) => new THREE.Box3(v3(b, 6 * i), v3(b, 6 * i + 3)));

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
  const out = q.createRaycastHit();
  const batchOut = { t: new Float64Array(n), point: new Float64Array(3 * n), normal: new Float64Array(3 * n) };
  const ray = new THREE.Ray();
  const target = new THREE.Vector3();
  return {
    object: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const h = q.raycastSphere(A[i]!, B[i]!, S[i]!);
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
        if (!q.raycastSphereInto(A[i]!, B[i]!, S[i]!, out)) continue;
        hits++;
        sum += out.t + out.point.x + out.normal.x;
      }
      return { hits, sum };
    },
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
  const out = q.createRaycastHit();
  const batchOut = { t: new Float64Array(n), point: new Float64Array(3 * n), normal: new Float64Array(3 * n) };
  const ray = new THREE.Ray();
  const target = new THREE.Vector3();
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
  const out = q.createSphereCastHit();
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
    object: () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const h = q.sphereCastSphere(A[i]!, B[i]!, radius, S[i]!);
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
        if (!q.sphereCastSphereInto(A[i]!, B[i]!, radius, S[i]!, out)) continue;
        hits++;
        sum += out.t + out.point.x + out.normal.x + out.center.x;
      }
      return { hits, sum };
    },
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
  const overlap: Pass = () => {
    let hits = 0;
    for (let i = 0; i < n; i++) if (q.sphereIntersectsAABB(S[i]!, X[i]!)) hits++;
    return { hits, sum: hits };
  };
  return {
    object: overlap,
    // sphereIntersectsAABB returns a boolean and allocates nothing: it is its own
    // non-allocating form, timed again in that row.
    into: overlap,
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
// The C anchor: compiled and run on the same cases when a C compiler is present.

interface CResult {
  ns: number;
  hits: number;
  sum: number;
}

function runC(): { results: CResult[] | null; compiler: string; note: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hitbook-bench-'));
  try {
    const data = join(dir, 'workloads.bin');
    const parts = [
      new Float64Array([n, WARMUP, REPS, W.w3.radius]),
      W.w1.segments,
      W.w1.spheres,
      W.w2.segments,
      W.w2.boxes,
      W.w3.segments,
      W.w3.targets,
      W.w4.spheres,
      W.w4.boxes,
    ];
    writeFileSync(data, Buffer.concat(parts.map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength))));
    const exe = join(dir, 'bench');
    for (const cc of [process.env.CC, 'cc', 'gcc', 'clang'].filter((c): c is string => !!c)) {
      const build = spawnSync(cc, ['-O3', '-o', exe, join(benchDir, 'c/bench.c'), '-lm'], { encoding: 'utf8' });
      if (build.error) continue; // not installed: try the next
      if (build.status !== 0) return { results: null, compiler: cc, note: `${cc} failed: ${build.stderr.trim()}` };
      const version = spawnSync(cc, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0] ?? cc;
      const out = execFileSync(exe, [data], { encoding: 'utf8' });
      const results = out
        .trim()
        .split('\n')
        .map((line) => {
          const [, ns, hits, sum] = line.split(' ');
          return { ns: Number(ns), hits: Number(hits), sum: Number(sum) };
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
  { id: 'W1', name: 'segment vs sphere', make: w1 },
  { id: 'W2', name: 'segment vs AABB', make: w2 },
  { id: 'W3', name: 'sphere cast vs sphere', make: w3 },
  { id: 'W4', name: 'sphere vs AABB overlap', make: w4 },
] as const;
const JS_IMPLS = ['object', 'into', 'batch', 'three', 'seed'] as const;

/** Times every implementation of one workload in this process: its rows, without C. */
function measure(w: (typeof workloads)[number]): { id: string; name: string; rows: BenchRow[] } {
  const passes = w.make();
  const times = new Map<Impl, number[]>(JS_IMPLS.map((impl) => [impl, []]));
  const last = new Map<Impl, { hits: number; sum: number }>();
  for (let round = -WARMUP; round < REPS; round++) {
    for (const impl of JS_IMPLS) {
      const t0 = process.hrtime.bigint();
      const r = passes[impl]();
      const t1 = process.hrtime.bigint();
      if (round >= 0) times.get(impl)!.push(Number(t1 - t0) / n);
      last.set(impl, r);
    }
  }
  last.set('batch', { hits: last.get('batch')!.hits, sum: passes.batchSum() });
  const rows: BenchRow[] = JS_IMPLS.map((impl) => ({
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
  process.stdout.write(JSON.stringify(measure(w)));
  process.exit(0);
}

const c = runC();

/**
 * The object and `…Into` forms rely on V8 *not* inlining sphereHit and boxHit into them
 * (inlined, they exhaust the form's inlining budget and the solver's numbers get boxed: the
 * W2 object form went from ~100 to 170+ ns). That holds only while each is over V8's
 * limit for inlining, so every run prints their bytecode sizes against the limit.
 */
function inliningBoundaries(): string {
  const v8Options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
  const limit = Number(/--max-inlined-bytecode-size=(\d+)/.exec(v8Options)?.[1] ?? NaN);
  const probe = `import * as q from '@hitbook/query';
    const A = q.vec3(0, 0, 0), B = q.vec3(1, 1, 1);
    q.raycastSphere(A, B, { center: q.vec3(1, 1, 0), radius: 1 });
    q.raycastAABB(A, B, { min: q.vec3(0.5, 0.5, 0.5), max: q.vec3(2, 2, 2) });`;
  const sizes = ['sphereHit', 'boxHit'].map((name) => {
    const out = spawnSync(
      process.execPath,
      ['--print-bytecode', `--print-bytecode-filter=${name}`, '--input-type=module', '-e', probe],
      { encoding: 'utf8', cwd: resolve(benchDir, '..') },
    ).stdout;
    return { name, bytes: Number(/Bytecode length: (\d+)/.exec(out)?.[1] ?? NaN) };
  });
  const listed = sizes.map((f) => `${f.name} ${f.bytes} bytes`).join(', ');
  const inlinable = sizes.filter((f) => !(f.bytes > limit));
  return inlinable.length === 0
    ? `Call boundaries: ${listed} of bytecode, over V8's inlining limit of ${limit}: they stay calls, as designed.`
    : `WARNING: ${inlinable.map((f) => f.name).join(' and ')} at or under V8's inlining limit of ${limit} (${listed}): ` +
        "V8 may inline them into the object and …Into forms and box the solvers' numbers; see raycast/sphere.ts and raycast/aabb.ts.";
}
const boundaries = inliningBoundaries();
// BENCH_ONLY=W3 runs one workload, for quick measurements while optimizing.
const only = process.env.BENCH_ONLY;
const table = workloads.flatMap((w, k) => {
  if (only !== undefined && only !== w.id) return [];
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_CHILD: '1', BENCH_ONLY: w.id },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { rows } = JSON.parse(out) as { rows: BenchRow[] };
  const cr = c.results?.[k];
  if (cr) {
    rows.push({ impl: 'c', label: LABELS.c, ns: cr.ns, hits: cr.hits, checksum: cr.sum, vsThree: null, vsC: null });
  }
  const three = rows.find((r) => r.impl === 'three')!.ns;
  for (const r of rows) {
    r.vsThree = r.ns / three;
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
  'C: the same semantics as the library on these cases (segment, closed shapes, start inside = miss, t, point, normal into arrays), without input checks, rescaling for magnitudes near 1e±100 or the double-double tangency path.',
  'W4 has no result object to allocate: sphereIntersectsAABB is its own non-allocating form, timed again in the …Into row.',
  'batch: one call per pass over typed arrays with one target per query, writing t, point and normal (and center in W3), as the C loop does.',
  'each workload runs in a fresh Node process; the implementations of a workload take turns, round by round, so that load on the machine spreads over all of them.',
];
if (c.note) notes.push(c.note);

const pad = (s: string, w: number) => s.padEnd(w);
const lpad = (s: string, w: number) => s.padStart(w);
const fmt = (x: number | null, digits = 2) => (x === null ? '–' : x.toFixed(digits));
const labelWidth = Math.max(...Object.values(LABELS).map((l) => l.length));
const lines: string[] = [];
lines.push(
  `${pad('workload', 24)}  ${pad('implementation', labelWidth)}  ${lpad('ns/query', 9)}  ${lpad('×three.js', 9)}  ${lpad('×C', 6)}  ${lpad('hits', 6)}`,
);
lines.push('-'.repeat(lines[0]!.length));
for (const w of table) {
  for (const r of w.rows) {
    lines.push(
      `${pad(r.impl === 'object' ? `${w.id} ${w.name}` : '', 24)}  ${pad(r.label, labelWidth)}  ${lpad(fmt(r.ns, 1), 9)}  ${lpad(fmt(r.vsThree), 9)}  ${lpad(fmt(r.vsC), 6)}  ${lpad(String(r.hits), 6)}`,
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
  `@hitbook/query benchmark: ${n.toLocaleString('en')} cases per workload, ${WARMUP} warm-up + ${REPS} rounds, median ns/query`,
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
const targets = [
  { target: 'object API at or below three.js', ratios: ratioOf('object', 'vsThree'), limit: 1 },
  { target: '…Into at or below 0.8× three.js', ratios: ratioOf('into', 'vsThree'), limit: 0.8 },
  { target: 'batch within 1.3× of the C loop', ratios: ratioOf('batch', 'vsC'), limit: 1.3 },
].map((t) => ({
  ...t,
  met: t.ratios.every((r) => r.ratio !== null && r.ratio <= t.limit),
}));
console.log('');
console.log('Targets (ratios from this run):');
for (const t of targets) {
  const each = t.ratios.map((r) => `${r.id} ${r.ratio === null ? '–' : `${r.ratio.toFixed(2)}×`}`).join(', ');
  console.log(`  ${t.met ? 'met   ' : 'missed'}  ${t.target}: ${each}`);
}

const json: BenchResults = { ...machine, cases: n, warmup: WARMUP, reps: REPS, workloads: table, targets, notes };
if (only === undefined) {
  writeFileSync(join(benchDir, 'results/latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nwritten to bench/results/latest.json`);
} else {
  console.log(`\nBENCH_ONLY: bench/results/latest.json left as it was`);
}
