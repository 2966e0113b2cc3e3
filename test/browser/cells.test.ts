// Live cells as a reader uses them: edit, break, loop forever, throw later, leave with Tab.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, readout } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Replaces the code of the `i`-th cell by typing, as a reader would. */
async function typeInto(page: Page, i: number, code: string): Promise<void> {
  const editor = page.locator('[data-live-cell]').nth(i).locator('[data-cell-editor] pre');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // The editor indents a new line like the one before it; strip ours so it is not doubled.
  await page.keyboard.type(code.replace(/\n\s+/g, '\n'));
}

function cellError(page: Page, i: number) {
  return page.locator('[data-live-cell]').nth(i).locator('[data-cell-error]');
}

describe('a live cell', () => {
  it('re-runs when the reader types, and shows the new output', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    expect(await readout(page, 0, 't')).toMatch(/^0\.\d+$/);
    // Move the end B onto the near side of the sphere by editing the code.
    const editor = page.locator('[data-cell-editor] pre').first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconsole.log("typed", 6 * 7);');
    await expect.poll(() => page.locator('[data-cell-logs]').first().innerText()).toContain('typed 42');
    expect(await page.locator('[data-live-cell] header').first().innerText()).toMatch(/edited/i);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('runs and re-runs in a browser without requestIdleCallback (Safari)', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.requestIdleCallback;
      delete w.cancelIdleCallback;
    });
    const { page, problems } = await openPage(context, '/docs/notebook-kit');
    expect(await page.locator('[data-cell-error]').count()).toBe(0);
    await typeInto(page, 0, 'console.log("no idle callback here", 2 + 3);');
    await expect.poll(() => page.locator('[data-cell-logs]').first().innerText()).toContain('no idle callback here 5');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a syntax error with its line, and the rest of the page keeps working', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-sphere');
    const cells = await page.locator('[data-live-cell]').count();
    expect(cells).toBeGreaterThan(1);
    // Break the last cell of the chapter…
    await typeInto(page, -1, 'const A = vec3(0, 0);\nconst B = ;');
    await expect.poll(() => cellError(page, -1).innerText()).toMatch(/SyntaxError on line 2/);
    // …and the first cell with a figure still runs: its handle moves and its figure redraws.
    const other = page.locator('[data-live-cell]:has([data-handle])').first();
    expect(await other.locator('[data-cell-error]').count()).toBe(0);
    const handle = other.locator('[data-handle]').first();
    const before = await handle.getAttribute('aria-valuetext');
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => handle.getAttribute('aria-valuetext')).not.toBe(before);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('stops an infinite loop with a clear message, and the tab stays responsive', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    // Timestamp, in the page, the last keystroke and the moment the message appears.
    await page.evaluate(() => {
      const w = window as unknown as { lastKey_: number; shown_: number };
      document.addEventListener('keyup', () => (w.lastKey_ = performance.now()), true);
      new MutationObserver(() => {
        if (!w.shown_ && document.querySelector('[data-cell-error="timeout"]')) w.shown_ = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await typeInto(page, 0, 'let n = 0;\nwhile (true) { n++; }');
    await expect.poll(() => cellError(page, 0).innerText(), { timeout: 10_000 }).toMatch(/Stopped after 500 ms/);
    const latency = await page.evaluate(() => {
      const w = window as unknown as { lastKey_: number; shown_: number };
      return w.shown_ - w.lastKey_;
    });
    console.log(`infinite loop: message shown ${latency.toFixed(0)} ms after the last keystroke`);
    // The page answers at once.
    const t0 = Date.now();
    expect(await page.evaluate(() => 1 + 1)).toBe(2);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows errors thrown later, in timers, frames and event handlers, under the cell with their line', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    await typeInto(page, 0, 'setTimeout(() => {\n  throw new Error("late");\n}, 10);');
    await expect.poll(() => cellError(page, 0).innerText()).toMatch(/Error on line 2, in a setTimeout callback: late/);

    await typeInto(page, 0, 'requestAnimationFrame(() => {\n  null.x;\n});');
    await expect.poll(() => cellError(page, 0).innerText()).toMatch(/TypeError on line 2, in an animation frame/);

    await typeInto(
      page,
      0,
      'render(\n  <button id="boom" onClick={() => {\n    throw new RangeError("clicked");\n  }}>boom</button>,\n);',
    );
    await page.locator('#boom').click();
    await expect
      .poll(() => cellError(page, 0).innerText())
      .toMatch(/RangeError on line 3, in an event handler: clicked/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('lets a keyboard user leave the editor: Esc, then Tab', async () => {
    const { page } = await openPage(browser, '/playground');
    const editor = page.locator('[data-cell-editor] pre').first();
    await editor.click();
    await page.keyboard.press('Tab');
    // Tab indents while editing…
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('PRE');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    // …and after Esc it moves focus on.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('PRE');
    await page.close();
  });
});
