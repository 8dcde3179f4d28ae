import { describe, expect, it, vi } from 'vitest';
import { authCheck, guardOutcome, PAGE_CHECKS, runPageChecks, type GuardContext } from '../../../src/core/guards/outcome';
import { PUBLIC_PATHS } from '../../../src/core/guards/public-paths';
import { EMPTY_SESSION, type SessionState } from '../../../src/core/session/store';
import { sessionFromTokens } from '../../../src/core/session/tokens';
import { accessToken, idToken, NOW } from '../session/helpers';

const BYPASS = 'test-bypass';
const signedIn = (codes: string[] = ['P_P01', 'P_P13'], exp = NOW + 3600): SessionState =>
  sessionFromTokens({ accessToken: accessToken(exp), idToken: idToken({ authority: { admin: codes } }) });

function ctx(over: Partial<GuardContext> = {}): GuardContext {
  return {
    path: '/monitor', query: {}, session: signedIn(), nowSeconds: NOW,
    maintenance: false, bypassQuery: '', bypassConstant: BYPASS, ...over,
  };
}

const toSignIn = { kind: 'redirect', to: '/', resetSession: true };

describe('bulletin check (spec 2.2, 4 System maintenance mode)', () => {
  it('spec 4: with maintenance on and no bypass every page shows maintenance', () => {
    expect(guardOutcome(ctx({ maintenance: true }))).toEqual({ kind: 'maintenance' });
  });

  it('spec 4: with maintenance on the bypass value lets the user through', () => {
    expect(guardOutcome(ctx({ maintenance: true, bypassQuery: BYPASS }))).toEqual({ kind: 'allow' });
  });

  it('spec 4: a wrong bypass value does not let the user through', () => {
    expect(guardOutcome(ctx({ maintenance: true, bypassQuery: 'guess' }))).toEqual({ kind: 'maintenance' });
  });

  it('spec 2.2: the bulletin check runs before the sign-in check', () => {
    expect(guardOutcome(ctx({ maintenance: true, session: EMPTY_SESSION }))).toEqual({ kind: 'maintenance' });
  });
});

describe('sign-in and permission check (spec 2.2, 4 Session, 6)', () => {
  it.each(PUBLIC_PATHS.filter((p) => p !== '/'))('spec 2.2: the public page %s passes without a session', (path) => {
    expect(guardOutcome(ctx({ path, session: EMPTY_SESSION }))).toEqual({ kind: 'allow' });
  });

  it('spec 2.2: the sign-in page passes without a session', () => {
    expect(guardOutcome(ctx({ path: '/', session: EMPTY_SESSION }))).toEqual({ kind: 'allow' });
  });

  it('spec 2.2: a signed-in user who opens / is sent to /monitor', () => {
    expect(guardOutcome(ctx({ path: '/' }))).toEqual({ kind: 'redirect', to: '/monitor', resetSession: false });
  });

  it('spec 2.2, issue 10: a signed-in user without P_P01 who opens / lands on the first menu page they may open', () => {
    expect(guardOutcome(ctx({ path: '/', session: signedIn(['P_P13', 'P_P36']) })))
      .toEqual({ kind: 'redirect', to: '/task/management', resetSession: false });
  });

  it('spec 2.2: a signed-in user stays on / while maintenance is published and the bypass is absent', () => {
    expect(authCheck(ctx({ path: '/', maintenance: true }))).toEqual({ kind: 'allow' });
  });

  it('spec 2.2: a signed-in user with the bypass during maintenance goes from / to /monitor', () => {
    expect(guardOutcome(ctx({ path: '/', maintenance: true, bypassQuery: BYPASS })))
      .toEqual({ kind: 'redirect', to: '/monitor', resetSession: false });
  });

  it('spec 2.2: an expired user on / stays on the sign-in page', () => {
    expect(guardOutcome(ctx({ path: '/', session: signedIn(undefined, NOW - 1) }))).toEqual({ kind: 'allow' });
  });

  it('spec 6: the event report works without identity data', () => {
    expect(guardOutcome(ctx({ path: '/event/report', session: EMPTY_SESSION }))).toEqual({ kind: 'allow' });
  });

  it('spec 4: a protected page with no token and no bypass resets the session and goes to /', () => {
    expect(guardOutcome(ctx({ session: EMPTY_SESSION }))).toEqual(toSignIn);
  });

  it('spec 4: a protected page with the bypass but no identity data still signs out to /', () => {
    expect(guardOutcome(ctx({ session: EMPTY_SESSION, bypassQuery: BYPASS }))).toEqual(toSignIn);
  });

  it('spec 4: when now in seconds is past exp the session is reset and the user goes to /', () => {
    expect(guardOutcome(ctx({ session: signedIn(undefined, NOW - 1) }))).toEqual(toSignIn);
  });

  it('spec 4: at the very second of exp the session is not yet expired', () => {
    expect(guardOutcome(ctx({ session: signedIn(undefined, NOW) }))).toEqual({ kind: 'allow' });
  });

  it('spec 6: a user holding the page code passes', () => {
    expect(guardOutcome(ctx({ path: '/task/management' }))).toEqual({ kind: 'allow' });
  });

  it('spec 6: a user lacking the code of the first matching prefix goes to /noAuth', () => {
    expect(guardOutcome(ctx({ path: '/maintenanceV2/data/3' }))).toEqual({ kind: 'redirect', to: '/noAuth', resetSession: false });
  });

  it.each(['/noAuth', '/journeyManagement'])('spec 6: %s skips the permission check', (path) => {
    expect(guardOutcome(ctx({ path, session: signedIn([]) }))).toEqual({ kind: 'allow' });
  });

  const SIGN_IN_ONLY = ['/construction', '/service', '/service/exchange', '/service/record', '/service/app/detail', '/service/app/exchange'];

  it.each(SIGN_IN_ONLY)('spec 6, issue 10: %s matches no prefix; its empty code reads "sign-in only", so an administrator opens it', (path) => {
    expect(guardOutcome(ctx({ path, session: signedIn(['P_P01', 'P_P02', 'P_P13', 'P_P36', 'P_P44', 'P_P45']) }))).toEqual({ kind: 'allow' });
  });

  it.each(SIGN_IN_ONLY)('spec 6, issue 10: %s opens for a signed-in user holding no code at all', (path) => {
    expect(guardOutcome(ctx({ path, session: signedIn([]) }))).toEqual({ kind: 'allow' });
  });

  it.each(SIGN_IN_ONLY)('spec 4: %s still needs a sign-in', (path) => {
    expect(guardOutcome(ctx({ path, session: EMPTY_SESSION }))).toEqual(toSignIn);
  });

  it('spec 2.2: with a token but no identity data the user is signed out and sent to /', () => {
    expect(guardOutcome(ctx({ session: { ...EMPTY_SESSION, accessToken: 'only-access' } }))).toEqual(toSignIn);
  });

  it('spec 2.1: an unknown path gives the not-found outcome', () => {
    expect(guardOutcome(ctx({ path: '/no/such/page' }))).toEqual({ kind: 'notFound' });
  });

  it('spec 2.1: a path with a trailing slash is the same page', () => {
    expect(guardOutcome(ctx({ path: '/monitor/' }))).toEqual({ kind: 'allow' });
  });
});

describe('the dispatcher\'s pages refuse a driver (issue 22, 10)', () => {
  const asRole = (role: string) => sessionFromTokens({ accessToken: accessToken(), idToken: idToken({ role, authority: { admin: ['P_P13', 'P_P36'] } }) });
  const noAuth = { kind: 'redirect', to: '/noAuth', resetSession: false };
  const allow = { kind: 'allow' };
  const DISPATCH = ['/task/add', '/task/edit', '/task/edit/task-1', '/task/add/schedule', '/task/edit/schedule', '/task/edit/schedule/sch-1', '/task/preview/schedule'];
  const OWN = ['/task/management', '/task/single/task-1', '/user'];

  it.each([
    ...DISPATCH.map((path) => [path, 'driver', noAuth] as const),
    ...DISPATCH.map((path) => [path, 'staff', allow] as const),
    ...DISPATCH.map((path) => [path, 'admin', allow] as const),
    ...OWN.map((path) => [path, 'driver', allow] as const),
  ])('%s opened by a %s gives %o', (path, role, outcome) => {
    expect(guardOutcome(ctx({ path, session: asRole(role) }))).toEqual(outcome);
  });
});

describe('robustness (spec 4, 8)', () => {
  it('spec 4: an error during the check resets the session and sends the user to /', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = { ...EMPTY_SESSION, accessToken: 'a', get tokenData(): never { throw new Error('bad'); } } as SessionState;
    expect(guardOutcome(ctx({ session: broken }))).toEqual(toSignIn);
  });

  it("spec 8: an unknown page check gives 500, 'Unknown middleware {name}'", () => {
    expect(runPageChecks(['bulletin', 'audit'], ctx())).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware audit' });
  });

  it('spec 8: a name inherited from Object is not a page check', () => {
    expect(runPageChecks(['toString'], ctx())).toEqual({ kind: 'error', status: 500, message: 'Unknown middleware toString' });
  });

  it('spec 2.2: the page checks are named bulletin and auth', () => {
    expect(Object.keys(PAGE_CHECKS)).toEqual(['bulletin', 'auth']);
  });
});
