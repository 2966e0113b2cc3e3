// Reads a chapter's <Exercise> and <Predict> blocks as the site's MDX pipeline parses them,
// and runs an exercise's code the way a cell runs (sucrase, then the loop guards), with the
// library in scope minus the exercise's own function. The checking engine runs the same in a
// Web Worker; here a plain Function does, so that the tests need no browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import * as query from '@hitbook/query';
import { insertLoopGuards, transpile } from '../../../src/components/LiveCell/compile';
import { GUARD_NAME } from '../../../src/components/LiveCell/function';
import rehypeKatexStrict from '../../../src/plugins/rehype-katex-strict';
import { compareOutcomes } from '../../../src/components/Exercise/engine/compare';
import type { CompareKind } from '../../../src/components/Exercise/engine/types';

export interface ExerciseBlock {
  id: string;
  title: string;
  fn: string;
  forbid: string[];
  reference: string;
  compare: string;
  random?: string;
  figure?: string;
  starter: string;
  cases: string;
  solution: string;
  hints: string[];
  randomSource?: string;
  /** The statement: the text of everything in the block that is not a fence. */
  statement: string;
}

export interface PredictBlock {
  id: string;
  answer: unknown;
  tolerance?: number;
  choices?: string[];
  question: string;
  reveal: string;
}

export interface NamedCase {
  name: string;
  args: unknown[];
  hidden?: boolean;
}

/** An attribute's value: a string as written, an expression (`{0.4}`, `{['a', 'b']}`) evaluated. */
function attributeValue(attribute: MdxJsxAttribute): unknown {
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- an attribute expression is code by design
  const evaluate = new Function(`return (${value.value});`) as () => unknown;
  return evaluate();
}

function attributes(node: MdxJsxFlowElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of node.attributes) if (a.type === 'mdxJsxAttribute') out[a.name] = attributeValue(a);
  return out;
}

const fenceKind = (node: Code): string => `${node.lang ?? ''} ${node.meta ?? ''}`.trim();

function exerciseOf(node: MdxJsxFlowElement): ExerciseBlock {
  const a = attributes(node);
  const fences = (kind: string) =>
    node.children.filter((c): c is Code => c.type === 'code' && fenceKind(c) === kind).map((c) => c.value);
  const statement = node.children
    .filter((c: RootContent) => c.type !== 'code')
    .map((c) => toString(c))
    .join('\n');
  const one = (kind: string): string => {
    const found = fences(kind);
    if (found.length !== 1)
      throw new Error(`exercise ${String(a.id)}: expected one \`${kind}\` fence, found ${found.length}`);
    return found[0] as string;
  };
  const fn = String(a.fn);
  return {
    id: String(a.id),
    title: String(a.title),
    fn,
    forbid: typeof a.forbid === 'string' ? a.forbid.split(/\s+/).filter(Boolean) : [],
    reference: typeof a.reference === 'string' ? a.reference : fn,
    compare: String(a.compare),
    random: typeof a.random === 'string' ? a.random : undefined,
    figure: typeof a.figure === 'string' ? a.figure : undefined,
    starter: one('ts starter'),
    cases: one('ts cases'),
    solution: one('ts solution'),
    hints: fences('md hint'),
    randomSource: fences('ts random')[0],
    statement,
  };
}

function predictOf(node: MdxJsxFlowElement): PredictBlock {
  const a = attributes(node);
  const reveal = node.children.find(
    (c): c is MdxJsxFlowElement => c.type === 'mdxJsxFlowElement' && c.name === 'Reveal',
  );
  const question = node.children
    .filter((c) => c !== reveal)
    .map((c) => toString(c))
    .join('\n');
  return {
    id: String(a.id),
    answer: a.answer,
    tolerance: typeof a.tolerance === 'number' ? a.tolerance : undefined,
    choices: Array.isArray(a.choices) ? (a.choices as string[]) : undefined,
    question,
    reveal: reveal ? toString(reveal) : '',
  };
}

/** The exercises and predict questions of `docs/<slug>.mdx`, parsed as the site's MDX pipeline does. */
export async function chapterExercises(
  slug: string,
): Promise<{ exercises: ExerciseBlock[]; predicts: PredictBlock[] }> {
  const path = join(import.meta.dirname, '..', '..', '..', 'docs', `${slug}.mdx`);
  const exercises: ExerciseBlock[] = [];
  const predicts: PredictBlock[] = [];
  const record = () => (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'Exercise') exercises.push(exerciseOf(node));
      if (node.name === 'Predict') predicts.push(predictOf(node));
    });
  };
  // The site's maths plugins too: a malformed formula in a statement or a reveal fails here as in the build.
  await compile(new VFile({ path, value: readFileSync(path, 'utf8') }), {
    remarkPlugins: [remarkMath, record],
    rehypePlugins: [rehypeKatex, rehypeKatexStrict],
  });
  return { exercises, predicts };
}

/** A hint's Markdown compiled as the page's (its maths rendered at build time): throws on a malformed formula. */
export async function compileHint(hint: string, where: string): Promise<string> {
  const file = new VFile({ path: where, value: hint });
  return String(await compile(file, { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex, rehypeKatexStrict] }));
}

const library = query as unknown as Record<string, unknown>;

/** The library's names a reader's code sees in `exercise`: all of them but its own function and the forbidden ones. */
function scopeFor(exercise: ExerciseBlock): [string[], unknown[]] {
  const hidden = new Set([exercise.fn, ...exercise.forbid]);
  const names = Object.keys(library).filter((n) => !hidden.has(n));
  return [names, names.map((n) => library[n])];
}

/** Runs `source` as a cell would and returns what it exports. Throws what compiling or running throws. */
export function runModule(source: string, exercise: ExerciseBlock): Record<string, unknown> {
  const [names, values] = scopeFor(exercise);
  const js = insertLoopGuards(transpile(source));
  let steps = 0;
  const guard = () => {
    // An endless loop in a wrong answer must fail the test, not hang it.
    if (++steps > 1e7) throw new Error('loop guard: too many iterations');
  };
  const exports: Record<string, unknown> = {};
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the exercise's code is the point
  const run = new Function(...names, 'exports', GUARD_NAME, `"use strict";{${js}\n}`) as (...a: unknown[]) => void;
  run(...values, exports, guard);
  return exports;
}

/** The function a piece of exercise code exports under the exercise's name. */
export function exportedFunction(source: string, exercise: ExerciseBlock): (...args: unknown[]) => unknown {
  const f = runModule(source, exercise)[exercise.fn];
  if (typeof f !== 'function') throw new Error(`the code does not export a function ${exercise.fn}`);
  return f as (...args: unknown[]) => unknown;
}

/** The `ts cases` fence evaluated with the library's helpers in scope, as the worker does. */
export function namedCases(exercise: ExerciseBlock): NamedCase[] {
  const names = Object.keys(library);
  const js = transpile(`const __cases = (${exercise.cases});`).replace(/^"use strict";/, '');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the fence is code by design
  const run = new Function(...names, `${js}\nreturn __cases;`) as (...a: unknown[]) => NamedCase[];
  return run(...names.map((n) => library[n]));
}

/** The `ts random` fence: `(rng) => ({ name, args })`. */
export function randomCaseMaker(exercise: ExerciseBlock): ((rng: () => number) => NamedCase) | null {
  if (exercise.randomSource === undefined) return null;
  const names = Object.keys(library);
  const js = transpile(`const __make = (${exercise.randomSource});`).replace(/^"use strict";/, '');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the fence is code by design
  const run = new Function(...names, `${js}\nreturn __make;`) as (...a: unknown[]) => (rng: () => number) => NamedCase;
  return run(...names.map((n) => library[n]));
}

export type Outcome = { kind: 'value'; value: unknown } | { kind: 'throw'; name: string; message: string };

export function outcomeOf(f: (...args: unknown[]) => unknown, args: unknown[]): Outcome {
  try {
    return { kind: 'value', value: f(...args) };
  } catch (e) {
    return e instanceof Error
      ? { kind: 'throw', name: e.name, message: e.message }
      : { kind: 'throw', name: 'non-Error', message: String(e) };
  }
}

/**
 * Whether `got` matches `expected` under the exercise's comparison: the checking engine's own
 * judgement (the contract's tolerance, errors matched by class), so that these tests pass
 * exactly what the reader's Check passes.
 */
export function matches(compare: string, expected: Outcome, got: Outcome, args: unknown[]): boolean {
  return compareOutcomes(compare as CompareKind, expected, got, args).pass;
}

/** A seeded uniform generator in [0, 1) (mulberry32), so that a failure names a reproducible case. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The reference an exercise's answers are checked against: the library function, or the solution. */
export function referenceOf(exercise: ExerciseBlock): (...args: unknown[]) => unknown {
  if (exercise.reference === 'solution') return exportedFunction(exercise.solution, exercise);
  const f = library[exercise.reference];
  if (typeof f !== 'function') throw new Error(`no library function ${exercise.reference}`);
  return f as (...args: unknown[]) => unknown;
}

/** The first named case on which `source` disagrees with the reference, or null when it passes them all. */
export function firstFailure(source: string, exercise: ExerciseBlock, cases: NamedCase[]): NamedCase | null {
  const reference = referenceOf(exercise);
  let f: (...args: unknown[]) => unknown;
  try {
    f = exportedFunction(source, exercise);
  } catch {
    return cases[0] ?? null;
  }
  for (const c of cases) {
    if (!matches(exercise.compare, outcomeOf(reference, c.args), outcomeOf(f, c.args), c.args)) return c;
  }
  return null;
}
