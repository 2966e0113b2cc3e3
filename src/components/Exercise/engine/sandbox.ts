/**
 * What runs inside the exercise worker: evaluates the cases, loads the reader's code with
 * the library in scope minus the forbidden names, and runs the reader's function on each
 * case, posting a progress message before each one (so that a page which has to terminate
 * the worker knows which case hung) and the outcome after. No DOM, no parser: the page
 * compiles; the worker stays small and starts fast. The unit tests run this same module
 * in-process behind a fake Worker.
 */
import * as query from '@hitbook/query';
import { RESULT_NAME, toFunction } from '../../LiveCell/function';
import { createLoopGuard, LoopTimeout } from '../../LiveCell/guard';
import { formatValue } from './format';
import { createRng } from './prng';
import type { EvaluatedCase, FromWorker, RunRequest } from './protocol';
import type { Outcome } from './types';

import { forbiddenMessage } from './sandbox-messages';

export { forbiddenMessage };

/** Thrown where the reader's code reaches a forbidden name at run time. */
export class ForbiddenNameError extends ReferenceError {
  constructor(name: string, fn: string) {
    super(forbiddenMessage(name, fn));
    this.name = 'ReferenceError';
  }
}

/**
 * Globals the reader's code has no business with, shadowed by `undefined` in its scope: the
 * worker's messaging (a forged result), the network and further scripts.
 */
const SHADOWED = [
  'self',
  'globalThis',
  'postMessage',
  'onmessage',
  'close',
  'importScripts',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'Worker',
] as const;

const MAX_LOGS = 50;

type Lib = Record<string, unknown>;

/** The library as the reader's code sees it: the forbidden names throw the exercise's message (`fn` is the function the reader writes). */
export function libraryScope(
  forbid: readonly string[],
  fn: string,
): { names: string[]; values: unknown[]; module: Lib } {
  const lib = query as unknown as Lib;
  const names: string[] = [];
  const values: unknown[] = [];
  for (const name of Object.keys(lib)) {
    if (forbid.includes(name)) continue;
    names.push(name);
    values.push(lib[name]);
  }
  for (const name of forbid) {
    names.push(name);
    values.push(
      Object.defineProperty(
        () => {
          throw new ForbiddenNameError(name, fn);
        },
        'name',
        { value: name },
      ),
    );
  }
  // `import { raycastAABB } from '@hitbook/query'` reads the name from the module object.
  // `__esModule` makes sucrase's `import * as q` use this object as it is, not a copy of its keys.
  const module = new Proxy(
    { ...lib, __esModule: true },
    {
      get(target, key) {
        if (typeof key === 'string' && forbid.includes(key)) throw new ForbiddenNameError(key, fn);
        return (target as Record<string, unknown>)[key as string];
      },
      has(target, key) {
        return typeof key === 'string' && !forbid.includes(key) && key in target;
      },
      ownKeys(target) {
        return Reflect.ownKeys(target).filter((k) => typeof k !== 'string' || !forbid.includes(k));
      },
    },
  );
  return { names, values, module };
}

/**
 * A value the page can receive: plain objects, arrays, numbers (NaN, ±0 and ±Infinity kept),
 * strings, booleans, null, undefined. A class instance becomes its own fields (a three.js-like
 * `Vector3` keeps x, y, z), a function its name: `postMessage` would refuse them.
 */
export function toPlain(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return `[function ${value.name || '(anonymous)'}]`;
    if (typeof value === 'symbol' || typeof value === 'bigint') return String(value);
    return value;
  }
  if (depth > 8) return '[too deep]';
  if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    return Array.from(value as ArrayLike<unknown>, (v) => toPlain(v, depth + 1));
  }
  const out: Record<string, unknown> = {};
  const obj = value as Record<string, unknown>;
  for (const key of Object.keys(obj)) out[key] = toPlain(obj[key], depth + 1);
  // Getters on a prototype (a vector class with get x()): read what a vector is made of.
  for (const key of ['x', 'y', 'z', 'w']) if (!(key in out) && typeof obj[key] === 'number') out[key] = obj[key];
  return out;
}

function thrown(e: unknown): Outcome {
  if (e instanceof LoopTimeout) return { kind: 'timeout' };
  if (e instanceof Error) return { kind: 'throw', name: e.name, message: e.message };
  return { kind: 'throw', name: 'Error', message: `threw a non-Error value: ${formatValue(toPlain(e))}` };
}

function evaluateExport(
  js: string,
  name: string,
  scope: { names: string[]; values: unknown[]; module: Lib },
  guard: ReturnType<typeof createLoopGuard>,
): unknown {
  const exports: Record<string, unknown> = {};
  const require = (from: string): unknown => {
    if (from === '@hitbook/query') return scope.module;
    throw new Error(`Only '@hitbook/query' can be imported in an exercise, not '${from}'.`);
  };
  const names = [...scope.names, 'exports', 'require', RESULT_NAME, ...SHADOWED];
  const compiled = toFunction(js, names, `exercise-${name}.js`);
  guard.reset();
  guard.enter();
  try {
    compiled.run(...scope.values, exports, require, () => undefined, ...SHADOWED.map(() => undefined), guard);
  } finally {
    guard.exit();
  }
  return exports[name];
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

function isCaseList(v: unknown): v is { name?: unknown; args?: unknown; hidden?: unknown }[] {
  return Array.isArray(v) && v.every((c) => typeof c === 'object' && c !== null);
}

/**
 * One check in the worker. `post` is the worker's own postMessage, taken before any code of
 * the reader runs (which could replace the global one).
 */
export async function runRequest(request: RunRequest, post: (message: FromWorker) => void): Promise<void> {
  const { token } = request;
  const guard = createLoopGuard(request.budgetMs);
  const authorScope = libraryScope([], '');
  const cases: EvaluatedCase[] = [];

  // The cases: the author's fences, then the cases given as values.
  post({ type: 'phase', token, phase: 'cases' });
  try {
    if (request.casesJs !== undefined) {
      const list = evaluateExport(request.casesJs, '__cases', authorScope, guard);
      if (!isCaseList(list)) throw new TypeError('the cases fence must be an array of { name, args } objects');
      list.forEach((c, i) => {
        if (!Array.isArray(c.args)) throw new TypeError(`case ${i + 1} (${String(c.name)}) has no args array`);
        cases.push({
          name: typeof c.name === 'string' ? c.name : `case ${i + 1}`,
          hidden: c.hidden === true,
          source: 'named',
          args: c.args as unknown[],
        });
      });
    }
    if (request.randomJs !== undefined) {
      const make = evaluateExport(request.randomJs, '__random', authorScope, guard);
      if (typeof make !== 'function')
        throw new TypeError('the random fence must be an arrow function (rng) => ({ name, args })');
      const seed = request.seed ?? 1;
      for (let i = 0; i < (request.randomCount ?? 10); i++) {
        const caseSeed = (seed + i * 0x9e3779b1) >>> 0;
        const made = (make as (rng: () => number) => { name?: unknown; args?: unknown })(createRng(caseSeed));
        if (!Array.isArray(made.args)) throw new TypeError('the random fence returned a case without an args array');
        cases.push({
          name: typeof made.name === 'string' ? made.name : `random scene ${i + 1}`,
          hidden: false,
          source: 'random',
          args: made.args,
          seed: caseSeed,
        });
      }
    }
    for (const c of request.cases ?? []) {
      cases.push({
        name: c.name,
        hidden: c.hidden === true,
        source: c.source ?? 'named',
        args: c.args,
        ...(c.seed === undefined ? {} : { seed: c.seed }),
      });
    }
  } catch (e) {
    post({ type: 'error', token, phase: 'cases', message: `The exercise's cases did not evaluate: ${errorText(e)}` });
    return;
  }
  post({ type: 'cases', token, cases: cases.map((c) => ({ ...c, args: toPlain(c.args) as unknown[] })) });

  // The reader's code: loaded once, with the forbidden names replaced by their message.
  post({ type: 'phase', token, phase: 'code' });
  let fn: unknown;
  try {
    fn = evaluateExport(request.code, request.fn, libraryScope(request.forbid, request.fn), guard);
  } catch (e) {
    if (e instanceof LoopTimeout) {
      post({ type: 'error', token, phase: 'code', message: `Your code did not finish loading: ${e.message}` });
    } else post({ type: 'error', token, phase: 'code', message: `Your code threw while loading: ${errorText(e)}` });
    return;
  }
  if (typeof fn !== 'function') {
    post({
      type: 'error',
      token,
      phase: 'export',
      message: `Export your function: write \`export function ${request.fn}(…) { … }\` (found ${fn === undefined ? 'no export of that name' : `an export that is not a function: ${formatValue(toPlain(fn))}`}).`,
    });
    return;
  }

  const logs: string[] = [];
  const consoleLike = (...parts: unknown[]): void => {
    if (logs.length < MAX_LOGS)
      logs.push(parts.map((p) => (typeof p === 'string' ? p : formatValue(toPlain(p)))).join(' '));
  };
  const realConsole = globalThis.console;
  for (let index = 0; index < cases.length; index++) {
    const c = cases[index];
    if (!c) continue;
    post({ type: 'progress', token, index });
    logs.length = 0;
    let outcome: Outcome;
    guard.reset();
    guard.enter();
    // The reader's console.log goes to the case's report, not the worker's console.
    globalThis.console = {
      ...realConsole,
      log: consoleLike,
      info: consoleLike,
      warn: consoleLike,
      error: consoleLike,
      debug: consoleLike,
    };
    try {
      // A fresh copy per call: a function that mutates its inputs must not change the next case.
      const value = (fn as (...args: unknown[]) => unknown)(...structuredClone(c.args));
      outcome = { kind: 'value', value: toPlain(value) };
    } catch (e) {
      outcome = thrown(e);
    } finally {
      guard.exit();
      globalThis.console = realConsole;
    }
    post({ type: 'result', token, index, outcome, logs: [...logs] });
    if (outcome.kind === 'timeout') return;
    // Let the page's messages (and a terminate) through between cases.
    await Promise.resolve();
  }
  post({ type: 'done', token });
}
