/** A typed prediction as a number: decimals, a leading − (typed or typographic), or a fraction `a/b`. */
export function parseAnswer(text: string): number | null {
  const t = text.trim().replace(/\u2212/g, '-').replace(/\s+/g, '');
  const fraction = /^(-?\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(t);
  if (fraction) {
    const d = Number(fraction[2]);
    return d === 0 ? null : Number(fraction[1]) / d;
  }
  if (!/^-?(\d+\.?\d*|\.\d+)(e-?\d+)?$/i.test(t)) return null;
  return Number(t);
}
