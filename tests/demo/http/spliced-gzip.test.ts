import { crc32, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, gzipAround, preparedAround, spliceableGzip } from '../../../demo/server/http/spliced-gzip';

/**
 * Issue 26, 6: a stored journey's points are gzipped once and spliced into each answer. gunzipSync
 * checks the trailer's CRC-32 and size, so a wrong splice or CRC fails here, not in a browser.
 */
const text = (n: number, seed = 1) => Buffer.from(JSON.stringify(Array.from({ length: n }, (_, i) => ({ time: 1_700_000_000_000 + i * 1000, lat: 22.6 + ((i * seed) % 97) * 1e-5, status: i % 9 ? 'driving' : 'idling' }))));

describe('spliced gzip (http/spliced-gzip.ts)', () => {
  it.each([0, 1, 5, 1000, 100_000])('crc32Combine gives the CRC-32 of two parts joined (second part %i bytes)', (len2) => {
    const a = text(300);
    const b = text(len2, 7).subarray(0, len2);
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
  });

  it('a spliceable member is plain gzip of its content', async () => {
    const content = text(5000);
    expect(gunzipSync(await spliceableGzip(content)).equals(content)).toBe(true);
  });

  it.each([
    ['short parts', '{"a":', '}'],
    ['empty prefix and suffix', '', ''],
    ['long parts with non-ASCII text', `{"journey":${JSON.stringify({ startAddress: '臺北市'.repeat(2000) })},"points":`, `,"events":${JSON.stringify(Array(3000).fill({ name: '急煞' }))}}`],
  ])('gzipAround gives the gzip of prefix, content and suffix joined: %s', async (_, prefix, suffix) => {
    const content = text(20_000);
    const spliced = await gzipAround(Buffer.from(prefix), await spliceableGzip(content), Buffer.from(suffix));
    expect(gunzipSync(spliced).equals(Buffer.concat([Buffer.from(prefix), content, Buffer.from(suffix)]))).toBe(true);
  });

  it('a member gzipped another way is unpacked and gzipped whole, with the same result', async () => {
    const content = text(2000);
    const spliced = await gzipAround(Buffer.from('['), gzipSync(content), Buffer.from(']'));
    expect(gunzipSync(spliced).toString()).toBe(`[${content.toString()}]`);
  });

  it('a prepared answer gives the same text gzipped and plain', async () => {
    const content = text(3000);
    const prepared = preparedAround('{"status":0,"data":{"points":', await spliceableGzip(content), '}}');
    const plain = await prepared.json();
    expect(plain.toString()).toBe(`{"status":0,"data":{"points":${content.toString()}}}`);
    expect(gunzipSync(await prepared.gzip()).equals(plain)).toBe(true);
  });
});
