import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { failureLog } from '../../../demo/server/geo/providers/fallback';
import { nominatimGeocoder } from '../../../demo/server/geo/providers/nominatim';
import { offlineGeo } from '../../../demo/server/geo/providers/offline';
import { osrmRouter } from '../../../demo/server/geo/providers/osrm';

/** What the fake service answers to one request. */
interface Canned {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

interface FakeService {
  url: string;
  requests: URL[];
  close(): Promise<void>;
}

const open: FakeService[] = [];
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
});

/** A Nominatim- or OSRM-shaped service on 127.0.0.1 (port 0) answering canned JSON. */
async function fakeService(answer: (url: URL) => Canned): Promise<FakeService> {
  const requests: URL[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const canned = answer(url);
    const send = () => {
      res.writeHead(canned.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(canned.body ?? null));
    };
    if (!canned.delayMs) return send();
    const timer = setTimeout(() => { timers.delete(timer); send(); }, canned.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const service: FakeService = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    requests,
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  open.push(service);
  return service;
}

const TAIPEI_101 = {
  lat: '25.0339', lon: '121.5645', name: '台北101', display_name: '台北101, 7, 信義路五段, 信義區, 臺北市, 110, 臺灣',
  address: { house_number: '7', road: '信義路五段', suburb: '信義區', city: '臺北市', postcode: '110', country_code: 'tw' },
};

describe('Nominatim geocoder adapter', () => {
  it('a search hit becomes a position with the address written largest unit first', async () => {
    const service = await fakeService(() => ({ body: [TAIPEI_101] }));
    const geo = nominatimGeocoder({ url: service.url, log: () => {} });
    expect(await geo.geocode('台北101')).toEqual({ lat: 25.0339, lng: 121.5645, address: '110臺北市信義區信義路五段7號' });
    const asked = service.requests[0];
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ q: '台北101', format: 'jsonv2', countrycodes: 'tw', 'accept-language': 'zh-TW' });
  });

  it('a place off any road keeps its name after the district', async () => {
    const port = { lat: '22.6', lon: '120.28', name: '高雄港', address: { suburb: '前鎮區', city: '高雄市', postcode: '806', country_code: 'tw' } };
    const geo = nominatimGeocoder({ url: (await fakeService(() => ({ body: [port] }))).url, log: () => {} });
    expect((await geo.geocode('高雄港'))?.address).toBe('806高雄市前鎮區高雄港');
  });

  it('reverse geocoding in a county maps 縣 and 鄉, spells 臺 and takes the postal code from the gazetteer', async () => {
    const service = await fakeService(() => ({ body: { lat: '24.48', lon: '120.78', address: { road: '中正路', town: '銅鑼鄉', county: '苗栗縣', country_code: 'tw' } } }));
    const geo = nominatimGeocoder({ url: service.url, log: () => {} });
    expect(await geo.reverseGeocode(24.48, 120.78)).toEqual({ county: '苗栗縣', district: '銅鑼鄉', postalCode: '366', road: '中正路', address: '366苗栗縣銅鑼鄉中正路' });
    expect(service.requests[0].pathname).toBe('/reverse');
    expect(Object.fromEntries(service.requests[0].searchParams)).toMatchObject({ lat: '24.48', lon: '120.78', format: 'jsonv2' });
  });

  it('reverse geocoding in a municipality reads its 區 from suburb and 台 as 臺', async () => {
    const body = { address: { house_number: '99號', road: '台灣大道三段', suburb: '西屯區', city: '台中市', postcode: '40756', country_code: 'tw' } };
    const geo = nominatimGeocoder({ url: (await fakeService(() => ({ body }))).url, log: () => {} });
    expect(await geo.reverseGeocode(24.16, 120.64)).toEqual({ county: '臺中市', district: '西屯區', postalCode: '407', road: '台灣大道三段', address: '407臺中市西屯區台灣大道三段99號' });
  });

  it('a point abroad or at sea has no address, and nothing found is not a failure', async () => {
    const answers = [{ address: { city: '那霸市', country_code: 'jp' } }, { error: 'Unable to geocode' }, []];
    const service = await fakeService(() => ({ body: answers.shift() }));
    const logged: string[] = [];
    const geo = nominatimGeocoder({ url: service.url, log: (m) => logged.push(m) });
    expect(await geo.reverseGeocode(26.2, 127.68)).toBeNull();
    expect(await geo.reverseGeocode(23.5, 119.0)).toBeNull();
    expect(await geo.geocode('火星基地')).toBeNull();
    expect(logged).toEqual([]);
  });

  it('a service answering 500 is replaced by the offline gazetteer and the failure is logged', async () => {
    const logged: string[] = [];
    const geo = nominatimGeocoder({ url: (await fakeService(() => ({ status: 500, body: { error: 'boom' } }))).url, log: (m) => logged.push(m) });
    expect(await geo.geocode('高雄港')).toEqual(await offlineGeo.geocode('高雄港'));
    expect(await geo.reverseGeocode(25.0478, 121.517)).toEqual(await offlineGeo.reverseGeocode(25.0478, 121.517));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/nominatim .*HTTP 500.*offline/);
  });

  it('a service slower than the timeout is replaced by the offline gazetteer in time', async () => {
    const geo = nominatimGeocoder({ url: (await fakeService(() => ({ body: [TAIPEI_101], delayMs: 3000 }))).url, timeoutMs: 150, log: () => {} });
    const started = Date.now();
    expect(await geo.geocode('高雄港')).toEqual(await offlineGeo.geocode('高雄港'));
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

const OSRM_ROUTE = {
  code: 'Ok',
  routes: [{
    distance: 12345.6, duration: 900.4,
    geometry: { type: 'LineString', coordinates: [[121.517, 25.0478], [121.52, 25.03], [121.55, 25.0]] },
    legs: [
      { steps: [{ distance: 100, name: '忠孝西路' }, { distance: 200, name: '忠孝西路' }, { distance: 50, name: '' }] },
      { steps: [{ distance: 1000, name: '', ref: '國道1號' }, { distance: 0, name: '終點' }] },
    ],
  }],
};

describe('OSRM router adapter', () => {
  it('a route becomes distance, duration, a lat/lng path and steps merged by road', async () => {
    const service = await fakeService(() => ({ body: OSRM_ROUTE }));
    const router = osrmRouter({ url: service.url, log: () => {} });
    const route = await router.directions({ lat: 25.0478, lng: 121.517 }, { lat: 25.0, lng: 121.55 }, [{ lat: 25.03, lng: 121.52 }]);
    expect(route).toEqual({
      distanceMeters: 12346, durationSeconds: 900,
      path: [{ lat: 25.0478, lng: 121.517 }, { lat: 25.03, lng: 121.52 }, { lat: 25.0, lng: 121.55 }],
      steps: [{ road: '忠孝西路', distanceMeters: 350 }, { road: '國道1號', distanceMeters: 1000 }],
    });
    const asked = service.requests[0];
    expect(asked.pathname).toBe('/route/v1/driving/121.517000,25.047800;121.520000,25.030000;121.550000,25.000000');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ overview: 'full', geometries: 'geojson', steps: 'true' });
  });

  it('no route (HTTP 400 NoRoute) answers null rather than the fallback', async () => {
    const logged: string[] = [];
    const router = osrmRouter({ url: (await fakeService(() => ({ status: 400, body: { code: 'NoRoute', message: 'Impossible route' } }))).url, log: (m) => logged.push(m) });
    expect(await router.directions({ lat: 25.0478, lng: 121.517 }, { lat: 22.6, lng: 120.3 })).toBeNull();
    expect(logged).toEqual([]);
  });

  it('a service answering 500 is replaced by the offline road network', async () => {
    const logged: string[] = [];
    const router = osrmRouter({ url: (await fakeService(() => ({ status: 500, body: {} }))).url, log: (m) => logged.push(m) });
    const from = { lat: 25.0478, lng: 121.517 };
    const to = { lat: 24.1372, lng: 120.6869 };
    expect(await router.directions(from, to)).toEqual(await offlineGeo.directions(from, to));
    expect(logged[0]).toMatch(/osrm .*HTTP 500/);
  });

  it('a service slower than the timeout is replaced by the offline road network in time', async () => {
    const router = osrmRouter({ url: (await fakeService(() => ({ body: OSRM_ROUTE, delayMs: 3000 }))).url, timeoutMs: 150, log: () => {} });
    const from = { lat: 25.0478, lng: 121.517 };
    const to = { lat: 24.1372, lng: 120.6869 };
    const started = Date.now();
    expect((await router.directions(from, to))?.distanceMeters).toBe((await offlineGeo.directions(from, to))?.distanceMeters);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('a service that is not listening at all is replaced by the offline road network', async () => {
    const service = await fakeService(() => ({}));
    await service.close();
    const router = osrmRouter({ url: service.url, log: () => {} });
    expect(await router.directions({ lat: 25.0478, lng: 121.517 }, { lat: 24.1372, lng: 120.6869 })).not.toBeNull();
  });
});

describe('failure log', () => {
  it('reports an outage at most once a minute, counting the failures in between', () => {
    let now = 0;
    const logged: string[] = [];
    const failures = failureLog('osrm test', (m) => logged.push(m), () => now);
    failures.failed('HTTP 500');
    now = 10_000;
    failures.failed('HTTP 500');
    now = 59_000;
    failures.failed('HTTP 502');
    expect(logged).toHaveLength(1);
    now = 61_000;
    failures.failed('no answer within 2500 ms');
    expect(logged).toHaveLength(2);
    expect(logged[1]).toContain('no answer within 2500 ms');
    expect(logged[1]).toContain('2 more failures');
  });
});
