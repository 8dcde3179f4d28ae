import { describe, expect, it } from 'vitest';
import type { TaskStatusKey, TaskStop } from '../../../src/core/api/contract/task';
import { followDeviation, metersOffPath, NOT_JOINED, type DeviationState } from '../../../demo/server/domains/tasks/tracking/deviation';
import { etaDue, etaTarget, isLate, withEta } from '../../../demo/server/domains/tasks/tracking/eta';
import { followVisit, NO_VISIT, type VisitState } from '../../../demo/server/domains/tasks/tracking/stop-visits';
import { destination } from '../../../demo/server/geo/math';

/** Issue 27, 1–3: the pure rules of stop arrival and departure, the ETA's lateness and route deviation. */

const MIN = 60_000;
const A = { lat: 24.15, lng: 120.67 };
const B = destination(A.lat, A.lng, 90, 5000);
const stop = (seq: number, at: { lat: number; lng: number }, extra: Partial<TaskStop> = {}): TaskStop => ({
  seq, name: `站${seq}`, address: '', lat: at.lat, lng: at.lng, kind: null, kindName: '', plannedTime: null, arrivedAt: null, doneAt: null, note: '', ...extra,
});
const east = (m: number) => destination(A.lat, A.lng, 90, m);
const rules = { radiusMeters: 150, minDwellMs: 2 * MIN };

describe('stop arrival and departure from positions', () => {
  const cases: Array<{
    name: string; status: TaskStatusKey; stops: TaskStop[]; visit: VisitState; at: { lat: number; lng: number }; now: number;
    expect: { status: TaskStatusKey; arrived: number[]; departed: number[]; visit: VisitState; arrivedAt?: Array<number | null>; doneAt?: Array<number | null> };
  }> = [
    {
      name: 'a ready task whose truck comes within the radius of its first stop has arrived and is doing',
      status: 'ready', stops: [stop(1, A), stop(2, B)], visit: NO_VISIT, at: east(100), now: 10 * MIN,
      expect: { status: 'doing', arrived: [1], departed: [], visit: { seq: 1, enteredAt: 10 * MIN }, arrivedAt: [10 * MIN, null] },
    },
    {
      name: 'outside the radius nothing happens',
      status: 'ready', stops: [stop(1, A), stop(2, B)], visit: NO_VISIT, at: east(200), now: 10 * MIN,
      expect: { status: 'ready', arrived: [], departed: [], visit: NO_VISIT, arrivedAt: [null, null] },
    },
    {
      name: 'near a later stop while an earlier one is open: not there yet',
      status: 'doing', stops: [stop(1, A), stop(2, B)], visit: NO_VISIT, at: B, now: 10 * MIN,
      expect: { status: 'doing', arrived: [], departed: [], visit: NO_VISIT, arrivedAt: [null, null] },
    },
    {
      name: 'leaving after the minimum dwell completes the stop',
      status: 'doing', stops: [stop(1, A, { arrivedAt: 10 * MIN }), stop(2, B)], visit: { seq: 1, enteredAt: 10 * MIN }, at: east(400), now: 13 * MIN,
      expect: { status: 'doing', arrived: [], departed: [1], visit: NO_VISIT, arrivedAt: [10 * MIN, null], doneAt: [13 * MIN, null] },
    },
    {
      name: 'leaving before the minimum dwell is driving past: the arrival stays, the stop stays open',
      status: 'doing', stops: [stop(1, A, { arrivedAt: 10 * MIN }), stop(2, B)], visit: { seq: 1, enteredAt: 10 * MIN }, at: east(400), now: 11 * MIN,
      expect: { status: 'doing', arrived: [], departed: [], visit: NO_VISIT, arrivedAt: [10 * MIN, null], doneAt: [null, null] },
    },
    {
      name: 'the last departure completes the task',
      status: 'doing', stops: [stop(1, A, { arrivedAt: MIN, doneAt: 2 * MIN }), stop(2, B, { arrivedAt: 10 * MIN })], visit: { seq: 2, enteredAt: 10 * MIN },
      at: destination(B.lat, B.lng, 0, 500), now: 20 * MIN,
      expect: { status: 'completed', arrived: [], departed: [2], visit: NO_VISIT, doneAt: [2 * MIN, 20 * MIN] },
    },
    {
      name: "a time the driver set wins: arriving where the driver reported arrival keeps the driver's time",
      status: 'doing', stops: [stop(1, A, { arrivedAt: 5 * MIN }), stop(2, B)], visit: NO_VISIT, at: A, now: 10 * MIN,
      expect: { status: 'doing', arrived: [], departed: [], visit: { seq: 1, enteredAt: 10 * MIN }, arrivedAt: [5 * MIN, null] },
    },
    {
      name: 'a stop the driver reported arrived at from afar is not done by the truck being away: it must have been seen there',
      status: 'doing', stops: [stop(1, A, { arrivedAt: 5 * MIN }), stop(2, B)], visit: NO_VISIT, at: east(3000), now: 30 * MIN,
      expect: { status: 'doing', arrived: [], departed: [], visit: NO_VISIT, doneAt: [null, null] },
    },
    {
      name: 'a stop the driver already marked done is skipped: the next one is followed',
      status: 'doing', stops: [stop(1, A, { arrivedAt: MIN, doneAt: 2 * MIN }), stop(2, B)], visit: { seq: 1, enteredAt: MIN }, at: B, now: 10 * MIN,
      expect: { status: 'doing', arrived: [2], departed: [], visit: { seq: 2, enteredAt: 10 * MIN }, arrivedAt: [MIN, 10 * MIN] },
    },
    {
      name: 'a stopped or completed task is left alone',
      status: 'stopped', stops: [stop(1, A), stop(2, B)], visit: NO_VISIT, at: A, now: 10 * MIN,
      expect: { status: 'stopped', arrived: [], departed: [], visit: NO_VISIT, arrivedAt: [null, null] },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const out = followVisit({ status: c.status, stops: c.stops }, c.visit, c.at, c.now, rules);
      expect(out.status).toBe(c.expect.status);
      expect(out.arrived.map((s) => s.seq)).toEqual(c.expect.arrived);
      expect(out.departed.map((s) => s.seq)).toEqual(c.expect.departed);
      expect(out.visit).toEqual(c.expect.visit);
      if (c.expect.arrivedAt) expect(out.stops.map((s) => s.arrivedAt)).toEqual(c.expect.arrivedAt);
      if (c.expect.doneAt) expect(out.stops.map((s) => s.doneAt)).toEqual(c.expect.doneAt);
    });
  }

  it('the input stops are not changed (the caller stores the outcome)', () => {
    const stops = [stop(1, A), stop(2, B)];
    followVisit({ status: 'ready', stops }, NO_VISIT, A, MIN, rules);
    expect(stops[0].arrivedAt).toBeNull();
  });
});

describe('live ETA', () => {
  it.each([
    { eta: 100 * MIN, planned: 80 * MIN, late: 15, expected: true },
    { eta: 95 * MIN, planned: 80 * MIN, late: 15, expected: false },
    { eta: 96 * MIN, planned: 80 * MIN, late: 15, expected: true },
    { eta: 60 * MIN, planned: 80 * MIN, late: 15, expected: false },
    { eta: 100 * MIN, planned: null, late: 15, expected: false },
  ])('eta $eta against planned $planned with $late minutes allowed: late is $expected', ({ eta, planned, late, expected }) => {
    expect(isLate(eta, planned, late)).toBe(expected);
  });

  it.each([
    { routedAt: null, now: 0, due: true },
    { routedAt: 0, now: 59_999, due: false },
    { routedAt: 0, now: 60_000, due: true },
  ])('routed at $routedAt, at $now routing is due: $due', ({ routedAt, now, due }) => {
    expect(etaDue(routedAt, now)).toBe(due);
  });

  it('the ETA is for the first stop not arrived at; none when all were', () => {
    expect(etaTarget([stop(2, B), stop(1, A, { arrivedAt: MIN })])?.seq).toBe(2);
    expect(etaTarget([stop(1, A, { arrivedAt: MIN })])).toBeUndefined();
  });

  it('a stored ETA shows on its stop only while that stop is the next unreached one', () => {
    const stops = [stop(1, A, { arrivedAt: MIN }), stop(2, B)];
    expect(withEta(stops, { seq: 2, at: 9 * MIN, late: true }).map((s) => [s.etaAt, s.etaLate])).toEqual([[undefined, undefined], [9 * MIN, true]]);
    // routed for stop 1 before it was reached: stale now
    expect(withEta(stops, { seq: 1, at: 9 * MIN, late: false }).every((s) => s.etaAt === undefined)).toBe(true);
  });
});

describe('route deviation', () => {
  const path = [A, east(1000), east(2000)];
  it.each([
    { name: 'on the path', at: east(500), expected: 0 },
    { name: '300 m north of the path', at: destination(east(500).lat, east(500).lng, 0, 300), expected: 300 },
    { name: 'beyond the end', at: east(2400), expected: 400 },
  ])('$name is $expected m off it', ({ at, expected }) => {
    // within 1 %: a local planar approximation
    expect(Math.abs(metersOffPath(path, at) - expected)).toBeLessThanOrEqual(expected / 100 + 0.5);
  });

  const r = { maxMeters: 300, seconds: 60 };
  /** Raised, cleared, active after each [metres off, at]; the truck has joined its path unless `from` says otherwise. */
  const run = (steps: Array<[meters: number, at: number]>, from: DeviationState = { joined: true, offSince: null, active: false }) => {
    let state = from;
    return steps.map(([meters, now]) => {
      const step = followDeviation(state, meters, now, r);
      state = step.state;
      return [step.raised, step.cleared, step.state.active] as const;
    });
  };

  it('more than M metres off for more than T seconds raises once; coming back clears it', () => {
    expect(run([[500, 0], [500, 30_000], [500, 60_000], [500, 61_000], [500, 90_000], [100, 120_000], [100, 130_000]])).toEqual([
      [false, false, false], [false, false, false], [false, false, false], [true, false, true], [false, false, true], [false, true, false], [false, false, false],
    ]);
  });

  it('off for less than T seconds, then back, raises nothing; the count starts again next time', () => {
    expect(run([[500, 0], [500, 50_000], [100, 55_000], [500, 60_000], [500, 110_000], [500, 121_000]])).toEqual([
      [false, false, false], [false, false, false], [false, false, false], [false, false, false], [false, false, false], [true, false, true],
    ]);
  });

  it('a truck not yet on its path (driving from the depot to the route) does not deviate; once it joined, it can', () => {
    expect(run([[5000, 0], [5000, 120_000], [100, 130_000], [500, 140_000], [500, 201_000]], NOT_JOINED)).toEqual([
      [false, false, false], [false, false, false], [false, false, false], [false, false, false], [true, false, true],
    ]);
  });

  it('exactly M metres is still on the path', () => {
    expect(run([[300, 0], [300, 100_000]])).toEqual([[false, false, false], [false, false, false]]);
  });
});
