// An independent nearest point of a closed triangle, for the property tests: the nearest
// of its three edges (clamped projection) and, where the foot of the perpendicular falls
// inside, the face (barycentric weights from the 2×2 normal equations) — not the
// library's Ericson walk.
import type { Vec3 } from '../../src/index.ts';

const add = (p: Vec3, q: Vec3, k = 1): Vec3 => ({ x: p.x + k * q.x, y: p.y + k * q.y, z: p.z + k * q.z });
const sub = (p: Vec3, q: Vec3): Vec3 => ({ x: p.x - q.x, y: p.y - q.y, z: p.z - q.z });
const dot = (p: Vec3, q: Vec3) => p.x * q.x + p.y * q.y + p.z * q.z;
const len = (p: Vec3) => Math.hypot(p.x, p.y, p.z);

/** The nearest point of segment p–q to P. */
function onSegment(P: Vec3, p: Vec3, q: Vec3): Vec3 {
  const e = sub(q, p);
  const ee = dot(e, e);
  const s = ee === 0 ? 0 : Math.min(1, Math.max(0, dot(sub(P, p), e) / ee));
  return add(p, e, s);
}

/**
 * The brute-force nearest point of the closed triangle to P, worked out with every
 * coordinate divided by one power of two (exact) that brings the largest near 1: its
 * squares would underflow to 0 for subnormal scenes, or overflow near 1e±200.
 */
export function bruteClosest(P: Vec3, tri: { a: Vec3; b: Vec3; c: Vec3 }): Vec3 {
  const m = Math.max(...[P, tri.a, tri.b, tri.c].flatMap((v) => [Math.abs(v.x), Math.abs(v.y), Math.abs(v.z)]));
  if (m === 0) return { x: P.x, y: P.y, z: P.z };
  const k = Math.floor(Math.log2(m));
  // Two steps of a power of two each, so that neither 2^k nor 2^-k overflows.
  const scale = (v: Vec3, e: number): Vec3 => {
    const h = 2 ** Math.trunc(e / 2);
    const g = 2 ** (e - Math.trunc(e / 2));
    return { x: v.x * h * g, y: v.y * h * g, z: v.z * h * g };
  };
  const Q = nearest(scale(P, -k), { a: scale(tri.a, -k), b: scale(tri.b, -k), c: scale(tri.c, -k) });
  return scale(Q, k);
}

function nearest(P: Vec3, { a, b, c }: { a: Vec3; b: Vec3; c: Vec3 }): Vec3 {
  let best = onSegment(P, a, b);
  for (const Q of [onSegment(P, b, c), onSegment(P, c, a)]) if (len(sub(Q, P)) < len(sub(best, P))) best = Q;
  const e1 = sub(b, a);
  const e2 = sub(c, a);
  const ap = sub(P, a);
  const [m11, m12, m22] = [dot(e1, e1), dot(e1, e2), dot(e2, e2)];
  const det = m11 * m22 - m12 * m12;
  if (det > 1e-20 * m11 * m22) {
    const [r1, r2] = [dot(e1, ap), dot(e2, ap)];
    const beta = (r1 * m22 - r2 * m12) / det;
    const gamma = (m11 * r2 - m12 * r1) / det;
    if (beta >= 0 && gamma >= 0 && beta + gamma <= 1) {
      const F = add(add(a, e1, beta), e2, gamma);
      if (len(sub(F, P)) < len(sub(best, P))) best = F;
    }
  }
  return best;
}
