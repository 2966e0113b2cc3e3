// The composer's exercise form offers every compare kind the checking engine judges, and the
// docs' table of <Exercise> props lists the same kinds: a teacher's review found `parameter`
// missing from the form and `segmentPair` missing from the docs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareOutcomes } from '../../src/components/Exercise/engine/compare';
import { COMPARE_KINDS } from '../../src/components/Exercise/engine/types';

/** The kinds named in the `compare` row of the props table in "Writing with the notebook". */
function documentedKinds(): string[] {
  const page = readFileSync(new URL('../../docs/notebook-kit.mdx', import.meta.url), 'utf8');
  const row = page.split('\n').find((line) => /^\|\s*`compare`\s*\|/.test(line));
  if (row === undefined) throw new Error('no `compare` row in docs/notebook-kit.mdx');
  const meaning = row.split('|')[2] ?? '';
  return Array.from(meaning.matchAll(/`(\w+)`/g), (m) => m[1] ?? '');
}

describe('compare kinds', () => {
  it('the docs table lists exactly the kinds the form offers, in its order', () => {
    expect(documentedKinds()).toEqual([...COMPARE_KINDS]);
  });

  it('every kind offered is judged by the engine: an equal answer passes, a different one fails', () => {
    const answers: Record<string, [unknown, unknown]> = {
      raycastHit: [null, { point: { x: 1, y: 0, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 1, t: 0.5 }],
      sphereCastHit: [null, { point: { x: 1, y: 0, z: 0 }, normal: { x: -1, y: 0, z: 0 }, distance: 1, t: 0.5 }],
      contact: [null, { point: { x: 1, y: 0, z: 0 }, normal: { x: -1, y: 0, z: 0 }, depth: 1 }],
      closestPoint: [
        { x: 1, y: 2, z: 3 },
        { x: 4, y: 2, z: 3 },
      ],
      segmentPair: [null, { s: 0, t: 0 }],
      vector: [
        { x: 1, y: 2, z: 3 },
        { x: 4, y: 2, z: 3 },
      ],
      number: [1, 2],
      parameter: [0.25, 0.75],
      boolean: [true, false],
      exact: ['a', 'b'],
    };
    for (const kind of COMPARE_KINDS) {
      const pair = answers[kind];
      if (pair === undefined) throw new Error(`no answers for ${kind}`);
      const [want, other] = pair;
      const args = [{ x: 0, y: 0, z: 0 }];
      expect(
        compareOutcomes(kind, { kind: 'value', value: want }, { kind: 'value', value: want }, args).pass,
        kind,
      ).toBe(true);
      expect(
        compareOutcomes(kind, { kind: 'value', value: want }, { kind: 'value', value: other }, args).pass,
        kind,
      ).toBe(false);
    }
  });
});
