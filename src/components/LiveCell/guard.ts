/**
 * The loop guard. The compiler puts a call to it at the top of every loop body in a cell;
 * once the cell's code has run for longer than its budget without returning to the page,
 * the guard throws, and keeps throwing, so that a `while (true) {}` ends and the tab stays
 * responsive.
 */

/** Thrown by the guard; the cell shows its message instead of a stack. */
export class LoopTimeout extends Error {
  constructor(readonly budgetMs: number) {
    super(
      `Stopped after ${budgetMs} ms: a loop was still running. Check the loop's exit condition. The cell waits for an edit (or Reset) before it runs again; until then moving a handle does not run it.`,
    );
    this.name = 'LoopTimeout';
  }
}

export interface LoopGuard {
  /** Called at the top of every loop body of the cell's code. */
  (): void;
  /** Starts a budget: the cell's code is about to run (a run, a timer, a frame). */
  enter(): void;
  /** The code has returned to the page. */
  exit(): void;
  /** True once the guard has fired; it stays so until `reset`. */
  readonly tripped: boolean;
  /** Clears a fired guard: the reader has changed the code. */
  reset(): void;
}

// performance.now() costs tens of nanoseconds: look at the clock every 16 iterations only.
const CHECK_EVERY = 16;

export function createLoopGuard(budgetMs: number, now: () => number = () => performance.now()): LoopGuard {
  let deadline = 0;
  let count = 0;
  let tripped = false;

  const guard = (() => {
    // Once fired, every loop of the cell throws at once: a `catch` inside a loop must not be
    // able to swallow the stop and spin on (React also retries a throwing component).
    if (tripped) throw new LoopTimeout(budgetMs);
    if (++count % CHECK_EVERY !== 0) return;
    const t = now();
    if (deadline === 0) {
      // Code running outside enter/exit (an event handler of an element the cell rendered):
      // its budget starts now and ends when the task returns to the event loop.
      deadline = t + budgetMs;
      queueMicrotask(() => {
        deadline = 0;
      });
      return;
    }
    if (t > deadline) {
      tripped = true;
      throw new LoopTimeout(budgetMs);
    }
  }) as LoopGuard;

  guard.enter = () => {
    deadline = now() + budgetMs;
    count = 0;
  };
  guard.exit = () => {
    deadline = 0;
  };
  guard.reset = () => {
    tripped = false;
    deadline = 0;
    count = 0;
  };
  Object.defineProperty(guard, 'tripped', { get: () => tripped });
  return guard;
}
