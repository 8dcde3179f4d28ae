import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_CHANNELS, SOCKET_FORBIDDEN } from '../../../src/core/api/contract/socket';
import { drivingMonitor, type MonitorRecord } from '../../../src/core/api/contract/monitor';
import { parseMonitorMessage } from '../../../src/core/sockets';
import { NAMESPACE_PERMISSIONS } from '../../../demo/server/realtime/namespace-access';
import { startTestApp, type TestApp } from '../harness';
import { claims, connected, listenForSockets, type SocketClients } from './sockets';
import { expectForbidden } from '../replies';

/**
 * Issue 10, 6: a socket namespace asks for the permission code of the REST call it mirrors, so a
 * user refused that call (4030001) never receives its pushes either.
 */

let t: TestApp;
let sockets: SocketClients;
const MONITOR = SOCKET_CHANNELS.monitor.namespace;
const truck: MonitorRecord = {
  carUid: 'car-pushed', carNo: 'PUSH-001', driverUid: null, driverName: '', departmentUid: null, lat: 25.03, lng: 121.56, speed: 62, direction: 0,
  status: 'driving', time: 1_710_043_200_000, mileage: 0, fuel: 50, rpm: 1500, engineTemp: 85, lastEvent: null, fences: [],
  devices: { dvr: false, tpms: false, coldChain: false, dms: false, tachograph: false },
};

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
});
afterAll(() => t.close());
afterEach(() => sockets.closeAll());

describe('socket namespaces check the permission codes of their REST calls (issue 10, 6)', () => {
  it('demo-driver (P_P13, P_P36) is refused the monitor list by REST and /fms-monitor at the handshake', async () => {
    const driver = await t.tokenOf('demo-driver');
    const rest = await t.call({ method: 'POST', url: '/api/driving-monitor/v0/car/list', token: driver, payload: {} });
    expectForbidden(rest);
    await expect(connected(sockets.open(MONITOR, driver))).rejects.toThrow(SOCKET_FORBIDDEN);
  });

  it('a monitor push reaches a P_P01 user of the enterprise and not demo-driver', async () => {
    const driverSocket = sockets.open(MONITOR, await t.tokenOf('demo-driver'));
    const driverGot: unknown[] = [];
    driverSocket.on(SOCKET_CHANNELS.monitor.event, (payload) => driverGot.push(payload));
    const refused = await connected(driverSocket).then(() => false, () => true);
    const viewer = sockets.open(MONITOR, await t.tokenOf('demo-viewer'));
    await connected(viewer);
    const got = new Promise((done) => viewer.once(SOCKET_CHANNELS.monitor.event, done));
    t.app.ctx.realtime.emitMonitor('ent-a', [truck]);
    expect(parseMonitorMessage(await got)?.data).toEqual([truck]);
    // Refused at the handshake, the driver's socket is in no room: nothing can reach it later either.
    expect(refused).toBe(true);
    expect(driverSocket.connected).toBe(false);
    expect(driverGot).toEqual([]);
  });

  it('demo-driver still opens /fms-event, which mirrors the caller\'s own notifications (no code)', async () => {
    const driver = await t.tokenOf('demo-driver');
    const socket = sockets.open(SOCKET_CHANNELS.event.namespace, driver);
    await connected(socket);
    const got = new Promise((done) => socket.once(SOCKET_CHANNELS.event.event, done));
    t.app.ctx.realtime.emitEvent(claims(driver).sub, { uid: 'driver-1', category: 4, title: '任務更新' });
    expect(await got).toMatchObject({ data: { uid: 'driver-1' } });
  });

  it('every namespace the server serves has an entry in the access table, the root one aside', () => {
    const served = t.app.ctx.realtime.namespaces().filter((name) => name !== '/');
    expect(served.sort()).toEqual(Object.values(SOCKET_CHANNELS).map((c) => c.namespace).sort());
    for (const name of served) expect(NAMESPACE_PERMISSIONS.has(name), name).toBe(true);
  });

  it('/fms-monitor needs the code of the call it mirrors, the monitor car list', () => {
    expect(NAMESPACE_PERMISSIONS.get(MONITOR)).toEqual(drivingMonitor.carList.permission);
    expect(NAMESPACE_PERMISSIONS.get(MONITOR)).toContain('P_P01');
  });

  it('the root namespace mirrors no call and admits no one, not even an administrator', async () => {
    await expect(connected(sockets.open('/', await t.tokenOf('demo-admin')))).rejects.toThrow(SOCKET_FORBIDDEN);
  });
});
