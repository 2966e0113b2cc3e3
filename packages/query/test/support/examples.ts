// Runs the examples of the library's TSDoc: each statement followed by a `// =>` line is
// evaluated with every public export in scope, and its value compared with the one the
// line states. Shared by the TSDoc test and the site's API reference test, so that the
// examples the reference shows are held to what they claim in the same way.
import { expect } from 'vitest';
import * as library from '../../src/index.ts';

const publicNames = Object.keys(library);

export interface Example {
  /** The code of the examples before it in the same fence, run first: it may use their variables. */
  prelude: string;
  code: string;
  expected: string;
}

/** The statements of an @example fence, each with the `// =>` value that follows it. */
export function examples(doc: string): Example[] {
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
export function evaluate(code: string, prelude = ''): unknown {
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
export function expectClose(actual: unknown, expected: unknown, path = 'result'): void {
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
