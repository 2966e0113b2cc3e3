// Random scenes for the "write it yourself" exercises' solutions, independent of the checking
// engine's generators: small integer coordinates, so that touching, grazing, axis-parallel,
// on-the-surface and zero-length configurations come up often and are exact in doubles (the
// contract's "touching configurations that are exact must hit"), plus one bad argument in
// about one scene in eight.
import { vec3, type Vec3 } from '@hitbook/query';

type Rng = () => number;

const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
const point = (rng: Rng, r = 6): Vec3 => vec3(int(rng, -r, r), int(rng, -r, r), rng() < 0.4 ? 0 : int(rng, -r, r));

/** A value that breaks an argument, and the error class the contract gives it. */
const BAD_NUMBERS: readonly unknown[] = [NaN, Infinity, -Infinity, '1', undefined];
const badVector = (rng: Rng): unknown =>
  pick(rng, [
    undefined,
    null,
    [0, 0, 0],
    { x: 0, y: 0 },
    { x: pick(rng, BAD_NUMBERS), y: 0, z: 0 },
    { x: 1, y: pick(rng, BAD_NUMBERS), z: 2 },
  ]);

/** Replaces one argument (by index) with a bad value made by `bad`, one scene in eight. */
function maybeBreak(rng: Rng, args: unknown[], bad: ((rng: Rng) => unknown)[]): unknown[] {
  if (rng() >= 0.125) return args;
  const i = Math.floor(rng() * bad.length);
  const out = [...args];
  out[i] = (bad[i] as (rng: Rng) => unknown)(rng);
  return out;
}

/** A point of the sphere (S, r) with integer coordinates, from the (3, 4, 5) and (0, 0, 1) triples. */
function onSphere(rng: Rng, S: Vec3, r: number): Vec3 {
  // 3r/5 and 4r/5 are exact only for r a multiple of 5.
  const [a, b] = pick(
    rng,
    r % 5 === 0
      ? ([
          [0.6, 0.8],
          [0.8, 0.6],
          [1, 0],
          [0, 1],
        ] as const)
      : ([
          [1, 0],
          [0, 1],
        ] as const),
  );
  const sa = rng() < 0.5 ? -1 : 1;
  const sb = rng() < 0.5 ? -1 : 1;
  const plane = int(rng, 0, 2);
  const u = sa * a * r;
  const v = sb * b * r;
  return plane === 0
    ? vec3(S.x + u, S.y + v, S.z)
    : plane === 1
      ? vec3(S.x + u, S.y, S.z + v)
      : vec3(S.x, S.y + u, S.z + v);
}

const badSphere = (rng: Rng): unknown =>
  pick(rng, [
    undefined,
    { center: vec3(0, 0), radius: -1 },
    { center: vec3(0, 0), radius: pick(rng, BAD_NUMBERS) },
    { center: badVector(rng), radius: 1 },
    { radius: 1 },
  ]);

const badBox = (rng: Rng): unknown =>
  pick(rng, [
    undefined,
    { min: vec3(0, 3, 0), max: vec3(1, 1, 1) },
    { min: vec3(0, 0, 0), max: badVector(rng) },
    { min: badVector(rng), max: vec3(1, 1, 1) },
    { min: { x: Infinity, y: Infinity, z: Infinity }, max: { x: -Infinity, y: -Infinity, z: -Infinity } },
    { min: vec3(0, 0, 0) },
  ]);

const badPlane = (rng: Rng): unknown =>
  pick(rng, [
    undefined,
    { normal: vec3(0, 0, 0), constant: 1 },
    { normal: badVector(rng), constant: 0 },
    { normal: vec3(1, 2, 0), constant: pick(rng, BAD_NUMBERS) },
    { normal: vec3(1, 2, 0) },
  ]);

const badTriangle = (rng: Rng): unknown =>
  pick(rng, [
    undefined,
    { a: vec3(0, 0, 0), b: vec3(1, 0, 0) },
    { a: badVector(rng), b: vec3(1, 0, 0), c: vec3(0, 1, 0) },
    { a: vec3(0, 0, 0), b: vec3(1, 0, 0), c: badVector(rng) },
  ]);

function segmentNear(rng: Rng, target: Vec3, r: number): [Vec3, Vec3] {
  const A = rng() < 0.3 ? onSphere(rng, target, r) : point(rng);
  const B = rng() < 0.1 ? A : rng() < 0.3 ? onSphere(rng, target, r) : point(rng);
  return [A, B];
}

export const sceneMakers: Record<string, (rng: Rng) => unknown[]> = {
  raycastAxisPlane(rng) {
    const axis = pick(rng, ['x', 'y', 'z'] as const);
    const A = point(rng);
    const B = rng() < 0.15 ? { ...A, [axis]: A[axis] } : point(rng);
    if (rng() < 0.1) B.x = A.x + int(rng, -2, 2); // some parallel to x only
    const value = rng() < 0.25 ? A[axis] : rng() < 0.15 ? B[axis] : int(rng, -6, 6);
    return maybeBreak(
      rng,
      [A, B, axis, value],
      [badVector, badVector, (r) => pick(r, ['w', 'X', '', 0, undefined]), (r) => pick(r, BAD_NUMBERS)],
    );
  },
  raycastSphere(rng) {
    const S = point(rng, 4);
    const r = pick(rng, [0, 1, 2, 5, 5, 10]);
    const [A, B] = segmentNear(rng, S, r);
    return maybeBreak(rng, [A, B, { center: S, radius: r }], [badVector, badVector, badSphere]);
  },
  sphereCastSphere(rng) {
    const S = point(rng, 4);
    const r1 = pick(rng, [0, 1, 2, 3]);
    const r2 = pick(rng, [0, 2, 5, 7]);
    const [A, B] = segmentNear(rng, S, r1 + r2);
    return maybeBreak(
      rng,
      [A, B, r1, { center: S, radius: r2 }],
      [badVector, badVector, (r) => pick(r, [-1, ...BAD_NUMBERS]), badSphere],
    );
  },
  raycastAABB(rng) {
    const lo = point(rng, 3);
    const size = vec3(int(rng, 0, 4), int(rng, 0, 4), rng() < 0.3 ? 0 : int(rng, 0, 4));
    const hi = vec3(lo.x + size.x, lo.y + size.y, lo.z + size.z);
    const A =
      rng() < 0.3
        ? vec3(
            pick(rng, [lo.x, hi.x, int(rng, -5, 5)]),
            pick(rng, [lo.y, hi.y, int(rng, -5, 5)]),
            pick(rng, [lo.z, hi.z, int(rng, -5, 5)]),
          )
        : point(rng, 5);
    // Half the segments aim through a point P of the box (inside, on a face, an edge or a corner).
    const P = vec3(int(rng, lo.x, hi.x), int(rng, lo.y, hi.y), int(rng, lo.z, hi.z));
    const through = vec3(2 * P.x - A.x, 2 * P.y - A.y, 2 * P.z - A.z);
    const B =
      rng() < 0.1
        ? A
        : rng() < 0.5
          ? pick(rng, [P, through])
          : rng() < 0.3
            ? vec3(A.x, int(rng, -5, 5), rng() < 0.5 ? A.z : int(rng, -5, 5))
            : point(rng, 5);
    return maybeBreak(rng, [A, B, { min: lo, max: hi }], [badVector, badVector, badBox]);
  },
  closestPointOnAABB(rng) {
    const lo = point(rng, 3);
    const hi = vec3(lo.x + int(rng, 0, 4), lo.y + int(rng, 0, 4), lo.z + int(rng, 0, 4));
    const P = vec3(int(rng, -12, 12) / 2, int(rng, -12, 12) / 2, int(rng, -12, 12) / 2);
    return maybeBreak(rng, [P, { min: lo, max: hi }], [badVector, badBox]);
  },
  sphereIntersectsAABB(rng) {
    const lo = point(rng, 3);
    const hi = vec3(lo.x + int(rng, 0, 4), lo.y + int(rng, 0, 4), lo.z + int(rng, 0, 4));
    const S = vec3(lo.x + int(rng, -3, 7), lo.y + int(rng, -3, 7), lo.z + int(rng, -3, 7));
    return maybeBreak(
      rng,
      [
        { center: S, radius: int(rng, 0, 5) },
        { min: lo, max: hi },
      ],
      [badSphere, badBox],
    );
  },
  closestPointOnSegment(rng) {
    const A = point(rng);
    const B = rng() < 0.1 ? A : point(rng);
    return maybeBreak(rng, [point(rng, 8), A, B], [badVector, badVector, badVector]);
  },
  // raycast-plane: small integer normals and constants, an end on the plane or the segment
  // parallel to it often.
  raycastPlane(rng) {
    const n = point(rng, 3);
    if (n.x === 0 && n.y === 0 && n.z === 0) n.x = 1;
    const A = point(rng);
    // Parallel: B − A at right angles to n, (n × w) for an integer w.
    const w = point(rng, 2);
    const along = vec3(n.y * w.z - n.z * w.y, n.z * w.x - n.x * w.z, n.x * w.y - n.y * w.x);
    const B = rng() < 0.1 ? A : rng() < 0.15 ? vec3(A.x + along.x, A.y + along.y, A.z + along.z) : point(rng);
    const on = (P: Vec3) => -(n.x * P.x + n.y * P.y + n.z * P.z);
    const constant = rng() < 0.25 ? on(A) : rng() < 0.2 ? on(B) : int(rng, -10, 10);
    return maybeBreak(rng, [A, B, { normal: n, constant }], [badVector, badVector, badPlane]);
  },
  // raycast-triangle: small integer corners (sometimes on a line), and segments aimed through a
  // vertex, an edge's midpoint or an inner point (weights in quarters, so that doubles compute
  // every volume exactly), starting or ending there, or anywhere.
  raycastTriangle(rng) {
    const a = point(rng, 4);
    const b = point(rng, 4);
    const c = rng() < 0.1 ? vec3(2 * b.x - a.x, 2 * b.y - a.y, 2 * b.z - a.z) : point(rng, 4);
    const [wa, wb, wc] = pick(rng, [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [0.5, 0.5, 0],
      [0, 0.5, 0.5],
      [0.25, 0.25, 0.5],
      [0.5, 0.25, 0.25],
    ] as const);
    const P = vec3(wa * a.x + wb * b.x + wc * c.x, wa * a.y + wb * b.y + wc * c.y, wa * a.z + wb * b.z + wc * c.z);
    const A = rng() < 0.15 ? P : point(rng, 6);
    const B =
      rng() < 0.1 ? A : rng() < 0.5 ? pick(rng, [P, vec3(2 * P.x - A.x, 2 * P.y - A.y, 2 * P.z - A.z)]) : point(rng, 6);
    return maybeBreak(rng, [A, B, { a, b, c }], [badVector, badVector, badTriangle]);
  },
  // closest-point-triangle: small integer corners (sometimes on a line, or all at one point) and
  // points in halves, so that every region and its borders come up.
  closestPointOnTriangle(rng) {
    const a = point(rng, 4);
    const b = rng() < 0.05 ? a : point(rng, 4);
    const c = rng() < 0.1 ? vec3(2 * b.x - a.x, 2 * b.y - a.y, 2 * b.z - a.z) : rng() < 0.05 ? a : point(rng, 4);
    const P = vec3(int(rng, -16, 16) / 2, int(rng, -16, 16) / 2, rng() < 0.4 ? a.z : int(rng, -16, 16) / 2);
    return maybeBreak(rng, [P, { a, b, c }], [badVector, badTriangle]);
  },
  // capsules: two segments of small integer ends, often parallel (the second a shift of the
  // first), crossing, or of zero length.
  closestPointsBetweenSegments(rng) {
    const p1 = point(rng);
    const q1 = rng() < 0.1 ? p1 : point(rng);
    const shift = point(rng, 3);
    const parallel = rng() < 0.25;
    const p2 = parallel ? vec3(p1.x + shift.x, p1.y + shift.y, p1.z + shift.z) : point(rng);
    const k = int(rng, -2, 2);
    const q2 = parallel
      ? vec3(p2.x + k * (q1.x - p1.x), p2.y + k * (q1.y - p1.y), p2.z + k * (q1.z - p1.z))
      : rng() < 0.1
        ? p2
        : point(rng);
    return maybeBreak(rng, [p1, q1, p2, q2], [badVector, badVector, badVector, badVector]);
  },
  rayEnd(rng) {
    const d = rng() < 0.05 ? vec3(0, 0, 0) : point(rng, 3);
    return maybeBreak(
      rng,
      [point(rng), d, int(rng, 0, 20)],
      [badVector, badVector, (r) => pick(r, [-1, ...BAD_NUMBERS])],
    );
  },
  // sphereCastTriangle: triangles flat in z = k (half of them), in space, or degenerate; balls
  // that start touching a vertex or (over a flat triangle) the face, with motions that head in,
  // slide along or lift off.
  sphereCastTriangle(rng) {
    const a = point(rng, 4);
    let b = point(rng, 4);
    let c = point(rng, 4);
    const kind = rng();
    if (kind < 0.5) {
      b = vec3(b.x, b.y, a.z);
      c = vec3(c.x, c.y, a.z);
    } else if (kind < 0.6) {
      c = vec3(2 * b.x - a.x, 2 * b.y - a.y, 2 * b.z - a.z); // a, b, c on a line
    }
    const r = pick(rng, [0, 0.5, 1, 1, 2]);
    const touch = pick(rng, [a, b, c, vec3((a.x + b.x) / 2, (a.y + b.y) / 2, a.z)]);
    const A =
      rng() < 0.35
        ? vec3(touch.x, touch.y, touch.z + pick(rng, [r, -r]))
        : rng() < 0.2
          ? vec3(touch.x + r, touch.y, touch.z)
          : point(rng);
    const step = vec3(int(rng, -2, 2), int(rng, -2, 2), int(rng, -3, 1));
    const B = rng() < 0.08 ? A : rng() < 0.5 ? vec3(A.x + step.x, A.y + step.y, A.z + step.z) : point(rng);
    const badTriangle = (r2: Rng): unknown =>
      pick(r2, [undefined, { a, b }, { a, b, c: badVector(r2) }, { a: badVector(r2), b, c }]);
    return maybeBreak(
      rng,
      [A, B, r, { a, b, c }],
      [badVector, badVector, (r2) => pick(r2, [-1, ...BAD_NUMBERS]), badTriangle],
    );
  },
};

// ---- oriented boxes: scenes built in the box's frame, as raycastAABB's are, then carried
// into the world by a turn whose arithmetic is exact (quarter and third turns written with 0
// and ±1, half turns), so that a segment built to touch a face still touches it exactly.

const EXACT_TURNS = [
  { x: 0, y: 0, z: 0, w: 1 },
  { x: 0, y: 0, z: 1, w: 1 },
  { x: 0, y: 0, z: -1, w: 1 },
  { x: 1, y: 0, z: 0, w: 1 },
  { x: 0, y: 1, z: 0, w: 1 },
  { x: 1, y: 1, z: 1, w: 1 },
  { x: 0, y: 0, z: 1, w: 0 },
  { x: 0, y: 0, z: 2, w: 2 },
] as const;

type Quat = (typeof EXACT_TURNS)[number];

/** p turned by q/|q| (exact for EXACT_TURNS and integer p). */
function turnBy(q: Quat, p: Vec3): Vec3 {
  const k = 2 / (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w);
  const t = vec3(k * (q.y * p.z - q.z * p.y), k * (q.z * p.x - q.x * p.z), k * (q.x * p.y - q.y * p.x));
  return vec3(
    p.x + q.w * t.x + (q.y * t.z - q.z * t.y),
    p.y + q.w * t.y + (q.z * t.x - q.x * t.z),
    p.z + q.w * t.z + (q.x * t.y - q.y * t.x),
  );
}

/** A segment in a box's frame against the box [−h, h]: from its surface or anywhere, often through a point of it. */
function frameSegment(rng: Rng, h: Vec3): [Vec3, Vec3] {
  const on = (k: 'x' | 'y' | 'z') => pick(rng, [-h[k], h[k], int(rng, -5, 5)]);
  const A = rng() < 0.3 ? vec3(on('x'), on('y'), on('z')) : point(rng, 5);
  const P = vec3(int(rng, -h.x, h.x), int(rng, -h.y, h.y), int(rng, -h.z, h.z));
  const B =
    rng() < 0.1
      ? A
      : rng() < 0.5
        ? pick(rng, [P, vec3(2 * P.x - A.x, 2 * P.y - A.y, 2 * P.z - A.z)])
        : rng() < 0.3
          ? vec3(A.x, int(rng, -5, 5), rng() < 0.5 ? A.z : int(rng, -5, 5))
          : point(rng, 5);
  return [A, B];
}

const badOBB = (rng: Rng): unknown =>
  pick(rng, [
    undefined,
    { center: vec3(0, 0), halfSize: vec3(1, -1, 1), rotation: { x: 0, y: 0, z: 0, w: 1 } },
    { center: vec3(0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 0 } },
    { center: vec3(0, 0), halfSize: vec3(1, 1, 1), rotation: { elements: [1, 0, 0, 0, 1, 0, 0, 0, 1] } },
    { center: vec3(0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0.5, order: 'XYZ' } },
    { center: vec3(0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: pick(rng, BAD_NUMBERS), w: 1 } },
    { center: badVector(rng), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 1 } },
    { center: vec3(0, 0), halfSize: badVector(rng), rotation: { x: 0, y: 0, z: 0, w: 1 } },
    { center: vec3(0, 0), halfSize: vec3(1, 1, 1) },
  ]);

sceneMakers.raycastOBB = (rng) => {
  const rotation = pick(rng, EXACT_TURNS);
  const c = point(rng, 3);
  const h = vec3(int(rng, 0, 3), int(rng, 0, 3), rng() < 0.3 ? 0 : int(rng, 1, 3));
  const [A1, B1] = frameSegment(rng, h);
  const world = (p: Vec3): Vec3 => {
    const r = turnBy(rotation, p);
    return vec3(c.x + r.x, c.y + r.y, c.z + r.z);
  };
  return maybeBreak(rng, [world(A1), world(B1), { center: c, halfSize: h, rotation }], [badVector, badVector, badOBB]);
};

// ---- sphere casts to a box: integer boxes and radii, starts often exactly touching a face,
// an edge or a corner (offsets (3, 4) for r = 5 keep an edge or corner touch exact), paths
// through the box, sliding along it, or anywhere.

const badRadius = (rng: Rng): unknown => pick(rng, [-1, ...BAD_NUMBERS]);

sceneMakers.sphereCastAABB = (rng) => {
  const lo = point(rng, 3);
  const hi = vec3(lo.x + int(rng, 0, 4), lo.y + int(rng, 0, 4), rng() < 0.3 ? lo.z : lo.z + int(rng, 0, 4));
  const r = pick(rng, [0, 1, 2, 5, 5]);
  // A point of the box's surface, and a start r out from it: across a face, or off an edge with (3, 4).
  const P = vec3(pick(rng, [lo.x, hi.x]), int(rng, lo.y, hi.y), int(rng, lo.z, hi.z));
  const out = P.x === lo.x ? -1 : 1;
  const A =
    rng() < 0.35
      ? r === 5 && rng() < 0.5
        ? vec3(P.x + out * 3, P.y === lo.y || P.y === hi.y ? P.y + (P.y === lo.y ? -4 : 4) : P.y, P.z)
        : vec3(P.x + out * r, P.y, P.z)
      : point(rng, 8);
  const Q = vec3(int(rng, lo.x, hi.x), int(rng, lo.y, hi.y), int(rng, lo.z, hi.z));
  const B =
    rng() < 0.1
      ? A
      : rng() < 0.45
        ? pick(rng, [Q, vec3(2 * Q.x - A.x, 2 * Q.y - A.y, 2 * Q.z - A.z)])
        : rng() < 0.3
          ? vec3(A.x, int(rng, -8, 8), rng() < 0.5 ? A.z : int(rng, -8, 8))
          : point(rng, 8);
  return maybeBreak(rng, [A, B, r, { min: lo, max: hi }], [badVector, badVector, badRadius, badBox]);
};
