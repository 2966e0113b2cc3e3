// The API reference, read from the library's source with the TypeScript compiler: the
// exports of its entry module and each declaration's TSDoc. The page is generated at build
// time from this, so it cannot describe a function the library does not have, or miss one
// it has.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

export interface ApiParameter {
  name: string;
  type: string;
  optional: boolean;
  /** Its `@param` text. */
  doc: string;
}

export interface ApiFunction {
  kind: 'function';
  name: string;
  /** Where it is declared, relative to the working directory, with its line. */
  where: string;
  /** `function name(params): returns`, as declared. */
  signature: string;
  /** What it does: the TSDoc's first paragraphs, without the Maths paragraph. */
  summary: string;
  /** The TSDoc's "Maths: …" paragraph, as written (prose with code spans). */
  maths: string;
  /** The same maths as one line of TeX, from `@formula`. */
  formula: string;
  parameters: ApiParameter[];
  returns: string;
  /** The `@returns` text. */
  returnsDoc: string;
  /** The code of the `@example` fence. */
  example: string;
  /** The `@remarks Edges.` text. */
  edges: string;
  throws: string;
}

export interface ApiField {
  name: string;
  type: string;
  optional: boolean;
  doc: string;
}

export interface ApiType {
  kind: 'type';
  name: string;
  where: string;
  /** The declaration without its comments. */
  signature: string;
  summary: string;
  fields: ApiField[];
}

export type ApiExport = ApiFunction | ApiType;

/** A build-stopping problem with the library's TSDoc, naming the export and where it is. */
export class ApiDocError extends Error {
  constructor(message: string) {
    super(`API reference: ${message}`);
    this.name = 'ApiDocError';
  }
}

/** The text of a JSDoc comment, without the delimiters and the leading ` * ` of each line. */
function commentText(doc: ts.JSDoc): string {
  return doc
    .getText()
    .replace(/^\/\*\*\s*/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
}

/** The last JSDoc comment attached to a declaration, or null. */
function jsDocOf(node: ts.Node): ts.JSDoc | null {
  const docs = ts.getJSDocCommentsAndTags(node).filter((d): d is ts.JSDoc => ts.isJSDoc(d));
  return docs.at(-1) ?? null;
}

/** Splits a comment into its description and its block tags (`@name text…`), in order. */
function splitTags(text: string): { description: string; tags: { name: string; text: string }[] } {
  const parts = text.split(/^(?=@\w+)/m);
  const description = parts[0]?.startsWith('@') ? '' : (parts.shift() ?? '');
  const tags = parts.map((part) => {
    const m = /^@(\w+)\s*([\s\S]*)$/.exec(part);
    return { name: m?.[1] ?? '', text: (m?.[2] ?? '').trim() };
  });
  return { description: description.trim(), tags };
}

/** Joins wrapped lines of a paragraph into one line: Markdown reads them the same way. */
const unwrap = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .join('\n\n');

function whereOf(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${relative(process.cwd(), file.fileName)}:${line + 1}`;
}

function functionDoc(name: string, decl: ts.FunctionDeclaration | ts.MethodDeclaration): ApiFunction {
  const where = whereOf(decl);
  const doc = jsDocOf(decl);
  const rule =
    'every exported function needs a TSDoc comment with a "Maths:" paragraph, @param for each parameter, @returns, ' +
    'an @formula line (its maths as TeX), an @example, "@remarks Edges." and @throws';
  if (!doc) throw new ApiDocError(`${name} (${where}) has no TSDoc comment: ${rule}.`);
  const { description, tags } = splitTags(commentText(doc));
  const tag = (tagName: string): string | null => tags.find((t) => t.name === tagName)?.text ?? null;
  const paragraphs = description.split(/\n\s*\n/);
  const maths = paragraphs.find((p) => /^Maths( \([^)]*\))?:/.test(p));
  const formula = tag('formula');
  const exampleTag = tag('example');
  const example = exampleTag ? /```ts\n([\s\S]*?)```/.exec(exampleTag)?.[1] : undefined;
  const remarks = tag('remarks');
  const throws = tag('throws');
  const returnsDoc = tag('returns');
  const paramDocs = new Map(
    tags
      .filter((t) => t.name === 'param')
      .map((t) => {
        const m = /^(\w+)\s*-?\s*([\s\S]*)$/.exec(t.text);
        return [m?.[1] ?? '', unwrap(m?.[2] ?? '')] as const;
      }),
  );
  const undocumented = decl.parameters.map((p) => p.name.getText()).filter((n) => !paramDocs.get(n));
  const missing = [
    maths ? null : 'a "Maths:" paragraph',
    ...undocumented.map((n) => `@param ${n}`),
    returnsDoc ? null : 'an @returns',
    formula ? null : 'an @formula line',
    example ? null : 'an @example with a ```ts fence',
    remarks?.startsWith('Edges.') ? null : 'an "@remarks Edges." paragraph',
    throws ? null : 'an @throws',
  ].filter((m): m is string => m !== null);
  if (!maths || !formula || !example || !remarks || !throws || !returnsDoc || missing.length > 0)
    throw new ApiDocError(`${name} (${where}) lacks ${missing.join(', ')} in its TSDoc: ${rule}.`);
  if (formula.includes('\n')) throw new ApiDocError(`${name} (${where}): its @formula must be one line of TeX.`);
  if (!decl.body) throw new ApiDocError(`${name} (${where}) has no body.`);
  const source = decl.getSourceFile().text;
  const method = ts.isMethodDeclaration(decl);
  // A method reads `Scene.raycast(origin, …)`, a function `function raycastSphere(…)`.
  const declared =
    (method ? name.replace(/\.\w+$/, '.') : '') +
    source
      .slice(decl.getStart(), decl.body.getStart())
      .replace(/^export\s+/, '')
      // A static method reads `MeshShape.fromPositions(…)`, as it is called.
      .replace(/^static\s+/, '')
      .trim();
  // Short signatures on one line; long ones one parameter a line, so that they fit a phone.
  const oneLine = declared
    .replace(/\s*\n\s*/g, ' ')
    .replace(/,\s*\)/, ')')
    .replace(/\(\s+/, '(');
  const returnType = decl.type ? `: ${decl.type.getText()}` : '';
  const signature =
    oneLine.length <= 64
      ? oneLine
      : `${method ? '' : 'function '}${name}(\n${decl.parameters.map((p) => `  ${p.getText()},`).join('\n')}\n)${returnType}`;
  return {
    kind: 'function',
    name,
    where,
    signature,
    summary: unwrap(paragraphs.filter((p) => p !== maths).join('\n\n')),
    maths: unwrap(maths),
    formula: formula.trim(),
    parameters: decl.parameters.map((p) => ({
      name: p.name.getText(),
      type: p.type?.getText() ?? 'unknown',
      optional: p.questionToken !== undefined || p.initializer !== undefined,
      doc: paramDocs.get(p.name.getText()) ?? '',
    })),
    returns: decl.type?.getText() ?? 'void',
    returnsDoc: unwrap(returnsDoc),
    example: example.replace(/\s+$/, ''),
    edges: unwrap(remarks.replace(/^Edges\.\s*/, '')),
    throws: unwrap(throws),
  };
}

const printer = ts.createPrinter({ removeComments: true });

function typeDoc(name: string, decl: ts.InterfaceDeclaration | ts.TypeAliasDeclaration): ApiType {
  const doc = jsDocOf(decl);
  const fields: ApiField[] = ts.isInterfaceDeclaration(decl)
    ? decl.members.filter(ts.isPropertySignature).map((m) => {
        const memberDoc = jsDocOf(m);
        return {
          name: m.name.getText(),
          type: m.type?.getText() ?? 'unknown',
          optional: m.questionToken !== undefined,
          doc: memberDoc ? unwrap(commentText(memberDoc)) : '',
        };
      })
    : [];
  const bare = ts.isInterfaceDeclaration(decl)
    ? ts.factory.updateInterfaceDeclaration(
        decl,
        undefined,
        decl.name,
        decl.typeParameters,
        decl.heritageClauses,
        decl.members,
      )
    : ts.factory.updateTypeAliasDeclaration(decl, undefined, decl.name, decl.typeParameters, decl.type);
  return {
    kind: 'type',
    name,
    where: whereOf(decl),
    signature: printer.printNode(ts.EmitHint.Unspecified, bare, decl.getSourceFile()).replace(/ {4}/g, '  '),
    summary: doc ? unwrap(splitTags(commentText(doc)).description) : '',
    fields,
  };
}

const cache = new Map<string, { stamp: string; exports: ApiExport[] }>();

/**
 * The modification times of the TypeScript files beside the entry and below it: when none
 * changed, the reference read last time still holds (a build compiles many pages, the dev
 * server the same page many times), and the compiler need not run again.
 */
function stampOf(entry: string): string {
  const dir = dirname(entry);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => `${f}:${String(statSync(join(dir, f)).mtimeMs)}`)
    .join('|');
}

/**
 * Every export of the module at `entry`, in the order it exports them, each with its
 * documentation. Throws an {@link ApiDocError} for an exported function without a complete
 * TSDoc comment.
 */
export function readApi(entry: string): ApiExport[] {
  const stamp = stampOf(entry);
  const cached = cache.get(entry);
  if (cached?.stamp === stamp) return cached.exports;
  const program = ts.createProgram([entry], {
    allowImportingTsExtensions: true,
    noEmit: true,
    // Only the library's own files: the reference reads declarations, it does not type-check.
    noLib: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  if (!source) throw new ApiDocError(`cannot read ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new ApiDocError(`${entry} is not a module`);
  const exports: ApiExport[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const name = exported.getName();
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = symbol.declarations?.[0];
    if (!decl) throw new ApiDocError(`${name}: no declaration found`);
    if (ts.isFunctionDeclaration(decl)) exports.push(functionDoc(name, decl));
    else if (ts.isInterfaceDeclaration(decl) || ts.isTypeAliasDeclaration(decl)) exports.push(typeDoc(name, decl));
    else if (ts.isClassDeclaration(decl)) exports.push(...classDoc(name, decl));
    else throw new ApiDocError(`${name} (${whereOf(decl)}): the reference knows functions, interfaces and types only`);
  }
  cache.set(entry, { stamp, exports });
  return exports;
}

/**
 * A class (the Scene): an entry for the class, from its comment and its public members'
 * names, and one for each public method, documented as a function is (`Scene.raycast`).
 */
function classDoc(name: string, decl: ts.ClassDeclaration): ApiExport[] {
  const where = whereOf(decl);
  const doc = jsDocOf(decl);
  if (!doc) throw new ApiDocError(`${name} (${where}) has no TSDoc comment.`);
  const { description } = splitTags(commentText(doc));
  const isPublic = (m: ts.ClassElement): boolean =>
    !(ts.getCombinedModifierFlags(m) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected));
  const methods = decl.members.filter((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && isPublic(m));
  const getters = decl.members.filter(
    (m): m is ts.GetAccessorDeclaration => ts.isGetAccessorDeclaration(m) && isPublic(m),
  );
  const members = [
    ...getters.map((g) => `  readonly ${g.name.getText()}${g.type ? `: ${g.type.getText()}` : ''};`),
    ...methods.map(
      (m) =>
        `  ${ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Static ? 'static ' : ''}${m.name.getText()}(…)${m.type ? `: ${m.type.getText()}` : ''};`,
    ),
  ];
  const type: ApiType = {
    kind: 'type',
    name,
    where,
    signature: `class ${name} {\n${members.join('\n')}\n}`,
    summary: unwrap(
      description
        .split(/\n\s*\n/)
        .filter((p) => !/^Maths/.test(p))
        .join('\n\n'),
    ),
    fields: [],
  };
  return [type, ...methods.map((m) => functionDoc(`${name}.${m.name.getText()}`, m))];
}

/** The families the reference groups exports into, in the order the page shows them. */
export const FAMILIES = [
  'Raycasts',
  'Sphere casts',
  'Closest points',
  'Overlaps',
  'Contacts',
  'Scenes',
  'Batch and Into forms',
  'Shapes and vectors',
  'Types',
] as const;
export type Family = (typeof FAMILIES)[number];

/** Which family an export belongs to, by its kind and name. */
export function familyOf(e: ApiExport): Family {
  if (e.name === 'Scene' || e.name.startsWith('Scene.')) return 'Scenes';
  if (e.kind === 'type') return 'Types';
  if (/(Into|Batch)$/.test(e.name) || e.name.startsWith('create')) return 'Batch and Into forms';
  if (e.name.startsWith('raycast')) return 'Raycasts';
  if (e.name.startsWith('sphereCast')) return 'Sphere casts';
  if (e.name.startsWith('closestPoint')) return 'Closest points';
  if (/Intersects/.test(e.name)) return 'Overlaps';
  if (/Contact/.test(e.name)) return 'Contacts';
  return 'Shapes and vectors';
}

/** The chapter that derives each query (its object form), by doc id. */
const CHAPTERS: Record<string, string> = {
  raycastAxisPlane: 'raycast-axis-plane',
  raycastSphere: 'raycast-sphere',
  raycastAABB: 'raycast-aabb',
  sphereCastSphere: 'spherecast-sphere',
  closestPointOnAABB: 'closest-point-aabb',
  sphereIntersectsAABB: 'closest-point-aabb',
  raycastOBB: 'oriented-boxes',
  sphereCastAABB: 'spherecast-box',
  sphereCastTriangle: 'spherecast-triangle',
  // The v2 chapters' queries: without these the reference had no way back to the page that
  // derives them.
  raycastPlane: 'raycast-plane',
  raycastTriangle: 'raycast-triangle',
  closestPointOnTriangle: 'closest-point-triangle',
  sphereIntersectsTriangle: 'closest-point-triangle',
  sphereContactTriangle: 'closest-point-triangle',
  closestPointsBetweenSegments: 'capsules',
  raycastCapsule: 'capsules',
  sphereIntersectsCapsule: 'capsules',
  capsuleIntersectsCapsule: 'capsules',
  sphereCastCapsule: 'capsules',
  sphereContactCapsule: 'capsules',
  rayEnd: 'conventions',
};

/** The queries in the order the chapters teach them: the reference lists each family so. */
const TEACHING = [
  // The seed chapters' queries, in their order.
  'raycastAxisPlane',
  'raycastSphere',
  'raycastAABB',
  'sphereCastSphere',
  'closestPointOnAABB',
  'sphereIntersectsAABB',
  'raycastOBB',
  'sphereCastAABB',
  'sphereCastTriangle',
  // v2, in the order its chapters will teach it: planes, triangles, capsules, boxes turned
  // and swept, then what a character controller needs.
  'raycastPlane',
  'closestPointOnPlane',
  'sphereCastPlane',
  'raycastTriangle',
  'closestPointOnTriangle',
  'sphereIntersectsTriangle',
  'closestPointOnSegment',
  'closestPointsBetweenSegments',
  'raycastCapsule',
  'sphereIntersectsCapsule',
  'capsuleIntersectsCapsule',
  'raycastOBB',
  'sphereCastAABB',
  'sphereCastTriangle',
  'sphereCastCapsule',
  'sphereIntersectsSphere',
  'aabbIntersectsAABB',
  'sphereContactSphere',
  'sphereContactAABB',
  'sphereContactOBB',
  'sphereContactTriangle',
  'sphereContactCapsule',
  'rayEnd',
  // Scenes (issue 12): the class, adding shapes, then the queries as the single shapes'.
  'Scene',
  'Scene.addSphere',
  'Scene.addAABB',
  'Scene.addOBB',
  'Scene.addCapsule',
  'Scene.addTriangle',
  'Scene.addMesh',
  'Scene.update',
  'Scene.remove',
  'Scene.raycast',
  'Scene.sphereCast',
  'Scene.overlapSphere',
  'Scene.overlapAABB',
  'Scene.contactsSphere',
  // and the vectors and types from the simplest up.
  'vec3',
  'aabbFromCenterSize',
  'Vec3',
  'Vec3Like',
  'Sphere',
  'AABB',
  'Axis',
  'RaycastHit',
  'SphereCastHit',
  'BatchHits',
  'SphereCastBatchHits',
  'QuatLike',
  'Plane',
  'Triangle',
  'Capsule',
  'OBB',
  'Contact',
  'SegmentClosestPoints',
];
/** Within a query, the object form, then `…Into`, then the batch. */
const FORMS = ['', 'Into', 'Batch'];

/** The chapter file for an export (its `…Into` and batch forms share it), if it exists in `docsDir`. */
export function chapterOf(name: string, docsDir: string): { file: string; title: string } | null {
  const id = CHAPTERS[name.replace(/(Into|Batch)$/, '')];
  if (!id) return null;
  for (const ext of ['.mdx', '.md']) {
    const path = join(docsDir, id + ext);
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    const title = /^---\n[\s\S]*?^title:\s*(.+)$/m.exec(text)?.[1] ?? /^# (.+)$/m.exec(text)?.[1] ?? id;
    return { file: id + ext, title: title.trim().replace(/^(['"])(.*)\1$/, '$2') };
  }
  return null;
}

/**
 * The anchor of an export's heading: its name in lower case (`#raycastsphere`), as
 * Docusaurus makes it from the heading; a type whose name differs from a function's only in
 * case (`Vec3` and `vec3`) gets `#vec3-type`, the function keeping `#vec3`.
 */
export function anchorOf(e: ApiExport, exports: readonly ApiExport[]): string {
  const lower = e.name.toLowerCase();
  const clash = e.kind === 'type' && exports.some((o) => o.kind === 'function' && o.name.toLowerCase() === lower);
  return clash ? `${lower}-type` : lower;
}

let anchors = new Map<string, string>();

/** `{@link name}` as a link to that export's heading on the page. */
const links = (text: string): string =>
  text.replace(/\{@link\s+(\w+)\s*\}/g, (_m, n: string) => `[\`${n}\`](#${anchors.get(n) ?? n.toLowerCase()})`);

/** Type names in `type` linked to their entries on the page, for the parameter lists. */
function typeLinks(type: string, types: ReadonlySet<string>): string {
  return type
    .split(/(\w+)/)
    .map((part) =>
      types.has(part)
        ? `[\`${part}\`](#${anchors.get(part) ?? part.toLowerCase()})`
        : part.trim() === ''
          ? part
          : `\`${part.trim()}\``,
    )
    .join('')
    .replace(/`\s*`/g, ' ')
    .replace(/\)`/g, ') `');
}

/**
 * The sentences of a paragraph, split where one ends and the next begins with a capital or
 * code, never inside a code span: the edge cases read best as a list, one case a line.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '`') inCode = !inCode;
    else if (!inCode && text[i] === ' ' && text[i - 1] === '.' && /[A-Z`]/.test(text[i + 1] ?? '')) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out.filter((s) => s !== '');
}

/** Markdown for one function. */
function renderFunction(f: ApiFunction, types: ReadonlySet<string>, docsDir: string): string {
  const chapter = chapterOf(f.name, docsDir);
  const params = f.parameters.length
    ? f.parameters
        .map((p) => `- \`${p.name}${p.optional ? '?' : ''}\`: ${typeLinks(p.type, types)} — ${links(p.doc)}`)
        .join('\n')
    : null;
  return [
    `### ${f.name}`,
    '```ts\n' + f.signature + '\n```',
    links(f.summary),
    '$$\n' + f.formula + '\n$$',
    // "Maths (slab method): on each axis…" reads as "**Maths (slab method).** On each axis…".
    f.maths.replace(
      /^(Maths(?: \([^)]*\))?):\s*(.)/,
      (_m, label: string, first: string) => `**${label}.** ${first.toUpperCase()}`,
    ),
    params ? `**Parameters**\n\n${params}` : '**Parameters** none.',
    `**Returns** ${typeLinks(f.returns, types)} — ${links(f.returnsDoc)}`,
    '**Example**',
    '```ts\n' + f.example + '\n```',
    '**Edge cases**\n\n' +
      sentences(links(f.edges))
        .map((s) => `- ${s}`)
        .join('\n'),
    `**Throws** ${links(f.throws)}`,
    chapter ? `Derived step by step in the chapter [${chapter.title}](./${chapter.file}).` : '',
  ]
    .filter((s) => s !== '')
    .join('\n\n');
}

function renderType(t: ApiType, types: ReadonlySet<string>): string {
  const fields = t.fields.length
    ? '**Fields**\n\n' +
      t.fields
        .map(
          (f) =>
            `- \`${f.name}${f.optional ? '?' : ''}\`: ${typeLinks(f.type, types)}${f.doc ? ` — ${links(f.doc)}` : ''}`,
        )
        .join('\n')
    : '';
  const anchor = anchors.get(t.name) ?? t.name.toLowerCase();
  const heading = anchor === t.name.toLowerCase() ? `### ${t.name}` : `### ${t.name} {#${anchor}}`;
  return [heading, '```ts\n' + t.signature + '\n```', links(t.summary), fields].filter((s) => s !== '').join('\n\n');
}

/** Where a name comes in TEACHING (its `…Into` and batch forms with it); names it lacks go last. */
function rankOf(name: string): number {
  const i = TEACHING.indexOf(name.replace(/(Into|Batch)$/, ''));
  return i < 0 ? TEACHING.length : i;
}

/** The whole reference as Markdown (with `$$` math): a section per family, a heading per export. */
export function renderApi(exports: readonly ApiExport[], docsDir: string): string {
  const types = new Set(exports.filter((e) => e.kind === 'type').map((e) => e.name));
  anchors = new Map(exports.filter((e) => e.kind === 'type').map((e) => [e.name, anchorOf(e, exports)]));
  const sections: string[] = [];
  for (const family of FAMILIES) {
    const members = exports
      .filter((e) => familyOf(e) === family)
      .map((e, i) => ({
        e,
        i,
        rank: rankOf(e.name),
        form: FORMS.indexOf(/(Into|Batch)?$/.exec(e.name)?.[1] ?? ''),
      }))
      .sort((a, b) => a.rank - b.rank || a.form - b.form || a.i - b.i)
      .map(({ e }) => e);
    if (members.length === 0) continue;
    sections.push(`## ${family}`);
    for (const e of members)
      sections.push(e.kind === 'function' ? renderFunction(e, types, docsDir) : renderType(e, types));
  }
  return sections.join('\n\n') + '\n';
}
