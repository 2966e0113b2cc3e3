// An oracle for "do two convex polytopes share a point?" that knows nothing of separating
// axes: a point of one shape is an affine image p = o + G·s of parameters s (an oriented
// box's own coordinates, a triangle's barycentric u, v) held by linear constraints
// (|s_k| <= h_k; u, v >= 0, u + v <= 1), and the shapes meet exactly when some s also puts
// p in the axis-aligned box. That is a linear program's feasibility in 2 or 3 unknowns; a
// bounded feasible polytope has a vertex, where as many constraints as unknowns hold with
// equality, so trying every such choice (solved by Cramer's rule) and checking the rest
// decides it, with no sampling and no library code.
import type { AABB, Vec3Like } from '../../src/index.ts';

/**
 * A constraint row·s <= b, checked to within `slack` (rounding), by default the world's
 * 1e-12·S; a triangle's barycentric rows, without units, give their own.
 */
interface Row {
  g: number[];
  b: number;
  slack?: number;
}

/** Whether some s satisfies every row, each to within `slack`. */
function feasible(rows: Row[], n: number, slack: number): boolean {
  const pick: number[] = [];
  const tryFrom = (start: number): boolean => {
    if (pick.length === n) {
      const s = solve(
        pick.map((i) => rows[i]!),
        n,
      );
      return s !== null && rows.every((r) => dot(r.g, s) <= r.b + (r.slack ?? slack));
    }
    for (let i = start; i < rows.length; i++) {
      pick.push(i);
      if (tryFrom(i + 1)) return true;
      pick.pop();
    }
    return false;
  };
  return tryFrom(0);
}

const dot = (g: number[], s: number[]) => g.reduce((acc, gi, i) => acc + gi * s[i]!, 0);

/** The s with row·s = bound for the n rows given (Cramer's rule), or null when singular. */
function solve(rows: Row[], n: number): number[] | null {
  const det = (m: number[][]): number =>
    n === 2
      ? m[0]![0]! * m[1]![1]! - m[0]![1]! * m[1]![0]!
      : m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
        m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
        m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const M = rows.map((r) => r.g);
  const D = det(M);
  // Singular, or so nearly that the rows are parallel to within rounding.
  const rowSizes = M.reduce((acc, g) => acc * Math.hypot(...g), 1);
  if (!(Math.abs(D) > 1e-12 * rowSizes)) return null;
  return Array.from({ length: n }, (_, k) => det(rows.map((r) => r.g.map((v, j) => (j === k ? r.b : v)))) / D);
}

/**
 * The verdict on whether `{o + G·s : s in domain}` meets `box`, to tolerance `tol`: 'yes' when
 * it meets the box shrunk by `tol` on every axis (a box flat to 2·tol on an axis gets no
 * 'yes'), 'no' when it misses the box grown by `tol`, 'either' in between.
 */
export function meetsBox(
  o: Vec3Like,
  G: [number[], number[], number[]],
  domain: Row[],
  box: AABB,
  tol: number,
): 'yes' | 'no' | 'either' {
  const n = domain[0]!.g.length;
  const boxRows = (d: number): Row[] => {
    const rows: Row[] = [];
    (['x', 'y', 'z'] as const).forEach((k, i) => {
      const lo = box.min[k];
      const hi = box.max[k];
      // o_k + G_k·s <= hi + d and -(o_k + G_k·s) <= -(lo - d).
      rows.push({ g: G[i]!, b: hi + d - o[k] }, { g: G[i]!.map((v) => -v), b: o[k] - (lo - d) });
    });
    return rows;
  };
  const S = Math.max(tol * 1e9, 1e-300);
  const grown = boxRows(tol);
  if (!feasible([...domain, ...grown], n, 1e-12 * S)) return 'no';
  // A box flat (to within 2·tol) on an axis cannot be shrunk there, and whether a point
  // lies in its plane is then for rounding to decide: no certain 'yes'.
  if ((['x', 'y', 'z'] as const).some((k) => box.max[k] - box.min[k] <= 2 * tol)) return 'either';
  const shrunk = boxRows(-tol);
  return feasible([...domain, ...shrunk], n, 1e-12 * S) ? 'yes' : 'either';
}

/** The rows |s_k| <= h_k of an oriented box's own coordinates. */
export function boxDomain(h: Vec3Like): Row[] {
  return [
    { g: [1, 0, 0], b: h.x },
    { g: [-1, 0, 0], b: h.x },
    { g: [0, 1, 0], b: h.y },
    { g: [0, -1, 0], b: h.y },
    { g: [0, 0, 1], b: h.z },
    { g: [0, 0, -1], b: h.z },
  ];
}

/** The rows u >= 0, v >= 0, u + v <= 1 of a triangle's barycentric coordinates. */
export const TRIANGLE_DOMAIN: Row[] = [
  { g: [-1, 0], b: 0, slack: 1e-12 },
  { g: [0, -1], b: 0, slack: 1e-12 },
  { g: [1, 1], b: 1, slack: 1e-12 },
];
