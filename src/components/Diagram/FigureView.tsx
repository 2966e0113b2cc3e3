import React, { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode } from '@docusaurus/theme-common';
import { CanvasPainter, readPalette, type Palette } from './canvas-painter';
import { Controls } from './Controls';
import {
  fitView,
  HANDLE_INSET,
  handleBounds,
  handlePx,
  isSymbol,
  paintSnapshot,
  toPx,
  toWorld,
  type View,
} from './paint';
import { formatNumber, type HandleMove, type HandleSnapshot, type Snapshot } from './scene';
import { SvgPainter } from './svg-painter';
import styles from './styles.module.css';

const STATIC_WIDTH = 640;

// useLayoutEffect warns during server rendering; the static figure needs no effect there.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Drags land on multiples of a tenth of the handle's step (the store drops float dust). */
function snap(v: number, step: number): number {
  const q = step / 10;
  return Math.round(v / q) * q;
}

function describeHandle(h: HandleSnapshot): string {
  if (h.radius) return `${h.label} = ${formatNumber(h.radius.value)}`;
  return `${h.label} at (${formatNumber(h.at.x)}, ${formatNumber(h.at.y)})`;
}

/** The figure as SVG: what the page shows before JavaScript runs. */
export function StaticFigure({ snapshot }: { snapshot: Snapshot }): ReactNode {
  const height = snapshot.view.height;
  const view = fitView(snapshot, STATIC_WIDTH, height);
  const painter = new SvgPainter();
  paintSnapshot(painter, view, snapshot);
  return (
    <svg
      className={styles.static}
      viewBox={`0 0 ${STATIC_WIDTH} ${height}`}
      role="img"
      aria-label={snapshot.view.title ?? 'Figure'}
      data-static-figure=""
    >
      {painter.elements}
    </svg>
  );
}

export function Readouts({ snapshot }: { snapshot: Pick<Snapshot, 'readouts'> }): ReactNode {
  if (snapshot.readouts.length === 0) return null;
  return (
    <dl className={styles.readouts} data-readouts="">
      {snapshot.readouts.map((r) => (
        <div key={r.name} className={styles.readout}>
          <dt className={isSymbol(r.name) ? styles.symbol : undefined}>{r.name}</dt>
          <dd data-readout={r.name}>{r.text}</dd>
        </div>
      ))}
    </dl>
  );
}

interface FigureViewProps {
  snapshot: Snapshot;
  /** Called for each handle move; the owner updates the handle and re-runs the figure's code. */
  onMove: (move: HandleMove) => void;
  /** Dims the figure (its code failed on the last run and this is the last good picture). */
  stale?: boolean;
  /** When given, a Reset button puts the handles back (figures outside a cell, once moved). */
  onReset?: () => void;
  // Handles bound to code (live cells, see LiveCell/bindings.ts):
  /** A drag ended, or a key that moved a handle was released: the move is complete. */
  onMoveEnd?: () => void;
  /** The handle the reader points at, focuses or drags (null when none). */
  onActiveHandle?: (name: string | null) => void;
  /** A handle to ring, as if active: the reader's caret is in the code it is bound to. */
  ring?: string | null;
}

/**
 * The interactive figure: a HiDPI canvas that follows the colour mode, with a focusable,
 * draggable element over each handle. Before hydration it is the static SVG.
 */
export function FigureView({
  snapshot,
  onMove,
  stale = false,
  onReset,
  onMoveEnd,
  onActiveHandle,
  ring = null,
}: FigureViewProps): ReactNode {
  // Until hydration the figure is the static SVG the server rendered; then the canvas.
  const isBrowser = useIsBrowser();
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState<string | null>(null);
  const [fontsReady, setFontsReady] = useState(0);
  const { colorMode } = useColorMode();
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const palette = useRef<{ mode: string; colors: Palette } | null>(null);
  // A point keeps its grab offset; a radius changes by how far the pointer moves to or from the centre.
  const drag = useRef<{ name: string; pointerId: number; dx: number; dy: number; r0: number; d0: number } | null>(null);
  const height = snapshot.view.height;

  useEffect(() => {
    const el = wrapRef.current;
    if (!el) return;
    // The observer reports the first size at once, and every change of the column's width.
    const observer = new ResizeObserver(() => {
      setWidth(el.clientWidth);
    });
    observer.observe(el);
    let alive = true;
    // Labels use KaTeX's math font; repaint once it has loaded.
    void document.fonts.ready.then(() => {
      if (alive) setFontsReady((n) => n + 1);
    });
    return () => {
      alive = false;
      observer.disconnect();
    };
  }, []);

  const view: View | null = width > 0 ? fitView(snapshot, width, height) : null;

  useIsomorphicLayoutEffect(() => {
    const canvas = canvasRef.current;
    const wrap = wrapRef.current;
    if (!canvas || !wrap || !view) return;
    if (palette.current?.mode !== colorMode) palette.current = { mode: colorMode, colors: readPalette(wrap) };
    const dpr = window.devicePixelRatio || 1;
    const w = Math.round(view.width * dpr);
    const h = Math.round(view.height * dpr);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, view.width, view.height);
    paintSnapshot(new CanvasPainter(ctx, palette.current.colors), view, snapshot, active ?? ring);
  }, [snapshot, view, colorMode, active, ring, fontsReady]);

  // Bound handles: tell the cell which handle the reader is on, to highlight its code.
  const [hovered, setHovered] = useState<string | null>(null);
  const activeHandle = active ?? hovered;
  const reportActive = useRef(onActiveHandle);
  useEffect(() => {
    reportActive.current = onActiveHandle;
  });
  useEffect(() => {
    reportActive.current?.(activeHandle);
  }, [activeHandle]);

  const worldAt = useCallback(
    (e: React.PointerEvent): { x: number; y: number } | null => {
      const el = wrapRef.current;
      if (!el || !view) return null;
      const rect = el.getBoundingClientRect();
      return toWorld(view, e.clientX - rect.left, e.clientY - rect.top);
    },
    [view],
  );

  const move = useCallback(
    (h: HandleSnapshot, pointer: { x: number; y: number }) => {
      const d = drag.current;
      if (!view || !d) return;
      if (h.radius) {
        const { center } = h.radius;
        const r = d.r0 + Math.hypot(pointer.x - center.x, pointer.y - center.y) - d.d0;
        onMove({ name: h.name, radius: snap(Math.max(0, r), h.step) });
        return;
      }
      // A point dragged off the figure would be lost: keep it inside the edges.
      const [px, py] = toPx(view, { x: pointer.x + d.dx, y: pointer.y + d.dy });
      const to = toWorld(
        view,
        Math.min(Math.max(px, HANDLE_INSET), view.width - HANDLE_INSET),
        Math.min(Math.max(py, HANDLE_INSET), view.height - HANDLE_INSET),
      );
      onMove({ name: h.name, point: { x: snap(to.x, h.step), y: snap(to.y, h.step) } });
    },
    [onMove, view],
  );

  const onPointerDown = (h: HandleSnapshot) => (e: React.PointerEvent<HTMLDivElement>) => {
    const p = worldAt(e);
    if (!p || !view) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    e.currentTarget.focus();
    // Relative to where the handle is drawn, so it does not jump under the finger.
    const [hx, hy] = handlePx(view, h);
    const at = toWorld(view, hx, hy);
    const center = h.radius?.center ?? at;
    drag.current = {
      name: h.name,
      pointerId: e.pointerId,
      dx: at.x - p.x,
      dy: at.y - p.y,
      r0: h.radius?.value ?? 0,
      d0: Math.hypot(p.x - center.x, p.y - center.y),
    };
    setActive(h.name);
  };

  const onPointerMove = (h: HandleSnapshot) => (e: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d?.name !== h.name || d.pointerId !== e.pointerId) return;
    const p = worldAt(e);
    if (p) move(h, p);
  };

  const endDrag = (e: React.PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === e.pointerId) {
      drag.current = null;
      setActive(null);
      onMoveEnd?.();
      // A finger's drag leaves no focus ring behind on the handle (a keyboard's focus stays).
      if (e.pointerType === 'touch') e.currentTarget.blur();
    }
  };

  const onKeyDown = (h: HandleSnapshot) => (e: React.KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? h.step * 10 : e.altKey ? h.step / 10 : h.step;
    let dx = 0;
    let dy = 0;
    if (e.key === 'ArrowLeft') dx = -step;
    else if (e.key === 'ArrowRight') dx = step;
    else if (e.key === 'ArrowUp') dy = step;
    else if (e.key === 'ArrowDown') dy = -step;
    else if (e.key === 'PageUp') dy = step * 10;
    else if (e.key === 'PageDown') dy = -step * 10;
    else if (h.radius && (e.key === 'Home' || e.key === 'End')) {
      e.preventDefault();
      onMove({ name: h.name, radius: e.key === 'Home' ? h.radius.min : h.radius.max });
      return;
    } else return;
    e.preventDefault();
    // Relative moves: presses that arrive faster than frames are drawn all count.
    if (h.radius) onMove({ name: h.name, radiusBy: dx + dy });
    else onMove({ name: h.name, by: { x: dx, y: dy }, ...(view ? { within: handleBounds(view) } : {}) });
  };

  // While a reader moves a handle by keyboard or screen reader, the readouts are read out
  // once the values settle, not at every step.
  const readoutText = snapshot.readouts.map((r) => `${r.name} = ${r.text}`).join('; ');
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (active === null || readoutText === '') return;
    const timer = setTimeout(() => {
      setAnnouncement(readoutText);
    }, 600);
    return () => {
      clearTimeout(timer);
    };
  }, [readoutText, active]);

  const title = snapshot.view.title ?? 'Interactive figure';
  const titleId = useId();

  return (
    <figure className={styles.figure} data-stale={stale || undefined}>
      <div ref={wrapRef} className={styles.stage} style={{ height }} data-figure="">
        {!isBrowser || !view ? (
          <StaticFigure snapshot={snapshot} />
        ) : (
          <>
            <canvas ref={canvasRef} className={styles.canvas} style={{ height }} role="img" aria-label={title} />
            <span id={titleId} hidden>
              {`Handle of the figure: ${title}. Arrow keys move it; Shift for bigger steps, Alt for smaller.`}
            </span>
            {snapshot.handles.map((h) => {
              const [x, y] = handlePx(view, h);
              return (
                <div
                  key={h.name}
                  className={styles.handle}
                  // Tab order follows the code; points are stacked over radius handles.
                  style={{ transform: `translate(${x}px, ${y}px)`, zIndex: h.radius ? 1 : 2 }}
                  tabIndex={0}
                  role="slider"
                  aria-roledescription={h.radius ? 'radius handle' : 'draggable point'}
                  aria-label={h.radius ? `Radius ${h.label}` : `Point ${h.label}`}
                  aria-valuetext={describeHandle(h)}
                  aria-valuenow={h.radius ? h.radius.value : h.at.x}
                  {...(h.radius ? { 'aria-valuemin': h.radius.min, 'aria-valuemax': h.radius.max } : {})}
                  aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown PageUp PageDown"
                  aria-describedby={titleId}
                  data-handle={h.name}
                  onPointerDown={onPointerDown(h)}
                  onPointerMove={onPointerMove(h)}
                  onPointerUp={endDrag}
                  onPointerCancel={endDrag}
                  onKeyDown={onKeyDown(h)}
                  onKeyUp={onMoveEnd}
                  onPointerEnter={() => {
                    setHovered(h.name);
                  }}
                  onPointerLeave={() => {
                    setHovered(null);
                  }}
                  onFocus={() => {
                    setActive(h.name);
                  }}
                  onBlur={() => {
                    if (!drag.current) setActive(null);
                    onMoveEnd?.();
                  }}
                  data-ringed={ring === h.name || undefined}
                />
              );
            })}
          </>
        )}
      </div>
      {isBrowser && onReset && (
        <button
          type="button"
          className={styles.reset}
          onClick={() => {
            onReset();
            // The button goes away with the moves it undid: hand the focus to the figure's first handle.
            wrapRef.current?.querySelector<HTMLElement>('[data-handle]')?.focus();
          }}
          aria-label={`Reset the handles of: ${title}`}
          data-figure-reset=""
        >
          Reset figure
        </button>
      )}
      <Controls controls={snapshot.controls} title={title} {...(isBrowser ? { onMove } : {})} />
      <Readouts snapshot={snapshot} />
      <div className="hb-visually-hidden" aria-live="polite" data-announcer="">
        {announcement}
      </div>
    </figure>
  );
}
