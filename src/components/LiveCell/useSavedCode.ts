/**
 * A cell's memory: restores the reader's saved edits before the first paint, saves new ones,
 * holds a cell whose last run timed out or never finished (and code opened from a shared
 * link) until the reader presses Run, and records each run so a crash is noticed on reload.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { codeHash } from '../Notebook/hash';
import { changed, dropShareFromUrl, registerCell, sharedFromUrl, stampedCells } from '../Notebook/session';
import type { CellOutput } from './runtime';
import {
  browserStore,
  markFinished,
  markRunning,
  migratePage,
  pageKey,
  readHeld,
  readPage,
  removeCell,
  restoreFor,
  saveCell,
  setHeld,
  takeCrashMark,
  type HoldReason,
  type StorageProblem,
} from '../Notebook/storage';

/** Typing pauses this long before the edit is written to storage. */
const SAVE_DEBOUNCE_MS = 250;

/** Why a cell waits for Run: its last run timed out or never ended, or its code came from a link. */
export type Hold = HoldReason | 'shared';

/** How the cell starts: with which code, and whether it runs at once. */
export interface Start {
  code: string;
  run: boolean;
}

export interface SavedCodeOptions {
  /** The cell's id on its page; without one nothing is saved or held. */
  cellId: string | undefined;
  /** The cell's index among the page's cells: its place in the page's order. */
  cellIndex?: number;
  /** The code differs from the original only by moved handles: saved as such, so a reload can say so. */
  dragged?: boolean;
  /** The hash of the original code (from the build); computed here when absent. */
  originalHash: string | undefined;
  original: string;
  code: string;
  setCode: (code: string) => void;
  /** Without a cell id: code from someone else (a composed notebook from a link or a file), held until Run. */
  held?: boolean;
  /**
   * An exercise: when its starter changes under the reader's edits (a new version of the page,
   * or the teacher's Apply in a composed notebook), their code stays in the editor and the cell
   * says the starter changed; unedited code takes the new starter.
   */
  keepEdits?: boolean;
}

export interface SavedCode {
  /** False until the saved code (or a shared one) is in the editor: the page's head script hides the code until then. */
  ready: boolean;
  /** Why the cell waits for Run, if it does. */
  hold: Hold | null;
  /** The code is from a shared link and not kept: it is not saved. */
  shared: boolean;
  /** Saved edits made to an older version of this cell, while the reader has not chosen. */
  changedEdits: string | null;
  /** (keepEdits) The original changed under the reader's edits, which the editor still shows. */
  originalChanged: boolean;
  /** The reader took the new original (or chose to keep theirs): the note goes. */
  dismissOriginalChanged: () => void;
  /** The storage failed (full, disabled): edits are not being kept. */
  problem: StorageProblem | null;
  /** The restored code differs from the original only by handles the reader moved. */
  restoredDragged: boolean;
  /** Calls `then` once the cell knows its starting code (at once, unless a share link is being read). */
  settle: (then: (start: Start) => void) => void;
  /** True while the cell must not run (read in effects, where state may be a render behind). */
  isHeld: () => boolean;
  /** Before and after each run of the cell's code: the crash mark and the timeout record. */
  onRunStart: () => void;
  onRunEnd: (output: CellOutput) => void;
  /** The reader pressed Run (or Reset): the cell may run again. */
  release: () => void;
  keepShared: () => void;
  discardShared: () => void;
  keepMine: () => void;
  takeNew: () => void;
}

export function useSavedCode({
  cellId,
  cellIndex,
  dragged = false,
  originalHash,
  original,
  code,
  setCode,
  held: heldByCaller = false,
  keepEdits = false,
}: SavedCodeOptions): SavedCode {
  const hash = useMemo(() => originalHash ?? codeHash(original), [originalHash, original]);
  const [ready, setReady] = useState(false);
  const [hold, setHoldState] = useState<Hold | null>(null);
  const [shared, setShared] = useState(false);
  const [changedEdits, setChangedEdits] = useState<string | null>(null);
  const [originalChanged, setOriginalChanged] = useState(false);
  /** The original the cell last settled with: a different one now is a new version under the open page. */
  const settledOriginal = useRef<string | null>(null);
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  const [restoredDragged, setRestoredDragged] = useState(false);
  const draggedRef = useRef(dragged);
  useLayoutEffect(() => {
    draggedRef.current = dragged;
  }, [dragged]);

  const holdRef = useRef<Hold | null>(null);
  const sharedRef = useRef(false);
  const changedRef = useRef<string | null>(null);
  const codeRef = useRef(code);
  useLayoutEffect(() => {
    codeRef.current = code;
  }, [code]);
  const start = useRef<Start | null>(null);
  const waiting = useRef<((s: Start) => void)[]>([]);
  /** The code last written to storage (or found there): no write when nothing changed. */
  const lastSaved = useRef<string | null>(null);
  /** Whether this cell has a held record in storage, so a good run knows to clear it. */
  const heldStored = useRef(false);
  const hashed = useRef({ code: '', hash: codeHash('') });

  const page = (): string => pageKey(window.location.pathname);
  const hashOf = (c: string): string => {
    if (hashed.current.code !== c) hashed.current = { code: c, hash: codeHash(c) };
    return hashed.current.hash;
  };
  const setHold = (h: Hold | null): void => {
    holdRef.current = h;
    setHoldState(h);
  };
  const markShared = (s: boolean): void => {
    sharedRef.current = s;
    setShared(s);
    changed();
  };

  // Before the first paint: put the saved edits in the editor, and decide whether the cell may run.
  // Setting state here is the point: the update lands before the browser paints the cell.
  /* eslint-disable react-hooks/set-state-in-effect */
  useLayoutEffect(() => {
    const settle = (s: Start): void => {
      start.current = s;
      setReady(true);
      for (const then of waiting.current.splice(0)) then(s);
    };
    const previous = settledOriginal.current;
    settledOriginal.current = original;
    if (cellId === undefined) {
      if (heldByCaller) setHold('shared');
      settle({ code: original, run: !heldByCaller });
      return;
    }
    const store = browserStore();
    const p = page();
    // Edits saved when cells were known by their position move to the cells' ids (once per page).
    migratePage(store, p, stampedCells());
    const entry = readPage(store, p)[cellId];
    const restore = restoreFor(entry, hash, keepEdits);
    let first = original;
    if (restore.kind === 'restore') {
      first = restore.code;
      if (entry?.dragged === true) setRestoredDragged(true);
      lastSaved.current = restore.code;
      setCode(restore.code);
    } else if (restore.kind === 'changed') {
      changedRef.current = restore.code;
      setChangedEdits(restore.code);
    } else if (restore.kind === 'kept') {
      // Saved as edits of the old original: left under its hash, so the note comes back until the reader edits or chooses.
      first = restore.code;
      lastSaved.current = restore.code;
      setCode(restore.code);
      setOriginalChanged(true);
    } else if (previous !== null && previous !== original) {
      // The original changed while the page is open, and nothing of the reader's is saved for
      // it: code still equal to the old original follows it (or the old code would be saved
      // as an edit of the new one); code typed since (not yet saved) stays, with the note.
      lastSaved.current = null;
      if (codeRef.current === previous) setCode(original);
      else {
        first = codeRef.current;
        if (keepEdits) setOriginalChanged(true);
      }
    } else if (entry !== undefined) {
      // The old original itself, kept by an older version: nothing of the reader's to keep.
      removeCell(store, p, cellId);
    }
    takeCrashMark(store, p, cellId);
    const held = readHeld(store, p)[cellId];
    heldStored.current = held !== undefined;
    if (held && held.hash === codeHash(first)) setHold(held.why);

    const share = sharedFromUrl();
    if (!share) {
      settle({ code: first, run: holdRef.current === null });
      return;
    }
    let live = true;
    void share.then((load) => {
      if (!live) return;
      const mine = load.ok ? load.cells.get(cellId) : undefined;
      if (mine) {
        setCode(mine.code);
        markShared(true);
        setHold('shared');
        settle({ code: mine.code, run: false });
      } else settle({ code: first, run: holdRef.current === null });
    });
    return () => {
      live = false;
    };
    // Once per cell: what was saved is read when the cell appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cellId, hash]);
  /* eslint-enable react-hooks/set-state-in-effect */

  // Save edits as the reader types (not shared code they have not kept, nor over edits of an older version).
  useEffect(() => {
    changed();
    if (cellId === undefined || start.current === null || sharedRef.current || changedRef.current !== null) return;
    if (code === (lastSaved.current ?? original)) return;
    const save = (): void => {
      const result = saveCell(browserStore(), page(), cellId, {
        hash,
        code: codeRef.current,
        original,
        at: cellIndex,
        dragged: draggedRef.current,
      });
      lastSaved.current = codeRef.current;
      setProblem(result.ok ? null : result.problem);
    };
    const timer = setTimeout(save, SAVE_DEBOUNCE_MS);
    // Closing the tab within the pause must not lose the last keystrokes.
    window.addEventListener('pagehide', save);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', save);
    };
  }, [code, cellId, cellIndex, hash, original]);

  useEffect(() => {
    if (cellId === undefined) return;
    return registerCell({
      id: cellId,
      index: cellIndex,
      original,
      hash,
      code: () => codeRef.current,
      shared: () => sharedRef.current,
      replace: (c) => {
        // Reset page and its Undo: the cell's code, saved or forgotten like any edit.
        if (sharedRef.current) markShared(false);
        changedRef.current = null;
        setChangedEdits(null);
        if (holdRef.current !== null) setHold(null);
        // Reset page has just emptied the page's storage: whatever comes next is new to it.
        lastSaved.current = null;
        setCode(c);
      },
    });
  }, [cellId, cellIndex, original, hash, setCode]);

  const settle = useCallback((then: (s: Start) => void) => {
    if (start.current) then(start.current);
    else waiting.current.push(then);
  }, []);

  const onRunStart = useCallback(() => {
    if (cellId !== undefined) markRunning(browserStore(), page(), cellId, hashOf(codeRef.current));
  }, [cellId]);

  const onRunEnd = useCallback(
    (output: CellOutput) => {
      if (cellId === undefined) return;
      const store = browserStore();
      const p = page();
      markFinished(store, p, cellId);
      if (output.error?.kind === 'timeout') {
        setHeld(store, p, cellId, { why: 'timeout', hash: hashOf(codeRef.current) });
        heldStored.current = true;
      } else if (heldStored.current) {
        setHeld(store, p, cellId, null);
        heldStored.current = false;
      }
    },

    [cellId],
  );

  return {
    ready,
    hold,
    shared,
    changedEdits,
    originalChanged,
    dismissOriginalChanged: useCallback(() => {
      setOriginalChanged(false);
    }, []),
    problem,
    restoredDragged,
    settle,
    isHeld: useCallback(() => holdRef.current !== null, []),
    onRunStart,
    onRunEnd,
    release: useCallback(() => {
      if (holdRef.current !== null) setHold(null);
    }, []),
    keepShared: () => {
      markShared(false);
      const result = saveCell(browserStore(), page(), cellId ?? '', {
        hash,
        code: codeRef.current,
        original,
        at: cellIndex,
      });
      lastSaved.current = codeRef.current;
      setProblem(result.ok ? null : result.problem);
      dropShareFromUrl();
    },
    discardShared: () => {
      markShared(false);
      if (holdRef.current === 'shared') setHold(null);
      const mine = cellId === undefined ? undefined : restoreFor(readPage(browserStore(), page())[cellId], hash);
      setCode(mine?.kind === 'restore' ? mine.code : original);
      dropShareFromUrl();
    },
    keepMine: () => {
      const old = changedRef.current;
      changedRef.current = null;
      setChangedEdits(null);
      if (old !== null) {
        lastSaved.current = null;
        setCode(old);
      }
    },
    takeNew: () => {
      changedRef.current = null;
      setChangedEdits(null);
      if (cellId === undefined) return;
      // The reader's edits to the new version (if any) replace the old ones.
      const result =
        codeRef.current === original
          ? removeCell(browserStore(), page(), cellId)
          : saveCell(browserStore(), page(), cellId, { hash, code: codeRef.current, original, at: cellIndex });
      lastSaved.current = codeRef.current;
      setProblem(result.ok ? null : result.problem);
    },
  };
}
