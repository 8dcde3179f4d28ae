import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { CarListAnswers, carListPage, MAX_FILTERS_PER_TICK, PREPARED_PER_TICK } from '../../../demo/server/domains/monitoring/monitor/car-list-answers';
import { recordsUpdated } from '../../../demo/server/domains/monitoring/monitor/records';

/** The shared car/list answers (issue 26, 3), without a server: per tick's records and filter, bounded. */
const record = (n: number, status: MonitorRecord['status']): MonitorRecord => ({
  carUid: `car-${n}`, carNo: `KEA-${1000 + n}`, driverUid: null, driverName: `駕駛${n}`, departmentUid: n % 2 ? 'dep-1' : null,
  lat: 25.03, lng: 121.56, speed: 0, direction: 0, status, time: 0, mileage: 0, fuel: 0, rpm: 0, engineTemp: 0,
  lastEvent: null, fences: [], devices: { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false },
});

describe('shared car/list answers', () => {
  it('bodies that ask the same (status order, keyword case and blanks) share one answer of a tick; a new tick has its own', async () => {
    const answers = new CarListAnswers();
    const tick1 = [record(1, 'driving'), record(2, 'parking'), record(3, 'lost')];
    const a = await answers.answer(tick1, { status: ['driving', 'parking'], keyword: ' kea ' });
    const b = await answers.answer(tick1, { status: ['parking', 'driving'], keyword: 'KEA' });
    expect(b).toBe(a);
    expect(answers.printed).toBe(1);
    expect(JSON.parse(gunzipSync(a.gzip).toString())).toEqual(JSON.parse(a.json.toString()));
    expect(JSON.parse(a.json.toString()).data.list.map((r: MonitorRecord) => r.carUid)).toEqual(['car-1', 'car-2']);
    const c = await answers.answer(tick1, { departmentUid: 'dep-1' });
    expect(JSON.parse(c.json.toString()).data.total).toBe(2);
    const tick2 = tick1.map((r) => ({ ...r }));
    expect(await answers.answer(tick2, { status: ['driving', 'parking'], keyword: 'kea' })).not.toBe(a);
    expect(answers.printed).toBe(3);
  });

  it(`keeps at most ${MAX_FILTERS_PER_TICK} filters' answers a tick; the others are printed per call, still right`, async () => {
    const answers = new CarListAnswers();
    const tick = [record(1, 'driving')];
    for (let i = 0; i < MAX_FILTERS_PER_TICK; i++) await answers.answer(tick, { keyword: `k${i}` });
    const first = await answers.answer(tick, { keyword: 'more' });
    const second = await answers.answer(tick, { keyword: 'more' });
    expect(second).not.toBe(first);
    expect(second.json.equals(first.json)).toBe(true);
    expect(await answers.answer(tick, { keyword: 'k0' })).toBe(await answers.answer(tick, { keyword: 'K0' }));
  });

  it(`prints the ${PREPARED_PER_TICK} filters asked most in a tick as soon as the next tick writes the records, and those only`, async () => {
    const answers = new CarListAnswers();
    // one list written in place from tick to tick, as the runtime's (records.ts)
    const records = [record(1, 'driving'), record(2, 'parking'), record(3, 'lost')];
    recordsUpdated(records);
    const bodies = [{}, { status: ['driving' as const] }, { keyword: 'kea-1001' }, { departmentUid: 'dep-1' }, { status: ['lost' as const] }, { keyword: 'x' }];
    // asked 6, 5, …, 1 times: the last two are asked least
    for (const [i, body] of bodies.entries()) for (let n = 0; n < bodies.length - i; n++) await answers.answer(records, body);
    expect(answers.printed).toBe(bodies.length);
    answers.prepareAfterTick(records); // the same tick: nothing new
    expect(answers.printed).toBe(bodies.length);
    records[0].status = 'parking';
    records[1].status = 'driving';
    recordsUpdated(records);
    answers.prepareAfterTick(records);
    expect(answers.printed).toBe(bodies.length + PREPARED_PER_TICK);
    for (const body of bodies.slice(0, PREPARED_PER_TICK)) {
      const a = await answers.answer(records, body);
      expect(JSON.parse(a.json.toString()), JSON.stringify(body)).toEqual({ status: 0, data: carListPage(records, body) });
    }
    expect(answers.printed).toBe(bodies.length + PREPARED_PER_TICK);
    await answers.answer(records, bodies[PREPARED_PER_TICK]);
    expect(answers.printed).toBe(bodies.length + PREPARED_PER_TICK + 1);
    // the runtime prepares after every tick: the next tick prints the asked ones again; after a tick in which nobody asked, none
    recordsUpdated(records);
    answers.prepareAfterTick(records);
    expect(answers.printed).toBe(bodies.length + 2 * PREPARED_PER_TICK + 1);
    recordsUpdated(records);
    answers.prepareAfterTick(records);
    expect(answers.printed).toBe(bodies.length + 2 * PREPARED_PER_TICK + 1);
  });
});
