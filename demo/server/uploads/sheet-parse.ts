// Parses one uploaded workbook in a worker thread (entered through sheet-worker.mjs), so a hostile
// file can cost at most this thread's time and memory (the caller sets both) and never the server's
// event loop. The parse itself is the core's, the one the browser preview runs too.
// In: workerData { bytes, limits }. Out: one ParsedSheet message.
import { parentPort, workerData } from 'node:worker_threads';
import { parseFirstSheet } from '../../../src/core/sheets/first-sheet';
import type { SheetLimits } from '../../../src/core/sheets/limits';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: SheetLimits };

parentPort!.postMessage(parseFirstSheet(bytes, limits, 'values'));
