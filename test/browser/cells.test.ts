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
  const editor = page.locator('[data-live-cell]').nth(i).locator('[data-cell-editor] textarea');
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
    // Nothing to reset before the reader changes something.
    const resetButton = page.locator('[data-live-cell] header button', { hasText: 'Reset' }).first();
    expect(await resetButton.isDisabled()).toBe(true);
    // Move the end B onto the near side of the sphere by editing the code.
    const editor = page.locator('[data-cell-editor] textarea').first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconsole.log("typed", 6 * 7);');
    await expect.poll(() => page.locator('[data-cell-logs]').first().innerText()).toContain('typed 42');
    // A burst of keystrokes without a pause ran the cell once, after the typing stopped.
    expect(await page.locator('[data-live-cell]').first().getAttribute('data-edit-runs')).toBe('1');
    expect(await page.locator('[data-live-cell] header').first().innerText()).toMatch(/edited/i);
    // Reset brings the original back, as one edit that Ctrl+Z undoes.
    const edited = await editor.inputValue();
    await resetButton.click();
    await expect.poll(() => editor.inputValue()).not.toContain('typed');
    expect(await page.locator('[data-live-cell] header').first().innerText()).not.toMatch(/edited/i);
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await editor.inputValue()).toBe(edited);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps every character typed at full speed, while the cell re-runs underneath', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    const words = 'the quick brown fox jumps over the lazy dog';
    const line = `const words = "${words}";`;
    // Typed with no delay between keys, and again with pauses that let debounced runs land mid-word.
    await typeInto(page, 0, `${line}\nconsole.log(words.split(" ").length);`);
    const editor = page.locator('[data-live-cell]').first().locator('[data-cell-editor] textarea');
    expect(await editor.inputValue()).toBe(`${line}\nconsole.log(words.split(" ").length);`);
    // The textarea the reader types in lies exactly over the coloured code: same box, same
    // text metrics, and no text of its own hidden beyond the box.
    const geometry = await page.evaluate(() => {
      const ta = document.querySelector<HTMLTextAreaElement>('[data-cell-editor] textarea');
      const pre = ta?.parentElement?.querySelector('pre');
      if (!ta || !pre) throw new Error('no editor');
      const a = ta.getBoundingClientRect();
      const b = pre.getBoundingClientRect();
      const metrics = (el: Element) => {
        const c = getComputedStyle(el);
        return [c.font, c.letterSpacing, c.tabSize, c.padding, c.whiteSpace].join(' | ');
      };
      return {
        box: [a.left - b.left, a.top - b.top, a.width - b.width, a.height - b.height],
        hidden: ta.scrollWidth - ta.clientWidth,
        text: metrics(ta),
        code: metrics(pre),
      };
    });
    expect(geometry.box).toEqual([0, 0, 0, 0]);
    expect(geometry.hidden).toBeLessThanOrEqual(0);
    expect(geometry.text).toBe(geometry.code);
    await page.keyboard.press('ControlOrMeta+End');
    for (const chunk of ['\nconsole.log(', 'words.length', ' + 1', ');']) {
      await page.keyboard.type(chunk);
      await page.waitForTimeout(350);
    }
    await expect
      .poll(() => page.locator('[data-cell-logs]').first().innerText())
      .toBe(`${words.split(' ').length}\n${words.length + 1}`);
    // Enter keeps the indentation of the line above, one step deeper after an opening brace;
    // a closing brace steps back out.
    await typeInto(page, 0, 'if (true) {\nconsole.log(1);\n}');
    const typed = 'if (true) {\n  console.log(1);\n}';
    expect(await editor.inputValue()).toBe(typed);
    // The browser's own undo stack is kept: undo takes the last edit back, redo restores it.
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await editor.inputValue()).not.toBe(typed);
    await page.keyboard.press('ControlOrMeta+Shift+Z');
    expect(await editor.inputValue()).toBe(typed);
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
    const editor = page.locator('[data-cell-editor] textarea').first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.press('Tab');
    // Tab indents while editing…
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    expect(await editor.inputValue()).toMatch(/^ {2}\S/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    // …and after Esc it moves focus on.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('TEXTAREA');
    // A reader tabbing through the page passes through an editor without changing its code.
    const before = await editor.inputValue();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('TEXTAREA');
    expect(await editor.inputValue()).toBe(before);
    await page.close();
  });
});
