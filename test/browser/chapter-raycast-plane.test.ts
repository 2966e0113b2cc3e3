// 'Raycast to a plane' as a reader uses it: the step-through and its readouts, a readout
// that follows a drag, the switch between the tutorial version and the library, and the 3D
// figure of the tilted plane.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames as names, shownFigure3D } from './browser';

const PATH = '/docs/raycast-plane';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('Raycast to a plane', () => {
  it('steps through the construction: Next and Back change the caption and the readouts', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const value = (name: string) => figure.locator(`[data-readout="${name}"]`).innerText();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 5 — the plane: its normal n and constant c/);
    // P₀ = (4, 2), tip (7, 6): n = (3, 4), c = −(12 + 8), |n| = 5; nothing of A and B yet.
    expect(await names(figure)).toEqual(['n', 'c', '|n|']);
    expect([await value('n'), await value('c'), await value('|n|')]).toEqual(['(3, 4)', '−20', '5']);
    expect(await figure.locator('[data-step="back"]').isDisabled()).toBe(true);

    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 5 — the signed distances/);
    // dA = 0 + 4 − 20, dB = 24 + 20 − 20; over |n| = 5.
    expect([await value('n·A + c'), await value('n·B + c')]).toEqual(['−16', '24']);
    expect([await value('signed distance of A'), await value('signed distance of B')]).toEqual(['−3.2', '4.8']);

    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 5 — same sign/);
    expect(await value('sides')).toBe('opposite (or one on it)');
    expect(await names(figure)).not.toContain('t = −(n·A + c) / (n·AB)');

    await figure.locator('[data-step="5"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 5 — the crossing D/);
    expect(await value('D')).toBe('(3.2, 2.6)');
    expect(await value('distance t·|AB|')).toBe('3.58'); // 0.4 · √80
    expect(await value('N')).toBe('(−0.6, −0.8)');
    expect(await figure.locator('[data-step="next"]').isDisabled()).toBe(true);

    await figure.locator('[data-step="back"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 4 of 5 — the similar triangles/);
    expect(await names(figure)).not.toContain('D');
    expect(await value('n·AB')).toBe('40');
    expect(await value('t = −(n·A + c) / (n·AB)')).toBe('0.4');

    // B one key step (0.5) down, to (8, 4.5): dB = 22, n·AB = 38, t = 16/38 = 0.42; still step 4.
    await figure.locator('[data-handle="B"]').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => value('t = −(n·A + c) / (n·AB)')).toBe('0.42');
    expect(await value('n·B + c')).toBe('22');
    expect(await caption.innerText()).toMatch(/^Step 4 of 5/);

    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates the readouts of the opening figure while B is being dragged', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-handle="P0"])').first();
    const t = figure.locator('[data-readout="t"]');
    expect(await t.innerText()).toBe('0.4');
    // Drag B down, towards the plane: the crossing comes later along the segment, mid-drag.
    let during = '';
    await dragBy(page, figure.locator('[data-handle="B"]'), 0, 40, {
      during: async () => {
        await expect.poll(() => t.innerText()).not.toBe('0.4');
        during = await t.innerText();
      },
    });
    expect(Number(during)).toBeGreaterThan(0.4);
    expect(Number(during)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches between the tutorial's one-sided answer and the library's", async () => {
    const { page, problems } = await openPage(browser, PATH);
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const tutorial = cell.locator('[data-option="As in the textbook"]');
    const robust = cell.locator('[data-option="Robust"]');
    expect(await tutorial.getAttribute('aria-checked')).toBe('true');
    // The starting scene reversed: moving against n, the tutorial sees nothing.
    await expect.poll(() => cell.locator('[data-readout="tutorial"]').innerText()).toBe('null');
    await robust.click();
    await expect.poll(() => cell.locator('[data-readout="raycastPlane"]').innerText()).toBe('(3.2, 2.6)');
    expect(await cell.locator('[data-readout="tutorial"]').count()).toBe(0);
    expect(await robust.getAttribute('aria-checked')).toBe('true');
    await tutorial.click();
    await expect.poll(() => cell.locator('[data-readout="tutorial"]').innerText()).toBe('null');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the tilted plane in 3D, and the hit goes when B is moved up to A’s side', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = await shownFigure3D(page);
    const value = (name: string) => figure.locator(`[data-readout="${name}"]`).innerText();
    // x + 2y + z − 3: 3 at A, −2.5 at B; t = 3 / 5.5.
    expect([await value('n·A + c'), await value('n·B + c'), await value('t')]).toEqual(['3', '−2.5', '0.55']);
    const B = figure.locator('[data-handle="B"]');
    await B.focus();
    // Each ↑ raises B by 0.5 and n·B + c by 1: two presses leave it at −0.5 (t = 3/3.5) ...
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => value('n·B + c')).toBe('−0.5');
    expect(await value('t')).toBe('0.86');
    // ... a third puts B on A's side: no hit.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => value('t')).toBe('no hit');
    expect(await value('n·B + c')).toBe('0.5');
    expect(problems).toEqual([]);
    await page.close();
  });
});
