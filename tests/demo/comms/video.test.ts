import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { VIDEO_MESSAGES, VIDEO_STATUS } from '../../../src/core/api/contract/video';
import { resolutionsOf } from '../../../demo/server/domains/comms/video/footage';
import { dvrCar } from './helpers';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectNoToken, expectNotFound, expectOk, expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let car: { uid: string; car_no: string; udid: string };
let now = TEST_NOW;
const HOUR = 3600_000;
/** Yesterday 08:00–12:00 Taipei: cameras record in working hours. */
let range: { startTime: number; endTime: number };

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  admin = await t.tokenOf('demo-admin');
  car = await dvrCar(t);
  const todayTaipei = Math.floor((now + 8 * HOUR) / 86_400_000) * 86_400_000 - 8 * HOUR;
  range = { startTime: todayTaipei - 86_400_000 + 8 * HOUR, endTime: todayTaipei - 86_400_000 + 12 * HOUR };
});
afterAll(() => t.close());

/** token null: no token at all. */
const api = (method: 'GET' | 'POST', path: string, token: string | null = admin, payload?: object) =>
  t.call({ method, url: `/plus-api/video-record${path}`, token: token ?? undefined, payload });
const request = (payload: object, token: string | null = admin, carUid = car.uid) =>
  api('POST', `/video/${carUid}`, token, { ...range, cache: false, ...payload });

describe('video records (spec 2.11 \'Video history\', 3, 7.11)', () => {
  it('spec 7.11: a car\'s video info lists its camera channels and two weeks of recording days', async () => {
    const data = expectOk(await api('GET', `/video/${car.uid}`));
    expect(data).toMatchObject({ carUid: car.uid, carNo: car.car_no, udid: car.udid });
    expect(data.channels.length).toBeGreaterThan(0);
    expect(data.channels[0]).toMatchObject({ index: 1, name: '前方鏡頭' });
    expect(data.days).toHaveLength(14);
    expect(data.days.some((d: { hours: number }) => d.hours > 0)).toBe(true);
  });

  it('spec 7.11: the SD-card check lists the hours of the day with footage on a channel', async () => {
    const data = expectOk(await api('POST', `/check/${car.uid}`, admin, { startTime: range.startTime, channel: 2 }));
    expect(data.hours).toHaveLength(24);
    expect(data.hours.slice(0, 6).every((h: { hasVideo: boolean }) => !h.hasVideo)).toBe(true);
    expect(data.exists).toBe(data.hours.some((h: { hasVideo: boolean }) => h.hasVideo));
  });

  it('spec 7.11: a request is processing, then completes in the background with a category-9 notice and a link', async () => {
    const created = expectOk(await request({ channel: 1, resolution: '720p' }));
    expect(created).toMatchObject({ status: 'processing', carUid: car.uid, channel: 1, expiresAt: null });
    const early = await api('POST', `/video/${created.uid}/get-link`);
    expectStatus(early, 409, VIDEO_STATUS.NOT_READY);
    expect(early.json().message).toContain('處理中');
    now += 21_000;
    const listed = expectOk(await api('GET', `?carUid=${car.uid}&status=completed`));
    expect(listed.list.map((r: { uid: string }) => r.uid)).toContain(created.uid);
    const note = await t.app.ctx.db.one(`SELECT 1 FROM messages WHERE user_uid = 'user-demo-admin' AND category = 9 AND data->>'videoRecordUid' = $1`, [created.uid]);
    expect(note).not.toBeNull();
    const link = expectOk(await api('POST', `/video/${created.uid}/get-link`));
    expect(link.fileName).toMatch(new RegExp(`^${car.car_no}_CH1_\\d{4}-\\d{2}-\\d{2}\\.mp4$`));
    const file = await t.call({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
  });

  it('spec 7.11: with cache, the same day range reuses the earlier request', async () => {
    const first = expectOk(await request({ cache: true, channel: 2, resolution: '480p' }));
    const second = expectOk(await request({ cache: true, channel: 2, resolution: '480p' }));
    expect(second.uid).toBe(first.uid);
    const fresh = expectOk(await request({ cache: false, channel: 2, resolution: '480p' }));
    expect(fresh.uid).not.toBe(first.uid);
  });

  it('spec 7.11: a credential opens the file until it expires, then answers links timeout (410)', async () => {
    const [done] = await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM video_records WHERE status = 'completed' AND expires_at > $1 ORDER BY created_at LIMIT 1`, [new Date(now)]);
    const cred = expectOk(await api('GET', `/${done.uid}/credential`));
    const url = `/plus-api/video-record/file/${done.uid}?credential=${encodeURIComponent(cred.credential)}`;
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
    now += 301_000;
    const late = await t.call({ method: 'GET', url });
    expectStatus(late, 410, VIDEO_STATUS.LINK_TIMEOUT);
    expect(late.json().message).toBe(VIDEO_MESSAGES[VIDEO_STATUS.LINK_TIMEOUT]);
  });

  it('spec 2.11: a record past its link lifetime answers links timeout to get-link', async () => {
    const expired = await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM video_records WHERE expires_at <= $1`, [new Date(now)]);
    expect(expectOk(await api('GET', '?status=expired')).list.map((r: { uid: string }) => r.uid)).toContain(expired!.uid);
    expectStatus(await api('POST', `/video/${expired!.uid}/get-link`), 410, VIDEO_STATUS.LINK_TIMEOUT);
  });

  it('spec 2.11: asking a resolution the camera lacks answers 1080p not exist', async () => {
    expect(resolutionsOf(car.uid, 2)).not.toContain('1080p');
    const res = await request({ channel: 2, resolution: '1080p' });
    expectStatus(res, 404, VIDEO_STATUS.RESOLUTION_NOT_EXIST, 'resolution');
    expect(res.json().message).toBe(VIDEO_MESSAGES[VIDEO_STATUS.RESOLUTION_NOT_EXIST]);
  });

  it('issue 3: an end before the start, or a range over a day, is a validation error', async () => {
    expectStatus(await request({ endTime: range.startTime - 1 }), 400, 4000001, 'endTime');
    expectStatus(await request({ endTime: range.startTime + 2 * 86_400_000 }), 400, 4000001, 'endTime');
  });

  it('issue 3: a missing cache flag or a channel the car lacks is a validation error', async () => {
    expectStatus(await api('POST', `/video/${car.uid}`, admin, { ...range }), 400, 4000001, 'cache');
    expectStatus(await request({ channel: 8 }), 400, 4000001, 'channel');
  });

  it('issue 3: video calls need a token', async () => {
    expectNoToken(await api('GET', '', null));
    expectNoToken(await request({}, null));
  });

  it('issue 3: video calls need P_P04 (the viewer lacks it)', async () => {
    const viewer = await t.tokenOf('demo-viewer');
    expectForbidden(await api('GET', '', viewer));
    expectForbidden(await api('POST', `/check/${car.uid}`, viewer, { startTime: range.startTime, channel: 1 }));
  });

  it('issue 3: another enterprise cannot see, request or download enterprise A\'s video', async () => {
    const b = await t.tokenOf('demo-b-admin');
    const [record] = await t.app.ctx.db.query<{ uid: string }>(`SELECT uid FROM video_records WHERE enterprise_uid = 'ent-a' LIMIT 1`);
    expectNotFound(await api('GET', `/video/${car.uid}`, b));
    expectNotFound(await request({}, b));
    expectNotFound(await api('GET', `/${record.uid}/credential`, b));
    expectNotFound(await api('POST', `/video/${record.uid}/get-link`, b));
    expect(expectOk(await api('GET', '', b)).list.every((r: { carUid: string }) => r.carUid !== car.uid)).toBe(true);
  });
});
