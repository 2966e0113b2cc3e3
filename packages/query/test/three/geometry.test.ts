// Reading a BufferGeometry as three.js reads it: positions through BufferAttribute.getX
// (interleaved, normalized integers of every type, half floats), the index, the draw
// range and the groups; and the bad geometries named, word for word.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { attributeComponent, readPositions, readTriangles } from '../../src/three/geometry.ts';
import { acceleratedRaycast, computeBoundsTree } from '../../src/three/index.ts';

const fn = 'computeBoundsTree';

/** What three.js's getX, getY, getZ give for every vertex of the attribute. */
function viaThree(attribute: THREE.BufferAttribute | THREE.InterleavedBufferAttribute): number[] {
  const out: number[] = [];
  for (let i = 0; i < attribute.count; i++) out.push(attribute.getX(i), attribute.getY(i), attribute.getZ(i));
  return out;
}

/** The same attribute as a plain object (no accessors), as another copy of three.js or a loader may hand it. */
function plain(attribute: THREE.BufferAttribute | THREE.InterleavedBufferAttribute): object {
  if (attribute instanceof THREE.InterleavedBufferAttribute) {
    return {
      isInterleavedBufferAttribute: true,
      data: { array: attribute.data.array, stride: attribute.data.stride },
      offset: attribute.offset,
      itemSize: attribute.itemSize,
      count: attribute.count,
      normalized: attribute.normalized,
    };
  }
  return {
    array: attribute.array,
    itemSize: attribute.itemSize,
    count: attribute.count,
    normalized: attribute.normalized,
  };
}

const types = [Int8Array, Uint8Array, Uint8ClampedArray, Int16Array, Uint16Array, Int32Array, Uint32Array] as const;

describe('positions, as three.js reads them', () => {
  for (const Type of types) {
    it(`normalized ${Type.name}, plain and interleaved, with and without accessors`, () => {
      const values = [
        0, 1, 2, 3, 100, 127, 200, 255, -1, -128, -127, 65535, 32767, -32768, 4294967295, -2147483648, 7, 9,
      ];
      const array = new Type(values.length);
      array.set(values.map((v) => (Type === Uint8ClampedArray ? Math.max(0, Math.min(255, v)) : v)));
      const attribute = new THREE.BufferAttribute(array, 3, true);
      const expected = viaThree(attribute);
      expect([...readPositions(fn, { attributes: { position: attribute } })]).toEqual(expected);
      expect([...readPositions(fn, { attributes: { position: plain(attribute) } } as never)]).toEqual(expected);
      // Interleaved: 4 numbers a vertex, xyz from offset 1.
      const data = new Type(4 * 6);
      for (let i = 0; i < 6; i++) data.set([5, array[3 * i]!, array[3 * i + 1]!, array[3 * i + 2]!], 4 * i);
      const interleaved = new THREE.InterleavedBufferAttribute(new THREE.InterleavedBuffer(data, 4), 3, 1, true);
      expect(viaThree(interleaved)).toEqual(expected);
      expect([...readPositions(fn, { attributes: { position: plain(interleaved) } } as never)]).toEqual(expected);
      expect([...readPositions(fn, { attributes: { position: interleaved } })]).toEqual(expected);
    });
  }

  it('a plain Float32Array is kept as it is (no copy); other floats and integers are read as numbers', () => {
    const array = new Float32Array([0.1, 0.2, 0.3, 1, 2, 3, 4, 5, 6]);
    expect(readPositions(fn, { attributes: { position: new THREE.BufferAttribute(array, 3) } })).toBe(array);
    const f64 = new Float64Array([0.1, 0.2, 0.3, 1, 2, 3, 4, 5, 6]);
    expect([...readPositions(fn, { attributes: { position: { array: f64, itemSize: 3, count: 3 } } })]).toEqual([
      ...f64,
    ]);
    const ints = new THREE.BufferAttribute(new Int16Array([1, -2, 3, 4, 5, -6, 7, 8, 9]), 3);
    expect([...readPositions(fn, { attributes: { position: ints } })]).toEqual(viaThree(ints));
    // Float32 interleaved: a Float32 copy with the very numbers.
    const data = new Float32Array([9, 0.1, 0.2, 0.3, 9, 1, 2, 3, 9, 4, 5, 6]);
    const interleaved = new THREE.InterleavedBufferAttribute(new THREE.InterleavedBuffer(data, 4), 3, 1);
    const read = readPositions(fn, { attributes: { position: interleaved } });
    expect(read).toBeInstanceOf(Float32Array);
    expect([...read]).toEqual(viaThree(interleaved));
    // A larger array than count·3: its first count vertices.
    const longer = { array: new Float32Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), itemSize: 3, count: 3 };
    expect([...readPositions(fn, { attributes: { position: longer } })]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('half floats are read with the attribute’s own getX', () => {
    const values = [0.5, 1.5, -2, 3, 4.25, 5, 6, 7, 8];
    const attribute = new THREE.Float16BufferAttribute(
      new Uint16Array(values.map((x) => THREE.DataUtils.toHalfFloat(x))),
      3,
    );
    expect([...readPositions(fn, { attributes: { position: attribute } })]).toEqual(values);
  });

  it('attributeComponent reads uv and normals as getX does, with or without accessors', () => {
    const data = new Int16Array([1, 1000, -32767, 0, 2, 32767, -16384, 0]);
    const uv = new THREE.InterleavedBufferAttribute(new THREE.InterleavedBuffer(data, 4), 2, 1, true);
    const bare = plain(uv) as never;
    for (let i = 0; i < 2; i++) {
      expect(attributeComponent(bare, i, 0)).toBe(uv.getX(i));
      expect(attributeComponent(bare, i, 1)).toBe(uv.getY(i));
      expect(attributeComponent(uv, i, 1)).toBe(uv.getY(i));
    }
    const normal = { array: [1, 2, 3, 4, 5, 6], itemSize: 3, count: 2 };
    expect(attributeComponent(normal, 1, 2)).toBe(6);
  });
});

describe('triangles, as three.js’s raycast tests them', () => {
  it('indexed, non-indexed, draw range and groups', () => {
    const sphere = new THREE.SphereGeometry(1, 6, 4);
    const all = readTriangles(fn, sphere);
    expect(all.indices.length).toBe(sphere.getIndex()!.count);
    expect([...all.indices]).toEqual([...sphere.getIndex()!.array]);
    expect([...all.starts]).toEqual(Array.from({ length: all.starts.length }, (_, k) => 3 * k));
    sphere.setDrawRange(7, 10); // starts 7, 10, 13, 16: whole triangles up to 7 + 10
    // three.js's group loop runs from max(group start, draw start) = 7 below min(12, 17).
    sphere.addGroup(0, 12, 2);
    const part = readTriangles(fn, sphere);
    expect([...part.starts]).toEqual([7, 10, 13, 16]);
    expect([...part.drawn]).toEqual([1, 1, 1, 1]);
    expect([...part.group]).toEqual([0, 0, -1, -1]);
    // A group starting off the draw range's alignment: its own triangles, not drawn.
    sphere.addGroup(14, 3, 1);
    const off = readTriangles(fn, sphere);
    expect([...off.starts]).toEqual([7, 10, 13, 14, 16]);
    expect([...off.drawn]).toEqual([1, 1, 1, 0, 1]);
    expect([...off.group]).toEqual([0, 0, -1, 1, -1]);
    const flat = new THREE.SphereGeometry(1, 6, 4).toNonIndexed();
    const read = readTriangles(fn, flat);
    expect([...read.indices]).toEqual(Array.from({ length: flat.getAttribute('position').count }, (_, i) => i));
  });

  it('an index without an array is read with getX', () => {
    const geometry = {
      attributes: { position: { array: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]), itemSize: 3, count: 3 } },
      index: { count: 3, itemSize: 1, getX: (i: number) => [2, 1, 0][i]! },
    };
    expect([...readTriangles(fn, geometry).indices]).toEqual([2, 1, 0]);
  });
});

describe('bad geometries, word for word', () => {
  const position = (array: number[], itemSize = 3) => ({
    array: new Float32Array(array),
    itemSize,
    count: array.length / itemSize,
  });
  const cases: [string, unknown, Error][] = [
    ['null', null, new TypeError(`${fn}: geometry must be a BufferGeometry, got null`)],
    [
      'no position',
      { attributes: {}, index: null },
      new RangeError(`${fn}: the geometry has no position attribute (geometry.attributes.position)`),
    ],
    [
      'no attributes',
      { index: null },
      new RangeError(`${fn}: the geometry has no position attribute (geometry.attributes.position)`),
    ],
    [
      'itemSize 2',
      { attributes: { position: position([0, 0, 1, 0, 0, 1], 2) }, index: null },
      new RangeError(`${fn}: the position attribute must have itemSize 3 (xyz per vertex), got 2`),
    ],
    [
      'a count that is not a whole number',
      { attributes: { position: { array: new Float32Array(9), itemSize: 3, count: 2.5 } } },
      new RangeError(`${fn}: the position attribute's count must be a whole number, got 2.5`),
    ],
    [
      'no array, no accessors',
      { attributes: { position: { itemSize: 3, count: 3 } } },
      new RangeError(`${fn}: the position attribute has neither an array nor getX, getY, getZ`),
    ],
    [
      '4 vertices without an index',
      { attributes: { position: position([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0]) }, index: null },
      new RangeError(
        `${fn}: without an index every 3 vertices are a triangle, so the vertex count must be a multiple of 3, got 4 vertices`,
      ),
    ],
    [
      'a NaN position',
      { attributes: { position: position([0, 0, 0, 1, NaN, 0, 0, 1, 0]) }, index: null },
      new RangeError(`${fn}: the position of vertex 1 must be finite, got y = NaN`),
    ],
    [
      'an index of 4 entries',
      {
        attributes: { position: position([0, 0, 0, 1, 0, 0, 0, 1, 0]) },
        index: { array: new Uint16Array([0, 1, 2, 0]), count: 4, itemSize: 1 },
      },
      new RangeError(`${fn}: the index must hold 3 vertices per triangle, so its count must be a multiple of 3, got 4`),
    ],
    [
      'an index past the vertices',
      {
        attributes: { position: position([0, 0, 0, 1, 0, 0, 0, 1, 0]) },
        index: { array: new Uint32Array([0, 1, 3]), count: 3, itemSize: 1 },
      },
      new RangeError(`${fn}: index 2 must be a vertex from 0 to 2 (the geometry has 3 vertices), got 3`),
    ],
    [
      'an index with no array and no getX',
      { attributes: { position: position([0, 0, 0, 1, 0, 0, 0, 1, 0]) }, index: { count: 3, itemSize: 1 } },
      new RangeError(`${fn}: the index has neither an array nor getX`),
    ],
  ];
  for (const [name, geometry, error] of cases) {
    it(name, () => {
      expect(() => computeBoundsTree.call(geometry as never)).toThrow(error);
    });
  }

  it('options: three-mesh-bvh’s are accepted, others named', () => {
    const geometry = new THREE.BoxGeometry();
    expect(() => computeBoundsTree.call(geometry as never, { maxDepth: 40, verbose: false })).not.toThrow();
    expect(() => computeBoundsTree.call(geometry as never, { maxLeaf: 4 })).toThrow(
      new TypeError(`${fn}: unknown option 'maxLeaf'`),
    );
    expect(() => computeBoundsTree.call(geometry as never, 5 as never)).toThrow(
      new TypeError(`${fn}: options must be an object, got 5`),
    );
  });
});

describe('the drop-in on plain objects (no three.js)', () => {
  const v = (x: number, y: number, z: number) => ({
    x,
    y,
    z,
    clone() {
      return v(this.x, this.y, this.z);
    },
    set(a: number, b: number, c: number) {
      this.x = a;
      this.y = b;
      this.z = c;
      return this;
    },
  });
  const identity = { elements: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1] };

  it('hits with interpolated uv, uv1 and normal read without accessors', () => {
    const geometry = {
      attributes: {
        position: { array: new Float32Array([-1, -1, 0, 1, -1, 0, 0, 1, 0]), itemSize: 3, count: 3 },
        uv: { array: new Uint8Array([0, 0, 255, 0, 0, 255]), itemSize: 2, count: 3, normalized: true },
        uv1: { array: new Float32Array([0, 0, 2, 0, 0, 2]), itemSize: 2, count: 3 },
        normal: { array: new Float32Array([0, 0, 1, 0, 0, 1, 0, 0, 1]), itemSize: 3, count: 3 },
      },
      index: null,
    };
    computeBoundsTree.call(geometry);
    const hits: unknown[] = [];
    // From below, along +z: the back of the face, so DoubleSide; the normal turned to face the ray.
    const mesh = { geometry, material: { side: 2 }, matrixWorld: identity };
    acceleratedRaycast.call(
      mesh,
      { ray: { origin: v(0, 0, -5), direction: v(0, 0, 1) }, near: 0, far: Infinity },
      hits as never,
    );
    expect(hits).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(hits[0]))).toEqual({
      distance: 5,
      point: { x: 0, y: 0, z: 0 },
      object: JSON.parse(JSON.stringify(mesh)) as unknown,
      uv: { x: 0.25, y: 0.5 },
      uv1: { x: 0.5, y: 1 },
      normal: { x: 0, y: 0, z: -1 },
      face: { a: 0, b: 1, c: 2, normal: { x: 0, y: 0, z: 1 }, materialIndex: 0 },
      barycoord: { x: 0.25, y: 0.25, z: 0.5 },
      faceIndex: 0,
    });
    // FrontSide (the default, also with no side given) does not see the back.
    const front: unknown[] = [];
    acceleratedRaycast.call(
      { geometry, material: {}, matrixWorld: identity },
      { ray: { origin: v(0, 0, -5), direction: v(0, 0, 1) }, near: 0, far: Infinity },
      front as never,
    );
    expect(front).toEqual([]);
  });

  it('a geometry with no triangles is never hit', () => {
    const geometry = { attributes: { position: { array: new Float32Array(0), itemSize: 3, count: 0 } }, index: null };
    computeBoundsTree.call(geometry);
    const hits: unknown[] = [];
    acceleratedRaycast.call(
      { geometry, material: {}, matrixWorld: identity },
      { ray: { origin: v(0, 0, -5), direction: v(0, 0, 1) }, near: 0, far: Infinity },
      hits as never,
    );
    expect(hits).toEqual([]);
  });
});
