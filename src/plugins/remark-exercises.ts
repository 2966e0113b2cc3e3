import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { displayMath } from './remark-display-math.ts';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** The fences an `<Exercise>` holds, by their meta's first word. */
const FENCES = ['starter', 'cases', 'solution', 'hint', 'random'] as const;
type Fence = (typeof FENCES)[number];
/** What an exercise or predict id may hold (it is part of a storage key and an element id). */
const ID = /^[\w-]+$/;

function attr(node: MdxJsxFlowElement, name: string): string | undefined {
  const a = node.attributes.find((x): x is MdxJsxAttribute => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

function setAttr(node: MdxJsxFlowElement, name: string, value: string): void {
  node.attributes = node.attributes.filter((x) => !(x.type === 'mdxJsxAttribute' && x.name === name));
  node.attributes.push({ type: 'mdxJsxAttribute', name, value });
}

function fenceOf(node: RootContent): Fence | null {
  if (node.type !== 'code') return null;
  const word = (node.meta ?? '').trim().split(/\s+/)[0] as Fence;
  return FENCES.includes(word) ? word : null;
}

/**
 * Authoring of exercises (see "Writing with the notebook"): the fences inside an
 * `<Exercise>` — ```ts starter, ```ts cases, ```ts solution, ```ts random and each
 * ```md hint — become its props (`starter`, `cases`, `solution`, `randomSource`, `hints`),
 * and each hint's Markdown is also parsed here into an `<ExerciseHint>` child, so its maths
 * is rendered at build time like the rest of the page. What is left inside is the statement.
 *
 * The build fails, naming the file and line, on an exercise without an id, starter, cases or
 * solution, and on two exercises or predict questions of a page with the same id.
 */
export default function remarkExercises(this: Processor) {
  // The page's own parser (remark-math included), for the hints' Markdown.
  const parse = (text: string): Root => this.parse(text) as Root;
  /** A hint's Markdown, `$$x$$` in it display maths as in the page (read from the hint's own text). */
  const hintTree = (text: string): Root => {
    const tree = parse(text);
    displayMath(tree, text);
    return tree;
  };
  return (tree: Root, file: VFile): void => {
    const ids = new Set<string>();
    const where = (node: { position?: { start: { line: number } } }) =>
      `${file.path}:${node.position?.start.line ?? 0}`;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'Exercise' && node.name !== 'Predict') return;
      const id = attr(node, 'id');
      if (id === undefined || !ID.test(id)) {
        throw new Error(`<${node.name}> at ${where(node)} needs an id of letters, digits, _ and -`);
      }
      if (ids.has(id)) throw new Error(`Two exercises or predict questions of ${file.path} have the id ${id}`);
      ids.add(id);
      if (node.name !== 'Exercise') return;
      if (attr(node, 'fn') === undefined) throw new Error(`<Exercise id="${id}"> at ${where(node)} needs fn`);
      const found: Partial<Record<Fence, string>> = {};
      const hints: string[] = [];
      const children: MdxJsxFlowElement['children'] = [];
      for (const child of node.children) {
        const fence = fenceOf(child);
        if (fence === null) {
          children.push(child);
          continue;
        }
        const code = (child as Code).value;
        if (fence === 'hint') {
          hints.push(code);
          children.push({
            type: 'mdxJsxFlowElement',
            name: 'ExerciseHint',
            attributes: [],
            children: hintTree(code).children as MdxJsxFlowElement['children'],
          });
          continue;
        }
        if (found[fence] !== undefined) {
          throw new Error(`<Exercise id="${id}"> at ${where(child)} has two \`${fence}\` fences`);
        }
        found[fence] = code;
      }
      for (const required of ['starter', 'cases', 'solution'] as const) {
        if (found[required] === undefined) {
          throw new Error(`<Exercise id="${id}"> at ${where(node)} has no \`\`\`ts ${required} fence`);
        }
      }
      node.children = children;
      setAttr(node, 'starter', found.starter ?? '');
      setAttr(node, 'cases', found.cases ?? '');
      setAttr(node, 'solution', found.solution ?? '');
      if (found.random !== undefined) setAttr(node, 'randomSource', found.random);
      setAttr(node, 'hints', JSON.stringify(hints));
    });
  };
}

/**
 * The ids of a page's exercises and predict questions, read from its MDX source: what the
 * progress plugin (exercise-ids.ts) lists per doc, so that progress is known without
 * visiting the page.
 */
export function exerciseIdsOf(source: string): { exercises: string[]; predicts: string[] } {
  const exercises: string[] = [];
  const predicts: string[] = [];
  // Fenced code (an example of the syntax inside a code block) is not an exercise.
  // Nor is one in inline code or written as text with an escaped bracket (`\<Exercise …>` in prose).
  const prose = source.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[^`\n][\s\S]*?\1/g, '');
  for (const m of prose.matchAll(/(?<!\\)<(Exercise|Predict)\b[^>]*?\bid="([\w-]+)"/g)) {
    (m[1] === 'Exercise' ? exercises : predicts).push(m[2] ?? '');
  }
  return { exercises, predicts };
}
