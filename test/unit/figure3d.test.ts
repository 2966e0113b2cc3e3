// The 3D figure kit's pure parts, in Node: the camera (projection, picking, framing, orbit),
// how a drag and a constraint move a handle, what `Figure3D` records, and the static picture's
// occlusion (a segment inside a sphere is drawn hidden, never on top).
import { describe, expect, it } from 'vitest';
import {
  cameraOf,
  dragPoint,
  frame,
  MAX_ELEVATION,
  orbitBy,
  pickRay,
  project,
  zoomBy,
  type Orbit,
  type Vec3,
} from '../../src/components/Figure3D/camera';
import { hidden, layout3, initialOrbit } from '../../src/components/Figure3D/layout';
import { applyMove3, constrainPoint, Figure3Store, run3, type Figure3D } from '../../src/components/Figure3D/scene3d';
import { keyStep } from '../../src/components/Figure3D/keys';

const W = 640;
const H = 360;
const near = (a: Vec3, b: Vec3, eps = 1e-9) => {
  expect(a.x).toBeCloseTo(b.x, -Math.log10(eps));
  expect(a.y).toBeCloseTo(b.y, -Math.log10(eps));
  expect(a.z).toBeCloseTo(b.z, -Math.log10(eps));
};
const front: Orbit = { target: { x: 0, y: 0, z: 0 }, azimuth: 0, elevation: 0, distance: 10 };

describe('camera', () => {
  it('looks from +z at the target: the target is the centre, +x is right, +y is up', () => {
    const cam = cameraOf(front, W, H);
    near(cam.eye, { x: 0, y: 0, z: 10 });
    const c = project(cam, { x: 0, y: 0, z: 0 });
    expect([c.x, c.y, c.depth]).toEqual([W / 2, H / 2, 10]);
    expect(project(cam, { x: 1, y: 0, z: 0 }).x).toBeGreaterThan(W / 2);
    expect(project(cam, { x: 0, y: 1, z: 0 }).y).toBeLessThan(H / 2);
    // Perspective: the same offset looks smaller farther away.
    const nearer = project(cam, { x: 1, y: 0, z: 5 }).x - W / 2;
    const farther = project(cam, { x: 1, y: 0, z: -5 }).x - W / 2;
    expect(nearer).toBeCloseTo(3 * farther, 9);
  });

  it('picks the ray back through the pixel a point projects to', () => {
    const cam = cameraOf({ target: { x: 1, y: 2, z: 3 }, azimuth: 0.7, elevation: 0.4, distance: 12 }, W, H);
    const P = { x: 2.5, y: -1, z: 4 };
    const p = project(cam, P);
    const { origin, dir } = pickRay(cam, p.x, p.y);
    const t = Math.hypot(P.x - origin.x, P.y - origin.y, P.z - origin.z);
    near({ x: origin.x + dir.x * t, y: origin.y + dir.y * t, z: origin.z + dir.z * t }, P, 1e-9);
  });

  it('frames a box so every corner is on screen, also on a narrow phone canvas', () => {
    const min = { x: -3, y: 0, z: -1 };
    const max = { x: 5, y: 4, z: 2 };
    for (const [w, h] of [
      [640, 360],
      [340, 360],
    ] as const) {
      const cam = cameraOf(frame(min, max, w, h), w, h);
      for (const x of [min.x, max.x])
        for (const y of [min.y, max.y])
          for (const z of [min.z, max.z]) {
            const p = project(cam, { x, y, z });
            expect(p.x).toBeGreaterThanOrEqual(0);
            expect(p.x).toBeLessThanOrEqual(w);
            expect(p.y).toBeGreaterThanOrEqual(0);
            expect(p.y).toBeLessThanOrEqual(h);
          }
    }
  });

  it('orbits around the target and stops short of the poles; zoom stays within its bounds', () => {
    const turned = orbitBy(front, 100, 0);
    expect(turned.azimuth).toBeCloseTo(-1, 9);
    expect(orbitBy(front, 0, 1e6).elevation).toBe(MAX_ELEVATION);
    expect(orbitBy(front, 0, -1e6).elevation).toBe(-MAX_ELEVATION);
    expect(zoomBy(front, 0.5, 2, 50).distance).toBe(5);
    expect(zoomBy(front, 0.01, 2, 50).distance).toBe(2);
    expect(zoomBy(front, Number.NaN, 2, 50)).toBe(front);
  });
});

describe('dragging a handle', () => {
  const cam = cameraOf(front, W, H);
  const at = { x: 1, y: 1, z: 0 };
  const grab = project(cam, at);
  const from = [grab.x, grab.y] as const;

  it('moves it in the plane that faces the camera, under the pointer, without a jump at the grab', () => {
    expect(dragPoint(cam, at, 'free', from, from)).toEqual(at);
    const to = dragPoint(cam, at, 'free', from, [grab.x + 50, grab.y - 20]);
    if (!to) throw new Error('no move');
    expect(to.z).toBeCloseTo(0, 9);
    const p = project(cam, to);
    expect(p.x).toBeCloseTo(grab.x + 50, 6);
    expect(p.y).toBeCloseTo(grab.y - 20, 6);
  });

  it('along an axis, keeps the other coordinates', () => {
    const to = dragPoint(cam, at, 'x', from, [grab.x + 50, grab.y - 20]);
    if (!to) throw new Error('no move');
    expect(to.x).toBeGreaterThan(at.x);
    expect([to.y, to.z]).toEqual([at.y, at.z]);
    // Along the viewing direction the axis is seen end-on: no stable move.
    const centre = [W / 2, H / 2] as const;
    expect(dragPoint(cam, { x: 0, y: 0, z: 0 }, 'z', centre, [W / 2 + 50, H / 2])).toBeNull();
  });

  it('in a plane, keeps the third coordinate; a ground plane seen edge-on gives no move', () => {
    const tilted = cameraOf({ ...front, elevation: 0.6 }, W, H);
    const g = project(tilted, at);
    const to = dragPoint(tilted, at, 'xz', [g.x, g.y], [g.x + 30, g.y + 30]);
    if (!to) throw new Error('no move');
    expect(to.y).toBeCloseTo(at.y, 9);
    expect(to.z).toBeGreaterThan(at.z); // down the screen = towards the viewer on the ground
    const centre = [W / 2, H / 2] as const;
    expect(dragPoint(cam, { x: 0, y: 0, z: 0 }, 'xz', centre, [W / 2 + 30, H / 2 + 1])).toBeNull();
  });

  it('constrains every move, also by keys and by a function', () => {
    const from3 = { x: 1, y: 2, z: 3 };
    expect(constrainPoint('y', from3, { x: 9, y: 9, z: 9 })).toEqual({ x: 1, y: 9, z: 3 });
    expect(constrainPoint('xz', from3, { x: 9, y: 9, z: 9 })).toEqual({ x: 9, y: 2, z: 9 });
    expect(constrainPoint((p) => ({ x: p.x, y: 0 }), from3, { x: 0.1 + 0.2, y: 9, z: 9 })).toEqual({
      x: 0.3,
      y: 0,
      z: 0,
    });
    expect(constrainPoint(() => ({ x: Number.NaN, y: 0 }), from3, { x: 9, y: 9, z: 9 })).toBe(from3);
  });

  it('takes arrow keys for x and y, Page Up and Page Down for z', () => {
    expect(keyStep('ArrowRight', 0.5)).toEqual({ x: 0.5, y: 0, z: 0 });
    expect(keyStep('ArrowDown', 0.5)).toEqual({ x: 0, y: -0.5, z: 0 });
    expect(keyStep('PageUp', 0.5)).toEqual({ x: 0, y: 0, z: 0.5 });
    expect(keyStep('a', 0.5)).toBeNull();
  });
});

describe('Figure3D', () => {
  const scene = (fig: Figure3D) => {
    const A = fig.handle('A', { x: -4, y: 1, z: 0 }, { constrain: 'x' });
    fig.sphere({ x: 0, y: 1, z: 0 }, 1);
    fig.segment(A, { x: 4, y: 1, z: 0 });
    fig.readout('A', A);
    return A;
  };

  it('records marks, handles and readouts; handles keep their value across runs', () => {
    const store = new Figure3Store();
    const first = run3(store, scene, {});
    expect(first.error).toBeNull();
    expect(first.snapshot.marks.map((m) => m.kind)).toEqual(['sphere', 'segment']);
    expect(first.snapshot.readouts).toEqual([{ name: 'A', text: '(−4, 1, 0)' }]);
    applyMove3(store, { name: 'A', point: { x: -3, y: 5, z: 5 } });
    applyMove3(store, { name: 'A', by: { x: 0, y: 0, z: 1 } });
    const second = run3(store, scene, {});
    expect(second.snapshot.handles[0]?.at).toEqual({ x: -3, y: 1, z: 0 });
    // The camera framing does not follow the drag.
    expect(second.snapshot.bounds).toEqual(first.snapshot.bounds);
  });

  it('frames what is drawn with the ground under it', () => {
    const { snapshot } = run3(new Figure3Store(), scene, {});
    expect(snapshot.bounds).toEqual({ min: { x: -4, y: 0, z: -1 }, max: { x: 4, y: 2, z: 1 } });
    expect(snapshot.ground).toBe(0);
  });

  it('draws triangles, plane patches, capsules, oriented boxes and normals', () => {
    const { snapshot, error } = run3(
      new Figure3Store(),
      (fig) => {
        fig.triangle({ x: 0, y: 0, z: 0 }, { x: 1, y: 0, z: 0 }, { x: 0, y: 1, z: 0 });
        fig.plane({ x: 0, y: 0, z: 0 }, { x: 0, y: 1, z: 0 }, { size: 2, label: 'P' });
        fig.capsule({ x: 0, y: 0, z: 0 }, { x: 0, y: 2, z: 0 }, 0.5);
        fig.orientedBox({
          center: { x: 0, y: 0, z: 0 },
          halfExtents: { x: 1, y: 1, z: 1 },
          axes: [
            { x: Math.SQRT1_2, y: Math.SQRT1_2, z: 0 },
            { x: -Math.SQRT1_2, y: Math.SQRT1_2, z: 0 },
            { x: 0, y: 0, z: 1 },
          ],
        });
        fig.normal({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 3 }, { length: 2 });
      },
      {},
    );
    expect(error).toBeNull();
    expect(snapshot.marks.map((m) => m.kind)).toEqual([
      'triangle',
      'triangle',
      'triangle',
      'capsule',
      'box',
      'segment',
    ]);
    const arrow = snapshot.marks[5];
    expect(arrow?.kind === 'segment' && arrow.arrow && arrow.B).toEqual({ x: 0, y: 0, z: 2 });
    // The turned box reaches √2 along x.
    expect(snapshot.bounds?.max.x).toBeCloseTo(Math.SQRT2, 9);
  });

  it('names the method and the bad value when called wrongly', () => {
    const bad = (body: (fig: Figure3D) => void) => run3(new Figure3Store(), body, {}).error;
    expect(
      bad((fig) => {
        fig.sphere({ x: 0, y: Number.NaN, z: 0 }, 1);
      }),
    ).toBe('fig.sphere: C must be a point {x, y, z} with finite numbers, got {"x":0,"y":null,"z":0}');
    expect(
      bad((fig) => {
        fig.sphere({ x: 0, y: 0 }, -1);
      }),
    ).toBe('fig.sphere: r must be a finite number >= 0, got -1');
    expect(
      bad((fig) => {
        fig.plane({ x: 0, y: 0 }, { x: 0, y: 0 });
      }),
    ).toBe('fig.plane: n must not be the zero vector');
    expect(
      bad((fig) => {
        fig.handle('A', { x: 0, y: 0 });
        fig.handle('A', { x: 1, y: 0 });
      }),
    ).toBe("fig.handle: two handles or switches are named 'A'");
  });

  it('keeps steps and choices like the 2D kit', () => {
    const store = new Figure3Store();
    const body = (fig: Figure3D) => {
      fig.readout('step', fig.steps(['one', 'two']));
      fig.readout('mode', fig.choice('mode', ['a', 'b']));
    };
    applyMove3(store, { name: '#steps', choice: 1 });
    run3(store, body, {});
    applyMove3(store, { name: '#steps', choice: 1 });
    applyMove3(store, { name: 'mode', choice: 1 });
    expect(run3(store, body, {}).snapshot.readouts.map((r) => r.text)).toEqual(['2', 'b']);
  });
});

describe('the static picture', () => {
  const { snapshot } = run3(
    new Figure3Store(),
    (fig) => {
      fig.sphere({ x: 0, y: 1, z: 0 }, 1);
      fig.segment({ x: -4, y: 1, z: 0 }, { x: 0, y: 1, z: 0 });
    },
    {},
  );

  it('hides what is behind a sphere from the eye, not what is in front of it', () => {
    const cam = cameraOf(front, W, H);
    const sphere = snapshot.marks.filter((m) => m.kind === 'sphere');
    expect(hidden(cam, { x: 0, y: 0, z: -0.5 }, sphere)).toBe(true);
    expect(hidden(cam, { x: 0, y: 0, z: 1.5 }, sphere)).toBe(false);
    expect(hidden(cam, { x: 3, y: 0, z: -0.5 }, sphere)).toBe(false);
  });

  it('draws the part of a segment inside a sphere in the hidden style, after the sphere', () => {
    const shapes = layout3(snapshot, W, H, initialOrbit(snapshot, W, H));
    const disc = shapes.findIndex((s) => s.kind === 'disc' && s.r > 20);
    const pieces = shapes.filter((s) => s.kind === 'line' && s.tone === 'ink');
    const hiddenPieces = pieces.filter((s) => s.kind === 'line' && s.dashed);
    expect(disc).toBeGreaterThanOrEqual(0);
    expect(hiddenPieces.length).toBeGreaterThan(0);
    expect(hiddenPieces.length).toBeLessThan(pieces.length);
    for (const p of pieces) expect(shapes.indexOf(p)).toBeGreaterThan(disc);
  });
});
