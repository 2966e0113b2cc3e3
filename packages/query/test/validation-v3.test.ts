// Bad input by the v3 contract's settled v2 reading 8, over EVERY export: arguments are
// checked left to right; within one, its fields in the order the type lists them, each
// whole (present, a number, finite) before the next; wherever a vector is expected (a
// point, a corner, a center, an origin, a normal, a size, a direction) a ray-shaped object
// gets the v2 ray message naming that argument and field; wherever a box is expected an
// empty three.js Box3 gets the v2 empty-box message. The table below lists every exported
// function and Scene method with the kind of each argument; a test fails when an export
// is missing from it, so a new function is audited when it is added.
import { readFileSync } from 'node:fs';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import * as q from '../src/index.ts';
import { emptyBoxError, rayError } from '../src/validate.ts';

const { vec3 } = q;

/** What an argument is: the kinds whose fields the tests below reach into, and the rest. */
type Kind =
  | 'vec'
  | 'sphere'
  | 'box'
  | 'obb'
  | 'plane'
  | 'triangle'
  | 'capsule'
  | 'number'
  | 'axis'
  | 'hit'
  | 'castHit'
  | 'vecOut'
  | 'segments'
  | 'spheres'
  | 'boxes'
  | 'batchOut'
  | 'castBatchOut'
  | 'flagsOut'
  | 'sceneBatchOut'
  | 'positions'
  | 'indices'
  | 'options'
  | 'id'
  | 'capsuleCastHit'
  | 'boxCastHit'
  | 'contact'
  | 'contactsOut'
  | 'matrix'
  | 'meshShape'
  | 'serialized';

type Arg = readonly [name: string, kind: Kind];

/** A valid value of each kind, new on every call (nothing is shared between calls). */
function valid(kind: Kind): unknown {
  const o = () => vec3(0, 0, 0);
  switch (kind) {
    case 'vec':
      return vec3(1, 2, 3);
    case 'sphere':
      return { center: o(), radius: 1 };
    case 'box':
      return { min: o(), max: vec3(1, 1, 1) };
    case 'obb':
      return { center: o(), halfSize: vec3(1, 1, 1), rotation: { x: 0, y: 0, z: 0, w: 1 } };
    case 'plane':
      return { normal: vec3(0, 0, 1), constant: 0 };
    case 'triangle':
      return { a: o(), b: vec3(1, 0, 0), c: vec3(0, 1, 0) };
    case 'capsule':
      return { start: o(), end: vec3(0, 1, 0), radius: 1 };
    case 'number':
      return 1;
    case 'axis':
      return 'x';
    case 'hit':
      return q.createRaycastHit();
    case 'castHit':
      return q.createSphereCastHit();
    case 'vecOut':
      return vec3(0, 0, 0);
    case 'segments':
      return new Float64Array([0, 0, 0, 1, 0, 0]);
    case 'spheres':
      return new Float64Array([0, 0, 0, 1]);
    case 'boxes':
      return new Float64Array([0, 0, 0, 1, 1, 1]);
    case 'batchOut':
      return { t: new Float64Array(1) };
    case 'castBatchOut':
      return { t: new Float64Array(1) };
    case 'flagsOut':
      return new Uint8Array(1);
    case 'sceneBatchOut':
      return { t: new Float64Array(1) };
    case 'positions':
      return [0, 0, 0, 1, 0, 0, 0, 1, 0];
    case 'indices':
      return [0, 1, 2];
    case 'options':
      return {};
    case 'id':
      return 0;
    case 'capsuleCastHit':
      return q.createCapsuleCastHit();
    case 'boxCastHit':
      return q.createBoxCastHit();
    case 'contact':
      return q.createContact();
    case 'contactsOut':
      return [];
    case 'matrix':
      return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];
    case 'meshShape':
      return q.MeshShape.fromPositions([0, 0, 0, 1, 0, 0, 0, 1, 0], [0, 1, 2]);
    case 'serialized':
      return q.MeshShape.fromPositions([0, 0, 0, 1, 0, 0, 0, 1, 0], [0, 1, 2]).serialize();
  }
}

/** The fields of each kind, in the order its type lists them, and which of them are vectors. */
const FIELDS: Partial<Record<Kind, readonly (readonly [field: string, vector: boolean])[]>> = {
  sphere: [
    ['center', true],
    ['radius', false],
  ],
  box: [
    ['min', true],
    ['max', true],
  ],
  obb: [
    ['center', true],
    ['halfSize', true],
    ['rotation', false],
  ],
  plane: [
    ['normal', true],
    ['constant', false],
  ],
  triangle: [
    ['a', true],
    ['b', true],
    ['c', true],
  ],
  capsule: [
    ['start', true],
    ['end', true],
    ['radius', false],
  ],
};

const v = (name: string): Arg => [name, 'vec'];
const seg: Arg[] = [v('origin'), v('end')];

/**
 * Every exported function and Scene method, with its arguments. `scene` says which shape
 * the scene holds before the call (for update), and `id` arguments are then that shape's.
 */
interface Entry {
  fn: string;
  args: readonly Arg[];
  call: (...args: unknown[]) => unknown;
}

const fns = q as unknown as Record<string, (...args: unknown[]) => unknown>;
const top = (fn: string, args: readonly Arg[]): Entry => ({ fn, args, call: (...a) => fns[fn]!(...a) });

/** A Scene method called on a new scene holding one shape of `kind` (id 0) when given. */
function scene(method: string, args: readonly Arg[], holding?: Kind): Entry {
  return {
    fn: `Scene.${method}`,
    args,
    call: (...a) => {
      const s = new q.Scene() as unknown as Record<string, (...args: unknown[]) => unknown>;
      if (holding === 'sphere') s.addSphere!(valid('sphere'));
      if (holding === 'box') s.addAABB!(valid('box'));
      if (holding === 'obb') s.addOBB!(valid('obb'));
      if (holding === 'capsule') s.addCapsule!(valid('capsule'));
      if (holding === 'triangle') s.addTriangle!(valid('triangle'));
      if (holding === 'positions') s.addMesh!(valid('positions'), valid('indices'));
      return s[method]!(...a);
    },
  };
}

/** A MeshShape method: static ones called on the class, the others on a new one-triangle mesh. */
function meshShape(method: string, args: readonly Arg[], isStatic: boolean): Entry {
  return {
    fn: `MeshShape.${method}`,
    args,
    call: (...a) => {
      const self = (isStatic ? q.MeshShape : valid('meshShape')) as Record<string, (...args: unknown[]) => unknown>;
      return self[method]!(...a);
    },
  };
}

/**
 * The rows of a function of a box that may be an OBB or an AABB: one row with each (the
 * AABB row carries the empty-Box3 checks), for each such argument at once.
 */
function anyBox(fn: string, make: (box: Kind) => readonly Arg[]): Entry[] {
  return [top(fn, make('box')), top(fn, make('obb'))];
}

const motion = v('motion');

const ENTRIES: Entry[] = [
  top('vec3', [
    ['x', 'number'],
    ['y', 'number'],
    ['z', 'number'],
  ]),
  top('aabbFromCenterSize', [v('center'), v('size')]),
  top('rayEnd', [v('origin'), v('direction'), ['maxDistance', 'number']]),
  top('createRaycastHit', []),
  top('createSphereCastHit', []),
  // Raycasts.
  top('raycastSphere', [...seg, ['sphere', 'sphere']]),
  top('raycastSphereInto', [...seg, ['sphere', 'sphere'], ['out', 'hit']]),
  top('raycastSphereBatch', [
    ['segments', 'segments'],
    ['spheres', 'spheres'],
    ['out', 'batchOut'],
  ]),
  top('raycastAABB', [...seg, ['box', 'box']]),
  top('raycastAABBInto', [...seg, ['box', 'box'], ['out', 'hit']]),
  top('raycastAABBBatch', [
    ['segments', 'segments'],
    ['boxes', 'boxes'],
    ['out', 'batchOut'],
  ]),
  top('raycastAxisPlane', [...seg, ['axis', 'axis'], ['value', 'number']]),
  top('raycastAxisPlaneInto', [...seg, ['axis', 'axis'], ['value', 'number'], ['out', 'hit']]),
  top('raycastPlane', [...seg, ['plane', 'plane']]),
  top('raycastPlaneInto', [...seg, ['plane', 'plane'], ['out', 'hit']]),
  top('raycastTriangle', [...seg, ['triangle', 'triangle']]),
  top('raycastTriangleInto', [...seg, ['triangle', 'triangle'], ['out', 'hit']]),
  top('raycastCapsule', [...seg, ['capsule', 'capsule']]),
  top('raycastCapsuleInto', [...seg, ['capsule', 'capsule'], ['out', 'hit']]),
  top('raycastOBB', [...seg, ['obb', 'obb']]),
  top('raycastOBBInto', [...seg, ['obb', 'obb'], ['out', 'hit']]),
  // Sphere casts.
  top('sphereCastSphere', [...seg, ['radius', 'number'], ['target', 'sphere']]),
  top('sphereCastSphereInto', [...seg, ['radius', 'number'], ['target', 'sphere'], ['out', 'castHit']]),
  top('sphereCastSphereBatch', [
    ['segments', 'segments'],
    ['radius', 'number'],
    ['targets', 'spheres'],
    ['out', 'castBatchOut'],
  ]),
  top('sphereCastPlane', [...seg, ['radius', 'number'], ['plane', 'plane']]),
  top('sphereCastPlaneInto', [...seg, ['radius', 'number'], ['plane', 'plane'], ['out', 'castHit']]),
  top('sphereCastAABB', [...seg, ['radius', 'number'], ['box', 'box']]),
  top('sphereCastAABBInto', [...seg, ['radius', 'number'], ['box', 'box'], ['out', 'castHit']]),
  top('sphereCastTriangle', [...seg, ['radius', 'number'], ['triangle', 'triangle']]),
  top('sphereCastTriangleInto', [...seg, ['radius', 'number'], ['triangle', 'triangle'], ['out', 'castHit']]),
  top('sphereCastCapsule', [...seg, ['radius', 'number'], ['capsule', 'capsule']]),
  top('sphereCastCapsuleInto', [...seg, ['radius', 'number'], ['capsule', 'capsule'], ['out', 'castHit']]),
  // Closest points.
  top('closestPointOnAABB', [v('point'), ['box', 'box']]),
  top('closestPointOnAABBInto', [v('point'), ['box', 'box'], ['out', 'vecOut']]),
  top('closestPointOnPlane', [v('point'), ['plane', 'plane']]),
  top('closestPointOnTriangle', [v('point'), ['triangle', 'triangle']]),
  top('closestPointOnSegment', [v('point'), v('start'), v('end')]),
  top('closestPointsBetweenSegments', [v('p1'), v('q1'), v('p2'), v('q2')]),
  // Overlaps.
  top('sphereIntersectsAABB', [
    ['sphere', 'sphere'],
    ['box', 'box'],
  ]),
  top('sphereIntersectsAABBBatch', [
    ['spheres', 'spheres'],
    ['boxes', 'boxes'],
    ['out', 'flagsOut'],
  ]),
  top('sphereIntersectsSphere', [
    ['a', 'sphere'],
    ['b', 'sphere'],
  ]),
  top('aabbIntersectsAABB', [
    ['a', 'box'],
    ['b', 'box'],
  ]),
  top('sphereIntersectsTriangle', [
    ['sphere', 'sphere'],
    ['triangle', 'triangle'],
  ]),
  top('sphereIntersectsCapsule', [
    ['sphere', 'sphere'],
    ['capsule', 'capsule'],
  ]),
  top('capsuleIntersectsCapsule', [
    ['a', 'capsule'],
    ['b', 'capsule'],
  ]),
  // Contacts.
  top('sphereContactSphere', [
    ['sphere', 'sphere'],
    ['target', 'sphere'],
  ]),
  top('sphereContactAABB', [
    ['sphere', 'sphere'],
    ['box', 'box'],
  ]),
  top('sphereContactOBB', [
    ['sphere', 'sphere'],
    ['box', 'obb'],
  ]),
  top('sphereContactTriangle', [
    ['sphere', 'sphere'],
    ['triangle', 'triangle'],
  ]),
  top('sphereContactCapsule', [
    ['sphere', 'sphere'],
    ['capsule', 'capsule'],
  ]),
  // Sphere casts against oriented boxes.
  top('sphereCastOBB', [...seg, ['radius', 'number'], ['obb', 'obb']]),
  top('sphereCastOBBInto', [...seg, ['radius', 'number'], ['obb', 'obb'], ['out', 'castHit']]),
  // Capsule casts (v3): a capsule swept by a motion vector.
  top('createCapsuleCastHit', []),
  ...(
    [
      ['Sphere', 'sphere', 'sphere'],
      ['AABB', 'box', 'box'],
      ['OBB', 'obb', 'obb'],
      ['Plane', 'plane', 'plane'],
      ['Triangle', 'triangle', 'triangle'],
      ['Capsule', 'target', 'capsule'],
    ] as const
  ).flatMap(([shape, name, kind]) => [
    top(`capsuleCast${shape}`, [['capsule', 'capsule'], motion, [name, kind]]),
    top(`capsuleCast${shape}Into`, [['capsule', 'capsule'], motion, [name, kind], ['out', 'capsuleCastHit']]),
  ]),
  top('capsuleIntersectsAABB', [
    ['capsule', 'capsule'],
    ['box', 'box'],
  ]),
  top('capsuleIntersectsTriangle', [
    ['capsule', 'capsule'],
    ['triangle', 'triangle'],
  ]),
  top('capsuleIntersectsOBB', [
    ['capsule', 'capsule'],
    ['obb', 'obb'],
  ]),
  // Box casts (v3): a box, oriented or not, swept by a motion vector.
  top('createBoxCastHit', []),
  ...(
    [
      ['AABB', 'target', 'box'],
      ['Triangle', 'triangle', 'triangle'],
      ['Plane', 'plane', 'plane'],
      ['Sphere', 'sphere', 'sphere'],
      ['Capsule', 'capsule', 'capsule'],
    ] as const
  ).flatMap(([shape, name, kind]) => [
    ...anyBox(`boxCast${shape}`, (box) => [['box', box], motion, [name, kind]]),
    ...anyBox(`boxCast${shape}Into`, (box) => [['box', box], motion, [name, kind], ['out', 'boxCastHit']]),
  ]),
  // boxCastOBB's target may be either kind of box too.
  ...anyBox('boxCastOBB', (box) => [['box', box], motion, ['target', box]]),
  ...anyBox('boxCastOBBInto', (box) => [['box', box], motion, ['target', box], ['out', 'boxCastHit']]),
  // Contacts (v3): the Into forms, planes and capsules.
  top('createContact', []),
  ...(
    [
      ['Sphere', 'target', 'sphere'],
      ['AABB', 'box', 'box'],
      ['OBB', 'box', 'obb'],
      ['Triangle', 'triangle', 'triangle'],
      ['Capsule', 'capsule', 'capsule'],
    ] as const
  ).map(([shape, name, kind]) =>
    top(`sphereContact${shape}Into`, [
      ['sphere', 'sphere'],
      [name, kind],
      ['out', 'contact'],
    ]),
  ),
  top('sphereContactPlane', [
    ['sphere', 'sphere'],
    ['plane', 'plane'],
  ]),
  top('sphereContactPlaneInto', [
    ['sphere', 'sphere'],
    ['plane', 'plane'],
    ['out', 'contact'],
  ]),
  ...(
    [
      ['Sphere', 'sphere', 'sphere'],
      ['AABB', 'box', 'box'],
      ['OBB', 'box', 'obb'],
      ['Triangle', 'triangle', 'triangle'],
      ['Capsule', 'target', 'capsule'],
      ['Plane', 'plane', 'plane'],
    ] as const
  ).flatMap(([shape, name, kind]) => [
    top(`capsuleContact${shape}`, [
      ['capsule', 'capsule'],
      [name, kind],
    ]),
    top(`capsuleContact${shape}Into`, [
      ['capsule', 'capsule'],
      [name, kind],
      ['out', 'contact'],
    ]),
  ]),
  // Scenes.
  scene('addSphere', [
    ['sphere', 'sphere'],
    ['options', 'options'],
  ]),
  scene('addAABB', [
    ['box', 'box'],
    ['options', 'options'],
  ]),
  scene('addOBB', [
    ['box', 'obb'],
    ['options', 'options'],
  ]),
  scene('addCapsule', [
    ['capsule', 'capsule'],
    ['options', 'options'],
  ]),
  scene('addTriangle', [
    ['triangle', 'triangle'],
    ['options', 'options'],
  ]),
  scene('addMesh', [
    ['positions', 'positions'],
    ['indices', 'indices'],
    ['options', 'options'],
  ]),
  scene(
    'update',
    [
      ['id', 'id'],
      ['sphere', 'sphere'],
    ],
    'sphere',
  ),
  scene(
    'update',
    [
      ['id', 'id'],
      ['box', 'box'],
    ],
    'box',
  ),
  scene(
    'update',
    [
      ['id', 'id'],
      ['box', 'obb'],
    ],
    'obb',
  ),
  scene(
    'update',
    [
      ['id', 'id'],
      ['capsule', 'capsule'],
    ],
    'capsule',
  ),
  scene(
    'update',
    [
      ['id', 'id'],
      ['triangle', 'triangle'],
    ],
    'triangle',
  ),
  scene(
    'update',
    [
      ['id', 'id'],
      ['positions', 'positions'],
      ['indices', 'indices'],
    ],
    'positions',
  ),
  scene('remove', [['id', 'id']], 'sphere'),
  scene('raycast', [...seg, ['options', 'options']]),
  scene('raycastInto', [...seg, ['out', 'hit'], ['options', 'options']]),
  scene('raycastBatch', [
    ['segments', 'segments'],
    ['out', 'sceneBatchOut'],
    ['options', 'options'],
  ]),
  scene('sphereCast', [...seg, ['radius', 'number'], ['options', 'options']]),
  scene('sphereCastInto', [...seg, ['radius', 'number'], ['out', 'castHit'], ['options', 'options']]),
  scene('overlapSphere', [
    ['sphere', 'sphere'],
    ['options', 'options'],
  ]),
  scene('overlapAABB', [
    ['box', 'box'],
    ['options', 'options'],
  ]),
  scene('contactsSphere', [
    ['sphere', 'sphere'],
    ['options', 'options'],
  ]),
  // Scenes v3: matrices, layers, every hit, closest points, Into contacts, shared meshes.
  scene(
    'setMatrix',
    [
      ['id', 'id'],
      ['matrix', 'matrix'],
    ],
    'sphere',
  ),
  scene(
    'setLayers',
    [
      ['id', 'id'],
      ['layers', 'number'],
    ],
    'sphere',
  ),
  scene('raycastAll', [...seg, ['options', 'options']]),
  scene('closestPoint', [v('point'), ['options', 'options']]),
  scene('contactsSphereInto', [
    ['sphere', 'sphere'],
    ['out', 'contactsOut'],
    ['options', 'options'],
  ]),
  // The scene's capsule and box queries (a box may be either kind).
  scene('capsuleCast', [['capsule', 'capsule'], motion, ['options', 'options']]),
  scene('capsuleCastInto', [['capsule', 'capsule'], motion, ['out', 'capsuleCastHit'], ['options', 'options']]),
  scene('boxCast', [['box', 'box'], motion, ['options', 'options']]),
  scene('boxCast', [['box', 'obb'], motion, ['options', 'options']]),
  scene('boxCastInto', [['box', 'box'], motion, ['out', 'boxCastHit'], ['options', 'options']]),
  scene('boxCastInto', [['box', 'obb'], motion, ['out', 'boxCastHit'], ['options', 'options']]),
  scene('overlapCapsule', [
    ['capsule', 'capsule'],
    ['options', 'options'],
  ]),
  scene('contactsCapsule', [
    ['capsule', 'capsule'],
    ['options', 'options'],
  ]),
  scene('contactsCapsuleInto', [
    ['capsule', 'capsule'],
    ['out', 'contactsOut'],
    ['options', 'options'],
  ]),
  // addMesh's first argument, a MeshShape or positions, is named positions in messages.
  scene('addMesh', [
    ['positions', 'meshShape'],
    ['options', 'options'],
  ]),
  meshShape(
    'fromPositions',
    [
      ['positions', 'positions'],
      ['indices', 'indices'],
      ['options', 'options'],
    ],
    true,
  ),
  meshShape('deserialize', [['data', 'serialized']], true),
  meshShape('updatePositions', [['positions', 'positions']], false),
  meshShape('serialize', [], false),
];

const validArgs = (e: Entry): unknown[] => e.args.map(([, kind]) => valid(kind));

/** The error `call` throws (failing the test when it throws none or something else). */
function thrown(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return error as Error;
  }
  throw new Error('expected an error, none was thrown');
}

const RAY = (fn: string, name: string) =>
  `${fn}: ${name} must be a vector {x, y, z}, got a ray {origin, direction}: pass ray.origin as the origin and rayEnd(ray.origin, ray.direction, far) as the end`;
const EMPTY = (fn: string, name: string) =>
  `${fn}: ${name} is empty (min is +Infinity and max is -Infinity, as in a new three.js Box3): give it points first, e.g. box.setFromObject(mesh)`;

/** A three.js Ray and a plain {origin, direction}: both are ray-shaped. */
const rays = (): [string, unknown][] => [
  ['three.js Ray', new THREE.Ray(new THREE.Vector3(0, 0, 0), new THREE.Vector3(0, 0, -1))],
  ['{origin, direction}', { origin: vec3(0, 0, 0), direction: vec3(0, 0, -1) }],
];

/** Every place a vector is read: [argument index, field or '' for the argument itself, name in messages]. */
function vectorPlaces(e: Entry): [number, string, string][] {
  const places: [number, string, string][] = [];
  e.args.forEach(([name, kind], i) => {
    if (kind === 'vec') places.push([i, '', name]);
    for (const [field, vector] of FIELDS[kind] ?? []) if (vector) places.push([i, field, `${name}.${field}`]);
  });
  return places;
}

const label = (e: Entry) => `${e.fn}(${e.args.map(([name]) => name).join(', ')})`;

describe('the table covers every export', () => {
  // The exported classes are listed by their methods, `Class.method`.
  const CLASSES = { Scene: 'scene/scene.ts', MeshShape: 'scene/mesh-shape.ts' } as const;

  it('lists every exported function', () => {
    const exported = Object.entries(q)
      .filter(([name, value]) => typeof value === 'function' && !(name in CLASSES))
      .map(([name]) => name)
      .sort();
    const listed = [...new Set(ENTRIES.filter((e) => !e.fn.includes('.')).map((e) => e.fn))].sort();
    expect(listed).toEqual(exported);
  });

  it('the classes it lists by their methods are every exported class', () => {
    const classes = Object.entries(q)
      .filter(([, value]) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value)))
      .map(([name]) => name)
      .sort();
    expect(classes).toEqual(Object.keys(CLASSES).sort());
  });

  it.each(Object.entries(CLASSES))('lists every public %s method, static or not', (name, file) => {
    // TypeScript's private methods are on the prototype too: the source says which they are.
    const source = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
    const hidden = new Set([...source.matchAll(/^ {2}private (?:static )?(\w+)\(/gm)].map((m) => m[1]));
    const cls = (q as unknown as Record<string, { prototype: object }>)[name]!;
    const methodsOf = (target: object, skip: readonly string[]) =>
      Object.getOwnPropertyNames(target).filter((method) => {
        const d = Object.getOwnPropertyDescriptor(target, method);
        return !skip.includes(method) && typeof d?.value === 'function' && !hidden.has(method);
      });
    const methods = [...methodsOf(cls.prototype, ['constructor']), ...methodsOf(cls, ['length', 'name', 'prototype'])];
    const prefix = `${name}.`;
    const listed = [
      ...new Set(ENTRIES.filter((e) => e.fn.startsWith(prefix)).map((e) => e.fn.slice(prefix.length))),
    ].sort();
    expect(listed).toEqual(methods.sort());
  });

  it.each(ENTRIES.map((e) => [label(e), e] as const))('%s accepts the valid arguments', (_, e) => {
    expect(() => e.call(...validArgs(e))).not.toThrow();
  });
});

describe('a ray where a vector is expected gets the v2 ray message naming that argument and field', () => {
  const cases = ENTRIES.flatMap((e) =>
    vectorPlaces(e).flatMap(([i, field, name]) =>
      rays().map(([what, ray]) => [`${label(e)}: ${what} as ${name}`, e, i, field, name, ray] as const),
    ),
  );
  it('covers the vectors the brief names: points, corners, centers, origins, normals', () => {
    const names = new Set(cases.map(([, , , , name]) => name));
    for (const name of ['point', 'box.min', 'box.max', 'sphere.center', 'origin', 'plane.normal', 'obb.halfSize']) {
      expect(names).toContain(name);
    }
  });
  it.each(cases)('%s', (_, e, i, field, name, ray) => {
    const args = validArgs(e);
    if (field === '') args[i] = ray;
    else (args[i] as Record<string, unknown>)[field] = ray;
    const error = thrown(() => e.call(...args));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe(RAY(e.fn, name));
  });
});

describe('an empty three.js Box3 where a box is expected gets the v2 empty-box message', () => {
  const boxes = (): [string, unknown][] => {
    const partly = new THREE.Box3(new THREE.Vector3(0, 0, 0), new THREE.Vector3(1, 1, 1));
    partly.min.y = Infinity;
    partly.max.y = -Infinity;
    return [
      ['new Box3()', new THREE.Box3()],
      ['makeEmpty()', new THREE.Box3(new THREE.Vector3(0, 0, 0), new THREE.Vector3(1, 1, 1)).makeEmpty()],
      ['empty on y only', partly],
    ];
  };
  const cases = ENTRIES.flatMap((e) =>
    e.args.flatMap(([name, kind], i) =>
      kind === 'box' ? boxes().map(([what, box]) => [`${label(e)}: ${what} as ${name}`, e, i, name, box] as const) : [],
    ),
  );
  it('covers every function that takes a box', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3 * 12);
  });
  it.each(cases)('%s', (_, e, i, name, box) => {
    const args = validArgs(e);
    args[i] = box;
    const error = thrown(() => e.call(...args));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe(EMPTY(e.fn, name));
  });
});

/** A name in a message: the argument or field, followed by a space or a dot. */
const names = (fn: string, name: string) => new RegExp(`^${fn.replace('.', '\\.')}: ${name.replace(/\./g, '\\.')}[ .]`);

describe('arguments are checked left to right', () => {
  // Two bad arguments: the error names the first. null is wrong for every kind of argument.
  const cases = ENTRIES.flatMap((e) =>
    e.args.flatMap(([first, firstKind], i) =>
      e.args.flatMap(([second, secondKind], j) =>
        j > i && firstKind !== 'id' && secondKind !== 'id'
          ? [[`${label(e)}: ${first} and ${second} bad`, e, i, j, first] as const]
          : [],
      ),
    ),
  );
  it.each(cases)('%s', (_, e, i, j, first) => {
    const args = validArgs(e);
    args[i] = null;
    args[j] = null;
    expect(thrown(() => e.call(...args)).message).toMatch(names(e.fn, first));
  });

  // The reading's own two cases for a first argument: a ray as the first vector and an
  // empty box as a later box, or the other way round: the first argument's message.
  const mixed = ENTRIES.flatMap((e) => {
    const rayAt = e.args.findIndex(([, kind]) => kind === 'vec');
    const boxAt = e.args.findIndex(([, kind]) => kind === 'box');
    return rayAt >= 0 && boxAt >= 0 ? [[label(e), e, rayAt, boxAt] as const] : [];
  });
  it.each(mixed)('%s: a ray and an empty Box3 together', (_, e, rayAt, boxAt) => {
    const args = validArgs(e);
    args[rayAt] = new THREE.Ray();
    args[boxAt] = new THREE.Box3();
    const message = thrown(() => e.call(...args)).message;
    const [rayName] = e.args[rayAt]!;
    const [boxName] = e.args[boxAt]!;
    expect(message).toBe(rayAt < boxAt ? RAY(e.fn, rayName) : EMPTY(e.fn, boxName));
  });
  it('closestPointOnAABB(ray, empty Box3): the point first', () => {
    expect(() => q.closestPointOnAABB(new THREE.Ray() as never, new THREE.Box3())).toThrow(
      RAY('closestPointOnAABB', 'point'),
    );
  });
});

describe('within an argument, its fields in the order the type lists them, each whole before the next', () => {
  // Field k present and a number but not finite, a later field l missing altogether: a check
  // that looked for every field's presence first would name l; the reading names k.
  const cases = ENTRIES.flatMap((e) =>
    e.args.flatMap(([name, kind], i) => {
      const fields = FIELDS[kind] ?? [];
      return fields.flatMap(([fk, vk], k) =>
        fields.flatMap(([fl], l) =>
          l > k
            ? [[`${label(e)}: ${name}.${fk} not finite, ${name}.${fl} missing`, e, i, fk, vk, fl, name] as const]
            : [],
        ),
      );
    }),
  );
  it.each(cases)('%s', (_, e, i, fk, vectorK, fl, name) => {
    const args = validArgs(e);
    // The argument rebuilt without fl (a missing field, not one set to undefined).
    const arg = Object.fromEntries(Object.entries(args[i] as object).filter(([key]) => key !== fl));
    arg[fk] = vectorK ? { x: 0, y: 0, z: Infinity } : Infinity;
    args[i] = arg;
    const error = thrown(() => e.call(...args));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe(`${e.fn}: ${name}.${fk}${vectorK ? '.z' : ''} must be finite, got Infinity`);
  });

  // And within a vector: x, y, z in turn, each whole (here x not finite, y missing).
  const vectors = ENTRIES.flatMap((e) =>
    vectorPlaces(e).map(([i, field, name]) => [`${label(e)}: ${name}`, e, i, field, name] as const),
  );
  it.each(vectors)('%s: x not finite and y missing names x', (_, e, i, field, name) => {
    const args = validArgs(e);
    const bad = { x: -Infinity, z: 0 };
    if (field === '') args[i] = bad;
    else (args[i] as Record<string, unknown>)[field] = bad;
    const error = thrown(() => e.call(...args));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe(`${e.fn}: ${name}.x must be finite, got -Infinity`);
  });
});

describe("Scene.addMesh's second argument, indices or options", () => {
  const positions = [0, 0, 0, 1, 0, 0, 0, 1, 0];
  const INDICES = 'Scene.addMesh: indices must be an array or typed array of whole numbers, got null';
  it('null is bad indices, as in v2 and MeshShape.fromPositions, with or without options after it', () => {
    expect(() => new q.Scene().addMesh(positions, null as never)).toThrow(INDICES);
    expect(() => new q.Scene().addMesh(positions, null as never, {})).toThrow(INDICES);
    expect(() => q.MeshShape.fromPositions(positions, null as never)).toThrow(
      INDICES.replace('Scene.addMesh', 'MeshShape.fromPositions'),
    );
  });
  it('a number followed by options is bad indices; options followed by options are given twice', () => {
    expect(() => new q.Scene().addMesh(positions, 3 as never, {})).toThrow(
      'Scene.addMesh: indices must be an array or typed array of whole numbers, got 3',
    );
    expect(() => new q.Scene().addMesh(positions, { layers: 1 }, { layers: 2 })).toThrow(
      'Scene.addMesh: options given twice (as the second and the third argument)',
    );
  });
  it('undefined indices followed by options, and options alone, are taken', () => {
    expect(new q.Scene().addMesh(positions, undefined, { layers: 2 })).toBe(0);
    expect(new q.Scene().addMesh(positions, { layers: 2 })).toBe(0);
  });
});

describe('the reusable readers for other functions', () => {
  it('rayError and emptyBoxError answer null for anything else', () => {
    expect(rayError('f', 'p', null)).toBeNull();
    expect(rayError('f', 'p', { origin: vec3(0, 0, 0) })).toBeNull();
    expect(rayError('f', 'p', { origin: vec3(0, 0, 0), direction: vec3(1, 0, 0), x: 1 })).toBeNull();
    expect(rayError('f', 'p', new THREE.Ray())?.message).toBe(RAY('f', 'p'));
    expect(emptyBoxError('f', 'box', null)).toBeNull();
    expect(emptyBoxError('f', 'box', { min: vec3(0, 0, 0), max: vec3(1, 1, 1) })).toBeNull();
    expect(emptyBoxError('f', 'box', new THREE.Box3())?.message).toBe(EMPTY('f', 'box'));
  });
});
