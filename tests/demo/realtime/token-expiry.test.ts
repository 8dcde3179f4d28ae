import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_TOKEN_EXPIRED_EVENT, SOCKET_UNAUTHORIZED } from '../../../src/core/api/contract/socket';
import { manualClock } from '../../../src/core/clock';
import { socketExpired, tokenExpiryMs } from '../../../demo/server/realtime/realtime';
import { startTestApp, type TestApp } from '../harness';
import { TEST_NOW } from '../test-clock';
import { claims, connected, listenForSockets, type SocketClients } from './sockets';

/** Issue 10, 11: a socket lives only as long as its access token, by the server's clock. */

const clock = manualClock(TEST_NOW);
let t: TestApp;
let sockets: SocketClients;

beforeAll(async () => {
  t = await startTestApp({ now: clock });
  sockets = await listenForSockets(t);
});

afterAll(async () => {
  await t.close();
});

afterEach(() => {
  sockets.closeAll();
  clock.set(TEST_NOW);
});

const socketFor = (token: string) => sockets.open('/fms-event', token);

describe('tokenExpiryMs and socketExpired', () => {
  it('reads a JWT\'s exp in milliseconds; anything else has none', () => {
    const payload = Buffer.from(JSON.stringify({ exp: 100 })).toString('base64url');
    expect(tokenExpiryMs(`x.${payload}.y`)).toBe(100_000);
    expect(tokenExpiryMs('not a token')).toBeNull();
    expect(tokenExpiryMs(`x.${Buffer.from('{}').toString('base64url')}.y`)).toBeNull();
  });

  it.each([
    [100_000, 99_999, false], [100_000, 100_000, true], [100_000, 100_001, true], [null, 1e15, false],
  ])('exp %s at %s → expired %s', (exp, at, expired) => {
    expect(socketExpired(exp, at)).toBe(expired);
  });
});

describe('realtime sockets and the token\'s life', () => {
  it('a socket whose token is live receives its events', async () => {
    const token = await t.tokenOf('demo-admin');
    const socket = socketFor(token);
    await connected(socket);
    const got = new Promise((done) => socket.once('event', done));
    t.app.ctx.realtime.emitEvent(claims(token).sub, { uid: 'live-1', category: 5, title: '超速' });
    expect(await got).toEqual({ type: 'event', data: { uid: 'live-1', category: 5, title: '超速' } });
  });

  it('once the token has expired, the socket is told so and disconnected, and the event is not sent', async () => {
    const token = await t.tokenOf('demo-admin');
    const socket = socketFor(token);
    await connected(socket);
    const received: unknown[] = [];
    socket.on('event', (payload) => received.push(payload));
    const told = new Promise((done) => socket.once(SOCKET_TOKEN_EXPIRED_EVENT, done));
    const dropped = new Promise((done) => socket.once('disconnect', done));
    clock.set(claims(token).exp * 1000);
    t.app.ctx.realtime.emitEvent(claims(token).sub, { uid: 'late-1', category: 5, title: '超速' });
    expect(await told).toEqual({ reason: SOCKET_TOKEN_EXPIRED_EVENT });
    expect(await dropped).toBe('io server disconnect');
    expect(received).toEqual([]);
  });

  it('expireSockets drops the sockets of expired tokens even when nothing is sent', async () => {
    const token = await t.tokenOf('demo-admin');
    const socket = socketFor(token);
    await connected(socket);
    const dropped = new Promise((done) => socket.once('disconnect', done));
    expect(t.app.ctx.realtime.expireSockets()).toBe(0);
    clock.set(claims(token).exp * 1000 + 1);
    expect(t.app.ctx.realtime.expireSockets()).toBe(1);
    expect(await dropped).toBe('io server disconnect');
  });

  it('a handshake with an expired token is refused as unauthorized', async () => {
    const token = await t.tokenOf('demo-admin');
    clock.set(claims(token).exp * 1000 + 1);
    const socket = socketFor(token);
    await expect(connected(socket)).rejects.toThrow(SOCKET_UNAUTHORIZED);
  });

  it('a refreshed token connects again and receives events', async () => {
    const signIn = await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-admin', password: 'fleet-demo-2021' } });
    const { accessToken, refreshToken } = signIn.json().data as { accessToken: string; refreshToken: string };
    clock.set(claims(accessToken).exp * 1000 + 1);
    const renewed = await t.call({ method: 'POST', url: '/api/auth/v0/token', payload: { grantType: 'refreshToken', refreshToken } });
    const fresh = renewed.json().data.accessToken as string;
    expect(claims(fresh).exp * 1000).toBeGreaterThan(clock());
    const socket = socketFor(fresh);
    await connected(socket);
    const got = new Promise((done) => socket.once('event', done));
    t.app.ctx.realtime.emitEvent(claims(fresh).sub, { uid: 'after-1', category: 5, title: '超速' });
    expect(await got).toMatchObject({ data: { uid: 'after-1' } });
  });
});
