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
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { CodeEditorHandle } from '../CodeEditor';
import type { HandleMove, Snapshot } from '../Diagram/scene';
import {
  applyEdits,
  bindingAt,
  matchesInitial,
  onlyInsideBindings,
  rewriteEdits,
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
function handleValues(rt: CellRuntime, figure: number, name: string, which: 'value' | 'initial'): number[] | null {
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
  /** The handle to ring in figure `i`. */
  ring: (figure: number) => string | null;
  onMove: (figure: number, move: HandleMove) => void;
  onMoveEnd: () => void;
  onActiveHandle: (figure: number, name: string | null) => void;
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
  runtime,
  editor,
  initialCode,
}: {
  code: string;
  figures: readonly Snapshot[];
  runtime: RefObject<CellRuntime | null>;
  editor: RefObject<CodeEditorHandle | null>;
  /** The code the runtime starts with. */
  initialCode: string;
}): CellBindings {
  const [found, setFound] = useState<{ source: string; list: Binding[] } | null>(null);
  const [shown, setShown] = useState<{ text: string; mark: Range } | null>(null);
  const [hover, setHover] = useState<{ figure: number; name: string } | null>(null);
  const [caret, setCaret] = useState<Range | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const committed = useRef<string | null>(null);
  const compiledCode = useRef(initialCode);
  const juggling = useRef(false);
  /** Handles whose numbers were rewritten since the code last compiled, with the numbers written. */
  const rewritten = useRef<{ figure: number; name: string; values: number[] }[]>([]);
  const latest = useRef({ code, figures });
  useEffect(() => {
    latest.current = { code, figures };
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
    const binding = list.find((b) => b.figure === g.figure && b.name === g.name);
    g.binding = binding && g.initial && matchesInitial(binding, g.initial) ? binding : null;
  };

  /** The edits that write the handle's current value into its numbers. */
  const editsOf = (g: Gesture): Edit[] => {
    const rt = runtime.current;
    const values = rt && g.binding ? handleValues(rt, g.figure, g.name, 'value') : null;
    return g.binding && values ? rewriteEdits(g.binding, values, g.step) : [];
  };

  const commit = useCallback(() => {
    const g = gesture.current;
    gesture.current = null;
    if (!g) return;
    const rt = runtime.current;
    const values = rt && handleValues(rt, g.figure, g.name, 'value');
    const write = () => {
      resolve(g);
      setShown(null);
      const edits = g.binding && values ? rewriteEdits(g.binding, values, g.step) : [];
      const one = spanEdit(g.code, edits);
      if (!g.binding || !one || latest.current.code !== g.code) return;
      const next = applyEdits(g.code, edits);
      committed.current = next;
      const written = shiftBindings([g.binding], edits)[0]?.slots.map((slot) => slot.value);
      if (written) rewritten.current.push({ figure: g.figure, name: g.name, values: written });
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
    (figure: number, move: HandleMove) => {
      const g = gesture.current;
      if (g && g.figure === figure && g.name === move.name) return;
      if (g) commit();
      const rt = runtime.current;
      const { code: now, figures: snaps } = latest.current;
      gesture.current = {
        figure,
        name: move.name,
        binding: null,
        resolved: false,
        // What the code says the initial value is: what a drag wrote, if it has not compiled yet.
        initial:
          [...rewritten.current].reverse().find((w) => w.figure === figure && w.name === move.name)?.values ??
          (rt && handleValues(rt, figure, move.name, 'initial')),
        step: snaps[figure]?.handles.find((h) => h.name === move.name)?.step ?? 0.5,
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

  const onActiveHandle = useCallback((figure: number, name: string | null) => {
    setHover((h) =>
      name === null
        ? h?.figure === figure
          ? null
          : h
        : h?.figure === figure && h.name === name
          ? h
          : { figure, name },
    );
  }, []);

  const onCaret = useCallback((selection: Range | null) => {
    if (juggling.current) return;
    setCaret((c) => (c?.start === selection?.start && c?.end === selection?.end ? c : selection));
  }, []);

  const underCaret = caret ? bindingAt(bindings, caret.start, caret.end) : undefined;
  const hovered = hover && bindings.find((b) => b.figure === hover.figure && b.name === hover.name);
  // The drag's numbers first; then the caret's (the pointer may rest on a handle while one types).
  const marks: Range[] = shown ? [shown.mark] : underCaret ? [underCaret] : hovered ? [hovered] : [];

  const ring = useCallback((figure: number) => (underCaret?.figure === figure ? underCaret.name : null), [underCaret]);

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
      const b = now.find((x) => x.figure === w.figure && x.name === w.name);
      const state = rt.session.stores[w.figure]?.handles.get(w.name);
      if (!b || !state || !matchesInitial(b, w.values)) continue;
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
