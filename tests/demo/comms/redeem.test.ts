import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { expectNoToken, expectNotFound, expectOk, expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let car: string;
let serials: Array<{ serial_no: string; plan_uid: string }>;
const PLUS_KEY = { 'x-api-key': 'fms-demo-plus-key' };

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  car = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND enabled_code AND NOT deleted ORDER BY uid LIMIT 1`))!.uid;
  serials = await t.app.ctx.db.query(`SELECT serial_no, plan_uid FROM plus_serials WHERE used_at IS NULL AND expires_at > $1 ORDER BY serial_no`, [new Date(t.app.ctx.now())]);
});
afterAll(() => t.close());

const call = (path: string, token: string | undefined, payload?: object, method: 'GET' | 'POST' = 'POST') =>
  t.call({ method, url: `/plus/${path}`, token, payload, headers: PLUS_KEY });

describe('service redeem by serial number (spec 2.11 \'Service redeem\', our calls)', () => {
  it('spec 2.11: checking a serial tells its plan and that it is unused; dashes and case do not matter', async () => {
    const plain = serials[0].serial_no.replace(/-/g, '').toLowerCase();
    const data = expectOk(await call('exchange/check', admin, { serialNo: plain }));
    expect(data).toMatchObject({ serialNo: serials[0].serial_no, used: false, plan: { uid: serials[0].plan_uid } });
  });

  it('spec 2.11: redeeming activates the service for the car, and the record lists it', async () => {
    const data = expectOk(await call('exchange', admin, { serialNo: serials[1].serial_no, carUid: car }));
    expect(data).toMatchObject({ carUid: car, source: 'exchange', sourceCode: serials[1].serial_no });
    expect(data.endTime).toBeGreaterThan(TEST_NOW + 25 * 86_400_000);
    const record = expectOk(await call(`exchange/record?carUid=${car}`, admin, undefined, 'GET'));
    expect(record.list[0].uid).toBe(data.uid);
    expect(expectOk(await call('exchange/check', admin, { serialNo: serials[1].serial_no })).used).toBe(true);
  });

  it('spec 2.11: a used serial cannot be redeemed again (409)', async () => {
    expectOk(await call('exchange', admin, { serialNo: serials[2].serial_no, carUid: car }));
    expectStatus(await call('exchange', admin, { serialNo: serials[2].serial_no, carUid: car }), 409, 4090001, 'serialNo');
  });

  it('spec 2.11: a second redeem of the same service type extends from the end of the first', async () => {
    await t.app.ctx.db.query(`INSERT INTO plus_serials (serial_no, plan_uid, expires_at) VALUES
      ('TEST-AAAA-0000-0001', 'plan-coldchain-month', $1), ('TEST-AAAA-0000-0002', 'plan-coldchain-year', $1)`, [new Date(t.app.ctx.now() + 30 * 86_400_000)]);
    const first = expectOk(await call('exchange', admin, { serialNo: 'TEST-AAAA-0000-0001', carUid: car }));
    const second = expectOk(await call('exchange', admin, { serialNo: 'test-aaaa-0000-0002', carUid: car }));
    expect(second.startTime).toBe(first.endTime);
  });

  it('spec 2.11: an expired serial is refused (409)', async () => {
    const expired = await t.app.ctx.db.one<{ serial_no: string }>(`SELECT serial_no FROM plus_serials WHERE expires_at < $1`, [new Date(t.app.ctx.now())]);
    expectStatus(await call('exchange', admin, { serialNo: expired!.serial_no, carUid: car }), 409, 4090001, 'serialNo');
  });

  it('issue 3: an unknown serial is not found; a malformed one is a validation error', async () => {
    expectNotFound(await call('exchange/check', admin, { serialNo: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' }));
    expectStatus(await call('exchange/check', admin, { serialNo: '12-34' }), 400, 4000001, 'serialNo');
  });

  it('issue 3: redeem calls need a signed-in user', async () => {
    expectNoToken(await call('exchange/check', undefined, { serialNo: serials[0].serial_no }));
    expectNoToken(await call('exchange/record', undefined, undefined, 'GET'));
  });

  it('issue 3: another enterprise cannot redeem for enterprise A\'s car nor see its record', async () => {
    const b = await t.tokenOf('demo-b-admin');
    expectNotFound(await call('exchange', b, { serialNo: serials[0].serial_no, carUid: car }));
    expectNotFound(await call(`exchange/record?carUid=${car}`, b, undefined, 'GET'));
    const theirs = expectOk(await call('exchange/record?limit=100', b, undefined, 'GET'));
    expect(theirs.list.every((s: { carUid: string }) => s.carUid !== car)).toBe(true);
  });
});
