import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { EventSocketMessage } from '../../../src/core/api/contract/message';
import { MonitorSocketMessage } from '../../../src/core/api/contract/monitor-feed';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { encodeMonitorFeed } from '../../../src/core/monitor-feed';
import { parseEventMessage, parseMonitorMessage } from '../../../src/core/sockets';

const car = { carUid: 'car-1', carNo: 'ABC-123', status: 'driving', lat: 25.04, lng: 121.56, speed: 42 };
const truck: MonitorRecord = {
  carUid: 'car-1', carNo: 'ABC-123', driverUid: null, driverName: '', departmentUid: null, lat: 25.04, lng: 121.56, speed: 42, direction: 90,
  status: 'driving', time: 1_710_043_200_000, mileage: 100, fuel: 50, rpm: 1500, engineTemp: 85, lastEvent: null, fences: [],
  devices: { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false },
};
const eventPayload = {
  type: 'event',
  code: 'speeding',
  data: { uid: 'ev-1', category: 5, title: '超速', content: 'ABC-123 超速 92 km/h', createdAt: 1_710_043_200_000, includeDtcA: false },
};

describe('monitor messages', () => {
  it('spec 7.12: a monitor message gives its data', () => {
    expect(parseMonitorMessage({ type: 'monitor', data: [car] })?.data).toEqual([car]);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'monitor'],
    ['another message type', { type: 'event', data: [car] }],
    ['data that is neither a list nor a feed', { type: 'monitor', data: { car } }],
    ['no data', { type: 'monitor' }],
  ])('spec 7.12: %s is not a monitor message', (_, payload) => {
    expect(parseMonitorMessage(payload)).toBeNull();
  });

  it.each([
    ['without carUid', { carNo: 'X' }],
    ['with a non-numeric latitude', { carUid: 'car-2', lat: '25.0', lng: 121 }],
    ['with an infinite speed', { carUid: 'car-2', speed: Number.POSITIVE_INFINITY }],
    ['that is not an object', 'car-2'],
  ])('spec 7.12: a car entry %s is dropped and the rest kept', (_, bad) => {
    expect(parseMonitorMessage({ type: 'monitor', data: [bad, car] })?.data).toEqual([car]);
  });

  it('issue 9: a compact feed message gives the whole data, and the facts to keep', () => {
    const feed = encodeMonitorFeed([truck]).whole;
    const read = parseMonitorMessage({ type: 'monitor', data: feed });
    expect([read?.data, [...(read?.facts.keys() ?? [])]]).toEqual([[truck], [truck.carUid]]);
  });

  it('issue 9: a feed message without facts reads them from those kept', () => {
    const first = encodeMonitorFeed([truck]);
    const kept = parseMonitorMessage({ type: 'monitor', data: first.whole })!.facts;
    const next = encodeMonitorFeed([{ ...truck, speed: 80 }], first.sent).changes;
    expect(parseMonitorMessage({ type: 'monitor', data: next }, kept)?.data).toEqual([{ ...truck, speed: 80 }]);
  });

  it('spec 7.12: a well-formed monitor message also satisfies the shared contract', () => {
    expect(Value.Check(MonitorSocketMessage, { type: 'monitor', data: [car] })).toBe(true);
  });
});

describe('event messages', () => {
  it('spec 3: an event message becomes a notification entry', () => {
    expect(parseEventMessage(eventPayload)).toEqual({
      uid: 'ev-1', type: 'event', code: 'speeding', category: 5, title: '超速', content: 'ABC-123 超速 92 km/h',
      createdAt: 1_710_043_200_000, includeDtcA: false, read: false, data: eventPayload.data,
    });
  });

  it('spec 7.12: an already flattened notification message keeps its own type, code, read flag and details', () => {
    const flattened = {
      uid: 'm-9', type: 'fence', code: 'enter', category: 3, title: '圍籬進出', content: 'ABC-123 進入 倉庫',
      createdAt: 5000, includeDtcA: false, read: true, data: { carUid: 'car-1' },
    };
    expect(parseEventMessage({ type: 'event', data: flattened })).toEqual(flattened);
  });

  it('spec 3: an event without content shows its title', () => {
    expect(parseEventMessage({ type: 'event', data: { category: 2, title: '系統維護', createdAt: 1 } })?.content).toBe('系統維護');
  });

  it('spec 3: an event dated by a date string is dated in ms', () => {
    expect(parseEventMessage({ type: 'event', data: { category: 5, title: 'x', createdAt: '2024-03-10T04:00:00Z' } })?.createdAt)
      .toBe(Date.parse('2024-03-10T04:00:00Z'));
  });

  it('spec 2.6: an event with only a time keeps it for the relative time', () => {
    const parsed = parseEventMessage({ type: 'event', data: { category: 5, title: 'x', time: 5000 } });
    expect([parsed?.createdAt, parsed?.time]).toEqual([undefined, 5000]);
  });

  it('spec 4: includeDtcA is true only when the message says true', () => {
    expect(parseEventMessage({ type: 'event', data: { category: 5, title: 'x', createdAt: 1, includeDtcA: 'yes' } })?.includeDtcA).toBe(false);
  });

  it('spec 4: the same event without a uid gets the same uid twice, so it is listed once', () => {
    const payload = { type: 'event', code: 'fatigue', data: { category: 5, title: '疲勞駕駛', createdAt: 1234 } };
    expect(parseEventMessage(payload)?.uid).toBe(parseEventMessage(structuredClone(payload))?.uid);
  });

  it.each([
    ['nothing', null],
    ['another message type', { ...eventPayload, type: 'monitor' }],
    ['no data', { type: 'event' }],
    ['no category', { type: 'event', data: { title: 'x', createdAt: 1 } }],
    ['a category of 0', { type: 'event', data: { category: 0, title: 'x', createdAt: 1 } }],
    ['a fractional category', { type: 'event', data: { category: 2.5, title: 'x', createdAt: 1 } }],
    ['no title', { type: 'event', data: { category: 5, createdAt: 1 } }],
    ['no time at all', { type: 'event', data: { category: 5, title: 'x' } }],
    ['an unreadable time', { type: 'event', data: { category: 5, title: 'x', createdAt: 'yesterday-ish' } }],
  ])('spec 7.12: a payload with %s is not an event message', (_, payload) => {
    expect(parseEventMessage(payload)).toBeNull();
  });

  it('spec 7.12: a well-formed event message also satisfies the shared contract', () => {
    expect(Value.Check(EventSocketMessage, eventPayload)).toBe(true);
  });
});
