import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { insertJourneys, type StoredJourney } from '../../../demo/server/domains/monitoring/history/store';
import { encodePoints } from '../../../demo/server/domains/monitoring/history/points';
import { EVENT_FROM, eventsOf, type EventRow } from '../../../demo/server/domains/monitoring/events/rows';
import { DAY_MS } from '../../../demo/server/time';
import { TEST_NOW } from '../test-clock';
import { expectOk } from '../replies';

/**
 * Issue 26, 6: journey/detail of a stored journey is answered from its points kept printed and
 * gzipped (history/points.ts), spliced into the answer. The answer the console reads (spec 7.6:
 * {journey, points, events}) must not change: the same content as the answer built from the
 * journey's row, its points and the events along it, plain or gzipped.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenOf('demo-admin');
});
afterAll(() => t.close());

const MINUTE = 60_000;
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: `/api/${url}`, token: admin, payload, headers });

/** A week at a point a minute: driving, a half-hour stop every six hours, parked at the end. */
function weekOfPoints(start: number) {
  const n = 7 * 24 * 60;
  return Array.from({ length: n }, (_, i) => {
    const stopped = i % 360 >= 330;
    const status = i === n - 1 ? 'parking' : stopped ? 'idling' : 'driving';
    return { time: start + i * MINUTE, lat: 22.6 + i * 1.3e-4, lng: 120.3 + Math.sin(i / 90) * 0.01, speed: status === 'driving' ? 40 + (i % 60) : 0, heading: (i * 7) % 360, status };
  });
}

async function storeWeek(uid: string) {
  // The car with the most events in the seed's last days, so that events lie along the week.
  const [car] = await t.app.ctx.db.query<{ car_uid: string; enterprise_uid: string }>(
    `SELECT car_uid, enterprise_uid FROM events WHERE enterprise_uid = 'ent-a' AND created_at >= $1 GROUP BY car_uid, enterprise_uid ORDER BY count(*) DESC, car_uid LIMIT 1`,
    [new Date(TEST_NOW - 6 * DAY_MS)]);
  const start = TEST_NOW - 7 * DAY_MS - 30 * MINUTE;
  const points = weekOfPoints(start);
  await insertJourneys(t.app.ctx.db, [{
    uid, enterpriseUid: car.enterprise_uid, carUid: car.car_uid, driverUid: null, taskKindUid: null, startTime: start, endTime: points.at(-1)!.time,
    startAddress: '臺北市', endAddress: '高雄市', distance: 900_000, idleSeconds: 3600, maxSpeed: 99, avgSpeed: 61.5, points, stats: {},
  } as unknown as StoredJourney]);
  return { carUid: car.car_uid, start, points };
}

/** The answer as journey/detail built it before (issue 26, 6): the journey as journey/list gives it, every point stored, the events along it. */
async function answerOfOldWay(uid: string, carUid: string, start: number, points: ReturnType<typeof weekOfPoints>) {
  const list = expectOk(await post('driving-history/v0/journey/list', { carUid, startTime: start, endTime: start + 7 * DAY_MS, limit: 100 }));
  const journey = list.list.find((j: { uid: string }) => j.uid === uid);
  const rows = await t.app.ctx.db.query<EventRow>(`${EVENT_FROM} WHERE e.car_uid = $1 AND e.created_at >= $2 AND e.created_at <= $3 ORDER BY e.created_at`,
    [carUid, new Date(journey.startTime), new Date(journey.endTime)]);
  return { status: 0, data: { journey, points: encodePoints(points), events: await eventsOf(t.app.ctx, rows) } };
}

describe('journey/detail of a stored week (issue 26, 6)', () => {
  it('answers what the answer built the old way held: the journey, every point in time order with its stops, the events along it', async () => {
    const { carUid, start, points } = await storeWeek('jny-week-same');
    const res = await post('driving-history/v0/journey/detail', { journeyUid: 'jny-week-same' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const answer = res.json();
    const expected = await answerOfOldWay('jny-week-same', carUid, start, points);
    expect(expected.data.events.length).toBeGreaterThan(0);
    expect(answer).toEqual(expected);
    const times = answer.data.points.map((p: { time: number }) => p.time);
    expect(times.every((time: number, i: number) => i === 0 || time > times[i - 1])).toBe(true);
    const stopped = answer.data.points.filter((p: { status: string; speed: number }) => p.status === 'idling' && p.speed === 0);
    expect(stopped).toHaveLength(points.filter((p) => p.status === 'idling').length);
    expect(answer.data.points.at(-1)).toMatchObject({ status: 'parking', speed: 0, time: answer.data.journey.endTime });
  });

  it('a caller that takes gzip gets the same answer gzipped, and the plain one to a caller that does not', async () => {
    await storeWeek('jny-week-gzip');
    const plain = await post('driving-history/v0/journey/detail', { journeyUid: 'jny-week-gzip' }, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await post('driving-history/v0/journey/detail', { journeyUid: 'jny-week-gzip' }, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toMatch(/Accept-Encoding/);
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gunzipSync(gzipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    // A week's points repeat their keys: gzip sends a small part of the text.
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('a journey of another enterprise is not found, gzip or not', async () => {
    await storeWeek('jny-week-other');
    const other = await t.tokenOf('demo-b-admin');
    for (const encoding of ['gzip', 'identity']) {
      const res = await t.call({ method: 'POST', url: '/api/driving-history/v0/journey/detail', token: other, payload: { journeyUid: 'jny-week-other' }, headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().status).not.toBe(0);
    }
  });
});
