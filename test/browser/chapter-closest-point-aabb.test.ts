// 'Closest point on a box, and sphere–box overlap' as a reader uses it: the step-through, a
// handle that drives the readouts while dragged, and the switch between the article and the library.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames as names } from './browser';

const PATH = '/docs/closest-point-aabb';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('Closest point on a box, and sphere–box overlap', () => {
  it('steps through the construction: Next and Back change the caption and the readouts', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const value = (name: string) => figure.locator(`[data-readout="${name}"]`).innerText();
    // S = (9, 8) against the box (2, 1)–(6, 4), r = 6.
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 4 — x alone/);
    expect(await names(figure)).toEqual(['C.x']);
    expect(await value('C.x')).toBe('6');
    expect(await figure.locator('[data-step="back"]').isDisabled()).toBe(true);

    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 4 — y alone/);
    expect(await value('C.y')).toBe('4');
    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 4 — together/);
    expect(await value('region')).toBe('beyond a corner: x and y clamped');
    expect([await value('Δx²'), await value('Δy²'), await value('|CS|²')]).toEqual(['9', '16', '25']);
    await figure.locator('[data-step="4"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 4 of 4 — compare squares/);
    expect(await figure.locator('[data-step="next"]').isDisabled()).toBe(true);
    expect(await value('r²')).toBe('36');
    expect(await value('|CS|² ≤ r²')).toBe('yes: they overlap');

    await figure.locator('[data-step="back"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 4/);
    expect(await figure.locator('[data-readout="r²"]').count()).toBe(0);

    // Move S six steps of 0.5 left, to (6, 8): straight above the box, only y is clamped.
    await figure.locator('[data-handle="S"]').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => value('region')).toBe('beside a side: y clamped');
    expect(await value('|CS|²')).toBe('16');
    expect(await caption.innerText()).toMatch(/^Step 3 of 4/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates the readouts of the opening figure while the centre is being dragged', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-handle="S"])').first();
    const CS2 = figure.locator('[data-readout="|CS|²"]');
    expect(await CS2.innerText()).toBe('25');
    // Towards the box (down and left on screen): the squared distance falls while the button is held.
    await dragBy(page, figure.locator('[data-handle="S"]'), -40, 40, {
      during: async () => {
        await expect.poll(() => CS2.innerText()).not.toBe('25');
        expect(Number(await CS2.innerText())).toBeLessThan(25);
      },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches between the article's answer and the library's", async () => {
    const { page, problems } = await openPage(browser, PATH);
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const article = cell.locator('[data-option="As in the article"]');
    const robust = cell.locator('[data-option="Robust"]');
    const value = (name: string) => cell.locator(`[data-readout="${name}"]`).innerText();
    expect(await article.getAttribute('aria-checked')).toBe('true');
    // Corners swapped: the article's code calls a sphere centred inside the box apart.
    await expect.poll(() => value('seed overlap')).toBe('false');
    await robust.click();
    await expect.poll(() => value('library')).toBe('sphereIntersectsAABB: box.min.x (6) is greater than box.max.x (2)');
    expect(await cell.locator('[data-readout="seed overlap"]').count()).toBe(0);
    expect(await robust.getAttribute('aria-checked')).toBe('true');

    // Drag min past max, to (1, 0): the box is proper, the library answers, and both agree.
    const min = cell.locator('[data-handle="min"]');
    await min.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => min.getAttribute('aria-valuetext')).toBe('min at (1, 0)');
    await expect.poll(() => value('library overlap')).toBe('false');
    await article.click();
    await expect.poll(() => value('seed overlap')).toBe('false');
    expect(problems).toEqual([]);
    await page.close();
  });
});
