// The chapter "Sphere cast to a sphere" as a reader uses it: the step-through builds the
// construction, the Version switch swaps the article's wrong answer for the library's, and
// the readouts follow a handle while it is being dragged.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames as names } from './browser';

const PAGE = '/docs/spherecast-sphere';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('the step-through of the sphere cast', () => {
  it('adds one step of the construction per Next, takes it away on Back, with the readouts of each step', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const cell = page.locator('[data-live-cell]:has([data-steps])').first();
    const caption = cell.locator('[data-step-caption]');
    const value = (name: string) => cell.locator(`[data-readout="${name}"]`).innerText();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 6 — inflate the target/);
    // Step 1 only grows the target: r₁ + r₂ = 2 + 3.
    expect(await names(cell)).toEqual(['R = r₁ + r₂']);
    expect(await value('R = r₁ + r₂')).toBe('5');
    expect(await cell.locator('[data-step="back"]').isDisabled()).toBe(true);

    // Step 2: the foot F, 8 along the x axis from A = (0, 0) under S = (8, 3).
    await cell.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 6 — walk to the foot F/);
    expect(await value('AF')).toBe('8');
    expect(await names(cell)).not.toContain('|FS|²');

    // Step 3: |FS|² = 73 − 64 = 9 against R² = 25.
    await cell.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 6/);
    expect(await value('|FS|²')).toBe('9');
    expect(await value('R²')).toBe('25');

    // Step 5 directly: the half chord √(25 − 9) = 4 puts C at x = 8 − 4, t = 4 / 10.
    await cell.locator('[data-step="5"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 6 — back to C/);
    expect(await value('|FC|')).toBe('4');
    expect(await value('AC')).toBe('4');
    expect(await value('t = AC / |AB|')).toBe('0.4');
    expect(await value('C')).toBe('(4, 0)');
    expect(await names(cell)).not.toContain('D');

    // Step 6: D is 2/5 of the way from C = (4, 0) to S = (8, 3).
    await cell.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 6 of 6 — the contact D/);
    expect(await value('D')).toBe('(5.6, 1.2)');
    expect(await value('library t')).toBe('0.4');
    expect(await cell.locator('[data-step="next"]').isDisabled()).toBe(true);

    // Back takes step 6 away again.
    await cell.locator('[data-step="back"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 6/);
    expect(await names(cell)).not.toContain('D');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates its readouts while S is being dragged, and keeps its step', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const cell = page.locator('[data-live-cell]:has([data-steps])').first();
    await cell.locator('[data-step="5"]').click();
    const t = cell.locator('[data-readout="t = AC / |AB|"]');
    await expect.poll(() => t.innerText()).toBe('0.4');
    // Up: the line passes farther from S, the half chord shrinks and C comes later.
    await dragBy(page, cell.locator('[data-handle="S"]'), 0, -20, {
      // Still held: the readouts already follow.
      during: async () => {
        await expect.poll(() => t.innerText()).not.toBe('0.4');
        expect(Number(await t.innerText())).toBeGreaterThan(0.4);
      },
    });
    expect(await cell.locator('[data-step-caption]').innerText()).toMatch(/^Step 5 of 6/);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the Version switch of the pitfalls', () => {
  it('draws the article’s contact beyond B, and nothing once switched to Robust', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const article = cell.locator('[data-option="As in the article"]');
    const robust = cell.locator('[data-option="Robust"]');
    const canvas = cell.locator('canvas').first();
    await cell.scrollIntoViewIfNeeded();
    expect(await article.getAttribute('aria-checked')).toBe('true');
    // The cast ends at x = 4.5; the ball would first touch the inflated target at x = 5.
    expect(await cell.locator('[data-readout="seed port"]').innerText()).toBe('(5, 0)');
    const drawnSeed = await canvas.screenshot();

    await robust.click();
    await expect.poll(() => robust.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => cell.locator('[data-readout="sphereCastSphere"]').innerText()).toBe('null');
    expect(await cell.locator('[data-readout="seed port"]').count()).toBe(0);
    // The amber cross and ball are gone from the drawing, not only from the readout.
    const drawnRobust = await canvas.screenshot();
    expect(drawnRobust.equals(drawnSeed)).toBe(false);

    // Lengthen the cast past x = 5 with the keyboard: now the library hits there too.
    await cell.locator('[data-handle="B"]').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => cell.locator('[data-readout="sphereCastSphere"]').innerText()).toBe('(5, 0)');
    expect(await robust.getAttribute('aria-checked')).toBe('true');

    // Pitfall 3 as the text sends the reader there: S sixteen steps left and two up, to (0, 5),
    // touching the ball at A; the cast along x slides past. The library: nothing; the article: A.
    await cell.locator('[data-handle="S"]').focus();
    for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowUp');
    await expect.poll(() => cell.locator('[data-handle="S"]').getAttribute('aria-valuetext')).toBe('S at (0, 5)');
    await expect.poll(() => cell.locator('[data-readout="sphereCastSphere"]').innerText()).toBe('null');
    await article.click();
    await expect.poll(() => cell.locator('[data-readout="seed port"]').innerText()).toBe('(0, 0)');
    expect(problems).toEqual([]);
    await page.close();
  });
});
