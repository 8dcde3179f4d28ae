import { configureSockets, type SocketConnectOptions } from '../../../src/core/sockets';
import { setFetch } from '../../../src/core/http';
import { EMPTY_SESSION, writeSession, type IdData } from '../../../src/core/session/store';
import { wireCore } from '../../../src/core/wire';

/** A fake socket.io: each connection records its handlers; `emit` plays a server message. */
export function fakeSockets() {
  const sockets: Array<{ url: string; handlers: Record<string, (...args: unknown[]) => void> }> = [];
  // Wire first: wireCore() restores the real io, so the fake goes in after it (once per page).
  wireCore();
  configureSockets({
    io: (url: string, _options: SocketConnectOptions) => {
      const handlers: Record<string, (...args: unknown[]) => void> = {};
      sockets.push({ url, handlers });
      return { active: true, on: (event: string, fn: (...args: unknown[]) => void) => { handlers[event] = fn; }, connect: () => undefined, disconnect: () => undefined };
    },
    random: () => 0,
  });
  return {
    sockets,
    /** Sends a /fms-event 'event' message to every open event socket. */
    emitEvent(data: Record<string, unknown>) {
      for (const s of sockets) if (s.url.endsWith('/fms-event')) s.handlers.event?.({ type: 'event', data });
    },
  };
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FakeCall) => unknown;

/** A fake reference server through core http's setFetch: routes by 'METHOD path' (path without host or query). */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  setFetch((async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.href);
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const body = handler ? handler(call) : { status: 0, data: null };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch);
  return { calls };
}

/** Signs a user in for the element, without a server: codes, name and notification settings. */
export function signInUser(codes: string[], extra: Partial<IdData> = {}): void {
  const idData: IdData = {
    zhName: '王大明', authority: { admin: codes }, enterprise: { name: '測試物流' }, settings: { messages: [] }, ...extra,
  };
  writeSession({
    ...EMPTY_SESSION, accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1',
    tokenData: { exp: Math.floor(Date.now() / 1000) + 3600 }, idData,
  });
}

export function signOutUser(): void {
  writeSession(EMPTY_SESSION);
}

/** A notification as the server lists it. */
export function message(n: number, extra: Record<string, unknown> = {}) {
  return { uid: `m-${n}`, type: 'event', code: 'speeding', category: 5, title: '超速', content: `KEA-100${n} 超速`, createdAt: Date.now() - n * 60_000, ...extra };
}
