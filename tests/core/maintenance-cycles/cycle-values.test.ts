import { describe, expect, it } from 'vitest';
import {
  canMarkServiced, readingText, recordTime, reservationTone, carsText, cycleInputOf, cycleValuesOf, emptyCycle, intervalProblem, intervalsProblem, intervalText, NO_INTERVAL,
} from '../../../src/core/maintenance-cycles';

describe('maintenance cycle values', () => {
  it.each([
    ['intervalKm', '', undefined],
    ['intervalKm', '5000', undefined],
    ['intervalKm', '99', '里程週期須介於 100 到 1,000,000 公里'],
    ['intervalKm', '5000.5', '里程週期請輸入整數'],
    ['intervalKm', 'abc', '里程週期請輸入整數'],
    ['intervalMonths', '0', '月數週期須介於 1 到 120 個月'],
    ['intervalMonths', '121', '月數週期須介於 1 到 120 個月'],
    ['intervalMonths', ' 6 ', undefined],
    ['intervalEngineHours', '9', '引擎時數週期須介於 10 到 100,000 小時'],
    ['intervalEngineHours', '250', undefined],
  ] as const)('%s %j gives %j', (key, value, message) => {
    expect(intervalProblem(key, value)).toBe(message);
  });

  it('a cycle needs at least one interval', () => {
    expect(intervalsProblem(emptyCycle())).toBe(NO_INTERVAL);
    expect(intervalsProblem({ ...emptyCycle(), intervalMonths: '6' })).toBeUndefined();
  });

  it('the input trims text and sends blank intervals as null', () => {
    const input = cycleInputOf({ ...emptyCycle(), name: ' 定期保養 ', category: 'maintain', intervalKm: '5000', items: ['i1'], note: ' 換機油 ', carUids: ['c1', 'c2'] });
    expect(input).toEqual({
      name: '定期保養', category: 'maintain', intervalKm: 5000, intervalMonths: null, intervalEngineHours: null,
      items: ['i1'], note: '換機油', carUids: ['c1', 'c2'],
    });
  });

  it('a saved cycle gives back the values it was made from', () => {
    const values = cycleValuesOf({
      uid: 'y1', name: '輪胎檢查', category: 'inspect', intervalKm: null, intervalMonths: 3, intervalEngineHours: 500,
      items: [{ uid: 'i1', name: '輪胎' }], note: '', carList: [{ uid: 'c1', carNo: 'KEA-1001' }], createdAt: 0, updatedAt: 0,
    });
    expect(values).toEqual({ name: '輪胎檢查', category: 'inspect', intervalKm: '', intervalMonths: '3', intervalEngineHours: '500', items: ['i1'], note: '', carUids: ['c1'] });
  });

  it('the interval and the cars read as a sentence and a short list', () => {
    expect(intervalText({ intervalKm: 5000, intervalMonths: 6, intervalEngineHours: null })).toBe('每 5,000 公里、6 個月（先到者為準）');
    expect(carsText([{ carNo: 'A' }, { carNo: 'B' }, { carNo: 'C' }, { carNo: 'D' }])).toBe('A、B、C 等 4 輛');
    expect(carsText([])).toBe('—');
  });
});

describe('maintenance record display', () => {
  it.each([
    ['readyMaintain', 'info'], ['alreadyMaintain', 'success'], ['overdue', 'danger'],
  ] as const)('%s reads as %s', (code, tone) => {
    expect(reservationTone(code)).toBe(tone);
  });

  it('readings and times show — when missing', () => {
    expect(readingText(null, '公里')).toBe('—');
    expect(readingText(12345.67, '公里')).toBe('12,345.7 公里');
    expect(recordTime(null)).toBe('—');
    expect(recordTime(Date.UTC(2026, 0, 2, 1, 30))).toBe('2026-01-02 09:30');
  });

  it('only a record not yet serviced can be marked serviced', () => {
    expect(canMarkServiced({ reservation: { status: 'overdue' } } as never)).toBe(true);
    expect(canMarkServiced({ reservation: { status: 'alreadyMaintain' } } as never)).toBe(false);
  });
});
