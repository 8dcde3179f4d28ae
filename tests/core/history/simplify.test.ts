import { describe, expect, it } from 'vitest';
import { bandOf, buildTrack, dayRangeOf, mercator, projectTrack, simplifyForZoom, todayFilters } from '../../../src/core/history';

describe('simplification by zoom', () => {
  const day = buildTrack(Array.from({ length: 86_400 }, (_, i) => ({ time: i * 1000, lat: 23 + i * 2e-5, lng: 120.5 + Math.sin(i / 500) * 0.05, speed: (i % 120), heading: 0 })));
  const projected = projectTrack(day);

  it('projects as Web Mercator at zoom 0', () => {
    const [x, y] = mercator(0, 0);
    expect(x).toBeCloseTo(128);
    expect(y).toBeCloseTo(128);
  });

  it('keeps fewer points zoomed out, the first and last always', () => {
    const far = simplifyForZoom(projected, 8);
    const near = simplifyForZoom(projected, 14);
    expect(far.length).toBeLessThan(2000);
    expect(near.length).toBeGreaterThan(far.length);
    expect(far[0]).toBe(0);
    expect(far[far.length - 1]).toBe(86_399);
  });

  it('keeps the points where the speed band changes', () => {
    const kept = simplifyForZoom(projected, 8, 1.5, (i) => bandOf(day.speed[i]));
    for (let i = 1; i < day.length - 1; i++) {
      if (bandOf(day.speed[i]) !== bandOf(day.speed[i - 1])) {
        expect(kept.includes(i) || kept.includes(i - 1)).toBe(true);
        break;
      }
    }
  });
});

describe('day range', () => {
  const now = Date.UTC(2026, 10, 25, 4, 0); // 12:00 in Taipei
  it('defaults to today in Taipei', () => {
    expect(todayFilters(now)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(dayRangeOf({}, now)).toEqual({ startTime: Date.UTC(2026, 10, 24, 16), endTime: Date.UTC(2026, 10, 25, 16) - 1 });
  });
  it('fills a missing end from the start and swaps days given backwards', () => {
    expect(dayRangeOf({ startDate: '2026-11-20' }, now)).toEqual({ startTime: Date.UTC(2026, 10, 19, 16), endTime: Date.UTC(2026, 10, 20, 16) - 1 });
    expect(dayRangeOf({ startDate: '2026-11-22', endDate: '2026-11-20' }, now)).toEqual({ startTime: Date.UTC(2026, 10, 19, 16), endTime: Date.UTC(2026, 10, 22, 16) - 1 });
  });
});
