import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { parseFirstSheetForms } from '../../../src/core/sheets/first-sheet';
import { SHEET_LIMITS, TASK_COLUMNS } from '../../../src/core/sheets';
import {
  checkImportRows, clockOf, dateOf, errorsByRow, importLookupsOf, type ImportLookupData,
} from '../../../src/core/tasks/import-rows';
import { MAX_STOPS } from '../../../src/core/tasks/checks';
import { instantOf } from '../../../src/core/format/taipei';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** Issue 12 / spec 7.7: the task import's row checks, shared by the server and the browser's preview worker. */

const taipeiAt = (day: string, clock = '00:00') => instantOf(dayjs.utc(`${day}T${clock}:00`));
const data: ImportLookupData = {
  cars: [{ carNo: 'KEA-1234', uid: 'car-1', managed: true }, { carNo: 'KEA-0000', uid: 'car-0', managed: false }],
  drivers: [
    { uid: 'd1', zhName: '陳志明', name: 'chen', mobile: '0912' },
    { uid: 'd2', zhName: '王小明', name: 'wang1', mobile: '0913' },
    { uid: 'd3', zhName: '王小明', name: 'wang2', mobile: '0914' },
  ],
  kinds: [{ name: '裝貨', uid: 'k1' }],
};
const header = [...TASK_COLUMNS];
const row = (over: Partial<Record<(typeof TASK_COLUMNS)[number], unknown>> = {}) => {
  const base: Record<string, unknown> = { 任務編號: 'A', 任務日期: '2026-12-01', 車號: 'KEA-1234', 司機: 'chen', 站序: '', 站點名稱: '甲', 地址: '高雄港', 任務種類: '', 預計時間: '', 備註: '', ...over };
  return header.map((c) => base[c]);
};

describe('dateOf and clockOf', () => {
  it('read text, serials and dates', () => {
    expect(dateOf('2026/1/5')).toBe('2026-01-05');
    expect(dateOf('2026-01-05 00:00')).toBe('2026-01-05');
    expect(dateOf('2026-02-30')).toBeNull();
    expect(dateOf('1/5/26')).toBeNull();
    expect(dateOf(46000)).toBe('2025-12-09');
    expect(dateOf(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(clockOf('8:05')).toBe('08:05');
    expect(clockOf('08:05:00')).toBe('08:05');
    expect(clockOf('8:05 PM')).toBe('20:05');
    expect(clockOf('12:30 AM')).toBe('00:30');
    expect(clockOf('下午 1:15')).toBe('13:15');
    expect(clockOf(0.5)).toBe('12:00');
    expect(clockOf('24:00')).toBeNull();
    expect(clockOf('13:00 PM')).toBeNull();
  });
});

describe('checkImportRows', () => {
  const lookups = importLookupsOf(data);

  it('groups stops by 任務編號 in 站序 order, without a geocoder leaving positions to the server', () => {
    const { tasks, errors } = checkImportRows([header, row({ 站序: 2, 站點名稱: '乙', 車號: 'kea-1234' }), row({ 站序: 1, 司機: '陳志明', 任務種類: '裝貨', 預計時間: '09:00' })], lookups);
    expect(errors).toEqual([]);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ carUid: 'car-1', driverUid: 'd1', taskDate: taipeiAt('2026-12-01') });
    expect(tasks[0].stops.map((s) => s.name)).toEqual(['甲', '乙']);
    expect(tasks[0].rows).toEqual([3, 2]);
    expect(tasks[0].stops[0]).toMatchObject({ kind: 'k1', plannedTime: taipeiAt('2026-12-01', '09:00'), at: null });
  });

  it('places addresses with the geocoder when given, and names the ones it cannot place', () => {
    const locate = (a: string) => (a === '???' ? null : { lat: 22.6, lng: 120.3 });
    const { tasks, errors } = checkImportRows([header, row(), row({ 任務編號: 'B', 地址: '???' })], { ...lookups, locate });
    expect(errors).toEqual([{ row: 3, column: '地址', message: '無法辨識地址 ???。' }]);
    expect(tasks[0].stops[0].at).toEqual({ lat: 22.6, lng: 120.3 });
    expect(checkImportRows([header, row({ 地址: '???' })], lookups).errors).toEqual([]);
  });

  it('names every bad cell by spreadsheet row and column', () => {
    const { errors } = checkImportRows([
      header,
      row({ 司機: '王小明' }),
      row({ 任務編號: 'B', 車號: 'KEA-0000' }),
      ['', '', '', '', '', '', '', '', '', ''],
      row({ 任務編號: '', 任務日期: '12/1/26', 車號: 'NOPE', 司機: 'nobody', 站序: 0, 站點名稱: '', 地址: '', 任務種類: '卸貨', 預計時間: '25:00', 備註: 'x'.repeat(501) }),
      row({ 任務編號: 'C', 站序: 1 }),
      row({ 任務編號: 'C', 站序: 1, 任務日期: '2026-12-02' }),
    ], lookups);
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [2, '司機'], [3, '車號'],
      [5, '任務編號'], [5, '任務日期'], [5, '車號'], [5, '司機'], [5, '站序'], [5, '站點名稱'], [5, '地址'], [5, '任務種類'], [5, '預計時間'], [5, '備註'],
      [7, '任務日期'], [7, '站序'],
    ]);
    expect(errors[0].message).toBe('有多位司機名為 王小明，請改填帳號。');
    expect(errors[1].message).toBe('車輛 KEA-0000 尚未納管。');
    expect(errorsByRow(errors).get(5)).toHaveLength(10);
  });

  it('refuses a missing column, an empty file and a task of too many stops', () => {
    expect(checkImportRows([['任務編號']], lookups).errors.map((e) => e.column)).toEqual(['任務日期', '車號', '司機', '站點名稱', '地址']);
    expect(checkImportRows([header], lookups).errors).toEqual([{ row: 2, column: '任務編號', message: '檔案沒有任何任務資料。' }]);
    const many = Array.from({ length: MAX_STOPS + 1 }, () => row());
    expect(checkImportRows([header, ...many], lookups).errors).toEqual([{ row: MAX_STOPS + 2, column: '任務編號', message: `一個任務最多 ${MAX_STOPS} 站。` }]);
  });

  it('passes a template filled in Excel (date and time cells formatted) both as values and as text', () => {
    const sheet = XLSX.utils.aoa_to_sheet([header]);
    const excelRows: unknown[][] = [
      ['T1', new Date(2026, 11, 1), 'KEA-1234', 'chen', 1, '甲', '高雄港', '裝貨', 8 / 24, ''],
      ['T1', new Date(2026, 11, 1), 'KEA-1234', 'chen', 2, '乙', '臺中港', '', 13.5 / 24, ''],
    ];
    XLSX.utils.sheet_add_aoa(sheet, excelRows, { origin: 'A2', cellDates: true });
    // How Excel stores them in a zh-TW locale: a date format on the date, a clock format on the time.
    for (const r of [2, 3]) {
      sheet[`B${r}`].z = 'yyyy/m/d';
      sheet[`I${r}`] = { t: 'n', v: excelRows[r - 2][8] as number, z: r === 2 ? 'h:mm' : 'h:mm AM/PM' };
    }
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, '任務');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const forms = parseFirstSheetForms(bytes, SHEET_LIMITS);
    if (!('rows' in forms)) throw new Error('not read');
    expect(forms.rows[1].slice(1, 2)).toEqual(['2026/12/1']);
    expect(forms.rows[2][8]).toBe('1:30 PM');
    for (const rows of [forms.values, forms.rows]) {
      const { tasks, errors } = checkImportRows(rows, lookups);
      expect(errors).toEqual([]);
      expect(tasks[0].stops.map((s) => s.plannedTime)).toEqual([taipeiAt('2026-12-01', '08:00'), taipeiAt('2026-12-01', '13:30')]);
    }
  });
});
