import { describe, expect, it } from 'vitest';
import { buildTrack, indexAtOrBefore, positionAt, trackSpan } from '../../../src/core/history';

const P = (time: number, lat: number, lng: number, speed = 0, heading = 0) => ({ time, lat, lng, speed, heading });

describe('track position', () => {
  const track = buildTrack([P(1000, 25, 121, 0), P(2000, 25.1, 121.2, 40, 90), P(4000, 25.3, 121.2, 60, 0)]);

  it('finds the point at or before a time by binary search', () => {
    expect([500, 1000, 1999, 2000, 3999, 4000, 9000].map((t) => indexAtOrBefore(track, t))).toEqual([-1, 0, 0, 1, 1, 2, 2]);
  });

  it('interpolates between the two points around the time', () => {
    const p = positionAt(track, 1500)!;
    expect(p.lat).toBeCloseTo(25.05);
    expect(p.lng).toBeCloseTo(121.1);
    expect(p.speed).toBeCloseTo(20);
    expect(p.index).toBe(0);
    expect(positionAt(track, 3000)!.lat).toBeCloseTo(25.2);
  });

  it('holds the first point before the track and the last after it', () => {
    expect(positionAt(track, 0)).toMatchObject({ lat: 25, lng: 121, index: 0 });
    expect(positionAt(track, 10_000)).toMatchObject({ lat: 25.3, lng: 121.2, index: 2 });
  });

  it('has no position and no span without points', () => {
    const empty = buildTrack([]);
    expect(positionAt(empty, 1)).toBeNull();
    expect(trackSpan(empty)).toBeNull();
    expect(trackSpan(track)).toEqual({ start: 1000, end: 4000 });
  });

  it('sorts points given out of order', () => {
    const t = buildTrack([P(3, 3, 3), P(1, 1, 1), P(2, 2, 2)]);
    expect([...t.time]).toEqual([1, 2, 3]);
    expect([...t.lat]).toEqual([1, 2, 3]);
  });

  it('searches a day of 1 Hz points', () => {
    const day = buildTrack(Array.from({ length: 86_400 }, (_, i) => P(i * 1000, 24 + i * 1e-5, 121, 50)));
    expect(indexAtOrBefore(day, 43_200_500)).toBe(43_200);
    expect(positionAt(day, 43_200_500)!.lat).toBeCloseTo(24 + 43_200.5e-5, 8);
  });
});
