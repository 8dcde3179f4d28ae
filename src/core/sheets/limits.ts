/**
 * The caps on a spreadsheet upload (issue 10, 1) and what the user is told when one is hit. The
 * reference server and the browser preview both read them from here, so a file the preview accepts
 * is one the server accepts too.
 */

export interface SheetLimits {
  uploadBytes: number;
  unpackedBytes: number;
  compressionRatio: number;
  rows: number;
  columns: number;
  parseMs: number;
  /** The server's worker heap; a browser cannot cap a worker's memory, so the preview relies on the caps above. */
  workerHeapMb: number;
}

export const SHEET_LIMITS: SheetLimits = {
  uploadBytes: 2 * 1024 * 1024,
  unpackedBytes: 20 * 1024 * 1024,
  /** A ratio this high is a zip bomb, never a spreadsheet (real sheets compress 5–20×). */
  compressionRatio: 200,
  /** Rows of the sheet, the header included. */
  rows: 5001,
  columns: 64,
  parseMs: 5000,
  workerHeapMb: 256,
};

/** 'busy': the server's queue of files waiting to be read is full (issue 22, 7); the preview never answers it. */
export type SheetReadFailure = 'too-large' | 'unpacks-too-large' | 'not-a-workbook' | 'too-many-rows' | 'timed-out' | 'busy';

/** What the user is told for each failure, in Traditional Chinese. */
export const SHEET_FAILURE_MESSAGES: Record<SheetReadFailure, string> = {
  'too-large': `檔案過大：匯入檔案上限為 ${SHEET_LIMITS.uploadBytes / 1024 / 1024} MB。`,
  'unpacks-too-large': '檔案內容異常（解壓縮後過大），請使用匯入模板。',
  'not-a-workbook': '檔案不是有效的 .xlsx 活頁簿，請使用匯入模板。',
  'too-many-rows': `資料列過多：每次最多匯入 ${(SHEET_LIMITS.rows - 1).toLocaleString('en-US')} 列。`,
  'timed-out': '讀取檔案逾時，請確認檔案內容後再試。',
  busy: '目前匯入的檔案較多，請稍後再試。',
};
