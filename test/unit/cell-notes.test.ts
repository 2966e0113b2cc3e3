// A cell never goes silent where a student would read silence as a bug: a segment in a
// triangle's plane (every segment, in a 2D figure) gets no hit with the reason said; a 3D-only
// method on a 2D figure says to use figure3d; a readout rounds as the text does; a swapped box
// draws without an SVG error.
import * as query from '@hitbook/query';
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileSource } from '../../src/components/LiveCell/compile';
import { IN_PLANE_NOTE, segmentInTrianglePlane } from '../../src/components/LiveCell/query-notes';
import { CellRuntime } from '../../src/components/LiveCell/runtime';
import { FigureSession } from '../../src/components/Diagram/scene';
import { SvgPainter } from '../../src/components/Diagram/svg-painter';

function cell(code: string) {
  const rt = new CellRuntime({ scope: { ...query }, modules: { '@hitbook/query': query }, live: false });
  rt.setCode(code, compileSource);
  return rt;
}

const TRIANGLE = 'const tri = { a: vec3(2, 0), b: vec3(6, 0), c: vec3(4, 4) };';

describe('a segment in a triangle’s plane', () => {
  it('gets no hit, and the output says why (once, however many calls)', () => {
    const out = cell(`${TRIANGLE}
const fig = figure();
for (let i = 0; i < 3; i++) raycastTriangle(vec3(0, 1), vec3(8, 1), tri);
console.log(raycastTriangle(vec3(0, 1), vec3(8, 1), tri));`).run();
    expect(out.error).toBeNull();
    expect(out.logs.map((l) => l.text)).toEqual([IN_PLANE_NOTE, 'null']);
    expect(IN_PLANE_NOTE).toMatch(/thin shape/);
    expect(IN_PLANE_NOTE).toMatch(/parallel/);
    expect(IN_PLANE_NOTE).toMatch(/figure3d/);
  });

  it('says it for an import and for the Into form too', () => {
    const out = cell(`import { raycastTriangleInto } from '@hitbook/query';
${TRIANGLE}
const out = { point: vec3(0, 0), normal: vec3(0, 0), distance: 0, t: 0 };
console.log(raycastTriangleInto(vec3(0, 1), vec3(8, 1), tri, out));`).run();
    expect(out.logs.map((l) => l.text)).toEqual([IN_PLANE_NOTE, 'false']);
  });

  it('says nothing for a segment that crosses the plane, hit or miss', () => {
    const out = cell(`${TRIANGLE}
console.log(raycastTriangle(vec3(4, 1, 3), vec3(4, 1, -3), tri)?.t);
console.log(raycastTriangle(vec3(40, 1, 3), vec3(40, 1, -3), tri));`).run();
    expect(out.logs.map((l) => l.text)).toEqual(['0.5', 'null']);
  });

  it('is told at any scale, and not for a segment just off the plane', () => {
    const tri = (s: number) => ({
      a: { x: 2 * s, y: 0, z: s },
      b: { x: 6 * s, y: 0, z: s },
      c: { x: 4 * s, y: 4 * s, z: s },
    });
    for (const s of [1e-100, 1, 1e100]) {
      expect(segmentInTrianglePlane({ x: 0, y: s, z: s }, { x: 8 * s, y: s, z: s }, tri(s))).toBe(true);
      expect(segmentInTrianglePlane({ x: 0, y: s, z: s }, { x: 8 * s, y: s, z: 1.001 * s }, tri(s))).toBe(false);
    }
    // A degenerate triangle (its points on a line) has no plane to be in.
    expect(
      segmentInTrianglePlane(
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { a: { x: 0, y: 0 }, b: { x: 1, y: 0 }, c: { x: 2, y: 0 } },
      ),
    ).toBe(false);
  });
});

describe('a 3D-only method on a 2D figure', () => {
  it.each(['triangle', 'sphere', 'capsule', 'orientedBox'])('fig.%s says to use figure3d', (method) => {
    const out = cell(`const fig = figure();\nfig.${method}(vec3(0, 0), vec3(1, 0), vec3(0, 1));`).run();
    expect(out.error).toMatchObject({ line: 2 });
    expect(out.error?.message).toMatch(
      new RegExp(`^fig\\.${method}: a 2D figure \\(figure\\(\\)\\) has no .*figure3d`),
    );
  });

  it('leaves the 2D figure’s own methods as they are', () => {
    const out = cell(`const fig = figure();\nfig.segment(vec3(0, 0), vec3(1, 1));\nfig.readout('t', 0.325);`).run();
    expect(out.error).toBeNull();
    expect(out.figures[0]?.readouts).toEqual([{ name: 't', text: '0.325' }]);
  });
});

describe('readouts', () => {
  it('show a value of up to three decimals exactly, as the text and the output do, and others to two', () => {
    const session = new FigureSession();
    session.begin();
    const fig = session.figure();
    fig.readout('t', 0.325);
    fig.readout('u', 1 / 3);
    fig.readout('v', 0.5);
    fig.readout('w', 1 / 3, { digits: 3 });
    fig.readout('P', { x: -0.125, y: 2 / 3 });
    const [snapshot] = session.finish();
    expect(snapshot?.readouts.map((r) => r.text)).toEqual(['0.325', '0.33', '0.5', '0.333', '(−0.125, 0.67)']);
  });
});

describe('a box with min > max in a static figure', () => {
  it('draws as the region it spans: no negative width or height', () => {
    const painter = new SvgPainter();
    const stroke = { tone: 'target', width: 1 } as const;
    painter.rect(50, 80, 30, -40, stroke, { tone: 'target', alpha: 0.2 });
    painter.rect(50, 80, -30, 40, stroke, null);
    const html = renderToStaticMarkup(createElement('svg', null, ...painter.elements));
    expect(html).not.toMatch(/(width|height)="-/);
    expect(html).toContain('x="50" y="40" width="30" height="40"');
    expect(html).toContain('x="20" y="80" width="30" height="40"');
  });
});
