import { describe, expect, it } from 'vitest';
import { arcPath, barSeries, dotSeries, durationText, percentages, pieSlices } from '../../../src/core/performance';

const sum = (xs: number[]) => Math.round(xs.reduce((a, x) => a + x, 0) * 10) / 10;

describe('percentages', () => {
  it.each([
    [[1, 1, 1], [33.4, 33.3, 33.3]],
    [[1, 2], [33.3, 66.7]],
    [[5, 0, 0], [100, 0, 0]],
    [[0, 0], [0, 0]],
    [[1, 1, 1, 1, 1, 1, 1], [14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.2]],
  ])('shares of %j are %j', (values, expected) => {
    expect(percentages(values)).toEqual(expected);
  });

  it('always adds up to 100 when there is anything', () => {
    for (const values of [[3, 7, 11], [1, 1, 1, 1, 1, 1], [999, 1, 1], [0.2, 0.3, 0.5], [12345, 678, 9, 0, 4]]) {
      expect(sum(percentages(values))).toBe(100);
    }
  });

  it('treats negative values as nothing', () => {
    expect(percentages([-5, 5])).toEqual([0, 100]);
  });
});

describe('pieSlices', () => {
  it('gives each bucket its arc in order, ending on the whole circle', () => {
    const slices = pieSlices([{ label: 'a', value: 1 }, { label: 'b', value: 3 }]);
    expect(slices.map((s) => [s.label, s.percent, s.from, s.to])).toEqual([['a', 25, 0, 0.25], ['b', 75, 0.25, 1]]);
  });

  it('is empty when every bucket is zero', () => {
    expect(pieSlices([{ label: 'a', value: 0 }])).toEqual([]);
  });
});

describe('arcPath', () => {
  it('draws a quarter from the top clockwise', () => {
    expect(arcPath(0, 0.25, 50)).toBe('M 50 50 L 50 0 A 50 50 0 0 1 100 50 Z');
  });
  it('uses the large arc past half', () => {
    expect(arcPath(0, 0.75, 50)).toContain(' 0 1 1 ');
  });
  it('draws a whole circle for one slice', () => {
    expect(arcPath(0, 1, 50)).toMatch(/^M 50 0 A 50 50 0 1 1/);
  });
});

describe('durationText', () => {
  it.each([[0, '0 秒'], [45, '45 秒'], [750, '12 分 30 秒'], [600, '10 分'], [7500, '2 小時 5 分'], [7200, '2 小時']])('%d s reads %s', (s, text) => {
    expect(durationText(s)).toBe(text);
  });
});

describe('series', () => {
  it('bars are placed at 0, 1, 2 with their counts', () => {
    expect(barSeries([{ label: '輕微', value: 4 }, { label: '中度', value: 1 }, { label: '嚴重', value: 0 }])).toEqual([[0, 1, 2], [4, 1, 0]]);
  });
  it('dots are sorted by x and drop what is not a number', () => {
    expect(dotSeries([{ a: 3, b: 1 }, { a: 1, b: 2 }, { a: Number.NaN, b: 5 }], (p) => p.a, (p) => p.b)).toEqual([[1, 3], [2, 1]]);
  });
});
