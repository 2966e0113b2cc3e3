/**
 * Edge-case scenes for the exercises, by query family. Random doubles almost never land on
 * the configurations where collision code breaks (a tangent, a start exactly on a face, a
 * segment along an edge, a direction component of exactly 0), so every family first builds
 * its named edge cases on purpose, from small integers and halves (exact in double precision:
 * the contract says such touching configurations must hit), placed at a seeded random spot;
 * then random scenes. Each case carries its sentence and what the contract says it gives
 * (`expect`), which the unit tests hold the library to.
 */
import { createRng, intIn, type Rng } from './prng';

export interface V {
  x: number;
  y: number;
  z: number;
}

/** What the contract says a case gives: a hit (at `t`, with `normal`), null, a value, or an error class. */
export type Expect =
  | { kind: 'hit'; t?: number; normal?: V }
  | { kind: 'null' }
  | { kind: 'value'; value: unknown }
  | { kind: 'distance'; distance: number }
  | { kind: 'throw'; name: 'TypeError' | 'RangeError' };

/** The named edge cases a family may cover. */
export type EdgeTag =
  | 'through'
  | 'tangent'
  | 'miss'
  | 'grazing'
  | 'edge'
  | 'corner'
  | 'axisParallel'
  | 'zeroLength'
  | 'inside'
  | 'surfaceIn'
  | 'surfaceOut'
  | 'touching'
  | 'endsBefore'
  | 'degenerate'
  | 'large'
  | 'tiny'
  | 'badNaN'
  | 'badMissing'
  | 'badMinMax'
  | 'badRadius'
  | 'random';

export interface GeneratedCase {
  tag: EdgeTag;
  name: string;
  args: unknown[];
  expect?: Expect;
  seed: number;
}

type Scene = Omit<GeneratedCase, 'seed'>;

const v = (x: number, y: number, z: number): V => ({ x, y, z });
const add = (a: V, b: V): V => v(a.x + b.x, a.y + b.y, a.z + b.z);
const sub = (a: V, b: V): V => v(a.x - b.x, a.y - b.y, a.z - b.z);
const mul = (a: V, k: number): V => v(a.x * k, a.y * k, a.z * k);
const X = v(1, 0, 0);
const Y = v(0, 1, 0);
const Z = v(0, 0, 1);

const ints = (rng: Rng, span: number): V =>
  v(intIn(rng, -span, span), intIn(rng, -span, span), intIn(rng, -span, span));
/** A random coordinate in sixteenths: readable, exact, and rarely within 1e-9 of a tangency without being on it. */
const sixteenths = (rng: Rng, span: number): number => intIn(rng, -16 * span, 16 * span) / 16;
const randomPoint = (rng: Rng, span: number): V =>
  v(sixteenths(rng, span), sixteenths(rng, span), sixteenths(rng, span));

/** Every number of the scene times k (a power of two keeps it exact). */
function scaled(value: unknown, k: number): unknown {
  if (typeof value === 'number') return value * k;
  if (Array.isArray(value)) return value.map((x) => scaled(x, k));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    // A rotation and a plane's normal are directions: the scene's size is not theirs.
    for (const [key, x] of Object.entries(value)) out[key] = key === 'rotation' || key === 'normal' ? x : scaled(x, k);
    return out;
  }
  return value;
}

/** The same scene at the contract's largest scale (2^20 ≈ 1e6) and a tiny one (2^-30 ≈ 1e-9). */
function magnitudes(base: Scene, what: string): Scene[] {
  const big = 2 ** 20;
  const small = 2 ** -30;
  const scaleExpect = (k: number): Expect | undefined =>
    base.expect?.kind === 'value'
      ? { kind: 'value', value: scaled(base.expect.value, k) }
      : base.expect?.kind === 'distance'
        ? { kind: 'distance', distance: base.expect.distance * k }
        : base.expect;
  const at = (k: number, tag: 'large' | 'tiny', words: string): Scene => {
    const e = scaleExpect(k);
    return { tag, name: `${what}, ${words}`, args: scaled(base.args, k) as unknown[], ...(e ? { expect: e } : {}) };
  };
  return [
    at(big, 'large', 'scaled by 2^20 (about a million): the tolerance grows with the scene'),
    at(small, 'tiny', 'scaled by 2^-30 (about 1e-9): a fixed epsilon like 1e-6 is far too big here'),
  ];
}

const hit = (t?: number, normal?: V): Expect => ({
  kind: 'hit',
  ...(t === undefined ? {} : { t }),
  ...(normal === undefined ? {} : { normal }),
});
const none: Expect = { kind: 'null' };
const typeError: Expect = { kind: 'throw', name: 'TypeError' };
const rangeError: Expect = { kind: 'throw', name: 'RangeError' };

// ---- raycastAxisPlane(origin, end, axis, value)

const AXES = ['x', 'y', 'z'] as const;
type Axis = (typeof AXES)[number];
const unit = (axis: Axis): V => (axis === 'x' ? X : axis === 'y' ? Y : Z);

function axisPlane(rng: Rng): Scene[] {
  const axis = AXES[intIn(rng, 0, 2)] ?? 'x';
  const value = intIn(rng, -5, 5);
  const n = unit(axis);
  const base = ints(rng, 5);
  // A point whose coordinate on the plane's axis is value + h, the others from `base`.
  const at = (h: number, shift: V = v(0, 0, 0)): V => add(add(sub(base, mul(n, base[axis])), mul(n, value + h)), shift);
  const side = axis === 'x' ? Y : X;
  const through: Scene = {
    tag: 'through',
    name: `crosses the plane ${axis} = ${value} a quarter of the way along`,
    args: [at(-1), at(3, side), axis, value],
    expect: hit(0.25, mul(n, -1)),
  };
  return [
    through,
    {
      tag: 'through',
      name: 'crosses the plane from its positive side: the normal points back against the motion',
      args: [at(3), at(-1), axis, value],
      expect: hit(0.75, n),
    },
    {
      tag: 'axisParallel',
      name: 'parallel to the plane, beside it',
      args: [at(2), at(2, mul(side, 4)), axis, value],
      expect: none,
    },
    {
      tag: 'grazing',
      name: 'lies in the plane: parallel, so no hit',
      args: [at(0), at(0, mul(side, 4)), axis, value],
      expect: none,
    },
    {
      tag: 'surfaceOut',
      name: 'starts on the plane and moves away: a hit at t = 0 (the plane is two-sided, with no inside)',
      args: [at(0), at(2), axis, value],
      expect: hit(0, mul(n, -1)),
    },
    {
      tag: 'touching',
      name: 'ends exactly on the plane: a hit at t = 1',
      args: [at(-2), at(0), axis, value],
      expect: hit(1, mul(n, -1)),
    },
    { tag: 'endsBefore', name: 'ends before it reaches the plane', args: [at(-4), at(-1), axis, value], expect: none },
    {
      tag: 'zeroLength',
      name: 'a zero-length segment on the plane sweeps nothing',
      args: [at(0), at(0), axis, value],
      expect: none,
    },
    ...magnitudes(through, 'crosses the plane'),
    { tag: 'badNaN', name: 'bad input: the plane value is NaN', args: [at(-1), at(3), axis, NaN], expect: rangeError },
    {
      tag: 'badMissing',
      name: "the axis is 'w', which is not an axis",
      args: [at(-1), at(3), 'w', value],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: origin has no z',
      args: [{ x: 0, y: 0 }, at(3), axis, value],
      expect: typeError,
    },
  ];
}

function axisPlaneRandom(rng: Rng): Scene {
  const axis = AXES[intIn(rng, 0, 2)] ?? 'x';
  return {
    tag: 'random',
    name: 'a random segment and plane',
    args: [randomPoint(rng, 6), randomPoint(rng, 6), axis, sixteenths(rng, 4)],
  };
}

// ---- raycastSphere(origin, end, sphere)

function sphere(rng: Rng): Scene[] {
  const C = ints(rng, 5);
  const r = intIn(rng, 1, 4);
  const S = { center: C, radius: r };
  const p = (x: number, y: number, z = 0): V => add(C, v(x, y, z));
  const through: Scene = {
    tag: 'through',
    name: 'straight through the center from outside',
    args: [p(-r - 2, 0), p(r + 2, 0), S],
    expect: hit(2 / (2 * r + 4), v(-1, 0, 0)),
  };
  return [
    through,
    {
      tag: 'axisParallel',
      name: 'along the z axis through the sphere',
      args: [p(0, 0, -r - 2), p(0, 0, r + 2), S],
      expect: hit(2 / (2 * r + 4), v(0, 0, -1)),
    },
    {
      tag: 'tangent',
      name: 'tangent to the sphere at its top: touching counts',
      args: [p(-r - 2, r), p(r + 2, r), S],
      expect: hit(0.5, Y),
    },
    {
      tag: 'miss',
      name: 'passes one unit above the sphere',
      args: [p(-r - 2, r + 1), p(r + 2, r + 1), S],
      expect: none,
    },
    {
      tag: 'inside',
      name: 'starts inside the sphere (the contract returns null)',
      args: [p(0, 0), p(3 * r, 0), S],
      expect: none,
    },
    {
      tag: 'surfaceIn',
      name: 'starts on the surface heading in: a hit at t = 0',
      args: [p(-r, 0), p(r, 0), S],
      expect: hit(0, v(-1, 0, 0)),
    },
    {
      tag: 'surfaceOut',
      name: 'starts on the surface heading out: null',
      args: [p(-r, 0), p(-r - 2, 0), S],
      expect: none,
    },
    {
      tag: 'grazing',
      name: 'starts on the surface and moves along its tangent: null',
      args: [p(0, r), p(2, r), S],
      expect: none,
    },
    {
      tag: 'touching',
      name: 'ends exactly on the surface: a hit at t = 1',
      args: [p(-r - 3, 0), p(-r, 0), S],
      expect: hit(1, v(-1, 0, 0)),
    },
    { tag: 'endsBefore', name: 'ends one unit before the sphere', args: [p(-r - 3, 0), p(-r - 1, 0), S], expect: none },
    {
      tag: 'zeroLength',
      name: 'a zero-length segment on the surface sweeps nothing',
      args: [p(-r, 0), p(-r, 0), S],
      expect: none,
    },
    {
      tag: 'degenerate',
      name: 'a sphere of radius 0 (a point) on the segment: the normal is the reversed direction',
      args: [p(-2, 0), p(2, 0), { center: C, radius: 0 }],
      expect: hit(0.5, v(-1, 0, 0)),
    },
    ...magnitudes(through, 'straight through the center'),
    { tag: 'badNaN', name: 'bad input: origin.x is NaN', args: [v(NaN, 0, 0), p(r + 2, 0), S], expect: rangeError },
    {
      tag: 'badRadius',
      name: 'bad input: a negative radius',
      args: [p(-r - 2, 0), p(r + 2, 0), { center: C, radius: -1 }],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the sphere has no radius',
      args: [p(-r - 2, 0), p(r + 2, 0), { center: C }],
      expect: typeError,
    },
  ];
}

function sphereRandom(rng: Rng): Scene {
  const C = randomPoint(rng, 4);
  return {
    tag: 'random',
    name: 'a random segment and sphere',
    args: [randomPoint(rng, 8), randomPoint(rng, 8), { center: C, radius: intIn(rng, 1, 64) / 16 }],
  };
}

// ---- raycastAABB(origin, end, box)

function boxOf(rng: Rng, flat = false): { min: V; max: V; mid: V; size: V } {
  const min = ints(rng, 4);
  const size = v(intIn(rng, 1, 4), intIn(rng, 1, 4), flat ? 0 : intIn(rng, 1, 4));
  if (flat) min.z = 0;
  const max = add(min, size);
  return { min, max, mid: add(min, mul(size, 0.5)), size };
}

function aabb(rng: Rng): Scene[] {
  const { min, max, mid, size } = boxOf(rng);
  const box = { min, max };
  const through: Scene = {
    tag: 'through',
    name: 'through the x faces, from outside',
    args: [v(min.x - 2, mid.y, mid.z), v(max.x + 2, mid.y, mid.z), box],
    expect: hit(2 / (size.x + 4), v(-1, 0, 0)),
  };
  const flat = boxOf(rng, true);
  return [
    through,
    {
      tag: 'axisParallel',
      name: 'down through the top face, parallel to the x and z faces',
      args: [v(mid.x, max.y + 2, mid.z), v(mid.x, min.y - 2, mid.z), box],
      expect: hit(2 / (size.y + 4), Y),
    },
    {
      tag: 'edge',
      name: 'enters exactly through an edge: x and y faces tie, x wins',
      args: [v(min.x - 1, min.y - 1, mid.z), v(min.x + 1, min.y + 1, mid.z), box],
      expect: hit(0.5, v(-1, 0, 0)),
    },
    {
      tag: 'corner',
      name: 'enters exactly through a corner',
      args: [sub(min, v(1, 1, 1)), add(min, v(1, 1, 1)), box],
      expect: hit(0.5, v(-1, 0, 0)),
    },
    {
      tag: 'grazing',
      name: 'grazes the top face from outside: touching counts',
      args: [v(min.x - 2, max.y, mid.z), v(max.x + 2, max.y, mid.z), box],
      expect: hit(2 / (size.x + 4), v(-1, 0, 0)),
    },
    {
      tag: 'grazing',
      name: 'runs along an edge of the box',
      args: [v(min.x - 2, max.y, max.z), v(max.x + 2, max.y, max.z), box],
      expect: hit(2 / (size.x + 4), v(-1, 0, 0)),
    },
    {
      tag: 'miss',
      name: 'parallel to the x axis, one unit above the box',
      args: [v(min.x - 2, max.y + 1, mid.z), v(max.x + 2, max.y + 1, mid.z), box],
      expect: none,
    },
    {
      tag: 'inside',
      name: 'starts inside the box (the contract returns null)',
      args: [mid, add(mid, v(2 * size.x, 1, 0)), box],
      expect: none,
    },
    {
      tag: 'surfaceIn',
      name: 'starts on the x− face heading in: a hit at t = 0',
      args: [v(min.x, mid.y, mid.z), v(max.x + 1, mid.y, mid.z), box],
      expect: hit(0, v(-1, 0, 0)),
    },
    {
      tag: 'surfaceOut',
      name: 'starts on the x− face heading out: null',
      args: [v(min.x, mid.y, mid.z), v(min.x - 2, mid.y, mid.z), box],
      expect: none,
    },
    {
      tag: 'surfaceOut',
      name: 'starts on the top face and slides along it: null',
      args: [v(mid.x, max.y, mid.z), v(max.x + 1, max.y, mid.z), box],
      expect: none,
    },
    {
      tag: 'touching',
      name: 'ends exactly on the x− face: a hit at t = 1',
      args: [v(min.x - 2, mid.y, mid.z), v(min.x, mid.y, mid.z), box],
      expect: hit(1, v(-1, 0, 0)),
    },
    {
      tag: 'endsBefore',
      name: 'ends one unit before the box',
      args: [v(min.x - 3, mid.y, mid.z), v(min.x - 1, mid.y, mid.z), box],
      expect: none,
    },
    {
      tag: 'zeroLength',
      name: 'a zero-length segment on the box sweeps nothing',
      args: [v(min.x, mid.y, mid.z), v(min.x, mid.y, mid.z), box],
      expect: none,
    },
    {
      tag: 'degenerate',
      name: 'a flat box (a rectangle in z = 0), crossed within its plane',
      args: [v(flat.min.x - 2, flat.mid.y, 0), v(flat.max.x + 2, flat.mid.y, 0), { min: flat.min, max: flat.max }],
      expect: hit(2 / (flat.size.x + 4), v(-1, 0, 0)),
    },
    ...magnitudes(through, 'through the x faces'),
    {
      tag: 'badMinMax',
      name: 'bad input: min.y is greater than max.y',
      args: [through.args[0], through.args[1], { min: v(min.x, max.y, min.z), max: v(max.x, min.y, max.z) }],
      expect: rangeError,
    },
    {
      tag: 'badNaN',
      name: 'bad input: end.y is NaN',
      args: [through.args[0], v(max.x + 2, NaN, mid.z), box],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the box has no max',
      args: [through.args[0], through.args[1], { min }],
      expect: typeError,
    },
  ];
}

function aabbRandom(rng: Rng): Scene {
  const min = randomPoint(rng, 4);
  const max = add(min, v(intIn(rng, 1, 64) / 16, intIn(rng, 1, 64) / 16, intIn(rng, 1, 64) / 16));
  return {
    tag: 'random',
    name: 'a random segment and box',
    args: [randomPoint(rng, 8), randomPoint(rng, 8), { min, max }],
  };
}

// ---- sphereCastSphere(origin, end, radius, target)

function sphereCast(rng: Rng): Scene[] {
  const C = ints(rng, 5);
  const R = intIn(rng, 1, 3);
  const r = intIn(rng, 1, 3);
  const sum = r + R;
  const T = { center: C, radius: R };
  const p = (x: number, y: number, z = 0): V => add(C, v(x, y, z));
  const through: Scene = {
    tag: 'through',
    name: 'head-on, through the target’s center',
    args: [p(-sum - 2, 0), p(sum + 2, 0), r, T],
    expect: hit(2 / (2 * sum + 4), v(-1, 0, 0)),
  };
  return [
    through,
    {
      tag: 'tangent',
      name: 'passes at exactly r + R from the center: the spheres just touch',
      args: [p(-sum - 2, sum), p(sum + 2, sum), r, T],
      expect: hit(0.5, Y),
    },
    {
      tag: 'miss',
      name: 'passes one unit too high to touch',
      args: [p(-sum - 2, sum + 1), p(sum + 2, sum + 1), r, T],
      expect: none,
    },
    {
      tag: 'inside',
      name: 'starts overlapping the target (null)',
      args: [p(sum - 1, 0), p(sum + 3, 0), r, T],
      expect: none,
    },
    {
      tag: 'surfaceIn',
      name: 'starts exactly touching, moving in: a hit at t = 0',
      args: [p(-sum, 0), p(sum, 0), r, T],
      expect: hit(0, v(-1, 0, 0)),
    },
    {
      tag: 'surfaceOut',
      name: 'starts exactly touching, moving away: null',
      args: [p(-sum, 0), p(-sum - 2, 0), r, T],
      expect: none,
    },
    {
      tag: 'grazing',
      name: 'starts exactly touching and slides along the tangent: null',
      args: [p(0, sum), p(2, sum), r, T],
      expect: none,
    },
    {
      tag: 'touching',
      name: 'just touches at the end of the segment: t = 1',
      args: [p(-sum - 3, 0), p(-sum, 0), r, T],
      expect: hit(1, v(-1, 0, 0)),
    },
    {
      tag: 'zeroLength',
      name: 'a zero-length cast sweeps nothing',
      args: [p(-sum - 1, 0), p(-sum - 1, 0), r, T],
      expect: none,
    },
    {
      tag: 'degenerate',
      name: 'a caster of radius 0: the same hit as raycastSphere',
      args: [p(-R - 2, 0), p(R + 2, 0), 0, T],
      expect: hit(2 / (2 * R + 4), v(-1, 0, 0)),
    },
    ...magnitudes(through, 'head-on'),
    {
      tag: 'badRadius',
      name: 'bad input: a negative caster radius',
      args: [p(-sum - 2, 0), p(sum + 2, 0), -1, T],
      expect: rangeError,
    },
    {
      tag: 'badNaN',
      name: 'bad input: target.center.y is NaN',
      args: [p(-sum - 2, 0), p(sum + 2, 0), r, { center: v(C.x, NaN, C.z), radius: R }],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the target has no center',
      args: [p(-sum - 2, 0), p(sum + 2, 0), r, { radius: R }],
      expect: typeError,
    },
  ];
}

function sphereCastRandom(rng: Rng): Scene {
  return {
    tag: 'random',
    name: 'a random cast and target',
    args: [
      randomPoint(rng, 8),
      randomPoint(rng, 8),
      intIn(rng, 0, 32) / 16,
      { center: randomPoint(rng, 4), radius: intIn(rng, 1, 48) / 16 },
    ],
  };
}

// ---- closestPointOnAABB(point, box)

function closestAABB(rng: Rng): Scene[] {
  const { min, max, mid } = boxOf(rng);
  const box = { min, max };
  const value = (P: V): Expect => ({ kind: 'value', value: P });
  const face: Scene = {
    tag: 'through',
    name: 'beside the x+ face: straight onto it',
    args: [v(max.x + 2, mid.y, mid.z), box],
    expect: value(v(max.x, mid.y, mid.z)),
  };
  const flat = boxOf(rng, true);
  return [
    face,
    { tag: 'inside', name: 'a point inside is its own closest point', args: [mid, box], expect: value(mid) },
    {
      tag: 'edge',
      name: 'beyond an edge: clamped on two axes',
      args: [v(max.x + 1, max.y + 2, mid.z), box],
      expect: value(v(max.x, max.y, mid.z)),
    },
    { tag: 'corner', name: 'beyond a corner: the corner', args: [add(max, v(1, 2, 3)), box], expect: value(max) },
    {
      tag: 'surfaceIn',
      name: 'a point on a face is its own closest point',
      args: [v(min.x, mid.y, mid.z), box],
      expect: value(v(min.x, mid.y, mid.z)),
    },
    {
      tag: 'degenerate',
      name: 'a flat box (z from 0 to 0), the point above it',
      args: [v(flat.mid.x, flat.mid.y, 3), { min: flat.min, max: flat.max }],
      expect: value(v(flat.mid.x, flat.mid.y, 0)),
    },
    ...magnitudes(face, 'beside the x+ face'),
    {
      tag: 'badMinMax',
      name: 'bad input: min.x is greater than max.x',
      args: [mid, { min: v(max.x, min.y, min.z), max: v(min.x, max.y, max.z) }],
      expect: rangeError,
    },
    { tag: 'badNaN', name: 'bad input: point.z is NaN', args: [v(mid.x, mid.y, NaN), box], expect: rangeError },
    { tag: 'badMissing', name: 'bad input: the box has no min', args: [mid, { max }], expect: typeError },
  ];
}

function closestAABBRandom(rng: Rng): Scene {
  const min = randomPoint(rng, 4);
  const max = add(min, v(intIn(rng, 0, 64) / 16, intIn(rng, 0, 64) / 16, intIn(rng, 0, 64) / 16));
  return { tag: 'random', name: 'a random point and box', args: [randomPoint(rng, 8), { min, max }] };
}

// ---- v2: raycastPlane(origin, end, plane) — the plane x + y + constant = 0, its normal (1, 1, 0) not unit

function planeFamily(rng: Rng): Scene[] {
  const k = intIn(rng, -4, 4);
  const plane = { normal: v(1, 1, 0), constant: -k };
  const z = intIn(rng, -3, 3);
  const u = intIn(rng, -3, 3);
  // The point with x + y = k + h, slid along the plane by s (along (1, −1, 0)).
  const at = (h: number, s = 0): V => v(u + h + s, k - u - s, z);
  const back = mul(v(1, 1, 0), -Math.SQRT1_2);
  const through: Scene = {
    tag: 'through',
    name: 'crosses the tilted plane x + y = k halfway',
    args: [at(-2), at(2, 1), plane],
    expect: hit(0.5, back),
  };
  return [
    through,
    { tag: 'axisParallel', name: 'parallel to the plane, beside it', args: [at(1), at(1, 4), plane], expect: none },
    { tag: 'grazing', name: 'lies in the plane: parallel, so no hit', args: [at(0), at(0, 4), plane], expect: none },
    {
      tag: 'surfaceOut',
      name: 'starts on the plane and moves away: a hit at t = 0 (two-sided, no inside)',
      args: [at(0), at(3), plane],
      expect: hit(0, back),
    },
    {
      tag: 'touching',
      name: 'ends exactly on the plane: a hit at t = 1',
      args: [at(-2), at(0), plane],
      expect: hit(1, back),
    },
    { tag: 'endsBefore', name: 'ends before it reaches the plane', args: [at(-4), at(-1), plane], expect: none },
    {
      tag: 'zeroLength',
      name: 'a zero-length segment on the plane sweeps nothing',
      args: [at(0), at(0), plane],
      expect: none,
    },
    ...magnitudes(through, 'crosses the tilted plane'),
    {
      tag: 'badNaN',
      name: 'bad input: the plane constant is NaN',
      args: [at(-2), at(2), { normal: v(1, 1, 0), constant: NaN }],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the plane normal is the zero vector',
      args: [at(-2), at(2), { normal: v(0, 0, 0), constant: 1 }],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the plane has no constant',
      args: [at(-2), at(2), { normal: v(1, 1, 0) }],
      expect: typeError,
    },
  ];
}

function planeRandom(rng: Rng): Scene {
  const normal = randomPoint(rng, 2);
  if (normal.x === 0 && normal.y === 0 && normal.z === 0) normal.z = 1;
  return {
    tag: 'random',
    name: 'a random segment and plane',
    args: [randomPoint(rng, 8), randomPoint(rng, 8), { normal, constant: sixteenths(rng, 4) }],
  };
}

// ---- v2: triangles in the plane z = h: a right triangle with legs w along x and y

function triangleOf(rng: Rng): { a: V; b: V; c: V; h: number; w: number; inner: V } {
  const o = ints(rng, 4);
  const w = 2 * intIn(rng, 1, 3);
  const a = o;
  const b = add(o, v(w, 0, 0));
  const c = add(o, v(0, w, 0));
  return { a, b, c, h: o.z, w, inner: add(o, v(w / 4, w / 4, 0)) };
}

function triangle(rng: Rng): Scene[] {
  const { a, b, c, w, inner } = triangleOf(rng);
  const tri = { a, b, c };
  const above = (P: V, k: number): V => add(P, v(0, 0, k));
  const mid = add(a, v(w / 2, w / 2, 0)); // the middle of the hypotenuse b–c
  const through: Scene = {
    tag: 'through',
    name: 'straight down through the triangle',
    args: [above(inner, 2), above(inner, -2), tri],
    expect: hit(0.5, Z),
  };
  return [
    through,
    {
      tag: 'edge',
      name: 'down through the middle of an edge: edges count',
      args: [above(mid, 2), above(mid, -2), tri],
      expect: hit(0.5, Z),
    },
    {
      tag: 'corner',
      name: 'down through a vertex: vertices count',
      args: [above(a, 2), above(a, -2), tri],
      expect: hit(0.5, Z),
    },
    {
      tag: 'miss',
      name: 'down just outside the long edge',
      args: [above(add(mid, v(0.25, 0.25, 0)), 2), above(add(mid, v(0.25, 0.25, 0)), -2), tri],
      expect: none,
    },
    {
      tag: 'grazing',
      name: 'lies in the triangle’s plane, across it: parallel, so no hit',
      args: [sub(inner, v(w, 0, 0)), add(inner, v(w, 0, 0)), tri],
      expect: none,
    },
    {
      tag: 'surfaceOut',
      name: 'starts on the triangle and moves away: a hit at t = 0 (two-sided)',
      args: [inner, above(inner, 3), tri],
      expect: hit(0, v(0, 0, -1)),
    },
    {
      tag: 'touching',
      name: 'ends exactly on the triangle: a hit at t = 1',
      args: [above(inner, 2), inner, tri],
      expect: hit(1, Z),
    },
    {
      tag: 'zeroLength',
      name: 'a zero-length segment on the triangle sweeps nothing',
      args: [inner, inner, tri],
      expect: none,
    },
    {
      tag: 'degenerate',
      name: 'a degenerate triangle (its vertices on a line) has no plane: never hit',
      args: [above(a, 2), above(a, -2), { a, b, c: add(a, v(2 * w, 0, 0)) }],
      expect: none,
    },
    ...magnitudes(through, 'straight down through the triangle'),
    {
      tag: 'badNaN',
      name: 'bad input: triangle.b.y is NaN',
      args: [above(inner, 2), above(inner, -2), { a, b: v(b.x, NaN, b.z), c }],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the triangle has no c',
      args: [above(inner, 2), above(inner, -2), { a, b }],
      expect: typeError,
    },
  ];
}

function randomTriangle(rng: Rng): { a: V; b: V; c: V } {
  return { a: randomPoint(rng, 4), b: randomPoint(rng, 4), c: randomPoint(rng, 4) };
}

function triangleRandom(rng: Rng): Scene {
  return {
    tag: 'random',
    name: 'a random segment and triangle',
    args: [randomPoint(rng, 8), randomPoint(rng, 8), randomTriangle(rng)],
  };
}

// ---- v2: closestPointOnTriangle(point, triangle)

function closestTriangle(rng: Rng): Scene[] {
  const { a, b, c, w, inner } = triangleOf(rng);
  const tri = { a, b, c };
  const value = (P: V): Expect => ({ kind: 'value', value: P });
  const face: Scene = {
    tag: 'through',
    name: 'above the triangle: straight down onto it',
    args: [add(inner, v(0, 0, 3)), tri],
    expect: value(inner),
  };
  return [
    face,
    { tag: 'corner', name: 'beyond a vertex: the vertex', args: [add(a, v(-2, -3, 1)), tri], expect: value(a) },
    {
      tag: 'edge',
      name: 'beyond an edge: onto the edge',
      args: [add(a, v(1, -2, 1)), tri],
      expect: value(add(a, v(1, 0, 0))),
    },
    {
      tag: 'surfaceIn',
      name: 'a point on the triangle is its own closest point',
      args: [inner, tri],
      expect: value(inner),
    },
    {
      tag: 'degenerate',
      name: 'a degenerate triangle (on a line) is its segment',
      args: [add(a, v(1, 3, 0)), { a, b, c: add(a, v(2 * w, 0, 0)) }],
      expect: value(add(a, v(1, 0, 0))),
    },
    ...magnitudes(face, 'above the triangle'),
    { tag: 'badNaN', name: 'bad input: point.x is NaN', args: [v(NaN, 0, 0), tri], expect: rangeError },
    { tag: 'badMissing', name: 'bad input: the triangle has no b', args: [inner, { a, c }], expect: typeError },
  ];
}

function closestTriangleRandom(rng: Rng): Scene {
  return { tag: 'random', name: 'a random point and triangle', args: [randomPoint(rng, 8), randomTriangle(rng)] };
}

// ---- v2: closestPointsBetweenSegments(p1, q1, p2, q2)

function segments(rng: Rng): Scene[] {
  const o = ints(rng, 4);
  const p = (x: number, y: number, z = 0): V => add(o, v(x, y, z));
  const distance = (d: number): Expect => ({ kind: 'distance', distance: d });
  const skew: Scene = {
    tag: 'through',
    name: 'two skew segments crossing 2 apart',
    args: [p(-1, 0), p(1, 0), p(0, -1, 2), p(0, 1, 2)],
    expect: distance(2),
  };
  return [
    skew,
    {
      tag: 'axisParallel',
      name: 'parallel and overlapping, 3 apart: many pairs are nearest, any is right',
      args: [p(0, 0), p(4, 0), p(1, 3), p(5, 3)],
      expect: distance(3),
    },
    {
      tag: 'edge',
      name: 'an endpoint nearest the other segment’s middle (a T)',
      args: [p(0, 0), p(4, 0), p(2, 1), p(2, 5)],
      expect: distance(1),
    },
    {
      tag: 'corner',
      name: 'endpoint to endpoint, 5 apart',
      args: [p(0, 0), p(4, 0), p(7, 4), p(9, 4)],
      expect: distance(5),
    },
    {
      tag: 'touching',
      name: 'two segments that cross: distance 0',
      args: [p(0, 0), p(4, 0), p(2, -2), p(2, 2)],
      expect: distance(0),
    },
    {
      tag: 'grazing',
      name: 'on one line, overlapping: distance 0',
      args: [p(0, 0), p(4, 0), p(2, 0), p(6, 0)],
      expect: distance(0),
    },
    {
      tag: 'zeroLength',
      name: 'the first segment has zero length (a point)',
      args: [p(1, 2), p(1, 2), p(0, 0), p(4, 0)],
      expect: distance(2),
    },
    {
      tag: 'degenerate',
      name: 'both segments are points, 5 apart',
      args: [p(0, 0), p(0, 0), p(3, 4), p(3, 4)],
      expect: distance(5),
    },
    ...magnitudes(skew, 'two skew segments'),
    {
      tag: 'badNaN',
      name: 'bad input: q2.z is NaN',
      args: [p(-1, 0), p(1, 0), p(0, -1, 2), v(0, 1, NaN)],
      expect: rangeError,
    },
    { tag: 'badMissing', name: 'bad input: q2 is missing', args: [p(-1, 0), p(1, 0), p(0, -1, 2)], expect: typeError },
  ];
}

function segmentsRandom(rng: Rng): Scene {
  return {
    tag: 'random',
    name: 'two random segments',
    args: [randomPoint(rng, 6), randomPoint(rng, 6), randomPoint(rng, 6), randomPoint(rng, 6)],
  };
}

// ---- v2: raycastCapsule(origin, end, capsule) — a capsule along x from C to C + (L, 0, 0)

function capsule(rng: Rng): Scene[] {
  const C = ints(rng, 4);
  const L = intIn(rng, 1, 4);
  const r = intIn(rng, 1, 3);
  const cap = { start: C, end: add(C, v(L, 0, 0)), radius: r };
  const p = (x: number, y: number, z = 0): V => add(C, v(x, y, z));
  const side: Scene = {
    tag: 'through',
    name: 'through the side, across the axis',
    args: [p(L / 2, -r - 2), p(L / 2, r + 2), cap],
    expect: hit(2 / (2 * r + 4), v(0, -1, 0)),
  };
  return [
    side,
    {
      tag: 'axisParallel',
      name: 'along the axis, into an end cap',
      args: [p(-r - 2, 0), p(L + r + 2, 0), cap],
      expect: hit(2 / (L + 2 * r + 4), v(-1, 0, 0)),
    },
    {
      tag: 'tangent',
      name: 'along the top of the capsule at height r: touches first at the top of a cap',
      args: [p(-r - 2, r), p(L + r + 2, r), cap],
      expect: hit((r + 2) / (L + 2 * r + 4), Y),
    },
    {
      tag: 'miss',
      name: 'one unit above the capsule',
      args: [p(-r - 2, r + 1), p(L + r + 2, r + 1), cap],
      expect: none,
    },
    {
      tag: 'inside',
      name: 'starts inside the capsule (null)',
      args: [p(L / 2, 0), p(L / 2, 3 * r), cap],
      expect: none,
    },
    {
      tag: 'surfaceIn',
      name: 'starts on the side heading in: a hit at t = 0',
      args: [p(L / 2, -r), p(L / 2, r), cap],
      expect: hit(0, v(0, -1, 0)),
    },
    {
      tag: 'surfaceOut',
      name: 'starts on the side heading out: null',
      args: [p(L / 2, -r), p(L / 2, -r - 2), cap],
      expect: none,
    },
    {
      tag: 'touching',
      name: 'ends exactly on the side: a hit at t = 1',
      args: [p(L / 2, -r - 2), p(L / 2, -r), cap],
      expect: hit(1, v(0, -1, 0)),
    },
    {
      tag: 'zeroLength',
      name: 'a zero-length segment sweeps nothing',
      args: [p(L / 2, -r - 1), p(L / 2, -r - 1), cap],
      expect: none,
    },
    {
      tag: 'degenerate',
      name: 'a capsule whose ends coincide is a sphere',
      args: [p(-r - 2, 0), p(r + 2, 0), { start: C, end: C, radius: r }],
      expect: hit(2 / (2 * r + 4), v(-1, 0, 0)),
    },
    ...magnitudes(side, 'through the side'),
    {
      tag: 'badRadius',
      name: 'bad input: a negative capsule radius',
      args: [p(L / 2, -r - 2), p(L / 2, r + 2), { ...cap, radius: -1 }],
      expect: rangeError,
    },
    {
      tag: 'badNaN',
      name: 'bad input: capsule.end.x is NaN',
      args: [p(L / 2, -r - 2), p(L / 2, r + 2), { ...cap, end: v(NaN, 0, 0) }],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the capsule has no radius',
      args: [p(L / 2, -r - 2), p(L / 2, r + 2), { start: cap.start, end: cap.end }],
      expect: typeError,
    },
  ];
}

function capsuleRandom(rng: Rng): Scene {
  return {
    tag: 'random',
    name: 'a random segment and capsule',
    args: [
      randomPoint(rng, 8),
      randomPoint(rng, 8),
      { start: randomPoint(rng, 4), end: randomPoint(rng, 4), radius: intIn(rng, 1, 32) / 16 },
    ],
  };
}

// ---- v2: raycastOBB(origin, end, obb)

const IDENTITY = { x: 0, y: 0, z: 0, w: 1 };
/** A quarter turn about z, not unit length (the library normalizes it). */
const QUARTER_Z = { x: 0, y: 0, z: 1, w: 1 };

function obb(rng: Rng): Scene[] {
  const c = ints(rng, 4);
  const h = v(intIn(rng, 1, 3), intIn(rng, 1, 3), intIn(rng, 1, 3));
  const box = { center: c, halfSize: h, rotation: IDENTITY };
  const turned = { center: c, halfSize: h, rotation: QUARTER_Z };
  const p = (x: number, y: number, z = 0): V => add(c, v(x, y, z));
  const through: Scene = {
    tag: 'through',
    name: 'through an unrotated box’s x faces',
    args: [p(-h.x - 2, 0), p(h.x + 2, 0), box],
    expect: hit(2 / (2 * h.x + 4), v(-1, 0, 0)),
  };
  const eighth = Math.sin(Math.PI / 8);
  return [
    through,
    {
      tag: 'axisParallel',
      name: 'a box turned a quarter about z: along x it is as wide as its y half-size',
      args: [p(-h.y - 2, 0), p(h.y + 2, 0), turned],
      expect: hit(2 / (2 * h.y + 4)),
    },
    {
      tag: 'corner',
      name: 'a box turned an eighth about z, aimed at its corner',
      args: [
        p(-3 * (h.x + h.y) - 2, 0),
        p(0, 0),
        { center: c, halfSize: v(h.x, h.x, h.z), rotation: { x: 0, y: 0, z: eighth, w: Math.cos(Math.PI / 8) } },
      ],
      expect: hit(),
    },
    {
      tag: 'miss',
      name: 'passes one unit beside the box',
      args: [p(-h.x - 2, h.y + 1), p(h.x + 2, h.y + 1), box],
      expect: none,
    },
    { tag: 'inside', name: 'starts inside the box (null)', args: [c, p(3 * h.x + 3, 0), box], expect: none },
    {
      tag: 'surfaceIn',
      name: 'starts on a face heading in: a hit at t = 0',
      args: [p(-h.x, 0), p(h.x + 1, 0), box],
      expect: hit(0, v(-1, 0, 0)),
    },
    {
      tag: 'surfaceOut',
      name: 'starts on a face heading out: null',
      args: [p(-h.x, 0), p(-h.x - 2, 0), box],
      expect: none,
    },
    {
      tag: 'grazing',
      name: 'grazes the top face from outside: touching counts',
      args: [p(-h.x - 2, h.y), p(h.x + 2, h.y), box],
      expect: hit(2 / (2 * h.x + 4), v(-1, 0, 0)),
    },
    {
      tag: 'zeroLength',
      name: 'a zero-length segment sweeps nothing',
      args: [p(-h.x - 1, 0), p(-h.x - 1, 0), box],
      expect: none,
    },
    ...magnitudes(through, 'through the x faces'),
    {
      tag: 'badMissing',
      name: 'bad input: the rotation is the zero quaternion',
      args: [p(-h.x - 2, 0), p(h.x + 2, 0), { ...box, rotation: { x: 0, y: 0, z: 0, w: 0 } }],
      expect: rangeError,
    },
    {
      tag: 'badRadius',
      name: 'bad input: a negative half-size',
      args: [p(-h.x - 2, 0), p(h.x + 2, 0), { ...box, halfSize: v(-1, h.y, h.z) }],
      expect: rangeError,
    },
    {
      tag: 'badNaN',
      name: 'bad input: center.x is NaN',
      args: [p(-h.x - 2, 0), p(h.x + 2, 0), { ...box, center: v(NaN, 0, 0) }],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the box has no rotation',
      args: [p(-h.x - 2, 0), p(h.x + 2, 0), { center: c, halfSize: h }],
      expect: typeError,
    },
  ];
}

function obbRandom(rng: Rng): Scene {
  const q = { x: sixteenths(rng, 1), y: sixteenths(rng, 1), z: sixteenths(rng, 1), w: 1 };
  return {
    tag: 'random',
    name: 'a random segment and rotated box',
    args: [
      randomPoint(rng, 8),
      randomPoint(rng, 8),
      {
        center: randomPoint(rng, 3),
        halfSize: v(intIn(rng, 1, 32) / 16, intIn(rng, 1, 32) / 16, intIn(rng, 1, 32) / 16),
        rotation: q,
      },
    ],
  };
}

// ---- v2: sphereCastAABB(origin, end, radius, box)

function sphereCastBox(rng: Rng): Scene[] {
  const { min, max, mid, size } = boxOf(rng);
  const box = { min, max };
  const r = intIn(rng, 1, 3);
  const total = size.x + 2 * r + 4;
  const through: Scene = {
    tag: 'through',
    name: 'head-on into the x− face',
    args: [v(min.x - r - 2, mid.y, mid.z), v(max.x + r + 2, mid.y, mid.z), r, box],
    expect: hit(2 / total, v(-1, 0, 0)),
  };
  return [
    through,
    {
      tag: 'grazing',
      name: 'slides past the top face at height r: just touches the rounded top edge',
      args: [v(min.x - r - 2, max.y + r, mid.z), v(max.x + r + 2, max.y + r, mid.z), r, box],
      expect: hit((r + 2) / total, Y),
    },
    {
      tag: 'corner',
      name: 'aimed at a corner: meets the rounded corner',
      args: [sub(min, v(r + 2, r + 2, r + 2)), add(min, v(1, 1, 1)), r, box],
      expect: hit(),
    },
    {
      tag: 'miss',
      name: 'passes one unit too high to touch',
      args: [v(min.x - r - 2, max.y + r + 1, mid.z), v(max.x + r + 2, max.y + r + 1, mid.z), r, box],
      expect: none,
    },
    {
      tag: 'inside',
      name: 'starts overlapping the box (null)',
      args: [v(min.x - r / 2, mid.y, mid.z), v(max.x + r + 2, mid.y, mid.z), r, box],
      expect: none,
    },
    {
      tag: 'surfaceIn',
      name: 'starts exactly touching the x− face, moving in: a hit at t = 0',
      args: [v(min.x - r, mid.y, mid.z), v(max.x, mid.y, mid.z), r, box],
      expect: hit(0, v(-1, 0, 0)),
    },
    {
      tag: 'surfaceOut',
      name: 'starts exactly touching, moving away: null',
      args: [v(min.x - r, mid.y, mid.z), v(min.x - r - 2, mid.y, mid.z), r, box],
      expect: none,
    },
    {
      tag: 'touching',
      name: 'just touches at the end of the cast: t = 1',
      args: [v(min.x - r - 2, mid.y, mid.z), v(min.x - r, mid.y, mid.z), r, box],
      expect: hit(1, v(-1, 0, 0)),
    },
    {
      tag: 'zeroLength',
      name: 'a zero-length cast sweeps nothing',
      args: [v(min.x - r - 1, mid.y, mid.z), v(min.x - r - 1, mid.y, mid.z), r, box],
      expect: none,
    },
    {
      tag: 'degenerate',
      name: 'a caster of radius 0: the same hit as raycastAABB',
      args: [v(min.x - 2, mid.y, mid.z), v(max.x + 2, mid.y, mid.z), 0, box],
      expect: hit(2 / (size.x + 4), v(-1, 0, 0)),
    },
    ...magnitudes(through, 'head-on'),
    {
      tag: 'badRadius',
      name: 'bad input: a negative caster radius',
      args: [through.args[0], through.args[1], -1, box],
      expect: rangeError,
    },
    {
      tag: 'badMinMax',
      name: 'bad input: min.z is greater than max.z',
      args: [through.args[0], through.args[1], r, { min: v(min.x, min.y, max.z), max: v(max.x, max.y, min.z) }],
      expect: rangeError,
    },
    {
      tag: 'badNaN',
      name: 'bad input: the radius is NaN',
      args: [through.args[0], through.args[1], NaN, box],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the box has no max',
      args: [through.args[0], through.args[1], r, { min }],
      expect: typeError,
    },
  ];
}

function sphereCastBoxRandom(rng: Rng): Scene {
  const min = randomPoint(rng, 4);
  const max = add(min, v(intIn(rng, 1, 48) / 16, intIn(rng, 1, 48) / 16, intIn(rng, 1, 48) / 16));
  return {
    tag: 'random',
    name: 'a random cast and box',
    args: [randomPoint(rng, 8), randomPoint(rng, 8), intIn(rng, 0, 24) / 16, { min, max }],
  };
}

// ---- v2: sphereCastTriangle(origin, end, radius, triangle)

function sphereCastTri(rng: Rng): Scene[] {
  const { a, b, c, w, inner } = triangleOf(rng);
  const tri = { a, b, c };
  const r = intIn(rng, 1, 3);
  const above = (P: V, k: number): V => add(P, v(0, 0, k));
  const through: Scene = {
    tag: 'through',
    name: 'straight down onto the face',
    args: [above(inner, r + 2), above(inner, -r - 2), r, tri],
    expect: hit(2 / (2 * r + 4), Z),
  };
  return [
    through,
    {
      tag: 'grazing',
      name: 'slides over the face at height r: just touches it',
      args: [above(sub(inner, v(w + r, 0, 0)), r), above(add(inner, v(w + r, 0, 0)), r), r, tri],
      expect: hit(),
    },
    {
      tag: 'miss',
      name: 'slides over the face one unit too high',
      args: [above(sub(inner, v(w + r, 0, 0)), r + 1), above(add(inner, v(w + r, 0, 0)), r + 1), r, tri],
      expect: none,
    },
    {
      tag: 'inside',
      name: 'starts overlapping the triangle (null)',
      args: [above(inner, r / 2), above(inner, 3 * r), r, tri],
      expect: none,
    },
    {
      tag: 'surfaceIn',
      name: 'starts exactly touching the face, moving in: a hit at t = 0',
      args: [above(inner, r), above(inner, -r), r, tri],
      expect: hit(0, Z),
    },
    {
      tag: 'surfaceOut',
      name: 'starts exactly touching, moving away: null',
      args: [above(inner, r), above(inner, r + 2), r, tri],
      expect: none,
    },
    {
      tag: 'touching',
      name: 'just touches at the end of the cast: t = 1',
      args: [above(inner, r + 2), above(inner, r), r, tri],
      expect: hit(1, Z),
    },
    {
      tag: 'zeroLength',
      name: 'a zero-length cast sweeps nothing',
      args: [above(inner, r + 1), above(inner, r + 1), r, tri],
      expect: none,
    },
    {
      tag: 'degenerate',
      name: 'a degenerate triangle (on a line) is hit as the segment it is',
      args: [
        above(add(a, v(1, 0, 0)), r + 2),
        above(add(a, v(1, 0, 0)), -r - 2),
        r,
        { a, b, c: add(a, v(2 * w, 0, 0)) },
      ],
      expect: hit(2 / (2 * r + 4), Z),
    },
    ...magnitudes(through, 'straight down onto the face'),
    {
      tag: 'badRadius',
      name: 'bad input: a negative caster radius',
      args: [above(inner, r + 2), above(inner, -r - 2), -1, tri],
      expect: rangeError,
    },
    {
      tag: 'badNaN',
      name: 'bad input: triangle.a.z is NaN',
      args: [above(inner, r + 2), above(inner, -r - 2), r, { a: v(a.x, a.y, NaN), b, c }],
      expect: rangeError,
    },
    {
      tag: 'badMissing',
      name: 'bad input: the triangle has no a',
      args: [above(inner, r + 2), above(inner, -r - 2), r, { b, c }],
      expect: typeError,
    },
  ];
}

function sphereCastTriRandom(rng: Rng): Scene {
  return {
    tag: 'random',
    name: 'a random cast and triangle',
    args: [randomPoint(rng, 8), randomPoint(rng, 8), intIn(rng, 0, 24) / 16, randomTriangle(rng)],
  };
}

// ---- the families

interface Family {
  edges: (rng: Rng) => Scene[];
  random: (rng: Rng) => Scene;
  /** The edge cases this family must always cover (the unit tests hold it to them). */
  covers: readonly EdgeTag[];
}

const BAD: readonly EdgeTag[] = ['badNaN', 'badMissing'];
const CAST: readonly EdgeTag[] = ['through', 'zeroLength', 'touching', 'large', 'tiny', ...BAD];

const families = {
  raycastAxisPlane: {
    edges: axisPlane,
    random: axisPlaneRandom,
    covers: [...CAST, 'axisParallel', 'grazing', 'surfaceOut', 'endsBefore'],
  },
  raycastSphere: {
    edges: sphere,
    random: sphereRandom,
    covers: [
      ...CAST,
      'tangent',
      'miss',
      'grazing',
      'inside',
      'surfaceIn',
      'surfaceOut',
      'endsBefore',
      'axisParallel',
      'badRadius',
    ],
  },
  raycastAABB: {
    edges: aabb,
    random: aabbRandom,
    covers: [
      ...CAST,
      'edge',
      'corner',
      'grazing',
      'axisParallel',
      'miss',
      'inside',
      'surfaceIn',
      'surfaceOut',
      'endsBefore',
      'badMinMax',
    ],
  },
  sphereCastSphere: {
    edges: sphereCast,
    random: sphereCastRandom,
    covers: [...CAST, 'tangent', 'miss', 'grazing', 'inside', 'surfaceIn', 'surfaceOut', 'badRadius'],
  },
  closestPointOnAABB: {
    edges: closestAABB,
    random: closestAABBRandom,
    covers: ['through', 'inside', 'edge', 'corner', 'surfaceIn', 'large', 'tiny', 'badMinMax', ...BAD],
  },
  // v2: the queries the next chapters need.
  raycastPlane: {
    edges: planeFamily,
    random: planeRandom,
    covers: [...CAST, 'axisParallel', 'grazing', 'surfaceOut', 'endsBefore'],
  },
  raycastTriangle: {
    edges: triangle,
    random: triangleRandom,
    covers: [...CAST, 'edge', 'corner', 'miss', 'grazing', 'surfaceOut', 'degenerate'],
  },
  closestPointOnTriangle: {
    edges: closestTriangle,
    random: closestTriangleRandom,
    covers: ['through', 'corner', 'edge', 'surfaceIn', 'degenerate', 'large', 'tiny', ...BAD],
  },
  closestPointsBetweenSegments: {
    edges: segments,
    random: segmentsRandom,
    covers: [
      'through',
      'axisParallel',
      'edge',
      'corner',
      'touching',
      'grazing',
      'zeroLength',
      'degenerate',
      'large',
      'tiny',
      ...BAD,
    ],
  },
  raycastCapsule: {
    edges: capsule,
    random: capsuleRandom,
    covers: [
      ...CAST,
      'axisParallel',
      'tangent',
      'miss',
      'inside',
      'surfaceIn',
      'surfaceOut',
      'degenerate',
      'badRadius',
    ],
  },
  raycastOBB: {
    edges: obb,
    random: obbRandom,
    covers: [
      'through',
      'axisParallel',
      'corner',
      'miss',
      'inside',
      'surfaceIn',
      'surfaceOut',
      'grazing',
      'zeroLength',
      'large',
      'tiny',
      ...BAD,
    ],
  },
  sphereCastAABB: {
    edges: sphereCastBox,
    random: sphereCastBoxRandom,
    covers: [
      ...CAST,
      'grazing',
      'corner',
      'miss',
      'inside',
      'surfaceIn',
      'surfaceOut',
      'degenerate',
      'badRadius',
      'badMinMax',
    ],
  },
  sphereCastTriangle: {
    edges: sphereCastTri,
    random: sphereCastTriRandom,
    covers: [...CAST, 'grazing', 'miss', 'inside', 'surfaceIn', 'surfaceOut', 'degenerate', 'badRadius'],
  },
} satisfies Record<string, Family>;

export type FamilyName = keyof typeof families;
export const FAMILIES = Object.keys(families) as FamilyName[];

export function isFamily(name: string): name is FamilyName {
  return Object.hasOwn(families, name);
}

/** What a family must cover, for the tests. */
export function familyCovers(name: FamilyName): readonly EdgeTag[] {
  return (families as Record<FamilyName, Family>)[name].covers;
}

/** How many named edge cases a family has (the same for every seed). */
export function familyEdgeCount(name: FamilyName): number {
  return (families as Record<FamilyName, Family>)[name].edges(createRng(1)).length;
}

/**
 * `count` cases of a family from `seed`: its named edge cases first (placed at a spot the seed
 * picks), then random scenes. The same seed always gives the same cases.
 */
export function generateCases(name: FamilyName, seed: number, count: number): GeneratedCase[] {
  const family: Family = (families as Record<FamilyName, Family>)[name];
  const rng = createRng(seed);
  const edges = family.edges(rng).slice(0, count);
  const out: GeneratedCase[] = edges.map((c) => ({ ...c, seed }));
  for (let i = 1; out.length < count; i++) {
    const scene = family.random(rng);
    out.push({ ...scene, name: `${scene.name} (#${i} of seed ${seed})`, seed });
  }
  return out;
}
