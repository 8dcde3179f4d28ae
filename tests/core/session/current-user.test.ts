import { describe, expect, it } from 'vitest';
import { $currentUser, $isSignedIn } from '../../../src/core/session/current-user';
import { EMPTY_SESSION, writeSession } from '../../../src/core/session/store';
import { sessionFromTokens } from '../../../src/core/session/tokens';
import { accessToken, idToken } from './helpers';

describe('current user', () => {
  it('spec 3: the current user shows zhName, the permission codes and the enterprise name', () => {
    writeSession(sessionFromTokens({ accessToken: accessToken(), idToken: idToken() }));
    expect($currentUser.get()).toEqual({ zhName: '王小明', auth: ['P_P01', 'P_P13'], enterpriseName: '大安物流' });
  });

  it('spec 1: without a session the current user is blank (the header shows the default title)', () => {
    writeSession(EMPTY_SESSION);
    expect($currentUser.get()).toEqual({ zhName: '', auth: [], enterpriseName: '' });
  });

  it('spec 4: a session with an access token and identity data is signed in', () => {
    writeSession(sessionFromTokens({ accessToken: accessToken(), idToken: idToken() }));
    expect($isSignedIn.get()).toBe(true);
  });

  it('spec 4: the access-token-only session of status 4011008 is not signed in', () => {
    writeSession({ ...EMPTY_SESSION, accessToken: 'only-access' });
    expect($isSignedIn.get()).toBe(false);
  });
});
