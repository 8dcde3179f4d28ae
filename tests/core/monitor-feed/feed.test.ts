import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { MonitorFeed, MonitorSocketMessage } from '../../../src/core/api/contract/monitor-feed';
import { decodeMonitorFeed, encodeMonitorFeed, type SentFacts } from '../../../src/core/monitor-feed';

const T = 1_764_000_000_000;

/** A record as the server builds it, values already at the feed's precision unless a test says otherwise. */
function record(n: number, extra: Partial<MonitorRecord> = {}): MonitorRecord {
  return {
    carUid: `car-${n}`, carNo: `KEA-${1000 + n}`, driverUid: `drv-${n}`, driverName: `駕駛${n}`, departmentUid: 'dep-n',
    lat: 25.03012, lng: Number((121.56345 + n / 1000).toFixed(5)), speed: 62, direction: 270, status: 'driving', time: T,
    mileage: 123456.7, fuel: 48.5, rpm: 1620, engineTemp: 88.2,
    lastEvent: { type: 'speeding', title: '超速', time: T - 60_000 }, fences: ['倉庫'],
    devices: { dvr: true, tpms: false, coldChain: false, dms: false, tachograph: false },
    ...extra,
  };
}

const tyres = [
  { position: 1, label: '前軸左', axle: 1, pressure: 110.5, temperature: 31.2, status: 0, statusLabel: '正常' },
  { position: 2, label: '前軸右', axle: 1, pressure: 98.1, temperature: 30.9, status: 1, statusLabel: '胎壓警告' },
];

/** Encodes a sequence of fleets as the server does and decodes them as the console does; answers each decoded list. */
function play(...fleets: MonitorRecord[][]): MonitorRecord[][] {
  let sent: SentFacts = new Map();
  let known = new Map();
  return fleets.map((fleet) => {
    const frame = encodeMonitorFeed(fleet, sent);
    sent = frame.sent;
    const decoded = decodeMonitorFeed(JSON.parse(JSON.stringify(frame.changes)), known)!;
    known = decoded.facts;
    return decoded.cars;
  });
}

describe('the monitor feed (issue 9)', () => {
  it.each([
    ['a plain truck', record(1)],
    ['a truck with TPMS tyres', record(2, { tyres, devices: { dvr: false, tpms: true, coldChain: false, dms: false, tachograph: false } })],
    ['a cold-chain truck', record(3, { temperatures: [-18.4, -17.9] })],
    ['a truck without driver, department or last event', record(4, { driverUid: null, driverName: '', departmentUid: null, lastEvent: null, fences: [] })],
    ['a lost truck that reported a while ago', record(5, { status: 'lost', time: T - 95_123 })],
    ['a truck with a known address', record(6, { address: '臺北市信義區' })],
  ])('round trip: %s comes back as it was sent', (_, truck) => {
    const [decoded] = play([record(0), truck]);
    expect(decoded[1]).toEqual(truck);
  });

  it.each([
    ['lat', { lat: 25.030128 }, { lat: 25.03013 }],
    ['lng', { lng: 121.5634549 }, { lng: 121.56345 }],
    ['speed', { speed: 61.6 }, { speed: 62 }],
    ['direction', { direction: 269.5 }, { direction: 270 }],
    ['mileage', { mileage: 10.04 }, { mileage: 10 }],
  ])('numbers are rounded to what the console shows: %s', (_, sent, shown) => {
    const [[decoded]] = play([record(1, sent)]);
    expect(decoded).toMatchObject(shown);
  });

  it('each message replaces the data: a car absent from a message leaves it', () => {
    const [, second] = play([record(1), record(2), record(3)], [record(1), record(3)]);
    expect(second.map((c) => c.carUid)).toEqual(['car-1', 'car-3']);
  });

  it.each([
    ['carNo', { carNo: 'NEW-0001' }],
    ['driverName', { driverUid: 'drv-9', driverName: '新駕駛' }],
    ['departmentUid', { departmentUid: 'dep-s' }],
    ['devices', { devices: { dvr: true, tpms: true, coldChain: true, dms: false, tachograph: false } }],
    ['lastEvent', { lastEvent: { type: 'fatigue', title: '疲勞駕駛', time: T } }],
    ['fences', { fences: [] }],
    ['address', { address: '高雄市前鎮區' }],
    ['tyre layout', { tyres }],
  ])('a changed static field arrives: %s', (_, change) => {
    const [, second] = play([record(1), record(2)], [record(1), record(2, change)]);
    expect(second[1]).toEqual(record(2, change));
    expect(second[0]).toEqual(record(1));
  });

  it('facts are sent once: the second message of an unchanged fleet carries none', () => {
    const first = encodeMonitorFeed([record(1), record(2)]);
    const second = encodeMonitorFeed([record(1, { lat: 25.1 }), record(2)], first.sent);
    expect([first.changes.facts?.length, second.changes.facts]).toEqual([2, undefined]);
  });

  it('a car that leaves and comes back brings its facts again', () => {
    const [, , third] = play([record(1), record(2)], [record(1)], [record(1), record(2)]);
    expect(third[1]).toEqual(record(2));
  });

  it('a receiver new to the feed decodes the whole form alone', () => {
    const first = encodeMonitorFeed([record(1), record(2)]);
    const second = encodeMonitorFeed([record(1), record(2, { speed: 80 })], first.sent);
    expect(decodeMonitorFeed(second.whole, new Map())?.cars).toEqual([record(1), record(2, { speed: 80 })]);
  });

  it('a car whose facts the receiver never got is still drawn, under its uid', () => {
    const frame = encodeMonitorFeed([record(1)]);
    const [car] = decodeMonitorFeed({ ...frame.changes, facts: undefined }, new Map())!.cars;
    expect([car.carUid, car.carNo, car.lat]).toEqual(['car-1', 'car-1', 25.03012]);
  });

  it('a row without a position is dropped, not the message', () => {
    const { whole } = encodeMonitorFeed([record(1), record(2)]);
    const decoded = decodeMonitorFeed({ ...whole, lat: [null, whole.lat[1]] }, new Map());
    expect(decoded?.cars.map((c) => c.carUid)).toEqual(['car-2']);
  });

  it.each([
    ['nothing', undefined],
    ['a list', []],
    ['another version', { ...encodeMonitorFeed([record(1)]).whole, v: 2 }],
    ['a column shorter than car', { ...encodeMonitorFeed([record(1)]).whole, speed: [] }],
    ['a missing column', { ...encodeMonitorFeed([record(1)]).whole, tyres: undefined }],
  ])('%s is not a feed message', (_, value) => {
    expect(decodeMonitorFeed(value, new Map())).toBeNull();
  });

  it('an empty fleet is an empty list', () => {
    expect(play([])).toEqual([[]]);
  });

  it('both forms satisfy the shared contract', () => {
    const frame = encodeMonitorFeed([record(1), record(2, { tyres, temperatures: [4.5] })]);
    expect(Value.Check(MonitorFeed, frame.whole)).toBe(true);
    expect(Value.Check(MonitorSocketMessage, { type: 'monitor', data: frame.changes })).toBe(true);
  });
});
