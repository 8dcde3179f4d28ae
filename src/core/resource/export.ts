import { atom, type ReadableAtom } from 'nanostores';
import type { ApiBody } from '../http/client';
import type { DownloadProgress } from '../http/file';
import { messageOf } from './errors';
import { createLatest } from './latest';

export interface ExportState {
  running: boolean;
  /** Bytes received so far. */
  loaded: number;
  /** The announced size in bytes; null while unknown (show an indeterminate bar). */
  total: number | null;
  /** The name the last file was saved under. */
  fileName: string;
  /** Empty, or what went wrong in Traditional Chinese. */
  error: string;
}

/** A download call of src/core/api (download() saves the file under the server's name). */
export type ExportCall<I> = (input: I, onProgress: DownloadProgress, signal: AbortSignal) => Promise<ApiBody<{ fileName: string; size: number }>>;

export type ExportResult = { ok: true; fileName: string; size: number } | { ok: false; status: number; message: string };

export interface ExportResource<I> {
  readonly $state: ReadableAtom<ExportState>;
  /** Starts an export; a second start cancels the first. */
  start(input: I): Promise<ExportResult>;
  /** Stops the export under way. */
  cancel(): void;
}

const EXPORT_ERROR = '匯出失敗，請稍後再試。';
const IDLE: ExportState = { running: false, loaded: 0, total: null, fileName: '', error: '' };

/** An export (spec 7.1 'Exports'): its progress as a store, and the file saved as the server names it. */
export function createExport<I>(call: ExportCall<I>, fallback = EXPORT_ERROR): ExportResource<I> {
  let state = IDLE;
  const $state = atom(state);
  const write = (next: ExportState) => $state.set(state = next);
  const latest = createLatest();

  return {
    $state,
    async start(input) {
      const ticket = latest.start();
      write({ ...IDLE, running: true });
      const progress: DownloadProgress = (loaded, total) => {
        if (ticket.current()) write({ ...state, loaded, total });
      };
      let body: ApiBody<{ fileName: string; size: number }>;
      try {
        body = await call(input, progress, ticket.signal);
      } catch {
        body = { status: -1, message: fallback };
      }
      const result: ExportResult = body.status === 0 && body.data
        ? { ok: true, fileName: body.data.fileName, size: body.data.size }
        : { ok: false, status: body.status, message: messageOf(body, fallback) };
      if (ticket.current()) {
        write(result.ok
          ? { running: false, loaded: result.size, total: result.size, fileName: result.fileName, error: '' }
          : { ...state, running: false, error: result.message });
      }
      return result;
    },
    cancel() {
      latest.abort();
      if (state.running) write({ ...state, running: false });
    },
  };
}
