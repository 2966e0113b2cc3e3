// The character section of `npm run bench` (alone: BENCH_ONLY=character): one scripted walk
// over a 105,800-triangle level with props (stairs, a walkable ramp and a steep one, a
// corridor of 5 cm walls, a moving platform) through @hitbook/character's
// CharacterController and Rapier's KinematicCharacterController, the same motions on the
// same geometry. It prints µs per move and what one checker of the bench's own counts for
// each: tunnels (a frame that ends overlapping a shape, or past a corridor wall), stuck
// frames (on open floor, less than half the motion asked for made) and jitter (on open
// flat floor, the height changing from one frame to the next). Writes
// bench/results/character-latest.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import RAPIER from '@dimforge/rapier3d-compat';
import { CharacterController, createMoveResult } from '@hitbook/character';
import { Scene } from '@hitbook/query';
import { segmentShapeDistance } from '../../packages/character/test/support/checker.ts';
import type { Shape, V } from '../../packages/character/test/support/checker.ts';
import { HEIGHT, makeLevel, makeWalk, MAX_SLOPE, RADIUS, SNAP, START, STEP } from './level.ts';
import type { Frame, Level } from './level.ts';

const here = dirname(fileURLToPath(import.meta.url));
// Compiled to bench/.build/bench/character/run.js; the sources are three levels up.
const benchDir = resolve(here, '../../../../bench');
const RUNS = Number(process.env.BENCH_REPS_CHARACTER ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const now = () => Number(process.hrtime.bigint());

const level = makeLevel();
const walk = makeWalk();
const triangles = level.indices.length / 3;

/** The feet of the character at the end of each frame, and the ns each move took. */
interface Trace {
  feet: Float64Array;
  ns: number[];
}

// ---------------------------------------------------------------------------------------
// Hitbook.

function hitbookRun(): Trace {
  const scene = new Scene();
  scene.addMesh(level.positions, level.indices);
  for (const b of level.boxes) scene.addAABB({ min: vec(b.min), max: vec(b.max) });
  const platform = scene.addAABB({ min: vec(level.platform.min), max: vec(level.platform.max) });
  const controller = new CharacterController(scene, {
    radius: RADIUS,
    height: HEIGHT,
    stepHeight: STEP,
    snapDistance: SNAP,
    maxSlope: MAX_SLOPE,
  });
  const out = createMoveResult();
  // The scene builds its trees at its first query: done here, as a game loads its level, so
  // that the first timed move does not pay for it (Rapier's world.step builds its own, untimed).
  controller.move({ x: START[0], y: START[1], z: START[2] }, { x: 0, y: 0, z: 0 });
  const matrix = new Float64Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  const motion = { x: 0, y: 0, z: 0 };
  const p = { x: START[0], y: START[1], z: START[2] };
  const feet = new Float64Array(3 * walk.length);
  const ns: number[] = [];
  walk.forEach((f, k) => {
    matrix[13] = level.platformY(k);
    scene.setMatrix(platform, matrix);
    motion.x = f.motion[0];
    motion.y = f.motion[1];
    motion.z = f.motion[2];
    const t0 = now();
    controller.move(p, motion, out);
    ns.push(now() - t0);
    p.x = out.position.x;
    p.y = out.position.y;
    p.z = out.position.z;
    feet.set([p.x, p.y, p.z], 3 * k);
  });
  return { feet, ns };
}

// ---------------------------------------------------------------------------------------
// Rapier: a fixed trimesh, fixed cuboids, a kinematic platform and a kinematic capsule
// moved by its KinematicCharacterController (offset 1 cm, autostep, snap, slope limits).

function rapierRun(): Trace {
  const world = new RAPIER.World({ x: 0, y: -9.81, z: 0 });
  world.createCollider(RAPIER.ColliderDesc.trimesh(level.positions, level.indices));
  for (const b of level.boxes) world.createCollider(cuboid(b.min, b.max));
  const pb = level.platform;
  const platform = world.createRigidBody(RAPIER.RigidBodyDesc.kinematicPositionBased());
  world.createCollider(cuboid(pb.min, pb.max), platform);
  const half = HEIGHT / 2;
  const body = world.createRigidBody(
    RAPIER.RigidBodyDesc.kinematicPositionBased().setTranslation(START[0], START[1] + half, START[2]),
  );
  const collider = world.createCollider(RAPIER.ColliderDesc.capsule(half - RADIUS, RADIUS), body);
  const controller = world.createCharacterController(0.01);
  controller.enableAutostep(STEP, 0.2, false);
  controller.enableSnapToGround(SNAP);
  controller.setMaxSlopeClimbAngle(MAX_SLOPE);
  controller.setMinSlopeSlideAngle(MAX_SLOPE);
  const feet = new Float64Array(3 * walk.length);
  const ns: number[] = [];
  const motion = { x: 0, y: 0, z: 0 };
  let c = { x: START[0], y: START[1] + half, z: START[2] };
  walk.forEach((f, k) => {
    platform.setNextKinematicTranslation({ x: 0, y: level.platformY(k), z: 0 });
    body.setNextKinematicTranslation(c);
    world.step();
    motion.x = f.motion[0];
    motion.y = f.motion[1];
    motion.z = f.motion[2];
    const t0 = now();
    controller.computeColliderMovement(collider, motion);
    const m = controller.computedMovement();
    ns.push(now() - t0);
    c = { x: c.x + m.x, y: c.y + m.y, z: c.z + m.z };
    feet.set([c.x, c.y - half, c.z], 3 * k);
  });
  world.free();
  return { feet, ns };
}

function cuboid(min: [number, number, number], max: [number, number, number]): RAPIER.ColliderDesc {
  return RAPIER.ColliderDesc.cuboid((max[0] - min[0]) / 2, (max[1] - min[1]) / 2, (max[2] - min[2]) / 2).setTranslation(
    (max[0] + min[0]) / 2,
    (max[1] + min[1]) / 2,
    (max[2] + min[2]) / 2,
  );
}

const vec = (a: [number, number, number]): V => ({ x: a[0], y: a[1], z: a[2] });

// ---------------------------------------------------------------------------------------
// The checker: the same for every controller, with its own distances (never a library's).

/** The shapes near feet p at frame k: the terrain's triangles around it, every prop. */
function near(p: V, k: number, L: Level): Shape[] {
  const out: Shape[] = [];
  const v = (i: number): V => ({ x: L.positions[3 * i]!, y: L.positions[3 * i + 1]!, z: L.positions[3 * i + 2]! });
  const tri = (t: number) => {
    out.push({ kind: 'triangle', a: v(L.indices[3 * t]!), b: v(L.indices[3 * t + 1]!), c: v(L.indices[3 * t + 2]!) });
  };
  const ci = Math.floor(p.x + 115);
  const cj = Math.floor(p.z + 115);
  for (let i = ci - 1; i <= ci + 1; i++) {
    for (let j = cj - 1; j <= cj + 1; j++) {
      if (i < 0 || j < 0 || i >= 230 || j >= 230) continue;
      tri(2 * (i * 230 + j));
      tri(2 * (i * 230 + j) + 1);
    }
  }
  for (let t = 2 * 230 * 230; t < triangles; t++) tri(t);
  for (const b of L.boxes) out.push({ kind: 'box', min: vec(b.min), max: vec(b.max) });
  const y = L.platformY(k);
  out.push({
    kind: 'box',
    min: { x: L.platform.min[0], y: L.platform.min[1] + y, z: L.platform.min[2] },
    max: { x: L.platform.max[0], y: L.platform.max[1] + y, z: L.platform.max[2] },
  });
  return out;
}

interface Counts {
  tunnels: number;
  stuck: number;
  jitter: number;
  deepest: number;
}

function check(trace: Trace, frames: Frame[], tolerance: number): Counts {
  const counts: Counts = { tunnels: 0, stuck: 0, jitter: 0, deepest: 0 };
  const { corridor } = level;
  let prev: V = vec(START);
  frames.forEach((f, k) => {
    const p: V = { x: trace.feet[3 * k]!, y: trace.feet[3 * k + 1]!, z: trace.feet[3 * k + 2]! };
    const a = { x: p.x, y: p.y + RADIUS, z: p.z };
    const b = { x: p.x, y: p.y + HEIGHT - RADIUS, z: p.z };
    let depth = -Infinity;
    for (const s of near(p, k, level)) depth = Math.max(depth, RADIUS - segmentShapeDistance(a, b, s));
    counts.deepest = Math.max(counts.deepest, depth);
    const crossed =
      p.x > corridor.x0 && p.x < corridor.x1 && Math.abs(prev.z) < corridor.wallZ !== Math.abs(p.z) < corridor.wallZ;
    if (depth > tolerance || crossed) counts.tunnels++;
    if (f.open) {
      const asked = Math.hypot(f.motion[0], f.motion[2]);
      const made = Math.hypot(p.x - prev.x, p.z - prev.z);
      if (made < 0.5 * asked) counts.stuck++;
      if (k > 0 && frames[k - 1]!.open && p.y !== prev.y) counts.jitter++;
    }
    prev = p;
  });
  return counts;
}

// ---------------------------------------------------------------------------------------

await RAPIER.init();
const impls = [
  { id: 'hitbook', label: '@hitbook/character CharacterController.move', run: hitbookRun, tolerance: 1e-9 * 115 },
  {
    id: 'rapier',
    label: `Rapier ${RAPIER.version()} KinematicCharacterController (offset 1 cm)`,
    run: rapierRun,
    tolerance: 1e-6,
  },
];
const rows = impls.map((impl) => {
  const totals: number[] = [];
  let last: Trace | null = null;
  for (let r = 0; r < RUNS + 1; r++) {
    const trace = impl.run();
    if (r > 0) totals.push(trace.ns.reduce((s, x) => s + x, 0)); // the first run warms up
    last = trace;
  }
  const counts = check(last!, walk, impl.tolerance);
  return { id: impl.id, label: impl.label, usPerMove: median(totals) / walk.length / 1000, ...counts };
});
const rapier = rows.find((r) => r.id === 'rapier')!;

console.log('');
console.log(
  `Character controllers: one scripted walk of ${walk.length.toLocaleString('en')} moves on a ${triangles.toLocaleString('en')}-triangle level with ${level.boxes.length + 1} boxes, median of ${RUNS} runs (wall clock per move)`,
);
const labelWidth = Math.max(...rows.map((r) => r.label.length));
const head = `${'controller'.padEnd(labelWidth)}  ${'µs/move'.padStart(8)}  ${'×Rapier'.padStart(7)}  ${'tunnels'.padStart(7)}  ${'stuck'.padStart(5)}  ${'jitter'.padStart(6)}  ${'deepest overlap'.padStart(15)}`;
console.log(head);
console.log('-'.repeat(head.length));
for (const r of rows) {
  console.log(
    `${r.label.padEnd(labelWidth)}  ${r.usPerMove.toFixed(2).padStart(8)}  ${(r.usPerMove / rapier.usPerMove).toFixed(2).padStart(7)}  ${String(r.tunnels).padStart(7)}  ${String(r.stuck).padStart(5)}  ${String(r.jitter).padStart(6)}  ${r.deepest.toExponential(2).padStart(15)}`,
  );
}
const notes = [
  'The same motions every frame for both (no feedback from position to input): 4 m/s, gravity as a constant 5 cm fall a frame, 60 frames a second.',
  'tunnels: frames that end with the capsule overlapping a shape by more than the tolerance (1e-9·S for Hitbook, as its contract states; 1e-6 for Rapier, which keeps a 1 cm offset) or past a 5 cm corridor wall; stuck: frames on open floor making less than half the horizontal motion asked; jitter: frames on open flat floor whose height differs from the frame before.',
  'Rapier: one world.step() a frame moves its platform and character bodies (not timed); computeColliderMovement and computedMovement are timed. Hitbook: setMatrix moves the platform (not timed); move is timed.',
];
console.log('Notes:');
for (const n of notes) console.log(`  - ${n}`);
const hitbook = rows.find((r) => r.id === 'hitbook')!;
const ratio = hitbook.usPerMove / rapier.usPerMove;
const met = ratio <= 0.5 && hitbook.tunnels === 0 && hitbook.stuck === 0 && hitbook.jitter === 0;
console.log('');
console.log(
  `Target: ${met ? 'met' : 'missed'} — at or below 0.5× Rapier's time (${ratio.toFixed(2)}×) with 0 tunnels, stuck frames and jitter (${hitbook.tunnels}, ${hitbook.stuck}, ${hitbook.jitter}).`,
);
writeFileSync(
  join(benchDir, 'results/character-latest.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model ?? 'unknown', moves: walk.length, triangles, runs: RUNS, rows, notes, target: { ratio, met } }, null, 2)}\n`,
);
console.log('\nwritten to bench/results/character-latest.json');
