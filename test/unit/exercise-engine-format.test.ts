// The failing case as a ready-to-paste call: evaluating the printed call gives arguments
// equal to the case's (every double read back exactly, NaN, ±Infinity and −0 as such), and
// the figure drawn for a case shows the shapes, A→B, and the two answers told apart.
import { closestPointOnTriangle, vec3 } from '@hitbook/query';
import { describe, expect, it } from 'vitest';
import { fitView, LABEL_CHAR_PX, LABEL_LINE_PX, paintSnapshot, type Painter } from '../../src/components/Diagram/paint';
import { figureForCase } from '../../src/components/Exercise/engine/figure';
import { formatCall, formatOutcome, formatShort, formatValue } from '../../src/components/Exercise/engine/format';
import { FAMILIES, generateCases } from '../../src/components/Exercise/engine/generators';
import type { CaseResult, ExerciseSpec } from '../../src/components/Exercise/engine/types';

/** Evaluates a printed call's arguments, with `vec3` in scope as in a cell. */
function argsOf(call: string): unknown[] {
  const inner = call.slice(call.indexOf('(') + 1, call.lastIndexOf(')'));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- reading back what we printed is the test
  return (new Function('vec3', `return [${inner}];`) as (v: typeof vec3) => unknown[])(vec3);
}

describe('formatCall', () => {
  it('prints the design’s example as written', () => {
    expect(
      formatCall('raycastAABB', [vec3(-1, 0.5, 0), vec3(3, 0.5, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) }]),
    ).toBe('raycastAABB(vec3(-1, 0.5, 0), vec3(3, 0.5, 0), { min: vec3(0, 0, 0), max: vec3(1, 1, 1) })');
  });

  it('round-trips awkward numbers exactly', () => {
    const args = [
      vec3(0.1 + 0.2, -0, 1 / 3),
      { x: NaN, y: Infinity, z: -Infinity },
      5e-324,
      1.7976931348623157e308,
      -(2 ** -1074),
      'x',
      { radius: 2 ** 52 + 1 },
    ];
    const call = formatCall('f', args);
    expect(call).toBe(
      "f(vec3(0.30000000000000004, -0, 0.3333333333333333), { x: NaN, y: Infinity, z: -Infinity }, 5e-324, 1.7976931348623157e+308, -5e-324, 'x', { radius: 4503599627370497 })",
    );
    const back = argsOf(call);
    expect(back).toEqual(args);
    expect(Object.is((back[0] as { y: number }).y, -0)).toBe(true);
  });

  it('round-trips every generated case of every family, bad input included (a missing field stays missing)', () => {
    let n = 0;
    for (const family of FAMILIES) {
      for (const c of generateCases(family, 77, 40)) {
        const back = argsOf(formatCall(family, c.args));
        expect(back, `${family}: ${c.name}`).toEqual(c.args);
        n++;
      }
    }
    expect(n).toBe(FAMILIES.length * 40);
  });

  it('prints a class instance by its fields and a non-vector object in braces, with quoted keys where needed', () => {
    class V {
      constructor(
        public x: number,
        public y: number,
        public z: number,
      ) {}
    }
    expect(formatValue(new V(1, 2, 3))).toBe('{ x: 1, y: 2, z: 3 }');
    expect(formatValue({ 'a-b': 1, c: [true, null, undefined] })).toBe("{ 'a-b': 1, c: [true, null, undefined] }");
    expect(formatOutcome({ kind: 'throw', name: 'RangeError', message: 'radius must be >= 0, got -1' })).toBe(
      'throws RangeError: radius must be >= 0, got -1',
    );
  });
});

const spec = (figure: string, fn: string): ExerciseSpec => ({
  id: 'x',
  fn,
  forbid: [],
  reference: fn,
  compare: 'raycastHit',
  figure,
  starter: '',
  cases: '[]',
  solution: '',
  hints: [],
});

function result(args: unknown[], expected: unknown, got: unknown): CaseResult {
  return {
    name: 'a case',
    hidden: false,
    source: 'named',
    args,
    call: '',
    expected: { kind: 'value', value: expected },
    got: { kind: 'value', value: got },
    pass: false,
  };
}

describe('formatShort', () => {
  it('gives four digits, and one past the first that differs from the other number', () => {
    expect(formatShort(Math.PI)).toBe('3.142');
    expect(formatShort(0.2500000008, 0.25)).toBe('0.2500000008');
    expect(formatShort(0.25, 0.2500000008)).toBe('0.25');
  });

  it('writes a huge number with an exponent that reads back to the same value, not sixteen digits', () => {
    // A case at 1e15 scale is common in the generators; "3000000000000000" in a failure sentence hides its size.
    expect(formatShort(3e15)).toBe('3e15');
    expect(formatShort(-1.23456e9)).toBe('-1.235e9');
    expect(Number(formatShort(3e15 + 2, 3e15))).toBe(3e15 + 2);
    expect(formatShort(123456)).toBe('123500');
  });
});

describe('figureForCase', () => {
  const box = { min: vec3(0, 0, 0), max: vec3(1, 1, 0) };
  const A = vec3(-1, 0.5, 0);
  const B = vec3(3, 0.5, 0);
  const library = { point: vec3(0, 0.5, 0), normal: vec3(-1, 0, 0), t: 0.25, distance: 1 };
  const yours = { point: vec3(0.2, 0.5, 0), normal: vec3(-1, 0, 0), t: 0.3, distance: 1.2 };

  it('draws the box, the segment A→B, and the two answers told apart by mark, label and dash', () => {
    const scene = figureForCase(spec('aabb', 'raycastAABB'), result([A, B, box], library, yours));
    expect(scene).not.toBeNull();
    const marks = scene?.snapshot.marks ?? [];
    expect(marks.filter((m) => m.kind === 'box')).toHaveLength(1);
    expect(marks.find((m) => m.kind === 'segment' && m.arrow && m.tone === 'ink')).toMatchObject({
      A: { x: -1, y: 0.5 },
      B: { x: 3, y: 0.5 },
    });
    const points = marks.filter((m) => m.kind === 'point');
    expect(points.find((m) => m.label === 'library: t = 0.25')).toMatchObject({
      tone: 'hit',
      cross: false,
      P: { x: 0, y: 0.5 },
    });
    expect(points.find((m) => m.label === 'yours: t = 0.3')).toMatchObject({
      tone: 'warning',
      cross: true,
      P: { x: 0.2, y: 0.5 },
    });
    const normals = marks.filter((m) => m.kind === 'segment' && m.tone !== 'ink');
    expect(normals.map((m) => m.kind === 'segment' && m.dashed)).toEqual([false, true]);
    expect(scene?.caption).toMatch(/Drawn in the z = 0 plane\./);
  });

  it('says "null" where an answer has no point, and draws nothing for bad input', () => {
    const scene = figureForCase(spec('aabb', 'raycastAABB'), result([A, B, box], library, null));
    expect(scene?.snapshot.marks.find((m) => m.kind === 'label')).toMatchObject({
      text: 'yours: null (no hit)',
      tone: 'warning',
    });
    expect(
      figureForCase(spec('aabb', 'raycastAABB'), result([{ x: NaN, y: 0, z: 0 }, B, box], library, null)),
    ).toBeNull();
    expect(
      figureForCase({ ...spec('aabb', 'raycastAABB'), figure: undefined }, result([A, B, box], library, null)),
    ).toBeNull();
  });

  it('projects a case that leaves z = 0 on the plane that shows it, and says which', () => {
    // Along z through a sphere: seen from the side (x–z or y–z), not end-on.
    const sphere = { center: vec3(1, 2, 3), radius: 1 };
    const hit = { point: vec3(1, 2, 2), normal: vec3(0, 0, -1), t: 0.25, distance: 1 };
    const scene = figureForCase(
      spec('sphere', 'raycastSphere'),
      result([vec3(1, 2, 1), vec3(1, 2, 5), sphere], hit, null),
    );
    expect(scene?.caption).toMatch(/Seen in the (x–z|y–z) plane \(looking along [xy]\)\./);
    const segment = scene?.snapshot.marks.find((m) => m.kind === 'segment' && m.arrow && m.tone === 'ink');
    expect(segment).toMatchObject({ A: { y: 1 }, B: { y: 5 } });
  });

  it('draws a sphere-and-box overlap (sphereIntersectsAABB) in the closestAABB figure, the answers as true / false', () => {
    const sphere = { center: vec3(3, 2, 0), radius: 1 };
    const scene = figureForCase(
      spec('closestAABB', 'sphereIntersectsAABB'),
      result([sphere, { min: vec3(0, 0, 0), max: vec3(2, 2, 0) }], true, false),
    );
    const marks = scene?.snapshot.marks ?? [];
    expect(marks.find((m) => m.kind === 'circle')).toMatchObject({ C: { x: 3, y: 2 }, r: 1 });
    expect(marks.flatMap((m) => (m.kind === 'label' ? [m.text] : []))).toEqual(['library: true', 'yours: false']);
  });

  it('draws a sphere cast to a triangle as the triangle and the ball where each answer stops it', () => {
    // The chapter's starting scene: the library's ball stops against the edge ca; "yours" passed.
    const tri = { a: vec3(3, 1), b: vec3(8, 2), c: vec3(5, 5) };
    const library = {
      center: vec3(3.16, 3),
      point: vec3(3.83, 2.66),
      normal: vec3(-0.89, 0.45, 0),
      t: 0.32,
      distance: 3.16,
    };
    const scene = figureForCase(
      spec('sphereCastTriangle', 'sphereCastTriangle'),
      result([vec3(0, 3), vec3(10, 3), 0.75, tri], library, null),
    );
    const marks = scene?.snapshot.marks ?? [];
    expect(marks.filter((m) => m.kind === 'segment' && m.tone === 'target')).toHaveLength(3);
    expect(marks.filter((m) => m.kind === 'circle')).toEqual([
      expect.objectContaining({ C: { x: 3.16, y: 3 }, r: 0.75, tone: 'hit' }),
    ]);
    expect(marks.flatMap((m) => (m.kind === 'label' ? [m.text] : []))).toEqual(['yours: null (no hit)']);
    expect(scene?.caption).toMatch(/^The moving sphere is drawn where each answer says it first touches\./);
  });

  it('draws two segments and each answer’s closest pair C₁–C₂ (closestPointsBetweenSegments)', () => {
    // The capsules chapter's starting scene: s* = 4/3 clamped to 1, so C₁ = q₁ = (6, 0), and
    // t = 0.4 gives C₂ = (7.8, −0.6), √3.6 apart. "Yours" kept s* unclamped: a point past q₁.
    const p1 = vec3(0, 0);
    const q1 = vec3(6, 0);
    const p2 = vec3(7, -3);
    const q2 = vec3(9, 3);
    const library = { first: vec3(6, 0), second: vec3(7.8, -0.6), s: 1, t: 0.4, distance: Math.sqrt(3.6) };
    const yours = { first: vec3(8, 0), second: vec3(8.6, 1.8), s: 4 / 3, t: 0.8, distance: Math.sqrt(3.6) };
    const scene = figureForCase(
      spec('segmentPair', 'closestPointsBetweenSegments'),
      result([p1, q1, p2, q2], library, yours),
    );
    expect(scene).not.toBeNull();
    const marks = scene?.snapshot.marks ?? [];
    // Both segments, wide, in the chapter's colours (p₁q₁ ink, p₂q₂ accent), and no arrow A→B.
    expect(marks.filter((m) => m.kind === 'segment' && m.width === 3)).toEqual([
      expect.objectContaining({ A: { x: 0, y: 0 }, B: { x: 6, y: 0 }, tone: 'ink' }),
      expect.objectContaining({ A: { x: 7, y: -3 }, B: { x: 9, y: 3 }, tone: 'accent' }),
    ]);
    expect(marks.some((m) => m.kind === 'segment' && m.arrow)).toBe(false);
    expect(marks.flatMap((m) => (m.kind === 'point' && m.label ? [m.label] : []))).toEqual(
      expect.arrayContaining(['p₁', 'q₁', 'p₂', 'q₂']),
    );
    // Each pair joined by a line: the library's solid in the hit colour, the reader's dashed.
    expect(marks.find((m) => m.kind === 'segment' && m.tone === 'hit')).toMatchObject({
      A: { x: 6, y: 0 },
      B: { x: 7.8, y: -0.6 },
      dashed: false,
    });
    expect(marks.find((m) => m.kind === 'segment' && m.tone === 'warning')).toMatchObject({
      A: { x: 8, y: 0 },
      B: { x: 8.6, y: 1.8 },
      dashed: true,
    });
    const points = marks.filter((m) => m.kind === 'point');
    expect(points.find((m) => m.label === 'library: distance = 1.897')).toMatchObject({
      tone: 'hit',
      cross: false,
      P: { x: 6, y: 0 },
    });
    expect(points.find((m) => m.label === 'yours: distance = 1.897')).toMatchObject({
      tone: 'warning',
      cross: true,
      P: { x: 8, y: 0 },
    });
    expect(points.filter((m) => m.tone === 'warning' && m.cross)).toHaveLength(2);
    expect(scene?.legend.map((l) => l.label)).toEqual([
      'library: s = 1, t = 0.4, distance = 1.897',
      'yours: s = 1.333, t = 0.8, distance = 1.897',
    ]);
  });

  it('keeps the gap between two skew segments in view: not looked at along C₁–C₂', () => {
    // The x axis and a segment along y at height 2: from above (along z) they cross and the
    // pair (0, 0, 0)–(0, 0, 2) would be one point.
    const library = { first: vec3(0, 0, 0), second: vec3(0, 0, 2), s: 0.5, t: 0.5, distance: 2 };
    const scene = figureForCase(
      spec('segmentPair', 'closestPointsBetweenSegments'),
      result([vec3(-1, 0, 0), vec3(1, 0, 0), vec3(0, -1, 2), vec3(0, 1, 2)], library, null),
    );
    expect(scene?.caption).toMatch(/Seen in the (x–z|y–z) plane/);
    const pair = scene?.snapshot.marks.find((m) => m.kind === 'segment' && m.tone === 'hit');
    expect(pair).toMatchObject({ A: { y: 0 }, B: { y: 2 } });
    expect(scene?.snapshot.marks.flatMap((m) => (m.kind === 'label' ? [m.text] : []))).toEqual([
      'yours: null (no hit)',
    ]);
  });

  it('keeps every label inside the figure at any width: the sliver’s “library: (2.7, 2.7, 0)” at the right edge', () => {
    // closest-point-triangle's hidden sliver case, answered by the textbook walk (0.7, 0.7): the
    // library's point is near the top-right corner, and its label was cut at the right edge.
    const P = vec3(2.6, 2.8);
    const tri = { a: vec3(0.1, 0.1), b: vec3(2.8, 2.8), c: vec3(1, 1) };
    const library = closestPointOnTriangle(P, tri);
    for (const yours of [vec3(0.7, 0.7), vec3(2.8, 2.8), null]) {
      const scene = figureForCase(spec('closestTriangle', 'closestPointOnTriangle'), result([P, tri], library, yours));
      if (!scene) throw new Error('no figure');
      for (let width = 300; width <= 1000; width += 10) {
        const height = scene.snapshot.view.height;
        const boxes: { t: string; left: number; top: number; w: number; h: number }[] = [];
        const painter: Painter = {
          polyline: () => undefined,
          polygon: () => undefined,
          circle: () => undefined,
          rect: () => undefined,
          text: (x, y, t, style) => {
            if (/^[−\d.]+$/.test(t)) return; // an axis number: kept inside on its own
            const w = (t.length * LABEL_CHAR_PX * style.size) / 16;
            const h = (LABEL_LINE_PX * style.size) / 16;
            const left = style.align === 'center' ? x - w / 2 : style.align === 'right' ? x - w : x;
            const top = style.baseline === 'top' ? y : style.baseline === 'bottom' ? y - h : y - h / 2;
            boxes.push({ t, left, top, w, h });
          },
        };
        paintSnapshot(painter, fitView(scene.snapshot, width, height), scene.snapshot);
        expect(boxes.map((b) => b.t)).toContain('library: (2.7, 2.7, 0)');
        for (const { t, left, top, w, h } of boxes) {
          expect(left, `${t} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(left + w, `${t} at ${width} px`).toBeLessThanOrEqual(width);
          expect(top, `${t} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(top + h, `${t} at ${width} px`).toBeLessThanOrEqual(height);
        }
      }
    }
  });

  it('draws every built-in family’s edge cases in its figure kind without throwing', () => {
    const kinds: Record<string, string> = {
      raycastAxisPlane: 'axisPlane',
      raycastSphere: 'sphere',
      raycastAABB: 'aabb',
      sphereCastSphere: 'sphereCast',
      closestPointOnAABB: 'closestAABB',
      raycastPlane: 'plane',
      raycastTriangle: 'triangle',
      closestPointOnTriangle: 'closestTriangle',
      raycastCapsule: 'capsule',
      raycastOBB: 'obb',
      sphereCastAABB: 'sphereCastAABB',
      sphereCastTriangle: 'sphereCastTriangle',
      closestPointsBetweenSegments: 'segmentPair',
    };
    for (const [family, kind] of Object.entries(kinds)) {
      const cases = generateCases(family as (typeof FAMILIES)[number], 5, 20).filter((c) => !c.tag.startsWith('bad'));
      for (const c of cases) {
        const scene = figureForCase(spec(kind, family), result(c.args, null, null));
        expect(scene, `${family}: ${c.name}`).not.toBeNull();
        expect(scene?.snapshot.marks.length ?? 0).toBeGreaterThan(2);
      }
    }
  });
});
