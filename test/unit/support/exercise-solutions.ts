// Readers' answers for the engine tests, as source text (what a reader types): a correct
// slab method and a correct sphere raycast written from the contract (not from the library's
// code), and the classic wrong ones the exercises must catch.

/** The checks every "write it yourself" answer needs: the contract's bad-input rules. */
const CHECKS = `
function vector(fn: string, name: string, v: any): void {
  if (typeof v !== 'object' || v === null || typeof v.x !== 'number' || typeof v.y !== 'number' || typeof v.z !== 'number') {
    throw new TypeError(fn + ': ' + name + ' must be a vector');
  }
  for (const k of ['x', 'y', 'z']) if (!Number.isFinite(v[k])) throw new RangeError(fn + ': ' + name + '.' + k + ' must be finite');
}
`;

export const slabCorrect = `${CHECKS}
export function raycastAABB(origin: Vec3Like, end: Vec3Like, box: AABB): RaycastHit | null {
  vector('raycastAABB', 'origin', origin);
  vector('raycastAABB', 'end', end);
  if (typeof box !== 'object' || box === null) throw new TypeError('raycastAABB: box must be an object');
  vector('raycastAABB', 'box.min', box.min);
  vector('raycastAABB', 'box.max', box.max);
  const axes = ['x', 'y', 'z'] as const;
  for (const k of axes) if (box.min[k] > box.max[k]) throw new RangeError('raycastAABB: box.min.' + k + ' > box.max.' + k);
  let tEnter = -Infinity;
  let tExit = Infinity;
  let face: 'x' | 'y' | 'z' | null = null;
  for (const k of axes) {
    const A = origin[k];
    const d = end[k] - A;
    if (d === 0) {
      if (A < box.min[k] || A > box.max[k]) return null;
      continue;
    }
    const tNear = ((d > 0 ? box.min[k] : box.max[k]) - A) / d;
    const tFar = ((d > 0 ? box.max[k] : box.min[k]) - A) / d;
    if (tNear > tEnter) {
      tEnter = tNear;
      face = k;
    }
    tExit = Math.min(tExit, tFar);
  }
  // Inside (or on the surface, not moving in): null; beyond the end or past the box: null.
  if (face === null || tEnter < 0 || tEnter > 1 || tEnter > tExit) return null;
  const d = vec3(end.x - origin.x, end.y - origin.y, end.z - origin.z);
  const point = vec3(origin.x + tEnter * d.x, origin.y + tEnter * d.y, origin.z + tEnter * d.z);
  const normal = vec3(0, 0, 0);
  normal[face] = d[face] > 0 ? -1 : 1;
  point[face] = d[face] > 0 ? box.min[face] : box.max[face];
  return { point, normal, t: tEnter, distance: tEnter * Math.hypot(d.x, d.y, d.z) };
}
`;

/** The seed article's slab method: an epsilon decides "parallel". Wrong at small scales. */
export const slabEpsilon = slabCorrect.replace('if (d === 0) {', 'if (Math.abs(d) < 1e-6) {');

/** Checks no input: NaN flows through, min > max is not an error. */
export const slabNoChecks = slabCorrect.replace(
  /^\s*(vector\(|if \(typeof box|for \(const k of axes\) if)/gm,
  '  if (false) $1',
);

export const sphereCorrect = `${CHECKS}
export function raycastSphere(origin: Vec3Like, end: Vec3Like, sphere: Sphere): RaycastHit | null {
  vector('raycastSphere', 'origin', origin);
  vector('raycastSphere', 'end', end);
  if (typeof sphere !== 'object' || sphere === null) throw new TypeError('raycastSphere: sphere must be an object');
  vector('raycastSphere', 'sphere.center', sphere.center);
  if (typeof sphere.radius !== 'number') throw new TypeError('raycastSphere: sphere.radius must be a number');
  if (!Number.isFinite(sphere.radius) || sphere.radius < 0) throw new RangeError('raycastSphere: bad radius');
  const C = sphere.center;
  const r = sphere.radius;
  const d = vec3(end.x - origin.x, end.y - origin.y, end.z - origin.z);
  const m = vec3(origin.x - C.x, origin.y - C.y, origin.z - C.z);
  const a = d.x * d.x + d.y * d.y + d.z * d.z;
  if (a === 0) return null;
  const b = m.x * d.x + m.y * d.y + m.z * d.z;
  const c = m.x * m.x + m.y * m.y + m.z * m.z - r * r;
  if (c < 0) return null; // starts inside
  if (c === 0 && b >= 0) return null; // on the surface, not moving in
  const disc = b * b - a * c;
  if (disc < 0) return null;
  const t = (-b - Math.sqrt(disc)) / a;
  if (t < 0 || t > 1) return null;
  const point = vec3(origin.x + t * d.x, origin.y + t * d.y, origin.z + t * d.z);
  const len = Math.sqrt(a);
  const normal = r > 0 ? vec3((point.x - C.x) / r, (point.y - C.y) / r, (point.z - C.z) / r) : vec3(-d.x / len, -d.y / len, -d.z / len);
  return { point, normal, t, distance: t * len };
}
`;

/** Forgets the starting-inside rule: from inside, the far root is a "hit" on the way out. */
export const sphereIgnoresInside = sphereCorrect
  .replace('if (c < 0) return null; // starts inside', '')
  .replace(
    'const t = (-b - Math.sqrt(disc)) / a;',
    'let t = (-b - Math.sqrt(disc)) / a;\n  if (t < 0) t = (-b + Math.sqrt(disc)) / a;',
  );
