// Scenes and checks for the invariants a collide-and-slide controller relies on: a cast
// restarted from the library's own hit (hit.center, or hit.point for a raycast), or from a
// push-out by a contact, must be judged ON the surface, not a rounding error inside or
// outside it. Each check returns null when the invariant holds, else what went wrong, so
// that a property test can assert it and a count can be taken of the failures.
import fc from 'fast-check';
import {
  raycastAABB,
  raycastCapsule,
  raycastOBB,
  raycastPlane,
  raycastSphere,
  raycastTriangle,
  sphereCastAABB,
  sphereCastCapsule,
  sphereCastPlane,
  sphereCastSphere,
  sphereCastTriangle,
  sphereContactAABB,
  sphereContactCapsule,
  sphereContactSphere,
  sphereContactTriangle,
} from '../../src/index.ts';
import type {
  AABB,
  Capsule,
  Contact,
  OBB,
  Plane,
  RaycastHit,
  Sphere,
  SphereCastHit,
  Triangle,
  Vec3,
} from '../../src/index.ts';

const add = (a: Vec3, b: Vec3, k = 1): Vec3 => ({ x: a.x + k * b.x, y: a.y + k * b.y, z: a.z + k * b.z });
const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
const len = (a: Vec3): number => Math.hypot(a.x, a.y, a.z);

/** A shape the restart checks can cast a sphere (or, radius 0, a ray) against. */
export interface CastTarget {
  /** Sphere cast of `radius` from `A` to `B`; null on a miss. */
  cast(A: Vec3, B: Vec3, radius: number): SphereCastHit | null;
  /** The contact of a ball, or null where it has none (not overlapping, or no contact query). */
  contact(S: Vec3, radius: number): Contact | null;
}

/** A scene: a target, a cast radius and a first cast `A -> B` aimed at the target. */
export interface CastScene {
  name: string;
  target: CastTarget;
  radius: number;
  A: Vec3;
  B: Vec3;
  /** A ball center near the target (often overlapping it), for the push-out check. */
  inside: Vec3;
}

/** A decimal in [min, max] with nine digits after the point: rounded in binary, as level data is. */
const decimal = (min: number, max: number) => fc.integer({ min: min * 1e9, max: max * 1e9 }).map((n) => n / 1e9);
const c = decimal(-10, 10);
const v = fc.record({ x: c, y: c, z: c });
const s1 = decimal(-1, 1);
const small = fc.record({ x: s1, y: s1, z: s1 });
const radius = decimal(0.05, 2);
const size = decimal(0.1, 3);
const unit = decimal(0, 1);

/** A first cast from `A` aimed at `aim` (a point near the target), going twice as far. */
const aimed = (A: Vec3, aim: Vec3): Vec3 => add(A, sub(aim, A), 2);

export const sphereTarget = fc
  .record({ A: v, S: v, r2: size, r: radius, off: small })
  .map(({ A, S, r2, r, off }): CastScene => {
    const T: Sphere = { center: S, radius: r2 };
    return {
      name: 'sphere',
      target: {
        cast: (a, b, k) => sphereCastSphere(a, b, k, T),
        contact: (s, k) => sphereContactSphere({ center: s, radius: k }, T),
      },
      radius: r,
      A,
      B: aimed(A, add(S, off, r2 + r)),
      inside: add(S, off, r2),
    };
  });

export const capsuleTarget = fc
  .record({ A: v, P: v, Q: v, rc: size, r: radius, u: decimal(-0.2, 1.2), off: small })
  .map(({ A, P, Q, rc, r, u, off }): CastScene => {
    const T: Capsule = { start: P, end: Q, radius: rc };
    const X = add(P, sub(Q, P), u);
    return {
      name: 'capsule',
      target: {
        cast: (a, b, k) => sphereCastCapsule(a, b, k, T),
        contact: (s, k) => sphereContactCapsule({ center: s, radius: k }, T),
      },
      radius: r,
      A,
      B: aimed(A, add(X, off, rc + r)),
      inside: add(X, off, rc),
    };
  });

export const triangleTarget = fc
  .record({
    A: v,
    a: v,
    b: v,
    cc: v,
    r: radius,
    u: unit,
    w: unit,
    off: small,
  })
  .map(({ A, a, b, cc, r, u, w, off }): CastScene => {
    const T: Triangle = { a, b, c: cc };
    // A point of the triangle (u + w folded into [0, 1]), then offset.
    const [s, q] = u + w > 1 ? [1 - u, 1 - w] : [u, w];
    const X = add(add(a, sub(b, a), s), sub(cc, a), q);
    return {
      name: 'triangle',
      target: {
        cast: (p, e, k) => sphereCastTriangle(p, e, k, T),
        contact: (p, k) => sphereContactTriangle({ center: p, radius: k }, T),
      },
      radius: r,
      A,
      B: aimed(A, add(X, off, r)),
      inside: add(X, off, r / 2),
    };
  });

export const boxTarget = fc
  .record({ A: v, m: v, s: v, r: radius, off: small })
  .map(({ A, m, s, r, off }): CastScene => {
    const box: AABB = {
      min: m,
      max: { x: m.x + Math.abs(s.x) / 2 + 0.1, y: m.y + Math.abs(s.y) / 2 + 0.1, z: m.z + Math.abs(s.z) / 2 + 0.1 },
    };
    const mid = add(box.min, sub(box.max, box.min), 0.5);
    return {
      name: 'AABB',
      target: {
        cast: (a, b, k) => sphereCastAABB(a, b, k, box),
        contact: (p, k) => sphereContactAABB({ center: p, radius: k }, box),
      },
      radius: r,
      A,
      B: aimed(A, add(mid, off, r + len(sub(box.max, box.min)) / 2)),
      inside: add(mid, off, r),
    };
  });

const nonZero = v.filter((n) => len(n) > 0.1);

export const planeTarget = fc
  .record({ A: v, B: v, n: nonZero, k: c, r: radius })
  .map(({ A, B, n, k, r }): CastScene => {
    const plane: Plane = { normal: n, constant: k };
    return {
      name: 'plane',
      target: { cast: (a, b, q) => sphereCastPlane(a, b, q, plane), contact: () => null },
      radius: r,
      A,
      B,
      inside: A,
    };
  });

/** (a) Cast, then cast again from hit.center further in the same direction: a hit at t = 0. */
export function restartIn(s: CastScene): string | null {
  const hit = s.target.cast(s.A, s.B, s.radius);
  if (!hit || hit.t === 1) return null;
  const again = s.target.cast(hit.center, add(hit.center, sub(s.B, s.A), 0.5), s.radius);
  return again?.t === 0 ? null : `${s.name}: restart from ${JSON.stringify(hit.center)} gave ${JSON.stringify(again)}`;
}

/** (b) From hit.center, moving along the contact plane (d - (d·n)n) or away (n): null. */
export function restartAlongOrAway(s: CastScene): string | null {
  const hit = s.target.cast(s.A, s.B, s.radius);
  if (!hit) return null;
  const d = sub(s.B, s.A);
  const n = hit.normal;
  const along = add(d, n, -dot(d, n));
  const moves = [add(n, n, 0)];
  if (len(along) > 1e-6 * len(d)) moves.push(along);
  for (const m of moves) {
    const again = s.target.cast(hit.center, add(hit.center, m), s.radius);
    if (again?.t === 0) return `${s.name}: from ${JSON.stringify(hit.center)} along ${JSON.stringify(m)} hit at t = 0`;
  }
  return null;
}

/**
 * (c) Push a ball out of the target by its contact's normal·depth, then cast back in along
 * -normal: a hit at t = 0; and a contact there has depth ~0.
 */
export function pushOut(s: CastScene): string | null {
  const k = s.target.contact(s.inside, s.radius);
  if (!k || k.depth === 0) return null;
  // A center within 1e-6 of the surface has a contact normal good only to 1e-9·S/d (the
  // contract's bound, d that distance): pushed out along it, the ball may stay overlapped by
  // more than the band. Not a restart question: such scenes are left out.
  if (len(sub(s.inside, k.point)) < 1e-6) return null;
  const out = add(s.inside, k.normal, k.depth);
  const back = s.target.cast(out, add(out, k.normal, -s.radius), s.radius);
  if (back?.t !== 0)
    return `${s.name}: pushed out to ${JSON.stringify(out)}, cast back in gave ${JSON.stringify(back)}`;
  const again = s.target.contact(out, s.radius);
  const S = Math.max(len(out), len(s.inside), 1);
  if (again && again.depth > 1e-9 * S) return `${s.name}: pushed out, depth still ${again.depth}`;
  return null;
}

/** A raycast target and a first segment aimed at it. */
export interface RayScene {
  name: string;
  cast(A: Vec3, B: Vec3): RaycastHit | null;
  A: Vec3;
  B: Vec3;
}

const ray = (name: string, cast: (A: Vec3, B: Vec3) => RaycastHit | null, A: Vec3, aim: Vec3): RayScene => ({
  name,
  cast,
  A,
  B: aimed(A, aim),
});

export const raySphere = fc
  .record({ A: v, S: v, r: size, off: small })
  .map(({ A, S, r, off }) =>
    ray('raycastSphere', (a, b) => raycastSphere(a, b, { center: S, radius: r }), A, add(S, off, r)),
  );

export const rayCapsule = fc
  .record({ A: v, P: v, Q: v, r: size, u: decimal(-0.2, 1.2), off: small })
  .map(({ A, P, Q, r, u, off }) =>
    ray(
      'raycastCapsule',
      (a, b) => raycastCapsule(a, b, { start: P, end: Q, radius: r }),
      A,
      add(add(P, sub(Q, P), u), off, r),
    ),
  );

export const rayOBB = fc
  .record({
    A: v,
    C: v,
    h: small,
    q: fc.record({ x: c, y: c, z: c, w: c }).filter((q) => Math.hypot(q.x, q.y, q.z, q.w) > 0.1),
    off: small,
  })
  .map(({ A, C, h, q, off }) => {
    const obb: OBB = {
      center: C,
      halfSize: { x: Math.abs(h.x) + 0.1, y: Math.abs(h.y) + 0.1, z: Math.abs(h.z) + 0.1 },
      rotation: q,
    };
    return ray('raycastOBB', (a, b) => raycastOBB(a, b, obb), A, add(C, off));
  });

export const rayAABB = fc.record({ A: v, m: v, s: v, off: small }).map(({ A, m, s, off }) => {
  const box: AABB = {
    min: m,
    max: { x: m.x + Math.abs(s.x) / 2 + 0.1, y: m.y + Math.abs(s.y) / 2 + 0.1, z: m.z + Math.abs(s.z) / 2 + 0.1 },
  };
  return ray('raycastAABB', (a, b) => raycastAABB(a, b, box), A, add(add(box.min, sub(box.max, box.min), 0.5), off));
});

export const rayTriangle = fc.record({ A: v, a: v, b: v, cc: v, u: unit, w: unit }).map(({ A, a, b, cc, u, w }) => {
  const [s, q] = u + w > 1 ? [1 - u, 1 - w] : [u, w];
  const X = add(add(a, sub(b, a), s), sub(cc, a), q);
  return ray('raycastTriangle', (p, e) => raycastTriangle(p, e, { a, b, c: cc }), A, X);
});

/**
 * The plane kept at least 2/|n| from the origin: the restart's scale S then stays near the
 * first cast's, whose rounding put hit.point off the plane (a plane through the origin,
 * hit near it, has a restart scale far below that rounding: see the report).
 */
const farConstant = fc.tuple(decimal(2, 10), fc.boolean()).map(([k, neg]) => (neg ? -k : k));

export const rayPlane = fc.record({ A: v, B: v, n: nonZero, k: farConstant }).map(({ A, B, n, k }) => ({
  name: 'raycastPlane',
  cast: (a: Vec3, b: Vec3) => raycastPlane(a, b, { normal: n, constant: k }),
  A,
  B,
}));

/**
 * (a) for raycasts: from hit.point, further in the same direction, a hit at t = 0 (solid
 * shapes: on the surface heading in; thin ones: the origin on the shape, not parallel).
 */
export function rayRestartIn(s: RayScene): string | null {
  const hit = s.cast(s.A, s.B);
  if (!hit || hit.t === 1) return null;
  const again = s.cast(hit.point, add(hit.point, sub(s.B, s.A), 0.5));
  return again?.t === 0 ? null : `${s.name}: restart from ${JSON.stringify(hit.point)} gave ${JSON.stringify(again)}`;
}
