// Handles bound to code: dragging a handle rewrites the number it was created from, editing
// the number moves the handle, and each shows the other.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dragBy, launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const cell = (page: Page) => page.locator('[data-live-cell]').first();
const editor = (page: Page) => cell(page).locator('[data-cell-editor] textarea');
const handle = (page: Page, name: string) => cell(page).locator(`[data-handle="${name}"]`);
/** The shown (highlighted) code, which is what the reader sees. */
const shownCode = (page: Page) => cell(page).locator('[data-cell-editor] pre:last-of-type').innerText();

/** "A at (2.55, −0.3)" → "vec3(2.55, -0.3)": the position as the code writes it. */
function asVec3(valuetext: string | null): string {
  const m = /\((.+), (.+)\)$/.exec(valuetext ?? '');
  if (!m) throw new Error(`not a position: ${valuetext}`);
  return `vec3(${(m[1] ?? '').replace('−', '-')}, ${(m[2] ?? '').replace('−', '-')})`;
}

/** Replaces the code of the first cell, as a reader would, and waits for it to run. */
async function typeInto(page: Page, code: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(code.replace(/\n\s+/g, '\n'));
  await expect.poll(() => editor(page).inputValue()).toBe(code.replace(/\n\s+/g, '\n'));
}

/** Waits until the cell has found its bindings (the finder loads when the page is idle). */
async function bound(page: Page, name: string): Promise<string> {
  await handle(page, name).hover();
  const mark = cell(page).locator('[data-binding-mark]');
  await expect.poll(() => mark.count(), { timeout: 10_000 }).toBe(1);
  const text = await mark.innerText();
  await page.mouse.move(0, 0);
  return text;
}

describe('a handle bound to its code', () => {
  it('rewrites its number while dragged, as one undoable edit, keeping the focus, caret, scroll and frame rate', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    const original = await editor(page).inputValue();
    expect(original).toContain("fig.handle('A', vec3(-2, -1));");
    expect(await bound(page, 'A')).toBe('vec3(-2, -1)');
    // The reader's caret sits at the end of the code, below the literal.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    const caretFromEnd = await editor(page).evaluate((t: HTMLTextAreaElement) => t.value.length - t.selectionStart);
    const A = handle(page, 'A');
    await A.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    const runsBefore = Number((await cell(page).getAttribute('data-edit-runs')) ?? 0);
    const box = await A.boundingBox();
    if (!box) throw new Error('handle A is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.evaluate(() => {
      const w = window as unknown as { work_: number[]; stop_: boolean; shown_: Set<string> };
      w.work_ = [];
      w.stop_ = false;
      w.shown_ = new Set();
      const section = document.querySelector('[data-live-cell]');
      const pre = section?.querySelector('[data-cell-editor] pre:last-of-type');
      let last: string | null = null;
      const tick = () => {
        const ms = section?.getAttribute('data-frame-ms') ?? null;
        if (ms !== null && ms !== last) w.work_.push(Number(ms));
        last = ms;
        const line = /fig\.handle\('A', [^;]*\)/.exec(pre?.textContent ?? '')?.[0];
        if (line) w.shown_.add(line);
        if (!w.stop_) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 90; i++) await page.mouse.move(x + i * 2, y - i * 0.8);
    await page.mouse.up();
    const { work, shown } = await page.evaluate(() => {
      const w = window as unknown as { work_: number[]; stop_: boolean; shown_: Set<string> };
      w.stop_ = true;
      return { work: w.work_.sort((a, b) => a - b), shown: [...w.shown_] };
    });
    const at = (p: number) => work[Math.min(work.length - 1, Math.floor(p * work.length))] ?? 0;
    console.log(
      `bound drag: work per frame (run + rewrite + render + paint) over ${work.length} frames: ` +
        `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms; ` +
        `${shown.length} different texts shown during the drag`,
    );
    expect(work.length).toBeGreaterThan(10);
    // The code followed the handle during the drag, not only at the end.
    expect(shown.length).toBeGreaterThan(3);
    const where = await A.getAttribute('aria-valuetext');
    expect(where).not.toBe('A at (−2, −1)');
    // The code now says where the handle is: the same numbers as the handle announces.
    await expect.poll(() => editor(page).inputValue()).toBe(original.replace('vec3(-2, -1)', asVec3(where)));
    expect(await shownCode(page)).toContain(`fig.handle('A', ${asVec3(where)});`);
    // It counts as an edit, compiled once for the whole drag.
    expect(await cell(page).locator('header').innerText()).toMatch(/edited/i);
    await expect.poll(() => cell(page).getAttribute('data-edit-runs')).toBe(String(runsBefore + 1));
    // The handle kept the focus; the reader's caret and the page did not move.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-handle'))).toBe('A');
    expect(await editor(page).evaluate((t: HTMLTextAreaElement) => t.value.length - t.selectionStart)).toBe(
      caretFromEnd,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    // The handle stays where it was dropped when its new code runs.
    expect(await A.getAttribute('aria-valuetext')).toBe(where);

    // One Ctrl+Z in the editor undoes the whole drag: the number, and the handle.
    await editor(page).focus();
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await editor(page).inputValue()).toBe(original);
    await expect.poll(() => A.getAttribute('aria-valuetext')).toBe('A at (−2, −1)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('rewrites its number when moved with the keyboard', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    await bound(page, 'A');
    const A = handle(page, 'A');
    await A.focus();
    // The default step of this figure is 0.5: two steps up, one Shift step (×10) right.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Shift+ArrowRight');
    await expect.poll(() => A.getAttribute('aria-valuetext')).toBe('A at (3, 0)');
    await expect.poll(() => editor(page).inputValue()).toContain("fig.handle('A', vec3(3, 0));");
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-handle'))).toBe('A');
    // The hint under the editor still speaks to a reader who has not entered it.
    expect(await cell(page).locator('[data-cell-hint]').innerText()).toMatch(/^Edit the code/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('rewrites even when moved the moment the page is ready, before the cell has looked for bindings', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    const A = handle(page, 'A');
    await A.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => editor(page).inputValue()).toContain("fig.handle('A', vec3(-2, -0.5));");
    expect(await A.getAttribute('aria-valuetext')).toBe('A at (−2, −0.5)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('moves when its number is edited, and is ringed while the caret is in the number', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    await bound(page, 'A');
    const code = await editor(page).inputValue();
    const at = code.indexOf('vec3(-2, -1)') + 'vec3(-2, '.length;
    await editor(page).focus();
    // Select the -1 and type 2.5 over it.
    await editor(page).evaluate((t: HTMLTextAreaElement, i: number) => {
      t.setSelectionRange(i, i + 2);
    }, at);
    await page.keyboard.type('2.5');
    const A = handle(page, 'A');
    await expect.poll(() => A.getAttribute('aria-valuetext')).toBe('A at (−2, 2.5)');
    // The caret is inside A's numbers: its handle is ringed, and its numbers marked.
    await expect.poll(() => A.getAttribute('data-ringed')).toBe('true');
    expect(await cell(page).locator('[data-binding-mark]').innerText()).toBe('vec3(-2, 2.5)');
    // Elsewhere in the code, no ring.
    await page.keyboard.press('ControlOrMeta+End');
    await expect.poll(() => A.getAttribute('data-ringed')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('marks its number while focused, and follows a constant to it', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    await typeInto(
      page,
      `const fig = figure({ height: 300, x: [-10, 10], y: [-10, 10], title: 'bound' });
      const r0 = 2;
      const S = fig.handle('S', { x: 1, y: 1 });
      const r = fig.radius('r', S, r0);
      fig.circle(S, r);`,
    );
    // The new code has run (the playground's own code has an r of 3 and an S at (6, 3)).
    await expect.poll(() => handle(page, 'r').getAttribute('aria-valuetext')).toBe('r = 2');
    await expect.poll(() => bound(page, 'S')).toBe('{ x: 1, y: 1 }');
    const marks = cell(page).locator('[data-binding-mark]');
    await handle(page, 'r').focus();
    await expect.poll(() => marks.innerText()).toBe('2');
    // x: [-10, 10] gives a step of 0.5.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => editor(page).inputValue()).toContain('const r0 = 2.5;');
    await handle(page, 'S').focus();
    await expect.poll(() => marks.innerText()).toBe('{ x: 1, y: 1 }');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => editor(page).inputValue()).toContain("fig.handle('S', { x: 0.5, y: 1 });");
    expect(problems).toEqual([]);
    await page.close();
  });

  it('with a computed initial value still drags, and its code is left alone', async () => {
    const { page, problems } = await openPage(browser, '/playground');
    const code = `const fig = figure({ height: 300, x: [-10, 10], y: [-10, 10], title: 'computed' });
      const a = 1;
      const P = fig.handle('P', vec3(a + 1, 2));
      const Q = fig.handle('Q', vec3(0, 0));
      fig.segment(P, Q);`;
    await typeInto(page, code);
    // Q is bound: once it is marked, the bindings of this code are known.
    await expect.poll(() => bound(page, 'Q')).toBe('vec3(0, 0)');
    const typed = await editor(page).inputValue();
    const P = handle(page, 'P');
    await P.focus();
    expect(await cell(page).locator('[data-binding-mark]').count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => P.getAttribute('aria-valuetext')).toBe('P at (2.5, 2)');
    // Give a rewrite every chance to happen: it would come within a frame or two.
    await page.waitForTimeout(300);
    expect(await editor(page).inputValue()).toBe(typed);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the notebook page', () => {
  it('shows a bound cell whose numbers follow its handles, with the step the text states', async () => {
    const { page, problems } = await openPage(browser, '/docs/using-the-notebook');
    const demo = page.locator('[data-live-cell]').filter({ hasText: 'x: [-3, 17]' });
    const B = demo.locator('[data-handle="B"]');
    const code = demo.locator('[data-cell-editor] textarea');
    await B.hover();
    await expect.poll(() => demo.locator('[data-binding-mark]').count(), { timeout: 10_000 }).toBe(1);
    expect(await demo.locator('[data-binding-mark]').innerText()).toBe('vec3(10, 3)');
    await B.focus();
    // The text says this figure's step is 0.5.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => code.inputValue()).toContain("fig.handle('B', vec3(10, 3.5));");
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says when moving handles rewrote the code, also after a reload, and undoes every move in one click', async () => {
    const { page, problems } = await openPage(browser, '/docs/using-the-notebook');
    const demo = page.locator('[data-live-cell]').filter({ hasText: 'x: [-3, 17]' });
    const B = demo.locator('[data-handle="B"]');
    const code = demo.locator('[data-cell-editor] textarea');
    const original = await code.inputValue();
    const note = demo.locator('[data-cell-note="moved"]');
    expect(await note.count()).toBe(0);
    await B.hover();
    await expect.poll(() => demo.locator('[data-binding-mark]').count(), { timeout: 10_000 }).toBe(1);
    await B.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => code.inputValue()).toContain("fig.handle('B', vec3(10, 4));");
    await expect
      .poll(() => note.innerText())
      .toMatch(/Moving the handles rewrote this code: it is saved in this browser/);
    // Saved as moves: a returning reader is told, not shown a figure that silently disagrees with the text.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.values(
            JSON.parse(localStorage.getItem('hitbook:v1:edits:/docs/using-the-notebook') ?? '{}') as Record<
              string,
              unknown
            >,
          ),
        ),
      )
      .toEqual([expect.objectContaining({ dragged: true })]);
    await page.reload({ waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await expect.poll(() => code.inputValue()).toContain("fig.handle('B', vec3(10, 4));");
    await expect.poll(() => note.count()).toBe(1);
    // One click: every move undone, the code and the handle back where the text has them.
    await note.getByRole('button', { name: 'Undo the moves' }).click();
    await expect.poll(() => code.inputValue()).toBe(original);
    await expect.poll(() => B.getAttribute('aria-valuetext')).toBe('B at (10, 3)');
    expect(await note.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hitbook:v1:edits:/docs/using-the-notebook')))
      .toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a 3D handle bound to its code', () => {
  // The figure3d example of docs/notebook-kit: A from vec3(-1, 3, 3), B from vec3(1, 0.5, -2) in y = 0.5.
  const cell3 = (page: Page) => page.locator('[data-live-cell]:has(figure[data-figure3d])');
  const editor3 = (page: Page) => cell3(page).locator('[data-cell-editor] textarea');
  const readout3 = (page: Page, name: string) => cell3(page).locator(`[data-readout="${name}"]`).innerText();
  const side = 'A is on the side n points to';

  /** Scrolls the 3D figure into view and waits for its first WebGL frame and the cell's bindings. */
  async function open3(page: Page): Promise<void> {
    await cell3(page).locator('figure[data-figure3d]').scrollIntoViewIfNeeded();
    await cell3(page).locator('figure[data-figure3d="drawn"]').waitFor({ timeout: 15_000 });
    await cell3(page).locator('[data-handle="A"]').hover();
    const mark = cell3(page).locator('[data-binding-mark]');
    await expect.poll(() => mark.count(), { timeout: 10_000 }).toBe(1);
    expect(await mark.innerText()).toBe('vec3(-1, 3, 3)');
    await page.mouse.move(0, 0);
  }

  /** "A at (−0.5, 3, 2.25)" → "vec3(-0.5, 3, 2.25)". */
  function asVec3d(valuetext: string | null): string {
    const m = /\((.+), (.+), (.+)\)$/.exec(valuetext ?? '');
    if (!m) throw new Error(`not a 3D position: ${valuetext}`);
    return `vec3(${m
      .slice(1, 4)
      .map((s) => s.replace('−', '-'))
      .join(', ')})`;
  }

  it('rewrites x, y and z while dragged, as one undoable edit, and the result follows', async () => {
    const { page, problems } = await openPage(browser, '/docs/notebook-kit');
    await open3(page);
    const original = await editor3(page).inputValue();
    expect(original).toContain("const A = fig.handle('A', vec3(-1, 3, 3));");
    const runsBefore = Number((await cell3(page).getAttribute('data-edit-runs')) ?? 0);
    const t0 = await readout3(page, 't');
    const A = cell3(page).locator('[data-handle="A"]');
    await dragBy(page, A, 50, 30, { steps: 30 });
    const where = await A.getAttribute('aria-valuetext');
    expect(where).not.toBe('A at (−1, 3, 3)');
    // The code says where the handle is, and runs once for the whole drag.
    await expect.poll(() => editor3(page).inputValue()).toBe(original.replace('vec3(-1, 3, 3)', asVec3d(where)));
    await expect.poll(() => cell3(page).getAttribute('data-edit-runs')).toBe(String(runsBefore + 1));
    expect(await cell3(page).locator('header').innerText()).toMatch(/edited/i);
    // The handle stays where it was dropped when its new code runs, and the readout follows it.
    expect(await A.getAttribute('aria-valuetext')).toBe(where);
    await expect.poll(() => readout3(page, 't')).not.toBe(t0);
    expect(await cell3(page).locator('[data-cell-error]').count()).toBe(0);

    // One Ctrl+Z in the editor undoes the whole drag: the numbers, the handle and the readout.
    await editor3(page).focus();
    await page.keyboard.press('ControlOrMeta+Z');
    expect(await editor3(page).inputValue()).toBe(original);
    await expect.poll(() => A.getAttribute('aria-valuetext')).toBe('A at (−1, 3, 3)');
    await expect.poll(() => readout3(page, 't')).toBe(t0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('rewrites its numbers when moved with the keyboard, along z too, and a constrained one keeps its y', async () => {
    const { page, problems } = await openPage(browser, '/docs/notebook-kit');
    await open3(page);
    const A = cell3(page).locator('[data-handle="A"]');
    await A.focus();
    // The step is 0.5: right once, then down z past the triangle's plane z = −1.
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 9; i++) await page.keyboard.press('PageDown');
    await expect.poll(() => A.getAttribute('aria-valuetext')).toBe('A at (−0.5, 3, −1.5)');
    await expect.poll(() => editor3(page).inputValue()).toContain("const A = fig.handle('A', vec3(-0.5, 3, -1.5));");
    await expect.poll(() => readout3(page, side)).toBe('no: back face');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-handle'))).toBe('A');

    // B moves in the plane y = 0.5: its x and z are rewritten, its y is left as written.
    const B = cell3(page).locator('[data-handle="B"]');
    await B.focus();
    await expect.poll(() => cell3(page).locator('[data-binding-mark]').innerText()).toBe('vec3(1, 0.5, -2)');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('PageUp');
    await expect
      .poll(() => editor3(page).inputValue())
      .toContain("const B = fig.handle('B', vec3(0.5, 0.5, -1.5), { constrain: 'xz' });");
    // The caret in A's numbers rings A.
    const code = await editor3(page).inputValue();
    await editor3(page).focus();
    await editor3(page).evaluate(
      (t: HTMLTextAreaElement, i: number) => {
        t.setSelectionRange(i, i);
      },
      code.indexOf('vec3(-0.5, 3, -1.5)') + 'vec3('.length,
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => A.getAttribute('data-ringed')).toBe('true');
    expect(await B.getAttribute('data-ringed')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });
});
