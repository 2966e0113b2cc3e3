// A reader's edits are kept: restored on reload before the page paints them, checked against
// a changed original, reset by cell or page, shared by link. A cell whose last run timed out
// or never finished, and code from a link, wait for Run.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeShare } from '../../src/components/Notebook/share';
import { axeViolations, baseUrl, launch, openPage, screenshotDir } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const PAGE = '/docs/notebook-kit';
const EDITS = `hitbook:v1:edits:${PAGE}`;

/** The `i`-th cell of the page (from 0); its id is not its position. */
const cell = (page: Page, i: number) => page.locator(`[data-live-cell][data-cell-build-index="${i}"]`);
const idOf = async (page: Page, i: number) => (await cell(page, i).getAttribute('data-cell-id')) ?? '';
const editorOf = (page: Page, i: number) => cell(page, i).locator('[data-cell-editor] textarea');
const logsOf = (page: Page, i: number) => cell(page, i).locator('[data-cell-logs]');

/** FNV-1a (32 bit) over UTF-16 code units, as 8 hex digits: the version stamp of a cell's code. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The WCAG contrast ratio of two opaque CSS colours given as rgb(…) (transparent reads as 1:1). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const m = /rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/.exec(c);
    if (!m || m[4] === '0') return null;
    const [r, g, bl] = [m[1], m[2], m[3]].map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)];
  if (x === null || y === null) return 1;
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Replaces the code of cell `i` by typing, as a reader would, and waits until it is saved. */
async function typeInto(page: Page, i: number, code: string): Promise<void> {
  await editorOf(page, i).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(code);
}

async function savedCode(page: Page, i: number): Promise<string | null> {
  return (await savedEdits(page))[await idOf(page, i)]?.code ?? null;
}

async function savedEdits(page: Page): Promise<Record<string, { hash: string; code: string }>> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { hash: string; code: string }>,
    EDITS,
  );
}

/** Reloads, waiting (as openPage does) until the cells have started. */
async function reload(page: Page, url?: string): Promise<void> {
  if (url) {
    // From another document: the same page with a new fragment would not load again.
    await page.goto('about:blank');
    await page.goto(url, { waitUntil: 'load' });
  } else await page.reload({ waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[data-static-figure]').length === 0);
}

describe('saved edits', () => {
  it('come back on reload, and the original code is never painted in their place', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const original = await editorOf(page, 0).inputValue();
    const mine = 'console.log("mine", 6 * 7);';
    await typeInto(page, 0, mine);
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('mine 42');
    await expect.poll(() => savedCode(page, 0)).toBe(mine);

    // From the first script of the next load: what every frame shows of cell 0's editor,
    // sampled in requestAnimationFrame (it runs right before each paint) and at DOMContentLoaded.
    await page.addInitScript(() => {
      const w = window as unknown as { samples_: { value: string; visible: boolean; ready: boolean }[] };
      w.samples_ = [];
      const look = () => {
        const section = document.querySelector('[data-live-cell][data-cell-build-index="0"]');
        const ta = section?.querySelector('textarea');
        if (!section || !ta) return;
        w.samples_.push({
          value: ta.value,
          visible: getComputedStyle(ta).visibility !== 'hidden',
          ready: section.hasAttribute('data-cell-ready'),
        });
      };
      document.addEventListener('DOMContentLoaded', look);
      const frame = () => {
        look();
        if (w.samples_.length < 400) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await reload(page);
    expect(await editorOf(page, 0).inputValue()).toBe(mine);
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('mine 42');
    const samples = await page.evaluate(
      () => (window as unknown as { samples_: { value: string; visible: boolean; ready: boolean }[] }).samples_,
    );
    // The probe saw the server's HTML (the original, before the cell took over)…
    expect(samples.some((s) => !s.ready && s.value === original)).toBe(true);
    // …and no painted frame showed anything but the reader's code.
    expect(samples.filter((s) => s.visible).map((s) => s.value)).not.toContain(original);
    expect(samples.filter((s) => s.visible).length).toBeGreaterThan(0);
    expect(new Set(samples.filter((s) => s.visible).map((s) => s.value))).toEqual(new Set([mine]));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('of an exercise come back on reload, and its starter is never painted in their place', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const section = page.locator('[data-exercise]').first();
    const id = `ex-${(await section.getAttribute('data-exercise')) ?? ''}`;
    const editor = section.locator('[data-exercise-editor] textarea');
    const starter = await editor.inputValue();
    const mine = 'export function mine() {\n  return 42;\n}';
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await editor.fill(mine);
    await expect.poll(async () => (await savedEdits(page))[id]?.code).toBe(mine);

    // As for a cell: what every frame of the next load shows of the exercise's editor.
    await page.addInitScript((exerciseId) => {
      const w = window as unknown as { samples_: { value: string; visible: boolean }[] };
      w.samples_ = [];
      const look = () => {
        const ta = document.querySelector(`[data-exercise="${exerciseId}"] [data-exercise-editor] textarea`);
        if (!(ta instanceof HTMLTextAreaElement)) return;
        w.samples_.push({ value: ta.value, visible: getComputedStyle(ta).visibility !== 'hidden' });
      };
      document.addEventListener('DOMContentLoaded', look);
      const frame = () => {
        look();
        if (w.samples_.length < 400) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, id.slice(3));
    await reload(page);
    await expect.poll(() => editor.inputValue()).toBe(mine);
    const samples = await page.evaluate(
      () => (window as unknown as { samples_: { value: string; visible: boolean }[] }).samples_,
    );
    expect(samples.some((s) => s.value === starter)).toBe(true); // the server's HTML had the starter…
    const shown = samples.filter((s) => s.visible).map((s) => s.value);
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([mine])); // …and no painted frame showed it
    expect(problems).toEqual([]);
    await page.close();
  });

  it('stay with their cell when a cell is inserted above it: kept under an id that is not its position', async () => {
    const first = await openPage(browser, PAGE);
    let page = first.page;
    const ids = await page
      .locator('[data-live-cell]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-cell-id')));
    expect(ids.every((id) => id !== null && !/^\d+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = 'console.log("second cell, mine");';
    await typeInto(page, 1, mine);
    const id1 = await idOf(page, 1);
    await expect
      .poll(async () => Object.entries(await savedEdits(page)).map(([id, e]) => [id, e.code]))
      .toEqual([[id1, mine]]);

    // Edits saved before cells had ids, under their position, when a cell was inserted
    // above since: the page was then [cell 1, cell 2, …] and its edit of cell 1 is under "0".
    // It comes back in cell 1, not read as a change of cell 0, and moves to cell 1's id.
    const original1 = await cell(page, 1).getAttribute('data-cell-hash');
    const original0 = await editorOf(page, 0).inputValue();
    await page.close();
    // A reader who has not opened the page since: only the old entry is in storage.
    const second = await openPage(browser, PAGE);
    page = second.page;
    await page.evaluate(
      ([k, v]) => {
        localStorage.setItem(k, v);
      },
      [EDITS, JSON.stringify({ '0': { hash: original1, code: mine } })] as const,
    );
    await reload(page);
    expect(await editorOf(page, 1).inputValue()).toBe(mine);
    await expect.poll(() => logsOf(page, 1).innerText()).toBe('second cell, mine');
    expect(await editorOf(page, 0).inputValue()).toBe(original0);
    expect(await page.locator('[data-cell-note]').count()).toBe(0);
    expect(await savedEdits(page)).toEqual({ [await idOf(page, 1)]: { hash: original1, code: mine } });
    expect([...first.problems, ...second.problems]).toEqual([]);
    await page.close();
  });

  it('made to an older version of a cell are not laid over the new one: the reader chooses', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const original = await editorOf(page, 0).inputValue();
    const stale = JSON.stringify({
      '0': { hash: fnv1a('an older version of the cell'), code: 'console.log("old edit");' },
    });
    await page.evaluate(
      ([k, v]) => {
        localStorage.setItem(k, v);
      },
      [EDITS, stale] as const,
    );
    await reload(page);
    const note = cell(page, 0).locator('[data-cell-note="changed"]');
    await expect.poll(() => note.innerText()).toMatch(/This cell changed since you edited it/);
    expect(await editorOf(page, 0).inputValue()).toBe(original);
    await note.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('old edit');
    expect(await note.count()).toBe(0);
    // Kept: it is now an edit of this version, restored without a question.
    await reload(page);
    expect(await editorOf(page, 0).inputValue()).toBe('console.log("old edit");');
    expect(await note.count()).toBe(0);

    // Taking the new one forgets the old edit for good.
    await page.evaluate(
      ([k, v]) => {
        localStorage.setItem(k, v);
      },
      [EDITS, stale] as const,
    );
    await reload(page);
    await note.getByRole('button', { name: 'Take the new one' }).click();
    expect(await note.count()).toBe(0);
    await reload(page);
    expect(await editorOf(page, 0).inputValue()).toBe(original);
    expect(await note.count()).toBe(0);
    expect(await savedCode(page, 0)).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('are reset by cell, and by page after a confirmation, with an Undo', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const originals = [await editorOf(page, 0).inputValue(), await editorOf(page, 1).inputValue()];
    await typeInto(page, 0, 'console.log("zero");');
    await typeInto(page, 1, 'console.log("one");');
    await expect.poll(() => savedCode(page, 1)).toBe('console.log("one");');
    await reload(page);
    expect(await editorOf(page, 0).inputValue()).toBe('console.log("zero");');
    expect(await editorOf(page, 1).inputValue()).toBe('console.log("one");');

    // Reset one cell: only it goes back, and it stays back after a reload.
    await cell(page, 0).locator('header button', { hasText: 'Reset' }).click();
    await expect.poll(() => editorOf(page, 0).inputValue()).toBe(originals[0]);
    await expect.poll(() => savedCode(page, 0)).toBeNull();
    await reload(page);
    expect(await editorOf(page, 0).inputValue()).toBe(originals[0]);
    expect(await editorOf(page, 1).inputValue()).toBe('console.log("one");');

    // Reset page asks first; Cancel changes nothing.
    const tools = page.locator('[data-notebook-tools]');
    await tools.getByRole('button', { name: 'Reset page' }).click();
    await expect.poll(() => tools.innerText()).toMatch(/Reset 1 edited cell on this page/);
    await tools.getByRole('button', { name: 'Cancel' }).click();
    expect(await editorOf(page, 1).inputValue()).toBe('console.log("one");');
    await tools.getByRole('button', { name: 'Reset page' }).click();
    await tools.locator('[data-confirm-reset]').click();
    await expect.poll(() => editorOf(page, 1).inputValue()).toBe(originals[1]);
    expect(await savedCode(page, 1)).toBeNull();
    // Undo puts the edits back, saved again.
    await tools.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => editorOf(page, 1).inputValue()).toBe('console.log("one");');
    await expect.poll(() => savedCode(page, 1)).toBe('console.log("one");');
    await tools.getByRole('button', { name: 'Reset page' }).click();
    await tools.locator('[data-confirm-reset]').click();
    await reload(page);
    expect(await editorOf(page, 1).inputValue()).toBe(originals[1]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('safety', () => {
  it('does not run again, after a reload, a cell the loop guard stopped; Run runs it', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const loop = 'console.log("before the loop");\nwhile (true) {}';
    await typeInto(page, 0, loop);
    await expect
      .poll(() => cell(page, 0).locator('[data-cell-error]').innerText(), { timeout: 10_000 })
      .toMatch(/Stopped after 500 ms/);
    await expect.poll(() => savedCode(page, 0)).toBe(loop);
    await reload(page);
    expect(await editorOf(page, 0).inputValue()).toBe(loop);
    const note = cell(page, 0).locator('[data-cell-note="timeout"]');
    expect(await note.innerText()).toMatch(/This cell was stopped after 500 ms last time — press Run/);
    // Not run: no output shown (the page's static output of the original is hidden), no error.
    expect(await cell(page, 0).locator('[data-cell-output]').isVisible()).toBe(false);
    expect(await cell(page, 0).locator('[data-cell-output]').textContent()).not.toContain('before the loop');
    expect(await cell(page, 0).locator('[data-cell-error]').count()).toBe(0);
    // The other cells ran as usual.
    expect(await cell(page, 1).locator('[data-cell-error]').count()).toBe(0);
    await note.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => cell(page, 0).locator('[data-cell-error]').innerText(), { timeout: 10_000 })
      .toMatch(/Stopped after 500 ms/);
    expect(await logsOf(page, 0).innerText()).toBe('before the loop');
    // Fixed by the reader, it runs as they type and is no longer held.
    await typeInto(page, 0, 'console.log("fixed");');
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('fixed');
    await reload(page);
    expect(await cell(page, 0).locator('[data-cell-note]').count()).toBe(0);
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('fixed');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('does not run, after a reload, a cell that was running when the page closed', async () => {
    const { page, problems } = await openPage(browser, PAGE);
    const code = 'console.log("ran", 1);';
    await typeInto(page, 0, code);
    await expect.poll(() => savedCode(page, 0)).toBe(code);
    // The edit's own run must be over first: it clears the mark when it ends (on a loaded
    // machine it can end after the save).
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('ran 1');
    // What a crash mid-run leaves: the mark written before the run, never cleared after it.
    await page.evaluate(
      ([k, v]) => {
        localStorage.setItem(k, v);
      },
      [`hitbook:v1:running:${PAGE}#${await idOf(page, 0)}`, fnv1a(code)] as const,
    );
    await reload(page);
    const note = cell(page, 0).locator('[data-cell-note="crash"]');
    expect(await note.innerText()).toMatch(/The page closed while this cell was running — press Run/);
    expect(await editorOf(page, 0).inputValue()).toBe(code);
    expect(await cell(page, 0).locator('[data-cell-output]').isVisible()).toBe(false);
    expect(await cell(page, 0).locator('[data-cell-output]').textContent()).not.toContain('ran 1');
    // Still held after another reload, until the reader presses Run.
    await reload(page);
    expect(await note.count()).toBe(1);
    await note.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('ran 1');
    expect(await note.count()).toBe(0);
    await reload(page);
    expect(await cell(page, 0).locator('[data-cell-note]').count()).toBe(0);
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('ran 1');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps a page working when storage is turned off or full, and says edits are not saved', async () => {
    for (const [broken, says] of [
      ['off', /does not allow the site to store them/],
      ['full', /storage for the site is full/],
    ] as const) {
      const context = await browser.newContext();
      await context.addInitScript((mode) => {
        if (mode === 'off') {
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('The operation is insecure.', 'SecurityError');
            },
          });
        } else {
          Storage.prototype.setItem = () => {
            throw new DOMException('quota', 'QuotaExceededError');
          };
        }
      }, broken);
      const { page, problems } = await openPage(context, PAGE);
      expect(await page.locator('[data-cell-error]').count()).toBe(0);
      await expect.poll(() => logsOf(page, 0).innerText()).toMatch(/^t = /m);
      await typeInto(page, 0, 'console.log("still runs");');
      await expect.poll(() => logsOf(page, 0).innerText()).toBe('still runs');
      await expect.poll(() => cell(page, 0).locator('[data-cell-note="storage"]').innerText()).toMatch(says);
      // Docusaurus itself warns once that it cannot store the colour mode; nothing else may complain.
      expect(problems.filter((p) => !p.includes('Docusaurus browser storage is not available'))).toEqual([]);
      await context.close();
    }
  });
});

describe('a share link', () => {
  async function shareLink(context: BrowserContext, code: string): Promise<string> {
    const { page } = await openPage(context, PAGE);
    await typeInto(page, 0, code);
    await expect.poll(() => savedCode(page, 0)).toBe(code);
    const tools = page.locator('[data-notebook-tools]');
    await tools.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => tools.innerText()).toMatch(/Link copied to the clipboard: 1 edited cell \(cell 1\)/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    await page.close();
    return link;
  }

  it('opens with the shared code shown but not run; Run runs it; the reader’s own edits are kept', async () => {
    const sharer = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const shared = 'const greeting = "héllo, 世界 👋";\nconsole.log("shared", greeting, 2 + 2);';
    const link = await shareLink(sharer, shared);
    await sharer.close();
    expect(link.startsWith(`${baseUrl}${PAGE}#hb-share=`)).toBe(true);
    console.log(`share link of one edited two-line cell: fragment ${new URL(link).hash.length} characters`);

    // A reader with their own saved edit of the same cell opens it.
    const reader = await browser.newContext();
    const { page, problems } = await openPage(reader, PAGE);
    await typeInto(page, 0, 'console.log("my own");');
    await expect.poll(() => savedCode(page, 0)).toBe('console.log("my own");');
    await reload(page, link);
    expect(await editorOf(page, 0).inputValue()).toBe(shared);
    const note = cell(page, 0).locator('[data-cell-note="shared"]');
    expect(await note.innerText()).toMatch(/from a shared link and has not run — press Run/);
    expect(await note.innerText()).toMatch(/saved in this browser only if you keep it/);
    expect(await cell(page, 0).locator('[data-cell-output]').isVisible()).toBe(false);
    expect(await cell(page, 0).locator('[data-cell-output]').textContent()).not.toContain('shared');
    // The reader's saved edit is untouched until they choose.
    expect(await savedCode(page, 0)).toBe('console.log("my own");');
    await note.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('shared héllo, 世界 👋 4');
    // Run, it is still code from the link, not saved until kept.
    expect(await cell(page, 0).locator('[data-cell-note="shared-code"]').innerText()).toMatch(/From a shared link/);
    expect(await savedCode(page, 0)).toBe('console.log("my own");');
    // Discard: back to their own code.
    await cell(page, 0).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => editorOf(page, 0).inputValue()).toBe('console.log("my own");');
    await expect.poll(() => logsOf(page, 0).innerText()).toBe('my own');

    // Opened again and kept: it becomes their saved edit.
    await reload(page, link);
    await cell(page, 0).getByRole('button', { name: 'Keep it' }).click();
    expect(await savedCode(page, 0)).toBe(shared);
    expect(problems).toEqual([]);
    await reader.close();
  });

  it('scrolls to the shared cell and says at the top which cells it carries; its Run button reads in both themes', async () => {
    // A link carrying the page's last cell, far below the fold.
    const { page: probe } = await openPage(browser, PAGE);
    const last = (await probe.locator('[data-live-cell]').count()) - 1;
    const id = await idOf(probe, last);
    const hash = (await cell(probe, last).getAttribute('data-cell-hash')) ?? '';
    await probe.close();
    const fragment = await encodeShare([{ id, hash, code: 'console.log("from the link");' }]);
    for (const mode of ['light', 'dark'] as const) {
      const { page, problems } = await openPage(browser, PAGE + fragment, { colorScheme: mode, held: true });
      const notice = page.locator('[data-shared-notice]');
      await expect.poll(() => notice.isVisible()).toBe(true);
      const position = await cell(page, last).getAttribute('data-cell-index');
      expect(await notice.innerText()).toMatch(new RegExp(`opened from a shared link: cell ${position} shows`));
      // The reader lands on the shared cell, with the notice in view at the top.
      await expect
        .poll(() =>
          cell(page, last).evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top < window.innerHeight && r.bottom > 0;
          }),
        )
        .toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await notice.boundingBox())?.y).toBeLessThan(120);
      // The held cell's Run button: a visible label (it was the background's colour in light mode).
      const run = cell(page, last).locator('[data-cell-note="shared"]').getByRole('button', { name: 'Run' });
      const colours = await run.evaluate((el) => {
        const s = getComputedStyle(el);
        return { color: s.color, background: s.backgroundColor };
      });
      expect(contrast(colours.color, colours.background)).toBeGreaterThan(4.5);
      await page.screenshot({ path: `${screenshotDir}shared-link-${mode}.png` });
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('that is damaged says so, and the page runs as usual', async () => {
    for (const fragment of ['#hb-share=AAAA', '#hb-share=not*base64', '#hb-share=']) {
      const { page, problems } = await openPage(browser, PAGE + fragment);
      await expect
        .poll(() => page.locator('[data-notebook-error]').innerText())
        .toMatch(/This shared link (is damaged|is empty)/);
      await expect.poll(() => logsOf(page, 0).innerText()).toMatch(/^t = /m);
      expect(await page.locator('[data-cell-note]').count()).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
