import { describe, expect, it } from 'vitest';
import { daysQuery, givenDays, journeyEnd } from '../../../src/core/history';

const fallback = { startDate: '2030-01-01', endDate: '2030-01-07' };

describe('the days a history page is opened with (issue 22 point 15)', () => {
  it.each([
    ['both days given are kept', { startDate: '2029-12-30', endDate: '2029-12-31' }, { startDate: '2029-12-30', endDate: '2029-12-31' }],
    ['no days open the page as before', {}, fallback],
    ['one day missing opens the page as before', { startDate: '2029-12-30' }, fallback],
    ['an impossible day opens the page as before', { startDate: '2029-02-30', endDate: '2029-03-01' }, fallback],
    ['a day not in YYYY-MM-DD opens the page as before', { startDate: '30/12/2029', endDate: '2029-12-31' }, fallback],
  ])('%s', (_name, given, expected) => {
    expect(givenDays(given, fallback)).toEqual(expected);
  });

  it('the query carries both days, and nothing when one is blank', () => {
    expect(daysQuery({ startDate: '2029-12-30', endDate: '2029-12-31' })).toEqual({ startDate: '2029-12-30', endDate: '2029-12-31' });
    expect(daysQuery({ startDate: '2029-12-30', endDate: '' })).toEqual({});
  });
});

describe('a journey\'s end (issue 22 point 14)', () => {
  const end = Date.parse('2030-01-02T09:30:00+08:00');
  it('a closed journey ends at its time; one under way says so, with its latest moment', () => {
    expect(journeyEnd({ endTime: end })).toBe('2030-01-02 09:30');
    expect(journeyEnd({ endTime: end, ongoing: true })).toBe('進行中（至 2030-01-02 09:30）');
  });
});
