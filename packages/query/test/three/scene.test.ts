// sceneFromObject3D and meshFromBufferGeometry against three.js's own raycast: the scene
// made from a three.js object tree (nested transforms, InstancedMesh, interleaved and
// normalized geometry, draw range, groups) finds, along a segment, exactly the faces
// three.js's Raycaster finds with every material two-sided, at the same distances, and
// maps each hit back to its object, instance, face and material.
import fc from 'fast-check';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { mixedScene, threeHits } from '../support/three-scenes.ts';
import { vec3 } from '../../src/index.ts';
import { geometryFace, meshFromBufferGeometry, sceneFromObject3D } from '../../src/three/index.ts';

const { root } = mixedScene(11);
// The oracle's materials: one two-sided material per mesh (the scene is two-sided, and a
// single material makes three.js test the draw range's triangles, as the scene holds).
const twoSided = new THREE.MeshBasicMaterial({ side: THREE.DoubleSide });
const oracleRoot = root.clone(true);
oracleRoot.traverse((o) => {
  if (o instanceof THREE.Mesh) o.material = twoSided;
});
oracleRoot.updateMatrixWorld(true);
const scene = sceneFromObject3D(root);

const unit = fc.double({ min: -1, max: 1, noNaN: true });

describe('sceneFromObject3D', () => {
  it('raycastAll finds the faces three.js finds, at the same distances, mapped back to objects and instances', () => {
    let total = 0;
    fc.assert(
      fc.property(fc.tuple(unit, unit, unit), fc.tuple(unit, unit, unit), (o, t) => {
        const origin = new THREE.Vector3(...o).multiplyScalar(12);
        const toward = new THREE.Vector3(...t).multiplyScalar(5).sub(origin);
        fc.pre(toward.length() > 1e-3); // a ray needs a unit direction
        const direction = toward.normalize();
        const rc = new THREE.Raycaster(origin, direction, 0, 40);
        // The clone's objects stand for the originals by their place in the tree.
        const names = new Map<unknown, string>();
        let n = 0;
        oracleRoot.traverse((x) => names.set(x, String(n++)));
        n = 0;
        root.traverse((x) => names.set(x, String(n++)));
        // Hits on an edge or a vertex are decided by rounding in three.js (a ray touching
        // a sphere's pole, say): each side's hits well inside a face must be the other's.
        const inside = (w: number[]): boolean => Math.min(...w) > 1e-7;
        const theirs = threeHits(rc, [oracleRoot]).map((h) => ({
          key: `${names.get(h.object)}/${h.instanceId ?? -1}/${h.faceIndex}`,
          distance: h.distance,
          point: h.point,
          inside: inside([h.barycoord!.x, h.barycoord!.y, h.barycoord!.z]),
        }));
        const end = origin.clone().addScaledVector(direction, 40);
        const ours = scene.raycastAll(origin, end).map((h) => {
          const entry = scene.objectOf(h.id)!;
          const face = scene.faceOf(h)!;
          return {
            key: `${names.get(entry.object)}/${entry.instanceId ?? -1}/${face.faceIndex}`,
            distance: h.distance,
            point: h.point,
            inside: inside([h.barycentric!.u, h.barycentric!.v, h.barycentric!.w]),
          };
        });
        total += theirs.length;
        const oursKeys = new Set(ours.map((h) => h.key));
        const theirKeys = new Set(theirs.map((h) => h.key));
        expect(theirs.filter((h) => h.inside && !oursKeys.has(h.key))).toEqual([]);
        // The scene's triangles are closed and count a ray that grazes one in its plane
        // (three.js's det = 0 skips it): ours may have more such hits, all at distances
        // three.js also reports for that object.
        for (const h of ours.filter((x) => !theirKeys.has(x.key))) {
          const object = h.key.split('/').slice(0, 2).join('/');
          expect(theirs.some((m) => m.key.startsWith(`${object}/`) && Math.abs(m.distance - h.distance) < 1e-6)).toBe(
            true,
          );
        }
        for (const h of ours) {
          const m = theirs.find((x) => x.key === h.key);
          if (m === undefined) continue;
          expect(Math.abs(h.distance - m.distance)).toBeLessThanOrEqual(1e-9 * Math.max(1, m.distance));
          expect(Math.hypot(h.point.x - m.point.x, h.point.y - m.point.y, h.point.z - m.point.z)).toBeLessThan(1e-8);
        }
      }),
      { numRuns: 300 },
    );
    expect(total).toBeGreaterThan(200);
  });

  it('shares one MeshShape per geometry; ids map to objects and instances; faces report group and material', () => {
    const shared = new THREE.BoxGeometry(1, 1, 1);
    const a = new THREE.Mesh(shared, new THREE.MeshBasicMaterial());
    const b = new THREE.Mesh(shared, new THREE.MeshBasicMaterial());
    b.position.set(5, 0, 0);
    const instanced = new THREE.InstancedMesh(shared, new THREE.MeshBasicMaterial(), 3);
    instanced.setMatrixAt(0, new THREE.Matrix4().makeTranslation(0, 5, 0));
    instanced.setMatrixAt(1, new THREE.Matrix4().makeScale(1, 0, 1)); // hidden: left out
    instanced.setMatrixAt(2, new THREE.Matrix4().makeTranslation(0, 10, 0));
    const group = new THREE.Group();
    group.add(a, b, instanced);
    group.position.set(0, 0, -3); // not yet in matrixWorld: sceneFromObject3D updates it
    const s = sceneFromObject3D(group);
    expect(s.size).toBe(4);
    const entries = [0, 1, 2, 3].map((id) => s.objectOf(id)!);
    expect(entries.map((e) => [e.object, e.instanceId])).toEqual([
      [a, undefined],
      [b, undefined],
      [instanced, 0],
      [instanced, 2],
    ]);
    expect(new Set(entries.map((e) => e.mesh)).size).toBe(1);
    expect(s.objectOf(99)).toBeUndefined();
    const hit = s.raycast(vec3(0.1, 10.2, 5), vec3(0.1, 10.2, -10))!;
    expect(hit.id).toBe(3);
    expect(hit.point.z).toBeCloseTo(-2.5, 12);
    // The box's +z face is its group 4 (materialIndex 4), triangles 8 and 9.
    expect(s.faceOf(hit)).toEqual({ ...geometryFace(entries[3]!.mesh, hit.triangle!)!, group: 4, materialIndex: 4 });
    expect([8, 9]).toContain(s.faceOf(hit)!.faceIndex);
    expect(s.faceOf({ id: 99, triangle: 0 })).toBeNull();
    expect(s.faceOf({ id: 0 })).toBeNull();
  });

  it('puts each object on its layers', () => {
    const geometry = new THREE.PlaneGeometry(1, 1);
    const low = new THREE.Mesh(geometry);
    const high = new THREE.Mesh(geometry);
    high.position.set(0, 0, 1);
    high.layers.set(3);
    const s = sceneFromObject3D(new THREE.Group().add(low, high));
    expect(s.raycast(vec3(0, 0, 5), vec3(0, 0, -5))!.id).toBe(1);
    expect(s.raycast(vec3(0, 0, 5), vec3(0, 0, -5), { layers: 1 })!.id).toBe(0);
    expect(s.raycast(vec3(0, 0, 5), vec3(0, 0, -5), { layers: 1 << 3 })!.id).toBe(1);
  });

  it('reads plain objects, and names bad arguments', () => {
    const geometry = {
      attributes: { position: { array: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), itemSize: 3, count: 3 } },
    };
    const s = sceneFromObject3D({
      children: [{ isMesh: true, geometry }, { isMesh: true }, { isBatchedMesh: true, isMesh: true, geometry }],
    });
    expect(s.size).toBe(1);
    expect(s.raycast(vec3(0.2, 0.2, 1), vec3(0.2, 0.2, -1))!.point).toEqual({ x: 0.2, y: 0.2, z: 0 });
    expect(
      sceneFromObject3D({ isMesh: true, isInstancedMesh: true, geometry, instanceMatrix: { array: [] } }).size,
    ).toBe(0);
    expect(() => sceneFromObject3D(null as never)).toThrow(
      new TypeError('sceneFromObject3D: root must be a three.js Object3D, got null'),
    );
    expect(() => sceneFromObject3D({}, 1 as never)).toThrow(
      new TypeError('sceneFromObject3D: options must be an object {copy?}, got 1'),
    );
    expect(() => sceneFromObject3D({}, { clone: true } as never)).toThrow(
      new TypeError("sceneFromObject3D: unknown option 'clone' (the options are {copy?})"),
    );
  });
});

describe('meshFromBufferGeometry', () => {
  it('shares the geometry’s Float32Array (updatePositions follows it) unless asked to copy', () => {
    const geometry = new THREE.PlaneGeometry(2, 2);
    const shared = meshFromBufferGeometry(geometry);
    const copied = meshFromBufferGeometry(geometry, { copy: true });
    expect(copied.bytes - shared.bytes).toBe(geometry.getAttribute('position').array.byteLength);
    const s = sceneFromObject3D(new THREE.Mesh(geometry));
    expect(s.raycast(vec3(0.5, 0.5, 5), vec3(0.5, 0.5, -5))!.point.z).toBe(0);
    geometry.translate(0, 0, 1);
    s.objectOf(0)!.mesh.updatePositions();
    expect(s.raycast(vec3(0.5, 0.5, 5), vec3(0.5, 0.5, -5))!.point.z).toBe(1);
  });

  it('numbers triangles as three.js’s faceIndex, and maps them when the draw range leaves some out', () => {
    const geometry = new THREE.SphereGeometry(1, 8, 6);
    const whole = meshFromBufferGeometry(geometry);
    for (let k = 0; k < whole.triangleCount; k += 7) expect(geometryFace(whole, k)!.faceIndex).toBe(k);
    geometry.setDrawRange(30, 60);
    const part = meshFromBufferGeometry(geometry);
    expect(part.triangleCount).toBe(20);
    expect(geometryFace(part, 0)!.faceIndex).toBe(10);
    expect(geometryFace(part, 20)).toBeNull();
    expect(geometryFace(part, -1)).toBeNull();
    expect(geometryFace(meshFromBufferGeometry(new THREE.BoxGeometry()), 0.5)).toBeNull();
  });

  it('names bad options and geometries', () => {
    const geometry = new THREE.BoxGeometry();
    expect(() => meshFromBufferGeometry(geometry, null as never)).toThrow(
      new TypeError('meshFromBufferGeometry: options must be an object {copy?}, got null'),
    );
    expect(() => meshFromBufferGeometry(geometry, { share: true } as never)).toThrow(
      new TypeError("meshFromBufferGeometry: unknown option 'share' (the options are {copy?})"),
    );
    expect(() => meshFromBufferGeometry(geometry, { copy: 1 } as never)).toThrow(
      new TypeError('meshFromBufferGeometry: options.copy must be a boolean, got 1'),
    );
    expect(() => meshFromBufferGeometry(new THREE.BufferGeometry())).toThrow(
      new RangeError('meshFromBufferGeometry: the geometry has no position attribute (geometry.attributes.position)'),
    );
  });
});
