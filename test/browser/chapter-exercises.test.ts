// Every chapter's exercises and predict questions on the built site, as a reader meets them:
// the starter fails, the chapter's own solution passes in the real worker, and each predict
// question accepts its answer. (The unit tests hold the content to the library; this holds
// the page to the content.)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const CHAPTERS = [
  'foundations',
  'conventions',
  'raycast-axis-plane',
  'raycast-sphere',
  'raycast-aabb',
  'spherecast-sphere',
  'closest-point-aabb',
  'raycast-plane',
  'raycast-triangle',
  'closest-point-triangle',
  'capsules',
  'oriented-boxes',
  'spherecast-box',
  'spherecast-triangle',
  'bvh',
];

interface Authored {
  exercises: { id: string; solution: string }[];
  predicts: { id: string; answer: string; choice: boolean }[];
}

/** The chapter's exercises and predict questions, read from its MDX as its author wrote them. */
function authored(slug: string): Authored {
  const source = readFileSync(fileURLToPath(new URL(`../../docs/${slug}.mdx`, import.meta.url)), 'utf8');
  const exercises = [...source.matchAll(/<Exercise id="([\w-]+)"[\s\S]*?```ts solution\n([\s\S]*?)\n```/g)].map(
    (m) => ({ id: m[1] ?? '', solution: m[2] ?? '' }),
  );
  const predicts = [...source.matchAll(/^<Predict id="([\w-]+)"(.*)>$/gm)].map((m) => {
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

describe.each(CHAPTERS)('the exercises of /docs/%s', (slug) => {
  it('fail the starter, pass the chapter’s solution in the worker, and accept each predict answer', async () => {
    const { exercises, predicts } = authored(slug);
    expect(exercises.length).toBeGreaterThanOrEqual(2);
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
