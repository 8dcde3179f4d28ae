import { setFetch } from '../../../src/core/http';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import type { CarRow } from '../../../src/core/api/contract/cars';

/** A call the page made, as the fake server saw it. */
export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: any;
}

type Answer = { status: number; data?: unknown; message?: string; field?: string };
type Handler = (call: SeenCall) => Answer | Promise<Answer>;

/** A small fake server through core http's setFetch: routes by 'METHOD /path'; calls are recorded. */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: SeenCall[] = [];
  setFetch((async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    const call: SeenCall = {
      method: init?.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const body = handler ? await handler(call) : { status: 4040001, message: '找不到資料。' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch);
  return { calls };
}

/** Signs a user in with these permission codes (no server involved). */
export function signInWith(codes: string[]): void {
  writeSession({
    ...EMPTY_SESSION, accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', tokenData: { exp: 4102444800 },
    idData: { zhName: '王大明', authority: { admin: codes }, enterprise: { name: '測試物流' }, settings: { messages: [] } },
  });
}

export function signOut(): void {
  writeSession(EMPTY_SESSION);
}

/** Car n of the fake fleet: KEA-1001, KEA-1002, … */
export function car(n: number): CarRow {
  return {
    uid: `car-${n}`, carNo: `KEA-${1000 + n}`, model: 'XZU720', modelGroup: '300', carKind: '貨車', fuelType: '柴油', etcType: null,
    departmentUid: null, departmentName: n % 2 ? '北區' : null, driverUid: null, driverName: null, udid: null, devices: {},
    manufactureYear: 2020, vin: null, note: '', enabledCode: true, deleted: false, createdAt: 1_700_000_000_000 + n,
  };
}

/** A fleet of `count` cars behind POST car/v0/list (keyword, offset, limit) and DELETE car/v0. */
export function fleetServer(count: number, extra: Record<string, Handler> = {}) {
  let cars = Array.from({ length: count }, (_, i) => car(i + 1));
  return fakeServer({
    'POST /api/car/v0/list': ({ query, body }) => {
      const found = cars.filter((c) => !body?.keyword || c.carNo.includes(body.keyword));
      const offset = Number(query.offset ?? 0);
      const limit = Number(query.limit ?? 10);
      return { status: 0, data: { total: found.length, offset, limit, list: found.slice(offset, offset + limit) } };
    },
    'DELETE /api/car/v0': ({ body }) => {
      const before = cars.length;
      cars = cars.filter((c) => !body.uids.includes(c.uid));
      return { status: 0, data: { deleted: before - cars.length } };
    },
    ...extra,
  });
}
