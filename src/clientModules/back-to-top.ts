// Docusaurus's "scroll to top" button floats at the bottom right, where on a phone a cell's or
// an exercise's own buttons pass under it as the reader scrolls (Run, Check, Reset, a figure's
// controls). While it would cover one of them it steps aside (custom.css hides it on
// `data-hb-covers`); the reader's control always wins.

const CONTROLS = 'main button, main [role="button"], main input, main select, main [data-handle]';

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

let queued = false;

function update(): void {
  queued = false;
  const button = document.querySelector<HTMLElement>('.theme-back-to-top-button');
  if (!button) return;
  // Where it is drawn when shown (it is hidden by moving it or fading it; its box stays put).
  const at = button.getBoundingClientRect();
  let covers = false;
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(CONTROLS))) {
    if (el !== button && overlaps(el.getBoundingClientRect(), at)) {
      covers = true;
      break;
    }
  }
  if (covers) button.dataset.hbCovers = '';
  else delete button.dataset.hbCovers;
}

function schedule(): void {
  if (queued) return;
  queued = true;
  requestAnimationFrame(update);
}

let listening = false;

/** Docusaurus client-module hook: after each page renders, then on every scroll and resize. */
export function onRouteDidUpdate(): void {
  if (typeof window === 'undefined') return;
  schedule();
  if (listening) return;
  listening = true;
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
}
