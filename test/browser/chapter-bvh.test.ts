// The chapter 'Many shapes' as a reader uses it: the walk's step-through adds one test per
// step with its readouts, the pitfall switches swap the textbook's answer for the robust one,
// the tree figure's visit count follows the ray while it is dragged, and the live scene runs.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dragBy, launch, openPage, screenshotDir } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const readout = (figure: Locator, name: string) => figure.locator(`[data-readout="${name}"]`).innerText();

describe('Many shapes: a bounding volume hierarchy', () => {
  it('the step-through walks the tree one test at a time, with the counts and the best hit so far', async () => {
    const { page, problems } = await openPage(browser, '/docs/bvh');
    const cell = page.locator('[data-live-cell]:has([data-steps])').first();
    const caption = cell.locator('[data-step-caption]');
    const next = cell.locator('[data-step="next"]');
    // The ray (0.5, 0.3) → (12, 6.5) enters the root's box where x = 0.7: t = 0.2/11.5 … then y = 1
    // sets it: (1 − 0.3)/6.2 = 0.113.
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 10 — test box 1: entered at t = 0.113/);
    expect(await readout(cell, 'box tests')).toBe('1');
    expect(await readout(cell, 'tBest')).toBe('∞');
    // Steps 2–7 test the boxes of 2, 5, 3, 4, c and d; step 8 tests the shape c.
    for (let i = 0; i < 7; i++) await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 8 of 10 — test shape c: hit at t = 0.115/);
    expect(await readout(cell, 'tBest')).toBe('0.115');
    expect(await readout(cell, 'nearest so far')).toBe('c');
    expect(await readout(cell, 'box tests')).toBe('7');
    expect(await readout(cell, 'shape tests')).toBe('1');
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 9 of 10 — skip the box of d: entered at 0.304/);
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 10 of 10 — skip box 5: entered at 0.591/);
    expect(await next.isDisabled()).toBe(true);
    await cell.locator('[data-step="back"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 9 of 10/);
    await cell.locator('[data-step="4"]').click();
    await expect.poll(() => readout(cell, 'box tests')).toBe('4');
    expect(await readout(cell, 'shape tests')).toBe('0');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the switches: a stale tree misses the moved shape, the first leaf hit is not the nearest', async () => {
    const { page, problems } = await openPage(browser, '/docs/bvh');
    const stale = page.locator('[data-live-cell]:has([data-choice="Version"]):has([data-readout="first hit"])').first();
    expect(await stale.locator('[data-option="As in the textbook"]').getAttribute('aria-checked')).toBe('true');
    expect(await readout(stale, 'first hit')).toBe('none');
    expect(await readout(stale, 'box tests')).toBe('3');
    await stale.locator('[data-option="Robust"]').click();
    await expect.poll(() => readout(stale, 'first hit')).toBe('a at t = 0.16');

    const first = page.locator('[data-live-cell]:has([data-choice="Version"]):has([data-readout="answer"])').first();
    expect(await readout(first, 'answer')).toBe('c at t = 0.774');
    await first.locator('[data-option="Robust"]').click();
    await expect.poll(() => readout(first, 'answer')).toBe('h at t = 0.081');

    const crack = page
      .locator('[data-live-cell]:has([data-choice="Version"]):has([data-readout="triangle 1"])')
      .first();
    expect(await readout(crack, 'triangle 1')).toBe('null');
    expect(await readout(crack, 'triangle 2')).toBe('null');
    await crack.locator('[data-option="Robust"]').click();
    await expect.poll(() => readout(crack, 'triangle 2')).toBe('t = 0.5');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the tree figure’s visit count follows B while it is dragged, before the button is let go', async () => {
    const { page, problems } = await openPage(browser, '/docs/bvh');
    const figure = page.locator('figure:has([data-readout="box tests (visits)"])').first();
    expect(await readout(figure, 'box tests (visits)')).toBe('7');
    expect(await readout(figure, 'first hit')).toBe('c at t = 0.115');
    // Down to the bottom of the scene and below it: the ray passes under the root's box, y ≥ 1.
    await dragBy(page, figure.locator('[data-handle="B"]'), 0, 240, {
      steps: 30,
      during: async () => {
        await expect.poll(() => readout(figure, 'box tests (visits)')).toBe('1');
        expect(await readout(figure, 'first hit')).toBe('none');
      },
    });
    await figure.screenshot({ path: `${screenshotDir}bvh-tree-dragged.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the SAH figure’s chosen split moves while e is dragged', async () => {
    const { page, problems } = await openPage(browser, '/docs/bvh');
    const figure = page.locator('figure:has([data-readout="chosen split"])').first();
    const before = await readout(figure, 'C');
    expect(before).toBe('5.78');
    await dragBy(page, figure.locator('[data-handle="e"]'), -150, 0, {
      steps: 20,
      during: async () => {
        await expect.poll(() => readout(figure, 'C')).not.toBe(before);
      },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the refit figure: moving s to 1 swells the refitted tree; the rebuild policy rebuilds once', async () => {
    const { page, problems } = await openPage(browser, '/docs/bvh');
    const figure = page.locator('figure:has([data-choice="Policy"])').first();
    expect(await readout(figure, 'mean box tests')).toBe('5.125');
    // Twenty steps of 0.5 along the track from 0 to 10: s = 1.
    await figure.locator('[data-handle="s"]').focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => readout(figure, 's')).toBe('1');
    expect(await readout(figure, 'tree cost')).toBe('7.02');
    expect(await readout(figure, 'fresh tree cost')).toBe('4.83');
    expect(await readout(figure, 'mean box tests')).toBe('7.75');
    await figure.screenshot({ path: `${screenshotDir}bvh-refit-degraded.png` });
    await figure.locator('[data-option="Refit, rebuild at 1.3×"]').click();
    await expect.poll(() => readout(figure, 'rebuilds')).toBe('1');
    expect(Number(await readout(figure, 'ratio'))).toBeLessThan(1.3);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the live scene builds the reader’s shapes and prints its time and the teaching tree’s box tests', async () => {
    const { page, problems } = await openPage(browser, '/docs/bvh');
    const cell = page.locator('[data-live-cell]:has-text("Scene.raycast")').first();
    // A timing: a manual cell, run when the reader asks.
    expect(await cell.locator('[data-cell-idle]').innerText()).toMatch(/Not run yet/);
    await cell.locator('[data-cell-run]').click();
    await expect.poll(() => cell.innerText(), { timeout: 20_000 }).toMatch(/500 shapes; \d+ of 200 rays hit one/);
    expect(await cell.innerText()).toMatch(/Scene\.raycast: +\d+\.\d µs per ray/);
    expect(await cell.innerText()).toMatch(/every shape in turn: +\d+\.\d µs per ray, 500 shape tests/);
    expect(await cell.innerText()).toMatch(/teaching tree: +\d+\.\d box tests and \d+\.\d shape tests per ray/);
    expect(await cell.locator('[data-cell-error]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['light', 1280],
    ['dark', 1280],
    ['light', 390],
  ] as const)('in %s mode at %i px, nothing is wider than the page and every figure is drawn', async (mode, width) => {
    const { page, problems } = await openPage(browser, '/docs/bvh', { colorScheme: mode, width });
    await page.screenshot({ path: `${screenshotDir}bvh-${mode}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await page.locator('[data-static-figure]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('without JavaScript every figure is there as its starting picture', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/docs/bvh`);
    // Nine figures in the page and five drawing cells (the scene's and the table's only print).
    const figures = page.locator('[data-static-figure]');
    expect(await figures.count()).toBe(14);
    // The tree figure's starting picture has its shapes, boxes and the tree's fifteen nodes.
    expect(await figures.nth(1).locator('circle').count()).toBeGreaterThan(15);
    await page.screenshot({ path: `${screenshotDir}bvh-nojs.png`, fullPage: true });
    await context.close();
  });
});
