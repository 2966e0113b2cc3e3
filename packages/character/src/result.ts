// What one move returns, and the reuse of its objects when the caller passes `out`.
import type { Vec3 } from '@hitbook/query';

/** A surface the character met: which shape (and triangle of a mesh), its normal, where. */
export interface CharacterContact {
  id: number;
  /** For a mesh, the triangle's index; absent for other shapes. */
  triangle?: number;
  /** The surface's unit normal, toward the character. */
  normal: Vec3;
  /** Where the character touched it. */
  point: Vec3;
}

/** The outcome of `CharacterController.move`. */
export interface MoveResult {
  /** Where the character's feet (the capsule's lowest point) end. */
  position: Vec3;
  /** `position − start`. */
  moved: Vec3;
  /** Standing on walkable ground after the move. */
  grounded: boolean;
  /** The walkable ground it stands on, or null. */
  ground: CharacterContact | null;
  /** Climbed a step during this move. */
  stepped: boolean;
  /** Was pulled down onto the ground. */
  snapped: boolean;
  /** Walls met and push-outs, in order. */
  collisions: CharacterContact[];
}

/** A new contact record, every number 0. */
export function createContactRecord(): CharacterContact {
  return { id: 0, normal: { x: 0, y: 0, z: 0 }, point: { x: 0, y: 0, z: 0 } };
}

/**
 * A new result to pass as `out` to `move` (which then allocates nothing per frame).
 *
 * Maths: none; the character is at the origin, airborne, until a move writes into it.
 *
 * @example
 * ```ts
 * createMoveResult().grounded;
 * // => false
 * ```
 */
export function createMoveResult(): MoveResult {
  return {
    position: { x: 0, y: 0, z: 0 },
    moved: { x: 0, y: 0, z: 0 },
    grounded: false,
    ground: null,
    stepped: false,
    snapped: false,
    collisions: [],
  };
}

/**
 * The records a result has owned, kept across moves so that `collisions` and `ground`
 * reuse them: `collisions.length` shrinks and grows, the objects stay.
 */
interface Pool {
  collisions: CharacterContact[];
  ground: CharacterContact;
}
const pools = new WeakMap<MoveResult, Pool>();

/** The pool of `out`, made on its first move. */
export function poolOf(out: MoveResult): Pool {
  let pool = pools.get(out);
  if (pool === undefined) {
    pool = { collisions: [], ground: createContactRecord() };
    pools.set(out, pool);
  }
  return pool;
}

/** Writes a contact into `c` (`triangle` present only for a mesh's, as the scene reports it). */
export function writeContact(
  c: CharacterContact,
  id: number,
  triangle: number | undefined,
  nx: number,
  ny: number,
  nz: number,
  px: number,
  py: number,
  pz: number,
): void {
  c.id = id;
  if (triangle !== undefined && triangle >= 0) c.triangle = triangle;
  else delete c.triangle;
  c.normal.x = nx;
  c.normal.y = ny;
  c.normal.z = nz;
  c.point.x = px;
  c.point.y = py;
  c.point.z = pz;
}
