/**
 * A 3D figure flattened to 2D shapes with the figure's own camera maths, for the static SVG
 * (readers without JavaScript, search engines, the fallback when WebGL is missing). Surfaces
 * are sorted far to near (the painter's algorithm); lines are cut into pieces and each piece
 * that a surface hides is drawn in the hidden style, so a segment entering a sphere shows
 * dashed and faint inside it, never solid on top of it.
 */
import type { Tone } from '../Diagram/scene';
import { add, cameraOf, cross, dot, frame, project, scale, sub, type Camera, type Orbit, type Vec3 } from './camera';
import type { Mark3, Snapshot3 } from './scene3d';

export type Shape =
  | { kind: 'polygon'; points: number[]; tone: Tone; alpha: number; shade: number }
  | { kind: 'disc'; x: number; y: number; r: number; tone: Tone; alpha: number }
  | { kind: 'line'; points: number[]; tone: Tone; width: number; dashed: boolean; alpha: number }
  | { kind: 'text'; x: number; y: number; text: string; tone: Tone };

/** The orbit a snapshot opens with: its content framed from the default angles. */
export function initialOrbit(snapshot: Pick<Snapshot3, 'bounds' | 'ground'>, width: number, height: number): Orbit {
  const b = snapshot.bounds ?? { min: { x: -2, y: -2, z: -2 }, max: { x: 2, y: 2, z: 2 } };
  return frame({ ...b.min, y: Math.min(b.min.y, snapshot.ground) }, b.max, width, height);
}

/** The eight corners and six faces (as corner indices, counter-clockwise from outside) of a box mark. */
export function boxCorners(m: Extract<Mark3, { kind: 'box' }>): Vec3[] {
  const out: Vec3[] = [];
  for (const sx of [-1, 1]) {
    for (const sy of [-1, 1]) {
      for (const sz of [-1, 1]) {
        out.push(
          add(
            m.center,
            add(scale(m.axes[0], sx * m.half.x), add(scale(m.axes[1], sy * m.half.y), scale(m.axes[2], sz * m.half.z))),
          ),
        );
      }
    }
  }
  return out;
}
export const BOX_FACES: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 3, 2], // −x
  [4, 6, 7, 5], // +x
  [0, 4, 5, 1], // −y
  [2, 3, 7, 6], // +y
  [0, 2, 6, 4], // −z
  [1, 5, 7, 3], // +z
];

/** Distance along the unit ray (o, d) to the first surface of a mark, or Infinity. */
export function rayHitsMark(o: Vec3, d: Vec3, m: Mark3): number {
  switch (m.kind) {
    case 'sphere':
      return raySphere(o, d, m.C, m.r);
    case 'capsule': {
      // Good enough for a picture: the capsule as a row of overlapping balls.
      let best = Infinity;
      for (let i = 0; i <= 12; i++) best = Math.min(best, raySphere(o, d, add(m.A, scale(sub(m.B, m.A), i / 12)), m.r));
      return best;
    }
    case 'triangle':
      return rayTriangle(o, d, m.A, m.B, m.C);
    case 'box': {
      // Slabs in the box's own axes.
      const rel = sub(o, m.center);
      let t0 = -Infinity;
      let t1 = Infinity;
      const half = [m.half.x, m.half.y, m.half.z];
      for (let i = 0; i < 3; i++) {
        const axis = m.axes[i] as Vec3;
        const h = half[i] ?? 0;
        const p = dot(rel, axis);
        const v = dot(d, axis);
        if (Math.abs(v) < 1e-12) {
          if (Math.abs(p) > h) return Infinity;
          continue;
        }
        const a = (-h - p) / v;
        const b = (h - p) / v;
        t0 = Math.max(t0, Math.min(a, b));
        t1 = Math.min(t1, Math.max(a, b));
      }
      return t0 <= t1 && t0 > 0 ? t0 : Infinity;
    }
    default:
      return Infinity;
  }
}

function raySphere(o: Vec3, d: Vec3, C: Vec3, r: number): number {
  const m = sub(o, C);
  const b = dot(m, d);
  const c = dot(m, m) - r * r;
  const disc = b * b - c;
  if (disc < 0) return Infinity;
  const t = -b - Math.sqrt(disc);
  return t > 0 ? t : Infinity;
}

function rayTriangle(o: Vec3, d: Vec3, A: Vec3, B: Vec3, C: Vec3): number {
  const e1 = sub(B, A);
  const e2 = sub(C, A);
  const p = cross(d, e2);
  const det = dot(e1, p);
  if (Math.abs(det) < 1e-12) return Infinity;
  const s = sub(o, A);
  const u = dot(s, p) / det;
  if (u < 0 || u > 1) return Infinity;
  const q = cross(s, e1);
  const v = dot(d, q) / det;
  if (v < 0 || u + v > 1) return Infinity;
  const t = dot(e2, q) / det;
  return t > 0 ? t : Infinity;
}

/** Is point P hidden from the eye by one of the surfaces? (A point on a surface is not.) */
export function hidden(cam: Camera, P: Vec3, surfaces: readonly Mark3[]): boolean {
  const to = sub(P, cam.eye);
  const dist = Math.hypot(to.x, to.y, to.z);
  if (dist === 0) return false;
  const d = scale(to, 1 / dist);
  const eps = 1e-6 * Math.max(1, dist);
  return surfaces.some((m) => rayHitsMark(cam.eye, d, m) < dist - eps - dist * 1e-3);
}

const isSurface = (m: Mark3) =>
  m.kind === 'sphere' || m.kind === 'box' || m.kind === 'triangle' || m.kind === 'capsule';
const LIGHT: Vec3 = { x: -0.4, y: 0.8, z: 0.45 };

/** Brightness of a face with normal n: ambient plus a key light from above left. */
function shadeOf(n: Vec3): number {
  const l = Math.hypot(LIGHT.x, LIGHT.y, LIGHT.z);
  return 0.55 + 0.45 * Math.max(0, dot(n, scale(LIGHT, 1 / l)));
}

/** Lays the snapshot out as flat shapes, drawn in order, for a width × height image. */
export function layout3(snapshot: Snapshot3, width: number, height: number, orbit?: Orbit): Shape[] {
  const cam = cameraOf(orbit ?? initialOrbit(snapshot, width, height), width, height);
  const at = (p: Vec3) => project(cam, p);
  const surfaces = snapshot.marks.filter(isSurface);
  const shapes: Shape[] = [];
  const faces: { depth: number; shape: Shape }[] = [];

  if (snapshot.view.grid && snapshot.bounds) {
    const { min, max } = snapshot.bounds;
    const span = Math.max(max.x - min.x, max.z - min.z, 2);
    const stepSize = Math.max(1, Math.round(span / 8));
    const cx = Math.round((min.x + max.x) / 2);
    const cz = Math.round((min.z + max.z) / 2);
    const n = Math.ceil(span / stepSize / 2) + 1;
    const y = snapshot.ground;
    for (let i = -n; i <= n; i++) {
      for (const [a, b] of [
        [
          { x: cx + i * stepSize, y, z: cz - n * stepSize },
          { x: cx + i * stepSize, y, z: cz + n * stepSize },
        ],
        [
          { x: cx - n * stepSize, y, z: cz + i * stepSize },
          { x: cx + n * stepSize, y, z: cz + i * stepSize },
        ],
      ] as const) {
        const pa = at(a);
        const pb = at(b);
        shapes.push({
          kind: 'line',
          points: [pa.x, pa.y, pb.x, pb.y],
          tone: 'muted',
          width: 1,
          dashed: false,
          alpha: 0.25,
        });
      }
    }
  }

  const facing = (n: Vec3, p: Vec3) => dot(n, sub(p, cam.eye)) < 0;
  for (const m of surfaces) {
    const alpha = m.translucent ? 0.22 : 0.9;
    if (m.kind === 'sphere') {
      const p = at(m.C);
      const r = (cam.focal * m.r) / Math.max(p.depth, 1e-9);
      faces.push({ depth: p.depth, shape: { kind: 'disc', x: p.x, y: p.y, r, tone: m.tone, alpha } });
    } else if (m.kind === 'capsule') {
      // One outline (two half-discs joined), so a translucent capsule does not darken where parts overlap.
      const a = at(m.A);
      const b = at(m.B);
      const ra = (cam.focal * m.r) / Math.max(a.depth, 1e-9);
      const rb = (cam.focal * m.r) / Math.max(b.depth, 1e-9);
      const heading = Math.atan2(b.y - a.y, b.x - a.x);
      const points: number[] = [];
      for (let i = 0; i <= 16; i++) {
        const angle = heading - Math.PI / 2 + (Math.PI * i) / 16;
        points.push(b.x + rb * Math.cos(angle), b.y + rb * Math.sin(angle));
      }
      for (let i = 0; i <= 16; i++) {
        const angle = heading + Math.PI / 2 + (Math.PI * i) / 16;
        points.push(a.x + ra * Math.cos(angle), a.y + ra * Math.sin(angle));
      }
      faces.push({
        depth: (a.depth + b.depth) / 2,
        shape: { kind: 'polygon', points, tone: m.tone, alpha, shade: 0.95 },
      });
    } else {
      const tris: Vec3[][] =
        m.kind === 'triangle'
          ? [[m.A, m.B, m.C]]
          : (() => {
              const c = boxCorners(m);
              return BOX_FACES.map((f) => f.map((i) => c[i] as Vec3));
            })();
      for (const poly of tris) {
        const [p0, p1, p2] = poly as [Vec3, Vec3, Vec3];
        let n = cross(sub(p1, p0), sub(p2, p0));
        n = scale(n, 1 / (Math.hypot(n.x, n.y, n.z) || 1));
        const centroid = scale(poly.reduce(add), 1 / poly.length);
        // Opaque boxes hide their back faces; a lone triangle is seen from both sides.
        if (m.kind === 'box' && !m.translucent && !facing(n, centroid)) continue;
        const lit = facing(n, centroid) ? n : scale(n, -1);
        const points = poly.flatMap((q) => {
          const p = at(q);
          return [p.x, p.y];
        });
        faces.push({
          depth: at(centroid).depth,
          shape: { kind: 'polygon', points, tone: m.tone, alpha, shade: shadeOf(lit) },
        });
      }
    }
  }
  faces.sort((a, b) => b.depth - a.depth);
  shapes.push(...faces.map((f) => f.shape));

  const opaque = surfaces.filter((m) => !m.translucent);
  const visible: Shape[] = [];
  const hiddenShapes: Shape[] = [];
  const lineMarks: { A: Vec3; B: Vec3; tone: Tone; dashed: boolean; width: number }[] = [];
  for (const m of snapshot.marks) if (m.kind === 'segment') lineMarks.push({ ...m, width: 2 });
  for (const h of snapshot.handles) {
    // A drop line to the ground: where the handle stands, so its depth reads.
    lineMarks.push({ A: h.at, B: { ...h.at, y: snapshot.ground }, tone: 'muted', dashed: true, width: 1 });
  }
  for (const l of lineMarks) {
    const pieces = 16;
    for (let i = 0; i < pieces; i++) {
      const a = add(l.A, scale(sub(l.B, l.A), i / pieces));
      const b = add(l.A, scale(sub(l.B, l.A), (i + 1) / pieces));
      const pa = at(a);
      const pb = at(b);
      const behind = hidden(cam, scale(add(a, b), 0.5), opaque);
      const shape: Shape = {
        kind: 'line',
        points: [pa.x, pa.y, pb.x, pb.y],
        tone: l.tone,
        width: behind ? 1.25 : l.width,
        dashed: behind || l.dashed,
        alpha: behind ? 0.45 : 1,
      };
      (behind ? hiddenShapes : visible).push(shape);
    }
  }
  shapes.push(...hiddenShapes, ...visible);
  for (const m of snapshot.marks) {
    if (m.kind === 'segment' && m.arrow) {
      const a = at(m.A);
      const b = at(m.B);
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      const points = [b.x, b.y, b.x - ux * 10 - uy * 4.5, b.y - uy * 10 + ux * 4.5, b.x - ux * 10 + uy * 4.5];
      points.push(b.y - uy * 10 - ux * 4.5);
      shapes.push({ kind: 'polygon', points, tone: m.tone, alpha: 1, shade: 1 });
    }
    if (m.kind === 'point') {
      const p = at(m.P);
      shapes.push({ kind: 'disc', x: p.x, y: p.y, r: 4, tone: m.tone, alpha: m.hollow ? 0.3 : 1 });
    }
  }
  for (const h of snapshot.handles) {
    const p = at(h.at);
    const g = at({ ...h.at, y: snapshot.ground });
    shapes.push({ kind: 'disc', x: g.x, y: g.y, r: 2.5, tone: 'muted', alpha: 0.8 });
    shapes.push({ kind: 'disc', x: p.x, y: p.y, r: 7, tone: h.tone, alpha: 1 });
  }
  for (const label of labelsOf(snapshot)) {
    const p = at(label.P);
    shapes.push({ kind: 'text', x: p.x + 9, y: p.y - 9, text: label.text, tone: label.tone });
  }
  return shapes;
}

/** Every text drawn at a point in space: labels, and the labels of marks and handles. */
export function labelsOf(snapshot: Snapshot3): { P: Vec3; text: string; tone: Tone }[] {
  const out: { P: Vec3; text: string; tone: Tone }[] = [];
  for (const m of snapshot.marks) {
    if (m.kind === 'label') out.push({ P: m.P, text: m.text, tone: m.tone });
    else if (m.label !== undefined) {
      const P =
        m.kind === 'segment'
          ? m.B
          : m.kind === 'point'
            ? m.P
            : m.kind === 'sphere'
              ? add(m.C, { x: m.r * 0.7, y: m.r * 0.7, z: 0 })
              : m.kind === 'box'
                ? (boxCorners(m)[7] as Vec3)
                : m.kind === 'capsule'
                  ? add(m.B, { x: 0, y: m.r, z: 0 })
                  : m.A;
      out.push({ P, text: m.label, tone: m.tone });
    }
  }
  for (const h of snapshot.handles) out.push({ P: h.at, text: h.label, tone: h.tone });
  return out;
}
