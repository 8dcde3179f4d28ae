// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualClock, setClock } from '../../../src/core/clock';
import { refreshSession } from '../../../src/core/session/actions';
import {
  keepSessionAlive, REFRESH_POLICY, refreshDelay, refreshOutcome, refreshRetryDelay, renewSession,
} from '../../../src/core/session/keep-alive';
import { storeSession } from '../../../src/core/session/persist';
import { $session, EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { sessionFromTokens } from '../../../src/core/session/tokens';
import { accessToken, clearCookies, fakeServer, idToken, makeJwt, NOW } from './helpers';

const TOKEN = 'POST /api/auth/v0/token';
const MS = NOW * 1000;

describe('refreshDelay', () => {
  it.each([
    ['80% of a 900 s life', NOW + 900, MS, 720_000],
    ['80% of what remains, not of the whole life', NOW + 900, MS + 400_000, 400_000],
    ['at least the minimum', NOW + 6, MS, REFRESH_POLICY.minMs],
    ['at once when less than the minimum remains', NOW + 3, MS, 0],
    ['at once when the token has already expired', NOW - 60, MS, 0],
    ['at most the maximum for a long-lived token', NOW + 30 * 24 * 3600, MS, REFRESH_POLICY.maxMs],
    ['at once for a nonsense exp', Number.NaN, MS, 0],
  ])('%s', (_name, exp, nowMs, delay) => {
    expect(refreshDelay(exp, nowMs)).toBe(delay);
  });

  it('a refresh is always due before the token expires while more than the minimum remains', () => {
    for (const life of [6, 60, 900, 3600, 7 * 24 * 3600]) {
      expect(refreshDelay(NOW + life, MS)).toBeLessThan(life * 1000);
    }
  });
});

describe('refreshRetryDelay', () => {
  it.each([
    [0, 2_000], [1, 4_000], [2, 8_000], [4, 32_000], [5, 60_000], [50, 60_000], [-1, 2_000], [Number.NaN, 2_000],
  ])('attempt %s waits %s ms', (attempt, delay) => {
    expect(refreshRetryDelay(attempt)).toBe(delay);
  });
});

describe('refreshOutcome', () => {
  it.each([
    [0, 'refreshed'], [4010001, 'ended'], [4010002, 'ended'], [4010003, 'ended'], [4010004, 'ended'],
    [-1, 'retry'], [5000001, 'retry'], [4290001, 'retry'],
  ])('status %s → %s', (status, outcome) => {
    expect(refreshOutcome(status)).toBe(outcome);
  });
});

const clock = manualClock(MS);

function signedIn(exp = NOW + 900): void {
  storeSession(sessionFromTokens({ accessToken: accessToken(exp), idToken: idToken(), refreshToken: 'refresh-1' }));
}

let issued = 0;
/** A refresh answer; each a distinct token, as a server's would be. */
const fresh = (exp: number) => ({
  body: { status: 0, data: { accessToken: makeJwt({ sub: 'user-1', exp, jti: `t${++issued}` }), idToken: idToken() } },
});

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  writeSession(EMPTY_SESSION);
  clock.set(MS);
  setClock(clock);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setClock(null);
});

describe('refreshSession', () => {
  it('callers that ask while a refresh is in flight share it: one request', async () => {
    signedIn();
    let answer!: (value: ReturnType<typeof fresh>) => void;
    const calls = fakeServer({ [TOKEN]: () => new Promise((resolve) => { answer = resolve; }) });
    const first = refreshSession();
    const second = refreshSession();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    answer(fresh(NOW + 1800));
    const [a, b] = await Promise.all([first, second]);
    expect(a.status).toBe(0);
    expect(b).toBe(a);
    expect(calls).toHaveLength(1);
  });

  it('a refresh after the previous one finished is a new request', async () => {
    signedIn();
    const calls = fakeServer({ [TOKEN]: () => fresh(NOW + 1800) });
    await refreshSession();
    await refreshSession();
    expect(calls).toHaveLength(2);
  });
});

describe('keepSessionAlive', () => {
  it('refreshes at 80% of the access token\'s life and keeps the new tokens', async () => {
    signedIn(NOW + 900);
    const calls = fakeServer({ [TOKEN]: () => fresh(NOW + 1800) });
    const stop = keepSessionAlive();
    await vi.advanceTimersByTimeAsync(719_000);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect($session.get().tokenData?.exp).toBe(NOW + 1800));
    expect(calls[0].body).toEqual({ grantType: 'refreshToken', refreshToken: 'refresh-1' });
    stop();
  });

  it('a session lasts a whole shift: each new token arms the next refresh', async () => {
    signedIn(NOW + 900);
    let exp = NOW + 900;
    const calls = fakeServer({ [TOKEN]: () => {
      exp = Math.floor(clock() / 1000) + 900;
      return fresh(exp);
    } });
    const stop = keepSessionAlive();
    for (let i = 1; i <= 40; i++) {
      clock.advance(720_000);
      await vi.advanceTimersByTimeAsync(720_000);
      await vi.waitFor(() => expect(calls).toHaveLength(i));
      await vi.waitFor(() => expect($session.get().tokenData?.exp).toBe(exp));
    }
    // Eight hours on, the token in force is still ahead of the clock.
    expect($session.get().tokenData!.exp * 1000).toBeGreaterThan(clock());
    stop();
  });

  it('spec 4: a refresh answered 401 (expired or revoked) resets the session and reports it', async () => {
    signedIn(NOW + 900);
    fakeServer({ [TOKEN]: () => ({ status: 401, body: { status: 4010001, message: '未登入或登入已過期。' } }) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ended = vi.fn();
    const stop = keepSessionAlive({ onSessionEnded: ended });
    await vi.advanceTimersByTimeAsync(720_000);
    await vi.waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect($session.get()).toEqual(EMPTY_SESSION);
    stop();
  });

  it('a refresh that cannot reach the server is retried with backoff and the session stays', async () => {
    signedIn(NOW + 900);
    let reachable = false;
    const calls = fakeServer({ [TOKEN]: () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return fresh(NOW + 1800);
    } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = keepSessionAlive();
    await vi.advanceTimersByTimeAsync(720_000);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect($session.get().tokenData?.exp).toBe(NOW + 900);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    reachable = true;
    await vi.advanceTimersByTimeAsync(4_000);
    await vi.waitFor(() => expect($session.get().tokenData?.exp).toBe(NOW + 1800));
    expect(calls).toHaveLength(3);
    stop();
  });

  it('a session without a refresh token (URL sign-in) is not refreshed', async () => {
    storeSession(sessionFromTokens({ accessToken: accessToken(NOW + 900), idToken: idToken(), refreshToken: '' }));
    const calls = fakeServer({ [TOKEN]: () => fresh(NOW + 1800) });
    const stop = keepSessionAlive();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(calls).toHaveLength(0);
    stop();
  });

  it('signing out stops the timer', async () => {
    signedIn(NOW + 900);
    const calls = fakeServer({ [TOKEN]: () => fresh(NOW + 1800) });
    const stop = keepSessionAlive();
    writeSession(EMPTY_SESSION);
    await vi.advanceTimersByTimeAsync(900_000);
    expect(calls).toHaveLength(0);
    stop();
  });
});

describe('renewSession', () => {
  it('several callers at once (the timer and two sockets) spend the refresh token once', async () => {
    signedIn(NOW + 900);
    const calls = fakeServer({ [TOKEN]: () => fresh(NOW + 1800) });
    const outcomes = await Promise.all([renewSession(), renewSession(), renewSession()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(calls).toHaveLength(1);
  });
});

describe('keepSessionAlive with a page clock ahead of the server\'s', () => {
  it('a token that already looks expired when it arrives is not refreshed again at once', async () => {
    signedIn(NOW + 900);
    // The server's tokens expire 900 s after its own clock, which is twenty minutes behind ours.
    const calls = fakeServer({ [TOKEN]: () => fresh(NOW + 900) });
    // A long floor, so that the fake time vi.waitFor moves while polling cannot reach it.
    const stop = keepSessionAlive({ policy: { ...REFRESH_POLICY, minMs: 60_000 } });
    const first = $session.get().accessToken;
    clock.set(MS + 20 * 60_000);
    await vi.advanceTimersByTimeAsync(720_000);
    await vi.waitFor(() => expect($session.get().accessToken).not.toBe(first));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    stop();
  });
});
