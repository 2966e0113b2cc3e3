// Scene generators for the property tests. Random doubles alone almost never produce the
// configurations where collision code breaks (a start exactly on a face, a segment along
// an edge, a direction component of exactly 0), so coordinates are often small integers
// or quarters, and points are often placed on the shape on purpose.
import fc from 'fast-check';
import type { AABB, Axis, Vec3 } from '../../src/index.ts';

const AXES: readonly Axis[] = ['x', 'y', 'z'];

/** A coordinate in [-span, span]: an integer, a quarter, or any double. */
export function coord(span: number, dyadicOnly = false): fc.Arbitrary<number> {
  const exact = [
    fc.integer({ min: -span, max: span }),
    fc.integer({ min: -4 * span, max: 4 * span }).map((n) => n / 4),
  ];
  return dyadicOnly ? fc.oneof(...exact) : fc.oneof(...exact, fc.double({ min: -span, max: span, noNaN: true }));
}

export function vec(span: number, dyadicOnly = false): fc.Arbitrary<Vec3> {
  const c = coord(span, dyadicOnly);
  return fc.record({ x: c, y: c, z: c });
}

/** The scales at which every scene is also tried. */
export const scale = fc.constantFrom(1e-6, 1e-3, 1, 1e3, 1e6);
/** Power-of-two scales, which keep dyadic scenes exact. */
export const pow2Scale = fc.constantFrom(2 ** -20, 2 ** -10, 1, 2 ** 10, 2 ** 20);

const mul = (v: Vec3, k: number): Vec3 => ({
  x: v.x * k,
  y: v.y * k,
  z: v.z * k,
});
/** The point as far beyond `end` as `start` is before it. */
const beyond = (start: Vec3, end: Vec3): Vec3 => ({
  x: 2 * end.x - start.x,
  y: 2 * end.y - start.y,
  z: 2 * end.z - start.z,
});
const flat = (v: Vec3, planar: boolean): Vec3 => (planar ? { ...v, z: 0 } : v);

export interface SphereScene {
  A: Vec3;
  B: Vec3;
  S: Vec3;
  r: number;
}

/** Picks from `[value, weight]` pairs. */
function weighted<T>(...options: [T, number][]): fc.Arbitrary<T> {
  return fc.oneof(
    ...options.map(([value, weight]) => ({
      arbitrary: fc.constant(value),
      weight,
    })),
  );
}

/**
 * A point of the unit ball (so that S + 0.9·r·u is inside a sphere of radius r); with
 * `dyadicOnly`, a point of the cube [-1/2, 1/2]³ in sixteenths, which the ball contains.
 */
function inBall(dyadicOnly: boolean): fc.Arbitrary<Vec3> {
  if (dyadicOnly) return vec(8, true).map((u) => mul(u, 1 / 16));
  return vec(1).map((u) => mul(u, 1 / Math.max(1, Math.hypot(u.x, u.y, u.z))));
}

/**
 * A segment and a sphere, often aimed through it, starting on it or inside it; sometimes
 * 2D. With `dyadicOnly`, every number is a small dyadic rational at a power-of-two scale.
 */
export function sphereScene(dyadicOnly = false): fc.Arbitrary<SphereScene> {
  return fc
    .record({
      S: vec(4, dyadicOnly),
      r: fc.oneof(
        { weight: 1, arbitrary: fc.constant(0) },
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }) },
        {
          weight: 5,
          arbitrary: dyadicOnly
            ? fc.integer({ min: 1, max: 20 }).map((n) => n / 4)
            : fc.double({ min: 0.01, max: 5, noNaN: true }),
        },
      ),
      A: vec(10, dyadicOnly),
      B: vec(10, dyadicOnly),
      aim: inBall(dyadicOnly),
      startKind: weighted(['free', 7], ['surface', 2], ['inside', 1]),
      endKind: weighted(['free', 3], ['through', 6], ['surface', 1]),
      axis: fc.constantFrom(...AXES),
      side: fc.constantFrom(1, -1),
      planar: fc.boolean(),
      k: dyadicOnly ? pow2Scale : scale,
    })
    .map(({ S, r, A, B, aim, startKind, endKind, axis, side, planar, k }) => {
      const onSurface = { ...S, [axis]: S[axis] + side * r };
      const start =
        startKind === 'surface'
          ? onSurface
          : startKind === 'inside'
            ? {
                x: S.x + 0.5 * r * aim.x,
                y: S.y + 0.5 * r * aim.y,
                z: S.z + 0.5 * r * aim.z,
              }
            : A;
      const end =
        endKind === 'through'
          ? {
              x: S.x + 0.875 * r * aim.x,
              y: S.y + 0.875 * r * aim.y,
              z: S.z + 0.875 * r * aim.z,
            }
          : endKind === 'surface'
            ? { ...S, [axis]: S[axis] - side * r }
            : B;
      // A segment aimed through the sphere continues past it, so that it can enter and exit.
      const past = endKind === 'through' ? beyond(start, end) : end;
      return {
        A: mul(flat(start, planar), k),
        B: mul(flat(past, planar), k),
        S: mul(flat(S, planar), k),
        r: r * k,
      };
    });
}

export interface BoxScene {
  A: Vec3;
  B: Vec3;
  box: AABB;
}

/**
 * A segment and a box: starts free, inside, on a face, on an edge or at a corner; ends
 * free, inside, on an edge or straight along an axis (direction components exactly 0);
 * boxes sometimes flat on one axis. With `dyadicOnly`, every number is a small dyadic
 * rational at a power-of-two scale, so that the exact oracle's answer is the only one.
 */
export function boxScene(dyadicOnly: boolean): fc.Arbitrary<BoxScene> {
  const half = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 3 }) },
    {
      weight: 3,
      arbitrary: dyadicOnly
        ? fc.integer({ min: 1, max: 12 }).map((n) => n / 4)
        : fc.double({ min: 0.01, max: 3, noNaN: true }),
    },
  );
  const fraction = fc.constantFrom(0, 0.25, 0.5, 0.75, 1);
  return fc
    .record({
      c: vec(3, dyadicOnly),
      h: fc.record({ x: half, y: half, z: half }),
      flatAxes: dyadicOnly
        ? weighted<Axis[]>([[], 14], [['z'], 4], [['x'], 2], [['y', 'z'], 2], [['x', 'y', 'z'], 1])
        : fc.constant<Axis[]>([]),
      A: vec(8, dyadicOnly),
      B: vec(8, dyadicOnly),
      fa: fc.record({ x: fraction, y: fraction, z: fraction }),
      fb: fc.record({ x: fraction, y: fraction, z: fraction }),
      startKind: weighted(['free', 5], ['inside', 1], ['face', 2], ['edge', 1], ['corner', 1]),
      endKind: weighted(['free', 2], ['inside', 5], ['edge', 1], ['axis', 2]),
      axis: fc.constantFrom(...AXES),
      axis2: fc.constantFrom(...AXES),
      side: fc.constantFrom<'min' | 'max'>('min', 'max'),
      k: dyadicOnly ? pow2Scale : scale,
    })
    .map(({ c, h, flatAxes, A, B, fa, fb, startKind, endKind, axis, axis2, side, k }) => {
      const hh = { ...h };
      for (const ax of flatAxes) hh[ax] = 0;
      const min = { x: c.x - hh.x, y: c.y - hh.y, z: c.z - hh.z };
      const max = { x: c.x + hh.x, y: c.y + hh.y, z: c.z + hh.z };
      const within = (f: Vec3): Vec3 => ({
        x: min.x + f.x * (max.x - min.x),
        y: min.y + f.y * (max.y - min.y),
        z: min.z + f.z * (max.z - min.z),
      });
      const bound = (ax: Axis) => (side === 'min' ? min[ax] : max[ax]);
      let start: Vec3 = A;
      if (startKind === 'inside') start = within(fa);
      else if (startKind === 'face') start = { ...within(fa), [axis]: bound(axis) };
      else if (startKind === 'edge') start = { ...within(fa), [axis]: bound(axis), [axis2]: min[axis2] };
      else if (startKind === 'corner') start = { x: bound('x'), y: min.y, z: max.z };
      let end: Vec3 = B;
      if (endKind === 'inside') end = within(fb);
      else if (endKind === 'edge') end = { ...within(fb), [axis]: max[axis], [axis2]: min[axis2] };
      else if (endKind === 'axis') end = { ...start, [axis2]: B[axis2] };
      // Often go on past the chosen end, so that the segment can cross the whole box.
      const past = endKind === 'inside' && fb.x >= 0.5 ? beyond(start, end) : end;
      return {
        A: mul(start, k),
        B: mul(past, k),
        box: { min: mul(min, k), max: mul(max, k) },
      };
    });
}
