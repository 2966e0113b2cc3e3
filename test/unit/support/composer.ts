// Notebooks for the composer's format tests: one that exercises every corner a format must
// carry, and a fast-check arbitrary of random ones.
import fc from 'fast-check';
import {
  NOTEBOOK_FORMAT,
  NOTEBOOK_VERSION,
  type ComposedExercise,
  type ComposedNotebook,
} from '../../../src/components/Composer/document';
import { COMPARE_KINDS } from '../../../src/components/Composer/formats/validate';

export const exerciseAll: ComposedExercise = {
  title: 'Write "lineMeetsSphere" {yourself} <now>',
  fn: 'lineMeetsSphere',
  compare: 'boolean',
  reference: 'solution',
  random: 'raycastSphere',
  figure: 'sphere',
  forbid: 'raycastSphere raycastSphereInto',
  tolerance: 1e-7,
  statement:
    'Does the **line** through $A$ and $B$ meet the sphere $(S, r)$? Compare $|\\overrightarrow{AB}\\times\\overrightarrow{AS}|^2$ with $|AB|^2 r^2$:\n\n$$\n\\{ x : |x - S| \\le r \\}\n$$\n\nUse `{ center, radius }` and <b>no</b> square root.',
  starter:
    'export function lineMeetsSphere(A: Vec3Like, B: Vec3Like, S: Vec3Like, r: number): boolean {\n  return false; // TODO */\n}',
  solution:
    'export function lineMeetsSphere(A: Vec3Like, B: Vec3Like, S: Vec3Like, r: number): boolean {\n  const AB = sub(B, A);\n  const AS = sub(S, A);\n  return lengthSq(cross(AB, AS)) <= lengthSq(AB) * r * r;\n}',
  cases:
    "[\n  { name: 'the starting scene', args: [vec3(0, 3), vec3(10, 3), vec3(8, 6), 5] },\n  { name: 'hidden', hidden: true, args: [vec3(0, 0), vec3(2e9, 0), vec3(1e9, 1.5), 1] },\n]",
  hints: [
    'Work with $\\overrightarrow{AB}$ and $\\overrightarrow{AS}$, no unit vector.',
    'A hint with a fence:\n\n```ts\nconst c = cross(AB, AS); // ```\n```\n',
    '',
  ],
};

/** A notebook with every corner the formats must carry exactly. */
export const tricky: ComposedNotebook = {
  format: NOTEBOOK_FORMAT,
  version: NOTEBOOK_VERSION,
  title: 'Raycasts: a "lab" — {day 1} <draft> ✓',
  cells: [
    {
      id: 'intro',
      kind: 'markdown',
      source:
        '# Raycasts\n\nA segment from $A$ to $B$; the sphere $\\{x : |x - S| \\le r\\}$.\n\n$$\nt = \\frac{c}{b + \\sqrt{h}}\n$$\n\nBraces {like this}, a <tag>, an <!-- HTML comment -->, a `code {span}` and *emphasis*, */ and // %% inside.\n\n```ts\nconst x = { a: 1 }; /* */\n```\n\nUnicode: é 世界 👋🏽 — שלום.',
    },
    {
      id: 'code-1',
      kind: 'code',
      source: 'const A = vec3(0, 0);\nconst B = vec3(10, 0);\nconsole.log(`t = ${1 / 2}`); /* done */',
    },
    { id: 'empty-md', kind: 'markdown', source: '' },
    { id: 'empty-code', kind: 'code', source: '' },
    { id: 'fences', kind: 'code', source: '/* fences inside a comment:\n```\n````\n*/\nconst s = 1;\n' },
    {
      id: 'ex-all',
      kind: 'exercise',
      exercise: exerciseAll,
    },
    {
      id: 'ex-min',
      kind: 'exercise',
      exercise: {
        title: 'Minimal',
        fn: 'f',
        compare: 'number',
        statement: '',
        starter: '',
        solution: 'export function f() { return 1; }',
        cases: '[]',
        hints: [],
      },
    },
    { id: 'crlf', kind: 'markdown', source: 'Line one\r\nline two\r\n\r\n- a\r\n- b' },
    { id: 'trailing', kind: 'code', source: '\n\nlet a = 1;\n\n\n' },
    { id: 'backslashes', kind: 'markdown', source: 'Escaped \\{ and \\< and \\\\{ and \\* and \\` here' },
  ],
};

const text = (maxLength = 60) =>
  fc.string({
    unit: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...Array.from('ab $\\{}<>`*_-#/%\n\r\t&;|[]()!:.="\'~\u00e9\u4e16')) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '```',
          '$$',
          '*/',
          '// %%',
          '<!--',
          '-->',
          '\r\n',
          '\u2028',
          '👋🏽',
          '&#106;',
          'import ',
          'export ',
          '\n    ',
          '<Exercise>',
          '{/* hitbook markdown id=x */}',
        ),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 2 }) },
    ),
    maxLength,
  });

const exercise: fc.Arbitrary<ComposedExercise> = fc.record(
  {
    title: text(20),
    fn: fc.stringMatching(/^[A-Za-z_$][\w$]{0,10}$/),
    compare: fc.constantFrom(...COMPARE_KINDS),
    reference: text(10),
    random: text(10),
    figure: text(10),
    forbid: text(20),
    tolerance: fc.double({ min: 1e-12, max: 1, noNaN: true, minExcluded: true }),
    statement: text(),
    starter: text(),
    solution: text(),
    cases: text(),
    hints: fc.array(text(), { maxLength: 3 }),
  },
  { requiredKeys: ['title', 'fn', 'compare', 'statement', 'starter', 'solution', 'cases', 'hints'] },
);

export const notebookArb: fc.Arbitrary<ComposedNotebook> = fc
  .record({
    title: text(30),
    cells: fc.uniqueArray(
      fc.record({
        id: fc.stringMatching(/^[\w-]{1,12}$/),
        body: fc.oneof(
          fc.record({ kind: fc.constant('code' as const), source: text() }),
          fc.record({ kind: fc.constant('markdown' as const), source: text() }),
          fc.record({ kind: fc.constant('exercise' as const), exercise }),
        ),
      }),
      { selector: (c) => c.id, maxLength: 6 },
    ),
  })
  .map(({ title, cells }) => ({
    format: NOTEBOOK_FORMAT,
    version: NOTEBOOK_VERSION,
    title,
    cells: cells.map(({ id, body }) => ({ id, ...body })),
  }));
