// Exercises and predict questions as a student meets them on the AABB chapter: a wrong answer
// shows its failing case drawn, a right one passes; an endless loop is stopped and the page
// stays usable; the function being written cannot be borrowed from the library; predictions
// right and wrong; progress kept across a reload and reset; no accessibility violation.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, openPage, paintedPixels, screenshotDir } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const PAGE = '/docs/raycast-aabb';
const PROGRESS_KEY = 'hitbook:progress:v1';
const source = readFileSync(fileURLToPath(new URL('../../docs/raycast-aabb.mdx', import.meta.url)), 'utf8');

/** The chapter's own solution to "write", as its author wrote it (so the test follows the chapter). */
const SOLUTION = (() => {
  const exercise = source.slice(source.indexOf('<Exercise id="write"'));
  const m = /```ts solution\n([\s\S]*?)\n```/.exec(exercise);
  if (!m?.[1]) throw new Error('the chapter has no solution for the exercise "write"');
  return m[1];
})();

const exercise = (page: Page): Locator => page.locator('[data-exercise="write"]');

/** Puts `code` in the exercise's editor (as a paste would) and presses Check. */
async function check(page: Page, code: string): Promise<void> {
  const ex = exercise(page);
  await ex.locator('[data-exercise-editor] textarea').fill(code);
  await ex.locator('[data-exercise-check]').click();
}

async function statusOf(page: Page, ...done: string[]): Promise<string> {
  const ex = exercise(page);
  await expect
    .poll(() => ex.getAttribute('data-exercise-status'), { timeout: 30_000 })
    .toMatch(new RegExp(`^(${done.join('|')})$`));
  return ex.locator('[data-exercise-message]').innerText();
}

describe('an exercise', () => {
  it('draws the first failing case of a wrong answer, and passes a right one', async () => {
    const { page, problems, scripts } = await openPage(browser, PAGE);
    // A figure for the notes: the chapter's first-load JavaScript (the engine is not in it).
    const build = fileURLToPath(new URL('../../build', import.meta.url));
    const bytes = scripts
      .map((u) => gzipSync(readFileSync(build + new URL(u).pathname)).length)
      .reduce((a, b) => a + b, 0);
    console.log(`first-load JavaScript of ${PAGE}: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);

    const ex = exercise(page);
    // A slab method that forgets the length check (the chapter's pitfall 4): hits beyond B.
    const wrong = SOLUTION.replace(/tEnter > 1 \|\| /, '');
    expect(wrong).not.toBe(SOLUTION);
    await check(page, wrong);
    expect(await statusOf(page, 'failed')).toMatch(/cases failed/);
    const failure = ex.locator('[data-exercise-failure]');
    await expect.poll(() => failure.count()).toBe(1);
    // Its call, ready to paste; expected (no hit) against what came back (a hit).
    expect(await failure.locator('[data-exercise-call]').innerText()).toMatch(/^raycastAABB\(vec3\(/);
    expect(await failure.locator('[data-exercise-expected]').innerText()).toMatch(/null/);
    expect(await failure.locator('[data-exercise-got]').innerText()).toMatch(/t/);
    // Drawn: the figure's canvas is painted.
    const canvas = failure.locator('[data-exercise-figure] canvas');
    await expect.poll(() => canvas.count()).toBe(1);
    const index = await page
      .locator('canvas')
      .evaluateAll((all, target) => all.indexOf(target as HTMLCanvasElement), await canvas.elementHandle());
    await expect.poll(() => paintedPixels(page, index)).toBeGreaterThan(500);
    // Hidden cases are listed once checked; the list says which failed.
    expect(await ex.locator('[data-exercise-cases] li[data-case-pass="false"]').count()).toBeGreaterThan(0);
    await ex.screenshot({ path: `${screenshotDir}exercise-failed-light.png` });
    expect(await axeViolations(page)).toEqual([]);
    // A solution opens once the reader has tried.
    await ex.locator('[data-exercise-solution-button]').click();
    await expect.poll(() => ex.locator('[data-exercise-solution]').count()).toBe(1);

    await check(page, SOLUTION);
    expect(await statusOf(page, 'passed')).toMatch(/^Passed: all \d+ cases right\.$/);
    expect(await ex.locator('[data-exercise-failure]').count()).toBe(0);
    expect(await ex.locator('[data-exercise-tick]').count()).toBe(1);
    console.log(
      `exercise check: ${await ex.getAttribute('data-check-ms')} ms in all; worker start ${await ex.getAttribute('data-worker-start-ms')} ms`,
    );
    await ex.screenshot({ path: `${screenshotDir}exercise-passed-light.png` });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('stops an endless loop with a message, and the page stays responsive meanwhile', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const ex = exercise(page);
    // Frames the page paints while the reader's loop spins in its worker: a frozen page paints none.
    await page.evaluate(() => {
      const w = window as unknown as { frames: number };
      w.frames = 0;
      const tick = () => {
        w.frames++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const frames = () => page.evaluate(() => (window as unknown as { frames: number }).frames);
    await check(page, 'export function raycastAABB(origin, end, box) {\n  while (true) {}\n}');
    const before = await frames();
    const t0 = Date.now();
    expect(await statusOf(page, 'timeout')).toMatch(/did not return in time/);
    const seconds = (Date.now() - t0) / 1000;
    const painted = (await frames()) - before;
    console.log(`endless loop: stopped after ${seconds.toFixed(2)} s; the page painted ${painted} frames meanwhile`);
    expect(painted).toBeGreaterThan(10 * seconds);
    // And it answers at once: a hint opens at a click.
    await ex.locator('[data-exercise-hint-button]').click();
    await expect.poll(() => ex.locator('[data-exercise-hints] li').count()).toBe(1);

    // Cancel ends a check at once.
    await ex.locator('[data-exercise-check]').click();
    await ex.locator('[data-exercise-cancel]').click();
    expect(await statusOf(page, 'cancelled')).toBe('Check cancelled.');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the library’s own raycastAABB out of reach, and says so', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    await check(
      page,
      "import { raycastAABB as fromLibrary } from '@hitbook/query';\nexport function raycastAABB(origin, end, box) {\n  return fromLibrary(origin, end, box);\n}",
    );
    expect(await statusOf(page, 'error')).toMatch(
      /raycastAABB is not available in this exercise: it is the function you are writing/,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is clean for axe-core in dark mode, and fits a phone', async () => {
    for (const [scheme, width] of [
      ['dark', 1280],
      ['light', 390],
    ] as const) {
      const { page, problems } = await openPage(browser, PAGE, { colorScheme: scheme, width });
      await check(page, 'export function raycastAABB(origin, end, box) {\n  return null;\n}');
      await statusOf(page, 'failed');
      const phone = width < 500;
      await exercise(page).screenshot({ path: `${screenshotDir}exercise-failed-${phone ? 'phone' : scheme}.png` });
      // axe on the whole page, light and dark, is pages.test.ts's; here, with the failure shown.
      if (!phone) expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 120_000); // axe over a whole chapter twice (desktop and phone): 53 s at load 4 against the 60 s default
});

describe('a predict question and progress', () => {
  it('says whether a prediction is right, reveals, and keeps progress across a reload until reset', async () => {
    const context = await browser.newContext();
    const { page, problems } = await openPage(context, PAGE);
    const predict = page.locator('[data-predict="t-y"]');
    await predict.locator('[data-predict-input]').fill('0.3');
    await predict.locator('[data-predict-submit]').click();
    await expect.poll(() => predict.getAttribute('data-predict-result')).toBe('wrong');
    expect(await predict.locator('[data-predict-message]').innerText()).toMatch(
      /^✗ Not quite: you said 0\.3; the answer is 0\.25\.$/,
    );
    expect(await predict.locator('[data-predict-reveal]').isVisible()).toBe(true);
    await predict.screenshot({ path: `${screenshotDir}predict-revealed-light.png` });

    // The chapter's count in the sidebar: nothing done yet.
    const sidebar = page.locator('.theme-doc-sidebar-container [data-progress-doc="raycast-aabb"]');
    const total = Number(await sidebar.getAttribute('data-progress-total'));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(await sidebar.getAttribute('data-progress-done')).toBe('0');
    await check(page, SOLUTION);
    await statusOf(page, 'passed');
    await expect.poll(() => sidebar.getAttribute('data-progress-done')).toBe('1');

    // Another reader, in a fresh browser, is right.
    const other = await browser.newContext();
    const second = await openPage(other, PAGE);
    const p2 = second.page.locator('[data-predict="t-y"]');
    await p2.locator('[data-predict-input]').fill('1/4');
    await p2.locator('[data-predict-input]').press('Enter');
    await expect.poll(() => p2.getAttribute('data-predict-result')).toBe('correct');
    expect(await p2.locator('[data-predict-message]').innerText()).toBe('✓ Right: 1/4.');
    expect(await p2.locator('[data-predict-tick]').count()).toBe(1);
    expect(second.problems).toEqual([]);
    await other.close();

    // A reload keeps the tick, the prediction answered and the count.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => exercise(page).locator('[data-exercise-tick]').count()).toBe(1);
    await expect.poll(() => predict.getAttribute('data-predict-result')).toBe('wrong');
    await expect.poll(() => sidebar.getAttribute('data-progress-done')).toBe('1');
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY)) ?? '{}') as Record<
      string,
      { exercises: Record<string, string>; predicts: Record<string, string> }
    >;
    expect(stored['raycast-aabb']).toEqual({ exercises: { write: 'passed' }, predicts: { 't-y': 'wrong' } });

    // The front page counts it too, without visiting the chapter again.
    await page.goto(new URL('/', page.url()).href);
    const card = page.locator('[data-chapter="raycast-aabb"] [data-progress-doc]');
    await expect.poll(() => card.getAttribute('data-progress-done')).toBe('1');

    // Reset on "Using the notebook": per chapter, then the count is 0 again everywhere.
    await page.goto(new URL('/docs/using-the-notebook', page.url()).href);
    await page.locator('[data-progress-reset="raycast-aabb"]').click();
    await expect
      .poll(() => page.locator('[data-progress-row="raycast-aabb"] [data-progress-count]').innerText())
      .toBe(`0 of ${total}`);
    expect(await page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY)).toBeNull();
    await page.goto(new URL(PAGE, page.url()).href);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => sidebar.getAttribute('data-progress-done')).toBe('0');
    expect(await exercise(page).locator('[data-exercise-tick]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
