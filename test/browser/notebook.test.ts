// The notebook as a reader uses it (docs/using-the-notebook): counts, Run and Shift+Enter,
// manual cells, Copy, the edited badge, tables and returned values, one page scope across
// cells (by editing and by dragging), Run all and Restart.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage, readout } from './browser';

const PAGE = '/docs/using-the-notebook';
// The page's cells, in order (see the mdx).
const FIRST = 0; // a hit, returned
const CONSOLE = 1; // console.log/warn/error/table, returns vec3(4, 0, 0)
const NO_HIT = 2; // a query that misses, returned
const SOURCE = 3; // exports sphere and hit; handle A
const DEPENDENT = 4; // uses sphere and hit
const MANUAL = 5; // ```tsx live manual
const CELLS = 7; // the last one: the demo of handles bound to code

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

function cell(page: Page, i: number): Locator {
  return page.locator('[data-live-cell]').nth(i);
}

function count(page: Page, i: number): Promise<string> {
  return cell(page, i).locator('[data-cell-count]').innerText();
}

async function counts(page: Page): Promise<string[]> {
  return page.locator('[data-live-cell] [data-cell-count]').allInnerTexts();
}

/** Replaces the code of the `i`-th cell by typing, as a reader would. */
async function typeInto(page: Page, i: number, code: string): Promise<void> {
  const editor = cell(page, i).locator('[data-cell-editor] textarea');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(code.replace(/\n\s+/g, '\n'));
}

/** Drags the handle `name` of cell `i` by (dx, dy) pixels in `steps` pointer moves. */
async function drag(page: Page, i: number, name: string, dx: number, dy: number, steps: number): Promise<void> {
  await dragBy(page, cell(page, i).locator(`[data-handle="${name}"]`).first(), dx, dy, { steps });
}

describe('a notebook page', () => {
  it('numbers runs page-wide: every automatic cell once on load, then Run and Shift+Enter', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    // On load the automatic cells ran top to bottom; the manual one has not run.
    expect(await counts(page)).toEqual(['[1]', '[2]', '[3]', '[4]', '[5]', '[ ]', '[6]']);
    await cell(page, NO_HIT).locator('[data-cell-run]').click();
    await expect.poll(() => count(page, NO_HIT)).toBe('[7]');
    // Shift+Enter in the editor runs the cell and inserts no line.
    const editor = cell(page, FIRST).locator('[data-cell-editor] textarea');
    const code = await editor.inputValue();
    await editor.click();
    await page.keyboard.press('Shift+Enter');
    await expect.poll(() => count(page, FIRST)).toBe('[8]');
    expect(await editor.inputValue()).toBe(code);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    // Shift+Enter on an edit not yet run runs the new code at once, once.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconsole.log("now")');
    await page.keyboard.press('Shift+Enter');
    await expect.poll(() => cell(page, FIRST).locator('[data-cell-logs]').innerText()).toContain('now');
    expect(await count(page, FIRST)).toBe('[9]');
    await page.waitForTimeout(600);
    expect(await count(page, FIRST)).toBe('[9]');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves a manual cell alone until Run, even when edited', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const manual = cell(page, MANUAL);
    expect(await manual.locator('[data-cell-idle]').innerText()).toMatch(/Not run yet/);
    expect(await manual.locator('[data-cell-logs]').count()).toBe(0);
    const editor = manual.locator('[data-cell-editor] textarea');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nconsole.log("edited")');
    await page.waitForTimeout(900);
    expect(await count(page, MANUAL)).toBe('[ ]');
    expect(await manual.locator('[data-cell-logs]').count()).toBe(0);
    expect(await manual.locator('header').innerText()).toMatch(/edited/);
    await manual.locator('[data-cell-run]').click();
    await expect
      .poll(() => manual.locator('[data-cell-logs]').innerText())
      .toMatch(/\d+ of 200000 segments hit the sphere\nedited/);
    expect(await count(page, MANUAL)).toBe('[7]');
    // A change in the cell it reads from marks it stale instead of running it.
    await cell(page, SOURCE).locator('[data-handle="A"]').focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => manual.locator('[data-cell-stale]').innerText()).toMatch(/stale: cell 4 changed/);
    expect(await count(page, MANUAL)).toBe('[7]');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('copies the code to the clipboard and says so', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page, problems } = await openPage(context, PAGE);
    const copy = cell(page, FIRST).locator('[data-cell-copy]');
    await copy.click();
    await expect.poll(() => copy.innerText()).toMatch(/Copied/);
    const code = await cell(page, FIRST).locator('[data-cell-editor] textarea').inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(code).toMatch(/^\/\/ Edit a number/);
    // The confirmation goes away by itself.
    await expect.poll(() => copy.innerText(), { timeout: 5000 }).toBe('Copy');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the edited badge while the code differs, and Reset takes it away', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const first = cell(page, FIRST);
    expect(await first.locator('[data-cell-edited]').count()).toBe(0);
    await first.locator('[data-cell-editor] textarea').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' ');
    await expect.poll(() => first.locator('[data-cell-edited]').count()).toBe(1);
    await first.locator('header button', { hasText: 'Reset' }).click();
    await expect.poll(() => first.locator('[data-cell-edited]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('draws console.table as a table, and pretty-prints returned values', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const table = cell(page, CONSOLE).locator('[data-cell-logs] table');
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['(index)', 'name', 'at', 't']);
    expect(await table.locator('tbody tr').nth(1).locator('th, td').allInnerTexts()).toEqual([
      '1',
      '"D"',
      '(4, 0, 0)',
      '0.4',
    ]);
    // warn and error lines keep their level.
    expect(await cell(page, CONSOLE).locator('[data-cell-logs]').innerText()).toMatch(/a warning\nan error message/);
    // A vector: (x, y, z).
    const vector = cell(page, CONSOLE).locator('[data-cell-result]');
    expect(await vector.getAttribute('data-cell-result')).toBe('text');
    expect(await vector.innerText()).toMatch(/\(4, 0, 0\)$/);
    // A hit: one row per field. (0,0)→(10,0) meets the sphere at (8,3), r 5, at x = 8 − 4.
    const hit = cell(page, FIRST).locator('[data-cell-result="hit"] tr');
    expect(await hit.allInnerTexts()).toEqual(['point\t(4, 0, 0)', 'normal\t(-0.8, -0.6, 0)', 'distance\t4', 't\t0.4']);
    // A query's null: no hit.
    expect(await cell(page, NO_HIT).locator('[data-cell-result]').innerText()).toMatch(/null — no hit/);
    expect(await cell(page, NO_HIT).locator('[data-cell-result]').getAttribute('data-cell-result')).toBe('no-hit');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('clears the output on each run', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const logs = cell(page, FIRST).locator('[data-cell-logs]');
    await typeInto(page, FIRST, 'console.log("first");\n42');
    await expect.poll(() => logs.innerText()).toBe('first');
    expect(await cell(page, FIRST).locator('[data-cell-result]').innerText()).toMatch(/42$/);
    await typeInto(page, FIRST, 'console.log("second");');
    await expect.poll(() => logs.innerText()).toBe('second');
    expect(await cell(page, FIRST).locator('[data-cell-result]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('re-runs a later cell when the cell it reads from is edited, or fails', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const distance = () => readout(page, DEPENDENT, 'distance');
    const before = await distance();
    expect(before).toMatch(/^\d/);
    // Move the sphere's centre by editing the first cell: the cell below follows.
    const editor = cell(page, SOURCE).locator('[data-cell-editor] textarea');
    const code = await editor.inputValue();
    await typeInto(page, SOURCE, code.replace('center: vec3(7, 2)', 'center: vec3(5, 2)'));
    // With A at (0, 1) and B on y = 1, the hit is at x = 5 − √(2.5² − 1²) = 2.7087…, shown to 2 places.
    await expect.poll(distance).toBe('2.71');
    const ran = Number((await count(page, DEPENDENT)).slice(1, -1));
    expect(ran).toBeGreaterThan(5);
    // A cell that fails leaves the cells below waiting, and says for which cell.
    await typeInto(page, SOURCE, 'export const hit = null;\nexport const sphere = nope;');
    await expect
      .poll(() => cell(page, DEPENDENT).locator('[data-cell-waiting]').innerText())
      .toMatch(/Waiting for cell 4: it exports `(sphere|hit)`, and its last run failed/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates a later cell in the same frame when a handle of the cell it reads from is dragged', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    /** Drags A up and back; returns the work of each frame (run + render + paint of both cells) and the dependent's updates. */
    const measure = async (dy: number) => {
      await page.evaluate(() => {
        const w = window as unknown as { work_: number[]; updates_: number; stop_: boolean };
        w.work_ = [];
        w.updates_ = 0;
        w.stop_ = false;
        const source = document.querySelectorAll('[data-live-cell]')[3];
        const target = document.querySelectorAll('[data-live-cell]')[4]?.querySelector('[data-readout="distance"]');
        if (!source || !target) throw new Error('no cells');
        new MutationObserver(() => w.updates_++).observe(target, {
          characterData: true,
          childList: true,
          subtree: true,
        });
        let last: string | null = source.getAttribute('data-frame-ms');
        const tick = () => {
          const ms = source.getAttribute('data-frame-ms');
          if (ms !== null && ms !== last) w.work_.push(Number(ms));
          last = ms;
          if (!w.stop_) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await drag(page, SOURCE, 'A', 0, dy, 80);
      return page.evaluate(() => {
        const w = window as unknown as { work_: number[]; updates_: number; stop_: boolean };
        w.stop_ = true;
        return { work: w.work_.sort((a, b) => a - b), updates: w.updates_ };
      });
    };
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? NaN;
    const before = await readout(page, DEPENDENT, 'distance');
    const withDependent = await measure(-50);
    // The dependent changed with the drag, frame after frame, not once at the end.
    expect(await readout(page, DEPENDENT, 'distance')).not.toBe(before);
    expect(withDependent.updates).toBeGreaterThan(10);
    // The same drag with the cell below reading nothing from it: the difference is the dependent's re-run.
    await typeInto(
      page,
      DEPENDENT,
      'const fig = figure({ height: 220 });\nfig.circle(vec3(7, 2), 2.5);\nfig.readout("distance", 1);',
    );
    await expect.poll(() => readout(page, DEPENDENT, 'distance')).toBe('1');
    const alone = await measure(50);
    console.log(
      `notebook drag, work per frame (run + render + paint): with a dependent cell median ${median(withDependent.work).toFixed(2)} ms over ${withDependent.work.length} frames; ` +
        `alone ${median(alone.work).toFixed(2)} ms over ${alone.work.length} frames; added per dependent re-run ≈ ${(median(withDependent.work) - median(alone.work)).toFixed(2)} ms`,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Restart clears counts, outputs and the scope; a cell run then says what it waits for; Run all runs all', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    await page.locator('[data-notebook="restart"]').click();
    await expect.poll(() => counts(page)).toEqual(Array<string>(CELLS).fill('[ ]'));
    expect(await page.locator('[data-live-cell] [data-cell-logs]').count()).toBe(0);
    expect(await page.locator('[data-live-cell] [data-cell-result]').count()).toBe(0);
    expect(await page.locator('[data-live-cell] canvas').count()).toBe(0);
    expect(await page.locator('[data-cell-idle]').count()).toBe(CELLS);
    // The dependent, run alone, names the name and the cell it comes from.
    await cell(page, DEPENDENT).locator('[data-cell-run]').click();
    await expect
      .poll(() => cell(page, DEPENDENT).locator('[data-cell-waiting]').innerText())
      .toMatch(/`(sphere|hit)` is exported by cell 4, which has not run yet — press Run all/);
    expect(await count(page, DEPENDENT)).toBe('[ ]');
    await page.locator('[data-notebook="run-all"]').click();
    await expect.poll(() => counts(page)).toEqual(['[1]', '[2]', '[3]', '[4]', '[5]', '[6]', '[7]']);
    expect(await page.locator('[data-cell-waiting]').count()).toBe(0);
    expect(await readout(page, DEPENDENT, 'distance')).toMatch(/^\d/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('starts a fresh notebook on the next page, reached without reloading', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    await page.locator('.menu__link', { hasText: 'Raycast to a sphere' }).click();
    await page.waitForURL(/raycast-sphere/);
    await page.locator('h1', { hasText: 'Raycast to a sphere' }).waitFor();
    // Numbered from 1 again, with its own toolbar, and its cells ran: [1], [2], …
    await expect
      .poll(() => page.locator('[data-live-cell]').evaluateAll((els) => els.map((e) => e.getAttribute('data-count'))), {
        timeout: 10_000,
      })
      .toEqual(expect.arrayContaining(['1', '2']));
    expect(await page.locator('[data-live-cell]').first().getAttribute('data-cell-index')).toBe('1');
    expect(await count(page, 0)).toBe('[1]');
    expect(await page.locator('[data-notebook-toolbar]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('labels every control, and reaches them with Tab', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const names = await page
      .locator('[data-notebook-toolbar] button, [data-live-cell]:first-of-type header button')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent));
    expect(names).toEqual(
      expect.arrayContaining(['▶▶ Run all', '↺ Restart', 'Run cell 1 (Shift+Enter in the editor)', 'Copy the code']),
    );
    // From the toolbar's first button, Tab walks Restart, then cell 1's Run and Copy.
    await page.locator('[data-notebook="run-all"]').focus();
    const walk: string[] = [];
    for (let k = 0; k < 3; k++) {
      await page.keyboard.press('Tab');
      walk.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
        ),
      );
    }
    expect(walk).toEqual(['↺ Restart', 'Run cell 1 (Shift+Enter in the editor)', 'Copy the code']);
    // A run the reader asked for is announced, once, politely.
    await cell(page, FIRST).locator('[data-cell-run]').click();
    await expect
      .poll(() => cell(page, FIRST).locator('[data-cell-announce]').innerText())
      .toMatch(/^Ran, \[\d+\]; 1 console line; returned point \(4, 0, 0\)/);
    expect(await cell(page, FIRST).locator('[data-cell-announce]').getAttribute('aria-live')).toBe('polite');
    expect(problems).toEqual([]);
    await page.close();
  });
});
