// Watertight meshes in a scene (CONTRACT-v2: "no segment slips between two triangles that
// share an edge"): closed meshes — an icosphere subdivided twice, a cube of 3 × 3 squares a
// face, a torus — with float64 positions and with float32 positions as three.js keeps them,
// also scaled and moved far from the origin. Segments aimed exactly at their vertices, at
// their edges' midpoints and at other points of their edges, from outside to a point inside
// (an entry) and back out (an exit), must hit: a segment that starts outside a closed surface
// and ends inside it crosses it, whatever the rounding at the shared edge.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Scene, type Vec3 } from '../../src/index.ts';

interface Closed {
  name: string;
  positions: number[];
  indices: number[];
  /** A point inside the surface near each vertex's part of it (the center, or the tube's axis). */
  inner: (vertex: number) => Vec3;
  /** How far a point inside may stray from `inner` and stay inside. */
  slack: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const norm = (a: Vec3): number => Math.hypot(a.x, a.y, a.z);
const lerp = (a: Vec3, b: Vec3, f: number): Vec3 => ({
  x: a.x + f * (b.x - a.x),
  y: a.y + f * (b.y - a.y),
  z: a.z + f * (b.z - a.z),
});

/** The icosahedron, each triangle split into 4 twice, on the sphere of radius 2. */
function icosphere(): Closed {
  const g = (1 + Math.sqrt(5)) / 2;
  let verts: Vec3[] = [
    [-1, g, 0],
    [1, g, 0],
    [-1, -g, 0],
    [1, -g, 0],
    [0, -1, g],
    [0, 1, g],
    [0, -1, -g],
    [0, 1, -g],
    [g, 0, -1],
    [g, 0, 1],
    [-g, 0, -1],
    [-g, 0, 1],
  ].map(([x, y, z]) => ({ x: x!, y: y!, z: z! }));
  let tris = [
    [0, 11, 5], [0, 5, 1], [0, 1, 7], [0, 7, 10], [0, 10, 11], [1, 5, 9], [5, 11, 4], [11, 10, 2], [10, 7, 6], [7, 1, 8],
    [3, 9, 4], [3, 4, 2], [3, 2, 6], [3, 6, 8], [3, 8, 9], [4, 9, 5], [2, 4, 11], [6, 2, 10], [8, 6, 7], [9, 8, 1],
  ]; // prettier-ignore
  const onSphere = (v: Vec3): Vec3 => {
    const k = 2 / Math.hypot(v.x, v.y, v.z);
    return { x: v.x * k, y: v.y * k, z: v.z * k };
  };
  verts = verts.map(onSphere);
  for (let level = 0; level < 2; level++) {
    const cache = new Map<string, number>();
    const mid = (i: number, j: number) => {
      const key = i < j ? `${i},${j}` : `${j},${i}`;
      let m = cache.get(key);
      if (m === undefined) {
        m = verts.length;
        verts.push(onSphere(lerp(verts[i]!, verts[j]!, 0.5)));
        cache.set(key, m);
      }
      return m;
    };
    tris = tris.flatMap(([a, b, c]) => {
      const ab = mid(a!, b!);
      const bc = mid(b!, c!);
      const ca = mid(c!, a!);
      return [
        [a!, ab, ca],
        [b!, bc, ab],
        [c!, ca, bc],
        [ab, bc, ca],
      ];
    });
  }
  return {
    name: 'icosphere (320 triangles)',
    positions: verts.flatMap((v) => [v.x, v.y, v.z]),
    indices: tris.flat(),
    inner: () => ({ x: 0, y: 0, z: 0 }),
    slack: 0.5,
  };
}

/** The cube [−3, 3]³, each face 3 × 3 squares of two triangles, vertices shared. */
function gridCube(): Closed {
  const verts: Vec3[] = [];
  const index = new Map<string, number>();
  const at = (v: Vec3) => {
    const key = `${v.x},${v.y},${v.z}`;
    let i = index.get(key);
    if (i === undefined) {
      i = verts.length;
      verts.push(v);
      index.set(key, i);
    }
    return i;
  };
  const indices: number[] = [];
  const axes = ['x', 'y', 'z'] as const;
  for (let axis = 0; axis < 3; axis++) {
    for (const side of [-3, 3]) {
      const u = axes[(axis + 1) % 3]!;
      const w = axes[(axis + 2) % 3]!;
      const point = (i: number, j: number) =>
        at({ x: 0, y: 0, z: 0, [axes[axis]!]: side, [u]: -3 + 2 * i, [w]: -3 + 2 * j });
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          const a = point(i, j);
          const b = point(i + 1, j);
          const c = point(i + 1, j + 1);
          const d = point(i, j + 1);
          // Alternate the diagonal, so that both kinds of shared edge occur.
          if ((i + j) % 2 === 0) indices.push(a, b, c, a, c, d);
          else indices.push(a, b, d, b, c, d);
        }
      }
    }
  }
  return {
    name: 'cube (108 triangles)',
    positions: verts.flatMap((v) => [v.x, v.y, v.z]),
    indices,
    inner: () => ({ x: 0, y: 0, z: 0 }),
    slack: 1,
  };
}

/** A torus about the z axis: tube radius 1 around the circle of radius 3, 24 × 12 quads. */
function torus(): Closed {
  const U = 24;
  const V = 12;
  const verts: Vec3[] = [];
  const ring: number[] = [];
  for (let i = 0; i < U; i++) {
    for (let j = 0; j < V; j++) {
      const u = (2 * Math.PI * i) / U;
      const v = (2 * Math.PI * j) / V;
      verts.push({ x: (3 + Math.cos(v)) * Math.cos(u), y: (3 + Math.cos(v)) * Math.sin(u), z: Math.sin(v) });
      ring.push(i);
    }
  }
  const id = (i: number, j: number) => (i % U) * V + (j % V);
  const indices: number[] = [];
  for (let i = 0; i < U; i++) {
    for (let j = 0; j < V; j++) {
      indices.push(id(i, j), id(i + 1, j), id(i + 1, j + 1), id(i, j), id(i + 1, j + 1), id(i, j + 1));
    }
  }
  return {
    name: 'torus (576 triangles)',
    positions: verts.flatMap((v) => [v.x, v.y, v.z]),
    indices,
    // The tube's axis at the vertex's ring.
    inner: (vertex) => {
      const u = (2 * Math.PI * ring[vertex]!) / U;
      return { x: 3 * Math.cos(u), y: 3 * Math.sin(u), z: 0 };
    },
    slack: 0.2,
  };
}

interface Variant {
  name: string;
  scene: Scene;
  vertex: (i: number) => Vec3;
  edges: [number, number][];
  mesh: Closed;
  scale: number;
  offset: Vec3;
}

/**
 * Each closed mesh as a scene: float64 positions; float32 (the values three.js's
 * BufferGeometry holds); and float64 scaled by 1000 and moved to (1e4, −5e3, 2e3).
 */
function variants(): Variant[] {
  const out: Variant[] = [];
  for (const mesh of [icosphere(), gridCube(), torus()]) {
    const edges = new Map<string, [number, number]>();
    for (let t = 0; t < mesh.indices.length; t += 3) {
      for (const [a, b] of [
        [0, 1],
        [1, 2],
        [2, 0],
      ] as const) {
        const i = mesh.indices[t + a]!;
        const j = mesh.indices[t + b]!;
        edges.set(i < j ? `${i},${j}` : `${j},${i}`, i < j ? [i, j] : [j, i]);
      }
    }
    const kinds = [
      { name: 'float64', scale: 1, offset: { x: 0, y: 0, z: 0 }, f32: false },
      { name: 'float32', scale: 1, offset: { x: 0, y: 0, z: 0 }, f32: true },
      { name: 'scaled and moved', scale: 1000, offset: { x: 1e4, y: -5e3, z: 2e3 }, f32: false },
    ];
    for (const k of kinds) {
      const moved = mesh.positions.map((v, i) => v * k.scale + [k.offset.x, k.offset.y, k.offset.z][i % 3]!);
      const positions = k.f32 ? new Float32Array(moved) : new Float64Array(moved);
      const scene = new Scene();
      scene.addMesh(positions, k.f32 ? new Uint16Array(mesh.indices) : mesh.indices);
      // Vertices as the scene holds them (float32 values read back exactly).
      const vertex = (i: number): Vec3 => ({
        x: positions[3 * i]!,
        y: positions[3 * i + 1]!,
        z: positions[3 * i + 2]!,
      });
      out.push({
        name: `${mesh.name}, ${k.name}`,
        scene,
        vertex,
        edges: [...edges.values()],
        mesh,
        scale: k.scale,
        offset: k.offset,
      });
    }
  }
  return out;
}

describe('Scene meshes are watertight, property-based', () => {
  const all = variants();

  it('segments aimed at vertices and edges of closed meshes, from outside in and from inside out, always hit (10,000 segments)', () => {
    fc.assert(
      fc.property(
        fc.nat(all.length - 1),
        fc.nat(),
        fc.constantFrom('vertex', 'midpoint', 'edge'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.record({
          x: fc.double({ min: -1, max: 1, noNaN: true }),
          y: fc.double({ min: -1, max: 1, noNaN: true }),
          z: fc.double({ min: -1, max: 1, noNaN: true }),
        }),
        fc.double({ min: 0.25, max: 1, noNaN: true }),
        (which, pick, kind, f, wobble, k) => {
          const v = all[which]!;
          const { mesh, scale, offset } = v;
          // The target T on the surface, and the point inside Q it is seen from.
          let T: Vec3;
          let inner: Vec3;
          if (kind === 'vertex') {
            const i = pick % (mesh.positions.length / 3);
            T = v.vertex(i);
            inner = mesh.inner(i);
          } else {
            const [i, j] = v.edges[pick % v.edges.length]!;
            const u = kind === 'midpoint' ? 0.5 : f;
            T = lerp(v.vertex(i), v.vertex(j), u);
            inner = lerp(mesh.inner(i), mesh.inner(j), u);
          }
          const s = mesh.slack * scale;
          const Q = {
            x: inner.x * scale + offset.x + wobble.x * s,
            y: inner.y * scale + offset.y + wobble.y * s,
            z: inner.z * scale + offset.z + wobble.z * s,
          };
          // O beyond T on the line from Q: outside, the segment O → Q crossing the surface at T.
          const O = { x: T.x + k * (T.x - Q.x), y: T.y + k * (T.y - Q.y), z: T.z + k * (T.z - Q.z) };
          const entry = v.scene.raycast(O, Q);
          expect(entry, `${v.name}: in through ${kind} ${JSON.stringify(T)}`).not.toBeNull();
          const exit = v.scene.raycast(Q, O);
          expect(exit, `${v.name}: out through ${kind} ${JSON.stringify(T)}`).not.toBeNull();
          // Entering, the first crossing is at T or before (never past the surface's far side).
          const L = norm(sub(Q, O));
          expect(entry!.t * L).toBeLessThanOrEqual(norm(sub(T, O)) * (1 + 1e-9));
        },
      ),
      { numRuns: 10_000 },
    );
  });
});
