/**
 * The reader's progress, kept in this browser (localStorage `hitbook:progress:v1`): per doc,
 * per exercise `passed` or `attempted`, per predict question `correct` or `wrong`. A pass or a
 * right answer stays: a later failed check does not take the tick away.
 *
 * No React here, and no throwing: without storage (disabled, full) progress lives for the
 * page's lifetime only. The counts per doc ("x of n") come from the ids the build collected
 * (src/plugins/exercise-ids.ts), so a chapter not yet visited is counted too.
 */
import type { KeyValueStore } from '../Notebook/storage';

export const PROGRESS_KEY = 'hitbook:progress:v1';

export type ExerciseMark = 'passed' | 'attempted';
export type PredictMark = 'correct' | 'wrong';

export interface DocProgress {
  exercises: Record<string, ExerciseMark>;
  predicts: Record<string, PredictMark>;
}

export type Progress = Record<string, DocProgress>;

/** What the build knows a doc holds. */
export interface DocItems {
  exercises: string[];
  predicts: string[];
  /** The doc's title, for the progress list. */
  title?: string;
}

const EMPTY: Progress = {};

function isMarks(v: unknown, allowed: readonly string[]): v is Record<string, string> {
  return (
    typeof v === 'object' &&
    v !== null &&
    Object.values(v as Record<string, unknown>).every((m) => typeof m === 'string' && allowed.includes(m))
  );
}

/** Progress from its stored text; anything malformed is dropped, never thrown. */
export function parseProgress(text: string | null): Progress {
  if (!text) return EMPTY;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return EMPTY;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY;
  const out: Progress = {};
  for (const [doc, p] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof p !== 'object' || p === null) continue;
    const { exercises, predicts } = p as Record<string, unknown>;
    out[doc] = {
      exercises: isMarks(exercises, ['passed', 'attempted']) ? (exercises as Record<string, ExerciseMark>) : {},
      predicts: isMarks(predicts, ['correct', 'wrong']) ? (predicts as Record<string, PredictMark>) : {},
    };
  }
  return out;
}

/** `progress` with one mark recorded; a pass or a right answer is never downgraded. */
export function withMark(
  progress: Progress,
  doc: string,
  item: { exercise: string; mark: ExerciseMark } | { predict: string; mark: PredictMark },
): Progress {
  const d = progress[doc] ?? { exercises: {}, predicts: {} };
  if ('exercise' in item) {
    if (d.exercises[item.exercise] === 'passed') return progress;
    return { ...progress, [doc]: { ...d, exercises: { ...d.exercises, [item.exercise]: item.mark } } };
  }
  if (d.predicts[item.predict] === 'correct') return progress;
  return { ...progress, [doc]: { ...d, predicts: { ...d.predicts, [item.predict]: item.mark } } };
}

/** How many of a doc's items are done (exercise passed, prediction right), of how many. */
export function countDone(items: DocItems, progress: DocProgress | undefined): { done: number; total: number } {
  const done =
    items.exercises.filter((id) => progress?.exercises[id] === 'passed').length +
    items.predicts.filter((id) => progress?.predicts[id] === 'correct').length;
  return { done, total: items.exercises.length + items.predicts.length };
}

/** The store: one parsed snapshot, kept in step with storage (and with other tabs). */
export class ProgressStore {
  private snapshot: Progress;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly store: KeyValueStore | null) {
    this.snapshot = parseProgress(this.read());
  }

  private read(): string | null {
    try {
      return this.store?.getItem(PROGRESS_KEY) ?? null;
    } catch {
      return null;
    }
  }

  getSnapshot = (): Progress => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Another tab changed progress: take its version. */
  reload(): void {
    this.set(parseProgress(this.read()), false);
  }

  private set(next: Progress, write = true): void {
    if (next === this.snapshot) return;
    this.snapshot = next;
    if (write) {
      try {
        if (Object.keys(next).length === 0) this.store?.removeItem(PROGRESS_KEY);
        else this.store?.setItem(PROGRESS_KEY, JSON.stringify(next));
      } catch {
        // Full or disabled: progress is kept for this page's lifetime.
      }
    }
    for (const l of [...this.listeners]) l();
  }

  markExercise(doc: string, exercise: string, mark: ExerciseMark): void {
    this.set(withMark(this.snapshot, doc, { exercise, mark }));
  }

  markPredict(doc: string, predict: string, mark: PredictMark): void {
    this.set(withMark(this.snapshot, doc, { predict, mark }));
  }

  /** Forgets one doc's progress, or every doc's. */
  reset(doc?: string): void {
    if (doc === undefined) {
      this.set(EMPTY);
      return;
    }
    if (!(doc in this.snapshot)) return;
    this.set(Object.fromEntries(Object.entries(this.snapshot).filter(([d]) => d !== doc)));
  }
}

let shared: ProgressStore | null = null;

/** The page's one progress store (in the browser; null on the server). */
export function progressStore(): ProgressStore | null {
  if (typeof window === 'undefined') return null;
  if (!shared) {
    let store: KeyValueStore | null;
    try {
      store = window.localStorage;
    } catch {
      store = null; // storage disabled: progress for this page's lifetime
    }
    const s = new ProgressStore(store);
    window.addEventListener('storage', (e) => {
      if (e.key === PROGRESS_KEY || e.key === null) s.reload();
    });
    shared = s;
  }
  return shared;
}
