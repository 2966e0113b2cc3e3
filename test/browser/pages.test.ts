// Every page of the built site, as a reader opens it: nothing on the console, nothing
// fetched from another host, every formula rendered, every live cell run and drawn.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, openPage, paintedPixels, screenshotDir } from './browser';

const sitemap = readFileSync(fileURLToPath(new URL('../../build/sitemap.xml', import.meta.url)), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/**
 * The page as a reader scrolls it, down to 8,000 px: the API reference is several times that
 * long, and a full-page picture of it took over 30 s on a loaded machine (the picture is for
 * people looking at the run, not an assertion).
 */
async function shoot(page: Page, path: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, 8000) } });
}

describe.each(paths)('page %s', (path) => {
  const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_');

  it.each(['light', 'dark'] as const)(
    'loads in %s mode with no console problem, no outside request, and no serious accessibility problem',
    async (mode) => {
      const { page, problems, outside } = await openPage(browser, path, { colorScheme: mode });
      await shoot(page, `${screenshotDir}${name}-${mode}.png`);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
      // WCAG 2.1 A and AA by axe-core, with every cell run (manual ones too, with Run all): their
      // outputs, figures and controls are part of the page a reader checks.
      const runAll = page.locator('[data-notebook="run-all"]');
      if ((await page.locator('[data-cell-idle]').count()) > 0) {
        await runAll.click();
        await expect.poll(() => page.locator('[data-live-cell][data-count="*"], [data-cell-idle]').count()).toBe(0);
      }
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );

  it('fits a phone screen: nothing wider than the viewport', async () => {
    const { page, problems } = await openPage(browser, path, { width: 390 });
    await shoot(page, `${screenshotDir}${name}-phone.png`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders every formula, runs every live cell and paints every canvas', async () => {
    const { page, problems, scripts } = await openPage(browser, path);
    // A figure for the notes, not a pass/fail: the JavaScript this page loads, gzipped.
    const build = fileURLToPath(new URL('../../build', import.meta.url));
    const bytes = scripts
      .map((url) => gzipSync(readFileSync(build + new URL(url).pathname)).length)
      .reduce((a, b) => a + b, 0);
    console.log(`first-load JavaScript of ${path}: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(await page.locator('.katex-error').count()).toBe(0);
    const cells = page.locator('[data-live-cell]');
    const cellCount = await cells.count();
    for (let i = 0; i < cellCount; i++) {
      const errors = await cells.nth(i).locator('[data-cell-error]').allInnerTexts();
      expect(errors, `cell ${i} of ${path}`).toEqual([]);
    }
    const canvases = await page.locator('canvas').count();
    for (let i = 0; i < canvases; i++) {
      expect(await paintedPixels(page, i), `canvas ${i} of ${path}`).toBeGreaterThan(500);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('without JavaScript', () => {
  // Search needs JavaScript by nature; every other page must read without it.
  it.each(paths.filter((p) => p !== '/search'))('%s still shows its text, formulas and figures', async (path) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${(await import('./browser')).baseUrl}${path}`);
    const figures = await page.locator('[data-static-figure]').count();
    const cells = await page.locator('[data-live-cell]').count();
    // Every live cell that draws has its figure as SVG in the HTML, with its shapes in it.
    if (cells > 0) expect(figures).toBeGreaterThan(0);
    for (let i = 0; i < figures; i++) {
      expect(
        await page.locator('[data-static-figure]').nth(i).locator('circle, polyline, rect').count(),
      ).toBeGreaterThan(3);
    }
    const text = await page.locator('main').innerText();
    expect(text.length).toBeGreaterThan(50);
    await context.close();
  });
});
