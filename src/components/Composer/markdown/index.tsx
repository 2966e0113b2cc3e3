/**
 * Markdown someone else wrote, rendered on the site's origin, where the reader's own notebooks
 * live. So nothing in it may run or reach out: the Markdown (GFM, with $…$ and $$…$$ maths) is
 * parsed to mdast and each node built as a React element here, from a fixed list of elements
 * with attributes this file sets — never the author's. Raw HTML is shown as the text it is;
 * links go only to http(s), mailto, the site itself or an #anchor; images load only from the
 * site itself (an external one is shown as a link: the site never fetches from another host);
 * no id, name, style or event attribute is ever written. Maths is KaTeX's HTML with trust off
 * (no \href, \url, \htmlData, \includegraphics), bounded sizes and expansions, and a formula
 * that does not parse is shown as its source with the message, never thrown.
 */
import type { Nodes, Root, Definition } from 'mdast';
import katex from 'katex';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfm } from 'micromark-extension-gfm';
import { math } from 'micromark-extension-math';
import { useMemo, type JSX, type ReactNode } from 'react';
import { isDoubleDollar } from '../../../plugins/display-math';

/** A base no page has, to resolve a URL as the browser would and see where it leads. */
const BASE = 'https://hitbook.invalid/notebook/';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Where `url` leads, as the browser's URL parser reads it (tabs, newlines, case, backslashes and all). */
function resolve(url: string): URL | null {
  try {
    return new URL(url, BASE);
  } catch {
    return null;
  }
}

/*
 * Both return `url` exactly as given, never a cleaned-up copy: what was checked is then what
 * the browser parses (trimming, say, a no-break space the URL parser keeps would turn
 * "\u00a0javascript:…", a harmless relative path, into a script).
 */

/** `url` if a link may go there: http(s), mailto, or relative to the site (path, ?query, #anchor). */
export function safeHref(url: string): string | null {
  const resolved = resolve(url);
  return resolved !== null && LINK_PROTOCOLS.has(resolved.protocol) ? url : null;
}

/** `url` if an image may load from it: the site itself, never another host, never data: or blob:. */
export function safeImageSrc(url: string): string | null {
  const resolved = resolve(url);
  return resolved !== null && resolved.origin === new URL(BASE).origin ? url : null;
}

/** KaTeX's HTML for `tex`, or null when it does not parse (the caller shows the source and the message). */
function renderMath(tex: string, displayMode: boolean): { html: string } | { error: string } {
  try {
    return {
      html: katex.renderToString(tex, {
        displayMode,
        throwOnError: true,
        // No \href, \url, \includegraphics, \htmlClass, \htmlId, \htmlStyle, \htmlData.
        trust: false,
        strict: 'ignore',
        output: 'htmlAndMathml',
        // A \rule or \kern of 10,000em could cover the page; a macro bomb could freeze it.
        maxSize: 20,
        maxExpand: 1000,
      }),
    };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** `inText`: display maths inside a paragraph (`$$x$$` in a sentence), set in a block <span>, not a <div>. */
function MathNode({ tex, display, inText = false }: { tex: string; display: boolean; inText?: boolean }): ReactNode {
  const out = renderMath(tex, display);
  if ('error' in out) {
    const Tag = display && !inText ? 'pre' : 'code';
    return (
      <Tag className="hb-math-error" title={out.error}>
        {display ? `$$\n${tex}\n$$` : `$${tex}$`}
      </Tag>
    );
  }
  // KaTeX's own output, with trust off: the one HTML this component does not build itself.
  if (display && inText)
    return <span className="hb-math hb-math-display" dangerouslySetInnerHTML={{ __html: out.html }} />;
  return display ? (
    <div className="hb-math hb-math-display" dangerouslySetInnerHTML={{ __html: out.html }} />
  ) : (
    <span className="hb-math" dangerouslySetInnerHTML={{ __html: out.html }} />
  );
}

/** The language of a fence as a class name: letters, digits and a few signs only. */
function languageClass(lang: string | null | undefined): string | undefined {
  return lang && /^[\w+#.-]{1,32}$/.test(lang) ? `language-${lang}` : undefined;
}

interface Context {
  definitions: Map<string, Definition>;
  /** The Markdown parsed: whether maths was written between `$` or `$$` is read from it. */
  source: string;
}

function children(node: { children: Nodes[] }, ctx: Context): ReactNode[] {
  return node.children.map((child, i) => render(child, ctx, i));
}

/** The text of `node` (for an image's alt text, and for a link that may not be made). */
function plain(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('alt' in node && typeof node.alt === 'string') return node.alt;
  return 'children' in node ? node.children.map((c) => plain(c)).join('') : '';
}

function link(url: string, content: ReactNode, key: number, title?: string | null): ReactNode {
  const href = safeHref(url);
  if (href === null) return <span key={key}>{content}</span>;
  const external = /^(https?:)?\/\//i.test(href.replace(/\\/g, '/')) || /^mailto:/i.test(href);
  return (
    <a key={key} href={href} title={title ?? undefined} rel={external ? 'noopener noreferrer nofollow' : undefined}>
      {content}
    </a>
  );
}

function image(url: string, alt: string, key: number, title?: string | null): ReactNode {
  const src = safeImageSrc(url);
  if (src !== null) return <img key={key} src={src} alt={alt} title={title ?? undefined} />;
  // Not loaded: shown as a link to it, which the reader may follow, or as its text.
  return link(url, alt === '' ? url : alt, key, title);
}

function render(node: Nodes, ctx: Context, key: number): ReactNode {
  switch (node.type) {
    case 'root':
      return <>{children(node, ctx)}</>;
    case 'paragraph': {
      // A paragraph that is only `$$x$$` is a display formula, as a `$$` block is (display-math.ts).
      const content = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
      const only = content.length === 1 ? content[0] : undefined;
      if (only?.type === 'inlineMath' && isDoubleDollar(only, ctx.source))
        return <MathNode key={key} tex={only.value} display />;
      return <p key={key}>{children(node, ctx)}</p>;
    }
    case 'heading': {
      const H = `h${node.depth}` as const;
      return <H key={key}>{children(node, ctx)}</H>;
    }
    case 'thematicBreak':
      return <hr key={key} />;
    case 'blockquote':
      return <blockquote key={key}>{children(node, ctx)}</blockquote>;
    case 'list': {
      const items = children(node, ctx);
      return node.ordered ? (
        <ol
          key={key}
          start={node.start !== null && node.start !== undefined && node.start !== 1 ? node.start : undefined}
        >
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'listItem': {
      // A tight list's paragraphs are not wrapped, as CommonMark renders them.
      const content = node.spread
        ? children(node, ctx)
        : node.children.map((c, i) =>
            c.type === 'paragraph' ? <span key={i}>{children(c, ctx)}</span> : render(c, ctx, i),
          );
      return (
        <li key={key}>
          {node.checked === true || node.checked === false ? (
            <input
              type="checkbox"
              checked={node.checked}
              disabled
              readOnly
              aria-label={node.checked ? 'done' : 'to do'}
            />
          ) : null}
          {node.checked === true || node.checked === false ? ' ' : null}
          {content}
        </li>
      );
    }
    case 'code':
      return (
        <pre key={key}>
          <code className={languageClass(node.lang)}>{node.value}</code>
        </pre>
      );
    case 'math':
      return <MathNode key={key} tex={node.value} display />;
    case 'inlineMath':
      // `$$x$$` inside a sentence is display maths too, as Jupyter (MathJax) sets it.
      return isDoubleDollar(node, ctx.source) ? (
        <MathNode key={key} tex={node.value} display inText />
      ) : (
        <MathNode key={key} tex={node.value} display={false} />
      );
    case 'html':
      // Raw HTML is shown as the text the author typed, never parsed.
      return node.value.includes('\n') ? (
        <pre key={key} className="hb-raw-html">
          {node.value}
        </pre>
      ) : (
        <span key={key}>{node.value}</span>
      );
    case 'text':
      return node.value;
    case 'emphasis':
      return <em key={key}>{children(node, ctx)}</em>;
    case 'strong':
      return <strong key={key}>{children(node, ctx)}</strong>;
    case 'delete':
      return <del key={key}>{children(node, ctx)}</del>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return link(node.url, children(node, ctx), key, node.title);
    case 'image':
      return image(node.url, node.alt ?? '', key, node.title);
    case 'linkReference': {
      const def = ctx.definitions.get(node.identifier);
      return def ? link(def.url, children(node, ctx), key, def.title) : <span key={key}>{children(node, ctx)}</span>;
    }
    case 'imageReference': {
      const def = ctx.definitions.get(node.identifier);
      return def ? image(def.url, node.alt ?? '', key, def.title) : <span key={key}>{node.alt}</span>;
    }
    case 'definition':
      return null;
    case 'footnoteReference':
      return <sup key={key}>[{node.label ?? node.identifier}]</sup>;
    case 'footnoteDefinition':
      return (
        <div key={key} className="hb-footnote">
          <sup>[{node.label ?? node.identifier}]</sup> {children(node, ctx)}
        </div>
      );
    case 'table': {
      const [head, ...body] = node.children;
      const align = node.align ?? [];
      const row = (r: (typeof node.children)[number], Cell: 'th' | 'td', i: number) => (
        <tr key={i}>
          {r.children.map((c, j) => (
            <Cell key={j} align={align[j] ?? undefined}>
              {children(c, ctx)}
            </Cell>
          ))}
        </tr>
      );
      return (
        <table key={key}>
          {head ? <thead>{row(head, 'th', 0)}</thead> : null}
          {body.length > 0 ? <tbody>{body.map((r, i) => row(r, 'td', i))}</tbody> : null}
        </table>
      );
    }
    default:
      // Anything else the parser may produce (yaml, a future node) is shown as its text.
      return <span key={key}>{plain(node)}</span>;
  }
}

function collectDefinitions(tree: Root): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  const walk = (node: Nodes) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return definitions;
}

export function parseMarkdown(source: string): Root {
  return fromMarkdown(source, {
    extensions: [gfm(), math()],
    mdastExtensions: [gfmFromMarkdown(), mathFromMarkdown()],
  });
}

/** Markdown from anyone, rendered with nothing that can run, load from elsewhere or restyle the page. */
export function SafeMarkdown({ source, className }: { source: string; className?: string }): JSX.Element {
  const content = useMemo(() => {
    const tree = parseMarkdown(source);
    return render(tree, { definitions: collectDefinitions(tree), source }, 0);
  }, [source]);
  return <div className={className}>{content}</div>;
}
