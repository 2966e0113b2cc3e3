// The built package, as its users get it: `npm test` builds it first. Plain Node 20 must
// import it by name through its exports map, its files must import only each other (so a
// browser or a bundler can load them as they are), and it must have no dependencies.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  type: string;
  sideEffects: boolean;
  exports: { '.': { types: string; default: string }; './three'?: { types: string; default: string } };
  dependencies?: object;
  peerDependencies?: object;
};
const contract = [
  'raycastSphere',
  'raycastAABB',
  'raycastAxisPlane',
  'sphereCastSphere',
  'closestPointOnAABB',
  'sphereIntersectsAABB',
  'vec3',
  'aabbFromCenterSize',
  // v2 (CONTRACT-v2.md): its table, then the …Into form it asks of every cast.
  'raycastPlane',
  'raycastTriangle',
  'raycastCapsule',
  'raycastOBB',
  'sphereCastPlane',
  'sphereCastAABB',
  'sphereCastTriangle',
  'sphereCastCapsule',
  'sphereIntersectsSphere',
  'aabbIntersectsAABB',
  'sphereIntersectsTriangle',
  'sphereIntersectsCapsule',
  'capsuleIntersectsCapsule',
  'closestPointOnSegment',
  'closestPointOnPlane',
  'closestPointOnTriangle',
  'closestPointsBetweenSegments',
  'sphereContactSphere',
  'sphereContactAABB',
  'sphereContactOBB',
  'sphereContactTriangle',
  'sphereContactCapsule',
  'rayEnd',
  'raycastPlaneInto',
  'raycastTriangleInto',
  'raycastCapsuleInto',
  'raycastOBBInto',
  'sphereCastPlaneInto',
  'sphereCastAABBInto',
  'sphereCastTriangleInto',
  'sphereCastCapsuleInto',
  // The Scene section of CONTRACT-v2.md (issue 12).
  'Scene',
  // The v3 Scene section: a mesh built once and shared by instances.
  'MeshShape',
  // v3 contacts (query-api-v3.md, issue 24 part 3): the capsule contacts, the sphere's
  // with a plane, and the …Into form of every contact with the contact they write into.
  'capsuleContactSphere',
  'capsuleContactAABB',
  'capsuleContactOBB',
  'capsuleContactTriangle',
  'capsuleContactCapsule',
  'capsuleContactPlane',
  'sphereContactPlane',
  'createContact',
  'sphereContactSphereInto',
  'sphereContactAABBInto',
  'sphereContactOBBInto',
  'sphereContactTriangleInto',
  'sphereContactCapsuleInto',
  'sphereContactPlaneInto',
  'capsuleContactSphereInto',
  'capsuleContactAABBInto',
  'capsuleContactOBBInto',
  'capsuleContactTriangleInto',
  'capsuleContactCapsuleInto',
  'capsuleContactPlaneInto',
  // v3 (query-api-v3.md): the capsule casts and overlaps (merged from capcast).
  ...['Sphere', 'AABB', 'OBB', 'Plane', 'Triangle', 'Capsule'].flatMap((k) => [
    `capsuleCast${k}`,
    `capsuleCast${k}Into`,
  ]),
  'createCapsuleCastHit',
  'capsuleIntersectsAABB',
  'capsuleIntersectsTriangle',
  'capsuleIntersectsOBB',
  // v3: sphereCastOBB (settled reading 7) and the box casts.
  'sphereCastOBB',
  'sphereCastOBBInto',
  'createBoxCastHit',
  ...['AABB', 'OBB', 'Triangle', 'Plane', 'Sphere', 'Capsule'].flatMap((k) => [`boxCast${k}`, `boxCast${k}Into`]),
];
// What the library adds to the contract, as the contract allows: result objects to reuse,
// forms that write into them, and batch forms over typed arrays.
const additions = [
  'createRaycastHit',
  'createSphereCastHit',
  'raycastSphereInto',
  'raycastAABBInto',
  'raycastAxisPlaneInto',
  'sphereCastSphereInto',
  'closestPointOnAABBInto',
  'raycastSphereBatch',
  'raycastAABBBatch',
  'sphereCastSphereBatch',
  'sphereIntersectsAABBBatch',
];

describe('the built package', () => {
  it('is an ES module package with an exports map, no side effects and no dependencies', () => {
    expect(manifest.name).toBe('@hitbook/query');
    expect(manifest.type).toBe('module');
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toBeUndefined();
    for (const file of [manifest.exports['.'].types, manifest.exports['.'].default]) {
      expect(existsSync(join(root, file)), `${file} (run npm run build)`).toBe(true);
    }
  });

  it('is imported by name in plain Node, and exports exactly the contract and its additions', () => {
    const script = `
      import * as q from '@hitbook/query';
      const names = Object.keys(q).sort();
      const hit = q.raycastSphere(q.vec3(0, 0), q.vec3(10, 0), { center: q.vec3(8, 3), radius: 5 });
      console.log(JSON.stringify({ names, hit, node: process.versions.node }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    const { names, hit } = JSON.parse(out) as { names: string[]; hit: unknown };
    expect(names).toEqual([...contract, ...additions].sort());
    expect(hit).toEqual({ point: { x: 4, y: 0, z: 0 }, normal: { x: -0.8, y: -0.6, z: 0 }, distance: 4, t: 0.4 });
  });

  it('its JavaScript imports nothing but its own files', () => {
    const dist = join(root, 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const code = readFileSync(join(dist, file), 'utf8');
      const specifiers = [...code.matchAll(/(?:from|import)\s*["']([^"']+)["']/g)].map((m) => m[1]!);
      for (const s of specifiers) {
        expect(s, `${file} imports ${s}`).toMatch(/^\.\.?\/.*\.js$/);
        expect(existsSync(join(dist, dirname(file), s)), `${file} imports ${s}`).toBe(true);
      }
      expect(code).not.toMatch(/\brequire\(|\bprocess\.|\bBuffer\b/);
    }
  });

  it('ships a declaration for every module', () => {
    const dist = join(root, 'dist');
    const js = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    for (const file of js) expect(existsSync(join(dist, file.replace(/\.js$/, '.d.ts'))), file).toBe(true);
  });
});

// The three.js entry (issue 25): a second entry of the same package, `@hitbook/query/three`,
// that plain Node imports by name, that works with a real three.js, and that nothing of
// the main entry reaches (so a bundler drops it for users of `@hitbook/query` alone).
describe('the built three.js entry', () => {
  const three = manifest.exports['./three'];

  it('is in the exports map, its files built', () => {
    expect(three).toEqual({ types: './dist/three/index.d.ts', default: './dist/three/index.js' });
    for (const file of [three!.types, three!.default]) {
      expect(existsSync(join(root, file)), `${file} (run npm run build)`).toBe(true);
    }
  });

  it('is imported by name in plain Node and is the drop-in for a real three.js', () => {
    const script = `
      import * as THREE from 'three';
      import * as q from '@hitbook/query/three';
      const names = Object.keys(q).sort();
      THREE.Mesh.prototype.raycast = q.acceleratedRaycast;
      const geometry = new THREE.BoxGeometry(2, 2, 2);
      q.computeBoundsTree.call(geometry);
      const mesh = new THREE.Mesh(geometry, new THREE.MeshBasicMaterial());
      mesh.position.set(0, 0, -5);
      mesh.updateMatrixWorld();
      const hits = new THREE.Raycaster(new THREE.Vector3(0.5, 0.25, 0), new THREE.Vector3(0, 0, -1)).intersectObject(mesh);
      const scene = q.sceneFromObject3D(mesh);
      const hit = scene.raycast({ x: 0.5, y: 0.25, z: 0 }, { x: 0.5, y: 0.25, z: -10 });
      console.log(JSON.stringify({ names, hits: hits.map((h) => [h.distance, h.point.isVector3, h.faceIndex]), scene: [hit.point, scene.faceOf(hit).materialIndex] }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
    const result = JSON.parse(out) as { names: string[]; hits: unknown[]; scene: unknown[] };
    expect(result.names).toEqual([
      'ThreeScene',
      'acceleratedRaycast',
      'computeBoundsTree',
      'disposeBoundsTree',
      'geometryFace',
      'meshFromBufferGeometry',
      'sceneFromObject3D',
    ]);
    // The box's +z face (group 4, triangles 8 and 9) at z = -4.
    expect(result.hits).toEqual([[4, true, 9]]);
    expect(result.scene).toEqual([{ x: 0.5, y: 0.25, z: -4 }, 4]);
  });

  it('is not reached from the main entry, and imports nothing from three.js', () => {
    const dist = join(root, 'dist');
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      const code = readFileSync(join(dist, file), 'utf8');
      for (const m of code.matchAll(/(?:from|import)\s*["'](\.\.?\/[^"']+)["']/g)) {
        visit(join(dirname(file), m[1]!));
      }
    };
    visit('index.js');
    expect([...reached].filter((f) => f.startsWith('three'))).toEqual([]);
    for (const file of readdirSync(join(dist, 'three')).filter((f) => f.endsWith('.js'))) {
      expect(readFileSync(join(dist, 'three', file), 'utf8'), file).not.toMatch(/from\s*["']three["']/);
    }
  });
});
