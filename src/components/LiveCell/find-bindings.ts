/**
 * Finds the handles of a cell whose initial value is written as literal numbers, and where
 * those numbers are in the reader's source (see `bindings.ts`).
 *
 * The source is TypeScript with JSX; acorn reads JavaScript. So sucrase strips the types
 * first, with a source map: it maps every token of its output back to the line and column
 * the reader typed it at, and each range found in the output is carried back through it.
 * A range the map does not carry exactly (the text at the mapped place is not the token)
 * is dropped: an unbound handle still drags, it just does not rewrite.
 */
import { parse, type Node } from 'acorn';
import { transform } from 'sucrase';
import { sameHandle, type Binding, type Slot } from './bindings';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * A source map's `mappings`, decoded to: for each generated line, generated column → the
 * offset in the source. Sucrase keeps every line where it was, so segments that map to
 * another line are not trusted.
 */
function decodeMappings(mappings: string, sourceLineStarts: readonly number[]): Map<number, number>[] {
  const lines: Map<number, number>[] = [];
  let srcLine = 0;
  let srcCol = 0;
  let srcIndex = 0;
  mappings.split(';').forEach((line, genLine) => {
    const map = new Map<number, number>();
    lines.push(map);
    let genCol = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of segment) {
        const digit = BASE64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      genCol += fields[0] ?? 0;
      if (fields.length < 4) continue;
      srcIndex += fields[1] ?? 0;
      srcLine += fields[2] ?? 0;
      srcCol += fields[3] ?? 0;
      const lineStart = sourceLineStarts[srcLine];
      if (srcIndex === 0 && srcLine === genLine && lineStart !== undefined) map.set(genCol, lineStart + srcCol);
    }
  });
  return lines;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return starts;
}

interface AnyNode extends Node {
  [key: string]: unknown;
}

function isNode(v: unknown): v is AnyNode {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

function children(node: AnyNode): AnyNode[] {
  const out: AnyNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    if (Array.isArray(value)) {
      for (const child of value) if (isNode(child)) out.push(child);
    } else if (isNode(value)) out.push(value);
  }
  return out;
}

/** The name a call's callee ends in: `vec3` for `vec3(…)` and for `query.vec3(…)`. */
function calleeName(node: AnyNode): string | null {
  if (node.type !== 'CallExpression' || !isNode(node.callee)) return null;
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name as string;
  if (callee.type === 'MemberExpression' && !callee.computed && isNode(callee.property)) {
    return callee.property.type === 'Identifier' ? (callee.property.name as string) : null;
  }
  return null;
}

function stringValue(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    const quasis = node.quasis as AnyNode[];
    const exprs = node.expressions as AnyNode[];
    const cooked = (quasis[0]?.value as { cooked?: string } | undefined)?.cooked;
    if (exprs.length === 0 && typeof cooked === 'string') return cooked;
  }
  return null;
}

/**
 * Finds every bound handle in a cell's source. Never throws: code that does not parse has no
 * bindings (its handles still drag).
 */
export function findBindings(source: string): Binding[] {
  let js: string;
  let mappings: string;
  try {
    const out = transform(source, {
      transforms: ['typescript', 'jsx'],
      jsxRuntime: 'classic',
      production: true,
      disableESTransforms: true,
      filePath: 'cell.tsx',
      sourceMapOptions: { compiledFilename: 'cell.js' },
    });
    js = out.code;
    mappings = out.sourceMap?.mappings ?? '';
  } catch {
    return [];
  }
  let ast: AnyNode;
  try {
    ast = parse(js, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      allowReturnOutsideFunction: true,
      allowAwaitOutsideFunction: true,
    }) as unknown as AnyNode;
  } catch {
    return [];
  }

  const genStarts = lineStarts(js);
  const columns = decodeMappings(mappings, lineStarts(source));
  /** The source offset of the token that starts at `pos` in the output, if the map has it. */
  const toSource = (pos: number): number | null => {
    let line = genStarts.length - 1;
    while (line > 0 && (genStarts[line] ?? 0) > pos) line--;
    return columns[line]?.get(pos - (genStarts[line] ?? 0)) ?? null;
  };
  /** A node's range in the source, checked: the source must hold the same text there. */
  const range = (node: AnyNode): { start: number; end: number } | null => {
    const start = toSource(node.start);
    // The last token of the node starts at `end - 1` for `)`/`}`; a literal is one token.
    const lastToken = node.type === 'Literal' ? node.start : node.end - 1;
    const last = toSource(lastToken);
    if (start === null || last === null) return null;
    const end = last + (node.end - lastToken);
    const text = js.slice(node.start, node.end);
    const there = source.slice(start, end);
    // Sucrase may drop a type or a `!` between the tokens; the two ends must be the same text.
    const headLen = Math.min(text.length, node.type === 'Literal' ? text.length : 1);
    if (there.slice(0, headLen) !== text.slice(0, headLen) || !there.endsWith(js.slice(lastToken, node.end))) {
      return null;
    }
    return { start, end };
  };

  /** A literal number, possibly signed, as a slot of the source. */
  const numberSlot = (node: unknown): Slot | null => {
    if (!isNode(node)) return null;
    if (node.type === 'Literal' && typeof node.value === 'number') {
      const r = range(node);
      return r && { ...r, value: node.value };
    }
    if (node.type === 'UnaryExpression' && (node.operator === '-' || node.operator === '+')) {
      const arg = node.argument;
      if (!isNode(arg) || arg.type !== 'Literal' || typeof arg.value !== 'number') return null;
      const sign = toSource(node.start);
      const r = range(arg);
      if (sign === null || !r || source[sign] !== node.operator || !/^\s*$/.test(source.slice(sign + 1, r.start))) {
        return null;
      }
      return { start: sign, end: r.end, value: node.operator === '-' ? -arg.value : arg.value };
    }
    return null;
  };

  /**
   * A point's slots. In 2D: `vec3(x, y)`, `vec3(x, y, z)` or `{ x, y }` with literal x and y
   * (a z stays as written). In 3D: `vec3(x, y, z)` or `{ x, y, z }`, all three literal.
   */
  const pointSlots = (node: AnyNode, axes: readonly string[]): Slot[] | null => {
    let slots: (Slot | null)[];
    if (calleeName(node) === 'vec3') {
      const args = node.arguments as AnyNode[];
      if (args.length < axes.length || args.length > 3 || args.length < 2) return null;
      slots = axes.map((_, i) => numberSlot(args[i]));
    } else if (node.type === 'ObjectExpression') {
      const byKey = new Map<string, Slot | null>();
      for (const p of node.properties as AnyNode[]) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init' || !isNode(p.key)) return null;
        const key = p.key.type === 'Identifier' ? p.key.name : p.key.value;
        if (typeof key === 'string' && axes.includes(key)) byKey.set(key, numberSlot(p.value));
      }
      slots = axes.map((a) => byKey.get(a) ?? null);
    } else return null;
    return slots.every((s) => s !== null) ? slots : null;
  };

  // Figures are told apart by the order the code creates them in, 2D (`figure`) and 3D
  // (`figure3d`) each in their own order. That order is known only for `const fig = figure(…)`
  // at the top level, in source order; the first figure of a kind made any other way (in a
  // function, a loop, an expression) ends the figures of that kind that can be bound.
  const KINDS = { figure: 2, figure3d: 3 } as const;
  const dimsOf = (node: AnyNode): 2 | 3 | null => {
    const name = calleeName(node);
    return name === 'figure' || name === 'figure3d' ? KINDS[name] : null;
  };
  const figureOf = new Map<string, { figure: number; dims: 2 | 3 }>();
  const figures = { 2: 0, 3: 0 };
  const orderKnown = { 2: true, 3: true };
  const topLevelFigure = new Set<AnyNode>();
  for (const statement of ast.body as AnyNode[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const d of statement.declarations as AnyNode[]) {
      if (isNode(d.init) && dimsOf(d.init) !== null) topLevelFigure.add(d.init);
    }
  }

  // Every declaration by name, to follow `const r0 = 5; fig.radius('r', S, r0)` one level.
  const declared = new Map<string, AnyNode[]>();
  const calls: AnyNode[] = [];
  const visit = (node: AnyNode, parent: AnyNode | null): void => {
    if (node.type === 'VariableDeclarator' && isNode(node.id) && node.id.type === 'Identifier') {
      const name = node.id.name as string;
      declared.set(name, [...(declared.get(name) ?? []), { ...node, kind: parent?.kind }]);
    }
    const dims = dimsOf(node);
    if (dims !== null) {
      if (orderKnown[dims] && topLevelFigure.has(node) && parent?.type === 'VariableDeclarator') {
        const id = parent.id;
        if (isNode(id) && id.type === 'Identifier') figureOf.set(id.name as string, { figure: figures[dims], dims });
        figures[dims]++;
      } else orderKnown[dims] = false;
    }
    if (node.type === 'CallExpression') calls.push(node);
    for (const child of children(node)) visit(child, node);
  };
  visit(ast, null);

  // Figure variables must be constants: `let fig = figure(); fig = figure();` is not followed.
  for (const name of figureOf.keys()) {
    const decls = declared.get(name) ?? [];
    if (decls.length !== 1 || decls[0]?.kind !== 'const') figureOf.delete(name);
  }

  const found: { binding: Binding; via: number }[] = [];
  for (const call of calls) {
    const callee = call.callee as AnyNode;
    if (callee.type !== 'MemberExpression' || callee.computed || !isNode(callee.object)) continue;
    if (callee.object.type !== 'Identifier') continue;
    const fig = figureOf.get(callee.object.name as string);
    const method = calleeName(call);
    // A 3D figure has points only; its `radius`, if any, is not a handle.
    if (fig === undefined || (method !== 'handle' && (method !== 'radius' || fig.dims === 3))) continue;
    const { figure, dims } = fig;
    const args = call.arguments as AnyNode[];
    const name = stringValue(args[0]);
    let initial = method === 'handle' ? args[1] : args[2];
    if (name === null || !isNode(initial)) continue;
    // One level of indirection: a constant declared once, with a literal value.
    if (initial.type === 'Identifier') {
      const decls = declared.get(initial.name as string) ?? [];
      const d = decls[0];
      if (decls.length !== 1 || d?.kind !== 'const' || !isNode(d.init)) continue;
      initial = d.init;
    }
    const slots =
      method === 'handle'
        ? pointSlots(initial, dims === 3 ? ['x', 'y', 'z'] : ['x', 'y'])
        : numberSlot(initial) && [numberSlot(initial) as Slot];
    const where = slots && range(initial);
    if (!slots || !where) continue;
    const kind = method === 'radius' ? 'radius' : dims === 3 ? 'point3' : 'point';
    found.push({
      binding: { figure, name, kind, ...where, slots },
      via: initial.start,
    });
  }
  // A number shared by two handles (one constant used twice), or a name used twice in a
  // figure, would move a handle the reader did not touch: neither is bound.
  return found
    .filter(
      ({ binding: b, via }) =>
        found.filter((o) => o.via === via).length === 1 && found.filter((o) => sameHandle(o.binding, b)).length === 1,
    )
    .map((f) => f.binding);
}
