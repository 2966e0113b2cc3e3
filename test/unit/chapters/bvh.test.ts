import { describe, expect, it } from 'vitest';
// From the source: the scene is newer than a built dist/ may be.
import { Scene, raycastSphere, raycastTriangle, vec3, type Vec3 } from '../../../packages/query/src/index.ts';
import {
  boundsOf,
  boxEntry,
  bruteForce,
  build,
  circle,
  moved,
  perimeter,
  refit,
  splitCandidates,
  stale,
  treeCost,
  union,
  walk,
  walkSoFar,
  type BVH,
  type Shape2,
  type Vec2,
} from '../../../src/components/BVH/bvh2d';
import { EIGHT, scatter } from '../../../src/components/BVH/scenes';
import { chapter } from '../support/chapter';

const doc = chapter('bvh');
const P = (x: number, y: number): Vec2 => ({ x, y });
const tree = build(EIGHT);
const name = (shapes: readonly Shape2[], i: number | undefined) => (i === undefined ? null : shapes[i]?.name);
const round = (v: number, digits: number) => Number(v.toFixed(digits));

describe('Many shapes: the numbers the chapter states', () => {
  it('the question: forty shapes, shape 27 at t = 0.381 with 15 box tests and 1 shape test', () => {
    const crowd = scatter(40);
    const w = walk(build(crowd), P(0.3, 0.5), P(15.5, 8));
    expect(name(crowd, w.hit?.shape)).toBe('27');
    expect(w.hit?.t).toBe(bruteForce(crowd, P(0.3, 0.5), P(15.5, 8))?.t);
    expect(round(w.hit?.t ?? NaN, 3)).toBe(0.381);
    expect([w.visits, w.shapeTests]).toEqual([15, 1]);
    doc.states(
      'From the start the ray hits shape 27 at $t = 0.381$: the tree finds it with 15 box tests and a single shape test.',
    );
    doc.states('with forty it was 16 tests against 40');
    // A ray that misses every box: one test, the root's.
    expect(walk(build(crowd), P(0.3, 0.5), P(0.3, -3)).visits).toBe(1);
  });

  it('the tree figure: the ray enters 1, 2 and 5, misses 4, hits c at t = 0.115: 7 box tests, 1 shape test', () => {
    const A = P(0.5, 0.3);
    const B = P(12, 6.5);
    const w = walk(tree, A, B);
    expect(tree.nodes.filter((n) => n.left).map((n) => n.name)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(tree.root.left?.name).toBe('2');
    expect(tree.root.right?.name).toBe('5');
    // 4 holds a and b; 3 holds c and d.
    const byName = (n: string) => tree.nodes.find((x) => x.name === n);
    expect([byName('4')?.left?.name, byName('4')?.right?.name]).toEqual(['a', 'b']);
    expect([byName('3')?.left?.name, byName('3')?.right?.name]).toEqual(['c', 'd']);
    expect(name(EIGHT, w.hit?.shape)).toBe('c');
    expect(round(w.hit?.t ?? NaN, 3)).toBe(0.115);
    expect([w.visits, w.shapeTests]).toEqual([7, 1]);
    const box = (n: string) => w.events.find((e) => e.kind === 'box' && e.node.name === n);
    expect(box('4')).toMatchObject({ tEnter: null });
    expect(w.events.filter((e) => e.kind === 'skip').map((e) => e.node.name)).toEqual(['d', '5']);
    doc.states('hits $c$ at $t = 0.115$');
    doc.states('Seven box tests and one shape test, against eight shape tests without the tree.');
  });

  it('step 1: the cost of one ray through both, one or no child box', () => {
    // 1 + 2 + 3 through both; 1 + 2 or 1 + 3 through one; 1 past both.
    expect([1 + 2 + 3, 1 + 2, 1 + 3, 1]).toEqual([6, 3, 4, 1]);
    const L = [circle('', P(1.5, 1.5), 0.7), circle('', P(3, 3.3), 0.6)].map(boundsOf).reduce(union);
    const R = [
      { kind: 'box', name: '', min: P(6, 0.8), max: P(7.2, 1.8) } as const,
      circle('', P(8.5, 3.5), 0.7),
      { kind: 'box', name: '', min: P(7.6, 2.2), max: P(8.6, 2.8) } as const,
    ]
      .map(boundsOf)
      .reduce(union);
    // The starting ray, (0, 2.6) to (10, 3.4), goes through both boxes.
    expect(boxEntry(L, P(0, 2.6), P(10, 3.4))).not.toBeNull();
    expect(boxEntry(R, P(0, 2.6), P(10, 3.4))).not.toBeNull();
    doc.states('start the ray goes through both boxes and costs $1 + 2 + 3 = 6$');
  });

  it('step 2: 8 directions of lines 0.5 apart; the fraction through L against A_L/A = 10/20', () => {
    // The chapter's lines: direction θ = (i + ½)π/8, offsets from the parent's centre (3, 2).
    const parent = { min: P(0, 0), max: P(6, 4) };
    const L = { min: P(0.5, 0.5), max: P(3, 3) };
    const shadow = (n: Vec2, b: typeof parent) => {
      const s = [b.min.x, b.max.x].flatMap((x) => [b.min.y, b.max.y].map((y) => n.x * (x - 3) + n.y * (y - 2)));
      return [Math.min(...s), Math.max(...s)] as const;
    };
    const count = (child: typeof parent) => {
      let through = 0;
      let inside = 0;
      const reach = Math.hypot(6, 4);
      for (let i = 0; i < 8; i++) {
        const th = ((i + 0.5) * Math.PI) / 8;
        const n = P(-Math.sin(th), Math.cos(th));
        for (let p = -reach + 0.25; p < reach; p += 0.5) {
          const [a, b] = shadow(n, parent);
          const [c, d] = shadow(n, child);
          if (a <= p && p <= b) {
            through++;
            if (c <= p && p <= d) inside++;
          }
        }
      }
      return [through, inside] as const;
    };
    const [through, inL] = count(L);
    expect(perimeter(parent)).toBe(20);
    expect(perimeter(L)).toBe(10);
    expect([through, inL]).toEqual([104, 52]);
    expect(round(inL / through, 2)).toBe(0.5);
    // The strip 5 × 1.25 has the square's area, 6.25, and a longer perimeter, 12.5: more lines.
    const strip = { min: P(0.5, 0.5), max: P(5.5, 1.75) };
    expect(perimeter(strip)).toBe(12.5);
    expect(count(strip)[1]).toBeGreaterThan(inL);
    doc.states(
      'Drag $\\mathit{max}$ to $(5.5, 1.75)$: a $5 \\times 1.25$ strip of the same area, $6.25$, but a perimeter of $12.5$',
    );
    doc.states('104 lines cross the parent, 52 of them cross $L$, a fraction of $0.5$, against $A_L/A = 10/20 = 0.5$');
  });

  it('step 3: the split between the groups costs 5.78; at x = 3, 7.08; past every shape, 9', () => {
    const [best] = splitCandidates(EIGHT, [0, 1, 2, 3, 4, 5, 6, 7], 'x').filter((c) => c.NL === 4);
    expect(best).toMatchObject({ NL: 4, NR: 4, A: 33 });
    // Left box (0.7, 1)–(5.2, 6.3): 2(4.5 + 5.3) = 19.6; right (7.3, 1)–(11.5, 6.7): 2(4.2 + 5.7) = 19.8.
    expect(best?.AL).toBeCloseTo(19.6, 12);
    expect(best?.AR).toBeCloseTo(19.8, 12);
    expect(round(best?.cost ?? NaN, 2)).toBe(5.78);
    expect(1 + (19.6 / 33) * 4 + (19.8 / 33) * 4).toBeCloseTo(best?.cost ?? NaN, 12);
    doc.states(
      'the left box runs from $(0.7, 1)$ to $(5.2, 6.3)$ (perimeter $19.6$), the right one from $(7.3, 1)$ to $(11.5, 6.7)$ (perimeter $19.8$), and the parent from $(0.7, 1)$ to $(11.5, 6.7)$ (perimeter $33$)',
    );
    doc.states('C = 1 + \\tfrac{19.6}{33}\\cdot 4 + \\tfrac{19.8}{33}\\cdot 4 = 5.78 < 8.');
    // x = 3: a (1.5) and c (2) left; b (3.75) and d (4.6) go right with e … h.
    const right = EIGHT.slice(1).filter((s) => s.name !== 'c');
    const AR = perimeter(right.map(boundsOf).reduce(union));
    const AL = perimeter([EIGHT[0], EIGHT[2]].map((s) => boundsOf(s as Shape2)).reduce(union));
    expect(AR).toBeCloseTo(28.4, 12);
    expect(round(1 + (AL / 33) * 2 + (AR / 33) * 6, 2)).toBe(7.08);
    doc.states('the right box grows to nearly the whole parent (perimeter $28.4$), and $C = 7.08$');
    doc.states('and $C = 1 + 8 = 9$');
  });

  it('step 4: the chosen split, the tie over three x boundaries, and the y boundaries at 7.06', () => {
    const ids = [0, 1, 2, 3, 4, 5, 6, 7];
    const xs = splitCandidates(EIGHT, ids, 'x');
    const ys = splitCandidates(EIGHT, ids, 'y');
    const chosen = tree.root.split?.chosen;
    expect(chosen).toMatchObject({ axis: 'x', k: 3 });
    expect(round(chosen?.at ?? NaN, 2)).toBe(5.06);
    const cheapest = xs.filter((c) => c.cost === chosen?.cost).map((c) => round(c.at, 2));
    expect(cheapest).toEqual([5.06, 6.25, 7.44]);
    const fourFour = ys.filter((c) => c.NL === 4);
    expect([round(fourFour[0]?.at ?? NaN, 2), round(fourFour.at(-1)?.at ?? NaN, 2)]).toEqual([2.24, 4.92]);
    expect(new Set(fourFour.map((c) => round(c.cost, 2)))).toEqual(new Set([7.06]));
    expect(Math.min(...ys.map((c) => c.cost))).toBeGreaterThan(chosen?.cost ?? Infinity);
    doc.states('the three boundaries from $x = 5.06$ to $x = 7.44$ all fall in the empty gap');
    doc.states('Every $y$ boundary from $2.24$ to $4.92$ splits four low shapes from four high ones at $C = 7.06$');
  });

  it('walk step 1: the ray enters the node at t = 0.263 and leaves at t = 0.684', () => {
    const box = { min: P(3, 1.5), max: P(7, 4) };
    const A = P(0.5, 1);
    const B = P(10, 4.5);
    expect(boxEntry(box, A, B)).toBeCloseTo((3 - 0.5) / 9.5, 15);
    expect(round(boxEntry(box, A, B) ?? NaN, 3)).toBe(0.263);
    // Leaving: the y slab's far side, (4 − 1)/3.5 = 0.857, comes after the x slab's, (7 − 0.5)/9.5.
    expect(round(1 - (boxEntry(box, B, A) ?? NaN), 3)).toBe(round(6.5 / 9.5, 3));
    expect(round(6.5 / 9.5, 3)).toBe(0.684);
    expect(round(0.5 / 3.5, 3)).toBe(0.143);
    doc.states('From the start the ray enters at $t = 0.263$ and leaves at $t = 0.684$');
    doc.states('$(3 - 0.5)/9.5 = 0.263$, after the $y$ slab at $(1.5 - 1)/3.5 = 0.143$');
    // A start inside: 0.
    expect(boxEntry(box, P(4, 2), B)).toBe(0);
  });

  it('walk step 2: L at 0.21, R at 0.65, p hit at 0.212, R skipped', () => {
    const two = build([circle('p', P(3, 2.4), 0.9), circle('q', P(7.4, 2.8), 0.9)]);
    const A = P(0, 2);
    const B = P(10, 3);
    const w = walk(two, A, B);
    expect(round(boxEntry(two.root.left?.box ?? two.root.box, A, B) ?? NaN, 2)).toBe(0.21);
    expect(round(boxEntry(two.root.right?.box ?? two.root.box, A, B) ?? NaN, 2)).toBe(0.65);
    expect(round(w.hit?.t ?? NaN, 3)).toBe(0.212);
    expect(w.events.map((e) => `${e.kind} ${e.node.name}`)).toEqual(['box 1', 'box p', 'box q', 'shape p', 'skip q']);
    doc.states(
      'the ray enters $L$ at $t = 0.21$ and $R$ at $t = 0.65$; it walks $L$, hits $p$ at $t = 0.212$, and skips $R$: $0.65 > 0.212$',
    );
    // B lifted to (10, 7): L's box is entered, p missed, R's box missed too.
    const lifted = walk(two, A, P(10, 7));
    const boxP = lifted.events.find((e) => e.kind === 'box' && e.node.name === 'p');
    expect(boxP && 'tEnter' in boxP ? boxP.tEnter : undefined).not.toBeNull();
    expect(lifted.events.find((e) => e.kind === 'shape' && e.shape === 0)).toMatchObject({ t: null });
    expect(lifted.hit).toBeNull();
    doc.states("Lift $B$ to $(10, 7)$: the ray still cuts a corner of $L$'s box but passes above $p$");
    // Dragged the other way round, R goes first.
    expect(walk(two, P(10, 3), P(0, 2)).events[1]?.node.name).toBe('p');
    expect(walk(two, P(10, 3), P(0, 2)).hit?.shape).toBe(1);
  });

  it('the step-through: ten steps, the last two skips; the "Try it" rays', () => {
    const w = walk(tree, P(0.5, 0.3), P(12, 6.5));
    expect(w.events).toHaveLength(10);
    expect(w.events.slice(-2).map((e) => `${e.kind} ${e.node.name}`)).toEqual(['skip d', 'skip 5']);
    // Step by step, the counts grow to the whole walk's.
    const last = walkSoFar(tree, P(0.5, 0.3), P(12, 6.5), w, 10);
    expect([last.visits, last.shapeTests, last.hit?.t]).toEqual([7, 1, w.hit?.t]);
    expect(walkSoFar(tree, P(0.5, 0.3), P(12, 6.5), w, 1).visits).toBe(1);
    doc.states('ten steps, 7 box tests and 1 shape test, and the last two steps are skips');
    const flat = walk(tree, P(0.5, 0.3), P(12, 2));
    expect(flat.events.find((e) => e.kind === 'box' && e.node.name === '2')).toMatchObject({ tEnter: null });
    expect(name(EIGHT, flat.hit?.shape)).toBe('g');
    expect(round(flat.hit?.t ?? NaN, 3)).toBe(0.628);
    expect(flat.events.filter((e) => e.kind === 'skip').map((e) => e.node.name)).toEqual(['h']);
    doc.states('hits $g$ at $t = 0.628$; $h$ is skipped');
    const back = walk(tree, P(12, 0.5), P(0, 6.5));
    expect(name(EIGHT, back.hit?.shape)).toBe('h');
    expect(round(back.hit?.t ?? NaN, 3)).toBe(0.083);
    expect(back.events.filter((e) => e.kind === 'skip').map((e) => e.node.name)).toEqual(['g', '2']);
    doc.states('$h$ is hit at $t = 0.083$, and $g$ and the whole left half $2$ are skipped');
  });

  it('refit or rebuild: 5.14 and 5.125 at the start; at s = 1, 7.02 against 4.83 and 7.75 against 6', () => {
    const V = [P(9.5, 1.3), P(0, 0), P(0, 0), P(5.5, 1.5), P(-6.5, -0.5), P(0, 0), P(0, 0), P(-9, 2)];
    const at = (s: number) => EIGHT.map((sh, i) => moved(sh, P((V[i] as Vec2).x * s, (V[i] as Vec2).y * s)));
    const mean = (t: BVH) => {
      let sum = 0;
      for (let i = 0; i < 16; i++) sum += walk(t, P(-1, 0.25 + 0.5 * i), P(13, 0.25 + 0.5 * i)).visits;
      return sum / 16;
    };
    expect(round(treeCost(tree), 2)).toBe(5.14);
    expect(mean(tree)).toBe(5.125);
    const refitted = refit(tree, at(1));
    const fresh = build(at(1));
    expect(round(treeCost(refitted), 2)).toBe(7.02);
    expect(round(treeCost(fresh), 2)).toBe(4.83);
    expect(round(treeCost(refitted) / treeCost(fresh), 2)).toBe(1.45);
    expect(round(mean(refitted), 2)).toBe(7.75);
    expect(round(mean(fresh), 2)).toBe(6);
    doc.states('At $s = 0$ both trees cost $5.14$ and the sixteen rays take $5.125$ box tests on average');
    doc.states(
      'the refitted tree costs $7.02$ against $4.83$ fresh — $1.45$ times as much — and the rays take $7.75$ box tests against $6$',
    );
    // The policy: refit every 0.05, rebuild past 1.3 × a fresh tree's cost; once on the way.
    let t = tree;
    let rebuilds = 0;
    for (let k = 1; k <= 20; k++) {
      t = refit(t, at(k * 0.05));
      if (treeCost(t) > 1.3 * treeCost(build(at(k * 0.05)))) {
        t = build(at(k * 0.05));
        rebuilds++;
      }
    }
    expect(rebuilds).toBe(1);
    expect(treeCost(t)).toBeLessThan(1.3 * treeCost(fresh));
    doc.states('the tree is rebuilt once on the way');
  });

  it('pitfall 1: the stale tree misses a at (6.2, 5.5) after 3 box tests; refitted, it hits a at t = 0.16', () => {
    const now = EIGHT.map((s) => (s.name === 'a' ? moved(s, P(4.7, 0)) : s));
    const A = P(6.2, 7.5);
    const B = P(6.2, 0);
    expect(bruteForce(now, A, B)?.shape).toBe(0);
    const old = walk(stale(tree, now), A, B);
    expect([old.hit, old.visits]).toEqual([null, 3]);
    expect(tree.root.left?.box.max.x).toBe(5.2);
    const fitted = walk(refit(tree, now), A, B);
    expect(name(now, fitted.hit?.shape)).toBe('a');
    // a's top is at 5.5 + 0.8 = 6.3: (7.5 − 6.3)/7.5.
    expect(fitted.hit?.t).toBeCloseTo(1.2 / 7.5, 14);
    doc.states('the walk reports no\nhit after 3 box tests');
    doc.states('whose box still ends at $x = 5.2$');
    doc.states('the walk finds $a$ at $t = 0.16$');
  });

  it('pitfall 2: both walks answer c at t = 0.066; 11 box and 4 shape tests against 7 and 1', () => {
    const A = P(0.2, 2.1);
    const B = P(12.5, 2.4);
    const plain = walk(tree, A, B, { nearFirst: false, stopEarly: false });
    const robust = walk(tree, A, B);
    expect(plain.hit?.t).toBe(robust.hit?.t);
    expect(name(EIGHT, robust.hit?.shape)).toBe('c');
    expect(round(robust.hit?.t ?? NaN, 3)).toBe(0.066);
    expect([plain.visits, plain.shapeTests, robust.visits, robust.shapeTests]).toEqual([11, 4, 7, 1]);
    // The ray crosses c, d, g and h.
    const crossed = EIGHT.filter((s) => walk(build([s]), A, B).hit).map((s) => s.name);
    expect(crossed).toEqual(['c', 'd', 'g', 'h']);
    doc.states(
      "Both walks answer $c$ at $t = 0.066$, but the textbook's takes 11 box tests and 4 shape tests, the robust one 7 and 1.",
    );
  });

  it('pitfall 3: the first leaf hit is c at t = 0.774, nine units behind h at t = 0.081', () => {
    const A = P(12.5, 1.9);
    const B = P(0.2, 2.3);
    const first = walk(tree, A, B, { nearFirst: false, firstLeafHit: true });
    const robust = walk(tree, A, B);
    expect(name(EIGHT, first.hit?.shape)).toBe('c');
    expect(round(first.hit?.t ?? NaN, 3)).toBe(0.774);
    expect(name(EIGHT, robust.hit?.shape)).toBe('h');
    expect(round(robust.hit?.t ?? NaN, 3)).toBe(0.081);
    expect(robust.hit?.t).toBe(bruteForce(EIGHT, A, B)?.t);
    const gap = ((first.hit?.t ?? NaN) - (robust.hit?.t ?? NaN)) * Math.hypot(12.3, 0.4);
    expect(round(gap, 0)).toBe(9);
    doc.states('From the right, the ray first crosses $h$ at $t = 0.081$');
    doc.states('hits $c$ at $t = 0.774$ and returns it — a shape nine units behind the nearest one');
  });

  it('pitfall 4: the floor’s diagonal — Möller–Trumbore misses both triangles, raycastTriangle hits both at t = 0.5', () => {
    const A = vec3(0.8, 2.8, 3);
    const B = vec3(2.8, 0.8, -3);
    const floor = [
      { a: vec3(0, 0, 0), b: vec3(3, 0, 0), c: vec3(3, 3, 0) },
      { a: vec3(0, 0, 0), b: vec3(3, 3, 0), c: vec3(0, 3, 0) },
    ];
    const sub = (p: Vec3, q: Vec3) => vec3(p.x - q.x, p.y - q.y, p.z - q.z);
    const dot = (p: Vec3, q: Vec3) => p.x * q.x + p.y * q.y + p.z * q.z;
    const cross = (p: Vec3, q: Vec3) => vec3(p.y * q.z - p.z * q.y, p.z * q.x - p.x * q.z, p.x * q.y - p.y * q.x);
    // The chapter's Möller–Trumbore, line for line.
    const mt = ({ a, b, c }: { a: Vec3; b: Vec3; c: Vec3 }) => {
      const d = sub(B, A);
      const e1 = sub(b, a);
      const e2 = sub(c, a);
      const p = cross(d, e2);
      const det = dot(e1, p);
      if (Math.abs(det) < 1e-7) return null;
      const s = sub(A, a);
      const u = dot(s, p) / det;
      if (u < 0 || u > 1) return null;
      const q = cross(s, e1);
      const v = dot(d, q) / det;
      if (v < 0 || u + v > 1) return null;
      const t = dot(e2, q) / det;
      return t >= 0 && t <= 1 ? { t } : null;
    };
    expect(floor.map(mt)).toEqual([null, null]);
    // Why: on the shared diagonal u = 0 in the first triangle (a → c is the edge) and v = 0 in
    // the second (a → b); rounded, both weights come out just below 0.
    const weights = floor.map(({ a, b, c }) => {
      const d = sub(B, A);
      const p = cross(d, sub(c, a));
      const det = dot(sub(b, a), p);
      return [dot(sub(A, a), p) / det, dot(d, cross(sub(A, a), sub(b, a))) / det] as const;
    });
    expect(weights[0]?.[0].toExponential(1)).toBe('-1.3e-16');
    expect(weights[1]?.[1].toExponential(1)).toBe('-1.3e-16');
    doc.states('Rounded,\nboth come out $-1.3 \\cdot 10^{-16}$, a hair outside');
    const hits = floor.map((tri) => raycastTriangle(A, B, tri));
    expect(hits.map((h) => h?.t)).toEqual([0.5000000000000001, 0.5]);
    // The crossing: halfway from (0.8, 2.8) to (2.8, 0.8), on the diagonal x = y.
    expect(hits[1]?.point.x).toBeCloseTo(1.8, 15);
    expect(hits[1]?.point.y).toBeCloseTo(1.8, 15);
    doc.states('a ray from $(0.8, 2.8, 3)$ to $(2.8, 0.8, -3)$ that crosses the floor at $(1.8, 1.8, 0)$');
    doc.states('`raycastTriangle` hits both, at $t = 0.5$ (one of them as $0.5000000000000001$');
  });

  it('the API box: the crate at t = 0.4 comes before the ball, whose face is at x = 8 − √3', () => {
    const scene = new Scene();
    const ball = scene.addSphere({ center: vec3(8, 1), radius: 2 });
    const crate = scene.addAABB({ min: vec3(4, -1), max: vec3(6, 1) });
    const hit = scene.raycast(vec3(0, 0), vec3(10, 0));
    expect(hit?.id).toBe(crate);
    expect(hit?.t).toBe(0.4);
    // Alone, the ball is met where (x − 8)² + 1 = 4: x = 8 − √3.
    expect(raycastSphere(vec3(0, 0), vec3(10, 0), { center: vec3(8, 1), radius: 2 })?.point.x).toBeCloseTo(
      8 - Math.sqrt(3),
      14,
    );
    scene.remove(crate);
    expect(scene.raycast(vec3(0, 0), vec3(10, 0))?.id).toBe(ball);
    doc.states("// hit.id === crate, hit.t === 0.4: the crate's face x = 4 comes before the ball's x = 8 − √3");
  });

  it('the live scene: Scene gives the nearest hit that testing every shape gives, for the cell’s rays', () => {
    const shapes = scatter(500, 7, 100, 100, 0.6);
    const scene = new Scene();
    for (const s of shapes) {
      if (s.kind === 'circle') scene.addSphere({ center: vec3(s.center.x, s.center.y), radius: s.radius });
      else scene.addAABB({ min: vec3(s.min.x, s.min.y), max: vec3(s.max.x, s.max.y) });
    }
    const tree = build(shapes);
    for (let i = 0; i < 200; i++) {
      const a = i * 2.399;
      const A = P(50 - 60 * Math.cos(a), 50 - 60 * Math.sin(a));
      const B = P(50 + 60 * Math.cos(a + 0.3), 50 + 60 * Math.sin(a + 0.3));
      const oracle = bruteForce(shapes, A, B);
      expect(scene.raycast(vec3(A.x, A.y), vec3(B.x, B.y))?.t).toBe(oracle?.t);
      expect(walk(tree, A, B).hit?.t).toBe(oracle?.t);
    }
    doc.states('const n = 500;');
  });

  it('the edge-case table: each row as the walk answers it, and as the library’s Scene does', () => {
    const scene = new Scene();
    for (const s of EIGHT) {
      if (s.kind === 'circle') scene.addSphere({ center: vec3(s.center.x, s.center.y), radius: s.radius });
      else scene.addAABB({ min: vec3(s.min.x, s.min.y), max: vec3(s.max.x, s.max.y) });
    }
    for (const [A, B] of [
      [P(0, 8), P(12, 8)],
      [P(6, 4), P(6, 0)],
      [P(2, 2), P(10, 2)],
      [P(0, 2), P(0.5, 2)],
      [P(2, 2), P(2, 2)],
      [P(4.5, 6.5), P(4.5, 3)],
    ] as const) {
      const w = walk(tree, A, B);
      const h = scene.raycast(vec3(A.x, A.y), vec3(B.x, B.y));
      // Ids are given in the order of adding: shape i has id i.
      expect([h?.id, h?.t]).toEqual([w.hit?.shape, w.hit?.t]);
    }
    doc.states("the library's `Scene` answers the same way");
    const row = (A: Vec2, B: Vec2) => {
      const w = walk(tree, A, B);
      return [name(EIGHT, w.hit?.shape) ?? null, w.hit ? round(w.hit.t, 3) : null, w.visits];
    };
    expect(row(P(0, 8), P(12, 8))).toEqual([null, null, 1]);
    expect(row(P(6, 4), P(6, 0))).toEqual([null, null, 3]);
    expect(row(P(2, 2), P(10, 2))).toEqual(['d', 0.25, 7]);
    expect(row(P(0, 2), P(0.5, 2))).toEqual([null, null, 1]);
    expect(row(P(2, 2), P(2, 2))).toEqual([null, null, 7]);
    expect(row(P(4.5, 6.5), P(4.5, 3))).toEqual(['b', 0.143, 7]);
    const corner = walk(tree, P(4.5, 6.5), P(4.5, 3)).hit?.point;
    expect([corner?.x, corner?.y]).toEqual([4.5, 6]);
    doc.states("| misses the root's box | ${(0, 8) \\to (12, 8)}$ | `null`, 1 box test |");
    doc.states('| starts inside a shape | ${(2, 2) \\to (10, 2)}$ | $d$ at $t = 0.25$: $c$ is behind the start |');
    doc.states('| zero length, inside $c$ | ${(2, 2) \\to (2, 2)}$ | `null`, 7 box tests |');
    doc.states('$b$ at $t = 0.143$, the corner $(4.5, 6)$');
  });
});
