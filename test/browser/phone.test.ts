// The site as a student uses it on a phone (390×844, touch): nothing cut off without a sign
// on any page of the sidebar; an exercise edited, checked and passed by touch with the
// on-screen keyboard taking half the screen; a failing hidden case that says where it comes
// from; Reset undone by a tap; no focus ring left by a finger's drag; the scroll-to-top button
// never over a cell's buttons. One page load per page: the whole suite runs in CI's budget.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { launch, openPage, screenshotDir } from './browser';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
/** What an on-screen keyboard leaves of a 844 px screen. */
const WITH_KEYBOARD = { width: 390, height: 500 };

let browser: Browser;
let light: BrowserContext;
let dark: BrowserContext;
beforeAll(async () => {
  browser = await launch();
  light = await browser.newContext({ ...PHONE, colorScheme: 'light' });
  dark = await browser.newContext({ ...PHONE, colorScheme: 'dark' });
});
afterAll(async () => {
  await browser.close();
});

/** A doc's URL: its front matter's slug where it has one (the intro's is `/`), else its id. */
function docPath(id: string): string {
  const file = ['md', 'mdx']
    .map((ext) => fileURLToPath(new URL(`../../docs/${id}.${ext}`, import.meta.url)))
    .find((f) => existsSync(f));
  const slug = file === undefined ? undefined : /^slug:\s*(\S+)\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (slug === undefined) return `/docs/${id}`;
  return slug.startsWith('/') ? `/docs${slug === '/' ? '/' : slug}` : `/docs/${slug}`;
}
const PAGES = (sidebars.chapters as string[]).map(docPath);

interface Cut {
  what: string;
  width: string;
  why: string;
}

/**
 * Every element inside the page's article wider than its own box: each must either scroll
 * with a sign that it does (`data-scrolls`, set by clientModules/scroll-affordance.ts, or a
 * code editor, whose caret follows) and take the keyboard (itself or a control inside), or it
 * is cut off. KaTeX's MathML copy and visually hidden text are hidden on purpose.
 */
function cutOff(page: Page): Promise<Cut[]> {
  return page.evaluate(() => {
    const found: Cut[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue;
      if (el.closest('.katex-mathml, .hb-visually-hidden, [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible') continue;
      const cls = typeof el.className === 'string' && el.className !== '' ? `.${el.className.split(' ')[0] ?? ''}` : '';
      const what = `${el.tagName.toLowerCase()}${cls}: ${el.textContent.trim().slice(0, 60)}`;
      const width = `${el.clientWidth} of ${el.scrollWidth} px shown`;
      if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
        found.push({ what, width, why: 'cut off, and it cannot scroll' });
        continue;
      }
      const editor = el.closest('[data-cell-editor]') !== null;
      const sign = el.hasAttribute('data-scrolls') || editor;
      const keyboard = el.tabIndex >= 0 || el.querySelector('textarea, button, a[href], [tabindex="0"]') !== null;
      if (!sign) found.push({ what, width, why: 'scrolls with no sign that it does' });
      else if (!keyboard) found.push({ what, width, why: 'scrolls, but the keyboard cannot reach it' });
    }
    return found;
  });
}

describe.each(PAGES)('on a phone, %s', (path) => {
  it('cuts nothing off without a sign that it scrolls, and shows no keyboard hints', async () => {
    const { page, problems } = await openPage(light, path);
    // The maths fonts are in and every box measured (the client module runs on the next frame).
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => cutOff(page), { timeout: 10_000 }).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Shift+Enter, Esc and Tab are not on a phone's keyboard.
    const hints = page.locator('[data-cell-hint]');
    for (let i = 0; i < (await hints.count()); i++) expect(await hints.nth(i).isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });
});

const EXERCISE_PAGE = '/docs/raycast-aabb';
const source = readFileSync(fileURLToPath(new URL('../../docs/raycast-aabb.mdx', import.meta.url)), 'utf8');
const exerciseSource = source.slice(source.indexOf('<Exercise id="write"'));
const SOLUTION = /```ts solution\n([\s\S]*?)\n```/.exec(exerciseSource)?.[1] ?? '';
const STARTER = /```ts starter\n([\s\S]*?)\n```/.exec(exerciseSource)?.[1] ?? '';

/** Inside the visible part of the screen (what the keyboard leaves). */
async function inView(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('an exercise on a phone', () => {
  it('is edited, checked and passed by touch with the keyboard up; Reset is undone by a tap', async () => {
    expect(SOLUTION).not.toBe('');
    expect(STARTER).not.toBe('');
    const { page, problems } = await openPage(light, EXERCISE_PAGE);
    const ex = page.locator('[data-exercise="write"]');
    const editor = ex.locator('[data-exercise-editor]');
    const area = editor.locator('textarea');
    const check = ex.locator('[data-exercise-check]');
    const status = ex.locator('[data-exercise-message]');

    // Wrapped and numbered: no line runs off the side, and each line has its number.
    await editor.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
    });
    await page.screenshot({ path: `${screenshotDir}phone-exercise-starter-light.png` });
    expect(await editor.locator('[data-code-wrap]').count()).toBe(1);
    expect(await area.evaluate((t) => t.scrollWidth <= t.clientWidth + 1)).toBe(true);
    const numbers = await editor
      .locator('pre .token-line')
      .evaluateAll((lines) => lines.map((l) => getComputedStyle(l, '::before').content));
    expect(numbers.length).toBe(STARTER.split('\n').length);
    expect(numbers.every((c) => c !== 'none' && c !== '')).toBe(true);

    // A tap in the editor, the keyboard comes up (half the screen), the answer typed.
    await area.tap();
    await page.setViewportSize(WITH_KEYBOARD);
    await area.press('Control+a');
    await page.keyboard.insertText(SOLUTION.replace('(x0 - A[k]) / d', '(x0 - A[k]) * (1 / d)'));
    // The caret at the start of a long line shows its line's start: nothing scrolled sideways.
    expect(await editor.evaluate((el) => el.querySelector('[data-code-wrap] > div')?.scrollLeft ?? 0)).toBe(0);
    await page.screenshot({ path: `${screenshotDir}phone-exercise-editing-light.png` });
    // The Check button is right under the editor, shown, and a tap checks.
    const editorBox = await editor.boundingBox();
    const checkBox = await check.boundingBox();
    if (!editorBox || !checkBox) throw new Error('no editor or Check button');
    expect(checkBox.y - (editorBox.y + editorBox.height)).toBeLessThan(80);
    await check.tap();

    // Dividing by d as 1/d: only the exact corner of pitfall 6 fails, a hidden case. The result
    // is scrolled into view, says what the case tests and links to the pitfall.
    await expect.poll(() => ex.getAttribute('data-exercise-status'), { timeout: 30_000 }).toBe('failed');
    await expect.poll(() => inView(page, status)).toBe(true);
    const failure = ex.locator('[data-exercise-failure]');
    expect(await failure.locator('[data-exercise-hidden-note]').innerText()).toMatch(
      /^A hidden case tests an edge the statement does not spell out: here, the exact corner of pitfall 6/,
    );
    const pitfall = failure.locator('[data-exercise-pitfall]');
    expect(await pitfall.innerText()).toBe('pitfall 6. Rounding loses an exact corner');
    expect(await pitfall.getAttribute('href')).toBe('#6-rounding-loses-an-exact-corner');
    expect(await page.locator('[id="6-rounding-loses-an-exact-corner"]').count()).toBe(1);
    await page.screenshot({ path: `${screenshotDir}phone-exercise-failed-light.png` });

    // The right answer, then Check: passed, and in view.
    await area.tap();
    await area.press('Control+a');
    await page.keyboard.insertText(SOLUTION);
    await check.tap();
    await expect.poll(() => ex.getAttribute('data-exercise-status'), { timeout: 30_000 }).toBe('passed');
    await expect.poll(() => inView(page, status)).toBe(true);
    expect(await status.innerText()).toMatch(/^Passed: all \d+ cases right\.$/);
    await page.screenshot({ path: `${screenshotDir}phone-exercise-passed-light.png` });

    // Reset to starter on a passing answer, then Undo: the answer is back, still passed.
    await page.setViewportSize(PHONE.viewport);
    await ex.locator('[data-exercise-reset]').tap();
    await expect.poll(() => area.inputValue()).toBe(STARTER);
    const undo = ex.locator('[data-exercise-undo-reset]');
    expect(await undo.isVisible()).toBe(true);
    await ex
      .locator('[data-exercise-reset-note]')
      .screenshot({ path: `${screenshotDir}phone-exercise-reset-light.png` });
    await undo.tap();
    await expect.poll(() => area.inputValue()).toBe(SOLUTION);
    expect(await undo.count()).toBe(0);
    expect(await ex.locator('[data-exercise-tick]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});

describe('touch and the floating button on a phone', () => {
  it('leaves no focus ring on a handle after a drag, and the scroll-to-top button never covers a control', async () => {
    const { page, problems } = await openPage(dark, EXERCISE_PAGE);
    const handle = page.locator('[data-live-cell] [data-handle]').first();
    await handle.scrollIntoViewIfNeeded();
    const box = await handle.boundingBox();
    if (!box) throw new Error('no handle on screen');
    const before = await handle.getAttribute('aria-valuetext');
    const cdp = await dark.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await touch('touchStart', x, y);
    for (let i = 1; i <= 10; i++) await touch('touchMove', x + i * 3, y + i * 2);
    await touch('touchEnd', x + 30, y + 20);
    await expect.poll(() => handle.getAttribute('aria-valuetext')).not.toBe(before);
    expect(await handle.evaluate((h) => h === document.activeElement || h.matches(':focus-visible'))).toBe(false);
    await page.screenshot({ path: `${screenshotDir}phone-after-touch-drag-dark.png` });

    // Down the whole chapter a screen at a time: wherever the button shows, nothing pressable is under it.
    const covered = await page.evaluate(async () => {
      const frame = () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        });
      const found: string[] = [];
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo(0, top);
        await frame();
        await frame();
        const button = document.querySelector<HTMLElement>('.theme-back-to-top-button');
        if (!button) continue;
        const style = getComputedStyle(button);
        if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
        const at = button.getBoundingClientRect();
        for (const el of Array.from(
          document.querySelectorAll<HTMLElement>('main button, main [data-handle], main input'),
        )) {
          if (el === button) continue;
          const r = el.getBoundingClientRect();
          if (r.width > 0 && r.left < at.right && at.left < r.right && r.top < at.bottom && at.top < r.bottom)
            found.push(`at ${Math.round(top)}: ${el.textContent.trim() || el.tagName}`);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 90_000);
});
