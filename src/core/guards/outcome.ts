import { normalizePath, type Query } from '../navigation/query';
import { landingPath } from '../pages/landing';
import { pageFor } from '../pages/lookup';
import type { SessionState } from '../session/store';
import { isTokenExpired } from '../session/tokens';
import { isBypass } from './maintenance';
import { hasPermission } from './permissions';
import { isDriverSession } from '../session/role';
import { NO_AUTH_PATH, SIGN_IN_PATH } from './public-paths';

/**
 * The page checks as pure functions (spec 2.2, 4, 6, 8). Each check is a named middleware; they run
 * in order and the first outcome other than 'allow' wins. Nothing here redirects: the navigation
 * listener performs what the outcome says.
 */

/** The sign-in page, /noAuth, or the signed-in user's landing page (core/pages landingPath). */
export type RedirectTarget = string;

export type GuardOutcome =
  | { kind: 'allow' }
  | { kind: 'maintenance' }
  | { kind: 'redirect'; to: RedirectTarget; resetSession: boolean }
  | { kind: 'notFound' }
  | { kind: 'error'; status: 500; message: string };

export interface GuardContext {
  path: string;
  query: Query;
  session: SessionState;
  nowSeconds: number;
  /** True while a system-maintenance bulletin is published. */
  maintenance: boolean;
  /** The bypass query value (getWindowQuery), compared with the bypass constant. */
  bypassQuery: string;
  /** The bypass constant; defaults to the console config's `maintenanceBypass`. */
  bypassConstant?: string;
}

export type PageCheck = (ctx: GuardContext) => GuardOutcome;

const ALLOW: GuardOutcome = { kind: 'allow' };
const signOutToSignIn: GuardOutcome = { kind: 'redirect', to: SIGN_IN_PATH, resetSession: true };

function bypassed(ctx: GuardContext): boolean {
  return isBypass(ctx.bypassQuery, ctx.bypassConstant);
}

/** 1. The bulletin check: while maintenance is on and the bypass is absent, show maintenance. */
export const bulletinCheck: PageCheck = (ctx) => (ctx.maintenance && !bypassed(ctx) ? { kind: 'maintenance' } : ALLOW);

/** 2. The sign-in and permission check (spec 2.2, 4 'Session', 6). */
export const authCheck: PageCheck = (ctx) => {
  const page = pageFor(ctx.path);
  if (!page) return { kind: 'notFound' };
  const { session, nowSeconds } = ctx;
  const bypass = bypassed(ctx);
  const codes = session.idData?.authority?.admin;

  if (page.access === 'public') {
    const signedIn = !!session.accessToken && !!session.idData && !isTokenExpired(session.tokenData, nowSeconds);
    const maintenanceHoldsSignIn = ctx.maintenance && !bypass;
    if (normalizePath(ctx.path) === SIGN_IN_PATH && signedIn && !maintenanceHoldsSignIn) {
      return { kind: 'redirect', to: landingPath(codes), resetSession: false };
    }
    return ALLOW;
  }
  if (!session.accessToken && !bypass) return signOutToSignIn;
  if (isTokenExpired(session.tokenData, nowSeconds)) return signOutToSignIn;
  // 'signedIn' is spec 6's empty code (/noAuth, /journeyManagement, paths under no prefix): it reads
  // as "sign-in only", so those pages skip the permission check.
  if (page.access !== 'signedIn' && !hasPermission(codes, page.access)) {
    return { kind: 'redirect', to: NO_AUTH_PATH, resetSession: false };
  }
  if (!session.idData) return signOutToSignIn;
  if (page.managerOnly && isDriverSession(session.idData)) return { kind: 'redirect', to: NO_AUTH_PATH, resetSession: false };
  return ALLOW;
};

/** The page checks by name, in the names the root config uses. */
export const PAGE_CHECKS: Readonly<Record<string, PageCheck>> = { bulletin: bulletinCheck, auth: authCheck };

/** The checks every page runs, in order (spec 2.2). */
export const DEFAULT_PAGE_CHECKS: readonly string[] = ['bulletin', 'auth'];

/**
 * Runs the named checks in order. An unknown name gives the 500 outcome 'Unknown middleware {name}'
 * (spec 8); a check that throws resets the session and sends the user to / (spec 4).
 */
export function runPageChecks(names: readonly string[], ctx: GuardContext): GuardOutcome {
  for (const name of names) {
    const check = Object.prototype.hasOwnProperty.call(PAGE_CHECKS, name) ? PAGE_CHECKS[name] : undefined;
    if (!check) return { kind: 'error', status: 500, message: `Unknown middleware ${name}` };
    let outcome: GuardOutcome;
    try {
      outcome = check(ctx);
    } catch (error) {
      console.error('頁面檢查失敗 (page check failed)', error);
      return signOutToSignIn;
    }
    if (outcome.kind !== 'allow') return outcome;
  }
  return ALLOW;
}

/** The outcome of the default checks for a navigation; never throws. */
export function guardOutcome(ctx: GuardContext): GuardOutcome {
  try {
    return runPageChecks(DEFAULT_PAGE_CHECKS, ctx);
  } catch (error) {
    console.error('頁面檢查失敗 (page check failed)', error);
    return signOutToSignIn;
  }
}
