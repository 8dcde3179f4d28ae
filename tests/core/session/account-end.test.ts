// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '../../../src/core/api/profile';
import { onAccountEnded } from '../../../src/core/http/client';
import { accountEndNotice, readSessionEndNotice, SESSION_END_NOTICE_KEY } from '../../../src/core/session/end-notice';
import { endSession, keepSessionAlive, renewSession } from '../../../src/core/session/keep-alive';
import { storeSession } from '../../../src/core/session/persist';
import { $session, EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { sessionFromTokens } from '../../../src/core/session/tokens';
import { accessToken, clearCookies, fakeServer, idToken } from './helpers';

/** Issue 22, 12: a disabled or deleted account's tab ends its session once, with the reason for the sign-in page. */

const DISABLED = { status: 4010003, message: '此帳號已停用，請聯絡管理員。' };
const DELETED = { status: 4010004, message: '此帳號已刪除。' };

function signedIn(): void {
  storeSession(sessionFromTokens({ accessToken: accessToken(), idToken: idToken(), refreshToken: 'refresh-1' }));
}

let stop: () => void = () => {};
beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  writeSession(EMPTY_SESSION);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stop();
  onAccountEnded(null);
  vi.restoreAllMocks();
});

describe('accountEndNotice', () => {
  it.each([
    [DISABLED, DISABLED.message],
    [DELETED, DELETED.message],
    [{ status: 4010003 }, '此帳號已停用，請聯絡管理員。'],
    [{ status: 4010004 }, '此帳號已刪除。'],
    [{ status: 4010001, message: '登入已逾時，請重新登入。' }, null],
    [{ status: 4030001 }, null],
    [{ status: 0 }, null],
  ])('%j → %s', (body, notice) => {
    expect(accountEndNotice(body)).toBe(notice);
  });
});

describe('ending a session for a disabled or deleted account', () => {
  it('a call answered 4010003 ends the session at once and leaves the message for the sign-in page', async () => {
    signedIn();
    const ended = vi.fn();
    stop = keepSessionAlive({ onSessionEnded: ended });
    onAccountEnded(endSession);
    fakeServer({ 'GET /api/my-profile/v0': () => ({ status: 401, body: DISABLED }) });
    const body = await getProfile();
    expect(body.status).toBe(4010003);
    expect($session.get().accessToken).toBe('');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readSessionEndNotice()).toBe(DISABLED.message);
    expect(sessionStorage.getItem(SESSION_END_NOTICE_KEY)).toContain('此帳號已停用');
  });

  it('several refused calls at once end the session once', async () => {
    signedIn();
    const ended = vi.fn();
    const announced = vi.fn();
    document.addEventListener('sessionend', announced);
    stop = keepSessionAlive({ onSessionEnded: ended });
    onAccountEnded(endSession);
    fakeServer({ 'GET /api/my-profile/v0': () => ({ status: 401, body: DELETED }) });
    await Promise.all([getProfile(), getProfile(), getProfile()]);
    document.removeEventListener('sessionend', announced);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(readSessionEndNotice()).toBe(DELETED.message);
  });

  it('a refresh answered 4010003 (the sockets\' and the timer\'s path) ends the session with the message, without retrying', async () => {
    signedIn();
    const ended = vi.fn();
    stop = keepSessionAlive({ onSessionEnded: ended });
    const calls = fakeServer({ 'POST /api/auth/v0/token': () => ({ status: 401, body: DISABLED }) });
    expect(await renewSession()).toBe('ended');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readSessionEndNotice()).toBe(DISABLED.message);
    expect(calls).toHaveLength(1);
  });

  it('an expired session (4010001) ends without a notice: the sign-in page has nothing to explain', async () => {
    signedIn();
    stop = keepSessionAlive({ onSessionEnded: () => {} });
    fakeServer({ 'POST /api/auth/v0/token': () => ({ status: 401, body: { status: 4010001, message: '登入已逾時，請重新登入。' } }) });
    expect(await renewSession()).toBe('ended');
    expect(readSessionEndNotice()).toBe('');
  });
});
