// Every format reads back the notebook it wrote, deep-equal as a ComposedNotebook, for random
// notebooks full of what each format must escape or carry: braces, tags, backticks and
// fences, maths, */, // %%, CR, CRLF, U+2028, entities, unicode, empty cells, exercises with
// and without their optional fields. The seed is pinned in CI (FC_SEED, vitest.setup.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComposedNotebook } from '../../src/components/Composer/document';
import {
  exportNotebook,
  fromFile,
  fromIpynb,
  fromMdx,
  fromShareFragment,
  fromTs,
  importNotebook,
  toFile,
  toIpynb,
  toMdx,
  toShareFragment,
  toTs,
} from '../../src/components/Composer/formats';
import { notebookArb, tricky } from './support/composer';

const formats: [string, (nb: ComposedNotebook) => string, (text: string) => ComposedNotebook][] = [
  ['.hitbook.json', toFile, fromFile],
  ['.mdx', toMdx, fromMdx],
  ['.ipynb', toIpynb, fromIpynb],
  ['.ts', toTs, fromTs],
];

describe('every format reads back what it wrote', () => {
  it.each(formats)('%s: the tricky notebook', (_name, write, read) => {
    expect(read(write(tricky))).toEqual(tricky);
  });

  it.each(formats)('%s: random notebooks', (_name, write, read) => {
    fc.assert(
      fc.property(notebookArb, (nb) => {
        expect(read(write(nb))).toEqual(nb);
      }),
      { numRuns: 300 },
    );
  });

  it('the share link: random notebooks', async () => {
    await fc.assert(
      fc.asyncProperty(notebookArb, async (nb) => {
        expect(await fromShareFragment(await toShareFragment(nb))).toEqual(nb);
      }),
      { numRuns: 100 },
    );
  });

  it('export then import by file name, for every kind', () => {
    fc.assert(
      fc.property(notebookArb, fc.constantFrom('json', 'mdx', 'ipynb', 'ts' as const), (nb, kind) => {
        const { filename, text } = exportNotebook(nb, kind);
        expect(importNotebook(filename, text)).toEqual(nb);
      }),
      { numRuns: 200 },
    );
  });
});
