import { describe, expect, it } from 'vitest';
import { readFirstSheet } from '../../../demo/server/uploads/sheet-reader';
import { SHEET_LIMITS } from '../../../src/core/sheets';
import { claimingRange, declaredRange, workbookOf, zipBomb } from '../../core/sheets/hostile-sheets';

/** Issue 10, 1: a spreadsheet upload can never freeze the server (the caps themselves: tests/core/sheets). */

describe('readFirstSheet', () => {
  it('reads the rows of a good workbook', async () => {
    expect(await readFirstSheet(workbookOf([['任務編號', '車號'], ['T1', 'KEA-1234']]))).toEqual({ rows: [['任務編號', '車號'], ['T1', 'KEA-1234']] });
  });

  it('a <dimension ref> claiming A1:XFD1048576 reads only the cells really there', async () => {
    const lying = claimingRange(workbookOf([['任務編號', '車號'], ['T1', 'KEA-1234']]), 'A1:XFD1048576');
    expect(declaredRange(lying)).toBe('A1:XFD1048576');
    expect(await readFirstSheet(lying)).toEqual({ rows: [['任務編號', '車號'], ['T1', 'KEA-1234']] });
  });

  it('columns past the limit are not read', async () => {
    const wide = workbookOf([Array.from({ length: SHEET_LIMITS.columns + 10 }, (_, i) => `c${i}`)]);
    const read = await readFirstSheet(wide);
    expect('rows' in read && read.rows[0]).toHaveLength(SHEET_LIMITS.columns);
  });

  it('a sheet with more rows than allowed is refused, not cut short', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`T${i}`]);
    expect(await readFirstSheet(workbookOf(rows), { ...SHEET_LIMITS, rows: 20 })).toEqual({ failure: 'too-many-rows' });
  });

  it('a zip bomb is refused from its directory before anything is inflated', async () => {
    const bomb = zipBomb();
    expect(bomb.byteLength).toBeLessThan(SHEET_LIMITS.uploadBytes);
    expect(await readFirstSheet(bomb)).toEqual({ failure: 'unpacks-too-large' });
  });

  it('an upload over the size limit is refused unread', async () => {
    expect(await readFirstSheet(new Uint8Array(SHEET_LIMITS.uploadBytes + 1))).toEqual({ failure: 'too-large' });
  });

  it('a parse that outlives its time is stopped and reported', async () => {
    expect(await readFirstSheet(workbookOf([['a']]), { ...SHEET_LIMITS, parseMs: 0 })).toEqual({ failure: 'timed-out' });
  });

  it('the parse runs off the event loop: timers keep firing while a large sheet is read', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`T${i}`, '2026-12-01', 'KEA-1234', '陳志明', 1, '臺北港', '臺北港', '', '', '']);
    let ticks = 0;
    const timer = setInterval(() => { ticks += 1; }, 1);
    const read = await readFirstSheet(workbookOf(rows));
    clearInterval(timer);
    expect('rows' in read && read.rows).toHaveLength(5000);
    expect(ticks).toBeGreaterThan(0);
  });

  it('text that is not a workbook is refused', async () => {
    expect(await readFirstSheet(new TextEncoder().encode('not a spreadsheet'))).toEqual({ failure: 'not-a-workbook' });
  });
});
