import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { startTestApp, type TestApp } from '../harness';
import { DAY_MS } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectInvalid, expectNoToken, expectNotFound, expectOk } from '../replies';

let t: TestApp;
let admin: string;
/** The simulation's clock, stepped by hand from the server's start (TEST_NOW), ahead of the server's own clock. */
let clock = TEST_NOW;
const notified: Array<Record<string, any>> = [];
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
  t.app.ctx.services.set('comms.notify', async (input: Record<string, any>) => { notified.push(input); });
});
afterAll(() => t.close());

const list = (token: string, payload: object = {}) => t.call({ method: 'POST', url: '/api/driving-monitor/v0/car/list', token, payload });

/** Steps the runtime `n` times by `dt` seconds of simulated time. */
async function ticks(n: number, dt: number, until?: () => Promise<boolean>): Promise<void> {
  const runtime = runtimeOf(t.app.ctx);
  for (let i = 0; i < n; i += 1) {
    clock += dt * 1000;
    await runtime.tick(clock, dt);
    if (until && await until()) return;
  }
}

describe('live monitor list (spec 7.6 driving-monitor, 3 Driving monitor)', () => {
  it('spec 7.6: car/list returns every managed car of the enterprise with its live state', async () => {
    const data = expectOk(await list(admin));
    const managed = await t.app.ctx.db.query(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND NOT deleted AND enabled_code`);
    expect(data.total).toBe(managed.length);
    const rec = data.list[0];
    // Each field once, under the socket message contract's names (contract/message.ts MonitorCar).
    expect(typeof rec.carUid).toBe('string');
    expect(typeof rec.direction).toBe('number');
    expect(typeof rec.time).toBe('number');
    expect(rec).not.toHaveProperty('uid');
    expect(rec).not.toHaveProperty('heading');
    expect(rec).not.toHaveProperty('gpsTime');
    expect(['driving', 'idling', 'parking', 'lost', 'nodevice']).toContain(rec.status);
    expect(typeof rec.address).toBe('string');
    expect(Object.keys(rec.devices).sort()).toEqual(['coldChain', 'dms', 'dvr', 'tachograph', 'tpms']);
    const noDevice = data.list.filter((r: { status: string }) => r.status === 'nodevice');
    expect(noDevice.every((r: { devices: Record<string, boolean> }) => Object.values(r.devices).every((v) => !v))).toBe(true);
  });

  it('spec 4: TPMS tyres carry a status code 0..11 with its label and a position name', async () => {
    const withTyres = expectOk(await list(admin)).list.find((r: { tyres?: unknown[] }) => r.tyres);
    expect(withTyres).toBeDefined();
    for (const tyre of withTyres.tyres) {
      expect(tyre.status).toBeGreaterThanOrEqual(0);
      expect(tyre.status).toBeLessThanOrEqual(11);
      expect(tyre.statusLabel).toMatch(/正常|警告/);
      expect(tyre.label).toMatch(/軸/);
    }
  });

  it('spec 7.6: car/list filters by keyword, status and department', async () => {
    const all = expectOk(await list(admin)).list;
    const one = expectOk(await list(admin, { keyword: all[0].carNo }));
    expect(one.list.map((r: { carUid: string }) => r.carUid)).toEqual([all[0].carUid]);
    const parked = expectOk(await list(admin, { status: ['nodevice'] }));
    expect(parked.list.every((r: { status: string }) => r.status === 'nodevice')).toBe(true);
    const dep = all.find((r: { departmentUid: string | null }) => r.departmentUid).departmentUid;
    const byDep = expectOk(await list(admin, { departmentUid: dep }));
    expect(byDep.total).toBeLessThan(all.length);
    expect(byDep.list.every((r: { departmentUid: string }) => r.departmentUid === dep)).toBe(true);
  });

  it('issue 3: car/list validates, needs a token and P_P01, and shows only the caller\'s enterprise', async () => {
    expectInvalid(await list(admin, { status: ['flying'] }), 'status.0');
    expectNoToken(await t.call({ method: 'POST', url: '/api/driving-monitor/v0/car/list', payload: {} }));
    expectForbidden(await list(await t.tokenOf('demo-driver')));
    expectOk(await list(await t.tokenOf('demo-viewer')));
    const b = expectOk(await list(await t.tokenOf('demo-b-admin')));
    expect(b.list.length).toBeGreaterThan(0);
    expect(b.list.every((r: { carUid: string }) => r.carUid.startsWith('car-b'))).toBe(true);
    expectNotFound(await list(await t.tokenOf('demo-b-admin'), { departmentUid: 'opt-a-dep-1' }));
  });
});

describe('last event per icon kind (spec 7.6 iov/v0/drivingLastEventStatus)', () => {
  const status = (token: string, payload: object = {}) => t.call({ method: 'POST', url: '/api/iov/v0/drivingLastEventStatus', token, payload });

  it('spec 3: each car lists the last event of each icon kind, null when there is none', async () => {
    const rows = expectOk(await status(admin, { hours: 72 }));
    expect(Object.keys(rows[0].events).sort()).toEqual(['detect', 'drive', 'dtc', 'engine', 'fence', 'speed', 'tss']);
    const lit = rows.flatMap((r: { events: Record<string, { type: string } | null> }) => Object.entries(r.events).filter(([, e]) => e));
    expect(lit.length).toBeGreaterThan(0);
    const engine = lit.find(([kind]: [string]) => kind === 'engine');
    if (engine) expect(['engineOn', 'engineOverheat', 'engineOverLoading']).toContain(engine[1].type);
  });

  it('spec 7.6: the department category narrows the cars', async () => {
    const all = expectOk(await status(admin));
    const dep = (await t.app.ctx.db.one<{ department_uid: string }>(`SELECT department_uid FROM cars WHERE uid = $1`, [all[0].carUid]))!.department_uid;
    const some = expectOk(await status(admin, { departmentUid: dep }));
    expect(some.length).toBeLessThan(all.length);
    expect(some.every((r: { departmentUid: string }) => r.departmentUid === dep)).toBe(true);
  });

  it('issue 3: the call validates, needs a token and P_P01, and hides other enterprises\' cars', async () => {
    expectInvalid(await status(admin, { hours: 0 }), 'hours');
    expectNoToken(await t.call({ method: 'POST', url: '/api/iov/v0/drivingLastEventStatus', payload: {} }));
    expectForbidden(await status(await t.tokenOf('demo-driver')));
    expectNotFound(await status(await t.tokenOf('demo-b-admin'), { carUids: ['car-a-001'] }));
  });
});

describe('the running simulation (spec 2.11 Monitoring map, 4, 7.12)', () => {
  it('spec 7.12: a tick emits the whole monitor list to watched enterprises only', async () => {
    const emitted: Array<[string, unknown[]]> = [];
    const realtime = t.app.ctx.realtime;
    const saved = { watched: realtime.watchedEnterprises, emit: realtime.emitMonitor };
    realtime.watchedEnterprises = () => new Set(['ent-a']);
    realtime.emitMonitor = (enterpriseUid, data) => { emitted.push([enterpriseUid, data as unknown[]]); };
    try {
      await ticks(1, 1);
    } finally {
      realtime.watchedEnterprises = saved.watched;
      realtime.emitMonitor = saved.emit;
    }
    expect(emitted.map(([e]) => e)).toEqual(['ent-a']);
    expect(emitted[0][1]).toHaveLength(expectOk(await list(admin)).total);
  });

  it('spec 4: a simulated event is stored and notified with its category', async () => {
    notified.length = 0;
    const before = Number((await t.app.ctx.db.one<{ n: string }>(`SELECT count(*) AS n FROM events`))!.n);
    const start = clock;
    await ticks(400, 10, async () => notified.some((n) => n.category === 5));
    const stored = await t.app.ctx.db.query<{ title: string; category: number }>(`SELECT title, category FROM events WHERE created_at > $1`, [new Date(start)]);
    expect(Number((await t.app.ctx.db.one<{ n: string }>(`SELECT count(*) AS n FROM events`))!.n)).toBeGreaterThan(before);
    const sent = notified.find((n) => n.category === 5)!;
    expect(sent).toBeDefined();
    expect(stored.some((s) => s.title === sent.title && s.category === 5)).toBe(true);
    expect(sent.enterpriseUid).toMatch(/^ent-/);
    expect(sent.data.carUid).toBeTruthy();
  });

  it('spec 3: a truck crossing a geofence creates a fence event (category 3)', async () => {
    const driving = async () => expectOk(await list(admin, { status: ['driving'] })).list.find((r: { speed: number }) => r.speed > 20);
    if (!await driving()) await ticks(600, 5, async () => !!await driving());
    const moving = await driving();
    expect(moving).toBeDefined();
    const fence = expectOk(await t.call({
      method: 'POST', url: '/api/fence/v0', token: admin,
      payload: {
        name: '測試圍籬', iconType: 'zone', shape: { type: 'circle', center: { lat: moving.lat, lng: moving.lng }, radius: 30 },
        triggers: { enter: true, leave: true }, message: '測試訊息', options: { notify: true, carUids: [moving.carUid] },
      },
    }));
    const found = () => t.app.ctx.db.one<{ title: string; category: number; content: string }>(
      `SELECT title, category, content FROM events WHERE type = 'fence' AND data->>'fenceUid' = $1`, [fence.uid]);
    await ticks(200, 2, async () => !!(await found()));
    const event = await found();
    expect(event).toMatchObject({ category: 3 });
    expect(event!.title).toMatch(/^(進入|離開)圍籬 測試圍籬/);
    expect(event!.content).toContain('測試訊息');
    expect(notified.some((n) => n.category === 3 && n.title === event!.title)).toBe(true);
  });

  it('spec 2.11: the fence labels of a record name the fences the truck is in', async () => {
    const rec = expectOk(await list(admin)).list.find((r: { status: string }) => r.status !== 'nodevice');
    expectOk(await t.call({
      method: 'POST', url: '/api/fence/v0', token: admin,
      payload: {
        name: '包圍圍籬', iconType: 'zone', shape: { type: 'circle', center: { lat: rec.lat, lng: rec.lng }, radius: 50_000 },
        triggers: { enter: true, leave: false }, message: '', options: { notify: false, carUids: [] },
      },
    }));
    await ticks(1, 1);
    const after = expectOk(await list(admin, { keyword: rec.carNo })).list[0];
    expect(after.fences).toContain('包圍圍籬');
  });
});

describe('external device detail (spec 2.11, extension external-device/v0/detail)', () => {
  const detail = (token: string, carUid: string, days = 1) =>
    t.call({ method: 'POST', url: '/api/external-device/v0/detail', token, payload: { carUid, startTime: TEST_NOW - days * DAY_MS, endTime: TEST_NOW } });

  it('spec 2.11: a cold-chain car shows its temperature series over the range', async () => {
    const car = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND udid IS NOT NULL AND devices ? 'coldChain' AND enabled_code ORDER BY uid LIMIT 1`))!;
    const data = expectOk(await detail(admin, car.uid));
    expect(data.coldChain.series.length).toBeGreaterThan(10);
    expect(data.coldChain.series[0].values.length).toBe(data.coldChain.sensors);
    expect(data.coldChain.setpoint.max).toBeGreaterThan(data.coldChain.setpoint.min);
  });

  it('spec 4: a TPMS car shows its tyre layout with codes 0..11', async () => {
    const car = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND udid IS NOT NULL AND devices ? 'tpms' AND enabled_code ORDER BY uid LIMIT 1`))!;
    const data = expectOk(await detail(admin, car.uid));
    expect([6, 10]).toContain(data.tpms.tyres.length);
    expect(data.tpms.tyres.every((y: { status: number }) => y.status >= 0 && y.status <= 11)).toBe(true);
  });

  it('spec 3: a car without a device has no panels', async () => {
    const car = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND udid IS NULL ORDER BY uid LIMIT 1`))!;
    const data = expectOk(await detail(admin, car.uid));
    expect(data).toMatchObject({ coldChain: null, tpms: null, dms: null, tachograph: null, dvr: null });
  });

  it('issue 3: the detail validates the range, needs P_P01 and hides other enterprises\' cars', async () => {
    const res = await t.call({ method: 'POST', url: '/api/external-device/v0/detail', token: admin, payload: { carUid: 'car-a-001', startTime: TEST_NOW, endTime: TEST_NOW - DAY_MS } });
    expectInvalid(res, 'endTime');
    expectNoToken(await t.call({ method: 'POST', url: '/api/external-device/v0/detail', payload: { carUid: 'car-a-001', startTime: 0, endTime: 1 } }));
    expectForbidden(await detail(await t.tokenOf('demo-driver'), 'car-a-001'));
    expectNotFound(await detail(await t.tokenOf('demo-b-admin'), 'car-a-001'));
  });
});
