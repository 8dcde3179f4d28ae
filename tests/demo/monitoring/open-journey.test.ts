import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { journeyAt } from '../../../src/core/history/playback';
import { DAY_MS } from '../../../demo/server/time';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { expectNotFound, expectOk } from '../replies';

let t: TestApp;
let admin: string;
/** The simulation's clock, stepped by hand from the server's start (TEST_NOW). */
let clock = TEST_NOW;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  t.app.ctx.services.set('comms.notify', async () => {});
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url: `/api/${url}`, token, payload });

/** A car of enterprise A driving faster than 20 km/h, stepping the simulation until one is. */
async function drivingCar(): Promise<{ carUid: string; carNo: string; speed: number }> {
  const runtime = runtimeOf(t.app.ctx);
  const find = async () => expectOk(await post('driving-monitor/v0/car/list', admin, { status: ['driving'] })).list
    .find((r: { speed: number }) => r.speed > 20);
  // A journey followed for a while, so its track holds live points as well as where it started.
  for (let i = 0; i < 60; i += 1) { clock += 5_000; await runtime.tick(clock, 5); }
  for (let i = 0; i < 600 && !await find(); i += 1) { clock += 5_000; await runtime.tick(clock, 5); }
  return find();
}

describe('a journey under way (issue 22 point 14)', () => {
  it('issue 22: the journey a truck is driving is listed, up to now, and found at the moment of its newest event', async () => {
    const car = await drivingCar();
    expect(car).toBeDefined();
    const page = expectOk(await post('driving-history/v0/journey/list', admin, { carUid: car.carUid, startTime: clock - DAY_MS, endTime: clock, offset: 0, limit: 100 }));
    const open = page.list.find((j: { ongoing?: boolean }) => j.ongoing);
    expect(open).toMatchObject({ carUid: car.carUid, carNo: car.carNo, ongoing: true, endTime: clock });
    expect(page.total).toBe(page.list.length);
    expect(page.list.filter((j: { ongoing?: boolean }) => j.ongoing)).toHaveLength(1);
    const starts = page.list.map((j: { startTime: number }) => j.startTime);
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    // Not stored until the truck parks.
    expect(await t.app.ctx.db.one('SELECT uid FROM journeys WHERE uid = $1', [open.uid])).toBeNull();
    // What the replay page does with ?carUid&at (the moment of an event just now).
    expect(journeyAt<{ uid: string; startTime: number; endTime: number }>(page.list, clock)?.uid).toBe(open.uid);
  });

  it('issue 22: the detail of the journey under way replays its track up to where the truck is now', async () => {
    const car = await drivingCar();
    const list = expectOk(await post('driving-history/v0/journey/list', admin, { carUid: car.carUid, startTime: clock - DAY_MS, endTime: clock, limit: 100 })).list
      .filter((j: { ongoing?: boolean }) => j.ongoing);
    const detail = expectOk(await post('driving-history/v0/journey/detail', admin, { journeyUid: list[0].uid }));
    expect(detail.journey).toMatchObject({ uid: list[0].uid, ongoing: true });
    const times = detail.points.map((p: { time: number }) => p.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(detail.points[0].time).toBe(list[0].startTime);
    const last = detail.points.at(-1);
    expect(last.time).toBe(clock);
    expect(last.status).toBe('driving');
    expect(last.speed).toBe(car.speed);
    expect(detail.events.every((e: { createdAt: number }) => e.createdAt >= list[0].startTime && e.createdAt <= clock)).toBe(true);
  });

  it('issue 22: the pages of a car\'s journeys hold the one under way once, in its place, and another enterprise never sees it', async () => {
    const car = await drivingCar();
    const body = { carUid: car.carUid, startTime: clock - 4 * DAY_MS, endTime: clock };
    const all = expectOk(await post('driving-history/v0/journey/list', admin, { ...body, offset: 0, limit: 100 }));
    const uids = (list: Array<{ uid: string }>) => list.map((j) => j.uid);
    const paged: string[] = [];
    for (let offset = 0; offset < all.total; offset += 2) {
      const page = expectOk(await post('driving-history/v0/journey/list', admin, { ...body, offset, limit: 2 }));
      expect(page.total).toBe(all.total);
      paged.push(...uids(page.list));
    }
    expect(paged).toEqual(uids(all.list));
    const open = all.list.find((j: { ongoing?: boolean }) => j.ongoing);
    expectNotFound(await post('driving-history/v0/journey/detail', await t.tokenOf('demo-b-admin'), { journeyUid: open.uid }));
    expectNotFound(await post('driving-history/v0/journey/detail', admin, { journeyUid: `jny-${car.carUid}-1` }));
  });
});
