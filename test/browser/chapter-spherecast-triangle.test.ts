// The chapter 'Sphere cast to a triangle, and sliding' as a reader uses it: the 3D step-through
// adds the moved face, the edge capsules and the winner; the switch swaps the face-only cast
// for the library's; readouts follow a drag; the collide-and-slide cell walks its two legs.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames } from './browser';

const PAGE = '/docs/spherecast-triangle';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const readout = (figure: Locator, name: string) => figure.locator(`[data-readout="${name}"]`).innerText();

describe('Sphere cast to a triangle, and sliding', () => {
  it('the 3D step-through: the face missed, the capsule of ca met first, then the contact', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure[data-figure3d]:has([data-steps])').first();
    await figure.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
    });
    const caption = figure.locator('[data-step-caption]');
    const next = figure.locator('[data-step="next"]');
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 4 — the ball of radius r at A/);
    expect(await readoutNames(figure)).toEqual(['r']);
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 4 — the face moved out by r/);
    // The path crosses y = 0.5 at x = −1.7, outside the triangle there.
    expect(await readout(figure, 'face: t')).toBe('missed');
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 4/);
    expect(await readout(figure, 'capsule ab: t')).toBe('missed');
    expect(await readout(figure, 'capsule bc: t')).toBe('missed');
    expect(await readout(figure, 'capsule ca: t')).toBe('0.41');
    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 4 of 4 — the nearest wins/);
    expect(await readout(figure, 'nearest')).toBe('the edge ca');
    expect(await readout(figure, 't')).toBe('0.41');
    expect(await next.isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the first figure follows A while it is dragged down towards the corner a', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure').first();
    const C = figure.locator('[data-readout="C"]');
    await expect.poll(() => C.innerText()).toBe('(3.16, 3)');
    await dragBy(page, figure.locator('[data-handle="A"]'), 0, 60, {
      during: async () => {
        await expect.poll(() => C.innerText()).not.toBe('(3.16, 3)');
      },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the switch: the face-only cast's null, then sphereCastTriangle's edge", async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure:has([data-choice="Version"])').first();
    const robust = figure.locator('[data-option="Robust"]');
    await figure.scrollIntoViewIfNeeded();
    expect(await readout(figure, 'face only')).toBe('null');
    await robust.click();
    await expect.poll(() => robust.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => readout(figure, 'sphereCastTriangle')).toBe('t = 0.32, the edge ca');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the collide-and-slide cell lands, slides and rests in the corner at (5.5, 0.5)', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const cell = page.locator('[data-live-cell]:has-text("Collide and slide through two triangles")').first();
    await cell.scrollIntoViewIfNeeded();
    await expect.poll(() => cell.locator('[data-readout="ends at"]').innerText()).toBe('(5.5, 0.5)');
    expect(await cell.innerText()).toContain('leg 2: stopped at (5.5, 0.5, 0)');
    expect(problems).toEqual([]);
    await page.close();
  });
});
