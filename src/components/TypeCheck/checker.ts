/**
 * Type-checks one live cell with the TypeScript compiler, against the declarations of what a
 * cell can see (src/plugins/cell-types.ts). Pure: it takes the `typescript` module and the
 * files, so it runs the same in the browser's worker (worker.ts) and in node (the unit test).
 *
 * Only the type errors are reported. A cell that does not parse is sucrase's to explain (its
 * message is shown under the cell already); a second, differently worded message would be noise.
 */
import type * as TS from 'typescript';
import { CELL_PATH, KIT_PATH, LIB_DIR, LIB_ENTRY, MODULE_PATHS, PAGE_PATH } from './paths';

export interface TypeDiagnostic {
  /** 1-based line and column where the error starts, in the cell's code. */
  line: number;
  column: number;
  /** Offsets into the cell's code: the range the editor underlines. */
  start: number;
  end: number;
  message: string;
  /** TypeScript's error number (TS2345 …). */
  code: number;
}

/**
 * Errors that are not errors in a cell. The runtime runs the code as a function body, so a
 * top-level `return` works (1108). A reader's quick `(p, q) => …` is JavaScript that works,
 * not a mistake to underline: the "implicitly has an 'any' type" family (70xx) is dropped —
 * yet `noImplicitAny` stays on, as it is what lets `let best = null` take the type of what
 * is later assigned to it.
 */
const NOT_ERRORS = new Set([1108, 7005, 7006, 7008, 7010, 7011, 7019, 7031, 7034, 7053]);

/**
 * The cell is made a module (`export {}` after its last line, so no line moves): its own
 * `const vec3 = …` then shadows the global of that name, as the runtime's block scope lets it.
 */
const MODULE_TAIL = '\nexport {};\n';

export interface CellChecker {
  /**
   * The type errors of `code`. `pageNames`: the names the cells above export (the page scope,
   * Notebook/notebook.ts), typed `any` — their values are only known once those cells run.
   */
  check(code: string, pageNames?: readonly string[]): TypeDiagnostic[];
}

export function createChecker(ts: typeof TS, files: Readonly<Record<string, string>>): CellChecker {
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: [LIB_ENTRY],
    jsx: ts.JsxEmit.Preserve,
    strict: true,
    // The cell may shadow an import's name, call things before declaring functions, etc., as JS allows.
    noUnusedLocals: false,
    noUnusedParameters: false,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    baseUrl: '/',
    paths: Object.fromEntries(Object.entries(MODULE_PATHS).map(([name, path]) => [name, [path]])),
  };
  // The globals of the kit: a page name that is one of them is not the page's at run time either.
  const kitNames = new Set(
    [...(files[KIT_PATH] ?? '').matchAll(/^declare (?:const|function) (\w+)/gm)].map((m) => m[1] ?? ''),
  );
  let cell = MODULE_TAIL;
  let page = '';
  // The page file changes only when the names do: a new version of it is a new global scope.
  let cellVersion = 0;
  let pageVersion = 0;
  const snapshots = new Map<string, TS.IScriptSnapshot>();
  const text = (path: string): string | undefined => {
    if (path === CELL_PATH) return cell;
    if (path === PAGE_PATH) return page;
    return files[path];
  };
  const host: TS.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [KIT_PATH, PAGE_PATH, CELL_PATH],
    getScriptVersion: (path) =>
      path === CELL_PATH ? String(cellVersion) : path === PAGE_PATH ? String(pageVersion) : '0',
    getScriptSnapshot: (path) => {
      const t = text(path);
      if (t === undefined) return undefined;
      if (path === CELL_PATH || path === PAGE_PATH) return ts.ScriptSnapshot.fromString(t);
      let s = snapshots.get(path);
      if (!s) {
        s = ts.ScriptSnapshot.fromString(t);
        snapshots.set(path, s);
      }
      return s;
    },
    getCurrentDirectory: () => '/',
    getDefaultLibFileName: () => `${LIB_DIR}${LIB_ENTRY}`,
    fileExists: (path) => text(path) !== undefined,
    readFile: (path) => text(path),
    directoryExists: (dir) => {
      const prefix = dir.endsWith('/') ? dir : `${dir}/`;
      return Object.keys(files).some((f) => f.startsWith(prefix));
    },
    getDirectories: () => [],
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());

  return {
    check(code, pageNames = []) {
      cell = code + MODULE_TAIL;
      const nextPage = [...new Set(pageNames)]
        .filter((n) => !kitNames.has(n) && /^[A-Za-z_$][\w$]*$/.test(n))
        .map((n) => `declare const ${n}: any;`)
        .join('\n');
      if (nextPage !== page) {
        page = nextPage;
        pageVersion++;
      }
      cellVersion++;
      if (service.getSyntacticDiagnostics(CELL_PATH).length > 0) return [];
      const source = service.getProgram()?.getSourceFile(CELL_PATH);
      const out: TypeDiagnostic[] = [];
      for (const d of service.getSemanticDiagnostics(CELL_PATH)) {
        if (NOT_ERRORS.has(d.code) || d.category !== ts.DiagnosticCategory.Error) continue;
        const start = Math.min(d.start ?? 0, code.length);
        const end = Math.min(start + (d.length ?? 0), code.length);
        const at = source ? ts.getLineAndCharacterOfPosition(source, start) : { line: 0, character: 0 };
        out.push({
          line: at.line + 1,
          column: at.character + 1,
          start,
          end,
          message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
          code: d.code,
        });
      }
      return out;
    },
  };
}
