import { setFetch } from '../../../src/core/http';
import { setSessionState } from '../../../src/core/session/persist';
import { EMPTY_SESSION } from '../../../src/core/session';
import type { CarRow } from '../../../src/core/api/contract/cars';

/**
 * A fake server for the live video, voice and device elements: answers by 'METHOD path' (the
 * path after /api/ or the full path for other hosts, without the query). A route may answer a
 * Response itself (audio). Every call is recorded.
 */
export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: any;
  headers: Record<string, string>;
}

export type FakeRoute = (call: FakeCall) => unknown;

export const json = (status: number, data?: unknown, message?: string) =>
  new Response(JSON.stringify({ status, data, message }), { status: 200, headers: { 'Content-Type': 'application/json' } });

export function fakeServer(routes: Record<string, FakeRoute>): FakeCall[] {
  const calls: FakeCall[] = [];
  setFetch(async (input, init) => {
    const url = new URL(String(input), location.origin);
    const body = init?.body;
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/(api\/)?/, ''),
      query: url.searchParams,
      body: typeof body === 'string' ? JSON.parse(body) : body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return json(4040001, undefined, `no route ${call.method} ${call.path}`);
    const answer = await route(call);
    return answer instanceof Response ? answer : json(0, answer);
  });
  return calls;
}

export function signedIn(accessToken = 'token-1'): void {
  setSessionState({ ...EMPTY_SESSION, accessToken, idToken: 'id-1' });
}

export function resetFleetPage(): void {
  document.body.innerHTML = '';
  setSessionState(EMPTY_SESSION);
  setFetch((...args) => fetch(...args));
}

/** A car row as car/v0/list answers it. */
export function carRow(uid: string, carNo: string, devices: CarRow['devices'] = { dvr: { channels: 2 } }, driverName: string | null = '王小明'): CarRow {
  return {
    uid, carNo, model: 'XZU720', modelGroup: '300', carKind: null, fuelType: null, etcType: null, departmentUid: null, departmentName: null,
    driverUid: null, driverName, udid: `dev${uid}`, devices, manufactureYear: null, vin: null, note: '', enabledCode: true, deleted: false, createdAt: 0,
  };
}

export const carPage = (list: CarRow[]) => ({ total: list.length, offset: 0, limit: 1000, list });
