// An overlap checker of the tests' own, independent of the controller and of the query
// library's casts and contacts: the least distance from the capsule's axis to each shape,
// by ternary search over the axis (the distance from a point moving along a segment to a
// convex set is a convex function of the parameter) with closed-form point distances.
export type V = { x: number; y: number; z: number };

export type Shape =
  | { kind: 'sphere'; center: V; radius: number }
  | { kind: 'box'; min: V; max: V }
  | { kind: 'triangle'; a: V; b: V; c: V }
  | { kind: 'capsule'; start: V; end: V; radius: number };

const sub = (a: V, b: V): V => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: V, b: V) => a.x * b.x + a.y * b.y + a.z * b.z;
const lerp = (a: V, b: V, s: number): V => ({
  x: a.x + (b.x - a.x) * s,
  y: a.y + (b.y - a.y) * s,
  z: a.z + (b.z - a.z) * s,
});
const len = (a: V) => Math.hypot(a.x, a.y, a.z);

function pointSegment(p: V, a: V, b: V): number {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  const s = l2 === 0 ? 0 : Math.min(1, Math.max(0, dot(sub(p, a), ab) / l2));
  return len(sub(p, lerp(a, b, s)));
}

function pointBox(p: V, min: V, max: V): number {
  const dx = Math.max(min.x - p.x, 0, p.x - max.x);
  const dy = Math.max(min.y - p.y, 0, p.y - max.y);
  const dz = Math.max(min.z - p.z, 0, p.z - max.z);
  return Math.hypot(dx, dy, dz);
}

/** Distance from p to the triangle: inside the prism over it, the plane distance; else the nearest edge. */
function pointTriangle(p: V, a: V, b: V, c: V): number {
  const ab = sub(b, a);
  const ac = sub(c, a);
  const n = { x: ab.y * ac.z - ab.z * ac.y, y: ab.z * ac.x - ab.x * ac.z, z: ab.x * ac.y - ab.y * ac.x };
  const nn = dot(n, n);
  const edges = Math.min(pointSegment(p, a, b), pointSegment(p, b, c), pointSegment(p, c, a));
  if (nn === 0) return edges;
  const side = (u: V, v: V) => {
    const e = sub(v, u);
    const w = sub(p, u);
    return dot({ x: e.y * w.z - e.z * w.y, y: e.z * w.x - e.x * w.z, z: e.x * w.y - e.y * w.x }, n);
  };
  if (side(a, b) >= 0 && side(b, c) >= 0 && side(c, a) >= 0) return Math.abs(dot(sub(p, a), n)) / Math.sqrt(nn);
  return edges;
}

function pointShape(p: V, s: Shape): number {
  switch (s.kind) {
    case 'sphere':
      return len(sub(p, s.center)) - s.radius;
    case 'box':
      return pointBox(p, s.min, s.max);
    case 'triangle':
      return pointTriangle(p, s.a, s.b, s.c);
    case 'capsule':
      return pointSegment(p, s.start, s.end) - s.radius;
  }
}

/** The least distance from the segment a–b to the shape (negative inside a sphere or capsule). */
export function segmentShapeDistance(a: V, b: V, s: Shape): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 200 && hi - lo > 1e-15; i++) {
    const m1 = lo + (hi - lo) / 3;
    const m2 = hi - (hi - lo) / 3;
    if (pointShape(lerp(a, b, m1), s) <= pointShape(lerp(a, b, m2), s)) hi = m2;
    else lo = m1;
  }
  return Math.min(pointShape(a, s), pointShape(b, s), pointShape(lerp(a, b, (lo + hi) / 2), s));
}

/** How deep a character (feet at p, up +y) overlaps the deepest of the shapes: <= 0 for none. */
export function overlapDepth(p: V, radius: number, height: number, shapes: readonly Shape[]): number {
  const a = { x: p.x, y: p.y + radius, z: p.z };
  const b = { x: p.x, y: p.y + height - radius, z: p.z };
  let depth = -Infinity;
  for (const s of shapes) depth = Math.max(depth, radius - segmentShapeDistance(a, b, s));
  return depth;
}
