// The character bench's level and walk: a 105,800-triangle terrain of seams and
// six-triangle vertices, stairs, a walkable ramp and one too steep, a corridor of 5 cm
// walls, a moving platform — and one scripted list of motions, the same for every
// controller. Plain numbers only: each controller builds its own world from them.

export type Box = { min: [number, number, number]; max: [number, number, number] };

export interface Level {
  /** Terrain and ramps: one triangle mesh. */
  positions: Float32Array;
  indices: Uint32Array;
  /** Props: fixed boxes. */
  boxes: Box[];
  /** The platform's box at height 0 (its top at y = 0 when `platformY(frame)` is 0). */
  platform: Box;
  platformY: (frame: number) => number;
  /** Thin walls the checker watches for a character passing through: z = ±wallZ for x in [x0, x1]. */
  corridor: { x0: number; x1: number; wallZ: number; thickness: number };
}

export interface Frame {
  motion: [number, number, number];
  /** Open flat ground ahead: a stuck or jittering frame here is a defect. */
  open: boolean;
}

export const RADIUS = 0.4;
export const HEIGHT = 1.8;
export const STEP = 0.35;
export const SNAP = 0.2;
export const MAX_SLOPE = (45 * Math.PI) / 180;
export const START: [number, number, number] = [-40, 0, 0];

const CELLS = 230; // 230 × 230 squares × 2 = 105,800 triangles
const HALF = 115;

export function makeLevel(): Level {
  const positions: number[] = [];
  const indices: number[] = [];
  // Terrain: flat at y = 0 (where the walk goes), cut into unit squares whose diagonals
  // alternate, so that inner vertices are shared by six triangles.
  for (let i = 0; i <= CELLS; i++) {
    for (let j = 0; j <= CELLS; j++) positions.push(-HALF + i, 0, -HALF + j);
  }
  const at = (i: number, j: number) => i * (CELLS + 1) + j;
  for (let i = 0; i < CELLS; i++) {
    for (let j = 0; j < CELLS; j++) {
      const [a, b, c, d] = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
      if ((i + j) % 2 === 0) indices.push(a, c, b, a, d, c);
      else indices.push(a, d, b, b, d, c);
    }
  }
  // Ramps: one walkable (from the stairs' top, 1.2, down to the ground over 6: 11°) and
  // one too steep (60°), both 4 wide.
  const quad = (p: number[][]) => {
    const base = positions.length / 3;
    for (const v of p) positions.push(v[0]!, v[1]!, v[2]!);
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  };
  quad([
    [16, 1.2, -2],
    [22, 0, -2],
    [22, 0, 2],
    [16, 1.2, 2],
  ]);
  const steepRun = 1.5;
  quad([
    [50, 0, -2],
    [50 + steepRun, steepRun * Math.tan(Math.PI / 3), -2],
    [50 + steepRun, steepRun * Math.tan(Math.PI / 3), 2],
    [50, 0, 2],
  ]);
  const boxes: Box[] = [];
  // Stairs: six steps of 0.2 up from x = 10, then a landing to x = 16 at 1.2.
  for (let k = 0; k < 6; k++) boxes.push({ min: [10 + 0.5 * k, 0, -2], max: [16, 0.2 * (k + 1), 2] });
  // Corridor of 5 cm walls along x in [-35, -15], 2.4 wide.
  boxes.push({ min: [-35, 0, 1.2], max: [-15, 3, 1.25] });
  boxes.push({ min: [-35, 0, -1.25], max: [-15, 3, -1.2] });
  // Props: crates beside the path.
  for (let k = 0; k < 20; k++) boxes.push({ min: [-10 + 2 * k, 0, 4], max: [-9 + 2 * k, 1, 5] });
  // Behind the steep ramp, a wall.
  boxes.push({ min: [50 + steepRun, 0, -3], max: [53, 4, 3] });
  return {
    positions: new Float32Array(positions),
    indices: new Uint32Array(indices),
    boxes,
    platform: { min: [30, -0.3, -2], max: [34, 0, 2] },
    // Up 1.5 and back down, over 240 frames, then at rest.
    platformY: (frame) => {
      const f = frame - PLATFORM_FROM;
      if (f <= 0 || f >= 240) return 0;
      return 1.5 * Math.sin((Math.PI * f) / 240);
    },
    corridor: { x0: -35, x1: -15, wallZ: 1.2, thickness: 0.05 },
  };
}

/** The frame from which the platform moves (the walk stands on it then). */
export const PLATFORM_FROM = 1112;

/** The scripted walk: 60 frames a second, 4 m/s, gravity as a constant fall of 0.05 a frame. */
export function makeWalk(): Frame[] {
  const frames: Frame[] = [];
  const speed = 4 / 60;
  const fall = -0.05;
  const go = (n: number, dx: number, dz: number, open: boolean) => {
    const l = Math.hypot(dx, dz) || 1;
    for (let i = 0; i < n; i++) frames.push({ motion: [(speed * dx) / l, fall, (speed * dz) / l], open });
  };
  go(300, 1, 0, true); // the corridor and the open floor beyond: x -40 → -20
  go(60, 1, 0.02, true); // still in the corridor, drifting toward a wall
  go(40, 0.2, 1, false); // into the corridor wall: slides along it
  go(60, 1, 0, false); // out of the corridor, x ≈ -11.5
  go(652, 1, 0, false); // up the stairs at x = 10, the landing, down the ramp to x = 22, onto the platform, x ≈ 32
  go(300, 0, 0, false); // ride the platform up and down (it moves from frame 1112)
  go(270, 1, 0, false); // on to the steep ramp at x = 50
  go(120, 1, 0.1, false); // into the steep ramp: a wall
  go(200, -1, 0, true); // back across open floor
  go(160, 0.7, 0.7, true); // diagonally over seams and vertices
  return frames;
}
