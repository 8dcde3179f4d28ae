// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFms } from '../../../src/core/storage/keys';
import { $session, EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import {
  signInAsSuperAccount, signInFromUrl, SUPER_ACCOUNT_MESSAGE, URL_TOKEN_ERROR_MESSAGE,
} from '../../../src/core/session/url-sign-in';
import { accessToken, clearCookies, cookieValue, idToken, NOW } from './helpers';

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  writeSession(EMPTY_SESSION);
});
afterEach(() => vi.restoreAllMocks());

describe('signInFromUrl', () => {
  it('spec 2.10: valid URL tokens are saved as the accessToken and idToken cookies', () => {
    const query = { accessToken: accessToken(), idToken: idToken() };
    signInFromUrl(query, NOW, '/dvrForApp');
    expect([cookieValue('accessToken'), cookieValue('idToken')]).toEqual([query.accessToken, query.idToken]);
  });

  it('spec 2.10: valid URL tokens set the session with refreshToken empty', () => {
    localStorage.setItem('fms', JSON.stringify({ refreshToken: 'someone-else' }));
    signInFromUrl({ accessToken: accessToken(), idToken: idToken() }, NOW, '/');
    expect([$session.get().idData?.zhName, $session.get().refreshToken, readFms().refreshToken]).toEqual(['王小明', '', '']);
  });

  it("spec 2.10: a URL token that fails to decode logs 'token 錯誤或過期' and sends the user to /", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = signInFromUrl({ accessToken: 'x', idToken: 'y' }, NOW, '/monitor');
    expect([outcome, error.mock.calls[0]?.[0]]).toEqual([{ kind: 'redirect', to: '/' }, URL_TOKEN_ERROR_MESSAGE]);
  });

  it('spec 2.10: an expired URL access token stores nothing', () => {
    signInFromUrl({ accessToken: accessToken(NOW - 10), idToken: idToken() }, NOW, '/');
    expect([$session.get(), cookieValue('accessToken')]).toEqual([EMPTY_SESSION, undefined]);
  });
});

describe('signInAsSuperAccount', () => {
  it('spec 2.10: a super-account sign-in logs that the user came in via the super account', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    document.cookie = `accessToken=${accessToken()}; path=/`;
    signInAsSuperAccount({ superToken: idToken() }, NOW, '/monitor');
    expect(info).toHaveBeenCalledWith(SUPER_ACCOUNT_MESSAGE);
  });

  it('spec 2.10: a super-account sign-in saves the id token as a cookie so a reload keeps it', () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const superToken = idToken({ zhName: '客戶' });
    document.cookie = `accessToken=${accessToken()}; path=/`;
    signInAsSuperAccount({ superToken }, NOW, '/monitor');
    expect(cookieValue('idToken')).toBe(superToken);
  });
});
