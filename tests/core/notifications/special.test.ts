import { describe, expect, it } from 'vitest';
import { entryRelativeTime, isSpecialEvent } from '../../../src/core/notifications';

const at = Date.parse('2024-03-10T04:00:00Z');
const before = new Date(at - 60_000).toISOString();
const after = new Date(at + 60_000).toISOString();
const event = (over: { title?: string; includeDtcA?: boolean; createdAt?: number; time?: number } = {}) =>
  ({ title: '超速', includeDtcA: false, createdAt: at, ...over });

describe('special events', () => {
  it.each([
    ['a PCS activation title', { title: '車輛 ABC-123 PCS 預警式防護系統作動' }],
    ['an LDWS activation title', { title: 'LDWS 車道偏離警示系統作動 (ABC-123)' }],
    ['a level-A DTC', { includeDtcA: true }],
  ])('spec 4: an event with %s is special', (_, over) => {
    expect(isSpecialEvent(event(over), before)).toBe(true);
  });

  it('spec 4: an ordinary event is not special', () => {
    expect(isSpecialEvent(event(), before)).toBe(false);
  });

  it.each([
    ['a PCS activation title', { title: 'PCS 預警式防護系統作動' }],
    ['an LDWS activation title', { title: 'LDWS 車道偏離警示系統作動' }],
    ['a level-A DTC', { includeDtcA: true }],
  ])('spec 4: an event with %s created before lastSpecialNoticeDate is not special', (_, over) => {
    expect(isSpecialEvent(event(over), after)).toBe(false);
  });

  it('spec 4: an event created exactly at lastSpecialNoticeDate is not special', () => {
    expect(isSpecialEvent(event({ includeDtcA: true }), new Date(at).toISOString())).toBe(false);
  });

  it('spec 9: every special event is new against the default date 1911', () => {
    expect(isSpecialEvent(event({ includeDtcA: true }), '1911')).toBe(true);
  });

  it('spec 2.6: an event without createdAt is dated by its time', () => {
    expect(isSpecialEvent({ title: 'PCS 預警式防護系統作動', time: at }, after)).toBe(false);
  });

  it('spec 4: an unreadable lastSpecialNoticeDate does not hide a special event', () => {
    expect(isSpecialEvent(event({ includeDtcA: true }), 'garbage')).toBe(true);
  });
});

describe('entry times', () => {
  it('spec 2.6: an entry shows the relative time of its createdAt', () => {
    expect(entryRelativeTime({ createdAt: at - 5 * 60_000, time: at - 3 * 3_600_000 }, at)).toBe('5 分鐘前');
  });

  it('spec 2.6: an entry without createdAt shows the relative time of its time', () => {
    expect(entryRelativeTime({ time: at - 2 * 60_000 }, at)).toBe('2 分鐘前');
  });

  it('spec 2.6: an entry with no time shows none', () => {
    expect(entryRelativeTime({}, at)).toBe('');
  });
});
