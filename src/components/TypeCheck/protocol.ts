/** The messages between the page (client.ts) and the type-check worker (worker.ts). */
import type { TypeDiagnostic } from './checker';

export interface CheckRequest {
  id: number;
  code: string;
  /** Names the cells above export (the page scope). */
  pageNames: readonly string[];
}

export type CheckReply =
  | {
      id: number;
      diagnostics: TypeDiagnostic[];
      /** The check alone, in ms. */
      ms: number;
      /** When the worker's code began to run (its scripts fetched and evaluated), in ms since it started. */
      readyAt: number;
    }
  | { id: number; failed: string };
