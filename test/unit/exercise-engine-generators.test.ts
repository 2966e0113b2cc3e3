// The edge-case generators: the same seed gives the same cases, every family covers its
// named edge cases, and each generated case says what the contract makes of it — which the
// library must then do (hit at the stated t with the stated normal, null, or the stated error
// class). A sentence that lies about its scene fails here.
import * as query from '@hitbook/query';
import { describe, expect, it } from 'vitest';
import { compareOutcomes, scaleOf } from '../../src/components/Exercise/engine/compare';
import {
  FAMILIES,
  familyCovers,
  generateCases,
  type Expect,
  type GeneratedCase,
} from '../../src/components/Exercise/engine/generators';
import type { Outcome } from '../../src/components/Exercise/engine/types';

interface V {
  x: number;
  y: number;
  z: number;
}

const library = query as unknown as Record<string, (...args: unknown[]) => unknown>;
const SEEDS = [1, 2, 3, 42, 1234, 987654];

function run(fn: string, args: unknown[]): Outcome {
  try {
    return { kind: 'value', value: library[fn]?.(...structuredClone(args)) };
  } catch (e) {
    return { kind: 'throw', name: (e as Error).name, message: (e as Error).message };
  }
}

/** Does the library's answer match what the case says the contract gives? */
function holds(outcome: Outcome, expect: Expect): string | null {
  if (expect.kind === 'throw') {
    return outcome.kind === 'throw' && outcome.name === expect.name
      ? null
      : `expected ${expect.name}, got ${JSON.stringify(outcome)}`;
  }
  if (outcome.kind !== 'value') return `expected an answer, got ${JSON.stringify(outcome)}`;
  const value = outcome.value as Record<string, unknown> | null;
  switch (expect.kind) {
    case 'null':
      return value === null ? null : `expected null, got ${JSON.stringify(value)}`;
    case 'hit': {
      if (value === null) return 'expected a hit, got null';
      // Within 1e-12: the scenes are exact, but a rotation (an OBB's) or a √2 (a tilted plane's normal) is not.
      if (expect.t !== undefined && !(Math.abs((value.t as number) - expect.t) <= 1e-12)) {
        return `t ${String(value.t)} != ${expect.t}`;
      }
      const n = value.normal as V;
      const m = expect.normal;
      if (m !== undefined && !(Math.max(Math.abs(n.x - m.x), Math.abs(n.y - m.y), Math.abs(n.z - m.z)) <= 1e-12)) {
        return `normal ${JSON.stringify(n)} != ${JSON.stringify(m)}`;
      }
      return null;
    }
    case 'value':
      return deepEqualNumbers(value, expect.value)
        ? null
        : `${JSON.stringify(value)} != ${JSON.stringify(expect.value)}`;
    case 'distance':
      return Math.abs((value?.distance as number) - expect.distance) <= 1e-12 * Math.max(1, expect.distance)
        ? null
        : `distance ${String(value?.distance)} != ${expect.distance}`;
  }
}

/** Equal vectors (−0 and 0 alike), as a closest point is compared. */
function deepEqualNumbers(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const ka = Object.keys(a);
  return (
    ka.length === Object.keys(b).length &&
    ka.every((k) => deepEqualNumbers((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

describe.each(FAMILIES)('the %s generator', (family) => {
  it('gives the same cases for the same seed, and others for another', () => {
    const a = generateCases(family, 1234, 30);
    expect(generateCases(family, 1234, 30)).toEqual(a);
    expect(JSON.stringify(generateCases(family, 1235, 30))).not.toBe(JSON.stringify(a));
    expect(a).toHaveLength(30);
    expect(new Set(a.map((c) => c.name)).size).toBeGreaterThan(a.length / 2);
  });

  it('covers every named edge case of its family, each with a sentence', () => {
    for (const seed of SEEDS) {
      const cases = generateCases(family, seed, 40);
      const tags = new Set(cases.map((c) => c.tag));
      for (const tag of familyCovers(family)) expect(tags, `${family} seed ${seed}: ${tag}`).toContain(tag);
      for (const c of cases) expect(c.name.length, c.name).toBeGreaterThan(12);
    }
  });

  it('the library does what each named case says the contract gives', () => {
    let checked = 0;
    for (const seed of SEEDS) {
      for (const c of generateCases(family, seed, 40).filter(
        (g): g is GeneratedCase & { expect: Expect } => g.expect !== undefined,
      )) {
        expect(holds(run(family, c.args), c.expect), `${family} seed ${seed}: ${c.name}`).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(SEEDS.length * 8);
  });

  it('the library answers its random scenes with a consistent hit: t in [0, 1], point on the segment, unit normal', () => {
    for (const seed of SEEDS) {
      for (const c of generateCases(family, seed, 60).filter((g) => g.tag === 'random')) {
        const outcome = run(family, c.args);
        expect(outcome.kind, c.name).toBe('value');
        const value = (outcome as { value: unknown }).value as (Record<string, V> & { t: number }) | null;
        if (value === null) continue;
        if (family === 'closestPointOnAABB') {
          const { min, max } = c.args[1] as { min: V; max: V };
          const P = value as unknown as V;
          for (const k of ['x', 'y', 'z'] as const) expect(P[k] >= min[k] && P[k] <= max[k], c.name).toBe(true);
          continue;
        }
        if (family === 'closestPointOnTriangle') {
          // No nearer vertex: the closest point is at most as far as each vertex.
          const [P, tri] = c.args as [V, Record<'a' | 'b' | 'c', V>];
          const Q = value as unknown as V;
          const dist = (U: V, W: V): number => Math.hypot(U.x - W.x, U.y - W.y, U.z - W.z);
          for (const corner of [tri.a, tri.b, tri.c])
            expect(dist(P, Q), c.name).toBeLessThanOrEqual(dist(P, corner) + 1e-9);
          continue;
        }
        if (family === 'closestPointsBetweenSegments') {
          const pair = value as unknown as { first: V; second: V; s: number; t: number; distance: number };
          const [p1, q1, p2, q2] = c.args as V[] as [V, V, V, V];
          const at = (P: V, Q: V, u: number): V => ({
            x: P.x + u * (Q.x - P.x),
            y: P.y + u * (Q.y - P.y),
            z: P.z + u * (Q.z - P.z),
          });
          const verdict = compareOutcomes(
            'segmentPair',
            outcome,
            { kind: 'value', value: { ...pair, first: at(p1, q1, pair.s), second: at(p2, q2, pair.t) } },
            c.args,
          );
          expect(verdict.pass, `${c.name}: ${verdict.why}`).toBe(true);
          continue;
        }
        const [A, B] = c.args as [V, V];
        expect(value.t >= 0 && value.t <= 1, c.name).toBe(true);
        const S = scaleOf(c.args);
        // The center (a sphere cast) or the contact (a raycast) is A + t·AB.
        const moving = value.center ?? value.point;
        for (const k of ['x', 'y', 'z'] as const) {
          expect(Math.abs((moving as V)[k] - (A[k] + value.t * (B[k] - A[k]))), c.name).toBeLessThanOrEqual(1e-9 * S);
        }
        const n = value.normal as V;
        expect(Math.abs(Math.hypot(n.x, n.y, n.z) - 1), c.name).toBeLessThan(1e-12);
      }
    }
  });
});
