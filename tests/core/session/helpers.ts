import { vi } from 'vitest';
import { setFetch } from '../../../src/core/http/client';

/** Test fixtures shared by the session and guard tests. */

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A real JWT shape; the signature is junk because jwt-decode does not verify it. */
export function makeJwt(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

/** The moment the tests stand at, in seconds. */
export const NOW = 1_700_000_000;

export function accessToken(exp: number = NOW + 3600): string {
  return makeJwt({ sub: 'user-1', exp, iat: NOW - 60 });
}

export function idToken(overrides: Record<string, unknown> = {}): string {
  return makeJwt({
    sub: 'user-1',
    zhName: '王小明',
    authority: { admin: ['P_P01', 'P_P13'] },
    enterprise: { uid: 'ent-1', name: '大安物流' },
    settings: { messages: [{ category: 5, enabled: true }] },
    ...overrides,
  });
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  credentials?: RequestCredentials;
}

type Route = (call: FakeCall) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/**
 * Installs a fake fetch answering by 'METHOD path' (path without the query). Unlisted calls
 * answer 404. Returns the recorded calls.
 */
export function fakeServer(routes: Record<string, Route>): FakeCall[] {
  const calls: FakeCall[] = [];
  setFetch(vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      headers: (init?.headers ?? {}) as Record<string, string>,
      credentials: init?.credentials,
    };
    calls.push(call);
    const route = routes[`${call.method} ${url.split('?')[0]}`];
    const answer = route ? await route(call) : { status: 404, body: { status: 4040001, message: 'not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch);
  return calls;
}

/** Removes every cookie of the jsdom document. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

export function cookieValue(name: string): string | undefined {
  const found = document.cookie.split(';').map((p) => p.trim()).find((p) => p.startsWith(`${name}=`));
  return found === undefined ? undefined : decodeURIComponent(found.slice(name.length + 1));
}
