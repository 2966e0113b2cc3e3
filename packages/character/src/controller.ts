// The kinematic character controller: collide and slide with exact capsule casts.
//
// The loop every game writes — cast, stop at the contact, slide along it, step up, snap
// down — done once. What makes it exact is the library's cast rules: a cast stops where the
// closed capsule first touches (never inside), and a cast restarted from its own hit that
// slides along the surface or leaves it is no hit. So the controller needs no skin width:
// it moves to the contact, removes the part of the motion that pushes into the surfaces
// it touches, and casts what is left.
import { createCapsuleCastHit } from '@hitbook/query';
import type { Capsule, CapsuleCastHit, Scene, SceneContact, Vec3, Vec3Like } from '@hitbook/query';
import { checkVector, describe, resolveOptions } from './options.ts';
import type { CharacterOptions, Resolved } from './options.ts';
import { createMoveResult, poolOf, writeContact } from './result.ts';
import type { CharacterContact, MoveResult } from './result.ts';

/** A scene hit of a capsule cast: the hit, which shape, and for a mesh which triangle. */
type SceneCastHit = CapsuleCastHit & { id: number; triangle?: number };

/**
 * How far from perpendicular a touch's normal may be to the motion (as a cosine) and still
 * be no obstacle: a capsule sliding on a tessellated floor touches each seam it crosses,
 * with the seam's normal perpendicular to the motion up to rounding.
 */
const TANGENT = 1e-9;
/** Planes whose normals are this close (cosine) are one surface: six triangles at a vertex. */
const SAME_PLANE = 0.999_999;
/** How many times a move may push out of overlaps before it gives up on the rest. */
const PUSH_OUT_ROUNDS = 8;
/** At most this many constraint planes at once: a fourth always stops the motion. */
const MAX_PLANES = 4;

/**
 * A kinematic character controller on a `Scene`: a capsule standing on its feet that
 * slides along walls, walks up slopes up to `maxSlope`, climbs steps up to `stepHeight`,
 * stays on the ground within `snapDistance` and is pushed out of anything it starts inside.
 *
 * Maths: collide and slide — the motion `m` is cast; at the first contact, of normal `n`,
 * what remains is projected onto the surface, `m ← m − n (n · m)`, or onto the crease
 * `d (d · m)`, `d = n₁ × n₂`, of two surfaces; three stop it.
 *
 * @example
 * ```ts
 * const scene = new Scene();
 * scene.addAABB({ min: vec3(-10, -1, -10), max: vec3(10, 0, 10) });
 * const character = new CharacterController(scene, { radius: 0.5, height: 2 });
 * character.move(vec3(0, 0, 0), vec3(1, -0.1, 0)).position;
 * // => { x: 1, y: 0, z: 0 }
 * ```
 */
export class CharacterController {
  readonly #scene: Scene;
  readonly #o: Resolved;
  // Scratch, one set per controller: a move allocates nothing when given `out`.
  readonly #capsule: Capsule & { start: Vec3; end: Vec3 };
  readonly #motion: Vec3 = { x: 0, y: 0, z: 0 };
  readonly #hit: SceneCastHit;
  readonly #probe: SceneCastHit;
  readonly #contacts: SceneContact[] = [];
  /** The constraint planes of the current slide: normals, 3 numbers each. */
  readonly #planes = new Float64Array(3 * MAX_PLANES);
  #planeCount = 0;
  // The feet, and what is left to move, while a move runs.
  #px = 0;
  #py = 0;
  #pz = 0;
  #mx = 0;
  #my = 0;
  #mz = 0;

  /**
   * A controller for one kind of character on `scene`. It keeps no state between moves but
   * its options: move many characters of one kind with one controller.
   *
   * @param scene - The scene to move in (it may change between moves: `setMatrix`, adds).
   * @param options - `radius`, `height`, and optionally `up`, `maxSlope`, `stepHeight`,
   *   `snapDistance`, `maxIterations`, `layers`, `filter`.
   * @throws TypeError for a missing or wrongly typed option or an unknown key; RangeError
   *   for a value out of range (naming the option and the value).
   */
  constructor(scene: Scene, options: CharacterOptions) {
    const fn = 'CharacterController';
    const candidate = scene as unknown as Record<string, unknown> | null;
    if (
      typeof candidate !== 'object' ||
      candidate === null ||
      typeof candidate.capsuleCastInto !== 'function' ||
      typeof candidate.contactsCapsuleInto !== 'function'
    ) {
      throw new TypeError(`${fn}: scene must be a Scene from @hitbook/query, got ${describe(scene)}`);
    }
    this.#scene = scene;
    this.#o = resolveOptions(fn, options);
    this.#capsule = { start: { x: 0, y: 0, z: 0 }, end: { x: 0, y: 0, z: 0 }, radius: this.#o.r };
    this.#hit = createCapsuleCastHit() as SceneCastHit;
    this.#probe = createCapsuleCastHit() as SceneCastHit;
  }

  /**
   * Moves the character whose feet are at `position` by `motion`, as far as the scene
   * lets it: sliding along what it meets, stepping up ledges, snapping down onto ground.
   *
   * Maths: push out (minimum translation) of any overlap; then up to `maxIterations` times,
   * cast the remaining motion `m`, stop at the contact and slide, `m ← m − n (n · m)`;
   * then, if `m · up <= 0`, cast down by `snapDistance` onto walkable ground
   * (`n · up >= cos maxSlope`).
   *
   * @param position - The character's feet: the lowest point of its capsule.
   * @param motion - Where it wants to go this frame (velocity · dt, gravity included).
   * @param out - A result to write into (from `createMoveResult()`): the move then
   *   allocates nothing.
   * @returns `out`, or a new result.
   *
   * @remarks Deterministic: the same scene, options, position and motion give the same
   * bits. The capsule never passes through a shape and never ends a move overlapping one.
   * @throws TypeError or RangeError for a position or motion that is not a finite vector.
   */
  move(position: Vec3Like, motion: Vec3Like, out?: MoveResult): MoveResult {
    const fn = 'CharacterController.move';
    checkVector(fn, 'position', position);
    checkVector(fn, 'motion', motion);
    const res = out ?? createMoveResult();
    const pool = poolOf(res);
    const o = this.#o;
    const x0 = position.x;
    const y0 = position.y;
    const z0 = position.z;
    this.#px = x0;
    this.#py = y0;
    this.#pz = z0;
    let collisions = 0;
    res.stepped = false;
    res.snapped = false;
    res.grounded = false;
    res.ground = null;

    // 1. Out of whatever it starts inside (a platform that moved up into it, a spawn in a
    //    wall): the deepest contact first, by its minimum translation, until none is left.
    for (let round = 0; round < PUSH_OUT_ROUNDS; round++) {
      const n = this.#scene.contactsCapsuleInto(this.#capsuleAt(), this.#contacts, o.query);
      let deepest = -1;
      for (let k = 0; k < n; k++) {
        if (
          (this.#contacts[k] as SceneContact).depth > 0 &&
          (deepest < 0 || (this.#contacts[k] as SceneContact).depth > (this.#contacts[deepest] as SceneContact).depth)
        ) {
          deepest = k;
        }
      }
      if (deepest < 0) break;
      const c = this.#contacts[deepest] as SceneContact;
      this.#px += c.normal.x * c.depth;
      this.#py += c.normal.y * c.depth;
      this.#pz += c.normal.z * c.depth;
      collisions = this.#record(res, pool.collisions, collisions, c.id, c.triangle, c.normal, c.point);
    }

    // 2. Collide and slide.
    this.#mx = motion.x;
    this.#my = motion.y;
    this.#mz = motion.z;
    const along = motion.x * o.ux + motion.y * o.uy + motion.z * o.uz;
    this.#planeCount = 0;
    let iterations = 0;
    let casts = 0;
    let triedStep = false;
    // Each cast either ends the motion, uses an iteration, or passes a tangential touch
    // (moving the character forward); the cap only guards against a scene that keeps
    // reporting touches of zero progress.
    const maxCasts = 4 * o.maxIterations + 16;
    while (iterations < o.maxIterations && casts < maxCasts) {
      const mm = this.#mx * this.#mx + this.#my * this.#my + this.#mz * this.#mz;
      if (mm === 0) break;
      casts++;
      const hit = this.#hit;
      if (!this.#cast(this.#mx, this.#my, this.#mz, hit)) {
        this.#px += this.#mx;
        this.#py += this.#my;
        this.#pz += this.#mz;
        this.#mx = this.#my = this.#mz = 0;
        break;
      }
      const t = hit.t;
      this.#px += t * this.#mx;
      this.#py += t * this.#my;
      this.#pz += t * this.#mz;
      const left = 1 - t;
      this.#mx *= left;
      this.#my *= left;
      this.#mz *= left;
      const n = hit.normal;
      const dn = n.x * this.#mx + n.y * this.#my + n.z * this.#mz;
      const mLen = Math.sqrt(this.#mx * this.#mx + this.#my * this.#my + this.#mz * this.#mz);
      if (t > 0 && dn >= -TANGENT * mLen) continue; // a touch, not an obstacle (a seam)
      iterations++;
      collisions = this.#record(res, pool.collisions, collisions, hit.id, hit.triangle, n, hit.point);
      const nUp = n.x * o.ux + n.y * o.uy + n.z * o.uz;
      const walkable = nUp >= o.cosMaxSlope;
      // A wall (or ground too steep) met while moving sideways: try to step onto it.
      if (!walkable && !triedStep && o.stepHeight > 0 && nUp > -TANGENT) {
        triedStep = true;
        if (this.#stepUp()) {
          res.stepped = true;
          continue;
        }
      }
      this.#addPlane(n.x, n.y, n.z);
      // Steep ground must not be climbed by sliding: where the slide along it would rise,
      // it also constrains as the vertical wall it stands for. (Tried on a copy: the
      // wall's plane must clip the motion as it was, not the rising slide.)
      if (!walkable && nUp > 0 && along <= 0) {
        const mx = this.#mx;
        const my = this.#my;
        const mz = this.#mz;
        this.#clip();
        const rises = this.#mx * o.ux + this.#my * o.uy + this.#mz * o.uz > 0;
        this.#mx = mx;
        this.#my = my;
        this.#mz = mz;
        if (rises) {
          const hx = n.x - nUp * o.ux;
          const hy = n.y - nUp * o.uy;
          const hz = n.z - nUp * o.uz;
          const hl = Math.sqrt(hx * hx + hy * hy + hz * hz);
          if (hl > 0) this.#addPlane(hx / hl, hy / hl, hz / hl);
        }
      }
      this.#clip();
    }

    // 3. Ground: cast down by snapDistance (or just enough to feel a touch); walkable
    //    ground touched is ground, and within snapDistance it pulls the feet down onto it,
    //    unless the motion points up (a jump).
    const probe = o.snapDistance > 0 ? o.snapDistance : o.r * 1e-6;
    if (this.#cast(-o.ux * probe, -o.uy * probe, -o.uz * probe, this.#probe)) {
      const g = this.#probe;
      const nUp = g.normal.x * o.ux + g.normal.y * o.uy + g.normal.z * o.uz;
      if (nUp >= o.cosMaxSlope && (g.t === 0 || (o.snapDistance > 0 && along <= 0))) {
        if (g.t > 0) {
          const d = g.t * probe;
          this.#px -= o.ux * d;
          this.#py -= o.uy * d;
          this.#pz -= o.uz * d;
          res.snapped = true;
        }
        res.grounded = true;
        writeContact(
          pool.ground,
          g.id,
          g.triangle,
          g.normal.x,
          g.normal.y,
          g.normal.z,
          g.point.x,
          g.point.y,
          g.point.z,
        );
        res.ground = pool.ground;
      }
    }

    res.collisions.length = collisions;
    res.position.x = this.#px;
    res.position.y = this.#py;
    res.position.z = this.#pz;
    res.moved.x = this.#px - x0;
    res.moved.y = this.#py - y0;
    res.moved.z = this.#pz - z0;
    return res;
  }

  /** The capsule with its feet at the current position. */
  #capsuleAt(): Capsule {
    const o = this.#o;
    const c = this.#capsule;
    const bottom = o.r;
    const top = o.height - o.r;
    c.start.x = this.#px + o.ux * bottom;
    c.start.y = this.#py + o.uy * bottom;
    c.start.z = this.#pz + o.uz * bottom;
    c.end.x = this.#px + o.ux * top;
    c.end.y = this.#py + o.uy * top;
    c.end.z = this.#pz + o.uz * top;
    return c;
  }

  /** Casts the capsule at the current position by (mx, my, mz) into `out`. */
  #cast(mx: number, my: number, mz: number, out: SceneCastHit): boolean {
    const m = this.#motion;
    m.x = mx;
    m.y = my;
    m.z = mz;
    return this.#scene.capsuleCastInto(this.#capsuleAt(), m, out, this.#o.query);
  }

  /** Records a collision in `res.collisions[k]` (reusing the pool's records); returns k + 1. */
  #record(
    res: MoveResult,
    pool: CharacterContact[],
    k: number,
    id: number,
    triangle: number | undefined,
    n: Vec3Like,
    p: Vec3Like,
  ): number {
    let c = pool[k];
    if (c === undefined) {
      c = { id: 0, normal: { x: 0, y: 0, z: 0 }, point: { x: 0, y: 0, z: 0 } };
      pool.push(c);
    }
    writeContact(c, id, triangle, n.x, n.y, n.z, p.x, p.y, p.z);
    res.collisions[k] = c;
    return k + 1;
  }

  /** Adds a constraint plane, merged with one of nearly the same normal. */
  #addPlane(nx: number, ny: number, nz: number): void {
    const P = this.#planes;
    const o = this.#o;
    // Ground whose normal is up but for rounding (an edge or vertex of a flat floor, met
    // at a seam) is the floor itself: projecting onto it exactly keeps the height's bits.
    if (nx * o.ux + ny * o.uy + nz * o.uz > 1 - 1e-14) {
      nx = o.ux;
      ny = o.uy;
      nz = o.uz;
    }
    for (let i = 0; i < this.#planeCount; i++) {
      if ((P[3 * i] as number) * nx + (P[3 * i + 1] as number) * ny + (P[3 * i + 2] as number) * nz >= SAME_PLANE) {
        // The same surface met again (a seam, a vertex of many triangles): keep the newer
        // normal, which is the one the capsule touches now.
        P[3 * i] = nx;
        P[3 * i + 1] = ny;
        P[3 * i + 2] = nz;
        return;
      }
    }
    if (this.#planeCount === MAX_PLANES) {
      this.#mx = this.#my = this.#mz = 0;
      return;
    }
    P[3 * this.#planeCount] = nx;
    P[3 * this.#planeCount + 1] = ny;
    P[3 * this.#planeCount + 2] = nz;
    this.#planeCount++;
  }

  /**
   * Projects the remaining motion so that it pushes into none of the planes: onto one
   * plane if that satisfies the others, else onto the crease of two, else nothing.
   */
  #clip(): void {
    const P = this.#planes;
    const count = this.#planeCount;
    const mx = this.#mx;
    const my = this.#my;
    const mz = this.#mz;
    if (this.#satisfies(mx, my, mz, -1, -1)) return;
    for (let i = 0; i < count; i++) {
      const nx = P[3 * i] as number;
      const ny = P[3 * i + 1] as number;
      const nz = P[3 * i + 2] as number;
      const d = nx * mx + ny * my + nz * mz;
      if (d >= 0) continue;
      const vx = mx - nx * d;
      const vy = my - ny * d;
      const vz = mz - nz * d;
      if (this.#satisfies(vx, vy, vz, i, -1)) {
        this.#mx = vx;
        this.#my = vy;
        this.#mz = vz;
        return;
      }
    }
    for (let i = 0; i < count; i++) {
      for (let j = i + 1; j < count; j++) {
        const ax = P[3 * i] as number;
        const ay = P[3 * i + 1] as number;
        const az = P[3 * i + 2] as number;
        const bx = P[3 * j] as number;
        const by = P[3 * j + 1] as number;
        const bz = P[3 * j + 2] as number;
        const dx = ay * bz - az * by;
        const dy = az * bx - ax * bz;
        const dz = ax * by - ay * bx;
        const dd = dx * dx + dy * dy + dz * dz;
        if (dd === 0) continue;
        const s = (dx * mx + dy * my + dz * mz) / dd;
        const vx = dx * s;
        const vy = dy * s;
        const vz = dz * s;
        if (this.#satisfies(vx, vy, vz, i, j)) {
          this.#mx = vx;
          this.#my = vy;
          this.#mz = vz;
          return;
        }
      }
    }
    this.#mx = this.#my = this.#mz = 0;
  }

  /** Whether v pushes into none of the planes but i and j (which it lies along). */
  #satisfies(vx: number, vy: number, vz: number, i: number, j: number): boolean {
    const P = this.#planes;
    const tol = -TANGENT * Math.sqrt(vx * vx + vy * vy + vz * vz);
    for (let k = 0; k < this.#planeCount; k++) {
      if (k === i || k === j) continue;
      if ((P[3 * k] as number) * vx + (P[3 * k + 1] as number) * vy + (P[3 * k + 2] as number) * vz < tol) return false;
    }
    return true;
  }

  /**
   * Tries to climb onto a ledge ahead: up by at most stepHeight (a ceiling stops it), the
   * horizontal part of the remaining motion forward, then down onto walkable ground no
   * lower than where it started. On success the feet are on the ledge and what is left is
   * the unused horizontal motion and the vertical part.
   */
  #stepUp(): boolean {
    const o = this.#o;
    const along = this.#mx * o.ux + this.#my * o.uy + this.#mz * o.uz;
    const fx = this.#mx - along * o.ux;
    const fy = this.#my - along * o.uy;
    const fz = this.#mz - along * o.uz;
    if (fx * fx + fy * fy + fz * fz === 0) return false;
    // Only from the ground: a character in the air does not climb walls by stepping.
    if (!this.#cast(-o.ux * o.r * 1e-6, -o.uy * o.r * 1e-6, -o.uz * o.r * 1e-6, this.#probe)) return false;
    const g = this.#probe;
    if (g.t !== 0 || g.normal.x * o.ux + g.normal.y * o.uy + g.normal.z * o.uz < o.cosMaxSlope) return false;
    const x0 = this.#px;
    const y0 = this.#py;
    const z0 = this.#pz;
    const h = o.stepHeight;
    const up = this.#cast(o.ux * h, o.uy * h, o.uz * h, this.#probe) ? this.#probe.t * h : h;
    if (up <= 0) return false;
    this.#px += o.ux * up;
    this.#py += o.uy * up;
    this.#pz += o.uz * up;
    const forward = this.#cast(fx, fy, fz, this.#probe) ? this.#probe.t : 1;
    if (forward <= 0) return this.#undo(x0, y0, z0);
    this.#px += fx * forward;
    this.#py += fy * forward;
    this.#pz += fz * forward;
    // Down onto the ledge. Its top must carry the feet: landing on its edge (the rounded
    // bottom resting on the corner) is a step only if the top is found a radius further
    // on (a ledge too high is met by its side there, or by its edge again).
    const down = this.#land(up);
    if (down < 0) return this.#undo(x0, y0, z0);
    if (!this.#faceSupport(down)) {
      const ax = this.#px;
      const ay = this.#py;
      const az = this.#pz;
      const fl = Math.sqrt(fx * fx + fy * fy + fz * fz);
      const k = o.r / fl;
      const further = this.#cast(fx * k, fy * k, fz * k, this.#probe) ? this.#probe.t : 1;
      this.#px += fx * k * further;
      this.#py += fy * k * further;
      this.#pz += fz * k * further;
      const beyond = further > 0 ? this.#land(up) : -1;
      const ok = beyond >= 0 && this.#faceSupport(beyond);
      this.#px = ax;
      this.#py = ay;
      this.#pz = az;
      if (!ok) return this.#undo(x0, y0, z0);
    }
    this.#px -= o.ux * down;
    this.#py -= o.uy * down;
    this.#pz -= o.uz * down;
    const left = 1 - forward;
    this.#mx = fx * left + along * o.ux;
    this.#my = fy * left + along * o.uy;
    this.#mz = fz * left + along * o.uz;
    return true;
  }

  /**
   * Casts the feet down by `up` from the current position; returns how far down walkable
   * ground above the step's start was met (the probe holds the hit), or -1.
   */
  #land(up: number): number {
    const o = this.#o;
    if (!this.#cast(-o.ux * up, -o.uy * up, -o.uz * up, this.#probe)) return -1;
    const land = this.#probe;
    const nUp = land.normal.x * o.ux + land.normal.y * o.uy + land.normal.z * o.uz;
    const down = land.t * up;
    // Walkable ground above where the step started; anything else — a slope or an edge too
    // steep to stand on, or no rise at all — is no step.
    return nUp < o.cosMaxSlope || down >= up ? -1 : down;
  }

  /**
   * Whether the probe's hit of a cast down by `down` is under the landed feet — a top
   * face — rather than an edge above them that the rounded bottom rests on.
   */
  #faceSupport(down: number): boolean {
    const o = this.#o;
    const P = this.#probe.point;
    const above = (P.x - this.#px) * o.ux + (P.y - this.#py) * o.uy + (P.z - this.#pz) * o.uz + down;
    return above <= 1e-6 * o.r;
  }

  /** Puts the feet back where a failed step started. */
  #undo(x: number, y: number, z: number): false {
    this.#px = x;
    this.#py = y;
    this.#pz = z;
    return false;
  }
}
