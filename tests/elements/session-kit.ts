import { EMPTY_SESSION, writeSession, type IdData } from '../../src/core/session/store';

/** Signs a user in for the element, without a server: codes, name and notification settings. */
export function signInUser(codes: string[] = [], extra: Partial<IdData> = {}, accessToken = 'access-1'): void {
  const idData: IdData = {
    zhName: '王大明', authority: { admin: codes }, enterprise: { name: '測試物流' }, settings: { messages: [] }, ...extra,
  };
  writeSession({
    ...EMPTY_SESSION, accessToken, idToken: 'id-1', refreshToken: 'refresh-1',
    tokenData: { exp: Math.floor(Date.now() / 1000) + 3600 }, idData,
  });
}

/** A session with only tokens (no id data), as the fleet elements need. */
export function signInTokens(accessToken = 'access-1'): void {
  writeSession({ ...EMPTY_SESSION, accessToken, idToken: 'id-1', refreshToken: 'refresh-1', tokenData: { exp: Math.floor(Date.now() / 1000) + 3600 } });
}

export function signOutUser(): void {
  writeSession(EMPTY_SESSION);
}
