import { describe, expect, it } from 'vitest';
import { inspectZip, SHEET_LIMITS } from '../../../src/core/sheets';
import { workbookOf, zipBomb } from './hostile-sheets';

/** Issue 10, 1: what a workbook's zip directory declares, read without inflating anything. */

describe('inspectZip', () => {
  it('reads the entries and declared unpacked size of a real workbook', () => {
    const facts = inspectZip(workbookOf([['a', 'b'], [1, 2]]))!;
    expect(facts.entries).toBeGreaterThan(3);
    expect(facts.unpackedBytes).toBeGreaterThan(500);
    expect(facts.worstRatio).toBeLessThan(SHEET_LIMITS.compressionRatio);
  });

  it('a zip bomb declares more than the unpacked cap while its bytes stay under the upload cap', () => {
    const bomb = zipBomb();
    expect(bomb.byteLength).toBeLessThan(SHEET_LIMITS.uploadBytes);
    expect(inspectZip(bomb)!.unpackedBytes).toBeGreaterThan(SHEET_LIMITS.unpackedBytes);
  });

  it('reads a workbook that sits inside a larger buffer (a view with an offset)', () => {
    const book = workbookOf([['a']]);
    const padded = new Uint8Array(book.byteLength + 16);
    padded.set(book, 16);
    expect(inspectZip(padded.subarray(16))).toEqual(inspectZip(book));
  });

  it('answers null for bytes that are not a zip', () => {
    expect(inspectZip(new TextEncoder().encode('not a spreadsheet at all, just text'))).toBeNull();
    expect(inspectZip(new Uint8Array(0))).toBeNull();
  });

  it('answers null for a zip whose directory is cut off', () => {
    const book = workbookOf([['a']]);
    const end = book.byteLength - 22;
    const cut = book.slice();
    // Points the directory past the end of the file.
    new DataView(cut.buffer).setUint32(end + 16, book.byteLength, true);
    expect(inspectZip(cut)).toBeNull();
  });
});
