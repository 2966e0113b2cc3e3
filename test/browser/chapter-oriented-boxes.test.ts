// The chapter 'Raycast to an oriented box' as a reader uses it: the step-through carries the
// segment into the box's frame and the hit back, listing each quantity; the switch swaps the
// textbook normal for the library's; dragging the turn handle updates the readouts while held;
// the 3D figure paints.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames, screenshotDir, shownFigure3D } from './browser';

const PAGE = '/docs/oriented-boxes';
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const readout = (figure: Locator, name: string) => figure.locator(`[data-readout="${name}"]`).innerText();

describe('Raycast to an oriented box', () => {
  it('the step-through goes into the box frame, runs the slabs and carries the hit back', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const next = figure.locator('[data-step="next"]');
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 4 — the segment A→B and the box/);
    expect(await readoutNames(figure)).toEqual(['c', 'q']);
    expect(await readout(figure, 'c')).toBe('(5, 3)');

    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 4 — subtract c/);
    // A − c = (−3, −4) measured along u = (0.6, 0.8), v = (−0.8, 0.6).
    expect(await readout(figure, "A'")).toBe('(−5, 0)');
    expect(await readout(figure, "B'")).toBe('(5, 0)');

    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 4 — the slab method/);
    // x' slab: (−2 + 5)/10 … (2 + 5)/10; A'y = 0 inside [−1, 1].
    expect(await readout(figure, "x' slab: t")).toBe('0.3 … 0.7');
    expect(await readout(figure, "y' slab: t")).toBe('parallel, inside');
    expect(await readout(figure, 'tEnter')).toBe('0.3');
    expect(await readout(figure, "n'")).toBe('(−1, 0)');
    expect(await figure.locator('[data-readout="D"]').count()).toBe(0);

    await next.click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 4 of 4 — carry the hit back/);
    // D = c − 2u, n = −u.
    expect(await readout(figure, 'D')).toBe('(3.8, 1.4)');
    expect(await readout(figure, 'n')).toBe('(−0.6, −0.8)');
    expect(await readout(figure, 'raycastOBB')).toBe('t = 0.3');
    expect(await next.isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the turn handle turns the box: the step-through readouts follow while it is dragged', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure:has([data-steps])').first();
    await figure.locator('[data-step="4"]').click();
    const n = figure.locator('[data-readout="n"]');
    await expect.poll(() => n.innerText()).toBe('(−0.6, −0.8)');
    await dragBy(page, figure.locator('[data-handle="turn"]'), -30, 10, {
      during: async () => {
        await expect.poll(() => n.innerText()).not.toBe('(−0.6, −0.8)');
      },
    });
    // Still a unit normal, now of a box turned further.
    const [x = NaN, y = NaN] = (await n.innerText()).replace(/[()]/g, '').replace(/−/g, '-').split(',').map(Number);
    expect(Math.hypot(x, y)).toBeGreaterThan(0.97);
    expect(Math.hypot(x, y)).toBeLessThan(1.03);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the switch: the textbook's normal of the box frame, then raycastOBB's turned one", async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = page.locator('figure:has([data-choice="Version"])').first();
    const robust = figure.locator('[data-option="Robust"]');
    await figure.scrollIntoViewIfNeeded();
    expect(await readout(figure, 'textbook normal')).toBe('(−1, 0)');
    await robust.click();
    await expect.poll(() => robust.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => readout(figure, 'raycastOBB normal')).toBe('(−0.6, −0.8)');
    expect(await figure.locator('[data-readout="textbook normal"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('the 3D figure of a box turned about a tilted axis paints, with the face entered', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const figure = await shownFigure3D(page);
    expect(await readout(figure, 'face entered')).toMatch(/^[+−][uvw]$/);
    await figure.screenshot({ path: `${screenshotDir}oriented-boxes-3d.png` });
    expect(problems).toEqual([]);
    await page.close();
  });
});
