// Notebooks a teacher composes (/notebook, /notebooks): a Markdown cell with maths and two code
// cells, reordered, saved and reloaded; shared by link and opened in another browser profile,
// held until Run with its Markdown rendered safely; exported in every format on offer and
// imported back unchanged; an exercise inside a composed notebook checked.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, launch, openPage, screenshotDir } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const cells = (page: Page) => page.locator('[data-composer-cell]');
const kinds = (page: Page) =>
  page.locator('[data-composer-cell]').evaluateAll((els) => els.map((e) => e.getAttribute('data-composer-cell')));
const addAt = (page: Page, at: number, kind: 'code' | 'markdown' | 'exercise') =>
  page.locator(`[data-composer-add="${at}"] [data-composer-add-kind="${kind}"]`);

/** Replaces the code of the `i`-th composed cell's editor by typing, as a reader does. */
async function typeCode(page: Page, i: number, code: string): Promise<void> {
  const editor = cells(page).nth(i).locator('[data-cell-editor] textarea');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(code);
}

/** A new notebook with a Markdown cell (maths), then `export const r = 2` and a cell reading r. */
async function composeLesson(page: Page): Promise<void> {
  await page.locator('[data-composer-title]').fill('Areas, week 1');
  // The new notebook's one code cell becomes the first code cell.
  await typeCode(page, 0, 'export const r = 2;\nconsole.log("r is", r);');
  await addAt(page, 1, 'code').click();
  await typeCode(page, 1, 'console.log("area", Math.PI * r * r);');
  await addAt(page, 0, 'markdown').click();
  const source = page.locator('[data-markdown-source]');
  await source.fill('The area of a disc is $\\pi r^2$.');
  await source.press('Escape');
}

describe('a composed notebook', () => {
  it('is composed of a Markdown cell with maths and two code cells, reordered, saved and reloaded', async () => {
    const { page, problems, outside } = await openPage(browser, '/notebook');
    await page.locator('[data-composer-cell]').first().waitFor();
    await composeLesson(page);
    // A new notebook is saved once changed, and the address then names it.
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toMatch(/^[a-z0-9-]+$/);
    expect(await kinds(page)).toEqual(['markdown', 'code', 'code']);
    // Rendered on leave, with its maths typeset.
    const rendered = cells(page).nth(0).locator('[data-markdown-rendered]');
    await expect.poll(() => rendered.locator('.katex').count()).toBe(1);
    expect(await rendered.innerText()).toContain('The area of a disc is');
    // The second code cell reads r from the first (one page scope).
    await expect.poll(() => cells(page).nth(2).locator('[data-cell-logs]').innerText()).toContain('area 12.566');
    // Move the Markdown cell down twice, by its buttons: code, code, Markdown.
    await cells(page).nth(0).locator('[data-composer-move="down"]').click();
    await cells(page).nth(1).locator('[data-composer-move="down"]').click();
    expect(await kinds(page)).toEqual(['code', 'code', 'markdown']);
    await page.screenshot({ path: `${screenshotDir}composer-composed.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    // Saved (after a pause): the reload shows the same notebook, in the new order, and runs it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hitbook:v1:notebooks') ?? ''))
      .toContain('Areas, week 1');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const id = new URL(location.href).searchParams.get('id') ?? '';
          const saved = JSON.parse(localStorage.getItem(`hitbook:v1:notebook:${id}`) ?? '{"cells":[]}') as {
            cells: { kind: string }[];
          };
          return saved.cells.map((c) => c.kind);
        }),
      )
      .toEqual(['code', 'code', 'markdown']);
    await page.reload();
    await page.locator('[data-composer-cell]').first().waitFor({ timeout: 10_000 });
    expect(await kinds(page)).toEqual(['code', 'code', 'markdown']);
    expect(await page.locator('[data-composer-title]').inputValue()).toBe('Areas, week 1');
    await expect.poll(() => cells(page).nth(1).locator('[data-cell-logs]').innerText()).toContain('area 12.566');
    expect(await cells(page).nth(2).locator('.katex').count()).toBe(1);
    // It is on the list of notebooks.
    await page.goto(`${baseUrl}/notebooks`, { timeout: 10_000 });
    await expect
      .poll(() => page.locator('[data-notebook-entry]').innerText({ timeout: 5000 }))
      .toContain('Areas, week 1');
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('is shared by a link that another browser profile opens held until Run, its Markdown safe', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await page.locator('[data-composer-cell]').first().waitFor();
    await composeLesson(page);
    // Markdown that would run script if it were rendered as HTML, and code that marks the page if run.
    await addAt(page, 3, 'markdown').click();
    const source = page.locator('[data-markdown-source]');
    await source.fill(
      'Hostile: <img src=x onerror="window.__pwned = 1"> <script>window.__pwned = 2</script> [click](javascript:window.__pwned=3) <b onmouseover="window.__pwned=4">bold</b>',
    );
    await source.press('Escape');
    await addAt(page, 4, 'code').click();
    await typeCode(page, 4, 'window.__ran = true;');
    await page.locator('[data-composer="share"]').click();
    const url = await page.locator('[data-composer-share-url]').inputValue();
    expect(url.startsWith(`${baseUrl}/notebook#`)).toBe(true);
    await page.close();

    const other = await browser.newContext();
    try {
      const opened = await openPage(other, url.slice(baseUrl.length), { held: true });
      const reader = opened.page;
      await reader.locator('[data-composer-foreign="link"]').waitFor();
      expect(await kinds(reader)).toEqual(['markdown', 'code', 'code', 'markdown', 'code']);
      // Every code cell waits for Run: nothing ran, nothing printed.
      expect(await reader.locator('[data-composer-cell="code"] [data-cell-note="shared"]').count()).toBe(3);
      expect(await reader.locator('[data-cell-logs]').count()).toBe(0);
      expect(await reader.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
      // The Markdown is rendered (maths typeset), and none of the HTML in it became elements.
      expect(await cells(reader).nth(0).locator('.katex').count()).toBe(1);
      const hostile = cells(reader).nth(3).locator('[data-markdown-rendered]');
      expect(await hostile.locator('img, script, b, a[href^="javascript"], [onerror], [onmouseover]').count()).toBe(0);
      await hostile.hover();
      await hostile.locator('a').evaluateAll((as) => {
        for (const a of as) (a as HTMLElement).click();
      });
      expect(await reader.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      // Nothing of it is in this profile's storage until "Save a copy".
      expect(await reader.evaluate(() => localStorage.getItem('hitbook:v1:notebooks'))).toBeNull();
      await reader.screenshot({ path: `${screenshotDir}composer-shared.png`, fullPage: true });
      expect(await axeViolations(reader)).toEqual([]);
      // Run on the first code cell runs it.
      await cells(reader).nth(1).locator('[data-cell-run]').click();
      await expect.poll(() => cells(reader).nth(1).locator('[data-cell-logs]').innerText()).toContain('r is 2');
      await reader.locator('[data-composer="save-copy"]').click();
      await expect.poll(() => new URL(reader.url()).searchParams.get('id')).toMatch(/^[a-z0-9-]+$/);
      await reader.locator('[data-composer-origin="mine"]').waitFor();
      expect(await reader.evaluate(() => localStorage.getItem('hitbook:v1:notebooks'))).toContain('Areas, week 1');
      expect(opened.problems).toEqual([]);
    } finally {
      await other.close();
    }
    expect(problems).toEqual([]);
  });

  it('is exported in every format on offer and imported back unchanged', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await page.locator('[data-composer-cell]').first().waitFor();
    await composeLesson(page);
    await addAt(page, 3, 'exercise').click();
    /** The notebook as its .hitbook.json export holds it, without cell ids (a format may make new ones). */
    const asJson = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('[data-export="json"]').click(),
      ]);
      const nb = JSON.parse(readFileSync(await download.path(), 'utf8')) as { cells: { id?: string }[] };
      return {
        ...nb,
        cells: nb.cells.map((c) => {
          const rest = { ...c };
          delete rest.id;
          return rest;
        }),
      };
    };
    const original = await asJson();
    expect(original.cells).toHaveLength(4);
    const offered = await page
      .locator('[data-export]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-export') ?? ''));
    expect(offered).toContain('json');
    for (const kind of offered) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.locator(`[data-export="${kind}"]`).click(),
      ]);
      const name = download.suggestedFilename();
      const text = readFileSync(await download.path(), 'utf8');
      await page.locator('[data-composer="import"]').setInputFiles({
        name,
        mimeType: 'text/plain',
        buffer: Buffer.from(text),
      });
      // The imported file is someone else's notebook: held, and shown in place of this one.
      await page.locator('[data-composer-foreign="file"]').waitFor();
      expect(await asJson(), `${kind} (${name})`).toEqual(original);
    }
    // A file that is not a notebook says so.
    await page.locator('[data-composer="import"]').setInputFiles({
      name: 'notes.hitbook.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": 1}'),
    });
    await expect.poll(() => page.locator('[data-composer-import-error]').innerText()).toMatch(/not a Hitbook notebook/);
    expect(problems).toEqual([]);
    await page.close();
  });

  // What a teacher's review of /notebook found (issue 16): each assertion failed before its fix.
  it('hides an imported exercise’s form (its answers), says the answers travel with a link, and guides a first-time teacher', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await page.locator('[data-composer-cell]').first().waitFor();
    // What the page is, that it saves here, and where the help is.
    const intro = page.locator('[data-notebook-intro]');
    expect(await intro.innerText()).toMatch(/saved in this browser/);
    expect(await intro.locator('a[href$="/docs/using-the-notebook#composing-a-lesson"]').count()).toBe(1);
    expect(await addAt(page, 1, 'exercise').getAttribute('aria-label')).toBe('Add an exercise cell at the end');
    await page.locator('[data-composer-title]').fill('Lab one');
    await addAt(page, 1, 'exercise').click();
    await page.locator('[data-exercise-form-apply]').click();
    const edit = page.locator('[data-composer-cell="exercise"] [aria-label^="Edit the exercise"]');
    await expect.poll(() => edit.count()).toBe(1);
    // The author's Share box says the answers travel with the link.
    await page.locator('[data-composer="share"]').click();
    expect(await page.locator('[data-composer-share-answers]').innerText()).toMatch(/solutions and hidden cases/);
    // An .mdx export names where the file goes, with its slug.
    const [mdx] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export="mdx"]').click()]);
    expect(mdx.suggestedFilename()).toBe('lab-one.mdx');
    const note = await page.locator('[data-composer-chapter]').innerText();
    expect(note).toContain('docs/lab-one.mdx');
    expect(note).toContain("'lab-one'");
    expect(note).toContain('sidebars.ts');
    expect(note).toContain('npm start');
    // Imported back (the teacher's own export): "an imported notebook", not "someone else's", and no form.
    await page.locator('[data-composer="import"]').setInputFiles({
      name: 'lab-one.mdx',
      mimeType: 'text/plain',
      buffer: Buffer.from(readFileSync(await mdx.path(), 'utf8')),
    });
    const banner = page.locator('[data-composer-foreign="file"]');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(/an imported notebook/);
    expect(await banner.innerText()).not.toMatch(/someone else/);
    await expect.poll(() => page.locator('[data-composer-cell="exercise"] [data-exercise]').count()).toBe(1);
    await expect.poll(() => edit.count()).toBe(0);
    // Saved as the reader's own, it may be edited.
    await page.locator('[data-composer="save-copy"]').click();
    await page.locator('[data-composer-origin="mine"]').waitFor();
    await expect.poll(() => edit.count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sets a one-line $$…$$ as display maths, alone in its paragraph or in a sentence', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await page.locator('[data-composer-cell]').first().waitFor();
    await addAt(page, 0, 'markdown').click();
    const source = page.locator('[data-markdown-source]');
    await source.fill('Alone:\n\n$$x^2 + y^2 = r^2$$\n\nIn a sentence $$t = 1/2$$ and inline $t$.');
    await source.press('Escape');
    const rendered = cells(page).nth(0).locator('[data-markdown-rendered]');
    expect(await rendered.locator('.katex-display').count()).toBe(2);
    expect(await rendered.locator('.katex').count()).toBe(3);
    expect(problems).toEqual([]);
    await page.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`fits a phone’s width (${colorScheme}): the title wraps whole, each cell’s buttons on one line`, async () => {
      const { page, problems } = await openPage(browser, '/notebook', { width: 390, colorScheme });
      await page.locator('[data-composer-cell]').first().waitFor();
      const title = page.locator('[data-composer-title]');
      await title.fill('Raycasts against planes, week 3: the parameter t');
      await addAt(page, 1, 'markdown').click();
      await page.locator('[data-markdown-source]').press('Escape');
      await addAt(page, 2, 'exercise').click();
      await page.locator('[data-exercise-form-apply]').click();
      // Taken first, so that a failure below can be seen.
      await page.screenshot({ path: `${screenshotDir}composer-390-${colorScheme}.png`, fullPage: true });
      // The whole title is visible: the field is as tall as its text, none of it scrolled away.
      const fits = await title.evaluate(
        (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth,
      );
      expect(fits).toBe(true);
      // Every button of a cell's bar sits on one line: their middles within a few pixels (a
      // wrapped button is a row, some 25 px, lower).
      const spreads = await page.locator('[data-composer-cell] > [role="toolbar"]').evaluateAll((bars) =>
        bars.map((bar) => {
          const middles = Array.from(bar.querySelectorAll('button'), (b) => {
            const r = b.getBoundingClientRect();
            return r.top + r.height / 2;
          });
          return Math.max(...middles) - Math.min(...middles);
        }),
      );
      expect(spreads).toHaveLength(3);
      for (const spread of spreads) expect(spread).toBeLessThan(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('checks an exercise written in it: the starter fails, the solution passes', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await page.locator('[data-composer-cell]').first().waitFor();
    await addAt(page, 1, 'exercise').click();
    // The authoring form opens with it (loaded on demand); its Apply keeps the exercise.
    await page.locator('[data-exercise-form]').waitFor();
    await page.locator('[data-exercise-form] input').first().fill('Write clamp, composed');
    await page.locator('[data-exercise-form-apply]').click();
    const exercise = page.locator('[data-composer-cell="exercise"] [data-exercise]');
    await expect.poll(() => exercise.locator('header').innerText()).toContain('Write clamp, composed');
    // The statement's maths is typeset.
    await expect.poll(() => exercise.locator('.katex').count()).toBeGreaterThan(0);
    await exercise.locator('[data-exercise-check]').click();
    await expect.poll(() => exercise.getAttribute('data-exercise-status'), { timeout: 20_000 }).toBe('failed');
    const editor = exercise.locator('[data-exercise-editor] textarea');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(
      'export function clamp(x: number, lo: number, hi: number): number {\nreturn Math.min(Math.max(x, lo), hi);\n}',
    );
    await exercise.locator('[data-exercise-check]').click();
    await expect.poll(() => exercise.getAttribute('data-exercise-status'), { timeout: 20_000 }).toBe('passed');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('is listed on /notebooks, where it is renamed, duplicated and deleted with an Undo', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await page.locator('[data-composer-cell]').first().waitFor();
    await page.locator('[data-composer-title]').fill('List me');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hitbook:v1:notebooks') ?? ''))
      .toContain('List me');
    await page.goto(`${baseUrl}/notebooks`);
    const entries = page.locator('[data-notebook-entry]');
    await expect.poll(() => entries.count()).toBe(1);
    await page.getByRole('button', { name: 'Rename “List me”' }).click();
    await page.getByLabel('New title').fill('Renamed');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => entries.first().innerText()).toContain('Renamed');
    await page.getByRole('button', { name: 'Duplicate “Renamed”' }).click();
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.allInnerTexts()).toEqual([
      expect.stringContaining('Renamed (copy)'),
      expect.stringContaining('Renamed'),
    ]);
    await page.getByRole('button', { name: 'Delete “Renamed (copy)”' }).click();
    await expect.poll(() => entries.count()).toBe(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => entries.count()).toBe(2);
    // Opening one shows it.
    await entries.first().locator('a').click();
    await expect.poll(() => page.locator('[data-composer-title]').inputValue()).toBe('Renamed (copy)');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});

/** The reader's saved notebooks' index, as the list on /notebooks reads it. */
const savedIndex = (page: Page) => page.evaluate(() => localStorage.getItem('hitbook:v1:notebooks'));

describe('a composed notebook, run and saved', () => {
  it('saves nothing for a new notebook opened and left unchanged; the first change saves it', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await cells(page).first().locator('[data-cell-logs]').waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBeNull();
    // Leaving runs the page's last save; two more visits, and nothing is on the list.
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(`${baseUrl}/notebooks`);
      await page.goto(`${baseUrl}/notebook`);
      await cells(page).first().locator('[data-cell-logs]').waitFor();
    }
    await page.goto(`${baseUrl}/notebooks`);
    await page.locator('main').waitFor();
    expect(await savedIndex(page)).toBeNull();
    expect(await page.locator('[data-notebook-entry]').count()).toBe(0);
    await page.goto(`${baseUrl}/notebook`);
    await cells(page).first().waitFor();
    await page.locator('[data-composer-title]').fill('Changed');
    await expect.poll(() => new URL(page.url()).searchParams.get('id')).toMatch(/^[a-z0-9-]+$/);
    expect(await savedIndex(page)).toContain('Changed');
    // The address naming it did not open it anew: the title field kept the focus.
    expect(await page.locator('[data-composer-title]').evaluate((e) => e === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('gives an exercise the starter the teacher applies, and keeps the reader’s own code with an offer', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await cells(page).first().waitFor();
    await addAt(page, 1, 'exercise').click();
    const form = page.locator('[data-exercise-form]');
    await form.waitFor();
    const exercise = page.locator('[data-composer-cell="exercise"] [data-exercise]');
    const editor = exercise.locator('[data-exercise-editor] textarea');
    const first = 'export function clamp(x: number, lo: number, hi: number): number {\n  return lo;\n}';
    await form.getByLabel('Starter code').fill(first);
    await page.locator('[data-exercise-form-apply]').click();
    // The reader had not edited it: the new starter is in the editor, and after a reload too.
    await expect.poll(() => editor.inputValue()).toBe(first);
    await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('return lo;');
    await page.reload();
    await exercise.waitFor();
    expect(await editor.inputValue()).toBe(first);
    await exercise.locator('[data-exercise-check]').click();
    // Checked as this starter (failing cases), not "export your function".
    await expect.poll(() => exercise.getAttribute('data-exercise-status'), { timeout: 20_000 }).toBe('failed');
    // Now the reader writes their own; then the teacher changes the starter again.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('export function clamp(x: number, lo: number, hi: number): number {\nreturn hi;\n}');
    const mine = await editor.inputValue();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('hitbook:v1:edits:/notebook') ?? ''))
      .toContain('return hi;');
    await page.getByRole('button', { name: 'Edit the exercise of cell 2' }).click();
    const second = 'export function clamp(x: number, lo: number, hi: number): number {\n  return x;\n}';
    await form.getByLabel('Starter code').fill(second);
    await page.locator('[data-exercise-form-apply]').click();
    const note = exercise.locator('[data-cell-note="starter-changed"]');
    await note.waitFor();
    expect(await editor.inputValue()).toBe(mine);
    // After a reload as well: their code, and the offer.
    await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('return x;');
    await page.reload();
    await note.waitFor();
    expect(await editor.inputValue()).toBe(mine);
    await exercise.screenshot({ path: `${screenshotDir}composer-starter-changed.png` });
    await note.getByRole('button', { name: 'Use the new starter' }).click();
    await expect.poll(() => editor.inputValue()).toBe(second);
    expect(await note.count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opened from a link, runs every held cell with Run all, and names the cells as the page numbers them', async () => {
    const { page } = await openPage(browser, '/notebook');
    await cells(page).first().waitFor();
    await typeCode(page, 0, 'export const r = 2;');
    await addAt(page, 1, 'code').click();
    await typeCode(page, 1, 'export const d = 2 * r;');
    await addAt(page, 2, 'code').click();
    await typeCode(page, 2, 'console.log("d is", d);');
    await expect.poll(() => cells(page).nth(2).locator('[data-cell-logs]').innerText()).toContain('d is 4');
    await addAt(page, 0, 'markdown').click();
    await page.locator('[data-markdown-source]').fill('Notes');
    await page.locator('[data-markdown-source]').press('Escape');
    await page.locator('[data-composer="share"]').click();
    const url = await page.locator('[data-composer-share-url]').inputValue();
    await page.close();

    const other = await browser.newContext();
    try {
      const { page: reader, problems } = await openPage(other, url.slice(baseUrl.length), { held: true });
      await reader.locator('[data-composer-foreign="link"]').waitFor();
      expect(await kinds(reader)).toEqual(['markdown', 'code', 'code', 'code']);
      // Run on cell 3 alone: it waits for cell 2 (numbered as on screen, the Markdown cell counted).
      await cells(reader).nth(2).locator('[data-cell-run]').click();
      const waiting = cells(reader).nth(2).locator('[data-cell-waiting]');
      await expect.poll(() => waiting.innerText()).toContain('`r` is exported by cell 2, which has not run yet');
      // Cell 4 has not run: it says so, and is not "stale".
      expect(await cells(reader).nth(3).locator('[data-cell-stale]').count()).toBe(0);
      expect(await cells(reader).nth(3).locator('[data-cell-idle]').count()).toBe(1);
      // Run all runs every held cell, in order, and shows what they print.
      await reader.locator('[data-notebook="run-all"]').click();
      const logs = cells(reader).nth(3).locator('[data-cell-logs]');
      await expect.poll(() => logs.isVisible()).toBe(true);
      expect(await logs.innerText()).toContain('d is 4');
      expect(await reader.locator('[data-cell-note]').count()).toBe(0);
      expect(await reader.locator('[data-cell-waiting]').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('runs a moved cell again: its wait names the right cell, its old output dims, and moving back clears it', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await cells(page).first().waitFor();
    await typeCode(page, 0, 'export const A = 41;');
    await addAt(page, 1, 'code').click();
    await typeCode(page, 1, 'console.log("sum", A + 1);');
    await addAt(page, 0, 'markdown').click();
    await page.locator('[data-markdown-source]').fill('Notes');
    await page.locator('[data-markdown-source]').press('Escape');
    const sum = page.locator('[data-composer-cell="code"]', { hasText: 'sum' });
    await expect.poll(() => sum.locator('[data-cell-logs]').innerText()).toContain('sum 42');
    // Up, above the cell that exports A (cell 3 now).
    await sum.locator('[data-composer-move="up"]').click();
    const waiting = sum.locator('[data-cell-waiting]');
    await expect.poll(() => waiting.innerText()).toContain('`A` is exported by cell 3, further down');
    expect(await sum.locator('[data-cell-output]').getAttribute('data-stale')).not.toBeNull();
    await page.screenshot({ path: `${screenshotDir}composer-moved-above.png`, fullPage: true });
    // Back down: it runs again, the wait and the dimming gone.
    await sum.locator('[data-composer-move="down"]').click();
    await expect.poll(() => waiting.count()).toBe(0);
    expect(await sum.locator('[data-cell-output]').getAttribute('data-stale')).toBeNull();
    expect(await sum.locator('[data-cell-logs]').innerText()).toContain('sum 42');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('holds a composed cell the loop guard stopped, after a reload, until Run', async () => {
    const { page, problems } = await openPage(browser, '/notebook');
    await cells(page).first().waitFor();
    await typeCode(page, 0, 'console.log("before the loop");\nwhile (true) {}');
    const cell = cells(page).first();
    await expect
      .poll(() => cell.locator('[data-cell-error]').innerText(), { timeout: 10_000 })
      .toMatch(/Stopped after 500 ms/);
    await expect.poll(() => page.evaluate(() => JSON.stringify(localStorage))).toContain('while (true)');
    await page.reload();
    const note = cell.locator('[data-cell-note="timeout"]');
    await note.waitFor();
    expect(await note.innerText()).toMatch(/stopped after 500 ms last time — press Run/);
    expect(await cell.locator('[data-cell-output]').isVisible()).toBe(false);
    expect(await cell.locator('[data-cell-error]').count()).toBe(0);
    await note.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => cell.locator('[data-cell-error]').innerText(), { timeout: 10_000 })
      .toMatch(/Stopped after 500 ms/);
    expect(await cell.locator('[data-cell-logs]').innerText()).toBe('before the loop');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps a saved playground hidden until it replaces the starting code', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const noScripts = /\.js(\?|$)/;
      const visibility = () => page.locator('[data-playground]').evaluate((e) => getComputedStyle(e).visibility);
      // Only the server's render and the head script: with nothing saved, the starting code shows.
      await page.route(noScripts, (r) => r.abort());
      await page.goto(`${baseUrl}/playground`, { waitUntil: 'load' });
      expect(await visibility()).toBe('visible');
      await page.evaluate(() => {
        localStorage.setItem(
          'hitbook:v1:notebook:playground',
          JSON.stringify({
            format: 'hitbook-notebook',
            version: 1,
            title: 'Playground',
            cells: [{ id: 'playground', kind: 'code', source: 'console.log("mine");' }],
          }),
        );
      });
      // With one saved, the starting code is hidden before the page's scripts could replace it.
      await page.goto(`${baseUrl}/playground`, { waitUntil: 'load' });
      expect(await visibility()).toBe('hidden');
      await page.unroute(noScripts);
      await page.goto(`${baseUrl}/playground`);
      await page.locator('[data-playground][data-playground-ready]').waitFor();
      expect(await visibility()).toBe('visible');
      expect(await page.locator('[data-cell-editor] textarea').first().inputValue()).toBe('console.log("mine");');
    } finally {
      await context.close();
    }
  });
});
