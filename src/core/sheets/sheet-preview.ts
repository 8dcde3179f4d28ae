import { SHEET_FAILURE_MESSAGES, SHEET_LIMITS, type SheetLimits, type SheetReadFailure } from './limits';
import type { ImportLookupData } from '../tasks/import-rows';
import type { SheetPreviewProgress, SheetPreviewReply, SheetPreviewRequest, TaskRowCheck } from './preview-protocol';
import { sizeFailure } from './screen-upload';

/**
 * Previews a spreadsheet in the browser before it is uploaded (issue 10, 1): the same caps as the
 * server, and the parse in a dedicated Web Worker, so a hostile file can never freeze the page. The
 * worker is ended on time-out or abort; the page's thread only posts the file and waits.
 */

/** `check` is there when `taskLookups` was given. */
export type SheetPreview = { rows: string[][]; check?: TaskRowCheck } | { failure: SheetReadFailure; message: string };

export interface SheetPreviewOptions {
  signal?: AbortSignal;
  onProgress?: (progress: SheetPreviewProgress) => void;
  /** The server's caps unless a test narrows them. */
  limits?: SheetLimits;
  /** Starts the worker; the default is the one Vite bundles as its own chunk. */
  createWorker?: () => Worker;
  /** A task import: the worker also runs the core's row checks against these (issue 12). */
  taskLookups?: ImportLookupData;
}

export const createSheetPreviewWorker = (): Worker =>
  new Worker(new URL('./sheet-preview.worker.ts', import.meta.url), { type: 'module', name: 'sheet-preview' });

/** The answer for a failure: its code and the sentence shown to the user. */
export const previewFailure = (failure: SheetReadFailure): SheetPreview => ({ failure, message: SHEET_FAILURE_MESSAGES[failure] });

/**
 * Rows of the file's first sheet, header first, as Excel shows them; or why it cannot be imported.
 * Rejects with the signal's reason when aborted, like fetch.
 */
export function readSheetPreview(file: Blob, options: SheetPreviewOptions = {}): Promise<SheetPreview> {
  const { signal, onProgress, limits = SHEET_LIMITS, createWorker = createSheetPreviewWorker, taskLookups } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const tooLarge = sizeFailure(file.size, limits);
  if (tooLarge) return Promise.resolve(previewFailure(tooLarge));
  return new Promise((resolve, reject) => {
    const worker = createWorker();
    const end = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      worker.terminate();
    };
    const answer = (preview: SheetPreview) => { end(); resolve(preview); };
    const abort = () => { end(); reject(signal!.reason); };
    const timer = setTimeout(() => answer(previewFailure('timed-out')), limits.parseMs);
    signal?.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<SheetPreviewReply>) => {
      if (data.kind === 'progress') onProgress?.(data.progress);
      else answer(data.kind === 'rows' ? (data.check ? { rows: data.rows, check: data.check } : { rows: data.rows }) : previewFailure(data.failure));
    };
    // A worker that cannot start or crashes in the parser: the file is what failed.
    worker.onerror = (event) => { event.preventDefault(); answer(previewFailure('not-a-workbook')); };
    worker.onmessageerror = () => answer(previewFailure('not-a-workbook'));
    worker.postMessage({ file, limits, ...(taskLookups ? { taskLookups } : {}) } satisfies SheetPreviewRequest);
  });
}
