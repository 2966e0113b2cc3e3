import React, {
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Highlight, type PrismTheme } from 'prism-react-renderer';
import type { TypeDiagnostic } from '../TypeCheck/checker';
import { useTypeCheck } from '../TypeCheck/useTypeCheck';
import styles from './styles.module.css';

/** One indentation step. */
const INDENT = '  ';

export interface CodeEditorProps {
  code: string;
  onChange: (code: string) => void;
  /** The editor's accessible name. */
  label: string;
  theme: PrismTheme;
  /** When true, Tab moves focus out instead of indenting (the reader pressed Esc). */
  tabLeaves: boolean;
  /** False on the server and before hydration: the code shows but cannot be edited yet. */
  editable: boolean;
  ref?: Ref<CodeEditorHandle>;
  // Handles bound to code (LiveCell/bindings.ts):
  /** Shown instead of `code` while a handle is dragged; the textarea keeps `code` until the drag ends. */
  shown?: string | null;
  /** Ranges of the shown code to mark (the numbers a handle is bound to). */
  marks?: readonly { start: number; end: number }[];
  /** The selection while the editor has the focus; null when it leaves. */
  onCaret?: (selection: { start: number; end: number } | null) => void;
  // Type errors (src/components/TypeCheck): checked in a worker once the editor is focused or edited.
  /** False to leave the code unchecked. */
  typeCheck?: boolean;
  /** The names the cells above export (the page scope), which the code may read. */
  pageNames?: () => readonly string[];
  /**
   * Long lines wrap at the editor's width instead of scrolling sideways, each line numbered
   * (a wrapped line keeps one number): on a phone the caret never hides the start of a line.
   */
  wrap?: boolean;
}

export interface CodeEditorHandle {
  /** Replaces all the code as one edit the reader can undo (Ctrl+Z), and focuses the editor. */
  replaceAll: (code: string) => void;
  /**
   * Replaces `[start, end)` as one edit the reader can undo, without taking the focus from
   * where it is, moving the reader's caret (it shifts with the text) or scrolling.
   */
  replaceRange: (start: number, end: number, text: string) => void;
}

/** A pending caret/selection to restore after React commits a value we changed ourselves. */
interface Selection {
  start: number;
  end: number;
}

/**
 * A code editor made of a native `<textarea>` laid exactly over the highlighted code.
 * The browser does the editing — caret, selection, undo, IME, mobile keyboards, spell-check
 * off — so no keystroke can be lost between renders (contentEditable editors that re-render
 * on every key drop characters when typing fast); we only draw the colours under it and
 * add Tab, Shift+Tab, and an Enter and closing brackets that keep the indentation.
 */
export function CodeEditor({
  code,
  onChange,
  label,
  theme,
  tabLeaves,
  editable,
  ref,
  shown = null,
  marks = [],
  onCaret,
  typeCheck = true,
  pageNames,
  wrap = false,
}: CodeEditorProps): ReactNode {
  const area = useRef<HTMLTextAreaElement>(null);
  const pending = useRef<Selection | null>(null);
  const squiggles = useRef<HTMLPreElement>(null);
  // The compiler loads when the reader first focuses or edits this editor, not with the page.
  const [touched, setTouched] = useState(false);
  const checked = useTypeCheck(code, typeCheck && editable && touched, pageNames);
  const typeErrors = checked?.diagnostics ?? [];
  // Squiggles only under the code they were found in; while a re-check is pending they wait.
  const current = checked !== null && checked.code === code && shown === null;
  const listId = `${useId()}-type-errors`;

  useLayoutEffect(() => {
    const ta = area.current;
    const sel = pending.current;
    if (!ta || !sel) return;
    pending.current = null;
    ta.setSelectionRange(sel.start, sel.end);
  });

  /** Replaces [start, end) by `text`, through the browser's own editing so Ctrl+Z undoes it. */
  function replace(start: number, end: number, text: string, select: Selection): void {
    const ta = area.current;
    if (!ta) return;
    ta.setSelectionRange(start, end);
    // execCommand is deprecated yet still the only way to put a scripted edit on the
    // textarea's own undo stack; where it is missing, set the value (undo skips this edit).
    /* eslint-disable @typescript-eslint/no-deprecated */
    const done = typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
    /* eslint-enable @typescript-eslint/no-deprecated */
    if (done) {
      ta.setSelectionRange(select.start, select.end);
    } else {
      pending.current = select;
      onChange(code.slice(0, start) + text + code.slice(end));
    }
  }

  useImperativeHandle(ref, () => ({
    replaceAll(text: string) {
      area.current?.focus();
      replace(0, area.current?.value.length ?? 0, text, { start: 0, end: 0 });
    },
    replaceRange(start: number, end: number, text: string) {
      const ta = area.current;
      const scroller = ta?.closest<HTMLElement>(`.${styles.scroller}`);
      if (!ta || !scroller) return;
      const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const { scrollX, scrollY } = window;
      const { scrollLeft, scrollTop } = scroller;
      const delta = text.length - (end - start);
      const follow = (at: number) => (at >= end ? at + delta : at > start ? start : at);
      const select = { start: follow(ta.selectionStart), end: follow(ta.selectionEnd) };
      // The browser edits only the focused element; the focus goes back at once.
      ta.focus({ preventScroll: true });
      replace(start, end, text, select);
      if (back && back !== ta) back.focus({ preventScroll: true });
      else if (!back) ta.blur();
      scroller.scrollLeft = scrollLeft;
      scroller.scrollTop = scrollTop;
      if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
    },
  }));

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>): void {
    const ta = e.currentTarget;
    const { selectionStart: s, selectionEnd: t, value } = ta;
    const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
    const lineStart = value.lastIndexOf('\n', s - 1) + 1;
    const lineEnd = value.indexOf('\n', t) === -1 ? value.length : value.indexOf('\n', t);
    if (e.key === 'Tab' && !tabLeaves && plain) {
      e.preventDefault();
      const oneLine = !value.slice(s, t).includes('\n');
      if (!e.shiftKey && oneLine) {
        // A caret or a selection within one line: the indent replaces it, as in most editors.
        replace(s, t, INDENT, { start: s + INDENT.length, end: s + INDENT.length });
        return;
      }
      // Indent or outdent every line the selection touches (empty lines stay empty).
      const blockEnd = t > s && value[t - 1] === '\n' ? t - 1 : t;
      const lines = value.slice(lineStart, blockEnd).split('\n');
      const changed = lines.map((line) =>
        e.shiftKey ? line.replace(new RegExp(`^ {1,${INDENT.length}}`), '') : line === '' ? line : INDENT + line,
      );
      const first = (changed[0] ?? '').length - (lines[0] ?? '').length;
      const text = changed.join('\n');
      const total = text.length - (blockEnd - lineStart);
      replace(lineStart, blockEnd, text, {
        start: Math.max(lineStart, s + first),
        end: s === t ? Math.max(lineStart, t + first) : t + total,
      });
      return;
    }
    if ((e.key === '}' || e.key === ']' || e.key === ')') && s === t && plain) {
      // A closer typed on a line of only indentation steps back out one level.
      const before = value.slice(lineStart, s);
      if (before.length >= INDENT.length && before.trim() === '' && value.slice(t, lineEnd).trim() === '') {
        e.preventDefault();
        const from = s - INDENT.length;
        replace(from, s, e.key, { start: from + 1, end: from + 1 });
        return;
      }
    }
    if (e.key === 'Backspace' && s === t && s > lineStart && plain && !e.shiftKey) {
      // In the indentation, Backspace removes a whole level.
      const before = value.slice(lineStart, s);
      if (before.trim() === '' && before.length >= INDENT.length) {
        e.preventDefault();
        const from = s - (before.length % INDENT.length || INDENT.length);
        replace(from, s, '', { start: from, end: from });
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey && plain && !e.nativeEvent.isComposing) {
      e.preventDefault();
      // A new line starts at the indentation of the line before, one step deeper after an
      // opener; between a pair such as {} the closer goes to a line of its own.
      const before = value.slice(lineStart, s);
      const indent = before.slice(0, before.length - before.trimStart().length);
      const opens = /[{[(]\s*$/.test(before);
      const closes = opens && /^\s*[}\])]/.test(value.slice(t, lineEnd));
      const text = '\n' + indent + (opens ? INDENT : '') + (closes ? '\n' + indent : '');
      const caret = s + 1 + indent.length + (opens ? INDENT.length : 0);
      replace(s, t, text, { start: caret, end: caret });
    }
  }

  return (
    // One column: the code, then its type errors, which add to the editor's height rather than overlap what follows.
    <div className={wrap ? `${styles.frame} ${styles.wrap}` : styles.frame} data-code-wrap={wrap || undefined}>
      <div className={styles.scroller}>
        <div className={styles.stack}>
          {marks.length > 0 && <Marks text={shown ?? code} marks={marks} />}
          {current && typeErrors.length > 0 && <Squiggles ref={squiggles} text={code} diagnostics={typeErrors} />}
          <Highlight theme={theme} code={shown ?? code} language="tsx">
            {({ className, style, tokens, getLineProps, getTokenProps }) => (
              <pre className={`${className} ${styles.code}`} style={style} aria-hidden="true">
                {tokens.map((line, i) => (
                  <span key={i} {...getLineProps({ line, className: styles.line })}>
                    {line.map((token, j) => (
                      <span key={j} {...getTokenProps({ token })} />
                    ))}
                    {/* Every line ends in a line feed: the last one is dropped by the browser,
                      so a trailing empty line still gets its height, like in the textarea. */}
                    {'\n'}
                  </span>
                ))}
              </pre>
            )}
          </Highlight>
          <textarea
            ref={area}
            className={styles.input}
            value={code}
            onChange={(e) => {
              setTouched(true);
              onChange(e.target.value);
            }}
            onFocus={() => {
              if (editable) setTouched(true);
            }}
            onMouseMove={(e) => {
              // The squiggles lie under the textarea: its title says what is under the pointer.
              const title = squiggleAt(squiggles.current, e.clientX, e.clientY);
              if (e.currentTarget.title !== title) e.currentTarget.title = title;
            }}
            aria-describedby={typeErrors.length > 0 ? listId : undefined}
            aria-invalid={current && typeErrors.length > 0 ? true : undefined}
            onKeyDown={onKeyDown}
            onSelect={(e) => {
              onCaret?.({ start: e.currentTarget.selectionStart, end: e.currentTarget.selectionEnd });
            }}
            onBlur={() => {
              onCaret?.(null);
            }}
            readOnly={!editable}
            aria-label={label}
            aria-multiline="true"
            wrap={wrap ? 'soft' : 'off'}
            rows={1}
            cols={1}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
            data-gramm="false"
            data-code-input=""
          />
        </div>
      </div>
      {typeErrors.length > 0 && (
        <TypeErrorList
          id={listId}
          diagnostics={typeErrors}
          stale={!current}
          onPick={(d) => {
            const ta = area.current;
            if (!ta) return;
            ta.focus();
            ta.setSelectionRange(d.start, d.start);
          }}
        />
      )}
    </div>
  );
}

/** The message of the squiggle under the point (x, y), or ''. */
function squiggleAt(layer: HTMLPreElement | null, x: number, y: number): string {
  if (!layer) return '';
  for (const span of Array.from(layer.querySelectorAll<HTMLElement>('[data-type-squiggle]'))) {
    for (const r of Array.from(span.getClientRects())) {
      if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return span.dataset.message ?? '';
    }
  }
  return '';
}

/**
 * A layer under the code with a wavy underline under each type error's range (same metrics,
 * transparent text), as in the TypeScript playground. An empty range underlines one character.
 */
function Squiggles({
  text,
  diagnostics,
  ref,
}: {
  text: string;
  diagnostics: readonly TypeDiagnostic[];
  ref: Ref<HTMLPreElement>;
}): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [i, d] of [...diagnostics].sort((a, b) => a.start - b.start).entries()) {
    let start = d.start;
    let end = d.end;
    if (end <= start) {
      if (start < text.length && text[start] !== '\n') end = start + 1;
      else if (start > 0 && text[start - 1] !== '\n') start -= 1;
      else continue;
    }
    if (start < at || end > text.length) continue;
    parts.push(text.slice(at, start));
    parts.push(
      <span key={i} className={styles.squiggle} data-type-squiggle={d.line} data-message={d.message}>
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  }
  parts.push(text.slice(at), '\n');
  return (
    <pre ref={ref} className={`${styles.code} ${styles.marks}`} aria-hidden="true" data-type-squiggles="">
      {parts}
    </pre>
  );
}

/**
 * The type errors under the code, each with its line: a click puts the caret there. The cell
 * runs regardless; while the code has changed since the check, the list is dimmed.
 */
function TypeErrorList({
  id,
  diagnostics,
  stale,
  onPick,
}: {
  id: string;
  diagnostics: readonly TypeDiagnostic[];
  stale: boolean;
  onPick: (d: TypeDiagnostic) => void;
}): ReactNode {
  return (
    <div
      id={id}
      className={styles.typeErrors}
      data-type-errors={diagnostics.length}
      data-type-errors-stale={stale || undefined}
    >
      <span className="hb-visually-hidden">
        {diagnostics.length === 1 ? 'One type error' : `${diagnostics.length} type errors`} (the code still runs):
      </span>
      <ul className={styles.typeErrorList}>
        {diagnostics.map((d, i) => (
          <li key={i}>
            <button
              type="button"
              className={styles.typeError}
              onClick={() => {
                onPick(d);
              }}
              data-type-error-line={d.line}
            >
              <span className={styles.typeErrorWhere}>Line {d.line}:</span> {d.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A layer under the code with a mark behind each range (same metrics, transparent text). */
function Marks({ text, marks }: { text: string; marks: readonly { start: number; end: number }[] }): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [i, m] of [...marks].sort((a, b) => a.start - b.start).entries()) {
    if (m.start < at || m.end > text.length) continue;
    parts.push(text.slice(at, m.start));
    parts.push(
      <mark key={i} className={styles.mark} data-binding-mark="">
        {text.slice(m.start, m.end)}
      </mark>,
    );
    at = m.end;
  }
  parts.push(text.slice(at), '\n');
  return (
    <pre className={`${styles.code} ${styles.marks}`} aria-hidden="true">
      {parts}
    </pre>
  );
}

export default CodeEditor;
