import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createLogSender, type App } from '../../../demo/server/app';
import { clusterAdapter } from '../../../demo/server/cluster/adapter';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { ENTERPRISES } from '../../../demo/server/enterprises';
import { runtimeOf } from '../../../demo/server/domains/monitoring/monitor/runtime';
import { openJourneyFromSimulator, setSimulating } from '../../../demo/server/domains/monitoring/monitor/simulator-process';
import { loadTaskKinds, taskKindResolver } from '../../../demo/server/domains/monitoring/shared/task-kinds';
import { DAY_MS } from '../../../demo/server/time';
import { manualClock } from '../../../src/core/clock';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/pg/throwaway-postgres';
import { API_KEY } from '../harness';
import { TEST_NOW } from '../test-clock';
import { within, LIVENESS_MS, LIVENESS_TEST_MS } from './cluster-server';

/**
 * Issue 25, 2: with several processes only the leader runs the simulator; the others' runtimes hold
 * what they loaded once. Two apps on one throwaway PostgreSQL, each with the cluster adapter as a
 * worker has it: the leader steps its simulator, and every read of the live runtime through the
 * other (the journey under way in the history calls, the live records) answers as the leader does.
 */
let pg: ThrowawayPostgres;
const apps: App[] = [];
const clock = manualClock(TEST_NOW);
const tokens: string[] = [];

beforeAll(async () => {
  pg = await startThrowawayPostgres();
  const databaseUrl = await pg.createDatabase('leader_reads');
  const savedSecret = process.env.FMS_TOKEN_SECRET;
  process.env.FMS_TOKEN_SECRET = 'leader-reads-test-secret';
  try {
    for (let worker = 1; worker <= 2; worker += 1) {
      const adapter = await clusterAdapter({ FMS_DATABASE_URL: databaseUrl }, () => {});
      const app = await buildApp({
        databaseUrl, dataDir: null, seedSize: 'small', background: false, logger: false, now: clock,
        sender: createLogSender(() => {}), partnerOrigins: [], cluster: { adapter, worker },
      });
      await app.fastify.ready();
      app.ctx.services.set('comms.notify', async () => {});
      apps.push(app);
    }
  } finally {
    if (savedSecret === undefined) delete process.env.FMS_TOKEN_SECRET;
    else process.env.FMS_TOKEN_SECRET = savedSecret;
  }
  for (const app of apps) tokens.push(await signIn(app));
}, 240_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await pg?.stop();
});

async function signIn(app: App): Promise<string> {
  const res = await app.fastify.inject({ method: 'POST', url: '/api/auth/v0/sign-in', headers: { 'x-api-key': API_KEY }, payload: { name: 'demo-admin', password: DEMO_PASSWORD } });
  return (res.json() as { data: { accessToken: string } }).data.accessToken;
}

/** A call to app `i` (0 the leader, 1 the other) as demo-admin; the reply's data. */
async function post(i: number, url: string, payload: object): Promise<any> {
  const res = await apps[i].fastify.inject({ method: 'POST', url: `/api/${url}`, payload, headers: { 'x-api-key': API_KEY, authorization: `Bearer ${tokens[i]}` } });
  const body = res.json() as { status: number; data: unknown };
  expect(body.status, res.body).toBe(0);
  return body.data;
}

describe('reads of the live runtime on a process that does not simulate (issue 25, 2)', () => {
  it('the journey under way and the live records read through the other process equal the leader\'s', async () => {
    // app 0 runs the simulator (as the lock's holder would: start.ts marks it); app 1 never ticks
    setSimulating(apps[0].ctx, true);
    const runtime = runtimeOf(apps[0].ctx);
    // the other loads its runtime now, at the start: what it would answer on its own is this
    await runtimeOf(apps[1].ctx).ensure();
    const driving = async () => (await post(0, 'driving-monitor/v0/car/list', { status: ['driving'] })).list
      .find((r: { speed: number }) => r.speed > 20) as { carUid: string } | undefined;
    for (let i = 0; i < 60; i += 1) { clock.advance(5_000); await runtime.tick(clock(), 5); }
    for (let i = 0; i < 600 && !await driving(); i += 1) { clock.advance(5_000); await runtime.tick(clock(), 5); }
    const car = await driving();
    expect(car).toBeDefined();
    const body = { carUid: car!.carUid, startTime: clock() - DAY_MS, endTime: clock(), offset: 0, limit: 100 };
    const leaders = await post(0, 'driving-history/v0/journey/list', body);
    const open = leaders.list.find((j: { ongoing?: boolean }) => j.ongoing);
    expect(open).toMatchObject({ carUid: car!.carUid, ongoing: true, endTime: clock() });

    // the adapters find each other by heartbeat: the live records (asked of the leader) first
    const records = await post(0, 'driving-monitor/v0/car/list', {});
    await within(LIVENESS_MS, 'the other process answers the leader\'s live records', async () => {
      const other = await post(1, 'driving-monitor/v0/car/list', {});
      return JSON.stringify(other) === JSON.stringify(records) ? true : undefined;
    });
    expect(await post(1, 'driving-history/v0/journey/list', body)).toEqual(leaders);
    const detail = await post(0, 'driving-history/v0/journey/detail', { journeyUid: open.uid });
    expect(detail.points.at(-1).time).toBe(clock());
    expect(await post(1, 'driving-history/v0/journey/detail', { journeyUid: open.uid })).toEqual(detail);
    const sums = { startTime: body.startTime, endTime: body.endTime, offset: 0, limit: 100 };
    expect(await post(1, 'driving-history/v0/car/list', sums)).toEqual(await post(0, 'driving-history/v0/car/list', sums));
    // a parked car is an answer of the leader too (null), not "none answered" that the other would fill in itself
    let parked: string | undefined;
    for (const r of (await post(0, 'driving-monitor/v0/car/list', {})).list as Array<{ carUid: string }>) {
      if (!parked && await runtime.openJourney(ENTERPRISES.A, r.carUid) === null) parked = r.carUid;
    }
    expect(parked).toBeDefined();
    expect(await openJourneyFromSimulator(apps[1].ctx, { enterpriseUid: ENTERPRISES.A, carUid: parked! })).toEqual({ journey: null });
  }, LIVENESS_TEST_MS);

  it('a task kind added through the other process is used by the leader\'s simulator within its reload of the cars (30 ticks)', async () => {
    const leader = apps[0].ctx;
    const runtime = runtimeOf(leader);
    const before = taskKindResolver(await loadTaskKinds(leader));
    const created = await apps[1].fastify.inject({
      method: 'POST', url: '/api/options/v0', payload: { category: 'task', name: '叢集測試任務' },
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${tokens[1]}` },
    });
    expect(created.json().status, created.body).toBe(0);
    const after = taskKindResolver(await loadTaskKinds(leader));
    // the simulator reloads the cars (and now the task kinds) every 30 ticks
    for (let i = 0; i < 30; i += 1) { clock.advance(1_000); await runtime.tick(clock(), 1); }
    const cars = (await post(0, 'driving-monitor/v0/car/list', {})).list as Array<{ carUid: string }>;
    const open = (await Promise.all(cars.map((c) => runtime.openJourney(ENTERPRISES.A, c.carUid)))).filter((j) => j !== null);
    expect(open.length).toBeGreaterThan(0);
    // the new list changes some car's kind (else this proves nothing), and the journeys follow the new list
    expect(open.some((j) => before(j.enterpriseUid, j.carUid, j.startTime) !== after(j.enterpriseUid, j.carUid, j.startTime))).toBe(true);
    expect(open.map((j) => j.taskKindUid)).toEqual(open.map((j) => after(j.enterpriseUid, j.carUid, j.startTime)));
  }, LIVENESS_TEST_MS);
});
