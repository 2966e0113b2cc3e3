import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { FigureView } from './FigureView';
import { applyMove, FigureSession, type Figure, type HandleMove, type Snapshot, type ViewOptions } from './scene';
import styles from './styles.module.css';

export { applyMove, Figure, FigureError, FigureSession, formatNumber } from './scene';
export type { HandleMove, HandlePoint, Point2, Snapshot, Tone, ViewOptions } from './scene';
export { FigureView, StaticFigure } from './FigureView';

/**
 * Coalesces handle moves into one re-run per animation frame: pointer events can arrive
 * faster than the screen refreshes, and each run redraws the whole figure. The run's
 * update is committed inside that frame (so the figure under the pointer is never a frame
 * late), and its cost — run, render and paint — goes to `measured` if given.
 */
export function useFrameScheduler(rerun: () => void, measured?: (ms: number) => void): () => void {
  const frame = useRef<number | null>(null);
  const latest = useRef({ rerun, measured });
  useEffect(() => {
    latest.current = { rerun, measured };
  });
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );
  return useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const t0 = performance.now();
      flushSync(latest.current.rerun);
      latest.current.measured?.(performance.now() - t0);
    });
  }, []);
}

interface DiagramProps extends ViewOptions {
  /** Draws the figure; runs again whenever a handle moves. */
  draw: (fig: Figure) => void;
}

interface DiagramState {
  snapshot: Snapshot;
  error: string | null;
}

function runDraw(session: FigureSession, draw: DiagramProps['draw'], options: ViewOptions): DiagramState {
  session.begin();
  const fig = session.figure(options);
  let error: string | null = null;
  try {
    draw(fig);
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const [snapshot] = session.finish();
  if (!snapshot) throw new Error('Diagram: the figure was not recorded');
  return { snapshot, error };
}

/**
 * A figure in MDX: `<Diagram draw={(fig) => { … }} />`, with the same drawing API as
 * `figure()` in live code. Rendered as SVG on the server, then as a canvas with handles.
 */
export function Diagram({ draw, ...options }: DiagramProps): ReactNode {
  const [s] = useState(() => new FigureSession());
  const [state, setState] = useState(() => runDraw(s, draw, options));
  const schedule = useFrameScheduler(() => {
    setState(runDraw(s, draw, options));
  });
  const [moved, setMoved] = useState(false);
  const onMove = useCallback(
    (move: HandleMove) => {
      applyMove(s, 0, move);
      // Stepping through or switching is reading, not moving: no Reset for it.
      if (!('choice' in move)) setMoved(true);
      schedule();
    },
    [s, schedule],
  );
  const reset = () => {
    s.reset();
    setMoved(false);
    setState(runDraw(s, draw, options));
  };
  return (
    <div className={styles.diagram}>
      <FigureView
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

export default Diagram;
