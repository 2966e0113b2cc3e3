// What the exercises test expects of each chapter: its exercises in order, typical wrong answers
// (each the chapter's solution with one mistake a learner makes, and the named case that must
// catch it), and how the library computes each predict question's answer.
import {
  capsuleIntersectsCapsule,
  closestPointOnAABB,
  closestPointOnSegment,
  closestPointOnTriangle,
  closestPointsBetweenSegments,
  raycastAABB,
  raycastAxisPlane,
  raycastOBB,
  raycastPlane,
  raycastSphere,
  raycastTriangle,
  sphereCastAABB,
  sphereCastSphere,
  sphereCastTriangle,
  sphereIntersectsAABB,
  vec3,
  type Vec3Like,
} from '@hitbook/query';
import { boundsOf, build, perimeter, union, walk } from '../../../src/components/BVH/bvh2d';
import { EIGHT } from '../../../src/components/BVH/scenes';

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
  'raycast-aabb': {
    exercises: ['write', 'slab', 'range-check'],
    writeYourself: 'raycastAABB',
    wrong: {
      write: [
        {
          why: 'no test of t_enter < 0: the entry behind A counts as a hit',
          edits: [['tEnter > 1 || tEnter < 0 ||', 'tEnter > 1 ||']],
          failsOn: 'moving away, the box behind A (pitfall 1): t_exit < 0',
        },
        {
          why: 'dividing by a zero component like any other (pitfall 5)',
          edits: [[/ {4}if \(d === 0\) \{[\s\S]*?continue;\n {4}\}\n/, '']],
          failsOn: 'parallel to the y faces, inside the y slab: no division by zero',
        },
        {
          why: 'ties broken by >=: the last axis wins at an edge or a corner',
          edits: [['if (tNear > tEnter) {', 'if (tNear >= tEnter) {']],
          failsOn: 'entering through a corner: x wins the tie',
        },
        {
          why: 'no sliding rule: a start on a face moving along it hits at t = 0',
          edits: [['if (tEnter === 0 && alongFace) return null;', '']],
          failsOn: 'starts on the corner (0, 2), sliding along the top face: on the surface, not entering',
        },
        {
          why: 'no t_exit = 0 test: a start on a corner, leaving one slab as it enters the other, hits',
          edits: [[' || tExit === 0)', ')']],
          failsOn: 'starts on the corner (0, 0), entering the y slab as it leaves the x slab: t_enter = t_exit = 0',
        },
        {
          why: 'no argument checks: a box with min > max answers as if it were a box',
          edits: [[/ {2}checkVector\('origin'[\s\S]*?\n {2}\}\n/, '']],
          failsOn: 'box.min.y > box.max.y: a RangeError',
        },
      ],
      slab: [
        {
          why: 'lo always the near plane, whichever way the line moves',
          edits: [
            ['const x0 = d > 0 ? lo : hi;', 'const x0 = lo;'],
            ['const x1 = d > 0 ? hi : lo;', 'const x1 = hi;'],
          ],
          failsOn: 'moving down the axis: x0 is hi, entered first',
        },
        {
          why: 'dividing by b − a = 0 anyway',
          edits: [[/ {2}if \(d === 0\) \{[\s\S]*?\n {2}\}\n/, '']],
          failsOn: 'parallel, inside the slab: every t',
        },
        {
          why: 'an open slab: a start on a plane counted outside',
          edits: [['a >= lo && a <= hi', 'a > lo && a < hi']],
          failsOn: 'parallel, on the plane lo: the slab is closed, 0/0 is no answer',
        },
      ],
      'range-check': [
        {
          why: 'strict comparisons: an edge or a corner is not on the face, nor any point of a flat box',
          edits: [['min[k] <= Q[k] && Q[k] <= max[k]', 'min[k] < Q[k] && Q[k] < max[k]']],
          failsOn: 'the starting scene, Q_x = (4, 3) on the left face: 2 ≤ 3 ≤ 6, and on the flat z range 0 ≤ 0 ≤ 0',
        },
        {
          why: 'the reversed form, "not below and not above", which lets NaN through',
          edits: [['!(min[k] <= Q[k] && Q[k] <= max[k])', 'Q[k] < min[k] || Q[k] > max[k]']],
          failsOn: 'a NaN coordinate is on no face (pitfall 5)',
        },
        {
          why: 'one range check, as in 2D: a face in 3D is a rectangle',
          code: `export function onFace(Q: Vec3Like, box: AABB, axis: 'x' | 'y' | 'z'): boolean {
  const k = axis === 'x' ? 'y' : 'x';
  return box.min[k] <= Q[k] && Q[k] <= box.max[k];
}`,
          failsOn: 'in 3D, in range on y but past the box on z',
        },
      ],
    },
    predicts: {
      't-y': () => raycastAxisPlane(vec3(0, 1), vec3(8, 5), 'y', 2)?.t,
      // The exit of A→B is the entry of B→A, measured back from A.
      't-exit': () => {
        const back = raycastAABB(vec3(8, 5), vec3(0, 1), { min: vec3(4, 2), max: vec3(7, 6) });
        return back && 1 - back.t;
      },
      'corner-normal': () => {
        const hit = raycastAABB(vec3(-1, -1), vec3(1, 1), { min: vec3(0, 0), max: vec3(2, 2) });
        return hit && written(hit.normal);
      },
    },
  },
  'spherecast-sphere': {
    exercises: ['write', 'contact-point'],
    writeYourself: 'sphereCastSphere',
    wrong: {
      write: [
        {
          why: 'the radii swapped in step 4: D taken r2 from C',
          edits: [['const q = R > 0 ? r1 / R : 0;', 'const q = R > 0 ? r2 / R : 0;']],
          failsOn: 'the starting scene: R = 5, t = 0.4, C = (4, 0), D = (5.6, 1.2)',
        },
        {
          why: 'no test of a start overlapping: the contact behind A is reported',
          edits: [['if (c < 0) return null; // starts overlapping', '']],
          failsOn: 'starts overlapped, S ahead: |AS| = 1 < R = 2 (pitfall 2)',
        },
        {
          why: 'in contact at the start, only "moving away" rejected: sliding past gives t = 0 / 0',
          edits: [['if (b <= 0) return null;', 'if (b < 0) return null;']],
          failsOn: 'touching at the start, sliding past (pitfall 3)',
        },
        {
          why: "the article's D with both radii 0: 0 / 0",
          edits: [['const q = R > 0 ? r1 / R : 0;', 'const q = r1 / R;']],
          failsOn: 'both radii 0, through the centre: D = C and n against the motion',
        },
      ],
      'contact-point': [
        {
          why: 'the radii swapped: r2 from C instead of r1',
          edits: [['const q = r1 / R;', 'const q = r2 / R;']],
          failsOn: 'the starting scene: C = (4, 0), S = (8, 3), D = (5.6, 1.2)',
        },
        {
          why: 'no guard for r1 + r2 = 0',
          edits: [['if (R === 0) return vec3(C.x, C.y, C.z); // two points that meet: D = C', '']],
          failsOn: 'both radii 0: D = C, no 0/0',
        },
      ],
    },
    predicts: {
      't-bigger-ball': () => sphereCastSphere(vec3(0, 0), vec3(10, 0), 3, { center: vec3(8, 3), radius: 3 })?.t,
      'e-x': () => sphereCastSphere(vec3(0, 0), vec3(10, 0), 2, { center: vec3(8, 3), radius: 3 })?.point.x,
      'raycast-point': () => {
        const hit = sphereCastSphere(vec3(-5, 0), vec3(5, 0), 0, { center: vec3(0, 0), radius: 1 });
        return hit && hit.point.x === hit.center.x && hit.point.y === hit.center.y
          ? 'C, the centre at contact'
          : 'other';
      },
    },
  },
  'closest-point-aabb': {
    exercises: ['write', 'clamp', 'region', 'overlap'],
    writeYourself: 'closestPointOnAABB',
    wrong: {
      write: [
        {
          why: 'the bands mixed up: below the range it takes max',
          edits: [['return p < lo ? lo : p > hi ? hi : p;', 'return p < lo ? hi : p > hi ? lo : p;']],
          failsOn: 'the starting scene: S = (9, 8) beyond the corner, C = (6, 4)',
        },
        {
          why: 'no check of min ≤ max: a swapped box answers nonsense (pitfall 2)',
          edits: [
            [
              / {2}for \(const i of \['x', 'y', 'z'\] as const\) \{\n {4}if \(min\[i\] > max\[i\]\)[\s\S]*?\n {2}\}\n/,
              '',
            ],
          ],
          failsOn: 'min.x > max.x: a RangeError',
        },
        {
          why: 'only the types checked: NaN passes every comparison and comes back (pitfall 4)',
          edits: [[/ {4}if \(!Number\.isFinite\(v\[k\]\)\)\n[^\n]*\n/, '']],
          failsOn: 'box.min.x NaN: a RangeError, not a quiet answer (pitfall 4)',
        },
      ],
      clamp: [
        {
          why: 'the one-liner with min and max swapped',
          code: 'export function clampAxis(p: number, min: number, max: number): number {\n  return Math.min(Math.max(p, max), min);\n}',
          failsOn: 'the starting scene: P_x = 9 > max_x = 6, so C_x = 6',
        },
        {
          why: 'the left band forgotten',
          edits: [["  if (p < min) return min; // left band: the box's left side\n", '']],
          failsOn: 'left of the box: P_x = -1 < min_x = 2, so C_x = 2',
        },
      ],
      region: [
        {
          why: "a point on the range's end counted as clamped: the flat z of the figure makes every point a corner",
          edits: [['P[i] < min[i] || P[i] > max[i]', 'P[i] <= min[i] || P[i] >= max[i]']],
          failsOn:
            'the starting scene, (9, 8) past a corner of the rectangle: x and y clamped, z not (the box is flat on z, P_z = 0)',
        },
        {
          why: 'x and y only, as in the figure: a 3D corner reads as an edge',
          edits: [["for (const i of ['x', 'y', 'z'] as const)", "for (const i of ['x', 'y'] as const)"]],
          failsOn: 'beyond a corner of the unit cube',
        },
      ],
      overlap: [
        {
          why: '< instead of ≤: a sphere touching the corner is counted apart',
          edits: [['<= r * r;', '< r * r;']],
          failsOn: 'r = 5: 25 ≤ 25, the sphere touches the corner, touching counts',
        },
        {
          why: 'no check of the radius: −1 squared passes as 1 (pitfall 3)',
          edits: [[/ {2}if \(!\(r >= 0\) \|\| r === Infinity\)\n[\s\S]*?\);\n/, '']],
          failsOn: 'a negative radius: a RangeError (pitfall 3)',
        },
      ],
    },
    predicts: {
      cs2: () => {
        const S = vec3(9, 0);
        const C = closestPointOnAABB(S, { min: vec3(2, 1), max: vec3(6, 4) });
        return (S.x - C.x) ** 2 + (S.y - C.y) ** 2 + (S.z - C.z) ** 2;
      },
      above: () => written(closestPointOnAABB(vec3(4, 8), { min: vec3(2, 1), max: vec3(6, 4) })),
      'touch-radius': () => {
        const box = { min: vec3(2, 1), max: vec3(6, 4) };
        const S = vec3(9, 8);
        const C = closestPointOnAABB(S, box);
        const r = Math.hypot(S.x - C.x, S.y - C.y, S.z - C.z);
        // The smallest radius that overlaps: true at r, false just below it.
        const smallest =
          sphereIntersectsAABB({ center: S, radius: r }, box) &&
          !sphereIntersectsAABB({ center: S, radius: r - 0.01 }, box);
        return smallest ? r : NaN;
      },
    },
  },
  'spherecast-triangle': {
    exercises: ['write', 'face', 'slide'],
    writeYourself: 'sphereCastTriangle',
    wrong: {
      write: [
        {
          why: 'the face only, as in the textbook: the edges and corners are never met',
          edits: [['for (const [p, q] of [[a, b], [b, c], [c, a]]) {', 'for (const [p, q] of []) {']],
          failsOn: 'the starting scene: the capsule of ca first, t ≈ 0.32',
        },
        {
          why: 'no test of a start overlapping: the far capsules are entered from inside the rounded triangle',
          edits: [['if (d < r - band) return null; // starts overlapping', '']],
          failsOn: 'overlapping the edge ab, moving across the triangle: null, not the far capsules',
        },
        {
          why: 'touching at the start, only "moving away" rejected: a slide along the edge hits at t = 0',
          edits: [
            ['if (!(dot(AB, AQ) < -(2 ** -40) * lengthAB * d)) return null;', 'if (dot(AB, AQ) > 0) return null;'],
          ],
          failsOn: 'touching the edge ab, sliding along it past b: null',
        },
        {
          why: 'the face always moved up along n̂, whichever side A is on',
          edits: [['const out = scale(n, side > 0 ? r : -r);', 'const out = scale(n, r);']],
          failsOn: 'rising from below: the face moved down by r, n = (0, 0, −1)',
        },
        {
          why: 'no test of a degenerate triangle: n̂ = 0/0 and the moved face is NaN',
          edits: [['if (lengthN > 0) {', 'if (true) {']],
          failsOn: 'a degenerate triangle, its corners on a line: the capsules only, no NaN normal',
        },
      ],
      face: [
        {
          why: 'the face always moved along +n̂: from below it is moved away from A',
          edits: [['const s = side > 0 ? 1 : -1;', 'const s = 1;']],
          failsOn: 'rising from below: the face moved down to z = −0.5, t = 5/12',
        },
        {
          why: 'no test of collinear corners: n̂ is NaN, and the raycast refuses the moved triangle',
          edits: [['if (lengthN === 0) return null; // collinear corners: no plane, no face', '']],
          failsOn: 'a degenerate triangle, its corners on a line: no face, null',
        },
      ],
      slide: [
        {
          why: 'the whole motion projected, not what is left after t',
          edits: [['const k = 1 - t;', 'const k = 1;']],
          failsOn: 'the walk’s first leg: landing on the floor halfway, (4.5, −1.5) becomes (4.5, 0)',
        },
        {
          why: 'the part along n added instead of removed',
          edits: [
            [
              'v.x - into * n.x, v.y - into * n.y, v.z - into * n.z',
              'v.x + into * n.x, v.y + into * n.y, v.z + into * n.z',
            ],
          ],
          failsOn: 'the walk’s first leg: landing on the floor halfway, (4.5, −1.5) becomes (4.5, 0)',
        },
        {
          why: 'in 2D only: the z part of v and n left out',
          edits: [['const into = v.x * n.x + v.y * n.y + v.z * n.z;', 'const into = v.x * n.x + v.y * n.y;']],
          failsOn: 'in 3D, onto a slope with n = (0, 0.6, 0.8)',
        },
      ],
    },
    predicts: {
      'fall-t': () =>
        sphereCastTriangle(vec3(2, 1, 3), vec3(2, 1, -3), 1, { a: vec3(0, 0), b: vec3(4, 0), c: vec3(2, 3) })?.t,
      // The chapter's collide-and-slide loop, run on its level with B dragged to (9, 3).
      'slide-up': () => {
        const level = [
          { a: vec3(-2, 0), b: vec3(8, -2), c: vec3(8, 0) },
          { a: vec3(6, -1), b: vec3(8, -1), c: vec3(6, 6) },
        ];
        let pos = vec3(0, 2);
        let motion = vec3(9, 1);
        for (let leg = 0; leg < 4; leg++) {
          const to = vec3(pos.x + motion.x, pos.y + motion.y, pos.z + motion.z);
          let first: ReturnType<typeof sphereCastTriangle> = null;
          for (const tri of level) {
            const hit = sphereCastTriangle(pos, to, 0.5, tri);
            if (hit && (!first || hit.t < first.t)) first = hit;
          }
          if (!first) return to.y;
          const k = 1 - first.t;
          const rest = vec3(motion.x * k, motion.y * k, motion.z * k);
          const into = rest.x * first.normal.x + rest.y * first.normal.y + rest.z * first.normal.z;
          motion = vec3(rest.x - into * first.normal.x, rest.y - into * first.normal.y, rest.z - into * first.normal.z);
          pos = first.center;
        }
        return pos.y;
      },
      'touch-diagonal': () => {
        const hit = sphereCastTriangle(vec3(2, -0.5), vec3(5, 0.5), 0.5, {
          a: vec3(0, 0),
          b: vec3(4, 0),
          c: vec3(2, 3),
        });
        return hit === null ? 'null' : hit.t === 0 ? 'a hit at t = 0' : 'a hit later, at the vertex b';
      },
    },
  },
  bvh: {
    exercises: ['box-entry', 'sah'],
    wrong: {
      'box-entry': [
        {
          why: 'a start inside counted as no entry, as raycastAABB counts it',
          edits: [['return tEnter <= tExit ? tEnter : null;', 'return tEnter > 0 && tEnter <= tExit ? tEnter : null;']],
          failsOn: 'A inside the box: t_enter = 0, the node must be walked',
        },
        {
          why: 'the interval not clipped at t = 1: a box beyond B is entered',
          edits: [['let tExit = 1;', 'let tExit = Infinity;']],
          failsOn: 'ends before the box: t_enter > 1',
        },
        {
          why: 'dividing by a zero component: the flat z slab gives 0/0 = NaN',
          edits: [[/ {4}if \(d === 0\) \{[\s\S]*?continue;\n {4}\}\n/, '']],
          failsOn: 'the figure of walk step 1: the x slab entered at 2.5/9.5 = 0.263',
        },
        {
          why: 'x and y only, as in the figures: a box missed on z is entered',
          edits: [["for (const k of ['x', 'y', 'z'] as const)", "for (const k of ['x', 'y'] as const)"]],
          failsOn: 'in 3D, down through the top of a cube: t = 0.5',
        },
      ],
      sah: [
        {
          why: 'areas w·h instead of perimeters',
          edits: [['2 * (b.max.x - b.min.x + (b.max.y - b.min.y))', '(b.max.x - b.min.x) * (b.max.y - b.min.y)']],
          failsOn: 'step 3, the line between the groups: 1 + (19.6/33)·4 + (19.8/33)·4 ≈ 5.78',
        },
        {
          why: 'C_trav forgotten: the box tests cost nothing',
          edits: [['return 1 + left + right;', 'return left + right;']],
          failsOn: 'step 3, the line between the groups: 1 + (19.6/33)·4 + (19.8/33)·4 ≈ 5.78',
        },
        {
          why: 'the larger child taken for the parent, not the box around both',
          edits: [
            [
              /L && R\n\s*\? \{[\s\S]*?\}\n\s*: \(L \?\? R\);/,
              'L && R ? (perimeter(L) >= perimeter(R) ? L : R) : (L ?? R);',
            ],
          ],
          failsOn: 'step 3, the line between the groups: 1 + (19.6/33)·4 + (19.8/33)·4 ≈ 5.78',
        },
        {
          why: 'an empty group not tested for: its null box is read',
          edits: [
            ['const left = L ? (perimeter(L) / A) * NL : 0;', 'const left = (perimeter(L as AABB) / A) * NL;'],
            ['const right = R ? (perimeter(R) / A) * NR : 0;', 'const right = (perimeter(R as AABB) / A) * NR;'],
          ],
          failsOn: 'the line past every shape: one child empty, C = 1 + 8 = 9',
        },
      ],
    },
    // The chapter's teaching tree, walked as its figures walk it.
    predicts: {
      'visits-low': () => walk(build(EIGHT), { x: 0.5, y: 0.3 }, { x: 12, y: 2 }).visits,
      'shape-tests': () => {
        const w = walk(build(EIGHT), { x: 0.5, y: 0.3 }, { x: 12, y: 4 });
        return w.hit && EIGHT[w.hit.shape]?.name === 'd' ? w.shapeTests : NaN;
      },
      // Step 3's split by centres at x = 9, costed with the chapter's perimeters.
      'sah-at-9': () => {
        const centre = (s: (typeof EIGHT)[number]) => (boundsOf(s).min.x + boundsOf(s).max.x) / 2;
        const around = (shapes: typeof EIGHT) => perimeter(shapes.map(boundsOf).reduce(union));
        const L = EIGHT.filter((s) => centre(s) < 9);
        const R = EIGHT.filter((s) => centre(s) >= 9);
        const A = around(EIGHT);
        return 1 + (around(L) / A) * L.length + (around(R) / A) * R.length;
      },
    },
  },
  foundations: {
    exercises: ['write', 'point-at', 'line-distance'],
    writeYourself: 'closestPointOnSegment',
    wrong: {
      write: [
        {
          why: 'the foot of the line, not clamped to the segment',
          edits: [['const t = Math.min(Math.max(tLine, 0), 1);', 'const t = tLine;']],
          failsOn: 'P past B: the foot is beyond B (t > 1), so C sticks to B',
        },
        {
          why: 'no zero-length test: t = 0 / 0',
          edits: [['  if (ab2 === 0) return vec3(A.x, A.y, A.z); // a point: nothing to project on\n', '']],
          failsOn: 'a zero-length segment: no direction, C is A',
        },
        {
          why: 'no argument checks: an array reads as undefined coordinates',
          edits: [[/ {2}checkVector\('point'[\s\S]*?checkVector\('end', end\);\n/, '']],
          failsOn: 'start as an array: a TypeError',
        },
      ],
      'point-at': [
        {
          why: 'A + tB: adding two points',
          code: 'export function pointAt(A: Vec3Like, B: Vec3Like, t: number): Vec3 {\n  return vec3(A.x + t * B.x, A.y + t * B.y, A.z + t * B.z);\n}',
          failsOn: 'halfway: P(0.5) = (4, 3), the midpoint',
        },
        {
          why: 't measured from B',
          code: 'export function pointAt(A: Vec3Like, B: Vec3Like, t: number): Vec3 {\n  return vec3(B.x + t * (A.x - B.x), B.y + t * (A.y - B.y), B.z + t * (A.z - B.z));\n}',
          failsOn: 'half a segment past B: P(1.5) = (12, 7)',
        },
      ],
      'line-distance': [
        {
          why: 'the area, not divided by the base',
          edits: [[' / Math.hypot(AB.x, AB.y, AB.z);', ';']],
          failsOn: 'the figure: AB × AP = 8·7 − 6·1 = 50, |AB| = 10, distance 5',
        },
        {
          why: 'the signed plane cross product: negative on the right',
          edits: [['Math.hypot(cx, cy, cz) /', '(cz + 0 * cx * cy) /']],
          failsOn: 'P to the right of the direction of travel: still a positive distance',
        },
        {
          why: 'the plane formula in 3D: only the z component',
          edits: [['Math.hypot(cx, cy, cz) /', 'Math.abs(cz + 0 * cx * cy) /']],
          failsOn: 'in 3D: the z axis and the point (3, 4, 7), distance 5',
        },
      ],
    },
    predicts: {
      'foot-t': () => closestPointOnSegment(vec3(5, 5), vec3(0, 0), vec3(8, 6)).x / 8,
      'beyond-b': () => {
        const C = closestPointOnSegment(vec3(12, 3), vec3(0, 0), vec3(8, 6));
        return C.x === 8 && C.y === 6 ? 'B' : C.x === 0 && C.y === 0 ? 'A' : 'the foot C on the line';
      },
      // The foot of S on the segment is A itself exactly when S is not ahead of A.
      'in-front': () => {
        const C = closestPointOnSegment(vec3(-2, 5), vec3(0, 0), vec3(8, 6));
        return C.x > 0 ? 'in front: AS · AB > 0' : 'behind: AS · AB < 0';
      },
    },
  },
  conventions: {
    exercises: ['write', 'start'],
    writeYourself: 'rayEnd',
    wrong: {
      write: [
        {
          why: 'the direction not made unit: B = A + L·d',
          edits: [
            ['L * (d.x / length)', 'L * d.x'],
            ['L * (d.y / length)', 'L * d.y'],
            ['L * (d.z / length)', 'L * d.z'],
          ],
          failsOn: 'a direction of length 5, L = 10: only its direction counts',
        },
        {
          why: 'only NaN and Infinity refused: a negative length walks backwards',
          edits: [['if (!(L >= 0) || L === Infinity)', 'if (Number.isNaN(L) || L === Infinity)']],
          failsOn: 'a negative L: a RangeError',
        },
      ],
      start: [
        {
          why: 'the surface counted as inside',
          edits: [["if (c < 0) return 'inside';", "if (c <= 0) return 'inside';"]],
          failsOn: 'from (−1, 0) towards (5, 0): on the surface, heading in',
        },
        {
          why: 'the tangent counted as heading in (≥ 0)',
          edits: [['AB.z * AS.z > 0', 'AB.z * AS.z >= 0']],
          failsOn: 'from (0, 1) along the tangent: on the surface, not heading in',
        },
      ],
    },
    predicts: {
      't-twenty': () => raycastSphere(vec3(0, 0), vec3(20, 0), { center: vec3(8, 3), radius: 5 })?.t,
      'corner-right': () => {
        const hit = raycastAABB(vec3(5, 3), vec3(1, -1), { min: vec3(0, 0), max: vec3(4, 2) });
        return hit && written(hit.normal);
      },
      'slide-down': () =>
        raycastAABB(vec3(4, 2), vec3(4, -3), { min: vec3(0, 0), max: vec3(4, 2) }) === null ? 'null' : 'a hit',
    },
  },
  'oriented-boxes': {
    exercises: ['write', 'into-frame', 'carry-back'],
    writeYourself: 'raycastOBB',
    wrong: {
      write: [
        {
          why: 'turning by q instead of q⁻¹ on the way in: the box turned the other way (pitfall 2)',
          edits: [['const qInverse = { x: -q.x, y: -q.y, z: -q.z, w: q.w };', 'const qInverse = q;']],
          failsOn: 'the starting scene: A′ = (−5, 0), B′ = (5, 0), t = 0.3, D = (3.8, 1.4), n = (−0.6, −0.8)',
        },
        {
          why: "the normal left in the box's frame (pitfall 1)",
          edits: [['const n = turn(q, hit1.normal);', 'const n = hit1.normal;']],
          failsOn: 'the starting scene: A′ = (−5, 0), B′ = (5, 0), t = 0.3, D = (3.8, 1.4), n = (−0.6, −0.8)',
        },
        {
          why: 'the normal moved like a point, c + q n′ (pitfall 3)',
          edits: [['const n = turn(q, hit1.normal);', 'const n = turn(q, hit1.normal);\n  n.x += c.x;\n  n.y += c.y;']],
          failsOn: 'the starting scene: A′ = (−5, 0), B′ = (5, 0), t = 0.3, D = (3.8, 1.4), n = (−0.6, −0.8)',
        },
        {
          why: 'q taken to be unit length: the factor 2 without 1/|q|²',
          edits: [['const k = 2 / (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w);', 'const k = 2;']],
          failsOn: 'the starting scene: A′ = (−5, 0), B′ = (5, 0), t = 0.3, D = (3.8, 1.4), n = (−0.6, −0.8)',
        },
        {
          why: "no argument checks of its own: raycastAABB's RangeError about NaN in the box's frame, where a Matrix3 is a TypeError",
          edits: [[/ {2}checkVector\('origin'[\s\S]*?checkQuaternion\('obb\.rotation', obb\.rotation\);\n/, '']],
          failsOn: 'a three.js Matrix3 as the rotation: a TypeError',
        },
      ],
      'into-frame': [
        {
          why: 'turned by q, not its conjugate (pitfall 2)',
          edits: [
            ['const x = -q.x;', 'const x = q.x;'],
            ['const y = -q.y;', 'const y = q.y;'],
            ['const z = -q.z;', 'const z = q.z;'],
          ],
          failsOn: 'the starting scene: A = (2, −1) is A′ = (−5, 0), on the box’s long axis',
        },
        {
          why: 'the centre not subtracted: p turned about the world’s origin',
          edits: [['const d = vec3(p.x - c.x, p.y - c.y, p.z - c.z);', 'const d = vec3(p.x, p.y, p.z + 0 * c.x);']],
          failsOn: 'the starting scene: A = (2, −1) is A′ = (−5, 0), on the box’s long axis',
        },
        {
          why: 'q taken to be unit length: the factor 2 without 1/|q|²',
          edits: [['const k = 2 / (x * x + y * y + z * z + w * w);', 'const k = 2;']],
          failsOn: 'the starting scene: A = (2, −1) is A′ = (−5, 0), on the box’s long axis',
        },
      ],
      'carry-back': [
        {
          why: 'the normal moved like a point, c + q n′ (pitfall 3)',
          edits: [
            ['const normal = turn(q, n1);', 'const normal = turn(q, n1);\n  normal.x += c.x;\n  normal.y += c.y;'],
          ],
          failsOn: 'the starting scene: D′ = (−2, 0) and n′ = (−1, 0) give D = (3.8, 1.4) and n = (−0.6, −0.8)',
        },
        {
          why: "the normal not turned: n′ reported as the world's (pitfall 1)",
          edits: [['const normal = turn(q, n1);', 'const normal = vec3(n1.x, n1.y, n1.z);']],
          failsOn: 'the starting scene: D′ = (−2, 0) and n′ = (−1, 0) give D = (3.8, 1.4) and n = (−0.6, −0.8)',
        },
        {
          why: 'the centre added before turning, q (c + D′)',
          edits: [
            [
              'const turned = turn(q, D1);\n  const point = vec3(c.x + turned.x, c.y + turned.y, c.z + turned.z);',
              'const point = turn(q, vec3(c.x + D1.x, c.y + D1.y, c.z + D1.z));',
            ],
          ],
          failsOn: 'the starting scene: D′ = (−2, 0) and n′ = (−1, 0) give D = (3.8, 1.4) and n = (−0.6, −0.8)',
        },
      ],
    },
    predicts: {
      'upright-t': () =>
        raycastOBB(vec3(2, -1), vec3(8, 7), {
          center: vec3(5, 3),
          halfSize: vec3(2, 1, 1),
          rotation: { x: 0, y: 0, z: 1, w: 1 },
        })?.t,
      'upright-normal': () => {
        const hit = raycastOBB(vec3(2, -1), vec3(8, 7), {
          center: vec3(5, 3),
          halfSize: vec3(2, 1, 1),
          rotation: { x: 0, y: 0, z: 1, w: 1 },
        });
        return hit && written(hit.normal);
      },
      'longer-box': () =>
        raycastOBB(vec3(2, -1), vec3(8, 7), {
          center: vec3(5, 3),
          halfSize: vec3(3, 1, 1),
          rotation: { x: 0, y: 0, z: 1, w: 2 },
        })?.t,
    },
  },
  'spherecast-box': {
    exercises: ['write', 'corner-t', 'contact-normal'],
    writeYourself: 'sphereCastAABB',
    wrong: {
      write: [
        {
          why: 'the box inflated by r: the fat box’s entry taken as the answer near a corner too (pitfall 1)',
          edits: [['if (clampedAxes(entry.point, box) === 1) t = entry.t;', 't = entry.t;']],
          failsOn: 'the starting scene: caught on the corner (4, 2), t = 0.325, C = (3.25, 1), n = (−0.6, −0.8)',
        },
        {
          why: 'no test of a start overlapping: from inside the box the far side’s rounded edge is hit',
          edits: [['if (d2 < r * r) return null; // overlapping: a cast cannot get it out', '']],
          failsOn: 'starts with its centre inside the box',
        },
        {
          why: 'touching at the start, only moving away rejected: sliding along a face hits at t = 0',
          edits: [['return dot(QA, AB) < 0 ?', 'return dot(QA, AB) <= 0 ?']],
          failsOn: 'starts touching the top face, sliding along it',
        },
        {
          why: 'a start inside the fat box not sent to step 4: raycastAABB calls it inside, and the cast misses',
          edits: [['if (!inBox(A, fat)) {', 'if (A === A) {']],
          failsOn:
            'starts in a corner square of the fat box, sliding along its side x = 2.75 into the face region: touches at y = 2',
        },
        {
          why: 'radius 0 through the general path: n = (C − D)/0',
          edits: [[/ {2}if \(r === 0\) \{[\s\S]*?\n {2}\}\n/, '']],
          failsOn: 'radius 0: raycastAABB’s hit, with center = point',
        },
        {
          why: 'no argument checks: a negative radius squared passes as a positive one',
          edits: [[/ {2}checkVector\('origin'[\s\S]*?\n {2}\}\n/, '']],
          failsOn: 'a negative radius: a RangeError',
        },
      ],
      'corner-t': [
        {
          why: 'h added: the far contact, where the centre leaves the circle',
          edits: [['return (AF - h) / lengthAB;', 'return (AF + h) / lengthAB;']],
          failsOn: 'the starting scene: K = (4, 2) is 1 above the path, |AF| = 4, h = 0.75, t = 0.325',
        },
        {
          why: 'no test of |FK| > r: the square root of a negative number is NaN',
          edits: [['if (FK > r) return null; // the line passes farther than r from K', '']],
          failsOn: 'r = 0.9: the line passes 1 from K, farther than r',
        },
        {
          why: 't as a distance along the line, not divided by |AB|',
          edits: [['return (AF - h) / lengthAB;', 'return AF - h;']],
          failsOn: 'the starting scene: K = (4, 2) is 1 above the path, |AF| = 4, h = 0.75, t = 0.325',
        },
      ],
      'contact-normal': [
        {
          why: 'the fat box’s face normal: the axis of the largest component of C − D (pitfall 2)',
          code: `export function contactNormal(C: Vec3Like, r: number, box: AABB): Vec3 {
  const D = vec3(
    Math.min(Math.max(C.x, box.min.x), box.max.x),
    Math.min(Math.max(C.y, box.min.y), box.max.y),
    Math.min(Math.max(C.z, box.min.z), box.max.z),
  );
  const d = vec3(C.x - D.x, C.y - D.y, C.z - D.z);
  const k = (['x', 'y', 'z'] as const).reduce((a, b) => (Math.abs(d[b]) > Math.abs(d[a]) ? b : a));
  const n = vec3(0, 0, 0);
  n[k] = Math.sign(d[k]);
  return n;
}`,
          failsOn: 'the starting scene: C = (3.25, 1) touches the corner (4, 2), n = (−0.6, −0.8)',
        },
        {
          why: 'D − C: the normal pointing into the box',
          edits: [
            [
              'return vec3((C.x - D.x) / r, (C.y - D.y) / r, (C.z - D.z) / r);',
              'return vec3((D.x - C.x) / r, (D.y - C.y) / r, (D.z - C.z) / r);',
            ],
          ],
          failsOn: 'the starting scene: C = (3.25, 1) touches the corner (4, 2), n = (−0.6, −0.8)',
        },
        {
          why: 'x and y only, as in the figures: a 3D edge loses its z',
          edits: [['(C.z - D.z) / r);', '0 * D.z);']],
          failsOn: 'in 3D, beside the edge x = 0, z = 0 of the unit cube',
        },
      ],
    },
    predicts: {
      'bigger-ball': () => sphereCastAABB(vec3(0, 1), vec3(10, 1), 1.5, { min: vec3(4, 2), max: vec3(7, 6) })?.t,
      'normal-y': () =>
        sphereCastAABB(vec3(0, 1.5), vec3(10, 1.5), 1.25, { min: vec3(4, 2), max: vec3(7, 6) })?.normal.y,
      'passes-under': () => {
        const hit = sphereCastAABB(vec3(0, 1), vec3(10, 1), 0.9, { min: vec3(4, 2), max: vec3(7, 6) });
        if (hit === null) return 'null: the ball passes under the box';
        return hit.point.x === 4 && hit.point.y === 2 ? 'a hit on the corner (4, 2)' : 'a hit on the bottom face';
      },
    },
  },
  'raycast-plane': {
    exercises: ['write', 'crossing', 'normal'],
    writeYourself: 'raycastPlane',
    wrong: {
      write: [
        {
          why: "the tutorial's one-sided test: only motions along n can hit",
          edits: [['if (nAB === 0) return null;', 'if (nAB <= 0) return null;']],
          failsOn: 'the same segment reversed, against n (pitfall 1): t = 0.6, N = (0.6, 0.8)',
        },
        {
          why: 'the normal as stored: five units long and pointing along the motion',
          edits: [[/const N = \{[^}]*\};/, 'const N = { x: n.x, y: n.y, z: n.z };']],
          failsOn: 'the starting scene: dA = −16, dB = 24, t = 0.4, N = (−0.6, −0.8)',
        },
        {
          why: 'no parallel test: lying in the plane, t = 0 / 0 = NaN passes as a hit',
          edits: [['  if (nAB === 0) return null;\n', '']],
          failsOn: 'lying in the plane (pitfall 4): dA = dB = 0, t would be 0 / 0',
        },
        {
          why: 'no argument checks: a zero normal is read as a parallel segment and quietly misses',
          edits: [
            [
              / {2}checkVector\('origin'[\s\S]*?const c = plane.constant;\n/,
              '  const n = plane.normal;\n  const c = plane.constant;\n',
            ],
          ],
          failsOn: 'plane.normal is the zero vector: a RangeError',
        },
      ],
      crossing: [
        {
          why: 'the ratio measured from B: 1 − t',
          edits: [['return dA / (dA - dB);', 'return dB / (dB - dA);']],
          failsOn: 'the starting scene: dA = −16, dB = 24, t = 16/40 = 0.4',
        },
        {
          why: 'no test of signs: the ratio is taken even with both ends on one side',
          edits: [['  if ((dA > 0 && dB > 0) || (dA < 0 && dB < 0)) return null;\n', '']],
          failsOn: 'both negative: stopping short of the plane',
        },
        {
          why: 'no test of both zero: 0 / 0 is NaN',
          edits: [['  if (dA === 0 && dB === 0) return null;\n', '']],
          failsOn: 'both on the plane: lying in it, 0 / 0 is no answer',
        },
      ],
      normal: [
        {
          why: 'n not divided by |n|',
          edits: [[/ \/ lengthN/g, '']],
          failsOn: 'the starting scene: n = (3, 4), AB = (8, 4), N = (−0.6, −0.8)',
        },
        {
          why: 'always −n/|n|, whichever way the segment moves',
          edits: [['> 0 ? -1 : 1;', '> 0 ? -1 : -1;']],
          failsOn: 'the same segment reversed: N = (0.6, 0.8)',
        },
      ],
    },
    predicts: {
      't-reversed': () => raycastPlane(vec3(8, 5), vec3(0, 1), { normal: vec3(3, 4), constant: -20 })?.t,
      'normal-reversed': () => {
        const hit = raycastPlane(vec3(8, 5), vec3(0, 1), { normal: vec3(3, 4), constant: -20 });
        return hit && written(hit.normal);
      },
      'start-on': () => {
        const hit = raycastPlane(vec3(4, 2), vec3(0, 1), { normal: vec3(3, 4), constant: -20 });
        return hit ? `t = ${hit.t}` : 'null';
      },
    },
  },
  'raycast-triangle': {
    exercises: ['write', 'edge-volume', 'inside-2d'],
    writeYourself: 'raycastTriangle',
    wrong: {
      write: [
        {
          why: "the textbook's epsilon on det: a small triangle under a short segment counts as parallel",
          edits: [['if (det === 0) return null;', 'if (Math.abs(det) < 1e-6) return null;']],
          failsOn: 'the pebble of pitfall 2: a 1 mm triangle, a 1 cm segment, det = −1e−8: a hit at t = 0.5',
        },
        {
          why: 'normalize(e1 × e2): the normal of one side, whichever side the segment came from',
          edits: [['const s = det > 0 ? -1 : 1;', 'const s = 1;']],
          failsOn: 'cast upwards from under the slope (pitfall 3): N ≈ (0, −0.89, −0.45) faces A',
        },
        {
          why: 'an open triangle: strict signs, so edges and vertices do not count',
          edits: [
            ['uDet >= 0 && vDet >= 0 && wDet >= 0', 'uDet > 0 && vDet > 0 && wDet > 0'],
            ['uDet <= 0 && vDet <= 0 && wDet <= 0', 'uDet < 0 && vDet < 0 && wDet < 0'],
          ],
          failsOn: 'down through the edge a b, where v = 0: edges count',
        },
        {
          why: "the line's test only: no check that the plane is crossed between A and B",
          edits: [['  if ((dA > 0 && dB > 0) || (dA < 0 && dB < 0)) return null;\n', '']],
          failsOn: 'stopping short: dA = 32 and dB = 16, both positive, though the line runs through the face',
        },
        {
          why: 'each volume compared with 0 rather than with the sign of det: one winding only',
          edits: [[/const inside =[\s\S]*?;\n/, 'const inside = uDet >= 0 && vDet >= 0 && wDet >= 0;\n']],
          failsOn: 'the starting scene: det = −64, all three volumes negative, t = 0.5, D = (1, 1, −2)',
        },
      ],
      'edge-volume': [
        {
          why: 'the ends p and q as they are, not seen from A: the volume of the origin, not of the segment',
          edits: [
            ['const P = { x: p.x - A.x, y: p.y - A.y, z: p.z - A.z };', 'const P = { x: p.x, y: p.y, z: p.z };'],
            ['const Q = { x: q.x - A.x, y: q.y - A.y, z: q.z - A.z };', 'const Q = { x: q.x, y: q.y, z: q.z };'],
          ],
          failsOn: 'the starting scene, edge c → a: u·det = −16',
        },
        {
          why: 'the cross product taken the other way round: every sign flipped',
          edits: [
            ['const cx = P.y * Q.z - P.z * Q.y;', 'const cx = Q.y * P.z - Q.z * P.y;'],
            ['const cy = P.z * Q.x - P.x * Q.z;', 'const cy = Q.z * P.x - Q.x * P.z;'],
            ['const cz = P.x * Q.y - P.y * Q.x;', 'const cz = Q.x * P.y - Q.y * P.x;'],
          ],
          failsOn: 'the starting scene, edge c → a: u·det = −16',
        },
      ],
      'inside-2d': [
        {
          why: 'every edge function compared with 0: a clockwise triangle has no inside',
          edits: [[/return whole > 0[\s\S]*?;\n/, 'return w >= 0 && u >= 0 && v >= 0;\n']],
          failsOn: 'the same triangle wound clockwise, a c b: p = (3, 2) is still inside',
        },
        {
          why: 'strict signs: a point on an edge is outside',
          edits: [['w >= 0 && u >= 0 && v >= 0', 'w > 0 && u > 0 && v > 0']],
          failsOn: 'p on the edge a b, v = 0: edges count',
        },
        {
          why: 'no test of a degenerate triangle: all areas 0, so every point on its line is "inside"',
          edits: [['  if (whole === 0) return false; // no area: no inside\n', '']],
          failsOn: 'a degenerate triangle, its corners on a line, p on that line',
        },
      ],
    },
    predicts: {
      't-longer': () =>
        raycastTriangle(vec3(1, 3, -2), vec3(1, -5, -2), { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 2, -4) })?.t,
      'outside-edge': () =>
        raycastTriangle(vec3(1, 3, -2), vec3(4, -1, -2), { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 2, -4) }) ===
        null
          ? 'null'
          : 'a hit',
      'normal-up': () => {
        const hit = raycastTriangle(vec3(1, -1, -2), vec3(1, 3, -2), {
          a: vec3(0, 0, 0),
          b: vec3(4, 0, 0),
          c: vec3(0, 2, -4),
        });
        return (
          hit && written({ x: hit.normal.x, y: Number(hit.normal.y.toFixed(2)), z: Number(hit.normal.z.toFixed(2)) })
        );
      },
    },
  },
  'closest-point-triangle': {
    exercises: ['write', 'region', 'sphere'],
    writeYourself: 'closestPointOnTriangle',
    wrong: {
      write: [
        {
          why: "the vertex a's test left out: P beyond a falls through to the face, whose formula gives the foot off the triangle",
          edits: [
            [
              'if (d1 <= 0 && d2 <= 0) return vec3(a.x, a.y, a.z);',
              'if (d1 <= 0 && d2 <= 0 && P.x === Infinity) return a;',
            ],
          ],
          failsOn: 'beyond the vertex a: d1 ≤ 0 and d2 ≤ 0, Q = a',
        },
        {
          why: 'an edge region without its outside test (v ≤ 0): points inside near b c go to the edge',
          edits: [['if (va <= 0 && d4 - d3 >= 0', 'if (d4 - d3 >= 0']],
          failsOn: 'the figure: P = (2, 1) on the face, va = 288, vb = vc = 144: Q = P',
        },
        {
          why: 'the face weights swapped: vb is the weight of b, not of c',
          edits: [
            ['const v = vb / sum;', 'const v = vc / sum;'],
            ['const w = vc / sum;', 'const w = vb / sum;'],
          ],
          failsOn: 'above the face, off its middle: v = 5/12, w = 1/4, Q = (3, 1, 0)',
        },
        {
          why: "the book's walk typed in as printed: a sliver divides rounding by rounding",
          edits: [[/ {2}let best = Q;[\s\S]*?return best;/, '  return Q;']],
          failsOn: 'the sliver of pitfall 2: in doubles vc = 4.4e−16, yet Q = (2.7, 2.7) on a b',
        },
      ],
      region: [
        {
          why: 'edge tests without the outside test: a point of the face near an edge is named for it',
          edits: [['if (vc <= 0 && d1 >= 0 && d3 <= 0)', 'if (d1 >= 0 && d3 <= 0)']],
          failsOn: 'the figure: P = (2, 1) is on the face',
        },
        {
          why: 'the edges tested before the vertices: a border point is named for the edge',
          edits: [
            ["  if (d1 <= 0 && d2 <= 0) return 'a';\n", ''],
            [
              "if (d3 >= 0 && d4 <= d3) return 'b';",
              "if (d1 <= 0 && d2 <= 0 && d1 < 0) return 'a';\n  if (d3 >= 0 && d4 <= d3) return 'b';",
            ],
          ],
          failsOn: 'on the border of a and ab, d1 = 0: the first test, a, names it',
        },
      ],
      sphere: [
        {
          why: 'strictly less: a sphere that just touches counts as apart',
          edits: [['<= r * r', '< r * r']],
          failsOn: 'touching exactly: S = (1, 1, 5), r = 5, |QS|² = 25 = r²',
        },
        {
          why: 'the squared distance compared with r, not r²',
          edits: [['<= r * r', '<= r']],
          failsOn: 'step 7: S = (5, 5), Q = (3, 3), |QS|² = 8 ≤ r² = 9',
        },
        {
          why: 'the distance to the plane, not to the triangle',
          edits: [
            [
              'const Q = closestPointOnTriangle(S, triangle);',
              'const Q = { ...closestPointOnTriangle(S, triangle), x: S.x, y: S.y };',
            ],
          ],
          failsOn: 'step 7 with r = 2: r² = 4 < 8, apart',
        },
      ],
    },
    predicts: {
      obtuse: () => written(closestPointOnTriangle(vec3(5, 6), { a: vec3(0, 0), b: vec3(8, 0), c: vec3(2, 2) })),
      'above-edge': () => {
        const P = vec3(2, -1, 7);
        const Q = closestPointOnTriangle(P, { a: vec3(0, 0, 0), b: vec3(4, 0, 0), c: vec3(0, 4, 0) });
        return (P.x - Q.x) ** 2 + (P.y - Q.y) ** 2 + (P.z - Q.z) ** 2;
      },
      'sliver-x': () =>
        closestPointOnTriangle(vec3(2.6, 2.8), { a: vec3(0.1, 0.1), b: vec3(2.8, 2.8), c: vec3(1, 1) }).x,
    },
  },
  capsules: {
    exercises: ['write', 'overlap'],
    writeYourself: 'closestPointsBetweenSegments',
    wrong: {
      write: [
        {
          why: "the lines' answer, unclamped (pitfall 1): s* = 4/3 is off the first segment",
          edits: [['clamp((b * f - c * e) / denominator)', '(b * f - c * e) / denominator']],
          failsOn: 'the starting scene: s* = 4/3 clamped to 1, t = 0.4, distance √3.6 ≈ 1.90',
        },
        {
          why: 't clamped but s not solved again: the foot from a point that is not the nearest',
          edits: [
            ['        s = clamp(-c / a);\n      } else if', '      } else if'],
            ['        s = clamp((b - c) / a);\n', ''],
          ],
          failsOn: 'step 4, parallel: a pair at distance 2, say (2, 0) and (2, 2)',
        },
        {
          why: 'no parallel test (pitfall 2): s* = 0 / 0 = NaN',
          edits: [
            ['denominator !== 0 ? clamp((b * f - c * e) / denominator) : 0', 'clamp((b * f - c * e) / denominator)'],
          ],
          failsOn: 'step 4, parallel: a pair at distance 2, say (2, 0) and (2, 2)',
        },
      ],
      overlap: [
        {
          why: 'strictly less: capsules that just touch count as apart',
          edits: [['<= reach * reach', '< reach * reach']],
          failsOn: 'parallel, 3 apart, radii 1 and 2: touching exactly',
        },
        {
          why: 'the larger radius instead of the sum',
          edits: [['const reach = A.radius + B.radius;', 'const reach = Math.max(A.radius, B.radius);']],
          failsOn: 'the starting scene, radii 1 and 0.9: 1.9 ≥ √3.6 ≈ 1.897, overlapping',
        },
      ],
    },
    predicts: {
      distance: () => closestPointsBetweenSegments(vec3(0, 0), vec3(6, 0), vec3(7, -3), vec3(9, 3)).distance,
      'parallel-first': () => closestPointsBetweenSegments(vec3(0, 0), vec3(6, 0), vec3(2, 2), vec3(8, 2)).first.x,
      'radii-overlap': () =>
        capsuleIntersectsCapsule(
          { start: vec3(0, 0), end: vec3(6, 0), radius: 1 },
          { start: vec3(7, -3), end: vec3(9, 3), radius: 0.8 },
        )
          ? 'overlapping'
          : 'apart',
    },
  },
};
