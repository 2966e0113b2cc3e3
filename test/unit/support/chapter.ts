import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/**
 * A chapter's source, for tests that hold its stated numbers to the library: each test
 * computes a number with `@hitbook/query` and checks that the chapter says the same.
 */
export interface Chapter {
  readonly text: string;
  /** Fails unless the chapter contains `snippet` verbatim (whitespace runs count as one space). */
  states(snippet: string): void;
}

const squash = (s: string): string => s.replace(/\s+/g, ' ');

export function chapter(slug: string): Chapter {
  const text = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', `${slug}.mdx`), 'utf8');
  const flat = squash(text);
  return {
    text,
    states(snippet) {
      expect(flat.includes(squash(snippet)), `docs/${slug}.mdx should state: ${snippet}`).toBe(true);
    },
  };
}
