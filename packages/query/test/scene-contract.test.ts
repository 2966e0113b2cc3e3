// The Scene section of CONTRACT-v2 on hand-made scenes, written against the contract's API
// only: ids, size, copies on add, ties (smallest id, then triangle), filter, bad input word
// for word, and a 200,000-triangle mesh that builds and answers 1,000 rays in the test run
// (a sample of them checked against brute force over every triangle).
import { describe, expect, it } from 'vitest';
import {
  createRaycastHit,
  raycastSphere,
  raycastTriangle,
  Scene,
  vec3,
  type RaycastHit,
  type Triangle,
} from '../src/index.ts';

const down = [vec3(0.25, 0.25, 5), vec3(0.25, 0.25, -5)] as const;

describe('Scene ids and size', () => {
  it('ids are 0, 1, 2, … in the order of adding, never reused; size counts the shapes present', () => {
    const scene = new Scene();
    expect(scene.size).toBe(0);
    expect(scene.addSphere({ center: vec3(0, 0, 0), radius: 1 })).toBe(0);
    expect(scene.addAABB({ min: vec3(0, 0, 0), max: vec3(1, 1, 1) })).toBe(1);
    expect(scene.addOBB({ center: vec3(0, 0, 0), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 1 } })).toBe(
      2,
    );
    expect(scene.addCapsule({ start: vec3(0, 0, 0), end: vec3(1, 0, 0), radius: 1 })).toBe(3);
    expect(scene.addTriangle({ a: vec3(0, 0, 0), b: vec3(1, 0, 0), c: vec3(0, 1, 0) })).toBe(4);
    expect(scene.addMesh([0, 0, 0, 1, 0, 0, 0, 1, 0])).toBe(5);
    expect(scene.size).toBe(6);
    scene.remove(5);
    scene.remove(0);
    expect(scene.size).toBe(4);
    // A removed id is not given again.
    expect(scene.addSphere({ center: vec3(0, 0, 0), radius: 1 })).toBe(6);
    expect(scene.size).toBe(5);
  });

  it('a removed shape is no longer hit; the others still are', () => {
    const scene = new Scene();
    const near = scene.addSphere({ center: vec3(0, 0, 2), radius: 1 }); // top at z = 3
    const far = scene.addSphere({ center: vec3(0, 0, -2), radius: 1 }); // top at z = -1
    // From z = 5 down to z = −5: the near sphere's top at t = 2/10.
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))).toMatchObject({ id: near, t: 0.2 });
    scene.remove(near);
    // Then the far one's top, z = −1: t = 6/10.
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))).toMatchObject({ id: far, t: 0.6 });
    scene.remove(far);
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))).toBeNull();
  });
});

describe('Scene copies what it is given', () => {
  it('changing a shape object after adding it changes nothing until update', () => {
    const scene = new Scene();
    const sphere = { center: vec3(0, 0, 0), radius: 1 };
    const id = scene.addSphere(sphere);
    sphere.center.x = 10;
    sphere.radius = 5;
    // Still the unit sphere at the origin: raycastSphere's hit on it, its top z = 1 at t = 4/10.
    const unit = raycastSphere(vec3(0, 0, 5), vec3(0, 0, -5), { center: vec3(0, 0, 0), radius: 1 });
    expect(unit?.t).toBe(0.4);
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))).toEqual({ ...unit, id });
    scene.update(id, sphere);
    // Now the sphere of radius 5 at (10, 0, 0): missed by the z axis (10 > 5).
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))).toBeNull();
    sphere.center.x = 0;
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))).toBeNull();
  });

  it('changing a mesh’s positions or indices (array or typed array) after adding it changes nothing', () => {
    for (const make of [
      (a: number[]) => a,
      (a: number[]) => new Float32Array(a),
      (a: number[]) => new Float64Array(a),
    ]) {
      const scene = new Scene();
      // The unit square in z = 0 as two triangles.
      const positions = make([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0]);
      const indices = new Uint32Array([0, 1, 2, 0, 2, 3]);
      const id = scene.addMesh(positions, indices);
      positions[2] = 3; // lift vertex 0
      indices[0] = 3;
      // Down at (0.75, 0.25) hits triangle 0, (0,0,0)–(1,0,0)–(1,1,0), in z = 0 at t = 1/2.
      expect(scene.raycast(vec3(0.75, 0.25, 1), vec3(0.75, 0.25, -1))).toMatchObject({
        id,
        triangle: 0,
        t: 0.5,
        point: { x: 0.75, y: 0.25, z: 0 },
      });
    }
  });
});

describe('Scene ties and filter', () => {
  it('equal t goes to the smallest id: a shape added twice, and after removing the first, the second', () => {
    const scene = new Scene();
    const box = { min: vec3(0, 0, -1), max: vec3(1, 1, 0) };
    scene.addAABB({ min: vec3(0, 0, -3), max: vec3(1, 1, -2) }); // id 0, below
    const first = scene.addAABB(box);
    const second = scene.addAABB(box);
    // Its top face z = 0 at t = 5/10, for both copies: the smaller id wins.
    expect(scene.raycast(...down)).toMatchObject({ id: first, t: 0.5 });
    scene.remove(first);
    expect(scene.raycast(...down)).toMatchObject({ id: second, t: 0.5 });
  });

  it('within a mesh, equal t goes to the smallest triangle: two coincident triangles, and a shared edge', () => {
    const scene = new Scene();
    // Triangles 0 and 1 coincide (the same three vertices in another order); 2 shares an edge.
    const id = scene.addMesh([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0], [1, 2, 0, 0, 1, 2, 1, 3, 2]);
    expect(scene.raycast(...down)).toMatchObject({ id, triangle: 0, t: 0.5 });
    // Through the shared edge x + y = 1 at (0.5, 0.5): triangles 0, 1 and 2 all hit at t = 0.5.
    expect(scene.raycast(vec3(0.5, 0.5, 5), vec3(0.5, 0.5, -5))).toMatchObject({ id, triangle: 0, t: 0.5 });
  });

  it('the filter skips the shapes it rejects, and is asked about ids only', () => {
    const scene = new Scene();
    scene.addAABB({ min: vec3(0, 0, -1), max: vec3(1, 1, 0) }); // 0: top z = 0, t = 0.5
    scene.addAABB({ min: vec3(0, 0, -3), max: vec3(1, 1, -2) }); // 1: top z = −2, t = 0.7
    const asked = new Set<number>();
    const filter = (id: number) => {
      asked.add(id);
      return id !== 0;
    };
    expect(scene.raycast(...down, { filter })).toMatchObject({ id: 1, t: 0.7 });
    expect([...asked].every((id) => id === 0 || id === 1)).toBe(true);
    expect(scene.overlapAABB({ min: vec3(-5, -5, -5), max: vec3(5, 5, 5) }, { filter })).toEqual([1]);
    expect(scene.overlapSphere({ center: vec3(0.5, 0.5, -1), radius: 2 }, { filter })).toEqual([1]);
    expect(scene.contactsSphere({ center: vec3(0.5, 0.5, -1), radius: 2 }, { filter }).map((c) => c.id)).toEqual([1]);
    expect(scene.sphereCast(...down, 0.5, { filter })).toMatchObject({ id: 1 });
    // Rejecting everything: no hit, nothing overlapping.
    expect(scene.raycast(...down, { filter: () => false })).toBeNull();
    expect(scene.overlapAABB({ min: vec3(-5, -5, -5), max: vec3(5, 5, 5) }, { filter: () => false })).toEqual([]);
  });

  it('a mesh is a surface: a sphere wholly inside a closed mesh does not overlap it', () => {
    const scene = new Scene();
    // The cube [−1, 1]³ as 12 triangles.
    scene.addMesh(...cubeMesh());
    expect(scene.overlapSphere({ center: vec3(0, 0, 0), radius: 0.5 })).toEqual([]);
    expect(scene.contactsSphere({ center: vec3(0, 0, 0), radius: 0.5 })).toEqual([]);
    // Radius 1: touching every face (each face's two triangles), so 12 contacts, by triangle.
    expect(scene.overlapSphere({ center: vec3(0, 0, 0), radius: 1 })).toEqual([0]);
    expect(scene.contactsSphere({ center: vec3(0, 0, 0), radius: 1 }).map((c) => c.triangle)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
  });
});

/** The cube [−1, 1]³ as 8 vertices and 12 triangles. */
function cubeMesh(): [number[], number[]] {
  const positions: number[] = [];
  for (let i = 0; i < 8; i++) positions.push(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1);
  // Faces x−, x+, y−, y+, z−, z+ as quads of vertex indices, each split into two triangles.
  const quads = [
    [0, 2, 6, 4],
    [1, 5, 7, 3],
    [0, 4, 5, 1],
    [2, 3, 7, 6],
    [0, 1, 3, 2],
    [4, 6, 7, 5],
  ];
  return [positions, quads.flatMap(([a, b, c, d]) => [a!, b!, c!, a!, c!, d!])];
}

describe('Scene bad input, word for word', () => {
  const scene = new Scene();
  scene.addSphere({ center: vec3(0, 0, 0), radius: 1 }); // id 0
  const mesh = scene.addMesh([0, 0, 0, 1, 0, 0, 0, 1, 0]); // id 1
  const tri = [0, 0, 0, 1, 0, 0, 0, 1, 0];

  it('unknown ids: RangeError naming the id; an id that is not a number: TypeError', () => {
    expect(() => {
      scene.update(99, { center: vec3(0, 0, 0), radius: 1 });
    }).toThrow(new RangeError('Scene.update: id must be the id of a shape in the scene, got 99'));
    expect(() => {
      scene.remove(7);
    }).toThrow(new RangeError('Scene.remove: id must be the id of a shape in the scene, got 7'));
    expect(() => {
      scene.remove(-1);
    }).toThrow(new RangeError('Scene.remove: id must be the id of a shape in the scene, got -1'));
    expect(() => {
      scene.remove(0.5);
    }).toThrow(new RangeError('Scene.remove: id must be the id of a shape in the scene, got 0.5'));
    expect(() => {
      scene.update('0' as unknown as number, { center: vec3(0, 0, 0), radius: 1 });
    }).toThrow(new TypeError('Scene.update: id must be a number, got "0" (a string)'));
    const other = new Scene();
    const id = other.addSphere({ center: vec3(0, 0, 0), radius: 1 });
    other.remove(id);
    expect(() => {
      other.remove(id);
    }).toThrow(new RangeError('Scene.remove: id must be the id of a shape in the scene, got 0'));
  });

  it('update with a shape of another kind: TypeError', () => {
    expect(() => {
      scene.update(0, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) });
    }).toThrow(
      new TypeError('Scene.update: shape 0 is a sphere, so update takes a sphere, got an object with keys {min, max}'),
    );
    expect(() => {
      scene.update(0, tri);
    }).toThrow(new TypeError('Scene.update: shape 0 is a sphere, so update takes a sphere, got an array of length 9'));
    expect(() => {
      scene.update(mesh, { center: vec3(0, 0, 0), radius: 1 });
    }).toThrow(
      new TypeError(
        'Scene.update: shape 1 is a mesh, so update takes a mesh, got an object with keys {center, radius}',
      ),
    );
  });

  it('positions: not a multiple of 3, NaN or ±Infinity, not numbers', () => {
    expect(() => scene.addMesh([0, 0, 0, 1, 0, 0, 0])).toThrow(
      new RangeError('Scene.addMesh: positions.length must be a multiple of 3 (xyz per vertex), got 7'),
    );
    expect(() => scene.addMesh([0, 0, 0, 1, 0, 0, 0, NaN, 0])).toThrow(
      new RangeError('Scene.addMesh: positions[7] must be finite, got NaN'),
    );
    expect(() => scene.addMesh(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, Infinity]))).toThrow(
      new RangeError('Scene.addMesh: positions[8] must be finite, got Infinity'),
    );
    expect(() => {
      scene.update(mesh, new Float64Array([0, 0, -Infinity, 1, 0, 0, 0, 1, 0]));
    }).toThrow(new RangeError('Scene.update: positions[2] must be finite, got -Infinity'));
    expect(() => scene.addMesh([0, 0, 0, 1, 0, 'a' as unknown as number, 0, 1, 0])).toThrow(
      new TypeError('Scene.addMesh: positions[5] must be a number, got "a" (a string)'),
    );
    expect(() => scene.addMesh('abc' as unknown as number[])).toThrow(
      new TypeError(
        'Scene.addMesh: positions must be an array or typed array of numbers, xyz per vertex, got "abc" (a string)',
      ),
    );
  });

  it('indices: out of range, negative, not whole, not a multiple of 3; without indices, a vertex count not a multiple of 3', () => {
    expect(() => scene.addMesh(tri, [0, 1, 3])).toThrow(
      new RangeError('Scene.addMesh: indices[2] must be a whole number from 0 to 2 (the mesh has 3 vertices), got 3'),
    );
    expect(() => scene.addMesh(tri, [0, -1, 2])).toThrow(
      new RangeError('Scene.addMesh: indices[1] must be a whole number from 0 to 2 (the mesh has 3 vertices), got -1'),
    );
    expect(() => scene.addMesh(tri, [0, 1.5, 2])).toThrow(
      new RangeError('Scene.addMesh: indices[1] must be a whole number from 0 to 2 (the mesh has 3 vertices), got 1.5'),
    );
    expect(() => scene.addMesh(tri, [0, 1, 2, 0])).toThrow(
      new RangeError('Scene.addMesh: indices.length must be a multiple of 3 (3 per triangle), got 4'),
    );
    expect(() => scene.addMesh([...tri, 1, 1, 1])).toThrow(
      new RangeError(
        'Scene.addMesh: without indices every 3 vertices are a triangle, so the vertex count must be a multiple of 3, got 4 vertices',
      ),
    );
    // A failed add adds nothing.
    expect(scene.size).toBe(2);
  });

  it('a NaN in a shape and a filter that is not a function', () => {
    expect(() => scene.addSphere({ center: { x: 0, y: NaN, z: 0 }, radius: 1 })).toThrow(
      new RangeError('Scene.addSphere: sphere.center.y must be finite, got NaN'),
    );
    expect(() => {
      scene.update(0, { center: vec3(0, 0, 0), radius: NaN });
    }).toThrow(new RangeError('Scene.update: sphere.radius must be finite, got NaN'));
    expect(() => scene.raycast(vec3(0, 0, 0), vec3(1, 1, 1), { filter: 3 as unknown as () => boolean })).toThrow(
      new TypeError('Scene.raycast: options.filter must be a function (id) => boolean, got 3'),
    );
  });
});

describe('Scene agrees with the single-shape queries on tiny direction components', () => {
  it('a mesh is hit by a segment whose z component, 2e-310, has a reciprocal that overflows', () => {
    // From (3, 0, −1e-310) to (4.25, 0, 1e-310): x = 4 at t = 1/1.25 = 0.8, where
    // z = −1e-310 + 0.8·2e-310 = 6e-311 >= 0, inside the triangle (4, −1, 0), (4, 1, 0),
    // (4, 0, 1) in the plane x = 4. raycastTriangle hits it there; so must the scene.
    // (Found by the watertight property on the torus: a segment aimed at a vertex with a
    // subnormal wobble passed through. 1/2e-310 = Infinity: a slab test on reciprocals
    // gave (0 + 1e-310)·Infinity = Infinity for the box's face z = 0 and missed it; fixed
    // in scene 5a18012.)
    const A = vec3(3, 0, -1e-310);
    const B = vec3(4.25, 0, 1e-310);
    const triangle = { a: vec3(4, -1, 0), b: vec3(4, 1, 0), c: vec3(4, 0, 1) };
    const expected = raycastTriangle(A, B, triangle);
    expect(expected).toMatchObject({ t: 0.8, point: { x: 4, y: 0, z: 6e-311 } });
    const asTriangle = new Scene();
    asTriangle.addTriangle(triangle);
    expect(asTriangle.raycast(A, B)).toEqual({ ...expected, id: 0 });
    const asMesh = new Scene();
    asMesh.addMesh([4, -1, 0, 4, 1, 0, 4, 0, 1]);
    expect(asMesh.raycast(A, B)).toMatchObject({ ...expected, id: 0, triangle: 0 });
  });
});

describe('Scene on a 200,000-triangle mesh', () => {
  it('builds and answers 1,000 rays in the test run; a sample agrees with brute force over every triangle', () => {
    // A bumpy terrain: a 317 × 317 grid of cells, two triangles each (200,978 triangles).
    const n = 317;
    const positions = new Float32Array(3 * (n + 1) * (n + 1));
    for (let j = 0; j <= n; j++) {
      for (let i = 0; i <= n; i++) {
        const k = 3 * (j * (n + 1) + i);
        positions[k] = i;
        positions[k + 1] = j;
        positions[k + 2] = 3 * Math.sin(i / 7) * Math.cos(j / 11);
      }
    }
    const indices = new Uint32Array(6 * n * n);
    let w = 0;
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const a = j * (n + 1) + i;
        indices.set([a, a + 1, a + n + 2, a, a + n + 2, a + n + 1], w);
        w += 6;
      }
    }
    const scene = new Scene();
    const id = scene.addMesh(positions, indices);
    const triangles: Triangle[] = [];
    const vertex = (v: number) => vec3(positions[3 * v]!, positions[3 * v + 1]!, positions[3 * v + 2]);
    for (let t = 0; t < indices.length; t += 3) {
      triangles.push({ a: vertex(indices[t]!), b: vertex(indices[t + 1]!), c: vertex(indices[t + 2]!) });
    }
    expect(triangles.length).toBe(200_978);
    // 1,000 rays from above the terrain down through it, slanted, by a fixed LCG.
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * n;
    const rays = Array.from({ length: 1000 }, () => [vec3(rand(), rand(), 10), vec3(rand(), rand(), -10)] as const);
    const hits = rays.map(([A, B]) => scene.raycast(A, B));
    // Every ray from z = 10 to z = −10 over the terrain (|z| <= 3) crosses it.
    expect(hits.every((h) => h !== null && h.id === id)).toBe(true);
    // Brute force on every 100th ray: the least t over all triangles, ties to the smallest index.
    for (let r = 0; r < rays.length; r += 100) {
      const [A, B] = rays[r]!;
      let best: (RaycastHit & { triangle: number }) | null = null;
      for (let t = 0; t < triangles.length; t++) {
        const h = raycastTriangle(A, B, triangles[t]!);
        if (h && (best === null || h.t < best.t)) best = { ...h, triangle: t };
      }
      expect(hits[r]).toMatchObject({ ...best, id });
    }
    // The Into form agrees on them too.
    const out = createRaycastHit();
    expect(scene.raycastInto(rays[0]![0], rays[0]![1], out)).toBe(true);
    expect(out).toEqual(hits[0]);
  });
});
