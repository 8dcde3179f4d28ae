import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import type { MonthlyReport } from '../../../src/core/api/contract/report';
import { addMonth, daysInMonth, monthOf, monthRange } from '../../../src/core/report/month';
import { monthlyReport } from '../../../demo/server/domains/monitoring/report/figures';
import {
  CURRENT_MONTH_TTL_MS, SETTLED_MONTH_TTL_MS, createMonthlyReports, reportLifetime,
} from '../../../demo/server/domains/monitoring/report/report-cache';
import { serviceOf } from '../../../demo/server/services';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { DAY_MS } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { expectOk } from '../replies';

/**
 * Issue 26, 4: the monthly report is computed once per enterprise and month and kept per a rule
 * (report-cache.ts): the readers of a shared link share one computation, and the answer is the one
 * the figures compute.
 */
const ENT = 'ent-a';
const month = monthOf(TEST_NOW);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const own = (app: TestApp, token: string, m: string) => app.call({ method: 'GET', url: `/api/report/v0/own/${m}`, token });

/** Counts the computations the app's report cache starts. */
function countComputations(app: TestApp): { readonly n: number; stop(): void } {
  let n = 0;
  const stop = serviceOf(app.app.ctx, 'monitoring.monthlyReports').watch(() => { n += 1; });
  return { get n() { return n; }, stop };
}

/** A speeding event of enterprise A's first car at `at`, written straight to the table as a device's would be. */
async function addSpeeding(app: TestApp, at: number, uid: string): Promise<void> {
  const [car] = await app.app.ctx.db.query<{ car_uid: string }>(
    `SELECT car_uid FROM events WHERE enterprise_uid = $1 AND type = 'speeding' ORDER BY uid LIMIT 1`, [ENT]);
  await app.app.ctx.db.query(
    `INSERT INTO events (uid, enterprise_uid, car_uid, type, category, level, title, lat, lng, created_at)
     VALUES ($1, $2, $3, 'speeding', 1, NULL, '超速', 25.03, 121.56, $4)`,
    [uid, ENT, car.car_uid, new Date(at)],
  );
}

const speeding = (report: MonthlyReport) => report.figures.find((f) => f.key === 'speeding')!.value;

describe('the monthly report cache (issue 26, 4)', () => {
  it('the kept report equals the one the figures compute, the first answer and the next', async () => {
    const computed = await monthlyReport(t.app.ctx, ENT, month);
    const [managed] = await t.app.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cars WHERE enterprise_uid = $1 AND enabled_code AND NOT deleted`, [ENT]);
    expect(computed.cars).toBe(managed.n);
    expect(expectOk<MonthlyReport>(await own(t, admin, month))).toEqual(computed);
    expect(expectOk<MonthlyReport>(await own(t, admin, month))).toEqual(computed);
  });

  it('20 parallel readers of a shared link get the same report from one computation', async () => {
    const past = addMonth(month, -2);
    const link = expectOk(await t.call({ method: 'POST', url: '/api/report/v0/share', token: admin, payload: { month: past } }));
    const computations = countComputations(t);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () =>
        t.call({ method: 'POST', url: '/api/report/v0/monthly', payload: { share: link.token } })));
      const computed = await monthlyReport(t.app.ctx, ENT, past);
      for (const answer of answers) expect(expectOk<MonthlyReport>(answer)).toEqual(computed);
      expect(computations.n).toBe(1);
    } finally {
      computations.stop();
    }
  });

  it('the current month follows new data a minute later at most; a settled month keeps its figures for an hour', async () => {
    // Pinned (not running on), so the minute is the test's and not the machine's.
    let later = 0;
    const moved = await startTestApp({ now: () => TEST_NOW + later });
    try {
      const token = await moved.tokenOf('demo-admin');
      const settled = addMonth(month, -1);
      const before = { current: speeding(expectOk(await own(moved, token, month))), settled: speeding(expectOk(await own(moved, token, settled))) };
      await addSpeeding(moved, TEST_NOW - 60_000, 'ev-cache-current');
      await addSpeeding(moved, monthRange(settled).startTime + DAY_MS, 'ev-cache-settled');
      const computations = countComputations(moved);
      // Within its minute the current month's report is the one kept.
      later = CURRENT_MONTH_TTL_MS - 1_000;
      expect(speeding(expectOk(await own(moved, token, month)))).toBe(before.current);
      expect(computations.n).toBe(0);
      // After it, the new event counts; the settled month still answers what it kept.
      later = CURRENT_MONTH_TTL_MS + 1_000;
      expect(speeding(expectOk(await own(moved, token, month)))).toBe(before.current + 1);
      expect(speeding(expectOk(await own(moved, token, settled)))).toBe(before.settled);
      // After the settled month's hour, it is computed again with the event written late.
      later = SETTLED_MONTH_TTL_MS + 1_000;
      // (An access token lives less than the hour: sign in again; tokenOf would hand back the old one.)
      const fresh = expectOk(await moved.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-admin', password: DEMO_PASSWORD } })).accessToken;
      expect(speeding(expectOk(await own(moved, fresh, settled)))).toBe(before.settled + 1);
      computations.stop();
    } finally {
      await moved.close();
    }
  });
});

describe('the figures read a month a day per query (issue 26, 4)', () => {
  it('one query per Taipei day of the month and of the month before, each for journeys and for events', async () => {
    const db = t.app.ctx.db;
    const query = db.query;
    const tables: string[] = [];
    db.query = ((sql: string, params?: unknown[]) => {
      const table = /FROM (journeys|events) /.exec(sql)?.[1];
      if (table) tables.push(table);
      return query.call(db, sql, params);
    }) as typeof db.query;
    try {
      await monthlyReport(t.app.ctx, ENT, month);
    } finally {
      db.query = query;
    }
    // On PGlite a query holds the event loop while it runs: a day's rows at a time, not a month's.
    const days = daysInMonth(month) + daysInMonth(addMonth(month, -1));
    expect(tables.filter((x) => x === 'journeys')).toHaveLength(days);
    expect(tables.filter((x) => x === 'events')).toHaveLength(days);
  });
});

describe('how long a report is kept (reportLifetime)', () => {
  const { endTime } = monthRange('2026-10');
  it.each([
    ['inside the month', endTime - DAY_MS, CURRENT_MONTH_TTL_MS],
    ['the day after it ends (journeys still closing)', endTime + DAY_MS - 1, CURRENT_MONTH_TTL_MS],
    ['a day after it ended', endTime + DAY_MS + 1, SETTLED_MONTH_TTL_MS],
  ])('%s', (_, now, lifetime) => {
    expect(reportLifetime('2026-10', now)).toBe(lifetime);
  });

  it('a failed computation is not kept: the next reader computes again', async () => {
    let calls = 0;
    const reports = createMonthlyReports({
      now: () => TEST_NOW,
      compute: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
        return { month } as MonthlyReport;
      },
    });
    await expect(reports.get(ENT, month)).rejects.toThrow('database went away');
    expect(await reports.get(ENT, month)).toEqual({ month });
    expect(await reports.get(ENT, month)).toEqual({ month });
    expect(calls).toBe(2);
  });

  it('past its size the oldest report is dropped', async () => {
    let calls = 0;
    const reports = createMonthlyReports({ now: () => TEST_NOW, maxEntries: 2, compute: async (_, m) => { calls += 1; return { month: m } as MonthlyReport; } });
    for (const m of ['2026-01', '2026-02', '2026-03', '2026-02', '2026-01']) await reports.get(ENT, m);
    // 01, 02, 03 computed; 02 kept; 01 dropped when 03 came, so computed again.
    expect(calls).toBe(4);
  });
});
