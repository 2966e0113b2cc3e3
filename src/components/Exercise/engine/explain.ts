/**
 * Why the library returned null for a cast: the sentence after "returned a hit, expected
 * null". Found from the scene, with the library (trusted, on the page) asked about the same
 * segment made longer: "the segment ends before the box" is the answer when a longer one hits.
 */
import * as query from '@hitbook/query';

type Rec = Record<string, unknown>;
interface V {
  x: number;
  y: number;
  z: number;
}
const isVec = (v: unknown): v is V =>
  typeof v === 'object' && v !== null && ['x', 'y', 'z'].every((k) => typeof (v as Rec)[k] === 'number');

const NOUN: Record<string, string> = {
  raycastSphere: 'the sphere',
  raycastAABB: 'the box',
  raycastAxisPlane: 'the plane',
  raycastPlane: 'the plane',
  raycastTriangle: 'the triangle',
  raycastCapsule: 'the capsule',
  raycastOBB: 'the box',
  sphereCastSphere: 'the target sphere',
  sphereCastAABB: 'the box',
  sphereCastTriangle: 'the triangle',
  sphereCastPlane: 'the plane',
  sphereCastCapsule: 'the capsule',
};

const STRETCH = 2 ** 20;

/** A sentence, or undefined when the scene says nothing simple. */
export function explainNull(reference: string, args: readonly unknown[]): string | undefined {
  const noun = NOUN[reference];
  const cast = (query as unknown as Rec)[reference];
  const [A, B, ...rest] = args;
  if (!noun || typeof cast !== 'function' || !isVec(A) || !isVec(B)) return undefined;
  const d = { x: B.x - A.x, y: B.y - A.y, z: B.z - A.z };
  if (d.x === 0 && d.y === 0 && d.z === 0) return 'the segment has zero length, so it sweeps nothing';
  const mover = reference.startsWith('sphereCast') ? 'the moving sphere' : 'the segment';
  try {
    const inside = startsInside(reference, A, rest);
    if (inside) return `${mover} starts inside ${noun}, and the contract returns null there`;
    const far = { x: A.x + d.x * STRETCH, y: A.y + d.y * STRETCH, z: A.z + d.z * STRETCH };
    const longer = (cast as (...a: unknown[]) => { t: number } | null)(A, far, ...rest);
    if (longer && longer.t * STRETCH > 1) return `${mover} ends before it reaches ${noun}`;
    if (longer && longer.t === 0) return `${mover} starts on ${noun}'s surface and does not move into it`;
    const back = { x: A.x - d.x * STRETCH, y: A.y - d.y * STRETCH, z: A.z - d.z * STRETCH };
    const behind = (cast as (...a: unknown[]) => { t: number } | null)(back, B, ...rest);
    if (behind) return `${mover} starts on or past ${noun}'s surface and does not move into it`;
    return `${mover} misses ${noun}`;
  } catch {
    return undefined;
  }
}

/** The contact query that says whether a ball (radius 0 for a segment's start) overlaps the target. */
const CONTACT: Record<string, string> = {
  raycastSphere: 'sphereContactSphere',
  sphereCastSphere: 'sphereContactSphere',
  raycastAABB: 'sphereContactAABB',
  sphereCastAABB: 'sphereContactAABB',
  raycastOBB: 'sphereContactOBB',
  raycastCapsule: 'sphereContactCapsule',
  sphereCastCapsule: 'sphereContactCapsule',
  sphereCastTriangle: 'sphereContactTriangle',
};

// Inside means a positive depth: a start exactly on the surface has depth 0 and is not inside.
function startsInside(reference: string, A: V, rest: unknown[]): boolean {
  if (reference === 'raycastAABB') {
    // A flat box's start on its plane counts as inside (the contract's rule), where the depth is 0.
    const { min, max } = rest[0] as { min: V; max: V };
    return (['x', 'y', 'z'] as const).every((k) =>
      min[k] === max[k] ? A[k] === min[k] : A[k] > min[k] && A[k] < max[k],
    );
  }
  const contact = (query as unknown as Rec)[CONTACT[reference] ?? ''];
  if (typeof contact !== 'function') return false;
  const radius = reference.startsWith('sphereCast') ? rest[0] : 0;
  const target = rest[rest.length - 1];
  const found = (contact as (...a: unknown[]) => { depth: number } | null)({ center: A, radius }, target);
  return found !== null && found.depth > 0;
}
