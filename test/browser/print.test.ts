// Printing a chapter: the text, the code wrapped and the figures as images, no buttons.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, paintedPixels, screenshotDir } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('the print stylesheet', () => {
  it('prints a chapter with no buttons, its code wrapped and its figures as images', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-aabb', { width: 700 });
    await page.emulateMedia({ media: 'print' });
    // Nothing to press, no navigation.
    const shown = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('button, nav, textarea, [data-notebook-toolbar]')).filter(
          (el) => (el as HTMLElement).offsetParent !== null,
        ).length,
    );
    expect(shown).toBe(0);
    // Code wraps: no code block is wider than the page, and a long line takes several lines.
    const code = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('main pre')).map((pre) => ({
        wrap: getComputedStyle(pre).whiteSpace,
        overflow: pre.scrollWidth - pre.clientWidth,
      })),
    );
    expect(code.length).toBeGreaterThan(5);
    for (const c of code) {
      expect(c.wrap).toBe('pre-wrap');
      expect(c.overflow).toBeLessThanOrEqual(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Figures print as the pictures they show.
    const canvases = await page.locator('main canvas').count();
    expect(canvases).toBeGreaterThan(3);
    for (let i = 0; i < canvases; i++) {
      expect(await page.locator('main canvas').nth(i).isVisible()).toBe(true);
      expect(await paintedPixels(page, i)).toBeGreaterThan(500);
    }
    await page.screenshot({ path: `${screenshotDir}raycast-aabb-print.png`, fullPage: true });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.length).toBeGreaterThan(50_000);
    expect(problems).toEqual([]);
    await page.close();
  });
});
