// Every chapter's exercises and predict questions on the built site, as a reader meets them:
// the starter fails, the chapter's own solution passes in the real worker, and each predict
// question accepts its answer. (The unit tests hold the content to the library; this holds
// the page to the content.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sidebars from '../../sidebars';
import { exerciseIdsOf } from '../../src/plugins/remark-exercises';
import { launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const sourceOf = (slug: string): string =>
  readFileSync(fileURLToPath(new URL(`../../docs/${slug}.mdx`, import.meta.url)), 'utf8');

/**
 * Every page of the sidebar, in teaching order, that has exercises (outside code fences): the
 * fifteen chapters and the notebook kit's live example. A chapter is covered as it is added.
 */
const CHAPTERS = (sidebars.chapters as string[]).filter((slug) => exerciseIdsOf(sourceOf(slug)).exercises.length > 0);

interface Authored {
  exercises: { id: string; solution: string }[];
  predicts: { id: string; answer: string; choice: boolean }[];
}

/** The chapter's exercises and predict questions, read from its MDX as its author wrote them. */
function authored(slug: string): Authored {
  const source = sourceOf(slug);
  // The notebook kit shows its live exercise's source in a fence first: one entry per id.
  const byId = new Map(
    [...source.matchAll(/<Exercise id="([\w-]+)"[\s\S]*?```ts solution\n([\s\S]*?)\n```/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
  const exercises = [...byId].map(([id, solution]) => ({ id, solution }));
  // A predict question's tag holds no fence: the ones shown as examples in fences are left out.
  const prose = source.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  const predicts = [...prose.matchAll(/^<Predict id="([\w-]+)"(.*)>$/gm)].map((m) => {
    const attributes = m[2] ?? '';
    const choice = /choices=/.test(attributes);
    const answer = choice ? /answer="([^"]*)"/.exec(attributes)?.[1] : /answer=\{([^}]*)\}/.exec(attributes)?.[1];
    return { id: m[1] ?? '', answer: answer ?? '', choice };
  });
  return { exercises, predicts };
}

async function checkWith(exercise: Locator, code: string): Promise<string> {
  await exercise.locator('[data-exercise-editor] textarea').fill(code);
  await exercise.locator('[data-exercise-check]').click();
  await expect
    .poll(() => exercise.getAttribute('data-exercise-status'), { timeout: 30_000 })
    .toMatch(/^(passed|failed|error|timeout)$/);
  return (await exercise.getAttribute('data-exercise-status')) ?? '';
}

it('finds the fifteen chapters that have exercises, and the notebook kit’s example', () => {
  expect(CHAPTERS).toHaveLength(16);
  expect(CHAPTERS.slice(0, 2)).toEqual(['foundations', 'conventions']);
});

describe.each(CHAPTERS)('the exercises of /docs/%s', (slug) => {
  it('fail the starter, pass the chapter’s solution in the worker, and accept each predict answer', async () => {
    const { exercises, predicts } = authored(slug);
    expect(exercises.length).toBeGreaterThanOrEqual(slug === 'notebook-kit' ? 1 : 2);
    const { page, problems } = await openPage(browser, `/docs/${slug}`);
    for (const { id, solution } of exercises) {
      const exercise = page.locator(`[data-exercise="${id}"]`);
      await exercise.scrollIntoViewIfNeeded();
      // The editor opens on the starter: a TODO that returns a placeholder.
      const starter = await exercise.locator('[data-exercise-editor] textarea').inputValue();
      expect(starter, id).toMatch(/TODO/);
      expect(await checkWith(exercise, starter), `${id}: the starter`).toBe('failed');
      const status = await checkWith(exercise, solution);
      expect(status, `${id}: ${await exercise.locator('[data-exercise-message]').innerText()}`).toBe('passed');
    }
    for (const { id, answer, choice } of predicts) {
      const predict = page.locator(`[data-predict="${id}"]`);
      await predict.scrollIntoViewIfNeeded();
      if (choice) {
        await predict.locator(`[data-predict-choice="${answer}"]`).click();
      } else {
        await predict.locator('[data-predict-input]').fill(answer);
        await predict.locator('[data-predict-submit]').click();
      }
      await expect.poll(() => predict.getAttribute('data-predict-result'), { timeout: 5_000 }).toBe('correct');
      expect(await predict.locator('[data-predict-reveal]').isVisible()).toBe(true);
    }
    expect(problems).toEqual([]);
    await page.close();
  });
});
