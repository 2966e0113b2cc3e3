// The TSDoc of every public function is part of the product: the site's API reference is
// generated from it and its examples are the first code a user copies. Each must state
// its maths, give an example, and say what it returns at the edges and what it throws;
// and each example is run here, its `// =>` lines compared with what the library returns.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as library from '../src/index.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const publicNames = new Set(Object.keys(library));

/** The doc comment of each exported function, by name, across src/. */
function docComments(): Map<string, string> {
  const docs = new Map<string, string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(src, file), 'utf8');
    for (const m of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export function (\w+)/g)) {
      docs.set(m[2]!, m[1]!.replace(/^\s*\* ?/gm, ''));
    }
  }
  return docs;
}

interface Example {
  /** The code of the examples before it in the same fence, run first: it may use their variables. */
  prelude: string;
  code: string;
  expected: string;
}

/** The statements of an @example fence, each with the `// =>` value that follows it. */
function examples(doc: string): Example[] {
  const fence = /@example\s*```ts\n([\s\S]*?)```/.exec(doc);
  if (!fence) return [];
  const out: Example[] = [];
  const before: string[] = [];
  let code: string[] = [];
  let expected: string[] | null = null;
  const flush = () => {
    if (expected) out.push({ prelude: before.join('\n'), code: code.join('\n'), expected: expected.join(' ') });
    if (expected) before.push(...code);
    if (expected) code = [];
    expected = null;
  };
  for (const line of fence[1]!.split('\n')) {
    if (line.startsWith('// =>')) {
      expected = [line.slice(5)];
    } else if (expected && /^\/\/\s{2,}/.test(line)) {
      expected.push(line.slice(2));
    } else {
      flush();
      if (line.trim() !== '' && !line.startsWith('//')) code.push(line);
    }
  }
  flush();
  return out;
}

/**
 * The value of the last statement of `code`, after running `prelude` and the statements
 * before it (so that an example may set up a result object, call a query, then show it).
 */
function evaluate(code: string, prelude = ''): unknown {
  const names = [...publicNames];
  const values = names.map((n) => (library as Record<string, unknown>)[n]);
  const body = code.trim().replace(/;\s*$/, '');
  const split = body.lastIndexOf(';\n');
  const statements = split < 0 ? '' : body.slice(0, split + 1);
  const expression = split < 0 ? body : body.slice(split + 2);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating the docs is the point
  const run = new Function(...names, `${prelude}\n${statements}\nreturn (${expression});`) as (
    ...args: unknown[]
  ) => unknown;
  return run(...values);
}

/** Deep equality, numbers to 1e-12 relative: the docs print 0.6 where the result is 0.6000000000000001. */
function expectClose(actual: unknown, expected: unknown, path = 'result'): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number');
    expect(Math.abs((actual as number) - expected), `${path}: ${String(actual)} vs ${expected}`).toBeLessThanOrEqual(
      1e-12 * Math.max(1, Math.abs(expected)),
    );
  } else if (expected !== null && typeof expected === 'object') {
    expect(actual, path).toBeTypeOf('object');
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [k, v] of Object.entries(expected))
      expectClose((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
  } else {
    expect(actual, path).toBe(expected);
  }
}

const docs = docComments();

describe('TSDoc of the public functions', () => {
  it('covers every public function', () => {
    const functions = [...publicNames].filter((n) => typeof (library as Record<string, unknown>)[n] === 'function');
    expect(functions.filter((n) => !docs.has(n))).toEqual([]);
  });

  for (const name of [...publicNames].filter((n) => docs.has(n))) {
    const doc = docs.get(name)!;
    it(`${name}: states its maths, an example, its edges and what it throws`, () => {
      expect(doc).toMatch(/^Maths( \(.+\))?: /m);
      expect(doc).toMatch(/@example\s*```ts\n/);
      expect(doc).toMatch(/@remarks Edges\. /);
      expect(doc).toMatch(/@throws TypeError .*RangeError/s);
    });

    const cases = examples(doc);
    it(`${name}: its example runs and returns what it says`, () => {
      expect(cases.length).toBeGreaterThan(0);
      for (const { prelude, code, expected } of cases) expectClose(evaluate(code, prelude), evaluate(expected), code);
    });
  }
});
