import { describe, expect, it } from 'vitest';
import { Box3, Sphere as ThreeSphere, Vector3 } from 'three';
import {
  closestPointOnAABB,
  createRaycastHit,
  raycastAABB,
  raycastAxisPlane,
  raycastSphere,
  raycastSphereBatch,
  raycastSphereInto,
  rayEnd,
  sphereCastSphere,
  sphereIntersectsAABB,
  vec3,
  type RaycastHit,
  type Vec3Like,
} from '@hitbook/query';
import { chapter } from '../support/chapter';

const doc = chapter('conventions');
const box = { min: vec3(0, 0), max: vec3(4, 2) };
const unit = { center: vec3(0, 0), radius: 1 };

/** A hit as [point.x, point.y, normal.x, normal.y, distance, t], or null. */
const flat = (hit: RaycastHit | null) =>
  hit && [hit.point.x, hit.point.y, hit.normal.x, hit.normal.y, hit.distance, hit.t];

/** What calling `f` throws, as `Name: message`. */
function thrown(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  }
  throw new Error('expected a throw');
}

describe('Conventions: every rule the page states, held to the library', () => {
  it('a segment, not a ray: L = 3 stops short; L = 10 and 1000 give the same distance 4, t 0.4 and 0.004', () => {
    const sphere = { center: vec3(8, 3), radius: 5 };
    expect(raycastSphere(vec3(0, 0), vec3(3, 0), sphere)).toBeNull();
    expect(flat(raycastSphere(vec3(0, 0), vec3(10, 0), sphere))).toEqual([4, 0, -0.8, -0.6, 4, 0.4]);
    const far = raycastSphere(vec3(0, 0), vec3(1000, 0), sphere);
    expect(far?.distance).toBe(4);
    expect(far?.t).toBeCloseTo(0.004, 15);
    // Behind A is not hit either.
    expect(raycastSphere(vec3(0, 0), vec3(-10, 0), { center: vec3(-8, 3), radius: 5 })).not.toBeNull();
    expect(raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(-8, 3), radius: 5 })).toBeNull();
    doc.states(
      'With $L = 3$ the segment stops short: `null`. With $L = 10$: $t = 0.4$, distance $4$. With $L = 1000$: $t = 0.004$, distance $4$.',
    );
  });

  it('an infinite end is refused', () => {
    expect(thrown(() => raycastSphere(vec3(0, 0), { x: Infinity, y: 0, z: 0 }, unit))).toBe(
      'RangeError: raycastSphere: end.x must be finite, got Infinity',
    );
    doc.states('Do not use `Infinity` for $L$: it is not a number the library accepts');
  });

  it('touching counts: along the top face, ending on a face, touching a corner, a tangent, an overlap', () => {
    expect(flat(raycastAABB(vec3(-2, 2), vec3(6, 2), box))).toEqual([0, 2, -1, 0, 2, 0.25]);
    doc.states(
      'along the top face, $(-2, 2) \\to (6, 2)$: a hit at point $(0, 2)$, normal $(-1, 0)$, distance $2$, $t = 0.25$',
    );
    expect(raycastAABB(vec3(-2, 1), vec3(0, 1), box)?.t).toBe(1);
    doc.states('ending exactly on the left face, $(-2, 1) \\to (0, 1)$: a hit at $t = 1$');
    const corner = raycastAABB(vec3(2, 4), vec3(-2, 0), box);
    expect(corner && [corner.point.x, corner.point.y, corner.t]).toEqual([0, 2, 0.5]);
    doc.states('touching only the corner, $(2, 4) \\to (-2, 0)$: a hit at point $(0, 2)$, $t = 0.5$');
    const Q = closestPointOnAABB(vec3(5, 1), box);
    expect([Q.x, Q.y]).toEqual([4, 1]);
    expect(sphereIntersectsAABB({ center: vec3(5, 1), radius: 1 }, box)).toBe(true);
    doc.states(
      'the sphere of radius $1$ centred at $(5, 1)$ touches the box at $(4, 1)$, and `sphereIntersectsAABB` says `true`',
    );
    // The exact corner touch the page points to in the AABB chapter's pitfall 6: kept.
    const cornerTouch = raycastAABB(vec3(-9, 27), vec3(2, -28), { min: vec3(-4, 2), max: vec3(6, 3) });
    expect(cornerTouch && [cornerTouch.point.x, cornerTouch.point.y]).toEqual([-4, 2]);
    expect(cornerTouch?.t).toBeCloseTo(5 / 11, 15);
    doc.states('an exact touch at a corner that a recipe rounding in the wrong place loses, and the library keeps');
    const tangent = raycastSphere(vec3(-5, 1), vec3(5, 1), unit);
    expect(tangent && [tangent.point.x, tangent.point.y, tangent.t]).toEqual([0, 1, 0.5]);
    doc.states('The unit sphere is hit by the tangent $(-5, 1) \\to (5, 1)$ at $(0, 1)$, $t = 0.5$.');
  });

  it('starting inside is null; on the surface, a hit at t = 0 only when heading in', () => {
    expect(raycastAABB(vec3(1, 1), vec3(6, 1), box)).toBeNull();
    doc.states('from inside, $(1, 1) \\to (6, 1)$: `null`');
    expect(flat(raycastAABB(vec3(0, 1), vec3(6, 1), box))).toEqual([0, 1, -1, 0, 0, 0]);
    doc.states(
      'from the left face heading in, $(0, 1) \\to (6, 1)$: point $(0, 1)$, normal $(-1, 0)$, distance $0$, $t = 0$',
    );
    expect(raycastAABB(vec3(0, 1), vec3(-6, 1), box)).toBeNull();
    doc.states('from the left face heading out, $(0, 1) \\to (-6, 1)$: `null`');
    expect(raycastAABB(vec3(0, 0), vec3(0, 6), box)).toBeNull();
    doc.states('from a corner, sliding up the left face, $(0, 0) \\to (0, 6)$: `null`');
    // The sphere rows of the table, for the unit sphere.
    expect(raycastSphere(vec3(0, 0), vec3(10, 0), unit)).toBeNull();
    expect(raycastSphere(vec3(-1, 0), vec3(5, 0), unit)?.t).toBe(0);
    expect(raycastSphere(vec3(1, 0), vec3(5, 0), unit)).toBeNull();
    expect(raycastSphere(vec3(0, 1), vec3(2, 1), unit)).toBeNull();
  });

  it('sphere casts: overlapping at the start is null; just touching, a hit at t = 0 heading in, null heading out', () => {
    expect(sphereCastSphere(vec3(0, 0), vec3(10, 0), 1, { center: vec3(1, 0), radius: 1 })).toBeNull();
    const cast = sphereCastSphere(vec3(-2, 0), vec3(10, 0), 1, unit);
    expect(cast && [cast.t, cast.center.x, cast.center.y, cast.point.x, cast.point.y]).toEqual([0, -2, 0, -1, 0]);
    expect(sphereCastSphere(vec3(-2, 0), vec3(-10, 0), 1, unit)).toBeNull();
    doc.states(
      'it heads in, so `sphereCastSphere` hits at $t = 0$ with the moving centre at $(-2, 0)$ and the contact at $(-1, 0)$. Cast back towards $(-10, 0)$ it is `null`.',
    );
  });

  it('a plane has no inside: a start on it hits at t = 0 either way, unless parallel', () => {
    expect(raycastAxisPlane(vec3(2, 0), vec3(4, 4), 'x', 2)?.t).toBe(0);
    expect(raycastAxisPlane(vec3(2, 0), vec3(0, 4), 'x', 2)?.t).toBe(0);
    expect(raycastAxisPlane(vec3(2, 0), vec3(2, 4), 'x', 2)).toBeNull();
    doc.states(
      'a cast starting on it hits at $t = 0$ whichever way it goes — unless it is parallel to the plane, which is `null`',
    );
  });

  it('the closest point and the overlap test from inside and on the surface', () => {
    for (const P of [vec3(1, 1), vec3(0, 1)]) {
      const Q = closestPointOnAABB(P, box);
      expect([Q.x, Q.y, Q.z]).toEqual([P.x, P.y, P.z]);
      expect(Q).not.toBe(P); // a new object, as every returned vector is
      expect(sphereIntersectsAABB({ center: P, radius: 0 }, box)).toBe(true);
    }
    doc.states('| `closestPointOnAABB` | the point | the point |');
    doc.states('`closestPointOnAABB` returns a point in or on the box unchanged (as a new object)');
    doc.states('| `sphereIntersectsAABB` | `true` | `true` |');
  });

  it('normals at a corner: x wins a tie; a face left through never ties; parallel faces never tie', () => {
    const tie = raycastAABB(vec3(-1, 3), vec3(3, -1), box);
    expect(flat(tie)?.slice(0, 4)).toEqual([0, 2, -1, 0]);
    expect(tie?.t).toBe(0.25);
    doc.states(
      'crossing into the $x$ range and the $y$ range at the same $t = 0.25$: the $x$ face wins and the normal is $(-1, 0)$',
    );
    expect(flat(raycastAABB(vec3(2, 4), vec3(-2, 0), box))?.slice(0, 4)).toEqual([0, 2, 0, 1]);
    doc.states('so only the top face counts: normal $(0, 1)$');
    expect(raycastAABB(vec3(-2, 2), vec3(6, 2), box)?.normal).toEqual({ x: -1, y: 0, z: 0 });
    doc.states('it runs parallel to the top face and enters through the left one: normal $(-1, 0)$');
  });

  it('a plane normal points back against the motion', () => {
    expect(raycastAxisPlane(vec3(0, 0), vec3(4, 4), 'x', 2)?.normal).toEqual({ x: -1, y: 0, z: 0 });
    expect(raycastAxisPlane(vec3(4, 0), vec3(0, 4), 'x', 2)?.normal).toEqual({ x: 1, y: 0, z: 0 });
    doc.states('crossing $x = 2$ left to right gives $(-1, 0, 0)$, right to left $(1, 0, 0)$');
  });

  it('where a normal has no direction it is the reversed direction of the segment', () => {
    expect(flat(raycastSphere(vec3(-5, 0), vec3(5, 0), { center: vec3(0, 0), radius: 0 }))).toEqual([
      0, 0, -1, 0, 5, 0.5,
    ]);
    expect(sphereCastSphere(vec3(-5, 0), vec3(5, 0), 0, { center: vec3(0, 0), radius: 0 })?.normal).toEqual({
      x: -1,
      y: 0,
      z: 0,
    });
    // Along y the reversed direction is (0, −1).
    expect(raycastSphere(vec3(0, -5), vec3(0, 5), { center: vec3(0, 0), radius: 0 })?.normal).toEqual({
      x: 0,
      y: -1,
      z: 0,
    });
    doc.states('through a sphere of radius $0$ at the origin: point $(0, 0)$, normal $(-1, 0)$, $t = 0.5$');
  });

  it('t and distance: the big sphere at t 0.4 (distance 4), the box at t 0.6 (distance 6), the small sphere missed', () => {
    const A = vec3(0, 0);
    const B = vec3(10, 0);
    const big = raycastSphere(A, B, { center: vec3(8, 3), radius: 5 });
    const block = raycastAABB(A, B, { min: vec3(6, -1), max: vec3(7, 1) });
    expect([big?.t, big?.distance]).toEqual([0.4, 4]);
    expect([block?.t, block?.distance]).toEqual([0.6, 6]);
    expect(raycastSphere(A, B, { center: vec3(3, -2), radius: 1 })).toBeNull();
    doc.states(
      'the big sphere is touched at $t = 0.4$, distance $4$; the box from $(6, -1)$ to $(7, 1)$ at $t = 0.6$, distance $6$; the small sphere at $(3, -2)$ is missed',
    );
    // The "Try it": the box moved to (2, −1)–(3, 1) comes first.
    const moved = raycastAABB(A, B, { min: vec3(2, -1), max: vec3(3, 1) });
    expect(moved?.t).toBeLessThan(0.4);
    doc.states('Move the box to `min: vec3(2, -1), max: vec3(3, 1)`: now it is first.');
  });

  it('every error message in the table, word for word, and its type', () => {
    const A = vec3(0, 0);
    const B = vec3(1, 0);
    // Deliberately wrong arguments, as a JavaScript caller or parsed JSON would pass them.
    const loose = raycastSphere as (...args: unknown[]) => unknown;
    const looseAxis = raycastAxisPlane as (...args: unknown[]) => unknown;
    const rows: [() => unknown, string][] = [
      [() => loose(A, undefined, unit), 'TypeError: raycastSphere: end must be a vector {x, y, z}, got undefined'],
      [() => loose(A, B), 'TypeError: raycastSphere: sphere must be a sphere {center, radius}, got undefined'],
      [
        () => loose(A, B, { center: vec3(0, 0), radius: '2' }),
        'TypeError: raycastSphere: sphere.radius must be a number, got "2" (a string)',
      ],
      [
        () => loose([0, 0, 0], B, unit),
        'TypeError: raycastSphere: origin must be a vector {x, y, z}, got an array of length 3 (use vec3(x, y, z))',
      ],
      [
        () => loose({ x: 0, y: 0 }, B, unit),
        'TypeError: raycastSphere: origin.z must be a number, got undefined (for 2D use z = 0, as vec3(x, y) does)',
      ],
      [() => loose(A, { x: NaN, y: 0, z: 0 }, unit), 'RangeError: raycastSphere: end.x must be finite, got NaN'],
      [
        () => loose(A, B, { center: vec3(0, 0), radius: Infinity }),
        'RangeError: raycastSphere: sphere.radius must be finite, got Infinity',
      ],
      [
        () => loose(A, B, { center: vec3(0, 0), radius: -1 }),
        'RangeError: raycastSphere: sphere.radius must be >= 0, got -1',
      ],
      [
        () => raycastAABB(A, B, { min: vec3(0, 3), max: vec3(1, 1) }),
        'RangeError: raycastAABB: box.min.y (3) is greater than box.max.y (1)',
      ],
      [() => looseAxis(A, B, 'w', 0), `RangeError: raycastAxisPlane: axis must be 'x', 'y' or 'z', got "w" (a string)`],
      [() => vec3(NaN, 0), 'RangeError: vec3: x must be finite, got NaN'],
    ];
    for (const [call, message] of rows) {
      expect(thrown(call)).toBe(message);
      doc.states(`\`${message}\``);
    }
    // Every such row on the page is checked: these, and the eight of the order table (the next test).
    expect(doc.text.match(/^\| .* \| `(Type|Range)Error: /gm)?.length).toBe(rows.length + 8);
  });

  it('2D: a segment in the plane of a rectangle entering from its edge, and a 3D one through it from above', () => {
    expect(flat(raycastAABB(vec3(0, 1), vec3(2, 1), box))).toEqual([0, 1, -1, 0, 0, 0]);
    doc.states('From $(0, 1)$ to $(2, 1)$: point $(0, 1)$, normal $(-1, 0)$, $t = 0$.');
    const above = raycastAABB(vec3(1, 1, 5), vec3(1, 1, -5), box);
    expect(above && [above.point, above.normal, above.t]).toEqual([{ x: 1, y: 1, z: 0 }, { x: 0, y: 0, z: 1 }, 0.5]);
    doc.states('$(1, 1, 5) \\to (1, 1, -5)$ hits it at $(1, 1, 0)$ with normal $(0, 0, 1)$, $t = 0.5$');
  });

  it('three.js Vector3, Sphere and Box3 work as they are; results are new plain objects; inputs unchanged', () => {
    const A = new Vector3(0, 0, 0);
    const hit = raycastSphere(A, new Vector3(10, 0, 0), new ThreeSphere(new Vector3(8, 3, 0), 5));
    expect(flat(hit)).toEqual([4, 0, -0.8, -0.6, 4, 0.4]);
    expect(hit?.point).not.toBeInstanceOf(Vector3);
    expect(Object.getPrototypeOf(hit?.point)).toBe(Object.prototype);
    expect(A.toArray()).toEqual([0, 0, 0]);
    const boxHit = raycastAABB(
      new Vector3(-1, 0.5, 0.5),
      new Vector3(3, 0.5, 0.5),
      new Box3(new Vector3(0, 0, 0), new Vector3(1, 1, 1)),
    );
    expect(boxHit?.t).toBe(0.25);
    // A plain object of our own is never the returned vector, nor changed.
    const origin = { x: 0, y: 0, z: 0 };
    const plain = raycastSphere(origin, { x: 10, y: 0, z: 0 }, { center: vec3(8, 3), radius: 5 });
    expect(plain?.point).not.toBe(origin);
    expect(origin).toEqual({ x: 0, y: 0, z: 0 });
    expect(new Vector3().copy(hit?.point ?? A).toArray()).toEqual([4, 0, 0]);
    doc.states('To get a three.js vector back, copy it: `new Vector3().copy(hit.point)`.');
  });

  it('…Into fills out and returns true, a miss leaves it untouched; the batch writes t and −1 for a miss', () => {
    const out = createRaycastHit();
    const sphere = { center: vec3(8, 3), radius: 5 };
    expect(raycastSphereInto(vec3(0, 0), vec3(10, 0), sphere, out)).toBe(true);
    expect(flat(out)).toEqual(flat(raycastSphere(vec3(0, 0), vec3(10, 0), sphere)));
    const before = JSON.stringify(out);
    expect(raycastSphereInto(vec3(0, 9), vec3(10, 9), sphere, out)).toBe(false);
    expect(JSON.stringify(out)).toBe(before);
    const t = new Float64Array(2);
    const n = raycastSphereBatch(
      new Float64Array([0, 0, 0, 10, 0, 0, 0, 9, 0, 10, 9, 0]),
      new Float64Array([8, 3, 0, 5]),
      { t },
    );
    expect([n, ...t]).toEqual([1, 0.4, -1]);
    // A bad number in a batch is named by its index and its record.
    expect(
      thrown(() =>
        raycastSphereBatch(new Float64Array([0, 0, 0, 10, 0, 0, 0, NaN, 0, 10, 9, 0]), new Float64Array([8, 3, 0, 5]), {
          t,
        }),
      ),
    ).toBe('RangeError: raycastSphereBatch: segments[7] (segment 1 origin.y) must be finite, got NaN');
    doc.states("a batch's messages name the index of the bad number");
    doc.states('which write `t[i]` for query `i` (`-1` for a miss, never `NaN`) and return the number of hits');
  });

  it('rays as engines write them: rayEnd, t · maxDistance = distance, and the direction passed as the end', () => {
    const O = vec3(-3, 1);
    const dHat = vec3(0.6, 0.8);
    const sphere = { center: vec3(3, 9), radius: 5 };
    // B = O + 20·(0.6, 0.8) = (−3 + 12, 1 + 16).
    const B = rayEnd(O, dHat, 20);
    expect([B.x, B.y]).toEqual([9, 17]);
    doc.states('the segment ends at $B = (9, 17)$');
    // The centre is O + 10·d̂ (a unit d̂): it lies on the ray, 10 along; the near side is 10 − 5 = 5 along.
    const hit = raycastSphere(O, B, sphere);
    expect(hit?.point.x).toBeCloseTo(0, 12);
    expect(hit?.point.y).toBeCloseTo(5, 12);
    expect(hit?.t).toBeCloseTo(0.25, 14);
    expect(hit?.distance).toBeCloseTo(5, 12);
    expect((hit?.t ?? NaN) * 20).toBeCloseTo(hit?.distance ?? NaN, 12);
    doc.states('so the ray meets it $5$ along, at $(0, 5)$: $t = 0.25$, and $0.25 \\cdot 20 = 5$ = `distance`');
    // far = 4 stops a unit short of 5.
    expect(raycastSphere(O, rayEnd(O, dHat, 4), sphere)).toBeNull();
    doc.states('Set `far = 4`: the segment stops a unit short of the sphere');
    // The mistake: the direction as the end point.
    expect(raycastSphere(O, dHat, sphere)).toBeNull();
    doc.states('from $(-3, 1)$ to $(0.6, 0.8)$, and misses the sphere: `null`, where the ray hits it at $(0, 5)$');
    expect(thrown(() => raycastSphere({ origin: O, direction: dHat } as unknown as Vec3Like, B, sphere))).toMatch(
      /^TypeError: .*ray\.origin.*rayEnd\(ray\.origin, ray\.direction, far\)/,
    );
    expect(thrown(() => rayEnd(O, dHat, Infinity))).toMatch(
      /^RangeError: rayEnd: maxDistance must be finite.*Raycaster\.far/,
    );
  });

  it('heads in: from the corner (0, 2), into both faces is a hit at t = 0, along the top or out is null', () => {
    expect(flat(raycastAABB(vec3(0, 2), vec3(1, 1), box))).toEqual([0, 2, -1, 0, 0, 0]);
    expect(raycastAABB(vec3(0, 2), vec3(1, 2), box)).toBeNull();
    expect(raycastAABB(vec3(0, 2), vec3(1, 3), box)).toBeNull();
    doc.states('towards\n$(1, 1)$ heads into both the left face');
    doc.states(
      'a hit at $t = 0$ with normal $(-1, 0)$, the first of $x$, $y$; towards\n$(1, 2)$ slides along the top face — `null`; towards $(1, 3)$ leaves — `null`',
    );
  });

  it('the order of the checks, and each kind of message, word for word', () => {
    const A = vec3(0, 0);
    const B = vec3(1, 0);
    const untyped = (f: unknown) => f as (...args: unknown[]) => unknown;
    // Left to right, each argument whole: the NaN origin before the missing end.
    expect(thrown(() => untyped(raycastSphere)({ x: NaN, y: 0, z: 0 }, undefined, unit))).toBe(
      'RangeError: raycastSphere: origin.x must be finite, got NaN',
    );
    doc.states('A segment with a `NaN` origin and no end reports the `NaN`');
    // Field types and finiteness before min <= max.
    expect(thrown(() => untyped(raycastAABB)(A, B, { min: vec3(2, 0), max: { x: 1, y: NaN, z: 0 } }))).toBe(
      'RangeError: raycastAABB: box.max.y must be finite, got NaN',
    );
    doc.states('a box with `min.x > max.x`\nand a `NaN` in `max.y` reports the `NaN`');
    // radius before target.
    expect(thrown(() => untyped(sphereCastSphere)(A, B, -1, undefined))).toBe(
      'RangeError: sphereCastSphere: radius must be >= 0, got -1',
    );
    // The table of the checks in order: each row's bad value gives exactly its message.
    const box = { min: vec3(0, 0), max: vec3(1, 1) };
    const rows: [() => unknown, string][] = [
      [
        () => untyped(raycastAABB)(undefined, B, box),
        'TypeError: raycastAABB: origin must be a vector {x, y, z}, got undefined',
      ],
      [
        () => untyped(raycastAABB)(A, { x: '1', y: 0, z: 0 }, box),
        'TypeError: raycastAABB: end.x must be a number, got "1" (a string)',
      ],
      [
        () => untyped(raycastAABB)(A, { x: NaN, y: 0, z: 0 }, box),
        'RangeError: raycastAABB: end.x must be finite, got NaN',
      ],
      [() => untyped(raycastAABB)(A, B, 5), 'TypeError: raycastAABB: box must be a box {min, max}, got 5'],
      [
        () => untyped(raycastSphere)(A, B, { radius: 1 }),
        'TypeError: raycastSphere: sphere.center must be a vector {x, y, z}, got undefined',
      ],
      [
        () => untyped(raycastSphere)(A, B, { center: { x: 0, y: NaN, z: 0 }, radius: 1 }),
        'RangeError: raycastSphere: sphere.center.y must be finite, got NaN',
      ],
      [
        () => untyped(raycastSphere)(A, B, { center: A, radius: -1 }),
        'RangeError: raycastSphere: sphere.radius must be >= 0, got -1',
      ],
      [
        () => untyped(raycastAABB)(A, B, { min: vec3(0, 3), max: vec3(1, 1) }),
        'RangeError: raycastAABB: box.min.y (3) is greater than box.max.y (1)',
      ],
    ];
    rows.forEach(([call, message], i) => {
      expect(thrown(call)).toBe(message);
      doc.states(`| ${i + 1}     |`);
      doc.states('`' + message + '`');
    });
    doc.states('`radius must be >= 0, got -1` comes before anything\nabout `target`');
    // The cell prints these rows from the library: the table is what it prints.
    doc.states("['4 box is 5', () => raycastAABB(A, B, 5)]");
    expect(thrown(() => untyped(raycastSphere)({ origin: A, direction: B }, B, unit))).toMatch(
      /^TypeError: raycastSphere: origin must be a vector \{x, y, z\}, got a ray \{origin, direction\}: /,
    );
    const empty = { min: vec3(0, 0), max: vec3(0, 0) };
    Object.assign(empty.min, { x: Infinity, y: Infinity, z: Infinity });
    Object.assign(empty.max, { x: -Infinity, y: -Infinity, z: -Infinity });
    expect(thrown(() => raycastAABB(A, B, empty))).toMatch(
      /^RangeError: raycastAABB: box is empty \(min is \+Infinity and max is -Infinity, /,
    );
  });
});
