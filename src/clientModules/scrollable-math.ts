// A display formula wider than its column scrolls sideways (custom.css). A reader on a
// keyboard must be able to reach and scroll it (WCAG 2.1.1, axe's scrollable-region-
// focusable), so such a formula becomes a tab stop — only one that actually scrolls, so
// that pages of formulas that fit do not fill the tab order.

function markScrollableFormulas(): void {
  document.querySelectorAll<HTMLElement>('.katex-display').forEach((el) => {
    if (el.scrollWidth > el.clientWidth + 1) {
      el.tabIndex = 0;
    } else if (el.getAttribute('tabindex') === '0') {
      el.removeAttribute('tabindex');
    }
  });
}

let listening = false;

/** Docusaurus client-module hook: after each page renders, and on every resize. */
export function onRouteDidUpdate(): void {
  if (typeof window === 'undefined') return;
  requestAnimationFrame(markScrollableFormulas);
  if (!listening) {
    listening = true;
    window.addEventListener('resize', () => requestAnimationFrame(markScrollableFormulas), { passive: true });
  }
}
