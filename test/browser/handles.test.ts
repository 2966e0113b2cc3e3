// Handles move the values the code computes with: by mouse, by keyboard, at frame rate.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, readout } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('a handle', () => {
  it('dragged with the mouse changes the computed result, and the drag keeps to the frame rate', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    const handle = page.locator('[data-live-cell] [data-handle="A"]').first();
    const before = await readout(page, 0, 't');
    await handle.scrollIntoViewIfNeeded();
    const box = await handle.boundingBox();
    if (!box) throw new Error('handle A is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // Record every animation frame during the drag.
    await page.evaluate(() => {
      const w = window as unknown as { frames_: number[]; work_: number[]; stop_: boolean };
      w.frames_ = [];
      w.work_ = [];
      w.stop_ = false;
      const cell = document.querySelector('[data-live-cell]');
      let last: string | null = null;
      const tick = (t: number) => {
        w.frames_.push(t);
        const ms = cell?.getAttribute('data-frame-ms') ?? null;
        if (ms !== null && ms !== last) w.work_.push(Number(ms));
        last = ms;
        if (!w.stop_) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 120; i++) await page.mouse.move(x + i * 1.5, y - i * 0.4);
    await page.mouse.up();
    const { frames, work } = await page.evaluate(() => {
      const w = window as unknown as { frames_: number[]; work_: number[]; stop_: boolean };
      w.stop_ = true;
      return { frames: w.frames_, work: w.work_.sort((a, b) => a - b) };
    });
    const gaps = frames
      .slice(1)
      .map((t, i) => t - (frames[i] ?? t))
      .sort((a, b) => a - b);
    const pct = (p: number) => gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))] ?? 0;
    const at = (p: number) => work[Math.min(work.length - 1, Math.floor(p * work.length))] ?? 0;
    console.log(
      `drag: ${frames.length} frames, frame interval median ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, max ${pct(1).toFixed(1)} ms; ` +
        `work per frame (run + render + paint) over ${work.length} frames: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
    );
    expect(work.length).toBeGreaterThan(10);
    const after = await readout(page, 0, 't');
    expect(after).not.toBe(before);
    expect(await handle.getAttribute('aria-valuetext')).not.toBe('A at (−2, −1)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('dragged with a finger on a touch screen changes the computed result', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const { page, problems } = await openPage(context, '/playground');
    const handle = page.locator('[data-live-cell] [data-handle="B"]').first();
    await handle.scrollIntoViewIfNeeded();
    const before = await handle.getAttribute('aria-valuetext');
    const box = await handle.boundingBox();
    if (!box) throw new Error('handle B is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // Real touch input through the DevTools protocol: the page sees pointer events of type touch.
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py }] });
    await touch('touchStart', x, y);
    for (let i = 1; i <= 20; i++) await touch('touchMove', x - i * 3, y + i * 2);
    await touch('touchEnd', x - 60, y + 40);
    await expect.poll(() => handle.getAttribute('aria-valuetext')).not.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('moved with the arrow keys changes the result and announces its coordinates', async () => {
    const { page } = await openPage(browser, '/playground');
    const handle = page.locator('[data-live-cell] [data-handle="A"]').first();
    expect(await handle.getAttribute('aria-valuetext')).toBe('A at (−2, −1)');
    const before = await readout(page, 0, 't');
    await handle.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => handle.getAttribute('aria-valuetext')).toMatch(/^A at \(\d+(\.\d+)?, −?\d+(\.\d+)?\)$/);
    expect(await handle.getAttribute('aria-valuetext')).not.toBe('A at (−2, −1)');
    await expect.poll(() => readout(page, 0, 't')).not.toBe(before);
    // A moved handle is something to reset.
    expect(await page.locator('[data-live-cell] header button', { hasText: 'Reset' }).first().isDisabled()).toBe(false);
    // Once the presses settle, a screen reader hears the new results, not only the coordinates.
    const announcer = page.locator('[data-live-cell] [data-announcer]').first();
    const t = await readout(page, 0, 't');
    await expect.poll(() => announcer.innerText()).toContain(`t = ${t}`);
    // Held inside the figure: fifty Page Ups later the handle is still in view and focused.
    for (let i = 0; i < 50; i++) await page.keyboard.press('PageUp');
    const box = await handle.boundingBox();
    const stage = await page.locator('[data-live-cell] [data-figure]').first().boundingBox();
    if (!box || !stage) throw new Error('no geometry');
    expect(box.y + box.height / 2).toBeGreaterThanOrEqual(stage.y);
    expect(box.y + box.height / 2).toBeLessThanOrEqual(stage.y + stage.height);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-handle'))).toBe('A');
    await page.close();
  });

  it('of a figure in the text can be put back with its Reset button', async () => {
    const { page, problems } = await openPage(browser, '/docs/raycast-sphere');
    const figure = page.locator('figure:not([data-live-cell] figure):has([data-handle])').first();
    const handle = figure.locator('[data-handle]').first();
    const start = await handle.getAttribute('aria-valuetext');
    expect(await figure.locator('[data-figure-reset]').count()).toBe(0);
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => handle.getAttribute('aria-valuetext')).not.toBe(start);
    await figure.locator('[data-figure-reset]').click();
    await expect.poll(() => handle.getAttribute('aria-valuetext')).toBe(start);
    expect(await figure.locator('[data-figure-reset]').count()).toBe(0);
    // The button went away with the moves: the focus is on the figure's first handle, not lost.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-handle'))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('drives the derivation readouts of the chapter while dragged', async () => {
    const { page } = await openPage(browser, '/docs/raycast-sphere');
    const explorer = page
      .locator('[data-live-cell]')
      .filter({ has: page.locator('[data-readout="AC"]') })
      .first();
    const AC = explorer.locator('[data-readout="AC"]');
    const before = await AC.innerText();
    const handle = explorer.locator('[data-handle="A"]');
    await handle.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => AC.innerText()).not.toBe(before);
    await page.close();
  });
});
