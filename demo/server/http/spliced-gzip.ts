import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { PreparedOnAsk } from './register';

/**
 * Gzip that is compressed once and spliced into many answers (issue 26, 6: a stored week of track,
 * ~59 MB of points, is ~7 MB of gzip). A "spliceable" member is standard gzip (RFC 1952; anything
 * gunzips it) whose deflate data ends with a sync flush (byte-aligned, no final block) followed by an
 * empty final block. Dropping that last block leaves deflate data that can stand between other
 * deflate data: an answer `prefix ∥ content ∥ suffix` is gzipped by compressing only the small prefix
 * and suffix, and its CRC-32 is combined from the parts' (crc32Combine) without reading the content.
 * zlib's work runs on libuv's thread pool, not on the event loop.
 */

const deflateRaw = promisify(zlib.deflateRaw);
const gunzip = promisify(zlib.gunzip);
const gzip = promisify(zlib.gzip);
const SYNC = { finishFlush: zlib.constants.Z_SYNC_FLUSH };

/** ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS: the one header this writes. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A sync flush's empty stored block (00 00 ff ff), then the empty final block (fixed Huffman: 03 00). */
const FLUSHED_END = Buffer.from([0, 0, 0xff, 0xff, 3, 0]);
const FINAL_BLOCK = FLUSHED_END.subarray(4);
const TRAILER = 8;

function trailer(crc: number, size: number): Buffer {
  const out = Buffer.alloc(TRAILER);
  out.writeUInt32LE(crc >>> 0, 0);
  out.writeUInt32LE(size % 2 ** 32, 4);
  return out;
}

/** The spliceable gzip of `content`. */
export async function spliceableGzip(content: Buffer): Promise<Buffer> {
  const body = await deflateRaw(content, SYNC);
  return Buffer.concat([HEADER, body, FINAL_BLOCK, trailer(zlib.crc32(content), content.length)]);
}

/** The member's deflate data without its final block, or null when it is not one spliceableGzip wrote. */
function openBody(member: Buffer): Buffer | null {
  const end = member.length - TRAILER;
  if (member.length < HEADER.length + FLUSHED_END.length + TRAILER || !member.subarray(0, HEADER.length).equals(HEADER)) return null;
  if (!member.subarray(end - FLUSHED_END.length, end).equals(FLUSHED_END)) return null;
  return member.subarray(HEADER.length, end - FINAL_BLOCK.length);
}

/**
 * The gzip of `prefix ∥ content ∥ suffix`, where `member` is the spliceable gzip of content (its
 * CRC and size are in its trailer); a member of another kind is unpacked and gzipped whole.
 */
export async function gzipAround(prefix: Buffer, member: Buffer, suffix: Buffer): Promise<Buffer> {
  const body = openBody(member);
  if (!body) return gzip(Buffer.concat([prefix, await gunzip(member), suffix]));
  const contentCrc = member.readUInt32LE(member.length - TRAILER);
  const contentSize = member.readUInt32LE(member.length - 4);
  const [head, tail] = await Promise.all([deflateRaw(prefix, SYNC), deflateRaw(suffix)]);
  const crc = crc32Combine(crc32Combine(zlib.crc32(prefix), contentCrc, contentSize), zlib.crc32(suffix), suffix.length);
  return Buffer.concat([HEADER, head, body, tail, trailer(crc, prefix.length + contentSize + suffix.length)]);
}

/**
 * An answer `prefix ∥ content ∥ suffix` (JSON text) ready for the register's prepared kind: gzipped
 * by splicing for callers that take gzip, unpacked only for those that do not.
 */
export function preparedAround(prefix: string, member: Buffer, suffix: string): PreparedOnAsk {
  const head = Buffer.from(prefix);
  const tail = Buffer.from(suffix);
  return {
    gzip: () => gzipAround(head, member, tail),
    json: async () => Buffer.concat([head, await gunzip(member), tail]),
  };
}

/** Multiplies the GF(2) 32×32 matrix `mat` by the vector `vec` (zlib's gf2_matrix_times). */
function gf2Times(mat: Uint32Array, vec: number): number {
  let sum = 0;
  for (let i = 0; vec !== 0; i++, vec >>>= 1) if (vec & 1) sum ^= mat[i];
  return sum >>> 0;
}

function gf2Square(square: Uint32Array, mat: Uint32Array): void {
  for (let n = 0; n < 32; n++) square[n] = gf2Times(mat, mat[n]);
}

/**
 * The CRC-32 of A ∥ B from crc(A), crc(B) and B's length (zlib's crc32_combine): B's CRC is
 * the operator "append len2 zero bytes" applied to crc(A), xored with crc(B). Node 20 has
 * zlib.crc32 but not this.
 */
export function crc32Combine(crc1: number, crc2: number, len2: number): number {
  if (len2 <= 0) return crc1 >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  odd[0] = 0xedb88320; // the CRC-32 polynomial: the operator for one zero bit
  for (let n = 1, row = 1; n < 32; n++, row <<= 1) odd[n] = row;
  gf2Square(even, odd); // two zero bits
  gf2Square(odd, even); // four zero bits
  let crc = crc1 >>> 0;
  let len = len2;
  // Apply len zero bytes: the first square below is the operator for one zero byte.
  for (;;) {
    gf2Square(even, odd);
    if (len % 2) crc = gf2Times(even, crc);
    len = Math.floor(len / 2);
    if (len === 0) break;
    gf2Square(odd, even);
    if (len % 2) crc = gf2Times(odd, crc);
    len = Math.floor(len / 2);
    if (len === 0) break;
  }
  return (crc ^ crc2) >>> 0;
}
