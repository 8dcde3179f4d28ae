import { afterEach, describe, expect, it } from 'vitest';
import {
  dayFilterRanges, dayRangeMs, dayRangeOrNull, DAY_MS, formatTaipei, headerEventTime, instantOf, wallClock, relativeTime, taskExportFileName, taskTemplateFileName, todayRangeMs, toMillis,
} from '../../../src/core/format';

/** A Taipei wall-clock time (UTC+8, no daylight saving) as epoch ms. */
const tpe = (iso: string) => Date.parse(`${iso}+08:00`);

describe('header event times', () => {
  it('spec 2.5: an event earlier today reads 今日 with its time', () => {
    expect(headerEventTime(tpe('2024-03-10T08:05:09'), tpe('2024-03-10T12:00:00'))).toBe('今日 08:05:09');
  });

  it('spec 2.5: an event yesterday reads 昨日 with its time', () => {
    expect(headerEventTime(tpe('2024-03-09T23:59:59'), tpe('2024-03-10T00:00:01'))).toBe('昨日 23:59:59');
  });

  it('spec 2.5: an older event reads as the full date and time', () => {
    expect(headerEventTime(tpe('2024-03-08T23:59:59'), tpe('2024-03-10T00:00:01'))).toBe('2024-03-08 23:59:59');
  });

  it('spec 2.5: midnight is judged in Taipei, not in UTC', () => {
    // 00:30 in Taipei is still the previous day in UTC; it is today for the console.
    expect(headerEventTime(tpe('2024-03-10T00:30:00'), tpe('2024-03-10T07:00:00'))).toBe('今日 00:30:00');
  });

  it('spec 2.5: an event just before Taipei midnight is yesterday a minute later', () => {
    expect(headerEventTime(tpe('2024-03-09T23:59:30'), tpe('2024-03-10T00:00:30'))).toBe('昨日 23:59:30');
  });

  it('spec 2.5: yesterday across a month end reads 昨日', () => {
    expect(headerEventTime(tpe('2024-02-29T18:00:00'), tpe('2024-03-01T09:00:00'))).toBe('昨日 18:00:00');
  });
});

describe('relative times', () => {
  const now = tpe('2024-03-10T12:00:00');
  it.each([
    ['2024-03-10T11:59:30', '剛剛'],
    ['2024-03-10T12:00:05', '剛剛'],
    ['2024-03-10T11:59:00', '1 分鐘前'],
    ['2024-03-10T11:01:00', '59 分鐘前'],
    ['2024-03-10T11:00:00', '1 小時前'],
    ['2024-03-10T00:10:00', '11 小時前'],
    ['2024-03-09T23:00:00', '昨天'],
    ['2024-03-08T12:00:00', '2 天前'],
    ['2024-03-04T00:00:00', '6 天前'],
    ['2024-03-03T12:00:00', '2024-03-03'],
  ])('spec 2.6: an entry created at %s reads %s at noon on 2024-03-10', (at, expected) => {
    expect(relativeTime(tpe(at), now)).toBe(expected);
  });
});

describe('download file names', () => {
  it('spec 7.7: the task template is named with the Taipei time to the second', () => {
    expect(taskTemplateFileName(tpe('2024-01-02T03:04:05'))).toBe('任務模板_20240102030405.xlsx');
  });

  it('spec 7.7: the task export is named with the Taipei date of its start time', () => {
    // 2024-01-02 00:00 in Taipei is still 2024-01-01 in UTC.
    expect(taskExportFileName(tpe('2024-01-02T00:00:00'))).toBe('匯出任務_2024-01-02.xlsx');
  });
});

describe('day ranges', () => {
  it('spec 3: a day range starts at Taipei midnight', () => {
    expect(dayRangeMs(tpe('2024-03-10T15:20:00')).startTime).toBe(tpe('2024-03-10T00:00:00'));
  });

  it('spec 3: a day range ends at the last millisecond of the Taipei day', () => {
    expect(dayRangeMs(tpe('2024-03-10T15:20:00')).endTime).toBe(tpe('2024-03-11T00:00:00') - 1);
  });

  it('spec 3: a day given as YYYY-MM-DD is read as a Taipei date', () => {
    expect(dayRangeMs('2024-03-10')).toEqual({ startTime: tpe('2024-03-10T00:00:00'), endTime: tpe('2024-03-10T23:59:59.999') });
  });

  it('a filter day reads as its range; empty or impossible days read as null', () => {
    expect(dayRangeOrNull('2024-03-10')).toEqual(dayRangeMs('2024-03-10'));
    expect(dayRangeOrNull('')).toBeNull();
    expect(dayRangeOrNull(undefined)).toBeNull();
    expect(dayRangeOrNull('2024-02-30')).toBeNull();
    expect(dayRangeOrNull('10/03/2024')).toBeNull();
    expect(dayRangeMs('2024-03-10').endTime - dayRangeMs('2024-03-10').startTime + 1).toBe(DAY_MS);
  });

  it('a from–to filter swaps days given backwards and leaves an empty side null', () => {
    expect(dayFilterRanges('2024-03-12', '2024-03-10')).toEqual({ start: dayRangeMs('2024-03-10'), end: dayRangeMs('2024-03-12') });
    expect(dayFilterRanges('2024-03-10', '2024-03-12')).toEqual({ start: dayRangeMs('2024-03-10'), end: dayRangeMs('2024-03-12') });
    expect(dayFilterRanges('', '2024-02-30')).toEqual({ start: null, end: null });
    expect(dayFilterRanges(undefined, '2024-03-10')).toEqual({ start: null, end: dayRangeMs('2024-03-10') });
  });

  it('spec 3: the first millisecond of a day belongs to that day', () => {
    expect(dayRangeMs(tpe('2024-03-10T00:00:00')).startTime).toBe(tpe('2024-03-10T00:00:00'));
  });

  it('spec 3: the last millisecond of a day belongs to that day', () => {
    expect(dayRangeMs(tpe('2024-03-10T23:59:59.999')).startTime).toBe(tpe('2024-03-10T00:00:00'));
  });

  it('spec 3: a day that is not a date is refused', () => {
    expect(() => dayRangeMs('not a day')).toThrow(RangeError);
  });

  it('spec 3: a date that does not exist is refused', () => {
    expect(() => dayRangeMs('2023-02-29')).toThrow(RangeError);
  });

  it('spec 7.3: today runs from Taipei midnight to the last millisecond of today', () => {
    expect(todayRangeMs(tpe('2024-03-10T00:30:00'))).toEqual({
      startTime: tpe('2024-03-10T00:00:00'),
      endTime: tpe('2024-03-10T23:59:59.999'),
    });
  });
});

describe('timestamps from the server and storage', () => {
  it.each([
    [1_700_000_000_000, 1_700_000_000_000],
    ['1700000000000', 1_700_000_000_000],
    ['1911', Date.parse('1911')],
    ['2024-03-10T00:00:00.000Z', Date.parse('2024-03-10T00:00:00.000Z')],
    ['', undefined],
    ['soon', undefined],
    [Number.NaN, undefined],
    [null, undefined],
  ])('spec 3: %j reads as %j ms', (value, expected) => {
    expect(toMillis(value)).toBe(expected);
  });
});

describe('independence from the browser\'s own time zone', () => {
  const hostZone = process.env.TZ;
  afterEach(() => {
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
  });

  // Node applies a changed TZ at once. 2024-03-10 is the day Los Angeles moves to daylight saving,
  // where dayjs's timezone plugin is an hour off.
  it('spec 3: a Taipei day range is right on a browser whose zone changes to daylight saving that day', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(dayRangeMs(tpe('2024-03-10T15:20:00'))).toEqual({
      startTime: tpe('2024-03-10T00:00:00'),
      endTime: tpe('2024-03-10T23:59:59.999'),
    });
  });

  it('spec 2.5: header times are Taipei\'s on a browser whose zone changes to daylight saving that day', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(headerEventTime(tpe('2024-03-09T23:59:30'), tpe('2024-03-10T00:00:30'))).toBe('昨日 23:59:30');
  });

  it('spec 2.5: every wall time of a Taipei day formats as itself on a browser far from Taipei', () => {
    process.env.TZ = 'America/Los_Angeles';
    const hours = Array.from({ length: 24 }, (_, h) => `2024-03-10T${String(h).padStart(2, '0')}:30:00`);
    expect(hours.map((iso) => formatTaipei(tpe(iso), 'YYYY-MM-DDTHH:mm:ss'))).toEqual(hours);
  });
});

describe('calendar steps on Taipei\'s clock', () => {
  it('spec 3: stepping a Taipei day forward and back to an instant lands on the next Taipei midnight', () => {
    expect(instantOf(wallClock(tpe('2024-03-10T15:20:00')).startOf('day').add(1, 'day'))).toBe(tpe('2024-03-11T00:00:00'));
  });
});
