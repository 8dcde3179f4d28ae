import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { startTestApp, type TestApp } from '../harness';
import { downloadName } from './helpers';
import { insertJourneys, type StoredJourney } from '../../../demo/server/domains/monitoring/history/store';
import { encodePoints } from '../../../demo/server/domains/monitoring/history/points';
import { DAY_MS, taipeiDate } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectInvalid, expectNoToken, expectNotFound, expectOk } from '../replies';

let t: TestApp;
let admin: string;
const range = { startTime: TEST_NOW - 4 * DAY_MS, endTime: TEST_NOW };
const notified: Array<Record<string, any>> = [];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  t.app.ctx.services.set('comms.notify', async (input: Record<string, any>) => { notified.push(input); });
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url: `/api/${url}`, token, payload });

async function busiestCar(): Promise<{ carUid: string; journeyCount: number }> {
  const cars = expectOk(await post('driving-history/v0/car/list', admin, { ...range, limit: 100 }));
  return cars.list.sort((a: { journeyCount: number }, b: { journeyCount: number }) => b.journeyCount - a.journeyCount)[0];
}

describe('track playback (spec 7.6 Driving history, 2.11 History)', () => {
  it('spec 2.11: the car list counts each car\'s journeys, distance and duration in the range', async () => {
    const cars = expectOk(await post('driving-history/v0/car/list', admin, { ...range, limit: 100 }));
    const managed = await t.app.ctx.db.query(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND NOT deleted`);
    expect(cars.total).toBe(managed.length);
    const busy = cars.list.find((c: { journeyCount: number }) => c.journeyCount > 0);
    expect(busy.distance).toBeGreaterThan(0);
    expect(busy.duration).toBeGreaterThan(0);
    const one = expectOk(await post('driving-history/v0/car/list', admin, { ...range, keyword: busy.carNo }));
    expect(one.list.map((c: { carUid: string }) => c.carUid)).toEqual([busy.carUid]);
  });

  it('spec 2.11: a car\'s journeys are listed newest first and paged', async () => {
    const car = await busiestCar();
    const page = expectOk(await post('driving-history/v0/journey/list', admin, { carUid: car.carUid, ...range, limit: 2 }));
    expect(page.total).toBe(car.journeyCount);
    expect(page.list.length).toBe(Math.min(2, car.journeyCount));
    if (page.list.length === 2) expect(page.list[0].startTime).toBeGreaterThan(page.list[1].startTime);
    expect(page.list[0].startAddress).not.toBe('');
  });

  it('spec 2.11: a journey\'s detail gives its points in time order and the events along it', async () => {
    const car = await busiestCar();
    // A closed journey (the one a truck is still driving ends where it is: open-journey.test.ts).
    const list = expectOk(await post('driving-history/v0/journey/list', admin, { carUid: car.carUid, ...range })).list
      .filter((j: { ongoing?: boolean }) => !j.ongoing);
    const detail = expectOk(await post('driving-history/v0/journey/detail', admin, { journeyUid: list[0].uid }));
    expect(detail.journey.uid).toBe(list[0].uid);
    expect(detail.points.length).toBeGreaterThan(2);
    const times = detail.points.map((p: { time: number }) => p.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(detail.points[0].time).toBe(list[0].startTime);
    expect(detail.points.at(-1)).toMatchObject({ time: list[0].endTime, status: 'parking', speed: 0 });
    expect(detail.events.every((e: { createdAt: number }) => e.createdAt >= list[0].startTime && e.createdAt <= list[0].endTime)).toBe(true);
    expect(detail.events.some((e: { type: string }) => e.type === 'engineOn')).toBe(true);
  });

  it('issue 26, 6: a journey of a week answers whole: every point as stored, in time order, with its events; journey/list takes the week', async () => {
    const car = await busiestCar();
    const start = TEST_NOW - 8 * DAY_MS;
    // A point a minute for seven days (a week at 1 Hz is the track bench's; the shape is the same).
    const points = Array.from({ length: 7 * 24 * 60 }, (_, i) => ({
      time: start + i * 60_000, lat: 22.6 + i * 1e-4, lng: 120.9 + (i % 50) * 1e-5, speed: i % 111, heading: i % 360, status: i % 7 ? 'driving' : 'idling',
    }) as const);
    const end = points.at(-1)!.time;
    const enterpriseUid = (await t.app.ctx.db.one<{ enterprise_uid: string }>('SELECT enterprise_uid FROM cars WHERE uid = $1', [car.carUid]))!.enterprise_uid;
    await insertJourneys(t.app.ctx.db, [{
      uid: 'jny-week', enterpriseUid, carUid: car.carUid, driverUid: null, taskKindUid: null, startTime: start, endTime: end,
      startAddress: '臺北市', endAddress: '高雄市', distance: 1_000_000, idleSeconds: 0, maxSpeed: 110, avgSpeed: 60, points, stats: {},
    } as unknown as StoredJourney]);
    const res = await post('driving-history/v0/journey/detail', admin, { journeyUid: 'jny-week' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const detail = expectOk(res);
    expect(detail.journey).toMatchObject({ uid: 'jny-week', carUid: car.carUid, startTime: start, endTime: end, startAddress: '臺北市' });
    expect(detail.points).toEqual(encodePoints(points));
    expect(detail.events.every((e: { createdAt: number }) => e.createdAt >= start && e.createdAt <= end)).toBe(true);
    const week = expectOk(await post('driving-history/v0/journey/list', admin, { carUid: car.carUid, startTime: start, endTime: start + 7 * DAY_MS, limit: 100 }));
    expect(week.list.some((j: { uid: string }) => j.uid === 'jny-week')).toBe(true);
  });

  it('issue 3: history calls validate, need P_P03, and hide other enterprises\' cars and journeys', async () => {
    expectInvalid(await post('driving-history/v0/journey/list', admin, range), 'carUid');
    expectNoToken(await post('driving-history/v0/car/list', '', range));
    expectForbidden(await post('driving-history/v0/car/list', await t.tokenOf('demo-driver'), range));
    const other = await t.tokenOf('demo-b-admin');
    const car = await busiestCar();
    expectNotFound(await post('driving-history/v0/journey/list', other, { carUid: car.carUid, ...range }));
    const { list } = expectOk(await post('driving-history/v0/journey/list', admin, { carUid: car.carUid, ...range }));
    expectNotFound(await post('driving-history/v0/journey/detail', other, { journeyUid: list[0].uid }));
  });
});

describe('journeys (spec 7.6 Journey)', () => {
  it('spec 7.6: make-sure confirms journeys with a note, and the list filters by confirmation', async () => {
    const { list } = expectOk(await post('journey/v0/list', admin, { ...range, limit: 2 }));
    const uids = list.map((j: { uid: string }) => j.uid);
    expect(expectOk(await post('journey/v0/make-sure', admin, { uids, note: '已核對' }))).toEqual({ updated: uids.length });
    const confirmed = expectOk(await post('journey/v0/list', admin, { ...range, confirmed: true }));
    expect(confirmed.list.map((j: { uid: string }) => j.uid).sort()).toEqual([...uids].sort());
    expect(confirmed.list[0]).toMatchObject({ confirmed: true, note: '已核對', confirmedBy: '王大明' });
  });

  it('spec 6: a driver lists and confirms only their own journeys', async () => {
    const driver = await t.tokenOf('demo-driver');
    const own = expectOk(await post('journey/v0/list', driver, { ...range, limit: 100 }));
    expect(own.list.every((j: { driverUid: string }) => j.driverUid === 'user-demo-driver')).toBe(true);
    const others = expectOk(await post('journey/v0/list', admin, { ...range, limit: 100 })).list.filter((j: { driverUid: string }) => j.driverUid !== 'user-demo-driver');
    expectNotFound(await post('journey/v0/make-sure', driver, { uids: [others[0].uid] }));
    if (own.list.length) expect(expectOk(await post('journey/v0/make-sure', driver, { uids: [own.list[0].uid] })).updated).toBe(1);
  });

  it('issue 3: make-sure validates, needs a token and a code, and cannot touch another enterprise', async () => {
    expectInvalid(await post('journey/v0/make-sure', admin, { uids: [] }), 'uids');
    expectNoToken(await post('journey/v0/list', '', range));
    // An account with neither P_P03 nor P_P13: the viewer with its codes cut (codes are read on every call).
    await t.app.ctx.db.query(`UPDATE users SET codes = '{P_P01}' WHERE name = 'demo-viewer'`);
    expectForbidden(await post('journey/v0/list', await t.tokenOf('demo-viewer'), range));
    await t.app.ctx.db.query(`UPDATE users SET codes = '{P_P01,P_P03,P_P05}' WHERE name = 'demo-viewer'`);
    const { list } = expectOk(await post('journey/v0/list', admin, { ...range, limit: 1 }));
    expectNotFound(await post('journey/v0/make-sure', await t.tokenOf('demo-b-admin'), { uids: [list[0].uid] }));
  });
});

describe('driving score (spec 7.6 Driving score, 2.11 Driver performance)', () => {
  const today = taipeiDate(TEST_NOW);
  const yesterday = taipeiDate(TEST_NOW - DAY_MS);
  const first = taipeiDate(TEST_NOW - 3 * DAY_MS);

  it('spec 7.6: can-be-settled tells per day what there is, whether it is over and whether it is settled', async () => {
    const days = expectOk(await post('driving-score/v0/can-be-settled', admin, { startDate: first, endDate: today }));
    expect(days.map((d: { date: string }) => d.date)).toEqual([first, taipeiDate(TEST_NOW - 2 * DAY_MS), yesterday, today]);
    expect(days.at(-1)).toMatchObject({ date: today, ready: false, settled: false });
    expect(days.find((d: { date: string }) => d.date === yesterday)).toMatchObject({ ready: true, settled: true });
  });

  it('spec 9: settle-job scores the finished days and notifies category 8', async () => {
    notified.length = 0;
    const job = expectOk(await post('driving-score/v0/settle-job', admin, { startDate: yesterday, endDate: today }));
    expect(job.days).toEqual([yesterday]);
    expect(job.scores).toBeGreaterThan(0);
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({ enterpriseUid: 'ent-a', category: 8 });
    const rows = await t.app.ctx.db.query(`SELECT 1 FROM driving_scores WHERE job_uid = $1`, [job.jobUid]);
    expect(rows.length).toBe(job.scores);
  });

  it('spec 7.6: a day that is not over cannot be settled', async () => {
    expectInvalid(await post('driving-score/v0/settle-job', admin, { startDate: today, endDate: today }), 'endDate');
  });

  it('spec 2.11: the list gives each driver a score and the chart data, best first', async () => {
    const page = expectOk(await post('driving-score/v0/list', admin, { startDate: first, endDate: yesterday, limit: 100 }));
    expect(page.total).toBeGreaterThan(0);
    const scores = page.list.map((d: { score: number }) => d.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const b = page.list[0].breakdown;
    expect(b.speed.map((x: { label: string }) => x.label)).toContain('90 km/h 以上');
    expect(b.idle.map((x: { label: string }) => x.label)).toEqual(['怠速', '行駛']);
    expect(b.pedal).toHaveLength(4);
    expect(b.accelerate.map((x: { label: string }) => x.label)).toEqual(['輕微', '中度', '嚴重']);
    expect(b.engine.length).toBeGreaterThan(0);
    expect(b.temperature[0]).toHaveProperty('engineTemp');
    const one = expectOk(await post('driving-score/v0/list', admin, { startDate: first, endDate: yesterday, driverUid: page.list[0].driverUid }));
    expect(one.total).toBe(1);
  });

  it('spec 7.6: export/log downloads the settled rows as 駕駛評分_{startDate}.xlsx', async () => {
    const res = await post('driving-score/v0/export/log', admin, { startDate: first, endDate: yesterday });
    expect(downloadName(res)).toBe(`駕駛評分_${first}.xlsx`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.rawPayload).Sheets['駕駛評分'], { header: 1 });
    expect(rows[0].slice(0, 3)).toEqual(['日期', '駕駛', '分數']);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('issue 3: score calls validate dates, need a token and a code, and stay within the enterprise', async () => {
    expectInvalid(await post('driving-score/v0/list', admin, { startDate: '2026/01/01', endDate: yesterday }), 'startDate');
    expectNoToken(await post('driving-score/v0/list', '', { startDate: first, endDate: yesterday }));
    expectForbidden(await post('driving-score/v0/list', await t.tokenOf('demo-driver'), { startDate: first, endDate: yesterday }));
    const other = await t.tokenOf('demo-b-admin');
    const theirs = expectOk(await post('driving-score/v0/list', other, { startDate: first, endDate: yesterday, limit: 100 }));
    expect(theirs.list.some((d: { driverUid: string }) => d.driverUid.startsWith('drv-a') || d.driverUid === 'user-demo-driver')).toBe(false);
    const { list } = expectOk(await post('driving-score/v0/list', admin, { startDate: first, endDate: yesterday, limit: 1 }));
    expectNotFound(await post('driving-score/v0/settle-job', other, { startDate: first, endDate: yesterday, driverUids: [list[0].driverUid] }));
  });
});
