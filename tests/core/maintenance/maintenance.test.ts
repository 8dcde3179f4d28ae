import { describe, expect, it } from 'vitest';
import {
  engineHoursError, instantOfLocalInput, isMaintenanceEvent, localInputOf, mileageError, orderNameOf, readingOf, recordNameOf,
  reservationTone, reservedAtError,
} from '../../../src/core/maintenance';

describe('reservationTone', () => {
  it.each([['readyMaintain', 'info'], ['alreadyMaintain', 'success'], ['overdue', 'danger']] as const)('%s is %s', (code, tone) =>
    expect(reservationTone(code)).toBe(tone));
});

describe('readings', () => {
  it.each([
    ['', '請輸入里程（公里）'],
    ['12a', '里程（公里）須為 0 以上的數字，最多一位小數'],
    ['-1', '里程（公里）須為 0 以上的數字，最多一位小數'],
    ['1.25', '里程（公里）須為 0 以上的數字，最多一位小數'],
    ['10000001', '里程（公里）不可超過 10,000,000'],
    ['10000000', undefined],
    [' 1234.5 ', undefined],
  ])('mileage %j gives %j', (text, message) => expect(mileageError(text)).toBe(message));

  it('an optional blank reading is fine and an over-range engine hour count is refused', () => {
    expect(engineHoursError('', false)).toBeUndefined();
    expect(engineHoursError('1000001')).toBe('引擎時數（小時）不可超過 1,000,000');
  });

  it('a blank reading is null and a typed one its number', () => {
    expect(readingOf('  ')).toBeNull();
    expect(readingOf('12.5')).toBe(12.5);
  });
});

describe('reservation time', () => {
  const at = Date.UTC(2027, 2, 1, 0, 0); // 2027-03-01 08:00 in Taipei
  it('a datetime-local text reads as Taipei time, both ways', () => {
    expect(localInputOf(at)).toBe('2027-03-01T08:00');
    expect(instantOfLocalInput('2027-03-01T08:00')).toBe(at);
    expect(instantOfLocalInput('2027-03-01')).toBeNull();
  });
  it.each([
    ['', '請選擇預約時間'],
    ['nonsense', '預約時間格式不正確'],
    ['2027-03-01T08:00', '預約時間須晚於現在'],
    ['2027-03-01T08:01', undefined],
  ])('%j gives %j', (text, message) => expect(reservedAtError(text, at)).toBe(message));
});

describe('names', () => {
  it('a record is named by car and reservation time, an order by number and car', () => {
    expect(recordNameOf({ car: { uid: 'c', carNo: 'KEA-1001' }, reservation: { uid: 'r', status: 'overdue', factoryUid: null, factoryName: '', reservedAt: Date.UTC(2027, 0, 2, 1, 30) } }))
      .toBe('KEA-1001 2027-01-02 09:30');
    expect(orderNameOf({ orderNo: 'MO-1', car: { uid: 'c', carNo: 'KEA-1001' } })).toBe('MO-1（KEA-1001）');
  });
});

describe('isMaintenanceEvent', () => {
  it.each([[{ category: 7 }, true], [{ data: { category: '7' } }, true], [{ category: 4 }, false], [null, false]] as const)('%j is %s', (event, yes) =>
    expect(isMaintenanceEvent(event as never)).toBe(yes));
});
