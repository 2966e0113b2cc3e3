// Type errors in a live cell, as a reader meets them: a chapter loads without the compiler;
// the first edit fetches it (a worker of its own); a type mistake is underlined and listed
// with its line while the cell still runs; fixing it clears both.
import type { Browser } from 'playwright-core';
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
