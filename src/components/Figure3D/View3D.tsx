/**
 * The interactive 3D view: three.js draws the scene, and HTML elements laid over it carry
 * what must be reachable and readable — the handles (focusable, keyboard, ARIA) and the
 * labels (always facing the reader, in the page's colours). Loaded as its own chunk, only
 * by pages with a 3D figure and only once the figure comes near the screen.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  AmbientLight,
  BufferGeometry,
  CapsuleGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DirectionalLight,
  DoubleSide,
  Float32BufferAttribute,
  GreaterDepth,
  GridHelper,
  Group,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  PerspectiveCamera,
  Matrix4,
  Scene,
  SphereGeometry,
  BoxGeometry,
  Vector3,
  WebGLRenderer,
  type Material,
} from 'three';
import type { Palette } from '../Diagram/canvas-painter';
import { formatNumber, type Tone } from '../Diagram/scene';
import {
  cameraOf,
  dragPoint,
  FOV,
  length,
  orbitBy,
  project,
  sub,
  zoomBy,
  type Camera,
  type Orbit,
  type Vec3,
} from './camera';
import { keyStep } from './keys';
import { initialOrbit, labelsOf } from './layout';
import type { Handle3Snapshot, Move3, Snapshot3 } from './scene3d';
import styles from './styles.module.css';

export interface View3DProps {
  snapshot: Snapshot3;
  palette: Palette;
  onMove: (move: Move3) => void;
  /** A handle's drag ended, a key that moved it was released, or it lost the focus. */
  onMoveEnd?: (() => void) | undefined;
  /** The handle the reader is on (focused, or else pointed at), or null: a live cell marks its code. */
  onActiveHandle?: ((name: string | null) => void) | undefined;
  /** A handle to ring, as if focused: the reader's caret is in the code it is bound to. */
  ring?: string | null | undefined;
  /** The first frame is on screen: the static picture under it can go. */
  onFirstFrame: () => void;
  title: string;
}

const UNIT_SPHERE = new SphereGeometry(1, 40, 24);
const UNIT_CYLINDER = new CylinderGeometry(1, 1, 1, 10, 1);
const UNIT_CONE = new ConeGeometry(1, 1, 14);
const UNIT_BOX = new BoxGeometry(1, 1, 1);
const Y = new Vector3(0, 1, 0);

// The grid's material, one per palette (its colours are in the grid's vertices).
const gridMaterials = new WeakMap<Palette, LineBasicMaterial>();

const v3 = (p: Vec3) => new Vector3(p.x, p.y, p.z);
const snap = (v: number, step: number) => Math.round(v / (step / 10)) * (step / 10);

/** A stick from A to B of radius r (lines are sticks, so the depth buffer hides them right). */
function stick(A: Vec3, B: Vec3, r: number, material: Material): Mesh {
  const a = v3(A);
  const d = v3(B).sub(a);
  const mesh = new Mesh(UNIT_CYLINDER, material);
  mesh.position.copy(a).addScaledVector(d, 0.5);
  mesh.scale.set(r, Math.max(d.length(), 1e-9), r);
  mesh.quaternion.setFromUnitVectors(Y, d.lengthSq() > 0 ? d.normalize() : Y);
  return mesh;
}

/**
 * Builds the scene for a snapshot. `size` is the framed scene's radius: the thickness of
 * lines and the size of dots follow it, so every figure reads the same at its framing.
 */
function buildScene(
  snapshot: Snapshot3,
  palette: Palette,
  size: number,
  materials: Map<string, Material>,
): { group: Group; dispose: () => void } {
  const group = new Group();
  const owned: { dispose: () => void }[] = [];
  const color = (tone: Tone) => new Color(palette[tone]);
  const material = (key: string, make: () => Material): Material => {
    let m = materials.get(key);
    if (!m) {
      m = make();
      materials.set(key, m);
    }
    return m;
  };
  const solid = (tone: Tone) => material(`solid ${tone}`, () => new MeshLambertMaterial({ color: color(tone) }));
  const glass = (tone: Tone) =>
    material(
      `glass ${tone}`,
      () =>
        new MeshLambertMaterial({
          color: color(tone),
          transparent: true,
          opacity: 0.28,
          depthWrite: false,
          side: DoubleSide,
        }),
    );
  const flat = (tone: Tone) => material(`flat ${tone}`, () => new MeshBasicMaterial({ color: color(tone) }));
  // What a surface hides is drawn again where something is in front of it: faint, so the
  // reader sees the segment go on inside the sphere without mistaking it for being in front.
  const ghost = (tone: Tone) =>
    material(
      `ghost ${tone}`,
      () =>
        new MeshBasicMaterial({
          color: color(tone),
          transparent: true,
          opacity: 0.3,
          depthWrite: false,
          depthFunc: GreaterDepth,
        }),
    );
  const lineR = size * 0.007;
  const line = (A: Vec3, B: Vec3, tone: Tone, dashed: boolean, r = lineR) => {
    const d = sub(B, A);
    const l = length(d);
    const dashes = dashed ? Math.max(1, Math.round(l / (size * 0.06))) : 1;
    for (let i = 0; i < dashes; i++) {
      const t0 = i / dashes;
      const t1 = dashed ? (i + 0.55) / dashes : 1;
      const a = { x: A.x + d.x * t0, y: A.y + d.y * t0, z: A.z + d.z * t0 };
      const b = { x: A.x + d.x * t1, y: A.y + d.y * t1, z: A.z + d.z * t1 };
      group.add(stick(a, b, r, flat(tone)));
      const hiddenPart = stick(a, b, r, ghost(tone));
      hiddenPart.renderOrder = 2;
      group.add(hiddenPart);
    }
  };

  for (const m of snapshot.marks) {
    switch (m.kind) {
      case 'segment': {
        const d = sub(m.B, m.A);
        const l = length(d);
        const head = Math.min(size * 0.07, l * 0.4);
        const end =
          m.arrow && l > 0
            ? { x: m.B.x - (d.x / l) * head, y: m.B.y - (d.y / l) * head, z: m.B.z - (d.z / l) * head }
            : m.B;
        line(m.A, end, m.tone, m.dashed);
        if (m.arrow && l > 0) {
          const cone = new Mesh(UNIT_CONE, flat(m.tone));
          cone.position.copy(v3(end)).addScaledVector(v3(d).normalize(), head / 2);
          cone.scale.set(head * 0.38, head, head * 0.38);
          cone.quaternion.setFromUnitVectors(Y, v3(d).normalize());
          group.add(cone);
        }
        break;
      }
      case 'point': {
        const dot = new Mesh(UNIT_SPHERE, m.hollow ? glass(m.tone) : flat(m.tone));
        dot.position.copy(v3(m.P));
        dot.scale.setScalar(size * 0.022);
        group.add(dot);
        break;
      }
      case 'sphere': {
        const ball = new Mesh(UNIT_SPHERE, m.translucent ? glass(m.tone) : solid(m.tone));
        ball.position.copy(v3(m.C));
        ball.scale.setScalar(Math.max(m.r, 1e-9));
        group.add(ball);
        break;
      }
      case 'box': {
        const box = new Mesh(UNIT_BOX, m.translucent ? glass(m.tone) : solid(m.tone));
        box.position.copy(v3(m.center));
        const [u, v, w] = m.axes.map((a) => v3(a).normalize()) as [Vector3, Vector3, Vector3];
        box.quaternion.setFromRotationMatrix(new Matrix4().makeBasis(u, v, w));
        box.scale.set(Math.max(2 * m.half.x, 1e-9), Math.max(2 * m.half.y, 1e-9), Math.max(2 * m.half.z, 1e-9));
        group.add(box);
        break;
      }
      case 'triangle': {
        const geometry = new BufferGeometry();
        geometry.setAttribute(
          'position',
          new Float32BufferAttribute([m.A.x, m.A.y, m.A.z, m.B.x, m.B.y, m.B.z, m.C.x, m.C.y, m.C.z], 3),
        );
        geometry.computeVertexNormals();
        owned.push(geometry);
        const mat = m.translucent
          ? glass(m.tone)
          : material(`two-sided ${m.tone}`, () => new MeshLambertMaterial({ color: color(m.tone), side: DoubleSide }));
        group.add(new Mesh(geometry, mat));
        break;
      }
      case 'capsule': {
        const d = sub(m.B, m.A);
        const geometry = new CapsuleGeometry(Math.max(m.r, 1e-9), length(d), 8, 24);
        owned.push(geometry);
        const capsule = new Mesh(geometry, m.translucent ? glass(m.tone) : solid(m.tone));
        capsule.position.set((m.A.x + m.B.x) / 2, (m.A.y + m.B.y) / 2, (m.A.z + m.B.z) / 2);
        if (length(d) > 0) capsule.quaternion.setFromUnitVectors(Y, v3(d).normalize());
        group.add(capsule);
        break;
      }
      default:
        break;
    }
  }

  for (const h of snapshot.handles) {
    const knob = new Mesh(UNIT_SPHERE, solid(h.tone));
    knob.position.copy(v3(h.at));
    knob.scale.setScalar(size * 0.035);
    group.add(knob);
    // The drop line to the ground tells how high the handle is; its foot, where it stands.
    const foot = { ...h.at, y: snapshot.ground };
    if (Math.abs(h.at.y - snapshot.ground) > 1e-9) line(h.at, foot, 'muted', true, lineR * 0.6);
    const mark = new Mesh(UNIT_CYLINDER, flat('muted'));
    mark.position.copy(v3(foot));
    mark.scale.set(size * 0.025, size * 0.002, size * 0.025);
    group.add(mark);
  }

  if (snapshot.view.grid && snapshot.bounds) {
    const { min, max } = snapshot.bounds;
    const span = Math.max(max.x - min.x, max.z - min.z, 2);
    const cell = Math.max(1, Math.round(span / 8));
    const n = 2 * (Math.ceil(span / cell / 2) + 1);
    const grid = new GridHelper(n * cell, n, color('muted'), color('muted'));
    grid.material.dispose();
    let gridMaterial = gridMaterials.get(palette);
    if (!gridMaterial) {
      gridMaterial = new LineBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.3, depthWrite: false });
      gridMaterials.set(palette, gridMaterial);
      materials.set('grid', gridMaterial);
    }
    grid.material = gridMaterial;
    grid.position.set(Math.round((min.x + max.x) / 2), snapshot.ground, Math.round((min.z + max.z) / 2));
    owned.push(grid.geometry);
    group.add(grid);
  }

  return {
    group,
    dispose: () => {
      for (const o of owned) o.dispose();
    },
  };
}

function describeHandle(h: Handle3Snapshot): string {
  return `${h.label} at (${formatNumber(h.at.x)}, ${formatNumber(h.at.y)}, ${formatNumber(h.at.z)})`;
}

/** The lit, empty scene every view draws into: an ambient fill and a key light from above left. */
function litScene(): Scene {
  const scene = new Scene();
  scene.add(new AmbientLight(0xffffff, 1.1));
  const sun = new DirectionalLight(0xffffff, 2.2);
  sun.position.set(-0.4, 0.8, 0.45);
  scene.add(sun);
  return scene;
}

const newRenderer = () => new WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
let spare: WebGLRenderer | null = null;
let taken = false;

/**
 * Prepares a renderer while the page is idle: its WebGL context and the shader programs of
 * the kit's materials. Both take a software renderer a good part of the first frame's time;
 * done ahead, the first figure to come into view only draws.
 */
export function warm(): void {
  // Once a view has its renderer, a spare would only hold a WebGL context for nothing.
  if (spare || taken) return;
  spare = newRenderer();
  const scene = litScene();
  for (const material of [
    new MeshLambertMaterial(),
    new MeshLambertMaterial({ side: DoubleSide, transparent: true }),
    new MeshBasicMaterial(),
  ]) {
    scene.add(new Mesh(UNIT_SPHERE, material));
  }
  const grid = new GridHelper(2, 2);
  grid.material.dispose();
  grid.material = new LineBasicMaterial({ vertexColors: true, transparent: true });
  scene.add(grid);
  spare.compile(scene, new PerspectiveCamera(FOV, 1, 0.1, 10));
  scene.traverse((o) => {
    if (o instanceof Mesh || o instanceof GridHelper) (o.material as Material).dispose();
  });
  grid.geometry.dispose();
}

function takeRenderer(): WebGLRenderer {
  const r = spare ?? newRenderer();
  spare = null;
  taken = true;
  return r;
}

export default function View3D({
  snapshot,
  palette,
  onMove,
  onMoveEnd,
  onActiveHandle,
  ring = null,
  onFirstFrame,
  title,
}: View3DProps): ReactNode {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const height = snapshot.view.height;
  const [orbit, setOrbit] = useState<Orbit | null>(null);
  const three = useRef<{ renderer: WebGLRenderer; scene: Scene; camera: PerspectiveCamera } | null>(null);
  const built = useRef<{ snapshot: Snapshot3; palette: Palette; group: Group; dispose: () => void } | null>(null);
  // Materials live as long as the colours do: a drag rebuilds the meshes, not the shaders' inputs.
  const materials = useRef<{ palette: Palette; map: Map<string, Material> } | null>(null);
  const firstFrame = useRef(false);
  const onFirst = useRef(onFirstFrame);
  useEffect(() => {
    onFirst.current = onFirstFrame;
  });

  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      setWidth(el.clientWidth);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, []);
  // The first width at once, not a frame later from the observer: the first frame is sooner.
  useLayoutEffect(() => {
    setWidth(wrapRef.current?.clientWidth ?? 0);
  }, []);

  // The framing is made once the width is known, and again only on "Reset view"; it follows
  // the bounds the figure fixed on its first run, not every drag.
  const { bounds, ground } = snapshot;
  const home = useMemo(
    () => (width > 0 ? initialOrbit({ bounds, ground }, width, height) : null),
    [bounds, ground, width, height],
  );
  const view = orbit ?? home;
  const cam: Camera | null = view && width > 0 ? cameraOf(view, width, height) : null;
  const sceneSize = home ? home.distance * Math.sin((FOV * Math.PI) / 360) : 1;

  useLayoutEffect(() => {
    const host = canvasHost.current;
    if (!host || !cam || !view) return;
    const t0 = performance.now();
    if (!three.current) {
      const renderer = takeRenderer();
      renderer.domElement.className = styles.canvas ?? '';
      renderer.domElement.setAttribute('aria-hidden', 'true');
      host.appendChild(renderer.domElement);
      three.current = { renderer, scene: litScene(), camera: new PerspectiveCamera(FOV, 1, 0.01, 1000) };
    }
    const { renderer, scene, camera } = three.current;
    renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    renderer.setSize(width, height);
    if (built.current?.snapshot !== snapshot || built.current.palette !== palette) {
      if (built.current) {
        scene.remove(built.current.group);
        built.current.dispose();
      }
      if (materials.current?.palette !== palette) {
        for (const m of materials.current?.map.values() ?? []) m.dispose();
        materials.current = { palette, map: new Map() };
      }
      const next = buildScene(snapshot, palette, sceneSize, materials.current.map);
      scene.add(next.group);
      built.current = { snapshot, palette, ...next };
    }
    camera.aspect = width / height;
    camera.near = view.distance / 100;
    camera.far = view.distance * 20;
    camera.position.set(cam.eye.x, cam.eye.y, cam.eye.z);
    camera.up.set(0, 1, 0);
    camera.lookAt(view.target.x, view.target.y, view.target.z);
    camera.updateProjectionMatrix();
    renderer.render(scene, camera);
    performance.measure('figure3d-render', { start: t0, end: performance.now() });
    if (!firstFrame.current) {
      firstFrame.current = true;
      onFirst.current();
    }
  });

  useEffect(
    () => () => {
      built.current?.dispose();
      for (const m of materials.current?.map.values() ?? []) m.dispose();
      three.current?.renderer.domElement.remove();
      three.current?.renderer.dispose();
      three.current = null;
    },
    [],
  );

  // Orbit by dragging the background; pinch (two pointers) zooms.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<number | null>(null);
  const minD = home ? home.distance * 0.2 : 0.1;
  const maxD = home ? home.distance * 5 : 100;
  const onStageDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget && !(e.target instanceof HTMLCanvasElement)) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      pinch.current = Math.hypot(a.x - b.x, a.y - b.y);
    }
  };
  const onStageMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(e.pointerId);
    if (!last || !view) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      setOrbit(zoomBy(view, pinch.current / Math.max(d, 1), minD, maxD));
      pinch.current = d;
    } else if (pointers.current.size === 1) {
      setOrbit(orbitBy(view, e.clientX - last.x, e.clientY - last.y));
    }
  };
  const onStageUp = (e: React.PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  // The wheel zooms; React's wheel listener is passive, so it could not keep the page still.
  const zoom = useRef<(e: WheelEvent) => void>(() => undefined);
  useEffect(() => {
    zoom.current = (e: WheelEvent) => {
      if (!view) return;
      e.preventDefault();
      setOrbit(zoomBy(view, Math.exp(e.deltaY * 0.0015), minD, maxD));
    };
  });
  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return;
    const listener = (e: WheelEvent) => {
      zoom.current(e);
    };
    el.addEventListener('wheel', listener, { passive: false });
    return () => {
      el.removeEventListener('wheel', listener);
    };
  }, []);

  const onStageKey = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || !view) return;
    const turn = 15;
    let next: Orbit | null = null;
    if (e.key === 'ArrowLeft') next = orbitBy(view, -turn, 0);
    else if (e.key === 'ArrowRight') next = orbitBy(view, turn, 0);
    else if (e.key === 'ArrowUp') next = orbitBy(view, 0, turn);
    else if (e.key === 'ArrowDown') next = orbitBy(view, 0, -turn);
    else if (e.key === '+' || e.key === '=') next = zoomBy(view, 0.85, minD, maxD);
    else if (e.key === '-') next = zoomBy(view, 1 / 0.85, minD, maxD);
    else if (e.key === '0' || e.key === 'Home') next = home;
    if (!next) return;
    e.preventDefault();
    setOrbit(next);
  };

  // Handles: a drag moves in the handle's plane (or along its axis) as the camera sees it at the grab.
  const drag = useRef<{ name: string; pointerId: number; start: Vec3; from: [number, number]; cam: Camera } | null>(
    null,
  );
  const local = (e: React.PointerEvent): [number, number] => {
    const rect = wrapRef.current?.getBoundingClientRect();
    return [e.clientX - (rect?.left ?? 0), e.clientY - (rect?.top ?? 0)];
  };
  const onHandleDown = (h: Handle3Snapshot) => (e: React.PointerEvent<HTMLDivElement>) => {
    if (!cam) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    drag.current = { name: h.name, pointerId: e.pointerId, start: h.at, from: local(e), cam };
  };
  const onHandleMove = (h: Handle3Snapshot) => (e: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d?.name !== h.name || d.pointerId !== e.pointerId) return;
    e.stopPropagation();
    const to = dragPoint(d.cam, d.start, h.constraint, d.from, local(e));
    if (to) onMove({ name: h.name, point: { x: snap(to.x, h.step), y: snap(to.y, h.step), z: snap(to.z, h.step) } });
  };
  const onHandleUp = (e: React.PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== e.pointerId) return;
    drag.current = null;
    onMoveEnd?.();
    // A finger's drag leaves no focus ring behind on the handle (a keyboard's focus stays).
    if (e.pointerType === 'touch') e.currentTarget.blur();
  };
  const onHandleKey = (h: Handle3Snapshot) => (e: React.KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? h.step * 10 : e.altKey ? h.step / 10 : h.step;
    const by = keyStep(e.key, step);
    if (!by) return;
    e.preventDefault();
    e.stopPropagation();
    onMove({ name: h.name, by });
  };

  // Bound handles: tell the cell which handle the reader is on, to highlight its code.
  const [focused, setFocused] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const activeHandle = focused ?? hovered;
  const reportActive = useRef(onActiveHandle);
  useEffect(() => {
    reportActive.current = onActiveHandle;
  });
  useEffect(() => {
    reportActive.current?.(activeHandle);
  }, [activeHandle]);

  const helpId = useId();
  const labels = cam ? labelsOf(snapshot) : [];
  const moved = orbit !== null;
  const resetView = useCallback(() => {
    setOrbit(null);
  }, []);

  return (
    <div
      ref={wrapRef}
      className={styles.view}
      style={{ height }}
      tabIndex={0}
      role="group"
      aria-label={`3D view of: ${title}`}
      aria-describedby={helpId}
      onPointerDown={onStageDown}
      onPointerMove={onStageMove}
      onPointerUp={onStageUp}
      onPointerCancel={onStageUp}
      onKeyDown={onStageKey}
      data-view3d=""
    >
      <div ref={canvasHost} />
      <span id={helpId} hidden>
        Drag the background or use the arrow keys to turn the view; the wheel, a pinch or + and − zoom; 0 resets it.
        Handles: arrow keys move along x and y, Page Up and Page Down along z.
      </span>
      {cam &&
        labels.map((l, i) => {
          const p = project(cam, l.P);
          if (p.depth <= 0) return null;
          return (
            <span
              key={i}
              className={styles.label}
              style={{ transform: `translate(${p.x + 9}px, ${p.y - 9}px) translateY(-100%)`, color: palette[l.tone] }}
              aria-hidden="true"
            >
              {l.text}
            </span>
          );
        })}
      {cam &&
        snapshot.handles.map((h) => {
          const p = project(cam, h.at);
          return (
            <div
              key={h.name}
              className={styles.handle}
              style={{ transform: `translate(${p.x}px, ${p.y}px)` }}
              tabIndex={0}
              role="slider"
              aria-roledescription="draggable point in 3D"
              aria-label={`Point ${h.label}`}
              aria-valuetext={describeHandle(h)}
              aria-valuenow={h.at.x}
              aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown PageUp PageDown"
              aria-describedby={helpId}
              data-handle={h.name}
              data-ringed={ring === h.name || undefined}
              onPointerDown={onHandleDown(h)}
              onPointerMove={onHandleMove(h)}
              onPointerUp={onHandleUp}
              onPointerCancel={onHandleUp}
              onKeyDown={onHandleKey(h)}
              onKeyUp={onMoveEnd}
              onPointerEnter={() => {
                setHovered(h.name);
              }}
              onPointerLeave={() => {
                setHovered(null);
              }}
              onFocus={() => {
                setFocused(h.name);
              }}
              onBlur={() => {
                setFocused(null);
                onMoveEnd?.();
              }}
            />
          );
        })}
      {moved && (
        <button
          type="button"
          className={styles.resetView}
          onClick={resetView}
          onPointerDown={(e) => {
            e.stopPropagation();
          }}
          data-reset-view=""
        >
          Reset view
        </button>
      )}
    </div>
  );
}
