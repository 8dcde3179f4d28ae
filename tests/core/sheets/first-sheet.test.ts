import { describe, expect, it } from 'vitest';
import { SHEET_LIMITS } from '../../../src/core/sheets';
import { parseFirstSheet } from '../../../src/core/sheets/first-sheet';
import { claimingRange, declaredRange, workbookOf } from './hostile-sheets';

/** Issue 10, 1: the parse both workers run, called in process here. */

const HEADER = ['任務編號', '任務日期', '站序'];

describe('parseFirstSheet', () => {
  it('as text, gives every cell as Excel shows it, header first', () => {
    const book = workbookOf([HEADER, ['T1', '2026-12-01', 1], ['T1', '', 2]]);
    expect(parseFirstSheet(book, SHEET_LIMITS, 'text')).toEqual({ rows: [HEADER, ['T1', '2026-12-01', '1'], ['T1', '', '2']] });
  });

  it('as values, keeps numbers as numbers (the server import)', () => {
    expect(parseFirstSheet(workbookOf([HEADER, ['T1', '2026-12-01', 1]]), SHEET_LIMITS, 'values')).toEqual({ rows: [HEADER, ['T1', '2026-12-01', 1]] });
  });

  it('a <dimension ref> claiming A1:XFD1048576 reads only the cells really there', () => {
    const lying = claimingRange(workbookOf([HEADER, ['T1', '2026-12-01', 1]]), 'A1:XFD1048576');
    expect(declaredRange(lying)).toBe('A1:XFD1048576');
    expect(parseFirstSheet(lying, SHEET_LIMITS, 'text')).toEqual({ rows: [HEADER, ['T1', '2026-12-01', '1']] });
  });

  it('columns past the cap are not read', () => {
    const wide = workbookOf([Array.from({ length: 12 }, (_, i) => `c${i}`)]);
    const parsed = parseFirstSheet(wide, { ...SHEET_LIMITS, columns: 5 }, 'text');
    expect(parsed).toEqual({ rows: [['c0', 'c1', 'c2', 'c3', 'c4']] });
  });

  it('a sheet with more rows than the cap is refused, not cut short', () => {
    const rows = Array.from({ length: 30 }, (_, i) => [`T${i}`]);
    expect(parseFirstSheet(workbookOf(rows), { ...SHEET_LIMITS, rows: 20 }, 'text')).toEqual({ failure: 'too-many-rows' });
    expect(parseFirstSheet(workbookOf(rows), { ...SHEET_LIMITS, rows: 30 }, 'text')).toMatchObject({ rows: { length: 30 } });
  });

  it('an empty sheet gives no rows', () => {
    expect(parseFirstSheet(workbookOf([]), SHEET_LIMITS, 'text')).toEqual({ rows: [] });
  });
});
