import { describe, expect, it } from 'vitest';
import { formatDuration, formatKm, formatMetresAsKm, formatNumber, formatSpeed, formatTwd } from '../../../src/core/format';

describe('numbers for the UI', () => {
  it('spec 3: large numbers get thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('spec 3: a missing number reads as a dash', () => {
    expect(formatNumber(undefined)).toBe('-');
  });

  it('spec 3: a task mileage in km keeps one decimal', () => {
    expect(formatKm(1234.56)).toBe('1,234.6 km');
  });

  it('spec 3: a distance in metres reads in km', () => {
    expect(formatMetresAsKm(2500)).toBe('2.5 km');
  });

  it('spec 3: a missing distance reads as a dash', () => {
    expect(formatKm(null)).toBe('-');
  });

  it.each([
    [0, '0 分'],
    [59, '0 分'],
    [45 * 60, '45 分'],
    [2 * 3600 + 5 * 60 + 30, '2 時 5 分'],
    [-1, '-'],
  ])('spec 3: a task duration of %i seconds reads %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it('spec 3: a speed reads in km/h without decimals', () => {
    expect(formatSpeed(62.4)).toBe('62 km/h');
  });
});

describe('formatTwd', () => {
  it('shows New Taiwan dollars with separators, and - when unknown', () => {
    expect(formatTwd(3000)).toBe('NT$ 3,000');
    expect(formatTwd(0)).toBe('NT$ 0');
    expect(formatTwd(null)).toBe('-');
  });
});
