import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { REPLY_AFTER_MS, simulateReplies } from '../../../demo/server/domains/comms/voice/replies';
import { dvrCar, multipart } from './helpers';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectNoToken, expectNotFound, expectOk, expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let now = TEST_NOW;
let carA: string;
let carA2: string;

/** The first bytes of a WebM (EBML) file, then filler: enough for the type check. */
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  admin = await t.tokenOf('demo-admin');
  carA = (await dvrCar(t)).uid;
  carA2 = (await t.app.ctx.db.one<{ uid: string }>(`SELECT uid FROM cars WHERE enterprise_uid = 'ent-a' AND NOT deleted AND uid <> $1 ORDER BY uid LIMIT 1`, [carA]))!.uid;
});
afterAll(() => t.close());

const send = (token: string | undefined, carUids: string[], body = webm, type = 'audio/webm;codecs=opus', duration = 4.2) => {
  const form = multipart('clip.webm', type, body);
  const query = [...carUids.map((c) => `carUids=${c}`), `durationSeconds=${duration}`].join('&');
  return t.call({ method: 'POST', url: `/api/voice/v0?${query}`, token, payload: form.payload, headers: form.headers });
};
const list = (token: string | undefined, payload: object) => t.call({ method: 'POST', url: '/api/voice/v0/list', token, payload });

describe('voice messages (spec 2.11 \'Voice messages\', our calls)', () => {
  it('spec 2.11: one clip sent to two cars is one toCar message per car, listed newest first', async () => {
    const data = expectOk(await send(admin, [carA, carA2]));
    expect(data.list).toHaveLength(2);
    expect(data.list[0]).toMatchObject({ direction: 'toCar', speaker: '王大明', mimeType: 'audio/webm', durationSeconds: 4.2, size: webm.length });
    const listed = expectOk(await list(admin, { carUid: carA2, limit: 5 }));
    expect(listed.list[0].uid).toBe(data.list.find((m: { carUid: string }) => m.carUid === carA2).uid);
  });

  it('spec 2.11: the audio call returns the clip bytes with its type, inline', async () => {
    const data = expectOk(await send(admin, [carA]));
    const res = await t.call({ method: 'GET', url: `/api/voice/v0/${data.list[0].uid}/audio`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/webm');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline/);
    expect(res.rawPayload.equals(webm)).toBe(true);
  });

  it('spec 2.11: a driver answers a car that was spoken to, with a category-6 notification', async () => {
    now += REPLY_AFTER_MS + 1000;
    const sent = await simulateReplies(t.app.ctx, () => 0.99, 0);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const replies = expectOk(await list(admin, { carUid: carA, direction: 'fromCar', limit: 1 }));
    expect(replies.list[0]).toMatchObject({ direction: 'fromCar', mimeType: 'audio/wav', listened: false });
    const audio = await t.call({ method: 'GET', url: `/api/voice/v0/${replies.list[0].uid}/audio`, token: admin });
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const again = expectOk(await list(admin, { carUid: carA, direction: 'fromCar', limit: 1 }));
    expect(again.list[0].listened).toBe(true);
    const note = await t.app.ctx.db.one(`SELECT 1 FROM messages WHERE user_uid = 'user-demo-admin' AND category = 6 AND data->>'voiceUid' = $1`, [replies.list[0].uid]);
    expect(note).not.toBeNull();
    expect(await simulateReplies(t.app.ctx, () => 0.99, 0)).toEqual([]);
  });

  it('spec 2.11: the list filters by direction and time and pages with a total', async () => {
    const all = expectOk(await list(admin, { limit: 100 }));
    const toCar = expectOk(await list(admin, { direction: 'toCar', limit: 100 }));
    expect(toCar.list.every((m: { direction: string }) => m.direction === 'toCar')).toBe(true);
    expect(toCar.total).toBeLessThan(all.total);
    const page = expectOk(await list(admin, { offset: 1, limit: 1 }));
    expect(page).toMatchObject({ total: all.total, offset: 1, limit: 1 });
    expect(page.list[0].uid).toBe(all.list[1].uid);
    const none = expectOk(await list(admin, { startTime: now + 3600_000, endTime: now + 7200_000 }));
    expect(none.total).toBe(0);
  });

  it('issue 3: a file that is not audio is a validation error on file', async () => {
    expectStatus(await send(admin, [carA], Buffer.from('%PDF-1.4 not audio'), 'audio/webm'), 400, 4000001, 'file');
  });

  it('issue 3: a clip over 2 MB is a validation error on file', async () => {
    const big = Buffer.concat([webm, Buffer.alloc(2 * 1024 * 1024)]);
    expectStatus(await send(admin, [carA], big), 400, 4000001, 'file');
  });

  it('issue 3: a duration over 60 s is a validation error naming it', async () => {
    expectStatus(await send(admin, [carA], webm, 'audio/webm', 61), 400, 4000001, 'durationSeconds');
  });

  it('issue 3: voice calls need a token', async () => {
    expectNoToken(await send(undefined, [carA]));
    expectNoToken(await list(undefined, {}));
  });

  it('issue 3: voice calls need P_P20 (the viewer lacks it)', async () => {
    const viewer = await t.tokenOf('demo-viewer');
    expectForbidden(await list(viewer, {}));
    expectForbidden(await send(viewer, [carA]));
  });

  it('issue 3: another enterprise can neither send to, list nor play enterprise A\'s cars\' messages', async () => {
    const b = await t.tokenOf('demo-b-admin');
    expectNotFound(await send(b, [carA]));
    const mine = expectOk(await list(admin, { limit: 1 }));
    expectNotFound(await t.call({ method: 'GET', url: `/api/voice/v0/${mine.list[0].uid}/audio`, token: b }));
    const theirs = expectOk(await list(b, { carUid: carA }));
    expect(theirs.total).toBe(0);
  });
});
