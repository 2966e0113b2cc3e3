// The scene's capsule and box queries (v3) against brute force over the single-shape
// queries: every shape, every mesh triangle (an instance's carried by its matrix), the
// nearest contact by t, then id, then triangle; the Into forms equal to the object forms;
// layers and filters; contacts and overlaps as the single-shape answers, one per triangle.
import { describe, expect, it } from 'vitest';
import {
  boxCastAABB,
  boxCastCapsule,
  boxCastOBB,
  boxCastSphere,
  boxCastTriangle,
  capsuleCastAABB,
  capsuleCastCapsule,
  capsuleCastOBB,
  capsuleCastSphere,
  capsuleCastTriangle,
  capsuleContactAABB,
  capsuleContactCapsule,
  capsuleContactOBB,
  capsuleContactSphere,
  capsuleContactTriangle,
  capsuleIntersectsAABB,
  capsuleIntersectsCapsule,
  capsuleIntersectsOBB,
  capsuleIntersectsTriangle,
  createBoxCastHit,
  createCapsuleCastHit,
  MeshShape,
  Scene,
  sphereIntersectsCapsule,
} from '../src/index.ts';
import type { AABB, Capsule, Contact, OBB, RaycastHit, Sphere, Triangle, Vec3 } from '../src/index.ts';

/** A seeded generator (mulberry32): the same scenes every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Shape =
  | { kind: 'sphere'; s: Sphere }
  | { kind: 'box'; s: AABB }
  | { kind: 'obb'; s: OBB }
  | { kind: 'capsule'; s: Capsule }
  | { kind: 'triangle'; s: Triangle }
  | { kind: 'mesh'; triangles: Triangle[] };

interface Built {
  scene: Scene;
  shapes: Shape[];
  layers: number[];
}

const MESH = [0, 0, 0, 2, 0, 0, 0, 0, 2, 2, 0, 2, 1, 1.5, 1];
const MESH_INDICES = [0, 1, 2, 1, 3, 2, 0, 1, 4, 1, 3, 4, 3, 2, 4, 2, 0, 4];

/** Applies a column-major affine matrix to a point. */
function carry(e: number[], x: number, y: number, z: number): Vec3 {
  return {
    x: e[0]! * x + e[4]! * y + e[8]! * z + e[12]!,
    y: e[1]! * x + e[5]! * y + e[9]! * z + e[13]!,
    z: e[2]! * x + e[6]! * y + e[10]! * z + e[14]!,
  };
}

function meshTriangles(e: number[] | null): Triangle[] {
  const p = (i: number) =>
    e === null
      ? { x: MESH[3 * i]!, y: MESH[3 * i + 1]!, z: MESH[3 * i + 2]! }
      : carry(e, MESH[3 * i]!, MESH[3 * i + 1]!, MESH[3 * i + 2]!);
  const out: Triangle[] = [];
  for (let k = 0; k < MESH_INDICES.length; k += 3) {
    out.push({ a: p(MESH_INDICES[k]!), b: p(MESH_INDICES[k + 1]!), c: p(MESH_INDICES[k + 2]!) });
  }
  return out;
}

function build(seed: number): Built {
  const rnd = random(seed);
  const at = (spread: number) => ({ x: (rnd() - 0.5) * spread, y: (rnd() - 0.5) * spread, z: (rnd() - 0.5) * spread });
  const scene = new Scene();
  const shapes: Shape[] = [];
  const layers: number[] = [];
  const shared = MeshShape.fromPositions(MESH, MESH_INDICES);
  for (let i = 0; i < 14; i++) {
    const layer = 1 << Math.floor(rnd() * 3);
    layers.push(layer);
    const c = at(12);
    switch (i % 7) {
      case 0: {
        const s = { center: c, radius: 0.3 + rnd() };
        scene.addSphere(s, { layers: layer });
        shapes.push({ kind: 'sphere', s });
        break;
      }
      case 1: {
        const h = { x: 0.2 + rnd(), y: 0.2 + rnd(), z: 0.2 + rnd() };
        const s = {
          min: { x: c.x - h.x, y: c.y - h.y, z: c.z - h.z },
          max: { x: c.x + h.x, y: c.y + h.y, z: c.z + h.z },
        };
        scene.addAABB(s, { layers: layer });
        shapes.push({ kind: 'box', s });
        break;
      }
      case 2: {
        const q = { x: rnd() - 0.5, y: rnd() - 0.5, z: rnd() - 0.5, w: rnd() - 0.5 };
        const s = { center: c, halfSize: { x: 0.2 + rnd(), y: 0.2 + rnd(), z: 0.2 + rnd() }, rotation: q };
        scene.addOBB(s, { layers: layer });
        shapes.push({ kind: 'obb', s });
        break;
      }
      case 3: {
        const s = { start: c, end: { x: c.x + rnd() * 2, y: c.y + rnd(), z: c.z - rnd() }, radius: 0.2 + rnd() * 0.6 };
        scene.addCapsule(s, { layers: layer });
        shapes.push({ kind: 'capsule', s });
        break;
      }
      case 4: {
        const s = {
          a: c,
          b: { x: c.x + 2 * rnd(), y: c.y, z: c.z + rnd() },
          c: { x: c.x, y: c.y + rnd(), z: c.z + 2 },
        };
        scene.addTriangle(s, { layers: layer });
        shapes.push({ kind: 'triangle', s });
        break;
      }
      case 5: {
        scene.addMesh(new Float64Array(MESH.map((x, k) => x + [c.x, c.y, c.z][k % 3]!)), MESH_INDICES, {
          layers: layer,
        });
        const e = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, c.x, c.y, c.z, 1];
        shapes.push({ kind: 'mesh', triangles: meshTriangles(e) });
        break;
      }
      default: {
        // An instance of a shared mesh under a rotation about y, a uniform scale and a move.
        const a = rnd() * Math.PI;
        const k = 0.5 + rnd();
        const e = [
          k * Math.cos(a),
          0,
          -k * Math.sin(a),
          0,
          0,
          k,
          0,
          0,
          k * Math.sin(a),
          0,
          k * Math.cos(a),
          0,
          c.x,
          c.y,
          c.z,
          1,
        ];
        scene.addMesh(shared, { matrix: e, layers: layer });
        shapes.push({ kind: 'mesh', triangles: meshTriangles(e) });
      }
    }
  }
  return { scene, shapes, layers };
}

/** The nearest hit over every shape and triangle by t, id, triangle — brute force. */
function nearest<H extends RaycastHit>(
  shapes: Shape[],
  keep: (id: number) => boolean,
  single: (s: Shape, t: Triangle | null) => H | null,
): { hit: H; id: number; triangle: number } | null {
  let best: { hit: H; id: number; triangle: number } | null = null;
  shapes.forEach((s, id) => {
    if (!keep(id)) return;
    const tris = s.kind === 'mesh' ? s.triangles : [null];
    tris.forEach((t, k) => {
      const h = single(s, t);
      if (h === null) return;
      if (best === null || h.t < best.hit.t) best = { hit: h, id, triangle: s.kind === 'mesh' ? k : -1 };
    });
  });
  return best;
}

function capsuleSingle(c: Capsule, m: Vec3) {
  return (s: Shape, t: Triangle | null) => {
    switch (s.kind) {
      case 'sphere':
        return capsuleCastSphere(c, m, s.s);
      case 'box':
        return capsuleCastAABB(c, m, s.s);
      case 'obb':
        return capsuleCastOBB(c, m, s.s);
      case 'capsule':
        return capsuleCastCapsule(c, m, s.s);
      case 'triangle':
        return capsuleCastTriangle(c, m, s.s);
      default:
        return capsuleCastTriangle(c, m, t!);
    }
  };
}

function boxSingle(b: OBB | AABB, m: Vec3) {
  return (s: Shape, t: Triangle | null) => {
    switch (s.kind) {
      case 'sphere':
        return boxCastSphere(b, m, s.s);
      case 'box':
        return boxCastAABB(b, m, s.s);
      case 'obb':
        return boxCastOBB(b, m, s.s);
      case 'capsule':
        return boxCastCapsule(b, m, s.s);
      case 'triangle':
        return boxCastTriangle(b, m, s.s);
      default:
        return boxCastTriangle(b, m, t!);
    }
  };
}

const CASES = 60;

describe('Scene.capsuleCast and capsuleCastInto', () => {
  it('the nearest single-shape capsule cast, with its id and triangle, over random scenes', () => {
    let hits = 0;
    for (let seed = 1; seed <= CASES; seed++) {
      const { scene, shapes, layers } = build(seed);
      const rnd = random(1000 + seed);
      const c0 = { x: (rnd() - 0.5) * 16, y: (rnd() - 0.5) * 16, z: (rnd() - 0.5) * 16 };
      const capsule = { start: c0, end: { x: c0.x + rnd(), y: c0.y + 1, z: c0.z }, radius: 0.2 + rnd() * 0.5 };
      const motion = { x: -c0.x * 2 * rnd(), y: -c0.y * 2 * rnd(), z: -c0.z * 2 * rnd() };
      const mask = seed % 3 === 0 ? 2 : -1;
      const keep = (id: number) => (layers[id]! & mask) !== 0 && id !== 3;
      const options = { layers: mask, filter: (id: number) => id !== 3 };
      // A start overlapping a shape is no hit against it: brute force sees the same rule.
      const want = nearest(shapes, keep, capsuleSingle(capsule, motion));
      const got = scene.capsuleCast(capsule, motion, options);
      const out = createCapsuleCastHit();
      const into = scene.capsuleCastInto(capsule, motion, out, options);
      if (want === null) {
        expect(got).toBeNull();
        expect(into).toBe(false);
        expect(out).toEqual(createCapsuleCastHit());
        continue;
      }
      hits++;
      expect(got).not.toBeNull();
      expect(got!.t).toBe(want.hit.t);
      expect(got!.start).toEqual(want.hit.start);
      expect(into).toBe(true);
      expect(out.t).toBe(got!.t);
      expect(out.point).toEqual(got!.point);
      expect((out as typeof out & { id: number }).id).toBe(got!.id);
      if (want.triangle >= 0) {
        expect(shapes[got!.id]!.kind).toBe('mesh');
        const b = got!.barycentric!;
        expect(b.u + b.v + b.w).toBeCloseTo(1, 9);
      } else {
        expect(got!.triangle).toBeUndefined();
        expect((out as typeof out & { triangle: number }).triangle).toBe(-1);
      }
    }
    expect(hits).toBeGreaterThan(CASES / 6);
  });
});

describe('Scene.boxCast and boxCastInto', () => {
  it('the nearest single-shape box cast, OBB or AABB moving, over random scenes', () => {
    let hits = 0;
    for (let seed = 1; seed <= CASES; seed++) {
      const { scene, shapes, layers } = build(seed);
      const rnd = random(2000 + seed);
      const c0 = { x: (rnd() - 0.5) * 16, y: (rnd() - 0.5) * 16, z: (rnd() - 0.5) * 16 };
      const h = { x: 0.2 + rnd() * 0.5, y: 0.2 + rnd() * 0.5, z: 0.2 + rnd() * 0.5 };
      const box: OBB | AABB =
        seed % 2 === 0
          ? { center: c0, halfSize: h, rotation: { x: rnd(), y: rnd(), z: rnd(), w: 1 } }
          : {
              min: { x: c0.x - h.x, y: c0.y - h.y, z: c0.z - h.z },
              max: { x: c0.x + h.x, y: c0.y + h.y, z: c0.z + h.z },
            };
      const motion = { x: -c0.x * 2 * rnd(), y: -c0.y * 2 * rnd(), z: -c0.z * 2 * rnd() };
      const mask = seed % 4 === 0 ? 1 : -1;
      const keep = (id: number) => (layers[id]! & mask) !== 0;
      const want = nearest(shapes, keep, boxSingle(box, motion));
      const got = scene.boxCast(box, motion, { layers: mask });
      const out = createBoxCastHit();
      const into = scene.boxCastInto(box, motion, out, { layers: mask });
      if (want === null) {
        expect(got).toBeNull();
        expect(into).toBe(false);
        continue;
      }
      hits++;
      expect(got!.t).toBe(want.hit.t);
      expect(got!.center).toEqual(want.hit.center);
      expect(into).toBe(true);
      expect(out.center).toEqual(got!.center);
      expect(out.t).toBe(got!.t);
    }
    expect(hits).toBeGreaterThan(CASES / 4);
  });
});

describe('Scene.overlapCapsule, contactsCapsule and contactsCapsuleInto', () => {
  function overlapSingle(c: Capsule, s: Shape): boolean {
    switch (s.kind) {
      case 'sphere':
        return sphereIntersectsCapsule(s.s, c);
      case 'box':
        return capsuleIntersectsAABB(c, s.s);
      case 'obb':
        return capsuleIntersectsOBB(c, s.s);
      case 'capsule':
        return capsuleIntersectsCapsule(c, s.s);
      case 'triangle':
        return capsuleIntersectsTriangle(c, s.s);
      default:
        return s.triangles.some((t) => capsuleIntersectsTriangle(c, t));
    }
  }
  function contactsSingle(c: Capsule, s: Shape): (Contact | null)[] {
    switch (s.kind) {
      case 'sphere':
        return [capsuleContactSphere(c, s.s)];
      case 'box':
        return [capsuleContactAABB(c, s.s)];
      case 'obb':
        return [capsuleContactOBB(c, s.s)];
      case 'capsule':
        return [capsuleContactCapsule(c, s.s)];
      case 'triangle':
        return [capsuleContactTriangle(c, s.s)];
      default:
        return s.triangles.map((t) => capsuleContactTriangle(c, t));
    }
  }
  it('exactly the single-shape overlaps and contacts (one per triangle), by id then triangle', () => {
    let touching = 0;
    for (let seed = 1; seed <= CASES; seed++) {
      const { scene, shapes } = build(seed);
      const rnd = random(3000 + seed);
      const c0 = { x: (rnd() - 0.5) * 10, y: (rnd() - 0.5) * 10, z: (rnd() - 0.5) * 10 };
      const capsule = { start: c0, end: { x: c0.x + 2 * rnd(), y: c0.y + 2, z: c0.z }, radius: 0.5 + rnd() * 2 };
      const ids = shapes.flatMap((s, id) => (overlapSingle(capsule, s) ? [id] : []));
      expect(scene.overlapCapsule(capsule)).toEqual(ids);
      const want = shapes.flatMap((s, id) =>
        contactsSingle(capsule, s).flatMap((c, k) =>
          c === null ? [] : [{ id, triangle: s.kind === 'mesh' ? k : undefined, depth: c.depth }],
        ),
      );
      const got = scene.contactsCapsule(capsule);
      touching += got.length;
      expect(got.map((c) => c.id)).toEqual(want.map((c) => c.id));
      expect(got.map((c) => c.depth)).toEqual(want.map((c) => c.depth));
      const mine = [{ point: { x: 9, y: 9, z: 9 }, normal: { x: 1, y: 0, z: 0 }, depth: 7, id: 99, triangle: 5 }];
      const n = scene.contactsCapsuleInto(capsule, mine);
      expect(n).toBe(got.length);
      expect(mine.map((c) => [c.id, c.depth, c.triangle])).toEqual(got.map((c) => [c.id, c.depth, c.triangle]));
    }
    expect(touching).toBeGreaterThan(CASES / 2);
  });
});
