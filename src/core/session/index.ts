export { $session, EMPTY_SESSION, type IdData, type MessageSetting, type SessionState, type TokenData } from './store';
export { $currentUser, $isSignedIn, type CurrentUser } from './current-user';
export { COOKIE_NAMES, parseCookies, readCookie, removeCookie, serializeCookie, writeCookie, type CookieName } from './cookies';
export {
  decodeAccessToken, decodeIdToken, decodeToken, isTokenExpired, isTokenValid, nowInSeconds, sessionExpired,
  sessionFromTokens, type RawTokens,
} from './tokens';
export {
  EXPIRED_COOKIE_MESSAGE, loadSessionFromCookies, readSessionCookies, sessionFromCookies,
  type CookieSessionOutcome, type CookieTokens,
} from './first-load';
export { refreshIdentity, refreshSession, signInWithPassword, signOut, type PasswordSignIn } from './actions';
export { hostSuppliesTokens, onSignOut, resetSession, storePlusAccessToken } from './persist';
export {
  adoptUrlTokens, announceSessionExpired, clearHostTokens, hasTokenProvider, provideTokens, SESSION_END_EVENT, sessionFromHostTokens,
  setSessionTokens, type HostTokens, type SessionEndDetail, type TokenProvider,
} from './host-tokens';
export {
  endSession, keepSessionAlive, REFRESH_POLICY, refreshDelay, refreshOutcome, refreshRetryDelay, renewSession,
  type KeepAliveOptions, type RefreshOutcome, type RefreshPolicy,
} from './keep-alive';
export {
  planSuperSignIn, planUrlSignIn, signInAsSuperAccount, signInFromUrl, SUPER_ACCOUNT_MESSAGE,
  SUPER_TOKEN_PARAM, URL_TOKEN_ERROR_MESSAGE, type UrlSignInOutcome, type UrlSignInPlan,
} from './url-sign-in';
export { accountEndNotice, clearSessionEndNotice, readSessionEndNotice, SESSION_END_NOTICE_KEY } from './end-notice';
export { isDriverSession } from './role';
