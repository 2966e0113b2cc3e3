/**
 * The scenes of the chapter "Many shapes", in one place so that its figures and the tests
 * that check the numbers it states draw and walk the same shapes.
 */
import { circle, rect, type Shape2, type Vec2 } from './bvh2d';

const P = (x: number, y: number): Vec2 => ({ x, y });

/** The eight shapes a … h of the chapter's tree figures: four on the left, four on the right. */
export const EIGHT: readonly Shape2[] = [
  circle('a', P(1.5, 5.5), 0.8),
  rect('b', P(3, 4.5), P(4.5, 6)),
  circle('c', P(2, 2), 1),
  rect('d', P(4, 1), P(5.2, 2.4)),
  circle('e', P(8, 6), 0.7),
  rect('f', P(9.5, 4.5), P(11, 5.5)),
  circle('g', P(8.5, 2), 1),
  rect('h', P(10.5, 1), P(11.5, 2.8)),
];

/** A small deterministic generator (mulberry32): the same scene on every page load. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `n` small circles and rectangles scattered over `width` × `height`, the same for the same
 * seed: the crowd of the chapter's first figure and of its live cell.
 */
export function scatter(n: number, seed = 1, width = 16, height = 9, size = 0.45): Shape2[] {
  const r = random(seed);
  return Array.from({ length: n }, (_, i) => {
    const x = size + r() * (width - 2 * size);
    const y = size + r() * (height - 2 * size);
    const s = size * (0.6 + 0.8 * r());
    return i % 2 === 0 ? circle(String(i + 1), P(x, y), s) : rect(String(i + 1), P(x - s, y - s), P(x + s, y + s));
  });
}
