// The benchmark's four workloads, generated from a seed so that every run, the C loop and
// the agreement test (packages/query/test/forms.test.ts) see exactly the same cases.
// Each is a set of independent queries with about half of them hits and a few (2 %)
// starting inside their target, in a scene of magnitude about 10.

/** The number of queries per workload. */
export const CASES = 65_536;
/** The seed of the generator: change it and every figure changes a little. */
export const SEED = 0x5eed;
/** The radius of the moving sphere in W3. */
export const CAST_RADIUS = 0.5;

/** Segments are `[Ax, Ay, Az, Bx, By, Bz]`, spheres `[cx, cy, cz, r]`, boxes `[min, max]`. */
export interface Workloads {
  /** W1, segment vs sphere: one segment and one sphere per case. */
  w1: { segments: Float64Array; spheres: Float64Array };
  /** W2, segment vs AABB. */
  w2: { segments: Float64Array; boxes: Float64Array };
  /** W3, a sphere of radius CAST_RADIUS cast along the segment, vs a target sphere. */
  w3: { segments: Float64Array; radius: number; targets: Float64Array };
  /** W4, sphere vs AABB overlap. */
  w4: { spheres: Float64Array; boxes: Float64Array };
}

/** mulberry32: a small, fast, well-mixed 32-bit generator; floats in [0, 1). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How widely sphere segments aim: 1.3 gives about half hits. */
const SPHERE_SPREAD = 1.3;
/** Generates the four workloads of `n` cases each. */
export function makeWorkloads(n: number = CASES, seed: number = SEED): Workloads {
  const rnd = random(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  // A uniformly random unit vector (Marsaglia), written into u.
  const u = [0, 0, 0];
  const unit = () => {
    for (;;) {
      const x = between(-1, 1);
      const y = between(-1, 1);
      const s = x * x + y * y;
      if (s >= 1 || s === 0) continue;
      const k = 2 * Math.sqrt(1 - s);
      u[0] = x * k;
      u[1] = y * k;
      u[2] = 1 - 2 * s;
      return;
    }
  };

  /**
   * A segment towards a target of "radius" `reach` around `C` (its half-size for a box):
   * it starts outside (or, 2 % of the time, near the center, inside), aims at a point
   * within `spread`·reach of `C`, and stops short of or beyond it. About half reach the
   * target (`spread` is tuned per shape for that).
   */
  const segment = (out: Float64Array, i: number, Cx: number, Cy: number, Cz: number, reach: number, spread: number) => {
    let Ax: number, Ay: number, Az: number;
    unit();
    if (rnd() < 0.02) {
      const d = between(0, 0.3) * reach;
      Ax = Cx + u[0]! * d;
      Ay = Cy + u[1]! * d;
      Az = Cz + u[2]! * d;
    } else {
      const d = reach * 1.8 + between(0, 8);
      Ax = Cx + u[0]! * d;
      Ay = Cy + u[1]! * d;
      Az = Cz + u[2]! * d;
    }
    unit();
    const aim = spread * reach * Math.cbrt(rnd());
    const Px = Cx + u[0]! * aim;
    const Py = Cy + u[1]! * aim;
    const Pz = Cz + u[2]! * aim;
    const k = between(0.35, 1.6);
    out.set([Ax, Ay, Az, Ax + (Px - Ax) * k, Ay + (Py - Ay) * k, Az + (Pz - Az) * k], 6 * i);
  };

  const w1 = { segments: new Float64Array(6 * n), spheres: new Float64Array(4 * n) };
  for (let i = 0; i < n; i++) {
    const S = [between(-10, 10), between(-10, 10), between(-10, 10), between(0.5, 3)] as const;
    w1.spheres.set(S, 4 * i);
    segment(w1.segments, i, S[0], S[1], S[2], S[3], SPHERE_SPREAD);
  }

  const w2 = { segments: new Float64Array(6 * n), boxes: new Float64Array(6 * n) };
  for (let i = 0; i < n; i++) {
    const C = [between(-10, 10), between(-10, 10), between(-10, 10)] as const;
    const h = [between(0.5, 3), between(0.5, 3), between(0.5, 3)] as const;
    w2.boxes.set([C[0] - h[0], C[1] - h[1], C[2] - h[2], C[0] + h[0], C[1] + h[1], C[2] + h[2]], 6 * i);
    segment(w2.segments, i, C[0], C[1], C[2], (h[0] + h[1] + h[2]) / 3, 1.6);
  }

  const w3 = { segments: new Float64Array(6 * n), radius: CAST_RADIUS, targets: new Float64Array(4 * n) };
  for (let i = 0; i < n; i++) {
    const S = [between(-10, 10), between(-10, 10), between(-10, 10), between(0.5, 3)] as const;
    w3.targets.set(S, 4 * i);
    segment(w3.segments, i, S[0], S[1], S[2], S[3] + CAST_RADIUS, SPHERE_SPREAD);
  }

  const w4 = { spheres: new Float64Array(4 * n), boxes: new Float64Array(6 * n) };
  for (let i = 0; i < n; i++) {
    const C = [between(-10, 10), between(-10, 10), between(-10, 10)] as const;
    const h = [between(0.5, 3), between(0.5, 3), between(0.5, 3)] as const;
    w4.boxes.set([C[0] - h[0], C[1] - h[1], C[2] - h[2], C[0] + h[0], C[1] + h[1], C[2] + h[2]], 6 * i);
    const r = between(0.25, 2);
    // The center in the box grown by 1.5 r on every side: inside (about 2 % at the
    // core), near a face, an edge or a corner, or clear of it.
    const inside = rnd() < 0.02;
    const grow = inside ? 0 : 1.5 * r;
    w4.spheres.set(
      [
        C[0] + between(-1, 1) * (h[0] + grow),
        C[1] + between(-1, 1) * (h[1] + grow),
        C[2] + between(-1, 1) * (h[2] + grow),
        r,
      ],
      4 * i,
    );
  }
  return { w1, w2, w3, w4 };
}
