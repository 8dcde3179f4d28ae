import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, createLogSender, type App } from '../../../demo/server/app';
import { DEMO_PASSWORD } from '../../../demo/server/domains/core/accounts';
import { combineGeo } from '../../../demo/server/geo/provider';
import { nominatimGeocoder } from '../../../demo/server/geo/providers/nominatim';
import { osrmRouter } from '../../../demo/server/geo/providers/osrm';
import { testClock } from '../test-clock';

/** A fake Nominatim and OSRM on 127.0.0.1 answering one canned place and one canned route. */
const PLACE = { lat: '22.5', lon: '120.4', address: { road: '測試路', house_number: '1', suburb: '小港區', city: '高雄市', postcode: '812', country_code: 'tw' } };
const ROUTE = {
  code: 'Ok',
  routes: [{ distance: 4321, duration: 600, geometry: { coordinates: [[120.3, 22.6], [120.4, 22.5]] }, legs: [{ steps: [{ distance: 4321, name: '測試路' }] }] }],
};
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  const body = path === '/search' ? [PLACE] : path === '/reverse' ? PLACE : path.startsWith('/route/') ? ROUTE : null;
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
});
let serviceUrl = '';

async function appWith(options: { geo?: Parameters<typeof buildApp>[0]['geo'] }): Promise<{ app: App; token: string }> {
  const file = inject('seededSnapshot');
  const snapshot = file ? new Blob([readFileSync(file)]) : undefined;
  const app = await buildApp({ dataDir: null, seedSize: 'small', background: false, logger: false, sender: createLogSender(() => {}), snapshot, now: testClock(), ...options });
  await app.fastify.ready();
  const res = await app.fastify.inject({ method: 'POST', url: '/api/auth/v0/sign-in', headers: { 'x-api-key': 'fms-demo-api-key' }, payload: { name: 'demo-admin', password: DEMO_PASSWORD } });
  return { app, token: res.json().data.accessToken };
}

const get = (t: { app: App; token: string }, url: string) =>
  t.app.fastify.inject({ method: 'GET', url, headers: { 'x-api-key': 'fms-demo-api-key', authorization: `Bearer ${t.token}` } }).then((r) => r.json());

/** Builds the app with FMS_GEOCODER naming the fake service, then puts the environment back. */
async function appFromEnv(): Promise<{ app: App; token: string }> {
  const saved = { FMS_GEOCODER: process.env.FMS_GEOCODER, FMS_GEOCODER_URL: process.env.FMS_GEOCODER_URL };
  process.env.FMS_GEOCODER = 'nominatim';
  process.env.FMS_GEOCODER_URL = serviceUrl;
  try {
    return await appWith({});
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

let configured: { app: App; token: string };
let fromEnv: { app: App; token: string };
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  configured = await appWith({ geo: combineGeo(nominatimGeocoder({ url: serviceUrl }), osrmRouter({ url: serviceUrl })) });
  fromEnv = await appFromEnv();
});
afterAll(async () => {
  await configured?.app.close();
  await fromEnv?.app.close();
  server.closeAllConnections();
  await new Promise<void>((done) => server.close(() => done()));
});

describe('geo routes through a configured provider', () => {
  it('buildApp({ geo }) answers latlng, address and directions with the services\' data', async () => {
    const t = configured;
    expect((await get(t, `/api/geo/v0/latlng?address=${encodeURIComponent('測試路1號')}`)).data).toEqual({ lat: 22.5, lng: 120.4, address: '812高雄市小港區測試路1號' });
    expect((await get(t, '/api/geo/v0/address?latlng=22.5,120.4')).data).toMatchObject({ county: '高雄市', district: '小港區', postalCode: '812', road: '測試路' });
    const route = await t.app.fastify.inject({
      method: 'POST', url: '/api/geo/v0/car-navi/directions2', headers: { 'x-api-key': 'fms-demo-api-key', authorization: `Bearer ${t.token}` },
      payload: { origin: { lat: 22.6, lng: 120.3 }, destination: { lat: 22.5, lng: 120.4 } },
    });
    expect(route.json().data).toEqual({ distance: 4321, duration: 600, path: [{ lat: 22.6, lng: 120.3 }, { lat: 22.5, lng: 120.4 }], steps: [{ road: '測試路', distance: 4321 }] });
  });

  it('FMS_GEOCODER=nominatim with FMS_GEOCODER_URL makes the app geocode through that service', async () => {
    expect(fromEnv.app.ctx.geo.name).toBe('nominatim+offline');
    expect((await get(fromEnv, `/api/geo/v0/latlng?address=${encodeURIComponent('任何地方')}`)).data.address).toBe('812高雄市小港區測試路1號');
  });
});
