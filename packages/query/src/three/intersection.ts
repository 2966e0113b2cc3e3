// A hit of the bounds tree as three.js's Mesh.raycast reports it: an `Intersection` with
// the world point and distance, the face, its barycentric coordinates and the attributes
// interpolated there. Its Vector3s are made by cloning the ray's origin, so they are the
// caller's own three.js Vector3s (the library constructs none).
import { attributeComponent } from './geometry.ts';
import type { BoundsTree } from './bounds-tree.ts';
import type { ThreeBufferAttribute, ThreeIntersection, ThreeRaycaster, ThreeVector3 } from './types.ts';

/** The barycentric weights of a, b, c of the last `segmentBarycentric`. */
const weights = new Float64Array(3);

/**
 * The barycentric coordinates of the point where the line `A + s·AB` crosses the plane of
 * `a, b, c`, into `weights`: the signed volumes the line makes with each edge (Plücker
 * coordinates), so they do not depend on how accurately `s` was rounded. The walk found
 * the line inside the closed triangle, so a negative weight is rounding and is taken as 0.
 */
function segmentBarycentric(
  Ax: number,
  Ay: number,
  Az: number,
  dx: number,
  dy: number,
  dz: number,
  P: Float32Array | Float64Array,
  a: number,
  b: number,
  c: number,
): void {
  // Each vector scaled to magnitude ~1 (the weights are ratios of volumes, unchanged), so
  // that the products neither underflow nor overflow at any scale.
  const k = 1 / Math.max(spread(P, a, b, c, Ax, Ay, Az), Number.MIN_VALUE);
  const m = 1 / Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dz), Number.MIN_VALUE);
  const ax = ((P[a] as number) - Ax) * k;
  const ay = ((P[a + 1] as number) - Ay) * k;
  const az = ((P[a + 2] as number) - Az) * k;
  const bx = ((P[b] as number) - Ax) * k;
  const by = ((P[b + 1] as number) - Ay) * k;
  const bz = ((P[b + 2] as number) - Az) * k;
  const cx = ((P[c] as number) - Ax) * k;
  const cy = ((P[c + 1] as number) - Ay) * k;
  const cz = ((P[c + 2] as number) - Az) * k;
  dx *= m;
  dy *= m;
  dz *= m;
  // d·(b × c), d·(c × a), d·(a × b): each the weight of the vertex opposite that edge.
  let wa = dx * (by * cz - bz * cy) + dy * (bz * cx - bx * cz) + dz * (bx * cy - by * cx);
  let wb = dx * (cy * az - cz * ay) + dy * (cz * ax - cx * az) + dz * (cx * ay - cy * ax);
  let wc = dx * (ay * bz - az * by) + dy * (az * bx - ax * bz) + dz * (ax * by - ay * bx);
  const sum = wa + wb + wc;
  if (sum < 0) {
    wa = -wa;
    wb = -wb;
    wc = -wc;
  }
  wa = Math.max(wa, 0);
  wb = Math.max(wb, 0);
  wc = Math.max(wc, 0);
  const total = wa + wb + wc;
  if (total > 0 && total < Infinity) {
    weights[0] = wa / total;
    weights[1] = wb / total;
    weights[2] = wc / total;
  } else {
    // No usable volume (products that underflow or overflow): the centroid, a point of
    // the triangle, rather than NaN.
    weights[0] = weights[1] = weights[2] = 1 / 3;
  }
}

/** The largest coordinate of the vertices `a, b, c` of `P` relative to `A`. */
function spread(
  P: Float32Array | Float64Array,
  a: number,
  b: number,
  c: number,
  Ax: number,
  Ay: number,
  Az: number,
): number {
  return Math.max(
    Math.abs((P[a] as number) - Ax),
    Math.abs((P[a + 1] as number) - Ay),
    Math.abs((P[a + 2] as number) - Az),
    Math.abs((P[b] as number) - Ax),
    Math.abs((P[b + 1] as number) - Ay),
    Math.abs((P[b + 2] as number) - Az),
    Math.abs((P[c] as number) - Ax),
    Math.abs((P[c + 1] as number) - Ay),
    Math.abs((P[c + 2] as number) - Az),
  );
}

/** `attribute` interpolated at item indices `ia, ib, ic` with `weights`, `size` components. */
function interpolate(attribute: ThreeBufferAttribute, ia: number, ib: number, ic: number, size: number): number[] {
  const out = [0, 0, 0];
  for (let comp = 0; comp < size; comp++) {
    out[comp] =
      (weights[0] as number) * attributeComponent(attribute, ia, comp) +
      (weights[1] as number) * attributeComponent(attribute, ib, comp) +
      (weights[2] as number) * attributeComponent(attribute, ic, comp);
  }
  return out;
}

/** A new Vector3 of the caller's three.js, at `x, y, z`. */
function vector(like: ThreeVector3, x: number, y: number, z: number): ThreeVector3 {
  return like.clone().set(x, y, z);
}

/**
 * The Intersection of triangle `k` of `tree` hit by the local segment `A + s·d`, for
 * `object` whose world matrix is `e`, or `null` where its distance from the ray's origin is
 * outside `[near, far]` (three.js's own test, on the world point). `materialIndex` is the
 * face's.
 */
export function buildIntersection(
  object: unknown,
  raycaster: ThreeRaycaster,
  tree: BoundsTree,
  attributes: Record<string, ThreeBufferAttribute | undefined>,
  k: number,
  materialIndex: number,
  e: ArrayLike<number>,
  Ax: number,
  Ay: number,
  Az: number,
  dx: number,
  dy: number,
  dz: number,
): ThreeIntersection | null {
  const P = tree.positions;
  const ia = tree.indices[3 * k] as number;
  const ib = tree.indices[3 * k + 1] as number;
  const ic = tree.indices[3 * k + 2] as number;
  const a = 3 * ia;
  const b = 3 * ib;
  const c = 3 * ic;
  segmentBarycentric(Ax, Ay, Az, dx, dy, dz, P, a, b, c);
  const wa = weights[0] as number;
  const wb = weights[1] as number;
  const wc = weights[2] as number;
  const ax = P[a] as number;
  const ay = P[a + 1] as number;
  const az = P[a + 2] as number;
  const bx = P[b] as number;
  const by = P[b + 1] as number;
  const bz = P[b + 2] as number;
  const cx = P[c] as number;
  const cy = P[c + 1] as number;
  const cz = P[c + 2] as number;
  const px = wa * ax + wb * bx + wc * cx;
  const py = wa * ay + wb * by + wc * cy;
  const pz = wa * az + wb * bz + wc * cz;
  const wx = (e[0] as number) * px + (e[4] as number) * py + (e[8] as number) * pz + (e[12] as number);
  const wy = (e[1] as number) * px + (e[5] as number) * py + (e[9] as number) * pz + (e[13] as number);
  const wz = (e[2] as number) * px + (e[6] as number) * py + (e[10] as number) * pz + (e[14] as number);
  const origin = raycaster.ray.origin;
  const distance = Math.hypot(wx - origin.x, wy - origin.y, wz - origin.z);
  if (distance < raycaster.near || distance > raycaster.far) return null;
  const hit: ThreeIntersection = { distance, point: vector(origin, wx, wy, wz), object };
  const uv = attributes.uv;
  if (uv !== undefined) {
    const [u, v] = interpolate(uv, ia, ib, ic, 2) as [number, number];
    hit.uv = { x: u, y: v };
  }
  const uv1 = attributes.uv1;
  if (uv1 !== undefined) {
    const [u, v] = interpolate(uv1, ia, ib, ic, 2) as [number, number];
    hit.uv1 = { x: u, y: v };
  }
  const normal = attributes.normal;
  if (normal !== undefined) {
    const [nx, ny, nz] = interpolate(normal, ia, ib, ic, 3) as [number, number, number];
    // three.js turns the interpolated normal to face the ray.
    const s = nx * dx + ny * dy + nz * dz > 0 ? -1 : 1;
    hit.normal = vector(origin, s * nx, s * ny, s * nz);
  }
  // three.js's Triangle.getNormal: (c − b) × (a − b), unit, or zero for a degenerate face.
  const ux = cx - bx;
  const uy = cy - by;
  const uz = cz - bz;
  const vx = ax - bx;
  const vy = ay - by;
  const vz = az - bz;
  let nx = uy * vz - uz * vy;
  let ny = uz * vx - ux * vz;
  let nz = ux * vy - uy * vx;
  const length = Math.hypot(nx, ny, nz);
  if (length > 0) {
    nx /= length;
    ny /= length;
    nz /= length;
  } else {
    nx = ny = nz = 0;
  }
  hit.face = { a: ia, b: ib, c: ic, normal: vector(origin, nx, ny, nz), materialIndex };
  hit.barycoord = vector(origin, wa, wb, wc);
  hit.faceIndex = Math.floor((tree.starts[k] as number) / 3);
  return hit;
}
