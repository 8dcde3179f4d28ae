// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFms } from '../../../src/core/storage/keys';
import { refreshSession, signInWithPassword, signOut } from '../../../src/core/session/actions';
import { onSignOut } from '../../../src/core/session/persist';
import { $session, EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { sessionFromTokens } from '../../../src/core/session/tokens';
import { accessToken, clearCookies, cookieValue, fakeServer, idToken } from './helpers';

const SIGN_IN = 'POST /api/auth/v0/sign-in';
const tokens = () => ({ accessToken: accessToken(), idToken: idToken(), refreshToken: 'refresh-1' });
const user = { name: 'wang', password: 'secret-pass', memberMe: false };

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  writeSession(EMPTY_SESSION);
});
afterEach(() => vi.restoreAllMocks());

describe('signInWithPassword', () => {
  it('spec 4: status 0 decodes the tokens into the session', async () => {
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data: tokens() } }) });
    await signInWithPassword(user);
    expect($session.get().idData?.zhName).toBe('王小明');
  });

  it('spec 7.2: sign-in sends the name and password and no token', async () => {
    const calls = fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data: tokens() } }) });
    await signInWithPassword(user);
    expect([calls[0].body, calls[0].headers.Authorization]).toEqual([{ name: 'wang', password: 'secret-pass' }, undefined]);
  });

  it('spec 9: status 0 stores accessToken, idToken and refreshToken as cookies', async () => {
    const data = tokens();
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data } }) });
    await signInWithPassword(user);
    expect([cookieValue('accessToken'), cookieValue('idToken'), cookieValue('refreshToken')])
      .toEqual([data.accessToken, data.idToken, 'refresh-1']);
  });

  it('spec 9: status 0 keeps idData and refreshToken in the fms local storage entry', async () => {
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data: tokens() } }) });
    await signInWithPassword(user);
    expect([readFms().idData?.zhName, readFms().refreshToken]).toEqual(['王小明', 'refresh-1']);
  });

  it('spec 4: status 0 removes a transient cookie named like a key of the answer', async () => {
    document.cookie = 'loginHint=stale; path=/';
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data: { ...tokens(), loginHint: 'x' } } }) });
    await signInWithPassword(user);
    expect(cookieValue('loginHint')).toBeUndefined();
  });

  it('spec 4: status 0 replaces a transient accessToken cookie with the new token', async () => {
    document.cookie = 'accessToken=left-from-4011008; path=/';
    const data = tokens();
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data } }) });
    await signInWithPassword(user);
    expect(cookieValue('accessToken')).toBe(data.accessToken);
  });

  it('spec 3, issue 10: remember-me stores the name and memberMe in fms.memberMe, never the password', async () => {
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data: tokens() } }) });
    await signInWithPassword({ ...user, memberMe: true });
    expect(readFms().memberMe).toEqual({ name: 'wang', memberMe: true });
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-pass');
  });

  it('issue 10: a password kept by an older version is forgotten the first time fms is read', () => {
    localStorage.setItem('fms', JSON.stringify({ memberMe: { name: 'old', password: 'old-secret', memberMe: true } }));
    expect(readFms().memberMe).toEqual({ name: 'old', memberMe: true });
    expect(localStorage.getItem('fms')).not.toContain('old-secret');
  });

  it('spec 3: signing in without remember-me clears fms.memberMe', async () => {
    localStorage.setItem('fms', JSON.stringify({ memberMe: { name: 'old', password: 'old', memberMe: true } }));
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data: tokens() } }) });
    await signInWithPassword(user);
    expect(readFms().memberMe).toBeNull();
  });

  it('spec 8: status 4011008 returns the status to the screen', async () => {
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 4011008, data: { accessToken: 'only-access' } } }) });
    expect((await signInWithPassword(user)).status).toBe(4011008);
  });

  it('spec 4: status 4011008 stores only the access token and no identity', async () => {
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 4011008, data: { accessToken: 'only-access' } } }) });
    await signInWithPassword(user);
    expect($session.get()).toEqual({ ...EMPTY_SESSION, accessToken: 'only-access' });
  });

  it('spec 8: any other non-zero status is returned and nothing is stored', async () => {
    fakeServer({ [SIGN_IN]: () => ({ status: 401, body: { status: 4010002, message: '帳號或密碼錯誤。' } }) });
    const body = await signInWithPassword({ ...user, memberMe: true });
    expect([body.status, $session.get(), cookieValue('accessToken'), readFms().memberMe])
      .toEqual([4010002, EMPTY_SESSION, undefined, null]);
  });

  it('spec 8: status 0 with undecodable tokens stores nothing and reports an error status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer({ [SIGN_IN]: () => ({ body: { status: 0, data: { accessToken: 'bad', idToken: 'bad', refreshToken: 'r' } } }) });
    const body = await signInWithPassword(user);
    expect([body.status !== 0, $session.get()]).toEqual([true, EMPTY_SESSION]);
  });
});

describe('signOut', () => {
  const signedIn = () => {
    const session = sessionFromTokens(tokens());
    writeSession(session);
    for (const name of ['accessToken', 'idToken', 'refreshToken', 'plusAccessToken']) document.cookie = `${name}=v; path=/`;
  };

  it('spec 4: sign-out removes the refreshToken, idToken and accessToken cookies', async () => {
    signedIn();
    fakeServer({ 'POST /api/auth/v0/sign-out': () => ({ body: { status: 0 } }) });
    await signOut();
    expect(['accessToken', 'idToken', 'refreshToken', 'plusAccessToken'].map(cookieValue)).toEqual([undefined, undefined, undefined, 'v']);
  });

  it('spec 4: sign-out clears the session', async () => {
    signedIn();
    fakeServer({ 'POST /api/auth/v0/sign-out': () => ({ body: { status: 0 } }) });
    await signOut();
    expect($session.get()).toEqual(EMPTY_SESSION);
  });

  it('spec 7.2: sign-out calls POST auth/v0/sign-out with the bearer token', async () => {
    signedIn();
    const token = $session.get().accessToken;
    const calls = fakeServer({ 'POST /api/auth/v0/sign-out': () => ({ body: { status: 0 } }) });
    await signOut();
    expect(calls[0].headers.Authorization).toBe(`Bearer ${token}`);
  });

  it('spec 4: sign-out completes locally even when the server call fails', async () => {
    signedIn();
    fakeServer({ 'POST /api/auth/v0/sign-out': () => ({ status: 500, body: { status: 5000001 } }) });
    await signOut();
    expect($session.get()).toEqual(EMPTY_SESSION);
  });

  it('spec 4: sign-out runs the registered sign-out hooks', async () => {
    signedIn();
    fakeServer({ 'POST /api/auth/v0/sign-out': () => ({ body: { status: 0 } }) });
    const hook = vi.fn();
    const off = onSignOut(hook);
    await signOut();
    off();
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('spec 4: a failing sign-out hook does not stop the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer({ 'POST /api/auth/v0/sign-out': () => ({ body: { status: 0 } }) });
    const second = vi.fn();
    const offs = [onSignOut(() => { throw new Error('boom'); }), onSignOut(second)];
    await signOut();
    offs.forEach((off) => off());
    expect(second).toHaveBeenCalled();
  });
});

describe('refreshSession', () => {
  const TOKEN = 'POST /api/auth/v0/token';

  it('spec 7.2: refresh sends grantType refreshToken with the refresh token', async () => {
    writeSession(sessionFromTokens(tokens()));
    const calls = fakeServer({ [TOKEN]: () => ({ body: { status: 0, data: tokens() } }) });
    await refreshSession();
    expect(calls[0].body).toEqual({ grantType: 'refreshToken', refreshToken: 'refresh-1' });
  });

  it('spec 4: a successful refresh stores the new tokens', async () => {
    writeSession(sessionFromTokens(tokens()));
    const fresh = { accessToken: accessToken(2_000_000_000), idToken: idToken({ zhName: '新名字' }), refreshToken: 'refresh-2' };
    fakeServer({ [TOKEN]: () => ({ body: { status: 0, data: fresh } }) });
    await refreshSession();
    expect([$session.get().idData?.zhName, cookieValue('refreshToken')]).toEqual(['新名字', 'refresh-2']);
  });

  it('spec 8: a non-zero refresh status is returned and nothing is stored', async () => {
    const before = sessionFromTokens(tokens());
    writeSession(before);
    fakeServer({ [TOKEN]: () => ({ status: 401, body: { status: 4010001 } }) });
    const body = await refreshSession();
    expect([body.status, $session.get()]).toEqual([4010001, before]);
  });

  it('spec 8: without any refresh token the refresh reports not signed in and calls nothing', async () => {
    const calls = fakeServer({});
    const body = await refreshSession();
    expect([body.status, calls.length]).toEqual([4010001, 0]);
  });
});
