import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../../src/core/api/contract/socket';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 22, 21, for the sockets: the server reads no event a client sends, and socket.io's parser
 * refuses a packet it cannot rebuild by closing that one connection. A client sending JSON nested
 * 100,000 deep (plain, or as a binary event whose rebuilding recurses) loses its own socket at most;
 * the server keeps serving everyone else.
 */
const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;

let t: TestApp;
let base = '';
let token = '';
const opened: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp();
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
  token = await t.tokenOf('demo-admin');
});
afterAll(async () => {
  for (const s of opened) s.disconnect();
  await t.close();
});

function open(): Promise<Socket> {
  const socket = connect(`${base}/fms-monitor`, { path: SOCKET_PATH, transports: ['websocket'], auth: { token }, reconnection: false });
  opened.push(socket);
  return new Promise((done, fail) => {
    socket.once('connect', () => done(socket));
    socket.once('connect_error', fail);
  });
}

describe('socket payloads nested past any limit', () => {
  it('a deep event, or a deep binary event, costs the sender its socket at most; the server keeps answering', async () => {
    const sender = await open();
    const closed = new Promise<string>((done) => sender.once('disconnect', (reason) => done(reason)));
    const engine = sender.io.engine;
    engine.write(`2/fms-monitor,["probe",${deep}]`);
    engine.write(`51-/fms-monitor,["probe",${deep},{"_placeholder":true,"num":0}]`);
    engine.write(Buffer.from([1, 2, 3]));
    expect(await closed).toMatch(/transport close|io server disconnect|parse error/);

    const other = await open();
    expect(other.connected).toBe(true);
    const res = await t.call({ method: 'POST', url: '/api/auth/v0/sign-in', payload: { name: 'demo-viewer', password: 'fleet-demo-2021' } });
    expect(res.statusCode).toBe(200);
  });
});
