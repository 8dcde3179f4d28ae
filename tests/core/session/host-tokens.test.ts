// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock, setClock } from '../../../src/core/clock';
import { request } from '../../../src/core/http/client';
import { refreshSession } from '../../../src/core/session/actions';
import {
  adoptUrlTokens, clearHostTokens, provideTokens, SESSION_END_EVENT, setSessionTokens, type HostTokens,
} from '../../../src/core/session/host-tokens';
import { renewSession } from '../../../src/core/session/keep-alive';
import { $session, EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { accessToken, clearCookies, fakeServer, idToken, NOW } from './helpers';

const LIST = 'GET /api/car/v0/list';
const TOKEN = 'POST /api/auth/v0/token';

const ok = () => ({ body: { status: 0, data: [] } });
const call = () => request({ method: 'GET', url: '/api/car/v0/list', auth: 'bearer' });
const bearer = (calls: ReturnType<typeof fakeServer>) => calls.filter((c) => c.url.includes('car/v0/list')).map((c) => c.headers.Authorization);

function listenForEnd(): unknown[] {
  const details: unknown[] = [];
  const listener = (e: Event) => details.push((e as CustomEvent).detail);
  window.addEventListener(SESSION_END_EVENT, listener);
  cleanups.push(() => window.removeEventListener(SESSION_END_EVENT, listener));
  return details;
}

const cleanups: Array<() => void> = [];

beforeEach(() => {
  clearCookies();
  setClock(manualClock(NOW * 1000));
  writeSession(EMPTY_SESSION);
});

afterEach(() => {
  cleanups.splice(0).forEach((fn) => fn());
  clearHostTokens();
  writeSession(EMPTY_SESSION);
  setClock(null);
  vi.restoreAllMocks();
});

describe('tokens supplied by a partner page', () => {
  it('setSessionTokens: requests carry the given access token and no cookie is written', async () => {
    const calls = fakeServer({ [LIST]: ok });
    const token = accessToken(NOW + 900);
    expect(setSessionTokens({ accessToken: token, idToken: idToken() })).toBe(true);
    await call();
    expect(bearer(calls)).toEqual([`Bearer ${token}`]);
    expect(document.cookie).toBe('');
    expect($session.get().idData?.zhName).toBe('王小明');
  });

  it('setSessionTokens: an access token without an id token still signs the requests', async () => {
    const calls = fakeServer({ [LIST]: ok });
    const token = accessToken(NOW + 900);
    expect(setSessionTokens({ accessToken: token })).toBe(true);
    await call();
    expect(bearer(calls)).toEqual([`Bearer ${token}`]);
  });

  it('setSessionTokens refuses a token that is not a JWT and stores nothing', () => {
    expect(setSessionTokens({ accessToken: 'not-a-token' })).toBe(false);
    expect($session.get().accessToken).toBe('');
  });

  it('provideTokens: the provider is asked once and requests carry its token, without cookies', async () => {
    const calls = fakeServer({ [LIST]: ok });
    const token = accessToken(NOW + 900);
    const provider = vi.fn(async (): Promise<HostTokens> => ({ accessToken: token, idToken: idToken() }));
    expect(await provideTokens(provider)).toBe(true);
    await call();
    expect(provider).toHaveBeenCalledTimes(1);
    expect(bearer(calls)).toEqual([`Bearer ${token}`]);
    expect(document.cookie).toBe('');
  });

  it('a refresh asks the provider again instead of calling auth/v0/token', async () => {
    const calls = fakeServer({ [LIST]: ok, [TOKEN]: () => ({ body: { status: 0, data: {} } }) });
    const first = accessToken(NOW + 10);
    const second = accessToken(NOW + 900);
    const provider = vi.fn<() => Promise<HostTokens>>()
      .mockResolvedValueOnce({ accessToken: first })
      .mockResolvedValueOnce({ accessToken: second });
    await provideTokens(provider);
    expect((await refreshSession()).status).toBe(0);
    await call();
    expect(provider).toHaveBeenCalledTimes(2);
    expect(calls.some((c) => c.url.includes('auth/v0/token'))).toBe(false);
    expect(bearer(calls)).toEqual([`Bearer ${second}`]);
  });

  it('a provider that fails on refresh ends the session with sessionend {reason: expired} and no redirect', async () => {
    fakeServer({});
    const ended = listenForEnd();
    const path = window.location.pathname;
    const provider = vi.fn<() => Promise<HostTokens>>()
      .mockResolvedValueOnce({ accessToken: accessToken(NOW + 10) })
      .mockRejectedValueOnce(new Error('backend down'));
    await provideTokens(provider);
    expect(await renewSession()).toBe('ended');
    expect(ended).toEqual([{ reason: 'expired' }]);
    expect($session.get().accessToken).toBe('');
    expect(window.location.pathname).toBe(path);
  });

  it('a provider that fails at once resolves false and dispatches sessionend {reason: expired}', async () => {
    const ended = listenForEnd();
    expect(await provideTokens(() => Promise.reject(new Error('no')))).toBe(false);
    expect(ended).toEqual([{ reason: 'expired' }]);
    expect($session.get().accessToken).toBe('');
  });
});

describe('adoptUrlTokens (spec 2.10 in a web view embedding elements)', () => {
  it('signs in from ?accessToken=&idToken= in the store only, without cookies', async () => {
    const calls = fakeServer({ [LIST]: ok });
    const token = accessToken(NOW + 900);
    expect(adoptUrlTokens(`?accessToken=${token}&idToken=${idToken()}&car=1`, NOW)).toBe(true);
    await call();
    expect(bearer(calls)).toEqual([`Bearer ${token}`]);
    expect(document.cookie).toBe('');
  });

  it.each([
    ['without an id token', () => `?accessToken=${accessToken()}`],
    ['with an expired access token', () => `?accessToken=${accessToken(NOW - 1)}&idToken=${idToken()}`],
    ['with a token that is not a JWT', () => `?accessToken=junk&idToken=${idToken()}`],
  ])('ignores the URL %s', (_name, search) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(adoptUrlTokens(search(), NOW)).toBe(false);
    expect($session.get().accessToken).toBe('');
  });
});
