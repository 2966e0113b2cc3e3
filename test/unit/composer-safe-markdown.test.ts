// Markdown from a link or a file is someone else's, rendered on the origin where the reader's
// notebooks live: each attack below must come out as inert text — no script, no event
// attribute, no javascript:/data: URL, no style, no request to another host — while
// ordinary Markdown and maths render as a teacher expects.
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown, safeHref, safeImageSrc } from '../../src/components/Composer/markdown';

const html = (source: string) => renderToStaticMarkup(createElement(SafeMarkdown, { source }));

interface Element {
  tag: string;
  attrs: Record<string, string>;
  inMaths: boolean;
}

/** Every element of `markup` as a browser parses it (parse5 is the HTML standard's parser), noting those inside KaTeX's output. */
function elements(markup: string): Element[] {
  const out: Element[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode'], inMaths: boolean) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const attrs = Object.fromEntries(child.attrs.map((a) => [a.name, a.value]));
      out.push({ tag: child.tagName, attrs, inMaths });
      walk(child, inMaths || (attrs.class ?? '').split(' ').includes('hb-math'));
    }
  };
  walk(parseFragment(markup), false);
  return out;
}

/** What must never be in the markup rendered from an author's Markdown. */
function expectInert(markup: string) {
  for (const { tag, attrs, inMaths } of elements(markup)) {
    expect([
      'script',
      'iframe',
      'object',
      'embed',
      'style',
      'link',
      'meta',
      'form',
      'svg',
      'base',
      'img',
    ]).not.toContain(tag);
    for (const [name, value] of Object.entries(attrs)) {
      expect(name).not.toMatch(/^on/);
      expect(['id', 'name', 'srcdoc', 'formaction', 'xlink:href']).not.toContain(name);
      // KaTeX lays its output out with inline styles of its own: sizes, never the author's CSS.
      if (name === 'style') {
        expect(inMaths).toBe(true);
        expect(value).toMatch(/^([a-z-]+:[-\w.#]+;)*$/);
        expect(value).not.toMatch(/position|url|@import|expression/i);
      }
      if (name === 'href' || name === 'src') {
        // As the browser's URL parser reads it.
        expect(['http:', 'https:', 'mailto:']).toContain(new URL(value, 'https://site.example/notebook/').protocol);
      }
    }
  }
}

describe('SafeMarkdown renders Markdown and maths', () => {
  it('renders GFM: headings, emphasis, lists, task lists, tables, code, strikethrough, autolinks', () => {
    const out = html(
      '# Title\n\n*em* **strong** ~~gone~~ `code`\n\n- [x] done\n- [ ] todo\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n```ts\nconst x = 1 < 2;\n```\n\nSee https://example.org and [docs](/docs/intro#top).',
    );
    expect(out).toContain('<h1>Title</h1>');
    expect(out).toContain('<em>em</em> <strong>strong</strong> <del>gone</del> <code>code</code>');
    expect(out).toContain(
      '<li><input type="checkbox" disabled="" readOnly="" aria-label="done" checked=""/> <span>done</span></li>',
    );
    expect(out).toContain('<th align="left">a</th><th align="right">b</th>');
    expect(out).toContain('<pre><code class="language-ts">const x = 1 &lt; 2;</code></pre>');
    expect(out).toContain('<a href="https://example.org" rel="noopener noreferrer nofollow">https://example.org</a>');
    expect(out).toContain('<a href="/docs/intro#top">docs</a>');
  });

  it('renders $…$ and $$…$$ with KaTeX, and a formula that does not parse as its source with the message', () => {
    const out = html('Inline $t = \\frac{c}{b}$ and\n\n$$\n\\sqrt{h}\n$$\n\nbroken $\\frac{1$ here');
    expect(out).toContain('<span class="katex">');
    expect(out).toContain('class="hb-math hb-math-display"><span class="katex-display">');
    expect(out).toMatch(/<code class="hb-math-error" title="KaTeX parse error: [^"]+">\$\\frac\{1\$<\/code>/);
  });

  it('shows raw HTML as the text typed', () => {
    const out = html('Some <b>bold</b> and <div>\nblock\n</div>');
    expect(out).toContain('<span>&lt;b&gt;</span>bold<span>&lt;/b&gt;</span>');
    expect(out).not.toContain('<b>');
    expect(out).not.toContain('<div>\nblock');
  });
});

describe('SafeMarkdown renders every attack inert', () => {
  const attacks: [string, string][] = [
    ['script tag', '<script>alert(1)</script>'],
    ['script block', '<script>\nalert(1)\n</script>\n'],
    ['img onerror', '<img src=x onerror=alert(1)>'],
    ['svg onload', '<svg onload=alert(1)>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['style tag', '<style>body{display:none}</style>'],
    ['event in a link title', '[x](https://a.example "\\" onmouseover=alert(1) x=\\"")'],
    ['javascript: link', '[click](javascript:alert(1))'],
    ['JavaScript: in capitals', '[click](JaVaScRiPt:alert(1))'],
    ['javascript: with a tab', '[click](java\tscript:alert(1))'],
    ['javascript: with a newline in <>', '[click](<java\nscript:alert(1)>)'],
    ['javascript: after spaces and controls', '[click](<  \u0001javascript:alert(1)>)'],
    ['entity-encoded javascript:', '[click](&#106;avascript:alert(1))'],
    ['hex entities', '[click](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))'],
    ['named entity colon', '[click](javascript&colon;alert(1))'],
    ['percent-encoded scheme stays a relative path', '[click](javascript%3Aalert(1))'],
    ['vbscript:', '[click](vbscript:msgbox(1))'],
    ['data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['javascript: image', '![x](javascript:alert(1))'],
    ['data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['autolink javascript:', '<javascript:alert(1)>'],
    ['reference definition javascript:', '[click][a]\n\n[a]: javascript:alert(1)'],
    ['reference image data:', '![x][a]\n\n[a]: data:image/png;base64,AAAA'],
    ['no-break space before javascript:', '[click](<\u00a0javascript:alert(1)>)'],
    ['KaTeX \\href', '$\\href{javascript:alert(1)}{x}$'],
    ['KaTeX \\url', '$\\url{javascript:alert(1)}$'],
    ['KaTeX \\htmlData', '$\\htmlData{foo=bar}{x}$'],
    ['KaTeX \\htmlStyle', '$\\htmlStyle{position:fixed;inset:0}{x}$'],
    ['KaTeX \\htmlId', '$\\htmlId{location}{x}$'],
    ['KaTeX \\includegraphics', '$\\includegraphics{https://evil.example/x.png}$'],
    ['html in a code span stays code', '`<img src=x onerror=alert(1)>`'],
    ['heading id clobbering', '# location {#location}'],
  ];
  it.each(attacks)('%s', (_name, source) => {
    expectInert(html(source));
  });

  it('keeps each attack visible as text, so the reader sees what was sent', () => {
    expect(html('<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html('[click](javascript:alert(1))')).toBe('<div><p><span>click</span></p></div>');
    expect(elements(html('$\\href{javascript:alert(1)}{x}$')).map((e) => e.tag)).not.toContain('a');
  });

  it('loads no image from another host: an external image is a link to it', () => {
    const out = html(
      '![a cat](https://evil.example/cat.png) ![local](/img/figure.png) ![sneaky](//evil.example/x.png) ![back](/\\evil.example/x.png)',
    );
    expect(out).toContain('<a href="https://evil.example/cat.png" rel="noopener noreferrer nofollow">a cat</a>');
    expect(out).toContain('<img src="/img/figure.png" alt="local"/>');
    expect(elements(out).filter((e) => e.tag === 'img')).toHaveLength(1);
  });

  it('bounds what maths can do to the page: no huge rules, no macro bombs', () => {
    const rule = html('$\\rule{100000em}{100000em}$');
    const sizes = elements(rule).flatMap((e) =>
      Array.from((e.attrs.style ?? '').matchAll(/([\d.]+)em/g), (m) => Number(m[1])),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20);
    const bomb = html(
      '$\\def\\a{\\b\\b}\\def\\b{\\c\\c}\\def\\c{\\d\\d}\\def\\d{\\e\\e}\\def\\e{\\f\\f}\\def\\f{\\g\\g}\\def\\g{\\h\\h}\\def\\h{\\i\\i}\\def\\i{\\j\\j}\\def\\j{\\k\\k}\\def\\k{xx}\\a$',
    );
    expect(bomb).toContain('hb-math-error');
    expect(bomb).toContain('Too many expansions');
  });
});

describe('the URL checks', () => {
  it('allow http(s), mailto and the site; refuse every other scheme however it is written', () => {
    for (const ok of [
      'https://a.example/x',
      'http://a.example',
      'mailto:t@a.example',
      '/docs',
      'page',
      '#top',
      '?q=1',
      '../up',
    ]) {
      expect(safeHref(ok)).toBe(ok);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'java\tscript:x',
      'java\nscript:x',
      '\u0000javascript:x',
      'vbscript:x',
      'data:text/html,x',
      'file:///etc/passwd',
      'blob:https://a.example/x',
      'http://[',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
    expect(safeImageSrc('/img/a.png')).toBe('/img/a.png');
    for (const bad of [
      'https://a.example/x.png',
      '//a.example/x.png',
      '/\\a.example/x.png',
      '\\\\a.example/x.png',
      'data:image/png;base64,AA',
      'javascript:x',
    ]) {
      expect(safeImageSrc(bad)).toBeNull();
    }
  });
});
