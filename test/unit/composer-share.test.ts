// A whole notebook in a link: exact there and back, compressed, under its own prefix, and a
// damaged, hostile or oversized link says what is wrong instead of opening something broken.
import { describe, expect, it } from 'vitest';
import { fromShareFragment, SHARE_LINK_LIMIT, toShareFragment } from '../../src/components/Composer/formats';
import { isShareFragment } from '../../src/components/Notebook/fragment';
import { pipe, toBase64Url } from '../../src/components/Notebook/share';
import { tricky } from './support/composer';

const pack = async (text: string) =>
  '#hb-notebook=' + toBase64Url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));

describe('notebook share links', () => {
  it('carry a notebook exactly, in a fragment safe in a URL, that page-edit links do not claim', async () => {
    const fragment = await toShareFragment(tricky);
    expect(fragment).toMatch(/^#hb-notebook=[A-Za-z0-9_-]+$/);
    expect(isShareFragment(fragment)).toBe(false);
    expect(await fromShareFragment(fragment)).toEqual(tricky);
    // location.hash without its '#' (as some callers pass it) reads the same.
    expect(await fromShareFragment(fragment.slice(1))).toEqual(tricky);
  });

  it('are compressed: a lesson of a dozen cells fits well inside the link limit', async () => {
    const cell = (i: number) => ({
      id: `c${i}`,
      kind: 'code' as const,
      source: `const A${i} = vec3(${i}, 0);\nconst B${i} = vec3(10, ${i});\nconsole.log(raycastSphere(A${i}, B${i}, { center: vec3(8, 3), radius: 5 }));`,
    });
    const nb = { ...tricky, cells: [...tricky.cells, ...Array.from({ length: 12 }, (_, i) => cell(i))] };
    const fragment = await toShareFragment(nb);
    expect(fragment.length).toBeLessThan(JSON.stringify(nb).length / 2);
    expect(fragment.length).toBeLessThan(SHARE_LINK_LIMIT / 2);
  });

  it('refuse a link that unpacks past the notebook limit, without unpacking all of it', async () => {
    // 10 MB of one character deflates to about 10 kB: a "zip bomb" in a link.
    const bomb = await pack(`{"format":"hitbook-notebook","version":1,"title":"${'a'.repeat(10_000_000)}","cells":[]}`);
    await expect(fromShareFragment(bomb)).rejects.toThrow(/This notebook is too large: 3,\d{3},\d{3} characters/);
  });

  it('say what is wrong with a damaged, foreign or newer link', async () => {
    const fragment = await toShareFragment(tricky);
    await expect(fromShareFragment('#hb-share=abc')).rejects.toThrow('This link does not carry a notebook.');
    await expect(fromShareFragment(fragment.slice(0, fragment.length / 2))).rejects.toThrow(
      'This notebook link is damaged',
    );
    await expect(fromShareFragment('#hb-notebook=a b')).rejects.toThrow('This notebook link is damaged');
    await expect(fromShareFragment('#hb-notebook=')).rejects.toThrow('This notebook link is damaged');
    await expect(fromShareFragment(await pack('not json'))).rejects.toThrow('its contents are not a notebook');
    await expect(fromShareFragment(await pack(JSON.stringify({ ...tricky, version: 3 })))).rejects.toThrow(
      /made by a newer Hitbook/,
    );
    await expect(
      fromShareFragment(await pack(JSON.stringify({ ...tricky, cells: [{ id: 'x', kind: 'script', source: '' }] }))),
    ).rejects.toThrow('cells[0].kind is "script"');
  });
});
