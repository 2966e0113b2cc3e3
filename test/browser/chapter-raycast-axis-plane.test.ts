// 'Raycast to an axis-aligned plane' as a reader uses it: the step-through, the handles that
// drive its readouts, and the switch between the article's code and the library.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames as names } from './browser';

const PATH = '/docs/raycast-axis-plane';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('Raycast to an axis-aligned plane', () => {
  it('steps through the construction: Next and Back change the caption and the readouts', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const value = (name: string) => figure.locator(`[data-readout="${name}"]`).innerText();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 5 — the right triangle A C B, with legs Δx/);
    // A = (1, 2), B = (9, 8): the legs of the big triangle, and nothing of the wall yet.
    expect(await names(figure)).toEqual(['Δx', 'Δy']);
    expect([await value('Δx'), await value('Δy')]).toEqual(['8', '6']);
    expect(await figure.locator('[data-step="back"]').isDisabled()).toBe(true);

    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 5 — the wall cuts it/);
    expect(await value('AF')).toBe('6'); // x₀ − Aₓ = 7 − 1
    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 5 — the ratio/);
    expect(await value('t')).toBe('0.75'); // 6 / 8
    await figure.locator('[data-step="5"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 5 — whether and from which side/);
    expect(await figure.locator('[data-step="next"]').isDisabled()).toBe(true);
    expect(await value('0 ≤ t ≤ 1')).toBe('yes: a hit');
    expect(await value('n')).toBe('(−1, 0)'); // moving right: the wall's left face

    await figure.locator('[data-step="back"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 4 of 5 — the rest of D/);
    expect(await names(figure)).toEqual(['Δx', 'Δy', 'AF', 't', 'D', 'distance']);
    expect(await value('D')).toBe('(7, 6.5)');
    expect(await value('distance')).toBe('7.5');

    // Move the wall one step left (0.5): x₀ = 6.5, t = 5.5 / 8 = 0.6875, still on step 4.
    await figure.locator('[data-handle="x0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => value('t')).toBe('0.69');
    expect(await value('AF')).toBe('5.5');
    expect(await caption.innerText()).toMatch(/^Step 4 of 5/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates the readouts of the opening figure while a handle is being dragged', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-handle="x0"])').first();
    const t = figure.locator('[data-readout="t"]');
    expect(await t.innerText()).toBe('0.75');
    // Drag the wall's foot left, towards A: the crossing comes earlier, t falls, mid-drag.
    let during = '';
    await dragBy(page, figure.locator('[data-handle="x0"]'), -60, 0, {
      during: async () => {
        await expect.poll(() => t.innerText()).not.toBe('0.75');
        during = await t.innerText();
      },
    });
    expect(Number(during)).toBeLessThan(0.75);
    expect(Number(during)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches between the article's answer and the library's", async () => {
    const { page, problems } = await openPage(browser, PATH);
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const article = cell.locator('[data-option="As in the article"]');
    const robust = cell.locator('[data-option="Robust"]');
    expect(await article.getAttribute('aria-checked')).toBe('true');
    // Moving away from the wall: the article's code keeps the crossing behind A, at t = −0.25.
    await expect.poll(() => cell.locator('[data-readout="seed port"]').innerText()).toBe('(7, 1.25)');
    await robust.click();
    await expect.poll(() => cell.locator('[data-readout="raycastAxisPlane"]').innerText()).toBe('null');
    expect(await cell.locator('[data-readout="seed port"]').count()).toBe(0);
    expect(await robust.getAttribute('aria-checked')).toBe('true');

    // B straight above A (A = (8, 2), B to (8, 5)): parallel to the wall.
    await article.click();
    const B = cell.locator('[data-handle="B"]');
    await B.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => B.getAttribute('aria-valuetext')).toBe('B at (8, 5)');
    await expect.poll(() => cell.locator('[data-readout="seed port"]').innerText()).toBe('(7, −∞, NaN)');
    await robust.click();
    await expect.poll(() => cell.locator('[data-readout="raycastAxisPlane"]').innerText()).toBe('null');
    expect(problems).toEqual([]);
    await page.close();
  });
});
