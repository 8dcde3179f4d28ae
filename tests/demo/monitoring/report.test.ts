import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { REPORT_FIGURE_KEYS, type MonthlyReport } from '../../../src/core/api/contract/report';
import { monthOf } from '../../../src/core/report/month';
import { TEST_NOW, testClock } from '../test-clock';
import { expectForbidden, expectInvalid, expectNoToken, expectOk } from '../replies';

let t: TestApp;
let admin: string;
const month = monthOf(TEST_NOW);
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const share = (token: string | undefined, m: string) => t.call({ method: 'POST', url: '/api/report/v0/share', token, payload: { month: m } });
const monthly = (shareToken: string) => t.call({ method: 'POST', url: '/api/report/v0/monthly', payload: { share: shareToken } });

describe('the monthly operations report (spec 2.11, 2.2, 6)', () => {
  it('a share token reads the month\'s 13 figures without any identity data', async () => {
    const link = expectOk(await share(admin, month));
    expect(link.month).toBe(month);
    const report = expectOk<MonthlyReport>(await monthly(link.token));
    expect(report.month).toBe(month);
    expect(report.figures.map((f) => f.key)).toEqual(REPORT_FIGURE_KEYS);
    expect(report.figures.every((f) => f.daily.length === 30)).toBe(true);
    const distance = report.figures.find((f) => f.key === 'distance')!;
    expect(distance.value).toBeGreaterThan(0);
    expect(distance.daily.reduce((a, b) => a + b, 0)).toBeCloseTo(distance.value, 0);
    // Days fall on the Taipei calendar: nothing after today (the 20th), something in the seeded days before it.
    expect(distance.daily.slice(20).every((v) => v === 0)).toBe(true);
    expect(distance.daily.slice(16, 20).some((v) => v > 0)).toBe(true);
    expect(report.enterpriseName).not.toBe('');
    expect(report.cars).toBeGreaterThan(0);
  });

  it('the figures are the enterprise\'s own: enterprise B\'s token reads B\'s report', async () => {
    const a = expectOk<MonthlyReport>(await monthly(expectOk(await share(admin, month)).token));
    const b = expectOk<MonthlyReport>(await monthly(expectOk(await share(await t.tokenOf('demo-b-admin'), month)).token));
    expect(b.enterpriseName).not.toBe(a.enterpriseName);
    expect(b.cars).toBeLessThan(a.cars);
  });

  it('the event counts match the event list of the same month', async () => {
    const report = expectOk<MonthlyReport>(await monthly(expectOk(await share(admin, month)).token));
    const events = expectOk(await t.call({ method: 'POST', url: '/api/events/v0/event/list', token: admin,
      payload: { startTime: report.startTime, endTime: report.endTime, types: ['speeding'], limit: 1 } }));
    expect(report.figures.find((f) => f.key === 'speeding')!.value).toBe(events.total);
  });

  it('a forged or altered token is refused, and so is an access token', async () => {
    const { token } = expectOk(await share(admin, month));
    expectForbidden(await monthly(`${token.slice(0, -4)}AAAA`));
    expectForbidden(await monthly(admin));
  });

  it('sharing needs a sign-in and refuses a month still to come', async () => {
    expectNoToken(await share(undefined, month));
    expectInvalid(await share(admin, '2099-01'), 'month');
    expectInvalid(await share(admin, '2026-13'), 'month');
  });

  it('reading a report changes nothing in the operation log; making a share link is logged once (issue 22, 22)', async () => {
    const logTotal = async () => expectOk(await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { limit: 1 } })).total;
    const before = await logTotal();
    const link = expectOk(await share(admin, '2026-09'));
    expect(await logTotal()).toBe(before + 1);
    expectOk(await monthly(link.token));
    expectOk(await t.call({ method: 'GET', url: '/api/report/v0/own/2026-09', token: admin }));
    expect(await logTotal()).toBe(before + 1);
  });

  it('a shared link stops working after 90 days', async () => {
    const base = testClock();
    let later = 0;
    const moved = await startTestApp({ now: () => base() + later });
    try {
      const token = expectOk(await moved.call({ method: 'POST', url: '/api/report/v0/share', token: await moved.tokenOf('demo-admin'), payload: { month } })).token;
      expectOk(await moved.call({ method: 'POST', url: '/api/report/v0/monthly', payload: { share: token } }));
      later = 91 * 86_400_000;
      expectForbidden(await moved.call({ method: 'POST', url: '/api/report/v0/monthly', payload: { share: token } }));
    } finally {
      await moved.close();
    }
  });
});
