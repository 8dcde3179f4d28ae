// Parses uploaded workbooks in a worker thread (entered through sheet-worker.mjs), so a hostile file
// can cost at most this thread's time and memory (the pool sets both) and never the server's event
// loop. The parse itself is the core's, the one the browser preview runs too.
// The thread stays warm between jobs (starting one costs far more than parsing 500 rows): it says
// `ready` once loaded, then answers each `ParseJob` with one ParsedSheet, one job at a time.
import { parentPort } from 'node:worker_threads';
import { parseFirstSheet } from '../../../src/core/sheets/first-sheet';
import type { ParseJob, ParseWorkerMessage } from './parse-protocol';

const port = parentPort!;
port.on('message', ({ bytes, limits }: ParseJob) => {
  port.postMessage({ kind: 'parsed', sheet: parseFirstSheet(bytes, limits, 'values') } satisfies ParseWorkerMessage);
});
port.postMessage({ kind: 'ready' } satisfies ParseWorkerMessage);
