import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, createLogSender, type App } from '../../../demo/server/app';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import type { GeoProvider } from '../../../demo/server/geo/provider';
import { offlineGeo } from '../../../demo/server/geo/providers/offline';
import { TEST_NOW, testClock } from '../test-clock';

/** A provider that knows one warehouse the gazetteer does not, and plans every route as 12.3 km in 30 min. */
const WAREHOUSE = { lat: 22.61, lng: 120.29, address: '806高雄市前鎮區測試倉庫路1號' };
const fake: GeoProvider = {
  name: 'fake',
  geocode: async (query) => (query === '測試倉庫路1號' ? WAREHOUSE : offlineGeo.geocode(query)),
  reverseGeocode: (lat, lng) => offlineGeo.reverseGeocode(lat, lng),
  directions: async (from, to) => ({ distanceMeters: 12_345, durationSeconds: 1800, path: [from, to], steps: [{ road: '測試路', distanceMeters: 12_345 }] }),
};

let app: App;
let token = '';
beforeAll(async () => {
  const file = inject('seededSnapshot');
  app = await buildApp({
    dataDir: null, seedSize: 'small', background: false, logger: false, sender: createLogSender(() => {}), geo: fake, now: testClock(),
    snapshot: file ? new Blob([readFileSync(file)]) : undefined,
  });
  await app.fastify.ready();
  const res = await app.fastify.inject({ method: 'POST', url: '/api/auth/v0/sign-in', headers: { 'x-api-key': 'fms-demo-api-key' }, payload: { name: 'demo-admin', password: DEMO_PASSWORD } });
  token = res.json().data.accessToken;
});
afterAll(() => app?.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.fastify.inject({ method, url, payload, headers: { 'x-api-key': 'fms-demo-api-key', authorization: `Bearer ${token}` } }).then((r) => r.json());

describe('tasks through the geo provider', () => {
  it('a created task takes its stops\' positions and its planned route from the provider', async () => {
    const created = await call('POST', '/api/task/v0', {
      taskDate: TEST_NOW + 86_400_000, carUid: 'car-a-001', driverUid: 'user-demo-driver',
      taskList: [{ name: '高雄港', address: '高雄港' }, { name: '測試倉庫', address: '測試倉庫路1號' }],
    });
    expect(created.status).toBe(0);
    expect(created.data.taskList[1]).toMatchObject({ lat: WAREHOUSE.lat, lng: WAREHOUSE.lng });
    expect(created.data).toMatchObject({ totalMileage: 12.3, totalDuration: 30 });
  });
});
