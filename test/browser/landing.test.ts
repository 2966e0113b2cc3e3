// The home page: its hero figure is live (dragging a handle re-runs the queries, and the
// readouts show what the library computes for where the handles now are), it is there as
// SVG without JavaScript, and its path of chapters links to the chapters this build has.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raycastSphere, vec3 } from '../../packages/query/src/index.ts';
import { formatNumber } from '../../src/components/Diagram/scene';
import { baseUrl, dragBy, launch, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The chapters the home page lists, in teaching order (the brief's path through the book). */
const PATH = [
  ['foundations', 'Foundations'],
  ['conventions', 'Conventions'],
  ['raycast-axis-plane', 'Raycast to an axis-aligned plane'],
  ['raycast-sphere', 'Raycast to a sphere'],
  ['raycast-aabb', 'Raycast to an AABB'],
  ['spherecast-sphere', 'Sphere cast to a sphere'],
  ['closest-point-aabb', 'Closest point on a box and sphere–box overlap'],
  ['raycast-plane', 'Raycast to a plane'],
  ['raycast-triangle', 'Raycast to a triangle'],
  ['closest-point-triangle', 'Closest point on a triangle and sphere–triangle overlap'],
  ['capsules', 'Capsules'],
  ['oriented-boxes', 'Raycast to an oriented box'],
  ['spherecast-box', 'Sphere cast to a box'],
  ['spherecast-triangle', 'Sphere cast to a triangle, and sliding'],
  ['bvh', 'Many shapes: a bounding volume hierarchy'],
  ['api', 'API reference'],
  ['using-the-notebook', 'Using the notebook'],
  ['notebook-kit', 'Writing with the notebook'],
  ['performance', 'Performance'],
] as const;

const sitemap = readFileSync(new URL('../../build/sitemap.xml', import.meta.url), 'utf8');
const built = (id: string) => sitemap.includes(`/docs/${id}</loc>`);

/** A handle's world position, from the value it announces ("A at (0, 2.4)"). */
function position(valuetext: string | null): { x: number; y: number } {
  const m = /at \((-?[\d.]+), (-?[\d.]+)\)/.exec(valuetext ?? '');
  if (!m) throw new Error(`no position in ${String(valuetext)}`);
  return { x: Number(m[1]), y: Number(m[2]) };
}

describe('the home page', () => {
  it('hero: dragging A re-runs raycastSphere, and the readout shows its t for the new segment', async () => {
    const { page, problems, outside } = await openPage(browser, '/');
    const hero = page.locator('[data-hero-figure]');
    const handleA = hero.locator('[data-handle="A"]');
    const readout = hero.locator('[data-readout="t (sphere)"]');
    // The sphere and the box of the figure, as the page draws them.
    const sphere = { center: vec3(4.6, 4.2), radius: 1.7 };
    const expected = async () => {
      const A = position(await handleA.getAttribute('aria-valuetext'));
      const B = position(await hero.locator('[data-handle="B"]').getAttribute('aria-valuetext'));
      const hit = raycastSphere(vec3(A.x, A.y), vec3(B.x, B.y), sphere);
      return hit ? formatNumber(hit.t) : 'miss';
    };

    const before = await readout.innerText();
    expect(before).toBe(await expected());
    await dragBy(page, handleA, 20, -40);
    await expect.poll(() => readout.innerText()).not.toBe(before);
    expect(await readout.innerText()).toBe(await expected());
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  });

  it('hero: without JavaScript the figure is an SVG with the hits and their readouts', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(baseUrl + '/', { waitUntil: 'load' });
    const hero = page.locator('[data-hero-figure]');
    expect(await hero.locator('svg[data-static-figure]').count()).toBe(1);
    expect(await hero.locator('[data-readout="first hit"]').innerText()).toBe('sphere, at D');
    await context.close();
  });

  it('lists the chapters in teaching order, each linked to its page when this build has it', async () => {
    const { page, problems } = await openPage(browser, '/');
    const cards = page.locator('[data-chapter-path] > li');
    expect(await cards.evaluateAll((li) => li.map((e) => e.getAttribute('data-chapter')))).toEqual(
      PATH.map(([id]) => id),
    );
    for (const [i, [id, title]] of PATH.entries()) {
      const card = cards.nth(i);
      expect(await card.innerText()).toContain(title);
      const link = card.locator('a');
      if (built(id)) {
        expect(await link.getAttribute('href')).toBe(`/docs/${id}`);
        const response = await page.request.get(baseUrl + `/docs/${id}`);
        expect(response.status()).toBe(200);
      } else {
        // A chapter not merged yet is shown, but not as a link that would 404.
        expect(await link.count()).toBe(0);
      }
    }
    // The chapters in this branch are always there, and a click takes the reader in.
    expect(built('raycast-sphere') && built('api')).toBe(true);
    await cards.nth(3).locator('a').click();
    await page.waitForURL(baseUrl + '/docs/raycast-sphere');
    expect(await page.locator('article h1').innerText()).toBe('Raycast to a sphere');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('credits the five seed articles as the syllabus, and says the text, figures and code are its own', async () => {
    const { page } = await openPage(browser, '/');
    const credit = await page.locator('[data-credit]').innerText();
    expect(credit).toContain('Rito15');
    for (const title of ['Raycast to Sphere', 'Raycast to AABB', 'Sphere Cast to Sphere', 'Sphere-AABB Intersection'])
      expect(credit).toContain(title);
    expect(credit.match(/CC BY 4\.0/g)?.length).toBeGreaterThanOrEqual(2);
    expect(credit).toMatch(/text, figures and code are its own/);
    await page.close();
  });
});
