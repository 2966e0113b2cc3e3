// Share links: the edited cells survive the trip through the URL fragment exactly, and a
// damaged or oversized share says what is wrong instead of opening something broken.
import { describe, expect, it } from 'vitest';
import {
  decodeShare,
  encodeShare,
  MAX_SHARE_CHARS,
  SHARE_PREFIX,
  ShareError,
  type SharedCell,
} from '../../src/components/Notebook/share';

const cell = (id: string, code: string): SharedCell => ({ id, hash: '0123abcd', code });

describe('share links', () => {
  it('carry the cells there and back exactly, in a fragment that is safe in a URL', async () => {
    const cells = [
      cell(
        '0',
        'const A = vec3(0, 0);\nconst B = vec3(10, 0);\nconsole.log(raycastSphere(A, B, { center: vec3(8, 3), radius: 5 }));',
      ),
      cell('4', ''),
      cell('12', '\t// tabs, "quotes", \\backslashes\\ and\r\nCRLF line ends'),
    ];
    const fragment = await encodeShare(cells);
    expect(fragment.startsWith(SHARE_PREFIX)).toBe(true);
    // base64url: nothing a URL, a mail client or a chat app would mangle or need to escape.
    expect(fragment.slice(SHARE_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShare(fragment)).toEqual(cells);
  });

  it('keep any Unicode: accents, CJK, emoji (surrogate pairs), right-to-left text', async () => {
    const cells = [cell('0', 'const label = "héllo 世界 👋🏽 שלום";\nconsole.log(label, "∑ r² ≥ 0");')];
    expect(await decodeShare(await encodeShare(cells))).toEqual(cells);
  });

  it('are small for a typical edited cell: compressed, not merely encoded', async () => {
    const code = `const fig = figure({ height: 260, title: 'A segment against a sphere' });
const A = fig.handle('A', vec3(-2, -1));
const B = fig.handle('B', vec3(11, 2));
const S = fig.handle('S', vec3(6, 3));
const r = fig.radius('r', S, 3);
const hit = raycastSphere(A, B, { center: S, radius: r });
fig.circle(S, r);
fig.segment(A, B, { arrow: true });
if (hit) fig.point(hit.point, { label: 'D', tone: 'hit' });
fig.readout('t', hit ? hit.t : 'no hit');`;
    const fragment = await encodeShare([cell('1', code)]);
    // Plain base64 of the JSON would be 4/3 of its size; deflate must win on code like this.
    const plain = Math.ceil((JSON.stringify({ v: 1, c: [['1', '0123abcd', code]] }).length * 4) / 3);
    expect(fragment.length).toBeLessThan(plain * 0.75);
  });

  it('too large for a link fail with a message, instead of making a link that arrives cut', async () => {
    // Random characters do not compress: each carries ~6.5 bits, more than a character of link.
    let seed = 1;
    const noise = Array.from({ length: MAX_SHARE_CHARS }, () => {
      // xorshift32: a fixed, well-mixed sequence.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return String.fromCharCode(33 + ((seed >>> 0) % 90));
    }).join('');
    const error: unknown = await encodeShare([cell('0', noise)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShareError);
    expect((error as ShareError).message).toMatch(/more than the 16,000 a link can safely carry/);
    // The limit is on the link, not the code: long code that compresses well still shares.
    const long = 'fig.point(vec3(1, 2), { label: "P" });\n'.repeat(1000);
    expect(long.length).toBeGreaterThan(MAX_SHARE_CHARS);
    expect(await decodeShare(await encodeShare([cell('0', long)]))).toEqual([cell('0', long)]);
  });

  it('that are damaged say so in words, whatever the damage', async () => {
    const good = await encodeShare([cell('0', 'console.log("a fairly long line of code, long enough to be cut");')]);
    const cases: [string, RegExp][] = [
      [SHARE_PREFIX, /is empty/],
      [`${SHARE_PREFIX}abc$%`, /characters a share never contains/],
      [`${SHARE_PREFIX}A`, /cut short/],
      // Cut short in transit: the deflate stream ends early.
      [good.slice(0, SHARE_PREFIX.length + 20), /cannot be unpacked/],
      // Valid base64url of bytes that are not a deflate stream of a share.
      [`${SHARE_PREFIX}${Buffer.from('hello, world').toString('base64url')}`, /cannot be unpacked|not a Hitbook share/],
      ['#some-heading', /does not carry shared cells/],
    ];
    for (const [fragment, message] of cases) {
      const error: unknown = await decodeShare(fragment).catch((e: unknown) => e);
      expect(error, fragment).toBeInstanceOf(ShareError);
      expect((error as ShareError).message, fragment).toMatch(message);
    }
  });

  it('of well-formed data that is not a share, or from a newer format, are refused with a reason', async () => {
    const pack = async (value: unknown): Promise<string> => {
      const stream = new Blob([JSON.stringify(value)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
      const bytes = Buffer.from(await new Response(stream).arrayBuffer());
      return SHARE_PREFIX + bytes.toString('base64url');
    };
    await expect(decodeShare(await pack({ hello: 'world' }))).rejects.toThrow(/not a Hitbook share/);
    await expect(decodeShare(await pack({ v: 1, c: [['0', 'h']] }))).rejects.toThrow(/not a Hitbook share/);
    await expect(decodeShare(await pack({ v: 1, c: [['0', 'h', 42]] }))).rejects.toThrow(/not a Hitbook share/);
    await expect(decodeShare(await pack({ v: 2, c: [] }))).rejects.toThrow(/newer version of Hitbook/);
    // The same writer, by hand: a valid share of one cell.
    expect(await decodeShare(await pack({ v: 1, c: [['3', 'h', 'x = 1']] }))).toEqual([
      { id: '3', hash: 'h', code: 'x = 1' },
    ]);
  });
});
