// The character contract (shared/spec/character.md), behaviour by behaviour. Every
// position is checked by the tests' own overlap checker (test/support/checker.ts), never by
// the controller's or the query library's answer.
import { describe, expect, it } from 'vitest';
import { CharacterController, createMoveResult } from '../src/index.ts';
import type { CharacterOptions, MoveResult } from '../src/index.ts';
import { overlapDepth } from './support/checker.ts';
import type { V } from './support/checker.ts';
import { Level, v } from './support/level.ts';

const R = 0.5;
const H = 2;
const OPTIONS: CharacterOptions = { radius: R, height: H };
/** The largest coordinate magnitude of these levels: the contract's S. */
const S = 100;
const TOL = 1e-9 * S;

/** A seeded generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function walk(level: Level, options: CharacterOptions, start: V, motions: V[]): MoveResult[] {
  const c = new CharacterController(level.scene, options);
  let p = start;
  const out: MoveResult[] = [];
  for (const m of motions) {
    const r = c.move(p, m);
    out.push(r);
    p = r.position;
  }
  return out;
}

/** A room: a floor, four walls, a ceiling; plus props of every shape kind. */
function room(): Level {
  const L = new Level();
  L.box(v(-20, -1, -20), v(20, 0, 20));
  L.box(v(-21, -1, -20), v(-20, 10, 20));
  L.box(v(20, -1, -20), v(21, 10, 20));
  L.box(v(-20, -1, -21), v(20, 10, -20));
  L.box(v(-20, -1, 20), v(20, 10, 21));
  L.box(v(-20, 10, -20), v(20, 11, 20));
  L.sphere(v(5, 0.5, 5), 1.5);
  L.capsule(v(-5, 0, -5), v(-5, 4, -3), 0.7);
  L.triangle(v(8, 0, -8), v(12, 0, -8), v(10, 3, -10));
  L.box(v(-8, 0, 6), v(-6, 0.25, 9)); // a low step
  L.box(v(-3, 0, -12), v(3, 3, -11)); // a wall block
  L.scene.addOBB({
    center: v(0, 1, 10),
    halfSize: v(1, 1, 1),
    rotation: { x: 0, y: Math.sin(0.4), z: 0, w: Math.cos(0.4) },
  });
  return L;
}

describe('never through, never inside', () => {
  it('thousands of random frames in a room of every shape kind end outside every shape', () => {
    const L = room();
    // (The oriented box is in the scene but not in the checker's shapes: the frames are
    // checked against every other shape.)
    const rnd = random(0xc4a7);
    const c = new CharacterController(L.scene, OPTIONS);
    const out = createMoveResult();
    let p = v(0, 0, 0);
    for (let frame = 0; frame < 3000; frame++) {
      const big = rnd() < 0.05;
      const scale = big ? 60 : 0.4;
      const m = v((rnd() * 2 - 1) * scale, (rnd() * 2 - 1.3) * scale * 0.5, (rnd() * 2 - 1) * scale);
      c.move(p, m, out);
      p = { ...out.position };
      const depth = overlapDepth(p, R, H, L.shapes);
      if (depth > TOL) throw new Error(`frame ${frame}: overlap ${depth} at ${JSON.stringify(p)}`);
      expect(Math.abs(p.x)).toBeLessThanOrEqual(20);
      expect(Math.abs(p.z)).toBeLessThanOrEqual(20);
      expect(p.y).toBeGreaterThanOrEqual(-1e-9);
      expect(p.y + H).toBeLessThanOrEqual(10 + 1e-9);
    }
  });

  it('a motion 100× its size never passes a 1 mm wall', () => {
    const L = new Level();
    L.box(v(-50, -1, -50), v(50, 0, 50));
    L.box(v(10, 0, -50), v(10.001, 10, 50));
    for (const m of [v(200, 0, 0), v(200, -1, 3), v(150, 50, -20), v(300, -300, 1)]) {
      const [r] = walk(L, OPTIONS, v(0, 0, 0), [m]);
      expect(r!.position.x + R).toBeLessThanOrEqual(10 + TOL);
      expect(overlapDepth(r!.position, R, H, L.shapes)).toBeLessThanOrEqual(TOL);
    }
  });

  it('a start inside a box is pushed out by the minimum translation, and says so', () => {
    const L = new Level();
    L.box(v(-5, -1, -5), v(5, 0, 5));
    const wall = L.box(v(1, 0, -5), v(2, 5, 5));
    const c = new CharacterController(L.scene, OPTIONS);
    const r = c.move(v(1.3, 0, 0), v(0, 0, 0));
    expect(r.position.x).toBeCloseTo(0.5, 12);
    expect(r.position.y).toBe(0);
    expect(r.collisions.some((k) => k.id === wall && k.normal.x === -1)).toBe(true);
    expect(overlapDepth(r.position, R, H, L.shapes)).toBeLessThanOrEqual(TOL);
  });
});

describe('slides', () => {
  const L = new Level();
  L.box(v(-50, -1, -50), v(50, 0, 50));
  L.box(v(5, 0, -50), v(6, 10, 50)); // wall facing −x
  L.box(v(-50, 0, 5), v(50, 10, 6)); // wall facing −z

  it('into a wall keeps the motion along the wall', () => {
    const c = new CharacterController(L.scene, OPTIONS);
    const r = c.move(v(4.5, 0, 0), v(1, 0, 0.5));
    expect(r.position.x).toBe(4.5);
    expect(r.position.z).toBeCloseTo(0.5, 12);
    expect(r.collisions[0]!.normal).toEqual({ x: -1, y: 0, z: 0 });
  });

  it('into the crease of two walls keeps the motion along the crease; into a corner of three it stops', () => {
    const L2 = new Level();
    L2.box(v(-50, -1, -50), v(50, 0, 50));
    // A V of two walls whose crease runs along +x… here: a wall and a ramp-like wall make
    // the crease vertical, so the motion along it (up) is what remains of a diagonal one.
    L2.box(v(5, 0, -50), v(6, 10, 50));
    L2.box(v(-50, 0, 5), v(50, 10, 6));
    const c = new CharacterController(L2.scene, { ...OPTIONS, stepHeight: 0, snapDistance: 0 });
    // Two walls meet at x = 5, z = 5: pushed diagonally into the corner along the floor it
    // stops (floor + two walls: three surfaces).
    const r = c.move(v(4.5, 0, 4.5), v(1, -0.1, 1));
    expect(r.position.x).toBe(4.5);
    expect(r.position.z).toBe(4.5);
    expect(r.position.y).toBe(0);
    // In the air (no floor under it), the crease of the two walls is vertical: the motion
    // into the corner keeps only its vertical part.
    const air = c.move(v(4.5, 3, 4.5), v(1, -0.25, 1));
    expect(air.position.x).toBe(4.5);
    expect(air.position.z).toBe(4.5);
    expect(air.position.y).toBeCloseTo(2.75, 12);
  });

  it('never climbs a wall by sliding', () => {
    const c = new CharacterController(L.scene, { ...OPTIONS, stepHeight: 0 });
    let p = v(4.5, 0, 0);
    for (let i = 0; i < 100; i++) p = c.move(p, v(0.3, -0.05, 0.01)).position;
    expect(p.y).toBe(0);
    expect(p.x).toBe(4.5);
  });
});

describe('flat ground is flat', () => {
  const floors: [string, (L: Level) => void][] = [
    ['a box top', (L) => L.box(v(-100, -1, -100), v(100, 0, 100))],
    ['a tessellated mesh (seams, six-triangle vertices)', (L) => L.tessellatedFloor(-100, 100, -100, 100, 0, 80)],
    [
      'loose triangles',
      (L) => {
        L.triangle(v(-100, 0, -100), v(100, 0, -100), v(0, 0, 100));
        L.triangle(v(-100, 0, -100), v(0, 0, 100), v(-100, 0, 100));
        L.triangle(v(100, 0, -100), v(100, 0, 100), v(0, 0, 100));
      },
    ],
  ];
  for (const [name, make] of floors) {
    it(`on ${name}: height bit-for-bit constant, no horizontal motion lost`, () => {
      const L = new Level();
      make(L);
      const c = new CharacterController(L.scene, OPTIONS);
      const out = createMoveResult();
      let p = v(-40.3, 0.7, -33.1); // falls first
      let groundedY: number | null = null;
      const rnd = random(7);
      for (let frame = 0; frame < 600; frame++) {
        const m = v(0.13 + 0.1 * rnd(), -0.2, 0.09 * Math.sin(frame / 20));
        const before = p;
        c.move(p, m, out);
        p = { ...out.position };
        if (groundedY === null && out.grounded) groundedY = p.y;
        if (groundedY !== null) {
          expect(p.y).toBe(groundedY);
          expect(out.grounded).toBe(true);
          expect(p.x - before.x).toBeCloseTo(m.x, 12);
          expect(p.z - before.z).toBeCloseTo(m.z, 12);
        }
      }
      // Where it first lands is the cast's contact, rounded: from then on not one bit moves.
      expect(Math.abs(groundedY!)).toBeLessThanOrEqual(1e-12);
    });
  }
});

describe('slopes', () => {
  function ramp(angle: number): Level {
    const L = new Level();
    L.box(v(-50, -1, -50), v(50, 0, 50));
    const run = 10;
    const rise = run * Math.tan(angle);
    // A ramp from x = 0 (height 0) to x = 10 (height rise), 20 wide.
    L.mesh([0, 0, -10, run, rise, -10, run, rise, 10, 0, 0, 10], [0, 1, 2, 0, 2, 3]);
    L.box(v(run, 0, -10), v(run + 20, rise, 10));
    return L;
  }
  it('walks up ground up to maxSlope and stays grounded', () => {
    const L = ramp((30 * Math.PI) / 180);
    const c = new CharacterController(L.scene, OPTIONS);
    let p = v(-2, 0, 0);
    // Gravity's part of each motion is projected onto the slope too: about half of the
    // 0.2 a frame goes up a 30° ramp.
    for (let i = 0; i < 150; i++) p = c.move(p, v(0.2, -0.1, 0)).position;
    expect(p.x).toBeGreaterThan(8);
    expect(p.y).toBeGreaterThan(4);
    expect(overlapDepth(p, R, H, L.shapes)).toBeLessThanOrEqual(TOL);
  });
  it('steeper ground is a wall: repeated small moves never climb it', () => {
    const L = ramp((60 * Math.PI) / 180);
    const c = new CharacterController(L.scene, { ...OPTIONS, stepHeight: 0.2 });
    let p = v(-2, 0, 0);
    let maxY = 0;
    for (let i = 0; i < 300; i++) {
      p = c.move(p, v(0.05, -0.02, 0.001)).position;
      maxY = Math.max(maxY, p.y);
    }
    // The rounded bottom rests against the foot of the slope; it rises no higher than
    // radius · (1 − cos 60°) would let a ball roll.
    expect(maxY).toBeLessThanOrEqual(R * (1 - Math.cos(Math.PI / 3)) + 1e-9);
  });
  it('walking down a walkable slope stays grounded', () => {
    const L = ramp((25 * Math.PI) / 180);
    const c = new CharacterController(L.scene, OPTIONS);
    let r = c.move(v(12, 10 * Math.tan((25 * Math.PI) / 180), 0), v(0, -0.1, 0));
    for (let i = 0; i < 60; i++) {
      r = c.move(r.position, v(-0.2, -0.05, 0));
      expect(r.grounded).toBe(true);
    }
    expect(r.position.x).toBeLessThan(1);
  });
});

describe('steps', () => {
  function stairs(h: number): Level {
    const L = new Level();
    L.box(v(-50, -1, -50), v(50, 0, 50));
    L.box(v(3, 0, -10), v(20, h, 10));
    return L;
  }
  it('climbs a ledge up to stepHeight and says so', () => {
    const L = stairs(0.4);
    const c = new CharacterController(L.scene, { ...OPTIONS, stepHeight: 0.5 });
    let r = c.move(v(0, 0, 0), v(0, -0.1, 0));
    let stepped = false;
    for (let i = 0; i < 40; i++) {
      r = c.move(r.position, v(0.25, -0.1, 0));
      stepped ||= r.stepped;
      expect(overlapDepth(r.position, R, H, L.shapes)).toBeLessThanOrEqual(TOL);
    }
    expect(stepped).toBe(true);
    expect(r.position.y).toBeCloseTo(0.4, 12);
    expect(r.position.x).toBeGreaterThan(5);
  });
  it('never climbs a higher one', () => {
    const L = stairs(0.6);
    const c = new CharacterController(L.scene, { ...OPTIONS, stepHeight: 0.5 });
    let r = c.move(v(0, 0, 0), v(0, -0.1, 0));
    for (let i = 0; i < 40; i++) r = c.move(r.position, v(0.25, -0.1, 0));
    expect(r.position.y).toBeCloseTo(0, 12);
    expect(r.position.x).toBeCloseTo(2.5, 12);
  });
  it('never steps into a ceiling', () => {
    const L = stairs(0.4);
    L.box(v(2, 2.2, -10), v(20, 3, 10)); // 1.8 of room over the step: less than the height 2
    const c = new CharacterController(L.scene, { ...OPTIONS, stepHeight: 0.5 });
    let r = c.move(v(0, 0, 0), v(0, -0.1, 0));
    for (let i = 0; i < 40; i++) r = c.move(r.position, v(0.25, -0.1, 0));
    expect(r.position.y).toBeCloseTo(0, 12);
    expect(overlapDepth(r.position, R, H, L.shapes)).toBeLessThanOrEqual(TOL);
  });
});

describe('snap', () => {
  const L = new Level();
  L.box(v(-50, -1, -50), v(0, 0, 50));
  L.box(v(0, -1, -50), v(50, -0.15, 50)); // 0.15 lower past x = 0
  it('keeps the character grounded down a small drop within snapDistance', () => {
    const c = new CharacterController(L.scene, { ...OPTIONS, snapDistance: 0.3 });
    let r = c.move(v(-2, 0, 0), v(0, -0.01, 0));
    for (let i = 0; i < 20; i++) {
      r = c.move(r.position, v(0.25, -0.01, 0));
      expect(r.grounded).toBe(true);
    }
    expect(r.position.y).toBeCloseTo(-0.15, 12);
    expect(r.position.x).toBeGreaterThan(2);
  });
  it('does not snap when the motion points up (a jump)', () => {
    const c = new CharacterController(L.scene, { ...OPTIONS, snapDistance: 0.3 });
    const r = c.move(v(-2, 0, 0), v(0.1, 0.2, 0));
    expect(r.snapped).toBe(false);
    expect(r.grounded).toBe(false);
    expect(r.position.y).toBeCloseTo(0.2, 12);
  });
});

describe('moving shapes', () => {
  it('a platform moved up with setMatrix carries the character, never inside it', () => {
    const L = new Level();
    const platform = L.scene.addAABB({ min: v(-3, -0.5, -3), max: v(3, 0, 3) });
    const c = new CharacterController(L.scene, OPTIONS);
    let p = v(0, 0, 0);
    for (let frame = 1; frame <= 100; frame++) {
      const y = 0.05 * frame;
      L.scene.setMatrix(platform, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, y, 0, 1]);
      const r = c.move(p, v(0.01, -0.02, 0));
      p = r.position;
      const depth = overlapDepth(p, R, H, [{ kind: 'box', min: v(-3, y - 0.5, -3), max: v(3, y, 3) }]);
      expect(depth).toBeLessThanOrEqual(TOL);
      expect(p.y).toBeCloseTo(y, 9);
    }
  });
  it('a platform moved down with setMatrix keeps it grounded on top', () => {
    const L = new Level();
    const platform = L.scene.addAABB({ min: v(-3, -0.5, -3), max: v(3, 0, 3) });
    const c = new CharacterController(L.scene, OPTIONS);
    let p = v(0, 0, 0);
    for (let frame = 1; frame <= 100; frame++) {
      const y = -0.03 * frame;
      L.scene.setMatrix(platform, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, y, 0, 1]);
      const r = c.move(p, v(0, -0.05, 0));
      p = r.position;
      expect(r.grounded).toBe(true);
      expect(p.y).toBeCloseTo(y, 9);
    }
  });
});

describe('determinism and out', () => {
  it('the same inputs give the same bits, and out is reused', () => {
    const L = room();
    const c = new CharacterController(L.scene, OPTIONS);
    const out = createMoveResult();
    const a = c.move(v(1, 0, 1), v(3, -0.5, 2.5), out);
    const b = new CharacterController(L.scene, OPTIONS).move(v(1, 0, 1), v(3, -0.5, 2.5));
    expect(a).toBe(out);
    expect(b).toEqual(a);
  });
});

describe('bad input', () => {
  const L = new Level();
  it.each([
    [{ radius: 0, height: 2 }, RangeError, 'CharacterController: options.radius must be > 0, got 0'],
    [{ radius: '1', height: 2 }, TypeError, 'CharacterController: options.radius must be a number, got "1" (a string)'],
    [{ radius: 1, height: 1.5 }, RangeError, 'CharacterController: options.height must be >= 2 · radius (2), got 1.5'],
    [
      { radius: 1, height: 2, up: { x: 0, y: 0, z: 0 } },
      RangeError,
      'CharacterController: options.up must not be zero, got {x: 0, y: 0, z: 0}',
    ],
    [
      { radius: 1, height: 2, maxSlope: 2 },
      RangeError,
      'CharacterController: options.maxSlope must be in [0, π/2] radians, got 2',
    ],
    [
      { radius: 1, height: 2, stepHeight: -1 },
      RangeError,
      'CharacterController: options.stepHeight must be >= 0, got -1',
    ],
    [
      { radius: 1, height: 2, maxIterations: 1.5 },
      RangeError,
      'CharacterController: options.maxIterations must be an integer >= 1, got 1.5',
    ],
    [{ radius: 1, height: 2, filter: 3 }, TypeError, 'CharacterController: options.filter must be a function, got 3'],
    [{ radius: 1, height: 2, skin: 0.1 }, TypeError, "CharacterController: unknown option 'skin'"],
  ])('options %j', (options, type, message) => {
    expect(() => new CharacterController(L.scene, options as unknown as CharacterOptions)).toThrow(type);
    expect(() => new CharacterController(L.scene, options as unknown as CharacterOptions)).toThrow(message);
  });
  it('a position or motion that is not a finite vector', () => {
    const c = new CharacterController(L.scene, OPTIONS);
    expect(() => c.move(v(0, NaN, 0), v(0, 0, 0))).toThrow(
      'CharacterController.move: position.y must be finite, got NaN',
    );
    expect(() => c.move(v(0, 0, 0), [1, 2, 3] as unknown as V)).toThrow(
      'CharacterController.move: motion must be a vector {x, y, z}, got an array of length 3',
    );
  });
});
