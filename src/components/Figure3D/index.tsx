import React, { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode } from '@docusaurus/theme-common';
import { readPalette, type Palette } from '../Diagram/canvas-painter';
import { Controls } from '../Diagram/Controls';
import { Readouts } from '../Diagram/FigureView';
import { useFrameScheduler } from '../Diagram';
import type { HandleMove } from '../Diagram/scene';
import { layout3, type Shape } from './layout';
import {
  applyMove3,
  Figure3Store,
  run3,
  type Figure3D,
  type Move3,
  type Snapshot3,
  type View3Options,
} from './scene3d';
import styles from './styles.module.css';

export { Figure3D, Figure3Store, applyMove3, run3 } from './scene3d';
export type { Move3, Point3, Snapshot3, View3Options } from './scene3d';

// three.js and the view that uses it are their own chunk: a page without a 3D figure never loads them.
// Not React.lazy: React throttles the reveal of suspended content (~300 ms), which would
// delay the first frame even when the chunk is already here.
const loadView = () => import('./View3D');
type View3DComponent = Awaited<ReturnType<typeof loadView>>['default'];

/**
 * A page with a 3D figure fetches the chunk once the page is idle, after it has loaded: by
 * the time the reader scrolls to the figure, its first frame costs only the drawing.
 */
function prefetchWhenIdle(): () => void {
  const load = () => {
    void loadView().then((m) => {
      // Then the renderer, in the next idle moment: it is the heavier part.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(m.warm, { timeout: 1000 });
      else setTimeout(m.warm, 200);
    });
  };
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 500 });
    return () => {
      cancelIdleCallback(id);
    };
  }
  const id = setTimeout(load, 500);
  return () => {
    clearTimeout(id);
  };
}

const STATIC_WIDTH = 640;

/** Can this browser draw WebGL at all? Asked once, without three.js (which would log an error). */
let webgl: boolean | null = null;
function hasWebGL(): boolean {
  if (webgl === null) {
    try {
      const canvas = document.createElement('canvas');
      webgl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null;
    } catch {
      webgl = false;
    }
  }
  return webgl;
}

function ShapeSvg({ shape, shadeId }: { shape: Shape; shadeId: string }): ReactNode {
  const color = (tone: string) => `var(--hb-fig-${tone})`;
  switch (shape.kind) {
    case 'polygon':
      return (
        <polygon
          points={shape.points.map((v) => v.toFixed(1)).join(' ')}
          fill={color(shape.tone)}
          fillOpacity={shape.alpha}
          // Light shading: darker faces turn away from the light.
          style={{ filter: shape.shade < 1 ? `brightness(${shape.shade.toFixed(2)})` : undefined }}
        />
      );
    case 'disc':
      return (
        <>
          <circle
            cx={shape.x.toFixed(1)}
            cy={shape.y.toFixed(1)}
            r={shape.r.toFixed(1)}
            fill={color(shape.tone)}
            fillOpacity={shape.alpha}
          />
          {shape.r > 12 && (
            <circle cx={shape.x.toFixed(1)} cy={shape.y.toFixed(1)} r={shape.r.toFixed(1)} fill={`url(#${shadeId})`} />
          )}
        </>
      );
    case 'line':
      return (
        <polyline
          points={shape.points.map((v) => v.toFixed(1)).join(' ')}
          fill="none"
          stroke={color(shape.tone)}
          strokeWidth={shape.width}
          strokeOpacity={shape.alpha}
          strokeDasharray={shape.dashed ? '5 4' : undefined}
          strokeLinecap="round"
        />
      );
    default:
      return (
        <text x={shape.x.toFixed(1)} y={shape.y.toFixed(1)} fill={color(shape.tone)} className={styles.svgLabel}>
          {shape.text}
        </text>
      );
  }
}

/** The initial view as SVG: the page before JavaScript, and the fallback without WebGL. */
export function StaticFigure3({ snapshot }: { snapshot: Snapshot3 }): ReactNode {
  const height = snapshot.view.height;
  const shadeId = `hb3-shade-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const shapes = layout3(snapshot, STATIC_WIDTH, height);
  return (
    <svg
      className={styles.static}
      viewBox={`0 0 ${STATIC_WIDTH} ${height}`}
      role="img"
      aria-label={snapshot.view.title ?? '3D figure'}
      data-static-figure3d=""
    >
      <defs>
        {/* A highlight up and left, where the light comes from: curved surfaces read as curved. */}
        <radialGradient id={shadeId} cx="0.35" cy="0.3" r="0.75">
          <stop offset="0" stopColor="#fff" stopOpacity="0.45" />
          <stop offset="0.6" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.25" />
        </radialGradient>
      </defs>
      {shapes.map((s, i) => (
        <ShapeSvg key={i} shape={s} shadeId={shadeId} />
      ))}
    </svg>
  );
}

interface Figure3DViewProps {
  snapshot: Snapshot3;
  onMove: (move: Move3) => void;
  /** A handle's drag or key move ended (a live cell then writes it into its code). */
  onMoveEnd?: (() => void) | undefined;
  /** The handle the reader is on, or null (a live cell marks the code it is bound to). */
  onActiveHandle?: ((name: string | null) => void) | undefined;
  /** A handle to ring: the reader's caret is in its numbers. */
  ring?: string | null | undefined;
  stale?: boolean;
  onReset?: (() => void) | undefined;
}

/**
 * A 3D figure on the page: the static SVG until the figure nears the screen, then the
 * three.js view over it once its first frame is drawn. Without WebGL, the SVG and a note.
 */
export function Figure3DView({
  snapshot,
  onMove,
  onMoveEnd,
  onActiveHandle,
  ring,
  stale = false,
  onReset,
}: Figure3DViewProps): ReactNode {
  const isBrowser = useIsBrowser();
  const stageRef = useRef<HTMLDivElement>(null);
  const [View3D, setView] = useState<View3DComponent | null>(null);
  const [drawn, setDrawn] = useState(false);
  const { colorMode } = useColorMode();
  const [palette, setPalette] = useState<{ mode: string; colors: Palette } | null>(null);
  const title = snapshot.view.title ?? '3D figure';
  const canDraw = isBrowser && hasWebGL();

  useEffect(() => (canDraw ? prefetchWhenIdle() : undefined), [canDraw]);

  useEffect(() => {
    const el = stageRef.current;
    if (!el || !canDraw) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void loadView().then((m) => {
            setView(() => m.default);
          });
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, [canDraw]);

  useEffect(() => {
    const el = stageRef.current;
    if (el && palette?.mode !== colorMode) setPalette({ mode: colorMode, colors: readPalette(el) });
  }, [colorMode, palette]);

  const onFirstFrame = useCallback(() => {
    // For the browser test's first-frame time, from scrolling the figure into view.
    performance.mark('figure3d-first-frame');
    setDrawn(true);
  }, []);

  return (
    <figure className={styles.figure} data-stale={stale || undefined} data-figure3d={drawn ? 'drawn' : 'static'}>
      <div ref={stageRef} className={styles.stage} style={{ height: snapshot.view.height }}>
        {!drawn && <StaticFigure3 snapshot={snapshot} />}
        {View3D && palette && (
          <div className={drawn ? styles.layer : styles.hiddenLayer}>
            <View3D
              snapshot={snapshot}
              palette={palette.colors}
              onMove={onMove}
              onMoveEnd={onMoveEnd}
              onActiveHandle={onActiveHandle}
              ring={ring}
              onFirstFrame={onFirstFrame}
              title={title}
            />
          </div>
        )}
      </div>
      {isBrowser && !canDraw && (
        <p className={styles.note} role="note" data-webgl-missing="">
          This browser cannot draw 3D (WebGL is off or missing), so the figure shows its starting view as a still
          picture.
        </p>
      )}
      {isBrowser && onReset && (
        <button type="button" className={styles.reset} onClick={onReset} data-figure-reset="">
          Reset figure
        </button>
      )}
      <Controls
        controls={snapshot.controls}
        title={title}
        {...(isBrowser
          ? {
              onMove: (m: HandleMove) => {
                if ('choice' in m) onMove({ name: m.name, choice: m.choice });
              },
            }
          : {})}
      />
      <Readouts snapshot={snapshot} />
    </figure>
  );
}

interface Diagram3DProps extends View3Options {
  /** Draws the figure; runs again whenever a handle moves or a control changes. */
  draw: (fig: Figure3D) => void;
}

/** A 3D figure in MDX: `<Diagram3D draw={(fig) => { … }} />`, the API of `<Diagram>` in space. */
export function Diagram3D({ draw, ...options }: Diagram3DProps): ReactNode {
  const [store] = useState(() => new Figure3Store());
  const [state, setState] = useState(() => run3(store, draw, options));
  const measure = useCallback((ms: number) => {
    // For the browser test's frame times: a handle move's run, React update and WebGL draw.
    performance.measure('figure3d-frame', { start: performance.now() - ms, duration: ms });
  }, []);
  const schedule = useFrameScheduler(() => {
    setState(run3(store, draw, options));
  }, measure);
  const [moved, setMoved] = useState(false);
  const onMove = useCallback(
    (move: Move3) => {
      applyMove3(store, move);
      if (!('choice' in move)) setMoved(true);
      schedule();
    },
    [store, schedule],
  );
  const reset = () => {
    store.reset();
    setMoved(false);
    setState(run3(store, draw, options));
  };
  return (
    <div className={styles.diagram}>
      <Figure3DView
        snapshot={state.snapshot}
        onMove={onMove}
        stale={state.error !== null}
        onReset={moved ? reset : undefined}
      />
      {state.error !== null && (
        <p className={styles.error} role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}

export default Diagram3D;
