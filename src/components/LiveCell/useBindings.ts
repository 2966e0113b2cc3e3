/**
 * Handles bound to code, in a live cell: dragging a bound handle rewrites its numbers in the
 * editor, editing them moves the handle, and each shows the other (a mark behind the numbers
 * while the handle is pointed at, focused or dragged; a ring on the handle while the caret is
 * in its numbers). See `bindings.ts` for what is bound.
 *
 * During a drag only the highlighted code changes, once per frame with the figure; the
 * textarea keeps its text, so nothing compiles and the reader's undo history is untouched.
 * When the drag ends the change goes into the textarea as one edit (one Ctrl+Z undoes the
 * whole drag), and that code compiles at once, so the handle's initial value in the running
 * code is the number in the editor again.
 *
 * The handles of 3D figures (`figure3d`) bind the same way, with x, y and z: a gesture knows
 * which kit its figure is from (`dims`), and reads the handle from that kit's stores.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CodeEditorHandle } from '../CodeEditor';
import type { Snapshot } from '../Diagram/scene';
import type { Snapshot3 } from '../Figure3D/scene3d';
import {
  applyEdits,
  bindingAt,
  matchesInitial,
  onlyInsideBindings,
  rewriteEdits,
  sameHandle,
  shiftBindings,
  shiftRange,
  spanEdit,
  type Binding,
  type Edit,
  type Range,
} from './bindings';
import type { CellRuntime } from './runtime';

type Find = (source: string) => Binding[];

let finderLoad: Promise<Find> | null = null;
let finder: Find | null = null;

/** The finder parses with sucrase and acorn: it loads on demand, like the compiler. */
function loadFinder(): Promise<Find> {
  finderLoad ??= import('./find-bindings').then((m) => (finder = m.findBindings));
  return finderLoad;
}

/** Bindings are looked for when typing pauses this long (they are only used by a later drag). */
const FIND_DELAY_MS = 150;

interface Gesture {
  figure: number;
  /** A 2D figure's handle, or a 3D figure's. */
  dims: 2 | 3;
  name: string;
  /** Null: the handle is not bound (or no longer matches its code); it drags without rewriting. */
  binding: Binding | null;
  /** False until the code's bindings are known (the finder may still be loading). */
  resolved: boolean;
  /** The handle's initial value when the gesture started: a binding must hold these numbers. */
  initial: number[] | null;
  step: number;
  /** The code the gesture started from, which the edits apply to. */
  code: string;
  edits: Edit[];
}

/** A handle's value as numbers, in the order of a binding's slots. */
function handleValues(
  rt: CellRuntime,
  { figure, name, dims }: { figure: number; name: string; dims: 2 | 3 },
  which: 'value' | 'initial',
): number[] | null {
  if (dims === 3) {
    const p = rt.stores3[figure]?.handles.get(name)?.[which];
    return p ? [p.x, p.y, p.z] : null;
  }
  const h = rt.session.stores[figure]?.handles.get(name);
  if (!h) return null;
  const v = h[which];
  return typeof v === 'number' ? [v] : [v.x, v.y];
}

export interface CellBindings {
  /** The code to show in the editor during a drag (null: show the code). */
  shown: string | null;
  /** Ranges of the shown code to mark. */
  marks: Range[];
  /** The handle to ring in figure `i` (a 3D figure's if `dims` is 3). */
  ring: (figure: number, dims?: 2 | 3) => string | null;
  /** A handle of figure `figure` (a 3D figure's if `dims` is 3) moved. */
  onMove: (figure: number, move: { name: string }, dims?: 2 | 3) => void;
  onMoveEnd: () => void;
  onActiveHandle: (figure: number, name: string | null, dims?: 2 | 3) => void;
  onCaret: (selection: Range | null) => void;
  /** Call in the frame that re-runs the cell after moves: updates the shown code. */
  onFrame: () => void;
  /** True while the editor takes the focus for a moment to record a rewrite. */
  juggling: RefObject<boolean>;
  /** How long to wait before compiling `code`: a drag's rewrite compiles at once. */
  delayFor: (code: string, debounce: number) => number;
  /** Compiles new code; the view holds still if only bound numbers changed. */
  setCode: (rt: CellRuntime, code: string, compile: (source: string) => string) => void;
}

export function useBindings({
  code,
  figures,
  figures3d = [],
  runtime,
  editor,
  initialCode,
}: {
  code: string;
  figures: readonly Snapshot[];
  figures3d?: readonly Snapshot3[] | undefined;
  runtime: RefObject<CellRuntime | null>;
  editor: RefObject<CodeEditorHandle | null>;
  /** The code the runtime starts with. */
  initialCode: string;
}): CellBindings {
  const [found, setFound] = useState<{ source: string; list: Binding[] } | null>(null);
  const [shown, setShown] = useState<{ text: string; mark: Range } | null>(null);
  const [hover, setHover] = useState<{ figure: number; name: string; dims: 2 | 3 } | null>(null);
  const [caret, setCaret] = useState<Range | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const committed = useRef<string | null>(null);
  const compiledCode = useRef(initialCode);
  const juggling = useRef(false);
  /** Handles whose numbers were rewritten since the code last compiled, with the numbers written. */
  const rewritten = useRef<{ figure: number; name: string; dims: 2 | 3; values: number[] }[]>([]);
  const latest = useRef({ code, figures, figures3d });
  useEffect(() => {
    latest.current = { code, figures, figures3d };
  });

  // Find the bindings of the code: when the page is idle at first, then as typing pauses.
  useEffect(() => {
    if (found?.source === code) return;
    let alive = true;
    const find = () => {
      void loadFinder().then((f) => {
        if (alive) setFound({ source: code, list: f(code) });
      });
    };
    const first = found === null;
    const idle = first && 'requestIdleCallback' in window ? window.requestIdleCallback(find, { timeout: 3000 }) : null;
    const timer = idle === null ? setTimeout(find, first ? 1500 : FIND_DELAY_MS) : null;
    return () => {
      alive = false;
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [code, found]);

  const bindings = found?.source === code ? found.list : [];
  const foundRef = useRef(found);
  useEffect(() => {
    foundRef.current = found;
  });

  /** Finds the gesture's binding, parsing now if the code's bindings are not known yet. */
  const resolve = (g: Gesture): void => {
    if (g.resolved) return;
    let list = foundRef.current?.source === g.code ? foundRef.current.list : null;
    if (!list && finder) {
      list = finder(g.code);
      foundRef.current = { source: g.code, list };
      setFound(foundRef.current);
    }
    if (!list) {
      void loadFinder();
      return;
    }
    g.resolved = true;
    const binding = list.find((b) => sameHandle(b, g));
    g.binding = binding && g.initial && matchesInitial(binding, g.initial) ? binding : null;
  };

  /** The edits that write the handle's current value into its numbers. */
  const editsOf = (g: Gesture): Edit[] => {
    const rt = runtime.current;
    const values = rt && g.binding ? handleValues(rt, g, 'value') : null;
    return g.binding && values ? rewriteEdits(g.binding, values, g.step) : [];
  };

  const commit = useCallback(() => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    const rt = runtime.current;
    const values = rt && handleValues(rt, g, 'value');
    const write = () => {
      resolve(g);
      setShown(null);
      const edits = g.binding && values ? rewriteEdits(g.binding, values, g.step) : [];
      const one = spanEdit(g.code, edits);
      if (!g.binding || !one || latest.current.code !== g.code) return;
      const next = applyEdits(g.code, edits);
      committed.current = next;
      const written = shiftBindings([g.binding], edits)[0]?.slots.map((slot) => slot.value);
      if (written) rewritten.current.push({ figure: g.figure, name: g.name, dims: g.dims, values: written });
      const list = foundRef.current?.source === g.code ? foundRef.current.list : [g.binding];
      foundRef.current = { source: next, list: shiftBindings(list, edits) };
      setFound(foundRef.current);
      juggling.current = true;
      try {
        editor.current?.replaceRange(one.start, one.end, one.text);
      } finally {
        juggling.current = false;
      }
      // A move before the next render starts from this code.
      latest.current = { ...latest.current, code: next };
    };
    // A drag in the first moments of a page may end before the finder has loaded: write then.
    if (g.resolved || finder) write();
    else void loadFinder().then(write);
    // resolve reads refs only; commit is stable on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onMove = useCallback(
    (figure: number, move: { name: string }, dims: 2 | 3 = 2) => {
      const g = gesture.current;
      const which = { figure, name: move.name, dims };
      if (g && sameHandle(g, which)) return;
      if (g) commit();
      const rt = runtime.current;
      const { code: now, figures: snaps, figures3d: snaps3 } = latest.current;
      gesture.current = {
        ...which,
        binding: null,
        resolved: false,
        // What the code says the initial value is: what a drag wrote, if it has not compiled yet.
        initial:
          [...rewritten.current].reverse().find((w) => sameHandle(w, which))?.values ??
          (rt && handleValues(rt, which, 'initial')),
        step: ((dims === 3 ? snaps3 : snaps)[figure]?.handles ?? []).find((h) => h.name === move.name)?.step ?? 0.5,
        code: now,
        edits: [],
      };
      resolve(gesture.current);
    },
    [commit, runtime],
  );

  const onFrame = useCallback(() => {
    const g = gesture.current;
    if (g) resolve(g);
    if (!g?.binding) return;
    const edits = editsOf(g);
    g.edits = edits;
    setShown(edits.length === 0 ? null : { text: applyEdits(g.code, edits), mark: shiftRange(g.binding, edits) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onMoveEnd = useCallback(() => {
    // After the event: a blur's new focus is in place, and the last move is in the store.
    setTimeout(commit, 0);
  }, [commit]);

  const onActiveHandle = useCallback((figure: number, name: string | null, dims: 2 | 3 = 2) => {
    setHover((h) =>
      name === null
        ? h?.figure === figure && h.dims === dims
          ? null
          : h
        : h && sameHandle(h, { figure, name, dims })
          ? h
          : { figure, name, dims },
    );
  }, []);

  const onCaret = useCallback((selection: Range | null) => {
    if (juggling.current) return;
    setCaret((c) => (c?.start === selection?.start && c?.end === selection?.end ? c : selection));
  }, []);

  const underCaret = caret ? bindingAt(bindings, caret.start, caret.end) : undefined;
  const hovered = hover && bindings.find((b) => sameHandle(b, hover));
  // The drag's numbers first; then the caret's (the pointer may rest on a handle while one types).
  const marks: Range[] = shown ? [shown.mark] : underCaret ? [underCaret] : hovered ? [hovered] : [];

  const ring = useCallback(
    (figure: number, dims: 2 | 3 = 2) =>
      underCaret && sameHandle(underCaret, { figure, name: underCaret.name, dims }) ? underCaret.name : null,
    [underCaret],
  );

  const delayFor = useCallback((source: string, debounce: number) => {
    if (committed.current !== source) return debounce;
    committed.current = null;
    return 0;
  }, []);

  const setCode = useCallback((rt: CellRuntime, source: string, compile: (s: string) => string) => {
    const before = compiledCode.current;
    compiledCode.current = source;
    // A rewrite, or an edit inside bound numbers, moves a handle: the view holds still.
    const keepView = finder !== null && onlyInsideBindings(before, source, finder(before));
    const views = rt.session.stores.map((s) => s.fittedBounds);
    rt.setCode(source, compile);
    if (keepView) rt.session.stores.forEach((s, i) => (s.fittedBounds = views[i] ?? null));
    // A handle whose numbers a drag wrote is already where they say (or further on, moved
    // again since): its new initial value must not put it back. So the store takes the
    // written numbers as the initial value, if this code still has them.
    const written = rewritten.current;
    rewritten.current = [];
    const now = written.length > 0 && finder ? finder(source) : [];
    for (const w of written) {
      const b = now.find((x) => sameHandle(x, w));
      if (!b || !matchesInitial(b, w.values)) continue;
      if (w.dims === 3) {
        const state3 = rt.stores3[w.figure]?.handles.get(w.name);
        const [x = 0, y = 0, z = 0] = w.values;
        if (state3) state3.initial = { x, y, z };
        continue;
      }
      const state = rt.session.stores[w.figure]?.handles.get(w.name);
      if (!state) continue;
      if (state.kind === 'radius') state.initial = w.values[0] ?? state.initial;
      else state.initial = { x: w.values[0] ?? state.initial.x, y: w.values[1] ?? state.initial.y, z: 0 };
    }
  }, []);

  return {
    shown: shown?.text ?? null,
    marks,
    ring,
    onMove,
    onMoveEnd,
    onActiveHandle,
    onCaret,
    onFrame,
    juggling,
    delayFor,
    setCode,
  };
}
