import { describe, expect, it } from 'vitest';
import { buildTrack, detectStops, formatStopDuration } from '../../../src/core/history';

const MIN = 60_000;
const P = (min: number, lat: number, speed: number) => ({ time: min * MIN, lat, lng: 121, speed, heading: 0 });

describe('stops', () => {
  it('finds a standstill of at least two minutes with its arrival, departure and length', () => {
    const track = buildTrack([P(0, 25, 40), P(1, 25.01, 0), P(2, 25.01, 0), P(6, 25.01, 0), P(7, 25.02, 50)]);
    expect(detectStops(track)).toEqual([{ lat: 25.01, lng: 121, arrival: 1 * MIN, departure: 6 * MIN, seconds: 300 }]);
  });

  it('takes the arrival from the moving point before the standstill when it is at the same place (a sparse track)', () => {
    const track = buildTrack([P(0, 25, 40), P(10, 25.01, 40), P(25, 25.01, 0), P(30, 25.05, 60)]);
    expect(detectStops(track)).toEqual([{ lat: 25.01, lng: 121, arrival: 10 * MIN, departure: 25 * MIN, seconds: 900 }]);
  });

  it('leaves out a short halt (lights, a queue)', () => {
    const track = buildTrack([P(0, 25, 40), P(1, 25.01, 0), P(2, 25.01, 0), P(3, 25.02, 40)]);
    expect(detectStops(track)).toEqual([]);
  });

  it('counts standing at the start and at the end', () => {
    const track = buildTrack([P(0, 25, 0), P(5, 25, 0), P(6, 25.1, 50), P(7, 25.2, 0), P(20, 25.2, 0)]);
    expect(detectStops(track).map((s) => s.seconds)).toEqual([300, 780]);
  });

  it.each([[45, '45 秒'], [60, '1 分'], [750, '12 分 30 秒'], [3900, '1 時 5 分'], [-5, '0 秒']])('formats %s s as %s', (s, text) => {
    expect(formatStopDuration(s)).toBe(text);
  });
});
