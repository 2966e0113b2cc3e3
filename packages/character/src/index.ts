export { CharacterController } from './controller.ts';
export type { CharacterOptions } from './options.ts';
export { createMoveResult } from './result.ts';
export type { CharacterContact, MoveResult } from './result.ts';
