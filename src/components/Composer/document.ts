/**
 * A composed notebook as a teacher saves, shares, exports and imports it: its title and its
 * cells in order, nothing run. This is the one format every other form is made from and read
 * back into — the browser's saved notebooks, the share link, the downloaded file, `.mdx`,
 * `.ipynb` and `.ts` (./formats) — so "exported and imported back unchanged" means equal
 * as a `ComposedNotebook`.
 *
 * At run time the cells live in the page's notebook model (Notebook/model.ts) like a
 * chapter's; this is what is kept of them.
 */
import type { CompareKind } from '../Exercise/engine/types';

/** The `format` field of a saved or downloaded notebook; `version` changes if the shape does. */
export const NOTEBOOK_FORMAT = 'hitbook-notebook';
export const NOTEBOOK_VERSION = 1;

/** An exercise a teacher wrote: what `<Exercise>` takes in a chapter, as plain strings. */
export interface ComposedExercise {
  title: string;
  /** The function the reader writes (and the checked export of their code). */
  fn: string;
  compare: CompareKind;
  /** A library export that gives the expected answers, or 'solution' (the author's `solution`). */
  reference?: string;
  /** A generator family of the checking engine (engine/generators.ts) for random cases. */
  random?: string;
  /** A figure kind the engine draws the first failing case with. */
  figure?: string;
  /** Names the reader's code may not call, space-separated. */
  forbid?: string;
  tolerance?: number;
  /** The statement, in the notebook's Markdown (with $…$ and $$…$$ maths). */
  statement: string;
  starter: string;
  solution: string;
  /** The cases, as the ```ts cases fence of a chapter holds them (an array literal). */
  cases: string;
  /** Hints, each in Markdown, shown one at a time. */
  hints: string[];
}

export type ComposedCell =
  | { id: string; kind: 'code'; source: string }
  | { id: string; kind: 'markdown'; source: string }
  | { id: string; kind: 'exercise'; exercise: ComposedExercise };

export interface ComposedNotebook {
  format: typeof NOTEBOOK_FORMAT;
  version: typeof NOTEBOOK_VERSION;
  title: string;
  cells: ComposedCell[];
}
