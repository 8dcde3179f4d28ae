import { describe, expect, it } from 'vitest';
import {
  decodeAccessToken, decodeIdToken, isTokenExpired, isTokenValid, nowInSeconds, sessionFromTokens,
} from '../../../src/core/session/tokens';
import { accessToken, idToken, makeJwt, NOW } from './helpers';

describe('token decoding', () => {
  it('spec 3: the decoded access token carries exp in seconds', () => {
    expect(decodeAccessToken(accessToken(NOW + 10)).exp).toBe(NOW + 10);
  });

  it('spec 3: the decoded id token gives zhName, permission codes and enterprise name', () => {
    const data = decodeIdToken(idToken());
    expect([data.zhName, data.authority.admin, data.enterprise.name]).toEqual(['王小明', ['P_P01', 'P_P13'], '大安物流']);
  });

  it('spec 3: an id token without authority, enterprise or settings decodes with empty parts', () => {
    const data = decodeIdToken(makeJwt({ sub: 'x' }));
    expect(data).toMatchObject({ zhName: '', authority: { admin: [] }, enterprise: { name: '' }, settings: { messages: [] } });
  });

  it('spec 8: a string that is not a token fails to decode', () => {
    expect(() => decodeAccessToken('not-a-token')).toThrow();
  });

  it('spec 3: an access token without exp is refused', () => {
    expect(() => decodeAccessToken(makeJwt({ sub: 'x' }))).toThrow();
  });

  it('spec 3: a session built from tokens holds both decoded tokens and the raw ones', () => {
    const session = sessionFromTokens({ accessToken: accessToken(), idToken: idToken(), refreshToken: 'r-1' });
    expect([session.tokenData?.exp, session.idData?.zhName, session.refreshToken]).toEqual([NOW + 3600, '王小明', 'r-1']);
  });

  it('spec 9: the time in seconds is the floor of milliseconds over 1000', () => {
    expect(nowInSeconds(1_700_000_000_999)).toBe(1_700_000_000);
  });
});

describe('token validity', () => {
  it.each([
    ['later than now', NOW + 1, true],
    ['equal to now', NOW, false],
    ['earlier than now', NOW - 1, false],
  ])('spec 5: a token whose exp is %s is valid: %s', (_, exp, valid) => {
    expect(isTokenValid({ exp }, NOW)).toBe(valid);
  });

  it('spec 5: no token data is not valid', () => {
    expect(isTokenValid(null, NOW)).toBe(false);
  });

  it.each([
    ['past exp', NOW + 1, NOW, true],
    ['at exp', NOW, NOW, false],
    ['before exp', NOW - 1, NOW, false],
  ])('spec 4: a token is expired when now is %s', (_, now, exp, expired) => {
    expect(isTokenExpired({ exp }, now)).toBe(expired);
  });
});
