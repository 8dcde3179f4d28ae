import { describe, expect, it } from 'vitest';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { decodeMonitorFeed, encodeMonitorFeed, FleetReader, MonitorFleet, READER_RESET } from '../../../src/core/monitor-feed';

const T = 1_764_000_000_000;

function record(n: number, extra: Partial<MonitorRecord> = {}): MonitorRecord {
  return {
    carUid: `car-${n}`, carNo: `KEA-${1000 + n}`, driverUid: `drv-${n}`, driverName: `駕駛${n}`, departmentUid: 'dep-n',
    lat: 25.03012, lng: Number((121.56345 + n / 1000).toFixed(5)), speed: 62, direction: 270, status: 'driving', time: T - n * 1000,
    mileage: 123456.7, fuel: 48.5, rpm: 1620, engineTemp: 88.2,
    lastEvent: { type: 'speeding', title: '超速', time: T - 60_000 }, fences: ['倉庫'],
    devices: { dvr: true, tpms: false, coldChain: false, dms: false, tachograph: false },
    ...extra,
  };
}

const FLEET = [
  record(1),
  record(2, { status: 'parking', address: '臺北市信義區', temperatures: [-18.5, -17.9], devices: { dvr: false, tpms: true, coldChain: true, dms: false, tachograph: false },
    tyres: [{ position: 1, label: '左前', axle: 1, pressure: 110.5, temperature: 31.2, status: 0, statusLabel: '正常' }] }),
  record(3, { status: 'lost' }),
];
const message = (data: unknown) => ({ type: 'monitor', data });
const without = ({ marker: _marker, ...rest }: MonitorRecord & { marker?: unknown }) => rest;

describe('issue 26, 1: the feed as columns (FleetReader) and the page\'s fleet (MonitorFleet)', () => {
  it('gives the same records as decodeMonitorFeed, each with its marker state', () => {
    const frame = encodeMonitorFeed(FLEET);
    const fleet = MonitorFleet.EMPTY.apply(new FleetReader().read(message(frame.whole))!);
    expect(fleet.records().map(without)).toEqual(decodeMonitorFeed(frame.whole, new Map())!.cars);
    expect(fleet.records().map((r) => r.marker)).toEqual(['driving', 'parking', 'lost']);
    expect(fleet.find('car-2')?.tyres?.[0].statusLabel).toBe('正常');
    expect(fleet.indexOf('car-3')).toBe(2);
    expect(fleet.indexOf('car-9')).toBe(-1);
  });

  it('reads the message\'s JSON text as well as its object', () => {
    const frame = encodeMonitorFeed(FLEET);
    const update = new FleetReader().read(JSON.stringify(message(frame.whole)))!;
    expect(update.uids).toEqual(['car-1', 'car-2', 'car-3']);
    expect(Array.from(update.columns.speed)).toEqual([62, 62, 62]);
  });

  it('a message with the same cars brings columns only; the facts the page has stay, changed ones replace them', () => {
    const reader = new FleetReader();
    const first = encodeMonitorFeed(FLEET);
    let fleet = MonitorFleet.EMPTY.apply(reader.read(message(first.whole))!);
    const moved = FLEET.map((r) => ({ ...r, lat: 24.5 }));
    const second = reader.read(message(encodeMonitorFeed(moved, first.sent).changes))!;
    expect(second.uids).toBe(null);
    expect(second.facts).toEqual([]);
    fleet = fleet.apply(second);
    expect(fleet.row(0).lat).toBe(24.5);
    expect(fleet.row(1).address).toBe('臺北市信義區');
    const renamed = moved.map((r) => (r.carUid === 'car-3' ? { ...r, driverName: '吳承恩' } : r));
    const third = reader.read(message(encodeMonitorFeed(renamed, encodeMonitorFeed(moved, first.sent).sent).changes))!;
    expect(third.facts.map((f) => f.carUid)).toEqual(['car-3']);
    fleet = fleet.apply(third);
    expect(fleet.find('car-3')?.driverName).toBe('吳承恩');
    expect(fleet.find('car-1')?.driverName).toBe('駕駛1');
  });

  it('each message replaces the data: a car absent from it is gone', () => {
    const reader = new FleetReader();
    const first = encodeMonitorFeed(FLEET);
    let fleet = MonitorFleet.EMPTY.apply(reader.read(message(first.whole))!);
    const update = reader.read(message(encodeMonitorFeed([FLEET[2], FLEET[0]], first.sent).changes))!;
    expect(update.uids).toEqual(['car-3', 'car-1']);
    fleet = fleet.apply(update);
    expect(fleet.count).toBe(2);
    expect(fleet.find('car-2')).toBe(undefined);
    expect(fleet.find('car-3')?.carNo).toBe('KEA-1003');
  });

  it('a row without a uid or a position is dropped, not the message; what is not a feed reads as null', () => {
    const frame = encodeMonitorFeed(FLEET).whole;
    const bad = { ...frame, lat: [frame.lat[0], null, frame.lat[2]] };
    const update = new FleetReader().read(message(bad))!;
    expect(update.uids).toEqual(['car-1', 'car-3']);
    expect(update.columns.count).toBe(2);
    expect(new FleetReader().read(message({ ...frame, v: 2 }))).toBe(null);
    expect(new FleetReader().read('{not json')).toBe(null);
    expect(new FleetReader().read({ type: 'event', data: frame })).toBe(null);
  });

  it('a car whose facts never reached the reader is drawn under its uid, and never replaces facts the page has', () => {
    const reader = new FleetReader();
    const first = encodeMonitorFeed(FLEET);
    const fleet = MonitorFleet.EMPTY.apply(reader.read(message(first.whole))!);
    // The reader starts afresh (a Worker that died), and the next message brings no facts.
    reader.read(READER_RESET);
    const moved = FLEET.map((r) => ({ ...r, lat: 24.5 }));
    const update = reader.read(message(encodeMonitorFeed(moved, first.sent).changes))!;
    expect(update.facts).toEqual([]);
    const next = fleet.apply(update);
    expect(next.find('car-1')?.carNo).toBe('KEA-1001');
    expect(MonitorFleet.EMPTY.apply(update).find('car-1')?.carNo).toBe('car-1');
  });

  it('the list form (car/list, or the spec\'s /fms-monitor list): a missing position or an unknown status is the error marker', () => {
    const list = [record(1), { ...record(2), lat: undefined } as unknown as MonitorRecord, record(3, { status: 'flying' as MonitorRecord['status'] })];
    const fleet = MonitorFleet.EMPTY.apply(new FleetReader().readList(list));
    expect(fleet.records().map((r) => r.marker)).toEqual(['driving', 'error', 'error']);
    expect(fleet.row(2).status).toBe('flying');
    expect(fleet.row(0).carNo).toBe('KEA-1001');
    const spec = new FleetReader().read(message(list))!;
    expect(spec.uids).toEqual(['car-1', 'car-2', 'car-3']);
  });
});
