import type { ParsedSheet } from '../../../src/core/sheets/first-sheet';
import type { SheetLimits } from '../../../src/core/sheets/limits';

/** The messages between the parse pool (parse-pool.ts) and its worker threads (sheet-parse.ts). */

/** Pool → worker: one file to parse. */
export interface ParseJob {
  bytes: Uint8Array;
  limits: Pick<SheetLimits, 'rows' | 'columns'>;
}

/** Worker → pool: loaded and waiting for a job, or one job's answer. */
export type ParseWorkerMessage = { kind: 'ready' } | { kind: 'parsed'; sheet: ParsedSheet<unknown> };
