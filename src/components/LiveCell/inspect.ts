/**
 * How values print in a cell's output: numbers to six significant digits (the dust of
 * floating point hidden, NaN and -0 shown), vectors as (x, y, z), objects and arrays
 * one level at a time, cycles and depth bounded.
 */

export function num(v: number): string {
  if (Object.is(v, -0)) return '-0';
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v) && Math.abs(v) < 1e21) return String(v);
  const s = Number(v.toPrecision(6));
  return String(s);
}

export function isVector(v: object): v is { x: number; y: number; z: number } {
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  return (
    typeof o.x === 'number' &&
    typeof o.y === 'number' &&
    typeof o.z === 'number' &&
    (keys.length === 3 || (keys.length === 0 && 'isVector3' in o))
  );
}

export function inspect(value: unknown, depth = 0, seen: Set<object> = new Set()): string {
  switch (typeof value) {
    case 'number':
      return num(value);
    case 'string':
      return depth === 0 ? value : JSON.stringify(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'symbol':
      return value.toString();
    case 'function':
      return `[function ${value.name || '(anonymous)'}]`;
  }
  if (value === null) return 'null';
  const obj = value as object;
  if (seen.has(obj)) return '[circular]';
  if (isVector(obj)) return `(${num(obj.x)}, ${num(obj.y)}, ${num(obj.z)})`;
  if (obj instanceof Error) return `${obj.name}: ${obj.message}`;
  if (depth > 3) return Array.isArray(obj) ? '[…]' : '{…}';
  seen.add(obj);
  try {
    if (Array.isArray(obj) || ArrayBuffer.isView(obj)) {
      const items = Array.from(obj as ArrayLike<unknown>);
      const shown = items.slice(0, 50).map((v) => inspect(v, depth + 1, seen));
      if (items.length > 50) shown.push(`… ${items.length - 50} more`);
      return `[${shown.join(', ')}]`;
    }
    if (obj instanceof Map) {
      const entries = [...obj.entries()]
        .slice(0, 50)
        .map(([k, v]) => `${inspect(k, depth + 1, seen)} => ${inspect(v, depth + 1, seen)}`);
      return `Map(${obj.size}) {${entries.join(', ')}}`;
    }
    if (obj instanceof Set) {
      return `Set(${obj.size}) {${[...obj]
        .slice(0, 50)
        .map((v) => inspect(v, depth + 1, seen))
        .join(', ')}}`;
    }
    const entries = Object.entries(obj);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${k}: ${inspect(v, depth + 1, seen)}`).join(', ')} }`;
  } finally {
    seen.delete(obj);
  }
}

/** console.log's arguments joined as the browser's console would (strings unquoted). */
export function formatArgs(args: readonly unknown[]): string {
  return args.map((a) => inspect(a)).join(' ');
}
