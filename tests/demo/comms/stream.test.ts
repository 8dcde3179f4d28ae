import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { livePlaylist, streamEpoch } from '../../../demo/server/media/live-playlist';
import { hasFootage } from '../../../demo/server/domains/comms/video/footage';
import { dvrCar } from './helpers';
import { TEST_NOW } from '../test-clock';
import { expectForbidden, expectNoToken, expectNotFound, expectOk, expectStatus } from '../replies';

let t: TestApp;
let admin: string;
let car: { uid: string; car_no: string; udid: string };
const now = TEST_NOW;

beforeAll(async () => {
  t = await startTestApp({ now: () => now });
  admin = await t.tokenOf('demo-admin');
  car = await dvrCar(t);
});
afterAll(() => t.close());

const ask = (device: string, mode: string, token: string | null = admin, timestamp = now) =>
  t.call({ method: 'POST', url: `/stream/ask_media?device=${encodeURIComponent(device)}&timestamp=${timestamp}&length=300&mode=${mode}`, token: token ?? undefined });

/** A recent working hour with footage on channel 1 (the simulated SD card). */
function footageTime(): number {
  for (let h = Math.floor(now / 3600_000) * 3600_000 - 3600_000; ; h -= 3600_000) {
    if (hasFootage(car.uid, 1, h, now)) return h + 60_000;
  }
}

describe('live playlist (RFC 8216 over the looped fixtures)', () => {
  it('spec 7.11: sequence numbers count from the server\'s start and stay small, with a full window at once', () => {
    const start = Date.now();
    const p = livePlaylist(start - streamEpoch(start), (s) => `${s}.ts`);
    expect(Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(p)![1])).toBeLessThan(10);
    expect(p.match(/#EXTINF/g)).toHaveLength(6);
  });

  it('spec 7.11: the playlist is live: target duration 2, an advancing media sequence and no end list', () => {
    const a = livePlaylist(100_000, (s) => `${s}.ts`);
    const b = livePlaylist(104_000, (s) => `${s}.ts`);
    expect(a).toContain('#EXT-X-TARGETDURATION:2');
    expect(a).not.toContain('#EXT-X-ENDLIST');
    const seq = (p: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(p)![1]);
    expect(seq(b) - seq(a)).toBe(2);
    expect(a.match(/#EXTINF/g)).toHaveLength(6);
  });

  it('spec 7.11: a discontinuity precedes each loop of the four fixture segments', () => {
    const p = livePlaylist(2000 * 11, (s) => `${s}.ts`);
    // Segments 5..10: 8 starts a loop; the one at 4 slid out.
    expect(p).toContain('#EXT-X-MEDIA-SEQUENCE:5');
    expect(p).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:1');
    expect(p).toMatch(/#EXT-X-DISCONTINUITY\n#EXTINF:2\.000,\n8\.ts/);
  });
});

describe('camera stream server (spec 7.11, 8 \'Camera media\')', () => {
  it('spec 7.11: ASK_EVENT answers an HLS url that plays with the token appended', async () => {
    const data = expectOk(await ask(`${car.udid}@1`, 'ASK_EVENT'));
    expect(data).toEqual({ code: 0, ret: 'OK', url: `/stream/live/${car.udid}/1/index.m3u8` });
    const playlist = await t.call({ method: 'GET', url: `${data.url}?token=${admin}` });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const segment = playlist.body.trim().split('\n').pop()!;
    expect(segment).toMatch(/^\d+\.ts\?token=/);
    const ts = await t.call({ method: 'GET', url: `/stream/live/${car.udid}/1/${segment}` });
    expect(ts.statusCode).toBe(200);
    expect(ts.headers['content-type']).toBe('video/mp2t');
    expect(ts.rawPayload[0]).toBe(0x47);
  });

  it('spec 7.11: ASK_DOWNLOAD answers an mp4 url fetched with the bearer token', async () => {
    const data = expectOk(await ask(`${car.udid}@1`, 'ASK_DOWNLOAD', admin, footageTime()));
    expect(data.code).toBe(0);
    const res = await t.call({ method: 'GET', url: data.url, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent(`${car.car_no}_CH1_`));
    expectNoToken(await t.call({ method: 'GET', url: data.url }));
  });

  it('spec 8: an unknown device or a missing channel answers a negative code', async () => {
    expect(expectOk(await ask('nosuchdevice@1', 'ASK_EVENT')).code).toBe(-1);
    expect(expectOk(await ask(`${car.udid}@9`, 'ASK_EVENT')).code).toBe(-2);
  });

  it('spec 8: ASK_DOWNLOAD at night, when the camera did not record, answers a negative code', async () => {
    const taipeiMidnight = Math.floor((now + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000;
    expect(expectOk(await ask(`${car.udid}@1`, 'ASK_DOWNLOAD', admin, taipeiMidnight - 86_400_000 + 2 * 3600_000)).code).toBe(-3);
  });

  it('issue 3: a device without @index or an unknown mode is a validation error', async () => {
    expectStatus(await ask(car.udid, 'ASK_EVENT'), 400, 4000001, 'device');
    expectStatus(await ask(`${car.udid}@1`, 'ASK_LIVE'), 400, 4000001, 'mode');
  });

  it('issue 3: ask_media needs a token, the playlist and segments need the query token', async () => {
    expectNoToken(await ask(`${car.udid}@1`, 'ASK_EVENT', null));
    expectNoToken(await t.call({ method: 'GET', url: `/stream/live/${car.udid}/1/index.m3u8?token=garbage` }));
    expectStatus(await t.call({ method: 'GET', url: `/stream/live/${car.udid}/1/index.m3u8` }), 400, 4000001, 'token');
  });

  it('issue 3: the stream needs P_P02 or P_P04 (the viewer has neither)', async () => {
    const viewer = await t.tokenOf('demo-viewer');
    expectForbidden(await ask(`${car.udid}@1`, 'ASK_EVENT', viewer));
    expectForbidden(await t.call({ method: 'GET', url: `/stream/live/${car.udid}/1/index.m3u8?token=${viewer}` }));
  });

  it('issue 3: another enterprise gets no media of enterprise A\'s camera', async () => {
    const b = await t.tokenOf('demo-b-admin');
    expect(expectOk(await ask(`${car.udid}@1`, 'ASK_EVENT', b)).code).toBe(-1);
    expectNotFound(await t.call({ method: 'GET', url: `/stream/live/${car.udid}/1/index.m3u8?token=${b}` }));
    expectNotFound(await t.call({ method: 'GET', url: `/stream/download/${car.udid}/1/${now}.mp4`, token: b }));
  });

  it('spec 7.11: a segment from the future or long gone is not served', async () => {
    const playlist = (await t.call({ method: 'GET', url: `/stream/live/${car.udid}/1/index.m3u8?token=${admin}` })).body;
    const newest = Math.max(...[...playlist.matchAll(/^(\d+)\.ts/gm)].map((m) => Number(m[1])));
    const future = newest + 10;
    expectNotFound(await t.call({ method: 'GET', url: `/stream/live/${car.udid}/1/${future}.ts?token=${admin}` }));
  });
});
