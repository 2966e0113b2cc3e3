// Site-wide features a reader relies on: offline search, the colour-mode switch, the favicon.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, openPage, paintedPixels } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('the site', () => {
  it('indexes each formula for search as its TeX, not as MathML text run together', () => {
    const index = readFileSync(fileURLToPath(new URL('../../build/search-index.json', import.meta.url)), 'utf8');
    // raycastAABB's @formula, as the API reference shows it.
    expect(index).toContain(String.raw`t_{\\text{enter}} = \\max_{k} \\frac{\\text{near}_k - A_k}{B_k - A_k}`);
    // What the MathML's text made of it: sub- and superscripts and fractions run together.
    expect(index).not.toContain('tenter=max');
    expect(index).not.toMatch(/max\u2061k/);
  });

  it('finds a chapter with its own search index, without leaving 127.0.0.1', async () => {
    const { page, problems, outside } = await openPage(browser, '/');
    await page.locator('.navbar input[aria-label="Search"]').click();
    await page.keyboard.type('perpendicular', { delay: 30 });
    const results = page.locator('.navbar [role="listbox"] [role="option"]');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect((await results.allInnerTexts()).join(' ')).toMatch(/Raycast to a sphere/);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('repaints figures in the other colour scheme when the reader switches mode', async () => {
    const { page } = await openPage(browser, '/playground');
    const pixel = () =>
      page.evaluate(() => {
        const c = document.querySelector('canvas') as HTMLCanvasElement;
        const d = (c.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, c.width, c.height).data;
        // The brightest painted pixel: dark ink on light, light ink on dark.
        let max = 0;
        for (let k = 0; k < d.length; k += 4)
          if ((d[k + 3] ?? 0) > 200) max = Math.max(max, (d[k] ?? 0) + (d[k + 1] ?? 0) + (d[k + 2] ?? 0));
        return max;
      });
    const light = await pixel();
    // The switch cycles system → light → dark.
    const toggle = page.locator('.navbar button[aria-label*="dark and light mode"]').first();
    for (let i = 0; i < 3; i++) {
      if ((await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark') break;
      await toggle.click();
    }
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(pixel).not.toBe(light);
    expect(await paintedPixels(page, 0)).toBeGreaterThan(500);
    await page.close();
  });

  it('serves its favicon', async () => {
    const res = await fetch(`${baseUrl}/img/favicon.svg`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });
});
