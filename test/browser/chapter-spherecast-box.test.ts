// The chapter 'Sphere cast to a box' as a reader uses it: the step-through goes from the fat box
// to the corner's circle and the contact, listing each quantity; the switch swaps the inflated
// box's answer for the library's; readouts follow a drag; the 3D figure says which piece is met.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames, screenshotDir, shownFigure3D } from './browser';

const PAGE = '/docs/spherecast-box';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const readout = (figure: Locator, name: string) => figure.locator(`[data-readout="${name}"]`).innerText();

describe('Sphere cast to a box', () => {
  it('the step-through: fat box, entry in a corner square, the corner circle, then C, D and n', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const next = figure.locator('[data-step="next"]');
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 5 — the segment of the centre/);
    expect(await readoutNames(figure)).toEqual(['r']);
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 5 — the fat box/);
    // x = 4 − 1.25 along a segment from x = 0 to 10.
    expect(await readout(figure, 'tFat')).toBe('0.275');
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 5 — clamp the entry E/);
    expect(await readout(figure, 'clamp(E)')).toBe('(4, 2)');
    expect(await readout(figure, 'E is')).toBe('in a corner square');
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 4 of 5/);
    // (4 − √(1.25² − 1))/10.
    expect(await readout(figure, 'corner circle: t')).toBe('0.325');
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 5 — the contact/);
    expect(await readout(figure, 'C')).toBe('(3.25, 1)');
    expect(await readout(figure, 'D')).toBe('(4, 2)');
    expect(await readout(figure, 'n')).toBe('(−0.6, −0.8)');
    expect(await readout(figure, 'sphereCastAABB')).toBe('t = 0.325');
    expect(await next.isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the readouts of the first figure follow A while it is dragged up beside the face', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure').first();
    const n = figure.locator('[data-readout="n"]');
    await expect.poll(() => n.innerText()).toBe('(−0.6, −0.8)');
    await dragBy(page, figure.locator('[data-handle="A"]'), 0, -60, {
      during: async () => {
        await expect.poll(() => n.innerText()).not.toBe('(−0.6, −0.8)');
      },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the switch: the inflated box's hit in the air, then sphereCastAABB's null", async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure:has([data-choice="Version"])').first();
    const robust = figure.locator('[data-option="Robust"]');
    await figure.scrollIntoViewIfNeeded();
    expect(await readout(figure, 'inflated box')).toBe('t = 0.72');
    await robust.click();
    await expect.poll(() => robust.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => readout(figure, 'sphereCastAABB')).toBe('null');
    expect(await figure.locator('[data-readout="inflated box"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the 3D figure paints and says which piece of the rounded box the ball meets', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = await shownFigure3D(page);
    expect(await readout(figure, 'meets')).toMatch(/^(a face|an edge|a corner)$/);
    await figure.screenshot({ path: `${screenshotDir}spherecast-box-3d.png` });
    expect(problems).toEqual([]);
    await page.close();
  });
});
