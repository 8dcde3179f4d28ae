import type { MonitorRecord } from '../../../src/core/api/contract/monitor';
import { setFetch } from '../../../src/core/http';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { configureSockets, type SocketConnectOptions } from '../../../src/core/sockets';
import { wireCore } from '../../../src/core/wire';

/** A fake /fms-monitor: `push` plays one 'monitor' message (the whole fleet) to every open monitor socket. */
export function fakeMonitorSocket() {
  const sockets: Array<{ url: string; handlers: Record<string, (...args: unknown[]) => void> }> = [];
  wireCore(); // it restores the real io, so the fake goes in after it
  configureSockets({
    io: (url: string, _options: SocketConnectOptions) => {
      const handlers: Record<string, (...args: unknown[]) => void> = {};
      sockets.push({ url, handlers });
      return { active: true, on: (event: string, fn: (...args: unknown[]) => void) => { handlers[event] = fn; }, connect: () => undefined, disconnect: () => undefined };
    },
    random: () => 0,
  });
  return {
    push(data: MonitorRecord[]) {
      for (const s of sockets) if (s.url.endsWith('/fms-monitor')) s.handlers.monitor?.({ type: 'monitor', data });
    },
    get open() {
      return sockets.filter((s) => s.url.endsWith('/fms-monitor')).length;
    },
  };
}

export interface Call { method: string; path: string; query: URLSearchParams; body: any }

/** The API calls the monitor makes, answered from the given fleet; every call is recorded. */
export function fakeApi(fleet: () => MonitorRecord[], address = (latlng: string) => `測試地址 ${latlng}`) {
  const calls: Call[] = [];
  setFetch((async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    let body: unknown = { status: 0, data: null };
    if (call.path.endsWith('driving-monitor/v0/car/list')) {
      const all = fleet();
      const { offset = 0, limit = 1000 } = call.body ?? {};
      body = { status: 0, data: { total: all.length, offset, limit, list: all.slice(offset, offset + limit) } };
    } else if (call.path.endsWith('options/v0/list')) {
      body = { status: 0, data: { total: 2, offset: 0, limit: 1000, list: [
        { uid: 'dep-n', name: '北區車隊', category: 'department', sort: 1, usage: 1, createdAt: 0 },
        { uid: 'dep-s', name: '南區車隊', category: 'department', sort: 2, usage: 1, createdAt: 0 },
      ] } };
    } else if (call.path.endsWith('geo/v0/address')) {
      const latlng = call.query.get('latlng') ?? '';
      body = { status: 0, data: { county: '', district: '', postalCode: '', road: '', address: address(latlng) } };
    }
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch);
  return { calls };
}

export function signIn(): void {
  writeSession({ ...EMPTY_SESSION, accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', tokenData: { exp: Math.floor(Date.now() / 1000) + 3600 } });
}

/** A live monitor record with sensible values; `extra` overrides. */
export function truck(n: number, extra: Partial<MonitorRecord> = {}): MonitorRecord {
  const uid = `car-${n}`;
  return {
    carUid: uid, carNo: `KEA-${1000 + n}`, driverUid: `drv-${n}`, driverName: `駕駛${n}`, departmentUid: n % 2 ? 'dep-n' : 'dep-s',
    lat: 23 + n * 0.1, lng: 120.5 + n * 0.05, speed: 40 + n, direction: 90, status: 'driving',
    time: Date.now(), mileage: 1000, fuel: 50, rpm: 1500, engineTemp: 85,
    lastEvent: { type: 'speeding', title: '超速', time: Date.now() - 120_000 }, fences: [],
    devices: { dvr: true, tpms: false, coldChain: false, dms: false, tachograph: false },
    ...extra,
  };
}
