/**
 * Where live cells find the 3D figure kit. The kit is not imported here: a page gets it when
 * its MDX imports `@site/src/components/Figure3D/cells` (so its 3D cells are drawn at build
 * time, for the static page), or on demand when a reader's code first calls `figure3d(…)`.
 * Every other page carries none of it.
 */
import type { ComponentType } from 'react';
import type { Move3, Snapshot3, View3Options } from '../Figure3D/scene3d';

/** What a 3D figure remembers of a handle: where the code put it, and where it is now. */
export interface Handle3State {
  initial: { x: number; y: number; z: number };
  value: { x: number; y: number; z: number };
}

export interface Session3 {
  /** Each 3D figure's handles, in the order the code makes the figures. */
  readonly stores: readonly { readonly handles: ReadonlyMap<string, Handle3State> }[];
  figure: (options?: View3Options) => unknown;
  begin(): void;
  finish(): Snapshot3[];
  applyMove(figureIndex: number, move: Move3): void;
  reset(): void;
}

export interface Figure3DProps {
  snapshot: Snapshot3;
  onMove: (move: Move3) => void;
  /** A drag ended, or a key that moved a handle was released, or a moved handle lost the focus. */
  onMoveEnd?: () => void;
  /** The handle the reader is on, or null. */
  onActiveHandle?: (name: string | null) => void;
  /** A handle to ring: the reader's caret is in its numbers. */
  ring?: string | null;
  stale?: boolean;
}

export interface Kit3D {
  Session: new () => Session3;
  View: ComponentType<Figure3DProps>;
  /** `instanceof` for a figure a cell returned, which is already drawn. */
  isFigure: (value: unknown) => boolean;
}

let kit: Kit3D | null = null;
const waiting = new Set<() => void>();

export function provideKit3D(k: Kit3D): void {
  kit = k;
  for (const f of waiting) f();
  waiting.clear();
}

export function kit3D(): Kit3D | null {
  return kit;
}

/** Loads the kit (a chunk of its own) and calls `then` once it is here. */
export function requestKit3D(then: () => void): void {
  if (kit) {
    then();
    return;
  }
  waiting.add(then);
  void import('../Figure3D/cells');
}
