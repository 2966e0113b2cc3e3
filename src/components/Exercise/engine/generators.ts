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
    for (const [key, x] of Object.entries(value)) out[key] = key === 'rotation' ? x : scaled(x, k);
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
