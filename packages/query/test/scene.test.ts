// The Scene's API as a user meets it: ids, nearest hit and its ties, filter, copies,
// update and remove, the Into and batch forms, and the bad-input messages word for word.
// The hierarchy must never reject a box a hit lies on: hits exactly on node boxes' faces,
// edges and corners are compared with the single-shape queries one by one.
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';
import type { RaycastHit, Triangle } from '../src/index.ts';

const { Scene, vec3 } = q;

/** The scene answer a user expects: the single-triangle raycasts, least t, then index. */
function bruteMesh(positions: number[], indices: number[], A: q.Vec3, B: q.Vec3) {
  let best: (RaycastHit & { triangle: number }) | null = null;
  for (let k = 0; k < indices.length / 3; k++) {
    const p = (j: number) => {
      const i = 3 * (indices[3 * k + j] as number);
      return vec3(positions[i] as number, positions[i + 1] as number, positions[i + 2]);
    };
    const T: Triangle = { a: p(0), b: p(1), c: p(2) };
    const h = q.raycastTriangle(A, B, T);
    if (h && (best === null || h.t < best.t)) best = { ...h, triangle: k };
  }
  return best;
}

/** A grid of n × n unit squares in the plane z = 0, two triangles each. */
function grid(n: number) {
  const positions: number[] = [];
  const indices: number[] = [];
  for (let i = 0; i <= n; i++) for (let j = 0; j <= n; j++) positions.push(i, j, 0);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const a = i * (n + 1) + j;
      indices.push(a, a + n + 1, a + 1, a + 1, a + n + 1, a + n + 2);
    }
  }
  return { positions, indices };
}

describe('nearest hit, ids and ties', () => {
  it('ids count up from 0; the nearest of several shapes; size', () => {
    const scene = new Scene();
    expect(scene.size).toBe(0);
    expect(scene.addSphere({ center: vec3(0, 0, 5), radius: 1 })).toBe(0);
    expect(scene.addAABB({ min: vec3(-1, -1, 2), max: vec3(1, 1, 3) })).toBe(1);
    expect(scene.addCapsule({ start: vec3(-5, 0, 8), end: vec3(5, 0, 8), radius: 0.5 })).toBe(2);
    expect(scene.size).toBe(3);
    // Down from (0, 0, 10) to the origin, |AB| = 10: the capsule's top z = 8.5 at t = 0.15,
    // before the sphere's top z = 6 (t = 0.4) and the box's top z = 3 (t = 0.7).
    expect(scene.raycast(vec3(0, 0, 10), vec3(0, 0, 0))).toEqual({
      point: { x: 0, y: 0, z: 8.5 },
      normal: { x: 0, y: 0, z: 1 },
      distance: 1.5,
      t: 0.15,
      id: 2,
    });
    // Up from below: the box's bottom z = 2 at t = 0.2 of (0,0,0) -> (0,0,10).
    expect(scene.raycast(vec3(0, 0, 0), vec3(0, 0, 10))?.id).toBe(1);
    expect(scene.raycast(vec3(20, 0, 0), vec3(20, 0, 10))).toBeNull();
  });

  it('equal t goes to the smallest id, then the smallest triangle', () => {
    const scene = new Scene();
    // Two meshes holding the same square (ids 0 and 1), then a triangle on it (id 2).
    const square = [0, 0, 0, 2, 0, 0, 2, 2, 0, 0, 2, 0];
    // Mesh 0's triangles: 0 and 1 are the same triangle twice, 2 the other half.
    scene.addMesh(square, [0, 1, 2, 0, 1, 2, 0, 2, 3]);
    scene.addMesh(square, [0, 2, 3, 0, 1, 2]);
    scene.addTriangle({ a: vec3(0, 0, 0), b: vec3(2, 0, 0), c: vec3(2, 2, 0) });
    const hit = scene.raycast(vec3(1.5, 0.5, 1), vec3(1.5, 0.5, -1));
    expect(hit).toMatchObject({ t: 0.5, id: 0, triangle: 0 });
    // Filtered to ids 1 and 2: mesh 1's triangle 1 (the same half) wins over id 2.
    expect(scene.raycast(vec3(1.5, 0.5, 1), vec3(1.5, 0.5, -1), { filter: (id) => id > 0 })).toMatchObject({
      id: 1,
      triangle: 1,
    });
    const only2 = scene.raycast(vec3(1.5, 0.5, 1), vec3(1.5, 0.5, -1), { filter: (id) => id === 2 });
    expect(only2?.id).toBe(2);
    expect(only2 && 'triangle' in only2).toBe(false);
    // A later id at a smaller t still wins: ties only break equal t.
    scene.addAABB({ min: vec3(0, 0, 0.25), max: vec3(2, 2, 0.5) });
    expect(scene.raycast(vec3(1.5, 0.5, 1), vec3(1.5, 0.5, -1))).toMatchObject({ id: 3, t: 0.25 });
  });

  it('the filter is asked about shapes near the segment only, and skips what it rejects', () => {
    const scene = new Scene();
    for (let k = 0; k < 100; k++) scene.addSphere({ center: vec3(3 * k, 0, 0), radius: 1 });
    const asked: number[] = [];
    const hit = scene.raycast(vec3(30, 0, 5), vec3(30, 0, -5), {
      filter: (id) => {
        asked.push(id);
        return id !== 10;
      },
    });
    expect(hit).toBeNull();
    expect(asked).toEqual([10]);
  });
});

describe('copies, update and remove', () => {
  it('changing an added object changes nothing until update', () => {
    const scene = new Scene();
    const sphere = { center: vec3(0, 0, 0), radius: 1 };
    const id = scene.addSphere(sphere);
    sphere.center.x = 100;
    sphere.radius = 0.5;
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))?.t).toBe(0.4);
    const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
    const mesh = scene.addMesh(positions);
    positions[0] = 50;
    expect(scene.raycast(vec3(0.25, 0.25, 1), vec3(0.25, 0.25, -1), { filter: (k) => k === mesh })?.t).toBe(0.5);
    scene.update(id, sphere);
    // Now the sphere of radius 0.5 at x = 100.
    expect(scene.raycast(vec3(100, 0, 5), vec3(100, 0, -5))).toMatchObject({ id, t: 0.45 });
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5), { filter: (k) => k === id })).toBeNull();
    scene.update(mesh, [0, 0, 0, 1, 0, 0, 0, 1, 0], [0, 2, 1]);
    expect(scene.raycast(vec3(0.25, 0.25, 1), vec3(0.25, 0.25, -1))).toMatchObject({ id: mesh, triangle: 0 });
  });

  it('remove takes a shape out; ids are not reused; the rest answer as before', () => {
    const scene = new Scene();
    const ids = [0, 1, 2, 3].map((k) => scene.addSphere({ center: vec3(0, 0, 2 * k), radius: 0.5 }));
    scene.remove(ids[3] as number);
    expect(scene.size).toBe(3);
    // From above, sphere 2 (top at z = 4.5) is now the first: t = (10 - 4.5)/20.
    expect(scene.raycast(vec3(0, 0, 10), vec3(0, 0, -10))).toMatchObject({ id: 2, t: 0.275 });
    expect(scene.addAABB({ min: vec3(5, 5, 5), max: vec3(6, 6, 6) })).toBe(4);
    for (const id of [0, 1, 2]) scene.remove(id);
    expect(scene.raycast(vec3(0, 0, 10), vec3(0, 0, -10))).toBeNull();
    scene.remove(4);
    expect(scene.size).toBe(0);
    expect(scene.raycast(vec3(5.5, 5.5, 10), vec3(5.5, 5.5, 0))).toBeNull();
  });

  it('shapes that move far, one update at a time, are still found (refit, then rebuild)', () => {
    const scene = new Scene();
    const n = 300;
    for (let k = 0; k < n; k++) scene.addSphere({ center: vec3(k, 0, 0), radius: 0.25 });
    scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5)); // builds the tree
    // Scatter them: each refit grows boxes toward a tree far worse than built.
    for (let round = 0; round < 3; round++) {
      for (let k = 0; k < n; k++) {
        scene.update(k, { center: vec3(((k * 37 + round * 101) % n) * 2, round, 0), radius: 0.25 });
        if (k % 50 === 0) scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5));
      }
    }
    for (let k = 0; k < n; k++) {
      const x = ((k * 37 + 2 * 101) % n) * 2;
      expect(scene.raycast(vec3(x, 2, 5), vec3(x, 2, -5))).toMatchObject({ id: k, t: 0.475 });
    }
  });
});

describe('the hierarchy never rejects a box a hit lies on', () => {
  it('segments along node boxes’ faces, edges and corners of a grid mesh hit as the triangles do', () => {
    const n = 16;
    const { positions, indices } = grid(n);
    const scene = new Scene();
    scene.addMesh(positions, indices);
    // The leaves' boxes have faces at whole x and y, and z = 0 (flat): segments in the
    // plane x = i (a face, moving with dx = 0), along lines x = i, y = j (an edge), through
    // corners, grazing along z = 0, and slanted through grid vertices.
    const cases: [q.Vec3, q.Vec3][] = [];
    for (let i = 0; i <= n; i++) {
      for (let j = 0; j <= n; j += 4) {
        cases.push([vec3(i, j, 1), vec3(i, j, -1)]); // straight down onto a vertex
        cases.push([vec3(i, j + 0.5, 1), vec3(i, j + 0.5, -1)]); // onto an edge x = i
        cases.push([vec3(i - 1, j - 1, 2), vec3(i + 1, j + 1, -2)]); // slanted through a vertex
        cases.push([vec3(i, -1, 1), vec3(i, n + 1, -1)]); // in the face plane x = i
      }
      cases.push([vec3(i, 0, 0), vec3(i, n, 0)]); // in the mesh's plane: parallel, no hit
      cases.push([vec3(-1, i, 0.5), vec3(n + 1, i, -0.5)]); // crossing z = 0 on the line y = i
    }
    for (const [A, B] of cases) {
      const expected = bruteMesh(positions, indices, A, B);
      const hit = scene.raycast(A, B);
      expect(hit === null ? null : { t: hit.t, triangle: hit.triangle }, JSON.stringify([A, B])).toEqual(
        expected === null ? null : { t: expected.t, triangle: expected.triangle },
      );
    }
  });

  it('sphere casts and shapes whose box a hit touches exactly: boxes side by side, spheres on a line', () => {
    const scene = new Scene();
    for (let k = 0; k < 32; k++) scene.addAABB({ min: vec3(k, 0, 0), max: vec3(k + 1, 1, 1) });
    for (let k = 0; k < 32; k++) scene.addSphere({ center: vec3(k, 3, 0), radius: 1 });
    // Along the boxes' shared top face y = 1, z = 1 (an edge of every box): touching the
    // first box at its corner (0, 1, 1) at t = 1/34 of (-1, 1, 1) -> (33, 1, 1).
    const edge = scene.raycast(vec3(-1, 1, 1), vec3(33, 1, 1));
    expect(edge).toEqual(
      q.raycastAABB(vec3(-1, 1, 1), vec3(33, 1, 1), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }) && {
        ...q.raycastAABB(vec3(-1, 1, 1), vec3(33, 1, 1), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }),
        id: 0,
      },
    );
    // Grazing the spheres' tops y = 4 exactly, along x: each is touched at its top,
    // sphere 0 first at x = 0.
    const graze = scene.raycast(vec3(-1, 4, 0), vec3(33, 4, 0));
    const expected = q.raycastSphere(vec3(-1, 4, 0), vec3(33, 4, 0), { center: vec3(0, 3, 0), radius: 1 });
    expect(graze).toEqual(expected === null ? null : { ...expected, id: 32 });
    // A ball of radius 1 down onto box 5's top at x = 5.5: center stops at y = 2, between
    // the boxes and the spheres (sphere 5's bottom is at y = 2 too: touching, equal t).
    const cast = scene.sphereCast(vec3(5.5, 1.5, 0.5), vec3(5.5, 1.5, 3), 0.5);
    const byBox = q.sphereCastAABB(vec3(5.5, 1.5, 0.5), vec3(5.5, 1.5, 3), 0.5, {
      min: vec3(5, 0, 0),
      max: vec3(6, 1, 1),
    });
    expect(byBox).toBeNull(); // it starts touching box 5's top and moves along it
    const bySphere = [5, 6].map((k) =>
      q.sphereCastSphere(vec3(5.5, 1.5, 0.5), vec3(5.5, 1.5, 3), 0.5, { center: vec3(k, 3, 0), radius: 1 }),
    );
    expect(cast).toEqual(bySphere[0] ? { ...bySphere[0], id: 37 } : bySphere[1] ? { ...bySphere[1], id: 38 } : null);
  });
});

describe('Into and batch forms', () => {
  const scene = new Scene();
  const { positions, indices } = grid(8);
  scene.addMesh(positions, indices);
  scene.addSphere({ center: vec3(4, 4, 2), radius: 1 });
  scene.addOBB({
    center: vec3(2, 2, 1),
    halfSize: vec3(0.5, 0.5, 0.5),
    rotation: { x: 0, y: 0, z: 0.3826834323650898, w: 0.9238795325112867 },
  });
  const segments: [q.Vec3, q.Vec3][] = [];
  for (let i = 0; i < 40; i++) {
    const x = (i * 0.37) % 9;
    const y = (i * 0.61) % 9;
    segments.push([vec3(x, y, 5), vec3(8 - x, y * 0.5, -1)]);
  }
  segments.push([vec3(20, 20, 5), vec3(20, 20, -5)]); // a miss

  it('raycastInto writes what raycast returns (triangle -1 off a mesh), and leaves out alone on a miss', () => {
    const out = q.createRaycastHit();
    for (const [A, B] of segments) {
      const hit = scene.raycast(A, B);
      const before = JSON.stringify(out);
      expect(scene.raycastInto(A, B, out)).toBe(hit !== null);
      if (hit === null) expect(JSON.stringify(out)).toBe(before);
      else
        expect(out).toEqual({
          ...hit,
          triangle: hit.triangle ?? -1,
          ...(hit.barycentric ? {} : { barycentric: (out as q.SceneHit).barycentric }),
        });
    }
    // out.point may be the origin object itself: every input is read first.
    const A = vec3(3.5, 3.5, 5);
    const expected = scene.raycast(A, vec3(3.5, 3.5, -1));
    const shared = { point: A, normal: vec3(0, 0, 0), distance: 0, t: 0 };
    scene.raycastInto(A, vec3(3.5, 3.5, -1), shared);
    expect(shared).toMatchObject({ t: expected?.t, point: expected?.point });
  });

  it('raycastBatch gives each segment raycast’s answer', () => {
    const n = segments.length;
    const flat = new Float64Array(segments.flatMap(([A, B]) => [A.x, A.y, A.z, B.x, B.y, B.z]));
    const out = {
      t: new Float64Array(n),
      point: new Float64Array(3 * n),
      normal: new Float64Array(3 * n),
      id: new Int32Array(n),
      triangle: new Int32Array(n),
    };
    const hits = scene.raycastBatch(flat, out);
    let expectedHits = 0;
    segments.forEach(([A, B], i) => {
      const hit = scene.raycast(A, B);
      if (hit === null) {
        expect([out.t[i], out.id[i], out.triangle[i]]).toEqual([-1, -1, -1]);
        return;
      }
      expectedHits++;
      expect(out.t[i]).toBe(hit.t);
      expect([...out.point.subarray(3 * i, 3 * i + 3)]).toEqual([hit.point.x, hit.point.y, hit.point.z]);
      expect([...out.normal.subarray(3 * i, 3 * i + 3)]).toEqual([hit.normal.x, hit.normal.y, hit.normal.z]);
      expect(out.id[i]).toBe(hit.id);
      expect(out.triangle[i]).toBe(hit.triangle ?? -1);
    });
    expect(hits).toBe(expectedHits);
    expect(expectedHits).toBeGreaterThan(30);
  });

  it('sphereCastInto writes what sphereCast returns', () => {
    const out = q.createSphereCastHit();
    for (const [A, B] of segments) {
      const hit = scene.sphereCast(A, B, 0.25);
      expect(scene.sphereCastInto(A, B, 0.25, out)).toBe(hit !== null);
      if (hit !== null) {
        expect(out).toEqual({
          ...hit,
          triangle: hit.triangle ?? -1,
          ...(hit.barycentric ? {} : { barycentric: (out as q.SceneSphereCastHit).barycentric }),
        });
      }
    }
  });
});

describe('bad input, word for word', () => {
  const scene = new Scene();
  const sphereId = scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
  const meshId = scene.addMesh([0, 0, 0, 1, 0, 0, 0, 1, 0]);
  /** Calls a method with arguments TypeScript would reject, as JavaScript may. */
  const call =
    (method: string, ...args: unknown[]) =>
    () =>
      (scene as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args);
  const cases: [string, () => unknown, typeof TypeError | typeof RangeError, string][] = [
    ['unknown id', call('remove', 7), RangeError, 'Scene.remove: id must be the id of a shape in the scene, got 7'],
    ['id not a number', call('remove', '0'), TypeError, 'Scene.remove: id must be a number, got "0" (a string)'],
    [
      'update unknown id',
      call('update', -1, { center: vec3(0, 0, 0), radius: 1 }),
      RangeError,
      'Scene.update: id must be the id of a shape in the scene, got -1',
    ],
    [
      'update with another kind',
      call('update', sphereId, { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }),
      TypeError,
      'Scene.update: shape 0 is a sphere, so update takes a sphere, got an object with keys {min, max}',
    ],
    [
      'update a mesh with a sphere',
      call('update', meshId, { center: vec3(0, 0, 0), radius: 1 }),
      TypeError,
      'Scene.update: shape 1 is a mesh, so update takes a mesh, got an object with keys {center, radius}',
    ],
    [
      'update with a bad sphere',
      call('update', sphereId, { center: vec3(0, 0, 0), radius: -2 }),
      RangeError,
      'Scene.update: sphere.radius must be >= 0, got -2',
    ],
    [
      'positions not a multiple of 3',
      call('addMesh', [0, 0, 0, 1]),
      RangeError,
      'Scene.addMesh: positions.length must be a multiple of 3 (xyz per vertex), got 4',
    ],
    [
      'NaN position',
      call('addMesh', new Float32Array([0, 0, 0, 1, NaN, 0, 0, 1, 0])),
      RangeError,
      'Scene.addMesh: positions[4] must be finite, got NaN',
    ],
    [
      'a string position',
      call('addMesh', [0, 0, '0', 1, 0, 0, 0, 1, 0]),
      TypeError,
      'Scene.addMesh: positions[2] must be a number, got "0" (a string)',
    ],
    [
      'positions not an array',
      call('addMesh', { array: [0, 0, 0] }),
      TypeError,
      'Scene.addMesh: positions must be an array or typed array of numbers, xyz per vertex, got an object with keys {array}',
    ],
    [
      'index out of range',
      call('addMesh', [0, 0, 0, 1, 0, 0, 0, 1, 0], new Uint16Array([0, 1, 3])),
      RangeError,
      'Scene.addMesh: indices[2] must be a whole number from 0 to 2 (the mesh has 3 vertices), got 3',
    ],
    [
      'fractional index',
      call('addMesh', [0, 0, 0, 1, 0, 0, 0, 1, 0], [0, 1.5, 2]),
      RangeError,
      'Scene.addMesh: indices[1] must be a whole number from 0 to 2 (the mesh has 3 vertices), got 1.5',
    ],
    [
      'indices not a multiple of 3',
      call('addMesh', [0, 0, 0, 1, 0, 0, 0, 1, 0], [0, 1, 2, 0]),
      RangeError,
      'Scene.addMesh: indices.length must be a multiple of 3 (3 per triangle), got 4',
    ],
    [
      'no indices and a vertex count not a multiple of 3',
      call('addMesh', [0, 0, 0, 1, 0, 0]),
      RangeError,
      'Scene.addMesh: without indices every 3 vertices are a triangle, so the vertex count must be a multiple of 3, got 2 vertices',
    ],
    [
      'filter not a function',
      call('raycast', vec3(0, 0, 0), vec3(1, 0, 0), { filter: 3 }),
      TypeError,
      'Scene.raycast: options.filter must be a function (id) => boolean, got 3',
    ],
    [
      'a ray for the origin',
      call('raycast', { origin: vec3(0, 0, 0), direction: vec3(1, 0, 0) }, vec3(1, 0, 0)),
      TypeError,
      'Scene.raycast: origin must be a vector {x, y, z}, got a ray {origin, direction}: pass ray.origin as the origin and rayEnd(ray.origin, ray.direction, far) as the end',
    ],
    [
      'negative cast radius',
      call('sphereCast', vec3(0, 0, 0), vec3(1, 0, 0), -1),
      RangeError,
      'Scene.sphereCast: radius must be >= 0, got -1',
    ],
    [
      'batch of a bad length',
      call('raycastBatch', new Float64Array(7), { t: new Float64Array(1) }),
      RangeError,
      'Scene.raycastBatch: segments.length (7) must be a multiple of 6, [origin.x, origin.y, origin.z, end.x, end.y, end.z] per segment',
    ],
    [
      'batch id array of the wrong type',
      call('raycastBatch', new Float64Array(6), { t: new Float64Array(1), id: new Float64Array(1) }),
      TypeError,
      'Scene.raycastBatch: out.id must be an Int32Array, got a Float64Array of 8 bytes',
    ],
    [
      'batch with a NaN',
      call('raycastBatch', new Float64Array([0, 0, 0, 1, 1, 1, 0, NaN, 0, 1, 1, 1]), { t: new Float64Array(2) }),
      RangeError,
      'Scene.raycastBatch: segments[7] (segment 1 origin.y) must be finite, got NaN',
    ],
    [
      'an empty Box3 for a box',
      call('overlapAABB', {
        min: { x: Infinity, y: Infinity, z: Infinity },
        max: { x: -Infinity, y: -Infinity, z: -Infinity },
      }),
      RangeError,
      'Scene.overlapAABB: box is empty (min is +Infinity and max is -Infinity, as in a new three.js Box3): give it points first, e.g. box.setFromObject(mesh)',
    ],
  ];
  for (const [name, run, type, message] of cases) {
    it(name, () => {
      expect(run).toThrow(type);
      expect(run).toThrow(message);
    });
  }
  it('a failed update or add leaves the scene as it was', () => {
    expect(scene.size).toBe(2);
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))).toMatchObject({ id: 0, t: 0.4 });
  });
});

describe('growth and extremes', () => {
  it('shapes added one at a time along a line (a deep tree, inserted into) are all found', () => {
    const scene = new Scene();
    scene.addSphere({ center: vec3(0, 0, 0), radius: 0.25 });
    for (let k = 1; k < 400; k++) {
      scene.addSphere({ center: vec3(k, 0, 0), radius: 0.25 });
      // Each query after one add inserts that shape into the built tree.
      expect(scene.raycast(vec3(k, 0, 5), vec3(k, 0, -5))).toMatchObject({ id: k, t: 0.475 });
    }
    // Along the line from before the first: the first sphere's left side at x = -0.25,
    // t = 0.75 / 500.
    expect(scene.raycast(vec3(-1, 0, 0), vec3(499, 0, 0))).toMatchObject({ id: 0, t: 0.0015 });
    expect(scene.raycast(vec3(500, 0, 0), vec3(0, 0, 0))?.id).toBe(399);
  });

  it('magnitudes near 1e200: boxes whose areas overflow still find their shapes', () => {
    const scene = new Scene();
    for (let k = 0; k < 8; k++)
      scene.addAABB({ min: vec3(k * 1e200, 0, 0), max: vec3((k + 0.5) * 1e200, 1e200, 1e200) });
    scene.raycast(vec3(0, 0, 0), vec3(1, 1, 1));
    scene.addAABB({ min: vec3(-2e200, 0, 0), max: vec3(-1e200, 1e200, 1e200) });
    // Down onto box 3's top face z = 1e200 at x = 3.25e200, from z = 3e200: t = 2/4.
    expect(scene.raycast(vec3(3.25e200, 0.5e200, 3e200), vec3(3.25e200, 0.5e200, -1e200))).toMatchObject({
      id: 3,
      t: 0.5,
    });
    expect(scene.raycast(vec3(-1.5e200, 0.5e200, 3e200), vec3(-1.5e200, 0.5e200, -1e200))).toMatchObject({
      id: 8,
      t: 0.5,
    });
  });

  it('memory is linear in the triangles: bytes per triangle the same for 2,048 and 32,768', () => {
    const perTriangle = (n: number) => {
      const { positions, indices } = grid(n);
      const scene = new Scene();
      scene.addMesh(new Float32Array(positions), new Uint32Array(indices));
      return scene.bytes / (2 * n * n);
    };
    const small = perTriangle(32);
    const large = perTriangle(128);
    // Positions (12 bytes a vertex, about half a vertex a triangle), 12 bytes of indices
    // and 4 of triangle order, and at most one 32-byte node a triangle.
    expect(large).toBeLessThan(6.5 + 12 + 4 + 32);
    expect(Math.abs(large - small) / small).toBeLessThan(0.15);
  });
});
