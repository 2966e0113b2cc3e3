/**
 * One live cell's runtime: compiles the reader's code, runs it under the loop guard with the
 * library and the diagram kit in scope, captures its console, owns its timers and frames,
 * and turns every error — at compile time, while running, or later in a callback — into a
 * message with the line it came from. Works on the server too, where it draws the cell's
 * figures once for the static page.
 */
import { withQueryNotes } from './query-notes';
import {
  applyMove,
  FigureError,
  FigureSession,
  formatNumber,
  type Figure,
  type HandleMove,
  type Snapshot,
  type ViewOptions,
} from '../Diagram/scene';
import type { Move3, Snapshot3, View3Options } from '../Figure3D/scene3d';
import { kit3D, requestKit3D, type Session3 } from './kit3d';
import { CellSyntaxError, errorPosition, RESULT_NAME, toFunction, type CompiledCell } from './function';
import { createLoopGuard, LoopTimeout } from './guard';
import { formatArgs, inspect } from './inspect';
import { tableOf, tableText, type TableData } from './pretty';

/** How long a cell's code may run without returning to the page. */
export const LOOP_BUDGET_MS = 500;
/** A cell keeps its last this-many console lines. */
export const MAX_LOG_LINES = 500;

export type LogLevel = 'log' | 'info' | 'warn' | 'error' | 'debug';

export interface LogEntry {
  level: LogLevel;
  text: string;
  /** A `console.table`: drawn as a table (`text` is the same as tab-separated lines). */
  table?: TableData;
}

/** The value of the cell's last expression (see analyze.ts), and the name it came from. */
export interface Returned {
  value: unknown;
  producer: string;
}

export interface CellErrorInfo {
  /** compile: the code does not parse; run: it threw while running; later: it threw in a callback; timeout: stopped. */
  kind: 'compile' | 'run' | 'later' | 'timeout';
  name: string;
  message: string;
  line: number | null;
  column: number | null;
  /** Where a later error came from, e.g. "in a setTimeout callback". */
  where?: string;
}

export interface CellOutput {
  figures: Snapshot[];
  /** The 3D figures (`figure3d(…)`), in the order the code made them. */
  figures3d?: Snapshot3[];
  /** True when the figures are from an earlier run (the last run failed before drawing). */
  stale: boolean;
  logs: LogEntry[];
  droppedLogs: number;
  error: CellErrorInfo | null;
  /** What the code passed to `render(…)`, if anything. */
  element: unknown;
  /** Wall time of the last run, in milliseconds. */
  runMs: number;
  /** The value of the cell's last expression, when it ran to the end and had one. */
  returned?: Returned;
}

/** The output of code that has not run (before a first run, after a halt, a manual cell, a Restart). */
export const EMPTY: CellOutput = {
  figures: [],
  stale: false,
  logs: [],
  droppedLogs: 0,
  error: null,
  element: undefined,
  runMs: 0,
};

const registry = new Map<string, CellRuntime>();
let handlersInstalled = false;
let nextCellNumber = 1;

/**
 * Errors thrown later by a cell's code outside the runtime's own wrappers (handlers of
 * elements it rendered, promise callbacks) reach the window. Their stack names the cell, so
 * they are shown under it instead of on the console.
 */
function installGlobalHandlers(): void {
  if (handlersInstalled || typeof window === 'undefined') return;
  handlersInstalled = true;
  const route = (error: unknown, where: string): boolean => {
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    for (const [name, cell] of registry) {
      if (stack.includes(name)) {
        cell.reportLater(error, where);
        return true;
      }
    }
    return false;
  };
  window.addEventListener('error', (event) => {
    if (route(event.error, 'in an event handler')) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (route(event.reason, 'in a promise')) event.preventDefault();
  });
}

export interface CellRuntimeOptions {
  /** Names visible to the code without an import. */
  scope: Record<string, unknown>;
  /** What `import … from '<name>'` gives. */
  modules: Record<string, unknown>;
  /** False on the server and for the first, static render: no timers, no frames. */
  live: boolean;
  /** Output changed outside `run()` (a timer logged, a callback threw). */
  onLater?: (output: CellOutput) => void;
  /** The code is about to run (the notebook marks the cell as running: a crash is noticed on reload). */
  onRunStart?: () => void;
  /** A run ended, or a callback of the code was stopped by the loop guard. */
  onRunEnd?: (output: CellOutput) => void;
  /** The 3D kit the code asked for has loaded: run the code again. */
  onKit3D?: () => void;
}

/** Edit distance, for suggesting the export a reader probably meant. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost);
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/** Each module's checked view, made once: cells run again on every drag frame. */
const checkedViews = new WeakMap<object, object>();

/**
 * A module as a cell's compiled `import` sees it: a name it does not export is an error, as
 * in a real module, rather than a silent `undefined` discovered three lines later. The
 * exports are the view's own properties, so reading one is a plain property read (a proxy
 * around the module cost ~30 ns per read, in loops that call the library); only a name
 * that is not there falls through to the trap at the end of the prototype chain.
 */
/** What only a 3D figure draws (Figure3D/scene3d.ts), with the word for it. */
const THREE_D_ONLY: Readonly<Record<string, string>> = {
  triangle: 'triangles',
  sphere: 'spheres',
  capsule: 'capsules',
  orientedBox: 'oriented boxes',
};

/**
 * A 2D figure that answers a 3D-only method (`fig.triangle(…)`) with where it is, instead of
 * "fig.triangle is not a function".
 */
function only2D(fig: Figure): Figure {
  return new Proxy(fig, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target) && Object.hasOwn(THREE_D_ONLY, key)) {
        return () => {
          throw new FigureError(
            `fig.${key}: a 2D figure (figure()) has no ${THREE_D_ONLY[key] ?? key}: draw it in a 3D figure, const fig = figure3d({ … }), which has fig.${key}(…)`,
          );
        };
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

function checkedExports(moduleName: string, exports: object): object {
  const cached = checkedViews.get(exports);
  if (cached) return cached;
  const missing = new Proxy(Object.create(null) as object, {
    get(_target, key) {
      if (typeof key === 'symbol' || key in Object.prototype || key === 'then') {
        return Reflect.get(exports, key) as unknown;
      }
      if (key === 'default') {
        throw new SyntaxError(
          `'${moduleName}' has no default export: import the names you need, e.g. import { ${Object.keys(exports)[0] ?? 'name'} } from '${moduleName}'`,
        );
      }
      const near = Object.keys(exports)
        .map((name) => ({ name, d: distance(key, name) }))
        .filter((c) => c.d <= Math.max(1, Math.floor(key.length / 4)))
        .sort((x, y) => x.d - y.d)[0];
      throw new SyntaxError(
        `'${moduleName}' has no export named '${key}'${near ? `; did you mean '${near.name}'?` : ''}`,
      );
    },
  });
  const view = Object.create(missing) as object;
  Object.defineProperties(view, Object.getOwnPropertyDescriptors(exports));
  // An ES module, whatever the bundler or Node made of it: `import x from` reads `.default`.
  Object.defineProperty(view, '__esModule', { value: true });
  checkedViews.set(exports, view);
  return view;
}

export class CellRuntime {
  readonly sourceName: string;
  readonly session = new FigureSession();
  /** The 3D figures' session, made when the code first calls `figure3d` (see kit3d.ts). */
  private session3: Session3 | null = null;
  private readonly guard = createLoopGuard(LOOP_BUDGET_MS);
  private compiled: CompiledCell | null = null;
  private compileError: CellErrorInfo | null = null;
  private output: CellOutput = EMPTY;
  private readonly timeouts = new Set<ReturnType<typeof setTimeout>>();
  private readonly intervals = new Set<ReturnType<typeof setInterval>>();
  private readonly frames = new Set<number>();
  private logs: LogEntry[] = [];
  /** Lines logged since the runtime started: tells whether a callback logged anything. */
  private logCount = 0;
  /** The code changed and has not yet run without an error. */
  private freshCode = false;
  private dropped = 0;
  private element: unknown = undefined;
  private scopeNames: string[] = [];
  private scopeValues: unknown[] = [];
  private disposed = false;

  constructor(private readonly options: CellRuntimeOptions) {
    this.sourceName = `hitbook-cell-${nextCellNumber++}.tsx`;
    this.buildScope();
    if (options.live) {
      installGlobalHandlers();
      registry.set(this.sourceName, this);
    }
  }

  private log(level: LogLevel, args: readonly unknown[]): void {
    if (this.logs.length >= MAX_LOG_LINES) {
      this.logs.shift();
      this.dropped++;
    }
    this.logs.push({ level, text: formatArgs(args) });
    this.logCount++;
  }

  private buildScope(): void {
    const live = this.options.live;
    const cellConsole = {
      log: (...a: unknown[]) => {
        this.logLater('log', a);
      },
      info: (...a: unknown[]) => {
        this.logLater('info', a);
      },
      warn: (...a: unknown[]) => {
        this.logLater('warn', a);
      },
      error: (...a: unknown[]) => {
        this.logLater('error', a);
      },
      debug: (...a: unknown[]) => {
        this.logLater('debug', a);
      },
      table: (...a: unknown[]) => {
        const table = tableOf(a[0], a[1]);
        if (!table) this.logLater('log', a);
        else {
          this.log('log', [tableText(table)]);
          const last = this.logs[this.logs.length - 1];
          if (last) last.table = table;
          if (!this.running) this.publishLater();
        }
      },
    };
    const figure = (opts?: ViewOptions) => only2D(this.session.figure(opts));
    const figure3d = (opts?: View3Options) => {
      const kit = kit3D();
      if (!kit) {
        // Not on this page yet: fetch it, and run the code again once it is here.
        if (this.options.live) requestKit3D(() => this.options.onKit3D?.());
        throw new Error('figure3d: the 3D figure kit is loading; the cell runs again when it is here.');
      }
      this.session3 ??= new kit.Session();
      return this.session3.figure(opts);
    };
    const kit = { figure, figure3d, formatNumber };
    // The library says why a segment in a triangle's plane gets no hit (once a run; query-notes.ts).
    const note = (text: string) => {
      if (!this.logs.some((l) => l.text === text)) this.logLater('info', [text]);
    };
    const library = this.options.modules['@hitbook/query'];
    const noted =
      typeof library === 'object' && library !== null
        ? withQueryNotes(library as Record<string, unknown>, note)
        : undefined;
    const modules: Record<string, unknown> = {
      ...this.options.modules,
      ...(noted ? { '@hitbook/query': noted } : {}),
      '@hitbook/figure': kit,
    };
    const require = (name: string): unknown => {
      const found = modules[name];
      if (typeof found === 'object' && found !== null) return checkedExports(name, found);
      const known = Object.keys(modules)
        .map((m) => `'${m}'`)
        .join(', ');
      throw new Error(`Cannot import '${name}': a live block can import ${known}.`);
    };
    const own: Record<string, unknown> = {
      figure,
      figure3d,
      formatNumber,
      render: (element: unknown) => {
        this.element = element;
      },
      console: cellConsole,
      require,
      // A fresh object each run (see run()): what `export const x = …` assigns, for later cells.
      exports: {},
      [RESULT_NAME]: (value: unknown, producer: string) => {
        this.returned = { value, producer };
      },
      setTimeout: (cb: unknown, ms?: number, ...args: unknown[]) => {
        if (!live || typeof cb !== 'function') return 0;
        const id = setTimeout(() => {
          this.timeouts.delete(id);
          this.callLater(cb, args, 'in a setTimeout callback');
        }, ms);
        this.timeouts.add(id);
        return id;
      },
      setInterval: (cb: unknown, ms?: number, ...args: unknown[]) => {
        if (!live || typeof cb !== 'function') return 0;
        const id = setInterval(() => {
          // An interval that throws is stopped: the same error every few ms helps nobody.
          if (!this.callLater(cb, args, 'in a setInterval callback')) {
            clearInterval(id);
            this.intervals.delete(id);
          }
        }, ms);
        this.intervals.add(id);
        return id;
      },
      clearTimeout: (id: ReturnType<typeof setTimeout>) => {
        clearTimeout(id);
        this.timeouts.delete(id);
      },
      clearInterval: (id: ReturnType<typeof setInterval>) => {
        clearInterval(id);
        this.intervals.delete(id);
      },
      requestAnimationFrame: (cb: unknown) => {
        if (!live || typeof cb !== 'function') return 0;
        const id = requestAnimationFrame((t) => {
          this.frames.delete(id);
          this.callLater(cb, [t], 'in an animation frame');
        });
        this.frames.add(id);
        return id;
      },
      cancelAnimationFrame: (id: number) => {
        cancelAnimationFrame(id);
        this.frames.delete(id);
      },
    };
    const scope: Record<string, unknown> = { ...this.options.scope, ...own };
    if (noted && library) {
      // The library's names in scope without an import are the noted ones too.
      for (const name of ['raycastTriangle', 'raycastTriangleInto'])
        if (scope[name] === (library as Record<string, unknown>)[name]) scope[name] = noted[name];
    }
    this.scopeNames = Object.keys(scope);
    this.scopeValues = Object.values(scope);
    this.exportsAt = this.scopeNames.indexOf('exports');
  }

  // ---- The page scope (src/components/Notebook): names earlier cells export, as free names here.
  private exportsAt = -1;
  private pageNames: string[] = [];
  private pageValues: unknown[] = [];
  private returned: Returned | undefined = undefined;
  private lastExports: Record<string, unknown> | null = null;

  /** The compiled JavaScript the cell runs, or null if its code does not compile. */
  get js(): string | null {
    return this.compiled?.js ?? null;
  }

  /** What the last run exported (`export const …`), or null when it did not run to the end. */
  get exports(): Record<string, unknown> | null {
    return this.lastExports;
  }

  /**
   * The names this cell reads from earlier cells, and their values for the next run. Names of
   * the cell's own scope win; a change of names rebuilds the function, a change of values does not.
   */
  setPage(names: readonly string[], values: readonly unknown[]): void {
    const keep = names.map((n, i) => [n, values[i]] as const).filter(([n]) => !this.scopeNames.includes(n));
    const kept = keep.map(([n]) => n);
    this.pageValues = keep.map(([, v]) => v);
    if (kept.join(',') === this.pageNames.join(',')) return;
    this.pageNames = kept;
    if (this.compiled) this.setCompiled(this.compiled.js, true);
  }

  /** Stops the cell's timers and forgets its output and exports (the notebook's Restart). */
  halt(): CellOutput {
    this.stopTimers();
    this.lastExports = null;
    this.output = EMPTY;
    return this.output;
  }
  // ---- end of the page scope.

  private running = false;

  private logLater(level: LogLevel, args: readonly unknown[]): void {
    this.log(level, args);
    // A log from a timer or a handler updates the output now; logs during a run wait for it.
    if (!this.running) this.publishLater();
  }

  private publishLater(): void {
    this.output = { ...this.output, logs: [...this.logs], droppedLogs: this.dropped };
    this.options.onLater?.(this.output);
  }

  /** Calls a callback of the cell's code; returns false if it threw. */
  private callLater(cb: unknown, args: readonly unknown[], where: string): boolean {
    if (this.disposed || this.guard.tripped) return false;
    this.guard.enter();
    this.running = true;
    const logged = this.logCount;
    try {
      (cb as (...a: unknown[]) => unknown)(...args);
      return true;
    } catch (e) {
      this.running = false;
      this.reportLater(e, where);
      return false;
    } finally {
      this.running = false;
      this.guard.exit();
      if (this.logCount !== logged) this.publishLater();
    }
  }

  /** An error thrown after the run finished, from a timer, a frame or a handler. */
  reportLater(error: unknown, where: string): void {
    if (this.disposed) return;
    const info = this.describe(error, 'later');
    info.where = where;
    if (info.kind === 'timeout') this.stopTimers();
    this.output = { ...this.output, error: info, logs: [...this.logs], droppedLogs: this.dropped };
    if (info.kind === 'timeout') this.options.onRunEnd?.(this.output);
    this.options.onLater?.(this.output);
  }

  private describe(error: unknown, kind: 'run' | 'later'): CellErrorInfo {
    if (error instanceof LoopTimeout) {
      return {
        kind: 'timeout',
        name: 'Stopped',
        message: error.message,
        line: errorPosition(error, this.sourceName)?.line ?? null,
        column: null,
      };
    }
    const pos = errorPosition(error, this.sourceName);
    if (error instanceof Error) {
      return { kind, name: error.name, message: error.message, line: pos?.line ?? null, column: null };
    }
    return {
      kind,
      name: 'Thrown',
      message: `the code threw ${inspect(error, 1)}, which is not an Error`,
      line: null,
      column: null,
    };
  }

  private resetForNewCode(): void {
    this.compileError = null;
    this.compiled = null;
    this.guard.reset();
    this.session.refit();
    this.freshCode = true;
  }

  /**
   * Takes new code. `compile` turns TypeScript into guarded JavaScript (`compileSource`; it is
   * loaded on demand, being the heavy part). Handles keep their places; the view refits.
   */
  setCode(source: string, compile: (source: string) => string): void {
    this.resetForNewCode();
    let js: string;
    try {
      js = compile(source);
    } catch (e) {
      const err = e instanceof CellSyntaxError ? e : new CellSyntaxError(String(e), null, null);
      this.compileError = {
        kind: 'compile',
        name: 'SyntaxError',
        message: err.message,
        line: err.line,
        column: err.column,
      };
      return;
    }
    this.setCompiled(js);
  }

  /** Takes code compiled ahead of time (at build time, for the cells of a page). */
  setCompiled(js: string, sameCode = false): void {
    if (!sameCode) this.resetForNewCode();
    try {
      this.compiled = toFunction(js, [...this.scopeNames, ...this.pageNames], this.sourceName);
    } catch (e) {
      const err = e instanceof CellSyntaxError ? e : new CellSyntaxError(String(e), null, null);
      this.compileError = { kind: 'compile', name: 'SyntaxError', message: err.message, line: null, column: null };
    }
  }

  private stopTimers(): void {
    for (const id of this.timeouts) clearTimeout(id);
    for (const id of this.intervals) clearInterval(id);
    for (const id of this.frames) cancelAnimationFrame(id);
    this.timeouts.clear();
    this.intervals.clear();
    this.frames.clear();
  }

  /** True once the loop guard has stopped this code: it will not run again until edited. */
  get stopped(): boolean {
    return this.guard.tripped;
  }

  /** Runs the code from the top: a fresh output, figures drawn with the handles where they are. */
  run(): CellOutput {
    this.stopTimers();
    if (this.compileError) {
      this.lastExports = null;
      // The code did not run: whatever the last run showed (figures, console, value, rendering)
      // stays up under the error, dimmed as of an earlier version of the code.
      const o = this.output;
      const shown =
        o.figures.length + (o.figures3d?.length ?? 0) + o.logs.length > 0 ||
        o.returned !== undefined ||
        o.element !== undefined;
      this.output = { ...o, stale: shown, error: this.compileError };
      return this.output;
    }
    if (!this.compiled || this.guard.tripped) return this.output;
    this.logs = [];
    this.dropped = 0;
    this.element = undefined;
    this.returned = undefined;
    const exports: Record<string, unknown> = {};
    if (this.exportsAt >= 0) this.scopeValues[this.exportsAt] = exports;
    this.session.begin();
    this.session3?.begin();
    let error: CellErrorInfo | null = null;
    this.options.onRunStart?.();
    const t0 = performance.now();
    this.guard.enter();
    this.running = true;
    try {
      this.compiled.run(...this.scopeValues, ...this.pageValues, this.guard);
    } catch (e) {
      error = this.describe(e, 'run');
    } finally {
      this.running = false;
      this.guard.exit();
    }
    const runMs = performance.now() - t0;
    const figures = this.session.finish();
    const figures3d = this.session3?.finish() ?? [];
    const before = this.output.figures.length + (this.output.figures3d?.length ?? 0);
    // While new code fails, the last good figure stays up, dimmed: a half-drawn figure would
    // refit the view to whatever was drawn before the error, and the view would jump as one types.
    const keepOld = error !== null && before > 0 && (figures.length + figures3d.length === 0 || this.freshCode);
    if (keepOld && this.freshCode) this.session.refit();
    if (error === null) this.freshCode = false;
    this.lastExports = error === null ? exports : null;
    this.output = {
      figures: keepOld ? this.output.figures : figures,
      figures3d: keepOld ? (this.output.figures3d ?? []) : figures3d,
      stale: keepOld,
      logs: this.logs,
      droppedLogs: this.dropped,
      error,
      element: this.element,
      runMs,
      returned: error === null ? this.returned : undefined,
    };
    if (error?.kind === 'timeout') this.stopTimers();
    this.options.onRunEnd?.(this.output);
    return this.output;
  }

  /** A handle was dragged: move it; the next `run()` computes with the new value. */
  applyMove(figureIndex: number, move: HandleMove): void {
    applyMove(this.session, figureIndex, move);
  }

  /** The 3D figures' handle states (none until the code first calls `figure3d`). */
  get stores3(): Session3['stores'] {
    return this.session3?.stores ?? [];
  }

  /** A handle of a 3D figure was dragged or moved by a key. */
  applyMove3(figureIndex: number, move: Move3): void {
    this.session3?.applyMove(figureIndex, move);
  }

  /** Puts the handles back where the code places them. */
  resetHandles(): void {
    this.session.reset();
    this.session3?.reset();
  }

  dispose(): void {
    this.disposed = true;
    this.stopTimers();
    registry.delete(this.sourceName);
  }
}
