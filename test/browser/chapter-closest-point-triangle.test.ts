// 'Closest point on a triangle' as a reader uses it: the walk's step-through, the seven regions
// read out while P is dragged, the textbook/robust switch on a sliver, and the 3D figure.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readoutNames as names, shownFigure3D } from './browser';

const PATH = '/docs/closest-point-triangle';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('Closest point on a triangle, and sphere–triangle overlap', () => {
  it('steps through the walk: each test reads out its dot products, and the walk stops at the first that passes', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-steps])').first();
    const caption = figure.locator('[data-step-caption]');
    const value = (name: string) => figure.locator(`[data-readout="${name}"]`).innerText();
    // P = (5, 5), a = (0, 0), b = (6, 0), c = (2, 4): d1 = ab·(P − a) = 30, d2 = ac·(P − a) = 10 + 20 = 30.
    await expect.poll(() => caption.innerText()).toMatch(/^Step 1 of 7 — vertex a/);
    expect(await names(figure)).toEqual(['d1', 'd2', 'this test', 'the walk']);
    expect([await value('d1'), await value('d2')]).toEqual(['30', '30']);
    expect(await value('this test')).toBe('fails');
    expect(await value('the walk')).toBe('goes on to test 2');

    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 2 of 7 — vertex b/);
    // d3 = ab·(P − b) = 6·(−1) = −6, d4 = ac·(P − b) = −2 + 20 = 18.
    expect([await value('d3'), await value('d4')]).toEqual(['−6', '18']);
    await figure.locator('[data-step="6"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 6 of 7 — edge bc/);
    // va = d3·d6 − d5·d4 = (−6)(10) − (18)(18) = −384.
    expect(await value('va')).toBe('−384');
    expect(await value('this test')).toBe('passes');
    expect(await value('the walk')).toBe('stopped at test 6: edge bc, Q = (3, 3)');
    await figure.locator('[data-step="next"]').click();
    await expect.poll(() => caption.innerText()).toMatch(/^Step 7 of 7 — the face/);
    expect(await figure.locator('[data-step="next"]').isDisabled()).toBe(true);

    // Six steps of 0.5 left: P = (2, 5), straight above c, in c's region: the walk stops at test 4.
    await figure.locator('[data-handle="P"]').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => value('the walk')).toBe('stopped at test 4: vertex c, Q = (2, 4)');
    expect(await caption.innerText()).toMatch(/^Step 7 of 7/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('reads out the region and its test while P is dragged through the regions', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = page.locator('figure:has([data-handle="P"])').first();
    const region = figure.locator('[data-readout="region"]');
    const PQ2 = figure.locator('[data-readout="|PQ|²"]');
    expect(await region.innerText()).toBe('edge bc');
    expect(await PQ2.innerText()).toBe('8');
    // Down and left, into the triangle: the face, at distance 0, while the button is still held.
    await dragBy(page, figure.locator('[data-handle="P"]'), -90, 150, {
      during: async () => {
        await expect.poll(() => region.innerText()).toBe('face');
        expect(await PQ2.innerText()).toBe('0');
        expect(await figure.locator('[data-readout="test"]').innerText()).toMatch(
          /^none of the six: va = .*, all > 0$/,
        );
      },
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("switches between the textbook's answer on a sliver and the library's", async () => {
    const { page, problems } = await openPage(browser, PATH);
    const cell = page.locator('[data-live-cell]:has([data-choice="Version"])').first();
    const textbook = cell.locator('[data-option="As in the textbook"]');
    const robust = cell.locator('[data-option="Robust"]');
    const Q = cell.locator('[data-readout="Q"]');
    expect(await textbook.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => Q.innerText()).toBe('(0.7, 0.7)');
    await robust.click();
    await expect.poll(() => Q.innerText()).toBe('(2.7, 2.7)');
    expect(await robust.getAttribute('aria-checked')).toBe('true');
    expect(await cell.locator('[data-readout="|PQ|"]').innerText()).toBe('0.14');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws the 3D figure, and Q leaves the foot P′ when P moves past an edge', async () => {
    const { page, problems } = await openPage(browser, PATH);
    const figure = await shownFigure3D(page, 20_000);
    const foot = figure.locator('[data-readout="Q is the foot"]');
    expect(await foot.innerText()).toBe("yes: P' is in the face's region");
    expect(await figure.locator('[data-readout="Q"]').innerText()).toBe('(2, 0, −1)');
    const P = figure.locator('[data-handle="P"]');
    await P.focus();
    // Three steps of 0.5 along +z: P = (2, 3, 0.5), its foot beyond the edge ab (z = 0), Q = (2, 0, 0).
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageUp');
    await expect.poll(() => P.getAttribute('aria-valuetext')).toBe('P at (2, 3, 0.5)');
    await expect.poll(() => foot.innerText()).toMatch(/^no: /);
    expect(await figure.locator('[data-readout="Q"]').innerText()).toBe('(2, 0, 0)');
    expect(problems).toEqual([]);
    await page.close();
  });
});
