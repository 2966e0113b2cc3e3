// The benchmark's workloads, generated from a seed so that every run, the C loop and the
// agreement test (packages/query/test/forms.test.ts) see exactly the same cases. W1…W7
// are each a set of independent queries with about half of them hits and, for the solids,
// a few (2 %) starting inside their target, in a scene of magnitude about 10; P1 is
// picking, one scene of many objects that most segments miss.

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
  /**
   * P1, picking: every one of P1_SEGMENTS segments from a camera through the scene against
   * every one of its P1_OBJECTS objects, spheres and boxes mixed (`kinds[k]` 0 for the next
   * sphere, 1 for the next box, in scene order); about 1 % of the tests hit.
   */
  p1: { segments: Float64Array; kinds: Uint8Array; spheres: Float64Array; boxes: Float64Array };
  /** W5, segment vs triangle: triangles as `[a, b, c]`, nine numbers each. */
  w5: { segments: Float64Array; triangles: Float64Array };
  /** W6, segment vs plane: planes as `[nx, ny, nz, constant]` (unit normals), four each. */
  w6: { segments: Float64Array; planes: Float64Array };
  /** W7, a sphere of radius CAST_RADIUS cast along the segment, vs a box. */
  w7: { segments: Float64Array; radius: number; boxes: Float64Array };
}

/** P1's scene: how many objects (about half spheres, half boxes). */
export const P1_OBJECTS = 250;
/** P1's segments, each tested against every object: 262 × 250 = 65,500 tests. */
export const P1_SEGMENTS = 262;

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
/** Generates the workloads: `n` cases each, and P1's fixed scene. */
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
  // The workloads added for issue 11 come after the first four, from the same stream, so
  // that W1…W4 keep their cases.

  // P1: a scene of magnitude about 10 seen from a camera about 60 away; each segment runs
  // 120 (the far distance) from the camera through a random point of the scene, as a
  // pick through a pixel does. Sizes are tuned for about 1 % hits, as camera picking has.
  const kinds = new Uint8Array(P1_OBJECTS);
  const pSpheres: number[] = [];
  const pBoxes: number[] = [];
  for (let k = 0; k < P1_OBJECTS; k++) {
    const C = [between(-12, 12), between(-12, 12), between(-12, 12)] as const;
    if (rnd() < 0.5) {
      kinds[k] = 0;
      pSpheres.push(C[0], C[1], C[2], between(0.5, 2));
    } else {
      kinds[k] = 1;
      const h = [between(0.4, 1.8), between(0.4, 1.8), between(0.4, 1.8)] as const;
      pBoxes.push(C[0] - h[0], C[1] - h[1], C[2] - h[2], C[0] + h[0], C[1] + h[1], C[2] + h[2]);
    }
  }
  const p1 = {
    segments: new Float64Array(6 * P1_SEGMENTS),
    kinds,
    spheres: new Float64Array(pSpheres),
    boxes: new Float64Array(pBoxes),
  };
  for (let i = 0; i < P1_SEGMENTS; i++) {
    unit();
    const A = [u[0]! * 60, u[1]! * 60, u[2]! * 60] as const;
    const P = [between(-12, 12), between(-12, 12), between(-12, 12)] as const;
    const d = [P[0] - A[0], P[1] - A[1], P[2] - A[2]] as const;
    const k = 120 / Math.hypot(d[0], d[1], d[2]);
    p1.segments.set([A[0], A[1], A[2], A[0] + d[0] * k, A[1] + d[1] * k, A[2] + d[2] * k], 6 * i);
  }

  // W5: a triangle inscribed in a sphere of radius 0.5…3 about a random center; the
  // segment starts outside that sphere and aims at a point of the triangle's plane, inside
  // the triangle or beyond an edge (a point of the triangle pushed out from its centroid
  // by up to 2.6×), stopping short of the plane or past it.
  const w5 = { segments: new Float64Array(6 * n), triangles: new Float64Array(9 * n) };
  for (let i = 0; i < n; i++) {
    const C = [between(-10, 10), between(-10, 10), between(-10, 10)] as const;
    const s = between(0.5, 3);
    const V: number[] = [];
    for (let k = 0; k < 3; k++) {
      unit();
      V.push(C[0] + u[0]! * s, C[1] + u[1]! * s, C[2] + u[2]! * s);
    }
    w5.triangles.set(V, 9 * i);
    let a = rnd();
    let b = rnd();
    if (a + b > 1) {
      a = 1 - a;
      b = 1 - b;
    }
    const g = between(0, 2.6);
    const P = [0, 1, 2].map((k) => {
      const centroid = (V[k]! + V[3 + k]! + V[6 + k]!) / 3;
      const Q = V[k]! + a * (V[3 + k]! - V[k]!) + b * (V[6 + k]! - V[k]!);
      return centroid + (Q - centroid) * g;
    });
    unit();
    const d = s * 1.8 + between(0, 8);
    const A = [C[0] + u[0]! * d, C[1] + u[1]! * d, C[2] + u[2]! * d];
    const k = between(0.9, 1.6);
    w5.segments.set([A[0]!, A[1]!, A[2]!, ...A.map((x, j) => x + (P[j]! - x) * k)], 6 * i);
  }

  // W6: a plane through a random point P0 with a random unit normal; the segment's ends
  // are each 0.5…10 from P0 in random directions, so about half cross the plane.
  const w6 = { segments: new Float64Array(6 * n), planes: new Float64Array(4 * n) };
  for (let i = 0; i < n; i++) {
    const P0 = [between(-10, 10), between(-10, 10), between(-10, 10)] as const;
    unit();
    const N = [u[0]!, u[1]!, u[2]!] as const;
    w6.planes.set([N[0], N[1], N[2], -(N[0] * P0[0] + N[1] * P0[1] + N[2] * P0[2])], 4 * i);
    const ends: number[] = [];
    for (let k = 0; k < 2; k++) {
      unit();
      const d = between(0.5, 10);
      ends.push(P0[0] + u[0]! * d, P0[1] + u[1]! * d, P0[2] + u[2]! * d);
    }
    w6.segments.set(ends, 6 * i);
  }

  // W7: the boxes of W2's kind, a sphere of radius CAST_RADIUS aimed at each as W3 aims.
  const w7 = { segments: new Float64Array(6 * n), radius: CAST_RADIUS, boxes: new Float64Array(6 * n) };
  for (let i = 0; i < n; i++) {
    const C = [between(-10, 10), between(-10, 10), between(-10, 10)] as const;
    const h = [between(0.5, 3), between(0.5, 3), between(0.5, 3)] as const;
    w7.boxes.set([C[0] - h[0], C[1] - h[1], C[2] - h[2], C[0] + h[0], C[1] + h[1], C[2] + h[2]], 6 * i);
    segment(w7.segments, i, C[0], C[1], C[2], (h[0] + h[1] + h[2]) / 3 + CAST_RADIUS, 1.6);
  }
  return { w1, w2, w3, w4, p1, w5, w6, w7 };
}
