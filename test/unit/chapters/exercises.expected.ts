// What the exercises test expects of each chapter: its exercises in order, typical wrong answers
// (each the chapter's solution with one mistake a learner makes, and the named case that must
// catch it), and how the library computes each predict question's answer.
import { raycastAxisPlane, raycastSphere, vec3, type Vec3Like } from '@hitbook/query';

export interface WrongAnswer {
  /** The mistake, as a reader would make it. */
  why: string;
  /** Edits to the solution that make the mistake: each `from` must occur in it. */
  edits?: [from: string | RegExp, to: string][];
  /** Or the whole wrong code. */
  code?: string;
  /** The first named case that must fail. */
  failsOn: string;
}

export interface ChapterExpectations {
  exercises: string[];
  /** The library function of the chapter's "write it yourself", if it has one. */
  writeYourself?: string;
  wrong: Record<string, WrongAnswer[]>;
  predicts: Record<string, () => unknown>;
}

/** A vector as the predict choices write it: `(−1, 0, 0)`, with a true minus sign. */
export const written = (v: Vec3Like): string =>
  `(${[v.x, v.y, v.z].map((c) => String(c + 0).replace('-', '−')).join(', ')})`;

export const expectations: Record<string, ChapterExpectations> = {
  'raycast-axis-plane': {
    exercises: ['write', 'ratio'],
    writeYourself: 'raycastAxisPlane',
    wrong: {
      write: [
        {
          why: 'no range check: it reports the crossing of the line, even behind A',
          edits: [['if (t < 0 || t > 1) return null;', '']],
          failsOn: 'moving away: the wall is behind A, t = -0.25',
        },
        {
          why: 'the normal always (−1, 0, 0), whichever way the segment moves',
          edits: [['n[axis] = dx > 0 ? -1 : 1;', 'n[axis] = -1;']],
          failsOn: 'the same segment reversed: the normal flips to (1, 0, 0)',
        },
        {
          why: 'no test of Δx = 0: lying in the wall, 0 / 0 is NaN and NaN passes the range check',
          edits: [['if (dx === 0) return null;', '']],
          failsOn: 'lying in the wall: Δx = 0 and AF = 0, so t would be 0 / 0',
        },
        {
          why: 'no argument checks: a bad axis reads undefined and quietly misses',
          edits: [[/ {2}checkVector\('origin'[\s\S]*?checkNumber\('value', value\);\n/, '']],
          failsOn: "axis 'w': a RangeError",
        },
      ],
      ratio: [
        {
          why: "the seed port's ratio, measured from B: 1 − t",
          edits: [['return AF / dx;', 'return (B.x - x0) / dx;']],
          failsOn: 'the starting scene: AF = 6, Δx = 8, t = 0.75',
        },
        {
          why: 'dividing by Δx = 0 anyway: ±Infinity instead of "no ratio"',
          edits: [['if (dx === 0) return null;', '']],
          failsOn: 'parallel to the wall: Δx = 0, no ratio',
        },
      ],
    },
    predicts: {
      't-at-3': () => raycastAxisPlane(vec3(1, 2), vec3(9, 8), 'x', 3)?.t,
      'normal-reversed': () => {
        const hit = raycastAxisPlane(vec3(9, 8), vec3(1, 2), 'x', 7);
        return hit && written(hit.normal);
      },
      'floor-short': () => {
        const hit = raycastAxisPlane(vec3(0, 6), vec3(8, 2), 'y', 1.5);
        return hit === null ? 'null' : hit.t > 1 ? 'a hit with t > 1' : `a hit at t = ${hit.t}`;
      },
    },
  },
  'raycast-sphere': {
    exercises: ['write', 'hit-test'],
    writeYourself: 'raycastSphere',
    wrong: {
      write: [
        {
          why: 'no test of a start inside: the entry behind A comes out as a hit with t < 0',
          edits: [['if (c < 0) return null; // starts inside', '']],
          failsOn: 'starts inside the sphere, the centre ahead',
        },
        {
          why: 'a strict hit test, h > 0: the tangent line is counted a miss',
          edits: [['if (h < 0) return null;', 'if (h <= 0) return null;']],
          failsOn: 'tangent from outside: |CD| = 0, the contact is C',
        },
        {
          why: 'on the surface, only AC < 0 rejected (the literal recipe): moving along the tangent gives t = 0 / 0',
          edits: [['if (b <= 0) return null;', 'if (b < 0) return null;']],
          failsOn: 'starts on the surface, moving along the tangent (pitfall 1)',
        },
        {
          why: '|CS|² by subtraction, |AS|² − AC²: the far sphere of pitfall 3 is hit',
          edits: [
            [
              'const h = ab2 * r * r - dot(cr, cr);',
              'const h = ab2 * (r * r - (dot(AS, AS) - (b * b) / ab2)) + 0 * cr.x;',
            ],
          ],
          failsOn: 'a far sphere that the subtraction loses (pitfall 3): |CS| = 1.5 > 1',
        },
      ],
      'hit-test': [
        {
          why: 'Pythagoras by subtraction, |AS|² − AC²',
          code: `export function lineMeetsSphere(A: Vec3Like, B: Vec3Like, S: Vec3Like, r: number): boolean {
  const L = Math.hypot(B.x - A.x, B.y - A.y, B.z - A.z);
  const d = { x: (B.x - A.x) / L, y: (B.y - A.y) / L, z: (B.z - A.z) / L };
  const AS = { x: S.x - A.x, y: S.y - A.y, z: S.z - A.z };
  const AC = AS.x * d.x + AS.y * d.y + AS.z * d.z;
  return AS.x * AS.x + AS.y * AS.y + AS.z * AS.z - AC * AC <= r * r;
}`,
          failsOn: 'the far sphere of pitfall 3: |CS| = 1.5 > 1, which Pythagoras by subtraction loses',
        },
        {
          why: 'a strict comparison: the tangent line does not count',
          edits: [['<= ab2 * r * r', '< ab2 * r * r']],
          failsOn: 'tangent, S at (8, 8): |CS| = r, touching counts',
        },
      ],
    },
    predicts: {
      't-closer': () => raycastSphere(vec3(0, 3), vec3(10, 3), { center: vec3(8, 7), radius: 5 })?.t,
      tangent: () => {
        const hit = raycastSphere(vec3(0, 3), vec3(10, 3), { center: vec3(8, 8), radius: 5 });
        if (hit === null) return 'a miss';
        return hit.point.x === 8 && hit.point.y === 3 ? 'one touching point: D = C' : 'two contacts: D before C';
      },
      'point-normal': () => {
        const hit = raycastSphere(vec3(-5, 0), vec3(5, 0), { center: vec3(0, 0), radius: 0 });
        return hit && written(hit.normal);
      },
    },
  },
};
