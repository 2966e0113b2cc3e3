// Debian's Chromium driven by playwright-core, with every console message, page error and
// request recorded: the tests assert that a page produced none it should not.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');
export const screenshotDir = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

export interface Watched {
  page: Page;
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[];
  /** Every request to a host other than 127.0.0.1. */
  outside: string[];
  /** The JavaScript files loaded up to the page's load event. */
  scripts: string[];
}

export async function openPage(
  browser: Browser | BrowserContext,
  path: string,
  /** `held`: cells wait for Run (a share link), so their static figures stay until then. */
  options: { colorScheme?: 'light' | 'dark'; width?: number; held?: boolean } = {},
): Promise<Watched> {
  const page = await browser.newPage({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const problems: string[] = [];
  const outside: string[] = [];
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  page.on('console', (m) => {
    // SwiftShader (software WebGL here) reports reading back a 3D figure's preserved
    // drawing buffer as a driver performance note; a GPU does not, and it is no fault of the page.
    if (m.text().includes('GPU stall due to ReadPixels')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.hostname !== '127.0.0.1') outside.push(r.url());
  });
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  // What the page needed to load; what it fetches when idle afterwards is not first-load.
  const firstLoadScripts = [...scripts];
  await page.waitForLoadState('networkidle');
  // Cells start after hydration; figures paint on the next frame.
  if (options.held)
    await page.waitForFunction(() => document.querySelector('[data-live-cell]:not([data-cell-ready])') === null);
  else {
    await page.waitForFunction(() => document.querySelectorAll('[data-static-figure]').length === 0, null, {
      timeout: 10_000,
    });
  }
  return { page, problems, outside, scripts: firstLoadScripts };
}

/** Number of canvas pixels that are not the background (painted grid, shapes, labels). */
export function paintedPixels(page: Page, index: number): Promise<number> {
  return page.evaluate((i) => {
    let canvas = document.querySelectorAll('canvas')[i] as HTMLCanvasElement;
    let ctx = canvas.getContext('2d');
    if (!ctx) {
      // A WebGL canvas (3D figures keep their drawing buffer): read it through a 2D copy.
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      ctx = copy.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(canvas, 0, 0);
      canvas = copy;
    }
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let k = 3; k < data.length; k += 4) if (data[k] !== 0) n++;
    return n;
  }, index);
}

/** The text of a readout of the `cell`-th live cell on the page. */
export function readout(page: Page, cell: number, name: string): Promise<string> {
  return page.locator('[data-live-cell]').nth(cell).locator(`[data-readout="${name}"]`).first().innerText();
}

/** The names of the readouts under the figures inside `scope`, in the order they are shown. */
export function readoutNames(scope: Locator): Promise<(string | null)[]> {
  return scope.locator('[data-readout]').evaluateAll((els) => els.map((e) => e.getAttribute('data-readout')));
}

/**
 * Drags `handle` with the mouse by (dx, dy) CSS pixels in `steps` equal pointer moves;
 * `during` runs while the button is still held, for what must show before it is let go.
 */
export async function dragBy(
  page: Page,
  handle: Locator,
  dx: number,
  dy: number,
  { steps = 20, during }: { steps?: number; during?: () => Promise<void> } = {},
): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const box = await handle.boundingBox();
  if (!box) throw new Error(`handle ${(await handle.getAttribute('data-handle')) ?? ''} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(x + (dx * i) / steps, y + (dy * i) / steps);
  await during?.();
  await page.mouse.up();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** An accessibility problem axe-core found: its rule, impact, and the elements, as selectors with a line of why. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/**
 * The WCAG 2.1 A and AA violations axe-core (injected from node_modules, nothing fetched)
 * finds on the page as it is now, with the impacts asked for (serious and critical by default).
 */
export async function axeViolations(
  page: Page,
  impacts: readonly string[] = ['serious', 'critical'],
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    }
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`,
      ),
    }));
  });
  return found.filter((v) => v.impact !== null && impacts.includes(v.impact));
}

/**
 * The page's first 3D figure, scrolled to the middle of the view and drawn: waits for its
 * first WebGL frame (`data-figure3d="drawn"`).
 */
export async function shownFigure3D(page: Page, timeout = 15_000): Promise<Locator> {
  const figure = page.locator('figure[data-figure3d]').first();
  await figure.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
  });
  await page.locator('figure[data-figure3d="drawn"]').first().waitFor({ timeout });
  return figure;
}
