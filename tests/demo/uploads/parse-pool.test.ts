import { afterEach, describe, expect, it } from 'vitest';
import { createParsePool, type ParsePool } from '../../../demo/server/uploads/parse-pool';
import { readFirstSheet } from '../../../demo/server/uploads/sheet-reader';
import { SHEET_FAILURE_MESSAGES, SHEET_LIMITS } from '../../../src/core/sheets';
import { workbookOf } from '../../core/sheets/hostile-sheets';

/** Issue 22, 7: the server's parse jobs wait in a bounded queue for a few warm threads. */

let pool: ParsePool | undefined;
afterEach(async () => { await pool?.close(); pool = undefined; });

const sheet = (n: number) => workbookOf([['任務編號'], ...Array.from({ length: n }, (_, i) => [`T${i}`])]);

describe('the parse pool', () => {
  it('parses queued files one after another on one thread, each with its own answer', async () => {
    pool = createParsePool({ workers: 1, maxWaiting: 10, idleMs: 60_000 });
    const reads = await Promise.all([1, 2, 3, 4].map((n) => readFirstSheet(sheet(n), SHEET_LIMITS, pool)));
    expect(reads.map((r) => ('rows' in r ? r.rows.length : r.failure))).toEqual([2, 3, 4, 5]);
  });

  it('a full queue refuses one more file with a clear message instead of waiting without end', async () => {
    pool = createParsePool({ workers: 1, maxWaiting: 2, idleMs: 60_000 });
    const reads = await Promise.all([1, 2, 3, 4].map((n) => readFirstSheet(sheet(n), SHEET_LIMITS, pool)));
    expect(reads.map((r) => ('rows' in r ? r.rows.length : r.failure))).toEqual([2, 3, 4, 'busy']);
    expect(SHEET_FAILURE_MESSAGES.busy).toBe('目前匯入的檔案較多，請稍後再試。');
  });

  it('a file that overruns its time ends its thread, and the next file is read on a fresh one', async () => {
    pool = createParsePool({ workers: 1, maxWaiting: 10, idleMs: 60_000 });
    const [late, next] = await Promise.all([
      readFirstSheet(sheet(1), { ...SHEET_LIMITS, parseMs: 0 }, pool),
      readFirstSheet(sheet(2), SHEET_LIMITS, pool),
    ]);
    expect(late).toEqual({ failure: 'timed-out' });
    expect(next).toEqual({ rows: [['任務編號'], ['T0'], ['T1']] });
  });
});
