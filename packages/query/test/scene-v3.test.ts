// The v3 scene (issue 25): meshes built once and shared by instances, matrices on every
// shape, layers, checked options, barycentric mesh hits, raycastAll, closestPoint and
// contactsSphereInto. Expected values are derived by hand or from the single-shape
// functions on the shapes with the matrix applied to their vertices.
import { describe, expect, it } from 'vitest';
import {
  MeshShape,
  Scene,
  closestPointOnTriangle,
  createRaycastHit,
  raycastAABB,
  raycastSphere,
  raycastTriangle,
  vec3,
  type SceneContact,
  type SceneHit,
  type Vec3,
} from '../src/index.ts';

/** A unit cube [0, 1]³ as 12 triangles (a closed mesh). */
const CUBE_POSITIONS = [0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1];
const CUBE_INDICES = [
  0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 2, 3, 7, 2, 7, 6, 1, 2, 6, 1, 6, 5, 0, 4, 7, 0, 7, 3,
];

/** Column-major 4×4 from a row-major 3×4 [L | t]. */
function matrix(rows: number[][]): number[] {
  const [r0, r1, r2] = rows as [number[], number[], number[]];
  return [r0[0]!, r1[0]!, r2[0]!, 0, r0[1]!, r1[1]!, r2[1]!, 0, r0[2]!, r1[2]!, r2[2]!, 0, r0[3]!, r1[3]!, r2[3]!, 1];
}

function carry(e: number[], p: Vec3): Vec3 {
  return {
    x: e[0]! * p.x + e[4]! * p.y + e[8]! * p.z + e[12]!,
    y: e[1]! * p.x + e[5]! * p.y + e[9]! * p.z + e[13]!,
    z: e[2]! * p.x + e[6]! * p.y + e[10]! * p.z + e[14]!,
  };
}

function carriedPositions(e: number[], positions: number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < positions.length; i += 3) {
    const q = carry(e, vec3(positions[i]!, positions[i + 1]!, positions[i + 2]));
    out.push(q.x, q.y, q.z);
  }
  return out;
}

/** A shear with a turn and a translation: affine, invertible, not a similarity. */
const SHEAR = matrix([
  [1.5, 0.5, 0.25, 3],
  [-0.25, 2, 0.5, -1],
  [0.125, -0.5, 0.75, 2],
]);
/** A similarity: a quarter turn about z, scale 2, moved. */
const TURN = matrix([
  [0, -2, 0, 5],
  [2, 0, 0, 1],
  [0, 0, 2, -3],
]);

function close(a: number, b: number, tol = 1e-12): void {
  expect(Math.abs(a - b)).toBeLessThanOrEqual(tol * (1 + Math.abs(b)));
}

function closeVec(a: Vec3, b: Vec3, tol = 1e-12): void {
  close(a.x, b.x, tol);
  close(a.y, b.y, tol);
  close(a.z, b.z, tol);
}

/** 200 segments of length 20 through points within `spread` of `center`, in every direction (seeded). */
function segmentsNear(center: Vec3, spread: number): [Vec3, Vec3][] {
  let seed = 12345;
  const rand = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const out: [Vec3, Vec3][] = [];
  for (let i = 0; i < 200; i++) {
    const P = vec3(
      center.x + spread * (2 * rand() - 1),
      center.y + spread * (2 * rand() - 1),
      center.z + spread * (2 * rand() - 1),
    );
    const d = vec3(2 * rand() - 1, 2 * rand() - 1, 2 * rand() - 1);
    out.push([
      vec3(P.x - 10 * d.x, P.y - 10 * d.y, P.z - 10 * d.z),
      vec3(P.x + 10 * d.x, P.y + 10 * d.y, P.z + 10 * d.z),
    ]);
  }
  return out;
}

/** Where the unit cube's center goes under e. */
const centerOf = (e: number[]): Vec3 => carry(e, vec3(0.5, 0.5, 0.5));

describe('instances: one MeshShape, many matrices', () => {
  const cube = MeshShape.fromPositions(CUBE_POSITIONS, CUBE_INDICES);

  for (const [name, e] of [
    ['a shear', SHEAR],
    ['a similarity', TURN],
  ] as const) {
    it(`answers as its vertices carried by ${name} would (raycast, raycastAll, contacts, overlaps, closestPoint)`, () => {
      const instance = new Scene();
      instance.addMesh(cube, { matrix: e });
      const copy = new Scene();
      copy.addMesh(carriedPositions(e, CUBE_POSITIONS), CUBE_INDICES);
      let hits = 0;
      for (const [A, B] of segmentsNear(centerOf(e), 2)) {
        const want = copy.raycast(A, B);
        const got = instance.raycast(A, B);
        expect(got === null).toBe(want === null);
        if (got === null || want === null) continue;
        hits++;
        expect(got.triangle).toBe(want.triangle);
        close(got.t, want.t, 1e-9);
        closeVec(got.point, want.point, 1e-9);
        closeVec(got.normal, want.normal, 1e-9);
        closeVec(
          { x: got.barycentric!.u, y: got.barycentric!.v, z: got.barycentric!.w },
          { x: want.barycentric!.u, y: want.barycentric!.v, z: want.barycentric!.w },
          1e-9,
        );
        const all = instance.raycastAll(A, B).map((h) => h.triangle);
        expect(all).toEqual(copy.raycastAll(A, B).map((h) => h.triangle));
      }
      expect(hits).toBeGreaterThan(20);
      for (const c of [
        ...[0, 1, 2, 3, 4, 5].map((k) => carry(e, vec3(k / 3 - 0.3, 1.2 - k / 5, k / 4))),
        vec3(20, 20, 20),
      ]) {
        const sphere = { center: c, radius: 1.25 };
        expect(instance.overlapSphere(sphere)).toEqual(copy.overlapSphere(sphere));
        const gotContacts = instance.contactsSphere(sphere);
        const wantContacts = copy.contactsSphere(sphere);
        expect(gotContacts.map((k) => k.triangle)).toEqual(wantContacts.map((k) => k.triangle));
        gotContacts.forEach((k, i) => {
          close(k.depth, wantContacts[i]!.depth, 1e-9);
          closeVec(k.point, wantContacts[i]!.point, 1e-9);
        });
        const box = { min: vec3(c.x - 1, c.y - 1, c.z - 1), max: vec3(c.x + 1, c.y + 1, c.z + 1) };
        expect(instance.overlapAABB(box)).toEqual(copy.overlapAABB(box));
        const p = instance.closestPoint(c)!;
        const q = copy.closestPoint(c)!;
        close(p.distance, q.distance, 1e-9);
        closeVec(p.point, q.point, 1e-9);
      }
    });
  }

  it('sphere casts against a similarity instance: as against the carried mesh', () => {
    const instance = new Scene();
    instance.addMesh(cube, { matrix: TURN });
    const copy = new Scene();
    copy.addMesh(carriedPositions(TURN, CUBE_POSITIONS), CUBE_INDICES);
    let hits = 0;
    for (const [A, B] of segmentsNear(centerOf(TURN), 3)) {
      const want = copy.sphereCast(A, B, 0.5);
      const got = instance.sphereCast(A, B, 0.5);
      expect(got === null).toBe(want === null);
      if (got === null || want === null) continue;
      hits++;
      close(got.t, want.t, 1e-9);
      closeVec(got.center, want.center, 1e-9);
      closeVec(got.normal, want.normal, 1e-9);
      closeVec(got.point, want.point, 1e-9);
    }
    expect(hits).toBeGreaterThan(10);
  });

  it('shares the triangles and tree: bytes counted once, setMatrix moves one instance without a rebuild', () => {
    const scene = new Scene();
    const a = scene.addMesh(cube);
    const b = scene.addMesh(cube, {
      matrix: matrix([
        [1, 0, 0, 10],
        [0, 1, 0, 0],
        [0, 0, 1, 0],
      ]),
    });
    const one = new Scene();
    one.addMesh(cube);
    expect(scene.bytes - one.bytes).toBeLessThan(cube.bytes);
    expect(scene.raycast(vec3(10.5, 0.5, 5), vec3(10.5, 0.5, -5))).toMatchObject({ id: b, t: 0.4 });
    // Moved: b now 20 along x; the old place is empty, the new one is hit.
    scene.setMatrix(b, {
      elements: matrix([
        [1, 0, 0, 20],
        [0, 1, 0, 0],
        [0, 0, 1, 0],
      ]),
    });
    expect(scene.raycast(vec3(10.5, 0.5, 5), vec3(10.5, 0.5, -5))).toBeNull();
    expect(scene.raycast(vec3(20.5, 0.5, 5), vec3(20.5, 0.5, -5))).toMatchObject({ id: b, t: 0.4 });
    expect(scene.raycast(vec3(0.5, 0.5, 5), vec3(0.5, 0.5, -5))).toMatchObject({ id: a, t: 0.4 });
    // A Float32Array (three.js's matrix storage) and a mirror: the normal still faces the ray.
    scene.setMatrix(
      a,
      new Float32Array(
        matrix([
          [-1, 0, 0, 0],
          [0, 1, 0, 0],
          [0, 0, 1, 0],
        ]),
      ),
    );
    const hit = scene.raycast(vec3(-0.5, 0.5, 5), vec3(-0.5, 0.5, -5))!;
    expect(hit).toMatchObject({ id: a, t: 0.4, normal: { x: 0, y: 0, z: 1 } });
  });

  it('setMatrix costs microseconds: 2,000 moves of 100 instances of a 5,000-triangle mesh', () => {
    const n = 50;
    const positions: number[] = [];
    const indices: number[] = [];
    for (let i = 0; i <= n; i++) for (let j = 0; j <= n; j++) positions.push(i, j, Math.sin(i * j));
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const k = i * (n + 1) + j;
        indices.push(k, k + 1, k + n + 1, k + 1, k + n + 2, k + n + 1);
      }
    const terrain = MeshShape.fromPositions(positions, indices);
    const scene = new Scene();
    const ids = Array.from({ length: 100 }, (_, i) =>
      scene.addMesh(terrain, {
        matrix: matrix([
          [1, 0, 0, 60 * i],
          [0, 1, 0, 0],
          [0, 0, 1, 0],
        ]),
      }),
    );
    scene.raycast(vec3(0, 0, 5), vec3(1, 1, -5));
    const moves = Array.from({ length: 20 }, (_, r) =>
      ids.map((id) =>
        matrix([
          [1, 0, 0, 60 * id + r],
          [0, 1, 0, r],
          [0, 0, 1, 0],
        ]),
      ),
    );
    // The best of three rounds: the first pays for the compiler.
    let perMove = Infinity;
    for (let round = 0; round < 3; round++) {
      const start = performance.now();
      for (let r = 0; r < 20; r++) for (const id of ids) scene.setMatrix(id, moves[r]![id]!);
      perMove = Math.min(perMove, (performance.now() - start) / 2000);
    }
    // A rebuild of the mesh would be milliseconds; a move must stay far below (a loaded machine: 100 µs).
    expect(perMove).toBeLessThan(0.1);
    const hit = scene.raycast(vec3(60 * 7 + 19 + 10.5, 19 + 10.5, 5), vec3(60 * 7 + 19 + 10.5, 19 + 10.5, -5));
    expect(hit?.id).toBe(ids[7]);
  });

  it('a shape with a matrix: the sphere, box, capsule and triangle carried', () => {
    const scene = new Scene();
    const s = scene.addSphere({ center: vec3(1, 0, 0), radius: 1 }, { matrix: TURN });
    // TURN: (1, 0, 0) -> (5, 3, -3), radius 2.
    expect(scene.raycast(vec3(5, 3, 10), vec3(5, 3, -10))).toMatchObject({ id: s, point: { x: 5, y: 3, z: -1 } });
    scene.remove(s);
    const b = scene.addAABB({ min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, { matrix: TURN });
    // The box carried: x in [5 - 2, 5], y in [1, 3], z in [-3, -1].
    const want = raycastAABB(vec3(4, 2, 10), vec3(4, 2, -10), { min: vec3(3, 1, -3), max: vec3(5, 3, -1) })!;
    const got = scene.raycast(vec3(4, 2, 10), vec3(4, 2, -10))!;
    expect(got.id).toBe(b);
    close(got.t, want.t);
    closeVec(got.normal, want.normal);
    // A scale along the axes keeps a box axis-aligned: exact.
    scene.setMatrix(
      b,
      matrix([
        [2, 0, 0, 0],
        [0, 3, 0, 0],
        [0, 0, 4, 0],
      ]),
    );
    expect(scene.raycast(vec3(1, 1, 10), vec3(1, 1, -10))).toMatchObject({ point: { x: 1, y: 1, z: 4 } });
    const c = scene.addCapsule({ start: vec3(0, 0, 0), end: vec3(1, 0, 0), radius: 0.5 }, { matrix: TURN });
    expect(scene.closestPoint(vec3(5, 2, -3))).toMatchObject({ id: c, distance: 0 });
    const t = scene.addTriangle({ a: vec3(0, 0, 0), b: vec3(1, 0, 0), c: vec3(0, 1, 0) }, { matrix: SHEAR });
    const tri = { a: carry(SHEAR, vec3(0, 0, 0)), b: carry(SHEAR, vec3(1, 0, 0)), c: carry(SHEAR, vec3(0, 1, 0)) };
    const P = vec3((tri.a.x + tri.b.x + tri.c.x) / 3, (tri.a.y + tri.b.y + tri.c.y) / 3, 0);
    const wantT = raycastTriangle(vec3(P.x, P.y, 50), vec3(P.x, P.y, -50), tri)!;
    const gotT = scene.raycast(vec3(P.x, P.y, 50), vec3(P.x, P.y, -50), { filter: (id) => id === t })!;
    expect(gotT).toEqual({ ...wantT, id: t });
  });

  it('refuses a matrix the shape cannot take, saying which, and changes nothing', () => {
    const scene = new Scene();
    const sphere = scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
    expect(() => {
      scene.setMatrix(sphere, SHEAR);
    }).toThrow(
      new RangeError(
        'Scene.setMatrix: the matrix of a sphere must be a similarity (rotation, uniform scale, translation): this one scales unevenly or shears, which would make it another shape',
      ),
    );
    expect(scene.raycast(vec3(0, 0, 5), vec3(0, 0, -5))).toMatchObject({ point: { x: 0, y: 0, z: 1 } });
    expect(() => scene.addCapsule({ start: vec3(0, 0, 0), end: vec3(1, 0, 0), radius: 1 }, { matrix: SHEAR })).toThrow(
      /^Scene\.addCapsule: the matrix of a capsule must be a similarity/,
    );
    expect(scene.size).toBe(1);
    expect(() => scene.addAABB({ min: vec3(0, 0, 0), max: vec3(1, 1, 1) }, { matrix: SHEAR })).toThrow(
      /^Scene\.addAABB: the matrix of a box must keep its edges perpendicular/,
    );
    const mesh = scene.addMesh(MeshShape.fromPositions(CUBE_POSITIONS, CUBE_INDICES), { matrix: SHEAR });
    // Raised when the cast reaches the instance (its box), naming it.
    expect(scene.sphereCast(vec3(-10, 0, 0), vec3(-5, 0, 0), 0.5)).toBeNull();
    expect(() => scene.sphereCast(vec3(4.125, 0.125, 20), vec3(4.125, 0.125, -20), 0.5)).toThrow(
      new RangeError(
        `Scene.sphereCast: mesh ${mesh}'s matrix must be a similarity (rotation, uniform scale, translation) for a sphere cast against it: this one scales unevenly or shears, which would make the sphere an ellipsoid`,
      ),
    );
    const bad = [...TURN];
    bad[3] = 0.5;
    expect(() => {
      scene.setMatrix(mesh, bad);
    }).toThrow(
      new RangeError(
        'Scene.setMatrix: matrix must be affine (its last row, elements 3, 7, 11 and 15, must be 0, 0, 0, 1), got 0.5, 0, 0, 1',
      ),
    );
    expect(() => {
      scene.setMatrix(
        mesh,
        matrix([
          [1, 0, 0, 0],
          [0, 1, 0, 0],
          [1, 1, 0, 0],
        ]),
      );
    }).toThrow(/^Scene\.setMatrix: matrix must be invertible \(its 3×3 part has determinant 0\)$/);
    expect(() => {
      scene.setMatrix(mesh, [1, 2, 3]);
    }).toThrow(new RangeError('Scene.setMatrix: matrix must have 16 elements, got 3'));
    expect(() => {
      scene.setMatrix(mesh, 'identity' as never);
    }).toThrow(TypeError);
    const nan = [...TURN];
    nan[12] = NaN;
    expect(() => {
      scene.setMatrix(mesh, nan);
    }).toThrow(new RangeError('Scene.setMatrix: matrix element 12 must be finite, got NaN'));
    expect(() => {
      scene.setMatrix(99, TURN);
    }).toThrow(new RangeError('Scene.setMatrix: id must be the id of a shape in the scene, got 99'));
  });
});

describe('MeshShape', () => {
  it('updatePositions refits: the same triangles, moved, seen by every scene holding it', () => {
    const mesh = MeshShape.fromPositions(CUBE_POSITIONS, CUBE_INDICES);
    const a = new Scene();
    a.addMesh(mesh);
    const b = new Scene();
    b.addMesh(mesh, {
      matrix: matrix([
        [1, 0, 0, 5],
        [0, 1, 0, 0],
        [0, 0, 1, 0],
      ]),
    });
    expect(a.raycast(vec3(0.5, 0.5, 5), vec3(0.5, 0.5, -5))?.point.z).toBe(1);
    // Up by 10 (the boxes must follow, or the ray would miss).
    mesh.updatePositions(CUBE_POSITIONS.map((x, i) => (i % 3 === 2 ? x + 10 : x)));
    expect(a.raycast(vec3(0.5, 0.5, 5), vec3(0.5, 0.5, -5))).toBeNull();
    expect(a.raycast(vec3(0.5, 0.5, 15), vec3(0.5, 0.5, -5))?.point.z).toBe(11);
    expect(b.raycast(vec3(5.5, 0.5, 15), vec3(5.5, 0.5, -5))?.point.z).toBe(11);
    expect(a.closestPoint(vec3(0.5, 0.5, 0))).toMatchObject({ distance: 10 });
    expect(() => {
      mesh.updatePositions([0, 0, 0]);
    }).toThrow(new RangeError("MeshShape.updatePositions: positions.length must be the mesh's, 24, got 3"));
  });

  it('copy: false keeps the caller\u2019s array: changed in place, seen after updatePositions()', () => {
    const positions = new Float32Array(CUBE_POSITIONS);
    const shared = MeshShape.fromPositions(positions, new Uint32Array(CUBE_INDICES), { copy: false });
    const copied = MeshShape.fromPositions(positions, CUBE_INDICES);
    expect(shared.serialize().positions).toBe(positions);
    expect(copied.serialize().positions).not.toBe(positions);
    expect(copied.bytes - shared.bytes).toBe(positions.byteLength);
    const scene = new Scene();
    scene.addMesh(shared);
    for (let i = 2; i < positions.length; i += 3) positions[i] = positions[i]! - 4;
    shared.updatePositions();
    expect(scene.raycast(vec3(0.5, 0.5, 5), vec3(0.5, 0.5, -5))?.point.z).toBe(-3);
    // The index array is the caller's too, and never reordered.
    expect(Array.from(new Uint32Array(CUBE_INDICES))).toEqual(CUBE_INDICES);
    expect(() => MeshShape.fromPositions(positions, CUBE_INDICES, { copy: 'no' } as never)).toThrow(
      new TypeError('MeshShape.fromPositions: options.copy must be a boolean, got "no" (a string)'),
    );
    expect(() => MeshShape.fromPositions(positions, CUBE_INDICES, { clone: false } as never)).toThrow(
      new TypeError("MeshShape.fromPositions: unknown option 'clone' (the options are {copy?})"),
    );
  });

  it('serialize gives typed arrays only; deserialize (also after structuredClone) answers the same, no rebuild', () => {
    const mesh = MeshShape.fromPositions(CUBE_POSITIONS, CUBE_INDICES);
    const data = mesh.serialize();
    for (const value of Object.values(data)) expect(ArrayBuffer.isView(value)).toBe(true);
    const back = MeshShape.deserialize(structuredClone(data));
    expect(back.triangleCount).toBe(12);
    expect(back.bytes).toBe(mesh.bytes);
    const a = new Scene();
    a.addMesh(mesh);
    const b = new Scene();
    b.addMesh(back);
    for (const [A, B] of segmentsNear(vec3(0.5, 0.5, 0.5), 1)) expect(b.raycast(A, B)).toEqual(a.raycast(A, B));
    expect(() => MeshShape.deserialize({ ...data, nodes: new Int32Array([0, -1]) })).toThrow(RangeError);
    expect(() => MeshShape.deserialize({ ...data, indices: [0, 1, 2] as never })).toThrow(
      new TypeError('MeshShape.deserialize: data.indices must be a Uint32Array, got an array of length 3'),
    );
    expect(() => MeshShape.deserialize(null as never)).toThrow(TypeError);
  });
});

describe('layers and options', () => {
  it('a shape takes part when its layers share a bit with the query\u2019s; masks are 32-bit, -1 and 2^32 - 1 all', () => {
    const scene = new Scene();
    const a = scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
    const b = scene.addSphere({ center: vec3(0, 0, -3), radius: 1 }, { layers: 0b110 });
    const c = scene.addSphere({ center: vec3(0, 0, -6), radius: 1 }, { layers: -(2 ** 31) });
    const ray = (layers?: number): number | undefined =>
      scene.raycast(vec3(0, 0, 5), vec3(0, 0, -10), layers === undefined ? undefined : { layers })?.id;
    expect(ray()).toBe(a);
    expect(ray(1)).toBe(a);
    expect(ray(0b100)).toBe(b);
    expect(ray(2 ** 31)).toBe(c); // the top bit, as an unsigned mask
    expect(ray(-1)).toBe(a);
    expect(ray(2 ** 32 - 1)).toBe(a);
    expect(ray(0)).toBeUndefined();
    scene.setLayers(a, 2 ** 32 - 1);
    expect(ray(0b100)).toBe(a);
    scene.setLayers(a, 0);
    expect(ray(-1)).toBe(b);
    expect(scene.raycastAll(vec3(0, 0, 5), vec3(0, 0, -10), { layers: 2 ** 31 }).map((h) => h.id)).toEqual([c]);
    expect(scene.overlapSphere({ center: vec3(0, 0, -3), radius: 5 }, { layers: 0b10 })).toEqual([b]);
    expect(scene.contactsSphere({ center: vec3(0, 0, -3), radius: 1 }, { layers: 0b10 }).map((k) => k.id)).toEqual([b]);
    expect(scene.closestPoint(vec3(0, 0, 0), { layers: -(2 ** 31) })).toMatchObject({ id: c, distance: 5 });
    expect(scene.sphereCast(vec3(0, 0, 5), vec3(0, 0, -10), 0.5, { layers: 0b10 })?.id).toBe(b);
  });

  it('filter is asked after the layers, only about shapes in them', () => {
    const scene = new Scene();
    scene.addSphere({ center: vec3(0, 0, 0), radius: 1 }, { layers: 1 });
    scene.addSphere({ center: vec3(0, 0, -3), radius: 1 }, { layers: 2 });
    const asked: number[] = [];
    const hit = scene.raycast(vec3(0, 0, 5), vec3(0, 0, -10), {
      layers: 2,
      filter: (id) => {
        asked.push(id);
        return true;
      },
    });
    expect(hit?.id).toBe(1);
    expect(asked).toEqual([1]);
  });

  it('options are checked, word for word: unknown keys, layers, filter, maxDistance', () => {
    const scene = new Scene();
    scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
    const A = vec3(0, 0, 5);
    const B = vec3(0, 0, -5);
    expect(() => scene.raycast(A, B, { maxDist: 1 } as never)).toThrow(
      new TypeError("Scene.raycast: unknown option 'maxDist' (the options are {filter?, layers?})"),
    );
    expect(() => scene.closestPoint(A, { maxDist: 1 } as never)).toThrow(
      new TypeError("Scene.closestPoint: unknown option 'maxDist' (the options are {filter?, layers?, maxDistance?})"),
    );
    expect(() => scene.raycast(A, B, { maxDistance: 1 } as never)).toThrow(/unknown option 'maxDistance'/);
    expect(() => scene.raycast(A, B, { layers: 2 ** 32 })).toThrow(
      new RangeError(
        'Scene.raycast: options.layers must be an integer from -2^31 to 2^32 - 1 (a 32-bit mask), got 4294967296',
      ),
    );
    expect(() => scene.raycast(A, B, { layers: -(2 ** 31) - 1 })).toThrow(RangeError);
    expect(() => scene.raycast(A, B, { layers: 1.5 })).toThrow(RangeError);
    expect(() => scene.raycast(A, B, { layers: '1' } as never)).toThrow(
      new TypeError('Scene.raycast: options.layers must be a number, got "1" (a string)'),
    );
    expect(() => scene.raycast(A, B, { filter: 1 } as never)).toThrow(
      new TypeError('Scene.raycast: options.filter must be a function (id) => boolean, got 1'),
    );
    expect(() => scene.closestPoint(A, { maxDistance: -1 })).toThrow(
      new RangeError('Scene.closestPoint: options.maxDistance must be >= 0, got -1'),
    );
    expect(() => scene.closestPoint(A, { maxDistance: NaN })).toThrow(RangeError);
    expect(() => scene.addSphere({ center: A, radius: 1 }, { layer: 1 } as never)).toThrow(
      new TypeError("Scene.addSphere: unknown option 'layer' (the options are {layers?, matrix?})"),
    );
    expect(() => scene.addMesh([0, 0, 0, 1, 0, 0, 0, 1, 0], { matrx: [] } as never)).toThrow(
      new TypeError("Scene.addMesh: unknown option 'matrx' (the options are {layers?, matrix?})"),
    );
    expect(() => {
      scene.setLayers(0, 2 ** 33);
    }).toThrow(RangeError);
    expect(() => {
      scene.setLayers(0, null as never);
    }).toThrow(new TypeError('Scene.setLayers: layers must be a number, got null'));
    expect(scene.size).toBe(1);
  });

  it('update rejects wrongly-typed arguments with messages, and takes a MeshShape for a mesh', () => {
    const scene = new Scene();
    const s = scene.addSphere({ center: vec3(0, 0, 0), radius: 1 });
    const m = scene.addMesh([0, 0, 0, 1, 0, 0, 0, 1, 0]);
    expect(() => {
      scene.update(s, { center: vec3(0, 0, 0), radius: 1 }, 5);
    }).toThrow(new TypeError('Scene.update: sphere takes one shape after the id, got 2 arguments after it'));
    expect(() => {
      scene.update(s, [0, 0, 0]);
    }).toThrow(TypeError);
    expect(() => {
      scene.update(m, { center: vec3(0, 0, 0), radius: 1 });
    }).toThrow(
      new TypeError(
        'Scene.update: shape 1 is a mesh, so update takes a mesh, got an object with keys {center, radius}',
      ),
    );
    expect(() => {
      scene.update('0' as never, { center: vec3(0, 0, 0), radius: 1 });
    }).toThrow(new TypeError('Scene.update: id must be a number, got "0" (a string)'));
    scene.update(m, MeshShape.fromPositions([0, 0, 2, 1, 0, 2, 0, 1, 2]));
    expect(scene.raycast(vec3(0.2, 0.2, 5), vec3(0.2, 0.2, 1.5))).toMatchObject({ id: m, triangle: 0 });
    // addMesh's old form, and positions with options.
    expect(scene.addMesh([0, 0, 0, 1, 0, 0, 0, 1, 0], undefined, { layers: 4 })).toBe(2);
    expect(scene.addMesh([0, 0, 0, 1, 0, 0, 0, 1, 0], { layers: 4 })).toBe(3);
    expect(scene.raycastAll(vec3(0.2, 0.2, 5), vec3(0.2, 0.2, -5), { layers: 4 }).map((h) => h.id)).toEqual([2, 3]);
  });
});

describe('barycentric, raycastAll, closestPoint, contactsSphereInto', () => {
  it('a mesh hit\u2019s barycentric weights give its point from its triangle (in the mesh\u2019s own frame)', () => {
    const mesh = MeshShape.fromPositions(CUBE_POSITIONS, CUBE_INDICES);
    const scene = new Scene();
    scene.addMesh(mesh, { matrix: SHEAR });
    const tri = (k: number): Vec3[] =>
      [0, 1, 2].map((j) => {
        const v = CUBE_INDICES[3 * k + j]!;
        return vec3(CUBE_POSITIONS[3 * v]!, CUBE_POSITIONS[3 * v + 1]!, CUBE_POSITIONS[3 * v + 2]);
      });
    const out = createRaycastHit() as SceneHit;
    let n = 0;
    for (const [A, B] of segmentsNear(centerOf(SHEAR), 2)) {
      const hit = scene.raycast(A, B);
      if (hit === null) continue;
      n++;
      const [a, b, c] = tri(hit.triangle!) as [Vec3, Vec3, Vec3];
      const { u, v, w } = hit.barycentric!;
      const local = vec3(u * a.x + v * b.x + w * c.x, u * a.y + v * b.y + w * c.y, u * a.z + v * b.z + w * c.z);
      closeVec(carry(SHEAR, local), hit.point, 1e-9);
      expect(u + v + w).toBeCloseTo(1, 14);
      expect(scene.raycastInto(A, B, out)).toBe(true);
      expect(out).toEqual(hit);
    }
    expect(n).toBeGreaterThan(20);
  });

  it('raycastAll: every shape and triangle once, with its own first hit, sorted by t, id, triangle', () => {
    const scene = new Scene();
    const cube = scene.addMesh(CUBE_POSITIONS, CUBE_INDICES);
    const ball = scene.addSphere({ center: vec3(0.5, 0.5, -3), radius: 1 });
    const twin = scene.addSphere({ center: vec3(0.5, 0.5, -3), radius: 1 });
    const A = vec3(0.3, 0.6, 5);
    const B = vec3(0.3, 0.6, -10);
    const all = scene.raycastAll(A, B);
    // In through the top (z = 1), out through the bottom (z = 0), then both balls at the same t.
    // (Top face z = 1: triangles 2 and 3, y > x in 3; bottom z = 0: 0 and 1, y > x in 1.)
    expect(all.map((h) => [h.id, h.triangle])).toEqual([
      [cube, 3],
      [cube, 1],
      [ball, undefined],
      [twin, undefined],
    ]);
    expect(all[0]).toEqual(scene.raycast(A, B));
    expect(all[2]).toEqual({ ...raycastSphere(A, B, { center: vec3(0.5, 0.5, -3), radius: 1 }), id: ball });
    expect(all.map((h) => h.t)).toEqual([...all.map((h) => h.t)].sort((p, q) => p - q));
    // Through a shared edge of the top face: both triangles, each once.
    const edge = scene.raycastAll(vec3(0.5, 0.5, 5), vec3(0.5, 0.5, 0.5)).map((h) => h.triangle);
    expect(new Set(edge).size).toBe(edge.length);
    expect(edge.length).toBeGreaterThanOrEqual(1);
    expect(scene.raycastAll(vec3(5, 5, 5), vec3(6, 6, 6))).toEqual([]);
  });

  it('closestPoint: inside a solid the point itself, on a mesh its triangle, ties to the smallest id, maxDistance', () => {
    const scene = new Scene();
    const box = scene.addAABB({ min: vec3(0, 0, 0), max: vec3(2, 2, 2) });
    expect(scene.closestPoint(vec3(1, 1, 1))).toEqual({ id: box, point: { x: 1, y: 1, z: 1 }, distance: 0 });
    const ball = scene.addSphere({ center: vec3(10, 0, 0), radius: 1 });
    expect(scene.closestPoint(vec3(13, 0, 0))).toEqual({ id: ball, point: { x: 11, y: 0, z: 0 }, distance: 2 });
    expect(scene.closestPoint(vec3(13, 0, 0), { maxDistance: 2 })).toMatchObject({ id: ball });
    expect(scene.closestPoint(vec3(13, 0, 0), { maxDistance: 1.5 })).toBeNull();
    const tri = { a: vec3(20, 0, 0), b: vec3(22, 0, 0), c: vec3(20, 2, 0) };
    const mesh = scene.addMesh([20, 0, 0, 22, 0, 0, 20, 2, 0]);
    const P = vec3(20.5, 0.5, 3);
    const got = scene.closestPoint(P)!;
    expect(got).toMatchObject({ id: mesh, triangle: 0, distance: 3 });
    expect(got.point).toEqual(closestPointOnTriangle(P, tri));
    const { u, v, w } = got.barycentric!;
    closeVec(vec3(u * 20 + v * 22 + w * 20, w * 2, 0), got.point);
    // A second, identical mesh: the tie goes to the smaller id.
    scene.addMesh([20, 0, 0, 22, 0, 0, 20, 2, 0]);
    expect(scene.closestPoint(P)?.id).toBe(mesh);
    expect(new Scene().closestPoint(P)).toBeNull();
    expect(scene.closestPoint(P, { filter: (id) => id === ball })?.id).toBe(ball);
  });

  it('contactsSphereInto refills the caller\u2019s array: elements reused, length set, as contactsSphere', () => {
    const scene = new Scene();
    scene.addMesh(CUBE_POSITIONS, CUBE_INDICES);
    scene.addSphere({ center: vec3(0.5, 0.5, 2), radius: 0.75 });
    const out: SceneContact[] = [];
    const sphere = { center: vec3(0.5, 0.5, 1.2), radius: 0.5 };
    const n = scene.contactsSphereInto(sphere, out);
    expect(n).toBe(out.length);
    expect(out).toEqual(scene.contactsSphere(sphere));
    expect(out.some((c) => c.triangle === undefined)).toBe(true);
    const first = out[0];
    const far = { center: vec3(0.5, 0.5, 1.45), radius: 0.1 };
    expect(scene.contactsSphereInto(far, out)).toBe(scene.contactsSphere(far).length);
    expect(out[0]).toBe(first);
    expect(out).toEqual(scene.contactsSphere(far));
    expect(scene.contactsSphereInto({ center: vec3(9, 9, 9), radius: 0.1 }, out)).toBe(0);
    expect(out).toEqual([]);
    expect(() => scene.contactsSphereInto(sphere, {} as never)).toThrow(
      new TypeError('Scene.contactsSphereInto: out must be an array of contacts, got an object with keys {}'),
    );
  });
});
