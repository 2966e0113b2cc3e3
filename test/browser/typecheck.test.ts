// Type errors in a live cell, as a reader meets them: a chapter loads without the compiler;
// the first edit fetches it (a worker of its own); a type mistake is underlined and listed
// with its line while the cell still runs; fixing it clears both.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const MISTAKE = "const n: number = 'oops';";

/**
 * Where a squiggle's wavy line is drawn, in page pixels: its lowest row of the squiggle's red,
 * and the top of the next line's box (the squiggle's line box is its line-height, centred on
 * the text). Read from a screenshot of the area under the squiggled text, decoded by a canvas.
 */
async function squiggleExtent(
  page: Page,
  squiggle: Locator,
): Promise<{ redRows: number; lowest: number; nextLineTop: number }> {
  const box = await squiggle.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(el.parentElement ?? el).lineHeight);
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height, lineHeight };
  });
  const middle = box.y + box.height / 2;
  const clip = {
    x: Math.floor(box.x),
    y: Math.floor(middle),
    width: Math.ceil(box.width),
    height: Math.ceil(box.lineHeight),
  };
  const png = (await page.screenshot({ clip, fullPage: true })).toString('base64');
  const rows = await page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return [];
    ctx.drawImage(img, 0, 0);
    const { data: px } = ctx.getImageData(0, 0, img.width, img.height);
    const red: number[] = [];
    for (let y = 0; y < img.height; y++) {
      for (let x = 0; x < img.width; x++) {
        const i = (y * img.width + x) * 4;
        // The light theme's #d1242f, anti-aliased: red well above green and blue.
        if ((px[i] ?? 0) > 140 && (px[i + 1] ?? 0) < 110 && (px[i + 2] ?? 0) < 110) {
          red.push(y);
          break;
        }
      }
    }
    return red;
  }, png);
  return {
    redRows: rows.length,
    lowest: clip.y + Math.max(...rows, 0),
    nextLineTop: middle + box.lineHeight / 2,
  };
}

describe('type errors in a cell', () => {
  it('are underlined and listed with their line while the cell still runs, and go when fixed', async () => {
    const { page, problems, scripts } = await openPage(browser, '/docs/raycast-sphere');
    // Reading the chapter started no compiler: no worker, and none of its first scripts is one.
    expect(page.workers()).toEqual([]);
    const cell = page.locator('[data-live-cell]').first();
    const editor = cell.locator('[data-cell-editor] textarea');
    const original = await editor.inputValue();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(`\n${MISTAKE}\nconsole.log('still ran', n);`);
    const line = original.split('\n').length + 1;

    // The cell ran the code regardless, as the TypeScript playground would.
    await expect.poll(() => cell.locator('[data-cell-logs]').innerText()).toContain('still ran oops');
    const list = cell.locator('[data-type-errors]');
    await expect
      .poll(() => list.locator('button').allInnerTexts(), { timeout: 30_000 })
      .toEqual([`Line ${line}: Type 'string' is not assignable to type 'number'.`]);
    // The compiler came in a worker started by the edit, not with the page.
    const workers = page.workers().map((w) => w.url());
    expect(workers).toHaveLength(1);
    expect(scripts).not.toContain(workers[0]);
    // The wavy line is under the name whose type is wrong, and the editor points to the list.
    await expect.poll(() => cell.locator('[data-type-squiggle]').allInnerTexts()).toEqual(['n']);
    expect(await cell.locator('[data-type-squiggle]').getAttribute('data-message')).toBe(
      "Type 'string' is not assignable to type 'number'.",
    );
    expect(await editor.getAttribute('aria-describedby')).toBe(await list.getAttribute('id'));
    // The wave stays inside its own line's box, clear of the line below (a teacher's review
    // found it tight against the next line's letters at 0.25em under the text).
    const wave = await squiggleExtent(page, cell.locator('[data-type-squiggle]'));
    expect(wave.redRows).toBeGreaterThan(0);
    expect(wave.lowest).toBeLessThan(wave.nextLineTop);
    // No run error: a type error is not one.
    expect(await cell.locator('[data-cell-error]').count()).toBe(0);

    // A click on the error puts the caret at it.
    await list.locator('button').click();
    const code = await editor.inputValue();
    const at = code.indexOf(MISTAKE) + 'const '.length;
    expect(
      await editor.evaluate((ta: HTMLTextAreaElement) => [ta.selectionStart, document.activeElement === ta]),
    ).toEqual([at, true]);

    // Fixed, the error and its squiggle go.
    await editor.fill(code.replace("'oops'", '42'));
    await expect.poll(() => cell.locator('[data-cell-logs]').innerText()).toContain('still ran 42');
    await expect.poll(() => list.count()).toBe(0);
    expect(await cell.locator('[data-type-squiggle]').count()).toBe(0);
    expect(await editor.getAttribute('aria-describedby')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('knows the library: a wrong call is an error; the names of the cells above are not', async () => {
    const { page, problems } = await openPage(browser, '/docs/using-the-notebook');
    // The first cell that reads a name an earlier cell exports.
    const reader = page.locator('[data-live-cell]').nth(4);
    const editor = reader.locator('[data-cell-editor] textarea');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nraycastAABB(1, 2);');
    const line = (await editor.inputValue()).split('\n').length;
    await expect
      .poll(() => reader.locator('[data-type-errors] button').allInnerTexts(), { timeout: 30_000 })
      .toEqual([`Line ${line}: Expected 3 arguments, but got 2.`]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
