import { describe, expect, it } from 'vitest';
import {
  addMonth, barScale, changeOf, chosenMonth, dayIndexInMonth, daysInMonth, defaultReportMonth, formatFigure, monthLabel, monthOf,
  monthRange, readReportQuery, reportCards, shareLink,
} from '../../../src/core/report';
import { REPORT_FIGURES } from '../../../src/core/api/contract/report';

const at = (iso: string) => Date.parse(iso);

describe('report months (Asia/Taipei)', () => {
  it.each([
    ['2026-11-20T10:00:00+08:00', '2026-10'],
    ['2026-01-05T10:00:00+08:00', '2025-12'],
    // 23:30 UTC on 31 Oct is already 1 November in Taipei.
    ['2026-10-31T23:30:00Z', '2026-10'],
  ])('at %s the default month is %s (last month)', (iso, month) => {
    expect(defaultReportMonth(at(iso))).toBe(month);
  });

  it('a month runs from the 1st at 00:00 to the last millisecond of its last day in Taipei', () => {
    expect(monthRange('2026-02')).toEqual({ startTime: at('2026-02-01T00:00:00+08:00'), endTime: at('2026-03-01T00:00:00+08:00') - 1 });
    expect(monthOf(monthRange('2026-02').endTime)).toBe('2026-02');
  });

  it('counts days, steps months and names days of a month', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2026-11')).toBe(30);
    expect(addMonth('2026-01', -1)).toBe('2025-12');
    expect(addMonth('2026-12', 1)).toBe('2027-01');
    expect(dayIndexInMonth(at('2026-11-01T00:10:00+08:00'))).toBe(0);
    expect(monthLabel('2026-03')).toBe('2026 年 3 月');
  });

  it.each([
    ['2026-09', '2026-09'],
    ['2026-11', '2026-11'],
    ['2026-12', '2026-10'],
    ['2026-13', '2026-10'],
    [null, '2026-10'],
  ])('a chosen month %s reads as %s (never after this month)', (text, month) => {
    expect(chosenMonth(text, at('2026-11-20T10:00:00+08:00'))).toBe(month);
  });
});

describe('report cards', () => {
  it('the 13 icons always show, in order, a missing figure as 0', () => {
    const cards = reportCards({ figures: [{ key: 'speeding', value: 12, previous: 10, daily: [0, 12], top: [{ carNo: 'KEA-1', value: 12 }] }] });
    expect(cards).toHaveLength(13);
    expect(cards.map((c) => c.key)).toEqual(REPORT_FIGURES.map((f) => f.key));
    const speeding = cards.find((c) => c.key === 'speeding')!;
    expect(speeding).toMatchObject({ label: '超速', unit: '次', text: '12', trend: 'up', changeText: '較上月 +20%', peak: { day: 2, value: 12 } });
    expect(cards[0]).toMatchObject({ key: 'distance', value: 0, text: '0', trend: 'same', peak: null });
  });

  it.each([
    [5, 10, 'down', '較上月 -50%'],
    [10, 10, 'same', '較上月持平'],
    [3, 0, 'new', '上月無資料'],
    [0, 0, 'same', '較上月持平'],
  ] as const)('%s against %s is %s (%s)', (value, previous, trend, text) => {
    expect(changeOf(value, previous)).toEqual({ trend, changeText: text });
  });

  it('formats with thousands and one decimal, and scales bars to the largest day', () => {
    expect(formatFigure(12345.67)).toBe('12,345.7');
    expect(barScale([0, 2, 4])).toEqual([0, 0.5, 1]);
    expect(barScale([0, 0])).toEqual([0, 0]);
  });
});

describe('shared link', () => {
  it('carries the month and the token, and reads back', () => {
    const link = shareLink('https://fleet.example', '2026-10', 'a.b.c');
    expect(link).toBe('https://fleet.example/event/report?month=2026-10&share=a.b.c');
    expect(readReportQuery(new URL(link).search)).toEqual({ month: '2026-10', share: 'a.b.c' });
    expect(readReportQuery('')).toEqual({ month: null, share: null });
  });
});
