import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { expectOk } from '../replies';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const monitorList = async () => expectOk(await t.call({ method: 'POST', url: '/api/driving-monitor/v0/car/list', token: admin, payload: { limit: 1000 } }));

describe('a car brought under management (spec 7.5 car/v0/enable, issue 11)', () => {
  it('shows on the live monitor at the next tick, as no device installed, and leaves it when deleted', async () => {
    const runtime = runtimeOf(t.app.ctx);
    await runtime.tick(TEST_NOW + 1000, 1);
    const car = expectOk(await t.call({ method: 'POST', url: '/api/car/v0', token: admin, payload: { carNo: 'ZQ-7001', model: 'XZU720' } }));
    expectOk(await t.call({ method: 'POST', url: '/api/car/v0/enable', token: admin, payload: { uids: [car.uid] } }));
    await runtime.tick(TEST_NOW + 2000, 1);
    const shown = (await monitorList()).list.find((r: { carUid: string }) => r.carUid === car.uid);
    expect(shown).toMatchObject({ carNo: 'ZQ-7001', status: 'nodevice' });

    expectOk(await t.call({ method: 'DELETE', url: '/api/car/v0', token: admin, payload: { uids: [car.uid] } }));
    await runtime.tick(TEST_NOW + 3000, 1);
    expect((await monitorList()).list.some((r: { carUid: string }) => r.carUid === car.uid)).toBe(false);
  });
});
