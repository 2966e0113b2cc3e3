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
  exports: { '.': { types: string; default: string } };
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
