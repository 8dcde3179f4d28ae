import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { io as connect } from 'socket.io-client';
import { SOCKET_PATH } from '../../../src/core/api/contract/socket';
import { ORIGIN_CHECK_PATH } from '../../../src/core/embed/origin-check';
import { addCors, originVerdict, refusedOriginLogger, socketOriginAllowed } from '../../../demo/server/http/cors';
import { startTestApp, type TestApp } from '../harness';

/** Issue 9, "Distribution": CORS for the configured partner origins, and other sites refused. */
const PARTNER = 'https://portal.partner.example';
const STRANGER = 'https://evil.example';
const HOST = 'localhost:80'; // what fastify's inject sends as Host

describe('originVerdict', () => {
  it.each([
    [undefined, 'none'],
    [PARTNER, 'partner'],
    ['http://localhost:80', 'same'],
    ['https://localhost:80', 'same'],
    [STRANGER, 'refused'],
    ['null', 'refused'],
    [`${PARTNER}:8443`, 'refused'],
  ] as const)('Origin %s → %s', (origin, verdict) => {
    expect(originVerdict(origin, HOST, [PARTNER])).toBe(verdict);
  });
});

describe('the reference server across origins', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ partnerOrigins: [PARTNER] }); });
  afterAll(() => t.close());

  it('answers a partner page\'s preflight with the methods and headers the console sends', async () => {
    const res = await t.call({ method: 'OPTIONS', url: '/api/driving-monitor/v0/car/list',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-api-key' } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('x-api-key');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
  });

  it('lets a partner page read the answer of a call with its own token', async () => {
    const token = await t.tokenOf('demo-admin');
    const res = await t.call({ method: 'POST', url: '/api/driving-monitor/v0/car/list', token, payload: {}, headers: { origin: PARTNER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toContain('Origin');
  });

  it('refuses another site\'s preflight and its calls outright, before any route runs', async () => {
    const preflight = await t.call({ method: 'OPTIONS', url: '/api/driving-monitor/v0/car/list', headers: { origin: STRANGER, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const token = await t.tokenOf('demo-admin');
    const post = await t.call({ method: 'PUT', url: '/api/enterprise/v0/settings', token, payload: { idle: { alertMinutes: 3 } }, headers: { origin: STRANGER } });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toMatchObject({ status: 4030001, message: '此網站不允許存取本服務。' });
    const settings = await t.call({ method: 'GET', url: '/api/enterprise/v0/settings', token });
    expect(settings.json().data.idle.alertMinutes).not.toBe(3);
  });

  it('serves the console\'s own pages as before: no CORS headers for its own origin or for callers without one', async () => {
    const own = await t.call({ method: 'GET', url: '/api/docs', headers: { origin: 'http://localhost:80' } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    expect(own.headers['access-control-allow-credentials']).toBeUndefined();
    const plain = await t.call({ method: 'GET', url: '/api/docs' });
    expect(plain.statusCode).toBe(200);
  });

  describe('sockets', () => {
    let base = '';
    const opened: ReturnType<typeof connect>[] = [];
    beforeAll(async () => {
      await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
    });
    afterEach(() => { for (const s of opened.splice(0)) s.disconnect(); });
    const open = (origin: string, token: string) => {
      const socket = connect(`${base}/fms-monitor`, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false, extraHeaders: { origin } });
      opened.push(socket);
      return new Promise<string>((done) => {
        socket.once('connect', () => done('connected'));
        socket.once('connect_error', (e) => done(`refused: ${e.message}`));
      });
    };

    it('a partner page opens the monitor socket with its token; another site\'s page is refused at the handshake', async () => {
      const token = await t.tokenOf('demo-admin');
      expect(await open(PARTNER, token)).toBe('connected');
      expect(await open(STRANGER, token)).toMatch(/^refused/);
    });
  });
});

/** Issue 23, 6: a refused page learns why (the public code and the origin check), and the server says so once per origin. */
describe('a page of an origin not in FMS_PARTNER_ORIGINS', () => {
  const lines: string[] = [];
  const app = Fastify();
  beforeAll(async () => {
    addCors(app, [PARTNER], refusedOriginLogger((line) => lines.push(line)));
    app.get('/elements/fms-dtc-advice.js', async (_req, reply) => reply.type('text/javascript').send('export {};'));
    app.get('/assets/fms-dtc-advice-abc.js', async (_req, reply) => reply.type('text/javascript').send('export {};'));
    app.post('/api/driving-monitor/v0/car/list', async () => ({ status: 0, data: [] }));
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => { lines.length = 0; });

  it('loads the elements\' public code, readable without credentials, but its calls are still refused', async () => {
    for (const url of ['/elements/fms-dtc-advice.js', '/assets/fms-dtc-advice-abc.js']) {
      const script = await app.inject({ method: 'GET', url, headers: { origin: STRANGER } });
      expect(script.statusCode).toBe(200);
      expect(script.headers['access-control-allow-origin']).toBe('*');
      expect(script.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const post = await app.inject({ method: 'POST', url: '/elements/fms-dtc-advice.js', headers: { origin: STRANGER } });
    expect(post.statusCode).toBe(403);
    const call = await app.inject({ method: 'POST', url: '/api/driving-monitor/v0/car/list', payload: {}, headers: { origin: STRANGER } });
    expect(call.statusCode).toBe(403);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is logged once per refused origin, naming the origin and the setting', async () => {
    const third = 'https://third.example';
    for (let i = 0; i < 3; i++) await app.inject({ method: 'POST', url: '/api/driving-monitor/v0/car/list', payload: {}, headers: { origin: third } });
    await app.inject({ method: 'GET', url: '/elements/fms-dtc-advice.js', headers: { origin: 'https://other.example' } });
    await app.inject({ method: 'POST', url: '/api/driving-monitor/v0/car/list', payload: {}, headers: { origin: PARTNER } });
    expect(lines).toEqual([expect.stringContaining(third)]);
    expect(lines[0]).toContain('FMS_PARTNER_ORIGINS');
    const refusedSocket = socketOriginAllowed([PARTNER], refusedOriginLogger((line) => lines.push(line)));
    expect(refusedSocket({ headers: { origin: 'https://other.example', host: HOST } } as IncomingMessage)).toBe(false);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('https://other.example');
  });

  it('keeps the log bounded however many odd origins call', () => {
    const capped: string[] = [];
    const log = refusedOriginLogger((line) => capped.push(line), 3);
    for (let i = 0; i < 10; i++) log(`https://n${i}.example`);
    expect(capped).toHaveLength(3);
  });
});

describe('the origin check (issue 23, 6)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ partnerOrigins: [PARTNER] }); });
  afterAll(() => t.close());

  it('tells a refused page, across origins, that its origin is not allowed and which setting lists them', async () => {
    const res = await t.call({ method: 'GET', url: ORIGIN_CHECK_PATH, headers: { origin: STRANGER } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({ status: 0, data: { origin: STRANGER, allowed: false, setting: 'FMS_PARTNER_ORIGINS' } });
  });

  it('says allowed to a listed partner and to the console\'s own pages', async () => {
    const partner = await t.call({ method: 'GET', url: ORIGIN_CHECK_PATH, headers: { origin: PARTNER } });
    expect(partner.json().data).toMatchObject({ origin: PARTNER, allowed: true });
    const own = await t.call({ method: 'GET', url: ORIGIN_CHECK_PATH, headers: { origin: 'http://localhost:80' } });
    expect(own.json().data.allowed).toBe(true);
  });
});
