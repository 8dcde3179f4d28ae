import { Worker } from 'node:worker_threads';
import { inspectZip } from './zip-inspect';

/**
 * Reads the first sheet of an uploaded .xlsx safely (issue 10, 1): the upload, the archive's unpacked
 * size, the rows and the columns are capped, and the parsing runs in a worker thread with its own time
 * and memory limits, so no spreadsheet can stop the server's answers or the monitor's pushes.
 */

export interface SheetLimits {
  uploadBytes: number;
  unpackedBytes: number;
  compressionRatio: number;
  rows: number;
  columns: number;
  parseMs: number;
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

export type SheetReadFailure = 'too-large' | 'unpacks-too-large' | 'not-a-workbook' | 'too-many-rows' | 'timed-out';

export type SheetRead = { rows: unknown[][] } | { failure: SheetReadFailure };

/** What the user is told for each failure, in Traditional Chinese. */
export const SHEET_FAILURE_MESSAGES: Record<SheetReadFailure, string> = {
  'too-large': `檔案過大：匯入檔案上限為 ${SHEET_LIMITS.uploadBytes / 1024 / 1024} MB。`,
  'unpacks-too-large': '檔案內容異常（解壓縮後過大），請使用匯入模板。',
  'not-a-workbook': '檔案不是有效的 .xlsx 活頁簿，請使用匯入模板。',
  'too-many-rows': `資料列過多：每次最多匯入 ${(SHEET_LIMITS.rows - 1).toLocaleString('en-US')} 列。`,
  'timed-out': '讀取檔案逾時，請確認檔案內容後再試。',
};

export async function readFirstSheet(bytes: Uint8Array, limits: SheetLimits = SHEET_LIMITS): Promise<SheetRead> {
  if (bytes.byteLength > limits.uploadBytes) return { failure: 'too-large' };
  const zip = inspectZip(bytes);
  if (!zip) return { failure: 'not-a-workbook' };
  if (zip.unpackedBytes > limits.unpackedBytes || zip.worstRatio > limits.compressionRatio) return { failure: 'unpacks-too-large' };
  return parseInWorker(bytes, limits);
}

function parseInWorker(bytes: Uint8Array, limits: SheetLimits): Promise<SheetRead> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./sheet-worker.mjs', import.meta.url), {
      workerData: { bytes, maxRows: limits.rows, maxCols: limits.columns },
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb, maxYoungGenerationSizeMb: 32 },
      // The worker is plain JavaScript: it needs none of the parent's loaders.
      execArgv: [],
    });
    let settled = false;
    const settle = (result: SheetRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ failure: 'timed-out' }), limits.parseMs);
    worker.once('message', (m: { rows?: unknown[][]; error?: 'not-a-workbook' | 'too-many-rows' }) => {
      settle(m.rows ? { rows: m.rows } : { failure: m.error ?? 'not-a-workbook' });
    });
    // Out of memory, or any crash of the parser: the file is what failed, not the server.
    worker.once('error', (e: Error & { code?: string }) => {
      settle({ failure: e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'unpacks-too-large' : 'not-a-workbook' });
    });
    worker.once('exit', () => settle({ failure: 'not-a-workbook' }));
  });
}
