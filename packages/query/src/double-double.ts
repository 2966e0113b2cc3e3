// Double-double arithmetic (Dekker 1971; Knuth, TAOCP 4.2.2): a value held as the
// unevaluated sum hi + lo of two doubles carries about 106 bits. The sphere queries use it
// only near a tangency, where the answer is the small difference of two nearly equal
// products and plain doubles keep about half of its digits.
//
// Each operation returns the high part of its result and leaves the low part in `lo`,
// which the caller reads at once: nothing is allocated. Magnitudes must stay below 2^996
// (the splitting in twoProduct) and, for full precision, above 2^-960.

/** The low part of the last result. */
export let lo = 0;

/** 2^27 + 1: splits a double into two halves of 26 bits whose products are exact. */
const SPLITTER = 134217729;

/** `a + b = result + lo`, exactly. */
export function twoSum(a: number, b: number): number {
  const s = a + b;
  const bb = s - a;
  lo = a - (s - bb) + (b - bb);
  return s;
}

/** `a·b = result + lo`, exactly. */
export function twoProduct(a: number, b: number): number {
  const p = a * b;
  let t = SPLITTER * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLITTER * b;
  const bh = t - (t - b);
  const bl = b - bh;
  lo = al * bl - (p - ah * bh - al * bh - ah * bl);
  return p;
}

/** `hi + lo` renormalised when `|hi| >= |e|` (Dekker's fast two-sum). */
function renormalise(hi: number, e: number): number {
  const s = hi + e;
  lo = e - (s - hi);
  return s;
}

/** `(ah + al) + (bh + bl)`, accurate even when the two nearly cancel. */
export function add(ah: number, al: number, bh: number, bl: number): number {
  let s = twoSum(ah, bh);
  let e = lo;
  const t = twoSum(al, bl);
  const f = lo;
  s = renormalise(s, e + t);
  e = lo + f;
  return renormalise(s, e);
}

/** `(ah + al)·(bh + bl)`. */
export function mul(ah: number, al: number, bh: number, bl: number): number {
  const p = twoProduct(ah, bh);
  return renormalise(p, lo + (ah * bl + al * bh));
}
