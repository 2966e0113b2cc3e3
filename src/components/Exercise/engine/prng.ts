/**
 * A small seeded generator (mulberry32): the same seed gives the same cases everywhere, so a
 * failing random case is reproduced from the seed the report prints.
 */
export type Rng = () => number;

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [lo, hi]. */
export function intIn(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** A seed for a new check, when the caller gives none. */
export function freshSeed(): number {
  return Math.floor(Math.random() * 0x7fffffff);
}
