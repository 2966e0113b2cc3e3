// Closed convex meshes with integer vertices (so that any power-of-two scaling of them is
// exact, and a segment through a vertex or an edge midpoint can be aimed EXACTLY), and an
// exact oracle for which side of the surface a point is on, in BigInt on the doubles.
import type { Triangle, Vec3 } from '../../src/index.ts';

export interface ClosedMesh {
  name: string;
  vertices: Vec3[];
  faces: [number, number, number][];
}

/** A tetrahedron: each vertex shared by 3 triangles. */
export function tetrahedron(): ClosedMesh {
  const k = 1 << 20;
  return {
    name: 'tetrahedron',
    vertices: [
      { x: k, y: k, z: k },
      { x: k, y: -k, z: -k },
      { x: -k, y: k, z: -k },
      { x: -k, y: -k, z: k },
    ],
    faces: [
      [0, 1, 2],
      [0, 3, 1],
      [0, 2, 3],
      [1, 3, 2],
    ],
  };
}

/**
 * A cube split into 12 triangles, each face along a diagonal chosen so that corners are
 * shared by 3, 4, 5 and 6 triangles.
 */
export function cube(): ClosedMesh {
  const k = 1 << 20;
  const vertices: Vec3[] = [];
  for (let i = 0; i < 8; i++) vertices.push({ x: i & 1 ? k : -k, y: i & 2 ? k : -k, z: i & 4 ? k : -k });
  // Quads (outward counterclockwise), each split along its diagonal from its first corner.
  const quads: [number, number, number, number][] = [
    [0, 2, 3, 1], // z−
    [4, 5, 7, 6], // z+
    [0, 1, 5, 4], // y−
    [2, 6, 7, 3], // y+
    [0, 4, 6, 2], // x−
    [1, 3, 7, 5], // x+
  ];
  const faces: [number, number, number][] = [];
  for (const [a, b, c, d] of quads) faces.push([a, b, c], [a, c, d]);
  return { name: 'cube', vertices, faces };
}

/**
 * The icosahedron split once (each triangle into 4, midpoints pushed out to the sphere),
 * rounded to integers: 42 vertices, 12 shared by 5 triangles and 30 by 6; 80 faces.
 */
export function icosphere(): ClosedMesh {
  const g = (1 + Math.sqrt(5)) / 2;
  const unit: Vec3[] = [
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
  ].map(([x, y, z]) => normalize({ x: x as number, y: y as number, z: z as number }));
  let faces: [number, number, number][] = [
    [0, 11, 5],
    [0, 5, 1],
    [0, 1, 7],
    [0, 7, 10],
    [0, 10, 11],
    [1, 5, 9],
    [5, 11, 4],
    [11, 10, 2],
    [10, 7, 6],
    [7, 1, 8],
    [3, 9, 4],
    [3, 4, 2],
    [3, 2, 6],
    [3, 6, 8],
    [3, 8, 9],
    [4, 9, 5],
    [2, 4, 11],
    [6, 2, 10],
    [8, 6, 7],
    [9, 8, 1],
  ];
  const midpoints = new Map<string, number>();
  const mid = (i: number, j: number): number => {
    const key = i < j ? `${i},${j}` : `${j},${i}`;
    let m = midpoints.get(key);
    if (m === undefined) {
      const p = unit[i] as Vec3;
      const q = unit[j] as Vec3;
      m = unit.push(normalize({ x: p.x + q.x, y: p.y + q.y, z: p.z + q.z })) - 1;
      midpoints.set(key, m);
    }
    return m;
  };
  faces = faces.flatMap(([a, b, c]) => {
    const ab = mid(a, b);
    const bc = mid(b, c);
    const ca = mid(c, a);
    return [
      [a, ab, ca],
      [b, bc, ab],
      [c, ca, bc],
      [ab, bc, ca],
    ] as [number, number, number][];
  });
  const k = 1 << 20;
  const vertices = unit.map((p) => ({ x: Math.round(p.x * k), y: Math.round(p.y * k), z: Math.round(p.z * k) }));
  return { name: 'icosphere', vertices, faces };
}

function normalize(p: Vec3): Vec3 {
  const l = Math.hypot(p.x, p.y, p.z);
  return { x: p.x / l, y: p.y / l, z: p.z / l };
}

/** The mesh's vertices multiplied by `k` (a power of two: exact). */
export function scaled(mesh: ClosedMesh, k: number): ClosedMesh {
  return { ...mesh, vertices: mesh.vertices.map((p) => ({ x: p.x * k, y: p.y * k, z: p.z * k })) };
}

export function trianglesOf(mesh: ClosedMesh): Triangle[] {
  return mesh.faces.map(([a, b, c]) => ({
    a: mesh.vertices[a] as Vec3,
    b: mesh.vertices[b] as Vec3,
    c: mesh.vertices[c] as Vec3,
  }));
}

/** Every edge of the mesh once, as vertex index pairs. */
export function edgesOf(mesh: ClosedMesh): [number, number][] {
  const seen = new Set<string>();
  const edges: [number, number][] = [];
  for (const [a, b, c] of mesh.faces) {
    for (const [i, j] of [
      [a, b],
      [b, c],
      [c, a],
    ] as [number, number][]) {
      const key = i < j ? `${i},${j}` : `${j},${i}`;
      if (!seen.has(key)) {
        seen.add(key);
        edges.push([i, j]);
      }
    }
  }
  return edges;
}

/** How many faces each vertex belongs to. */
export function valences(mesh: ClosedMesh): number[] {
  const n = mesh.vertices.map(() => 0);
  for (const f of mesh.faces) for (const i of f) n[i] = (n[i] as number) + 1;
  return n;
}

/**
 * The exact side of each face's plane, for a mesh whose coordinates are multiples of 1/4 of
 * `unit` (the power of two the mesh was scaled by): the planes in integers once, then one
 * integer dot product per face for each point. Which side is scale-invariant, so a point
 * and the mesh are both divided by `unit` (exact) before anything else.
 */
export class ExactSides {
  private readonly normals: [bigint, bigint, bigint][] = [];
  private readonly offsets: bigint[] = [];
  /** The side of each plane the centroid of the vertices is on (inside a convex mesh). */
  private readonly inner: number[] = [];

  constructor(
    readonly mesh: ClosedMesh,
    private readonly unit: number,
  ) {
    const V = mesh.vertices.map((p) => this.integers(p));
    const n = BigInt(V.length);
    const centroid = [0, 1, 2].map((k) => V.reduce((sum, p) => sum + (p[k] as bigint), 0n));
    for (const [a, b, c] of mesh.faces) {
      const [A, B, C] = [V[a]!, V[b]!, V[c]!];
      const u = [B[0] - A[0], B[1] - A[1], B[2] - A[2]];
      const w = [C[0] - A[0], C[1] - A[1], C[2] - A[2]];
      const N: [bigint, bigint, bigint] = [
        u[1]! * w[2]! - u[2]! * w[1]!,
        u[2]! * w[0]! - u[0]! * w[2]!,
        u[0]! * w[1]! - u[1]! * w[0]!,
      ];
      const offset = N[0] * A[0] + N[1] * A[1] + N[2] * A[2];
      this.normals.push(N);
      this.offsets.push(offset);
      // The centroid is (sum of vertices)/n: compare n·(N·p) with n·offset.
      const side = N[0] * centroid[0]! + N[1] * centroid[1]! + N[2] * centroid[2]! - n * offset;
      this.inner.push(side > 0n ? 1 : side < 0n ? -1 : 0);
    }
  }

  /** 4·p/unit as integers (throws if p is not on that grid: the oracle would be wrong). */
  private integers(p: Vec3): [bigint, bigint, bigint] {
    return [p.x, p.y, p.z].map((x) => {
      const y = (4 * x) / this.unit;
      if (!Number.isInteger(y) || Math.abs(y) > 2 ** 53) throw new Error(`off the grid: ${x}`);
      return BigInt(y);
    }) as [bigint, bigint, bigint];
  }

  /** The side of each face's plane that `P` is on: -1, 0 or 1. */
  sides(P: Vec3): number[] {
    const p = this.integers(P);
    return this.normals.map((N, f) => {
      const d = N[0] * p[0] + N[1] * p[1] + N[2] * p[2] - (this.offsets[f] as bigint);
      return d > 0n ? 1 : d < 0n ? -1 : 0;
    });
  }

  /** Whether `P` is strictly inside the closed convex mesh: strictly on the inner side of every face. */
  strictlyInside(P: Vec3): boolean {
    const s = this.sides(P);
    return s.every((side, f) => side !== 0 && side === this.inner[f]);
  }

  /**
   * Whether the mesh is convex (as strictlyInside needs): every vertex on the inner side of
   * every face's plane, or in it (the fourth corner of a cube's face split in two).
   */
  isConvex(): boolean {
    return this.mesh.vertices.every((p) =>
      this.sides(p).every((side, f) => this.inner[f] !== 0 && (side === 0 || side === this.inner[f])),
    );
  }
}
