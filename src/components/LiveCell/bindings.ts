/**
 * Handles bound to code: the numbers in a cell that a figure's handles were created from.
 * `fig.handle('A', vec3(0, 3))` binds the `0` and the `3` to the handle A, and
 * `fig.radius('r', S, 5)` binds the `5` to r; in a 3D figure (`figure3d`),
 * `fig.handle('A', vec3(0, 3, 1))` binds all three numbers. Dragging the handle rewrites them, and editing
 * them moves the handle. This module is the light, pure half: what a binding is, how a value
 * is written back as code, and how ranges follow an edit. Finding bindings needs a parser and
 * lives in `find-bindings.ts`, loaded with the compiler.
 */

/** One number in the code: `[start, end)` of its text (a leading sign included) and its value. */
export interface Slot {
  start: number;
  end: number;
  value: number;
}

/** A handle whose initial value is written as literal numbers in the cell's code. */
export interface Binding {
  /**
   * Which figure of the cell, in the order the code creates them: the 2D figures (`figure`)
   * and the 3D ones (`figure3d`) are counted apart, as the cell shows them.
   */
  figure: number;
  /** The handle's name, as given to `fig.handle` or `fig.radius`. */
  name: string;
  /** A 2D point, a 2D radius, or a point of a 3D figure. */
  kind: 'point' | 'radius' | 'point3';
  /** The whole bound expression, e.g. `vec3(0, 3)` or `5`: what the editor highlights. */
  start: number;
  end: number;
  /** A 2D point's x and y (a z stays as written), a 3D point's x, y and z, or a radius's value. */
  slots: Slot[];
}

/** A handle of a cell: a binding (its `kind` tells 2D from 3D), or a figure's handle and its `dims`. */
export interface HandleRef {
  figure: number;
  name: string;
  kind?: Binding['kind'];
  dims?: 2 | 3;
}

/** True when two bindings (or a binding and a handle) name the same handle of the same figure. */
export function sameHandle(a: HandleRef, b: HandleRef): boolean {
  const dims = (x: HandleRef) => x.dims ?? (x.kind === 'point3' ? 3 : 2);
  return a.figure === b.figure && a.name === b.name && dims(a) === dims(b);
}

/** Replace `[start, end)` of the code by `text`. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface Range {
  start: number;
  end: number;
}

/**
 * Decimals a handle's values need: drags land on tenths of its step, so a step of 0.5 gives
 * values such as 2.55 (two decimals), a step of 1 values such as 2.3 (one).
 */
export function stepDigits(step: number): number {
  if (!(step > 0) || !Number.isFinite(step)) return 2;
  const q = step / 10;
  // The first power of ten that writes q as an integer, with slack for float dust (0.05 → 2).
  for (let d = 0; d < 10; d++) {
    const scaled = q * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, scaled)) return d;
  }
  return 10;
}

/**
 * A number as code: the handle's precision, no trailing zeros, no `-0`, an ASCII minus (it
 * must compile, unlike the `−` the figure's labels print).
 */
export function formatLiteral(value: number, step: number): string {
  const s = value.toFixed(stepDigits(step));
  const trimmed = s.includes('.') ? s.replace(/\.?0+$/, '') : s;
  return trimmed === '-0' ? '0' : trimmed;
}

/**
 * The edits that write `values` (a point's x and y, or a radius) into a binding's numbers.
 * A number whose value did not change keeps its text, so `0.0` or `1e3` stay as written.
 */
export function rewriteEdits(binding: Binding, values: readonly number[], step: number): Edit[] {
  const edits: Edit[] = [];
  binding.slots.forEach((slot, i) => {
    const v = values[i];
    if (v === undefined || !Number.isFinite(v) || v === slot.value) return;
    edits.push({ start: slot.start, end: slot.end, text: formatLiteral(v, step) });
  });
  return edits;
}

/** The code with non-overlapping edits applied. */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  let out = source;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** Where an offset of the code is after the edits; an offset inside an edit sticks to its end. */
export function shiftOffset(at: number, edits: readonly Edit[], stickToEnd = true): number {
  let delta = 0;
  for (const e of edits) {
    if (e.end <= at && !(e.start === at && !stickToEnd && e.end === at)) delta += e.text.length - (e.end - e.start);
    else if (e.start < at && at < e.end) delta += stickToEnd ? e.start + e.text.length - at : e.start - at;
  }
  return at + delta;
}

/** A range of the code after the edits (it grows or shrinks with edits inside it). */
export function shiftRange<R extends Range>(range: R, edits: readonly Edit[]): R {
  return { ...range, start: shiftOffset(range.start, edits, false), end: shiftOffset(range.end, edits) };
}

/** Bindings after edits that only rewrote bound numbers (each number takes its edit's new value). */
export function shiftBindings(bindings: readonly Binding[], edits: readonly Edit[]): Binding[] {
  return bindings.map((b) => ({
    ...shiftRange(b, edits),
    slots: b.slots.map((s) => {
      const edit = edits.find((e) => e.start === s.start && e.end === s.end);
      const moved = shiftRange(s, edits);
      return edit ? { ...moved, value: Number(edit.text) } : moved;
    }),
  }));
}

/** The one edit that turns the code into the edited code: the span from the first edit to the last. */
export function spanEdit(source: string, edits: readonly Edit[]): Edit | null {
  if (edits.length === 0) return null;
  const start = Math.min(...edits.map((e) => e.start));
  const end = Math.max(...edits.map((e) => e.end));
  const next = applyEdits(source, edits);
  return { start, end, text: next.slice(start, end + next.length - source.length) };
}

/**
 * True when the binding still describes the handle the code created: its numbers are the
 * handle's initial value. It guards every rewrite, so a number found in the wrong place (a
 * figure made in a loop, code edited since it last ran) is never overwritten.
 */
export function matchesInitial(binding: Binding, initial: readonly number[]): boolean {
  return binding.slots.length === initial.length && binding.slots.every((s, i) => s.value === initial[i]);
}

/** The binding whose expression holds the selection (a caret at either edge counts). */
export function bindingAt(bindings: readonly Binding[], start: number, end: number): Binding | undefined {
  return bindings.find((b) => b.start <= start && end <= b.end);
}

/**
 * True when `after` differs from `before` only inside one bound expression: the reader edited
 * a bound number, so the figure should keep its view while the handle moves.
 */
export function onlyInsideBindings(before: string, after: string, bindings: readonly Binding[]): boolean {
  if (before === after) return true;
  let head = 0;
  const max = Math.min(before.length, after.length);
  while (head < max && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < max - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const changedEnd = before.length - tail;
  return bindings.some((b) => b.start <= head && changedEnd <= b.end);
}
