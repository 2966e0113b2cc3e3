// The drop-in against three.js's own raycast on real three.js objects: for random rays
// through a scene of every kind of geometry the entry reads (groups, interleaved,
// normalized, non-indexed, draw range, InstancedMesh, nested transforms),
// Raycaster.intersectObjects with `Mesh.prototype.raycast = acceleratedRaycast` gives the
// Intersections three.js gives — with near, far, each material side and firstHitOnly.
import fc from 'fast-check';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import {
  dropInHits,
  expectSameHits,
  mixedScene,
  nearestPerObject,
  threeHits,
  computeTrees,
  withRaycast,
} from '../support/three-scenes.ts';
import { acceleratedRaycast, computeBoundsTree, disposeBoundsTree } from '../../src/three/index.ts';

const { root, singles } = mixedScene(7);
computeTrees(root);

/** Where the scene's meshes (and instances) are: their world bounding spheres. */
const targets: THREE.Sphere[] = [];
root.traverse((o) => {
  if (!(o instanceof THREE.Mesh)) return;
  const geometry = o.geometry as THREE.BufferGeometry;
  geometry.computeBoundingSphere();
  const sphere = geometry.boundingSphere!;
  if (o instanceof THREE.InstancedMesh) {
    const m = new THREE.Matrix4();
    for (let i = 0; i < o.count; i++) {
      o.getMatrixAt(i, m);
      targets.push(sphere.clone().applyMatrix4(m.premultiply(o.matrixWorld)));
    }
  } else {
    targets.push(sphere.clone().applyMatrix4(o.matrixWorld));
  }
});

const unit = fc.double({ min: -1, max: 1, noNaN: true });
/** A ray from around the scene toward a point near one of its meshes, so that most rays hit. */
const rays = fc.record({
  origin: fc.tuple(unit, unit, unit),
  target: fc.nat(targets.length - 1),
  jitter: fc.tuple(unit, unit, unit),
});

function raycaster(r: { origin: number[]; target: number; jitter: number[] }): THREE.Raycaster {
  const o = new THREE.Vector3(...(r.origin as [number, number, number])).multiplyScalar(12);
  const s = targets[r.target]!;
  const t = new THREE.Vector3(...(r.jitter as [number, number, number])).multiplyScalar(s.radius).add(s.center);
  const toward = t.sub(o);
  fc.pre(toward.length() > 1e-3); // a ray needs a unit direction
  return new THREE.Raycaster(o, toward.normalize());
}

describe('acceleratedRaycast (Raycaster.intersectObjects)', () => {
  it('gives three.js’s own Intersections, for each material side', () => {
    let hits = 0;
    fc.assert(
      fc.property(rays, fc.constantFrom(THREE.FrontSide, THREE.BackSide, THREE.DoubleSide), (r, side) => {
        for (const m of singles) m.side = side;
        const rc = raycaster(r);
        const theirs = threeHits(rc, [root]);
        hits += theirs.length;
        expectSameHits(dropInHits(rc, [root]), theirs, JSON.stringify(r));
      }),
      { numRuns: 300 },
    );
    // The rays are aimed at the meshes: most of them hit, several times.
    expect(hits).toBeGreaterThan(300);
  });

  it('keeps hits within near and far as three.js does', () => {
    fc.assert(
      fc.property(
        rays,
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        (r, a, b) => {
          for (const m of singles) m.side = THREE.DoubleSide;
          const rc = raycaster(r);
          rc.near = Math.min(a, b);
          rc.far = Math.max(a, b);
          expectSameHits(dropInHits(rc, [root]), threeHits(rc, [root]), JSON.stringify([r, a, b]));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('with firstHitOnly, returns each mesh’s (each instance’s) nearest hit', () => {
    fc.assert(
      fc.property(
        rays,
        fc.constantFrom(THREE.FrontSide, THREE.BackSide, THREE.DoubleSide),
        fc.double({ min: 0, max: 8, noNaN: true }),
        (r, side, near) => {
          for (const m of singles) m.side = side;
          const rc = raycaster(r);
          rc.near = near;
          const theirs = nearestPerObject(threeHits(rc, [root]));
          (rc as THREE.Raycaster & { firstHitOnly: boolean }).firstHitOnly = true;
          expectSameHits(dropInHits(rc, [root]), theirs, JSON.stringify([r, side, near]));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('falls back to three.js’s raycast where the geometry has no tree, and after disposeBoundsTree', () => {
    const geometry = new THREE.TorusKnotGeometry(1, 0.3, 32, 6);
    const mesh = new THREE.Mesh(geometry, new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }));
    mesh.updateMatrixWorld();
    const rc = new THREE.Raycaster(new THREE.Vector3(4, 0.3, 0.2), new THREE.Vector3(-1, 0, 0));
    const theirs = threeHits(rc, [mesh]);
    expect(theirs.length).toBeGreaterThan(0);
    expect(dropInHits(rc, [mesh])).toEqual(theirs);
    computeBoundsTree.call(geometry);
    expectSameHits(dropInHits(rc, [mesh]), theirs, 'with a tree');
    disposeBoundsTree.call(geometry);
    expect((geometry as unknown as { boundsTree: unknown }).boundsTree).toBeNull();
    expect(dropInHits(rc, [mesh])).toEqual(theirs);
    // A ray that misses the bounding sphere: the fallback stops there, as three.js.
    const away = new THREE.Raycaster(new THREE.Vector3(4, 5, 0), new THREE.Vector3(1, 0, 0));
    expect(dropInHits(away, [mesh])).toEqual([]);
  });

  it('a mesh without a material, or with a singular matrix, has no hits', () => {
    const geometry = new THREE.BoxGeometry();
    computeBoundsTree.call(geometry);
    const mesh = new THREE.Mesh(geometry);
    (mesh as unknown as { material: undefined }).material = undefined;
    const rc = new THREE.Raycaster(new THREE.Vector3(0, 0, 5), new THREE.Vector3(0, 0, -1));
    expect(dropInHits(rc, [mesh])).toEqual([]);
    const flat = new THREE.Mesh(geometry, new THREE.MeshBasicMaterial());
    flat.scale.set(1, 1, 0);
    flat.updateMatrixWorld();
    expect(dropInHits(rc, [flat])).toEqual([]);
  });

  it('a ray that starts past the mesh or points away misses it', () => {
    const geometry = new THREE.BoxGeometry();
    computeBoundsTree.call(geometry);
    const mesh = new THREE.Mesh(geometry, new THREE.MeshBasicMaterial());
    mesh.updateMatrixWorld();
    const rc = new THREE.Raycaster(new THREE.Vector3(0, 0, 5), new THREE.Vector3(0, 0, 1));
    expect(dropInHits(rc, [mesh])).toEqual([]);
    // Along an axis, beside the box: the zero components of the direction.
    const beside = new THREE.Raycaster(new THREE.Vector3(3, 0, 5), new THREE.Vector3(0, 0, -1));
    expect(dropInHits(beside, [mesh])).toEqual([]);
    const along = new THREE.Raycaster(new THREE.Vector3(0.25, 0.25, 5), new THREE.Vector3(0, 0, -1));
    expectSameHits(dropInHits(along, [mesh]), threeHits(along, [mesh]), 'down z');
  });

  it('a material array: a triangle in two groups is reported twice, a group whose material is missing never', () => {
    const geometry = new THREE.PlaneGeometry(2, 2, 2, 2); // 8 triangles, 24 indices
    geometry.addGroup(0, 12, 0);
    geometry.addGroup(6, 12, 1);
    geometry.addGroup(18, 6, 5);
    const materials = [new THREE.MeshBasicMaterial(), new THREE.MeshBasicMaterial({ side: THREE.DoubleSide })];
    const mesh = new THREE.Mesh(geometry, materials);
    mesh.updateMatrixWorld();
    computeBoundsTree.call(geometry);
    for (let x = -0.9; x < 1; x += 0.2) {
      for (let y = -0.9; y < 1; y += 0.2) {
        const rc = new THREE.Raycaster(new THREE.Vector3(x, y, 3), new THREE.Vector3(0, 0, -1));
        const ours = dropInHits(rc, [mesh]);
        expect(ours.every((h) => h.face!.materialIndex !== 5)).toBe(true);
        // three.js throws on the missing material; without that group it agrees.
        geometry.groups.pop();
        expectSameHits(ours, threeHits(rc, [mesh]), `${x}, ${y}`);
        geometry.addGroup(18, 6, 5);
      }
    }
  });

  it('without a tree and outside three.js’s Mesh, says what to do', () => {
    const mesh = {
      geometry: { attributes: {}, index: null },
      material: {},
      matrixWorld: { elements: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] },
    };
    const rc = new THREE.Raycaster();
    expect(() => {
      acceleratedRaycast.call(mesh, rc, []);
    }).toThrow(
      new TypeError(
        'acceleratedRaycast: the geometry has no bounds tree (call geometry.computeBoundsTree()) and the mesh has no _computeIntersections of three.js to fall back on',
      ),
    );
  });

  it('installs as three-mesh-bvh’s: on the prototypes, with its build options', () => {
    const proto = THREE.BufferGeometry.prototype as unknown as Record<string, unknown>;
    proto.computeBoundsTree = computeBoundsTree;
    proto.disposeBoundsTree = disposeBoundsTree;
    try {
      const geometry = new THREE.SphereGeometry(1, 8, 6) as THREE.SphereGeometry & {
        computeBoundsTree(o?: object): unknown;
        disposeBoundsTree(): void;
        boundsTree?: unknown;
      };
      const tree = geometry.computeBoundsTree({ maxLeafSize: 5, strategy: 0, indirect: true });
      expect(geometry.boundsTree).toBe(tree);
      const mesh = new THREE.Mesh(geometry, new THREE.MeshBasicMaterial());
      mesh.updateMatrixWorld();
      const rc = new THREE.Raycaster(new THREE.Vector3(0.1, 0.2, 3), new THREE.Vector3(0, 0, -1));
      const hits = withRaycast(acceleratedRaycast, () => rc.intersectObject(mesh));
      expectSameHits(hits, threeHits(rc, [mesh]), 'installed');
      geometry.disposeBoundsTree();
      expect(geometry.boundsTree).toBeNull();
    } finally {
      delete proto.computeBoundsTree;
      delete proto.disposeBoundsTree;
    }
  });
});
