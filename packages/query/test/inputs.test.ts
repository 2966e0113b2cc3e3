// What the contract promises about arguments and results: any object with numeric x, y, z
// is a vector (three.js's Vector3 included), inputs are never mutated, and every returned
// vector is a new plain object.
import { Box3, Ray, Sphere as ThreeSphere, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';

const { vec3 } = q;

/** Deeply frozen: any write would throw in strict-mode code. */
function freeze<T extends object>(value: T): T {
  for (const v of Object.values(value)) if (v !== null && typeof v === 'object') freeze(v as object);
  return Object.freeze(value);
}

describe('three.js values', () => {
  it('Vector3, Sphere and Box3 can be passed straight in', () => {
    // three's Sphere and Box3 already have the {center, radius} and {min, max} shapes.
    const sphere = new ThreeSphere(new Vector3(8, 3, 0), 5);
    const hit = q.raycastSphere(new Vector3(0, 0, 0), new Vector3(10, 0, 0), sphere);
    expect(hit).toEqual({ point: { x: 4, y: 0, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4 });
    const box = new Box3(new Vector3(0, 0, 0), new Vector3(1, 1, 1));
    expect(q.raycastAABB(new Vector3(-1, 0.5, 0.5), new Vector3(3, 0.5, 0.5), box)?.t).toBe(0.25);
    expect(q.sphereIntersectsAABB(sphere, box)).toBe(false);
  });

  it('results convert back with Vector3.copy, and agree with three.js where semantics match', () => {
    const origin = new Vector3(-1, 0.5, 0.5);
    const end = new Vector3(3, 0.5, 0.5);
    const box = new Box3(new Vector3(0, 0, 0), new Vector3(1, 1, 1));
    const hit = q.raycastAABB(origin, end, box);
    const ours = new Vector3().copy(hit!.point);
    const ray = new Ray(origin, end.clone().sub(origin).normalize());
    const theirs = ray.intersectBox(box, new Vector3());
    expect(theirs).not.toBeNull();
    expect(ours.distanceTo(theirs!)).toBeLessThan(1e-12);
  });

  it('a three.js Vector2 (no z) is refused with a hint', () => {
    expect(() => q.raycastSphere({ x: 0, y: 0 } as q.Vec3Like, vec3(1, 0), { center: vec3(0, 0), radius: 1 })).toThrow(
      'raycastSphere: origin.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)',
    );
  });
});

describe('inputs are never mutated; results are new plain objects', () => {
  const A = freeze(vec3(-5, 0.5, 0.5));
  const B = freeze(vec3(5, 0.5, 0.5));
  const sphere = freeze({ center: vec3(0, 0.5, 0.5), radius: 1 });
  const box = freeze({ min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
  const inside = freeze(vec3(0.5, 0.5, 0.5));

  const results = {
    raycastSphere: () => q.raycastSphere(A, B, sphere),
    raycastAABB: () => q.raycastAABB(A, B, box),
    raycastAxisPlane: () => q.raycastAxisPlane(A, B, 'x', 0),
    sphereCastSphere: () => q.sphereCastSphere(A, B, 0.5, sphere),
    closestPointOnAABB: () => q.closestPointOnAABB(inside, box),
    aabbFromCenterSize: () => q.aabbFromCenterSize(inside, B),
  };

  for (const [name, run] of Object.entries(results)) {
    it(`${name} reads frozen inputs and returns fresh plain vectors`, () => {
      const result = run() as unknown as Record<string, unknown>;
      expect(result).not.toBeNull();
      const inputs: object[] = [A, B, inside, sphere.center, box.min, box.max];
      const vectors = 'x' in result ? [result] : Object.values(result).filter((v) => typeof v === 'object');
      expect(vectors.length).toBeGreaterThan(0);
      for (const vector of vectors) {
        expect(Object.getPrototypeOf(vector)).toBe(Object.prototype);
        expect(Object.isFrozen(vector)).toBe(false);
        for (const input of inputs) expect(vector).not.toBe(input);
      }
      // No two fields of one result share an object, so changing one changes nothing else.
      expect(new Set(vectors).size).toBe(vectors.length);
      // And two calls never share one either.
      const again = run() as unknown as Record<string, unknown>;
      for (const key of Object.keys(result))
        if (typeof result[key] === 'object') expect(again[key]).not.toBe(result[key]);
    });
  }

  it('a class instance with getters is read, not written', () => {
    class Point {
      #x: number;
      constructor(
        x: number,
        readonly y: number,
        readonly z: number,
      ) {
        this.#x = x;
      }
      get x() {
        return this.#x;
      }
    }
    const hit = q.raycastSphere(new Point(-5, 0, 0), new Point(5, 0, 0), { center: new Point(0, 0, 0), radius: 1 });
    expect(hit?.point).toEqual({ x: -1, y: 0, z: 0 });
  });
});
