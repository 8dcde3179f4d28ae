import { beforeAll, describe, expect, it } from 'vitest';
import { generateHistory, type HistoryResult } from '../../../demo/server/sim/index';
import { makeSeeds, NOW0 } from './helpers';

const DAY = 86_400_000;
const TZ = 8 * 3_600_000;
const localDay = (ms: number) => Math.floor((ms + TZ) / DAY);

describe('generateHistory', () => {
  const trucks = makeSeeds(120).map((s, i) => ({ ...s, hasDevice: i % 20 !== 0 }));
  let history: HistoryResult;
  beforeAll(() => {
    history = generateHistory({ seed: 42, trucks, days: 30, nowMs: NOW0 });
  });

  it('finishes for 120 trucks × 30 days and yields journeys on each past day', () => {
    const today = localDay(NOW0);
    const days = new Set(history.journeys.map((j) => localDay(j.startTime)));
    for (let d = today - 30; d < today; d++) expect(days.has(d), `day ${d - today}`).toBe(true);
    expect(history.journeys.length).toBeGreaterThan(120 * 20);
  });

  it('keeps journeys in the past, sorted, and not overlapping per truck', () => {
    const byTruck = new Map<string, { startTime: number; endTime: number }[]>();
    const violations: string[] = [];
    let prev = -Infinity;
    for (const j of history.journeys) {
      if (j.startTime < prev) violations.push(`${j.uid} out of order`);
      prev = j.startTime;
      if (j.endTime > NOW0) violations.push(`${j.uid} ends in the future`);
      if (j.endTime <= j.startTime) violations.push(`${j.uid} ends before it starts`);
      const list = byTruck.get(String(j.carUid)) ?? [];
      list.push(j);
      byTruck.set(String(j.carUid), list);
    }
    for (const [uid, list] of byTruck) {
      for (let i = 1; i < list.length; i++) if (list[i].startTime < list[i - 1].endTime) violations.push(`truck ${uid} journeys overlap`);
    }
    expect(violations).toEqual([]);
  });

  it('fills journeys with addresses, distances, speeds and a downsampled path', () => {
    for (const j of history.journeys.slice(0, 200)) {
      expect(j.startAddress).toMatch(/^\d{3}/);
      expect(j.endAddress).toMatch(/^\d{3}/);
      expect(j.distanceMeters).toBeGreaterThan(0);
      expect(j.avgSpeed).toBeGreaterThan(0);
      expect(j.maxSpeed).toBeGreaterThan(j.avgSpeed);
      expect(j.points.length).toBeGreaterThanOrEqual(2);
      expect(j.points.length).toBeLessThanOrEqual(120);
    }
  });

  it('gives no history to trucks without a device', () => {
    const silent = new Set(trucks.filter((t) => !t.hasDevice).map((t) => t.uid));
    expect(history.journeys.some((j) => silent.has(j.carUid))).toBe(false);
    expect(history.events.some((e) => silent.has(e.carUid))).toBe(false);
  });

  it('produces time-sorted events of several kinds inside the history window', () => {
    const types = new Set(history.events.map((e) => e.type));
    for (const t of ['engineOn', 'parked', 'speeding', 'dtc', 'fatigue']) expect(types.has(t as never), t).toBe(true);
    const unsorted = history.events.findIndex((e, i) => i > 0 && e.time < history.events[i - 1].time);
    expect(unsorted).toBe(-1);
    expect(history.events[history.events.length - 1].time).toBeLessThanOrEqual(NOW0);
  });

  it('is deterministic for a seed', () => {
    const small = makeSeeds(10);
    const a = generateHistory({ seed: 3, trucks: small, days: 5, nowMs: NOW0 });
    const b = generateHistory({ seed: 3, trucks: small, days: 5, nowMs: NOW0 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('emits fence enter and leave events along historical routes', () => {
    const h = generateHistory({
      seed: 42,
      trucks: makeSeeds(40),
      days: 7,
      nowMs: NOW0,
      fences: [{ uid: 1, name: '臺中港', kind: 'circle', center: { lat: 24.29, lng: 120.515 }, radius: 3000 }],
    });
    const fence = h.events.filter((e) => e.type === 'fence');
    expect(fence.some((e) => e.trigger === 'enter')).toBe(true);
    expect(fence.some((e) => e.trigger === 'leave')).toBe(true);
  });
});
