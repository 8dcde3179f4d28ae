import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { startTestApp, type TestApp } from '../harness';
import { expectOk } from '../replies';
import { DAY_MS, taipeiDate } from '../../../demo/server/time';
import { likeOf } from '../../../demo/server/db/sql';
import { monthOf } from '../../../src/core/report/month';
import { TEST_NOW } from '../test-clock';

/**
 * Issue 24, 4: the monitoring lists name cars, drivers and departments the fleet and the core own,
 * and sort and filter by them. These tests pin their answers (order, paging, each filter, keyword,
 * names of deleted cars and users in old records) against the joins they were first written with,
 * run here directly on the database as the oracle, so moving the names behind the domains' reads
 * changes nothing a user sees.
 */
let t: TestApp;
let admin: string;
const ENT = 'ent-a';
const range = { startTime: TEST_NOW - 4 * DAY_MS, endTime: TEST_NOW };
/** A car with events and journeys in the range, deleted by the test: its old records keep its number. */
let deletedCar: string;
/** A driver with events and journeys in the range, deleted by the test: old records and their car keep the name. */
let deletedDriver: { uid: string; zh_name: string };

const post = (url: string, payload: object) => t.call({ method: 'POST', url: `/api/${url}`, token: admin, payload });
const sql = <T = Record<string, any>>(text: string, params: unknown[] = []) => t.app.ctx.db.query<T>(text, params);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  const busy = await sql<{ car_uid: string; driver_uid: string }>(
    `SELECT e.car_uid, e.driver_uid FROM events e JOIN journeys j ON j.car_uid = e.car_uid AND j.driver_uid = e.driver_uid
      WHERE e.enterprise_uid = $1 AND e.created_at >= $2 AND e.created_at <= $3 AND j.start_time >= $2 AND e.driver_uid <> 'user-demo-driver'
      GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 2`,
    [ENT, new Date(range.startTime), new Date(range.endTime)],
  );
  deletedCar = busy[0].car_uid;
  deletedDriver = (await sql<{ uid: string; zh_name: string }>(`SELECT uid, zh_name FROM users WHERE uid = $1`, [busy[1].driver_uid]))[0];
  await sql(`UPDATE cars SET deleted = true WHERE uid = $1`, [deletedCar]);
  await sql(`UPDATE users SET deleted = true WHERE uid = $1`, [deletedDriver.uid]);
});
afterAll(() => t.close());

/** Keywords: none, blank, a car number's fragment in lower case (ILIKE), a surname, a deleted driver's name, LIKE wildcards. */
async function keywords(): Promise<Array<string | undefined>> {
  const car = (await sql<{ car_no: string }>(`SELECT car_no FROM cars WHERE enterprise_uid = $1 AND NOT deleted ORDER BY car_no LIMIT 1`, [ENT]))[0];
  return [undefined, '  ', car.car_no.slice(0, 3).toLowerCase(), deletedDriver.zh_name.slice(0, 1), deletedDriver.zh_name, '%', '_'];
}

async function department(): Promise<string> {
  return (await sql<{ department_uid: string }>(
    `SELECT department_uid FROM cars WHERE uid = $1`, [deletedCar]))[0].department_uid;
}

const pages = [{ offset: 0, limit: 10 }, { offset: 3, limit: 5 }, { offset: 0, limit: 1000 }];

/** The old per-car query's rows (cars joined with their driver and department), in its order. */
async function oldCarRows(keyword: string | undefined, departmentUid: string | undefined, order: string, counts: string) {
  const blank = !keyword?.trim();
  return sql(
    `SELECT c.uid AS car_uid, c.car_no, u.zh_name AS driver_name, c.department_uid, o.name AS department_name, ${counts}
       FROM cars c LEFT JOIN users u ON u.uid = c.driver_uid LEFT JOIN options o ON o.uid = c.department_uid
      WHERE c.enterprise_uid = $1 AND NOT c.deleted AND ($2::text IS NULL OR c.department_uid = $2)
        AND ($3 OR c.car_no ILIKE $4 OR u.zh_name ILIKE $4)
      ORDER BY ${order}`,
    [ENT, departmentUid ?? null, blank, blank ? '' : likeOf(keyword!)],
  );
}

describe('events/v0/car/list: cars by event count, then car number', () => {
  it('pins order, paging, the department, car, task kind and keyword filters, and deleted drivers\' names', async () => {
    const dep = await department();
    const counts = (kind: string | null) => `(SELECT count(*) FROM events e WHERE e.car_uid = c.uid AND e.created_at >= '${new Date(range.startTime).toISOString()}'
      AND e.created_at <= '${new Date(range.endTime).toISOString()}' ${kind ? `AND e.task_kind_uid = '${kind}'` : ''}) AS total`;
    let named = 0;
    for (const keyword of await keywords()) {
      for (const [departmentUid, taskKindUid] of [[undefined, undefined], [dep, undefined], [undefined, 'opt-a-task-1']]) {
        const want = await oldCarRows(keyword, departmentUid, 'total DESC, c.car_no, c.uid', counts(taskKindUid ?? null));
        for (const page of pages) {
          const got = expectOk(await post('events/v0/car/list', { ...range, keyword, departmentUid, taskKindUid, ...page }));
          expect(got.total).toBe(want.length);
          expect(got.list.map((c: any) => [c.carUid, c.carNo, c.driverName, c.departmentUid, c.departmentName, c.total])).toEqual(
            want.slice(page.offset, page.offset + page.limit).map((w) => [w.car_uid, w.car_no, w.driver_name ?? '', w.department_uid, w.department_name ?? '', Number(w.total)]));
          named += got.list.filter((c: any) => c.driverName === deletedDriver.zh_name).length;
        }
      }
    }
    expect(named).toBeGreaterThan(0);
    const one = (await oldCarRows(undefined, undefined, 'c.car_no', '0 AS total'))[4];
    const got = expectOk(await post('events/v0/car/list', { ...range, carUid: one.car_uid }));
    expect(got.list.map((c: any) => [c.carUid, c.carNo])).toEqual([[one.car_uid, one.car_no]]);
  });
});

describe('events/v0/event/list: newest first, named by car and driver', () => {
  it('pins order, paging, the department filter, and the names of a deleted car and a deleted driver', async () => {
    const dep = await department();
    for (const departmentUid of [undefined, dep]) {
      const want = await sql(
        `SELECT e.uid, c.car_no, c.model, u.zh_name AS driver_name, c.department_uid
           FROM events e JOIN cars c ON c.uid = e.car_uid LEFT JOIN users u ON u.uid = e.driver_uid
          WHERE e.enterprise_uid = $1 AND e.created_at >= $2 AND e.created_at <= $3 AND ($4::text IS NULL OR c.department_uid = $4)
          ORDER BY e.created_at DESC, e.uid`,
        [ENT, new Date(range.startTime), new Date(range.endTime), departmentUid ?? null],
      );
      for (const page of [...pages, { offset: 40, limit: 25 }]) {
        const got = expectOk(await post('events/v0/event/list', { ...range, departmentUid, ...page }));
        expect(got.total).toBe(want.length);
        expect(got.list.map((e: any) => [e.uid, e.carNo, e.carModel ?? null, e.driverName, e.departmentUid])).toEqual(
          want.slice(page.offset, page.offset + page.limit).map((w) => [w.uid, w.car_no, w.model, w.driver_name ?? '', w.department_uid]));
      }
    }
    const all = expectOk(await post('events/v0/event/list', { ...range, limit: 1000 })).list;
    expect(all.some((e: any) => e.carUid === deletedCar && e.carNo)).toBe(true);
    expect(all.some((e: any) => e.driverUid === deletedDriver.uid && e.driverName === deletedDriver.zh_name)).toBe(true);
    const ofDriver = expectOk(await post('events/v0/event/list', { ...range, driverUid: deletedDriver.uid, limit: 1000 }));
    expect(ofDriver.total).toBeGreaterThan(0);
  });
});

describe('driving-history/v0/car/list: cars by car number', () => {
  it('pins order, paging, the department and keyword filters, and deleted drivers\' names', async () => {
    const dep = await department();
    for (const keyword of await keywords()) {
      for (const departmentUid of [undefined, dep]) {
        const want = await oldCarRows(keyword, departmentUid, 'c.car_no, c.uid', '0 AS total');
        for (const page of pages) {
          const got = expectOk(await post('driving-history/v0/car/list', { ...range, keyword, departmentUid, ...page }));
          expect(got.total).toBe(want.length);
          expect(got.list.map((c: any) => [c.carUid, c.carNo, c.driverName, c.departmentUid])).toEqual(
            want.slice(page.offset, page.offset + page.limit).map((w) => [w.car_uid, w.car_no, w.driver_name ?? '', w.department_uid]));
        }
      }
    }
  });
});

/** The old journey rows (joined with car number and driver name) of a condition, newest first. */
const oldJourneys = (where: string, params: unknown[]) => sql(
  `SELECT j.uid, c.car_no, u.zh_name AS driver_name, (SELECT count(*) FROM events e WHERE e.journey_uid = j.uid) AS event_count
     FROM journeys j JOIN cars c ON c.uid = j.car_uid LEFT JOIN users u ON u.uid = j.driver_uid
    WHERE j.enterprise_uid = $1 AND j.start_time >= $2 AND j.start_time <= $3 ${where} ORDER BY j.start_time DESC, j.uid`,
  [ENT, new Date(range.startTime), new Date(range.endTime), ...params],
);
const journeyFields = (j: any) => [j.uid, j.carNo, j.driverName, j.eventCount];
const oldFields = (w: Record<string, any>) => [w.uid, w.car_no, w.driver_name ?? '', Number(w.event_count)];

describe('journey lists and detail: named by car and driver', () => {
  it('journey/v0/list pins order, paging and filters, naming a deleted car and a deleted driver', async () => {
    for (const [where, params, filter] of [
      ['', [], {}],
      ['AND j.car_uid = $4', [deletedCar], { carUid: deletedCar }],
      ['AND j.driver_uid = $4', [deletedDriver.uid], { driverUid: deletedDriver.uid }],
      ['AND j.confirmed = $4', [false], { confirmed: false }],
    ] as const) {
      const want = await oldJourneys(where, [...params]);
      // The deleted car is no longer the enterprise's: asking for it is a 404, as before.
      if ('carUid' in filter) {
        expect((await post('journey/v0/list', { ...range, ...filter })).json().status).not.toBe(0);
        continue;
      }
      for (const page of pages) {
        const got = expectOk(await post('journey/v0/list', { ...range, ...filter, ...page }));
        expect(got.total).toBe(want.length);
        expect(got.list.map(journeyFields)).toEqual(want.slice(page.offset, page.offset + page.limit).map(oldFields));
      }
    }
    const all = expectOk(await post('journey/v0/list', { ...range, limit: 1000 })).list;
    expect(all.some((j: any) => j.carUid === deletedCar && j.carNo)).toBe(true);
    expect(all.some((j: any) => j.driverUid === deletedDriver.uid && j.driverName === deletedDriver.zh_name)).toBe(true);
  });

  it('driving-history/v0/journey/list and detail name the driver, and the detail\'s events their car and driver', async () => {
    const car = (await sql<{ car_uid: string }>(
      `SELECT j.car_uid FROM journeys j JOIN cars c ON c.uid = j.car_uid WHERE j.driver_uid = $1 AND NOT c.deleted AND j.start_time >= $2 LIMIT 1`,
      [deletedDriver.uid, new Date(range.startTime)]))[0].car_uid;
    const want = (await oldJourneys('AND j.car_uid = $4', [car]));
    const got = expectOk(await post('driving-history/v0/journey/list', { ...range, carUid: car, limit: 1000 }));
    const closed = got.list.filter((j: any) => !j.ongoing);
    expect(closed.map(journeyFields)).toEqual(want.map(oldFields));
    const mine = closed.find((j: any) => j.driverUid === deletedDriver.uid);
    expect(mine.driverName).toBe(deletedDriver.zh_name);
    // The journey of a deleted car still opens with its number.
    const gone = (await oldJourneys('AND j.car_uid = $4', [deletedCar]))[0];
    for (const uid of [mine.uid, gone.uid]) {
      const detail = expectOk(await post('driving-history/v0/journey/detail', { journeyUid: uid }));
      const journey = (await oldJourneys('AND j.uid = $4', [uid]))[0];
      expect(journeyFields(detail.journey)).toEqual(oldFields(journey));
      const events = await sql(
        `SELECT e.uid, c.car_no, c.model, u.zh_name AS driver_name, c.department_uid
           FROM events e JOIN cars c ON c.uid = e.car_uid LEFT JOIN users u ON u.uid = e.driver_uid
          WHERE e.car_uid = $1 AND e.created_at >= $2 AND e.created_at <= $3 ORDER BY e.created_at`,
        [detail.journey.carUid, new Date(detail.journey.startTime), new Date(detail.journey.endTime)],
      );
      expect(detail.events.map((e: any) => [e.uid, e.carNo, e.carModel ?? null, e.driverName, e.departmentUid]))
        .toEqual(events.map((w) => [w.uid, w.car_no, w.model, w.driver_name ?? '', w.department_uid]));
    }
  });
});

describe('driving score: drivers named and ordered by name', () => {
  const first = taipeiDate(TEST_NOW - 3 * DAY_MS);
  const yesterday = taipeiDate(TEST_NOW - DAY_MS);

  it('the export lists the settled rows by day and driver name, a deleted driver named, each department filtered', async () => {
    const departments = await sql<{ uid: string }>(`SELECT DISTINCT department_uid AS uid FROM users WHERE enterprise_uid = $1 AND department_uid IS NOT NULL ORDER BY 1`, [ENT]);
    let named = 0;
    for (const departmentUid of [undefined, ...departments.map((d) => d.uid)]) {
      const want = await sql(
        `SELECT s.day, u.zh_name, s.driver_uid FROM driving_scores s LEFT JOIN users u ON u.uid = s.driver_uid
          WHERE s.enterprise_uid = $1 AND s.day >= $2 AND s.day <= $3 AND ($4::text IS NULL OR u.department_uid = $4)
          ORDER BY s.day, u.zh_name, s.driver_uid`,
        [ENT, first, yesterday, departmentUid ?? null],
      );
      const res = await post('driving-score/v0/export/log', { startDate: first, endDate: yesterday, departmentUid });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.rawPayload).Sheets['駕駛評分'], { header: 1 }).slice(1);
      expect(rows.map((r) => [r[0], r[1]])).toEqual(want.map((w) => [taipeiDate(new Date(w.day).getTime()), w.zh_name ?? '']));
      const list = expectOk(await post('driving-score/v0/list', { startDate: first, endDate: yesterday, departmentUid, limit: 1000 }));
      expect(list.list.map((d: any) => d.driverUid).sort()).toEqual([...new Set(want.map((w) => w.driver_uid))].sort());
      named += list.list.filter((d: any) => d.driverName === deletedDriver.zh_name).length;
    }
    expect(named).toBeGreaterThan(0);
  });
});

describe('the monthly report: cars named by number', () => {
  it('each journey figure\'s top cars are the old sums per car number, a deleted car included', async () => {
    const month = monthOf(TEST_NOW);
    const report = expectOk(await t.call({ method: 'GET', url: `/api/report/v0/own/${month}`, token: admin }));
    const sums = await sql<{ car_no: string; distance: number }>(
      `SELECT c.car_no, sum(j.distance) AS distance FROM journeys j JOIN cars c ON c.uid = j.car_uid
        WHERE j.enterprise_uid = $1 AND j.start_time >= $2 AND j.start_time <= $3 GROUP BY c.car_no`,
      [ENT, new Date(report.startTime), new Date(report.endTime)],
    );
    const top = [...sums].sort((a, b) => Number(b.distance) - Number(a.distance) || a.car_no.localeCompare(b.car_no)).slice(0, 3).map((s) => s.car_no);
    expect(report.figures.find((f: any) => f.key === 'distance').top.map((x: any) => x.carNo)).toEqual(top);
    // The deleted car's journeys count in the month (its number is among the sums).
    const gone = (await sql<{ car_no: string }>(`SELECT car_no FROM cars WHERE uid = $1`, [deletedCar]))[0].car_no;
    expect(sums.map((x) => x.car_no)).toContain(gone);
    const km = sums.reduce((a, x) => a + Number(x.distance), 0) / 1000;
    expect(report.figures.find((f: any) => f.key === 'distance').value).toBe(Math.round(km * 10) / 10);
    const events = await sql<{ car_no: string; n: string }>(
      `SELECT c.car_no, count(*) AS n FROM events e JOIN cars c ON c.uid = e.car_uid
        WHERE e.enterprise_uid = $1 AND e.created_at >= $2 AND e.created_at <= $3 AND e.type = 'speeding' GROUP BY c.car_no`,
      [ENT, new Date(report.startTime), new Date(report.endTime)],
    );
    const speeding = report.figures.find((f: any) => f.key === 'speeding');
    expect(speeding.value).toBe(events.reduce((a, e) => a + Number(e.n), 0));
    expect(speeding.top).toEqual([...events].sort((a, b) => Number(b.n) - Number(a.n) || a.car_no.localeCompare(b.car_no)).slice(0, 3)
      .map((e) => ({ carNo: e.car_no, value: Number(e.n) })));
  });
});
