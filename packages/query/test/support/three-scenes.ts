// Real three.js objects for the three.js entry's tests, and three.js's own raycast as the
// oracle: the drop-in must give the Intersections three.js's Mesh.raycast gives (same
// objects, faces, distances, points, uv, barycoord), only from a tree and watertight.
import * as THREE from 'three';
import { expect } from 'vitest';
import { acceleratedRaycast, computeBoundsTree } from '../../src/three/index.ts';

/** three.js's own Mesh.raycast, saved before any test installs the drop-in. */
// eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be put back on the prototype
export const ownRaycast = THREE.Mesh.prototype.raycast;

/** Runs `body` with `raycast` installed as Mesh.prototype.raycast (InstancedMesh goes through it too). */
export function withRaycast<T>(raycast: THREE.Mesh['raycast'], body: () => T): T {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back below
  const saved = THREE.Mesh.prototype.raycast;
  THREE.Mesh.prototype.raycast = raycast;
  try {
    return body();
  } finally {
    THREE.Mesh.prototype.raycast = saved;
  }
}

/** `raycaster.intersectObjects(objects)` with three.js's own raycast. */
export function threeHits(raycaster: THREE.Raycaster, objects: THREE.Object3D[]): THREE.Intersection[] {
  return withRaycast(ownRaycast, () => raycaster.intersectObjects(objects, true));
}

/** `raycaster.intersectObjects(objects)` with the drop-in. */
export function dropInHits(raycaster: THREE.Raycaster, objects: THREE.Object3D[]): THREE.Intersection[] {
  return withRaycast(acceleratedRaycast, () => raycaster.intersectObjects(objects, true));
}

/** Builds the bounds tree of every geometry under `root`. */
export function computeTrees(root: THREE.Object3D): void {
  root.traverse((o) => {
    if (o instanceof THREE.Mesh) computeBoundsTree.call(o.geometry as never);
  });
}

/** three-mesh-bvh's firstHitOnly from three.js's full list: the nearest hit of each mesh (each instance). */
export function nearestPerObject(hits: THREE.Intersection[]): THREE.Intersection[] {
  const best = new Map<string, THREE.Intersection>();
  for (const h of hits) {
    const key = `${h.object.id}/${h.instanceId ?? -1}`;
    const b = best.get(key);
    if (b === undefined || h.distance < b.distance) best.set(key, h);
  }
  return [...best.values()].sort((a, b) => a.distance - b.distance);
}

const close = (a: number, b: number, scale: number, tol: number): boolean => Math.abs(a - b) <= tol * scale;

/** Identifies a hit: which object, instance, face and material. */
function key(h: THREE.Intersection): string {
  return `${h.object.id}/${h.instanceId ?? -1}/${h.faceIndex ?? -1}/${h.face?.materialIndex ?? -1}`;
}

/**
 * `ours` equals `theirs` as three.js's users read them: the same hits (object, instance,
 * face, material) in distance order, each with the same keys, distance within 1e-9
 * relative, point, normals, uv and barycoord within 1e-9 of the scene's scale (1e-7 for
 * barycoord, whose two computations differ by the triangle's conditioning).
 */
export function expectSameHits(ours: THREE.Intersection[], theirs: THREE.Intersection[], where: string): void {
  expect(ours.map(key).sort(), where).toEqual(theirs.map(key).sort());
  for (let i = 1; i < ours.length; i++) expect(ours[i]!.distance).toBeGreaterThanOrEqual(ours[i - 1]!.distance);
  const byKey = new Map<string, THREE.Intersection[]>();
  for (const h of theirs) byKey.set(key(h), [...(byKey.get(key(h)) ?? []), h]);
  for (const h of ours) {
    const list = byKey.get(key(h))!;
    const t = list.shift()!;
    const scale = Math.max(1, Math.abs(t.distance));
    const msg = `${where}: ${key(h)} ours ${JSON.stringify(h.point)} theirs ${JSON.stringify(t.point)}`;
    expect(Object.keys(h).sort(), msg).toEqual(Object.keys(t).sort());
    expect(close(h.distance, t.distance, scale, 1e-9), `${msg} distance ${h.distance} vs ${t.distance}`).toBe(true);
    expect(h.point).toBeInstanceOf(THREE.Vector3);
    expect(h.point.distanceTo(t.point) <= 1e-9 * Math.max(scale, t.point.length()), msg).toBe(true);
    expect(h.object).toBe(t.object);
    expect(h.instanceId).toBe(t.instanceId);
    expect(h.face!.a).toBe(t.face!.a);
    expect(h.face!.b).toBe(t.face!.b);
    expect(h.face!.c).toBe(t.face!.c);
    expect(h.face!.normal).toBeInstanceOf(THREE.Vector3);
    expect(h.face!.normal.distanceTo(t.face!.normal) <= 1e-9, msg).toBe(true);
    expect(h.barycoord!.distanceTo(t.barycoord!) <= 1e-7, `${msg} barycoord`).toBe(true);
    if (t.uv !== undefined) {
      expect(close(h.uv!.x, t.uv.x, 1, 1e-7) && close(h.uv!.y, t.uv.y, 1, 1e-7), `${msg} uv`).toBe(true);
    }
    if (t.normal !== undefined) {
      expect(h.normal).toBeInstanceOf(THREE.Vector3);
      expect(h.normal!.distanceTo(t.normal) <= 1e-7, `${msg} normal`).toBe(true);
    }
  }
}

/** A seeded generator of numbers in [0, 1) (mulberry32), for building scenes. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The geometry as an interleaved buffer: xyz, then uv, 5 floats a vertex, same index. */
export function interleaved(source: THREE.BufferGeometry): THREE.BufferGeometry {
  const p = source.getAttribute('position');
  const uv = source.getAttribute('uv');
  const data = new Float32Array(5 * p.count);
  for (let i = 0; i < p.count; i++) {
    data.set([p.getX(i), p.getY(i), p.getZ(i), uv.getX(i), uv.getY(i)], 5 * i);
  }
  const buffer = new THREE.InterleavedBuffer(data, 5);
  const g = new THREE.BufferGeometry();
  g.setAttribute('position', new THREE.InterleavedBufferAttribute(buffer, 3, 0));
  g.setAttribute('uv', new THREE.InterleavedBufferAttribute(buffer, 2, 3));
  g.setIndex(source.getIndex());
  return g;
}

/** The geometry with positions as normalized integers of `type` (scaled into [-1, 1] by 1/`size`). */
export function normalized(
  source: THREE.BufferGeometry,
  type: typeof Int16Array | typeof Int8Array | typeof Uint16Array | typeof Uint8Array,
  size: number,
): THREE.BufferGeometry {
  const p = source.getAttribute('position');
  const max = type === Int16Array ? 32767 : type === Int8Array ? 127 : type === Uint16Array ? 65535 : 255;
  const unsigned = type === Uint16Array || type === Uint8Array;
  const array = new type(3 * p.count);
  for (let i = 0; i < 3 * p.count; i++) {
    const x = (p.array[i] as number) / size; // in [-1, 1]
    array[i] = Math.round((unsigned ? (x + 1) / 2 : x) * max);
  }
  const g = source.clone();
  g.setAttribute('position', new THREE.BufferAttribute(array, 3, true));
  return g;
}

/**
 * A scene of every kind the entry reads, under one root with nested transforms: a box
 * with its 6 groups and a material array, a sphere, a torus knot, an interleaved sphere,
 * normalized (Int16, Uint8) icosahedra, a non-indexed torus, a cylinder drawn in part, a
 * sphere with overlapping and partial groups, and an InstancedMesh of dodecahedra.
 * `singles` are the meshes' single materials, whose side a test sets.
 */
export function mixedScene(seed: number): { root: THREE.Group; singles: THREE.Material[]; arrays: THREE.Material[][] } {
  const rand = random(seed);
  const root = new THREE.Group();
  const singles: THREE.Material[] = [];
  const arrays: THREE.Material[][] = [];
  const material = (): THREE.Material => {
    const m = new THREE.MeshBasicMaterial();
    singles.push(m);
    return m;
  };
  const place = (o: THREE.Object3D, parent: THREE.Object3D): void => {
    o.position.set(rand() * 8 - 4, rand() * 8 - 4, rand() * 8 - 4);
    o.rotation.set(rand() * 6, rand() * 6, rand() * 6);
    o.scale.set(0.5 + rand(), 0.5 + rand(), 0.5 + rand());
    parent.add(o);
  };
  const boxMaterials = [0, 1, 2, 0, 1, 2].map((side) => new THREE.MeshBasicMaterial({ side: side as THREE.Side }));
  arrays.push(boxMaterials);
  place(new THREE.Mesh(new THREE.BoxGeometry(1, 1.5, 2, 2, 3, 1), boxMaterials), root);
  const nested = new THREE.Group();
  place(nested, root);
  const inner = new THREE.Group();
  place(inner, nested);
  place(new THREE.Mesh(new THREE.SphereGeometry(1, 12, 8), material()), inner);
  place(new THREE.Mesh(new THREE.TorusKnotGeometry(1, 0.3, 48, 8), material()), nested);
  place(new THREE.Mesh(interleaved(new THREE.SphereGeometry(0.8, 10, 6)), material()), root);
  place(new THREE.Mesh(normalized(new THREE.IcosahedronGeometry(0.9, 1), Int16Array, 1), material()), inner);
  place(new THREE.Mesh(normalized(new THREE.IcosahedronGeometry(0.9, 1), Uint8Array, 1), material()), root);
  place(new THREE.Mesh(new THREE.TorusGeometry(1, 0.4, 8, 12).toNonIndexed(), material()), root);
  const cylinder = new THREE.CylinderGeometry(0.7, 1, 2, 12, 2);
  cylinder.setDrawRange(30, 120);
  place(new THREE.Mesh(cylinder, material()), nested);
  const grouped = new THREE.SphereGeometry(1.1, 10, 8);
  grouped.clearGroups();
  grouped.addGroup(0, 60, 0);
  grouped.addGroup(30, 90, 1);
  grouped.addGroup(200, 99, 2);
  const groupMaterials = [0, 1, 2].map((side) => new THREE.MeshBasicMaterial({ side: side as THREE.Side }));
  arrays.push(groupMaterials);
  place(new THREE.Mesh(grouped, groupMaterials), root);
  const instanced = new THREE.InstancedMesh(new THREE.DodecahedronGeometry(0.6), material(), 5);
  const m = new THREE.Matrix4();
  for (let i = 0; i < 5; i++) {
    m.compose(
      new THREE.Vector3(rand() * 4 - 2, rand() * 4 - 2, rand() * 4 - 2),
      new THREE.Quaternion().setFromEuler(new THREE.Euler(rand() * 6, rand() * 6, rand() * 6)),
      new THREE.Vector3(0.5 + rand(), 0.5 + rand(), 0.5 + rand()),
    );
    instanced.setMatrixAt(i, m);
  }
  place(instanced, nested);
  root.updateMatrixWorld(true);
  return { root, singles, arrays };
}
