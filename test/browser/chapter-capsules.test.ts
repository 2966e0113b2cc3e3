// 'Capsules' as a reader uses it: the step-through of the clamped solution, the closest pair
// read out while an end is dragged, the raycast switch (cylinder only, caps first, robust) and
// the 3D capsule.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames as names, shownFigure3D } from './browser';

const PATH = '/docs/capsules';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('Capsules', () => {
  it('steps through the clamped solution: the dot products, the lines, s clamped, t for it, t clamped', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const value = (name: string) => figure.locator(`[data-readout="${name}"]`).innerText();
    // p1 = (0, 0), q1 = (6, 0), p2 = (7, −3), q2 = (9, 3): d1 = (6, 0), d2 = (2, 6), r = (−7, 3).
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 5 — the five dot products/);
    expect(await names(figure)).toEqual(['a = d₁·d₁', 'b = d₁·d₂', 'c = d₁·r', 'e = d₂·d₂', 'f = d₂·r']);
    expect(await value('c = d₁·r')).toBe('−42');
    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 5 — the lines/);
    // ae − b² = 36·40 − 12² = 1296; s* = 1728/1296 = 4/3.
    expect([await value('ae − b²'), await value('s*'), await value('t*')]).toEqual(['1296', '1.33', '0.5']);
    await figure.locator('[data-step="next"]').click();
    expect(await value('s, clamped')).toBe('1');
    await figure.locator('[data-step="next"]').click();
    // (b·s + f)/e = (12 + 4)/40.
    expect(await value('(b·s + f)/e')).toBe('0.4');
    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 5/);
    expect([await value('s'), await value('t'), await value('|C₁C₂|')]).toEqual(['1', '0.4', '1.897']);

    // q1 six steps of 0.5 right, to (9, 0): past the crossing (8, 0), the segments meet.
    await figure.locator('[data-handle="q1"]').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => value('|C₁C₂|')).toBe('0');
    expect(await value('t')).toBe('0.5');
    expect(await caption.innerText()).toMatch(/^Step 5 of 5/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reads out the closest pair while an end is being dragged', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-handle="q2"])').first();
    const distance = figure.locator('[data-readout="|C₁C₂|"]');
    expect(await distance.innerText()).toBe('1.897');
    // q2 to the right: the second segment leans away, and the pair moves apart, button still held.
    await dragBy(page, figure.locator('[data-handle="q2"]'), 60, 0, {
      during: async () => {
        await expect.poll(() => distance.innerText()).not.toBe('1.897');
        expect(Number(await distance.innerText())).toBeGreaterThan(1.897);
      },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('switches the raycast between cylinder only, caps first and the library', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const shortcut = cell.locator('[data-readout="shortcut t"]');
    // Along the axis, (−5, 0) to (5, 0): no side crossing; the cap at P is 4 of the 10 units in.
    expect(await cell.locator('[data-option="Cylinder only"]').getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => shortcut.innerText()).toBe('no hit');
    await cell.locator('[data-option="Caps first"]').click();
    await expect.poll(() => shortcut.innerText()).toBe('0.400');
    await cell.locator('[data-option="Robust"]').click();
    await expect.poll(() => cell.locator('[data-readout="raycastCapsule"]').innerText()).toBe('0.400 at (-1.00, 0.00)');
    expect(await shortcut.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the 3D capsule, and the hit moves from the side to the cap at P as A moves left', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = await shownFigure3D(page, 20_000);
    const part = figure.locator('[data-readout="part hit"]');
    expect(await part.innerText()).toBe('the side');
    const A = figure.locator('[data-handle="A"]');
    await A.focus();
    // Twelve steps of 0.5 along −x: A = (−5.5, 5, 2); the segment now meets the capsule at x ≈ −2.08, beyond P.
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => A.getAttribute('aria-valuetext')).toBe('A at (−5.5, 5, 2)');
    await expect.poll(() => part.innerText()).toBe('the cap at P');
    expect(problems).toEqual([]);
    await page.close();
  });
});
