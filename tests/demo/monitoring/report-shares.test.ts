import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { REPORT_SHARE_REVOKED, type MonthlyReport, type ReportShareLink } from '../../../src/core/api/contract/report';
import { PUBLIC_REPORT_READS_PER_MINUTE } from '../../../demo/server/domains/monitoring/report/routes';
import { monthOf } from '../../../src/core/report/month';
import { TEST_NOW, testClock } from '../test-clock';
import { expectForbidden, expectInvalid, expectNotFound, expectOk } from '../replies';

/** Issue 22, 22: the monthly report's share links are listed and revocable; the public call is rate-limited. */
let t: TestApp;
let admin: string;
let viewer: string;
let driver: string;
let bAdmin: string;
const month = monthOf(TEST_NOW);
beforeAll(async () => {
  t = await startTestApp();
  [admin, viewer, driver, bAdmin] = await Promise.all(['demo-admin', 'demo-viewer', 'demo-driver', 'demo-b-admin'].map((n) => t.tokenOf(n)));
});
afterAll(() => t.close());

const share = (token: string, m = month) => t.call({ method: 'POST', url: '/api/report/v0/share', token, payload: { month: m } });
const monthly = (shareToken: string, ip = '10.0.0.1') => t.call({ method: 'POST', url: '/api/report/v0/monthly', payload: { share: shareToken }, remoteAddress: ip });
const shares = (token: string) => t.call({ method: 'GET', url: '/api/report/v0/share', token });
const revoke = (token: string, uid: string) => t.call({ method: 'DELETE', url: `/api/report/v0/share/${uid}`, token });

describe('share links of the monthly report', () => {
  it('a signed-in reader reads the own month without making a link', async () => {
    const before = expectOk<ReportShareLink[]>(await shares(admin)).length;
    const report = expectOk<MonthlyReport>(await t.call({ method: 'GET', url: `/api/report/v0/own/${month}`, token: driver }));
    expect(report.month).toBe(month);
    expect(report.cars).toBeGreaterThan(0);
    expect(expectOk<ReportShareLink[]>(await shares(admin))).toHaveLength(before);
    expectInvalid(await t.call({ method: 'GET', url: '/api/report/v0/own/2099-01', token: admin }), 'month');
  });

  it('a made link is listed with its maker; revoking it makes the link answer that it was revoked', async () => {
    const link = expectOk(await share(viewer));
    const listed = expectOk<ReportShareLink[]>(await shares(admin)).find((l) => l.uid === link.uid);
    expect(listed).toMatchObject({ month, createdBy: '林小華', expiresAt: link.expiresAt });
    expect(listed).not.toHaveProperty('token');
    expectOk(await monthly(link.token));

    expect(expectOk(await revoke(admin, link.uid))).toBeNull();
    const refused = await monthly(link.token);
    expectForbidden(refused);
    expect(refused.json().message).toBe(REPORT_SHARE_REVOKED);
    expect(expectOk<ReportShareLink[]>(await shares(admin)).some((l) => l.uid === link.uid)).toBe(false);
  });

  it('revoking twice, or twice at once, changes nothing the second time and logs one entry', async () => {
    const link = expectOk(await share(admin));
    const logTotal = async () => expectOk(await t.call({ method: 'POST', url: '/api/log-operation/v0/list', token: admin, payload: { limit: 1 } })).total;
    const before = await logTotal();
    const answers = await Promise.all([revoke(admin, link.uid), revoke(admin, link.uid)]);
    answers.forEach((res) => expectOk(res));
    expectOk(await revoke(admin, link.uid));
    expect(await logTotal()).toBe(before + 1);
    expect(await t.app.ctx.db.one(`SELECT count(*)::int AS n FROM report_shares WHERE uid = $1 AND revoked_at IS NOT NULL`, [link.uid])).toEqual({ n: 1 });
  });

  it('another enterprise can neither see nor revoke a link: its revoke is not found and the link keeps working', async () => {
    const link = expectOk(await share(admin));
    expect(expectOk<ReportShareLink[]>(await shares(bAdmin)).some((l) => l.uid === link.uid)).toBe(false);
    expectNotFound(await revoke(bAdmin, link.uid));
    expectNotFound(await revoke(admin, 'share-none'));
    expectOk(await monthly(link.token));
  });

  it('making, listing and revoking links needs P_P05 (the event data the report is made of)', async () => {
    const link = expectOk(await share(admin));
    for (const res of [await share(driver), await shares(driver), await revoke(driver, link.uid)]) expectForbidden(res);
    expectOk(await monthly(link.token));
  });

  it('a token without a link record (signed before links were recorded, or forged) is refused', async () => {
    const { signPurposeToken } = await import('../../../demo/server/auth/tokens');
    const bare = await signPurposeToken(t.app.ctx.tokens, 'ent-a', 'report-share', 3600, { month });
    expectForbidden(await monthly(bare));
  });
});

describe('the public report call\'s budget', () => {
  // An app of its own whose clock the test moves; started in a hook, whose time limit allows for a
  // busy machine, rather than in the test.
  let later = 0;
  let moved: TestApp;
  beforeAll(async () => {
    const base = testClock();
    moved = await startTestApp({ now: () => base() + later });
  });
  afterAll(() => moved.close());

  it('a client past its reads per minute gets 429 with Retry-After and the status body; another client still reads', async () => {
    const token = expectOk(await moved.call({ method: 'POST', url: '/api/report/v0/share', token: await moved.tokenOf('demo-admin'), payload: { month } })).token;
    const read = (ip: string) => moved.call({ method: 'POST', url: '/api/report/v0/monthly', payload: { share: token }, remoteAddress: ip });
    for (let i = 0; i < PUBLIC_REPORT_READS_PER_MINUTE; i++) expectOk(await read('10.9.9.9'));
    const refused = await read('10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 4290001, message: '報表查詢次數過多，請稍後再試。' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Wrong tokens count too, so a client cannot sweep tokens past the budget.
    expect((await moved.call({ method: 'POST', url: '/api/report/v0/monthly', payload: { share: 'x.y.z' }, remoteAddress: '10.9.9.9' })).statusCode).toBe(429);
    expectOk(await read('10.9.9.10'));
    later = 61_000;
    expectOk(await read('10.9.9.9'));
  });
});
