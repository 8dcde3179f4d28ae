// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_COOKIE_MESSAGE, loadSessionFromCookies, sessionFromCookies } from '../../../src/core/session/first-load';
import { $session, EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { accessToken, clearCookies, idToken, NOW } from './helpers';

const cookies = (over: Partial<Record<'plusAccessToken' | 'accessToken' | 'idToken' | 'refreshToken', string>> = {}) => ({
  plusAccessToken: '', accessToken: accessToken(), idToken: idToken(), refreshToken: 'r-1', ...over,
});

describe('sessionFromCookies (pure)', () => {
  it('spec 4: valid access and id tokens set the session', () => {
    const outcome = sessionFromCookies(cookies(), NOW);
    expect(outcome.kind === 'set' && outcome.session.idData?.zhName).toBe('王小明');
  });

  it.each(['accessToken', 'idToken'] as const)('spec 4: a missing %s clears the session', (name) => {
    expect(sessionFromCookies(cookies({ [name]: '' }), NOW).kind).toBe('cleared');
  });

  it('spec 4: a cleared session keeps the plus access token for the plus pages', () => {
    const outcome = sessionFromCookies(cookies({ accessToken: '', plusAccessToken: 'plus-1' }), NOW);
    expect(outcome.kind === 'cleared' && outcome.session).toEqual({ ...EMPTY_SESSION, plusAccessToken: 'plus-1' });
  });

  it('spec 4: an undecodable cookie token clears the session', () => {
    expect(sessionFromCookies(cookies({ idToken: 'garbage' }), NOW).kind).toBe('cleared');
  });

  it('spec 4: an expired access token (now in seconds past exp) is ignored', () => {
    expect(sessionFromCookies(cookies({ accessToken: accessToken(NOW - 1) }), NOW).kind).toBe('expired');
  });

  it('spec 4: an expired id token is ignored too', () => {
    expect(sessionFromCookies(cookies({ idToken: idToken({ exp: NOW - 1 }) }), NOW).kind).toBe('expired');
  });
});

describe('loadSessionFromCookies', () => {
  beforeEach(() => {
    clearCookies();
    writeSession(EMPTY_SESSION);
  });
  afterEach(() => vi.restoreAllMocks());

  it('spec 4: on first load the session is set from the accessToken, idToken and refreshToken cookies', () => {
    document.cookie = `accessToken=${accessToken()}; path=/`;
    document.cookie = `idToken=${idToken()}; path=/`;
    document.cookie = 'refreshToken=r-9; path=/';
    loadSessionFromCookies(NOW);
    expect([$session.get().idData?.zhName, $session.get().refreshToken]).toEqual(['王小明', 'r-9']);
  });

  it('spec 4: on first load the plusAccessToken cookie is read into the session', () => {
    document.cookie = 'plusAccessToken=plus-7; path=/';
    loadSessionFromCookies(NOW);
    expect($session.get().plusAccessToken).toBe('plus-7');
  });

  it('spec 8: expired cookie tokens log "accessToken or idToken expired" in Traditional Chinese and are ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.cookie = `accessToken=${accessToken(NOW - 5)}; path=/`;
    document.cookie = `idToken=${idToken()}; path=/`;
    loadSessionFromCookies(NOW);
    expect([warn.mock.calls[0]?.[0], $session.get().accessToken]).toEqual([EXPIRED_COOKIE_MESSAGE, '']);
    expect(EXPIRED_COOKIE_MESSAGE).toContain('已過期');
  });
});
