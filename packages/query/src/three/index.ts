// `@hitbook/query/three`: the three.js entry. It imports nothing from `three` (every
// three.js object is read by its shape, types.ts), and nothing of it is reached from the
// main entry, so users of `@hitbook/query` alone never load it.
export type {
  ThreeBufferAttribute,
  ThreeBufferGeometry,
  ThreeFace,
  ThreeGroup,
  ThreeIntersection,
  ThreeInterleavedBuffer,
  ThreeMaterial,
  ThreeMatrix4,
  ThreeRay,
  ThreeRaycaster,
  ThreeVector2,
  ThreeVector3,
} from './types.ts';
export type { BoundsTree } from './bounds-tree.ts';
export type { ThreeBoundsTreeGeometry, ThreeMesh } from './accelerated-raycast.ts';
// The drop-in: Mesh.prototype.raycast = acceleratedRaycast.
export { acceleratedRaycast, computeBoundsTree, disposeBoundsTree } from './accelerated-raycast.ts';
// Scenes of three.js geometries and objects (on the scene's MeshShape and instances).
export { geometryFace, meshFromBufferGeometry } from './mesh-from-geometry.ts';
export type { GeometryFace } from './mesh-from-geometry.ts';
export { sceneFromObject3D, ThreeScene } from './scene-from-object3d.ts';
export type { ThreeObject3D, ThreeSceneObject } from './scene-from-object3d.ts';
