// The chapter 'Raycast to an AABB' as a reader uses it: the step-through builds the
// construction and lists what each step computes, the pitfall switch swaps the article's
// answer for the library's, and the readouts follow a handle while it is dragged.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, dragBy, launch, openPage, readoutNames } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const readout = (figure: Locator, name: string) => figure.locator(`[data-readout="${name}"]`).innerText();

describe('Raycast to an AABB', () => {
  it('the step-through adds a step and its quantities with Next, and takes them away with Back', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-aabb');
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const next = figure.locator('[data-step="next"]');
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 6 — the segment from A to B/);
    // A = (0, 1), B = (8, 5): the direction is all step 1 has.
    expect(await readoutNames(figure)).toEqual(['AB']);
    expect(await readout(figure, 'AB')).toBe('(8, 4)');

    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 6 — one candidate face per axis/);
    // Moving right and up: the faces x = min.x = 4 and y = min.y = 2 look towards A.
    expect(await readout(figure, 'x candidate')).toBe('x = 4 (min.x)');
    expect(await readout(figure, 'y candidate')).toBe('y = 2 (min.y)');

    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 6/);
    // tx = (4 − 0)/8, ty = (2 − 1)/4.
    expect(await readout(figure, 'tx')).toBe('0.5');
    expect(await readout(figure, 'ty')).toBe('0.25');

    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 4 of 6 — the range check/);
    // (4, 3) is on the left face; (2, 2) is left of the bottom face.
    expect(await readout(figure, 'Qx on the face')).toBe('yes');
    expect(await readout(figure, 'Qy on the face')).toBe('no');

    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 6 — the length check/);
    expect(await readout(figure, 't')).toBe('0.5');
    expect(await readout(figure, '0 ≤ t ≤ 1')).toBe('yes: a hit');

    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 6 of 6 — as slabs/);
    // x slab: t from (4 − 0)/8 to (7 − 0)/8; y slab: from (2 − 1)/4 to (6 − 1)/4.
    expect(await readout(figure, 'x slab: t')).toBe('0.5 … 0.875');
    expect(await readout(figure, 'y slab: t')).toBe('0.25 … 1.25');
    expect(await readout(figure, 'tEnter')).toBe('0.5');
    expect(await readout(figure, 'tExit')).toBe('0.875');
    expect(await readout(figure, 'raycastAABB')).toBe('t = 0.5');
    expect(await next.isDisabled()).toBe(true);

    await figure.locator('[data-step="back"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 6/);
    expect(await figure.locator('[data-readout="tEnter"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the pitfall switch swaps the article’s contact behind A for the library’s null, and both follow A', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-aabb');
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const article = cell.locator('[data-option="As in the article"]');
    const robust = cell.locator('[data-option="Robust"]');
    expect(await article.getAttribute('aria-checked')).toBe('true');
    // A = (5, 4) is inside the box: the port reports the left face crossed behind A.
    expect(await readout(cell, 'seed port')).toBe('(4, 3.75)');
    await robust.click();
    await expect.poll(() => readout(cell, 'raycastAABB')).toBe('null');
    expect(await cell.locator('[data-readout="seed port"]').count()).toBe(0);
    // Six steps of 0.5 to the left: A = (2, 4), outside; the segment to (9, 5) enters the
    // left face at y = 4 + 2/7, and the two agree.
    await cell.locator('[data-handle="A"]').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => readout(cell, 'raycastAABB')).toBe('(4, 4.29)');
    await article.click();
    await expect.poll(() => readout(cell, 'seed port')).toBe('(4, 4.29)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a readout follows a handle while it is being dragged, and the step stays put', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-aabb');
    const figure = page.locator('figure:has([data-steps])').first();
    await figure.locator('[data-step="3"]').click();
    await expect.poll(() => figure.locator('[data-step-caption]').innerText()).toMatch(/^Step 3 of 6/);
    const before = await readout(figure, 'tx');
    // Drag A left: tx = (4 − Ax)/(8 − Ax) grows as Ax falls — and shows it before the button is let go.
    await dragBy(page, figure.locator('[data-handle="A"]'), -60, 0, {
      steps: 30,
      during: async () => {
        await expect.poll(() => readout(figure, 'tx')).not.toBe(before);
        expect(Number(await readout(figure, 'tx'))).toBeGreaterThan(Number(before));
      },
    });
    expect(await figure.locator('[data-step-caption]').innerText()).toMatch(/^Step 3 of 6/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on a 390 px phone, the places the text sends the handles to are in the figure', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-aabb', { width: 390 });
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    // 'Drag A just right of the box, to about (7.5, 4), and B to the right edge, (11.5, 4)',
    // then 'drag A out to the left'. A focused handle moves by 0.5 and stays inside the view.
    const press = async (name: string, key: string, times: number) => {
      await cell.locator(`[data-handle="${name}"]`).focus();
      for (let i = 0; i < times; i++) await page.keyboard.press(key);
    };
    await press('B', 'ArrowRight', 5);
    await press('B', 'ArrowDown', 2);
    await press('A', 'ArrowRight', 5);
    await expect.poll(() => cell.locator('[data-handle="B"]').getAttribute('aria-valuetext')).toBe('B at (11.5, 4)');
    await expect.poll(() => cell.locator('[data-handle="A"]').getAttribute('aria-valuetext')).toBe('A at (7.5, 4)');
    await expect.poll(() => readout(cell, 'seed port')).toBe('(4, 4)');
    // Out to the left of the box, with room to spare: an ordinary hit on the left face.
    await press('A', 'ArrowLeft', 12);
    await expect.poll(() => cell.locator('[data-handle="A"]').getAttribute('aria-valuetext')).toBe('A at (1.5, 4)');
    await expect.poll(() => readout(cell, 'seed port')).toBe('(4, 4)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on a phone without JavaScript, the edge-case table scrolls sideways and the keyboard reaches it by its name', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/docs/raycast-aabb`, { waitUntil: 'load' });
    const table = page.locator('table[aria-label="Edge cases"]').first();
    // Wider than its box: only scrolling shows the results column.
    expect(await table.evaluate((t) => t.scrollWidth > t.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await table.focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edge cases');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });
});
