// The shape-cast section of `npm run bench` (alone: BENCH_ONLY=shapes): W8 a capsule cast
// against a triangle, W9 a capsule's contact with a triangle, W10 an oriented box cast
// against an oriented box — through Hitbook's object and `…Into` forms (as tsc built the
// package and as esbuild bundles it) and through Rapier's `Shape.castShape` /
// `Shape.contactShape` with reused shapes and result objects, on the same seeded cases.
// Prints the table, how often the two disagree on a hit and by how much in t, and writes
// bench/results/shapes-latest.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import RAPIER from '@dimforge/rapier3d-compat';
import { buildSync } from 'esbuild';
import * as q from '@hitbook/query';
import * as tscPasses from './passes.ts';
import type { Pass, ShapeCases } from './passes.ts';

const here = dirname(fileURLToPath(import.meta.url));
// Compiled to bench/.build/bench/shapes/run.js; the sources are three levels up.
const benchDir = resolve(here, '../../../../bench');
const bundlePath = resolve(benchDir, '.build/shape-passes.esbuild.js');
const N = Number(process.env.BENCH_SHAPE_CASES ?? 16_384);
const REPS = Number(process.env.BENCH_REPS_SHAPES ?? 11);
const WARMUP = 3;

/** Now, in ns of this process's CPU time (as the scene section; BENCH_CLOCK=wall for the wall clock). */
const clock =
  process.env.BENCH_CLOCK === 'wall'
    ? () => Number(process.hrtime.bigint())
    : () => {
        const u = process.cpuUsage();
        return (u.user + u.system) * 1000;
      };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** A seeded generator (mulberry32): the same cases every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------
// The cases.

type V = [number, number, number];
const rnd = random(0x5eed_0008);
const between = (lo: number, hi: number) => lo + (hi - lo) * rnd();
const unit = (): V => {
  for (;;) {
    const v: V = [between(-1, 1), between(-1, 1), between(-1, 1)];
    const l = Math.hypot(...v);
    if (l > 0.1 && l <= 1) return [v[0] / l, v[1] / l, v[2] / l];
  }
};
const cross = (a: V, b: V): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const sub = (a: V, b: V): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
/** A triangle in [-1, 1]³ that is not a sliver (area >= 0.05). */
function triangle(): [V, V, V] {
  for (;;) {
    const t: [V, V, V] = [0, 1, 2].map(() => [between(-1, 1), between(-1, 1), between(-1, 1)] as V) as [V, V, V];
    if (Math.hypot(...cross(sub(t[1], t[0]), sub(t[2], t[0]))) >= 0.1) return t;
  }
}
/** A uniformly random rotation (a normalized 4D Gaussian-ish draw), as x, y, z, w. */
function rotation(): [number, number, number, number] {
  for (;;) {
    const r: [number, number, number, number] = [between(-1, 1), between(-1, 1), between(-1, 1), between(-1, 1)];
    const l = Math.hypot(...r);
    if (l > 0.1 && l <= 1) return [r[0] / l, r[1] / l, r[2] / l, r[3] / l];
  }
}

function makeCases(n: number): ShapeCases {
  const cases: ShapeCases = {
    capsules: new Float64Array(7 * n),
    triangles: new Float64Array(9 * n),
    motions: new Float64Array(3 * n),
    contactCapsules: new Float64Array(7 * n),
    contactTriangles: new Float64Array(9 * n),
    boxes: new Float64Array(10 * n),
    boxMotions: new Float64Array(3 * n),
    targets: new Float64Array(10 * n),
  };
  for (let i = 0; i < n; i++) {
    // W8: a capsule 2.5 from the origin (never overlapping the triangle at the start),
    // moving 1.2 times the way to a point near the triangle: about half of them hit.
    const t = triangle();
    cases.triangles.set([...t[0], ...t[1], ...t[2]], 9 * i);
    const d = unit();
    const c0 = unit().map((x) => 2.5 * x) as V;
    const h = between(0, 0.4);
    const r = between(0.05, 0.3);
    cases.capsules.set(
      [c0[0] - h * d[0], c0[1] - h * d[1], c0[2] - h * d[2], c0[0] + h * d[0], c0[1] + h * d[1], c0[2] + h * d[2], r],
      7 * i,
    );
    const aim: V = [between(-0.7, 0.7), between(-0.7, 0.7), between(-0.7, 0.7)];
    cases.motions.set(
      sub(aim, c0).map((x) => 1.2 * x),
      3 * i,
    );
    // W9: a capsule about a point of the triangle, up to 0.6 off its plane: about half touch.
    const u = triangle();
    cases.contactTriangles.set([...u[0], ...u[1], ...u[2]], 9 * i);
    let wa = rnd();
    let wb = rnd();
    if (wa + wb > 1) [wa, wb] = [1 - wa, 1 - wb];
    const P = [0, 1, 2].map((k) => u[0][k]! + wa * (u[1][k]! - u[0][k]!) + wb * (u[2][k]! - u[0][k]!)) as V;
    const nrm = cross(sub(u[1], u[0]), sub(u[2], u[0]));
    const nl = Math.hypot(...nrm);
    const s = between(-0.3, 0.6);
    const C: V = [P[0] + (s * nrm[0]) / nl, P[1] + (s * nrm[1]) / nl, P[2] + (s * nrm[2]) / nl];
    const e = unit();
    const k = between(0, 0.4);
    const cr = between(0.05, 0.3);
    cases.contactCapsules.set(
      [C[0] - k * e[0], C[1] - k * e[1], C[2] - k * e[2], C[0] + k * e[0], C[1] + k * e[1], C[2] + k * e[2], cr],
      7 * i,
    );
    // W10: a box 3 from the origin moving toward a box about it: about half hit.
    const b0 = unit().map((x) => 3 * x) as V;
    cases.boxes.set([...b0, between(0.1, 0.5), between(0.1, 0.5), between(0.1, 0.5), ...rotation()], 10 * i);
    const baim: V = [between(-0.8, 0.8), between(-0.8, 0.8), between(-0.8, 0.8)];
    cases.boxMotions.set(
      sub(baim, b0).map((x) => 1.3 * x),
      3 * i,
    );
    cases.targets.set(
      [
        between(-0.2, 0.2),
        between(-0.2, 0.2),
        between(-0.2, 0.2),
        between(0.2, 1),
        between(0.2, 1),
        between(0.2, 1),
        ...rotation(),
      ],
      10 * i,
    );
  }
  return cases;
}

// ---------------------------------------------------------------------------------------
// Rapier: the same cases as its shapes, made once; each query reuses its result object.

type RVec = { x: number; y: number; z: number };
type RRot = RVec & { w: number };
const ZERO: RVec = { x: 0, y: 0, z: 0 };
const IDENTITY: RRot = { x: 0, y: 0, z: 0, w: 1 };

/** The rotation that turns Rapier's capsule axis (+y) onto the unit vector d. */
function yOnto(d: V): RRot {
  // q = (y × d, 1 + y·d), normalized; the half-turn about x when d = −y.
  const w = 1 + d[1];
  if (w < 1e-12) return { x: 1, y: 0, z: 0, w: 0 };
  const x = d[2];
  const z = -d[0];
  const l = Math.hypot(x, z, w);
  return { x: x / l, y: 0, z: z / l, w: w / l };
}

interface RapierCapsule {
  shape: RAPIER.Capsule;
  pos: RVec;
  rot: RRot;
}
function rapierCapsules(c: Float64Array): RapierCapsule[] {
  const out: RapierCapsule[] = [];
  for (let i = 0; i < c.length / 7; i++) {
    const A: V = [c[7 * i]!, c[7 * i + 1]!, c[7 * i + 2]!];
    const B: V = [c[7 * i + 3]!, c[7 * i + 4]!, c[7 * i + 5]!];
    const AB = sub(B, A);
    const len = Math.hypot(...AB);
    const d: V = len > 0 ? [AB[0] / len, AB[1] / len, AB[2] / len] : [0, 1, 0];
    out.push({
      shape: new RAPIER.Capsule(len / 2, c[7 * i + 6]!),
      pos: { x: (A[0] + B[0]) / 2, y: (A[1] + B[1]) / 2, z: (A[2] + B[2]) / 2 },
      rot: yOnto(d),
    });
  }
  return out;
}
function rapierTriangles(t: Float64Array): RAPIER.Triangle[] {
  const v = (i: number): RVec => ({ x: t[i]!, y: t[i + 1]!, z: t[i + 2]! });
  return Array.from({ length: t.length / 9 }, (_, i) => new RAPIER.Triangle(v(9 * i), v(9 * i + 3), v(9 * i + 6)));
}
function rapierBoxes(b: Float64Array): { shape: RAPIER.Cuboid; pos: RVec; rot: RRot }[] {
  return Array.from({ length: b.length / 10 }, (_, i) => ({
    shape: new RAPIER.Cuboid(b[10 * i + 3]!, b[10 * i + 4]!, b[10 * i + 5]!),
    pos: { x: b[10 * i]!, y: b[10 * i + 1]!, z: b[10 * i + 2]! },
    rot: { x: b[10 * i + 6]!, y: b[10 * i + 7]!, z: b[10 * i + 8]!, w: b[10 * i + 9]! },
  }));
}
const motionsOf = (m: Float64Array): RVec[] =>
  Array.from({ length: m.length / 3 }, (_, i) => ({ x: m[3 * i]!, y: m[3 * i + 1]!, z: m[3 * i + 2]! }));

/** Rapier's passes, and each case's t (−1 for none) for the comparison. */
function rapierPasses(cases: ShapeCases): Record<'W8' | 'W9' | 'W10', { pass: Pass; each: () => Float64Array }> {
  const caps = rapierCapsules(cases.capsules);
  const tris = rapierTriangles(cases.triangles);
  const motions = motionsOf(cases.motions);
  const ccaps = rapierCapsules(cases.contactCapsules);
  const ctris = rapierTriangles(cases.contactTriangles);
  const boxes = rapierBoxes(cases.boxes);
  const boxMotions = motionsOf(cases.boxMotions);
  const targets = rapierBoxes(cases.targets);
  const castHit = new RAPIER.ShapeCastHit(0, { ...ZERO }, { ...ZERO }, { ...ZERO }, { ...ZERO });
  const contact = new RAPIER.ShapeContact(0, { ...ZERO }, { ...ZERO }, { ...ZERO }, { ...ZERO });
  const w8 = (i: number) => {
    const c = caps[i]!;
    return c.shape.castShape(c.pos, c.rot, motions[i]!, tris[i]!, ZERO, IDENTITY, ZERO, 0, 1, true, castHit);
  };
  const w9 = (i: number) => {
    const c = ccaps[i]!;
    return c.shape.contactShape(c.pos, c.rot, ctris[i]!, ZERO, IDENTITY, 0, contact);
  };
  const w10 = (i: number) => {
    const b = boxes[i]!;
    const t = targets[i]!;
    return b.shape.castShape(b.pos, b.rot, boxMotions[i]!, t.shape, t.pos, t.rot, ZERO, 0, 1, true, castHit);
  };
  const castPass =
    (f: (i: number) => RAPIER.ShapeCastHit | null, n: number): Pass =>
    () => {
      let hits = 0;
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const h = f(i);
        if (h === null) continue;
        hits++;
        sum += h.time_of_impact + h.normal2.x;
      }
      return { hits, sum };
    };
  const eachCast = (f: (i: number) => RAPIER.ShapeCastHit | null, n: number) => () =>
    Float64Array.from({ length: n }, (_, i) => f(i)?.time_of_impact ?? -1);
  return {
    W8: { pass: castPass(w8, caps.length), each: eachCast(w8, caps.length) },
    W9: {
      pass: () => {
        let hits = 0;
        let sum = 0;
        for (let i = 0; i < ccaps.length; i++) {
          const h = w9(i);
          if (h === null || h.distance > 0) continue;
          hits++;
          sum += -h.distance + h.normal2.x;
        }
        return { hits, sum };
      },
      // The depth (−distance) where they touch or overlap.
      each: () =>
        Float64Array.from({ length: ccaps.length }, (_, i) => {
          const h = w9(i);
          return h === null || h.distance > 0 ? -1 : -h.distance;
        }),
    },
    W10: { pass: castPass(w10, boxes.length), each: eachCast(w10, boxes.length) },
  };
}

// ---------------------------------------------------------------------------------------

buildSync({
  entryPoints: [join(benchDir, 'shapes/passes.ts')],
  bundle: true,
  format: 'esm',
  minify: true,
  platform: 'browser',
  target: ['chrome107', 'edge107', 'firefox104', 'safari16'],
  outfile: bundlePath,
  logLevel: 'warning',
});
const bundled = (await import(pathToFileURL(bundlePath).href)) as typeof tscPasses;
await RAPIER.init();

const cases = makeCases(N);
const mine = tscPasses.shapePasses(cases);
const mineBundled = bundled.shapePasses(cases);
const theirs = rapierPasses(cases);

/** Hitbook's per-case t (W8, W10) or depth (W9), −1 for none: for the comparison with Rapier. */
function hitbookEach(id: 'W8' | 'W9' | 'W10'): Float64Array {
  const C = (a: Float64Array, i: number) => ({
    start: { x: a[7 * i]!, y: a[7 * i + 1]!, z: a[7 * i + 2]! },
    end: { x: a[7 * i + 3]!, y: a[7 * i + 4]!, z: a[7 * i + 5]! },
    radius: a[7 * i + 6]!,
  });
  const v = (a: Float64Array, i: number) => ({ x: a[i]!, y: a[i + 1]!, z: a[i + 2]! });
  const T = (a: Float64Array, i: number) => ({ a: v(a, 9 * i), b: v(a, 9 * i + 3), c: v(a, 9 * i + 6) });
  const X = (a: Float64Array, i: number) => ({
    center: v(a, 10 * i),
    halfSize: v(a, 10 * i + 3),
    rotation: { x: a[10 * i + 6]!, y: a[10 * i + 7]!, z: a[10 * i + 8]!, w: a[10 * i + 9]! },
  });
  return Float64Array.from({ length: N }, (_, i) => {
    if (id === 'W8')
      return q.capsuleCastTriangle(C(cases.capsules, i), v(cases.motions, 3 * i), T(cases.triangles, i))?.t ?? -1;
    if (id === 'W9')
      return q.capsuleContactTriangle(C(cases.contactCapsules, i), T(cases.contactTriangles, i))?.depth ?? -1;
    return q.boxCastOBB(X(cases.boxes, i), v(cases.boxMotions, 3 * i), X(cases.targets, i))?.t ?? -1;
  });
}

const WORKLOADS = [
  { id: 'W8', name: 'capsule cast vs triangle', quantity: 't' },
  { id: 'W9', name: 'capsule contact vs triangle', quantity: 'depth' },
  { id: 'W10', name: 'box cast vs box (oriented)', quantity: 't' },
] as const;
const LABELS = {
  object: 'Hitbook object API (tsc)',
  into: 'Hitbook …Into (tsc)',
  'object-esbuild': 'Hitbook object API (esbuild)',
  'into-esbuild': 'Hitbook …Into (esbuild)',
  rapier: `Rapier ${RAPIER.version()} Shape.castShape / contactShape`,
};
type Impl = keyof typeof LABELS;

interface Row {
  impl: Impl;
  label: string;
  ns: number;
  hits: number;
  vsRapier: number;
}
const results: {
  id: string;
  name: string;
  rows: Row[];
  agreement: {
    bothHit: number;
    onlyHitbook: number;
    onlyRapier: number;
    medianDiff: number;
    maxDiff: number;
    quantity: string;
  };
}[] = [];

for (const w of WORKLOADS) {
  const passes: { impl: Impl; pass: Pass }[] = [
    { impl: 'object', pass: mine[w.id].object },
    { impl: 'into', pass: mine[w.id].into },
    { impl: 'object-esbuild', pass: mineBundled[w.id].object },
    { impl: 'into-esbuild', pass: mineBundled[w.id].into },
    { impl: 'rapier', pass: theirs[w.id].pass },
  ];
  const times = passes.map(() => [] as number[]);
  const last = passes.map(() => ({ hits: 0, sum: 0 }));
  for (let round = -WARMUP; round < REPS; round++) {
    passes.forEach((p, k) => {
      const t0 = clock();
      last[k] = p.pass();
      const t1 = clock();
      if (round >= 0) times[k]!.push((t1 - t0) / N);
    });
  }
  const rapierNs = median(times[passes.length - 1]!);
  const rows = passes.map((p, k) => {
    const ns = median(times[k]!);
    return { impl: p.impl, label: LABELS[p.impl], ns, hits: last[k]!.hits, vsRapier: ns / rapierNs };
  });
  const a = hitbookEach(w.id);
  const b = theirs[w.id].each();
  const diffs: number[] = [];
  let onlyHitbook = 0;
  let onlyRapier = 0;
  for (let i = 0; i < N; i++) {
    if (a[i]! >= 0 && b[i]! >= 0) diffs.push(Math.abs(a[i]! - b[i]!));
    else if (a[i]! >= 0) onlyHitbook++;
    else if (b[i]! >= 0) onlyRapier++;
  }
  results.push({
    id: w.id,
    name: w.name,
    rows,
    agreement: {
      bothHit: diffs.length,
      onlyHitbook,
      onlyRapier,
      medianDiff: diffs.length ? median(diffs) : 0,
      maxDiff: diffs.length ? Math.max(...diffs) : 0,
      quantity: w.quantity,
    },
  });
}

// ---------------------------------------------------------------------------------------
// Output.

const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);
const labelWidth = Math.max(...Object.values(LABELS).map((l) => l.length));
console.log('');
console.log(
  `Shape casts and contacts: ${N.toLocaleString('en')} seeded cases per workload, ${WARMUP} warm-up + ${REPS} rounds, median ns/query (${process.env.BENCH_CLOCK === 'wall' ? 'wall clock' : 'CPU time'})`,
);
const head = `${pad('workload', 32)}  ${pad('implementation', labelWidth)}  ${lpad('ns/query', 9)}  ${lpad('×Rapier', 8)}  ${lpad('hits', 6)}`;
console.log(head);
console.log('-'.repeat(head.length));
for (const r of results) {
  for (const [k, row] of r.rows.entries()) {
    console.log(
      `${pad(k === 0 ? `${r.id} ${r.name}` : '', 32)}  ${pad(row.label, labelWidth)}  ${lpad(row.ns.toFixed(1), 9)}  ${lpad(row.vsRapier.toFixed(2), 8)}  ${lpad(String(row.hits), 6)}`,
    );
  }
  const g = r.agreement;
  console.log(
    `${pad('', 32)}  agreement: both ${g.bothHit}, only Hitbook ${g.onlyHitbook}, only Rapier ${g.onlyRapier}; |Δ${g.quantity}| median ${g.medianDiff.toExponential(1)}, max ${g.maxDiff.toExponential(1)}`,
  );
  console.log('');
}
const notes = [
  'Rapier: Shape.castShape (targetDistance 0, maxToi 1, stopAtPenetration) and Shape.contactShape (prediction 0) with its shapes made once and one result object reused; a contact counts when its distance is <= 0 (touching or overlapping).',
  'Rapier solves casts by conservative advancement on GJK distances (approximate, to its tolerance); Hitbook by exact case analysis. The agreement line compares the two answers case by case.',
  'Rapier capsules lie along +y: each is turned onto its segment by a quaternion made outside the timing.',
];
console.log('Notes:');
for (const n of notes) console.log(`  - ${n}`);
const targets = results.map((r) => {
  const into = r.rows.find((x) => x.impl === 'into')!.vsRapier;
  const object = r.rows.find((x) => x.impl === 'object')!.vsRapier;
  return { id: r.id, into, object, met: into <= 1 };
});
console.log('');
console.log('Targets (ratios from this run):');
for (const t of targets) {
  console.log(
    `  ${t.met ? 'met   ' : 'missed'}  ${t.id} …Into at or below Rapier: ${t.into.toFixed(2)}× (object API ${t.object.toFixed(2)}×)`,
  );
}
const json = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: cpus()[0]?.model ?? 'unknown',
  cases: N,
  reps: REPS,
  clock: process.env.BENCH_CLOCK === 'wall' ? 'wall' : 'cpu',
  workloads: results,
  targets,
  notes,
};
writeFileSync(join(benchDir, 'results/shapes-latest.json'), `${JSON.stringify(json, null, 2)}\n`);
console.log('\nwritten to bench/results/shapes-latest.json');
