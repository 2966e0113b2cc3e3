// The diagram kit's model, in Node: what `figure()` records, how handles move and stay
// put, how the view fits, and what a reader is told when they call it wrongly.
import { describe, expect, it } from 'vitest';
import {
  fitView,
  HANDLE_INSET,
  handleBounds,
  handlePx,
  handlesInStackingOrder,
  isSymbol,
  LABEL_CHAR_PX,
  LABEL_LINE_PX,
  MEASURE_CHAR_PX,
  paintSnapshot,
  toPx,
  toWorld,
  type Painter,
  TICK_CHAR_WIDTH,
} from '../../src/components/Diagram/paint';
import { applyMove, FigureSession, formatNumber, niceStep } from '../../src/components/Diagram/scene';

function draw(session: FigureSession, body: (fig: ReturnType<FigureSession['figure']>) => void) {
  session.begin();
  body(session.figure());
  const [snapshot] = session.finish();
  if (!snapshot) throw new Error('no snapshot');
  return snapshot;
}

describe('handles', () => {
  it('return their initial value, then where they were moved, across runs', () => {
    const s = new FigureSession();
    const seen: number[] = [];
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      seen.push(fig.handle('A', { x: 1, y: 2 }).x);
    };
    draw(s, body);
    applyMove(s, 0, { name: 'A', point: { x: 5, y: -1 } });
    draw(s, body);
    expect(seen).toEqual([1, 5]);
  });

  it('apply their constraint to every move', () => {
    const s = new FigureSession();
    const onCircle = (p: { x: number; y: number }) => {
      const k = 2 / Math.hypot(p.x, p.y);
      return { x: p.x * k, y: p.y * k };
    };
    let H = { x: 0, y: 0 };
    let V = { x: 0, y: 0 };
    let C = { x: 0, y: 0 };
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      H = fig.handle('H', { x: 0, y: 1 }, { constrain: 'horizontal' });
      V = fig.handle('V', { x: 1, y: 0 }, { constrain: 'vertical' });
      C = fig.handle('C', { x: 2, y: 0 }, { constrain: onCircle });
    };
    draw(s, body);
    applyMove(s, 0, { name: 'H', point: { x: 3, y: 7 } });
    applyMove(s, 0, { name: 'V', point: { x: 3, y: 7 } });
    applyMove(s, 0, { name: 'C', point: { x: 0, y: 5 } });
    draw(s, body);
    expect(H).toEqual({ x: 3, y: 1, z: 0 });
    expect(V).toEqual({ x: 1, y: 7, z: 0 });
    expect(C).toEqual({ x: 0, y: 2, z: 0 });
  });

  it('keep radii within their bounds and ignore non-numbers', () => {
    const s = new FigureSession();
    let r = 0;
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      r = fig.radius('r', { x: 0, y: 0 }, 2, { min: 0.5, max: 4 });
    };
    draw(s, body);
    applyMove(s, 0, { name: 'r', radius: 9 });
    draw(s, body);
    expect(r).toBe(4);
    applyMove(s, 0, { name: 'r', radius: -3 });
    draw(s, body);
    expect(r).toBe(0.5);
    applyMove(s, 0, { name: 'r', radius: Number.NaN });
    draw(s, body);
    expect(r).toBe(0.5);
  });

  it('count every key press, even several before the figure is drawn again', () => {
    const s = new FigureSession();
    let A = { x: 0, y: 0 };
    let r = 0;
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      A = fig.handle('A', { x: 0, y: 0 });
      r = fig.radius('r', A, 1);
    };
    draw(s, body);
    for (let i = 0; i < 20; i++) applyMove(s, 0, { name: 'A', by: { x: -0.5, y: 0.1 } });
    for (let i = 0; i < 3; i++) applyMove(s, 0, { name: 'r', radiusBy: 0.1 });
    draw(s, body);
    expect(A).toEqual({ x: -10, y: 2, z: 0 });
    expect(r).toBe(1.3);
  });

  it('stay inside the figure when moved with the keyboard, however many presses', () => {
    const s = new FigureSession();
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      fig.handle('A', { x: 0, y: 0 });
    };
    const snapshot = draw(s, body);
    const view = fitView(snapshot, 400, 300);
    const within = handleBounds(view);
    for (let i = 0; i < 50; i++) applyMove(s, 0, { name: 'A', by: { x: 0, y: 10 }, within });
    const A = draw(s, body).handles[0]?.at;
    const [px, py] = toPx(view, { x: A?.x ?? NaN, y: A?.y ?? NaN });
    expect(py).toBeCloseTo(HANDLE_INSET, 9);
    expect(px).toBeCloseTo(200, 9);
  });

  it('of a radius stay reachable: inside the figure, and off their centre when the radius is tiny', () => {
    const s = new FigureSession();
    let r = 0;
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      const S = fig.handle('S', { x: 0, y: 0 });
      r = fig.radius('r', S, 1, { angle: 90 });
    };
    const view = fitView(draw(s, body), 400, 300);
    // Grown until its preferred place (straight up) is above the figure.
    applyMove(s, 0, { name: 'r', radius: (view.height / 2 + 40) / view.scale });
    let snapshot = draw(s, body);
    const handle = (name: string) => snapshot.handles.find((h) => h.name === name);
    const rim = handle('r');
    if (!rim) throw new Error('no radius handle');
    const [x, y] = handlePx(view, rim);
    expect(x).toBeGreaterThanOrEqual(HANDLE_INSET);
    expect(x).toBeLessThanOrEqual(view.width - HANDLE_INSET);
    expect(y).toBeGreaterThanOrEqual(HANDLE_INSET);
    expect(y).toBeLessThanOrEqual(view.height - HANDLE_INSET);
    // …and still on the circle: its distance from S in pixels is r in pixels.
    const [sx, sy] = toPx(view, { x: 0, y: 0 });
    expect(Math.hypot(x - sx, y - sy)).toBeCloseTo(r * view.scale, 6);
    // At radius 0 it sits beside S, not on it, and S is stacked above it.
    applyMove(s, 0, { name: 'r', radius: 0 });
    snapshot = draw(s, body);
    const zero = handle('r');
    if (!zero) throw new Error('no radius handle');
    const [zx, zy] = handlePx(view, zero);
    expect(Math.hypot(zx - sx, zy - sy)).toBeGreaterThanOrEqual(20);
    expect(handlesInStackingOrder(snapshot).map((h) => h.name)).toEqual(['r', 'S']);
  });

  it('refuse a duplicate name, naming it', () => {
    const s = new FigureSession();
    expect(() =>
      draw(s, (fig) => {
        fig.handle('A', { x: 0, y: 0 });
        fig.handle('A', { x: 1, y: 0 });
      }),
    ).toThrow("fig.handle: two handles or switches are named 'A'");
  });
});

describe('step-throughs and switches', () => {
  const labels = ['Walk to C', 'Measure |CS|', 'Half chord'];

  it('return the step shown (from 1) and the option chosen, and keep them across runs', () => {
    const s = new FigureSession();
    const seen: [number, string][] = [];
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      seen.push([fig.steps(labels), fig.choice('Version', ['As in the article', 'Robust'])]);
    };
    const first = draw(s, body);
    expect(first.controls).toEqual([
      { kind: 'steps', name: '#steps', options: labels, value: 0 },
      { kind: 'choice', name: 'Version', options: ['As in the article', 'Robust'], value: 0 },
    ]);
    applyMove(s, 0, { name: '#steps', choice: 2 });
    applyMove(s, 0, { name: 'Version', choice: 1 });
    draw(s, body);
    draw(s, body); // a re-run (a drag) keeps both
    applyMove(s, 0, { name: '#steps', choice: 99 }); // past the end: the last step
    draw(s, body);
    expect(seen).toEqual([
      [1, 'As in the article'],
      [3, 'Robust'],
      [3, 'Robust'],
      [3, 'Robust'],
    ]);
  });

  it('start where `initial` says, and go back to it when the code changes their options or start', () => {
    const s = new FigureSession();
    let options = ['a', 'b', 'c'];
    let initial = 2;
    const run = () => draw(s, (fig) => fig.steps(options, { initial })).controls[0]?.value;
    expect(run()).toBe(1);
    applyMove(s, 0, { name: '#steps', choice: 0 });
    expect(run()).toBe(0);
    initial = 3;
    expect(run()).toBe(2);
    applyMove(s, 0, { name: '#steps', choice: 0 });
    options = ['a', 'b', 'c', 'd'];
    expect(run()).toBe(2);
    const choice = draw(s, (fig) => fig.choice('V', ['x', 'y'], { initial: 'y' })).controls[0];
    expect(choice?.value).toBe(1);
  });

  it('grow the view when a later step draws beyond it, but not while a handle moves', () => {
    const s = new FigureSession();
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      const A = fig.handle('A', { x: 0, y: 0 });
      fig.point({ x: 1, y: 1 });
      if (fig.steps(['near', 'far']) === 2) fig.point({ x: A.x + 10, y: 20 });
    };
    expect(draw(s, body).bounds).toEqual([0, 0, 1, 1]);
    applyMove(s, 0, { name: 'A', point: { x: -5, y: 0 } });
    expect(draw(s, body).bounds).toEqual([0, 0, 1, 1]);
    applyMove(s, 0, { name: '#steps', choice: 1 });
    expect(draw(s, body).bounds).toEqual([-5, 0, 5, 20]);
  });

  it('refuse bad labels, a second step-through and an unknown initial, saying why', () => {
    const s = new FigureSession();
    expect(() => draw(s, (fig) => fig.steps([]))).toThrow(
      'fig.steps: its steps must be a non-empty array of non-empty strings, got []',
    );
    expect(() => draw(s, (fig) => fig.steps(['a', 'a']))).toThrow('fig.steps: its steps must differ from each other');
    expect(() => draw(s, (fig) => fig.steps(['a', 'b'], { initial: 3 }))).toThrow(
      'fig.steps: initial must be a step from 1 to 2, got 3',
    );
    expect(() =>
      draw(s, (fig) => {
        fig.steps(['a']);
        fig.steps(['b']);
      }),
    ).toThrow('fig.steps: a figure has one step-through');
    expect(() => draw(s, (fig) => fig.choice('V', ['x', 'y'], { initial: 'z' as 'x' }))).toThrow(
      "fig.choice: initial must be one of the options of 'V', got 'z'",
    );
    expect(() =>
      draw(s, (fig) => {
        fig.handle('V', { x: 0, y: 0 });
        fig.choice('V', ['x']);
      }),
    ).toThrow("fig.choice: two handles or switches are named 'V'");
  });
});

describe('drawing calls with bad arguments', () => {
  it.each([
    [
      (fig: ReturnType<FigureSession['figure']>) => {
        fig.segment({ x: 0, y: 0 }, { x: Number.NaN, y: 0 });
      },
      'fig.segment: B must be a point {x, y} with finite numbers, got (NaN, 0)',
    ],
    [
      (fig: ReturnType<FigureSession['figure']>) => {
        fig.circle({ x: 0, y: 0 }, -1);
      },
      'fig.circle: r must be >= 0, got -1',
    ],
    [
      (fig: ReturnType<FigureSession['figure']>) => {
        fig.point([1, 2] as never);
      },
      'fig.point: P must be a point {x, y} with finite numbers, got [1,2]',
    ],
    [
      (fig: ReturnType<FigureSession['figure']>) => {
        fig.plane('z' as never, 0);
      },
      "fig.plane: axis must be 'x' or 'y' in a figure of the z = 0 plane, got z",
    ],
    [
      (fig: ReturnType<FigureSession['figure']>) => {
        fig.ray({ x: 0, y: 0 }, { x: 0, y: 0 });
      },
      'fig.ray: d must not be the zero vector',
    ],
  ])('%#: throws a message naming the method and the value', (call, message) => {
    expect(() => draw(new FigureSession(), call)).toThrow(message);
  });
});

describe('the view', () => {
  it('keeps one scale on both axes, so circles stay round, and maps pixels back to the world', () => {
    const snapshot = draw(new FigureSession(), (fig) => {
      fig.circle({ x: 0, y: 0 }, 1);
    });
    const view = fitView(snapshot, 600, 300);
    const [cx, cy] = toPx(view, { x: 0, y: 0 });
    const [rx] = toPx(view, { x: 1, y: 0 });
    const [, ty] = toPx(view, { x: 0, y: 1 });
    expect(rx - cx).toBeCloseTo(cy - ty, 9);
    expect(toWorld(view, 123, 45).x).toBeCloseTo((123 - 300) / view.scale, 9);
  });

  it('holds still while a handle is dragged far away (fitted once)', () => {
    const s = new FigureSession();
    const body = (fig: ReturnType<FigureSession['figure']>) => {
      fig.handle('A', { x: 0, y: 0 });
      fig.point({ x: 4, y: 4 });
    };
    const first = draw(s, body);
    applyMove(s, 0, { name: 'A', point: { x: 100, y: 100 } });
    const second = draw(s, body);
    expect(second.bounds).toEqual(first.bounds);
  });

  it('fits fixed ranges exactly', () => {
    const snapshot = draw(new FigureSession(), (fig) => {
      fig.point({ x: 0, y: 0 });
    });
    snapshot.view.x = [-10, 10];
    snapshot.view.y = [-5, 5];
    const view = fitView(snapshot, 400, 200);
    expect(toPx(view, { x: -10, y: 5 })).toEqual([0, 0]);
    expect(toPx(view, { x: 10, y: -5 })).toEqual([400, 200]);
  });

  // A teacher's review asked whether figure({ x: [-2, 8] }) is held to its range at a wide
  // column (1280 px window: about 850 px) or widened: x alone spans the width exactly, whatever
  // the content; with both ranges the one that does not fill its side is widened about its
  // centre (one scale on both axes), as the options table of "Writing with the notebook" says.
  it('holds x alone to the width exactly, at any width and whatever the content', () => {
    for (const width of [358, 850, 1200]) {
      const snapshot = draw(new FigureSession(), (fig) => {
        fig.point({ x: -40, y: 0 });
        fig.point({ x: 3, y: 30 });
      });
      snapshot.view.x = [-2, 8];
      const view = fitView(snapshot, width, 320);
      expect(toWorld(view, 0, 0).x).toBeCloseTo(-2, 9);
      expect(toWorld(view, width, 0).x).toBeCloseTo(8, 9);
    }
  });

  it('widens the range that does not fill its side when both are given, about its centre', () => {
    const snapshot = draw(new FigureSession(), (fig) => {
      fig.point({ x: 0, y: 0 });
    });
    snapshot.view.x = [-2, 8];
    snapshot.view.y = [-1, 1];
    const view = fitView(snapshot, 850, 320);
    // 10 units across 850 px is 85 px a unit; 2 units down 320 px would be 160: the smaller wins,
    // x is held and y shows 320 / 85 = 3.8 units, centred on 0.
    expect(view.scale).toBeCloseTo(85, 9);
    expect(toWorld(view, 0, 0).x).toBeCloseTo(-2, 9);
    expect(toWorld(view, 850, 0).x).toBeCloseTo(8, 9);
    expect(toWorld(view, 0, 0).y).toBeCloseTo(320 / 2 / view.scale, 9);
  });
});

describe('painting', () => {
  it('draws every mark kind, with arrowheads whose tip lands on the end point', () => {
    const snapshot = draw(new FigureSession(), (fig) => {
      fig.segment({ x: 0, y: 0 }, { x: 4, y: 0 }, { arrow: true, label: 'AB' });
      fig.construction({ x: 0, y: 0 }, { x: 0, y: 3 });
      fig.line({ x: 0, y: 0 }, { x: 1, y: 2 }, { label: 'AB' });
      fig.ray({ x: 0, y: 0 }, { x: 1, y: 1 });
      fig.point({ x: 1, y: 1 }, { label: 'C' });
      fig.circle({ x: 2, y: 2 }, 1, { label: 'S' });
      fig.box({ min: { x: -1, y: -1 }, max: { x: 0, y: 0 } });
      fig.plane('x', 3, { label: 'x = 3' });
      fig.normal({ x: 1, y: 2 }, { x: 0, y: 1 }, { label: 'n' });
      fig.label({ x: 0, y: 0 }, 'origin');
      fig.rightAngle({ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 });
      fig.measure({ x: 0, y: 0 }, { x: 3, y: 4 }, { name: 'AC' });
      fig.measure({ x: 0, y: 0 }, { x: -3, y: -4 }, { name: 'AD', value: -5 });
      fig.handle('A', { x: 0, y: 0 });
      fig.radius('r', { x: 2, y: 2 }, 1);
    });
    const calls: string[] = [];
    const polygons: number[][] = [];
    const texts: string[] = [];
    const painter: Painter = {
      polyline: () => calls.push('polyline'),
      polygon: (pts) => {
        calls.push('polygon');
        polygons.push([...pts]);
      },
      circle: () => calls.push('circle'),
      rect: () => calls.push('rect'),
      text: (_x, _y, t) => {
        calls.push('text');
        texts.push(t);
      },
    };
    const view = fitView(snapshot, 600, 400);
    paintSnapshot(painter, view, snapshot);
    const [bx, by] = toPx(view, { x: 4, y: 0 });
    expect(polygons[0]?.slice(0, 2)).toEqual([bx, by]);
    expect(texts.filter((t) => t === 'AB')).toHaveLength(2);
    expect(texts).toEqual(
      expect.arrayContaining(['AB', 'C', 'S', 'x = 3', 'n', 'origin', '|AC| = 5', 'AD = −5', 'A', 'r']),
    );
    expect(calls).toContain('rect');
  });
});

describe('axis tick labels', () => {
  it('stay inside the figure: a label that centring would cut at an edge is set against it', () => {
    // A view whose edges fall just past ticks: −4 at the left edge, 10 at the right, −2 and 4 at the bottom and top.
    const session = new FigureSession();
    session.begin();
    session.figure({ x: [-4.05, 10.05], y: [-2.05, 4.05] }).segment({ x: -3, y: -2 }, { x: 10, y: 4 });
    const [snapshot] = session.finish();
    if (!snapshot) throw new Error('no snapshot');
    for (const [width, height] of [
      [600, 300],
      [358, 240],
      [300, 200],
    ] as const) {
      const view = fitView(snapshot, width, height);
      const ticks: { x: number; y: number; t: string; align: string; baseline: string }[] = [];
      const painter: Painter = {
        polyline: () => undefined,
        polygon: () => undefined,
        circle: () => undefined,
        rect: () => undefined,
        text: (x, y, t, style) => {
          if (style.size === 11) ticks.push({ x, y, t, align: style.align, baseline: style.baseline });
        },
      };
      paintSnapshot(painter, view, snapshot);
      expect(ticks.length).toBeGreaterThan(4);
      for (const { x, y, t, align, baseline } of ticks) {
        const w = t.length * TICK_CHAR_WIDTH;
        const [left, right] = align === 'center' ? [x - w / 2, x + w / 2] : align === 'right' ? [x - w, x] : [x, x + w];
        expect(left, `${t} at ${x} in ${width}`).toBeGreaterThanOrEqual(0);
        expect(right, `${t} at ${x} in ${width}`).toBeLessThanOrEqual(width);
        if (baseline === 'middle') {
          expect(y - 5.5, t).toBeGreaterThanOrEqual(0);
          expect(y + 5.5, t).toBeLessThanOrEqual(height);
        }
      }
    }
  });
});

describe('labels', () => {
  it('of a handle go where its labelOffset says, so they can dodge another label', () => {
    const snapshot = draw(new FigureSession(), (fig) => {
      fig.handle('A', { x: 0, y: 0 }, { labelOffset: [-20, 12] });
    });
    const view = fitView(snapshot, 400, 300);
    const texts: { x: number; y: number; t: string; align: string }[] = [];
    const painter: Painter = {
      polyline: () => undefined,
      polygon: () => undefined,
      circle: () => undefined,
      rect: () => undefined,
      text: (x, y, t, style) => texts.push({ x, y, t, align: style.align }),
    };
    paintSnapshot(painter, view, { ...snapshot, view: { ...snapshot.view, grid: false, axes: false } });
    const [hx, hy] = toPx(view, { x: 0, y: 0 });
    expect(texts).toEqual([{ x: hx - 20, y: hy + 12, t: 'A', align: 'right' }]);
  });
});

describe('names in labels and readouts', () => {
  it('set symbols in math italic like the formulas, and words upright', () => {
    for (const symbol of ['A', "D'", '|CS|²', 't', 'AD / |AB|', 'n̂']) expect(isSymbol(symbol), symbol).toBe(true);
    for (const word of ['seed', 'distance', 'hit.t', 'seed port', 'raycastSphere'])
      expect(isSymbol(word), word).toBe(false);
  });
});

describe('numbers in labels and readouts', () => {
  it.each([
    [4, '4'],
    [0.1 + 0.2, '0.3'],
    [-0, '0'],
    [-1.5, '−1.5'],
    [Infinity, '∞'],
    [Number.NaN, 'NaN'],
  ])('formatNumber(%s) = %s', (v, text) => {
    expect(formatNumber(v)).toBe(text);
  });

  it('show points with NaN coordinates as points, so a reader sees which coordinate failed', () => {
    const snapshot = draw(new FigureSession(), (fig) => {
      fig.readout('D', { x: Number.NaN, y: 2 });
    });
    expect(snapshot.readouts).toEqual([{ name: 'D', text: '(NaN, 2)' }]);
  });

  it('choose keyboard steps of 1, 2 or 5 × 10^k', () => {
    expect([niceStep(20), niceStep(8), niceStep(200), niceStep(0.03)]).toEqual([0.5, 0.2, 5, 0.001]);
  });
});

describe('labels', () => {
  it('stay inside the figure: a label that would run past an edge goes to the other side of its point', () => {
    // An exercise's failure figure with the reader's point at the origin, in the view's
    // bottom-left corner, and the library's at the top-right: "yours: …" was cut by the bottom edge.
    const session = new FigureSession();
    session.begin();
    const fig = session.figure({ x: [0, 10], y: [0, 4] });
    fig.point({ x: 0, y: 0 }, { label: 'yours: (0, 0, 0)', cross: true, labelOffset: [8, 22] });
    fig.point({ x: 10, y: 4 }, { label: 'library: (10, 4, 0)', labelOffset: [8, -8] });
    const [snapshot] = session.finish();
    if (!snapshot) throw new Error('no snapshot');
    for (const [width, height] of [
      [680, 300],
      [358, 200],
    ] as const) {
      const view = fitView(snapshot, width, height);
      const labels: { x: number; y: number; t: string; align: string; baseline: string }[] = [];
      const painter: Painter = {
        polyline: () => undefined,
        polygon: () => undefined,
        circle: () => undefined,
        rect: () => undefined,
        text: (x, y, t, style) => {
          if (style.size === 16) labels.push({ x, y, t, align: style.align, baseline: style.baseline });
        },
      };
      paintSnapshot(painter, view, snapshot);
      expect(labels.map((l) => l.t).sort()).toEqual(['library: (10, 4, 0)', 'yours: (0, 0, 0)']);
      for (const { x, y, t, align, baseline } of labels) {
        const w = t.length * LABEL_CHAR_PX;
        const [left, right] = align === 'center' ? [x - w / 2, x + w / 2] : align === 'right' ? [x - w, x] : [x, x + w];
        const [top, bottom] =
          baseline === 'top'
            ? [y, y + LABEL_LINE_PX]
            : baseline === 'bottom'
              ? [y - LABEL_LINE_PX, y]
              : [y - LABEL_LINE_PX / 2, y + LABEL_LINE_PX / 2];
        expect(left, `${t} in ${width}`).toBeGreaterThanOrEqual(0);
        expect(right, `${t} in ${width}`).toBeLessThanOrEqual(width);
        expect(top, `${t} in ${height}`).toBeGreaterThanOrEqual(0);
        expect(bottom, `${t} in ${height}`).toBeLessThanOrEqual(height);
      }
    }
  });
});

describe('labels wider than the figure', () => {
  it('are set smaller until they fit, and stay inside on every side', () => {
    // A reader's answer with a huge coordinate, at a phone's width: at 16 px (9 px a character,
    // as the painter estimates) the label is wider than the figure and ran past its right edge.
    const text = 'yours: (-3000000000000000, 2, 0)';
    const session = new FigureSession();
    session.begin();
    const fig = session.figure({ x: [0, 10], y: [0, 4] });
    fig.point({ x: 9.5, y: 3.8 }, { label: text, cross: true, labelOffset: [8, -8] });
    fig.point({ x: 0.2, y: 0.1 }, { label: 'library: (0.2, 0.1, 0)', labelOffset: [8, 22] });
    const [snapshot] = session.finish();
    if (!snapshot) throw new Error('no snapshot');
    for (const width of [240, 280, 300, 358, 680]) {
      const view = fitView(snapshot, width, 200);
      const labels: { x: number; y: number; t: string; size: number; align: string; baseline: string }[] = [];
      const painter: Painter = {
        polyline: () => undefined,
        polygon: () => undefined,
        circle: () => undefined,
        rect: () => undefined,
        text: (x, y, t, style) => {
          if (t.includes(':')) labels.push({ x, y, t, size: style.size, align: style.align, baseline: style.baseline });
        },
      };
      paintSnapshot(painter, view, snapshot);
      expect(labels).toHaveLength(2);
      for (const { x, y, t, size, align, baseline } of labels) {
        if (width >= 358) expect(size, `${t} in ${width}`).toBe(16);
        expect(size, `${t} in ${width}`).toBeGreaterThanOrEqual(10);
        const w = (t.length * LABEL_CHAR_PX * size) / 16;
        const h = (LABEL_LINE_PX * size) / 16;
        const left = align === 'center' ? x - w / 2 : align === 'right' ? x - w : x;
        const top = baseline === 'top' ? y : baseline === 'bottom' ? y - h : y - h / 2;
        expect(left, `${t} in ${width}`).toBeGreaterThanOrEqual(0);
        expect(left + w, `${t} in ${width}`).toBeLessThanOrEqual(width);
        expect(top, `${t} in ${width}`).toBeGreaterThanOrEqual(0);
        expect(top + h, `${t} in ${width}`).toBeLessThanOrEqual(200);
      }
    }
  });
});

describe('axis numbers under labels', () => {
  it('are left out where a label of the figure lies on them, and kept elsewhere', () => {
    const session = new FigureSession();
    session.begin();
    // y stops below 4, so that the only number 4 is the x axis's.
    const fig = session.figure({ x: [-1, 10], y: [-1, 3] });
    // A point on the x axis at 4 with its label just below it, where the tick number 4 goes.
    fig.point({ x: 4, y: 0 }, { label: 'A', labelOffset: [0, 6] });
    const [snapshot] = session.finish();
    if (!snapshot) throw new Error('no snapshot');
    const texts: string[] = [];
    const painter: Painter = {
      polyline: () => undefined,
      polygon: () => undefined,
      circle: () => undefined,
      rect: () => undefined,
      text: (_x, _y, t) => texts.push(t),
    };
    paintSnapshot(painter, fitView(snapshot, 600, 300), snapshot);
    expect(texts).toContain('A');
    expect(texts).not.toContain('4');
    expect(texts).toEqual(expect.arrayContaining(['2', '6', '8']));
  });
});

describe('labels placed from their geometry', () => {
  type Box = { t: string; left: number; top: number; right: number; bottom: number };
  function boxesOf(snapshot: ReturnType<typeof draw>, width: number, height: number) {
    const view = fitView(snapshot, width, height);
    const boxes: Box[] = [];
    const painter: Painter = {
      polyline: () => undefined,
      polygon: () => undefined,
      circle: () => undefined,
      rect: () => undefined,
      text: (x, y, t, style) => {
        const w = t.length * (style.size === 13 ? MEASURE_CHAR_PX : (LABEL_CHAR_PX * style.size) / 16);
        const h = style.size === 13 ? 15 : (LABEL_LINE_PX * style.size) / 16;
        const left = style.align === 'center' ? x - w / 2 : style.align === 'right' ? x - w : x;
        const top = style.baseline === 'top' ? y : style.baseline === 'bottom' ? y - h : y - h / 2;
        boxes.push({ t, left, top, right: left + w, bottom: top + h });
      },
    };
    paintSnapshot(painter, view, snapshot);
    const find = (t: string) => {
      const box = boxes.find((b) => b.t === t);
      if (!box) throw new Error(`no label ${t}`);
      return box;
    };
    return { view, find };
  }
  // Which side of the line through (x0, y0) along (dx, dy) a point is on.
  const side = (x0: number, y0: number, dx: number, dy: number, x: number, y: number) =>
    Math.sign(dx * (y - y0) - dy * (x - x0));
  const centre = (b: Box): [number, number] => [(b.left + b.right) / 2, (b.top + b.bottom) / 2];

  it("put a radius's label across its line from its centre's label, and off the centre's handle", () => {
    // spherecast-sphere's scene at a phone's width: "r₂" beside "S" read as one word "S r₂",
    // and "r₁" sat under A's handle.
    const snapshot = draw(new FigureSession(), (fig) => {
      const A = fig.handle('A', { x: 0, y: 0 });
      fig.handle('B', { x: 10, y: 0 });
      const S = fig.handle('S', { x: 8, y: 3 });
      fig.radius('r1', A, 2, { label: 'r₁', angle: 135 });
      fig.radius('r2', S, 3, { label: 'r₂', angle: 60 });
    });
    for (const [width, height] of [
      [358, 360],
      [680, 360],
    ] as const) {
      const { view, find } = boxesOf(snapshot, width, height);
      for (const [centreName, radiusName, text] of [
        ['S', 'r2', 'r₂'],
        ['A', 'r1', 'r₁'],
      ] as const) {
        const centreHandle = snapshot.handles.find((h) => h.name === centreName);
        const radiusHandle = snapshot.handles.find((h) => h.name === radiusName);
        if (!centreHandle || !radiusHandle) throw new Error('no handle');
        const [cx, cy] = handlePx(view, centreHandle);
        const [rx, ry] = handlePx(view, radiusHandle);
        const ofCentre = side(cx, cy, rx - cx, ry - cy, ...centre(find(centreName)));
        const ofRadius = side(cx, cy, rx - cx, ry - cy, ...centre(find(text)));
        expect(ofCentre * ofRadius, `${text} in ${width}`).toBe(-1);
        // Off the centre's handle dot (radius 7).
        const r = find(text);
        const nearestX = Math.min(Math.max(cx, r.left), r.right);
        const nearestY = Math.min(Math.max(cy, r.top), r.bottom);
        expect(Math.hypot(nearestX - cx, nearestY - cy), `${text} in ${width}`).toBeGreaterThan(7);
      }
    }
  });

  it("put a normal's label beside its tip, off the line a segment comes in along", () => {
    // oriented-boxes: the ray meets the face head on, so the segment lies on the normal's line.
    const snapshot = draw(new FigureSession(), (fig) => {
      fig.segment({ x: 1, y: -2.6 }, { x: 8, y: 6.73 });
      fig.normal({ x: 3.8, y: 1.4 }, { x: -0.6, y: -0.8 }, { label: 'n' });
      fig.normal({ x: 6, y: 1 }, { x: -1, y: 0 }, { label: 'm' });
    });
    for (const width of [358, 680]) {
      const { view, find } = boxesOf(snapshot, width, 320);
      for (const [t, P, n] of [
        ['n', { x: 3.8, y: 1.4 }, { x: -0.6, y: 0.8 }],
        ['m', { x: 6, y: 1 }, { x: -1, y: 0 }],
      ] as const) {
        const [px, py] = toPx(view, P);
        const b = find(t);
        const corners = [
          side(px, py, n.x, n.y, b.left, b.top),
          side(px, py, n.x, n.y, b.right, b.top),
          side(px, py, n.x, n.y, b.left, b.bottom),
          side(px, py, n.x, n.y, b.right, b.bottom),
        ];
        // All four corners on one side: the box does not cross the normal's line.
        expect(new Set(corners).size, `${t} in ${width}: ${corners.join(' ')}`).toBe(1);
      }
    }
  });

  it("move a measure to the other side when its label would be cut at the figure's edge", () => {
    // raycast-plane's drop from A near the left edge: "dA/|n| = −3.2" ran past it at 390 px.
    for (const [from, to] of [
      [
        { x: 0.3, y: 0 },
        { x: 0.3, y: 4 },
      ],
      [
        { x: 0.3, y: 4 },
        { x: 0.3, y: 0 },
      ],
      [
        { x: 9.7, y: 0 },
        { x: 9.7, y: 4 },
      ],
      [
        { x: 9.7, y: 4 },
        { x: 9.7, y: 0 },
      ],
    ] as const) {
      const session = new FigureSession();
      session.begin();
      const fig = session.figure({ x: [0, 10], y: [0, 4] });
      fig.measure(from, to, { name: 'dA/|n|', value: -3.2, offset: 16 });
      const [snapshot] = session.finish();
      if (!snapshot) throw new Error('no snapshot');
      const { view, find } = boxesOf(snapshot, 358, 200);
      const b = find('dA/|n| = −3.2');
      expect(b.left, `${from.x}→${to.y}`).toBeGreaterThanOrEqual(0);
      expect(b.right, `${from.x}→${to.y}`).toBeLessThanOrEqual(view.width);
    }
  });
});
