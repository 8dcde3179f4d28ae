import { Worker } from 'node:worker_threads';
import { SHEET_LIMITS, screenUpload, type SheetLimits, type SheetReadFailure } from '../../../src/core/sheets';
import type { ParsedSheet } from '../../../src/core/sheets/first-sheet';

/**
 * Reads the first sheet of an uploaded .xlsx safely (issue 10, 1): the upload, the archive's unpacked
 * size, the rows and the columns are capped (the caps and their messages are the core's, shared with
 * the browser preview), and the parsing runs in a worker thread with its own time and memory limits,
 * so no spreadsheet can stop the server's answers or the monitor's pushes.
 */

export type SheetRead = { rows: unknown[][] } | { failure: SheetReadFailure };

export async function readFirstSheet(bytes: Uint8Array, limits: SheetLimits = SHEET_LIMITS): Promise<SheetRead> {
  const failure = screenUpload(bytes, limits);
  return failure ? { failure } : parseInWorker(bytes, limits);
}

function parseInWorker(bytes: Uint8Array, limits: SheetLimits): Promise<SheetRead> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./sheet-worker.mjs', import.meta.url), {
      workerData: { bytes, limits },
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb, maxYoungGenerationSizeMb: 32 },
      // The worker's entry is plain JavaScript and loads its TypeScript itself: it needs none of the parent's loaders.
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
    worker.once('message', (m: ParsedSheet<unknown>) => settle(m));
    // Out of memory, or any crash of the parser: the file is what failed, not the server.
    worker.once('error', (e: Error & { code?: string }) => {
      settle({ failure: e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'unpacks-too-large' : 'not-a-workbook' });
    });
    worker.once('exit', () => settle({ failure: 'not-a-workbook' }));
  });
}
