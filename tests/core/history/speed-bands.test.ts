import { describe, expect, it } from 'vitest';
import { bandOf, bandRuns, SPEED_BANDS } from '../../../src/core/history';

describe('speed bands', () => {
  it.each([[0, 0], [-3, 0], [Number.NaN, 0], [29.9, 0], [30, 1], [59, 1], [60, 2], [89.9, 2], [90, 3], [140, 3]])('%s km/h is band %s', (speed, band) => {
    expect(bandOf(speed)).toBe(band);
  });

  it('has a colour and a label for each band, the bands joined end to end', () => {
    SPEED_BANDS.forEach((b, i) => {
      expect(b.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(b.label).not.toBe('');
      if (i > 0) expect(b.from).toBe(SPEED_BANDS[i - 1].to);
    });
  });

  it('joins consecutive segments of a band into one run, a segment taking its end point\'s band', () => {
    const speeds = [0, 10, 20, 50, 55, 20, 95];
    const runs = bandRuns((i) => speeds[i], [0, 1, 2, 3, 4, 5, 6]);
    expect(runs[0]).toEqual([[0, 1, 2], [4, 5]]);
    expect(runs[1]).toEqual([[2, 3, 4]]);
    expect(runs[2]).toEqual([]);
    expect(runs[3]).toEqual([[5, 6]]);
  });

  it('draws only the given (simplified) indices', () => {
    const speeds = [0, 40, 40, 40, 40];
    expect(bandRuns((i) => speeds[i], [0, 2, 4])[1]).toEqual([[0, 2, 4]]);
    expect(bandRuns((i) => speeds[i], [0]).flat()).toEqual([]);
  });
});
