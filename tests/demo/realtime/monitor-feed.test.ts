import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CHANNELS } from '../../../src/core/api/contract/socket';
import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import type { MonitorFeed } from '../../../src/core/api/contract/monitor-feed';
import { parseMonitorMessage } from '../../../src/core/sockets';
import { startTestApp, type TestApp } from '../harness';
import { connected, listenForSockets, type SocketClients } from './sockets';

/** Issue 9: /fms-monitor sends the compact feed over a deflated websocket. */

let t: TestApp;
let sockets: SocketClients;
const MONITOR = SOCKET_CHANNELS.monitor;

const truck = (n: number, extra: Partial<MonitorRecord> = {}): MonitorRecord => ({
  carUid: `car-feed-${n}`, carNo: `FEED-${n}`, driverUid: null, driverName: '', departmentUid: null, lat: 25.03, lng: 121.56, speed: 62, direction: 0,
  status: 'driving', time: 1_710_043_200_000, mileage: 0, fuel: 50, rpm: 1500, engineTemp: 85, lastEvent: null, fences: [],
  devices: { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false }, ...extra,
});

/** The next monitor message's feed. */
const nextFeed = (socket: Socket) => new Promise<MonitorFeed>((done) => socket.once(MONITOR.event, (m: { data: MonitorFeed }) => done(m.data)));

async function viewer(): Promise<Socket> {
  const socket = sockets.open(MONITOR.namespace, await t.tokenOf('demo-viewer'));
  await connected(socket);
  return socket;
}

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
});
afterAll(() => t.close());
afterEach(() => sockets.closeAll());

describe('the live monitor feed (issue 9)', () => {
  it('a socket new to the room gets every car\'s facts; then only the facts that changed', async () => {
    const socket = await viewer();
    const first = nextFeed(socket);
    t.app.ctx.realtime.emitMonitor('ent-a', [truck(1), truck(2)]);
    const firstFacts = (await first).facts?.map((f) => f.carUid);
    const second = nextFeed(socket);
    t.app.ctx.realtime.emitMonitor('ent-a', [truck(1, { speed: 70 }), truck(2, { carNo: 'FEED-2B' })]);
    expect([firstFacts, (await second).facts?.map((f) => f.carNo)]).toEqual([['car-feed-1', 'car-feed-2'], ['FEED-2B']]);
  });

  it('a socket that joins later gets the whole facts while the others get the changes', async () => {
    const early = await viewer();
    const warm = nextFeed(early);
    t.app.ctx.realtime.emitMonitor('ent-a', [truck(1)]);
    await warm;
    const late = await viewer();
    const [fromEarly, fromLate] = [nextFeed(early), nextFeed(late)];
    t.app.ctx.realtime.emitMonitor('ent-a', [truck(1, { speed: 30 })]);
    expect([(await fromEarly).facts, parseMonitorMessage({ type: 'monitor', data: await fromLate })?.data])
      .toEqual([undefined, [truck(1, { speed: 30 })]]);
  });

  it('the websocket negotiates permessage-deflate', async () => {
    const socket = await viewer();
    const ws = (socket.io.engine.transport as unknown as { ws: { extensions: string } }).ws;
    expect(ws.extensions).toContain('permessage-deflate');
  });
});
