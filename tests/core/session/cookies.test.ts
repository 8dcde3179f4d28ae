// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseCookies, readCookie, removeCookie, serializeCookie, writeCookie } from '../../../src/core/session/cookies';
import { clearCookies } from './helpers';

describe('cookies', () => {
  beforeEach(clearCookies);

  it('spec 9: a cookie is written with path=/ and SameSite=Lax', () => {
    expect(serializeCookie('accessToken', 'a.b.c')).toBe('accessToken=a.b.c; path=/; SameSite=Lax');
  });

  it('spec 9: a cookie header is parsed into names and decoded values', () => {
    expect(parseCookies('idToken=x%20y; accessToken=a')).toEqual({ idToken: 'x y', accessToken: 'a' });
  });

  it('spec 9: a written cookie reads back', () => {
    writeCookie('idToken', 'token-1');
    expect(readCookie('idToken')).toBe('token-1');
  });

  it('spec 4: a removed cookie reads as empty', () => {
    writeCookie('refreshToken', 'r-1');
    removeCookie('refreshToken');
    expect(readCookie('refreshToken')).toBe('');
  });
});
