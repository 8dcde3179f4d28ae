import { SHEET_LIMITS, screenUpload, type SheetLimits } from '../../../src/core/sheets';
import { createParsePool, DEFAULT_PARSE_POOL, type ParsePool, type SheetRead } from './parse-pool';

/**
 * Reads the first sheet of an uploaded .xlsx safely (issue 10, 1): the upload, the archive's unpacked
 * size, the rows and the columns are capped (the caps and their messages are the core's, shared with
 * the browser preview), and the parsing runs in the parse pool's worker threads with their own time
 * and memory limits (issue 22, 7: queued, one file at a time a thread), so no spreadsheet, and no
 * crowd of them, can stop the server's answers or the monitor's pushes.
 */

export type { SheetRead };

/** One pool for the process: its threads are the parsing capacity of the machine, shared by every app. */
const serverPool = createParsePool(DEFAULT_PARSE_POOL);

export async function readFirstSheet(bytes: Uint8Array, limits: SheetLimits = SHEET_LIMITS, pool: ParsePool = serverPool): Promise<SheetRead> {
  const failure = screenUpload(bytes, limits);
  return failure ? { failure } : pool.parse(bytes, limits);
}
