import { describe, expect, it } from 'vitest';
import { SHEET_FAILURE_MESSAGES, SHEET_LIMITS, screenUpload, sizeFailure, type SheetReadFailure } from '../../../src/core/sheets';
import { workbookOf, zipBomb } from './hostile-sheets';

/** Issue 10, 1: the caps both the server and the browser preview apply before any parse. */

describe('screenUpload', () => {
  it('lets a real workbook through', () => {
    expect(screenUpload(workbookOf([['任務編號'], ['T1']]), SHEET_LIMITS)).toBeNull();
  });

  it('refuses an upload over the size cap unread', () => {
    expect(sizeFailure(SHEET_LIMITS.uploadBytes + 1, SHEET_LIMITS)).toBe('too-large');
    expect(sizeFailure(SHEET_LIMITS.uploadBytes, SHEET_LIMITS)).toBeNull();
    expect(screenUpload(new Uint8Array(SHEET_LIMITS.uploadBytes + 1), SHEET_LIMITS)).toBe('too-large');
  });

  it('refuses a zip bomb from its directory', () => {
    expect(screenUpload(zipBomb(), SHEET_LIMITS)).toBe('unpacks-too-large');
  });

  it('refuses a workbook that compresses more than the ratio cap', () => {
    const book = workbookOf([['x'.repeat(20_000)]]);
    expect(screenUpload(book, SHEET_LIMITS)).toBeNull();
    expect(screenUpload(book, { ...SHEET_LIMITS, compressionRatio: 10 })).toBe('unpacks-too-large');
  });

  it('refuses bytes that are not a zip as not a workbook', () => {
    expect(screenUpload(new TextEncoder().encode('名稱,車號'), SHEET_LIMITS)).toBe('not-a-workbook');
  });
});

describe('the failure messages', () => {
  it.each<[SheetReadFailure, string]>([
    ['too-large', '檔案過大：匯入檔案上限為 2 MB。'],
    ['unpacks-too-large', '檔案內容異常（解壓縮後過大），請使用匯入模板。'],
    ['not-a-workbook', '檔案不是有效的 .xlsx 活頁簿，請使用匯入模板。'],
    ['too-many-rows', '資料列過多：每次最多匯入 5,000 列。'],
    ['timed-out', '讀取檔案逾時，請確認檔案內容後再試。'],
  ])('%s tells the user: %s', (failure, message) => {
    expect(SHEET_FAILURE_MESSAGES[failure]).toBe(message);
  });
});
