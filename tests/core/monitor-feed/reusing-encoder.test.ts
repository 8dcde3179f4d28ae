import { describe, expect, it } from 'vitest';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import type { CarFacts } from '../../../src/core/api/contract/monitor-feed';
import { encodeMonitorFeed, MonitorFeedEncoder } from '../../../src/core/monitor-feed';
import { previousEncode } from './previous-encoder';

const T = 1_764_000_000_000;

const tyres = (n: number, p: number) => Array.from({ length: n }, (_, k) => ({
  position: k + 1, label: `輪胎 ${k + 1}`, axle: Math.ceil((k + 1) / 2), pressure: p + k / 10, temperature: 30 + k / 7, status: k % 3, statusLabel: '正常',
}));

/** Car n at tick `tick`: every kind of row (plain, TPMS of 6 or 10 tyres, cold chain of 1–3 sensors), moving a little each tick. */
function car(n: number, tick: number): MonitorRecord {
  const record: MonitorRecord = {
    carUid: `car-${n}`, carNo: `KEA-${1000 + n}`, driverUid: n % 5 ? `drv-${n}` : null, driverName: n % 5 ? `駕駛${n}` : '', departmentUid: n % 2 ? 'dep-1' : null,
    lat: 25.03 + n / 997 + tick / 100_003, lng: 121.5 + n / 1009 - tick / 99_991, speed: (n * 7 + tick * 3) % 90 + 0.4, direction: (n * 37 + tick * 11) % 360,
    status: (['driving', 'idling', 'parking', 'lost'] as const)[(n + tick) % 4], time: T + tick * 1000 - (n % 7) * 1000,
    mileage: 1000 + n + tick * 0.13, fuel: 50 - tick * 0.05, rpm: 700 + n, engineTemp: 80 + (n % 9) / 3,
    // a car's facts change now and then: its last event every 4th tick for some cars, its fences for others
    lastEvent: n % 3 === 0 && tick % 4 === 0 ? { type: 'speeding', title: '超速', time: T + tick * 1000 } : n % 3 === 0 ? { type: 'speeding', title: '超速', time: T } : null,
    fences: n % 4 === 0 && tick % 2 ? ['倉庫'] : [],
    devices: { dvr: true, tpms: n % 3 === 1, coldChain: n % 3 === 2, dms: false, tachograph: false },
  };
  // a truck's tyres and sensors vary in number between cars, so a reused row must not keep another car's extra readings
  if (n % 3 === 1) record.tyres = tyres(n % 2 ? 6 : 10, 100 + tick);
  if (n % 3 === 2) record.temperatures = Array.from({ length: 1 + (n % 3) + (tick % 2) }, (_, k) => -18 + k / 3 + tick / 10);
  return record;
}

/** The fleet at each tick: it grows, shrinks, drops cars from the middle, reorders, and empties. */
const FLEETS: number[][] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  [0, 2, 4, 13, 12],
  [12, 13, 4, 2, 0, 1, 3],
  [],
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17],
  [17],
  [5, 4, 3, 2, 1, 0, 17],
];

describe('the reusing feed encoder (issue 26, 2)', () => {
  it('prints the same bytes as the previous encoder, frame after frame, as the fleet grows, shrinks and reorders', () => {
    const encoder = new MonitorFeedEncoder();
    let sent: ReadonlyMap<string, CarFacts> = new Map();
    FLEETS.forEach((uids, tick) => {
      const records = uids.map((n) => car(n, tick));
      const expected = previousEncode(records, sent);
      sent = expected.sent;
      expect(JSON.stringify(encoder.encode(records)), `tick ${tick}`).toBe(JSON.stringify(expected.changes));
    });
  });

  it('reuses its lists: the second frame is the same object, holding no row of the longer fleet before it', () => {
    const encoder = new MonitorFeedEncoder();
    const first = encoder.encode([0, 1, 2, 3, 4, 5].map((n) => car(n, 0)));
    const tyreRow = first.tyres[1];
    const second = encoder.encode([0, 1].map((n) => car(n, 1)));
    expect(second).toBe(first);
    expect(second.tyres[1]).toBe(tyreRow);
    expect(second.car).toEqual(['car-0', 'car-1']);
    for (const column of [second.status, second.lat, second.temperatures, second.tyres]) expect(column).toHaveLength(2);
  });

  it('a row that held a truck of 10 tyres (or more sensors) and now holds one of 6 (or fewer) prints only the new truck\'s readings', () => {
    const encoder = new MonitorFeedEncoder();
    encoder.encode([car(4, 0), car(5, 1)]);
    const frame = encoder.encode([car(1, 0), car(5, 0)]);
    const fresh = encodeMonitorFeed([car(1, 0), car(5, 0)]).changes;
    expect(frame.tyres[0]).toHaveLength(18);
    expect(frame.tyres).toEqual(fresh.tyres);
    expect(frame.temperatures).toEqual(fresh.temperatures);
  });

  it('after reset, and for a car that left and came back, the frame carries the facts again', () => {
    const encoder = new MonitorFeedEncoder();
    expect(encoder.fresh).toBe(true);
    encoder.encode([car(1, 0), car(2, 0)]);
    expect(encoder.fresh).toBe(false);
    expect(encoder.encode([car(1, 1)]).facts).toBeUndefined();
    expect(encoder.encode([car(1, 1), car(2, 1)]).facts?.map((f) => f.carUid)).toEqual(['car-2']);
    encoder.reset();
    expect(encoder.fresh).toBe(true);
    expect(encoder.encode([car(1, 1), car(2, 1)]).facts?.map((f) => f.carUid)).toEqual(['car-1', 'car-2']);
  });

  it('encodeMonitorFeed prints what the previous encoder printed', () => {
    let sent: ReadonlyMap<string, CarFacts> = new Map();
    let mine: ReadonlyMap<string, CarFacts> = new Map();
    FLEETS.forEach((uids, tick) => {
      const records = uids.map((n) => car(n, tick));
      const expected = previousEncode(records, sent);
      const frame = encodeMonitorFeed(records, mine);
      sent = expected.sent;
      mine = frame.sent;
      expect(JSON.stringify(frame.changes)).toBe(JSON.stringify(expected.changes));
    });
  });
});
