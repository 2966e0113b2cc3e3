// A display formula or a table wider than its column (on a phone: an edge-case table, a case
// formula) scrolls sideways inside its own box (custom.css). Two things make that visible
// and usable:
// - a sign: `data-scrolls` says which way there is more ("end", "start", "both"), and the CSS
//   fades the content out at that edge, so a cut-off "moving right: en…" reads as "goes on";
//   it follows the reader's scrolling;
// - a keyboard: a reader with no touch or mouse scrolls only what takes the focus (WCAG 2.1.1,
//   axe's scrollable-region-focusable), so such a box is a tab stop — only one that actually
//   scrolls, so that pages of formulas that fit do not fill the tab order. Tables are tab stops
//   from the build (plugins/rehype-table-regions.ts), code blocks from Docusaurus, and the
//   charts' regions (`data-scroll-region`) from their components.
// Measured again whenever a box changes size (a rotated phone, the maths fonts arriving) and
// whenever content arrives (hydration, a composed notebook's maths).

const SELECTOR = '.katex-display, .markdown table, .hb-math-display, .theme-code-block pre, [data-scroll-region]';

/** Which way `el` has more to show: '' when it fits. */
function scrollsTo(el: HTMLElement): string {
  const more = el.scrollWidth - el.clientWidth;
  if (more <= 1) return '';
  const before = el.scrollLeft > 1;
  const after = el.scrollLeft < more - 1;
  return before && after ? 'both' : before ? 'start' : 'end';
}

function mark(el: HTMLElement): void {
  const way = scrollsTo(el);
  if ((el.dataset.scrolls ?? '') !== way) {
    if (way) el.dataset.scrolls = way;
    else delete el.dataset.scrolls;
  }
  if (el.tagName !== 'SPAN') return; // a formula; tables and code blocks are tab stops already
  if (way) el.tabIndex = 0;
  else if (el.getAttribute('tabindex') === '0') el.removeAttribute('tabindex');
}

const watched = new WeakSet<HTMLElement>();
let resizes: ResizeObserver | null = null;

function watchAll(): void {
  resizes ??= new ResizeObserver((entries) => {
    for (const e of entries) mark(e.target as HTMLElement);
  });
  document.querySelectorAll<HTMLElement>(SELECTOR).forEach((el) => {
    mark(el);
    if (watched.has(el)) return;
    watched.add(el);
    resizes?.observe(el);
    el.addEventListener(
      'scroll',
      () => {
        mark(el);
      },
      { passive: true },
    );
  });
}

let queued = false;

/** Once per burst of changes: a page's content arrives in pieces (hydration, cells, a notebook's maths). */
function schedule(): void {
  if (queued) return;
  queued = true;
  setTimeout(() => {
    queued = false;
    requestAnimationFrame(watchAll);
  }, 100);
}

let mutations: MutationObserver | null = null;

/** Docusaurus client-module hook: after each page renders, then whenever the page's content changes. */
export function onRouteDidUpdate(): void {
  if (typeof window === 'undefined') return;
  schedule();
  void document.fonts.ready.then(schedule);
  if (mutations) return;
  mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true });
}
