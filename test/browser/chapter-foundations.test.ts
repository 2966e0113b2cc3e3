// The Foundations chapter as a reader uses it: its figures answer the handles, and the foot of
// the perpendicular is built one step at a time.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The first figure of the page's text (not of a live cell) that has a readout called `name`. */
function figureWith(page: import('playwright-core').Page, name: string): Locator {
  return page.locator(`figure:not([data-live-cell] figure):has([data-readout="${name}"])`).first();
}

describe('Foundations', () => {
  it('the shadow v·d̂ follows V as it moves, and turns negative when V goes behind', async () => {
    const { page, problems } = await openPage(browser, '/docs/foundations');
    const figure = figureWith(page, 'v · d̂');
    const shadow = figure.locator('[data-readout="v · d̂"]');
    const side = figure.locator('[data-readout="V is"]');
    // The starting scene: v = (3, 4) on d̂ = (1, 0).
    expect(await shadow.innerText()).toBe('3');
    expect(await side.innerText()).toBe('ahead');
    const V = figure.locator('[data-handle="V"]');
    await V.focus();
    // Shift+ArrowLeft moves ten steps: far enough left to put V behind O.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(() => shadow.innerText()).not.toBe('3');
    await expect.poll(() => side.innerText()).toBe('behind');
    expect(Number((await shadow.innerText()).replace('−', '-'))).toBeLessThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('P moved along the segment figure stays on the line and reports its t', async () => {
    const { page, problems } = await openPage(browser, '/docs/foundations');
    const figure = figureWith(page, 'where');
    const t = figure.locator('[data-readout="t"]');
    expect(await t.innerText()).toBe('0.25');
    const P = figure.locator('[data-handle="P"]');
    await P.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => figure.locator('[data-readout="where"]').innerText()).toBe('beyond B');
    expect(Number(await t.innerText())).toBeGreaterThan(1);
    // On the line y = 1 + x/2 through A = (0, 1) and B = (8, 5), whatever the key presses asked.
    const at = (await P.getAttribute('aria-valuetext')) ?? '';
    const match = /\(([−\d.]+), ([−\d.]+)\)/.exec(at);
    if (!match) throw new Error(`no coordinates in ${at}`);
    const [x, y] = [match[1], match[2]].map((s) => Number(String(s).replace('−', '-')));
    expect(y).toBeCloseTo(1 + (x ?? 0) / 2, 1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the foot of the perpendicular is built step by step, its readouts appearing with the steps', async () => {
    const { page, problems } = await openPage(browser, '/docs/foundations');
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const shadow = figure.locator('[data-readout="AP·d̂"]');
    const PC = figure.locator('[data-readout="|PC|"]');
    expect(await caption.innerText()).toContain('Step 1 of 5');
    expect(await shadow.innerText()).toBe('—');
    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toContain('Step 2 of 5');
    expect(await shadow.innerText()).toBe('—');
    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toContain('Step 3 of 5');
    // A = (0, 0), B = (8, 6), P = (1, 7): the shadow of AP on d̂ = (0.8, 0.6) is 0.8 + 4.2 = 5.
    await expect.poll(() => shadow.innerText()).toBe('5');
    expect(await PC.innerText()).toBe('—');
    await figure.locator('[data-step="5"]').click();
    await expect.poll(() => caption.innerText()).toContain('Step 5 of 5');
    // |PC| = |(1, 7) − (4, 3)| = 5; the foot is C = (4, 3).
    await expect.poll(() => PC.innerText()).toBe('5');
    expect(await figure.locator('[data-readout="C"]').innerText()).toBe('(4, 3)');
    // The handles stay live at every step: moving P changes |PC|.
    await figure.locator('[data-handle="P"]').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => PC.innerText()).not.toBe('5');
    await figure.locator('[data-step="back"]').click();
    await expect.poll(() => caption.innerText()).toContain('Step 4 of 5');
    expect(await PC.innerText()).toBe('—');
    expect(problems).toEqual([]);
    await page.close();
  });
});
