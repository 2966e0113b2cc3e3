/**
 * Words for a query's silent answers in a cell. A segment that lies in a triangle's plane gets
 * `null` from `raycastTriangle`, rightly (a triangle is a thin shape: a segment in its plane is
 * parallel to it and never crosses it) — but in a 2D figure, where everything lies in z = 0,
 * that is every segment, and a bare "no hit" reads as a bug. The cell's output says why.
 */

interface V {
  x: number;
  y: number;
  z?: number;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

function vec(p: unknown): [number, number, number] | null {
  if (typeof p !== 'object' || p === null) return null;
  const { x, y, z } = p as V;
  if (typeof x !== 'number' || typeof y !== 'number') return null;
  return [x, y, num(z)];
}

/** True when both ends of the segment lie in the plane of the triangle (a, b, c), to rounding. */
export function segmentInTrianglePlane(origin: unknown, end: unknown, triangle: unknown): boolean {
  const A = vec(origin);
  const B = vec(end);
  const t = typeof triangle === 'object' && triangle !== null ? (triangle as Record<string, unknown>) : {};
  const a = vec(t.a);
  const b = vec(t.b);
  const c = vec(t.c);
  if (!A || !B || !a || !b || !c) return false;
  const [e1x, e1y, e1z] = [b[0] - a[0], b[1] - a[1], b[2] - a[2]];
  const [e2x, e2y, e2z] = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
  const nx = e1y * e2z - e1z * e2y;
  const ny = e1z * e2x - e1x * e2z;
  const nz = e1x * e2y - e1y * e2x;
  const len = Math.hypot(nx, ny, nz);
  if (!(len > 0)) return false; // a degenerate triangle: its own story
  const scale = Math.max(...[A, B, a, b, c].flat().map(Math.abs), 1e-300);
  const off = (P: readonly [number, number, number]) =>
    Math.abs(nx * (P[0] - a[0]) + ny * (P[1] - a[1]) + nz * (P[2] - a[2])) / len;
  return off(A) <= 1e-9 * scale && off(B) <= 1e-9 * scale;
}

export const IN_PLANE_NOTE =
  'raycastTriangle: no hit — the segment lies in the triangle’s plane. A triangle is a thin shape with no inside: a segment in its plane runs parallel to it and never crosses it. In a 2D figure every point has z = 0, so draw the scene with figure3d (fig.triangle) and give the segment a z to cross the triangle.';

/**
 * The library as a cell imports it, with `raycastTriangle` (and its Into form) saying, through
 * `note`, why a segment in the triangle's plane gets no hit. Everything else is the library's own.
 */
export function withQueryNotes(query: Record<string, unknown>, note: (text: string) => void): Record<string, unknown> {
  const ray = query.raycastTriangle;
  const into = query.raycastTriangleInto;
  if (typeof ray !== 'function' || typeof into !== 'function') return query;
  const raycastTriangle = (origin: unknown, end: unknown, triangle: unknown): unknown => {
    const hit = (ray as (...a: unknown[]) => unknown)(origin, end, triangle);
    if (hit === null && segmentInTrianglePlane(origin, end, triangle)) note(IN_PLANE_NOTE);
    return hit;
  };
  const raycastTriangleInto = (origin: unknown, end: unknown, triangle: unknown, out: unknown): unknown => {
    const hit = (into as (...a: unknown[]) => unknown)(origin, end, triangle, out);
    if (hit === false && segmentInTrianglePlane(origin, end, triangle)) note(IN_PLANE_NOTE);
    return hit;
  };
  return { ...query, raycastTriangle, raycastTriangleInto };
}
