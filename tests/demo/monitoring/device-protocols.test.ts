import { describe, expect, it } from 'vitest';
import { checkPosition, parseDeviceTime } from '../../../demo/server/domains/monitoring/intake/check-position';
import { sentByOsmAnd } from '../../../demo/server/domains/monitoring/intake/osmand';
import { sentByTraccar } from '../../../demo/server/domains/monitoring/intake/traccar-forward';
import { TEST_NOW } from '../test-clock';

/** Issue 25, 3: reading what devices send (pure; the server test drives the endpoints). */
describe('device protocols', () => {
  it.each([
    ['epoch seconds', String(TEST_NOW / 1000), TEST_NOW],
    ['epoch milliseconds', String(TEST_NOW), TEST_NOW],
    ['a JSON number of seconds', TEST_NOW / 1000, TEST_NOW],
    ['ISO 8601 with an offset', '2026-11-20T10:00:00+08:00', TEST_NOW],
    ['yyyy-MM-dd HH:mm:ss, taken as UTC', '2026-11-20 02:00:00', TEST_NOW],
  ])('a device time in %s is read', (_name, value, expected) => {
    expect(parseDeviceTime(value)).toBe(expected);
  });

  it.each([['words', 'tomorrow'], ['a negative number', '-5'], ['a broken ISO date', '2026-13-40T99:00:00Z'], ['an object', {}]])('a device time in %s is not', (_name, value) => {
    expect(parseDeviceTime(value)).toBeNull();
  });

  it('OsmAnd: speed in knots becomes km/h; location=lat,lon and deviceid are read; an absent time is now', () => {
    const checked = checkPosition(sentByOsmAnd({ deviceid: 'abc', location: '24.1,120.6', speed: '10', bearing: '-1' }, undefined), TEST_NOW);
    expect(checked).toMatchObject({ udid: 'abc', lat: 24.1, lng: 120.6, time: TEST_NOW, heading: null });
    expect((checked as { speed: number }).speed).toBeCloseTo(18.52, 2);
  });

  it('OsmAnd: the body\'s fields join the query\'s (older clients post fields in the query)', () => {
    expect(sentByOsmAnd({ id: 'q' }, { lat: '1', lon: '2' })).toMatchObject({ id: 'q', lat: '1', lng: '2', speedUnit: 'kn' });
  });

  it('Traccar forwarding: the device\'s uniqueId, fixTime and knots', () => {
    const sent = sentByTraccar({ position: { fixTime: '2026-11-20T02:00:00.000+00:00', latitude: 25, longitude: 121.5, speed: 1, course: 370 }, device: { uniqueId: 'u1' } });
    expect(checkPosition(sent, TEST_NOW)).toMatchObject({ udid: 'u1', time: TEST_NOW, speed: 1.852, heading: 10 });
  });

  it('a fix the device marks invalid is refused, and so is a speed that is no number', () => {
    expect(checkPosition(sentByTraccar({ position: { latitude: 25, longitude: 121, valid: false }, device: { uniqueId: 'u' } }), TEST_NOW)).toMatchObject({ field: 'valid' });
    expect(checkPosition(sentByOsmAnd({ id: 'a', lat: '25', lon: '121', speed: 'fast' }, undefined), TEST_NOW)).toMatchObject({ field: 'speed' });
  });
});
