// Judging an answer: each compare kind under the contract's tolerance, at its edges (1e-9·S
// passes, a little more fails), null against a hit, and the class of a thrown error — each
// failure said in the sentence a reader sees.
import { describe, expect, it } from 'vitest';
import { compareOutcomes, scaleOf, vectorFieldOf } from '../../src/components/Exercise/engine/compare';
import type { Outcome } from '../../src/components/Exercise/engine/types';

const value = (v: unknown): Outcome => ({ kind: 'value', value: v });
const v3 = (x: number, y: number, z: number) => ({ x, y, z });

// raycastAABB(vec3(-1, 0.5, 0.5), vec3(3, 0.5, 0.5), unit box): S = 3 (the largest |number|),
// |AB| = 4, so positions within 3e-9, t within 3e-9 / 4 = 7.5e-10, the box's normal exactly.
const boxArgs = [v3(-1, 0.5, 0.5), v3(3, 0.5, 0.5), { min: v3(0, 0, 0), max: v3(1, 1, 1) }];
const boxHit = { point: v3(0, 0.5, 0.5), normal: v3(-1, 0, 0), distance: 1, t: 0.25 };

describe('raycastHit', () => {
  it('passes within the tolerance and fails just past it, naming the field', () => {
    expect(compareOutcomes('raycastHit', value(boxHit), value({ ...boxHit, t: 0.25 + 7e-10 }), boxArgs).pass).toBe(
      true,
    );
    expect(compareOutcomes('raycastHit', value(boxHit), value({ ...boxHit, t: 0.25 + 8e-10 }), boxArgs)).toEqual({
      pass: false,
      why: 't is 0.2500000008, expected 0.25',
    });
    expect(
      compareOutcomes('raycastHit', value(boxHit), value({ ...boxHit, point: v3(2.9e-9, 0.5, 0.5) }), boxArgs).pass,
    ).toBe(true);
    expect(
      compareOutcomes('raycastHit', value(boxHit), value({ ...boxHit, point: v3(3.1e-9, 0.5, 0.5) }), boxArgs).why,
    ).toBe('point is (3.1e-9, 0.5, 0.5), expected (0, 0.5, 0.5)');
    expect(compareOutcomes('raycastHit', value(boxHit), value({ ...boxHit, distance: 1 + 3.1e-9 }), boxArgs).why).toBe(
      'distance is 1.0000000031, expected 1',
    );
  });

  it("holds a box's normal to exactly the axis, and a sphere's to 1e-9·S/R", () => {
    const tilted = { ...boxHit, normal: v3(-1, 1e-15, 0) };
    expect(compareOutcomes('raycastHit', value(boxHit), value(tilted), boxArgs).why).toMatch(
      /^normal is \(-1, 1e-15, 0\), expected \(-1, 0, 0\)$/,
    );
    // The chapter's sphere: S = 10, R = 5: a normal within 2e-9 passes, 3e-9 fails.
    const sphereArgs = [v3(0, 0, 0), v3(10, 0, 0), { center: v3(8, 3, 0), radius: 5 }];
    const hit = { point: v3(4, 0, 0), normal: v3(-0.8, -0.6, 0), distance: 4, t: 0.4 };
    expect(
      compareOutcomes('raycastHit', value(hit), value({ ...hit, normal: v3(-0.8 + 1.9e-9, -0.6, 0) }), sphereArgs).pass,
    ).toBe(true);
    expect(
      compareOutcomes('raycastHit', value(hit), value({ ...hit, normal: v3(-0.8 + 2.1e-9, -0.6, 0) }), sphereArgs).pass,
    ).toBe(false);
  });

  it('tells null from a hit, with the reason when there is one', () => {
    expect(
      compareOutcomes('raycastHit', value(null), value(boxHit), boxArgs, {
        whyNull: 'the segment ends before the box',
      }),
    ).toEqual({
      pass: false,
      why: 'returned a hit at t = 0.25, expected null: the segment ends before the box',
    });
    expect(compareOutcomes('raycastHit', value(boxHit), value(null), boxArgs).why).toBe(
      'returned null, expected a hit at t = 0.25',
    );
    expect(compareOutcomes('raycastHit', value(null), value(null), boxArgs).pass).toBe(true);
    expect(compareOutcomes('raycastHit', value(boxHit), value(undefined), boxArgs).why).toBe(
      'returned nothing (undefined), expected a hit',
    );
    expect(compareOutcomes('raycastHit', value(boxHit), value({ ...boxHit, t: NaN }), boxArgs).why).toBe(
      't is NaN, expected 0.25',
    );
  });

  it('matches a thrown error by class, not message', () => {
    const range: Outcome = {
      kind: 'throw',
      name: 'RangeError',
      message: 'raycastAABB: box.min.y (3) is greater than box.max.y (1)',
    };
    expect(
      compareOutcomes('raycastHit', range, { kind: 'throw', name: 'RangeError', message: 'bad box' }, boxArgs).pass,
    ).toBe(true);
    expect(
      compareOutcomes('raycastHit', range, { kind: 'throw', name: 'TypeError', message: 'bad box' }, boxArgs).why,
    ).toBe('threw TypeError, expected RangeError ("raycastAABB: box.min.y (3) is greater than box.max.y (1)")');
    expect(compareOutcomes('raycastHit', range, value(null), boxArgs).why).toBe(
      'returned null, expected RangeError ("raycastAABB: box.min.y (3) is greater than box.max.y (1)")',
    );
    expect(
      compareOutcomes('raycastHit', value(boxHit), { kind: 'throw', name: 'RangeError', message: 'no' }, boxArgs).why,
    ).toBe('threw RangeError ("no"), expected a hit');
    expect(compareOutcomes('raycastHit', value(boxHit), { kind: 'timeout' }, boxArgs).why).toMatch(
      /^did not finish in time/,
    );
  });

  it('allows the grazing-angle slack on a thin shape: max(1e-9·S, 1e-15·S / sin θ)', () => {
    // A segment meeting the plane z = 0 at sin θ = 1e-7: S = 1e3, positions within 1e-2·… = 1e-5.
    const args = [v3(-1000, 0, 1e-4), v3(1000, 0, -1e-4), { normal: v3(0, 0, 1), constant: 0 }];
    const hit = { point: v3(0, 0, 0), normal: v3(0, 0, 1), distance: 1000, t: 0.5 };
    expect(compareOutcomes('raycastHit', value(hit), value({ ...hit, point: v3(5e-6, 0, 0) }), args).pass).toBe(true);
    expect(compareOutcomes('raycastHit', value(hit), value({ ...hit, point: v3(2e-5, 0, 0) }), args).pass).toBe(false);
  });
});

describe('the other kinds', () => {
  it('sphereCastHit also compares the center', () => {
    const args = [v3(-5, 0, 0), v3(5, 0, 0), 1, { center: v3(0, 0, 0), radius: 1 }];
    const hit = { point: v3(-1, 0, 0), normal: v3(-1, 0, 0), distance: 3, t: 0.3, center: v3(-2, 0, 0) };
    expect(compareOutcomes('sphereCastHit', value(hit), value({ ...hit, center: v3(-2.5, 0, 0) }), args).why).toBe(
      'center is (-2.5, 0, 0), expected (-2, 0, 0)',
    );
  });

  it('closestPoint, vector and number: within 1e-9·S', () => {
    const args = [v3(5, 0.5, 0.5), { min: v3(0, 0, 0), max: v3(1, 1, 1) }]; // S = 5
    expect(compareOutcomes('closestPoint', value(v3(1, 0.5, 0.5)), value(v3(1 + 4.9e-9, 0.5, 0.5)), args).pass).toBe(
      true,
    );
    expect(compareOutcomes('closestPoint', value(v3(1, 0.5, 0.5)), value(v3(1 + 5.1e-9, 0.5, 0.5)), args).why).toBe(
      'the point is (1.000000005, 0.5, 0.5), expected (1, 0.5, 0.5)',
    );
    expect(compareOutcomes('vector', value(v3(1, 2, 3)), value([1, 2, 3]), args).why).toBe(
      'the vector is [1, 2, 3], expected a vector (1, 2, 3)',
    );
    // A vector that is a normal is called one: "the point is" sent readers looking for a point.
    expect(
      compareOutcomes('vector', value(v3(0, 0, 1)), value(v3(0, 0, -1)), args, {
        field: vectorFieldOf('triangleNormal'),
      }).why,
    ).toBe('the normal is (0, 0, -1), expected (0, 0, 1)');
    expect([vectorFieldOf('rayEnd'), vectorFieldOf('contactPoint'), vectorFieldOf('pointAt')]).toEqual([
      'the end',
      'the point',
      'the point',
    ]);
    expect(compareOutcomes('number', value(0.4), value(0.4 + 4e-9), [10]).pass).toBe(true); // S = 10
    expect(compareOutcomes('number', value(0.4), value(0.4 + 2e-8), [10]).why).toBe(
      'the value is 0.40000002, expected 0.4',
    );
  });

  it('boolean and exact', () => {
    expect(compareOutcomes('boolean', value(true), value(false), []).why).toBe('returned false, expected true');
    expect(compareOutcomes('boolean', value(true), value(1), []).why).toBe('returned 1, expected true');
    expect(compareOutcomes('exact', value({ a: [1, NaN] }), value({ a: [1, NaN] }), []).pass).toBe(true);
    expect(compareOutcomes('exact', value([0.25, 0.75]), value([0.75, 0.25]), []).why).toBe(
      'returned [0.75, 0.25], expected [0.25, 0.75]',
    );
  });

  it('contact: point, depth and normal', () => {
    const args = [
      { center: v3(0, 0, 0), radius: 2 },
      { center: v3(3, 0, 0), radius: 2 },
    ];
    const contact = { point: v3(1, 0, 0), normal: v3(-1, 0, 0), depth: 1 };
    expect(compareOutcomes('contact', value(contact), value({ ...contact, depth: 1.5 }), args).why).toBe(
      'depth is 1.5, expected 1',
    );
    expect(compareOutcomes('contact', value(null), value(contact), args).why).toBe('returned a contact, expected null');
  });

  it('segmentPair accepts any nearest pair of parallel segments, and no pair off the segments', () => {
    const args = [v3(0, 0, 0), v3(4, 0, 0), v3(1, 3, 0), v3(5, 3, 0)];
    const library = { first: v3(1, 0, 0), second: v3(1, 3, 0), s: 0.25, t: 0, distance: 3 };
    const other = { first: v3(3, 0, 0), second: v3(3, 3, 0), s: 0.75, t: 0.5, distance: 3 };
    expect(compareOutcomes('segmentPair', value(library), value(other), args).pass).toBe(true);
    const off = { ...other, second: v3(3.5, 3, 0) };
    expect(compareOutcomes('segmentPair', value(library), value(off), args).why).toBe(
      'second is (3.5, 3, 0), expected (3, 3, 0) (the point at t = 0.5)',
    );
  });
});

describe('S, the scale of a case', () => {
  it('is the largest magnitude among the inputs; a plane counts |constant|/|normal|, a rotation nothing', () => {
    expect(scaleOf(boxArgs)).toBe(3);
    expect(scaleOf([v3(0, 0, 0), v3(1, 0, 0), { normal: v3(0, 0, 4), constant: -8 }])).toBe(2);
    expect(
      scaleOf([
        v3(0, 0, 0),
        v3(1, 0, 0),
        { center: v3(0, 0, 0), halfSize: v3(1, 1, 1), rotation: { x: 0, y: 0, z: 9, w: 9 } },
      ]),
    ).toBe(1);
    expect(scaleOf([v3(NaN, 0, 0), v3(2, 0, 0)])).toBe(2);
  });
});

describe('parameter', () => {
  it("holds a segment's t to 1e-9 whatever the scene's scale, where a plain number grows with S", () => {
    // crossingT(dA, dB) on a plane 1e9 away: S = 3e9, so 'number' would accept t anywhere within 3.
    const args = [1e9, -2e9];
    const t = 1 / 3;
    expect(compareOutcomes('number', value(t), value(t + 1), args).pass).toBe(true);
    expect(compareOutcomes('parameter', value(t), value(t + 1), args)).toEqual({
      pass: false,
      why: 't is 1.3333, expected 0.33333',
    });
    expect(compareOutcomes('parameter', value(t), value(t + 9e-10), args).pass).toBe(true);
    expect(compareOutcomes('parameter', value(t), value(t + 1.1e-9), args).pass).toBe(false);
    expect(compareOutcomes('parameter', value(null), value(null), args).pass).toBe(true);
    expect(compareOutcomes('parameter', value(null), value(0.5), args).pass).toBe(false);
  });
});
