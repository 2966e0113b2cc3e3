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
};
