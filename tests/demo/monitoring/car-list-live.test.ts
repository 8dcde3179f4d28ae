import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carListAnswersOf, carListPage } from '../../../demo/server/domains/monitoring/monitor/car-list-answers';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { expectNotFound, expectOk } from '../replies';

/**
 * driving-monitor/v0/car/list served from the live records once per tick (issue 26, 3): the same
 * answer as building it per call, whatever the filter and caller, printed once for the calls of a
 * tick, gzipped for those that accept it.
 */
let t: TestApp;
let admin: string;
let clock = TEST_NOW;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const URL = '/api/driving-monitor/v0/car/list';
const list = (token: string, payload: object = {}, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: URL, token, payload, headers });
const tick = async () => {
  clock += 1000;
  await runtimeOf(t.app.ctx).tick(clock, 1);
};
const uids = (page: { list: Array<{ carUid: string }> }) => page.list.map((r) => r.carUid).sort();

describe('car/list from the live state (issue 26, 3)', () => {
  it('answers what the live records give for every filter, and the cars the database gives the enterprise and department', async () => {
    await tick();
    const { db } = t.app.ctx;
    const dep = (await db.one<{ department_uid: string }>(
      `SELECT department_uid FROM cars WHERE enterprise_uid = 'ent-a' AND department_uid IS NOT NULL AND NOT deleted AND enabled_code LIMIT 1`))!.department_uid;
    const all = expectOk(await list(admin));
    const filters: object[] = [
      {}, { departmentUid: dep }, { keyword: `  ${all.list[1].carNo.toUpperCase()} ` }, { keyword: all.list[2].driverName || 'x' },
      { status: ['driving', 'parking'] }, { status: ['nodevice'], departmentUid: dep }, { offset: 3, limit: 5 }, { keyword: 'no such car' },
    ];
    for (const [name, enterpriseUid] of [['demo-admin', 'ent-a'], ['demo-viewer', 'ent-a'], ['demo-b-admin', 'ent-b']] as const) {
      const token = await t.tokenOf(name);
      const records = await runtimeOf(t.app.ctx).records(enterpriseUid);
      for (const body of enterpriseUid === 'ent-a' ? filters : [{}, { status: ['driving'] }]) {
        expect(expectOk(await list(token, body)), `${name} ${JSON.stringify(body)}`).toEqual(carListPage(records, body));
      }
      const managed = await db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = $1 AND NOT deleted AND enabled_code`, [enterpriseUid]);
      expect(uids(expectOk(await list(token)))).toEqual(managed.map((c) => c.uid).sort());
    }
    const ofDep = await db.query<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND department_uid = $1 AND NOT deleted AND enabled_code`, [dep]);
    expect(uids(expectOk(await list(admin, { departmentUid: dep })))).toEqual(ofDep.map((c) => c.uid).sort());
    // another enterprise's department is still not found, and never answered from ent-a's shared answers
    expectNotFound(await list(await t.tokenOf('demo-b-admin'), { departmentUid: dep }));
  });

  it('calls in flight in one tick share one printed answer; the next tick prints a new one', async () => {
    await tick();
    const answers = carListAnswersOf(t.app.ctx);
    const before = answers.printed;
    const bodies = await Promise.all(Array.from({ length: 8 }, (_, i) => list(admin, i % 2 ? { status: ['parking', 'driving'] } : { status: ['driving', 'parking'] })));
    expect(answers.printed).toBe(before + 1);
    expect(new Set(bodies.map((b) => b.body)).size).toBe(1);
    // another caller of the same enterprise and filter shares it too; another filter has its own
    await list(await t.tokenOf('demo-viewer'), { status: ['driving', 'parking'] });
    expect(answers.printed).toBe(before + 1);
    await list(admin, { status: ['driving'] });
    expect(answers.printed).toBe(before + 2);
    // the next tick prints the two filters asked as soon as its records are written (issue 26, 3): the calls print nothing
    await tick();
    expect(answers.printed).toBe(before + 4);
    const after = await list(admin, { status: ['driving', 'parking'] });
    await list(admin, { status: ['driving'] });
    expect(answers.printed).toBe(before + 4);
    // the trucks moved: the new tick's answer is not the old one
    expect(after.body).not.toBe(bodies[0].body);
  });

  it('is gzipped for a caller that accepts it, and the same JSON when unzipped', async () => {
    await tick();
    const plain = await list(admin);
    const zipped = await list(admin, {}, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(String(zipped.headers['content-type'])).toContain('application/json');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await list(admin, {}, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding']).toBeUndefined();
  });
});
