// The API reference page is generated from the library's exports and TSDoc when the site is
// built. What a user relies on: every export is on it, with its signature and its maths;
// every example it shows runs and returns what it says; the links go to chapters that
// exist; and an export without documentation stops the build, saying which and where.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compile } from '@mdx-js/mdx';
import katex from 'katex';
import type { Code, Heading, Link, List, RootContent } from 'mdast';
import type { Math as MathNode } from 'mdast-util-math';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import * as library from '../../packages/query/src/index.ts';
import { evaluate, examples, expectClose } from '../../packages/query/test/support/examples.ts';
import { chapterOf, sentences } from '../../src/plugins/api-reference';
import remarkApiReference, { apiReferenceTree } from '../../src/plugins/remark-api-reference';

const entry = resolve('packages/query/src/index.ts');
const docsDir = resolve('docs');
const nodes = apiReferenceTree(entry, docsDir);

/** The nodes under the `### name` heading, up to the next heading. */
function section(name: string): RootContent[] {
  const start = nodes.findIndex((n) => n.type === 'heading' && n.depth === 3 && toString(n) === name);
  if (start < 0) return [];
  const end = nodes.findIndex((n, i) => i > start && n.type === 'heading');
  return nodes.slice(start + 1, end < 0 ? undefined : end);
}

const lib = library as Record<string, unknown>;
/** The exported classes (Scene): on the page as a type-like entry and one entry per public method. */
const classes = Object.keys(library).filter((n) => /^[A-Z]/.test(n) && typeof lib[n] === 'function');
// Methods declared `private name(` in the library's source are not on the page.
const privateNames = new Set(
  [...readFileSync(resolve('packages/query/src/scene/scene.ts'), 'utf8').matchAll(/^ {2}private (\w+)\(/gm)].map(
    (m) => m[1],
  ),
);
const prototypeOf = (c: string): Record<string, unknown> =>
  (lib[c] as { prototype: Record<string, unknown> }).prototype;
const methods = classes.flatMap((c) =>
  Object.getOwnPropertyNames(prototypeOf(c))
    .filter((m) => m !== 'constructor' && !privateNames.has(m))
    .filter((m) => typeof Object.getOwnPropertyDescriptor(prototypeOf(c), m)?.value === 'function')
    .map((m) => `${c}.${m}`),
);
// A class's static methods (MeshShape.fromPositions) are on the page too.
const statics = classes.flatMap((c) =>
  Object.getOwnPropertyNames(lib[c])
    .filter((m) => typeof (lib[c] as Record<string, unknown>)[m] === 'function')
    .map((m) => `${c}.${m}`),
);
const functions = [
  ...Object.keys(library).filter((n) => typeof lib[n] === 'function' && !classes.includes(n)),
  ...methods,
  ...statics,
];
/** What `name` is called with: a function's or a method's declared parameters. */
const arityOf = (name: string): number => {
  const [c = '', m] = name.split('.');
  const f = m === undefined ? lib[name] : (prototypeOf(c)[m] ?? (lib[c] as Record<string, unknown>)[m]);
  return (f as (...args: unknown[]) => unknown).length;
};
// The type exports, read from the entry's text rather than from the generator's own walk.
const typeNames = [...readFileSync(entry, 'utf8').matchAll(/export type \{([^}]*)\}/g)].flatMap((block) =>
  [...(block[1] ?? '').matchAll(/\w+/g)].map((m) => m[0]),
);

/** The code block that follows the bold "Example" paragraph of a section. */
function exampleOf(name: string): string | null {
  const s = section(name);
  const at = s.findIndex((n) => n.type === 'paragraph' && toString(n) === 'Example');
  const code = s[at + 1];
  return at >= 0 && code?.type === 'code' ? code.value : null;
}

describe('the API reference', () => {
  it('has a heading for every export of @hitbook/query, functions and types, and no other', () => {
    expect(functions.length).toBeGreaterThan(15);
    expect(typeNames).toContain('RaycastHit');
    const headings = nodes
      .filter((n): n is Heading => n.type === 'heading' && n.depth === 3)
      .map((h) => toString(h).replace(/\s*\{#[\w-]+\}$/, ''));
    expect(headings.sort()).toEqual([...functions, ...typeNames, ...classes].sort());
  });

  for (const name of functions) {
    it(`${name}: its signature, its maths as a formula KaTeX renders, and an example`, () => {
      const s = section(name);
      const signature = s.find((n): n is Code => n.type === 'code');
      expect(signature?.lang).toBe('ts');
      // The declaration as the source has it, up to its body.
      expect(signature?.value).toMatch(
        new RegExp(`^${name.includes('.') ? '' : 'function '}${name.replace('.', '\\.')}\\(`),
      );
      expect(signature?.value).toContain(`): `);
      const formula = s.find((n): n is MathNode => n.type === 'math');
      expect(formula?.value.trim()).not.toBe('');
      expect(() => katex.renderToString(formula?.value ?? '', { throwOnError: true, displayMode: true })).not.toThrow();
      // The prose maths and the sections a reader looks for.
      const text = s.map((n) => toString(n)).join('\n');
      expect(text).toMatch(/^Maths( \(.+\))?\. \S/m);
      for (const part of ['Parameters', 'Returns', 'Example', 'Edge cases', 'Throws']) expect(text).toContain(part);
      // Each parameter by name, type and what it is for; and what comes back.
      const arity = arityOf(name);
      const at = s.findIndex((n) => n.type === 'paragraph' && toString(n) === 'Parameters');
      const params = at >= 0 && s[at + 1]?.type === 'list' ? (s[at + 1] as List) : null;
      if (arity > 0) expect(params).not.toBeNull();
      const items = params?.children.map((item) => toString(item)) ?? [];
      expect(items.length).toBeGreaterThanOrEqual(arity);
      for (const item of items) expect(item).toMatch(/^\w+\??: [^—]+ — \S/);
      expect(text).toMatch(/^Returns [^—]+ — \S/m);
    });

    it(`${name}: the example the page shows runs and returns what its comments say`, () => {
      const code = exampleOf(name);
      expect(code).not.toBeNull();
      const cases = examples('@example\n```ts\n' + (code ?? '') + '\n```');
      expect(cases.length).toBeGreaterThan(0);
      for (const { prelude, code: statement, expected } of cases)
        expectClose(evaluate(statement, prelude), evaluate(expected), statement);
    });
  }

  it('types list their fields with their TSDoc', () => {
    const s = section('RaycastHit');
    expect(s.find((n) => n.type === 'code')?.value).toMatch(/^interface RaycastHit \{/);
    const fields = s.find((n): n is List => n.type === 'list')?.children.map((item) => toString(item)) ?? [];
    expect(fields).toEqual([
      "point: Vec3 — First contact on the target's surface.",
      'normal: Vec3 — Unit outward surface normal of the target at point.',
      'distance: number — How far the caster travelled: t * |end - origin|.',
      't: number — Fraction of the segment origin -> end, 0 <= t <= 1.',
    ]);
  });

  it('links type names to their entries, and gives the type Vec3 its own anchor so that #vec3 stays the function', () => {
    const urls = (name: string) => {
      const found: Record<string, string> = {};
      for (const n of section(name)) visit(n, 'link', (l: Link) => void (found[toString(l)] = l.url));
      return found;
    };
    expect(urls('raycastSphere')).toMatchObject({
      Vec3Like: '#vec3like',
      Sphere: '#sphere',
      RaycastHit: '#raycasthit',
    });
    expect(urls('RaycastHit')).toMatchObject({ Vec3: '#vec3-type' });
    expect(nodes.some((n) => n.type === 'heading' && toString(n) === 'Vec3 {#vec3-type}')).toBe(true);
    expect(nodes.some((n) => n.type === 'heading' && toString(n) === 'vec3')).toBe(true);
  });
});

describe('edge cases', () => {
  it('are listed one sentence a line, never split inside code', () => {
    expect(sentences('Origin inside: `null`. Tangent `t = 0. X`: a hit. `normal` is n.')).toEqual([
      'Origin inside: `null`.',
      'Tangent `t = 0. X`: a hit.',
      '`normal` is n.',
    ]);
    const list = section('raycastSphere').find(
      (n): n is List => n.type === 'list' && toString(n).includes('Origin strictly inside'),
    );
    expect(list?.children.map((item) => toString(item)).slice(0, 2)).toEqual([
      'Origin strictly inside: null.',
      'Origin on the surface: a hit at t = 0 if the segment heads into the sphere, null if it leaves or is tangent.',
    ]);
  });
});

describe('links to chapters', () => {
  it('links an export, and its Into and batch forms, to its chapter only when the chapter exists', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-docs-'));
    expect(chapterOf('raycastAABB', dir)).toBeNull();
    writeFileSync(join(dir, 'raycast-aabb.mdx'), '---\ntitle: Raycast to an AABB\n---\n\nText.\n');
    expect(chapterOf('raycastAABB', dir)).toEqual({ file: 'raycast-aabb.mdx', title: 'Raycast to an AABB' });
    expect(chapterOf('raycastAABBBatch', dir)).toEqual({ file: 'raycast-aabb.mdx', title: 'Raycast to an AABB' });
    expect(chapterOf('vec3', dir)).toBeNull();

    const tree = apiReferenceTree(entry, dir);
    const urls = JSON.stringify(tree).match(/"url":"\.\/[\w-]+\.mdx"/g) ?? [];
    expect(new Set(urls)).toEqual(new Set(['"url":"./raycast-aabb.mdx"']));
  });

  it('links every query a chapter derives back to that chapter, the v2 chapters included', () => {
    const docs = join(__dirname, '../../docs');
    const derived: [string, string][] = [
      ['raycastPlaneInto', 'raycast-plane.mdx'],
      ['raycastTriangle', 'raycast-triangle.mdx'],
      ['closestPointOnTriangle', 'closest-point-triangle.mdx'],
      ['sphereIntersectsTriangle', 'closest-point-triangle.mdx'],
      ['closestPointsBetweenSegments', 'capsules.mdx'],
      ['raycastCapsuleInto', 'capsules.mdx'],
      ['capsuleIntersectsCapsule', 'capsules.mdx'],
      ['raycastOBB', 'oriented-boxes.mdx'],
      ['sphereCastAABB', 'spherecast-box.mdx'],
      ['sphereCastTriangleInto', 'spherecast-triangle.mdx'],
      ['rayEnd', 'conventions.mdx'],
    ];
    for (const [name, file] of derived) expect(chapterOf(name, docs)?.file, name).toBe(file);
  });
});

/** A throwaway library: `index.ts` with the given source, and the entry's path. */
function fixture(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hb-api-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'index.ts'), source);
  return join(dir, 'src', 'index.ts');
}

const complete = `/**
 * Twice x.
 *
 * Maths: \`2x\`.
 *
 * @param x - The number to double.
 * @returns Twice x.
 * @formula 2x
 *
 * @example
 * \`\`\`ts
 * twice(2);
 * // => 4
 * \`\`\`
 *
 * @remarks Edges. None.
 * @throws TypeError never; RangeError never.
 */
export function twice(x: number): number {
  return 2 * x;
}
`;

/** Builds a page holding `<ApiReference />` against the library at `entryPath`, as the site does. */
const buildPage = (entryPath: string) =>
  compile(new VFile({ path: join(docsDir, 'api.mdx'), value: '# API\n\n<ApiReference />\n' }), {
    remarkPlugins: [[remarkApiReference, { entry: entryPath }]],
  });

describe('the build', () => {
  it('puts the reference where the page says <ApiReference />', async () => {
    const out = String(await buildPage(fixture(complete)));
    expect(out).toContain('twice');
    expect(out).not.toContain('ApiReference');
  });

  it('fails with a clear message when an exported function has no TSDoc, naming it, its file and line', async () => {
    const entryPath = fixture(complete + '\nexport function half(x: number): number {\n  return x / 2;\n}\n');
    await expect(buildPage(entryPath)).rejects.toThrow(
      // `half` is declared on line 23, after the 21 lines of `twice` and a blank one.
      /^API reference: half \(.*hb-api-\w+\/src\/index\.ts:23\) has no TSDoc comment: every exported function needs/,
    );
  });

  it('fails when a TSDoc comment lacks part of what the rule asks, saying which part', async () => {
    const entryPath = fixture(complete.replace(' * @formula 2x\n *\n', ''));
    await expect(buildPage(entryPath)).rejects.toThrow(
      /^API reference: twice \(.*index\.ts:\d+\) lacks an @formula line/,
    );
  });
});
