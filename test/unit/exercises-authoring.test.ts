// Exercises as authors write them (remark-exercises.ts), the ids the build collects for
// progress (exercise-ids.ts), progress itself (progress.ts) and how a predicted number is read.
import { compile } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkMath from 'remark-math';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../src/components/Exercise/answer';
import { countDone, parseProgress, PROGRESS_KEY, ProgressStore } from '../../src/components/Exercise/progress';
import { docIdOf } from '../../src/plugins/exercise-ids';
import remarkExercises, { exerciseIdsOf } from '../../src/plugins/remark-exercises';

const EXERCISE = `<Exercise id="t" title="t" fn="tOnPlane" reference="solution" compare="number">

Return $t$ for the plane.

\`\`\`ts starter
export function tOnPlane(a: number, b: number, x0: number): number {
  return 0;
}
\`\`\`

\`\`\`ts cases
[{ name: 'halfway', args: [0, 10, 5] }]
\`\`\`

\`\`\`ts solution
export function tOnPlane(a: number, b: number, x0: number): number {
  return (x0 - a) / (b - a);
}
\`\`\`

\`\`\`md hint
First: $t = (x_0 - a)/(b - a)$.
\`\`\`

\`\`\`md hint
Second hint.
\`\`\`

</Exercise>
`;

async function exercisesIn(source: string): Promise<MdxJsxFlowElement[]> {
  const found: MdxJsxFlowElement[] = [];
  const record = () => (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'Exercise') found.push(structuredClone(node));
    });
  };
  await compile(new VFile({ path: 'docs/lesson.mdx', value: source }), {
    remarkPlugins: [remarkMath, remarkExercises, record],
  });
  return found;
}

const attr = (node: MdxJsxFlowElement, name: string) =>
  node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name)?.value;

describe('remark-exercises', () => {
  it('turns the fences into props, keeps the statement, and makes each hint a child of its own', async () => {
    const [ex] = await exercisesIn(EXERCISE);
    if (!ex) throw new Error('no exercise');
    expect(attr(ex, 'starter')).toContain('return 0;');
    expect(attr(ex, 'cases')).toBe("[{ name: 'halfway', args: [0, 10, 5] }]");
    expect(attr(ex, 'solution')).toContain('(x0 - a) / (b - a)');
    expect(JSON.parse(attr(ex, 'hints') as string)).toEqual(['First: $t = (x_0 - a)/(b - a)$.', 'Second hint.']);
    // No fence is left as code in the statement; the two hints are parsed Markdown, with maths.
    expect(ex.children.map((c) => (c.type === 'mdxJsxFlowElement' ? c.name : c.type))).toEqual([
      'paragraph',
      'ExerciseHint',
      'ExerciseHint',
    ]);
    const firstHint = ex.children[1] as MdxJsxFlowElement;
    const kinds: string[] = [];
    visit(firstHint, (n) => {
      kinds.push(n.type);
    });
    expect(kinds).toContain('inlineMath');
  });

  it('fails the build, with the file and line, for a missing solution or a repeated id', async () => {
    const noSolution = EXERCISE.replace(/```ts solution[\s\S]*?```\n/, '');
    await expect(exercisesIn(noSolution)).rejects.toThrow(/docs\/lesson\.mdx:1 has no ```ts solution fence/);
    await expect(exercisesIn(`${EXERCISE}\n<Predict id="t" answer={1}>Q</Predict>\n`)).rejects.toThrow(/have the id t/);
  });
});

describe('the ids the build collects for progress', () => {
  it('finds exercises and predict questions, not the examples inside code fences', () => {
    const source = `${EXERCISE}\n<Predict id="p1" answer={0.5}>Q</Predict>\n\n\`\`\`\`mdx\n<Exercise id="example" fn="f">\n\`\`\`\`\n<Predict choices={['a']} id="p2" answer="a">Q</Predict>\n`;
    expect(exerciseIdsOf(source)).toEqual({ exercises: ['t'], predicts: ['p1', 'p2'] });
  });

  it('skips a tag written in inline code or as text with an escaped bracket', () => {
    const source = `${EXERCISE}\nWrite \`<Exercise id="inline" fn="f">\` or \\<Predict id="escaped" answer={1}> in prose.\n`;
    expect(exerciseIdsOf(source)).toEqual({ exercises: ['t'], predicts: [] });
  });

  it('names a doc as the docs plugin does: its path, or its front matter id', () => {
    expect(docIdOf('raycast-aabb.mdx', '---\ntitle: X\n---\n')).toBe('raycast-aabb');
    expect(docIdOf('guide/intro.md', '---\nid: start\n---\n')).toBe('guide/start');
  });
});

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('progress', () => {
  it('keeps a pass and a right answer: a later failure does not take the tick away', () => {
    const mem = memoryStore();
    const store = new ProgressStore(mem);
    store.markExercise('raycast-aabb', 'write', 'attempted');
    store.markExercise('raycast-aabb', 'write', 'passed');
    store.markExercise('raycast-aabb', 'write', 'attempted');
    store.markPredict('raycast-aabb', 't-y', 'wrong');
    store.markPredict('raycast-aabb', 'slab', 'correct');
    store.markPredict('raycast-aabb', 'slab', 'wrong');
    // What a reload reads back.
    const again = new ProgressStore(mem).getSnapshot();
    expect(again).toEqual({
      'raycast-aabb': { exercises: { write: 'passed' }, predicts: { 't-y': 'wrong', slab: 'correct' } },
    });
    // 2 done (the exercise, one prediction) of the 4 the page holds.
    expect(countDone({ exercises: ['write', 'other'], predicts: ['t-y', 'slab'] }, again['raycast-aabb'])).toEqual({
      done: 2,
      total: 4,
    });
  });

  it('resets one doc or all', () => {
    const mem = memoryStore();
    const store = new ProgressStore(mem);
    store.markExercise('a', 'x', 'passed');
    store.markExercise('b', 'y', 'passed');
    store.reset('a');
    expect(Object.keys(store.getSnapshot())).toEqual(['b']);
    store.reset();
    expect(store.getSnapshot()).toEqual({});
    expect(mem.data.has(PROGRESS_KEY)).toBe(false);
  });

  it('reads malformed storage as no progress, and drops marks it does not know', () => {
    expect(parseProgress('{not json')).toEqual({});
    expect(parseProgress('[1]')).toEqual({});
    expect(parseProgress('null')).toEqual({});
    expect(parseProgress('{"d":{"exercises":{"x":"yes"},"predicts":{"p":"correct"}}}')).toEqual({
      d: { exercises: {}, predicts: { p: 'correct' } },
    });
  });

  it('works without storage, and survives a store that throws', () => {
    const store = new ProgressStore(null);
    store.markExercise('a', 'x', 'passed');
    expect(store.getSnapshot().a?.exercises.x).toBe('passed');
    const full = new ProgressStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    full.markPredict('a', 'p', 'correct');
    expect(full.getSnapshot().a?.predicts.p).toBe('correct');
  });
});

describe('a predicted number', () => {
  it('reads decimals, a minus sign (typed or typographic), and fractions', () => {
    expect(parseAnswer(' 0.4 ')).toBe(0.4);
    expect(parseAnswer('−2')).toBe(-2);
    expect(parseAnswer('2/5')).toBe(0.4);
    expect(parseAnswer('.5')).toBe(0.5);
    expect(parseAnswer('1e-3')).toBe(0.001);
  });

  it('refuses what is not a number, and a division by zero', () => {
    for (const text of ['', 'abc', '1/0', '0.4.1', 'NaN']) expect(parseAnswer(text)).toBeNull();
  });
});
