// 'Raycast to a triangle' as a reader uses it: the 3D step-through and its readouts, the
// barycentric figure's readouts during a drag, the fan of rays with its textbook / robust
// switch, and the opening 3D figure.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames as names } from './browser';

const PATH = '/docs/raycast-triangle';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Scrolls a 3D figure into view and waits for its first WebGL frame. */
async function drawn(figure: Locator): Promise<void> {
  await figure.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
  });
  await expect.poll(() => figure.getAttribute('data-figure3d'), { timeout: 15_000 }).toBe('drawn');
}

describe('Raycast to a triangle', () => {
  it('steps through the construction in 3D: Next and Back change the caption and the readouts', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure[data-figure3d]:has([data-steps])').first();
    await drawn(figure);
    const caption = figure.locator('[data-step-caption]');
    const value = (name: string) => figure.locator(`[data-readout="${name}"]`).innerText();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 6 — the plane of the triangle/);
    expect(await names(figure)).toEqual(['n = e1 × e2']);
    expect(await value('n = e1 × e2')).toBe('(0, 16, 8)');

    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 6 — where the segment crosses/);
    expect([await value('n·(A − a)'), await value('n·(B − a)'), await value('t')]).toEqual(['32', '−32', '0.5']);

    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 3 of 6/);
    expect([await value('u'), await value('v')]).toEqual(['0.25', '0.5']);
    expect(await names(figure)).not.toContain('w = 1 − u − v');

    await figure.locator('[data-step="6"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 6 of 6 — the determinants are signed volumes/);
    expect(await value('det = AB·(e1 × e2)')).toBe('−64');
    expect([await value('u·det'), await value('v·det'), await value('w·det')]).toEqual(['−16', '−32', '−16']);
    expect(await value('signs of u, v, w · det')).toBe('− − −');
    expect(await value('hit')).toBe('t = 0.5');
    expect(await figure.locator('[data-step="next"]').isDisabled()).toBe(true);

    await figure.locator('[data-step="back"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 5 of 6 — Cramer/);
    expect(await names(figure)).not.toContain('w·det');

    // B one step (0.5) along x, to (1.5, −1, −2): the plane is met at x = 1.25, so u = 1.25/4.
    await figure.locator('[data-handle="B"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => value('u')).toBe('0.31');
    expect(await value('v')).toBe('0.5');
    expect(await caption.innerText()).toMatch(/^Step 5 of 6/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows u, v, w and their signs while p is being dragged out of the triangle', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-handle="p"])').first();
    const u = figure.locator('[data-readout="u"]');
    const signs = figure.locator('[data-readout="signs of u, v, w"]');
    expect(await u.innerText()).toBe('0.37'); // 11/30
    expect(await signs.innerText()).toBe('+ + +');
    // Far to the right, past the edge b c: w turns negative, mid-drag.
    await dragBy(page, figure.locator('[data-handle="p"]'), 200, 0, {
      during: async () => {
        await expect.poll(() => signs.innerText()).toBe('+ + −');
        expect(await figure.locator('[data-readout="inside"]').innerText()).toBe('no');
      },
    });
    expect(Number(await u.innerText())).toBeGreaterThan(0.37);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('counts the fan: the textbook lets 10 of 31 through, the library none; the switch redraws it', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const figure = cell.locator('figure[data-figure3d]');
    await drawn(figure);
    const textbook = cell.locator('[data-option="As in the textbook"]');
    const robust = cell.locator('[data-option="Robust"]');
    expect(await textbook.getAttribute('aria-checked')).toBe('true');
    expect(await cell.locator('[data-readout="textbook: through neither"]').innerText()).toBe('10 of 31');
    expect(await cell.locator('[data-readout="raycastTriangle: through neither"]').innerText()).toBe('0 of 31');
    const before = await figure.locator('canvas').screenshot();
    await robust.click();
    await expect.poll(() => robust.getAttribute('aria-checked')).toBe('true');
    // The amber segments that went on past the ramp now stop at the edge.
    await expect.poll(async () => (await figure.locator('canvas').screenshot()).equals(before)).toBe(false);
    expect(await cell.locator('[data-readout="textbook: through neither"]').innerText()).toBe('10 of 31');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the opening 3D figure, and its hit goes when B passes outside the edge b c', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure[data-figure3d]').first();
    await drawn(figure);
    const value = (name: string) => figure.locator(`[data-readout="${name}"]`).innerText();
    expect([await value('t'), await value('u'), await value('v'), await value('D')]).toEqual([
      '0.5',
      '0.25',
      '0.5',
      '(1, 1, −2)',
    ]);
    // B along x: each press moves it 0.5 and the crossing 0.25, u by 1/16. Six presses: x = 4,
    // the crossing at x = 2.5, where w = 0.5 − 2.5/4 < 0.
    await figure.locator('[data-handle="B"]').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => value('t')).toBe('no hit');
    expect(await value('w = 1 − u − v')).toBe('−0.125');
    expect(problems).toEqual([]);
    await page.close();
  });
});
