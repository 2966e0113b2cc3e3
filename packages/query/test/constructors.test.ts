// vec3 and aabbFromCenterSize.
import { describe, expect, it } from 'vitest';
import { aabbFromCenterSize, vec3 } from '../src/index.ts';

describe('vec3', () => {
  it('makes a plain vector; z defaults to 0 for 2D use', () => {
    expect(vec3(1, 2, 3)).toEqual({ x: 1, y: 2, z: 3 });
    expect(vec3(1, 2)).toEqual({ x: 1, y: 2, z: 0 });
    expect(Object.getPrototypeOf(vec3(1, 2))).toBe(Object.prototype);
  });

  it('makes a new object on every call', () => {
    expect(vec3(1, 2, 3)).not.toBe(vec3(1, 2, 3));
  });
});

describe('aabbFromCenterSize', () => {
  it('min = center - size/2, max = center + size/2', () => {
    // Center (1,2,3), size (4,6,0): half (2,3,0).
    expect(aabbFromCenterSize(vec3(1, 2, 3), vec3(4, 6, 0))).toEqual({
      min: { x: -1, y: -1, z: 3 },
      max: { x: 3, y: 5, z: 3 },
    });
  });

  it('a size of 0 gives a flat box; all zero gives a point', () => {
    expect(aabbFromCenterSize(vec3(0, 1), vec3(4, 2))).toEqual({
      min: { x: -2, y: 0, z: 0 },
      max: { x: 2, y: 2, z: 0 },
    });
    expect(aabbFromCenterSize(vec3(5, 5, 5), vec3(0, 0, 0))).toEqual({
      min: { x: 5, y: 5, z: 5 },
      max: { x: 5, y: 5, z: 5 },
    });
  });
});
