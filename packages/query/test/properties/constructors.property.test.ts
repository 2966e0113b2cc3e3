// vec3 and aabbFromCenterSize on 10,000+ inputs each.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aabbFromCenterSize, vec3 } from '../../src/index.ts';
import { vec } from '../support/arbitraries.ts';

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

describe('vec3, property-based', () => {
  it('returns a plain vector of exactly the components given, z defaulting to 0 (10,000 inputs)', () => {
    fc.assert(
      fc.property(finite, finite, fc.option(finite, { nil: undefined }), (x, y, z) => {
        const v = z === undefined ? vec3(x, y) : vec3(x, y, z);
        expect(Object.is(v.x, x) && Object.is(v.y, y) && Object.is(v.z, z ?? 0)).toBe(true);
        expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
        expect(Object.keys(v)).toEqual(['x', 'y', 'z']);
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('aabbFromCenterSize, property-based', () => {
  const size = fc.record({
    x: fc.double({ min: 0, max: 1e6, noNaN: true }),
    y: fc.double({ min: 0, max: 1e6, noNaN: true }),
    z: fc.double({ min: 0, max: 1e6, noNaN: true }),
  });

  it('gives a valid box centered on center with the given size (10,000 inputs)', () => {
    fc.assert(
      fc.property(vec(1e6), size, (center, sz) => {
        const { min, max } = aabbFromCenterSize(center, sz);
        for (const k of ['x', 'y', 'z'] as const) {
          expect(min[k]).toBeLessThanOrEqual(max[k]);
          // Two roundings of magnitude at most |center| + size/2 each (and halving a
          // subnormal size loses its last bit).
          const ulps = 4 * Number.EPSILON * (Math.abs(center[k]) + sz[k]) + 2 * Number.MIN_VALUE;
          expect(Math.abs(max[k] - min[k] - sz[k])).toBeLessThanOrEqual(ulps);
          expect(Math.abs((min[k] + max[k]) / 2 - center[k])).toBeLessThanOrEqual(ulps);
          if (sz[k] === 0) expect(min[k] === max[k]).toBe(true);
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
