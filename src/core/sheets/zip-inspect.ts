/**
 * Reads what a zip archive (an .xlsx is one) declares about itself, from its central directory,
 * without inflating anything: how many entries and how large they claim to unpack. A hostile upload
 * is refused on these figures before any parser sees it.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_MIN = 22;
const COMMENT_MAX = 0xffff;

export interface ZipFacts {
  entries: number;
  /** Sum of the entries' declared uncompressed sizes, in bytes. */
  unpackedBytes: number;
  /** The largest ratio of declared uncompressed to compressed size of one entry. */
  worstRatio: number;
}

/** The archive's facts, or null when it is not a readable zip (no end record, or a broken directory). */
export function inspectZip(bytes: Uint8Array): ZipFacts | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndRecord(view);
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  const dirSize = view.getUint32(eocd + 12, true);
  const dirOffset = view.getUint32(eocd + 16, true);
  if (dirOffset + dirSize > bytes.byteLength) return null;
  let at = dirOffset;
  let unpackedBytes = 0;
  let worstRatio = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return null;
    const compressed = view.getUint32(at + 20, true);
    const uncompressed = view.getUint32(at + 24, true);
    unpackedBytes += uncompressed;
    worstRatio = Math.max(worstRatio, uncompressed / Math.max(compressed, 1));
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, unpackedBytes, worstRatio };
}

function findEndRecord(view: DataView): number {
  const last = view.byteLength - EOCD_MIN;
  const first = Math.max(0, last - COMMENT_MAX);
  for (let at = last; at >= first; at -= 1) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  }
  return -1;
}
