import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, kill9, seededDataDir, signIn, startServer, type KillableServer } from '../killable-server';
import { TEST_NOW } from '../test-clock';

/**
 * Issue 22, 3: 建立工單 writes the order and both links (order.record_uid, record.order_uid) in one
 * transaction. A `kill -9` of the real server while it runs leaves either no order for the
 * reservation, or exactly one linked both ways; never an order linked one way only, never two. The
 * call is then retried on the restarted server: it makes the order, or is refused naming the one made.
 */

/** When each kill falls, as a share of a comparable write's round trip on the same server. */
const KILL_AT = [0, 0.5, 1, 1.5];
/** One car per kill, so every order of the car after its kill came from that kill or its retry. */
const CARS = ['car-a-011', 'car-a-012', 'car-a-013', 'car-a-014'];
const SERVER_NOW = TEST_NOW;
const HOUR = 3_600_000;

interface Reservation { uid: string; car: { uid: string } }
interface Order { uid: string; orderNo: string; recordUid: string | null }

let dir = '';
let server: KillableServer | null = null;

beforeAll(async () => {
  dir = await seededDataDir('fms-maintenance-kill-');
}, 60_000);

afterAll(async () => {
  if (server) await kill9(server);
  rmSync(dir, { recursive: true, force: true });
});

const reserve = (s: KillableServer, token: string, carUid: string) => api<Reservation>(s, 'POST', '/api/maintenance/v0', token, {
  carUid, reservation: { reservedAt: SERVER_NOW + 2 * HOUR, factoryName: '五股服務廠' }, items: ['opt-a-mnt-2'],
});
/** 建立工單 as the reservation list sends it. */
const orderFrom = (s: KillableServer, token: string, rec: Reservation) => api<Order>(s, 'POST', '/api/maintenance-order/v0', token, {
  carUid: rec.car.uid, originalCycleUid: null, items: ['opt-a-mnt-2'], recordUid: rec.uid, factoryName: '五股服務廠',
});
const ordersOfCar = async (s: KillableServer, token: string, carUid: string): Promise<Order[]> =>
  (await api<{ list: Order[] }>(s, 'POST', '/api/maintenance-order/v0/list', token, { carUid, limit: 1000 })).data.list;

/**
 * What the server holds for the reservation: the car's orders made since `before`, how many of them
 * point at the reservation, and whether the reservation points at one of them, at none, or at an
 * order that does not exist.
 */
async function linkOf(s: KillableServer, token: string, rec: Reservation, before: ReadonlySet<string>) {
  const made = (await ordersOfCar(s, token, rec.car.uid)).filter((o) => !before.has(o.uid));
  const { data: record } = await api<{ orderUid: string | null }>(s, 'GET', `/api/maintenance/v0/${rec.uid}`, token);
  const recordLink = record.orderUid === null ? 'none' : made.some((o) => o.uid === record.orderUid) ? 'order' : 'dangling';
  return { state: { orders: made.length, ordersLinked: made.filter((o) => o.recordUid === rec.uid).length, recordLink }, made };
}

const NOTHING = { orders: 0, ordersLinked: 0, recordLink: 'none' };
const LINKED = { orders: 1, ordersLinked: 1, recordLink: 'order' };

it('a kill -9 during 建立工單 leaves no order or one linked both ways; the retry ends with exactly one', async () => {
  server = await startServer(dir, SERVER_NOW);
  let token = await signIn(server);
  for (const [i, carUid] of CARS.entries()) {
    // The reservation is made on the server about to be killed; its round trip sizes the kill's
    // delay, so the kills fall before, during and after the create's transaction however busy
    // the machine is.
    const started = performance.now();
    const made = await reserve(server, token, carUid);
    const roundTrip = performance.now() - started;
    expect(made.status, made.message).toBe(0);
    const rec = made.data;
    const before = new Set((await ordersOfCar(server, token, carUid)).map((o) => o.uid));

    const delay = Math.round(KILL_AT[i]! * roundTrip);
    const creating = orderFrom(server, token, rec).catch(() => null);
    await sleep(delay);
    await kill9(server);
    await creating;

    // The restarted server both checks this kill and serves the next one.
    server = await startServer(dir, SERVER_NOW);
    token = await signIn(server);
    const after = await linkOf(server, token, rec, before);
    expect([NOTHING, LINKED], `killed ${delay} ms after sending`).toContainEqual(after.state);

    const retried = await orderFrom(server, token, rec);
    if (after.state.orders === 0) {
      expect(retried.status, retried.message).toBe(0);
    } else {
      expect(retried).toMatchObject({ status: 4090001, field: 'recordUid', message: expect.stringContaining(after.made[0]!.orderNo) });
    }
    const settled = await linkOf(server, token, rec, before);
    expect(settled.state).toEqual(LINKED);
    if (after.state.orders === 1) expect(settled.made[0]!.uid).toBe(after.made[0]!.uid);
  }
}, 240_000);
