// The TSDoc of every public function is part of the product: the site's API reference is
// generated from it and its examples are the first code a user copies. Each must state
// its maths, give an example, and say what it returns at the edges and what it throws;
// and each example is run here, its `// =>` lines compared with what the library returns.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as library from '../src/index.ts';
import { evaluate, examples, expectClose } from './support/examples.ts';

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
    // A class (Scene): its own comment, and each public method's as `Class.method`.
    for (const c of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export class (\w+)/g)) {
      docs.set(c[2]!, c[1]!.replace(/^\s*\* ?/gm, ''));
      for (const m of text.matchAll(/\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\n {2}([a-z]\w*)\(/g)) {
        docs.set(`${c[2]!}.${m[2]!}`, m[1]!.replace(/^\s*\* ?/gm, ''));
      }
    }
  }
  return docs;
}

const docs = docComments();

describe('TSDoc of the public functions', () => {
  it('covers every public function', () => {
    const functions = [...publicNames].filter((n) => typeof (library as Record<string, unknown>)[n] === 'function');
    expect(functions.filter((n) => !docs.has(n))).toEqual([]);
  });

  it('covers every public method of a public class', () => {
    const lib = library as Record<string, unknown>;
    const methods = [...publicNames]
      .filter((n) => /^[A-Z]/.test(n) && typeof lib[n] === 'function')
      .flatMap((n) =>
        Object.getOwnPropertyNames((lib[n] as { prototype: object }).prototype)
          .filter(
            (m) =>
              m !== 'constructor' &&
              typeof Object.getOwnPropertyDescriptor((lib[n] as { prototype: object }).prototype, m)?.value ===
                'function',
          )
          .map((m) => `${n}.${m}`),
      );
    // Private methods are declared `private name(`: not part of the API.
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(join(src, f), 'utf8'))
      .join('\n');
    const hidden = new Set([...sources.matchAll(/^ {2}private (\w+)\(/gm)].map((m) => m[1]!));
    expect(methods.length).toBeGreaterThan(0);
    methods.splice(0, methods.length, ...methods.filter((m) => !hidden.has(m.split('.')[1]!)));
    expect(methods.filter((m) => !docs.has(m))).toEqual([]);
  });

  for (const name of [...docs.keys()].filter((n) => publicNames.has(n.split('.')[0]!))) {
    const doc = docs.get(name)!;
    it(`${name}: states its maths, an example, its edges and what it throws`, () => {
      expect(doc).toMatch(/^Maths( \(.+\))?: /m);
      // The same maths as one line of TeX: the API reference renders it with KaTeX.
      expect(doc).toMatch(/^@formula \S.*$/m);
      expect(doc).toMatch(/^@returns \S/m);
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
