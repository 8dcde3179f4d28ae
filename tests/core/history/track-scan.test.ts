import { describe, expect, it } from 'vitest';
import { buildTrack, scanJourneyAnswer, trackAnswerOfBytes, type PreparedTrack } from '../../../src/core/history';

const bytes = (text: string) => new TextEncoder().encode(text);
const point = (i: number) => ({ time: 1_764_000_000_000 + i * 1000, lat: 25.04321 - i * 1.7e-4, lng: 121.56789 + i * 3e-5, speed: i % 111, heading: (i * 7) % 360, status: i % 3 ? 'driving' : 'idling' });
const answer = (points: unknown[], extra: Record<string, unknown> = {}) => ({ status: 0, data: { journey: { uid: 'j-1', note: '"points":[ in a note' }, points, events: [{ uid: 'e-1', data: {} }], ...extra } });

describe('scanning journey/detail points into columns (issue 26, 6)', () => {
  it('reads every number as JSON.parse does, and the rest of the body as it is', () => {
    const points = Array.from({ length: 2000 }, (_, i) => point(i));
    points[5] = { ...points[5], lat: -0.00001, lng: 1e-7, speed: 12.5 };
    const text = JSON.stringify(answer(points));
    const scanned = scanJourneyAnswer(bytes(text))!;
    const parsed = buildTrack(JSON.parse(text).data.points);
    expect(scanned.track.length).toBe(2000);
    for (const column of ['time', 'lat', 'lng', 'speed', 'heading'] as const) expect([...scanned.track[column]]).toEqual([...parsed[column]]);
    expect(scanned.body.data.journey).toEqual({ uid: 'j-1', note: '"points":[ in a note' });
    expect(scanned.body.data.events).toEqual([{ uid: 'e-1', data: {} }]);
  });

  it('reads spaced-out JSON and keys in any order', () => {
    const text = JSON.stringify(answer([{ status: 'idling', heading: 90, speed: 0, lng: 121.5, lat: 25, time: 1000 }, point(1)]), null, 2);
    const scanned = scanJourneyAnswer(bytes(text))!;
    expect([...scanned.track.time]).toEqual([1000, point(1).time]);
    expect(scanned.track.heading[0]).toBe(90);
  });

  it('leaves what it does not expect to JSON.parse: points out of order, a missing field, a nested value, an escape', () => {
    for (const points of [
      [point(2), point(1)],
      [{ ...point(1), lat: undefined }],
      [{ ...point(1), extra: { a: 1 } }],
      [{ ...point(1), status: 'dri\\"ving' }],
      [{ ...point(1), lat: null }],
    ]) expect(scanJourneyAnswer(bytes(JSON.stringify(answer(points))))).toBeNull();
    expect(scanJourneyAnswer(bytes(JSON.stringify({ status: 4040001, message: '找不到' })))).toBeNull();
    expect(scanJourneyAnswer(bytes('not json'))).toBeNull();
  });

  it('gives the same track answer whether the points were scanned or parsed (points given out of order are sorted)', () => {
    const inOrder = Array.from({ length: 300 }, (_, i) => point(i));
    const scanned = trackAnswerOfBytes(bytes(JSON.stringify(answer(inOrder)))) as { data: { prepared: PreparedTrack; points?: unknown } };
    const parsed = trackAnswerOfBytes(bytes(JSON.stringify(answer([...inOrder].reverse())))) as { data: { prepared: PreparedTrack; points?: unknown } };
    expect(scanned.data.points).toBeUndefined();
    expect([...scanned.data.prepared.track.lat]).toEqual([...parsed.data.prepared.track.lat]);
    expect([...scanned.data.prepared.zooms]).toEqual([...parsed.data.prepared.zooms]);
    expect(scanned.data.prepared.stops).toEqual(parsed.data.prepared.stops);
  });

  it('reads an empty track', () => {
    expect(scanJourneyAnswer(bytes(JSON.stringify(answer([]))))!.track.length).toBe(0);
  });
});
