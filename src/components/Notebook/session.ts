/**
 * What the page-level tools (Reset page, Share) know about the cells of the page on screen:
 * each cell with an id registers here while it is mounted. Also the one decoding of a
 * share link that every cell of the page waits for.
 */
import { isShareFragment } from './fragment';
import type { SharedCell } from './share';
import { migratePositions, type PageCell } from './storage';

export interface CellLink {
  id: string;
  /** The cell's index among the page's cells (page order), when the build gave one. */
  index?: number;
  original: string;
  hash: string;
  /** The code in the editor now. */
  code: () => string;
  /** True while the cell shows code from a shared link that the reader has not kept. */
  shared: () => boolean;
  /** Puts code in the cell (Reset page, its Undo). */
  replace: (code: string) => void;
}

const cells = new Map<string, CellLink>();
const listeners = new Set<() => void>();

export function registerCell(link: CellLink): () => void {
  cells.set(link.id, link);
  changed();
  return () => {
    if (cells.get(link.id) === link) cells.delete(link.id);
    changed();
  };
}

/** The cells of the page, in page order. */
export function pageCells(): CellLink[] {
  return [...cells.values()].sort((a, b) => (a.index ?? Infinity) - (b.index ?? Infinity) || a.id.localeCompare(b.id));
}

/** The page's cells as the build stamped them in the HTML (all of them, from the first cell's first effect on). */
export function stampedCells(): PageCell[] {
  if (typeof document === 'undefined') return [];
  return Array.from(
    document.querySelectorAll<HTMLElement>('[data-live-cell][data-cell-id][data-cell-build-index]'),
  ).map((el) => ({
    id: el.dataset.cellId ?? '',
    index: Number(el.dataset.cellBuildIndex),
    hash: el.dataset.cellHash ?? '',
  }));
}

/** Tells the page tools that a cell's code changed. */
export function changed(): void {
  for (const l of listeners) l();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type ShareLoad = { ok: true; cells: Map<string, SharedCell> } | { ok: false; message: string };

let shareLoad: { fragment: string; result: Promise<ShareLoad> } | null = null;

/** The share the page's URL carries, decoded once for all its cells; null when it carries none. */
export function sharedFromUrl(): Promise<ShareLoad> | null {
  if (typeof window === 'undefined' || !isShareFragment(window.location.hash)) return null;
  const fragment = window.location.hash;
  if (shareLoad?.fragment !== fragment) {
    // The decoder loads only for a page opened from a share link.
    const result = import('./share').then(({ decodeShare, ShareError }) =>
      decodeShare(fragment).then(
        (list): ShareLoad => {
          // A link made when cells were known by their position: each to the cell it was made from.
          const byId: Record<string, SharedCell> = Object.fromEntries(list.map((c) => [c.id, c]));
          const moved: Record<string, { hash: string; code: string }> = migratePositions(byId, stampedCells()) ?? byId;
          const cells = new Map<string, SharedCell>();
          for (const [id, c] of Object.entries(moved)) cells.set(id, { id, hash: c.hash, code: c.code });
          return { ok: true, cells };
        },
        (e: unknown): ShareLoad => ({
          ok: false,
          message: e instanceof ShareError ? e.message : 'This shared link could not be opened.',
        }),
      ),
    );
    shareLoad = { fragment, result };
  }
  return shareLoad.result;
}

/** Takes the share out of the address once the reader has dealt with every shared cell. */
export function dropShareFromUrl(): void {
  if (pageCells().some((c) => c.shared())) return;
  if (isShareFragment(window.location.hash)) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
}
