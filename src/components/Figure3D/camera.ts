/**
 * The 3D figure's camera as plain maths (no three.js, no DOM): orbiting, framing, projecting
 * a world point to a pixel, and turning a pointer drag into a handle's new position. The
 * WebGL view, the handles laid over it and the static SVG all use these functions, so a
 * handle sits exactly where its sphere is drawn and the static image shows the initial view.
 *
 * World y is up (three.js's convention); the ground grid lies in a plane y = const.
 */

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** Where the camera is: on a sphere around `target`, at angles in radians. */
export interface Orbit {
  target: Vec3;
  /** Angle around the vertical axis; 0 looks from +z towards −z. */
  azimuth: number;
  /** Angle above the ground plane. */
  elevation: number;
  distance: number;
}

/** Vertical field of view in degrees: narrow enough that boxes do not look distorted. */
export const FOV = 35;
export const DEFAULT_AZIMUTH = (35 * Math.PI) / 180;
export const DEFAULT_ELEVATION = (25 * Math.PI) / 180;
/** The camera stops short of the poles, where "up" on screen would flip. */
export const MAX_ELEVATION = (85 * Math.PI) / 180;

export const add = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
export const scale = (a: Vec3, s: number): Vec3 => ({ x: a.x * s, y: a.y * s, z: a.z * s });
export const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
export const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});
export const length = (a: Vec3): number => Math.hypot(a.x, a.y, a.z);
export function normalize(a: Vec3): Vec3 {
  const l = length(a);
  return l > 0 ? scale(a, 1 / l) : { x: 0, y: 0, z: 0 };
}

/** A camera placed for a canvas of width × height CSS pixels. */
export interface Camera {
  eye: Vec3;
  /** Unit vectors: screen right, screen up, and into the screen. */
  right: Vec3;
  up: Vec3;
  forward: Vec3;
  /** Pixels per unit of (lateral offset / depth): the perspective's focal length. */
  focal: number;
  width: number;
  height: number;
}

export function cameraOf(orbit: Orbit, width: number, height: number): Camera {
  const { azimuth: a, elevation: e, distance: d, target } = orbit;
  const eye = add(target, {
    x: d * Math.cos(e) * Math.sin(a),
    y: d * Math.sin(e),
    z: d * Math.cos(e) * Math.cos(a),
  });
  const forward = normalize(sub(target, eye));
  // The same basis three.js's lookAt builds with up = +y, so both agree to the pixel.
  const right = normalize(cross(forward, { x: 0, y: 1, z: 0 }));
  const up = cross(right, forward);
  const focal = height / 2 / Math.tan((FOV * Math.PI) / 360);
  return { eye, right, up, forward, focal, width, height };
}

/** A world point on screen: pixel x, y (y down) and its depth along the view direction. */
export interface Projected {
  x: number;
  y: number;
  depth: number;
}

export function project(cam: Camera, p: Vec3): Projected {
  const d = sub(p, cam.eye);
  const depth = dot(d, cam.forward);
  // Behind the eye a point has no place on screen; keep it finite and far off-canvas.
  const z = depth > 1e-9 ? depth : 1e-9;
  return {
    x: cam.width / 2 + (cam.focal * dot(d, cam.right)) / z,
    y: cam.height / 2 - (cam.focal * dot(d, cam.up)) / z,
    depth,
  };
}

/** The ray from the eye through pixel (px, py): a unit direction. */
export function pickRay(cam: Camera, px: number, py: number): { origin: Vec3; dir: Vec3 } {
  const dir = normalize(
    add(
      cam.forward,
      add(scale(cam.right, (px - cam.width / 2) / cam.focal), scale(cam.up, -(py - cam.height / 2) / cam.focal)),
    ),
  );
  return { origin: cam.eye, dir };
}

/**
 * The orbit that shows the box [min, max] whole from the default angles, as close as it
 * can: every corner lands inside the canvas with a margin for labels (8 % each side).
 */
export function frame(min: Vec3, max: Vec3, width: number, height: number): Orbit {
  const target = scale(add(min, max), 0.5);
  const radius = Math.max(length(sub(max, min)) / 2, 0.5);
  const half = (FOV * Math.PI) / 360;
  // On a narrow (phone) canvas the horizontal field of view is the tighter one.
  const halfH = Math.atan(Math.tan(half) * (width / Math.max(height, 1)));
  const orbit = (distance: number): Orbit => ({
    target,
    azimuth: DEFAULT_AZIMUTH,
    elevation: DEFAULT_ELEVATION,
    distance,
  });
  // The bounding sphere always fits; the box itself usually fits closer.
  let hi = (radius / Math.sin(Math.min(half, halfH))) * 1.1;
  let lo = 0;
  const corners: Vec3[] = [];
  for (const x of [min.x, max.x])
    for (const y of [min.y, max.y]) for (const z of [min.z, max.z]) corners.push({ x, y, z });
  const fits = (d: number) => {
    const cam = cameraOf(orbit(d), width, height);
    return corners.every((c) => {
      const p = project(cam, c);
      return p.depth > 0 && p.x >= width * 0.08 && p.x <= width * 0.92 && p.y >= height * 0.08 && p.y <= height * 0.92;
    });
  };
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid;
    else lo = mid;
  }
  return orbit(hi);
}

/** Turns the camera by a pointer drag of (dx, dy) pixels: a full turn for ~630 px across. */
export function orbitBy(orbit: Orbit, dx: number, dy: number): Orbit {
  const elevation = Math.min(MAX_ELEVATION, Math.max(-MAX_ELEVATION, orbit.elevation + dy * 0.01));
  return { ...orbit, azimuth: orbit.azimuth - dx * 0.01, elevation };
}

/** Moves the camera closer (factor < 1) or farther, within [min, max] distance. */
export function zoomBy(orbit: Orbit, factor: number, min: number, max: number): Orbit {
  if (!(factor > 0) || !Number.isFinite(factor)) return orbit;
  return { ...orbit, distance: Math.min(max, Math.max(min, orbit.distance * factor)) };
}

/**
 * How a handle may move: freely in the plane through it that faces the camera; along one
 * world axis ('x', 'y', 'z'); or in one world plane through it ('xy', 'xz', 'yz').
 */
export type Constraint = 'free' | 'x' | 'y' | 'z' | 'xy' | 'xz' | 'yz';

const AXES: Record<'x' | 'y' | 'z', Vec3> = {
  x: { x: 1, y: 0, z: 0 },
  y: { x: 0, y: 1, z: 0 },
  z: { x: 0, y: 0, z: 1 },
};

function rayPlane(origin: Vec3, dir: Vec3, P: Vec3, n: Vec3): Vec3 | null {
  const denom = dot(dir, n);
  // Seen (nearly) edge-on, a pixel of pointer would throw the handle far: ignore the move.
  if (Math.abs(denom) < 0.02) return null;
  const t = dot(sub(P, origin), n) / denom;
  if (!(t > 0)) return null;
  return add(origin, scale(dir, t));
}

/** The point of the line P + s·u nearest to the ray (origin, dir); null when they are parallel. */
function rayLine(origin: Vec3, dir: Vec3, P: Vec3, u: Vec3): Vec3 | null {
  const w = sub(P, origin);
  const b = dot(dir, u);
  const denom = 1 - b * b;
  if (denom < 0.0004) return null; // nearly end-on, as for a plane seen edge-on
  const s = (b * dot(w, dir) - dot(w, u)) / denom;
  return add(P, scale(u, s));
}

/** Where the pointer at (px, py) lands on the handle's line or plane through `at`. */
export function dragHit(cam: Camera, at: Vec3, constraint: Constraint, px: number, py: number): Vec3 | null {
  const { origin, dir } = pickRay(cam, px, py);
  switch (constraint) {
    case 'x':
    case 'y':
    case 'z':
      return rayLine(origin, dir, at, AXES[constraint]);
    case 'xy':
      return rayPlane(origin, dir, at, AXES.z);
    case 'xz':
      return rayPlane(origin, dir, at, AXES.y);
    case 'yz':
      return rayPlane(origin, dir, at, AXES.x);
    default:
      return rayPlane(origin, dir, at, cam.forward);
  }
}

/**
 * A handle grabbed at pixel `from` while at `start`, with the pointer now at `to`: where it
 * goes. It moves by what the pointer moved on its line or plane, so it does not jump to the
 * pointer at the grab. Null when the line or plane is seen edge-on.
 */
export function dragPoint(
  cam: Camera,
  start: Vec3,
  constraint: Constraint,
  from: readonly [number, number],
  to: readonly [number, number],
): Vec3 | null {
  const a = dragHit(cam, start, constraint, from[0], from[1]);
  const b = dragHit(cam, start, constraint, to[0], to[1]);
  if (!a || !b) return null;
  return add(start, sub(b, a));
}
