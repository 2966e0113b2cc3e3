// A figure's step-through and switch: they change what the code draws, keep their value
// while handles move, and work from the keyboard.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, readoutNames } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('a step-through', () => {
  it('builds the construction one step at a time, and keeps its step while a handle moves', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-sphere');
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 4 — walk along/);
    // Step 1 shows AC only; the later quantities appear as the steps add them.
    expect(await readoutNames(figure)).toEqual(['AC']);
    expect(await figure.locator('[data-step="back"]').isDisabled()).toBe(true);
    await figure.locator('[data-step="next"]').click();
    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 4 — the half chord/);
    expect(await figure.locator('[data-readout="|CD|"]').innerText()).toBe('4');
    await figure.locator('[data-step="4"]').click();
    expect(await figure.locator('[data-step="next"]').isDisabled()).toBe(true);
    expect(await figure.locator('[data-readout="t = AD / |AB|"]').innerText()).toBe('0.4');

    // Move A one step right (0.5): AD shrinks by 0.5 and the figure stays on step 4.
    await figure.locator('[data-handle="A"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => figure.locator('[data-readout="AD"]').innerText()).toBe('3.5');
    expect(await caption.innerText()).toMatch(/^Step 4 of 4/);

    // Back from the keyboard: Tab reaches the buttons, Enter presses them.
    await figure.locator('[data-step="back"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 4/);
    expect(await figure.locator('[data-step="3"]').getAttribute('aria-pressed')).toBe('true');

    // Enter through Next to the last step: the focus stays on Next (it used to drop to the page).
    await figure.locator('[data-step="1"]').click();
    await figure.locator('[data-step="next"]').focus();
    for (let step = 2; step <= 4; step++) {
      await page.keyboard.press('Enter');
      await expect.poll(() => caption.innerText()).toMatch(new RegExp(`^Step ${step} of 4`));
    }
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-step'))).toBe('next');
    expect(await figure.locator('[data-step="next"]').isDisabled()).toBe(true);
    // And its name is what it shows.
    expect(await figure.getByRole('button', { name: 'Next', exact: true }).count()).toBe(1);
    expect(await figure.getByRole('button', { name: 'Back', exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a switch', () => {
  it('swaps the article’s answer for the library’s, by click and by arrow keys', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-sphere');
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const article = cell.locator('[data-option="As in the article"]');
    const robust = cell.locator('[data-option="Robust"]');
    expect(await article.getAttribute('aria-checked')).toBe('true');
    // A starts on the rim moving along it: the article's port hits at A, the library does not.
    expect(await cell.locator('[data-readout="seed port"]').innerText()).toBe('(0, 5)');
    await robust.click();
    await expect.poll(() => cell.locator('[data-readout="raycastSphere"]').innerText()).toBe('null');
    expect(await cell.locator('[data-readout="seed port"]').count()).toBe(0);
    expect(await robust.getAttribute('aria-checked')).toBe('true');
    await robust.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => article.getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-option'))).toBe('As in the article');
    expect(problems).toEqual([]);
    await page.close();
  });
});
